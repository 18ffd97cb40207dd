"""Living Island's own state: the halves, the half cards, the rings, the act, the sunk tile,
the Wandering Traders and the world event under way (LIVING-ISLAND 4 to 11).

It is one value, held by :attr:`engine.state.State.living` (None in a Cinderisle game, the
one guard the rules test).  Plain data and :meth:`Living.copy`; the rules
(:mod:`engine.rules.halves`, :mod:`engine.rules.world`) change it.

>>> from engine.island import landfall
>>> lv = Living.new(landfall(), seats=3)
>>> lv.scorched(), lv.living_halves(), lv.act, lv.ring
(0, 36, 1, 0)
>>> lv.copy() == lv
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .cards import CALDERA, N_RES
from .halves import N_HALVES
from .island import Island

SCORCHED: Final = -1
"""A half that is scorched (dead land)."""
NO_HALF: Final = -2
"""No half: the Caldera's slots, and a sunk tile's."""

FIRST_ACT: Final = 1


@dataclass(slots=True, eq=True)
class Living:
    """Everything Living Island adds to the table.  Mutable; :meth:`copy` to branch."""

    halves: list[int]
    """Each half (``engine.halves``): its resource, SCORCHED or NO_HALF."""
    held: list[list[int]]
    """Each seat's half card of each resource (0 or 1); its whole cards are its hand."""
    supply_half: list[int]
    """The Supply's odd half of each resource (0 or 1); its whole cards are ``State.supply``."""
    ring: int = 0
    """The rings' position, 0..11 (0 as dealt)."""
    reversed: bool = False
    """Whether the rings turn against their starting directions (an odd number of Reversals)."""
    act: int = FIRST_ACT
    sunk: int = -1
    """The tile a Sinkhole swallowed (-1: none)."""
    traders: bool = False
    """Wandering Traders: Supply rates one better until the next world event is drawn."""
    event: int = -1
    """The last world event drawn (-1: none yet)."""
    kind: int = -1
    """The kind of the world event being drawn (burn, heal, still)."""
    todo: list[tuple[int, int]] | None = None
    """What is left of the world event or Reclaim under way: (step, argument) pairs, in order
    (None: nothing under way)."""
    healed: int = 0
    """Halves healed by the world event or Reclaim under way (the end by healing needs one)."""
    caravan: list[int] | None = None
    """The seats still to choose a Supply Caravan card, in order."""
    trailing: int = -1
    """The trailing seat a Pioneers Return fixed."""
    reclaimed: bool = False
    """The seat on turn has Reclaimed this turn."""
    bribed: bool = False
    """The seat on turn has Bribed this turn."""
    scorched_by_round: list[int] | None = None
    """Scorched halves at the end of each round (the results' life of the island)."""

    @classmethod
    def new(cls, island: Island, seats: int) -> Living:
        halves = [NO_HALF] * N_HALVES
        for t, terrain in enumerate(island.terrain):
            if terrain != CALDERA:
                halves[2 * t] = halves[2 * t + 1] = terrain
        return cls(halves, [[0] * N_RES for _ in range(seats)], [0] * N_RES, scorched_by_round=[])

    def copy(self) -> Living:
        return Living(
            self.halves[:], [h[:] for h in self.held], self.supply_half[:], self.ring, self.reversed, self.act,
            self.sunk, self.traders, self.event, self.kind, None if self.todo is None else self.todo[:], self.healed,
            None if self.caravan is None else self.caravan[:], self.trailing, self.reclaimed, self.bribed,
            None if self.scorched_by_round is None else self.scorched_by_round[:],
        )

    def scorched(self) -> int:
        return self.halves.count(SCORCHED)

    def living_halves(self) -> int:
        """Halves on living tiles (36, or 34 after a Sinkhole)."""
        return len(self.halves) - self.halves.count(NO_HALF)


__all__ = ["FIRST_ACT", "NO_HALF", "SCORCHED", "Living"]
