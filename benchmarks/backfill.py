"""Times `backfill` of 52 weeks, as issue 69's budget sets it: a WakaTime export of 365 days, 10
git repositories with 5 000 commits, an X archive of a year (17 520 posts) and a Bluesky author
feed of a post a day on a loopback server. Prints, for each round and as medians: the wall time,
the program's own work (user + system CPU), the peak memory and the Bluesky pages read.

Usage: python3 benchmarks/backfill.py [--binary .build/release/weekly-digest] [--rounds 5] [--scratch DIR]
Build first: swift build -c release --static-swift-stdlib --product weekly-digest
"""
import argparse
import datetime
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

parser = argparse.ArgumentParser()
parser.add_argument("--binary", default=".build/release/weekly-digest")
parser.add_argument("--rounds", type=int, default=5)
parser.add_argument("--scratch", default=None)
args = parser.parse_args()
binary = os.path.abspath(args.binary)
work = tempfile.mkdtemp(prefix="backfill-bench-", dir=args.scratch)
tokyo = datetime.timezone(datetime.timedelta(hours=9))
last_day = datetime.date(2026, 11, 29)  # Sunday of 2026-W48
days = [last_day - datetime.timedelta(days=i) for i in range(365)]

# WakaTime's daily export: every day but each seventh, files and branches in it as WakaTime writes them.
entries = []
for i, day in enumerate(sorted(days)):
    if i % 7 == 6:
        continue
    seconds = 1800 + (i * 911) % 14400
    entries.append({
        "date": day.isoformat(), "grand_total": {"total_seconds": seconds + 0.5},
        "languages": [{"name": "Swift", "total_seconds": seconds * 2 // 3}, {"name": "Python", "total_seconds": seconds // 3}],
        "editors": [{"name": "Xcode", "total_seconds": seconds}],
        "projects": [{"name": f"project-{i % 5}", "grand_total": {"total_seconds": seconds},
                      "entities": [{"name": f"/home/me/project-{i % 5}/File{i}.swift", "total_seconds": seconds}],
                      "branches": [{"name": "main", "total_seconds": seconds}]}],
        "entities": [{"name": f"/home/me/project-{i % 5}/File{i}.swift", "total_seconds": seconds}],
    })
with open(f"{work}/wakatime.json", "w") as out:
    json.dump({"user": {"timezone": "Asia/Tokyo"}, "range": {}, "days": entries}, out)

# Ten repositories, 500 commits each, spread over the year, written with git fast-import.
env = dict(os.environ, HOME=work, GIT_CONFIG_NOSYSTEM="1")
start = int(datetime.datetime.combine(days[-1], datetime.time(9), tokyo).timestamp())
for repo in range(10):
    path = f"{work}/src/repo-{repo}"
    os.makedirs(path)
    subprocess.run(["git", "-C", path, "init", "-q", "-b", "main"], check=True, env=env)
    stream = []
    for n in range(500):
        when = start + (n * 365 * 86400) // 500 + repo * 600
        stream.append(f"commit refs/heads/main\nauthor Me <me@example.com> {when} +0900\n"
                      f"committer Me <me@example.com> {when} +0900\ndata 7\ncommit\n"
                      f"M 644 inline f{n}.txt\ndata 5\nline\n\n")
    subprocess.run(["git", "-C", path, "fast-import", "--quiet"], input="".join(stream).encode(), check=True, env=env)

# An X archive of a year.
subprocess.run([sys.executable, "benchmarks/x_archive.py", f"{work}/archive", "17520"], check=True)

# Bluesky: a post a day, newest first, paged by its cursor.
posts = []
for i, day in enumerate(days):
    created = datetime.datetime.combine(day, datetime.time(12), tokyo).isoformat()
    uri = f"at://did:plc:me/app.bsky.feed.post/p{i}"
    link = f"https://example.com/{i}"
    posts.append({"post": {"uri": uri, "cid": f"c{i}", "author": {"did": "did:plc:me", "handle": "me.bsky.social"},
                           "record": {"$type": "app.bsky.feed.post", "text": f"Read {link}", "createdAt": created,
                                      "facets": [{"index": {"byteStart": 5, "byteEnd": 5 + len(link)},
                                                  "features": [{"$type": "app.bsky.richtext.facet#link", "uri": link}]}]},
                           "indexedAt": created}})
pages_read = 0


class Bluesky(BaseHTTPRequestHandler):
    def log_message(self, *rest):
        pass

    def do_GET(self):
        global pages_read
        pages_read += 1
        query = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query)
        first = int(query.get("cursor", ["0"])[0])
        limit = int(query.get("limit", ["50"])[0])
        body = {"feed": posts[first:first + limit]}
        if first + limit < len(posts):
            body["cursor"] = str(first + limit)
        data = json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


server = ThreadingHTTPServer(("127.0.0.1", 0), Bluesky)
threading.Thread(target=server.serve_forever, daemon=True).start()
environment = {
    "PATH": os.environ["PATH"], "HOME": work, "DIGEST_TIMEZONE": "Asia/Tokyo", "DIGEST_GIT_ROOTS": f"{work}/src",
    "DIGEST_GIT_AUTHORS": "me@example.com", "X_ARCHIVE": f"{work}/archive", "BLUESKY_HANDLE": "me.bsky.social",
    "BLUESKY_API_URL": f"http://127.0.0.1:{server.server_address[1]}",
}
print(f"load before: {os.getloadavg()[0]:.2f}; {len(entries)} days, 5000 commits, 17520 X posts, 365 Bluesky posts")
walls, works, peaks, reads = [], [], [], []
for round in range(args.rounds):
    environment["DIGEST_STATE"] = f"{work}/state-{round}"
    pages_read = 0
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    run = subprocess.run(
        [binary, "backfill", "-q", "--from", "2025-W49", "--to", "2026-W48", "--wakatime-dump", f"{work}/wakatime.json",
         "--output", f"{work}/site-{round}", "--now", "2026-11-30T07:00:00+09:00"], env=environment, capture_output=True, text=True)
    wall = time.monotonic() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if run.returncode != 0:
        sys.exit(f"backfill exited {run.returncode}: {run.stderr}")
    made = len([name for name in os.listdir(f"{work}/site-{round}/weeks")])
    work_seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    walls.append(wall)
    works.append(work_seconds)
    peaks.append(after.ru_maxrss / 1024)
    reads.append(pages_read)
    print(f"round {round + 1}: {made} weeks, {wall:.2f} s wall, {work_seconds:.2f} s CPU (user + system), "
          f"{pages_read} Bluesky pages")
print(f"median: {statistics.median(walls):.2f} s wall, {statistics.median(works):.2f} s CPU; "
      f"peak memory {max(peaks):.0f} MB (largest child so far); Bluesky pages {reads[0]}; load after: {os.getloadavg()[0]:.2f}")
server.shutdown()
subprocess.run(["rm", "-rf", work])
