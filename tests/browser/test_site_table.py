"""At the table (issue 13): a slip never costs a turn.

A double tap on Roll never ends the turn; the seat on turn takes its builds back with the
Undo control or Ctrl+Z, and the page, the save and the record are then as they were.
Waiting is on ``data-*`` attributes only.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from driver import Mirror, can_build, data, link, play_until, settle, step

pytestmark = pytest.mark.browser

ONE_HUMAN = ("human", "ai-easy", "ai-easy", "ai-easy")


def saved(page) -> dict:
    return json.loads(page.evaluate("localStorage.getItem('cinderisle.table')"))


def test_a_double_tap_on_roll_rolls_and_never_ends_the_turn(game):
    page = game.follow(link(3, ONE_HUMAN))
    mirror = Mirror(3, ONE_HUMAN)
    for _ in range(60):
        d = settle(page)
        if d["phase"] == "pre-roll" and d["turn"] == "0":
            break
        step(page, mirror)
    else:
        raise AssertionError("the human's turn never came")
    before = int(d["actions"])
    roll = page.locator("[data-action=roll]")
    box = roll.bounding_box()
    page.mouse.dblclick(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_function("n => Number(document.documentElement.dataset.actions) > n", arg=before)
    d = settle(page)
    mirror.press(action="roll")
    assert mirror.state.phase.label == "main", "this seed's roll is no 7: End turn comes at once"
    assert d["phase"] == "main", f"the second tap ended the turn (the page is at {d['phase']})"
    end = page.locator("[data-action=end]")
    e = end.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    assert e["x"] <= x <= e["x"] + e["width"] and e["y"] <= y <= e["y"] + e["height"], "the second tap lands on End turn"
    assert d["turn"] == "0" and int(d["actions"]) == len(mirror.screen.table.game.actions), "the turn goes on"
    page.wait_for_function("document.documentElement.dataset.endReady === '1'")
    end.click()  # now it ends the turn
    page.wait_for_function("n => document.documentElement.dataset.turns !== n", arg=d["turns"])


def test_undo_takes_a_causeway_back_and_the_save_is_as_before(game):
    from driver import quick_seed

    seed = quick_seed(ONE_HUMAN, "causeway")
    page = game.follow(link(seed, ONE_HUMAN))
    mirror = Mirror(seed, ONE_HUMAN)
    play_until(page, mirror, can_build("causeway"))
    undo = page.locator("[data-action=undo]")
    expect(undo).to_be_disabled()  # nothing to take back after the roll
    before, hand = saved(page), page.eval_on_selector_all(
        "[data-hand-seat='0'] [data-res]", "els => els.map(e => e.dataset.count)")
    page.locator("[data-action=mode][data-kind=causeway]").click()
    mirror.press(action="mode", kind="causeway")
    edge = mirror.lowest("edge")
    n = data(page)["actions"]
    page.locator(f'[data-edge="{edge}"]').click()
    page.wait_for_function("n => document.documentElement.dataset.actions !== n", arg=n)
    mirror.press(action="site", edge=edge)
    expect(undo).to_be_enabled()
    label = undo.get_attribute("aria-label")
    assert label.startswith("Undo the causeway by ") or label.startswith("Undo the causeway on "), label
    assert undo.get_attribute("title") == f"Take back {label.removeprefix('Undo ')} (Ctrl+Z)"
    assert not re.search(r"\d\d", label.replace("10", "").replace("11", "").replace("12", "")), label
    expect(page.locator(f'[data-piece=causeway][data-at="{edge}"]')).to_have_count(1)

    page.locator("body").press("Control+z")  # the keyboard takes it back as the control does
    page.wait_for_function("n => document.documentElement.dataset.actions === n", arg=n)
    mirror.press(action="undo")
    expect(page.locator(f'[data-piece=causeway][data-at="{edge}"]')).to_have_count(0)
    assert page.eval_on_selector_all("[data-hand-seat='0'] [data-res]", "els => els.map(e => e.dataset.count)") == hand
    after = saved(page)
    assert after["record"] == before["record"], "the record holds only what stands"
    assert mirror.screen.table.game.actions == mirror.screen.table.game.actions[:int(n)]
    expect(undo).to_be_disabled()
    expect(page.locator("#log")).not_to_contain_text(label.removeprefix("Undo the "))
