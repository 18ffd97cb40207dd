"""Rounds, as a person counts the game: the page never shows the engine's turn counter.

Placement is not a round; round 1 begins with the first roll, and each round with the first
seat.  The engine's ``turns`` (0 during placement, 1 at the first seat's first turn) and the
records, the CLI and the engine's tests keep counting turns.

>>> round_of(0, 4), round_of(1, 4), round_of(4, 4), round_of(5, 4), round_of(100, 4)
(0, 1, 1, 2, 25)
>>> when(0, 3), when(7, 3), per_round([[1], [2], [3], [4], [5]], 2)
('Placement', 'Round 3', [[2], [4], [5]])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from words.catalog import _

T = TypeVar("T")


def round_of(turns: int, seats: int) -> int:
    """The round of the game's ``turns``-th turn (0: placement, no round yet)."""
    return 0 if turns <= 0 else (turns - 1) // max(seats, 1) + 1


def when(turns: int, seats: int) -> str:
    """"Round 3", or "Placement" before the first roll."""
    n = round_of(turns, seats)
    return _("Round {n}").format(n=n) if n else _("Placement")


def per_round(rows: Sequence[T], seats: int) -> list[T]:
    """Of one row per turn (the renown at each turn's end), the row at each round's end, and the
    last row when the game ended within a round."""
    n = max(seats, 1)
    out = [rows[i] for i in range(n - 1, len(rows), n)]
    if rows and (len(rows) % n):
        out.append(rows[-1])
    return out


__all__ = ["per_round", "round_of", "when"]
