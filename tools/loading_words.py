"""The loading screen's words in each language, for index.html (``<script id="loading-words">``),
said by the site's own Python (``site/words/loading.py``) with each language's compiled catalog,
in a process of its own (as :mod:`tools.first_screen` draws the first screen)."""

from __future__ import annotations

import base64
import json
import subprocess
import sys

from tools.console import log
from tools.paths import ROOT, SITE

LOADING_WORDS_PY = """
import base64, json, sys
sys.path[:0] = [sys.argv[1], sys.argv[2]]
from words import catalog
from words.loading import loading_words
out = {}
for lang, mo in json.loads(sys.stdin.read()).items():
    catalog.install(lang, base64.b64decode(mo))
    out[lang] = loading_words()
catalog.use_pseudo()
out[catalog.PSEUDO] = loading_words()
print(json.dumps(out, ensure_ascii=False))
"""
"""What the process of its own runs (the site's directory and the repository's on its path; the
catalogs, base64, on its standard input)."""


def loading_words(catalogs: dict[str, bytes]) -> dict[str, dict[str, str]]:
    """The loading screen's words (key: words) in each language of ``catalogs`` (code: its ``.mo``
    bytes) and the pseudo-locale; English is ``boot.js``'s own.  Empty when they cannot be said
    here (the loading screen then speaks English until the page's Python runs)."""
    mos = {lang: base64.b64encode(mo).decode() for lang, mo in catalogs.items()}
    result = subprocess.run([sys.executable, "-c", LOADING_WORDS_PY, str(SITE), str(ROOT)], input=json.dumps(mos),
                            capture_output=True, text=True, encoding="utf-8")
    if result.returncode != 0:
        log(f"the loading screen's words could not be said at build time:\n{result.stderr[-600:]}")
        return {}
    words: dict[str, dict[str, str]] = json.loads(result.stdout)
    return words
