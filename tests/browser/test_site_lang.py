"""The page in four languages (site/words/catalog.py, site/glue/language.py): ``?lang=de`` opens
the German new-game screen with ``<html lang="de">``, the picker switches to French and the
device remembers it after a reload, a language chosen mid-game draws the top bar again while
the game goes on, a German browser opens in German, the pseudo-locale accents every sentence,
and an English start fetches no catalog at all.  Each page in a context of its own (the
language it remembers must not reach other modules' pages).  Waiting is on ``data-lang`` and
roles, never a sleep.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import own_context_game, wait_ready
from driver import link, play_until, step
from lang_pages import cut_words, phone_game, speaks
from mirror import Mirror

pytestmark = pytest.mark.browser

KEY = "cinderisle.lang"


@pytest.fixture
def fresh(chromium, site_url):
    yield from own_context_game(chromium, site_url, locale="en-US")


@pytest.fixture
def german_browser(chromium, site_url):
    yield from own_context_game(chromium, site_url, locale="de-DE")


def catalogs_asked(g) -> list[str]:
    return [u for u in g.requests if u.split("?")[0].endswith(".mo")]


def test_an_english_start_fetches_no_catalog(fresh) -> None:
    page = fresh.open()
    speaks(page, "en")
    assert page.evaluate("document.documentElement.lang") == "en"
    expect(page.locator("#newgame h2.ng-title")).to_have_text("New game")
    expect(page.locator("#top-actions [data-action=rules] .top-word")).to_have_text("How to play")
    # The pickers offer every language, each named in itself.
    names = page.locator("#ng-lang option").all_text_contents()
    assert names == ["English", "Deutsch", "Español", "Français"]
    assert page.locator("#top-lang").input_value() == "en"
    assert catalogs_asked(fresh) == [], "an English start fetched a catalog"


def test_a_german_link_shows_german_and_the_picker_switches_to_french_which_is_remembered(fresh) -> None:
    page = fresh.open("?lang=de")
    # Ready in German: the first screen waited for its catalog (asked for by boot.js as the page
    # began), never English first.
    assert page.evaluate("document.documentElement.dataset.lang") == "de"
    assert page.evaluate("document.documentElement.lang") == "de"
    expect(page.locator("#newgame h2.ng-title")).to_have_text("Neues Spiel")
    expect(page.locator('#newgame [data-action="start"]')).to_have_text("Los geht’s")
    expect(page.locator('#newgame [data-action="learn"]')).to_have_text("Spielen lernen")
    assert page.locator('#ng-seats [data-row="0"] .ng-kind option').all_text_contents()[:2] == ["Mensch", "KI · leicht"]
    assert page.locator("#newgame").get_attribute("aria-label") == "Neues Spiel"
    expect(page.locator("#top-actions [data-action=rules] .top-word")).to_have_text("So wird gespielt")
    assert page.locator("#ng-lang").input_value() == "de"
    assert len(catalogs_asked(fresh)) == 1 and "/locale/de-" in catalogs_asked(fresh)[0]

    page.locator("#ng-lang").focus()  # (as a tap or the keyboard leaves it)
    page.locator("#ng-lang").select_option("fr")
    speaks(page, "fr")
    assert page.evaluate("document.documentElement.lang") == "fr"
    expect(page.locator("#newgame h2.ng-title")).to_have_text("Nouvelle partie")
    expect(page.locator("#ng-lang")).to_be_focused()  # (drawn again, the picker keeps the focus)
    assert page.evaluate(f"localStorage.getItem('{KEY}')") == "fr"
    assert "lang=fr" in page.url  # the address that named a language names the one chosen

    page.goto(fresh.url)  # no lang= in the link: the device's choice
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.lang") == "fr"
    assert page.evaluate("document.documentElement.lang") == "fr"
    expect(page.locator("#newgame h2.ng-title")).to_have_text("Nouvelle partie")
    assert page.evaluate("document.documentElement.dataset.firstPaint || ''") != "true"  # (the English one is not shown)


def test_a_language_chosen_mid_game_redraws_the_top_bar_and_the_game_goes_on(fresh) -> None:
    page = fresh.open("?seed=7&seats=ai-easy,ai-easy,human&pace=0")
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    first = page.locator("#log li").first  # (the AI seats founded their hearths before the human's turn)
    expect(first).to_contain_text("founded a hearth")
    turns = page.evaluate("document.documentElement.dataset.turns")
    expect(page.locator("#top-actions [data-action=new-game] .top-word")).to_have_text("New game")
    page.locator("#top-lang").select_option("de")
    speaks(page, "de")
    expect(first).to_contain_text("baut eine Hütte")  # the log's earlier lines are worded again
    page.locator("#top-lang").select_option("fr")
    speaks(page, "fr")
    expect(first).to_contain_text("fonde un foyer")
    expect(page.locator("#log")).not_to_contain_text("baut eine Hütte")
    page.locator("#top-lang").select_option("es")
    speaks(page, "es")
    assert page.evaluate("document.documentElement.lang") == "es"
    expect(page.locator("#top-actions [data-action=new-game] .top-word")).to_have_text("Nueva partida")
    expect(page.locator("#top-actions [data-action=share] .top-word")).to_have_text("Compartir")
    assert page.evaluate("document.documentElement.dataset.screen") == "game"
    assert page.evaluate("document.documentElement.dataset.turns") == turns
    page.locator("#top-lang").select_option("en")
    speaks(page, "en")
    expect(page.locator("#top-actions [data-action=new-game] .top-word")).to_have_text("New game")
    assert len(catalogs_asked(fresh)) == 3  # (English needs none)


def test_a_german_browser_opens_in_german(german_browser) -> None:
    page = german_browser.open()
    assert page.evaluate("document.documentElement.dataset.lang") == "de"
    expect(page.locator("#newgame h2.ng-title")).to_have_text("Neues Spiel")
    assert page.evaluate(f"localStorage.getItem('{KEY}')") is None  # (followed, not remembered)


def test_the_pseudo_locale_accents_every_sentence_and_fetches_nothing(fresh) -> None:
    page = fresh.open("?lang=qps")
    speaks(page, "qps")
    assert page.evaluate("document.documentElement.lang") == "en-XA"
    expect(page.locator("#newgame h2.ng-title")).to_have_text("[Ñéŵ ĝàɱé]")
    expect(page.locator('#newgame [data-action="start"]')).to_have_text("[Šţàŕţ]")
    assert catalogs_asked(fresh) == []


TOP_CUT_JS = """() => {
  const bar = document.getElementById('topbar');
  const cut = [...bar.querySelectorAll('.pace-word, .top-short, .top-lang-code, #island-name')]
    .filter(e => e.getClientRects().length && e.getBoundingClientRect().width > 2 && e.scrollWidth > e.clientWidth + 1)
    .map(e => e.textContent);
  const name = document.getElementById('island-name').getBoundingClientRect();
  const right = Math.max(...[...document.querySelectorAll('#top-actions > *, #top-actions .top-word')]
    .map(e => e.getBoundingClientRect().right));
  return {cut, over: Math.max(0, right - innerWidth), nameLines: Math.round(name.height / 16),
          sideways: document.documentElement.scrollWidth - innerWidth};
}"""


@pytest.fixture
def phone(chromium, site_url):
    yield from phone_game(chromium, site_url)


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_a_phones_top_bar_keeps_every_word_whole_in_a_longer_language(phone, lang) -> None:
    """German and Spanish words are longer: on a 390 px phone the top bar cuts none, scrolls
    nowhere, and the island's name on the new-game screen stays whole (the picker beside it had
    left it one letter a line)."""
    page = phone.open(f"?island=landfall&lang={lang}")
    speaks(page, lang)
    found = page.evaluate(TOP_CUT_JS)
    assert found["cut"] == [] and found["over"] <= 2 and found["nameLines"] <= 1 and found["sideways"] <= 0, found
    page = phone.open(f"?seed=7&seats=human,ai-easy,ai-easy&pace=0&lang={lang}")
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    speaks(page, lang)
    expect(page.locator("#top-lang")).to_be_visible()
    found = page.evaluate(TOP_CUT_JS)
    assert found["cut"] == [] and found["over"] <= 2 and found["sideways"] <= 0, found


TRAY_WORDS = "#tray .b-name, #tray .btn-primary span, #tray .tool-word"
"""The tray's words that must not be cut or spill out of their button."""


@pytest.mark.parametrize(("lang", "rules"), [("de", ""), ("fr", ""), ("es", ""), ("de", "living")])
def test_a_phones_tray_speaks_the_language_and_cuts_no_word(phone, lang, rules) -> None:
    """On a 390 px phone the tray of a game in German (French, Spanish): Würfeln, then Fertig (End
    turn) and the builds in German (Damm, Hütte, Leuchtfeuer, Abenteuer kaufen, the trades), each name
    whole in its button (a long German word breaks at its soft hyphen: Leucht-feuer)."""
    kinds = ("human", "ai-easy", "ai-easy")
    page = phone.open(link(7, kinds, f"&pace=0&lang={lang}" + (f"&rules={rules}" if rules else "")))
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    speaks(page, lang)
    mirror = Mirror(7, kinds, rules=rules)
    play_until(page, mirror, lambda m: m.state.phase.label == "pre-roll" and m.screen.my_turn())
    roll, end = {"de": ("Würfeln", "Fertig"), "fr": ("Lancer", "Fin du tour"), "es": ("Tirar", "Fin del turno")}[lang]
    expect(page.locator("#tray [data-action=roll]")).to_have_text(roll)
    assert cut_words(page, TRAY_WORDS) == []
    step(page, mirror)  # (rolled: the turn's tray)
    d = play_until(page, mirror, lambda m: m.state.phase.label == "main" and m.screen.my_turn())
    assert d["phase"] == "main"
    expect(page.locator("#tray [data-action=end]")).to_have_text(end)
    names = [n.replace("\u00ad", "") for n in page.locator("#tray .tray-builds .b-name").all_text_contents()]
    if lang == "de":
        assert names == ["Damm", "Hütte", "Leuchtfeuer", "Abenteuer kaufen", "Mit dem Vorrat tauschen",
                         "Mit Spielern tauschen"], names
    if rules:  # (Living Island: Reclaim and Bribe in a group of their own)
        assert page.locator("#tray .tray-living .b-name").all_text_contents() == ["Heilen", "Bestechen"]
    assert cut_words(page, TRAY_WORDS) == [], names
