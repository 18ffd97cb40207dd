"""Living Island's geometry: the two halves of every tile, the rows, and the two rings of
number tokens (LIVING-ISLAND 4.1, 4.2 and 10).  Fixed facts, no rule.

A half is numbered ``2 * tile + 0`` for the north half and ``2 * tile + 1`` for the south
half, so half order is tile order, north before south.

>>> half_id(half_index("B2n")), half_id(9), half_tile(9)
('B2n', 'B2s', 4)
>>> [TILE_IDS[t] for t in OUTER_RING[:4]], [TILE_IDS[t] for t in INNER_RING]
(['A1', 'A2', 'A3', 'B4'], ['B2', 'B3', 'C4', 'D3', 'D2', 'C2'])
"""

from __future__ import annotations

import functools
from typing import Final

from .hexgrid import N_TILES, ROW_NAMES, ROW_SIZES, TILE_IDS, tile_index, topology

N_HALVES: Final = 2 * N_TILES
"""Half slots (the Caldera's two are never used)."""
NORTH, SOUTH = 0, 1
HALF_SIDES: Final = ("n", "s")

OUTER_RING: Final = tuple(tile_index(t) for t in ["A1", "A2", "A3", "B4", "C5", "D4", "E3", "E2", "E1", "D1", "C1", "B1"])
"""The outer ring, clockwise; it turns clockwise at the start."""
INNER_RING: Final = tuple(tile_index(t) for t in ["B2", "B3", "C4", "D3", "D2", "C2"])
"""The inner ring, clockwise; it turns counter-clockwise at the start."""
RING_POSITIONS: Final = 12
CENTRE: Final = tile_index("C3")
"""The Ash Caldera's tile in every Living Island game."""

ROWS: Final = tuple(
    tuple(range(sum(ROW_SIZES[:r]), sum(ROW_SIZES[: r + 1]))) for r in range(len(ROW_SIZES))
)
"""The tiles of each row A to E, left to right."""


def half_index(text: str) -> int:
    """The half a text such as ``"B2n"`` names.

    >>> half_index("A1n"), half_index("e3S")
    (0, 37)
    >>> half_index("C3x")
    Traceback (most recent call last):
    ...
    ValueError: unknown half 'C3x': a tile and n or s, such as B2n
    """
    side = text[-1:].lower()
    if side not in HALF_SIDES:
        raise ValueError(f"unknown half {text!r}: a tile and n or s, such as B2n")
    return 2 * tile_index(text[:-1]) + HALF_SIDES.index(side)


def half_id(h: int) -> str:
    return TILE_IDS[h // 2] + HALF_SIDES[h % 2]


def half_tile(h: int) -> int:
    return h // 2


def row_index(text: str) -> int:
    """A row's index from its letter (``"B"`` -> 1)."""
    letter = text.upper()
    if len(letter) != 1 or letter not in ROW_NAMES:
        raise ValueError(f"unknown row {text!r}: rows are A to E")
    return ROW_NAMES.index(letter)


def tile_row(t: int) -> int:
    return ROW_NAMES.index(TILE_IDS[t][0])


@functools.cache
def half_corners() -> tuple[tuple[int, ...], ...]:
    """The corners each half borders (north: upper-left, top, upper-right; south: lower-left,
    bottom, lower-right), ascending: for drawing."""
    tc = topology().tile_corners  # clockwise from the top point
    out: list[tuple[int, ...]] = []
    for t in range(N_TILES):
        c = tc[t]
        out.append(tuple(sorted((c[5], c[0], c[1]))))
        out.append(tuple(sorted((c[4], c[3], c[2]))))
    return tuple(out)


def ring_tile_at(dealt_on: int, position: int) -> int:
    """The tile on which the token dealt on tile ``dealt_on`` lies at ring ``position``
    (the Caldera's tile, which carries none, gives itself).

    >>> TILE_IDS[ring_tile_at(tile_index("A1"), 1)], TILE_IDS[ring_tile_at(tile_index("B3"), 1)]
    ('A2', 'B2')
    """
    if dealt_on in OUTER_RING:
        return OUTER_RING[(OUTER_RING.index(dealt_on) + position) % len(OUTER_RING)]
    if dealt_on in INNER_RING:
        return INNER_RING[(INNER_RING.index(dealt_on) - position) % len(INNER_RING)]
    return dealt_on


def numbers_at(dealt: tuple[int | None, ...], position: int) -> tuple[int | None, ...]:
    """Each tile's number at ring ``position``, from the numbers as dealt (None: no token)."""
    now: list[int | None] = [None] * N_TILES
    for t, n in enumerate(dealt):
        if n is not None:
            now[ring_tile_at(t, position)] = n
    return tuple(now)


__all__ = ["CENTRE", "HALF_SIDES", "INNER_RING", "NORTH", "N_HALVES", "OUTER_RING", "RING_POSITIONS", "ROWS", "SOUTH",
           "half_corners", "half_id", "half_index", "half_tile", "numbers_at", "ring_tile_at", "row_index",
           "tile_row"]
