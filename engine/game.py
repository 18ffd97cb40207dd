"""A game: its configuration, its state, its chance source and its record.

>>> g = Game(GameConfig(seats=3, seed=7, island="landfall"))
>>> g.state.phase.label, g.state.actor == g.state.first_seat
('setup-hearth', True)
>>> g.play(g.state.legal_actions()[0])
>>> len(g.actions)
1
>>> Game.replay(g.record()).state.summary() == g.state.summary()
True
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from .actions import CHANCE_KINDS, Action, RuleError
from .board import Board
from .chance import ChanceSource
from .island import Island, landfall
from .state import State

RECORD_FORMAT = "cinderisle-record"
RECORD_VERSION = 1
MAX_SEED = 4294967295


class RecordError(ValueError):
    """A game record that cannot be read or replayed; the message says where and why."""


@dataclass(frozen=True)
class GameConfig:
    """What a game is set up with.

    ``seed`` drives the first seat, dice, Tide and venture decks and steals;
    ``island`` is ``"landfall"`` or the seed of a generated island (``None``:
    the same as ``seed``).  ``players`` optionally names each seat's kind
    (``human``, ``random``, ``ai-easy`` ...) and ``names`` the players.
    """

    seats: int = 4
    seed: int = 1
    island: int | str | None = None
    tide: bool = False
    players: tuple[str, ...] = ()
    names: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        if not 2 <= self.seats <= 4:
            raise ValueError(f"a game has 2 to 4 seats, not {self.seats}")
        if not isinstance(self.seed, int) or not 1 <= self.seed <= MAX_SEED:
            raise ValueError(f"seed {self.seed!r} is not a whole number from 1 to {MAX_SEED}")
        isl = self.island
        if isl is not None and isl != "landfall" and (not isinstance(isl, int) or not 1 <= isl <= MAX_SEED):
            raise ValueError(f"island {isl!r} is neither 'landfall' nor a seed from 1 to {MAX_SEED}")

    @property
    def island_key(self) -> int | str:
        return self.seed if self.island is None else self.island

    def make_island(self) -> Island:
        key = self.island_key
        if key == "landfall":
            return landfall()
        from .islandgen import generate

        return generate(int(key))

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["players"], d["names"] = list(self.players), list(self.names)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "GameConfig":
        known = {"seats", "seed", "island", "tide", "players", "names"}
        extra = sorted(set(d) - known)
        if extra:
            raise ValueError(f"unknown config field(s): {', '.join(extra)}")
        return cls(
            seats=d.get("seats", 4), seed=d.get("seed", 1), island=d.get("island"),
            tide=bool(d.get("tide", False)), players=tuple(d.get("players", ())), names=tuple(d.get("names", ())),
        )


class Game:
    """A game in progress: apply players' actions with :meth:`play`; chance resolves itself."""

    def __init__(self, config: GameConfig, island: Island | None = None) -> None:
        self.config = config
        self.island = island if island is not None else config.make_island()
        self.chance = ChanceSource(config.seed)
        self.state = State.new(Board.of(self.island), config.seats, self.chance.first_seat(config.seats), config.tide)
        self.actions: list[Action] = []

    def play(self, action: Action) -> None:
        """Apply a seat's (or a timer's) action, then any chance steps that follow."""
        self.apply_one(action)
        self.resolve_chance()

    def apply_one(self, action: Action) -> None:
        """Apply a seat's (or a timer's) action alone, leaving any chance step that follows."""
        if action.kind in CHANCE_KINDS:
            raise RuleError(f"'{action}' is a chance outcome: the game's seed decides it")
        self.state.apply(action)
        self.actions.append(action)

    def chance_step(self) -> Action:
        """Resolve the chance step the state waits for, from the seed; returns the outcome."""
        outcome = self.chance.outcome(self.state)
        self.state.apply(outcome)
        self.actions.append(outcome)
        return outcome

    def resolve_chance(self) -> None:
        state = self.state
        while state.is_chance():
            self.chance_step()

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
    def replay(cls, record: dict[str, Any] | str, upto: int | None = None) -> "Game":
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
                        raise RuleError(f"'{action}' is not what this game's seed gives here ('{expected}')")
                    state.apply(action)
                    game.actions.append(action)
                else:
                    state.apply(action)
                    game.actions.append(action)
            except RuleError as exc:
                raise RecordError(f"action {i + 1} ({text!r}): {exc}") from None
        return game
