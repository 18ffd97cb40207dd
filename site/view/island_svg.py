"""The island as SVG: where everything is (:class:`Geometry`), the sea, the jetties, the tiles
and their number discs, the Ashcloud, and an invisible site on every corner and edge; the
island alone as one string (:func:`render_island`, the new-game screen's preview) and the
layers a game's board is drawn in (:func:`render_island_layers`: :mod:`board_svg` hands in the
game's pieces and the sites a press acts on).

Pure Python, standard library only: no ``js`` or ``pyscript`` import, so it runs and is tested
in CPython exactly as the page runs it in Pyodide.  The page sets the string as the
``innerHTML`` of its board element.  It imports none of the game's modules (the pieces, the
names of corners and edges), so that the first screen's preview does without them.

Every tile is a ``<g data-tile="A1" data-terrain="pine" data-number="8">`` (``data-number`` is
empty on the Ash Caldera).  Every corner and edge has an invisible site (``class="site
site-corner" data-corner="N"`` and ``class="site site-edge" data-edge="N"``, RULINGS numbering)
that the page's CSS shows only when the game makes it pressable (class ``is-pressable``); a tile
the game lets you press (moving the Ashcloud, a Warden) gets ``is-pressable`` on its ``<g
data-tile>``.  All text is escaped.

>>> from engine.island import landfall
>>> svg = render_island(landfall())
>>> svg.startswith("<svg") and svg.count("data-tile=") == 19
True
>>> svg.count("data-corner="), svg.count("data-edge=")
(54, 72)
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping
from html import escape
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from engine.cards import CALDERA, DOTS, RESOURCES, TERRAINS
from engine.constants import OPEN_JETTY_RATE, OWN_JETTY_RATE
from engine.hexgrid import TILE_IDS, topology
from engine.island import OPEN_JETTY, Island

from view.markup import BODY, esc, num, points
from view.terrain_svg import PALETTE, defs
from words.catalog import _, language, ngettext, pgettext
from words.things import island_words, res_name

if TYPE_CHECKING:
    from model.frame import Pressable

SQRT3_2 = math.sqrt(3) / 2
Point = tuple[float, float]


TERRAIN_NAMES = {
    "pine": "Pine",
    "basalt": "Basalt",
    "kelp": "Kelp",
    "millet": "Millet",
    "copper": "Copper",
    "caldera": "Ash Caldera",
}
"""Terrain names in English (the page says them in the language in force: :func:`terrain_words`)."""


def terrain_words(terrain: int) -> str:
    """Terrain ``terrain`` (an index of ``engine.cards.TERRAINS``) as the island names it, in the
    language in force: a resource's name, or ``Ash Caldera``.

    >>> terrain_words(0), terrain_words(CALDERA)
    ('Pine', 'Ash Caldera')
    """
    return pgettext("terrain", "Ash Caldera") if terrain == CALDERA else res_name(terrain)

JETTY_FLAG = {
    "open": "#f3ead6",
    "pine": "#4c9a60",
    "basalt": "#9aa7bb",
    "kelp": "#4fbfb0",
    "millet": "#e2bd55",
    "copper": "#d2693a",
}
"""Flag colours: each resource's, lifted where the base colour would sink into the dusk sea."""

EMBER = "#c8381c"
"""Colour of the numbers that come up most (6 and 8) and their dots."""


_DRAWN: dict[tuple[Any, ...], str] = {}
"""Items drawn before (a tile, a piece, a site that cannot be pressed), by everything each is
drawn from: a game draws its board after every action, and most of it is as it was (this
is most of the board's Python time on a cheap tablet).  A key holds ``id(island)``, so the
islands are kept in :data:`_ISLANDS` while their items are (an id is never reused meanwhile)."""
_ISLANDS: dict[int, Island] = {}
DRAWN_LIMIT = 4096
"""Items remembered at most (then forgotten together: a game's board needs a few hundred)."""


def recall(key: tuple[Any, ...]) -> str | None:
    """An item drawn before from all that ``key`` holds (None: not remembered)."""
    return _DRAWN.get(key)


def keep(key: tuple[Any, ...], item: str, island: Island | None = None) -> str:
    """Remember ``item`` as drawn from all that ``key`` holds (``island``: an island it names by id)."""
    if len(_DRAWN) >= DRAWN_LIMIT:
        _DRAWN.clear()
        _ISLANDS.clear()
    if island is not None:
        _ISLANDS[id(island)] = island
    _DRAWN[key] = item
    return item


class Geometry:
    """Half-unit positions from :func:`engine.hexgrid.topology` scaled to SVG units.

    A hex of size ``s`` (centre to point) is ``sqrt(3)*s`` wide: one half-unit of
    x is ``s*sqrt(3)/2``, one half-unit of y is ``s/2``.  The island's centre (C3)
    sits at the origin.
    """

    def __init__(self, size: float) -> None:
        self.s = size
        self.topo = topology()
        cx, cy = self.topo.tile_xy[TILE_IDS.index("C3")]
        self._ox, self._oy = cx, cy

    def xy(self, hx: int, hy: int) -> tuple[float, float]:
        return ((hx - self._ox) * self.s * SQRT3_2, (hy - self._oy) * self.s / 2)

    def tile(self, t: int) -> tuple[float, float]:
        return self.xy(*self.topo.tile_xy[t])

    def corner(self, c: int) -> tuple[float, float]:
        return self.xy(*self.topo.corner_xy[c])

    def hexagon(self, t: int, scale: float = 1.0) -> list[tuple[float, float]]:
        tx, ty = self.tile(t)
        out = []
        for c in self.topo.tile_corners[t]:
            x, y = self.corner(c)
            out.append((tx + (x - tx) * scale, ty + (y - ty) * scale))
        return out

    def bar(self, e: int, half: float) -> tuple[Point, Point, tuple[Point, Point, Point, Point]]:
        """Edge ``e``'s middle 60 % (its two ends: an edge never covers a corner) and a bar
        ``2 * half`` wide along it (its four points)."""
        a, b = self.topo.edge_corners[e]
        (ax, ay), (bx, by) = self.corner(a), self.corner(b)
        x1, y1 = ax + (bx - ax) * 0.2, ay + (by - ay) * 0.2
        x2, y2 = ax + (bx - ax) * 0.8, ay + (by - ay) * 0.8
        length = math.hypot(bx - ax, by - ay)
        nx, ny = -(by - ay) / length * half, (bx - ax) / length * half
        return (x1, y1), (x2, y2), ((x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny))


def _sea(p: str, g: Geometry) -> str:
    """Shallows and a rocky rim that make the 19 tiles read as one island."""
    s = g.s
    out = ['<g class="sea" aria-hidden="true">']
    out.append(f'<circle cx="0" cy="0" r="{num(4.85 * s)}" fill="url(#{p}-shallows)"/>')
    # Light on the water: a few gentle swell lines.
    swells = ((-5.6, -3.4, 1.1), (4.9, -4.2, 0.9), (-5.2, 4.1, 1.0), (5.3, 3.3, 1.2), (0.4, -6.0, 0.8), (-0.8, 6.0, 1.0))
    for i, (x, y, w) in enumerate(swells):
        out.append(
            f'<path d="M{num(x * s)},{num(y * s)} q{num(w * s / 4)},{num(-s / 9)} {num(w * s / 2)},0 '
            f't{num(w * s / 2)},0" fill="none" stroke="#9fd3d0" stroke-width="{num(s * 0.025)}" '
            f'stroke-linecap="round" opacity="{0.28 + 0.04 * i}"/>'
        )
    surf = "".join(f'<polygon points="{points(g.hexagon(t, 1.16))}"/>' for t in range(len(TILE_IDS)))
    out.append(f'<g fill="#cfe9e0" opacity="0.35" filter="url(#{p}-soft)">{surf}</g>')
    sand = "".join(f'<polygon points="{points(g.hexagon(t, 1.075))}"/>' for t in range(len(TILE_IDS)))
    out.append(f'<g fill="#c9a46a" stroke="#c9a46a" stroke-width="{num(s * 0.05)}" stroke-linejoin="round">{sand}</g>')
    rim = "".join(f'<polygon points="{points(g.hexagon(t, 1.02))}"/>' for t in range(len(TILE_IDS)))
    out.append(f'<g fill="#2a2420">{rim}</g>')
    out.append("</g>")
    return "".join(out)


def rate_label(cards: int) -> str:
    """A trade rate as the island writes it: ``cards`` of one resource for one of another.

    >>> rate_label(4)
    '4:1'
    """
    return f"{cards}:1"


def jetty_label(kind: int) -> tuple[str, str]:
    """The rate and goods of a jetty kind: ``("3:1", "")`` or ``("2:1", "Pine")``.

    >>> jetty_label(5), jetty_label(0)
    (('3:1', ''), ('2:1', 'Pine'))
    """
    if kind == OPEN_JETTY:
        return rate_label(OPEN_JETTY_RATE), ""
    return rate_label(OWN_JETTY_RATE), res_name(kind)


class JettyLayout:
    """Where a jetty on a coastal edge puts its plank, label plate and flag."""

    PLANK = 0.36  # plank length beyond the coast, in hex sizes
    SIDE_PLANK = 0.1
    """A jetty on the island's east or west side (its coast runs north-south): a short plank, so
    that its plate widens the board less (a phone's island is as wide as the window allows)."""

    def __init__(self, g: Geometry, edge: int, wide: bool) -> None:
        s = self.s = g.s
        a, b = g.topo.edge_corners[edge]
        (ax, ay), (bx, by) = g.corner(a), g.corner(b)
        (tile,) = g.topo.edge_tiles[edge]
        tx, ty = g.tile(tile)
        self.mx, self.my = (ax + bx) / 2, (ay + by) / 2
        ux, uy = self.mx - tx, self.my - ty
        n = math.hypot(ux, uy)
        self.ux, self.uy = ux / n, uy / n
        self.angle = math.degrees(math.atan2(self.uy, self.ux)) - 90  # plank drawn along +y
        self.w = (0.78 if wide else 0.56) * s
        self.h = (0.58 if wide else 0.38) * s
        # the plate touches the end of the plank
        self.plank = (self.SIDE_PLANK if abs(self.ux) > 0.9 else self.PLANK) * s
        reach = self.plank + abs(self.ux) * self.w / 2 + abs(self.uy) * self.h / 2
        self.lx, self.ly = self.mx + self.ux * reach, self.my + self.uy * reach
        self.pole_x = self.lx - self.w / 2 + 0.07 * s
        self.pole_top = self.ly - self.h / 2 - 0.34 * s

    def bounds(self) -> tuple[float, float, float, float]:
        """(min x, min y, max x, max y) of the plate and its flag (with its lantern's bright core)."""
        return (self.lx - self.w / 2, self.pole_top - 0.05 * self.s, self.lx + self.w / 2, self.ly + self.h / 2)


def jetty(p: str, g: Geometry, edge: int, kind: int) -> str:
    s = g.s
    rate, goods = jetty_label(kind)
    resource = "open" if kind == OPEN_JETTY else RESOURCES[kind]
    flag = JETTY_FLAG[resource]
    label = (_("Jetty: trade {rate} in {goods}").format(rate=rate, goods=goods) if goods
             else _("Jetty: trade {rate} in any goods").format(rate=rate))
    j = JettyLayout(g, edge, bool(goods))
    out = [
        f'<g class="jetty" data-jetty-edge="{edge}" data-jetty="{esc(resource)}" data-rate="{esc(rate)}">',
        f"<title>{esc(label)}</title>",
        # Plank: from under the coast out to the plate.
        f'<g transform="translate({num(j.mx)} {num(j.my)}) rotate({num(j.angle)})">'
        f'<rect x="{num(-0.12 * s)}" y="{num(-0.1 * s)}" width="{num(0.24 * s)}" height="{num(j.plank + 0.2 * s)}" '
        f'rx="{num(0.03 * s)}" fill="#8a5a34" stroke="#3b2416" stroke-width="{num(0.02 * s)}"/>'
        + "".join(
            f'<line x1="{num(-0.12 * s)}" y1="{num(y * s)}" x2="{num(0.12 * s)}" y2="{num(y * s)}" '
            f'stroke="#5b3a22" stroke-width="{num(0.014 * s)}"/>'
            for y in (0.05, 0.16, 0.27, 0.38) if y * s < j.plank + 0.1 * s
        )
        + "</g>",
        # Flag on a pole at the plate's upper-left corner, with a lantern.
        f'<line x1="{num(j.pole_x)}" y1="{num(j.ly)}" x2="{num(j.pole_x)}" y2="{num(j.pole_top)}" stroke="#2a1d14" '
        f'stroke-width="{num(0.035 * s)}" stroke-linecap="round"/>',
        f'<path d="M{num(j.pole_x)},{num(j.pole_top)} l{num(0.32 * s)},{num(0.09 * s)} l{num(-0.32 * s)},{num(0.1 * s)}z" '
        f'fill="{flag}" stroke="#2a1d14" stroke-width="{num(0.018 * s)}" stroke-linejoin="round"/>',
        f'<circle cx="{num(j.pole_x)}" cy="{num(j.pole_top)}" r="{num(0.13 * s)}" fill="url(#{p}-lantern)"/>',
        f'<rect class="jetty-plate" x="{num(j.lx - j.w / 2)}" y="{num(j.ly - j.h / 2)}" width="{num(j.w)}" '
        f'height="{num(j.h)}" rx="{num(0.08 * s)}" fill="#f3ead6" stroke="{flag if goods else "#2a1d14"}" '
        f'stroke-width="{num(0.04 * s)}"/>',
    ]
    if goods:
        out.append(
            f'<text x="{num(j.lx)}" y="{num(j.ly - 0.02 * s)}" text-anchor="middle" class="jetty-rate" '
            f'font-size="{num(0.25 * s)}">{esc(rate)}</text>'
            f'<text x="{num(j.lx)}" y="{num(j.ly + 0.21 * s)}" text-anchor="middle" class="jetty-goods" '
            f'font-size="{num(0.2 * s)}">{esc(goods)}</text>'
        )
    else:
        out.append(
            f'<text x="{num(j.lx)}" y="{num(j.ly + 0.09 * s)}" text-anchor="middle" class="jetty-rate" '
            f'font-size="{num(0.25 * s)}">{esc(rate)}</text>'
        )
    out.append("</g>")
    return "".join(out)


def disc(p: str, x: float, y: float, s: float, number: int) -> str:
    hot = number in (6, 8)
    r = 0.3 * s
    dots = DOTS[number]
    colour = EMBER if hot else "#2b1d14"
    gap = 0.075 * s
    first = x - gap * (dots - 1) / 2
    return (
        f'<g class="disc{" disc-hot" if hot else ""}">'
        f'<circle cx="{num(x)}" cy="{num(y + 0.02 * s)}" r="{num(r)}" fill="#000" opacity="0.35"/>'
        f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(r)}" fill="url(#{p}-disc)" '
        f'stroke="{EMBER if hot else "#7a5b3a"}" stroke-width="{num(0.03 * s if hot else 0.02 * s)}"/>'
        f'<text x="{num(x)}" y="{num(y + 0.06 * s)}" text-anchor="middle" class="num" fill="{colour}" '
        f'font-size="{num(0.27 * s if hot else 0.23 * s)}" font-weight="{800 if hot else 700}">{esc(number)}</text>'
        + "".join(
            f'<circle cx="{num(first + i * gap)}" cy="{num(y + 0.17 * s)}" r="{num(0.03 * s)}" fill="{colour}"/>'
            for i in range(dots)
        )
        + "</g>"
    )


def tile_art(p: str, g: Geometry, t: int, terrain: str) -> str:
    """What a tile looks like at tile position ``t``: its face, texture, icon and dusk
    (the number disc is drawn over it separately)."""
    s = g.s
    base, dark, _light = PALETTE[terrain]
    tx, ty = g.tile(t)
    hexagon = points(g.hexagon(t, 0.965))
    out = [
        f'<polygon class="tile-face" points="{hexagon}" fill="{base}" stroke="{dark}" '
        f'stroke-width="{num(0.03 * s)}" stroke-linejoin="round"/>',
        f'<polygon points="{hexagon}" fill="url(#{p}-pat-{terrain})"/>',
    ]
    if terrain == TERRAINS[CALDERA]:
        out.append(
            f'<circle cx="{num(tx)}" cy="{num(ty)}" r="{num(0.85 * s)}" fill="url(#{p}-ember)" class="caldera-glow"/>'
        )
        out.append(f'<use href="#{p}-icon-caldera" transform="translate({num(tx)} {num(ty + 0.12 * s)})"/>')
    else:
        out.append(f'<use href="#{p}-icon-{terrain}" transform="translate({num(tx)} {num(ty - 0.45 * s)}) scale(1.2)"/>')
    out.append(f'<polygon points="{hexagon}" fill="url(#{p}-dusk)" pointer-events="none"/>')
    return "".join(out)


def tile_press(label: str, tx: float, ty: float, pressable: bool, barred: str, first: bool, hinted: bool,
               idle_role: str = "img") -> tuple[str, str]:
    """A tile's name and its attributes for a finger and for assistive technology: a pressable
    tile is a button (roving tabindex: only ``first`` is in the Tab order), a ``barred`` one a
    disabled button whose name says why (``data-why``), any other an ``idle_role`` (an image;
    a group of pressable halves on a living board).

    >>> tile_press("Pine 8", 1, 2, False, "the Ashcloud is here", False, False)[0]
    'Pine 8: not here. the Ashcloud is here'
    """
    if pressable:
        return label, (f' tabindex="{0 if first else -1}" role="button" aria-label="{esc(label)}" '
                       f'data-x="{num(tx)}" data-y="{num(ty)}"' + (' data-hinted="1"' if hinted else ""))
    if barred:
        label = _("{tile}: not here. {why}").format(tile=label, why=barred)
        return label, (f' tabindex="-1" role="button" aria-disabled="true" aria-label="{esc(label)}" '
                       f'data-why="{esc(barred)}" data-x="{num(tx)}" data-y="{num(ty)}"')
    return label, f' role="{idle_role}" aria-label="{esc(label)}"'


def _tile(
    p: str, g: Geometry, island: Island, t: int, pressable: bool = False, rolled: bool = False,
    ashcloud: int | None = None, first: bool = False, barred: str = "", hinted: bool = False,
) -> str:
    """One tile, named for assistive technology; a pressable one is a button (roving
    tabindex: only ``first`` is in the Tab order); a ``barred`` one is a disabled button
    whose name says why it may not be chosen (``data-why``)."""
    s = g.s
    terrain = TERRAINS[island.terrain[t]]
    number = island.numbers[t]
    tx, ty = g.tile(t)
    label = tile_name(island, t, ashcloud)
    hinted = hinted and pressable
    classes = ("tile" + (" is-pressable" if pressable else "") + (" is-barred" if barred else "")
               + (" is-rolled" if rolled else "") + (" is-hinted" if hinted else ""))
    label, press = tile_press(label, tx, ty, pressable, barred, first, hinted)
    out = [
        f'<g class="{classes}" data-tile="{esc(TILE_IDS[t])}" data-terrain="{esc(terrain)}" '
        f'data-number="{esc("" if number is None else number)}"{press}>',
        f"<title>{esc(label)}</title>",
        BODY + tile_art(p, g, t, terrain) + "</g>",  # (kept by the page while the tile's name or ring changes)
    ]
    if rolled:
        out.append(f'<polygon class="tile-rolled" points="{points(g.hexagon(t, 0.9))}" fill="none"/>')
    if pressable:
        out.append(f'<polygon class="tile-ring" points="{points(g.hexagon(t, 0.86))}" fill="none"/>')
    if number is not None:
        out.append(disc(p, tx, ty + 0.2 * s, s, number))
    out.append("</g>")
    return "".join(out)


def _tile_words(island: Island, t: int, ashcloud: int | None = None) -> str:
    """``"Pine 8"``, ``"Ash Caldera"``; ``"Pine 8 under the Ashcloud"`` where it hangs."""
    name = terrain_words(island.terrain[t])
    number = island.numbers[t]
    words = name if number is None else pgettext("tile", "{resource} {number}").format(resource=name, number=number)
    return pgettext("tile", "{tile} under the Ashcloud").format(tile=words) if t == ashcloud else words


def tile_name(island: Island, t: int, ashcloud: int | None = None) -> str:
    """A tile's accessible name.

    >>> from engine.island import landfall
    >>> tile_name(landfall(), 0)
    'Tile A1: Basalt 11 (2 dots)'
    """
    number = island.numbers[t]
    return tile_said(TILE_IDS[t], _tile_words(island, t), None if number is None else DOTS[number], t == ashcloud)


def tile_said(tile_id: str, words: str, dots: int | None, ashcloud: bool, after: str = "") -> str:
    """A tile's accessible name from its id, its ``words`` (``Pine 8``), its number's ``dots``
    (None: no number), whether the Ashcloud hangs there, and ``after`` (a Living tile's number
    after the next spin, "" if none shown), in the language in force.

    >>> tile_said("B2", "Pine 8", 5, True, "6")
    'Tile B2: Pine 8 (5 dots), 6 after the next spin, Ashcloud'
    """
    if dots is not None:
        words = ngettext("{tile} ({n} dot)", "{tile} ({n} dots)", dots).format(tile=words, n=dots)
    if after:
        words = pgettext("tile", "{tile}, {number} after the next spin").format(tile=words, number=after)
    if ashcloud:
        words = pgettext("tile", "{tile}, Ashcloud").format(tile=words)
    return pgettext("tile", "Tile {id}: {tile}").format(id=tile_id, tile=words)


def _sites(g: Geometry, pressed: Mapping[str, str]) -> str:
    """Every edge and corner as an invisible site, or as ``pressed`` draws it (``"edge 4"`` ->
    its SVG: the sites a press acts on, drawn by :mod:`board_svg`)."""
    s = g.s
    edge_sites: list[str] = []
    for e in range(len(g.topo.edge_corners)):
        item = pressed.get(f"edge {e}") or recall(("edge", s, e))
        if item is None:
            _, _, bar = g.bar(e, 0.11 * s)
            item = keep(("edge", s, e), f'<polygon class="site site-edge" data-edge="{e}" points="{points(bar)}"/>')
        edge_sites.append(item)
    corner_sites: list[str] = []
    for c in range(len(g.topo.corner_xy)):
        item = pressed.get(f"corner {c}") or recall(("corner", s, c))
        if item is None:
            x, y = g.corner(c)
            item = keep(("corner", s, c),
                        f'<circle class="site site-corner" data-corner="{c}" cx="{num(x)}" cy="{num(y)}" r="{num(0.2 * s)}"/>')
        corner_sites.append(item)
    return ('<g class="sites sites-edges">' + "".join(edge_sites) + '</g><g class="sites sites-corners">'
            + "".join(corner_sites) + "</g>")


@functools.lru_cache(maxsize=8)
def view_box(size: float = 100, island: Island | None = None) -> tuple[float, float, float, float]:
    """The SVG viewBox that holds the island and a jetty on any coastal edge.

    The same for every island, so the board never jumps when the island changes;
    with ``island`` given, the box holds just that island's jetties (a game's board,
    drawn as large as its space allows).  Remembered: a game's board asks at every drawing.
    """
    g = Geometry(size)
    xs = [g.corner(c)[0] for c in range(len(g.topo.corner_xy))]
    ys = [g.corner(c)[1] for c in range(len(g.topo.corner_xy))]
    if island is not None:
        boxes = [JettyLayout(g, e, k != OPEN_JETTY).bounds() for e, k in island.jetties]
    else:
        boxes = [JettyLayout(g, e, True).bounds() for e in g.topo.coastal_edges]
    pad = 0.02 * size
    x0 = min(min(xs), *(b[0] for b in boxes)) - pad
    y0 = min(min(ys), *(b[1] for b in boxes)) - pad
    x1 = max(max(xs), *(b[2] for b in boxes)) + pad
    y1 = max(max(ys), *(b[3] for b in boxes)) + pad
    return (x0, y0, x1 - x0, y1 - y0)


def _base(island: Island, size: float, p: str) -> str:
    """The parts of the board that never change during a game: defs, sea and jetties (their
    words in the language in force)."""
    return _base_in(island, size, p, language())


@functools.lru_cache(maxsize=8)
def _base_in(island: Island, size: float, p: str, lang: str) -> str:
    g = Geometry(size)
    return "".join(
        [defs(p, size), _sea(p, g), '<g class="jetties">', *(jetty(p, g, e, k) for e, k in island.jetties), "</g>"]
    )


def outline_svg(size: float = 100, title: str = "An island") -> str:
    """The island's outline before its tiles are known: the shallows, the sand and the 19
    tiles blank, in the viewBox every island's preview has (the page shows it for a seed link
    until its Python has dealt the island, ``site/view/firstpaint.py``).

    >>> svg = outline_svg()
    >>> svg.count("<polygon") - 2 * len(TILE_IDS), 'data-layer="tiles"' in svg
    (19, False)
    """
    g = Geometry(size)
    x, y, w, h = view_box(size)

    def ring(scale: float) -> str:
        return "".join(f'<polygon points="{points(g.hexagon(t, scale))}"/>' for t in range(len(TILE_IDS)))

    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="island island-outline" viewBox="{num(x)} {num(y)} {num(w)} '
        f'{num(h)}" role="img" aria-label="{esc(title)}">'
        f'<circle cx="0" cy="0" r="{num(4.85 * size)}" fill="#1e4f5c" opacity="0.45"/>'
        f'<g fill="#c9a46a" stroke="#c9a46a" stroke-width="{num(size * 0.05)}" stroke-linejoin="round">{ring(1.075)}</g>'
        f'<g fill="#2a2420">{ring(1.02)}</g>'
        f'<g fill="#4a3f38" stroke="#5c5048" stroke-width="{num(size * 0.02)}">{ring(0.94)}</g></svg>'
    )


BOARD_LAYERS = ("tiles", "pieces", "ashcloud", "sites")
"""The parts of a drawn board that change during a game, each in its own ``<g data-layer>``."""
NO_SITES: Mapping[str, str] = MappingProxyType({})


def join_layers(frame: str, layers: list[tuple[str, str]], close: str) -> str:
    """A board's layers (:func:`render_island_layers`) as one ``<svg>`` string."""
    return frame + "".join(f'<g data-layer="{name}">{inner}</g>' for name, inner in layers) + close


def render_island(island: Island, **options: Any) -> str:
    """The island alone as an ``<svg>`` string (see :func:`render_island_layers` for ``options``).

    >>> from engine.island import landfall
    >>> svg = render_island(landfall())
    >>> svg.startswith("<svg") and svg.endswith("</svg>") and 'data-layer="tiles"' in svg
    True
    """
    return join_layers(*render_island_layers(island, **options))


def render_island_layers(
    island: Island,
    *,
    size: float = 100,
    id_prefix: str = "ci",
    ashcloud: int | None = None,
    title: str | None = None,
    tight: bool = False,
    pressable: Pressable | None = None,
    rolled: int | None = None,
    pieces: str = "",
    sites: Mapping[str, str] = NO_SITES,
    tiles: str | None = None,
    more_defs: str = "",
) -> tuple[str, list[tuple[str, str]], str]:
    """The island as ``(frame, layers, close)``: the ``<svg>`` opening and what never changes in
    a game (sea, jetties, patterns), then each of :data:`BOARD_LAYERS` as ``(name, inner SVG)``,
    then ``</svg>``.  The page redraws only the layers that changed.

    ``ashcloud`` is the tile index the Ashcloud hangs over (None: not drawn).  ``id_prefix``
    keeps ids unique when one page shows two boards.  ``tight`` fits the viewBox to this
    island's own jetties (see :func:`view_box`).  A game's board (:mod:`board_svg`) hands in
    the rest: ``pressable``, whose tiles the player may press now (its ``barred`` ones say why
    not; its ``hinted`` one is lit); ``rolled``, the number whose tiles are marked; the
    ``pieces`` layer; and ``sites``, the corners and edges a press acts on, drawn (``"corner
    17"`` -> SVG), in place of their invisible sites.  A Living Island's board hands in its own
    ``tiles`` (the layer's inner SVG, :mod:`living_svg`) and the ``more_defs`` they draw with.
    """
    p = escape(id_prefix, quote=True)
    g = Geometry(size)
    x, y, w, h = view_box(size, island if tight else None)
    if title is None:
        title = island_words(island.seed)
    tiles_pressable = frozenset(pressable.tiles) if pressable else frozenset()
    why = dict(pressable.barred) if pressable else {}
    hint = pressable.hinted if pressable else ""
    frame = (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="island" viewBox="{num(x)} {num(y)} {num(w)} {num(h)}" '
        f'role="group" aria-label="{esc(title)}" data-island="{esc(island.seed)}" '
        'font-family="Trebuchet MS, Segoe UI, DejaVu Sans, Liberation Sans, system-ui, sans-serif">'
        + _base(island, size, p) + more_defs
    )
    first_tile = min(tiles_pressable) if tiles_pressable else -1
    drawn = [] if tiles is None else [tiles]
    for t in range(len(TILE_IDS) if tiles is None else 0):
        flags = (t in tiles_pressable, rolled is not None and island.numbers[t] == rolled and t != ashcloud,
                 ashcloud, t == first_tile, why.get(t, ""), hint == f"tile {t}")
        key = ("tile", id(island), p, size, t, flags, language())
        item = recall(key)
        if item is None:
            pressed, lit, ash_at, first, barred, hinted = flags
            item = keep(key, _tile(p, g, island, t, pressed, lit, ashcloud=ash_at, first=first, barred=barred,
                                   hinted=hinted), island)
        drawn.append(item)
    tiles = '<g class="tiles">' + "".join(drawn) + "</g>"
    ash = ""
    if ashcloud is not None:
        ax, ay = g.tile(ashcloud)
        ash = (
            f'<g class="ashcloud" data-ashcloud="{esc(TILE_IDS[ashcloud])}">'
            f"<title>{esc(_('The Ashcloud over {tile}').format(tile=TILE_IDS[ashcloud]))}</title>"
            f'<polygon class="ash-shade" points="{points(g.hexagon(ashcloud, 0.95))}" fill="#120c10" opacity="0.38"/>'
            f'<use href="#{p}-ashcloud" transform="translate({num(ax + 0.3 * size)} {num(ay - 0.5 * size)}) scale(1.05)"/></g>'
        )
    return frame, [("tiles", tiles), ("pieces", pieces), ("ashcloud", ash), ("sites", _sites(g, sites))], "</svg>"
