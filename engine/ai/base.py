"""What every seat shares: the interface, and the AI trade rules: the Exchange Board's (RULINGS
section 5) and the open table's (LIVING-ISLAND 13.2, :func:`engine.rules.open_table.ai_quote`)."""

from __future__ import annotations

from typing import Protocol

from .. import actions as A
from ..actions import Action
from ..constants import AI_OFFERER_MAX_RENOWN
from ..phase import Phase
from ..rules.open_table import ai_quote
from ..view import SeatView


class Seat(Protocol):
    """A player that is not a person: given what its seat sees, it picks one legal action."""

    def choose(self, view: SeatView, legal: list[Action]) -> Action: ...


def trade_answer(view: SeatView, legal: list[Action]) -> Action:
    """The AI trade rule: accept exactly when receiving at least as many cards as given,
    from an offerer with 8 or fewer public renown, holding the cards; otherwise pass.  At the
    open table: the quote of :func:`~engine.rules.open_table.ai_quote`, or pass.

    AI seats never post or counter (nor open a request at the open table).
    """
    request = view.request
    if request is not None:
        takes = sum(1 << r for r in request["takes"])
        quote = ai_quote(view.hand, request["kind"] == A.ASK, request["cards"], takes, view.renown[view.turn_seat])
        return A.with_arg(A.PASS, view.seat) if quote is None else A.quote(view.seat, quote)
    offer = view.offer
    accept = A.with_arg(A.ACCEPT, view.seat)
    if (
        offer is not None
        and sum(offer["give"]) >= sum(offer["want"])
        and view.renown[view.turn_seat] <= AI_OFFERER_MAX_RENOWN
        and accept in legal
    ):
        return accept
    return A.with_arg(A.PASS, view.seat)


def is_offer_answer(view: SeatView) -> bool:
    return view.phase == Phase.OFFER
