"""Seats that are not people: ``random`` and the AI levels.

>>> seat = make_seat("ai-easy", seed=3, index=0)
>>> type(seat).__name__
'EasySeat'
"""

from __future__ import annotations

import random
from typing import Any

from ..seats import AI_KINDS
from .base import Seat, trade_answer


def make_seat(kind: str, seed: int, index: int) -> Seat:
    """A seat of ``kind`` with its own random source, derived from the game seed and seat index."""
    rng = random.Random(f"cinderisle:{seed}:seat{index}:{kind}")
    if kind in _CLASSES:
        seat: Seat = __getattr__(_CLASSES[kind])(rng)
        return seat
    raise ValueError(f"unknown seat kind {kind!r}: expected one of {', '.join(AI_KINDS)}")


_CLASSES = {"random": "RandomSeat", "ai-easy": "EasySeat", "ai-normal": "NormalSeat", "ai-hard": "HardSeat"}
_MODULES = {"RandomSeat": "randomseat", "EasySeat": "easy", "NormalSeat": "normal", "HardSeat": "hard"}


def __getattr__(name: str) -> Any:
    """The seat classes, imported when first asked for (a page that only lists the kinds loads less)."""
    if name in _MODULES:
        from importlib import import_module

        return getattr(import_module(f".{_MODULES[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["EasySeat", "HardSeat", "NormalSeat", "RandomSeat", "Seat", "make_seat", "trade_answer"]
