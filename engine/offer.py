"""An open Exchange Board offer and the answers to it (RULINGS section 5)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from .constants import Cards

PENDING: Final = 0
ACCEPTED: Final = 1
COUNTERED: Final = 2
PASSED: Final = 3
ANSWERS: Final = ("pending", "accept", "counter", "pass")
"""Each answer's name, by its number."""


@dataclass(slots=True)
class Offer:
    """An open offer, from the offerer's side: it gives ``give`` and wants ``want``.

    >>> o = Offer((1, 0, 0, 0, 0), (0, 0, 1, 0, 0), [PASSED, PENDING], [None, None])
    >>> o.terms(1)
    ((1, 0, 0, 0, 0), (0, 0, 1, 0, 0))
    """

    give: Cards
    want: Cards
    answers: list[int]
    """PENDING / ACCEPTED / COUNTERED / PASSED per seat (the offerer's own entry is PASSED)."""
    counters: list[tuple[Cards, Cards] | None] = field(default_factory=list)
    """Per seat, a counter as (what the offerer would give, what it would get)."""

    def copy(self) -> Offer:
        return Offer(self.give, self.want, self.answers[:], self.counters[:])

    def terms(self, seat: int) -> tuple[Cards, Cards]:
        """(offerer gives, offerer gets) for a deal with ``seat``."""
        c = self.counters[seat]
        return c if c is not None else (self.give, self.want)


__all__ = ["ACCEPTED", "ANSWERS", "COUNTERED", "PASSED", "PENDING", "Offer"]
