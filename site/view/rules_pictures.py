"""Small pictures for the rules ("How to play"): drawn with the board's own tiles, pieces and
jetties, on the real hex geometry, and named for assistive technology (``role="img"``): the
spacing of hearths, a causeway that may reach but not pass another seat's hearth, a 3:1 and a
2:1 jetty, a cost as the cards it takes.  Their patterns and icons are the board's, drawn once
for them all (:func:`rules_defs`).  Pure Python, standard library only.

>>> svg = spacing_picture("Hearths apart")
>>> svg.startswith("<svg") and 'role="img"' in svg and "data-corner" not in svg
True
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from engine.cards import RESOURCES, TERRAINS
from engine.hexgrid import TILE_IDS
from engine.island import OPEN_JETTY, Island

from model.seating import SEAT_SHAPES
from view.island_svg import JETTY_FLAG, Geometry, JettyLayout, disc, jetty, tile_art
from view.markup import esc, num
from view.pieces_svg import OUTLINE, SEAT_TONES, causeway_marks, hearth
from view.terrain_svg import defs
from words.things import res_name

RULES_PREFIX = "rd"
"""Id prefix of the patterns and icons the rules' pictures share (:func:`rules_defs`)."""
_OPEN_MARK = "#ffd98a"
_CLOSED_MARK = "#ff6a1a"


def rules_defs() -> str:
    """The board's patterns, gradients and icons once more, for the rules' pictures: a
    zero-size ``<svg>`` (not ``display: none``, so its patterns paint elsewhere)."""
    return ('<svg xmlns="http://www.w3.org/2000/svg" class="rules-defs" aria-hidden="true" focusable="false" '
            'width="0" height="0" style="position:absolute;width:0;height:0;overflow:hidden">'
            + defs(RULES_PREFIX, 100) + "</svg>")


def _picture(label: str, points: Sequence[tuple[float, float]], body: str, pad: float, cls: str) -> str:
    """An ``<svg role="img">`` named ``label``, its viewBox round ``points``."""
    x0, x1 = min(x for x, _ in points) - pad, max(x for x, _ in points) + pad
    y0, y1 = min(y for _, y in points) - pad, max(y for _, y in points) + pad
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="rules-pic {cls}" viewBox="{num(x0)} {num(y0)} {num(x1 - x0)} '
        f'{num(y1 - y0)}" role="img" aria-label="{esc(label)}" '
        'font-family="Trebuchet MS, Segoe UI, DejaVu Sans, Liberation Sans, system-ui, sans-serif">'
        f"<title>{esc(label)}</title>{body}</svg>"
    )


def _patch(g: Geometry, island: Island, tiles: Sequence[int]) -> tuple[str, list[tuple[float, float]]]:
    """A few of ``island``'s tiles, as the board draws them (no ids, no names: a picture),
    and the points that bound them."""
    p = RULES_PREFIX
    out = ['<g aria-hidden="true">']
    points: list[tuple[float, float]] = []
    for t in tiles:
        out.append(tile_art(p, g, t, TERRAINS[island.terrain[t]]))
        number = island.numbers[t]
        if number is not None:
            tx, ty = g.tile(t)
            out.append(disc(p, tx, ty + 0.2 * g.s, g.s, number))
        points += g.hexagon(t)
    out.append("</g>")
    return "".join(out), points


def _open_mark(x: float, y: float, s: float) -> str:
    """An open corner, as the game shows one: a glowing lantern ring."""
    return f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(0.3 * s)}" fill="url(#{RULES_PREFIX}-site)"/>'


def _closed_mark(x: float, y: float, s: float) -> str:
    """A corner or an edge that may not be built on: a dark disc with an ember cross."""
    r, k = 0.15 * s, 0.075 * s
    return (
        f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(r)}" fill="{OUTLINE}" stroke="{_CLOSED_MARK}" '
        f'stroke-width="{num(0.03 * s)}"/>'
        f'<path d="M{num(x - k)},{num(y - k)} L{num(x + k)},{num(y + k)} M{num(x + k)},{num(y - k)} L{num(x - k)},{num(y + k)}" '
        f'stroke="{_CLOSED_MARK}" stroke-width="{num(0.04 * s)}" stroke-linecap="round"/>'
    )


def _causeway_piece(g: Geometry, a: int, b: int, colour: str) -> str:
    """A causeway of the seat with lantern ``colour`` from corner ``a`` to corner ``b``."""
    s = g.s
    (ax, ay), (bx, by) = g.corner(a), g.corner(b)
    x1, y1, x2, y2 = ax + (bx - ax) * 0.16, ay + (by - ay) * 0.16, ax + (bx - ax) * 0.84, ay + (by - ay) * 0.84
    line = f'x1="{num(x1)}" y1="{num(y1)}" x2="{num(x2)}" y2="{num(y2)}" stroke-linecap="round"'
    return (f'<line {line} stroke="{OUTLINE}" stroke-width="{num(0.17 * s)}"/>'
            f'<line {line} stroke="{SEAT_TONES[colour]}" stroke-width="{num(0.11 * s)}"/>'
            + causeway_marks(SEAT_SHAPES[colour], ax, ay, bx, by, s))


def _hearth_piece(g: Geometry, c: int, colour: str) -> str:
    x, y = g.corner(c)
    return hearth(x, y, g.s, SEAT_TONES[colour], SEAT_SHAPES[colour])


def spacing_picture(label: str) -> str:
    """The spacing of hearths: a hearth on Landfall, the three corners next to it crossed
    out, every other corner round it open (glowing)."""
    from engine.island import landfall

    g = Geometry(100)
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

    g = Geometry(100)
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
            return (f'<line x1="{num(x1)}" y1="{num(y1)}" x2="{num(x2)}" y2="{num(y2)}" stroke="#2a1306" '
                    f'stroke-width="{num(0.2 * s)}" stroke-linecap="round"/>'
                    f'<line x1="{num(x1)}" y1="{num(y1)}" x2="{num(x2)}" y2="{num(y2)}" stroke="{_OPEN_MARK}" '
                    f'stroke-width="{num(0.13 * s)}" stroke-linecap="round"/>')
        return (f'<line x1="{num(ax)}" y1="{num(ay)}" x2="{num(bx)}" y2="{num(by)}" stroke="{_CLOSED_MARK}" '
                f'stroke-width="{num(0.05 * s)}" stroke-dasharray="{num(0.1 * s)} {num(0.07 * s)}"/>'
                + _closed_mark(mx, my, s))

    body = (patch + _causeway_piece(g, left, top, "Coral") + _causeway_piece(g, top, right, "Coral")
            + bar(right, low, False) + bar(top, up, True)
            + _hearth_piece(g, left, "Coral") + _hearth_piece(g, right, "Saffron"))
    return _picture(label, points, body, 0.2 * s, "rules-pic-causeway")


def jetty_picture(label: str) -> str:
    """Two coastal tiles of Landfall with a hearth on an open (3:1) jetty and one on a Pine
    (2:1) jetty, as the board draws jetties."""
    from engine.island import landfall

    g = Geometry(100)
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
        body.append(jetty(RULES_PREFIX, g, edge, kind))
        body.append(_hearth_piece(g, b if side else a, "Coral"))
        bounds = JettyLayout(g, edge, kind != OPEN_JETTY).bounds()
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
                f'<g class="rules-card"><rect x="{num(x)}" y="0" width="{num(w)}" height="{num(h)}" rx="4" fill="#f6ecd8" '
                f'stroke="{colour}" stroke-width="2.5"/>'
                f'<use href="#res-{RESOURCES[r]}" x="{num(x + 4)}" y="5" width="{num(w - 8)}" height="22"/>'
                f'<text x="{num(x + w / 2)}" y="{num(h - 6)}" text-anchor="middle" font-size="8" font-weight="700" '
                f'fill="#2a1d14">{esc(res_name(r))}</text></g>'
            )
            x += step
        if n:
            x += gap
    width = max(x - gap - (step - w), w)
    return _picture(label, [(0, 0), (width, h)], "".join(out), 2, "rules-pic-cards")


# ---------------------------------------------------------------- Living Island

SCORCHED_LOOK = ("#2a1712", "#ff6a1a")
"""A scorched half in the rules' pictures: charred ground and its ember cracks."""


def _half_points(g: Geometry, t: int, side: int, scale: float = 0.965) -> list[tuple[float, float]]:
    """Tile ``t``'s north (``side`` 0) or south (1) half: cut by the line through its centre
    that crosses the middles of its two upright sides (LIVING-ISLAND 4.2)."""
    _tx, ty = g.tile(t)
    ring = g.hexagon(t, scale)  # clockwise from the top point
    top, upper_right, lower_right, bottom, lower_left, upper_left = ring
    right = ((upper_right[0] + lower_right[0]) / 2, ty)
    left = ((upper_left[0] + lower_left[0]) / 2, ty)
    if side == 0:
        return [left, upper_left, top, upper_right, right]
    return [right, lower_right, bottom, lower_left, left]


def _half_art(g: Geometry, t: int, side: int, resource: int | None) -> str:
    """One half as the island's terrain draws it (its colour, texture and icon), or scorched
    (``resource`` None): charred, with ember cracks."""
    from view.terrain_svg import PALETTE

    s = g.s
    pts = " ".join(f"{num(x)},{num(y)}" for x, y in _half_points(g, t, side))
    tx, ty = g.tile(t)
    dy = -0.45 * s if side == 0 else 0.5 * s
    if resource is None:
        char, ember = SCORCHED_LOOK
        cx, cy = tx, ty + dy
        k = 0.22 * s
        return (f'<polygon points="{pts}" fill="{char}" stroke="#0d0a09" stroke-width="{num(0.03 * s)}"/>'
                f'<path d="M{num(cx - k)},{num(cy - k / 3)} L{num(cx - k / 4)},{num(cy + k / 5)} L{num(cx + k / 5)},'
                f'{num(cy - k / 4)} L{num(cx + k)},{num(cy + k / 3)}" fill="none" stroke="{ember}" '
                f'stroke-width="{num(0.035 * s)}" stroke-linecap="round" stroke-linejoin="round"/>')
    terrain = RESOURCES[resource]
    base, dark, _light = PALETTE[terrain]
    return (f'<polygon points="{pts}" fill="{base}" stroke="{dark}" stroke-width="{num(0.03 * s)}"/>'
            f'<polygon points="{pts}" fill="url(#{RULES_PREFIX}-pat-{terrain})"/>'
            f'<use href="#{RULES_PREFIX}-icon-{terrain}" transform="translate({num(tx)} {num(ty + dy)}) scale(0.9)"/>')


def halves_picture(label: str, tiles: Sequence[tuple[str, int | None, int | None]]) -> str:
    """Tiles of Landfall drawn as their two halves: each ``(tile id, north, south)``, a half's
    resource (``engine.cards.RESOURCES`` index) or None for a scorched half; each tile's
    number disc on the line between its halves."""
    from engine.island import landfall

    g = Geometry(100)
    island = landfall()
    out = ['<g aria-hidden="true">']
    points: list[tuple[float, float]] = []
    for name, north, south in tiles:
        t = TILE_IDS.index(name)
        out.append(_half_art(g, t, 0, north) + _half_art(g, t, 1, south))
        tx, ty = g.tile(t)
        out.append(f'<line x1="{num(_half_points(g, t, 0)[0][0])}" y1="{num(ty)}" x2="{num(_half_points(g, t, 0)[-1][0])}" '
                   f'y2="{num(ty)}" stroke="#f6ecd8" stroke-width="{num(0.025 * g.s)}" stroke-dasharray="{num(0.06 * g.s)}"/>')
        number = island.numbers[t]
        if number is not None:
            out.append(disc(RULES_PREFIX, tx, ty, g.s, number))
        points += g.hexagon(t)
    out.append("</g>")
    return _picture(label, points, "".join(out), 0.1 * g.s, "rules-pic-halves")


def rings_picture(label: str, outer: Sequence[int], inner: Sequence[int]) -> str:
    """Landfall whole, its numbers on their tiles, and the two rings' ways of turning: an
    arrow round the ``outer`` ring's tiles (clockwise) and one round the ``inner`` ring's
    (counter-clockwise)."""
    from engine.island import landfall

    g = Geometry(100)
    s = g.s
    island = landfall()
    patch, points = _patch(g, island, range(len(TILE_IDS)))

    def arrow(tiles: Sequence[int], clockwise: bool, colour: str, reach: float) -> str:
        xs = [g.tile(t) for t in tiles]
        r = sum((x * x + y * y) ** 0.5 for x, y in xs) / len(xs) + reach
        points.extend([(-r - 0.2 * s, -r - 0.2 * s), (r + 0.2 * s, r + 0.2 * s)])
        # A circle through the ring's tile centres, drawn almost whole, with a head at its end.
        start, sweep = -math.pi / 2 + 0.35, 2 * math.pi - 0.7
        a0, a1 = (start, start + sweep) if clockwise else (start + sweep, start)
        x0, y0 = r * math.cos(a0), r * math.sin(a0)
        x1, y1 = r * math.cos(a1), r * math.sin(a1)
        flag = 1 if clockwise else 0
        d = f"M{num(x0)},{num(y0)} A{num(r)},{num(r)} 0 1 {flag} {num(x1)},{num(y1)}"
        tangent = a1 + (math.pi / 2 if clockwise else -math.pi / 2)
        hx, hy = math.cos(tangent), math.sin(tangent)
        nx, ny = -hy, hx
        size = 0.28 * s
        head = (f"{num(x1 + hx * size)},{num(y1 + hy * size)} {num(x1 + nx * size * 0.6)},{num(y1 + ny * size * 0.6)} "
                f"{num(x1 - nx * size * 0.6)},{num(y1 - ny * size * 0.6)}")
        return (f'<path d="{d}" fill="none" stroke="{OUTLINE}" stroke-width="{num(0.12 * s)}" stroke-linecap="round"/>'
                f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{num(0.065 * s)}" stroke-linecap="round"/>'
                f'<polygon points="{head}" fill="{colour}" stroke="{OUTLINE}" stroke-width="{num(0.03 * s)}"/>')

    # the outer ring's arrow round the island's coast, the inner ring's between it and the Caldera
    body = patch + arrow(outer, True, _OPEN_MARK, 1.05 * s) + arrow(inner, False, "#7fe0ff", -0.66 * s)
    return _picture(label, points, body, 0.1 * s, "rules-pic-rings")
