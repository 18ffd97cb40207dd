"""Serving a built site on 127.0.0.1: ``python build.py serve``, and the tests' and the
benchmark's server (the same handler)."""

from __future__ import annotations

import functools
import http.server
import re
import sys
import threading
import time
from pathlib import Path
from typing import Any

from tools.console import BuildError, log
from tools.paths import DIST

MIME = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".zip": "application/zip",
    ".html": "text/html",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
}
"""Set explicitly: some platforms' mimetype tables get .wasm or .mjs wrong, and then the page hangs."""

HASHED = re.compile(r"^/runtime/|-[0-9a-f]{10}\.[a-z]+$")
"""A path that never changes (a versioned runtime's, or a name with a hash of its bytes)."""


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the right types and cache headers.

    Hashed and versioned paths never change, so they may be cached for good; the
    page itself (index.html) is revalidated on every visit.
    """

    # (a class attribute as in the base class, which types it as an instance one: ClassVar is refused)
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}  # noqa: RUF012
    quiet = False

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if HASHED.search(path):
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        else:
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:  # (``format``: the base class's name)
        if not self.quiet:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    """A threading server whose threads die with the process, quiet about browsers that go away."""

    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return  # the browser went away mid-response: not our problem
        super().handle_error(request, client_address)


def start_server(directory: Path = DIST, port: int = 0, quiet: bool = True) -> tuple[Server, str]:
    """Serve ``directory`` on 127.0.0.1 in a background thread; returns (server, base URL)."""
    handler = type("QuietHandler" if quiet else "LoudHandler", (Handler,), {"quiet": quiet})
    server = Server(("127.0.0.1", port), functools.partial(handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, name="cinderisle-http", daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def serve(port: int) -> None:
    """Serve dist/ on 127.0.0.1:``port``, each request logged, until Ctrl+C."""
    try:
        server, url = start_server(DIST, port, quiet=False)
    except OSError as exc:
        raise BuildError(f"cannot listen on 127.0.0.1:{port} ({exc.strerror}); try --port 0") from None
    log(f"\nCinderisle is at {url}  (Ctrl+C stops the server)\n")
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        log("stopped")
    finally:
        server.shutdown()
