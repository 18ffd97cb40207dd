"""Generated islands (engine.islandgen): fairness checks, the dealer, determinism and variety."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.cards import CALDERA, DOTS, N_RES
from engine.constants import MAX_SEED
from engine.hexgrid import N_TILES, TILE_IDS, topology
from engine.island import OPEN_JETTY, Island, landfall
from engine.islandgen import (
    JETTY_KINDS,
    TERRAIN_COUNTS,
    YIELD_NUMBERS,
    deal_time_ms,
    fairness_violations,
    generate,
    is_fair,
)

REPO = Path(__file__).resolve().parents[2]
LANDFALL_JSON = REPO / "tests" / "fixtures" / "landfall.json"

LABELS = ("Composition", "Rule 1", "Rule 2", "Rule 3", "Rule 4", "Rule 5", "Rule 6", "Jetties")


def labels(island: Island) -> set[str]:
    """Which rules (the text before the colon) an island breaks."""
    return {line.split(":", 1)[0] for line in fairness_violations(island)}


@pytest.fixture(scope="module")
def dealt() -> list[Island]:
    """Islands of seeds 1..1000, dealt once for the whole module."""
    return [generate(seed) for seed in range(1, 1001)]


# --------------------------------------------------------------------------- Landfall


def test_landfall_is_fair() -> None:
    assert fairness_violations(landfall()) == []
    assert is_fair(landfall())


def test_landfall_matches_reference() -> None:
    assert landfall().to_dict() == json.loads(LANDFALL_JSON.read_text())


def test_landfall_has_the_pieces_generate_deals() -> None:
    isl = landfall()
    assert tuple(isl.terrain.count(x) for x in range(len(TERRAIN_COUNTS))) == TERRAIN_COUNTS
    assert sorted(n for n in isl.numbers if n is not None) == list(YIELD_NUMBERS)
    assert sorted(k for _, k in isl.jetties) == sorted(JETTY_KINDS)


# --------------------------------------------------------------------------- each rule is detected


def variants(isl: Island) -> Iterator[Island]:
    """Small changes to an island: swapped or replaced numbers and terrains, moved or re-kinded jetties."""
    terrain, nums, jetties = list(isl.terrain), list(isl.numbers), list(isl.jetties)
    numbered = [t for t in range(N_TILES) if nums[t] is not None]
    for a in numbered:
        for b in numbered:
            if a < b:
                n = nums.copy()
                n[a], n[b] = n[b], n[a]
                yield Island("variant", isl.terrain, tuple(n), isl.jetties)
    for a in range(N_TILES):
        for b in range(a + 1, N_TILES):
            t, n = terrain.copy(), nums.copy()
            t[a], t[b] = t[b], t[a]
            yield Island("variant", tuple(t), isl.numbers, isl.jetties)
            n[a], n[b] = n[b], n[a]
            yield Island("variant", tuple(t), tuple(n), isl.jetties)  # whole tiles change places
    for a in numbered:
        for v in sorted(DOTS):
            n = nums.copy()
            n[a] = v
            yield Island("variant", isl.terrain, tuple(n), isl.jetties)
        for x in range(N_RES):
            t = terrain.copy()
            t[a] = x
            yield Island("variant", tuple(t), isl.numbers, isl.jetties)
    for i in range(len(jetties)):
        for e in topology().coastal_edges:
            j = jetties.copy()
            j[i] = (e, j[i][1])
            yield Island("variant", isl.terrain, isl.numbers, tuple(j))
        for k in range(OPEN_JETTY + 1):
            j = jetties.copy()
            j[i] = (j[i][0], k)
            yield Island("variant", isl.terrain, isl.numbers, tuple(j))


@pytest.fixture(scope="module")
def single_breaks() -> dict[str, tuple[Island, list[str]]]:
    """For each rule, the first small change to Landfall that breaks that rule and no other."""
    found: dict[str, tuple[Island, list[str]]] = {}
    for isl in variants(landfall()):
        broken = labels(isl)
        if len(broken) == 1:
            (label,) = broken
            found.setdefault(label, (isl, fairness_violations(isl)))
        if len(found) == len(LABELS):
            break
    return found


@pytest.mark.parametrize("label", LABELS)
def test_each_rule_is_detected_alone(label: str, single_breaks: dict[str, tuple[Island, list[str]]]) -> None:
    assert label in single_breaks, f"no small change to Landfall breaks only {label}"
    isl, lines = single_breaks[label]
    assert not is_fair(isl)
    assert lines and all(line.startswith(label + ":") for line in lines)
    for line in lines:
        assert line.endswith(".")
        if label.startswith("Rule") and label != "Rule 5":
            assert any(tid in line for tid in TILE_IDS), line  # names the tiles


def with_numbers(isl: Island, changes: dict[str, int]) -> Island:
    nums = list(isl.numbers)
    for tid, n in changes.items():
        nums[TILE_IDS.index(tid)] = n
    return Island("variant", isl.terrain, tuple(nums), isl.jetties)


def test_rule_messages_name_the_tiles() -> None:
    lf = landfall()
    # C1's 12 and C4's 10 change places: C4's 12 touches D3's 2.
    assert fairness_violations(with_numbers(lf, {"C1": 10, "C4": 12})) == [
        "Rule 3: C4 Millet 12 and D3 Pine 2 touch and both carry a 2 or a 12."
    ]
    # A2's 8 and D3's 2 change places: D3's 8 touches D2's 6.
    assert fairness_violations(with_numbers(lf, {"A2": 2, "D3": 8})) == [
        "Rule 1: D2 Millet 6 and D3 Pine 8 touch and both carry a 6 or an 8."
    ]
    # B2's 3 and D4's 9: corner 17 (B1 6, B2 9, C2 5) touches 13 dots.
    lines = fairness_violations(with_numbers(lf, {"B2": 9, "D4": 3}))
    assert lines == ["Rule 6: corner 17, where B1 Copper 6, B2 Basalt 9 and C2 Kelp 5 meet, touches 13 dots (at most 12)."]


def test_six_next_to_six_breaks_rules_1_and_2() -> None:
    isl = with_numbers(landfall(), {"A1": 6, "D2": 11})  # A1's 6 touches B1's 6
    assert {"Rule 1", "Rule 2"} <= labels(isl)


def test_terrain_group_of_three() -> None:
    lf = landfall()
    terrain = list(lf.terrain)
    terrain[TILE_IDS.index("B4")] = terrain[TILE_IDS.index("C4")]  # B4 becomes millet: A3, B4, C4, C5
    lines = [line for line in fairness_violations(Island("x", tuple(terrain), lf.numbers, lf.jetties))
             if line.startswith("Rule 4")]
    assert lines == [
        "Rule 4: A3 Millet 4, B4 Millet 8, C4 Millet 10 and C5 Millet 5 are a connected group of 4 "
        "millet tiles (at most 2 may touch)."
    ]


def test_jetty_rule_parts() -> None:
    lf = landfall()
    jetties = list(lf.jetties)

    def with_jetties(j: list[tuple[int, int]]) -> list[str]:
        return fairness_violations(Island("x", lf.terrain, lf.numbers, tuple(j)))

    # Edge 1 shares corner 0 with edge 0 (both A1's upper sides).
    lines = with_jetties([(1, jetties[1][1]), *jetties[:1], *jetties[2:]])
    assert lines == ["Jetties: the jetties on edges 1 and 0 share corner 0."]
    inland = next(e for e in range(72) if e not in topology().coastal_edges)
    assert with_jetties([(inland, jetties[0][1]), *jetties[1:]]) == [f"Jetties: edge {inland} is not a coastal edge."]
    assert any("should have 8" in line for line in with_jetties(jetties[:7]))
    assert any("3 open and one of each" in line for line in with_jetties([(0, 0), *jetties[1:]]))
    assert any("two jetties stand on edge 0" in line for line in with_jetties([*jetties, (0, OPEN_JETTY)]))


def test_composition_messages() -> None:
    lf = landfall()
    terrain = list(lf.terrain)
    terrain[0] = 0  # A1 basalt -> pine
    lines = fairness_violations(Island("x", tuple(terrain), lf.numbers, lf.jetties))
    assert "Composition: the island has 5 pine tiles, it should have 4." in lines
    assert "Composition: the island has 2 basalt tiles, it should have 3." in lines
    nums = list(lf.numbers)
    nums[TILE_IDS.index("C3")] = 7
    lines = fairness_violations(Island("x", lf.terrain, tuple(nums), lf.jetties))
    assert "Composition: C3 is the Ash Caldera but carries the number 7." in lines
    bad = Island("x", lf.terrain[:5], lf.numbers[:5], lf.jetties)
    assert fairness_violations(bad)[0].startswith("Composition: an island has 19 tiles")


# --------------------------------------------------------------------------- the dealer


def test_thousand_islands_are_fair(dealt: list[Island]) -> None:
    for seed, isl in enumerate(dealt, start=1):
        assert isl.seed == seed
        assert fairness_violations(isl) == [], f"seed {seed}: {fairness_violations(isl)}"


def test_dealt_islands_round_trip_json(dealt: list[Island]) -> None:
    for isl in dealt[:50]:
        assert Island.from_json(isl.to_json()) == isl


def clockwise_position() -> dict[int, float]:
    """Each coastal edge's bearing from the island's centre, clockwise on screen from edge 0."""
    topo = topology()
    cx, cy = topo.tile_xy[TILE_IDS.index("C3")]
    bearing = {}
    for e in topo.coastal_edges:
        (ax, ay), (bx, by) = (topo.corner_xy[c] for c in topo.edge_corners[e])
        bearing[e] = math.atan2((ax + bx) / 2 - cx, cy - (ay + by) / 2)  # 0 straight up, growing clockwise
    return {e: (b - bearing[0]) % (2 * math.pi) for e, b in bearing.items()}


def test_jetties_listed_clockwise_like_landfall(dealt: list[Island]) -> None:
    # Landfall lists its jetties clockwise from edge 0; generated islands do the same.
    pos = clockwise_position()
    assert len(set(pos.values())) == len(pos)
    for isl in [landfall(), *dealt[:100]]:
        order = [pos[e] for e, _ in isl.jetties]
        assert order == sorted(order), isl.jetties


def test_same_seed_same_island() -> None:
    for seed in (1, 2, 999, 123456789, MAX_SEED):
        assert generate(seed) == generate(seed)
        assert generate(seed).to_json() == generate(seed).to_json()
    assert generate(1) != generate(2)


SNIPPET = "from engine.islandgen import generate\nfor s in (1, 42, 31337, 4294967295):\n    print(generate(s).to_json())"


@pytest.mark.parametrize("hashseed", ["0", "4242"])
def test_same_island_under_any_hash_seed(hashseed: str) -> None:
    env = {**os.environ, "PYTHONHASHSEED": hashseed, "PYTHONPATH": str(REPO)}
    out = subprocess.run(
        [sys.executable, "-c", SNIPPET], cwd=REPO, env=env, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    assert out == [generate(s).to_json() for s in (1, 42, 31337, 4294967295)]


@pytest.mark.parametrize("seed", [0, -1, MAX_SEED + 1, True, 1.0, "7"])
def test_bad_seeds_are_refused(seed: object) -> None:
    with pytest.raises(ValueError, match="1 to 4294967295"):
        generate(seed)  # type: ignore[arg-type]


def test_variety(dealt: list[Island]) -> None:
    sample = dealt[:300]
    calderas = {isl.caldera for isl in sample}
    assert len(calderas) >= 15, sorted(calderas)
    for t in range(N_TILES):
        kinds = {isl.terrain[t] for isl in sample}
        assert len(kinds) >= 4, f"{TILE_IDS[t]} only ever gets terrains {sorted(kinds)}"
    edges = {e for isl in sample for e, _ in isl.jetties}
    assert len(edges) >= 20, sorted(edges)
    # Numbers vary too: every numbered position sees most of the numbers.
    for t in range(N_TILES):
        assert len({isl.numbers[t] for isl in sample if isl.terrain[t] != CALDERA}) >= 8


def test_deal_time_is_reported() -> None:
    # Speed goals live in `python build.py bench`; here only that the figure is a positive number.
    assert deal_time_ms(5) > 0
