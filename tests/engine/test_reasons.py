"""``why_not``: every "no" the page shows is the engine's own refusal (issue 14).

Over many positions of seeded self-play (2 to 4 seats, dice and the Tide deck, offers and
counters thrown in at random; in Living Island, requests and quotes at the open table), for
every seat and every kind: ``why_not`` is None exactly
when ``legal_actions`` holds an action of that kind for that seat; a refusal carries one of
the engine's codes and a reason that names no corner, edge or tile; where a concrete action
stands for the kind (a hearth on a corner the seat could build on, the one ``roll``), the
engine refuses it with the same code and the same words; and the question changes nothing.
``test_the_checker_catches_*`` plant the faults the checker looks for.
"""

from __future__ import annotations

import pickle
import random
import re
from collections.abc import Iterator
from dataclasses import replace

import pytest

from engine import actions as A
from engine.actions import Action
from engine.ai import make_seat
from engine.cards import N_RES, RESOURCES
from engine.errors import (
    CANNOT_AFFORD,
    CODES,
    DEALT,
    EMBARGOED,
    GAME_OVER,
    NOT_NOW,
    OFFER_LIMIT,
    OTHER_RULES,
    RuleError,
)
from engine.game import Game, GameConfig
from engine.phase import CONFIRM, MAIN, OFFER, SETUP_CAUSEWAY, SETUP_HEARTH
from engine.rules import actor, apply, is_legal, legal_actions, trading, why_not
from engine.rules.kinds import ASKED, KINDS
from engine.rules.living_moves import BRIBE_CARDS, RECLAIM_CARDS, cache_choices, reclaimable
from engine.rules.queries import buildable_corners, buildable_edges, open_corners, own_hearths
from engine.rules.reasons import Question
from engine.rules.seven import auto_discard_choice
from engine.state import State
from engine.view import SeatView

from helpers import one_card, random_quote, random_request

KIND_OF = {"trade": (A.TRADE, A.BARGE)}
"""The action kinds ``legal_actions`` lists for each kind asked (the same name, but for these)."""
PLACES = re.compile(r"\b(corner|edge|tile)s? \d|\{\d\}")
"""What a reason a player reads must never hold: a corner, edge or tile number, a seat left unnamed."""
NAMES = ("Ana", "Bo", "Coral", "Moss")


def _deals(s: State, seat: int, kind: str) -> list[Action]:
    """Every one-card-for-one offer (or counter) ``seat`` might make: if any offer is legal, one
    of these is (fewer cards given and wanted only drop checks).  At the open table: every
    one-card Offer for anything, Ask, or quote."""
    if kind == "ask":
        return [A.ask(one_card(r)) for r in range(N_RES)]
    if kind == "quote":
        return [A.quote(seat, one_card(r)) for r in range(N_RES)]
    if kind == "offer" and s.rules.open_table:
        return [A.table_offer(one_card(g)) for g in range(N_RES)]
    counter = kind == "counter"
    out = []
    for g in range(N_RES):
        for r in range(N_RES):
            if g != r:
                give, want = [0] * N_RES, [0] * N_RES
                give[g] = want[r] = 1
                out.append(A.counter(seat, tuple(give), tuple(want)) if counter  # type: ignore[arg-type]
                           else A.offer(tuple(give), tuple(want)))  # type: ignore[arg-type]
    return out


def legal_of(s: State, seat: int, kind: str, legal: list[Action]) -> list[Action]:
    """The legal actions of ``kind`` for ``seat`` (offers and counters, which ``legal_actions``
    does not list, tried one by one)."""
    if seat != actor(s):
        return []
    if kind in ("offer", "counter", "ask", "quote"):
        return [a for a in _deals(s, seat, kind) if is_legal(s, a)]
    kinds = KIND_OF.get(kind, (kind,))
    return [a for a in legal if a.kind in kinds]


def representative(s: State, seat: int, kind: str, err: RuleError) -> tuple[Action | None, bool]:
    """A concrete action of ``kind`` that meets the same refusal, and whether its reason must
    be the very same words (else the code only), or None where no single action stands for
    the kind (a trade refused for the whole hand, a build with nowhere to go)."""
    hand = s.hands[seat]
    first = [0] * N_RES
    if kind in ("roll", "end", "buy", "surveyor", "reveal"):
        return A.simple(kind), True
    if kind == "warden":
        return A.warden(-1), True
    if kind == "bountiful":
        return A.with_arg(A.BOUNTIFUL, 8), True
    if kind == "embargo":
        return A.with_arg(A.EMBARGO, 0), True
    if kind == "militia":
        return A.with_arg(A.MILITIA, 1 if s.ash == 0 else 0), True
    if kind == "tribute":
        return A.with_arg(A.TRIBUTE, 0), True
    if kind == "cache":
        return A.with_arg(A.CACHE, *cache_choices(s.supply)[0]), True
    if kind == "trailblazing":
        return A.simple(kind), True
    if kind in ("reclaim", "bribe"):
        count = RECLAIM_CARDS if kind == "reclaim" else BRIBE_CARDS
        paid = auto_discard_choice(hand, count) if sum(hand) >= count else (count, 0, 0, 0, 0)
        if kind == "reclaim":
            halves = reclaimable(s, seat) if s.living is not None else []
            return Action(A.RECLAIM, halves[0] if halves else 0, give=paid), True
        return Action(A.BRIBE, 1 if s.ash == 0 else 0, give=paid), True
    if kind == "accept":
        return A.with_arg(A.ACCEPT, seat), True
    if kind == "confirm":
        answered = [v for v in range(s.n) if (s.offer is not None and s.offer.answers[v] in (1, 2))
                    or (s.request is not None and s.request.answers[v] == 4)]  # (accepted, countered; quoted)
        return A.with_arg(A.CONFIRM, answered[0] if answered else 0), True
    if kind in ("ask", "quote") or (kind == "offer" and s.rules.open_table):
        same = err.code in (NOT_NOW, GAME_OVER, OFFER_LIMIT, DEALT, OTHER_RULES)
        if kind == "ask":
            return A.ask(one_card(0)), same
        if kind == "offer":
            return A.table_offer(one_card(next((r for r in range(N_RES) if hand[r]), 0))), same
        request = s.request
        free = [r for r in range(N_RES) if request is not None and not request.cards[r]
                and (request.ask or not request.takes or (request.takes >> r) & 1)]
        held = [r for r in free if hand[r]] if request is not None and not request.ask else free
        return A.quote(seat, one_card((held or free or [0])[0])), same
    if kind in ("hearth", "causeway", "beacon"):
        if kind == "hearth":
            places = open_corners(s) if s.phase == SETUP_HEARTH else buildable_corners(s, seat)
        elif kind == "causeway":
            places = list(s.board.topo.corner_edges[s.setup_corner]) if s.phase == SETUP_CAUSEWAY \
                else buildable_edges(s, seat)
        else:
            places = own_hearths(s, seat)
        if places:
            return A.with_arg(kind, places[0]), True
        # Nowhere to build: a refusal that comes before the place (moment, pool, cost) is the
        # same for any place; one about the place itself has no single action.
        return (A.with_arg(kind, 0), True) if err.code in (NOT_NOW, GAME_OVER, "pool-empty", CANNOT_AFFORD) \
            else (None, False)
    if kind == "trade":
        return (A.with_arg(A.TRADE, 0, 1), True) if err.code in (NOT_NOW, GAME_OVER) else (None, False)
    if kind in ("offer", "counter"):
        bar = trading.barred(s, seat) | (trading.barred(s, s.turn_seat) if kind == "counter" else 0)
        g = next((r for r in range(N_RES) if hand[r]), 0)
        r = next((x for x in range(N_RES) if x != g and not (bar >> x) & 1), (g + 1) % N_RES)
        give, want = first[:], first[:]
        give[g] = want[r] = 1
        action = A.counter(seat, tuple(give), tuple(want)) if kind == "counter" \
            else A.offer(tuple(give), tuple(want))  # type: ignore[arg-type]
        return action, err.code in (NOT_NOW, GAME_OVER, OFFER_LIMIT, DEALT)  # type: ignore[return-value]
    raise AssertionError(kind)


def check_position(s: State) -> list[str]:
    """Everything wrong with ``why_not`` in ``s`` (empty: nothing)."""
    problems: list[str] = []
    before = s.copy()
    legal = legal_actions(s)
    where = f"{s.phase.label}, turn {s.turns}"

    def check_refusal(err: RuleError, what: str) -> None:
        if err.code not in CODES:
            problems.append(f"{where}: {what}: code {err.code!r} is not one of the engine's")
        words = err.worded(NAMES.__getitem__)
        if not err.reason or PLACES.search(err.reason) or PLACES.search(words) or re.search(r"seat \d", words):
            problems.append(f"{where}: {what}: {err.reason!r} / {words!r} names a place or an unnamed seat")

    for seat in range(s.n):
        for kind in ASKED:
            err = why_not(s, seat, kind)
            found = legal_of(s, seat, kind, legal)
            what = f"seat {seat} {kind}"
            if (err is None) != bool(found):
                problems.append(f"{where}: {what}: why_not says {err and err.reason!r}, legal: {found[:3]}")
            if err is None:
                continue
            check_refusal(err, what)
            if seat != actor(s):
                continue  # no action of another seat's stands for it (the rules act for the seat that decides)
            action, same_words = representative(s, seat, kind, err)
            if action is None:
                continue
            try:
                apply(s.copy(), action)
            except RuleError as exc:
                if exc.code != err.code or (same_words and exc.reason != err.reason):
                    problems.append(f"{where}: {what}: why_not says {err.code} {err.reason!r}, "
                                    f"'{action}' meets {exc.code} {exc.reason!r}")
            else:
                problems.append(f"{where}: {what}: why_not says {err.reason!r}, but '{action}' is legal")
        # The narrowed questions: a deal with one answer, a trade of one resource.
        if s.phase == CONFIRM:
            for v in range(s.n):
                err = why_not(s, seat, "confirm", answer=v)
                if (err is None) != (seat == actor(s) and A.with_arg(A.CONFIRM, v) in legal):
                    problems.append(f"{where}: seat {seat} confirm {v}: {err and err.reason!r}")
                elif err is not None:
                    check_refusal(err, f"seat {seat} confirm {v}")
        if s.phase == MAIN and seat == actor(s):
            trades = {(a.a, a.b) for a in legal if a.kind in (A.TRADE, A.BARGE)}
            for g in range(N_RES):
                for r in (-1, *range(N_RES)):
                    err = why_not(s, seat, "trade", give=g, take=r)
                    ok = any(x == g and (r < 0 or y == r) for x, y in trades)
                    if (err is None) != ok:
                        problems.append(f"{where}: trade {RESOURCES[g]} for {r}: {err and err.reason!r}, {ok}")
                    elif err is not None:
                        check_refusal(err, f"trade {RESOURCES[g]} for {r}")
                err = why_not(s, seat, "trade", take=g)
                if (err is None) != any(y == g for _, y in trades):
                    problems.append(f"{where}: trade for {RESOURCES[g]}: {err and err.reason!r}")
    if s != before:
        problems.append(f"{where}: asking why_not changed the state")
    return problems


def positions(seed: int, seats: int, rng: random.Random, turns: int = 45, rules: str = "cinderisle") -> Iterator[State]:
    """Every position of a seeded game between random and ai-easy seats, some way in, with an
    offer (or a counter) posted now and then where one is legal."""
    kinds = tuple("random" if i % 2 else "ai-easy" for i in range(seats))
    game = Game(GameConfig(seats=seats, seed=seed, tide=seed % 3 == 0, players=kinds, rules=rules))
    players = [make_seat(k, seed, i) for i, k in enumerate(kinds)]
    s = game.state
    while not s.is_over and s.turns <= turns:
        yield s
        who = actor(s)
        legal = legal_actions(s)
        if s.phase in (MAIN, OFFER) and rng.random() < 0.25:
            if s.rules.open_table:  # (the open table: a request now and then, a quote beside the passes)
                move = random_request(s, rng) if s.phase == MAIN and rng.random() < 0.4 else \
                    random_quote(s, who, rng) if s.phase == OFFER else None
                if move is not None:
                    game.play(move)
                    continue
            deals = [a for a in _deals(s, who, "counter" if s.phase == OFFER else "offer") if is_legal(s, a)]
            if deals:
                game.play(rng.choice(deals))
                continue
        game.play(players[who].choose(SeatView(s, who), legal))
    yield s


def variants(s: State, i: int, rng: random.Random) -> list[State]:
    """``s`` changed where these games seldom go: the venture deck drawn out (long games get
    there), resources the Supply has run out of, answerers to an offer who no longer hold what
    they promised (only possible from outside the rules, but the refusal must still be right)."""
    out = []
    if i % 7 == 0:
        empty = s.copy()
        empty.deck = [0] * len(empty.deck)
        out.append(empty)
    if s.phase == MAIN and i % 3 == 0:
        short = s.copy()
        for r in rng.sample(range(N_RES), rng.randint(1, N_RES)):
            short.supply[r] = 0
        out.append(short)
    if s.phase == CONFIRM:
        broke = s.copy()
        for v in range(s.n):
            if v != s.turn_seat:
                broke.hands[v] = [0] * N_RES
        out.append(broke)
    return out


GAMES = [(seed, 2 + seed % 3) for seed in range(1, 10)]
LIVING_GAMES = [(seed, 2 + seed % 3, "living-island") for seed in range(31, 37)]


@pytest.mark.parametrize("seed,seats,rules", [(*g, "cinderisle") for g in GAMES] + LIVING_GAMES)
def test_why_not_is_the_engine_refusal_in_every_position(seed: int, seats: int, rules: str) -> None:
    rng = random.Random(f"why-not:{seed}")
    problems: list[str] = []
    seen: set[str] = set()
    for i, s in enumerate(positions(seed, seats, rng, turns=45 if rules == "cinderisle" else 120, rules=rules)):
        for state in (s, *variants(s, i, rng)):
            problems.extend(check_position(state))
        seen.update(err.code for seat in range(s.n) for kind in ASKED
                    if (err := why_not(s, seat, kind)) is not None)
        if len(problems) > 20:
            break
    assert problems == []
    assert {NOT_NOW, CANNOT_AFFORD} <= seen, seen


def test_the_games_reach_the_moments_a_page_must_explain() -> None:
    """Across the games: an empty deck, an Embargo in force, three offers posted, a confirm."""
    reached: set[str] = set()
    for seed, seats in GAMES:
        rng = random.Random(f"why-not:{seed}")
        for i, position in enumerate(positions(seed, seats, rng, turns=200)):
            for s in (position, *variants(position, i, rng)):
                for seat in range(s.n):
                    for kind in ASKED:
                        err = why_not(s, seat, kind)
                        if err is not None and seat == actor(s):
                            reached.add(err.code)
                if s.phase == CONFIRM:
                    reached.add("confirm")
                    reached.update(err.code for v in range(s.n) if (err := why_not(s, s.turn_seat, "confirm", answer=v)))
    assert {"deck-empty", EMBARGOED, OFFER_LIMIT, "just-bought", "one-venture-a-turn", "confirm", "not-confirmable",
            "supply-empty", "after-roll", "dealt", "pool-empty"} <= reached, reached


def test_reasons_in_words() -> None:
    """The words of the examples in issue 14."""
    game = Game(GameConfig(seats=3, seed=4, island="landfall"))
    players = [make_seat("ai-easy", 4, i) for i in range(3)]
    s = game.state
    while s.phase != MAIN:
        game.play(players[actor(s)].choose(SeatView(s, actor(s)), legal_actions(s)))
    me = s.turn_seat
    other = (me + 1) % 3
    s.hands[me] = [1, 0, 0, 0, 0]
    assert why_not(s, me, "hearth").reason == "you need 2 Pine, 1 Basalt and 1 Millet; you have 1 Pine"
    assert why_not(s, other, "hearth").worded(NAMES.__getitem__) == f"it is {NAMES[me]}'s turn"
    s.deck = [0] * len(s.deck)
    assert why_not(s, me, "buy").reason == "the venture deck is empty"
    s.embargo[other] = 2  # Kelp
    s.hands[me] = [0, 0, 4, 0, 0]
    err = why_not(s, me, "trade")
    assert err is not None and err.code == EMBARGOED
    assert err.worded(NAMES.__getitem__) == f"Kelp is under Embargo until {NAMES[other]}'s next turn"
    s.offers_posted = 3
    assert why_not(s, me, "offer").reason == "three offers a turn: none left"
    s.hearths_left[me] = 0
    assert why_not(s, me, "hearth").reason == "no hearths left in your pool"
    s.phase = game.state.phase.__class__.PRE_ROLL
    assert why_not(s, me, "end").reason == "roll first"
    assert why_not(s, me, "surveyor") is not None


def test_a_refusal_keeps_its_seats_through_pickling() -> None:
    err = RuleError(EMBARGOED, "Kelp is under Embargo until {0}'s next turn", "trade kelp for pine", "main", (2,))
    back = pickle.loads(pickle.dumps(err))
    assert (back.code, back.reason, back.seats, back.worded(NAMES.__getitem__)) == (
        err.code, err.reason, (2,), "Kelp is under Embargo until Coral's next turn")
    assert RuleError(NOT_NOW, "braces {0} stay as written").worded(NAMES.__getitem__) == "braces {0} stay as written"


PLACE_NUMBER = re.compile(r"\b(corner|edge|tile) \d+|\b[A-E][1-5]\b")


def test_a_refusal_about_one_place_keeps_it_as_a_value() -> None:
    """Every refusal of a hearth, beacon, causeway or Ashcloud move about one place (a corner
    not open, an edge taken, a sheltered tile...) keeps it in ``place``: the engine's words
    say "corner 31" or "B2", and a page names it by its tiles through ``worded``'s ``place``;
    no number or tile id is left in its words then.  Pickling keeps it."""
    rng = random.Random(4)
    seen: set[str] = set()
    for seed in (3, 8):
        for s in positions(seed, 3, rng, turns=30):
            who = actor(s)
            if who < 0:
                continue
            for kind, n in ((A.HEARTH, 54), (A.BEACON, 54), (A.CAUSEWAY, 72), (A.ASHCLOUD, 19), (A.WARDEN, 19)):
                for i in rng.sample(range(n), 4):
                    err = SeatView(s, who).refusal(A.with_arg(kind, i))
                    if err is None or err.place is None:
                        continue
                    seen.add(err.code)
                    assert err.place[1] == i or (kind in (A.CAUSEWAY,) and err.place[0] == "corner")
                    assert "{place}" in err.template and "{place}" not in err.reason
                    words = err.worded(NAMES.__getitem__, lambda k, j: f"the place of {k} {'x' * (j % 3 + 1)}")
                    assert not PLACE_NUMBER.search(words), words
                    assert PLACE_NUMBER.search(err.reason), f"the check would miss the engine's own {err.reason!r}"
                    back = pickle.loads(pickle.dumps(err))
                    assert back.place == err.place and back.reason == err.reason
    assert {"place-taken", "not-connected", "not-yours", "sheltered"} <= seen, seen


def test_an_unknown_kind_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="unknown kind"):
        why_not(Game(GameConfig(seats=2, seed=1)).state, 0, "fly")


# ---------------------------------------------------------------- the checker proven on planted faults


def _some_positions() -> list[State]:
    out = []
    for seed, seats in GAMES[:3]:
        out.extend(s.copy() for s in positions(seed, seats, random.Random(f"why-not:{seed}"), turns=30))
    return out


def _problems(states: list[State]) -> list[str]:
    return [p for s in states for p in check_position(s)]


def test_the_checker_catches_a_reason_without_the_cost(monkeypatch) -> None:
    """The fault: the hearth's question forgets the cost (a second copy of the rules that drifted)."""
    states = _some_positions()
    assert _problems(states) == []
    from engine.rules import building

    def no_cost(s: State, q: Question) -> None:
        if s.phase != SETUP_HEARTH:
            building.need_phase(s, q.kind, MAIN)
        building.check_hearth_anywhere(s, q.kind, q.seat)

    monkeypatch.setitem(KINDS, "hearth", replace(KINDS["hearth"], refuse=no_cost))
    assert any("hearth" in p for p in _problems(states))


def test_the_checker_catches_other_words_than_the_rules(monkeypatch) -> None:
    """The fault: ``end`` before the roll refused in words of its own."""
    states = [s for s in _some_positions() if s.phase.label == "pre-roll"]
    assert states

    def own_words(s: State, q: Question) -> None:
        if s.phase.label != "main":
            raise RuleError(NOT_NOW, "you cannot end your turn yet", q.kind)

    monkeypatch.setitem(KINDS, "end", replace(KINDS["end"], refuse=own_words))
    assert any("'end' meets" in p for p in _problems(states))


def test_the_checker_catches_a_place_number_and_a_change(monkeypatch) -> None:
    states = [s for s in _some_positions() if s.phase.label == "main"][:5]
    assert states
    original = KINDS["beacon"].refuse
    assert original is not None

    def numbered(s: State, q: Question) -> None:
        s.turns += 0 if s.phase.label != "main" else 1  # the fault: the question changes the state
        try:
            original(s, q)
        except RuleError as exc:
            raise RuleError(exc.code, exc.reason + " (corner 31)", q.kind) from None

    monkeypatch.setitem(KINDS, "beacon", replace(KINDS["beacon"], refuse=numbered))
    found = _problems(states)
    assert any("names a place" in p for p in found) and any("changed the state" in p for p in found)
