"""Draw an island (and, later, a game in progress) as one SVG string.

Pure Python, standard library only: no ``js`` or ``pyscript`` import, so it runs
and is tested in CPython exactly as the page runs it in Pyodide.  The page sets the
string as the ``innerHTML`` of its board element.

Every tile is a ``<g data-tile="A1" data-terrain="pine" data-number="8">``
(``data-number`` is empty on the Ash Caldera).  Every corner and edge has an
invisible site (``class="site site-corner" data-corner="N"`` and
``class="site site-edge" data-edge="N"``, RULINGS numbering) that the page's CSS
shows only when the game makes it pressable.  All text is escaped.

>>> from engine.island import landfall
>>> svg = render_island(landfall())
>>> svg.startswith("<svg") and svg.count("data-tile=") == 19
True
>>> svg.count("data-corner="), svg.count("data-edge=")
(54, 72)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from html import escape

from engine.cards import CALDERA, DOTS, RESOURCES, TERRAINS
from engine.hexgrid import TILE_IDS, topology
from engine.island import OPEN_JETTY, Island

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


def _sea(p: str, g: _Geometry, island: Island) -> str:
    """Shallows and a rocky rim that make the 19 tiles read as one island."""
    s = g.s
    out = ['<g class="sea" aria-hidden="true">']
    out.append(f'<circle cx="0" cy="0" r="{_f(4.85 * s)}" fill="url(#{p}-shallows)"/>')
    # Light on the water: a few gentle swell lines.
    for i, (x, y, w) in enumerate(((-5.6, -3.4, 1.1), (4.9, -4.2, 0.9), (-5.2, 4.1, 1.0), (5.3, 3.3, 1.2), (0.4, -6.0, 0.8), (-0.8, 6.0, 1.0))):
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


def jetty_label(kind: int) -> tuple[str, str]:
    """The rate and goods of a jetty kind: ``("3:1", "")`` or ``("2:1", "Pine")``.

    >>> jetty_label(5), jetty_label(0)
    (('3:1', ''), ('2:1', 'Pine'))
    """
    if kind == OPEN_JETTY:
        return "3:1", ""
    return "2:1", TERRAIN_NAMES[RESOURCES[kind]]


class _JettyLayout:
    """Where a jetty on a coastal edge puts its plank, label plate and flag."""

    PLANK = 0.36  # plank length beyond the coast, in hex sizes

    def __init__(self, g: _Geometry, edge: int, wide: bool) -> None:
        s = g.s
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
        reach = self.PLANK * s + abs(self.ux) * self.w / 2 + abs(self.uy) * self.h / 2
        self.lx, self.ly = self.mx + self.ux * reach, self.my + self.uy * reach
        self.pole_x = self.lx - self.w / 2 + 0.07 * s
        self.pole_top = self.ly - self.h / 2 - 0.34 * s

    def bounds(self) -> tuple[float, float, float, float]:
        """(min x, min y, max x, max y) of the plate and its flag."""
        return (self.lx - self.w / 2, self.pole_top, self.lx + self.w / 2, self.ly + self.h / 2)


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
        f'<rect x="{_f(-0.12 * s)}" y="{_f(-0.1 * s)}" width="{_f(0.24 * s)}" height="{_f((j.PLANK + 0.2) * s)}" '
        f'rx="{_f(0.03 * s)}" fill="#8a5a34" stroke="#3b2416" stroke-width="{_f(0.02 * s)}"/>'
        + "".join(
            f'<line x1="{_f(-0.12 * s)}" y1="{_f(y * s)}" x2="{_f(0.12 * s)}" y2="{_f(y * s)}" '
            f'stroke="#5b3a22" stroke-width="{_f(0.014 * s)}"/>'
            for y in (0.05, 0.16, 0.27, 0.38)
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


def _tile(p: str, g: _Geometry, island: Island, t: int) -> str:
    s = g.s
    terrain = TERRAINS[island.terrain[t]]
    number = island.numbers[t]
    base, dark, light = PALETTE[terrain]
    tx, ty = g.tile(t)
    hexagon = _pts(g.hexagon(t, 0.965))
    name = TERRAIN_NAMES[terrain]
    if number is None:
        label = f"{TILE_IDS[t]}: {name}"
    else:
        dots = DOTS[number]
        label = f"{TILE_IDS[t]}: {name} {number} ({dots} dot{'s' if dots != 1 else ''})"
    out = [
        f'<g class="tile" data-tile="{_e(TILE_IDS[t])}" data-terrain="{_e(terrain)}" '
        f'data-number="{_e("" if number is None else number)}">',
        f"<title>{_e(label)}</title>",
        f'<polygon class="tile-face" points="{hexagon}" fill="{base}" stroke="{dark}" '
        f'stroke-width="{_f(0.03 * s)}" stroke-linejoin="round"/>',
        f'<polygon points="{hexagon}" fill="url(#{p}-pat-{terrain})"/>',
    ]
    if island.terrain[t] == CALDERA:
        out.append(
            f'<circle cx="{_f(tx)}" cy="{_f(ty)}" r="{_f(0.85 * s)}" fill="url(#{p}-ember)" class="caldera-glow"/>'
        )
        out.append(f'<use href="#{p}-icon-caldera" transform="translate({_f(tx)} {_f(ty + 0.12 * s)})"/>')
    else:
        out.append(f'<use href="#{p}-icon-{terrain}" transform="translate({_f(tx)} {_f(ty - 0.45 * s)}) scale(1.2)"/>')
    out.append(f'<polygon points="{hexagon}" fill="url(#{p}-dusk)" pointer-events="none"/>')
    if number is not None:
        out.append(_disc(p, tx, ty + 0.2 * s, s, number))
    out.append("</g>")
    return "".join(out)


def _sites(g: _Geometry) -> str:
    """Invisible edge and corner sites; the page shows the pressable ones."""
    s = g.s
    out = ['<g class="sites sites-edges">']
    for e, (a, b) in enumerate(g.topo.edge_corners):
        (ax, ay), (bx, by) = g.corner(a), g.corner(b)
        # keep the middle 60 % of the side so an edge never covers a corner
        x1, y1 = ax + (bx - ax) * 0.2, ay + (by - ay) * 0.2
        x2, y2 = ax + (bx - ax) * 0.8, ay + (by - ay) * 0.8
        out.append(
            f'<line class="site site-edge" data-edge="{e}" x1="{_f(x1)}" y1="{_f(y1)}" '
            f'x2="{_f(x2)}" y2="{_f(y2)}"/>'
        )
    out.append('</g><g class="sites sites-corners">')
    for c in range(len(g.topo.corner_xy)):
        x, y = g.corner(c)
        out.append(f'<circle class="site site-corner" data-corner="{c}" cx="{_f(x)}" cy="{_f(y)}" r="{_f(0.2 * s)}"/>')
    out.append("</g>")
    return "".join(out)


def view_box(size: float = 100) -> tuple[float, float, float, float]:
    """The SVG viewBox that holds the island and a jetty on any coastal edge.

    The same for every island, so the board never jumps when the island changes.
    """
    g = _Geometry(size)
    xs = [g.corner(c)[0] for c in range(len(g.topo.corner_xy))]
    ys = [g.corner(c)[1] for c in range(len(g.topo.corner_xy))]
    boxes = [_JettyLayout(g, e, True).bounds() for e in g.topo.coastal_edges]
    pad = 0.08 * size
    x0 = min(min(xs), *(b[0] for b in boxes)) - pad
    y0 = min(min(ys), *(b[1] for b in boxes)) - pad
    x1 = max(max(xs), *(b[2] for b in boxes)) + pad
    y1 = max(max(ys), *(b[3] for b in boxes)) + pad
    return (x0, y0, x1 - x0, y1 - y0)


def render_island(
    island: Island,
    *,
    size: float = 100,
    id_prefix: str = "ci",
    ashcloud: int | None = None,
    title: str | None = None,
) -> str:
    """The whole island as an ``<svg>`` string.

    ``ashcloud`` is the tile index the Ashcloud hangs over (None: not drawn).
    ``id_prefix`` keeps ids unique when one page shows two boards.
    """
    p = escape(id_prefix, quote=True)
    g = _Geometry(size)
    x, y, w, h = view_box(size)
    if title is None:
        title = "Landfall" if island.seed == "landfall" else f"Island {island.seed}"
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="island" viewBox="{_f(x)} {_f(y)} {_f(w)} {_f(h)}" '
        f'role="group" aria-label="{_e(title)}" data-island="{_e(island.seed)}" '
        'font-family="Trebuchet MS, Segoe UI, DejaVu Sans, Liberation Sans, system-ui, sans-serif">',
        _defs(p, size),
        _sea(p, g, island),
        '<g class="jetties">',
        *(_jetty(p, g, e, k) for e, k in island.jetties),
        "</g>",
        '<g class="tiles">',
        *(_tile(p, g, island, t) for t in range(len(TILE_IDS))),
        "</g>",
    ]
    if ashcloud is not None:
        ax, ay = g.tile(ashcloud)
        out.append(
            f'<g class="ashcloud" data-ashcloud="{_e(TILE_IDS[ashcloud])}">'
            f"<title>{_e('The Ashcloud over ' + TILE_IDS[ashcloud])}</title>"
            f'<use href="#{p}-ashcloud" transform="translate({_f(ax + 0.36 * size)} {_f(ay - 0.52 * size)}) scale(0.8)"/></g>'
        )
    out.append(_sites(g))
    out.append("</svg>")
    return "".join(out)
