"""Engine benchmarks: ``python -m engine.bench`` (``python build.py bench`` runs it).

Figures for whole self-play games between four ``random`` seats (actions and
games per second) and the time to deal an island.  When the pure-Python Catan
engine ``catanatron`` is importable, it is measured in the same run, turn about
with this engine, and the ratio is printed: these machines are noisy, so only a
ratio measured side by side means much.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any, Callable

from .islandgen import deal_time_ms
from .selfplay import play_game

RANDOM4 = ("random", "random", "random", "random")


def engine_round(seconds: float, seed: int) -> tuple[int, int, float]:
    """Play whole games for about ``seconds``: (actions, games, elapsed)."""
    actions = games = 0
    start = time.perf_counter()
    while True:
        result = play_game(seed + games, RANDOM4)
        actions += result.actions
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return actions, games, elapsed


def catanatron_round(seconds: float, seed: int) -> tuple[int, int, float] | None:
    try:
        from catanatron import Color, Game, RandomPlayer  # type: ignore[import-not-found]
    except ImportError:
        return None
    random.seed(seed)  # catanatron's own players draw from the global random module
    actions = games = 0
    start = time.perf_counter()
    while True:
        players = [RandomPlayer(c) for c in (Color.RED, Color.BLUE, Color.WHITE, Color.ORANGE)]
        game = Game(players)
        game.play()
        actions += len(game.state.actions)
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return actions, games, elapsed


def measure(rounds: int = 3, seconds: float = 2.0) -> dict[str, Any]:
    """Interleaved rounds of both engines; medians of the per-round rates."""
    ours: list[tuple[float, float]] = []
    theirs: list[tuple[float, float]] = []
    for k in range(rounds):
        a, g, t = engine_round(seconds, 1 + 1000 * k)
        ours.append((a / t, g / t))
        other = catanatron_round(seconds, k)
        if other is not None:
            a2, g2, t2 = other
            theirs.append((a2 / t2, g2 / t2))

    def med(rows: list[tuple[float, float]], i: int) -> float:
        return statistics.median(r[i] for r in rows)

    out: dict[str, Any] = {
        "actions_per_s": med(ours, 0),
        "games_per_s": med(ours, 1),
        "island_ms": deal_time_ms(200),
    }
    if theirs:
        out["catanatron_actions_per_s"] = med(theirs, 0)
        out["catanatron_games_per_s"] = med(theirs, 1)
        out["ratio_actions"] = out["actions_per_s"] / out["catanatron_actions_per_s"]
        out["ratio_games"] = out["games_per_s"] / out["catanatron_games_per_s"]
    return out


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m engine.bench")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seconds", type=float, default=2.0)
    args = p.parse_args(argv)
    r = measure(args.rounds, args.seconds)
    show: Callable[[str, str], None] = lambda k, v: print(f"  {k:<44} {v}")
    print("Engine (CPython, 4 random seats, whole self-play games)")
    show("actions per second", f"{r['actions_per_s']:,.0f}")
    show("games per second", f"{r['games_per_s']:,.1f}")
    show("island deal, mean over seeds 1..200", f"{r['island_ms']:.2f} ms")
    if "ratio_actions" in r:
        show("catanatron 3.2.1, same run: actions per second", f"{r['catanatron_actions_per_s']:,.0f}")
        show("catanatron 3.2.1, same run: games per second", f"{r['catanatron_games_per_s']:,.1f}")
        show("ratio (this engine / catanatron): actions/s", f"{r['ratio_actions']:.2f}x")
        show("ratio (this engine / catanatron): games/s", f"{r['ratio_games']:.2f}x")
    else:
        show("catanatron", "not installed (pip install catanatron==3.2.1 to compare)")


if __name__ == "__main__":
    main()
