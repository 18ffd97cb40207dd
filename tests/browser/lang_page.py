"""What the tests of the page in another language share: waiting for a language's words to be in
force, and finding a button's words cut on a phone (tests/browser/test_site_lang*.py)."""

from __future__ import annotations

from conftest import own_context_game

__all__ = ["TRAY_CUT_JS", "phone_game", "speaks"]


def phone_game(chromium, site_url):
    """A page of its own on a 390 x 844 phone (English unless its link names a language); for a
    fixture: ``yield from``."""
    yield from own_context_game(chromium, site_url, locale="en-US", viewport={"width": 390, "height": 844})


def speaks(page, lang: str) -> None:
    """Wait until the page's words are ``lang``'s (``data-lang``, set once they are in force)."""
    page.wait_for_function("lang => document.documentElement.dataset.lang === lang", arg=lang)


TRAY_CUT_JS = """() => [...document.querySelectorAll('#tray .b-name, #tray .btn-primary span, #tray .tool-word')]
  .filter(e => e.getClientRects().length && (e.scrollWidth > e.clientWidth + 1
               || e.closest('.btn').scrollWidth > e.closest('.btn').clientWidth + 1))
  .map(e => `${e.textContent} ${e.scrollWidth}/${e.clientWidth} ${e.closest('.btn').scrollWidth}/${e.closest('.btn').clientWidth}`)"""
"""The tray's words cut or spilling out of their button (a word longer than the button's room)."""
