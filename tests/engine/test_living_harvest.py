"""LIVING-ISLAND 5 and 8.1, 8.4: harvest in halves, half cards, the Supply in halves and its
shortage rule, salvage, production.  One test per rule, on constructed states (Landfall)."""

from __future__ import annotations

from engine.events import Gathered, Harvested, Salvaged
from engine.game import Game, GameConfig
from engine.halves import half_corners
from engine.rules import legal_actions

from helpers import Phase, act, assert_illegal, tile
from living_helpers import (
    BASALT,
    KELP,
    PINE,
    drive,
    give_halves,
    half,
    halves_conserved,
    holding,
    living_state,
    lv,
    production,
    supply_cards,
    world_event,
)

# Landfall: A1 basalt 11 (corners 0 and 3 touch A1 alone), A2 pine 8 (corner 1), B3 copper 11.
# "dice 5 6" rolls 11.


# ------------------------------------------------------------------ 4.2 the halves


def test_the_halves_border_the_corners_of_section_4_2() -> None:
    table = {"A1": ((0, 3, 4), (7, 8, 12)), "B2": ((8, 12, 13), (17, 18, 23)), "C2": ((17, 22, 23), (28, 29, 34)),
             "D3": ((30, 35, 36), (40, 41, 45)), "E3": ((41, 45, 46), (49, 50, 53))}
    for tid, (north, south) in table.items():
        assert half_corners()[half(tid + "n")] == north and half_corners()[half(tid + "s")] == south


def test_a_new_game_has_36_healthy_halves_of_their_tiles_terrain() -> None:
    s = living_state()
    halves = lv(s).halves
    assert sum(1 for x in halves if x >= 0) == 36 and lv(s).scorched() == 0
    assert halves[half("A1n")] == halves[half("A1s")] == BASALT and halves[half("C1s")] == KELP
    assert halves[2 * tile("C3")] < 0 and halves[2 * tile("C3") + 1] < 0  # the Caldera has none


# ------------------------------------------------------------------ 5.1 harvest


def test_a_whole_healthy_tile_pays_a_hearth_1_card_and_a_beacon_2() -> None:
    s = living_state(hearths={0: [0]}, beacons={1: [3]}, phase=Phase.ROLL)
    act(s, "dice 5 6")
    assert holding(s, 0)[BASALT] == 1 and holding(s, 1)[BASALT] == 2
    assert lv(s).held[0] == [0] * 5 and halves_conserved(s)


def test_a_tile_with_one_scorched_half_pays_a_hearth_half_a_card_and_a_beacon_one() -> None:
    s = living_state(hearths={0: [0]}, beacons={1: [3]}, scorched=["A1n"], phase=Phase.ROLL)
    events = drive(s, "dice 5 6")
    assert holding(s, 0)[BASALT] == 0.5 and s.hands[0][BASALT] == 0 and lv(s).held[0][BASALT] == 1
    assert holding(s, 1)[BASALT] == 1 and lv(s).held[1][BASALT] == 0
    assert Gathered(0, BASALT, 1, tile("A1")) in events and Gathered(1, BASALT, 2, tile("A1")) in events
    assert halves_conserved(s)


def test_a_mixed_tile_pays_half_of_each_resource_to_a_hearth_one_of_each_to_a_beacon() -> None:
    s = living_state(hearths={0: [0]}, beacons={1: [3]}, halves={"A1s": "kelp"}, phase=Phase.ROLL)
    act(s, "dice 5 6")
    assert holding(s, 0)[BASALT] == 0.5 and holding(s, 0)[KELP] == 0.5
    assert holding(s, 1)[BASALT] == 1 and holding(s, 1)[KELP] == 1 and halves_conserved(s)


def test_a_fully_scorched_tile_pays_nothing() -> None:
    s = living_state(hearths={0: [0]}, scorched=["A1n", "A1s"], phase=Phase.ROLL)
    act(s, "dice 5 6")
    assert holding(s, 0) == [0] * 5


def test_the_ashclouds_tile_pays_nothing() -> None:
    s = living_state(hearths={0: [0], 1: [9]}, ash="A1", phase=Phase.ROLL)  # corner 9: A2 A3 B3 (B3 is 11 too)
    act(s, "dice 5 6")
    assert holding(s, 0) == [0] * 5 and holding(s, 1)[4] == 1  # B3 copper pays


def test_a_token_on_a_sunk_tile_pays_nothing() -> None:
    s = living_state(hearths={0: [0]}, sunk="A1", phase=Phase.ROLL)
    act(s, "dice 5 6")
    assert holding(s, 0) == [0] * 5


def test_the_numbers_pay_where_the_rings_have_carried_them() -> None:
    # Ring position 1: A1's 11 lies on A2, B1's 6 on A1 (10, example), B3's 11 on B2 (inner ring).
    s = living_state(hearths={0: [0], 1: [1]}, ring=1, phase=Phase.ROLL)
    act(s, "dice 5 6")
    assert holding(s, 0) == [0] * 5 and holding(s, 1)[PINE] == 1
    s.phase = Phase.ROLL
    act(s, "dice 3 3")
    assert holding(s, 0)[BASALT] == 1


def test_two_halves_of_a_resource_become_one_whole_card_at_once() -> None:
    # Two hearths of seat 0 on A1, one half scorched: ½ each = one whole card.
    s = living_state(hearths={0: [0, 8]}, scorched=["A1n"], phase=Phase.ROLL)
    act(s, "dice 5 6")
    assert s.hands[0][BASALT] == 1 and lv(s).held[0][BASALT] == 0
    # A seat holding ½ that is paid ½ holds a whole card, never two halves.
    s = living_state(hearths={0: [0]}, held={0: ["basalt"]}, scorched=["A1s"], phase=Phase.ROLL)
    act(s, "dice 5 6")
    assert s.hands[0][BASALT] == 1 and lv(s).held[0][BASALT] == 0 and halves_conserved(s)


def test_the_second_starting_hearth_collects_one_card_from_each_living_tile() -> None:
    game = Game(GameConfig(seats=2, seed=11, island="landfall", rules="living"))
    s = game.state
    other = 1 - s.turn_seat
    for text in ("hearth 0", "causeway 0", "hearth 53", "causeway 71", "hearth 18"):
        game.play(game.legal_actions()[[str(a) for a in game.legal_actions()].index(text)])
    # The second seat's second hearth: corner 18 touches B2 (basalt), B3 (copper) and the Caldera.
    assert s.turn_seat == other and s.hands[other] == [0, 1, 0, 0, 1] and lv(s).held[other] == [0] * 5
    assert s.hands[1 - other] == [0] * 5
    assert halves_conserved(s)


# ------------------------------------------------------------------ 5.2 half cards


def test_only_whole_cards_count_for_costs_and_hand_size() -> None:
    s = living_state(hands={0: "1 pine, 1 basalt, 1 kelp"}, held={0: ["millet"]}, causeways={0: [0]},
                     hearths={0: [3]})
    assert s.hand_size(0) == 3
    assert not any(a.kind == "hearth" for a in legal_actions(s))  # ½ Millet is no Millet
    assert_illegal(s, "hearth 4", "Millet")


# ------------------------------------------------------------------ 5.3 the Supply in halves


def test_a_whole_card_is_taken_from_the_supply_only_when_two_halves_are_there() -> None:
    s = living_state(hands={0: "4 pine", 3: "19 kelp"})
    give_halves(s, 3, KELP, 1)  # the Supply holds ½ Kelp
    assert supply_cards(s)[KELP] == 0.5 and s.supply[KELP] == 0
    assert_illegal(s, "trade pine for kelp", "no Kelp")
    act(s, "trade pine for basalt")
    assert supply_cards(s)[PINE] == 20 and halves_conserved(s)  # 4 whole cards returned: 8 halves


def test_shortage_deals_one_half_at_a_time_from_the_seat_on_turn() -> None:
    # Seats 0, 1 and 2 each owed a whole Basalt from A1; the Supply holds 2 halves; seat 1 on turn.
    s = living_state(hearths={0: [0], 1: [3], 2: [8]}, hands={3: "19 basalt"}, turn=1, phase=Phase.ROLL)
    assert supply_cards(s)[BASALT] == 1
    act(s, "dice 5 6")
    assert [holding(s, v)[BASALT] for v in range(3)] == [0, 0.5, 0.5] and supply_cards(s)[BASALT] == 0
    assert halves_conserved(s)


def test_shortage_gives_each_seat_only_up_to_what_it_is_owed() -> None:
    # Seat 1 owed ½ (a hearth, one half scorched), seat 2 owed 2 (two beacons); 3 halves in the Supply.
    s = living_state(hearths={1: [0]}, beacons={2: [3, 8]}, scorched=["A1n"], hands={3: "18 basalt"}, turn=1,
                     phase=Phase.ROLL)
    give_halves(s, 3, BASALT, 1)
    assert supply_cards(s)[BASALT] == 1.5
    act(s, "dice 5 6")
    assert holding(s, 1)[BASALT] == 0.5 and holding(s, 2)[BASALT] == 1 and supply_cards(s)[BASALT] == 0


def test_shortage_of_one_resource_leaves_the_others_paid_in_full() -> None:
    s = living_state(hearths={0: [0], 1: [9]}, hands={3: "20 basalt"}, phase=Phase.ROLL)
    act(s, "dice 5 6")
    assert holding(s, 0)[BASALT] == 0 and holding(s, 1)[4] == 1


# ------------------------------------------------------------------ 8.4 salvage


def _ashfall_on(s, text: str) -> list:
    return world_event(s, "burn", "ashfall", f"scorch {text}")


def test_salvage_pays_a_hearth_half_a_card_and_a_beacon_one_card() -> None:
    # Seat 0's hearth and seat 1's beacon stand on A1; both have production elsewhere too.
    s = living_state(hearths={0: [8]}, beacons={1: [7]})
    events = _ashfall_on(s, "A1n")
    assert holding(s, 0)[BASALT] == 0.5 and holding(s, 1)[BASALT] == 1
    assert Salvaged(0, BASALT, 1, half("A1n")) in events and Salvaged(1, BASALT, 2, half("A1n")) in events
    assert halves_conserved(s)


def test_salvage_is_paid_on_the_ashclouds_tile_too() -> None:
    s = living_state(hearths={0: [8]}, ash="A1")
    _ashfall_on(s, "A1s")
    assert holding(s, 0)[BASALT] == 0.5


def test_salvage_pays_the_burned_halfs_own_resource() -> None:
    s = living_state(hearths={0: [8]}, halves={"A1s": "kelp"})
    _ashfall_on(s, "A1s")
    assert holding(s, 0)[KELP] == 0.5 and holding(s, 0)[BASALT] == 0


def test_salvage_follows_the_shortage_rule() -> None:
    # Seats 0 and 2 owed ½ Basalt each, one half in the Supply, seat 2 on turn: seat 2 gets it.
    s = living_state(hearths={0: [8], 2: [7]}, hands={3: "19 basalt"}, turn=2)
    give_halves(s, 3, BASALT, 1)
    _ashfall_on(s, "A1n")
    assert holding(s, 0)[BASALT] == 0 and holding(s, 2)[BASALT] == 0.5 and halves_conserved(s)


def test_a_sinkholes_healthy_halves_pay_salvage_and_its_scorched_half_none() -> None:
    s = living_state(hearths={0: [8]}, beacons={1: [7]}, halves={"A1s": "kelp"}, scorched=["A1n"])
    events = world_event(s, "burn", "sinkhole", "sink A1")
    assert holding(s, 0)[KELP] == 0.5 and holding(s, 1)[KELP] == 1 and holding(s, 0)[BASALT] == 0
    assert [e for e in events if isinstance(e, Salvaged)] == [Salvaged(0, KELP, 1, half("A1s")),
                                                           Salvaged(1, KELP, 2, half("A1s"))]
    assert lv(s).sunk == tile("A1") and halves_conserved(s)


def test_a_sinkholes_halves_salvage_one_after_the_other_north_first() -> None:
    # Short of Basalt (4 halves), seat 0 on turn: A1's north half is dealt round the table first
    # (seat 0 a beacon: 2, seat 1 a hearth: 1), then its south half from what is left.
    s = living_state(beacons={0: [8]}, hearths={1: [7]}, hands={3: "18 basalt"})
    world_event(s, "burn", "sinkhole", "sink A1")
    assert holding(s, 0)[BASALT] == 1.5 and holding(s, 1)[BASALT] == 0.5 and supply_cards(s)[BASALT] == 0


def test_nothing_else_pays_salvage() -> None:
    # A heal, a ring step and a harvest never pay salvage.
    s = living_state(hearths={0: [8]}, scorched=["A1n"])
    events = world_event(s, "heal", "spring-rains", "heal A1n pine")
    assert not [e for e in events if isinstance(e, (Salvaged, Harvested))]


# ------------------------------------------------------------------ 8.1 production


def test_production_counts_healthy_halves_next_to_each_building_twice_for_a_beacon() -> None:
    # Seat 0: a hearth on corner 8 (A1, A2, B2: 6 halves), a beacon on corner 1 (A2: 2 halves, twice).
    # Seat 1: a hearth on corner 0 (A1), one half scorched: 1.  Seat 2: a hearth on corner 18 (B2, B3, C3).
    s = living_state(hearths={0: [8], 1: [0], 2: [18]}, beacons={0: [1]}, scorched=["A1n"])
    assert production(s) == [5 + 4, 1, 4, 0]


def test_production_ignores_the_ashcloud_and_the_numbers() -> None:
    s = living_state(hearths={0: [0]}, ash="A1", ring=5)
    assert production(s)[0] == 2
