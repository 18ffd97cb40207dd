"""Learn to play in the page (issue 14): a test follows the coach from its first step to the end
pressing only what the coach points at, at phone size, and a shorter run at tablet size.

"What the coach points at" is the one element lit up and shown, ``[data-hinted]`` (the coach
lights its target as a hint does; ``#coach`` names it in ``data-coach-target``); the step's
name is ``data-coach-step`` on ``<html>``.  The page's steps are compared with the same game
followed in CPython (``tests/site/coach_seed.py``), so each named lesson is known to come and to
come where the engine says.  Along the way: the layout rules of ``test_site_layout`` (nothing
scrolls, controls and sites in reach and uncovered, no text cut, the island large) at the
three sizes, the coach's own (its line shown, the lit control in the window and uncovered, its
tool at least 44 px), axe-core at 390x844 and 768x1024, hiding and showing, a reload in the
middle of a lesson (the same step comes back), the keyboard (Tab reaches the coach's tool,
Enter presses it; and a whole coached game played with the keyboard alone at 768x1024) and the
live region that says each step.  Waiting is on ``data-*`` state.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from coach_seed import follow
from conftest import own_context_game
from driver import new_game, saved_games
from model import coach
from model.coach import COACH_KINDS, COACH_SEED, LESSONS
from test_site_a11y import AXE, assert_axe_clean
from test_site_layout import SIZES, board, reach_problems, resize, text_problems

TESTS = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.browser

TIMEOUT = 60_000

SETTLED_JS = """() => {
  const d = document.documentElement.dataset;
  if (document.querySelector('.py-error')) return 'error';
  const step = d.coachStep || '';
  if (step === 'end') return 'end';
  if (!step || step === 'wait' || d.viewer === '' || d.viewer !== d.decider || d.screen !== 'game') return false;
  const lit = [...document.querySelectorAll('[data-hinted]')].filter(e => e.getClientRects().length);
  if (lit.length === 1 && lit[0].dataset.action === 'end' && d.endReady === '0') return false;
  return step;
}"""

SIGNATURE_JS = """() => {
  const d = document.documentElement.dataset, c = document.querySelector(d.sheet ? '#sheet .coach-line' : '#coach');
  const drafts = [...document.querySelectorAll('output[data-step]')].map(e => e.textContent).join(',');
  return [d.actions, d.coachStep, c ? c.dataset.coachTarget : '', d.sheet, d.mode, d.coach, drafts].join('|');
}"""

COACH_JS = r"""() => {
  const out = [], d = document.documentElement.dataset, W = innerWidth, H = innerHeight;
  const shown = e => e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const html = e => e ? e.outerHTML.slice(0, 80) : 'nothing';
  const uncovered = (e, what) => {
    const site = e.matches('#board .site');
    const r = (site && e.querySelector('.site-hit') || e).getBoundingClientRect();
    if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5) out.push(`${what} is outside the window`);
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const ok = hit && (site ? hit.closest('#board .is-pressable') === e : e === hit || e.contains(hit));
    if (!ok) out.push(`${what} is covered at its centre by ${html(hit)}`);
  };
  const step = d.coachStep;
  if (!step) return ['no data-coach-step on <html>'];
  if (step === 'end' || step === 'wait') return out;
  // The coach speaks in the status box, or above a sheet while one is open (the status lies under it).
  const line = d.sheet ? document.querySelector('#sheet .coach-over-sheet') : document.getElementById('coach');
  const lit = [...document.querySelectorAll('[data-hinted]')].filter(shown);
  const tool = [...document.querySelectorAll('[data-action=coach]')].filter(shown);
  if (tool.length !== 1) out.push(`${tool.length} coach tools are shown`);
  else if (!d.sheet) {  // (under a sheet the page is inert: the tool waits for it to close)
    const r = tool[0].getBoundingClientRect();
    if (r.width < 43.5 || r.height < 43.5) out.push(`the coach's tool is ${r.width}x${r.height} px`);
    uncovered(tool[0], "the coach's tool");
  }
  if (d.coach === 'hidden') {
    if (line) out.push("the coach's line shows while it is hidden");
    if (lit.length) out.push('something is lit up while the coach is hidden');
    return out;
  }
  if (!shown(line)) { out.push("the coach's line is not shown"); return out; }
  uncovered(line, "the coach's line");
  if (lit.length !== 1) out.push(`${lit.length} elements are lit up: ${lit.map(html).join(' ; ')}`);
  else {
    const e = lit[0];
    const key = line.dataset.coachTarget;
    const site = e.dataset.corner !== undefined ? `corner ${e.dataset.corner}` : e.dataset.edge !== undefined
      ? `edge ${e.dataset.edge}` : null;
    if (site && site !== key) out.push(`the lit site is ${site}, the coach points at ${key}`);
    uncovered(e, 'the lit control');
  }
  const live = document.getElementById('coach-live');
  const said = [...line.childNodes].filter(n => !(n.matches && n.matches('.coach-more'))).map(n => n.textContent).join('').trim();
  if (!live || live.textContent.trim() !== said) out.push(`the live region says ${live && live.textContent}`);
  // The steal lesson says what was taken (its note is hidden behind the coach on a phone).
  if (step === 'seven-steal' && !/You stole 1 /.test(line.textContent) && document.querySelector('#status .note'))
    out.push('the steal lesson does not say what was taken');
  // A lesson's "More" opens its rule (not in a sheet's copy of the line, nor between lessons).
  const more = line.querySelector('.coach-more');
  const lesson = !['play', 'wait', 'end'].includes(step);
  if (!d.sheet && lesson !== Boolean(more)) out.push(`step ${step} ${more ? 'has' : 'has no'} "More"`);
  if (more && !/^[a-z-]+$/.test(more.dataset.section || '')) out.push(`"More" opens no section: ${html(more)}`);
  return out;
}"""


def settle(page) -> str:
    result = page.wait_for_function(SETTLED_JS, timeout=TIMEOUT).json_value()
    assert result != "error", "the page showed PyScript's error banner"
    return str(result)


def coach_problems(page) -> list[str]:
    return page.evaluate(COACH_JS)


def island_side(page) -> float:
    island = board(page)
    return float(max(island["drawnHeight"], island["drawnWidth"]))


def layout_problems(page, size: str) -> list[str]:
    """``test_site_layout``'s checks, the coach's own, and the island as large as the layout test
    asks or, where it is smaller (a venture card's row and a note with the news, say), smaller
    by the coach than by the news by one line at most."""
    w, h = SIZES[size]
    side = island_side(page)
    least = {"phone": 0.8 * w, "portrait": 0.66 * w, "landscape": 0.66 * h}[size]
    small = []
    if side < least and page.evaluate("document.documentElement.dataset.coach") == "shown":
        toggle = "[...document.querySelectorAll('[data-action=coach]')].find(e => e.getClientRects().length).click()"
        page.evaluate(toggle)
        page.wait_for_function("() => document.documentElement.dataset.coach === 'hidden'")
        without = island_side(page)
        page.evaluate(toggle)
        page.wait_for_function("() => document.documentElement.dataset.coach === 'shown'")
        # The coach's two lines take the news's place, which the status box keeps two lines for:
        # beside a one-line news the island may lose that one line (about 18 px), never more.
        if without - side > 22:
            small.append(f"the coach makes the island small: {side:.0f} px, {without:.0f} px without it "
                         f"(at least {least:.0f})")
    return reach_problems(page) + text_problems(page) + small + coach_problems(page)


def moment_name(page, step: str) -> str:
    """The step, with the sheet open and the phase when they are not the step's usual ones."""
    d = page.evaluate("Object.assign({}, document.documentElement.dataset)")
    return step + (f"-{d['sheet']}-sheet" if d.get("sheet") else "") + ("-" + d["phase"] if step == "play" else "")


def press_what_is_lit(page) -> None:
    """Press the one lit-up element shown, and wait until something changed."""
    lit = page.locator("[data-hinted]:visible")
    expect(lit).to_have_count(1)
    before = page.evaluate(SIGNATURE_JS)
    if lit.get_attribute("data-x") is not None:  # a site of the board: a tap at its centre (hit areas overlap)
        x, y = lit.evaluate("e => { const p = new DOMPoint(+e.dataset.x, +e.dataset.y)"
                            ".matrixTransform(e.ownerSVGElement.getScreenCTM()); return [p.x, p.y]; }")
        page.mouse.click(x, y)
    else:
        lit.click()
    page.wait_for_function("s => (" + SIGNATURE_JS + ")() !== s", arg=before, timeout=TIMEOUT)


def start_learning(g) -> None:
    page = g.page
    new_game(g, "?island=landfall&pace=0")  # the new-game screen, nothing saved
    page.locator("[data-action=learn]").click()
    page.wait_for_function("() => document.documentElement.dataset.screen === 'game'", timeout=TIMEOUT)
    assert f"seed={COACH_SEED}" in page.url and "island=landfall" in page.url
    assert "seats=" + "%2C".join(COACH_KINDS) in page.url or "seats=" + ",".join(COACH_KINDS) in page.url


def expected_steps(until: str = "end") -> list[str]:
    return follow(COACH_SEED, until=until).steps


@pytest.fixture
def phone(chromium, site_url):
    yield from own_context_game(chromium, site_url, viewport={"width": 390, "height": 844}, bypass_csp=True)


@pytest.fixture
def tablet(chromium, site_url):
    yield from own_context_game(chromium, site_url, viewport={"width": 768, "height": 1024}, bypass_csp=True)


AXE_AT = {"first-hearth", "exchange-offer", "exchange-confirm", "seven-discard", "seven-ashcloud", "end"}


@pytest.mark.skipif(not AXE.exists(), reason="axe-core is a dev dependency (npm ci)")
def test_following_the_coach_from_the_first_step_to_the_end_at_phone_size(phone):
    """From "Learn to play" to the end of the game, pressing only what the coach lights up: every
    lesson is shown, in the order the CPython game shows them; at each new step the layout and
    the coach's own rules hold; axe finds nothing on several steps; a reload in the middle of the
    harvest lesson brings the same step back."""
    page = phone.page
    start_learning(phone)
    seen: list[str] = []
    checked: set[str] = set()
    reloaded = False
    for _ in range(600):
        step = settle(page)
        if not seen or seen[-1] != step:
            seen.append(step)
        moment = moment_name(page, step)
        if moment not in checked:
            checked.add(moment)
            phone.screenshot(f"coach-{moment}-390x844")
            problems = layout_problems(page, "phone")
            assert not problems, f"{moment}: {problems}"
            if step in AXE_AT:
                assert_axe_clean(page, f"the coach's step {moment}")
        if step == "end":
            break
        if step == "harvest" and not reloaded:
            words = page.locator("#coach").inner_text()
            target = page.locator("#coach").get_attribute("data-coach-target")
            page.reload()
            page.wait_for_function("() => document.documentElement.dataset.ready === 'true'", timeout=90_000)
            assert settle(page) == "harvest", "a reload in the middle of a lesson brings the same step back"
            assert page.locator("#coach").inner_text() == words
            assert page.locator("#coach").get_attribute("data-coach-target") == target
            reloaded = True
        press_what_is_lit(page)
    assert reloaded, "the harvest lesson came"
    assert seen == expected_steps(), "the page's coach is the CPython coach, step for step"
    assert set(LESSONS) <= set(seen), set(LESSONS) - set(seen)
    # The end: the coach's last words in the results, said to a screen reader too.
    expect(page.locator(".end .coach-end")).to_be_visible()
    assert "the game is over" in page.locator(".end .coach-end").inner_text()
    assert page.locator("#coach-live").text_content().startswith("Coach: ")
    assert page.evaluate("document.documentElement.dataset.winner") == "0"
    # The replay has no coach; leaving it, the coached game's end comes back with its coach.
    page.locator("[data-action=replay]").click()
    page.wait_for_function("() => document.documentElement.dataset.screen === 'replay'")
    assert page.evaluate("document.documentElement.dataset.coachStep") is None
    page.locator("[data-action=replay-exit]").click()
    page.wait_for_function("() => document.documentElement.dataset.coachStep === 'end'", timeout=TIMEOUT)
    expect(page.locator(".end .coach-end")).to_be_visible()
    # Every lesson was shown: the rematch is a game of one's own, without the coach.
    page.locator("[data-action=rematch]").click()
    page.wait_for_function("() => document.documentElement.dataset.screen === 'game' "
                           "&& document.documentElement.dataset.winner === undefined", timeout=TIMEOUT)
    assert page.evaluate("document.documentElement.dataset.coachStep") is None


def keyboard_to(page, action: str, limit: int = 80) -> None:
    """Tab from the top of the page until the shown control of ``action`` has focus."""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("a => document.activeElement && document.activeElement.dataset.action === a", action):
            return
    raise AssertionError(f"Tab never reached [data-action={action}]")


@pytest.mark.skipif(not AXE.exists(), reason="axe-core is a dev dependency (npm ci)")
def test_a_first_turn_at_tablet_size_hidden_shown_reloaded_and_by_keyboard(tablet):
    """The first turn's lessons at 768x1024 (each step also checked at 1024x768): the coach hides
    and comes back by keyboard, stays hidden over a reload, and its steps are announced; a
    lesson's "More" opens its rule."""
    page = tablet.page
    start_learning(tablet)
    want = expected_steps(until="buy-venture")
    seen: list[str] = []
    checked: set[str] = set()
    for _ in range(200):
        step = settle(page)
        if not seen or seen[-1] != step:
            seen.append(step)
        if step not in checked:
            checked.add(step)
            for size in ("portrait", "landscape"):
                w, h = SIZES[size]
                resize(page, size)
                tablet.screenshot(f"coach-{step}-{w}x{h}")
                problems = layout_problems(page, size)
                assert not problems, f"{step} at {size}: {problems}"
            resize(page, "portrait")
            if step in ("first-hearth", "exchange-offer"):
                assert_axe_clean(page, f"the coach's step {step}")
        if step == "roll":
            hide_show_and_reload(tablet)
        if step == "first-causeway":  # the lesson's "More" opens its rule; closed, play goes on
            page.locator("#coach .coach-more").click()
            page.wait_for_function("() => document.documentElement.dataset.rulesSection === 'setup'")
            expect(page.locator("#rules-setup")).to_be_in_viewport()
            page.keyboard.press("Escape")
            page.wait_for_function("() => document.documentElement.dataset.rulesDialog === undefined")
            assert settle(page) == "first-causeway"
        if step == "buy-venture":
            break
        press_what_is_lit(page)
    assert seen == want, "the page's coach is the CPython coach, step for step"


def hide_show_and_reload(g) -> None:
    """At the roll lesson: Tab to the coach's tool, Enter hides it (the step stays, nothing is lit,
    the tool says Coach), a reload keeps it hidden, Enter shows it again with the same step."""
    page = g.page
    words = page.locator("#coach").inner_text()
    said = page.locator("#coach").evaluate("e => [...e.childNodes].filter(n => !(n.matches && n.matches('.coach-more')))"
                                           ".map(n => n.textContent).join('').trim()")
    assert page.locator("#coach-live").text_content() == said, "the live region says the step (not its More)"
    keyboard_to(page, "coach")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.documentElement.dataset.coach === 'hidden'")
    assert page.evaluate("document.documentElement.dataset.coachStep") == "roll"
    expect(page.locator("#coach")).to_have_count(0)
    expect(page.locator("[data-hinted]:visible")).to_have_count(0)
    tool = page.locator("[data-action=coach]:visible")
    expect(tool).to_have_attribute("aria-pressed", "false")
    expect(tool).to_have_accessible_name("Coach")
    assert page.evaluate("document.activeElement.dataset.action") == "coach", "focus stays on the tool"
    assert not coach_problems(page), coach_problems(page)
    assert_axe_clean(page, "the coach hidden")
    g.screenshot("coach-hidden-768x1024")
    page.reload()
    page.wait_for_function("() => document.documentElement.dataset.ready === 'true'", timeout=90_000)
    page.wait_for_function("() => document.documentElement.dataset.coachStep === 'roll'")
    assert page.evaluate("document.documentElement.dataset.coach") == "hidden", "hidden over a reload"
    keyboard_to(page, "coach")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.documentElement.dataset.coach === 'shown'")
    expect(page.locator("#coach")).to_have_text(words)
    expect(page.locator("[data-action=coach]:visible")).to_have_accessible_name("Hide coach")
    expect(page.locator("[data-hinted]:visible")).to_have_attribute("data-action", "roll")


# A whole coached game by keyboard only: Tab / Shift+Tab to a control, Tab onto the board and the
# arrow keys to a site, Enter or Space to press.  No mouse, no element.focus() or click().

FOCUS_JS = r"""() => {
  const lit = [...document.querySelectorAll('[data-hinted]')].filter(e => e.getClientRects().length);
  const a = document.activeElement, e = lit.length === 1 ? lit[0] : null;
  // The focus ring: a corner's or an edge's own (.site-focus) shown, an outline on a control
  // (a tile's ring is restyled by :focus-visible alone).
  const ring = el => {
    if (el.matches('#board .tile')) return true;
    const own = el.querySelector(':scope > .site-focus');
    if (own) return getComputedStyle(own).display !== 'none';
    const cs = getComputedStyle(el);
    return cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 1;
  };
  const key = el => el.dataset.corner !== undefined ? 'corner ' + el.dataset.corner
    : el.dataset.edge !== undefined ? 'edge ' + el.dataset.edge : 'tile ' + el.dataset.tile;
  // A control named as a person and a test would: its hooks, and its words.
  const name = el => {
    const hooks = el.closest('#board') ? key(el) : ['action', 'kind', 'draft', 'res', 'delta', 'sheet', 'via', 'seat']
      .filter(k => el.dataset[k] !== undefined).map(k => `data-${k}=${el.dataset[k]}`).join(' ');
    const words = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return `[${hooks}] "${words}"`;
  };
  const at = el => { const r = el.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
  const onBoard = !!(a && a.closest && a.closest('#board') && a.matches('#board :is(.is-pressable, .is-barred)'));
  return {
    lit: lit.length, site: !!(e && e.closest('#board')), focused: !!e && a === e,
    ring: !!e && a === e && e.matches(':focus-visible') && ring(e),
    behind: !!(e && a && a !== document.body && a !== e && (a.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING)),
    onBoard, here: onBoard ? at(a) : null, there: e ? at(e) : null, site_key: onBoard ? key(a) : '',
    focus: a && a !== document.body ? name(a) : 'nothing', name: e ? name(e) : 'nothing',
  };
}"""

ARROW_WAYS = {"ArrowRight": (1, 0), "ArrowLeft": (-1, 0), "ArrowDown": (0, 1), "ArrowUp": (0, -1)}
TAB_LIMIT = 150
ARROW_LIMIT = 60


def focus_state(page) -> dict:
    return page.evaluate(FOCUS_JS)


def tab_to(page, arrived, what: str, limit: int = TAB_LIMIT) -> int:
    """Tab (or Shift+Tab, when what is wanted lies before the focus in the page) until
    ``arrived(state)``; the number of presses, or an AssertionError naming ``what``."""
    for n in range(limit + 1):
        state = focus_state(page)
        if arrived(state):
            return n
        if n < limit:
            page.keyboard.press("Shift+Tab" if state["behind"] else "Tab")
    raise AssertionError(f"{limit} presses of Tab / Shift+Tab never reached {what}: "
                         f"focus is on {state['focus']}")


def arrow_to_lit_site(page, limit: int = ARROW_LIMIT) -> int:
    """From a site of the board that has focus, the arrow keys toward the lit one (as seen on
    screen) until it has focus: the most direct way first, another where that one leads back
    to a site already left or nowhere; the number of presses, or an AssertionError."""
    tried: dict[tuple[float, float], set[str]] = {}
    path: list[str] = []
    for n in range(limit + 1):
        state = focus_state(page)
        if state["focused"]:
            return n
        path.append(state["site_key"])
        assert state["onBoard"], f"an arrow key took focus off the board's sites to {state['focus']}"
        if n == limit:
            break
        here = (round(state["here"][0]), round(state["here"][1]))
        dx, dy = state["there"][0] - here[0], state["there"][1] - here[1]
        ways = sorted(ARROW_WAYS, key=lambda k: -(ARROW_WAYS[k][0] * dx + ARROW_WAYS[k][1] * dy))
        left = [k for k in ways if k not in tried.setdefault(here, set())]
        if not left:
            break
        tried[here].add(left[0])
        path.append(left[0])
        page.keyboard.press(left[0])
    raise AssertionError(f"the arrow keys never reached the lit site {state['name']} "
                         f"(after {n} presses: {' '.join(path)})")


def press_what_is_lit_by_keyboard(page, key: str = "Enter", limit: int = TAB_LIMIT) -> tuple[int, int]:
    """Reach the one lit-up element shown as a person would with the keyboard, check its focus
    ring shows, press ``key`` on it, and wait until something changed; the Tab and arrow presses
    it took.  A control: Tab / Shift+Tab to it.  A site: Tab onto the board, the arrows to it."""
    state = focus_state(page)
    assert state["lit"] == 1, f"{state['lit']} elements are lit up"
    before = page.evaluate(SIGNATURE_JS)
    if state["site"]:
        tabs = tab_to(page, lambda s: s["onBoard"] or s["focused"], f"the board's sites (to reach {state['name']})",
                      limit)
        arrows = arrow_to_lit_site(page)
    else:
        tabs = tab_to(page, lambda s: s["focused"], f"the lit control {state['name']}", limit)
        arrows = 0
    assert focus_state(page)["ring"], f"no focus ring shows on the lit {state['name']}"
    page.keyboard.press(key)
    page.wait_for_function("s => (" + SIGNATURE_JS + ")() !== s", arg=before, timeout=TIMEOUT)
    return tabs, arrows


def test_a_whole_coached_game_by_keyboard_only_at_tablet_size(tablet):
    """From "Learn to play" to the end at 768x1024 with the keyboard alone: each lit control is
    reached with Tab / Shift+Tab (at most 150 presses), each lit site by Tab onto the board and
    the arrow keys (at most 60), its focus ring shows, and Enter or Space (in turn) presses it;
    the trade sheet, the Exchange Board and the discard drawer are worked the same way (focus in
    the open dialog).  The steps are the CPython coach's, step for step."""
    page = tablet.page
    new_game(tablet, "?island=landfall&pace=0")
    tab_to(page, lambda s: page.evaluate("document.activeElement.dataset.action === 'learn'"), "Learn to play")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.documentElement.dataset.screen === 'game'", timeout=TIMEOUT)
    assert f"seed={COACH_SEED}" in page.url
    seen: list[str] = []
    moments: set[str] = set()
    for n in range(600):
        step = settle(page)
        if not seen or seen[-1] != step:
            seen.append(step)
        moments.add(moment_name(page, step))
        if step == "end":
            break
        press_what_is_lit_by_keyboard(page, "Enter" if n % 2 == 0 else "Space")
    tablet.screenshot("coach-keyboard-end-768x1024")
    assert seen == expected_steps(), "the page's coach is the CPython coach, step for step"
    for moment in ("exchange-offer-offer-sheet", "supply-trade-trade-sheet", "seven-discard"):
        assert moment in moments, f"{moment} was never reached by keyboard: {sorted(moments)}"
    expect(page.locator(".end .coach-end")).to_be_visible()
    assert page.evaluate("document.documentElement.dataset.winner") == "0"


def test_the_keyboard_walk_fails_on_a_control_it_cannot_reach(tablet):
    """Planted faults, each named: the lit control out of the Tab order (``tabindex=-1``), its
    focus ring gone, the board's sites out of the Tab order, the arrow keys swallowed before the
    board hears them.  Then, without them, the same presses go through."""
    page = tablet.page
    start_learning(tablet)
    assert settle(page) == "first-hearth"

    def planted(script: str, words: str, limit: int = TAB_LIMIT) -> None:
        undo = page.evaluate(script)
        try:
            with pytest.raises(AssertionError) as caught:
                press_what_is_lit_by_keyboard(page, limit=limit)
        finally:
            page.evaluate(undo)
        assert words in str(caught.value), f"the fault {script!r} went unnoticed: {caught.value}"

    planted("(() => { window.plantedLit = [...document.querySelectorAll('[data-hinted]')]"
            ".find(e => e.getClientRects().length); window.plantedLit.tabIndex = -1;"
            " return \"window.plantedLit.removeAttribute('tabindex')\"; })()",
            'never reached the lit control [data-action=dots] "Show dots"', limit=40)
    planted("(() => { const s = document.createElement('style'); s.id = 'planted';"
            " s.textContent = '.btn:focus-visible { outline: none !important; }'; document.head.append(s);"
            " return \"document.getElementById('planted').remove()\"; })()",
            'no focus ring shows on the lit [data-action=dots]')
    press_what_is_lit_by_keyboard(page)  # Show dots, then the corner is lit
    assert settle(page) == "first-hearth"
    assert page.evaluate("!!document.querySelector('#board [data-hinted]')")
    apart = page.evaluate("document.querySelector('#board .is-pressable[tabindex=\"0\"]') !== "
                          "document.querySelector('#board [data-hinted]')")
    assert apart, "the lit corner is the one Tab reaches first: the arrow keys are not needed, the check is void"
    planted("(() => { const sites = [...document.querySelectorAll('#board .is-pressable[tabindex=\"0\"]')];"
            " sites.forEach(e => e.tabIndex = -1);"
            " window.plantedSites = sites; return 'window.plantedSites.forEach(e => e.tabIndex = 0)'; })()",
            "never reached the board's sites", limit=40)
    planted("(() => { window.plantedKeys = e => { if (e.key.startsWith('Arrow')) e.stopPropagation(); };"
            " addEventListener('keydown', window.plantedKeys, true);"
            " return \"removeEventListener('keydown', window.plantedKeys, true)\"; })()",
            "the arrow keys never reached the lit site")
    press_what_is_lit_by_keyboard(page)
    assert settle(page) == "first-causeway"


def test_the_coach_checker_catches_what_it_looks_for(game):
    """Planted faults: the coach's line hidden by CSS, a box over the lit control, two controls
    lit up, the live region saying something else; each is found."""
    page = game.page
    page.set_viewport_size({"width": 390, "height": 844})
    start_learning(game)
    assert settle(page) == "first-hearth"
    assert not coach_problems(page), coach_problems(page)

    def planted(css: str = "", script: str = "", words: str = "") -> None:
        handle = page.add_style_tag(content=css) if css else None
        undo = page.evaluate(script) if script else None
        try:
            found = coach_problems(page)
        finally:
            if handle is not None:
                handle.evaluate("e => e.remove()")
            if undo is not None:
                page.evaluate(undo)
        assert any(words in p for p in found), f"the fault {css or script!r} went unnoticed: {found}"

    planted(css=".coach-line { display: none !important; }", words="the coach's line is not shown")
    planted(css=".status-box::after { content: ''; position: fixed; inset: 0 0 0 0; z-index: 60; }",
            words="is covered at its centre")
    planted(script="(() => { document.querySelector('#tray [data-action=hint]').setAttribute('data-hinted', '1');"
                   " return \"document.querySelector('#tray [data-action=hint]').removeAttribute('data-hinted')\"; })()",
            words="2 elements are lit up")
    planted(script="(() => { const l = document.getElementById('coach-live'), t = l.textContent; l.textContent = 'x';"
                   " return `document.getElementById('coach-live').textContent = ${JSON.stringify(t)}`; })()",
            words="the live region says")
    planted(css="[data-action=coach] { width: 30px !important; min-width: 0 !important; flex-basis: 30px !important; }",
            words="the coach's tool is")


def test_learn_to_play_beside_a_game_in_progress_keeps_it_in_the_list(game):
    page = game.page
    page.set_viewport_size({"width": 1024, "height": 768})
    new_game(game, "?seed=5&seats=human,ai-easy&pace=0")
    page.wait_for_function("() => document.documentElement.dataset.screen === 'game'")
    game.follow("?island=landfall")  # the new-game screen, a game in progress on the device
    expect(page.locator("[data-saved-game] [data-action=resume]")).to_be_visible()
    page.locator("[data-action=learn]").click()
    page.wait_for_function("() => document.documentElement.dataset.coachStep !== undefined")
    assert f"seed={COACH_SEED}" in page.url
    assert settle(page) == "first-hearth"
    assert coach.COACH_ISLAND == "landfall"
    assert len(saved_games(page)) == 2, "the game in progress is kept beside the coached one"
