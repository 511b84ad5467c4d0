"""Writes an X archive folder (data/tweets.js) of N posts, one every 30 minutes back from
2026-11-22, in the real `window.YTD.tweets.part0 = [...]` form, pretty-printed as X writes it.

Usage: python3 benchmarks/x_archive.py FOLDER [N]
"""
import datetime
import json
import os
import sys

folder = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
newest = datetime.datetime(2026, 11, 22, 14, 0, tzinfo=datetime.timezone.utc)
tweets = []
for i in range(count):
    created = newest - datetime.timedelta(minutes=30 * i)
    tid = str(1_900_000_000_000_000_000 - i)
    tweets.append({"tweet": {
        "edit_info": {"initial": {"editTweetIds": [tid], "editableUntil": created.isoformat(), "editsRemaining": "5", "isEditEligible": True}},
        "retweeted": False, "source": "<a href=\"https://mobile.twitter.com\" rel=\"nofollow\">Twitter Web App</a>",
        "entities": {"hashtags": [], "symbols": [], "user_mentions": [],
                     "urls": [{"url": f"https://t.co/{i}", "expanded_url": f"https://example.com/{i}?utm_source=x",
                               "display_url": f"example.com/{i}", "indices": ["20", "43"]}]},
        "display_text_range": ["0", "43"], "favorite_count": "3", "id_str": tid, "truncated": False, "retweet_count": "0",
        "id": tid, "created_at": created.strftime("%a %b %d %H:%M:%S +0000 %Y"), "favorited": False,
        "full_text": f"今週読んだ記事 {i} &amp; メモ https://t.co/{i}", "lang": "ja",
    }})
os.makedirs(os.path.join(folder, "data"), exist_ok=True)
with open(os.path.join(folder, "data", "tweets.js"), "w", encoding="utf-8") as out:
    out.write("window.YTD.tweets.part0 = ")
    json.dump(tweets, out, ensure_ascii=False, indent=2)
