"""weekly-digest's benchmarks, with the tools a user would compare it with, measured in the same run.

    python3 benchmarks/bench.py [--weeks 52,520] [--runs 3] [--binary PATH] [--scratch FOLDER]

Builds a release binary with the Swift runtime linked in (`--static-swift-stdlib`, as the README's
install step does; unless --binary), makes N weeks of snapshots with `run --sample` (cached in
.build/bench), and prints one table:

  rebuild N       `render` of N weeks, against the floor (Debian's `cmark` converting the same
                  Markdown in one process) and against `pandoc -s` with a template, one page a run
  incremental     one weekly `run` on a site of the largest N, against its full rebuild
  fetch           a full `run` against loopback WakaTime, Qiita (3 tags x 3 pages) and X (3 pages)
                  that delay every answer by 200 ms, against the critical path and the sequential sum
  cold start      `run --sample` into an empty folder: wall time and peak memory

Needs: cmark and pandoc (Debian), GNU time (/usr/bin/time).

On ext4 without a journal (this VM's disk), timing starts only six minutes after a benchmark last
removed a tree there, or a build last changed a folder of `.build` on that disk (`settle`): such a
file system skips inodes freed in the last six minutes while the blocks that hold them are being
written to.
"""
import argparse
import datetime
import hashlib
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "bench")
NOW = "2026-11-23T07:00:00+09:00"
STATE = os.path.join(WORK, "state")
ENV = {"PATH": "/usr/bin:/bin:/usr/local/bin", "DIGEST_TIMEZONE": "Asia/Tokyo", "LANG": "C.UTF-8",
       "DIGEST_STATE": STATE}
DELAY = 0.2

PANDOC_TEMPLATE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>$pagetitle$</title>
<link rel="stylesheet" href="../../assets/style.css"></head>
<body><header><h1>$pagetitle$</h1></header><main>$body$</main></body></html>
"""


FIRST_MONDAY = datetime.date.fromisocalendar(2000, 1, 1)  # the app takes weeks of 2000 to 2099
LAST_MONDAY = datetime.date.fromisocalendar(2026, 47, 1)


def mondays(count):
    """The Mondays of `count` weeks, oldest first: ending with 2026-W47 when they fit after 2000-W01
    (up to 1 403 weeks), else starting with 2000-W01 and running on into later years."""
    if (LAST_MONDAY - FIRST_MONDAY).days // 7 + 1 >= count:
        return [LAST_MONDAY - datetime.timedelta(weeks=back) for back in range(count - 1, -1, -1)]
    return [FIRST_MONDAY + datetime.timedelta(weeks=ahead) for ahead in range(count)]


def weeks(count):
    """The `count` ISO weeks of the benchmark, oldest first (see `mondays`)."""
    return [f"{year}-W{week:02d}" for year, week, _ in (monday.isocalendar() for monday in mondays(count))]


def now(count):
    """`--now` for a site of `count` weeks: the Monday after its last week, 07:00 in Tokyo."""
    after = mondays(count)[-1] + datetime.timedelta(weeks=1)
    return f"{after.isoformat()}T07:00:00+09:00"


def timed(command, env=None, cwd=None):
    """Seconds the command took, its peak memory in KB and its CPU seconds (user + system, GNU time).
    The disk starts idle: what the benchmark itself just wrote (a copy of the snapshots) is flushed
    first, so the kernel's writeback of the setup is not timed as the command's work."""
    os.sync()
    started = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-f", "%M %U %S"] + command, env={**ENV, **(env or {})}, cwd=cwd,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - started
    if result.returncode not in (0, 3):
        sys.exit(f"bench: {' '.join(command[:3])}… failed ({result.returncode}): {result.stderr[-400:]}")
    peak, user, system = result.stderr.strip().splitlines()[-1].split()
    return elapsed, int(peak), float(user) + float(system)


def fresh(scratch, name):
    """A folder path not used before in this run. Folders are never deleted and made again between
    runs: on ext4 without a journal, creating files right after deleting thousands makes the kernel
    skip every recently freed inode, which would time the benchmark's own cleanup."""
    fresh.count = getattr(fresh, "count", 0) + 1
    return os.path.join(scratch, f"{name}-{fresh.count}")


# ext4 without a journal does not reuse an inode freed in the last minute, or in the last six
# minutes while its inode table block is dirty (Linux fs/ext4/ialloc.c, recently_deleted:
# RECENTCY_MIN 60 s, plus RECENTCY_DIRTY 300 s), and every file created meanwhile scans past the
# freed ones. A timed run dirties those blocks itself, creating thousands of files, so six
# minutes is the wait: timed within them after removing a large tree, a run on such a disk times
# that scan (a 2 600-week render took 2.2 s instead of 0.65 s; after a wait of five minutes, the
# second of two runs in a row still gave 0.65 and 0.73 of Hugo's time against 0.47 for the first).
# A benchmark's own removals are noted, and waited out.
SETTLE_SECONDS = 370
REMOVED = os.path.join(WORK, ".removed")


def scan_on_create(path):
    """Whether `path` is on ext4 without a journal: its mount (the longest mount point holding it)
    is ext4, and the kernel lists no journal (/proc/fs/jbd2/<device>-…) for its device."""
    real, best, kind, device = os.path.realpath(path), "", "", ""
    for line in open("/proc/self/mounts"):
        source, point, fstype = line.split()[:3]
        if (real == point or real.startswith(point.rstrip("/") + "/")) and len(point) > len(best):
            best, kind, device = point, fstype, os.path.basename(source)
    journals = os.listdir("/proc/fs/jbd2") if os.path.isdir("/proc/fs/jbd2") else []
    return kind == "ext4" and not any(name.startswith(device + "-") for name in journals)


def remove(path):
    """Removes a benchmark's tree; on ext4 without a journal, notes when (see `settle`)."""
    if not os.path.exists(path):
        return
    shutil.rmtree(path, ignore_errors=True)
    if scan_on_create(os.path.dirname(path) or "."):
        os.makedirs(WORK, exist_ok=True)
        with open(REMOVED, "w") as file:
            file.write(f"{time.time()}\n")


def settle(scratch):
    """Before timing in `scratch` on ext4 without a journal: waits until six minutes have passed
    since a benchmark last removed a tree there, or a build last replaced files in `.build` on the
    same disk, so no run is timed scanning freed inodes."""
    if not scan_on_create(scratch):
        return
    try:
        removed = float(open(REMOVED).read())
    except (OSError, ValueError):
        removed = 0.0
    built = last_build_change(scratch)
    wait = max(removed, built) + SETTLE_SECONDS - time.time()
    if wait > 0:
        cause = "a build replaced files" if built > removed else "a benchmark removed a tree"
        print(f"bench: waiting {wait:.0f} s: ext4 without a journal skips inodes freed in the last six minutes, "
              f"and {cause} on this disk", file=sys.stderr)
        time.sleep(wait)


def last_build_change(scratch):
    """When a folder of `.build` last changed, if it is on the disk of `scratch` (0 otherwise): a
    build writes each new object file over the old one, freeing an inode, and a run timed in the
    minutes after is slowed as after a removal (0.70 of Hugo's time against 0.54 at 2 600
    weeks, four minutes after a test build). The benchmarks' own folder and the packages'
    checkouts are left out."""
    build = os.path.join(ROOT, ".build")
    try:
        if os.stat(build).st_dev != os.stat(scratch).st_dev:
            return 0.0
    except OSError:
        return 0.0
    skipped = {os.path.realpath(path) for path in (WORK, os.path.join(build, "checkouts"),
                                                   os.path.join(build, "repositories"))}
    newest = 0.0
    for folder, names, _ in os.walk(build):
        names[:] = [name for name in names if os.path.realpath(os.path.join(folder, name)) not in skipped]
        try:
            newest = max(newest, os.stat(folder).st_mtime)
        except OSError:
            newest = time.time()  # removed while this looked: a build is at work now
    return newest


def history(site):
    """The history folder of the site in `site` (the binary's HistoryFolder: the folder's name and
    the FNV-1a hash of its resolved absolute path), under the benchmark's DIGEST_STATE."""
    real = os.path.realpath(site)
    key = 0xcbf29ce484222325
    for byte in real.encode():
        key = ((key ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    name = "".join(c if c.isascii() and (c.isalnum() or c in "._-") else "_" for c in os.path.basename(real)[:40])
    return os.path.join(STATE, "sites", f"{'_' + name[1:] if name.startswith('.') else name}-{key:016x}")


def stores_apart(binary):
    """Whether `binary` keeps the stored weeks in the history folder (this version) rather than in
    the output folder (before issue 49), asked once by running the sample."""
    cache = stores_apart.__dict__.setdefault("cache", {})
    if binary not in cache:
        with tempfile.TemporaryDirectory(dir=WORK) as folder:
            site = os.path.join(folder, "site")
            subprocess.run([binary, "run", "--sample", "-q", "--output", site], env=ENV, check=True)
            cache[binary] = not any(name.endswith("digest.json") for _, _, names in os.walk(site) for name in names)
            shutil.rmtree(history(site), ignore_errors=True)
    return cache[binary]


def place(binary, source, site):
    """The snapshots of `source` (a folder of weeks/<W>/digest.json) as `binary` stores them for
    the site in `site`: in its history folder, or in the output folder itself before issue 49."""
    if not stores_apart(binary):
        shutil.copytree(source, site, ignore=shutil.ignore_patterns("done"))
        return
    os.makedirs(site)
    target = history(site)
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(os.path.join(source, "weeks"), os.path.join(target, "weeks"))
    # The sample's weeks, marked as such: the weekly run adds the sample's next week to them.
    open(os.path.join(target, "sample"), "w").close()


def copy_site(site, copy):
    """A copy of the site in `site` at `copy`, with its history (when it has one)."""
    shutil.copytree(site, copy)
    if os.path.isdir(history(site)):
        shutil.rmtree(history(copy), ignore_errors=True)
        shutil.copytree(history(site), history(copy))


def median(measure, runs):
    """The run with the median wall time: (seconds, peak KB, CPU seconds)."""
    return sorted((measure() for _ in range(runs)), key=lambda result: result[0])[runs // 2]


def sample_key():
    """A short hash of the bundled sample week: the cached snapshots are the sample's as it is now,
    so a sample that grew (a new source, longer lists) is measured as users have it."""
    with open(os.path.join(ROOT, "sample", "sample-week.json"), "rb") as file:
        return hashlib.sha256(file.read()).hexdigest()[:12]


def snapshots(binary, count):
    """A folder holding only the snapshots of `count` weeks of the bundled sample (`run --sample`,
    each week varied from the recorded one as `SampleVariation` says), made once for each version
    of the sample, then cached."""
    folder = os.path.join(WORK, f"snapshots-{count}-{sample_key()}")
    if os.path.exists(os.path.join(folder, "done")):
        return folder
    site = os.path.join(WORK, f"site-{count}")
    remove(site)
    print(f"making {count} weeks of snapshots (once)…", file=sys.stderr)
    for week in weeks(count):
        subprocess.run([binary, "run", "--sample", "-q", "--week", week, "--now", now(count), "--output", site], env=ENV, check=True)
    remove(folder)
    stored = history(site) if stores_apart(binary) else site
    for week in weeks(count):
        os.makedirs(os.path.join(folder, "weeks", week))
        shutil.copy(os.path.join(stored, "weeks", week, "digest.json"), os.path.join(folder, "weeks", week))
    remove(site)
    open(os.path.join(folder, "done"), "w").close()
    return folder


def rebuild(binary, count, runs, scratch):
    """Seconds for `render` of `count` weeks (median), the cmark floor and pandoc on the same Markdown."""
    source = snapshots(binary, count)
    sites = []

    def once():
        site = fresh(scratch, f"rebuild-{count}")
        place(binary, source, site)
        sites.append(site)
        return timed([binary, "render", "-q", "--now", now(count), "--output", site])

    ours = median(once, runs)
    site = sites[-1]
    markdown = [os.path.join(site, "weeks", week, "digest.md") for week in weeks(count)]
    floor = median(lambda: timed(["cmark", "--to", "html"] + markdown), runs)[0]
    template = os.path.join(scratch, "pandoc-template.html")
    with open(template, "w") as file:
        file.write(PANDOC_TEMPLATE)
    started = time.perf_counter()
    for index, path in enumerate(markdown):
        subprocess.run(["pandoc", "-s", "-f", "commonmark", "-t", "html5", "--template", template,
                        "--metadata", f"pagetitle=Week {index}", "-o", path + ".pandoc.html", path], check=True, env=ENV)
    pandoc = time.perf_counter() - started
    return ours, floor, pandoc, site


def incremental(binary, site, runs):
    """Seconds for one weekly `run` on the rebuilt site."""
    def once():
        copy = fresh(os.path.dirname(site), "incremental")
        copy_site(site, copy)
        return timed([binary, "run", "--sample", "-q", "--week", "2026-W48", "--now", "2026-11-30T07:00:00+09:00",
                      "--output", copy])
    return median(once, runs)


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def fetch(binary, runs, scratch):
    """Seconds for a full live `run` against the delaying fake APIs (median). WakaTime and X are
    reached as `localhost`, Qiita as `127.0.0.1`: two hosts, so the busiest (Qiita's three chains)
    has the 4-request limit per host to itself, as it would in life."""
    port = free_port()
    script = os.path.join(ROOT, "benchmarks", "fake_apis.py")
    servers = [subprocess.Popen([sys.executable, script, str(DELAY), str(port)])]
    try:
        time.sleep(1)
        env = {"WAKATIME_API_KEY": "k", "WAKATIME_API_URL": f"http://localhost:{port}/api/v1", "QIITA_TAGS": "a,b,c",
               "QIITA_API_URL": f"http://127.0.0.1:{port}/api/v2", "X_BEARER_TOKEN": "t", "X_USERNAME": "bench",
               "X_API_URL": f"http://localhost:{port}/2"}
        def once():
            site = fresh(scratch, "fetch")
            return timed([binary, "run", "-q", "--now", NOW, "--output", site], env)
        return median(once, runs)
    finally:
        for server in servers:
            server.kill()


def cold(binary, runs, scratch):
    """Median seconds and peak KB of `run --sample` into an empty folder."""
    results = [timed([binary, "run", "--sample", "-q", "--now", NOW, "--output", fresh(scratch, "cold")]) for _ in range(runs)]
    return statistics.median(r[0] for r in results), max(r[1] for r in results)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--weeks", default="52,520")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--binary")
    parser.add_argument("--scratch", default=WORK, help="the folder to build sites in (default: .build/bench); "
                        "/dev/shm takes the disk out of every tool's time")
    arguments = parser.parse_args()
    for tool in ("cmark", "pandoc"):
        if not shutil.which(tool):
            sys.exit(f"bench: needs {tool}: apt-get install cmark pandoc")
    binary = arguments.binary
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "-q", "--product", "weekly-digest"], cwd=ROOT, check=True)
        binary = os.path.join(ROOT, ".build", "release", "weekly-digest")
    os.makedirs(WORK, exist_ok=True)
    # Not in /tmp: test suites churn it with short-lived folders, and on ext4 without a journal
    # every file created among inodes freed in the last minutes costs a scan of them.
    os.makedirs(arguments.scratch, exist_ok=True)
    scratch = tempfile.mkdtemp(prefix="scratch-", dir=arguments.scratch)
    rows = []
    settle(scratch)
    try:
        counts = [int(n) for n in arguments.weeks.split(",")]
        largest_site, largest_full = None, None
        for count in counts:
            (ours, _, cpu), floor, pandoc, site = rebuild(binary, count, arguments.runs, scratch)
            rows.append((f"rebuild {count} weeks", f"{ours:.3f} s ({cpu:.2f} s CPU)", f"cmark floor {floor:.3f} s · pandoc -s {pandoc:.2f} s",
                         f"{ours / floor:.1f}x floor · {pandoc / ours:.0f}x faster than pandoc"))
            largest_site, largest_full = site, ours
        inc, _, cpu = incremental(binary, largest_site, arguments.runs)
        rows.append((f"incremental run ({counts[-1]} weeks)", f"{inc:.3f} s ({cpu:.2f} s CPU)", f"full rebuild {largest_full:.3f} s",
                     f"{inc / largest_full * 100:.1f}% of the rebuild"))
        live, _, cpu = fetch(binary, arguments.runs, scratch)
        critical, sequential = 3 * DELAY, 14 * DELAY
        rows.append(("fetch (200 ms a request)", f"{live:.3f} s ({cpu:.2f} s CPU)", f"critical path {critical:.1f} s · sequential {sequential:.1f} s",
                     f"{live / critical:.2f}x critical path · {sequential / live:.1f}x faster than sequential"))
        seconds, peak = cold(binary, max(5, arguments.runs), scratch)
        rows.append(("cold run --sample", f"{seconds * 1000:.0f} ms", f"peak {peak / 1024:.1f} MB", ""))
    finally:
        remove(scratch)
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), "?")
    print(f"weekly-digest benchmarks · {os.cpu_count()} cores, {cpu} · median of {arguments.runs} runs\n")
    header = ("measure", "weekly-digest", "compared with", "ratio")
    widths = [max(len(row[i]) for row in rows + [header]) for i in range(4)]
    print(" | ".join(h.ljust(w) for h, w in zip(header, widths)))
    print("-|-".join("-" * w for w in widths))
    for row in rows:
        print(" | ".join(cell.ljust(width) for cell, width in zip(row, widths)))


if __name__ == "__main__":
    main()
