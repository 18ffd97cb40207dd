"""LIVING-ISLAND 7, 14, 15 and 16: a 7 (discards above 7 whole cards, no shelter, no floor, the
world event after the steal), the titles (Longest Trail 5, Warden of the Wastes 3), the win at
10 on one's own turn, the end by healing, and the two-player game.  On constructed states."""

from __future__ import annotations

from engine.events import HealedWhole, Revealed, Won
from engine.game import Game, GameConfig
from engine.rules import actor, legal_actions, timeout_action
from engine.rules.halves import production

from helpers import Phase, act, assert_illegal, legal
from living_helpers import (
    MILITIA,
    RELIC,
    drive,
    holding,
    living_state,
    lv,
    world_event,
    world_texts,
)

# ------------------------------------------------------------------ 7 a 7


def test_a_seven_pays_nothing_and_seats_above_7_whole_cards_discard_half() -> None:
    s = living_state(hearths={0: [0]}, hands={1: "8 pine", 2: "7 kelp", 3: "9 basalt"}, held={2: ["pine"]},
                     phase=Phase.ROLL)
    act(s, "dice 3 4")
    assert s.phase == Phase.DISCARD and s.discard_owed == [0, 4, 0, 4]  # 7 whole and ½: nothing owed


def test_halves_are_never_discarded() -> None:
    s = living_state(hearths={0: [0]}, hands={1: "5 pine, 4 kelp"}, held={1: ["pine", "copper"]}, phase=Phase.ROLL)
    act(s, "dice 3 4")
    act(s, str(timeout_action(s)))
    assert s.hands[1] == [2, 0, 3, 0, 0] and lv(s).held[1] == [1, 0, 0, 0, 1]


def test_the_world_event_follows_the_steal_then_the_rings_turn_and_the_roller_goes_on() -> None:
    s = living_state(hearths={0: [0], 1: [12]}, hands={1: "2 kelp"}, phase=Phase.ROLL)
    act(s, "dice 3 4")
    assert s.phase == Phase.MOVE_ASHCLOUD and lv(s).ring == 0
    act(s, "ashcloud B2")
    assert s.phase == Phase.STEAL
    drive(s, "steal kelp")
    assert s.phase == Phase.WORLD and world_texts(s) == ["world burn", "world still"]
    drive(s, "world still", "event tremor")
    assert s.phase == Phase.MAIN and actor(s) == 0 and lv(s).ring == 2


def test_no_tile_is_sheltered_and_there_is_no_renown_floor() -> None:
    # Seat 1 (1 renown) alone on B2: Cinderisle would shelter it; here it is robbed.
    s = living_state(hearths={0: [0, 2, 21], 1: [12]}, hands={1: "1 kelp"}, ash="A1", phase=Phase.ROLL)
    act(s, "dice 3 4")
    assert len(legal(s)) == 18 and "ashcloud C3" in legal(s)
    act(s, "ashcloud B2")
    assert s.phase == Phase.STEAL and s.victim == 1


def test_the_ashcloud_may_go_to_the_caldera_and_rob_a_seat_on_its_corner() -> None:
    s = living_state(hearths={0: [0], 1: [18]}, hands={1: "1 kelp"}, ash="A1", phase=Phase.ROLL)
    act(s, "dice 3 4", "ashcloud C3")
    assert s.phase == Phase.STEAL and s.victim == 1


# ------------------------------------------------------------------ 14 titles


def test_longest_trail_needs_five_causeways() -> None:
    s = living_state(hearths={0: [3]}, causeways={0: [0, 1, 2]}, hands={0: "2 pine, 2 basalt"})
    act(s, "causeway 3")
    assert s.causeway_holder == -1 and s.trail[0] == 0  # 4: too short
    act(s, "causeway 4")
    assert s.causeway_holder == 0 and s.renown[0] == 3 and s.rules.trail_title == "Longest Trail"


def test_warden_of_the_wastes_moves_only_to_a_seat_that_played_strictly_more() -> None:
    s = living_state(hearths={0: [52], 1: [47]}, ventures={0: {MILITIA: 1}, 1: {MILITIA: 1}})
    s.wardens_played = [2, 3, 0, 0]
    s.watch_holder, s.renown[1] = 1, 3
    act(s, "militia B2")
    assert s.watch_holder == 1  # 3 each: it stays
    s.ventures[0][MILITIA] = 1
    s.venture_played = False
    act(s, "militia C3")
    assert s.watch_holder == 0 and s.renown[:2] == [3, 1]


# ------------------------------------------------------------------ 15 the win


def test_ten_renown_with_relics_wins_at_once_and_shows_the_relics() -> None:
    s = living_state(hearths={0: [0, 2, 21, 26]}, beacons={0: [38, 42]}, ventures={0: {RELIC: 1}},
                     hands={0: "1 pine, 1 basalt, 1 kelp, 1 millet"}, causeways={0: [5, 9]})
    assert s.renown[0] == 8 and s.total_renown(0) == 9
    events = drive(s, "hearth 10")
    assert s.phase == Phase.OVER and s.winner == 0 and s.winners == [0]
    assert Revealed(0, 1) in events and Won(0, 10) in events


def test_a_relic_drawn_counts_at_once() -> None:
    # Seat 0: 3 hearths, 2 beacons and the Longest Trail, 9 public renown, buys a venture card; the
    # draw (a chance step) is a Relic: 10, it wins.
    s = living_state(hearths={0: [3, 21, 26]}, beacons={0: [38, 42]}, causeways={0: [0, 1, 2, 3, 4]},
                     hands={0: "1 kelp, 1 millet, 1 copper"})
    assert s.renown[0] == 9 and s.causeway_holder == 0
    act(s, "buy")
    events = drive(s, "draw relic")
    assert s.phase == Phase.OVER and s.winners == [0] and Revealed(0, 1) in events and s.renown[0] == 10


def test_nobody_wins_on_another_seats_turn() -> None:
    # Seat 1 holds 9 public renown and a Relic; it wins at the start of its own turn.
    s = living_state(hearths={0: [52], 1: [0, 2, 21, 26, 50]}, beacons={1: [38, 42]}, ventures={1: {RELIC: 1}})
    act(s, "end")
    assert s.phase == Phase.OVER and s.winners == [1] and s.renown[1] == 10
    s = living_state(hearths={0: [52], 1: [0, 2, 21, 26, 50]}, beacons={1: [38, 42]}, ventures={1: {RELIC: 1}},
                     turn=3)
    act(s, "end")  # seat 0's turn begins: seat 1 waits
    assert s.phase == Phase.PRE_ROLL and s.turn_seat == 0


def _act_iii(**kw):
    return living_state(act=3, **kw)


def test_in_act_iii_an_event_that_heals_the_island_whole_ends_the_game_before_its_ring_step() -> None:
    s = _act_iii(hearths={0: [0, 2], 1: [21, 26, 50], 2: [52]}, scorched=["C4n"], ventures={0: {RELIC: 1}})
    events = world_event(s, "heal", "spring-rains", "heal C4n millet")
    assert s.phase == Phase.OVER and lv(s).ring == 0 and lv(s).todo is None
    # Totals: seat 0 2 + 1 Relic, seat 1 3: they share the win.
    assert s.winners == [0, 1] and s.winner == -1
    assert HealedWhole((0, 1), (3, 3, 1, 0)) in events and Revealed(0, 1) in events
    assert legal_actions(s) == []
    # Anything more is refused in words that name both winners (never "seat -1 won").
    why = assert_illegal(s, "end", "the game is over", "shared the win")
    assert "-1" not in why


def test_the_end_by_healing_counts_only_living_tiles() -> None:
    s = _act_iii(hearths={0: [52]}, scorched=["C4n"], sunk="A1")
    world_event(s, "heal", "spring-rains", "heal C4n millet")
    assert s.phase == Phase.OVER and s.winners == [0]


def test_a_board_already_whole_does_not_end_the_game_it_needs_a_heal() -> None:
    s = _act_iii(hearths={0: [52]})
    world_event(s, "still", "tremor")
    assert s.phase == Phase.MAIN and lv(s).ring == 2


def test_an_event_that_heals_but_leaves_a_scorched_half_does_not_end_it() -> None:
    s = _act_iii(hearths={0: [52]}, scorched=["C4n", "C4s"])
    world_event(s, "heal", "spring-rains", "heal C4n millet", "heal C4s millet")
    assert s.phase == Phase.OVER  # (four draws, two halves: whole after the second)
    s = _act_iii(hearths={0: [52]}, scorched=["C4n", "C4s"])
    world_event(s, "heal", "pioneers-return")
    assert s.phase == Phase.MAIN and lv(s).scorched() == 2  # seat 0's halves are not C4's


def test_the_end_by_healing_is_act_iii_only() -> None:
    s = living_state(act=2, hearths={0: [52]}, scorched=["C4n"])
    world_event(s, "heal", "spring-rains", "heal C4n millet")
    assert s.phase == Phase.MAIN and lv(s).ring == 1


def test_a_reclaim_that_heals_the_island_whole_in_act_iii_ends_the_game() -> None:
    s = _act_iii(hearths={0: [0], 1: [21, 26]}, hands={0: "3 pine"}, scorched=["A1s"])
    drive(s, "reclaim A1s paying 3 pine")
    assert s.phase == Phase.WORLD
    events = drive(s, "heal A1s kelp")
    assert s.phase == Phase.OVER and s.winners == [1] and HealedWhole((1,), (1, 2, 0, 0)) in events


def test_the_win_at_10_is_checked_first() -> None:
    # Seat 0 on turn with 9 public and a Relic: the win at 10 comes before the end by healing.
    s = _act_iii(hearths={0: [0, 2, 21, 26, 50], 1: [52]}, beacons={0: [38, 42]}, ventures={0: {RELIC: 1}},
                 hands={0: "3 pine"}, scorched=["A1s"])
    s.renown[1] = 12  # (seat 1 would win a judging)
    events = drive(s, "reclaim A1s paying 3 pine")
    assert s.phase == Phase.OVER and s.winners == [0] and not [e for e in events if isinstance(e, HealedWhole)]


# ------------------------------------------------------------------ 16 two players


def test_two_players_camps_collect_nothing_and_salvage_nothing() -> None:
    s = living_state(2, hearths={0: [52], 1: [47]}, camps=[(0, 0), (3, 4)], phase=Phase.ROLL)
    act(s, "dice 5 6")
    assert holding(s, 0) == holding(s, 1) == [0] * 5 and s.supply == [20] * 5
    events = world_event(s, "burn", "ashfall", "scorch A1n")
    assert not [e for e in events if type(e).__name__ == "Salvaged"] and production(s) == [2, 2]


def test_two_players_camps_make_no_half_next_to_anyone() -> None:
    # A camp on corner 0 (A1): A1's scorched half is next to nobody: no Reclaim, no Pioneers heal.
    s = living_state(2, hearths={0: [52], 1: [47]}, camps=[(0, 0)], hands={0: "3 pine"}, scorched=["A1s", "E2s"])
    assert [str(a) for a in legal_actions(s) if a.kind == "reclaim"] == ["reclaim E2s paying 3 pine"]
    world_event(s, "heal", "pioneers-return")
    assert lv(s).trailing == 0 and world_texts(s) == [f"heal E2s {r}" for r in
                                                     ("pine", "basalt", "kelp", "millet", "copper")]


def test_two_players_camps_are_never_robbed() -> None:
    s = living_state(2, hearths={0: [52], 1: [47]}, camps=[(12, 16)], hands={0: "2 pine"})
    act(s, "bribe B2 paying 2 pine")
    assert s.phase == Phase.MAIN


def test_a_two_player_game_places_its_camps_at_ring_position_0_and_plays_on_as_usual() -> None:
    game = Game(GameConfig(seats=2, seed=4, island="landfall", rules="living"))
    cinder = Game(GameConfig(seats=2, seed=4, island="landfall"))
    for g in (game, cinder):
        for text in ("hearth 0", "causeway 0", "hearth 53", "causeway 71", "hearth 18", "causeway 20",
                     "hearth 47", "causeway 66"):
            g.play(next(a for a in g.legal_actions() if str(a) == text))
    camps = [c for c, p in enumerate(game.state.corner_piece) if p == 3]
    assert camps == [c for c, p in enumerate(cinder.state.corner_piece) if p == 3] and len(camps) == 2
    assert game.state.phase == Phase.PRE_ROLL and game.state.rules.win_renown == 10
    assert_illegal(game.state, "bribe B2 paying 2 pine", "roll first")
