"""Living Island's hand and tray on the page (issue 27, section 3): the owner's half cards
and the Supply's halves, Reclaim's payment and the engine's refusal, a Bribe played on a
glowing tile, its control refused afterwards with the engine's reason; at a phone's and a
tablet's size, the tray's Living controls in sight without scrolling.  The same game runs in
CPython beside the page (:class:`mirror.Mirror`), so the test knows what the engine says."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from engine.cards import N_RES, RES_NAMES, RESOURCES
from engine.game import GameConfig
from engine.hexgrid import TILE_IDS

from conftest import own_context_game
from driver import click_site, data, glowing, link, new_game, play_until, settle, step
from mirror import Mirror
from model.table import SeatSpec, Table
from test_site_a11y import AXE, assert_axe_clean
from update.screen import Screen

pytestmark = pytest.mark.browser

SEATS = ("human", "ai-easy", "ai-easy", "ai-easy")
SEED = 20
"""A seed where the simple policy soon holds a half card and may Reclaim and Bribe
(searched in CPython: after 8 presses)."""


def living_mirror(seed: int) -> Mirror:
    m = Mirror.__new__(Mirror)
    m.screen = Screen(Table(GameConfig(seats=len(SEATS), seed=seed, players=SEATS, rules="living"),
                            [SeatSpec(k) for k in SEATS]))
    m.settle()
    return m


def ready(m: Mirror) -> bool:
    s = m.screen
    kinds = {a.kind for a in s.legal()}
    return (m.state.phase.label == "main" and s.my_turn() and {"reclaim", "bribe"} <= kinds
            and any(m.state.living.held[0]))


def in_view(page, selector: str) -> None:
    """The element is on the screen as it is, without scrolling."""
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    assert box is not None, selector
    assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"] + 1, (selector, box, size)
    assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"] + 1, (selector, box, size)


@pytest.mark.parametrize("size", [(390, 844), (768, 1024), (1024, 768)], ids=["phone", "portrait", "tablet"])
def test_living_hand_and_tray(game, size):
    page = game.page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    new_game(game, link(SEED, SEATS, "&pace=0&rules=living"))
    assert data(page)["rules"] == "living-island"
    m = living_mirror(SEED)
    play_until(page, m, ready, limit=60)
    st = m.state
    # The hand: whole cards and the owner's half ("Pine 3½"); the Supply with its halves.
    for r in range(N_RES):
        whole, half = st.hands[0][r], st.living.held[0][r]
        want = (f"{whole}½" if whole else "½") if half else str(whole)
        expect(page.locator(f"[data-hand-seat] [data-res={RESOURCES[r]}] .n")).to_have_text(want)
        supply = f"{st.supply[r]}½" if st.living.supply_half[r] else str(st.supply[r])
        assert page.locator(f".supply-item[data-res={RESOURCES[r]}]").get_attribute("title") == \
            f"{RES_NAMES[r]}: {supply} in the Supply"
    # Other seats show whole-card counts only.
    assert "½" not in page.locator("#seats").inner_text()
    for kind in ("reclaim", "bribe"):
        in_view(page, f"[data-action=mode][data-kind={kind}]:visible")
    # The tray keeps the page's width (nothing to scroll sideways), and every build's name and
    # Reclaim's and Bribe's fit their buttons.
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    clipped = page.evaluate("""() => [...document.querySelectorAll('#tray .btn.build .b-name')]
        .filter(e => e.getBoundingClientRect().width > 0 && e.scrollWidth > e.parentElement.clientWidth + 1)
        .map(e => e.textContent)""")
    assert clipped == [], clipped
    if size == (768, 1024):  # Reclaim and Bribe stand in the builds' height: the tray is as tall as Cinderisle's
        tall = page.evaluate("""() => { const b = document.querySelector('#tray .tray-builds .btn.build');
          return [b.getBoundingClientRect().height, parseFloat(getComputedStyle(b).minHeight)]; }""")
        assert tall[0] <= tall[1] + 2, tall
    game.screenshot(f"living-tray-{size[0]}")
    # Reclaim: the payment starts as the engine's own; two cards are refused in its words.
    page.locator("[data-action=mode][data-kind=reclaim]:visible").click()
    m.press(action="mode", kind="reclaim")
    expect(page.locator("[data-living-mode=reclaim]")).to_be_visible()
    expect(page.locator("[data-living-mode=reclaim] .mode-pay")).to_contain_text("Pay")
    game.screenshot(f"living-reclaim-{size[0]}")
    for control in ("[data-action=cancel]", "[data-action=sheet][data-sheet=pay]"):
        in_view(page, f"[data-living-mode=reclaim] {control}")
    in_view(page, "#board")  # (the halves to tap stay in sight)
    page.locator("[data-living-mode=reclaim] [data-action=sheet][data-sheet=pay]").click()
    m.press(action="sheet", sheet="pay")
    paid = next(r for r in range(N_RES) if m.screen.pay[r])
    page.locator(f"[data-action=step][data-draft=pay][data-res={RESOURCES[paid]}][data-delta='-1']").click()
    m.press(action="step", draft="pay", res=RESOURCES[paid], delta=-1)
    refused = "A Reclaim costs three cards of any kind."
    expect(page.locator("[data-sheet-open=pay] .is-refused")).to_have_text(refused)
    game.screenshot(f"living-pay-{size[0]}")
    page.locator("[data-sheet-open=pay] [data-action=sheet][data-sheet='']").click()
    m.press(action="sheet", sheet="")
    expect(page.locator("[data-living-mode=reclaim] .is-refused")).to_have_text(refused)
    page.locator("[data-living-mode=reclaim] [data-action=cancel]").click()
    m.press(action="cancel")
    # Bribe: the glowing tiles are the engine's; a press moves the Ashcloud there.
    page.locator("[data-action=mode][data-kind=bribe]:visible").click()
    m.press(action="mode", kind="bribe")
    expect(page.locator("[data-living-mode=bribe]")).to_be_visible()
    tiles = glowing(page, "tile")
    assert tiles == sorted(m.screen.pressable().tiles)
    assert m.state.ash not in tiles
    target = tiles[0]
    click_site(page, "tile", target)
    m.press(action="site", tile=TILE_IDS[target])
    assert m.state.ash == target and m.state.living.bribed
    expect(page.locator(f'[data-ashcloud="{TILE_IDS[target]}"]')).to_have_count(1)
    if settle(page)["phase"] == "rob":
        step(page, m)
    assert settle(page)["phase"] == "main"
    # Made once this turn: Bribe now says why not, in the engine's words.
    bribe = page.locator("[data-action=mode][data-kind=bribe]:visible")
    expect(bribe).to_have_attribute("aria-disabled", "true")
    why = m.screen.frame().why("bribe")
    assert why and bribe.get_attribute("data-why") == f"Bribe: {why}"
    assert "one Bribe a turn" in why


@pytest.fixture(scope="module")
def axe_phone(chromium, site_url):
    assert AXE.exists(), "axe-core is missing: run npm ci"
    yield from own_context_game(chromium, site_url, viewport={"width": 390, "height": 844}, bypass_csp=True)


def test_living_tray_is_axe_clean(axe_phone):
    """The tray with Reclaim and Bribe, a mode's row and the payment's sheet: axe finds nothing."""
    game = axe_phone
    page = game.page
    new_game(game, link(SEED, SEATS, "&pace=0&rules=living"))
    m = living_mirror(SEED)
    play_until(page, m, ready, limit=60)
    assert_axe_clean(page, "Living Island's tray")
    page.locator("[data-action=mode][data-kind=reclaim]:visible").click()
    expect(page.locator("[data-living-mode=reclaim]")).to_be_visible()
    assert_axe_clean(page, "Reclaim's row")
    page.locator("[data-living-mode=reclaim] [data-action=sheet][data-sheet=pay]").click()
    expect(page.locator("[data-sheet-open=pay]")).to_be_visible()
    assert_axe_clean(page, "the payment's sheet")
