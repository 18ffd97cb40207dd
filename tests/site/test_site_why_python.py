"""Every "no" says why (issue 14): a control that cannot be used says why, visibly, on a tap
and on keyboard focus, in the engine's words; each prompt offers "Why?".

In CPython (no browser): every screen of random games, with the sheets and drawers opened
as a player would, is drawn, and every refused control (``aria-disabled="true"``: the tray,
the hand, a sheet or a drawer) names with ``aria-describedby`` an element whose text is its
``data-why``, and that text is the control's name and the reason the engine's ``why_not``
(or its refusal of the drafted action) gives for that viewer, with the seats' names.  No
control of those regions is natively ``disabled`` (but the steppers at their bounds).

The same in the page: tests/browser/test_site_why.py; what a refused control must say:
``why_words.expected``.
"""

from __future__ import annotations

import html as htmllib
import random
import re

import pytest

from engine.game import GameConfig
from engine.phase import Phase

from model.adapter import engine_state
from model.table import SeatSpec, Table
from update.messages import Rules, parse
from update.screen import Screen
from view import controls, markup, panels, sheets, status, tray
from walks import Presses, walk
from why_words import SECTIONS, expected

SOLO = ("human", "ai-easy", "ai-easy")
HOTSEAT = ("human", "human", "ai-easy")


BUTTON = re.compile(r"<button\b([^>]*)>")
ATTR = re.compile(r'([a-z-]+)(?:="([^"]*)")?')


def attributes(tag_inside: str) -> dict[str, str]:
    return {k: htmllib.unescape(v or "") for k, v in ATTR.findall(tag_inside)}


def element_text(page_html: str, ident: str) -> str | None:
    m = re.search(rf'<(\w+)[^>]*\bid="{re.escape(ident)}"[^>]*>(.*?)</\1>', page_html, re.S)
    return None if m is None else htmllib.unescape(re.sub(r"<[^>]+>", "", m.group(2)))


def screen_problems(s: Screen) -> list[str]:
    """What is wrong with the refused controls of the tray, the hand and an open sheet of ``s``."""
    f = s.frame()
    regions = panels.regions(f)
    drawn = "".join(regions[r] for r in ("tray", "hand", "sheet"))
    where = f"{engine_state(s).phase.label}, turn {engine_state(s).turns}, sheet {s.sheet!r}"
    problems = []
    for m in BUTTON.finditer(drawn):
        a = attributes(m.group(1))
        c = {k.removeprefix("data-"): v for k, v in a.items() if k.startswith("data-")}
        if "disabled" in a and c.get("action") != "step":
            problems.append(f"{where}: {c.get('action')} is disabled, which says nothing: {m.group(0)[:120]}")
        if a.get("aria-disabled") != "true":
            continue
        wid = a.get("aria-describedby")
        if not wid:
            problems.append(f"{where}: refused {c} names no reason (aria-describedby)")
            continue
        text = element_text(drawn, wid)
        if text is None:
            problems.append(f"{where}: refused {c.get('action')}: no element #{wid} holds its reason")
            continue
        want = expected(s, c)
        if text != c.get("why") or text != want:
            problems.append(f"{where}: refused {c.get('action')}: #{wid} says {text!r}, data-why {c.get('why')!r}, "
                            f"the engine {want!r}")
    return problems


def screen_of(kinds: tuple[str, ...], seed: int, tide: bool = False) -> Screen:
    return Screen(Table(GameConfig(seats=len(kinds), seed=seed, tide=tide), [SeatSpec(k) for k in kinds]))


PRESSES = Presses(timeout=0, sheets=0.35, counter=0.3, discard_steps=True)
LOOK_ON = 0.05
"""The walks see every screen of a random game at the humans' decisions, with sheets and drafts
opened as a player might (the trade and offer sheets drafted, offers and counters posted now and
then, a discard chosen card by card: a moment at each), and now and then a human looking on while
an AI seat decides."""

WALKS = [(SOLO, 1), (SOLO, 4), (HOTSEAT, 2), (HOTSEAT, 7), (("human", "ai-easy"), 5), (("human", "human"), 6)]


@pytest.mark.parametrize("kinds,seed", WALKS)
def test_every_refused_control_names_the_engines_reason(kinds, seed):
    rng = random.Random(f"why:{seed}")
    s = screen_of(kinds, seed, tide=seed % 2 == 0)
    problems: list[str] = []
    seen: set[str] = set()
    for s, *_ in walk(s, rng, 1500, look_on=LOOK_ON, presses=PRESSES):
        problems.extend(screen_problems(s))
        html = tray.tray_html(s.frame()) + tray.hand_html(s.frame()) + sheets.sheet_html(s.frame())
        seen.update(attributes(m.group(1)).get("data-action", "") for m in BUTTON.finditer(html)
                    if 'aria-disabled="true"' in m.group(1))
        if len(problems) > 10:
            break
    assert problems == [], "\n".join(problems)
    assert {"mode", "buy", "undo"} <= seen, seen


def test_the_walks_meet_every_kind_of_refused_control():
    seen: set[str] = set()
    for kinds, seed in WALKS:
        s = screen_of(kinds, seed, tide=seed % 2 == 0)
        for s, *_ in walk(s, random.Random(f"why:{seed}"), 1500, look_on=LOOK_ON, presses=PRESSES):
            f = s.frame()
            html = tray.tray_html(f) + tray.hand_html(f) + sheets.sheet_html(f)
            for m in BUTTON.finditer(html):
                a = attributes(m.group(1))
                if a.get("aria-disabled") == "true":
                    seen.add(a.get("data-venture") or a.get("data-action", ""))
    assert {"roll", "mode", "buy", "sheet", "undo", "trade-give", "trade-take", "trade", "post-offer", "discard-send",
            "warden"} <= seen, seen


def expected_section(s: Screen) -> str | None:
    """The section the prompt's "Why?" must open (None: no Why?, the game is over or waits
    behind the privacy screen)."""
    st = engine_state(s)
    if st.is_over or s.privacy() is not None:
        return None
    phase = st.phase.label
    if s.active_kind() == "warden":
        return "seven"
    if st.tide and phase in ("pre-roll", "roll"):
        return "tide"
    if phase in ("main", "draw") and not s.my_turn():
        return "turn"
    return SECTIONS.get(phase, "building" if phase == "draw" else "seven" if phase == "steal" else "turn")


SECTION = re.compile(r'<button[^>]*data-action="rules"[^>]*data-section="([a-z]+)"')


@pytest.mark.parametrize("kinds,seed", WALKS[:4])
def test_each_prompt_offers_why_at_its_rule_section(kinds, seed):
    s = screen_of(kinds, seed, tide=seed % 2 == 0)
    met = set()
    for s, *_ in walk(s, random.Random(f"why:{seed}"), 800, look_on=LOOK_ON, presses=PRESSES):
        found = SECTION.findall(status.status_html(s.frame()))
        want = expected_section(s)
        assert found == ([want] if want else []), (engine_state(s).phase.label, found, want)
        met.update(found)
        # The glue opens the rules: a message the game screen does not take.
        assert isinstance(parse({"action": "rules", "section": found[0] if found else ""}), Rules)
    assert {"setup", "building", "seven"} <= met and ({"turn", "tide"} & met), met


def test_words_of_issue_14_in_the_tray():
    """The venture deck drawn out and an Embargo in force, as the tray and the sheet say them."""
    s = screen_of(SOLO, 4)
    while not (engine_state(s).phase == Phase.MAIN and s.my_turn()):
        if s.ai_due():
            s.ai_step()
        elif engine_state(s).phase == Phase.PRE_ROLL:
            s.press({"action": "roll"})
        else:
            s.play(s.legal()[0])
    st = engine_state(s)
    st.deck = [0] * len(st.deck)
    st.hands[0] = [0, 0, 4, 1, 1]
    st.embargo[1] = 2  # Kelp, by the next seat
    shown = htmllib.unescape(tray.tray_html(s.frame()))
    assert "Buy venture: the venture deck is empty" in shown
    s.press({"action": "sheet", "sheet": "trade"})
    sheet = htmllib.unescape(sheets.sheet_html(s.frame()))
    assert f"Give Kelp: Kelp is under Embargo until {s.table.name(1)}'s next turn" in sheet
    assert screen_problems(s) == []


def _a_main_phase() -> Screen:
    s = screen_of(SOLO, 1)
    for t, *_ in walk(s, random.Random("why:1"), 300, look_on=LOOK_ON, presses=PRESSES):
        if engine_state(t).phase == Phase.MAIN and t.my_turn() and not t.sheet:
            return t
    raise AssertionError("no main phase of the human")


def test_the_checker_catches_a_control_without_its_reason(monkeypatch):
    """The faults: the reasons' elements left out, words of the site's own instead of the
    engine's, a refused control natively disabled (silent)."""
    s = _a_main_phase()
    assert screen_problems(s) == []
    with monkeypatch.context() as m:
        m.setattr(controls.Reasons, "html", lambda self: "")
        assert any("no element" in p for p in screen_problems(s))
    with monkeypatch.context() as m:
        m.setattr(tray, "_why", lambda f, kind, ok: "" if ok else "you cannot do that now")
        assert any("the engine" in p for p in screen_problems(s))
    with monkeypatch.context() as m:
        m.setattr(controls.Reasons, "button", lambda self, label, action, **kw: markup.button(
            label, action, cls=str(kw.get("cls", "btn")), disabled=bool(kw.get("why"))))
        assert any("disabled, which says nothing" in p for p in screen_problems(s))
    assert screen_problems(s) == []
