"""Every pure module of the site (``site/``'s layers and ``lazy.py``: all but ``main.py`` and
``glue/``, which touch the browser)
imports in CPython, and each that writes examples in its docstrings passes them: the examples
are tests."""

from __future__ import annotations

import doctest
import importlib
import sys
from pathlib import Path

import pytest

SITE = Path(__file__).resolve().parents[2] / "site"

LAYERS = ("words", "model", "update", "view")
"""The site's pure layers (``glue/`` alone touches the browser)."""
PATHS = {".".join(p.relative_to(SITE).with_suffix("").parts): p
         for p in sorted(SITE.rglob("*.py"))
         if p.name != "__init__.py" and (p.parent == SITE or p.parent.name in LAYERS) and p.stem != "main"}
PURE = sorted(PATHS)
WITH_EXAMPLES = [name for name in PURE if ">>> " in PATHS[name].read_text()]


@pytest.mark.parametrize("name", PURE)
def test_each_pure_module_imports_without_the_browser(name: str) -> None:
    module = importlib.import_module(name)
    assert module.__name__ == name and "js" not in sys.modules and "pyscript" not in sys.modules


@pytest.mark.parametrize("name", WITH_EXAMPLES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0, f"{name} writes '>>> ' but doctest found no example to run"
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} examples failed"


def test_every_layer_is_walked() -> None:
    assert {name.split(".")[0] for name in PURE} == {*LAYERS, "lazy"}, PURE
    assert len(PURE) >= 30, PURE


def test_the_examples_are_found() -> None:
    """Most pure modules show how they are used; a module whose examples went missing (a
    docstring turned into a comment) leaves this list."""
    assert len(WITH_EXAMPLES) >= len(PURE) // 2, (WITH_EXAMPLES, PURE)
