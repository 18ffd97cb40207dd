"""Trading: with the Supply at a seat's rate (its jetties), the Embargo's bar, and the
Exchange Board between seats (RULINGS section 5).  The two-player Barge is in
:mod:`engine.rules.two_player`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .. import errors as E
from ..actions import Action
from ..cards import N_RES, RES_NAMES, cards_words
from ..constants import MAX_OFFERS, MAX_WANT, Cards
from ..events import (
    EXCHANGE,
    SUPPLY,
    Answered,
    Offered,
    OfferEnded,
    Traded,
    WindowClosed,
    make,
)
from ..offer import ACCEPTED, ANSWERS, COUNTERED, PASSED, PENDING, Offer
from ..phase import CONFIRM, MAIN, OFFER
from .common import (
    Out,
    actor,
    acts,
    check_seat,
    deal_cards,
    does,
    fail,
    holds,
    mask,
    need_phase,
    open_offer,
    you,
)

if TYPE_CHECKING:
    from ..state import State


def barred(s: State, seat: int) -> int:
    """Bit mask of the resources an Embargo stops ``seat`` from trading (every Embargo in
    force but its own)."""
    bar = 0
    for other, r in enumerate(s.embargo):
        if r >= 0 and other != seat:
            bar |= 1 << r
    return bar


def check_embargo(s: State, action: Action, seat: int, resources: int) -> None:
    hit = barred(s, seat) & resources
    if hit:
        names = [RES_NAMES[r] for r in range(N_RES) if (hit >> r) & 1]
        raise fail(s, action, E.EMBARGOED, f"an Embargo stops {you(s, seat)} trading {', '.join(names)}")


# ------------------------------------------------------------------ the Supply


def add_trades(table: list[list[Action]], rates: Sequence[int], hand: list[int], supply: list[int], bar: int,
               out: list[Action]) -> None:
    """The trades ``table[give][take]`` a hand may make at ``rates`` (cards of each resource
    given for one), with what the Supply holds, none of a resource barred in mask ``bar``."""
    for g in range(N_RES):
        if hand[g] >= rates[g] and not (bar >> g) & 1:
            row = table[g]
            for r in range(N_RES):
                if r != g and supply[r] and not (bar >> r) & 1:
                    out.append(row[r])


def do_trade(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, MAIN)
    g, r = action.a, action.b
    me = s.turn_seat
    if not (0 <= g < N_RES and 0 <= r < N_RES) or g == r:
        raise fail(s, action, E.BAD_TRADE, "trade one resource for a different one")
    trade_with_supply(s, action, me, g, r, s.rates[me][g], SUPPLY, out)


def trade_with_supply(s: State, action: Action, me: int, g: int, r: int, rate: int, via: str, out: Out) -> None:
    """``me`` gives ``rate`` cards of ``g`` to the Supply and takes one ``r``."""
    check_embargo(s, action, me, (1 << g) | (1 << r))
    if s.hands[me][g] < rate:
        raise fail(s, action, E.CANNOT_AFFORD, f"this trade takes {rate} {RES_NAMES[g]}; you have {s.hands[me][g]}")
    if not s.supply[r]:
        raise fail(s, action, E.SUPPLY_EMPTY, f"the Supply has no {RES_NAMES[r]} left")
    s.hands[me][g] -= rate
    s.supply[g] += rate
    s.hands[me][r] += 1
    s.supply[r] -= 1
    gave, got = [0] * N_RES, [0] * N_RES
    gave[g], got[r] = rate, 1
    out.append(make(Traded, (me, -1, _cards(gave), _cards(got), via)))


def _cards(counts: list[int]) -> Cards:
    return (counts[0], counts[1], counts[2], counts[3], counts[4])


# ------------------------------------------------------------------ the Exchange Board


def _check_deal_cards(s: State, action: Action, give: Cards, want: Cards) -> None:
    if not sum(give) or not sum(want):
        raise fail(s, action, E.BAD_TRADE, "an offer gives at least one card and wants at least one")
    if any(x > MAX_WANT for x in want):
        raise fail(s, action, E.BAD_TRADE, f"an offer may want at most {MAX_WANT} of each kind")
    if mask(give) & mask(want):
        raise fail(s, action, E.BAD_TRADE, "an offer may not give and want the same resource")


def do_offer(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, MAIN)
    me = s.turn_seat
    give, want = deal_cards(action)
    _check_deal_cards(s, action, give, want)
    if s.offers_posted >= MAX_OFFERS:
        raise fail(s, action, E.OFFER_LIMIT, f"at most {MAX_OFFERS} offers may be posted in a turn")
    if not holds(s.hands[me], give):
        raise fail(s, action, E.CANNOT_AFFORD, f"you do not hold {cards_words(give)}")
    check_embargo(s, action, me, mask(give) | mask(want))
    if all(s.dealt_with[v] for v in range(s.n) if v != me):
        raise fail(s, action, E.DEALT, "you have already dealt with every other seat this turn")
    answers = [PASSED if (v == me or s.dealt_with[v]) else PENDING for v in range(s.n)]
    s.offer = Offer(give, want, answers, [None] * s.n)
    s.offers_posted += 1
    s.phase = OFFER
    out.append(make(Offered, (me, give, want)))


def legal_answers(s: State) -> list[Action]:
    """The answers of the first seat still to answer (from the offerer's left); any seat
    still to answer may answer, in any order."""
    X = acts()
    seat = actor(s)
    out = [X.pass_[seat]]
    if can_accept(s, seat):
        out.insert(0, X.accept[seat])
    return out


def _check_responder(s: State, action: Action, seat: int) -> Offer:
    need_phase(s, action, OFFER)
    check_seat(s, action, seat)
    if seat == s.turn_seat:
        raise fail(s, action, E.NOT_NOW, "the offerer does not answer its own offer")
    offer = open_offer(s, action)
    if offer.answers[seat] != PENDING:
        raise fail(s, action, E.DEALT, f"{does(s, seat, 'have', 'has')} already answered (or already dealt this turn)")
    return offer


def can_accept(s: State, seat: int) -> bool:
    offer = s.offer
    return offer is not None and holds(s.hands[seat], offer.want) and not (barred(s, seat) & (mask(offer.give) | mask(offer.want)))


def do_accept(s: State, action: Action, out: Out) -> None:
    seat = action.a
    offer = _check_responder(s, action, seat)
    if not holds(s.hands[seat], offer.want):
        raise fail(s, action, E.CANNOT_AFFORD, f"{does(s, seat, 'do', 'does')} not hold {cards_words(offer.want)}")
    check_embargo(s, action, seat, mask(offer.give) | mask(offer.want))
    offer.answers[seat] = ACCEPTED
    out.append(make(Answered, (seat, ANSWERS[ACCEPTED], None, None, False)))
    _after_answer(s, offer, out)


def do_counter(s: State, action: Action, out: Out) -> None:
    seat = action.a
    offer = _check_responder(s, action, seat)
    give, want = deal_cards(action)
    _check_deal_cards(s, action, give, want)
    if not holds(s.hands[seat], give):
        raise fail(s, action, E.CANNOT_AFFORD, f"{does(s, seat, 'do', 'does')} not hold {cards_words(give)}")
    check_embargo(s, action, seat, mask(give) | mask(want))
    check_embargo(s, action, s.turn_seat, mask(give) | mask(want))
    offer.answers[seat] = COUNTERED
    offer.counters[seat] = (want, give)  # from the offerer's side
    out.append(make(Answered, (seat, ANSWERS[COUNTERED], give, want, False)))
    _after_answer(s, offer, out)


def do_pass(s: State, action: Action, out: Out) -> None:
    offer = _check_responder(s, action, action.a)
    offer.answers[action.a] = PASSED
    out.append(make(Answered, (action.a, ANSWERS[PASSED], None, None, False)))
    _after_answer(s, offer, out)


def do_unanswered(s: State, action: Action, out: Out) -> None:
    """Seat ``a``'s own 20 s to answer ran out (the Exchange Board on one device): it passes.
    Only the seat the offer waits on now, the first still to answer, can run out of time."""
    offer = _check_responder(s, action, action.a)
    if action.a != actor(s):
        raise fail(s, action, E.NOT_NOW, f"the offer waits on seat {actor(s)}'s answer, not seat {action.a}'s")
    offer.answers[action.a] = PASSED
    out.append(make(Answered, (action.a, ANSWERS[PASSED], None, None, True)))
    _after_answer(s, offer, out)


def _after_answer(s: State, offer: Offer, out: Out) -> None:
    if PENDING not in offer.answers:
        _close_window(s, offer, False, out)


def _close_window(s: State, offer: Offer, timed_out: bool, out: Out) -> None:
    out.append(make(WindowClosed, (timed_out,)))
    if ACCEPTED in offer.answers or COUNTERED in offer.answers:
        s.phase = CONFIRM
    else:
        s.offer = None
        s.phase = MAIN
        out.append(make(OfferEnded, (s.turn_seat, "unanswered")))


def do_close(s: State, action: Action, out: Out) -> None:
    """The answer window's clock ran out: every seat still to answer passes."""
    need_phase(s, action, OFFER)
    offer = open_offer(s, action)
    for v in range(s.n):
        if offer.answers[v] == PENDING:
            offer.answers[v] = PASSED
    _close_window(s, offer, True, out)


def legal_confirms(s: State) -> list[Action]:
    X = acts()
    out = [X.confirm[v] for v in range(s.n) if confirmable(s, v)]
    out.append(X.decline)
    return out


def confirmable(s: State, seat: int) -> bool:
    offer = s.offer
    if offer is None or not 0 <= seat < s.n or offer.answers[seat] not in (ACCEPTED, COUNTERED):
        return False
    give, get = offer.terms(seat)
    both = mask(give) | mask(get)
    me = s.turn_seat
    return (holds(s.hands[me], give) and holds(s.hands[seat], get)
            and not (barred(s, me) & both) and not (barred(s, seat) & both))


def do_confirm(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, CONFIRM)
    seat = action.a
    if not confirmable(s, seat):
        raise fail(s, action, E.NOT_CONFIRMABLE,
                   f"seat {seat} did not accept or counter, or one side can no longer pay")
    give, get = open_offer(s, action).terms(seat)
    me = s.turn_seat
    for r in range(N_RES):
        s.hands[me][r] += get[r] - give[r]
        s.hands[seat][r] += give[r] - get[r]
    s.dealt_with[seat] = True
    s.offer = None
    s.phase = MAIN
    out.append(make(Traded, (me, seat, give, get, EXCHANGE)))


def do_decline(s: State, action: Action, out: Out) -> None:
    """``decline`` (the offerer's choice) and ``lapse`` (its clock ran out) both end the offer."""
    need_phase(s, action, CONFIRM)
    s.offer = None
    s.phase = MAIN
    out.append(make(OfferEnded, (s.turn_seat, "declined" if action.kind == "decline" else "lapsed")))


__all__ = [
    "add_trades", "barred", "can_accept", "check_embargo", "confirmable", "do_accept", "do_close",
    "do_confirm", "do_counter", "do_decline", "do_offer", "do_pass", "do_trade", "legal_answers",
    "legal_confirms", "trade_with_supply",
]
