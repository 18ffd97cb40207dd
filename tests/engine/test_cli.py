"""``python -m engine island``: Landfall golden output and generated islands as JSON lines."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from engine.hexgrid import TILE_IDS, topology
from engine.island import Island
from engine.islandgen import fairness_violations, generate

REPO = Path(__file__).resolve().parents[2]
LANDFALL_JSON = REPO / "tests" / "fixtures" / "landfall.json"

TERRAINS = {"pine", "basalt", "kelp", "millet", "copper", "caldera"}
JETTY_KINDS = {"open", "pine", "basalt", "kelp", "millet", "copper"}


def run_engine(*args: str) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([sys.executable, "-m", "engine", *args], check=False, cwd=REPO, capture_output=True, text=True,
                          timeout=120, env=dict(os.environ, PYTHONHASHSEED="0"))
    assert proc.returncode == 0, f"python -m engine {' '.join(args)} failed:\n{proc.stderr}"
    return proc


def check_island_json(d: dict) -> None:
    """The island JSON format of RULINGS section 6."""
    assert set(d) == {"seed", "tiles", "jetties"}
    tiles = d["tiles"]
    assert [t["id"] for t in tiles] == list(TILE_IDS)
    for t in tiles:
        assert set(t) == {"id", "terrain", "number"}
        assert t["terrain"] in TERRAINS
        if t["terrain"] == "caldera":
            assert t["number"] is None
        else:
            assert t["number"] in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)
    assert sum(t["terrain"] == "caldera" for t in tiles) == 1
    jetties = d["jetties"]
    assert len(jetties) == 8
    coast = set(topology().coastal_edges)
    for j in jetties:
        assert set(j) == {"edge", "kind"}
        assert j["kind"] in JETTY_KINDS and j["edge"] in coast
    assert [j["kind"] for j in jetties].count("open") == 3


def test_island_landfall_matches_reference() -> None:
    out = run_engine("island", "landfall").stdout
    lines = out.splitlines()
    assert len(lines) == 1, "one JSON object per line"
    printed = json.loads(lines[0])
    assert printed == json.loads(LANDFALL_JSON.read_text())
    assert printed["seed"] == "landfall"
    check_island_json(printed)


def test_island_landfall_any_case() -> None:
    assert run_engine("island", "LANDFALL").stdout == run_engine("island", "landfall").stdout


def test_island_count_three() -> None:
    out = run_engine("island", "1", "--count", "3").stdout
    lines = out.splitlines()
    assert len(lines) == 3
    islands = [json.loads(line) for line in lines]
    assert [d["seed"] for d in islands] == [1, 2, 3]
    for d in islands:
        check_island_json(d)
        island = Island.from_dict(d)
        assert island == generate(d["seed"])
        assert fairness_violations(island) == []
    assert len({json.dumps(d["tiles"]) for d in islands}) == 3, "different seeds deal different islands"


def test_island_single_seed_is_first_of_count() -> None:
    one = run_engine("island", "2").stdout.splitlines()
    three = run_engine("island", "1", "--count", "3").stdout.splitlines()
    assert one == [three[1]]


def test_island_at_the_top_seed() -> None:
    out = run_engine("island", "4294967295", "--count", "3").stdout.splitlines()
    seeds = [json.loads(line)["seed"] for line in out]
    assert seeds and seeds[0] == 4294967295
    assert all(seed <= 4294967295 for seed in seeds), "no island past the largest seed"
