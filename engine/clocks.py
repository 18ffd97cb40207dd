"""The table's clocks, a table option (RULINGS 5): how long a person has to answer an offer,
to confirm an answer and to return cards after a 7.

*Standard* is the rulebook (20 s, 10 s, 30 s); *Relaxed* gives each three times as long;
*Off* runs no countdown at all, and the table waits for each person.  The engine runs no
clock (a clock's expiry is an action, ``engine.rules.timeout_action``): the choice is kept in the
game's :class:`~engine.game.GameConfig`, so a replay and a resumed game use the same clocks.

>>> seconds(STANDARD, OFFER), seconds(RELAXED, OFFER), seconds(OFF, OFFER)
(20, 60, None)
>>> [seconds(RELAXED, k) for k in KINDS]
[60, 30, 90]
"""

from __future__ import annotations

from typing import Final

from .constants import CONFIRM_SECONDS, DISCARD_SECONDS, OFFER_SECONDS, RELAXED_FACTOR

RELAXED: Final = "relaxed"
STANDARD: Final = "standard"
OFF: Final = "off"
SETTINGS: Final = (RELAXED, STANDARD, OFF)
"""Every clock setting, in the order a player is offered them."""
RECORDED_DEFAULT: Final = STANDARD
"""The clocks of a game whose record names none (made before the option existed)."""

OFFER: Final = "offer"
CONFIRM: Final = "confirm"
DISCARD: Final = "discard"
KINDS: Final = (OFFER, CONFIRM, DISCARD)
"""The clocks a table runs: each person's answer to an offer, the offerer's confirmation, a discard."""

_STANDARD_SECONDS: Final = {OFFER: OFFER_SECONDS, CONFIRM: CONFIRM_SECONDS, DISCARD: DISCARD_SECONDS}
_FACTOR: Final = {STANDARD: 1, RELAXED: RELAXED_FACTOR}


def seconds(setting: str, kind: str) -> int | None:
    """How many seconds the clock ``kind`` gives under ``setting`` (None: no clock runs)."""
    factor = _FACTOR.get(setting)
    return None if factor is None else _STANDARD_SECONDS[kind] * factor


__all__ = ["CONFIRM", "DISCARD", "KINDS", "OFF", "OFFER", "RECORDED_DEFAULT", "RELAXED", "SETTINGS", "STANDARD",
           "seconds"]
