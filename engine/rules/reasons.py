"""Why a kind of action is not open to a seat now, as the refusal that action would meet.

A page greys out what cannot be done and says why: :func:`why_not` answers for a whole
kind of action (a hearth anywhere, a trade of any cards), with the :class:`RuleError` the
action would raise, so the words are the rules' own.  It runs the very checks the
``do_*`` rules run, in the order a player wants to hear them: whose decision it is and
the moment, then the pool, then the cost, then the place.  It changes nothing.

>>> from engine.game import Game, GameConfig
>>> from engine.actions import Action
>>> game = Game(GameConfig(seats=2, seed=11, island="landfall"))
>>> why_not(game.state, 1, "hearth") is None    # seat 1 founds its first hearth
True
>>> why_not(game.state, 1, "roll").reason
'found a starting hearth first'
>>> err = why_not(game.state, 0, "hearth")
>>> err.code, err.reason, err.worded(["Ana", "Moss"].__getitem__)
('not-now', "it is seat 1's turn", "it is Moss's turn")
>>> for text in ("hearth 25", "causeway 30", "hearth 34", "causeway 50", "hearth 17", "causeway 19",
...              "hearth 44", "causeway 56", "roll"):
...     _ = game.play(Action.parse(text))
>>> game.state.phase.label, game.state.turn_seat, game.state.hands[1]
('main', 1, [0, 0, 1, 2, 1])
>>> why_not(game.state, 1, "hearth").reason
'you need 2 Pine, 1 Basalt and 1 Millet; you have 1 Millet'
>>> why_not(game.state, 1, "warden").reason
'you hold no Warden'
>>> why_not(game.state, 1, "buy") is None, why_not(game.state, 1, "trade") is None  # the Barge takes 2 Millet
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .. import errors as E
from ..cards import BOUNTIFUL, EMBARGO, SURVEYOR, WARDEN, cards_words
from ..constants import BARGE_RATE, Cards
from ..errors import RuleError
from ..phase import DISCARD, MAIN, OVER, PRE_ROLL, SETUP_CAUSEWAY, SETUP_HEARTH
from . import building, trading, ventures
from .common import actor, does, fail, holds, need_phase, number_word, waiting_reason

if TYPE_CHECKING:
    from ..state import State

KINDS = ("roll", "end", "causeway", "hearth", "beacon", "buy", "trade", "offer", "warden", "surveyor",
         "bountiful", "embargo", "reveal", "accept", "counter", "confirm")
"""The kinds :func:`why_not` answers for: every control and card a page offers.  ``trade``
is any trade with the Supply, a jetty or the Barge; ``offer`` posting on the Exchange Board;
``reveal`` a Landmark; ``accept`` and ``counter`` answer an open offer; ``confirm`` deals
with an answer."""

Check = Callable[["State", str, int], None]


def _confirm(s: State, kind: str, seat: int) -> None:
    trading.check_confirm_kind(s, kind)


def _accept(s: State, kind: str, seat: int) -> None:
    trading.check_accept(s, kind, seat)


def _trade(s: State, kind: str, seat: int) -> None:
    trading.check_trade_kind(s, kind, seat, trade_rates(s, seat))


def _hearth(s: State, kind: str, seat: int) -> None:
    if s.phase != SETUP_HEARTH:
        building.check_hearth(s, kind, seat)
    building.check_hearth_anywhere(s, kind, seat)


def _causeway(s: State, kind: str, seat: int) -> None:
    if s.phase != SETUP_CAUSEWAY:
        building.check_causeway(s, kind, seat)
    building.check_causeway_anywhere(s, kind, seat)


def _beacon(s: State, kind: str, seat: int) -> None:
    building.check_beacon(s, kind, seat)
    building.check_beacon_anywhere(s, kind, seat)


def _card(card: int) -> Check:
    before_roll = ventures.PLAYED_BEFORE_ROLL[card]

    def check(s: State, kind: str, seat: int) -> None:
        # Every card has a target open whenever it may be played: the Warden may always calm the
        # Ashcloud, the Bountiful Tide name any number, the Embargo any resource.
        ventures.check_playable(s, kind, card, before_roll)

    return check


CHECKS: dict[str, Check] = {
    "roll": lambda s, kind, seat: need_phase(s, kind, PRE_ROLL),
    "end": lambda s, kind, seat: need_phase(s, kind, MAIN),
    "causeway": _causeway,
    "hearth": _hearth,
    "beacon": _beacon,
    "buy": ventures.check_buy,
    "trade": _trade,
    "offer": lambda s, kind, seat: trading.check_offer_kind(s, kind, seat),
    "warden": _card(WARDEN),
    "surveyor": _card(SURVEYOR),
    "bountiful": _card(BOUNTIFUL),
    "embargo": _card(EMBARGO),
    "reveal": ventures.check_reveal,
    "accept": _accept,
    "counter": trading.check_counter_kind,
    "confirm": _confirm,
}
"""The checks of each kind, for the seat that decides now (the ``do_*`` rules' own)."""


def _decides(s: State, seat: int, kind: str) -> None:
    """``seat`` is a seat and the game waits on its decision."""
    if not 0 <= seat < s.n:
        raise fail(s, kind, E.NO_SUCH_PLACE, f"there is no seat {seat}")
    if s.phase == OVER or seat != actor(s):
        reason, seats = waiting_reason(s, seat)
        raise fail(s, kind, E.GAME_OVER if s.phase == OVER else E.NOT_NOW, reason, *seats)


def why_not(s: State, seat: int, kind: str, *, answer: int = -1, give: int = -1, take: int = -1) -> RuleError | None:
    """Why ``seat`` may make no action of ``kind`` (one of :data:`KINDS`) now: the
    :class:`RuleError` it would meet, or None when some such action is legal for it.

    ``answer`` narrows ``confirm`` to the deal with that seat; ``give`` and ``take`` narrow
    ``trade`` to giving or taking that resource.  A seat the game does not wait on now
    hears whom it waits for ("it is seat 2's turn"; at an open offer the seats still to
    answer are asked in turn from the offerer's left, as ``legal_actions`` lists them).
    The reasons name no corner or edge.  The state is not changed.
    """
    if kind not in CHECKS:
        raise ValueError(f"unknown kind {kind!r}: expected one of {', '.join(KINDS)}")
    try:
        _decides(s, seat, kind)
        if kind == "confirm" and answer >= 0:
            trading.check_confirm(s, kind, answer)
        elif kind == "trade" and (give >= 0 or take >= 0):
            trading.check_trade_kind(s, kind, seat, trade_rates(s, seat), give, take)
        else:
            CHECKS[kind](s, kind, seat)
    except RuleError as exc:
        return exc
    return None


def trade_rates(s: State, seat: int) -> tuple[int, ...]:
    """The fewest cards of each resource ``seat`` gives for one in a trade now: its rate with
    the Supply, or the Barge's when the Barge is there and better."""
    rates = s.rates[seat]
    if s.n == 2 and not s.barge_used:
        return tuple(min(rate, BARGE_RATE) for rate in rates)
    return tuple(rates)


def why_not_discard(s: State, seat: int, cards: Cards) -> RuleError | None:
    """Why ``seat`` may not return ``cards`` as its whole discard after a 7 now (None: it
    may).  The engine takes a discard a card at a time; a page drafts the whole of it.

    >>> from engine.game import Game, GameConfig
    >>> s = Game(GameConfig(seats=2, seed=5, island="landfall")).state
    >>> why_not_discard(s, 0, (1, 0, 0, 0, 0)).reason
    'found a starting hearth first'
    >>> s.phase, s.hands[0], s.discard_owed = DISCARD, [3, 3, 3, 0, 0], [4, 0]  # as after a 7
    >>> why_not_discard(s, 0, (1, 0, 0, 0, 0)).reason, why_not_discard(s, 0, (2, 2, 0, 0, 0))
    ('choose three more cards to return', None)
    """
    kind = "discard"
    try:
        if not 0 <= seat < s.n:
            raise fail(s, kind, E.NO_SUCH_PLACE, f"there is no seat {seat}")
        if s.phase != DISCARD:
            need_phase(s, kind, DISCARD)
        owed = s.discard_owed[seat]
        if not owed:
            raise fail(s, kind, E.NOTHING_OWED, f"{does(s, seat, 'have', 'has')} nothing to discard")
        if seat != actor(s):
            reason, seats = waiting_reason(s, seat)
            raise fail(s, kind, E.NOT_NOW, reason, *seats)
        if not holds(s.hands[seat], cards):
            raise fail(s, kind, E.CARD_NOT_HELD, f"you do not hold {cards_words(cards)}")
        chosen = sum(cards)
        if chosen < owed:
            more = owed - chosen
            raise fail(s, kind, E.DISCARD_COUNT,
                       f"choose {number_word(more)} more card{'s' if more != 1 else ''} to return")
        if chosen > owed:
            raise fail(s, kind, E.DISCARD_COUNT, f"return {number_word(owed)} card{'s' if owed != 1 else ''}, not more")
    except RuleError as exc:
        return exc
    return None


__all__ = ["KINDS", "trade_rates", "why_not", "why_not_discard"]
