"""Draw an island, or a game in progress on it, as one SVG string.

Pure Python, standard library only: no ``js`` or ``pyscript`` import, so it runs
and is tested in CPython exactly as the page runs it in Pyodide.  The page sets the
string as the ``innerHTML`` of its board element.

Every tile is a ``<g data-tile="A1" data-terrain="pine" data-number="8">``
(``data-number`` is empty on the Ash Caldera).  Every corner and edge has an
invisible site (``class="site site-corner" data-corner="N"`` and
``class="site site-edge" data-edge="N"``, RULINGS numbering) that the page's CSS
shows only when the game makes it pressable (class ``is-pressable``, given by
:func:`render_island`'s ``pressable``); a tile the game lets you press (moving the
Ashcloud, a Warden) gets ``is-pressable`` on its ``<g data-tile>``.  Pieces are
``<g class="piece" data-piece="hearth|beacon|causeway|camp" data-seat="N">`` in
their seat's lantern colour *and* shape mark, outlined so they read on any tile.
All text is escaped.

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
import re
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from engine.cards import CALDERA, DOTS, RES_NAMES, RESOURCES, TERRAINS
from engine.constants import OPEN_JETTY_RATE, OWN_JETTY_RATE
from engine.hexgrid import TILE_IDS, topology
from engine.island import OPEN_JETTY, Island, island_name

from model.frame import Pressable
from model.seating import SEAT_SHAPES
from words import places

SQRT3_2 = math.sqrt(3) / 2

TERRAIN_NAMES = {
    "pine": "Pine",
    "basalt": "Basalt",
    "kelp": "Kelp",
    "millet": "Millet",
    "copper": "Copper",
    "caldera": "Ash Caldera",
}
"""Terrain names as players read them."""

# Base colour and a darker/lighter pair for each terrain's pattern and icon.
PALETTE = {
    "pine": ("#2f6b43", "#1f4a2e", "#58a06a"),
    "basalt": ("#454b57", "#2b2f37", "#8d9bb0"),
    "kelp": ("#1f7f7c", "#135755", "#5cc2b4"),
    "millet": ("#d9b54f", "#a9842c", "#f4dc8c"),
    "copper": ("#bb5a2c", "#7f3717", "#eb9a63"),
    "caldera": ("#1b1513", "#0d0a09", "#ff7a2a"),
}
"""terrain -> (base, dark, light) colours."""

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


def _e(value: object) -> str:
    """Escape any value for SVG text or a double-quoted attribute."""
    return escape(str(value), quote=True)


def _f(v: float) -> str:
    """A coordinate with at most one decimal, no trailing zeros."""
    s = f"{v:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


def _pts(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{_f(x)},{_f(y)}" for x, y in points)


_DRAWN: dict[tuple[Any, ...], str] = {}
"""Items drawn before (a tile, a piece, a site that cannot be pressed), by everything each is
drawn from: a game draws its board after every action, and most of it is as it was (this
is most of the board's Python time on a cheap tablet).  A key holds ``id(island)``, so the
islands are kept in :data:`_ISLANDS` while their items are (an id is never reused meanwhile)."""
_ISLANDS: dict[int, Island] = {}
DRAWN_LIMIT = 4096
"""Items remembered at most (then forgotten together: a game's board needs a few hundred)."""


def _recall(key: tuple[Any, ...]) -> str | None:
    return _DRAWN.get(key)


def _keep(key: tuple[Any, ...], item: str, island: Island | None = None) -> str:
    if len(_DRAWN) >= DRAWN_LIMIT:
        _DRAWN.clear()
        _ISLANDS.clear()
    if island is not None:
        _ISLANDS[id(island)] = island
    _DRAWN[key] = item
    return item


class _Geometry:
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


# ---------------------------------------------------------------------------
# Shared definitions: patterns, gradients, icons


def _defs(p: str, s: float) -> str:
    """``<defs>``: one texture pattern and one icon per terrain, plus gradients."""
    u = s / 100  # icons and patterns are drawn on a 100-unit hex
    pal = PALETTE
    parts = [
        "<defs>",
        # Sea: deep water around, shallows close to the coast.
        f'<radialGradient id="{p}-shallows" cx="0" cy="0" r="{_f(4.85 * s)}" gradientUnits="userSpaceOnUse">'
        '<stop offset="0.7" stop-color="#3f8f93" stop-opacity="0.55"/>'
        '<stop offset="0.88" stop-color="#1d5566" stop-opacity="0.25"/>'
        '<stop offset="1" stop-color="#0f2f44" stop-opacity="0"/></radialGradient>',
        # Warm dusk light falling from the upper left.
        f'<linearGradient id="{p}-dusk" x1="0" y1="0" x2="1" y2="1">'
        '<stop offset="0" stop-color="#ffd9a0" stop-opacity="0.22"/>'
        '<stop offset="0.55" stop-color="#ffd9a0" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#1a1030" stop-opacity="0.28"/></linearGradient>',
        f'<radialGradient id="{p}-ember" cx="0.5" cy="0.5" r="0.55">'
        '<stop offset="0" stop-color="#ffb347" stop-opacity="0.95"/>'
        '<stop offset="0.25" stop-color="#ff6a1a" stop-opacity="0.75"/>'
        '<stop offset="0.6" stop-color="#9e2a0e" stop-opacity="0.35"/>'
        '<stop offset="1" stop-color="#1b1513" stop-opacity="0"/></radialGradient>',
        f'<radialGradient id="{p}-disc" cx="0.4" cy="0.35" r="0.75">'
        '<stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="#ead9b6"/></radialGradient>',
        f'<filter id="{p}-soft" x="-20%" y="-20%" width="140%" height="140%">'
        f'<feGaussianBlur stdDeviation="{_f(0.18 * s)}"/></filter>',
        # A pressable corner: a bright lantern ringed in dark, glowing softly outward.
        f'<radialGradient id="{p}-site">'
        '<stop offset="0" stop-color="#fff6dc"/><stop offset="0.38" stop-color="#ffd98a"/>'
        '<stop offset="0.5" stop-color="#ff9a3a"/><stop offset="0.52" stop-color="#2a1306"/>'
        '<stop offset="0.6" stop-color="#2a1306"/><stop offset="0.62" stop-color="#ffb45a" stop-opacity="0.7"/>'
        '<stop offset="1" stop-color="#ffb45a" stop-opacity="0"/></radialGradient>',
        f'<radialGradient id="{p}-lantern">'
        '<stop offset="0" stop-color="#fff1c2"/><stop offset="0.35" stop-color="#ffc867" stop-opacity="0.9"/>'
        '<stop offset="1" stop-color="#ff9a3a" stop-opacity="0"/></radialGradient>',
    ]
    # Texture patterns (userSpaceOnUse so they line up across the island).
    ps = 0.34 * s
    parts += [
        f'<pattern id="{p}-pat-pine" width="{_f(ps)}" height="{_f(ps)}" patternUnits="userSpaceOnUse">'
        f'<path d="M{_f(ps * .25)},{_f(ps * .15)} l{_f(ps * .12)},{_f(ps * .28)} h{_f(-ps * .24)}z '
        f'M{_f(ps * .75)},{_f(ps * .6)} l{_f(ps * .12)},{_f(ps * .28)} h{_f(-ps * .24)}z" '
        f'fill="{pal["pine"][1]}" opacity="0.7"/></pattern>',
        f'<pattern id="{p}-pat-basalt" width="{_f(ps * 1.2)}" height="{_f(ps * 1.04)}" patternUnits="userSpaceOnUse">'
        f'<path d="{_hex_path(ps * .3, ps * .26, ps * .2)} {_hex_path(ps * .9, ps * .78, ps * .2)}" '
        f'fill="none" stroke="{pal["basalt"][2]}" stroke-width="{_f(1.1 * u)}" opacity="0.35"/></pattern>',
        f'<pattern id="{p}-pat-kelp" width="{_f(ps * 1.2)}" height="{_f(ps * .6)}" patternUnits="userSpaceOnUse">'
        f'<path d="M0,{_f(ps * .3)} q{_f(ps * .3)},{_f(-ps * .22)} {_f(ps * .6)},0 t{_f(ps * .6)},0" '
        f'fill="none" stroke="{pal["kelp"][2]}" stroke-width="{_f(1.4 * u)}" opacity="0.4"/></pattern>',
        f'<pattern id="{p}-pat-millet" width="{_f(ps * .5)}" height="{_f(ps * .5)}" patternUnits="userSpaceOnUse" '
        f'patternTransform="rotate(-28)">'
        f'<path d="M0,0 V{_f(ps * .5)}" stroke="{pal["millet"][1]}" stroke-width="{_f(1.6 * u)}" opacity="0.45"/></pattern>',
        f'<pattern id="{p}-pat-copper" width="{_f(ps)}" height="{_f(ps)}" patternUnits="userSpaceOnUse">'
        f'<circle cx="{_f(ps * .25)}" cy="{_f(ps * .3)}" r="{_f(ps * .07)}" fill="{pal["copper"][2]}" opacity="0.45"/>'
        f'<circle cx="{_f(ps * .72)}" cy="{_f(ps * .74)}" r="{_f(ps * .05)}" fill="{pal["copper"][1]}" opacity="0.6"/></pattern>',
        f'<pattern id="{p}-pat-caldera" width="{_f(ps)}" height="{_f(ps)}" patternUnits="userSpaceOnUse">'
        f'<path d="M0,{_f(ps * .8)} L{_f(ps * .35)},{_f(ps * .55)} L{_f(ps * .6)},{_f(ps * .7)}" fill="none" '
        f'stroke="#ff6a1a" stroke-width="{_f(0.9 * u)}" opacity="0.35"/></pattern>',
    ]
    # Icons, drawn around (0, 0) on a 100-unit hex and scaled with the board.
    k = _f(u)
    parts += [
        f'<g id="{p}-icon-pine" transform="scale({k})">'
        + "".join(
            f'<path d="M{x},{y - 26 * h} l{13 * h},{22 * h} h{-6 * h} l{9 * h},{14 * h} h{-32 * h} '
            f'l{9 * h},{-14 * h} h{-6 * h}z" fill="#4c9a60" stroke="#163a24" stroke-width="1.8" stroke-linejoin="round"/>'
            f'<rect x="{x - 2}" y="{y + 10 * h}" width="4" height="{6 * h}" fill="#5a3b22"/>'
            for x, y, h in ((-17, 4, 0.8), (17, 4, 0.8), (0, -2, 1.0))
        )
        + "</g>",
        f'<g id="{p}-icon-basalt" transform="scale({k})">'
        + "".join(
            f'<rect x="{x - 7}" y="{-h}" width="14" height="{h + 14}" fill="{pal["basalt"][1]}" '
            f'stroke="{pal["basalt"][2]}" stroke-width="1.4"/>'
            f'<path d="{_hex_path(x, -h, 7, flat=True)}" fill="{pal["basalt"][2]}" opacity="0.85"/>'
            for x, h in ((-15, 10), (15, 14), (0, 22))
        )
        + "</g>",
        f'<g id="{p}-icon-kelp" transform="scale({k})" fill="none" stroke-linecap="round">'
        + "".join(
            f'<path d="M{x},16 c{-8 * d},-10 {8 * d},-18 0,-30 c{-5 * d},-6 {2 * d},-10 {3 * d},-12" '
            f'stroke="{pal["kelp"][2]}" stroke-width="4"/>'
            f'<ellipse cx="{x + 4 * d}" cy="-4" rx="5" ry="2.6" fill="{pal["kelp"][2]}" stroke="none" '
            f'transform="rotate({-30 * d} {x + 4 * d} -4)"/>'
            for x, d in ((-14, 1), (0, -1), (14, 1))
        )
        + '<path d="M-26,18 q8,-5 16,0 t16,0 t16,0 t16,0" stroke="#bfe9e2" stroke-width="2" opacity="0.7"/></g>',
        f'<g id="{p}-icon-millet" transform="scale({k})" stroke-linecap="round">'
        + "".join(
            f'<path d="M0,18 L{x},-6" stroke="{pal["millet"][1]}" stroke-width="2.4" fill="none"/>'
            + "".join(
                f'<ellipse cx="{_f(x * (1 - j * 0.18))}" cy="{-10 + j * 6}" rx="3.2" ry="5" '
                f'fill="{pal["millet"][2]}" stroke="{pal["millet"][1]}" stroke-width="1" '
                f'transform="rotate({_f(x * 1.2)} {_f(x * (1 - j * 0.18))} {-10 + j * 6})"/>'
                for j in range(3)
            )
            for x in (-16, -6, 6, 16)
        )
        + f'<rect x="-8" y="8" width="16" height="5" rx="2" fill="{pal["millet"][1]}"/></g>',
        f'<g id="{p}-icon-copper" transform="scale({k})">'
        f'<path d="M-26,16 L-14,-6 L0,-14 L12,-4 L26,16 Z" fill="{pal["copper"][1]}" stroke="#4a2010" stroke-width="1.5"/>'
        f'<path d="M-10,-2 l6,-6 l7,3 l-2,7 l-8,2z" fill="{pal["copper"][2]}" stroke="#ffd0a8" stroke-width="1"/>'
        f'<path d="M6,6 l5,-5 l6,3 l-2,6 l-7,1z" fill="{pal["copper"][2]}" stroke="#ffd0a8" stroke-width="1"/>'
        f'<path d="M-20,12 l4,-5 l5,2 l-1,5z" fill="{pal["copper"][2]}"/></g>',
        f'<g id="{p}-icon-caldera" transform="scale({k})">'
        f'<path d="M-44,26 L-16,-14 Q0,-6 16,-14 L44,26 Z" fill="#2a201c" stroke="#4d3a31" stroke-width="2"/>'
        f'<ellipse cx="0" cy="-13" rx="17" ry="6" fill="#ff7a2a"/>'
        f'<ellipse cx="0" cy="-13" rx="10" ry="3.2" fill="#ffd27a"/>'
        f'<path d="M-6,-14 q-4,10 -14,18 M5,-14 q5,12 12,22" stroke="#ff6a1a" stroke-width="2.4" fill="none"/>'
        f'<path d="M-4,-22 q-8,-10 2,-18 q8,-8 0,-18 M6,-22 q10,-8 2,-16" stroke="#7d7069" stroke-width="4" '
        f'fill="none" stroke-linecap="round" opacity="0.6"/></g>',
        # The Ashcloud, a dark plume that hangs over one tile.
        f'<g id="{p}-ashcloud" transform="scale({k})">'
        f'<path d="M-30,8 a12,12 0 0 1 4,-22 a16,16 0 0 1 28,-8 a13,13 0 0 1 22,8 a11,11 0 0 1 -2,22 z" '
        f'fill="#6d6a70" stroke="#2b2830" stroke-width="2.5" opacity="0.92"/>'
        f'<path d="M-18,-6 q8,-8 18,-2 M6,-10 q8,-4 12,4" stroke="#a7a3aa" stroke-width="2.5" fill="none" '
        f'stroke-linecap="round"/></g>',
    ]
    parts.append("</defs>")
    return "".join(parts)


def _hex_path(cx: float, cy: float, r: float, flat: bool = False) -> str:
    start = 0 if flat else 30
    pts = [
        (cx + r * math.cos(math.radians(start + 60 * i)), cy + r * math.sin(math.radians(start + 60 * i)))
        for i in range(6)
    ]
    if flat:
        # a squashed hexagon: the top of a basalt column seen from the side
        pts = [(x, cy + (y - cy) * 0.45) for x, y in pts]
    return "M" + " L".join(f"{_f(x)},{_f(y)}" for x, y in pts) + "Z"


# ---------------------------------------------------------------------------
# Pieces of the board


def _sea(p: str, g: _Geometry) -> str:
    """Shallows and a rocky rim that make the 19 tiles read as one island."""
    s = g.s
    out = ['<g class="sea" aria-hidden="true">']
    out.append(f'<circle cx="0" cy="0" r="{_f(4.85 * s)}" fill="url(#{p}-shallows)"/>')
    # Light on the water: a few gentle swell lines.
    swells = ((-5.6, -3.4, 1.1), (4.9, -4.2, 0.9), (-5.2, 4.1, 1.0), (5.3, 3.3, 1.2), (0.4, -6.0, 0.8), (-0.8, 6.0, 1.0))
    for i, (x, y, w) in enumerate(swells):
        out.append(
            f'<path d="M{_f(x * s)},{_f(y * s)} q{_f(w * s / 4)},{_f(-s / 9)} {_f(w * s / 2)},0 '
            f't{_f(w * s / 2)},0" fill="none" stroke="#9fd3d0" stroke-width="{_f(s * 0.025)}" '
            f'stroke-linecap="round" opacity="{0.28 + 0.04 * i}"/>'
        )
    surf = "".join(f'<polygon points="{_pts(g.hexagon(t, 1.16))}"/>' for t in range(len(TILE_IDS)))
    out.append(f'<g fill="#cfe9e0" opacity="0.35" filter="url(#{p}-soft)">{surf}</g>')
    sand = "".join(f'<polygon points="{_pts(g.hexagon(t, 1.075))}"/>' for t in range(len(TILE_IDS)))
    out.append(f'<g fill="#c9a46a" stroke="#c9a46a" stroke-width="{_f(s * 0.05)}" stroke-linejoin="round">{sand}</g>')
    rim = "".join(f'<polygon points="{_pts(g.hexagon(t, 1.02))}"/>' for t in range(len(TILE_IDS)))
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
    return rate_label(OWN_JETTY_RATE), TERRAIN_NAMES[RESOURCES[kind]]


class _JettyLayout:
    """Where a jetty on a coastal edge puts its plank, label plate and flag."""

    PLANK = 0.36  # plank length beyond the coast, in hex sizes
    SIDE_PLANK = 0.1
    """A jetty on the island's east or west side (its coast runs north-south): a short plank, so
    that its plate widens the board less (a phone's island is as wide as the window allows)."""

    def __init__(self, g: _Geometry, edge: int, wide: bool) -> None:
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


def _jetty(p: str, g: _Geometry, edge: int, kind: int) -> str:
    s = g.s
    rate, goods = jetty_label(kind)
    resource = "open" if kind == OPEN_JETTY else RESOURCES[kind]
    flag = JETTY_FLAG[resource]
    label = f"Jetty: trade {rate}" + (f" in {goods}" if goods else " in any goods")
    j = _JettyLayout(g, edge, bool(goods))
    out = [
        f'<g class="jetty" data-jetty-edge="{edge}" data-jetty="{_e(resource)}" data-rate="{_e(rate)}">',
        f"<title>{_e(label)}</title>",
        # Plank: from under the coast out to the plate.
        f'<g transform="translate({_f(j.mx)} {_f(j.my)}) rotate({_f(j.angle)})">'
        f'<rect x="{_f(-0.12 * s)}" y="{_f(-0.1 * s)}" width="{_f(0.24 * s)}" height="{_f(j.plank + 0.2 * s)}" '
        f'rx="{_f(0.03 * s)}" fill="#8a5a34" stroke="#3b2416" stroke-width="{_f(0.02 * s)}"/>'
        + "".join(
            f'<line x1="{_f(-0.12 * s)}" y1="{_f(y * s)}" x2="{_f(0.12 * s)}" y2="{_f(y * s)}" '
            f'stroke="#5b3a22" stroke-width="{_f(0.014 * s)}"/>'
            for y in (0.05, 0.16, 0.27, 0.38) if y * s < j.plank + 0.1 * s
        )
        + "</g>",
        # Flag on a pole at the plate's upper-left corner, with a lantern.
        f'<line x1="{_f(j.pole_x)}" y1="{_f(j.ly)}" x2="{_f(j.pole_x)}" y2="{_f(j.pole_top)}" stroke="#2a1d14" '
        f'stroke-width="{_f(0.035 * s)}" stroke-linecap="round"/>',
        f'<path d="M{_f(j.pole_x)},{_f(j.pole_top)} l{_f(0.32 * s)},{_f(0.09 * s)} l{_f(-0.32 * s)},{_f(0.1 * s)}z" '
        f'fill="{flag}" stroke="#2a1d14" stroke-width="{_f(0.018 * s)}" stroke-linejoin="round"/>',
        f'<circle cx="{_f(j.pole_x)}" cy="{_f(j.pole_top)}" r="{_f(0.13 * s)}" fill="url(#{p}-lantern)"/>',
        f'<rect class="jetty-plate" x="{_f(j.lx - j.w / 2)}" y="{_f(j.ly - j.h / 2)}" width="{_f(j.w)}" '
        f'height="{_f(j.h)}" rx="{_f(0.08 * s)}" fill="#f3ead6" stroke="{flag if goods else "#2a1d14"}" '
        f'stroke-width="{_f(0.04 * s)}"/>',
    ]
    if goods:
        out.append(
            f'<text x="{_f(j.lx)}" y="{_f(j.ly - 0.02 * s)}" text-anchor="middle" class="jetty-rate" '
            f'font-size="{_f(0.25 * s)}">{_e(rate)}</text>'
            f'<text x="{_f(j.lx)}" y="{_f(j.ly + 0.21 * s)}" text-anchor="middle" class="jetty-goods" '
            f'font-size="{_f(0.2 * s)}">{_e(goods)}</text>'
        )
    else:
        out.append(
            f'<text x="{_f(j.lx)}" y="{_f(j.ly + 0.09 * s)}" text-anchor="middle" class="jetty-rate" '
            f'font-size="{_f(0.25 * s)}">{_e(rate)}</text>'
        )
    out.append("</g>")
    return "".join(out)


def _disc(p: str, x: float, y: float, s: float, number: int) -> str:
    hot = number in (6, 8)
    r = 0.3 * s
    dots = DOTS[number]
    colour = EMBER if hot else "#2b1d14"
    gap = 0.075 * s
    first = x - gap * (dots - 1) / 2
    return (
        f'<g class="disc{" disc-hot" if hot else ""}">'
        f'<circle cx="{_f(x)}" cy="{_f(y + 0.02 * s)}" r="{_f(r)}" fill="#000" opacity="0.35"/>'
        f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{_f(r)}" fill="url(#{p}-disc)" '
        f'stroke="{EMBER if hot else "#7a5b3a"}" stroke-width="{_f(0.03 * s if hot else 0.02 * s)}"/>'
        f'<text x="{_f(x)}" y="{_f(y + 0.06 * s)}" text-anchor="middle" class="num" fill="{colour}" '
        f'font-size="{_f(0.27 * s if hot else 0.23 * s)}" font-weight="{800 if hot else 700}">{_e(number)}</text>'
        + "".join(
            f'<circle cx="{_f(first + i * gap)}" cy="{_f(y + 0.17 * s)}" r="{_f(0.03 * s)}" fill="{colour}"/>'
            for i in range(dots)
        )
        + "</g>"
    )


def _tile_art(p: str, g: _Geometry, t: int, terrain: str) -> str:
    """What a tile looks like at tile position ``t``: its face, texture, icon and dusk
    (the number disc is drawn over it separately)."""
    s = g.s
    base, dark, _light = PALETTE[terrain]
    tx, ty = g.tile(t)
    hexagon = _pts(g.hexagon(t, 0.965))
    out = [
        f'<polygon class="tile-face" points="{hexagon}" fill="{base}" stroke="{dark}" '
        f'stroke-width="{_f(0.03 * s)}" stroke-linejoin="round"/>',
        f'<polygon points="{hexagon}" fill="url(#{p}-pat-{terrain})"/>',
    ]
    if terrain == TERRAINS[CALDERA]:
        out.append(
            f'<circle cx="{_f(tx)}" cy="{_f(ty)}" r="{_f(0.85 * s)}" fill="url(#{p}-ember)" class="caldera-glow"/>'
        )
        out.append(f'<use href="#{p}-icon-caldera" transform="translate({_f(tx)} {_f(ty + 0.12 * s)})"/>')
    else:
        out.append(f'<use href="#{p}-icon-{terrain}" transform="translate({_f(tx)} {_f(ty - 0.45 * s)}) scale(1.2)"/>')
    out.append(f'<polygon points="{hexagon}" fill="url(#{p}-dusk)" pointer-events="none"/>')
    return "".join(out)


def _tile(
    p: str, g: _Geometry, island: Island, t: int, pressable: bool = False, rolled: bool = False,
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
    if pressable:
        press = (f' tabindex="{0 if first else -1}" role="button" aria-label="{_e(label)}" '
                 f'data-x="{_f(tx)}" data-y="{_f(ty)}"' + (' data-hinted="1"' if hinted else ""))
    elif barred:
        label = f"{label}: not here. {barred}"
        press = (f' tabindex="-1" role="button" aria-disabled="true" aria-label="{_e(label)}" '
                 f'data-why="{_e(barred)}" data-x="{_f(tx)}" data-y="{_f(ty)}"')
    else:
        press = f' role="img" aria-label="{_e(label)}"'
    out = [
        f'<g class="{classes}" data-tile="{_e(TILE_IDS[t])}" data-terrain="{_e(terrain)}" '
        f'data-number="{_e("" if number is None else number)}"{press}>',
        f"<title>{_e(label)}</title>",
        _tile_art(p, g, t, terrain),
    ]
    if rolled:
        out.append(f'<polygon class="tile-rolled" points="{_pts(g.hexagon(t, 0.9))}" fill="none"/>')
    if pressable:
        out.append(f'<polygon class="tile-ring" points="{_pts(g.hexagon(t, 0.86))}" fill="none"/>')
    if number is not None:
        out.append(_disc(p, tx, ty + 0.2 * s, s, number))
    out.append("</g>")
    return "".join(out)


def _sites(
    g: _Geometry,
    corners: frozenset[int] = frozenset(),
    edges: frozenset[int] = frozenset(),
    p: str = "ci",
    labels: dict[str, str] | None = None,
    hinted: str = "",
    dots: dict[int, int] | None = None,
) -> str:
    """Invisible edge and corner sites; those in ``corners``/``edges`` are pressable.

    ``hinted`` (``"corner 17"``) is the site a hint points at; ``dots`` gives pressable
    corners their ember dots, written beside them.

    A pressable site is a ``<g role="button">`` named by ``labels`` (``"corner 17"`` ->
    its accessible name) holding what is seen (a lantern ring, a bar), a focus ring and
    a transparent hit area that is at least 44 CSS px across at any zoom (a stroke with
    ``vector-effect: non-scaling-stroke``).  Only the lowest pressable site is in the Tab
    order (``tabindex="0"``); the page's arrow keys move between the others (roving
    tabindex).  ``data-x``/``data-y`` give the site's centre in SVG units.
    """
    s = g.s
    labels = labels or {}
    first = ("corner", min(corners)) if corners else ("edge", min(edges)) if edges else None
    edge_sites: list[str] = []
    for e, (a, b) in enumerate(g.topo.edge_corners):
        plain = None if e in edges else _recall(("edge", s, e))
        if plain is not None:
            edge_sites.append(plain)
            continue
        (ax, ay), (bx, by) = g.corner(a), g.corner(b)
        # a bar along the middle 60 % of the side, so an edge never covers a corner
        x1, y1 = ax + (bx - ax) * 0.2, ay + (by - ay) * 0.2
        x2, y2 = ax + (bx - ax) * 0.8, ay + (by - ay) * 0.8
        length = math.hypot(bx - ax, by - ay)
        half = (0.16 if e in edges else 0.11) * s
        nx, ny = -(by - ay) / length * half, (bx - ax) / length * half
        bar = ((x1 + nx, y1 + ny), (x2 + nx, y2 + ny), (x2 - nx, y2 - ny), (x1 - nx, y1 - ny))
        if e in edges:
            seg = f'M{_f(x1)},{_f(y1)} L{_f(x2)},{_f(y2)}'
            edge_sites.append(
                _press_site("edge", e, ((ax + bx) / 2, (ay + by) / 2), labels.get(f"edge {e}", f"Edge {e}"),
                            first == ("edge", e), hinted == f"edge {e}")
                + f'<polygon class="site-look" points="{_pts(bar)}" '
                f'style="fill:#ffd98a;stroke:#2a1306;stroke-width:{_f(0.035 * s)};stroke-linejoin:round"/>'
                + (_lit_mark((ax + bx) / 2, (ay + by) / 2, s) if hinted == f"edge {e}" else "")
                + _focus_ring(f'<polygon points="{_pts(bar)}" stroke-linejoin="round"')
                + f'<path class="site-hit" d="{seg}"/></g>'
            )
        else:
            edge_sites.append(_keep(("edge", s, e), f'<polygon class="site site-edge" data-edge="{e}" points="{_pts(bar)}"/>'))
    corner_sites: list[str] = []
    for c in range(len(g.topo.corner_xy)):
        plain = None if c in corners else _recall(("corner", s, c))
        if plain is not None:
            corner_sites.append(plain)
            continue
        x, y = g.corner(c)
        if c in corners:  # large to the finger, drawn as a lantern ring (fill: a radial glow)
            dot = f'M{_f(x)},{_f(y)} h0'
            shown = (dots or {}).get(c)
            count = _pips(x, y, shown, s) if shown is not None else ""
            corner_sites.append(
                _press_site("corner", c, (x, y), labels.get(f"corner {c}", f"Corner {c}"), first == ("corner", c),
                            hinted == f"corner {c}", shown)
                + f'<circle class="site-look" cx="{_f(x)}" cy="{_f(y)}" r="{_f(0.38 * s)}" style="fill:url(#{p}-site)"/>'
                + (_lit_mark(x, y, s) if hinted == f"corner {c}" else "")
                + count
                + _focus_ring(f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{_f(0.44 * s)}"')
                + f'<path class="site-hit" d="{dot}"/></g>'
            )
        else:
            corner_sites.append(_keep(
                ("corner", s, c),
                f'<circle class="site site-corner" data-corner="{c}" cx="{_f(x)}" cy="{_f(y)}" r="{_f(0.2 * s)}"/>'))
    return ('<g class="sites sites-edges">' + "".join(edge_sites) + '</g><g class="sites sites-corners">'
            + "".join(corner_sites) + "</g>")


def _lit_mark(x: float, y: float, s: float) -> str:
    """What marks the site a hint or the coach points at, beside its glow: a dashed ring round it
    and an arrow above it pointing down, light on a dark outline (a shape, not a colour alone:
    the lit edge was only a little brighter than the other glowing ones)."""
    ring = f'cx="{_f(x)}" cy="{_f(y)}" r="{_f(0.6 * s)}"'
    tip, top = y - 0.66 * s, y - 1.06 * s
    arrow = f'M{_f(x)},{_f(tip)} L{_f(x - 0.26 * s)},{_f(top)} L{_f(x + 0.26 * s)},{_f(top)} Z'
    return (f'<g class="site-lit" aria-hidden="true"><circle class="lit-under" {ring}/><circle class="lit-ring" {ring}/>'
            f'<path class="lit-arrow" d="{arrow}"/></g>')


PIPS_PER_ROW = 5
"""A corner's ember dots (Show dots) are drawn as pips, in rows of this many (a numeral in a disc
looked just like a tile's number)."""


def _pips(x: float, y: float, n: int, s: float) -> str:
    """A corner's ``n`` ember dots as pips on a dark plate over the corner's ring, in rows of
    :data:`PIPS_PER_ROW`: dots, never a numeral (its name says the count to a screen reader).

    >>> _pips(0, 0, 7, 100).count("<circle")
    7
    """
    rows = max(1, -(-n // PIPS_PER_ROW))
    gap, r = 0.12 * s, 0.045 * s
    wide = min(n, PIPS_PER_ROW)
    w, h = gap * max(wide - 1, 0) + 2 * r + 0.1 * s, gap * (rows - 1) + 2 * r + 0.1 * s
    out = [f'<g class="site-dots" aria-hidden="true" data-pips="{n}">'
           f'<rect x="{_f(x - w / 2)}" y="{_f(y - h / 2)}" width="{_f(w)}" height="{_f(h)}" rx="{_f(h / 2)}"/>']
    for i in range(n):
        row, col = divmod(i, PIPS_PER_ROW)
        in_row = min(PIPS_PER_ROW, n - row * PIPS_PER_ROW)
        cx = x + (col - (in_row - 1) / 2) * gap
        cy = y + (row - (rows - 1) / 2) * gap
        out.append(f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r)}"/>')
    return "".join(out) + "</g>"


def _press_site(kind: str, ident: int, centre: tuple[float, float], label: str, first: bool,
                hinted: bool = False, dots: int | None = None) -> str:
    """The opening tag of a pressable corner or edge: a named button, in the Tab order if
    ``first``; ``hinted``: the site a hint points at; ``dots``: its ember dots, shown."""
    x, y = centre
    extra = ' data-hinted="1"' if hinted else ""
    if dots is not None:
        extra += f' data-dots="{dots}"'
        label = f"{label}, {dots} dots"
    return (
        f'<g class="site site-{kind} is-pressable{" is-hinted" if hinted else ""}" data-{kind}="{ident}" '
        f'data-x="{_f(x)}" data-y="{_f(y)}"{extra} '
        f'role="button" tabindex="{0 if first else -1}" aria-label="{_e(label)}">'
    )


def _focus_ring(shape: str) -> str:
    """A keyboard focus ring round ``shape`` (an unclosed, unpainted element), shown by CSS
    only while the site has focus: a dark band with a light core, in screen pixels."""
    return f'{shape} class="site-focus site-focus-band"/>{shape} class="site-focus site-focus-core"/>'



# ---------------------------------------------------------------------------
# Accessible names (what a screen reader says for a site or a tile)


def _tile_words(island: Island, t: int, ashcloud: int | None = None) -> str:
    """``"Pine 8"``, ``"Ash Caldera"``; ``" under the Ashcloud"`` added where it hangs."""
    name = TERRAIN_NAMES[TERRAINS[island.terrain[t]]]
    number = island.numbers[t]
    words = name if number is None else f"{name} {number}"
    return words + (" under the Ashcloud" if t == ashcloud else "")


def tile_name(island: Island, t: int, ashcloud: int | None = None) -> str:
    """A tile's accessible name.

    >>> from engine.island import landfall
    >>> tile_name(landfall(), 0)
    'Tile A1: Basalt 11 (2 dots)'
    """
    number = island.numbers[t]
    words = _tile_words(island, t)
    if number is not None:
        dots = DOTS[number]
        words += f" ({dots} dot{'s' if dots != 1 else ''})"
    if t == ashcloud:
        words += ", Ashcloud"
    return f"Tile {TILE_IDS[t]}: {words}"


def _jetty_words(kind: int) -> str:
    rate, goods = jetty_label(kind)
    return f"jetty {rate}" + (f" {goods}" if goods else "")


def _piece_words(state: Any, names: Sequence[str], colours: Sequence[str], corner: int | None = None,
                 edge: int | None = None) -> str:
    """``"Ana's hearth"``, ``"a Wayfarer camp"``, or ``""`` when nothing stands there."""
    if state is None:
        return ""
    if corner is not None:
        piece = state.corner_piece[corner]
        if not piece:
            return ""
        kind = ("", "hearth", "beacon", "camp")[piece]
        if kind == "camp":
            return "a Wayfarer camp"
        return f"{_seat_label(names, colours, state.corner_seat[corner])}'s {kind}"
    seat = state.edge_seat[edge]
    return "" if seat < 0 else f"{_seat_label(names, colours, seat)}'s causeway"


def corner_name(island: Island, c: int, state: Any = None, names: Sequence[str] = (), colours: Sequence[str] = (),
                ashcloud: int | None = None) -> str:
    """A corner's accessible name: the tiles around it (never its number), a jetty, a piece on it.

    >>> from engine.island import landfall
    >>> corner_name(landfall(), 0)
    'The north corner of Basalt 11, jetty 3:1'
    """
    topo = topology()
    parts = [places.corner_words(island, c)]
    if ashcloud is not None and ashcloud in topo.corner_tiles[c]:
        parts.append(f"{places.tile_words(island, ashcloud)} under the Ashcloud")
    parts += [_jetty_words(k) for e, k in island.jetties if c in topo.edge_corners[e]]
    piece = _piece_words(state, names, colours, corner=c)
    if piece:
        parts.append(piece)
    text = ", ".join(parts)
    return text[0].upper() + text[1:]


def edge_name(island: Island, e: int, state: Any = None, names: Sequence[str] = (), colours: Sequence[str] = (),
              ashcloud: int | None = None) -> str:
    """An edge's accessible name: the tiles beside it (never its number), a jetty, a causeway on it.

    >>> from engine.island import landfall
    >>> edge_name(landfall(), 0)
    'The north-west coast of Basalt 11, jetty 3:1'
    """
    topo = topology()
    parts = [places.edge_words(island, e)]
    if ashcloud is not None and ashcloud in topo.edge_tiles[e]:
        parts.append(f"{places.tile_words(island, ashcloud)} under the Ashcloud")
    parts += [_jetty_words(k) for j, k in island.jetties if j == e]
    piece = _piece_words(state, names, colours, edge=e)
    if piece:
        parts.append(piece)
    text = ", ".join(parts)
    return text[0].upper() + text[1:]


def view_box(size: float = 100, island: Island | None = None) -> tuple[float, float, float, float]:
    """The SVG viewBox that holds the island and a jetty on any coastal edge.

    The same for every island, so the board never jumps when the island changes;
    with ``island`` given, the box holds just that island's jetties (a game's board,
    drawn as large as its space allows).
    """
    g = _Geometry(size)
    xs = [g.corner(c)[0] for c in range(len(g.topo.corner_xy))]
    ys = [g.corner(c)[1] for c in range(len(g.topo.corner_xy))]
    if island is not None:
        boxes = [_JettyLayout(g, e, k != OPEN_JETTY).bounds() for e, k in island.jetties]
    else:
        boxes = [_JettyLayout(g, e, True).bounds() for e in g.topo.coastal_edges]
    pad = 0.02 * size
    x0 = min(min(xs), *(b[0] for b in boxes)) - pad
    y0 = min(min(ys), *(b[1] for b in boxes)) - pad
    x1 = max(max(xs), *(b[2] for b in boxes)) + pad
    y1 = max(max(ys), *(b[3] for b in boxes)) + pad
    return (x0, y0, x1 - x0, y1 - y0)


SEAT_TONES = {
    "Coral": "#de5d3f",
    "Saffron": "#f0cd22",
    "Lagoon": "#63c5d6",
    "Moss": "#a3c98a",
}
"""Lantern colour name -> tone (the same tones as ``charts.SEAT_COLOURS``: chosen to stay
apart under the common colour-vision deficiencies; the shape marks carry the rest)."""
LANTERNS = tuple(SEAT_TONES)
"""Lantern colours in their default seat order."""
OUTLINE = "#141014"
"""The dark outline round every piece, so it reads on any terrain."""
NEUTRAL_SEAT = 4
"""``corner_seat``/``edge_seat`` value of the Wayfarer camps and their causeways."""
CAMP_TONE = "#d8cbb4"
HALO = "#fff2c4"
FRESH_ATTR = ' data-fresh="1"'
"""The halo round pieces placed since the viewer's last turn."""


def lantern(colours: Sequence[str], seat: int) -> str:
    """Seat ``seat``'s lantern colour name (its default one if none was given).

    >>> lantern(["Moss", "Coral"], 1), lantern([], 2)
    ('Coral', 'Lagoon')
    """
    if 0 <= seat < len(colours) and colours[seat] in SEAT_TONES:
        return colours[seat]
    return LANTERNS[seat % len(LANTERNS)]


def shape_path(shape: str, x: float, y: float, r: float) -> str:
    """An SVG element (no paint) for a shape mark about ``2r`` across, centred on (x, y).

    >>> shape_path("square", 0, 0, 10)
    '<rect x="-8.5" y="-8.5" width="17" height="17" rx="1.5"'
    """
    if shape == "square":
        h = r * 0.85
        return f'<rect x="{_f(x - h)}" y="{_f(y - h)}" width="{_f(2 * h)}" height="{_f(2 * h)}" rx="{_f(r * 0.15)}"'
    if shape == "triangle":
        t = r * 1.22
        tri: tuple[tuple[float, float], ...] = ((x, y - t), (x + t * 0.95, y + t * 0.62), (x - t * 0.95, y + t * 0.62))
        return f'<polygon points="{_pts(tri)}" stroke-linejoin="round"'
    if shape == "diamond":
        d = r * 1.22
        pts = ((x, y - d), (x + d * 0.9, y), (x, y + d), (x - d * 0.9, y))
        return f'<polygon points="{_pts(pts)}" stroke-linejoin="round"'
    return f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{_f(r)}"'


def _seat_label(names: Sequence[str], colours: Sequence[str], seat: int) -> str:
    if seat == NEUTRAL_SEAT:
        return "Wayfarers"
    if 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return lantern(colours, seat)


def _pieces(
    g: _Geometry, state: Any, colours: Sequence[str], names: Sequence[str], recent: tuple[str, int] | None,
    fresh: frozenset[tuple[str, int]] = frozenset(),
) -> str:
    """Causeways, then hearths, beacons and camps, from a frame's sight (or an engine view).  A hearth is a
    house and a beacon a tower with a flame (the tray's icons), each with its seat's shape
    mark; the pieces in ``fresh`` (placed since the viewer's last turn) wear a halo."""
    s = g.s
    out: list[str] = []  # one item a piece
    edge_seat = state.edge_seat
    corners = g.topo.edge_corners
    for e, seat in enumerate(edge_seat):
        if seat < 0:
            continue
        label = f"{_seat_label(names, colours, seat)}'s causeway"
        key: tuple[Any, ...] = ("causeway", s, e, seat, recent == ("causeway", e), ("causeway", e) in fresh,
               "" if seat == NEUTRAL_SEAT else lantern(colours, seat), label)
        got = _recall(key)
        if got is not None:
            out.append(got)
            continue
        a, b = corners[e]
        (ax, ay), (bx, by) = g.corner(a), g.corner(b)
        x1, y1 = ax + (bx - ax) * 0.16, ay + (by - ay) * 0.16
        x2, y2 = ax + (bx - ax) * 0.84, ay + (by - ay) * 0.84
        new = " is-new" if recent == ("causeway", e) else ""
        halo = ""
        if ("causeway", e) in fresh:
            new += " is-fresh"
            halo = (f'<line class="halo" x1="{_f(x1)}" y1="{_f(y1)}" x2="{_f(x2)}" y2="{_f(y2)}" stroke-linecap="round" '
                    f'stroke="{HALO}" stroke-width="{_f(0.3 * s)}" opacity="0.75"/>')
        if seat == NEUTRAL_SEAT:
            tone, mark, shape = CAMP_TONE, "", "none"
        else:
            name = lantern(colours, seat)
            tone, shape = SEAT_TONES[name], SEAT_SHAPES[name]
            mark = _causeway_marks(shape, ax, ay, bx, by, s)
        line = f'x1="{_f(x1)}" y1="{_f(y1)}" x2="{_f(x2)}" y2="{_f(y2)}" stroke-linecap="round"'
        out.append(_keep(
            key,
            f'<g class="piece piece-causeway{new}" data-piece="causeway" data-seat="{seat}" data-at="{e}" '
            f'data-mark="{shape}"'
            f"{FRESH_ATTR if halo else ''}>"
            f"<title>{_e(label)}</title>{halo}"
            f'<line {line} stroke="{OUTLINE}" stroke-width="{_f(0.17 * s)}"/>'
            f'<line {line} stroke="{tone}" stroke-width="{_f(0.11 * s)}"/>{mark}</g>'
        ))
    for c, piece in enumerate(state.corner_piece):
        if not piece:
            continue
        seat = state.corner_seat[c]
        x, y = g.corner(c)
        kind = ("", "hearth", "beacon", "camp")[piece]
        new = " is-new" if recent in (("hearth", c), ("beacon", c)) else ""
        is_fresh = (kind, c) in fresh
        label = f"{_seat_label(names, colours, seat)}'s {kind}" if kind != "camp" else "A Wayfarer camp"
        key = ("corner", s, c, kind, seat, new, is_fresh, "" if kind == "camp" else lantern(colours, seat), label)
        got = _recall(key)
        if got is not None:
            out.append(got)
            continue
        item = [
            f'<g class="piece piece-{kind}{new}{" is-fresh" if is_fresh else ""}" data-piece="{kind}" '
            f'data-seat="{seat}" data-at="{c}"{FRESH_ATTR if is_fresh else ""}>'
            f"<title>{_e(label)}</title>"
        ]
        if is_fresh:
            item.append(f'<circle class="halo" cx="{_f(x)}" cy="{_f(y)}" r="{_f(0.36 * s)}" fill="{HALO}" opacity="0.6"/>')
        if kind == "camp":
            r = 0.2 * s
            pts = ((x, y - r), (x + r, y + r * 0.75), (x - r, y + r * 0.75))
            item.append(
                f'<polygon points="{_pts(pts)}" fill="{CAMP_TONE}" stroke="{OUTLINE}" stroke-width="{_f(0.04 * s)}" '
                'stroke-linejoin="round"/>'
                f'<path d="M{_f(x)},{_f(y - r * 0.2)} L{_f(x - r * 0.3)},{_f(y + r * 0.75)} '
                f'H{_f(x + r * 0.3)}Z" fill="{OUTLINE}"/>'
            )
        else:
            name = lantern(colours, seat)
            tone, shape = SEAT_TONES[name], SEAT_SHAPES[name]
            item.append(_hearth(x, y, s, tone, shape) if kind == "hearth" else _beacon(x, y, s, tone, shape))
        item.append("</g>")
        out.append(_keep(key, "".join(item)))
    return '<g class="pieces">' + "".join(out) + "</g>"


def _hearth(x: float, y: float, s: float, tone: str, shape: str) -> str:
    """A hearth: a little house in the seat's colour, its shape mark on the door."""
    w, top, eave, base = 0.19 * s, y - 0.24 * s, y - 0.05 * s, y + 0.17 * s
    house = f"M{_f(x - w)},{_f(base)} V{_f(eave)} L{_f(x)},{_f(top)} L{_f(x + w)},{_f(eave)} V{_f(base)}Z"
    return (
        f'<path d="{house}" transform="translate(0 {_f(0.025 * s)})" fill="{OUTLINE}" opacity="0.45"/>'
        f'<path d="{house}" fill="{tone}" stroke="{OUTLINE}" stroke-width="{_f(0.04 * s)}" stroke-linejoin="round"/>'
        f'{shape_path(shape, x, y + 0.05 * s, 0.075 * s)} class="seat-mark" fill="{OUTLINE}"/>'
    )


def _beacon(x: float, y: float, s: float, tone: str, shape: str) -> str:
    """A beacon: a taller tower in the seat's colour with a flame on top and the shape mark on it."""
    foot, waist, deck = y + 0.24 * s, y - 0.08 * s, y - 0.14 * s
    tower = (
        f"M{_f(x - 0.18 * s)},{_f(foot)} L{_f(x - 0.11 * s)},{_f(waist)} H{_f(x - 0.17 * s)} V{_f(deck)} "
        f"H{_f(x + 0.17 * s)} V{_f(waist)} H{_f(x + 0.11 * s)} L{_f(x + 0.18 * s)},{_f(foot)}Z"
    )
    flame_y = deck - 0.01 * s
    flame = (
        f"M{_f(x)},{_f(flame_y)} c{_f(-0.1 * s)},0 {_f(-0.13 * s)},{_f(-0.09 * s)} {_f(-0.07 * s)},{_f(-0.17 * s)} "
        f"c{_f(0.02 * s)},{_f(0.06 * s)} {_f(0.05 * s)},{_f(0.05 * s)} {_f(0.07 * s)},{_f(-0.08 * s)} "
        f"c{_f(0.06 * s)},{_f(0.08 * s)} {_f(0.1 * s)},{_f(0.14 * s)} 0,{_f(0.25 * s)}z"
    )
    return (
        f'<path d="{tower}" transform="translate(0 {_f(0.025 * s)})" fill="{OUTLINE}" opacity="0.45"/>'
        f'<path d="{flame}" fill="#ffb84a" stroke="{OUTLINE}" stroke-width="{_f(0.025 * s)}" stroke-linejoin="round"/>'
        f'<path d="{tower}" fill="{tone}" stroke="{OUTLINE}" stroke-width="{_f(0.04 * s)}" stroke-linejoin="round"/>'
        f'{shape_path(shape, x, y + 0.07 * s, 0.08 * s)} class="seat-mark" fill="{OUTLINE}"/>'
    )


def _causeway_marks(shape: str, ax: float, ay: float, bx: float, by: float, s: float) -> str:
    """A causeway's seat marks: its shape twice along it, dark on the seat's colour, so two
    seats' causeways stay apart when their colours do not."""
    return "".join(
        f'{shape_path(shape, ax + (bx - ax) * t, ay + (by - ay) * t, 0.05 * s)} class="seat-mark" fill="{OUTLINE}"/>'
        for t in (0.34, 0.66)
    )


@functools.lru_cache(maxsize=8)
def _base(island: Island, size: float, p: str) -> str:
    """The parts of the board that never change during a game: defs, sea and jetties."""
    g = _Geometry(size)
    return "".join(
        [_defs(p, size), _sea(p, g), '<g class="jetties">', *(_jetty(p, g, e, k) for e, k in island.jetties), "</g>"]
    )


def outline_svg(size: float = 100, title: str = "An island") -> str:
    """The island's outline before its tiles are known: the shallows, the sand and the 19
    tiles blank, in the viewBox every island's preview has (the page shows it for a seed link
    until its Python has dealt the island, ``site/view/firstpaint.py``).

    >>> svg = outline_svg()
    >>> svg.count("<polygon") - 2 * len(TILE_IDS), 'data-layer="tiles"' in svg
    (19, False)
    """
    g = _Geometry(size)
    x, y, w, h = view_box(size)

    def ring(scale: float) -> str:
        return "".join(f'<polygon points="{_pts(g.hexagon(t, scale))}"/>' for t in range(len(TILE_IDS)))

    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="island island-outline" viewBox="{_f(x)} {_f(y)} {_f(w)} '
        f'{_f(h)}" role="img" aria-label="{_e(title)}">'
        f'<circle cx="0" cy="0" r="{_f(4.85 * size)}" fill="#1e4f5c" opacity="0.45"/>'
        f'<g fill="#c9a46a" stroke="#c9a46a" stroke-width="{_f(size * 0.05)}" stroke-linejoin="round">{ring(1.075)}</g>'
        f'<g fill="#2a2420">{ring(1.02)}</g>'
        f'<g fill="#4a3f38" stroke="#5c5048" stroke-width="{_f(size * 0.02)}">{ring(0.94)}</g></svg>'
    )


BOARD_LAYERS = ("tiles", "pieces", "ashcloud", "sites")
"""The parts of a drawn board that change during a game, each in its own ``<g data-layer>``."""


def render_island(island: Island, **options: Any) -> str:
    """The whole island as an ``<svg>`` string (see :func:`render_island_layers` for ``options``).

    >>> from engine.island import landfall
    >>> svg = render_island(landfall())
    >>> svg.startswith("<svg") and svg.endswith("</svg>") and 'data-layer="tiles"' in svg
    True
    """
    frame, layers, close = render_island_layers(island, **options)
    return frame + "".join(f'<g data-layer="{name}">{inner}</g>' for name, inner in layers) + close


def render_island_layers(
    island: Island,
    *,
    size: float = 100,
    id_prefix: str = "ci",
    ashcloud: int | None = None,
    title: str | None = None,
    state: Any = None,
    colours: Sequence[str] = (),
    names: Sequence[str] = (),
    pressable: Pressable | None = None,
    rolled: int | None = None,
    recent: tuple[str, int] | None = None,
    fresh: Iterable[tuple[str, int]] = (),
    tight: bool = False,
) -> tuple[str, list[tuple[str, str]], str]:
    """The island, with a game's pieces when ``state`` is given, as ``(frame, layers, close)``:
    the ``<svg>`` opening and what never changes in a game (sea, jetties, patterns), then
    each of :data:`BOARD_LAYERS` as ``(name, inner SVG)``, then ``</svg>``.  The page redraws
    only the layers that changed.

    ``ashcloud`` is the tile index the Ashcloud hangs over (None: not drawn; with a
    ``state`` it is the state's).  ``id_prefix`` keeps ids unique when one page shows two
    boards.  ``state`` is what a frame sees (an ``adapter.Sight``; an engine view too; only public fields are
    read: pieces and the Ashcloud); ``colours`` and ``names`` are each seat's lantern
    colour name and player name.  ``pressable`` says which corners, edges or tiles the
    player may press now (nothing else is pressable); ``rolled`` marks the tiles
    carrying the last roll's number; ``recent`` is the piece just built, as
    ``("hearth", corner)`` / ``("causeway", edge)``, drawn with class ``is-new``; ``fresh``
    are the pieces placed since the viewer's last turn, haloed (``data-fresh``).
    ``tight`` fits the viewBox to this island's own jetties (see :func:`view_box`).
    """
    p = escape(id_prefix, quote=True)
    g = _Geometry(size)
    x, y, w, h = view_box(size, island if tight else None)
    if title is None:
        title = island_name(island.seed)
    if state is not None:
        ashcloud = state.ash
    press = pressable or Pressable()
    tiles_pressable = frozenset(press.tiles)
    why = dict(press.barred)
    frame = (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="island" viewBox="{_f(x)} {_f(y)} {_f(w)} {_f(h)}" '
        f'role="group" aria-label="{_e(title)}" data-island="{_e(island.seed)}" '
        'font-family="Trebuchet MS, Segoe UI, DejaVu Sans, Liberation Sans, system-ui, sans-serif">'
        + _base(island, size, p)
    )
    first_tile = min(tiles_pressable) if tiles_pressable else -1
    drawn = []
    for t in range(len(TILE_IDS)):
        flags = (t in tiles_pressable, rolled is not None and island.numbers[t] == rolled and t != ashcloud,
                 ashcloud, t == first_tile, why.get(t, ""), press.hinted == f"tile {t}")
        key = ("tile", id(island), p, size, t, flags)
        item = _recall(key)
        if item is None:
            pressed, lit, ash_at, first, barred, hinted = flags
            item = _keep(key, _tile(p, g, island, t, pressed, lit, ashcloud=ash_at, first=first, barred=barred,
                                    hinted=hinted), island)
        drawn.append(item)
    tiles = '<g class="tiles">' + "".join(drawn) + "</g>"
    pieces = _pieces(g, state, colours, names, recent, frozenset(fresh)) if state is not None else ""
    ash = ""
    if ashcloud is not None:
        ax, ay = g.tile(ashcloud)
        ash = (
            f'<g class="ashcloud" data-ashcloud="{_e(TILE_IDS[ashcloud])}">'
            f"<title>{_e('The Ashcloud over ' + TILE_IDS[ashcloud])}</title>"
            f'<polygon class="ash-shade" points="{_pts(g.hexagon(ashcloud, 0.95))}" fill="#120c10" opacity="0.38"/>'
            f'<use href="#{p}-ashcloud" transform="translate({_f(ax + 0.3 * size)} {_f(ay - 0.5 * size)}) scale(1.05)"/></g>'
        )
    labels = {f"corner {c}": corner_name(island, c, state, names, colours, ashcloud) for c in press.corners}
    labels.update({f"edge {e}": edge_name(island, e, state, names, colours, ashcloud) for e in press.edges})
    sites = _sites(g, frozenset(press.corners), frozenset(press.edges), p, labels, press.hinted, dict(press.dots))
    return frame, [("tiles", tiles), ("pieces", pieces), ("ashcloud", ash), ("sites", sites)], "</svg>"


def sprite() -> str:
    """A hidden ``<svg>`` of symbols the page's HTML reuses: resource icons
    (``#res-pine`` ...) and shape marks (``#mark-circle`` ...), painted with
    ``currentColor`` where a seat's colour goes."""
    p = "sp"
    out = ['<svg xmlns="http://www.w3.org/2000/svg" class="sprite" aria-hidden="true" width="0" height="0" '
           'style="position:absolute;width:0;height:0;overflow:hidden">', _defs(p, 100)]
    for r in RESOURCES:
        out.append(f'<symbol id="res-{r}" viewBox="-36 -34 72 62"><use href="#{p}-icon-{r}"/></symbol>')
    for shape in ("circle", "square", "triangle", "diamond"):
        out.append(
            f'<symbol id="mark-{shape}" viewBox="-13 -13 26 26">'
            f'{shape_path(shape, 0, 0.6 if shape == "triangle" else 0, 9)} fill="currentColor" stroke="{OUTLINE}" '
            'stroke-width="2.2"/></symbol>'
        )
    out.extend(f'<symbol id="{name}" viewBox="0 0 24 24">{body}</symbol>' for name, body in _UI_ICONS.items())
    out.append("</svg>")
    return "".join(out)


_LINE = 'fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"'
_UI_ICONS = {
    # a fan of cards
    "ico-cards": f'<rect x="4" y="5" width="11" height="15" rx="2" {_LINE} transform="rotate(-10 9 12)"/>'
                 f'<rect x="9" y="4" width="11" height="15" rx="2" fill="currentColor" fill-opacity="0.25" {_LINE}/>',
    # a venture card with a star
    "ico-venture": f'<rect x="5" y="3" width="14" height="18" rx="2.5" {_LINE}/>'
                   '<path d="M12 7.5l1.3 2.7 2.9.4-2.1 2 .5 2.9-2.6-1.4-2.6 1.4.5-2.9-2.1-2 2.9-.4z" fill="currentColor"/>',
    # the Warden: a lantern-bearing shield
    "ico-warden": f'<path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" {_LINE}/>'
                  '<circle cx="12" cy="11" r="2.6" fill="currentColor"/>',
    "ico-dice": f'<rect x="3.5" y="3.5" width="17" height="17" rx="4" {_LINE}/>'
                '<circle cx="8.5" cy="8.5" r="1.6" fill="currentColor"/><circle cx="15.5" cy="15.5" r="1.6" fill="currentColor"/>'
                '<circle cx="12" cy="12" r="1.6" fill="currentColor"/>',
    "ico-causeway": f'<path d="M3 17L21 7" {_LINE} stroke-width="4"/><path d="M3 17L21 7" stroke="#141014" '
                    'stroke-width="1" stroke-dasharray="2 3"/>',
    "ico-hearth": f'<path d="M4 20V10l8-6 8 6v10z" {_LINE}/><path d="M12 19c-2 0-3-1.4-3-3 0-2 2-3 3-5 1 2 3 3 3 5 0 1.6-1 3-3 3z" '
                  'fill="currentColor"/>',
    "ico-beacon": f'<path d="M8 21l1.5-10h5L16 21z" {_LINE}/><path d="M7 11h10" {_LINE}/>'
                  '<path d="M12 9.5c-2 0-3-1.5-3-3 0-2 2-3 3-5 1 2 3 3 3 5 0 1.5-1 3-3 3z" fill="currentColor"/>',
    "ico-trade": f'<path d="M4 8h13l-3-3M20 16H7l3 3" {_LINE}/>',
    "ico-undo": f'<path d="M9 5L4 10l5 5" {_LINE}/><path d="M4 10h10a6 6 0 010 12h-3" {_LINE}/>',
    "ico-exchange": f'<circle cx="7" cy="8" r="3" {_LINE}/><circle cx="17" cy="8" r="3" {_LINE}/>'
                    f'<path d="M3 20c0-3 2-5 4-5s4 2 4 5M13 20c0-3 2-5 4-5s4 2 4 5" {_LINE}/>',
    # the top bar: share a link, export the record, a new game
    "ico-share": f'<circle cx="6" cy="12" r="2.5" {_LINE}/><circle cx="18" cy="6" r="2.5" {_LINE}/>'
                 f'<circle cx="18" cy="18" r="2.5" {_LINE}/><path d="M8.3 10.8l7.4-3.6M8.3 13.2l7.4 3.6" {_LINE}/>',
    "ico-export": f'<path d="M12 4v11M7.5 10.5L12 15l4.5-4.5" {_LINE}/><path d="M5 16v3.5h14V16" {_LINE}/>',
    "ico-new": f'<path d="M12 5v14M5 12h14" {_LINE} stroke-width="2.4"/>',
    "ico-dots": '<circle cx="7" cy="15" r="2.2" fill="currentColor"/><circle cx="12" cy="7" r="2.2" fill="currentColor"/>'
                '<circle cx="17" cy="15" r="2.2" fill="currentColor"/>',
    "ico-hint": f'<path d="M9 17h6M10 20.5h4M12 3a6 6 0 00-3.6 10.8c.7.6 1.1 1.4 1.1 2.2h5c0-.8.4-1.6 1.1-2.2A6 6 0 0012 3z" '
                f'{_LINE}/>',
    # How to play: a question mark in a ring
    "ico-help": f'<circle cx="12" cy="12" r="9" {_LINE}/><path d="M9.3 9.4a2.8 2.8 0 115.1 1.6c-.8 1-2.4 1.5-2.4 3.2" {_LINE}/>'
                '<circle cx="12" cy="17.4" r="1.2" fill="currentColor"/>',
    # venture kinds, by index: Warden, Landmark, Surveyor, Bountiful Tide, Embargo
    "ico-v0": f'<path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" {_LINE}/>'
              '<circle cx="12" cy="11" r="2.6" fill="currentColor"/>',
    "ico-v1": f'<path d="M9 21l1.5-15L12 3l1.5 3L15 21z" {_LINE}/><path d="M6 21h12" {_LINE}/>',
    "ico-v2": f'<circle cx="12" cy="12" r="8" {_LINE}/><path d="M12 6l2 6-2 6-2-6z" fill="currentColor"/>',
    "ico-v3": f'<path d="M3 15q3-3 6 0t6 0 6 0M3 19q3-3 6 0t6 0 6 0" {_LINE}/><path d="M12 3v8M9 6l3-3 3 3" {_LINE}/>',
    "ico-v4": f'<circle cx="12" cy="12" r="8" {_LINE}/><path d="M6.5 17.5l11-11" {_LINE}/>',
}
"""Small line icons for the page's buttons and counters (``<use href="#ico-...">``)."""


# ---------------------------------------------------------------------------
# Small pictures for the rules ("How to play"): drawn with the board's own tiles, pieces and
# jetties, on the real hex geometry, and named for assistive technology (role="img").

RULES_PREFIX = "rd"
"""Id prefix of the patterns and icons the rules' pictures share (:func:`rules_defs`)."""
_OPEN_MARK = "#ffd98a"
_CLOSED_MARK = "#ff6a1a"


def rules_defs() -> str:
    """The board's patterns, gradients and icons once more, for the rules' pictures: a
    zero-size ``<svg>`` (not ``display: none``, so its patterns paint elsewhere)."""
    return ('<svg xmlns="http://www.w3.org/2000/svg" class="rules-defs" aria-hidden="true" focusable="false" '
            'width="0" height="0" style="position:absolute;width:0;height:0;overflow:hidden">'
            + _defs(RULES_PREFIX, 100) + "</svg>")


def _picture(label: str, points: Sequence[tuple[float, float]], body: str, pad: float, cls: str) -> str:
    """An ``<svg role="img">`` named ``label``, its viewBox round ``points``."""
    x0, x1 = min(x for x, _ in points) - pad, max(x for x, _ in points) + pad
    y0, y1 = min(y for _, y in points) - pad, max(y for _, y in points) + pad
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="rules-pic {cls}" viewBox="{_f(x0)} {_f(y0)} {_f(x1 - x0)} '
        f'{_f(y1 - y0)}" role="img" aria-label="{_e(label)}" '
        'font-family="Trebuchet MS, Segoe UI, DejaVu Sans, Liberation Sans, system-ui, sans-serif">'
        f"<title>{_e(label)}</title>{body}</svg>"
    )


def _patch(g: _Geometry, island: Island, tiles: Sequence[int]) -> tuple[str, list[tuple[float, float]]]:
    """A few of ``island``'s tiles, as the board draws them (no ids, no names: a picture),
    and the points that bound them."""
    p = RULES_PREFIX
    out = ['<g aria-hidden="true">']
    points: list[tuple[float, float]] = []
    for t in tiles:
        out.append(_tile_art(p, g, t, TERRAINS[island.terrain[t]]))
        number = island.numbers[t]
        if number is not None:
            tx, ty = g.tile(t)
            out.append(_disc(p, tx, ty + 0.2 * g.s, g.s, number))
        points += g.hexagon(t)
    out.append("</g>")
    return "".join(out), points


def _open_mark(x: float, y: float, s: float) -> str:
    """An open corner, as the game shows one: a glowing lantern ring."""
    return f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{_f(0.3 * s)}" fill="url(#{RULES_PREFIX}-site)"/>'


def _closed_mark(x: float, y: float, s: float) -> str:
    """A corner or an edge that may not be built on: a dark disc with an ember cross."""
    r, k = 0.15 * s, 0.075 * s
    return (
        f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{_f(r)}" fill="{OUTLINE}" stroke="{_CLOSED_MARK}" '
        f'stroke-width="{_f(0.03 * s)}"/>'
        f'<path d="M{_f(x - k)},{_f(y - k)} L{_f(x + k)},{_f(y + k)} M{_f(x + k)},{_f(y - k)} L{_f(x - k)},{_f(y + k)}" '
        f'stroke="{_CLOSED_MARK}" stroke-width="{_f(0.04 * s)}" stroke-linecap="round"/>'
    )


def _causeway_piece(g: _Geometry, a: int, b: int, colour: str) -> str:
    """A causeway of the seat with lantern ``colour`` from corner ``a`` to corner ``b``."""
    s = g.s
    (ax, ay), (bx, by) = g.corner(a), g.corner(b)
    x1, y1, x2, y2 = ax + (bx - ax) * 0.16, ay + (by - ay) * 0.16, ax + (bx - ax) * 0.84, ay + (by - ay) * 0.84
    line = f'x1="{_f(x1)}" y1="{_f(y1)}" x2="{_f(x2)}" y2="{_f(y2)}" stroke-linecap="round"'
    return (f'<line {line} stroke="{OUTLINE}" stroke-width="{_f(0.17 * s)}"/>'
            f'<line {line} stroke="{SEAT_TONES[colour]}" stroke-width="{_f(0.11 * s)}"/>'
            + _causeway_marks(SEAT_SHAPES[colour], ax, ay, bx, by, s))


def _hearth_piece(g: _Geometry, c: int, colour: str) -> str:
    x, y = g.corner(c)
    return _hearth(x, y, g.s, SEAT_TONES[colour], SEAT_SHAPES[colour])


def spacing_picture(label: str) -> str:
    """The spacing of hearths: a hearth on Landfall, the three corners next to it crossed
    out, every other corner round it open (glowing)."""
    from engine.island import landfall

    g = _Geometry(100)
    island = landfall()
    tiles = tuple(TILE_IDS.index(name) for name in ("B1", "C1", "C2"))
    (hearth,) = set.intersection(*(set(g.topo.tile_corners[t]) for t in tiles))
    patch, points = _patch(g, island, tiles)
    near = set(g.topo.corner_corners[hearth])
    shown = sorted({c for t in tiles for c in g.topo.tile_corners[t]} - near - {hearth})
    marks = "".join(_open_mark(*g.corner(c), g.s) for c in shown)
    marks += "".join(_closed_mark(*g.corner(c), g.s) for c in sorted(near))
    return _picture(label, points, patch + marks + _hearth_piece(g, hearth, "Coral"), 0.32 * g.s, "rules-pic-spacing")


def causeway_picture(label: str) -> str:
    """A causeway may reach a corner another seat holds but not pass through it: Coral's hearth
    and two causeways up to Saffron's hearth; the edge beyond Saffron's hearth crossed out,
    an edge from Coral's own trail glowing."""
    from engine.island import landfall

    g = _Geometry(100)
    s = g.s
    island = landfall()
    tiles = tuple(TILE_IDS.index(name) for name in ("B1", "B2", "C2"))
    ring = g.topo.tile_corners[tiles[2]]  # C2's corners, clockwise from its top point
    top, right, low, left = ring[0], ring[1], ring[2], ring[5]
    (up,) = set(g.topo.corner_corners[top]) - {right, left}
    patch, points = _patch(g, island, tiles)

    def bar(a: int, b: int, open_: bool) -> str:
        (ax, ay), (bx, by) = g.corner(a), g.corner(b)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        if open_:
            x1, y1, x2, y2 = ax + (bx - ax) * 0.22, ay + (by - ay) * 0.22, ax + (bx - ax) * 0.78, ay + (by - ay) * 0.78
            return (f'<line x1="{_f(x1)}" y1="{_f(y1)}" x2="{_f(x2)}" y2="{_f(y2)}" stroke="#2a1306" '
                    f'stroke-width="{_f(0.2 * s)}" stroke-linecap="round"/>'
                    f'<line x1="{_f(x1)}" y1="{_f(y1)}" x2="{_f(x2)}" y2="{_f(y2)}" stroke="{_OPEN_MARK}" '
                    f'stroke-width="{_f(0.13 * s)}" stroke-linecap="round"/>')
        return (f'<line x1="{_f(ax)}" y1="{_f(ay)}" x2="{_f(bx)}" y2="{_f(by)}" stroke="{_CLOSED_MARK}" '
                f'stroke-width="{_f(0.05 * s)}" stroke-dasharray="{_f(0.1 * s)} {_f(0.07 * s)}"/>'
                + _closed_mark(mx, my, s))

    body = (patch + _causeway_piece(g, left, top, "Coral") + _causeway_piece(g, top, right, "Coral")
            + bar(right, low, False) + bar(top, up, True)
            + _hearth_piece(g, left, "Coral") + _hearth_piece(g, right, "Saffron"))
    return _picture(label, points, body, 0.2 * s, "rules-pic-causeway")


def jetty_picture(label: str) -> str:
    """Two coastal tiles of Landfall with a hearth on an open (3:1) jetty and one on a Pine
    (2:1) jetty, as the board draws jetties."""
    from engine.island import landfall

    g = _Geometry(100)
    island = landfall()
    tiles = tuple(TILE_IDS.index(name) for name in ("A1", "A2"))
    patch, points = _patch(g, island, tiles)
    body = [patch]
    for t, kind, side in ((tiles[0], OPEN_JETTY, 0), (tiles[1], RESOURCES.index("pine"), 1)):
        ring = g.topo.tile_corners[t]
        a, b = ring[-1], ring[0]  # the upper-left side
        if side:
            a, b = ring[0], ring[1]  # the upper-right side
        (edge,) = set(g.topo.corner_edges[a]) & set(g.topo.corner_edges[b])
        body.append(_jetty(RULES_PREFIX, g, edge, kind))
        body.append(_hearth_piece(g, b if side else a, "Coral"))
        bounds = _JettyLayout(g, edge, kind != OPEN_JETTY).bounds()
        points += [(bounds[0], bounds[1]), (bounds[2], bounds[3])]
    # a picture carries no ids a page or a test looks for (data-jetty-edge and the like)
    art = re.sub(r' data-[a-z-]+="[^"]*"', "", "".join(body))
    return _picture(label, points, art, 0.08 * g.s, "rules-pic-jetty")


def cards_picture(cards: Sequence[int], label: str) -> str:
    """A cost as the cards it takes, one card per card (the hand's card look and the tray's
    resource icons, ``#res-pine`` ...), grouped by resource."""
    w, h, step, gap = 36.0, 44.0, 39.0, 6.0
    out = []
    x = 0.0
    for r, n in enumerate(cards):
        for _ in range(n):
            colour = JETTY_FLAG[RESOURCES[r]]
            out.append(
                f'<g class="rules-card"><rect x="{_f(x)}" y="0" width="{_f(w)}" height="{_f(h)}" rx="4" fill="#f6ecd8" '
                f'stroke="{colour}" stroke-width="2.5"/>'
                f'<use href="#res-{RESOURCES[r]}" x="{_f(x + 4)}" y="5" width="{_f(w - 8)}" height="22"/>'
                f'<text x="{_f(x + w / 2)}" y="{_f(h - 6)}" text-anchor="middle" font-size="8" font-weight="700" '
                f'fill="#2a1d14">{_e(RES_NAMES[r])}</text></g>'
            )
            x += step
        if n:
            x += gap
    width = max(x - gap - (step - w), w)
    return _picture(label, [(0, 0), (width, h)], "".join(out), 2, "rules-pic-cards")
