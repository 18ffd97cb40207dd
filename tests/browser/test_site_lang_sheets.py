"""The sheets and the privacy screen in German and French on a 390 px phone (issue 28): the
trade sheet and the offer sheet in the language chosen, the privacy screen between two people's
turns, and no control's words cut or spilling out of it.  Waiting is on the page's state
(``data-lang``, ``data-sheet-open``, roles), never a sleep.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from engine import actions as A
from engine.cards import RESOURCES

from driver import link, play_until
from lang_pages import cut_words, phone_game, speaks
from mirror import Mirror

pytestmark = pytest.mark.browser

SHEET_WORDS = "#sheet .btn, #sheet .btn span, #sheet h2, #sheet h3, #sheet .res-name"
PRIVACY_WORDS = "#privacy .btn, #privacy h2, #privacy p"

WORDS = {
    "de": {"trade": "Mit dem Vorrat tauschen", "take": "Nimm 1", "close": "Schließen", "offer": "Du gibst",
           "pass": "Weitergeben an", "me": "Ich bin "},
    "fr": {"trade": "Échanger avec la réserve", "take": "Prends 1", "close": "Fermer", "offer": "Tu donnes",
           "pass": "Passe à", "me": "Je suis "},
}


@pytest.fixture
def phone(chromium, site_url):
    yield from phone_game(chromium, site_url)


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_trade_and_offer_sheets_speak_the_language_and_cut_no_word(phone, lang) -> None:
    kinds = ("human", "ai-easy", "ai-easy")
    page = phone.open(link(7, kinds, f"&pace=0&lang={lang}"))
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    speaks(page, lang)
    mirror = Mirror(7, kinds)
    d = play_until(page, mirror, lambda m: m.state.phase.label == "main" and m.screen.my_turn()
                   and any(a.kind == A.TRADE for a in m.screen.legal()))
    assert d["phase"] == "main"
    trade = next(a for a in mirror.screen.legal() if a.kind == A.TRADE)
    words = WORDS[lang]

    page.locator('#tray [data-action="sheet"][data-sheet="trade"]').first.click()
    sheet = page.locator('#sheet [data-sheet-open="trade"]')
    expect(sheet).to_be_visible()
    expect(sheet.locator("#sheet-title")).to_have_text(words["trade"])
    expect(sheet.locator("h3").nth(1)).to_have_text(words["take"])
    # Choose a trade the game allows: the big button then names it whole ("4 Holz gegen 1 Stein").
    sheet.locator(f'[data-action="trade-give"][data-res="{RESOURCES[trade.a]}"]').click()
    page.locator(f'#sheet [data-action="trade-take"][data-res="{RESOURCES[trade.b]}"]').click()
    expect(page.locator('#sheet [data-action="trade"][data-via="supply"]')).to_contain_text(
        {"de": "gegen", "fr": "contre"}[lang])
    assert cut_words(page, SHEET_WORDS) == []
    page.locator('#sheet [data-action="sheet"][data-sheet=""]').click()
    expect(page.locator("#sheet [data-sheet-open]")).to_have_count(0)

    page.locator('#tray [data-action="sheet"][data-sheet="offer"]').first.click()
    offer = page.locator('#sheet [data-sheet-open="offer"]')
    expect(offer).to_be_visible()
    expect(offer.locator("h3").first).to_have_text(words["offer"])
    expect(offer.locator('[data-action="sheet"][data-sheet=""]')).to_have_text(words["close"])
    assert cut_words(page, SHEET_WORDS) == []


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_privacy_screen_speaks_the_language_and_cuts_no_word(phone, lang) -> None:
    """Two people at one device: the game opens behind the privacy screen, the next person named
    by their seat's colour in the language shown."""
    page = phone.open(link(3, ("human", "human", "ai-easy"), f"&pace=0&lang={lang}"))
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    speaks(page, lang)
    tap_in = page.locator('#privacy [data-action="tap-in"]')
    expect(tap_in).to_be_visible()
    words = WORDS[lang]
    expect(page.locator("#privacy .privacy-pass")).to_have_text(words["pass"])
    name = page.locator("#privacy .privacy-name").text_content() or ""
    assert name in {"de": ("Koralle", "Safran"), "fr": ("Corail", "Safran")}[lang], name
    expect(tap_in).to_have_text(words["me"] + name)
    assert cut_words(page, PRIVACY_WORDS) == []
