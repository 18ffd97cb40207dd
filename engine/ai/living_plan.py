"""ai-normal's plans on a living board (LIVING-ISLAND.md): what changes from Cinderisle's.

:class:`~engine.ai.normal.NormalPolicy` keeps its plan machinery (a goal every decision,
scored by worth against the rounds to afford it; causeways, trades and venture cards toward
it) and hands the decisions a living board changes to a :class:`LivingPlan`:

- **Values** come from :mod:`engine.ai.living_features`: a corner is worth what its healthy
  halves earn (½ card a half to a hearth, each half its own resource: mixed tiles pay two),
  with the numbers where the rings will carry them; rounds to afford a goal count the
  numbers as they lie now and the next few steps; the Ashcloud blocks the numbers now.
- **Costs, the renown that wins, the titles' thresholds** are the rule set's data.
- **Reclaim** when the harvest a healed half brings before the end is worth more than the
  three cards (more eagerly with a big hand, which a 7 would halve); in Act III, a seat ahead
  Reclaims to heal the island whole and end the game with the win, a seat behind never heals
  the last scorched half.
- **Bribe** when the Ashcloud sits on its own good tiles, or when a big hand would lose more
  to a 7 than the Bribe costs and there is someone worth robbing.
- **Venture cards**: a Militia as a Warden (its own tiles freed, Warden of the Wastes, or a
  good robbery), Tribute on the resource the others hold most of (public: the Supply shows
  what is not in hands), Supply Cache for what the goal lacks, Trailblazing toward a corner.
- **The Supply Caravan**: the card the goal lacks most, else the scarcest.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, Protocol

from .. import actions as A
from ..actions import Action
from ..cards import MILITIA, N_RES, PINE
from ..phase import Phase
from ..rules.trading import supply_rates
from . import features as F
from . import living_features as lf

if TYPE_CHECKING:
    from ..ruleset import RuleSet
    from ..state import State

PARAMS = {
    "rounds_per_renown": 2.4,  # rounds left: this many a renown the leader lacks
    "venture": 0.7,       # a venture card's worth, in renown (a fifth are Relics; most are Militia)
    "watch": 0.35,        # ... more while Warden of the Wastes is two Militia away or less
    "reclaim": 1.15,      # a Reclaim's harvest must be worth this many times the cards it costs
    "reclaim_lead": 0.5,  # Act III: renown ahead (Relics guessed) to heal the island whole and win
    "bribe_hurt": 5.0,    # dots of its own harvest under the Ashcloud that make it Bribe
    "bribe_rob": 6.0,     # how good the tile must be for a Bribe with a hand a 7 would halve
    "militia_hurt": 3.0,  # dots of its own under the Ashcloud that make it play a Militia
    "militia_rob": 3.0,   # how good a robbery must be for a Militia
    "tribute": 2.5,       # cards (weighted) a Tribute must bring
    "cache_hand": 6,      # a Supply Cache is played at once below this many cards (else for the goal)
}
"""The living board's numbers (the plan's own are :data:`engine.ai.normal.PARAMS`)."""


class Goal(Protocol):
    kind: str
    corner: int
    dist: int
    edge: int
    cost: tuple[int, ...]


class Base(Protocol):
    """What a living plan asks of ai-normal's policy (:class:`~engine.ai.normal.NormalPolicy`)."""

    p: dict[str, Any]

    def best_goal(self, s: State, me: int, prod: list[int]) -> Any: ...

    def goal_step(self, s: State, me: int, goal: Any, by: dict[str, list[Action]]) -> Action | None: ...

    def trade_toward(self, s: State, me: int, cost: tuple[int, ...], by: dict[str, list[Action]]) -> Action | None: ...

    def trade_surplus(self, s: State, me: int, need: tuple[int, ...], by: dict[str, list[Action]]) -> Action | None: ...

    def trail_goal(self, s: State, me: int) -> Any: ...

    def _memo(self, s: State) -> dict[tuple[Any, ...], Any]: ...

    def _layout(self, s: State, me: int) -> tuple[Any, ...]: ...


@functools.cache
def hearth_costs(rules: RuleSet) -> tuple[tuple[int, ...], ...]:
    """A hearth with the causeways to reach it, by causeways needed (0..3)."""
    return tuple(tuple(rules.cost_hearth[r] + d * rules.cost_causeway[r] for r in range(N_RES)) for d in range(4))


class LivingPlan:
    """The decisions a living board changes, for one :class:`~engine.ai.normal.NormalPolicy`."""

    def __init__(self, base: Base, params: dict[str, Any] | None = None) -> None:
        self.base = base
        self.q: dict[str, Any] = dict(PARAMS, **(params or {}))

    # ------------------------------------------------------------ what the plan reads

    def rates(self, s: State, me: int) -> list[int]:
        return supply_rates(s, me)

    def weights(self, s: State) -> tuple[float, ...]:
        return lf.info(s).weight

    def production(self, s: State, me: int) -> list[float]:
        return lf.production(s, me)

    def rounds_left(self, s: State, me: int) -> float:
        top = lf.top_threat(s, me)
        rounds = (s.rules.win_renown - top) * float(self.q["rounds_per_renown"]) + 1.0
        lv = lf.living(s)
        if lv.act == 3:
            # The island may heal whole any 7 now: the fewer scorched halves, the sooner.
            rounds = min(rounds, 2.0 + 1.5 * lf.whole_after(s))
        return max(2.0, min(16.0, rounds))

    def spot_values(self, s: State, me: int, prod: list[float]) -> list[tuple[int, int, int, float]]:
        li = lf.info(s)
        memo = self.base._memo(s)
        layout = self.base._layout(s, me)
        key = ("lvalues", layout, tuple(prod), li.serial)
        got = memo.get(key)
        if got is None:
            spots = memo.get(("lspots", layout))
            if spots is None:
                spots = memo[("lspots", layout)] = F.spots(s, me, 3)
            got = memo[key] = [(c, d, first, lf.corner_value(s, me, c, prod, li)) for c, d, first in spots]
        return list(got)

    def goals(self, s: State, me: int, prod: list[float]) -> list[tuple[str, int, int, int, tuple[int, ...], float]]:
        rules = s.rules
        li = lf.info(s)
        p = self.base.p
        out: list[tuple[str, int, int, int, tuple[int, ...], float]] = []
        k = s.n * self.rounds_left(s, me) / 36.0 / 6.0 * p["yield"]
        w = li.weight
        if s.beacons_left[me]:
            best, bv = F.best_beacon(s, me, w, li.corner_long)
            if best >= 0:
                out.append(("beacon", best, 0, -1, rules.cost_beacon, 1.0 + bv * k))
        if s.hearths_left[me]:
            n_left = s.causeways_left[me]
            far = p["far"]
            costs = hearth_costs(rules)
            for c, d, first, cv in self.spot_values(s, me, prod):
                if d > n_left:
                    continue
                out.append(("hearth", c, d, first, costs[d], (1.0 + cv * k) * far[d]))
        if any(s.deck):
            v = self.q["venture"]
            if lf.wardens_for_watch(s, me) <= 2 and s.watch_holder != me:
                v += self.q["watch"]
            out.append(("venture", -1, 0, -1, rules.cost_venture, v))
        title = self.base.trail_goal(s, me)
        if title is not None:
            out.append(title)
        return out

    # ------------------------------------------------------------ decisions

    def act(self, s: State, me: int, legal: list[Action]) -> Action:
        """Every moment but the main phase and discards (the policy's own hooks take those)."""
        ph = s.phase
        if ph == Phase.MOVE_ASHCLOUD:
            li = lf.info(s)
            return lf.best_ash_tile(legal, lf.ash_scores(s, me, li))
        if ph == Phase.ROB:
            return max(legal, key=lambda a: (lf.threat(s, a.a, me), sum(s.hands[a.a]), -a.a))
        if ph == Phase.CARAVAN:
            return self.caravan(s, me, legal)
        if ph == Phase.SETUP_HEARTH:
            return self.setup_hearth(s, me, legal)
        if ph == Phase.SETUP_CAUSEWAY:
            return self.setup_causeway(s, me, legal)
        if ph == Phase.CONFIRM:
            return A.simple(A.DECLINE) if A.simple(A.DECLINE) in legal else legal[-1]
        if ph == Phase.PRE_ROLL and A.simple(A.ROLL) in legal:
            return A.simple(A.ROLL)
        return legal[0]

    def setup_hearth(self, s: State, me: int, legal: list[Action]) -> Action:
        li = lf.info(s)
        prod = lf.production(s, me, li)
        second = bool(s.seat_corners[me])
        cc = li.bi.corner_corners
        cost = s.rules.cost_hearth
        room = float(self.base.p["room"])
        payout = float(self.base.p["payout_pb"])

        def score(c: int) -> float:
            v = lf.corner_value(s, me, c, prod, li)
            best2 = 0.0
            for x in cc[c]:
                for y in cc[x]:
                    if y != c and F.corner_open(s, y, cc) and y not in cc[c]:
                        best2 = max(best2, li.corner_static[y])
            v += room * best2
            if second:
                # The second hearth pays a card a tile at once: what the first builds take.
                for r, _d, _t in li.corner_long[c]:
                    if cost[r] or r == PINE:
                        v += payout * 0.5
            return v

        return max(legal, key=lambda a: (score(a.a), -a.a))

    def setup_causeway(self, s: State, me: int, legal: list[Action]) -> Action:
        li = lf.info(s)
        cc, ec = li.bi.corner_corners, li.bi.edge_corners
        prod = lf.production(s, me, li)
        home = s.setup_corner

        def score(e: int) -> float:
            a, b = ec[e]
            far = b if a == home else a
            best = 0.0
            for y in cc[far]:
                if y != home and F.corner_open(s, y, cc):
                    best = max(best, lf.corner_value(s, me, y, prod, li))
            for y in cc[far]:
                for z in cc[y]:
                    if z != far and z != home and F.corner_open(s, z, cc):
                        best = max(best, 0.6 * lf.corner_value(s, me, z, prod, li))
            return best

        return max(legal, key=lambda a: (score(a.a), -a.a))

    def caravan(self, s: State, me: int, legal: list[Action]) -> Action:
        """The card the goal lacks most (the scarcest on the island first), else the scarcest."""
        seat = legal[0].a
        w = lf.info(s).weight
        hand = s.hands[seat]
        goal = self.base.best_goal(s, seat, lf.production(s, seat))  # type: ignore[arg-type]
        need = goal.cost if goal is not None else (0,) * N_RES
        return max(legal, key=lambda a: (need[a.b] - hand[a.b] > 0, w[a.b] / (1 + hand[a.b]), -a.b))

    def discard(self, s: State, me: int, legal: list[Action]) -> Action:
        hand = s.hands[me]
        goal = self.base.best_goal(s, me, lf.production(s, me))  # type: ignore[arg-type]
        need = goal.cost if goal is not None else (0,) * N_RES
        w = lf.info(s).weight
        return max(legal, key=lambda a: (hand[a.b] - need[a.b] - 0.3 * w[a.b], -a.b))

    def main(self, s: State, me: int, legal: list[Action]) -> Action:
        base = self.base
        by: dict[str, list[Action]] = {}
        for a in legal:
            by.setdefault(a.kind, []).append(a)
        hand = s.hands[me]
        li = lf.info(s)
        prod = lf.production(s, me, li)
        heal = self.heal_to_win(s, me, by)
        if heal is not None:
            return heal
        goal = base.best_goal(s, me, prod)  # type: ignore[arg-type]
        play = self.venture_play(s, me, by, goal)
        if play is not None:
            return play
        w = li.weight
        if A.BEACON in by:
            return max(by[A.BEACON], key=lambda a: (sum(w[r] * d for r, d, _ in li.corner_long[a.a]), -a.a))
        if A.HEARTH in by:
            if goal is not None and goal.kind == "hearth" and goal.dist == 0 and A.hearth(goal.corner) in by[A.HEARTH]:
                return A.hearth(goal.corner)
            return max(by[A.HEARTH], key=lambda a: (lf.corner_value(s, me, a.a, prod, li), -a.a))
        if goal is not None:
            step = base.goal_step(s, me, goal, by)
            if step is not None:
                return step
            trade = base.trade_toward(s, me, goal.cost, by)
            if trade is not None:
                return trade
        need = goal.cost if goal is not None else (0,) * N_RES
        reclaim = self.reclaim(s, me, by, need)
        if reclaim is not None:
            return reclaim
        bribe = self.bribe(s, me, by)
        if bribe is not None:
            return bribe
        big = sum(hand) > s.rules.discard_over - 1
        cost = s.rules.cost_venture
        if A.BUY in by and (goal is None or goal.kind != "beacon" or
                            all(hand[r] - cost[r] >= need[r] for r in range(N_RES))):
            spare = [hand[r] - need[r] for r in range(N_RES)]
            if all(spare[r] >= cost[r] for r in range(N_RES)) or big:
                return by[A.BUY][0]
        if big:
            dump = base.trade_surplus(s, me, need, by)
            if dump is not None:
                return dump
        return A.simple(A.END)

    # ------------------------------------------------------------ Reclaim and Bribe

    def leads(self, s: State, me: int) -> float:
        """Renown ``me`` is ahead of the best other seat (Relics guessed)."""
        return lf.threat(s, me, me) - lf.top_threat(s, me, others_only=True)

    def heal_to_win(self, s: State, me: int, by: dict[str, list[Action]]) -> Action | None:
        """Act III, ahead: a Reclaim of the last scorched half ends the game with the win."""
        reclaims = by.get(A.RECLAIM)
        if not reclaims or lf.living(s).act != 3 or lf.whole_after(s) != 1:
            return None
        if self.leads(s, me) >= self.q["reclaim_lead"]:
            return reclaims[0]
        return None

    def reclaim(self, s: State, me: int, by: dict[str, list[Action]], need: tuple[int, ...]) -> Action | None:
        reclaims = by.get(A.RECLAIM)
        if not reclaims:
            return None
        lv = lf.living(s)
        scorched = lf.whole_after(s)
        lead = self.leads(s, me)
        if lv.act == 3 and scorched <= len(reclaims) and lead < self.q["reclaim_lead"]:
            return None  # healing it whole would end the game with another seat ahead
        li = lf.info(s)
        hand = s.hands[me]
        paid = reclaims[0].give
        assert paid is not None
        w = li.weight
        cost = sum(paid[r] * w[r] * (1.6 if hand[r] - paid[r] < need[r] else 1.0) for r in range(N_RES))
        if sum(hand) > s.rules.discard_over:
            cost *= 0.6  # a 7 would take half of them anyway
        rolls = s.n * self.rounds_left(s, me)
        best, best_v = None, 0.0
        for a in reclaims:
            v = lf.heal_value(s, me, a.a, rolls, li)
            if lv.act == 3 and lead >= self.q["reclaim_lead"]:
                v += 1.5  # ahead in Act III: the island whole ends the game
            if v > best_v:
                best, best_v = a, v
        if best is not None and best_v >= cost * self.q["reclaim"]:
            return best
        return None

    def bribe(self, s: State, me: int, by: dict[str, list[Action]]) -> Action | None:
        bribes = by.get(A.BRIBE)
        if not bribes:
            return None
        li = lf.info(s)
        hurt = lf.ash_hurts(s, me, li)
        big = sum(s.hands[me]) > s.rules.discard_over
        if hurt < self.q["bribe_hurt"] and not big:
            return None
        scores = lf.ash_scores(s, me, li)
        best = lf.best_ash_tile(bribes, scores)
        score = scores.get(best.a, 0.0)
        if hurt >= self.q["bribe_hurt"] and score > 0:
            return best
        if big and score >= self.q["bribe_rob"]:
            return best
        return None

    # ------------------------------------------------------------ venture cards

    def venture_play(self, s: State, me: int, by: dict[str, list[Action]], goal: Any) -> Action | None:
        if s.venture_played:
            return None
        li = lf.info(s)
        q = self.q
        hand = s.hands[me]
        militia = by.get(A.MILITIA)
        best_m, score_m = None, 0.0
        if militia:
            scores = lf.ash_scores(s, me, li)
            best_m = lf.best_ash_tile(militia, scores)
            score_m = scores.get(best_m.a, 0.0)
            if lf.ash_hurts(s, me, li) >= q["militia_hurt"] or lf.wardens_for_watch(s, me) == 1:
                return best_m
        if A.TRIBUTE in by:
            got = lf.others_cards(s, me)
            w = li.weight
            need = goal.cost if goal is not None else (0,) * N_RES

            def worth(r: int) -> float:
                return got[r] * w[r] + 0.5 * min(got[r], float(max(0, need[r] - hand[r])))

            r = max(range(N_RES), key=lambda x: (worth(x), -x))
            if worth(r) >= q["tribute"]:
                return A.with_arg(A.TRIBUTE, r)
        if (A.TRAILBLAZING in by and s.causeways_left[me] >= 1
                and goal is not None and goal.kind in ("hearth", "trail") and goal.dist >= 1):
            return by[A.TRAILBLAZING][0]
        if A.CACHE in by:
            pick = self.cache_pick(s, me, by[A.CACHE], goal)
            if pick is not None:
                return pick
        if best_m is not None and (score_m >= q["militia_rob"] or
                                   (s.wardens_played[me] >= 1 and score_m > 0)):
            return best_m
        return None

    def cache_pick(self, s: State, me: int, caches: list[Action], goal: Any) -> Action | None:
        """Supply Cache: the two cards the goal lacks (else the scarcest), when they complete it or the hand is small."""
        hand = s.hands[me]
        w = lf.info(s).weight
        need = goal.cost if goal is not None else (0,) * N_RES

        def gain(a: Action) -> tuple[float, float]:
            h = list(hand)
            score = 0.0
            for r in (a.a, a.b):
                if r >= 0:
                    if h[r] < need[r]:
                        score += 2.0
                    score += w[r] / (1 + h[r])
                    h[r] += 1
            return score, -a.a - 0.1 * a.b

        best = max(caches, key=gain)
        missing = F.hand_missing(hand, need) if goal is not None else 0
        if (missing and missing <= 2) or sum(hand) < self.q["cache_hand"]:
            return best
        return None


__all__ = ["PARAMS", "LivingPlan"]
_unused = (MILITIA,)
