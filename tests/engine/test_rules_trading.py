"""Rule 6: trading (Supply 4:1, jetties, the Barge, the Exchange Board, Embargo on all of them)."""

from __future__ import annotations

from engine.actions import Action
from engine.ai.base import trade_answer
from engine.offer import COUNTERED, PASSED, PENDING
from engine.rules import actor, apply, legal_actions, timeout_action
from engine.view import SeatView

from helpers import (
    EMBARGO,
    KELP,
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


def trades(s) -> list[str]:
    return [a for a in legal(s) if a.startswith(("trade", "barge"))]


# ------------------------------------------------------------------ the Supply and jetties


def test_supply_four_for_one() -> None:
    s = make_state(hands={0: "4 pine, 3 basalt"})
    assert trades(s) == ["trade pine for basalt", "trade pine for kelp", "trade pine for millet",
                         "trade pine for copper"]
    act(s, "trade pine for kelp")
    assert hand(s, 0) == [0, 3, 1, 0, 0] and s.supply == [20, 17, 19, 20, 20]
    assert_illegal(s, "trade basalt for kelp", "this trade takes 4 Basalt; you have 3")
    assert_illegal(s, "trade basalt for basalt", "trade one resource for a different one")
    assert_conserved(s)


def test_supply_must_hold_the_card() -> None:
    s = make_state(hands={0: "4 pine", 1: "20 kelp"})
    assert "trade pine for kelp" not in trades(s)
    assert_illegal(s, "trade pine for kelp", "the Supply has no Kelp left")


def test_open_jetty_three_for_one() -> None:
    # Corner 0 is on edge 0, an open jetty.
    s = make_state(hearths={0: [0]}, hands={0: "3 basalt, 3 millet"})
    assert s.rates[0] == [3, 3, 3, 3, 3]
    act(s, "trade basalt for pine")
    assert hand(s, 0) == [1, 0, 0, 3, 0]


def test_resource_jetty_two_for_one_and_only_for_that_resource() -> None:
    # Corner 5 is on edge 4, the millet jetty.
    s = make_state(hearths={0: [5]}, hands={0: "2 millet, 3 pine"})
    assert s.rates[0] == [4, 4, 4, 2, 4]
    assert trades(s) == ["trade millet for pine", "trade millet for basalt", "trade millet for kelp",
                         "trade millet for copper"]
    act(s, "trade millet for copper")
    assert hand(s, 0) == [3, 0, 0, 0, 1]
    assert_illegal(s, "trade pine for copper", "this trade takes 4 Pine; you have 3")


def test_both_jetties_combine_and_beacons_count() -> None:
    s = make_state(hearths={0: [0]}, beacons={0: [5]})
    assert s.rates[0] == [3, 3, 3, 2, 3]


def test_jetty_rate_comes_with_the_hearth() -> None:
    # Seat 0 builds on corner 15 (edge 17, an open jetty) and trades 3:1 at once.
    s = make_state(hearths={0: [20]}, causeways={0: [22]}, hands={0: "2 pine, 1 basalt, 1 millet, 3 kelp"})
    assert s.rates[0] == [4] * 5
    # 15 is next to 20; build via 17 to 10 instead: corner 10 is on edge 17 too.
    give(s, 0, "1 pine, 1 basalt")
    act(s, "causeway 17", "hearth 10")
    assert s.rates[0] == [3] * 5
    act(s, "trade kelp for copper")
    assert hand(s, 0) == [0, 0, 0, 0, 1]


def test_a_causeway_on_a_jetty_edge_is_not_enough() -> None:
    s = make_state(hearths={0: [7]}, causeways={0: [6, 0]}, hands={0: "3 pine"})
    assert s.rates[0] == [4] * 5
    assert trades(s) == []


# ------------------------------------------------------------------ the Barge


def test_barge_two_players_only() -> None:
    s = make_state(hands={0: "2 pine"})
    assert trades(s) == []
    assert_illegal(s, "barge pine for kelp", "the Barge is only in two-player games")


def test_barge_once_a_turn_two_for_one() -> None:
    s = make_state(2, hands={0: "4 pine, 2 kelp"})
    assert "barge pine for kelp" in trades(s) and "barge kelp for pine" in trades(s)
    act(s, "barge pine for kelp")
    assert hand(s, 0) == [2, 0, 3, 0, 0] and s.supply == [18, 20, 17, 20, 20]
    assert not [a for a in trades(s) if a.startswith("barge")]
    assert_illegal(s, "barge pine for basalt", "the Barge sails once a turn")
    act(s, "end", "roll", "dice 1 1", "end", "roll", "dice 1 1")
    act(s, "barge pine for basalt")
    assert hand(s, 0) == [0, 1, 3, 0, 0]


def test_barge_same_resource_and_short_hand() -> None:
    s = make_state(2, hands={0: "1 pine, 2 kelp"})
    assert_illegal(s, "barge kelp for kelp", "trade one resource for a different one")
    assert_illegal(s, "barge pine for kelp", "this trade takes 2 Pine; you have 1")


# ------------------------------------------------------------------ the Exchange Board


def board_state(seats: int = 4):
    return make_state(seats, hands={0: "3 pine, 1 copper", 1: "2 kelp", 2: "1 kelp, 1 basalt", 3: "1 millet"}
                      if seats == 4 else {0: "3 pine, 1 copper", 1: "2 kelp"})


def test_offer_accept_confirm_moves_cards() -> None:
    s = board_state()
    act(s, "offer 2 pine for 1 kelp")
    assert s.phase == Phase.OFFER and actor(s) == 1 and s.offers_posted == 1
    assert s.offer.answers == [PASSED, PENDING, PENDING, PENDING]
    assert legal(s) == ["accept 1", "pass 1"]
    assert str(timeout_action(s)) == "unanswered 1", "on one device the seat shown the offer passes when its time is up"
    assert str(timeout_action(s, shared_window=True)) == "close"
    act(s, "accept 1")
    assert actor(s) == 2 and legal(s) == ["accept 2", "pass 2"]
    act(s, "pass 2")
    assert legal(s) == ["pass 3"]  # seat 3 holds no kelp
    assert_illegal(s, "accept 3", "you do not hold 1 Kelp")
    act(s, "pass 3")  # everyone answered: the window closes at once
    assert s.phase == Phase.CONFIRM and actor(s) == 0
    assert legal(s) == ["confirm 1", "decline"]
    assert str(timeout_action(s)) == "lapse"
    assert_illegal(s, "confirm 2", "seat 2 did not accept or counter")
    act(s, "confirm 1")
    assert hand(s, 0) == [1, 0, 1, 0, 1] and hand(s, 1) == [2, 0, 1, 0, 0]
    assert s.phase == Phase.MAIN and s.offer is None and s.dealt_with == [False, True, False, False]
    assert_conserved(s)


def test_nothing_else_is_legal_while_an_offer_is_open() -> None:
    s = make_state(hearths={0: [20]}, hands={0: "6 pine, 6 basalt, 2 millet, 1 kelp, 1 copper", 1: "2 kelp"})
    act(s, "offer 1 pine for 1 kelp")
    for text in ("end", "causeway 22", "hearth 15", "buy", "trade pine for kelp", "offer 1 pine for 1 kelp",
                 "reveal", "warden calm", "roll", "confirm 1", "decline", "lapse"):
        assert_illegal(s, text, "an Exchange Board offer is open")
    act(s, "accept 1", "close")
    assert s.phase == Phase.CONFIRM
    for text in ("end", "causeway 22", "trade pine for kelp", "offer 1 pine for 1 kelp", "pass 2", "close",
                 "accept 2", "reveal"):
        assert_illegal(s, text, "confirm or decline an answer first")


def test_counter_replaces_the_answer_and_sets_the_terms() -> None:
    s = board_state()
    act(s, "offer 2 pine for 1 kelp")
    # Seat 2 counters: it gives 1 basalt and wants 1 pine and 1 copper.
    act(s, "pass 1", "counter 2 1 basalt for 1 pine, 1 copper")
    assert s.offer.answers[2] == COUNTERED
    assert s.offer.counters[2] == ((1, 0, 0, 0, 1), (0, 1, 0, 0, 0))
    act(s, "close")  # seat 3 never answered: it passes
    assert s.offer.answers == [PASSED, PASSED, COUNTERED, PASSED]
    assert legal(s) == ["confirm 2", "decline"]
    act(s, "confirm 2")
    assert hand(s, 0) == [2, 1, 0, 0, 0] and hand(s, 2) == [1, 0, 1, 0, 1]


def test_counter_rules() -> None:
    s = board_state()
    act(s, "offer 2 pine for 1 kelp")
    assert_illegal(s, "counter 1 3 kelp for 1 pine", "you do not hold 3 Kelp")
    assert_illegal(s, "counter 1 1 kelp for 5 pine", "at most 4 of each kind")
    assert_illegal(s, "counter 1 1 kelp for nothing", "at least one")
    assert_illegal(s, "counter 0 1 pine for 1 kelp", "the offerer does not answer its own offer")
    assert_illegal(s, "counter 7 1 kelp for 1 pine", "there is no seat 7")
    act(s, "counter 1 1 kelp for 1 pine")
    assert_illegal(s, "counter 1 2 kelp for 1 pine", "seat 1 has already answered")
    assert_illegal(s, "accept 1", "seat 1 has already answered")
    assert_illegal(s, "pass 1", "seat 1 has already answered")


def test_answers_in_any_order() -> None:
    s = board_state()
    act(s, "offer 2 pine for 1 kelp")
    act(s, "accept 2")  # seat 2 answers before seat 1
    assert actor(s) == 1
    act(s, "pass 3", "accept 1")
    assert s.phase == Phase.CONFIRM
    assert legal(s) == ["confirm 1", "confirm 2", "decline"]
    act(s, "confirm 2")  # one deal only: seat 1 gets nothing
    assert hand(s, 1) == [0, 0, 2, 0, 0] and hand(s, 2) == [2, 1, 0, 0, 0]


def test_window_with_no_takers_goes_back_to_main() -> None:
    s = board_state()
    act(s, "offer 2 pine for 1 kelp", "pass 1", "pass 2", "pass 3")
    assert s.phase == Phase.MAIN and s.offer is None
    act(s, "offer 2 pine for 1 kelp", "close")
    assert s.phase == Phase.MAIN and s.offer is None and s.offers_posted == 2


def test_decline_and_lapse_move_nothing() -> None:
    for ending in ("decline", "lapse"):
        s = board_state()
        act(s, "offer 2 pine for 1 kelp", "accept 1", "close")
        assert_illegal(s, "close", "confirm or decline an answer first")
        act(s, ending)
        assert s.phase == Phase.MAIN and s.offer is None
        assert hand(s, 0) == [3, 0, 0, 0, 1] and hand(s, 1) == [0, 0, 2, 0, 0]
        assert s.dealt_with == [False] * 4
        assert_illegal(s, ending, "not at this point")


def test_offer_shape_rules() -> None:
    s = board_state()
    assert_illegal(s, "offer 4 pine for 1 kelp", "you do not hold 4 Pine")
    assert_illegal(s, "offer nothing for 1 kelp", "at least one")
    assert_illegal(s, "offer 1 pine for nothing", "at least one")
    assert_illegal(s, "offer 1 pine for 5 kelp", "at most 4 of each kind")
    assert_illegal(s, "offer 1 pine for 1 pine, 1 kelp", "may not give and want the same resource")
    act(s, "offer 1 pine for 4 kelp, 4 basalt")  # four of each kind is fine
    assert s.phase == Phase.OFFER


def test_at_most_three_offers_a_turn() -> None:
    s = board_state()
    for _ in range(3):
        act(s, "offer 1 pine for 1 kelp", "close")
    assert_illegal(s, "offer 1 pine for 1 kelp", "three offers a turn: none left")
    act(s, "end")
    assert s.offers_posted == 0


def test_one_deal_with_each_seat_per_turn() -> None:
    s = board_state()
    act(s, "offer 1 pine for 1 kelp", "accept 1", "close", "confirm 1")
    act(s, "offer 1 pine for 1 kelp")
    assert s.offer.answers == [PASSED, PASSED, PENDING, PENDING]
    assert actor(s) == 2
    assert_illegal(s, "accept 1", "seat 1 has already answered (or already dealt this turn)")
    act(s, "accept 2", "pass 3", "confirm 2")
    assert s.dealt_with == [False, True, True, False]
    assert hand(s, 0) == [1, 0, 2, 0, 1] and hand(s, 1) == [1, 0, 1, 0, 0]


def test_offer_refused_when_every_seat_was_dealt_with() -> None:
    s = board_state(2)
    act(s, "offer 1 pine for 1 kelp", "accept 1", "confirm 1")
    assert_illegal(s, "offer 1 pine for 1 kelp", "you have already dealt with every other seat this turn")


def test_confirm_needs_both_sides_to_still_pay() -> None:
    s = board_state()
    act(s, "offer 2 pine for 1 kelp", "accept 1", "accept 2", "close")
    set_hand(s, 1, "")  # seat 1 can no longer pay (only possible from outside the rules)
    assert legal(s) == ["confirm 2", "decline"]
    assert_illegal(s, "confirm 1", "seat 1 does not hold 1 Kelp")


def test_embargo_on_the_exchange_board() -> None:
    s = board_state()
    s.ventures[0][EMBARGO] = 1
    s.deck[EMBARGO] -= 1
    act(s, "embargo kelp")
    # The player offers kelp-related trades freely, but no other seat may take part.
    act(s, "offer 1 pine for 1 kelp")
    assert legal(s) == ["pass 1"]
    assert_illegal(s, "accept 1", "Kelp is under Embargo until seat 0's next turn")
    assert_illegal(s, "counter 1 1 kelp for 1 pine", "Kelp is under Embargo until seat 0's next turn")
    act(s, "pass 1", "pass 2", "pass 3")
    # Other resources are fine.
    act(s, "offer 1 copper for 1 basalt", "accept 2", "close", "confirm 2")
    assert hand(s, 0) == [3, 1, 0, 0, 0]


def test_embargo_refuses_a_counter_the_offerer_could_not_take() -> None:
    # Seat 1 embargoed kelp on its turn; now seat 0 offers and seat 1 counters with kelp.
    s = board_state()
    s.embargo[1] = KELP
    act(s, "offer 1 pine for 1 basalt")
    # Seat 1 itself may trade kelp, but seat 0 may not take it: the counter is refused
    # up front (the Embargo is public), naming the Embargo.
    assert_illegal(s, "counter 1 1 kelp for 1 pine", "Kelp is under Embargo until your next turn (seat 0 may not trade it)")
    act(s, "pass 1", "accept 2", "close")
    assert legal(s) == ["confirm 2", "decline"]


def test_ai_answer_rule() -> None:
    s = board_state()
    s.renown[0] = 8
    act(s, "offer 2 pine for 1 kelp")
    assert str(trade_answer(SeatView(s, 1), legal_actions(s))) == "accept 1"
    act(s, "pass 1")
    # Seat 3 holds no kelp: it passes.
    s2 = board_state()
    act(s2, "offer 2 pine for 1 kelp", "pass 1", "pass 2")
    assert str(trade_answer(SeatView(s2, 3), legal_actions(s2))) == "pass 3"
    # An offerer with 9 public renown gets no AI takers.
    s3 = board_state()
    s3.renown[0] = 9
    act(s3, "offer 2 pine for 1 kelp")
    assert str(trade_answer(SeatView(s3, 1), legal_actions(s3))) == "pass 1"
    # Fewer cards received than given: pass.
    s4 = board_state()
    act(s4, "offer 1 pine for 2 kelp")
    assert str(trade_answer(SeatView(s4, 1), legal_actions(s4))) == "pass 1"
    # Equal counts: accept.
    s5 = board_state()
    act(s5, "offer 1 pine for 1 kelp")
    assert str(trade_answer(SeatView(s5, 1), legal_actions(s5))) == "accept 1"


def test_offer_text_round_trips() -> None:
    from engine.actions import Action

    for text in ("offer 2 pine, 1 kelp for 1 copper", "offer nothing for 1 kelp", "counter 2 1 kelp for 2 pine",
                 "counter 1 1 basalt for nothing", "trade pine for kelp", "barge copper for millet"):
        assert str(Action.parse(text)) == text


def test_on_one_device_each_seat_runs_out_of_time_alone() -> None:
    """RULINGS 5: ``unanswered N`` is seat N's own 20 s running out; it passes for that seat
    only, the seat the offer waits on now, and the window closes after the last one."""
    from engine.events import Answered, WindowClosed

    s = board_state()
    act(s, "offer 2 pine for 1 kelp")
    assert actor(s) == 1
    assert_illegal(s, "unanswered 2", "waits on seat 1's answer")
    events = apply(s, Action.parse("unanswered 1"))
    assert events == [Answered(1, "pass", None, None, True)] and s.phase == Phase.OFFER
    assert s.offer.answers == [PASSED, PASSED, PENDING, PENDING] and actor(s) == 2
    assert_illegal(s, "unanswered 1", "already answered")
    act(s, "accept 2")
    events = apply(s, timeout_action(s))
    assert events[0] == Answered(3, "pass", None, None, True) and isinstance(events[-1], WindowClosed)
    assert s.phase == Phase.CONFIRM and not events[-1].timed_out, "everyone has answered: the window closes"
