"""A small run of the fuzz benchmark (``python -m engine.fuzz`` runs 10,000 games; ``--rules
living`` Living Island's): Cinderisle's games, and a few hundred of Living Island's."""

import random

from engine.actions import Action
from engine.errors import RuleError
from engine.fuzz import fuzz_game, random_action
from engine.game import Game, GameConfig
from engine.rules import apply


def test_random_actions_never_raise_anything_but_rule_errors() -> None:
    for seed in range(1, 13):
        played, attacks, failures = fuzz_game(seed, attacks_per_step=0.5)
        assert failures == []
        assert played > 100 and attacks > 50


def test_living_island_games_under_fire_only_ever_refuse_with_rule_errors_leaving_the_state_equal() -> None:
    """Three hundred short Living games (30 turns) and a dozen whole ones (to the win, or 400
    turns), random and near-miss actions thrown at them."""
    played = attacks = 0
    for seed in range(1, 301):
        a, b, failures = fuzz_game(seed, attacks_per_step=0.5, rules="living", max_turns=30)
        assert failures == []
        played, attacks = played + a, attacks + b
    for seed in range(301, 313):
        a, b, failures = fuzz_game(seed, attacks_per_step=0.5, rules="living")
        assert failures == []
        played, attacks = played + a, attacks + b
    assert played > 50_000 and attacks > 25_000


def test_the_fuzz_throws_every_kind_of_living_move_and_near_misses_of_legal_ones() -> None:
    from engine import actions as A
    from engine.fuzz import LIVING_KINDS, near_miss

    assert {A.RECLAIM, A.BRIBE, A.MILITIA, A.TRIBUTE, A.CACHE, A.TRAILBLAZING, A.CARAVAN, A.WORLD, A.HEAL,
            A.SINK} <= set(LIVING_KINDS)
    rng = random.Random(3)
    legal = [Action.parse("reclaim A1s paying 3 pine"), Action.parse("bribe C4 paying 2 kelp")]
    misses = {near_miss(rng, legal) for _ in range(200)} - set(legal)
    assert len(misses) > 50 and {m.kind for m in misses} == {A.RECLAIM, A.BRIBE}
    assert any(m.give != a.give for m in misses for a in legal if m.kind == a.kind and m.a == a.a)


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


def test_the_fuzz_catches_a_living_rule_that_changes_the_state_before_it_refuses(monkeypatch) -> None:
    """The planted fault: a Bribe paid with the wrong number of cards marks the turn's Bribe as
    made, then refuses."""
    from dataclasses import replace

    from engine import actions as A
    from engine.rules.kinds import KINDS

    original = KINDS[A.BRIBE].apply

    def leaky(s, action, out):
        if s.living is not None and sum(action.give) != 2:
            s.living.bribed = True  # the fault: a change made before the refusal
        original(s, action, out)

    monkeypatch.setitem(KINDS, A.BRIBE, replace(KINDS[A.BRIBE], apply=leaky))
    failures = [f for seed in range(1, 11) for f in fuzz_game(seed, attacks_per_step=0.5, rules="living",
                                                              max_turns=40)[2]]
    assert failures and all("'bribe'" in f and "changed the state" in f for f in failures)


def test_the_fuzz_catches_a_world_step_that_changes_the_state_before_it_refuses(monkeypatch) -> None:
    """The planted fault: a heal the step cannot draw counts a half healed, then refuses.  Living
    games are fuzzed at their chance steps too, with near misses of the outcomes due."""
    from dataclasses import replace

    from engine import actions as A
    from engine.rules.kinds import KINDS
    from engine.rules.world import world_outcomes

    original = KINDS[A.HEAL].apply

    def leaky(s, action, out):
        if s.living is not None and action not in [a for a, _ in world_outcomes(s)]:
            s.living.healed += 1  # the fault
        original(s, action, out)

    monkeypatch.setitem(KINDS, A.HEAL, replace(KINDS[A.HEAL], apply=leaky))
    failures = [f for seed in range(1, 21) for f in fuzz_game(seed, attacks_per_step=0.5, rules="living",
                                                              max_turns=60)[2]]
    assert failures and all("'heal'" in f and "changed the state before the rules refused it" in f
                            for f in failures)


def test_the_fuzz_catches_is_legal_saying_the_wrong_thing(monkeypatch) -> None:
    from engine.game import Game

    monkeypatch.setattr(Game, "is_legal", lambda self, action: False)
    failures = [f for seed in range(1, 4) for f in fuzz_game(seed, attacks_per_step=0.5)[2]]
    assert any("was applied though is_legal() said no" in f for f in failures)


def test_the_report_gives_cinderisles_line_as_before_then_living_islands(capsys) -> None:
    from engine.fuzz import main

    assert main(["--games", "2", "--rules", "both"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].startswith("2 games, ") and lines[1].startswith("Living Island: 2 games, ")
    assert main(["--games", "1"]) == 0 and capsys.readouterr().out.startswith("1 games, ")
