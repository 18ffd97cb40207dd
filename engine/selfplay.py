"""Whole games between seats that are not people."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from .ai import make_seat
from .constants import MAX_SEATS, MIN_SEATS
from .game import Game, GameConfig
from .rules import actor, legal_actions
from .ruleset import CINDERISLE
from .seats import AI_KINDS
from .view import SeatView

MAX_TURNS = 2000
"""A safety stop: a game still undecided after this many turns is reported without a winner."""


def parse_seats(spec: str) -> tuple[str, ...]:
    """``"random,ai-easy"`` -> ``("random", "ai-easy")``, checked.

    >>> parse_seats("random,ai-easy")
    ('random', 'ai-easy')
    """
    kinds = tuple(k.strip() for k in spec.split(",") if k.strip())
    if not MIN_SEATS <= len(kinds) <= MAX_SEATS:
        raise ValueError(f"--seats needs {MIN_SEATS} to {MAX_SEATS} seats, got {len(kinds)}")
    for k in kinds:
        if k not in AI_KINDS:
            raise ValueError(f"unknown seat kind {k!r}: expected one of {', '.join(AI_KINDS)}")
    return kinds


@dataclass
class Result:
    """One finished game (or one stopped at :data:`MAX_TURNS`).

    ``winner`` is the single winner (None: none, or a win shared by healing in Living
    Island); ``winners`` every seat that won (empty: none).  ``renown`` is each seat's total
    (public renown plus hidden Landmarks or Relics)."""

    seed: int
    winner: int | None
    renown: list[int]
    turns: int
    actions: int
    game: Game
    winners: list[int] = field(default_factory=list)
    """Every seat that won (Living Island's end by healing may share a win; empty: none)."""

    def to_dict(self) -> dict[str, Any]:
        """A line of ``python -m engine selfplay``: ``rules`` only for a game that is not
        Cinderisle's (as a record writes it)."""
        d: dict[str, Any] = {"seed": self.seed, "winner": self.winner, "winners": self.winners,
                             "renown": self.renown, "turns": self.turns, "actions": self.actions}
        rules = self.game.config.rules
        if rules != CINDERISLE.name:
            d["rules"] = rules
        return d


def play_game(seed: int, kinds: tuple[str, ...], island: int | str | None = None, tide: bool = False,
              timing: dict[str, list[float]] | None = None, rules: str = CINDERISLE.name) -> Result:
    """Play one whole game; the island, first seat and chance all come from ``seed``.
    ``rules`` is the rule set (``cinderisle``, ``living-island`` or ``living``).

    With ``timing`` (a dict), the milliseconds of every seat decision are appended to
    ``timing[kind]``.
    """
    game = Game(GameConfig(seats=len(kinds), seed=seed, island=island, tide=tide, players=kinds, rules=rules))
    seats = [make_seat(k, seed, i) for i, k in enumerate(kinds)]
    state = game.state
    clock = time.perf_counter
    while not state.is_over and state.turns <= MAX_TURNS:
        who = actor(state)
        legal = legal_actions(state)
        if timing is None:
            game.play(seats[who].choose(SeatView(state, who), legal))
        else:
            view = SeatView(state, who)
            start = clock()
            action = seats[who].choose(view, legal)
            timing.setdefault(kinds[who], []).append((clock() - start) * 1000.0)
            game.play(action)
    over = state.is_over
    return Result(seed, state.winner if over and state.winner >= 0 else None,
                  [state.total_renown(i) for i in range(state.n)], state.turns, len(game.actions), game,
                  state.winners[:] if over else [])


def _quantile(ordered: list[float], q: float) -> float:
    """The ``q`` quantile of sorted ``ordered`` (the value at that rank, no interpolation)."""
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timing_summary(timing: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    """p50 / p95 / max milliseconds per decision for each seat kind.

    >>> timing_summary({"random": [1.0, 2.0, 3.0, 4.0]})
    {'random': {'p50': 3.0, 'p95': 4.0, 'max': 4.0, 'decisions': 4}}
    """
    out: dict[str, dict[str, float]] = {}
    for kind, times in timing.items():
        ordered = sorted(times)
        if not ordered:
            continue
        out[kind] = {"p50": round(_quantile(ordered, 0.5), 3), "p95": round(_quantile(ordered, 0.95), 3),
                     "max": round(ordered[-1], 3), "decisions": len(ordered)}
    return out
