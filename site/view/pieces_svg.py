"""A game's pieces on the island as SVG: each seat's lantern tone and shape mark, its hearths
(houses), beacons (towers with a flame) and causeways, the Wayfarers' camps.

Every piece is a ``<g class="piece" data-piece="hearth|beacon|causeway|camp" data-seat="N">``
in its seat's lantern colour *and* shape mark, outlined so that it reads on any tile, and named
(``<title>``).  Drawn into the board by :mod:`board_svg`; the icon sprite
(:mod:`sprite_svg`) and the rules' pictures (:mod:`rules_pictures`) draw the same marks and
pieces.  Pure Python, standard library only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from model.seating import SEAT_SHAPES
from view.island_svg import Geometry, keep, recall
from view.markup import esc, num, points
from words.catalog import _

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
        return f'<rect x="{num(x - h)}" y="{num(y - h)}" width="{num(2 * h)}" height="{num(2 * h)}" rx="{num(r * 0.15)}"'
    if shape == "triangle":
        t = r * 1.22
        tri: tuple[tuple[float, float], ...] = ((x, y - t), (x + t * 0.95, y + t * 0.62), (x - t * 0.95, y + t * 0.62))
        return f'<polygon points="{points(tri)}" stroke-linejoin="round"'
    if shape == "diamond":
        d = r * 1.22
        pts = ((x, y - d), (x + d * 0.9, y), (x, y + d), (x - d * 0.9, y))
        return f'<polygon points="{points(pts)}" stroke-linejoin="round"'
    return f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(r)}"'


def seat_label(names: Sequence[str], colours: Sequence[str], seat: int) -> str:
    """A seat as its pieces are named: its player's name, else its lantern colour; the Wayfarers.

    >>> seat_label(["Ana", ""], [], 1), seat_label([], [], NEUTRAL_SEAT)
    ('Saffron', 'Wayfarers')
    """
    if seat == NEUTRAL_SEAT:
        return _("Wayfarers")
    if 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return lantern(colours, seat)


def pieces_layer(
    g: Geometry, state: Any, colours: Sequence[str], names: Sequence[str], recent: tuple[str, int] | None,
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
        label = _("{seat}'s causeway").format(seat=seat_label(names, colours, seat))
        key: tuple[Any, ...] = ("causeway", s, e, seat, recent == ("causeway", e), ("causeway", e) in fresh,
               "" if seat == NEUTRAL_SEAT else lantern(colours, seat), label)
        got = recall(key)
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
            halo = (f'<line class="halo" x1="{num(x1)}" y1="{num(y1)}" x2="{num(x2)}" y2="{num(y2)}" stroke-linecap="round" '
                    f'stroke="{HALO}" stroke-width="{num(0.3 * s)}" opacity="0.75"/>')
        if seat == NEUTRAL_SEAT:
            tone, mark, shape = CAMP_TONE, "", "none"
        else:
            name = lantern(colours, seat)
            tone, shape = SEAT_TONES[name], SEAT_SHAPES[name]
            mark = causeway_marks(shape, ax, ay, bx, by, s)
        line = f'x1="{num(x1)}" y1="{num(y1)}" x2="{num(x2)}" y2="{num(y2)}" stroke-linecap="round"'
        out.append(keep(
            key,
            f'<g class="piece piece-causeway{new}" data-piece="causeway" data-seat="{seat}" data-at="{e}" '
            f'data-mark="{shape}"'
            f"{FRESH_ATTR if halo else ''}>"
            f"<title>{esc(label)}</title>{halo}"
            f'<line {line} stroke="{OUTLINE}" stroke-width="{num(0.17 * s)}"/>'
            f'<line {line} stroke="{tone}" stroke-width="{num(0.11 * s)}"/>{mark}</g>'
        ))
    for c, piece in enumerate(state.corner_piece):
        if not piece:
            continue
        seat = state.corner_seat[c]
        x, y = g.corner(c)
        kind = ("", "hearth", "beacon", "camp")[piece]
        new = " is-new" if recent in (("hearth", c), ("beacon", c)) else ""
        is_fresh = (kind, c) in fresh
        label = (_("A Wayfarer camp") if kind == "camp" else _("{seat}'s hearth") if kind == "hearth"
                 else _("{seat}'s beacon")).format(seat=seat_label(names, colours, seat))
        key = ("corner", s, c, kind, seat, new, is_fresh, "" if kind == "camp" else lantern(colours, seat), label)
        got = recall(key)
        if got is not None:
            out.append(got)
            continue
        item = [
            f'<g class="piece piece-{kind}{new}{" is-fresh" if is_fresh else ""}" data-piece="{kind}" '
            f'data-seat="{seat}" data-at="{c}"{FRESH_ATTR if is_fresh else ""}>'
            f"<title>{esc(label)}</title>"
        ]
        if is_fresh:
            item.append(f'<circle class="halo" cx="{num(x)}" cy="{num(y)}" r="{num(0.36 * s)}" fill="{HALO}" opacity="0.6"/>')
        if kind == "camp":
            r = 0.2 * s
            pts = ((x, y - r), (x + r, y + r * 0.75), (x - r, y + r * 0.75))
            item.append(
                f'<polygon points="{points(pts)}" fill="{CAMP_TONE}" stroke="{OUTLINE}" stroke-width="{num(0.04 * s)}" '
                'stroke-linejoin="round"/>'
                f'<path d="M{num(x)},{num(y - r * 0.2)} L{num(x - r * 0.3)},{num(y + r * 0.75)} '
                f'H{num(x + r * 0.3)}Z" fill="{OUTLINE}"/>'
            )
        else:
            name = lantern(colours, seat)
            tone, shape = SEAT_TONES[name], SEAT_SHAPES[name]
            item.append(hearth(x, y, s, tone, shape) if kind == "hearth" else _beacon(x, y, s, tone, shape))
        item.append("</g>")
        out.append(keep(key, "".join(item)))
    return '<g class="pieces">' + "".join(out) + "</g>"


def hearth(x: float, y: float, s: float, tone: str, shape: str) -> str:
    """A hearth: a little house in the seat's colour, its shape mark on the door."""
    w, top, eave, base = 0.19 * s, y - 0.24 * s, y - 0.05 * s, y + 0.17 * s
    house = f"M{num(x - w)},{num(base)} V{num(eave)} L{num(x)},{num(top)} L{num(x + w)},{num(eave)} V{num(base)}Z"
    return (
        f'<path d="{house}" transform="translate(0 {num(0.025 * s)})" fill="{OUTLINE}" opacity="0.45"/>'
        f'<path d="{house}" fill="{tone}" stroke="{OUTLINE}" stroke-width="{num(0.04 * s)}" stroke-linejoin="round"/>'
        f'{shape_path(shape, x, y + 0.05 * s, 0.075 * s)} class="seat-mark" fill="{OUTLINE}"/>'
    )


def _beacon(x: float, y: float, s: float, tone: str, shape: str) -> str:
    """A beacon: a taller tower in the seat's colour with a flame on top and the shape mark on it."""
    foot, waist, deck = y + 0.24 * s, y - 0.08 * s, y - 0.14 * s
    tower = (
        f"M{num(x - 0.18 * s)},{num(foot)} L{num(x - 0.11 * s)},{num(waist)} H{num(x - 0.17 * s)} V{num(deck)} "
        f"H{num(x + 0.17 * s)} V{num(waist)} H{num(x + 0.11 * s)} L{num(x + 0.18 * s)},{num(foot)}Z"
    )
    flame_y = deck - 0.01 * s
    flame = (
        f"M{num(x)},{num(flame_y)} c{num(-0.1 * s)},0 {num(-0.13 * s)},{num(-0.09 * s)} {num(-0.07 * s)},{num(-0.17 * s)} "
        f"c{num(0.02 * s)},{num(0.06 * s)} {num(0.05 * s)},{num(0.05 * s)} {num(0.07 * s)},{num(-0.08 * s)} "
        f"c{num(0.06 * s)},{num(0.08 * s)} {num(0.1 * s)},{num(0.14 * s)} 0,{num(0.25 * s)}z"
    )
    return (
        f'<path d="{tower}" transform="translate(0 {num(0.025 * s)})" fill="{OUTLINE}" opacity="0.45"/>'
        f'<path d="{flame}" fill="#ffb84a" stroke="{OUTLINE}" stroke-width="{num(0.025 * s)}" stroke-linejoin="round"/>'
        f'<path d="{tower}" fill="{tone}" stroke="{OUTLINE}" stroke-width="{num(0.04 * s)}" stroke-linejoin="round"/>'
        f'{shape_path(shape, x, y + 0.07 * s, 0.08 * s)} class="seat-mark" fill="{OUTLINE}"/>'
    )


def causeway_marks(shape: str, ax: float, ay: float, bx: float, by: float, s: float) -> str:
    """A causeway's seat marks: its shape twice along it, dark on the seat's colour, so two
    seats' causeways stay apart when their colours do not."""
    return "".join(
        f'{shape_path(shape, ax + (bx - ax) * t, ay + (by - ay) * t, 0.05 * s)} class="seat-mark" fill="{OUTLINE}"/>'
        for t in (0.34, 0.66)
    )
