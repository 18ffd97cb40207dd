"""What one drawing of the game screen is made from, as values: the :class:`Frame`, the board's
:class:`Pressable` sites, the :class:`Timer` a clock runs by.

The update makes them (``update.framing``); the view draws from nothing else (``view.panels``,
``view.board_svg``); the glue compares and keeps them.  Values only: a frame holds copies
and words, never the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from engine import clocks
from engine.cards import N_RES

from model.seating import seat_name
from words.catalog import N_, _

if TYPE_CHECKING:  # (the board's Pressable is drawn on the first screen, before any game is imported)
    from engine.actions import Action
    from engine.island import Island

    from model.adapter import Sight
    from model.seating import SeatSpec
    from words.living_news import WorldNews

NOT_YOURS = N_("It is not your moment to act.")
"""Why any action of the viewer's is refused while another seat decides (the page's words)."""

Ask = tuple[Any, ...]
"""A question a frame answers (see :attr:`Frame.reasons`): ``("why", kind, answer, give, take)``,
``("refusal", action)`` or ``("discard", cards)``."""
NO_REASONS: Mapping[Ask, str] = MappingProxyType({})


@dataclass(frozen=True)
class Timer:
    """A clock the page runs: ``kind`` (discard/offer/confirm), its length, and a key
    that changes whenever a new clock of that kind starts."""

    kind: str
    seconds: int
    key: tuple[object, ...]

    @property
    def what(self) -> str:
        """What the clock waits on, the first part of its key (``discard``, ``offer``,
        ``confirm``, ``caravan``: a Supply Caravan pick runs a discard's clock): its words."""
        return str(self.key[0])


@dataclass(frozen=True)
class Frame:
    """Everything one drawing of the game screen shows (``panels`` and ``board_svg`` draw
    from nothing else), as a value: what the screen's eyes see of the game, the seats as the
    table names them, the screen's own state, what the table keeps of the past, and the
    engine's reasons for every control the drawing refuses.  It holds copies and words, never
    the game: made once, it stays as it was while the game goes on."""

    view: Sight
    """The game as the screen may show it (see :meth:`Screen.sight`): the viewer's own hand
    and cards when a seat's hand is on the screen."""
    island: Island
    seats: tuple[SeatSpec, ...]
    ai: frozenset[int]
    """The seats played by AI."""
    viewer: int | None
    """The seat whose hand is on the screen (None: nobody's)."""
    privacy: int | None
    """The human who must tap in before anything private shows (None: nobody)."""
    legal: tuple[Action, ...]
    """The viewer's legal actions now (none unless the viewer decides)."""
    active: str
    """What a press on the board means now (see :meth:`Screen.active_kind`)."""
    pressable: Pressable
    """The board's sites a press acts on now."""
    sheets: frozenset[str]
    """The sheets that may be opened now."""
    decider: int
    """The seat the game waits for (the table's :attr:`~table.Table.decider`: after a 7 the AI
    seats return their cards before any human is asked; in a replay, the engine's actor)."""
    mode: str = ""
    replaying: bool = False
    """A replay's step: nobody is deciding now (an answer not given yet is not "Thinking…")."""
    sheet: str = ""
    give: tuple[int, ...] = (0,) * N_RES
    want: tuple[int, ...] = (0,) * N_RES
    discard: tuple[int, ...] = (0,) * N_RES
    pay: tuple[int, ...] = (0,) * N_RES
    """A Reclaim's or a Bribe's payment drafted (Living Island)."""
    trade_give: int = -1
    trade_take: int = -1
    message: str = ""
    dice: tuple[int, int] | None = None
    """The dice of the last roll."""
    recent: tuple[str, int] | None = None
    """The piece the last action built."""
    history: tuple[tuple[int, ...], ...] = ()
    collected: tuple[tuple[int, ...], ...] = ()
    latest: str = ""
    """The log's newest line (what just happened, shown where the player looks)."""
    notes: tuple[str, ...] = ()
    """What only the viewer may read, not yet read (the card it stole or lost, the card it drew)."""
    fresh: tuple[tuple[str, int], ...] = ()
    """Pieces other seats built since the viewer last acted, as (piece, corner or edge)."""
    takeback: str = ""
    """The Undo control's words ("Take back the causeway by Pine 8 and Kelp 5"); "" when the
    viewer can take nothing back."""
    takeback_what: str = ""
    """The thing Undo takes back (``narrate.takeback_what``: "the hearth on ...")."""
    takeback_brief: str = ""
    """The Undo control's visible words ("the causeway"): the place is in its name and title."""
    can_hint: bool = False
    """The Hint control is offered (the viewer decides now, and ai-normal has advice)."""
    hint: str = ""
    """The hint shown, in one sentence ("" : none asked for)."""
    hint_action: str = ""
    """The hinted action as the engine prints it."""
    hint_mark: str = ""
    """The control the hint lights up (see :func:`hints.mark`; a site of the board is in
    ``pressable.hinted``)."""
    can_dots: bool = False
    """During placement: the open corners' ember dots may be shown (``dots``: they are)."""
    dots: bool = False
    coach: str = ""
    """A coached game ("Learn to play"): the coach's step now (see :mod:`coach`); "" : no coach."""
    coach_words: str = ""
    """What the coach says now ("" : hidden, or nothing to say)."""
    coach_hidden: bool = False
    coach_target: str = ""
    """What the coach points at (lit up like a hint); "" while hidden."""
    undo_why: str = ""
    """Why the viewer can take nothing back (the table's refusal), "" when it can."""
    explained: str = ""
    """The refused control whose reason shows now (the id its ``aria-describedby`` names; "": none)."""
    clocks: str = clocks.STANDARD
    """The table's clocks in force (:mod:`engine.clocks`), which the words of a clock quote."""
    recap: tuple[str, ...] = ()
    """What happened since the viewer last acted, a line each, shown while the viewer decides
    (``Table.recap_of``; gone once it acts)."""
    recap_open: bool = False
    """The whole recap is unfolded (on a phone it folds to one line and a count)."""
    preview: bool = False
    """Living Island: "Next spin" is on (every token shows its number after the next ring step)."""
    world: WorldNews | None = None
    """Living Island: the last world event while its card shows (until the viewer acts again)."""
    world_log: tuple[tuple[int, int], ...] = ()
    """Living Island: every world event drawn, as (the game's turns then, the event)."""
    reasons: Mapping[Ask, str] = field(default_factory=lambda: NO_REASONS, hash=False)
    """The engine's reason, in words with the seats' names, for each question the drawing asks
    of the viewer's controls (:meth:`why`, :meth:`refusal`, :meth:`why_discard`; ``""``: none,
    the engine would accept it), asked when the frame was made (:meth:`Screen.frame`)."""

    # --- small questions the panels ask
    def name(self, seat: int) -> str:
        """A seat's name as shown (a default colour name in the language in force)."""
        if not 0 <= seat < len(self.seats):
            return _("Nobody")
        s = self.seats[seat]
        return seat_name(s.name, s.colour)

    def names(self) -> list[str]:
        return [seat_name(s.name, s.colour) for s in self.seats]

    def colour(self, seat: int) -> str:
        return self.seats[seat].colour if 0 <= seat < len(self.seats) else ""

    def colours(self) -> list[str]:
        return [s.colour for s in self.seats]

    def is_ai(self, seat: int) -> bool:
        return seat in self.ai

    @property
    def my_turn(self) -> bool:
        """The seat on the screen decides now."""
        return self.viewer is not None and self.viewer == self.decider and not self.view.is_over

    @property
    def hand(self) -> tuple[int, ...]:
        """The viewer's cards (none when nobody's hand is on the screen; once the game is over,
        the view shows every hand, the viewer's among them)."""
        v = self.view
        return v.hand or (v.hand_of(self.viewer) if self.viewer is not None else None) or (0,) * N_RES

    def refusal(self, action: Action) -> str:
        """Why the engine would refuse the viewer's ``action`` now, in its own words with the
        seats' names ("": it would accept it)."""
        if not self.my_turn:
            return _(NOT_YOURS)
        return self._answer(("refusal", action))

    def why(self, kind: str, *, answer: int = -1, give: int = -1, take: int = -1) -> str:
        """Why the viewer may make no action of ``kind`` now (the engine's ``why_not``, with
        the seats' names); "" when it may (or nobody's hand is on the screen)."""
        if self.viewer is None:
            return ""
        return self._answer(("why", kind, answer, give, take))

    def why_discard(self) -> str:
        """Why the viewer's drafted discard may not go back yet ("": it may)."""
        if self.viewer is None:
            return ""
        return self._answer(("discard", self.discard))

    def _answer(self, ask: Ask) -> str:
        try:
            return self.reasons[ask]
        except KeyError:
            raise KeyError(f"the frame was not made with an answer to {ask!r}: Screen.asks must ask it") from None

    def discard_owed(self) -> int:
        return self.view.discard_owed[self.viewer] if self.viewer is not None else 0

    def rolled(self) -> int | None:
        """The number whose tiles paid out last (None before the first roll or on a 7)."""
        roll = self.view.last_roll
        return roll if roll and roll != 7 else None


@dataclass(frozen=True)
class Pressable:
    """What the player may press on the board now: corner, edge and tile indices."""

    corners: tuple[int, ...] = ()
    edges: tuple[int, ...] = ()
    tiles: tuple[int, ...] = ()
    barred: tuple[tuple[int, str], ...] = ()
    """Tiles that look pressable to a player but may not be chosen now, each with why
    (the Ashcloud's own tile, a sheltered one): pressed or focused, they say it."""
    hinted: str = ""
    """The site a hint points at (``"corner 17"``, ``"edge 4"``, ``"tile 9"``): drawn with
    class ``is-hinted`` and ``data-hinted``."""
    dots: tuple[tuple[int, int], ...] = ()
    """Pressable corners with their ember dots, drawn beside them (placement, on request)."""
    halves: tuple[int, ...] = ()
    """Living Island: pressable half slots (``engine.halves``: ``2 * tile`` north, ``+ 1`` south)."""

    @property
    def kind(self) -> str:
        """``corner``, ``edge``, ``tile``, ``half`` or ``""``: never two kinds at once."""
        return ("corner" if self.corners else "edge" if self.edges else "tile" if self.tiles
                else "half" if self.halves else "")


__all__ = ["NOT_YOURS", "NO_REASONS", "Ask", "Frame", "Pressable", "Timer"]
