"""Trading: with the Supply at a seat's rate (its jetties), the Embargo's bar, and the
Exchange Board between seats (RULINGS section 5).  The two-player Barge is in
:mod:`engine.rules.two_player`; Living Island's open table, which replaces the Exchange Board,
in :mod:`engine.rules.open_table`."""

from __future__ import annotations

from collections.abc import Sequence

from .. import errors as E
from ..actions import Action
from ..cards import N_RES
from ..constants import MAX_OFFERS, MAX_WANT, OWN_JETTY_RATE, Cards
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
from ..state import State
from .common import (
    Out,
    Why,
    actor,
    acts,
    check_seat,
    close_deal,
    deal_cards,
    fail,
    fail_you,
    holds,
    mask,
    need_phase,
    open_offer,
)


def barred(s: State, seat: int) -> int:
    """Bit mask of the resources an Embargo stops ``seat`` from trading (every Embargo in
    force but its own)."""
    bar = 0
    for other, r in enumerate(s.embargo):
        if r >= 0 and other != seat:
            bar |= 1 << r
    return bar


def embargo_reason(s: State, seat: int, resources: int) -> Why:
    """Why ``seat`` may not trade the resources in mask ``resources`` (all barred): each one
    and the seat whose next turn lifts its Embargo (the last of them, if two seats named it;
    -1: the seat that decides now, "your next turn"), as a refusal's key and arguments; the
    other side of a deal is named too.

    >>> from engine.game import Game, GameConfig
    >>> s = Game(GameConfig(seats=3, seed=5, island="landfall")).state
    >>> s.embargo = [-1, 2, -1]  # seat 1 named Kelp
    >>> embargo_reason(s, actor(s), 1 << 2)
    ('embargo', {'until': ((2, 1),)})
    """
    until: list[tuple[int, int]] = []
    me = actor(s)
    for r in range(N_RES):
        if not (resources >> r) & 1:
            continue
        by = [o for o, x in enumerate(s.embargo) if x == r and o != seat]
        if by:  # an Embargo ends when its seat's next turn begins: the one whose turn comes last lifts it
            last = max(by, key=lambda o: (o - s.turn_seat - 1) % s.n)
            until.append((r, -1 if last == me else last))
    if seat != me:  # the other side of a deal is barred
        return "embargo-other", {"until": tuple(until), "seat": seat}
    return "embargo", {"until": tuple(until)}


def check_embargo(s: State, action: Action | str, seat: int, resources: int) -> None:
    hit = barred(s, seat) & resources
    if hit:
        key, args = embargo_reason(s, seat, hit)
        raise fail(s, action, E.EMBARGOED, key, **args)


# ------------------------------------------------------------------ the Supply


def add_trades(table: list[list[Action]], rates: Sequence[int], hand: list[int], supply: list[int], bar: int,
               out: list[Action]) -> None:
    """The trades ``table[give][take]`` a hand may make at ``rates`` (cards of each resource
    given for one), with what the Supply holds, none of a resource barred in mask ``bar``."""
    if not bar:  # no Embargo in force (most of the time: this runs at every main decision)
        for g in range(N_RES):
            if hand[g] >= rates[g]:
                row = table[g]
                for r in range(N_RES):
                    if r != g and supply[r]:
                        out.append(row[r])
        return
    for g in range(N_RES):
        if hand[g] >= rates[g] and not (bar >> g) & 1:
            row = table[g]
            for r in range(N_RES):
                if r != g and supply[r] and not (bar >> r) & 1:
                    out.append(row[r])


def supply_rates(s: State, seat: int) -> list[int]:
    """``seat``'s Supply rate for each resource now: its jetties', each one card better while
    Wandering Traders are in (never below 2: LIVING-ISLAND 9.3)."""
    rates = s.rates[seat]
    living = s.living
    if living is not None and living.traders:
        return [max(OWN_JETTY_RATE, rate - 1) for rate in rates]
    return rates


def list_trades(s: State, out: list[Action]) -> None:
    """The main phase: the trades with the Supply the seat on turn may make, at its rates."""
    me = s.turn_seat
    hand = s.hands[me]
    if sum(hand) >= OWN_JETTY_RATE:  # no trade takes fewer cards
        rates = s.rates[me] if s.living is None else supply_rates(s, me)
        add_trades(acts().trade, rates, hand, s.supply, barred(s, me), out)


def do_trade(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, MAIN)
    g, r = action.a, action.b
    me = s.turn_seat
    check_pair(s, action, g, r)
    trade_with_supply(s, action, me, g, r, supply_rates(s, me)[g], SUPPLY, out)


def check_pair(s: State, action: Action | str, g: int, r: int) -> None:
    if not (0 <= g < N_RES and 0 <= r < N_RES) or g == r:
        raise fail(s, action, E.BAD_TRADE, "trade-different")


def check_supply_trade(s: State, action: Action | str, me: int, g: int, r: int, rate: int) -> None:
    """``me`` may give ``rate`` cards of ``g`` to the Supply for one ``r``."""
    check_embargo(s, action, me, (1 << g) | (1 << r))
    if s.hands[me][g] < rate:
        raise fail(s, action, E.CANNOT_AFFORD, "this-trade-takes", n=rate, res=g, have=s.hands[me][g])
    if not s.supply[r]:
        raise fail(s, action, E.SUPPLY_EMPTY, "supply-lacks", resources=(r,))


def trade_with_supply(s: State, action: Action, me: int, g: int, r: int, rate: int, via: str, out: Out) -> None:
    """``me`` gives ``rate`` cards of ``g`` to the Supply and takes one ``r``."""
    check_supply_trade(s, action, me, g, r, rate)
    s.hands[me][g] -= rate
    s.supply[g] += rate
    s.hands[me][r] += 1
    s.supply[r] -= 1
    gave, got = [0] * N_RES, [0] * N_RES
    gave[g], got[r] = rate, 1
    out.append(make(Traded, (me, -1, _cards(gave), _cards(got), via)))


def check_trade_kind(s: State, action: Action | str, me: int, rates: Sequence[int], give: int = -1,
                     take: int = -1) -> None:
    """Some trade with the Supply (or the Barge) is open to ``me``, who trades at ``rates``
    (its best rate for each resource, the Barge's where that is better), giving ``give`` and
    taking ``take`` when they are named (-1: any).  The cost first, then the Embargo, then
    what the Supply holds."""
    need_phase(s, action, MAIN)
    hand, supply, bar = s.hands[me], s.supply, barred(s, me)
    if give >= 0 and give == take:
        raise fail(s, action, E.BAD_TRADE, "trade-different")
    gives = [give] if give >= 0 else [g for g in range(N_RES) if g != take]
    takes = [take] if take >= 0 else list(range(N_RES))
    payable = [g for g in gives if hand[g] >= rates[g]]
    if not payable:
        if give >= 0:
            raise fail(s, action, E.CANNOT_AFFORD, "a-trade-takes", n=rates[give], res=give, have=hand[give])
        most = max(hand[g] for g in gives)
        args = _rates(rates, gives) | ({"most": most} if most else {}) | ({"res": take} if take >= 0 else {})
        raise fail(s, action, E.CANNOT_AFFORD,
                   ("trade-takes-most-other" if take >= 0 else "trade-takes-most") if most
                   else ("trade-takes-none-other" if take >= 0 else "trade-takes-none"), **args)
    free = [g for g in payable if not (bar >> g) & 1]
    if not free:
        check_embargo(s, action, me, mask_of(payable))
    wanted = [r for r in takes if any(r != g for g in free)]
    open_takes = [r for r in wanted if not (bar >> r) & 1]
    if not open_takes:
        check_embargo(s, action, me, mask_of(wanted))
    if not any(supply[r] for r in open_takes):
        raise fail(s, action, E.SUPPLY_EMPTY, "supply-lacks", resources=tuple(open_takes))


def mask_of(resources: Sequence[int]) -> int:
    m = 0
    for r in resources:
        m |= 1 << r
    return m


def _rates(rates: Sequence[int], gives: Sequence[int]) -> dict[str, object]:
    """What a trade of any of ``gives`` takes at ``rates``, as arguments: the usual rate ``n``
    and the ``better`` ones, (rate, resource) pairs ("4 cards of one kind (2 Pine)")."""
    used = [rates[g] for g in gives]
    most = max(set(used), key=lambda x: (used.count(x), x))
    return {"n": most, "better": tuple((rates[g], g) for g in gives if rates[g] != most)}


def _cards(counts: list[int]) -> Cards:
    return (counts[0], counts[1], counts[2], counts[3], counts[4])


# ------------------------------------------------------------------ the Exchange Board


def _check_deal_cards(s: State, action: Action, give: Cards, want: Cards) -> None:
    if not sum(give) or not sum(want):
        raise fail(s, action, E.BAD_TRADE, "offer-gives-and-wants")
    if any(x > MAX_WANT for x in want):
        raise fail(s, action, E.BAD_TRADE, "offer-wants-most", n=MAX_WANT)
    if mask(give) & mask(want):
        raise fail(s, action, E.BAD_TRADE, "offer-same-resource")


def check_offer_kind(s: State, action: Action | str, me: int, give: Cards | None = None,
                     want: Cards | None = None) -> None:
    """``me`` may post an offer now: the moment, the offers left, the cards (``give`` and
    ``want``, or some card for another), the Embargo, the seats still to deal with (the terms
    of a given offer are checked before)."""
    need_phase(s, action, MAIN)
    if s.offers_posted >= MAX_OFFERS:
        raise fail(s, action, E.OFFER_LIMIT, "offers-used", n=MAX_OFFERS)
    if give is None or want is None:  # the kind alone: some offer of one card for another
        check_some_deal(s, action, me, barred(s, me))
    else:
        if not holds(s.hands[me], give):
            raise fail(s, action, E.CANNOT_AFFORD, "you-lack", cards=tuple(give))
        check_embargo(s, action, me, mask(give) | mask(want))
    _check_dealt(s, action, me)


def _check_dealt(s: State, action: Action | str, me: int) -> None:
    if all(s.dealt_with[v] for v in range(s.n) if v != me):
        raise fail(s, action, E.DEALT, "dealt-with-all")


def check_some_deal(s: State, action: Action | str, me: int, bar: int) -> None:
    """``me`` can give some card and want another, none of them barred in mask ``bar``."""
    hand = s.hands[me]
    held = [g for g in range(N_RES) if hand[g]]
    if not held:
        raise fail(s, action, E.CANNOT_AFFORD, "no-cards-to-offer")
    free = [g for g in held if not (bar >> g) & 1]
    if not free:
        check_embargo(s, action, me, mask_of(held))
        raise fail(s, action, E.EMBARGOED, "embargo-every-card")  # barred for the other side
    if not any(r != g and not (bar >> r) & 1 for g in free for r in range(N_RES)):
        raise fail(s, action, E.EMBARGOED, "embargo-every-other")


def do_offer(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, MAIN)
    if action.want is None:  # (the open table's form: cards for resources)
        raise fail(s, action, E.OTHER_RULES, "board-offer-cards")
    me = s.turn_seat
    give, want = deal_cards(action)
    _check_deal_cards(s, action, give, want)
    check_offer_kind(s, action, me, give, want)
    answers = [PASSED if (v == me or s.dealt_with[v]) else PENDING for v in range(s.n)]
    s.offer = Offer(give, want, answers, [None] * s.n)
    s.offers_posted += 1
    s.phase = OFFER
    out.append(make(Offered, (me, give, want)))


def list_accept(s: State, out: list[Action]) -> None:
    """An open offer: the first seat still to answer (from the offerer's left) may accept it, if
    it can; any seat still to answer may answer, in any order."""
    seat = actor(s)
    if can_accept(s, seat):
        out.append(acts().accept[seat])


def list_pass(s: State, out: list[Action]) -> None:
    """An open offer: the first seat still to answer may pass."""
    out.append(acts().pass_[actor(s)])


def _check_responder(s: State, action: Action | str, seat: int) -> Offer:
    need_phase(s, action, OFFER)
    check_seat(s, action, seat)
    if seat == s.turn_seat:
        raise fail(s, action, E.NOT_NOW, "offerer-answers")
    offer = open_offer(s, action)
    if offer.answers[seat] != PENDING:
        raise fail_you(s, action, E.DEALT, seat, "you-answered", "seat-answered")
    return offer


def can_accept(s: State, seat: int) -> bool:
    offer = s.offer
    return offer is not None and holds(s.hands[seat], offer.want) and not (barred(s, seat) & (mask(offer.give) | mask(offer.want)))


def check_accept(s: State, action: Action | str, seat: int) -> Offer:
    offer = _check_responder(s, action, seat)
    if not holds(s.hands[seat], offer.want):
        raise fail_you(s, action, E.CANNOT_AFFORD, seat, "you-lack", "seat-lacks", cards=tuple(offer.want))
    check_embargo(s, action, seat, mask(offer.give) | mask(offer.want))
    return offer


def do_accept(s: State, action: Action, out: Out) -> None:
    seat = action.a
    offer = check_accept(s, action, seat)
    offer.answers[seat] = ACCEPTED
    out.append(make(Answered, (seat, ANSWERS[ACCEPTED], None, None, False)))
    _after_answer(s, offer, out)


def check_counter_kind(s: State, action: Action | str, seat: int) -> None:
    """``seat`` may counter the open offer with some card for another (none barred for it or
    the offerer)."""
    _check_responder(s, action, seat)
    check_some_deal(s, action, seat, barred(s, seat) | barred(s, s.turn_seat))


def do_counter(s: State, action: Action, out: Out) -> None:
    seat = action.a
    offer = _check_responder(s, action, seat)
    give, want = deal_cards(action)
    _check_deal_cards(s, action, give, want)
    if not holds(s.hands[seat], give):
        raise fail_you(s, action, E.CANNOT_AFFORD, seat, "you-lack", "seat-lacks", cards=tuple(give))
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
        raise fail(s, action, E.NOT_NOW, "offer-waits-on", seat=actor(s), other=action.a)
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


def list_confirms(s: State, out: list[Action]) -> None:
    """The offerer may confirm each answer it can deal on."""
    confirm = acts().confirm
    out.extend([confirm[v] for v in range(s.n) if confirmable(s, v)])


def list_decline(s: State, out: list[Action]) -> None:
    """The offerer may always decline every answer."""
    out.append(acts().decline)


def confirmable(s: State, seat: int) -> bool:
    offer = s.offer
    if offer is None or not 0 <= seat < s.n or offer.answers[seat] not in (ACCEPTED, COUNTERED):
        return False
    give, get = offer.terms(seat)
    both = mask(give) | mask(get)
    me = s.turn_seat
    return (holds(s.hands[me], give) and holds(s.hands[seat], get)
            and not (barred(s, me) & both) and not (barred(s, seat) & both))


def check_confirm(s: State, action: Action | str, seat: int) -> tuple[Cards, Cards]:
    """The offerer may deal with ``seat`` (its terms, as the offerer gives and gets them)."""
    need_phase(s, action, CONFIRM)
    offer = open_offer(s, action)
    if not 0 <= seat < s.n or offer.answers[seat] not in (ACCEPTED, COUNTERED):
        raise fail(s, action, E.NOT_CONFIRMABLE, "not-accepted", seat=seat)
    give, get = offer.terms(seat)
    me = s.turn_seat
    if not holds(s.hands[me], give):
        raise fail(s, action, E.NOT_CONFIRMABLE, "you-lack", cards=tuple(give))
    if not holds(s.hands[seat], get):
        raise fail(s, action, E.NOT_CONFIRMABLE, "seat-lacks", seat=seat, cards=tuple(get))
    both = mask(give) | mask(get)
    for side in (me, seat):
        hit = barred(s, side) & both
        if hit:
            key, args = embargo_reason(s, side, hit)
            raise fail(s, action, E.NOT_CONFIRMABLE, key, **args)
    return give, get


def check_confirm_kind(s: State, action: Action | str) -> None:
    """The offerer may confirm some answer (else: why not the first answer given)."""
    need_phase(s, action, CONFIRM)
    offer = open_offer(s, action)
    answered = [v for v in range(s.n) if offer.answers[v] in (ACCEPTED, COUNTERED)]
    if any(confirmable(s, v) for v in answered):
        return
    check_confirm(s, action, answered[0] if answered else -1)


def do_confirm(s: State, action: Action, out: Out) -> None:
    seat = action.a
    give, get = check_confirm(s, action, seat)
    close_deal(s, seat, give, get, EXCHANGE, out)
    s.offer = None
    s.phase = MAIN


def do_decline(s: State, action: Action, out: Out) -> None:
    """``decline`` (the offerer's choice) and ``lapse`` (its clock ran out) both end the offer."""
    need_phase(s, action, CONFIRM)
    s.offer = None
    s.phase = MAIN
    out.append(make(OfferEnded, (s.turn_seat, "declined" if action.kind == "decline" else "lapsed")))


__all__ = [
    "add_trades",
    "barred",
    "can_accept",
    "check_accept",
    "check_confirm",
    "check_confirm_kind",
    "check_counter_kind",
    "check_embargo",
    "check_offer_kind",
    "check_pair",
    "check_some_deal",
    "check_supply_trade",
    "check_trade_kind",
    "confirmable",
    "do_accept",
    "do_close",
    "do_confirm",
    "do_counter",
    "do_decline",
    "do_offer",
    "do_pass",
    "do_trade",
    "embargo_reason",
    "list_accept",
    "list_confirms",
    "list_decline",
    "list_pass",
    "list_trades",
    "mask_of",
    "trade_with_supply",
]
