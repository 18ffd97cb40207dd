"""Living Island on a 390x844 phone: the island nearly as wide as Cinderisle's, every control in
sight without scrolling.

The act bar's words take two short lines of the status box and "Next spin" stands in its head
(style.css), so the island keeps the room: its tiles at least 80 % of the phone's width in the
main phase (295 px of 390 when the button had a row of its own; Cinderisle's are 337), nothing
to scroll, Roll and then the tray's Living controls in view, whose turn it is never cut short, and
the status's lines inside its box.  The same game runs in CPython beside the page."""

from __future__ import annotations

import pytest

from driver import link, new_game, play_until, settle
from test_site_living_tray import SEATS, SEED, in_view, living_mirror, ready
from view.living_event import card_at

pytestmark = pytest.mark.browser

PHONE = (390, 844)
ISLAND_SHARE = 0.795
"""The least share of the phone's width the island's tiles span in the main phase."""

LAYOUT_JS = """() => {
  let x0 = Infinity, x1 = -Infinity;
  for (const t of document.querySelectorAll('#board [data-tile]')) {
    const b = t.getBoundingClientRect();
    x0 = Math.min(x0, b.left); x1 = Math.max(x1, b.right);
  }
  const status = document.getElementById('status'), head = status.querySelector('.status-head');
  const spin = document.querySelector('[data-action="preview-spin"]').getBoundingClientRect();
  const name = status.querySelector('.status-head .who-name');
  return {island: x1 - x0, scrolls: document.scrollingElement.scrollHeight > innerHeight + 1,
          statusCut: status.scrollHeight > status.clientHeight + 1,
          nameCut: !!name && name.scrollWidth > name.clientWidth + 1,
          spinInHead: spin.top >= head.getBoundingClientRect().top - 12 && spin.bottom <= head.getBoundingClientRect().bottom + 12,
          lines: [...status.children].filter(e => e.getClientRects().length).length};
}"""


def _fitted(page) -> None:
    page.wait_for_function("""() => { const b = document.getElementById('board'), r = b.getBoundingClientRect();
      return b.dataset.fitted === `${Math.round(r.width)}x${Math.round(r.height)}`; }""")


def test_the_living_island_keeps_a_phones_width_and_every_control_is_in_sight(game):
    page = game.page
    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
    if not page.url.startswith(game.url):
        game.open("?island=landfall")
    page.evaluate("localStorage.setItem('cinderisle.living-walkthrough', 'done')")  # (its steps cover the board)
    new_game(game, link(SEED, SEATS, "&pace=0&rules=living"))
    m = living_mirror(SEED)
    play_until(page, m, lambda m: m.state.phase.label == "pre-roll" and m.screen.my_turn() and m.state.turns > 0)
    assert settle(page)["phase"] == "pre-roll"
    in_view(page, "#tray [data-action=roll]")
    play_until(page, m, ready, limit=60)
    assert settle(page)["phase"] == "main"
    _fitted(page)
    found = page.evaluate(LAYOUT_JS)
    assert found["island"] >= ISLAND_SHARE * PHONE[0], found
    assert not found["scrolls"], "the page scrolls on a phone"
    assert not found["statusCut"], "the status box's lines do not fit it"
    assert not found["nameCut"], "whose turn it is is cut short in the status's head"
    assert found["spinInHead"], "Next spin is not in the status's head"
    for control in ("#tray [data-action=end]", "[data-action=mode][data-kind=reclaim]:visible",
                    "[data-action=mode][data-kind=bribe]:visible", '[data-action="preview-spin"]', "#log-box summary"):
        in_view(page, control)
    game.screenshot("living-phone-main-390")


TOP_SEED = 12
"""A game (the human and three ai-easy seats) whose world event, shown at the human's fourth
decision, changed halves in the island's bottom rows."""

COVER_JS = """() => {
  const card = document.querySelector('#event [data-event-card]');
  if (!card) return null;
  const c = card.getBoundingClientRect();
  const hs = [...document.querySelectorAll('#board [data-half][data-changed]')].map(h => h.getBoundingClientRect());
  return {at: card.dataset.at, changed: hs.length,
          hidden: hs.filter(r => r.bottom > c.top + 4 && r.top < c.bottom - 4 && r.right > c.left && r.left < c.right).length};
}"""


def _shows_low_change(m) -> bool:
    w = m.screen.table.world.shown_to(0)
    if w is None or w.event < 0:
        return False
    changed = {h: "burnt" for h in w.burnt} | {h: "healed" for h in w.healed}
    return card_at(changed) == "top"


def test_the_event_card_never_hides_the_halves_it_tells_of(game):
    page = game.page
    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
    if not page.url.startswith(game.url):
        game.open("?island=landfall")
    page.evaluate("localStorage.setItem('cinderisle.living-walkthrough', 'done')")
    new_game(game, link(TOP_SEED, SEATS, "&pace=0&rules=living"))
    m = living_mirror(TOP_SEED)
    play_until(page, m, _shows_low_change, limit=40)
    found = page.wait_for_function(COVER_JS).json_value()
    # The halves it changed lie low on the island: the card stands at its top, over none of them.
    assert found["at"] == "top" and found["changed"] > 0 and found["hidden"] == 0, found
    game.screenshot("living-event-card-top-390")
