"""The DOM operations the glue needs, on PyScript's ``document`` and FFI."""

from __future__ import annotations

from typing import Any, TypeGuard

from pyodide.ffi import create_once_callable
from pyscript import document, window
from pyscript.ffi import create_proxy, is_none, to_js

from model import links
from view.markup import kept_body, top_groups
from words import catalog

__all__ = [
    "CONTROL_KEYS", "after_frame", "board_touched", "by_id", "create_once_callable", "create_proxy", "dataset", "document",
    "download", "found", "later", "notify", "options", "query", "set_board", "set_html", "set_query", "to_js", "toast", "window",
]


def found(node: Any) -> TypeGuard[Any]:
    """True unless a DOM lookup found nothing (JS null or undefined)."""
    return not is_none(node)


def by_id(name: str) -> Any:
    return document.getElementById(name)


def options(**values: Any) -> Any:
    """A JS object of options (``focus({preventScroll: true})`` and the like)."""
    return to_js(values)


def later(ms: float, func: Any) -> Any:
    """Call ``func`` once after ``ms`` milliseconds; the timer's handle."""
    return window.setTimeout(create_once_callable(func), ms)


def after_frame(func: Any) -> None:
    """Call ``func`` once in a task of its own after the next frame is drawn (straight after
    this task when the page is hidden: no frame comes then).  Work queued with :func:`later`
    from inside a press may run before the frame that shows the press, and hold it back."""
    if str(document.visibilityState) == "hidden":
        later(0, func)
    else:
        window.requestAnimationFrame(create_once_callable(lambda *_: later(0, func)))


CONTROL_KEYS = ("data-action", "data-kind", "data-res", "data-seat", "data-draft", "data-delta", "data-sheet",
                "data-number", "data-via")
"""The attributes that tell a control apart: :func:`set_html` patches an element into another
only where they and the ``id`` agree, and ``glue.focus`` finds a control again by them."""
SVG_KEYS = ("id", "data-tile", "data-half", "data-corner", "data-edge", "data-piece", "data-seat", "data-at")
"""The attributes that tell the board's items apart (its tiles, halves, sites and pieces): a
board layer is patched item into item only where they agree.  Not a tile's number, which
Living Island's rings move: with it, every ring step drew all 18 tiles anew (about 1,000
elements restyled and laid out, 30-70 ms of a cheap tablet's frame)."""
_SAME: list[Any] = []
_TOUCHED = [False]  # the glue changed the board's elements itself since the last drawing (focus.py's roving tab stop)
_CUTS: dict[str, tuple[str, tuple[list[str], list[str]] | None]] = {}
"""Each board layer's last drawing and its cut (:func:`_cut`): the next drawing compares with it."""


def set_html(cache: dict[str, str], region: str, html: str) -> None:
    """Set a region's HTML, only when it changed, and then only what changed in it
    (``cinderisleMorph`` in boot.js: what stayed the same keeps its element, and its focus;
    an element becomes another control only by being replaced, so focus never moves to a
    different control unseen)."""
    if cache.get(region) == html:
        return
    cache[region] = html
    _morph(by_id(region), html)


def _morph(box: Any, html: str, svg: bool = False) -> None:
    """``box``'s children made ``html``'s, patched where they differ (boot.js); ``svg``: SVG
    content (parsed inside an ``<svg>``)."""
    morph = getattr(window, "cinderisleMorph", None)
    if morph is None:  # (boot.js is the page's first script: always there in the game)
        box.innerHTML = html
        return
    morph(box, html, _keys(svg), svg)


def _keys(svg: bool) -> Any:
    """The attributes that tell items apart (:data:`SVG_KEYS`, or the id and
    :data:`CONTROL_KEYS`), as a JS list made once."""
    if not _SAME:
        _SAME.append(to_js(["id", *CONTROL_KEYS]))
        _SAME.append(to_js(list(SVG_KEYS)))
    return _SAME[1 if svg else 0]


def set_board(cache: dict[str, str], parts: tuple[str, list[tuple[str, str]], str]) -> bool:
    """Draw the board from :func:`panels.board_layers`: only the layers that changed, and in
    them only what changed (``cinderisleMorph``, as :func:`set_html`): after a roll the rolled
    tiles, after a build the new piece.  True when it changed what was drawn (not when it drew
    the board whole, as a game first shows, nor when nothing changed).

    Replacing one layer (say the pieces) instead of the whole ``<svg>`` keeps the browser
    from parsing the island's tiles again after every action.
    """
    frame, layers, close = parts
    touched, _TOUCHED[0] = _TOUCHED[0], False
    box = by_id("board")
    holders = [box.querySelector(f'[data-layer="{name}"]') for name, _ in layers]
    if cache.get("board") != frame or not all(found(h) for h in holders):
        whole = frame + "".join(f'<g data-layer="{name}">{inner}</g>' for name, inner in layers) + close
        cache["board"] = frame
        box.innerHTML = whole
        for name, inner in layers:
            cache["board:" + name] = inner
        return False
    changed = False
    for (name, inner), holder in zip(layers, holders, strict=True):
        key = "board:" + name
        was = cache.get(key)
        if was != inner:
            cache[key] = inner
            changed = True
            if touched or was is None or not _patch_groups(holder, was, inner, name):
                _morph(holder, inner, svg=True)
    return changed


def board_touched() -> None:
    """The glue changed an attribute of the board's elements itself (a tab stop moved): the
    next drawing patches each changed layer whole, as :func:`_patch_groups` takes the groups
    that did not change to be as the last drawing wrote them."""
    _TOUCHED[0] = True


def _patch_groups(holder: Any, was: str, inner: str, name: str = "") -> bool:
    """Patch a board layer group by group: only the groups (``<g>``) that differ from the
    layer's last drawing ``was`` are parsed and patched (``cinderislePatchGroups``, boot.js),
    the same as :func:`_morph` of the whole layer would leave them.  A layer that is one group
    (the tiles') is patched in that group's groups, a group's body sent as kept where it did not
    change (:func:`view.markup.kept_body`: a ring step renumbers every tile, and leaves its halves).
    False (nothing done) when the layer is not made of groups, their number changed, most of them
    changed and more than half the layer would be parsed, or the page's layer is not made the
    same way.  The layer's cut (``name``'s) is kept for the next drawing, so the last
    drawing is not cut again."""
    kept = _CUTS.get(name)
    old = kept[1] if kept is not None and kept[0] is was else _cut(was)
    new = _cut(inner)
    _CUTS[name] = (inner, new)
    if old is None or new is None or old[0] != new[0] or len(old[1]) != len(new[1]):
        return False
    at = [i for i, (a, b) in enumerate(zip(old[1], new[1], strict=True)) if a != b]
    if not at:
        return False
    groups = "".join(kept_body(old[1][i], new[1][i]) for i in at)
    if 2 * len(at) > len(new[1]) and 2 * len(groups) > len(inner):
        return False  # (most of the layer changed: patched whole)
    patch = getattr(window, "cinderislePatchGroups", None)
    if patch is None:
        return False
    return bool(patch(holder, len(new[0]), len(new[1]), to_js(at), groups, _keys(True)))


def _cut(markup: str) -> tuple[list[str], list[str]] | None:
    """A layer's markup cut into its groups (:func:`view.markup.top_groups`), gone into while
    it is one group (at most twice): the start tags gone into, and the groups there; None
    when it is not made of groups."""
    groups = top_groups(markup)
    heads: list[str] = []
    while groups is not None and len(groups) == 1 and len(heads) < 2:
        head = groups[0][:groups[0].index(">") + 1]
        heads.append(head)
        groups = top_groups(groups[0][len(head):-4])
    return None if groups is None else (heads, groups)


def dataset(**values: Any) -> None:
    """Set (or, for None, remove) ``data-*`` attributes of ``<html>``; ``replay_step`` is
    ``data-replay-step``."""
    root = document.documentElement
    for key, value in values.items():
        if value is None:
            root.removeAttribute("data-" + key.replace("_", "-"))
        else:
            root.setAttribute("data-" + key.replace("_", "-"), str(value))


def notify(message: str, *, buttons: tuple[tuple[str, str], ...] = (), ident: str | None = None,
           closes: bool = True) -> Any:
    """A notice the player can read and dismiss (role=alert); text only, never markup.
    ``buttons``: (words, ``data-action``) of the notice's own controls; ``ident``: its id (a
    notice with that id is replaced); ``closes``: it has an OK that dismisses it."""
    if ident is not None:
        old = by_id(ident)
        if found(old):
            old.remove()
    note = document.createElement("div")
    note.className = "notice"
    note.setAttribute("role", "alert")
    if ident is not None:
        note.id = ident
    p = document.createElement("p")
    p.textContent = message
    note.appendChild(p)
    for words, action in buttons:
        b = document.createElement("button")
        b.className = "btn notice-act"
        b.type = "button"
        b.textContent = words
        b.setAttribute("data-action", action)
        note.appendChild(b)
    if closes:
        close = document.createElement("button")
        close.className = "notice-close"
        close.type = "button"
        close.textContent = catalog.pgettext("notice, button", "OK")
        close.setAttribute("data-action", "dismiss")
        note.appendChild(close)
    by_id("notices").appendChild(note)
    return note


_toasts = [0]  # how many toasts were shown: a toast hides itself only if no newer one came


def toast(message: str) -> None:
    """A short message that goes away by itself (role=status)."""
    box = by_id("toast")
    box.textContent = message
    box.hidden = False
    _toasts[0] += 1
    mine = _toasts[0]

    def hide(*_: Any) -> None:
        if _toasts[0] == mine:
            box.hidden = True

    later(5000, hide)


def download(name: str, text: str) -> None:
    """Offer ``text`` as a file: a Blob URL on a link clicked from code (nothing inline)."""
    blob = window.Blob.new(to_js([text]), to_js({"type": "application/json"}))
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = name
    link.hidden = True
    document.body.appendChild(link)
    link.click()
    link.remove()
    later(60_000, lambda *_: window.URL.revokeObjectURL(url))


def query() -> dict[str, str]:
    """The address's parameters (the first value of each)."""
    out: dict[str, str] = {}
    for key, value in links.parse_query(str(window.location.search)):
        out.setdefault(key, value)
    return out


def set_query(params: dict[str, str], push: bool = False) -> None:
    """Write the game's parameters into the address, keeping ``pace`` and ``lang`` (preferences)."""
    keep = {k: v for k, v in query().items() if k in ("pace", "lang")}
    url = str(window.location.pathname) + ("?" + links.encode_query({**params, **keep}) if params or keep else "")
    if push:
        window.history.pushState(None, "", url)
    else:
        window.history.replaceState(window.history.state, "", url)
