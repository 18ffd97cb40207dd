"""Rule 7 and RULINGS 5 (sheltered tile, steal, discards): rolling a 7."""

from __future__ import annotations

import pytest

from engine.rules import actor, auto_discard_choice, chance_outcomes, sheltered, timeout_action

from helpers import (
    KELP,
    PINE,
    Phase,
    act,
    assert_conserved,
    assert_illegal,
    hand,
    legal,
    make_state,
    tile,
)

# ------------------------------------------------------------------ a 7 pays nothing; discards


def test_seven_pays_nothing_and_nobody_discards_at_eight() -> None:
    # Hearths on every kind of tile would pay on other numbers; a 7 pays nothing.
    s = make_state(hearths={0: [9], 1: [25]}, hands={0: "8 pine", 1: "3 kelp"}, phase=Phase.ROLL)
    act(s, "dice 3 4")
    assert s.rolls == [7] and hand(s, 0) == [8, 0, 0, 0, 0] and hand(s, 1) == [0, 0, 3, 0, 0]
    assert s.discard_owed == [0, 0, 0, 0]
    assert s.phase == Phase.MOVE_ASHCLOUD and actor(s) == 0


def test_discard_half_rounded_down_over_eight() -> None:
    s = make_state(hands={0: "9 pine", 1: "11 kelp", 2: "8 basalt", 3: "10 millet"}, phase=Phase.ROLL, turn=2)
    act(s, "dice 6 1")
    assert s.phase == Phase.DISCARD and s.discard_owed == [4, 5, 0, 5]
    # The first owing seat from the roller (seat 2) is listed: seat 3.
    assert actor(s) == 3 and legal(s) == ["discard 3 millet"]
    assert str(timeout_action(s)) == "autodiscard 3"
    assert_illegal(s, "discard 2 basalt", "seat 2 has nothing to discard")
    assert_illegal(s, "discard 0 kelp", "seat 0 holds no Kelp")
    assert_illegal(s, "discard 9 kelp", "there is no seat 9")
    assert_illegal(s, "ashcloud B2", "waiting for discards after a 7")
    assert_illegal(s, "end", "waiting for discards after a 7")
    # Seats discard in any order, one card at a time.
    act(s, "discard 0 pine")
    assert s.discard_owed == [3, 5, 0, 5] and hand(s, 0) == [8, 0, 0, 0, 0] and s.supply[PINE] == 12
    act(s, "discard 1 kelp", "discard 0 pine", "discard 0 pine", "discard 0 pine")
    assert hand(s, 0) == [5, 0, 0, 0, 0]
    assert_illegal(s, "discard 0 pine", "seat 0 has nothing to discard")
    act(s, "autodiscard 1", "autodiscard 3")
    assert hand(s, 1) == [0, 0, 6, 0, 0] and hand(s, 3) == [0, 0, 0, 5, 0]
    assert s.discard_owed == [0] * 4
    assert s.phase == Phase.MOVE_ASHCLOUD and actor(s) == 2
    assert_conserved(s)


def test_discard_owed_is_fixed_at_the_roll() -> None:
    # 9 cards owe 4 even though the hand shrinks while discarding.
    s = make_state(hands={1: "5 pine, 4 kelp"}, phase=Phase.ROLL)
    act(s, "dice 5 2")
    assert s.discard_owed == [0, 4, 0, 0]
    act(s, "discard 1 kelp", "discard 1 kelp", "discard 1 kelp")
    assert s.phase == Phase.DISCARD and legal(s) == ["discard 1 pine", "discard 1 kelp"]
    act(s, "discard 1 kelp")
    assert hand(s, 1) == [5, 0, 0, 0, 0] and s.phase == Phase.MOVE_ASHCLOUD


@pytest.mark.parametrize(
    "held, owed, returned",
    [
        ((3, 3, 0, 1, 2), 4, (2, 2, 0, 0, 0)),
        ((3, 3, 3, 0, 0), 4, (2, 1, 1, 0, 0)),     # ties: Pine, Basalt, Kelp
        ((0, 0, 0, 5, 5), 5, (0, 0, 0, 3, 2)),     # Millet before Copper
        ((1, 1, 1, 1, 6), 5, (0, 0, 0, 0, 5)),     # the largest stack, one card at a time
        ((2, 0, 0, 4, 5), 5, (0, 0, 0, 2, 3)),
        ((4, 4, 4, 4, 4), 10, (2, 2, 2, 2, 2)),
    ],
)
def test_autodiscard_largest_stack_ties_in_resource_order(held, owed, returned) -> None:
    assert auto_discard_choice(list(held), owed) == returned


def test_autodiscard_action_after_a_partial_manual_discard() -> None:
    s = make_state(hands={0: "3 pine, 3 basalt, 3 kelp, 1 copper"}, phase=Phase.ROLL)
    act(s, "dice 4 3")
    assert s.discard_owed == [5, 0, 0, 0]
    act(s, "discard 0 copper")  # 4 still owed, from 3/3/3
    act(s, "autodiscard 0")
    assert hand(s, 0) == [1, 2, 2, 0, 0]
    assert s.phase == Phase.MOVE_ASHCLOUD
    assert_illegal(s, "autodiscard 0", "move the Ashcloud first")


# ------------------------------------------------------------------ moving the Ashcloud


def ash_state(**kw):
    # Seat 1: renown 3 (beacon 17 on B1/B2/C2, hearth 44 on D2/E1/E2). Seat 2: renown 1 on A1 (corner 0).
    # Seat 3: renown 2 (hearth 2 on A3, hearth 50 on E3). Seat 0 (roller): renown 1 on corner 29 (C2/C3/D2).
    return make_state(beacons={1: [17]}, hearths={0: [29], 1: [44], 2: [0], 3: [2, 50]},
                      hands={1: "1 kelp, 1 pine", 2: "2 copper", 3: "1 basalt"}, phase=Phase.ROLL, **kw)


def test_sheltered_tiles() -> None:
    s = ash_state()
    assert s.renown == [1, 3, 1, 2]
    assert sheltered(s, tile("A1")) and sheltered(s, tile("A3")) and sheltered(s, tile("E3"))
    assert sheltered(s, tile("C3"))       # only seat 0 (renown 1) touches the Caldera
    assert not sheltered(s, tile("C2"))   # seat 0 (1) and seat 1 (3): not all low
    assert not sheltered(s, tile("E1"))   # empty tiles are not sheltered
    assert not sheltered(s, tile("B1"))


def test_ashcloud_must_move_to_a_different_unsheltered_tile() -> None:
    s = ash_state(ash="B1")
    act(s, "dice 3 4")
    assert s.phase == Phase.MOVE_ASHCLOUD
    targets = [a.split()[1] for a in legal(s)]
    assert targets == ["A2", "B2", "B3", "B4", "C1", "C2", "C4", "C5", "D1", "D2", "D3", "D4", "E1", "E2"]
    assert_illegal(s, "ashcloud B1", "already on B1", "must move to a different tile")
    assert_illegal(s, "ashcloud A1", "A1 is sheltered")
    assert_illegal(s, "ashcloud C3", "C3 is sheltered")
    act(s, "ashcloud D4")  # nobody there: no steal, the turn goes on
    assert s.ash == tile("D4") and s.phase == Phase.MAIN


def test_caldera_is_a_legal_target() -> None:
    s = make_state(hearths={1: [18]}, phase=Phase.ROLL, ash="B1")
    s.renown[1] = 3
    act(s, "dice 3 4")
    assert "ashcloud C3" in legal(s)


def test_ashcloud_stays_when_every_other_tile_is_sheltered() -> None:
    # Eight hearths, two per seat (renown 2 each), touch all 18 tiles around the Caldera.
    s = make_state(hearths={0: [0, 1], 1: [10, 22], 2: [13, 31], 3: [39, 45]}, phase=Phase.ROLL,
                   hands={1: "3 pine"})
    assert all(sheltered(s, t) for t in range(19) if t != 9)
    act(s, "dice 1 6")
    assert s.ash == 9 and s.phase == Phase.MAIN
    assert hand(s, 1) == [3, 0, 0, 0, 0]
    # A Warden can then only calm it.
    s.ventures[0][0], s.deck[0] = 1, 11
    assert [a for a in legal(s) if a.startswith("warden")] == ["warden calm"]


def test_stuck_ashcloud_still_steals_on_its_tile() -> None:
    """Engine choice: when the Ashcloud cannot move, the steal looks at the tile it stays on.
    Renown is set by hand: no position reachable on Landfall has a robbable seat on the
    Ashcloud's tile while every other tile is sheltered."""
    s = make_state(hearths={0: [1, 2, 7], 1: [18, 25, 28], 2: [44, 41], 3: [0]}, phase=Phase.ROLL,
                   hands={3: "1 kelp"}, ash="A1")
    s.renown = [2, 2, 2, 3]
    assert all(sheltered(s, t) for t in range(19) if t != tile("A1"))
    act(s, "dice 2 5")
    assert s.ash == tile("A1") and s.phase == Phase.STEAL and s.victim == 3
    act(s, "steal kelp")
    assert hand(s, 0) == [0, 0, 1, 0, 0] and s.phase == Phase.MAIN


# ------------------------------------------------------------------ the steal


def test_single_victim_is_robbed_without_a_choice() -> None:
    s = ash_state()
    act(s, "dice 3 4", "ashcloud B2")
    assert s.phase == Phase.STEAL and s.victim == 1 and actor(s) == -1
    outs = {str(a): p for a, p in chance_outcomes(s)}
    assert outs == {"steal pine": 0.5, "steal kelp": 0.5}
    assert_illegal(s, "steal copper", "seat 1 holds no such card")
    act(s, "steal pine")
    assert hand(s, 0) == [1, 0, 0, 0, 0] and hand(s, 1) == [0, 0, 1, 0, 0]
    assert s.phase == Phase.MAIN  # the roller continues the turn
    assert_conserved(s)


def test_no_steal_from_two_or_less_renown_or_from_self() -> None:
    # C2 holds the roller (seat 0, renown 3, beacon 29), seat 1 (renown 3, beacon 17) and
    # seat 2 (renown 1, hearth 28): only seat 1 can be robbed, with no choice asked.
    s = make_state(beacons={0: [29], 1: [17]}, hearths={0: [2], 1: [44], 2: [28]},
                   hands={0: "1 basalt", 1: "1 kelp", 2: "5 pine"}, phase=Phase.ROLL)
    assert s.renown == [3, 3, 1, 0]
    act(s, "dice 3 4", "ashcloud C2")
    assert s.phase == Phase.STEAL and s.victim == 1
    act(s, "steal kelp")
    assert hand(s, 0) == [0, 1, 1, 0, 0] and hand(s, 2) == [5, 0, 0, 0, 0]


def test_hidden_landmarks_do_not_count_for_the_steal() -> None:
    s = ash_state()
    s.corner_piece[44], s.corner_seat[44] = 0, -1
    s.seat_corners[1].remove(44)
    s.renown[1] = 2
    s.ventures[1][1], s.deck[1] = 3, 3  # three hidden Landmarks: public renown stays 2
    act(s, "dice 3 4")
    # B1 and B2 hold only seat 1 (public 2), C2 seat 1 and seat 0 (1): all sheltered.
    for tid in ("B1", "B2", "C2"):
        assert f"ashcloud {tid}" not in legal(s)
        assert_illegal(s, f"ashcloud {tid}", f"{tid} is sheltered")
    act(s, "ashcloud D4")
    assert s.phase == Phase.MAIN


def test_roller_picks_among_several() -> None:
    # B2: seat 1 (beacon 17, renown 3) and seat 3 (hearth 18 + Landmarks shown, renown 3).
    s = make_state(beacons={1: [17]}, hearths={1: [44], 3: [13]}, landmarks_shown={3: 2},
                   hands={1: "1 kelp", 3: "2 pine"}, phase=Phase.ROLL)
    assert s.renown == [0, 3, 0, 3]
    act(s, "dice 3 4", "ashcloud B2")
    assert s.phase == Phase.ROB and actor(s) == 0 and legal(s) == ["rob 1", "rob 3"]
    assert_illegal(s, "rob 2", "seat 2 cannot be robbed")
    assert_illegal(s, "end", "choose whom to rob first")
    act(s, "rob 3")
    assert s.phase == Phase.STEAL and s.victim == 3
    act(s, "steal pine")
    assert hand(s, 0) == [1, 0, 0, 0, 0] and hand(s, 3) == [1, 0, 0, 0, 0]


def test_empty_hand_gives_nothing() -> None:
    s = ash_state()
    s.hands[1] = [0] * 5
    s.supply = [20] * 5
    s.supply[4] -= 2  # seat 2's copper
    s.supply[1] -= 1  # seat 3's basalt
    act(s, "dice 3 4", "ashcloud B2")
    assert s.phase == Phase.MAIN and hand(s, 0) == [0] * 5
    # With several candidates, picking the empty hand also gives nothing.
    s = make_state(beacons={1: [17]}, hearths={1: [44], 3: [13]}, landmarks_shown={3: 2},
                   hands={1: "1 kelp"}, phase=Phase.ROLL)
    act(s, "dice 3 4", "ashcloud B2", "rob 3")
    assert s.phase == Phase.MAIN and hand(s, 0) == [0] * 5 and hand(s, 1) == [0, 0, 1, 0, 0]


def test_seven_from_the_pre_roll_ends_in_main() -> None:
    s = ash_state()
    s.phase = Phase.PRE_ROLL
    act(s, "roll", "dice 2 5", "ashcloud B2", "steal kelp")
    assert s.phase == Phase.MAIN and hand(s, 0)[KELP] == 1


def test_ashcloud_targets_match_the_sheltered_rule() -> None:
    import random

    from engine.rules import ashcloud_targets

    rng = random.Random(7)
    for _ in range(300):
        s = make_state()
        for c in rng.sample(range(54), rng.randrange(0, 10)):
            seat = rng.randrange(4)
            s.corner_piece[c], s.corner_seat[c] = rng.choice([1, 2]), seat
            s.seat_corners[seat].append(c)
        s.renown = [rng.randrange(0, 5) for _ in range(4)]
        s.ash = rng.randrange(19)
        expected = [t for t in range(19) if t != s.ash and not sheltered(s, t)]
        assert list(ashcloud_targets(s)) == expected
