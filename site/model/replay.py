"""Replaying a game move by move: pure Python.

A *move* is one decision of a seat or a clock (a build, a roll, a trade, an end of
turn ...) together with the chance it sets off (the dice, a card drawn): step ``n``
shows the game after its first ``n`` moves, step 0 the island before anyone
settled.  :class:`Replay` plays the record once, keeping what is seen after every move
(an :class:`adapter.Sight`, a value), so going back is as quick as going forward.

A replay shows every hand (the engine's all-hands view): it is of a game that is over
(or imported from a file), so nobody at the table has anything left to hide.

>>> from model.adapter import GameConfig
>>> from model.table import SeatSpec, Table
>>> t = Table(GameConfig(seats=2, seed=9, island="landfall"), [SeatSpec("ai-easy"), SeatSpec("ai-easy")])
>>> for _ in range(6):
...     _ = t.ai_step()
>>> r = Replay(t)
>>> r.total, r.step
(6, 6)
>>> r.go(0); r.sight.phase.label, r.actions_done
('setup-hearth', 0)
>>> r.go(99); r.step == r.total
True
"""

from __future__ import annotations

from engine.actions import CHANCE_KINDS

from model.adapter import Sight
from model.frame import Frame, Pressable
from model.table import Table
from words.said import Said, joined


class Replay:
    """A game's moves, to step through; :attr:`step` is how many moves are shown."""

    def __init__(self, table: Table) -> None:
        self.final = table
        rebuilt = Table(table.match.config, list(table.seats))
        self.sights: list[Sight] = [rebuilt.match.open_sight()]
        self.logs: list[int] = [0]
        self.actions: list[int] = [0]
        self.lines: list[Said | str] = [""]
        """Each step's move in words (worded again in another language)."""
        self.dice: list[tuple[int, int] | None] = [None]
        self.built: list[tuple[str, int] | None] = [None]
        self.tails: list[Said | str] = [""]
        """The log's last line as it read after each step (a discard's line grows card by card)."""
        for action in table.match.actions:
            if action.kind in CHANCE_KINDS:
                continue
            before = len(rebuilt.log)
            line = rebuilt._apply(action)
            told = [rebuilt.log.said(i) for i in range(before, len(rebuilt.log))]
            if not told and line and rebuilt.log:
                told = [rebuilt.log.said(-1)]  # (a discard's line that grew)
            self.sights.append(rebuilt.match.open_sight())
            self.logs.append(len(rebuilt.log))
            self.tails.append(rebuilt.log.said(-1) if rebuilt.log else "")
            self.actions.append(rebuilt.match.action_count)
            self.lines.append(Said(joined, tuple(told)) if line else str(action))
            self.dice.append(rebuilt.last_dice)
            self.built.append(rebuilt.recent)
        self.log = rebuilt.log
        self.history = rebuilt.history
        self.collected = rebuilt.collected
        self.island = rebuilt.match.island
        self.config = rebuilt.match.config
        self.step = self.total

    @property
    def total(self) -> int:
        return len(self.sights) - 1

    @property
    def sight(self) -> Sight:
        """The game as it was after this step, every hand shown."""
        return self.sights[self.step]

    @property
    def actions_done(self) -> int:
        """Actions of the record (chance outcomes included) played by this step."""
        return self.actions[self.step]

    def go(self, step: int) -> None:
        self.step = max(0, min(self.total, step))

    def press(self, action: str) -> bool:
        """``replay-start``/``-back``/``-next``/``-end``; True if the step changed."""
        before = self.step
        target = {"replay-start": 0, "replay-back": before - 1, "replay-next": before + 1,
                  "replay-end": self.total}.get(action)
        if target is not None:
            self.go(target)
        return self.step != before

    def frame(self) -> Frame:
        """What to draw of the game as it was after this step: every hand (the engine's
        all-hands view), nobody on the screen (so the seats panel shows the public facts;
        the hands are drawn apart: ``view/replay_html.py``)."""
        final = self.final
        sight = self.sight
        return Frame(
            view=sight, island=self.island, seats=tuple(final.seats),
            ai=frozenset(final.ai), viewer=None, privacy=None, legal=(), active="", pressable=Pressable(),
            sheets=frozenset(), decider=sight.actor, replaying=True,
            dice=self.dice[self.step], recent=self.built[self.step],
        )

    def shown_log(self) -> list[str]:
        n = self.logs[self.step]
        return [*self.log[:n - 1], str(self.tails[self.step])] if n else []


__all__ = ["Replay"]
