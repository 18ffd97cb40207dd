"""At the table (issue 13): a slip never costs a turn.

A double tap on Roll never ends the turn; the seat on turn takes its builds back with the
Undo control or Ctrl+Z, and the page, the save and the record are then as they were.
Waiting is on ``data-*`` attributes only.
"""

from __future__ import annotations

import json
import math
import re

import pytest
from playwright.sync_api import expect

from driver import data, forget_saves, link, play_until, saved_game, settle, step
from mirror import Mirror, can_build
from model.adapter import engine_state

pytestmark = pytest.mark.browser

ONE_HUMAN = ("human", "ai-easy", "ai-easy", "ai-easy")


def saved(page) -> dict:
    data = saved_game(page)
    assert data is not None, "the game on the screen is saved"
    return data


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
    assert d["turn"] == "0" and int(d["actions"]) == len(mirror.screen.table.match.actions), "the turn goes on"
    page.wait_for_function("document.documentElement.dataset.endReady === '1'")
    end.click()  # now it ends the turn
    page.wait_for_function("n => document.documentElement.dataset.turns !== n", arg=d["turns"])


def test_undo_takes_a_causeway_back_and_the_save_is_as_before(game):
    from mirror import quick_seed

    seed = quick_seed(ONE_HUMAN, "causeway")
    page = game.follow(link(seed, ONE_HUMAN))
    mirror = Mirror(seed, ONE_HUMAN)
    play_until(page, mirror, can_build("causeway"))
    undo = page.locator("[data-action=undo]")
    # Nothing to take back after the roll: refused (aria-disabled, still focusable) and saying why.
    expect(undo).to_have_attribute("aria-disabled", "true")
    expect(undo).to_have_attribute("aria-describedby", "why-tray-undo")
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
    expect(undo).not_to_have_attribute("aria-disabled", "true")
    label = undo.get_attribute("aria-label")
    assert label.startswith("Undo the causeway by ") or label.startswith("Undo the causeway on "), label
    assert undo.get_attribute("title") == f"Take back {label.removeprefix('Undo ')} (Ctrl+Z)"
    shown = " ".join(undo.inner_text().split())
    assert shown == "Undo the causeway" and label.startswith(shown), (shown, label)  # brief; its name begins so
    assert not re.search(r"\d\d", label.replace("10", "").replace("11", "").replace("12", "")), label
    expect(page.locator(f'[data-piece=causeway][data-at="{edge}"]')).to_have_count(1)

    page.locator("body").press("Control+z")  # the keyboard takes it back as the control does
    page.wait_for_function("n => document.documentElement.dataset.actions === n", arg=n)
    mirror.press(action="undo")
    expect(page.locator(f'[data-piece=causeway][data-at="{edge}"]')).to_have_count(0)
    assert page.eval_on_selector_all("[data-hand-seat='0'] [data-res]", "els => els.map(e => e.dataset.count)") == hand
    after = saved(page)
    assert after["record"] == before["record"], "the record holds only what stands"
    assert mirror.screen.table.match.actions == mirror.screen.table.match.actions[:int(n)]
    expect(undo).to_have_attribute("aria-disabled", "true")
    expect(page.locator("#log")).not_to_contain_text(label.removeprefix("Undo the "))


def _to_human_move_ashcloud(game, seed: int):
    from engine.phase import Phase

    page = game.follow(link(seed, ONE_HUMAN))
    mirror = Mirror(seed, ONE_HUMAN)
    for _ in range(300):
        settle(page)
        s = mirror.screen
        if engine_state(s).phase == Phase.MOVE_ASHCLOUD and s.my_turn():
            return page, mirror
        step(page, mirror)
    raise AssertionError("the human never moved the Ashcloud")


def test_a_tile_the_ashcloud_may_not_take_says_why_when_pressed_or_focused(game):
    from engine.hexgrid import TILE_IDS

    page, mirror = _to_human_move_ashcloud(game, 1)
    barred = dict(mirror.screen.pressable().barred)
    sheltered = [t for t in barred if t != mirror.state.ash]
    assert sheltered, "seed 1 has a sheltered tile when the human moves the Ashcloud"
    tile = page.locator(f'#board .tile[data-tile="{TILE_IDS[sheltered[0]]}"]')
    expect(tile).to_have_attribute("aria-disabled", "true")
    n = data(page)["actions"]
    tile.click(force=True)  # aria-disabled: Playwright would wait for it to be enabled; a finger does not
    status = page.locator("#status [role=status]")
    expect(status).to_contain_text("is sheltered: everyone with a piece there has 2 renown or fewer.")
    assert data(page)["actions"] == n, "pressing it changes nothing"
    here = page.locator(f'#board .tile[data-tile="{TILE_IDS[mirror.state.ash]}"]')
    here.focus()
    expect(status).to_contain_text("The Ashcloud is already on ")
    expect(status).to_contain_text(": it must move to a different tile.")
    expect(here).to_be_focused()
    # The arrow keys reach the glowing tiles from there; Enter on one moves the Ashcloud.
    glowing = page.locator("#board .tile.is-pressable").first
    glowing.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("n => document.documentElement.dataset.actions !== n", arg=n)


def test_after_roll_focus_is_on_the_tray_and_escape_leaves_build_mode(game):
    from mirror import quick_seed

    seed = quick_seed(ONE_HUMAN, "causeway")
    page = game.follow(link(seed, ONE_HUMAN))
    mirror = Mirror(seed, ONE_HUMAN)
    for _ in range(200):  # a roll of the human by the keyboard that is no 7
        d = settle(page)
        if d["phase"] != "pre-roll" or not mirror.screen.my_turn():
            step(page, mirror)
            continue
        page.locator("[data-action=roll]").focus()
        n = data(page)["actions"]
        page.keyboard.press("Enter")
        page.wait_for_function("n => document.documentElement.dataset.actions !== n", arg=n)
        mirror.press(action="roll")
        if settle(page)["phase"] == "main":
            break
    else:
        raise AssertionError("no roll of the human but 7s")
    first = page.locator('#tray .tray-builds [data-action]:not([aria-disabled="true"])')
    expect(first.first if first.count() else page.locator("#tray [data-action=end]")).to_be_focused()
    # Build mode, then Escape: out of it, and the focus back on the tray's button.
    from driver import play_until
    from mirror import can_build

    play_until(page, mirror, can_build("causeway"))
    button = page.locator("[data-action=mode][data-kind=causeway]")
    button.click()
    page.wait_for_function("document.documentElement.dataset.mode === 'causeway'")
    page.locator("#board .is-pressable").first.focus()
    page.keyboard.press("Escape")
    page.wait_for_function("document.documentElement.dataset.mode === ''")
    expect(button).to_be_focused()
    assert page.locator("#board .site.is-pressable").count() == 0


def test_focus_after_a_build_placed_by_keyboard_goes_back_to_its_button_and_roll_waits_the_next_turn(game):
    """A keyboard player places a causeway (Causeway, then a glowing edge, Enter): the edges
    stop glowing and focus goes back to Causeway (as Escape does), never to End turn, where one
    Enter too many would end the turn; it was lost on the page.  After End turn by keyboard,
    the next turn starts with Roll focused."""
    from mirror import quick_seed

    seed = quick_seed(ONE_HUMAN, "causeway")
    page = game.follow(link(seed, ONE_HUMAN))
    mirror = Mirror(seed, ONE_HUMAN)
    assert play_until(page, mirror, can_build("causeway"))["phase"] == "main"
    button = page.locator("#tray [data-action=mode][data-kind=causeway]")
    button.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.documentElement.dataset.mode === 'causeway'")
    site = page.locator('#board .is-pressable[tabindex="0"]')
    site.focus()
    edge = int(site.get_attribute("data-edge"))
    n = data(page)["actions"]
    page.keyboard.press("Enter")
    page.wait_for_function("n => document.documentElement.dataset.actions !== n", arg=n)
    mirror.press(action="mode", kind="causeway")
    mirror.press(action="site", edge=str(edge))
    expect(button).to_be_focused()
    page.wait_for_function("document.documentElement.dataset.endReady !== '0'")
    page.locator("[data-action=end]").focus()
    n = data(page)["actions"]
    page.keyboard.press("Enter")
    page.wait_for_function("n => document.documentElement.dataset.actions !== n", arg=n)
    mirror.press(action="end")
    d = play_until(page, mirror, lambda m: m.screen.my_turn())
    assert d["phase"] == "pre-roll", d
    expect(page.locator("#tray [data-action=roll]")).to_be_focused()


def test_the_page_s_log_is_the_table_s_log_through_ai_discards(game):
    """An AI seat returns its cards one by one, a card per tick at a pace above 0, and the
    table's log keeps one line that grows ("Moss returned 5: 3 Pine and 2 Basalt."); the page
    drew only its first version ("Moss returned 1: 1 Pine.", play-test round 3).  A saved game
    where the human's next roll is a 7 with an AI seat over 8 cards, resumed at the brisk pace:
    after Roll, the page's log lines are the table's."""
    import copy

    from mirror import policy

    def seven_next(m: Mirror) -> bool:
        if not (m.screen.my_turn() and m.state.phase.label == "pre-roll"):
            return False
        if sum(m.state.hands[0]) > 8 or not any(sum(m.state.hands[i]) > 8 for i in range(1, 4)):
            return False  # (the human, on turn, would discard first)
        trial = copy.deepcopy(m)
        trial.press(action="roll")
        return trial.state.last_roll == 7  # (the mirror has played the AI seats' discards)

    for seed in range(1, 80):
        m = Mirror(seed, ONE_HUMAN)
        for _ in range(400):
            if seven_next(m) or m.state.is_over:
                break
            policy(m)
        if seven_next(m):
            break
    else:
        raise AssertionError("no seed where the human rolls a 7 with an AI seat over 8 cards")
    save = m.screen.table.save()
    save["link"] = {"seed": str(seed), "seats": ",".join(ONE_HUMAN)}
    page = game.page
    if not page.url.startswith(game.url):
        game.follow("?island=landfall")
    page.evaluate("s => localStorage.setItem('cinderisle.table', s)", json.dumps(save))
    game.follow(link(seed, ONE_HUMAN, "&pace=brisk"))
    page.wait_for_function("n => document.documentElement.dataset.actions === String(n)",
                           arg=len(m.screen.table.match.actions))
    before = len(m.screen.table.log)
    page.locator("[data-action=roll]").click()
    m.press(action="roll")  # (and the AI seats' discards)
    page.wait_for_function("n => Number(document.documentElement.dataset.actions) >= n",
                           arg=len(m.screen.table.match.actions))
    shown = page.eval_on_selector_all("#log li", "els => els.map(e => e.textContent)")
    lines = [line for line in m.screen.table.log[before:] if " returned " in line]
    assert lines and all(line in shown for line in lines), (lines, [x for x in shown if " returned " in x])
    forget_saves(page)


def test_a_press_that_worked_pops_up_no_reason_when_its_control_is_refused_after_it(game):
    """Buy venture pressed with the cards for one card: it works, and the button, refused now
    (no cards for a second), keeps the focus the redraw gave back without popping up "Buy
    venture: you need ..." (play-test round 3: the player thought the press had failed).  A
    player who moves focus to it (Tab away and back) still hears why."""
    from engine import actions as A
    from engine.constants import COST_VENTURE

    def one_card(m: Mirror) -> bool:
        s = m.screen
        hand = engine_state(s).hands[0]
        twice = all(hand[r] >= 2 * COST_VENTURE[r] for r in range(5))
        return engine_state(s).phase.label == "main" and s.my_turn() and A.simple(A.BUY) in s.legal() and not twice

    seed = next(seed for seed in range(1, 80) if _reaches(seed, one_card))
    page = game.follow(link(seed, ONE_HUMAN))
    mirror = Mirror(seed, ONE_HUMAN)
    play_until(page, mirror, one_card)
    buy = page.locator("#tray [data-action=buy]")
    buy.click()
    mirror.press(action="buy")
    page.wait_for_function("n => document.documentElement.dataset.actions === String(n)",
                           arg=len(mirror.screen.table.match.actions))
    settle(page)
    expect(buy).to_have_attribute("aria-disabled", "true")
    assert not page.evaluate("document.documentElement.dataset.why"), "a reason popped up unasked"
    expect(page.locator("#tray .why.is-shown")).to_have_count(0)
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    page.wait_for_function("() => !!document.documentElement.dataset.why")


def _reaches(seed: int, done, limit: int = 300) -> bool:
    from mirror import policy

    m = Mirror(seed, ONE_HUMAN)
    for _ in range(limit):
        if done(m):
            return True
        if m.state.is_over:
            return False
        policy(m)
    return False


def test_pieces_placed_since_the_humans_turn_are_marked_until_it_acts(game):
    page = game.follow(link(5, ONE_HUMAN))
    mirror = Mirror(5, ONE_HUMAN)
    seen = False
    for _ in range(200):
        d = settle(page)
        s = mirror.screen
        fresh = sorted(s.table.fresh[0])
        shown = sorted((e["piece"], int(e["at"])) for e in page.eval_on_selector_all(
            "#board [data-fresh]", "els => els.map(e => ({piece: e.dataset.piece, at: e.dataset.at}))"))
        assert shown == fresh, "the marked pieces are those the others placed since the human acted"
        if s.table.log:
            expect(page.locator("[data-latest]")).to_have_text(s.table.log[-1])  # what just happened, in the status
        if fresh and d["phase"] == "pre-roll":
            seen = True
            # The halo beats a few times and then stays bright: a pulse for ever restyles
            # the SVG every frame while the player looks.  Its last beat ends at the halo's own
            # opacity, not held there ("forwards" keeps it composited for good: style.css).
            halos = page.evaluate("""() => document.getAnimations()
                .filter(a => a.effect && a.effect.target && a.effect.target.matches('#board [data-fresh] .halo'))
                .map(a => { const t = a.effect.getComputedTiming(), k = a.effect.getKeyframes();
                            const own = (a.cancel(), getComputedStyle(a.effect.target).opacity);
                            return {iterations: t.iterations, end: t.endTime, fill: t.fill, own: Number(own),
                                    last: Number(k[t.direction === 'alternate' && t.iterations % 2 === 0 ? 0
                                                   : k.length - 1].opacity)}; })""")
            assert halos, "the marked pieces' halos are animated"
            assert all(math.isfinite(h["end"]) for h in halos), f"a halo pulses for ever: {halos}"
            assert all(h["fill"] in ("none", "backwards", "auto") and abs(h["last"] - h["own"]) < 0.01 and h["own"] >= 0.7
                       for h in halos), f"a halo does not end bright at its own opacity, or holds its end: {halos}"
            step(page, mirror)  # the roll: the human acted
            expect(page.locator("#board [data-fresh]")).to_have_count(0)
            break
        step(page, mirror)
    assert seen, "the AI seats placed pieces before a turn of the human"


def test_a_turn_opens_with_a_recap_of_what_the_others_did(game):
    """Issue 25: the person whose turn comes reads what happened since they last acted without
    opening the log: ``[data-recap]`` with a ``[data-recap-item]`` a line (the same lines the
    table keeps), on a phone folded to one line, the latest (the one the board shows), that
    unfolds; gone once they act."""
    from driver import resize_game

    page = game.follow(link(3, ONE_HUMAN))
    mirror = Mirror(3, ONE_HUMAN)
    for _ in range(200):
        d = settle(page)
        s = mirror.screen
        if d["phase"] == "pre-roll" and s.my_turn() and s.frame().recap and engine_state(s).turns > 4:
            break
        step(page, mirror)
    else:
        raise AssertionError("no turn began with something to tell")
    want = list(mirror.screen.frame().recap)
    recap = page.locator("[data-recap]")
    expect(recap).to_be_visible()
    assert page.locator("[data-recap-item]").all_text_contents() == want
    resize_game(page, (390, 844))
    try:
        items = page.locator("[data-recap-item]")
        expect(items.last).to_be_visible()
        if len(want) > 1:
            expect(items.first).to_be_hidden()  # folded: the latest line and the count
            box = recap.bounding_box()
            assert box["height"] <= 52, f"the folded recap is one line ({box['height']} px)"
            board = page.locator("#board").bounding_box()
            page.locator("[data-action=recap]:visible").click()
            page.wait_for_function("document.querySelector('[data-recap]').classList.contains('is-open')")
            for i in range(len(want)):
                expect(items.nth(i)).to_be_visible()
            assert page.locator("#board").bounding_box() == board, "the unfolded recap lies over the island"
            game.screenshot("recap-open-390x844")
            page.locator("[data-action=recap]:visible").click()
            page.wait_for_function("!document.querySelector('[data-recap]').classList.contains('is-open')")
    finally:
        resize_game(page, (1024, 768))
    step(page, mirror)  # Roll
    settle(page)
    expect(page.locator("[data-recap]")).to_have_count(0)
