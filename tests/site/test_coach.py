"""The coach of "Learn to play" in CPython (issue 14): following it on the chosen seed brings
every lesson early and ends the game; hiding it changes no step; its progress survives a save
and a load (and a save without it still loads); it reads only the viewer's own view; what it
says fits a phone's two lines; what it lights up is what its step means.

Each checker is a function returning what it found, shown a planted fault first (a lesson
that never comes, a step that depends on being hidden, a progress lost on the way, a step
that peeks at a hidden hand...), so every test here can fail.
"""

from __future__ import annotations

import copy
import doctest
import json
import random
import re
from pathlib import Path

import pytest

from engine.view import SeatView

from coach_seed import END_TURNS, LESSON_TURNS, Run, coached_screen, follow
from model import coach, lessons, saves
from model.adapter import Sight, engine_game, engine_state
from model.coach import COACH_SEED, LESSONS, SAVE_KEY, Coach, Progress, Step, press_for
from model.screen import ScreenModel
from update import hinting
from update.screen import Screen
from view import coach_words, controls, panels, tray
from words import coachwords

ROOT = Path(__file__).resolve().parents[2]


def test_doctests() -> None:
    assert doctest.testmod(coach).failed == 0 and doctest.testmod(lessons).failed == 0


@pytest.fixture(scope="module")
def run() -> Run:
    """The coached game on the chosen seed, the coach followed from its first step to the end."""
    return follow(COACH_SEED)


# ---------------------------------------------------------------- the chosen seed


def lesson_problems(r: Run) -> list[str]:
    """What is wrong with a followed game as a first game: a lesson never shown, one shown late,
    no end in time."""
    out = [f"lesson {name!r} was never shown" for name in LESSONS if name not in r.first]
    out += [f"lesson {name!r} came on turn {r.first[name]} (after {LESSON_TURNS})"
            for name in LESSONS if name != "end" and r.first.get(name, 0) > LESSON_TURNS]
    if r.first.get("end", END_TURNS + 1) > END_TURNS:
        out.append(f"the game did not end by turn {END_TURNS}")
    return out


def test_the_chosen_seed_brings_every_lesson_early(run: Run) -> None:
    assert not lesson_problems(run), lesson_problems(run)
    assert run.steps[0] == "first-hearth" and run.steps[-1] == "end"
    assert run.screen is not None and engine_state(run.screen).is_over
    # The lessons of a first turn come in the game's own order.
    order = [n for n in run.steps if n in ("first-hearth", "first-causeway", "second-hearth", "payout", "roll")]
    assert order == ["first-hearth", "first-causeway", "second-hearth", "payout", "roll"], order


def test_the_lesson_checker_catches_a_lesson_that_never_comes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted: the coach can never draft an offer (the Exchange Board lesson waits for ever),
    and a seed whose game brings its lessons late."""
    monkeypatch.setattr(lessons, "exchange_plan", lambda m, p: None)
    found = lesson_problems(follow(COACH_SEED))
    assert "lesson 'exchange-offer' was never shown" in found, found
    monkeypatch.undo()
    late = lesson_problems(follow(1))
    assert any("came on turn" in p or "never shown" in p or "did not end" in p for p in late), late


def test_every_step_says_little_and_points_somewhere(run: Run) -> None:
    """Followed to the end, every step of the player's decisions points at something, and says
    at most ``coachwords.SHORT`` characters (the two lines of news it replaces on a phone)."""
    r = replay_steps(COACH_SEED)
    said = [(st.name, st.words) for st in r if st.name not in ("wait", "end")]
    assert said, "the game has steps"
    long = [(n, w) for n, w in said if len(w) > coachwords.SHORT]
    assert not long, long
    assert all(st.target for st in r if st.name not in ("wait", "end"))
    assert {st.name for st in r} <= set(coach.STEPS)


LIT_SITE = re.compile(r"(?<!then )the lit (corner|edge|tile|hearth)|^An? \w+ on the lit")


def words_problems(steps: list[Step]) -> list[str]:
    """The words say what is lit: "the lit corner" (or edge, tile, hearth) only while a site of
    the board is lit ("press Hearth, then the lit corner" speaks of the next press); while a
    sheet's Close is lit, the words begin with "Close"."""
    out = []
    for st in steps:
        site = st.target.split(" ")[0] in ("corner", "edge", "tile")
        if LIT_SITE.search(st.words) and not site:
            out.append(f"{st.name}: {st.words!r} while {st.target!r} is lit")
        if st.target == "close" and not st.words.startswith("Close"):
            out.append(f"{st.name}: {st.words!r} while the sheet's Close is lit")
    return out


def test_every_lesson_has_its_rule() -> None:
    """Each lesson's "More" opens a section the rules have; between lessons there is none."""
    from view import coach_words, rulebook

    assert set(coach_words.LESSON_SECTIONS) == set(coach.LESSONS)
    assert set(coach_words.LESSON_SECTIONS.values()) <= set(rulebook.names())
    assert 'data-section="discards"' in coach_words.more_html("seven-discard") and coach_words.more_html("play") == ""


def test_the_words_say_what_is_lit(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    """Play-test round 2 saw "A hearth on the lit corner" while the trade sheet's Close was lit,
    and "a beacon on the lit hearth" while the Beacon button was.  Over the chosen game and a
    few others followed to the end, the words match what is lit.  Planted: the short words that
    ignore what is lit, as they were."""
    steps = [st for seed in (COACH_SEED, 135, 7) for st in replay_steps(seed)]
    assert any(st.target.startswith("mode:") for st in steps) and any(st.target.startswith("corner") for st in steps)
    assert not words_problems(steps)
    short = coachwords.choice_words
    monkeypatch.setattr(coachwords, "choice_words", lambda h, island, names, rates, target="": short(h, island, names, rates))
    planted = words_problems(replay_steps(COACH_SEED))
    assert any("is lit" in p for p in planted), planted


def replay_steps(seed: int) -> list[Step]:
    """Every step shown when following the coach on ``seed``, in order."""
    return [shown for shown, _hidden in steps_hiding(seed, set())]


def steps_hiding(seed: int, hide: set[int]) -> list[tuple[Step, Step | None]]:
    """Follow the coach on ``seed``; before each press numbered in ``hide`` hide the coach, note
    its step while hidden, and bring it back: (the step shown, the step while hidden or None)."""
    s = coached_screen(seed)
    assert s.coach is not None
    out: list[tuple[Step, Step | None]] = []
    for n in range(2000):
        while s.ai_due():
            s.ai_step()
        st = s.coach_step()
        if st.name == "end":
            out.append((st, None))
            return out
        hidden = None
        if n in hide:
            s.press({"action": "coach"})
            hidden = s.coach_step()
            f = s.frame()
            assert f.coach_hidden and f.coach_words == "" and f.coach_target == ""
            s.press({"action": "coach"})
        out.append((st, hidden))
        s.press(press_for(st.target))
    raise AssertionError("the game did not end")


# ---------------------------------------------------------------- hiding


def hidden_differs(seed: int, every: int = 3) -> list[str]:
    """Where the steps differ when the coach is hidden (and brought back) before every
    ``every``-th press: the step while hidden against the one shown, and the whole game's steps
    against those of a game where it never hides."""
    plain = replay_steps(seed)
    hiding = steps_hiding(seed, set(range(0, 2000, every)))
    out = [f"press {n}: {shown.name!r} shown, {hidden.name!r} hidden"
           for n, (shown, hidden) in enumerate(hiding) if hidden is not None and hidden != shown]
    if [shown for shown, _ in hiding] != plain:
        out.append("the game's steps differ when the coach is hidden at times")
    return out


def test_hiding_the_coach_changes_no_step() -> None:
    assert not hidden_differs(COACH_SEED)


def test_the_hiding_checker_catches_a_step_that_depends_on_hiding(monkeypatch: pytest.MonkeyPatch) -> None:
    real = Coach.step

    def peeks(self: Coach, screen: Screen) -> Step:
        st = real(self, screen)
        return Step("play", st.words, st.target) if self.hidden and st.lesson else st

    monkeypatch.setattr(Coach, "step", peeks)
    assert hidden_differs(COACH_SEED)


def test_a_hidden_coach_lights_nothing_up_and_says_nothing() -> None:
    s = coached_screen(COACH_SEED)
    assert s.coach is not None
    while s.ai_due():
        s.ai_step()
    f = s.frame()
    assert f.coach == "first-hearth" and f.coach_words and f.hint_mark == "dots"
    assert 'data-hinted="1"' in controls.tools_html(f)
    s.press({"action": "coach"})
    f = s.frame()
    assert f.coach == "first-hearth" and f.coach_hidden and not f.coach_words and not f.hint_mark
    assert "data-hinted" not in "".join(panels.regions(f).values())
    assert 'aria-pressed="false"' in coach_words.coach_toggle_html(f) and ">Coach<" in coach_words.coach_toggle_html(f)


# ---------------------------------------------------------------- saving


def save_text(s: Screen) -> str:
    """The save as the page writes it (``glue.storage.write_save``)."""
    data = s.table.save()
    data["link"] = {"island": "landfall", "seed": str(COACH_SEED), "seats": ",".join(coach.COACH_KINDS)}
    if s.coach is not None:
        data[SAVE_KEY] = s.coach.progress.to_json()
    return json.dumps(data, separators=(",", ":"))


def loaded(text: str, keep_coach: bool = True) -> Screen:
    """The screen a reload shows for a save (``glue.storage.read_save`` and ``routing.resume``)."""
    check = saves.check_save(text)
    assert check.kind == "ok" and check.table is not None, check.reason
    s = Screen(check.table)
    progress = coach.progress_in_save(text)
    if progress is not None and keep_coach:
        s.coach = Coach(progress)
    return s


def reload_problems(seed: int, keep_coach: bool = True) -> list[str]:
    """Follow the coach; at every step of the player's, save and load: the loaded screen must
    show the same step (name, words, target) and the same hidden flag."""
    s = coached_screen(seed)
    assert s.coach is not None
    out = []
    for n in range(2000):
        while s.ai_due():
            s.ai_step()
        st = s.coach_step()
        if st.name == "end":
            break
        if not (s.mode or s.sheet or any(s.give) or any(s.want) or any(s.discard) or s.dots_on):
            back = loaded(save_text(s), keep_coach)
            again = back.coach_step() if back.coach is not None else None
            if again != st:
                out.append(f"press {n}: {st.name!r} before the reload, {again.name if again else None!r} after")
        if n % 7 == 0:
            s.press({"action": "coach"})  # hidden at times: that is saved too
            back = loaded(save_text(s), keep_coach)
            if back.coach is None or back.coach.hidden != s.coach.hidden:
                out.append(f"press {n}: the coach's hiding was lost")
            s.press({"action": "coach"})
        s.press(press_for(st.target))
    return out


def test_the_coach_survives_a_save_and_a_load() -> None:
    assert not reload_problems(COACH_SEED)


def test_the_reload_checker_catches_a_lost_progress() -> None:
    found = reload_problems(COACH_SEED, keep_coach=False)
    assert found and any("before the reload" in p for p in found)


def test_the_coachs_notes_matter_after_a_reload() -> None:
    """The roll's payout the coach noted is what brings the harvest step back after a reload:
    without it (a progress with no notes), the step after the roll differs."""
    s = coached_screen(COACH_SEED)
    assert s.coach is not None
    run = follow(COACH_SEED, until="harvest", screen=s)
    assert run.steps[-1] == "harvest"
    back = loaded(save_text(s))
    assert back.coach is not None and back.coach_step() == s.coach_step()
    bare = json.loads(save_text(s))
    bare[SAVE_KEY]["roll"] = None
    back = loaded(json.dumps(bare))
    assert back.coach is not None and back.coach_step().name != "harvest"


def test_a_save_without_a_coach_or_with_a_damaged_one_still_loads() -> None:
    s = coached_screen(COACH_SEED)
    follow(COACH_SEED, until="roll", screen=s)
    text = save_text(s)
    plain = json.loads(text)
    del plain[SAVE_KEY]
    assert saves.check_save(json.dumps(plain)).kind == "ok" and coach.progress_in_save(json.dumps(plain)) is None
    for damaged in ("oops", 7, [], {"format": "x"}, {"format": coach.FORMAT, "done": "all", "roll": {"at": True},
                                                     "hidden": "yes", "stole_at": "x"}):
        bad = dict(plain, **{SAVE_KEY: damaged})
        text = json.dumps(bad)
        assert saves.check_save(text).kind == "ok", damaged
        assert coach.progress_in_save(text) == Progress(), damaged  # a coach that starts over, never a refusal
    # A version 1 save of the fixtures (before the coach) still loads, with no coach.
    old = sorted((ROOT / "tests" / "fixtures").rglob("*save*.json"))
    assert old, "the fixtures hold old saves"
    for path in old:
        assert coach.progress_in_save(path.read_text()) is None


def test_progress_reads_back_what_it_wrote() -> None:
    p = Progress(frozenset({"roll", "build"}), True, coach.RollNote(40, 8, ((0, 1, 2, 5), (2, 0, 1, 5))), 33)
    assert Progress.from_json(json.loads(json.dumps(p.to_json()))) == p


# ---------------------------------------------------------------- the viewer's own view


def peek_problems(seed: int, presses: int = 400) -> list[str]:
    """Along the followed game, deal anew all the viewer may not see (other hands, the venture
    deck): the step must not change."""
    s = coached_screen(seed)
    assert s.coach is not None
    rng = random.Random(5)
    out = []
    for n in range(presses):
        while s.ai_due():
            s.ai_step()
        st = s.coach_step()
        if st.name == "end":
            break
        state = engine_state(s)
        viewer = s.viewer()
        if viewer is not None and s.my_turn():
            for _ in range(2):
                engine_game(s).state = SeatView(state, viewer).sample_state(rng)
                s.advice_kept = None  # computed afresh over the dealt state
                try:
                    again = s.coach_step()
                finally:
                    engine_game(s).state = state
                    s.advice_kept = None
                if again != st:
                    out.append(f"press {n}: {st.name!r} became {again.name!r} over a hidden part dealt anew")
        s.press(press_for(st.target))
    return out


def test_the_coach_reads_only_the_viewers_own_view() -> None:
    assert not peek_problems(COACH_SEED)


def test_the_peek_checker_catches_a_coach_that_looks_at_a_hidden_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    real, real_moment = Coach.step, hinting.coach_moment
    screens: list[ScreenModel] = []

    def moment(s: ScreenModel, sight: Sight | None = None) -> coach.Moment:
        screens.append(s)  # (the planted coach keeps a way round the moment, to the game)
        return real_moment(s, sight)

    def peeks(self: Coach, m: coach.Moment) -> Step:
        st = real(self, m)
        other = engine_state(screens[-1]).hands[1]  # an AI seat's hidden hand
        return Step(st.name, st.words + f" ({tuple(other)})", st.target)

    monkeypatch.setattr(hinting, "coach_moment", moment)
    monkeypatch.setattr(Coach, "step", peeks)
    assert peek_problems(COACH_SEED, presses=60)


# ---------------------------------------------------------------- what is lit up


HINTED = re.compile(r"<(?:button|g)\b[^>]*\bdata-hinted=\"1\"[^>]*>")


def lit(s: Screen) -> list[dict[str, str]]:
    """The elements drawn lit up (their data-* attributes), board and regions."""
    f = s.frame()
    frame, layers, close = panels.board_layers(f, "Island")
    html = "".join(panels.regions(f).values()) + frame + "".join(inner for _, inner in layers) + close
    out = []
    for tag in HINTED.findall(html):
        attrs = dict(re.findall(r'\bdata-([a-z-]+)="([^"]*)"', tag))
        out.append({k.replace("-", "_"): v for k, v in attrs.items() if k != "hinted"})
    return out


def press_of(element: dict[str, str]) -> dict[str, str]:
    """The press a tap on a drawn element sends (``glue.inputs``: its data-* attributes; a site's id)."""
    if "action" in element:
        return {k: v for k, v in element.items() if k not in ("x", "y", "venture")}
    site = {k: v for k, v in element.items() if k in ("corner", "edge", "tile")}
    return {"action": "site", **site}


def mark_problems(seed: int, presses: int = 2000) -> list[str]:
    """At each step, what is lit up is one control (drawn twice for the tools) or site, and a tap
    on it sends the press the step's target stands for."""
    s = coached_screen(seed)
    assert s.coach is not None
    out = []
    for n in range(presses):
        while s.ai_due():
            s.ai_step()
        st = s.coach_step()
        if st.name == "end":
            break
        elements = lit(s)
        wanted = press_for(st.target)
        if st.target == "dots":
            ok = len(elements) == 2 and all(press_of(e) == wanted for e in elements)
        else:
            ok = len(elements) == 1 and press_of(elements[0]) == wanted
        if not ok:
            out.append(f"press {n}, {st.name} ({st.target}): lit up {elements}, the step means {wanted}")
        s.press(press_for(st.target))
    return out


def test_what_the_coach_lights_up_is_what_its_step_means() -> None:
    assert not mark_problems(COACH_SEED)


def test_the_mark_checker_catches_a_control_lit_up_wrongly(monkeypatch: pytest.MonkeyPatch) -> None:
    real = tray.hint_attrs

    def shifted(f, key):  # type: ignore[no-untyped-def]
        return real(f, "sheet:trade" if key == "sheet:offer" else "sheet:offer" if key == "sheet:trade" else key)

    monkeypatch.setattr(tray, "hint_attrs", shifted)
    found = mark_problems(COACH_SEED, presses=40)
    assert any("exchange-offer" in p for p in found), found


def test_a_hint_asked_for_takes_the_light_and_the_coach_goes_on() -> None:
    s = coached_screen(COACH_SEED)
    assert s.coach is not None
    follow(COACH_SEED, until="exchange-offer", screen=s)
    st = s.coach_step()
    assert st.target == "sheet:offer"
    s.press({"action": "hint"})
    f = s.frame()
    assert f.hint and f.hint_mark != "sheet:offer", "the hint (ai-normal's End turn) is lit, not the coach's offer"
    assert f.coach == "exchange-offer" and f.coach_target == "sheet:offer"


def test_the_player_may_do_anything_else_and_the_coach_follows() -> None:
    """A player who ignores the coach (the driver's plain policy: lowest sites, Roll, End turn) is
    never stuck: the coach's step is always one of its steps, pointing at a legal press, and a
    lesson shown and passed by is done."""
    from mirror import policy

    class M:
        def __init__(self, screen: Screen) -> None:
            self.screen = screen

        @property
        def state(self):  # type: ignore[no-untyped-def]
            return engine_state(self.screen)

        def press(self, **d: object) -> None:
            self.screen.press({k: str(v) for k, v in d.items()})
            while self.screen.ai_due():
                self.screen.ai_step()

        def lowest(self, kind: str) -> int:
            p = self.screen.pressable()
            return min({"corner": p.corners, "edge": p.edges, "tile": p.tiles}[kind])

    s = coached_screen(COACH_SEED)
    assert s.coach is not None
    m = M(s)
    while s.ai_due():
        s.ai_step()
    for _ in range(250):
        st = s.coach_step()
        assert st.name in coach.STEPS
        if s.my_turn():
            assert st.target, st
            probe = copy.deepcopy(s)  # the coach's press is one the game takes
            probe.press(press_for(st.target))
            assert probe.message == "", (st, probe.message)
        if engine_state(s).is_over:
            break
        policy(m)
    assert {"first-hearth", "first-causeway", "second-hearth", "payout", "roll"} <= s.coach.progress.done


def test_a_coached_game_runs_no_clock() -> None:
    """A learner reads at their own pace: at the coached game's discard and its confirmation the
    screen runs no clock, where the same moment of an uncoached game runs its 30 s or 10 s (a
    play-tester lost the confirm and the discard lessons to them)."""
    r = follow(COACH_SEED, until="seven-discard")
    s = r.screen
    assert s is not None and s.coach is not None and engine_state(s).phase.label == "discard"
    assert s.timer() is None
    s.coach = None
    timer = s.timer()
    assert timer is not None and timer.kind == "discard"
