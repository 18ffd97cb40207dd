"""Living Island's records and saves in the page (LIVING-ISLAND 18): a record exported mid-game
replays in the engine (its Python API and ``python -m engine replay``) and, imported, resumes the
very same island; a reload resumes it too; a finished game's replay steps through its world
events move by move; Undo takes builds back, never a Bribe or what came before a chance step;
a seed link deals the same Living island twice (and Cinderisle's own on the same seed); the
Supply Caravan's pick shows its choices, its hint and moves the card.  A Cinderisle record
(no ``rules`` in its config) still imports as Cinderisle.

The same game runs in CPython beside the page (:class:`mirror.Mirror` on the site's own
controller), so each test knows what the engine says the page must show.  The seeds were
searched in CPython (the policy below: the lowest site, Roll, End turn, the first card of the
caravan).  Waiting is on ``data-*`` attributes, roles and downloads, never a sleep.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import expect

from engine.cards import N_RES, RES_NAMES, RESOURCES
from engine.game import Game, GameConfig
from engine.hexgrid import TILE_IDS
from engine.living import SCORCHED
from engine.trace import halves_dict

from conftest import ROOT
from driver import click_site, data, forget_saves, glowing, link, press, saved_game, settle, step
from mirror import Mirror
from model.adapter import engine_state
from model.replay import Replay
from model.table import SeatSpec, Table
from update.screen import Screen

pytestmark = pytest.mark.browser

WALK = "cinderisle.living-walkthrough"
TWO = ("human", "ai-easy")
THREE = ("human", "ai-easy", "ai-easy")
LIVING = "&pace=0&rules=living"

EXPORT_SEED = 57
"""Three seats: by the human's sixth press a world event has scorched halves, the human holds a
half card, round 5."""
RELOAD_SEED = 9
"""Two seats: the same by the sixth press, round 4."""
UNDO_SEED = 48
"""Two seats: after 9 presses the human may build a causeway and still pay a Bribe."""
CARAVAN_SEED = 42
"""Two seats: the human's first roll is a 7 and its world event the Supply Caravan."""
REPLAY_SEED = 52
"""Two ai-easy seats: 134 moves; the tenth is a 7 whose Emberstorm burns halves."""


@pytest.fixture(autouse=True, scope="module")
def _no_walkthrough(_module_game):
    """The first-time walkthrough stays out of these games (it is tested on its own); the
    device forgets it again afterwards."""
    yield
    page = _module_game.page
    if not page.is_closed() and page.url.startswith(_module_game.url):
        page.evaluate("k => localStorage.removeItem(k)", WALK)


def clean(game, query: str = "?island=landfall"):
    """The page showing ``query`` on a device with no saved game and the walkthrough seen."""
    page = game.follow("?island=landfall")
    forget_saves(page)
    page.evaluate("k => localStorage.setItem(k, 'done')", WALK)
    return game.follow(query)


def living_mirror(seed: int, kinds: tuple[str, ...]) -> Mirror:
    m = Mirror.__new__(Mirror)
    config = GameConfig(seats=len(kinds), seed=seed, players=kinds, rules="living")
    m.screen = Screen(Table(config, [SeatSpec(k) for k in kinds]))
    m.settle()
    return m


def living_step(page, m: Mirror) -> None:
    """One press of the driver's simple policy; at the Supply Caravan, the first card offered."""
    d = settle(page)
    if d["phase"] == "caravan" and d["privacy"] == "0":
        res = RESOURCES[min(a.b for a in m.screen.legal() if a.kind == "caravan")]
        press(page, f"#tray [data-action=caravan][data-res={res}]")
        m.press(action="caravan", res=res)
        return
    step(page, m)


def play(page, m: Mirror, done, limit: int = 120) -> dict:
    for _ in range(limit):
        d = settle(page)
        if done(m):
            return d
        assert d["phase"] != "over", "the game ended first"
        living_step(page, m)
    raise AssertionError("the game did not get there")


def living_mid_game(m: Mirror) -> bool:
    """Round 4 or later, a world event drawn, halves scorched, the human holding a half card."""
    st = m.state
    return (st.turns >= 4 and st.living.event >= 0 and st.living.halves.count(SCORCHED) >= 2
            and any(st.living.held[0]) and m.screen.viewer() == 0)


FACTS_JS = """() => {
  const d = document.documentElement.dataset, all = s => [...document.querySelectorAll(s)];
  return {
    rules: d.rules, act: d.act, phase: d.phase, turns: d.turns, actions: d.actions,
    halves: Object.fromEntries(all('#board [data-half]').map(e => [e.dataset.half, e.dataset.resource])),
    numbers: Object.fromEntries(all('#board [data-tile]').map(e => [e.dataset.tile, e.dataset.number])),
    hand: Object.fromEntries(all('[data-hand-seat] [data-res]').map(e => [e.dataset.res, e.querySelector('.n')?.textContent])),
    supply: all('.supply-item[data-res]').map(e => e.getAttribute('title')),
    pieces: all('[data-piece]').map(e => e.dataset.piece + e.dataset.at).sort(),
    ashcloud: all('[data-ashcloud]').map(e => e.dataset.ashcloud),
    cards: all('[data-seat-card]').map(e => [e.dataset.renown, e.dataset.hand]),
  };
}"""


def facts(page) -> dict:
    return page.evaluate(FACTS_JS)


def hand_words(whole: int, half: int) -> str:
    """A hand's count as the page writes it ("3½", "½", "3")."""
    return (f"{whole}½" if whole else "½") if half else str(whole)


def assert_shows(page_facts: dict, m: Mirror) -> None:
    """The page's Living facts are the engine's (the halves, the tokens, the act, the hand)."""
    st = m.state
    living = m.screen.frame().view.living
    assert page_facts["rules"] == "living-island" and page_facts["act"] == str(st.living.act)
    assert page_facts["halves"] == halves_dict(st.living.halves)
    assert page_facts["numbers"] == {t: "" if n is None else str(n) for t, n in zip(
        page_facts["numbers"], living.numbers, strict=True)}
    assert page_facts["hand"] == {RESOURCES[r]: hand_words(st.hands[0][r], st.living.held[0][r]) for r in range(N_RES)}
    assert page_facts["actions"] == str(len(m.screen.table.match.actions))


def download(page, click) -> str:
    with page.expect_download() as info:
        click()
    return Path(info.value.path()).read_text(encoding="utf-8")


def import_file(page, text: str) -> None:
    page.locator("input[type=file][data-field=import]").set_input_files(
        files=[{"name": "game.json", "mimeType": "application/json", "buffer": text.encode()}])


# ---------------------------------------------------------------- records and saves


def test_a_living_record_exported_mid_game_replays_in_the_engine_and_imported_resumes(game, tmp_path):
    page = clean(game, link(EXPORT_SEED, THREE, LIVING))
    m = living_mirror(EXPORT_SEED, THREE)
    play(page, m, living_mid_game)
    before = facts(page)
    assert_shows(before, m)
    assert "scorched" in before["halves"].values() and "½" in "".join(before["hand"].values())

    text = download(page, page.locator("#top-actions [data-action=export-record]").click)
    record = json.loads(text)
    assert record["config"]["rules"] == "living-island"
    assert any(a.startswith("world ") for a in record["actions"]), "the world steps are in the record"
    replayed = Game.replay(record)
    assert replayed.state.summary() == m.state.summary()
    assert replayed.state.living.halves == m.state.living.halves and replayed.state.living.held == m.state.living.held
    # The engine's command line reads it too, and prints the island the page shows.
    path = tmp_path / "living.json"
    path.write_text(text, encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)], cwd=ROOT, capture_output=True,
                         text=True, timeout=120, check=True)
    printed = json.loads(out.stdout)
    assert printed["rules"] == "living-island" and printed["living"]["act"] == int(before["act"])
    assert printed["living"]["halves"] == before["halves"]
    assert printed["living"]["tokens"] == {t: int(n) for t, n in before["numbers"].items() if n}

    # Imported on a device that keeps no game: the very same game, where it was.
    forget_saves(page)
    game.follow("?island=landfall")
    import_file(page, text)
    expect(page.locator("[data-imported]")).to_contain_text(f"A Living Island game on Island {EXPORT_SEED} (")
    expect(page.locator("[data-imported]")).to_contain_text("not finished")
    page.get_by_role("button", name="Resume the imported game").click()
    settle(page)
    assert facts(page) == before
    assert parse_qs(urlsplit(page.url).query).get("rules") == ["living"]
    assert saved_game(page)["record"]["actions"] == record["actions"]


def test_a_reload_mid_game_resumes_the_same_living_island(game):
    query = link(RELOAD_SEED, TWO, LIVING)
    page = clean(game, query)
    m = living_mirror(RELOAD_SEED, TWO)
    play(page, m, living_mid_game)
    before = facts(page)
    assert_shows(before, m)
    game.open(query)  # a reload: the same link, a new boot
    settle(page)
    after = facts(page)
    assert after == before
    assert page.get_by_role("alert").count() == 0
    # The list of games in progress names its rule set.
    game.follow("?island=landfall")
    item = page.locator("[data-saved-game]")
    expect(item).to_have_count(1)
    expect(item).to_have_attribute("data-rules", "living-island")
    expect(item).to_contain_text(f"Island {RELOAD_SEED}")
    expect(item).to_contain_text("Living Island")


def test_a_cinderisle_record_without_rules_still_imports_as_cinderisle(game):
    """Old records name no rule set: Cinderisle.  A Living record with its rule set taken out is
    refused with the reason (its actions are no Cinderisle game's), never played as Cinderisle."""
    kinds = ("human", "ai-easy")
    t = Table(GameConfig(seats=2, seed=5, players=kinds), [SeatSpec(k) for k in kinds])
    for _ in range(14):
        t.ai_step()
    old = t.match.record()
    assert "rules" not in old["config"], "Cinderisle records are as they always were"
    page = clean(game)
    import_file(page, json.dumps(old))
    expect(page.locator("[data-imported]")).to_contain_text("not finished")
    expect(page.locator("[data-imported]")).not_to_contain_text("Living Island")
    page.get_by_role("button", name="Resume the imported game").click()
    d = settle(page)
    assert d["rules"] == "cinderisle" and "act" not in d and d["actions"] == str(len(old["actions"]))
    assert page.locator("#board [data-half]").count() == 0
    assert "rules" not in parse_qs(urlsplit(page.url).query)

    ai = ("ai-easy", "ai-easy")
    lt = Table(GameConfig(seats=2, seed=REPLAY_SEED, players=ai, rules="living"), [SeatSpec(k) for k in ai])
    while not any(a.kind == "world" for a in lt.match.actions):
        lt.ai_step()
    stripped = lt.match.record()
    del stripped["config"]["rules"]
    clean(game)
    import_file(page, json.dumps(stripped))
    alert = page.get_by_role("alert")
    expect(alert).to_have_count(1)
    expect(alert).to_contain_text("This game record cannot be used")
    assert data(page)["screen"] == "new-game"


# ---------------------------------------------------------------- replay


def test_the_replay_steps_through_a_world_event_and_back(game):
    kinds = ("ai-easy", "ai-easy")
    t = Table(GameConfig(seats=2, seed=REPLAY_SEED, players=kinds, rules="living"), [SeatSpec(k) for k in kinds])
    while not engine_state(t).is_over:
        t.ai_step()
    record = {**t.match.record(), "seats": [{"kind": s.kind, "name": s.name, "colour": s.colour} for s in t.seats]}
    r = Replay(t)
    burn = 10
    r.go(burn - 1)
    halves_before = halves_dict(r.sight.living.halves)
    r.go(burn)
    assert halves_dict(r.sight.living.halves) != halves_before and "World event" in str(r.lines[burn])

    page = clean(game)
    import_file(page, json.dumps(record))
    page.wait_for_function("document.documentElement.dataset.screen === 'replay'")

    def check(step: int) -> dict:
        page.wait_for_function(f"document.documentElement.dataset.replayStep === '{step}'")
        r.go(step)
        sight = r.sight
        shown = facts(page)
        assert shown["actions"] == str(r.actions_done) and shown["phase"] == sight.phase.label
        assert shown["rules"] == "living-island" and shown["act"] == str(sight.living.act)
        assert shown["halves"] == halves_dict(sight.living.halves)
        assert shown["numbers"] == {t: "" if n is None else str(n)
                                    for t, n in zip(shown["numbers"], sight.living.numbers, strict=True)}
        hands = page.eval_on_selector_all("[data-hand-seat]", "els => els.map(e => "
                                          "[...e.querySelectorAll('[data-count]')].map(c => c.querySelector('b').textContent))")
        assert hands == [[hand_words(sight.hand_of(i)[r], sight.half_cards[i][r]) for r in range(N_RES)]
                         for i in range(sight.n)], "every hand is shown, its half cards too"
        return {**shown, "hands": hands}

    final = check(r.total)
    assert any("½" in n for hand in final["hands"] for n in hand), "this game ends with a half card in a hand"
    page.get_by_role("button", name="Start", exact=True).click()
    first = check(0)
    assert "scorched" not in first["halves"].values()
    for step_ in range(1, burn):
        page.keyboard.press("ArrowRight")
        page.wait_for_function(f"document.documentElement.dataset.replayStep === '{step_}'")
    before = check(burn - 1)
    page.get_by_role("button", name="Next move").click()
    after = check(burn)
    changed = {h for h in after["halves"] if after["halves"][h] != before["halves"][h]}
    assert changed and all(after["halves"][h] == "scorched" for h in changed), "the Emberstorm burnt halves"
    expect(page.locator(".replay-what")).to_contain_text("World event: Emberstorm")
    page.get_by_role("button", name="Previous move").click()
    assert check(burn - 1)["halves"] == before["halves"], "a step back heals them again"
    page.get_by_role("button", name="End", exact=True).click()
    assert check(r.total) == final
    page.get_by_role("button", name="Leave the replay").click()
    page.wait_for_function("document.documentElement.dataset.screen === 'new-game'")


# ---------------------------------------------------------------- undo


def test_undo_takes_a_build_back_but_nothing_before_a_bribe(game):
    page = clean(game, link(UNDO_SEED, TWO, LIVING))
    m = living_mirror(UNDO_SEED, TWO)

    def ready(mm: Mirror) -> bool:
        s = mm.screen
        kinds = {a.kind for a in s.legal()}
        return (mm.state.phase.label == "main" and s.my_turn() and {"causeway", "bribe"} <= kinds
                and sum(mm.state.hands[0]) >= 4)

    play(page, m, ready)
    undo = page.locator("#tray [data-action=undo]")
    expect(undo).to_have_attribute("aria-disabled", "true")  # nothing to take back past the roll
    start = facts(page)

    def build() -> int:
        page.locator("[data-action=mode][data-kind=causeway]:visible").click()
        m.press(action="mode", kind="causeway")
        edge = m.lowest("edge")
        n = data(page)["actions"]
        page.locator(f'[data-edge="{edge}"]').click()
        page.wait_for_function("n => document.documentElement.dataset.actions !== n", arg=n)
        m.press(action="site", edge=edge)
        expect(page.locator(f'[data-piece=causeway][data-at="{edge}"]')).to_have_count(1)
        return edge

    edge = build()
    expect(undo).not_to_have_attribute("aria-disabled", "true")
    assert undo.get_attribute("aria-label").startswith("Undo the causeway"), undo.get_attribute("aria-label")
    undo.click()
    page.wait_for_function("n => document.documentElement.dataset.actions === n", arg=start["actions"])
    m.press(action="undo")
    assert facts(page) == start, "the island, the hand and the pieces as they were"
    assert_shows(start, m)
    expect(undo).to_have_attribute("aria-disabled", "true")

    # Built again, then a Bribe (its steal is a chance step): neither may be taken back now.
    edge = build()
    expect(undo).not_to_have_attribute("aria-disabled", "true")
    page.locator("[data-action=mode][data-kind=bribe]:visible").click()
    m.press(action="mode", kind="bribe")
    target = glowing(page, "tile")[0]
    assert target == min(m.screen.pressable().tiles)
    click_site(page, "tile", target)
    m.press(action="site", tile=TILE_IDS[target])
    assert m.state.living.bribed
    if settle(page)["phase"] == "rob":
        step(page, m)
    assert settle(page)["phase"] == "main"
    expect(undo).to_have_attribute("aria-disabled", "true")
    assert not m.screen.table.match.can_undo(0)
    page.locator("body").press("Control+z")  # the keyboard cannot take it back either
    expect(page.locator(f'[data-piece=causeway][data-at="{edge}"]')).to_have_count(1)
    assert data(page)["actions"] == str(len(m.screen.table.match.actions))
    assert_shows(facts(page), m)


# ---------------------------------------------------------------- links


def test_a_seed_link_deals_the_same_living_island_twice_and_cinderisle_its_own(game):
    query = link(5, TWO, LIVING)
    page = clean(game, query)
    settle(page)
    first = facts(page)
    m = living_mirror(5, TWO)
    assert_shows(first, m)
    assert len(first["halves"]) == 36
    forget_saves(page)
    game.open(query)  # a new boot, a new game from the same link
    second = facts(page)
    assert {k: second[k] for k in ("rules", "act", "halves", "numbers")} == \
        {k: first[k] for k in ("rules", "act", "halves", "numbers")}
    assert parse_qs(urlsplit(page.url).query).get("rules") == ["living"]
    # The same seed without rules=: Cinderisle's island, no halves, no act; a new game at once
    # (the Living game saved on the device is another game, not offered).
    game.follow(link(5, TWO))
    d = settle(page)
    assert d["screen"] == "game" and page.locator("[data-prompt=offer]").count() == 0
    other = facts(page)
    assert other["rules"] == "cinderisle" and other["act"] is None and other["halves"] == {}
    assert other["numbers"] != first["numbers"], "Cinderisle's island 5 is not Living Island's"
    assert "rules" not in parse_qs(urlsplit(page.url).query)
    # The Living link again: its saved game is offered, and resumed as it was.
    game.follow(query)
    offer = page.locator("[data-prompt=offer]")
    expect(offer).to_contain_text("Island 5")
    offer.get_by_role("button", name="Resume it").click()
    settle(page)
    assert facts(page) == second


# ---------------------------------------------------------------- the Supply Caravan


def test_the_supply_caravan_offers_its_cards_lights_the_hint_and_moves_the_card(game):
    query = link(CARAVAN_SEED, TWO, LIVING)
    page = clean(game, query)
    m = living_mirror(CARAVAN_SEED, TWO)
    for _ in range(40):
        d = settle(page)
        if d["phase"] == "caravan":
            break
        step(page, m)
    else:
        raise AssertionError("the Supply Caravan never came")
    assert m.screen.viewer() == 0 and m.state.phase.label == "caravan"
    assert d["event"] == "supply-caravan"
    before = facts(page)
    game.open(query)  # a reload at the caravan: the choice is asked again
    assert settle(page)["phase"] == "caravan" and facts(page) == before
    panel = page.locator("#tray .panel.caravan")
    expect(panel).to_be_visible()
    expect(panel.locator("h3")).to_have_text("Supply Caravan: take one card")
    legal = {RESOURCES[a.b] for a in m.screen.legal() if a.kind == "caravan"}
    picks = panel.locator("[data-action=caravan]")
    expect(picks).to_have_count(N_RES)
    offered = set(page.eval_on_selector_all("#tray [data-action=caravan]:not([disabled])",
                                            "els => els.map(e => e.dataset.res)"))
    assert offered == legal
    game.screenshot("living-caravan-1024")

    # Hint lights the card ai-normal would take.
    page.locator("[data-action=hint]:visible").first.click()
    m.press(action="hint")
    mark = m.screen.frame().hint_mark
    assert mark.startswith("caravan:")
    lit = page.locator("#tray [data-hinted]")
    expect(lit).to_have_count(1)
    assert lit.get_attribute("data-action") == "caravan" and f"caravan:{lit.get_attribute('data-res')}" == mark
    res = mark.removeprefix("caravan:")
    r = RESOURCES.index(res)
    st = m.state
    whole, supply = st.hands[0][r], st.supply[r]
    press(page, f"#tray [data-action=caravan][data-res={res}]")
    m.press(action="caravan", res=res)
    settle(page)
    st = m.state
    assert st.hands[0][r] == whole + 1
    assert st.supply[r] < supply
    expect(page.locator(f"[data-hand-seat] [data-res={res}] .n")).to_have_text(hand_words(whole + 1, st.living.held[0][r]))
    supply_now = f"{st.supply[r]}½" if st.living.supply_half[r] else str(st.supply[r])
    expect(page.locator(f".supply-item[data-res={res}]")).to_have_attribute(
        "title", f"{RES_NAMES[r]}: {supply_now} in the Supply")
    expect(page.locator("#log")).to_contain_text(f"took 1 {RES_NAMES[r]} from the Supply Caravan")
    expect(page.locator("#tray .panel.caravan")).to_have_count(0)
    assert_shows(facts(page), m)
