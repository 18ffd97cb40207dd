"""The bytecode the build ships: the app's modules and Pyodide's standard library compiled.

They are compiled at build time by the very interpreter the page runs (the vendored Pyodide,
run under Node: ``tools/js/compile_pyc.mjs``), so no CPython 3.14 is needed here.  The .pyc
files are "unchecked hash" ones: the import system uses them without looking at a source's
date (the app zip's files get the date they are unpacked).
"""

from __future__ import annotations

import io
import json
import os
import shutil
import subprocess
import tempfile
import time
import zipfile
from pathlib import Path
from typing import Any

from tools.appzip import reproducible_zip
from tools.console import BuildError, log
from tools.digest import sha
from tools.js_files import module_path
from tools.paths import DIST, NODE_MODULES

PYC_OPTIMIZE = 2
"""The app's .pyc files' optimisation: 2 leaves out docstrings and asserts (the page reads
neither), which halves them.  The standard library's keep both (0, as Python itself compiles
it): Pyodide's own modules read docstrings."""


def pyc_name(name: str) -> str:
    """A module's .pyc in a zip: beside its source, where zipimport looks for it."""
    return Path(name).with_suffix(".pyc").as_posix()


def stdlib_interpreter(stdlib_zip: str) -> bytes:
    """PyScript's ``interpreter`` for the page: a module beside pyodide.mjs that exports
    ``loadPyodide`` and ``version``, as pyodide.mjs does, and hands Pyodide ``stdlib_zip`` (the
    compiled standard library's file name) for its standard library."""
    template = module_path("stdlib_interpreter.mjs").read_text(encoding="utf-8")
    return template.replace("{{STDLIB}}", stdlib_zip).encode()


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
        script = module_path("compile_pyc.mjs")
        result = subprocess.run([node, str(script), str(NODE_MODULES / "pyodide"), tmp], capture_output=True, text=True)
        if result.returncode != 0:
            raise BuildError(f"compiling Python with Pyodide under Node failed:\n{result.stderr}")
        return [{pyc_name(n): Path(tmp, f"out{i}", pyc_name(n)).read_bytes() for n in sources}
                for i, (sources, _, _) in enumerate(jobs)]


def last_build() -> dict[str, Any]:
    """dist/'s build-info.json, or nothing."""
    try:
        return dict(json.loads((DIST / "build-info.json").read_text()))
    except (OSError, ValueError):
        return {}


def bytecode(sources: dict[str, bytes], stock_stdlib: bytes,
             pyodide_version: str) -> tuple[dict[str, bytes], dict[str, Any], bytes | None, dict[str, Any]]:
    """The bytecode the build ships: each ``.py`` of the app's ``sources`` compiled (the .pyc
    files by their names in the app zip, ``engine/state.pyc`` beside ``engine/state.py``), and
    what build-info.json keeps of them; and Pyodide's standard library (``stock_stdlib``, its
    python_stdlib.zip, which holds sources only, compiled by every page at every start) as a
    zip of .pyc files, and what build-info.json keeps of it.  What is unchanged since the last
    build is taken from dist/ (starting Pyodide takes seconds).  No Node, or
    CINDERISLE_BYTECODE=0: nothing (the page then compiles the sources itself, more slowly)."""
    py_names = sorted(n for n in sources if n.endswith(".py"))
    digests = {n: sha(sources[n])[:16] for n in py_names}
    stdlib_digest = sha(stock_stdlib)[:16]
    node = shutil.which("node")
    if os.environ.get("CINDERISLE_BYTECODE") == "0" or node is None:
        if node is None:
            log("node not found: the page's Python ships as source only (it starts more slowly)")
        return {}, {}, None, {}
    last = last_build()
    out: dict[str, bytes] = {}
    old = last.get("bytecode") or {}
    try:
        if old.get("pyodide") == pyodide_version:
            with zipfile.ZipFile(DIST / last["app_zip"]) as zf:
                for name, pyc in old.get("files", {}).items():
                    if digests.get(name) == old["sources"].get(name) and pyc == pyc_name(name):
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
                out[pyc_name(name)] = compiled[0][pyc_name(name)]
                files[name] = pyc_name(name)
        if stdlib_todo:
            # The standard library as bytecode only, as CPython's own embeddable distribution
            # ships it: with its sources beside, the download grew by 3.6 MB (a traceback
            # through the standard library names the file and line, without the line's text).
            pycs = compiled[-1]
            stdlib_zip = reproducible_zip({**{n: b for n, b in stock.items() if not n.endswith(".py")}, **pycs})
        log(f"compiled {len(todo) + (len(stdlib_sources) if stdlib_todo else 0)} modules to bytecode with "
            f"Pyodide {pyodide_version} under Node in {time.perf_counter() - t0:.1f} s")
    return (out, {"pyodide": pyodide_version, "sources": digests, "files": files}, stdlib_zip,
            {"pyodide": pyodide_version, "source": stdlib_digest,
             "modules": len(stdlib_sources) if stdlib_todo else old_stdlib.get("modules")})
