"""AI seats deciding at the table: a decision thought through in slices over several ticks (so
the page's thread is never held), the same whichever way it is sliced, and a seat that fails
replaced by what ai-easy would do (the game never stops on a bug in an AI seat)."""

from __future__ import annotations

import time
from typing import Any

from engine.actions import QUOTE, Action
from engine.ai import make_seat
from engine.errors import NOT_NOW, RuleError

from model.adapter import Match

THINK_SECONDS = 0.03
"""How long an AI seat thinks in one call from the page (the page's thread stays free in between)."""
THINK_STEPS = 1
"""Search steps between two looks at the clock while an AI thinks: one, so a slice ends at most
one step after its time (a look costs microseconds; a step of Living Island's search can cost a
few milliseconds of CPython, ten times that in the page on a cheap tablet, and four of them ran
over the slice by up to 100 ms)."""

__all__ = ["THINK_SECONDS", "THINK_STEPS", "Thinking"]


class Thinking:
    """The table's AI seats' decisions: which one is part-way through, and what went wrong."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.key: tuple[int, int] | None = None
        """(seat, actions so far) of the decision an AI seat is part-way through."""
        self.errors: list[str] = []
        """What went wrong inside AI seats (each time, an ai-easy choice was played instead)."""

    def stop(self) -> None:
        """No decision is part-way through any more (the game moved: a take-back, a load)."""
        self.key = None

    def part_way(self, who: int) -> bool:
        """Whether seat ``who`` is part-way through its decision now."""
        return self.key is not None and self.key == (who, self.match.action_count)

    def decide(self, seat: Any, who: int, kind: str, legal: list[Action], seconds: float) -> Action | None:
        """Seat ``who``'s action after thinking for about ``seconds``, or None while it is still
        thinking.  Seats that think in slices (``begin``/``think``, as ai-hard does) stop after
        ``seconds`` and go on next time; the others decide at once.  The decision is the same
        however it is sliced, so a game stays deterministic.  A seat that fails (or chooses an
        illegal action) is recorded in :attr:`errors`, and ai-easy's choice is played instead."""
        try:
            action = self._decide(seat, who, legal, seconds)
            if action is not None and not self._allowed(who, action, legal):
                raise RuleError(NOT_NOW, "an AI seat chose an action that is not legal here", str(action))
        except Exception as exc:  # noqa: BLE001 - a bug in an AI seat must not stop the game at the table
            self.key = None
            self.errors.append(f"{kind} (seat {who}) at action {self.match.action_count + 1}: {exc!r}")
            action = self._fallback(who, legal)
        return action

    def _decide(self, seat: Any, who: int, legal: list[Action], seconds: float) -> Action | None:
        """The seat's action, or None while it is still thinking; the seat reads the engine's
        own view of its seat (the adapter hands it over)."""
        if not (hasattr(seat, "begin") and hasattr(seat, "think")):
            return self.match.choose(seat, who, legal)
        key = (who, self.match.action_count)
        if self.key != key:
            self.match.begin(seat, who, legal)
            self.key = key
        start = time.perf_counter()
        while True:
            action: Action | None = seat.think(THINK_STEPS)
            if action is not None:
                self.key = None
                return action
            if time.perf_counter() - start >= seconds:
                return None

    def _allowed(self, who: int, action: Action, legal: list[Action]) -> bool:
        """``action`` is legal: listed, or a quote at Living Island's open table (quotes are
        never listed: too many) the engine would take."""
        return action in legal or (action.kind == QUOTE and self.match.refusal(who, action) is None)

    def _fallback(self, who: int, legal: list[Action]) -> Action:
        """What an ai-easy seat would do here (or the first legal action), after an AI seat failed."""
        try:
            action = self.match.choose(make_seat("ai-easy", self.match.config.seed, who), who, legal)
            if self._allowed(who, action, legal):
                return action
        except Exception:  # noqa: BLE001 - the last resort below always works
            pass
        return legal[0]
