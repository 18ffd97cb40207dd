"""A small run of the fuzz benchmark (``python -m engine.fuzz`` runs 10,000 games)."""

import random

from engine.errors import RuleError
from engine.fuzz import fuzz_game, random_action
from engine.game import Game, GameConfig
from engine.rules import apply


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
            apply(state.copy(), action)
        except RuleError as exc:
            assert str(exc)
            kinds.add(action.kind)
    assert len(kinds) > 20


def test_the_fuzz_catches_a_rule_that_changes_the_state_before_it_refuses(monkeypatch) -> None:
    """The planted fault: ``end`` in the wrong phase bumps the turn counter, then refuses.
    The fuzz plays its attacks on the game's own state, so it must report it."""
    from dataclasses import replace

    from engine import actions as A
    from engine.phase import MAIN
    from engine.rules.kinds import KINDS

    original = KINDS[A.END].apply

    def leaky(s, action, out):
        if s.phase != MAIN:
            s.turns += 1  # the fault: a change made before the refusal
        original(s, action, out)

    monkeypatch.setitem(KINDS, A.END, replace(KINDS[A.END], apply=leaky))
    failures = [f for seed in range(1, 6) for f in fuzz_game(seed, attacks_per_step=0.5)[2]]
    assert failures and all("'end'" in f and "changed the state before raising" in f for f in failures)


def test_the_fuzz_catches_is_legal_saying_the_wrong_thing(monkeypatch) -> None:
    from engine.game import Game

    monkeypatch.setattr(Game, "is_legal", lambda self, action: False)
    failures = [f for seed in range(1, 4) for f in fuzz_game(seed, attacks_per_step=0.5)[2]]
    assert any("was applied though is_legal() said no" in f for f in failures)
