"""Messages: what a press means, as a typed value, parsed once from the ``data-*`` of what was
pressed (``data-action`` names the message, the other ``data-*`` its arguments).

The glue parses every press here and hands the value on; nothing after it reads ``data-*``.  A
press that names no message, or a message without the arguments it needs, raises
:class:`UnknownMessage` (the glue warns in the console, and the tests fail on it).

>>> parse({"action": "rob", "seat": "2"})
Rob(seat=2)
>>> parse({"action": "site", "edge": "31"})
Site(kind='edge', place=31)
>>> parse({"action": "site", "half": "B2s"})
Site(kind='half', place=9)
>>> parse({"action": "step", "draft": "give", "res": "kelp", "delta": "-1"})
Step(draft='give', res=2, delta=-1)
>>> parse({"action": "replay-next"})
ReplayStep(to='replay-next')
>>> parse({"action": "fly"})
Traceback (most recent call last):
    ...
update.messages.UnknownMessage: No message is called 'fly'.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import NamedTuple, TypeAlias, TypeVar, Union

from engine.cards import RESOURCES
from engine.halves import half_index
from engine.hexgrid import TILE_IDS

__all__ = [
    "FORM_MESSAGES",
    "GAME_MESSAGES",
    "MESSAGES",
    "PAGE_MESSAGES",
    "Accept",
    "AddSeat",
    "Bountiful",
    "Cache",
    "Calm",
    "Cancel",
    "Caravan",
    "Coach",
    "Confirm",
    "DeleteGame",
    "DiscardSend",
    "Dismiss",
    "Dots",
    "Embargo",
    "EndShown",
    "ExportRecord",
    "Hint",
    "Landfall",
    "Message",
    "Mode",
    "Navigate",
    "NewIsland",
    "Pass",
    "PostOffer",
    "PreviewSpin",
    "Recap",
    "RemoveSeat",
    "ReplayStep",
    "Rob",
    "Rules",
    "RulesClose",
    "SavedDamaged",
    "SeatColour",
    "SendCounter",
    "Share",
    "Sheet",
    "Simple",
    "Site",
    "Step",
    "TakeOver",
    "TapIn",
    "Trade",
    "TradeGive",
    "TradeTake",
    "Tribute",
    "Undo",
    "UnknownMessage",
    "Walk",
    "Why",
    "parse",
]


class UnknownMessage(ValueError):  # noqa: N818 (a press, not a failure of the program: the page warns and goes on)
    """A press that names no message, or lacks what its message needs."""


M = TypeVar("M", bound=type)

MESSAGES: dict[str, type] = {}
"""Each ``data-action`` value and the message it is."""


def _named(*actions: str) -> Callable[[M], M]:
    def register(cls: M) -> M:
        for action in actions:
            assert action not in MESSAGES, action
            MESSAGES[action] = cls
        return cls

    return register


def _resource(raw: str) -> int:
    if raw not in RESOURCES:
        raise ValueError(f"{raw!r} is no resource")
    return RESOURCES.index(raw)


# ---------------------------------------------------------------- the game screen: plays

@_named("roll", "end", "buy", "surveyor", "reveal", "decline", "trailblazing")
class Simple(NamedTuple):
    """A play with no argument: its kind is the action's (``roll``, ``end`` ...)."""

    action: str


@_named("site")
class Site(NamedTuple):
    """A glowing site of the board: ``kind`` corner, edge, tile or half (Living Island's half
    slot, read from ``data-half="B2n"``), ``place`` its index."""

    kind: str
    place: int


@_named("calm")
class Calm(NamedTuple):
    """The Warden played to calm the Ashcloud (no move)."""


@_named("rob")
class Rob(NamedTuple):
    seat: int


@_named("bountiful")
class Bountiful(NamedTuple):
    number: int


@_named("embargo")
class Embargo(NamedTuple):
    res: int


@_named("tribute")
class Tribute(NamedTuple):
    """Living Island's Tribute, naming a resource."""

    res: int


@_named("caravan")
class Caravan(NamedTuple):
    """The Supply Caravan (Living Island): the seat on the screen takes a card of ``res``."""

    res: int


@_named("cache")
class Cache(NamedTuple):
    """Living Island's Supply Cache: the whole cards taken (``b`` -1: one card; both -1: none)."""

    a: int
    b: int = -1


@_named("confirm")
class Confirm(NamedTuple):
    seat: int


@_named("accept")
class Accept(NamedTuple):
    pass


@_named("pass")
class Pass(NamedTuple):
    pass


# ---------------------------------------------------------------- the game screen: its own state

@_named("hint")
class Hint(NamedTuple):
    pass


@_named("recap")
class Recap(NamedTuple):
    pass


@_named("dots")
class Dots(NamedTuple):
    pass


@_named("coach")
class Coach(NamedTuple):
    pass


@_named("preview-spin")
class PreviewSpin(NamedTuple):
    """Living Island's "Next spin": show (or hide) where every number goes at the next ring step."""


@_named("undo")
class Undo(NamedTuple):
    pass


@_named("tap-in")
class TapIn(NamedTuple):
    seat: int


@_named("mode")
class Mode(NamedTuple):
    kind: str


@_named("cancel")
class Cancel(NamedTuple):
    pass


@_named("why")
class Why(NamedTuple):
    """Something that cannot be used now was pressed or focused: ``why`` names its reason's
    element; ``tile`` a tile the Ashcloud may not take (-1: none); neither: put a reason away."""

    why: str = ""
    tile: int = -1


# ---------------------------------------------------------------- the game screen: sheets and drafts

@_named("sheet")
class Sheet(NamedTuple):
    """Open a sheet (``""``: close it)."""

    sheet: str = ""


@_named("step")
class Step(NamedTuple):
    """One more (or fewer) of a resource in a draft (give, want, discard)."""

    draft: str
    res: int
    delta: int = 1


@_named("trade-give")
class TradeGive(NamedTuple):
    res: int


@_named("trade-take")
class TradeTake(NamedTuple):
    res: int


@_named("trade")
class Trade(NamedTuple):
    """Trade with the Supply (``via`` ``barge``: with the Barge)."""

    via: str = ""


@_named("post-offer")
class PostOffer(NamedTuple):
    pass


@_named("send-counter")
class SendCounter(NamedTuple):
    pass


@_named("discard-send")
class DiscardSend(NamedTuple):
    pass


GAME_MESSAGES: tuple[type, ...] = (
    Simple, Site, Calm, Rob, Bountiful, Embargo, Confirm, Accept, Pass, Hint, Recap, Dots, Coach, Undo, TapIn, Mode,
    Cancel, Why, Sheet, Step, TradeGive, TradeTake, Trade, PostOffer, SendCounter, DiscardSend, PreviewSpin, Tribute, Cache,
    Caravan,
)
"""The messages the game screen's update takes (``update.press``)."""


# ---------------------------------------------------------------- the page around the screens

@_named("new-game", "replay", "rematch", "replay-exit", "start", "start-anew", "resume", "let-go", "let-go-cancel",
        "import-resume", "import-replay", "learn")
class Navigate(NamedTuple):
    """From one screen to another (``glue.routing``); ``game`` a saved game's id."""

    to: str
    game: str = ""


@_named("replay-start", "replay-back", "replay-next", "replay-end")
class ReplayStep(NamedTuple):
    to: str


@_named("hide-end", "show-end")
class EndShown(NamedTuple):
    """Fold the results away (``hide-end``) or bring them back."""

    to: str


@_named("rules")
class Rules(NamedTuple):
    """Open the rules (at ``section``)."""

    section: str = ""


@_named("rules-close")
class RulesClose(NamedTuple):
    pass


@_named("take-over")
class TakeOver(NamedTuple):
    """Play here the game another tab took."""


@_named("dismiss")
class Dismiss(NamedTuple):
    pass


@_named("share")
class Share(NamedTuple):
    pass


@_named("export-record")
class ExportRecord(NamedTuple):
    pass


@_named("ng-add")
class AddSeat(NamedTuple):
    pass


@_named("ng-remove")
class RemoveSeat(NamedTuple):
    row: int


@_named("ng-colour")
class SeatColour(NamedTuple):
    row: int
    colour: str


@_named("landfall")
class Landfall(NamedTuple):
    pass


@_named("new-island")
class NewIsland(NamedTuple):
    pass


@_named("delete-game", "delete-confirm", "delete-cancel")
class DeleteGame(NamedTuple):
    """Delete a saved game: asked (``delete-game``), then confirmed or not."""

    to: str
    game: str = ""


@_named("export-damaged", "forget-damaged")
class SavedDamaged(NamedTuple):
    """A damaged save kept aside: exported as a file, or let go."""

    to: str
    saved: int
    """Which of the damaged saves (``data-index``)."""


@_named("walk-next", "walk-skip")
class Walk(NamedTuple):
    """Living Island's first-time walkthrough: the next step (``walk-next``), or skip the rest."""

    to: str


FORM_MESSAGES: tuple[type, ...] = (AddSeat, RemoveSeat, SeatColour, Landfall, NewIsland, DeleteGame, SavedDamaged)
"""The new-game screen's own controls (``glue/newgame_screen.press``)."""
PAGE_MESSAGES: tuple[type, ...] = (
    Navigate, ReplayStep, EndShown, Rules, RulesClose, TakeOver, Dismiss, Share, ExportRecord, AddSeat, RemoveSeat,
    SeatColour, Landfall, NewIsland, DeleteGame, SavedDamaged, Walk,
)
"""The messages the glue takes itself (``glue/inputs.press``): screens, the rules, the form."""

Message: TypeAlias = Union[  # noqa: UP007 (a union of classes, for isinstance too)
    Simple, Site, Calm, Rob, Bountiful, Embargo, Confirm, Accept, Pass, Hint, Recap, Dots, Coach, Undo, TapIn, Mode,
    Cancel, Why, Sheet, Step, TradeGive, TradeTake, Trade, PostOffer, SendCounter, DiscardSend, PreviewSpin, Tribute, Cache, Caravan,
    Navigate, ReplayStep, EndShown, Rules, RulesClose, TakeOver, Dismiss, Share, ExportRecord, AddSeat, RemoveSeat,
    SeatColour, Landfall, NewIsland, DeleteGame, SavedDamaged, Walk,
]
"""A press: one of the messages above (each a named tuple, cheap to define at start-up:
the glue imports this module for the first screen)."""


# ---------------------------------------------------------------- parsing

_PARSE: dict[str, Callable[[str], object]] = {"int": int, "str": str}
_BY_NAME: dict[str, Callable[[str], object]] = {"res": _resource, "tile": TILE_IDS.index}
"""Arguments read by name, whatever their type: a resource's name, a tile's id."""
_DATA_NAMES = {"saved": "index"}
"""Fields read from a ``data-*`` of another name (a named tuple has an ``index`` of its own)."""
_ACTION_FIELD = "to"
"""The field that holds which of its ``data-action`` values a message was pressed as."""


def parse(data: Mapping[str, str]) -> Message:
    """The message of a press whose element's ``data-*`` are ``data`` (``action`` names it)."""
    action = str(data.get("action", ""))
    cls = MESSAGES.get(action)
    if cls is None:
        raise UnknownMessage(f"No message is called {action!r}.")
    if cls is Site:
        return _site(data)
    args: dict[str, object] = {}
    types = cls.__annotations__
    for name in getattr(cls, "_fields"):  # noqa: B009 (the classes are named tuples of many kinds)
        if name == _ACTION_FIELD or (cls is Simple and name == "action"):
            args[name] = action
            continue
        raw = data.get(_DATA_NAMES.get(name, name))
        if raw is None or (raw == "" and name == "tile"):
            continue  # its default (a missing argument without one fails below)
        kind = types[name]
        read = _BY_NAME.get(name) or _PARSE[getattr(kind, "__forward_arg__", getattr(kind, "__name__", str(kind)))]
        try:
            args[name] = read(str(raw))
        except ValueError:
            raise UnknownMessage(f"{action!r} with {name}={raw!r}: not a {types[name]}.") from None
    try:
        message: Message = cls(**args)
    except TypeError as exc:
        raise UnknownMessage(f"{action!r} lacks an argument: {exc}.") from None
    return message


_SITE_READ: dict[str, Callable[[str], int]] = {"tile": TILE_IDS.index, "half": half_index}
"""How a site's ``data-*`` names its place, where it is not a number."""


def _site(data: Mapping[str, str]) -> Site:
    for kind in ("corner", "edge", "tile", "half"):
        raw = data.get(kind)
        if raw is None:
            continue
        try:
            return Site(kind, _SITE_READ.get(kind, int)(raw))
        except ValueError:
            raise UnknownMessage(f"'site' with {kind}={raw!r}: no such {kind}.") from None
    raise UnknownMessage("'site' names no corner, edge, tile or half.")
