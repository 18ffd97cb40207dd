"""The engine under fire: ``python -m engine.fuzz --games 10000``.

Plays seeded games between ``random`` seats and, at random moments, throws
random actions at the game: well-formed ones with any arguments, out-of-range
and badly typed ones, offers with strange card lists.  Each is played on the
game's own state, and must either apply (it was legal: the game goes on from
there) or raise :class:`~engine.errors.RuleError` and leave that state exactly as
it was (every field compared); :meth:`Game.is_legal <engine.game.Game.is_legal>` must have said which, and
nothing else may be raised.  Anything else is counted as a failure and printed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from typing import Any

from . import actions as A
from .actions import Action
from .ai import make_seat
from .errors import RuleError
from .game import Game, GameConfig
from .selfplay import MAX_TURNS

_KINDS = sorted(
    {A.ROLL, A.DICE, A.TIDE, A.END, A.CAUSEWAY, A.HEARTH, A.BEACON, A.BUY, A.DRAW, A.WARDEN, A.SURVEYOR,
     A.BOUNTIFUL, A.EMBARGO, A.REVEAL, A.TRADE, A.BARGE, A.ASHCLOUD, A.ROB, A.STEAL, A.DISCARD,
     A.AUTODISCARD, A.OFFER, A.ACCEPT, A.PASS, A.COUNTER, A.CLOSE, A.UNANSWERED, A.CONFIRM, A.DECLINE, A.LAPSE,
     A.ASK, A.QUOTE}
)
_ODD_VALUES: tuple[Any, ...] = (None, "3", 2.5, -1, 10**9, True)


def random_action(rng: random.Random) -> Action:
    """A random, usually illegal, action."""
    kind = rng.choice(_KINDS) if rng.random() < 0.97 else rng.choice(("fly", "", "ROLL"))

    def arg() -> Any:
        r = rng.random()
        if r < 0.85:
            return rng.randrange(-2, 75)
        return rng.choice(_ODD_VALUES)

    def cards() -> Any:
        r = rng.random()
        if r < 0.8:
            return tuple(rng.randrange(0, 4) for _ in range(5))
        return rng.choice(((1, 2), (-1, 0, 0, 0, 1), None, (0, 0, 0, 0, 0), ("a", 0, 0, 0, 0)))

    if kind == A.OFFER and rng.random() < 0.3:  # the open table's form: cards for a mask of resources
        return Action(kind, arg() if rng.random() < 0.3 else rng.randrange(32), -1, cards(), None)
    if kind in (A.OFFER, A.COUNTER):
        return Action(kind, arg() if kind == A.COUNTER else -1, -1, cards(), cards())
    if kind == A.ASK:
        return Action(kind, -1, -1, None, cards())
    if kind == A.QUOTE:
        return Action(kind, arg(), -1, cards(), None)
    return Action(kind, arg(), arg() if rng.random() < 0.5 else -1)


def fuzz_game(seed: int, attacks_per_step: float = 0.3) -> tuple[int, int, list[str]]:
    """One game under fire: (actions played, attacks made, failures)."""
    rng = random.Random(f"cinderisle-fuzz:{seed}")
    n = 2 + seed % 3
    game = Game(GameConfig(seats=n, seed=seed, tide=seed % 2 == 1))
    seats = [make_seat("random", seed, i) for i in range(n)]
    state = game.state
    attacks = 0
    failures: list[str] = []
    while not state.is_over and state.turns <= MAX_TURNS:
        while rng.random() < attacks_per_step and not state.is_over:
            attacks += 1
            bad = random_action(rng)
            before = state.copy()
            legal = game.is_legal(bad)
            try:
                game.play(bad)  # on the game's own state: a refusal must leave it as it was
            except RuleError:
                if state != before:
                    failures.append(f"seed {seed}: {bad!r} changed the state before raising")
                elif legal:
                    failures.append(f"seed {seed}: {bad!r} is legal by is_legal() but refused")
            except Exception as exc:  # noqa: BLE001 - the point is to catch anything unexpected
                failures.append(f"seed {seed}: {bad!r} raised {type(exc).__name__}: {exc}")
                break  # the state may be broken: play on from the next game
            else:
                if not legal:
                    failures.append(f"seed {seed}: {bad!r} was applied though is_legal() said no")
        else:
            if state.is_over:
                break
            who = game.actor
            game.play(seats[who].choose(game.view(who), game.legal_actions()))
            continue
        break
    return len(game.actions), attacks, failures


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m engine.fuzz")
    p.add_argument("--games", type=int, default=10_000)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    start = time.perf_counter()
    played = attacks = 0
    failures: list[str] = []
    for k in range(args.games):
        a, b, f = fuzz_game(args.seed + k)
        played += a
        attacks += b
        failures.extend(f)
    elapsed = time.perf_counter() - start
    print(f"{args.games} games, {played:,} actions played, {attacks:,} random actions thrown, "
          f"{len(failures)} unexpected outcomes, {elapsed:.0f} s")
    for line in failures[:20]:
        print("  " + line)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
