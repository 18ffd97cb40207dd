"""Every "no" says why (issue 14), in the page: a control that cannot be used says why,
visibly, on a tap and on keyboard focus, in the engine's words; each prompt offers "Why?".

In the browser, at 390x844 and 1024x768, in positions played in CPython and resumed in the
page (before the roll with a venture card in hand, the main phase with too few cards and the
trade and Exchange sheets open, a card bought this turn, another seat's turn, a discard with
too few cards chosen, an Embargo in force, the venture deck drawn out): every refused
control has ``aria-describedby``, focusing it and pressing it shows the element it names
(inside the window, not covered), whose text is what CPython's engine says, and the press
changes nothing else (``data-actions``, the phase, the mode, the sheet); Tab onto a refused
build shows its reason; "Why?" beside the prompt carries ``data-action="rules"`` and the
prompt's section, and pressed, opens the rules there.  ``test_the_checker_catches_*`` plant the
faults the checkers look for.

Every screen of random games in CPython: tests/site/test_site_why_python.py; what a refused
control must say: ``why_words.expected``.
"""

from __future__ import annotations

import json

import pytest

from engine import actions as A
from engine.cards import RESOURCES
from engine.phase import Phase
from engine.rules import why_not

from conftest import Game
from driver import data, forget_saves, pause, settle
from mirror import Mirror, policy
from model.adapter import engine_state
from why_words import SECTIONS, expected

pytestmark = pytest.mark.browser

SOLO = ("human", "ai-easy", "ai-easy")
SIZES = {"phone": (390, 844), "landscape": (1024, 768)}


def buying(m: Mirror) -> None:
    """The driver's policy, but the human buys a venture card whenever it can."""
    s = m.screen
    if engine_state(s).phase == Phase.MAIN and s.my_turn() and A.simple(A.BUY) in s.legal():
        m.press(action="buy")
        return
    policy(m)


def played(kinds, done, play=policy, seeds=range(1, 80), limit=500) -> tuple[int, int]:
    """The first seed whose game (``play`` in CPython) reaches ``done``, and after how many presses."""
    for seed in seeds:
        m = Mirror(seed, kinds)
        for n in range(limit):
            if done(m):
                return seed, n
            if m.state.is_over:
                break
            play(m)
    raise AssertionError("no seed gets there")


def replay_to(seed: int, kinds, presses: int, play=policy) -> Mirror:
    m = Mirror(seed, kinds)
    for _ in range(presses):
        play(m)
    return m


def mine(phase: str):
    return lambda m: m.state.phase.label == phase and m.screen.my_turn()


def other_seats_embargo(m: Mirror) -> bool:
    """The human's main phase, an Embargo of another seat in force on something it could trade for."""
    s = m.state
    if not mine("main")(m):
        return False
    barred = [r for o, r in enumerate(s.embargo) if r >= 0 and o != 0]
    return any((err := why_not(s, 0, "trade", take=r)) is not None and err.code == "embargoed" for r in barred)


def end_turn_leaving_the_ai_to_move(m: Mirror) -> None:
    """End the human's turn in the mirror without letting the next (AI) seat move."""
    m.screen.press({"action": "end"})


POSITIONS = {
    "pre-roll with a venture card": (None, buying, lambda m: mine("pre-roll")(m) and any(m.state.ventures[0])),
    "main, too few cards": (None, policy, lambda m: mine("main")(m) and m.state.turns >= 3),
    "main, a card bought this turn": (None, buying, lambda m: mine("main")(m) and any(m.state.bought)),
    "another seat's turn": (end_turn_leaving_the_ai_to_move, policy, lambda m: mine("main")(m) and m.state.turns >= 3),
    "a discard, too few chosen": (None, policy, mine("discard")),
    "an Embargo in force": (None, policy, other_seats_embargo),
    "the venture deck drawn out": (None, policy, lambda m: mine("main")(m) and not any(m.state.deck)),
}
"""Each position: what the mirror does once there (None: nothing), the human's policy, when it is there."""


def resume(game: Game, mirror: Mirror, seed: int, kinds, pace: int = 0):
    """Put ``mirror``'s game into the page as a save and resume it from its link."""
    save = mirror.screen.table.save()
    save["link"] = {"seed": str(seed), "seats": ",".join(kinds)}
    page = game.page
    forget_saves(page)  # (no game of an earlier position to offer or to make room for)
    page.evaluate("s => localStorage.setItem('cinderisle.table', s)", json.dumps(save))
    game.follow(f"?seed={seed}&seats={','.join(kinds)}&pace={pace}")
    page.wait_for_function("n => document.documentElement.dataset.actions === String(n)",
                           arg=len(mirror.screen.table.match.actions))
    return page


REFUSED = '#tray [aria-disabled="true"], #hand [aria-disabled="true"]'
REFUSED_IN_SHEET = '#sheet [aria-disabled="true"]'
"""The refused controls in reach: the tray's and the hand's, or an open sheet's (the page behind
a sheet is inert)."""
CONTROLS_JS = """sel => [...document.querySelectorAll(sel)].map(e => Object.assign({}, e.dataset,
    {describedby: e.getAttribute('aria-describedby') || '', disabled: e.disabled}))"""
SHOWN_JS = """id => {
  const e = document.getElementById(id);
  if (!e) return 'missing';
  const r = e.getBoundingClientRect();
  if (!e.getClientRects().length || r.width < 1 || r.height < 1 || getComputedStyle(e).visibility === 'hidden')
    return 'not shown';
  if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
    return `outside the window: ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`;
  // (A reason lets taps through to what lies under it: hit-test it as if it took them.)
  const was = e.style.pointerEvents;
  e.style.pointerEvents = 'auto';
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  e.style.pointerEvents = was;
  if (!hit || !(hit === e || e.contains(hit))) return 'covered by ' + (hit ? hit.outerHTML.slice(0, 80) : 'nothing');
  return e.textContent;
}"""
STATE_KEYS = ("actions", "phase", "mode", "sheet", "turn", "decider")


def refused_selector(page) -> str:
    return REFUSED_IN_SHEET if data(page).get("sheet") else REFUSED


def refused_controls(page) -> list[dict]:
    return page.evaluate(CONTROLS_JS, refused_selector(page))


def why_problems(page, mirror: Mirror, where: str) -> list[str]:
    """Focus, then press, every refused control of the tray, the hand and an open sheet: each
    shows the element its ``aria-describedby`` names, in sight, with the engine's words, and
    the press changes nothing else."""
    problems = []
    controls = refused_controls(page)
    selector = refused_selector(page)
    for i, c in enumerate(controls):
        what = f"{where}: {c.get('action')} {c.get('kind') or c.get('sheet') or c.get('res') or c.get('venture') or ''}"
        wid = c["describedby"]
        if not wid:
            problems.append(f"{what}: refused, but names no reason (aria-describedby)")
            continue
        want = expected(mirror.screen, c)
        el = page.locator(selector).nth(i)
        for how in ("focus", "press"):
            before = {k: data(page).get(k) for k in STATE_KEYS}
            if how == "focus":
                el.focus()
            else:
                el.click(force=True)  # aria-disabled: Playwright would wait for it to be enabled; a finger does not
            try:
                page.wait_for_function("id => document.documentElement.dataset.why === id", arg=wid, timeout=5000)
            except Exception:  # noqa: BLE001 - a reason that never shows is what the test looks for
                problems.append(f"{what}: on {how} the page never showed #{wid} (data-why={data(page).get('why')!r})")
                continue
            shown = page.evaluate(SHOWN_JS, wid)
            if shown != want:
                problems.append(f"{what}: on {how} #{wid} gives {shown!r}; the engine says {want!r}")
            after = {k: data(page).get(k) for k in STATE_KEYS}
            if after != before:
                problems.append(f"{what}: the {how} changed the game: {before} then {after}")
    return problems


def prompt_problems(page, mirror: Mirror, where: str) -> list[str]:
    """'Why?' beside the prompt opens the prompt's rule section."""
    s = mirror.state
    phase = s.phase.label
    want = "tide" if s.tide and phase in ("pre-roll", "roll") else SECTIONS.get(phase, "turn")
    if phase == "main" and not mirror.screen.my_turn():
        want = "turn"  # another seat builds: the prompt says whose turn it is
    if mirror.screen.mode == "warden":
        want = "seven"
    sections = page.eval_on_selector_all("#status .btn-why[data-action=rules]", "els => els.map(e => e.dataset.section)")
    if sections != [want]:
        return [f"{where}: the prompt's Why? opens {sections}, not {want!r}"]
    if data(page).get("sheet"):
        return []  # the page behind a sheet is inert: its Why? waits until the sheet closes
    before = data(page)["actions"]
    page.locator("#status .btn-why[data-action=rules]").click()
    problems = []
    try:  # the rules open at the prompt's section (the rules dialog's own hooks)
        page.wait_for_function("s => document.documentElement.dataset.rulesDialog === 'open' && "
                               "document.documentElement.dataset.rulesSection === s", arg=want, timeout=10_000)
    except Exception:  # noqa: BLE001 - a Why? that opens nothing (or elsewhere) is what the test looks for
        problems.append(f"{where}: Why? did not open the rules at {want!r} (data-rules-section="
                        f"{data(page).get('rulesSection')!r})")
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.documentElement.dataset.rulesDialog === undefined")
    if data(page)["actions"] != before:
        problems.append(f"{where}: Why? changed the game")
    return problems


def reach(clocked: Game, name: str):
    """The position ``name`` in the page (and its mirror), the page's time standing still
    while the test looks (no clock runs out, no AI seat moves: in another seat's turn it
    waits 10 s to move)."""
    after, play, done = POSITIONS[name]
    seed, presses = played(SOLO, done, play)
    mirror = replay_to(seed, SOLO, presses, play)
    if after is not None:
        after(mirror)
    other = name == "another seat's turn"
    page = resume(clocked, mirror, seed, SOLO, pace=10_000 if other else 0)
    if not other:
        settle(page)
    pause(clocked.page)
    return page, mirror


def look(page, mirror: Mirror, name: str) -> list[str]:
    problems = []
    for size, (w, h) in SIZES.items():
        page.set_viewport_size({"width": w, "height": h})
        # The log folds away below landscape and opens beside the island in landscape.
        page.wait_for_function("wide => document.getElementById('log-box').open === wide", arg=size == "landscape")
        problems += why_problems(page, mirror, f"{name} at {size}") + prompt_problems(page, mirror, f"{name} at {size}")
    return problems


@pytest.mark.parametrize("name", [n for n in POSITIONS if n != "main, too few cards"])
def test_every_refused_control_says_why_on_focus_and_on_a_press(clocked, name):
    page, mirror = reach(clocked, name)
    assert refused_controls(page), f"{name}: nothing is refused"
    if name == "a discard, too few chosen":
        problems = look(page, mirror, name + " (none)")
        me = mirror.screen.viewer()
        r = next(r for r in range(5) if mirror.state.hands[me][r])
        page.locator(f"[data-action=step][data-draft=discard][data-res={RESOURCES[r]}][data-delta='1']").click()
        mirror.press(action="step", draft="discard", res=RESOURCES[r], delta=1)
        page.wait_for_function("() => /\\(1 chosen\\)/.test(document.querySelector('#tray .discard h3').textContent)")
        problems += look(page, mirror, name + " (one)")
    else:
        problems = look(page, mirror, name)
    if name == "another seat's turn":
        assert data(page)["decider"] != "0" and data(page)["viewer"] == "0"
        expect_words = f"Roll: it is {mirror.screen.table.name(mirror.state.turn_seat)}'s turn"
        assert any(c.get("why") == expect_words for c in refused_controls(page)), refused_controls(page)
    assert problems == [], "\n".join(problems)


def test_the_main_phase_and_its_sheets_say_why(clocked):
    page, mirror = reach(clocked, "main, too few cards")
    problems = look(page, mirror, "main")
    for sheet in ("trade", "offer"):
        page.locator(f"#tray [data-action=sheet][data-sheet={sheet}]").click()
        mirror.press(action="sheet", sheet=sheet)
        page.wait_for_function("s => document.documentElement.dataset.sheet === s", arg=sheet)
        assert page.locator('#sheet [aria-disabled="true"]').count(), f"nothing refused in the {sheet} sheet"
        problems += look(page, mirror, f"the {sheet} sheet")
        if sheet == "trade":  # a resource chosen to give: the takes say why against it
            give = next((k for k in range(5) if why_not(mirror.state, 0, "trade", give=k) is None), None)
            if give is not None:
                page.locator(f"[data-action=trade-give][data-res={RESOURCES[give]}]").click()
                mirror.press(action="trade-give", res=RESOURCES[give])
                page.wait_for_function("r => document.querySelector(`[data-action=trade-give][data-res=${r}]`)"
                                       ".getAttribute('aria-pressed') === 'true'", arg=RESOURCES[give])
                problems += look(page, mirror, "the trade sheet, a resource given")
        page.keyboard.press("Escape")
        mirror.press(action="sheet", sheet="")
        page.wait_for_function("() => !document.documentElement.dataset.sheet")
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("size", list(SIZES))
def test_tab_onto_a_refused_build_shows_its_reason(clocked, size):
    page, mirror = reach(clocked, "main, too few cards")
    w, h = SIZES[size]
    page.set_viewport_size({"width": w, "height": h})
    page.wait_for_function("wide => document.getElementById('log-box').open === wide", arg=size == "landscape")
    refused = page.locator('#tray [data-action=mode][aria-disabled="true"]')
    assert refused.count(), "a build the human cannot afford"
    page.locator("#status .btn-why[data-action=rules]").focus()
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.matches('#tray [data-action=mode][aria-disabled=\"true\"]')"):
            break
    else:
        raise AssertionError("Tab never reached a refused build")
    c = page.evaluate("() => Object.assign({}, document.activeElement.dataset, "
                      "{describedby: document.activeElement.getAttribute('aria-describedby')})")
    page.wait_for_function("id => document.documentElement.dataset.why === id", arg=c["describedby"])
    assert page.evaluate(SHOWN_JS, c["describedby"]) == expected(mirror.screen, c)
    assert page.evaluate("() => document.activeElement.dataset.kind") == c["kind"], "focus stays on the build"
    # Tab on to a control that can be used: the reason goes away.
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("() => !document.activeElement.matches('[aria-disabled=\"true\"]')"):
            break
    page.wait_for_function("() => document.documentElement.dataset.why === ''")
    assert page.locator(".why.is-shown").count() == 0


def test_a_tap_on_a_usable_control_acts_while_a_reason_shows(clocked):
    """A reason shown (a refused build focused) is put away when focus moves on, without
    redrawing the controls: a tap on Roll still rolls (the tap that moves the focus is not lost
    with a button redrawn under it, as it was when the reason was drawn into the tray)."""
    seed, presses = played(SOLO, mine("pre-roll"))
    mirror = replay_to(seed, SOLO, presses)
    page = resume(clocked, mirror, seed, SOLO)
    settle(page)
    build = page.locator('#tray [data-action=mode][aria-disabled="true"]').first
    build.focus()
    page.wait_for_function("id => document.documentElement.dataset.why === id", arg=build.get_attribute("aria-describedby"))
    before = data(page)["actions"]
    page.locator("#tray [data-action=roll]").click()
    page.wait_for_function("n => document.documentElement.dataset.actions !== n", arg=before)
    assert data(page)["why"] == "" and page.locator(".why.is-shown").count() == 0


def _a_roll_that_is_no_seven() -> tuple[int, int]:
    for seed in range(1, 40):
        m = Mirror(seed, SOLO)
        for n in range(200):
            if mine("pre-roll")(m):
                after = replay_to(seed, SOLO, n)
                after.press(action="roll")
                if after.state.phase.label == "main":
                    return seed, n
            policy(m)
    raise AssertionError("every roll of the human is a 7")


def test_focus_after_roll_skips_refused_builds_and_end_still_waits(clocked):
    """After Roll the focus lands on the first build that can be made, never a refused one (else
    End turn); End turn, which takes Roll's place, is not refused but refuses presses for a
    moment after it appears (``data-end-ready``): a double tap on Roll does not end the turn."""
    seed, presses = _a_roll_that_is_no_seven()
    mirror = replay_to(seed, SOLO, presses)
    page = resume(clocked, mirror, seed, SOLO)
    settle(page)
    pause(page)
    page.locator("[data-action=roll]").focus()
    before = data(page)["actions"]
    page.keyboard.press("Enter")
    page.wait_for_function("n => document.documentElement.dataset.actions !== n", arg=before)
    mirror.press(action="roll")
    assert data(page)["phase"] == "main"
    focused = page.evaluate("() => [document.activeElement.dataset.action, document.activeElement.dataset.kind, "
                            "document.activeElement.getAttribute('aria-disabled'), "
                            "!!document.activeElement.closest('#tray')]")
    assert focused[3] and focused[2] != "true", f"the focus went to {focused}"
    buildable = [k for k in ("causeway", "hearth", "beacon") if why_not(mirror.state, 0, k) is None]
    assert focused[:2] == (["mode", buildable[0]] if buildable else ["buy", None] if why_not(
        mirror.state, 0, "buy") is None else focused[:2]), focused
    end = page.locator("#tray [data-action=end]")
    assert end.get_attribute("aria-disabled") is None, "End turn is not refused: it only waits a moment"
    assert data(page)["endReady"] == "0"
    before = data(page)["actions"]
    end.click()
    assert data(page)["actions"] == before and data(page)["phase"] == "main", "a press within the moment ends nothing"
    page.clock.run_for(800)
    page.wait_for_function("() => document.documentElement.dataset.endReady === '1'")


def test_the_checker_catches_a_control_left_without_a_reason(clocked):
    """The faults, planted in the page: the reasons hidden by CSS, covered by a box, a press of a
    refused control that acts, a control refused without any reason, a Why? pointing elsewhere."""
    page, mirror = reach(clocked, "main, too few cards")
    assert why_problems(page, mirror, "clean") == [] and prompt_problems(page, mirror, "clean") == []
    page.add_style_tag(content=".why.is-shown { display: none !important; }")
    assert any("not shown" in p for p in why_problems(page, mirror, "hidden"))
    page.evaluate("() => document.querySelectorAll('head style').forEach(s => s.remove())")
    page.evaluate("""() => { const d = document.createElement('div'); d.id = 'planted';
        d.style.cssText = 'position:fixed;inset:0;z-index:99'; document.body.appendChild(d); }""")
    assert any("covered by" in p for p in why_problems(page, mirror, "covered"))
    page.evaluate("() => document.getElementById('planted').remove()")
    page.evaluate("""() => { window.planted = e => {
        if (e.target.closest('[aria-disabled="true"]')) document.documentElement.dataset.mode = 'planted'; };
        document.getElementById('app').addEventListener('click', window.planted, true); }""")
    assert any("the press changed the game" in p for p in why_problems(page, mirror, "a press that acts"))
    page.evaluate("() => document.getElementById('app').removeEventListener('click', window.planted, true)")
    page.evaluate("() => document.querySelector('#tray [data-action=end]').setAttribute('aria-disabled', 'true')")
    assert any("names no reason" in p for p in why_problems(page, mirror, "no aria-describedby"))
    page.evaluate("() => document.querySelector('#status .btn-why[data-action=rules]').dataset.section = 'island'")
    assert prompt_problems(page, mirror, "a wrong section")
