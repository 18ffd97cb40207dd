"""A whole game in the browser: building through the tray, AI seats, hotseat privacy, layouts.

One page per module (booting Pyodide costs seconds): each test starts its game with
``game.follow(link)``, which changes the address inside the running page exactly as
Back/Forward do.  A CPython :class:`mirror.Mirror` plays the same presses on the same
seed, so the test knows what the engine allows without reading hidden state from the
page.  Waiting is on ``data-*`` attributes only.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from engine.selfplay import play_game

from driver import click_site, data, forget_saves, glowing, link, new_game, play_until, saved_game, settle, step
from mirror import Mirror, can_build, quick_seed
from words import places

SITE = Path(__file__).resolve().parents[2] / "site"

pytestmark = pytest.mark.browser

ONE_HUMAN = ("human", "ai-easy", "ai-easy", "ai-easy")
FOUR_AI = ("ai-easy", "ai-easy", "ai-easy", "ai-easy")


def test_a_human_builds_through_the_tray_and_only_legal_sites_can_be_pressed(game):
    seed = quick_seed(ONE_HUMAN, "causeway")
    page = game.follow(link(seed, ONE_HUMAN))
    mirror = Mirror(seed, ONE_HUMAN)
    d = settle(page)
    assert d["screen"] == "game" and d["phase"] == "setup-hearth" and d["viewer"] == "0"
    assert int(d["turn"]) == mirror.state.turn_seat, "the same first seat as the engine"

    # Placement: exactly the engine's open corners glow, nothing else is pressable.
    legal = sorted(a.a for a in mirror.screen.legal())
    assert d["mode"] == "hearth"
    assert glowing(page, "corner") == legal
    assert glowing(page, "edge") == [] and glowing(page, "tile") == []
    # A corner that does not glow cannot be pressed: the press reaches nothing that acts.
    dead = next(c for c in range(54) if c not in legal)
    page.locator(f'[data-corner="{dead}"]').click(force=True)
    click_site(page, "corner", legal[0])
    mirror.press(action="site", corner=legal[0])
    assert int(data(page)["actions"]) == len(mirror.screen.table.match.actions)
    assert page.locator(f'[data-piece=hearth][data-at="{legal[0]}"][data-seat="0"]').count() == 1
    assert page.locator(f'[data-piece][data-at="{dead}"]').count() == 0

    # Play on (Roll, End turn) until the engine lets this seat lay a causeway.
    d = play_until(page, mirror, can_build("causeway"))
    assert d["phase"] == "main" and d["decider"] == "0"
    assert glowing(page, "edge") == [] and glowing(page, "corner") == [], "nothing glows before a tray choice"
    tray = page.locator("[data-action=mode][data-kind=causeway]")
    expect(tray).to_be_enabled()
    for kind in ("hearth", "beacon"):
        button = page.locator(f"[data-action=mode][data-kind={kind}]")
        assert button.is_enabled() == any(a.kind == kind for a in mirror.screen.legal())
    tray.click()
    page.wait_for_function("document.documentElement.dataset.mode === 'causeway'")
    mirror.press(action="mode", kind="causeway")
    legal = sorted(a.a for a in mirror.screen.legal() if a.kind == "causeway")
    assert glowing(page, "edge") == legal, "exactly the engine's legal edges glow"
    assert glowing(page, "corner") == [] and glowing(page, "tile") == [], "one kind of site at a time"
    assert tray.get_attribute("aria-pressed") == "true"
    dead = next(e for e in range(72) if e not in legal and mirror.state.edge_seat[e] < 0)
    before = data(page)["actions"]
    page.locator(f'[data-edge="{dead}"]').click(force=True)
    assert data(page)["actions"] == before and data(page)["mode"] == "causeway"
    click_site(page, "edge", legal[-1])
    mirror.press(action="site", edge=legal[-1])
    assert page.locator(f'[data-piece=causeway][data-at="{legal[-1]}"][data-seat="0"]').count() == 1
    assert page.locator(f'[data-piece=causeway][data-at="{dead}"]').count() == 0
    d = data(page)
    assert d["mode"] == "" and glowing(page, "edge") == [], "after building, nothing glows"
    assert int(d["actions"]) == len(mirror.screen.table.match.actions)
    # The seat's hand on the page is the engine's.
    hand = mirror.state.hands[0]
    shown = page.eval_on_selector_all("[data-hand-seat='0'] [data-res]", "els => els.map(e => Number(e.dataset.count))")
    assert shown == list(hand)
    where = places.by_edge(mirror.screen.table.match.island, legal[-1])
    expect(page.locator("#log").get_by_text(f"built a causeway {where}")).to_have_count(1)  # the log says it in words


def test_four_ai_seats_play_to_the_engines_winner(game):
    seed = 7
    expected = play_game(seed, FOUR_AI)
    page = game.follow(link(seed, FOUR_AI))
    page.wait_for_function("document.documentElement.dataset.phase === 'over'", timeout=90_000)
    d = data(page)
    assert d["winner"] == str(expected.winner)
    assert d["turns"] == str(expected.turns)
    assert d["actions"] == str(expected.actions), "the very same game as python -m engine selfplay"
    end = page.get_by_role("dialog")
    expect(end).to_contain_text("wins!")
    assert page.locator(f"[data-final-seat='{expected.winner}']").get_attribute("data-final") == str(
        max(expected.renown)
    )
    end = page.locator("#end")
    expect(end.get_by_role("button", name="Rematch")).to_be_visible()
    expect(end.get_by_role("button", name="New game")).to_be_visible()
    assert page.locator("#log li").count() > 50, "every AI action is in the log, in words"
    import re

    text = page.locator("#log").inner_text()
    assert not re.search(r"\b(corner|edge|tile) \d", text), "places are named by their tiles, never by number"
    assert " corner of " in text and "causeway by " in text
    game.screenshot("game-over-tablet-landscape")
    # The island stays on view behind the results when asked.
    page.get_by_role("button", name="See the island").click()
    expect(page.locator(".end")).to_have_count(0)
    page.get_by_role("button", name="Results").click()
    expect(page.locator(".end")).to_have_count(1)


def test_rematch_keeps_the_island_and_seats_with_new_dice(game):
    page = game.follow(link(7, FOUR_AI))
    page.wait_for_function("document.documentElement.dataset.phase === 'over'", timeout=90_000)
    before = [t["terrain"] + (t["number"] or "") for t in game.tiles()]
    page.locator("#end").get_by_role("button", name="Rematch").click()
    page.wait_for_function("location.search.includes('island=7')")
    from urllib.parse import parse_qs, urlsplit

    q = parse_qs(urlsplit(page.url).query)
    assert q["island"] == ["7"] and q["seed"] != ["7"] and q["seats"] == [",".join(FOUR_AI)]
    assert [t["terrain"] + (t["number"] or "") for t in game.tiles()] == before


def test_hotseat_privacy_screen_hides_the_other_hand(game):
    kinds = ("human", "human", "ai-easy")
    seed = 12
    page = game.follow(link(seed, kinds))
    mirror = Mirror(seed, kinds)
    d = settle(page)
    first = mirror.state.turn_seat
    assert d["privacy"] == "1" and d["viewer"] == ""
    shield = page.locator("[data-privacy-seat]")
    expect(shield).to_be_visible()
    name = ("Coral", "Saffron", "Lagoon")[first]
    expect(shield).to_contain_text("Pass to")
    expect(shield).to_contain_text(name)
    assert page.locator("[data-hand-seat]").count() == 0, "no hand is in the page behind the screen"
    assert page.locator("#tray button").count() == 0
    # Tap in: that seat's hand shows, and only that one.
    page.get_by_role("button", name=f"I'm {name}").click()
    page.wait_for_function("document.documentElement.dataset.privacy === '0'")
    mirror.press(action="tap-in", seat=first)
    assert page.locator("[data-hand-seat]").count() == 1
    assert page.locator(f"[data-hand-seat='{first}']").count() == 1
    # Play until the other human decides with cards in hand: the screen comes back.
    other = 1 - first if first in (0, 1) else 0

    def other_holds_cards(m: Mirror) -> bool:
        return m.screen.privacy() == other and sum(m.state.hands[other]) > 0 and sum(m.state.hands[first]) > 0

    for _ in range(60):
        d = settle(page)
        if other_holds_cards(mirror):
            break
        step(page, mirror)
    assert d["privacy"] == "1"
    expect(page.locator("[data-privacy-seat]")).to_have_attribute("data-privacy-seat", str(other))
    assert page.locator("[data-hand-seat]").count() == 0, f"{name}'s hand left the page"
    game.screenshot("hotseat-privacy-screen")
    # A reload (the same link again) keeps the game and shows the privacy screen again.
    game.follow(link(seed, kinds))
    d = settle(page)
    assert d["privacy"] == "1" and int(d["actions"]) == len(mirror.screen.table.match.actions)
    assert page.locator("[data-hand-seat]").count() == 0
    other_name = ("Coral", "Saffron", "Lagoon")[other]
    page.get_by_role("button", name=f"I'm {other_name}").click()
    page.wait_for_function("document.documentElement.dataset.privacy === '0'")
    shown = page.eval_on_selector_all(f"[data-hand-seat='{other}'] [data-res]", "els => els.map(e => Number(e.dataset.count))")
    assert shown == list(mirror.state.hands[other])


def test_names_are_text_and_the_new_game_screen_starts_a_game(game):
    page = game.follow("?island=landfall")
    forget_saves(page)  # (a game of an earlier test would be listed at the top)
    page = game.follow("?island=landfall")
    d = data(page)
    assert d["screen"] == "new-game"
    name_box = page.get_by_label("Name of seat 1")
    name_box.fill("<b>Ana</b> & co")
    page.get_by_label("Who plays seat 2").select_option("human")
    page.get_by_role("button", name="Remove seat 4").click()
    page.get_by_role("button", name="Start").click()
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    settle(page)
    assert page.locator("#app b", has_text="Ana").count() == 0, "a name is never markup"
    seats = page.locator("[data-seat-card]")
    expect(seats).to_have_count(3)
    expect(seats.first).to_contain_text("<b>Ana</b> & co")
    from urllib.parse import parse_qs, urlsplit

    q = parse_qs(urlsplit(page.url).query)
    assert q["island"] == ["landfall"] and q["seats"] == ["human,human,ai-easy"]


def test_bad_links_and_a_damaged_save_leave_a_playable_page(game):
    page = game.follow("?seed=9&seats=human,dragon&tide=maybe&pace=fast")
    alerts = page.get_by_role("alert")
    expect(alerts).to_have_count(3)
    assert data(page)["screen"] == "new-game", "seats it cannot read: the new-game screen opens"
    for _ in range(3):
        alerts.nth(0).get_by_role("button").click()
    page.evaluate("localStorage.setItem('cinderisle.table', '{\"format\": \"cinderisle-table\", \"version\": 1, \"record\": 5}')")
    game.follow("?seed=9&seats=human,ai-easy&pace=0")
    expect(page.get_by_role("alert")).to_have_count(1)
    expect(page.get_by_role("alert")).to_contain_text("saved game could not be read")
    assert data(page)["screen"] == "new-game", "a damaged save: the new-game screen, with the link's seats"
    expect(page.locator(".ng-seat")).to_have_count(2)
    assert page.evaluate("localStorage.getItem('cinderisle.table')") is None
    page.get_by_role("button", name="Start").click()
    d = settle(page)
    assert d["screen"] == "game" and d["seed"] == "9"
    saved = saved_game(page)
    assert saved is not None and saved["format"] == "cinderisle-table" and saved["link"]["seats"] == "human,ai-easy"


def test_a_game_fits_phone_and_tablet_without_sideways_scrolling(game):
    page = game.page
    seed = quick_seed(ONE_HUMAN, "causeway")
    new_game(game, link(seed, ONE_HUMAN))
    mirror = Mirror(seed, ONE_HUMAN)
    play_until(page, mirror, can_build("causeway"))
    for name, width, height in (("phone", 390, 844), ("tablet-landscape", 1024, 768), ("tablet-portrait", 768, 1024)):
        page.set_viewport_size({"width": width, "height": height})
        page.locator("[data-action=mode][data-kind=causeway]").click()
        page.wait_for_function("document.documentElement.dataset.mode === 'causeway'")
        page.mouse.move(0, 0)
        game.screenshot(f"game-{name}-{width}x{height}")
        scroll_width, inner_width = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
        assert scroll_width <= inner_width, f"no horizontal scrolling ({name})"
        box = page.locator("#board svg").bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5
        assert box["width"] >= min(width, 500) * 0.85 or box["height"] >= 420, f"the island is large ({name})"
        for button in page.locator("#tray button:visible, #hand button:visible, .top-actions button:visible").all():
            b = button.bounding_box()
            assert b["height"] >= 44 and b["width"] >= 44, f"touch target too small: {button.inner_text()!r} {b}"
            assert b["x"] >= 0 and b["x"] + b["width"] <= width + 0.5, f"off screen ({name})"
        # The trade sheet fits too.
        page.locator("[data-action=sheet][data-sheet=trade]").click()
        page.wait_for_function("document.documentElement.dataset.sheet === 'trade'")
        game.screenshot(f"game-{name}-{width}x{height}-trade")
        assert page.evaluate("document.documentElement.scrollWidth") <= inner_width
        page.locator(".sheet").get_by_role("button", name="Close").click()
        page.wait_for_function("document.documentElement.dataset.sheet === ''")
    page.set_viewport_size({"width": 1024, "height": 768})


BOARD_LAYER_JS = """([name, html]) => {
  // The layer as the page has it (patched move by move), against the same SVG parsed whole.
  const holder = document.querySelector(`#board [data-layer="${name}"]`);
  const whole = holder.cloneNode(false);
  whole.innerHTML = html;
  const foreign = [...holder.querySelectorAll('*')].filter(e => e.namespaceURI !== 'http://www.w3.org/2000/svg');
  return {same: holder.isEqualNode(whole), foreign: foreign.length,
          kept: [...holder.querySelectorAll('[data-tile]')].filter(e => e.keptSince).length};
}"""


REGION_JS = """([id, html]) => {
  // A region as the page has it (patched by cinderisleMorph), against its HTML parsed whole;
  // without what the glue adds itself (fresh dice shake, a reason shown).
  const box = document.getElementById(id).cloneNode(true);
  box.querySelectorAll('.dice.is-fresh').forEach(e => e.classList.remove('is-fresh'));
  box.querySelectorAll('.why.is-shown').forEach(e => e.classList.remove('is-shown'));
  const whole = document.createElement('template');
  whole.innerHTML = html;
  const fresh = box.cloneNode(false);
  fresh.append(whole.content);
  return box.isEqualNode(fresh);  // (the same nodes and attributes, in any attribute order)
}"""


PATCHED_JS = """() => {
  // How often the page patched a board layer group by group (glue.dom._patch_groups).
  const patch = window.cinderislePatchGroups;
  window.__groupsPatched = 0;
  window.cinderislePatchGroups = function (...args) {
    const done = patch.apply(this, args);
    if (done) window.__groupsPatched++;
    return done;
  };
}"""


DRAWINGS_JS = """() => {
  // Each task's changes to the page (a MutationObserver's batch): to the island, to the rest of
  // the game screen, in which frame (counted by requestAnimationFrame), and whether a press
  // made them (a click in that task).
  window.__drawings = [];
  window.__frame = 0;
  const count = () => { window.__frame++; requestAnimationFrame(count); };
  requestAnimationFrame(count);
  let pressed = false;
  document.addEventListener('click', () => { pressed = true; setTimeout(() => { pressed = false; }, 0); }, true);
  const game = document.getElementById('game'), board = document.getElementById('board');
  new MutationObserver(records => {
    let island = false, rest = false;
    for (const r of records) {
      if (board.contains(r.target)) island = true;
      else if (game.contains(r.target)) rest = true;
    }
    window.__drawings.push({island, rest, pressed, frame: window.__frame});
  }).observe(game, {subtree: true, childList: true, attributes: true, characterData: true});
}"""


def test_an_ai_seat_s_move_shows_on_the_island_a_frame_before_the_rest(game):
    """After an AI seat's move the island is drawn in a task and a frame of its own, the rest of
    the screen (seats, status, tray, log) after that frame (``game_screen._draw_ai``): both in
    one task were a cheap tablet's longest.  A person's press is drawn whole in its own task."""
    page = new_game(game, link(3, ONE_HUMAN))
    mirror = Mirror(3, ONE_HUMAN)
    settle(page)
    page.evaluate(DRAWINGS_JS)
    play_until(page, mirror, lambda m: m.state.turns >= 9)
    drawings = page.evaluate("window.__drawings")
    ai = [d for d in drawings if not d["pressed"]]
    islands = [i for i, d in enumerate(ai) if d["island"]]
    assert len(islands) >= 4, f"AI seats' moves seen on the island: {len(islands)}"
    assert not [d for d in ai if d["island"] and d["rest"]], "an AI seat's move drawn island and rest in one task"
    for i in islands:
        after = next((d for d in ai[i + 1:] if d["rest"]), None)
        assert after is None or after["frame"] > ai[i]["frame"], "the rest drawn before the island's frame"
    assert [d for d in drawings if d["pressed"] and d["island"] and d["rest"]], "a press is drawn whole at once"


@pytest.mark.parametrize("rules", ["", "living"])
def test_the_board_patched_move_by_move_is_the_board_drawn_whole(game, rules):
    """The page patches only what changed on the board (``glue.dom.set_board``: a rolled tile,
    a piece built, a site lit; in a layer made of groups, such as the tiles, only the groups
    that changed are parsed and patched) and in the regions' HTML (``cinderisleMorph`` in
    boot.js).  Whatever it patched, its board and regions are at every checkpoint the ones the
    engine's game draws whole, every board element in the SVG namespace; tiles that did not
    change keep their elements (a board drawn whole every time keeps none; after a 7 every tile
    changes, as they all glow for the Ashcloud and then stop); and most moves were patched
    group by group."""
    from view import panels

    page = new_game(game, link(7, ONE_HUMAN) + ("&rules=living" if rules else ""))
    mirror = Mirror(7, ONE_HUMAN, rules=rules)
    settle(page)
    page.evaluate(PATCHED_JS)
    mark = ("document.querySelectorAll('#board [data-layer=tiles] [data-tile]')"
            ".forEach(e => { e.keptSince = true; })")  # (a property: not in the HTML)
    page.evaluate(mark)
    kept = []
    for turns in (4, 9, 14):
        play_until(page, mirror, lambda m, n=turns: m.state.turns >= n)
        _, layers, _ = panels.board_layers(mirror.screen.frame(), "Island")
        for name, inner in layers:
            got = page.evaluate(BOARD_LAYER_JS, [name, inner])
            assert got["same"], f"the {name} layer after turn {mirror.state.turns} is not the board drawn whole"
            assert got["foreign"] == 0, f"the {name} layer has elements outside the SVG namespace"
            if name == "tiles":
                kept.append(got["kept"])
        for region, html in panels.regions(mirror.screen.frame()).items():
            assert page.evaluate(REGION_JS, [region, html]), f"#{region} after turn {mirror.state.turns}"
        page.evaluate(mark)
    assert max(kept) > 0, f"tiles kept from one checkpoint to the next: {kept}"
    assert page.evaluate("window.__groupsPatched") >= 3, "layers patched group by group"
