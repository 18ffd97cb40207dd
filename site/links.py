"""Reading a seed link (``?seed=N``, ``?island=landfall``): pure Python, no browser.

>>> choose_island({"seed": "42"}, fresh_seed=lambda: 7)
IslandChoice(seed=42, fresh=False, notice=None)
>>> choose_island({"island": "landfall", "seed": "42"}, fresh_seed=lambda: 7).seed
'landfall'
>>> choose_island({}, fresh_seed=lambda: 7)
IslandChoice(seed=7, fresh=True, notice=None)
>>> choose_island({"seed": "0"}, fresh_seed=lambda: 7).fresh
True
>>> c = choose_island({"seed": "lava"}, fresh_seed=lambda: 7)
>>> c.seed, c.fresh, c.notice is not None
(7, True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

MAX_SEED = 4_294_967_295
"""Seeds are integers 1..MAX_SEED (RULINGS section 4); 0 or none picks a fresh one."""

_ISLANDS = ("landfall",)


@dataclass(frozen=True, slots=True)
class IslandChoice:
    """Which island a link asks for.

    ``seed`` is an int 1..MAX_SEED or ``"landfall"``; ``fresh`` is true when the page
    picked the seed itself (and should write it into the URL); ``notice`` is a
    sentence for the player when the link could not be followed as written.
    """

    seed: int | str
    fresh: bool
    notice: str | None


def fresh_seed(rng: random.Random | None = None) -> int:
    """A new random seed, 1..MAX_SEED."""
    return (rng or random.SystemRandom()).randint(1, MAX_SEED)


def parse_seed(text: str) -> int | None:
    """The seed in ``text`` (0 meaning "pick one"), or None if it is not a seed.

    >>> parse_seed(" 123 "), parse_seed("0"), parse_seed("-1"), parse_seed("4294967296"), parse_seed("1e3")
    (123, 0, None, None, None)
    """
    text = text.strip()
    if not text.isascii() or not text.isdigit() or len(text) > 10:
        return None
    value = int(text)
    return value if value <= MAX_SEED else None


def _shorten(text: str, limit: int = 24) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def choose_island(params: Mapping[str, str], fresh_seed: Callable[[], int] = fresh_seed) -> IslandChoice:
    """Pick the island for the query parameters ``params`` (first value of each)."""
    island = params.get("island")
    if island is not None:
        name = island.strip().lower()
        if name in _ISLANDS:
            return IslandChoice(name, False, None)
        return IslandChoice(
            fresh_seed(),
            True,
            f"There is no island called “{_shorten(island)}”: here is a fresh island instead.",
        )
    seed_text = params.get("seed")
    if seed_text is None:
        return IslandChoice(fresh_seed(), True, None)
    seed = parse_seed(seed_text)
    if seed is None:
        return IslandChoice(
            fresh_seed(),
            True,
            f"“{_shorten(seed_text)}” is not an island number (they run from 1 to {MAX_SEED:,}): "
            "here is a fresh island instead.",
        )
    if seed == 0:
        return IslandChoice(fresh_seed(), True, None)
    return IslandChoice(seed, False, None)
