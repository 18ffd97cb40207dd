"""The game screen's controller: what a press does, what glows, when the AI moves, which clock runs.

Pure Python (no ``js``), in the manner of the Elm architecture: the page's glue hands
every press to :meth:`Screen.press` (the *update*) as the pressed element's ``data-*``
attributes, asks :meth:`Screen.frame` for what to draw (the *model* as the screen may
show it), hands that :class:`Frame` to ``panels`` and ``board_svg`` (the *view*), and runs
the clocks :meth:`Screen.timer` and :meth:`Screen.ai_delay` ask for.  The engine decides
what is legal; :class:`~table.Table` knows who looks at the screen; this module keeps the
screen's own state: the build mode, an open sheet, the drafts of an offer or a discard.

The game itself stays behind :mod:`adapter`, the page's one door to the engine: this module
asks the table's :class:`~adapter.Match` for public facts, legal actions and the engine's
refusals, and a frame holds what the screen's eyes see as a value (an
:class:`~adapter.Sight`: the seat on the screen's own hand and cards and everybody's public
facts; the public facts alone behind the privacy screen or at a table of AI seats; every hand
once the game is over), with every reason its controls give already in words.  A frame
reaches nothing else: what a seat may not see is not in it at all, and it never changes once
made (the game going on makes new frames).

>>> from adapter import GameConfig
>>> from table import SeatSpec, Table
>>> s = Screen(Table(GameConfig(seats=2, seed=9, island="landfall"), [SeatSpec("human", "Ana"), SeatSpec("ai-easy")]))
>>> while s.ai_due():
...     _ = s.ai_step()
>>> s.active_kind(), len(s.pressable().corners) == len(s.table.sites("hearth"))
('hearth', True)
>>> s.press({"action": "site", "corner": str(s.pressable().corners[0])})
>>> s.table.match.phase.label, s.active_kind()
('setup-causeway', 'causeway')
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from engine import actions as A
from engine import clocks
from engine.actions import Action
from engine.cards import BOUNTIFUL, EMBARGO, LANDMARK, N_RES, RESOURCES, SURVEYOR, WARDEN, five
from engine.constants import BARGE_RATE, MAX_OFFERS, MAX_WANT
from engine.errors import RuleError
from engine.hexgrid import TILE_IDS
from engine.island import Island
from engine.offer import ACCEPTED, COUNTERED
from engine.phase import Phase

import hints
from adapter import Match, Sight
from board_svg import Pressable
from coach import Moment
from narrate import takeback_brief, takeback_words
from places import namer
from table import SeatSpec, Table

if TYPE_CHECKING:
    from engine.ai.hint import Hint

    from coach import Before, Coach, Step

BATCH_SECONDS = 0.02
"""At pace 0, the AI takes steps for about this long per tick, then the page draws."""

BUILD_KINDS = ("causeway", "hearth", "beacon")
SITE_KEYS = ("corner ", "edge ", "tile ")
"""How the keys of :func:`hints.press_key` that name a site of the board begin."""
SHEETS = ("trade", "offer", "counter", "bountiful", "embargo")
DRAFTS = ("give", "want", "discard")
VENTURE_KINDS = ((WARDEN, A.WARDEN), (SURVEYOR, A.SURVEYOR), (BOUNTIFUL, A.BOUNTIFUL), (EMBARGO, A.EMBARGO),
                 (LANDMARK, A.REVEAL))
"""Each venture card and the kind of action that plays it (a Landmark's: revealing it)."""
NUMBERS = (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)
"""The numbers a Bountiful Tide may name."""
NOT_YOURS = "It is not your moment to act."
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
    reasons: Mapping[Ask, str] = field(default_factory=lambda: NO_REASONS, hash=False)
    """The engine's reason, in words with the seats' names, for each question the drawing asks
    of the viewer's controls (:meth:`why`, :meth:`refusal`, :meth:`why_discard`; ``""``: none,
    the engine would accept it), asked when the frame was made (:meth:`Screen.frame`)."""

    # --- small questions the panels ask
    def name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "Nobody"

    def names(self) -> list[str]:
        return [s.name for s in self.seats]

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
            return NOT_YOURS
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


class Screen:
    """One game on the screen."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.mode = ""
        """The build tray's selection: causeway, hearth, beacon or warden (empty: none)."""
        self.sheet = ""
        """The open sheet: trade, offer, counter, bountiful, embargo (empty: none)."""
        self.give = [0] * N_RES
        self.want = [0] * N_RES
        self.discard = [0] * N_RES
        self.trade_give = -1
        self.trade_take = -1
        self.message = ""
        """A sentence for the player about the last press (a refusal, a hint)."""
        self.hint_on = False
        """The player asked for a hint for this decision (forgotten once anything is played)."""
        self._advice: tuple[tuple[object, ...], Hint | None] | None = None
        """ai-normal's advice for the viewer, and the decision it is for (:meth:`advice`)."""
        self._hint_at: tuple[object, ...] = ()
        self.dots_on = False
        """During placement: show each open corner's ember dots."""
        self.coach: Coach | None = None
        """The coach of a "Learn to play" game (None: no coach)."""
        self.explained = ""
        """The refused control whose reason shows (the id of its reason's element; "": none)."""
        self.recap_open = False
        """The recap of what happened since the viewer last acted is unfolded (a phone folds it)."""
        self._key: tuple[object, ...] = self._moment()

    # ------------------------------------------------------------ who sees what

    @property
    def match(self) -> Match:
        """The game (behind the adapter: public facts, legal actions, the engine's refusals)."""
        return self.table.match

    def sight(self) -> Sight:
        """What this screen's eyes see now, as a value: every hand once the game is over; else
        the viewer's own hand and cards, or nobody's when no hand may show."""
        return self.match.sight(self.viewer())

    def frame(self) -> Frame:
        """What to draw now (see :class:`Frame`): a value, with the engine's answer to every
        question its drawing asks (:meth:`asks`)."""
        t = self.table
        sight = self.sight()
        viewer = self.viewer()
        privacy = self.privacy()
        legal = tuple(self.legal())
        sheets = frozenset(self.sheets_available())
        takeback, brief = self._takebacks()
        moment = self.coach_moment(sight) if self.coach is not None else None
        asks = self.asks(sight, viewer, privacy, legal, sheets)
        return Frame(
            view=sight, island=t.match.island, seats=tuple(t.seats), ai=frozenset(t.ai), viewer=viewer,
            privacy=privacy, legal=legal, active=self.active_kind(), pressable=self.pressable(moment),
            sheets=sheets, mode=self.mode, decider=t.decider, sheet=self.sheet,
            give=tuple(self.give), want=tuple(self.want), discard=tuple(self.discard), trade_give=self.trade_give,
            trade_take=self.trade_take, message=self.message, dice=t.last_dice, recent=t.recent,
            history=tuple(tuple(row) for row in t.history), collected=tuple(tuple(row) for row in t.collected),
            latest=t.log[-1] if t.log else "", notes=self.frame_notes(), fresh=self._fresh(), takeback=takeback,
            takeback_brief=brief, undo_why=self._undo_why(), explained=self.explained, clocks=self.clocks,
            recap=self._recap(), recap_open=self.recap_open,
            reasons=MappingProxyType({ask: self.answer(viewer, ask) for ask in asks}) if asks else NO_REASONS,
            **self._marks(moment),
        )

    def asks(self, v: Sight, viewer: int | None, privacy: int | None, legal: tuple[Action, ...],
             sheets: frozenset[str]) -> list[Ask]:
        """The questions ``panels`` asks of a frame's controls when it draws them (the controls
        that may not be used now say why), for what the screen shows now (``v``, ``viewer`` ...):
        the same conditions as the panels', so that each is asked once, when the frame is made
        (the frame then holds the answers)."""
        if viewer is None:
            return []
        kinds = {a.kind for a in legal}
        mine = viewer == self.table.decider and not v.is_over
        out: list[Ask] = []

        def why(kind: str, answer: int = -1, give: int = -1, take: int = -1) -> None:
            out.append(("why", kind, answer, give, take))

        def refused(action: Action) -> None:
            if mine:
                out.append(("refusal", action))

        # The hand: each venture card that cannot be played now (panels.hand_html).
        held = v.ventures or v.ventures_of(viewer) or ()
        for k, kind in VENTURE_KINDS:
            if k < len(held) and held[k]:
                playable = any(a.kind == A.WARDEN for a in legal) if kind == A.WARDEN else kind in kinds
                if not playable:
                    why(kind)
        # The tray (panels.tray_html).
        ph = v.phase
        if privacy is None and not v.is_over:
            tray = True
            if mine:
                offer = v.open_offer
                if ph == Phase.DISCARD:
                    out.append(("discard", tuple(self.discard)))
                    tray = False
                elif ph == Phase.ROB:
                    tray = False
                elif ph == Phase.OFFER:
                    if offer is not None and A.with_arg(A.ACCEPT, viewer) not in legal:
                        why("accept")
                    tray = False
                elif ph == Phase.CONFIRM:
                    if offer is not None:
                        for seat in range(v.n):
                            if offer.answers[seat] in (ACCEPTED, COUNTERED) and A.with_arg(A.CONFIRM, seat) not in legal:
                                why("confirm", answer=seat)
                    tray = False
                elif self.mode == "warden":
                    tray = False
            if tray and ph not in (Phase.SETUP_HEARTH, Phase.SETUP_CAUSEWAY, Phase.MOVE_ASHCLOUD):
                if ph == Phase.PRE_ROLL or not mine or ph != Phase.MAIN:
                    if A.ROLL not in kinds:
                        why("roll")
                elif A.END not in kinds:
                    why("end")
                for kind in ("causeway", "hearth", "beacon", "buy"):
                    if kind not in kinds:
                        why(kind)
                for sheet in ("trade", "offer"):
                    if sheet not in sheets:
                        why(sheet)
        # The open sheet (panels.sheet_html).
        g, r = self.trade_give, self.trade_take
        if self.sheet == "trade":
            for k in range(N_RES):
                why("trade", give=k)
                why("trade", give=g, take=k) if g >= 0 else why("trade", take=k)
            if g >= 0 and r >= 0:
                if not any(a.kind == A.TRADE and (a.a, a.b) == (g, r) for a in legal):
                    refused(A.with_arg(A.TRADE, g, r))
                if v.n == 2 and not any(a.kind == A.BARGE and (a.a, a.b) == (g, r) for a in legal):
                    refused(A.with_arg(A.BARGE, g, r))
        elif self.sheet == "offer":
            refused(A.offer(five(self.give), five(self.want)))
        elif self.sheet == "counter":
            refused(A.counter(viewer, five(self.give), five(self.want)))
        elif self.sheet == "bountiful":
            named = {a.a for a in legal if a.kind == A.BOUNTIFUL}
            for number in NUMBERS:
                if number not in named:
                    refused(A.with_arg(A.BOUNTIFUL, number))
        elif self.sheet == "embargo":
            named = {a.a for a in legal if a.kind == A.EMBARGO}
            for res in range(N_RES):
                if res not in named:
                    refused(A.with_arg(A.EMBARGO, res))
        return out

    def answer(self, viewer: int | None, ask: Ask) -> str:
        """The engine's answer to ``ask`` for ``viewer`` now, in words ("": none, it would accept)."""
        m = self.match
        if ask[0] == "why":
            _, kind, answer, give, take = ask
            err = m.why_not(viewer, kind, answer=answer, give=give, take=take)
        elif ask[0] == "refusal":
            err = m.refusal(viewer, ask[1])
        else:
            err = m.why_not_discard(viewer, ask[1])
        return "" if err is None else self.worded(err)

    def place_words(self, kind: str, i: int) -> str:
        """A refusal's place in words, by its tiles (``places.namer``)."""
        return namer(self.match.island)(kind, i)

    def worded(self, err: RuleError) -> str:
        """The engine's reason, with the seats' names and the place by its tiles."""
        return err.worded(self.table.name, self.place_words)

    def _undo_why(self) -> str:
        err = self.table.undo_refusal()
        return "" if err is None else self.worded(err)

    # ------------------------------------------------------------ hints and the coach

    def can_hint(self) -> bool:
        """A hint is offered in the viewer's own decisions (not when confirming an answer to
        the viewer's own offer: ai-normal never posts one, so it has no advice there)."""
        return self.my_turn() and bool(self.legal()) and self.match.phase != Phase.CONFIRM

    def advice(self) -> Hint | None:
        """ai-normal's advice for the viewer now, from the viewer's own view (one per decision;
        None: not the viewer's decision, or no advice: confirming an answer to its own offer)."""
        key = self._hint_key()
        if self._advice is not None and self._advice[0] == key:
            return self._advice[1]
        viewer = self.viewer()
        legal = self.legal()
        h = None
        m = self.match
        if viewer is not None and legal and m.phase != Phase.CONFIRM and not m.is_over:
            h = m.hint(viewer, legal)
        self._advice = (key, h)
        return h

    def current_hint(self) -> Hint | None:
        """ai-normal's advice for the viewer now, read from the viewer's own view (None
        unless asked for)."""
        if not self.hint_on or self._hint_key() != self._hint_at or self.viewer() is None or not self.can_hint():
            return None
        return self.advice()

    def _hint_key(self) -> tuple[object, ...]:
        return self.match.action_count, self.viewer(), self.table.decider

    def _hint_fields(self) -> dict[str, Any]:
        can = self.can_hint()
        setup = self.my_turn() and self.match.phase == Phase.SETUP_HEARTH
        out: dict[str, Any] = {"can_hint": can, "can_dots": setup, "dots": setup and self.dots_on}
        h = self.current_hint()
        viewer = self.viewer()
        if h is not None and viewer is not None:
            out["hint"] = hints.hint_words(h, self.match.island, [x.name for x in self.table.seats], viewer,
                                           self.match.rates_of(viewer))
            out["hint_action"] = str(h.action)
            key = self._hint_key_to_press(h)
            out["hint_mark"] = "" if key.startswith(SITE_KEYS) else key
        return out

    def _hint_key_to_press(self, h: Hint) -> str:
        """What the hint lights up now: the next press toward its action (a site of the board,
        a tray control, a control of the open sheet, the discard's steppers toward every card
        ai-normal would return)."""
        return hints.press_key(h.action, self.active_kind(), self.sheet, self.trade_give, self.trade_take,
                               self.discard, h.cards)

    def coach_moment(self, sight: Sight | None = None) -> Moment:
        """The moment the coach's step reads (a value: see :class:`coach.Moment`), ``sight``
        what the screen sees now (made when not given)."""
        t = self.table
        m = self.match
        viewer = self.viewer()
        legal = tuple(self.legal())
        sight = sight if sight is not None else self.sight()
        moment = Moment(
            view=sight, island=m.island, names=tuple(s.name for s in t.seats), viewer=viewer, legal=legal,
            advice=self.advice(), actions=m.action_count, mode=self.mode, sheet=self.sheet, dots=self.dots_on,
            give=tuple(self.give), want=tuple(self.want), discard=tuple(self.discard), trade_give=self.trade_give,
            trade_take=self.trade_take, clocks=self.clocks, notes=self.frame_notes(),
        )
        if self.coach is None or viewer is None:
            return moment
        offers = self.coach.offers_to_check(moment)
        if not offers:
            return moment
        # The first the engine would take is the one the step reads (the others are not asked).
        first = next((o for o in offers if m.refusal(viewer, A.offer(five(o[0]), five(o[1]))) is None), None)
        return moment if first is None else replace(moment, offerable=frozenset((first,)))

    def coach_step(self) -> Step:
        """The coach's step now (see :func:`coach.step_for`)."""
        assert self.coach is not None
        return self.coach.step(self.coach_moment())

    def _coach_before(self) -> Before | None:
        if self.coach is None:
            return None
        return self.coach.before(self.coach_moment(), len(self.table.harvests))

    def _coach_after(self, before: Before | None) -> None:
        """After a press or a clock: tell the coach what was played since ``before``."""
        if self.coach is None or before is None:
            return
        t = self.table
        m = self.match
        self.coach.after(before, m.action_count, m.actions_since(before.actions), tuple(t.harvests[before.harvests:]),
                         m.last_roll)

    def _marks(self, moment: Moment | None) -> dict[str, Any]:
        """The hint's fields and the coach's; the coach lights up its target as a hint does
        (unless a hint is shown: the player asked for it)."""
        out = self._hint_fields()
        if self.coach is not None and moment is not None:
            out.update(self.coach.fields(moment))
            target = out["coach_target"]
            if target and not out.get("hint") and not target.startswith(("corner ", "edge ", "tile ")):
                out["hint_mark"] = target
        return out

    def frame_notes(self) -> tuple[str, ...]:
        """What only the viewer may read and has not read yet (the card it stole or lost, the
        card it drew)."""
        viewer = self.viewer()
        if viewer is None:
            return ()
        return tuple(self.table.notes[viewer][self.table.notes_read[viewer]:])

    def _recap(self) -> tuple[str, ...]:
        """What happened since the viewer last acted, while the viewer decides."""
        viewer = self.viewer()
        return tuple(self.table.recap_of(viewer)) if viewer is not None and self.my_turn() else ()

    def _fresh(self) -> tuple[tuple[str, int], ...]:
        viewer = self.viewer()
        return tuple(self.table.fresh.get(viewer, ())) if viewer is not None else ()

    def _takebacks(self) -> tuple[str, str]:
        """The Undo control's words, long and brief ("", "" when nothing can be taken back)."""
        action, viewer = self.table.takeback(), self.table.viewer
        if action is None or viewer is None:
            return "", ""
        rate = 0
        if action.kind == A.TRADE:
            rate = self.match.rates_of(viewer)[action.a]  # a trade is at the seat's best rate, which it does not change
        elif action.kind == A.BARGE:
            rate = BARGE_RATE
        return takeback_words(action, self.match.island, rate), takeback_brief(action)

    def privacy(self) -> int | None:
        """The human who must tap in before anything private shows (None: nobody)."""
        return self.table.privacy_seat()

    def viewer(self) -> int | None:
        """The seat whose hand is on the screen now (None under the privacy screen)."""
        return None if self.privacy() is not None else self.table.viewer

    def my_turn(self) -> bool:
        """The seat on the screen decides now."""
        v = self.viewer()
        return v is not None and v == self.table.decider and not self.match.is_over

    def legal(self) -> list[Action]:
        return self.table.legal() if self.my_turn() else []

    def ai_due(self) -> bool:
        return not self.match.is_over and self.table.is_ai(self.table.decider)

    # ------------------------------------------------------------ the board

    def active_kind(self) -> str:
        """What a press on the board means now: causeway, hearth, beacon, warden,
        ashcloud (a tile after a 7), or empty (nothing on the board is pressable)."""
        if not self.my_turn():
            return ""
        ph = self.match.phase
        if ph == Phase.SETUP_HEARTH:
            return "hearth"
        if ph == Phase.SETUP_CAUSEWAY:
            return "causeway"
        if ph == Phase.MOVE_ASHCLOUD:
            return "ashcloud"
        if ph in (Phase.PRE_ROLL, Phase.MAIN) and self.mode:
            return self.mode
        return ""

    def site_actions(self, kind: str) -> list[Action]:
        """The legal actions a press on the board makes for ``kind``."""
        legal = self.legal()
        if kind == "warden":
            return [a for a in legal if a.kind == A.WARDEN and a.a >= 0]
        if kind == "ashcloud":
            return [a for a in legal if a.kind == A.ASHCLOUD]
        return [a for a in legal if a.kind == kind]

    def pressable(self, moment: Moment | None = None) -> Pressable:
        """Only the legal sites of the active kind (the hinted one marked; during placement,
        on request, each with its ember dots); nothing else.  ``moment``: the coach's now, if
        already made."""
        press = self._pressable()
        h = self.current_hint()
        if h is not None:
            key = self._hint_key_to_press(h)
            if key.startswith(SITE_KEYS):
                press = replace(press, hinted=key)
        elif self.coach is not None and not self.coach.hidden:
            target = self.coach.step(moment if moment is not None else self.coach_moment()).target
            if target.startswith(SITE_KEYS):
                press = replace(press, hinted=target)
        if self.dots_on and self.my_turn() and self.match.phase == Phase.SETUP_HEARTH:
            dots = self.match.corner_dots
            press = replace(press, dots=tuple((c, dots[c]) for c in press.corners))
        return press

    def _pressable(self) -> Pressable:
        kind = self.active_kind()
        if not kind:
            return Pressable()
        targets = tuple(a.a for a in self.site_actions(kind))
        if kind == "causeway":
            return Pressable(edges=targets)
        if kind in ("hearth", "beacon"):
            return Pressable(corners=targets)
        # The tiles that may not take the Ashcloud say why, in the engine's words.
        m = self.match
        viewer = self.viewer()
        ash = m.ash
        act = A.WARDEN if kind == "warden" else A.ASHCLOUD
        barred = []
        for t in range(len(TILE_IDS)):
            if t in targets or not (t == ash or m.sheltered(t)):
                continue
            err = m.refusal(viewer, A.with_arg(act, t))
            if err is not None:
                words = self.worded(err)
                barred.append((t, words[0].upper() + words[1:] + "."))
        return Pressable(tiles=targets, barred=tuple(barred))

    # ------------------------------------------------------------ presses

    def press(self, data: Mapping[str, str]) -> None:
        """Handle a press; ``data`` is the pressed element's ``data-*`` (``action`` and its
        arguments).  A press that is not legal now does nothing (``message`` may say why)."""
        name = str(data.get("action", "")).replace("-", "_")
        handler = getattr(self, f"_on_{name}", None)
        if handler is None:
            return
        self.message = self.explained = ""
        before = self._coach_before()
        try:
            handler(data)
        except RuleError as exc:
            self.message = self.worded(exc)  # the engine's own words, with the seats' names
        except (ValueError, KeyError) as exc:
            self.message = str(exc)
        self.sync()
        self._coach_after(before)

    def play(self, action: Action) -> str:
        line = self.table.play(action)
        if action.kind in BUILD_KINDS or action.kind == A.WARDEN:
            self.mode = ""
        self.sheet = ""  # a trade closes the trade sheet too: what it was for (a build) is under it
        if action.kind in (A.TRADE, A.BARGE):
            self.trade_give = self.trade_take = -1  # the next trade starts from nothing picked
        self.sync()
        return line

    def _play_if_legal(self, action: Action) -> None:
        if action in self.legal():
            self.play(action)

    def _on_hint(self, _d: Mapping[str, str]) -> None:
        """Show (or hide) what ai-normal would do now, and why; it never acts by itself."""
        self.hint_on = not self.hint_on and self.can_hint()
        self._hint_at = self._hint_key()

    def _on_recap(self, _d: Mapping[str, str]) -> None:
        """Unfold the recap of what happened since the viewer last acted, or fold it."""
        self.recap_open = not self.recap_open

    def _on_dots(self, _d: Mapping[str, str]) -> None:
        self.dots_on = not self.dots_on

    def _on_coach(self, _d: Mapping[str, str]) -> None:
        """Hide the coach, or bring it back (its steps go on either way)."""
        if self.coach is not None:
            self.coach.toggle()

    def _on_undo(self, _d: Mapping[str, str]) -> None:
        what = self._takebacks()[0]
        self.table.undo()
        self.mode = self.sheet = ""
        if what:
            self.message = f"Taken back: {what.removeprefix('Take back ')}."  # said where the player looks

    def _on_tap_in(self, d: Mapping[str, str]) -> None:
        self.table.tap_in(int(d["seat"]))
        self.mode = self.sheet = ""

    def _on_mode(self, d: Mapping[str, str]) -> None:
        kind = d.get("kind", "")
        if kind not in (*BUILD_KINDS, "warden") or not self.site_actions(kind):
            return
        self.mode = "" if self.mode == kind else kind
        self.sheet = ""

    def _on_cancel(self, _d: Mapping[str, str]) -> None:
        self.mode = self.sheet = ""

    def _on_why(self, d: Mapping[str, str]) -> None:
        """Something that cannot be used now was pressed or focused: say why (and do nothing
        else).  A control names its reason's element (``why``, what its ``aria-describedby``
        names), which then shows; a tile the Ashcloud may not take is explained in the status."""
        if "tile" not in d:
            self.explained = str(d.get("why", ""))
            return
        tile = TILE_IDS.index(str(d.get("tile", ""))) if str(d.get("tile", "")) in TILE_IDS else -1
        why = dict(self.pressable().barred).get(tile)
        if why:
            self.message = why

    def _on_site(self, d: Mapping[str, str]) -> None:
        kind = self.active_kind()
        if not kind:
            return
        if "tile" in d:
            if kind not in ("warden", "ashcloud"):
                return
            target = TILE_IDS.index(str(d["tile"]))
        elif "corner" in d:
            if kind not in ("hearth", "beacon"):
                return
            target = int(d["corner"])
        elif "edge" in d:
            if kind != "causeway":
                return
            target = int(d["edge"])
        else:
            return
        for action in self.site_actions(kind):
            if action.a == target:
                self.play(action)
                return

    @staticmethod
    def _simple(kind: str) -> Callable[[Screen, Mapping[str, str]], None]:
        def handler(self: Screen, _d: Mapping[str, str]) -> None:
            self._play_if_legal(A.simple(kind))

        return handler

    _on_roll = _simple(A.ROLL)
    _on_end = _simple(A.END)
    _on_buy = _simple(A.BUY)
    _on_surveyor = _simple(A.SURVEYOR)
    _on_reveal = _simple(A.REVEAL)
    _on_decline = _simple(A.DECLINE)
    del _simple

    def _on_calm(self, _d: Mapping[str, str]) -> None:
        self._play_if_legal(A.warden(-1))

    def _on_rob(self, d: Mapping[str, str]) -> None:
        self._play_if_legal(A.with_arg(A.ROB, int(d["seat"])))

    def _on_bountiful(self, d: Mapping[str, str]) -> None:
        self._play_if_legal(A.with_arg(A.BOUNTIFUL, int(d["number"])))

    def _on_embargo(self, d: Mapping[str, str]) -> None:
        self._play_if_legal(A.with_arg(A.EMBARGO, RESOURCES.index(d["res"])))

    def _on_confirm(self, d: Mapping[str, str]) -> None:
        self._play_if_legal(A.with_arg(A.CONFIRM, int(d["seat"])))

    def _on_accept(self, _d: Mapping[str, str]) -> None:
        me = self.viewer()
        if me is not None:
            self._play_if_legal(A.with_arg(A.ACCEPT, me))

    def _on_pass(self, _d: Mapping[str, str]) -> None:
        me = self.viewer()
        if me is not None:
            self._play_if_legal(A.with_arg(A.PASS, me))

    def _on_sheet(self, d: Mapping[str, str]) -> None:
        name = d.get("sheet", "")
        if name and name not in self.sheets_available():
            return
        self.sheet = name
        self.mode = ""
        if name == "offer":
            self.give, self.want = [0] * N_RES, [0] * N_RES
        elif name == "counter":
            sight = self.sight()
            offer, hand = sight.open_offer, sight.hand
            if offer is None or hand is None:
                return
            # Start from the offer turned round: give what it wants, want what it gives.
            self.give = [min(n, hand[r]) for r, n in enumerate(offer.want)]
            self.want = [min(n, MAX_WANT) for n in offer.give]
        elif name == "trade":
            self.trade_give = self.trade_take = -1

    def _on_step(self, d: Mapping[str, str]) -> None:
        draft = d.get("draft", "")
        if draft not in DRAFTS:
            return
        r = RESOURCES.index(d["res"])
        counts = getattr(self, draft)
        limit = self.draft_limit(draft, r)
        counts[r] = max(0, min(limit, counts[r] + int(d.get("delta", "1"))))
        if draft == "discard" and sum(counts) > self.discard_owed():
            counts[r] -= 1

    def _on_trade_give(self, d: Mapping[str, str]) -> None:
        r = RESOURCES.index(d["res"])
        self.trade_give = -1 if self.trade_give == r else r
        if self.trade_take == self.trade_give:
            self.trade_take = -1

    def _on_trade_take(self, d: Mapping[str, str]) -> None:
        r = RESOURCES.index(d["res"])
        self.trade_take = -1 if self.trade_take == r else r

    def _on_trade(self, d: Mapping[str, str]) -> None:
        kind = A.BARGE if d.get("via") == "barge" else A.TRADE
        if self.trade_give < 0 or self.trade_take < 0:
            self.message = "Choose what to give and what to take."
            return
        action = A.with_arg(kind, self.trade_give, self.trade_take)
        if action not in self.legal():
            self.message = "That trade is not possible now."
            return
        self.play(action)

    def _on_post_offer(self, _d: Mapping[str, str]) -> None:
        action = A.offer(five(self.give), five(self.want))
        why = self._refusal(action)
        if why:
            self.message = why
            return
        self.play(action)

    def _on_send_counter(self, _d: Mapping[str, str]) -> None:
        me = self.viewer()
        if me is None:
            return
        action = A.counter(me, five(self.give), five(self.want))
        why = self._refusal(action)
        if why:
            self.message = why
            return
        self.play(action)

    def _on_discard_send(self, _d: Mapping[str, str]) -> None:
        me = self.viewer()
        if me is None or self.match.phase != Phase.DISCARD or self.table.decider != me:
            return
        err = self.match.why_not_discard(me, five(self.discard))
        if err is not None:
            self.message = self.worded(err)
            return
        for r in range(N_RES):
            for _ in range(self.discard[r]):
                self.table.play(A.with_arg(A.DISCARD, me, r))
        self.discard = [0] * N_RES

    # ------------------------------------------------------------ what the player may do

    def _refusal(self, action: Action) -> str:
        """Why the engine would refuse the viewer's ``action`` now, in words ("": it would not)."""
        if not self.my_turn():
            return NOT_YOURS
        err = self.match.refusal(self.viewer(), action)
        return "" if err is None else self.worded(err)

    def discard_owed(self) -> int:
        me = self.viewer()
        return self.match.discard_owed[me] if me is not None else 0

    def draft_limit(self, draft: str, r: int) -> int:
        if draft == "want":
            return MAX_WANT
        hand = self.sight().hand
        return hand[r] if hand is not None else 0

    def sheets_available(self) -> set[str]:
        """The sheets that make sense now, for the seat on the screen."""
        legal = self.legal()
        kinds = {a.kind for a in legal}
        out = set()
        ph = self.match.phase
        if ph == Phase.MAIN and self.my_turn():
            out.add("trade")
            if self.match.offers_posted < MAX_OFFERS:
                out.add("offer")
        if A.BOUNTIFUL in kinds:
            out.add("bountiful")
        if A.EMBARGO in kinds:
            out.add("embargo")
        if ph == Phase.OFFER and self.my_turn():
            out.add("counter")
        return out

    def _moment(self) -> tuple[object, ...]:
        """What a draft, a sheet or a reason shown belongs to: the phase, who decides and looks, the turn."""
        m = self.match
        return (m.phase, self.table.decider, self.viewer(), m.turns, m.offers_posted, m.roll_count)

    def sync(self) -> None:
        """Forget what no longer applies: drafts of a past moment, a mode or sheet that
        the game moved past."""
        phase = self.match.phase
        key = self._moment()
        if key != self._key:
            self._key = key
            self.explained = ""
            self.recap_open = False
            self.discard = [0] * N_RES
            if self.sheet == "counter" or phase != Phase.MAIN:
                self.sheet = ""
        if self.mode and not (phase in (Phase.PRE_ROLL, Phase.MAIN) and self.site_actions(self.mode)):
            self.mode = ""
        if self.sheet and self.sheet not in self.sheets_available():
            self.sheet = ""
        if self.hint_on and self._hint_key() != self._hint_at:
            self.hint_on = False  # a hint is for one decision

    # ------------------------------------------------------------ clocks and the AI

    @property
    def clocks(self) -> str:
        """The table's clocks in force (:mod:`engine.clocks`): the game's, but a coached first
        game runs none (a play-tester lost lessons to them; a learner reads at their own pace)."""
        return clocks.OFF if self.coach is not None else self.match.config.clocks

    def timer(self) -> Timer | None:
        """The clock that runs now, if any.

        Every clock belongs to the human it waits on and runs only while that human's screen
        is shown: behind a privacy screen it waits for the tap (RULINGS 5).  A discard's
        clock, each answering human's own clock for an offer (``unanswered N`` when it runs
        out) and the offerer's clock to confirm start when that seat taps in.  AI seats need
        no clock; with the table's clocks Off none runs, and the table waits for each person.
        """
        m = self.match
        t = self.table
        who = t.decider
        if who < 0 or t.is_ai(who) or self.privacy() is not None:
            return None
        key: tuple[object, ...]
        if m.phase == Phase.DISCARD:
            kind, key = clocks.DISCARD, ("discard", m.roll_count, who)
        elif m.phase == Phase.OFFER:
            kind, key = clocks.OFFER, ("offer", m.turns, m.offers_posted, who)
        elif m.phase == Phase.CONFIRM:
            kind, key = clocks.CONFIRM, ("confirm", m.turns, m.offers_posted)
        else:
            return None
        seconds = clocks.seconds(self.clocks, kind)
        return None if seconds is None else Timer(kind, seconds, key)

    def timeout(self) -> str | None:
        """The running clock ran out: apply the engine's timer action."""
        if self.timer() is None:
            return None
        before = self._coach_before()
        line = self.table.timeout()
        self.sync()
        self._coach_after(before)
        return line

    def ai_delay(self, pace: int) -> int | None:
        """Milliseconds until the next AI step (None: no AI decides now).

        AI seats answer an offer at once (their rule needs no thought) and return
        their discards a card at a time quickly; in placement each seat's hearth and causeway
        are one beat (the causeway follows its hearth at half the pace: at Calm a seat places
        in 1.2 s, one seat after another); otherwise they move at ``pace``.
        """
        if not self.ai_due():
            return None
        phase = self.match.phase
        if pace <= 0 or phase == Phase.OFFER or self.table.ai_thinking:
            return 0
        if phase == Phase.DISCARD:
            return min(pace, 200)  # one card at a time: quick, but still seen
        if phase == Phase.SETUP_CAUSEWAY:
            return pace // 2  # a seat's placement is one beat: its hearth, then soon its causeway
        return pace

    def ai_step(self) -> str | None:
        line = self.table.ai_step()
        self.sync()
        return line

    def ai_steps(self, pace: int, budget: float = BATCH_SECONDS) -> int:
        """One AI action, or at pace 0 as many as fit in ``budget`` seconds; returns how many.

        An AI that needs longer than ``budget`` to decide thinks in slices over several
        ticks (0 actions this tick; :meth:`ai_delay` then asks for the next tick at once),
        so no call on the page's thread runs much longer than ``budget``.
        """
        done = 0
        start = time.perf_counter()
        while self.ai_due():
            left = budget - (time.perf_counter() - start)
            if self.table.ai_think(max(left, 0.0)) is None:
                break  # still thinking: go on next tick
            done += 1
            if pace > 0 or time.perf_counter() - start >= budget:
                break
        self.sync()
        return done


__all__ = ["Frame", "Screen", "Timer"]
