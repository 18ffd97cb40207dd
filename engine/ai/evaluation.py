"""ai-hard's evaluation: every seat's chance of winning from a position (see :mod:`engine.ai.hard`).

A weighted sum of features of each seat's position (:func:`engine.ai.features.seat_features2`;
on a living board :mod:`engine.ai.living_hard`'s), its share of ``exp(score)`` over the table.
"""

from __future__ import annotations

import math
from operator import mul
from typing import TYPE_CHECKING, Any

from ..phase import Phase
from . import features as F

if TYPE_CHECKING:
    from ..state import State

WEIGHTS = (0.4946, 0.1794, 0.6439, 0.5814, 0.4091, 0.533, 0.4592, 0.374, 0.3836, 0.2611, 0.2418, 0.2803, 0.4319, -0.3,
            -0.3882, -0.1795, -0.0919, 0.2907, 0.4393, 0.2159, 0.15, 0.3204, 0.5, 0.1151, -0.3826, 0.2829, -0.1956,
            -0.2, 0.098)
"""Evaluation weights, in the order of :data:`features.FEATURE_NAMES2`."""

CARD_VALUE = 0.085
"""A card in hand, in evaluation units (for the expected loss to a 7)."""


def won(s: State, me: int) -> float:
    """``me``'s share of a finished game's win: 1 alone, 1/k of a win shared by k seats, else 0."""
    if s.winner == me:
        return 1.0
    winners = s.winners
    return 1.0 / len(winners) if me in winners else 0.0


class Evaluator:
    """Scores positions for one seat; other seats' scores, and what depends on the pieces, are cached."""

    __slots__ = ("cache", "me", "parts", "weights")

    def __init__(self, me: int, weights: tuple[float, ...] | None = None) -> None:
        self.me = me
        self.weights = weights if weights is not None else WEIGHTS
        self.cache: dict[tuple[Any, ...], float] = {}
        self.parts: dict[tuple[Any, ...], tuple[Any, ...]] = {}

    def features(self, s: State, seat: int, key: tuple[Any, ...]) -> list[float]:
        """The seat's features (:data:`features.FEATURE_NAMES2`)."""
        return F.seat_features2(s, seat, self.parts, key)

    def board_key(self, s: State) -> tuple[Any, ...]:
        """What else the seats' scores depend on beyond the pieces (nothing on Cinderisle's fixed island)."""
        return ()

    def score(self, s: State, seat: int, next_seat: int, key: tuple[Any, ...] = ()) -> float:
        """The seat's evaluation score (its log-odds share, before the softmax over the table)."""
        f = self.features(s, seat, key)
        f[26] = ((seat - next_seat) % s.n) / s.n  # turn order: who moves next
        return float(sum(map(mul, self.weights, f)))

    def value(self, s: State, next_seat: int | None = None) -> float:
        """This seat's chance of winning from ``s``, as the evaluation sees it (1/0 when the game is over)."""
        me = self.me
        if s.phase == Phase.OVER:
            return won(s, me)
        if next_seat is None:
            next_seat = s.turn_seat
        # During one decision only this seat's pieces change (its builds); the rest of the board is fixed.
        key_pieces = (tuple(s.seat_corners[me]), tuple(s.seat_edges[me]), tuple(s.hearths_left))
        key_board = key_pieces + (s.ash, next_seat) + self.board_key(s)
        scores = []
        for v in range(s.n):
            if v == me:
                sc = self.score(s, v, next_seat, key_pieces)
                hand = sum(s.hands[me])
                if hand > s.rules.discard_over:
                    # A 7 before this seat's next turn takes half the hand.
                    # (both arms 0 since the first version: the weights were tuned with it so)
                    rolls = (me - next_seat) % s.n + (0 if next_seat == s.turn_seat and s.rolled else 0)  # noqa: RUF034
                    p7 = 1.0 - (5.0 / 6.0) ** max(rolls, 1)
                    sc -= p7 * (hand // 2) * CARD_VALUE * 1.5
            else:
                key = (v, tuple(s.hands[v]), tuple(s.ventures[v]), s.renown[v], s.causeway_holder) + key_board
                cached = self.cache.get(key)
                if cached is None:
                    cached = self.cache[key] = self.score(s, v, next_seat, key_pieces)
                sc = cached
            scores.append(sc)
        top = max(scores)
        total = sum(math.exp(x - top) for x in scores)
        return math.exp(scores[me] - top) / total


__all__ = ["CARD_VALUE", "WEIGHTS", "Evaluator", "won"]
