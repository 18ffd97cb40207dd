"""A Living Island's tiles named as its board shows them now (LIVING-ISLAND 4, 9, 10): numbers
turn and halves change, so a tile is named by its current number and its halves.

- both halves alike: ``Pine 8``; two resources: ``Pine-Kelp 8`` (north half first, as the board
  reads from top to bottom); a scorched half: ``Pine-scorched 5``; both scorched: ``scorched 5``;
- the sunk tile: ``the sunk tile``; the Caldera: ``the Ash Caldera``;
- two tiles of one name are told apart by where they lie (``the northern Pine 8``), as
  Cinderisle's are (:func:`words.places.told_apart`).

:func:`island_now` gives what every function of :mod:`words.places` takes in place of the island,
so a corner or an edge is named by its tiles as they are now.

>>> half_words(0), half_words(-1)
('Pine', 'scorched')
>>> tile_label((0, 2), 8), tile_label((-1, -1), 5), tile_label((3, 3), 11)
('Pine-Kelp 8', 'scorched 5', 'Millet 11')
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from engine.cards import RES_NAMES
from engine.halves import CENTRE

from words.places import IslandNow, told_apart

if TYPE_CHECKING:
    from engine.island import Island
    from engine.view import LivingFacts

__all__ = ["SCORCHED_WORD", "SUNK_WORDS", "half_words", "island_now", "tile_label", "tile_names"]

SCORCHED = -1
"""A scorched half (``engine.living.SCORCHED``)."""
SCORCHED_WORD = "scorched"
SUNK_WORDS = "sunk tile"
"""The sunk tile's words (said with "the ")."""


def half_words(resource: int) -> str:
    """A half in words: its resource's name, or ``scorched``."""
    return SCORCHED_WORD if resource == SCORCHED else RES_NAMES[resource]


def tile_label(halves: tuple[int, int], number: int | None) -> str:
    """A living tile's label from its two halves (north, south) and its number now."""
    north, south = (half_words(r) for r in halves)
    words = north if north == south else f"{north}-{south}"
    return words if number is None else f"{words} {number}"


def tile_names(living: LivingFacts) -> tuple[str, ...]:
    """Each tile's words as the board shows it now."""
    labels, the = [], []
    for t, number in enumerate(living.numbers):
        if t == CENTRE:
            labels.append("Ash Caldera")
        elif t == living.sunk:
            labels.append(SUNK_WORDS)
        else:
            labels.append(tile_label((living.halves[2 * t], living.halves[2 * t + 1]), number))
        the.append(t in (CENTRE, living.sunk))
    return told_apart(labels, the)


@functools.lru_cache(maxsize=16)
def island_now(island: Island, living: LivingFacts) -> IslandNow:
    """``island`` with its tiles named as they are now (for :mod:`words.places`)."""
    return IslandNow(island, tile_names(living))
