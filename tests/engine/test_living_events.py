"""LIVING-ISLAND 9.1 and the burn events of 9.3: the odds of the next event (every row of the
worked table), which events may be drawn, and Emberstorm, Fire Front, Ashfall, Blight, Raider
Razing and Sinkhole exactly as 9.3 says.  On constructed states (Landfall)."""

from __future__ import annotations

import pytest

from engine.actions import WORLD_EVENTS
from engine.events import HalfBurned, Stolen, TileSunk
from engine.halves import half_id
from engine.living import Living
from engine.rules.world import BURN, HEAL, STILL, events_of, kind_chances, kind_weights

from helpers import Phase, act, tile
from living_helpers import (
    drive,
    half,
    holding,
    living_state,
    lv,
    production,
    scorched_ids,
    world_event,
    world_texts,
    world_weights,
)


def burned(events: list) -> list[str]:
    return [half_id(e.half) for e in events if isinstance(e, HalfBurned)]


def scorch_first(living: Living, k: int) -> None:
    """Scorch the first ``k`` halves that hold a resource."""
    for h in [h for h, x in enumerate(living.halves) if x >= 0][:k]:
        living.halves[h] = -1


# ------------------------------------------------------------------ 9.1 the odds


@pytest.mark.parametrize(("act", "scorched", "burn", "heal", "still"), [
    (1, 0, 108, 0, 36),
    (1, 9, 81, 27, 36),
    (2, 0, 72, 0, 36),
    (2, 6, 54, 54, 36),
    (3, 0, 36, 0, 36),
    (3, 3, 27, 81, 36),
    (3, 12, 0, 108, 36),
    (3, 20, 0, 108, 36),  # "12 or more"
    (3, 36, 0, 108, 36),
])
def test_the_worked_table_of_9_1(act: int, scorched: int, burn: int, heal: int, still: int) -> None:
    s = living_state(act=act)
    scorch_first(lv(s), scorched)
    assert kind_weights(lv(s)) == (burn, heal, still)
    total = burn + heal + still
    assert kind_chances(lv(s)) == (burn / total, heal / total, still / total)


def test_the_odds_count_only_living_halves_after_a_sinkhole() -> None:
    s = living_state(sunk="E3")
    assert kind_weights(lv(s)) == (3 * 34, 0, 34)
    lv(s).act = 2
    scorch_first(lv(s), 4)  # A = min(34, 4 + 12) = 16
    assert kind_weights(lv(s)) == (3 * 18, 3 * 16, 34)


def test_burn_drops_out_when_no_half_is_healthy_and_heal_when_none_is_scorched() -> None:
    s = living_state()
    scorch_first(lv(s), 36)
    assert kind_weights(lv(s)) == (0, 108, 36)
    s = living_state(act=3)
    assert kind_weights(lv(s))[HEAL] == 0


def test_the_kind_is_drawn_among_burn_heal_still_in_that_order_with_those_weights() -> None:
    s = living_state(act=2, scorched=["A1n", "A1s", "A2n", "A2s", "A3n", "A3s"])
    from engine.rules.world import start_world_event

    start_world_event(s)
    s.phase = Phase.WORLD
    assert world_weights(s) == [("world burn", 54), ("world heal", 54), ("world still", 36)]
    s = living_state()
    start_world_event(s)
    s.phase = Phase.WORLD
    assert world_weights(s) == [("world burn", 108), ("world still", 36)]  # weight 0: never drawn


def names(events: tuple[int, ...]) -> list[str]:
    return [WORLD_EVENTS[e] for e in events]


def test_events_of_each_kind_in_the_order_of_9_1() -> None:
    living = living_state().living
    assert living is not None
    assert names(events_of(living, BURN)) == ["emberstorm", "fire-front", "ashfall", "blight", "raider-razing",
                                              "sinkhole"]
    assert names(events_of(living, HEAL)) == ["verdant-cascade", "spring-rains", "pioneers-return", "wildbloom",
                                              "river-rebirth", "sanctuary"]
    assert names(events_of(living, STILL)) == ["tremor", "reversal", "supply-caravan", "wandering-traders"]


def test_the_sinkhole_is_drawn_only_in_act_i_and_only_once() -> None:
    for act_now in (2, 3):
        living = living_state(act=act_now).living
        assert living is not None and "sinkhole" not in names(events_of(living, BURN))
    s = living_state(hearths={0: [8]})
    world_event(s, "burn", "sinkhole", "sink E3")
    assert s.phase == Phase.MAIN
    assert "sinkhole" not in names(events_of(lv(s), BURN)) and len(events_of(lv(s), BURN)) == 5


def test_the_event_is_drawn_equally_among_its_kinds_events() -> None:
    s = living_state()
    from engine.rules.world import start_world_event

    start_world_event(s)
    s.phase = Phase.WORLD
    drive(s, "world still")
    assert world_weights(s) == [("event tremor", 1), ("event reversal", 1), ("event supply-caravan", 1),
                                ("event wandering-traders", 1)]


# ------------------------------------------------------------------ Emberstorm


def test_emberstorm_burns_the_epicenter_then_each_living_neighbour_in_tile_order() -> None:
    s = living_state(hearths={0: [52]})
    events = world_event(s, "burn", "emberstorm", "epicenter B2")  # neighbours A1 A2 B1 B3 C2 (C3: the Caldera)
    assert burned(events) == ["B2n", "A1n", "A2n", "B1n", "B3n", "C2n"]
    assert s.phase == Phase.MAIN and lv(s).ring == 1


def test_emberstorm_passes_over_a_sunk_neighbour() -> None:
    s = living_state(hearths={0: [52]}, sunk="A1")
    events = world_event(s, "burn", "emberstorm", "epicenter B2")
    assert burned(events) == ["B2n", "A2n", "B1n", "B3n", "C2n"]


def test_emberstorm_epicenters_are_living_tiles_in_tile_order() -> None:
    s = living_state(hearths={0: [52]}, sunk="A1")
    world_event(s, "burn", "emberstorm")
    assert world_texts(s) == [f"epicenter {t}" for t in ["A2", "A3", "B1", "B2", "B3", "B4", "C1", "C2", "C4", "C5",
                                                         "D1", "D2", "D3", "D4", "E1", "E2", "E3"]]


# ------------------------------------------------------------------ Fire Front


def test_fire_front_burns_each_living_tile_of_the_row_left_to_right() -> None:
    s = living_state(hearths={0: [52]})
    events = world_event(s, "burn", "fire-front", "row C")
    assert burned(events) == ["C1n", "C2n", "C4n", "C5n"]


def test_fire_front_rows_are_drawn_among_those_that_can_burn() -> None:
    s = living_state(hearths={0: [52]}, scorched=[f"{t}{x}" for t in ("D1", "D2", "D3", "D4") for x in "ns"])
    world_event(s, "burn", "fire-front")
    assert world_texts(s) == ["row A", "row B", "row C", "row E"]


# ------------------------------------------------------------------ Ashfall


def test_ashfall_draws_three_halves_each_among_those_that_can_burn_then() -> None:
    s = living_state(hearths={0: [52]})
    world_event(s, "burn", "ashfall")
    assert len(world_texts(s)) == 36
    drive(s, "scorch C4s")
    assert len(world_texts(s)) == 35 and "scorch C4s" not in world_texts(s)
    drive(s, "scorch A1n", "scorch E3s")
    assert scorched_ids(s) == ["A1n", "C4s", "E3s"] and s.phase == Phase.MAIN


# ------------------------------------------------------------------ Blight


def test_blight_burns_the_two_most_productive_tiles() -> None:
    # Productivity = dots x healthy halves x (hearths + 2 beacons): A2 (8: 5 dots) with a beacon
    # on corner 1: 20; A3 (4: 3 dots) with a hearth on corner 6: 6; E2 (3: 2 dots), corner 52: 4.
    s = living_state(beacons={0: [1]}, hearths={1: [6], 2: [52]})
    events = world_event(s, "burn", "blight")
    assert burned(events) == ["A2n", "A3n"]


def test_blight_ranks_once_before_anything_burns() -> None:
    # After A2 loses a half it still has 10 (more than A3's 6), but the ranking is not made again.
    s = living_state(beacons={0: [1]}, hearths={1: [6], 2: [52]})
    events = world_event(s, "burn", "blight")
    assert burned(events) == ["A2n", "A3n"] and "A2s" not in scorched_ids(s)


def test_blight_breaks_ties_in_tile_order_and_ignores_the_ashcloud() -> None:
    # A1 (11: 2 dots) and E2 (3: 2 dots) each with one hearth: 4 each; the Ashcloud on A1.
    s = living_state(hearths={0: [0], 1: [52], 2: [6]}, ash="A1", scorched=["A3n", "A3s"])
    events = world_event(s, "burn", "blight")
    assert burned(events) == ["A1n", "E2n"]


def test_blight_burns_only_tiles_of_productivity_one_or_more() -> None:
    s = living_state(hearths={0: [0, 52]})  # A1 and E2 are the only tiles with buildings
    s.living.halves[half("E2n")] = s.living.halves[half("E2s")] = -1  # E2: no healthy half, productivity 0
    events = world_event(s, "burn", "blight")
    assert burned(events) == ["A1n"]


def test_blight_reads_the_numbers_where_the_rings_have_carried_them() -> None:
    # Ring position 1: A2 carries 11 (2 dots), A3 carries 8 (5 dots), E1 carries 3 (2 dots).
    s = living_state(hearths={0: [1], 1: [6], 2: [47]}, ring=1)
    events = world_event(s, "burn", "blight")
    assert burned(events) == ["A3n", "A2n"]


# ------------------------------------------------------------------ Raider Razing


def test_raider_razing_burns_the_ashclouds_neighbours_then_the_ashcloud_wanders() -> None:
    s = living_state(hearths={0: [52], 1: [12]}, hands={1: "3 pine"}, ash="B2")
    events = world_event(s, "burn", "raider-razing")
    assert burned(events) == ["A1n", "A2n", "B1n", "B3n", "C2n"] and "B2n" not in scorched_ids(s)
    assert world_texts(s) == ["wander A1", "wander A2", "wander B1", "wander B3", "wander C2", "wander C3"]
    events = drive(s, "wander C3")
    assert s.ash == tile("C3") and not [e for e in events if isinstance(e, Stolen)]
    assert s.phase == Phase.MAIN and holding(s, 1)[0] == 3


def test_raider_razing_wanders_onto_a_sunk_tile_too() -> None:
    s = living_state(hearths={0: [52]}, ash="B2", sunk="A1")
    world_event(s, "burn", "raider-razing")
    assert world_texts(s)[0] == "wander A1"
    drive(s, "wander A1")
    assert s.ash == tile("A1")


def test_raider_razing_from_the_caldera() -> None:
    s = living_state(hearths={0: [52]})
    events = world_event(s, "burn", "raider-razing")
    assert burned(events) == ["B2n", "B3n", "C2n", "C4n", "D2n", "D3n"]
    assert world_texts(s) == [f"wander {t}" for t in ("B2", "B3", "C2", "C4", "D2", "D3")]


# ------------------------------------------------------------------ Sinkhole


def test_sinkhole_swallows_a_drawn_tile_for_the_rest_of_the_game() -> None:
    s = living_state(hearths={0: [8, 52]}, causeways={0: [0]})
    events = world_event(s, "burn", "sinkhole")
    assert len(world_texts(s)) == 18
    events += drive(s, "sink A1")
    assert TileSunk(tile("A1")) in events and lv(s).sunk == tile("A1")
    assert lv(s).halves[half("A1n")] == lv(s).halves[half("A1s")] == -2 and lv(s).scorched() == 0
    # Pieces on its corners stay and work; the Ashcloud may stand on it; it never burns again.
    assert s.corner_piece[8] and s.edge_seat[0] == 0 and production(s)[0] == 4 + 2
    events = world_event(s, "burn", "fire-front", "row A")
    assert burned(events) == ["A2n", "A3n"]


def test_the_ashcloud_may_be_sent_to_a_sunk_tile() -> None:
    s = living_state(hearths={0: [52]}, sunk="A1", phase=Phase.ROLL)
    act(s, "dice 3 4", "ashcloud A1")
    assert s.ash == tile("A1")
