"""A Qiita-shaped API on 127.0.0.1 for the fetch benchmark: 250 articles per tag, 100 a page,
`Total-Count` and rate headers, every answer delayed by DELAY seconds.

Usage: python3 benchmarks/qiita_fake.py DELAY PORT
"""
import datetime
import json
import sys
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

DELAY = float(sys.argv[1]) if len(sys.argv) > 1 else 0.2
PORT = int(sys.argv[2]) if len(sys.argv) > 2 else 18765
JST = datetime.timezone(datetime.timedelta(hours=9))
NEWEST = datetime.datetime(2026, 11, 22, 23, 0, tzinfo=JST)


def articles(tag):
    return [{
        "id": f"{tag}{i:04d}", "title": f"{tag} の記事 {i}", "url": f"https://qiita.com/u/items/{tag}{i:04d}",
        "body": "本文 " * 400, "rendered_body": "<p>本文</p>" * 100,
        "created_at": (NEWEST - datetime.timedelta(minutes=30 * i)).isoformat(),
        "likes_count": i % 50, "stocks_count": i % 7, "tags": [{"name": tag, "versions": []}], "user": {"id": "u"},
    } for i in range(250)]


PAGES = {}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        time.sleep(DELAY)
        query = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query)
        tag = query.get("query", ["tag:x"])[0].split()[0][4:]
        page = int(query.get("page", ["1"])[0])
        items = PAGES.setdefault(tag, articles(tag))
        body = json.dumps(items[(page - 1) * 100:page * 100], ensure_ascii=False).encode()
        self.send_response(200)
        for name, value in [("Content-Type", "application/json; charset=utf-8"), ("Content-Length", str(len(body))),
                            ("Total-Count", str(len(items))), ("Rate-Remaining", "900"), ("Rate-Reset", "1795388400")]:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)


ThreadingHTTPServer(("127.0.0.1", PORT), Handler).serve_forever()
