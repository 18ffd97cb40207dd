"""The ``ai-normal`` seat: solid heuristic play.

It reads a state whose hidden parts are resampled from its own seat's view
(:meth:`SeatView.sample_state`), and only looks at the public parts of it plus
its own hand and venture cards, so it plays on exactly what a person in its
seat would know.

- **Placement**: corners by expected yield, weighted by what each resource is
  worth on this island (need against supply: scarce resources count more),
  with a bonus for resources it does not yet produce and for useful jetties; the
  starting causeway points at the best corner two steps on.
- **Plans**: every decision it picks a goal -- a beacon on its best hearth, a
  hearth on a corner up to three causeways away, a venture card, or the Grand
  Causeway -- scoring each by its worth against the rounds needed to afford it
  (its production, jetty rates and the Barge count), then builds toward it,
  trades surplus cards for what the goal lacks (Supply, jetty or Barge) and
  buys venture cards with what the goal does not need.
- **The Ashcloud** goes where it hurts the leader most (never on its own
  tiles), and it robs the leader.
- **Discards** keep what the goal needs and give up what it has most of.
- **Venture cards**: a Warden before rolling when the Ashcloud sits on its own
  tiles, or to take (or keep) Steadfast Watch, or to rob the leader; a
  Surveyor when its causeways have somewhere to go; Bountiful Tide on its best
  number; an Embargo on what the leader produces most, once the leader is
  near winning.  Landmarks stay hidden (they count in the win check anyway)
  and are shown only if that wins.
- **Trading with people**: the AI trade rule (never posts or counters).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .. import actions as A
from ..actions import Action
from ..board import Board
from ..cards import BASALT, BOUNTIFUL, EMBARGO, LANDMARK, N_RES, PINE, SURVEYOR, WARDEN
from ..constants import COST_BEACON, COST_CAUSEWAY, COST_HEARTH, COST_VENTURE, WIN_RENOWN
from ..phase import Phase
from ..rules import buildable_edges, trail_length
from ..view import SeatView
from . import features as F
from .base import trade_answer
from .living_plan import LivingPlan
from .memo import trimmed

if TYPE_CHECKING:
    from ..state import State

HEARTH_P, BEACON_P = 1, 2
MEMORY = 2048
"""Piece layouts remembered at most (:meth:`NormalPolicy._memo`)."""
PARAMS = {
    "venture": 0.65,     # a venture card's worth, in renown (a quarter of a Landmark, half a Warden ...)
    "watch": 0.3,        # ... more when Steadfast Watch is two Wardens away
    "yield": 1.0,        # how much the yield of a new hearth or beacon counts against its renown
    "far": (1.0, 0.92, 0.8, 0.65),  # a corner 0..3 causeways away (others may take it first)
    "trail_take": 2.0,   # Grand Causeway taken, in renown
    "trail_keep": 1.2,   # ... kept when another trail comes close
    "eta_base": 0.22,    # cards a round from trades and steals, on top of the harvest
    "big_hand": 8,       # from this many cards, spend (a venture card, a surplus trade) before a 7 halves them
    "pre_warden": 4,     # dots of its own under the Ashcloud that make it play a Warden before rolling
    "warden_rob": 6.0,   # how good a robbery must be for a Warden after the roll
    "warden_watch": 3,   # play Wardens freely from this many played (Steadfast Watch)
    "bountiful": 2.0,    # cards a Bountiful Tide must bring
    "embargo": 6,        # the leader's renown from which an Embargo is played against it
    "room": 0.15,        # placement: room to grow
    "payout_pb": 0.3,    # placement: Pine/Basalt from the paying second hearth
}
"""The ai-normal plan's numbers (ai-hard's default moves and its played-out futures use the same)."""


class Goal:
    """What a seat is saving for: a cost and a worth."""

    __slots__ = ("corner", "cost", "dist", "edge", "kind", "score", "value")

    def __init__(self, kind: str, corner: int, dist: int, edge: int, cost: tuple[int, ...], value: float) -> None:
        self.kind, self.corner, self.dist, self.edge, self.cost, self.value = kind, corner, dist, edge, cost, value
        self.score = 0.0

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"Goal({self.kind} c{self.corner} d{self.dist} e{self.edge} v{self.value:.2f} s{self.score:.2f})"


def _add(a: tuple[int, ...], b: tuple[int, ...], k: int = 1) -> tuple[int, ...]:
    return tuple(a[r] + k * b[r] for r in range(N_RES))


GoalSpec = tuple[str, int, int, int, tuple[int, ...], float]
"""A goal before it is chosen: (kind, corner, dist, edge, cost, value), as :class:`Goal`."""

_HEARTH_COST = tuple(_add(COST_HEARTH, COST_CAUSEWAY, d) for d in range(4))
"""A hearth with the causeways to reach it, by causeways needed (0..3)."""


class NormalPolicy:
    """The decision rules, on a full :class:`State` for any seat (also ai-hard's rollout policy).

    Reads only public facts plus ``s.hands[me]`` and ``s.ventures[me]``.
    """

    def __init__(self, rng: random.Random | None = None, params: dict[str, Any] | None = None) -> None:
        self.rng = rng or random.Random(0)
        self.p: dict[str, Any] = dict(PARAMS, **(params or {}))
        self._board: Board | None = None
        self._memory: dict[tuple[Any, ...], Any] = {}  # open corners and trail causeways, per piece layout
        self.lp = LivingPlan(self)
        """What a living board changes (Living Island: the rule set's ``living_board``)."""

    # ------------------------------------------------------------ entry

    def act(self, s: State, me: int, legal: list[Action]) -> Action:
        ph = s.phase
        if ph == Phase.OFFER:  # (first: a quote at the open table is never listed)
            return trade_answer(SeatView(s, me), legal)
        if len(legal) == 1:
            return legal[0]
        if ph == Phase.MAIN:
            return self.main(s, me, legal)
        if ph == Phase.PRE_ROLL:
            return self.pre_roll(s, me, legal)
        if ph == Phase.DISCARD:
            return self.discard(s, me, legal)
        if s.living is not None:
            return self.lp.act(s, me, legal)
        if ph == Phase.MOVE_ASHCLOUD:
            return max(legal, key=lambda a: (F.ash_tile_score(s, me, a.a), -a.a))
        if ph == Phase.ROB:
            return max(legal, key=lambda a: (F.threat(s, a.a, me), sum(s.hands[a.a]), -a.a))
        if ph == Phase.SETUP_HEARTH:
            return self.setup_hearth(s, me, legal)
        if ph == Phase.SETUP_CAUSEWAY:
            return self.setup_causeway(s, me, legal)
        if ph == Phase.CONFIRM:
            return A.simple(A.DECLINE) if A.simple(A.DECLINE) in legal else legal[-1]
        return legal[0]

    # ------------------------------------------------------------ setup

    def setup_hearth(self, s: State, me: int, legal: list[Action]) -> Action:
        bi = F.info(s.board)
        prod = F.production(s, me)
        second = bool(s.seat_corners[me])
        cc = bi.corner_corners

        def score(c: int) -> float:
            v: float = F.corner_value(s, me, c, prod)
            # Room to grow: the best open corner two steps away.
            best2 = 0.0
            for x in cc[c]:
                for y in cc[x]:
                    if y != c and F.corner_open(s, y, cc) and y not in cc[c]:
                        best2 = max(best2, bi.corner_static[y])
            v += self.p["room"] * best2
            if second:
                # The second hearth pays out at once: Pine and Basalt start the first causeways.
                for r, _d, _ in bi.corner_res[c]:
                    if r in (PINE, BASALT):
                        v += self.p["payout_pb"]
            return v

        return max(legal, key=lambda a: (score(a.a), -a.a))

    def setup_causeway(self, s: State, me: int, legal: list[Action]) -> Action:
        bi = F.info(s.board)
        cc, ec = bi.corner_corners, bi.edge_corners
        prod = F.production(s, me)
        home = s.setup_corner

        def score(e: int) -> float:
            a, b = ec[e]
            far = b if a == home else a
            best = 0.0
            for y in cc[far]:
                if y != home and F.corner_open(s, y, cc):
                    best = max(best, F.corner_value(s, me, y, prod))
            # Further on, a little less.
            for y in cc[far]:
                for z in cc[y]:
                    if z != far and z != home and F.corner_open(s, z, cc):
                        best = max(best, 0.6 * F.corner_value(s, me, z, prod))
            return best

        return max(legal, key=lambda a: (score(a.a), -a.a))

    # ------------------------------------------------------------ goals

    def rounds_left(self, s: State, me: int) -> float:
        if s.living is not None:
            return self.lp.rounds_left(s, me)
        top = F.top_threat(s, me)
        return max(2.0, min(14.0, (11.0 - top) * 1.8))

    def goals(self, s: State, me: int, prod: list[int]) -> list[GoalSpec]:
        """Every goal in reach, as ``(kind, corner, dist, edge, cost, value)`` (plain tuples: there are many)."""
        if s.living is not None:
            return self.lp.goals(s, me, prod)  # type: ignore[arg-type]
        bi = F.info(s.board)
        out: list[GoalSpec] = []
        k = s.n * self.rounds_left(s, me) / 36.0 / 6.0 * self.p["yield"]  # renown per weighted dot held to the end
        w = bi.weight
        if s.beacons_left[me]:
            best, bv = F.best_beacon(s, me, w, bi.corner_res)
            if best >= 0:
                out.append(("beacon", best, 0, -1, COST_BEACON, 1.0 + bv * k))
        if s.hearths_left[me]:
            n_left = s.causeways_left[me]
            far = self.p["far"]
            for c, d, first, cv in self._spot_values(s, me, prod):
                if d > n_left:
                    continue
                # Further corners may be taken first.
                out.append(("hearth", c, d, first, _HEARTH_COST[d], (1.0 + cv * k) * far[d]))
        if any(s.deck):
            v = self.p["venture"]
            if F.wardens_for_watch(s, me) <= 2 and s.watch_holder != me:
                v += self.p["watch"]
            out.append(("venture", -1, 0, -1, COST_VENTURE, v))
        title = self.trail_goal(s, me)
        if title is not None:
            out.append(title)
        return out

    @staticmethod
    def _layout(s: State, me: int) -> tuple[Any, ...]:
        """The pieces on the board, and the order ``me`` laid its own (it orders the spots)."""
        return (me, tuple(s.seat_edges[me]), tuple(s.seat_corners[me]),
                tuple(s.edge_seat), tuple(s.corner_seat), tuple(s.corner_piece))

    def _spot_values(self, s: State, me: int, prod: list[int]) -> list[tuple[int, int, int, float]]:
        """``F.spots(s, me, 3)`` with each corner's value: remembered for the same pieces and production.

        Between builds a seat decides many times on the same board (above all in ai-hard's
        played-out futures), so this saves most of the work of :meth:`goals`.
        """
        key = ("spots", self._layout(s, me), tuple(prod))
        got = self._memo(s).get(key)
        if got is None:
            got = self._memory[key] = [(c, d, first, F.corner_value(s, me, c, prod))
                                       for c, d, first in F.spots(s, me, 3)]
        return got

    def _memo(self, s: State) -> dict[tuple[Any, ...], Any]:
        """What is remembered per piece layout (for this board; the oldest forgotten one by
        one past :data:`MEMORY`: emptied at once, freeing it held a page's thread for a
        cheap tablet's 30 ms)."""
        memory = self._memory
        if self._board is not s.board:
            self._board, self._memory = s.board, {}
            return self._memory
        return trimmed(memory, MEMORY)

    def trail_goal(self, s: State, me: int) -> GoalSpec | None:
        """Grand Causeway: take it (or keep it) when a few causeways would do."""
        n_left = s.causeways_left[me]
        if not n_left or len(s.seat_edges[me]) < 3:
            return None
        mine = F.trail_of(s, me)
        if s.causeway_holder == me:
            others = max(F.trail_of(s, v) for v in range(s.n) if v != me)
            if others < mine - 1:
                return None
            need, value = mine + 1 - others, self.p["trail_keep"]  # keep a lead of two
        else:
            # Only trails of 6 or more raise the bar above 6, and the state keeps those (5 on a living board).
            es, least = s.seat_edges, s.rules.trail_min
            others = max([s.trail[v] for v in range(s.n) if v != me and len(es[v]) >= least], default=0)
            need, value = max(least, others + 1) - mine, self.p["trail_take"]
        if need < 1 or need > min(3, n_left):
            return None
        value *= (1.0, 0.9, 0.75)[need - 1]
        # The causeway to lay is found only if this goal is chosen (see best_goal): edge -2 until then.
        return ("trail", -1, need, -2, tuple(need * x for x in COST_CAUSEWAY), value)

    def trail_edge(self, s: State, me: int, mine: int) -> int:
        """The causeway that lengthens the trail most (-1 if none does).

        Remembered by what the answer depends on: the seat's causeways, the ones it may lay,
        and which of their corners another seat's piece (or a camp) blocks.
        """
        es, edges = s.edge_seat, s.seat_edges[me]
        cands = buildable_edges(s, me)
        key = ("trail", me, mine, tuple(edges), tuple(cands), F.trail_blockers(s, me, edges + cands))
        got = self._memo(s).get(key)
        if got is not None:
            return int(got)
        best, best_len = -1, mine
        for e in cands:
            es[e] = me
            edges.append(e)
            length = trail_length(s, me)
            edges.pop()
            es[e] = -1
            if length > best_len:
                best, best_len = e, length
        self._memory[key] = best
        return best

    def eta(self, s: State, me: int, cost: tuple[int, ...], prod: list[int]) -> float:
        """Rounds until ``cost`` is in hand: what production brings, helped by trading the surplus."""
        hand = s.hands[me]
        rates = s.rates[me] if s.living is None else self.lp.rates(s, me)
        missing = 0
        surplus_trades = 0
        rounds = 0.0
        per_roll = s.n / 36.0
        for r in range(N_RES):
            m = cost[r] - hand[r]
            if m > 0:
                missing += m
                rounds += m / (prod[r] * per_roll + self.p["eta_base"])
            else:
                surplus_trades += (-m) // rates[r]
        if not missing:
            return 0.0
        if surplus_trades >= missing:
            return 0.05 * missing
        return rounds * (missing - surplus_trades) / missing

    def best_goal(self, s: State, me: int, prod: list[int]) -> Goal | None:
        """The goal of best worth against the rounds to afford it (the first of equals)."""
        goals = self.goals(s, me, prod)
        i, score = self._pick(s, me, goals, prod)
        if i < 0:
            return None
        kind, c, d, edge, cost, value = goals[i]
        if kind == "trail":
            # Grand Causeway: only a goal when some causeway lengthens the trail (the trail goal comes last).
            edge = self.trail_edge(s, me, F.trail_of(s, me))
            if edge < 0:
                i, score = self._pick(s, me, goals[:-1], prod)
                if i < 0:
                    return None
                kind, c, d, edge, cost, value = goals[i]
        g = Goal(kind, c, d, edge, cost, value)
        g.score = score
        return g

    def _pick(self, s: State, me: int, goals: list[GoalSpec], prod: list[int]) -> tuple[int, float]:
        """The index and score of the best goal (-1 if none)."""
        # A goal's score is its worth over 1 + eta, never more than its worth, so a goal
        # worth no more than the best score so far is passed over without counting its eta.
        best, best_score = -1, 0.0
        etas: dict[tuple[int, ...], float] = {}
        for i, (_, _, _, _, cost, value) in enumerate(goals):
            if best >= 0 and 0.0 <= value <= best_score:
                continue
            eta = etas.get(cost)
            if eta is None:
                eta = etas[cost] = self.eta(s, me, cost, prod)
            score = value / (1.0 + eta)
            if best < 0 or score > best_score:
                best, best_score = i, score
        return best, best_score

    # ------------------------------------------------------------ the turn

    def pre_roll(self, s: State, me: int, legal: list[Action]) -> Action:
        wardens = [a for a in legal if a.kind == A.WARDEN and a.a >= 0]
        if wardens:
            hurt = self._ash_hurts(s, me)
            watch = F.wardens_for_watch(s, me) == 1
            if hurt >= self.p["pre_warden"] or watch:
                return max(wardens, key=lambda a: (F.ash_tile_score(s, me, a.a), -a.a))
        return A.simple(A.ROLL)

    def _ash_hurts(self, s: State, me: int) -> float:
        bi = F.info(s.board)
        t = s.ash
        total = 0.0
        for c in bi.tile_corners[t]:
            if s.corner_seat[c] == me and s.corner_piece[c] in (HEARTH_P, BEACON_P):
                total += s.corner_piece[c] * bi.tile_dots[t]
        return total

    def discard(self, s: State, me: int, legal: list[Action]) -> Action:
        if s.living is not None:
            return self.lp.discard(s, me, legal)
        hand = s.hands[me]
        prod = F.production(s, me)
        goal = self.best_goal(s, me, prod)
        need = goal.cost if goal is not None else (0,) * N_RES
        w = F.info(s.board).weight
        return max(legal, key=lambda a: (hand[a.b] - need[a.b] - 0.3 * w[a.b], -a.b))

    def main(self, s: State, me: int, legal: list[Action]) -> Action:
        if s.living is not None:
            return self.lp.main(s, me, legal)
        by: dict[str, list[Action]] = {}
        for a in legal:
            by.setdefault(a.kind, []).append(a)
        hand = s.hands[me]
        prod = F.production(s, me)
        if A.REVEAL in by and s.renown[me] + s.ventures[me][LANDMARK] >= WIN_RENOWN:
            return by[A.REVEAL][0]
        goal = self.best_goal(s, me, prod)
        play = self.venture_play(s, me, by, goal, prod)
        if play is not None:
            return play
        bi = F.info(s.board)
        w = bi.weight
        # Beacons are the best buy of all: renown and double yield.
        if A.BEACON in by:
            return max(by[A.BEACON], key=lambda a: (sum(w[r] * d for r, d, _ in bi.corner_res[a.a]), -a.a))
        if A.HEARTH in by:
            if goal is not None and goal.kind == "hearth" and goal.dist == 0 and A.hearth(goal.corner) in by[A.HEARTH]:
                return A.hearth(goal.corner)
            return max(by[A.HEARTH], key=lambda a: (F.corner_value(s, me, a.a, prod), -a.a))
        if goal is not None:
            step = self.goal_step(s, me, goal, by)
            if step is not None:
                return step
            trade = self.trade_toward(s, me, goal.cost, by)
            if trade is not None:
                return trade
        # Cards the goal does not need: a venture card, or a causeway toward the next corner.
        need = goal.cost if goal is not None else (0,) * N_RES
        if A.BUY in by and (goal is None or goal.kind != "beacon" or
                            all(hand[r] - COST_VENTURE[r] >= need[r] for r in range(N_RES))):
            spare = [hand[r] - need[r] for r in range(N_RES)]
            if all(spare[r] >= COST_VENTURE[r] for r in range(N_RES)) or sum(hand) >= self.p["big_hand"]:
                return by[A.BUY][0]
        if sum(hand) >= self.p["big_hand"]:
            dump = self.trade_surplus(s, me, need, by)
            if dump is not None:
                return dump
        return A.simple(A.END)

    def goal_step(self, s: State, me: int, goal: Goal, by: dict[str, list[Action]]) -> Action | None:
        if goal.kind == "venture" and A.BUY in by:
            return by[A.BUY][0]
        if goal.kind in ("hearth", "trail") and goal.dist > 0 and A.CAUSEWAY in by:
            a = A.causeway(goal.edge)
            if a in by[A.CAUSEWAY]:
                return a
        return None

    def trade_toward(self, s: State, me: int, cost: tuple[int, ...], by: dict[str, list[Action]]) -> Action | None:
        """A trade of surplus for a missing card, when the surplus covers everything missing."""
        hand = s.hands[me]
        missing = [cost[r] - hand[r] for r in range(N_RES)]
        total_missing = sum(m for m in missing if m > 0)
        if not total_missing:
            return None
        rates = s.rates[me] if s.living is None else self.lp.rates(s, me)
        options = by.get(A.TRADE, [])
        barge = by.get(A.BARGE, [])
        spare = 0
        for r in range(N_RES):
            if missing[r] < 0:
                spare += (-missing[r]) // rates[r]
        barge_ok = any(-missing[a.a] >= 2 and missing[a.b] > 0 for a in barge)
        if spare + (1 if barge_ok else 0) < total_missing:
            return None
        w = F.info(s.board).weight if s.living is None else self.lp.weights(s)
        best, key = None, None
        for a in options + barge:
            g, r = a.a, a.b
            rate = 2 if a.kind == A.BARGE else rates[g]
            if missing[r] > 0 and -missing[g] >= rate:
                k = (a.kind == A.BARGE, -rate, -missing[g] / rate, -w[g], missing[r])
                if key is None or k > key:
                    best, key = a, k
        return best

    def trade_surplus(self, s: State, me: int, need: tuple[int, ...], by: dict[str, list[Action]]) -> Action | None:
        """With a big hand (a 7 would cost half): turn the largest surplus into what is needed next."""
        hand = s.hands[me]
        rates = s.rates[me] if s.living is None else self.lp.rates(s, me)
        w = F.info(s.board).weight if s.living is None else self.lp.weights(s)
        best, key = None, None
        for a in by.get(A.TRADE, []) + by.get(A.BARGE, []):
            g, r = a.a, a.b
            rate = 2 if a.kind == A.BARGE else rates[g]
            if hand[g] - need[g] >= rate and hand[r] < max(need[r], 1) + 1:
                k = (need[r] - hand[r], w[r], hand[g] - need[g] - rate, -rate)
                if key is None or k > key:
                    best, key = a, k
        return best

    # ------------------------------------------------------------ venture cards

    def venture_play(self, s: State, me: int, by: dict[str, list[Action]], goal: Goal | None,
                     prod: list[int]) -> Action | None:
        if s.venture_played:
            return None
        bi = F.info(s.board)
        if A.WARDEN in by:
            moves = [a for a in by[A.WARDEN] if a.a >= 0]
            if moves:
                best = max(moves, key=lambda a: (F.ash_tile_score(s, me, a.a), -a.a))
                score = F.ash_tile_score(s, me, best.a)
                if self._ash_hurts(s, me) >= 3 or F.wardens_for_watch(s, me) == 1 or score >= self.p["warden_rob"]:
                    return best
        if (A.SURVEYOR in by and s.causeways_left[me] >= 2
                and goal is not None and goal.kind in ("hearth", "trail") and goal.dist >= 1):
            return by[A.SURVEYOR][0]
        if A.BOUNTIFUL in by:
            w = bi.weight
            best_n, best_v = -1, 0.0
            for a in by[A.BOUNTIFUL]:
                y = F.number_yield(s, me, a.a)
                v = sum(y[r] * w[r] for r in range(N_RES))
                if goal is not None:
                    v += 0.5 * sum(min(y[r], max(0, goal.cost[r] - s.hands[me][r])) for r in range(N_RES))
                if v > best_v:
                    best_n, best_v = a.a, v
            if best_n >= 0 and best_v >= self.p["bountiful"]:
                return A.with_arg(A.BOUNTIFUL, best_n)
        if A.EMBARGO in by:
            lead = F.leader(s, me)
            if lead >= 0 and F.threat(s, lead, me) >= self.p["embargo"]:
                lp = F.production(s, lead)
                r = max(range(N_RES), key=lambda x: (lp[x], -x))
                return A.with_arg(A.EMBARGO, r)
        if A.WARDEN in by and s.wardens_played[me] + 1 >= self.p["warden_watch"]:
            # Closing in on Steadfast Watch: any Warden that does not hurt itself.
            moves = [a for a in by[A.WARDEN] if a.a >= 0]
            if moves:
                best = max(moves, key=lambda a: (F.ash_tile_score(s, me, a.a), -a.a))
                if F.ash_tile_score(s, me, best.a) > 0:
                    return best
        return None


class NormalSeat:
    """The ``ai-normal`` seat."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.policy = NormalPolicy(rng)

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        if view.phase == Phase.OFFER:  # (first: a quote at the open table is never listed)
            return trade_answer(view, legal)
        if len(legal) == 1:
            return legal[0]
        s = view.sample_state(self.rng)
        return self.policy.act(s, view.seat, legal)


__all__ = ["NormalPolicy", "NormalSeat"]
_unused = (SURVEYOR, BOUNTIFUL, EMBARGO, WARDEN)
