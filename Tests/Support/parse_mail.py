#!/usr/bin/python3
"""Reads one message with Python's email package (policy=default) and prints what the tests check, as JSON."""
import email
import json
import sys
from email import policy
from html.parser import HTMLParser
from urllib.parse import urlsplit


class Markup(HTMLParser):
    """The element names, event-handler attributes and link schemes of an HTML part."""

    def __init__(self):
        super().__init__()
        self.tags, self.events, self.schemes = set(), [], set()

    def handle_starttag(self, tag, attributes):
        self.tags.add(tag)
        for name, value in attributes:
            if name.lower().startswith("on"):
                self.events.append(name)
            if name.lower() in ("href", "src", "action", "xlink:href"):
                self.schemes.add(urlsplit((value or "").strip()).scheme.lower())

raw = open(sys.argv[1], "rb").read()
message = email.message_from_bytes(raw, policy=policy.default)
parts = list(message.iter_parts()) if message.is_multipart() else []
html = message.get_body(("html",))
text = message.get_body(("plain",))
markup = Markup()
markup.feed(html.get_content() if html else "")
print(json.dumps({
    "tags": sorted(markup.tags),
    "events": markup.events,
    "schemes": sorted(markup.schemes),
    "headers": [name for name, _ in message.items()],
    "subject": str(message["Subject"]),
    "from": str(message["From"]),
    "to": str(message["To"]),
    "type": message.get_content_type(),
    "parts": [part.get_content_type() for part in parts],
    "defects": [str(defect) for defect in message.defects] + [str(d) for part in parts for d in part.defects],
    "longest": max(len(line) for line in raw.split(b"\r\n")),
    "text": text.get_content() if text else "",
    "html": html.get_content() if html else "",
}, ensure_ascii=False))
