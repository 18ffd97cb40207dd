"""Why an action is refused: :class:`RuleError`, and :class:`MalformedAction` for one that is
not an action at all.

A refusal carries a stable machine-readable :attr:`~RuleError.code` (one of :data:`CODES`),
why as values, a :attr:`~RuleError.key` of :data:`engine.refusals.KEYS` and its arguments
(:attr:`~RuleError.values`: counts, card counts, resources, seats, places), which a page words
in its language; :attr:`~RuleError.reason` is the engine's English for them.  ``str()`` puts
it in one sentence with the action and the position it was refused in:

>>> err = RuleError(CANNOT_AFFORD, action="causeway 23", position="main, turn 4", key="need-have",
...                 args={"need": (1, 1, 0, 0, 0), "have": (1, 0, 0, 0, 0)})
>>> err.code, err.key, err.reason
('cannot-afford', 'need-have', 'you need 1 Pine and 1 Basalt; you have 1 Pine')
>>> str(err)
"'causeway 23' is not legal: you need 1 Pine and 1 Basalt; you have 1 Pine (main, turn 4)"
>>> str(MalformedAction("unknown kind 'fly'", "'fly 3'"))
"'fly 3' is not an action: unknown kind 'fly'"

The seats a reason names are among its values, and in :attr:`~RuleError.seats`, so that a page
can put the players' names in; the engine's own text says "seat N":

>>> err = RuleError(EMBARGOED, key="embargo", args={"until": ((2, 2),)})
>>> err.reason, err.seats
("Kelp is under Embargo until seat 2's next turn", (2,))
>>> err.worded(["Ana", "Bo", "Moss"].__getitem__)
"Kelp is under Embargo until Moss's next turn"

A reason about one place of the island keeps it as a value too (``place``: ``("corner", 31)``,
``("edge", 46)`` or ``("tile", 4)``), so that a page names it as players do; the engine's own
text says "corner 31", "edge 46" or the tile's id:

>>> err = RuleError(PLACE_TAKEN, action="hearth 31", key="corner-not-open", args={"place": ("corner", 31)})
>>> err.reason, err.place
('corner 31 is not open (a piece stands on it or next to it)', ('corner', 31))
>>> err.worded(str, lambda kind, i: "the corner of Pine 8, Kelp 5 and Copper 11")
'the corner of Pine 8, Kelp 5 and Copper 11 is not open (a piece stands on it or next to it)'

A refusal made with words and no key keeps them as they are (a test's; ``{0}`` stands for
its first seat):

>>> RuleError(NOT_NOW, "{0} is thinking", seats=(1,)).worded(["Ana", "Bo"].__getitem__)
'Bo is thinking'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

from .refusals import english, place_id, place_of, seat_id, seats_named

# The codes, stable across versions (tests, tools and the page may rely on them).
MALFORMED: Final = "malformed"
"""Not an action: text that does not parse, an unknown kind, arguments of the wrong type."""
GAME_OVER: Final = "game-over"
NOT_NOW: Final = "not-now"
"""The game waits for something else (another phase, another seat, a chance outcome)."""
NO_SUCH_PLACE: Final = "no-such-place"
"""A corner, edge, tile, seat, number or resource that does not exist."""
PLACE_TAKEN: Final = "place-taken"
"""A corner that is not open, or an edge that already has a causeway."""
NOT_CONNECTED: Final = "not-connected"
"""A piece that would not touch the seat's own network (or would pass an opponent's piece)."""
NOT_YOURS: Final = "not-yours"
"""A beacon on a corner that is not one of the seat's own hearths."""
POOL_EMPTY: Final = "pool-empty"
CANNOT_AFFORD: Final = "cannot-afford"
"""The seat does not hold what the action costs, gives or offers."""
SUPPLY_EMPTY: Final = "supply-empty"
DECK_EMPTY: Final = "deck-empty"
SHELTERED: Final = "sheltered"
"""The Ashcloud may not go to that tile (it is sheltered, or it is already there)."""
NOT_ROBBABLE: Final = "not-robbable"
NOTHING_OWED: Final = "nothing-owed"
"""A discard from a seat that owes none."""
CARD_NOT_HELD: Final = "card-not-held"
"""A venture card, Landmark or resource card the seat does not hold."""
ONE_VENTURE_A_TURN: Final = "one-venture-a-turn"
JUST_BOUGHT: Final = "just-bought"
"""A venture card bought this turn, which may not be played until a later turn."""
AFTER_ROLL: Final = "after-roll"
"""A venture card that is only played after rolling."""
EMBARGOED: Final = "embargoed"
BARGE: Final = "barge"
"""The Barge: only in two-player games, once a turn."""
BAD_TRADE: Final = "bad-trade"
"""A trade or an offer whose terms the rules do not allow (the same resource, no cards, too many)."""
OFFER_LIMIT: Final = "offer-limit"
DEALT: Final = "dealt"
"""A seat already dealt with this turn, or an answer already given."""
NOT_CONFIRMABLE: Final = "not-confirmable"
DISCARD_COUNT: Final = "discard-count"
"""A discard of more or fewer cards than the seat owes (a whole discard, as a page drafts it)."""
CHANCE: Final = "chance"
"""A chance outcome given where the game's seed decides, or one the seed does not give."""
ONCE_A_TURN: Final = "once-a-turn"
"""A Reclaim or a Bribe when the seat has made its one this turn."""
NOT_SCORCHED: Final = "not-scorched"
"""A Reclaim of a half that is not scorched, or not next to the seat's buildings."""
OTHER_RULES: Final = "other-rules"
"""An action the game's rule set does not have (a Reclaim in Cinderisle, an Exchange Board
offer in Living Island)."""

CODES: Final = (
    MALFORMED, GAME_OVER, NOT_NOW, NO_SUCH_PLACE, PLACE_TAKEN, NOT_CONNECTED, NOT_YOURS, POOL_EMPTY,
    CANNOT_AFFORD, SUPPLY_EMPTY, DECK_EMPTY, SHELTERED, NOT_ROBBABLE, NOTHING_OWED, CARD_NOT_HELD,
    ONE_VENTURE_A_TURN, JUST_BOUGHT, AFTER_ROLL, EMBARGOED, BARGE, BAD_TRADE, OFFER_LIMIT, DEALT,
    NOT_CONFIRMABLE, CHANCE, DISCARD_COUNT, ONCE_A_TURN, NOT_SCORCHED, OTHER_RULES,
)
"""Every code a :class:`RuleError` may carry."""


class RuleError(ValueError):
    """An action the rules do not allow here.  Nothing was changed.

    :attr:`code` is one of :data:`CODES`; :attr:`key` (one of :data:`engine.refusals.KEYS`)
    and :attr:`values` say why as values, which a page words in its language; :attr:`reason`
    is the engine's English for them (the command line shows it as it is); :attr:`action` is
    the action's text and :attr:`position` where in the game it was refused (``"main, turn
    4, seat 2 to act"``).  "You" in a reason is the seat it is addressed to; any other seat it
    names is in :attr:`seats`, and :meth:`worded` puts names in.  The one place of the island
    a reason is about, if any, is :attr:`place`.

    :attr:`template` is the English with ``{0}``, ``{1}`` ... for the seats and ``{place}`` for
    the place.  A refusal made without a key (``RuleError(code, "words")``: a page's own, a
    test's) is made from such a template (``key`` is ``""``).
    """

    def __init__(self, code: str, reason: str = "", action: str = "", position: str = "",
                 seats: tuple[int, ...] = (), place: tuple[str, int] | None = None, *,
                 key: str = "", args: Mapping[str, object] | None = None) -> None:
        self.code = code
        self.key = key
        self.values: dict[str, object] = dict(args or {})
        """The refusal's arguments by name, as values (``args`` is the exception's own)."""
        if key:
            seats, place = seats_named(key, self.values), place_of(self.values)
        self._template = None if key else reason
        self._reason: str | None = None
        self.seats = seats
        self.place = place
        self.action = action
        self.position = position
        super().__init__()  # the words are made when asked for (a search may meet many refusals)

    @property
    def template(self) -> str:
        """The English with ``{0}``, ``{1}`` ... for the seats it names and ``{place}`` for its place."""
        if self._template is None:
            count = iter(range(len(self.seats)))
            self._template = english(self.key, self.values, lambda seat: f"{{{next(count)}}}", lambda kind, i: "{place}")
        return self._template

    @property
    def reason(self) -> str:
        """Why, in the engine's English ("seat N" for a seat it names)."""
        if self._reason is None:
            self._reason = self.worded(seat_id)
        return self._reason

    def __str__(self) -> str:
        return self._sentence()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._sentence()!r})"

    def worded(self, name: Callable[[int], str], place: Callable[[str, int], str] | None = None) -> str:
        """The reason in English with ``name(seat)`` for each seat it names (``"seat N"`` in
        :attr:`reason`) and ``place(kind, id)`` for its place (:func:`place_id` when None)."""
        if self.key:
            return english(self.key, self.values, name, place or place_id)
        if not self.seats and self.place is None:
            return self.template  # a template without seats is the reason itself (no braces read)
        where = "" if self.place is None else (place or place_id)(*self.place)
        return self.template.format(*(name(seat) for seat in self.seats), place=where)

    def _sentence(self) -> str:
        head = f"'{self.action}' is not legal: " if self.action else ""
        tail = f" ({self.position})" if self.position else ""
        return f"{head}{self.reason}{tail}"

    def __reduce__(self) -> tuple[Callable[..., RuleError], tuple[object, ...]]:
        return _rebuild, (type(self), self.code, self.template, self.action, self.position, self.seats, self.place,
                          self.key, self.values)  # picklable


def _rebuild(cls: type[RuleError], code: str, reason: str, action: str, position: str, seats: tuple[int, ...],
             place: tuple[str, int] | None, key: str, args: dict[str, object]) -> RuleError:
    err = RuleError.__new__(cls)
    RuleError.__init__(err, code, reason, action, position, seats, place, key=key, args=args)
    return err


class MalformedAction(RuleError):
    """Not an action at all: text that does not parse, an unknown kind, arguments of the wrong
    type (``True`` as a count, a list where a tuple of five counts belongs).  A malformed
    action is never recorded.  Its key is ``malformed``; why, in English, is its ``why``
    (a page makes only actions; the command line reads it)."""

    def __init__(self, reason: str, action: str = "", position: str = "") -> None:
        super().__init__(MALFORMED, "", action, position, key="malformed", args={"why": reason})

    def _sentence(self) -> str:
        """``<the action as written> is not an action: <reason>``; ``action`` is given as it
        should be quoted (the text in quotes, or the ``repr`` of a value that is no action)."""
        return f"{self.action} is not an action: {self.reason}" if self.action else self.reason


class RecordError(ValueError):
    """A game record that cannot be read or replayed; the message says where and why."""


__all__ = ["CODES", "MalformedAction", "RecordError", "RuleError", "place_id"]
