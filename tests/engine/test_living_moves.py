"""LIVING-ISLAND 3 and 12: the venture cards (the deck of 25 in the stream order of section 17,
never played the turn bought, one a turn, all after the roll, Militia, Relic, Tribute, Supply
Cache, Trailblazing) and Reclaim and Bribe.  On constructed states (Landfall)."""

from __future__ import annotations

import random

import pytest

from engine.actions import Action
from engine.cards import LIVING_DECK, VENTURES
from engine.chance import ChanceSource
from engine.events import Bribed, HalfHealed, Reclaimed, Stolen, TributePaid
from engine.game import Game, GameConfig
from engine.rules import actor, legal_actions

from helpers import Phase, act, assert_illegal, legal, tile
from living_helpers import (
    BASALT,
    CACHE,
    KELP,
    MILITIA,
    MILLET,
    PINE,
    RELIC,
    TRAILBLAZING,
    TRIBUTE,
    drive,
    give_halves,
    half,
    holding,
    living_state,
    lv,
    world_texts,
)

CARD_TEXT = {MILITIA: "militia B2", TRIBUTE: "tribute kelp", CACHE: "cache pine basalt", TRAILBLAZING: "trailblazing"}


# ------------------------------------------------------------------ the deck


def test_the_deck_holds_25_cards_shuffled_from_the_ventures_stream_in_the_listed_order() -> None:
    assert LIVING_DECK[MILITIA:] == (14, 5, 2, 2, 2) and sum(LIVING_DECK) == 25
    for seed in (1, 42, 4294967295):
        listed = [MILITIA] * 14 + [RELIC] * 5 + [TRIBUTE] * 2 + [CACHE] * 2 + [TRAILBLAZING] * 2
        random.Random(f"cinderisle:{seed}:ventures").shuffle(listed)
        game = Game(GameConfig(seats=3, seed=seed, island="landfall", rules="living"))
        s = game.state
        drawn = []
        for _ in range(25):
            s.phase = Phase.DRAW
            outcome = ChanceSource.outcome(game.chance, s)
            drawn.append(VENTURES.index(str(outcome).split()[1]))
            s.deck[outcome.a] -= 1
        assert drawn == listed


def test_buying_costs_kelp_millet_copper_and_draws_a_living_card() -> None:
    game = Game(GameConfig(seats=2, seed=5, island="landfall", rules="living"))
    assert game.state.rules.cost_venture == (0, 0, 1, 1, 1)
    assert sum(game.state.deck) == 25


# ------------------------------------------------------------------ when a card may be played


@pytest.mark.parametrize("card", [MILITIA, TRIBUTE, CACHE, TRAILBLAZING])
def test_a_card_is_played_after_the_roll_only(card: int) -> None:
    s = living_state(hearths={0: [52]}, ventures={0: {card: 1}}, phase=Phase.PRE_ROLL)
    assert legal(s) == ["roll"]
    assert_illegal(s, CARD_TEXT[card], "after rolling")


@pytest.mark.parametrize("card", [MILITIA, TRIBUTE, CACHE, TRAILBLAZING])
def test_a_card_is_never_played_on_the_turn_it_was_bought(card: int) -> None:
    s = living_state(hearths={0: [52]}, ventures={0: {card: 1}})
    s.bought[card] = 1
    assert not [a for a in legal_actions(s) if a.kind == CARD_TEXT[card].split()[0]]
    assert_illegal(s, CARD_TEXT[card], "bought this turn")


def test_at_most_one_card_is_played_a_turn() -> None:
    s = living_state(hearths={0: [52]}, ventures={0: {TRIBUTE: 1, CACHE: 1}})
    act(s, "tribute kelp")
    assert not [a for a in legal_actions(s) if a.kind in ("cache", "tribute")]
    assert_illegal(s, "cache pine basalt", "one venture card a turn")


def test_a_relic_is_never_played_and_uses_no_allowance() -> None:
    s = living_state(hearths={0: [52]}, ventures={0: {RELIC: 2, CACHE: 1}})
    assert not [a for a in legal_actions(s) if a.kind in ("reveal", "relic")]
    assert_illegal(s, "reveal", "no hidden Landmark")
    act(s, "cache pine basalt")
    assert s.ventures[0][RELIC] == 2 and s.total_renown(0) == s.renown[0] + 2


# ------------------------------------------------------------------ Militia


def test_militia_moves_the_ashcloud_and_steals_without_discards_or_a_world_event() -> None:
    s = living_state(hearths={0: [52], 1: [12]}, hands={0: "9 pine", 1: "1 kelp"}, ventures={0: {MILITIA: 1}})
    events = drive(s, "militia B2")
    assert s.ash == tile("B2") and s.phase == Phase.STEAL and s.hands[0][PINE] == 9  # no discard
    events += drive(s, "steal kelp")
    assert Stolen(0, 1, KELP) in events and s.phase == Phase.MAIN and lv(s).todo is None and lv(s).ring == 0
    assert s.wardens_played[0] == 1


def test_militia_may_go_to_the_caldera_and_rob_a_seat_on_its_corner() -> None:
    s = living_state(hearths={0: [52], 1: [18]}, hands={1: "1 kelp"}, ventures={0: {MILITIA: 1}}, ash="B2")
    assert "militia C3" in legal(s) and "militia B2" not in legal(s)
    drive(s, "militia C3", "steal kelp")
    assert s.ash == tile("C3") and s.hands[0][KELP] == 1


def test_three_militia_win_warden_of_the_wastes() -> None:
    s = living_state(hearths={0: [52]}, ventures={0: {MILITIA: 3}})
    s.wardens_played[0] = 2
    act(s, "militia B2")
    assert s.watch_holder == 0 and s.renown[0] == 3


# ------------------------------------------------------------------ Tribute, Supply Cache, Trailblazing


def test_tribute_takes_every_whole_card_of_a_resource_and_leaves_the_halves() -> None:
    s = living_state(hearths={0: [52]}, hands={1: "3 kelp, 1 pine", 2: "1 kelp", 3: "2 basalt"},
                     held={1: ["kelp"], 3: ["kelp"]}, ventures={0: {TRIBUTE: 1}}, turn=0)
    events = drive(s, "tribute kelp")
    assert s.hands[0][KELP] == 4 and s.hands[1] == [1, 0, 0, 0, 0] and s.hands[2] == [0] * 5
    assert lv(s).held[1][KELP] == lv(s).held[3][KELP] == 1
    assert [e for e in events if isinstance(e, TributePaid)] == [TributePaid(0, 1, KELP, 3), TributePaid(0, 2, KELP, 1)]


def test_supply_cache_takes_any_two_whole_cards() -> None:
    s = living_state(hearths={0: [52]}, ventures={0: {CACHE: 1}})
    listed = [str(a) for a in legal_actions(s) if a.kind == "cache"]
    assert len(listed) == 15 and "cache pine pine" in listed and "cache pine basalt" in listed
    act(s, "cache copper copper")
    assert s.hands[0] == [0, 0, 0, 0, 2]


def test_supply_cache_takes_fewer_when_the_supply_lacks_them() -> None:
    s = living_state(hearths={0: [52]}, hands={1: "20 pine, 20 basalt, 20 kelp, 19 millet", 2: "20 copper"},
                     ventures={0: {CACHE: 1}})
    assert [str(a) for a in legal_actions(s) if a.kind == "cache"] == ["cache millet"]
    assert_illegal(s, "cache millet millet", "Supply cannot give")
    act(s, "cache millet")
    assert s.hands[0][MILLET] == 1
    s = living_state(hearths={0: [52]}, hands={1: "20 pine, 20 basalt, 20 kelp, 20 millet", 2: "20 copper"},
                     ventures={0: {CACHE: 1}})
    assert [str(a) for a in legal_actions(s) if a.kind == "cache"] == ["cache nothing"]


def test_supply_cache_takes_no_half() -> None:
    s = living_state(hearths={0: [52]}, hands={1: "20 pine, 20 basalt, 20 kelp, 18 millet", 2: "20 copper"},
                     ventures={0: {CACHE: 1}})
    give_halves(s, 1, MILLET, 1)  # the Supply holds 1½ Millet: one whole card to take
    assert [str(a) for a in legal_actions(s) if a.kind == "cache"] == ["cache millet"]


def test_trailblazing_lays_two_causeways_free_and_the_rest_lapses() -> None:
    s = living_state(hearths={0: [3]}, ventures={0: {TRAILBLAZING: 2}})
    assert not [a for a in legal_actions(s) if a.kind == "causeway"]
    act(s, "trailblazing", "causeway 0")
    assert s.edge_seat[0] == 0 and s.causeways_left[0] == 13 and s.hands[0] == [0] * 5
    assert_illegal(s, "causeway 71", "does not touch")  # the usual placement rules
    act(s, "end")
    s.turn_seat, s.phase = 0, Phase.MAIN
    assert s.free_causeways == 0 and not [a for a in legal_actions(s) if a.kind == "causeway"]


# ------------------------------------------------------------------ Reclaim


def test_reclaim_pays_three_whole_cards_of_any_kind_and_heals_by_a_chance_step() -> None:
    s = living_state(hearths={0: [0]}, hands={0: "1 pine, 1 kelp, 1 copper, 1 basalt"}, scorched=["A1s", "B2n"])
    assert [str(a) for a in legal_actions(s) if a.kind == "reclaim"] == ["reclaim A1s paying 1 pine, 1 basalt, 1 kelp"]
    events = drive(s, "reclaim A1s paying 1 pine, 1 kelp, 1 copper")
    assert s.phase == Phase.WORLD and actor(s) == -1 and world_texts(s) == [
        f"heal A1s {r}" for r in ("pine", "basalt", "kelp", "millet", "copper")]
    assert Reclaimed(0, half("A1s"), (1, 0, 1, 0, 1)) in events and s.hands[0] == [0, 1, 0, 0, 0]
    assert s.supply == [20, 19, 20, 20, 20]
    events = drive(s, "heal A1s millet")
    assert HalfHealed(half("A1s"), MILLET) in events and s.phase == Phase.MAIN and lv(s).ring == 0


def test_reclaim_is_once_a_turn_after_the_roll() -> None:
    s = living_state(hearths={0: [0]}, hands={0: "6 pine"}, scorched=["A1n", "A1s"], phase=Phase.PRE_ROLL)
    assert_illegal(s, "reclaim A1s paying 3 pine", "roll first")
    s.phase = Phase.MAIN
    drive(s, "reclaim A1s paying 3 pine", "heal A1s pine")
    assert not [a for a in legal_actions(s) if a.kind == "reclaim"]
    assert_illegal(s, "reclaim A1n paying 3 pine", "one Reclaim a turn")
    act(s, "end")
    s.turn_seat, s.phase = 0, Phase.MAIN
    drive(s, "reclaim A1n paying 3 pine", "heal A1n pine")


def test_reclaims_half_must_be_scorched_and_next_to_ones_own_building() -> None:
    s = living_state(hearths={0: [0], 1: [52]}, hands={0: "3 pine"}, scorched=["E2n", "B2n"])
    assert_illegal(s, "reclaim E2n paying 3 pine", "no scorched half lies next to your")
    lv(s).halves[half("A1s")] = -1
    assert_illegal(s, "reclaim A1n paying 3 pine", "reclaim a scorched half next to one of your")
    assert_illegal(s, "reclaim B2n paying 3 pine", "reclaim a scorched half next to one of your")
    assert_illegal(s, "reclaim E2n paying 3 pine", "reclaim a scorched half next to one of your")
    drive(s, "reclaim A1s paying 3 pine", "heal A1s kelp")


def test_reclaim_is_allowed_on_the_ashclouds_tile() -> None:
    s = living_state(hearths={0: [0]}, hands={0: "3 pine"}, scorched=["A1s"], ash="A1")
    drive(s, "reclaim A1s paying 3 pine", "heal A1s kelp")
    assert lv(s).scorched() == 0


def test_reclaim_takes_exactly_three_whole_cards_held() -> None:
    s = living_state(hearths={0: [0]}, hands={0: "2 pine"}, held={0: ["kelp", "basalt"]}, scorched=["A1s"])
    assert_illegal(s, "reclaim A1s paying 2 pine", "three cards")  # halves are no cards
    s = living_state(hearths={0: [0]}, hands={0: "4 pine"}, scorched=["A1s"])
    assert_illegal(s, "reclaim A1s paying 2 pine", "three cards of any kind")
    assert_illegal(s, "reclaim A1s paying 4 pine", "three cards of any kind")
    assert_illegal(s, "reclaim A1s paying 1 pine, 2 kelp", "you do not hold")


def test_reclaim_and_bribe_are_apart_from_the_venture_card() -> None:
    s = living_state(hearths={0: [0]}, hands={0: "5 pine"}, scorched=["A1s"], ventures={0: {CACHE: 1}})
    act(s, "cache kelp kelp")
    drive(s, "reclaim A1s paying 3 pine", "heal A1s kelp", "bribe E3 paying 2 kelp")
    assert s.venture_played and lv(s).reclaimed and lv(s).bribed


# ------------------------------------------------------------------ Bribe


def test_bribe_pays_two_cards_moves_the_ashcloud_and_steals_as_on_a_seven() -> None:
    s = living_state(hearths={0: [52], 1: [12], 2: [8]}, hands={0: "1 pine, 1 copper", 1: "2 kelp", 2: "1 millet"},
                     held={1: ["basalt"]})
    events = drive(s, "bribe B2 paying 1 pine, 1 copper")
    assert Bribed(0, tile("B2"), (1, 0, 0, 0, 1)) in events and s.ash == tile("B2") and s.supply[PINE] == 20
    assert s.phase == Phase.ROB and legal(s) == ["rob 1", "rob 2"]  # the roller picks the victim
    drive(s, "rob 1", "steal kelp")
    assert s.hands[0] == [0, 0, 1, 0, 0] and lv(s).held[1][BASALT] == 1  # halves are never stolen
    assert s.phase == Phase.MAIN and s.wardens_played[0] == 0  # not a Militia
    assert_illegal(s, "bribe C3 paying 1 kelp, 1 kelp", "one Bribe a turn")


def test_bribe_goes_to_any_other_tile_the_caldera_included() -> None:
    s = living_state(hearths={0: [52]}, hands={0: "2 pine"}, ash="B2")
    bribes = [str(a) for a in legal_actions(s) if a.kind == "bribe"]
    assert len(bribes) == 18 and "bribe B2 paying 2 pine" not in bribes and "bribe C3 paying 2 pine" in bribes
    assert_illegal(s, "bribe B2 paying 2 pine", "already on")
    assert_illegal(s, "bribe C3 paying 1 pine", "two cards of any kind")
    s.phase = Phase.PRE_ROLL
    assert_illegal(s, "bribe C3 paying 2 pine", "roll first")


def test_bribe_counts_nothing_toward_warden_of_the_wastes() -> None:
    s = living_state(hearths={0: [52]}, hands={0: "2 pine"})
    s.wardens_played[0] = 2
    act(s, "bribe B2 paying 2 pine")
    assert s.watch_holder == -1 and s.wardens_played[0] == 2


def test_a_victim_with_no_whole_card_gives_nothing() -> None:
    s = living_state(hearths={0: [52], 1: [12]}, hands={0: "2 pine"}, held={1: ["kelp"]})
    act(s, "bribe B2 paying 2 pine")
    assert s.phase == Phase.MAIN and lv(s).held[1][KELP] == 1 and holding(s, 0) == [0] * 5
    assert Action.parse("end") in legal_actions(s)
