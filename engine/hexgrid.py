"""Hex geometry of the island: tiles, corners and edges with RULINGS section 1 numbering.

Tiles are pointy-topped hexes in rows of 3, 4, 5, 4, 3.  Positions are kept in
integer half-units (x in half tile widths, y in half hex sizes), so sorting
"top to bottom, then left to right" is exact.

>>> topo = topology()
>>> topo.tile_corners[0]
(0, 4, 8, 12, 7, 3)
>>> topo.edge_corners[0]
(0, 3)
>>> len(topo.corner_xy), len(topo.edge_corners)
(54, 72)
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

ROW_NAMES = "ABCDE"
ROW_SIZES = (3, 4, 5, 4, 3)
TILE_IDS: tuple[str, ...] = tuple(
    f"{ROW_NAMES[r]}{i + 1}" for r, n in enumerate(ROW_SIZES) for i in range(n)
)
N_TILES = 19
N_CORNERS = 54
N_EDGES = 72

# Corner offsets of a pointy-top hex in half-units, clockwise from the top point.
_CORNER_OFFSETS = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))


def tile_index(tile_id: str) -> int:
    """Index (0..18) of a tile id such as ``"C3"``.

    >>> tile_index("A1"), tile_index("C3"), tile_index("E3")
    (0, 9, 18)
    """
    try:
        return TILE_IDS.index(tile_id.upper())
    except ValueError:
        raise ValueError(f"unknown tile {tile_id!r}: tiles are A1-A3, B1-B4, C1-C5, D1-D4, E1-E3") from None


@dataclass(frozen=True, slots=True)
class Topology:
    """Precomputed adjacency of the 19 tiles, 54 corners and 72 edges."""

    tile_xy: tuple[tuple[int, int], ...]
    """Centre of each tile, in half-units."""
    corner_xy: tuple[tuple[int, int], ...]
    """Position of each corner, in half-units."""
    tile_corners: tuple[tuple[int, ...], ...]
    """Six corners of each tile, clockwise from its top point."""
    tile_edges: tuple[tuple[int, ...], ...]
    """Six edges of each tile, clockwise from its upper-right side."""
    tile_neighbours: tuple[tuple[int, ...], ...]
    """Tiles sharing a side with each tile, ascending."""
    corner_tiles: tuple[tuple[int, ...], ...]
    """Tiles touching each corner (1 to 3), ascending."""
    corner_corners: tuple[tuple[int, ...], ...]
    """Corners one edge away from each corner, ascending."""
    corner_edges: tuple[tuple[int, ...], ...]
    """Edges meeting at each corner, ascending."""
    edge_corners: tuple[tuple[int, int], ...]
    """The two corners of each edge, lower id first."""
    edge_tiles: tuple[tuple[int, ...], ...]
    """Tiles along each edge (1 on the coast, 2 inland)."""
    edge_edges: tuple[tuple[int, ...], ...]
    """Edges sharing a corner with each edge, ascending."""
    coastal_edges: tuple[int, ...]
    """Edges with a single tile, ascending."""


@functools.cache
def topology() -> Topology:
    """Build (once) and return the island's topology."""
    tile_xy: list[tuple[int, int]] = []
    for r, n in enumerate(ROW_SIZES):
        for i in range(n):
            tile_xy.append((2 * i - (n - 1), 3 * r))

    raw_tile_corners = [
        [(tx + dx, ty + dy) for dx, dy in _CORNER_OFFSETS] for tx, ty in tile_xy
    ]
    points = sorted({p for cs in raw_tile_corners for p in cs}, key=lambda p: (p[1], p[0]))
    corner_id = {p: i for i, p in enumerate(points)}
    tile_corners = [tuple(corner_id[p] for p in cs) for cs in raw_tile_corners]

    # Edges: pairs of consecutive corners; identified by their doubled midpoint.
    mid_of: dict[tuple[int, int], tuple[int, int]] = {}
    for cs in tile_corners:
        for k in range(6):
            a, b = cs[k], cs[(k + 1) % 6]
            (ax, ay), (bx, by) = points[a], points[b]
            mid_of[(ax + bx, ay + by)] = (min(a, b), max(a, b))
    mids = sorted(mid_of, key=lambda m: (m[1], m[0]))
    edge_corners = [mid_of[m] for m in mids]
    edge_id = {pair: i for i, pair in enumerate(edge_corners)}
    tile_edges = [
        tuple(edge_id[(min(cs[k], cs[(k + 1) % 6]), max(cs[k], cs[(k + 1) % 6]))] for k in range(6))
        for cs in tile_corners
    ]

    n_c, n_e = len(points), len(edge_corners)
    corner_tiles: list[list[int]] = [[] for _ in range(n_c)]
    for t, cs in enumerate(tile_corners):
        for c in cs:
            corner_tiles[c].append(t)
    edge_tiles: list[list[int]] = [[] for _ in range(n_e)]
    for t, es in enumerate(tile_edges):
        for e in es:
            edge_tiles[e].append(t)
    corner_edges: list[list[int]] = [[] for _ in range(n_c)]
    corner_corners: list[list[int]] = [[] for _ in range(n_c)]
    for e, (a, b) in enumerate(edge_corners):
        corner_edges[a].append(e)
        corner_edges[b].append(e)
        corner_corners[a].append(b)
        corner_corners[b].append(a)
    edge_edges = [
        tuple(sorted({f for c in edge_corners[e] for f in corner_edges[c] if f != e}))
        for e in range(n_e)
    ]
    tile_neighbours = [
        tuple(sorted({u for e in tile_edges[t] for u in edge_tiles[e] if u != t}))
        for t in range(len(tile_xy))
    ]
    return Topology(
        tile_xy=tuple(tile_xy),
        corner_xy=tuple(points),
        tile_corners=tuple(tile_corners),
        tile_edges=tuple(tile_edges),
        tile_neighbours=tuple(tile_neighbours),
        corner_tiles=tuple(tuple(sorted(x)) for x in corner_tiles),
        corner_corners=tuple(tuple(sorted(x)) for x in corner_corners),
        corner_edges=tuple(tuple(sorted(x)) for x in corner_edges),
        edge_corners=tuple(edge_corners),
        edge_tiles=tuple(tuple(sorted(x)) for x in edge_tiles),
        edge_edges=tuple(edge_edges),
        coastal_edges=tuple(e for e in range(n_e) if len(edge_tiles[e]) == 1),
    )
