"""Living Island's board on the page (issue 27, section 3): every half drawn with its resource,
the tokens' numbers now, "Next spin", the act bar; the island full width on a phone and the act
bar clear of it.  The expected island comes from the same game in CPython."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from engine.cards import RESOURCES
from engine.game import GameConfig
from engine.halves import half_id
from engine.hexgrid import TILE_IDS
from engine.living import NO_HALF, SCORCHED

import test_site_a11y
from driver import data, forget_saves, link, new_game, settle
from model.table import SeatSpec, Table
from test_site_a11y import assert_axe_clean, clean_device
from update.screen import Screen

pytestmark = pytest.mark.browser

SEED = 5
SEATS = ("human", "ai-easy", "ai-easy", "ai-easy")


def expected():
    """The Living facts of the game the link starts, at its start (dealt by the seed)."""
    s = Screen(Table(GameConfig(seats=4, seed=SEED, rules="living"), [SeatSpec(k) for k in SEATS]))
    return s.frame().view.living


def board_facts(page) -> dict:
    return page.evaluate("""() => ({
      halves: Object.fromEntries([...document.querySelectorAll('#board [data-half]')]
                                 .map(e => [e.dataset.half, e.dataset.resource])),
      numbers: Object.fromEntries([...document.querySelectorAll('#board [data-tile]')]
                                  .map(e => [e.dataset.tile, e.dataset.number])),
      next: Object.fromEntries([...document.querySelectorAll('#board [data-tile]')]
                               .filter(e => e.querySelector('[data-next]'))
                               .map(e => [e.dataset.tile, e.querySelector('[data-next]').dataset.next])),
    })""")


@pytest.mark.parametrize("size", [(390, 844), (1024, 768)], ids=["phone", "tablet"])
def test_the_living_board_shows_its_halves_numbers_preview_and_act(game, size):
    page = game.page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    new_game(game, link(SEED, SEATS, "&rules=living&pace=0"))
    d = settle(page)
    assert d["rules"] == "living-island" and d["act"] == "1"
    living = expected()

    # every half, in its resource's look
    facts = board_facts(page)
    assert facts["halves"] == {half_id(h): "scorched" if r == SCORCHED else RESOURCES[r]
                               for h, r in enumerate(living.halves) if r != NO_HALF}
    assert len(facts["halves"]) == 36
    assert facts["numbers"] == {TILE_IDS[t]: "" if n is None else str(n) for t, n in enumerate(living.numbers)}
    assert facts["next"] == {}

    # the act bar: the act, what moves it on, the next event's chances
    bar = page.locator('[data-living="act"]')
    expect(bar).to_be_visible()
    expect(bar.locator('[data-living="next-act"]')).to_have_text("Act II when someone has 5 renown")
    for kind, pct in (("burn", 75), ("heal", 0), ("still", 25)):
        chance = bar.locator(f'[data-chance="{kind}"]')
        expect(chance).to_be_visible()
        expect(chance).to_contain_text(f"{pct}%")

    # the island keeps the phone's width, and the act bar stays clear of it
    boxes = page.evaluate("""() => {
      const r = e => { const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
      // (the bar's parts: a phone's status places them itself, the bar's own box is none)
      const parts = [...document.querySelectorAll('[data-living="act"] :is([data-living], [data-action])')]
        .map(r).filter(b => b[2] > b[0]);
      const bar = [0, 1, 2, 3].map(i => (i < 2 ? Math.min : Math.max)(...parts.map(b => b[i])));
      return {tiles: r(document.querySelector('#board .tiles')), bar,
              status: r(document.getElementById('status'))};
    }""")
    bar, status, tiles = boxes["bar"], boxes["status"], boxes["tiles"]
    assert status[1] - 0.5 <= bar[1] and bar[3] <= status[3] + 0.5, "the act bar is out of the status box's sight"
    apart = status[2] <= tiles[0] or tiles[2] <= status[0] or status[3] <= tiles[1] or tiles[3] <= status[1]
    assert apart, "the status box covers the island"
    if size[0] < 600:
        assert tiles[2] - tiles[0] >= 0.88 * size[0], "the island is no longer full width on a phone"
    game.screenshot(f"living-board-{size[0]}")

    # Next spin: every token shows its number after the next ring step, and back
    spin = page.locator('[data-action="preview-spin"]')
    expect(spin).to_have_attribute("aria-pressed", "false")
    spin.click()
    expect(page.locator("#board [data-next]")).to_have_count(18)
    expect(spin).to_have_attribute("aria-pressed", "true")
    facts = board_facts(page)
    assert facts["next"] == {TILE_IDS[t]: str(n) for t, n in enumerate(living.preview) if n is not None}
    assert facts["next"] != {k: v for k, v in facts["numbers"].items() if v}
    game.screenshot(f"living-board-{size[0]}-next-spin")
    assert data(page)["actions"] == d["actions"], "Next spin is no move"
    page.locator('[data-action="preview-spin"]').click()
    expect(page.locator("#board [data-next]")).to_have_count(0)


axe_game = test_site_a11y.axe_game
"""A page booted at each of the three sizes, axe-core allowed in (``test_site_a11y``'s fixture)."""


def test_axe_finds_nothing_on_the_living_board(axe_game):
    """The halves, the act bar and Next spin at the three sizes (axe_game: phone, portrait, landscape)."""
    clean_device(axe_game)
    page = axe_game.follow(link(SEED, SEATS, "&rules=living&pace=0"))
    settle(page)
    expect(page.locator("#board [data-half]")).to_have_count(36)
    assert_axe_clean(page, "a Living Island board in placement")
    page.locator('[data-action="preview-spin"]').click()
    expect(page.locator("#board [data-next]")).to_have_count(18)
    assert_axe_clean(page, "a Living Island board with Next spin on")
    forget_saves(page)
