"""The service worker (dist/sw.js): the list of files it precaches, and the cache named for them."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from tools.paths import SITE
from tools.template import fill

NOT_PRECACHED = ("sw.js", "build-info.json", "bench-bare.html")
"""What the service worker leaves out: itself, the build record, the benchmark's page."""


def precache_list(dest: Path) -> list[str]:
    """Every file of a built site the page needs, as URLs relative to the site (the page as ``./``)."""
    urls = []
    for path in sorted(p for p in dest.rglob("*") if p.is_file()):
        rel = path.relative_to(dest).as_posix()
        if rel in NOT_PRECACHED or rel.startswith("pyscript-bare-"):
            continue
        # Pyodide's own standard library (sources), when the build compiled it: only the
        # bench's bare page loads it.
        if path.name == "python_stdlib.zip" and any(path.parent.glob("python_stdlib-*.zip")):
            continue
        urls.append("./" if rel == "index.html" else f"./{rel}")
    return urls


def write_service_worker(dest: Path) -> str:
    """Write ``dest/sw.js`` for the site built in ``dest``; returns its cache name.

    The cache is named by a hash of every precached file's path and bytes, so a build
    that changes anything the page loads gets a new cache (and the browser a new
    worker, whose activation deletes the old caches).
    """
    urls = precache_list(dest)
    h = hashlib.sha256()
    for url in urls:
        path = dest / ("index.html" if url == "./" else url[2:])
        h.update(url.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    cache = f"cinderisle-{h.hexdigest()[:12]}"
    script = fill(
        (SITE / "sw.js").read_text(encoding="utf-8"),
        {"CACHE": cache, "PRECACHE": json.dumps(urls, indent=1)},
        "site/sw.js",
    )
    (dest / "sw.js").write_text(script, encoding="utf-8")
    return cache
