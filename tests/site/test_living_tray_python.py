"""Living Island in the hand and the tray (issue 27, section 3), in CPython: half cards shown
to their owner only, the Supply's halves, Reclaim and Bribe as tray modes (the halves or tiles
that glow are the engine's own, a press plays, a refusal is the engine's), Living Island's
venture cards played from the hand and its sheets, and the hint lighting their controls."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import replace

import pytest

from engine import actions as A
from engine.actions import Action
from engine.cards import CACHE, MILITIA, N_RES, RELIC, RES_NAMES, RESOURCES, TRAILBLAZING, TRIBUTE
from engine.game import GameConfig
from engine.phase import Phase
from engine.rules.living_moves import reclaimable

from model.adapter import engine_state
from model.coach import press_for
from model.table import SeatSpec, Table
from test_messages import PressWhatIsDrawn, drawn, presses
from update import messages as msg
from update.messages import Site
from update.press import HANDLERS
from update.screen import Screen
from view import sheets, status, tray
from walks import walk
from words import hints


def living(seed: int, seats: tuple[str, ...] = ("human", "ai-easy", "ai-easy", "ai-easy")) -> Screen:
    return Screen(Table(GameConfig(seats=len(seats), seed=seed, rules="living"), [SeatSpec(k) for k in seats]))


def until(s: Screen, seed: int, ok: Callable[[Screen], bool], steps: int = 4000) -> Screen:
    """The screen walked at random until ``ok`` holds at one of the human's decisions."""
    for _ in walk(s, random.Random(seed), steps):
        if ok(s):
            return s
    pytest.fail("the walk never reached the moment wanted")


def can(kind: str) -> Callable[[Screen], bool]:
    return lambda s: any(a.kind == kind for a in s.legal())


def main_after_roll(s: Screen) -> bool:
    st = engine_state(s)
    return s.my_turn() and st.phase == Phase.MAIN and not st.venture_played


# ---------------------------------------------------------------- half cards


def test_half_cards_show_to_their_owner_only() -> None:
    """Hotseat: the seat on the screen sees its half cards ("Pine 3½"); no frame ever holds
    another seat's, though other seats hold some."""
    s = living(3, ("human", "human", "ai-easy", "ai-easy"))
    seen_mine = others_held = 0
    for _ in walk(s, random.Random(3), 1500):
        f = s.frame()
        me = f.viewer
        if me is None:
            assert all(h is None for h in f.view.half_cards)
            continue
        held = engine_state(s).living.held  # type: ignore[union-attr]
        for seat, halves in enumerate(f.view.half_cards):
            if seat != me and not f.view.is_over:
                assert halves is None, "a frame holds another seat's half cards"
                others_held += any(held[seat])
        assert f.view.half_cards[me] == tuple(held[me])
        html = tray.hand_html(f)
        for r in range(N_RES):
            whole = f.hand[r]
            shown = re.search(rf'data-res="{RESOURCES[r]}"[^>]*>.*?<b class="n">([^<]*)</b>', html)
            assert shown is not None
            want = (f"{whole}½" if whole else "½") if held[me][r] else str(whole)
            assert shown.group(1) == want
            seen_mine += bool(held[me][r])
    assert seen_mine and others_held  # (the walk saw halves held, by the viewer and by others)


def test_supply_shows_its_halves() -> None:
    s = until(living(2), 2, lambda s: any(engine_state(s).living.supply_half))  # type: ignore[union-attr]
    f = s.frame()
    html = status.supply_html(f)
    lv = f.view.living
    assert lv is not None
    for r in range(N_RES):
        text = f"{f.view.supply[r]}½" if lv.supply_half[r] else str(f.view.supply[r])
        assert f'title="{RES_NAMES[r]}: {text} in the Supply"' in html
    assert "½" in html


# ---------------------------------------------------------------- Reclaim


def test_reclaim_mode_glows_exactly_the_engines_halves_and_plays() -> None:
    s = until(living(1), 1, can(A.RECLAIM))
    st = engine_state(s)
    hand_before = sum(st.hands[0])
    s.press({"action": "mode", "kind": "reclaim"})
    f = s.frame()
    assert f.mode == "reclaim"
    legal = [a for a in s.legal() if a.kind == A.RECLAIM]
    assert f.pressable.halves == tuple(a.a for a in legal) == tuple(reclaimable(st, 0))
    assert f.pressable.kind == "half" and not f.pressable.tiles
    assert f.pay == legal[0].give  # the engine's own payment to start with
    html = tray.tray_html(f)
    assert 'data-living-mode="reclaim"' in html and 'data-sheet="pay"' in html and "is-refused" not in html
    s.press({"action": "sheet", "sheet": "pay"})  # the payment's sheet, over the mode
    assert s.mode == "reclaim" and "Choose 3 cards of any kind." in sheets.sheet_html(s.frame())
    s.press({"action": "sheet", "sheet": ""})
    assert s.mode == "reclaim" and s.sheet == ""
    f = s.frame()
    h = f.pressable.halves[0]
    s.press(Site("half", h))
    st = engine_state(s)
    assert st.living.reclaimed  # type: ignore[union-attr]
    assert sum(st.hands[0]) == hand_before - 3
    assert s.frame().mode == ""


def test_a_refused_reclaim_says_the_engines_reason() -> None:
    s = until(living(1), 1, can(A.RECLAIM))
    s.press({"action": "mode", "kind": "reclaim"})
    paid = next(r for r in range(N_RES) if s.pay[r])
    s.press({"action": "step", "draft": "pay", "res": RESOURCES[paid], "delta": "-1"})  # only 2 cards now
    f = s.frame()
    engine_words = "a Reclaim costs three cards of any kind"
    assert "A Reclaim costs three cards of any kind." in tray.tray_html(f)  # (said as a sentence)
    s.press(Site("half", f.pressable.halves[0]))
    assert s.message == engine_words
    assert not engine_state(s).living.reclaimed  # type: ignore[union-attr]
    # Made once, the tray's Reclaim is refused with the engine's reason.
    s.press({"action": "sheet", "sheet": "pay"})
    s.press({"action": "step", "draft": "pay", "res": RESOURCES[paid], "delta": "1"})
    s.press({"action": "sheet", "sheet": ""})
    s.press(Site("half", s.frame().pressable.halves[0]))
    st = engine_state(s)
    assert st.living.reclaimed  # type: ignore[union-attr]
    if st.phase == Phase.MAIN and s.my_turn():
        f = s.frame()
        why = f.why(A.RECLAIM)
        err = s.match.why_not(0, A.RECLAIM)
        assert err is not None and why == s.worded(err)
        assert f"Reclaim: {why}" in tray.tray_html(f)


# ---------------------------------------------------------------- Bribe


def test_a_bribe_plays_and_moves_the_ashcloud() -> None:
    s = until(living(4), 4, can(A.BRIBE))
    st = engine_state(s)
    ash, hand = st.ash, sum(st.hands[0])
    s.press({"action": "mode", "kind": "bribe"})
    f = s.frame()
    assert f.mode == "bribe" and ash not in f.pressable.tiles
    assert f.pressable.tiles == tuple(a.a for a in s.legal() if a.kind == A.BRIBE)
    assert any(t == ash for t, _ in f.pressable.barred)
    t = f.pressable.tiles[-1]
    s.press(Site("tile", t))
    st = engine_state(s)
    assert st.ash == t and st.living.bribed  # type: ignore[union-attr]
    assert sum(st.hands[0]) <= hand - 2 + 1  # paid two (and maybe robbed one since)


def test_reclaim_and_bribe_are_living_islands_only() -> None:
    s = Screen(Table(GameConfig(seats=4, seed=1), [SeatSpec("human")] + [SeatSpec("ai-easy")] * 3))
    until(s, 1, lambda s: s.my_turn() and engine_state(s).phase == Phase.MAIN)
    html = tray.tray_html(s.frame())
    assert 'data-kind="reclaim"' not in html and 'data-kind="bribe"' not in html
    s.press({"action": "mode", "kind": "reclaim"})
    assert s.mode == ""


# ---------------------------------------------------------------- the venture cards


def _holding(card: int, seed: int = 5) -> Screen:
    s = until(living(seed), seed, main_after_roll)
    engine_state(s).ventures[0][card] = 1
    return s


def test_tribute_from_its_sheet() -> None:
    s = _holding(TRIBUTE)
    html = tray.hand_html(s.frame())
    assert 'data-venture="tribute"' in html and 'data-sheet="tribute"' in html
    s.press({"action": "sheet", "sheet": "tribute"})
    f = s.frame()
    assert 'data-action="tribute"' in sheets.sheet_html(f)
    st = engine_state(s)
    others = sum(st.hands[i][2] for i in range(1, 4))
    mine = st.hands[0][2]
    s.press({"action": "tribute", "res": "kelp"})
    st = engine_state(s)
    assert st.venture_played and st.hands[0][2] == mine + others
    assert all(st.hands[i][2] == 0 for i in range(1, 4))


def test_supply_cache_from_its_sheet() -> None:
    s = _holding(CACHE)
    s.press({"action": "sheet", "sheet": "cache"})
    f = s.frame()
    html = sheets.sheet_html(f)
    choices = [(a.a, a.b) for a in s.legal() if a.kind == A.CACHE]
    assert html.count('data-action="cache"') == len(choices)
    a, b = choices[-1]
    before = list(engine_state(s).hands[0])
    s.press({"action": "cache", "a": str(a), "b": str(b)})
    after = engine_state(s).hands[0]
    assert sum(after) == sum(before) + (a >= 0) + (b >= 0)


def test_militia_from_the_hand_and_a_tile() -> None:
    s = _holding(MILITIA)
    s.press({"action": "mode", "kind": "militia"})
    f = s.frame()
    assert f.mode == "militia" and f.pressable.tiles
    assert 'data-living-mode="militia"' in tray.tray_html(f)
    t = f.pressable.tiles[0]
    s.press(Site("tile", t))
    assert engine_state(s).ash == t and engine_state(s).venture_played


def test_trailblazing_and_the_hidden_relic() -> None:
    s = _holding(TRAILBLAZING)
    engine_state(s).ventures[0][RELIC] = 1
    html = tray.hand_html(s.frame())
    assert 'data-venture="relic"' in html and "hidden" in html
    relic = html[html.index('data-venture="relic"') - 200:html.index('data-venture="relic"')]
    assert "<button" not in relic.rsplit("<li", 1)[-1]  # (a Relic is never played)
    s.press({"action": "trailblazing"})
    assert engine_state(s).free_causeways == 2


def test_an_unplayable_living_card_says_why() -> None:
    s = _holding(TRIBUTE)
    engine_state(s).venture_played = True
    f = s.frame()
    err = s.match.why_not(0, A.TRIBUTE)
    assert err is not None
    assert f"Tribute: {s.worded(err)}" in tray.hand_html(f)


# ---------------------------------------------------------------- hints


def test_a_hint_lights_the_living_controls() -> None:
    paid = (1, 1, 1, 0, 0)
    reclaim = Action(A.RECLAIM, 7, give=paid)
    assert hints.press_key(reclaim, "") == "mode:reclaim"
    assert hints.press_key(reclaim, "reclaim", drafted=(2, 1, 0, 0, 0)) == "sheet:pay"
    assert hints.press_key(reclaim, "reclaim", "pay", drafted=(2, 1, 0, 0, 0)) == "unstep:pay:pine"
    assert hints.press_key(reclaim, "reclaim", "pay", drafted=(1, 1, 0, 0, 0)) == "step:pay:kelp"
    assert hints.press_key(reclaim, "reclaim", "pay", drafted=paid) == "close"
    assert hints.press_key(reclaim, "reclaim", drafted=paid) == "half 7"
    bribe = Action(A.BRIBE, 4, give=(2, 0, 0, 0, 0))
    assert hints.press_key(bribe, "") == "mode:bribe"
    assert hints.press_key(bribe, "bribe", drafted=(2, 0, 0, 0, 0)) == "tile 4"
    assert hints.press_key(A.with_arg(A.TRIBUTE, 2), "") == "sheet:tribute"
    assert hints.press_key(A.with_arg(A.TRIBUTE, 2), "", "tribute") == "tribute:kelp"
    assert hints.press_key(A.with_arg(A.CACHE, 0, 2), "", "cache") == "cache:0:2"
    assert hints.press_key(A.with_arg(A.MILITIA, 3), "") == "mode:militia"
    assert hints.press_key(A.simple(A.TRAILBLAZING), "") == "trailblazing"
    # What a person following the hint presses for each key (``coach.press_for``).
    assert press_for("tribute:kelp") == {"action": "tribute", "res": "kelp"}
    assert msg.parse(press_for("cache:0:2")) == msg.Cache(0, 2)
    assert msg.parse(press_for("mode:reclaim")) == msg.Mode("reclaim")
    assert msg.parse(press_for("step:pay:kelp")) == msg.Step("pay", 2, 1)
    assert press_for("half 7") == {"action": "site", "half": "B1s"}  # (slot 7: tile B1, south)
    # The Supply Caravan's card: lit in the tray's picks, pressed as the Caravan message.
    caravan = A.with_arg(A.CARAVAN, 0, 1)
    assert hints.press_key(caravan, "") == "caravan:basalt"
    assert msg.parse(press_for("caravan:basalt")) == msg.Caravan(1)
    # The tray draws the control the hint names lit.
    s = until(living(1), 1, can(A.RECLAIM))
    f = replace(s.frame(), hint_mark="mode:reclaim")
    html = tray.tray_html(f)
    button = re.search(r'<button[^>]*data-kind="reclaim"[^>]*>', html)
    assert button is not None and "is-hinted" in button.group(0) and 'data-hinted="1"' in button.group(0)


# ---------------------------------------------------------------- every press drawn is a message


def test_living_controls_parse_as_messages() -> None:
    """What Living Island draws (its modes, the payment's sheet, the Tribute and Cache sheets,
    a Relic) is pressed as messages the game screen takes; a walk pressing what is drawn finds
    only messages."""
    met: set[type] = set()
    for card, sheet in ((TRIBUTE, "tribute"), (CACHE, "cache")):
        s = _holding(card)
        s.press({"action": "sheet", "sheet": sheet})
        met.update(type(msg.parse(d)) for d, _ in presses(drawn(s)))
    s = until(living(1), 1, can(A.RECLAIM))
    for kind in ("reclaim", "bribe"):
        s.press({"action": "mode", "kind": kind})
        s.press({"action": "sheet", "sheet": "pay"})
        met.update(type(msg.parse(d)) for d, _ in presses(drawn(s)))
        s.press({"action": "cancel"})
    assert {msg.Tribute, msg.Cache, msg.Step, msg.Mode, msg.Sheet} <= met
    assert met <= set(HANDLERS) | set(msg.PAGE_MESSAGES)
    pressing = PressWhatIsDrawn()
    for _ in walk(living(9), random.Random(9), 1200, presses=pressing):
        pass
    assert msg.Mode in pressing.met
