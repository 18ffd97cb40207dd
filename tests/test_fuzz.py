"""A small run of the fuzz benchmark (``python -m engine.fuzz`` runs 10,000 games)."""

from engine.fuzz import fuzz_game, random_action
from engine.errors import RuleError
from engine.game import Game, GameConfig

import random


def test_random_actions_never_raise_anything_but_rule_errors() -> None:
    for seed in range(1, 13):
        played, attacks, failures = fuzz_game(seed, attacks_per_step=0.5)
        assert failures == []
        assert played > 100 and attacks > 50


def test_badly_typed_arguments_are_rule_errors() -> None:
    state = Game(GameConfig(seats=2, seed=3, island="landfall")).state
    rng = random.Random(1)
    kinds = set()
    for _ in range(500):
        action = random_action(rng)
        try:
            state.copy().apply(action)
        except RuleError as exc:
            assert str(exc)
            kinds.add(action.kind)
    assert len(kinds) > 20
