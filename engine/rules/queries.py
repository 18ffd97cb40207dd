"""Questions about the pieces on the island: open corners, where a seat may build, who sits
on a tile, how long a trail is.  They change nothing."""

from __future__ import annotations

from ..hexgrid import N_CORNERS, N_EDGES
from ..pieces import BEACON_PIECE, EMPTY, HEARTH_PIECE
from ..state import State


def corner_open(s: State, c: int) -> bool:
    """No piece on the corner nor on a corner next to it (the spacing rule)."""
    cp = s.corner_piece
    if cp[c]:
        return False
    for x in s.board.topo.corner_corners[c]:
        if cp[x]:
            return False
    return True


def open_corners(s: State) -> list[int]:
    return [c for c in range(N_CORNERS) if corner_open(s, c)]


def edge_reaches(s: State, seat: int, e: int) -> bool:
    """Whether ``seat`` may lay a causeway on free edge ``e``: it touches the seat's hearth or
    beacon, or its causeway at a corner no opponent's piece or camp holds."""
    topo = s.board.topo
    cs, es = s.corner_seat, s.edge_seat
    for c in topo.edge_corners[e]:
        owner = cs[c]
        if owner == seat:
            return True
        if owner == EMPTY:
            for f in topo.corner_edges[c]:
                if f != e and es[f] == seat:
                    return True
    return False


def buildable_edges(s: State, seat: int) -> list[int]:
    topo = s.board.topo
    cs, es = s.corner_seat, s.edge_seat
    ce, ec = topo.corner_edges, topo.edge_corners
    found = [False] * N_EDGES
    for e in s.seat_edges[seat]:
        for c in ec[e]:
            if cs[c] == EMPTY or cs[c] == seat:
                for f in ce[c]:
                    if es[f] == EMPTY:
                        found[f] = True
    for c in s.seat_corners[seat]:
        for f in ce[c]:
            if es[f] == EMPTY:
                found[f] = True
    return [e for e in range(N_EDGES) if found[e]]


def buildable_corners(s: State, seat: int) -> list[int]:
    ec = s.board.topo.edge_corners
    found = set()
    for e in s.seat_edges[seat]:
        for c in ec[e]:
            if corner_open(s, c):
                found.add(c)
    return sorted(found)


def own_hearths(s: State, seat: int) -> list[int]:
    cp = s.corner_piece
    return sorted(c for c in s.seat_corners[seat] if cp[c] == HEARTH_PIECE)


def tile_seats(s: State, t: int) -> list[int]:
    """Seats with a hearth or beacon on tile ``t``, ascending."""
    cp, cs = s.corner_piece, s.corner_seat
    return sorted({cs[c] for c in s.board.topo.tile_corners[t] if cp[c] == HEARTH_PIECE or cp[c] == BEACON_PIECE})


def trail_length(s: State, seat: int) -> int:
    """Length of ``seat``'s longest unbroken trail of causeways.

    A trail may end at a corner held by an opponent or a camp, never pass through it.
    A longest trail can always be taken to start at a corner where the seat's
    causeways do not meet exactly two at a time, or at a blocked corner; only a
    ring of causeways has no such corner, and then any of its corners will do.
    """
    edges = s.seat_edges[seat]
    if not edges:
        return 0
    topo = s.board.topo
    ce, ec = topo.corner_edges, topo.edge_corners
    es, cs = s.edge_seat, s.corner_seat
    best = 0
    seen = 0

    def walk(c: int, used: int, length: int) -> None:
        nonlocal best, seen
        if length > best:
            best = length
        if length and cs[c] != EMPTY and cs[c] != seat:
            return
        for f in ce[c]:
            if es[f] == seat and not (used >> f) & 1:
                a, b = ec[f]
                seen |= 1 << f
                walk(b if a == c else a, used | (1 << f), length + 1)

    degree: dict[int, int] = {}
    for e in edges:
        for c in ec[e]:
            degree[c] = degree.get(c, 0) + 1
    starts = sorted(c for c, d in degree.items() if d != 2 or (cs[c] != EMPTY and cs[c] != seat))
    for c in starts:
        walk(c, 0, 0)
        if best == len(edges):
            return best
    for e in sorted(edges):  # rings with no start corner
        if not (seen >> e) & 1:
            walk(ec[e][0], 0, 0)
    return best


__all__ = [
    "buildable_corners", "buildable_edges", "corner_open", "edge_reaches", "open_corners", "own_hearths",
    "tile_seats", "trail_length",
]
