"""The site's table controller (pure Python): privacy between humans, AI steps, words, saves."""

from __future__ import annotations

import dataclasses
import json

import pytest

from engine.actions import Action
from engine.errors import RuleError
from engine.game import GameConfig, RecordError
from engine.rules import legal_actions
from engine.view import SeatView

from model.adapter import engine_state
from model.table import SeatSpec, Table, load_table


def four_ai(seed: int = 4) -> Table:
    return Table(GameConfig(seats=4, seed=seed), [SeatSpec("ai-easy", n) for n in ("A", "B", "C", "D")])


def test_ai_table_plays_to_a_winner_and_logs_in_words() -> None:
    t = four_ai()
    while not engine_state(t).is_over:
        assert t.ai_step() is not None
    assert t.log[-1].endswith("renown!") and "wins with" in t.log[-1]
    assert any(" rolled " in line for line in t.log)
    assert not any(line.startswith("draw ") for line in t.log)  # venture draws stay hidden


def test_privacy_screen_between_two_humans() -> None:
    t = Table(GameConfig(seats=2, seed=3, island="landfall"), [SeatSpec("human", "Ana"), SeatSpec("human", "Bo")])
    first = t.decider
    assert t.privacy_seat() == first and t.legal() == []  # nobody has tapped in yet
    with pytest.raises(RuleError, match="tap in"):
        t.play(Action.parse("hearth 20"))
    t.tap_in(first)
    assert t.privacy_seat() is None and t.legal()
    hearth = t.legal()[0]
    t.play(hearth)
    t.play(t.legal()[0])  # the causeway: now the other human places
    assert t.decider != first and t.privacy_seat() == t.decider
    assert t.legal() == []  # the first player's view is hidden again


def test_one_human_never_sees_the_privacy_screen() -> None:
    t = Table(GameConfig(seats=3, seed=8), [SeatSpec("ai-easy"), SeatSpec("human", "Me"), SeatSpec("ai-easy")])
    for _ in range(200):
        if engine_state(t).is_over:
            break
        assert t.privacy_seat() is None
        if t.is_ai(t.decider):
            t.ai_step()
        else:
            t.play(t.legal()[0])


def test_save_and_load_restore_the_same_game() -> None:
    t = four_ai(11)
    for _ in range(120):
        t.ai_step()
    saved = json.dumps(t.save())
    back = load_table(saved)
    assert engine_state(back).summary() == engine_state(t).summary()
    assert back.log == t.log[-200:]
    assert [s.name for s in back.seats] == ["A", "B", "C", "D"]


@pytest.mark.parametrize("bad", ["{", "[]", '{"format": "cinderisle-table", "version": 99}',
                                 '{"format": "cinderisle-table", "version": 1, "record": {"format": "x"}}'])
def test_a_damaged_save_gives_a_readable_error(bad: str) -> None:
    with pytest.raises(RecordError):
        load_table(bad)


def test_names_are_kept_as_text_and_trimmed() -> None:
    t = Table(GameConfig(seats=2, seed=1), [SeatSpec("human", "<b>x</b>" * 10), SeatSpec("ai-easy", "")])
    assert t.name(0) == ("<b>x</b>" * 10)[:24]
    assert t.name(1) == "Saffron"


def test_history_and_collected_follow_the_game() -> None:
    t = four_ai(6)
    while not engine_state(t).is_over:
        t.ai_step()
    ends = sum(1 for a in t.match.actions if a.kind == "end")
    assert len(t.history) == ends + 1
    assert t.history[-1] == engine_state(t).renown
    assert sum(map(sum, t.collected)) > 0
    back = load_table(json.dumps(t.save()))
    assert back.history == t.history and back.collected == t.collected


def test_tapping_in_at_the_wrong_moment_is_refused_in_words() -> None:
    t = Table(GameConfig(seats=2, seed=3, island="landfall"), [SeatSpec("human", "Ana"), SeatSpec("human", "Bo")])
    other = 1 - t.decider
    with pytest.raises(RuleError, match=r"not Bo's moment|not Ana's moment") as info:
        t.tap_in(other)
    assert info.value.code == "not-now" and t.viewer is None


def test_seat_names_are_values_in_the_log_not_patterns() -> None:
    """A seat named like a placeholder ("{1}") gets its own harvests in the log, never
    another seat's (the log once filled "{0}", "{1}" ... in by string replacement)."""
    from engine import events as E

    from words.narrate import describe

    names = ["{1}", "{0}", "Ana"]
    t = Table(GameConfig(seats=3, seed=21), [SeatSpec("ai-easy", n) for n in names])
    checked = 0
    while not engine_state(t).is_over:
        lines, harvests = len(t.log), len(t.harvests)
        t.ai_step()
        rolls = [line for line in t.log[lines:] if " rolled " in line and " +" in line]
        if len(rolls) != 1:
            continue
        said = {part.split(" +", 1)[0] for part in rolls[0].split(". ", 1)[1].rstrip(".").split("; ")}
        assert said == {names[e.seat] for e in t.harvests[harvests:]}, rolls[0]
        checked += 1
    assert checked >= 10
    line = describe([E.Rolled(2, 8, (4, 4)), E.Harvested(0, 2, 1, 8)], names, t.match.island)
    assert line == "Ana rolled 8. {1} +1 Kelp."


# ---------------------------------------------------------------- taking back at the table


def one_human(seed: int = 5) -> Table:
    return Table(GameConfig(seats=3, seed=seed), [SeatSpec("human", "Ana"), SeatSpec("ai-easy", "B"), SeatSpec("ai-easy", "C")])


def human_at_main_with_a_build(seed: int) -> Table:
    """Play the human by a simple policy until it can build or trade in its main phase."""
    from engine.actions import TAKE_BACK_KINDS

    t = one_human(seed)
    for _ in range(3000):
        while t.ai_step() is not None:
            pass
        s = engine_state(t)
        legal = t.legal()
        if s.phase.label == "main" and any(a.kind in TAKE_BACK_KINDS for a in legal):
            return t
        if s.phase.label == "main":
            t.play(Action.parse("end"))
        elif s.phase.label == "discard":
            from engine.rules import auto_discard_choice

            t.play(Action("discard", *auto_discard_choice(list(s.hands[0]), s.discard_owed[0])))
        else:
            t.play(legal[0])
    raise AssertionError("the human never could build")


@pytest.mark.parametrize("seed", [3, 5, 8, 13])
def test_undo_restores_the_state_the_record_and_the_log(seed: int) -> None:
    from engine.actions import TAKE_BACK_KINDS

    t = human_at_main_with_a_build(seed)
    before = (engine_state(t).summary(), list(t.match.actions), list(t.log), [r[:] for r in t.collected], list(t.history))
    assert t.takeback() is None, "nothing to take back after the roll"
    build = next(a for a in t.legal() if a.kind in TAKE_BACK_KINDS)
    t.play(build)
    assert t.takeback() == build
    assert t.undo() == build
    after = (engine_state(t).summary(), list(t.match.actions), list(t.log), [r[:] for r in t.collected], list(t.history))
    assert after == before
    assert engine_state(load_table(json.loads(json.dumps(t.save())))).summary() == before[0], "the save holds what stands"
    with pytest.raises(RuleError, match="nothing you can take back"):
        t.undo()


def test_nobody_takes_back_across_the_privacy_screen() -> None:
    t = Table(GameConfig(seats=2, seed=3), [SeatSpec("human", "Ana"), SeatSpec("human", "Bo")])
    first = t.decider
    t.tap_in(first)
    t.play(t.legal()[0])  # a hearth
    assert t.takeback() is not None
    t.play(t.legal()[0])  # and its causeway: the other human's turn
    assert t.privacy_seat() == 1 - first
    assert t.takeback() is None
    with pytest.raises(RuleError):
        t.undo()
    t.tap_in(1 - first)
    assert t.takeback() is None, "the next human cannot take the first one's placement back"


@pytest.mark.parametrize("seed", [2, 9])
def test_no_corner_or_edge_number_in_the_log(seed: int) -> None:
    import re

    t = four_ai(seed)
    while not engine_state(t).is_over:
        t.ai_step()
    assert [line for line in t.log if re.search(r"\b(corner|edge|tile) \d", line)] == []
    assert any(" corner of " in line for line in t.log) and any("causeway by " in line for line in t.log)


def test_text_nested_too_deep_is_refused_with_a_reason_before_parsing() -> None:
    from model import jsontext, saves

    deep = "[" * 100_000 + "]" * 100_000
    check = saves.check_save(deep)
    assert check.kind == "corrupt" and "nests arrays and objects more than" in check.reason
    with pytest.raises(RecordError, match="nests"):
        saves.read_record(deep)
    with pytest.raises(RecordError, match="nests"):
        load_table(deep)
    assert saves.damaged_list(deep)[0]["reason"] == "the list of damaged saves was itself damaged"
    # The page's own files pass, however many brackets their strings hold.
    t = four_ai()
    for _ in range(30):
        t.ai_step()
    text = json.dumps(t.save())
    assert jsontext.loads(text) == json.loads(text)
    assert not jsontext.nested_deeper(json.dumps({"name": "[" * 1000}))
    assert jsontext.nested_deeper("[" * 33 + "]" * 33) and not jsontext.nested_deeper("[" * 32 + "]" * 32)


def test_the_hand_shows_after_the_game_is_over() -> None:
    """Over, the screen's view shows every hand: the viewer's own hand and venture cards are
    still its own (a player saw zeros there)."""
    import random

    from engine.ai import make_seat

    from update.screen import Screen
    from view.tray import hand_html


    t = Table(GameConfig(seats=2, seed=5), [SeatSpec("human", "Me"), SeatSpec("ai-easy")])
    mine = make_seat("ai-easy", 5, 0)
    rng = random.Random(1)
    while not engine_state(t).is_over:
        if t.is_ai(t.decider):
            t.ai_step()
        else:
            legal = t.legal()
            t.play(mine.choose(SeatView(engine_state(t), 0), legal) if rng.random() < 0.9 else legal[0])
    f = Screen(t).frame()
    assert f.viewer == 0 and f.hand == tuple(engine_state(t).hands[0])
    html = hand_html(f)
    for r, n in enumerate(engine_state(t).hands[0]):
        assert f'data-count="{n}"' in html.split('data-res="')[r + 1]
    if any(engine_state(t).ventures[0]):
        assert 'data-venture="' in html


def test_words_players_tripped_over() -> None:
    """The pre-roll prompt names a Warden only when one may be played; the results' "made of"
    leaves out beacons nobody raised; an answer a person has not given yet is not "Thinking…"."""

    from engine.cards import WARDEN
    from engine.phase import Phase

    from update.screen import Screen
    from view.controls import answer_words
    from view.results import end_html
    from view.status import prompt


    t = Table(GameConfig(seats=2, seed=5), [SeatSpec("human", "Me"), SeatSpec("ai-easy")])
    screen = Screen(t)
    while not (engine_state(t).phase == Phase.PRE_ROLL and t.decider == 0):
        if t.is_ai(t.decider):
            t.ai_step()
        else:
            t.play(t.legal()[0])
    assert prompt(screen.frame()) == "Roll the dice."
    engine_state(t).ventures[0][WARDEN] += 1  # a Warden in hand (not bought this turn)
    assert prompt(screen.frame()) == "Roll the dice (a Warden may be played first)."
    engine_state(t).ventures[0][WARDEN] -= 1
    f = screen.frame()
    assert answer_words(f, 0, 0) == "Not answered yet" and answer_words(f, 1, 0) == "Thinking…"
    # In a replay nobody is deciding: an AI's answer not given yet is not "Thinking…" either.
    assert answer_words(dataclasses.replace(f, replaying=True), 1, 0) == "Not answered yet"
    while not engine_state(t).is_over:
        if t.is_ai(t.decider):
            t.ai_step()
        else:
            t.play(t.legal()[0])
    html = end_html(Screen(t).frame())
    for i in range(2):
        row = html.split(f'data-final-seat="{i}"')[1].split("</tr>")[0]
        assert ("beacon" in row) == any(engine_state(t).corner_piece[c] == 2 for c in engine_state(t).seat_corners[i]), row


def test_undo_says_what_it_took_back() -> None:
    """After Undo the status says what was taken back (a play-tester saw nothing change in words)."""

    from update.screen import Screen

    t = Table(GameConfig(seats=2, seed=3, island="landfall"), [SeatSpec("human", "Ana"), SeatSpec("ai-easy")])
    screen = Screen(t)
    while t.is_ai(t.decider):
        t.ai_step()
    corner = screen.pressable().corners[0]
    screen.press({"action": "site", "corner": str(corner)})
    assert screen.frame().takeback_brief == "the hearth"
    screen.press({"action": "undo"})
    msg = screen.frame().message
    assert msg.startswith("Taken back: the hearth on the ") and msg.endswith("."), msg


def _human_play(t: Table, action: Action) -> None:
    """Play a human's ``action`` as the page does: tapped in first if the privacy screen shows."""
    seat = t.privacy_seat()
    if seat is not None:
        t.tap_in(seat)
    t.play(action)


def test_a_counter_reads_from_the_countering_seat_and_the_end_s_seat_cards_show_the_final_renown() -> None:
    """Play-test round 3: "Ben Counters · wants 1 Kelp for 2 Pine" when Ben gave 1 Kelp and
    wanted 2 Pine; and at the end the seat cards said 6 and 4 where the results said 7 and 7
    (the Landmarks revealed).  The Exchange Board and the log say what the countering seat gives
    and wants; the seat cards at the end show the results' renown."""

    from engine import actions as A
    from engine import events as E
    from engine.phase import Phase

    from update.screen import Screen
    from view.controls import total_renown
    from view.seat_cards import seats_html
    from view.status import exchange_html
    from words.narrate import describe


    t = Table(GameConfig(seats=3, seed=5), [SeatSpec("human", "Ana"), SeatSpec("human", "Ben"), SeatSpec("ai-easy")])
    screen = Screen(t)
    for _ in range(4000):
        st = engine_state(t)
        if st.phase == Phase.MAIN and st.turn_seat == 0 and st.offers_posted == 0:
            st.hands[0][0] += 1  # (the cards of the offer and of the counter, dealt for the test)
            st.hands[1][2] += 1
            break
        if t.is_ai(t.decider):
            t.ai_step()
        else:
            legal = legal_actions(st)
            _human_play(t, next((a for a in legal if a.kind == A.END), legal[0]) if st.phase == Phase.MAIN else legal[0])
    else:
        raise AssertionError("no moment for the offer")
    _human_play(t, A.offer((1, 0, 0, 0, 0), (0, 0, 1, 0, 0)))  # Ana gives 1 Pine, wants 1 Kelp
    _human_play(t, A.counter(1, (0, 0, 1, 0, 0), (2, 0, 0, 0, 0)))  # Ben gives 1 Kelp, wants 2 Pine
    html = exchange_html(screen.frame())
    terms = html.split('data-answer-seat="1"', 1)[1].split("</li>", 1)[0]
    assert terms.index("gives") < terms.index('aria-label="1 Kelp"') < terms.index("wants") \
        < terms.index('aria-label="2 Pine"'), terms
    line = describe([E.Answered(1, "counter", (0, 0, 1, 0, 0), (2, 0, 0, 0, 0))], ["Ana", "Ben", "Cleo"], t.match.island)
    assert line == "Ben counters: gives 1 Kelp, wants 2 Pine.", line
    # To the end: each seat card's number is the results' final renown.
    while not engine_state(t).is_over:
        if t.is_ai(t.decider):
            t.ai_step()
        else:
            _human_play(t, legal_actions(engine_state(t))[0])
    f = Screen(t).frame()
    cards = seats_html(f)
    for i in range(3):
        card = cards.split(f'data-seat-card="{i}"', 1)[1]
        shown = int(card.split('class="renown-n">', 1)[1].split("<", 1)[0])
        assert shown == total_renown(f.view, i)


def test_a_discard_card_by_card_is_one_line_that_grows() -> None:
    from engine.events import Discarded, Rolled

    from model.table import discarding

    one, two = (1, 0, 0, 0, 0), (0, 0, 2, 0, 0)
    state, grew = discarding(None, [Discarded(2, one, False)])
    assert state == (2, [1, 0, 0, 0, 0]) and not grew
    state, grew = discarding(state, [Discarded(2, two, False)])
    assert state == (2, [1, 0, 2, 0, 0]) and grew, "the same seat's next card: the line grows"
    assert discarding(state, [Discarded(3, one, False)]) == ((3, [1, 0, 0, 0, 0]), False), "another seat: anew"
    assert discarding(state, [Discarded(2, one, True)]) == (None, False), "a clock's discard is a line of its own"
    assert discarding(state, [Rolled(0, 8, (4, 4))]) == (None, False)
