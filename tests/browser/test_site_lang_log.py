"""The game log in German on a phone (issue 28): its heading (``Spielverlauf``, on a phone's
folded log ``Verlauf``) and its name for a screen reader in German, and every line it shows
German: places by their tiles in German words ("Ecke an Holz 8, ..."), no English word.
Waiting is on ``data-lang``, ``data-screen`` and the driver's state, never a sleep."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from conftest import own_context_game
from driver import link, play_until
from mirror import Mirror

pytestmark = pytest.mark.browser

ENGLISH = re.compile(r"\b(the|and|of|with|from|rolled|built|founded|raised|took|stole|traded|ended|corner|coast|"
                     r"edge|Pine|Kelp|Basalt|Millet|Copper|Ashcloud|renown|Game log)\b")


@pytest.fixture
def phone(chromium, site_url):
    yield from own_context_game(chromium, site_url, locale="en-US", viewport={"width": 390, "height": 844})


def test_a_german_phones_log_speaks_german(phone) -> None:
    kinds = ("human", "ai-easy", "ai-easy")
    page = phone.open(link(7, kinds, "&pace=0&lang=de&rules=living"))
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    page.wait_for_function("document.documentElement.dataset.lang === 'de'")
    mirror = Mirror(7, kinds, rules="living")
    play_until(page, mirror, lambda m: m.state.turns >= 4 and m.state.phase.label == "main" and m.screen.my_turn())
    expect(page.locator("#log")).to_have_attribute("aria-label", "Spielverlauf")
    expect(page.locator("#log-box .log-long")).to_have_text("Spielverlauf")
    expect(page.locator("#log-box .log-short")).to_have_text("Verlauf")
    summary = page.locator("#log-box summary")
    summary.scroll_into_view_if_needed()
    summary.click()
    expect(page.locator("#log li").first).to_be_visible()
    lines = page.locator("#log li").all_text_contents()
    assert len(lines) >= 8
    said = lines
    for seat in mirror.screen.table.seats:  # (the seats' names are people's: as given)
        said = [line.replace(seat.name, "") for line in said]
    assert not [line for line in said if ENGLISH.search(line)], said
    assert any("Ecke an " in line for line in lines), lines
    page.locator("#log").scroll_into_view_if_needed()
