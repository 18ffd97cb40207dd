"""``python build.py test``: everything set up, the site built, the code checked, pytest run."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tools.browsers import BROWSER_HELP, find_browser
from tools.console import log
from tools.dist import build
from tools.paths import ROOT
from tools.venv import ensure_venv


def check_code(py: Path) -> int:
    """ruff and mypy (strict), configured in pyproject.toml; 0 when both pass."""
    failed = 0
    for cmd in ([str(py), "-m", "ruff", "check", "."], [str(py), "-m", "mypy"]):
        log("$ " + " ".join(cmd[1:]))
        if subprocess.call(cmd, cwd=ROOT) != 0:
            failed = 1
    return failed


def run_tests(args: list[str]) -> int:
    """.venv and the site made (or brought up to date), ruff and mypy run, then pytest with
    ``args`` (``--no-browser``: only the tests that need no browser); 0 when all pass."""
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
        log(f"browser: {browser}")
    lint = check_code(py)
    cmd = [str(py), "-m", "pytest", *args]
    log("$ " + " ".join(cmd[1:]))
    tests = subprocess.call(cmd, cwd=ROOT, env=env)
    return tests or lint
