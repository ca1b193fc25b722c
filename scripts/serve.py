"""Serve a folder (dist/ by default) on 127.0.0.1 with the MIME types the app needs.

Usage: python scripts/serve.py [PORT] [--dir DIR] [--base /akropolis/] [--gzip]

With --base the folder is served under that sub-path only, the way GitHub
Pages serves a project site; / then redirects there. Responses carry
`Cache-Control: no-cache`, so a rebuilt site is seen on reload.

With --gzip, files are compressed on the fly the way GitHub Pages compresses
them (bench/boot.py measures the site so): gzip only (no Brotli), chosen by
Content-Type: text (HTML, CSS, JavaScript, .py, .txt), JSON, the web app
manifest, SVG and WebAssembly (COMPRESSIBLE), when the request accepts gzip;
zip, gzip and PNG files go as they are. Off by default (the tests' server).

Tests use it as a module: `server = Server(folder, base="/akropolis/")`,
`server.start()` (port 0: a free port is picked), `server.url`, `server.stop()`.
"""

from __future__ import annotations

import argparse
import datetime
import email.utils
import functools
import gzip
import io
import os
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

# What --gzip compresses, by Content-Type (without parameters). GitHub Pages
# (served by Fastly) gzips text, JavaScript, JSON, SVG and WebAssembly on the
# fly and leaves archives and images alone; it has no Brotli.
COMPRESSIBLE = frozenset(
    {
        "text/html",
        "text/javascript",
        "text/css",
        "text/plain",
        "application/json",
        "application/manifest+json",
        "application/wasm",
        "image/svg+xml",
    }
)
# zlib's default level, as a CDN compressing on the fly would use.
GZIP_LEVEL = 6
_gzipped: dict[tuple[str, int, int], bytes] = {}
_gzipped_lock = threading.Lock()


def gzipped(path: str, stat: os.stat_result) -> bytes:
    """The file at `path` gzipped (kept in memory per version of the file)."""
    key = (path, stat.st_mtime_ns, stat.st_size)
    with _gzipped_lock:
        data = _gzipped.get(key)
    if data is None:
        with open(path, "rb") as handle:
            data = gzip.compress(handle.read(), GZIP_LEVEL, mtime=0)
        with _gzipped_lock:
            _gzipped[key] = data
    return data


class Handler(SimpleHTTPRequestHandler):
    """Static files from `directory`, visible only under the `base` path."""

    extensions_map = MIME_TYPES

    def __init__(
        self, *args, base: str = "/", quiet: bool = False, compress: bool = False, **kwargs
    ):
        self.base = base
        self.quiet = quiet
        self.compress = compress
        super().__init__(*args, **kwargs)

    def send_head(self):
        path = urlsplit(self.path).path
        if path.startswith(self.base):
            if self.compress and "gzip" in self.headers.get("Accept-Encoding", ""):
                file = self.translate_path(self.path)
                if os.path.isdir(file) and path.endswith("/"):
                    file = os.path.join(file, "index.html")
                ctype = self.guess_type(file)
                if os.path.isfile(file) and ctype.split(";")[0] in COMPRESSIBLE:
                    return self.send_gzipped(file, ctype)
            return super().send_head()
        if path in ("/", self.base.rstrip("/")):
            self.send_response(HTTPStatus.MOVED_PERMANENTLY)
            self.send_header("Location", self.base)
            self.send_header("Content-Length", "0")
            self.end_headers()
        else:
            self.send_error(HTTPStatus.NOT_FOUND, f"Not under {self.base}")
        return None

    def send_gzipped(self, file: str, ctype: str):
        """Headers for `file` gzipped; returns its body (None for a 304)."""
        stat = os.stat(file)
        modified = email.utils.formatdate(stat.st_mtime, usegmt=True)
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                ims = email.utils.parsedate_to_datetime(since)
            except (TypeError, ValueError):
                ims = None
            last = datetime.datetime.fromtimestamp(int(stat.st_mtime), datetime.UTC)
            if ims is not None and ims.tzinfo is not None and last <= ims:
                self.send_response(HTTPStatus.NOT_MODIFIED)
                self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return None
        data = gzipped(file, stat)
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Last-Modified", modified)
        self.end_headers()
        return io.BytesIO(data)

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

    def __init__(
        self,
        directory: Path,
        port: int = 0,
        base: str = "/",
        quiet: bool = True,
        compress: bool = False,
    ):
        self.base = normalise_base(base)
        handler = functools.partial(
            Handler, directory=str(directory), base=self.base, quiet=quiet, compress=compress
        )
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
    parser.add_argument(
        "--gzip", action="store_true", help="compress like GitHub Pages (text, JSON, wasm)"
    )
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").is_file():
        print(
            f"{args.dir} has no index.html: run `python scripts/build.py` first.", file=sys.stderr
        )
        return 1
    try:
        server = Server(args.dir, args.port, args.base, quiet=False, compress=args.gzip)
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
