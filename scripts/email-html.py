#!/usr/bin/python3
"""Writes the HTML part of a message (an .eml file, as `email --dry-run` leaves it) to a file.

    email-html.py MESSAGE.eml OUT.html

So that the browser check can open the email as a mail client's web view would.
"""
import email
import sys
from email import policy

if len(sys.argv) != 3:
    sys.exit(__doc__)
with open(sys.argv[1], "rb") as file:
    message = email.message_from_bytes(file.read(), policy=policy.default)
html = message.get_body(("html",))
if html is None:
    sys.exit(f"email-html: {sys.argv[1]} has no HTML part")
with open(sys.argv[2], "w", encoding="utf-8") as out:
    out.write(html.get_content())
