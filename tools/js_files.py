"""The JavaScript in ``tools/js/``: the functions the tools run in the page (through Playwright)
and the modules they give Node or dist/."""

from __future__ import annotations

import functools
from pathlib import Path

JS_DIR = Path(__file__).resolve().parent / "js"


@functools.cache
def page_function(name: str) -> str:
    """The function in ``tools/js/<name>`` (``() => {...}``), as Playwright's ``evaluate`` and
    ``wait_for_function`` take it: the file's text without its last newline."""
    return (JS_DIR / name).read_text(encoding="utf-8").removesuffix("\n")


def module_path(name: str) -> Path:
    """The JavaScript module ``tools/js/<name>`` (run by Node, or a template written into dist/)."""
    return JS_DIR / name
