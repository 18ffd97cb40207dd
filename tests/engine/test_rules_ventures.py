"""Rule 5: venture cards (RULINGS section 3): the deck, buying, the play limits, each card."""

from __future__ import annotations

from engine.chance import ChanceSource
from engine.rules import actor, apply, chance_outcomes
from engine.state import State
from engine.view import SeatView

from helpers import (
    BOUNTIFUL,
    EMBARGO,
    KELP,
    LANDMARK,
    PINE,
    SURVEYOR,
    WARDEN,
    Phase,
    act,
    assert_conserved,
    assert_illegal,
    give,
    hand,
    legal,
    make_state,
    tile,
)


def hold(s: State, seat: int, card: int, n: int = 1) -> None:
    """Give ``seat`` ``n`` venture cards of a kind from the deck (bought on an earlier turn)."""
    s.deck[card] -= n
    s.ventures[seat][card] += n


def cycle_to(s: State, seat: int) -> None:
    """End turns (rolling 2s, which pay nobody in these tests) until ``seat`` is on turn, pre-roll."""
    act(s, "end")
    while s.turn_seat != seat:
        act(s, "roll", "dice 1 1", "end")
    assert s.phase == Phase.PRE_ROLL


# ------------------------------------------------------------------ the deck and buying


def test_deck_holds_24_cards_and_deals_them_all() -> None:
    s = make_state(2, hands={0: "6 kelp, 6 millet, 6 copper"})
    assert s.deck == [12, 6, 2, 2, 2, 0, 0, 0, 0, 0]  # (no Living Island card)
    src = ChanceSource(5)
    for _ in range(24):
        s.phase = Phase.DRAW
        apply(s, src.outcome(s))
    assert s.ventures[0] == [12, 6, 2, 2, 2, 0, 0, 0, 0, 0] and s.deck == [0] * 10
    assert "buy" not in legal(s)
    assert_illegal(s, "buy", "the venture deck is empty")
    assert_illegal(s, "draw warden", "not at this point")


def test_draw_of_an_exhausted_kind_is_refused() -> None:
    s = make_state(hands={0: "1 kelp, 1 millet, 1 copper"})
    s.deck[SURVEYOR] = 0
    act(s, "buy")
    assert_illegal(s, "draw surveyor", "no such card is left in the venture deck")


def test_card_bought_this_turn_cannot_be_played() -> None:
    s = make_state(2, hands={0: "1 kelp, 1 millet, 1 copper"})
    act(s, "buy", "draw warden")
    assert not [a for a in legal(s) if a.startswith("warden")]
    assert_illegal(s, "warden calm", "bought this turn: play it on a later turn")
    cycle_to(s, 0)
    assert "warden calm" in legal(s)
    act(s, "warden calm")
    assert s.wardens_played[0] == 1 and s.ventures[0][WARDEN] == 0


def test_older_copy_may_be_played_beside_a_new_one() -> None:
    s = make_state(hands={0: "1 kelp, 1 millet, 1 copper"})
    hold(s, 0, SURVEYOR)
    act(s, "buy", "draw surveyor")
    assert s.ventures[0][SURVEYOR] == 2
    act(s, "surveyor")
    assert s.ventures[0][SURVEYOR] == 1


def test_each_kind_bought_this_turn_is_refused() -> None:
    for kind, text in ((SURVEYOR, "surveyor"), (BOUNTIFUL, "bountiful 8"), (EMBARGO, "embargo kelp")):
        s = make_state(hands={0: "1 kelp, 1 millet, 1 copper"})
        act(s, "buy", f"draw {('warden', 'landmark', 'surveyor', 'bountiful', 'embargo')[kind]}")
        assert_illegal(s, text, "bought this turn: play it on a later turn")


def test_playing_a_card_you_do_not_hold() -> None:
    s = make_state(phase=Phase.PRE_ROLL)
    assert_illegal(s, "warden calm", "you hold no Warden")
    act(s, "roll", "dice 1 1")
    assert_illegal(s, "surveyor", "you hold no Surveyor")
    assert_illegal(s, "embargo kelp", "you hold no Embargo")
    assert_illegal(s, "reveal", "you hold no hidden Landmark")


def test_only_one_venture_card_per_turn() -> None:
    s = make_state(hands={0: "2 basalt"})
    for card in (SURVEYOR, EMBARGO, BOUNTIFUL, WARDEN):
        hold(s, 0, card)
    act(s, "surveyor")
    playable = [a for a in legal(s) if a.split()[0] in ("warden", "surveyor", "embargo", "bountiful")]
    assert playable == []
    assert_illegal(s, "embargo kelp", "one venture card a turn, and you have played yours")
    assert_illegal(s, "bountiful 8", "one venture card a turn, and you have played yours")
    assert_illegal(s, "warden calm", "one venture card a turn, and you have played yours")
    cycle_to(s, 0)
    act(s, "roll", "dice 1 1", "embargo kelp")
    assert s.embargo[0] == KELP


def test_only_a_warden_before_the_roll() -> None:
    s = make_state(phase=Phase.PRE_ROLL)
    for card in (WARDEN, SURVEYOR, BOUNTIFUL, EMBARGO, LANDMARK):
        hold(s, 0, card)
    kinds = {a.split()[0] for a in legal(s)}
    assert kinds == {"roll", "warden", "reveal"}
    assert_illegal(s, "surveyor", "a Surveyor is played after rolling")
    assert_illegal(s, "bountiful 8", "a Bountiful Tide is played after rolling")
    assert_illegal(s, "embargo kelp", "Embargo is played after rolling")


# ------------------------------------------------------------------ Warden


def warden_state(phase: Phase = Phase.MAIN) -> State:
    # Seat 1 (renown 3: beacon 17 on B1/B2/C2, hearth 44 on D2/D3/E2) holds 2 kelp.
    # Seat 2 (renown 1) alone on A1 (corner 0): A1 is sheltered.
    s = make_state(beacons={1: [17]}, hearths={0: [2], 1: [44], 2: [0]}, hands={1: "2 kelp"}, phase=phase)
    hold(s, 0, WARDEN)
    return s


def test_warden_before_the_roll_moves_and_steals() -> None:
    s = warden_state(Phase.PRE_ROLL)
    assert s.renown == [1, 3, 1, 0]
    got = legal(s)
    assert "warden calm" in got and "warden B2" in got and "warden A1" not in got and "warden C3" not in got
    act(s, "warden B2")
    assert s.ash == tile("B2") and s.phase == Phase.STEAL and s.victim == 1
    assert [(str(a), p) for a, p in chance_outcomes(s)] == [("steal kelp", 1.0)]
    act(s, "steal kelp")
    assert hand(s, 0)[KELP] == 1 and hand(s, 1)[KELP] == 1
    assert s.phase == Phase.PRE_ROLL and s.wardens_played[0] == 1 and s.ventures[0][WARDEN] == 0
    assert legal(s) == ["roll"]  # the turn's card is played
    act(s, "roll", "dice 1 1")
    hold(s, 0, SURVEYOR)
    assert_illegal(s, "surveyor", "one venture card a turn, and you have played yours")
    assert_conserved(s)


def test_warden_after_the_roll_returns_to_main_and_makes_no_discards() -> None:
    s = warden_state()
    give(s, 2, "10 pine")
    act(s, "warden B1")
    assert s.phase == Phase.STEAL
    act(s, "steal kelp")
    assert s.phase == Phase.MAIN and s.ash == tile("B1")
    assert sum(s.hands[2]) == 10 and s.discard_owed == [0, 0, 0, 0]


def test_warden_move_rules() -> None:
    s = warden_state()
    assert_illegal(s, "warden A1", "A1 is sheltered")
    s.ash = tile("B2")
    assert_illegal(s, "warden B2", "already on B2")
    # A tile of the player's own (renown 1) is sheltered too.
    assert_illegal(s, "warden A3", "A3 is sheltered")
    # An empty tile is not sheltered and has nobody to rob.
    act(s, "warden E3")
    assert s.ash == tile("E3") and s.phase == Phase.MAIN


def test_warden_calm_returns_to_the_caldera_and_robs_nobody() -> None:
    s = warden_state()
    s.ash = tile("B2")
    # Seat 1 (renown 3) also touches the Caldera.
    s.corner_piece[18], s.corner_seat[18] = 1, 1
    s.seat_corners[1].append(18)
    act(s, "warden calm")
    assert s.ash == 9 and s.phase == Phase.MAIN and hand(s, 1)[KELP] == 2
    assert s.wardens_played[0] == 1


def test_warden_with_two_victims_lets_the_roller_pick() -> None:
    s = make_state(beacons={1: [17], 2: [23]}, hearths={1: [44], 2: [0]}, hands={1: "2 kelp", 2: "1 pine"})
    hold(s, 0, WARDEN)
    # B2 holds seat 1 (beacon 17) and seat 2 (beacon 23: B2/C2/C3); both have 3 renown.
    act(s, "warden B2")
    assert s.phase == Phase.ROB and legal(s) == ["rob 1", "rob 2"]
    assert_illegal(s, "rob 0", "seat 0 cannot be robbed")
    assert_illegal(s, "rob 3", "seat 3 cannot be robbed")
    act(s, "rob 2", "steal pine")
    assert hand(s, 0)[PINE] == 1 and s.phase == Phase.MAIN


# ------------------------------------------------------------------ Landmark


def test_landmark_hidden_then_revealed() -> None:
    s = make_state(hearths={0: [20]}, phase=Phase.PRE_ROLL)
    hold(s, 0, LANDMARK, 2)
    assert s.renown[0] == 1 and s.total_renown(0) == 3
    other = SeatView(s, 1)
    assert other.renown[0] == 1 and other.venture_counts[0] == 2
    assert SeatView(s, 0).total_renown == 3
    assert "reveal" in legal(s)
    act(s, "reveal")  # before rolling
    assert s.renown[0] == 2 and s.landmarks_shown[0] == 1 and s.ventures[0][LANDMARK] == 1
    assert not s.venture_played
    act(s, "roll", "dice 1 1", "reveal")  # after rolling
    assert s.renown[0] == 3 and s.total_renown(0) == 3 and s.recompute_renown(0) == 3
    assert_illegal(s, "reveal", "you hold no hidden Landmark")


def test_landmark_is_never_played() -> None:
    s = make_state(hearths={0: [20]}, hands={0: "1 kelp, 1 millet, 1 copper"})
    hold(s, 0, SURVEYOR)
    act(s, "surveyor")
    act(s, "buy", "draw landmark")
    act(s, "reveal")  # bought this turn, after a card was played: still fine
    assert s.renown[0] == 2 and s.landmarks_shown[0] == 1


def test_reveal_only_on_own_turn() -> None:
    s = make_state(hearths={0: [20]}, hands={0: "1 pine"})
    hold(s, 1, LANDMARK)
    act(s, "offer 1 pine for 1 kelp")
    assert actor(s) == 1
    assert_illegal(s, "reveal", "an Exchange Board offer is open")


# ------------------------------------------------------------------ Surveyor


def test_surveyor_two_free_then_one_basalt() -> None:
    s = make_state(hearths={0: [20]}, hands={0: "1 basalt, 1 pine"})
    hold(s, 0, SURVEYOR)
    act(s, "surveyor")
    assert s.free_causeways == 2 and s.ventures[0][SURVEYOR] == 0
    act(s, "causeway 31", "causeway 37")
    assert hand(s, 0) == [1, 1, 0, 0, 0] and s.supply == [19, 19, 20, 20, 20]
    act(s, "causeway 47")  # 1 basalt only
    assert hand(s, 0) == [1, 0, 0, 0, 0]
    assert [a for a in legal(s) if a.startswith("causeway")] == []
    assert_illegal(s, "causeway 46", "after a Surveyor you need 1 Basalt; you have none")
    assert s.causeways_left[0] == 11
    # The discount ends with the turn.
    give(s, 0, "1 basalt")
    cycle_to(s, 0)
    act(s, "roll", "dice 1 1", "causeway 46")
    assert hand(s, 0) == [0, 0, 0, 0, 0]


def test_surveyor_free_causeways_still_need_connection() -> None:
    s = make_state(hearths={0: [20]})
    hold(s, 0, SURVEYOR)
    act(s, "surveyor")
    assert [a for a in legal(s) if a.startswith("causeway")] == ["causeway 22", "causeway 31", "causeway 32"]
    assert_illegal(s, "causeway 0", "edge 0 does not touch")


# ------------------------------------------------------------------ Bountiful Tide


def test_bountiful_pays_only_the_player() -> None:
    # 8: A2 and B4 (pine). Seat 0: hearth 9 (A2), beacon 20 (B4). Seat 1: hearth 4 (A1/A2).
    s = make_state(hearths={0: [9], 1: [4]}, beacons={0: [20]})
    hold(s, 0, BOUNTIFUL)
    assert [a for a in legal(s) if a.startswith("bountiful")] == [
        f"bountiful {n}" for n in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)]
    act(s, "bountiful 8")
    assert hand(s, 0) == [3, 0, 0, 0, 0] and hand(s, 1) == [0] * 5
    assert s.supply[PINE] == 17 and s.ventures[0][BOUNTIFUL] == 0 and s.venture_played
    assert s.rolls == []  # not a roll


def test_bountiful_skips_the_ashcloud_and_is_limited_by_supply() -> None:
    s = make_state(hearths={0: [9]}, beacons={0: [20]}, ash="B4")
    hold(s, 0, BOUNTIFUL)
    act(s, "bountiful 8")
    assert hand(s, 0)[PINE] == 1
    s = make_state(hearths={0: [9]}, beacons={0: [20]}, hands={1: "18 pine"})
    hold(s, 0, BOUNTIFUL)
    act(s, "bountiful 8")
    assert hand(s, 0)[PINE] == 2 and s.supply[PINE] == 0


def test_bountiful_number_must_be_2_to_12_not_7() -> None:
    s = make_state(hearths={0: [9]})
    hold(s, 0, BOUNTIFUL)
    for n in (7, 1, 13, 0):
        assert_illegal(s, f"bountiful {n}", "name a number from 2 to 12 other than 7")
    s.phase = Phase.PRE_ROLL
    assert_illegal(s, "bountiful 8", "after rolling")


# ------------------------------------------------------------------ Embargo


def test_embargo_bars_others_until_the_players_next_turn() -> None:
    s = make_state(2, hands={0: "4 kelp", 1: "8 kelp, 8 pine"})
    hold(s, 0, EMBARGO)
    assert [a for a in legal(s) if a.startswith("embargo")] == [
        "embargo pine", "embargo basalt", "embargo kelp", "embargo millet", "embargo copper"]
    act(s, "embargo kelp")
    assert s.embargo == [KELP, -1]
    act(s, "trade kelp for pine")  # the player itself trades freely
    assert hand(s, 0) == [1, 0, 0, 0, 0]
    act(s, "end", "roll", "dice 1 1")
    assert s.turn_seat == 1 and s.embargo == [KELP, -1]
    assert not [a for a in legal(s) if "kelp" in a]
    assert_illegal(s, "trade kelp for basalt", "Kelp is under Embargo until seat 0's next turn")
    assert_illegal(s, "trade pine for kelp", "Kelp is under Embargo until seat 0's next turn")
    assert_illegal(s, "barge kelp for basalt", "Kelp is under Embargo until seat 0's next turn")
    assert_illegal(s, "offer 1 kelp for 1 pine", "Kelp is under Embargo until seat 0's next turn")
    act(s, "trade pine for basalt")
    act(s, "end")  # seat 0's next turn starts: the Embargo is over
    assert s.embargo == [-1, -1]
    act(s, "roll", "dice 1 1", "end", "roll", "dice 1 1", "trade kelp for basalt")
    assert hand(s, 1) == [4, 2, 4, 0, 0]


def test_embargo_names_a_resource() -> None:
    s = make_state()
    hold(s, 0, EMBARGO)
    from engine.actions import Action
    assert_illegal(s, Action("embargo", 5), "name one of the five resources")
