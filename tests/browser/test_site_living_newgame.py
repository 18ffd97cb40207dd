"""Living Island from the new-game screen, in the page: choosing the rules, starting, the address,
a reload, the first-time walkthrough (once per device, skippable, never in a coached game) and
the rules dialog finding Living Island's words.

One page for the module; waiting is on ``<html>``'s ``data-*`` attributes, roles and fields,
never a sleep.  Screenshots at 390x844 go to ``test-artifacts/living-*.png``.
"""

from __future__ import annotations

import json
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from conftest import ROOT, own_context_game, wait_ready
from driver import data, forget_saves, play_until
from mirror import Mirror

pytestmark = pytest.mark.browser

SETTINGS = "cinderisle.newgame"
WALK = "cinderisle.living-walkthrough"
PHONE = {"width": 390, "height": 844}
LIVING_LINK = "?seed=5&seats=human,ai-easy,ai-easy,ai-easy&rules=living"


def query(page) -> dict[str, list[str]]:
    return parse_qs(urlsplit(page.url).query)


def forget(page, *keys: str) -> None:
    page.evaluate("keys => keys.forEach(k => localStorage.removeItem(k))", list(keys))


def stored(page, key: str) -> str | None:
    return page.evaluate("k => localStorage.getItem(k)", key)


def wait_data(page, name: str, value: str) -> None:
    page.wait_for_function("([n, v]) => document.documentElement.dataset[n] === v", arg=[name, value])


def fresh_form(game, q: str = "?island=landfall"):
    """The new-game screen of ``q`` on a device that keeps no game, no settings, no walkthrough."""
    page = game.follow("?island=landfall")
    forget_saves(page)
    forget(page, SETTINGS, WALK)
    page = game.follow(q)
    wait_data(page, "screen", "new-game")
    return page


def rules_checked(page) -> str:
    return page.locator('#ng-rules input[data-field="rules"]:checked').get_attribute("value")


def test_choosing_living_island_starts_it_keeps_it_and_walks_through_once(game):
    page = game.page
    page.set_viewport_size(PHONE)
    page = fresh_form(game)
    assert rules_checked(page) == "cinderisle" and data(page)["rules"] == "cinderisle"
    living = page.locator('[data-rules-choice="living-island"]')
    expect(living).to_contain_text("Living Island")
    expect(page.locator('[data-rules-choice="cinderisle"]')).to_contain_text("Cinderisle")
    living.click()
    wait_data(page, "rules", "living-island")
    assert rules_checked(page) == "living-island" and query(page).get("rules") == ["living"]
    expect(living).to_have_class("ng-rule is-on")
    game.screenshot("living-newgame-form-390x844")

    page.locator('#newgame [data-action="start"]').click()
    wait_data(page, "screen", "game")
    wait_data(page, "rules", "living-island")
    assert query(page).get("rules") == ["living"], page.url
    assert json.loads(stored(page, SETTINGS))["rules"] == "living-island", "the choice is remembered"

    # The walkthrough: once, step by step, each a card the player can read.
    card = page.locator("#walkthrough")
    for n in range(1, 5):
        wait_data(page, "walkthrough", f"step-{n}")
        expect(card).to_be_visible()
        expect(card).to_have_attribute("role", "dialog")
        box = card.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"] + 1, box
        assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"] + 1, box
        if n in (1, 4):
            game.screenshot(f"living-walkthrough-{n}-390x844")
        card.locator('[data-action="walk-next"]').click()
    wait_data(page, "walkthrough", "done")
    expect(card).to_have_count(0)
    assert stored(page, WALK) == "done"

    # A reload: the same Living game, and no walkthrough again.
    address = page.url
    page.reload()
    wait_ready(page)
    wait_data(page, "screen", "game")
    wait_data(page, "rules", "living-island")
    assert page.url == address and query(page).get("rules") == ["living"]
    assert data(page).get("walkthrough") == "done"
    expect(page.locator("#walkthrough")).to_have_count(0)

    # Back to a new game: the form opens on Living Island, as this device last chose.
    page.locator('[data-action="new-game"]').first.click()
    wait_data(page, "screen", "new-game")
    assert rules_checked(page) == "living-island" and query(page).get("rules") == ["living"]


def test_a_living_link_without_seats_opens_the_form_on_living_island(game):
    page = fresh_form(game, "?island=landfall&rules=living")
    assert rules_checked(page) == "living-island"
    wait_data(page, "rules", "living-island")
    # Choosing Cinderisle takes rules= out of the address.
    page.locator('[data-rules-choice="cinderisle"]').click()
    wait_data(page, "rules", "cinderisle")
    assert "rules" not in query(page)


def test_old_settings_without_a_rule_set_open_on_cinderisle(game):
    page = fresh_form(game)
    old = {"format": "cinderisle-newgame", "version": 1, "tide": False, "island": "landfall", "clocks": "relaxed",
           "seats": [{"kind": "human", "name": "Ana", "colour": "Coral"},
                     {"kind": "ai-easy", "name": "", "colour": "Moss"}]}
    page.evaluate("([k, t]) => localStorage.setItem(k, t)", [SETTINGS, json.dumps(old)])
    page = game.follow("?island=landfall")
    wait_data(page, "screen", "new-game")
    assert rules_checked(page) == "cinderisle"
    assert page.get_by_label("Name of seat 1").input_value() == "Ana", "the rest of the settings kept"


def test_the_walkthrough_can_be_skipped_and_never_shows_in_cinderisle_or_a_coached_game(game):
    page = fresh_form(game)
    page = game.follow(LIVING_LINK)
    wait_data(page, "walkthrough", "step-1")
    page.locator('#walkthrough [data-action="walk-skip"]').click()
    wait_data(page, "walkthrough", "done")
    expect(page.locator("#walkthrough")).to_have_count(0)
    assert stored(page, WALK) == "done"
    # A Cinderisle game says nothing of it; nor does Learn to play, even on a device that never saw it.
    forget(page, WALK)
    page = game.follow("?seed=5&seats=human,ai-easy,ai-easy,ai-easy")
    wait_data(page, "screen", "game")
    wait_data(page, "rules", "cinderisle")
    assert data(page).get("walkthrough") is None
    expect(page.locator("#walkthrough")).to_have_count(0)
    page = fresh_form(game)
    page.locator('#newgame [data-action="learn"]').click()
    wait_data(page, "screen", "game")
    page.wait_for_function("() => !!document.documentElement.dataset.coach")
    assert data(page).get("walkthrough") is None and data(page)["rules"] == "cinderisle"
    expect(page.locator("#walkthrough")).to_have_count(0)


def test_in_hotseat_the_walkthrough_waits_behind_the_privacy_screen(game):
    """Two people at one device: the first steps never stand over the privacy screen (the ring
    would point at a tile it hides, and on a phone the card covered the tap-in button); they
    show once the first person has tapped in."""
    page = game.page
    page.set_viewport_size(PHONE)
    page = fresh_form(game)
    page = game.follow("?seed=5&seats=human,human,ai-easy&rules=living")
    wait_data(page, "screen", "game")
    wait_data(page, "privacy", "1")
    wait_data(page, "walkthrough", "waiting")
    expect(page.locator("#walkthrough")).to_have_count(0)
    expect(page.locator("#walk-ring")).to_have_count(0)
    tap_in = page.locator('[data-action="tap-in"]')
    expect(tap_in).to_be_visible()
    tap_in.click()
    wait_data(page, "privacy", "0")
    wait_data(page, "walkthrough", "step-1")
    card = page.locator("#walkthrough")
    expect(card).to_be_visible()
    assert card.get_attribute("data-target") == "1"  # (the halves are on the screen now)
    card.locator('[data-action="walk-next"]').click()
    wait_data(page, "walkthrough", "step-2")
    assert stored(page, WALK) is None


def test_the_walkthrough_waits_behind_a_sheet(game):
    """A sheet opened while a step shows (Trade with the Supply, say): the step waits behind it,
    off the page, as behind the privacy screen (over the sheet, its card stood on the sheet's
    controls and its ring pointed at the sheet's words), and comes back once the sheet closes, by
    its Close or by Escape (which closes the sheet only: it skipped the step it uncovered too)."""
    from engine.phase import Phase

    page = fresh_form(game)
    page = game.follow(LIVING_LINK)
    wait_data(page, "walkthrough", "step-1")
    kinds = ("human", "ai-easy", "ai-easy", "ai-easy")
    mirror = Mirror(5, kinds, rules="living")
    play_until(page, mirror, lambda m: m.state.phase == Phase.MAIN and m.screen.my_turn())
    assert data(page)["walkthrough"] == "step-1"
    page.locator('#tray [data-action="sheet"][data-sheet="trade"]').click()
    wait_data(page, "sheet", "trade")
    wait_data(page, "walkthrough", "waiting")
    expect(page.locator("#walkthrough")).to_have_count(0)
    expect(page.locator("#walk-ring")).to_have_count(0)
    page.keyboard.press("Escape")  # closes the sheet, and only the sheet: the step it uncovers stays
    wait_data(page, "walkthrough", "step-1")
    expect(page.locator("#walkthrough")).to_be_visible()
    assert data(page).get("sheet", "") == "" and stored(page, WALK) is None
    page.locator('#tray [data-action="sheet"][data-sheet="trade"]').click()
    wait_data(page, "walkthrough", "waiting")
    page.locator('[data-action="sheet"][data-sheet=""]').click()
    wait_data(page, "walkthrough", "step-1")
    expect(page.locator("#walkthrough")).to_be_visible()


def test_a_step_without_its_element_stands_in_the_middle(game):
    page = fresh_form(game)
    page = game.follow(LIVING_LINK)
    wait_data(page, "walkthrough", "step-1")
    card = page.locator("#walkthrough")
    for _ in range(3):  # to Reclaim: the tray shows no Reclaim before the game's first roll
        card.locator('[data-action="walk-next"]').click()
    wait_data(page, "walkthrough", "step-4")
    target = page.locator('[data-action="mode"][data-kind="reclaim"], [data-action="mode"][data-mode="reclaim"]')
    shown = target.count() and target.first.is_visible()
    assert card.get_attribute("data-target") == ("1" if shown else "0")
    if not shown:
        expect(card).to_have_class("walk-card is-centred")
        box, view = card.bounding_box(), page.viewport_size
        assert box and abs(box["x"] + box["width"] / 2 - view["width"] / 2) < 4
    card.locator('[data-action="walk-next"]').click()
    wait_data(page, "walkthrough", "done")


def test_the_rules_dialog_finds_reclaim(game):
    page = fresh_form(game)
    page.locator('#top-actions [data-action="rules"]').click()
    wait_data(page, "rulesDialog", "open")
    page.locator("#rules-q").fill("Reclaim")
    page.wait_for_function("() => Number(document.documentElement.dataset.rulesFound) > 0")
    expect(page.locator("#rules-body #rules-reclaim")).to_be_visible()
    expect(page.locator("#rules-body #rules-reclaim mark").first).to_have_text("Reclaim")
    expect(page.locator("#rules-body #rules-term-reclaim")).to_be_visible()
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.documentElement.dataset.rulesDialog === undefined")


def test_a_step_points_at_its_element_with_a_ring_and_the_card_beside_it(game):
    """The next spin's step rings the board's own Next spin control (the act bar's)."""
    page = game.page
    page.set_viewport_size(PHONE)
    page = fresh_form(game)
    page = game.follow(LIVING_LINK)
    wait_data(page, "walkthrough", "step-1")
    card = page.locator("#walkthrough")
    card.locator('[data-action="walk-next"]').click()
    wait_data(page, "walkthrough", "step-2")
    card.locator('[data-action="walk-next"]').click()
    wait_data(page, "walkthrough", "step-3")
    assert card.get_attribute("data-step") == "spin" and card.get_attribute("data-target") == "1"
    target, ring, box = (page.locator(s).first.bounding_box()
                         for s in ('[data-action="preview-spin"]', "#walk-ring",
                                   "#walkthrough"))
    assert ring["x"] <= target["x"] and ring["x"] + ring["width"] >= target["x"] + target["width"]
    assert ring["y"] <= target["y"] and ring["y"] + ring["height"] >= target["y"] + target["height"]
    assert box["y"] >= target["y"] + target["height"], "the card is below what it points at"
    game.screenshot("living-walkthrough-3-pointing-390x844")
    card.locator('[data-action="walk-skip"]').click()
    wait_data(page, "walkthrough", "done")
    expect(page.locator("#walk-ring")).to_have_count(0)


# ---------------------------------------------------------------- axe-core

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


@pytest.fixture
def axe_phone(chromium, site_url):
    """A page at 390x844 whose CSP lets axe-core be injected."""
    yield from own_context_game(chromium, site_url, viewport=PHONE, bypass_csp=True)


def axe_problems(page) -> list[str]:
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate(
        """async () => { const r = await axe.run(document, {resultTypes: ['violations']});
        return r.violations.map(v => v.id + ' (' + v.impact + '): ' + v.help + ' :: '
            + v.nodes.slice(0, 4).map(n => n.target.join(' ')).join(', ')); }""")
    return list(result)


def test_axe_finds_nothing_on_the_living_form_and_the_walkthrough(axe_phone):
    page = axe_phone.open("?island=landfall")
    forget_saves(page)
    forget(page, SETTINGS, WALK)
    page = axe_phone.follow("?island=landfall&rules=living")
    wait_data(page, "rules", "living-island")
    assert axe_problems(page) == []
    page = axe_phone.follow(LIVING_LINK)
    wait_data(page, "walkthrough", "step-1")
    assert axe_problems(page) == []
    page.keyboard.press("Escape")  # Escape skips it too
    wait_data(page, "walkthrough", "done")
    expect(page.locator("#walkthrough")).to_have_count(0)
