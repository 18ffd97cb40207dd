"""The open table and the Supply Caravan on the game screen (Living Island, LIVING-ISLAND 13.2
and the Supply Caravan event): requests, sealed answers behind the privacy screen in hotseat,
the quotes shown when the window closes, a take and a walk-away; the caravan's choices."""

from __future__ import annotations

import random
import re

from engine.actions import Action
from engine.cards import RES_NAMES
from engine.game import GameConfig
from engine.phase import Phase
from engine.rules.world import next_caravan

from model.adapter import engine_state
from model.seating import SeatSpec
from model.table import Table
from update.screen import Screen
from walks import walk

HOTSEAT = [SeatSpec("human"), SeatSpec("human"), SeatSpec("ai-easy")]


def screen(seats: list[SeatSpec] = HOTSEAT, seed: int = 5) -> Screen:
    return Screen(Table(GameConfig(seats=len(seats), seed=seed, rules="living"), seats))


def to_main_with_cards(s: Screen, rng: random.Random) -> None:
    """Walk ``s`` to a human's main phase, after a few turns, with a card in hand."""
    for m in walk(s, rng, 3000):
        v = s.frame().view
        me = s.viewer()
        if (m.what == "main" and me is not None and v.turns > 6 and s.my_turn()
                and sum(v.hands[me] or ()) >= 2 and v.offers_posted == 0):
            return
    raise AssertionError("no main phase with cards")


def answer_window(s: Screen, rng: random.Random, quote: bool) -> list[tuple[int, str]]:
    """Walk the open window to its close: each human answerer quotes (if ``quote`` and it can)
    or passes; checks each frame holds no other seat's quote (sealed).  Returns who answered
    on the screen, with what the privacy screen showed first."""
    seen: list[tuple[int, str]] = []
    for m in walk(s, rng, 200, every=True):
        st = engine_state(s)
        if st.phase != Phase.OFFER:
            return seen
        f = s.frame()
        r = f.view.request
        assert r is not None
        for v in range(f.view.n):  # sealed: nobody's frame holds another seat's quote
            if v != f.viewer:
                assert r.quotes[v] is None or r.answers[v] not in ("answered",)
                if v != r.seat:
                    assert r.quotes[v] is None, (v, f.viewer, r)
        if m.what == "privacy":
            assert f.viewer is None and all(h is None for h in f.view.hands)
            seen.append((s.privacy() or -1, "privacy"))
            continue
        if m.what != "offer" or not s.my_turn():
            continue
        me = s.viewer()
        assert me is not None and me != r.seat
        hand = f.view.hands[me]
        assert hand is not None and all(h is None for i, h in enumerate(f.view.hands) if i != me)
        act = Action.parse(f"pass {me}")
        if quote:
            if r.ask:  # the price: a card the asker did not ask for
                r_price = next((x for x in range(5) if not r.cards[x]), 0)
                act = Action.parse(f"quote {me} 1 {RES_NAMES[r_price].lower()}")
            else:
                give = next((x for x in range(5) if hand[x] and not r.cards[x]
                             and (not r.takes or x in r.takes)), None)
                if give is not None:
                    act = Action.parse(f"quote {me} 1 {RES_NAMES[give].lower()}")
            if s.match.refusal(me, act) is not None:
                act = Action.parse(f"pass {me}")
        s.play(act)
        seen.append((me, act.kind))
    raise AssertionError("the window never closed")


def test_an_offer_answered_in_hotseat_then_a_quote_taken() -> None:
    rng = random.Random(3)
    for seed in range(5, 30):
        s = screen(seed=seed)
        to_main_with_cards(s, rng)
        me = s.viewer()
        assert me is not None
        hand = s.frame().view.hands[me]
        assert hand is not None
        give = next(x for x in range(5) if hand[x])
        s.play(Action.parse(f"offer 1 {RES_NAMES[give].lower()} for anything"))
        assert engine_state(s).phase == Phase.OFFER
        other = 1 - me
        seen = answer_window(s, rng, quote=True)
        assert (other, "privacy") in seen  # the other human answered behind the privacy screen
        assert any(w == other and k in ("quote", "pass") for w, k in seen)
        if engine_state(s).phase != Phase.CONFIRM:
            continue  # nobody quoted: the request ended
        if s.privacy() is not None:
            s.press({"action": "tap-in", "seat": str(s.privacy())})
        f = s.frame()
        r = f.view.request
        assert r is not None and r.shown and f.viewer == me
        quoted = [v for v in range(f.view.n) if r.answers[v] == "quote"]
        assert quoted and all(r.quotes[v] is not None for v in quoted)
        taker = quoted[0]
        terms = r.terms(taker)
        assert terms is not None
        before = engine_state(s).hands[me][:]
        s.play(Action.parse(f"confirm {taker}"))
        after = engine_state(s).hands[me]
        assert after[give] == before[give] - 1
        assert sum(after) == sum(before) - 1 + sum(terms[1])
        assert engine_state(s).phase == Phase.MAIN and s.frame().view.request is None
        return
    raise AssertionError("no seed gave a quote to take")


def test_an_ask_walked_away_from() -> None:
    rng = random.Random(4)
    for seed in range(5, 30):
        s = screen(seed=seed)
        to_main_with_cards(s, rng)
        me = s.viewer()
        assert me is not None
        hand = engine_state(s).hands[me][:]
        s.play(Action.parse("ask 1 kelp"))
        r = s.frame().view.request
        assert r is not None and r.ask and r.seat == me and not r.shown
        answer_window(s, rng, quote=True)
        if engine_state(s).phase != Phase.CONFIRM:
            continue
        if s.privacy() is not None:
            s.press({"action": "tap-in", "seat": str(s.privacy())})
        s.play(Action.parse("decline"))
        assert engine_state(s).hands[me] == hand  # walked away: nothing changed hands
        assert engine_state(s).phase == Phase.MAIN
        return
    raise AssertionError("no seed gave a quote to walk away from")


def test_a_refused_request_says_the_engines_reason() -> None:
    s = screen()
    to_main_with_cards(s, random.Random(2))
    me = s.viewer()
    err = s.match.refusal(me, Action.parse("ask 9 kelp"))
    assert err is not None and "at most" in str(err)


def _caravan(s: Screen) -> None:
    """Starts a Supply Caravan now (as the event does: every seat in order from the seat on turn)."""
    st = engine_state(s)
    assert st.living is not None
    st.living.caravan = [(st.turn_seat + i) % st.n for i in range(st.n)]
    next_caravan(st)


def test_caravan_in_hotseat_each_human_chooses_behind_the_privacy_screen() -> None:
    rng = random.Random(5)
    s = screen()
    to_main_with_cards(s, rng)
    _caravan(s)
    assert engine_state(s).phase == Phase.CARAVAN
    chose: list[int] = []
    for m in walk(s, rng, 50, every=True):
        if engine_state(s).phase != Phase.CARAVAN:
            break
        if m.what == "privacy":
            assert s.frame().viewer is None
            continue
        if s.my_turn():
            me = s.viewer()
            assert me is not None
            legal = [a for a in s.legal() if a.kind == "caravan"]
            assert legal and all(a.a == me for a in legal)
            before = sum(engine_state(s).hands[me])
            s.play(legal[0])
            assert sum(engine_state(s).hands[me]) == before + 1
            chose.append(me)
    assert sorted(chose) == [0, 1]
    assert engine_state(s).phase != Phase.CARAVAN


def test_caravan_in_hotseat_each_human_has_the_discard_s_time_once_shown_and_then_takes_the_fewest() -> None:
    """LIVING-ISLAND 9.3: a human's Supply Caravan pick runs on the discard's clock (30 s at
    Standard) from the moment its hand is shown, none behind the privacy screen; run out, the
    seat takes the resource it holds fewest whole cards of that the Supply can give."""
    rng = random.Random(5)
    s = screen()
    to_main_with_cards(s, rng)
    _caravan(s)
    picked = 0
    for _ in range(8):
        while s.ai_due():  # (the AI seat picks at once)
            s.ai_step()
        st = engine_state(s)
        if st.phase != Phase.CARAVAN:
            break
        seat = s.privacy()
        if seat is not None:
            assert s.timer() is None, "no clock behind the privacy screen"
            s.press({"action": "tap-in", "seat": str(seat)})
            continue
        me = s.table.decider
        timer = s.timer()
        assert timer is not None and timer.seconds == 30 and timer.kind == "discard", timer
        can = [r for r in range(5) if st.supply[r] >= 1]
        want = min(can, key=lambda r: (st.hands[me][r], r))
        whole = st.hands[me][want]
        assert s.timeout() is not None
        assert engine_state(s).hands[me][want] == whole + 1
        picked += 1
    assert picked == 2 and engine_state(s).phase != Phase.CARAVAN


def test_caravan_vs_ai_the_ai_chooses_at_once() -> None:
    rng = random.Random(6)
    s = screen([SeatSpec("human"), SeatSpec("ai-easy"), SeatSpec("ai-easy")])
    to_main_with_cards(s, rng)
    _caravan(s)
    hands = [sum(h) for h in engine_state(s).hands]
    me = s.viewer()
    assert me == 0 and s.my_turn() and s.privacy() is None
    # Hint lights the card ai-normal would take, in the tray's picks (a newcomer presses it).
    from view.panels import regions

    s.press({"action": "hint"})
    lit = re.findall(r'<button[^>]*data-action="caravan"[^>]*>', regions(s.frame())["tray"])
    assert [b for b in lit if "is-hinted" in b], lit
    s.play(next(a for a in s.legal() if a.kind == "caravan"))
    while s.ai_due() and engine_state(s).phase == Phase.CARAVAN:
        s.ai_step()
    assert engine_state(s).phase != Phase.CARAVAN
    assert [sum(h) for h in engine_state(s).hands] == [x + 1 for x in hands]


def test_the_page_posts_an_ask_answers_it_by_presses_and_shows_the_quotes() -> None:
    """The same through the page's presses and drawing: the sheet posts an Ask, the other human
    quotes behind the privacy screen with the Quote sheet, the quotes show side by side, Take."""
    from view.panels import regions

    rng = random.Random(7)
    for seed in range(5, 30):
        s = screen(seed=seed)
        to_main_with_cards(s, rng)
        me = s.viewer()
        assert me is not None
        s.press({"action": "sheet", "sheet": "offer"})
        assert "Open table: Offer or Ask" in regions(s.frame())["sheet"]
        s.press({"action": "step", "draft": "want", "res": "kelp", "delta": "1"})
        assert "Post Ask" in regions(s.frame())["sheet"]
        s.press({"action": "post-offer"})
        r = s.frame().view.request
        assert r is not None and r.ask and engine_state(s).phase == Phase.OFFER
        while engine_state(s).phase == Phase.OFFER:
            if s.ai_due():
                s.ai_step()
                continue
            who = s.privacy()
            assert who == 1 - me  # the other human, behind the privacy screen
            shut = regions(s.frame())
            assert "Name the price" not in shut["tray"] and "made an Ask at the open table" in shut["privacy"]
            s.press({"action": "tap-in", "seat": str(who)})
            tray = regions(s.frame())["tray"]
            assert 'data-request="ask"' in tray and "Quote" in tray
            s.press({"action": "sheet", "sheet": "counter"})
            price = next(x for x in range(5) if x != 2)
            s.press({"action": "step", "draft": "want", "res": RES_NAMES[price].lower(), "delta": "1"})
            assert "Send quote" in regions(s.frame())["sheet"]
            s.press({"action": "send-counter"})
            st = engine_state(s)
            if st.request is not None and st.request.answers[who] == 0:  # refused: the engine says why
                assert "you do not hold" in regions(s.frame())["sheet"]
                s.press({"action": "pass"})
        if engine_state(s).phase != Phase.CONFIRM:
            continue
        if s.privacy() is not None:
            s.press({"action": "tap-in", "seat": str(s.privacy())})
        tray = regions(s.frame())["tray"]
        assert 'data-quotes-shown="true"' in tray and "Walk away" in tray
        assert "Take one quote, or walk away." in re.sub(r"<[^>]+>", "", regions(s.frame())["status"])  # (quote: a glossary link)
        r = s.frame().view.request
        assert r is not None
        taker = next(v for v in range(r.__len__() and s.frame().view.n) if r.answers[v] == "quote"
                     and A_confirm(s, v))
        s.press({"action": "confirm", "seat": str(taker)})
        assert engine_state(s).phase == Phase.MAIN
        return
    raise AssertionError("no seed reached the quotes")


def A_confirm(s: Screen, seat: int) -> bool:  # noqa: N802
    return Action.parse(f"confirm {seat}") in s.legal()


def test_caravan_by_presses_shows_a_sheet_of_cards() -> None:
    from view.panels import regions

    s = screen([SeatSpec("human"), SeatSpec("ai-easy"), SeatSpec("ai-easy")])
    to_main_with_cards(s, random.Random(6))
    _caravan(s)
    tray = regions(s.frame())["tray"]
    assert "Supply Caravan" in tray and 'data-action="caravan"' in tray
    before = sum(engine_state(s).hands[0])
    res = next(r for r in range(5) if engine_state(s).supply[r])
    s.press({"action": "caravan", "res": RES_NAMES[res].lower()})
    assert sum(engine_state(s).hands[0]) == before + 1


def test_ai_seats_quote_at_the_open_table_and_the_hint_quotes_too() -> None:
    """An AI seat's quote is played as it chose it (quotes are never listed: the page must not
    take one for an illegal action and pass instead), and Hint at a request suggests ai-normal's
    answer, a quote where the rule gives one, not the one listed action (pass)."""
    from engine.ai.hint import hint
    from engine.offer import QUOTED
    from engine.rules import actor, legal_actions
    from engine.view import SeatView

    seats = [SeatSpec("human"), SeatSpec("ai-normal"), SeatSpec("ai-normal"), SeatSpec("ai-normal")]
    rng = random.Random(3)
    for seed in range(5, 40):
        s = screen(seats, seed=seed)
        to_main_with_cards(s, rng)
        me = s.viewer()
        assert me == 0
        hand = engine_state(s).hands[me]
        want = min(range(5), key=lambda r: hand[r])
        s.play(Action.parse(f"ask 1 {RES_NAMES[want].lower()}"))
        st = engine_state(s)
        first = actor(st)
        advice = hint(SeatView(st, first), legal_actions(st))  # what Hint would tell that seat
        while engine_state(s).phase == Phase.OFFER and s.ai_due():
            s.ai_step()
        st = engine_state(s)
        assert not s.table.thinking.errors, s.table.thinking.errors
        if st.request is not None and st.request.answers[first] == QUOTED:
            assert advice.action.kind == "quote", advice
            return
    raise AssertionError("no first answerer ever quoted for an Ask of one card")
