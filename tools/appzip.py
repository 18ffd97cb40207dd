"""The app zip: the engine package and the site's Python, zipped byte for byte reproducibly."""

from __future__ import annotations

import io
import zipfile

from tools.paths import ENGINE, ROOT, SITE

APP_ZIP_AT = "app.zip"
"""Where the app zip is written in the page's Python file system (beside the working
directory); the page's first lines put it on ``sys.path``."""

BUILD_ONLY = ("firstpaint.py",)
"""The site's Python that runs at build time only (it draws the first screen into the page)."""


def app_sources() -> dict[str, bytes]:
    """The engine package and the site's Python, by their names in the app zip."""
    entries: dict[str, bytes] = {}
    for path in sorted(ENGINE.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".pyc", ".pyo"):
            entries[path.relative_to(ROOT).as_posix()] = path.read_bytes()
    for path in sorted(SITE.rglob("*.py")):  # the site's modules and its glue/ package
        if "__pycache__" not in path.parts and path.name not in BUILD_ONLY:
            entries[path.relative_to(SITE).as_posix()] = path.read_bytes()
    return entries


def reproducible_zip(entries: dict[str, bytes]) -> bytes:
    """``entries`` (name: bytes) zipped byte-for-byte reproducibly."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, entries[name])
    return buf.getvalue()
