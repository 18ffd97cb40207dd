"""What every seat shares: the interface, and the AI trade rule of RULINGS section 5."""

from __future__ import annotations

from typing import Protocol

from .. import actions as A
from ..actions import Action
from ..constants import AI_OFFERER_MAX_RENOWN
from ..phase import Phase
from ..view import SeatView


class Seat(Protocol):
    """A player that is not a person: given what its seat sees, it picks one legal action."""

    def choose(self, view: SeatView, legal: list[Action]) -> Action: ...


def trade_answer(view: SeatView, legal: list[Action]) -> Action:
    """The AI trade rule: accept exactly when receiving at least as many cards as given,
    from an offerer with 8 or fewer public renown, holding the cards; otherwise pass.

    AI seats never post or counter.
    """
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
