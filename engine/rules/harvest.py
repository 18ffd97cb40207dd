"""A number comes up: every tile with it (but the Ashcloud's) pays its hearths 1 card and
its beacons 2, limited by the Supply (RULINGS section 5, "Shortage")."""

from __future__ import annotations

from ..events import Harvested, make
from ..pieces import BEACON_PIECE, HEARTH_PIECE
from ..state import State
from .common import Out


def harvest(s: State, number: int, only: int, out: Out) -> None:
    """Pay out every tile with ``number`` (but the Ashcloud's); ``only`` >= 0 pays that seat
    alone (a Bountiful Tide).  One :class:`~engine.events.Harvested` per seat, resource and
    tile that paid."""
    board = s.board
    tc = board.topo.tile_corners
    cp, cs = s.corner_piece, s.corner_seat
    owed: dict[int, list[int]] = {}
    pays: list[list[int]] = []  # [resource, tile, seat, cards], tile by tile
    for t in board.number_tiles[number]:
        if t == s.ash:
            continue
        r = board.tile_res[t]
        first = len(pays)
        for c in tc[t]:
            p = cp[c]
            if p == HEARTH_PIECE or p == BEACON_PIECE:
                seat = cs[c]
                if only >= 0 and seat != only:
                    continue
                row = owed.get(r)
                if row is None:
                    row = owed[r] = [0] * s.n
                row[seat] += p
                for k in range(first, len(pays)):  # the seat's second piece on this tile
                    if pays[k][2] == seat:
                        pays[k][3] += p
                        break
                else:
                    pays.append([r, t, seat, p])
    supply, hands = s.supply, s.hands
    for r in sorted(owed):
        row = owed[r]
        total = sum(row)
        if total <= supply[r]:
            for seat in range(s.n):
                if row[seat]:
                    hands[seat][r] += row[seat]
            supply[r] -= total
            for pr, t, seat, k in pays:
                if pr == r:
                    out.append(make(Harvested, (seat, r, k, t)))
        else:
            dealt = deal_short(s, r, row)
            for pr, t, seat, k in pays:  # what a seat got, from its tiles in order
                if pr == r:
                    k = min(k, dealt[seat])
                    if k:
                        dealt[seat] -= k
                        out.append(make(Harvested, (seat, r, k, t)))


def deal_short(s: State, r: int, row: list[int]) -> list[int]:
    """Shortage: one card at a time round the table from the seat on turn, each seat only up
    to what it is owed, until the Supply is empty; returns what each seat got."""
    row = row[:]
    got = [0] * s.n
    while s.supply[r] and any(row):
        for i in range(s.n):
            seat = (s.turn_seat + i) % s.n
            if row[seat] and s.supply[r]:
                row[seat] -= 1
                got[seat] += 1
                s.supply[r] -= 1
                s.hands[seat][r] += 1
    return got


__all__ = ["deal_short", "harvest"]
