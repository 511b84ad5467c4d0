"""weekly-digest against Hugo on the same weeks, and against the floor, side by side.

    python3 benchmarks/hugo.py [--weeks 52,520,2600] [--rounds 7] [--binary PATH] [--scratch FOLDER]

For each N: the snapshots of N sample weeks (bench.py's, cached in .build/bench), rendered once by
weekly-digest to get each week's digest.md. Then, alternately, round after round, in fresh folders:

  render   `weekly-digest render` of the N snapshots (every page, archive, trends, years, feed)
  hugo     Hugo (Debian's, installed with apt-get when missing) building the same N Markdown files
           as pages with a minimal layout, a list page (the archive) and its RSS feed
  floor    Debian's `cmark` converting the same Markdown in one process, then writing exactly the
           files `render` writes (the same paths and bytes, each to a temporary name, then renamed):
           the least any generator must do; timed by its own clock, reading the bytes not counted

and prints the median wall time, peak memory, and the ratios. This is the measure of issue 23
("twice as fast as Hugo"): render ÷ Hugo should be at most 0.5, render ÷ floor at most 1.5.
Below, each tool's median CPU time (user + system) and how many cores it kept busy: on a VM whose
speed moves from minute to minute, the ratio of CPU times says how much work each did (GNU time
counts hundredths of a second, coarse for the smallest sites).
On disk it waits out ext4's six minutes after a benchmark's removal or a build first (bench.settle).
"""
import argparse
import datetime
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402

HUGO_CONFIG = """baseURL = "https://me.example/digest/"
title = "Weekly digest"
disableKinds = ["taxonomy", "term"]
[outputs]
home = ["HTML", "RSS"]
section = ["HTML"]
"""
SINGLE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title>
<link rel="stylesheet" href="{{ "assets/style.css" | relURL }}"></head>
<body><header><h1>{{ .Title }}</h1></header><main>{{ .Content }}</main>
<nav>{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
{{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav></body></html>
"""
LIST = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Summary | plainify | truncate 80 }}</li>{{ end }}</ul></body></html>
"""


def hugo_site(folder, markdown):
    """A Hugo site in `folder` holding each (week, path to digest.md) as a page."""
    for name, text in (("hugo.toml", HUGO_CONFIG), ("layouts/_default/single.html", SINGLE),
                       ("layouts/_default/list.html", LIST), ("layouts/index.html", LIST)):
        os.makedirs(os.path.dirname(os.path.join(folder, name)), exist_ok=True)
        with open(os.path.join(folder, name), "w") as file:
            file.write(text)
    os.makedirs(os.path.join(folder, "content", "weeks"))
    for week, path in markdown:
        year, number = week.split("-W")
        monday = datetime.date.fromisocalendar(int(year), int(number), 1)
        with open(path) as source, open(os.path.join(folder, "content", "weeks", week + ".md"), "w") as page:
            page.write(f'---\ntitle: "Weekly digest {week}"\ndate: {monday.isoformat()}\n---\n\n' + source.read())


FLOOR = r"""
import os, subprocess, sys, time
site, out, markdown = sys.argv[1], sys.argv[2], sys.argv[3:]
files = []
for folder, _, names in os.walk(site):
    for name in names:
        if name in ("digest.json", "done"):
            continue  # the snapshots, which render reads and never writes
        path = os.path.join(folder, name)
        with open(path, "rb") as file:
            files.append((os.path.relpath(path, site), file.read()))
started = time.perf_counter()
subprocess.run(["cmark", "--to", "html"] + markdown, stdout=subprocess.DEVNULL, check=True)
for relative, data in files:
    path = os.path.join(out, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    os.write(descriptor, data)
    os.close(descriptor)
    os.rename(temporary, path)
print(time.perf_counter() - started)
"""


def floor(script, site, out, markdown):
    """Seconds the floor took by its own clock (reading the files to write is not counted)."""
    os.sync()
    result = subprocess.run([sys.executable, script, site, out] + markdown, capture_output=True, text=True,
                            check=True)
    return float(result.stdout.strip())


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--weeks", default="52,520")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--binary")
    parser.add_argument("--scratch", default=bench.WORK)
    arguments = parser.parse_args()
    if not shutil.which("hugo"):
        subprocess.run(["apt-get", "install", "-y", "-q", "hugo"], check=True, stdout=subprocess.DEVNULL)
    if not shutil.which("cmark"):
        subprocess.run(["apt-get", "install", "-y", "-q", "cmark"], check=True, stdout=subprocess.DEVNULL)
    binary = arguments.binary
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "-q", "--product", "weekly-digest"],
                       cwd=bench.ROOT, check=True)
        binary = os.path.join(bench.ROOT, ".build", "release", "weekly-digest")
    os.makedirs(arguments.scratch, exist_ok=True)
    scratch = tempfile.mkdtemp(prefix="hugo-", dir=arguments.scratch)
    version = subprocess.run(["hugo", "version"], capture_output=True, text=True).stdout.split()[1]
    load = " ".join(open("/proc/loadavg").read().split()[:3])
    rows = []
    bench.settle(scratch)
    try:
        for count in [int(n) for n in arguments.weeks.split(",")]:
            source = bench.snapshots(binary, count)
            rendered = os.path.join(scratch, f"markdown-{count}")
            bench.place(binary, source, rendered)
            bench.timed([binary, "render", "-q", "--now", bench.now(count), "--output", rendered])
            markdown = [(week, os.path.join(rendered, "weeks", week, "digest.md")) for week in bench.weeks(count)]
            site = os.path.join(scratch, f"hugo-site-{count}")
            hugo_site(site, markdown)
            floor_script = os.path.join(scratch, "floor.py")
            with open(floor_script, "w") as file:
                file.write(FLOOR)
            times = {"render": [], "hugo": [], "floor": []}
            for _ in range(arguments.rounds):
                copy = bench.fresh(scratch, "render")
                bench.place(binary, source, copy)
                times["render"].append(bench.timed([binary, "render", "-q", "--now", bench.now(count), "--output", copy]))
                times["hugo"].append(bench.timed(["hugo", "--quiet", "-s", site, "-d", bench.fresh(scratch, "public")]))
                seconds = floor(floor_script, rendered, bench.fresh(scratch, "floor"), [path for _, path in markdown])
                times["floor"].append((seconds, 0, 0))
            medians = {name: statistics.median(t[0] for t in runs) for name, runs in times.items()}
            peaks = {name: max(t[1] for t in runs) / 1024 for name, runs in times.items()}
            cpus = {name: statistics.median(t[2] for t in times[name]) for name in ("render", "hugo")}
            rows.append((count, medians, peaks, cpus))
    finally:
        bench.remove(scratch)
    print(f"weekly-digest against Hugo {version} · median of {arguments.rounds} alternating rounds · "
          f"{os.cpu_count()} cores · load {load} · scratch {arguments.scratch}\n")
    print("| weeks | render | Hugo | floor | render ÷ Hugo | render ÷ floor | memory render / Hugo |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for count, medians, peaks, _ in rows:
        print(f"| {count} | {medians['render']:.3f} s | {medians['hugo']:.3f} s | {medians['floor']:.3f} s | "
              f"{medians['render'] / medians['hugo']:.2f} | {medians['render'] / medians['floor']:.2f} | "
              f"{peaks['render']:.0f} / {peaks['hugo']:.0f} MB |")
    print("\nCPU time (user + system, median), and the cores each kept busy (CPU ÷ wall):\n")
    print("| weeks | render CPU | Hugo CPU | render ÷ Hugo, CPU | cores busy, render / Hugo |")
    print("| --- | --- | --- | --- | --- |")
    for count, medians, _, cpus in rows:
        print(f"| {count} | {cpus['render']:.3f} s | {cpus['hugo']:.3f} s | {cpus['render'] / cpus['hugo']:.2f} | "
              f"{cpus['render'] / medians['render']:.2f} / {cpus['hugo'] / medians['hugo']:.2f} |")


if __name__ == "__main__":
    main()
