"""The engine under fire: ``python -m engine.fuzz --games 10000`` (``--rules living``: Living
Island's games; ``--rules both``: each rule set's, one line each).

Plays seeded games between ``random`` seats and, at random moments, throws
random actions at the game: well-formed ones with any arguments, out-of-range
and badly typed ones, offers with strange card lists.  Each is played on the
game's own state, and must either apply (it was legal: the game goes on from
there) or raise :class:`~engine.errors.RuleError` and leave that state exactly as
it was (every field compared); :meth:`Game.is_legal <engine.game.Game.is_legal>` must have said which, and
nothing else may be raised.  Anything else is counted as a failure and printed.

Living Island's games draw their attacks from every kind of action (its own moves, the world
steps, and whatever a rule set adds), and half of them are near misses: a legal action of the
moment with one part changed (another tile, half, seat or resource, other cards paid), which
the rules must tell from the legal one.  They are played a step at a time, so attacks also come
at chance steps (a world step due, a roll, a card drawn or stolen), where a near miss is a chance
outcome the seed could not give.  A chance outcome thrown at the game is refused by the game
itself, so it is also applied to the state through the rules, which must refuse it unless it is
an outcome of the step due (and at no other moment).  Living Island's games stop after :data:`LIVING_MAX_TURNS` turns:
between random seats they often stall (a scorched island, a two-player table), and the turns
after that only repeat what came before.  Cinderisle's games and attacks are as they always
were, and so is the line that reports them.
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
from .cards import five
from .errors import RuleError
from .game import Game, GameConfig
from .rules import apply
from .ruleset import CINDERISLE, LIVING_ISLAND, rule_set
from .selfplay import MAX_TURNS

_KINDS = sorted(
    {A.ROLL, A.DICE, A.TIDE, A.END, A.CAUSEWAY, A.HEARTH, A.BEACON, A.BUY, A.DRAW, A.WARDEN, A.SURVEYOR,
     A.BOUNTIFUL, A.EMBARGO, A.REVEAL, A.TRADE, A.BARGE, A.ASHCLOUD, A.ROB, A.STEAL, A.DISCARD,
     A.AUTODISCARD, A.OFFER, A.ACCEPT, A.PASS, A.COUNTER, A.CLOSE, A.UNANSWERED, A.CONFIRM, A.DECLINE, A.LAPSE,
     A.ASK, A.QUOTE}
)
LIVING_KINDS = sorted(A.KINDS)
"""Living Island's attacks: every kind of action the engine knows."""
_CARD_LISTS = frozenset({A.OFFER, A.COUNTER, A.RECLAIM, A.BRIBE})
_ODD_VALUES: tuple[Any, ...] = (None, "3", 2.5, -1, 10**9, True)
LIVING_MAX_TURNS = 400
"""Where a fuzzed Living Island game stops (Cinderisle's: ``selfplay.MAX_TURNS``)."""


def random_action(rng: random.Random, kinds: list[str] | None = None) -> Action:
    """A random, usually illegal, action (of one of ``kinds``: by default Cinderisle's)."""
    kind = rng.choice(kinds or _KINDS) if rng.random() < 0.97 else rng.choice(("fly", "", "ROLL"))

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
    if kind in (A.RECLAIM, A.BRIBE):
        return Action(kind, arg(), -1, cards() if rng.random() < 0.9 else None, None)
    return Action(kind, arg(), arg() if rng.random() < 0.5 else -1)


def near_miss(rng: random.Random, legal: list[Action]) -> Action:
    """A legal action with one part changed: an argument moved a little or a lot, or the cards
    it pays (usually an illegal action, sometimes another legal one)."""
    a = legal[rng.randrange(len(legal))]
    part = rng.randrange(4)
    if part == 0:
        return a._replace(a=a.a + rng.choice((-2, -1, 1, 2, 19, 38)))
    if part == 1:
        return a._replace(b=rng.randrange(-1, 6) if a.b != -1 or rng.random() < 0.5 else a.b + 1)
    if part == 2 and a.kind in _CARD_LISTS:
        give = a.give or (0, 0, 0, 0, 0)
        r = rng.randrange(5)
        return a._replace(give=five(x + (1 if k == r else 0) for k, x in enumerate(give)))
    return a._replace(a=rng.randrange(-1, 75))


def fuzz_game(seed: int, attacks_per_step: float = 0.3, rules: str = CINDERISLE.name,
              max_turns: int | None = None) -> tuple[int, int, list[str]]:
    """One game of ``rules`` under fire: (actions played, attacks made, failures)."""
    living = rule_set(rules).living_board
    rng = random.Random(f"cinderisle-fuzz:{seed}" + (":living" if living else ""))
    n = 2 + seed % 3
    game = Game(GameConfig(seats=n, seed=seed, tide=seed % 2 == 1, rules=rules))
    seats = [make_seat("random", seed, i) for i in range(n)]
    state = game.state
    attacks = 0
    failures: list[str] = []
    turns = max_turns if max_turns is not None else (LIVING_MAX_TURNS if living else MAX_TURNS)
    while not state.is_over and state.turns <= turns:
        while rng.random() < attacks_per_step and not state.is_over:
            attacks += 1
            if living and rng.random() < 0.5:
                bad = near_miss(rng, game.legal_actions())
            else:
                bad = random_action(rng, LIVING_KINDS if living else None)
            before = state.copy()
            if living and type(bad.kind) is str and bad.kind in A.CHANCE_KINDS:
                found = _refused_by_the_rules(seed, state, bad, before)
                if found:
                    failures += found
                    break  # the state may be broken: play on from the next game
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
            if state.is_chance():  # (Living Island's games go a step at a time: attacks come between)
                game.chance_step()
                continue
            who = game.actor
            game.play(seats[who].choose(game.view(who), game.legal_actions()), chance=not living)
            continue
        break
    return len(game.actions), attacks, failures


def _refused_by_the_rules(seed: int, state: Any, bad: Action, before: Any) -> list[str]:
    """A chance outcome thrown at a Living Island game, applied to its state through the rules
    (the game refuses every chance outcome itself): one the rules call legal must be an outcome
    of the chance step the game waits for (it is left alone: the seed, not the fuzz, decides
    chance); any other must be refused, the state left as it was."""
    from .rules import is_legal

    if is_legal(state, bad):
        return [] if state.is_chance() else [f"seed {seed}: {bad!r} is legal by is_legal() at no chance step"]
    try:
        apply(state, bad)
    except RuleError:
        return [] if state == before else [f"seed {seed}: {bad!r} changed the state before the rules refused it"]
    except Exception as exc:  # noqa: BLE001 - the point is to catch anything unexpected
        return [f"seed {seed}: {bad!r} raised {type(exc).__name__} in the rules: {exc}"]
    return [f"seed {seed}: {bad!r} was applied by the rules though is_legal() said no"]


def run(games: int, seed: int, rules: str) -> tuple[str, list[str]]:
    """``games`` fuzzed games of ``rules`` from ``seed`` on: the report's line and the failures."""
    start = time.perf_counter()
    played = attacks = 0
    failures: list[str] = []
    for k in range(games):
        a, b, f = fuzz_game(seed + k, rules=rules)
        played += a
        attacks += b
        failures.extend(f)
    elapsed = time.perf_counter() - start
    line = (f"{games} games, {played:,} actions played, {attacks:,} random actions thrown, "
            f"{len(failures)} unexpected outcomes, {elapsed:.0f} s")
    return (line if rules == CINDERISLE.name else f"{rule_set(rules).label}: {line}"), failures


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m engine.fuzz")
    p.add_argument("--games", type=int, default=10_000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rules", default=CINDERISLE.name,
                   help="cinderisle (the default), living-island (living for short), or both")
    args = p.parse_args(argv)
    names = [CINDERISLE.name, LIVING_ISLAND.name] if args.rules == "both" else [rule_set(args.rules).name]
    failed = False
    for name in names:
        line, failures = run(args.games, args.seed, name)
        print(line, flush=True)
        for text in failures[:20]:
            print("  " + text)
        failed = failed or bool(failures)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
