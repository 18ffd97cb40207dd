"""Seats that are not people: ``random`` and the AI levels.

>>> seat = make_seat("ai-easy", seed=3, index=0)
>>> type(seat).__name__
'EasySeat'
"""

from __future__ import annotations

import random

from .base import Seat, trade_answer
from .easy import EasySeat
from .hard import HardSeat
from .normal import NormalSeat
from .randomseat import RandomSeat

SEAT_KINDS = ("random", "ai-easy", "ai-normal", "ai-hard")


def make_seat(kind: str, seed: int, index: int) -> Seat:
    """A seat of ``kind`` with its own random source, derived from the game seed and seat index."""
    rng = random.Random(f"cinderisle:{seed}:seat{index}:{kind}")
    if kind == "random":
        return RandomSeat(rng)
    if kind == "ai-easy":
        return EasySeat(rng)
    if kind == "ai-normal":
        return NormalSeat(rng)
    if kind == "ai-hard":
        return HardSeat(rng)
    raise ValueError(f"unknown seat kind {kind!r}: expected one of {', '.join(SEAT_KINDS)}")


__all__ = ["SEAT_KINDS", "Seat", "make_seat", "trade_answer", "EasySeat", "HardSeat", "NormalSeat", "RandomSeat"]
