"""Engine benchmarks: ``python -m engine.bench`` (``python build.py bench`` runs it).

Figures for whole self-play games between four ``random`` seats (actions and
games per second) and the time to deal an island.  When the pure-Python Catan
engine ``catanatron`` is importable, it is measured in the same run, turn about
with this engine, and the ratio is printed: these machines are noisy, so only a
ratio measured side by side means much.  ``--against DIR`` measures this build against
another checkout (say a git worktree of the last release) in alternating pairs of fresh
processes: random self-play actions per second and ai-hard's p95 time per decision.
``--ai-only --rules living`` measures the AI levels on Living Island (its own matches:
:data:`LIVING_MATCHES`).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from pathlib import Path
from typing import Any

from .islandgen import deal_time_ms
from .ruleset import rule_set
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
        from catanatron import Color, Game, RandomPlayer
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


def _show(key: str, value: str) -> None:
    print(f"  {key:<44} {value}", flush=True)


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


# ------------------------------------------------------------------ AI seats (opt-in: --ai)

AI_MATCHES = (
    # (strong seat, the three others, games by default)
    ("ai-normal", "ai-easy", 200),
    ("ai-hard", "ai-normal", 1000),
    ("ai-easy", "random", 1000),
    ("ai-normal", "random", 1000),
    ("ai-hard", "random", 100),
)
"""The matches of ``--ai``.  ai-hard against ai-normal plays 1,000 games: its target (40%)
sits close to its rate, and 200 games leave an interval of about +-6.5 points.  So do
ai-easy and ai-normal against random seats (target 95%; their games are quick)."""

LIVING_MATCHES = (
    ("ai-easy", "random", 400),
    ("ai-normal", "ai-easy", 400),
    ("ai-hard", "ai-normal", 1000),
)
"""The matches of ``--ai-only --rules living`` (Living Island: targets 90%, 45% and 35%, and
ai-hard's p95 at most 50 ms).  A win shared by the end by healing counts as its share (a win
shared by two seats is half a win)."""

TIMING_GAMES = 40
"""Games of each match played again alone, one process, for the time per decision: the win
rates come from games played on every core at once, which slows each decision down."""


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval).

    >>> lo, hi = wilson(40, 100)
    >>> round(lo, 3), round(hi, 3)
    (0.309, 0.498)
    """
    if not games:
        return 0.0, 1.0
    p = wins / games
    centre = p + z * z / (2 * games)
    half = z * ((p * (1 - p) + z * z / (4 * games)) / games) ** 0.5
    den = 1 + z * z / games
    return (centre - half) / den, (centre + half) / den


def _ai_game(task: tuple[int, tuple[str, ...], int, str],
             timing: dict[str, list[float]] | None = None) -> tuple[float, int]:
    """One game of a match: (the strong seat's share of the win: 1 alone, 1/k of a win shared by k
    seats, else 0; turns).  At module level for process pools."""
    seed, kinds, at, rules = task
    result = play_game(seed, kinds, timing=timing, rules=rules)
    if result.winner == at:
        return 1, result.turns
    return (1 / len(result.winners) if at in result.winners else 0), result.turns


def ai_match(strong: str, other: str, games: int, seed: int, seats: int = 4, jobs: int = 1,
             rules: str = "cinderisle") -> dict[str, Any]:
    """``games`` games of ``strong`` against ``seats - 1`` ``other`` seats; the strong seat's index
    rotates with the game (and the first seat is drawn from each game's seed).  ``rules``: the
    rule set (a win shared by Living Island's end by healing counts as its share).

    With ``jobs`` > 1 the games are shared among that many processes (each game depends only on
    its seed, so the wins are the same) and no decision is timed.
    """
    tasks = []
    for k in range(games):
        at = k % seats
        tasks.append((seed + k, tuple(strong if i == at else other for i in range(seats)), at, rules))
    timing: dict[str, list[float]] = {}
    if jobs > 1:
        import multiprocessing

        with multiprocessing.Pool(jobs) as pool:
            results = pool.map(_ai_game, tasks, chunksize=4)
    else:
        results = [_ai_game(task, timing) for task in tasks]
    wins = sum(w for w, _ in results)
    turns = [t for _, t in results]
    lo, hi = wilson(round(wins), games)
    return {"strong": strong, "other": other, "games": games, "wins": wins, "rate": wins / games if games else 0.0,
            "ci": (lo, hi), "median_turns": statistics.median(turns) if turns else 0, "timing": timing}


def ai_section(games: int | None = None, seed: int = 1, jobs: int | None = None, rules: str = "cinderisle") -> None:
    """Win rates with 95% intervals, time per decision and game length for the AI levels.

    The games are played on ``jobs`` processes (default: every core); the time per decision
    comes from the first :data:`TIMING_GAMES` games of each match played again alone.
    """
    from .selfplay import timing_summary

    jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    show = _show
    living = rule_set(rules).living_board
    print(f"AI seats ({rule_set(rules).label}, 4-seat games; the strong seat's index rotates, the first seat comes "
          f"from the seed; {jobs} process{'es' if jobs > 1 else ''})", flush=True)
    timing: dict[str, list[float]] = {}
    ai_turns: list[float] = []
    for strong, other, default in LIVING_MATCHES if living else AI_MATCHES:
        n = games if games is not None else default
        r = ai_match(strong, other, n, seed, jobs=jobs, rules=rules)
        lo, hi = r["ci"]
        show(f"{strong} vs 3 {other}", f"{r['wins']:g}/{n} = {100 * r['rate']:.1f}% "
                                       f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%), median {r['median_turns']:g} turns")
        if other != "random":
            ai_turns.append(r["median_turns"])
        if jobs > 1:
            r = ai_match(strong, other, min(n, TIMING_GAMES), seed, rules=rules)
        for kind, times in r["timing"].items():
            timing.setdefault(kind, []).extend(times)
    timed = f"the first {TIMING_GAMES} games of each match, alone" if jobs > 1 else "every game"
    print(f"Time per decision (CPython, ms; {timed})")
    for kind, t in timing_summary(timing).items():
        show(kind, f"p50 {t['p50']:.2f}  p95 {t['p95']:.2f}  max {t['max']:.2f}  ({t['decisions']:,} decisions)")
    if ai_turns:
        show("median game length between AI seats", f"{statistics.median(ai_turns):g} turns")


# ------------------------------------------------------------------ against another build (--against)

_ROUND = ("import json, sys; from engine.bench import engine_round; "
          "a, g, t = engine_round(float(sys.argv[1]), int(sys.argv[2])); print(json.dumps(a / t))")
_HARD = ("import json, sys; from engine.selfplay import play_game, timing_summary; t = {}; "
         "[play_game(s, ('ai-hard', 'ai-normal', 'ai-normal', 'ai-normal'), timing=t) "
         "for s in range(int(sys.argv[1]), int(sys.argv[1]) + int(sys.argv[2]))]; "
         "print(json.dumps(timing_summary(t)['ai-hard']['p95']))")


def _run(tree: str, code: str, *args: object) -> float:
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-c", code, *map(str, args)], cwd=tree, capture_output=True, text=True,
                         check=True, env={**os.environ, "PYTHONPATH": tree})
    return float(out.stdout.strip().splitlines()[-1])


def against(other: str, pairs: int = 7, seconds: float = 2.0, hard_games: int = 4) -> dict[str, Any]:
    """This build against the checkout at ``other``, in alternating pairs of fresh processes
    (these machines are noisy: only a ratio measured side by side means much): random
    self-play actions per second, and ai-hard's p95 time per decision over ``hard_games``
    games against three ai-normal seats (the same seeds in both builds).  Each pair's ratio
    is this build's figure over the other's."""
    here = str(Path(__file__).resolve().parents[1])
    speed, p95 = [], []
    for k in range(pairs):
        seed = 1 + 1000 * k
        theirs, ours = _run(other, _ROUND, seconds, seed), _run(here, _ROUND, seconds, seed)
        speed.append(ours / theirs)
        first = 100 + hard_games * k
        theirs_p95, ours_p95 = _run(other, _HARD, first, hard_games), _run(here, _HARD, first, hard_games)
        p95.append(ours_p95 / theirs_p95)
        print(f"  pair {k + 1}: actions/s {ours:,.0f} vs {theirs:,.0f} ({ours / theirs:.3f}x); "
              f"ai-hard p95 {ours_p95:.1f} vs {theirs_p95:.1f} ms ({ours_p95 / theirs_p95:.3f}x)", flush=True)
    return {"speed": speed, "p95": p95}


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m engine.bench")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--ai", action="store_true",
                   help="also measure the AI levels (about a quarter of an hour on two cores)")
    p.add_argument("--ai-only", action="store_true", help="measure only the AI levels")
    p.add_argument("--ai-games", type=int, default=None, help="games per AI match (default: 100-1,000 each)")
    p.add_argument("--rules", default="cinderisle",
                   help="the rule set of the AI matches: cinderisle, or living (Living Island's matches and targets)")
    p.add_argument("--jobs", type=int, default=None,
                   help="processes for the AI games (default: one per core; 1 times every game's decisions)")
    p.add_argument("--against", metavar="DIR", default=None,
                   help="compare with the checkout in DIR, in alternating pairs (e.g. a git worktree of the last release)")
    p.add_argument("--pairs", type=int, default=7, help="pairs for --against")
    args = p.parse_args(argv)
    if args.against:
        print(f"This build against {args.against} (alternating pairs; a ratio is this build's over the other's)")
        r = against(args.against, args.pairs, args.seconds)
        for name, what in (("speed", "random self-play actions per second"), ("p95", "ai-hard p95 per decision")):
            xs = r[name]
            _show(what, f"median {statistics.median(xs):.3f}x (range {min(xs):.3f}-{max(xs):.3f}, {len(xs)} pairs)")
        return
    if args.ai_only:
        ai_section(args.ai_games, jobs=args.jobs, rules=args.rules)
        return
    r = measure(args.rounds, args.seconds)
    show = _show
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
    if args.ai:
        ai_section(args.ai_games, jobs=args.jobs, rules=args.rules)


if __name__ == "__main__":
    main()
