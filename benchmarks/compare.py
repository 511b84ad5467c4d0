"""Two builds of weekly-digest side by side: `render` of N weeks and one weekly `run` on an N-week site.

    python3 benchmarks/compare.py BEFORE AFTER [--weeks 520] [--rounds 7] [--scratch FOLDER] [--only render|weekly]

BEFORE and AFTER are release binaries (build one with
`swift build -c release --static-swift-stdlib --product weekly-digest` and copy it aside). The rounds
alternate BEFORE, AFTER, BEFORE, … so that a busy moment of the machine falls on both; each row is the
median. Each binary's weekly run works on a site that binary rendered itself (an index it wrote).
The snapshots are bench.py's (`run --sample` for every week, cached in .build/bench).

Prints the load average before and after, so a figure can be read against how busy the machine was.
Below the table: the median of each round's after ÷ before (a round's two runs are seconds apart,
so a slow minute of the machine weighs on both), with its quartiles, and how many cores each build
kept busy (CPU time ÷ wall time), which shows a change in how well the work is spread.
`--only render` (or `--only weekly`) times one of the two, in about half the time. On this VM a
median of 11-21 rounds still moves by about 3% from one run to the next, so a change smaller than
that needs several runs, or callgrind's count of instructions.
"""
import argparse
import datetime
import os
import shutil
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402


def render(binary, source, scratch, count):
    site = bench.fresh(scratch, "render")
    bench.place(binary, source, site)
    return bench.timed([binary, "render", "-q", "--now", bench.now(count), "--output", site]), site


def weekly(binary, site, scratch, count):
    """The week after the site's last one, added as a Monday's run would (2026-W48 on 520 weeks)."""
    copy = bench.fresh(scratch, "weekly")
    bench.copy_site(site, copy)
    monday = bench.mondays(count)[-1] + datetime.timedelta(weeks=1)
    year, week, _ = monday.isocalendar()
    after = monday + datetime.timedelta(weeks=1)
    return bench.timed([binary, "run", "--sample", "-q", "--week", f"{year}-W{week:02d}",
                        "--now", f"{after.isoformat()}T07:00:00+09:00", "--output", copy])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--weeks", type=int, default=520)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--scratch", default=bench.WORK)
    parser.add_argument("--only", choices=("render", "weekly"))
    arguments = parser.parse_args()
    binaries = {"before": os.path.abspath(arguments.before), "after": os.path.abspath(arguments.after)}
    os.makedirs(arguments.scratch, exist_ok=True)
    scratch = tempfile.mkdtemp(prefix="compare-", dir=arguments.scratch)
    source = bench.snapshots(binaries["before"], arguments.weeks)
    load = open("/proc/loadavg").read().split()[:3]
    results = {name: {"render": [], "weekly": []} for name in binaries}
    bench.settle(scratch)
    try:
        sites = {name: render(binary, source, scratch, arguments.weeks)[1] for name, binary in binaries.items()}
        for round in range(arguments.rounds):
            # Before, after; then after, before: neither build always runs on the other's leftovers.
            order = list(binaries.items())
            for name, binary in order if round % 2 == 0 else reversed(order):
                if arguments.only != "weekly":
                    results[name]["render"].append(render(binary, source, scratch, arguments.weeks)[0])
                if arguments.only != "render":
                    results[name]["weekly"].append(weekly(binary, sites[name], scratch, arguments.weeks))
    finally:
        bench.remove(scratch)
    after_load = open("/proc/loadavg").read().split()[:3]
    print(f"{arguments.weeks} weeks · median of {arguments.rounds} alternating rounds · {os.cpu_count()} cores · "
          f"load {' '.join(load)} before, {' '.join(after_load)} after\n")
    print(f"{'measure':<14} | {'before':>22} | {'after':>22} | after ÷ before")
    print("-" * 15 + "|" + "-" * 24 + "|" + "-" * 24 + "|" + "-" * 15)
    for measure in [arguments.only] if arguments.only else ["render", "weekly"]:
        row = []
        for name in binaries:
            runs = results[name][measure]
            row.append((statistics.median(r[0] for r in runs), statistics.median(r[2] for r in runs),
                        max(r[1] for r in runs)))
        cells = [f"{s * 1000:7.1f} ms ({c:.2f} s CPU, {k / 1024:.0f} MB)" for s, c, k in row]
        label = "render" if measure == "render" else "weekly run"
        print(f"{label:<14} | {cells[0]:>22} | {cells[1]:>22} | {row[1][0] / row[0][0]:.2f}")
    for measure in [arguments.only] if arguments.only else ["render", "weekly"]:
        label = "render" if measure == "render" else "weekly run"
        pairs = [a[0] / b[0] for b, a in zip(results["before"][measure], results["after"][measure])]
        quartiles = statistics.quantiles(pairs, n=4) if len(pairs) > 1 else pairs * 3
        busy = {name: statistics.median(r[2] / r[0] for r in results[name][measure]) for name in binaries}
        print(f"\n{label}: after ÷ before round by round, median {statistics.median(pairs):.3f} "
              f"(quartiles {quartiles[0]:.3f}–{quartiles[2]:.3f}); cores busy (CPU ÷ wall) "
              f"{busy['before']:.2f} before, {busy['after']:.2f} after")


if __name__ == "__main__":
    main()
