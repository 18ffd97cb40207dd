"""Trade requests between seats and the answers to them: an open Exchange Board offer
(RULINGS section 5) and a request at Living Island's open table (LIVING-ISLAND 13.2)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from .constants import Cards

PENDING: Final = 0
ACCEPTED: Final = 1
COUNTERED: Final = 2
PASSED: Final = 3
QUOTED: Final = 4
"""The open table: the seat quoted (its quote is sealed until the window closes)."""
ASIDE: Final = 5
"""The open table: a seat that does not answer (the requester, a seat already dealt with)."""
ANSWERS: Final = ("pending", "accept", "counter", "pass", "quote", "aside")
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


@dataclass(slots=True)
class Request:
    """A request open at the open table, from the requester's side: an Offer of ``cards``
    (for any of the resources in mask ``takes``; 0: anything) or an Ask for ``cards``.

    >>> r = Request(True, (0, 0, 1, 0, 1), 0, [ASIDE, QUOTED, PASSED], [None, (2, 0, 0, 0, 0), None])
    >>> r.kind, r.terms(1)
    ('ask', ((2, 0, 0, 0, 0), (0, 0, 1, 0, 1)))
    """

    ask: bool
    """An Ask (the requester wants ``cards``), else an Offer (it gives them)."""
    cards: Cards
    takes: int
    """An Offer's named resources, a bit mask (0: any resource); an Ask's is 0."""
    answers: list[int]
    """PENDING / QUOTED / PASSED / ASIDE per seat (the requester's own entry is ASIDE)."""
    quotes: list[Cards | None]
    """Per seat, its quote: the cards it gives for an Offer, the price it wants for an Ask."""

    @property
    def kind(self) -> str:
        """``"offer"`` or ``"ask"``, as the request's action is written."""
        return "ask" if self.ask else "offer"

    def copy(self) -> Request:
        return Request(self.ask, self.cards, self.takes, self.answers[:], self.quotes[:])

    def terms(self, seat: int) -> tuple[Cards, Cards]:
        """(requester gives, requester gets) for a deal on ``seat``'s quote."""
        quote = self.quotes[seat]
        if quote is None:
            raise ValueError(f"seat {seat} has not quoted")
        return (quote, self.cards) if self.ask else (self.cards, quote)


__all__ = ["ACCEPTED", "ANSWERS", "ASIDE", "COUNTERED", "PASSED", "PENDING", "QUOTED", "Offer", "Request"]
