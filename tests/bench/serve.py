"""Serves a folder on loopback as a production host does: every file that
the browser accepts gzipped (WebAssembly, JavaScript, CSS, HTML, text) is
sent with Content-Encoding: gzip, so that a slow connection carries the
bytes a real host would send. Used by scripts/bench-app.

    python3 tests/bench/serve.py DIRECTORY PORT
"""

import functools
import gzip
import http.server
import io
import os
import sys

COMPRESSED = (".wasm", ".js", ".mjs", ".css", ".html", ".txt", ".json", ".svg", ".webmanifest")


class Handler(http.server.SimpleHTTPRequestHandler):
    """The standard static handler, gzipping what a host would gzip."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
    }

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        wants_gzip = "gzip" in self.headers.get("Accept-Encoding", "")
        if not wants_gzip or not path.endswith(COMPRESSED):
            return super().send_head()
        try:
            with open(path, "rb") as file:
                body = gzip.compress(file.read(), compresslevel=9)
        except OSError:
            return super().send_head()
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def log_message(self, *args):
        pass


class Server(http.server.ThreadingHTTPServer):
    """A threading server that lets a browser hang up quietly (a closed
    context cancels the service worker's downloads)."""

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


if __name__ == "__main__":
    directory, port = sys.argv[1], int(sys.argv[2])
    handler = functools.partial(Handler, directory=directory)
    Server(("127.0.0.1", port), handler).serve_forever()
