"""What every rule module shares: the interned actions, refusals, paying and holding cards.

Nothing here decides a rule; the topic modules beside it do.
"""

from __future__ import annotations

import functools

from .. import actions as A
from .. import errors as E
from ..actions import Action
from ..cards import N_RES, N_VENTURES
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


def fail(s: State, action: Action | str, code: str, key: str, **args: object) -> RuleError:
    """The refusal of ``action`` in ``s`` (raise it): ``code``, and why as refusal ``key``
    (one of :data:`engine.refusals.KEYS`) with its arguments as values (seats, places, card
    counts: see :mod:`engine.refusals`).  ``action`` may be a kind alone (a question about a
    kind of action, :mod:`engine.rules.reasons`)."""
    return RuleError(code, action=str(action), position=position(s), key=key, args=args)


def fail_you(s: State, action: Action | str, code: str, seat: int, you_key: str, seat_key: str,
             **args: object) -> RuleError:
    """The refusal addressed to the seat that acts (``you_key``: "you do not hold ..."), or, when
    ``seat`` is another, naming it (``seat_key``, with the argument ``seat``)."""
    if seat == actor(s):
        return fail(s, action, code, you_key, **args)
    return fail(s, action, code, seat_key, seat=seat, **args)


def open_offer(s: State, action: Action | str) -> Offer:
    """The open Exchange Board offer (refuses the action when there is none)."""
    if s.offer is None:
        raise fail(s, action, E.NOT_NOW, "no-offer-open")
    return s.offer


def open_request(s: State, action: Action | str) -> Request:
    """The request open at the open table (refuses the action when there is none)."""
    if s.request is None:
        raise fail(s, action, E.NOT_NOW, "no-request-open")
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
    'setup-hearth-first'
    """
    if s.rules.open_table and s.phase in (OFFER, CONFIRM):
        return "request-open" if s.phase == OFFER else "take-quote-first"
    return {
        SETUP_HEARTH: "setup-hearth-first",
        SETUP_CAUSEWAY: "setup-causeway-first",
        PRE_ROLL: "flip-first" if s.tide else "roll-first",
        ROLL: "waiting-dice" if not s.tide else "waiting-tide",
        DISCARD: "waiting-discards",
        MOVE_ASHCLOUD: "move-ashcloud-first",
        ROB: "rob-first",
        STEAL: "waiting-steal",
        MAIN: "not-this-point",
        DRAW: "waiting-draw",
        OFFER: "offer-open",
        CONFIRM: "confirm-first",
        WORLD: "waiting-world",
        CARAVAN: "waiting-caravan",
    }.get(s.phase, "not-now")


Why = tuple[str, dict[str, object]]
"""A refusal's key and its arguments."""


def over_reason(s: State) -> Why:
    """Why nothing may be done in a finished game, with the seats it names: the winner, or the
    seats that shared the win (an end by healing, LIVING-ISLAND 15)."""
    winners = tuple(s.winners) if s.winners else (s.winner,)
    if len(winners) == 1:
        return "game-over-won", {"seat": winners[0]}
    return "game-over-shared", {"winners": winners}


def waiting_reason(s: State, seat: int) -> Why:
    """Why ``seat`` has no decision now: whom (or what) the game waits for instead, as a
    refusal's key and arguments addressed to ``seat``."""
    if s.phase == OVER:
        return over_reason(s)
    who = actor(s)
    if who < 0:
        return phase_reason(s), {}
    if s.phase == DISCARD:
        return "waiting-discard-of", {"seat": who}
    table = s.rules.open_table
    if s.phase == OFFER:
        if seat == s.turn_seat:
            return ("waiting-answers-request" if table else "waiting-answers-offer"), {}
        return ("waiting-answer-request" if table else "waiting-answer-offer"), {"seat": who}
    if s.phase == CONFIRM:
        return ("waiting-take-quote" if table else "waiting-confirm"), {"seat": who}
    if s.phase == CARAVAN:
        return "waiting-caravan-of", {"seat": who}
    return "turn-of", {"seat": who}


def check_seat(s: State, action: Action | str, seat: int) -> None:
    if not 0 <= seat < s.n:
        raise fail(s, action, E.NO_SUCH_PLACE, "no-seat", n=seat)


def check_resource(s: State, action: Action | str, r: int) -> None:
    if not 0 <= r < N_RES:
        raise fail(s, action, E.NO_SUCH_PLACE, "name-resource")


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


def shortfall(hand: list[int], cost: Cards) -> dict[str, object]:
    """What a cost takes and what the hand holds of it, a ``need-have`` refusal's arguments
    (``"you need 2 Pine, 1 Basalt and 1 Millet; you have 1 Pine"``).

    >>> shortfall([1, 0, 3, 0, 0], (2, 1, 0, 1, 0))
    {'need': (2, 1, 0, 1, 0), 'have': (1, 0, 0, 0, 0)}
    """
    return {"need": tuple(cost), "have": tuple(min(hand[r], cost[r]) if cost[r] else 0 for r in range(N_RES))}


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


__all__ = [
    "Acts",
    "Out",
    "Why",
    "actor",
    "acts",
    "affords",
    "check_resource",
    "check_seat",
    "close_deal",
    "deal_cards",
    "fail",
    "fail_you",
    "holds",
    "mask",
    "need_phase",
    "open_offer",
    "open_request",
    "pay",
    "phase_reason",
    "position",
    "shortfall",
    "waiting_reason",
]
