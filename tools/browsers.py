"""The Chromium the tests and the benchmark drive, and the flags they launch it with."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from tools.console import BuildError

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
