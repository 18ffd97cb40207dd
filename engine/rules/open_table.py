"""The open table: Living Island's trading between seats (LIVING-ISLAND 13.2), in place of
Cinderisle's Exchange Board (:mod:`engine.rules.trading`), in the rule sets with the
``open_table`` option.

The seat on turn, after the roll, opens a request: an **Offer** of whole cards it holds, for any
of the resources it names (``offer 2 pine for kelp or copper``; ``for anything``), or an **Ask**
for cards (``ask 1 kelp, 1 copper``).  Every other seat not yet dealt with this turn answers
once, in turn from the requester's left (on one device, each behind the privacy screen): a
sealed **quote** (``quote 2 1 pine, 1 millet``: for an Offer the cards it gives, for an Ask the
price it wants) or ``pass 2``; ``unanswered 2`` when its own time runs out, ``close`` when a
shared window's does.  No seat sees another's answer (:class:`~engine.events.AnswerSealed`)
until the window closes; then every answer is shown to everyone
(:class:`~engine.events.QuotesShown`), and the requester takes one quote (``confirm 2``) or
walks away (``decline``; ``lapse`` when its time runs out).  A quote that either side can no
longer pay cannot be taken.  At most three requests a turn, one deal with each other seat.

The phases are the Exchange Board's: ``OFFER`` while the window is open, ``CONFIRM`` while the
requester chooses.  The kinds the two share (``offer``, ``pass``, ``unanswered``, ``close``,
``confirm``, ``decline``, ``lapse``) go to the rules of the one the game's rule set plays
(:mod:`engine.rules.kinds`); ``ask`` and ``quote`` are the open table's own, and ``accept`` and
``counter`` the Exchange Board's.

>>> from engine.game import Game, GameConfig
>>> ai_quote([3, 0, 2, 1, 0], False, (0, 0, 0, 0, 2), 0, renown=4)  # an Offer of 2 Copper
(2, 0, 0, 0, 0)
>>> ai_quote([3, 0, 2, 1, 0], False, (0, 0, 0, 0, 2), 0b00100, renown=4)  # ... for Kelp only
(0, 0, 2, 0, 0)
>>> ai_quote([1, 0, 0, 2, 0], True, (1, 0, 0, 0, 0), 0, renown=4)  # an Ask for 1 Pine
(0, 1, 0, 0, 0)
>>> ai_quote([1, 0, 0, 2, 0], True, (1, 0, 0, 0, 0), 0, renown=8) is None  # a requester on 8
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NoReturn

from .. import errors as E
from ..actions import DECLINE, Action, is_table_offer
from ..cards import N_RES, RES_NAMES, five
from ..constants import AI_REQUESTER_MAX_RENOWN, MAX_OFFERS, MAX_WANT, Cards
from ..events import TABLE, AnswerSealed, OfferEnded, QuotesShown, Requested, WindowClosed, make
from ..offer import ANSWERS, ASIDE, PASSED, PENDING, QUOTED, Request
from ..phase import CONFIRM, MAIN, OFFER
from ..state import State
from .common import (
    Out,
    actor,
    acts,
    check_seat,
    close_deal,
    fail,
    fail_you,
    holds,
    mask,
    need_phase,
    open_request,
)

ALL_RESOURCES = (1 << N_RES) - 1


def resources(takes: int) -> tuple[int, ...]:
    """The resources in mask ``takes``, in order."""
    return tuple(r for r in range(N_RES) if (takes >> r) & 1)


def takes_words(takes: int) -> str:
    """The resources in mask ``takes`` as a player reads them: ``"Kelp or Copper"`` (0:
    ``"anything"``)."""
    names = [RES_NAMES[r] for r in range(N_RES) if (takes >> r) & 1]
    if not names:
        return "anything"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def allowed(request: Request) -> int:
    """The resources a quote to ``request`` may name, a mask: none of the request's own
    resources, and an Offer's named ones only if it named any."""
    free = ALL_RESOURCES & ~mask(request.cards)
    if not request.ask and request.takes:
        free &= request.takes
    return free


# ------------------------------------------------------------------ requests


def _table_only(s: State, action: Action | str) -> None:
    if not s.rules.open_table:
        raise fail(s, action, E.OTHER_RULES, "table-not-board")


def exchange_only(s: State, action: Action, out: Out) -> None:
    """``accept`` and ``counter``, the Exchange Board's answers, at the open table."""
    refuse_exchange(s, action.kind)


def refuse_exchange(s: State, action: Action | str) -> NoReturn:
    raise fail(s, action, E.OTHER_RULES, "table-quote-or-pass")


def check_request_kind(s: State, action: Action | str, me: int, offer: bool, give: Cards | None = None) -> None:
    """``me`` may open a request now (an Offer, else an Ask): the moment, the requests left, the
    cards (an Offer's ``give``, or some card to offer), the seats still to deal with (the terms
    of a given request are checked before)."""
    _table_only(s, action)
    need_phase(s, action, MAIN)
    if s.offers_posted >= MAX_OFFERS:
        raise fail(s, action, E.OFFER_LIMIT, "requests-used", n=MAX_OFFERS)
    if offer:
        hand = s.hands[me]
        if give is None and not any(hand):
            raise fail(s, action, E.CANNOT_AFFORD, "no-cards-to-offer")
        if give is not None and not holds(hand, give):
            raise fail(s, action, E.CANNOT_AFFORD, "you-lack", cards=tuple(give))
    if all(s.dealt_with[v] for v in range(s.n) if v != me):
        raise fail(s, action, E.DEALT, "dealt-with-all")


def do_offer(s: State, action: Action, out: Out) -> None:
    """An Offer: whole cards the seat on turn gives, for any of the resources it names."""
    _table_only(s, action)
    need_phase(s, action, MAIN)
    if not is_table_offer(action):
        raise fail(s, action, E.OTHER_RULES, "table-offer-resources")
    give, takes = five(action.give or ()), action.a
    if not sum(give):
        raise fail(s, action, E.BAD_TRADE, "table-offer-gives")
    if mask(give) & takes:
        raise fail(s, action, E.BAD_TRADE, "table-offer-takes-given")
    check_request_kind(s, action, s.turn_seat, True, give)
    _open(s, Request(False, give, takes, [], []), out)


def do_ask(s: State, action: Action, out: Out) -> None:
    """An Ask: the cards the seat on turn wants."""
    _table_only(s, action)
    need_phase(s, action, MAIN)
    want = five(action.want or ())
    if not sum(want):
        raise fail(s, action, E.BAD_TRADE, "ask-wants")
    if any(x > MAX_WANT for x in want):
        raise fail(s, action, E.BAD_TRADE, "ask-wants-most", n=MAX_WANT)
    check_request_kind(s, action, s.turn_seat, False)
    _open(s, Request(True, want, 0, [], []), out)


def _open(s: State, request: Request, out: Out) -> None:
    me = s.turn_seat
    request.answers = [ASIDE if (v == me or s.dealt_with[v]) else PENDING for v in range(s.n)]
    request.quotes = [None] * s.n
    s.request = request
    s.offers_posted += 1
    s.phase = OFFER
    out.append(make(Requested, (me, request.kind, request.cards,
                                tuple(r for r in range(N_RES) if (request.takes >> r) & 1))))


# ------------------------------------------------------------------ answers


def _check_responder(s: State, action: Action | str, seat: int) -> Request:
    _table_only(s, action)
    need_phase(s, action, OFFER)
    check_seat(s, action, seat)
    if seat == s.turn_seat:
        raise fail(s, action, E.NOT_NOW, "requester-answers")
    request = open_request(s, action)
    if request.answers[seat] != PENDING:
        raise fail_you(s, action, E.DEALT, seat, "you-answered", "seat-answered")
    return request


def check_quote_kind(s: State, action: Action | str, seat: int) -> None:
    """``seat`` may quote to the open request: it is still to answer, some resource is left to
    quote, and it holds one it may give (an Offer) or the asked cards (an Ask)."""
    request = _check_responder(s, action, seat)
    free = allowed(request)
    if not free:
        raise fail(s, action, E.BAD_TRADE, "nothing-to-quote")
    hand = s.hands[seat]
    if request.ask:
        if not holds(hand, request.cards):
            raise fail_you(s, action, E.CANNOT_AFFORD, seat, "you-lack", "seat-lacks", cards=tuple(request.cards))
    elif not any(hand[r] for r in range(N_RES) if (free >> r) & 1):
        raise fail_you(s, action, E.CANNOT_AFFORD, seat, "you-hold-none-of", "seat-holds-none-of", resources=resources(free))


def do_quote(s: State, action: Action, out: Out) -> None:
    seat = action.a
    request = _check_responder(s, action, seat)
    quote = five(action.give or ())
    if not sum(quote):
        raise fail(s, action, E.BAD_TRADE, "quote-names")
    if any(x > MAX_WANT for x in quote):
        raise fail(s, action, E.BAD_TRADE, "quote-names-most", n=MAX_WANT)
    if mask(quote) & mask(request.cards):
        raise fail(s, action, E.BAD_TRADE, "quote-asked" if request.ask else "quote-offered")
    if mask(quote) & ~allowed(request):
        raise fail(s, action, E.BAD_TRADE, "offer-takes-only", resources=resources(request.takes))
    hand = s.hands[seat]
    if request.ask and not holds(hand, request.cards):
        raise fail_you(s, action, E.CANNOT_AFFORD, seat, "you-lack", "seat-lacks", cards=tuple(request.cards))
    if not request.ask and not holds(hand, quote):
        raise fail_you(s, action, E.CANNOT_AFFORD, seat, "you-lack", "seat-lacks", cards=tuple(quote))
    request.answers[seat] = QUOTED
    request.quotes[seat] = quote
    out.append(make(AnswerSealed, (seat, ANSWERS[QUOTED], quote, False)))
    _after_answer(s, request, out)


def do_pass(s: State, action: Action, out: Out) -> None:
    request = _check_responder(s, action, action.a)
    request.answers[action.a] = PASSED
    out.append(make(AnswerSealed, (action.a, ANSWERS[PASSED], None, False)))
    _after_answer(s, request, out)


def do_unanswered(s: State, action: Action, out: Out) -> None:
    """Seat ``a``'s own time to answer ran out (on one device): it passes.  Only the seat the
    request waits on now, the first still to answer, can run out of time."""
    request = _check_responder(s, action, action.a)
    if action.a != actor(s):
        raise fail(s, action, E.NOT_NOW, "request-waits-on", seat=actor(s), other=action.a)
    request.answers[action.a] = PASSED
    out.append(make(AnswerSealed, (action.a, ANSWERS[PASSED], None, True)))
    _after_answer(s, request, out)


def do_close(s: State, action: Action, out: Out) -> None:
    """The shared answer window's time ran out: every seat still to answer passes."""
    _table_only(s, action)
    need_phase(s, action, OFFER)
    request = open_request(s, action)
    for v in range(s.n):
        if request.answers[v] == PENDING:
            request.answers[v] = PASSED
    _close(s, request, True, out)


def _after_answer(s: State, request: Request, out: Out) -> None:
    if PENDING not in request.answers:
        _close(s, request, False, out)


def _close(s: State, request: Request, timed_out: bool, out: Out) -> None:
    """The window closes: every answer is shown, side by side, to everyone."""
    me = s.turn_seat
    out.append(make(WindowClosed, (timed_out,)))
    out.append(make(QuotesShown, (me, tuple(ANSWERS[a] for a in request.answers), tuple(request.quotes))))
    if QUOTED in request.answers:
        s.phase = CONFIRM
    else:
        s.request = None
        s.phase = MAIN
        out.append(make(OfferEnded, (me, "unanswered")))


# ------------------------------------------------------------------ taking a quote


def takeable(s: State, seat: int) -> bool:
    """Whether the requester may take ``seat``'s quote now (both sides can still pay)."""
    request = s.request
    if request is None or not 0 <= seat < s.n or request.answers[seat] != QUOTED:
        return False
    give, get = request.terms(seat)
    return holds(s.hands[s.turn_seat], give) and holds(s.hands[seat], get)


def list_takes(s: State, out: list[Action]) -> None:
    """The requester may take each quote both sides can pay."""
    confirm = acts().confirm
    out.extend([confirm[v] for v in range(s.n) if takeable(s, v)])


def check_take(s: State, action: Action | str, seat: int) -> tuple[Cards, Cards]:
    """The requester may take ``seat``'s quote (the terms, as the requester gives and gets them)."""
    _table_only(s, action)
    need_phase(s, action, CONFIRM)
    request = open_request(s, action)
    if not 0 <= seat < s.n or request.answers[seat] != QUOTED:
        raise fail(s, action, E.NOT_CONFIRMABLE, "not-quoted", seat=seat)
    give, get = request.terms(seat)
    if not holds(s.hands[s.turn_seat], give):
        raise fail(s, action, E.NOT_CONFIRMABLE, "you-lack", cards=tuple(give))
    if not holds(s.hands[seat], get):
        raise fail(s, action, E.NOT_CONFIRMABLE, "seat-lacks", seat=seat, cards=tuple(get))
    return give, get


def check_take_kind(s: State, action: Action | str) -> None:
    """The requester may take some quote (else: why not the first quote given)."""
    _table_only(s, action)
    need_phase(s, action, CONFIRM)
    request = open_request(s, action)
    quoted = [v for v in range(s.n) if request.answers[v] == QUOTED]
    if any(takeable(s, v) for v in quoted):
        return
    check_take(s, action, quoted[0] if quoted else -1)


def do_take(s: State, action: Action, out: Out) -> None:
    """``confirm N``: the requester takes seat N's quote; the cards move at once."""
    seat = action.a
    give, get = check_take(s, action, seat)
    close_deal(s, seat, give, get, TABLE, out)
    s.request = None
    s.phase = MAIN


def do_walk(s: State, action: Action, out: Out) -> None:
    """``decline`` (the requester walks away) and ``lapse`` (its time ran out) end the request."""
    _table_only(s, action)
    need_phase(s, action, CONFIRM)
    open_request(s, action)
    s.request = None
    s.phase = MAIN
    out.append(make(OfferEnded, (s.turn_seat, "declined" if action.kind == DECLINE else "lapsed")))


# ------------------------------------------------------------------ the AI seats' answer


def ai_quote(hand: Sequence[int], ask: bool, cards: Cards, takes: int, renown: int) -> Cards | None:
    """The quote an AI seat holding ``hand`` makes to a request (None: it passes), by
    LIVING-ISLAND 13.2: an Offer (``ask`` False) of ``cards`` for the resources in mask
    ``takes`` (0: any), or an Ask for ``cards``, from a requester with ``renown`` public renown.

    - It passes when the requester has more than 7 public renown.
    - To an Offer of n cards it quotes n cards of its own, picked one at a time from the
      allowed resource of which it has the most left (held minus already quoted), ties going
      Pine, Basalt, Kelp, Millet, Copper, at most 4 of a kind; it passes if it cannot make n.
    - To an Ask for n cards it passes unless it holds the asked cards; it quotes a price of n
      cards, picked one at a time as the allowed resource of which it would hold fewest (held
      plus already in the price), the same ties, at most 4 of a kind; it passes if no such
      price exists.

    >>> ai_quote([2, 0, 0, 3, 1], False, (0, 0, 2, 0, 0), 0, renown=7)  # Millet, then Pine (2 left of each)
    (1, 0, 0, 1, 0)
    >>> ai_quote([0, 0, 0, 0, 0], True, (0, 0, 0, 0, 1), 0, renown=0) is None  # it lacks the Copper
    True
    """
    if renown > AI_REQUESTER_MAX_RENOWN:
        return None
    free = ALL_RESOURCES & ~mask(cards)
    if not ask and takes:
        free &= takes
    options = [r for r in range(N_RES) if (free >> r) & 1]
    picked = [0] * N_RES
    if ask:
        if not holds(list(hand), cards):
            return None
        for _ in range(sum(cards)):
            open_ = [r for r in options if picked[r] < MAX_WANT]
            if not open_:
                return None
            r = min(open_, key=lambda x: (hand[x] + picked[x], x))  # fewest held, ties in resource order
            picked[r] += 1
        return five(picked)
    for _ in range(sum(cards)):
        open_ = [r for r in options if picked[r] < MAX_WANT and hand[r] - picked[r] > 0]
        if not open_:
            return None
        r = max(open_, key=lambda x: (hand[x] - picked[x], -x))  # most left, ties in resource order
        picked[r] += 1
    return five(picked)


__all__ = [
    "ALL_RESOURCES", "ai_quote", "allowed", "check_quote_kind", "check_request_kind", "check_take",
    "check_take_kind", "do_ask", "do_close", "do_offer", "do_pass", "do_quote", "do_take", "do_unanswered",
    "do_walk", "exchange_only", "list_takes", "refuse_exchange", "resources", "takeable", "takes_words",
]
