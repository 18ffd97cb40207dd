"""What the browser tests of the page's languages share: waiting for a language's words to be
in force (:func:`speaks`) and finding words cut or spilling out of their control at a phone's
width (:func:`cut_words`), on a phone-sized page of its own (:func:`phone_game`)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from conftest import own_context_game

__all__ = ["CUT_JS", "PHONE", "cut_words", "phone_game", "speaks"]

PHONE = {"width": 390, "height": 844}
"""A phone's viewport: the width the longer languages' words must fit."""


def phone_game(chromium: Any, site_url: str) -> Iterator[Any]:
    """A page of its own at a phone's size (for a fixture: ``yield from phone_game(...)``)."""
    yield from own_context_game(chromium, site_url, locale="en-US", viewport=PHONE)


def speaks(page: Any, lang: str) -> None:
    """Wait until the page's words are in ``lang`` (``data-lang``, set once its catalog is in force)."""
    page.wait_for_function("lang => document.documentElement.dataset.lang === lang", arg=lang)


CUT_JS = """selector => [...document.querySelectorAll(selector)]
  .filter(e => {
    if (!e.getClientRects().length) return false;
    const btn = e.closest('.btn');
    return e.scrollWidth > e.clientWidth + 1 || (btn !== null && btn.scrollWidth > btn.clientWidth + 1);
  })
  .map(e => {
    const btn = e.closest('.btn') || e;
    return `${e.textContent} ${e.scrollWidth}/${e.clientWidth} ${btn.scrollWidth}/${btn.clientWidth}`;
  })"""
"""The words of the elements a selector names that are cut or spill out of their box, or of the
button holding them (a word longer than the button's room)."""


def cut_words(page: Any, selector: str) -> list[str]:
    """Each element of ``selector`` whose words are cut or spill out of it or of its button."""
    return list(page.evaluate(CUT_JS, selector))
