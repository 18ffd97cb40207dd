"""The icon sprite: a hidden ``<svg>`` of the symbols the page's HTML reuses (``<use
href="#res-pine">``): each resource's icon (the board's terrain icons), each seat's shape mark,
and the small line icons of the buttons and counters.

Drawn at build time into ``index.html`` (``site/view/firstpaint.py``), so the page's Python
never draws it.  Pure Python, standard library only.

>>> svg = sprite()
>>> svg.count("<symbol"), 'id="mark-diamond"' in svg, 'id="ico-dice"' in svg
(30, True, True)
"""

from __future__ import annotations

from engine.cards import RESOURCES

from view.pieces_svg import OUTLINE, shape_path
from view.terrain_svg import defs


def sprite() -> str:
    """A hidden ``<svg>`` of symbols the page's HTML reuses: resource icons
    (``#res-pine`` ...) and shape marks (``#mark-circle`` ...), painted with
    ``currentColor`` where a seat's colour goes."""
    p = "sp"
    out = ['<svg xmlns="http://www.w3.org/2000/svg" class="sprite" aria-hidden="true" width="0" height="0" '
           'style="position:absolute;width:0;height:0;overflow:hidden">', defs(p, 100)]
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
