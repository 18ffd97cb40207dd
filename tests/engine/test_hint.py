"""Hints: ai-normal's choice for the seat's own view, and why (engine/ai/hint.py).  The words the
page says them in (site/words/hints.py) and the controls it lights: tests/site/test_hint_words.py."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import actions as A
from engine.ai.hint import WHYS, Hint, hint
from engine.ai.normal import NormalSeat
from engine.game import Game, GameConfig
from engine.phase import Phase
from engine.rules import actor, legal_actions
from engine.view import SeatView

from helpers import HINT_GAMES, act, make_state, positions


@pytest.mark.parametrize("seed,kinds", HINT_GAMES)
def test_a_hint_is_legal_and_is_what_ai_normal_would_do(seed, kinds):
    seen: Counter[str] = Counter()
    for game, who, legal in positions(seed, kinds):
        view = game.view(who)
        h = hint(view, legal)
        assert isinstance(h, Hint) and h.why in WHYS
        assert h.action in legal
        # An ai-normal seat with another random source, given the same view, chooses the same.
        assert NormalSeat(random.Random(f"other:{seed}:{len(game.actions)}")).choose(view, legal) == h.action
        seen[h.why] += 1
    assert len(seen) >= 6, seen


def test_a_hint_reads_nothing_the_seat_cannot_see():
    """Another state that agrees with the seat's view (others' hands, the venture cards
    and the deck dealt anew) gives the very same hint, every fact included."""
    checked = 0
    for game, who, legal in positions(5, ("ai-normal", "ai-normal", "ai-easy", "ai-normal"), every=3):
        view = game.view(who)
        other = view.sample_state(random.Random(checked))
        assert SeatView(other, who).hand == view.hand
        assert legal_actions(other) == legal
        assert hint(SeatView(other, who), legal) == hint(view, legal)
        checked += 1
    assert checked > 40


def test_the_facts_of_a_hint():
    """Setup: the corner's dots as the board counts them, and what it grows that the seat has none of."""
    whys: Counter[str] = Counter()
    for game, who, legal in positions(7, ("ai-normal", "ai-normal", "ai-normal"), every=2):
        s = game.state
        h = hint(SeatView(s, who), legal)
        whys[h.why] += 1
        if h.why in ("setup-hearth", "hearth", "beacon"):
            assert h.corner == h.action.a and h.dots == s.board.corner_dots[h.corner]
        if h.why == "setup-hearth" and not s.seat_corners[who]:
            tiles = s.board.topo.corner_tiles[h.corner]
            assert set(h.lacking) == {s.board.tile_res[t] for t in tiles if s.board.tile_res[t] < 5}
        if h.why == "end-saving":
            assert h.action == A.simple(A.END) and h.goal and any(h.missing)
        if h.why == "rob":
            assert h.seat == h.action.a
    assert {"setup-hearth", "setup-causeway", "roll"} <= set(whys), whys


def test_a_discard_from_a_hand_of_one_kind_names_every_card_owed():
    """Issue 25: a hand of one kind after a 7 has one legal discard, yet owes several cards; the
    hint's discard is all of them (the page walks its + and Return by it: with none, it lit
    Return with nothing chosen, which refuses, and a person following the hint was stuck)."""
    s = make_state(hands={0: "9 pine", 1: "5 kelp, 4 copper"}, phase=Phase.ROLL, turn=0)
    act(s, "dice 6 1")
    assert s.phase == Phase.DISCARD and actor(s) == 0 and s.discard_owed[0] == 4
    legal = legal_actions(s)
    assert [str(a) for a in legal] == ["discard 0 pine"]
    h = hint(SeatView(s, 0), legal)
    assert h.action == legal[0] and h.cards == (4, 0, 0, 0, 0), h


def test_no_hint_without_a_decision():
    g = Game(GameConfig(seats=3, seed=7, island="landfall"))
    with pytest.raises(ValueError):
        hint(g.view(0), [])
