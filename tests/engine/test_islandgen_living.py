"""Living Island's generated islands (LIVING-ISLAND section 4.3): the Caldera on C3, their own
stream, the checker, determinism and the pinned deals (``tests/fixtures/living-islands.json``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cards import CALDERA
from engine.hexgrid import N_TILES, TILE_IDS, topology
from engine.island import Island, landfall
from engine.islandgen import (
    LIVING_CALDERA,
    TERRAIN_COUNTS,
    YIELD_NUMBERS,
    deal_island,
    fairness_violations,
    generate,
    living_island_violations,
)

REPO = Path(__file__).resolve().parents[2]
LIVING_JSON = REPO / "tests" / "fixtures" / "living-islands.json"
PINNED_SEEDS = (1, 2, 3, 42, 4294967295)
C3 = TILE_IDS.index("C3")


@pytest.fixture(scope="module")
def living() -> list[Island]:
    """Living Island's islands of seeds 1..200, dealt once for the whole module."""
    return [generate(seed, living=True) for seed in range(1, 201)]


def moved(isl: Island, a: int, b: int) -> Island:
    """``isl`` with whole tiles ``a`` and ``b`` (terrain and number) changing places."""
    terrain, nums = list(isl.terrain), list(isl.numbers)
    terrain[a], terrain[b] = terrain[b], terrain[a]
    nums[a], nums[b] = nums[b], nums[a]
    return Island("planted", tuple(terrain), tuple(nums), isl.jetties)


# --------------------------------------------------------------------------- the deal


def test_c3_is_the_centre_tile_index_9() -> None:
    assert LIVING_CALDERA == C3 == 9
    assert landfall().caldera == C3


def test_two_hundred_living_islands_pass_the_checker(living: list[Island]) -> None:
    for seed, isl in enumerate(living, start=1):
        assert isl.seed == seed
        assert living_island_violations(isl) == [], f"seed {seed}: {living_island_violations(isl)}"


def test_the_caldera_is_always_c3(living: list[Island]) -> None:
    for isl in living:
        assert isl.caldera == C3
        assert isl.terrain.count(CALDERA) == 1
        assert isl.numbers[C3] is None
        assert tuple(isl.terrain.count(x) for x in range(len(TERRAIN_COUNTS))) == TERRAIN_COUNTS
        assert sorted(n for n in isl.numbers if n is not None) == list(YIELD_NUMBERS)


def test_living_island_n_is_not_cinderisle_island_n(living: list[Island]) -> None:
    differ = [isl for isl in living if generate(int(isl.seed)) != isl]
    assert len(differ) >= 190, f"only {len(differ)} of {len(living)} differ"
    # Not merely the Caldera moved: the tiles are dealt from another stream.
    spots = [
        sum(a != b for a, b in zip(isl.terrain, generate(int(isl.seed)).terrain, strict=True)) for isl in living[:50]
    ]
    assert sum(spots) / len(spots) > 5, spots


def test_living_islands_vary(living: list[Island]) -> None:
    for t in range(N_TILES):
        if t != C3:
            assert len({isl.terrain[t] for isl in living}) >= 4, TILE_IDS[t]
            assert len({isl.numbers[t] for isl in living}) >= 8, TILE_IDS[t]
    assert len({e for isl in living for e, _ in isl.jetties}) >= 20


def test_deal_island_names_the_living_islands() -> None:
    assert deal_island("landfall", living=True) == landfall() == deal_island("landfall")
    assert living_island_violations(landfall()) == []
    assert deal_island(42, living=True) == generate(42, living=True)
    assert deal_island("42", living=True) == generate(42, living=True)
    assert deal_island(42) == generate(42) != generate(42, living=True)


@pytest.mark.parametrize("seed", [0, -1, 4294967296, True])
def test_bad_seeds_are_refused_for_living_islands(seed: int) -> None:
    with pytest.raises(ValueError, match="1 to 4294967295"):
        generate(seed, living=True)


# --------------------------------------------------------------------------- determinism


def test_same_seed_same_living_island() -> None:
    for seed in PINNED_SEEDS:
        assert generate(seed, living=True) == generate(seed, living=True)
        assert generate(seed, living=True).to_json() == generate(seed, living=True).to_json()
    assert generate(1, living=True) != generate(2, living=True)


SNIPPET = (
    "from engine.islandgen import generate\n"
    f"for s in {PINNED_SEEDS!r}:\n"
    "    print(generate(s, living=True).to_json())"
)


@pytest.mark.parametrize("hashseed", ["0", "4242"])
def test_same_living_island_under_any_hash_seed(hashseed: str) -> None:
    env = {**os.environ, "PYTHONHASHSEED": hashseed, "PYTHONPATH": str(REPO)}
    out = subprocess.run(
        [sys.executable, "-c", SNIPPET], cwd=REPO, env=env, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out == [generate(s, living=True).to_json() for s in PINNED_SEEDS]


def test_pinned_living_islands() -> None:
    pinned = json.loads(LIVING_JSON.read_text())
    assert [d["seed"] for d in pinned] == list(PINNED_SEEDS)
    assert pinned == [generate(s, living=True).to_dict() for s in PINNED_SEEDS]
    for d in pinned:
        assert living_island_violations(Island.from_dict(d)) == []


# --------------------------------------------------------------------------- the checker, proved


def test_the_checker_names_a_caldera_off_c3() -> None:
    isl = generate(42, living=True)
    planted = moved(isl, C3, TILE_IDS.index("A1"))
    lines = living_island_violations(planted)
    assert lines[0] == "Caldera: the Ash Caldera is on A1; on a Living Island it is C3, the centre."
    assert not any(line.startswith("Caldera") for line in fairness_violations(planted))


def test_a_caldera_off_c3_is_named_even_on_an_island_fair_for_cinderisle() -> None:
    # A move of the Caldera that breaks no Cinderisle rule: the checker still refuses it.
    for isl in (generate(seed, living=True) for seed in PINNED_SEEDS):
        for t in range(N_TILES):
            planted = moved(isl, C3, t)
            if t != C3 and not fairness_violations(planted):
                assert living_island_violations(planted) == [
                    f"Caldera: the Ash Caldera is on {TILE_IDS[t]}; on a Living Island it is C3, the centre."
                ]
                return
    pytest.fail("no move of the Caldera off C3 left a pinned island fair for Cinderisle")


def test_the_checker_names_two_touching_sixes() -> None:
    isl = generate(42, living=True)
    six, other = (t for t in range(N_TILES) if isl.numbers[t] == 6)
    u = next(u for u in topology().tile_neighbours[six] if u != C3)
    nums = list(isl.numbers)
    nums[u], nums[other] = 6, nums[u]  # the second 6 moves next to the first
    planted = Island("planted", isl.terrain, tuple(nums), isl.jetties)
    lines = living_island_violations(planted)
    pair = sorted((six, u))
    names = f"{planted.tile_label(pair[0])} and {planted.tile_label(pair[1])}"
    assert f"Rule 1: {names} touch and both carry a 6 or an 8." in lines
    assert f"Rule 2: {names} touch and share the number 6." in lines
    assert not any(line.startswith("Caldera") for line in lines)


def test_the_checker_names_a_missing_or_doubled_caldera() -> None:
    isl = generate(1, living=True)
    terrain = list(isl.terrain)
    terrain[C3] = isl.terrain[0]
    lines = living_island_violations(Island("planted", tuple(terrain), isl.numbers, isl.jetties))
    assert lines[0] == "Caldera: the island has no Ash Caldera; on a Living Island it is C3, the centre."
    assert "Composition: the island has 0 Ash Caldera tiles, it should have 1." in lines
