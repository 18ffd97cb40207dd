"""Hints: ai-normal's choice for the seat's own view, and why (engine/ai/hint.py)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine import actions as A
from engine.ai import make_seat
from engine.ai.hint import WHYS, Hint, hint
from engine.ai.normal import NormalSeat
from engine.game import Game, GameConfig
from engine.phase import Phase
from engine.rules import actor, legal_actions
from engine.view import SeatView


def positions(seed: int, kinds: tuple[str, ...], every: int = 5):
    """Decisions of a whole game between ``kinds`` (every ``every``-th, and every setup one):
    (game, seat to act, its legal actions)."""
    game = Game(GameConfig(seats=len(kinds), seed=seed, island="landfall" if seed % 2 else seed, players=kinds))
    seats = [make_seat(k, seed, i) for i, k in enumerate(kinds)]
    state = game.state
    n = 0
    while not state.is_over and state.turns <= 400:
        who = actor(state)
        legal = legal_actions(state)
        n += 1
        if len(legal) > 1 and (n % every == 0 or state.phase in (Phase.SETUP_HEARTH, Phase.SETUP_CAUSEWAY)):
            yield game, who, legal
        game.play(seats[who].choose(SeatView(state, who), legal))


GAMES = [(1, ("ai-normal", "ai-easy", "ai-normal")), (2, ("ai-normal", "ai-normal")),
         (3, ("ai-easy", "ai-normal", "ai-hard", "ai-normal")), (4, ("ai-normal", "ai-easy", "ai-easy"))]


@pytest.mark.parametrize("seed,kinds", GAMES)
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
    from helpers import act, make_state

    s = make_state(hands={0: "9 pine", 1: "5 kelp, 4 copper"}, phase=Phase.ROLL, turn=0)
    act(s, "dice 6 1")
    assert s.phase == Phase.DISCARD and actor(s) == 0 and s.discard_owed[0] == 4
    legal = legal_actions(s)
    assert [str(a) for a in legal] == ["discard 0 pine"]
    h = hint(SeatView(s, 0), legal)
    assert h.action == legal[0] and h.cards == (4, 0, 0, 0, 0), h
    words = _site_hints().hint_words(h, s.board.island, ["Coral", "Moss", "Lagoon", "Saffron"], 0)
    assert words == "Return 4 Pine: it is the only choice here.", words


def test_no_hint_without_a_decision():
    g = Game(GameConfig(seats=3, seed=7, island="landfall"))
    with pytest.raises(ValueError):
        hint(g.view(0), [])


# ---------------------------------------------------------------- the words (site/words/hints.py)

def _site_hints():

    from words import hints

    return hints


def test_hint_words_are_one_sentence_naming_places_by_their_tiles():
    import doctest
    import re

    hints = _site_hints()
    assert doctest.testmod(hints).failed == 0
    names = ["Coral", "Saffron", "Lagoon", "Moss"]
    seen = set()
    for seed, kinds in GAMES[:3]:
        for game, who, legal in positions(seed, kinds, every=2):
            h = hint(game.view(who), legal)
            words = hints.hint_words(h, game.state.board.island, names, who)
            seen.add(h.why)
            assert words.endswith(".") and words[0].isupper(), words
            assert words.count(": ") == 1, words  # what to do: why
            assert not re.search(r"\b(corner|edge|tile|seat) \d", words), words
            assert "{" not in words and "None" not in words and "-1" not in words, words
            # Play-test round 3: "the Ashcloud sits on your the southern Pine 8"; "you have plenty
            # of them" of cards the player held one of; the Caldera that "hurts your rivals most".
            assert not re.search(r"\b(your|a|an) the\b", words), words
            assert "plenty" not in words, words
            assert not ("Caldera" in words and "hurts your rivals" in words), words
    assert len(seen) >= 10, seen


def _screen_until(phase, seats=("human", "ai-easy", "ai-easy"), seed=4, want=None):
    """A site Screen (the page's controller) played by its hints until ``phase`` for the human."""

    from model.adapter import engine_state
    from model.table import SeatSpec, Table
    from update.screen import Screen

    for s in range(seed, seed + 40):
        t = Table(GameConfig(seats=len(seats), seed=s), [SeatSpec(k) for k in seats])
        screen = Screen(t)
        for _ in range(3000):
            st = engine_state(t)
            if st.is_over:
                break
            if t.is_ai(t.decider):
                t.ai_step()
                continue
            legal = t.legal()
            if st.phase == phase and screen.my_turn() and (want is None or want(screen)):
                return screen
            t.play(hint(SeatView(st, t.decider), legal).action)
    raise AssertionError("never got there")


def test_the_hint_walks_a_discard_and_a_trade_through_their_controls():
    """A discard: the hint lights the + of each card ai-normal returns in turn, then Return, and
    says them all; a trade: Trade, then the card to give, the card to take, then the sheet's Trade."""
    screen = _screen_until(Phase.DISCARD, want=lambda s: s.discard_owed() >= 2)
    screen.press({"action": "hint"})
    f = screen.frame()
    h = screen.current_hint()
    assert h is not None and sum(h.cards) == screen.discard_owed() and f.hint.startswith("Return ")
    seen = []
    for _ in range(20):
        key = screen.frame().hint_mark
        seen.append(key)
        if key == "discard-send":
            break
        kind, draft, res = key.split(":")
        assert (kind, draft) == ("step", "discard")
        screen.press({"action": "step", "draft": "discard", "res": res, "delta": "1"})
    assert seen[-1] == "discard-send" and tuple(screen.discard) == h.cards, seen

    screen = _screen_until(Phase.MAIN, want=lambda s: (s.press({"action": "hint"}) or True)
                           and s.current_hint() is not None and s.current_hint().action.kind == A.TRADE)
    h = screen.current_hint()
    keys = [screen.frame().hint_mark]
    screen.press({"action": "sheet", "sheet": "trade"})
    keys.append(screen.frame().hint_mark)
    screen.press({"action": "trade-give", "res": keys[-1].split(":")[1]})
    keys.append(screen.frame().hint_mark)
    screen.press({"action": "trade-take", "res": keys[-1].split(":")[1]})
    keys.append(screen.frame().hint_mark)
    assert keys == ["sheet:trade", f"trade-give:{RES[h.action.a]}", f"trade-take:{RES[h.action.b]}", "trade:supply"], keys


RES = ("pine", "basalt", "kelp", "millet", "copper")
