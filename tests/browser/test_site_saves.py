"""Saves, damaged saves, record files, replays, bad links and names, in the browser.

One page per module (booting Pyodide costs seconds).  Each test clears the keys it
depends on in ``localStorage`` first, so the order of the tests does not matter.
Waiting is on ``data-*`` attributes, roles and downloads, never a sleep.  The other
bad links (``seed=lava``, ``-5``, ``4294967296``, an unknown seat kind) are tested in
``test_site_page.py`` and ``test_site_game.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from driver import Mirror, data, play_until, settle

SITE = Path(__file__).resolve().parents[2] / "site"
if str(SITE) not in sys.path:
    sys.path.insert(0, str(SITE))

from replay import Replay  # noqa: E402
from table import SeatSpec, Table  # noqa: E402

from engine.actions import CHANCE_KINDS  # noqa: E402
from engine.game import Game, GameConfig  # noqa: E402

pytestmark = pytest.mark.browser

SAVE = "cinderisle.table"
DAMAGED = "cinderisle.damaged"
ONE_HUMAN = ("human", "ai-easy", "ai-easy")
FOUR_AI = ("ai-easy",) * 4


def link(seed: int, kinds: tuple[str, ...], extra: str = "&pace=0") -> str:
    return f"?seed={seed}&seats={','.join(kinds)}{extra}"


def clean(game, query: str = "?island=landfall"):
    """The page showing ``query``, with no save and no damaged save on the device."""
    page = game.follow(query)
    page.evaluate(f"localStorage.removeItem('{SAVE}'); localStorage.removeItem('{DAMAGED}')")
    return game.follow(query)


def mid_game(game, seed: int, turns: int):
    """A new game (one human, ``ONE_HUMAN``) from ``seed`` on a clean device, played to turn ``turns``:
    (page, mirror)."""
    clean(game)
    page = game.follow(link(seed, ONE_HUMAN))
    mirror = Mirror(seed, ONE_HUMAN)
    play_until(page, mirror, lambda m: m.state.turns >= turns)
    return page, mirror


def shown_state(page) -> dict:
    d = data(page)
    return {
        "phase": d["phase"], "turn": d["turn"], "turns": d["turns"], "actions": d["actions"],
        "log": page.eval_on_selector_all("#log li", "els => els.map(e => e.textContent)")[-60:],
        "cards": page.eval_on_selector_all("[data-seat-card]", "els => els.map(e => [e.dataset.renown, e.dataset.hand])"),
        "pieces": page.eval_on_selector_all("[data-piece]", "els => els.map(e => e.dataset.piece + e.dataset.at).sort()"),
    }


def download(page, click) -> str:
    """Click, wait for the download it starts, return the file's text."""
    with page.expect_download() as info:
        click()
    return Path(info.value.path()).read_text(encoding="utf-8")


def engine_finished(seed: int, kinds: tuple[str, ...]) -> Table:
    t = Table(GameConfig(seats=len(kinds), seed=seed, players=kinds), [SeatSpec(k) for k in kinds])
    while not t.state.is_over:
        t.ai_step()
    return t


# ---------------------------------------------------------------- saves


def test_a_reload_mid_game_resumes_the_same_state(game):
    page, _ = mid_game(game, 11, 4)
    before = shown_state(page)
    assert int(before["actions"]) > 20
    game.open("?" + urlsplit(page.url).query)  # a reload: the same link, a new boot
    settle(page)
    assert shown_state(page) == before
    assert not page.get_by_role("alert").count()


def test_a_reload_between_two_humans_shows_the_privacy_screen_again(game):
    clean(game)
    kinds = ("human", "human", "ai-easy")
    page = game.follow(link(12, kinds))
    mirror = Mirror(12, kinds)
    play_until(page, mirror, lambda m: m.screen.privacy() is None and m.state.turns >= 1)
    assert data(page)["privacy"] == "0"
    actions = data(page)["actions"]
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === 'true'")
    d = data(page)
    assert d["privacy"] == "1" and d["actions"] == actions and d["viewer"] == ""
    assert page.locator("[data-hand-seat]").count() == 0, "no hand in the page behind the privacy screen"


def test_a_corrupt_save_is_kept_aside_exportable_and_the_page_plays(game):
    page = clean(game)
    page.evaluate(f"localStorage.setItem('{SAVE}', '{{\"format\": \"cinderisle-table\", oops')")
    game.follow("?island=landfall&seats=human,ai-easy&pace=0")
    alert = page.get_by_role("alert")
    expect(alert).to_have_count(1)
    expect(alert).to_contain_text("could not be read")
    expect(alert).to_contain_text("Export the damaged save")
    assert data(page)["screen"] == "new-game"
    assert page.evaluate(f"localStorage.getItem('{SAVE}')") is None
    kept = json.loads(page.evaluate(f"localStorage.getItem('{DAMAGED}')"))
    assert kept[-1]["save"] == '{"format": "cinderisle-table", oops'
    text = download(page, page.get_by_role("button", name="Export the damaged save").click)
    assert text == '{"format": "cinderisle-table", oops', "the damaged save, byte for byte"
    game.screenshot("saves-damaged-phone" if page.viewport_size["width"] < 500 else "saves-damaged-tablet")
    page.get_by_role("button", name="Start", exact=True).click()
    d = settle(page)
    assert d["screen"] == "game"
    expect(page.get_by_role("button", name="Export the damaged save")).to_have_count(0)
    # It stays aside until the player forgets it.
    page.get_by_role("button", name="New game").click()
    page.wait_for_function("document.documentElement.dataset.screen === 'new-game'")
    page.get_by_role("button", name="Forget it").click()
    expect(page.locator("[data-damaged]")).to_have_count(0)
    assert page.evaluate(f"localStorage.getItem('{DAMAGED}')") is None


def test_a_save_nested_a_hundred_thousand_deep_is_a_notice_not_a_dead_page(game):
    """Thousands of nested brackets overflow Pyodide's stack inside json.loads (a fatal error
    for the whole page): the page refuses such text before parsing it."""
    page = clean(game)
    deep = "[" * 100_000 + "]" * 100_000
    page.evaluate("([k, s]) => localStorage.setItem(k, s)", [SAVE, deep])
    game.follow("?island=landfall&seats=human,ai-easy&pace=0")
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text("could not be read")
    kept = json.loads(page.evaluate(f"localStorage.getItem('{DAMAGED}')"))
    assert kept[-1]["save"] == deep and "nests" in kept[-1]["reason"]
    page.get_by_role("button", name="Start", exact=True).click()
    assert settle(page)["screen"] == "game", "the page plays on"
    page.get_by_role("button", name="New game").click()
    page.wait_for_function("document.documentElement.dataset.screen === 'new-game'")
    page.get_by_role("button", name="Forget it").click()
    expect(page.locator("[data-damaged]")).to_have_count(0)


@pytest.mark.parametrize("version,words", [(0, "older version"), (9, "newer version")])
def test_a_save_of_another_version_shows_a_notice(game, version, words):
    page = clean(game)
    save = Table(GameConfig(seats=2, seed=3), [SeatSpec("human"), SeatSpec("ai-easy")]).save()
    save["version"] = version
    save["link"] = {"seed": "3", "seats": "human,ai-easy"}
    page.evaluate("([k, s]) => localStorage.setItem(k, s)", [SAVE, json.dumps(save)])
    game.follow("?seed=3&seats=human,ai-easy&pace=0")
    expect(page.get_by_role("alert")).to_have_count(1)
    expect(page.get_by_role("alert")).to_contain_text(words)
    assert data(page)["screen"] == "new-game"
    assert json.loads(json.loads(page.evaluate(f"localStorage.getItem('{DAMAGED}')"))[-1]["save"])["version"] == version
    page.get_by_role("button", name="Start", exact=True).click()
    assert settle(page)["screen"] == "game"


def test_a_new_game_over_a_game_in_progress_is_an_explicit_choice(game):
    page, _ = mid_game(game, 13, 2)
    actions = data(page)["actions"]
    page.get_by_role("button", name="New game").click()
    page.wait_for_function("document.documentElement.dataset.screen === 'new-game'")
    expect(page.locator(".saved")).to_contain_text("is waiting")
    page.get_by_role("button", name="Start", exact=True).click()
    assert data(page)["screen"] == "new-game", "Start over a game in progress asks first"
    expect(page.get_by_role("group", name="Replace the game in progress?")).to_contain_text("replaces the game in progress")
    expect(page.get_by_role("button", name="Start the new game")).to_be_focused()
    page.get_by_role("button", name="Resume the game in progress").click()
    d = settle(page)
    assert d["screen"] == "game" and d["actions"] == actions


def test_a_link_to_another_game_asks_before_replacing_a_game_in_progress(game):
    page, _ = mid_game(game, 14, 1)
    actions = data(page)["actions"]
    other = "?island=landfall&seats=human,ai-normal&pace=0"
    game.open(other)  # a friend's link, opened over the game in progress
    assert settle(page)["screen"] == "new-game", "the link waits for the player's word"
    expect(page.get_by_role("alert").filter(has_text="game is in progress")).to_be_visible()
    expect(page.get_by_role("button", name="Resume the game in progress")).to_be_visible()
    page.get_by_role("button", name="Start the new game").click()
    d = settle(page)
    assert d["screen"] == "game" and d["seed"] == "landfall"
    assert int(d["actions"]) < int(actions)  # the linked game, from its start
    assert page.locator("[data-seat-card]").count() == 2  # with the link's two seats


# ---------------------------------------------------------------- records and replay


def test_export_a_finished_game_replays_in_the_engine_and_step_by_step(game):
    clean(game)
    seed = 7
    page = game.follow(link(seed, FOUR_AI))
    page.wait_for_function("document.documentElement.dataset.phase === 'over'", timeout=90_000)
    expected = engine_finished(seed, FOUR_AI)
    text = download(page, page.locator("#end [data-action=export-record]").click)
    record = json.loads(text)
    replayed = Game.replay(record)
    assert replayed.state.summary() == expected.state.summary()
    assert str(replayed.state.winner) == data(page)["winner"]
    assert str(len(replayed.actions)) == data(page)["actions"]

    # Replay, move by move, against the engine's states.
    r = Replay(expected)
    page.locator("#end").get_by_role("button", name="Replay move by move").click()
    page.wait_for_function("document.documentElement.dataset.screen === 'replay'")
    d = data(page)
    assert d["replayStep"] == d["replayTotal"] == str(r.total)
    assert r.total == sum(1 for a in expected.game.actions if a.kind not in CHANCE_KINDS)

    def check(step: int) -> None:
        page.wait_for_function(f"document.documentElement.dataset.replayStep === '{step}'")
        r.go(step)
        state = Game.replay(record, upto=r.actions_done).state
        d = data(page)
        assert d["actions"] == str(r.actions_done) and d["phase"] == state.phase.label
        cards = page.eval_on_selector_all("[data-seat-card]", "els => els.map(e => Number(e.dataset.renown))")
        assert cards == list(state.renown)
        hands = page.eval_on_selector_all("[data-hand-seat]", "els => els.map(e => "
                                          "[...e.querySelectorAll('[data-count]')].map(c => Number(c.dataset.count)))")
        assert hands == [list(h) for h in state.hands], "every hand is shown in a replay"
        pieces = page.locator("[data-piece=hearth]").count() + page.locator("[data-piece=beacon]").count()
        assert pieces == sum(1 for p in state.corner_piece if p)

    page.get_by_role("button", name="Previous move").click()
    check(r.total - 1)
    page.get_by_role("button", name="Start", exact=True).click()
    check(0)
    expect(page.get_by_role("button", name="Previous move")).to_be_disabled()
    page.get_by_role("button", name="Next move").click()
    check(1)
    page.keyboard.press("ArrowRight")
    check(2)
    page.keyboard.press("ArrowLeft")
    check(1)
    page.get_by_role("button", name="End", exact=True).click()
    check(r.total)
    assert data(page)["winner"] == str(expected.state.winner)
    for name, width, height in (("phone", 390, 844), ("tablet", 1024, 768)):
        page.set_viewport_size({"width": width, "height": height})
        page.get_by_role("button", name="Previous move").click()
        page.wait_for_function("document.documentElement.dataset.replayStep !== document.documentElement.dataset.replayTotal")
        game.screenshot(f"replay-{name}-{width}x{height}")
        scroll_width, inner_width = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
        assert scroll_width <= inner_width, f"no sideways scrolling in the replay ({name})"
        page.get_by_role("button", name="End", exact=True).click()
    page.get_by_role("button", name="Leave the replay").click()
    page.wait_for_function("document.documentElement.dataset.screen === 'over'")
    assert "replayStep" not in data(page)

    # The file, imported on the new-game screen, opens the replay of the same game; a game in
    # progress saved on the device stays as it was, and is still offered afterwards.
    waiting = Table(GameConfig(seats=2, seed=3), [SeatSpec("human"), SeatSpec("ai-easy")]).save()
    waiting["link"] = {"seed": "3", "seats": "human,ai-easy"}
    page.evaluate("([k, s]) => localStorage.setItem(k, s)", [SAVE, json.dumps(waiting)])
    game.follow("?island=landfall")
    expect(page.get_by_role("button", name="Resume the game in progress")).to_be_visible()
    page.locator("input[type=file][data-field=import]").set_input_files(
        files=[{"name": "game.json", "mimeType": "application/json", "buffer": text.encode()}])
    page.wait_for_function("document.documentElement.dataset.screen === 'replay'")
    d = data(page)
    assert d["replayTotal"] == d["replayStep"] == str(r.total) and d["winner"] == str(expected.state.winner)
    page.get_by_role("button", name="Start", exact=True).click()
    check(0)
    assert json.loads(page.evaluate(f"localStorage.getItem('{SAVE}')")) == waiting, "a replay never writes the save"
    page.get_by_role("button", name="Leave the replay").click()
    page.wait_for_function("document.documentElement.dataset.screen === 'new-game'")
    expect(page.get_by_role("button", name="Resume the game in progress")).to_be_visible()


def test_export_mid_game_then_import_resumes_it(game):
    page, mirror = mid_game(game, 14, 3)
    before = shown_state(page)
    text = download(page, page.locator("#top-actions [data-action=export-record]").click)
    name = json.loads(text)
    assert Game.replay(name).state.summary() == mirror.state.summary()
    page.evaluate(f"localStorage.removeItem('{SAVE}')")
    game.follow("?island=landfall")
    page.locator("input[type=file][data-field=import]").set_input_files(
        files=[{"name": "game.json", "mimeType": "application/json", "buffer": text.encode()}])
    expect(page.locator("[data-imported]")).to_contain_text("not finished")
    page.set_viewport_size({"width": 390, "height": 844})
    page.locator("[data-imported]").scroll_into_view_if_needed()
    game.screenshot("saves-import-phone-390x844")
    scroll_width, inner_width = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
    assert scroll_width <= inner_width, "no sideways scrolling on a phone"
    page.set_viewport_size({"width": 1024, "height": 768})
    page.get_by_role("button", name="Resume the imported game").click()
    settle(page)
    after = shown_state(page)
    assert after == before, "the same game, where it was"
    assert parse_qs(urlsplit(page.url).query)["seed"] == ["14"]
    assert json.loads(page.evaluate(f"localStorage.getItem('{SAVE}')"))["record"]["actions"] == name["actions"]


def test_a_tampered_record_gives_the_reason_and_a_working_page(game):
    page = clean(game)
    t = Table(GameConfig(seats=2, seed=5, players=("ai-easy", "ai-easy")), [SeatSpec("ai-easy")] * 2)
    for _ in range(12):
        t.ai_step()
    record = t.game.record()
    record["actions"].insert(10, "beacon 3")
    page.locator("input[type=file][data-field=import]").set_input_files(
        files=[{"name": "bad.json", "mimeType": "application/json", "buffer": json.dumps(record).encode()}])
    alert = page.get_by_role("alert")
    expect(alert).to_have_count(1)
    expect(alert).to_contain_text("action 11 ('beacon 3')")
    page.locator("input[type=file][data-field=import]").set_input_files(
        files=[{"name": "bad.json", "mimeType": "application/json", "buffer": b"<html>"}])
    expect(alert).to_have_count(2)
    expect(alert.nth(1)).to_contain_text("not JSON")
    assert data(page)["screen"] == "new-game"
    page.get_by_role("button", name="Start", exact=True).click()
    assert settle(page)["screen"] == "game"


# ---------------------------------------------------------------- links and names


@pytest.mark.parametrize("query,words", [
    ("?seats=human", "does not name 2 to 4 seats"),
    ("?seats=human,ai-easy,ai-easy,ai-easy,human", "does not name 2 to 4 seats"),
    ("?island=nowhere", "no island called “nowhere”"),
    ("?seed=1&seed=2&seats=human,ai-easy&pace=0", "“seed” more than once (“1”, “2”)"),
])
def test_each_bad_link_gives_a_notice_and_a_playable_page(game, query, words):
    page = clean(game)
    game.follow(query)
    alert = page.get_by_role("alert")
    expect(alert).to_have_count(1)
    expect(alert).to_contain_text(words)
    if data(page)["screen"] == "new-game":
        page.get_by_role("button", name="Start", exact=True).click()
    d = settle(page)
    assert d["screen"] == "game"
    if "seed=1&seed=2" in query:
        assert d["seed"] == "1" and parse_qs(urlsplit(page.url).query)["seed"] == ["1"], "the first value, once"


def test_seed_zero_deals_a_fresh_island_without_a_notice(game):
    page = clean(game)
    game.follow("?seed=0")
    seed = int(data(page)["seed"])
    assert 1 <= seed <= 4294967295
    assert page.get_by_role("alert").count() == 0
    assert parse_qs(urlsplit(page.url).query)["seed"] == [str(seed)]


def test_names_with_markup_are_shown_as_text_and_nothing_runs(game):
    page = clean(game)
    names = ("<img src=x onerror=z=1>", "<script>z=2</script>")
    page.get_by_label("Name of seat 1").fill(names[0])
    page.get_by_label("Name of seat 2").fill(names[1])
    page.get_by_label("Who plays seat 2").select_option("human")
    page.get_by_role("button", name="Remove seat 4").click()
    page.get_by_role("button", name="Remove seat 3").click()
    page.get_by_role("button", name="Start", exact=True).click()
    page.wait_for_function("document.documentElement.dataset.privacy === '1'")
    first = int(data(page)["decider"])
    expect(page.get_by_role("button", name=f"I'm {names[first]}")).to_be_visible()
    page.get_by_role("button", name=f"I'm {names[first]}").click()
    page.wait_for_function("document.documentElement.dataset.privacy === '0'")
    cards = page.locator("[data-seat-card] .seat-name")
    expect(cards.nth(0)).to_have_text(names[0])
    expect(cards.nth(1)).to_have_text(names[1])
    assert page.evaluate("typeof window.z") == "undefined", "no handler and no script ran"
    assert page.locator("#app img, #app script").count() == 0, "a name never becomes an element"


OLD_BUILD = Path(__file__).resolve().parents[1] / "fixtures" / "build-2026-12-01"
OLD_EXPECTED = json.loads((OLD_BUILD / "expected.json").read_text())


@pytest.mark.parametrize("name", sorted(n for n in OLD_EXPECTED if n.startswith("save-")))
def test_a_save_of_the_2026_12_01_build_resumes_where_it_was(game, name):
    """The page of that build wrote these saves; this page resumes each at the same position
    (behind the privacy screen again when two humans share the device)."""
    page = clean(game)
    text = (OLD_BUILD / name).read_text()
    saved = json.loads(text)
    page.evaluate("([k, s]) => localStorage.setItem(k, s)", [SAVE, text])
    game.follow("?" + "&".join(f"{k}={v}" for k, v in saved["link"].items()) + "&pace=0")
    d = settle(page)
    want = OLD_EXPECTED[name]
    assert not page.get_by_role("alert").count()
    assert (d["screen"], d["actions"], d["phase"], d["turns"]) == (
        "game", str(want["actions"]), want["summary"]["phase"], str(want["summary"]["turns"]))
    humans = sum(1 for kind, _name, _colour in want["seats"] if kind == "human")
    assert d["privacy"] == ("1" if humans > 1 else "0")
    renown = page.eval_on_selector_all("[data-seat-card]", "els => els.map(e => Number(e.dataset.renown))")
    assert renown == want["summary"]["renown"]


@pytest.mark.parametrize("name", sorted(n for n in OLD_EXPECTED if n.startswith("record-")))
def test_a_record_exported_by_the_2026_12_01_build_imports(game, name):
    page = clean(game)
    game.follow("?island=landfall")
    text = (OLD_BUILD / name).read_text()
    page.locator("input[type=file][data-field=import]").set_input_files(
        files=[{"name": name, "mimeType": "application/json", "buffer": text.encode()}])
    want = OLD_EXPECTED[name]
    if want["summary"]["phase"] == "over":  # a finished game opens its replay at the end
        page.wait_for_function("document.documentElement.dataset.screen === 'replay'")
        d = data(page)
        assert d["replayStep"] == d["replayTotal"] and d["actions"] == str(want["actions"])
        assert d["winner"] == str(want["summary"]["winner"])
        return
    expect(page.locator("[data-imported]")).to_contain_text("not finished")
    page.get_by_role("button", name="Resume the imported game").click()
    d = settle(page)
    assert (d["actions"], d["phase"], d["turns"]) == (
        str(want["actions"]), want["summary"]["phase"], str(want["summary"]["turns"]))
