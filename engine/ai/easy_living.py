"""ai-easy on a living board (LIVING-ISLAND.md): the same friendly heuristics, valued as the
island now is.

Corners are worth their healthy halves (each half its own resource, ½ card a roll to a
hearth) on the numbers the rings will carry them to; the Ashcloud goes where the numbers now
pay others most; the costs are the rule set's.  It also Reclaims a good scorched half next
to its pieces when it has cards to spare, Bribes the Ashcloud off its own tiles, plays a
Militia as a Warden, a Tribute on the leader's best resource, a Supply Cache and Trailblazing
toward what it saves for, and takes from the Supply Caravan what it lacks.  It reads only
its seat's view (:attr:`SeatView.living <engine.view.PublicView.living>`).
"""

from __future__ import annotations

from typing import Any

from .. import actions as A
from ..actions import Action
from ..cards import COPPER, N_RES
from ..island import OPEN_JETTY
from ..phase import Phase
from ..pieces import BEACON_PIECE, HEARTH_PIECE
from ..view import SeatView
from . import living_features as lf


def _info(view: SeatView) -> lf.LivingInfo:
    facts = view.living
    assert facts is not None
    return lf.info_of(view.board, view.rules, facts.halves, facts.ring, facts.reversed)


def production(view: SeatView, seat: int, li: lf.LivingInfo) -> list[float]:
    """Dots of each resource ``seat``'s pieces earn (soon; beacons count twice)."""
    out = [0.0] * N_RES
    piece = view.corner_piece
    for c in view.pieces_of(seat)[0]:
        for r, d, _t in li.corner_soon[c]:
            out[r] += d * piece[c]
    return out


def corner_value(view: SeatView, c: int, li: lf.LivingInfo, have: list[float] | None = None) -> float:
    value = 0.0
    for r, d, _t in li.corner_long[c]:
        value += d
        if have is not None and have[r] <= 0:
            value += 0.75
    jetties = view.board.corner_jetties[c]
    if jetties:
        value += 0.5 if OPEN_JETTY in jetties else 1.0
    return value


class LivingEasy:
    """ai-easy's choices on a living board, for one :class:`~engine.ai.easy.EasySeat` (``base``)."""

    def __init__(self, base: Any) -> None:
        self.base = base

    def costs(self, view: SeatView) -> dict[str, tuple[int, ...]]:
        rules = view.rules
        return {A.HEARTH: rules.cost_hearth, A.BEACON: rules.cost_beacon, A.CAUSEWAY: rules.cost_causeway,
                A.BUY: rules.cost_venture}

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        ph = view.phase
        li = _info(view)
        me = view.seat
        if ph == Phase.SETUP_HEARTH:
            have = production(view, me, li)
            return max(legal, key=lambda a: (corner_value(view, a.a, li, have), -a.a))
        if ph == Phase.SETUP_CAUSEWAY:
            return max(legal, key=lambda a: (self._edge_prospect(view, a.a, li), -a.a))
        if ph == Phase.DISCARD:
            hand = view.hand
            need = self.costs(view)[self.base._target(view)]
            return max(legal, key=lambda a: (hand[a.b] - need[a.b], -a.b))
        if ph == Phase.MOVE_ASHCLOUD:
            return max(legal, key=lambda a: (self._ash_score(view, a.a, li), -a.a))
        if ph == Phase.ROB:
            return max(legal, key=lambda a: (view.renown[a.a], view.hand_counts[a.a], -a.a))
        if ph == Phase.CARAVAN:
            hand = view.hand
            need = self.costs(view)[self.base._target(view)]
            return max(legal, key=lambda a: (need[a.b] > hand[a.b], -hand[a.b], -a.b))
        if ph == Phase.MAIN:
            return self._main(view, legal, li)
        if ph == Phase.CONFIRM:
            return legal[-1]
        if ph == Phase.PRE_ROLL and A.simple(A.ROLL) in legal:
            return A.simple(A.ROLL)
        return legal[0]

    # ------------------------------------------------------------ helpers

    def _edge_prospect(self, view: SeatView, e: int, li: lf.LivingInfo) -> float:
        have = production(view, view.seat, li)
        best: float = self.base._best_prospect(view, e, lambda x: corner_value(view, x, li, have))
        return best

    def _ash_score(self, view: SeatView, t: int, li: lf.LivingInfo) -> float:
        dots = li.tile_now[t] * 0.5 * len(li.tile_halves[t])
        score = 0.0
        for c in view.board.topo.tile_corners[t]:
            p, s = view.corner_piece[c], view.corner_seat[c]
            if p in (HEARTH_PIECE, BEACON_PIECE):
                if s == view.seat:
                    return -100.0 + dots
                score += p * dots * (1 + view.renown[s] / 4) + 0.5
        return score

    def _mine_on(self, view: SeatView, t: int) -> int:
        total = 0
        for c in view.board.topo.tile_corners[t]:
            if view.corner_seat[c] == view.seat and view.corner_piece[c] in (HEARTH_PIECE, BEACON_PIECE):
                total += view.corner_piece[c]
        return total

    def _main(self, view: SeatView, legal: list[Action], li: lf.LivingInfo) -> Action:
        base = self.base
        by: dict[str, list[Action]] = {}
        for a in legal:
            by.setdefault(a.kind, []).append(a)
        me = view.seat
        hand = view.hand
        have = production(view, me, li)
        target = base._target(view)
        need = self.costs(view)[target]
        play = self._venture_play(view, by, li, target, need)
        if play is not None:
            return play
        if A.BEACON in by:
            return max(by[A.BEACON], key=lambda a: (corner_value(view, a.a, li), -a.a))
        if A.HEARTH in by:
            return max(by[A.HEARTH], key=lambda a: (corner_value(view, a.a, li, have), -a.a))
        if A.CAUSEWAY in by and (target == A.CAUSEWAY or view.free_causeways):
            best = max(by[A.CAUSEWAY], key=lambda a: (self._edge_prospect(view, a.a, li), -a.a))
            if self._edge_prospect(view, best.a, li) > 0 or view.free_causeways:
                return best
        if A.BUY in by and target in (A.BUY, A.BEACON) and hand[COPPER] >= 1 and (
                target == A.BUY or hand[COPPER] > 3 or sum(hand) > view.rules.discard_over):
            return by[A.BUY][0]
        if A.RECLAIM in by and sum(hand) >= 6:
            best = max(by[A.RECLAIM], key=lambda a: (self._mine_on(view, a.a // 2) * li.tile_long[a.a // 2], -a.a))
            if self._mine_on(view, best.a // 2) * li.tile_long[best.a // 2] >= 3.0:
                return best
        if A.BRIBE in by and sum(hand) >= 4 and self._ash_score(view, view.ash, li) < -97.0:
            best = max(by[A.BRIBE], key=lambda a: (self._ash_score(view, a.a, li), -a.a))
            if self._ash_score(view, best.a, li) > 0:
                return best
        trade: Action | None = base._trade_toward(view, by, need)
        if trade is not None:
            return trade
        return A.simple(A.END)

    def _venture_play(self, view: SeatView, by: dict[str, list[Action]], li: lf.LivingInfo, target: str,
                      need: tuple[int, ...]) -> Action | None:
        me = view.seat
        hand = view.hand
        if A.MILITIA in by:
            best = max(by[A.MILITIA], key=lambda a: (self._ash_score(view, a.a, li), -a.a))
            if self._ash_score(view, view.ash, li) < -97.0 or self._ash_score(view, best.a, li) >= 4.0:
                return best
        if A.TRAILBLAZING in by and A.CAUSEWAY in by and view.pools[me][2] >= 2 and target != A.BUY:
            return by[A.TRAILBLAZING][0]
        if A.CACHE in by:
            return max(by[A.CACHE], key=lambda a: (sum(1 for r in (a.a, a.b) if r >= 0 and need[r] > hand[r]),
                                                   -a.a, -a.b))
        if A.TRIBUTE in by:
            leader = max((s for s in range(view.n) if s != me), key=lambda s: (view.renown[s], -s))
            prod = production(view, leader, li)
            return by[A.TRIBUTE][max(range(N_RES), key=lambda r: (prod[r], -r))]
        return None


__all__ = ["LivingEasy"]
