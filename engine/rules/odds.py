"""A chance step's outcomes and their odds: the dice (or the Tide cards left), the venture card
drawn, the card stolen.

The state never holds a random source: it says only what may come and how likely each is.
The game's seed picks the outcome (:class:`engine.chance.ChanceSource`); a searching AI
weighs them all.
"""

from __future__ import annotations

from ..actions import Action
from ..cards import N_RES
from ..phase import DRAW, ROLL, STEAL, WORLD
from ..state import State
from .common import acts
from .turn import tide_deck
from .world import world_outcomes


def chance_outcomes(s: State) -> list[tuple[Action, float]]:
    """At a chance step: each outcome with its probability (none at any other moment)."""
    ph = s.phase
    act = acts()
    if ph == ROLL:
        if not s.tide:
            return act.dice
        left = tide_deck(s)
        total = sum(left)
        return [(act.tide[n], left[n] / total) for n in range(2, 13) if left[n]]
    if ph == DRAW:
        total = sum(s.deck)
        return [(act.draw[k], s.deck[k] / total) for k in range(len(s.deck)) if s.deck[k]]
    if ph == STEAL:
        hand = s.hands[s.victim]
        total = sum(hand)
        return [(act.steal[r], hand[r] / total) for r in range(N_RES) if hand[r]]
    if ph == WORLD:
        weighted = world_outcomes(s)
        total = sum(w for _, w in weighted)
        return [(a, w / total) for a, w in weighted]
    return []


def list_outcomes(s: State, out: list[Action]) -> None:
    """The outcomes of the chance step (a card drawn, a card stolen) as legal actions."""
    out.extend([a for a, _ in chance_outcomes(s)])


def list_dice(s: State, out: list[Action]) -> None:
    """The roll's outcomes in a game on dice."""
    if not s.tide:
        out.extend([a for a, _ in chance_outcomes(s)])


def list_tide(s: State, out: list[Action]) -> None:
    """The roll's outcomes in a game on the Tide deck."""
    if s.tide:
        out.extend([a for a, _ in chance_outcomes(s)])


__all__ = ["chance_outcomes", "list_dice", "list_outcomes", "list_tide"]
