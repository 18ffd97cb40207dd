#!/usr/bin/env python3
"""Cinderisle's one entry point: build the site, play it, test it, time it.

    python build.py                   assemble dist/ (same as: python build.py build)
    python build.py serve [--port N]  build, then serve dist/ on http://127.0.0.1:N/
    python build.py test [ARGS...]    set everything up, build, check the code (ruff, mypy), run pytest
                                      (ARGS go to pytest; --no-browser runs only the tests that need
                                      no browser)
    python build.py bench [--runs N]  engine figures, then page-load times and the size of dist/
                                      (--against DIR: the engine side by side with another checkout)

Standard library only: it runs with a plain ``python3`` on a fresh machine.  What it
needs from outside it installs itself: the pinned PyScript and Pyodide (``npm ci``, into
node_modules/) and the test tools (``pip install -e .[test]``, into .venv/).  Nothing
the page loads ever comes from a CDN: dist/ holds all of it.
"""

from __future__ import annotations

import argparse
import collections
import functools
import hashlib
import http.server
import io
import json
import os
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zipfile
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
SITE = ROOT / "site"
ENGINE = ROOT / "engine"
NODE_MODULES = ROOT / "node_modules"
VENV = ROOT / ".venv"

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
"""The part of the pyodide npm package the page needs (no packages, no micropip)."""

BROWSER_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # Nothing but this machine resolves: a request that tries to leave fails at once.
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost",
)
"""Chromium flags for tests and benchmarks (headless, no sandbox: runs as root in CI)."""

BROWSER_HELP = """\
No Chromium found for the browser tests. Get one of these:
  - Debian/Ubuntu:  sudo apt-get install chromium      (found at /usr/bin/chromium)
  - any system:     .venv/bin/python -m playwright install chromium
  - or point at one you have:  CHROMIUM=/path/to/chrome python build.py test
To run only the tests that need no browser:  python build.py test --no-browser"""

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

_HASHED = re.compile(r"^/runtime/|-[0-9a-f]{10}\.[a-z]+$")

THEME_COLOUR = "#10283a"
"""The browser's title bar and the installed app's frame (index.html's theme-color)."""
BACKGROUND_COLOUR = "#081a27"
"""The installed app's splash screen: the page's deep sea (style.css ``--sea-deep``)."""
ICON_SIZES = (192, 512)
"""PNG icons drawn by :func:`icon_png` for the web app manifest (besides the SVG)."""
NOT_PRECACHED = ("sw.js", "build-info.json", "bench-bare.html")
"""What the service worker leaves out: itself, the build record, the benchmark's page."""


class BuildError(RuntimeError):
    """Something the person running build.py must fix; the message says what."""


def _log(msg: str) -> None:
    print(msg, flush=True)


def _sha(*chunks: bytes) -> str:
    h = hashlib.sha256()
    for c in chunks:
        h.update(c)
    return h.hexdigest()


# ---------------------------------------------------------------------------
# npm: the pinned PyScript core and Pyodide runtime


def _lock_stamp() -> str:
    return _sha((ROOT / "package.json").read_bytes(), (ROOT / "package-lock.json").read_bytes())


def ensure_node_modules() -> None:
    """Run ``npm ci`` when node_modules/ is missing or older than package-lock.json."""
    stamp = NODE_MODULES / ".cinderisle-lock-stamp"
    needed = [NODE_MODULES / "pyodide" / f for f in PYODIDE_FILES]
    needed.append(NODE_MODULES / "@pyscript" / "core" / "dist" / "core.js")
    if stamp.exists() and stamp.read_text() == _lock_stamp() and all(p.exists() for p in needed):
        return
    npm = shutil.which("npm")
    if npm is None:
        raise BuildError(
            "npm is needed once, to fetch the pinned PyScript and Pyodide into node_modules/.\n"
            "Install Node.js (https://nodejs.org, or: sudo apt-get install npm), then run this again."
        )
    _log("npm ci: installing the pinned PyScript and Pyodide (package-lock.json) ...")
    result = subprocess.run(
        [npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=ROOT
    )
    if result.returncode != 0:
        raise BuildError("npm ci failed (see above)")
    missing = [str(p.relative_to(ROOT)) for p in needed if not p.exists()]
    if missing:
        raise BuildError(f"npm ci finished but these files are missing: {', '.join(missing)}")
    stamp.write_text(_lock_stamp())


def _package_version(name: str) -> str:
    version: str = json.loads((NODE_MODULES / name / "package.json").read_text())["version"]
    return version


# ---------------------------------------------------------------------------
# build


def _app_sources() -> dict[str, bytes]:
    """The engine package and the site's Python, by their names in the app zip."""
    entries: dict[str, bytes] = {}
    for path in sorted(ENGINE.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".pyc", ".pyo"):
            entries[path.relative_to(ROOT).as_posix()] = path.read_bytes()
    for path in sorted(SITE.rglob("*.py")):  # the site's modules and its glue/ package
        if "__pycache__" not in path.parts and path.name not in BUILD_ONLY:
            entries[path.relative_to(SITE).as_posix()] = path.read_bytes()
    return entries


APP_ZIP_AT = "app.zip"
"""Where the app zip is written in the page's Python file system (beside the working
directory); the page's first lines put it on ``sys.path``."""

BUILD_ONLY = ("firstpaint.py",)
"""The site's Python that runs at build time only (it draws the first screen into the page)."""


FIRST_SCREEN_PY = """
import json, sys
sys.path[:0] = [sys.argv[1], sys.argv[2]]
import firstpaint
print(json.dumps(firstpaint.first_screen()))
"""


def first_screen() -> dict[str, str]:
    """The first screen (Landfall's new-game screen, its top bar and icons) drawn by the site's
    own Python (``site/firstpaint.py``), in a process of its own, for index.html; empty parts
    when it cannot be drawn here (the page then draws it once Python is ready)."""
    result = subprocess.run([sys.executable, "-c", FIRST_SCREEN_PY, str(SITE), str(ROOT)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        _log(f"the first screen could not be drawn at build time (the page draws it later):\n{result.stderr[-600:]}")
        return {}
    parts: dict[str, str] = json.loads(result.stdout)
    return parts


def _app_zip(entries: dict[str, bytes]) -> bytes:
    """``entries`` (name: bytes) zipped byte-for-byte reproducibly."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, entries[name])
    return buf.getvalue()


# The page's Python, and Pyodide's standard library, are compiled to bytecode at build time by
# the very interpreter the page runs (the vendored Pyodide, run under Node), so no CPython 3.14
# is needed here.  The .pyc files are "unchecked hash" ones: the import system uses them
# without looking at a source's date (the app zip's files get the date they are unpacked).
COMPILE_JS = r"""
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";
const [pyodideDir, workDir] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
// (no_debug_ranges: no column positions in the bytecode, a third smaller; tracebacks keep their lines)
const py = await loadPyodide({
  indexURL: pyodideDir + "/", args: ["-X", "no_debug_ranges"], stdout: () => {}, stderr: (s) => console.error(s),
});
py.FS.mkdirTree("/work");
py.FS.mount(py.FS.filesystems.NODEFS, { root: workDir }, "/work");
py.globals.set("jobs", py.toPy(JSON.parse(readFileSync(workDir + "/jobs.json", "utf8"))));
const tag = py.runPython(`
import os, py_compile, sys
STDLIB = next(p for p in sys.path if p.endswith(f"python{sys.version_info[0]}{sys.version_info[1]}.zip"))
for job in jobs:
    # the name a traceback gives: the app's modules by their names in the app zip, the standard
    # library's by its path in Pyodide (/lib/python314.zip/json/decoder.py, as Pyodide names it)
    prefix = STDLIB + "/" if job["stdlib"] else ""
    for name in job["names"]:
        cfile = f"/work/{job['out']}/{name[:-3]}.pyc"
        os.makedirs(os.path.dirname(cfile), exist_ok=True)
        py_compile.compile(f"/work/{job['src']}/{name}", cfile=cfile, dfile=prefix + name, doraise=True,
                           optimize=job["optimize"], invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
sys.implementation.cache_tag
`);
console.log(tag);
"""


PYC_OPTIMIZE = 2
"""The app's .pyc files' optimisation: 2 leaves out docstrings and asserts (the page reads
neither), which halves them.  The standard library's keep both (0, as Python itself compiles
it): Pyodide's own modules read docstrings."""


def _pyc_name(name: str) -> str:
    """A module's .pyc in a zip: beside its source, where zipimport looks for it."""
    return Path(name).with_suffix(".pyc").as_posix()


def _compile(node: str, jobs: list[tuple[dict[str, bytes], int, bool]]) -> list[dict[str, bytes]]:
    """Each job's sources (``{name: source}``, optimisation, whether they are Pyodide's
    standard library) compiled by the vendored Pyodide under Node, in one run: its .pyc files
    by their names (``engine/state.pyc`` for ``engine/state.py``)."""
    with tempfile.TemporaryDirectory(prefix="cinderisle-pyc-") as tmp:
        spec = []
        for i, (sources, optimize, stdlib) in enumerate(jobs):
            for name, data in sources.items():
                (Path(tmp, f"src{i}", name)).parent.mkdir(parents=True, exist_ok=True)
                Path(tmp, f"src{i}", name).write_bytes(data)
            spec.append({"src": f"src{i}", "out": f"out{i}", "names": sorted(sources), "optimize": optimize,
                         "stdlib": stdlib})
        Path(tmp, "jobs.json").write_text(json.dumps(spec))
        script = Path(tmp, "compile.mjs")
        script.write_text(COMPILE_JS)
        result = subprocess.run([node, str(script), str(NODE_MODULES / "pyodide"), tmp], capture_output=True, text=True)
        if result.returncode != 0:
            raise BuildError(f"compiling Python with Pyodide under Node failed:\n{result.stderr}")
        return [{_pyc_name(n): Path(tmp, f"out{i}", _pyc_name(n)).read_bytes() for n in sources}
                for i, (sources, _, _) in enumerate(jobs)]


STDLIB_INTERPRETER = """\
// Cinderisle's Pyodide (written by build.py): Pyodide as npm ships it (pyodide.mjs, beside this
// file), given its standard library compiled to bytecode at build time, {{STDLIB}} here, rather
// than its python_stdlib.zip of sources, which the page would compile at every start.
import { loadPyodide as load, version } from "./pyodide.mjs";
export { version };
export function loadPyodide(options) {
  return load({ ...options, stdLibURL: new URL("./{{STDLIB}}", import.meta.url).href });
}
"""
"""PyScript's ``interpreter``: a module that exports ``loadPyodide`` and ``version``, as
pyodide.mjs does."""


def _last_build() -> dict[str, Any]:
    """dist/'s build-info.json, or nothing."""
    try:
        return dict(json.loads((DIST / "build-info.json").read_text()))
    except (OSError, ValueError):
        return {}


def _bytecode(sources: dict[str, bytes], stock_stdlib: bytes,
              pyodide_version: str) -> tuple[dict[str, bytes], dict[str, Any], bytes | None, dict[str, Any]]:
    """The bytecode the build ships: each ``.py`` of the app's ``sources`` compiled (the .pyc
    files by their names in the app zip, ``engine/state.pyc`` beside ``engine/state.py``), and
    what build-info.json keeps of them; and Pyodide's standard library (``stock_stdlib``, its
    python_stdlib.zip, which holds sources only, compiled by every page at every start) as a
    zip of .pyc files, and what build-info.json keeps of it.  What is unchanged since the last
    build is taken from dist/ (starting Pyodide takes seconds).  No Node, or
    CINDERISLE_BYTECODE=0: nothing (the page then compiles the sources itself, more slowly)."""
    py_names = sorted(n for n in sources if n.endswith(".py"))
    digests = {n: _sha(sources[n])[:16] for n in py_names}
    stdlib_digest = _sha(stock_stdlib)[:16]
    node = shutil.which("node")
    if os.environ.get("CINDERISLE_BYTECODE") == "0" or node is None:
        if node is None:
            _log("node not found: the page's Python ships as source only (it starts more slowly)")
        return {}, {}, None, {}
    last = _last_build()
    out: dict[str, bytes] = {}
    old = last.get("bytecode") or {}
    try:
        if old.get("pyodide") == pyodide_version:
            with zipfile.ZipFile(DIST / last["app_zip"]) as zf:
                for name, pyc in old.get("files", {}).items():
                    if digests.get(name) == old["sources"].get(name) and pyc == _pyc_name(name):
                        out[pyc] = zf.read(pyc)
    except (OSError, ValueError, KeyError, zipfile.BadZipFile):
        out = {}
    done = {n for n, pyc in (old.get("files", {}) if out else {}).items() if pyc in out}
    todo = [n for n in py_names if n not in done]
    files = {n: pyc for n, pyc in (old.get("files", {}) if out else {}).items() if n in done}
    stdlib_zip: bytes | None = None
    old_stdlib = last.get("stdlib") or {}
    if old_stdlib.get("source") == stdlib_digest and old_stdlib.get("pyodide") == pyodide_version:
        try:
            stdlib_zip = (DIST / last["pyodide"]["dir"] / old_stdlib["zip"]).read_bytes()
        except (OSError, KeyError, TypeError):
            stdlib_zip = None
    stock: dict[str, bytes] = {}
    stdlib_todo = stdlib_zip is None
    if stdlib_todo:  # (read only when it is to be compiled)
        with zipfile.ZipFile(io.BytesIO(stock_stdlib)) as zf:
            stock = {info.filename: zf.read(info) for info in zf.infolist()}
    stdlib_sources = {n: b for n, b in stock.items() if n.endswith(".py")}
    jobs: list[tuple[dict[str, bytes], int, bool]] = []
    if todo:
        jobs.append(({n: sources[n] for n in todo},
                     int(os.environ.get("CINDERISLE_PYC_OPTIMIZE", str(PYC_OPTIMIZE))), False))
    if stdlib_todo:
        jobs.append((stdlib_sources, 0, True))
    if jobs:
        t0 = time.perf_counter()
        compiled = _compile(node, jobs)
        if todo:
            for name in todo:
                out[_pyc_name(name)] = compiled[0][_pyc_name(name)]
                files[name] = _pyc_name(name)
        if stdlib_todo:
            # The standard library as bytecode only, as CPython's own embeddable distribution
            # ships it: with its sources beside, the download grew by 3.6 MB (a traceback
            # through the standard library names the file and line, without the line's text).
            pycs = compiled[-1]
            stdlib_zip = _app_zip({**{n: b for n, b in stock.items() if not n.endswith(".py")}, **pycs})
        _log(f"compiled {len(todo) + (len(stdlib_sources) if stdlib_todo else 0)} modules to bytecode with "
             f"Pyodide {pyodide_version} under Node in {time.perf_counter() - t0:.1f} s")
    return (out, {"pyodide": pyodide_version, "sources": digests, "files": files}, stdlib_zip,
            {"pyodide": pyodide_version, "source": stdlib_digest,
             "modules": len(stdlib_sources) if stdlib_todo else old_stdlib.get("modules")})


PLUGIN_IMPORT = re.compile(r'(?:"[\w-]+"|\w+):\(\)=>import\("\./([\w.-]+\.js)"\)')
"""An entry of PyScript's table of plugins in its core chunk (``donkey:()=>import("./donkey-4Hrq.js")``)."""


def pyscript_plugins(core_blobs: dict[str, bytes]) -> list[str]:
    """The plugin modules PyScript's core imports when it starts (its table of plugins, read
    from the core chunk: ``error``, ``py-terminal``...), by file name."""
    found: list[str] = []
    for name, blob in sorted(core_blobs.items()):
        if name.startswith("core-") and name.endswith(".js"):
            found += [f for f in PLUGIN_IMPORT.findall(blob.decode("utf-8", "replace")) if f in core_blobs]
    return sorted(set(found))


def _fill(template: str, values: dict[str, str], name: str) -> str:
    for key, value in values.items():
        template = template.replace("{{" + key + "}}", value)
    left = re.findall(r"\{\{[A-Z_]+\}\}", template)
    if left:
        raise BuildError(f"{name}: no value for {', '.join(sorted(set(left)))}")
    return template


def build(quiet: bool = False) -> dict[str, Any]:
    """Assemble dist/ and return what went where (also written to dist/build-info.json)."""
    t0 = time.perf_counter()
    ensure_node_modules()
    tmp = ROOT / f"dist.tmp-{os.getpid()}"
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir()
    try:
        info = _assemble(tmp)
        old = ROOT / f"dist.old-{os.getpid()}"
        if DIST.exists():
            DIST.rename(old)
        tmp.rename(DIST)
        if old.exists():
            shutil.rmtree(old)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp)
    if not quiet:
        mb = dist_size() / 1e6
        _log(f"built dist/ in {time.perf_counter() - t0:.1f} s ({mb:.1f} MB)")
    return info


def _write_hashed(dest: Path, rel_dir: str, stem: str, ext: str, data: bytes) -> str:
    name = f"{stem}-{_sha(data)[:10]}{ext}"
    folder = dest / rel_dir if rel_dir else dest
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data)
    return f"./{rel_dir}/{name}" if rel_dir else f"./{name}"


# ---------------------------------------------------------------------------
# icons: site/icon.svg drawn again as PNG, with the standard library only


_Rgb = tuple[int, int, int]
_Span = tuple[float, float]


def _hex_rgb(colour: str) -> _Rgb:
    """``#rrggbb`` as three bytes."""
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def _ellipse_span(y: float, cx: float, cy: float, rx: float, ry: float) -> _Span | None:
    """Where row ``y`` crosses an ellipse (x from, x to), or None when it misses."""
    d = 1 - ((y - cy) / ry) ** 2
    if d <= 0:
        return None
    half = rx * d**0.5
    return cx - half, cx + half


def _rounded_rect_span(y: float, size: float, radius: float) -> _Span | None:
    """Where row ``y`` crosses a ``size`` square with corners rounded by ``radius``."""
    if not 0 <= y < size:
        return None
    dy = max(radius - y, y - (size - radius), 0.0)
    inset = radius - (radius * radius - dy * dy) ** 0.5 if dy else 0.0
    return inset, size - inset


def _island_span(y: float) -> _Span | None:
    """The volcano of icon.svg (``M6 52 L24 24 ... L40 24 L58 52 Z``), in its 64-unit box."""
    if not 24 <= y < 52:
        return None
    spread = (y - 24) * 18 / 28
    return 24 - spread, 40 + spread


def _icon_row(y: float) -> list[tuple[_Span, _Rgb]]:
    """The coloured spans of one row of the icon (64-unit box), back to front."""
    shapes: list[tuple[_Span | None, str]] = [
        (_rounded_rect_span(y, 64, 14), "#123a4e"),
        (_island_span(y), "#2e2420"),
        (_ellipse_span(y, 32, 25, 8, 3), "#ff7a2a"),
        (_ellipse_span(y, 32, 25, 4, 1.4), "#ffd27a"),
        # the two wisps of smoke, as a string of round puffs
        *((_ellipse_span(y, cx, cy, 1.7, 1.7), "#b9aca4")
          for cx, cy in ((29, 18), (27.6, 15.5), (28.4, 12.5), (30.2, 9.5), (35, 18), (36.8, 15.5), (36.2, 12.5),
                         (35, 10))),
    ]
    return [(span, _hex_rgb(colour)) for span, colour in shapes if span is not None]


def icon_png(size: int) -> bytes:
    """A ``size`` x ``size`` RGBA PNG of the game's icon (deterministic bytes)."""
    scale = 64 / size
    rows = []
    for py in range(size):
        row = bytearray(size * 4)  # transparent outside the rounded square
        for (x0, x1), (r, g, b) in _icon_row((py + 0.5) * scale):
            lo, hi = max(0, round(x0 / scale)), min(size, round(x1 / scale))
            if hi > lo:
                row[lo * 4:hi * 4] = bytes((r, g, b, 255)) * (hi - lo)
        rows.append(b"\0" + bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(
        b"IEND", b""
    )


def web_manifest(icons: dict[str, str]) -> bytes:
    """The web app manifest: name, colours, icons (``{sizes: url}``), standalone display."""
    kinds = {"any": "image/svg+xml"}
    manifest = {
        "name": "Cinderisle",
        "short_name": "Cinderisle",
        "description": "Settle a young volcanic island with your family, on one tablet, in the browser.",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "orientation": "any",
        "theme_color": THEME_COLOUR,
        "background_color": BACKGROUND_COLOUR,
        "icons": [
            {"src": url, "sizes": sizes, "type": kinds.get(sizes, "image/png"), "purpose": "any"}
            for sizes, url in icons.items()
        ],
    }
    return json.dumps(manifest, indent=1).encode()


# ---------------------------------------------------------------------------
# the service worker


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
    script = _fill(
        (SITE / "sw.js").read_text(encoding="utf-8"),
        {"CACHE": cache, "PRECACHE": json.dumps(urls, indent=1)},
        "site/sw.js",
    )
    (dest / "sw.js").write_text(script, encoding="utf-8")
    return cache


def _assemble(dest: Path) -> dict[str, Any]:
    # The Pyodide runtime, under its version and a hash of its content.
    pyodide_src = NODE_MODULES / "pyodide"
    pyodide_version = _package_version("pyodide")
    blobs = {f: (pyodide_src / f).read_bytes() for f in PYODIDE_FILES}
    pyodide_dir = f"runtime/pyodide-{pyodide_version}-{_sha(*(f.encode() + b for f, b in blobs.items()))[:10]}"
    (dest / pyodide_dir).mkdir(parents=True)
    for f, data in blobs.items():
        (dest / pyodide_dir / f).write_bytes(data)

    # PyScript's core and the chunks it imports (source maps left out).
    core_src = NODE_MODULES / "@pyscript" / "core" / "dist"
    core_version = _package_version("@pyscript/core")
    core_files = sorted(p for p in core_src.iterdir() if p.suffix in (".js", ".css") and p.is_file())
    core_blobs = {p.name: p.read_bytes() for p in core_files}
    core_dir = f"runtime/pyscript-{core_version}-{_sha(*(n.encode() + b for n, b in core_blobs.items()))[:10]}"
    (dest / core_dir).mkdir(parents=True)
    for name, data in core_blobs.items():
        (dest / core_dir / name).write_bytes(data)

    sources = _app_sources()
    pycs, bytecode, stdlib_zip, stdlib = _bytecode(sources, blobs["python_stdlib.zip"], pyodide_version)
    # The page's Pyodide: as npm ships it, but for its standard library, which the build
    # compiled (Pyodide ships it as sources, which every page compiles at every start: most of
    # a cold start: docs/site.md, "The standard library as bytecode").  A module beside pyodide.mjs hands
    # Pyodide that zip; the bench's bare page loads Pyodide as it comes.
    interpreter = bare_interpreter = f"./{pyodide_dir}/pyodide.mjs"
    stdlib_url = f"./{pyodide_dir}/python_stdlib.zip"
    if stdlib_zip is not None:
        stdlib["zip"] = Path(_write_hashed(dest, pyodide_dir, "python_stdlib", ".zip", stdlib_zip)).name
        stdlib_url = f"./{pyodide_dir}/{stdlib['zip']}"
        interpreter = _write_hashed(dest, pyodide_dir, "cinderisle-pyodide", ".mjs",
                                    STDLIB_INTERPRETER.replace("{{STDLIB}}", stdlib["zip"]).encode())
    app_zip = _write_hashed(dest, "", "app", ".zip", _app_zip({**sources, **pycs}))
    css = _write_hashed(dest, "assets", "site", ".css", (SITE / "style.css").read_bytes())
    boot = _write_hashed(dest, "assets", "boot", ".js", (SITE / "boot.js").read_bytes())
    icon = _write_hashed(dest, "assets", "icon", ".svg", (SITE / "icon.svg").read_bytes())
    icons = {"any": icon}
    for size in ICON_SIZES:
        icons[f"{size}x{size}"] = _write_hashed(dest, "assets", f"icon-{size}", ".png", icon_png(size))
    webmanifest = _write_hashed(dest, "", "manifest", ".webmanifest", web_manifest(icons))

    # The app zip is written into Python's file system as it is and imported from (zipimport),
    # not unpacked: unpacking its 150 files took tens of milliseconds of every start, and a
    # module is read from the zip only when imported (docs/site.md, "Bytecode").
    config = json.dumps({"interpreter": interpreter, "files": {app_zip: f"./{APP_ZIP_AT}"}}, indent=1).encode()
    config_url = _write_hashed(dest, "", "pyscript", ".json", config)
    bare_config = json.dumps({"interpreter": bare_interpreter}, indent=1).encode()
    bare_config_url = _write_hashed(dest, "", "pyscript-bare", ".json", bare_config)

    # What the loading bar counts: the runtime, which is nearly all of the bytes.  (The
    # app zip comes after Python has started; PyScript's own stages cover it.)
    tracked = {f"./{pyodide_dir}/{f}": len(b) for f, b in blobs.items() if f != "python_stdlib.zip"}
    tracked[stdlib_url] = (dest / stdlib_url).stat().st_size
    for name in core_blobs:
        if name == "core.js" or (name.startswith("core-") and name.endswith(".js")):
            tracked[f"./{core_dir}/{name}"] = len(core_blobs[name])
    # Fetched early, in parallel (boot.js adds the <link>s once the browser passed its
    # checks).  Not the wasm: a preloaded wasm loses Chrome's compiled-code cache, and
    # warm loads took twice as long (docs/site.md).
    preload: list[dict[str, str | bool]] = [{"url": stdlib_url}, {"url": f"./{pyodide_dir}/pyodide-lock.json"}]
    preload += [{"url": url, "module": True} for url in dict.fromkeys(
        (interpreter, f"./{pyodide_dir}/pyodide.mjs", f"./{pyodide_dir}/pyodide.asm.mjs"))]
    preload += [
        {"url": f"./{core_dir}/{name}", "module": True}
        for name in core_blobs
        if name.startswith("core-") and name.endswith(".js")
    ]
    # And the plugins PyScript's core imports as soon as it runs (a round trip after it, which
    # the bare page waits for).
    preload += [{"url": f"./{core_dir}/{name}", "module": True} for name in pyscript_plugins(core_blobs)]
    # The config and the app zip too: PyScript asks for them only once its core, and then
    # Python, have started (on a slow network a round trip each).
    preload += [{"url": config_url}, {"url": app_zip}]
    manifest = {"core": f"./{core_dir}/core.js", "files": tracked, "preload": preload}
    manifest_json = json.dumps(manifest, separators=(",", ":")).replace("</", "<\\/")

    first = {"sprite": "", "island-name": "&nbsp;", "top-actions": "", "newgame": "", "unless": "", "newgame-seed": "",
             "seed-mark": "", "max-seed": "", "island-name-seed": "", **first_screen()}
    page = _fill(
        (SITE / "index.html").read_text(encoding="utf-8"),
        {
            "CSS": css,
            "PYSCRIPT_CSS": f"./{core_dir}/core.css",
            "BOOT": boot,
            "ICON": icon,
            "WEBMANIFEST": webmanifest,
            "THEME": THEME_COLOUR,
            "MANIFEST": manifest_json,
            "CONFIG": config_url,
            "APP_ZIP_AT": APP_ZIP_AT,
            **{f"FIRST_{k.upper().replace('-', '_')}": v for k, v in first.items()},
        },
        "site/index.html",
    )
    (dest / "index.html").write_text(page, encoding="utf-8")
    bare = _fill(
        (SITE / "bench-bare.html").read_text(encoding="utf-8"),
        {"CORE": f"./{core_dir}/core.js", "CONFIG": bare_config_url, "ICON": icon},
        "site/bench-bare.html",
    )
    (dest / "bench-bare.html").write_text(bare, encoding="utf-8")
    cache = write_service_worker(dest)

    info = {
        "pyscript": {"version": core_version, "dir": core_dir},
        "pyodide": {"version": pyodide_version, "dir": pyodide_dir},
        "app_zip": app_zip,
        "bytecode": bytecode,
        "stdlib": stdlib,
        "interpreter": interpreter,
        "config": config_url,
        "css": css,
        "boot": boot,
        "manifest": webmanifest,
        "icons": icons,
        "cache": cache,
    }
    (dest / "build-info.json").write_text(json.dumps(info, indent=1) + "\n")
    return info


def dist_size(path: Path = DIST) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


# ---------------------------------------------------------------------------
# serving


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the right types and cache headers.

    Hashed and versioned paths never change, so they may be cached for good; the
    page itself (index.html) is revalidated on every visit.
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}
    quiet = False

    def end_headers(self) -> None:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if _HASHED.search(path):
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        else:
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the base class's name)
        if not self.quiet:
            super().log_message(format, *args)


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return  # the browser went away mid-response: not our problem
        super().handle_error(request, client_address)


def start_server(directory: Path = DIST, port: int = 0, quiet: bool = True) -> tuple[_Server, str]:
    """Serve ``directory`` on 127.0.0.1 in a background thread; returns (server, base URL)."""
    handler = type("QuietHandler" if quiet else "LoudHandler", (Handler,), {"quiet": quiet})
    server = _Server(("127.0.0.1", port), functools.partial(handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, name="cinderisle-http", daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


# ---------------------------------------------------------------------------
# browser and test tools


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_venv() -> Path:
    """Create .venv and install the project with its test extra, when not done already."""
    py = venv_python()
    if not py.exists():
        _log("creating .venv ...")
        if subprocess.run([sys.executable, "-m", "venv", str(VENV)]).returncode != 0 or not py.exists():
            raise BuildError(
                "could not create .venv; on Debian/Ubuntu install the venv module first: "
                "sudo apt-get install python3-venv"
            )
    stamp = VENV / ".cinderisle-stamp"
    want = _sha((ROOT / "pyproject.toml").read_bytes())
    if not stamp.exists() or stamp.read_text() != want:
        _log("installing the project and its test tools into .venv (pip install -e .[test]) ...")
        cmd = [str(py), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", ".[test]"]
        if subprocess.run(cmd, cwd=ROOT).returncode != 0:
            raise BuildError("pip install -e .[test] failed (see above)")
        stamp.write_text(want)
    return py


def ensure_bench_tools(py: Path) -> None:
    """The benchmark's comparison engine (catanatron, pinned in the ``bench`` extra)."""
    probe = subprocess.run([str(py), "-c", "import catanatron"], cwd=ROOT, capture_output=True)
    if probe.returncode == 0:
        return
    _log("installing the benchmark's comparison engine into .venv (pip install -e .[bench]) ...")
    cmd = [str(py), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", ".[test,bench]"]
    if subprocess.run(cmd, cwd=ROOT).returncode != 0:
        _log("could not install catanatron: the engine figures are shown without the comparison")


def system_browser() -> str | None:
    """$CHROMIUM, else /usr/bin/chromium, else chromium on PATH."""
    env = os.environ.get("CHROMIUM", "").strip()
    if env:
        path = shutil.which(env) or env
        if not (os.path.isfile(path) and os.access(path, os.X_OK)):
            raise BuildError(f"CHROMIUM={env!r} is not an executable file")
        return path
    if os.access("/usr/bin/chromium", os.X_OK):
        return "/usr/bin/chromium"
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


def playwright_browser(python: Path | str | None = None) -> str | None:
    """Playwright's own Chromium, if ``python -m playwright install chromium`` was run."""
    code = (
        "from playwright.sync_api import sync_playwright\n"
        "with sync_playwright() as p: print(p.chromium.executable_path)\n"
    )
    try:
        out = subprocess.run(
            [str(python or sys.executable), "-c", code], capture_output=True, text=True, timeout=60
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    path = out.stdout.strip().splitlines()[-1] if out.returncode == 0 and out.stdout.strip() else ""
    return path if path and os.path.isfile(path) else None


def find_browser(python: Path | str | None = None) -> str | None:
    """The Chromium to test with, or None: see BROWSER_HELP."""
    return system_browser() or playwright_browser(python)


# ---------------------------------------------------------------------------
# commands


def cmd_build(_args: list[str]) -> int:
    build()
    return 0


def cmd_serve(args: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="build.py serve", description="Build, then serve dist/ locally.")
    parser.add_argument("--port", type=int, default=8000, help="port on 127.0.0.1 (default 8000; 0: any free port)")
    opts = parser.parse_args(args)
    build()
    try:
        server, url = start_server(DIST, opts.port, quiet=False)
    except OSError as exc:
        raise BuildError(f"cannot listen on 127.0.0.1:{opts.port} ({exc.strerror}); try --port 0") from None
    _log(f"\nCinderisle is at {url}  (Ctrl+C stops the server)\n")
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        _log("stopped")
    finally:
        server.shutdown()
    return 0


def cmd_test(args: list[str]) -> int:
    no_browser = "--no-browser" in args
    args = [a for a in args if a != "--no-browser"]
    py = ensure_venv()
    build()
    env = dict(os.environ, CINDERISLE_DIST_BUILT="1")
    if no_browser:
        args = ["-m", "not browser", *args]
    else:
        browser = find_browser(py)
        if browser is None:
            print(BROWSER_HELP, file=sys.stderr)
            return 2
        env["CINDERISLE_BROWSER"] = browser
        _log(f"browser: {browser}")
    lint = check_code(py)
    cmd = [str(py), "-m", "pytest", *args]
    _log("$ " + " ".join(cmd[1:]))
    tests = subprocess.call(cmd, cwd=ROOT, env=env)
    return tests or lint


def check_code(py: Path) -> int:
    """ruff and mypy (strict), configured in pyproject.toml; 0 when both pass."""
    failed = 0
    for cmd in ([str(py), "-m", "ruff", "check", "."], [str(py), "-m", "mypy"]):
        _log("$ " + " ".join(cmd[1:]))
        if subprocess.call(cmd, cwd=ROOT) != 0:
            failed = 1
    return failed


def cmd_bench(args: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="build.py bench", description="Engine and page-load figures.")
    parser.add_argument("--pairs", "--runs", dest="pairs", type=int, default=7,
                        help="alternating pairs of page loads, the bare page and Cinderisle (default 7)")
    parser.add_argument("--no-engine", action="store_true", help="skip the engine figures")
    parser.add_argument("--no-ai", action="store_true", help="skip the page's long tasks while AI seats play")
    parser.add_argument("--no-memory", action="store_true", help="skip the page's memory over five games")
    parser.add_argument("--no-throttle", action="store_true", help="skip the page with the CPU slowed 4x")
    parser.add_argument("--ai", dest="engine_args", action="append_const", const="--ai", default=[],
                        help="add the AI seats' strength and decision times (about a quarter of an hour on two cores)")
    parser.add_argument("--fuzz", type=int, default=0, metavar="GAMES",
                        help="also throw random and illegal actions at GAMES seeded games (python -m engine.fuzz)")
    parser.add_argument("--against", metavar="DIR", default=None,
                        help="only the engine against the checkout in DIR, in alternating pairs "
                             "(actions per second, ai-hard's p95): python -m engine.bench --against DIR")
    opts = parser.parse_args(args)
    py = ensure_venv()
    if opts.against:
        return subprocess.call([str(py), "-m", "engine.bench", "--against", opts.against], cwd=ROOT)
    if opts.fuzz:
        _log(f"== the engine under fire (python -m engine.fuzz --games {opts.fuzz}) ==")
        if subprocess.call([str(py), "-m", "engine.fuzz", "--games", str(opts.fuzz)], cwd=ROOT) != 0:
            _log("engine.fuzz found unexpected outcomes (above)")
    if not opts.no_engine:
        ensure_bench_tools(py)
        _log("== engine (python -m engine.bench, with catanatron measured side by side) ==")
        rc = subprocess.call([str(py), "-m", "engine.bench", *opts.engine_args], cwd=ROOT)
        if rc != 0:
            _log(f"engine.bench exited with {rc}")
    build()
    browser = find_browser(py)
    if browser is None:
        print(BROWSER_HELP, file=sys.stderr)
        return 2
    _log("\n== site (navigation to playable, headless Chromium) ==")
    return subprocess.call(
        [str(py), str(Path(__file__).resolve()), "_bench-site", "--browser", browser, "--pairs", str(opts.pairs)]
        + (["--no-ai"] if opts.no_ai else []) + (["--no-memory"] if opts.no_memory else [])
        + (["--no-throttle"] if opts.no_throttle else []),
        cwd=ROOT,
    )


T = TypeVar("T")


def _once_more(run: Callable[[], T], what: str) -> T:
    """``run()``, and once more if Chromium's renderer crashed meanwhile (headless Chromium's
    renderer has crashed now and then in long runs here, with the page or without it: seen in
    a page load, in the AI seats' game and once in the browser tests); said in the output."""
    try:
        return run()
    except Exception as exc:
        if "crashed" not in str(exc):
            raise
        _log(f"  (the page crashed {what}: once more)")
        return run()


def _ratios(xs: list[float]) -> str:
    """Ratios as their median and range: ``1.03x (0.97-1.10x)``."""
    return f"{statistics.median(xs):.2f}x ({min(xs):.2f}-{max(xs):.2f}x)"


def cmd_bench_site(args: list[str]) -> int:
    """(Runs inside .venv, where Playwright is installed.)  Time page loads.

    The bare page (the same vendored PyScript and Pyodide, no game) and Cinderisle load in
    alternating pairs (bare first in odd pairs, Cinderisle first in even ones, so a drift of
    the machine weighs on both alike), each cold (a fresh profile) then warm (the same
    profile again).  Each pair gives Cinderisle's ready time as a ratio of the bare page's,
    and the island's first paint as a ratio of the bare page's ready time, cold; the
    summary is the median and range of those ratios (absolute times on these machines vary
    by half from one run to the next; ratios within a pair far less)."""
    parser = argparse.ArgumentParser(prog="build.py _bench-site")
    parser.add_argument("--browser", required=True)
    parser.add_argument("--pairs", type=int, default=7)
    parser.add_argument("--no-ai", action="store_true", help="skip the AI seats' long tasks")
    parser.add_argument("--no-memory", action="store_true", help="skip the memory over five games")
    parser.add_argument("--no-throttle", action="store_true", help="skip the run with the CPU slowed 4x")
    opts = parser.parse_args(args)
    from playwright.sync_api import sync_playwright

    pages = {"bare": "bench-bare.html", "app": "?island=landfall"}
    executable = opts.browser

    def load(pw: Any, profile: str, url: str) -> dict[str, float]:
        return _once_more(lambda: load_once(pw, profile, url), f"loading {url}")

    def load_once(pw: Any, profile: str, url: str) -> dict[str, float]:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path=executable, headless=True, args=list(BROWSER_ARGS)
        )
        try:
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            page.goto(url)
            page.wait_for_function(
                "() => document.documentElement.dataset.ready === 'true' || !!document.querySelector('.py-error')",
                timeout=120_000,
            )
            if page.query_selector(".py-error"):
                raise RuntimeError(f"{url}: {page.inner_text('.py-error')}")
            ms = float(page.evaluate("document.documentElement.dataset.readyMs"))
            island = page.evaluate("document.documentElement.dataset.islandMs || ''")
            if not island and "bare" not in url:
                page.wait_for_function("() => !!document.documentElement.dataset.islandMs", timeout=10_000)
                island = page.evaluate("document.documentElement.dataset.islandMs")
            transferred = page.evaluate(
                "performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))"
                ".reduce((n, e) => n + (e.transferSize || 0), 0)"
            )
            app = page.evaluate("document.documentElement.dataset.appMs || '0'")
            return {"ready": ms / 1000, "island": float(island) / 1000 if island else 0.0, "mb": transferred / 1e6,
                    "app": float(app) / 1000}
        finally:
            ctx.close()

    cold_r: list[float] = []
    warm_r: list[float] = []
    island_r: list[float] = []
    times: dict[str, list[float]] = {k: [] for k in ("bare cold", "bare warm", "app cold", "app warm", "island cold",
                                                     "island warm", "own cold", "own warm")}
    mb = 0.0
    server, base = start_server(DIST)
    try:
        with sync_playwright() as pw:
            _log(f"{opts.pairs} alternating pairs; each page cold (a fresh profile), then warm (the same profile):")
            for i in range(opts.pairs):
                got: dict[str, tuple[dict[str, float], dict[str, float]]] = {}
                for key in (("bare", "app") if i % 2 == 0 else ("app", "bare")):
                    with tempfile.TemporaryDirectory(prefix="cinderisle-profile-") as profile:
                        cold = load(pw, profile, base + pages[key])
                        warm = load(pw, profile, base + pages[key])
                    got[key] = (cold, warm)
                (bc, bw), (ac, aw) = got["bare"], got["app"]
                cold_r.append(ac["ready"] / bc["ready"])
                warm_r.append(aw["ready"] / bw["ready"])
                island_r.append(ac["island"] / bc["ready"])
                mb = ac["mb"]
                for k, v in (("bare cold", bc["ready"]), ("bare warm", bw["ready"]), ("app cold", ac["ready"]),
                             ("app warm", aw["ready"]), ("island cold", ac["island"]), ("island warm", aw["island"]),
                             ("own cold", ac["app"]), ("own warm", aw["app"])):
                    times[k].append(v)
                _log(f"  pair {i + 1} ({'bare first' if i % 2 == 0 else 'Cinderisle first'}): "
                     f"cold {bc['ready']:.2f} / {ac['ready']:.2f} s = {cold_r[-1]:.2f}x; "
                     f"warm {bw['ready']:.2f} / {aw['ready']:.2f} s = {warm_r[-1]:.2f}x; "
                     f"island painted {ac['island']:.2f} s cold = {island_r[-1]:.2f} of the bare page's ready")
        if not opts.no_ai:
            with sync_playwright() as pw:
                _log("\n== AI seats in the page (four ai-hard seats at pace 0, 40 turns of game seed 7) ==")
                _once_more(lambda: ai_page_tasks(pw, executable, base), "while four AI seats played")
        if not opts.no_memory:
            with sync_playwright() as pw:
                _log("\n== memory over five games in a row (four ai-easy seats at pace 0, Rematch) ==")
                _once_more(lambda: memory_runs(pw, executable, base), "while five games were played")
        if not opts.no_throttle:
            with sync_playwright() as pw:
                _log("\n== a cheap tablet: the CPU slowed 4x, one human and three ai-hard seats, 12 turns of seed 7 ==")
                _once_more(lambda: throttled_run(pw, executable, base), "while the cheap tablet's game was played")
    finally:
        server.shutdown()

    med = {k: statistics.median(v) for k, v in times.items()}
    _log(f"\nCinderisle (?island=landfall) against the bare PyScript + Pyodide page, {opts.pairs} pairs, "
         "navigation to data-ready=\"true\": median (range) of the pairs' ratios\n")
    _log("| | ratio | target | bare page (median) | Cinderisle (median) |")
    _log("|---|---|---|---|---|")
    _log(f"| ready, cold | {_ratios(cold_r)} | <= 1.05x | {med['bare cold']:.2f} s | {med['app cold']:.2f} s |")
    _log(f"| ready, warm | {_ratios(warm_r)} | <= 1.05x | {med['bare warm']:.2f} s | {med['app warm']:.2f} s |")
    _log(f"| island painted, cold (of the bare page's ready) | {_ratios(island_r)} | <= 0.25x | | "
         f"{med['island cold']:.2f} s |")
    _log(f"\nisland painted, warm: {med['island warm']:.2f} s; Cinderisle's cold transfer {mb:.1f} MB")
    _log(f"Cinderisle's own start (main.start: its imports and first screen, data-app-ms): "
         f"{med['own cold'] * 1000:.0f} ms cold, {med['own warm'] * 1000:.0f} ms warm (medians)")
    info = json.loads((DIST / "build-info.json").read_text())
    runtime = dist_size(DIST / "runtime")
    _log(
        f"\ndist/: {dist_size() / 1e6:.1f} MB (Pyodide {info['pyodide']['version']} + PyScript "
        f"{info['pyscript']['version']}: {runtime / 1e6:.1f} MB; app zip "
        f"{(DIST / info['app_zip']).stat().st_size / 1e3:.0f} kB)"
    )
    return 0


def memory_runs(pw: Any, executable: str, base: str, games: int = 5) -> list[dict[str, float]]:
    """The page's JavaScript heap (after a garbage collection, DevTools protocol) and Python's
    (the objects its collector tracks, the WebAssembly memory's size: ``data-py-objects``,
    ``data-py-heap``) at the end of each of ``games`` four-AI games in a row (Rematch at pace
    0); the growth from the first to the last, which should stay within 10%."""
    browser = pw.chromium.launch(executable_path=executable, headless=True, args=list(BROWSER_ARGS))
    rows: list[dict[str, float]] = []
    try:
        page = browser.new_page()
        cdp = page.context.new_cdp_session(page)
        page.goto(base + "?seed=7&seats=ai-easy,ai-easy,ai-easy,ai-easy&pace=0")
        page.wait_for_function("() => document.documentElement.dataset.ready === 'true'", timeout=120_000)
        for game in range(games):
            page.wait_for_function("() => !!document.documentElement.dataset.winner && "
                                   "!!document.documentElement.dataset.pyObjects", timeout=600_000)
            cdp.send("HeapProfiler.collectGarbage")
            js = float(cdp.send("Runtime.getHeapUsage")["usedSize"])
            d = page.evaluate("Object.assign({}, document.documentElement.dataset)")
            row = {"js": js / 1e6, "objects": float(d["pyObjects"]), "heap": float(d.get("pyHeap") or 0) / 1e6,
                   "actions": float(d["actions"])}
            rows.append(row)
            _log(f"  game {game + 1}: {row['actions']:.0f} actions; JavaScript heap {row['js']:.1f} MB; Python "
                 f"{row['objects']:.0f} objects, WebAssembly memory {row['heap']:.1f} MB")
            if game + 1 < games:
                page.evaluate("() => document.documentElement.removeAttribute('data-py-objects')")
                page.locator("[data-action=rematch]").click()
                # (a new game: no winner yet, or, if it is over already, another record)
                page.wait_for_function("n => !document.documentElement.dataset.winner || "
                                       "document.documentElement.dataset.actions !== n", arg=d["actions"],
                                       timeout=120_000)
    finally:
        browser.close()
    first, last = rows[0], rows[-1]
    _log(f"  from the first game to the {games}th: JavaScript heap {last['js'] / first['js']:.2f}x, Python objects "
         f"{last['objects'] / first['objects']:.2f}x, WebAssembly memory {last['heap'] / max(first['heap'], 1e-9):.2f}x "
         "(target: at most 1.10x)")
    return rows


LONG_TASKS_JS = """() => {
  window.__longTasks = [];
  new PerformanceObserver(list => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
    .observe({type: 'longtask'});
}"""


def ai_page_tasks(pw: Any, executable: str, base: str, turns: int = 40) -> None:
    """The page's long tasks (the Long Tasks API: tasks over 50 ms) while four ai-hard seats play.

    Only what runs after the page is ready counts (loading Python is one long task by nature).
    """
    browser = pw.chromium.launch(executable_path=executable, headless=True, args=list(BROWSER_ARGS))
    try:
        page = browser.new_page()
        page.goto(base + "?seed=7&seats=ai-hard,ai-hard,ai-hard,ai-hard&pace=0")
        page.wait_for_function("() => document.documentElement.dataset.ready === 'true'", timeout=120_000)
        page.evaluate(LONG_TASKS_JS)
        page.wait_for_function(  # (arrow functions: the page's CSP refuses code from strings)
            "n => Number(document.documentElement.dataset.turns || 0) >= n || !!document.documentElement.dataset.winner",
            arg=turns, timeout=600_000,
        )
        tasks = sorted(page.evaluate("window.__longTasks"))
    finally:
        browser.close()
    over100 = sum(1 for t in tasks if t > 100)
    top = tasks[-1] if tasks else 0.0
    _log(f"  long tasks (> 50 ms): {len(tasks)}; over 100 ms: {over100}; longest {top:.0f} ms")


PRESSES_A_TURN = 30
"""At most this many presses a turn, on average, by :func:`play_as_newcomer` (a game of 100 turns
with two people following the hint took 556)."""
GUARD_RUN_MS = 250
"""How far :func:`play_as_newcomer` moves the page's clock on at a time while End turn refuses presses."""
END_RETRIES = 12
"""How often :func:`play_as_newcomer` presses an End turn again that refused its press (each time
after ``GUARD_RUN_MS`` on the page's clock, or up to four times that waiting for a change)."""
PRESS_WAIT_MS = 10_000
"""How long a press may take to show on the page (it shows at once: the page handles a tap in
the tap's own task)."""

PRESS_MOMENT_JS = """() => {
  // What a press changes on the page: the game's actions, who looks, the build mode, the open
  // sheet, the hint shown and what it lights up, the drafts' counts, End turn's readiness.
  const d = document.documentElement.dataset;
  const hint = document.querySelector('[data-hint]');
  const lit = [...document.querySelectorAll('[data-hinted]')].map(e => JSON.stringify(Object.assign({}, e.dataset)));
  const steps = [...document.querySelectorAll('output[data-step]')].map(e => e.dataset.step + '=' + e.textContent);
  return JSON.stringify([d.actions, d.privacy, d.viewer, d.decider, d.mode, d.sheet, d.endReady, d.winner || '',
                         hint ? hint.dataset.hintAction : '', lit, steps]);
}"""

HUMAN_PRESS_JS = """turns => {
  // The next press of the person on the screen, as a newcomer following the hint would make it,
  // whoever sits there: behind the privacy screen (hotseat) they tap in; then what the hint
  // lights up (a glowing site, a control), else Hint, else Roll or End turn.  Returns what was
  // pressed ('tap-in', 'hint', 'lit <action>' or 'lit site', 'roll' or 'end' when the hint lit
  // nothing) with the page's moment before and after the press (PRESS_MOMENT_JS); or why
  // nothing was pressed: 'error' (PyScript's banner), 'over', 'turns' (``turns`` were played),
  // 'wait' (an AI seat decides), 'end-guarded' (End turn refuses presses just after Roll,
  // data-end-ready="0"), '' (nothing to press).
  const shown = e => e && e.getClientRects().length > 0;
  const pick = sel => [...document.querySelectorAll(sel)].find(shown);
  const moment = @MOMENT@;
  const d = document.documentElement.dataset;
  if (document.querySelector('.py-error')) return {what: 'error'};
  if (d.winner) return {what: 'over'};
  if (Number(d.turns || 0) >= turns) return {what: 'turns'};
  if (d.privacy !== '1' && (d.viewer === undefined || d.viewer === '' || d.viewer !== d.decider)) return {what: 'wait'};
  let el = null, what = '';
  if (d.privacy === '1') [el, what] = [pick('[data-action=tap-in]'), 'tap-in'];
  else if ((el = pick('[data-hinted]'))) what = 'lit ' + (el.dataset.action || 'site');
  else if ((el = pick('[data-action=hint]:not([aria-pressed=true])'))) what = 'hint';
  else if ((el = pick('#tray [data-action=roll]') || pick('#tray [data-action=end]'))) what = el.dataset.action;
  if (!el) return {what: ''};
  if (el.dataset.action === 'end' && d.endReady === '0') return {what: 'end-guarded'};
  const before = moment();
  if (el.dataset.x !== undefined) el.dispatchEvent(new MouseEvent('click', {bubbles: true}));  // a site of the board
  else el.click();
  return {what, before, after: moment()};
}""".replace("@MOMENT@", PRESS_MOMENT_JS.replace("\n", "\n  "))

HUMAN_DECIDES_JS = """() => {
  // A person decides now (or must tap in first), the game is over, or PyScript's error banner shows.
  const d = document.documentElement.dataset;
  return !!document.querySelector('.py-error') || !!d.winner || d.privacy === '1'
    || (d.viewer !== undefined && d.viewer !== '' && d.viewer === d.decider);
}"""


AI_SPANS_JS = """() => {
  // Long tasks with their start, and when an AI seat decides (data-decider is not the viewer):
  // the throttled run counts the tasks that begin while AI seats play apart from the human's.
  window.__tasks = [];
  new PerformanceObserver(list => { for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]); })
    .observe({type: 'longtask'});
  window.__spans = [];
  const root = document.documentElement;
  const note = () => {
    const d = root.dataset, ai = d.decider !== undefined && d.decider !== '-1' && d.decider !== d.viewer
      && d.privacy !== '1' && !d.winner;
    window.__spans.push([performance.now(), ai]);
  };
  note();
  new MutationObserver(note).observe(root, {attributes: true, attributeFilter: ['data-decider', 'data-viewer']});
}"""


def _ai_tasks(tasks: list[list[float]], spans: list[list[Any]]) -> list[float]:
    """The durations of the long tasks that began while an AI seat was deciding."""
    out = []
    for start, duration in tasks:
        ai = False
        for at, flag in spans:
            if at > start:
                break
            ai = bool(flag)
        if ai:
            out.append(duration)
    return sorted(out)


def play_as_newcomer(page: Any, turns: int, clock: bool = False) -> collections.Counter[str]:
    """Play every person at the page's table as a newcomer following the hint would
    (:data:`HUMAN_PRESS_JS`: each taps in behind the privacy screen, asks for the hint and
    presses what it lights up) until ``turns`` turns have passed or the game is won; the AI
    seats play in between.  Returns how often each kind of press was made (its keys are
    :data:`HUMAN_PRESS_JS`'s: ``tap-in``, ``hint``, ``lit roll`` ...).

    Each press is looked for, made and seen in one call into the page: the page handles a tap
    in the tap's own task.  A press that shows nothing at once is waited for (never slept on);
    an End turn that refused the press (a guard against a double tap on Roll, whichever way
    the page marks it) is pressed again.  ``clock``: the page's time is Playwright's
    (``page.clock`` installed before it booted), so End turn's guard is run through at once
    (``page.clock.run_for``) rather than waited out (0.7 s of each turn that ends at its roll).
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    presses: collections.Counter[str] = collections.Counter()
    unheard = 0
    limit = PRESSES_A_TURN * (turns + 10)
    while presses.total() < limit:
        got = page.evaluate(HUMAN_PRESS_JS, turns)
        what = got["what"]
        if what in ("over", "turns"):
            return presses
        if what == "error":
            raise RuntimeError("the page showed PyScript's error banner")
        if what == "wait":
            page.wait_for_function(HUMAN_DECIDES_JS, timeout=600_000)
            continue
        if what == "end-guarded":
            if clock:
                page.clock.run_for(GUARD_RUN_MS)
            else:
                page.wait_for_function("() => document.documentElement.dataset.endReady !== '0'")
            continue
        if not what:
            raise RuntimeError(f"the person at the page has nothing to press: {got}")
        if got["after"] != got["before"]:
            presses[what] += 1
            unheard = 0
            continue
        changed = f"b => ({PRESS_MOMENT_JS})() !== b"
        if what.endswith("end") and unheard < END_RETRIES:
            # End turn refused the press without saying so (just after Roll): pressed again a
            # moment later, and counted once it is taken.
            unheard += 1
            if clock:
                page.clock.run_for(GUARD_RUN_MS)
                continue
            try:
                page.wait_for_function(changed, arg=got["before"], timeout=GUARD_RUN_MS * 4)
            except PlaywrightTimeout:
                continue
            presses[what] += 1  # (taken after all)
            unheard = 0
            continue
        try:
            page.wait_for_function(changed, arg=got["before"], timeout=PRESS_WAIT_MS)
            presses[what] += 1
            unheard = 0
        except PlaywrightTimeout:
            raise RuntimeError(f"{what!r} changed nothing on the page: {got['before']}") from None
    raise RuntimeError(f"{turns} turns were not played in {limit} presses")


def throttled_run(pw: Any, executable: str, base: str, turns: int = 12, rate: int = 4) -> None:
    """A cheap tablet: Chromium's CPU slowed ``rate`` times (DevTools protocol), the game of seed
    7 with one human (pressing what the hint lights up) and three ai-hard seats at pace 0 for
    ``turns`` turns: the time to ready, and the long tasks while it is played."""
    browser = pw.chromium.launch(executable_path=executable, headless=True, args=list(BROWSER_ARGS))
    try:
        page = browser.new_page(viewport={"width": 768, "height": 1024})
        cdp = page.context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        page.goto(base + "?seed=7&seats=human,ai-hard,ai-hard,ai-hard&pace=0")
        page.wait_for_function("() => document.documentElement.dataset.ready === 'true'", timeout=300_000)
        ready = float(page.evaluate("document.documentElement.dataset.readyMs")) / 1000
        page.evaluate(AI_SPANS_JS)
        play_as_newcomer(page, turns)
        raw = page.evaluate("window.__tasks")
        spans = page.evaluate("window.__spans")
    finally:
        browser.close()
    tasks = sorted(d for _, d in raw)
    ai = _ai_tasks(raw, spans)
    _log(f"  ready after {ready:.1f} s; long tasks while it was played (> 50 ms): {len(tasks)}, over 100 ms "
         f"{sum(1 for t in tasks if t > 100)}, longest {tasks[-1] if tasks else 0:.0f} ms; of them while AI seats "
         f"played: {len(ai)}, over 100 ms {sum(1 for t in ai if t > 100)}, longest {ai[-1] if ai else 0:.0f} ms "
         "(target: none over 100 ms)")


COMMANDS = {
    "build": cmd_build,
    "serve": cmd_serve,
    "test": cmd_test,
    "bench": cmd_bench,
    "_bench-site": cmd_bench_site,
}


def main(argv: list[str]) -> int:
    if argv and argv[0] in ("-h", "--help", "help"):
        print(__doc__)
        return 0
    name, args = (argv[0], argv[1:]) if argv else ("build", [])
    if name not in COMMANDS:
        print(f"unknown command {name!r}\n{__doc__}", file=sys.stderr)
        return 2
    try:
        return COMMANDS[name](args)
    except BuildError as exc:
        print(f"build.py {name}: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
