"""Living Island's open table (LIVING-ISLAND 13.2): Offer and Ask, sealed quotes, the window and
its clocks, taking a quote, the limits, the AI seats' rule, and records (section 18), on states
built by hand (``helpers.make_state(rules="living-island")``) and on played games."""

from __future__ import annotations

import random

import pytest

from engine import actions as A
from engine import events as E
from engine.actions import Action
from engine.ai import make_seat
from engine.ai.base import trade_answer
from engine.cards import RESOURCES
from engine.errors import BAD_TRADE, CANNOT_AFFORD, DEALT, NOT_CONFIRMABLE, NOT_NOW, OFFER_LIMIT, OTHER_RULES
from engine.game import Game, GameConfig, RecordError
from engine.offer import ASIDE, PASSED, PENDING, QUOTED
from engine.rules import actor, apply, is_legal, legal_actions, timeout_action, why_not
from engine.rules.open_table import ai_quote
from engine.state import State
from engine.view import PublicView, SeatView

from helpers import (
    Phase,
    act,
    assert_conserved,
    assert_illegal,
    hand,
    legal,
    make_state,
    one_card,
    random_quote,
    random_request,
    set_hand,
    snapshot,
)

LIVING = "living-island"
AI_KINDS = ("random", "ai-easy", "ai-normal", "ai-hard")
GAME_KINDS = ("random", "ai-easy", "ai-normal", "random")
"""The seats of the played games (ai-hard searches Living Island's world events for minutes at a
time: it answers a request on the states built by hand)."""


def table(seats: int = 4, hands: dict[int, str] | None = None, turn: int = 0) -> State:
    """A Living Island game at seat ``turn``'s main phase, rolled, with these hands."""
    if hands is None:
        hands = {0: "2 pine, 1 basalt, 2 kelp", 1: "3 millet, 1 copper, 1 kelp", 2: "2 basalt, 2 copper",
                 3: "1 pine, 4 millet"}
    return make_state(seats, hands=hands, turn=turn, rules=LIVING)


def events(s: State, text: str) -> list[E.Event]:
    return apply(s, Action.parse(text))


# ------------------------------------------------------------------ text forms


@pytest.mark.parametrize("text", ["offer 2 pine for kelp or copper", "offer 2 pine, 1 kelp for anything",
                                  "offer 1 basalt for pine, kelp or copper", "ask 1 kelp, 1 copper",
                                  "quote 2 1 pine, 1 kelp", "pass 2", "unanswered 2", "close", "confirm 2",
                                  "decline", "lapse"])
def test_the_open_table_s_actions_print_and_parse_back(text: str) -> None:
    action = Action.parse(text)
    assert str(action) == text and Action.parse(str(action)) == action and action.malformed() is None


def test_the_two_rule_sets_offers_never_read_alike() -> None:
    """An Exchange Board offer wants counted cards; an open-table Offer names resources, never a
    count: each text has one reading, and the Cinderisle texts are as they were."""
    board, open_ = Action.parse("offer 2 pine for 1 kelp"), Action.parse("offer 2 pine for kelp")
    assert (board.a, board.want) == (-1, (0, 0, 1, 0, 0)) and str(board) == "offer 2 pine for 1 kelp"
    assert (open_.a, open_.want) == (1 << 2, None) and A.is_table_offer(open_) and not A.is_table_offer(board)
    assert Action.parse("offer 1 pine for anything") == A.table_offer((1, 0, 0, 0, 0))
    assert Action.parse("offer 1 pine for copper, kelp") == A.table_offer((1, 0, 0, 0, 0), 0b10100)
    assert str(A.counter(2, (0, 0, 1, 0, 0), (2, 0, 0, 0, 0))) == "counter 2 1 kelp for 2 pine"
    assert Action("offer", 32, give=(1, 0, 0, 0, 0)).malformed() == "an offer names the cards given and the cards wanted"
    assert Action("ask").malformed() == "an ask names the cards wanted"
    assert Action("quote", 1).malformed() == "a quote names the cards quoted"
    assert Action("ask", give=(1, 0, 0, 0, 0), want=(1, 0, 0, 0, 0)).malformed() == "'ask' takes no card list"


def test_each_rule_set_refuses_the_other_s_trading() -> None:
    s = table()
    assert_illegal(s, "offer 1 pine for 1 kelp", "names the resources it would take")
    act(s, "offer 1 pine for anything")
    assert_illegal(s, "accept 1", "this game trades at the open table: quote or pass")
    assert_illegal(s, "counter 1 1 millet for 1 pine", "this game trades at the open table")
    assert why_not(s, 1, "accept").code == OTHER_RULES and why_not(s, 1, "counter").code == OTHER_RULES
    c = make_state(hands={0: "2 pine", 1: "2 kelp"})
    for text in ("offer 1 pine for kelp", "ask 1 kelp"):
        assert_illegal(c, text, "this game trades on the Exchange Board")
    assert why_not(c, 0, "ask").code == OTHER_RULES
    act(c, "offer 1 pine for 1 kelp")
    assert_illegal(c, "quote 1 1 kelp", "not at the open table")
    assert why_not(c, 1, "quote").code == OTHER_RULES


# ------------------------------------------------------------------ requests


def test_an_offer_opens_the_window() -> None:
    s = table()
    assert events(s, "offer 2 pine for kelp or copper") == [E.Requested(0, "offer", (2, 0, 0, 0, 0), (2, 4))]
    r = s.request
    assert r is not None and (r.ask, r.cards, r.takes) == (False, (2, 0, 0, 0, 0), 0b10100)
    assert r.answers == [ASIDE, PENDING, PENDING, PENDING] and s.offers_posted == 1
    assert s.phase == Phase.OFFER and actor(s) == 1 and hand(s, 0) == [2, 1, 2, 0, 0], "nothing moves yet"
    assert legal(s) == ["pass 1"], "quotes are too many to list; apply accepts any legal one"


def test_offer_shape() -> None:
    s = table()
    assert_illegal(s, "offer nothing for anything", "an Offer gives at least one card")
    assert_illegal(s, "offer 1 pine for pine or kelp", "an Offer may not take a resource it gives")
    assert_illegal(s, "offer 3 pine for kelp", "you do not hold 3 Pine")
    assert_illegal(s, "offer 1 copper for anything", "you do not hold 1 Copper")
    s.phase = Phase.PRE_ROLL
    assert_illegal(s, "offer 1 pine for anything", "roll first")
    assert_illegal(s, "ask 1 kelp", "roll first")


def test_an_ask_names_at_least_one_card_and_at_most_four_of_each() -> None:
    s = table(hands={0: "", 1: "1 kelp", 2: "", 3: ""})
    assert_illegal(s, "ask nothing", "an Ask wants at least one card")
    assert_illegal(s, "ask 5 kelp", "an Ask may want at most 4 of each kind")
    act(s, "ask 4 kelp, 4 copper")  # an empty hand may ask
    assert s.request is not None and s.request.ask and s.request.cards == (0, 0, 4, 0, 4)


def test_while_a_request_is_open_nothing_else_can_be_done() -> None:
    s = table(hands={0: "4 pine, 1 basalt", 1: "1 kelp", 2: "1 kelp", 3: "1 kelp"})
    act(s, "offer 1 pine for anything")
    for text in ("end", "trade pine for kelp", "offer 1 pine for kelp", "ask 1 kelp", "confirm 1", "decline"):
        assert_illegal(s, text)
    assert why_not(s, 0, "end").reason == "waiting for the answers to your request"
    assert why_not(s, 2, "quote").worded(["Ana", "Bo", "Coral", "Moss"].__getitem__) == "waiting for Bo's answer to the request"
    act(s, "quote 1 1 kelp", "pass 2", "pass 3")
    assert s.phase == Phase.CONFIRM
    for text in ("end", "trade pine for kelp", "ask 1 kelp", "quote 2 1 kelp", "pass 2"):
        assert_illegal(s, text)
    assert why_not(s, 0, "end").reason == "take a quote or walk away first"


# ------------------------------------------------------------------ answers


def test_a_quote_to_an_offer() -> None:
    s = table(hands={0: "2 pine", 1: "5 millet, 1 copper, 2 kelp, 1 pine", 2: "1 kelp", 3: "1 copper"})
    act(s, "offer 2 pine for millet or copper")
    assert_illegal(s, "quote 1 nothing", "a quote names at least one card")
    assert_illegal(s, "quote 1 5 millet", "a quote names at most 4 of each kind")
    assert_illegal(s, "quote 1 1 pine", "a quote may not name the offered resources")
    assert_illegal(s, "quote 1 1 kelp", "the Offer takes only Millet or Copper")
    assert_illegal(s, "quote 1 2 copper", "you do not hold 2 Copper")
    assert_illegal(s, "quote 0 1 millet", "the requester does not answer its own request")
    act(s, "quote 1 4 millet, 1 copper")
    assert s.request is not None and s.request.quotes[1] == (0, 0, 0, 4, 1) and s.request.answers[1] == QUOTED
    assert_illegal(s, "quote 1 1 millet", "already answered")
    assert_illegal(s, "pass 1", "already answered")
    assert why_not(s, 2, "quote").reason == "you hold no Millet or Copper"
    assert why_not(s, 2, "quote").code == CANNOT_AFFORD
    act(s, "pass 2")
    assert why_not(s, 3, "quote") is None


def test_a_quote_to_an_ask() -> None:
    s = table(hands={0: "", 1: "1 kelp, 1 copper", 2: "1 kelp", 3: "2 kelp, 1 copper"})
    act(s, "ask 1 kelp, 1 copper")
    assert_illegal(s, "quote 1 1 kelp", "a quote may not name the asked resources")
    assert_illegal(s, "quote 1 5 pine", "a quote names at most 4 of each kind")
    act(s, "quote 1 4 pine, 4 basalt")  # a price: the quoting seat need not hold it
    assert why_not(s, 2, "quote").reason == "you do not hold 1 Kelp and 1 Copper"
    assert_illegal(s, "quote 2 1 pine", "you do not hold 1 Kelp and 1 Copper")
    act(s, "pass 2", "quote 3 1 millet")
    assert s.phase == Phase.CONFIRM


def test_an_ask_for_every_resource_leaves_nothing_to_quote() -> None:
    s = table(hands={0: "", 1: "1 pine, 1 basalt, 1 kelp, 1 millet, 1 copper", 2: "", 3: ""})
    act(s, "ask 1 pine, 1 basalt, 1 kelp, 1 millet, 1 copper")
    err = why_not(s, 1, "quote")
    assert err is not None and (err.code, err.reason) == (BAD_TRADE, "the request leaves no resource to quote")


def test_answers_come_in_turn_from_the_requester_s_left_and_may_come_in_any_order() -> None:
    s = table(turn=2, hands={0: "1 kelp", 1: "1 kelp", 2: "1 pine", 3: "1 kelp"})
    act(s, "offer 1 pine for anything")
    assert actor(s) == 3
    act(s, "pass 1")  # seat 1 answers before its turn (humans on devices of their own)
    assert actor(s) == 3 and s.request is not None and s.request.answers == [PENDING, PASSED, ASIDE, PENDING]
    act(s, "quote 3 1 kelp")
    assert actor(s) == 0


# ------------------------------------------------------------------ sealed


def test_no_seat_sees_another_s_answer_before_the_window_closes() -> None:
    """A quote and a pass look alike to every other eye: the views, the events."""
    quoted, passed = table(), table()
    act(quoted, "offer 1 pine for anything")
    act(passed, "offer 1 pine for anything")
    e_quote, e_pass = events(quoted, "quote 1 1 millet"), events(passed, "pass 1")
    assert e_quote == [E.AnswerSealed(1, "quote", (0, 0, 0, 1, 0), False)]
    assert e_pass == [E.AnswerSealed(1, "pass", None, False)]
    assert E.private_to(e_quote[0]) == (1,)
    for viewer in (E.PUBLIC, 0, 2, 3):
        assert E.seen_by(e_quote[0], viewer) == E.seen_by(e_pass[0], viewer) == E.AnswerSealed(1, None, None, False)
        if viewer is not None:
            assert SeatView(quoted, viewer).to_dict() == SeatView(passed, viewer).to_dict()
            assert SeatView(quoted, viewer).request == SeatView(passed, viewer).request
    assert PublicView(quoted).to_dict() == PublicView(passed).to_dict()
    assert E.seen_by(e_quote[0], 1) == e_quote[0]
    view = SeatView(quoted, 0).request
    assert view is not None and view["answers"] == ("aside", "answered", "pending", "pending")
    assert view["quotes"] == (None, None, None, None) and not view["shown"]
    mine = SeatView(quoted, 1).request
    assert mine is not None and mine["answers"][1] == "quote" and mine["quotes"][1] == (0, 0, 0, 1, 0)
    # A seat that samples what it cannot see for a search reads the sealed answers as passes.
    sample = SeatView(quoted, 2).sample_state(random.Random(1))
    assert sample.request is not None and sample.request.quotes == [None] * 4
    assert SeatView(sample, 2).to_dict() == SeatView(quoted, 2).to_dict()


def test_when_the_window_closes_every_answer_is_shown_to_everyone() -> None:
    s = table()
    act(s, "offer 1 pine for anything", "quote 1 1 millet", "pass 2")
    out = events(s, "quote 3 2 millet")
    shown = E.QuotesShown(0, ("aside", "quote", "pass", "quote"), (None, (0, 0, 0, 1, 0), None, (0, 0, 0, 2, 0)))
    assert out == [E.AnswerSealed(3, "quote", (0, 0, 0, 2, 0), False), E.WindowClosed(False), shown]
    assert all(E.seen_by(shown, v) == shown for v in (E.PUBLIC, 0, 1, 2, 3))
    for v in range(4):
        view = SeatView(s, v).request
        assert view is not None and view["shown"] and view["quotes"] == shown.quotes
        assert view["answers"] == shown.answers and view["takes"] == () and view["kind"] == "offer"


# ------------------------------------------------------------------ the window and its clocks


def test_on_one_device_each_seat_runs_out_of_time_alone() -> None:
    s = table()
    act(s, "ask 1 copper")
    assert timeout_action(s) == Action.parse("unanswered 1")
    assert_illegal(s, "unanswered 2", "the request waits on seat 1's answer, not seat 2's")
    assert events(s, "unanswered 1") == [E.AnswerSealed(1, "pass", None, True)]
    assert timeout_action(s) == Action.parse("unanswered 2")
    act(s, "quote 2 1 pine")
    out = events(s, "unanswered 3")
    assert out[-1] == E.QuotesShown(0, ("aside", "pass", "quote", "pass"), (None, None, (1, 0, 0, 0, 0), None))
    assert s.phase == Phase.CONFIRM and timeout_action(s) == Action.parse("lapse")
    assert events(s, "lapse") == [E.OfferEnded(0, "lapsed")]
    assert s.phase == Phase.MAIN and s.request is None and hand(s, 0) == [2, 1, 2, 0, 0]


def test_a_shared_window_closes_for_every_seat_still_to_answer() -> None:
    s = table()
    act(s, "offer 1 kelp for millet", "quote 1 2 millet")
    assert timeout_action(s, shared_window=True) == Action.parse("close")
    out = events(s, "close")
    assert out == [E.WindowClosed(True), E.QuotesShown(0, ("aside", "quote", "pass", "pass"),
                                                        (None, (0, 0, 0, 2, 0), None, None))]
    assert s.phase == Phase.CONFIRM


def test_a_window_without_a_quote_goes_back_to_the_main_phase() -> None:
    s = table()
    act(s, "ask 1 copper", "pass 1", "pass 2")
    out = events(s, "pass 3")
    assert out[-1] == E.OfferEnded(0, "unanswered") and s.phase == Phase.MAIN and s.request is None
    assert s.offers_posted == 1 and legal(s)[0] == "end"


# ------------------------------------------------------------------ taking a quote


def test_taking_a_quote_moves_the_cards_at_once() -> None:
    s = table()
    act(s, "offer 2 pine for millet", "quote 1 3 millet", "pass 2", "quote 3 2 millet")
    assert legal(s) == ["confirm 1", "confirm 3", "decline"]
    assert events(s, "confirm 3") == [E.Traded(0, 3, (2, 0, 0, 0, 0), (0, 0, 0, 2, 0), E.TABLE)]
    assert hand(s, 0) == [0, 1, 2, 2, 0] and hand(s, 3) == [3, 0, 0, 2, 0] and hand(s, 1) == [0, 0, 1, 3, 1]
    assert s.dealt_with == [False, False, False, True] and s.phase == Phase.MAIN and s.request is None
    assert_conserved(s)


def test_taking_an_ask_s_quote_pays_the_price() -> None:
    s = table()
    act(s, "ask 1 copper", "quote 1 1 pine, 1 kelp", "quote 2 3 kelp", "pass 3")
    assert legal(s) == ["confirm 1", "decline"], "seat 2's price is more Kelp than the requester holds"
    assert_illegal(s, "confirm 2", "you do not hold 3 Kelp")
    assert why_not(s, 0, "confirm", answer=2).code == NOT_CONFIRMABLE
    assert_illegal(s, "confirm 3", "did not quote")
    act(s, "confirm 1")
    assert hand(s, 0) == [1, 1, 1, 0, 1] and hand(s, 1) == [1, 0, 2, 3, 0]


def test_a_quote_either_side_can_no_longer_pay_cannot_be_taken() -> None:
    """(Only possible from outside the rules: nothing moves cards while a request is open.)"""
    s = table()
    act(s, "offer 1 pine for anything", "quote 1 1 millet", "pass 2", "pass 3")
    broke = s.copy()
    set_hand(broke, 1, "")
    assert legal(broke) == ["decline"]
    assert_illegal(broke, "confirm 1", "seat 1 does not hold 1 Millet")
    err = why_not(broke, 0, "confirm")
    assert err is not None and err.code == NOT_CONFIRMABLE
    poor = s.copy()
    set_hand(poor, 0, "")
    assert_illegal(poor, "confirm 1", "you do not hold 1 Pine")


def test_walking_away_moves_nothing() -> None:
    s = table()
    act(s, "offer 1 pine for anything", "quote 1 1 millet", "pass 2", "pass 3")
    before = [h[:] for h in s.hands]
    assert events(s, "decline") == [E.OfferEnded(0, "declined")]
    assert s.hands == before and s.dealt_with == [False] * 4 and s.phase == Phase.MAIN


# ------------------------------------------------------------------ limits


def test_at_most_three_requests_a_turn_offers_and_asks_together() -> None:
    s = table()
    act(s, "offer 1 pine for anything", "pass 1", "pass 2", "pass 3")
    act(s, "ask 1 copper", "pass 1", "pass 2", "pass 3")
    act(s, "offer 1 kelp for millet", "pass 1", "pass 2", "pass 3")
    assert s.offers_posted == 3
    assert_illegal(s, "ask 1 copper", "three requests a turn: none left")
    assert_illegal(s, "offer 1 pine for anything", "three requests a turn: none left")
    err = why_not(s, 0, "ask")
    assert err is not None and (err.code, err.reason) == (OFFER_LIMIT, "three requests a turn: none left")
    act(s, "end")
    assert s.offers_posted == 0


def test_one_deal_with_each_seat_a_turn() -> None:
    s = table(seats=3, hands={0: "3 pine, 2 kelp", 1: "3 millet", 2: "2 copper"})
    act(s, "offer 1 pine for anything", "quote 1 1 millet", "pass 2", "confirm 1")
    act(s, "offer 1 pine for anything")
    assert s.request is not None and s.request.answers == [ASIDE, ASIDE, PENDING] and actor(s) == 2
    assert_illegal(s, "quote 1 1 millet", "seat 1 has already answered (or already dealt this turn)")
    act(s, "quote 2 1 copper", "confirm 2")
    assert_illegal(s, "offer 1 kelp for anything", "you have already dealt with every other seat this turn")
    assert_illegal(s, "ask 1 millet", "you have already dealt with every other seat this turn")
    err = why_not(s, 0, "offer")
    assert err is not None and err.code == DEALT


def test_refusals_leave_the_state_equal() -> None:
    s = table()
    for text in ("offer 9 pine for anything", "ask 9 copper", "quote 1 1 millet", "confirm 1", "decline", "lapse",
                 "close", "unanswered 1", "pass 1"):
        assert_illegal(s, text)
    act(s, "offer 1 pine for anything")
    for text in ("quote 1 1 pine", "quote 2 1 millet", "confirm 1", "decline", "unanswered 2", "quote 9 1 kelp"):
        assert_illegal(s, text)
    before = snapshot(s)
    for kind in ("offer", "ask", "quote", "confirm", "accept", "counter"):
        for seat in range(4):
            why_not(s, seat, kind)
    assert snapshot(s) == before


def test_why_not_the_open_table() -> None:
    s = table(hands={0: "", 1: "1 kelp", 2: "", 3: ""})
    err = why_not(s, 0, "offer")
    assert err is not None and (err.code, err.reason) == (CANNOT_AFFORD, "you have no cards to offer")
    assert why_not(s, 0, "ask") is None and why_not(s, 1, "ask").code == NOT_NOW
    act(s, "ask 1 kelp")
    assert why_not(s, 1, "quote") is None and why_not(s, 0, "quote").code == NOT_NOW
    act(s, "quote 1 1 pine", "pass 2", "pass 3")
    err = why_not(s, 0, "confirm")
    assert err is not None and (err.code, err.reason) == (NOT_CONFIRMABLE, "you do not hold 1 Pine")


# ------------------------------------------------------------------ the AI seats' rule


@pytest.mark.parametrize("held,ask,cards,takes,renown,quote", [
    # An Offer of n cards: n cards, each from the allowed resource with the most left; ties Pine,
    # Basalt, Kelp, Millet, Copper; at most 4 of a kind; a pass if it cannot make n.
    ((3, 0, 2, 1, 0), False, (0, 0, 0, 0, 2), 0, 4, (2, 0, 0, 0, 0)),  # Pine 3, then Pine 2 ties Kelp 2
    ((2, 2, 2, 2, 2), False, (0, 0, 0, 0, 3), 0, 4, (1, 1, 1, 0, 0)),
    ((3, 0, 2, 1, 0), False, (0, 0, 0, 0, 2), 0b00100, 4, (0, 0, 2, 0, 0)),  # only Kelp named
    ((0, 0, 1, 0, 0), False, (0, 0, 0, 0, 2), 0b00100, 4, None),  # one Kelp cannot make 2
    ((9, 0, 0, 0, 0), False, (0, 0, 0, 0, 5), 0, 4, None),  # at most 4 Pine
    ((9, 1, 0, 0, 0), False, (0, 0, 0, 0, 5), 0, 4, (4, 1, 0, 0, 0)),
    ((0, 3, 0, 2, 0), False, (1, 0, 0, 0, 0), 0, 7, (0, 1, 0, 0, 0)),  # a requester on 7 renown
    ((0, 3, 0, 2, 0), False, (1, 0, 0, 0, 0), 0, 8, None),  # ... on 8: a pass
    ((5, 0, 1, 0, 0), False, (2, 0, 0, 0, 0), 0, 0, None),  # one Kelp beside the offered Pine: no 2 cards
    # An Ask for n cards: a pass unless it holds them; a price of n cards, each the allowed
    # resource it would hold fewest of (held plus already in the price), the same ties, 4 at most.
    ((0, 0, 1, 3, 1), True, (0, 0, 0, 0, 1), 0, 4, (1, 0, 0, 0, 0)),
    ((0, 0, 1, 3, 1), True, (0, 0, 1, 0, 1), 0, 4, (1, 1, 0, 0, 0)),
    ((2, 0, 1, 3, 1), True, (0, 0, 1, 0, 1), 0, 4, (0, 2, 0, 0, 0)),  # Basalt 0, then Basalt 1 (Pine 2)
    ((0, 0, 0, 0, 0), True, (0, 0, 0, 0, 1), 0, 4, None),  # it lacks the Copper
    ((1, 1, 1, 1, 5), True, (1, 1, 1, 1, 0), 0, 4, (0, 0, 0, 0, 4)),  # only Copper is left: 4 of it
    ((2, 1, 1, 1, 0), True, (2, 1, 1, 1, 0), 0, 4, None),  # 5 cards in Copper alone: more than 4
    ((4, 4, 4, 4, 0), True, (4, 4, 4, 4, 0), 0, 4, None),
    ((1, 0, 0, 0, 0), True, (1, 0, 0, 0, 0), 0, 8, None),
])
def test_the_ai_rule_s_exact_quotes(held, ask, cards, takes, renown, quote) -> None:
    assert ai_quote(held, ask, cards, takes, renown) == quote


def test_every_ai_seat_answers_by_the_rule() -> None:
    """random, ai-easy, ai-normal and ai-hard all answer a request with the one rule
    (``trade_answer``, through ``ai_quote``), and never post a request themselves."""
    s = table(hands={0: "2 pine", 1: "3 millet, 1 copper", 2: "2 basalt, 2 copper", 3: "1 pine"})
    act(s, "offer 2 pine for anything")
    for kind in AI_KINDS:
        seat = make_seat(kind, 9, 1)
        assert seat.choose(SeatView(s, 1), legal_actions(s)) == Action.parse("quote 1 2 millet"), kind
    assert trade_answer(SeatView(s, 1), legal_actions(s)) == Action.parse("quote 1 2 millet")
    act(s, "quote 1 2 millet")
    for kind in AI_KINDS:
        assert make_seat(kind, 9, 2).choose(SeatView(s, 2), legal_actions(s)) == Action.parse("quote 2 1 basalt, 1 copper")
    act(s, "pass 2")
    for kind in AI_KINDS:
        assert make_seat(kind, 9, 3).choose(SeatView(s, 3), legal_actions(s)) == Action.parse("pass 3"), kind
    t = table(hands={0: "2 pine", 1: "3 millet", 2: "", 3: ""})
    t.renown[0] = 8
    act(t, "offer 2 pine for anything")
    assert all(make_seat(k, 9, 1).choose(SeatView(t, 1), legal_actions(t)) == Action.parse("pass 1") for k in AI_KINDS)


def test_ai_seats_never_post_a_request() -> None:
    for seed in (3, 4):
        game = Game(GameConfig(seats=3, seed=seed, rules=LIVING, players=("ai-easy", "ai-normal", "random")))
        seats = [make_seat(k, seed, i) for i, k in enumerate(game.config.players)]
        while not game.state.is_over and game.state.turns < 40:
            who = game.actor
            game.play(seats[who].choose(game.view(who), game.legal_actions()))
        assert not any(a.kind in (A.OFFER, A.ASK, A.QUOTE) for a in game.actions)


# ------------------------------------------------------------------ undo and records


def _living_game(seed: int, takebacks: bool = False) -> Game:
    return Game(GameConfig(seats=4, seed=seed, rules=LIVING, players=GAME_KINDS), takebacks=takebacks)


def test_requests_quotes_and_takes_cannot_be_taken_back() -> None:
    g = _living_game(5, takebacks=True)
    seats = [make_seat(k, 5, i) for i, k in enumerate(GAME_KINDS)]
    while not (g.state.phase == Phase.MAIN and g.state.turns >= 4):
        who = g.actor
        g.play(seats[who].choose(g.view(who), g.legal_actions()))
    s = g.state
    me = s.turn_seat
    set_hand(s, me, "4 pine, 1 kelp")
    for v in range(4):
        if v != me:
            set_hand(s, v, "2 millet")
    g.play(Action.parse("trade pine for basalt"))
    assert g.can_undo(me), "a trade with the Supply may be taken back"
    g.play(Action.parse("offer 1 kelp for millet"))
    assert not g.can_undo(me), "a request stands"
    first = (me + 1) % 4
    g.play(Action.parse(f"quote {first} 1 millet"))
    assert not g.can_undo(first), "a quote stands"
    while g.state.phase == Phase.OFFER:
        g.play(Action.parse(f"pass {g.actor}"))
    g.play(Action.parse(f"confirm {first}"))
    assert not g.can_undo(me) and g.takeback_count == 0, "a deal stands"


def test_a_game_with_the_open_table_replays_from_its_record() -> None:
    """Records hold every request, quote, take and walk, and every clock that ran out; replay
    checks each and rebuilds the same state."""
    kinds_seen: set[str] = set()
    for seed in (2, 3, 5):
        g = _living_game(seed)
        seats = [make_seat(k, seed, i) for i, k in enumerate(GAME_KINDS)]
        rng = random.Random(seed)
        s = g.state
        while not s.is_over and s.turns < 60:
            who = g.actor
            move = None
            if s.phase == Phase.MAIN and rng.random() < 0.3:
                move = random_request(s, rng)
            elif s.phase == Phase.OFFER:
                r = rng.random()
                move = timeout_action(s, shared_window=r < 0.1) if r < 0.3 else \
                    random_quote(s, who, rng) if r < 0.6 else None
            elif s.phase == Phase.CONFIRM and rng.random() < 0.3:
                move = timeout_action(s)
            g.play(move if move is not None else seats[who].choose(g.view(who), g.legal_actions()))
        texts = g.record()["actions"]
        kinds_seen.update(t.split()[0] for t in texts)
        back = Game.replay(g.record_json())
        assert back.state == g.state and back.record() == g.record()
        assert g.record()["config"]["rules"] == LIVING
    assert {"offer", "ask", "quote", "pass", "unanswered", "close", "confirm", "decline", "lapse"} <= kinds_seen


def test_a_record_whose_quote_breaks_the_rules_is_refused() -> None:
    g = _living_game(2)
    seats = [make_seat(k, 2, i) for i, k in enumerate(GAME_KINDS)]
    while not (g.state.phase == Phase.MAIN and g.state.turns >= 3 and any(g.state.hands[g.state.turn_seat])):
        who = g.actor
        g.play(seats[who].choose(g.view(who), g.legal_actions()))
    me = g.state.turn_seat
    r = next(x for x in range(5) if g.state.hands[me][x])
    g.play(A.table_offer(one_card(r)))
    record = g.record()
    record["actions"].append(f"quote {g.actor} 1 {RESOURCES[r]}")  # the offered resource
    with pytest.raises(RecordError, match="offered resources"):
        Game.replay(record)
    assert is_legal(g.state, Action.parse(f"pass {g.actor}"))


def _played_positions(seed: int) -> list[State]:
    """Copies of every position of a Living game whose seats on turn open requests at random
    (answered by the AI rule, by random quotes and by the clocks)."""
    g = _living_game(seed)
    seats = [make_seat(k, seed, i) for i, k in enumerate(GAME_KINDS)]
    rng = random.Random(f"open-table:{seed}")
    s = g.state
    out = []
    while not s.is_over and s.turns < 50:
        out.append(s.copy())
        who = g.actor
        move = random_request(s, rng) if s.phase == Phase.MAIN and rng.random() < 0.3 else \
            random_quote(s, who, rng) if s.phase == Phase.OFFER and rng.random() < 0.4 else None
        g.play(move if move is not None else seats[who].choose(g.view(who), g.legal_actions()))
    return out


@pytest.mark.parametrize("seed", [4, 6])
def test_played_positions_keep_the_engine_s_promises(seed: int) -> None:
    """At every open request: each legal action applies and prints back, the clock's action is
    legal, a seat's view is the same whatever the other seats' sealed answers are (a quote or a
    pass) and whatever its search samples, and every answer is shown once the window closes."""
    rng = random.Random(seed)
    states = [s for s in _played_positions(seed) if s.request is not None]
    assert {s.phase for s in states} == {Phase.OFFER, Phase.CONFIRM}
    for s in states:
        for action in legal_actions(s):
            t = s.copy()
            apply(t, action)
            assert Action.parse(str(action)) == action
        assert is_legal(s, timeout_action(s)) and is_legal(s, timeout_action(s, shared_window=True))
        assert s.request is not None
        for v in range(s.n):
            flipped = s.copy()
            r = flipped.request
            assert r is not None
            for u in range(s.n):
                if u != v and r.answers[u] in (QUOTED, PASSED) and s.phase == Phase.OFFER:
                    r.answers[u], r.quotes[u] = PASSED, None
            view = SeatView(s, v).to_dict()
            assert SeatView(flipped, v).to_dict() == view
            assert SeatView(SeatView(s, v).sample_state(rng), v).to_dict() == view
            if s.phase == Phase.CONFIRM:
                assert view["request"]["quotes"] == tuple(s.request.quotes)
