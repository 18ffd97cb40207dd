"""``python -m engine`` with Living Island, and the records of both rule sets:

- ``island N --rules living`` (or ``living-island``): RULINGS 6's JSON plus the halves and rings;
- ``selfplay --rules living``: whole Living games, and ``winners`` on every line (both rule sets);
- ``replay FILE`` of a Living record, and ``replay FILE --trace``: one JSON line per step
  (engine/trace.py), its fields and types, the halves counted (LIVING-ISLAND 19.1), the rings,
  refusals in words, the same output twice and under another hash seed;
- records: Cinderisle's without ``rules``, Living Island's with it, an old record of an earlier
  build still replaying, a record of unknown rules refused.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.actions import WORLD_KINDS
from engine.cards import CALDERA, RESOURCES
from engine.events import HealedWhole, RingsTurned
from engine.game import Game, RecordError
from engine.halves import INNER_RING, OUTER_RING, RING_POSITIONS, half_id, numbers_at
from engine.hexgrid import N_TILES, TILE_IDS
from engine.island import Island, landfall
from engine.islandgen import generate
from engine.selfplay import Result, play_game
from engine.trace import LIVING_FIELDS, TRACE_FIELDS, steps, trace

REPO = Path(__file__).resolve().parents[2]
OLD_BUILD = REPO / "tests" / "fixtures" / "build-2026-12-01"
LIVING_SEATS = ("ai-easy", "random", "random")
FIELDS = ["step", "action", "rules", "act", "ring", "reversed", "tokens", "halves", "sunk", "supply_halves",
          "holdings_halves", "production", "renown", "over", "winners"]
HALF_IDS = [half_id(h) for h in range(2 * N_TILES) if TILE_IDS[h // 2] != "C3"]
SUPPLY_HALVES = 40
OUTER_IDS = ["A1", "A2", "A3", "B4", "C5", "D4", "E3", "E2", "E1", "D1", "C1", "B1"]
INNER_IDS = ["B2", "B3", "C4", "D3", "D2", "C2"]
"""The rings in ring order, clockwise (LIVING-ISLAND 4.1)."""


def engine_cli(*args: str, hash_seed: str = "0", ok: bool = True) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([sys.executable, "-m", "engine", *args], check=False, cwd=REPO, capture_output=True,
                          text=True, timeout=300, env=dict(os.environ, PYTHONHASHSEED=hash_seed))
    if ok:
        assert proc.returncode == 0, f"python -m engine {' '.join(args)} failed:\n{proc.stderr}"
    return proc


def refused(proc: subprocess.CompletedProcess[str], code: int, *words: str) -> None:
    """Refused in words: the exit code, nothing on stdout, no traceback, the words on stderr."""
    assert proc.returncode == code, proc.stderr
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr
    for word in words:
        assert word in proc.stderr


# --------------------------------------------------------------------------- island


def test_island_living_is_rulings_6_plus_halves_and_rings() -> None:
    lines = engine_cli("island", "42", "--rules", "living").stdout.splitlines()
    assert len(lines) == 1
    d = json.loads(lines[0])
    island = generate(42, living=True)
    assert list(d) == ["seed", "tiles", "jetties", "rules", "halves", "rings"]
    assert {k: d[k] for k in ("seed", "tiles", "jetties")} == island.to_dict()
    assert Island.from_dict(d) == island, "the island reads back from its Living JSON"
    assert d["rules"] == "living-island"
    assert list(d["halves"]) == HALF_IDS, "36 halves in half order, the Caldera's absent"
    for hid, resource in d["halves"].items():
        assert resource == RESOURCES[island.terrain[TILE_IDS.index(hid[:2])]]
    rings = d["rings"]
    assert rings["position"] == 0 and rings["positions"] == RING_POSITIONS == len(rings["numbers_at"])
    assert rings["outer"] == {"turns": "clockwise", "tiles": OUTER_IDS, "numbers": [island.numbers[t] for t in OUTER_RING]}
    assert rings["inner"] == {"turns": "counter-clockwise", "tiles": INNER_IDS,
                              "numbers": [island.numbers[t] for t in INNER_RING]}
    assert rings["numbers_at"][0] == [t["number"] for t in d["tiles"]]
    for k, numbers in enumerate(rings["numbers_at"]):
        assert numbers == list(numbers_at(island.numbers, k))
        assert numbers[TILE_IDS.index("C3")] is None
        assert sorted(n for n in numbers if n is not None) == sorted(n for n in island.numbers if n is not None)


def test_island_living_is_not_cinderisles_island_n_and_cinderisle_is_unchanged() -> None:
    living = engine_cli("island", "42", "--rules", "living").stdout
    assert engine_cli("island", "42", "--rules", "living-island").stdout == living
    cinderisle = engine_cli("island", "42").stdout
    assert cinderisle == engine_cli("island", "42", "--rules", "cinderisle").stdout == generate(42).to_json() + "\n"
    assert json.loads(cinderisle)["tiles"] != json.loads(living)["tiles"]
    assert generate(42) != generate(42, living=True)


def test_island_landfall_living_at_position_one() -> None:
    """LIVING-ISLAND 10's example: Landfall one step from the deal."""
    d = json.loads(engine_cli("island", "landfall", "--rules", "living").stdout)
    assert {k: d[k] for k in ("seed", "tiles", "jetties")} == landfall().to_dict()
    example = "A1 6, A2 11, A3 8, B1 12, B2 11, B3 10, B4 4, C1 4, C2 3, C4 2, C5 8, D1 9, D2 5, D3 6, D4 5, E1 3, E2 10, E3 9"
    at_one = {tid: int(n) for tid, n in (pair.split() for pair in example.split(", "))}
    assert {TILE_IDS[t]: n for t, n in enumerate(d["rings"]["numbers_at"][1]) if n is not None} == at_one


def test_island_living_count() -> None:
    lines = [json.loads(line) for line in engine_cli("island", "7", "--count", "3", "--rules", "living").stdout.splitlines()]
    assert [d["seed"] for d in lines] == [7, 8, 9]
    for d in lines:
        island = Island.from_dict(d)
        assert island == generate(d["seed"], living=True) and island.terrain[TILE_IDS.index("C3")] == CALDERA


def test_island_unknown_rules_are_refused_in_words() -> None:
    refused(engine_cli("island", "42", "--rules", "chess", ok=False), 2, "'chess'", "living-island")


# --------------------------------------------------------------------------- selfplay


def test_selfplay_living_lines_have_winners_and_records() -> None:
    proc = engine_cli("selfplay", "--rules", "living", "--seed", "1", "--games", "2", "--seats", ",".join(LIVING_SEATS),
                      "--record")
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [d["seed"] for d in lines] == [1, 2]
    for d in lines:
        assert list(d) == ["seed", "winner", "winners", "renown", "turns", "actions", "rules", "record"]
        assert d["rules"] == "living-island" and d["record"]["config"]["rules"] == "living-island"
        assert isinstance(d["winners"], list) and d["winners"] and all(isinstance(w, int) for w in d["winners"])
        assert d["winner"] == (d["winners"][0] if len(d["winners"]) == 1 else None)
        assert len(d["renown"]) == 3 and len(d["record"]["actions"]) == d["actions"] > d["turns"] > 0
        state = Game.replay(d["record"]).state
        assert state.winners == d["winners"] and state.rules.name == "living-island"
    short = engine_cli("selfplay", "--rules", "living-island", "--seed", "1", "--games", "2",
                       "--seats", ",".join(LIVING_SEATS)).stdout.splitlines()
    assert [json.loads(line) for line in short] == [{k: v for k, v in d.items() if k != "record"} for d in lines]


def test_selfplay_cinderisle_lines_add_only_winners() -> None:
    for line in engine_cli("selfplay", "--seed", "7", "--games", "2", "--seats", "random,ai-easy,random",
                           "--record").stdout.splitlines():
        d = json.loads(line)
        assert list(d) == ["seed", "winner", "winners", "renown", "turns", "actions", "record"]
        assert d["winners"] == [d["winner"]] and d["renown"][d["winner"]] >= 11
        assert "rules" not in d["record"]["config"]


def test_selfplay_unknown_rules_are_refused_in_words() -> None:
    refused(engine_cli("selfplay", "--rules", "chess", "--seats", "random,random", ok=False), 2, "'chess'")


# --------------------------------------------------------------------------- a Living record


@pytest.fixture(scope="module")
def living_game() -> Result:
    """A Living game with a Reversal, a Tremor, a Sinkhole and a Supply Caravan (the first such seed),
    so that its trace turns the rings both ways and two steps at once, and loses a tile."""
    for seed in range(1, 40):
        result = play_game(seed, LIVING_SEATS, rules="living")
        texts = set(result.game.record()["actions"])
        living = result.game.state.living
        assert living is not None
        if {"event reversal", "event tremor", "event sinkhole"} <= texts and living.sunk >= 0 \
                and any(t.startswith("caravan") for t in texts) and result.game.state.is_over:
            return result
    raise AssertionError("no Living game of seeds 1..39 had a Reversal, a Tremor, a Sinkhole and a Supply Caravan")


@pytest.fixture(scope="module")
def record_file(living_game: Result, tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("living") / "living.json"
    path.write_text(living_game.game.record_json())
    return path


@pytest.fixture(scope="module")
def trace_out(record_file: Path) -> str:
    return engine_cli("replay", str(record_file), "--trace").stdout


@pytest.fixture(scope="module")
def lines(trace_out: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in trace_out.splitlines()]


def test_records_say_their_rules_only_for_living_island(living_game: Result) -> None:
    assert living_game.game.record()["config"]["rules"] == "living-island"
    assert "rules" not in play_game(3, ("random", "random")).game.record()["config"]


def test_a_living_record_replays_to_an_equal_state(living_game: Result, record_file: Path) -> None:
    again = Game.replay(record_file.read_text())
    assert again.state == living_game.game.state
    assert again.actions == living_game.game.actions
    final = json.loads(engine_cli("replay", str(record_file)).stdout)
    living = final.pop("living")
    assert final.pop("rules") == "living-island"
    assert final == living_game.game.state.summary()
    # Living Island's own final state, as the trace's last line has it
    last = json.loads(engine_cli("replay", str(record_file), "--trace").stdout.splitlines()[-1])
    assert living == {k: last[k] for k in LIVING_FIELDS} and living["sunk"] == last["sunk"] is not None


def test_trace_has_a_line_per_step(living_game: Result, lines: list[dict[str, Any]]) -> None:
    texts = living_game.game.record()["actions"]
    assert len(lines) == len(texts) + 1
    assert [d["step"] for d in lines] == list(range(len(lines)))
    assert [d["action"] for d in lines] == [None, *texts]
    assert tuple(FIELDS) == TRACE_FIELDS


def test_trace_step_0_is_the_deal(living_game: Result, lines: list[dict[str, Any]]) -> None:
    island = living_game.game.island
    first = lines[0]
    assert first["tokens"] == {TILE_IDS[t]: n for t, n in enumerate(island.numbers) if n is not None}
    assert len(first["tokens"]) == 18 and "C3" not in first["tokens"]
    assert list(first["halves"]) == HALF_IDS
    assert first["halves"] == {h: RESOURCES[island.terrain[TILE_IDS.index(h[:2])]] for h in HALF_IDS}, "36 healthy"
    assert (first["act"], first["ring"], first["reversed"], first["sunk"], first["over"], first["winners"]) == \
        (1, 0, False, None, False, [])
    assert first["supply_halves"] == dict.fromkeys(RESOURCES, SUPPLY_HALVES)
    assert first["production"] == first["renown"] == [0, 0, 0]


def _is_int(x: object) -> bool:
    return type(x) is int


def test_every_trace_line_has_every_field_with_its_type(living_game: Result, lines: list[dict[str, Any]]) -> None:
    n = living_game.game.state.n
    for d in lines:
        assert list(d) == FIELDS
        assert _is_int(d["step"]) and (d["action"] is None) == (d["step"] == 0)
        assert d["action"] is None or isinstance(d["action"], str)
        assert d["rules"] == "living-island"
        assert _is_int(d["act"]) and 1 <= d["act"] <= 3
        assert _is_int(d["ring"]) and 0 <= d["ring"] < RING_POSITIONS
        assert type(d["reversed"]) is bool and type(d["over"]) is bool
        assert sorted(d["tokens"]) == sorted(TILE_IDS[t] for t in OUTER_RING + INNER_RING)
        assert all(_is_int(v) and 2 <= v <= 12 and v != 7 for v in d["tokens"].values())
        assert d["sunk"] is None or d["sunk"] in TILE_IDS
        gone = {f"{d['sunk']}n", f"{d['sunk']}s"}
        assert list(d["halves"]) == [h for h in HALF_IDS if h not in gone]
        assert set(d["halves"].values()) <= {*RESOURCES, "scorched"}
        for counts in (d["supply_halves"], *d["holdings_halves"]):
            assert list(counts) == list(RESOURCES) and all(_is_int(v) and v >= 0 for v in counts.values())
        for key in ("holdings_halves", "production", "renown"):
            assert isinstance(d[key], list) and len(d[key]) == n
        assert all(_is_int(v) for v in d["production"] + d["renown"] + d["winners"])
        assert d["over"] == bool(d["winners"])


def test_the_halves_sum_to_40_per_resource_on_every_line(lines: list[dict[str, Any]]) -> None:
    """LIVING-ISLAND 19.1: the Supply plus every seat's holding, in halves."""
    for d in lines:
        for r in RESOURCES:
            assert d["supply_halves"][r] + sum(h[r] for h in d["holdings_halves"]) == SUPPLY_HALVES, (d["step"], r)


def test_the_ring_position_follows_the_rings_turned(living_game: Result, record_file: Path,
                                                    lines: list[dict[str, Any]]) -> None:
    """Each RingsTurned moves the rings one step (back after an odd number of Reversals); the
    tokens lie as dealt, moved to the trace's position (19.5)."""
    dealt = living_game.game.island.numbers
    turned = signed = 0
    healed_whole = False
    for step, d in zip(steps(record_file.read_text()), lines, strict=True):
        for e in step.events:
            if type(e) is RingsTurned:
                turned += 1
                signed += -1 if e.reversed else 1
                assert e.position == signed % RING_POSITIONS
        assert d["ring"] == signed % RING_POSITIONS, d["step"]
        assert d["tokens"] == {TILE_IDS[t]: k for t, k in enumerate(numbers_at(dealt, d["ring"])) if k is not None}
        healed_whole = any(type(e) is HealedWhole for e in step.events)
    assert turned > signed % RING_POSITIONS and any(d["reversed"] for d in lines), "the rings turned both ways"
    texts = living_game.game.record()["actions"]
    due = sum(t.startswith("event ") for t in texts) + texts.count("event tremor")
    assert due - turned in ((0, 1) if healed_whole else (0,)), "one step a world event, two on a Tremor"


def test_the_trace_ends_as_the_game(living_game: Result, lines: list[dict[str, Any]]) -> None:
    state = living_game.game.state
    last = lines[-1]
    assert last["over"] and last["winners"] == state.winners and last["renown"] == state.renown
    assert not any(d["over"] for d in lines[:-1])
    acts = [d["act"] for d in lines]
    assert acts == sorted(acts), "the act never goes down (19.6)"
    assert sum(d["sunk"] is not None for d in lines) >= 1 and len({d["sunk"] for d in lines}) == 2, "one tile sinks"
    assert all(p > 0 for d in lines if d["step"] > 2 * 2 * state.n for p in d["production"])


def test_the_trace_is_the_same_twice_and_under_another_hash_seed(record_file: Path, trace_out: str) -> None:
    assert engine_cli("replay", str(record_file), "--trace").stdout == trace_out
    assert engine_cli("replay", str(record_file), "--trace", hash_seed="12345").stdout == trace_out
    assert [json.dumps(d) for d in trace(record_file.read_text())] == trace_out.splitlines()


def test_a_record_with_a_chance_outcome_changed_is_refused(living_game: Result, tmp_path: Path) -> None:
    record = living_game.game.record()
    texts = record["actions"]
    i = next(k for k, t in enumerate(texts) if t.startswith("world "))
    other = next(k for k in WORLD_KINDS if f"world {k}" != texts[i])
    texts[i] = f"world {other}"
    with pytest.raises(RecordError, match=f"action {i + 1} .*seed gives"):
        Game.replay(record)
    with pytest.raises(RecordError, match="seed gives"):
        next(trace(record))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    refused(engine_cli("replay", str(bad), "--trace", ok=False), 1, f"action {i + 1}", "seed gives")
    refused(engine_cli("replay", str(bad), ok=False), 1, "seed gives")


def test_trace_refuses_a_cinderisle_record_in_words() -> None:
    proc = engine_cli("replay", str(OLD_BUILD / "record-finished.json"), "--trace", ok=False)
    refused(proc, 1, "a Cinderisle game", "Living Island", '"rules": "living-island"')


# --------------------------------------------------------------------------- records of both rule sets


def test_an_old_cinderisle_record_still_replays() -> None:
    """A record exported by the page of an earlier build (no ``rules``: a Cinderisle game)."""
    path = OLD_BUILD / "record-finished.json"
    record = json.loads(path.read_text())
    assert "rules" not in record["config"]
    expected = json.loads((OLD_BUILD / "expected.json").read_text())["record-finished.json"]["summary"]
    game = Game.replay(record)
    assert game.config.rules == "cinderisle" and game.state.living is None
    summary = json.loads(engine_cli("replay", str(path)).stdout)
    assert summary == game.state.summary()
    assert {k: v for k, v in summary.items() if k != "winners"} == expected
    assert summary["winners"] == [expected["winner"]]
    assert "rules" not in game.record()["config"], "written back as a Cinderisle record"


def test_a_record_of_unknown_rules_is_refused_in_words(tmp_path: Path) -> None:
    record = json.loads((OLD_BUILD / "record-finished.json").read_text())
    record["config"]["rules"] = "chess"
    with pytest.raises(RecordError, match="bad config: rules 'chess' are neither cinderisle nor living-island"):
        Game.replay(record)
    path = tmp_path / "chess.json"
    path.write_text(json.dumps(record))
    refused(engine_cli("replay", str(path), ok=False), 1, "rules 'chess'")
    refused(engine_cli("replay", str(path), "--trace", ok=False), 1, "rules 'chess'")
