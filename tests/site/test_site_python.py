"""The site's pure Python (board drawing, link reading, the new-game form's remembered settings) in
CPython: no browser needed."""

from __future__ import annotations

import doctest
import math
import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from engine.cards import DOTS, RESOURCES
from engine.hexgrid import TILE_IDS, topology
from engine.island import OPEN_JETTY, Island, landfall

from model import links, newgame
from model.table import COLOURS, SeatSpec
from view import board_svg, island_svg, markup, pieces_svg, place_names, rules_pictures, sprite_svg, terrain_svg
from walks import Presses, walk

SITE = Path(__file__).resolve().parents[2] / "site"

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    """The SVG must be well-formed XML (so every text was escaped)."""
    return ET.fromstring(svg)


def shuffled_island(seed: int) -> Island:
    """Some other island with Landfall's pieces, for rendering (not fairness)."""
    rng = random.Random(seed)
    base = landfall()
    order = list(range(19))
    rng.shuffle(order)
    terrain = tuple(base.terrain[i] for i in order)
    numbers = tuple(base.numbers[i] for i in order)
    return Island(seed, terrain, numbers, base.jetties)


@pytest.mark.parametrize("island", [landfall(), shuffled_island(7)], ids=["landfall", "shuffled"])
def test_every_tile_carries_its_terrain_and_number(island):
    root = parse(island_svg.render_island(island))
    tiles = root.findall(f".//{SVG}g[@data-tile]")
    assert [t.get("data-tile") for t in tiles] == list(TILE_IDS)
    want = island.to_dict()["tiles"]
    assert [t.get("data-terrain") for t in tiles] == [w["terrain"] for w in want]
    assert [t.get("data-number") for t in tiles] == ["" if w["number"] is None else str(w["number"]) for w in want]


def test_number_discs_show_ember_dots_and_six_and_eight_stand_out():
    island = landfall()
    root = parse(island_svg.render_island(island))
    for tile in root.findall(f".//{SVG}g[@data-tile]"):
        number = tile.get("data-number")
        discs = tile.findall(f".//{SVG}g")
        disc = [d for d in discs if "disc" in (d.get("class") or "")]
        if not number:
            assert not disc, "the Caldera has no number disc"
            continue
        (disc,) = disc
        assert disc.find(f"{SVG}text").text == number
        dots = [c for c in disc.findall(f"{SVG}circle")][2:]  # shadow and disc come first
        assert len(dots) == DOTS[int(number)]
        assert ("disc-hot" in disc.get("class")) == (number in ("6", "8"))


def test_sites_for_every_corner_and_edge_hidden_by_class():
    root = parse(island_svg.render_island(landfall()))
    corners = root.findall(".//*[@data-corner]")
    edges = root.findall(".//*[@data-edge]")
    assert sorted(int(c.get("data-corner")) for c in corners) == list(range(54))
    assert sorted(int(e.get("data-edge")) for e in edges) == list(range(72))
    assert all("site" in c.get("class").split() for c in corners + edges)
    css = (SITE / "style.css").read_text()
    assert ".island .site { fill: transparent; stroke: transparent; pointer-events: none; }" in css


def test_corner_sites_sit_on_the_hex_corners():
    """Half-units scale by s*sqrt(3)/2 in x and s/2 in y: hexes are regular."""
    s = 100
    root = parse(island_svg.render_island(landfall(), size=s))
    pos = {int(c.get("data-corner")): (float(c.get("cx")), float(c.get("cy"))) for c in root.iter(f"{SVG}circle") if c.get("data-corner")}
    topo = topology()
    for t, cs in enumerate(topo.tile_corners):
        pts = [pos[c] for c in cs]
        sides = [math.dist(pts[i], pts[(i + 1) % 6]) for i in range(6)]
        assert all(abs(d - s) < 0.2 for d in sides), (TILE_IDS[t], sides)


def test_jetties_show_their_rate():
    island = landfall()
    root = parse(island_svg.render_island(island))
    jetties = root.findall(f".//{SVG}g[@data-jetty-edge]")
    want = {e: ("open" if k == OPEN_JETTY else RESOURCES[k]) for e, k in island.jetties}
    assert {int(j.get("data-jetty-edge")): j.get("data-jetty") for j in jetties} == want
    for j in jetties:
        text = " ".join(t.text for t in j.iter(f"{SVG}text"))
        if j.get("data-jetty") == "open":
            assert text == "3:1"
        else:
            assert text == "2:1 " + j.get("data-jetty").capitalize()


def test_caldera_glows_and_carries_no_number():
    island = landfall()
    root = parse(island_svg.render_island(island, ashcloud=island.caldera))
    (caldera,) = [t for t in root.iter(f"{SVG}g") if t.get("data-terrain") == "caldera"]
    assert caldera.get("data-number") == ""
    assert any(c.get("class") == "caldera-glow" for c in caldera.iter(f"{SVG}circle"))
    assert root.find(f".//{SVG}g[@data-ashcloud]").get("data-ashcloud") == TILE_IDS[island.caldera]


def test_all_text_is_escaped():
    nasty = 'Isle <script>alert("x")</script> & \'co\''
    svg = island_svg.render_island(landfall(), title=nasty, id_prefix='a"b')
    root = parse(svg)
    assert root.get("aria-label") == nasty
    assert "<script>" not in svg


ANY_LEGAL = Presses(end=0, timeout=0)
"""A human's decision: any legal action, drawn at random."""


def test_the_board_drawn_from_remembered_items_is_the_board_drawn_afresh():
    """The board's items (tiles, pieces, plain sites) are remembered by what each is drawn
    from (``island_svg._DRAWN``): over whole games, with a human's sites lit, rolls, builds,
    the Ashcloud and halos, every layer drawn from memory is the one drawn with none."""
    from engine.game import GameConfig

    from model.table import Table
    from update.screen import Screen
    from view import panels

    frames = 0
    for seed in (3, 8):
        kinds = ("human", "ai-easy", "ai-normal") if seed == 3 else ("human", "human", "ai-easy", "ai-easy")
        t = Table(GameConfig(seats=len(kinds), seed=seed), [SeatSpec(k) for k in kinds])
        for screen, *_ in walk(Screen(t), random.Random(seed), 4000, every=True, presses=ANY_LEGAL):
            if len(t.match.actions) >= 400:
                break
            f = screen.frame()
            remembered = panels.board_layers(f, "Island")
            island_svg._DRAWN.clear()
            afresh = panels.board_layers(f, "Island")
            assert remembered == afresh, f"seed {seed}, action {len(t.match.actions)}"
            frames += 1
    assert frames > 300


def test_the_drawing_memory_is_bounded():
    island = landfall()
    island_svg._DRAWN.clear()
    for size in range(island_svg.DRAWN_LIMIT // 100):
        island_svg.render_island(island, size=50 + size)
    assert 0 < len(island_svg._DRAWN) <= island_svg.DRAWN_LIMIT
    assert set(island_svg._ISLANDS.values()) <= {island}


def test_viewbox_holds_every_jetty_on_any_coast():
    x, y, w, h = island_svg.view_box(100)
    g = island_svg.Geometry(100)
    for e in topology().coastal_edges:
        x0, y0, x1, y1 = island_svg.JettyLayout(g, e, True).bounds()
        assert x <= x0 and x1 <= x + w and y <= y0 and y1 <= y + h


@pytest.mark.parametrize(
    "params,seed,fresh,notice",
    [
        ({"seed": "17"}, 17, False, False),
        ({"seed": " 4294967295 "}, 4294967295, False, False),
        ({"seed": "0"}, 99, True, False),
        ({}, 99, True, False),
        ({"island": "Landfall"}, "landfall", False, False),
        ({"island": "atlantis"}, 99, True, True),
        ({"seed": "4294967296"}, 99, True, True),
        ({"seed": "-3"}, 99, True, True),
        ({"seed": "12abc"}, 99, True, True),
        ({"seed": "٣"}, 99, True, True),  # a digit, but not an ASCII one
        ({"seed": ""}, 99, True, True),
    ],
)
def test_links_choose_the_island(params, seed, fresh, notice):
    choice = links.choose_island(params, fresh_seed=lambda: 99)
    assert (choice.seed, choice.fresh, choice.notice is not None) == (seed, fresh, notice)


def test_fresh_seeds_are_in_range():
    rng = random.Random(1)
    assert all(1 <= links.fresh_seed(rng) <= links.MAX_SEED for _ in range(1000))


@pytest.mark.parametrize("module", [island_svg, terrain_svg, board_svg, pieces_svg, place_names, sprite_svg, markup,
                                    rules_pictures, links], ids=lambda m: m.__name__)
def test_doctests(module):
    result = doctest.testmod(module)
    assert result.failed == 0


# ---------------------------------------------------------------- the new-game form's remembered settings


def test_unnamed_links_open_on_landfall_or_a_fresh_island():
    for params in ({}, {"seats": "human,ai-easy"}, {"tide": "1", "pace": "0"}):
        link = links.read_link(params, fresh_seed=lambda: 99, unnamed=newgame.unnamed_island(None))
        assert (link.island, link.seed, link.fresh, link.notices) == ("landfall", links.LANDFALL_SEED, True, ())
    generated = newgame.Settings((SeatSpec("human"), SeatSpec("ai-easy")), island=newgame.GENERATED)
    link = links.read_link({}, fresh_seed=lambda: 99, unnamed=newgame.unnamed_island(generated))
    assert (link.island, link.fresh) == (99, True)
    # Whatever the link names wins over the default.
    for params, island in (({"seed": "17"}, 17), ({"seed": "0"}, 99), ({"seed": "lava"}, 99), ({"island": "5"}, 5)):
        assert links.read_link(params, fresh_seed=lambda: 99, unnamed="landfall").island == island


def test_settings_come_back_as_the_form_was_started():
    levels = ("ai-easy", "ai-normal", "ai-hard")
    form = newgame.NewGame("landfall", levels)
    form.set_name(0, "  Ana  ")
    form.set_kind(1, "human")
    form.set_name(1, "<b>Bo</b>")
    form.set_colour(1, "Moss")
    form.set_kind(2, "ai-hard")
    form.remove_seat(3)
    form.tide = True
    settings = newgame.read_settings(newgame.settings_json(form), levels)
    assert settings is not None
    assert [(s.kind, s.name, s.colour) for s in settings.seats] == [
        ("human", "Ana", "Coral"), ("human", "<b>Bo</b>", "Moss"), ("ai-hard", "", "Lagoon")]
    assert settings.tide and settings.island == "landfall"
    again = newgame.NewGame(2024, levels, settings.specs(), settings.tide)
    assert [(r.kind, r.name, r.colour) for r in again.rows] == [(r.kind, r.name, r.colour) for r in form.rows]
    form.island = 2024
    assert newgame.read_settings(newgame.settings_json(form), levels).island == newgame.GENERATED


def test_damaged_settings_never_raise_and_never_give_an_impossible_form():
    """Every prefix of a good text, and thousands of random edits of it, read as None or as
    settings a form can show: 2 to 4 seats, known kinds, distinct colours, short names."""
    levels = ("ai-easy", "ai-normal", "ai-hard")
    form = newgame.NewGame(7, levels)
    form.set_name(2, "Cy")
    good = newgame.settings_json(form)
    rng = random.Random(13)
    alphabet = '{}[],:"0123456789 truefalsnul\\' + "".join(COLOURS) + "humanai-easyhard"
    texts = [good[:i] for i in range(len(good))]
    for _ in range(3000):
        chars = list(good)
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(chars))
            op = rng.random()
            if op < 0.4:
                chars[i] = rng.choice(alphabet)
            elif op < 0.7:
                del chars[i]
            else:
                chars.insert(i, rng.choice(alphabet))
        texts.append("".join(chars))
    texts += ["[" * 50_000, "{" * 3 + "}" * 3, '{"format": "cinderisle-newgame", "version": true}']
    usable = 0
    for text in texts:
        s = newgame.read_settings(text, levels)
        if s is None:
            continue
        usable += 1
        assert 2 <= len(s.seats) <= 4, text
        assert all(x.kind == "human" or x.kind in levels for x in s.seats), text
        assert len({x.colour for x in s.seats}) == len(s.seats) and all(x.colour in COLOURS for x in s.seats), text
        assert all(isinstance(x.name, str) and len(x.name) <= newgame.NAME_MAX for x in s.seats), text
        assert isinstance(s.tide, bool) and s.island in ("landfall", newgame.GENERATED), text
    assert usable > 100, "some edits leave usable settings (the check can tell)"
