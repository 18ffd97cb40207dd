"""Controls always in reach: at 390x844 (a phone), 768x1024 (a portrait tablet) and 1024x768
(a landscape tablet), in every phase of a game.

For each size and each phase the checkers below measure the page as a player meets it:

- ``reach_problems``: the page does not scroll (``scrollY == 0``, nothing taller or wider
  than the window); the status box, Roll / End turn, the tray with Undo and a running
  countdown lie inside the window; nothing covers them (``elementFromPoint`` at each
  control's centre finds that control); every site the prompt asks for (each
  ``.is-pressable`` corner, edge or tile) lies inside the window and a tap at its centre
  finds a glowing site of the board, not something drawn over it.
- ``text_problems``: no text of a seat card, a log line or a tray button is cut
  (``scrollWidth <= clientWidth``) and the parts of a seat card never overlap (the Warden
  count and "RENOWN" among them).
- the island's box is measured: it is large, and exactly as large with the discard drawer
  (or a sheet) open as without.
- ``sized_problems``: the island's ``<svg>`` fills the board and is sized in pixels (its
  computed width and height), never in percent, so that a layout of the page that leaves the
  board's size alone does not lay the island out again.

``test_the_checkers_catch_what_they_look_for`` plants each fault (CSS that pushes the tray
off the screen, a box over Roll, a drawer that squeezes the island, a cut name...) and
expects the checker to report it.  Games are reached quickly: a position is played in
CPython by the driver's policy and put into ``localStorage`` as a save, which the page
resumes.  The page's time is under ``page.clock`` (paused while a countdown runs); waiting
is on ``data-*`` state, never a sleep.  Screenshots of every size and phase go to
``test-artifacts/layout-<phase>-<size>.png``.
"""

from __future__ import annotations

import copy
import json

import pytest
from playwright.sync_api import expect

from engine.hexgrid import TILE_IDS
from engine.phase import Phase
from engine.rules import auto_discard_choice
from engine.view import SeatView

from conftest import Game
from driver import FITTED_JS, data, forget_saves, pause, press, settle
from mirror import Mirror, policy
from model.adapter import engine_state
from tools.newcomer import play_as_newcomer

pytestmark = pytest.mark.browser

SIZES = {"phone": (390, 844), "portrait": (768, 1024), "landscape": (1024, 768)}
RES = ("pine", "basalt", "kelp", "millet", "copper")
SOLO = ("human", "ai-easy", "ai-easy")
HOTSEAT = ("human", "ai-easy", "human")


# ---------------------------------------------------------------- what the checkers measure

REACH_JS = r"""() => {
  const W = innerWidth, H = innerHeight, out = [];
  const root = document.documentElement, d = root.dataset;
  const name = e => e.id ? '#' + e.id
    : (e.dataset.action ? `[data-action=${e.dataset.action}]` : e.className.baseVal ?? e.className);
  const where = r => `${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`;
  const html = e => e ? e.outerHTML.slice(0, 80) : 'nothing';
  const inside = r => r.left >= -0.5 && r.top >= -0.5 && r.right <= W + 0.5 && r.bottom <= H + 0.5;
  const shown = e => e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const at = r => document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (scrollX !== 0 || scrollY !== 0) out.push(`the page is scrolled to ${scrollX},${scrollY}`);
  if (root.scrollHeight > H + 0.5) out.push(`the page is taller than the window (${root.scrollHeight} > ${H}): it scrolls`);
  if (root.scrollWidth > W + 0.5) out.push(`the page is wider than the window (${root.scrollWidth} > ${W})`);
  const overlay = d.privacy === '1' || (d.sheet || '') !== '' || d.screen === 'over';
  // What must be in reach: the status box, the tray and its buttons (Roll / End turn, Undo,
  // the builds, a drawer's steppers), the countdown while a clock runs.
  const need = [document.getElementById('status')];
  const tray = document.getElementById('tray');
  if (d.privacy !== '1' && tray.childElementCount) need.push(tray, ...tray.querySelectorAll('button:not(.btn-tool)'));
  // Hint and Show dots are drawn twice (in the tray and in the status head) and one is shown.
  for (const action of ['hint', 'dots']) {
    const all = [...document.querySelectorAll(`.btn-tool[data-action=${action}]`)];
    const seen = all.filter(shown);
    if (all.length && d.privacy !== '1' && seen.length !== 1) out.push(`${seen.length} of the ${action} buttons are shown`);
    need.push(...seen);
  }
  for (const sel of ['[data-action=roll]', '[data-action=end]', '[data-action=undo]'])
    for (const e of document.querySelectorAll(sel)) if (!need.includes(e)) need.push(e);
  const clock = document.getElementById('countdown');
  if (d.timer !== undefined) {
    if (!shown(clock)) out.push(`a clock runs (data-timer=${d.timer}) but #countdown is not shown`);
    else need.push(clock);
  }
  // The countdown covers no jetty's label (what a jetty trades is read off the island).
  if (shown(clock) && !overlay) {
    const c = clock.getBoundingClientRect();
    for (const j of document.querySelectorAll('#board [data-jetty-edge] .jetty-plate')) {
      const r = j.getBoundingClientRect();
      if (r.right > c.left + 0.5 && r.left < c.right - 0.5 && r.bottom > c.top + 0.5 && r.top < c.bottom - 0.5)
        out.push(`the countdown covers the jetty label of edge ${j.parentNode.dataset.jettyEdge}: ${where(r)}`);
    }
  }
  for (const e of need) {
    if (!shown(e)) { out.push(`${name(e)} is not shown`); continue; }
    const r = e.getBoundingClientRect();
    if (!inside(r)) out.push(`${name(e)} is outside the window: ${where(r)} in ${W}x${H}`);
    // Under a sheet or the privacy screen the page is inert: only the countdown must stay uncovered.
    if ((overlay && e !== clock) || e.id === 'tray') continue;
    // (Hit-testing skips an inert page: for the countdown over a sheet's shade, look as if it were not.)
    const inert = [...document.querySelectorAll('[inert]')];
    if (overlay) inert.forEach(x => { x.inert = false; });
    const hit = at(r);
    if (overlay) inert.forEach(x => { x.inert = true; });
    if (!hit || !(e === hit || e.contains(hit))) out.push(`${name(e)} is covered at its centre by ${html(hit)}`);
  }
  // Every site the prompt asks for: inside the window, and a tap at its centre finds a glowing site.
  const sites = [...document.querySelectorAll('#board .is-pressable')];
  for (const s of sites) {
    const r = (s.querySelector('.site-hit') || s).getBoundingClientRect();
    const id = s.dataset.corner ?? s.dataset.edge ?? s.dataset.tile;
    const c = {left: r.left + r.width / 2, top: r.top + r.height / 2};
    if (c.left < 0 || c.top < 0 || c.left > W || c.top > H) {
      out.push(`site ${id} is outside the window (${Math.round(c.left)},${Math.round(c.top)})`);
      continue;
    }
    const hit = document.elementFromPoint(c.left, c.top);
    const site = hit && hit.closest('#board .is-pressable');
    if (!site) out.push(`site ${id} is covered at its centre by ${html(hit)}`);
  }
  return {problems: out, sites: sites.length};
}"""

BOARD_JS = """() => {
  const svg = document.querySelector('#board svg');
  const r = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
  const scale = Math.min(r.width / vb.width, r.height / vb.height);
  return {x: r.x, y: r.y, width: r.width, height: r.height, drawnWidth: vb.width * scale, drawnHeight: vb.height * scale};
}"""

TEXT_JS = r"""() => {
  const out = [];
  const text = e => (e.textContent || '').trim().slice(0, 40);
  const cut = (e, what) => {
    if (getComputedStyle(e).clip !== 'auto') return;  // visually hidden on purpose (words for screen readers)
    if (e.scrollWidth > e.clientWidth + 0.5) out.push(`${what} "${text(e)}" is cut: ${e.scrollWidth} > ${e.clientWidth} px wide`);
    if (e.scrollHeight > e.clientHeight + 0.5 && getComputedStyle(e).overflowY !== 'visible')
      out.push(`${what} "${text(e)}" is cut: ${e.scrollHeight} > ${e.clientHeight} px high`);
  };
  const meet = (a, b) => {
    const r = a.getBoundingClientRect(), s = b.getBoundingClientRect();
    return Math.min(r.right, s.right) - Math.max(r.left, s.left) > 0.5
      && Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top) > 0.5;
  };
  for (const card of document.querySelectorAll('[data-seat-card]')) {
    const who = `seat card ${card.dataset.seatCard}`;
    const box = card.getBoundingClientRect();
    const parts = [...card.children].filter(e => e.matches('.seat-head, .seat-kind, .renown, .seat-stats, .badges'));
    const said = e => `${e.className} "${text(e)}"`;
    for (let i = 0; i < parts.length; i++)
      for (let j = i + 1; j < parts.length; j++)
        if (meet(parts[i], parts[j])) out.push(`${who}: ${said(parts[i])} overlaps ${said(parts[j])}`);
    for (const e of card.querySelectorAll('.seat-name, .seat-kind, .renown-n, .renown-word, .stat, .badge, .renown-hidden')) {
      if (!e.getClientRects().length) continue;  // not shown (a phone's card shows its news in place of what it is)
      cut(e, `${who}: ${e.className}`);
      const r = e.getBoundingClientRect();
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)
        out.push(`${who}: ${e.className} "${text(e)}" sticks out of its card`);
    }
    const stats = card.querySelectorAll('.stat');
    for (let i = 0; i < stats.length; i++)
      for (let j = i + 1; j < stats.length; j++) if (meet(stats[i], stats[j])) out.push(`${who}: two counts overlap`);
  }
  const log = document.getElementById('log');
  if (document.getElementById('log-box').open) {
    const lr = log.getBoundingClientRect();
    for (const li of log.querySelectorAll('li')) {
      cut(li, 'log line');
      const r = li.getBoundingClientRect();
      if (r.left < lr.left - 0.5 || r.right > lr.right + 0.5) out.push(`log line "${text(li)}" sticks out of the log`);
    }
  }
  const words = '#tray button, #tray .b-name, #tray .cost, #status .prompt, #status .latest, #hand .hand-title';
  // On a phone the status's one line of news ends in an ellipsis when the newest log line is
  // longer: the log holds it whole.
  const logged = e => e.matches('#status .latest') && getComputedStyle(e).textOverflow === 'ellipsis'
    && (document.querySelector('#log > li:last-child')?.textContent || '').trim() === e.textContent.trim();
  for (const e of document.querySelectorAll(words)) if (e.getClientRects().length && !logged(e)) cut(e, e.className || e.tagName);
  // No region holds more than it shows across (the Supply, the hand, the seats, the side column...).
  for (const e of document.querySelectorAll('#seats, #status, #supply, #hand, #tray, #log-box, .side, .topbar, #top-actions'))
    if (e.getClientRects().length && e.scrollWidth > e.clientWidth + 0.5)
      out.push(`${e.id || e.className} is wider inside than it shows: ${e.scrollWidth} > ${e.clientWidth} px`);
  return out;
}"""


def reach_problems(page) -> list[str]:
    return page.evaluate(REACH_JS)["problems"]


def text_problems(page) -> list[str]:
    return page.evaluate(TEXT_JS)


def board(page) -> dict:
    """The island's box, once it is fitted to the board's size now (boot.js fits it at the next
    frame after the board changed size)."""
    page.wait_for_function(FITTED_JS)
    return page.evaluate(BOARD_JS)


WIDE_JS = "matchMedia('(min-width: 900px) and (orientation: landscape) and (min-height: 680px)').matches"


def resize(page, size: str) -> None:
    """The window at ``size``; the log folds away below landscape (and opens in landscape)."""
    was = page.evaluate(WIDE_JS)
    w, h = SIZES[size]
    page.set_viewport_size({"width": w, "height": h})
    wide = size == "landscape"
    if was != wide:
        page.wait_for_function("wide => document.getElementById('log-box').open === wide", arg=wide)


def look(game: Game, phase: str, *, sizes=tuple(SIZES), screenshots: bool = True, boxes: dict | None = None,
         text: bool = True, big: bool = True) -> dict[str, list[str]]:
    """Check the page at each size: what each checker found, by size (empty lists: all well).
    ``boxes`` collects the island's box at each size; ``big``: the island must be large (not
    while notices take their rows)."""
    page = game.page
    found: dict[str, list[str]] = {}
    for size in sizes:
        resize(page, size)
        problems = reach_problems(page) + (text_problems(page) if text else [])
        island = board(page)
        if boxes is not None:
            boxes[size] = island
        w, h = SIZES[size]
        # The island is large: as drawn (its jetties included), its longer side is at least 4/5
        # of the window's width on a phone, 2/3 of it on a portrait tablet, 2/3 of the window's
        # height in landscape.
        least = {"phone": 0.8 * w, "portrait": 0.66 * w, "landscape": 0.66 * h}[size]
        side = max(island["drawnHeight"], island["drawnWidth"])
        if big and side < least:
            problems.append(f"the island is small: {side:.0f} px (at least {least:.0f})")
        found[size] = problems
        if screenshots:
            game.screenshot(f"layout-{phase}-{size}")
    resize(page, "landscape")
    return {k: v for k, v in found.items() if v}


def assert_in_reach(game: Game, phase: str, **kw) -> None:
    problems = look(game, phase, **kw)
    assert not problems, f"{phase}: " + json.dumps(problems, indent=1)


def same_boxes(a: dict, b: dict) -> list[str]:
    out = []
    for size in a:
        if any(abs(a[size][k] - b[size][k]) > 0.5 for k in ("x", "y", "width", "height")):
            out.append(f"{size}: the island moved or changed size: {a[size]} then {b[size]}")
    return out


# ---------------------------------------------------------------- games to look at


def played(kinds, done, seeds=range(1, 80), limit=400) -> tuple[int, int]:
    """The first seed whose game (the driver's policy, in CPython) reaches ``done``, and after
    how many of the policy's presses (``done`` may read ``m.seed`` and ``m.presses``)."""
    for seed in seeds:
        m = Mirror(seed, kinds)
        for n in range(limit):
            m.seed, m.presses = seed, n
            if done(m):
                return seed, n
            if m.state.is_over:
                break
            policy(m)
    raise AssertionError("no seed gets there")


def replay_to(seed: int, kinds, presses: int) -> Mirror:
    m = Mirror(seed, kinds)
    for _ in range(presses):
        policy(m)
    return m


def resume(game: Game, mirror: Mirror, seed: int, kinds, names: list[str] | None = None):
    """Put ``mirror``'s game into the page as a save and resume it from its link."""
    save = mirror.screen.table.save()
    save["link"] = {"seed": str(seed), "seats": ",".join(kinds)}
    for i, name in enumerate(names or ()):
        save["seats"][i]["name"] = name
    page = game.page
    forget_saves(page)  # (no game of an earlier position to offer or to make room for)
    page.evaluate("s => localStorage.setItem('cinderisle.table', s)", json.dumps(save))
    game.follow(f"?seed={seed}&seats={','.join(kinds)}&pace=0")
    page.wait_for_function("n => document.documentElement.dataset.actions === String(n)",
                           arg=len(mirror.screen.table.match.actions))
    return page


def tap_in(page) -> None:
    button = page.locator("[data-action=tap-in]")
    button.click()
    page.wait_for_function("document.documentElement.dataset.privacy === '0'")


# ---------------------------------------------------------------- the tests


def test_placement_and_a_turn_keep_every_control_in_reach(clocked):
    """Setup (a hearth, its causeway, with Undo), before and after the roll, build mode, the
    trade and Exchange Board sheets: at each size nothing needs scrolling and nothing covers
    a control or a glowing site."""
    page = clocked.page

    def building(m: Mirror) -> bool:
        s = m.screen
        if not (engine_state(s).phase == Phase.PRE_ROLL and s.my_turn() and sum(engine_state(s).hands[0]) >= 3):
            return False
        after = replay_to(m.seed, SOLO, m.presses)
        after.press(action="roll")
        return after.state.phase == Phase.MAIN and any(a.kind in ("causeway", "hearth", "beacon")
                                                        for a in after.screen.legal())

    seed, _ = played(SOLO, lambda m: True)
    page = resume(clocked, Mirror(seed, SOLO), seed, SOLO)
    settle(page)
    assert data(page)["phase"] == "setup-hearth"
    assert_in_reach(clocked, "setup-hearth")
    corner = min(int(c) for c in page.eval_on_selector_all(".site-corner.is-pressable", "els => els.map(e => e.dataset.corner)"))
    before = data(page)["actions"]
    page.locator(f'[data-corner="{corner}"]').click()
    page.wait_for_function("n => document.documentElement.dataset.actions !== n", arg=before)
    assert data(page)["phase"] == "setup-causeway"
    expect(page.locator("[data-action=undo]")).to_be_enabled()
    assert_in_reach(clocked, "setup-causeway")

    seed, n = played(SOLO, building)
    mirror = replay_to(seed, SOLO, n)
    page = resume(clocked, mirror, seed, SOLO)
    settle(page)
    assert data(page)["phase"] == "pre-roll"
    boxes_before: dict = {}
    assert_in_reach(clocked, "pre-roll", boxes=boxes_before)
    press(page, "[data-action=roll]")
    d = settle(page)
    assert d["phase"] == "main", "this seed's roll is no 7"
    boxes_main: dict = {}
    assert_in_reach(clocked, "main", boxes=boxes_main)

    for kind in ("causeway", "hearth", "beacon"):  # build mode: the sites of the build glow
        if page.locator(f"[data-action=mode][data-kind={kind}]").is_enabled():
            page.locator(f"[data-action=mode][data-kind={kind}]").click()
            page.wait_for_function("k => document.documentElement.dataset.mode === k", arg=kind)
            assert_in_reach(clocked, f"build-{kind}")
            page.locator(f"[data-action=mode][data-kind={kind}]").click()  # out of build mode
            page.wait_for_function("document.documentElement.dataset.mode === ''")
            break
    else:
        raise AssertionError("nothing to build on this seed")

    for sheet in ("trade", "offer"):
        opener = page.locator(f"#tray [data-action=sheet][data-sheet={sheet}]")
        expect(opener).to_be_enabled()
        opener.click()
        page.wait_for_function("s => document.documentElement.dataset.sheet === s", arg=sheet)
        boxes: dict = {}
        assert_in_reach(clocked, f"sheet-{sheet}", boxes=boxes)
        assert not same_boxes(boxes_main, boxes), "a sheet never squeezes the island"
        page.locator(".sheet").get_by_role("button", name="Close").click()
        page.wait_for_function("document.documentElement.dataset.sheet === ''")


def test_a_seven_the_discard_the_ashcloud_and_the_rob_keep_controls_and_the_island_in_place(clocked):
    """The human rolls a 7 and owes cards: the discard drawer (its steppers, Return and the 30 s
    countdown) lies over the island, which keeps exactly its size; then the Ashcloud's tiles
    and whom to rob are all in reach."""

    def owes_after_own_roll(m: Mirror) -> bool:
        s = m.screen
        return (engine_state(s).phase == Phase.DISCARD and s.table.decider == 0 and engine_state(s).turn_seat == 0
                and engine_state(s).discard_owed[0] >= 4)

    seed, n = played(SOLO, owes_after_own_roll)
    mirror = replay_to(seed, SOLO, n - 1)  # the press before: the human's Roll
    assert mirror.state.phase == Phase.PRE_ROLL and mirror.screen.my_turn()
    page = resume(clocked, mirror, seed, SOLO)
    settle(page)
    before: dict = {}
    assert_in_reach(clocked, "before-the-seven", boxes=before, screenshots=False)
    press(page, "[data-action=roll]")
    page.wait_for_function("document.documentElement.dataset.phase === 'discard'")
    pause(page)
    mirror.press(action="roll")
    d = data(page)
    assert d["timer"] == "30" and d["decider"] == "0"
    during: dict = {}
    assert_in_reach(clocked, "discard", boxes=during)
    assert not same_boxes(before, during), "the discard drawer never squeezes the island"
    assert page.locator("#tray [data-action=step]").count() >= 4, "steppers for several resources"

    choice = auto_discard_choice(list(mirror.state.hands[0]), mirror.state.discard_owed[0])
    for r, k in enumerate(choice):
        for _ in range(k):
            page.locator(f"[data-action=step][data-draft=discard][data-res={RES[r]}][data-delta='1']").click()
            mirror.press(action="step", draft="discard", res=RES[r], delta=1)
    page.clock.resume()
    press(page, "[data-action=discard-send]")
    mirror.press(action="discard-send")
    d = settle(page)
    assert d["phase"] == "move-ashcloud" and "timer" not in d
    assert page.locator("#board .tile.is-pressable").count() >= 5
    assert_in_reach(clocked, "move-ashcloud")

    def robs(tile: int) -> bool:  # the Ashcloud on this tile leaves somebody to rob
        m = copy.deepcopy(mirror)
        m.press(action="site", tile=TILE_IDS[tile])
        return m.state.phase == Phase.ROB

    tile = next(t for t in sorted(mirror.screen.pressable().tiles) if robs(t))
    before_actions = data(page)["actions"]
    page.locator(f'.tile[data-tile="{TILE_IDS[tile]}"]').click()
    page.wait_for_function("n => document.documentElement.dataset.actions !== n", arg=before_actions)
    d = settle(page)
    assert d["phase"] == "rob"
    assert_in_reach(clocked, "rob")
    press(page, "#tray [data-action=rob] >> nth=0")
    d = settle(page)
    assert d["phase"] == "main"
    assert_in_reach(clocked, "main-after-the-seven", screenshots=False)


def test_an_offer_answered_countered_and_confirmed_keeps_the_clock_in_sight(clocked):
    """Hotseat: the Exchange Board sheet, the answering human's panel with its 20 s, the counter
    sheet over it (the countdown stays uncovered above the sheet's shade), then the offerer's
    confirmation with its 10 s."""
    page = clocked.page

    def ready(m: Mirror) -> bool:
        s = m.screen
        st = engine_state(s)
        if not (st.phase == Phase.MAIN and st.turn_seat == 0 and s.my_turn()):
            return False
        mine, ai = st.hands[0], st.hands[1]
        return any(mine) and any(ai[y] and not mine[y] for y in range(5)) and any(st.hands[2])

    seed, n = played(HOTSEAT, ready, seeds=range(1, 60), limit=120)
    mirror = replay_to(seed, HOTSEAT, n)
    page = resume(clocked, mirror, seed, HOTSEAT)
    if data(page)["privacy"] == "1":
        tap_in(page)
    settle(page)
    st = mirror.state
    give = next(r for r in range(5) if st.hands[0][r])
    want = next(r for r in range(5) if st.hands[1][r] and not st.hands[0][r])
    page.locator("#tray [data-action=sheet][data-sheet=offer]").click()
    page.wait_for_function("document.documentElement.dataset.sheet === 'offer'")
    page.locator(f"[data-action=step][data-draft=give][data-res={RES[give]}][data-delta='1']").click()
    page.locator(f"[data-action=step][data-draft=want][data-res={RES[want]}][data-delta='1']").click()
    assert_in_reach(clocked, "sheet-offer-drafted")
    page.get_by_role("button", name="Post offer").click()
    page.wait_for_function("document.documentElement.dataset.decider === '2'")
    assert data(page)["privacy"] == "1"
    assert_in_reach(clocked, "privacy-answer", text=False, big=False)  # (the island is under the cover)
    tap_in(page)
    page.wait_for_function("document.documentElement.dataset.timer === '20'")
    pause(page)
    assert data(page)["phase"] == "offer"
    expect(page.locator("#tray [data-action=accept]")).to_be_visible()
    assert_in_reach(clocked, "answer-offer")

    page.locator("#tray [data-action=sheet][data-sheet=counter]").click()
    page.wait_for_function("document.documentElement.dataset.sheet === 'counter'")
    assert_in_reach(clocked, "sheet-counter")
    page.locator(".sheet").get_by_role("button", name="Close").click()
    page.wait_for_function("document.documentElement.dataset.sheet === ''")

    page.clock.resume()
    press(page, "#tray [data-action=pass]")
    page.wait_for_function("document.documentElement.dataset.phase === 'confirm'")
    assert data(page)["privacy"] == "1"
    tap_in(page)
    page.wait_for_function("document.documentElement.dataset.timer === '10'")
    pause(page)
    expect(page.locator("#tray [data-action=confirm]").first).to_be_visible()
    assert_in_reach(clocked, "confirm")
    page.clock.resume()


def test_notices_and_toasts_never_cover_a_control(clocked):
    """A notice (a link with a wrong part) and a toast (Share) take their own row: every control
    and glowing site stays uncovered and inside the window."""
    page = clocked.page
    seed, n = played(SOLO, lambda m: engine_state(m.screen).phase == Phase.PRE_ROLL and m.screen.my_turn())
    mirror = replay_to(seed, SOLO, n)
    save = mirror.screen.table.save()
    save["link"] = {"seed": str(seed), "seats": ",".join(SOLO)}
    page.evaluate("s => localStorage.setItem('cinderisle.table', s)", json.dumps(save))
    clocked.follow(f"?seed={seed}&seats={','.join(SOLO)}&pace=0&tide=maybe")
    settle(page)
    expect(page.get_by_role("alert")).to_have_count(1)
    page.locator("#top-actions [data-action=share]").click()
    expect(page.locator("#toast")).to_be_visible()
    for phase in ("notice-toast-pre-roll", "notice-toast-main"):
        problems = look(clocked, phase, big=False)
        for size in SIZES:  # and the notice and the toast meet no control
            resize(page, size)
            problems.setdefault(size, []).extend(page.evaluate(COVER_JS))
        resize(page, "landscape")
        problems = {k: v for k, v in problems.items() if v}
        assert not problems, f"{phase}: " + json.dumps(problems, indent=1)
        if phase.endswith("pre-roll"):
            press(page, "[data-action=roll]")
            settle(page)
            page.locator("#top-actions [data-action=share]").click()
            expect(page.locator("#toast")).to_be_visible()


COVER_JS = r"""() => {
  const out = [];
  const boxes = [...document.querySelectorAll('#notices .notice, #toast')].filter(e => e.getClientRects().length);
  const controls = [...document.querySelectorAll('#app button, #app select, #app summary, #board .is-pressable')]
    .filter(e => e.getClientRects().length && !e.closest('#notices'));
  for (const b of boxes) {
    const r = b.getBoundingClientRect();
    for (const c of controls) {
      const s = c.getBoundingClientRect();
      if (Math.min(r.right, s.right) - Math.max(r.left, s.left) > 0.5 && Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top) > 0.5)
        out.push(`${b.id || b.className} lies over ${c.outerHTML.slice(0, 60)}`);
    }
  }
  return out;
}"""


LONG_NAMES = ["Grandmother Josephine", "Bartholomew", "Li", "Anneliese-Marie"]


def test_seat_cards_and_the_log_are_never_cut_or_overlapping(clocked):
    """Four seats with long names, a Warden shown, titles and a hand of venture cards: no text of a
    seat card, a log line or a tray button is cut or lies over another, at any size."""
    kinds = ("human", "ai-normal", "ai-normal", "ai-normal")

    def busy(m: Mirror) -> bool:
        s = m.screen
        st = engine_state(s)
        return (st.phase == Phase.PRE_ROLL and s.my_turn()  # a seat with a Warden shown and 10 cards or more
                and any(st.wardens_played[i] and sum(st.hands[i]) >= 10 for i in range(st.n))
                and (st.causeway_holder >= 0 or st.watch_holder >= 0))

    seed, n = played(kinds, busy, seeds=range(1, 40), limit=900)
    mirror = replay_to(seed, kinds, n)
    page = resume(clocked, mirror, seed, kinds, names=LONG_NAMES)
    settle(page)
    expect(page.locator("[data-seat-card] .stat [href='#ico-warden']").first).to_be_attached()
    expect(page.locator("[data-seat-card] .seat-name").first).to_have_text(LONG_NAMES[0])
    page.locator("#log-box summary").click()  # the log open at every size
    problems: dict[str, list[str]] = {}
    for size in SIZES:
        resize(page, size)
        if not page.evaluate("document.getElementById('log-box').open"):
            page.locator("#log-box summary").click()
        problems[size] = text_problems(page)
        clocked.screenshot(f"layout-long-names-{size}")
        page.locator("#log-box summary").click()
        page.wait_for_function("() => !document.getElementById('log-box').open")
        problems[size] += reach_problems(page)
    problems = {k: v for k, v in problems.items() if v}
    assert not problems, json.dumps(problems, indent=1)
    # In landscape the open log shows its newest line (it scrolls inside the side column).
    resize(page, "landscape")
    if not page.evaluate("document.getElementById('log-box').open"):
        page.locator("#log-box summary").click()
    page.wait_for_function(NEWEST_SHOWN_JS)
    assert page.evaluate("(() => { const l = document.getElementById('log'); return l.scrollHeight > l.clientHeight + 20; })()"), \
        "this game's log is longer than the side column (else the check says nothing)"


NEWEST_SHOWN_JS = """() => {
  const log = document.getElementById('log'), last = log && log.lastElementChild;
  if (!last) return false;
  const l = log.getBoundingClientRect(), r = last.getBoundingClientRect();
  return r.bottom <= l.bottom + 1 && r.top >= l.top - 1 && l.bottom <= innerHeight + 0.5 && l.height > 40;
}"""


SIDE_JS = """() => {
  // Landscape's side column: the log's newest line whole and in sight (inside the log's box and
  // the column, which hides what overflows it), and the hint uncovered (by a drawer).
  const out = [], box = e => e.getBoundingClientRect();
  const side = box(document.querySelector('.side')), log = document.getElementById('log');
  const last = log.lastElementChild, l = box(log), r = box(last);
  const within = (a, b) => a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
  if (!within(r, l) || !within(r, side)) out.push(`the log's newest line is cut: ${Math.round(r.top)}-${Math.round(r.bottom)} `
    + `in the log's ${Math.round(l.top)}-${Math.round(l.bottom)} and the column's ${Math.round(side.top)}-${Math.round(side.bottom)}`);
  const hint = document.querySelector('#status [data-hint]');
  if (!hint) out.push('no hint shown');
  else for (const rect of hint.getClientRects()) {
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (!hit || !hint.contains(hit)) out.push(`the hint's words are covered by ${hit ? hit.outerHTML.slice(0, 60) : 'nothing'}`);
  }
  return out;
}"""


def test_landscape_keeps_the_logs_newest_line_and_the_hint_in_sight(clocked):
    """At 1024x768 the log cut its newest line in half at the side column's foot (the status above
    it grew with a hint), and the discard's drawer covered the hint's "return these" words (issue
    25).  A discard with the hint shown: the hint uncovered, the log's newest line whole.  Planted:
    the status kept whole again (the log pushed below the column's foot)."""
    def owes(m: Mirror) -> bool:
        return m.state.phase == Phase.DISCARD and m.screen.table.decider == 0 and m.state.discard_owed[0] >= 4

    seed, n = played(SOLO, owes)
    page = resume(clocked, replay_to(seed, SOLO, n), seed, SOLO)
    page.wait_for_function("document.documentElement.dataset.phase === 'discard'")
    page.clock.run_for(10_000)  # a toast of an earlier test (Share's "Link copied") has gone
    expect(page.locator("#toast")).to_be_hidden()
    resize(page, "landscape")
    page.locator("[data-action=hint] >> visible=true").click()
    page.wait_for_function("!!document.querySelector('#status [data-hint]')")
    # (the log is scrolled when the page is next laid out: two frames on)
    page.evaluate("new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
    clocked.screenshot("layout-discard-hint-landscape")
    assert page.evaluate(SIDE_JS) == []
    assert not reach_problems(page), reach_problems(page)
    handle = page.add_style_tag(content=".side > .status-box { flex: none !important; } "
                                        ".log-box[open] { min-height: 24rem !important; }")
    try:
        assert any("newest line is cut" in p for p in page.evaluate(SIDE_JS)), "the planted cut went unnoticed"
    finally:
        handle.evaluate("e => e.remove()")
    handle = page.add_style_tag(content="html .tray > .panel { right: 0 !important; width: 40rem !important; "
                                        "min-height: 85vh !important; }")
    try:
        assert any("covered" in p for p in page.evaluate(SIDE_JS)), "the planted drawer over the hint went unnoticed"
    finally:
        handle.evaluate("e => e.remove()")


def test_the_checkers_catch_what_they_look_for(clocked):
    """Each checker, shown a planted fault, reports it (and the same page without the fault
    passes: the tests above)."""
    page = clocked.page

    def owes(m: Mirror) -> bool:
        return m.state.phase == Phase.DISCARD and m.screen.table.decider == 0 and m.state.discard_owed[0] >= 4

    seed, n = played(SOLO, owes)
    mirror = replay_to(seed, SOLO, n)
    page = resume(clocked, mirror, seed, SOLO, names=LONG_NAMES[:3])
    page.wait_for_function("document.documentElement.dataset.phase === 'discard'")
    pause(page)
    resize(page, "phone")
    assert not reach_problems(page) and not text_problems(page), (reach_problems(page), text_problems(page))

    def planted(css: str, checker, expect_words: str, size: str = "phone") -> None:
        resize(page, size)
        handle = page.add_style_tag(content=css)
        try:
            # The island is fitted to its board at the frame after the board changed size: read
            # before, the planted page is caught half laid out (the old island in the new row).
            page.wait_for_function(FITTED_JS)
            found = checker()
        finally:
            handle.evaluate("e => e.remove()")
        assert any(expect_words in p for p in found), f"the fault {css!r} went unnoticed: {found}"

    # The island's row as tall as it was (a fixed share of the window, not the space left): the
    # tray goes below the fold and the page scrolls.
    tall = ".game { grid-template-rows: auto auto 600px auto auto auto !important; }"
    planted(tall, lambda: reach_problems(page), "taller than the window")
    planted(tall, lambda: reach_problems(page), "#tray is outside the window")
    # A running countdown that is not shown.
    planted("#countdown { display: none !important; }", lambda: reach_problems(page), "#countdown is not shown")
    # The countdown back over the island's top edge, where it hid the top jetties' labels.
    over_edge = ("html .countdown { grid-area: board !important; justify-self: center !important; margin: 0 !important;"
                 " width: min(100%, 26rem) !important; }")
    planted(over_edge, lambda: reach_problems(page), "the countdown covers the jetty label")
    planted(over_edge, lambda: reach_problems(page), "the countdown covers the jetty label", size="portrait")
    # Something lies over the Return button (and over the countdown).
    planted(".status-box { position: fixed; inset: 0; z-index: 50; }", lambda: reach_problems(page), "is covered at its centre")
    # Sideways scrolling.
    planted(".game { min-width: 130vw; }", lambda: reach_problems(page), "wider than the window")
    # A name cut by an ellipsis, stats over the renown (landscape's narrow cards), a cut log line.
    planted(".seat-name { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }",
            lambda: text_problems(page), "seat-name")
    planted(".seat { grid-template-areas: 'head renown' 'kind renown' 'stats renown' 'badges badges' !important; }"
            ".seat-stats { flex-wrap: nowrap; min-width: 14rem; }",
            lambda: text_problems(page), "overlaps", size="landscape")
    planted("#log-box { display: block !important; } #log { display: block; } .log li { white-space: nowrap; overflow: hidden; }",
            lambda: text_problems(page), "log line", size="landscape")
    # The discard drawer back in the page's flow: the island shrinks.
    resize(page, "landscape")
    before = board(page)
    handle = page.add_style_tag(content=".tray > .panel { position: static; max-height: none; }")
    try:
        squeezed = board(page)
    finally:
        handle.evaluate("e => e.remove()")
    assert same_boxes({"landscape": before}, {"landscape": squeezed}), "the squeezed island went unnoticed"
    assert squeezed["height"] < before["height"] - 100
    # Glowing tiles covered while the Ashcloud moves.
    page.clock.resume()

    def moving(m: Mirror) -> bool:
        return m.state.phase == Phase.MOVE_ASHCLOUD and m.screen.table.decider == 0

    seed, n = played(SOLO, moving)
    page = resume(clocked, replay_to(seed, SOLO, n), seed, SOLO)
    settle(page)
    assert page.locator("#board .tile.is-pressable").count() >= 5
    resize(page, "phone")
    assert not reach_problems(page), reach_problems(page)
    # A toast where it used to be (fixed over the bottom of the page): over the tray, over tiles.
    planted("#toast { display: block !important; position: fixed; inset: auto 0 0 0; height: 40%; z-index: 45; }",
            lambda: reach_problems(page), "is covered at its centre by <p id=\"toast\"")
    planted("#countdown { display: block !important; position: fixed; inset: 30% 0 auto; height: 40vh; z-index: 9; }",
            lambda: [p for p in reach_problems(page) if p.startswith("site ")], "is covered at its centre")


def crowded_island(page, size: str) -> list[str]:
    """The island still large with the hand's and the status's rows full (a little smaller than
    :func:`look` asks: at least 7/10 of a phone's width, 3/5 of a portrait tablet's, 2/3 of a
    landscape window's height)."""
    w, h = SIZES[size]
    island = board(page)
    least = {"phone": 0.7 * w, "portrait": 0.6 * w, "landscape": 0.66 * h}[size]
    side = max(island["drawnWidth"], island["drawnHeight"])
    return [f"the island is small: {side:.0f} px"] if side < least else []


def _hinted_position(done, kinds=SOLO, seeds=range(1, 60), limit=2000):
    """The first position, seed by seed, where ``done(screen)`` holds before the human's roll,
    the human following the hints (ai-normal buys venture cards; the driver's policy never
    does): (seed, mirror)."""
    from engine.ai.hint import hint

    for seed in seeds:
        m = Mirror(seed, kinds)
        for _ in range(limit):
            s = m.screen
            st = engine_state(s)
            if st.is_over:
                break
            if s.my_turn() and st.phase == Phase.PRE_ROLL and done(s):
                return seed, m
            legal = s.legal()
            if not legal:
                m.settle()
                continue
            s.play(hint(SeatView(st, 0), legal).action)
            m.settle()
    raise AssertionError("no seed gets there")


def _ventures_position(kinds=SOLO, least=4):
    """A position where the human holds ``least`` kinds of venture card before its roll."""
    return _hinted_position(lambda s: sum(1 for k in engine_state(s).ventures[0] if k) >= least, kinds, range(1, 40), 900)


ONE_ROW_JS = """() => {
  // The rows the venture cards take; on a phone they share the resource cards' row, so the
  // resource cards count too.
  const items = [...document.querySelectorAll('#hand .ventures > li')];
  if (innerWidth < 600) items.push(document.querySelector('#hand .hand-cards'));
  return {n: document.querySelectorAll('#hand .ventures > li').length,
          tops: [...new Set(items.map(li => Math.round(li.getBoundingClientRect().top)))].length};
}"""


def test_a_hand_of_venture_cards_keeps_one_row_and_the_island_its_room(clocked):
    """Four kinds of venture card in hand (a player saw the phone's island shrink to 200 px as
    they piled up): the cards keep one row at every size, nothing is cut or out of reach, and
    the island stays large.  Planted: the cards with their names again wrap onto a second row."""
    seed, mirror = _ventures_position()
    page = resume(clocked, mirror, seed, SOLO)
    settle(page)
    page.clock.run_for(10_000)  # a toast of an earlier test (Share's "Link copied") has gone
    expect(page.locator("#toast")).to_be_hidden()
    problems: dict[str, list[str]] = {}
    for size in SIZES:
        resize(page, size)
        rows = page.evaluate(ONE_ROW_JS)
        assert rows["n"] >= 4
        found = reach_problems(page) + text_problems(page)
        if rows["tops"] != 1:
            found.append(f"the venture cards take {rows['tops']} rows")
        found += crowded_island(page, size)
        problems[size] = found
        clocked.screenshot(f"layout-ventures-{size}")
    resize(page, "landscape")
    problems = {k: v for k, v in problems.items() if v}
    assert not problems, json.dumps(problems, indent=1)
    resize(page, "phone")
    handle = page.add_style_tag(content=".ventures .v-name { position: static !important; width: auto !important; "
                                        "height: auto !important; clip: auto !important; }")
    try:
        assert page.evaluate(ONE_ROW_JS)["tops"] > 1, "the planted names went unnoticed"
    finally:
        handle.evaluate("e => e.remove()")
    resize(page, "landscape")


def _late_position(kinds=SOLO):
    """Late in a game, before the human's roll, with everything that takes the phone's rows at
    once: a title's badge on a seat card, three kinds of venture card or more in the hand, a
    note for the human alone (a card stolen or drawn) and the newest log line."""
    def late(s) -> bool:
        st, v = engine_state(s), SeatView(engine_state(s), 0)
        return (st.turns > 30 and (v.causeway_holder >= 0 or v.watch_holder >= 0)
                and sum(1 for k in st.ventures[0] if k) >= 3
                and bool(s.table.notes[0][s.table.notes_read[0]:]) and bool(s.table.log))

    return _hinted_position(late, kinds)


NEWS_JS = """() => [...document.querySelectorAll(
  '#status > :is(.message, .hint-line, .coach-line, .note, .latest)')]
  .filter(e => e.getClientRects().length).map(e => e.className)"""


TARGET_JS = """() => {
  // A title's badge is a target 44 px high: a tap 20 px above or below its centre finds it.
  const out = [];
  for (const b of document.querySelectorAll('#seats button.badge-title')) {
    const r = b.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    for (const dy of [-20, 0, 20]) {
      const hit = document.elementFromPoint(x, y + dy);
      if (!hit || !b.contains(hit)) out.push(`a tap ${dy} px from the title badge's centre finds ${hit && hit.outerHTML.slice(0, 60)}`);
    }
  }
  return out;
}"""


def test_late_in_a_game_the_status_keeps_to_one_line_of_news_and_the_island_its_room(clocked):
    """A phone's island shrank to about 200 px late in a game (play-test round 2): a title's
    badge, the venture cards, a note and the newest log line all took rows.  Below landscape
    the status shows the prompt and one line of news, the most pressing (the note before the
    newest log line, a hint asked for before both); in landscape the side column has room for
    all (the newest line is the open log's, just below the status, since issue 25: the status
    repeated it).  Nothing is cut or out of reach, the island stays large, and a title's badge is a
    44 px target.  Planted: the newest log line shown again below the note; the badge's target
    at its drawn size."""
    seed, mirror = _late_position()
    page = resume(clocked, mirror, seed, SOLO)
    settle(page)
    page.clock.run_for(10_000)  # a toast of an earlier test has gone
    expect(page.locator("#toast")).to_be_hidden()
    expect(page.locator("#status .note")).to_have_count(1)
    expect(page.locator("#seats .badge-title")).not_to_have_count(0)
    problems: dict[str, list[str]] = {}
    for size in SIZES:
        resize(page, size)
        found = reach_problems(page) + text_problems(page)
        news = page.evaluate(NEWS_JS)
        if size == "landscape":
            if news != ["note"] or not page.locator("#log > li:last-child").is_visible():
                found.append(f"landscape shows {news}, not the note, and the open log the newest line")
        elif news != ["note"]:
            found.append(f"the status shows {news}, not the note alone")
        found += crowded_island(page, size)
        found += page.evaluate(TARGET_JS)
        problems[size] = found
        clocked.screenshot(f"layout-late-{size}")
    problems = {k: v for k, v in problems.items() if v}
    assert not problems, json.dumps(problems, indent=1)
    # A hint asked for takes the note's place on a phone; hidden again, the note is back.
    resize(page, "phone")
    hint = page.locator("[data-action=hint] >> visible=true")
    hint.click()
    expect(page.locator("#status [data-hint]")).to_be_visible()
    assert page.evaluate(NEWS_JS) == ["hint-line"]
    hint.click()
    expect(page.locator("#status [data-hint]")).to_have_count(0)
    assert page.evaluate(NEWS_JS) == ["note"]
    handle = page.add_style_tag(content="#status > .latest { display: block !important; }")
    try:
        assert page.evaluate(NEWS_JS) == ["latest", "note"], "the planted line went unnoticed"
    finally:
        handle.evaluate("e => e.remove()")
    handle = page.add_style_tag(content="button.badge-title::before { display: none; }")
    try:
        assert page.evaluate(TARGET_JS), "the planted small target went unnoticed"
    finally:
        handle.evaluate("e => e.remove()")
    resize(page, "landscape")


SIZED_JS = """() => {
  const board = document.getElementById('board'), svg = board.querySelector(':scope > svg');
  const b = board.getBoundingClientRect(), r = svg.getBoundingClientRect();
  const width = svg.computedStyleMap().get('width'), height = svg.computedStyleMap().get('height');
  return {units: [width.unit, height.unit], board: [b.left, b.top, b.width, b.height], svg: [r.left, r.top, r.width, r.height]};
}"""


def sized_problems(page) -> list[str]:
    """The island's ``<svg>`` fills the board, sized in pixels (its computed width and height),
    never in percent."""
    f = page.evaluate(SIZED_JS)
    out = []
    if f["units"] != ["px", "px"]:
        out.append(f"the island is sized in {f['units']}, not pixels: every layout of the page lays it out again")
    if any(abs(a - b) > 0.5 for a, b in zip(f["svg"], f["board"], strict=True)):
        out.append(f"the island {f['svg']} does not fill the board {f['board']}")
    return out


def test_the_island_is_sized_in_pixels_and_follows_the_board(clocked):
    """A cheap tablet laid the whole island out again at every layout of the page (a word
    changed in the status) while its SVG was sized in percent.  Now it is sized in pixels to
    the board: at each size, and after the board changed height (on a phone or a portrait
    tablet it does as the tray and the status grow and shrink with the turn).  Planted: the
    SVG sized in percent again."""
    seed, _ = played(SOLO, lambda m: True)
    page = resume(clocked, Mirror(seed, SOLO), seed, SOLO)
    settle(page)
    for size in SIZES:
        resize(page, size)
        heights = set()
        for pad in ("0px", "37px", "0px"):  # the board's height shrinks, then grows again
            page.evaluate("p => { document.getElementById('board').style.marginTop = p; }", pad)
            page.wait_for_function(FITTED_JS)
            problems = sized_problems(page)
            assert not problems, f"{size}, the board {pad} lower: {problems}"
            heights.add(round(page.evaluate(SIZED_JS)["svg"][3]))
        assert len(heights) == 2, f"{size}: the board's height did not change: {heights}"
    handle = page.add_style_tag(content="#board > svg { width: 100% !important; height: 100% !important; }")
    try:
        assert any("not pixels" in p for p in sized_problems(page)), "the planted percent sizes went unnoticed"
    finally:
        handle.evaluate("e => e.remove()")
    resize(page, "landscape")


SIZES_SEEN_JS = """() => {
  // After each drawing (its records come once the drawing's task has run: every region drawn),
  // laid out: whose turn, the phase, the tray's state, the hint, the status's and the board's
  // heights.  (Read in a later frame, a quick press could come first: a state went unseen.)
  window.__sizes = [];
  const root = document.documentElement;
  const height = sel => document.querySelector(sel).getBoundingClientRect().height;
  new MutationObserver(() => {
    const d = root.dataset, tray = document.getElementById('tray');
    window.__sizes.push({ai: d.decider !== d.viewer, builds: !!tray.querySelector('.tray-builds'),
                         roll: !!tray.querySelector('[data-action=roll]'), phase: d.phase, mode: d.mode || '',
                         hint: !!document.querySelector('#status [data-hint]'),
                         status: height('.status-box'), board: height('#board')});
  }).observe(root, {attributes: true, attributeFilter: ['data-actions', 'data-decider']});
}"""


SEAT_COUNTS_JS = """counts => {
  // Every seat card's counts made ``counts`` (cards in hand, venture cards): the seats' row's height.
  for (const card of document.querySelectorAll('#seats .seat')) {
    card.querySelectorAll('.stat b').forEach((b, i) => { if (counts[i] !== undefined) b.textContent = counts[i]; });
  }
  return document.getElementById('seats').getBoundingClientRect().height;
}"""


@pytest.mark.parametrize("width,height", [(768, 1024), (820, 1180)])
def test_a_seat_of_ten_cards_keeps_the_seats_row_as_it_was(game, width, height):
    """A seat card's counts keep one line beside its renown when a hand holds ten cards or more
    (at 768x1024 they wrapped under it: the seats' row grew 20 px and the island shrank each time
    a seat's hand reached ten cards or left them, about a resize in three of a whole game).
    Planted, caught: the counts 0.7rem apart, free to wrap."""
    page = game.open("?seed=7&seats=human,ai-hard,ai-hard,ai-hard&pace=0", width=width, height=height)
    usual = page.evaluate(SEAT_COUNTS_JS, ["9", "3"])
    assert page.evaluate(SEAT_COUNTS_JS, ["19", "3"]) == usual
    assert page.evaluate(SEAT_COUNTS_JS, ["24", "9"]) == usual


@pytest.mark.parametrize("rules,width,height", [("cinderisle", 768, 1024), ("living-island", 768, 1024),
                                               ("living-island", 390, 844)])
def test_the_island_keeps_its_size_from_press_to_press_and_turn_to_turn(game, rules, width, height):
    """The status's row and the tray's keep their usual height in every turn (an AI seat's has
    no tray), so the island keeps its size: each new size laid the whole island out again
    (docs/site.md, "Layout"), and the island moved under the player's finger.  Whenever no
    hint shows (a hint of two lines or more may take room below a phone), the board has one
    height (a longer prompt may still take room, in a quarter of them at most): in AI seats'
    turns, before a roll, after.  From 600 px wide a hint takes the prompt's place and keeps
    the status's height.  On a phone, a person's placement and
    Ashcloud move give the island the builds' row (they take no build).  Planted, all caught:
    Living Island's status row at Cinderisle's height at 768 (its act bar's chances and news
    moved the island 4-20 px at most presses), a phone's End turn and Undo 4 px taller than
    the row (the island moved at each turn), the prompt kept beside a hint at 768 (a hint of
    two lines made the status a line taller: the island laid out again at most presses of a
    person following the hint)."""
    page = game.open(f"?seed=7&seats=human,ai-hard,ai-hard,ai-hard&pace=0&rules={rules}", width=width, height=height)
    page.evaluate(SIZES_SEEN_JS)
    play_as_newcomer(page, turns=6)
    sizes = page.evaluate("window.__sizes")
    phone = width < 600

    def own_room(s: dict) -> bool:  # (a phone's placement and Ashcloud move: no builds' row)
        return phone and (s["phase"].startswith("setup") or (not s["ai"] and s["phase"] == "move-ashcloud"))

    plain = [s for s in sizes if not s["hint"] and not own_room(s)]
    usual = min(s["status"] for s in plain)
    kept = [s for s in plain if s["status"] <= usual + 1]  # (a longer prompt may still take room)
    assert len(kept) >= 0.75 * len(plain), \
        f"the status was at its usual height ({usual:.0f} px) in {len(kept)} of {len(plain)} drawings with no hint"
    kinds = {"ai" if s["ai"] else "before a roll" if s["roll"] else "after" if s["builds"] else "setup" for s in kept}
    assert {"ai", "before a roll", "after"} <= kinds, kinds
    heights = sorted({round(s["board"] * 2) / 2 for s in kept})
    assert len(heights) == 1, f"the island's board took {heights} px high while the status kept its height: {kept}"
    if not phone:
        hinted = [s for s in sizes if s["hint"]]
        taller = [s for s in hinted if s["status"] > usual + 1]
        assert hinted and not taller, f"a hint made the status taller than {usual:.0f} px: {taller}"


# ---------------------------------------------------------------- a phone's island in a whole game

WALK = "?island=landfall&seed=22&seats=human,ai-normal,ai-normal,ai-normal&pace=0"
"""Landfall, three ai-normal seats, the hint followed to the end: the player holds a Warden and
plays it, returns cards after a 7, moves the Ashcloud, reads four-line hints and plays the last
rounds (checked below: a change to the game or the hints that loses one of them fails the test)."""
LEAST_ACROSS = 320
"""The island's least width at 390x844, across its tiles as drawn (issue 25)."""

TILES_JS = """() => {
  // The island as drawn: the union of its tiles' boxes (not the SVG's, which holds the sea too).
  let l = Infinity, r = -Infinity, t = Infinity, b = -Infinity;
  for (const e of document.querySelectorAll('#board .tile')) {
    const x = e.getBoundingClientRect();
    l = Math.min(l, x.left); r = Math.max(r, x.right); t = Math.min(t, x.top); b = Math.max(b, x.bottom);
  }
  const d = document.documentElement.dataset;
  const high = sel => Math.round(document.querySelector(sel).getBoundingClientRect().height);
  const hint = document.querySelector('#status [data-hint]');
  const lines = e => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight));
  const icons = [...document.querySelectorAll('#tray .tray-builds .cost-item .ico')].map(e => e.getBoundingClientRect())
    .filter(x => x.width).map(x => Math.min(x.width, x.height));
  return {across: r - l, high: b - t, turns: Number(d.turns), phase: d.phase, mode: d.mode || '', icons: Math.min(...icons),
          hint: hint ? lines(hint) : 0, warden: !!document.querySelector('#hand [data-venture=warden]'),
          recap: !!document.querySelector('#status [data-recap]'),
          rows: {seats: high('#seats'), status: high('#status'), board: high('#board'), hand: high('#hand'),
                 tray: high('#tray')}};
}"""

PRESS_JS = """() => {
  // The player's next press, as a newcomer following the hint makes it: what the hint lights up
  // (a glowing site, a control), else Hint, else Roll or End turn.  (The walk's own, so that it
  // stays the same game whatever tools.newcomer.play_as_newcomer becomes.)
  const shown = e => e && e.getClientRects().length > 0;
  const pick = sel => [...document.querySelectorAll(sel)].find(shown);
  const lit = pick('[data-hinted]');
  if (lit) {
    if (lit.dataset.x !== undefined) lit.dispatchEvent(new MouseEvent('click', {bubbles: true}));
    else lit.click();
    return 'lit';
  }
  const hint = pick('[data-action=hint]:not([aria-pressed=true])');
  if (hint) { hint.click(); return 'hint'; }
  const next = pick('#tray [data-action=roll]') || pick('#tray [data-action=end]');
  if (next) { next.click(); return next.dataset.action; }
  return '';
}"""

DECIDES_JS = """() => { const d = document.documentElement.dataset;
  return !!d.winner || (d.viewer !== '' && d.viewer === d.decider); }"""

OFFER_JS = """() => {
  // What the player may offer now (its first resource held, for one it has none of), or null.
  const opener = document.querySelector('#tray [data-action=sheet][data-sheet=offer]');
  if (!opener || opener.getAttribute('aria-disabled') === 'true') return null;
  const cards = [...document.querySelectorAll('#hand .card[data-res]')];
  const give = cards.find(c => Number(c.dataset.count) > 0), want = cards.find(c => Number(c.dataset.count) === 0);
  return give && want ? [give.dataset.res, want.dataset.res] : null;
}"""


def _post_an_offer(page, give: str, want: str) -> None:
    """The Exchange Board: one card offered for one the player has none of (the AI seats answer)."""
    page.locator("#tray [data-action=sheet][data-sheet=offer]").click()
    page.wait_for_function("document.documentElement.dataset.sheet === 'offer'")
    page.locator(f".sheet [data-action=step][data-draft=give][data-res={give}][data-delta='1']").click()
    page.locator(f".sheet [data-action=step][data-draft=want][data-res={want}][data-delta='1']").click()
    before = data(page)["actions"]
    page.get_by_role("button", name="Post offer").click()
    page.wait_for_function("n => document.documentElement.dataset.actions !== n", arg=before)


def test_a_phone_holds_the_island_320_px_across_in_a_whole_game(game):
    """At 390x844 the island shrank to about half the screen (issue 25): a Warden's mode gave the
    tray a second row, and late in a game status lines, seat badges and hints stacked up (170-260
    px left for it).  A whole game on a phone, the player following the hint (and posting one
    offer, whose answers it declines): at every decision with no sheet open the island is at
    least 320 px across its tiles as drawn, and the builds' cost icons are at least 16 px.  Planted
    at the end: a status box as tall as it grew."""
    page = game.open(WALK, width=390, height=844)
    seen: list[dict] = []
    offered = False
    for _ in range(3000):
        page.wait_for_function(DECIDES_JS, timeout=120_000)
        d = data(page)
        if d.get("winner"):
            break
        if (d.get("sheet") or "") == "":
            page.wait_for_function(FITTED_JS)
            seen.append(page.evaluate(TILES_JS))
        before = d["actions"]
        if d["phase"] == "confirm":  # (no hint for an answer to one's own offer)
            press(page, "#tray [data-action=decline]")
            continue
        terms = None if offered or d["phase"] != "main" or int(d["turns"]) < 8 else page.evaluate(OFFER_JS)
        if terms:
            _post_an_offer(page, *terms)
            offered = True
            continue
        if d.get("endReady") == "0":
            page.wait_for_function("document.documentElement.dataset.endReady !== '0'")
        assert page.evaluate(PRESS_JS), f"nothing to press: {d}"
        page.wait_for_function(
            "b => document.documentElement.dataset.actions !== b || !!document.querySelector('[data-hinted]')"
            " || !!document.querySelector('[data-hint]')", arg=before)
    else:
        raise AssertionError("the game did not end")
    game.screenshot("layout-whole-game-end-phone")
    small = [m for m in seen if m["across"] < LEAST_ACROSS]
    assert not small, f"the island under {LEAST_ACROSS} px across: " + json.dumps(small[:6], indent=1)
    # The builds' costs readable: their icons at least 16 px.
    assert 15.5 <= min(m["icons"] for m in seen) < 1e9, min(m["icons"] for m in seen)
    # What the walk went through (a game that no longer does says what it lost).
    went = {"a Warden in hand": any(m["warden"] for m in seen),
            "the Warden played": any(m["mode"] == "warden" for m in seen),
            "the Ashcloud moved": any(m["phase"] == "move-ashcloud" for m in seen),
            "a discard": any(m["phase"] == "discard" for m in seen),
            "an open offer": any(m["phase"] == "confirm" for m in seen),
            "a four-line hint": any(m["hint"] >= 4 for m in seen),
            "a recap": any(m["recap"] for m in seen),
            "the last rounds": max(m["turns"] for m in seen) >= int(data(page)["turns"]) - 4}
    assert all(went.values()), {k: v for k, v in went.items() if not v}
    # Planted: the status box as tall as a four-line hint and a prompt made it (the island smaller).
    handle = page.add_style_tag(content=".game { --status-h: 12rem !important; }")
    try:
        page.wait_for_function(FITTED_JS)
        assert page.evaluate(TILES_JS)["across"] < LEAST_ACROSS, "the planted tall status went unnoticed"
    finally:
        handle.evaluate("e => e.remove()")
