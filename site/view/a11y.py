"""Moving between the board's pressable sites without a mouse, and which site a tap meant.

Pure Python (no ``js``), tested in CPython.  A site is ``(key, x, y)``: any key the page
uses to find it again (a CSS selector) and its centre in SVG units (the ``data-x`` /
``data-y`` that ``board_svg`` writes on every pressable corner, edge and tile).

- :func:`arrow_target`: the site an arrow key moves to, the nearest one roughly in
  that direction (within 60 degrees either side, less one; sideways distance counts one and
  a half times distance ahead), or None at the island's edge in that direction.
- :func:`nearest`: the site closest to a point; the page uses it when a tap lands where
  the 44 px hit areas of two pressable sites overlap (on a phone neighbouring corners
  are about 33 px apart), so the nearest glowing site wins, not the one drawn last.
"""

from __future__ import annotations

import math

Site = tuple[str, float, float]

ARROWS = {
    "ArrowRight": (1.0, 0.0),
    "ArrowLeft": (-1.0, 0.0),
    "ArrowDown": (0.0, 1.0),
    "ArrowUp": (0.0, -1.0),
}
"""Arrow key -> direction on screen (SVG y grows downwards)."""

CONE = math.tan(math.radians(59))
"""A site counts as "in that direction" when its sideways offset is at most this times
its offset straight ahead: within 60 degrees either side, less one.  On the hex grid many
neighbours lie exactly 60 degrees off a key's way; rounded to the tenth in ``data-x`` /
``data-y``, some of them fell inside a 60-degree cone and some outside (a corner's
neighbours 60 degrees off ArrowDown inside, a tile's 60 degrees off ArrowRight outside).
Left out, they belong to the key whose way they are 30 degrees off, always."""

SIDEWAYS = 1.5
"""How much sideways distance counts against distance straight ahead.  Below sqrt(3), so that
on the hex grid the neighbour 30 degrees off the key's way (the next row's tile, corner or
edge) comes before the site two rows straight ahead: at 2, ArrowDown from tile C2 went to E1,
past D1 and D2, and D2 could be reached only from row B or D."""


def arrow_target(current: tuple[float, float], sites: list[Site], key: str) -> str | None:
    """The key of the site an arrow key moves to from ``current``, or None.

    >>> sites = [("a", 0, 0), ("b", 10, 1), ("c", 5, 9), ("d", -10, 0)]
    >>> arrow_target((0, 0), sites, "ArrowRight"), arrow_target((0, 0), sites, "ArrowDown")
    ('b', 'c')
    >>> arrow_target((0, 0), sites, "ArrowLeft"), arrow_target((0, 0), sites, "ArrowUp")
    ('d', None)
    >>> arrow_target((0, 0), sites, "Tab") is None
    True
    """
    if key not in ARROWS:
        return None
    dx, dy = ARROWS[key]
    cx, cy = current
    best: tuple[float, str] | None = None
    for name, x, y in sites:
        ahead = (x - cx) * dx + (y - cy) * dy
        side = abs((x - cx) * dy - (y - cy) * dx)
        if ahead <= 1e-6 or side > CONE * ahead:
            continue
        score = ahead + SIDEWAYS * side
        if best is None or score < best[0]:
            best = (score, name)
    return best[1] if best else None


def nearest(point: tuple[float, float], sites: list[Site]) -> str | None:
    """The key of the site whose centre is closest to ``point`` (None if no sites).

    >>> nearest((4, 0), [("a", 0, 0), ("b", 10, 0)]), nearest((6, 0), [("a", 0, 0), ("b", 10, 0)])
    ('a', 'b')
    """
    if not sites:
        return None
    px, py = point
    return min(sites, key=lambda s: (s[1] - px) ** 2 + (s[2] - py) ** 2)[0]
