"""Accessibility: keyboard-only play, accessible names, touch targets, reduced motion, axe-core.

The keyboard test never touches the mouse or calls ``element.click()``: it reaches the
glowing sites with Tab and the arrow keys and presses them with Enter and Space, then
checks the pieces (``data-piece``/``data-at``), the mode and the log.  Names are checked
against the engine's own island and topology, through Playwright's accessibility
queries (``get_by_role``).  axe-core comes from ``node_modules`` (a dev dependency, never
in ``dist/``) and is injected into a context made with ``bypass_csp=True``, so a Content
Security Policy on the page cannot block it; it runs at 390x844, 768x1024 and 1024x768 on
every screen the page shows (positions are resumed from saves made in CPython) and must
find nothing at all.  Waiting is on ``data-*`` attributes, roles and text only.
"""

from __future__ import annotations

import functools
import json
import math

import pytest
from playwright.sync_api import expect

from engine.cards import TERRAINS
from engine.hexgrid import TILE_IDS, topology
from engine.island import landfall

from conftest import ROOT, Game, own_context_game
from driver import data, forget_saves, play_until, resize_game, settle, wait_actions_change
from mirror import Mirror, can_build, policy
from words import places

pytestmark = pytest.mark.browser

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
ONE_HUMAN = ("human", "ai-easy")
TERRAIN_WORDS = {"pine": "Pine", "basalt": "Basalt", "kelp": "Kelp", "millet": "Millet", "copper": "Copper",
                 "caldera": "Ash Caldera"}
PHONE = (390, 844)
TABLET = (1024, 768)
MIN_TARGET = 44 - 0.5  # CSS px, allowing for sub-pixel rounding of the box


def new_game(game: Game, query: str):
    """Open ``query`` as a new game (not the saved game of an earlier test)."""
    if not game.page.url.startswith(game.url):
        game.open("?island=landfall")
    forget_saves(game.page)
    return game.follow(query)


def human_setup(game: Game, seed: int = 3):
    """A Landfall game with a human and an AI seat, waiting for the human's first hearth."""
    page = new_game(game, f"?island=landfall&seed={seed}&seats={','.join(ONE_HUMAN)}&pace=0")
    d = settle(page)
    assert d["phase"] == "setup-hearth" and d["mode"] == "hearth", d
    page.evaluate("document.activeElement && document.activeElement.blur()")
    return page


def focused(page) -> dict:
    """What has keyboard focus: its classes and board ids."""
    return page.evaluate(
        """() => { const e = document.activeElement;
        return {cls: e.getAttribute('class') || '', corner: e.dataset.corner, edge: e.dataset.edge,
                tabindex: e.getAttribute('tabindex'), x: Number(e.dataset.x), y: Number(e.dataset.y),
                label: e.getAttribute('aria-label')}; }"""
    )


def tile_words(island, t: int) -> str:
    """How a corner's or an edge's name speaks of tile ``t`` (the Ashcloud starts on the Caldera)."""
    number = island.numbers[t]
    words = TERRAIN_WORDS[TERRAINS[island.terrain[t]]]
    if t == island.caldera:
        return words + " under the Ashcloud"
    return words if number is None else f"{words} {number}"


# ---------------------------------------------------------------- keyboard alone


def test_keyboard_alone_places_a_hearth_and_a_causeway(game):
    page = human_setup(game)
    me = int(data(page)["decider"])
    for _ in range(40):  # Tab from the top of the page to the board
        page.keyboard.press("Tab")
        if "is-pressable" in focused(page)["cls"]:
            break
    first = focused(page)
    assert "site-corner" in first["cls"], f"Tab never reached a glowing corner: {first}"
    # Only one glowing site is in the Tab order (roving tabindex): the lowest corner.
    lowest = min(page.eval_on_selector_all(".site-corner.is-pressable", "els => els.map(e => Number(e.dataset.corner))"))
    assert int(first["corner"]) == lowest and first["tabindex"] == "0"
    assert page.locator('#board .is-pressable[tabindex="0"]').count() == 1
    # The arrow keys walk between glowing corners; the focus ring shows.
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowRight")
    now = focused(page)
    assert "site-corner" in now["cls"] and now["corner"] != first["corner"]
    assert now["y"] > first["y"] and now["tabindex"] == "0"
    assert page.locator('#board .is-pressable[tabindex="0"]').count() == 1
    ring = page.evaluate("getComputedStyle(document.activeElement.querySelector('.site-focus')).display")
    assert ring != "none", "no visible focus ring on the focused site"
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowRight")
    corner = int(focused(page)["corner"])

    before = data(page)["actions"]
    page.keyboard.press("Enter")
    wait_actions_change(page, before)
    hearth = page.locator(f'[data-piece="hearth"][data-at="{corner}"]')
    assert hearth.count() == 1 and hearth.get_attribute("data-seat") == str(me)
    page.wait_for_function("document.documentElement.dataset.mode === 'causeway'")
    assert "hearth" in page.locator("#log li").last.text_content().lower()

    # Focus went on to the first glowing edge, next to the new hearth.
    now = focused(page)
    assert "site-edge" in now["cls"], f"focus did not move on to the causeway sites: {now}"
    edge = int(now["edge"])
    assert corner in topology().edge_corners[edge]
    before = data(page)["actions"]
    page.keyboard.press(" ")
    wait_actions_change(page, before)
    assert page.locator(f'[data-piece="causeway"][data-at="{edge}"]').get_attribute("data-seat") == str(me)
    assert "causeway" in page.locator("#log").text_content().lower()
    # When the AI seat has placed and the human places again, focus is back on the board.
    d = settle(page)
    assert d["mode"] == "hearth" and d["decider"] == str(me), d
    again = focused(page)
    assert "site-corner" in again["cls"] and again["tabindex"] == "0", again
    assert page.get_by_role("button", name=again["label"], exact=True).count() == 1


BEHIND_JS = """() => {
  const stops = [...document.querySelectorAll('#game, #game *, #topbar, #topbar *')]
    .filter(e => e.tabIndex >= 0 && !e.closest('[inert]') && e.getClientRects().length
            && (e.matches('button, summary, input, select, textarea, a[href]') || e.hasAttribute('tabindex')));
  return {hidden: document.getElementById('game').getAttribute('aria-hidden'),
          stops: stops.map(e => e.tagName + (e.dataset.action ? '[' + e.dataset.action + ']' : '')
                                 + (e.id ? '#' + e.id : '') + (e.dataset.corner ? '@' + e.dataset.corner : ''))};
}"""
"""The game's and the top bar's Tab stops that keyboard focus could reach, and ``#game``'s aria-hidden."""


def test_keyboard_alone_passes_the_privacy_screen_to_the_board(game):
    page = new_game(game, "?island=landfall&seed=3&seats=human,human&pace=0")
    page.wait_for_function("document.documentElement.dataset.privacy === '1'")
    page.evaluate("document.activeElement && document.activeElement.blur()")
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.action") == "tap-in":
            break
    assert page.evaluate("document.activeElement.dataset.action") == "tap-in", "Tab never reached the I'm button"
    assert page.evaluate(BEHIND_JS) == {"hidden": "true", "stops": []}, "the game behind the privacy screen can be reached"
    page.keyboard.press("Enter")
    page.wait_for_function("document.documentElement.dataset.privacy === '0'")
    now = focused(page)
    assert "site-corner" in now["cls"] and now["tabindex"] == "0", f"focus did not land on the board: {now}"


def test_keyboard_focus_goes_into_a_sheet_and_escape_brings_it_back(game):
    """Focus goes into the sheet; behind it nothing of the game is in the Tab order and the game
    is hidden from assistive technology (not ``inert``, which restyled the whole game: its Tab
    stops are held); Escape gives every stop back and focus to the opener."""
    page = new_game(game, f"?island=landfall&seed=3&seats={','.join(ONE_HUMAN)}&pace=0")
    mirror = Mirror(3, ONE_HUMAN, island="landfall")
    play_until(page, mirror, lambda m: m.state.phase.label == "main" and m.screen.my_turn())
    opener = page.locator('#tray [data-action=sheet]:not([aria-disabled="true"])').first
    name = opener.get_attribute("data-sheet")
    before = page.evaluate(BEHIND_JS)
    assert before["hidden"] is None and len(before["stops"]) >= 5, before
    opener.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("n => document.documentElement.dataset.sheet === n", arg=name)
    assert page.evaluate("!!document.activeElement.closest('#sheet [role=dialog]')"), "focus did not go into the sheet"
    behind = page.evaluate(BEHIND_JS)
    assert behind == {"hidden": "true", "stops": []}, f"the game behind the sheet can be reached: {behind}"
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.documentElement.dataset.sheet")
    assert page.evaluate("document.activeElement.dataset.sheet") == name, "focus did not return to the opener"
    assert page.evaluate(BEHIND_JS) == before, "the game's Tab stops did not all come back"
    page.keyboard.press("Enter")  # open it again, and Tab round it: focus never goes behind it
    page.wait_for_function("n => document.documentElement.dataset.sheet === n", arg=name)
    for _ in range(12):
        page.keyboard.press("Tab")
        assert not page.evaluate("!!document.activeElement.closest('#game, #topbar')"), "Tab went behind the sheet"


def test_the_log_is_live_and_speaks_even_when_folded(game):
    page = human_setup(game)
    assert page.locator("#log").get_attribute("aria-live") == "polite"
    page.locator("#log-box summary").focus()
    if page.evaluate("document.getElementById('log-box').open"):
        page.keyboard.press("Enter")  # fold it, as a phone starts
    page.wait_for_function("!document.getElementById('log-box').open")
    page.locator('#board .is-pressable[tabindex="0"]').focus()
    before = data(page)["actions"]
    page.keyboard.press("Enter")
    wait_actions_change(page, before)
    live = page.locator("#log-live")
    assert live.get_attribute("aria-live") == "polite"
    assert "hearth" in live.text_content().lower()
    assert live.text_content() in " ".join(page.locator("#log li").all_text_contents())
    page.locator("#log-box summary").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.getElementById('log-box').open")


# ---------------------------------------------------------------- names


def test_sites_and_tiles_are_named_from_the_engines_island(game):
    page = human_setup(game)
    island, topo = landfall(), topology()
    for t, tile in enumerate(TILE_IDS):
        label = page.locator(f'#board [data-tile="{tile}"]').get_attribute("aria-label")
        words = tile_words(island, t).replace(" under the Ashcloud", "")
        assert label.startswith(f"Tile {tile}: {words}"), label
        assert label.endswith(", Ashcloud") == (t == island.caldera), label
    corners = page.eval_on_selector_all(".site-corner.is-pressable", "els => els.map(e => Number(e.dataset.corner))")
    assert len(corners) > 20
    for c in corners:
        label = page.locator(f'.site-corner[data-corner="{c}"]').get_attribute("aria-label")
        assert label.lower().startswith(places.corner_words(island, c).lower()), label
        assert f"orner {c}" not in label, "no corner number where a player reads"
        on_jetty = any(c in topo.edge_corners[e] for e, _ in island.jetties)
        assert ("jetty" in label) == on_jetty, label
    # Exposed to assistive technology as buttons with those names.
    c = corners[len(corners) // 2]
    name = page.locator(f'.site-corner[data-corner="{c}"]').get_attribute("aria-label")
    assert page.get_by_role("button", name=name, exact=True).count() == 1
    assert page.get_by_role("img", name="Tile C3: Ash Caldera", exact=False).count() == 1
    # A placed hearth is named on its corner's neighbours' edges and in the corner itself.
    before = data(page)["actions"]
    page.locator(f'.site-corner[data-corner="{c}"]').focus()
    page.keyboard.press("Enter")
    wait_actions_change(page, before)
    edges = page.eval_on_selector_all(".site-edge.is-pressable", "els => els.map(e => Number(e.dataset.edge))")
    assert edges and all(c in topo.edge_corners[e] for e in edges)
    for e in edges:
        label = page.locator(f'.site-edge[data-edge="{e}"]').get_attribute("aria-label")
        assert label.lower().startswith(places.edge_words(island, e).lower()), label
        assert page.get_by_role("button", name=label, exact=True).count() == 1
    # Every control outside the board has a name too (axe checks this as well).
    unnamed = page.evaluate(
        """() => [...document.querySelectorAll('button, select, input, [role=button]')]
            .filter(e => e.offsetParent !== null || e.closest('svg'))
            .filter(e => !(e.getAttribute('aria-label') || e.textContent.trim() || e.labels?.length
                         || e.getAttribute('title')))
            .map(e => e.outerHTML.slice(0, 80))"""
    )
    assert not unnamed, unnamed


# ---------------------------------------------------------------- touch targets


SMALL_CONTROLS_JS = """() => [...document.querySelectorAll(
      '#app button:not(.term), #app select, #app input:not([type=checkbox]):not([type=radio]), #app summary, '
      + '#app label:has(input[type=checkbox]), #app label:has(input[type=radio])')]
    .filter(e => e.offsetParent !== null)
    .map(e => [e.outerHTML.slice(0, 60), e.getBoundingClientRect()])
    .filter(([, r]) => r.width < 43.5 || r.height < 43.5).map(([h, r]) => `${h} ${r.width}x${r.height}`)"""


def small_controls(page) -> list[str]:
    """Visible controls (a checkbox or a radio counts by its label) smaller than 44x44 CSS px.  A game word
    in a sentence (``button.term``, a tap to its glossary entry) is a target inline in text, which
    WCAG 2.5.8 leaves out: it keeps the sentence's size."""
    return page.evaluate(SMALL_CONTROLS_JS)


@pytest.mark.parametrize("size", [PHONE, TABLET], ids=["phone", "tablet"])
def test_new_game_controls_are_at_least_44_px(game, size):
    page = new_game(game, "?island=landfall")
    page.set_viewport_size({"width": size[0], "height": size[1]})
    try:
        assert data(page)["screen"] == "new-game"
        assert page.locator("#newgame button").count() > 5
        assert not small_controls(page), small_controls(page)
    finally:
        page.set_viewport_size({"width": TABLET[0], "height": TABLET[1]})


def boxes(page, selector: str) -> list[dict]:
    return [page.locator(selector).nth(i).bounding_box() for i in range(page.locator(selector).count())]


@pytest.mark.parametrize("size", [PHONE, TABLET], ids=["phone", "tablet"])
def test_pressable_sites_are_at_least_44_px_to_the_finger(game, size):
    page = human_setup(game)
    resize_game(page, size)
    for kind in ("corner", "edge"):
        sel = f"#board .site-{kind}.is-pressable"
        hits = boxes(page, sel + " .site-hit")
        assert hits, kind
        small = [b for b in hits if b["width"] < MIN_TARGET or b["height"] < MIN_TARGET]
        assert not small, f"{kind} targets under 44 px at {size}: {small[:3]}"
        # The hit area really catches taps 20 px from the site's centre: a glowing site is
        # there, and this very one where no other glowing site is within 44 px (where two
        # overlap, the nearer wins: the next test).
        centres = page.eval_on_selector_all(
            sel, """els => els.map(e => { const r = e.querySelector('.site-hit').getBoundingClientRect();
                return {id: e.dataset.corner ?? e.dataset.edge, x: r.x + r.width / 2, y: r.y + r.height / 2}; })""",
        )
        for c in centres[:12]:
            alone = all(math.dist((o["x"], o["y"]), (c["x"], c["y"])) >= 44 for o in centres if o is not c)
            for dx, dy in ((20, 0), (-20, 0), (0, 20), (0, -20), (14, 14)):
                x, y = c["x"] + dx, c["y"] + dy
                hit = page.evaluate(
                    f"""(() => {{ const e = document.elementFromPoint({x}, {y});
                    const s = e && e.closest('.is-pressable'); return s ? (s.dataset.corner ?? s.dataset.edge) : null; }})()"""
                )
                assert hit is not None, f"a tap {dx},{dy} px from {kind} {c['id']} found nothing at {size}"
                if alone and kind == "corner":
                    assert hit == c["id"], f"a tap {dx},{dy} px from {kind} {c['id']} found {hit} at {size}"
        if kind == "corner":
            page.locator(f'{sel}[tabindex="0"]').focus()
            before = data(page)["actions"]
            page.keyboard.press("Enter")
            wait_actions_change(page, before)
            page.wait_for_function("document.documentElement.dataset.mode === 'causeway'")
    # Buttons, selects and fields everywhere on the game screen are 44 px too.
    assert not small_controls(page), small_controls(page)
    game.screenshot(f"a11y-sites-{size[0]}x{size[1]}")
    page.set_viewport_size({"width": TABLET[0], "height": TABLET[1]})


def test_where_two_glowing_corners_overlap_a_tap_takes_the_nearer(game):
    page = human_setup(game)
    resize_game(page, PHONE)
    topo = topology()
    glowing = set(page.eval_on_selector_all(".site-corner.is-pressable", "els => els.map(e => Number(e.dataset.corner))"))
    a, b = next((a, b) for a in sorted(glowing) for b in topo.corner_corners[a] if b > a and b in glowing)

    def centre(c: int) -> tuple[float, float]:
        r = page.locator(f'.site-corner[data-corner="{c}"] .site-hit').bounding_box()
        return r["x"] + r["width"] / 2, r["y"] + r["height"] / 2

    (ax, ay), (bx, by) = centre(a), centre(b)
    assert math.dist((ax, ay), (bx, by)) < 44, "the corners' hit areas do not overlap at phone size"
    x, y = ax + (bx - ax) * 0.4, ay + (by - ay) * 0.4  # inside both; b is drawn on top
    before = data(page)["actions"]
    page.mouse.click(x, y)
    wait_actions_change(page, before)
    assert page.locator(f'[data-piece="hearth"][data-at="{a}"]').count() == 1
    page.set_viewport_size({"width": TABLET[0], "height": TABLET[1]})


# ---------------------------------------------------------------- reduced motion

MOTION_JS = """() => {
  const out = {};
  for (const [name, sel] of Object.entries({site: '#board .site.is-pressable', progress: '.progress-fill',
                                             loading: '.loading', button: '.btn'})) {
    const e = document.querySelector(sel);
    const s = getComputedStyle(e);
    const secs = v => Math.max(...v.split(',').map(x => parseFloat(x) * (x.trim().endsWith('ms') ? 0.001 : 1)));
    out[name] = Math.max(secs(s.animationDuration), secs(s.transitionDuration),
                         s.animationName === 'none' ? 0 : secs(s.animationDuration));
  }
  return out;
}"""


def test_reduced_motion_stops_animations_and_transitions(game):
    page = human_setup(game)
    page.emulate_media(reduced_motion="no-preference")
    moving = page.evaluate(MOTION_JS)
    assert moving["site"] > 0 and moving["progress"] > 0, moving  # the check can fail
    page.emulate_media(reduced_motion="reduce")
    try:
        still = page.evaluate(MOTION_JS)
        assert all(v == 0 for v in still.values()), still
    finally:
        page.emulate_media(reduced_motion="no-preference")


def test_collected_cards_fly_to_their_seat_but_not_under_reduced_motion(game):
    page = game.follow("?island=landfall")

    def flown() -> int:
        return int(data(page).get("flown", 0))

    def wait_turns(turns: int) -> None:
        page.wait_for_function(f"Number(document.documentElement.dataset.turns || 0) >= {turns}"
                               " || document.documentElement.dataset.screen === 'over'", timeout=60_000)

    def start(seed: int, pace: int) -> None:
        """Three ai-easy seats from ``seed`` (no game in progress to ask about first)."""
        forget_saves(page)
        game.follow(f"?seed={seed}&seats=ai-easy,ai-easy,ai-easy&pace={pace}")

    before = flown()
    start(31, 0)  # at the Instant pace AI turns go by without motion
    page.wait_for_function("document.documentElement.dataset.screen === 'over'", timeout=60_000)
    assert flown() == before
    start(31, 20)  # the second hearths' payouts, then the harvests
    page.wait_for_function(f"Number(document.documentElement.dataset.flown || 0) > {before}", timeout=60_000)
    game.follow("?island=landfall")  # leave the game: each flight is gone once it has landed
    expect(page.locator(".fly")).to_have_count(0)
    landed = flown()
    page.emulate_media(reduced_motion="reduce")
    try:
        start(32, 20)
        wait_turns(4)
        assert flown() == landed, "no card flies under reduced motion"
    finally:
        page.emulate_media(reduced_motion="no-preference")
        forget_saves(page)


# ---------------------------------------------------------------- axe-core

AXE_SIZES = {"phone": PHONE, "portrait": (768, 1024), "landscape": TABLET}
SAVE = "cinderisle.table"


@pytest.fixture(scope="module", params=list(AXE_SIZES))
def axe_game(request, chromium, site_url):
    """A page booted at one of the three sizes (a phone folds the log away at boot, say), in a
    context that bypasses the page's CSP, so axe-core can be injected."""
    assert AXE.exists(), "axe-core is missing: run npm ci (it is a dev dependency in package.json)"
    width, height = AXE_SIZES[request.param]
    yield from own_context_game(chromium, site_url, viewport={"width": width, "height": height}, bypass_csp=True)


def axe_problems(page) -> list[str]:
    """axe-core's violations on the page as it is now, of every impact: minor and moderate ones
    (a missing main landmark) as well as serious and critical."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    # Colours are judged as they stand, not half-way through a fade: every animation that ends
    # (a world event's card coming in) has ended (ones that loop, a glow, are judged as they are,
    # and so is a running clock's bar: its one-second slide is set again every second, and the
    # moments between two slides are a matter of timers).
    page.wait_for_function("""() => document.getAnimations().every(a => a.playState !== 'running'
        || a.effect === null || a.effect.getComputedTiming().endTime === Infinity
        || (a.effect.target !== null && a.effect.target.id === 'cd-fill'))""")
    result = page.evaluate(
        """async () => { const r = await axe.run(document, {resultTypes: ['violations']});
        return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 4).map(n => n.target.join(' ') + ' :: ' + n.failureSummary)})); }"""
    )
    size = page.viewport_size
    return [f"{v['id']} ({v['impact']}) at {size['width']}x{size['height']}: {v['help']}\n    " + "\n    ".join(v["nodes"])
            for v in result]


def assert_axe_clean(page, where: str) -> None:
    problems = axe_problems(page)
    assert not problems, f"{where}:\n" + "\n".join(problems)


def clean_device(game: Game) -> None:
    """The new-game screen with no game saved on the device (nothing running, nothing to resume)."""
    if not game.page.url.startswith(game.url):
        game.open("?island=landfall")
    game.follow("?island=landfall")
    forget_saves(game.page)


@functools.cache
def saved_position(kinds: tuple[str, ...], done) -> tuple[str, str]:
    """(link, save) of the first game (seeds 1-59, the driver's policy) that reaches ``done``,
    found in CPython: the page resumes it from the save in a moment, instead of being played there."""
    for seed in range(1, 60):
        m = Mirror(seed, kinds)
        for _ in range(300):
            if done(m):
                save = m.screen.table.save()
                save["link"] = {"seed": str(seed), "seats": ",".join(kinds)}
                return f"?seed={seed}&seats={','.join(kinds)}&pace=0", json.dumps(save)
            if m.state.is_over:
                break
            policy(m)
    raise AssertionError("no seed gets there")


def resume_at(game: Game, kinds: tuple[str, ...], done):
    """The page showing the saved game where ``done`` holds, resumed from its link."""
    query, save = saved_position(kinds, done)
    clean_device(game)
    game.page.evaluate("([k, s]) => localStorage.setItem(k, s)", [SAVE, save])
    page = game.follow(query)
    assert data(page)["screen"] == "game", "the save was resumed"
    return page


def _pre_roll(m: Mirror) -> bool:
    return m.state.phase.label == "pre-roll" and m.screen.my_turn() and m.state.turns > 0


def _can_build_causeway(m: Mirror) -> bool:
    return can_build("causeway")(m) and sum(m.state.hands[m.screen.viewer()]) > 0


def _owes_discard(m: Mirror) -> bool:
    return m.state.phase.label == "discard" and m.screen.table.decider == 0


AXE_ONE_HUMAN = ("human", "ai-easy", "ai-easy")


def test_axe_finds_nothing_on_the_new_game_screen(axe_game):
    clean_device(axe_game)
    page = axe_game.page
    assert data(page)["screen"] == "new-game"
    assert_axe_clean(page, "the new-game screen")
    # With notices (a bad link) and a damaged save kept aside, offered for export.
    page.evaluate(f"localStorage.setItem('{SAVE}', '{{oops')")
    page = axe_game.follow("?seed=lava&tide=maybe")
    expect(page.get_by_role("alert")).to_have_count(3)
    expect(page.get_by_role("button", name="Export the damaged save")).to_be_visible()
    assert_axe_clean(page, "the new-game screen with notices and a damaged save")
    page.get_by_role("button", name="Forget it").click()
    expect(page.get_by_role("button", name="Export the damaged save")).to_have_count(0)


def test_axe_finds_nothing_on_the_list_of_games_and_its_questions(axe_game):
    """Eight games in progress at the top of the new-game screen; a Delete asking first; Start
    asking which game to let go."""
    clean_device(axe_game)
    page = axe_game.page
    saves = []
    for i, seed in enumerate(range(3, 11)):
        m = Mirror(seed, AXE_ONE_HUMAN)
        for _ in range(i * 3):
            policy(m)
        save = m.screen.table.save()
        save["link"] = {"seed": str(seed), "seats": ",".join(AXE_ONE_HUMAN)}
        save["entry"] = {"id": f"a{seed}", "played": 1.7e12 - i * 3.6e6, "turns": m.state.turns, "tab": "axe"}
        saves.append([f"cinderisle.game.a{seed}", json.dumps(save)])
    page.evaluate("gs => gs.forEach(([k, s]) => localStorage.setItem(k, s))", saves)
    page = axe_game.follow("?island=landfall")
    expect(page.locator("[data-saved-game]")).to_have_count(8)
    assert_axe_clean(page, "the list of games in progress")
    page.locator('[data-saved-game="a3"] [data-action=delete-game]').click()
    expect(page.get_by_role("group", name="Delete this game?")).to_be_visible()
    assert_axe_clean(page, "a game's Delete, asking first")
    page.get_by_role("button", name="Keep it").click()
    page.get_by_role("button", name="Start", exact=True).click()
    expect(page.locator("[data-prompt=room]")).to_be_visible()
    assert_axe_clean(page, "Start with the list full: which game to let go")
    page.get_by_role("button", name="Keep them all").click()
    page = axe_game.follow(f"?seed=3&seats={','.join(AXE_ONE_HUMAN)}&pace=0")  # a link to a game saved here
    expect(page.locator("[data-prompt=offer]")).to_be_visible()
    assert_axe_clean(page, "a start link's saved game, offered")
    forget_saves(page)


def test_axe_finds_nothing_in_setup_and_before_the_roll(axe_game):
    clean_device(axe_game)
    page = axe_game.follow(f"?island=landfall&seed=3&seats={','.join(ONE_HUMAN)}&pace=0")
    d = settle(page)
    assert d["phase"] == "setup-hearth" and d["mode"] == "hearth", d
    assert_axe_clean(page, "placing the first hearth")
    page = resume_at(axe_game, AXE_ONE_HUMAN, _pre_roll)
    assert settle(page)["phase"] == "pre-roll"
    expect(page.locator("[data-action=roll]")).to_be_enabled()
    assert_axe_clean(page, "before the roll")


def test_axe_finds_nothing_in_the_main_phase_in_build_mode_and_in_the_sheets(axe_game):
    page = resume_at(axe_game, AXE_ONE_HUMAN, _can_build_causeway)
    assert settle(page)["phase"] == "main"
    assert_axe_clean(page, "the main phase")
    page.locator("[data-action=mode][data-kind=causeway]").click()
    page.wait_for_function("document.documentElement.dataset.mode === 'causeway'")
    assert page.locator(".site-edge.is-pressable").count() > 0
    assert_axe_clean(page, "build mode (causeway)")
    page.locator("[data-action=mode][data-kind=causeway]").click()  # pressed again: build mode ends
    page.wait_for_function("() => !document.documentElement.dataset.mode")
    for name in ("trade", "offer"):  # the Supply's sheet, the Exchange Board
        page.locator(f"#tray [data-action=sheet][data-sheet={name}]").click()
        page.wait_for_function("n => document.documentElement.dataset.sheet === n", arg=name)
        assert_axe_clean(page, f"the {name} sheet")
        page.keyboard.press("Escape")
        page.wait_for_function("() => !document.documentElement.dataset.sheet")


def test_axe_finds_nothing_while_a_discard_is_owed(axe_game):
    page = resume_at(axe_game, AXE_ONE_HUMAN, _owes_discard)
    page.wait_for_function("document.documentElement.dataset.phase === 'discard'")
    expect(page.locator("[data-action=discard-send]")).to_be_visible()
    assert_axe_clean(page, "the discard")


def test_axe_finds_nothing_on_the_privacy_screen(axe_game):
    clean_device(axe_game)
    page = axe_game.follow("?island=landfall&seed=3&seats=human,human&pace=0")
    page.wait_for_function("document.documentElement.dataset.privacy === '1'")
    assert_axe_clean(page, "the privacy screen")


def test_axe_finds_nothing_on_the_results_and_in_the_replay(axe_game):
    clean_device(axe_game)
    page = axe_game.follow("?island=landfall&seed=5&seats=ai-easy,ai-easy,ai-easy&pace=0")
    page.wait_for_function("document.documentElement.dataset.screen === 'over'", timeout=90_000)
    assert page.locator("#end [data-action]").count() > 0
    assert_axe_clean(page, "the results")
    page.locator("#end").get_by_role("button", name="Replay move by move").click()
    page.wait_for_function("document.documentElement.dataset.screen === 'replay'")
    assert_axe_clean(page, "the replay (the last move)")
    page.get_by_role("button", name="Start", exact=True).click()
    page.wait_for_function("document.documentElement.dataset.replayStep === '0'")
    assert_axe_clean(page, "the replay (the island before anyone settled)")


def test_axe_catches_a_fault_planted_in_the_page(axe_game):
    """The check can fail: a game screen's pace select without any name (neither its
    aria-label nor its label's word, which a phone keeps for screen readers only) and a
    new-game screen without its main landmark are both reported."""
    clean_device(axe_game)
    page = axe_game.page
    page.evaluate("document.getElementById('newgame').setAttribute('role', 'presentation')")
    problems = axe_problems(page)
    page.evaluate("document.getElementById('newgame').removeAttribute('role')")
    assert any(p.startswith("landmark-one-main (moderate)") for p in problems), "a missing main landmark"
    page = axe_game.follow(f"?island=landfall&seed=3&seats={','.join(ONE_HUMAN)}&pace=0")
    settle(page)
    assert page.locator("#pace").get_attribute("aria-label") == "AI pace"
    page.evaluate("document.getElementById('pace').removeAttribute('aria-label')")
    assert not any(p.startswith("select-name") for p in axe_problems(page)), "the label's word still names it"
    page.evaluate("document.querySelector('.pace-word').textContent = ''")
    unnamed = any(p.startswith("select-name (critical)") for p in axe_problems(page))
    page.evaluate("document.getElementById('pace').setAttribute('aria-label', 'AI pace')")
    page.evaluate("document.querySelector('.pace-word').textContent = 'AI pace'")
    assert unnamed, "the pace select without any name"
