"""Words a child understands (issue 25): every control shows its word, the game's own words in a
sentence open their glossary entry, the seat cards' icons are told, the rules find "robber"."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from driver import link, resize_game, settle, step
from mirror import Mirror

pytestmark = pytest.mark.browser

ONE_HUMAN = ("human", "ai-easy", "ai-easy", "ai-easy")

WORDLESS_JS = """() => {
  // Visible controls outside the island with no word a person can read: no text in an element of
  // more than a few pixels (a word hidden for screen readers lies in a box of 1 px).
  const seen = e => { const r = e.getBoundingClientRect(); return r.width > 4 && r.height > 4; };
  const worded = e => {
    const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode())
      if (n.textContent.trim() && n.parentElement.getClientRects().length && seen(n.parentElement)
          && getComputedStyle(n.parentElement).visibility !== 'hidden') return true;
    return false;
  };
  const out = [];
  for (const e of document.querySelectorAll('#topbar button, #game button, #game summary'))
    if (e.offsetParent !== null && !e.closest('#board') && !e.classList.contains('term') && !worded(e))
      out.push(e.outerHTML.slice(0, 90));
  for (const s of document.querySelectorAll('#topbar select, #game select')) {
    const label = s.closest('label');
    if (s.offsetParent !== null && !(label && [...label.querySelectorAll('span')].some(x => x.textContent.trim() && seen(x))))
      out.push(s.outerHTML.slice(0, 90));
  }
  return out;
}"""


def test_every_control_shows_its_word_on_a_phone(game):
    """The top bar's buttons, Hint, Show dots, the AI pace and the tray show a word, not only an
    icon: the coach tells a child to press "Show dots", and a child reads words."""
    page = game.follow(link(4, ONE_HUMAN))
    resize_game(page, (390, 844))
    try:
        mirror = Mirror(4, ONE_HUMAN)
        d = settle(page)
        assert d["phase"] == "setup-hearth"
        expect(page.locator("#tray [data-action=hint]")).to_be_visible()
        expect(page.locator("#tray [data-action=dots]")).to_be_visible()
        assert page.evaluate(WORDLESS_JS) == [], "placement"
        for name in ("Share", "Export", "New", "Rules"):
            expect(page.locator("#topbar .top-short", has_text=name)).to_be_visible()
        expect(page.locator("#topbar .pace-word")).to_be_visible()
        expect(page.locator("#tray [data-action=dots]")).to_contain_text("Show dots")
        for _ in range(80):
            d = settle(page)
            if d["phase"] == "main" and d["turn"] == d["viewer"]:
                break
            step(page, mirror, end_turns=False)
        assert page.evaluate(WORDLESS_JS) == [], "a turn"
        game.screenshot("words-390x844")
    finally:
        resize_game(page, (1024, 768))


def test_a_game_word_in_a_sentence_opens_its_entry_in_the_glossary(game):
    """A tap on "Ashcloud" in the prompt opens the rules at its short entry, which points at its
    rule; the control beside it keeps its own action."""
    page = game.follow(link(1, ONE_HUMAN))
    mirror = Mirror(1, ONE_HUMAN)
    for _ in range(300):
        d = settle(page)
        if d["phase"] == "move-ashcloud" and d["decider"] == d["viewer"]:
            break
        step(page, mirror)
    else:
        raise AssertionError("the human never moved the Ashcloud")
    term = page.locator("#prompt button.term", has_text="Ashcloud")
    expect(term).to_be_visible()
    term.click()
    page.wait_for_function("document.documentElement.dataset.rulesSection === 'term-ashcloud'")
    entry = page.locator("#rules-term-ashcloud")
    expect(entry).to_be_visible()
    expect(entry).to_contain_text("robber")
    entry.get_by_role("button", name="A 7 and the Ashcloud").click()
    page.wait_for_function("document.documentElement.dataset.rulesSection === 'seven'")
    page.keyboard.press("Escape")
    page.wait_for_function("document.documentElement.dataset.rulesDialog === undefined")
    assert settle(page)["phase"] == "move-ashcloud", "reading changed nothing"


def test_the_seat_cards_icons_are_told_during_placement(game):
    page = game.follow(link(4, ONE_HUMAN))
    resize_game(page, (390, 844))
    try:
        settle(page)
        legend = page.locator("[data-legend]")
        expect(legend).to_be_visible()
        for words in ("cards in hand", "venture cards", "Wardens shown"):
            expect(legend).to_contain_text(words)
    finally:
        resize_game(page, (1024, 768))


def test_searching_the_rules_for_robber_shows_the_ashcloud_first(game):
    page = game.follow("?island=landfall")
    page.keyboard.press("?")
    page.wait_for_function("document.documentElement.dataset.rulesDialog === 'open'")
    page.get_by_role("searchbox", name="Search the rules").fill("robber")
    page.wait_for_function("Number(document.documentElement.dataset.rulesFound) > 0")
    first = page.locator("#rules-body > section").first
    expect(first).to_have_attribute("id", "rules-seven")
    expect(first.locator("h3").first).to_have_text("A 7 and the Ashcloud")
    page.keyboard.press("Escape")
