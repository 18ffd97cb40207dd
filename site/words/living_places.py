"""A Living Island's tiles named as its board shows them now (LIVING-ISLAND 4, 9, 10): numbers
turn and halves change, so a tile is named by its current number and its halves.

- both halves alike: ``Pine 8``; two resources: ``Pine-Kelp 8`` (north half first, as the board
  reads from top to bottom); a scorched half: ``Pine-scorched 5``; both scorched: ``scorched 5``;
- the sunk tile: ``the sunk tile``; the Caldera: ``the Ash Caldera``;
- each in the language in force: ``{north}-{south}`` and the rest are whole phrases for it;
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

from engine.halves import CENTRE

from words.catalog import language, pgettext
from words.places import IslandNow, caldera_words, told_apart
from words.things import res_name

if TYPE_CHECKING:
    from engine.island import Island
    from engine.view import LivingFacts

__all__ = ["half_words", "island_now", "sunk_words", "tile_label", "tile_names"]

SCORCHED = -1
"""A scorched half (``engine.living.SCORCHED``)."""


def sunk_words() -> str:
    """The sunk tile, as a place is named by it (with its article, where the language has one)."""
    return pgettext("tile", "the sunk tile")


def half_words(resource: int) -> str:
    """A half in words: its resource's name, or ``scorched``."""
    return pgettext("half", "scorched") if resource == SCORCHED else res_name(resource)


def tile_label(halves: tuple[int, int], number: int | None) -> str:
    """A living tile's label from its two halves (north, south) and its number now."""
    north, south = halves
    if north == south:
        words = half_words(north)
    elif south == SCORCHED:
        words = pgettext("tile", "{north}-scorched").format(north=half_words(north))
    elif north == SCORCHED:
        words = pgettext("tile", "scorched-{south}").format(south=half_words(south))
    else:
        words = pgettext("tile", "{north}-{south}").format(north=half_words(north), south=half_words(south))
    return words if number is None else pgettext("tile", "{resource} {number}").format(resource=words, number=number)


def tile_names(living: LivingFacts) -> tuple[str, ...]:
    """Each tile's words as the board shows it now (in the language in force)."""
    return _tile_names(living, language())


@functools.lru_cache(maxsize=16)
def _tile_names(living: LivingFacts, lang: str) -> tuple[str, ...]:
    labels, alone = [], []
    for t, number in enumerate(living.numbers):
        if t == CENTRE:
            labels.append(caldera_words())
        elif t == living.sunk:
            labels.append(sunk_words())
        else:
            labels.append(tile_label((living.halves[2 * t], living.halves[2 * t + 1]), number))
        alone.append(t in (CENTRE, living.sunk))
    return told_apart(labels, alone)


def island_now(island: Island, living: LivingFacts) -> IslandNow:
    """``island`` with its tiles named as they are now (for :mod:`words.places`), in the language
    in force when named (a language chosen later names them again)."""
    return IslandNow(island, living, _tile_names)
