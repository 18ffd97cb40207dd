"""The accessible names of a game's corners and edges: what a screen reader says for a site a
press acts on (the tiles around it, never its number; a jetty; a piece standing there, and
whose).  The words of the places are :mod:`words.places`'; a tile names itself
(:func:`island_svg.tile_name`, the island's preview too).

>>> from engine.island import landfall
>>> corner_name(landfall(), 17)
'The corner of Basalt 3, Copper 6 and Kelp 5'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.hexgrid import topology
from engine.island import Island

from view.island_svg import jetty_label
from view.pieces_svg import seat_label
from words import places
from words.living_places import island_now


def _where(island: Island, state: Any) -> places.Where:
    """The island as its board shows it now: a Living Island's tiles by their halves and numbers now."""
    living = getattr(state, "living", None)
    return island if living is None else island_now(island, living)


def _jetty_words(kind: int) -> str:
    rate, goods = jetty_label(kind)
    return f"jetty {rate}" + (f" {goods}" if goods else "")


def _piece_words(state: Any, names: Sequence[str], colours: Sequence[str], corner: int | None = None,
                 edge: int | None = None) -> str:
    """``"Ana's hearth"``, ``"a Wayfarer camp"``, or ``""`` when nothing stands there."""
    if state is None:
        return ""
    if corner is not None:
        piece = state.corner_piece[corner]
        if not piece:
            return ""
        kind = ("", "hearth", "beacon", "camp")[piece]
        if kind == "camp":
            return "a Wayfarer camp"
        return f"{seat_label(names, colours, state.corner_seat[corner])}'s {kind}"
    seat = state.edge_seat[edge]
    return "" if seat < 0 else f"{seat_label(names, colours, seat)}'s causeway"


def corner_name(island: Island, c: int, state: Any = None, names: Sequence[str] = (), colours: Sequence[str] = (),
                ashcloud: int | None = None) -> str:
    """A corner's accessible name: the tiles around it (never its number), a jetty, a piece on it.

    >>> from engine.island import landfall
    >>> corner_name(landfall(), 0)
    'The north corner of Basalt 11, jetty 3:1'
    """
    topo = topology()
    where = _where(island, state)
    parts = [places.corner_words(where, c)]
    if ashcloud is not None and ashcloud in topo.corner_tiles[c]:
        parts.append(f"{places.tile_words(where, ashcloud)} under the Ashcloud")
    parts += [_jetty_words(k) for e, k in island.jetties if c in topo.edge_corners[e]]
    piece = _piece_words(state, names, colours, corner=c)
    if piece:
        parts.append(piece)
    text = ", ".join(parts)
    return text[0].upper() + text[1:]


def edge_name(island: Island, e: int, state: Any = None, names: Sequence[str] = (), colours: Sequence[str] = (),
              ashcloud: int | None = None) -> str:
    """An edge's accessible name: the tiles beside it (never its number), a jetty, a causeway on it.

    >>> from engine.island import landfall
    >>> edge_name(landfall(), 0)
    'The north-west coast of Basalt 11, jetty 3:1'
    """
    topo = topology()
    where = _where(island, state)
    parts = [places.edge_words(where, e)]
    if ashcloud is not None and ashcloud in topo.edge_tiles[e]:
        parts.append(f"{places.tile_words(where, ashcloud)} under the Ashcloud")
    parts += [_jetty_words(k) for j, k in island.jetties if j == e]
    piece = _piece_words(state, names, colours, edge=e)
    if piece:
        parts.append(piece)
    text = ", ".join(parts)
    return text[0].upper() + text[1:]
