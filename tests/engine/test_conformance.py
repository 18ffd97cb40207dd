"""The public API's contract, checked on random reachable states (in the manner of Pgx's
``api_test``) of both rule sets: whatever the position, the engine keeps these promises.

- every legal action applies, and says what happened in events;
- every refused action raises ``RuleError`` (``MalformedAction`` for a malformed one) and
  leaves the state equal, field for field; ``is_legal`` agrees and never raises;
- at a chance step the outcomes are the legal actions and their probabilities sum to 1;
- a copy is equal and independent; a timer's action is legal when the phase has one;
- views leak nothing: a seat's view is the same whatever its hidden parts hold, the public
  view whatever any hand holds, and events say a private part only to who may see it.
"""

from __future__ import annotations

import math
import random

import pytest

from engine import events as E
from engine.actions import Action
from engine.ai import make_seat
from engine.errors import CODES, MalformedAction, RuleError
from engine.fuzz import LIVING_KINDS, near_miss, random_action
from engine.game import Game, GameConfig
from engine.rules import actor, apply, chance_outcomes, is_legal, legal_actions, timeout_action
from engine.state import State
from engine.view import PublicView, SeatView

PAID = (1, 1, 1, 0, 0)
"""Cards paid, given twice as one tuple: a Reclaim or Bribe that also names cards wanted (once
taken as well formed, as the two lists were told apart by identity)."""
EVENT_TYPES = tuple(getattr(E, name) for name in E.__all__ if isinstance(getattr(E, name), type))


def reachable_states(seed: int, every: int = 5, rules: str = "cinderisle", turns: int = 400) -> list[State]:
    """Copies of every ``every``-th state of a game between random seats (and every chance step)."""
    n = 2 + seed % 3
    game = Game(GameConfig(seats=n, seed=seed, tide=seed % 4 == 1, island="landfall" if seed % 5 == 0 else None,
                           rules=rules))
    seats = [make_seat("random", seed, i) for i in range(n)]
    out = []
    k = 0
    while not game.state.is_over and game.state.turns < turns:
        s = game.state
        if k % every == 0:
            out.append(s.copy())
        k += 1
        if s.is_chance():
            out.append(s.copy())
            game.chance_step()
            continue
        who = actor(s)
        game.play(seats[who].choose(SeatView(s, who), legal_actions(s)), chance=False)
    out.append(game.state.copy())
    return out


SEEDS = range(1, 13)
LIVING_SEEDS = range(101, 107)
"""Living Island's games (its random seats rarely finish one: each stops after 120 turns)."""
STATES = [(seed, i, s) for seed in SEEDS for i, s in enumerate(reachable_states(seed))] + [
    (seed, i, s) for seed in LIVING_SEEDS
    for i, s in enumerate(reachable_states(seed, rules="living-island", turns=120))]


def kinds_of(s: State) -> list[str] | None:
    """The kinds random actions are drawn from on ``s`` (Cinderisle's by default)."""
    return LIVING_KINDS if s.living is not None else None


def sample(step: int = 3) -> list[tuple[int, int, State]]:
    return STATES[::step]


@pytest.mark.parametrize("seed", [*SEEDS, *LIVING_SEEDS])
def test_every_legal_action_applies_and_says_what_happened(seed: int) -> None:
    for _, _, s in (x for x in STATES if x[0] == seed):
        for action in legal_actions(s):
            assert is_legal(s, action)
            t = s.copy()
            events = apply(t, action)
            assert isinstance(events, list) and all(isinstance(e, EVENT_TYPES) for e in events)
            assert str(Action.parse(str(action))) == str(action), "an action prints and parses back"


def test_every_refused_action_raises_a_rule_error_and_changes_nothing() -> None:
    rng = random.Random(2026)
    refused = 0
    codes = set()
    for _, _, s in sample():
        for _ in range(12):
            action = random_action(rng, kinds_of(s))
            before = s.copy()
            legal = is_legal(s, action)
            t = s.copy()
            try:
                apply(t, action)
            except RuleError as exc:
                assert not legal and t == before, f"{action!r} changed the state before refusing"
                assert exc.code in CODES and exc.reason, exc
                assert isinstance(exc, MalformedAction) == (action.malformed() is not None), exc
                refused += 1
                codes.add(exc.code)
            else:
                assert legal, f"{action!r} applied though is_legal() said no"
            assert s == before, "is_legal() changed the state"
    assert refused > 1000 and len(codes) >= 12, (refused, sorted(codes))


def test_near_misses_of_legal_actions_are_legal_or_refused_leaving_the_state_equal() -> None:
    """Living Island: a legal action with one part changed (another tile, half, seat, resource,
    other cards paid) is either legal, and applies, or refused, and changes nothing."""
    rng = random.Random(27)
    refused = applied = 0
    for _, _, s in STATES:
        legal = legal_actions(s)
        if s.living is None or not legal:
            continue
        for _ in range(6):
            action = near_miss(rng, legal)
            before = s.copy()
            t = s.copy()
            try:
                apply(t, action)
            except RuleError as exc:
                assert not is_legal(s, action) and t == before, f"{action!r} changed the state before refusing"
                assert exc.code in CODES and exc.reason, exc
                refused += 1
            else:
                assert is_legal(s, action), f"{action!r} applied though is_legal() said no"
                applied += 1
            assert s == before
    assert refused > 500 and applied > 50, (refused, applied)


@pytest.mark.parametrize("thing", [None, "end", ("end", -1, -1, None, None), 3, Action("roll", True),
                                   Action("offer", give=[1, 0, 0, 0, 0], want=(0, 0, 1, 0, 0)),
                                   Action("offer", give=(0, True, 0, 0, 0), want=(0, 0, 1, 0, 0)),
                                   Action("reclaim", 1, give=PAID, want=PAID), Action("bribe", 4, give=PAID, want=PAID)])
def test_is_legal_never_raises_and_refuses_what_is_not_an_action(thing: object) -> None:
    for _, _, s in sample(40):
        assert is_legal(s, thing) is False
        with pytest.raises(MalformedAction):
            apply(s.copy(), thing)  # type: ignore[arg-type]


def test_chance_outcomes_are_the_legal_actions_and_sum_to_one() -> None:
    chance = [s for _, _, s in STATES if s.is_chance()]
    assert len(chance) > 200
    for s in chance:
        outcomes = chance_outcomes(s)
        assert [a for a, _ in outcomes] == legal_actions(s)
        assert math.isclose(sum(p for _, p in outcomes), 1.0, abs_tol=1e-9)
        assert all(p > 0 for _, p in outcomes) and actor(s) == -1
    for _, _, s in sample():
        if not s.is_chance():
            assert chance_outcomes(s) == []


def test_copies_are_equal_and_independent_and_timers_are_legal() -> None:
    for _, _, s in sample():
        t = s.copy()
        assert t == s and t is not s
        t.hands[0][0] += 1
        t.seat_edges[0].append(99)
        assert t != s and s.hands[0][0] == t.hands[0][0] - 1 and 99 not in s.seat_edges[0]
        for timer in (timeout_action(s), timeout_action(s, shared_window=True)):
            if timer is not None:
                assert is_legal(s, timer), (s.phase, timer)


def _rehide(s: State, rng: random.Random) -> State:
    """``s`` with every hand and every unplayed venture card dealt anew (the same counts)."""
    t = s.copy()
    cards = [r for h in s.hands for r in range(5) for _ in range(h[r])]
    rng.shuffle(cards)
    i = 0
    for seat in range(s.n):
        k = sum(s.hands[seat])
        t.hands[seat] = [cards[i:i + k].count(r) for r in range(5)]
        i += k
    return t


def test_views_leak_nothing() -> None:
    rng = random.Random(7)
    for _, _, s in sample(2):
        if s.is_over:
            continue
        for seat in range(s.n):
            other = SeatView(s, seat).sample_state(rng)  # everything this seat cannot see, dealt anew
            assert SeatView(other, seat).to_dict() == SeatView(s, seat).to_dict()
        assert PublicView(_rehide(s, rng)).to_dict() == PublicView(s).to_dict()
        assert PublicView(s).hand is None and all(PublicView(s).hand_of(i) is None for i in range(s.n))


def test_events_say_a_private_part_only_to_who_may_see_it() -> None:
    seen = set()
    for _, _, s in STATES:
        if not s.is_chance():
            continue
        for action, _ in chance_outcomes(s):
            for e in apply(s.copy(), action):
                who = E.private_to(e)
                if who is None:
                    assert all(E.seen_by(e, v) == e for v in (None, 0, 1, 2, 3))
                    continue
                seen.add(type(e))
                for v in (None, 0, 1, 2, 3):
                    hidden = E.seen_by(e, v)
                    assert (hidden == e) == (v in who), (e, v)
    assert seen == {E.Stolen, E.Bought}


def test_every_event_type_declares_who_sees_each_of_its_parts() -> None:
    """A part of an event is private unless its type declares it (``events.seen``): a new event
    type without the declaration fails here, and meanwhile every eye sees nothing of it."""
    assert E.undeclared() == []
    assert set(E.SEEN) >= set(E.Event.__args__), "every type of the Event union is declared"
    for cls, parts in E.SEEN.items():
        assert list(parts) == list(cls._fields), cls
        assert all(who == E.EVERYONE or (isinstance(who, tuple) and set(who) <= set(cls._fields))
                   for who in parts.values()), cls


def test_the_check_finds_an_event_type_that_declares_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    from typing import NamedTuple

    class Drawn(NamedTuple):  # (a new event type, its declaration forgotten)
        seat: int
        card: int | None

    Drawn.__module__ = E.__name__
    monkeypatch.setattr(E, "Drawn", Drawn, raising=False)
    assert E.undeclared() == ["Drawn"]
    assert E.seen_by(Drawn(1, 3), 1) == Drawn(None, None), "undeclared: nobody sees any part of it"
    assert E.private_to(Drawn(1, 3)) == ()
    with pytest.raises(TypeError, match="declares who sees"):
        E.seen(seat=E.EVERYONE)(Drawn)  # a declaration must name every part


def test_a_malformed_offer_is_refused_and_never_recorded() -> None:
    """``True`` as a count (or a list for the cards) once passed and was recorded as
    ``offer True basalt for 1 kelp``, a record that then failed to replay."""
    game = Game(GameConfig(seats=3, seed=4))
    seats = [make_seat("random", 4, i) for i in range(3)]
    while game.state.phase.label != "main":
        who = game.actor
        game.play(seats[who].choose(game.view(who), game.legal_actions()))
    before, actions = game.state.copy(), len(game.actions)
    for bad in (Action("offer", give=(0, True, 0, 0, 0), want=(0, 0, 1, 0, 0)),
                Action("offer", give=[0, 1, 0, 0, 0], want=(0, 0, 1, 0, 0)),  # type: ignore[arg-type]
                Action("trade", True, 1)):
        with pytest.raises(MalformedAction, match="is not an action"):
            game.play(bad)
        assert not game.is_legal(bad)
    assert game.state == before and len(game.actions) == actions
    assert Game.replay(game.record()).state == game.state
