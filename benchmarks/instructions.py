"""Instructions counted by callgrind for the commands the README's table lists.

    python3 benchmarks/instructions.py BINARY [--weeks 520,2600]

For each size: `render` of that many weeks of snapshots (bench.py's, made once and cached), then a
weekly `run` on the site it made (the week after the last); then a cold `run --sample` into an
empty folder, and `--version`. Each runs under `valgrind --tool=callgrind` in a folder of its own
in /dev/shm, with bench.py's environment (Asia/Tokyo, C.UTF-8), and prints its total.

Wall time on this VM moves by a quarter from one minute to the next (and by half between its
fast and slow spells); the count of instructions is the same from run to run, so it is the
measure of a change that wall time cannot show. It does not weigh what an instruction costs: an
atomic retain or release counts as a handful and takes as long as thirty.

valgrind 3.19 (Debian 12) cannot read clang's DWARF 5, which the C target (CCurl) gets by default:
build the binary to profile with `swift build -c release --static-swift-stdlib -Xcc -gdwarf-4`.
"""
import argparse
import datetime
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402


def counted(command, folder):
    """The instructions callgrind counted for `command` (its exit status must be 0)."""
    out = os.path.join(folder, "callgrind.out")
    result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + command,
                            env=bench.ENV, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        sys.exit(f"instructions: {' '.join(command[1:3])}… failed ({result.returncode}): {result.stderr[-400:]}")
    os.remove(out)
    return int(re.search(r"Collected : (\d+)", result.stderr).group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--weeks", default="520,2600")
    arguments = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("instructions: valgrind is missing (apt-get install -y valgrind)")
    binary = os.path.abspath(arguments.binary)
    folder = tempfile.mkdtemp(prefix="instructions-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None)
    try:
        for count in (int(weeks) for weeks in arguments.weeks.split(",")):
            site = os.path.join(folder, f"site-{count}")
            shutil.copytree(bench.snapshots(binary, count), site)
            os.remove(os.path.join(site, "done"))
            render = counted([binary, "render", "-q", "--now", bench.now(count), "--output", site], folder)
            print(f"render, {count} weeks: {render / 1e6:,.1f} M", flush=True)
            monday = bench.mondays(count)[-1] + datetime.timedelta(weeks=1)
            year, week, _ = monday.isocalendar()
            after = monday + datetime.timedelta(weeks=1)
            weekly = counted([binary, "run", "--sample", "-q", "--week", f"{year}-W{week:02d}", "--now",
                              f"{after.isoformat()}T07:00:00+09:00", "--output", site], folder)
            print(f"weekly run, {count} weeks: {weekly / 1e6:,.1f} M", flush=True)
            shutil.rmtree(site)
        cold = counted([binary, "run", "--sample", "-q", "--output", os.path.join(folder, "cold")], folder)
        print(f"cold run --sample: {cold / 1e6:,.1f} M")
        print(f"--version: {counted([binary, '--version'], folder) / 1e6:,.1f} M")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
