"""The ``random`` seat: uniform over the legal actions (the AI trade rule on the Exchange Board).

Living Island lists a Bribe for every tile the Ashcloud may go to: the random seat counts
them as one choice (then picks the tile), or it would bribe at almost every turn and a game
between random seats would never end.  Where no Bribe is listed it picks as it always has."""

from __future__ import annotations

import random

from ..actions import BRIBE, Action
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
        if not view.rules.reclaim_and_bribe:
            return legal[self.rng.randrange(len(legal))]
        bribes = [a for a in legal if a.kind == BRIBE]
        if not bribes:
            return legal[self.rng.randrange(len(legal))]
        others = [a for a in legal if a.kind != BRIBE]
        pick = self.rng.randrange(len(others) + 1)
        return others[pick] if pick < len(others) else bribes[self.rng.randrange(len(bribes))]
