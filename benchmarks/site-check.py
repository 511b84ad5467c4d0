#!/usr/bin/env python3
"""How `publish` grows with the number of weeks: the site check it runs first (every page's links
against the site's files) and the comparison with a folder that already holds the site.

Usage: python3 benchmarks/site-check.py [--weeks 260,520,1040] [--binary PATH]

Makes the sites from one sample snapshot copied to each week (fast), renders them, publishes each
to a folder once, then times a second publish (nothing to copy): median of 3. Prints one line per
size with the seconds and the seconds per 1000 weeks, which stay flat when the check is linear.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402


def site(binary, count, scratch):
    folder = os.path.join(scratch, f"site-{count}")
    sample = os.path.join(scratch, "sample")
    subprocess.run([binary, "run", "--sample", "-q", "--week", "2026-W47", "--now", bench.NOW, "--output", sample], env=bench.ENV, check=True)
    stored = bench.history(sample) if bench.stores_apart(binary) else sample
    with open(os.path.join(stored, "weeks", "2026-W47", "digest.json")) as file:
        snapshot = json.load(file)
    # Written as an earlier version stored them, in the output folder: the render moves them.
    for week in bench.weeks(count):
        os.makedirs(os.path.join(folder, "weeks", week))
        snapshot["week"] = week
        with open(os.path.join(folder, "weeks", week, "digest.json"), "w") as file:
            json.dump(snapshot, file)
    subprocess.run([binary, "render", "-q", "--now", bench.NOW, "--output", folder], env=bench.ENV, check=True)
    return folder


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--weeks", default="260,520,1040")
    parser.add_argument("--binary")
    arguments = parser.parse_args()
    binary = arguments.binary or os.path.join(bench.ROOT, ".build", "release", "weekly-digest")
    if not arguments.binary:
        subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib"], cwd=bench.ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    os.makedirs(bench.WORK, exist_ok=True)
    scratch = tempfile.mkdtemp(dir=bench.WORK)
    try:
        print(f"{'weeks':>6}  {'publish, nothing to copy':>24}  {'per 1000 weeks':>14}")
        for count in [int(value) for value in arguments.weeks.split(",")]:
            folder = site(binary, count, scratch)
            target = os.path.join(scratch, f"www-{count}")
            command = [binary, "publish", "-q", "--now", bench.NOW, "--output", folder, "--to", target]
            bench.timed(command)
            seconds = bench.median(lambda: bench.timed(command), 3)[0]
            print(f"{count:>6}  {seconds:>22.3f} s  {seconds / count * 1000:>12.3f} s")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
