"""Who sits at the table: the seats' lantern colours, their shape marks, and a seat's spec.

Small, for the new-game form and the saves, which the first screen draws before any game
(:mod:`table` re-exports these).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.seats import HUMAN

__all__ = ["COLOURS", "SEAT_SHAPES", "SHAPES", "SeatSpec"]

COLOURS = ("Coral", "Saffron", "Lagoon", "Moss")
SHAPES = ("circle", "square", "triangle", "diamond")
SEAT_SHAPES = dict(zip(COLOURS, SHAPES, strict=True))
"""Lantern colour name -> shape mark (rulebook: Coral a circle, Saffron a square ...): the one
table of them (the board, the charts and the form read it here)."""


@dataclass(frozen=True)
class SeatSpec:
    """Who sits in a seat: ``kind`` is ``human`` or an AI level; ``name`` is shown as text.

    ``colour`` is the seat's lantern colour (one of :data:`COLOURS`; empty: the seat's
    own by position).
    """

    kind: str = HUMAN
    name: str = ""
    colour: str = ""
