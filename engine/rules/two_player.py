"""The two-player game: the Wayfarer camps and the Barge (RULINGS section 5)."""

from __future__ import annotations

from .. import errors as E
from ..actions import Action
from ..cards import N_RES
from ..constants import BARGE_RATE, CAMPS, NEUTRAL
from ..events import BARGE, CampPlaced, make
from ..phase import MAIN
from ..pieces import CAMP_PIECE, EMPTY
from ..state import State
from .common import Out, acts, fail, need_phase
from .queries import open_corners
from .titles import corner_taken
from .trading import add_trades, barred, trade_with_supply


def place_camps(s: State, out: Out) -> None:
    """After the last placement: each camp goes on the open corner touching the most dots
    (ties: lowest id), with a neutral causeway on its free edge of lowest id."""
    topo = s.board.topo
    for _ in range(CAMPS):
        candidates = open_corners(s)
        if not candidates:
            return
        c = max(candidates, key=lambda x: (s.board.corner_dots[x], -x))
        s.corner_piece[c] = CAMP_PIECE
        s.corner_seat[c] = NEUTRAL
        corner_taken(s, c, NEUTRAL, out)
        free = [e for e in topo.corner_edges[c] if s.edge_seat[e] == EMPTY]
        edge = min(free) if free else -1
        if edge >= 0:
            s.edge_seat[edge] = NEUTRAL
        out.append(make(CampPlaced, (c, edge)))


_BARGE_RATES = (BARGE_RATE,) * N_RES


def list_barge_trades(s: State, out: list[Action]) -> None:
    """Two players, the main phase: the Barge trades 2 cards of one resource for 1 of another,
    once a turn."""
    if s.n != 2 or s.barge_used:
        return
    me = s.turn_seat
    hand = s.hands[me]
    if sum(hand) >= BARGE_RATE:
        add_trades(acts().barge, _BARGE_RATES, hand, s.supply, barred(s, me), out)


def do_barge(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, MAIN)
    g, r = action.a, action.b
    if s.n != 2:
        raise fail(s, action, E.BARGE, "barge-two-players")
    if s.barge_used:
        raise fail(s, action, E.BARGE, "barge-once")
    if not (0 <= g < N_RES and 0 <= r < N_RES) or g == r:
        raise fail(s, action, E.BAD_TRADE, "trade-different")
    trade_with_supply(s, action, s.turn_seat, g, r, BARGE_RATE, BARGE, out)
    s.barge_used = True


__all__ = ["do_barge", "list_barge_trades", "place_camps"]
