"""End-of-game pictures: the dice (or Tide) against the odds, renown round by round, who collected what.

Pure Python, standard library and ``engine`` only: no ``js`` or ``pyscript`` import, so it
runs and is tested in CPython exactly as the page runs it in Pyodide.  Each function
returns a string the page sets as an element's ``innerHTML``.

- Every SVG scales with its box (``viewBox``, ``width="100%"``): it is drawn on a
  360-unit-wide canvas, so at phone width one unit is about one CSS pixel and the
  text stays readable.
- Every SVG has ``role="img"``, an ``aria-label`` that says what the picture shows in
  words, and a matching ``<title>``.  No ``id`` is used, so any number of charts can
  share a page.
- Every piece of text is escaped: seat names are user text, and markup in a name
  appears literally.
- Empty inputs draw an empty state ("No rolls yet"); nothing here raises on odd input
  (short rows, missing names, unknown colours).
- Colour is never the only signal: each seat keeps its shape mark (Coral circle,
  Saffron square, Lagoon triangle, Moss diamond) on its line and in the legend.

The charts carry machine-readable ``data-*`` attributes for tests and the page's
glue: histogram bars ``data-total``, ``data-count``, ``data-expected``; renown lines
``data-seat``, ``data-name``, ``data-final``; table rows ``data-seat``, ``data-total``.

>>> svg = dice_histogram_svg([7, 7, 6, 8, 2])
>>> svg.startswith("<svg") and svg.count('class="bar"') == 11
True
>>> 'data-total="7" data-count="2"' in svg
True
>>> "<svg" in renown_chart_svg([], ["Ana"], ["Coral"])
True
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from html import escape

from engine.cards import N_RES, RESOURCES, TWO_DICE_WAYS

from model import seating
from words.catalog import N_, _, ngettext, pgettext
from words.things import res_name

# ---------------------------------------------------------------------------
# Palette (the page's dusk colours from style.css, the seats' lantern colours)

INK = "#f5ecd9"
"""Text (style.css ``--ink``)."""
MUTED = "#b8c7cf"
"""Secondary text and axes (``--muted``)."""
LANTERN = "#ffb45a"
"""Bars and the renown goal (``--lantern``)."""
EMBER = "#ff6a1a"
"""Accent (``--ember``)."""
PANEL = "#0f2230"
"""Chart background: the page's panel colour, opaque."""
GRID = "#2c4352"
"""Grid lines, faint on the panel."""
OUTLINE = "#0b1620"
"""Dark outline around marks so they read on any colour."""
FONT = "'Trebuchet MS', 'Segoe UI', 'DejaVu Sans', 'Liberation Sans', system-ui, sans-serif"
"""The page's font stack (``--font``)."""

SEAT_COLOURS = {
    "coral": "#de5d3f",
    "saffron": "#f0cd22",
    "lagoon": "#63c5d6",
    "moss": "#a3c98a",
}
"""Seat colour name (lower case) -> tone.

Chosen so that every pair stays at least ~24 CIELAB units apart under simulated
protanopia, deuteranopia and tritanopia (Machado 2009, full severity), and every tone
stays at least ~56 units from the chart panel; the shape marks carry the rest.
"""
SEAT_ORDER = tuple(colour.lower() for colour in seating.COLOURS)
"""Seat colours in seat order, as the charts write them (``seating.COLOURS``)."""
SEAT_SHAPES = {colour.lower(): shape for colour, shape in seating.SEAT_SHAPES.items()}
"""Seat colour, as the charts write it -> shape mark (``seating.SEAT_SHAPES``)."""
SHAPE_ORDER = seating.SHAPES
SHAPE_WORDS = {"circle": N_("circle"), "square": N_("square"), "triangle": N_("triangle"), "diamond": N_("diamond")}
"""The shape marks' names, marked for the catalog (said in a chart's words)."""
SHAPE_GLYPHS = {"circle": "\u25cf", "square": "\u25a0", "triangle": "\u25b2", "diamond": "\u25c6"}
"""Shape marks as text, for the HTML table."""

RESOURCE_NAMES = tuple(r.capitalize() for r in RESOURCES)
"""Resource names as players read them, in ``RESOURCES`` order."""
RESOURCE_COLOURS = ("#4c9a60", "#9aa7bb", "#4fbfb0", "#e2bd55", "#d2693a")
"""Each resource's swatch: the island's jetty-flag colours (lifted to read on the dusk panel)."""

W = 360
"""Width of every chart's canvas, in SVG units."""

_HEX = re.compile(r"#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})")


# ---------------------------------------------------------------------------
# Small helpers


def _e(value: object) -> str:
    """Escape any value for SVG/HTML text or a double-quoted attribute.

    >>> _e('<b>"Ann" & co</b>')
    '&lt;b&gt;&quot;Ann&quot; &amp; co&lt;/b&gt;'
    """
    return escape(str(value), quote=True)


def _f(v: float) -> str:
    """A coordinate with at most one decimal, no trailing zeros.

    >>> _f(3.0), _f(2.25), _f(-0.04)
    ('3', '2.2', '0')
    """
    s = f"{v:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


def _num(v: float) -> str:
    """A count or an expectation for people: one decimal at most, the language's decimal mark.

    >>> _num(10.0), _num(6.666), _num(0.05)
    ('10', '6.7', '0.1')
    """
    return _f(v).replace(".", pgettext("the decimal mark, as in 6.7", "."))


def _times(n: int) -> str:
    """A count of times in words.

    >>> _times(1), _times(3)
    ('1 time', '3 times')
    """
    return ngettext("{n} time", "{n} times", n).format(n=n)


def _int(value: object) -> int:
    """A whole number from anything (0 when it is not one); booleans are not numbers here.

    >>> _int(3), _int("4"), _int(None), _int(2.7), _int(True)
    (3, 4, 0, 2, 0)
    """
    if isinstance(value, bool):
        return 0
    if isinstance(value, int):
        return value
    if not isinstance(value, (float, str)):
        return 0
    try:
        return int(value)
    except (ValueError, OverflowError):
        return 0


def _short(name: str, limit: int = 20) -> str:
    """A name cut to fit a legend slot (the full name stays in the chart's title).

    >>> _short("Marguerite-Antoinette of the Isles")
    'Marguerite-Antoinet\u2026'
    """
    return name if len(name) <= limit else name[: limit - 1] + "\u2026"


def _nice_step(top: float, ticks: int = 5) -> int:
    """A round step (1, 2, 5, 10, 20, ...) giving at most ``ticks`` steps up to ``top``.

    >>> _nice_step(4), _nice_step(12), _nice_step(37), _nice_step(0)
    (1, 5, 10, 1)
    """
    if top <= ticks:
        return 1
    raw = top / ticks
    mag = 10 ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if m * mag >= raw:
            return int(m * mag)
    return int(10 * mag)  # pragma: no cover - the loop always returns


def seat_colour(colour: object, seat: int) -> str:
    """The tone to draw a seat in: a seat colour's name, a ``#hex`` colour, or the seat's own.

    >>> seat_colour("Lagoon", 0), seat_colour("#123abc", 0), seat_colour("red;x", 1)
    ('#63c5d6', '#123abc', '#f0cd22')
    """
    text = str(colour).strip() if colour is not None else ""
    if text.lower() in SEAT_COLOURS:
        return SEAT_COLOURS[text.lower()]
    if _HEX.fullmatch(text):
        return text
    return SEAT_COLOURS[SEAT_ORDER[seat % len(SEAT_ORDER)]]


def seat_shape(colour: object, seat: int) -> str:
    """The shape mark of a seat: its colour name's shape, else its position's.

    >>> seat_shape("Moss", 0), seat_shape("#abcdef", 2)
    ('diamond', 'triangle')
    """
    text = str(colour).strip().lower() if colour is not None else ""
    return SEAT_SHAPES.get(text, SHAPE_ORDER[seat % len(SHAPE_ORDER)])


def _colour_word(colour: object, seat: int) -> str:
    """The seat colour's name for words ("Coral", in the language in force), or "" when the seat
    was given a bare tone.

    >>> _colour_word("lagoon", 0), _colour_word("#abcdef", 0), _colour_word(None, 3)
    ('Lagoon', '', 'Moss')
    """
    text = str(colour).strip() if colour is not None else ""
    if text.lower() in SEAT_COLOURS:
        return seating.colour_name(text.capitalize())
    if _HEX.fullmatch(text):
        return ""
    return seating.colour_name(SEAT_ORDER[seat % len(SEAT_ORDER)].capitalize())


def _seq(value: object) -> list[object]:
    """A list from a sequence (not a string); an empty list from anything else.

    >>> _seq((1, 2)), _seq("ab"), _seq(None)
    ([1, 2], [], [])
    """
    return list(value) if isinstance(value, Sequence) and not isinstance(value, str) else []


def _seat_name(names: Sequence[object], seat: int) -> str:
    """The seat's name, or its colour's when none was given."""
    if seat < len(names):
        name = str(names[seat]).strip()
        if name:
            return name
    return SEAT_ORDER[seat % len(SEAT_ORDER)].capitalize() if seat < len(SEAT_ORDER) else _("Seat {n}").format(n=seat + 1)


def shape_mark(shape: str, x: float, y: float, r: float, fill: str, stroke: str = OUTLINE) -> str:
    """One seat mark centred on ``(x, y)``, about ``2r`` across, outlined.

    >>> shape_mark("square", 10, 10, 4, "#fff")
    '<rect x="6.5" y="6.5" width="7" height="7" fill="#fff" stroke="#0b1620" stroke-width="1.2"/>'
    """
    common = f'fill="{_e(fill)}" stroke="{_e(stroke)}" stroke-width="1.2"'
    if shape == "square":
        h = r * 0.88
        return f'<rect x="{_f(x - h)}" y="{_f(y - h)}" width="{_f(2 * h)}" height="{_f(2 * h)}" {common}/>'
    if shape == "triangle":
        t = r * 1.2
        pts = [(x, y - t), (x + t * 0.92, y + t * 0.62), (x - t * 0.92, y + t * 0.62)]
        return f'<polygon points="{" ".join(f"{_f(a)},{_f(b)}" for a, b in pts)}" {common}/>'
    if shape == "diamond":
        d = r * 1.2
        pts = [(x, y - d), (x + d, y), (x, y + d), (x - d, y)]
        return f'<polygon points="{" ".join(f"{_f(a)},{_f(b)}" for a, b in pts)}" {common}/>'
    return f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{_f(r)}" {common}/>'


def _svg_open(height: float, label: str, kind: str) -> str:
    """The ``<svg>`` start tag, its ``<title>`` and the panel behind the chart."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart chart-{kind}" viewBox="0 0 {W} {_f(height)}" '
        f'width="100%" preserveAspectRatio="xMidYMid meet" role="img" aria-label="{_e(label)}" '
        f'font-family="{_e(FONT)}" style="display:block;height:auto;max-width:100%">'
        f"<title>{_e(label)}</title>"
        f'<rect x="0" y="0" width="{W}" height="{_f(height)}" rx="12" fill="{PANEL}" '
        f'stroke="{LANTERN}" stroke-opacity="0.28"/>'
    )


def _text(x: float, y: float, body: str, size: float = 11, fill: str = MUTED, anchor: str = "middle", extra: str = "") -> str:
    """An escaped ``<text>``."""
    return (
        f'<text x="{_f(x)}" y="{_f(y)}" font-size="{_f(size)}" fill="{fill}" text-anchor="{anchor}"'
        f"{' ' + extra if extra else ''}>{_e(body)}</text>"
    )


def _heading(title: str, note: str = "") -> str:
    """The chart's heading at the top left, with a quieter note after it."""
    tail = f'<tspan dx="8" font-size="11" font-weight="400" fill="{MUTED}">{_e(note)}</tspan>' if note else ""
    return f'<text x="14" y="24" font-size="16" font-weight="700" fill="{INK}">{_e(title)}{tail}</text>'


# ---------------------------------------------------------------------------
# Dice (or Tide) histogram


def dice_histogram_svg(rolls: Sequence[int], tide: bool = False) -> str:
    """How often each total 2..12 came up, against the count the odds expect.

    ``rolls`` are the totals rolled (or the Tide cards drawn); anything that is not a
    whole number from 2 to 12 is left out.  Each total is a
    ``<g class="bar" data-total data-count data-expected>``: a filled bar for the
    count and a dashed outline with a tick at the expected count
    (``len(rolls) * ways / 36``; the Tide deck holds that many of each card, so the
    expectation is the same).

    >>> odds = [t for t in range(2, 13) for _ in range(6 - abs(t - 7))]   # 36 rolls, exactly the odds
    >>> svg = dice_histogram_svg(odds + [7] * 6)
    >>> svg.split('aria-label="')[1].split(". ")[0]
    'Dice histogram of 42 rolls: 7 came up 12 times, expected 7'
    >>> 'data-total="2" data-count="1" data-expected="1.17"' in svg
    True
    >>> "Tide" in dice_histogram_svg([], tide=True) and "No cards drawn yet" in dice_histogram_svg([], tide=True)
    True
    """
    totals = list(range(2, 13))
    counts = dict.fromkeys(totals, 0)
    for r in _seq(rolls):
        if not isinstance(r, bool) and isinstance(r, int) and 2 <= r <= 12:
            counts[r] += 1
    n = sum(counts.values())
    expected = {t: n * TWO_DICE_WAYS[t] / 36 for t in totals}

    title = _("Tide") if tide else _("Dice")
    drawn = (ngettext("{n} card", "{n} cards", n) if tide else ngettext("{n} roll", "{n} rolls", n)).format(n=n)

    # Words first: the label says what the picture shows.
    if n == 0:
        label = _("Tide histogram: no cards yet.") if tide else _("Dice histogram: no rolls yet.")
    else:
        top = max(totals, key=lambda t: (counts[t], -abs(t - 7)))
        most = (ngettext("Tide histogram of {n} card: {top} was drawn {times}, expected {expected}.",
                         "Tide histogram of {n} cards: {top} was drawn {times}, expected {expected}.", n) if tide else
                ngettext("Dice histogram of {n} roll: {top} came up {times}, expected {expected}.",
                         "Dice histogram of {n} rolls: {top} came up {times}, expected {expected}.", n))
        label = (
            most.format(n=n, top=top, times=_times(counts[top]), expected=_num(expected[top])) + " "
            + "; ".join(_("{total}: {n} (expected {expected})").format(total=t, n=counts[t], expected=_num(expected[t]))
                        for t in totals)
            + "."
        )

    # Layout on the 360-unit canvas.
    left, right, top_y, plot_h = 36.0, 12.0, 44.0, 150.0
    bottom = top_y + plot_h
    height = bottom + 44
    slot = (W - left - right) / len(totals)
    bar_w = slot * 0.66
    peak = max([*counts.values(), *expected.values(), 0.0])
    step = _nice_step(peak if peak > 0 else 4, 5)
    y_max = max(step * math.ceil(peak / step), step * 4 if peak == 0 else step)
    if peak > 0 and y_max - peak < 0.12 * y_max:  # leave room for the count above the tallest bar
        y_max += step

    def y(v: float) -> float:
        return bottom - plot_h * v / y_max

    out = [_svg_open(height, label, "dice" if not tide else "tide")]
    out.append(_heading(title, drawn))
    # Legend: the bar and the expectation marker.
    lx = W - 150
    out.append(f'<rect x="{lx}" y="15" width="10" height="10" rx="1.5" fill="{LANTERN}"/>')
    out.append(_text(lx + 14, 24, pgettext("chart legend", "came up") if not tide else pgettext("chart legend", "drawn"),
                     10.5, MUTED, "start"))
    ex = lx + 66
    out.append(
        f'<rect x="{ex}" y="15" width="10" height="10" fill="none" stroke="{INK}" stroke-width="1" '
        'stroke-dasharray="2 1.5"/>'
        f'<line x1="{ex - 2}" y1="15" x2="{ex + 12}" y2="15" stroke="{OUTLINE}" stroke-width="3.2"/>'
        f'<line x1="{ex - 2}" y1="15" x2="{ex + 12}" y2="15" stroke="{INK}" stroke-width="1.6"/>'
    )
    out.append(_text(ex + 16, 24, pgettext("chart legend", "expected"), 10.5, MUTED, "start"))

    # Grid and the y axis.
    grid = []
    for v in range(0, int(y_max) + 1, step):
        yy = y(v)
        grid.append(
            f'<line x1="{_f(left)}" y1="{_f(yy)}" x2="{_f(W - right)}" y2="{_f(yy)}" stroke="{GRID}" stroke-width="1"/>'
        )
        grid.append(_text(left - 5, yy + 3.5, str(v), 10, MUTED, "end"))
    out.append(f'<g class="grid">{"".join(grid)}</g>')
    out.append(
        _text(12, top_y + plot_h / 2, _("times drawn") if tide else _("times rolled"), 10.5, MUTED, "middle",
              f'transform="rotate(-90 12 {_f(top_y + plot_h / 2)})"')
    )

    # Bars.
    bars = []
    for i, t in enumerate(totals):
        cx = left + slot * (i + 0.5)
        x0 = cx - bar_w / 2
        c, e = counts[t], expected[t]
        tip = (_("{total}: was drawn {times}, expected {expected}") if tide else
               _("{total}: came up {times}, expected {expected}")).format(total=t, times=_times(c), expected=_num(e))
        parts = [
            f'<g class="bar" data-total="{t}" data-count="{c}" data-expected="{e:.2f}">',
            f"<title>{_e(tip)}</title>",
        ]
        if c:
            parts.append(
                f'<rect x="{_f(x0)}" y="{_f(y(c))}" width="{_f(bar_w)}" height="{_f(y(0) - y(c))}" rx="2" '
                f'fill="{LANTERN}"/>'
            )
        if e > 0:
            ey = y(e)
            parts.append(
                f'<rect class="expected" x="{_f(x0)}" y="{_f(ey)}" width="{_f(bar_w)}" height="{_f(y(0) - ey)}" '
                f'fill="none" stroke="{INK}" stroke-opacity="0.75" stroke-width="1" stroke-dasharray="3 2"/>'
                f'<line x1="{_f(x0 - 2.5)}" y1="{_f(ey)}" x2="{_f(x0 + bar_w + 2.5)}" y2="{_f(ey)}" '
                f'stroke="{OUTLINE}" stroke-width="3.4" stroke-linecap="round"/>'
                f'<line x1="{_f(x0 - 2.5)}" y1="{_f(ey)}" x2="{_f(x0 + bar_w + 2.5)}" y2="{_f(ey)}" '
                f'stroke="{INK}" stroke-width="1.7" stroke-linecap="round"/>'
            )
        if n:
            label_y = min(y(c), y(e) if e > 0 else y(c)) - 5
            parts.append(_text(cx, label_y, str(c), 10.5, INK, "middle", 'font-weight="700"'))
        parts.append(_text(cx, bottom + 15, str(t), 12, EMBER if t in (6, 8) else INK, "middle",
                           'font-weight="700"' if t in (6, 8) else ""))
        parts.append("</g>")
        bars.append("".join(parts))
    out.append("".join(bars))
    out.append(
        f'<line x1="{_f(left)}" y1="{_f(bottom)}" x2="{_f(W - right)}" y2="{_f(bottom)}" stroke="{MUTED}" stroke-width="1.2"/>'
    )
    out.append(_text(left + (W - left - right) / 2, bottom + 34, _("Tide card") if tide else _("Total of two dice"), 11, MUTED))
    if n == 0:
        out.append(_text(left + (W - left - right) / 2, top_y + plot_h / 2, _("No cards drawn yet") if tide else _("No rolls yet"),
                         14, INK, "middle", 'class="empty"'))
    out.append("</svg>")
    return "".join(out)


# ---------------------------------------------------------------------------
# Renown round by round


def renown_chart_svg(history: Sequence[Sequence[int]], names: Sequence[str], colours: Sequence[str],
                     goal: int = 11) -> str:
    """Each seat's public renown at the end of every round, against the renown goal (11; Living Island's 10).

    ``history[t][seat]`` is the renown after round ``t + 1`` (``Table.history`` a row a round,
    ``rounds.per_round``; the last row the game's end).
    ``colours`` are seat colour names (``"Coral"``) or ``#hex`` tones; a seat without
    a usable one gets its position's colour.  Each seat is a
    ``<g class="seat-line" data-seat data-name data-final>`` holding one stepped
    ``<polyline>`` and its shape marks (along the line and at its end).  Lines that
    run together are nudged a hair apart so every one stays visible.

    >>> svg = renown_chart_svg([[2, 2], [3, 2], [5, 4]], ["Ana", "Bo"], ["Coral", "Saffron"])
    >>> svg.count('class="seat-line"'), 'data-name="Ana" data-final="5"' in svg
    (2, True)
    >>> svg.split('aria-label="')[1].split('"')[0]
    'Renown over 3 rounds (goal 11): Ana (Coral, circle) 5, leading; Bo (Saffron, square) 4.'
    >>> "No rounds played yet" in renown_chart_svg([], [], [])
    True
    """
    rows = [list(r) for r in _seq(history) if isinstance(r, Sequence) and not isinstance(r, str)]
    name_list, colour_list = _seq(names), _seq(colours)
    n_seats = max([len(name_list), *(len(r) for r in rows)], default=0)
    turns = len(rows)

    # values[s][t]: renown of seat s after turn t+1 (a missing entry keeps the last value).
    values: list[list[int]] = []
    for s in range(n_seats):
        line, last = [], 0
        for r in rows:
            last = max(0, _int(r[s])) if s < len(r) else last
            line.append(last)
        values.append(line)
    seat_names = [_seat_name(name_list, s) for s in range(n_seats)]
    tones = [seat_colour(colour_list[s] if s < len(colour_list) else None, s) for s in range(n_seats)]
    shapes = [seat_shape(colour_list[s] if s < len(colour_list) else None, s) for s in range(n_seats)]
    colour_words = [_colour_word(colour_list[s] if s < len(colour_list) else None, s) for s in range(n_seats)]
    finals = [v[-1] if v else 0 for v in values]
    best = max(finals, default=0)

    if turns == 0:
        label = _("Renown round by round (goal {goal}): no rounds played yet.").format(goal=goal)
    else:
        bits = []
        for s in range(n_seats):
            who = ", ".join(w for w in (colour_words[s], _(SHAPE_WORDS.get(shapes[s], shapes[s]))) if w)
            bit = _("{name} ({marks}) {n}, leading") if finals[s] == best and best > 0 else _("{name} ({marks}) {n}")
            bits.append(bit.format(name=seat_names[s], marks=who, n=finals[s]))
        label = ngettext("Renown over {n} round (goal {goal}): {seats}.", "Renown over {n} rounds (goal {goal}): {seats}.",
                         turns).format(n=turns, goal=goal, seats="; ".join(bits))

    # Layout.
    left, right, top_y, plot_h = 30.0, 16.0, 40.0, 160.0
    bottom = top_y + plot_h
    legend_top = bottom + 44
    legend_rows = math.ceil(n_seats / 2)
    height = legend_top + legend_rows * 22 + (8 if legend_rows else 0)
    plot_w = W - left - right
    y_max = max(goal, best, *(max(v, default=0) for v in values)) if values else goal
    y_max += 1  # headroom above the goal line and its label
    x_hi = max(turns, 2)

    def x(t: float) -> float:
        return left + plot_w * (t - 1) / (x_hi - 1)

    def y(v: float) -> float:
        return bottom - plot_h * v / y_max

    out = [_svg_open(height, label, "renown")]
    out.append(_heading(_("Renown"), ngettext("{n} round", "{n} rounds", turns).format(n=turns) if turns else ""))

    grid = []
    y_step = 2 if y_max <= 16 else _nice_step(y_max, 6)
    for v in range(0, y_max + 1, y_step):
        grid.append(f'<line x1="{_f(left)}" y1="{_f(y(v))}" x2="{_f(W - right)}" y2="{_f(y(v))}" stroke="{GRID}"/>')
        grid.append(_text(left - 5, y(v) + 3.5, str(v), 10, MUTED, "end"))
    x_step = _nice_step(x_hi, 6)
    ticks = sorted({1, *range(x_step, x_hi + 1, x_step)})
    if len(ticks) > 1 and ticks[1] - 1 < x_step / 2:
        ticks.remove(1)
    for t in ticks:
        if t <= turns:
            grid.append(f'<line x1="{_f(x(t))}" y1="{_f(bottom)}" x2="{_f(x(t))}" y2="{_f(bottom + 4)}" stroke="{MUTED}"/>')
            grid.append(_text(x(t), bottom + 15, str(t), 10, MUTED))
    out.append(f'<g class="grid">{"".join(grid)}</g>')
    out.append(f'<line x1="{_f(left)}" y1="{_f(bottom)}" x2="{_f(W - right)}" y2="{_f(bottom)}" stroke="{MUTED}" stroke-width="1.2"/>')
    out.append(_text(left + plot_w / 2, bottom + 32, pgettext("chart axis", "Round"), 11, MUTED))
    out.append(
        _text(11, top_y + plot_h / 2, pgettext("chart axis", "renown"), 10.5, MUTED, "middle",
              f'transform="rotate(-90 11 {_f(top_y + plot_h / 2)})"')
    )
    # The goal.
    out.append(
        f'<g class="goal"><line x1="{_f(left)}" y1="{_f(y(goal))}" x2="{_f(W - right)}" y2="{_f(y(goal))}" '
        f'stroke="{LANTERN}" stroke-width="1.5" stroke-dasharray="6 4"/>'
        + _text(left + 4, y(goal) - 5, _("goal {n}").format(n=goal), 10.5, LANTERN, "start", 'font-weight="700"')
        + "</g>"
    )

    # One line per seat, drawn so that the leader ends on top.
    order = sorted(range(n_seats), key=lambda s: (finals[s], -s))
    mark_every = max(1, math.ceil(turns / 6))
    for s in order:
        dodge = (s - (n_seats - 1) / 2) * 2.2
        vals = values[s]
        pts: list[tuple[float, float]] = []
        for t, v in enumerate(vals, start=1):
            if pts:
                pts.append((x(t), y(vals[t - 2]) + dodge))
            pts.append((x(t), y(v) + dodge))
        parts = [
            f'<g class="seat-line" data-seat="{s}" data-name="{_e(seat_names[s])}" data-final="{finals[s]}" '
            f'data-shape="{shapes[s]}">',
            f"<title>{_e(_('{name}: {n} renown').format(name=seat_names[s], n=finals[s]))}</title>",
        ]
        if turns:
            coords = " ".join(f"{_f(a)},{_f(b)}" for a, b in pts)
            parts.append(
                f'<polyline points="{coords}" fill="none" stroke="{OUTLINE}" stroke-width="4.6" '
                'stroke-linejoin="round" stroke-opacity="0.8"/>'
            )
            parts.append(
                f'<polyline points="{coords}" fill="none" stroke="{_e(tones[s])}" stroke-width="2.4" '
                'stroke-linejoin="round" stroke-linecap="round"/>'
            )
            shift = (s * mark_every) // max(1, n_seats)
            for i, v in enumerate(vals):
                last = i == turns - 1
                if last or ((i + shift) % mark_every == 0 and turns - 1 - i >= mark_every / 2):
                    parts.append(shape_mark(shapes[s], x(i + 1), y(v) + dodge, 5.2 if last else 3.8, tones[s]))
        parts.append("</g>")
        out.append("".join(parts))

    if turns == 0:
        out.append(_text(left + plot_w / 2, top_y + plot_h / 2 + 14, _("No rounds played yet"), 14, INK, "middle", 'class="empty"'))

    # Legend: mark, name and final renown, two to a row.
    legend = []
    col_w = (W - 28) / 2
    for s in range(n_seats):
        lx = 14 + (s % 2) * col_w
        ly = legend_top + (s // 2) * 22
        weight = ' font-weight="700"' if finals[s] == best and best > 0 and turns else ""
        # Squeeze a long name into its slot rather than let it run into the next.
        shown = _short(seat_names[s], 18)
        room = col_w - 30 - 30
        fit = ""
        if len(shown) * 12 * (0.66 if weight else 0.6) > room:
            fit = f' textLength="{_f(room)}" lengthAdjust="spacingAndGlyphs"'
        legend.append(
            f'<g class="legend-item" data-seat="{s}">'
            f'<line x1="{_f(lx)}" y1="{_f(ly)}" x2="{_f(lx + 22)}" y2="{_f(ly)}" stroke="{_e(tones[s])}" stroke-width="2.4"/>'
            + shape_mark(shapes[s], lx + 11, ly, 5.2, tones[s])
            + f'<text x="{_f(lx + 30)}" y="{_f(ly + 4)}" font-size="12" fill="{INK}"{weight}{fit}>'
            f"{_e(shown)}</text>"
            + (_text(lx + col_w - 10, ly + 4, str(finals[s]), 12, INK, "end", weight.strip()) if turns else "")
            + "</g>"
        )
    out.append(f'<g class="legend">{"".join(legend)}</g>')
    out.append("</svg>")
    return "".join(out)


# ---------------------------------------------------------------------------
# Who collected what


def collected_table_html(
    collected: Sequence[Sequence[int]], names: Sequence[str], colours: Sequence[str] | None = None
) -> str:
    """A seat x resource table of the cards each seat collected from harvests, with totals.

    ``collected[seat][r]`` counts resource ``r`` in ``RESOURCES`` order
    (``Table.collected``).  Each cell's lantern shading grows with its count, so the
    table reads as a picture too; each seat row starts with the seat's shape mark.
    Rows are ``<tr data-seat data-total>``; the last row sums each resource.

    >>> html = collected_table_html([[3, 0, 1, 0, 2], [0, 4, 0, 0, 0]], ["<Ana>", "Bo"])
    >>> html.startswith('<table class="collected"') and "&lt;Ana&gt;" in html and "<Ana>" not in html
    True
    >>> 'data-seat="0" data-total="6"' in html, 'data-seat="all" data-total="10"' in html
    (True, True)
    >>> "Nothing collected yet" in collected_table_html([], [])
    True
    """
    rows = [list(r) for r in _seq(collected) if isinstance(r, Sequence) and not isinstance(r, str)]
    name_list, colour_list = _seq(names), _seq(colours)
    n_seats = max(len(rows), len(name_list))
    grid = [[max(0, _int(rows[s][r])) if s < len(rows) and r < len(rows[s]) else 0 for r in range(N_RES)]
            for s in range(n_seats)]
    sums = [sum(grid[s][r] for s in range(n_seats)) for r in range(N_RES)]
    peak = max((v for row in grid for v in row), default=0)

    cell = "padding:0.3em 0.25em;text-align:right;font-variant-numeric:tabular-nums"
    head = "padding:0.3em 0.25em;font-weight:700"

    def shade(v: int) -> str:
        if v <= 0 or peak <= 0:
            return ""
        return f";background:rgba(255,180,90,{0.08 + 0.42 * v / peak:.2f})"

    out = [
        '<table class="collected" style="border-collapse:collapse;width:100%;max-width:36rem;'
        f'color:{INK};font-size:clamp(0.8em,2.6vw,1em);line-height:1.3">',
        f'<caption style="caption-side:top;text-align:left;padding:0 0 0.4em;font-weight:700;color:{INK}">'
        f"{_e(_('Cards collected from harvests'))}</caption>",
        f'<thead><tr style="border-bottom:1px solid rgba(255,180,90,0.35)"><th scope="col" style="{head};text-align:left">'
        f'{_e(_("Seat"))}</th>',
    ]
    for r in range(N_RES):
        out.append(
            f'<th scope="col" style="{head};text-align:right;border-bottom:3px solid {RESOURCE_COLOURS[r]}">'
            f"{_e(res_name(r))}</th>"
        )
    out.append(f'<th scope="col" style="{head};text-align:right">{_e(_("Total"))}</th></tr></thead><tbody>')
    if n_seats == 0:
        out.append(
            f'<tr class="empty"><td colspan="{N_RES + 2}" style="padding:0.6em 0.5em;color:{MUTED}">'
            f"{_e(_('Nothing collected yet'))}</td></tr>"
        )
    for s in range(n_seats):
        c = colour_list[s] if s < len(colour_list) else None
        name = _seat_name(name_list, s)
        total = sum(grid[s])
        out.append(
            f'<tr data-seat="{s}" data-total="{total}"><th scope="row" style="{head};text-align:left;'
            'overflow-wrap:anywhere;font-weight:400">'
            f'<span aria-hidden="true" style="color:{_e(seat_colour(c, s))};margin-right:0.3em">'
            f"{SHAPE_GLYPHS[seat_shape(c, s)]}</span>{_e(name)}</th>"
        )
        for r in range(N_RES):
            out.append(f'<td style="{cell}{shade(grid[s][r])}">{grid[s][r]}</td>')
        out.append(f'<td style="{cell};font-weight:700">{total}</td></tr>')
    out.append("</tbody>")
    if n_seats:
        out.append(
            f'<tfoot><tr data-seat="all" data-total="{sum(sums)}" style="border-top:1px solid rgba(255,180,90,0.35)">'
            f'<th scope="row" style="{head};text-align:left">{_e(_("All"))}</th>'
            + "".join(f'<td style="{cell}">{v}</td>' for v in sums)
            + f'<td style="{cell};font-weight:700">{sum(sums)}</td></tr></tfoot>'
        )
    out.append("</table>")
    return "".join(out)


__all__ = [
    "SEAT_COLOURS",
    "SEAT_SHAPES",
    "collected_table_html",
    "dice_histogram_svg",
    "renown_chart_svg",
    "seat_colour",
    "seat_shape",
    "shape_mark",
]
