"""LIVING-ISLAND 19: the invariants a checker can test, over random Living games, after every
step (``living_checker``), and each check proved on the fault it looks for.

The games are played by random seats, nudged to build so that they reach Act III and their end
(some by healing, some shared); hypothesis picks further games (seed, seats, dice or Tide,
Landfall or a generated island) on top of the fixed ones.
"""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.chance import ChanceSource
from engine.constants import MAX_SEED
from engine.errors import RecordError
from engine.game import Game
from engine.living import NO_HALF
from engine.phase import WORLD
from engine.rules import halves, world

from living_checker import play

EXTRA_GAMES = int(os.environ.get("LIVING_RANDOM_GAMES", "12"))
"""Games hypothesis picks on top of the fixed ones (``LIVING_RANDOM_GAMES=N`` for more)."""
FIXED = [(1, 3, False, "landfall"), (2, 4, True, "landfall"), (3, 2, False, None), (8, 4, False, None),
         (12, 2, True, "landfall"), (21, 3, True, None)]


@pytest.mark.parametrize(("seed", "seats", "tide", "island"), FIXED)
def test_random_living_games_keep_every_invariant_after_every_step(seed: int, seats: int, tide: bool,
                                                                   island: str | None) -> None:
    game, reports = play(seed, seats, tide, island)
    assert reports == []
    assert len(game.actions) > 500


@settings(max_examples=EXTRA_GAMES, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(1, MAX_SEED), seats=st.integers(2, 4), tide=st.booleans(),
       island=st.sampled_from(["landfall", None]))
def test_hypothesis_living_games_keep_every_invariant(seed: int, seats: int, tide: bool, island: str | None) -> None:
    assert play(seed, seats, tide, island, max_turns=200)[1] == []


def test_the_games_reach_act_iii_and_both_ends() -> None:
    """The checked games walk what section 19 speaks of: a Sinkhole, Act III, a win at 10, an end
    by healing, a shared win (the first seeds that do, among 1 to 60)."""
    seen: set[str] = set()
    wanted = {"sunk", "act 3", "won", "healed", "healed shared"}
    for seed in range(1, 61):
        game, reports = play(seed, 2 + seed % 3)
        assert reports == []
        s = game.state
        lv = s.living
        assert lv is not None
        if lv.sunk >= 0:
            seen.add("sunk")
        seen.add(f"act {lv.act}")
        if s.is_over:
            healed = lv.act == 3 and not lv.scorched() and s.total_renown(s.turn_seat) < 10
            seen.add(("healed" if healed else "won") + (" shared" if len(s.winners) > 1 else ""))
        if wanted <= seen:
            break
    assert wanted <= seen, seen


# ------------------------------------------------------------------ each check catches its fault


def caught(*words: str, seeds: range = range(1, 31)) -> bool:
    """Whether the checker reports, in one of the games of ``seeds`` (played until one does), a
    violation whose text holds every one of ``words``."""
    return any(any(all(w in r for w in words) for r in play(seed, 2 + seed % 3)[1]) for seed in seeds)


def test_19_1_catches_a_half_made_from_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(halves, "take_half", lambda s, r: True)  # the fault: the Supply never pays
    assert caught("19.1")


def test_19_2_catches_two_halves_of_a_resource_left_unmerged(monkeypatch: pytest.MonkeyPatch) -> None:
    def unmerged(s, seat, r):  # the fault: a second half is kept as a half
        s.living.held[seat][r] += 1

    monkeypatch.setattr(halves, "give_half", unmerged)
    assert caught("19.2")
    assert not caught("19.1", seeds=range(1, 3))


def test_19_3_catches_a_spared_half_that_burns(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(halves, "spared", lambda s, h, prod=None: False)
    monkeypatch.setattr(world, "burnable", lambda s: [r >= 0 for r in s.living.halves])  # (every half a draw may burn)
    monkeypatch.setattr(world, "tile_spared", lambda s, t, prod=None: False)
    assert caught("19.3")


def test_19_4_catches_a_second_sinkhole(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(world, "events_of", lambda living, kind: world.KIND_EVENTS[kind])
    assert caught("19.4", "tiles have sunk")
    assert caught("19.4", "sank in Act")


def test_19_4_catches_a_half_left_on_a_sunk_tile(monkeypatch: pytest.MonkeyPatch) -> None:
    sink = world._sink

    def leaky(s, t, out):
        south = s.living.halves[2 * t + 1]
        sink(s, t, out)
        s.living.halves[2 * t + 1] = south if south != NO_HALF else 0

    monkeypatch.setattr(world, "_sink", leaky)
    assert caught("19.4", "one half and one gone")


def test_19_5_catches_rings_that_turn_the_wrong_way(monkeypatch: pytest.MonkeyPatch) -> None:
    def starting_way(s, out, steps=1):  # the fault: a Reversal is forgotten
        lv = s.living
        lv.ring = (lv.ring + 1) % 12

    monkeypatch.setattr(world, "ring_step", starting_way)
    assert caught("19.5", "section 10 counts")


def test_19_5_catches_a_token_on_the_wrong_tile(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine import halves as geometry

    monkeypatch.setattr(world, "numbers_at", lambda dealt, k: geometry.numbers_at(dealt, -k))  # inner way out
    world._numbers.cache_clear()
    try:
        assert caught("19.5", "token dealt")
    finally:
        world._numbers.cache_clear()


def test_19_6_catches_an_act_that_goes_back(monkeypatch: pytest.MonkeyPatch) -> None:
    def following_the_seat_on_turn(s, out):  # the fault: the act of the seat on turn's renown
        s.living.act = world.act_of([s.renown[s.turn_seat]])

    monkeypatch.setattr(world, "update_act", following_the_seat_on_turn)
    assert caught("19.6")


def test_19_7_catches_an_island_healed_whole_in_act_iii_that_plays_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(world, "end_by_healing", lambda s, out: None)
    assert caught("19.7")


def test_19_8_catches_a_world_step_not_drawn_as_section_17_says(monkeypatch: pytest.MonkeyPatch) -> None:
    outcome = ChanceSource.outcome

    def backwards(self, state):  # the fault: the running total taken from the last outcome
        if state.phase != WORLD:
            return outcome(self, state)
        weighted = world.world_outcomes(state)[::-1]
        pick = self._world.randrange(sum(w for _, w in weighted))
        for action, w in weighted:
            pick -= w
            if pick < 0:
                return action
        raise AssertionError

    monkeypatch.setattr(ChanceSource, "outcome", backwards)
    assert caught("19.8", "world stream draws")


def test_19_8_a_record_with_a_world_step_changed_does_not_replay() -> None:
    game, reports = play(5, 3)
    assert reports == []
    record = game.record()
    texts = record["actions"]
    i = next(i for i, t in enumerate(texts) if t.startswith("world "))
    texts[i] = "world still" if texts[i] != "world still" else "world burn"
    with pytest.raises(RecordError, match=f"action {i + 1} .*seed gives"):
        Game.replay(json.dumps(record))
