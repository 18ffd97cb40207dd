"""The accessibility of the board's SVG and the keyboard helpers, in CPython: no browser needed.

The page's own behaviour (keys, focus, hit areas, axe-core) is tested in
``test_site_a11y.py``; here the pure parts: what ``board_svg`` writes for assistive
technology and where ``a11y`` moves the focus on a real island's geometry.
"""

from __future__ import annotations

import doctest
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from engine.game import Game, GameConfig
from engine.hexgrid import TILE_IDS, topology
from engine.island import landfall

from model.frame import Pressable
from view import a11y, board_svg, place_names
from words import places

SITE = Path(__file__).resolve().parents[2] / "site"

SVG = "{http://www.w3.org/2000/svg}"


def pressable_sites(root: ET.Element) -> list[ET.Element]:
    return [e for e in root.iter() if "is-pressable" in (e.get("class") or "")]


def render(**kw) -> ET.Element:
    return ET.fromstring(board_svg.render_island(landfall(), **kw))


@pytest.mark.parametrize("module", [a11y, board_svg, place_names], ids=lambda m: m.__name__)
def test_doctests(module) -> None:
    assert doctest.testmod(module).failed == 0


@pytest.mark.parametrize("kind", ["corners", "edges", "tiles"])
def test_pressable_sites_are_named_buttons_with_one_in_the_tab_order(kind: str) -> None:
    ids = {"corners": (3, 17, 40), "edges": (5, 19, 60), "tiles": (2, 9, 15)}[kind]
    root = render(pressable=Pressable(**{kind: ids}))
    sites = pressable_sites(root)
    assert len(sites) == 3
    assert all(e.get("role") == "button" and e.get("aria-label") for e in sites)
    assert [e.get("tabindex") for e in sites] == ["0", "-1", "-1"]  # the lowest id first
    assert all(e.get("data-x") and e.get("data-y") for e in sites)
    if kind != "tiles":  # a hit area and a focus ring in every pressable corner and edge
        for e in sites:
            classes = [c.get("class") for c in e]
            assert "site-hit" in classes and "site-focus site-focus-band" in classes
    # Nothing else on the board is focusable.
    focusable = [e for e in root.iter() if e.get("tabindex") is not None]
    assert focusable == sites


def test_names_follow_the_engines_island_and_pieces() -> None:
    island, topo = landfall(), topology()
    game = Game(GameConfig(seats=2, seed=1, island="landfall", names=("Ana", "Bo")))
    first_hearth = next(a for a in game.legal_actions())
    game.play(first_hearth)
    state = game.state
    c = first_hearth.a
    label = place_names.corner_name(island, c, state, ["Ana", "Bo"], [], ashcloud=state.ash)
    seat = state.corner_seat[c]
    assert label.startswith(places.corner_words(island, c).capitalize()[0]) and label.endswith(
        f"{['Ana', 'Bo'][seat]}'s hearth"), label
    assert label.lower().startswith(places.corner_words(island, c).lower()) and not re.search(r"\b[A-E]\d\b", label)
    for t in topo.corner_tiles[c]:
        assert places.tile_words(island, t).removeprefix("the ") in label
    # Every tile name says its id, terrain and number; the Ashcloud's tile says so.
    root = render(ashcloud=island.caldera)
    tiles = {e.get("data-tile"): e.get("aria-label") for e in root.iter(f"{SVG}g") if e.get("data-tile")}
    assert set(tiles) == set(TILE_IDS)
    for t, tile in enumerate(TILE_IDS):
        number = island.numbers[t]
        assert tiles[tile].startswith(f"Tile {tile}: ")
        assert (f" {number} " in tiles[tile]) if number is not None else tiles[tile].endswith("Ashcloud")
    # Edges: named by the tiles beside them, never by a number.
    for e in (0, 33, 71):
        label = place_names.edge_name(island, e)
        assert label.lower().startswith(places.edge_words(island, e).lower()) and str(e) not in label.split(",")[0]


def test_names_are_escaped() -> None:
    nasty = '<b>"Ana" & co</b>'
    game = Game(GameConfig(seats=2, seed=1, island="landfall"))
    game.play(next(a for a in game.legal_actions()))
    state = game.state
    c = next(i for i, p in enumerate(state.corner_piece) if p)
    edges = tuple(e for e in topology().corner_edges[c])
    svg = board_svg.render_island(landfall(), state=state, names=[nasty, nasty], pressable=Pressable(edges=edges))
    root = ET.fromstring(svg)  # well-formed: the name was escaped
    assert "<b>" not in svg
    labels = [e.get("aria-label") for e in pressable_sites(root)]
    assert labels and all(isinstance(x, str) for x in labels)


def corner_sites(corners: list[int]) -> list[a11y.Site]:
    root = render(pressable=Pressable(corners=tuple(corners)))
    return [(e.get("data-corner"), float(e.get("data-x")), float(e.get("data-y"))) for e in pressable_sites(root)]


def test_arrow_keys_reach_every_corner_of_the_island() -> None:
    """From corner 0, the arrow keys alone reach all 54 corners, and each step goes that way."""
    sites = corner_sites(list(range(54)))
    where = {k: (x, y) for k, x, y in sites}
    seen, todo = {"0"}, ["0"]
    while todo:
        here = todo.pop()
        for key, (dx, dy) in a11y.ARROWS.items():
            nxt = a11y.arrow_target(where[here], sites, key)
            if nxt is None:
                continue
            (x0, y0), (x1, y1) = where[here], where[nxt]
            assert (x1 - x0) * dx + (y1 - y0) * dy > 0, (here, key, nxt)
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    assert seen == {str(c) for c in range(54)}



def island_sites(kind: str) -> list[a11y.Site]:
    """Every corner, edge or tile of the island, pressable, as the page finds them."""
    ids = {"corners": range(54), "edges": range(72), "tiles": range(len(TILE_IDS))}[kind]
    root = render(pressable=Pressable(**{kind: tuple(ids)}))
    name = "data-" + kind[:-1]
    return [(e.get(name), float(e.get("data-x")), float(e.get("data-y"))) for e in pressable_sites(root)]


def presses_to(sites: list[a11y.Site], start: str, goal: str, limit: int = 40) -> int | None:
    """A person at ``start`` who wants ``goal``: the arrow key most toward it, another one where
    that led nowhere new from here; the presses it took, or None."""
    where = {k: (x, y) for k, x, y in sites}
    here, tried = start, {}
    for n in range(limit):
        if here == goal:
            return n
        (x0, y0), (x1, y1) = where[here], where[goal]
        ways = sorted(a11y.ARROWS, key=lambda k: -(a11y.ARROWS[k][0] * (x1 - x0) + a11y.ARROWS[k][1] * (y1 - y0)))
        left = [k for k in ways if k not in tried.setdefault(here, set())]
        if not left:
            return None
        tried[here].add(left[0])
        here = a11y.arrow_target(where[here], sites, left[0]) or here
    return None


@pytest.mark.parametrize("kind", ["corners", "edges", "tiles"])
def test_the_arrow_key_toward_a_site_leads_to_it(kind: str) -> None:
    """From every site of the island to every other, pressing the arrow key most toward it gets
    there in 20 presses at most (the island is 5 tiles across; it takes 7 for tiles, 11 for
    corners, 14 for edges).  (With sideways distance counting double and a 60-degree cone,
    ArrowDown from tile C2 skipped row D for E1, and a person heading for D2 went round and
    round: 44 of the 342 pairs of tiles failed, 636 of 2862 corners', 1068 of 5112 edges'.)"""
    sites = island_sites(kind)
    keys = [k for k, _, _ in sites]
    took = {(a, b): presses_to(sites, a, b) for a in keys for b in keys if a != b}
    failed = [pair for pair, n in took.items() if n is None or n > 20]
    assert not failed, f"{len(failed)} pairs: {failed[:10]}"
    if kind == "tiles":  # the next row down, not two rows down
        where = {k: (x, y) for k, x, y in sites}
        assert a11y.arrow_target(where["C2"], sites, "ArrowDown") in ("D1", "D2")
        assert a11y.arrow_target(where["D2"], sites, "ArrowUp") in ("C2", "C3")

def test_nearest_site_decides_an_overlapping_tap() -> None:
    sites = corner_sites([3, 7])
    (_, ax, ay), (_, bx, by) = sites
    assert a11y.nearest((ax + (bx - ax) * 0.4, ay + (by - ay) * 0.4), sites) == "3"
    assert a11y.nearest((ax + (bx - ax) * 0.6, ay + (by - ay) * 0.6), sites) == "7"
