"""The ``random`` seat: uniform over the legal actions (the AI trade rule on the Exchange Board)."""

from __future__ import annotations

import random

from ..actions import Action
from ..phase import OFFER
from ..view import SeatView
from .base import trade_answer


class RandomSeat:
    """Picks uniformly among legal actions with its own seeded random source."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        if view.phase == OFFER:
            return trade_answer(view, legal)
        return legal[self.rng.randrange(len(legal))]
