"""The page's HTML, written as strings: escaping, attributes, elements, buttons and icons; an
SVG's numbers and points.

Small and imported by the first screen (the new-game form, the saves' section, the top bar, the
island's preview); :mod:`panels` builds the game's regions from the same pieces, and the island's
SVG (:mod:`island_svg` and the modules built on it) writes its numbers with :func:`num`.

>>> button(esc("Roll <2d6>"), "roll", cls="btn btn-primary")
'<button type="button" class="btn btn-primary" data-action="roll">Roll &lt;2d6&gt;</button>'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from html import escape

from model.seating import SEAT_SHAPES
from words.catalog import _, pgettext

__all__ = ["BODY", "KEPT_BODY", "attrs", "button", "counted", "esc", "icon", "kept_body", "labelled", "mark", "num", "points",
           "rules_button_html", "tag", "top_groups"]


def esc(value: object) -> str:
    """Escape text for HTML (element content or a double-quoted attribute).

    Most of what the page writes needs no escaping (numbers, names, class lists): it is
    returned as it is, after five looks for the characters that do (``html.escape`` replaces
    each of them in turn; the screen's update calls this some 500 times, and on a cheap tablet
    each millisecond of CPython is about 25 of the page's)."""
    s = value if type(value) is str else str(value)
    if "&" in s or "<" in s or ">" in s or '"' in s or "'" in s:
        return escape(s, quote=True)
    return s


_GROUP_TAG = re.compile(r"<(/?)g[ >]")
"""An SVG group's start tag, or its end tag (group 1 ``/``)."""


def top_groups(markup: str) -> list[str] | None:
    """``markup`` cut into the SVG groups (``<g>``) it is made of, each whole; None when it
    holds anything else beside them (another element, text), or they do not close.

    The page patches a board layer group by group with it (``glue.dom.set_board``): after a
    move two of Living Island's 18 tiles change, and the page parses those two rather than
    the layer's 34 kB.  It looks at ``<g`` and ``</g>`` only, so it is quick (what this module
    writes escapes ``<`` in attribute values and text, :func:`esc`).

    >>> top_groups('<g id="a"><title>A</title><g><use/></g></g><g></g>')
    ['<g id="a"><title>A</title><g><use/></g></g>', '<g></g>']
    >>> top_groups('<g></g><use/>'), top_groups('<g></g> '), top_groups('<g><g></g>'), top_groups('')
    (None, None, None, [])
    """
    items: list[str] = []
    depth = 0
    start = 0
    for m in _GROUP_TAG.finditer(markup):
        if m.group(1):
            depth -= 1
            if depth < 0:
                return None
            if depth == 0:
                end = m.end()  # (an end tag is "</g>" whole)
                items.append(markup[start:end])
                start = end
        else:
            if depth == 0 and m.start() != start:
                return None  # (something else between two groups)
            depth += 1
    return items if depth == 0 and start == len(markup) else None


BODY = '<g data-body="1">'
"""The start of a board group's body: what in it changes least (a tile's halves and art, not its
number or name), kept by the page while only the rest changes (:func:`kept_body`)."""
KEPT_BODY = '<g data-body="1" data-kept="1"></g>'
"""A body the page keeps as it is (``patchInto`` in boot.js)."""


def _body(group: str) -> tuple[int, int]:
    """Where ``group``'s body (:data:`BODY`) starts and ends; (-1, -1) when it has none."""
    start = group.find(BODY)
    if start < 0:
        return -1, -1
    depth = 0
    for m in _GROUP_TAG.finditer(group, start):
        depth += -1 if m.group(1) else 1
        if depth == 0:
            return start, m.end()
    return -1, -1


def kept_body(was: str, now: str) -> str:
    """``now``, a board group the page patches into its last drawing ``was``, with its body
    written :data:`KEPT_BODY` when ``was`` has the very same body at the same place (as many
    tags before it): the page keeps that body's elements rather than parse them again.  A Living
    Island's ring step changes every tile's number and name, not its halves: the tiles' layer
    was parsed whole (34 kB), and is now its 19 tiles' numbers and names.

    >>> kept_body('<g id="a"><title>8</title><g data-body="1"><g><use/></g></g></g>',
    ...           '<g id="a"><title>9</title><g data-body="1"><g><use/></g></g></g>')
    '<g id="a"><title>9</title><g data-body="1" data-kept="1"></g></g>'
    >>> kept_body('<g><g data-body="1"><use/></g></g>', '<g><g data-body="1"><path/></g></g>')
    '<g><g data-body="1"><path/></g></g>'
    >>> kept_body('<g><g data-body="1"></g></g>', '<g><polygon/><g data-body="1"></g></g>')
    '<g><polygon/><g data-body="1"></g></g>'
    """
    start, end = _body(now)
    if start < 0:
        return now
    was_start, was_end = _body(was)
    if was_start < 0 or was[was_start:was_end] != now[start:end] or was.count("<", 0, was_start) != now.count("<", 0, start):
        return now
    return now[:start] + KEPT_BODY + now[end:]


def num(v: float) -> str:
    """A coordinate with at most one decimal, no trailing zeros.

    >>> num(2.0), num(-0.04), num(1.25), num(3.14159)
    ('2', '0', '1.2', '3.1')
    """
    s = f"{v:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


def points(xys: Iterable[tuple[float, float]]) -> str:
    """An SVG ``points`` list: ``x,y x,y ...``."""
    return " ".join(f"{num(x)},{num(y)}" for x, y in xys)


_NAMES: dict[str, str] = {"cls": "class"}
"""Each keyword's attribute name, once made (:func:`attrs`)."""


def attrs(**kw: object) -> str:
    """``cls`` -> ``class``, ``data_x`` -> ``data-x``; None/False left out, True bare."""
    return _attrs(kw)


def _attrs(kw: dict[str, object]) -> str:
    out = ""
    for key, value in kw.items():
        if value is None or value is False:
            continue
        name = _NAMES.get(key)
        if name is None:
            name = _NAMES[key] = key.rstrip("_").replace("_", "-")
        out += f" {name}" if value is True else f' {name}="{esc(value)}"'
    return out


def tag(name: str, inner: str = "", **kw: object) -> str:
    """An element; ``inner`` is HTML already (escape text with :func:`esc`)."""
    return f"<{name}{_attrs(kw)}>{inner}</{name}>"


def button(label_html: str, action: str, *, cls: str = "btn", disabled: bool = False, **kw: object) -> str:
    return tag("button", label_html, type="button", cls=cls, data_action=action, disabled=disabled, **kw)


def icon(symbol: str, cls: str = "ico") -> str:
    return f'<svg class="{esc(cls)}" aria-hidden="true" focusable="false"><use href="#{esc(symbol)}"/></svg>'


def labelled(symbol: str, words: str, short: str = "") -> str:
    """A top-bar button's icon and its words (shown beside it in landscape); below landscape its
    ``short`` word (a part of ``words``, so that what is seen is in its name) under the icon."""
    seen = tag("span", esc(short), cls="top-short", aria_hidden="true") if short else ""
    return icon(symbol) + tag("span", esc(words), cls="top-word") + seen


def rules_button_html() -> str:
    """The top bar's How to play, on every screen (the ``?`` key too)."""
    return button(labelled("ico-help", _("How to play"), pgettext("button, short", "Rules")), "rules",
                  cls="btn btn-icon top-rules",
                  title=_("How to play (?)"), aria_keyshortcuts="?", aria_label=_("How to play: the rules"))


def mark(colour: str) -> str:
    """A seat's shape mark in its lantern colour."""
    shape = SEAT_SHAPES.get(colour, "circle")
    return icon(f"mark-{shape}", f"mark lantern-{colour.lower()}")


def counted(n: int, word: str) -> str:
    """``n`` and ``word``, plural unless one: ``"1 card"``, ``"3 cards"``.

    >>> counted(1, "card"), counted(0, "venture card")
    ('1 card', '0 venture cards')
    """
    return f"{n} {word}{'' if n == 1 else 's'}"
