"""What happened: the events that applying an action (or a chance outcome) yields.

:func:`engine.rules.apply` returns the events of that action, in the
order they happened; :meth:`Game.play <engine.game.Game.play>` those of the action and of
the chance steps it set off.  Pages build their log, their animations and their end-of-game
tables from them, never by comparing states.

Events are small immutable values (named tuples) that print and compare.  **A part is private
unless declared**: every event type says, with :func:`seen`, who may see each of its parts
(:data:`EVERYONE`, or only the seats named by some of its own parts); :func:`seen_by` shows a
seat what the declarations let it see and hides everything else (an undeclared part, or an
event type with no declaration at all, is None to every eye).  Three carry a private part:

- :class:`Stolen`: the card stolen, seen only by the thief and the victim;
- :class:`Bought`: the venture card bought, seen only by its owner;
- :class:`AnswerSealed`: an answer at Living Island's open table, quote or pass, seen only by
  the seat that answered until the window closes (then :class:`QuotesShown` shows them all).

``tests/engine/test_conformance.py`` checks that every event type declares every part.

>>> from engine.game import Game, GameConfig
>>> g = Game(GameConfig(seats=2, seed=11, island="landfall"))
>>> g.play(g.legal_actions()[0])
[Built(seat=1, piece='hearth', place=0)]
>>> seen_by(Bought(seat=0, card=3), viewer=1)
Bought(seat=0, card=None)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, NamedTuple, TypeAlias, TypeVar

from .constants import Cards

HEARTH: Final = "hearth"
BEACON: Final = "beacon"
CAUSEWAY: Final = "causeway"

GRAND_CAUSEWAY: Final = "Grand Causeway"
STEADFAST_WATCH: Final = "Steadfast Watch"

SUPPLY: Final = "supply"
BARGE: Final = "barge"
EXCHANGE: Final = "exchange"
TABLE: Final = "table"
"""How :class:`Traded` names a deal at Living Island's open table."""

EVERYONE: Final = "everyone"
"""A part of an event that every seat (and a shared screen) sees."""

Seen: TypeAlias = "str | tuple[str, ...]"
"""Who may see one part of an event: :data:`EVERYONE`, or the names of the event's own parts
that hold the seats which see it (``("thief", "victim")``: those two seats)."""

_T = TypeVar("_T", bound=tuple[Any, ...])

SEEN: Final[dict[type, dict[str, Seen]]] = {}
"""Each event type's declaration (see :func:`seen`), by type."""
_PRIVATE: dict[type, tuple[tuple[int, tuple[int, ...]], ...]] = {}
"""Each declared type's private parts: (index of the part, indexes of the parts naming the seats
that see it); an event type with none is not here."""


def seen(**parts: Seen) -> Callable[[type[_T]], type[_T]]:
    """Declare who may see each part of an event type (a class decorator): every part is named,
    as :data:`EVERYONE` or as the parts that name the seats which see it.

    >>> @seen(seat=EVERYONE, card=("seat",))
    ... class Drawn(NamedTuple):
    ...     seat: int
    ...     card: int | None
    >>> seen_by(Drawn(2, 4), 1), seen_by(Drawn(2, 4), 2)
    (Drawn(seat=2, card=None), Drawn(seat=2, card=4))
    """

    def declare(cls: type[_T]) -> type[_T]:
        fields: tuple[str, ...] = getattr(cls, "_fields", ())
        if set(parts) != set(fields):
            raise TypeError(f"{cls.__name__} declares who sees {sorted(parts)}, but its parts are {list(fields)}")
        private = []
        for i, name in enumerate(fields):
            who = parts[name]
            if who == EVERYONE:
                continue
            if not isinstance(who, tuple) or not who or any(w not in fields for w in who):
                raise TypeError(f"{cls.__name__}.{name}: {who!r} is neither EVERYONE nor a tuple of its parts")
            private.append((i, tuple(fields.index(w) for w in who)))
        SEEN[cls] = dict(parts)
        if private:
            _PRIVATE[cls] = tuple(private)
        return cls

    return declare


@seen(seat=EVERYONE, piece=EVERYONE, place=EVERYONE)
class Built(NamedTuple):
    """``seat`` built ``piece`` (hearth, beacon or causeway) on corner or edge ``place``."""

    seat: int
    piece: str
    place: int


@seen(seat=EVERYONE, resource=EVERYONE, amount=EVERYONE, tile=EVERYONE)
class Harvested(NamedTuple):
    """``seat`` collected ``amount`` cards of ``resource`` from ``tile`` (a roll, a Bountiful
    Tide, or the payout of a second hearth)."""

    seat: int
    resource: int
    amount: int
    tile: int


@seen(seat=EVERYONE, total=EVERYONE, dice=EVERYONE)
class Rolled(NamedTuple):
    """``seat`` rolled ``total`` (``dice`` the two dice; None for a Tide card)."""

    seat: int
    total: int
    dice: tuple[int, int] | None


@seen(seat=EVERYONE, cards=EVERYONE, timed_out=EVERYONE)
class Discarded(NamedTuple):
    """``seat`` returned ``cards`` to the Supply after a 7 (``timed_out``: its clock ran out)."""

    seat: int
    cards: Cards
    timed_out: bool


@seen(seat=EVERYONE, partner=EVERYONE, gave=EVERYONE, got=EVERYONE, via=EVERYONE)
class Traded(NamedTuple):
    """``seat`` gave ``gave`` and got ``got``: with the Supply at its rate (``via`` supply),
    by Barge, on the Exchange Board (exchange) or at the open table (table) with seat
    ``partner`` (-1: the Supply)."""

    seat: int
    partner: int
    gave: Cards
    got: Cards
    via: str


@seen(seat=EVERYONE, victim=EVERYONE)
class VictimChosen(NamedTuple):
    """``seat`` chose to rob ``victim``."""

    seat: int
    victim: int


@seen(thief=EVERYONE, victim=EVERYONE, resource=("thief", "victim"))
class Stolen(NamedTuple):
    """``thief`` stole one card from ``victim``; ``resource`` is private to the two of them
    (None as anyone else sees it)."""

    thief: int
    victim: int
    resource: int | None


@seen(seat=EVERYONE, card=("seat",))
class Bought(NamedTuple):
    """``seat`` bought a venture card; ``card`` (its kind) is private to the buyer."""

    seat: int
    card: int | None


@seen(seat=EVERYONE, card=EVERYONE, arg=EVERYONE)
class Played(NamedTuple):
    """``seat`` played venture card ``card``: ``arg`` is the Warden's tile (-1: calmed), the
    Bountiful Tide's number, the Embargo's resource (-1 for a Surveyor)."""

    seat: int
    card: int
    arg: int


@seen(seat=EVERYONE, landmarks=EVERYONE)
class Revealed(NamedTuple):
    """``seat`` turned ``landmarks`` hidden Landmarks face up."""

    seat: int
    landmarks: int


@seen(title=EVERYONE, seat=EVERYONE)
class TitleGained(NamedTuple):
    """``seat`` now holds ``title`` (+2 renown)."""

    title: str
    seat: int


@seen(title=EVERYONE, seat=EVERYONE)
class TitleLost(NamedTuple):
    """``seat`` no longer holds ``title`` (another seat took it)."""

    title: str
    seat: int


@seen(title=EVERYONE, seat=EVERYONE)
class TitleSetAside(NamedTuple):
    """``title`` left ``seat`` and nobody holds it now."""

    title: str
    seat: int


@seen(corner=EVERYONE, edge=EVERYONE)
class CampPlaced(NamedTuple):
    """A Wayfarer camp went down on ``corner`` with its causeway on ``edge`` (-1: none)."""

    corner: int
    edge: int


@seen(seat=EVERYONE, tile=EVERYONE, calmed=EVERYONE)
class AshcloudMoved(NamedTuple):
    """``seat`` moved the Ashcloud to ``tile`` (``calmed``: a Warden sent it to the Caldera)."""

    seat: int
    tile: int
    calmed: bool


@seen(seat=EVERYONE, give=EVERYONE, want=EVERYONE)
class Offered(NamedTuple):
    """``seat`` posted an Exchange Board offer: it gives ``give`` and wants ``want``."""

    seat: int
    give: Cards
    want: Cards


@seen(seat=EVERYONE, answer=EVERYONE, give=EVERYONE, want=EVERYONE, timed_out=EVERYONE)
class Answered(NamedTuple):
    """``seat`` answered the open offer: ``answer`` is accept, counter or pass; a counter's
    ``give`` and ``want`` are the answering seat's (None otherwise)."""

    seat: int
    answer: str
    give: Cards | None
    want: Cards | None
    timed_out: bool = False
    """A pass because the seat's own time to answer ran out (``unanswered N``)."""


@seen(timed_out=EVERYONE)
class WindowClosed(NamedTuple):
    """The answer window of the offer closed (``timed_out``: its clock ran out)."""

    timed_out: bool


@seen(seat=EVERYONE, how=EVERYONE)
class OfferEnded(NamedTuple):
    """``seat``'s offer (or open-table request) ended without a deal: ``how`` is declined or
    lapsed (or unanswered: every seat passed)."""

    seat: int
    how: str


@seen(seat=EVERYONE, next_seat=EVERYONE, turn=EVERYONE)
class TurnEnded(NamedTuple):
    """``seat`` ended its turn; ``next_seat`` is on turn ``turn``."""

    seat: int
    next_seat: int
    turn: int


@seen(seat=EVERYONE, renown=EVERYONE)
class Won(NamedTuple):
    """``seat`` won with ``renown`` (every hidden Landmark of its revealed)."""

    seat: int
    renown: int


# ------------------------------------------------------------------ Living Island


@seen(seat=EVERYONE, resource=EVERYONE, halves=EVERYONE, tile=EVERYONE)
class Gathered(NamedTuple):
    """``seat`` collected ``halves`` half cards of ``resource`` from ``tile`` (a roll)."""

    seat: int
    resource: int
    halves: int
    tile: int


@seen(seat=EVERYONE, resource=EVERYONE, halves=EVERYONE, half=EVERYONE)
class Salvaged(NamedTuple):
    """``seat`` salvaged ``halves`` half cards of ``resource`` when ``half`` burned or sank."""

    seat: int
    resource: int
    halves: int
    half: int


@seen(kind=EVERYONE)
class WorldKind(NamedTuple):
    """A world event's kind was drawn: 0 burn, 1 heal, 2 still (``actions.WORLD_KINDS``)."""

    kind: int


@seen(event=EVERYONE, seat=EVERYONE)
class WorldEvent(NamedTuple):
    """World event ``event`` (``actions.WORLD_EVENTS``) was drawn on ``seat``'s turn."""

    event: int
    seat: int


@seen(event=EVERYONE, tile=EVERYONE, row=EVERYONE)
class EventAimed(NamedTuple):
    """The event struck ``tile`` (its epicenter, or the tile it sank; -1: none) or ``row``
    (-1: none)."""

    event: int
    tile: int
    row: int


@seen(half=EVERYONE, resource=EVERYONE)
class HalfBurned(NamedTuple):
    """``half`` (of ``resource``) burned: it is scorched."""

    half: int
    resource: int


@seen(half=EVERYONE, resource=EVERYONE)
class HalfHealed(NamedTuple):
    """``half`` healed into ``resource``."""

    half: int
    resource: int


@seen(tile=EVERYONE)
class TileSunk(NamedTuple):
    """A Sinkhole swallowed ``tile``: it is gone for the rest of the game."""

    tile: int


@seen(position=EVERYONE, reversed=EVERYONE, steps=EVERYONE)
class RingsTurned(NamedTuple):
    """The rings turned ``steps`` step(s) and stand at ``position`` (``reversed``: against
    their starting directions)."""

    position: int
    reversed: bool
    steps: int


@seen(reversed=EVERYONE)
class RingsReversed(NamedTuple):
    """A Reversal: the rings now turn against (``reversed``) or with their starting directions."""

    reversed: bool


@seen(on=EVERYONE)
class TradersCame(NamedTuple):
    """Wandering Traders arrived (``on``) or left (not ``on``)."""

    on: bool


@seen(act=EVERYONE)
class ActBegan(NamedTuple):
    """Act ``act`` (2 or 3) began."""

    act: int


@seen(seat=EVERYONE, resource=EVERYONE)
class CaravanTaken(NamedTuple):
    """``seat`` took one ``resource`` from the Supply Caravan."""

    seat: int
    resource: int


@seen(seat=EVERYONE, half=EVERYONE, paid=EVERYONE)
class Reclaimed(NamedTuple):
    """``seat`` paid ``paid`` to Reclaim scorched ``half`` (its resource comes next)."""

    seat: int
    half: int
    paid: Cards


@seen(seat=EVERYONE, tile=EVERYONE, paid=EVERYONE)
class Bribed(NamedTuple):
    """``seat`` paid ``paid`` to move the Ashcloud to ``tile``."""

    seat: int
    tile: int
    paid: Cards


@seen(seat=EVERYONE, giver=EVERYONE, resource=EVERYONE, cards=EVERYONE)
class TributePaid(NamedTuple):
    """``giver`` gave ``seat`` its ``cards`` whole ``resource`` cards (a Tribute)."""

    seat: int
    giver: int
    resource: int
    cards: int


@seen(seat=EVERYONE, cards=EVERYONE)
class CacheTaken(NamedTuple):
    """``seat`` took ``cards`` from the Supply (a Supply Cache)."""

    seat: int
    cards: Cards


@seen(seat=EVERYONE, kind=EVERYONE, cards=EVERYONE, takes=EVERYONE)
class Requested(NamedTuple):
    """``seat`` opened a request at the open table: ``kind`` offer (it gives ``cards``, for any
    of the resources ``takes``; none: anything) or ask (it wants ``cards``)."""

    seat: int
    kind: str
    cards: Cards
    takes: tuple[int, ...]


@seen(seat=EVERYONE, answer=("seat",), cards=("seat",), timed_out=EVERYONE)
class AnswerSealed(NamedTuple):
    """``seat`` answered the open request, sealed: ``answer`` (quote or pass) and the quote's
    ``cards`` (None for a pass) are seen by ``seat`` alone until the window closes.  That it
    answered is public, and so is ``timed_out``: its own time ran out, so it passed
    (``unanswered N``), as the table saw its clock run out."""

    seat: int
    answer: str | None
    cards: Cards | None
    timed_out: bool


@seen(seat=EVERYONE, answers=EVERYONE, quotes=EVERYONE)
class QuotesShown(NamedTuple):
    """The window of ``seat``'s request closed: every seat's answer (quote, pass, or aside: it
    did not answer) and quote, side by side, shown to everyone."""

    seat: int
    answers: tuple[str, ...]
    quotes: tuple[Cards | None, ...]


@seen(winners=EVERYONE, totals=EVERYONE)
class HealedWhole(NamedTuple):
    """In Act III the island healed whole: the game ended, judged by ``totals`` (public
    renown plus Relics, every seat's); ``winners`` share the win."""

    winners: tuple[int, ...]
    totals: tuple[int, ...]


Event: TypeAlias = (
    Built | Harvested | Rolled | Discarded | Traded | VictimChosen | Stolen | Bought | Played | Revealed
    | TitleGained | TitleLost | TitleSetAside | CampPlaced | AshcloudMoved | Offered | Answered | WindowClosed
    | OfferEnded | TurnEnded | Won | Gathered | Salvaged | WorldKind | WorldEvent | EventAimed | HalfBurned
    | HalfHealed | TileSunk | RingsTurned | RingsReversed | TradersCame | ActBegan | CaravanTaken | Reclaimed
    | Bribed | TributePaid | CacheTaken | Requested | AnswerSealed | QuotesShown | HealedWhole
)
"""Any event."""

make: Final = tuple.__new__
"""``make(Built, (seat, piece, place))`` is ``Built(seat, piece, place)``, made without the
Python-level constructor every named tuple has: the rules make an event or two per action, and
this way they cost a third less (the engine's speed is measured against its last release)."""

PUBLIC: Final = None
"""The ``viewer`` of :func:`seen_by` for eyes that are nobody's (a public log, a shared screen)."""


def seen_by(event: Event, viewer: int | None) -> Event:
    """``event`` as ``viewer`` may see it (None: as everybody may): each part its type declares
    private (:func:`seen`) is None unless ``viewer`` is one of the seats it names; an event of
    a type that declares nothing is None in every part.

    >>> e = Stolen(thief=0, victim=2, resource=4)
    >>> seen_by(e, 2) == e, seen_by(e, 1), seen_by(e, PUBLIC)
    (True, Stolen(thief=0, victim=2, resource=None), Stolen(thief=0, victim=2, resource=None))
    """
    cls = type(event)
    private = _PRIVATE.get(cls)
    if private is None:
        if cls in SEEN:
            return event  # every part is everyone's
        return make(cls, (None,) * len(event))
    parts = list(event)
    for i, who in private:
        if viewer is None or all(event[w] != viewer for w in who):
            parts[i] = None
    return make(cls, parts)


def private_to(event: Event) -> tuple[int, ...] | None:
    """The seats that see all of ``event`` (None: everybody does; an event of a type that
    declares nothing: no seat).

    >>> private_to(Bought(seat=3, card=0)), private_to(Rolled(seat=0, total=8, dice=(4, 4)))
    ((3,), None)
    """
    cls = type(event)
    private = _PRIVATE.get(cls)
    if private is None:
        return None if cls in SEEN else ()
    seats: list[int] = []  # the seats that see every private part, in the order the parts name them
    for _i, who in private:
        for w in who:
            seat: int = event[w]  # type: ignore[assignment]  # (a part that names a seat)
            if seat not in seats and all(seat in (event[x] for x in named) for _j, named in private):
                seats.append(seat)
    return tuple(seats)


def undeclared(*types: type) -> list[str]:
    """The event types among ``types`` (by default every named tuple this module defines) that do
    not declare who sees each of their parts (:func:`seen`): what a test keeps empty."""
    found = types or tuple(t for t in globals().values()
                           if isinstance(t, type) and issubclass(t, tuple) and hasattr(t, "_fields")
                           and t.__module__ == __name__)
    return [t.__name__ for t in found if set(SEEN.get(t, {})) != set(getattr(t, "_fields", ()))]


__all__ = [
    "BARGE",
    "BEACON",
    "CAUSEWAY",
    "EVERYONE",
    "EXCHANGE",
    "GRAND_CAUSEWAY",
    "HEARTH",
    "PUBLIC",
    "SEEN",
    "STEADFAST_WATCH",
    "SUPPLY",
    "TABLE",
    "ActBegan",
    "AnswerSealed",
    "Answered",
    "AshcloudMoved",
    "Bought",
    "Bribed",
    "Built",
    "CacheTaken",
    "CampPlaced",
    "CaravanTaken",
    "Discarded",
    "Event",
    "EventAimed",
    "Gathered",
    "HalfBurned",
    "HalfHealed",
    "Harvested",
    "HealedWhole",
    "OfferEnded",
    "Offered",
    "Played",
    "QuotesShown",
    "Reclaimed",
    "Requested",
    "Revealed",
    "RingsReversed",
    "RingsTurned",
    "Rolled",
    "Salvaged",
    "Seen",
    "Stolen",
    "TileSunk",
    "TitleGained",
    "TitleLost",
    "TitleSetAside",
    "Traded",
    "TradersCame",
    "TributePaid",
    "TurnEnded",
    "VictimChosen",
    "WindowClosed",
    "Won",
    "WorldEvent",
    "WorldKind",
    "make",
    "private_to",
    "seen",
    "seen_by",
    "undeclared",
]
