"""Saves, damaged saves, record files, replays, bad links and names, in the browser.

One page per module (booting Pyodide costs seconds).  Each test clears the keys it
depends on in ``localStorage`` first, so the order of the tests does not matter.
Waiting is on ``data-*`` attributes, roles and downloads, never a sleep.  The other
bad links (``seed=lava``, ``-5``, ``4294967296``, an unknown seat kind) are tested in
``test_site_page.py`` and ``test_site_game.py``.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from engine.actions import CHANCE_KINDS
from engine.game import Game, GameConfig

from conftest import Game as PageGame
from conftest import _check, _watch
from driver import data, forget_saves, play_until, saved_game, saved_games, settle, step
from mirror import Mirror, policy
from model import gamelist
from model.adapter import engine_state
from model.coach import Progress
from model.replay import Replay
from model.table import SeatSpec, Table
from test_site_a11y import assert_axe_clean

SITE = Path(__file__).resolve().parents[2] / "site"

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
    forget_saves(page)
    page.evaluate(f"localStorage.removeItem('{DAMAGED}')")
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
    while not engine_state(t).is_over:
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


def test_a_new_game_keeps_the_game_in_progress_in_the_list(game):
    page, _ = mid_game(game, 13, 2)
    actions = data(page)["actions"]
    page.get_by_role("button", name="New game").click()
    page.wait_for_function("document.documentElement.dataset.screen === 'new-game'")
    expect(page.locator("[data-saved-game]")).to_have_count(1)
    page.get_by_role("button", name="Start", exact=True).click()  # the same island, seats and seed: the same game
    offer = page.locator("[data-prompt=offer]")
    expect(offer.get_by_role("button", name="Resume it")).to_be_focused()
    offer.get_by_role("button", name="Start it anew").click()
    d = settle(page)
    assert d["screen"] == "game" and d["turns"] == "0", "started anew: the game in progress stays in the list"
    page.get_by_role("button", name="New game").click()
    page.wait_for_function("document.documentElement.dataset.screen === 'new-game'")
    expect(page.locator("[data-saved-game]")).to_have_count(2)
    page.get_by_role("button", name="Landfall", exact=True).click()
    page.get_by_role("button", name="Start", exact=True).click()  # another game: at once
    assert settle(page)["seed"] == "landfall"
    page.get_by_role("button", name="New game").click()
    page.wait_for_function("document.documentElement.dataset.screen === 'new-game'")
    expect(page.locator("[data-saved-game]")).to_have_count(3)
    page.get_by_role("button", name="Resume the game on Island 13, round 1").click()
    d = settle(page)
    assert d["screen"] == "game" and d["actions"] == actions and d["seed"] == "13"


def test_a_link_to_another_game_starts_it_and_a_link_to_a_saved_game_offers_it(game):
    page, _ = mid_game(game, 14, 1)
    actions = data(page)["actions"]
    other = "?island=landfall&seats=human,ai-normal&pace=0"
    game.open(other)  # a friend's link, opened over the game in progress: it starts, the other is kept
    d = settle(page)
    assert d["screen"] == "game" and d["seed"] == "landfall"
    assert page.locator("[data-seat-card]").count() == 2  # with the link's two seats
    assert len(saved_games(page)) == 2
    assert page.get_by_role("alert").count() == 0, "no banner: nothing was put in the way"
    # The first game's link again (this tab plays the other one now): resuming it is offered first,
    # at the top of the new-game screen, at every size.
    first = link(14, ONE_HUMAN)
    for width, height in ((390, 844), (768, 1024), (1024, 768)):
        page.set_viewport_size({"width": width, "height": height})
        game.open(first)
        assert data(page)["screen"] == "new-game"
        offer = page.locator("[data-prompt=offer]")
        expect(offer).to_contain_text("Island 14, round 1")
        expect(offer.get_by_role("button", name="Resume it")).to_be_in_viewport()
        expect(offer.get_by_role("button", name="Start it anew")).to_be_in_viewport()
        assert page.get_by_role("alert").count() == 0
    game.screenshot("saves-link-offers-its-saved-game-1024x768")
    page.locator("[data-prompt=offer]").get_by_role("button", name="Resume it").click()
    d = settle(page)
    assert d["screen"] == "game" and d["actions"] == actions and d["seed"] == "14"
    assert page.locator("[data-prompt]").count() == 0 and page.get_by_role("alert").count() == 0, "nothing stays behind"
    # Started anew instead: a third game, from the link's start; the saved one stays.
    page.evaluate("sessionStorage.removeItem('cinderisle.tab-game')")
    game.open(first)
    page.locator("[data-prompt=offer]").get_by_role("button", name="Start it anew").click()
    d = settle(page)
    assert d["screen"] == "game" and d["seed"] == "14" and int(d["actions"]) < int(actions)
    assert len(saved_games(page)) == 3


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
    assert replayed.state.summary() == engine_state(expected).summary()
    assert str(replayed.state.winner) == data(page)["winner"]
    assert str(len(replayed.actions)) == data(page)["actions"]

    # Replay, move by move, against the engine's states.
    r = Replay(expected)
    page.locator("#end").get_by_role("button", name="Replay move by move").click()
    page.wait_for_function("document.documentElement.dataset.screen === 'replay'")
    d = data(page)
    assert d["replayStep"] == d["replayTotal"] == str(r.total)
    assert r.total == sum(1 for a in expected.match.actions if a.kind not in CHANCE_KINDS)

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
    assert data(page)["winner"] == str(engine_state(expected).winner)
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
    game.follow("?island=landfall")  # (the older page's single save: moved into the list)
    expect(page.locator("[data-saved-game] [data-action=resume]")).to_be_visible()
    kept = saved_games(page)
    page.locator("input[type=file][data-field=import]").set_input_files(
        files=[{"name": "game.json", "mimeType": "application/json", "buffer": text.encode()}])
    page.wait_for_function("document.documentElement.dataset.screen === 'replay'")
    d = data(page)
    assert d["replayTotal"] == d["replayStep"] == str(r.total) and d["winner"] == str(engine_state(expected).winner)
    page.get_by_role("button", name="Start", exact=True).click()
    check(0)
    assert saved_games(page) == kept, "a replay never writes a save"
    assert [{k: v for k, v in g.items() if k != "entry"} for g in kept.values()] == [waiting]
    page.get_by_role("button", name="Leave the replay").click()
    page.wait_for_function("document.documentElement.dataset.screen === 'new-game'")
    expect(page.locator("[data-saved-game] [data-action=resume]")).to_be_visible()


def test_export_mid_game_then_import_resumes_it(game):
    page, mirror = mid_game(game, 14, 3)
    before = shown_state(page)
    text = download(page, page.locator("#top-actions [data-action=export-record]").click)
    name = json.loads(text)
    assert Game.replay(name).state.summary() == mirror.state.summary()
    forget_saves(page)
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
    assert saved_game(page)["record"]["actions"] == name["actions"]


def test_a_tampered_record_gives_the_reason_and_a_working_page(game):
    page = clean(game)
    t = Table(GameConfig(seats=2, seed=5, players=("ai-easy", "ai-easy")), [SeatSpec("ai-easy")] * 2)
    for _ in range(12):
        t.ai_step()
    record = t.match.record()
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


# ---------------------------------------------------------------- the games in progress


SIZES = ((390, 844), (768, 1024), (1024, 768))
MINUTE = 60_000


def listed(seed: int, kinds: tuple[str, ...], presses: int, played: float, **extra) -> tuple[str, dict, Table]:
    """(id, save, table) of the game of ``seed`` after ``presses`` of the driver's policy, as the
    list keeps it (last played at ``played``, milliseconds since the epoch)."""
    m = Mirror(seed, kinds)
    for _ in range(presses):
        policy(m)
    t = m.screen.table
    save = t.save()
    save["link"] = {"seed": str(seed), "seats": ",".join(kinds)}
    save["entry"] = gamelist.entry_info(f"t{seed}", played, engine_state(t).turns, "a-test")
    save.update(extra)
    return f"t{seed}", save, t


def put(page, games) -> None:
    """Keep these games (from :func:`listed`) on the device."""
    page.evaluate("gs => gs.forEach(([k, s]) => localStorage.setItem(k, s))",
                  [[gamelist.game_key(i), json.dumps(save)] for i, save, _ in games])


def listed_ids(page) -> list[str]:
    return page.eval_on_selector_all("[data-saved-game]", "els => els.map(e => e.dataset.savedGame)")


UNCOVERED_JS = """sel => { const e = document.querySelector(sel); if (!e) return 'missing';
  const r = e.getBoundingClientRect();
  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return 'outside the window';
  if (r.width < 43.5 || r.height < 43.5) return `${r.width}x${r.height}`;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return e.contains(hit) ? 'ok' : 'covered'; }"""


def in_reach(page, selector: str) -> None:
    """``selector`` is shown whole in the window without scrolling, 44 px at least, uncovered."""
    assert page.evaluate(UNCOVERED_JS, selector) == "ok", (selector, page.evaluate(UNCOVERED_JS, selector))


def test_the_games_in_progress_are_listed_at_the_top_each_with_resume_and_delete(game):
    page = clean(game)
    now = time.time() * 1000
    games = [
        listed(21, ("human", "ai-easy"), 1, now - 5 * MINUTE),
        listed(22, ONE_HUMAN, 40, now - 3 * 60 * MINUTE),
        listed(23, ("human", "human", "ai-normal"), 60, now - 2 * 24 * 60 * MINUTE),
    ]
    put(page, games)
    game.follow("?island=landfall")
    expect(page.locator("[data-saved-game]")).to_have_count(3)
    assert listed_ids(page) == ["t21", "t22", "t23"], "the most recently played first"
    for (gid, _, t), when in zip(games, ("5 minutes ago", "3 hours ago", "2 days ago"), strict=True):
        item = page.locator(f'[data-saved-game="{gid}"]')
        expect(item).to_contain_text(f"Island {gid[1:]}")
        expect(item).to_contain_text(gamelist.round_words(engine_state(t).turns, engine_state(t).n))
        expect(item).to_contain_text(f"Last played {when}")
        for seat in t.seats:
            expect(item).to_contain_text(seat.name)
    assert {engine_state(t).turns == 0 for _, _, t in games} == {True, False}, "Placement and rounds both shown"
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("() => { scrollTo(0, 0); document.getElementById('newgame').scrollTop = 0; }")
        in_reach(page, '[data-saved-game="t21"] [data-action=resume]')
        in_reach(page, '[data-saved-game="t21"] [data-action=delete-game]')
        above = page.evaluate("() => document.getElementById('ng-games').getBoundingClientRect().bottom"
                              " <= document.querySelector('.ng-head').getBoundingClientRect().top")
        assert above, "the list is at the top, above the new game's form"
        width_now, inner = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
        assert width_now <= inner, "no sideways scrolling"
        game.screenshot(f"saves-list-{width}x{height}")
    # Delete asks first; "Keep it" keeps it.
    page.locator('[data-saved-game="t22"] [data-action=delete-game]').click()
    ask = page.get_by_role("group", name="Delete this game?")
    expect(ask).to_contain_text("cannot be brought back")
    expect(ask.get_by_role("button", name="Keep it")).to_be_focused()
    assert len(saved_games(page)) == 3, "nothing deleted before the answer"
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        ask.get_by_role("button", name="Delete it").scroll_into_view_if_needed()
        in_reach(page, "[data-saved-game] [data-action=delete-confirm]")
        in_reach(page, "[data-saved-game] [data-action=delete-cancel]")
    ask.get_by_role("button", name="Keep it").click()
    expect(ask).to_have_count(0)
    expect(page.locator('[data-saved-game="t22"] [data-action=delete-game]')).to_be_focused()
    page.locator('[data-saved-game="t22"] [data-action=delete-game]').click()
    page.get_by_role("group", name="Delete this game?").get_by_role("button", name="Delete it").click()
    expect(page.locator("[data-saved-game]")).to_have_count(2)
    assert sorted(saved_games(page)) == ["t21", "t23"]
    expect(page.locator("#toast")).to_contain_text("Deleted the game on Island 22")
    # Resume: the game where it was (two people: behind the privacy screen again).
    page.locator('[data-saved-game="t23"] [data-action=resume]').click()
    d = settle(page)
    t23 = games[2][2]
    assert (d["screen"], d["actions"], d["turns"], d["privacy"]) == ("game", str(len(t23.match.actions)),
                                                                     str(engine_state(t23).turns), "1")
    assert page.locator("[data-prompt]").count() == 0


def test_a_ninth_game_asks_which_game_to_let_go_the_oldest_suggested(game):
    page = clean(game)
    now = time.time() * 1000
    games = [listed(30 + i, ("human", "ai-easy"), 2, now - (i + 1) * 60 * MINUTE) for i in range(gamelist.MAX_GAMES)]
    put(page, games)
    game.follow("?island=landfall")
    expect(page.locator("[data-saved-game]")).to_have_count(8)
    page.get_by_role("button", name="Start", exact=True).click()
    ask = page.locator("[data-prompt=room]")
    expect(ask).to_contain_text("Island 37")  # the oldest
    expect(ask.get_by_role("button", name="Let the oldest go and start")).to_be_focused()
    assert data(page)["screen"] == "new-game" and len(saved_games(page)) == 8, "nothing let go before the answer"
    expect(page.locator('[data-saved-game="t37"]')).to_contain_text("the oldest")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.locator("[data-prompt=room] [data-action=let-go]").scroll_into_view_if_needed()
        in_reach(page, "[data-prompt=room] [data-action=let-go]")
        in_reach(page, "[data-prompt=room] [data-action=let-go-cancel]")
    game.screenshot("saves-ninth-asks-1024x768")
    ask.get_by_role("button", name="Keep them all").click()
    expect(ask).to_have_count(0)
    assert len(saved_games(page)) == 8 and data(page)["screen"] == "new-game"
    # A start link when the list is full asks too; another game than the oldest may go.
    game.follow(link(99, ONE_HUMAN))
    expect(page.locator("[data-prompt=room]")).to_contain_text("Island 99")
    assert data(page)["screen"] == "new-game"
    page.locator('[data-saved-game="t33"]').get_by_role("button", name="Let this one go").click()
    d = settle(page)
    assert d["screen"] == "game" and d["seed"] == "99"
    kept = saved_games(page)
    assert len(kept) == 8 and "t33" not in kept and "t37" in kept
    # Learn to play when full: the oldest let go.
    game.follow("?island=landfall")
    page.locator("[data-action=learn]").click()
    page.locator("[data-prompt=room]").get_by_role("button", name="Let the oldest go and start").click()
    page.wait_for_function("() => document.documentElement.dataset.coachStep !== undefined")
    kept = saved_games(page)
    assert len(kept) == 8 and "t37" not in kept


def test_an_older_page_s_single_save_joins_the_list_with_its_clock_and_coach(game):
    """Today's single saves (``cinderisle.table``) are moved into the list, never refused: the
    coach's progress and a running clock's deadline go with the game."""
    page = clean(game)
    now = time.time() * 1000
    put(page, [listed(51, ("human", "ai-easy"), 3, now - MINUTE), listed(52, ONE_HUMAN, 3, now - 2 * MINUTE)])
    _, old, t = listed(53, ONE_HUMAN, 24, 0.0)
    del old["entry"]
    old["coach"] = Progress().to_json()
    old["clock"] = {"key": ["discard", 3, 0], "deadline": now + 20_000}
    page.evaluate("([k, s]) => localStorage.setItem(k, s)", [SAVE, json.dumps(old)])
    game.follow("?island=landfall")
    expect(page.locator("[data-saved-game]")).to_have_count(3)
    assert page.evaluate(f"localStorage.getItem('{SAVE}')") is None, "moved, not copied"
    moved = {k: v for k, v in saved_games(page).items() if k not in ("t51", "t52")}
    assert len(moved) == 1
    (gid, save), = moved.items()
    assert {k: v for k, v in save.items() if k != "entry"} == old, "the whole save, clock and coach included"
    assert save["entry"]["turns"] == engine_state(t).turns and save["entry"]["id"] == gid
    item = page.locator(f'[data-saved-game="{gid}"]')
    expect(item).to_contain_text("Learn to play")
    expect(item).to_contain_text(gamelist.round_words(engine_state(t).turns, engine_state(t).n))
    assert listed_ids(page)[0] == gid, "moved now: played last"
    item.locator("[data-action=resume]").click()
    d = settle(page)
    assert d["actions"] == str(len(t.match.actions)) and "coachStep" in d


def test_a_damaged_game_in_the_list_is_kept_aside_and_the_others_play(game):
    page = clean(game)
    now = time.time() * 1000
    good = listed(61, ("human", "ai-easy"), 3, now - MINUTE)
    _, tampered, _ = listed(62, ("human", "ai-easy"), 6, now - 2 * MINUTE)
    tampered["record"]["actions"].insert(1, "beacon 3")  # listed (its entry reads), refused once played again
    newer = {**good[1], "version": 9}
    put(page, [good, ("t62", tampered, None)])
    page.evaluate("gs => gs.forEach(([k, s]) => localStorage.setItem(k, s))",
                  [[gamelist.game_key("oops"), '{"format": "cinderisle-table", oops'],
                   [gamelist.game_key("newer"), json.dumps(newer)]])
    game.follow("?island=landfall")
    alerts = page.get_by_role("alert")
    expect(alerts).to_have_count(2)
    expect(alerts.filter(has_text="could not be read")).to_have_count(1)
    expect(alerts.filter(has_text="newer version")).to_have_count(1)
    assert listed_ids(page) == ["t61", "t62"]
    kept = [item["save"] for item in json.loads(page.evaluate(f"localStorage.getItem('{DAMAGED}')"))]
    assert '{"format": "cinderisle-table", oops' in kept and json.dumps(newer) in kept, "kept aside as they were"
    assert sorted(saved_games(page)) == ["t61", "t62"]
    page.locator('[data-saved-game="t62"] [data-action=resume]').click()
    expect(alerts.filter(has_text="action 2 ('beacon 3')")).to_have_count(1)
    assert data(page)["screen"] == "new-game" and listed_ids(page) == ["t61"], "kept aside too, the page plays on"
    expect(page.locator("[data-damaged]")).to_have_count(3)
    page.locator('[data-saved-game="t61"] [data-action=resume]').click()
    assert settle(page)["actions"] == str(len(good[2].match.actions))


# ---------------------------------------------------------------- two tabs, a full storage


def _page(context, site_url: str) -> PageGame:
    g = PageGame(context.new_page(), site_url)
    _watch(g.page, g)
    return g


def other_tab(page) -> str | None:
    return data(page).get("otherTab")


def test_one_game_in_two_tabs_one_plays_the_other_says_so_and_no_action_is_lost(chromium, site_url):
    context = chromium.new_context(viewport={"width": 1024, "height": 768}, bypass_csp=True)  # (axe-core)
    try:
        a, b = _page(context, site_url), _page(context, site_url)
        mirror = Mirror(41, ONE_HUMAN)
        settle(a.open(link(41, ONE_HUMAN)))
        # The other tab's new-game screen lists the game, and follows it as it is played (the storage event).
        b.open("?island=landfall")
        expect(b.page.locator("[data-saved-game]")).to_have_attribute("data-round", "0")
        play_until(a.page, mirror, lambda m: m.state.turns >= 1 and m.state.phase.label == "pre-roll")
        expect(b.page.locator("[data-saved-game]")).to_have_attribute("data-round", "1")
        before = data(a.page)["actions"]
        # The same game opened in a second tab: it offers to resume it, and then plays it.
        b.open(link(41, ONE_HUMAN))
        b.page.locator("[data-prompt=offer]").get_by_role("button", name="Resume it").click()
        assert settle(b.page)["actions"] == before
        a.page.wait_for_function("document.documentElement.dataset.otherTab === '1'")
        notice = a.page.get_by_role("alert").filter(has_text="being played in another tab")
        expect(notice).to_be_visible()
        for width, height in SIZES:
            a.page.set_viewport_size({"width": width, "height": height})
            in_reach(a.page, "#other-tab-notice [data-action=take-over]")
        a.screenshot("saves-other-tab-1024x768")
        assert_axe_clean(a.page, "a tab whose game another tab plays")
        assert other_tab(b.page) is None
        # The first tab plays nothing now (its controls are out of reach; a press made anyway is ignored).
        assert a.page.evaluate("[...document.getElementById('game').children].every(e => e.inert)")
        a.page.locator("#tray [data-action=roll]").dispatch_event("click")
        assert data(a.page)["actions"] == before
        # The second tab plays on; the first takes the game back, with every action of the second.
        for _ in range(3):
            step(b.page, mirror)
        played = settle(b.page)["actions"]
        assert int(played) > int(before)
        notice.get_by_role("button", name="Play it here").click()
        a.page.wait_for_function("() => !document.documentElement.dataset.otherTab")
        assert settle(a.page)["actions"] == played
        b.page.wait_for_function("document.documentElement.dataset.otherTab === '1'")
        # And the other way round.
        for _ in range(3):
            step(a.page, mirror)
        played = settle(a.page)["actions"]
        b.page.get_by_role("button", name="Play it here").click()
        b.page.wait_for_function("() => !document.documentElement.dataset.otherTab")
        assert settle(b.page)["actions"] == played
        a.page.wait_for_function("document.documentElement.dataset.otherTab === '1'")
        assert saved_game(b.page)["record"]["actions"] == [str(x) for x in mirror.screen.table.match.actions]
    finally:
        context.close()
    _check(a)
    _check(b)


REFUSE_JS = """(() => { const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (window.__refuse && this === window.localStorage)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return set.call(this, key, value);
  }; })()"""
"""A ``localStorage`` that refuses every write while ``window.__refuse`` is true (a full one)."""


def test_a_storage_that_refuses_writes_keeps_the_game_going_and_loses_nothing(chromium, site_url):
    context = chromium.new_context(viewport={"width": 1024, "height": 768}, bypass_csp=True)  # (axe-core)
    context.add_init_script(REFUSE_JS)
    try:
        g = _page(context, site_url)
        page = g.open(link(44, ONE_HUMAN))
        settle(page)
        g.follow("?island=landfall")
        mirror = Mirror(43, ONE_HUMAN)
        play_until(g.follow(link(43, ONE_HUMAN)), mirror, lambda m: m.state.turns >= 1)
        before = saved_games(page)
        assert len(before) == 2
        page.evaluate("window.__refuse = true")
        step(page, mirror)
        page.wait_for_function("document.documentElement.dataset.unsaved === '1'")
        notice = page.get_by_role("alert").filter(has_text="cannot be saved on this device")
        expect(notice).to_have_count(1)
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            in_reach(page, "#unsaved-notice [data-action=export-record]")
        g.screenshot("saves-storage-full-1024x768")
        assert_axe_clean(page, "the notice of a game that cannot be saved")
        for _ in range(4):  # the game goes on in memory
            step(page, mirror)
        d = settle(page)
        assert int(d["actions"]) == len(mirror.screen.table.match.actions)
        assert saved_games(page) == before, "nothing already saved is lost (this game's last save included)"
        expect(notice).to_have_count(1)
        text = download(page, notice.get_by_role("button", name="Export record").click)
        assert json.loads(text)["actions"] == [str(x) for x in mirror.screen.table.match.actions]
        # Room again: the next action is saved, and the notice goes.
        page.evaluate("window.__refuse = false")
        step(page, mirror)
        page.wait_for_function("() => !document.documentElement.dataset.unsaved")
        expect(notice).to_have_count(0)
        assert saved_game(page)["record"]["actions"] == [str(x) for x in mirror.screen.table.match.actions]
        assert len(saved_games(page)) == 2
        g.open(link(43, ONE_HUMAN))  # a reload: on from the last action
        assert settle(page)["actions"] == str(len(mirror.screen.table.match.actions))
    finally:
        context.close()
    _check(g)
