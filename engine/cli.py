"""Command line: ``python -m engine island|selfplay|replay ...``."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence

from .constants import MAX_SEED, MIN_SEED
from .game import Game, RecordError
from .island import Island, landfall
from .ruleset import CINDERISLE, rule_set


def _seed_arg(text: str) -> int | str:
    if text.lower() == "landfall":
        return "landfall"
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a seed (a whole number {MIN_SEED}..{MAX_SEED}, or 'landfall')") from None
    if not MIN_SEED <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"seed {value} is out of range {MIN_SEED}..{MAX_SEED}")
    return value


def _rules_arg(text: str) -> str:
    try:
        return rule_set(text).name
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def cmd_island(args: argparse.Namespace) -> int:
    living = rule_set(args.rules).living_board
    if living:
        from .trace import living_island_dict

        def show(island: Island) -> str:
            return json.dumps(living_island_dict(island))
    else:
        def show(island: Island) -> str:
            return island.to_json()

    if args.seed == "landfall":
        for _ in range(args.count):
            print(show(landfall()))
        return 0
    from .islandgen import generate

    for k in range(args.count):
        seed = int(args.seed) + k
        if seed > MAX_SEED:
            break
        print(show(generate(seed, living)))
    return 0


def cmd_selfplay(args: argparse.Namespace) -> int:
    from .selfplay import parse_seats, play_game

    try:
        kinds = parse_seats(args.seats)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    last = args.seed + max(args.games, 1) - 1
    if not MIN_SEED <= args.seed <= last <= MAX_SEED:
        print(f"error: --seed: the games would use seeds {args.seed}..{last}; seeds are {MIN_SEED}..{MAX_SEED}",
              file=sys.stderr)
        return 2
    for k in range(args.games):
        timing: dict[str, list[float]] | None = {} if args.timing else None
        result = play_game(args.seed + k, kinds, island=args.island, tide=args.tide, timing=timing, rules=args.rules)
        line = result.to_dict()
        if timing is not None:
            from .selfplay import timing_summary

            line["timing"] = timing_summary(timing)
        if args.record:
            line["record"] = result.game.record()
        print(json.dumps(line), flush=True)
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        with open(args.file, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        print(f"error: cannot read {args.file}: {exc.strerror}", file=sys.stderr)
        return 2
    try:
        if args.trace:
            from .trace import trace

            for line in trace(text):  # (the whole record is replayed and checked before the first line)
                print(json.dumps(line))
            return 0
        game = Game.replay(text)
    except RecordError as exc:
        print(f"error: {args.file}: {exc}", file=sys.stderr)
        return 1
    out = game.state.summary()
    if game.state.living is not None:  # Living Island's own state, as the trace prints it
        from .trace import LIVING_FIELDS, trace_line

        line = trace_line(len(game.actions), None, game.state)
        out["rules"] = line["rules"]
        out["living"] = {k: line[k] for k in LIVING_FIELDS}  # type: ignore[literal-required]
    print(json.dumps(out))
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m engine", description="Cinderisle game engine")
    sub = p.add_subparsers(dest="command", required=True)

    isl = sub.add_parser("island", help="print island JSON, one object per line")
    isl.add_argument("seed", type=_seed_arg, help=f"first seed ({MIN_SEED}..{MAX_SEED}) or 'landfall'")
    isl.add_argument("--count", type=int, default=1, help="how many consecutive seeds")
    isl.add_argument("--rules", type=_rules_arg, default=CINDERISLE.name,
                     help="cinderisle (the default), or living-island (living): its island N, with halves and rings")
    isl.set_defaults(func=cmd_island)

    sp = sub.add_parser("selfplay", help="play whole games between non-human seats, one JSON line per game")
    sp.add_argument("--seed", type=int, default=1, help="seed of the first game (game k uses seed+k)")
    sp.add_argument("--games", type=int, default=1)
    sp.add_argument("--seats", default="random,random,random,random", help="e.g. random,ai-easy,ai-easy")
    sp.add_argument("--island", type=_seed_arg, default=None, help="play every game on this island")
    sp.add_argument("--tide", action="store_true", help="use the Tide deck instead of dice")
    sp.add_argument("--rules", type=_rules_arg, default=CINDERISLE.name,
                    help="cinderisle (the default), or living-island (living)")
    sp.add_argument("--record", action="store_true", help="add each game's record to its line")
    sp.add_argument("--timing", action="store_true",
                    help="add p50/p95/max milliseconds per decision, per seat kind, to each line")
    sp.set_defaults(func=cmd_selfplay)

    rp = sub.add_parser("replay", help="replay a game record and print the final state")
    rp.add_argument("file")
    rp.add_argument("--trace", action="store_true",
                    help="a Living Island record: one JSON line per step instead (step 0: as dealt)")
    rp.set_defaults(func=cmd_replay)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except BrokenPipeError:  # the reader stopped early (``... | head``): no traceback
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


__all__ = ["main"]
