"""Every kind of action, once: how its legal actions are listed, the rule that applies it, and
why it is refused.  :data:`KINDS` is the one table; :func:`legal_actions`, :func:`apply` and
:func:`why_not` each read it.

>>> from engine.game import Game, GameConfig
>>> s = Game(GameConfig(seats=2, seed=11, island="landfall")).state
>>> [str(a) for a in legal_actions(s)][:3]
['hearth 0', 'hearth 1', 'hearth 2']
>>> apply(s, Action.parse("hearth 20"))
[Built(seat=1, piece='hearth', place=20)]
>>> [str(a) for a in legal_actions(s)], why_not(s, 1, "roll").reason
(['causeway 22', 'causeway 31', 'causeway 32'], 'lay a causeway beside your new hearth first')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .. import actions as A
from .. import errors as E
from ..actions import Action
from ..cards import BOUNTIFUL, CACHE, EMBARGO, LANDMARK, MILITIA, SURVEYOR, TRAILBLAZING, TRIBUTE, WARDEN
from ..errors import MalformedAction, RuleError
from ..events import Event
from ..phase import (
    CARAVAN,
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
    WORLD,
    Phase,
)
from ..ruleset import RuleSet
from ..state import State
from . import building, living_moves, odds, open_table, seven, trading, turn, two_player, ventures, world
from . import reasons as R
from .common import fail, over_reason, position
from .reasons import Question, decides
from .titles import check_win

Lister = Callable[[State, list[Action]], None]
"""Adds the legal actions of one kind, at one moment of the game, to a list."""
Rule = Callable[[State, Action, list[Event]], None]
"""Applies one action of the kind: checks everything first (raising :class:`RuleError` and
changing nothing), then changes the state and adds the events of what happened."""
Refusal = Callable[[State, Question], None]
"""Raises the :class:`RuleError` that every action of the kind would meet now (returns when
some such action is open): the question a page asks to say why a control is greyed out."""
Gate = Callable[[State], bool]
"""A quick test that must hold for a kind's listers to list anything."""
Has = Callable[[RuleSet], bool]
"""Whether a rule set has a kind of action (its options and its cards say)."""


@dataclass(frozen=True, slots=True)
class Kind:
    """One kind of action, as the rules know it."""

    name: str
    """The action's kind (``engine.actions``: ``hearth``, ``trade`` ...)."""
    apply: Rule
    listed: Mapping[Phase, Lister] = field(default_factory=dict)
    """The moments whose legal actions list this kind, and how (none: chance outcomes aside,
    a kind that is never listed: timers, and offers and counters, which are too many)."""
    refuse: Refusal | None = None
    """Why no action of this kind is open (None: :func:`why_not` is not asked about it)."""
    has: Has | None = None
    """Whether a rule set has this kind (None: every rule set): a rule set's legal actions are
    listed only by the kinds it has (a Cinderisle game never runs a Reclaim's lister)."""
    gate: Gate | None = None
    """A quick test its listers need to pass (the venture cards: the seat on turn holds one);
    kinds listed one after the other with the same gate are listed under one test of it."""


def _card(card: int) -> Has:
    return lambda rules: card in rules.cards


def _living(rules: RuleSet) -> bool:
    return rules.living_board


def _reclaim_and_bribe(rules: RuleSet) -> bool:
    return rules.reclaim_and_bribe


def _open_table(rules: RuleSet) -> bool:
    return rules.open_table


def _exchange_board(rules: RuleSet) -> bool:
    return not rules.open_table


def _at_table(board: Callable[..., None], table: Callable[..., None]) -> Callable[..., None]:
    """A rule (or a lister) the Exchange Board and the open table share: ``board``'s, or
    ``table``'s in a game whose rule set trades at the open table (LIVING-ISLAND 13.2)."""

    def either(s: State, *args: Any) -> None:
        (table if s.rules.open_table else board)(s, *args)

    either.__name__ = either.__qualname__ = f"{getattr(board, '__name__', 'rule')}_or_{getattr(table, '__name__', 'rule')}"
    return either


KINDS: dict[str, Kind] = {kind.name: kind for kind in (
    # The order is the order legal_actions lists them in at one moment: in the main phase end,
    # builds, buy, venture cards, trades (a seat that picks by position picks the same way in
    # every version).
    Kind(A.ROLL, turn.do_roll, {PRE_ROLL: turn.list_roll}, R.refuse_roll),
    Kind(A.END, turn.do_end, {MAIN: turn.list_end}, R.refuse_end),
    Kind(A.CAUSEWAY, building.do_causeway,
         {SETUP_CAUSEWAY: building.list_setup_causeways, MAIN: building.list_causeways}, R.refuse_causeway),
    Kind(A.HEARTH, building.do_hearth,
         {SETUP_HEARTH: building.list_setup_hearths, MAIN: building.list_hearths}, R.refuse_hearth),
    Kind(A.BEACON, building.do_beacon, {MAIN: building.list_beacons}, R.refuse_beacon),
    Kind(A.BUY, ventures.do_buy, {MAIN: ventures.list_buy}, R.refuse_buy),
    Kind(A.REVEAL, ventures.do_reveal, {PRE_ROLL: ventures.list_reveal, MAIN: ventures.list_reveal},
         R.refuse_reveal, _card(LANDMARK), ventures.holds_a_card),
    Kind(A.WARDEN, ventures.do_warden, {PRE_ROLL: ventures.list_wardens, MAIN: ventures.list_wardens},
         R.refuse_warden, _card(WARDEN), ventures.holds_a_card),
    Kind(A.SURVEYOR, ventures.do_surveyor, {MAIN: ventures.list_surveyor}, R.refuse_surveyor, _card(SURVEYOR),
         ventures.holds_a_card),
    Kind(A.BOUNTIFUL, ventures.do_bountiful, {MAIN: ventures.list_bountiful}, R.refuse_bountiful,
         _card(BOUNTIFUL), ventures.holds_a_card),
    Kind(A.EMBARGO, ventures.do_embargo, {MAIN: ventures.list_embargo}, R.refuse_embargo, _card(EMBARGO),
         ventures.holds_a_card),
    Kind(A.MILITIA, living_moves.do_militia, {MAIN: living_moves.list_militia}, R.refuse_militia,
         _card(MILITIA), ventures.holds_a_card),
    Kind(A.TRIBUTE, living_moves.do_tribute, {MAIN: living_moves.list_tribute}, R.refuse_tribute,
         _card(TRIBUTE), ventures.holds_a_card),
    Kind(A.CACHE, living_moves.do_cache, {MAIN: living_moves.list_cache}, R.refuse_cache, _card(CACHE),
         ventures.holds_a_card),
    Kind(A.TRAILBLAZING, living_moves.do_trailblazing, {MAIN: living_moves.list_trailblazing},
         R.refuse_trailblazing, _card(TRAILBLAZING), ventures.holds_a_card),
    Kind(A.RECLAIM, living_moves.do_reclaim, {MAIN: living_moves.list_reclaim}, R.refuse_reclaim,
         _reclaim_and_bribe),
    Kind(A.BRIBE, living_moves.do_bribe, {MAIN: living_moves.list_bribe}, R.refuse_bribe, _reclaim_and_bribe),
    Kind(A.TRADE, trading.do_trade, {MAIN: trading.list_trades}, R.refuse_trade),  # (the Barge's too)
    Kind(A.BARGE, two_player.do_barge, {MAIN: two_player.list_barge_trades}),
    Kind(A.DICE, turn.do_dice, {ROLL: odds.list_dice}),
    Kind(A.TIDE, turn.do_tide, {ROLL: odds.list_tide}),
    Kind(A.DRAW, ventures.do_draw, {DRAW: odds.list_outcomes}),
    Kind(A.DISCARD, seven.do_discard, {DISCARD: seven.list_discards}),  # (asked: reasons.why_not_discard)
    Kind(A.AUTODISCARD, seven.do_autodiscard),
    Kind(A.ASHCLOUD, seven.do_ashcloud, {MOVE_ASHCLOUD: seven.list_ashcloud}),
    Kind(A.ROB, seven.do_rob, {ROB: seven.list_robs}),
    Kind(A.STEAL, seven.do_steal, {STEAL: odds.list_outcomes}),
    # The Exchange Board (RULINGS 5) and the open table (LIVING-ISLAND 13.2): the kinds they share
    # go to the rules of the one the game plays; an open request waits in the same phases.
    Kind(A.OFFER, _at_table(trading.do_offer, open_table.do_offer), refuse=R.refuse_offer),
    Kind(A.ASK, open_table.do_ask, refuse=R.refuse_ask, has=_open_table),
    Kind(A.ACCEPT, _at_table(trading.do_accept, open_table.exchange_only), {OFFER: trading.list_accept},
         R.refuse_accept, _exchange_board),
    Kind(A.PASS, _at_table(trading.do_pass, open_table.do_pass), {OFFER: trading.list_pass}),
    Kind(A.COUNTER, _at_table(trading.do_counter, open_table.exchange_only), refuse=R.refuse_counter,
         has=_exchange_board),
    Kind(A.QUOTE, open_table.do_quote, refuse=R.refuse_quote, has=_open_table),
    Kind(A.UNANSWERED, _at_table(trading.do_unanswered, open_table.do_unanswered)),
    Kind(A.CLOSE, _at_table(trading.do_close, open_table.do_close)),
    Kind(A.CONFIRM, _at_table(trading.do_confirm, open_table.do_take),
         {CONFIRM: _at_table(trading.list_confirms, open_table.list_takes)}, R.refuse_confirm),
    Kind(A.DECLINE, _at_table(trading.do_decline, open_table.do_walk), {CONFIRM: trading.list_decline}),
    Kind(A.LAPSE, _at_table(trading.do_decline, open_table.do_walk)),
    Kind(A.CARAVAN, world.do_caravan, {CARAVAN: world.list_caravan}, has=_living),
    *(Kind(kind, world.do_world_step, {WORLD: world.lister(kind)}, has=_living)
      for kind in (A.WORLD, A.EVENT, A.EPICENTER, A.ROW, A.SCORCH, A.SINK, A.HEAL, A.WANDER)),
)}
"""Each kind of action: its listers, its rule and its refusal."""

ASKED = tuple(name for name, kind in KINDS.items() if kind.refuse is not None)
"""The kinds :func:`why_not` answers for: every control and card a page offers.  ``trade``
is any trade with the Supply, a jetty or the Barge; ``offer`` posting on the Exchange Board
(or an Offer at the open table); ``reveal`` a Landmark; ``accept`` and ``counter`` answer an
open offer; ``confirm`` deals with an answer (at the open table: takes a quote); ``ask``
opens an Ask at the open table and ``quote`` answers a request there."""

LISTERS: dict[Phase, tuple[tuple[Gate | None, Lister], ...]] = {
    phase: tuple((kind.gate, kind.listed[phase]) for kind in KINDS.values() if phase in kind.listed) for phase in Phase
}
"""Each moment's listers, in the table's order, each with its kind's gate (read from
:data:`KINDS`; none when the game is over)."""


def listers(rules: RuleSet, phase: Phase) -> tuple[tuple[Gate | None, Lister], ...]:
    """The listers of ``phase`` for a game of ``rules``: those of the kinds it has."""
    return tuple((kind.gate, kind.listed[phase]) for kind in KINDS.values()
                 if phase in kind.listed and (kind.has is None or kind.has(rules)))

_DEALS = frozenset({A.OFFER, A.COUNTER, A.RECLAIM, A.BRIBE, A.ASK, A.QUOTE})
"""The kinds that carry card lists (their form is checked in full)."""


def legal_actions(s: State) -> list[Action]:
    """Every legal action of the seat to act (or every chance outcome): the listers of the
    moment, in the table's order.

    Exchange Board offers and counters, and the open table's requests and quotes, are not
    listed (there are too many); :func:`apply` accepts any that the rules allow.  Timer actions are given by ``timeout_action``.
    """
    rules = s.rules
    try:
        listing = _LISTINGS[rules.name][s.phase]
    except KeyError:
        listing = _LISTINGS.setdefault(rules.name, {})[s.phase] = _written_out(listers(rules, s.phase))
    return listing(s)


def _written_out(listers: tuple[tuple[Gate | None, Lister], ...]) -> Callable[[State], list[Action]]:
    """One moment's listing, its listers called one after the other (those that share a gate
    under one test of it), written out from the table (made when first asked for): it runs at
    every decision of every game and every search, and a loop over a main phase's dozen
    listers costs a sixth more."""
    lines = ["def listing(s):", "    out = []"]
    space: dict[str, Any] = {}
    gate = None
    for i, (when, lister) in enumerate(listers):
        if when is not gate and when is not None:
            space[f"gate_{i}"] = when
            lines.append(f"    if gate_{i}(s):")
        gate = when
        space[f"lister_{i}"] = lister
        lines.append(("        " if when is not None else "    ") + f"lister_{i}(s, out)")
    lines.append("    return out")
    exec("\n".join(lines), space)  # (our own table, nothing from outside)
    listing: Callable[[State], list[Action]] = space["listing"]
    return listing


_LISTINGS: dict[str, dict[Phase, Callable[[State], list[Action]]]] = {}
"""Each rule set's listing of each moment, by the rule set's name."""


def apply(s: State, action: Action) -> list[Event]:
    """Apply ``action`` to ``s`` and return what happened, in order.

    Everything is checked before anything changes: an illegal action raises
    :class:`~engine.errors.RuleError` (a :class:`~engine.errors.MalformedAction` if it is not
    an action at all) and leaves the state as it was.
    """
    if type(action) is not Action:
        raise MalformedAction("it is not an Action", repr(action), position(s))
    kind, a, b, give, want = action
    try:
        rule = KINDS[kind].apply
    except (KeyError, TypeError):
        raise MalformedAction(f"unknown kind {kind!r}", repr(action), position(s)) from None
    # The common form (two whole numbers, no card lists) is checked here; the rest, and why
    # a form is wrong, by Action.malformed().
    if not (type(a) is int and type(b) is int and give is None and want is None and kind not in _DEALS):
        why = action.malformed()
        if why is not None:
            raise MalformedAction(why, repr(action), position(s))
    if s.phase == OVER:
        key, args = over_reason(s)
        raise fail(s, action, E.GAME_OVER, key, **args)
    out: list[Event] = []
    rule(s, action, out)
    if s.living is not None:  # the acts follow every action and chance step
        world.update_act(s, out)
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


def why_not(s: State, seat: int, kind: str, *, answer: int = -1, give: int = -1, take: int = -1) -> RuleError | None:
    """Why ``seat`` may make no action of ``kind`` (one of :data:`ASKED`) now: the
    :class:`RuleError` it would meet, or None when some such action is legal for it.

    ``answer`` narrows ``confirm`` to the deal with that seat; ``give`` and ``take`` narrow
    ``trade`` to giving or taking that resource.  A seat the game does not wait on now
    hears whom it waits for ("it is seat 2's turn"; at an open offer the seats still to
    answer are asked in turn from the offerer's left, as :func:`legal_actions` lists them).
    The reasons name no corner or edge.  The state is not changed.
    """
    known = KINDS.get(kind)
    refuse = None if known is None else known.refuse
    if refuse is None:
        raise ValueError(f"unknown kind {kind!r}: expected one of {', '.join(ASKED)}")
    try:
        decides(s, seat, kind)
        refuse(s, Question(kind, seat, answer, give, take))
    except RuleError as exc:
        return exc
    return None


__all__ = ["ASKED", "KINDS", "LISTERS", "Gate", "Kind", "Lister", "Refusal", "Rule", "apply", "is_legal",
           "legal_actions", "why_not"]
