"""Every pure module of the site (``site/*.py``: all but ``main.py``, which wires the glue)
imports in CPython and passes its doctests: the examples in their docstrings are tests."""

from __future__ import annotations

import doctest
import importlib
import sys
from pathlib import Path

import pytest

SITE = Path(__file__).resolve().parents[1] / "site"
sys.path.insert(0, str(SITE))

PURE = sorted(p.stem for p in SITE.glob("*.py") if p.stem != "main")


@pytest.mark.parametrize("name", PURE)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module)
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} examples failed"
