"""A game's board as SVG: the island (:mod:`island_svg`) with the game's pieces
(:mod:`pieces_svg`), the Ashcloud where it hangs, the tiles of the last roll, and the sites a
press acts on, each named for assistive technology (:mod:`place_names`), in the layers the
page redraws one by one (:func:`render_island_layers`, through ``panels.board_layers``).

A site the game lets you press is a named button (``class="site ... is-pressable"``); every
other corner and edge keeps its invisible site.  Pure Python, standard library only.

>>> from engine.island import landfall
>>> from model.frame import Pressable
>>> svg = render_island(landfall(), pressable=Pressable(corners=(3, 17)))
>>> svg.count('role="button"'), svg.count('tabindex="0"'), svg.count("data-corner=")
(2, 1, 54)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from engine.island import Island

from model.frame import Pressable
from view import living_svg
from view.island_svg import Geometry, join_layers
from view.island_svg import render_island_layers as island_layers
from view.markup import esc, num, points
from view.pieces_svg import pieces_layer
from view.place_names import corner_name, edge_name
from words.catalog import ngettext


def render_island(island: Island, **options: Any) -> str:
    """The whole board as an ``<svg>`` string (see :func:`render_island_layers` for ``options``).

    >>> from engine.island import landfall
    >>> svg = render_island(landfall())
    >>> svg.startswith("<svg") and svg.endswith("</svg>") and 'data-layer="pieces"' in svg
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
    state: Any = None,
    colours: Sequence[str] = (),
    names: Sequence[str] = (),
    pressable: Pressable | None = None,
    rolled: int | None = None,
    recent: tuple[str, int] | None = None,
    fresh: Iterable[tuple[str, int]] = (),
    tight: bool = False,
    preview: bool = False,
    changed: dict[int, str] | None = None,
) -> tuple[str, list[tuple[str, str]], str]:
    """The island, with a game's pieces when ``state`` is given, as ``(frame, layers, close)``:
    the ``<svg>`` opening and what never changes in a game (sea, jetties, patterns), then
    each of ``island_svg.BOARD_LAYERS`` as ``(name, inner SVG)``, then ``</svg>``.  The page
    redraws only the layers that changed.

    ``ashcloud`` is the tile index the Ashcloud hangs over (None: not drawn; with a
    ``state`` it is the state's).  ``id_prefix`` keeps ids unique when one page shows two
    boards.  ``state`` is what a frame sees (an ``adapter.Sight``; an engine view too; only public fields are
    read: pieces and the Ashcloud); ``colours`` and ``names`` are each seat's lantern
    colour name and player name.  ``pressable`` says which corners, edges or tiles the
    player may press now (nothing else is pressable); ``rolled`` marks the tiles
    carrying the last roll's number; ``recent`` is the piece just built, as
    ``("hearth", corner)`` / ``("causeway", edge)``, drawn with class ``is-new``; ``fresh``
    are the pieces placed since the viewer's last turn, haloed (``data-fresh``).
    ``tight`` fits the viewBox to this island's own jetties (see ``island_svg.view_box``).
    A Living Island's ``state`` (its ``living`` facts) draws its tiles as halves (:mod:`living_svg`);
    ``preview`` shows every number after the next ring step ("Next spin"); ``changed``: the halves
    the last world event burned or healed (``data-changed``, :mod:`living_event`).
    """
    g = Geometry(size)
    if state is not None:
        ashcloud = state.ash
    press = pressable or Pressable()
    pieces = pieces_layer(g, state, colours, names, recent, frozenset(fresh)) if state is not None else ""
    labels = {f"corner {c}": corner_name(island, c, state, names, colours, ashcloud) for c in press.corners}
    labels.update({f"edge {e}": edge_name(island, e, state, names, colours, ashcloud) for e in press.edges})
    sites = _sites(g, frozenset(press.corners), frozenset(press.edges), escape(id_prefix, quote=True), labels,
                   press.hinted, dict(press.dots))
    living = getattr(state, "living", None)
    if living is not None:  # a Living Island: its tiles as halves, numbers where the rings carried them
        p = escape(id_prefix, quote=True)
        tiles = living_svg.living_tiles(p, g, living, pressable=press, rolled=rolled, ashcloud=ashcloud,
                                        preview=preview, changed=changed)
        return island_layers(island, size=size, id_prefix=id_prefix, ashcloud=ashcloud, title=title, tight=tight,
                             pressable=press, rolled=rolled, pieces=pieces, sites=sites, tiles=tiles,
                             more_defs=living_svg.living_defs(p, size))
    return island_layers(island, size=size, id_prefix=id_prefix, ashcloud=ashcloud, title=title, tight=tight,
                         pressable=press, rolled=rolled, pieces=pieces, sites=sites)


def _sites(
    g: Geometry,
    corners: frozenset[int],
    edges: frozenset[int],
    p: str,
    labels: dict[str, str],
    hinted: str = "",
    dots: dict[int, int] | None = None,
) -> dict[str, str]:
    """The pressable sites, ``corners`` and ``edges``, by their names (``"corner 17"`` -> SVG);
    the island draws every other site invisible.

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
    first = ("corner", min(corners)) if corners else ("edge", min(edges)) if edges else None
    out: dict[str, str] = {}
    for e in sorted(edges.intersection(range(len(g.topo.edge_corners)))):
        a, b = g.topo.edge_corners[e]
        (ax, ay), (bx, by) = g.corner(a), g.corner(b)
        (x1, y1), (x2, y2), bar = g.bar(e, 0.16 * s)
        seg = f'M{num(x1)},{num(y1)} L{num(x2)},{num(y2)}'
        out[f"edge {e}"] = (
            _press_site("edge", e, ((ax + bx) / 2, (ay + by) / 2), labels.get(f"edge {e}", f"Edge {e}"),
                        first == ("edge", e), hinted == f"edge {e}")
            + f'<polygon class="site-look" points="{points(bar)}" '
            f'style="fill:#ffd98a;stroke:#2a1306;stroke-width:{num(0.035 * s)};stroke-linejoin:round"/>'
            + (_lit_mark((ax + bx) / 2, (ay + by) / 2, s) if hinted == f"edge {e}" else "")
            + _focus_ring(f'<polygon points="{points(bar)}" stroke-linejoin="round"')
            + f'<path class="site-hit" d="{seg}"/></g>'
        )
    for c in sorted(corners.intersection(range(len(g.topo.corner_xy)))):
        # large to the finger, drawn as a lantern ring (fill: a radial glow)
        x, y = g.corner(c)
        dot = f'M{num(x)},{num(y)} h0'
        shown = (dots or {}).get(c)
        count = _pips(x, y, shown, s) if shown is not None else ""
        out[f"corner {c}"] = (
            _press_site("corner", c, (x, y), labels.get(f"corner {c}", f"Corner {c}"), first == ("corner", c),
                        hinted == f"corner {c}", shown)
            + f'<circle class="site-look" cx="{num(x)}" cy="{num(y)}" r="{num(0.38 * s)}" style="fill:url(#{p}-site)"/>'
            + (_lit_mark(x, y, s) if hinted == f"corner {c}" else "")
            + count
            + _focus_ring(f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(0.44 * s)}"')
            + f'<path class="site-hit" d="{dot}"/></g>'
        )
    return out


def _lit_mark(x: float, y: float, s: float) -> str:
    """What marks the site a hint or the coach points at, beside its glow: a dashed ring round it
    and an arrow above it pointing down, light on a dark outline (a shape, not a colour alone:
    the lit edge was only a little brighter than the other glowing ones)."""
    ring = f'cx="{num(x)}" cy="{num(y)}" r="{num(0.6 * s)}"'
    tip, top = y - 0.66 * s, y - 1.06 * s
    arrow = f'M{num(x)},{num(tip)} L{num(x - 0.26 * s)},{num(top)} L{num(x + 0.26 * s)},{num(top)} Z'
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
           f'<rect x="{num(x - w / 2)}" y="{num(y - h / 2)}" width="{num(w)}" height="{num(h)}" rx="{num(h / 2)}"/>']
    for i in range(n):
        row, col = divmod(i, PIPS_PER_ROW)
        in_row = min(PIPS_PER_ROW, n - row * PIPS_PER_ROW)
        cx = x + (col - (in_row - 1) / 2) * gap
        cy = y + (row - (rows - 1) / 2) * gap
        out.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}"/>')
    return "".join(out) + "</g>"


def _press_site(kind: str, ident: int, centre: tuple[float, float], label: str, first: bool,
                hinted: bool = False, dots: int | None = None) -> str:
    """The opening tag of a pressable corner or edge: a named button, in the Tab order if
    ``first``; ``hinted``: the site a hint points at; ``dots``: its ember dots, shown."""
    x, y = centre
    extra = ' data-hinted="1"' if hinted else ""
    if dots is not None:
        extra += f' data-dots="{dots}"'
        label = ngettext("{place}, {n} dot", "{place}, {n} dots", dots).format(place=label, n=dots)
    return (
        f'<g class="site site-{kind} is-pressable{" is-hinted" if hinted else ""}" data-{kind}="{ident}" '
        f'data-x="{num(x)}" data-y="{num(y)}"{extra} '
        f'role="button" tabindex="{0 if first else -1}" aria-label="{esc(label)}">'
    )


def _focus_ring(shape: str) -> str:
    """A keyboard focus ring round ``shape`` (an unclosed, unpainted element), shown by CSS
    only while the site has focus: a dark band with a light core, in screen pixels."""
    return f'{shape} class="site-focus site-focus-band"/>{shape} class="site-focus site-focus-core"/>'
