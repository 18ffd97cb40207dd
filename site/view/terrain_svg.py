"""How each terrain looks: its colours, its texture pattern and its icon, the sea's and the
dusk's gradients, the Ashcloud's plume, as one SVG ``<defs>`` (:func:`defs`).

The island's board (:mod:`island_svg`), the icon sprite (:mod:`sprite_svg`) and the rules'
pictures (:mod:`rules_pictures`) each draw with these, under an id prefix of their own.  Pure
Python, standard library only.

>>> svg = defs("ci", 100)
>>> svg.startswith("<defs>") and svg.count('<pattern id="ci-pat-') == 6 and '<g id="ci-icon-pine"' in svg
True
"""

from __future__ import annotations

import math

from view.markup import num

PALETTE = {
    "pine": ("#2f6b43", "#1f4a2e", "#58a06a"),
    "basalt": ("#454b57", "#2b2f37", "#8d9bb0"),
    "kelp": ("#1f7f7c", "#135755", "#5cc2b4"),
    "millet": ("#d9b54f", "#a9842c", "#f4dc8c"),
    "copper": ("#bb5a2c", "#7f3717", "#eb9a63"),
    "caldera": ("#1b1513", "#0d0a09", "#ff7a2a"),
}
"""terrain -> (base, dark, light) colours."""


def defs(p: str, s: float) -> str:
    """``<defs>``: one texture pattern and one icon per terrain, plus gradients."""
    u = s / 100  # icons and patterns are drawn on a 100-unit hex
    pal = PALETTE
    parts = [
        "<defs>",
        # Sea: deep water around, shallows close to the coast.
        f'<radialGradient id="{p}-shallows" cx="0" cy="0" r="{num(4.85 * s)}" gradientUnits="userSpaceOnUse">'
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
        f'<feGaussianBlur stdDeviation="{num(0.18 * s)}"/></filter>',
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
        f'<pattern id="{p}-pat-pine" width="{num(ps)}" height="{num(ps)}" patternUnits="userSpaceOnUse">'
        f'<path d="M{num(ps * .25)},{num(ps * .15)} l{num(ps * .12)},{num(ps * .28)} h{num(-ps * .24)}z '
        f'M{num(ps * .75)},{num(ps * .6)} l{num(ps * .12)},{num(ps * .28)} h{num(-ps * .24)}z" '
        f'fill="{pal["pine"][1]}" opacity="0.7"/></pattern>',
        f'<pattern id="{p}-pat-basalt" width="{num(ps * 1.2)}" height="{num(ps * 1.04)}" patternUnits="userSpaceOnUse">'
        f'<path d="{_hex_path(ps * .3, ps * .26, ps * .2)} {_hex_path(ps * .9, ps * .78, ps * .2)}" '
        f'fill="none" stroke="{pal["basalt"][2]}" stroke-width="{num(1.1 * u)}" opacity="0.35"/></pattern>',
        f'<pattern id="{p}-pat-kelp" width="{num(ps * 1.2)}" height="{num(ps * .6)}" patternUnits="userSpaceOnUse">'
        f'<path d="M0,{num(ps * .3)} q{num(ps * .3)},{num(-ps * .22)} {num(ps * .6)},0 t{num(ps * .6)},0" '
        f'fill="none" stroke="{pal["kelp"][2]}" stroke-width="{num(1.4 * u)}" opacity="0.4"/></pattern>',
        f'<pattern id="{p}-pat-millet" width="{num(ps * .5)}" height="{num(ps * .5)}" patternUnits="userSpaceOnUse" '
        f'patternTransform="rotate(-28)">'
        f'<path d="M0,0 V{num(ps * .5)}" stroke="{pal["millet"][1]}" stroke-width="{num(1.6 * u)}" opacity="0.45"/></pattern>',
        f'<pattern id="{p}-pat-copper" width="{num(ps)}" height="{num(ps)}" patternUnits="userSpaceOnUse">'
        f'<circle cx="{num(ps * .25)}" cy="{num(ps * .3)}" r="{num(ps * .07)}" fill="{pal["copper"][2]}" opacity="0.45"/>'
        f'<circle cx="{num(ps * .72)}" cy="{num(ps * .74)}" r="{num(ps * .05)}" fill="{pal["copper"][1]}" opacity="0.6"/></pattern>',
        f'<pattern id="{p}-pat-caldera" width="{num(ps)}" height="{num(ps)}" patternUnits="userSpaceOnUse">'
        f'<path d="M0,{num(ps * .8)} L{num(ps * .35)},{num(ps * .55)} L{num(ps * .6)},{num(ps * .7)}" fill="none" '
        f'stroke="#ff6a1a" stroke-width="{num(0.9 * u)}" opacity="0.35"/></pattern>',
    ]
    # Icons, drawn around (0, 0) on a 100-unit hex and scaled with the board.
    k = num(u)
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
                f'<ellipse cx="{num(x * (1 - j * 0.18))}" cy="{-10 + j * 6}" rx="3.2" ry="5" '
                f'fill="{pal["millet"][2]}" stroke="{pal["millet"][1]}" stroke-width="1" '
                f'transform="rotate({num(x * 1.2)} {num(x * (1 - j * 0.18))} {-10 + j * 6})"/>'
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
    return "M" + " L".join(f"{num(x)},{num(y)}" for x, y in pts) + "Z"
