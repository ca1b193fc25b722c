"""Serve a folder (dist/ by default) on 127.0.0.1 with the MIME types the app needs.

Usage: python scripts/serve.py [PORT] [--dir DIR] [--base /akropolis/]

With --base the folder is served under that sub-path only, the way GitHub
Pages serves a project site; / then redirects there. Responses carry
`Cache-Control: no-cache`, so a rebuilt site is seen on reload.

Tests use it as a module: `server = Server(folder, base="/akropolis/")`,
`server.start()` (port 0: a free port is picked), `server.url`, `server.stop()`.
"""

from __future__ import annotations

import argparse
import functools
import sys
import threading
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"

# Browsers refuse module scripts and streaming WebAssembly compilation when
# these are wrong, and the mimetypes module's answers vary between systems.
MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".zip": "application/zip",
    ".gz": "application/gzip",
    ".txt": "text/plain; charset=utf-8",
}


class Handler(SimpleHTTPRequestHandler):
    """Static files from `directory`, visible only under the `base` path."""

    extensions_map = MIME_TYPES

    def __init__(self, *args, base: str = "/", quiet: bool = False, **kwargs):
        self.base = base
        self.quiet = quiet
        super().__init__(*args, **kwargs)

    def send_head(self):
        path = urlsplit(self.path).path
        if path.startswith(self.base):
            return super().send_head()
        if path in ("/", self.base.rstrip("/")):
            self.send_response(HTTPStatus.MOVED_PERMANENTLY)
            self.send_header("Location", self.base)
            self.send_header("Content-Length", "0")
            self.end_headers()
        else:
            self.send_error(HTTPStatus.NOT_FOUND, f"Not under {self.base}")
        return None

    def translate_path(self, path):
        return super().translate_path("/" + path[len(self.base) :])

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A browser that drops a download half way (page closed, reload) is
        # not a server error worth a traceback.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def normalise_base(base: str) -> str:
    """'/akropolis', 'akropolis/' and '/akropolis/' all become '/akropolis/'."""
    return "/" + base.strip("/") + "/" if base.strip("/") else "/"


class Server:
    """An HTTP server for one folder, run in a background thread."""

    def __init__(self, directory: Path, port: int = 0, base: str = "/", quiet: bool = True):
        self.base = normalise_base(base)
        handler = functools.partial(Handler, directory=str(directory), base=self.base, quiet=quiet)
        self.httpd = _HTTPServer((HOST, port), handler)
        self.thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """The site's address, ending in '/'."""
        host, port = self.httpd.server_address[:2]
        return f"http://{host}:{port}{self.base}"

    def start(self) -> Server:
        # A short poll interval makes stop() return at once, not after 0.5 s.
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self.thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        if self.thread is not None:
            self.thread.join()

    def __enter__(self) -> Server:
        return self.start()

    def __exit__(self, *exc_info) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("port", type=int, nargs="?", default=8000, help="default: 8000")
    parser.add_argument("--dir", type=Path, default=ROOT / "dist", help="default: dist/")
    parser.add_argument("--base", default="/", help="serve under this sub-path, e.g. /akropolis/")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").is_file():
        print(
            f"{args.dir} has no index.html: run `python scripts/build.py` first.", file=sys.stderr
        )
        return 1
    try:
        server = Server(args.dir, args.port, args.base, quiet=False)
    except OSError as error:
        print(f"cannot listen on {HOST}:{args.port}: {error.strerror}", file=sys.stderr)
        return 1
    print(f"Serving {args.dir} at {server.url}  (Ctrl+C to stop)", flush=True)
    try:
        server.httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.httpd.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
