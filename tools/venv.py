""".venv: the project installed with its test tools (and the benchmark's comparison engine)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tools.console import BuildError, log
from tools.digest import sha
from tools.paths import ROOT, VENV


def venv_python() -> Path:
    """.venv's Python."""
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_venv() -> Path:
    """Create .venv and install the project with its test extra, when not done already."""
    py = venv_python()
    if not py.exists():
        log("creating .venv ...")
        if subprocess.run([sys.executable, "-m", "venv", str(VENV)]).returncode != 0 or not py.exists():
            raise BuildError(
                "could not create .venv; on Debian/Ubuntu install the venv module first: "
                "sudo apt-get install python3-venv"
            )
    stamp = VENV / ".cinderisle-stamp"
    want = sha((ROOT / "pyproject.toml").read_bytes())
    if not stamp.exists() or stamp.read_text() != want:
        log("installing the project and its test tools into .venv (pip install -e .[test]) ...")
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
    log("installing the benchmark's comparison engine into .venv (pip install -e .[bench]) ...")
    cmd = [str(py), "-m", "pip", "install", "--disable-pip-version-check", "-q", "-e", ".[test,bench]"]
    if subprocess.run(cmd, cwd=ROOT).returncode != 0:
        log("could not install catanatron: the engine figures are shown without the comparison")
