"""LIVING-ISLAND 8.2 and 8.3: spared halves and spared tiles, step by step, and which half a
tile loses or heals.  On constructed states (Landfall)."""

from __future__ import annotations

from engine.events import AshcloudMoved, HalfBurned, RingsTurned
from engine.halves import half_id
from engine.hexgrid import N_TILES, TILE_IDS

from helpers import Phase, tile
from living_helpers import drive, half, living_state, lv, production, scorched_ids, world_event, world_texts

LIVING_IDS = [TILE_IDS[t] for t in range(N_TILES) if TILE_IDS[t] != "C3"]


def all_but(*keep: str) -> list[str]:
    """Every half's id except ``keep``: to scorch the rest of the island."""
    return [f"{t}{side}" for t in LIVING_IDS for side in "ns" if f"{t}{side}" not in keep]


def burned(events: list) -> list[str]:
    return [half_id(e.half) for e in events if isinstance(e, HalfBurned)]


# ------------------------------------------------------------------ what is spared


def test_the_last_healthy_half_next_to_a_seats_buildings_is_spared() -> None:
    # Seat 0's only hearth (corner 0) touches A1 alone, whose south half is scorched.
    s = living_state(hearths={0: [0], 1: [52]}, scorched=["A1s"])
    world_event(s, "burn", "ashfall")
    choices = world_texts(s)
    assert "scorch A1n" not in choices and "scorch A2n" in choices and len(choices) == 34
    assert production(s)[0] == 1


def test_a_beacon_spares_its_last_half_too() -> None:
    s = living_state(beacons={0: [0]}, hearths={1: [52]}, scorched=["A1s"])
    world_event(s, "burn", "ashfall")
    assert "scorch A1n" not in world_texts(s)


def test_a_half_is_not_spared_while_the_seat_has_production_elsewhere() -> None:
    s = living_state(hearths={0: [0, 1]}, scorched=["A1s"])  # corner 1: A2
    world_event(s, "burn", "ashfall")
    assert "scorch A1n" in world_texts(s)


def test_a_half_is_spared_for_any_seat_it_would_bring_to_zero() -> None:
    # A1n is seat 0's last half (corner 0) but not seat 1's (corner 8: A1 A2 B2): spared.
    s = living_state(hearths={0: [0], 1: [8]}, scorched=["A1s"])
    world_event(s, "burn", "ashfall")
    assert "scorch A1n" not in world_texts(s)


def test_seats_without_buildings_spare_nothing() -> None:
    s = living_state(hearths={0: [52]})
    world_event(s, "burn", "ashfall")
    assert len(world_texts(s)) == 36


def test_two_players_camps_spare_nothing() -> None:
    # A camp on corner 0 (A1): no production, no half is "next to" it.
    s = living_state(2, hearths={0: [52], 1: [47]}, camps=[(0, 0)], scorched=["A1s"])
    world_event(s, "burn", "ashfall")
    assert "scorch A1n" in world_texts(s)


# ------------------------------------------------------------------ 8.2 step by step


def test_step_1_a_row_is_drawn_only_among_rows_that_can_burn() -> None:
    # Row A: A1 spared, A2 and A3 scorched through: row A cannot burn.
    s = living_state(hearths={0: [0]}, scorched=["A1s", "A2n", "A2s", "A3n", "A3s"])
    world_event(s, "burn", "fire-front")
    assert world_texts(s) == ["row B", "row C", "row D", "row E"]


def test_step_1_an_epicenter_is_drawn_only_where_its_blast_can_burn() -> None:
    # Only A1n (spared) and E3's halves are healthy: epicenters are E3 and its neighbours D3, D4, E2.
    s = living_state(hearths={0: [0]}, scorched=all_but("A1n", "E3n", "E3s"))
    world_event(s, "burn", "emberstorm")
    assert world_texts(s) == ["epicenter D3", "epicenter D4", "epicenter E2", "epicenter E3"]


def test_step_1_a_half_is_drawn_only_among_halves_that_can_burn() -> None:
    s = living_state(hearths={0: [0]}, scorched=all_but("A1n", "E3s"))
    world_event(s, "burn", "ashfall")
    assert world_texts(s) == ["scorch E3s"]


def test_step_2_a_spared_half_is_skipped_and_nothing_burns_in_its_place() -> None:
    # Emberstorm on A2: A2 then its living neighbours A1, A3, B2, B3.  A1n is spared (seat 0's last
    # half); A1 loses nothing and no other half burns instead.
    s = living_state(hearths={0: [0]}, scorched=["A1s"])
    events = world_event(s, "burn", "emberstorm", "epicenter A2")
    assert burned(events) == ["A2n", "A3n", "B2n", "B3n"]
    assert "A1n" not in scorched_ids(s) and lv(s).scorched() == 5


def test_step_3_each_burn_is_checked_at_its_own_moment() -> None:
    # Seat 0's hearth on corner 4 touches A1 and A2, south halves scorched: production 2.  Fire Front
    # on row A: A1n burns (production 1); then A2n is the last half: spared; A3n burns.
    s = living_state(hearths={0: [4]}, scorched=["A1s", "A2s"])
    events = world_event(s, "burn", "fire-front", "row A")
    assert burned(events) == ["A1n", "A3n"] and production(s)[0] == 1


def test_step_4_when_no_choice_can_burn_nothing_is_drawn_and_the_rings_still_turn() -> None:
    s = living_state(hearths={0: [0]}, scorched=all_but("A1n"))
    events = world_event(s, "burn", "ashfall")
    assert s.phase == Phase.MAIN and lv(s).todo is None and burned(events) == []
    assert lv(s).ring == 1 and any(isinstance(e, RingsTurned) for e in events)


def test_step_4_raider_razings_wander_still_happens_when_nothing_can_burn() -> None:
    s = living_state(hearths={0: [0]}, scorched=all_but("A1n"), ash="A2")
    events = world_event(s, "burn", "raider-razing")
    assert world_texts(s) == ["wander A1", "wander A3", "wander B2", "wander B3"]
    events += drive(s, "wander B3")
    assert burned(events) == [] and s.ash == tile("B3") and lv(s).ring == 1
    assert AshcloudMoved(-1, tile("B3"), False) in events and s.phase == Phase.MAIN


def test_blight_skips_a_spared_tile_and_goes_on_down_the_ranking() -> None:
    # Blight ranks the tiles by productivity; the top one is spared, so the next two lose a half.
    # Seat 0: only a beacon on corner 3 (A1 basalt 11, 2 dots), A1s scorched: A1n spared.
    # Seat 1: hearths on corners 9 (A2 8, A3 4, B3 11) and 52 (E2 3).
    s = living_state(beacons={0: [3]}, hearths={1: [9, 52]}, scorched=["A1s"])
    # Productivity: A2 5*2*1 = 10, A3 3*2*1 = 6, B3 2*2*1 = 4, A1 2*1*2 = 4, E2 2*2*1 = 4.
    events = world_event(s, "burn", "blight")
    assert burned(events) == ["A2n", "A3n"]


# ------------------------------------------------------------------ spared tiles (the Sinkhole)


def test_a_tile_whose_sinking_would_leave_a_seat_without_production_is_spared() -> None:
    s = living_state(hearths={0: [0], 1: [4]})  # seat 0: A1 only; seat 1: A1 and A2
    world_event(s, "burn", "sinkhole")
    choices = world_texts(s)
    assert "sink A1" not in choices and "sink A2" in choices and len(choices) == 17


def test_a_fully_scorched_tile_can_sink() -> None:
    s = living_state(hearths={0: [0, 1]}, scorched=["A1n", "A1s"])
    world_event(s, "burn", "sinkhole", "sink A1")
    assert lv(s).sunk == tile("A1") and lv(s).living_halves() == 34 and production(s)[0] == 2


# ------------------------------------------------------------------ 8.3 losing and healing a half


def test_a_tile_loses_its_north_half_first_then_its_south_half() -> None:
    s = living_state(hearths={0: [52]})
    events = world_event(s, "burn", "fire-front", "row A")
    assert burned(events) == ["A1n", "A2n", "A3n"]
    s.phase = Phase.MAIN
    events = world_event(s, "burn", "fire-front", "row A")
    assert burned(events) == ["A1s", "A2s", "A3s"]
    events = world_event(s, "burn", "fire-front")
    assert "row A" not in world_texts(s)


def test_a_tile_heals_its_north_half_first_then_its_south_half() -> None:
    s = living_state(hearths={0: [52]}, scorched=["A1n", "A1s", "A2s"])
    world_event(s, "heal", "river-rebirth", "row A")
    assert world_texts(s)[:5] == ["heal A1n pine", "heal A1n basalt", "heal A1n kelp", "heal A1n millet",
                                  "heal A1n copper"]
    drive(s, "heal A1n copper", "heal A2s kelp")
    assert scorched_ids(s) == ["A1s"] and lv(s).halves[half("A1n")] == 4 and lv(s).halves[half("A2s")] == 2
