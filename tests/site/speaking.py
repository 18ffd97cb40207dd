"""The page's words in another language, in CPython: :func:`speaking` puts a language's real
catalog in force (its ``.po`` from site/locale, compiled as the build compiles it) for the
length of a ``with`` block, or the pseudo-locale ``qps``; English is back afterwards.

    with speaking("de"):
        assert hint_words(...) == "..."
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

from tools import po
from words import catalog

__all__ = ["LANGS", "speaking"]

LANGS = ("de", "fr", "es")
"""The languages the page offers besides English."""


@cache
def _compiled(lang: str) -> bytes:
    path = po.LOCALE / lang / "LC_MESSAGES" / f"{po.DOMAIN}.po"
    return po.compile_mo(po.parse_po(path.read_text(encoding="utf-8"), str(path)))


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Language ``lang`` (``de``, ``fr``, ``es``, or ``qps``) in force inside the block."""
    if lang == catalog.PSEUDO:
        catalog.use_pseudo()
    elif lang != catalog.ENGLISH:
        catalog.install(lang, _compiled(lang))
    try:
        yield
    finally:
        catalog.use_english()
