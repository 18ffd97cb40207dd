"""Who can sit in a seat: a person, or one of the AI levels; and their names as players read them.

>>> kind_label("ai-hard"), kind_label(HUMAN), AI_KINDS[0]
('AI · hard', 'Human', 'random')
"""

from __future__ import annotations

from typing import Final

HUMAN: Final = "human"
"""A person at the table."""
AI_KINDS: Final = ("random", "ai-easy", "ai-normal", "ai-hard")
"""Every kind of seat that is not a person (``random`` is for tests and benchmarks)."""
LEVELS: Final = ("ai-easy", "ai-normal", "ai-hard")
"""The AI levels a player is offered."""
SEAT_KINDS: Final = (HUMAN, *AI_KINDS)
KIND_LABELS: Final = {HUMAN: "Human", "random": "AI · random", "ai-easy": "AI · easy", "ai-normal": "AI · normal",
                      "ai-hard": "AI · hard"}
"""Each kind as the new-game screen and the seat cards name it."""


def kind_label(kind: str) -> str:
    return KIND_LABELS.get(kind, "AI · " + kind.removeprefix("ai-"))


__all__ = ["AI_KINDS", "HUMAN", "KIND_LABELS", "LEVELS", "SEAT_KINDS", "kind_label"]
