"""Places on the island in words a player reads: tiles by what they grow and their number,
corners and edges by the tiles around them.  No corner or edge number is ever shown.

- a tile: ``Pine 8`` (``the northern Pine 8`` where the island has two of them);
- a corner: ``the corner of Pine 8, Kelp 5 and Copper 11``; on the coast ``the coast corner
  of Pine 8 and Kelp 5``, or ``the north corner of Basalt 11`` where one tile alone touches it;
- an edge: ``the edge between Pine 8 and Kelp 5``; on the coast ``the north-west coast of
  Basalt 3``.

Every name is unique on its island (tested on Landfall and a thousand dealt islands).

Each shape of place is one whole phrase per language, its tiles put in (``the corner of {a},
{b} and {c}``; a lone tile's corner or coast one phrase for each direction), so that a language
says it in its own words and order: German avoids the cases an article would bring ("Ecke an
Holz 8, Stein 3 und Tang 5"), and the log, the hints and the refusals say a place alike.

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
import re
from collections.abc import Callable, Hashable, Sequence
from typing import Any, NamedTuple, TypeAlias, Union

from engine.cards import CALDERA
from engine.hexgrid import topology
from engine.island import Island

from words.catalog import language, pgettext
from words.lists import and_list
from words.things import res_name

CORNER_DIRECTIONS = ("north", "north-east", "south-east", "south", "south-west", "north-west")
"""A tile's corners, in the order of ``Topology.tile_corners`` (clockwise from the top point)."""
EDGE_DIRECTIONS = ("north-east", "east", "south-east", "south-west", "west", "north-west")
"""A tile's sides, in the order of ``Topology.tile_edges`` (clockwise from the upper right)."""


def _lone_corner(direction: int) -> str:
    """A lone tile's corner, in ``CORNER_DIRECTIONS``' order, one phrase each (``{tile}`` put in)."""
    return (pgettext("place", "the north corner of {tile}"), pgettext("place", "the north-east corner of {tile}"),
            pgettext("place", "the south-east corner of {tile}"), pgettext("place", "the south corner of {tile}"),
            pgettext("place", "the south-west corner of {tile}"),
            pgettext("place", "the north-west corner of {tile}"))[direction]


def _coast(direction: int) -> str:
    """A tile's stretch of coast, in ``EDGE_DIRECTIONS``' order."""
    return (pgettext("place", "the north-east coast of {tile}"), pgettext("place", "the east coast of {tile}"),
            pgettext("place", "the south-east coast of {tile}"), pgettext("place", "the south-west coast of {tile}"),
            pgettext("place", "the west coast of {tile}"), pgettext("place", "the north-west coast of {tile}"))[direction]


def _on_coast(direction: int) -> str:
    """Where a causeway lies on a tile's coast (after "a causeway"), in ``EDGE_DIRECTIONS``' order."""
    return (pgettext("causeway", "on the north-east coast of {tile}"), pgettext("causeway", "on the east coast of {tile}"),
            pgettext("causeway", "on the south-east coast of {tile}"),
            pgettext("causeway", "on the south-west coast of {tile}"), pgettext("causeway", "on the west coast of {tile}"),
            pgettext("causeway", "on the north-west coast of {tile}"))[direction]


def _twin(where: str) -> str:
    """One of two tiles of a name, by where it lies from the other (``{tile}`` put in)."""
    return {"northern": pgettext("tile", "the northern {tile}"), "southern": pgettext("tile", "the southern {tile}"),
            "western": pgettext("tile", "the western {tile}"), "eastern": pgettext("tile", "the eastern {tile}")}[where]


def tile_label(resource: int, number: int | str | None) -> str:
    """A tile's words from what it grows and its number: ``Pine 8`` (``number`` None: ``Pine``)."""
    if number is None:
        return res_name(resource)
    return pgettext("tile", "{resource} {number}").format(resource=res_name(resource), number=number)


def caldera_words() -> str:
    """The Caldera, as a place is named by it (with its article, where the language has one)."""
    return pgettext("tile", "the Ash Caldera")


def _label(island: Island, t: int) -> str:
    if island.terrain[t] == CALDERA:
        return caldera_words()
    return tile_label(island.terrain[t], island.numbers[t])


class IslandNow(NamedTuple):
    """An island whose tiles are named as its board shows them now (a Living Island's: numbers
    turn and halves change, ``words.living_places.island_now``); every function here takes one
    where it takes an island."""

    island: Island
    now: Hashable
    """What the tiles' words are made from (a Living Island's facts at that moment)."""
    words: Callable[[Any, str], tuple[str, ...]]
    """Each tile's words in a language (its code), from :attr:`now`."""

    @property
    def names(self) -> tuple[str, ...]:
        """Each tile's words as the board showed them then, in the language in force (a
        language chosen later words them again)."""
        return self.words(self.now, language())


Where: TypeAlias = Union[Island, IslandNow]  # noqa: UP007 (for isinstance too)
"""What places are named on: an island as dealt (Cinderisle's), or as its board shows it now."""


def told_apart(labels: Sequence[str], alone: Sequence[bool]) -> tuple[str, ...]:
    """Each tile's words from its ``labels``: two tiles of the same label are told apart by where
    they lie, one from the other (northern / southern, else western / eastern); a tile ``alone``
    says so is named by its label as it is (the Ash Caldera, the sunk tile: one of a kind)."""
    xy = topology().tile_xy
    names = []
    for t, label in enumerate(labels):
        twins = [] if alone[t] else [u for u in range(len(labels)) if u != t and labels[u] == label]
        if not twins:
            names.append(label)
            continue
        (x, y), (ux, uy) = xy[t], xy[twins[0]]
        where = ("northern" if y < uy else "southern") if y != uy else ("western" if x < ux else "eastern")
        names.append(_twin(where).format(tile=label))
    return tuple(names)


@functools.lru_cache(maxsize=32)
def _tile_names(island: Island, lang: str) -> tuple[str, ...]:
    """Each tile's words in language ``lang`` (the one in force); two tiles that grow the same and
    carry the same number are told apart by where they lie, one from the other."""
    return told_apart([_label(island, t) for t in range(len(island.terrain))],
                      [terrain == CALDERA for terrain in island.terrain])


def island_of(where: Where) -> Island:
    """The island itself (as dealt) of an island named now or as dealt."""
    return where.island if isinstance(where, IslandNow) else where


def _names_of(island: Where) -> tuple[str, ...]:
    return island.names if isinstance(island, IslandNow) else _tile_names(island, language())


def tile_words(island: Where, t: int) -> str:
    """A tile in words: ``Pine 8``, ``the northern Pine 8``, ``the Ash Caldera``."""
    return _names_of(island)[t]


def _tiles(island: Where, tiles: tuple[int, ...]) -> list[str]:
    """The tiles' words, ordered by name (so that a place reads the same way everywhere)."""
    return sorted((tile_words(island, t) for t in tiles), key=_by_name)


def _by_name(words: str) -> list[str | int]:
    """A tile's words as a key that orders by name, then by number ("Copper 9" before "Copper 11").

    >>> sorted(["Copper 11", "Copper 9", "the Ash Caldera"], key=_by_name)
    ['the Ash Caldera', 'Copper 9', 'Copper 11']
    """
    parts = re.split(r"(\d+)", words.removeprefix("the "))
    return [int(p) if i % 2 else p for i, p in enumerate(parts)]


def corner_words(island: Where, c: int) -> str:
    """A corner in words: the tiles around it."""
    topo = topology()
    tiles = topo.corner_tiles[c]
    if len(tiles) == 3:
        a, b, d = _tiles(island, tiles)
        return pgettext("place", "the corner of {a}, {b} and {c}").format(a=a, b=b, c=d)
    if len(tiles) == 2:
        a, b = _tiles(island, tiles)
        return pgettext("place", "the coast corner of {a} and {b}").format(a=a, b=b)
    t = tiles[0]
    return _lone_corner(topo.tile_corners[t].index(c)).format(tile=tile_words(island, t))


def _edge(island: Where, e: int, between: Callable[[], str], coast: Callable[[int], str]) -> str:
    """Edge ``e`` in the words ``between`` two tiles (``{a}``, ``{b}``), or of the ``coast``'s
    stretch (by the side's number; ``{tile}``)."""
    topo = topology()
    tiles = topo.edge_tiles[e]
    if len(tiles) == 2:
        a, b = _tiles(island, tiles)
        return between().format(a=a, b=b)
    t = tiles[0]
    return coast(topo.tile_edges[t].index(e)).format(tile=tile_words(island, t))


def edge_words(island: Where, e: int) -> str:
    """An edge in words: the two tiles it runs between, or the stretch of coast it is."""
    return _edge(island, e, lambda: pgettext("place", "the edge between {a} and {b}"), _coast)


def by_edge(island: Where, e: int) -> str:
    """Where a causeway lies, after "a causeway": ``by Pine 8 and Kelp 5``, ``on the west coast of Pine 8``."""
    return _edge(island, e, lambda: pgettext("causeway", "by {a} and {b}"), _on_coast)


def namer(island: Where) -> Callable[[str, int], str]:
    """How a refusal's place is put in words on ``island`` (``RuleError.worded``'s ``place``):
    a corner, an edge or a tile by its tiles.

    >>> from engine.island import landfall
    >>> namer(landfall())("tile", 0), namer(landfall())("edge", 46)
    ('Basalt 11', 'the edge between Millet 10 and Pine 9')
    """
    words = {"corner": corner_words, "edge": edge_words, "tile": tile_words}
    return lambda kind, i: words[kind](island, i) if kind in words else f"{kind} {i}"


def _and(words: list[str]) -> str:
    """Places (or names) in a list: ``Pine 8, Kelp 5 and Copper 11`` (the language's "and")."""
    return and_list(words)


__all__ = ["CORNER_DIRECTIONS", "EDGE_DIRECTIONS", "IslandNow", "Where", "by_edge", "caldera_words", "corner_words",
           "edge_words", "island_of", "namer", "tile_label", "tile_words", "told_apart"]
