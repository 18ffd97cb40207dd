"""Places on the island in words a player reads: tiles by what they grow and their number,
corners and edges by the tiles around them.  No corner or edge number is ever shown.

- a tile: ``Pine 8`` (``the northern Pine 8`` where the island has two of them);
- a corner: ``the corner of Pine 8, Kelp 5 and Copper 11``; on the coast ``the coast corner
  of Pine 8 and Kelp 5``, or ``the north corner of Basalt 11`` where one tile alone touches it;
- an edge: ``the edge between Pine 8 and Kelp 5``; on the coast ``the north-west coast of
  Basalt 3``.

Every name is unique on its island (tested on Landfall and a thousand dealt islands).

>>> from engine.island import landfall
>>> isl = landfall()
>>> corner_words(isl, 17), corner_words(isl, 20), corner_words(isl, 0)
('the corner of Basalt 3, Copper 6 and Kelp 5', 'the coast corner of Millet 5 and the southern Pine 8', 'the north corner of Basalt 11')
>>> edge_words(isl, 46), edge_words(isl, 0)
('the edge between Millet 10 and Pine 9', 'the north-west coast of Basalt 11')
>>> tile_words(isl, 1), tile_words(isl, 6), tile_words(isl, 9)
('the northern Pine 8', 'the southern Pine 8', 'the Ash Caldera')
>>> by_edge(isl, 46), by_edge(isl, 0)
('by Millet 10 and Pine 9', 'on the north-west coast of Basalt 11')
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import NamedTuple, TypeAlias, Union

from engine.cards import CALDERA, RES_NAMES
from engine.hexgrid import topology
from engine.island import Island

CORNER_DIRECTIONS = ("north", "north-east", "south-east", "south", "south-west", "north-west")
"""A tile's corners, in the order of ``Topology.tile_corners`` (clockwise from the top point)."""
EDGE_DIRECTIONS = ("north-east", "east", "south-east", "south-west", "west", "north-west")
"""A tile's sides, in the order of ``Topology.tile_edges`` (clockwise from the upper right)."""


def _label(island: Island, t: int) -> str:
    if island.terrain[t] == CALDERA:
        return "Ash Caldera"
    return f"{RES_NAMES[island.terrain[t]]} {island.numbers[t]}"


class IslandNow(NamedTuple):
    """An island whose tiles are named as its board shows them now (a Living Island's: numbers
    turn and halves change, ``words.living_places.island_now``); every function here takes one
    where it takes an island."""

    island: Island
    names: tuple[str, ...]
    """Each tile's words now."""


Where: TypeAlias = Union[Island, IslandNow]  # noqa: UP007 (for isinstance too)
"""What places are named on: an island as dealt (Cinderisle's), or as its board shows it now."""


def told_apart(labels: Sequence[str], the: Sequence[bool]) -> tuple[str, ...]:
    """Each tile's words from its ``labels``: two tiles of the same label are told apart by where
    they lie, one from the other (northern / southern, else western / eastern); a lone label is
    said with "the " where ``the`` says so (the Ash Caldera)."""
    xy = topology().tile_xy
    names = []
    for t, label in enumerate(labels):
        twins = [u for u in range(len(labels)) if u != t and labels[u] == label]
        if not twins:
            names.append(("the " if the[t] else "") + label)
            continue
        (x, y), (ux, uy) = xy[t], xy[twins[0]]
        where = ("northern" if y < uy else "southern") if y != uy else ("western" if x < ux else "eastern")
        names.append(f"the {where} {label}")
    return tuple(names)


@functools.lru_cache(maxsize=32)
def _tile_names(island: Island) -> tuple[str, ...]:
    """Each tile's words; two tiles that grow the same and carry the same number are told apart
    by where they lie, one from the other (northern / southern, else western / eastern)."""
    return told_apart([_label(island, t) for t in range(len(island.terrain))],
                      [terrain == CALDERA for terrain in island.terrain])


def island_of(where: Where) -> Island:
    """The island itself (as dealt) of an island named now or as dealt."""
    return where.island if isinstance(where, IslandNow) else where


def _names_of(island: Where) -> tuple[str, ...]:
    return island.names if isinstance(island, IslandNow) else _tile_names(island)


def tile_words(island: Where, t: int) -> str:
    """A tile in words: ``Pine 8``, ``the northern Pine 8``, ``the Ash Caldera``."""
    return _names_of(island)[t]


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _tiles(island: Where, tiles: tuple[int, ...]) -> list[str]:
    """The tiles' words, ordered by name (so that a place reads the same way everywhere)."""
    return sorted((tile_words(island, t) for t in tiles), key=lambda w: w.removeprefix("the "))


def corner_words(island: Where, c: int) -> str:
    """A corner in words: the tiles around it."""
    topo = topology()
    tiles = topo.corner_tiles[c]
    if len(tiles) == 3:
        return "the corner of " + _and(_tiles(island, tiles))
    if len(tiles) == 2:
        return "the coast corner of " + _and(_tiles(island, tiles))
    t = tiles[0]
    return f"the {CORNER_DIRECTIONS[topo.tile_corners[t].index(c)]} corner of {tile_words(island, t)}"


def edge_words(island: Where, e: int) -> str:
    """An edge in words: the two tiles it runs between, or the stretch of coast it is."""
    topo = topology()
    tiles = topo.edge_tiles[e]
    if len(tiles) == 2:
        return "the edge between " + _and(_tiles(island, tiles))
    t = tiles[0]
    return f"the {EDGE_DIRECTIONS[topo.tile_edges[t].index(e)]} coast of {tile_words(island, t)}"


def by_edge(island: Where, e: int) -> str:
    """Where a causeway lies, after "a causeway": ``by Pine 8 and Kelp 5``, ``on the west coast of Pine 8``."""
    words = edge_words(island, e)
    if words.startswith("the edge between "):
        return "by " + words.removeprefix("the edge between ")
    return "on " + words


def namer(island: Where) -> Callable[[str, int], str]:
    """How a refusal's place is put in words on ``island`` (``RuleError.worded``'s ``place``):
    a corner, an edge or a tile by its tiles.

    >>> from engine.island import landfall
    >>> namer(landfall())("tile", 0), namer(landfall())("edge", 46)
    ('Basalt 11', 'the edge between Millet 10 and Pine 9')
    """
    words = {"corner": corner_words, "edge": edge_words, "tile": tile_words}
    return lambda kind, i: words[kind](island, i) if kind in words else f"{kind} {i}"


__all__ = ["CORNER_DIRECTIONS", "EDGE_DIRECTIONS", "IslandNow", "Where", "by_edge", "corner_words", "edge_words",
           "island_of", "namer", "tile_words", "told_apart"]
