"""The pinned runtime copied into dist/: Pyodide and PyScript's core from node_modules/, each in
a folder named for its version and a hash of its files."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from tools.digest import sha
from tools.npm import PYODIDE_FILES, package_version
from tools.paths import NODE_MODULES

PLUGIN_IMPORT = re.compile(r'(?:"[\w-]+"|\w+):\(\)=>import\("\./([\w.-]+\.js)"\)')
"""An entry of PyScript's table of plugins in its core chunk (``donkey:()=>import("./donkey-4Hrq.js")``)."""


@dataclass(frozen=True)
class Vendored:
    """An npm package's files as copied into dist/."""

    version: str
    dir: str
    """Its folder in dist/: ``runtime/<name>-<version>-<hash of its files>``."""
    blobs: dict[str, bytes]
    """Its files by name."""


def _copy(dest: Path, name: str, version: str, blobs: dict[str, bytes]) -> Vendored:
    folder = f"runtime/{name}-{version}-{sha(*(f.encode() + b for f, b in blobs.items()))[:10]}"
    (dest / folder).mkdir(parents=True)
    for f, data in blobs.items():
        (dest / folder / f).write_bytes(data)
    return Vendored(version, folder, blobs)


def vendor_pyodide(dest: Path) -> Vendored:
    """The Pyodide runtime (:data:`~tools.npm.PYODIDE_FILES`) copied into ``dest``."""
    src = NODE_MODULES / "pyodide"
    return _copy(dest, "pyodide", package_version("pyodide"), {f: (src / f).read_bytes() for f in PYODIDE_FILES})


def vendor_pyscript(dest: Path) -> Vendored:
    """PyScript's core and the chunks it imports (source maps left out) copied into ``dest``."""
    src = NODE_MODULES / "@pyscript" / "core" / "dist"
    files = sorted(p for p in src.iterdir() if p.suffix in (".js", ".css") and p.is_file())
    return _copy(dest, "pyscript", package_version("@pyscript/core"), {p.name: p.read_bytes() for p in files})


def pyscript_plugins(core_blobs: dict[str, bytes]) -> list[str]:
    """The plugin modules PyScript's core imports when it starts (its table of plugins, read
    from the core chunk: ``error``, ``py-terminal``...), by file name."""
    found: list[str] = []
    for name, blob in sorted(core_blobs.items()):
        if name.startswith("core-") and name.endswith(".js"):
            found += [f for f in PLUGIN_IMPORT.findall(blob.decode("utf-8", "replace")) if f in core_blobs]
    return sorted(set(found))
