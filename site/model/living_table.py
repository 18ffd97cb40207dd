"""The open table's drafts as actions (Living Island, LIVING-ISLAND 13.2): the page drafts a
request and a quote with the Exchange Board's two steppers ("You give", "You want"), and these
read them as the open table's actions.

- A request: cards in "You give" make an **Offer** of them, for any resource drafted in "You
  want" (none: anything); "You give" empty makes an **Ask** for the "You want" cards.
- A quote: to an Offer, the cards the answerer gives ("You give"); to an Ask, the price it
  wants ("You want").

>>> str(request_action((1, 0, 0, 0, 0), (0, 0, 1, 0, 2)))
'offer 1 pine for kelp or copper'
>>> str(request_action((0, 0, 0, 0, 0), (0, 1, 0, 0, 0)))
'ask 1 basalt'
"""

from __future__ import annotations

from engine import actions as A
from engine.cards import five
from engine.constants import Cards

from model.adapter import RequestSeen

__all__ = ["quote_action", "request_action"]


def request_action(give: Cards, want: Cards) -> A.Action:
    """The request the drafts make: an Offer of ``give`` for the resources in ``want``, or an
    Ask for ``want`` when ``give`` is empty."""
    if any(give):
        return A.table_offer(five(give), sum(1 << r for r, n in enumerate(want) if n))
    return A.ask(five(want))


def quote_action(seat: int, request: RequestSeen, give: Cards, want: Cards) -> A.Action:
    """Seat ``seat``'s quote from the drafts: to an Ask the price it wants, else the cards it gives."""
    return A.quote(seat, five(want) if request.ask else five(give))
