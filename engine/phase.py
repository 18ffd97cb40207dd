"""The single value that says what the game is waiting for."""

from __future__ import annotations

import enum


class Phase(enum.IntEnum):
    """What the game waits for next.  Chance phases wait for a chance outcome."""

    SETUP_HEARTH = 0
    """A seat founds a starting hearth."""
    SETUP_CAUSEWAY = 1
    """That seat lays the causeway on the hearth it just founded."""
    PRE_ROLL = 2
    """The seat on turn may play a Warden or reveal a Landmark, then rolls."""
    ROLL = 3
    """Chance: the dice (or the Tide card)."""
    DISCARD = 4
    """After a 7: seats with more than 8 cards return half of them."""
    MOVE_ASHCLOUD = 5
    """After a 7 or a Warden: the seat on turn moves the Ashcloud."""
    ROB = 6
    """The seat on turn picks whom to steal from."""
    STEAL = 7
    """Chance: the card stolen."""
    MAIN = 8
    """The seat on turn builds, buys, trades, plays a card or ends its turn."""
    DRAW = 9
    """Chance: the venture card bought."""
    OFFER = 10
    """An Exchange Board offer (or a request at the open table) is open: the other seats answer."""
    CONFIRM = 11
    """The offerer confirms one answer, or declines (the requester takes a quote, or walks away)."""
    OVER = 12
    """Someone has won."""
    WORLD = 13
    """Chance (Living Island): a step of a world event, or a Reclaim's new resource."""
    CARAVAN = 14
    """Living Island's Supply Caravan: each seat in turn takes a card from the Supply."""

    @property
    def label(self) -> str:
        """Lower-case name, as the page's ``data-phase`` shows it."""
        return "over" if self is Phase.OVER else self.name.lower().replace("_", "-")


(SETUP_HEARTH, SETUP_CAUSEWAY, PRE_ROLL, ROLL, DISCARD, MOVE_ASHCLOUD, ROB, STEAL, MAIN, DRAW, OFFER, CONFIRM,
 OVER, WORLD, CARAVAN) = Phase
"""Each phase as a module constant too: the rules test the phase on every action, and a
module constant is read several times faster than an enum's class attribute."""

CHANCE_PHASES = frozenset({ROLL, STEAL, DRAW, WORLD})
