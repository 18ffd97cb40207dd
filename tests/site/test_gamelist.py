"""The games in progress on one device (site/model/gamelist.py): read from their saves without playing
them again, matched with a start link, the oldest suggested to let go, two tabs' records of one
game, and the list's HTML."""

from __future__ import annotations

import ast
import doctest
import json
import re
from pathlib import Path

import pytest

from engine.game import GameConfig
from engine.rules import legal_actions

from model import coach, gamelist, saves
from model.adapter import engine_state
from model.gamelist import Entry, Prompt
from model.table import SeatSpec, Table
from view import firstpaint, newgame_form

NASTY = "<img src=x onerror=z=1>"
KINDS = ("human", "ai-easy", "ai-normal")


def played(moves: int, seed: int = 8, names: tuple[str, ...] = ("Ana", "", ""), tide: bool = False) -> Table:
    config = GameConfig(seats=3, seed=seed, tide=tide, players=KINDS, names=names)
    t = Table(config, [SeatSpec(k, n) for k, n in zip(KINDS, names, strict=True)])
    for _ in range(moves):
        if t.decider in t.ai:
            t.ai_step()
        else:
            t.play(legal_actions(engine_state(t))[0])
    return t


def saved(t: Table, game_id: str, played_at: float, **extra: object) -> tuple[str, str]:
    """(key, text) as the page keeps a game of the list."""
    data = t.save()
    data["link"] = {"seed": str(t.match.config.seed), "seats": ",".join(KINDS)}
    data["entry"] = gamelist.entry_info(game_id, played_at, engine_state(t).turns, "tab1")
    data.update(extra)
    return gamelist.game_key(game_id), json.dumps(data)


def test_doctests() -> None:
    assert doctest.testmod(gamelist).failed == 0


def test_an_entry_is_read_from_its_save_without_playing_it_again() -> None:
    t = played(60)
    key, text = saved(t, "g1", 1_000.0)
    entry = gamelist.read_entry("g1", text)
    assert isinstance(entry, Entry)
    assert (entry.id, entry.key, entry.island, entry.turns, entry.played) == ("g1", key, 8, engine_state(t).turns, 1_000.0)
    assert entry.seats == tuple(t.seats) and entry.kinds == KINDS and not entry.coached and not entry.over
    assert entry.config == t.match.config.to_dict()
    assert entry.round == gamelist.round_words(engine_state(t).turns, 3) and engine_state(t).turns > 3
    # A save without its entry (the older page's single save) is played again once, for its turn.
    bare = json.loads(text)
    del bare["entry"]
    again = gamelist.read_entry("g1", json.dumps(bare))
    assert isinstance(again, Entry) and again.turns == engine_state(t).turns and again.played == 0.0


def test_rounds_are_counted_as_the_status_counts_them() -> None:
    assert gamelist.round_words(0, 3) == "Placement"
    assert gamelist.round_words(71, 3) == "round 24"  # (status.status_html's own example)
    assert [gamelist.round_words(t, 4) for t in (1, 4, 5, 8, 9)] == ["round 1", "round 1", "round 2", "round 2", "round 3"]


def test_the_list_leaves_other_keys_and_finished_games_out_and_reports_the_damaged() -> None:
    a, b = played(20), played(40, seed=9)
    over = played(0, seed=5)
    while not engine_state(over).is_over:
        over.ai_step() if over.decider in over.ai else over.play(legal_actions(engine_state(over))[0])
    over_text = json.loads(saved(over, "done", 9.0)[1])
    del over_text["entry"]  # (its turn is learnt by playing it again: over)
    items = [
        saved(a, "old", 100.0), saved(b, "new", 200.0, coach={"done": []}),
        ("cinderisle.table", "not a game of the list"), ("cinderisle.pace", "0"),
        (gamelist.game_key("done"), json.dumps(over_text)),
        (gamelist.game_key("bad"), "{oops"), (gamelist.game_key("newer"), json.dumps({**over_text, "version": 99})),
        (gamelist.game_key("shape"), json.dumps({**json.loads(saved(a, "x", 1.0)[1]), "seats": [{"name": "no kind"}] * 3})),
    ]
    entries, bad = gamelist.read_list(items)
    assert [e.id for e in entries] == ["new", "old"], "the most recently played first"
    assert entries[0].coached and not entries[1].coached
    assert {key: check.kind for key, _, check in bad} == {
        "cinderisle.game.bad": "corrupt", "cinderisle.game.newer": "newer", "cinderisle.game.shape": "corrupt"}
    assert all(check.reason for _, _, check in bad) and dict((k, t) for k, t, _ in bad)["cinderisle.game.bad"] == "{oops"
    assert gamelist.oldest(entries).id == "old"


def test_a_start_link_finds_its_saved_game_by_config_and_seat_kinds_names_aside() -> None:
    t = played(30, names=("Ana", "Bo", ""))
    entries, _ = gamelist.read_list([saved(t, "g", 5.0)])
    link = GameConfig(seats=3, seed=8, island=None, tide=False, players=KINDS, names=("", "", "")).to_dict()
    assert gamelist.find_same(entries, link, KINDS) is entries[0]
    assert gamelist.find_same(entries, {**link, "tide": True}, KINDS) is None
    assert gamelist.find_same(entries, {**link, "seed": 9}, KINDS) is None
    assert gamelist.find_same(entries, {**link, "island": "landfall"}, KINDS) is None
    assert gamelist.find_same(entries, link, ("human", "ai-easy", "ai-easy")) is None
    # An option the config gains (a table option, say) counts by itself: on one side only, another game.
    assert gamelist.find_same(entries, {**link, "clocks": "relaxed"}, KINDS) is None
    both = [Entry(**{**entries[0].__dict__, "config": {**entries[0].config, "clocks": "relaxed"}})]
    assert gamelist.find_same(both, {**link, "clocks": "relaxed"}, KINDS) is both[0]
    # Two saves of the same game: the one played last.
    twice = [Entry(**{**entries[0].__dict__, "id": "later", "played": 9.0}), entries[0]]
    assert gamelist.find_same(twice, link, KINDS).id == "later"


def test_two_tabs_records_of_one_game() -> None:
    assert gamelist.follow_on(["a", "b"], ["a", "b", "c"]) == "theirs"
    assert gamelist.follow_on(["a", "b", "c"], ["a", "b"]) == "mine"
    assert gamelist.follow_on([], []) == "same"
    assert gamelist.follow_on(["a", "x"], ["a", "y", "z"]) == "fork"


def _entries(n: int) -> list[Entry]:
    t = played(12, names=(NASTY, "", ""))
    entries, _ = gamelist.read_list([saved(t, f"g{i}", 1_000.0 * (i + 1)) for i in range(n)])
    return entries


def test_the_list_offers_resume_and_delete_for_each_game_with_names_as_text() -> None:
    entries = _entries(3)
    html = newgame_form.list_html(entries, 3_600_000.0)
    assert "<img" not in html and "&lt;img" in html
    assert re.findall(r'data-saved-game="(\w+)"', html) == ["g2", "g1", "g0"]
    assert html.count('data-action="resume"') == 3 and html.count('data-action="delete-game"') == 3
    assert "Games in progress (3)" in html and "Last played 59 minutes ago" in html
    assert 'data-action="delete-confirm"' not in html and "let-go" not in html
    asking = newgame_form.list_html(entries, 3_600_000.0, deleting="g1")
    assert asking.count('data-action="delete-confirm"') == 1 and 'data-game="g1"' in asking
    assert 'data-action="delete-cancel"' in asking and 'aria-expanded="true"' in asking
    assert newgame_form.list_html([], 0.0) == ""


def test_a_full_list_asks_which_game_to_let_go_the_oldest_suggested() -> None:
    entries = _entries(gamelist.MAX_GAMES)
    html = newgame_form.list_html(entries, 10_000.0, Prompt("room", what="the new game on Landfall (4 seats)"))
    assert 'data-prompt="room"' in html and "the new game on Landfall (4 seats)" in html
    first = re.search(r'<div class="saved-prompt".*?</div>', html, re.S)
    assert first is not None and 'data-action="let-go" data-game="g0"' in first.group(0), "the oldest is suggested"
    assert html.count('data-action="let-go"') == gamelist.MAX_GAMES + 1 and 'data-action="let-go-cancel"' in html
    assert 'data-action="delete-game"' not in html
    assert html.count("the oldest") >= 2


def test_a_link_s_saved_game_is_offered_before_the_list() -> None:
    entries = _entries(2)
    html = newgame_form.list_html(entries, 10_000.0, Prompt("offer", "g0"))
    assert html.index('data-prompt="offer"') < html.index("Games in progress")
    assert 'data-action="resume" data-game="g0"' in html and 'data-action="start-anew"' in html
    assert 'data-prompt' not in newgame_form.list_html(entries, 0.0, Prompt("offer", "gone"))


def test_the_coach_s_key_and_the_first_paint_s_keys_are_the_list_s() -> None:
    assert gamelist.COACH_KEY == coach.SAVE_KEY
    assert gamelist.GAME_PREFIX + "*" in firstpaint.UNLESS and saves.SAVE_KEY in firstpaint.UNLESS


def test_the_list_uses_no_browser_module() -> None:
    tree = ast.parse(Path(gamelist.__file__).read_text())
    imported = {f"{node.module}.{alias.name}" if isinstance(node, ast.ImportFrom) else alias.name
                for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom)) for alias in node.names}
    assert not {name.split(".")[0] for name in imported} & {"js", "pyscript", "pyodide", "update", "glue"}, imported
    assert not imported & {"model.table", "model.adapter"}, imported


@pytest.mark.parametrize("seconds,words", [(0, "just now"), (61, "1 minute ago"), (3 * 86_400, "3 days ago")])
def test_ago_words(seconds: int, words: str) -> None:
    assert gamelist.ago_words(1_000.0, 1_000.0 + seconds * 1000) == words
