"""axe-core on every screen of a Living Island game, at 390x844, 768x1024 and 1024x768.

One page per size visits the screens in turn: the main phase (the tray with Reclaim and
Bribe), Reclaim's row and its payment's sheet, Next spin on, the rules opened at Living
Island, the open table (the offer sheet, then the quotes side by side), then an all-AI game
played to its end by healing (seed 52, ``test_site_living_events``): the end screen with the
island's life, and the island under it with the last world event's card.  axe must find
nothing at all (``test_site_a11y.assert_axe_clean``).  Waiting is on ``data-*``, roles and text.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from engine.cards import RESOURCES

from conftest import own_context_game
from driver import link, new_game, play_until, press, settle
from model.adapter import engine_state
from test_site_a11y import AXE, AXE_SIZES, assert_axe_clean
from test_site_living_events import QUERY as HEALED_GAME
from test_site_living_tray import SEATS, SEED, living_mirror, ready

pytestmark = pytest.mark.browser


@pytest.fixture(params=list(AXE_SIZES))
def axe_page(request, chromium, site_url):
    """A page at one of the three sizes whose CSP lets axe-core be injected."""
    assert AXE.exists(), "axe-core is missing: run npm ci (it is a dev dependency in package.json)"
    width, height = AXE_SIZES[request.param]
    yield from own_context_game(chromium, site_url, viewport={"width": width, "height": height}, bypass_csp=True)


def _tray_and_reclaim(page) -> None:
    assert_axe_clean(page, "Living Island's main phase (the tray with Reclaim and Bribe)")
    page.locator("[data-action=mode][data-kind=reclaim]:visible").click()
    expect(page.locator("[data-living-mode=reclaim]")).to_be_visible()
    assert_axe_clean(page, "Reclaim's row")
    page.locator("[data-living-mode=reclaim] [data-action=sheet][data-sheet=pay]").click()
    expect(page.locator("[data-sheet-open=pay]")).to_be_visible()
    assert_axe_clean(page, "Reclaim's payment sheet")
    page.locator("[data-sheet-open=pay] [data-action=sheet][data-sheet='']").click()
    page.locator("[data-living-mode=reclaim] [data-action=cancel]").click()
    expect(page.locator("[data-living-mode]")).to_have_count(0)


def _next_spin(page) -> None:
    spin = page.locator('[data-action="preview-spin"]:visible')
    spin.click()
    expect(page.locator("#board [data-next]")).to_have_count(18)
    assert_axe_clean(page, "Next spin on")
    spin.click()
    expect(page.locator("#board [data-next]")).to_have_count(0)


def _rules_at_living(page) -> None:
    page.evaluate("location.hash = '#rules-living'")
    page.wait_for_function("() => document.documentElement.dataset.rulesDialog === 'open'"
                           " && document.documentElement.dataset.rulesSection === 'living'")
    expect(page.locator("#rules-living")).to_be_visible()
    assert_axe_clean(page, "the rules at Living Island")
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.documentElement.dataset.rulesDialog === undefined")


def _open_table(page, mirror) -> None:
    s = mirror.screen
    st = engine_state(s)
    me = s.viewer()
    page.locator("#tray [data-action=sheet][data-sheet=offer]:visible").click()
    page.wait_for_function("() => document.documentElement.dataset.sheet === 'offer'")
    assert_axe_clean(page, "the open table's offer sheet")
    want = next(r for r in range(len(RESOURCES)) if not st.hands[me][r])
    page.locator(f"[data-action=step][data-draft=want][data-res={RESOURCES[want]}][data-delta='1']").click()
    page.wait_for_function("document.querySelector('[data-action=post-offer]')?.textContent.includes('Post Ask')")
    press(page, "[data-action=post-offer]")
    page.locator("[data-quotes-shown=true]").wait_for()
    assert page.locator(".quote[data-seat]").count() == len(SEATS) - 1, "every other seat's answer side by side"
    assert_axe_clean(page, "the quotes side by side")


def _healed_end(game) -> None:
    page = new_game(game, HEALED_GAME)
    page.wait_for_function("() => document.documentElement.dataset.phase === 'over'", timeout=120_000)
    end = page.locator("#end .end")
    expect(end.locator("#end-title")).to_contain_text("The island healed whole")
    expect(end.locator('[data-chart="life"]')).to_have_count(1)
    assert_axe_clean(page, "the end by healing and the island's life")
    end.get_by_role("button", name="See the island").click()
    expect(page.locator("#event [data-event-card]")).to_be_visible()
    assert_axe_clean(page, "the island after the game, the last world event's card")


def test_axe_finds_nothing_on_any_living_screen(axe_page):
    game = axe_page
    page = new_game(game, link(SEED, SEATS, "&pace=0&rules=living"))
    mirror = living_mirror(SEED)
    play_until(page, mirror, ready, limit=60)
    assert settle(page)["phase"] == "main"
    _tray_and_reclaim(page)
    _next_spin(page)
    _rules_at_living(page)
    _open_table(page, mirror)
    _healed_end(game)
