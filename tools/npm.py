"""npm: the pinned PyScript core and Pyodide runtime, installed into node_modules/."""

from __future__ import annotations

import json
import shutil
import subprocess

from tools.console import BuildError, log
from tools.digest import sha
from tools.paths import NODE_MODULES, ROOT

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
"""The part of the pyodide npm package the page needs (no packages, no micropip)."""


def _lock_stamp() -> str:
    """A digest of package.json and package-lock.json: node_modules/ is up to date when its stamp says this."""
    return sha((ROOT / "package.json").read_bytes(), (ROOT / "package-lock.json").read_bytes())


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
    log("npm ci: installing the pinned PyScript and Pyodide (package-lock.json) ...")
    result = subprocess.run(
        [npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=ROOT
    )
    if result.returncode != 0:
        raise BuildError("npm ci failed (see above)")
    missing = [str(p.relative_to(ROOT)) for p in needed if not p.exists()]
    if missing:
        raise BuildError(f"npm ci finished but these files are missing: {', '.join(missing)}")
    stamp.write_text(_lock_stamp())


def package_version(name: str) -> str:
    """The version of the npm package ``name`` installed in node_modules/."""
    version: str = json.loads((NODE_MODULES / name / "package.json").read_text())["version"]
    return version
