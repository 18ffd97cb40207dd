"""The table around one device: seats (human or AI), whose eyes are on the screen, the log.

Pure Python (no ``js``): the page's glue asks a :class:`Table` what to show and
hands it taps, timer expiries and AI ticks.  The engine decides; this module
only keeps track of who is looking and puts every action into words.

>>> from engine.game import GameConfig
>>> t = Table(GameConfig(seats=2, seed=9, island="landfall"), [SeatSpec("human", "Ana"), SeatSpec("ai-easy", "Bo")])
>>> t.decider == t.state.first_seat
True
>>> while t.is_ai(t.decider):
...     _ = t.ai_step()
>>> t.privacy_seat() is None   # one human: no privacy screen needed
True
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from engine import actions as A
from engine.actions import Action, RuleError
from engine.ai import SEAT_KINDS, make_seat
from engine.cards import N_RES, RESOURCES, format_cards
from engine.game import Game, GameConfig, RecordError
from engine.hexgrid import TILE_IDS
from engine.phase import Phase
from engine.state import State

COLOURS = ("Coral", "Saffron", "Lagoon", "Moss")
SHAPES = ("circle", "square", "triangle", "diamond")
HUMAN = "human"
AI_KINDS = tuple(SEAT_KINDS)
"""Every kind of seat that is not a person, as the engine has them now (``engine.ai.SEAT_KINDS``)."""
HARVESTS = (A.DICE, A.TIDE, A.BOUNTIFUL)
SAVE_FORMAT = "cinderisle-table"
SAVE_VERSION = 1
THINK_SECONDS = 0.03
"""How long an AI seat thinks in one call from the page (the page's thread stays free in between)."""
THINK_STEPS = 4
"""Search steps between two looks at the clock while an AI thinks."""


@dataclass(frozen=True)
class SeatSpec:
    """Who sits in a seat: ``kind`` is ``human`` or an AI level; ``name`` is shown as text.

    ``colour`` is the seat's lantern colour (one of :data:`COLOURS`; empty: the seat's
    own by position).
    """

    kind: str = HUMAN
    name: str = ""
    colour: str = ""


class Table:
    """One game at one device."""

    def __init__(self, config: GameConfig, seats: list[SeatSpec], game: Game | None = None) -> None:
        if len(seats) != config.seats:
            raise ValueError(f"{len(seats)} seat descriptions for a {config.seats}-seat game")
        for spec in seats:
            if spec.kind != HUMAN and spec.kind not in AI_KINDS:
                raise ValueError(f"unknown seat kind {spec.kind!r}")
        colours = _colours([s.colour for s in seats])
        self.seats = [
            SeatSpec(s.kind, (s.name or colours[i]).strip()[:24] or colours[i], colours[i]) for i, s in enumerate(seats)
        ]
        self.game = game if game is not None else Game(config)
        self.ai = {i: make_seat(s.kind, config.seed, i) for i, s in enumerate(self.seats) if s.kind != HUMAN}
        humans = self.humans()
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.log: list[str] = []
        self.history: list[list[int]] = []
        """Public renown of every seat at the end of each turn (and at the win)."""
        self.collected: list[list[int]] = [[0] * N_RES for _ in self.seats]
        """Cards each seat collected from harvests (rolls, Bountiful Tides, second hearths)."""
        self._thinking: tuple[int, int] | None = None
        """(seat, actions so far) of the decision an AI seat is part-way through."""
        self.ai_errors: list[str] = []
        """What went wrong inside AI seats (each time, an ai-easy choice was played instead)."""

    # ------------------------------------------------------------ who is who

    @property
    def state(self) -> State:
        return self.game.state

    @property
    def decider(self) -> int:
        """The seat whose decision the game waits for (-1 when over)."""
        return self.state.actor

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == HUMAN]

    def is_ai(self, seat: int) -> bool:
        return seat in self.ai

    def name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else "Nobody"

    def privacy_seat(self) -> int | None:
        """The human who must tap in before the screen shows anything, or None.

        Between two humans' decisions the screen hides every hand until the
        next human taps in.  With a single human it never hides.
        """
        who = self.decider
        if who < 0 or self.is_ai(who) or who == self.viewer:
            return None
        return who

    def tap_in(self, seat: int) -> None:
        if self.privacy_seat() != seat:
            raise RuleError(f"it is not {self.name(seat)}'s moment to look")
        self.viewer = seat

    # ------------------------------------------------------------ moves

    def play(self, action: Action) -> str:
        """A human's action (from the seat on the screen); returns the log line."""
        who = self.decider
        if self.is_ai(who):
            raise RuleError(f"'{action}' is not legal: {self.name(who)} (AI) is playing")
        if who != self.viewer and action.kind not in A.TIMER_KINDS:
            raise RuleError(f"'{action}' is not legal: {self.name(who)} must tap in first")
        return self._apply(action)

    def ai_step(self) -> str | None:
        """One action of the AI seat to decide, if it is an AI's decision (thought through at once)."""
        while True:
            if not self.is_ai(self.decider):
                return None
            line = self.ai_think(float("inf"))
            if line is not None:
                return line

    def ai_think(self, seconds: float = THINK_SECONDS) -> str | None:
        """Let the AI seat to decide think for about ``seconds``; its action's log line once it acts.

        Returns None while it is still thinking (or when no AI decides now): call again
        on the next tick.  Seats that think in slices (``begin``/``think``, as ai-hard
        does) stop after ``seconds`` and go on next time; the others decide at once.
        The decision is the same however it is sliced, so a game stays deterministic.
        """
        who = self.decider
        seat = self.ai.get(who)
        if seat is None:
            self._thinking = None
            return None
        legal = self.state.legal_actions()
        try:
            action = self._decide(seat, who, legal, seconds)
            if action is not None and action not in legal:
                raise RuleError(f"chose '{action}', which is not legal here")
        except Exception as exc:  # a bug in an AI seat must not stop the game at the table
            self._thinking = None
            self.ai_errors.append(f"{self.seats[who].kind} (seat {who}) at action {len(self.game.actions) + 1}: {exc!r}")
            action = self._fallback(who, legal)
        return None if action is None else self._apply(action)

    def _decide(self, seat: Any, who: int, legal: list[Action], seconds: float) -> Action | None:
        """The seat's action, or None while it is still thinking (see :meth:`ai_think`)."""
        view = self.state.view(who)
        if not (hasattr(seat, "begin") and hasattr(seat, "think")):
            return seat.choose(view, legal)
        key = (who, len(self.game.actions))
        if self._thinking != key:
            seat.begin(view, legal)
            self._thinking = key
        start = time.perf_counter()
        while True:
            action = seat.think(THINK_STEPS)
            if action is not None:
                self._thinking = None
                return action
            if time.perf_counter() - start >= seconds:
                return None

    def _fallback(self, who: int, legal: list[Action]) -> Action:
        """What an ai-easy seat would do here (or the first legal action), after an AI seat failed."""
        try:
            action = make_seat("ai-easy", self.game.config.seed, who).choose(self.state.view(who), legal)
            if action in legal:
                return action
        except Exception:  # noqa: BLE001 - the last resort below always works
            pass
        return legal[0]

    @property
    def ai_thinking(self) -> bool:
        """True while an AI seat is part-way through a decision (the page keeps ticking)."""
        return self._thinking is not None and self._thinking == (self.decider, len(self.game.actions))

    def timeout(self) -> str | None:
        """Apply what the current phase's clock does when it runs out."""
        action = self.state.timeout_action()
        return None if action is None else self._apply(action)

    def _apply(self, action: Action) -> str:
        game = self.game
        before = game.state.copy()
        game.apply_one(action)
        lines = [self._note(before, action)]
        while game.state.is_chance():
            before = game.state.copy()
            outcome = game.chance_step()
            lines.append(self._note(before, outcome))
        lines = [line for line in lines if line]
        state = game.state
        if action.kind == A.END or state.is_over:
            self.history.append(list(state.renown))
        if state.is_over:
            lines.append(f"{self.name(state.winner)} wins with {state.renown[state.winner]} renown!")
        self.log.extend(lines)
        return " ".join(lines)

    def _note(self, before: State, action: Action) -> str:
        after = self.game.state
        if action.kind in HARVESTS or (action.kind == A.HEARTH and before.phase == Phase.SETUP_HEARTH):
            for seat in range(after.n):
                for r in range(N_RES):
                    self.collected[seat][r] += max(0, after.hands[seat][r] - before.hands[seat][r])
        return describe(before, after, action, self.seats)

    # ------------------------------------------------------------ what to show

    def legal(self) -> list[Action]:
        """The viewer's legal actions (empty unless the viewer decides now)."""
        if self.viewer is None or self.decider != self.viewer:
            return []
        return self.state.legal_actions()

    def sites(self, kind: str) -> list[int]:
        """Corners or edges the viewer may press for a build of ``kind`` (causeway/hearth/beacon)."""
        return [a.a for a in self.legal() if a.kind == kind]

    # ------------------------------------------------------------ saving

    def save(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "seats": [{"kind": s.kind, "name": s.name, "colour": s.colour} for s in self.seats],
            "viewer": self.viewer,
            "record": self.game.record(),
            "log": self.log[-200:],
            "history": self.history,
            "collected": self.collected,
        }

    @classmethod
    def load(cls, data: dict[str, Any] | str) -> "Table":
        """Rebuild a table from :meth:`save`; raises ``RecordError`` with a readable reason."""
        if isinstance(data, str):
            try:
                data = json.loads(data)
            except json.JSONDecodeError as exc:
                raise RecordError(f"the save is not JSON: {exc}") from None
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise RecordError("not a Cinderisle save")
        if data.get("version") != SAVE_VERSION:
            raise RecordError(f"save version {data.get('version')!r} is not one this page reads ({SAVE_VERSION})")
        game = Game.replay(data.get("record"))  # type: ignore[arg-type]
        try:
            seats = [SeatSpec(str(s["kind"]), str(s["name"]), str(s.get("colour", ""))) for s in data["seats"]]
            table = cls(game.config, seats, game=game)
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"the save's seats are damaged: {exc}") from None
        viewer = data.get("viewer")
        table.viewer = viewer if isinstance(viewer, int) and 0 <= viewer < len(seats) else table.viewer
        log = data.get("log")
        table.log = [str(x) for x in log] if isinstance(log, list) else []
        try:
            table.history = [[int(x) for x in row] for row in data.get("history", [])]
            collected = [[int(x) for x in row] for row in data.get("collected", [])]
            if len(collected) == len(seats) and all(len(row) == N_RES for row in collected):
                table.collected = collected
        except (TypeError, ValueError):
            pass  # statistics only: a damaged copy is dropped, the game itself is intact
        return table


def _colours(asked: list[str]) -> list[str]:
    """Each seat's lantern colour: the one asked for when it is a colour no earlier seat
    took, else the first colour nobody asked for, from the seat's own onwards.

    >>> _colours(["Moss", "", "Moss", "coral"])
    ['Moss', 'Saffron', 'Lagoon', 'Coral']
    """
    wanted = [w.strip().capitalize() for w in asked]
    out: list[str] = []
    for i, name in enumerate(wanted):
        if name not in COLOURS or name in out:
            free = [c for c in COLOURS[i:] + COLOURS[:i] if c not in out]
            name = next((c for c in free if c not in wanted[i + 1:]), free[0])
        out.append(name)
    return out


# ---------------------------------------------------------------- words


def _gains(before: State, after: State) -> str:
    """Cards each seat gained between two states, in words (empty if none)."""
    parts = []
    for seat in range(after.n):
        diff = tuple(max(0, after.hands[seat][r] - before.hands[seat][r]) for r in range(N_RES))
        if any(diff):
            parts.append((seat, format_cards(diff)))  # type: ignore[arg-type]
    return "; ".join(f"{{{seat}}} +{cards}" for seat, cards in parts)


def describe(before: State, after: State, action: Action, seats: list[SeatSpec]) -> str:
    """One action in words, as everybody at the table may read it (hidden cards stay hidden)."""
    def name(i: int) -> str:
        return seats[i].name if 0 <= i < len(seats) else "Nobody"

    def gains() -> str:
        text = _gains(before, after)
        for i in range(len(seats)):
            text = text.replace(f"{{{i}}}", name(i))
        return f" {text}." if text else ""

    k = action.kind
    who = name(before.turn_seat)
    seat = name(action.a)
    if k in (A.ROLL, A.DRAW):
        return ""
    if k == A.HEARTH:
        return f"{who} founded a hearth on corner {action.a}." + (gains() if before.phase == Phase.SETUP_HEARTH else "")
    if k == A.CAUSEWAY:
        return f"{who} laid a causeway on edge {action.a}."
    if k == A.BEACON:
        return f"{who} raised a beacon on corner {action.a}."
    if k in (A.DICE, A.TIDE):
        total = action.a + action.b if k == A.DICE else action.a
        head = f"{who} rolled {total}" if k == A.DICE else f"{who} flipped a Tide {total}"
        if total == 7:
            return head + ": the Ashcloud stirs."
        return head + "." + (gains() or " Nobody collects.")
    if k == A.BUY:
        return f"{who} bought a venture card."
    if k == A.WARDEN:
        if action.a < 0:
            return f"{who} played a Warden and calmed the Ashcloud."
        return f"{who} played a Warden: the Ashcloud drifts to {_tile(before, action.a)}."
    if k == A.SURVEYOR:
        return f"{who} played a Surveyor: two causeways for nothing this turn."
    if k == A.BOUNTIFUL:
        return f"{who} played a Bountiful Tide on {action.a}." + (gains() or " Nothing grew.")
    if k == A.EMBARGO:
        return f"{who} played an Embargo on {RESOURCES[action.a]}."
    if k == A.REVEAL:
        return f"{who} revealed a Landmark."
    if k in (A.TRADE, A.BARGE):
        paid = before.hands[before.turn_seat][action.a] - after.hands[before.turn_seat][action.a]
        via = "by Barge" if k == A.BARGE else "with the Supply"
        return f"{who} traded {paid} {RESOURCES[action.a]} for 1 {RESOURCES[action.b]} {via}."
    if k == A.ASHCLOUD:
        return f"{who} moved the Ashcloud to {_tile(before, action.a)}."
    if k == A.ROB:
        return f"{who} chose to rob {seat}."
    if k == A.STEAL:
        return f"{who} stole a card from {name(before.victim)}."
    if k == A.DISCARD:
        return f"{seat} discarded 1 {RESOURCES[action.b]}."
    if k == A.AUTODISCARD:
        lost = tuple(before.hands[action.a][r] - after.hands[action.a][r] for r in range(N_RES))
        return f"{seat}'s time ran out: returned {format_cards(lost)}."  # type: ignore[arg-type]
    if k == A.OFFER:
        return f"{who} offers {format_cards(action.give)} for {format_cards(action.want)}."  # type: ignore[arg-type]
    if k == A.ACCEPT:
        return f"{seat} accepts."
    if k == A.PASS:
        return f"{seat} passes."
    if k == A.COUNTER:
        return f"{seat} counters: {format_cards(action.give)} for {format_cards(action.want)}."  # type: ignore[arg-type]
    if k == A.CLOSE:
        return "The answer window closed."
    if k == A.CONFIRM:
        return f"{who} made a deal with {seat}."
    if k == A.DECLINE:
        return f"{who} declined every answer."
    if k == A.LAPSE:
        return f"{who}'s offer lapsed."
    if k == A.END:
        return f"{who} ended the turn."
    return str(action)


def _tile(state: State, t: int) -> str:
    return state.board.island.tile_label(t) if 0 <= t < len(TILE_IDS) else "nowhere"


__all__ = ["Table", "SeatSpec", "COLOURS", "SHAPES", "describe"]
