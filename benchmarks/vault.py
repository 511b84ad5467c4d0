"""`publish --to vault:` and `team` on a long history: what a user waits for once a week.

    python3 benchmarks/vault.py [--weeks 520] [--rounds 5] [--binary PATH] [--scratch FOLDER]

Uses bench.py's snapshots of N sample weeks (cached in .build/bench) and a release binary
(default .build/release/weekly-digest: `swift build -c release --static-swift-stdlib --product
weekly-digest`). Prints the median of `rounds` runs of:
  vault, first     every week's note written into an empty vault (the private view)
  vault, again     the same vault published again: every note read and compared, none written
  team             `team` over four members whose sites are folders of N weeks each (12 weeks read
                   a member)
with wall time, CPU time and peak memory, and the load average before and after.
"""
import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--weeks", type=int, default=520)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--binary", default=os.path.join(bench.ROOT, ".build", "release", "weekly-digest"))
    parser.add_argument("--scratch", default=bench.WORK)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    # A folder of this run's own, so that a run after another never meets its folders.
    args.scratch = tempfile.mkdtemp(prefix="vault-bench-", dir=args.scratch)
    source = bench.snapshots(binary, args.weeks)
    load = os.getloadavg()
    site = bench.fresh(args.scratch, "vault-site")
    bench.place(binary, source, site)
    now = bench.now(args.weeks)
    # The pages first: publish reads the stored weeks, as after the weekly run.
    bench.timed([binary, "render", "-q", "--output", site, "--now", now])
    first, again, team = [], [], []
    members = os.path.join(bench.fresh(args.scratch, "members"), "members.txt")
    os.makedirs(os.path.dirname(members))
    with open(members, "w") as file:
        file.writelines(f"Member {index} {site}\n" for index in range(4))
    for _ in range(args.rounds):
        vault = bench.fresh(args.scratch, "vault")
        command = [binary, "publish", "-q", "--to", "vault:" + vault, "--output", site, "--now", now]
        first.append(bench.timed(command))
        again.append(bench.timed(command))
        output = bench.fresh(args.scratch, "team")
        team.append(bench.timed([binary, "team", "-q", "--members", members, "--output", output, "--now", now]))
    after = os.getloadavg()
    print(f"{args.weeks} weeks · median of {args.rounds} rounds · load {' '.join(f'{x:.2f}' for x in load)} before, "
          f"{' '.join(f'{x:.2f}' for x in after)} after")
    for name, runs in (("vault, first", first), ("vault, again", again), ("team (4 members)", team)):
        wall, peak, cpu = sorted(runs)[len(runs) // 2]
        print(f"{name:18} {wall * 1000:8.1f} ms wall  {cpu:5.2f} s CPU  {peak / 1024:5.0f} MB")


if __name__ == "__main__":
    main()
