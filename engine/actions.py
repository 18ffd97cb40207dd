"""Actions: small value types that print as text and parse back.

Every move in a game, including chance outcomes (dice, Tide cards, venture
draws, stolen cards) and the page's timers (a window closing, an offer
lapsing, an automatic discard), is an :class:`Action`.

>>> Action.parse("causeway 23")
Action(kind='causeway', a=23, b=-1, give=None, want=None)
>>> str(Action.parse("offer 2 pine, 1 kelp for 1 copper"))
'offer 2 pine, 1 kelp for 1 copper'
>>> str(Action.parse("discard 2 millet"))
'discard 2 millet'
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from .cards import N_RES, RESOURCES, VENTURES, Cards, format_cards, resource_index
from .hexgrid import TILE_IDS, tile_index


class RuleError(ValueError):
    """An action that the rules do not allow here; the message says why."""


# Action kinds.  The text form of each is shown beside it.
ROLL = "roll"            # roll
DICE = "dice"            # dice 3 4          (chance: the dice show 3 and 4)
TIDE = "tide"            # tide 8            (chance: the Tide card shows 8)
END = "end"              # end               (end the turn)
CAUSEWAY = "causeway"    # causeway 23       (build on edge 23)
HEARTH = "hearth"        # hearth 17         (build on corner 17)
BEACON = "beacon"        # beacon 17         (raise on your hearth at corner 17)
BUY = "buy"              # buy               (buy a venture card)
DRAW = "draw"            # draw warden       (chance: the card drawn)
WARDEN = "warden"        # warden B2 | warden calm
SURVEYOR = "surveyor"    # surveyor
BOUNTIFUL = "bountiful"  # bountiful 8
EMBARGO = "embargo"      # embargo kelp
REVEAL = "reveal"        # reveal            (turn one Landmark face up)
TRADE = "trade"          # trade pine for basalt   (Supply or jetty, at your best rate)
BARGE = "barge"          # barge pine for basalt   (two players: 2 for 1, once a turn)
ASHCLOUD = "ashcloud"    # ashcloud B2       (move the Ashcloud after a 7)
ROB = "rob"              # rob 2             (choose seat 2 to steal from)
STEAL = "steal"          # steal kelp        (chance: the card stolen)
DISCARD = "discard"      # discard 1 pine    (seat 1 returns one Pine)
AUTODISCARD = "autodiscard"  # autodiscard 1  (timer: seat 1's 30 s ran out)
OFFER = "offer"          # offer 2 pine for 1 kelp  (post on the Exchange Board)
ACCEPT = "accept"        # accept 2
PASS = "pass"            # pass 2
COUNTER = "counter"      # counter 2 1 kelp for 2 pine  (seat 2 gives 1 kelp, wants 2 pine)
CLOSE = "close"          # close             (timer: the answer window closes)
CONFIRM = "confirm"      # confirm 2         (deal with seat 2)
DECLINE = "decline"      # decline           (the offerer takes no answer)
LAPSE = "lapse"          # lapse             (timer: the offer lapses unconfirmed)

CHANCE_KINDS = frozenset({DICE, TIDE, DRAW, STEAL})
TIMER_KINDS = frozenset({AUTODISCARD, CLOSE, LAPSE})

_NO_ARG = (ROLL, END, BUY, SURVEYOR, REVEAL, CLOSE, DECLINE, LAPSE)
_INT_ARG = (CAUSEWAY, HEARTH, BEACON, BOUNTIFUL, ROB, ACCEPT, PASS, CONFIRM, AUTODISCARD, TIDE)
_TILE_ARG = (ASHCLOUD,)
_RES_ARG = (EMBARGO, STEAL)
_RES_PAIR = (TRADE, BARGE)


class Action(NamedTuple):
    """One move.  Build actions with the helper functions or :meth:`parse`.

    Fields: ``kind`` (one of the kind constants), ``a`` and ``b`` (integers
    whose meaning depends on the kind: a corner, edge, tile, number, seat or
    resource index), ``give`` and ``want`` (card counts for offers and
    counters).
    """

    kind: str
    a: int = -1
    b: int = -1
    give: Cards | None = None
    want: Cards | None = None

    def __str__(self) -> str:
        k = self.kind
        if k in _NO_ARG:
            return k
        if k in _INT_ARG:
            return f"{k} {self.a}"
        if k in _TILE_ARG:
            return f"{k} {_name(TILE_IDS, self.a)}"
        if k == WARDEN:
            return f"{k} {'calm' if self.a == -1 else _name(TILE_IDS, self.a)}"
        if k in _RES_ARG:
            return f"{k} {_name(RESOURCES, self.a)}"
        if k in _RES_PAIR:
            return f"{k} {_name(RESOURCES, self.a)} for {_name(RESOURCES, self.b)}"
        if k == DICE:
            return f"{k} {self.a} {self.b}"
        if k == DRAW:
            return f"{k} {_name(VENTURES, self.a)}"
        if k == DISCARD:
            return f"{k} {self.a} {_name(RESOURCES, self.b)}"
        if k == OFFER:
            return f"{k} {_cards_text(self.give)} for {_cards_text(self.want)}"
        if k == COUNTER:
            return f"{k} {self.a} {_cards_text(self.give)} for {_cards_text(self.want)}"
        return f"{k} {self.a} {self.b}"

    @staticmethod
    def parse(text: str) -> "Action":
        """Read an action from its text form (the inverse of ``str``).

        >>> Action.parse("warden calm") == warden(-1)
        True
        >>> Action.parse("fly 3")
        Traceback (most recent call last):
        ...
        engine.actions.RuleError: 'fly 3' is not an action: unknown kind 'fly'
        """
        words = text.strip().split()
        if not words:
            raise RuleError("'' is not an action: it is empty")
        k, rest = words[0].lower(), words[1:]
        try:
            if k in _NO_ARG and not rest:
                return Action(k)
            if k in _INT_ARG and len(rest) == 1:
                return Action(k, int(rest[0]))
            if k in _TILE_ARG and len(rest) == 1:
                return Action(k, tile_index(rest[0]))
            if k == WARDEN and len(rest) == 1:
                return Action(k, -1 if rest[0].lower() == "calm" else tile_index(rest[0]))
            if k in _RES_ARG and len(rest) == 1:
                return Action(k, resource_index(rest[0]))
            if k in _RES_PAIR and len(rest) == 3 and rest[1] == "for":
                return Action(k, resource_index(rest[0]), resource_index(rest[2]))
            if k == DICE and len(rest) == 2:
                return Action(k, int(rest[0]), int(rest[1]))
            if k == DRAW and len(rest) == 1:
                return Action(k, VENTURES.index(rest[0].lower()))
            if k == DISCARD and len(rest) == 2:
                return Action(k, int(rest[0]), resource_index(rest[1]))
            if k == OFFER:
                give, want = _parse_deal(" ".join(rest))
                return Action(k, give=give, want=want)
            if k == COUNTER and rest:
                give, want = _parse_deal(" ".join(rest[1:]))
                return Action(k, int(rest[0]), give=give, want=want)
        except ValueError as exc:
            raise RuleError(f"{text!r} is not an action: {exc}") from None
        known = _NO_ARG + _INT_ARG + _TILE_ARG + _RES_ARG + _RES_PAIR + (WARDEN, DICE, DRAW, DISCARD, OFFER, COUNTER)
        if k not in known:
            raise RuleError(f"{text!r} is not an action: unknown kind {k!r}")
        raise RuleError(f"{text!r} is not an action: wrong arguments for {k!r}")


def _name(names: tuple[str, ...], i: int) -> str:
    """``names[i]``, or the bare number when ``i`` is out of range (so an error can show a bad action)."""
    return names[i] if 0 <= i < len(names) else str(i)


def _cards_text(cards: Cards | None) -> str:
    return format_cards(cards or (0,) * N_RES)


def _parse_cards(text: str) -> Cards:
    counts = [0] * N_RES
    if text.strip().lower() == "nothing":  # what format_cards prints for no cards
        return (0, 0, 0, 0, 0)
    for part in text.split(","):
        words = part.split()
        if len(words) != 2:
            raise ValueError(f"cannot read cards {part.strip()!r} (expected e.g. '2 pine')")
        n = int(words[0])
        if n < 0:
            raise ValueError(f"negative count in {part.strip()!r}")
        counts[resource_index(words[1])] += n
    return (counts[0], counts[1], counts[2], counts[3], counts[4])


def _parse_deal(text: str) -> tuple[Cards, Cards]:
    if " for " not in text:
        raise ValueError("expected '<cards> for <cards>'")
    give, want = text.split(" for ", 1)
    return _parse_cards(give), _parse_cards(want)


# Interned constructors: the engine hands out the same objects again and again.
@functools.cache
def simple(kind: str) -> Action:
    """An action with no argument (``roll``, ``end``, ``buy`` ...)."""
    return Action(kind)


@functools.cache
def with_arg(kind: str, a: int, b: int = -1) -> Action:
    """An action with one or two integer arguments."""
    return Action(kind, a, b)


def causeway(edge: int) -> Action:
    return with_arg(CAUSEWAY, edge)


def hearth(corner: int) -> Action:
    return with_arg(HEARTH, corner)


def beacon(corner: int) -> Action:
    return with_arg(BEACON, corner)


def warden(tile: int) -> Action:
    """Play a Warden moving the Ashcloud to ``tile`` (``-1`` to calm it)."""
    return with_arg(WARDEN, tile)


def offer(give: Cards, want: Cards) -> Action:
    """Post an offer on the Exchange Board."""
    return Action(OFFER, give=tuple(give), want=tuple(want))  # type: ignore[arg-type]


def counter(seat: int, give: Cards, want: Cards) -> Action:
    """Seat ``seat`` counters: it gives ``give`` and wants ``want``."""
    return Action(COUNTER, seat, give=tuple(give), want=tuple(want))  # type: ignore[arg-type]
