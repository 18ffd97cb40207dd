"""How to play in the page: the rules dialog, from every way in, at phone and tablet sizes.

The dialog (``#rules``) is built the first time it opens; every section is there
(``#rules-<name>``); the top bar's "?" and the ``?`` key open it on the new-game screen and in a
game; ``[data-action="rules"][data-section]`` and a ``#rules-<name>`` address open that
section, scrolled into view and focused; the search filters as you type and says when
nothing matches; a venture card's "?" and a title on a seat card open their rule; Escape
closes it and focus goes back; axe-core finds nothing with it open; it fits the window.
Waiting is on ``data-rules``, ``data-rules-section`` and ``data-rules-found`` of ``<html>``.
The text itself is checked in CPython: ``test_site_rules_python.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from engine.cards import CINDERISLE_VENTURES, VENTURE_NAMES, VENTURES, cards_words
from engine.constants import COST_BEACON, COST_CAUSEWAY, COST_HEARTH, COST_VENTURE, WIN_RENOWN
from engine.events import GRAND_CAUSEWAY, STEADFAST_WATCH

from conftest import ARTIFACTS, own_context_game
from driver import data, forget_saves, new_game, settle
from test_site_a11y import AXE, axe_problems
from test_site_rules_python import KINDS, REQUIRED, position, replay
from view import rulebook

SITE = Path(__file__).resolve().parents[2] / "site"

pytestmark = pytest.mark.browser

SIZES = {"phone": (390, 844), "portrait": (768, 1024), "landscape": (1024, 768)}
TABLET = SIZES["landscape"]
ONE_HUMAN = "?island=landfall&seed=3&seats=human,ai-easy&pace=0"


def wait_open(page, section: str = "") -> None:
    page.wait_for_function(
        "s => document.documentElement.dataset.rulesDialog === 'open' && document.documentElement.dataset.rulesSection === s",
        arg=section)


def wait_closed(page) -> None:
    page.wait_for_function("() => document.documentElement.dataset.rulesDialog === undefined")


def focused_id(page) -> str:
    return page.evaluate("document.activeElement ? document.activeElement.id : ''")


IN_VIEW_JS = """name => {
  const el = document.getElementById('rules-' + name), body = document.getElementById('rules-body');
  if (!el) return 'missing';
  const r = el.getBoundingClientRect(), b = body.getBoundingClientRect();
  return r.top >= b.top - 1 && r.top < b.bottom - 20 ? 'in view' : `top ${r.top} outside ${b.top}..${b.bottom}`;
}"""


def shoot(page, name: str) -> None:
    """A picture of what the window shows now (the dialog as a player sees it), in test-artifacts/."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def assert_section_shown(page, name: str) -> None:
    """The section is the one asked for, in view at the top of the rules' body, with focus."""
    wait_open(page, name)
    assert page.evaluate(IN_VIEW_JS, name) == "in view"
    assert focused_id(page) == f"rules-{name}"
    expect(page.locator(f"#rules-{name}")).to_be_visible()


def on_new_game_screen(game):
    """The new-game screen with the page as it booted (no rules built yet)."""
    page = game.open("?island=landfall")
    assert data(page)["screen"] == "new-game"
    return page


def resume_position(game, seed: int, presses: int):
    """The game of ``seed`` after ``presses`` of the buying policy, resumed from a save."""
    m = replay(seed, presses)
    save = m.screen.table.save()
    save["link"] = {"seed": str(seed), "seats": ",".join(KINDS)}
    page = new_game(game, "?island=landfall")
    page.evaluate("s => localStorage.setItem('cinderisle.table', s)", json.dumps(save))
    game.follow(f"?seed={seed}&seats={','.join(KINDS)}&pace=0")
    page.wait_for_function("n => document.documentElement.dataset.actions === String(n)",
                           arg=len(m.screen.table.match.actions))
    settle(page)
    return page, m


# ---------------------------------------------------------------- built when first asked for, whole


def test_the_rules_are_built_when_first_opened_and_hold_every_section(game):
    page = on_new_game_screen(game)
    assert page.evaluate("document.getElementById('rules') === null && !document.querySelector('[id^=\"rules-\"]')"), \
        "the rules were built at start-up"
    asked = len(game.requests)
    page.locator("#top-actions [data-action=rules]").click()
    wait_open(page)
    assert len(game.requests) == asked, f"opening the rules fetched {game.requests[asked:]}: all of it is in the app"
    assert page.evaluate("document.getElementById('rules').open && document.activeElement.closest('#rules') !== null")
    for name in (*REQUIRED, *rulebook.names()):
        assert page.locator(f"#rules #rules-{name}").count() == 1, name
    text = page.locator("#rules").inner_text()
    for words in (*(VENTURE_NAMES[k] for k in CINDERISLE_VENTURES), GRAND_CAUSEWAY, STEADFAST_WATCH, f"At {WIN_RENOWN} or more"):
        assert words in text, words
    for name, cost in (("Causeway", COST_CAUSEWAY), ("Hearth", COST_HEARTH), ("Beacon", COST_BEACON),
                       ("Venture card", COST_VENTURE)):
        assert f"{name} ({cards_words(cost)})" in text
        expect(page.get_by_role("img", name=f"{name}: {cards_words(cost)}")).to_be_visible()
    for picture in ("spacing", "causeway", "jetty"):
        svg = page.locator(f"#rules .rules-pic-{picture}")
        assert svg.get_attribute("role") == "img" and len(svg.get_attribute("aria-label")) > 20
    page.keyboard.press("Escape")
    wait_closed(page)


# ---------------------------------------------------------------- the ? key and the ? control


def test_the_question_key_and_the_control_open_the_rules_on_the_new_game_screen(game):
    page = on_new_game_screen(game)
    page.evaluate("document.activeElement && document.activeElement.blur()")
    page.keyboard.press("?")
    wait_open(page)
    assert focused_id(page) == "rules-title"
    page.keyboard.press("Escape")
    wait_closed(page)
    # Typing a "?" into a text field is a "?", not the rules.
    name = page.locator("#newgame [data-field=name]").first
    name.click()
    page.keyboard.type("Jo?")
    assert name.input_value().endswith("Jo?") and data(page).get("rulesDialog") is None
    # The top bar's control, by keyboard: focus goes back to it when Escape closes the rules.
    control = page.locator("#top-actions [data-action=rules]")
    control.focus()
    page.keyboard.press("Enter")
    wait_open(page)
    page.keyboard.press("Escape")
    wait_closed(page)
    assert page.evaluate("document.activeElement.matches('#top-actions [data-action=rules]')"), "focus did not return"


def test_the_question_key_and_the_control_open_the_rules_in_a_game(game):
    page = new_game(game, ONE_HUMAN)
    d = settle(page)
    assert d["screen"] == "game" and d["mode"] == "hearth"
    page.evaluate("document.activeElement && document.activeElement.blur()")
    page.keyboard.press("?")
    wait_open(page)
    # While the rules are open nothing reaches the game: Escape closes them and leaves the game as it was.
    page.keyboard.press("Escape")
    wait_closed(page)
    assert data(page)["mode"] == "hearth" and data(page)["actions"] == d["actions"]
    page.locator("#top-actions [data-action=rules]").click()
    wait_open(page)
    page.locator("#rules [data-action=rules-close]").click()
    wait_closed(page)
    assert page.evaluate("document.activeElement.matches('#top-actions [data-action=rules]')"), "focus did not return"
    # A tap beside the dialog (on its shade) closes it too.
    page.locator("#top-actions [data-action=rules]").click()
    wait_open(page)
    page.mouse.click(3, TABLET[1] - 3)
    wait_closed(page)


# ---------------------------------------------------------------- sections: data-section and the address


def test_data_section_opens_that_section_scrolled_into_view_and_focused(game):
    page = on_new_game_screen(game)
    # Any element of the page with data-action="rules" and data-section (the contract other code uses).
    page.evaluate("""() => { const b = document.createElement('button'); b.id = 'probe'; b.type = 'button';
        b.textContent = 'Why?'; b.dataset.action = 'rules'; b.dataset.section = 'sheltered';
        document.getElementById('newgame').prepend(b); }""")
    page.locator("#probe").click()
    assert_section_shown(page, "sheltered")
    # The rules' own list of sections, and their pointers to each other.
    page.locator("#rules .rules-toc [data-section=tide]").click()
    assert_section_shown(page, "tide")
    page.locator("#rules-turn [data-action=rules][data-section=seven]").click()
    assert_section_shown(page, "seven")
    page.locator("#rules-ventures [data-section=steadfast-watch]").click()
    assert_section_shown(page, "steadfast-watch")
    page.keyboard.press("Escape")
    wait_closed(page)
    assert focused_id(page) == "probe", "focus did not go back to what opened the rules"
    # A name that is no section opens the rules at the top.
    page.evaluate("document.getElementById('probe').dataset.section = 'nowhere'")
    page.locator("#probe").click()
    wait_open(page, "")
    assert page.evaluate("document.getElementById('rules-body').scrollTop") == 0
    page.keyboard.press("Escape")
    wait_closed(page)


def test_an_address_ending_in_a_rules_section_opens_that_section(game):
    page = game.open("?island=landfall#rules-embargo")
    assert_section_shown(page, "embargo")
    assert data(page)["screen"] == "new-game"
    page.keyboard.press("Escape")
    wait_closed(page)
    assert page.evaluate("location.hash") == "", "a reload would open the rules again"
    # In a running page too (a link followed, the address edited): the game stays where it was.
    page = new_game(game, ONE_HUMAN)
    settle(page)
    game.follow(ONE_HUMAN + "#rules-camps")
    assert_section_shown(page, "camps")
    assert data(page)["screen"] == "game"
    page.keyboard.press("Escape")
    wait_closed(page)


def test_a_rules_address_over_a_finished_game_keeps_its_results(game):
    """A ``#rules-<name>`` address over a game that is over (the address edited, a link to the
    rules followed), then the rules closed and Back pressed: the game and its results stay.
    Opened from the link again, the game was no longer in progress, and the link's game began
    anew in its place (at pace 0 four AI seats played it out again; people would have found a
    new game, their results gone)."""
    page = new_game(game, "?island=landfall&seed=3&seats=ai-easy,ai-easy,ai-easy,ai-easy&pace=0")
    page.wait_for_function("() => document.documentElement.dataset.phase === 'over'", timeout=120_000)
    page.locator("#end .end").wait_for()
    over = {k: data(page)[k] for k in ("screen", "actions", "winner")}
    assert over["screen"] == "over", over
    page.evaluate("location.hash = '#rules-island'")
    assert_section_shown(page, "island")
    assert {k: data(page).get(k) for k in over} == over, "the rules opened over a new game"
    page.keyboard.press("Escape")
    wait_closed(page)
    page.go_back()  # (to the address before the rules: the same game's)
    assert page.evaluate("location.hash") == ""
    assert {k: data(page).get(k) for k in over} == over, "Back began the game anew"
    expect(page.locator("#end .end")).to_be_visible()


# ---------------------------------------------------------------- search


def test_the_search_filters_as_you_type_and_says_when_nothing_matches(game):
    page = on_new_game_screen(game)
    page.keyboard.press("?")
    wait_open(page)
    field = page.get_by_role("searchbox", name="Search the rules")
    field.click()
    page.keyboard.type("embargo")
    page.wait_for_function("() => Number(document.documentElement.dataset.rulesFound) > 0")
    expect(page.locator("#rules-embargo")).to_be_visible()
    assert page.locator("#rules-island").count() == 0 and page.locator("#rules-setup").count() == 0
    assert page.locator("#rules-body mark").count() >= 2
    expect(page.locator("#rules-found")).to_contain_text("match")
    shoot(page, "rules-search-found")
    field.fill("")
    page.keyboard.type("volcano lava lamp")
    page.wait_for_function("() => document.documentElement.dataset.rulesFound === '0'")
    expect(page.locator("#rules-body .rules-none")).to_be_visible()
    expect(page.locator("#rules-body .rules-none")).to_contain_text("Nothing found for “volcano lava lamp”")
    expect(page.locator("#rules-found")).to_have_text("Nothing found for “volcano lava lamp”.")
    assert page.locator("#rules-body section").count() == 0
    shoot(page, "rules-search-nothing")
    field.fill("")
    page.wait_for_function("() => document.documentElement.dataset.rulesFound === undefined")
    assert page.locator("#rules-body section[id^=rules-]").count() == len(rulebook.names())
    # A search is forgotten when the rules close: they open whole again.
    page.keyboard.type("barge")
    page.wait_for_function("() => Number(document.documentElement.dataset.rulesFound) > 0")
    page.keyboard.press("Escape")
    wait_closed(page)
    page.locator("#top-actions [data-action=rules]").click()
    wait_open(page)
    assert field.input_value() == "" and page.locator("#rules-island").count() == 1
    page.keyboard.press("Escape")
    wait_closed(page)


# ---------------------------------------------------------------- venture cards and titles


@pytest.mark.parametrize("title", [GRAND_CAUSEWAY, STEADFAST_WATCH])
def test_a_venture_card_and_a_title_show_their_rule(game, title):
    holder = (lambda st: st.causeway_holder) if title == GRAND_CAUSEWAY else (lambda st: st.watch_holder)
    page, m = resume_position(game, *position(holder))
    held = [VENTURES[k] for k, n in enumerate(m.state.ventures[0]) if n]
    page.set_viewport_size({"width": 390, "height": 844})
    shoot(page, f"rules-hand-and-title-phone-{rulebook.TITLE_SECTIONS[title]}")
    page.set_viewport_size({"width": TABLET[0], "height": TABLET[1]})
    for name in held:
        rule = page.locator(f"#hand [data-action=rules][data-section={name}]")
        rule.click()
        assert_section_shown(page, name)
        page.keyboard.press("Escape")
        wait_closed(page)
        assert page.evaluate(f"document.activeElement.matches('#hand [data-action=rules][data-section={name}]')")
    section = rulebook.TITLE_SECTIONS[title]
    badge = page.locator(f"#seats [data-action=rules][data-section={section}]")
    expect(badge).to_have_text(title)
    badge.click()
    assert_section_shown(page, section)
    page.locator("#rules [data-action=rules-close]").click()
    wait_closed(page)
    # A card that can be played still plays when pressed (its rule is the "?" beside it).
    playable = page.locator("#hand button.venture.is-playable")
    if playable.count():
        what = playable.first.get_attribute("data-action")
        playable.first.click()
        if what == "mode":
            page.wait_for_function("() => document.documentElement.dataset.mode === 'warden'")
        elif what == "sheet":
            page.wait_for_function("() => !!document.documentElement.dataset.sheet")
        assert data(page).get("rulesDialog") is None
        page.keyboard.press("Escape")


# ---------------------------------------------------------------- axe-core, and the dialog in the window


@pytest.fixture(scope="module", params=["phone", "portrait"])
def axe_rules(request, chromium, site_url):
    """A page booted at 390x844 or 768x1024, in a context that lets axe-core in (bypass_csp)."""
    assert AXE.exists(), "axe-core is missing: run npm ci"
    width, height = SIZES[request.param]
    yield from own_context_game(chromium, site_url, viewport={"width": width, "height": height}, bypass_csp=True)


def assert_axe_clean(page, where: str) -> None:
    problems = axe_problems(page)
    assert not problems, f"{where}:\n" + "\n".join(problems)


def test_axe_finds_nothing_in_the_open_rules(axe_rules):
    page = axe_rules.open("?island=landfall")
    forget_saves(page)
    page.locator("#top-actions [data-action=rules]").click()
    wait_open(page)
    assert_axe_clean(page, "the rules, whole")
    page.get_by_role("searchbox", name="Search the rules").fill("sheltered")
    page.wait_for_function("() => Number(document.documentElement.dataset.rulesFound) > 0")
    assert_axe_clean(page, "the rules, searched")
    page.get_by_role("searchbox", name="Search the rules").fill("zzzz")
    page.wait_for_function("() => document.documentElement.dataset.rulesFound === '0'")
    assert_axe_clean(page, "the rules, nothing found")
    page.keyboard.press("Escape")
    wait_closed(page)
    page, _m = resume_position(axe_rules, *position(lambda st: st.causeway_holder))
    assert_axe_clean(page, "a game with a venture card's ? and a title's button")
    page.locator("#seats [data-action=rules][data-section=grand-causeway]").click()
    wait_open(page, "grand-causeway")
    assert_axe_clean(page, "the rules opened at the Grand Causeway in a game")
    page.keyboard.press("Escape")
    wait_closed(page)


FIT_JS = """() => {
  const out = [], W = innerWidth, H = innerHeight;
  const dialog = document.getElementById('rules'), body = document.getElementById('rules-body');
  const r = dialog.getBoundingClientRect();
  if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5)
    out.push(`the dialog (${r.left},${r.top})-(${r.right},${r.bottom}) is not inside the window ${W}x${H}`);
  if (document.documentElement.scrollWidth > W + 0.5) out.push('the page scrolls sideways');
  if (body.scrollWidth > body.clientWidth + 0.5)
    out.push(`the rules are wider inside than they show: ${body.scrollWidth} > ${body.clientWidth}`);
  for (const e of body.querySelectorAll('p, li, figure, svg, h3, h4, nav'))
    if (e.getBoundingClientRect().right > body.getBoundingClientRect().right + 0.5)
      out.push(`${e.tagName} "${(e.textContent || '').slice(0, 40)}" sticks out to the right`);
  const close = dialog.querySelector('[data-action=rules-close]'), c = close.getBoundingClientRect();
  if (c.left < 0 || c.top < 0 || c.right > W || c.bottom > H || c.width < 43.5 || c.height < 43.5)
    out.push(`the Close button is not in view at 44 px: ${c.left},${c.top} ${c.width}x${c.height}`);
  else {
    const hit = document.elementFromPoint(c.left + c.width / 2, c.top + c.height / 2);
    if (!hit || !close.contains(hit)) out.push('the Close button is covered');
  }
  const field = document.getElementById('rules-q').getBoundingClientRect();
  if (field.top < 0 || field.bottom > H) out.push('the search field is not in view');
  return out;
}"""


def fit_problems(page) -> list[str]:
    return page.evaluate(FIT_JS)


@pytest.mark.parametrize("size", list(SIZES))
def test_the_rules_fit_the_window(game, size):
    page = on_new_game_screen(game)
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    try:
        page.locator("#top-actions [data-action=rules]").click()
        wait_open(page)
        assert not fit_problems(page), fit_problems(page)
        shoot(page, f"rules-{size}-{width}x{height}")
        for name in ("setup", "building", "jetties"):  # the pictures
            page.locator(f"#rules .rules-toc [data-section={'trading' if name == 'jetties' else name}]").click()
            page.evaluate("n => document.getElementById('rules-' + n).scrollIntoView()", name)
            assert not fit_problems(page), (name, fit_problems(page))
            shoot(page, f"rules-{size}-{width}x{height}-{name}")
        page.keyboard.press("Escape")
        wait_closed(page)
    finally:
        page.set_viewport_size({"width": TABLET[0], "height": TABLET[1]})


def test_the_fit_check_catches_what_it_looks_for(game):
    page = on_new_game_screen(game)
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        page.locator("#top-actions [data-action=rules]").click()
        wait_open(page)
        assert not fit_problems(page)
        for css, words in ((".rules-body p { white-space: nowrap !important; }", "wider inside"),
                           (".rules-close { margin-top: 1000px; }", "Close button is not in view"),
                           (".rules { width: 130vw !important; }", "not inside the window"),
                           (".rules-head::after { content: ''; position: absolute; inset: 0; }", "covered")):
            handle = page.add_style_tag(content=css)
            try:
                found = fit_problems(page)
            finally:
                handle.evaluate("e => e.remove()")
            assert any(words in p for p in found), f"the fault {css!r} went unnoticed: {found}"
        page.keyboard.press("Escape")
        wait_closed(page)
    finally:
        page.set_viewport_size({"width": TABLET[0], "height": TABLET[1]})


ONE_ROW_JS = """() => {
  // Every drawn part of the bar, each of its buttons apart, shares one band across the window (a
  // phone's heading keeps only its words for screen readers: no box, not a part).
  const parts = [...document.querySelectorAll('.topbar > :not(.top-actions), .top-actions > *')]
    .map(e => e.getBoundingClientRect()).filter(r => r.width > 0 && r.height > 0);
  // ... and stays inside the window (a bar that cannot wrap would otherwise run out of it).
  const top = Math.max(...parts.map(r => r.top)), bottom = Math.min(...parts.map(r => r.bottom));
  if (top >= bottom) return `the top bar is ${Math.round(top - bottom)} px more than one row`;
  const out = Math.max(...parts.map(r => r.right)) - document.documentElement.clientWidth;
  return out > 1 ? `the top bar runs ${Math.round(out)} px out of the window` : '';
}"""


def test_the_question_control_keeps_a_games_top_bar_on_one_row(game):
    """A game's top bar keeps one row at every size: its buttons show short words ("Rules" under
    the "?", "Export", "New"), so the island keeps its room. Planted at 768x1024: a "?" as wide
    as the window runs the bar out of the window, and with wrapping allowed, onto a second row."""
    page = new_game(game, ONE_HUMAN)
    settle(page)
    try:
        for size in SIZES:
            page.set_viewport_size(dict(zip(("width", "height"), SIZES[size], strict=True)))
            assert page.evaluate(ONE_ROW_JS) == "", size
            expect(page.get_by_role("button", name="How to play")).to_be_visible()
        page.set_viewport_size({"width": TABLET[0], "height": TABLET[1]})
        wide = "html .top-actions .top-rules { min-width: 48rem !important; }"
        for css, fault in ((wide, "out of the window"),
                           (wide + " html .topbar, html .top-actions { flex-wrap: wrap !important; }", "more than one row")):
            planted = page.add_style_tag(content=css)
            assert fault in page.evaluate(ONE_ROW_JS), f"the planted {css!r} went unnoticed"
            planted.evaluate("e => e.remove()")
        assert page.evaluate(ONE_ROW_JS) == ""
    finally:
        page.set_viewport_size({"width": TABLET[0], "height": TABLET[1]})
