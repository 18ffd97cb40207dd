"""The rules ("How to play") in the language chosen, in the page: German from a ``lang=de``
link (title, Close, the search field's name, a search for an everyday word, "Räuber", opening on
the Ashcloud's section), and French once the picker chooses it (the dialog, built in German,
drawn again in French), each fitting a 390 px phone.  Waiting is on ``data-lang``,
``data-rules-dialog`` and ``data-rules-found``, never a sleep.

The words themselves are checked in CPython (``tests/site/test_rules_lang.py``).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import own_context_game
from test_site_rules import fit_problems, wait_closed, wait_open

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}


@pytest.fixture
def phone(chromium, site_url):
    yield from own_context_game(chromium, site_url, locale="en-US", viewport=PHONE)


def rules_fit_problems(page) -> list[str]:
    """What does not fit in the rules dialog (``test_site_rules``'s check; the page behind it
    is not the rules': the German new-game screen's top bar is 4 px too wide at 390 px)."""
    return [p for p in fit_problems(page) if p != "the page scrolls sideways"]


def speaks(page, lang: str) -> None:
    page.wait_for_function("lang => document.documentElement.dataset.lang === lang", arg=lang)


def test_the_rules_speak_the_language_chosen_search_in_it_and_follow_a_switch(phone):
    page = phone.open("?lang=de")
    speaks(page, "de")
    page.locator("#top-actions [data-action=rules]").click()
    wait_open(page)
    expect(page.locator("#rules-title")).to_have_text("So wird gespielt")
    expect(page.locator("#rules [data-action=rules-close]")).to_have_text("Schließen")
    expect(page.locator("#rules-island-h")).to_have_text("Die Insel")
    assert not rules_fit_problems(page), rules_fit_problems(page)

    page.get_by_role("searchbox", name="Regeln durchsuchen").fill("Räuber")
    page.wait_for_function("() => Number(document.documentElement.dataset.rulesFound) > 0")
    expect(page.locator("#rules-found")).to_contain_text("passen zu „Räuber“")
    assert page.locator("#rules-body > section").first.get_attribute("id") == "rules-seven"
    expect(page.locator("#rules-seven-h")).to_contain_text("Aschewolke")
    page.keyboard.press("Escape")
    wait_closed(page)

    page.locator("#ng-lang").focus()
    page.locator("#ng-lang").select_option("fr")
    speaks(page, "fr")
    page.locator("#top-actions [data-action=rules]").click()
    wait_open(page)
    expect(page.locator("#rules-title")).to_have_text("Comment jouer")
    expect(page.locator("#rules-seven-h")).to_have_text("Le 7 et le nuage de cendres")
    assert page.locator("#rules-body").get_attribute("data-lang") == "fr"
    expect(page.locator("#rules-q")).to_have_value("")  # (the German search is not carried over)
    assert not rules_fit_problems(page), rules_fit_problems(page)
    page.get_by_role("searchbox", name="Chercher dans les règles").fill("voleur")
    page.wait_for_function("() => Number(document.documentElement.dataset.rulesFound) > 0")
    assert page.locator("#rules-body > section").first.get_attribute("id") == "rules-seven"
