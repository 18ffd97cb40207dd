"""What the page's clocks do when they run out: the timer actions (RULINGS 5)."""

from __future__ import annotations

from .. import actions as A
from ..actions import Action
from ..phase import CARAVAN, CONFIRM, DISCARD, OFFER
from ..state import State
from .common import actor, acts
from .world import caravan_choice


def timeout_action(s: State, shared_window: bool = False) -> Action | None:
    """What the page applies when the phase's clock runs out: an automatic discard, the
    offer lapsing; at an offer, the seat shown it passes, ``unanswered N`` (RULINGS 5, the
    Exchange Board on one device: each human's 20 s run from when the offer is shown to that human), or, with
    ``shared_window`` (humans on devices of their own), the one window closes for all.  The
    open table's request (LIVING-ISLAND 13.2) runs on the same clocks.  None: this moment has
    no clock."""
    act = acts()
    if s.phase == DISCARD:
        return act.autodiscard[actor(s)]
    if s.phase == OFFER:
        return act.close if shared_window else act.unanswered[actor(s)]
    if s.phase == CONFIRM:
        return act.lapse
    if s.phase == CARAVAN:  # (Living Island: the discard's time, 9.3)
        seat = actor(s)
        return A.with_arg(A.CARAVAN, seat, caravan_choice(s, seat))
    return None


__all__ = ["timeout_action"]
