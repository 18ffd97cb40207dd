"""Rules 3 and 4: rolling (dice and the Tide deck), the harvest with shortages, building."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.actions import Action
from engine.cards import TWO_DICE_WAYS
from engine.chance import ChanceSource
from engine.errors import RuleError
from engine.rules import actor, apply, chance_outcomes, trail_length

from helpers import (
    BASALT,
    BEACON_PIECE,
    HEARTH_PIECE,
    PINE,
    Phase,
    act,
    assert_conserved,
    assert_illegal,
    give,
    hand,
    legal,
    make_state,
    set_hand,
)

# ------------------------------------------------------------------ rolling


def test_roll_is_a_chance_step_with_36_equal_outcomes() -> None:
    s = make_state(hearths={0: [40]}, phase=Phase.PRE_ROLL)
    assert legal(s) == ["roll"]
    act(s, "roll")
    assert s.phase == Phase.ROLL and actor(s) == -1 and s.is_chance()
    outs = chance_outcomes(s)
    assert len(outs) == 36 and all(p == pytest.approx(1 / 36) for _, p in outs)
    totals = Counter(a.a + a.b for a, _ in outs)
    assert totals == Counter(TWO_DICE_WAYS)
    assert_illegal(s, "dice 0 4", "each die shows 1 to 6")
    assert_illegal(s, "dice 3 7", "each die shows 1 to 6")
    assert_illegal(s, "tide 8", "this game rolls dice, not the Tide deck")
    assert_illegal(s, "end", "waiting for the dice")
    act(s, "dice 6 2")
    assert s.rolls == [8] and s.last_roll == 8 and s.phase == Phase.MAIN and s.rolled


def test_must_roll_before_acting() -> None:
    s = make_state(hearths={0: [20]}, causeways={0: [22]}, hands={0: "5 pine, 5 basalt"}, phase=Phase.PRE_ROLL)
    assert_illegal(s, "causeway 31", "roll first")
    assert_illegal(s, "end", "roll first")
    assert_illegal(s, "trade pine for kelp", "roll first")


# ------------------------------------------------------------------ the harvest


def harvest_state(**kw):
    # 8 is on A2 (pine) and B4 (pine).
    return make_state(
        hearths={0: [9], 2: [4], 3: [40]},  # 9: A2/A3/B3   4: A1/A2   40: D2/D3/E2
        beacons={1: [20]},                   # 20: B4/C5
        phase=Phase.ROLL, **kw,
    )


def test_harvest_one_per_hearth_two_per_beacon() -> None:
    s = harvest_state()
    act(s, "dice 5 3")
    assert [h[PINE] for h in s.hands] == [1, 2, 1, 0]
    assert [sum(h) for h in s.hands] == [1, 2, 1, 0]
    assert s.supply[PINE] == 16
    assert_conserved(s)


def test_ashcloud_tile_pays_nothing() -> None:
    s = harvest_state(ash="B4")
    act(s, "dice 4 4")
    assert [h[PINE] for h in s.hands] == [1, 0, 1, 0]
    assert s.supply[PINE] == 18
    s = harvest_state(ash="A2")
    act(s, "dice 4 4")
    assert [h[PINE] for h in s.hands] == [0, 2, 0, 0]


def test_caldera_never_pays() -> None:
    # Corner 18 touches B2 (basalt 3), B3 (copper 11) and the Caldera.
    for a in range(1, 7):
        for b in range(1, 7):
            s = make_state(hearths={0: [18]}, phase=Phase.ROLL)
            act(s, f"dice {a} {b}")
            expected = [0] * 5
            if a + b == 3:
                expected[BASALT] = 1
            if a + b == 11:
                expected[4] = 1
            assert hand(s, 0) == expected, (a, b)


def test_two_tiles_with_the_number_both_pay() -> None:
    # Corner 25 touches B4 (pine 8), C4 (millet 10), C5 (millet 5); corner 29 C2 (kelp 5).
    s = make_state(hearths={0: [25, 29]}, phase=Phase.ROLL)
    act(s, "dice 1 4")
    assert hand(s, 0) == [0, 0, 1, 1, 0]


def test_shortage_deals_one_card_at_a_time_from_the_seat_on_turn() -> None:
    # Owed pine on an 8: seat 0 two (beacon on 9), seat 1 one (hearth on 20), seat 2 two (beacon on 4).
    s = make_state(3, beacons={0: [9], 2: [4]}, hearths={1: [20]}, phase=Phase.ROLL, turn=2,
                   hands={0: "8 pine", 1: "8 pine"})
    assert s.supply[PINE] == 4
    act(s, "dice 4 4")
    # Round 1 from seat 2: seat 2, seat 0, seat 1; round 2: seat 2 again; Supply empty.
    assert [h[PINE] for h in s.hands] == [9, 9, 2]
    assert s.supply[PINE] == 0
    assert_conserved(s)


def test_shortage_never_gives_more_than_owed() -> None:
    s = make_state(3, beacons={0: [9], 2: [4]}, hearths={1: [20]}, phase=Phase.ROLL, turn=1,
                   hands={0: "9 pine", 1: "8 pine"})
    assert s.supply[PINE] == 3
    act(s, "dice 4 4")
    # One round from seat 1: seat 1 (its one card), seat 2, seat 0.
    assert [h[PINE] for h in s.hands] == [10, 9, 1]
    assert s.supply[PINE] == 0


def test_shortage_of_one_resource_leaves_the_others_whole() -> None:
    # A 5: C2 (kelp) and C5 (millet). Kelp short (1 left), millet plenty.
    s = make_state(2, hearths={0: [29], 1: [34]}, beacons={0: [26]}, phase=Phase.ROLL, turn=1,
                   hands={0: "19 kelp"})
    # 29: C2/C3/D2; 34: C2/D1/D2; 26: C5 only
    act(s, "dice 2 3")
    assert hand(s, 0)[2] == 19 and hand(s, 0)[3] == 2
    assert hand(s, 1)[2] == 1 and s.supply[2] == 0


def test_empty_supply_pays_nothing() -> None:
    s = harvest_state()
    give(s, 3, "20 pine")
    act(s, "dice 4 4")
    assert [h[PINE] for h in s.hands] == [0, 0, 0, 20]


# ------------------------------------------------------------------ the Tide deck


def test_tide_deck_has_two_dice_odds() -> None:
    s = make_state(phase=Phase.ROLL, tide=True)
    outs = dict((a.a, p) for a, p in chance_outcomes(s))
    assert set(outs) == set(range(2, 13))
    for n in range(2, 13):
        assert outs[n] == pytest.approx(TWO_DICE_WAYS[n] / 36)
    assert outs[7] == pytest.approx(6 * outs[2])
    assert_illegal(s, "dice 3 4", "this game uses the Tide deck, not dice")
    assert_illegal(s, "tide 1", "no Tide card 1 is left")
    act(s, "tide 8")
    assert s.tide_left[8] == 4 and sum(s.tide_left) == 35 and s.rolls == [8]


def test_tide_card_that_is_used_up_cannot_be_drawn() -> None:
    s = make_state(phase=Phase.ROLL, tide=True)
    s.tide_left[2] = 0
    assert_illegal(s, "tide 2", "no Tide card 2 is left")


def test_tide_reshuffles_when_five_remain() -> None:
    s = make_state(phase=Phase.ROLL, tide=True)
    s.tide_left = [0] * 13
    s.tide_left[7] = 5
    outs = dict((a.a, p) for a, p in chance_outcomes(s))
    assert outs[2] == pytest.approx(1 / 36) and outs[7] == pytest.approx(6 / 36)
    act(s, "tide 2")
    assert sum(s.tide_left) == 35 and s.tide_left[2] == 0 and s.tide_left[7] == 6


def test_tide_source_deals_whole_decks() -> None:
    """Seeded flips: each run of 31 flips between reshuffles comes from one 36-card deck."""
    s = make_state(phase=Phase.ROLL, tide=True)
    src = ChanceSource(99)
    sizes, cycle = [], Counter()
    for _ in range(93):
        s.phase = Phase.ROLL
        outcome = src.outcome(s)
        apply(s, outcome)
        cycle[outcome.a] += 1
        sizes.append(sum(s.tide_left))
        if sizes[-1] == 5:
            assert all(cycle[n] <= TWO_DICE_WAYS[n] for n in cycle)
            assert sum(cycle.values()) == 31
            cycle = Counter()
    assert sizes[:3] == [35, 34, 33] and sizes[30] == 5 and sizes[31] == 35 and sizes[61] == 5


# ------------------------------------------------------------------ building


def test_causeway_cost_connection_and_listing() -> None:
    s = make_state(hearths={0: [20]}, causeways={0: [22]}, hands={0: "1 pine, 1 basalt"})
    assert [a for a in legal(s) if a.startswith("causeway")] == ["causeway 17", "causeway 31", "causeway 32"]
    assert_illegal(s, "causeway 0", "edge 0 does not touch your hearth, beacon or causeway")
    assert_illegal(s, "causeway 22", "edge 22 already has a causeway")
    assert_illegal(s, "causeway 72", "there is no edge 72")
    act(s, "causeway 17")  # from the far end of causeway 22 (corner 15)
    assert hand(s, 0) == [0] * 5 and s.supply == [20] * 5
    assert s.causeways_left[0] == 12 and s.edge_seat[17] == 0
    assert_illegal(s, "causeway 31", "you need 1 Pine and 1 Basalt")
    assert not [a for a in legal(s) if a.startswith("causeway")]


def test_hearth_cost_spacing_and_connection() -> None:
    s = make_state(hearths={0: [20], 1: [42]}, causeways={0: [31, 37], 1: [53]},
                   hands={0: "4 pine, 2 basalt, 2 millet"})
    # 31 (the far corner of 37) is open; 25 is next to hearth 20.
    assert [a for a in legal(s) if a.startswith("hearth")] == ["hearth 31"]
    assert_illegal(s, "hearth 25", "corner 25 is not open")
    assert_illegal(s, "hearth 20", "corner 20 is not open")
    assert_illegal(s, "hearth 0", "corner 0 does not touch one of your causeways")
    act(s, "hearth 31")
    assert hand(s, 0) == [2, 1, 0, 1, 0]
    assert s.supply == [18, 19, 20, 19, 20]
    assert s.renown[0] == 2 and s.hearths_left[0] == 4
    # Seat 1's causeway 53 (37-42) reaches corner 37, but 37 is next to seat 0's new hearth.
    act(s, "end", "roll", "dice 1 1")
    give(s, 1, "2 pine, 1 basalt, 1 millet")
    assert_illegal(s, "hearth 37", "corner 37 is not open")


def test_hearth_needs_own_causeway_not_an_opponents() -> None:
    s = make_state(hearths={0: [20], 1: [42]}, causeways={1: [53, 47]}, hands={0: "2 pine, 1 basalt, 1 millet"})
    # Corner 31 touches seat 1's causeway 47 only.
    assert_illegal(s, "hearth 31", "corner 31 does not touch one of your causeways")
    s2 = make_state(hearths={0: [20]}, causeways={0: [31, 37]}, hands={0: "1 pine, 1 basalt, 1 millet"})
    assert_illegal(s2, "hearth 31", "you need 2 Pine, 1 Basalt and 1 Millet")


def test_causeway_may_not_pass_through_an_opponents_piece() -> None:
    # Seat 0's trail 20-25-31 ends at seat 1's hearth on 31.
    s = make_state(hearths={0: [20], 1: [31]}, causeways={0: [31, 37]}, hands={0: "3 pine, 3 basalt", 1: "1 pine, 1 basalt"})
    assert "causeway 46" not in legal(s) and "causeway 47" not in legal(s)
    assert_illegal(s, "causeway 46", "passes through an opponent's piece")
    # A beacon blocks the same way.
    s.corner_piece[31] = BEACON_PIECE
    assert_illegal(s, "causeway 47", "passes through an opponent's piece")
    # Seat 1 may build out of its own piece.
    s.corner_piece[31] = HEARTH_PIECE
    act(s, "end", "roll", "dice 1 1", "causeway 46")
    assert s.edge_seat[46] == 1


def test_causeway_may_extend_through_own_hearth() -> None:
    s = make_state(hearths={0: [20, 31]}, causeways={0: [31, 37]}, hands={0: "1 pine, 1 basalt"})
    act(s, "causeway 47")
    assert trail_length(s, 0) == 3


def test_beacon_cost_and_pool() -> None:
    s = make_state(hearths={0: [20, 9], 1: [40]}, hands={0: "6 copper, 4 millet"})
    assert [a for a in legal(s) if a.startswith("beacon")] == ["beacon 9", "beacon 20"]
    assert_illegal(s, "beacon 40", "corner 40 is not one")
    assert_illegal(s, "beacon 0", "corner 0 is not one")
    act(s, "beacon 20")
    assert hand(s, 0) == [0, 0, 0, 2, 3]
    assert s.supply == [20, 20, 20, 18, 17]
    assert s.corner_piece[20] == BEACON_PIECE
    assert s.hearths_left[0] == 5 and s.beacons_left[0] == 2  # the hearth returned to the pool
    assert s.renown[0] == 3
    assert_illegal(s, "beacon 20", "corner 20 is not one")
    act(s, "beacon 9")
    assert s.hearths_left[0] == 6 and s.beacons_left[0] == 1 and s.renown[0] == 4
    set_hand(s, 0, "2 millet, 3 copper")  # the cost comes first: a beacon it could pay for
    assert_illegal(s, "beacon 9", "a beacon is raised on one of your own hearths")


def test_empty_pools_block_building() -> None:
    s = make_state(hearths={0: [20]}, causeways={0: [31, 37]}, hands={0: "9 pine, 9 basalt, 9 millet, 9 copper"})
    s.hearths_left[0] = 0
    s.beacons_left[0] = 0
    s.causeways_left[0] = 0
    assert not [a for a in legal(s) if a.split()[0] in ("hearth", "beacon", "causeway")]
    assert_illegal(s, "hearth 31", "no hearths left in your pool")
    assert_illegal(s, "beacon 20", "no beacons left in your pool")
    assert_illegal(s, "causeway 47", "no causeways left in your pool")


def test_beacon_frees_a_hearth_for_the_empty_pool() -> None:
    s = make_state(hearths={0: [20]}, causeways={0: [31, 37]},
                   hands={0: "3 copper, 2 millet, 2 pine, 1 basalt, 1 millet"})
    s.hearths_left[0] = 0
    assert_illegal(s, "hearth 31", "no hearths left in your pool")
    act(s, "beacon 20")
    assert s.hearths_left[0] == 1
    act(s, "hearth 31")
    assert s.hearths_left[0] == 0 and s.renown[0] == 3 and hand(s, 0) == [0] * 5


def test_pool_sizes() -> None:
    s = make_state()
    assert s.hearths_left == [6] * 4 and s.beacons_left == [3] * 4 and s.causeways_left == [14] * 4


def test_buy_venture_cost_and_draw() -> None:
    s = make_state(hands={0: "1 kelp, 1 millet, 1 copper, 1 pine"})
    act(s, "buy")
    assert s.phase == Phase.DRAW and s.is_chance() and actor(s) == -1
    assert hand(s, 0) == [1, 0, 0, 0, 0] and s.supply == [19, 20, 20, 20, 20]
    outs = dict((str(a), p) for a, p in chance_outcomes(s))
    assert outs == pytest.approx({"draw warden": 12 / 24, "draw landmark": 6 / 24, "draw surveyor": 2 / 24,
                                  "draw bountiful": 2 / 24, "draw embargo": 2 / 24})
    assert_illegal(s, "end", "waiting for the venture card drawn")
    act(s, "draw surveyor")
    assert s.ventures[0][:5] == [0, 0, 1, 0, 0] and s.deck[:5] == [12, 6, 1, 2, 2] and s.phase == Phase.MAIN
    assert not any(s.ventures[0][5:]) and not any(s.deck[5:])  # (Living Island's cards)
    assert_illegal(s, "buy", "you need 1 Kelp, 1 Millet and 1 Copper")
    assert_illegal(s, "draw warden", "not at this point")


def test_failed_apply_never_changes_state() -> None:
    s = make_state(hearths={0: [20]}, causeways={0: [22]}, hands={0: "1 pine"})
    for text in ("causeway 31", "hearth 15", "beacon 20", "buy", "trade pine for kelp", "barge pine for kelp",
                 "roll", "dice 3 4", "discard 0 pine", "autodiscard 0", "ashcloud B2", "rob 1", "steal pine",
                 "warden B2", "surveyor", "bountiful 8", "embargo kelp", "reveal", "accept 1", "pass 1",
                 "close", "confirm 1", "decline", "lapse", "offer 1 pine for 1 pine", "counter 1 1 kelp for 1 pine"):
        assert_illegal(s, text)
    with pytest.raises(RuleError, match="unknown kind 'fly'"):
        Action.parse("fly 3")
    with pytest.raises(RuleError):
        apply(s, Action("fly"))
