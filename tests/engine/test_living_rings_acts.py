"""LIVING-ISLAND 4.1, 10 and 11: the rings (the worked example, the reversal arithmetic, tokens
move and tiles stay) and the acts (public renown only, never back)."""

from __future__ import annotations

import pytest

from engine.actions import Action
from engine.events import ActBegan, RingsTurned
from engine.halves import INNER_RING, OUTER_RING, RING_POSITIONS, numbers_at, ring_tile_at
from engine.hexgrid import TILE_IDS
from engine.island import landfall
from engine.rules import apply
from engine.rules.world import act_of, numbers_now, tiles_now

from helpers import Phase, act, tile
from living_helpers import RELIC, living_state, lv, world_event


def numbers_by_id(position: int) -> dict[str, int | None]:
    return {TILE_IDS[t]: n for t, n in enumerate(numbers_now(landfall(), position))}


# ------------------------------------------------------------------ 4.1 and 10 the rings


def test_the_rings_of_4_1() -> None:
    assert [TILE_IDS[t] for t in OUTER_RING] == ["A1", "A2", "A3", "B4", "C5", "D4", "E3", "E2", "E1", "D1", "C1", "B1"]
    assert [TILE_IDS[t] for t in INNER_RING] == ["B2", "B3", "C4", "D3", "D2", "C2"]
    assert tile("C3") not in OUTER_RING + INNER_RING


def test_the_worked_example_landfall_at_position_1() -> None:
    example = ("A1 6, A2 11, A3 8, B1 12, B2 11, B3 10, B4 4, C1 4, C2 3, C4 2, C5 8, D1 9, D2 5, D3 6, D4 5, "
               "E1 3, E2 10, E3 9")
    expected = {tid: int(n) for tid, n in (part.split() for part in example.split(", "))}
    assert numbers_by_id(1) == {**expected, "C3": None}


def test_a_step_in_the_starting_directions_outer_clockwise_inner_counter_clockwise() -> None:
    dealt = landfall().numbers
    assert numbers_by_id(0) == {TILE_IDS[t]: n for t, n in enumerate(dealt)}
    one = numbers_by_id(1)
    assert one["A2"] == dealt[tile("A1")] and one["A1"] == dealt[tile("B1")]  # A1's token to A2, B1's to A1
    assert one["B2"] == dealt[tile("B3")] and one["C2"] == dealt[tile("B2")] and one["D2"] == dealt[tile("C2")]


@pytest.mark.parametrize("k", range(RING_POSITIONS))
def test_at_position_k_the_token_dealt_on_outer_i_lies_on_i_plus_k_and_inner_j_on_j_minus_k(k: int) -> None:
    for i, t in enumerate(OUTER_RING):
        assert ring_tile_at(t, k) == OUTER_RING[(i + k) % 12]
    for j, t in enumerate(INNER_RING):
        assert ring_tile_at(t, k) == INNER_RING[(j - k) % 6]
    # The 18 tokens lie one per ring tile; the Caldera carries none.
    now = numbers_at(landfall().numbers, k)
    assert now[tile("C3")] is None and sorted(n for n in now if n is not None) == sorted(
        n for n in landfall().numbers if n is not None)


def test_twelve_steps_bring_both_rings_back() -> None:
    assert numbers_by_id(12 % RING_POSITIONS) == numbers_by_id(0)
    assert numbers_by_id(6)["B2"] == numbers_by_id(0)["B2"]  # the inner ring's 6 tiles come round twice


def test_each_world_event_turns_the_rings_one_step_even_one_that_did_nothing() -> None:
    s = living_state(hearths={0: [52]}, scorched=["C1n", "C1s"])
    events = world_event(s, "heal", "wildbloom")  # no tile with exactly one scorched half: does nothing
    assert lv(s).ring == 1 and RingsTurned(1, False, 1) in events


def test_after_a_reversal_each_step_subtracts_one_mod_12() -> None:
    s = living_state(hearths={0: [52]}, scorched=["C1n", "C1s"])
    world_event(s, "still", "reversal")
    assert lv(s).ring == 11
    world_event(s, "heal", "wildbloom")
    assert lv(s).ring == 10
    # At position 10 the token dealt on A1 lies on C1 (0 + 10), the one dealt on B2 on C4 (0 - 10 mod 6 = 2),
    # and the 11s (dealt on A1 and B3) on C1 and D3.
    assert ring_tile_at(tile("A1"), 10) == tile("C1") and ring_tile_at(tile("B2"), 10) == tile("C4")
    assert tiles_now(landfall(), 10, 11) == tuple(sorted((tile("C1"), tile("D3"))))


def test_tokens_move_and_tiles_halves_pieces_jetties_and_the_ashcloud_stay() -> None:
    s = living_state(hearths={0: [0]}, causeways={0: [0]}, scorched=["B2n"], ash="D4")
    before = (lv(s).halves[:], s.corner_piece[:], s.edge_seat[:], s.ash, s.rates[0][:], s.board)
    world_event(s, "still", "tremor")
    assert lv(s).ring == 2
    assert (lv(s).halves, s.corner_piece, s.edge_seat, s.ash, s.rates[0], s.board) == before


def test_nothing_but_a_world_event_turns_the_rings() -> None:
    s = living_state(hearths={0: [0]}, beacons={1: [52]}, hands={0: "1 pine, 1 basalt"}, phase=Phase.ROLL)
    act(s, "dice 5 6", "end", "roll", "dice 1 1")
    assert lv(s).ring == 0


# ------------------------------------------------------------------ 11 the acts


def test_the_acts_begin_at_public_renown_5_and_8() -> None:
    assert [act_of([r, 0]) for r in (0, 4, 5, 7, 8, 12)] == [1, 1, 2, 2, 3, 3]


def test_the_act_is_checked_after_every_action() -> None:
    # Seat 0: 4 hearths (4 renown); a beacon brings it to 5: Act II begins at once.
    s = living_state(hearths={0: [0, 2, 21, 50]}, hands={0: "3 copper, 2 millet"})
    events = apply(s, Action.parse("beacon 0"))
    assert lv(s).act == 2 and ActBegan(2) in events


def test_relics_are_hidden_and_do_not_begin_an_act() -> None:
    s = living_state(hearths={0: [0, 2, 21, 50]}, ventures={0: {RELIC: 3}})
    act(s, "end")
    assert s.total_renown(0) == 7 and lv(s).act == 1


def test_the_act_never_goes_back() -> None:
    # Seat 0: 3 hearths and the Longest Trail (edges 0-4 along A1 A2 A3's tops): 5, Act II.  Seat 1
    # lays the fifth and sixth causeways of its trail along the bottom of row E and takes the title: seat 0 falls
    # to 3 and nobody has 5, but the act stays II.
    s = living_state(2, hearths={0: [3, 21, 26], 1: [47]}, causeways={0: [0, 1, 2, 3, 4], 1: [66, 67, 68, 69]},
                     hands={1: "2 pine, 2 basalt"}, turn=1)
    assert s.causeway_holder == 0 and s.renown == [5, 1]
    act(s, "end")
    assert lv(s).act == 2
    s.turn_seat, s.phase = 1, Phase.MAIN
    act(s, "causeway 70")
    assert s.causeway_holder == 0
    act(s, "causeway 71")
    assert s.causeway_holder == 1 and s.renown == [3, 3] and lv(s).act == 2
