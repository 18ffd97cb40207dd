"""The rules: which actions are legal, and what each one does.

Every function here takes a :class:`~engine.state.State`; the state's methods
(``legal_actions``, ``apply`` ...) are the public way in.  ``apply`` checks everything
before it changes anything, so an illegal action raises
:class:`~engine.errors.RuleError` and leaves the state as it was; it returns the
:mod:`events <engine.events>` of the action.

The rules live by topic, one module each:

=================  ==========================================================
``building``       placement, hearths, causeways, beacons
``turn``           pre-roll, the roll (dice or Tide), the main phase, ending a turn
``harvest``        a number's payout and the Supply's shortage rule
``seven``          a 7: discards, the Ashcloud, sheltered tiles, robbing
``ventures``       buying and playing venture cards, revealing Landmarks
``trading``        the Supply and jetties, the Embargo's bar, the Exchange Board
``titles``         the Grand Causeway, the Steadfast Watch, the win check
``two_player``     the Wayfarer camps and the Barge
``queries``        questions about the pieces (open corners, trails ...)
``reasons``        why a kind of action is not open to a seat now (``why_not``)
``common``         refusals, paying, the interned actions
=================  ==========================================================
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .. import actions as A
from .. import errors as E
from ..actions import Action
from ..cards import N_RES
from ..errors import MalformedAction, RuleError
from ..events import Event
from ..phase import (
    CONFIRM,
    DISCARD,
    DRAW,
    MAIN,
    MOVE_ASHCLOUD,
    OFFER,
    OVER,
    PRE_ROLL,
    ROB,
    ROLL,
    SETUP_CAUSEWAY,
    SETUP_HEARTH,
    STEAL,
    Phase,
)
from . import building, seven, trading, turn, two_player, ventures
from .building import setup_order
from .common import actor, acts, fail, position
from .queries import (
    buildable_corners,
    buildable_edges,
    corner_open,
    open_corners,
    own_hearths,
    tile_seats,
    trail_length,
)
from .seven import (
    ashcloud_targets,
    auto_discard_choice,
    discards_owed,
    legal_discards,
    sheltered,
    steal_candidates,
)
from .reasons import why_not, why_not_discard
from .trading import barred, can_accept, confirmable
from .titles import check_win
from .turn import tide_deck

if TYPE_CHECKING:
    from ..state import State

Handler = Callable[["State", Action, list[Event]], None]

HANDLERS: dict[str, Handler] = {
    A.ROLL: turn.do_roll, A.DICE: turn.do_dice, A.TIDE: turn.do_tide, A.END: turn.do_end,
    A.CAUSEWAY: building.do_causeway, A.HEARTH: building.do_hearth, A.BEACON: building.do_beacon,
    A.BUY: ventures.do_buy, A.DRAW: ventures.do_draw, A.WARDEN: ventures.do_warden,
    A.SURVEYOR: ventures.do_surveyor, A.BOUNTIFUL: ventures.do_bountiful, A.EMBARGO: ventures.do_embargo,
    A.REVEAL: ventures.do_reveal,
    A.TRADE: trading.do_trade, A.BARGE: two_player.do_barge,
    A.ASHCLOUD: seven.do_ashcloud, A.ROB: seven.do_rob, A.STEAL: seven.do_steal,
    A.DISCARD: seven.do_discard, A.AUTODISCARD: seven.do_autodiscard,
    A.OFFER: trading.do_offer, A.ACCEPT: trading.do_accept, A.PASS: trading.do_pass,
    A.COUNTER: trading.do_counter, A.CLOSE: trading.do_close, A.UNANSWERED: trading.do_unanswered, A.CONFIRM: trading.do_confirm,
    A.DECLINE: trading.do_decline, A.LAPSE: trading.do_decline,
}
"""The rule that applies each kind of action."""
_DEALS = frozenset({A.OFFER, A.COUNTER})
"""The kinds that carry card lists (their form is checked in full)."""


# ------------------------------------------------------------------ legal actions


def _chance_list(s: State) -> list[Action]:
    return [a for a, _ in chance_outcomes(s)]


LEGAL: dict[Phase, Callable[[State], list[Action]]] = {
    SETUP_HEARTH: building.legal_setup_hearth,
    SETUP_CAUSEWAY: building.legal_setup_causeway,
    PRE_ROLL: turn.legal_pre_roll,
    ROLL: _chance_list,
    DISCARD: seven.legal_discards,
    MOVE_ASHCLOUD: seven.legal_ashcloud,
    ROB: seven.legal_robs,
    STEAL: _chance_list,
    MAIN: turn.legal_main,
    DRAW: _chance_list,
    OFFER: trading.legal_answers,
    CONFIRM: trading.legal_confirms,
}
"""Each phase's list of legal actions (none when the game is over)."""


def legal_actions(s: State) -> list[Action]:
    """Every legal action of the seat to act (or every chance outcome): ``State.legal_actions``.

    Exchange Board offers and counters are not listed (there are too many); ``apply``
    accepts any that the rules allow.  Timer actions are given by ``timeout_action``.
    """
    ph = s.phase
    if ph == MAIN:  # the common case first
        return turn.legal_main(s)
    lister = LEGAL.get(ph)
    return lister(s) if lister is not None else []


def chance_outcomes(s: State) -> list[tuple[Action, float]]:
    ph = s.phase
    X = acts()
    if ph == ROLL:
        if not s.tide:
            return X.dice
        left = tide_deck(s)
        total = sum(left)
        return [(X.tide[n], left[n] / total) for n in range(2, 13) if left[n]]
    if ph == DRAW:
        total = sum(s.deck)
        return [(X.draw[k], s.deck[k] / total) for k in range(len(s.deck)) if s.deck[k]]
    if ph == STEAL:
        hand = s.hands[s.victim]
        total = sum(hand)
        return [(X.steal[r], hand[r] / total) for r in range(N_RES) if hand[r]]
    return []


def timeout_action(s: State, shared_window: bool = False) -> Action | None:
    """What the page applies when the phase's clock runs out: an automatic discard, the
    offer lapsing; at an offer, the seat shown it passes, ``unanswered N`` (RULINGS 5, the
    Exchange Board on one device: each human's 20 s run from when the offer is shown to that human), or, with
    ``shared_window`` (humans on devices of their own), the one window closes for all."""
    X = acts()
    if s.phase == DISCARD:
        return X.autodiscard[actor(s)]
    if s.phase == OFFER:
        return X.close if shared_window else X.unanswered[actor(s)]
    if s.phase == CONFIRM:
        return X.lapse
    return None


# ------------------------------------------------------------------ apply


def apply(s: State, action: Action) -> list[Event]:
    """Apply ``action`` and return what happened, in order (``State.apply``).

    Everything is checked before anything changes: an illegal action raises
    :class:`~engine.errors.RuleError` (a :class:`~engine.errors.MalformedAction` if it is not
    an action at all) and leaves the state as it was.
    """
    if type(action) is not Action:
        raise MalformedAction("it is not an Action", repr(action), position(s))
    kind, a, b, give, want = action
    try:
        handler = HANDLERS[kind]
    except (KeyError, TypeError):
        raise MalformedAction(f"unknown kind {kind!r}", repr(action), position(s)) from None
    # The common form (two whole numbers, no card lists) is checked here; the rest, and why
    # a form is wrong, by Action.malformed().
    if not (type(a) is int and type(b) is int and give is None and want is None and kind not in _DEALS):
        why = action.malformed()
        if why is not None:
            raise MalformedAction(why, repr(action), position(s))
    if s.phase == OVER:
        raise fail(s, action, E.GAME_OVER, "the game is over ({0} won)", s.winner)
    out: list[Event] = []
    handler(s, action, out)
    phase = s.phase
    if phase != OVER and phase >= PRE_ROLL:
        check_win(s, out)
    return out


def is_legal(s: State, action: object) -> bool:
    """Whether :func:`apply` would accept ``action`` (tried on a copy); never raises."""
    try:
        apply(s.copy(), action)  # type: ignore[arg-type]
    except RuleError:
        return False
    return True


__all__ = [
    "HANDLERS", "LEGAL", "actor", "apply", "ashcloud_targets", "auto_discard_choice", "barred", "buildable_corners",
    "buildable_edges", "can_accept", "chance_outcomes", "confirmable", "corner_open", "discards_owed", "is_legal",
    "legal_actions", "legal_discards", "open_corners", "own_hearths", "setup_order", "sheltered", "steal_candidates",
    "tile_seats", "timeout_action", "trail_length", "why_not", "why_not_discard",
]
