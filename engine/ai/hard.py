"""The ``ai-hard`` seat: looks ahead, within a fixed budget of search nodes.

It thinks on states drawn from its own seat's view (:meth:`SeatView.sample_state`:
other hands, other seats' venture cards and the deck resampled), never on the
real one, and it resolves chance with the probabilities those states give (the
dice odds, the cards left in the sampled deck, the cards in a sampled hand).

- **Evaluation**: every seat gets a score, a weighted sum of features of its
  position (renown with hidden Landmarks, production of each resource, variety,
  cards in hand and how close they are to the next build, open corners within
  reach, venture cards, Wardens played, trail, jetty rates, turn order, the
  Ashcloud on its tiles ...); its share of ``exp(score)`` over the table is its
  chance of winning.  The weights were fitted to the winners of 3,000 games
  between ``ai-normal`` and ``ai-easy`` seats (a conditional logit), with signs
  pinned where a correlation is not a cause (a big hand before a 7, the
  Ashcloud on one's own tiles).  Its own hand adds the expected loss to a 7
  before its next turn.
- **Its turn** (after the roll): a depth-first search over sequences of its own
  actions -- builds, causeways toward open corners, venture cards played (the
  Warden's steal as an expectation), trades of surplus for cards a build lacks,
  a venture card bought (an expectation over the cards it may draw) -- ending
  in ``end``; the best sequence is played one action at a time (searched
  again after anything chance decides).  When its first action differs from
  ai-normal's, both are played on in the same few sampled futures (every seat
  as ai-normal, a few rounds) and the searched line is kept only if its futures
  end better; otherwise ai-normal's way is played for the rest of the turn.
- **Before the roll**: roll, or play a Warden first: an expectation over the
  eleven dice totals of the evaluation after the harvest.
- **The Ashcloud, robbing, discards**: each choice (each set of cards to give
  up) evaluated, steals as expectations over the sampled hands of several
  determinizations.
- **Placement**: each promising corner is tried in the same dozen sampled
  futures (placement and the first eight rounds played out with ai-normal's
  policy for every seat, the dice drawn); the corner whose futures end best
  (a win, or the evaluation of the position reached) is taken.  Placement
  decides more of a game than any one later turn, and the evaluation alone
  judges a bare island badly: this is where ai-hard spends most of its thought.
- **Budget**: counted in search nodes (``BUDGET`` per decision; placement and
  the check against ai-normal a fixed number of futures), never in time, so
  the same seed plays the same game on every machine.  A decision can also be
  thought in slices: ``begin(view, legal)`` then ``think(steps)`` until it
  returns the action (see docs/ai.md).
"""

from __future__ import annotations

import random
from collections.abc import Generator
from itertools import combinations_with_replacement
from typing import Any, TypeVar

from .. import actions as A
from ..actions import Action
from ..cards import N_RES
from ..constants import COST_BEACON, COST_CAUSEWAY, COST_HEARTH, COST_VENTURE
from ..phase import Phase
from ..rules import actor, apply, chance_outcomes, legal_actions, legal_discards
from ..state import State
from ..view import SeatView
from . import features as F
from . import living_hard as lh
from .base import trade_answer
from .evaluation import CARD_VALUE, WEIGHTS, Evaluator, won
from .normal import NormalPolicy

BUDGET = 60
"""Search nodes per decision (a node: a state copied and an action applied, or a position evaluated).

Since the check in played-out futures (``VERIFY_FUTURES``) a bigger budget wins no more
(120, 200 and 360 nodes measured the same against ai-normal) and costs time.
"""
SETUP_CANDIDATES = 6
"""Placement: the corners tried (the best by ai-normal's corner value), plus ai-normal's own choice."""
SETUP_ROLLOUTS = 12
"""Placement: futures played out for each corner tried (the same futures for every corner)."""
SETUP_ROUNDS = 8
"""Placement: rounds each future runs past the placement before the evaluation judges it."""
VERIFY_FUTURES = 8
"""Its turn: futures in which a searched move is checked against ai-normal's, when the two differ."""
VERIFY_ROUNDS = 4
"""Its turn: rounds each of those futures runs before the evaluation judges it."""
SAMPLES = 3
"""Determinizations for decisions that turn on hidden cards (the Ashcloud, robbing)."""
Thought = Generator[None, None, Action]

DELTA = 0.04
"""How much better (in chance of winning) the searched turn must look than ai-normal's own line
before it is checked in played-out futures (both rule sets)."""
MARGIN = {"pre": 0.03, "discard": 0.03, "ash": 0.03}
"""The same guard for the decisions before the roll, discards and the Ashcloud."""

_Option = TypeVar("_Option")
"""What :meth:`HardSeat._guard` chooses among: an action, or a whole discard."""


def _beats(a: float, b: float, margin: float) -> bool:
    """Whether chance of winning ``a`` beats ``b`` by ``margin``.

    >>> _beats(0.30, 0.25, 0.04), _beats(0.28, 0.25, 0.04), _beats(2.0, 0.9, 0.04)
    (True, False, True)
    """
    if a >= 1.5:
        return True  # a win this turn
    return a >= b + margin


def _played(s: State, line: list[Action]) -> State:
    """A copy of ``s`` with ``line`` played on it in the main phase, as far as it stays legal."""
    t = s.copy()
    for a in line:
        if t.phase != Phase.MAIN or t.is_chance() or a not in legal_actions(t):
            break
        apply(t, a)
    return t


class HardSeat:
    """The ``ai-hard`` seat."""

    def __init__(self, rng: random.Random, budget: int | None = None, weights: tuple[float, ...] | None = None) -> None:
        self.rng = rng
        self.budget = budget  # None: the rule set's (:data:`BUDGET`, :data:`~engine.ai.living_hard.BUDGET`)
        self._limit = BUDGET
        self.weights = weights
        self.policy = NormalPolicy(rng)
        self._thought: Thought | None = None
        self._plan: list[Action] = []
        self._plan_key: tuple[Any, ...] | None = None
        self._normal_turn = -1  # a turn whose search lost its check: ai-normal's way for the rest of it
        self.nodes = 0

    # ------------------------------------------------------------ the seat API

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        self.begin(view, legal)
        while True:
            action = self.think(1 << 30)
            if action is not None:
                return action

    def begin(self, view: SeatView, legal: list[Action]) -> None:
        """Start deciding (for pages that think between frames: then call :meth:`think`)."""
        self._thought = self._decide(view, legal)

    def think(self, steps: int) -> Action | None:
        """Think for up to ``steps`` search nodes; the action once decided, else None."""
        thought = self._thought
        if thought is None:
            raise RuntimeError("think() before begin()")
        try:
            for _ in range(max(steps, 1)):
                next(thought)
        except StopIteration as done:
            self._thought = None
            action: Action = done.value
            return action
        return None

    # ------------------------------------------------------------ deciding

    def _decide(self, view: SeatView, legal: list[Action]) -> Thought:
        self.nodes = 0
        ph = view.phase
        if ph == Phase.OFFER:  # (first: a quote at the open table is never listed)
            return trade_answer(view, legal)
        if len(legal) == 1:
            return legal[0]
        me = view.seat
        s = view.sample_state(self.rng)
        self._limit = self.budget if self.budget is not None else BUDGET if s.living is None else lh.BUDGET
        if ph == Phase.MAIN:
            if self._normal_turn == s.turns:
                return self.policy.act(s, me, legal)
            planned = self._planned(s, me, legal)
            if planned is not None:
                return planned
            return (yield from self._main(s, me))
        self._plan = []
        if ph == Phase.SETUP_HEARTH:
            return (yield from self._setup(s, me, legal))
        if ph == Phase.PRE_ROLL:
            return (yield from self._pre_roll(s, me, legal))
        if ph == Phase.DISCARD:
            return (yield from self._discard(s, me, legal))
        if ph in (Phase.MOVE_ASHCLOUD, Phase.ROB):
            return (yield from self._ash(view, s, me, legal))
        return self.policy.act(s, me, legal)

    def _ev(self, s: State, me: int) -> Evaluator:
        """The evaluation for ``me`` (on a living board, :class:`~engine.ai.living_hard.LivingEvaluator`)."""
        if s.living is None:
            return Evaluator(me, self.weights)
        return lh.LivingEvaluator(me, self.weights if self.weights is not None else lh.WEIGHTS)

    def _tick(self) -> bool:
        self.nodes += 1
        return self.nodes < self._limit

    # ------------------------------------------------------------ chance as expectations

    def _resolve(self, s: State, ev: Evaluator, next_seat: int | None = None, depth: int = 0) -> Generator[None, None, float]:
        """Value of ``s`` when chance steps may be due: their expectation."""
        if not s.is_chance() or lh.resolve_here(s):
            return ev.value(s, next_seat)
        total = 0.0
        for outcome, p in chance_outcomes(s):
            t = s.copy()
            apply(t, outcome)
            self.nodes += 1
            yield
            total += p * (yield from self._resolve(t, ev, next_seat, depth + 1))
        return total

    # ------------------------------------------------------------ the turn

    def _planned(self, s: State, me: int, legal: list[Action]) -> Action | None:
        """The next action of the plan made earlier this turn, if nothing unforeseen happened."""
        if self._plan and self._plan_key == self._key(s, me) and self._plan[0] in legal:
            return self._plan.pop(0)
        self._plan = []
        return None

    @staticmethod
    def _key(s: State, me: int) -> tuple[Any, ...]:
        return (s.turns, s.phase, tuple(s.hands[me]), tuple(s.ventures[me]), len(s.seat_edges[me]),
                len(s.seat_corners[me]), s.ash, s.free_causeways, s.venture_played)

    def _normal_line(self, s: State, me: int, ev: Evaluator, nxt: int) -> Generator[None, None, tuple[float, list[Action]]]:
        """What ai-normal would do this turn (up to the first chance step), and its value."""
        t = s.copy()
        line: list[Action] = []
        for _ in range(12):
            a = self.policy.act(t, me, legal_actions(t))
            line.append(a)
            if a.kind == A.END:
                break
            apply(t, a)
            self.nodes += 1
            yield
            if t.is_chance() or t.phase != Phase.MAIN:
                break
        val = yield from self._resolve(t, ev, nxt)
        return val, line

    def _main(self, s: State, me: int) -> Thought:
        ev = self._ev(s, me)
        nxt = (me + 1) % s.n
        best_val = ev.value(s, nxt)
        best_seq: list[Action] = [A.simple(A.END)]
        normal_val, normal_line = yield from self._normal_line(s, me, ev, nxt)
        normal_first = normal_line[0] if normal_line else None
        seen: set[tuple[Any, ...]] = set()
        stack: list[tuple[State, list[Action], int]] = [(s, [], 0)]
        while stack:
            node, seq, trades = stack.pop()
            for a in self._candidates(node, me, trades):
                if a.kind == A.END:
                    continue
                if not self._tick():
                    stack.clear()
                    break
                yield
                t = node.copy()
                apply(t, a)
                if t.is_chance():
                    val = yield from self._resolve(t, ev, nxt)
                    if val > best_val:
                        best_val, best_seq = val, seq + [a]
                    continue
                if t.phase == Phase.OVER:
                    if won(t, me) == 1.0:
                        best_val, best_seq = 2.0, seq + [a]
                        stack.clear()
                        break
                    continue
                if t.phase != Phase.MAIN:
                    # The Ashcloud moves (a Warden): choose its tile greedily, then go on.
                    val = ev.value(t, nxt)
                    if val > best_val:
                        best_val, best_seq = val, seq + [a]
                    continue
                key = self._key(t, me) + (tuple(t.seat_edges[me]), tuple(t.seat_corners[me]))
                if key in seen:
                    continue
                seen.add(key)
                val = ev.value(t, nxt)
                self.nodes += 1
                if val > best_val:
                    best_val, best_seq = val, seq + [a]
                if len(seq) < 7:
                    stack.append((t, seq + [a], trades + (a.kind in (A.TRADE, A.BARGE))))
        if normal_first is not None and not _beats(best_val, normal_val, DELTA):
            return normal_first
        first = best_seq[0]
        rest = best_seq[1:]
        if rest and first.kind not in (A.BUY, A.WARDEN):
            t = s.copy()
            apply(t, first)
            self._plan, self._plan_key = rest + [A.simple(A.END)], self._key(t, me)
        elif not rest and first.kind != A.END and first.kind not in (A.BUY, A.WARDEN):
            t = s.copy()
            apply(t, first)
            self._plan, self._plan_key = [A.simple(A.END)], self._key(t, me)
        if normal_first is not None and first != normal_first:  # noqa: SIM102 - the search (a yield from) kept out of the test
            if not (yield from self._verify(s, me, [first] + self._plan, normal_first)):
                self._plan = []
                self._normal_turn = s.turns
                return normal_first
        return first

    def _verify(self, s: State, me: int, line: list[Action], normal: Action) -> Generator[None, None, bool]:
        """Whether the searched ``line`` ends better than ai-normal's ``normal`` in the same played-out futures.

        The evaluation misjudges some turns that a few rounds of play show up (a causeway
        laid where a hearth could stand, a card bought that a trade needed): both are
        played on in ``VERIFY_FUTURES`` futures of ``VERIFY_ROUNDS`` rounds (every seat as
        ai-normal, the same dice and draws for both), the line as far as it stays legal.
        """
        futures, rounds = (VERIFY_FUTURES, VERIFY_ROUNDS) if s.living is None else lh.VERIFY
        seeds = [self.rng.getrandbits(32) for _ in range(futures)]
        stop = s.turns + rounds * s.n
        if s.living is not None:
            return (yield from self._verify_pairs(s, me, (line, [normal]), seeds, stop, lh.VERIFY_NODES))
        totals = []
        for branch in (line, [normal]):
            total = 0.0
            for seed in seeds:
                t = _played(s, branch)
                total += yield from self._rollout(t, me, random.Random(seed), stop)
            totals.append(total)
        return totals[0] > totals[1]

    def _verify_pairs(self, s: State, me: int, branches: tuple[list[Action], list[Action]], seeds: list[int], stop: int,
                      cap: int) -> Generator[None, None, bool]:
        """:meth:`_verify` a future at a time, both branches in each (a living board): once the
        futures played so far have cost ``cap`` search nodes, no more are begun (a budget in
        nodes, never in time: the same seed plays the same game on every machine)."""
        start = self.nodes
        totals = [0.0, 0.0]
        for seed in seeds:
            if self.nodes - start >= cap:
                break
            for k, branch in enumerate(branches):
                t = _played(s, branch)
                totals[k] += yield from self._rollout(t, me, random.Random(seed), stop)
        return totals[0] > totals[1]

    def _candidates(self, s: State, me: int, trades: int) -> list[Action]:
        """The actions worth searching in the main phase (most promising last: the stack pops them first)."""
        if s.living is not None:
            return lh.candidates(self.policy, s, me, trades)
        legal = legal_actions(s)
        by: dict[str, list[Action]] = {}
        for a in legal:
            by.setdefault(a.kind, []).append(a)
        out: list[Action] = []
        hand = s.hands[me]
        # Trades: for each card a build lacks, the best card to give for it.
        if trades < 3 and (A.TRADE in by or A.BARGE in by):
            out.extend(F.trade_picks(hand, (COST_BEACON, COST_HEARTH, COST_VENTURE, COST_CAUSEWAY), s.rates[me],
                                     by.get(A.TRADE, []) + by.get(A.BARGE, [])))
        if A.EMBARGO in by and not s.venture_played:
            pick = self.policy.venture_play(s, me, {A.EMBARGO: by[A.EMBARGO]}, None, F.production(s, me))
            if pick is not None:
                out.append(pick)
        if A.BOUNTIFUL in by:
            bi = F.info(s.board)
            w = bi.weight
            ranked = sorted(by[A.BOUNTIFUL], key=lambda a: sum(x * w[r] for r, x in enumerate(F.number_yield(s, me, a.a))))
            out.extend(ranked[-2:])
        if A.WARDEN in by:
            moves = sorted((a for a in by[A.WARDEN] if a.a >= 0), key=lambda a: (F.ash_tile_score(s, me, a.a), -a.a))
            out.extend(moves[-2:])
        if A.BUY in by:
            out.append(by[A.BUY][0])
        if A.CAUSEWAY in by:
            useful: dict[int, float] = {}
            bi = F.info(s.board)
            for c, d, first in F.spots(s, me, 3):
                if d >= 1 and first >= 0:
                    v = bi.corner_static[c] / d
                    if v > useful.get(first, -1.0):
                        useful[first] = v
            if F.trail_of(s, me) >= 4 or s.free_causeways:
                for a in by[A.CAUSEWAY]:
                    useful.setdefault(a.a, 0.0)
            ranked = sorted((a for a in by[A.CAUSEWAY] if a.a in useful), key=lambda a: useful[a.a])
            out.extend(ranked[-4:])
        if A.SURVEYOR in by and s.causeways_left[me] >= 2:
            out.append(by[A.SURVEYOR][0])
        if A.HEARTH in by:
            out.extend(by[A.HEARTH])
        if A.BEACON in by:
            out.extend(by[A.BEACON])
        return out

    # ------------------------------------------------------------ before the roll

    def _guard(self, vals: dict[_Option, float], normal: _Option, margin: float) -> _Option:
        """The best option, unless it beats ai-normal's own choice by less than ``margin``."""
        best = max(vals, key=lambda a: vals[a])
        if normal in vals and not _beats(vals[best], vals[normal], margin):
            return normal
        return best

    def _pre_roll(self, s: State, me: int, legal: list[Action]) -> Thought:
        ev = self._ev(s, me)
        normal = self.policy.act(s, me, legal)
        options = [A.simple(A.ROLL)]
        wardens = sorted((a for a in legal if a.kind == A.WARDEN and a.a >= 0),
                         key=lambda a: (F.ash_tile_score(s, me, a.a), -a.a))
        options += wardens[-3:]
        if normal not in options:
            options.append(normal)
        if len(options) == 1:
            return options[0]
        vals: dict[Action, float] = {}
        for a in options:
            t = s.copy()
            apply(t, a)
            val = 0.0
            # The Warden's steal (whom to rob: as ai-normal would), then the roll.
            if t.phase == Phase.ROB:
                apply(t, self.policy.act(t, me, legal_actions(t)))
            branches = [(t, 1.0)]
            if t.phase == Phase.STEAL:
                branches = []
                for outcome, p in chance_outcomes(t):
                    u = t.copy()
                    apply(u, outcome)
                    branches.append((u, p))
            for u, p in branches:
                if u.phase == Phase.OVER:
                    val += p * won(u, me)
                    continue
                if u.phase == Phase.PRE_ROLL:
                    apply(u, A.simple(A.ROLL))
                if u.phase == Phase.ROLL:
                    val += p * (yield from self._roll_value(u, ev))
                else:
                    val += p * ev.value(u, (me + 1) % s.n)
            vals[a] = val
        return self._guard(vals, normal, MARGIN["pre"])

    def _roll_value(self, s: State, ev: Evaluator) -> Generator[None, None, float]:
        """The evaluation after the roll, over each total's chance: two dice, or the Tide
        cards left in a game that plays the Tide deck."""
        if s.tide:
            outcomes = chance_outcomes(s)
        else:
            outcomes = [(A.with_arg(A.DICE, min(n - 1, 6), n - min(n - 1, 6)), (6 - abs(n - 7)) / 36.0)
                        for n in range(2, 13)]
        total = 0.0
        for action, p in outcomes:
            t = s.copy()
            apply(t, action)
            self.nodes += 1
            yield
            total += p * ev.value(t, (s.turn_seat + 1) % s.n)
        return total

    # ------------------------------------------------------------ discards

    def _discard(self, s: State, me: int, legal: list[Action]) -> Thought:
        owed = s.discard_owed[me]
        hand = s.hands[me]
        if self._plan and self._plan_key == self._key(s, me) + (owed,):
            a = self._plan.pop(0)
            if a in legal:
                t = s.copy()
                apply(t, a)
                self._plan_key = self._key(t, me) + (owed - 1,)
                return a
        ev = self._ev(s, me)
        # ai-normal's whole discard, for the guard.
        t = s.copy()
        normal_combo = []
        for _ in range(owed):
            if t.phase != Phase.DISCARD:
                break  # (a sampled state can end the game)
            mine = legal_discards(t, me)  # (legal_actions lists only the first seat that owes)
            a = self.policy.discard(t, me, mine)
            normal_combo.append(a.b)
            apply(t, a)
        normal = tuple(sorted(normal_combo))
        vals: dict[tuple[Any, ...], float] = {}
        for combo in sorted(set(combinations_with_replacement(range(N_RES), owed))):
            counts = [0] * N_RES
            for r in combo:
                counts[r] += 1
            if any(counts[r] > hand[r] for r in range(N_RES)):
                continue
            t = s.copy()
            for r in range(N_RES):
                t.hands[me][r] -= counts[r]
                t.supply[r] += counts[r]
            t.discard_owed = [0] * t.n
            self.nodes += 1
            yield
            vals[combo] = ev.value(t, s.turn_seat)
            if self.nodes > self._limit and normal in vals:
                break
        best = self._guard(vals, normal, MARGIN["discard"])
        actions = [A.with_arg(A.DISCARD, me, r) for r in best]
        first = actions[0]
        t = s.copy()
        apply(t, first)
        self._plan, self._plan_key = actions[1:], self._key(t, me) + (owed - 1,)
        return first

    # ------------------------------------------------------------ the Ashcloud

    def _ash(self, view: SeatView, s0: State, me: int, legal: list[Action]) -> Thought:
        ev = self._ev(s0, me)
        normal = self.policy.act(s0, me, legal)
        states = [s0] + [view.sample_state(self.rng) for _ in range(SAMPLES - 1)]
        if len(legal) > 8 and legal[0].kind == A.ASHCLOUD:
            rank = F.ash_tile_score if s0.living is None else lh.ash_rank
            keep = sorted(legal, key=lambda a: (rank(s0, me, a.a), -a.a))[-8:]
            legal = keep + ([normal] if normal not in keep else [])
        vals: dict[Action, float] = {}
        for a in legal:
            val = 0.0
            for s in states:
                t = s.copy()
                apply(t, a)
                self.nodes += 1
                yield
                if t.phase == Phase.ROB:
                    # Whom to rob comes next: the best of them.
                    sub = -1.0
                    for b in legal_actions(t):
                        u = t.copy()
                        apply(u, b)
                        sub = max(sub, (yield from self._resolve(u, ev, (me + 1) % s.n)))
                    val += sub
                else:
                    val += (yield from self._resolve(t, ev, (me + 1) % s.n))
            vals[a] = val / len(states)
        return self._guard(vals, normal, MARGIN["ash"])

    # ------------------------------------------------------------ placement

    def _setup(self, s: State, me: int, legal: list[Action]) -> Thought:
        pol = self.policy
        normal = pol.act(s, me, legal)
        bi = F.info(s.board)
        prod = F.production(s, me)
        if s.living is None:
            ranked = sorted(legal, key=lambda a: (F.corner_value(s, me, a.a, prod) + 0.1 * bi.corner_static[a.a], -a.a))
        else:
            ranked = sorted(legal, key=lambda a: (lh.setup_rank(s, me, a.a), -a.a))
        options = ranked[-SETUP_CANDIDATES:]
        if normal not in options:
            options.append(normal)
        # The same futures for every candidate (common random numbers), so their differences show.
        futures, rounds = (SETUP_ROLLOUTS, SETUP_ROUNDS) if s.living is None else lh.SETUP
        seeds = [self.rng.getrandbits(32) for _ in range(futures)]
        stop = s.turns + rounds * s.n
        vals: dict[Action, float] = {}
        for a in options:
            t = s.copy()
            apply(t, a)
            # Up to the first roll nothing is left to chance: played once, for every future.
            while not t.is_chance() and t.phase != Phase.OVER:
                apply(t, pol.act(t, actor(t), legal_actions(t)))
                self.nodes += 1
                yield
            total = 0.0
            for seed in seeds:
                total += yield from self._rollout(t.copy(), me, random.Random(seed), stop)
            vals[a] = total / len(seeds)
        return max(options, key=lambda a: (vals[a], a == normal))

    def _rollout(self, s: State, me: int, rng: random.Random, stop: int) -> Generator[None, None, float]:
        """Play ``s`` on up to turn ``stop``, every seat as ai-normal, chance drawn from ``rng``.

        The value: 1/0 when the game ends on the way, else the evaluation of the position reached.
        """
        pol = self.policy
        while s.turns < stop and s.phase != Phase.OVER:
            if s.is_chance():
                outcomes = chance_outcomes(s)
                x = rng.random()
                pick = outcomes[-1][0]
                for outcome, p in outcomes:
                    x -= p
                    if x <= 0:
                        pick = outcome
                        break
                apply(s, pick)
            else:
                who = actor(s)
                legal = legal_actions(s)
                apply(s, legal[0] if len(legal) == 1 else pol.act(s, who, legal))
            self.nodes += 1
            yield
        if s.phase == Phase.OVER:
            return won(s, me)
        return self._ev(s, me).value(s, s.turn_seat)


__all__ = ["BUDGET", "CARD_VALUE", "WEIGHTS", "Evaluator", "HardSeat"]
