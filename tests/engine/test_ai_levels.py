"""The AI levels ``ai-normal`` and ``ai-hard``: information, rules, trade rule, strength, determinism.

- **Hidden information**: an AI seat reads only its own :class:`SeatView`.
  ``SeatView.sample_state`` draws every hidden part anew (other hands with the same
  counts, other seats' venture cards and the deck with the same counts) and reads none
  of it: states that differ only in what the seat cannot see give identical samples.
  ``ai-normal`` and ``ai-hard`` make the same decisions, one after another through a
  stretch of a game, when other hands are re-dealt (same counts), other seats' venture
  kinds are changed and the venture deck's composition is changed.
- **Rules**: each level plays whole seeded games choosing only legal actions, and
  never posts or counters on the Exchange Board.
- **The AI trade rule**: on real offers, each level answers exactly as
  ``trade_answer`` (RULINGS section 5).
- **Strength (a small fixed sample)**: ``ai-normal`` beats three ``random`` seats.
- **Determinism**: the same seed plays the same game; ``ai-hard`` thought in slices
  (``begin``/``think``) decides exactly as in one call.
- **Shortcuts change nothing**: ai-normal's fast goal choice equals scoring every goal.
"""

from __future__ import annotations

import random

import pytest

from engine import actions as A
from engine.actions import Action
from engine.ai import make_seat
from engine.ai.base import trade_answer
from engine.ai.hard import HardSeat
from engine.cards import LANDMARK, N_RES, N_VENTURES, VENTURE_DECK
from engine.constants import SUPPLY_PER_RESOURCE
from engine.game import Game, GameConfig
from engine.phase import Phase
from engine.rules import actor, apply, legal_actions, trail_length
from engine.seats import AI_KINDS as SEAT_KINDS
from engine.selfplay import play_game
from engine.state import State
from engine.view import SeatView

LEVELS = ("ai-normal", "ai-hard")


def test_levels_are_registered() -> None:
    assert {"random", "ai-easy", "ai-normal", "ai-hard"} <= set(SEAT_KINDS)
    assert type(make_seat("ai-normal", 1, 0)).__name__ == "NormalSeat"
    assert type(make_seat("ai-hard", 1, 0)).__name__ == "HardSeat"


# --------------------------------------------------------------------------- hidden information


def _played(s: State) -> list[int]:
    """Venture cards out of play (played or shown): the deck's composition less deck and hands."""
    return [VENTURE_DECK[k] - s.deck[k] - sum(v[k] for v in s.ventures) for k in range(N_VENTURES)]


def _perturb(s: State, seat: int, rng: random.Random) -> State:
    """A copy that differs from ``s`` only in what ``seat`` cannot see.

    Other seats' hands are re-dealt from the same cards with the same counts; other
    seats' venture cards and the deck are re-dealt from the same cards with the same
    counts (hidden Landmarks kept where a seat would otherwise have won already), and
    then the deck's composition is changed outright (same count).
    """
    t = s.copy()
    others = [v for v in range(s.n) if v != seat]
    pool = [r for v in others for r in range(N_RES) for _ in range(s.hands[v][r])]
    for _ in range(20):
        rng.shuffle(pool)
        i = 0
        for v in others:
            k = sum(s.hands[v])
            t.hands[v] = [pool[i:i + k].count(r) for r in range(N_RES)]
            i += k
        if any(t.hands[v] != s.hands[v] for v in others) or len(set(pool)) < 2:
            break
    cards = [k for v in others for k in range(5) if k != LANDMARK for _ in range(s.ventures[v][k])]
    cards += [k for k in range(5) if k != LANDMARK for _ in range(s.deck[k])]
    rng.shuffle(cards)
    i = 0
    for v in others:
        k = sum(s.ventures[v]) - s.ventures[v][LANDMARK]
        held = [cards[i:i + k].count(x) for x in range(5)]
        held[LANDMARK] = s.ventures[v][LANDMARK]
        t.ventures[v] = held
        i += k
    deck_total = sum(s.deck)
    t.deck = [0] * 5
    t.deck[(s.turns + seat) % 5] = deck_total  # a composition no real deck could have
    if s.turn_seat != seat:
        t.bought = [0] * 5
    return t


def _decision_points(seed: int, kinds: tuple[str, ...], seat: int, count: int, min_turns: int = 8) -> list[State]:
    """States of a seeded game where ``seat`` decides, from turn ``min_turns`` on."""
    game = Game(GameConfig(seats=len(kinds), seed=seed, players=kinds))
    seats = [make_seat(k, seed, i) for i, k in enumerate(kinds)]
    s = game.state
    out: list[State] = []
    while not s.is_over and len(out) < count:
        who = actor(s)
        legal = legal_actions(s)
        if who == seat and s.turns >= min_turns and len(legal) > 1 and s.phase != Phase.OFFER:
            out.append(s.copy())
        game.play(seats[who].choose(SeatView(s, who), legal))
    assert len(out) == count, "the game ended too soon"
    return out


@pytest.fixture(scope="module")
def points() -> list[State]:
    return _decision_points(77, ("ai-easy",) * 4, 0, 40)


def test_sample_state_reads_nothing_hidden(points: list[State]) -> None:
    rng = random.Random(5)
    for s in points[::4]:
        t = _perturb(s, 0, rng)
        assert t.hands != s.hands or t.deck != s.deck
        for k in range(3):
            a = SeatView(s, 0).sample_state(random.Random(k))
            b = SeatView(t, 0).sample_state(random.Random(k))
            assert a.summary() == b.summary() and a.deck == b.deck and a.bought == b.bought


def test_sample_state_is_consistent_with_the_view(points: list[State]) -> None:
    for s in points[::3]:
        for seat in range(s.n):
            view = SeatView(s, seat)
            u = view.sample_state(random.Random(seat))
            assert SeatView(u, seat).to_dict() == view.to_dict()  # same everything this seat sees
            for r in range(N_RES):
                assert u.supply[r] + sum(h[r] for h in u.hands) == SUPPLY_PER_RESOURCE
            assert sum(u.deck) == sum(s.deck)
            assert [sum(v) for v in u.ventures] == [sum(v) for v in s.ventures]
            assert all(x >= 0 for x in _played(u))
            for v in range(u.n):
                if v != seat and u.ventures[v][LANDMARK]:
                    assert u.renown[v] + u.ventures[v][LANDMARK] < 11
            if seat == actor(s):
                assert legal_actions(u) == legal_actions(s)


def test_sample_state_deals_no_winning_landmarks_when_the_deck_holds_only_landmarks(points: list[State]) -> None:
    """Seat 1 is one renown short of winning; the unseen cards are six Landmarks and one Embargo.

    No sample may hand seat 1 a Landmark (a searching AI would see a game already over), even
    when the Embargo was dealt to seat 2 and the deck has nothing else to swap in.
    """
    t = points[0].copy()
    if t.n != 4:
        pytest.skip("needs a 4-seat position")
    pad = [0] * (N_VENTURES - 5)  # (Living Island's cards)
    t.ventures = [[12, 0, 2, 2, 1, *pad], [0, 1, 0, 0, 0, *pad], [0, 1, 0, 0, 0, *pad], [0] * N_VENTURES]
    t.deck = [0, 5, 0, 0, 0, *pad]  # seat 0 sees its own cards
    t.wardens_played = [0] * 4
    t.landmarks_shown = [0] * 4
    t.renown = [3, 10, 2, 2]
    view = SeatView(t, 0)
    for k in range(200):
        u = view.sample_state(random.Random(k))
        assert u.ventures[1][LANDMARK] == 0, f"sample {k} deals seat 1 a winning Landmark: {u.ventures}"
        assert sum(u.ventures[1]) == 1 and sum(u.ventures[2]) == 1 and sum(u.deck) == 5


@pytest.mark.parametrize("kind,step", [("ai-normal", 1), ("ai-hard", 4)])
def test_same_decisions_whatever_is_hidden(points: list[State], kind: str, step: int) -> None:
    """Decision after decision (the seat's random source carried along), the real state and two
    states differing in every hidden part get the same answers."""
    rng = random.Random(11)
    chosen = points[::step]
    seats = [make_seat(kind, 77, 0) for _ in range(3)]
    differs = 0
    for s in chosen:
        variants = [s, _perturb(s, 0, rng), _perturb(s, 0, rng)]
        differs += sum(v.hands != s.hands for v in variants[1:])
        legal = legal_actions(s)
        answers = [seat.choose(SeatView(v, 0), legal) for seat, v in zip(seats, variants, strict=True)]
        assert answers[0] == answers[1] == answers[2], (s.phase.label, [str(a) for a in answers])
    assert differs >= len(chosen)  # the hidden parts really changed


# --------------------------------------------------------------------------- rules and the trade rule


@pytest.mark.parametrize("kinds,seed", [
    (("ai-normal", "ai-normal", "ai-easy", "random"), 3),
    (("ai-hard", "ai-normal", "random"), 8),
    (("ai-hard", "ai-normal"), 21),
])
def test_whole_games_with_legal_actions_only(kinds: tuple[str, ...], seed: int) -> None:
    game = Game(GameConfig(seats=len(kinds), seed=seed, players=kinds))
    seats = [make_seat(k, seed, i) for i, k in enumerate(kinds)]
    s = game.state
    while not s.is_over:
        assert s.turns < 600
        who = actor(s)
        legal = legal_actions(s)
        action = seats[who].choose(SeatView(s, who), legal)
        assert action in legal, (kinds[who], str(action), s.phase.label)
        assert action.kind not in (A.OFFER, A.COUNTER)
        game.play(action)
    assert s.total_renown(s.winner) >= 11


def _offer_positions() -> list[tuple[State, Action]]:
    """Real offers posted in a 4-seat game: from a low-renown and a high-renown offerer."""
    game = Game(GameConfig(seats=4, seed=99, island="landfall"))
    seats = [make_seat("ai-easy", 99, i) for i in range(4)]
    s = game.state
    out: list[tuple[State, Action]] = []
    offers = [((1, 0, 0, 0, 0), (0, 1, 0, 0, 0)), ((2, 0, 0, 0, 0), (0, 0, 1, 0, 0)),
              ((1, 0, 0, 0, 0), (0, 0, 0, 1, 1)), ((0, 0, 0, 0, 1), (1, 0, 0, 0, 0))]
    while not s.is_over and len(out) < 24:
        if s.phase == Phase.MAIN and s.turns >= 4:
            for give, want in offers:
                t = s.copy()
                hand = t.hands[t.turn_seat]
                if all(hand[r] >= give[r] for r in range(N_RES)):
                    apply(t, A.offer(give, want))
                    out.append((t, A.offer(give, want)))
        who = actor(s)
        game.play(seats[who].choose(SeatView(s, who), legal_actions(s)))
    return out


@pytest.mark.parametrize("kind", LEVELS)
def test_trade_rule(kind: str) -> None:
    seen = set()
    for s, _ in _offer_positions():
        while s.phase == Phase.OFFER:
            who = actor(s)
            view = SeatView(s, who)
            legal = legal_actions(s)
            answer = make_seat(kind, 1, who).choose(view, legal)
            assert answer == trade_answer(view, legal)
            seen.add(answer.kind)
            apply(s, answer)
    assert seen == {A.ACCEPT, A.PASS}


# --------------------------------------------------------------------------- strength and determinism


def test_normal_beats_random_in_a_fixed_sample() -> None:
    wins = sum(play_game(seed, ("ai-normal", "random", "random", "random")).winner == 0 for seed in range(1, 11))
    assert wins >= 9


@pytest.mark.parametrize("kinds", [("ai-normal", "ai-easy", "ai-normal"), ("ai-hard", "ai-normal", "ai-easy", "random")])
def test_same_seed_same_game(kinds: tuple[str, ...]) -> None:
    a = play_game(42, kinds).game.actions
    b = play_game(42, kinds).game.actions
    assert a == b


def test_hard_thinks_in_slices_as_in_one_call(points: list[State]) -> None:
    for s in points[1::6]:
        legal = legal_actions(s)
        whole = HardSeat(random.Random(3)).choose(SeatView(s, 0), legal)
        sliced = HardSeat(random.Random(3))
        sliced.begin(SeatView(s, 0), legal)
        steps = 0
        action = None
        while action is None:
            action = sliced.think(5)
            steps += 1
            assert steps < 10_000
        assert action == whole


def test_hard_turn_is_checked_against_normal_in_played_out_futures(points: list[State],
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """On its turn ai-hard keeps a searched move only when its futures end better than
    ai-normal's: with the check made to fail, every main-phase choice is ai-normal's (on the
    same state dealt from the view), and it stays ai-normal's for the rest of that turn."""
    from engine.ai.normal import NormalSeat

    mains = [s for s in points if s.phase == Phase.MAIN]
    checked = []
    real = HardSeat._verify

    def spy(self, *args):
        ok = yield from real(self, *args)
        checked.append(ok)
        return ok

    monkeypatch.setattr(HardSeat, "_verify", spy)
    differ = 0
    for s in mains:
        legal = legal_actions(s)
        differ += HardSeat(random.Random(4)).choose(SeatView(s, 0), legal) != NormalSeat(random.Random(4)).choose(SeatView(s, 0), legal)
    assert checked and differ == sum(checked)  # checks made, and a move differs exactly when its check passed

    def fail(self, *args):
        return False
        yield

    monkeypatch.setattr(HardSeat, "_verify", fail)
    rest_of_turn = 0
    for s in mains:
        legal = legal_actions(s)
        hard = HardSeat(random.Random(4))
        assert hard.choose(SeatView(s, 0), legal) == NormalSeat(random.Random(4)).choose(SeatView(s, 0), legal)
        if hard._normal_turn == s.turns:  # the check failed: the rest of the turn is ai-normal's, unsearched
            t = s.copy()
            apply(t, NormalSeat(random.Random(4)).choose(SeatView(t, 0), legal))
            if t.phase == Phase.MAIN and actor(t) == 0:
                hard.nodes = -1
                hard.choose(SeatView(t, 0), legal_actions(t))
                assert hard.nodes == 0
                rest_of_turn += 1
    assert rest_of_turn


def test_hard_placement_plays_futures_sliced_or_whole_on_its_view_only() -> None:
    """Placement (futures played out from a state dealt from the seat's view): the same corner
    thought whole or in slices, and whatever the hidden deck holds."""
    game = Game(GameConfig(seats=4, seed=77, players=("ai-easy",) * 4))
    easy = [make_seat("ai-easy", 77, i) for i in range(4)]
    s = game.state
    while len(game.actions) < 6:  # three hearths and causeways down: the fourth seat places
        game.play(easy[actor(s)].choose(SeatView(s, actor(s)), legal_actions(s)))
    assert s.phase == Phase.SETUP_HEARTH
    me, legal = actor(s), legal_actions(s)
    whole = HardSeat(random.Random(5))
    action = whole.choose(SeatView(s, me), legal)
    assert action in legal and whole.nodes > 1000  # it played futures, not a glance
    sliced = HardSeat(random.Random(5))
    sliced.begin(SeatView(s, me), legal)
    got, slices = None, 0
    while got is None:
        got = sliced.think(50)
        slices += 1
    assert got == action and slices > 20
    hidden = _perturb(s, me, random.Random(1))
    assert hidden.deck != s.deck
    assert HardSeat(random.Random(5)).choose(SeatView(hidden, me), legal) == action


@pytest.mark.parametrize("kind", ["ai-easy", "ai-normal", "ai-hard"])
def test_discard_when_another_seat_owes_first(kind: str) -> None:
    """After a 7 two seats owe; the one that is not listed first may still discard (at once).

    Game seed 1 with ai-normal seats: at action 74, seats 0 and 2 owe 5 and 4 cards.
    """
    g = Game(GameConfig(seats=4, seed=1))
    seats = [make_seat("ai-normal", 1, i) for i in range(4)]
    s = g.state
    while len(g.actions) < 74 or s.is_chance():
        if s.is_chance():
            g.chance_step()
        else:
            g.play(seats[actor(s)].choose(SeatView(s, actor(s)), legal_actions(s)), chance=False)
    assert s.phase == Phase.DISCARD and s.discard_owed[0] == 5 and s.discard_owed[2] == 4
    seat = make_seat(kind, 1, 2)
    mine = [A.with_arg(A.DISCARD, 2, r) for r in range(N_RES) if s.hands[2][r]]
    for _ in range(4):
        a = seat.choose(SeatView(s, 2), mine)
        assert a.kind == A.DISCARD and a.a == 2 and a in mine
        apply(s, a)
        mine = [A.with_arg(A.DISCARD, 2, r) for r in range(N_RES) if s.hands[2][r]]
    assert s.discard_owed[2] == 0


def _reference_best_goal(pol, s: State, me: int, prod: list[int]):
    """ai-normal's goal choice the plain way: every goal scored, the first of the best kept."""
    from engine.ai import features as F

    best = None
    for kind, c, d, edge, cost, value in pol.goals(s, me, prod):
        if kind == "trail":
            edge = pol.trail_edge(s, me, trail_length(s, me))
            if edge < 0:
                continue
        score = value / (1.0 + pol.eta(s, me, cost, prod))
        if best is None or score > best[-1]:
            best = (kind, c, d, edge, cost, value, score)
    spots = [(c, d, first, F.corner_value(s, me, c, prod)) for c, d, first in F.spots(s, me, 3)]
    return best, spots


@pytest.mark.parametrize("seed", [8, 9])
def test_normal_goal_choice_equals_the_plain_reference(seed: int) -> None:
    """The shortcuts in ai-normal's goal choice (remembered spots, goals passed over when
    their worth cannot beat the best score, the trail's causeway found last) choose exactly
    what scoring every goal chooses, for every seat at every decision of whole games."""
    from engine.ai import features as F
    from engine.ai.normal import NormalPolicy

    pol = NormalPolicy(random.Random(seed))
    checked = 0
    kinds = set()
    for s in _decision_points(seed, ("ai-normal",) * 4, 0, 30, min_turns=0):
        for me in range(s.n):
            prod = F.production(s, me)
            want, spots = _reference_best_goal(pol, s, me, prod)
            got = pol.best_goal(s, me, prod)
            assert pol._spot_values(s, me, prod) == spots
            assert F.top_threat(s, me) == max(F.threat(s, v, me) for v in range(s.n))
            if want is None:
                assert got is None
            else:
                assert (got.kind, got.corner, got.dist, got.edge, got.cost, got.value, got.score) == want
                kinds.add(got.kind)
            checked += 1
    assert checked == 120 and kinds == {"hearth", "beacon", "venture", "trail"}


def test_ai_hard_weighs_the_tide_deck_in_a_tide_game() -> None:
    """Before the flip of a Tide game, weighing a Warden, ai-hard plays out the Tide cards left,
    not dice (it tried a 'dice' outcome there, was refused, and the page played an ai-easy move
    instead)."""
    from engine.cards import WARDEN
    from engine.errors import RuleError
    from engine.game import Game, GameConfig

    kinds = ("ai-hard", "ai-easy", "ai-easy")
    game = Game(GameConfig(seats=3, seed=12, tide=True, players=kinds))
    seats = [make_seat(k, 12, i) for i, k in enumerate(kinds)]
    s = game.state
    weighed = 0
    while not s.is_over and weighed < 3:
        who = actor(s)
        if who == 0 and s.phase == Phase.PRE_ROLL and s.turns > 3:
            s.ventures[0][WARDEN] += 1  # a Warden in hand: a real choice before the flip
            legal = legal_actions(s)
            assert any(a.kind == A.WARDEN for a in legal)
            try:
                seats[0].choose(SeatView(s, 0), legal)
            except RuleError as exc:
                raise AssertionError(f"ai-hard's play-out was refused: {exc}") from exc
            s.ventures[0][WARDEN] -= 1
            weighed += 1
        legal = legal_actions(s)
        game.play(seats[who].choose(SeatView(s, who), legal))
    assert weighed == 3
