"""Chance from a seed: the dice, the Tide deck, the venture deck, stolen cards, the first seat,
and Living Island's world steps.

The :class:`~engine.state.State` never holds a random source: at a chance step
it only says which outcomes are possible.  A :class:`ChanceSource` picks them
from the game's seed, so the same seed and the same choices give the same game
in CPython and in the browser, and a searching AI that copies a state cannot see
future dice.  Each kind of chance has its own stream, so the island's seed fixes
the dice sequence, the venture deck's order and the Tide deck's order whatever
the players do.

>>> src = ChanceSource(42)
>>> src.first_seat(4) == ChanceSource(42).first_seat(4)
True
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from . import actions as A
from .actions import Action
from .cards import N_RES, TWO_DICE_WAYS, VENTURE_DECK
from .constants import TIDE_RESHUFFLE_AT
from .errors import CHANCE, NOT_NOW, RuleError
from .phase import DRAW, ROLL, STEAL, WORLD
from .rules.world import world_outcomes

if TYPE_CHECKING:
    from .state import State

_TIDE_CARDS = tuple(n for n in range(2, 13) for _ in range(TWO_DICE_WAYS.get(n, 0)))


def _venture_cards(deck: tuple[int, ...]) -> tuple[int, ...]:
    """The deck's cards in the order it is listed (each kind's cards together)."""
    return tuple(k for k, count in enumerate(deck) for _ in range(count))


def _stream(seed: int, name: str) -> random.Random:
    # String seeds are hashed with SHA-512: identical in every Python and any PYTHONHASHSEED.
    return random.Random(f"cinderisle:{seed}:{name}")


class ChanceSource:
    """Deterministic chance outcomes for one game, from its seed."""

    __slots__ = ("_dice", "_steal", "_tide_order", "_tide_rng", "_venture_order", "_world", "seed")

    def __init__(self, seed: int, deck: tuple[int, ...] = VENTURE_DECK) -> None:
        self.seed = seed
        self._dice = _stream(seed, "dice")
        self._steal = _stream(seed, "steal")
        self._tide_rng = _stream(seed, "tide")
        self._world = _stream(seed, "world")
        self._tide_order: list[int] = []
        order = list(_venture_cards(deck))
        _stream(seed, "ventures").shuffle(order)
        self._venture_order = order

    def first_seat(self, seats: int) -> int:
        """The seat that places first."""
        return _stream(self.seed, "first").randrange(seats)

    def outcome(self, state: State) -> Action:
        """The outcome of the chance step ``state`` waits for."""
        ph = state.phase
        if ph == ROLL:
            if state.tide:
                return A.with_arg(A.TIDE, self._next_tide(state))
            return A.with_arg(A.DICE, self._dice.randrange(6) + 1, self._dice.randrange(6) + 1)
        if ph == DRAW:
            drawn = len(self._venture_order) - sum(state.deck)
            return A.with_arg(A.DRAW, self._venture_order[drawn])
        if ph == STEAL:
            hand = state.hands[state.victim]
            pick = self._steal.randrange(sum(hand))
            for r in range(N_RES):
                pick -= hand[r]
                if pick < 0:
                    return A.with_arg(A.STEAL, r)
        if ph == WORLD:
            # LIVING-ISLAND 17: one draw per step, the outcomes in their stated order.
            weighted = world_outcomes(state)
            pick = self._world.randrange(sum(w for _, w in weighted))
            for action, w in weighted:
                pick -= w
                if pick < 0:
                    return action
        raise RuleError(NOT_NOW, position=state.phase.label, key="no-chance-step")

    def _next_tide(self, state: State) -> int:
        left = sum(state.tide_left)
        if left <= TIDE_RESHUFFLE_AT or left == len(_TIDE_CARDS):
            # A fresh deck, or the discards shuffled back in: all 36 cards in a new order.
            self._tide_order = list(_TIDE_CARDS)
            self._tide_rng.shuffle(self._tide_order)
        if not self._tide_order:
            raise RuleError(CHANCE, key="tide-out-of-step")
        return self._tide_order.pop()
