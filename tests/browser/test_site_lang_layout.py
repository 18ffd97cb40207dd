"""Layout holds in every language (issue 28, item 5): German and French words are longer, yet
on a 390x844 phone no control's words are cut or spill out of their box, nothing scrolls
sideways, and the island keeps its size.  One walk over every screen per language
(tests/browser/screen_walk.py), English first: on each screen of the game the island's tiles
must span as much of the phone's width in the language as they did in English.  On a tablet,
upright and sideways, the same of the game's main screens in German and French.  Waiting is on
``data-*`` and roles, never a sleep.
"""

from __future__ import annotations

import pytest

from conftest import own_context_game
from driver import link, new_game, play_until, settle, step
from lang_pages import PHONE
from mirror import Mirror
from screen_walk import HOTSEAT, HOTSEAT_SEED, walk_screens
from test_site_living_tray import SEATS as LIVING_SEATS
from test_site_living_tray import SEED as LIVING_SEED
from test_site_living_tray import living_mirror, ready

pytestmark = pytest.mark.browser

LAYOUT_JS = """() => {
  const shown = e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden'
    && !e.closest('[hidden], [aria-hidden="true"], .sr-only, .visually-hidden');
  const controls = 'button, .btn, label, select, option, summary, [role="button"], [role="tab"], h1, h2, h3,'
    + ' .b-name, .tool-word, .top-word, .top-short, .pace-word, .seat-name, .who-name, .chip, .badge';
  const cut = [];
  for (const e of document.querySelectorAll(controls)) {
    if (!shown(e) || !e.textContent.trim() || e.tagName === 'OPTION' || e.classList.contains('term')) continue;
    // (a glossary word in running text wraps with its sentence: not a control)
    const st = getComputedStyle(e);
    if (st.position === 'absolute' && e.getBoundingClientRect().width <= 1) continue;  // (for screen readers)
    // (the AI pace's name spills visibly, under the pace's menu beside it: "KI-Temp")
    const spills = e.classList.contains('pace-word') && e.scrollWidth > e.clientWidth + 1;
    if (e.scrollWidth > e.clientWidth + 1 && st.overflowX !== 'visible' || spills || e.getBoundingClientRect().right > innerWidth + 1)
      cut.push(`${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? '.' + e.className.split(' ')[0] : ''}`
               + ` "${e.textContent.trim().slice(0, 40)}" ${e.scrollWidth}/${e.clientWidth}`);
  }
  let x0 = Infinity, x1 = -Infinity;
  for (const t of document.querySelectorAll('#board [data-tile]')) {
    if (!shown(t)) continue;
    const b = t.getBoundingClientRect();
    x0 = Math.min(x0, b.left); x1 = Math.max(x1, b.right);
  }
  return {cut, sideways: document.documentElement.scrollWidth - innerWidth,
          island: x1 > x0 ? Math.round(x1 - x0) : 0,
          overlay: document.body.classList.contains('has-overlay')};
}"""


def layouts(chromium, site_url, lang: str) -> dict[str, dict]:
    """Each screen's layout (:data:`LAYOUT_JS`) in ``lang``, by the walk's name for it."""
    got: dict[str, dict] = {}
    for game in own_context_game(chromium, site_url, viewport=PHONE, locale="en-US"):
        page = game.page
        walk_screens(game, lang, lambda where, page=page: got.setdefault(where, page.evaluate(LAYOUT_JS)))
    return got


@pytest.fixture(scope="module")
def english(chromium, site_url) -> dict[str, dict]:
    return layouts(chromium, site_url, "en")


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_every_screen_keeps_its_layout_in_a_longer_language(chromium, site_url, english, lang) -> None:
    got = layouts(chromium, site_url, lang)
    assert set(got) == set(english), "the walk saw other screens than in English"
    problems = []
    for where, seen in got.items():
        if seen["cut"]:
            problems.append(f"{where}: words cut: {seen['cut']}")
        if seen["sideways"] > 0:
            problems.append(f"{where}: the page scrolls {seen['sideways']} px sideways")
        if seen["island"] < english[where]["island"] - 2:
            problems.append(f"{where}: the island {seen['island']} px across, {english[where]['island']} in English")
    assert not problems, "\n".join(problems)


def test_english_itself_keeps_every_word_whole(english) -> None:
    """The check sees what it looks for: English has nothing cut, and the island is measured."""
    wrong = {where: seen for where, seen in english.items() if seen["cut"] or seen["sideways"] > 0}
    assert not wrong, wrong
    assert english["hotseat, main"]["island"] >= 0.8 * PHONE["width"], english["hotseat, main"]


TABLETS = [{"width": 768, "height": 1024}, {"width": 1024, "height": 768}]
"""A tablet held upright and sideways: the game's main screens there (not the whole walk: CI's time)."""


def _main_screens(chromium, site_url, lang: str, viewport: dict) -> dict[str, dict]:
    """The layout (:data:`LAYOUT_JS`) of a hotseat game's main phase, Living Island's and its
    Reclaim, in ``lang`` at ``viewport``."""
    got: dict[str, dict] = {}
    for game in own_context_game(chromium, site_url, viewport=viewport, locale="en-US"):
        page = game.open(f"?island=landfall&lang={lang}")
        page.wait_for_function("lang => document.documentElement.dataset.lang === lang", arg=lang)
        page = new_game(game, link(HOTSEAT_SEED, HOTSEAT, f"&pace=0&lang={lang}"))
        mirror = Mirror(HOTSEAT_SEED, HOTSEAT)
        while (d := settle(page)).get("privacy") == "1" or d["phase"] != "main":
            step(page, mirror)
        got["hotseat, main"] = page.evaluate(LAYOUT_JS)
        page = new_game(game, link(LIVING_SEED, LIVING_SEATS, f"&pace=0&rules=living&lang={lang}"))
        play_until(page, living_mirror(LIVING_SEED), ready, limit=60)
        got["Living Island, main"] = page.evaluate(LAYOUT_JS)
        page.locator("[data-action=mode][data-kind=reclaim]:visible").click()
        page.locator("[data-living-mode=reclaim]").wait_for()
        got["Living Island, Reclaim"] = page.evaluate(LAYOUT_JS)
    return got


@pytest.mark.parametrize("viewport", TABLETS, ids=lambda v: f"{v['width']}x{v['height']}")
def test_a_tablets_main_screens_keep_their_layout_in_german_and_french(chromium, site_url, viewport) -> None:
    english = _main_screens(chromium, site_url, "en", viewport)
    assert all(seen["island"] > 0 and not seen["cut"] for seen in english.values()), english
    problems = []
    for lang in ("de", "fr"):
        for where, seen in _main_screens(chromium, site_url, lang, viewport).items():
            if seen["cut"]:
                problems.append(f"{lang}, {where}: words cut: {seen['cut']}")
            if seen["sideways"] > 0:
                problems.append(f"{lang}, {where}: the page scrolls {seen['sideways']} px sideways")
            if seen["island"] < english[where]["island"] - 2:
                problems.append(
                    f"{lang}, {where}: the island {seen['island']} px across, {english[where]['island']} in English"
                )
    assert not problems, "\n".join(problems)
