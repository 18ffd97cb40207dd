"""A Living Island's tiles as SVG (LIVING-ISLAND 4, 8, 9, 10): each tile as its two halves, the
numbers where the rings have carried them, "Next spin", the rings' directions, the sunk tile.

- **Halves.** A tile is cut across its middle: the north half (upper-left, top and upper-right
  corners, ``engine.halves.half_corners``) above, the south half below.  Each half is a
  ``<g class="half" data-half="B2n" data-resource="pine">`` in its resource's look: colour,
  texture pattern and icon (:mod:`terrain_svg`), so halves are told apart without colour.  A
  scorched half (``data-resource="scorched"``) is charred: dark ash, glowing cracks and a burnt
  stump.  A mixed tile (two different resources) has a bright dashed seam between its halves
  (``data-mixed="1"``); a tile of one resource a faint one.
- **Pressable halves** (``Pressable.halves``: Reclaim) are named buttons (``is-pressable``,
  ``role="button"``, a roving tabindex, ``data-x``/``data-y``) with a glowing ring, as a
  pressable tile glows.
- **Numbers.** A tile's disc shows its number now (``LivingFacts.numbers``; ``data-number``).
  With "Next spin" on (``preview``), the disc shows the number it will carry after the next ring
  step instead (``LivingFacts.preview``), drawn as a ghost: dashed, pale, ``data-next``; the
  number now shrinks to a small chip beside it.
- **Rings.** An arrow on the edge between each two neighbours of a ring points the way its
  tokens move (``data-ring="outer|inner"``, ``data-turn="clockwise|anticlockwise"``); after a
  Reversal the arrows turn round and glow orange (``is-reversed``).
- **The sunk tile** is sea: water where the tile was, no halves and no disc (``data-number=""``,
  ``data-sunk="1"``); the token the rings carry over it floats there faintly, paying nothing.

Pure Python, standard library only; drawn from a sight's public ``LivingFacts``.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from engine.cards import DOTS, RESOURCES
from engine.halves import CENTRE, HALF_SIDES, INNER_RING, OUTER_RING, half_id
from engine.hexgrid import TILE_IDS

from view.island_svg import Geometry, disc, keep, recall, tile_art, tile_press, tile_said
from view.markup import BODY, esc, num, points
from view.terrain_svg import PALETTE
from words.catalog import language, pgettext
from words.living_places import half_words, tile_names

if TYPE_CHECKING:
    from engine.view import LivingFacts

    from model.frame import Pressable

__all__ = ["SCORCHED_LOOK", "half_name", "half_polygons", "living_defs", "living_tiles", "resource_name",
           "ring_arrows"]

SCORCHED, NO_HALF = -1, -2
"""``engine.living``'s marks for a scorched half and for no half (the Caldera's, the sunk tile's)."""
SCORCHED_LOOK = ("#3b2b25", "#140d0b", "#ff7a2a")
"""A scorched half's (base, dark, ember) colours."""
SEA = ("#1d5566", "#0f2f44", "#9fd3d0")
"""The sunk tile's water (deep, deeper, foam)."""
NEXT_FILL, NEXT_INK = "#dff3ff", "#123a5c"
""""Next spin"'s ghost numbers: a pale disc, dark blue figures."""


def resource_name(r: int) -> str:
    """A half's ``data-resource``: the engine's resource name (``pine`` ...) or ``scorched``."""
    return "scorched" if r == SCORCHED else RESOURCES[r]


def living_defs(p: str, s: float) -> str:
    """What Living Island draws with beyond :func:`terrain_svg.defs`: the scorched halves' cracks
    and burnt stump, the sunk tile's waves."""
    ps = 0.34 * s
    _base, dark, ember = SCORCHED_LOOK
    return (
        "<defs>"
        f'<pattern id="{p}-pat-scorched" width="{num(ps)}" height="{num(ps)}" patternUnits="userSpaceOnUse">'
        f'<path d="M0,{num(ps * .2)} L{num(ps * .3)},{num(ps * .45)} L{num(ps * .22)},{num(ps * .75)} '
        f'L{num(ps * .55)},{num(ps)} M{num(ps * .3)},{num(ps * .45)} L{num(ps * .7)},{num(ps * .35)} '
        f'L{num(ps)},{num(ps * .5)}" fill="none" stroke="{ember}" stroke-width="{num(0.018 * s)}" opacity="0.8"/>'
        f'<circle cx="{num(ps * .8)}" cy="{num(ps * .8)}" r="{num(ps * .05)}" fill="#6b5a52" opacity="0.8"/>'
        "</pattern>"
        f'<pattern id="{p}-pat-sunk" width="{num(ps * 1.2)}" height="{num(ps * .5)}" patternUnits="userSpaceOnUse">'
        f'<path d="M0,{num(ps * .25)} q{num(ps * .3)},{num(-ps * .18)} {num(ps * .6)},0 t{num(ps * .6)},0" '
        f'fill="none" stroke="{SEA[2]}" stroke-width="{num(0.014 * s)}" opacity="0.55"/></pattern>'
        f'<g id="{p}-icon-scorched" transform="scale({num(s / 100)})">'
        f'<path d="M-22,16 L-16,-4 L-10,-2 L-8,-14 L-2,-8 L0,-20 L6,-6 L12,-10 L14,4 L22,16 Z" '
        f'fill="{dark}" stroke="#6b5a52" stroke-width="1.8" stroke-linejoin="round"/>'
        f'<path d="M-6,14 L-2,2 L4,8 L6,14" fill="none" stroke="{ember}" stroke-width="2.4" stroke-linecap="round"/>'
        f'<path d="M-2,-24 q-8,-8 0,-14 q7,-6 0,-13 M8,-14 q8,-6 2,-12" stroke="#8a7f78" stroke-width="3" '
        f'fill="none" stroke-linecap="round" opacity="0.75"/></g>'
        "</defs>"
    )


def half_polygons(g: Geometry, t: int, scale: float = 0.965) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """Tile ``t``'s north and south halves as polygons: the hexagon cut across its middle, from
    the middle of its west side to the middle of its east side."""
    c0, c1, c2, c3, c4, c5 = g.hexagon(t, scale)  # clockwise from the top point
    west = ((c4[0] + c5[0]) / 2, (c4[1] + c5[1]) / 2)
    east = ((c1[0] + c2[0]) / 2, (c1[1] + c2[1]) / 2)
    return [west, c5, c0, c1, east], [east, c2, c3, c4, west]


def half_name(names: tuple[str, ...], h: int, r: int) -> str:
    """A half's accessible name: ``North half of Pine-Kelp 8: Pine``."""
    tile, half = names[h // 2].removeprefix("the "), half_words(r)
    if h % 2 == 0:
        return pgettext("half", "North half of {tile}: {half}").format(tile=tile, half=half)
    return pgettext("half", "South half of {tile}: {half}").format(tile=tile, half=half)


def _half(p: str, g: Geometry, h: int, r: int, label: str, pressable: bool, first: bool, hinted: bool = False,
          changed: str = "") -> str:
    s = g.s
    t = h // 2
    poly = half_polygons(g, t)[h % 2]
    tx, ty = g.tile(t)
    icon_y = ty + (-0.58 if h % 2 == 0 else 0.6) * s
    look = "scorched" if r == SCORCHED else RESOURCES[r]
    base, dark, _ = SCORCHED_LOOK if r == SCORCHED else PALETTE[look]
    cx = sum(x for x, _ in poly) / len(poly)
    cy = sum(y for _, y in poly) / len(poly)
    hinted = hinted and pressable
    press = (f' role="button" tabindex="{0 if first else -1}" aria-label="{esc(label)}" '
             f'data-x="{num(cx)}" data-y="{num(cy)}"' + (' data-hinted="1"' if hinted else "") if pressable else "")
    pts = points(poly)
    return (
        f'<g class="half half-{HALF_SIDES[h % 2]}{" is-scorched" if r == SCORCHED else ""}'
        f'{" is-pressable" if pressable else ""}{" is-hinted" if hinted else ""}" data-half="{half_id(h)}" '
        f'data-resource="{look}"' + (f' data-changed="{changed}"' if changed else "") + f'{press}>'
        f'<polygon class="half-face" points="{pts}" fill="{base}" stroke="{dark}" stroke-width="{num(0.02 * s)}" '
        'stroke-linejoin="round"/>'
        f'<polygon points="{pts}" fill="url(#{p}-pat-{look})"/>'
        f'<use href="#{p}-icon-{look}" transform="translate({num(tx)} {num(icon_y)}) scale(0.72)"/>'
        + (f'<polygon class="half-ring" points="{points(half_polygons(g, t, 0.86)[h % 2])}" fill="none"/>'
           if pressable else "")
        + "</g>"
    )


def _ghost(x: float, y: float, s: float, number: int | None, now: int | None) -> str:
    """"Next spin"'s disc: the number this tile will carry after the next ring step, drawn as a
    ghost (dashed, pale), with the number it carries now small beside it."""
    out = [f'<g class="disc disc-next" data-next="{"" if number is None else number}">']
    r = 0.3 * s
    out.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(r)}" fill="{NEXT_FILL}" stroke="{NEXT_INK}" '
               f'stroke-width="{num(0.03 * s)}" stroke-dasharray="{num(0.07 * s)} {num(0.045 * s)}"/>')
    if number is not None:
        out.append(f'<text x="{num(x)}" y="{num(y + 0.09 * s)}" text-anchor="middle" class="num num-next" '
                   f'fill="{NEXT_INK}" font-size="{num(0.27 * s)}" font-weight="800" font-style="italic">'
                   f"{number}</text>")
    if now is not None:
        wx, wy = x - 0.36 * s, y - 0.26 * s
        out.append(f'<g class="disc-was" data-was="{now}"><circle cx="{num(wx)}" cy="{num(wy)}" r="{num(0.14 * s)}" '
                   f'fill="#2b1d14" opacity="0.78"/><text x="{num(wx)}" y="{num(wy + 0.05 * s)}" text-anchor="middle" '
                   f'class="num" fill="#f3ead6" font-size="{num(0.14 * s)}" font-weight="700">{now}</text></g>')
    return "".join(out) + "</g>"


def _sunk(p: str, g: Geometry, t: int, number: int | None) -> str:
    s = g.s
    tx, ty = g.tile(t)
    hexagon = points(g.hexagon(t, 1.0))
    token = ""
    if number is not None:
        token = (f'<g class="sunk-token" opacity="0.55"><circle cx="{num(tx)}" cy="{num(ty)}" r="{num(0.2 * s)}" '
                 f'fill="#b9d6d6" stroke="{SEA[1]}" stroke-width="{num(0.02 * s)}"/><text x="{num(tx)}" '
                 f'y="{num(ty + 0.06 * s)}" text-anchor="middle" class="num" fill="{SEA[1]}" '
                 f'font-size="{num(0.17 * s)}" font-weight="700">{number}</text></g>')
    return (f'<polygon class="tile-face tile-sea" points="{hexagon}" fill="{SEA[0]}" stroke="{SEA[1]}" '
            f'stroke-width="{num(0.05 * s)}" stroke-linejoin="round"/>'
            f'<polygon points="{hexagon}" fill="url(#{p}-pat-sunk)"/>' + token)


def _tile_label(names: tuple[str, ...], living: LivingFacts, t: int, ashcloud: int | None, preview: bool) -> str:
    """A tile's accessible name: ``Tile B2: Pine-Kelp 8 (5 dots)``, ``Tile D3: the sunk tile``."""
    words = names[t]
    number = living.numbers[t]
    dots = None
    if t == living.sunk:
        if number is not None:
            words = pgettext("tile", "{tile}, its token {number} pays nothing").format(tile=words, number=number)
    elif number is not None:
        dots = DOTS[number]
    after = str(living.preview[t]) if preview and t != CENTRE and living.preview[t] is not None else ""
    return tile_said(TILE_IDS[t], words, dots, t == ashcloud, after)


Flags = tuple[bool, bool, "int | None", bool, str, bool, frozenset[int], int, int, bool]
"""A tile's drawing apart from the island's facts: pressable, rolled, the Ashcloud's tile, first in
the Tab order, why barred, hinted, its pressable halves, its half first in the Tab order and its
half a hint points at (-1: none), "Next spin"."""


def _tile(p: str, g: Geometry, living: LivingFacts, names: tuple[str, ...], t: int, flags: Flags,
          changed: tuple[str, str] = ("", "")) -> str:
    pressable, lit, ashcloud, first, barred, hinted, halves_pressed, first_half, hinted_half, preview = flags
    s = g.s
    tx, ty = g.tile(t)
    number = living.numbers[t]
    label = _tile_label(names, living, t, ashcloud, preview)
    north, south = living.halves[2 * t], living.halves[2 * t + 1]
    sunk = t == living.sunk
    if t == CENTRE:
        terrain = "caldera"
    elif sunk:
        terrain = "sunk"
    else:
        terrain = resource_name(north) if north == south else "mixed"
    mixed = not sunk and t != CENTRE and north != south and SCORCHED not in (north, south)
    classes = ("tile tile-living" + (" is-mixed" if mixed else "") + (" is-sunk" if sunk else "")
               + (" is-pressable" if pressable else "") + (" is-barred" if barred else "")
               + (" is-rolled" if lit else "") + (" is-hinted" if hinted and pressable else ""))
    label, press = tile_press(label, tx, ty, pressable, barred, first, hinted, "group" if halves_pressed else "img")
    shown = "" if sunk or number is None else number
    out = [
        f'<g class="{classes}" data-tile="{TILE_IDS[t]}" data-terrain="{terrain}" data-number="{shown}"'
        + (' data-mixed="1"' if mixed else "") + (' data-sunk="1"' if sunk else "") + f"{press}>",
        f"<title>{esc(label)}</title>",
    ]
    if t == CENTRE:
        out.append(BODY + tile_art(p, g, t, "caldera") + "</g>")
    elif sunk:
        out.append(_sunk(p, g, t, number))
    else:
        # (the halves' names, which name the tile by its number, are said only while they are pressed)
        key = ("living-body", p, s, t, north, south, halves_pressed, first_half, hinted_half, changed,
               names[t] if halves_pressed else "", language())
        body = recall(key)
        if body is None:
            body = keep(key, _body(p, g, names, t, north, south, halves_pressed, first_half, hinted_half, changed))
        out.append(body)
    if lit:
        out.append(f'<polygon class="tile-rolled" points="{points(g.hexagon(t, 0.9))}" fill="none"/>')
    if pressable:
        out.append(f'<polygon class="tile-ring" points="{points(g.hexagon(t, 0.86))}" fill="none"/>')
    if not sunk and t != CENTRE:
        if preview:
            out.append(_ghost(tx, ty, s, living.preview[t], number))
        elif number is not None:
            out.append(disc(p, tx, ty, s, number))
    out.append("</g>")
    return "".join(out)


def _body(p: str, g: Geometry, names: tuple[str, ...], t: int, north: int, south: int, halves_pressed: frozenset[int],
          first_half: int, hinted_half: int, changed: tuple[str, str]) -> str:
    """A living tile's body (:data:`view.markup.BODY`): its halves, their seam and the dusk over
    them, which a ring step leaves as they are (the page keeps them: ``glue.dom._patch_groups``)."""
    s = g.s
    out = [BODY]
    for h, r in ((2 * t, north), (2 * t + 1, south)):
        if r == NO_HALF:
            continue
        out.append(_half(p, g, h, r, half_name(names, h, r), h in halves_pressed, h == first_half,
                         h == hinted_half, changed[h % 2]))
    north_poly = half_polygons(g, t)[0]
    west, east = north_poly[0], north_poly[-1]
    seam = f'x1="{num(west[0])}" y1="{num(west[1])}" x2="{num(east[0])}" y2="{num(east[1])}"'
    if north != south:
        out.append(f'<line class="half-seam" {seam} stroke="#141014" stroke-width="{num(0.07 * s)}"/>'
                   f'<line class="half-seam" {seam} stroke="#fff6dc" stroke-width="{num(0.035 * s)}" '
                   f'stroke-dasharray="{num(0.09 * s)} {num(0.06 * s)}"/>')
    else:
        out.append(f'<line class="half-seam" {seam} stroke="#141014" stroke-width="{num(0.015 * s)}" opacity="0.5"/>')
    out.append(f'<polygon points="{points(g.hexagon(t, 0.965))}" fill="url(#{p}-dusk)" pointer-events="none"/></g>')
    return "".join(out)


def ring_arrows(g: Geometry, reversed_: bool) -> str:
    """An arrow on the edge between each two neighbours of each ring, pointing the way the
    tokens move: the outer ring clockwise and the inner anticlockwise, both the other way round
    after a Reversal (remembered: the same at every drawing until the next Reversal)."""
    key = ("ring-arrows", g.s, reversed_)
    return recall(key) or keep(key, _ring_arrows(g, reversed_))


def _ring_arrows(g: Geometry, reversed_: bool) -> str:
    s = g.s
    out = [f'<g class="ring-arrows{" is-reversed" if reversed_ else ""}" aria-hidden="true" '
           f'data-reversed="{int(reversed_)}">']
    for ring, tiles, clockwise in (("outer", OUTER_RING, True), ("inner", INNER_RING, False)):
        forward = clockwise != reversed_  # the tokens move in the ring's listed (clockwise) order
        turn = "clockwise" if forward else "anticlockwise"
        for i, a in enumerate(tiles):
            b = tiles[(i + 1) % len(tiles)]
            if not forward:
                a, b = b, a
            (ax, ay), (bx, by) = g.tile(a), g.tile(b)
            mx, my = (ax + bx) / 2, (ay + by) / 2
            length = math.hypot(bx - ax, by - ay)
            dx, dy = (bx - ax) / length, (by - ay) / length
            nx, ny = -dy, dx
            tip = (mx + dx * 0.13 * s, my + dy * 0.13 * s)
            back = (mx - dx * 0.07 * s, my - dy * 0.07 * s)
            notch = (mx - dx * 0.01 * s, my - dy * 0.01 * s)
            left = (back[0] + nx * 0.1 * s, back[1] + ny * 0.1 * s)
            right = (back[0] - nx * 0.1 * s, back[1] - ny * 0.1 * s)
            out.append(f'<polygon class="ring-arrow ring-{ring}" data-ring="{ring}" data-turn="{turn}" '
                       f'points="{points([tip, left, notch, right])}"/>')
    return "".join(out) + "</g>"


def living_tiles(
    p: str, g: Geometry, living: LivingFacts, *, pressable: Pressable | None = None, rolled: int | None = None,
    ashcloud: int | None = None, preview: bool = False, changed: dict[int, str] | None = None,
) -> str:
    """The tiles layer of a Living Island's board (inside ``<g class="tiles">``): every tile as
    its halves with its number now (or, ``preview``, after the next spin), and the rings'
    arrows."""
    names = tile_names(living)
    tiles_pressable = frozenset(pressable.tiles) if pressable else frozenset()
    halves_pressable = frozenset(pressable.halves) if pressable else frozenset()
    why = dict(pressable.barred) if pressable else {}
    hint = pressable.hinted if pressable else ""
    first_tile = min(tiles_pressable) if tiles_pressable else -1
    first_half = min(halves_pressable) if halves_pressable else -1
    hinted_half = int(hint.removeprefix("half ")) if hint.startswith("half ") else -1
    drawn = []
    for t in range(len(TILE_IDS)):
        mine = frozenset(h for h in (2 * t, 2 * t + 1) if h in halves_pressable)
        marks = (changed.get(2 * t, ""), changed.get(2 * t + 1, "")) if changed else ("", "")
        lit = rolled is not None and living.numbers[t] == rolled and t not in (ashcloud, living.sunk)
        flags: Flags = (t in tiles_pressable, lit, ashcloud, t == first_tile, why.get(t, ""), hint == f"tile {t}", mine,
                        first_half if first_half // 2 == t else -1, hinted_half if hinted_half // 2 == t else -1, preview)
        key = ("living-tile", p, g.s, t, names[t], living.halves[2 * t], living.halves[2 * t + 1],
               living.numbers[t], living.preview[t] if preview else None, living.sunk == t, flags, marks, language())
        item = recall(key)
        if item is None:
            item = keep(key, _tile(p, g, living, names, t, flags, marks))
        drawn.append(item)
    return "".join(drawn) + ring_arrows(g, living.reversed)
