"""Living Island's facts as the board shows them now, worked out from the public
:class:`~engine.view.LivingFacts`: each corner's ember dots from the numbers where the rings have
carried them (Show dots), a sunk tile paying nothing; the island its places are named on.

>>> corner_dots_now((1, 2, 3), None)
(1, 2, 3)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import DOTS
from engine.hexgrid import topology

from words.living_places import island_now

if TYPE_CHECKING:
    from engine.view import LivingFacts

    from model.adapter import Match
    from words.places import Where

__all__ = ["corner_dots_now", "tile_dots_now", "where_now"]


def where_now(match: Match) -> Where:
    """The island as its board shows it now, for naming places: a Living Island's tiles by their
    halves and numbers now (``words.living_places``), Cinderisle's island itself."""
    living = match.living
    return match.island if living is None else island_now(match.island, living)


def tile_dots_now(living: LivingFacts) -> tuple[int, ...]:
    """Each tile's ember dots now: its current number's, none on the Caldera or the sunk tile."""
    return tuple(0 if n is None or t == living.sunk else DOTS[n] for t, n in enumerate(living.numbers))


def corner_dots_now(dealt: tuple[int, ...], living: LivingFacts | None) -> tuple[int, ...]:
    """Each corner's ember dots: ``dealt`` (the island's, Cinderisle) or, on a Living Island, the
    sum of its tiles' current numbers' dots."""
    if living is None:
        return dealt
    dots = tile_dots_now(living)
    return tuple(sum(dots[t] for t in tiles) for tiles in topology().corner_tiles)
