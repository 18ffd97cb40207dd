"""Saves, damaged saves, record files and replays: the site's pure Python (site/model/saves.py, site/model/replay.py)."""

from __future__ import annotations

import doctest
import json
import re
from pathlib import Path

import pytest

from engine.actions import CHANCE_KINDS
from engine.game import Game, GameConfig, RecordError

from model import links, saves
from model import replay as replay_module
from model.adapter import Match, engine_state
from model.replay import Replay
from model.table import SeatSpec, Table
from view import newgame_form, replay_html

NASTY = '<img src=x onerror=z=1>'


def finished(seed: int = 5, kinds: tuple[str, ...] = ("ai-easy",) * 3) -> Table:
    t = Table(GameConfig(seats=len(kinds), seed=seed, players=kinds),
              [SeatSpec(k, NASTY if i == 0 else "") for i, k in enumerate(kinds)])
    while not engine_state(t).is_over:
        t.ai_step()
    return t


def part_played(moves: int = 40, seed: int = 8) -> Table:
    t = Table(GameConfig(seats=2, seed=seed, island="landfall"), [SeatSpec("ai-easy", "Ana"), SeatSpec("ai-easy", "Bo")])
    for _ in range(moves):
        t.ai_step()
    return t


@pytest.fixture(scope="module")
def done() -> Table:
    return finished()


# ---------------------------------------------------------------- saves


def test_a_good_save_reads_back_as_the_same_game() -> None:
    t = part_played()
    data = t.save()
    data["link"] = {"island": "landfall", "seed": "8", "seats": "ai-easy,ai-easy"}
    check = saves.check_save(json.dumps(data))
    assert check.kind == "ok" and check.usable
    assert engine_state(check.table).summary() == engine_state(t).summary()
    assert check.link == data["link"]


@pytest.mark.parametrize("mutate,kind,words", [
    (lambda d: "{not json", "corrupt", "not JSON"),
    (lambda d: json.dumps([1, 2]), "corrupt", "not a Cinderisle save"),
    (lambda d: json.dumps({**d, "version": 0}), "older", "older version"),
    (lambda d: json.dumps({k: v for k, v in d.items() if k != "version"}), "corrupt", "could not be read"),
    (lambda d: json.dumps({**d, "version": 3}), "newer", "newer version"),
    (lambda d: json.dumps({**d, "record": {**d["record"], "version": 0}}), "older", "game record format 0"),
    (lambda d: json.dumps({**d, "record": {**d["record"], "actions": ["end"] + d["record"]["actions"]}}),
     "corrupt", "action 1 ('end')"),
    (lambda d: json.dumps({**d, "seats": [{"kind": "dragon", "name": "x"}] * 2}), "corrupt", "dragon"),
])
def test_a_save_that_cannot_be_used_says_why(mutate, kind, words) -> None:
    check = saves.check_save(mutate(part_played().save()))
    assert check.kind == kind and not check.usable and check.table is None
    notice = saves.save_notice(check)
    assert words in notice, notice
    assert "Export the damaged save" in notice


def test_damaged_saves_are_kept_aside_newest_last_and_bounded() -> None:
    text = None
    for i in range(saves.MAX_DAMAGED + 2):
        text = saves.keep_aside(text, f"save {i}", f"reason {i}", f"2026-11-29T22:0{i}:00.000Z")
    items = saves.damaged_list(text)
    assert [x["save"] for x in items] == [f"save {i}" for i in range(2, saves.MAX_DAMAGED + 2)]
    assert saves.damaged_file_name(0, items[0]) == "cinderisle-damaged-save-2026-11-29T22-02-00.json"
    assert saves.damaged_list("{broken")[0]["save"] == "{broken", "even a broken list is kept, as text"


# ---------------------------------------------------------------- record files


def test_a_record_file_replays_in_the_engine_and_reads_back(done: Table) -> None:
    name, text = saves.record_file(done, {"seed": "5"})
    assert name == f"cinderisle-5-round-{(engine_state(done).turns - 1) // engine_state(done).n + 1}.json", "rounds, as the page counts"
    game = Game.replay(text)  # what `python -m engine replay` does
    assert game.state.summary() == engine_state(done).summary() and game.state.winner == engine_state(done).winner
    table, link = saves.read_record(text)
    assert engine_state(table).summary() == engine_state(done).summary()
    assert table.seats == done.seats and table.seats[0].name == NASTY
    assert table.log == done.log and table.history == done.history and table.collected == done.collected
    assert link == links.game_query(5, 5, ("ai-easy",) * 3)


def test_an_unfinished_record_resumes_where_it_stopped() -> None:
    t = part_played()
    table, link = saves.read_record(saves.record_file(t)[1])
    assert not engine_state(table).is_over and engine_state(table).summary() == engine_state(t).summary()
    assert link == {"island": "landfall", "seed": "8", "seats": "ai-easy,ai-easy"}
    assert table.ai_step() is not None, "the game goes on"


def test_an_engine_record_without_seats_reads_with_the_configs_kinds() -> None:
    g = Game(GameConfig(seats=2, seed=3, players=("random", "martian"), names=("Ana",)))
    g.play(g.legal_actions()[0])
    table, _ = saves.read_record(g.record_json())
    assert [s.kind for s in table.seats] == ["random", "human"] and table.seats[0].name == "Ana"


def test_a_record_keeps_the_tables_clocks_and_one_made_before_them_plays_on_standard() -> None:
    """RULINGS 5: the clocks are part of the game's record; a record that names none (made
    before the option) resumes on the Standard clocks; clocks that are no setting are refused."""
    g = Game(GameConfig(seats=2, seed=3, clocks="relaxed"))
    g.play(g.legal_actions()[0])
    record = g.record()
    assert record["config"]["clocks"] == "relaxed"
    assert Game.replay(record).config.clocks == "relaxed"
    old = {**record, "config": {k: v for k, v in record["config"].items() if k != "clocks"}}
    assert Game.replay(old).config.clocks == "standard"
    with pytest.raises(RecordError, match="clocks 'fast'"):
        Game.replay({**record, "config": {**record["config"], "clocks": "fast"}})


@pytest.mark.parametrize("tamper,reason", [
    (lambda d: {**d, "actions": [*d["actions"][:10], "beacon 3", *d["actions"][10:]]}, "action 11 ('beacon 3')"),
    (lambda d: {**d, "actions": ["dice 6 6"] + d["actions"]}, "action 1"),
    (lambda d: {**d, "version": 7}, "record version 7"),
    (lambda d: {**d, "config": {**d["config"], "seats": 9}}, "2 to 4 seats"),
    (lambda d: {"hello": 1}, "not a Cinderisle game record"),
    (lambda d: {**d, "config": []}, "bad config: 'config' must be an object"),
])
def test_a_tampered_record_names_the_reason(done: Table, tamper, reason) -> None:
    data = tamper(done.match.record())
    with pytest.raises(RecordError) as err:
        saves.read_record(json.dumps(data))
    assert reason in str(err.value)


def test_a_file_that_is_not_json_or_far_too_large_is_refused() -> None:
    with pytest.raises(RecordError, match="not JSON"):
        saves.read_record("<html>")
    with pytest.raises(RecordError, match="too large"):
        saves.read_record(" " * (saves.MAX_FILE_CHARS + 1))


def test_the_saves_section_offers_import_and_damaged_exports_as_text() -> None:
    html = newgame_form.section_html([{"reason": NASTY, "when": "", "save": "x"}],
                              imported="A game on Island 3 (Ana), round 2, not finished.")
    assert "<img" not in html and "&lt;img" in html
    for action in ("import-resume", "import-replay", "export-damaged", "forget-damaged"):
        assert f'data-action="{action}"' in html
    assert 'type="file"' in html and 'accept=".json,application/json"' in html
    plain = newgame_form.section_html([])
    assert 'data-action="import-resume"' not in plain and 'type="file"' in plain


def test_a_save_s_form_is_checked_without_playing_it_again() -> None:
    data = part_played(10).save()
    assert saves.parse_save(json.dumps(data))[0] == data
    for text, kind in (("{oops", "corrupt"), (json.dumps({**data, "version": 9}), "newer"),
                       (json.dumps({**data, "record": {**data["record"], "version": 0}}), "older")):
        parsed, check = saves.parse_save(text)
        assert parsed is None and check is not None and check.kind == kind


# ---------------------------------------------------------------- replay


def test_replay_steps_match_the_engine_at_every_move(done: Table) -> None:
    r = Replay(done)
    moves = [a for a in done.match.actions if a.kind not in CHANCE_KINDS]
    assert r.total == len(moves) and r.step == r.total
    assert r.sight == done.match.open_sight()
    record = done.match.record()
    for step in (0, 1, 7, r.total // 2, r.total - 1, r.total):
        r.go(step)
        upto = r.actions_done
        assert Match.replay(record, upto=upto).open_sight() == r.sight
        assert sum(1 for a in done.match.actions[:upto] if a.kind not in CHANCE_KINDS) == step
    r.go(0)
    assert r.actions_done == 0 and r.shown_log() == []


def test_replay_buttons_step_and_stop_at_the_ends(done: Table) -> None:
    r = Replay(done)
    assert not r.press("replay-next") and r.step == r.total
    assert r.press("replay-back") and r.step == r.total - 1
    assert r.press("replay-start") and r.step == 0 and not r.press("replay-back")
    assert r.press("replay-next") and r.step == 1
    assert r.press("replay-end") and r.step == r.total
    html = replay_html.controls_html(r)
    assert f"Move {r.total} of {r.total}" in html
    assert 'data-action="replay-next" disabled' in html and 'data-action="replay-end" disabled' in html
    assert 'data-action="replay-back">' in html, "back is possible at the end"


def test_replay_shows_every_hand_and_names_as_text(done: Table) -> None:
    r = Replay(done)
    r.go(r.total // 2)
    html = replay_html.hands_html(r)
    for seat in range(engine_state(done).n):
        assert f'data-hand-seat="{seat}"' in html
    counts = [int(x) for x in re.findall(r'data-count="(\d+)"', html)]
    state = Game.replay(done.match.record(), upto=r.actions_done).state  # the engine's, at that step
    assert counts == [n for hand in state.hands for n in hand]
    assert "<img" not in html and "&lt;img src=x" in html
    frame = r.frame()
    assert frame.viewer is None and frame.legal == ()
    assert all(frame.view.hand_of(i) == tuple(state.hands[i]) for i in range(state.n)), "the all-hands view"
    assert frame.view.corner_piece == tuple(state.corner_piece)


def test_a_living_replay_shows_every_hand_s_half_cards() -> None:
    kinds = ("ai-easy", "ai-easy")
    t = Table(GameConfig(seats=2, seed=52, players=kinds, rules="living"), [SeatSpec(k) for k in kinds])
    while not engine_state(t).is_over:
        t.ai_step()
    r = Replay(t)
    held = engine_state(t).living.held
    assert any(any(h) for h in held), "seed 52 ends with half cards in hand"
    html = replay_html.hands_html(r)
    assert [int(x) for x in re.findall(r'data-half="(\d)"', html)] == [x for h in held for x in h]
    shown = re.findall(r'data-count="(\d+)"[^>]*>.*?<b>([^<]*)</b>', html)
    hands = engine_state(t).hands
    assert [b for _, b in shown] == [(f"{n}½" if n else "½") if h else str(n)
                                     for hand, hs in zip(hands, held, strict=True)
                                     for n, h in zip(hand, hs, strict=True)]
    assert saves.describe_record(t).startswith("A finished Living Island game on Island 52 (")
    r.go(0)
    assert "½" not in replay_html.hands_html(r)
    assert 'data-half' not in replay_html.hands_html(Replay(part_played(10))), "a Cinderisle replay as before"


@pytest.mark.parametrize("module", [saves, replay_module, links], ids=lambda m: m.__name__)
def test_doctests(module) -> None:
    assert doctest.testmod(module).failed == 0


def test_saves_and_replay_use_no_browser_modules() -> None:
    import ast

    for module in (saves, replay_module):
        tree = ast.parse(Path(module.__file__).read_text())
        imported = {
            (node.module or "").split(".")[0] if isinstance(node, ast.ImportFrom) else alias.name.split(".")[0]
            for node in ast.walk(tree)
            if isinstance(node, (ast.Import, ast.ImportFrom))
            for alias in node.names
        }
        assert not imported & {"js", "pyscript", "pyodide"}, module.__name__
