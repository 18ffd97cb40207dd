"""The first screen, drawn at build time by the site's own Python for index.html."""

from __future__ import annotations

import json
import subprocess
import sys

from tools.console import log
from tools.paths import ROOT, SITE

FIRST_SCREEN_PY = """
import json, sys
sys.path[:0] = [sys.argv[1], sys.argv[2]]
from words import catalog
catalog.set_language_names(json.loads(sys.argv[3]))
from view import firstpaint
print(json.dumps(firstpaint.first_screen()))
"""
"""What the process of its own runs (the site's directory and the repository's on its path)."""


def first_screen(languages: dict[str, str] | None = None) -> dict[str, str]:
    """The first screen (Landfall's new-game screen, its top bar and icons) drawn by the site's
    own Python (``site/view/firstpaint.py``), in a process of its own, for index.html (its language
    pickers offering ``languages``: code and name in itself, English aside); empty parts
    when it cannot be drawn here (the page then draws it once Python is ready)."""
    result = subprocess.run([sys.executable, "-c", FIRST_SCREEN_PY, str(SITE), str(ROOT), json.dumps(languages or {})],
                            capture_output=True, text=True)
    if result.returncode != 0:
        log(f"the first screen could not be drawn at build time (the page draws it later):\n{result.stderr[-600:]}")
        return {}
    parts: dict[str, str] = json.loads(result.stdout)
    return parts
