"""The fixed set of self-play games whose results are pinned in ``fixtures/selfplay-golden.json``.

Same seeds and seats, same games: the winner, final renown, turns, number of actions and
a digest of the whole record must not change when the engine or the AI seats are
reorganised.  The file was written by the build of 2026-12-01, before the engine was split
by topic; write it again only for a change that is meant to change games, and say so:

    python -m tests.engine.golden_games > tests/fixtures/selfplay-golden.json
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from engine.selfplay import play_game

GAMES: tuple[tuple[int, tuple[str, ...], Any, bool], ...] = (
    # (seed, seats, island (None: the seed's own), tide)
    *((seed, ("random",) * 4, None, seed % 2 == 0) for seed in range(1, 7)),
    *((seed, ("random",) * 4, "landfall", seed % 2 == 1) for seed in range(7, 10)),
    *((seed, ("random",) * 2, None, seed % 2 == 0) for seed in range(10, 15)),
    *((seed, ("random",) * 3, None, False) for seed in range(15, 18)),
    *((seed, ("ai-easy", "random", "random", "random"), None, False) for seed in range(18, 21)),
    *((seed, ("ai-normal", "ai-easy", "ai-easy", "ai-easy"), None, seed == 22) for seed in range(21, 24)),
    (24, ("ai-normal", "ai-normal"), None, False),
    (25, ("ai-easy", "ai-normal"), "landfall", True),
    (26, ("ai-hard", "ai-normal", "ai-normal", "ai-normal"), None, False),
    (27, ("ai-normal", "ai-hard"), None, False),
    (28, ("ai-hard", "ai-easy", "ai-hard", "ai-easy"), None, True),
    (29, ("random", "ai-hard", "ai-normal"), "landfall", False),
)


def result(seed: int, seats: tuple[str, ...], island: Any, tide: bool) -> dict[str, Any]:
    r = play_game(seed, seats, island=island, tide=tide)
    digest = hashlib.sha256("\n".join(str(a) for a in r.game.actions).encode()).hexdigest()
    return {"seed": seed, "seats": list(seats), "island": island, "tide": tide, "winner": r.winner,
            "renown": r.renown, "turns": r.turns, "actions": r.actions, "record_sha256": digest}


def main() -> None:
    print(json.dumps([result(*g) for g in GAMES], indent=1))


if __name__ == "__main__":
    main()
