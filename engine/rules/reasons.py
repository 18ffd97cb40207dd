"""Why a kind of action is not open to a seat now, as the refusal that action would meet.

A page greys out what cannot be done and says why: :func:`~engine.rules.kinds.why_not`
answers for a whole kind of action (a hearth anywhere, a trade of any cards), with the
:class:`RuleError` the action would raise, so the words are the rules' own.  Each kind's
``refuse_*`` below runs the very checks the ``do_*`` rules run, in the order a player wants
to hear them: whose decision it is and the moment (:func:`decides`), then the pool, then the
cost, then the place.  Nothing is changed.

>>> from engine.game import Game, GameConfig
>>> from engine.rules.kinds import why_not
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
from typing import NamedTuple

from .. import errors as E
from ..cards import BOUNTIFUL, CACHE, EMBARGO, MILITIA, SURVEYOR, TRAILBLAZING, TRIBUTE, WARDEN
from ..constants import BARGE_RATE, Cards
from ..errors import RuleError
from ..phase import DISCARD, MAIN, OVER, PRE_ROLL, SETUP_CAUSEWAY, SETUP_HEARTH
from ..state import State
from . import building, living_moves, open_table, trading, ventures
from .common import actor, fail, fail_you, holds, need_phase, waiting_reason


class Question(NamedTuple):
    """A question :func:`engine.rules.kinds.why_not` asks of a kind: may ``seat`` make some
    action of ``kind`` now?  ``answer`` narrows ``confirm`` to the deal with that seat; ``give``
    and ``take`` narrow ``trade`` to giving or taking that resource (-1: any)."""

    kind: str
    seat: int
    answer: int = -1
    give: int = -1
    take: int = -1


# Each kind's refusal, for the seat that decides now: the ``do_*`` rules' own checks, in the
# order a player wants to hear them.  Each raises the RuleError every action of its kind would
# meet, and returns when some such action is open; the table of kinds (engine.rules.kinds)
# names each kind's.


def refuse_roll(s: State, q: Question) -> None:
    need_phase(s, q.kind, PRE_ROLL)


def refuse_end(s: State, q: Question) -> None:
    need_phase(s, q.kind, MAIN)


def refuse_causeway(s: State, q: Question) -> None:
    if s.phase != SETUP_CAUSEWAY:
        building.check_causeway(s, q.kind, q.seat)
    building.check_causeway_anywhere(s, q.kind, q.seat)


def refuse_hearth(s: State, q: Question) -> None:
    if s.phase != SETUP_HEARTH:
        building.check_hearth(s, q.kind, q.seat)
    building.check_hearth_anywhere(s, q.kind, q.seat)


def refuse_beacon(s: State, q: Question) -> None:
    building.check_beacon(s, q.kind, q.seat)
    building.check_beacon_anywhere(s, q.kind, q.seat)


def refuse_buy(s: State, q: Question) -> None:
    ventures.check_buy(s, q.kind, q.seat)


def refuse_reveal(s: State, q: Question) -> None:
    ventures.check_reveal(s, q.kind, q.seat)


def _card(card: int) -> Callable[[State, Question], None]:
    def refuse(s: State, q: Question) -> None:
        # Every card has a target open whenever it may be played: the Warden may always calm the
        # Ashcloud, the Bountiful Tide name any number, the Embargo any resource, the Militia any
        # other tile, the Tribute any resource, the Supply Cache what the Supply holds (or nothing).
        ventures.check_playable(s, q.kind, card, card in s.rules.before_roll)

    return refuse


refuse_warden = _card(WARDEN)
refuse_surveyor = _card(SURVEYOR)
refuse_bountiful = _card(BOUNTIFUL)
refuse_embargo = _card(EMBARGO)
refuse_militia = _card(MILITIA)
refuse_tribute = _card(TRIBUTE)
refuse_cache = _card(CACHE)
refuse_trailblazing = _card(TRAILBLAZING)


def refuse_reclaim(s: State, q: Question) -> None:
    living_moves.check_reclaim(s, q.kind)


def refuse_bribe(s: State, q: Question) -> None:
    living_moves.check_bribe(s, q.kind)


def refuse_trade(s: State, q: Question) -> None:
    """Any trade with the Supply, a jetty or the Barge (``give`` and ``take`` narrow it)."""
    trading.check_trade_kind(s, q.kind, q.seat, trade_rates(s, q.seat), q.give, q.take)


def refuse_offer(s: State, q: Question) -> None:
    """Posting an offer on the Exchange Board, or an Offer at the open table."""
    if s.rules.open_table:
        open_table.check_request_kind(s, q.kind, q.seat, True)
    else:
        trading.check_offer_kind(s, q.kind, q.seat)


def refuse_ask(s: State, q: Question) -> None:
    """Opening an Ask at the open table."""
    open_table.check_request_kind(s, q.kind, q.seat, False)


def refuse_quote(s: State, q: Question) -> None:
    """Quoting to the request open at the open table."""
    open_table.check_quote_kind(s, q.kind, q.seat)


def refuse_accept(s: State, q: Question) -> None:
    if s.rules.open_table:
        open_table.refuse_exchange(s, q.kind)
    trading.check_accept(s, q.kind, q.seat)


def refuse_counter(s: State, q: Question) -> None:
    if s.rules.open_table:
        open_table.refuse_exchange(s, q.kind)
    trading.check_counter_kind(s, q.kind, q.seat)


def refuse_confirm(s: State, q: Question) -> None:
    """Confirming some answer (``answer``: the deal with that seat); at the open table, taking
    a quote."""
    if s.rules.open_table:
        if q.answer >= 0:
            open_table.check_take(s, q.kind, q.answer)
        else:
            open_table.check_take_kind(s, q.kind)
    elif q.answer >= 0:
        trading.check_confirm(s, q.kind, q.answer)
    else:
        trading.check_confirm_kind(s, q.kind)


def decides(s: State, seat: int, kind: str) -> None:
    """``seat`` is a seat and the game waits on its decision (else the refusal says whom, or
    what, it waits for)."""
    if not 0 <= seat < s.n:
        raise fail(s, kind, E.NO_SUCH_PLACE, "no-seat", n=seat)
    if s.phase == OVER or seat != actor(s):
        key, args = waiting_reason(s, seat)
        raise fail(s, kind, E.GAME_OVER if s.phase == OVER else E.NOT_NOW, key, **args)


def trade_rates(s: State, seat: int) -> tuple[int, ...]:
    """The fewest cards of each resource ``seat`` gives for one in a trade now: its rate with
    the Supply, or the Barge's when the Barge is there and better."""
    rates = trading.supply_rates(s, seat)
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
            raise fail(s, kind, E.NO_SUCH_PLACE, "no-seat", n=seat)
        if s.phase != DISCARD:
            need_phase(s, kind, DISCARD)
        owed = s.discard_owed[seat]
        if not owed:
            raise fail_you(s, kind, E.NOTHING_OWED, seat, "you-owe-nothing", "seat-owes-nothing")
        if seat != actor(s):
            key, args = waiting_reason(s, seat)
            raise fail(s, kind, E.NOT_NOW, key, **args)
        if not holds(s.hands[seat], cards):
            raise fail(s, kind, E.CARD_NOT_HELD, "you-lack", cards=tuple(cards))
        chosen = sum(cards)
        if chosen < owed:
            raise fail(s, kind, E.DISCARD_COUNT, "discard-more", n=owed - chosen)
        if chosen > owed:
            raise fail(s, kind, E.DISCARD_COUNT, "discard-fewer", n=owed)
    except RuleError as exc:
        return exc
    return None


__all__ = [
    "Question", "decides", "refuse_accept", "refuse_ask", "refuse_beacon", "refuse_bountiful", "refuse_bribe", "refuse_buy",
    "refuse_cache", "refuse_causeway", "refuse_confirm", "refuse_counter", "refuse_embargo", "refuse_end",
    "refuse_hearth", "refuse_militia", "refuse_offer", "refuse_quote", "refuse_reclaim", "refuse_reveal", "refuse_roll",
    "refuse_surveyor", "refuse_trade", "refuse_trailblazing", "refuse_tribute", "refuse_warden", "trade_rates",
    "why_not_discard",
]
