"""A game: its configuration, its state, its chance source and its record.

:class:`Game` is the way a page, the command line or a test plays: :meth:`Game.play` applies
an action (then the chance steps it sets off, from the seed) and keeps the record; the
questions a page asks (whose decision it is, the legal actions, why an action is refused,
what a seat may see) are answered from the rules and the views.  Underneath, one plain
function applies an action to a state, :func:`engine.rules.apply`, which AI seats call on the
states they search.

>>> g = Game(GameConfig(seats=3, seed=7, island="landfall"))
>>> g.state.phase.label, g.actor == g.state.first_seat
('setup-hearth', True)
>>> g.play(g.legal_actions()[0])
[Built(seat=0, piece='hearth', place=0)]
>>> len(g.actions)
1
>>> Game.replay(g.record()).state == g.state
True
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from .actions import CHANCE_KINDS, TAKE_BACK_KINDS, Action
from .board import Board
from .chance import ChanceSource
from .clocks import RECORDED_DEFAULT, SETTINGS
from .constants import MAX_SEATS, MAX_SEED, MIN_SEATS, MIN_SEED, Cards
from .errors import CHANCE, NOT_NOW, RecordError, RuleError
from .events import Event
from .island import LANDFALL, Island
from .islandgen import deal_island
from .phase import CHANCE_PHASES, MAIN, OVER, SETUP_CAUSEWAY, SETUP_HEARTH
from .rules import actor, apply, is_legal, legal_actions, legal_discards, timeout_action, why_not, why_not_discard
from .ruleset import CINDERISLE, RuleSet, rule_set
from .state import State
from .view import PublicView, SeatView

RECORD_FORMAT = "cinderisle-record"
RECORD_VERSION = 1


def is_seed(value: object) -> bool:
    """A whole number MIN_SEED..MAX_SEED (not a bool)."""
    return type(value) is int and MIN_SEED <= value <= MAX_SEED


@dataclass(frozen=True)
class GameConfig:
    """What a game is set up with.

    ``seed`` drives the first seat, dice, Tide and venture decks and steals;
    ``island`` is ``"landfall"`` or the seed of a generated island (``None``:
    the same as ``seed``; Living Island's island N is its own, LIVING-ISLAND 4.3).  ``rules``
    is the rule set (:mod:`engine.ruleset`: ``cinderisle``, or ``living-island``,
    ``living`` for short).  ``players`` optionally names each seat's kind
    (``human``, ``random``, ``ai-easy`` ...) and ``names`` the players.  ``clocks`` is the
    table's clocks (:mod:`engine.clocks`: relaxed, standard or off); the rules never read
    it, the page runs them, and the record keeps it.
    """

    seats: int = 4
    seed: int = 1
    island: int | str | None = None
    tide: bool = False
    players: tuple[str, ...] = ()
    names: tuple[str, ...] = field(default=())
    clocks: str = RECORDED_DEFAULT
    rules: str = CINDERISLE.name

    def __post_init__(self) -> None:
        object.__setattr__(self, "rules", rule_set(self.rules).name)  # (its short name spelt out)
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise ValueError(f"a game has {MIN_SEATS} to {MAX_SEATS} seats, not {self.seats}")
        if not is_seed(self.seed):
            raise ValueError(f"seed {self.seed!r} is not a whole number from {MIN_SEED} to {MAX_SEED}")
        isl = self.island
        if isl is not None and isl != LANDFALL and not is_seed(isl):
            raise ValueError(f"island {isl!r} is neither 'landfall' nor a seed from {MIN_SEED} to {MAX_SEED}")
        if self.clocks not in SETTINGS:
            raise ValueError(f"clocks {self.clocks!r} are none of {', '.join(SETTINGS)}")

    @property
    def island_key(self) -> int | str:
        return self.seed if self.island is None else self.island

    @property
    def rule_set(self) -> RuleSet:
        return rule_set(self.rules)

    def make_island(self) -> Island:
        if self.rule_set.living_board:
            return deal_island(self.island_key, living=True)
        return deal_island(self.island_key)

    def to_dict(self) -> dict[str, Any]:
        """As a record keeps it: a Cinderisle game has no ``rules`` (records made before
        Living Island are Cinderisle's, and stay as they were)."""
        d = asdict(self)
        d["players"], d["names"] = list(self.players), list(self.names)
        if self.rules == CINDERISLE.name:
            del d["rules"]
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> GameConfig:
        known = {"seats", "seed", "island", "tide", "players", "names", "clocks", "rules"}
        extra = sorted(set(d) - known)
        if extra:
            raise ValueError(f"unknown config field(s): {', '.join(extra)}")
        return cls(
            seats=d.get("seats", 4), seed=d.get("seed", 1), island=d.get("island"),
            tide=bool(d.get("tide", False)), players=tuple(d.get("players", ())), names=tuple(d.get("names", ())),
            clocks=d.get("clocks", RECORDED_DEFAULT),  # a record made before the option: Standard
            rules=d.get("rules", CINDERISLE.name),
        )


class Game:
    """A game in progress: apply players' actions with :meth:`play`; chance resolves itself.

    :attr:`actions` is the record (chance outcomes included).  What each action did is
    returned by :meth:`play` (and :meth:`chance_step`), not kept: a page or a log keeps what
    it needs of it (and a game replayed yields the same events again).  :attr:`state` is the
    state itself (plain data); the game asks the rules about it (:attr:`actor`,
    :meth:`legal_actions`, :meth:`why_not` ...) and shows it through views (:meth:`view`).

    With ``takebacks`` the game also lets the seat that decides take its last actions back
    (:meth:`undo`): its builds and trades with the Supply (``actions.TAKE_BACK_KINDS``), back to
    the last thing that cannot be unseen or undone: a chance outcome (a roll, a card drawn or
    stolen), a card bought or played, another seat's action (an answer to an offer, a
    discard), the end of a turn, the end of the game.

    >>> g = Game(GameConfig(seats=2, seed=11, island="landfall"), takebacks=True)
    >>> _ = g.play(Action.parse("hearth 20"))
    >>> g.can_undo(1), str(g.takeback(1))
    (True, 'hearth 20')
    >>> str(g.undo(1)), len(g.actions), g.can_undo(1)
    ('hearth 20', 0, False)
    """

    def __init__(self, config: GameConfig, island: Island | None = None, takebacks: bool = False) -> None:
        self.config = config
        self.island = island if island is not None else config.make_island()
        rules = config.rule_set
        self.chance = ChanceSource(config.seed, rules.deck)
        self.state = State.new(Board.of(self.island), config.seats, self.chance.first_seat(config.seats), config.tide,
                               rules)
        self.actions: list[Action] = []
        self.takebacks = takebacks
        self._marks: list[tuple[int, int, State]] = []
        """(seat, length of the record before, the state before) of each action that may still be
        taken back, oldest first; all of one seat."""

    # ------------------------------------------------------------------ playing

    def play(self, action: Action, *, chance: bool = True) -> list[Event]:
        """Apply a seat's (or a timer's) action and what happened, in order; then, with
        ``chance``, the chance steps it sets off, from the seed, and their events after its
        own.  ``chance=False`` leaves them to :meth:`chance_step` (a page that tells each
        step on a line of its own).  An illegal action raises :class:`RuleError` and changes
        nothing; so does a chance outcome (the seed decides those)."""
        if type(action) is Action and action.kind in CHANCE_KINDS:
            raise RuleError(CHANCE, action=str(action), key="seed-decides")
        state = self.state
        mark = self._mark(action) if self.takebacks else None
        events = apply(state, action)
        self.actions.append(action)
        if self.takebacks:
            self._keep(mark)
        if chance:
            while state.phase in CHANCE_PHASES:
                events.extend(self.chance_step()[1])
        return events

    def chance_step(self) -> tuple[Action, list[Event]]:
        """Resolve the chance step the state waits for, from the seed: the outcome and its events."""
        outcome = self.chance.outcome(self.state)
        events = apply(self.state, outcome)
        self.actions.append(outcome)
        self._marks.clear()  # a chance outcome cannot be taken back
        return outcome, events

    def resolve_chance(self) -> list[Event]:
        """Every chance step the state waits for, in turn; their events."""
        events: list[Event] = []
        while self.state.is_chance():
            events.extend(self.chance_step()[1])
        return events

    # ------------------------------------------------------------------ what the game waits for

    @property
    def actor(self) -> int:
        """The seat whose decision the game waits for (-1 at a chance step or when over)."""
        return actor(self.state)

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to act (offers and counters are not listed: too many)."""
        return legal_actions(self.state)

    def legal_discards(self, seat: int) -> list[Action]:
        """The discards ``seat`` may make now, one card each (none if it owes nothing).  Every
        seat that owes after a 7 may discard, in any order; :meth:`legal_actions` lists only
        the first one's, from the seat on turn (where AI seats return their cards at once, a
        table asks each of them first)."""
        return legal_discards(self.state, seat)

    def is_legal(self, action: object) -> bool:
        """Whether :meth:`play` would accept ``action`` now; never raises.  (A chance outcome
        never: the seed decides those, :meth:`chance_step`.)"""
        if type(action) is Action and action.kind in CHANCE_KINDS:
            return False
        return is_legal(self.state, action)

    def why_not(self, seat: int, kind: str, *, answer: int = -1, give: int = -1, take: int = -1) -> RuleError | None:
        """Why ``seat`` may make no action of ``kind`` now (``roll``, ``hearth``, ``trade``,
        ``offer``, ``warden`` ...: :data:`engine.rules.kinds.ASKED`), as the
        :class:`RuleError` that action would raise; None when some such action is legal for
        it.  Nothing is changed (:func:`engine.rules.why_not`)."""
        return why_not(self.state, seat, kind, answer=answer, give=give, take=take)

    def why_not_discard(self, seat: int, cards: Cards) -> RuleError | None:
        """Why ``seat`` may not return ``cards`` as its whole discard after a 7 now (None: it may)."""
        return why_not_discard(self.state, seat, cards)

    def timeout_action(self, shared_window: bool = False) -> Action | None:
        """What the page plays when this moment's clock runs out, if it has one (at an offer:
        the seat shown it passes; with ``shared_window``, every seat still to answer)."""
        return timeout_action(self.state, shared_window)

    # ------------------------------------------------------------------ what a seat may see

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see (its own hand and cards, everybody's public facts)."""
        return SeatView(self.state, seat)

    def public_view(self) -> PublicView:
        """What everybody may see: no hand, no venture card, only counts (a shared screen
        nobody has tapped in to, the moments between AI seats' turns)."""
        return PublicView(self.state)

    def all_hands_view(self) -> PublicView:
        """Every seat's hand and cards (a finished game being replayed: nothing is hidden)."""
        return PublicView(self.state, all_hands=True)

    # ------------------------------------------------------------------ taking back

    def _mark(self, action: Action) -> tuple[int, int, State] | None:
        """What it takes to take ``action`` back, if it may be (before it is applied)."""
        s = self.state
        if type(action) is Action and action.kind in TAKE_BACK_KINDS and s.phase in (MAIN, SETUP_HEARTH,
                                                                                    SETUP_CAUSEWAY):
            return (actor(s), len(self.actions), s.copy())
        return None

    def _keep(self, mark: tuple[int, int, State] | None) -> None:
        marks = self._marks
        if mark is None or self.state.phase == OVER:
            marks.clear()
            return
        if marks and marks[-1][0] != mark[0]:
            marks.clear()  # another seat's action: nobody takes back across it
        marks.append(mark)

    @property
    def takeback_count(self) -> int:
        """How many actions may still be taken back, one after the other (all of one seat)."""
        return len(self._marks)

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat`` may take its last action back now."""
        return bool(self._marks) and self._marks[-1][0] == seat

    def takeback(self, seat: int) -> Action | None:
        """The action :meth:`undo` would take back for ``seat`` (None: none)."""
        return self.actions[self._marks[-1][1]] if self.can_undo(seat) else None

    def undo(self, seat: int) -> Action:
        """Take ``seat``'s last action back: the state is as it was before it, and the action
        leaves the record.  Raises :class:`RuleError` when there is nothing ``seat`` may take back."""
        if not self.can_undo(seat):
            raise RuleError(NOT_NOW, key="nothing-to-undo")
        _seat, length, before = self._marks.pop()
        action = self.actions[length]
        del self.actions[length:]
        self.state = before
        return action

    def record(self) -> dict[str, Any]:
        """The game record: config and every action (chance outcomes included), as JSON data."""
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "config": self.config.to_dict(),
            "actions": [str(a) for a in self.actions],
        }

    def record_json(self) -> str:
        return json.dumps(self.record(), separators=(",", ":"))

    @classmethod
    def replay(cls, record: dict[str, Any] | str, upto: int | None = None) -> Game:
        """Rebuild a game from its record, checking every action (and every chance outcome
        against the seed).  Raises :class:`RecordError` naming the first bad action."""
        if isinstance(record, str):
            try:
                record = json.loads(record)
            except json.JSONDecodeError as exc:
                raise RecordError(f"the record is not JSON: {exc}") from None
        if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
            raise RecordError("not a Cinderisle game record")
        if record.get("version") != RECORD_VERSION:
            raise RecordError(f"record version {record.get('version')!r} is not supported (this engine reads {RECORD_VERSION})")
        try:
            if not isinstance(record.get("config"), dict):
                raise TypeError("'config' must be an object")
            config = GameConfig.from_dict(record["config"])
            game = cls(config)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise RecordError(f"bad config: {exc}") from None
        texts = record.get("actions")
        if not isinstance(texts, list):
            raise RecordError("the record has no action list")
        for i, text in enumerate(texts[:upto]):
            try:
                action = Action.parse(str(text))
                state = game.state
                if state.is_chance():
                    expected = game.chance.outcome(state)
                    if action != expected:
                        raise RuleError(CHANCE, action=str(action), key="seed-gives", args={"action": str(expected)})
                apply(state, action)
                game.actions.append(action)
            except RuleError as exc:
                raise RecordError(f"action {i + 1} ({text!r}): {exc}") from None
        return game


__all__ = ["RECORD_FORMAT", "RECORD_VERSION", "Game", "GameConfig", "RecordError", "deal_island", "is_seed"]
