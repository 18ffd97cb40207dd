"""What happened: the events that applying an action (or a chance outcome) yields.

:func:`engine.rules.apply` returns the events of that action, in the
order they happened; :meth:`Game.play <engine.game.Game.play>` those of the action and of
the chance steps it set off.  Pages build their log, their animations and their end-of-game
tables from them, never by comparing states.

Events are small immutable values (named tuples) that print and compare.  Most are public;
two carry a private part, which :func:`seen_by` hides from the seats that may not see it:

- :class:`Stolen`: the card stolen, seen only by the thief and the victim;
- :class:`Bought`: the venture card bought, seen only by its owner.

>>> from engine.game import Game, GameConfig
>>> g = Game(GameConfig(seats=2, seed=11, island="landfall"))
>>> g.play(g.legal_actions()[0])
[Built(seat=1, piece='hearth', place=0)]
>>> seen_by(Bought(seat=0, card=3), viewer=1)
Bought(seat=0, card=None)
"""

from __future__ import annotations

from typing import Final, NamedTuple, TypeAlias

from .constants import Cards

HEARTH: Final = "hearth"
BEACON: Final = "beacon"
CAUSEWAY: Final = "causeway"

GRAND_CAUSEWAY: Final = "Grand Causeway"
STEADFAST_WATCH: Final = "Steadfast Watch"

SUPPLY: Final = "supply"
BARGE: Final = "barge"
EXCHANGE: Final = "exchange"


class Built(NamedTuple):
    """``seat`` built ``piece`` (hearth, beacon or causeway) on corner or edge ``place``."""

    seat: int
    piece: str
    place: int


class Harvested(NamedTuple):
    """``seat`` collected ``amount`` cards of ``resource`` from ``tile`` (a roll, a Bountiful
    Tide, or the payout of a second hearth)."""

    seat: int
    resource: int
    amount: int
    tile: int


class Rolled(NamedTuple):
    """``seat`` rolled ``total`` (``dice`` the two dice; None for a Tide card)."""

    seat: int
    total: int
    dice: tuple[int, int] | None


class Discarded(NamedTuple):
    """``seat`` returned ``cards`` to the Supply after a 7 (``timed_out``: its clock ran out)."""

    seat: int
    cards: Cards
    timed_out: bool


class Traded(NamedTuple):
    """``seat`` gave ``gave`` and got ``got``: with the Supply at its rate (``via`` supply),
    by Barge, or on the Exchange Board with seat ``partner`` (-1: the Supply)."""

    seat: int
    partner: int
    gave: Cards
    got: Cards
    via: str


class VictimChosen(NamedTuple):
    """``seat`` chose to rob ``victim``."""

    seat: int
    victim: int


class Stolen(NamedTuple):
    """``thief`` stole one card from ``victim``; ``resource`` is private to the two of them
    (None as anyone else sees it)."""

    thief: int
    victim: int
    resource: int | None


class Bought(NamedTuple):
    """``seat`` bought a venture card; ``card`` (its kind) is private to the buyer."""

    seat: int
    card: int | None


class Played(NamedTuple):
    """``seat`` played venture card ``card``: ``arg`` is the Warden's tile (-1: calmed), the
    Bountiful Tide's number, the Embargo's resource (-1 for a Surveyor)."""

    seat: int
    card: int
    arg: int


class Revealed(NamedTuple):
    """``seat`` turned ``landmarks`` hidden Landmarks face up."""

    seat: int
    landmarks: int


class TitleGained(NamedTuple):
    """``seat`` now holds ``title`` (+2 renown)."""

    title: str
    seat: int


class TitleLost(NamedTuple):
    """``seat`` no longer holds ``title`` (another seat took it)."""

    title: str
    seat: int


class TitleSetAside(NamedTuple):
    """``title`` left ``seat`` and nobody holds it now."""

    title: str
    seat: int


class CampPlaced(NamedTuple):
    """A Wayfarer camp went down on ``corner`` with its causeway on ``edge`` (-1: none)."""

    corner: int
    edge: int


class AshcloudMoved(NamedTuple):
    """``seat`` moved the Ashcloud to ``tile`` (``calmed``: a Warden sent it to the Caldera)."""

    seat: int
    tile: int
    calmed: bool


class Offered(NamedTuple):
    """``seat`` posted an Exchange Board offer: it gives ``give`` and wants ``want``."""

    seat: int
    give: Cards
    want: Cards


class Answered(NamedTuple):
    """``seat`` answered the open offer: ``answer`` is accept, counter or pass; a counter's
    ``give`` and ``want`` are the answering seat's (None otherwise)."""

    seat: int
    answer: str
    give: Cards | None
    want: Cards | None
    timed_out: bool = False
    """A pass because the seat's own time to answer ran out (``unanswered N``)."""


class WindowClosed(NamedTuple):
    """The answer window of the offer closed (``timed_out``: its clock ran out)."""

    timed_out: bool


class OfferEnded(NamedTuple):
    """``seat``'s offer ended without a deal: ``how`` is declined or lapsed (or
    unanswered: every seat passed)."""

    seat: int
    how: str


class TurnEnded(NamedTuple):
    """``seat`` ended its turn; ``next_seat`` is on turn ``turn``."""

    seat: int
    next_seat: int
    turn: int


class Won(NamedTuple):
    """``seat`` won with ``renown`` (every hidden Landmark of its revealed)."""

    seat: int
    renown: int


Event: TypeAlias = (
    Built | Harvested | Rolled | Discarded | Traded | VictimChosen | Stolen | Bought | Played | Revealed
    | TitleGained | TitleLost | TitleSetAside | CampPlaced | AshcloudMoved | Offered | Answered | WindowClosed
    | OfferEnded | TurnEnded | Won
)
"""Any event."""

make: Final = tuple.__new__
"""``make(Built, (seat, piece, place))`` is ``Built(seat, piece, place)``, made without the
Python-level constructor every named tuple has: the rules make an event or two per action, and
this way they cost a third less (the engine's speed is measured against its last release)."""

PUBLIC: Final = None
"""The ``viewer`` of :func:`seen_by` for eyes that are nobody's (a public log, a shared screen)."""


def seen_by(event: Event, viewer: int | None) -> Event:
    """``event`` as ``viewer`` may see it (None: as everybody may): a private part another
    seat may not see is None.

    >>> e = Stolen(thief=0, victim=2, resource=4)
    >>> seen_by(e, 2) == e, seen_by(e, 1), seen_by(e, PUBLIC)
    (True, Stolen(thief=0, victim=2, resource=None), Stolen(thief=0, victim=2, resource=None))
    """
    if type(event) is Stolen:
        return event if viewer in (event.thief, event.victim) else event._replace(resource=None)
    if type(event) is Bought:
        return event if viewer == event.seat else event._replace(card=None)
    return event


def private_to(event: Event) -> tuple[int, ...] | None:
    """The seats that see all of ``event`` (None: everybody does).

    >>> private_to(Bought(seat=3, card=0)), private_to(Rolled(seat=0, total=8, dice=(4, 4)))
    ((3,), None)
    """
    if type(event) is Stolen:
        return (event.thief, event.victim)
    if type(event) is Bought:
        return (event.seat,)
    return None


__all__ = [
    "AshcloudMoved", "Answered", "BARGE", "BEACON", "Bought", "Built", "CAUSEWAY", "CampPlaced", "Discarded",
    "EXCHANGE", "Event", "GRAND_CAUSEWAY", "HEARTH", "Harvested", "OfferEnded", "Offered", "PUBLIC", "Played",
    "Revealed", "Rolled", "STEADFAST_WATCH", "SUPPLY", "Stolen", "TitleGained", "TitleLost", "TitleSetAside",
    "Traded", "TurnEnded", "VictimChosen", "WindowClosed", "Won", "make", "private_to", "seen_by",
]
