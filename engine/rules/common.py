"""What every rule module shares: the interned actions, refusals, paying and holding cards.

Nothing here decides a rule; the topic modules beside it do.
"""

from __future__ import annotations

import functools

from .. import actions as A
from .. import errors as E
from ..actions import Action
from ..cards import N_RES, N_VENTURES, RES_NAMES, cards_words
from ..constants import MAX_SEATS, Cards
from ..errors import MalformedAction, RuleError
from ..events import Event, Traded, make
from ..hexgrid import N_CORNERS, N_EDGES, N_TILES
from ..offer import Offer, Request
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
from ..state import State

Out = list[Event]
"""Where a rule puts the events of the action it applies."""


class Acts:
    """Every action without card lists, made once and handed out again and again."""

    def __init__(self) -> None:
        w = A.with_arg
        seats = range(MAX_SEATS)
        self.roll, self.end, self.buy = A.simple(A.ROLL), A.simple(A.END), A.simple(A.BUY)
        self.surveyor, self.reveal = A.simple(A.SURVEYOR), A.simple(A.REVEAL)
        self.close, self.decline, self.lapse = A.simple(A.CLOSE), A.simple(A.DECLINE), A.simple(A.LAPSE)
        self.causeway = [w(A.CAUSEWAY, e) for e in range(N_EDGES)]
        self.hearth = [w(A.HEARTH, c) for c in range(N_CORNERS)]
        self.beacon = [w(A.BEACON, c) for c in range(N_CORNERS)]
        self.warden = {t: w(A.WARDEN, t) for t in range(-1, N_TILES)}
        self.ashcloud = [w(A.ASHCLOUD, t) for t in range(N_TILES)]
        self.bountiful = [w(A.BOUNTIFUL, n) for n in range(13)]
        self.embargo = [w(A.EMBARGO, r) for r in range(N_RES)]
        self.trade = [[w(A.TRADE, g, r) for r in range(N_RES)] for g in range(N_RES)]
        self.barge = [[w(A.BARGE, g, r) for r in range(N_RES)] for g in range(N_RES)]
        self.rob = [w(A.ROB, v) for v in seats]
        self.steal = [w(A.STEAL, r) for r in range(N_RES)]
        self.draw = [w(A.DRAW, k) for k in range(N_VENTURES)]
        self.discard = [[w(A.DISCARD, seat, r) for r in range(N_RES)] for seat in seats]
        self.autodiscard = [w(A.AUTODISCARD, seat) for seat in seats]
        self.accept = [w(A.ACCEPT, seat) for seat in seats]
        self.pass_ = [w(A.PASS, seat) for seat in seats]
        self.unanswered = [w(A.UNANSWERED, seat) for seat in seats]
        self.confirm = [w(A.CONFIRM, seat) for seat in seats]
        self.dice = [(w(A.DICE, a, b), 1 / 36) for a in range(1, 7) for b in range(1, 7)]
        self.tide = [w(A.TIDE, n) for n in range(13)]


@functools.cache
def acts() -> Acts:
    return Acts()


# ------------------------------------------------------------------ who acts, and refusals


def actor(s: State) -> int:
    """The seat whose decision the game waits for (-1 at a chance step or when over):
    ``Game.actor``.  Discards and answers to an offer (or an open-table request) go round
    the table from the seat on turn."""
    ph = s.phase
    if ph == DISCARD:
        owed = s.discard_owed
        for i in range(s.n):
            seat = (s.turn_seat + i) % s.n
            if owed[seat]:
                return seat
        return -1
    if ph == OFFER:
        offer = s.offer
        answers = (offer if offer is not None else s.request).answers  # type: ignore[union-attr]
        for i in range(1, s.n):
            seat = (s.turn_seat + i) % s.n
            if answers[seat] == 0:  # PENDING
                return seat
        return -1
    if ph == ROLL or ph == STEAL or ph == DRAW or ph == OVER or ph == WORLD:
        return -1
    if ph == CARAVAN:
        living = s.living
        return living.caravan[0] if living is not None and living.caravan else -1
    return s.turn_seat


def position(s: State) -> str:
    """Where in the game an action was refused, e.g. ``"main, turn 3, seat 0 to act"``."""
    who = actor(s)
    return f"{s.phase.label}, turn {s.turns}" + (f", seat {who} to act" if who >= 0 else "")


def fail(s: State, action: Action | str, code: str, reason: str, *seats: int,
         place: tuple[str, int] | None = None) -> RuleError:
    """The refusal of ``action`` in ``s`` (raise it).  ``action`` may be a kind alone (a
    question about a kind of action, :mod:`engine.rules.reasons`).  A reason that names other
    seats than the one it addresses writes ``{0}``, ``{1}`` ... for them and gives them as
    ``seats``; one about a place of the island writes ``{place}`` and gives it as ``place``
    (see :meth:`RuleError.worded`)."""
    return RuleError(code, reason, str(action), position(s), seats, place)


def you(s: State, seat: int) -> str:
    """How a reason names ``seat``: "you" when it is the seat that acts, else "seat N"."""
    return "you" if seat == actor(s) else f"seat {seat}"


def does(s: State, seat: int, you_form: str, seat_form: str) -> str:
    """``seat`` with its verb: ``"you do"`` for the seat that acts, else ``"seat 2 does"``."""
    return f"you {you_form}" if seat == actor(s) else f"seat {seat} {seat_form}"


def open_offer(s: State, action: Action | str) -> Offer:
    """The open Exchange Board offer (refuses the action when there is none)."""
    if s.offer is None:
        raise fail(s, action, E.NOT_NOW, "no Exchange Board offer is open")
    return s.offer


def open_request(s: State, action: Action | str) -> Request:
    """The request open at the open table (refuses the action when there is none)."""
    if s.request is None:
        raise fail(s, action, E.NOT_NOW, "no request is open at the open table")
    return s.request


def deal_cards(action: Action) -> tuple[Cards, Cards]:
    """An offer's or a counter's (give, want), whose form :meth:`Action.malformed` checked."""
    if action.give is None or action.want is None:
        raise MalformedAction("an offer names the cards given and the cards wanted", repr(action))
    return action.give, action.want


def need_phase(s: State, action: Action | str, *phases: Phase) -> None:
    if s.phase not in phases:
        raise fail(s, action, E.NOT_NOW, phase_reason(s))


def phase_reason(s: State) -> str:
    """What the game waits for instead (the reason an action of another moment is refused),
    said to the seat that decides now.

    >>> from engine.game import Game, GameConfig
    >>> phase_reason(Game(GameConfig(seats=2, seed=5, island="landfall")).state)
    'found a starting hearth first'
    """
    if s.rules.open_table and s.phase in (OFFER, CONFIRM):
        return "a request is open at the open table" if s.phase == OFFER else "take a quote or walk away first"
    return {
        SETUP_HEARTH: "found a starting hearth first",
        SETUP_CAUSEWAY: "lay a causeway beside your new hearth first",
        PRE_ROLL: "flip the Tide card first" if s.tide else "roll first",
        ROLL: "waiting for the dice" if not s.tide else "waiting for the Tide card",
        DISCARD: "waiting for discards after a 7",
        MOVE_ASHCLOUD: "move the Ashcloud first",
        ROB: "choose whom to rob first",
        STEAL: "waiting for the stolen card",
        MAIN: "not at this point of the turn",
        DRAW: "waiting for the venture card drawn",
        OFFER: "an Exchange Board offer is open",
        CONFIRM: "confirm or decline an answer first",
        WORLD: "waiting for the world event",
        CARAVAN: "waiting for the Supply Caravan",
    }.get(s.phase, "not now")


def over_reason(s: State) -> tuple[str, tuple[int, ...]]:
    """Why nothing may be done in a finished game, with the seats it names: the winner, or the
    seats that shared the win (an end by healing, LIVING-ISLAND 15)."""
    winners = tuple(s.winners) if s.winners else (s.winner,)
    if len(winners) == 1:
        return "the game is over ({0} won)", winners
    last = len(winners) - 1
    names = ", ".join(f"{{{i}}}" for i in range(last)) + f" and {{{last}}}"
    return f"the game is over ({names} shared the win)", winners


def waiting_reason(s: State, seat: int) -> tuple[str, tuple[int, ...]]:
    """Why ``seat`` has no decision now: whom (or what) the game waits for instead, as a
    reason addressed to ``seat`` and the seats it names (``{0}``)."""
    if s.phase == OVER:
        return over_reason(s)
    who = actor(s)
    if who < 0:
        return phase_reason(s), ()
    if s.phase == DISCARD:
        return "waiting for {0} to return cards after a 7", (who,)
    table = s.rules.open_table
    if s.phase == OFFER:
        if seat == s.turn_seat:
            return ("waiting for the answers to your request" if table else "waiting for the answers to your offer"), ()
        return ("waiting for {0}'s answer to the request" if table else "waiting for {0}'s answer to the offer"), (who,)
    if s.phase == CONFIRM:
        return ("waiting for {0} to take a quote or walk away" if table else "waiting for {0} to confirm an answer"), (who,)
    if s.phase == CARAVAN:
        return "waiting for {0} to take a card from the Supply Caravan", (who,)
    return "it is {0}'s turn", (who,)


NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def number_word(n: int) -> str:
    """A small count in words, as a reason says it (``3`` -> ``"three"``; large ones as digits)."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def check_seat(s: State, action: Action | str, seat: int) -> None:
    if not 0 <= seat < s.n:
        raise fail(s, action, E.NO_SUCH_PLACE, f"there is no seat {seat}")


def check_resource(s: State, action: Action | str, r: int) -> None:
    if not 0 <= r < N_RES:
        raise fail(s, action, E.NO_SUCH_PLACE, "name one of the five resources")


# ------------------------------------------------------------------ cards


def mask(cards: Cards) -> int:
    """Bit mask of the resources ``cards`` holds any of."""
    m = 0
    for r in range(N_RES):
        if cards[r]:
            m |= 1 << r
    return m


def holds(hand: list[int], cards: Cards) -> bool:
    return all(hand[r] >= cards[r] for r in range(N_RES))


def affords(hand: list[int], cost: Cards) -> bool:
    return (hand[0] >= cost[0] and hand[1] >= cost[1] and hand[2] >= cost[2] and hand[3] >= cost[3]
            and hand[4] >= cost[4])


def shortfall(hand: list[int], cost: Cards) -> str:
    """``"you need 2 Pine, 1 Basalt and 1 Millet; you have 1 Pine"``: what a cost takes and
    what the hand holds of it.

    >>> shortfall([1, 0, 3, 0, 0], (2, 1, 0, 1, 0))
    'you need 2 Pine, 1 Basalt and 1 Millet; you have 1 Pine'
    >>> shortfall([0, 0, 3, 0, 0], (1, 1, 0, 0, 0))
    'you need 1 Pine and 1 Basalt; you have none of them'
    """
    have = tuple(min(hand[r], cost[r]) if cost[r] else 0 for r in range(N_RES))
    held = cards_words(have) if any(have) else ("none of them" if sum(1 for c in cost if c) > 1 else "none")
    return f"you need {cards_words(cost)}; you have {held}"


def pay(s: State, seat: int, cost: Cards) -> None:
    hand, supply = s.hands[seat], s.supply
    for r in range(N_RES):
        if cost[r]:
            hand[r] -= cost[r]
            supply[r] += cost[r]


def close_deal(s: State, seat: int, give: Cards, get: Cards, via: str, out: Out) -> None:
    """The seat on turn gives ``seat`` ``give`` for ``get``, at once (``via``: the Exchange
    Board's or the open table's deal); ``seat`` has dealt this turn."""
    me = s.turn_seat
    for r in range(N_RES):
        s.hands[me][r] += get[r] - give[r]
        s.hands[seat][r] += give[r] - get[r]
    s.dealt_with[seat] = True
    out.append(make(Traded, (me, seat, give, get, via)))


def res_name(r: int) -> str:
    """A resource as a reason names it (the number itself when it is out of range)."""
    return RES_NAMES[r] if 0 <= r < N_RES else str(r)


__all__ = [
    "Acts",
    "Out",
    "actor",
    "acts",
    "affords",
    "check_resource",
    "check_seat",
    "close_deal",
    "deal_cards",
    "does",
    "fail",
    "holds",
    "mask",
    "need_phase",
    "number_word",
    "open_offer",
    "open_request",
    "pay",
    "phase_reason",
    "position",
    "res_name",
    "shortfall",
    "waiting_reason",
    "you",
]
