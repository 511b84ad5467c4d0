#!/usr/bin/python3
"""A real SMTP server on loopback for the tests, on Debian's python3-aiosmtpd.

Binds HOST on a free port and prints the port on one line. Every message is stored in FOLDER as
N.eml (the bytes as received) and N.json (the envelope). A recipient whose address contains
"refused" is answered 550. With --login USER:PASSWORD, AUTH (PLAIN or LOGIN) is required and
checked, over plain loopback. With --tls CERT KEY the server offers STARTTLS and requires it;
with --implicit as well, it speaks TLS from the first byte (smtps). With --data-delay SECONDS it
stores each message, then waits that long before answering DATA: a client killed meanwhile has
delivered a message it never heard accepted. With --drop-after-data it stores each message and
then closes the connection without answering DATA. With --data-reply "451 ..." it answers DATA
with that line and stores nothing. Runs until killed.
"""
import argparse
import asyncio
import json
import os
import ssl
import sys

from aiosmtpd.smtp import SMTP, AuthResult, LoginPassword


class Store:
    def __init__(self, folder, data_delay=0.0, drop=False, data_reply=None):
        self.folder = folder
        self.count = 0
        self.data_delay = data_delay
        self.drop = drop
        self.data_reply = data_reply

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if "refused" in address:
            return "550 5.1.1 <%s>: Recipient address rejected: User unknown" % address
        envelope.rcpt_tos.append(address)
        return "250 2.1.5 OK"

    async def handle_DATA(self, server, session, envelope):
        if self.data_reply:
            return self.data_reply
        self.count += 1
        base = os.path.join(self.folder, "%d" % self.count)
        with open(base + ".eml.tmp", "wb") as message:
            message.write(envelope.original_content)
        with open(base + ".json", "w") as meta:
            json.dump({"from": envelope.mail_from, "to": envelope.rcpt_tos, "authenticated": session.authenticated,
                       "tls": server.transport.get_extra_info("ssl_object") is not None}, meta)
        os.rename(base + ".eml.tmp", base + ".eml")
        if self.drop:
            server.transport.abort()
            await asyncio.sleep(3600)
        if self.data_delay:
            await asyncio.sleep(self.data_delay)
        return "250 2.0.0 Ok: queued as %d" % self.count


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--login")
    parser.add_argument("--tls", nargs=2, metavar=("CERT", "KEY"))
    parser.add_argument("--implicit", action="store_true")
    parser.add_argument("--data-delay", type=float, default=0.0)
    parser.add_argument("--drop-after-data", action="store_true")
    parser.add_argument("--data-reply")
    arguments = parser.parse_args()
    context = None
    if arguments.tls:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(*arguments.tls)
    starttls = context if context and not arguments.implicit else None
    store = Store(arguments.folder, arguments.data_delay, arguments.drop_after_data, arguments.data_reply)
    expected = arguments.login.split(":", 1) if arguments.login else None

    def authenticate(server, session, envelope, mechanism, data):
        ok = isinstance(data, LoginPassword) and [data.login.decode(), data.password.decode()] == expected
        return AuthResult(success=ok, handled=False)

    def factory():
        if expected:
            return SMTP(store, authenticator=authenticate, auth_required=True, auth_require_tls=False,
                        tls_context=starttls, require_starttls=starttls is not None)
        return SMTP(store, tls_context=starttls, require_starttls=starttls is not None)

    loop = asyncio.new_event_loop()
    implicit = context if arguments.implicit else None
    server = loop.run_until_complete(loop.create_server(factory, arguments.host, 0, ssl=implicit))
    print(server.sockets[0].getsockname()[1], flush=True)
    loop.run_forever()


if __name__ == "__main__":
    sys.exit(main())
