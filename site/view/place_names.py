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
from words.catalog import _, pgettext
from words.living_places import island_now
from words.things import res_name


def _where(island: Island, state: Any) -> places.Where:
    """The island as its board shows it now: a Living Island's tiles by their halves and numbers now."""
    living = getattr(state, "living", None)
    return island if living is None else island_now(island, living)


def _jetty_words(kind: int) -> str:
    rate, goods = jetty_label(kind)
    if not goods:
        return pgettext("place", "jetty {rate}").format(rate=rate)
    return pgettext("place", "jetty {rate} {resource}").format(rate=rate, resource=res_name(kind))


def _under_ashcloud(tile: str) -> str:
    return pgettext("place", "{tile} under the Ashcloud").format(tile=tile)


def _named(parts: list[str]) -> str:
    """A place's words and what is there, in one name: ``The corner of ..., jetty 3:1``."""
    text = parts[0]
    for part in parts[1:]:
        text = pgettext("place", "{place}, {more}").format(place=text, more=part)
    return text[0].upper() + text[1:]


def _piece_words(state: Any, names: Sequence[str], colours: Sequence[str], corner: int | None = None,
                 edge: int | None = None) -> str:
    """``"Ana's hearth"``, ``"a Wayfarer camp"``, or ``""`` when nothing stands there."""
    if state is None:
        return ""
    if corner is not None:
        piece = state.corner_piece[corner]
        if not piece:
            return ""
        if piece == 3:
            return _("a Wayfarer camp")
        who = seat_label(names, colours, state.corner_seat[corner])
        return (_("{seat}'s hearth") if piece == 1 else _("{seat}'s beacon")).format(seat=who)
    seat = state.edge_seat[edge]
    return "" if seat < 0 else _("{seat}'s causeway").format(seat=seat_label(names, colours, seat))


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
        parts.append(_under_ashcloud(places.tile_words(where, ashcloud)))
    parts += [_jetty_words(k) for e, k in island.jetties if c in topo.edge_corners[e]]
    piece = _piece_words(state, names, colours, corner=c)
    if piece:
        parts.append(piece)
    return _named(parts)


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
        parts.append(_under_ashcloud(places.tile_words(where, ashcloud)))
    parts += [_jetty_words(k) for j, k in island.jetties if j == e]
    piece = _piece_words(state, names, colours, edge=e)
    if piece:
        parts.append(piece)
    return _named(parts)
