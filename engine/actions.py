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

from .cards import N_RES, RESOURCES, VENTURES, five, format_cards, resource_index
from .constants import Cards
from .errors import MalformedAction
from .halves import N_HALVES, half_id, half_index, row_index
from .hexgrid import ROW_NAMES, TILE_IDS, tile_index

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
CLOSE = "close"          # close             (timer: the shared answer window closes)
UNANSWERED = "unanswered"  # unanswered 2     (timer: seat 2's own 20 s to answer ran out: it passes)
CONFIRM = "confirm"      # confirm 2         (deal with seat 2)
DECLINE = "decline"      # decline           (the offerer takes no answer)
LAPSE = "lapse"          # lapse             (timer: the offer lapses unconfirmed)
# Living Island
MILITIA = "militia"      # militia B2        (move the Ashcloud and steal)
TRIBUTE = "tribute"      # tribute kelp
CACHE = "cache"          # cache pine copper (take 2 whole cards from the Supply; "cache pine" / "cache nothing": fewer)
TRAILBLAZING = "trailblazing"  # trailblazing (2 free causeways this turn)
RECLAIM = "reclaim"      # reclaim B2n paying 1 pine, 1 kelp, 1 copper
BRIBE = "bribe"          # bribe C4 paying 2 pine
CARAVAN = "caravan"      # caravan 2 pine    (seat 2 takes a Pine from the Supply Caravan)
WORLD = "world"          # world burn        (chance: the world event's kind)
EVENT = "event"          # event fire-front  (chance: the world event)
EPICENTER = "epicenter"  # epicenter B2      (chance)
ROW = "row"              # row B             (chance)
SCORCH = "scorch"        # scorch A2s        (chance: a half Ashfall burns)
SINK = "sink"            # sink D3           (chance: the tile a Sinkhole swallows)
HEAL = "heal"            # heal B2n kelp     (chance: a half heals into kelp)
WANDER = "wander"        # wander C4         (chance: where the Ashcloud wanders)

KINDS = frozenset({ROLL, DICE, TIDE, END, CAUSEWAY, HEARTH, BEACON, BUY, DRAW, WARDEN, SURVEYOR, BOUNTIFUL,
                   EMBARGO, REVEAL, TRADE, BARGE, ASHCLOUD, ROB, STEAL, DISCARD, AUTODISCARD, OFFER, ACCEPT,
                   PASS, COUNTER, CLOSE, UNANSWERED, CONFIRM, DECLINE, LAPSE, MILITIA, TRIBUTE, CACHE, TRAILBLAZING,
                   RECLAIM, BRIBE, CARAVAN, WORLD, EVENT, EPICENTER, ROW, SCORCH, SINK, HEAL, WANDER})
"""Every kind of action."""
CHANCE_KINDS = frozenset({DICE, TIDE, DRAW, STEAL, WORLD, EVENT, EPICENTER, ROW, SCORCH, SINK, HEAL, WANDER})
TIMER_KINDS = frozenset({AUTODISCARD, CLOSE, UNANSWERED, LAPSE})
TAKE_BACK_KINDS = frozenset({HEARTH, CAUSEWAY, BEACON, TRADE, BARGE})
"""What a seat may take back (:meth:`engine.game.Game.undo`): its builds (placement included,
and a Surveyor's free causeways) and its trades with the Supply, a jetty or the Barge.
Anything else (a roll, a card bought or played, an offer, the end of a turn) stands."""

_NO_ARG = (ROLL, END, BUY, SURVEYOR, REVEAL, CLOSE, DECLINE, LAPSE, TRAILBLAZING)
_INT_ARG = (CAUSEWAY, HEARTH, BEACON, BOUNTIFUL, ROB, ACCEPT, PASS, CONFIRM, AUTODISCARD, UNANSWERED, TIDE)
_TILE_ARG = (ASHCLOUD, MILITIA, EPICENTER, SINK, WANDER)
_RES_ARG = (EMBARGO, STEAL, TRIBUTE)
_RES_PAIR = (TRADE, BARGE)
_PAID = (RECLAIM, BRIBE)
"""Kinds that name a place and the cards paid for it."""
WORLD_KINDS: tuple[str, ...] = ("burn", "heal", "still")
"""The kinds of world event, as ``world`` writes them (LIVING-ISLAND 9.1)."""
WORLD_EVENTS: tuple[str, ...] = (
    "emberstorm", "fire-front", "ashfall", "blight", "raider-razing", "sinkhole",
    "verdant-cascade", "spring-rains", "pioneers-return", "wildbloom", "river-rebirth", "sanctuary",
    "tremor", "reversal", "supply-caravan", "wandering-traders",
)
"""The sixteen world events, as ``event`` writes them, in the order of LIVING-ISLAND 9.3."""


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
        if k == RECLAIM:
            return f"{k} {_half_name(self.a)} paying {_cards_text(self.give)}"
        if k == BRIBE:
            return f"{k} {_name(TILE_IDS, self.a)} paying {_cards_text(self.give)}"
        if k == CACHE:
            taken = [_name(RESOURCES, r) for r in (self.a, self.b) if r != -1]
            return f"{k} {' '.join(taken) or 'nothing'}"
        if k == CARAVAN:
            return f"{k} {self.a} {_name(RESOURCES, self.b)}"
        if k == WORLD:
            return f"{k} {_name(WORLD_KINDS, self.a)}"
        if k == EVENT:
            return f"{k} {_name(WORLD_EVENTS, self.a)}"
        if k == ROW:
            return f"{k} {_name(tuple(ROW_NAMES), self.a)}"
        if k == SCORCH:
            return f"{k} {_half_name(self.a)}"
        if k == HEAL:
            return f"{k} {_half_name(self.a)} {_name(RESOURCES, self.b)}"
        if k == COUNTER:
            return f"{k} {self.a} {_cards_text(self.give)} for {_cards_text(self.want)}"
        return f"{k} {self.a} {self.b}"

    @staticmethod
    def parse(text: str) -> Action:
        """Read an action from its text form (the inverse of ``str``).

        >>> Action.parse("warden calm") == warden(-1)
        True
        >>> Action.parse("fly 3")
        Traceback (most recent call last):
        ...
        engine.errors.MalformedAction: 'fly 3' is not an action: unknown kind 'fly'
        """
        if not isinstance(text, str):
            raise MalformedAction("an action's text form is a string", repr(text))
        words = text.strip().split()
        if not words:
            raise MalformedAction("it is empty", repr(text))
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
            if k in _PAID and len(rest) >= 3 and rest[1] == "paying":
                where = half_index(rest[0]) if k == RECLAIM else tile_index(rest[0])
                return Action(k, where, give=_parse_cards(" ".join(rest[2:])))
            if k == CACHE and rest == ["nothing"]:
                return Action(k)
            if k == CACHE and 1 <= len(rest) <= 2:
                taken = [resource_index(w) for w in rest]
                return Action(k, taken[0], taken[1] if len(taken) == 2 else -1)
            if k == CARAVAN and len(rest) == 2:
                return Action(k, int(rest[0]), resource_index(rest[1]))
            if k == WORLD and len(rest) == 1:
                return Action(k, _index_of(WORLD_KINDS, rest[0], "world event kind"))
            if k == EVENT and len(rest) == 1:
                return Action(k, _index_of(WORLD_EVENTS, rest[0], "world event"))
            if k == ROW and len(rest) == 1:
                return Action(k, row_index(rest[0]))
            if k == SCORCH and len(rest) == 1:
                return Action(k, half_index(rest[0]))
            if k == HEAL and len(rest) == 2:
                return Action(k, half_index(rest[0]), resource_index(rest[1]))
            if k == COUNTER and rest:
                give, want = _parse_deal(" ".join(rest[1:]))
                return Action(k, int(rest[0]), give=give, want=want)
        except ValueError as exc:
            raise MalformedAction(str(exc), repr(text)) from None
        if k not in KINDS:
            raise MalformedAction(f"unknown kind {k!r}", repr(text))
        raise MalformedAction(f"wrong arguments for {k!r}", repr(text))

    def malformed(self) -> str | None:
        """Why this is not an action at all, or None if its form is right (whether it is
        legal is the rules' business).  Arguments are whole numbers (``True`` is not a
        count); card lists are tuples of five whole numbers, 0 or more, given for offers
        and counters only.

        >>> Action("offer", give=(0, True, 0, 0, 0), want=(0, 0, 1, 0, 0)).malformed()
        'card counts are whole numbers, 0 or more'
        >>> Action("causeway", 23).malformed() is None
        True
        """
        if type(self.kind) is not str or self.kind not in KINDS:
            return f"unknown kind {self.kind!r}"
        if type(self.a) is not int or type(self.b) is not int:
            return "its arguments must be whole numbers"
        deal = self.kind in (OFFER, COUNTER)
        paid = self.kind in _PAID
        for given, cards in ((True, self.give), (False, self.want)):  # (by place: the two may be one tuple)
            if cards is None:
                if deal:
                    return "an offer names the cards given and the cards wanted"
                if paid and given:
                    return f"'{self.kind}' names the cards paid"
                continue
            if not deal and not (paid and given):
                return f"'{self.kind}' takes no card list"
            if type(cards) is not tuple or len(cards) != N_RES:
                return f"a card list is a tuple of {N_RES} counts"
            if any(type(x) is not int or x < 0 for x in cards):
                return "card counts are whole numbers, 0 or more"
        return None


def _name(names: tuple[str, ...], i: int) -> str:
    """``names[i]``, or ``i`` itself when it is not an index of ``names`` (so that even a
    malformed action prints, and an error can show it)."""
    return names[i] if type(i) is int and 0 <= i < len(names) else str(i)


def _half_name(h: int) -> str:
    return half_id(h) if type(h) is int and 0 <= h < N_HALVES else str(h)


def _index_of(names: tuple[str, ...], word: str, what: str) -> int:
    try:
        return names.index(word.lower())
    except ValueError:
        raise ValueError(f"unknown {what} {word!r}") from None


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
    return Action(OFFER, give=five(give), want=five(want))


def counter(seat: int, give: Cards, want: Cards) -> Action:
    """Seat ``seat`` counters: it gives ``give`` and wants ``want``."""
    return Action(COUNTER, seat, give=five(give), want=five(want))
