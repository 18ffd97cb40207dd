"""The ``ai-easy`` seat: a friendly heuristic player.

It founds hearths on corners with many ember dots and varied resources, heads
its causeways for the next good corner, builds toward renown (beacons, hearths,
then venture cards), trades with the Supply when a build is a few cards away,
plays its venture cards simply, and follows the AI trade rule.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .. import actions as A
from ..actions import Action
from ..cards import CALDERA, COPPER, MILLET, N_RES
from ..constants import COST_BEACON, COST_CAUSEWAY, COST_HEARTH, COST_VENTURE
from ..island import OPEN_JETTY
from ..phase import Phase
from ..view import SeatView
from .base import trade_answer
from .easy_living import LivingEasy

COSTS = {A.HEARTH: COST_HEARTH, A.BEACON: COST_BEACON, A.CAUSEWAY: COST_CAUSEWAY, A.BUY: COST_VENTURE}


def corner_value(view: SeatView, c: int, have: list[int] | None = None) -> float:
    """How good a corner is to settle: ember dots, plus a bonus for resources not yet produced."""
    board = view.board
    value = 0.0
    for t in board.topo.corner_tiles[c]:
        r = board.tile_res[t]
        if r == CALDERA:
            continue
        dots = board.island.dots(t)
        value += dots
        if have is not None and have[r] == 0:
            value += 1.5
    if board.corner_jetties[c]:
        value += 0.5 if OPEN_JETTY in board.corner_jetties[c] else 1.0
    return value


def production(view: SeatView, seat: int) -> list[int]:
    """Ember dots each resource pays ``seat`` (beacons count twice)."""
    board = view.board
    out = [0] * N_RES
    piece = view.corner_piece
    for c in view.pieces_of(seat)[0]:
        for t in board.topo.corner_tiles[c]:
            r = board.tile_res[t]
            if r != CALDERA:
                out[r] += board.island.dots(t) * piece[c]
    return out


class EasySeat:
    """A sensible heuristic seat."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.living = LivingEasy(self)

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        ph = view.phase
        if ph == Phase.OFFER:  # (first: a quote at the open table is never listed)
            return trade_answer(view, legal)
        if len(legal) == 1:
            return legal[0]
        if view.rules.living_board:
            return self.living.choose(view, legal)
        if ph == Phase.SETUP_HEARTH:
            have = production(view, view.seat)
            return max(legal, key=lambda a: (corner_value(view, a.a, have), -a.a))
        if ph == Phase.SETUP_CAUSEWAY:
            return max(legal, key=lambda a: (self._edge_prospect(view, a.a), -a.a))
        if ph == Phase.PRE_ROLL:
            return self._pre_roll(view, legal)
        if ph == Phase.DISCARD:
            return self._discard(view, legal)
        if ph in (Phase.MOVE_ASHCLOUD,):
            return max(legal, key=lambda a: (self._ash_score(view, a.a), -a.a))
        if ph == Phase.ROB:
            return max(legal, key=lambda a: (view.renown[a.a], view.hand_counts[a.a], -a.a))
        if ph == Phase.CONFIRM:
            return legal[-1]
        if ph == Phase.MAIN:
            return self._main(view, legal)
        return legal[0]

    # ------------------------------------------------------------ helpers

    def _edge_prospect(self, view: SeatView, e: int) -> float:
        """Value of the best open corner this edge leads to (its far end, or one step on)."""
        have = production(view, view.seat)
        return self._best_prospect(view, e, lambda x: corner_value(view, x, have))

    @staticmethod
    def _best_prospect(view: SeatView, e: int, value: Callable[[int], float]) -> float:
        """The best ``value`` of an open corner edge ``e`` leads to: its far end, or one step
        on at 0.8 (on either board: :class:`~engine.ai.easy_living.LivingEasy` values its own)."""
        topo = view.board.topo
        pieces = view.corner_piece
        best = 0.0
        for c in topo.edge_corners[e]:
            for d, corners in ((0, (c,)), (1, topo.corner_corners[c])):
                for x in corners:
                    if pieces[x] or any(pieces[y] for y in topo.corner_corners[x]):
                        continue
                    best = max(best, value(x) * (0.8 if d else 1.0))
        return best

    def _ash_score(self, view: SeatView, t: int) -> float:
        board = view.board
        dots = board.island.dots(t)
        score = 0.0
        for c in board.topo.tile_corners[t]:
            p, s = view.corner_piece[c], view.corner_seat[c]
            if p in (1, 2):
                if s == view.seat:
                    return -100.0 + dots
                score += p * dots * (1 + view.renown[s] / 4)
        return score

    def _pre_roll(self, view: SeatView, legal: list[Action]) -> Action:
        for a in legal:
            if a.kind == A.WARDEN and a.a >= 0 and self._ash_hurts_me(view):
                best = max((b for b in legal if b.kind == A.WARDEN and b.a >= 0),
                           key=lambda b: (self._ash_score(view, b.a), -b.a))
                return best
        return A.simple(A.ROLL)

    def _ash_hurts_me(self, view: SeatView) -> bool:
        return any(view.corner_seat[c] == view.seat and view.corner_piece[c] in (1, 2)
                   for c in view.board.topo.tile_corners[view.ash])

    def _discard(self, view: SeatView, legal: list[Action]) -> Action:
        hand = list(view.hand)
        need = COSTS[self._target(view)]
        return max(legal, key=lambda a: (hand[a.b] - need[a.b], -a.b))

    def _target(self, view: SeatView) -> str:
        """What this seat is saving for."""
        me = view.seat
        hearths, beacons, causeways = view.pools[me]
        corners, _edges = view.pieces_of(me)
        if hearths and self._reachable_corner(view):
            return A.HEARTH
        if beacons and any(view.corner_piece[c] == 1 for c in corners):
            return A.BEACON
        if causeways and hearths:
            return A.CAUSEWAY
        return A.BUY

    def _reachable_corner(self, view: SeatView) -> bool:
        topo = view.board.topo
        pieces = view.corner_piece
        for e in view.pieces_of(view.seat)[1]:
            for c in topo.edge_corners[e]:
                if not pieces[c] and not any(pieces[y] for y in topo.corner_corners[c]):
                    return True
        return False

    def _main(self, view: SeatView, legal: list[Action]) -> Action:
        by_kind: dict[str, list[Action]] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        have = production(view, view.seat)

        play = self._venture_play(view, by_kind)
        if play is not None:
            return play
        if A.BEACON in by_kind:
            return max(by_kind[A.BEACON], key=lambda a: (corner_value(view, a.a), -a.a))
        if A.HEARTH in by_kind:
            return max(by_kind[A.HEARTH], key=lambda a: (corner_value(view, a.a, have), -a.a))
        target = self._target(view)
        if A.CAUSEWAY in by_kind and (target == A.CAUSEWAY or view.turn_flags["free_causeways"]):
            best = max(by_kind[A.CAUSEWAY], key=lambda a: (self._edge_prospect(view, a.a), -a.a))
            if self._edge_prospect(view, best.a) > 0 or view.turn_flags["free_causeways"]:
                return best
        if A.BUY in by_kind and target in (A.BUY, A.BEACON) and view.hand[COPPER] >= 1:
            hand = view.hand
            if target == A.BUY or hand[COPPER] > 3 or hand[MILLET] > 2:
                return by_kind[A.BUY][0]
        trade = self._trade_toward(view, by_kind, COSTS[target])
        if trade is not None:
            return trade
        return A.simple(A.END)

    def _venture_play(self, view: SeatView, by_kind: dict[str, list[Action]]) -> Action | None:
        if A.WARDEN in by_kind and self._ash_hurts_me(view):
            moves = [a for a in by_kind[A.WARDEN] if a.a >= 0]
            if moves:
                return max(moves, key=lambda a: (self._ash_score(view, a.a), -a.a))
        if A.SURVEYOR in by_kind and A.CAUSEWAY in by_kind and view.pools[view.seat][2] >= 2:
            return by_kind[A.SURVEYOR][0]
        if A.BOUNTIFUL in by_kind:
            best = max(by_kind[A.BOUNTIFUL], key=lambda a: (self._number_yield(view, a.a), -a.a))
            if self._number_yield(view, best.a) >= 2:
                return best
        if A.EMBARGO in by_kind:
            leader = max((s for s in range(view.n) if s != view.seat), key=lambda s: (view.renown[s], -s))
            prod = production(view, leader)
            return by_kind[A.EMBARGO][max(range(N_RES), key=lambda r: (prod[r], -r))]
        return None

    def _number_yield(self, view: SeatView, number: int) -> int:
        board = view.board
        total = 0
        for t in board.number_tiles[number]:
            if t == view.ash:
                continue
            for c in board.topo.tile_corners[t]:
                if view.corner_seat[c] == view.seat:
                    total += view.corner_piece[c]
        return total

    def _trade_toward(self, view: SeatView, by_kind: dict[str, list[Action]],
                      cost: tuple[int, ...]) -> Action | None:
        """A Supply (or Barge) trade of surplus cards for a missing one of the target's cost."""
        hand = view.hand
        missing = [r for r in range(N_RES) if hand[r] < cost[r]]
        if not missing:
            return None
        options = by_kind.get(A.BARGE, []) + by_kind.get(A.TRADE, [])
        rates = view.rates
        for a in options:
            give, get = a.a, a.b
            rate = 2 if a.kind == A.BARGE else rates[give]
            if get in missing and hand[give] - rate >= cost[give]:
                return a
        return None

