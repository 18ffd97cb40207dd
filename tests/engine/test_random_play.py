"""Generic random play (Pgx style): many seeded games, invariants checked at every step.

At every step of every game:

- cards are conserved: Supply + every hand = 20 of each resource, no count negative;
- pools are never exceeded: pieces on the board + pieces left = 6 hearths, 3 beacons,
  14 causeways per seat, and the seat's piece lists agree with the board;
- venture cards are conserved: deck + held + played = the 24-card deck;
- public renown equals ``State.recompute_renown`` and trails equal their recomputation;
- the seat on turn is below 11 total renown (the win check fires at once);
- every legal action (all of them, or a random sample when there are many) applies on a copy;
- randomly generated actions of every kind (taken edges, builds without cards, wrong seats,
  chance outcomes at decision steps ...) that the rules do not allow raise ``RuleError``
  and leave the state exactly as it was;
- at a chance step the outcomes' probabilities sum to 1.

Every game must end (phase OVER) with a winner at 11+ total renown who is the seat on turn,
and its record must replay to the same state.

The driver plays uniformly at random but also posts Exchange Board offers, counters,
answers out of order, lets timers fire (automatic discards, closing windows, lapses), so
the whole rule set is walked.  ``CINDERISLE_RANDOM_GAMES=N`` adds N hypothesis-chosen games
(default 4) on top of the 12 fixed ones.
"""

from __future__ import annotations

import functools
import operator
import os
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import actions as A
from engine import rules
from engine.actions import Action
from engine.cards import N_RES, VENTURE_DECK
from engine.constants import BEACONS, CAUSEWAYS, HEARTHS, MAX_SEED, NEUTRAL, SUPPLY_PER_RESOURCE, TRAIL_MIN, WIN_RENOWN
from engine.errors import RuleError
from engine.game import Game, GameConfig
from engine.hexgrid import N_CORNERS, N_EDGES, N_TILES
from engine.offer import PENDING
from engine.phase import Phase
from engine.pieces import BEACON_PIECE, EMPTY, HEARTH_PIECE
from engine.rules import actor, apply, chance_outcomes, legal_actions, timeout_action, trail_length
from engine.state import State

MAX_STEPS = 30_000
LEGAL_SAMPLE = 6
"""How many legal actions are tried on copies at each step (all of them when fewer)."""
ILLEGAL_SAMPLE = 6
"""How many random actions are generated at each step."""
EXTRA_GAMES = int(os.environ.get("CINDERISLE_RANDOM_GAMES", "4"))

ALL_KINDS = (
    A.ROLL, A.DICE, A.TIDE, A.END, A.CAUSEWAY, A.HEARTH, A.BEACON, A.BUY, A.DRAW, A.WARDEN,
    A.SURVEYOR, A.BOUNTIFUL, A.EMBARGO, A.REVEAL, A.TRADE, A.BARGE, A.ASHCLOUD, A.ROB, A.STEAL,
    A.DISCARD, A.AUTODISCARD, A.OFFER, A.ACCEPT, A.PASS, A.COUNTER, A.CLOSE, A.CONFIRM, A.DECLINE,
    A.LAPSE,
)


# ----------------------------------------------------------------------------- helpers


STATE_FIELDS = tuple(name for name in State.__slots__ if name != "board")


_fields = operator.attrgetter(*STATE_FIELDS)


def same_state(a: State, b: State) -> bool:
    """Every field equal (lists, the open Offer ... compare by value; the board never changes)."""
    return _fields(a) == _fields(b)


def check_invariants(s: State, played: list[int], full: bool = True) -> None:
    """The conservation laws and derived values that must hold after every action.

    ``full=False`` (used on the many trial copies) skips the board scan and the trail search.
    """
    n = s.n
    # Cards: Supply + hands = 20 of each resource.
    for r in range(N_RES):
        assert s.supply[r] >= 0, f"supply of resource {r} is negative"
        assert all(h[r] >= 0 for h in s.hands), f"a hand holds a negative count of resource {r}"
        assert s.supply[r] + sum(h[r] for h in s.hands) == SUPPLY_PER_RESOURCE, f"resource {r} not conserved"
    # Venture cards: deck + held + played = the deck's composition.
    for k in range(5):
        held = sum(v[k] for v in s.ventures)
        assert s.deck[k] >= 0 and all(v[k] >= 0 for v in s.ventures)
        assert s.deck[k] + held + played[k] == VENTURE_DECK[k], f"venture kind {k} not conserved"
    # The win check fires at once: nobody sits on 11 on its own turn without the game ending.
    if s.phase != Phase.OVER and s.phase >= Phase.PRE_ROLL:
        assert s.total_renown(s.turn_seat) < WIN_RENOWN, "the seat on turn has won but the game goes on"
        assert s.winner == -1
    for seat in range(n):
        assert s.renown[seat] == s.recompute_renown(seat), f"seat {seat}: renown {s.renown[seat]}"
        assert len(s.seat_edges[seat]) + s.causeways_left[seat] == CAUSEWAYS, f"seat {seat}: causeway pool"
        assert s.hearths_left[seat] >= 0 and s.beacons_left[seat] >= 0 and s.causeways_left[seat] >= 0
    if not full:
        return
    # Pools: on the board + in the pool = 6 / 3 / 14.
    on_board = [[[], [], []] for _ in range(n)]  # per seat: hearth corners, beacon corners, edges
    for c, p in enumerate(s.corner_piece):
        if p in (HEARTH_PIECE, BEACON_PIECE):
            on_board[s.corner_seat[c]][p - 1].append(c)
    for e, owner in enumerate(s.edge_seat):
        if owner != EMPTY and owner != NEUTRAL:
            on_board[owner][2].append(e)
    for seat in range(n):
        hearths, beacons, edges = on_board[seat]
        assert 0 <= s.hearths_left[seat] <= HEARTHS
        assert 0 <= s.beacons_left[seat] <= BEACONS
        assert 0 <= s.causeways_left[seat] <= CAUSEWAYS
        assert len(hearths) + s.hearths_left[seat] == HEARTHS, f"seat {seat}: hearth pool"
        assert len(beacons) + s.beacons_left[seat] == BEACONS, f"seat {seat}: beacon pool"
        assert len(edges) + s.causeways_left[seat] == CAUSEWAYS, f"seat {seat}: causeway pool"
        assert sorted(s.seat_corners[seat]) == sorted(hearths + beacons), f"seat {seat}: corner list"
        assert sorted(s.seat_edges[seat]) == edges, f"seat {seat}: edge list"
        # Trails: kept for seats with 6+ causeways (the only ones the Grand Causeway looks at).
        if len(edges) >= TRAIL_MIN:
            assert s.trail[seat] == trail_length(s, seat), f"seat {seat}: trail"
        else:
            assert s.trail[seat] < TRAIL_MIN
    # Grand Causeway: the holder has the longest trail (6+); nobody holds it only when
    # there is no single longest trail of 6+.
    best = max(s.trail)
    if s.causeway_holder >= 0:
        assert s.trail[s.causeway_holder] == best >= TRAIL_MIN, "Grand Causeway holder is not longest"
    else:
        assert best < TRAIL_MIN or s.trail.count(best) >= 2, "a single longest trail of 6+ lacks the title"
    # Steadfast Watch: the holder has 4+ Wardens and nobody has more.
    if s.watch_holder >= 0:
        assert s.wardens_played[s.watch_holder] == max(s.wardens_played) >= 4
    else:
        assert max(s.wardens_played) < 4
    assert all(x in (EMPTY, NEUTRAL) or 0 <= x < n for x in s.corner_seat + s.edge_seat)
    # Tide deck.
    assert all(x >= 0 for x in s.tide_left) and sum(s.tide_left) <= 36


def played_counts(s: State, extra: list[int]) -> list[int]:
    """Venture cards out of play: Wardens and Landmarks from the state, the rest counted by the driver."""
    out = extra[:]
    out[0] = sum(s.wardens_played)
    out[1] = sum(s.landmarks_shown)
    return out


def expected_legal(s: State, action: Action, legal: set[Action]) -> bool | None:
    """Whether ``apply`` must accept ``action``; ``None`` when the test has no oracle (offers, counters).

    ``legal_actions`` lists only the actor's moves; discards after a 7 and answers on the
    Exchange Board may come from any seat that still owes one, and timers fire in their phase.
    """
    k = action.kind
    if k in (A.OFFER, A.COUNTER):
        return None
    if action in legal:
        return True
    ph = s.phase
    seat = action.a
    if ph == Phase.DISCARD:
        if k == A.DISCARD:
            return 0 <= seat < s.n and s.discard_owed[seat] > 0 and 0 <= action.b < N_RES and s.hands[seat][action.b] > 0
        if k == A.AUTODISCARD:
            return 0 <= seat < s.n and s.discard_owed[seat] > 0
    if ph == Phase.OFFER:
        pending = 0 <= seat < s.n and s.offer is not None and s.offer.answers[seat] == PENDING and seat != s.turn_seat
        if k == A.PASS:
            return pending
        if k == A.ACCEPT:
            return pending and rules.can_accept(s, seat)
        if k == A.CLOSE:
            return True
    return ph == Phase.CONFIRM and k == A.LAPSE


def random_cards(rng: random.Random, most: int = 3) -> tuple[int, int, int, int, int]:
    return tuple(rng.choice((0, 0, 0, 1, 2, most)) for _ in range(N_RES))  # type: ignore[return-value]


def random_action(rng: random.Random, s: State) -> Action:
    """An action of any kind with random, often nonsensical, arguments."""
    k = rng.choice(ALL_KINDS)
    seat_arg = rng.randrange(-1, 5)
    res = rng.randrange(-1, N_RES + 1) if rng.random() < 0.2 else rng.randrange(N_RES)
    if k in (A.ROLL, A.END, A.BUY, A.SURVEYOR, A.REVEAL, A.CLOSE, A.DECLINE, A.LAPSE):
        return Action(k)
    if k == A.CAUSEWAY:
        taken = [e for e in range(N_EDGES) if s.edge_seat[e] != EMPTY]
        pool = rng.choice([taken, list(range(-2, N_EDGES + 3)), rules.buildable_edges(s, s.turn_seat)])
        return Action(k, rng.choice(pool or [0]))
    if k in (A.HEARTH, A.BEACON):
        taken = [c for c in range(N_CORNERS) if s.corner_piece[c]]
        pool = rng.choice([taken, list(range(-2, N_CORNERS + 3)), rules.open_corners(s)])
        return Action(k, rng.choice(pool or [0]))
    if k == A.WARDEN:
        return Action(k, rng.randrange(-1, N_TILES + 1) if rng.random() < 0.2 else rng.randrange(-1, N_TILES))
    if k == A.ASHCLOUD:
        return Action(k, rng.randrange(-1, N_TILES + 1) if rng.random() < 0.2 else rng.randrange(N_TILES))
    if k == A.BOUNTIFUL:
        return Action(k, rng.randrange(-1, 15))
    if k == A.TIDE:
        return Action(k, rng.randrange(0, 15))
    if k == A.DICE:
        return Action(k, rng.randrange(0, 8), rng.randrange(0, 8))
    if k == A.DRAW:
        return Action(k, rng.randrange(-1, 6) if rng.random() < 0.2 else rng.randrange(5))
    if k in (A.EMBARGO, A.STEAL):
        return Action(k, res)
    if k in (A.TRADE, A.BARGE):
        return Action(k, res, rng.randrange(N_RES))
    if k == A.DISCARD:
        return Action(k, seat_arg, res)
    if k in (A.ROB, A.ACCEPT, A.PASS, A.CONFIRM, A.AUTODISCARD):
        return Action(k, seat_arg)
    if k == A.OFFER:
        return A.offer(random_cards(rng), random_cards(rng, 5))
    assert k == A.COUNTER
    return A.counter(seat_arg, random_cards(rng), random_cards(rng, 5))


def check_rejected(s: State, action: Action, trial: State | None = None) -> None:
    """``action`` must raise RuleError and leave the state exactly as it was.

    It is tried on ``trial`` (a copy of ``s`` that must still equal it), or on a fresh copy.
    """
    copy = s.copy() if trial is None else trial
    with pytest.raises(RuleError):
        apply(copy, action)
    assert same_state(copy, s), f"the illegal {action!r} changed the state"


def try_action(s: State, action: Action, legal: set[Action], played: list[int], trial: State | None = None) -> bool:
    """Apply ``action`` to a copy of ``s`` and check the outcome against the oracle; True if it applied.

    Actions that must be refused are tried on ``trial`` when given (a copy that is still equal to ``s``).
    """
    expect = expected_legal(s, action, legal)
    if expect is False:
        check_rejected(s, action, trial)
        return False
    copy = s.copy()
    try:
        apply(copy, action)
    except RuleError:
        assert expect is None, f"the legal {action} was refused at {s.phase.label}"
        assert same_state(copy, s), f"the refused {action!r} changed the state"
        return False
    extra = played[:]
    _count_played(action, extra)
    check_invariants(copy, played_counts(copy, extra), full=False)
    return True


def _count_played(action: Action, extra: list[int]) -> None:
    if action.kind == A.SURVEYOR:
        extra[2] += 1
    elif action.kind == A.BOUNTIFUL:
        extra[3] += 1
    elif action.kind == A.EMBARGO:
        extra[4] += 1


def choose(rng: random.Random, s: State, legal: list[Action]) -> Action:
    """The driver's move: uniform over legal actions, plus offers, counters, out-of-order answers, timers."""
    ph = s.phase
    roll = rng.random()
    if ph == Phase.DISCARD:
        if roll < 0.25:
            return timeout_action(s)  # type: ignore[return-value]
        if roll < 0.45:
            seat = rng.choice([i for i in range(s.n) if s.discard_owed[i]])
            return Action(A.DISCARD, seat, rng.choice([r for r in range(N_RES) if s.hands[seat][r]]))
    elif ph == Phase.OFFER:
        pending = [i for i in range(s.n) if s.offer.answers[i] == PENDING]  # type: ignore[union-attr]
        if roll < 0.08:
            return A.simple(A.CLOSE)
        if roll < 0.35:
            seat = rng.choice(pending)
            hand = s.hands[seat]
            give = tuple(rng.randint(0, min(h, 2)) for h in hand)
            want = tuple(0 if give[r] else rng.choice((0, 0, 1, 2)) for r in range(N_RES))
            return A.counter(seat, give, want)  # type: ignore[arg-type]
        if roll < 0.5:
            return Action(rng.choice((A.ACCEPT, A.PASS)), rng.choice(pending))
    elif ph == Phase.CONFIRM and roll < 0.2:
        return A.simple(A.LAPSE)
    elif ph == Phase.MAIN and roll < 0.05 and s.offers_posted < 3:
        hand = s.hands[s.turn_seat]
        give = tuple(rng.randint(0, min(h, 2)) for h in hand)
        want = tuple(0 if give[r] else rng.choice((0, 0, 1, 2)) for r in range(N_RES))
        return A.offer(give, want)  # type: ignore[arg-type]
    elif ph == Phase.MAIN and roll < 0.5:
        # Half the time take a build that scores, when there is one: games end sooner.
        builds = [a for a in legal if a.kind in (A.HEARTH, A.BEACON, A.BUY, A.REVEAL)]
        if builds:
            return rng.choice(builds)
    return legal[rng.randrange(len(legal))]


# ----------------------------------------------------------------------------- the game loop


@functools.cache
def play_checked(seed: int, seats: int, tide: bool, island: int | str | None) -> dict[str, Any]:
    """Play one random game with every check at every step; return a few facts about it."""
    game = Game(GameConfig(seats=seats, seed=seed, island=island, tide=tide))
    s = game.state
    rng = random.Random(f"test-random-play:{seed}:{seats}:{tide}:{island}")
    extra = [0] * 5  # Surveyors, Bountiful Tides, Embargoes played (indices 2..4)
    kinds_seen: set[str] = set()
    steps = 0
    while not s.is_over:
        steps += 1
        assert steps <= MAX_STEPS, f"game {seed} did not end within {MAX_STEPS} actions"
        played = played_counts(s, extra)
        check_invariants(s, played)
        legal = legal_actions(s)
        assert legal, f"no legal action at {s.phase.label}"
        legal_set = set(legal)
        assert len(legal_set) == len(legal), "legal_actions lists an action twice"

        # Every legal action (or a sample) applies to a copy and keeps the invariants.
        sample = legal if len(legal) <= LEGAL_SAMPLE else rng.sample(legal, LEGAL_SAMPLE)
        for action in sample:
            assert try_action(s, action, legal_set, played), f"legal {action} did not apply"
        # Random actions of every kind: illegal ones raise RuleError and change nothing.
        trial = s.copy()
        for _ in range(ILLEGAL_SAMPLE):
            try_action(s, random_action(rng, s), legal_set, played, trial)

        if s.is_chance():
            assert actor(s) == -1
            outcomes = chance_outcomes(s)
            assert outcomes and all(p > 0 for _, p in outcomes)
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9, "chance probabilities do not sum to 1"
            assert [a for a, _ in outcomes] == legal
            action = game.chance.outcome(s)
            assert action in legal_set, f"the seed's outcome {action} is not a possible outcome"
            apply(s, action)
            game.actions.append(action)
        else:
            assert chance_outcomes(s) == []
            assert 0 <= actor(s) < seats
            # A chance outcome is never a player's move.
            for chance in (Action(A.DICE, 3, 4), Action(A.TIDE, 8), Action(A.DRAW, 0), Action(A.STEAL, 0)):
                check_rejected(s.copy(), chance)
            action = choose(rng, s, legal)
            before = s.copy()
            try:
                apply(s, action)
            except RuleError:
                assert expected_legal(s, action, legal_set) is not True, f"{action} refused"
                assert same_state(s, before)
                action = legal[rng.randrange(len(legal))]
                apply(s, action)
            game.actions.append(action)
        _count_played(action, extra)
        kinds_seen.add(action.kind)

    # The end: a winner at 11+ on its own turn, with nothing more to do.
    check_invariants(s, played_counts(s, extra))
    assert s.phase == Phase.OVER
    assert 0 <= s.winner < seats
    assert s.winner == s.turn_seat, "the game was won on another seat's turn"
    assert s.total_renown(s.winner) >= WIN_RENOWN
    assert s.renown[s.winner] >= WIN_RENOWN, "hidden Landmarks are revealed at the win"
    assert legal_actions(s) == []
    check_rejected(s, A.simple(A.END))
    # The record replays to the same state.
    assert Game.replay(game.record()).state.summary() == s.summary()
    return {"steps": steps, "kinds": kinds_seen, "turns": s.turns}


FIXED = [
    (seed, seats, tide, island)
    for seats in (2, 3, 4)
    for tide in (False, True)
    for island, seed in (("landfall", 100 + seats), (None, 200 + seats))
]


@pytest.mark.parametrize("seed,seats,tide,island", FIXED,
                         ids=[f"s{a}-{b}p-{'tide' if c else 'dice'}-{d or 'gen'}" for a, b, c, d in FIXED])
def test_random_game(seed: int, seats: int, tide: bool, island: str | None) -> None:
    facts = play_checked(seed, seats, tide, island)
    assert facts["turns"] > 0


@settings(max_examples=EXTRA_GAMES, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(1, MAX_SEED), seats=st.sampled_from([2, 3, 4]), tide=st.booleans(),
       island=st.sampled_from(["landfall", None]))
def test_random_games_hypothesis(seed: int, seats: int, tide: bool, island: str | None) -> None:
    play_checked(seed, seats, tide, island)


def test_random_play_walks_the_whole_rule_set() -> None:
    """The driver is not vacuous: across the fixed games it applies every kind of action
    (7s, robbing, every venture card, the Barge, every Exchange Board step and timer)."""
    seen: set[str] = set()
    for args in FIXED:
        seen |= play_checked(*args)["kinds"]  # cached: the games above are not played again
    assert not set(ALL_KINDS) - seen, f"random play never applied {sorted(set(ALL_KINDS) - seen)}"
