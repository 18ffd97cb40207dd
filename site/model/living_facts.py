"""Living Island's facts as the board shows them now, worked out from a sight's public
:class:`~engine.view.LivingFacts`: each corner's ember dots from the numbers where the rings have
carried them (Show dots), a sunk tile paying nothing.

>>> corner_dots_now((1, 2, 3), None)
(1, 2, 3)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards import DOTS
from engine.hexgrid import topology

if TYPE_CHECKING:
    from engine.view import LivingFacts

__all__ = ["corner_dots_now", "tile_dots_now"]


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
