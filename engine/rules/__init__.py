"""The rules: which actions are legal, what each one does, and why one is refused.

Every function here takes a :class:`~engine.state.State` and is the plain way in, for the
:class:`~engine.game.Game` and for AI seats that search: :func:`apply` checks everything
before it changes anything, so an illegal action raises :class:`~engine.errors.RuleError`
and leaves the state as it was; it returns the :mod:`events <engine.events>` of the action.

The rules live by topic, one module each; ``kinds`` holds the one table of the kinds of
action (each kind's listers, rule and refusal) and the functions that read it:

=================  ==========================================================
``kinds``          every kind of action: its legal actions, its rule, its refusal;
                   ``legal_actions``, ``apply``, ``why_not``
``building``       placement, hearths, causeways, beacons
``turn``           pre-roll, the roll (dice or Tide), ending a turn
``harvest``        a number's payout and the Supply's shortage rule
``seven``          a 7: discards, the Ashcloud, sheltered tiles, robbing
``ventures``       buying and playing venture cards, revealing Landmarks
``trading``        the Supply and jetties, the Embargo's bar, the Exchange Board
``open_table``     Living Island's open table: Offer and Ask, sealed quotes, taking one
``titles``         the Grand Causeway, the Steadfast Watch, the win check
``two_player``     the Wayfarer camps and the Barge
``odds``           a chance step's outcomes and their odds
``timers``         what a clock does when it runs out
``queries``        questions about the pieces (open corners, trails ...)
``reasons``        why a kind of action is not open to a seat now (each kind's refusal)
``common``         refusals, paying, the interned actions, whose decision it is
=================  ==========================================================

This package only gathers its modules' names: none of them imports it.
"""

from __future__ import annotations

from .building import setup_order
from .common import actor, position
from .kinds import ASKED, KINDS, Kind, apply, is_legal, legal_actions, why_not
from .odds import chance_outcomes
from .queries import (
    buildable_corners,
    buildable_edges,
    corner_open,
    open_corners,
    own_hearths,
    tile_seats,
    trail_length,
)
from .reasons import trade_rates, why_not_discard
from .seven import (
    ashcloud_targets,
    auto_discard_choice,
    discards_owed,
    legal_discards,
    sheltered,
    steal_candidates,
)
from .timers import timeout_action
from .trading import barred, can_accept, confirmable

__all__ = [
    "ASKED", "KINDS", "Kind", "actor", "apply", "ashcloud_targets", "auto_discard_choice", "barred",
    "buildable_corners", "buildable_edges", "can_accept", "chance_outcomes", "confirmable", "corner_open",
    "discards_owed", "is_legal", "legal_actions", "legal_discards", "open_corners", "own_hearths", "position",
    "setup_order", "sheltered", "steal_candidates", "tile_seats", "timeout_action", "trade_rates", "trail_length",
    "why_not", "why_not_discard",
]
