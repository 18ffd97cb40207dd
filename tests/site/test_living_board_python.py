"""Living Island's board at the model level (``view/living_svg.py``, ``view/living_panel.py``,
``words/living_places.py``): every half drawn with its hooks, the numbers where the rings carried
them, "Next spin", the sunk tile, pressable halves, the act bar, and tiles named as they are now.
Cinderisle's board draws none of it."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from engine.cards import DOTS, RESOURCES
from engine.game import GameConfig
from engine.halves import CENTRE, half_id
from engine.hexgrid import TILE_IDS, topology
from engine.living import NO_HALF, SCORCHED

from model import living_facts
from model.adapter import engine_state
from model.frame import Frame, Pressable
from model.table import SeatSpec, Table
from update import messages as msg
from update.screen import Screen
from view import panels
from view.living_panel import chance_percents
from view.place_names import corner_name
from walks import walk
from words import places
from words.living_places import island_now, tile_names

HALF = re.compile(r'<g class="half[^"]*" data-half="([A-E][1-5][ns])" data-resource="([a-z]+)"')
TILE = re.compile(r'<g class="(tile[^"]*)" data-tile="([A-E][1-5])" data-terrain="([a-z]*)" data-number="(\d*)"')
NEXT = re.compile(r'data-tile="([A-E][1-5])"[^>]*>(?:(?!data-tile=).)*?data-next="(\d*)"')


def living_screen(seed: int = 5) -> Screen:
    return Screen(Table(GameConfig(seats=4, seed=seed, rules="living"),
                        [SeatSpec("human")] + [SeatSpec("ai-easy")] * 3))


def board(f: Frame) -> str:
    _, layers, _ = panels.board_layers(f, "island")
    return "".join(svg for _, svg in layers)


def turned(seed: int = 5) -> Screen:
    """A Living game played on until its rings have turned."""
    s = living_screen(seed)
    for _ in walk(s, random.Random(seed), 4000):
        if s.frame().view.living.ring != 0:
            return s
    pytest.fail("the rings never turned")


def test_every_half_is_drawn_with_its_resource() -> None:
    s = turned()
    f = s.frame()
    living = f.view.living
    drawn = dict(HALF.findall(board(f)))
    expected = {half_id(h): ("scorched" if r == SCORCHED else RESOURCES[r])
                for h, r in enumerate(living.halves) if r != NO_HALF}
    assert drawn == expected
    assert len(drawn) == 36


def test_the_tokens_show_their_numbers_now() -> None:
    f = turned().frame()
    living = f.view.living
    shown = {tile: number for _, tile, _, number in TILE.findall(board(f))}
    assert shown == {TILE_IDS[t]: "" if n is None else str(n) for t, n in enumerate(living.numbers)}
    assert living.numbers != f.island.numbers  # (so the dealt numbers would fail this)


def test_next_spin_shows_the_numbers_after_the_next_ring_step() -> None:
    s = living_screen()
    before = s.frame()
    assert 'data-next="' not in board(before)
    assert 'data-action="preview-spin"' in panels.regions(before)["status"]
    s.press(msg.PreviewSpin())
    f = s.frame()
    assert f.preview
    ghosts = {tile: number for tile, number in NEXT.findall(board(f))}
    living = f.view.living
    assert ghosts == {TILE_IDS[t]: str(n) for t, n in enumerate(living.preview) if t != CENTRE}
    assert living.preview != living.numbers
    # after the next ring step, the numbers are what Next spin showed
    for _ in walk(s, random.Random(3), 4000):
        now = s.frame().view.living
        if now.ring != living.ring:
            break
    after = {tile: number for _, tile, _, number in TILE.findall(board(replace(s.frame(), preview=False)))}
    assert (now.ring, now.reversed) == (living.ring + 1, living.reversed)  # (one step: no Tremor, no Reversal)
    assert after == {TILE_IDS[t]: "" if n is None else str(n) for t, n in enumerate(living.preview)}
    s.press(msg.PreviewSpin())
    assert not s.frame().preview and 'data-next="' not in board(s.frame())


def test_the_sunk_tile_is_gone_from_the_sea() -> None:
    s = turned()
    state = engine_state(s)
    t = 12
    state.living.sunk = t
    state.living.halves[2 * t] = state.living.halves[2 * t + 1] = NO_HALF
    svg = board(s.frame())
    tile = re.search(rf'<g class="[^"]*" data-tile="{TILE_IDS[t]}".*?</title>(.*?)</g>(?=<g class="tile)', svg)
    assert tile is not None
    head = re.search(rf'<g class="([^"]*)" data-tile="{TILE_IDS[t]}"[^>]*data-number="(\d*)"', svg)
    assert head is not None and "is-sunk" in head.group(1) and head.group(2) == ""
    assert f'data-half="{TILE_IDS[t]}n"' not in svg and f'data-half="{TILE_IDS[t]}s"' not in svg
    assert 'class="disc' not in tile.group(1) and "tile-sea" in tile.group(1)
    assert len(HALF.findall(svg)) == 34
    assert tile_names(s.frame().view.living)[t] == "the sunk tile"


def test_pressable_halves_glow_and_press_as_half_sites() -> None:
    s = turned()
    f = replace(s.frame(), pressable=Pressable(halves=(9, 20)))
    assert f.pressable.kind == "half"
    svg = board(f)
    pressed = re.findall(r'<g class="half[^"]* is-pressable" data-half="([A-E][1-5][ns])"[^>]*role="button"', svg)
    assert pressed == ["B2s", half_id(20)]
    assert svg.count('tabindex="0"') == 1 and svg.count('class="half-ring"') == 2
    hinted = board(replace(f, pressable=Pressable(halves=(9, 20), hinted="half 20")))
    assert re.findall(r'class="half[^"]* is-hinted" data-half="([A-E][1-5][ns])"', hinted) == [half_id(20)]
    assert msg.parse({"action": "site", "half": "B2s"}) == msg.Site("half", 9)
    with pytest.raises(msg.UnknownMessage):
        msg.parse({"action": "site", "half": "C9n"})
    from test_messages import presses  # the walk's reading of what is drawn
    sites = [data for data, _ in presses(svg) if data.get("action") == "site"]
    assert [msg.parse(data) for data in sites] == [msg.Site("half", 9), msg.Site("half", 20)]


def test_the_act_bar_shows_the_act_what_moves_it_and_the_odds() -> None:
    s = living_screen()
    status = panels.regions(s.frame())["status"]
    assert 'data-living="act"' in status and 'data-act="1"' in status
    assert "Act II when someone has 5 renown" in status
    chances = dict(re.findall(r'data-chance="(burn|heal|still)" data-percent="(\d+)"', status))
    assert chances == {"burn": "75", "heal": "0", "still": "25"}
    state = engine_state(s)
    state.living.act, state.living.reversed = 3, True
    status = panels.regions(s.frame())["status"]
    assert 'data-act="3"' in status and "a healed island ends the game" in status
    assert 'data-reversed="1"' in status and "Reversed!" in status
    assert 'data-reversed="1"' in board(s.frame())
    assert all(sum(chance_percents(c)) == 100 for c in [(0.1, 0.2, 0.7), (1 / 3, 1 / 3, 1 / 3), (0.125, 0.5, 0.375)])
    from engine.phase import Phase
    state.phase = Phase.OVER  # once the game is over, no event's chances and no next act
    status = panels.regions(s.frame())["status"]
    assert "data-chance" not in status and "The game is over." in status and "a healed island" not in status


def test_ring_arrows_point_the_way_the_tokens_move() -> None:
    s = living_screen()
    svg = board(s.frame())
    assert svg.count('data-ring="outer" data-turn="clockwise"') == 12
    assert svg.count('data-ring="inner" data-turn="anticlockwise"') == 6
    engine_state(s).living.reversed = True
    svg = board(s.frame())
    assert svg.count('data-ring="outer" data-turn="anticlockwise"') == 12
    assert svg.count('data-ring="inner" data-turn="clockwise"') == 6


def test_tiles_are_named_as_the_board_shows_them_now() -> None:
    s = turned()
    state = engine_state(s)
    living = state.living
    pine, kelp = RESOURCES.index("pine"), RESOURCES.index("kelp")
    living.halves[0:2] = [pine, pine]
    living.halves[2:4] = [pine, kelp]
    living.halves[4:6] = [SCORCHED, SCORCHED]
    living.halves[6:8] = [kelp, SCORCHED]
    f = s.frame()
    numbers = f.view.living.numbers
    names = tile_names(f.view.living)
    assert names[0].removeprefix("the northern ").removeprefix("the southern ") == f"Pine {numbers[0]}"
    assert names[1].endswith(f"Pine-Kelp {numbers[1]}") and names[2].endswith(f"scorched {numbers[2]}")
    assert names[3].endswith(f"Kelp-scorched {numbers[3]}") and names[CENTRE] == "the Ash Caldera"
    assert len(set(names)) == len(names)
    # the board says them: a tile's own name, a corner's
    svg = board(f)
    assert f"<title>Tile A2: {names[1]} ({DOTS[numbers[1]]} dots)</title>" in svg
    corner = topology().tile_corners[1][0]
    assert names[1].removeprefix("the ") in corner_name(f.island, corner, f.view)
    assert places.corner_words(island_now(f.island, f.view.living), corner).lower() in corner_name(
        f.island, corner, f.view).lower()
    assert s.place_words("tile", 1) == names[1]  # a refusal names a place as the board does
    # Show dots counts the numbers now
    dots = living_facts.corner_dots_now(engine_state(s).board.corner_dots, f.view.living)
    assert dots[corner] == sum(DOTS[numbers[u]] for u in topology().corner_tiles[corner] if numbers[u])
    assert dots != engine_state(s).board.corner_dots


def test_cinderisle_draws_no_living_board() -> None:
    s = Screen(Table(GameConfig(seats=4, seed=5), [SeatSpec("human")] + [SeatSpec("ai-easy")] * 3))
    s.press(msg.PreviewSpin())
    f = s.frame()
    assert not f.preview and f.view.living is None
    assert "data-half" not in board(f) and "ring-arrow" not in board(f)
    assert "data-living" not in panels.regions(f)["status"]


def test_a_half_pressed_with_nothing_to_do_does_nothing() -> None:
    """A press on a half outside any mode that takes one changes nothing (the tray's modes take them)."""
    s = turned()
    before = s.frame()
    s.press(msg.Site("half", 9))
    assert s.frame().view == before.view


def test_the_log_names_tiles_as_the_board_showed_them_then() -> None:
    """Each line that moves the Ashcloud names its tile as the board showed it when the line was
    written (its halves, its number then), and the line stays so after."""
    s = living_screen(6)
    checked: list[tuple[str, str]] = []
    seen = 0
    for _ in walk(s, random.Random(6), 3000, every=True):
        log = s.table.log
        new, seen = log[seen:], len(log)
        names = tile_names(s.frame().view.living)
        for line in new:
            m = re.search(r"moved the Ashcloud to (.+?)\.", line)
            if m and s.frame().view.living.ring:
                tile = m.group(1)
                assert tile in names, (line, names)
                checked.append((line, tile))
        if len(checked) >= 3:
            break
    assert len(checked) >= 3
    assert all(line in s.table.log for line, _ in checked)


PLACE = re.compile(r"\b((?:Pine|Basalt|Kelp|Millet|Copper|scorched)(?:-(?:Pine|Basalt|Kelp|Millet|Copper|scorched))? \d+)\b")


def test_hints_name_tiles_as_the_board_shows_them_now() -> None:
    s = turned(7)
    named = 0
    for _ in walk(s, random.Random(7), 3000):
        if not s.frame().can_hint:
            continue
        s.press(msg.Hint())
        f = s.frame()
        labels = {n.removeprefix("the ").removeprefix("northern ").removeprefix("southern ")
                  .removeprefix("western ").removeprefix("eastern ") for n in tile_names(f.view.living)}
        for place in PLACE.findall(f.hint):
            assert place in labels, (f.hint, labels)
            named += 1
        s.press(msg.Hint())
        if named >= 5:
            break
    assert named >= 5
