"""The engine's reasons on the page in the language chosen (site/words/refusals.py): on a 390 px
phone, the refused controls of a German (French, Spanish) game say why in that language, and a
tap on one shows its reason whole, inside the window, where the player looks.  Waiting is on
``data-*`` and roles, never a sleep.
"""

from __future__ import annotations

import pytest

from conftest import own_context_game
from driver import link, play_until
from mirror import Mirror

pytestmark = pytest.mark.browser


@pytest.fixture
def phone(chromium, site_url):
    yield from own_context_game(chromium, site_url, locale="en-US", viewport={"width": 390, "height": 844})


WHYS_JS = """() => [...document.querySelectorAll('#tray [data-action=mode][aria-disabled=true]')].map(e => e.dataset.why)"""
SHOWN_JS = """id => {
  const e = document.getElementById(id);
  const r = e.getBoundingClientRect();
  return {text: e.textContent, shown: e.getClientRects().length > 0 && r.width >= 1 && r.height >= 1,
          inside: r.left >= -0.5 && r.right <= innerWidth + 0.5 && r.top >= -0.5 && r.bottom <= innerHeight + 0.5,
          cut: e.scrollWidth > e.clientWidth + 1};
}"""
ROLL_FIRST = {"de": "würfle zuerst", "fr": "lance d’abord les dés", "es": "tira primero los dados"}
"""The engine's "roll first" (a build before the roll), in each language's catalog."""


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_a_refused_build_says_why_in_the_language_and_shows_it_whole(phone, lang) -> None:
    kinds = ("human", "ai-easy", "ai-easy")
    page = phone.open(link(7, kinds, f"&pace=0&lang={lang}"))
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    page.wait_for_function("lang => document.documentElement.dataset.lang === lang", arg=lang)
    mirror = Mirror(7, kinds)
    play_until(page, mirror, lambda m: m.state.phase.label == "pre-roll" and m.screen.my_turn())
    whys = page.evaluate(WHYS_JS)
    assert len(whys) == 3 and all(w.endswith(": " + ROLL_FIRST[lang]) for w in whys), whys
    build = page.locator('#tray [data-action=mode][data-kind=hearth][aria-disabled="true"]')
    wid = build.get_attribute("aria-describedby")
    build.click(force=True)  # aria-disabled: Playwright would wait for it to be enabled; a finger does not
    page.wait_for_function("id => document.documentElement.dataset.why === id", arg=wid)
    shown = page.evaluate(SHOWN_JS, wid)
    assert shown["text"].endswith(ROLL_FIRST[lang]) and shown["shown"] and shown["inside"] and not shown["cut"], shown
