"""LIVING-ISLAND 9.3, the heal and still events: Verdant Cascade, Spring Rains, Pioneers Return,
Wildbloom, River Rebirth, Sanctuary, Tremor, Reversal, Supply Caravan and Wandering Traders,
exactly as 9.3 says.  On constructed states (Landfall)."""

from __future__ import annotations

from engine.events import AshcloudMoved, CaravanTaken, HalfHealed, TradersCame
from engine.halves import half_id
from engine.rules import actor, legal_actions, timeout_action
from engine.rules.world import trailing_seat

from helpers import Phase, act, assert_illegal, tile
from living_helpers import (
    BASALT,
    COPPER,
    KELP,
    MILLET,
    PINE,
    drive,
    half,
    living_state,
    lv,
    scorched_ids,
    world_event,
    world_texts,
)


def healed(events: list) -> list[str]:
    return [f"{half_id(e.half)} {e.resource}" for e in events if isinstance(e, HalfHealed)]


def heals_of(text: str) -> list[str]:
    """The five outcomes of the heal of one known half."""
    return [f"heal {text} {r}" for r in ("pine", "basalt", "kelp", "millet", "copper")]


# ------------------------------------------------------------------ Verdant Cascade


def test_verdant_cascade_fully_heals_the_epicenter_then_a_half_of_each_living_neighbour() -> None:
    scorched = ["B2n", "B2s", "A1n", "A1s", "A2s", "B3n", "C2s", "E3n"]
    s = living_state(hearths={0: [52]}, scorched=scorched)
    world_event(s, "heal", "verdant-cascade")
    # Epicenters: living tiles with a scorched half, tile order.
    assert world_texts(s) == ["epicenter A1", "epicenter A2", "epicenter B2", "epicenter B3", "epicenter C2",
                              "epicenter E3"]
    drive(s, "epicenter B2")
    assert world_texts(s) == heals_of("B2n")  # a known half: the step draws only its resource
    events = drive(s, "heal B2n kelp", "heal B2s pine", "heal A1n copper", "heal A2s millet", "heal B3n basalt",
                   "heal C2s kelp")
    assert healed(events) == ["B2n 2", "B2s 0", "A1n 4", "A2s 3", "B3n 1", "C2s 2"]
    assert scorched_ids(s) == ["A1s", "E3n"] and s.phase == Phase.MAIN


# ------------------------------------------------------------------ Spring Rains


def test_spring_rains_draws_four_scorched_halves_among_all() -> None:
    s = living_state(hearths={0: [52]}, scorched=["A1n", "B2s", "C4n", "D1s", "E3s"])
    world_event(s, "heal", "spring-rains")
    assert len(world_texts(s)) == 5 * 5 and world_texts(s)[:5] == heals_of("A1n")
    drive(s, "heal C4n pine")
    assert len(world_texts(s)) == 4 * 5 and "heal C4n pine" not in world_texts(s)
    drive(s, "heal E3s kelp", "heal A1n kelp", "heal D1s copper")
    assert scorched_ids(s) == ["B2s"] and s.phase == Phase.MAIN


def test_spring_rains_stops_when_nothing_is_left_to_heal() -> None:
    s = living_state(hearths={0: [52]}, scorched=["A1n"])
    world_event(s, "heal", "spring-rains", "heal A1n millet")
    assert s.phase == Phase.MAIN and lv(s).scorched() == 0 and lv(s).ring == 1


# ------------------------------------------------------------------ Pioneers Return


def test_the_trailing_seat_has_the_least_public_renown() -> None:
    s = living_state(hearths={0: [0, 10], 1: [52], 2: [47, 42], 3: [26, 21]})
    assert trailing_seat(s) == 1


def test_the_trailing_seats_ties_go_to_the_least_production_then_turn_order_from_the_seat_on_turn() -> None:
    # All on 1 renown; seats 0 and 3 have production 2 (corner on one tile), 1 and 2 more.
    s = living_state(hearths={0: [0], 1: [4], 2: [5], 3: [50]}, turn=2)
    assert trailing_seat(s) == 3  # seats 3 and 0 tie: seat 3 comes first from seat 2
    s = living_state(hearths={0: [0], 1: [4], 2: [5], 3: [50]}, turn=0)
    assert trailing_seat(s) == 0


def test_pioneers_return_heals_twice_next_to_the_trailing_seat_fixed_once() -> None:
    # Seat 0 (corner 4: A1 A2) has production 1, as has seat 1 (corner 52: E2); seat 0 is first from
    # the seat on turn.  After one heal seat 0 has 2 and seat 1 would trail, but the seat is fixed.
    s = living_state(hearths={0: [4], 1: [52], 2: [26], 3: [38]}, scorched=["A1s", "A2n", "A2s", "E2s"])
    world_event(s, "heal", "pioneers-return")
    assert lv(s).trailing == 0
    assert world_texts(s) == heals_of("A1s") + heals_of("A2n") + heals_of("A2s")
    drive(s, "heal A1s pine")
    assert world_texts(s) == heals_of("A2n") + heals_of("A2s")
    drive(s, "heal A2s copper")
    assert scorched_ids(s) == ["A2n", "E2s"] and s.phase == Phase.MAIN


def test_pioneers_return_does_nothing_when_no_scorched_half_lies_next_to_the_trailing_seat() -> None:
    s = living_state(hearths={0: [4], 1: [52], 2: [26], 3: [38]}, scorched=["C1n"])
    events = world_event(s, "heal", "pioneers-return")
    assert healed(events) == [] and s.phase == Phase.MAIN and lv(s).ring == 1


# ------------------------------------------------------------------ Wildbloom


def test_wildbloom_copies_the_other_half_into_every_tile_with_exactly_one_scorched_half() -> None:
    s = living_state(hearths={0: [52]}, scorched=["A1n", "B2s", "C1n", "C1s", "E3s"], halves={"A1s": "kelp"})
    events = world_event(s, "heal", "wildbloom")
    assert healed(events) == [f"A1n {KELP}", f"B2s {BASALT}", f"E3s {BASALT}"]
    assert scorched_ids(s) == ["C1n", "C1s"] and s.phase == Phase.MAIN  # no draw
    assert lv(s).halves[half("A1n")] == KELP


# ------------------------------------------------------------------ River Rebirth


def test_river_rebirth_heals_a_half_of_each_living_tile_of_a_drawn_row_left_to_right() -> None:
    s = living_state(hearths={0: [52]}, scorched=["C1n", "C1s", "C4s", "D2n", "A3s"])
    world_event(s, "heal", "river-rebirth")
    assert world_texts(s) == ["row A", "row C", "row D"]
    drive(s, "row C")
    assert world_texts(s) == heals_of("C1n")
    events = drive(s, "heal C1n copper", "heal C4s pine")
    assert healed(events) == [f"C1n {COPPER}", f"C4s {PINE}"] and scorched_ids(s) == ["A3s", "C1s", "D2n"]


# ------------------------------------------------------------------ Sanctuary


def test_sanctuary_fully_heals_the_ashclouds_tile_then_sends_it_to_the_caldera() -> None:
    s = living_state(hearths={0: [52], 1: [12]}, hands={1: "2 kelp"}, scorched=["B2n", "B2s", "B3n"], ash="B2")
    events = world_event(s, "heal", "sanctuary")
    assert world_texts(s) == heals_of("B2n")
    events += drive(s, "heal B2n millet", "heal B2s millet")
    assert scorched_ids(s) == ["B3n"] and s.ash == tile("C3") and AshcloudMoved(-1, tile("C3"), True) in events
    assert s.phase == Phase.MAIN and s.hands[1][KELP] == 2  # no steal


def test_sanctuary_on_the_caldera_heals_nothing() -> None:
    s = living_state(hearths={0: [52]}, scorched=["B2n"])
    events = world_event(s, "heal", "sanctuary")
    assert healed(events) == [] and s.ash == tile("C3") and s.phase == Phase.MAIN
    assert not [e for e in events if isinstance(e, AshcloudMoved)]  # it was there already: nothing moved


# ------------------------------------------------------------------ Tremor and Reversal


def test_tremor_turns_the_rings_two_steps_on_this_seven() -> None:
    s = living_state(hearths={0: [52]})
    world_event(s, "still", "tremor")
    assert lv(s).ring == 2 and s.phase == Phase.MAIN
    lv(s).reversed = True
    world_event(s, "still", "tremor")
    assert lv(s).ring == 0


def test_reversal_turns_both_rings_back_and_this_sevens_step_goes_the_new_way() -> None:
    s = living_state(hearths={0: [52]})
    world_event(s, "still", "reversal")
    assert lv(s).reversed and lv(s).ring == 11
    world_event(s, "still", "tremor")
    assert lv(s).ring == 9
    world_event(s, "still", "reversal")  # a later Reversal changes them back
    assert not lv(s).reversed and lv(s).ring == 10


# ------------------------------------------------------------------ Supply Caravan


def test_the_supply_caravan_goes_from_the_roller_in_turn_order() -> None:
    s = living_state(3, hearths={0: [52]}, turn=1)
    world_event(s, "still", "supply-caravan")
    assert s.phase == Phase.CARAVAN and actor(s) == 1
    assert [str(a) for a in legal_actions(s)] == [f"caravan 1 {r}" for r in ("pine", "basalt", "kelp", "millet",
                                                                              "copper")]
    assert_illegal(s, "caravan 2 pine", "not that seat's turn")
    events = drive(s, "caravan 1 copper")
    assert actor(s) == 2
    events += drive(s, "caravan 2 copper", "caravan 0 kelp")
    assert [e for e in events if isinstance(e, CaravanTaken)] == [CaravanTaken(1, COPPER), CaravanTaken(2, COPPER),
                                                                 CaravanTaken(0, KELP)]
    assert s.hands[1][COPPER] == s.hands[2][COPPER] == s.hands[0][KELP] == 1 and s.supply[COPPER] == 18
    assert s.phase == Phase.MAIN and lv(s).ring == 1


def test_the_supply_caravan_offers_only_resources_of_which_the_supply_holds_a_whole_card() -> None:
    s = living_state(2, hearths={0: [52]}, hands={1: "20 pine, 20 basalt, 20 kelp, 19 millet"})
    from living_helpers import give_halves

    give_halves(s, 1, COPPER, 39)  # the Supply holds ½ Copper and 1 Millet
    world_event(s, "still", "supply-caravan")
    assert [str(a) for a in legal_actions(s)] == ["caravan 0 millet"]
    assert_illegal(s, "caravan 0 copper", "no whole card")
    drive(s, "caravan 0 millet")
    # Nothing left for seat 1: it takes nothing, and the event ends.
    assert s.phase == Phase.MAIN and s.hands[1][MILLET] == 19


def test_when_a_humans_time_runs_out_it_takes_what_it_holds_fewest_of() -> None:
    s = living_state(3, hearths={0: [52]}, hands={0: "2 pine, 1 basalt, 3 kelp, 1 copper", 2: "20 millet"})
    world_event(s, "still", "supply-caravan")
    assert str(timeout_action(s)) == "caravan 0 basalt"  # Basalt and Copper 1 each (Millet: none left)
    act(s, str(timeout_action(s)))
    assert str(timeout_action(s)) == "caravan 1 pine"  # nothing held: ties go Pine first


# ------------------------------------------------------------------ Wandering Traders


def test_wandering_traders_make_every_supply_rate_one_better_never_below_two() -> None:
    # Seat 0: no jetty (4:1).  Seat 1: the open jetty on corner 0 (3:1).  Seat 2: the millet jetty
    # on corner 2 (2:1 Millet, 4:1 else).
    s = living_state(3, hearths={0: [52], 1: [0], 2: [2]}, hands={0: "3 pine", 1: "2 basalt", 2: "2 millet, 3 kelp"})
    assert not [a for a in legal_actions(s) if a.kind == "trade"]
    events = world_event(s, "still", "wandering-traders")
    assert TradersCame(True) in events and lv(s).traders
    act(s, "trade pine for kelp")
    assert s.hands[0] == [0, 0, 1, 0, 0]
    s.turn_seat = 1
    act(s, "trade basalt for kelp")
    assert s.hands[1] == [0, 0, 1, 0, 0]
    s.turn_seat = 2
    act(s, "trade millet for pine", "trade kelp for pine")
    assert s.hands[2] == [2, 0, 0, 0, 0]


def test_a_second_wandering_traders_restarts_them_and_the_next_event_ends_them() -> None:
    s = living_state(hearths={0: [52]}, hands={0: "3 pine"})
    world_event(s, "still", "wandering-traders")
    world_event(s, "still", "wandering-traders")
    assert lv(s).traders
    act(s, "trade pine for kelp")  # 3:1, not 2:1: they do not add up
    assert s.hands[0] == [0, 0, 1, 0, 0]
    events = world_event(s, "still", "tremor")
    assert not lv(s).traders and TradersCame(False) in events


def test_wandering_traders_last_until_the_next_event_is_drawn_not_its_kind() -> None:
    s = living_state(hearths={0: [52]})
    world_event(s, "still", "wandering-traders")
    from engine.rules.world import start_world_event

    start_world_event(s)
    s.phase = Phase.WORLD
    drive(s, "world burn")
    assert lv(s).traders
    drive(s, "event fire-front")
    assert not lv(s).traders


def test_wandering_traders_leave_the_barge_alone() -> None:
    s = living_state(2, hearths={0: [52], 1: [47]}, hands={0: "1 pine"})
    world_event(s, "still", "wandering-traders")
    assert_illegal(s, "barge pine for kelp", "2 Pine")
