"""The game's clocks with the browser's time under the test's control (``page.clock``).

Each answering human's 20 s on the Exchange Board, the offerer's 10 s to confirm and a
discard's 30 s are the engine's timer actions (``unanswered N``, ``lapse``,
``autodiscard N``) applied by the page when its clock runs out; each runs only while its
human's screen shows (never behind the privacy screen).  The clock is installed before the page boots (time
flows as usual while Pyodide starts), then paused and moved on by hand: no sleeps.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from engine.cards import RES_NAMES
from engine.phase import Phase

from driver import data, pause, saved_game, settle, step, write_saved_game
from mirror import Mirror
from model.adapter import engine_state

pytestmark = pytest.mark.browser

RES = ("pine", "basalt", "kelp", "millet", "copper")


def first_seed(kinds, done, limit=120):
    """The first seed whose game reaches ``done`` under the driver's policy (searched in CPython)."""
    from mirror import policy

    for seed in range(1, 60):
        m = Mirror(seed, kinds)
        for _ in range(limit):
            if done(m):
                return seed
            if m.state.is_over:
                break
            policy(m)
    raise AssertionError("no seed gets there")


def test_hotseat_each_human_answers_in_their_own_20_s_then_the_offerer_has_10_s(clocked):
    """RULINGS 5 (the Exchange Board on one device): no clock runs behind the privacy screen;
    the answering human's 20 s start when they tap in, the offerer's 10 s when it taps back in."""
    kinds = ("human", "ai-easy", "human")

    def ready(m: Mirror) -> bool:
        s = m.screen
        st = engine_state(s)
        if not (st.phase == Phase.MAIN and st.turn_seat == 0 and s.my_turn()):
            return False
        mine, ai = st.hands[0], st.hands[1]
        return any(mine) and any(ai[y] and not mine[y] for y in range(5))

    seed = first_seed(kinds, ready)
    page = clocked.follow(f"?seed={seed}&seats={','.join(kinds)}&pace=0&clocks=standard")
    assert data(page)["clocks"] == "standard", "the link's clocks"
    mirror = Mirror(seed, kinds)
    for _ in range(120):
        settle(page)
        if ready(mirror):
            break
        step(page, mirror)
    st = mirror.state
    give = next(r for r in range(5) if st.hands[0][r])
    want = next(r for r in range(5) if st.hands[1][r] and not st.hands[0][r])
    hands_before = [list(h) for h in st.hands]
    offerer, answerer = mirror.screen.table.name(0), mirror.screen.table.name(2)

    # Draft on the Exchange Board and post: the AI seat answers at once by its rule.
    page.locator("[data-action=sheet][data-sheet=offer]").click()
    page.wait_for_function("document.documentElement.dataset.sheet === 'offer'")
    page.locator(f"[data-action=step][data-draft=give][data-res={RES[give]}][data-delta='1']").click()
    page.locator(f"[data-action=step][data-draft=want][data-res={RES[want]}][data-delta='1']").click()
    for d, r in (("give", give), ("want", want)):
        mirror.press(action="step", draft=d, res=RES[r], delta=1)
    post = page.get_by_role("button", name="Post offer")
    expect(post).to_be_enabled()
    post.click()
    mirror.press(action="post-offer")
    assert mirror.state.phase == Phase.OFFER and mirror.screen.table.decider == 2
    page.wait_for_function("document.documentElement.dataset.decider === '2'")
    pause(page)
    d = data(page)
    assert d["phase"] == "offer" and d["privacy"] == "1", "the other human answers behind the privacy screen"
    expect(page.locator(".privacy-why")).to_contain_text(f"An offer from {offerer} waits for your answer")
    assert "timer" not in d, "no clock runs behind the privacy screen"
    expect(page.locator("#countdown")).to_be_hidden()
    page.clock.run_for(60_000)  # the device is being passed: nothing runs out
    assert data(page)["phase"] == "offer" and data(page)["privacy"] == "1"

    page.get_by_role("button", name=f"I'm {answerer}").click()
    mirror.press(action="tap-in", seat=2)
    page.wait_for_function("document.documentElement.dataset.timer === '20'")
    expect(page.locator("#countdown")).to_contain_text("20\u00a0s")
    expect(page.locator("[data-answer-seat='1']")).to_contain_text("Accepts")
    page.clock.run_for(10_000)
    page.wait_for_function("document.documentElement.dataset.timer === '10'")
    assert data(page)["phase"] == "offer"
    page.clock.run_for(10_000)  # the answering human's own 20 s ran out: it passes
    page.wait_for_function("document.documentElement.dataset.phase === 'confirm'")
    mirror.screen.timeout()
    assert mirror.state.phase == Phase.CONFIRM
    d = data(page)
    assert d["decider"] == "0" and d["privacy"] == "1" and "timer" not in d, "the offerer's 10 s wait for its tap"
    expect(page.locator("#log")).to_contain_text(f"{answerer}'s time to answer ran out")
    expect(page.locator(".privacy-why")).to_contain_text("Answers to your offer are in")
    page.clock.run_for(60_000)
    assert data(page)["phase"] == "confirm"

    page.get_by_role("button", name=f"I'm {offerer}").click()
    mirror.press(action="tap-in", seat=0)
    page.wait_for_function("document.documentElement.dataset.timer === '10'")
    expect(page.locator("[data-answer-seat='2']")).to_contain_text("Passes")
    expect(page.locator("[data-action=confirm][data-seat='1']")).to_be_enabled()
    clocked.screenshot("exchange-board-confirm")

    page.clock.run_for(9_000)
    assert data(page)["phase"] == "confirm"
    page.clock.run_for(1_000)  # the offerer let it lapse
    page.wait_for_function("document.documentElement.dataset.phase === 'main'")
    mirror.screen.timeout()
    assert mirror.state.phase == Phase.MAIN
    assert "timer" not in data(page)
    expect(page.locator("#log li").last).to_contain_text("offer lapsed")
    assert [list(h) for h in mirror.state.hands] == hands_before, "a lapsed offer moves no cards"
    shown = page.eval_on_selector_all("[data-hand-seat='0'] [data-res]", "els => els.map(e => Number(e.dataset.count))")
    assert shown == hands_before[0]
    assert [str(a) for a in mirror.screen.table.match.actions[-2:]] == ["unanswered 2", "lapse"]


def resume_at_discard(clocked, clocks: str | None = "standard"):
    """A saved game (one human, two ai-easy seats) where the human owes a discard, resumed from its
    link with the page's time paused: (page, mirror, link query).  ``clocks``: the table's, in
    the save's record (None: a record made before the option, which names none)."""
    kinds = ("human", "ai-easy", "ai-easy")

    def owes(m: Mirror) -> bool:
        return m.state.phase == Phase.DISCARD and m.screen.table.decider == 0

    seed = first_seed(kinds, owes, limit=300)
    from mirror import policy

    mirror = Mirror(seed, kinds, clocks=clocks or "standard")
    while not owes(mirror):
        policy(mirror)
    query = f"?seed={seed}&seats={','.join(kinds)}&pace=0"
    save = mirror.screen.table.save()
    if clocks is None:
        del save["record"]["config"]["clocks"]
    save["link"] = {"seed": str(seed), "seats": ",".join(kinds)}
    page = clocked.page
    page.evaluate("s => localStorage.setItem('cinderisle.table', s)", json.dumps(save))
    clocked.follow(query)  # the saved game, resumed
    page.wait_for_function("document.documentElement.dataset.phase === 'discard'")
    pause(page)
    return page, mirror, query


def test_a_discard_runs_out_after_30_s_and_a_saved_game_resumes(clocked):
    """A save made before the table's clocks were an option (its record names none) resumes on
    the Standard clocks: 30 s to discard."""
    page, mirror, _ = resume_at_discard(clocked, clocks=None)
    owed = mirror.state.discard_owed[0]
    hand = list(mirror.state.hands[0])
    d = data(page)
    assert d["decider"] == "0" and d["viewer"] == "0" and d["timer"] == "30" and d["clocks"] == "standard"
    assert int(d["actions"]) == len(mirror.screen.table.match.actions), "the same game, not a new one"
    expect(page.locator(".discard h3")).to_contain_text(f"Return {owed}")
    clocked.screenshot("discard-countdown")

    page.clock.run_for(15_000)
    page.wait_for_function("document.documentElement.dataset.timer === '15'")
    assert data(page)["phase"] == "discard"
    page.clock.run_for(15_000)
    page.wait_for_function("document.documentElement.dataset.phase !== 'discard'")
    mirror.screen.timeout()
    expect(page.locator("#log").get_by_text("time ran out", exact=False)).to_have_count(1)
    assert sum(mirror.state.hands[0]) == sum(hand) - owed
    shown = page.eval_on_selector_all("[data-hand-seat='0'] [data-res]", "els => els.map(e => Number(e.dataset.count))")
    assert shown == list(mirror.state.hands[0]), "the automatic discard took from the largest stacks"


def test_a_reload_goes_on_with_the_running_clock_instead_of_restarting_it(clocked):
    page, mirror, query = resume_at_discard(clocked)
    assert data(page)["timer"] == "30"
    saved = saved_game(page)
    assert saved["clock"]["key"] == ["discard", len(mirror.state.rolls), 0], "the running clock is in the save"
    page.clock.run_for(20_000)
    page.wait_for_function("document.documentElement.dataset.timer === '10'")

    page.clock.resume()
    clocked.open(query)  # a reload: the same link, a new boot
    page.wait_for_function("document.documentElement.dataset.phase === 'discard'")
    pause(page)
    left = int(data(page)["timer"])
    assert 0 < left <= 10, f"the clock went on from 10 s, not from 30 s (shows {left} s)"
    page.clock.run_for(left * 1000)
    page.wait_for_function("document.documentElement.dataset.phase !== 'discard'")
    expect(page.locator("#log").get_by_text("time ran out", exact=False)).to_have_count(1)

    saved["clock"]["deadline"] = 0  # a clock that ran out while the page was closed acts at once
    assert not any(a.startswith("autodiscard") for a in saved["record"]["actions"]), "saved before the clock ran out"
    write_saved_game(page, saved)
    page.clock.resume()
    clocked.open(query)
    pause(page)  # no 30 s pass from here: the cards go back at once
    expect(page.locator("#log").get_by_text("time ran out", exact=False)).to_have_count(1)


def test_the_rules_opened_during_a_discard_show_its_clock_which_keeps_running(clocked):
    """The rules lie over the page: a discard's 30 s keep running while a player reads them,
    so the dialog's head shows that clock (no clock runs unseen), counting down with it, and
    says nothing of a clock once it has stopped."""
    page, mirror, _ = resume_at_discard(clocked)
    assert data(page)["timer"] == "30"
    page.keyboard.press("?")
    page.wait_for_function("document.documentElement.dataset.rulesDialog === 'open'")
    clock = page.locator("#rules [data-rules-clock]")
    expect(clock).to_be_visible()
    expect(clock).to_contain_text("Return cards within 30 s")
    assert clock.evaluate("e => document.elementFromPoint(e.getBoundingClientRect().x + 5, "
                          "e.getBoundingClientRect().y + 5) === e"), "the dialog's clock is covered"
    page.clock.run_for(12_000)
    page.wait_for_function("document.documentElement.dataset.timer === '18'")
    expect(clock).to_contain_text("within 18 s")
    clocked.screenshot("rules-clock")
    page.clock.run_for(18_000)  # it runs out under the dialog: the cards are returned for the human
    page.wait_for_function("document.documentElement.dataset.phase !== 'discard'")
    expect(clock).to_be_hidden()
    page.keyboard.press("Escape")
    page.wait_for_function("document.documentElement.dataset.rulesDialog === undefined")
    assert sum(page.eval_on_selector_all("[data-hand-seat='0'] [data-res]", "els => els.map(e => Number(e.dataset.count))")) \
        == sum(mirror.state.hands[0]) - mirror.state.discard_owed[0]


def test_relaxed_clocks_give_three_times_as_long(clocked):
    """Relaxed (RULINGS 5): 90 s to return cards, counted down; the countdown's time never
    breaks across lines."""
    page, _mirror, _ = resume_at_discard(clocked, clocks="relaxed")
    d = data(page)
    assert d["clocks"] == "relaxed" and d["timer"] == "90"
    expect(page.locator("#countdown")).to_contain_text("90\u00a0s")
    page.clock.run_for(60_000)
    page.wait_for_function("document.documentElement.dataset.timer === '30'")
    assert data(page)["phase"] == "discard", "at Standard it would have run out after 30 s"
    page.clock.run_for(30_000)
    page.wait_for_function("document.documentElement.dataset.phase !== 'discard'")
    expect(page.locator("#log").get_by_text("time ran out", exact=False)).to_have_count(1)


def test_with_the_clocks_off_nothing_happens_by_itself(clocked):
    """Off: no countdown at all; the table waits for the person, however long."""
    page, _mirror, _ = resume_at_discard(clocked, clocks="off")
    d = data(page)
    assert d["clocks"] == "off" and d["phase"] == "discard" and d["decider"] == "0" and "timer" not in d
    expect(page.locator("#countdown")).to_be_hidden()
    before = d["actions"]
    page.clock.run_for(30 * 60_000)  # half an hour
    d = data(page)
    assert d["phase"] == "discard" and d["actions"] == before and "timer" not in d
    expect(page.locator("#log").get_by_text("time ran out", exact=False)).to_have_count(0)
    page.get_by_role("button", name="How to play").first.click()
    page.wait_for_function("document.documentElement.dataset.rulesDialog === 'open'")
    expect(page.locator("#rules-discards")).to_contain_text("no countdown runs")
    expect(page.locator("#rules-clock")).to_be_hidden()
    page.keyboard.press("Escape")
    page.wait_for_function("document.documentElement.dataset.rulesDialog === undefined")


def test_each_ai_seat_places_as_a_beat_of_its_own(clocked):
    """Issue 25: at the Calm pace each AI seat's placement is one beat, one seat after another:
    its hearth lands a pace after the last piece (drawn as just placed, ``is-new``), and its
    causeway half a pace later; the next seat's hearth a whole pace after that (before, every
    piece came a pace apart)."""
    kinds = ("human", "ai-easy", "ai-easy", "ai-easy")
    page = clocked.follow("?island=landfall&seed=5&seats=human,ai-easy,ai-easy,ai-easy&pace=calm")
    d = settle(page)
    assert d["pace"] == "800"
    for _ in range(12):  # to the human's causeway, with every AI seat still to place after it
        d = settle(page)
        if d["phase"] == "setup-causeway" and d["decider"] == d["viewer"]:
            break
        page.locator("#board .is-pressable").first.dispatch_event("click")
        page.wait_for_function("n => document.documentElement.dataset.actions !== n", arg=d["actions"])
    assert d["phase"] == "setup-causeway"
    me = int(d["viewer"])
    pause(page)
    page.locator("#board .is-pressable").first.dispatch_event("click")
    page.wait_for_function("n => document.documentElement.dataset.actions !== n", arg=d["actions"])
    n = int(data(page)["actions"])
    landed: list[tuple[int, str, str, int]] = []  # (ms after the human's causeway, piece, seat, actions)
    for ms in range(20, 2601, 20):
        page.clock.run_for(20)
        d = data(page)
        if int(d["actions"]) > n + len(landed):
            piece = page.locator("#board .piece.is-new")
            landed.append((ms, piece.get_attribute("data-piece"), piece.get_attribute("data-seat"), int(d["actions"])))
    assert [(p, a) for _, p, _, a in landed[:4]] == [("hearth", n + 1), ("causeway", n + 2), ("hearth", n + 3),
                                                     ("causeway", n + 4)], landed
    (h1, _, s1, _), (c1, _, s1c, _), (h2, _, s2, _), (c2, _, s2c, _) = landed[:4]
    assert 800 <= h1 <= 840 and 400 <= c1 - h1 <= 440 and 800 <= h2 - c1 <= 840 and 400 <= c2 - h2 <= 440, landed
    assert s1 == s1c != str(me) and s2 == s2c != str(me), "a seat's hearth and causeway are one beat"
    beats = [s1, s2]
    assert beats[0] != beats[1], "one seat after another"
    assert kinds.count("human") == 1


def test_end_turn_right_after_roll_is_guarded_visibly_and_a_single_tap_ends_the_turn(clocked):
    """Issue 25: End turn takes Roll's place guarded (``data-end-guard="1"``, a bar on it), so a
    double tap on Roll never ends the turn; but no press on it is dropped unseen: the double
    tap's second tap (within 350 ms of Roll) is held and shown (``data-end-held``, a shake), and
    a single tap after that, still within the guard, ends the turn."""
    from driver import link

    kinds = ("human", "ai-easy", "ai-easy", "ai-easy")
    page = clocked.follow(link(3, kinds))
    mirror = Mirror(3, kinds)
    for _ in range(60):
        d = settle(page)
        if d["phase"] == "pre-roll" and d["turn"] == d["viewer"] and mirror.state.phase == Phase.PRE_ROLL:
            break
        step(page, mirror)
    else:
        raise AssertionError("the human's turn never came")
    pause(page)
    page.locator("#tray [data-action=roll]").click()
    page.wait_for_function("document.documentElement.dataset.phase === 'main'")
    d = data(page)
    assert d["endGuard"] == "1" and d["endReady"] == "0"
    end = page.locator("#tray [data-action=end]")
    page.clock.run_for(100)
    end.click()  # 100 ms after Roll: the second tap of a double tap
    d = data(page)
    assert d["phase"] == "main" and d["endHeld"] == "1", "held, and said so"
    expect(end).to_have_class(re.compile(r"\bis-held\b"))
    page.clock.run_for(300)
    assert data(page)["endGuard"] == "1", "still guarded"
    turns = data(page)["turns"]
    end.click()  # 400 ms after Roll: a tap of its own
    page.wait_for_function("n => document.documentElement.dataset.turns !== n", arg=turns)
    assert "endGuard" not in data(page)
    page.clock.resume()


def test_hotseat_supply_caravan_each_human_chooses_in_their_own_30_s(clocked):
    """LIVING-ISLAND 9.3 (the Supply Caravan on one device): each human chooses in turn, behind
    the privacy screen, with the discard's time (30 s at Standard) from the moment its hand is
    shown ("Take a card within 30 s"); when it runs out the seat takes the resource it holds fewest
    whole cards of, among those the Supply can give (ties: Pine, Basalt, Kelp, Millet, Copper).
    Seed 22, two people: the first player's second roll is a 7 whose event is the Supply Caravan."""
    kinds, seed = ("human", "human"), 22
    page = clocked.page
    page.evaluate("localStorage.setItem('cinderisle.living-walkthrough', 'done')")
    page = clocked.follow(f"?seed={seed}&seats={','.join(kinds)}&pace=0&clocks=standard&rules=living")
    mirror = Mirror(seed, kinds, rules="living")
    for _ in range(60):
        settle(page)
        if mirror.state.phase == Phase.CARAVAN:
            break
        step(page, mirror)
    else:
        raise AssertionError("the Supply Caravan never came")
    page.wait_for_function("document.documentElement.dataset.phase === 'caravan'")
    assert data(page)["event"] == "supply-caravan"

    def fewest(seat: int) -> int:
        st = mirror.state
        can = [r for r in range(5) if st.supply[r] >= 1]
        return min(can, key=lambda r: (st.hands[seat][r], r))

    picks = 0
    while mirror.state.phase == Phase.CARAVAN:
        seat = mirror.screen.table.decider
        if data(page)["privacy"] == "1":
            pause(page)
            assert "timer" not in data(page), "no clock runs behind the privacy screen"
            page.clock.run_for(60_000)  # the device is being passed: nothing runs out
            assert data(page)["phase"] == "caravan" and data(page)["privacy"] == "1"
            page.get_by_role("button", name=f"I'm {mirror.screen.table.name(seat)}").click()
            mirror.press(action="tap-in", seat=seat)
        page.wait_for_function("document.documentElement.dataset.timer === '30'")
        expect(page.locator("#tray .panel.caravan")).to_be_visible()
        pause(page)
        expect(page.locator("#countdown")).to_contain_text("Take a card within")  # (not a discard's words)
        want = fewest(seat)
        whole = mirror.state.hands[seat][want]
        page.clock.run_for(29_000)
        assert data(page)["phase"] == "caravan" and data(page)["viewer"] == str(seat)
        actions = data(page)["actions"]
        page.clock.run_for(1_000)  # its 30 s ran out: the card the rule gives
        page.wait_for_function("a => document.documentElement.dataset.actions !== a", arg=actions)
        mirror.screen.timeout()
        mirror.settle()
        assert mirror.state.hands[seat][want] == whole + 1, "the seat took what it holds fewest of"
        expect(page.locator("#log")).to_contain_text(RES_NAMES[want])
        picks += 1
        settle(page)
    assert picks == 2
    assert mirror.state.phase != Phase.CARAVAN
    page.wait_for_function("document.documentElement.dataset.phase !== 'caravan'")


def test_a_phone_turned_sideways_during_a_discard_shows_its_clock_which_keeps_running(clocked):
    """Held sideways, the phone shows only its ask to be turned upright (style.css; this page's
    mouse is asked for a taller window, the same ask in other words): the discard's clock,
    which keeps running, shows under the words (no clock runs unseen), and nothing of a clock
    once it has stopped."""
    page, _mirror, _ = resume_at_discard(clocked)
    assert data(page)["timer"] == "30"
    page.set_viewport_size({"width": 844, "height": 390})
    clock = page.locator("#upright-clock")
    expect(clock).to_be_visible()
    expect(clock).to_have_text("Return cards within 30 s")
    page.clock.run_for(12_000)
    page.wait_for_function("document.documentElement.dataset.timer === '18'")
    expect(clock).to_have_text("Return cards within 18 s")
    clocked.screenshot("upright-clock")
    page.clock.run_for(18_000)  # it runs out behind the words: the cards are returned for the human
    page.wait_for_function("document.documentElement.dataset.phase !== 'discard'")
    expect(clock).to_be_hidden()
    expect(page.locator("#upright-words")).to_be_visible()
    page.set_viewport_size({"width": 390, "height": 844})
    expect(page.locator("#upright")).to_be_hidden()
