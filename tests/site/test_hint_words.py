"""Hints as the page says them (site/words/hints.py) and the controls it lights on the page's screen
(``app.Screen``).  The hints themselves (engine/ai/hint.py): tests/engine/test_hint.py."""

from __future__ import annotations

from engine import actions as A
from engine.ai.hint import hint
from engine.game import Game, GameConfig
from engine.phase import Phase
from engine.rules import actor, legal_actions
from engine.view import SeatView

from helpers import HINT_GAMES, act, make_state, positions
from model.adapter import engine_state
from model.table import SeatSpec, Table
from update.screen import Screen
from words import hints


def test_hint_words_are_one_sentence_naming_places_by_their_tiles():
    import doctest
    import re

    assert doctest.testmod(hints).failed == 0
    names = ["Coral", "Saffron", "Lagoon", "Moss"]
    seen = set()
    for seed, kinds in HINT_GAMES[:3]:
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


def test_a_discard_from_a_hand_of_one_kind_is_worded_whole():
    """Issue 25: the hint of a hand of one kind that owes several cards after a 7 names every
    card owed (tests/engine/test_hint.py checks the hint itself)."""
    s = make_state(hands={0: "9 pine", 1: "5 kelp, 4 copper"}, phase=Phase.ROLL, turn=0)
    act(s, "dice 6 1")
    assert s.phase == Phase.DISCARD and actor(s) == 0
    h = hint(SeatView(s, 0), legal_actions(s))
    words = hints.hint_words(h, s.board.island, ["Coral", "Moss", "Lagoon", "Saffron"], 0)
    assert words == "Return 4 Pine: it is the only choice here.", words


def _screen_until(phase, seats=("human", "ai-easy", "ai-easy"), seed=4, want=None):
    """A site Screen (the page's controller) played by its hints until ``phase`` for the human."""
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


def test_living_islands_moves_are_worded_with_a_reason_a_child_can_read():
    """Living Island's own moves (Reclaim, Bribe, Militia, Tribute, Supply Cache, Trailblazing,
    the Supply Caravan): each hint is one sentence, what to do and why, in plain words."""
    import re

    from engine.ai import make_seat
    from engine.ai.hint import LIVING_WHYS

    names = ["Coral", "Saffron", "Lagoon", "Moss"]
    seen = set()
    for seed in range(1, 9):
        kinds = ("ai-normal",) * 4
        game = Game(GameConfig(seats=4, seed=seed, players=kinds, rules="living"))
        seats = [make_seat(k, seed, i) for i, k in enumerate(kinds)]
        s = game.state
        while not s.is_over:
            who = actor(s)
            legal = legal_actions(s)
            if len(legal) > 1 and s.phase != Phase.OFFER:
                h = hint(SeatView(s, who), legal)
                if h.why in LIVING_WHYS:
                    words = hints.hint_words(h, s.board.island, names, who)
                    seen.add(h.why)
                    assert words.endswith(".") and words[0].isupper(), words
                    assert words.count(": ") == 1, words
                    assert not re.search(r"\b(corner|edge|tile|seat|half) \d", words), words
                    assert "{" not in words and "None" not in words and "-1" not in words, words
                    assert "only choice" not in words and not words.startswith(h.action.kind), words
            game.play(seats[who].choose(SeatView(s, who), legal))
    assert {"reclaim", "militia-rob", "tribute", "cache", "trailblazing", "caravan"} <= seen, seen
