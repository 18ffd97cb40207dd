"""The AI seats' bounded memories: past its size a memory forgets its oldest entries one by one.

Emptied at once, a memory frees everything it holds in one go: Living Island's tables of 512
positions took 10 ms of CPython to free, a search step of about 100 ms in the page on a cheap
tablet (a task the player feels).  Forgetting the oldest entry on each new one spreads that
over the steps.  What is remembered is a pure function of its key, so the decisions are the
same whatever was forgotten.
"""

from __future__ import annotations

from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")

__all__ = ["trimmed"]


def trimmed(memory: dict[K, V], limit: int) -> dict[K, V]:
    """``memory`` with its oldest entries (in insertion order) forgotten until it holds at most
    ``limit``."""
    while len(memory) > limit:
        del memory[next(iter(memory))]
    return memory
