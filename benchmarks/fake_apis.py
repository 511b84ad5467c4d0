"""WakaTime-, Qiita- and X-shaped APIs on 127.0.0.1 for the fetch benchmark, every answer delayed
by DELAY seconds: WakaTime stats and summaries; Qiita 250 articles per tag (3 pages of 100); X
recent search in 3 pages of 100 posts chained by next_token.

Usage: python3 benchmarks/fake_apis.py DELAY PORT [HOST]   (HOST 127.0.0.1 by default; ::1 for IPv6)
"""
import datetime
import json
import socket
import sys
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

DELAY = float(sys.argv[1]) if len(sys.argv) > 1 else 0.2
PORT = int(sys.argv[2]) if len(sys.argv) > 2 else 18765
JST = datetime.timezone(datetime.timedelta(hours=9))
NEWEST = datetime.datetime(2026, 11, 22, 23, 0, tzinfo=JST)
DAYS = [f"2026-11-{d}" for d in range(16, 23)]
LANGUAGES = [{"name": name, "total_seconds": seconds} for name, seconds in
             [("Swift", 22200), ("TypeScript", 9600), ("Markdown", 5400), ("YAML", 3000), ("Bash", 2700)]]


def qiita_articles(tag):
    return [{
        "id": f"{tag}{i:04d}", "title": f"{tag} の記事 {i}", "url": f"https://qiita.com/u/items/{tag}{i:04d}",
        "body": "本文 " * 400, "rendered_body": "<p>本文</p>" * 100,
        "created_at": (NEWEST - datetime.timedelta(minutes=30 * i)).isoformat(),
        "likes_count": i % 50, "stocks_count": i % 7, "tags": [{"name": tag, "versions": []}], "user": {"id": "u"},
    } for i in range(250)]


def x_page(page):
    posts = []
    for i in range(100):
        n = page * 100 + i
        created = datetime.datetime(2026, 11, 16, 1, 0, tzinfo=datetime.timezone.utc) + datetime.timedelta(minutes=30 * n)
        posts.append({
            "id": str(1900000000000000000 + n), "text": f"Reading https://t.co/{n}", "created_at": created.strftime("%Y-%m-%dT%H:%M:%S.000Z"),
            "edit_history_tweet_ids": [str(1900000000000000000 + n)],
            "public_metrics": {"retweet_count": 0, "reply_count": 0, "like_count": 1, "quote_count": 0},
            "entities": {"urls": [{"start": 8, "end": 31, "url": f"https://t.co/{n}", "expanded_url": f"https://example.com/{n}",
                                   "display_url": f"example.com/{n}", "title": f"Article {n}", "description": "About it"}]},
        })
    meta = {"result_count": 100, "newest_id": posts[0]["id"], "oldest_id": posts[-1]["id"]}
    if page < 2:
        meta["next_token"] = f"page{page + 1}"
    return {"data": posts, "meta": meta}


def wakatime_stats():
    return {"data": {"status": "ok", "is_up_to_date": True, "percent_calculated": 100, "timezone": "Asia/Tokyo",
                     "start": "2026-11-15T15:00:00Z", "end": "2026-11-22T14:59:59Z", "total_seconds": 42900,
                     "languages": LANGUAGES, "editors": [{"name": "Xcode", "total_seconds": 42900}],
                     "projects": [{"name": "weekly-digest", "total_seconds": 42900}]}}


def wakatime_summaries():
    return {"data": [{"grand_total": {"total_seconds": 6128}, "range": {"date": day, "timezone": "Asia/Tokyo"},
                      "languages": LANGUAGES, "editors": [], "projects": []} for day in DAYS]}


QIITA = {}
ANSWERS = {}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in separate writes; with Nagle's algorithm the body's last segment
    # then waits for the client's delayed ACK, adding 40 ms to every answer. Real APIs do not.
    disable_nagle_algorithm = True

    def log_message(self, *args):
        pass

    def do_GET(self):
        started = time.monotonic()
        # Answers are made once and kept, so the fake's own work never adds to the delay.
        if self.path not in ANSWERS:
            ANSWERS[self.path] = self.answer()
        status, headers, data = ANSWERS[self.path]
        time.sleep(max(0.0, DELAY - (time.monotonic() - started)))
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def answer(self):
        url = urllib.parse.urlparse(self.path)
        query = urllib.parse.parse_qs(url.query)
        headers = {}
        if url.path == "/api/v2/items":
            tag = query.get("query", ["tag:x"])[0].split()[0][4:]
            page = int(query.get("page", ["1"])[0])
            items = QIITA.setdefault(tag, qiita_articles(tag))
            body = items[(page - 1) * 100:page * 100]
            headers = {"Total-Count": str(len(items)), "Rate-Remaining": "900", "Rate-Reset": "1795388400"}
        elif url.path == "/2/tweets/search/recent":
            token = query.get("next_token", ["page0"])[0]
            body = x_page(int(token[4:]))
        elif url.path.endswith("/stats/last_7_days"):
            body = wakatime_stats()
        elif url.path.endswith("/summaries"):
            body = wakatime_summaries()
        else:
            body = {"error": "not found"}
        data = json.dumps(body, ensure_ascii=False).encode()
        headers.update({"Content-Type": "application/json; charset=utf-8", "Content-Length": str(len(data))})
        return 200 if "error" not in body else 404, headers, data


HOST = sys.argv[3] if len(sys.argv) > 3 else "127.0.0.1"


class Server(ThreadingHTTPServer):
    address_family = socket.AF_INET6 if ":" in HOST else socket.AF_INET
    daemon_threads = True


Server((HOST, PORT), Handler).serve_forever()
