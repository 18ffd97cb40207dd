"""The new-game screen remembers this device's last settings; a first visit opens on Landfall.

What is remembered (``localStorage["cinderisle.newgame"]``: the seats' kinds, levels, names
and colours, the Tide deck, Landfall or a generated island; ``cinderisle.pace``: the AI
pace) is written when a game starts from the form and fills the form when it opens again,
after a reload too.  A link's parameters win.  A damaged value never breaks the page: the
form's defaults show.  One page per module; waiting is on ``data-*`` attributes, roles and
field values, never a sleep.
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from engine.island import landfall

from driver import data, forget_saves, saved_game, settle
from model import newgame

SITE = Path(__file__).resolve().parents[2] / "site"

pytestmark = pytest.mark.browser

SETTINGS = "cinderisle.newgame"
PACE = "cinderisle.pace"
DEFAULT_KINDS = ["human", "ai-easy", "ai-easy", "ai-easy"]
DEFAULT_COLOURS = ["Coral", "Saffron", "Lagoon", "Moss"]


def landfall_tiles() -> list[dict]:
    return [{"id": t["id"], "terrain": t["terrain"], "number": "" if t["number"] is None else str(t["number"])}
            for t in landfall().to_dict()["tiles"]]


def query(page) -> dict[str, list[str]]:
    return parse_qs(urlsplit(page.url).query)


def forget(page, *keys: str) -> None:
    page.evaluate("keys => keys.forEach(k => localStorage.removeItem(k))", list(keys))


def remember(page, settings: dict | str, pace: str | None = None) -> None:
    """Put ``settings`` (a dict is written as JSON) and ``pace`` on the device, as a page would."""
    text = settings if isinstance(settings, str) else json.dumps(settings)
    page.evaluate("([k, t]) => localStorage.setItem(k, t)", [SETTINGS, text])
    if pace is not None:
        page.evaluate("([k, t]) => localStorage.setItem(k, t)", [PACE, pace])


def form(page) -> dict:
    """What the new-game form shows: each seat's kind, name and colour, the Tide box, the pace."""
    assert data(page)["screen"] == "new-game"
    rows = page.locator(".ng-seat")
    seats = []
    for i in range(rows.count()):
        n = i + 1
        seats.append({
            "kind": page.get_by_label(f"Who plays seat {n}").input_value(),
            "name": page.get_by_label(f"Name of seat {n}").input_value(),
            "colour": page.get_by_role("radiogroup", name=f"Lantern of seat {n}")
                          .locator("[aria-checked=true]").get_attribute("data-colour"),
        })
    return {"seats": seats, "tide": page.locator("#ng-tide").is_checked(),
            "pace": page.locator("#ng-pace").input_value(), "island": data(page)["seed"],
            "clocks": page.get_by_label("Clocks").input_value()}


def new_game_screen(game, q: str = "?island=landfall"):
    """The page on the new-game screen of ``q``, with no game in progress on the device."""
    page = game.follow("?island=landfall")
    forget_saves(page)
    return game.follow(q)


def test_a_first_visit_opens_on_landfall_with_the_usual_seats(fresh_game):
    """A new device (a phone), a link that names nothing: Landfall, the beginner island."""
    page = fresh_game.open(width=390, height=844)
    assert page.evaluate(f"localStorage.getItem('{SETTINGS}')") is None
    d = data(page)
    assert d["screen"] == "new-game" and d["seed"] == "landfall"
    assert query(page) == {"island": ["landfall"]}, "the address names the island shown"
    assert fresh_game.tiles() == landfall_tiles()
    expect(page.get_by_role("button", name="Landfall")).to_have_attribute("aria-pressed", "true")
    shown = form(page)
    assert [s["kind"] for s in shown["seats"]] == DEFAULT_KINDS
    assert [s["colour"] for s in shown["seats"]] == DEFAULT_COLOURS
    assert all(s["name"] == "" for s in shown["seats"]) and not shown["tide"] and shown["pace"] == "800"
    assert shown["clocks"] == "relaxed" and d["clocks"] == "relaxed", "Relaxed until the device chooses"
    expect(page.locator("#ng-clocks-info")).to_contain_text("60\u00a0s to answer an offer")
    expect(page.get_by_role("main", name="New game")).to_be_visible()
    expect(page.locator("#loading")).to_be_hidden()  # faded out: the picture shows the form alone
    fresh_game.screenshot("newgame-first-visit-390x844")


def test_the_last_settings_are_remembered_across_a_reload(game):
    page = new_game_screen(game)
    forget(page, SETTINGS, PACE)
    page.get_by_label("Name of seat 1").fill("Ana")
    page.get_by_label("Who plays seat 2").select_option("human")
    page.get_by_label("Name of seat 2").fill("Bo")
    page.get_by_role("radiogroup", name="Lantern of seat 2").get_by_role("radio", name="Moss (diamond)").click()
    page.get_by_label("Who plays seat 3").select_option("ai-hard")
    page.get_by_role("button", name="Remove seat 4").click()
    page.get_by_label("Tide deck instead of dice").check()
    page.locator("#ng-pace").select_option("1600")
    page.get_by_label("Clocks").select_option("off")
    page.wait_for_function("document.documentElement.dataset.clocks === 'off'")
    expect(page.locator("#ng-clocks-info")).to_contain_text("no countdown")
    page.get_by_role("button", name="New island").click()
    page.wait_for_function("document.documentElement.dataset.seed !== 'landfall'")
    wanted = form(page)
    assert [s["colour"] for s in wanted["seats"]] == ["Coral", "Moss", "Lagoon"]
    page.get_by_role("button", name="Start", exact=True).click()
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    q = query(page)
    assert q["seats"] == ["human,human,ai-hard"] and q["tide"] == ["1"]
    assert data(page)["clocks"] == "off"
    kept = json.loads(page.evaluate(f"localStorage.getItem('{SETTINGS}')"))
    assert kept["format"] == newgame.SETTINGS_FORMAT and kept["island"] == "generated" and kept["clocks"] == "off"
    saved = saved_game(page)
    assert saved is not None and saved["record"]["config"]["clocks"] == "off", "the game's record keeps its clocks"

    # A reload of the page with no link (and the game put away): the form as it was started.
    forget_saves(page)
    page = game.open()
    again = form(page)
    assert again["seats"] == wanted["seats"] and again["tide"] and again["pace"] == "1600" and again["clocks"] == "off"
    seed = data(page)["seed"]
    assert seed.isdigit() and query(page) == {"seed": [seed]}, "after a generated island: a fresh one"
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        expect(page.locator("#loading")).to_be_hidden()
        game.screenshot("newgame-remembered-390x844")
    finally:
        page.set_viewport_size({"width": 1024, "height": 768})
    # Landfall named by the link: the remembered seats on it.
    page = game.follow("?island=landfall")
    assert form(page)["seats"] == wanted["seats"] and data(page)["seed"] == "landfall"
    page.get_by_role("button", name="Start", exact=True).click()
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    expect(page.locator("[data-seat-card]")).to_have_count(3)
    for name in ("Ana", "Bo"):
        expect(page.locator("#seats")).to_contain_text(name)
    assert query(page)["tide"] == ["1"] and data(page)["pace"] == "1600"
    # Started on Landfall: the next visit with no link opens on Landfall.
    forget_saves(page)
    page = game.open()
    assert data(page)["seed"] == "landfall" and form(page)["seats"] == wanted["seats"]


def test_a_links_parameters_win_over_what_is_remembered(game):
    page = new_game_screen(game)
    remember(page, {"format": "cinderisle-newgame", "version": 1, "tide": True, "island": "landfall",
                    "seats": [{"kind": "ai-normal", "name": "Cy", "colour": "Lagoon"},
                              {"kind": "human", "name": "Di", "colour": "Coral"}]}, pace="1600")
    page = game.follow("?seed=2024&tide=0&pace=350&clocks=standard")
    shown = form(page)
    assert shown["island"] == "2024" and not shown["tide"] and shown["pace"] == "350" and shown["clocks"] == "standard"
    assert shown["seats"] == [{"kind": "ai-normal", "name": "Cy", "colour": "Lagoon"},
                              {"kind": "human", "name": "Di", "colour": "Coral"}], "the link names no seats"
    page = game.follow("?seed=2024")
    assert form(page)["tide"] and form(page)["pace"] == "1600", "what the link leaves out is remembered"
    assert form(page)["clocks"] == "relaxed", "settings kept before the clocks were an option: Relaxed"
    # A link with seats starts its own game at once, with its seats alone, and leaves the settings be.
    before = page.evaluate(f"localStorage.getItem('{SETTINGS}')")
    page = game.follow("?island=landfall&seats=human,ai-easy&pace=0")
    d = settle(page)
    assert d["screen"] == "game" and d["pace"] == "0" and d["clocks"] == "relaxed"
    expect(page.locator("[data-seat-card]")).to_have_count(2)
    expect(page.locator("[data-seat-card]").first).not_to_contain_text("Di")
    assert "tide" not in query(page)
    assert page.evaluate(f"localStorage.getItem('{SETTINGS}')") == before


DAMAGED = [
    "{oops",
    "null",
    "[1, 2]",
    '"landfall"',
    json.dumps({"format": "cinderisle-newgame", "version": 99, "seats": [{"kind": "human"}] * 3, "tide": True}),
    json.dumps({"format": "cinderisle-newgame", "version": 1, "seats": "human,human"}),
    json.dumps({"format": "cinderisle-newgame", "version": 1, "seats": [{"kind": "human"}] * 7}),
    json.dumps({"format": "cinderisle-newgame", "version": 1, "seats": [{"kind": "human"}, 3]}),
    json.dumps({"format": "cinderisle-newgame", "version": "1", "seats": [{"kind": "human"}] * 2}),
    json.dumps({"format": "cinderisle-table", "version": 1}),
    "[" * 5000 + "]" * 5000,
]


@pytest.mark.parametrize("text", DAMAGED, ids=range(len(DAMAGED)))
def test_damaged_settings_give_the_usual_form_and_it_starts_a_game(game, text):
    page = new_game_screen(game)
    remember(page, text)
    page = game.follow("?")
    assert page.get_by_role("alert").count() == 0, "a preference that cannot be read is not worth a notice"
    shown = form(page)
    assert shown["island"] == "landfall", "nothing usable remembered: Landfall, as on a first visit"
    assert [s["kind"] for s in shown["seats"]] == DEFAULT_KINDS and not shown["tide"]
    page.get_by_role("button", name="Start", exact=True).click()
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    assert data(page)["seed"] == "landfall"
    kept = json.loads(page.evaluate(f"localStorage.getItem('{SETTINGS}')"))
    assert kept["version"] == newgame.SETTINGS_VERSION and len(kept["seats"]) == 4, "written anew at the start"


def test_a_damaged_part_of_the_settings_falls_back_on_its_own(game):
    page = new_game_screen(game)
    remember(page, {"format": "cinderisle-newgame", "version": 1, "tide": "yes", "island": "atlantis",
                    "seats": [{"kind": "ai-godlike", "name": "<b>Eve</b>" + "x" * 40, "colour": "Moss"},
                              {"kind": "human", "name": ["Fay"], "colour": "Moss"},
                              {"kind": "ai-hard", "colour": "Purple"}]}, pace="350")
    page = game.follow("?")
    shown = form(page)
    assert shown["island"] == "landfall" and not shown["tide"] and shown["pace"] == "350"
    assert shown["seats"] == [
        {"kind": "ai-easy", "name": ("<b>Eve</b>" + "x" * 40)[:newgame.NAME_MAX], "colour": "Moss"},
        {"kind": "human", "name": "", "colour": "Coral"},
        {"kind": "ai-hard", "name": "", "colour": "Saffron"},
    ]
    assert page.locator("#newgame b").count() == 0, "a remembered name is text"
    page.get_by_role("button", name="Start", exact=True).click()
    page.wait_for_function("document.documentElement.dataset.screen === 'game'")
    expect(page.locator("[data-seat-card]")).to_have_count(3)


def test_a_damaged_pace_gives_the_usual_pace_after_a_reload(game):
    page = new_game_screen(game)
    forget(page, SETTINGS)
    for text in ("99999999", "fast", "-5", "１２"):  # noqa: RUF001 - too slow to be a pace, words, a sign, digits of another script
        page.evaluate("([k, t]) => localStorage.setItem(k, t)", [PACE, text])
        page = game.open()
        assert form(page)["pace"] == "800", text
    page.evaluate("([k, t]) => localStorage.setItem(k, t)", [PACE, "350"])
    assert form(game.open())["pace"] == "350", "a pace that is one is kept"
