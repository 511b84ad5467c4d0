"""An HTTPS server on loopback that answers every request with one redirect, for the client's tests.

Usage: https_redirect.py CERT KEY HOST STATUS LOCATION LOG. Prints the port it listens on, then serves
until killed. Each request's method, path and Authorization header are added to LOG as a line of JSON.
"""
import http.server
import json
import ssl
import sys

cert, key, host, status, location, log = sys.argv[1:7]


class Redirect(http.server.BaseHTTPRequestHandler):
    def answer(self):
        with open(log, "a", encoding="utf-8") as file:
            file.write(json.dumps({"method": self.command, "path": self.path,
                                   "authorization": self.headers.get("Authorization")}) + "\n")
        self.send_response(int(status))
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    do_GET = do_HEAD = do_POST = answer

    def log_message(self, *arguments):
        pass


server = http.server.HTTPServer((host, 0), Redirect)
context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(cert, key)
server.socket = context.wrap_socket(server.socket, server_side=True)
print(server.server_address[1], flush=True)
server.serve_forever()
