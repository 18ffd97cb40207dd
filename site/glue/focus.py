"""Keyboard focus: the board's glowing sites (a roving tabindex, the arrow keys), focus that
survives a redraw, and dialogs that take focus when they open and give it back when a
sheet closes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import lazy
from glue.dom import CONTROL_KEYS, board_touched, by_id, document, found, options
from glue.model import drawn, ui

if TYPE_CHECKING:
    from view import a11y
else:  # (the board's keyboard geometry: the first screen has no board to press)
    a11y = lazy.module("view.a11y")

SITE = "#board :is(.is-pressable, .is-barred)"
"""The board's sites keyboard focus moves among: the glowing ones and those that say why not."""

HELD = "data-held-tab"
"""A tab stop of the game held out of the Tab order behind a dialog: its own ``tabindex`` ("" for none)."""
TAB_STOPS = "button, summary, input, select, textarea, a[href], [tabindex]"
"""What can take keyboard focus in the game's regions."""

__all__ = ["arrow", "board_sites", "focus_key", "follow_dialogs", "give_focus", "hold_behind", "restore_focus"]


def hold_behind(held: bool) -> None:
    """A dialog on top (a sheet, the privacy screen, the results): the game behind it out of
    reach, or back once it closes.  ``#game`` is hidden from assistive technology
    (``aria-hidden``) and each of its tab stops leaves the Tab order (``tabindex="-1"``, its own
    kept in :data:`HELD` and given back), those drawn since the dialog opened too; focus is not
    given behind it (:func:`give_focus`, :func:`focus_site`); a pointer cannot reach it, the
    dialog's layer covering the window.

    Not ``inert``: making ``#game`` inert restyles every element in it, the board's too, and
    at the cheap tablet's 4x that was about half of a sheet's opening (docs/benchmarks.md);
    this touches only the few tab stops.  (The top bar, a few elements, is made inert.)"""
    by_id("topbar").inert = held
    game = by_id("game")
    changed = False
    if held:
        for el in game.querySelectorAll(f"{TAB_STOPS}:not([{HELD}])"):
            tab = el.getAttribute("tabindex")
            el.setAttribute(HELD, str(tab) if found(tab) else "")
            el.setAttribute("tabindex", "-1")
            changed = True
        if not drawn.held:
            game.setAttribute("aria-hidden", "true")
            drawn.held = True
    elif drawn.held:
        for el in game.querySelectorAll(f"[{HELD}]"):
            tab = str(el.getAttribute(HELD))
            if tab:
                el.setAttribute("tabindex", tab)
            else:
                el.removeAttribute("tabindex")
            el.removeAttribute(HELD)
            changed = True
        game.removeAttribute("aria-hidden")
        drawn.held = False
    if changed:
        board_touched()  # (some may be the board's sites)


def _behind(el: Any) -> bool:
    """Whether ``el`` is in the game held behind a dialog (:func:`hold_behind`)."""
    return drawn.held and hasattr(el, "closest") and found(el.closest("#game"))


def _is_body(el: Any) -> bool:
    """True for ``<body>`` (where focus goes when the focused element is redrawn)."""
    return str(getattr(el, "tagName", "")).upper() == "BODY"


def site_selector(el: Any) -> str:
    """A selector that finds a board site (corner, edge, tile or Living Island's half) again."""
    for name in ("corner", "edge", "tile", "half"):
        value = el.getAttribute("data-" + name)
        if found(value):
            return f'{SITE}[data-{name}="{value}"]'
    return ""


def board_sites() -> list[a11y.Site]:
    """The board's sites (glowing or barred) with their centres (SVG units), in document order."""
    return [
        (site_selector(el), float(str(el.getAttribute("data-x"))), float(str(el.getAttribute("data-y"))))
        for el in document.querySelectorAll(f"{SITE}[data-x]")
    ]


def give_focus(el: Any) -> None:
    """Focus ``el`` for the player (after a redraw, into a dialog): ``Page.giving_focus`` is on
    meanwhile, so that a control refused now does not pop up its reason unasked (the press that
    made it refused had just worked: Buy venture once bought, Undo once nothing is left)."""
    if _behind(el):
        return
    drawn.giving_focus = True
    try:
        el.focus(options(preventScroll=True))
    finally:
        drawn.giving_focus = False


def focus_site(el: Any, moved: bool = False) -> bool:
    """Move keyboard focus to a board site, keeping it the only one in the Tab order
    (roving tabindex); False if it could not take focus (e.g. behind a dialog).  ``moved``:
    the player moved there (an arrow key), so a barred tile says why."""
    if _behind(el):
        return False
    for other in document.querySelectorAll(f'{SITE}[tabindex="0"]'):
        if not other.isSameNode(el):
            other.setAttribute("tabindex", "-1")
            board_touched()
    if el.getAttribute("tabindex") != "0":
        el.setAttribute("tabindex", "0")
        board_touched()
    if moved:
        el.focus(options(preventScroll=True))
    else:
        give_focus(el)
    return bool(el.matches(":focus"))


def arrow(target: Any, key: str) -> None:
    """An arrow key (or Home, End) on a glowing site: focus the nearest one that way."""
    sites = board_sites()
    if not sites:
        return
    name: str | None
    if key == "Home":
        name = sites[0][0]
    elif key == "End":
        name = sites[-1][0]
    else:
        here = (float(str(target.getAttribute("data-x"))), float(str(target.getAttribute("data-y"))))
        name = a11y.arrow_target(here, sites, key)
    el = document.querySelector(name) if name else None
    if found(el):
        focus_site(el, moved=True)


def _board_focus_key(el: Any) -> str | None:
    """``board|<selector>`` when a board site has focus (or had it and lost it to a redraw);
    ``board|`` on the privacy screen's button, so a player who taps in lands on the board."""
    if found(el) and hasattr(el, "closest") and not _is_body(el):
        site = el.closest(SITE)
        drawn.board_focus = found(site) or found(el.closest("#privacy [data-action]"))
        if ui.screen is not None and (ui.screen.mode or not found(site)):
            drawn.board_mode = ui.screen.mode  # (a placed build: its mode is over when the board is drawn)
        return ("board|" + (site_selector(site) if found(site) else "")) if drawn.board_focus else None
    return "board|" if drawn.board_focus else None


def _restore_board_focus(selector: str) -> None:
    """Give focus back to the same site if it still glows, else to the first glowing one."""
    target = document.querySelector(selector) if selector else None
    if not found(target):
        target = document.querySelector('#board .is-pressable[tabindex="0"]')
    if found(target):
        drawn.board_focus = not focus_site(target)
        return
    # Nothing glows any more: a build was placed.  Focus goes back to its button in the tray
    # (as Escape does), never to End turn, where a second Enter would end the turn.
    mode = drawn.board_mode
    button = document.querySelector(f'#tray [data-action="mode"][data-kind="{mode}"]') if mode else None
    if found(button):
        give_focus(button)
        drawn.board_focus, drawn.board_mode = False, ""
        return
    drawn.board_focus = True  # (sites glow again later: placement, the next Ashcloud move)


def focus_key() -> str | None:
    """What has focus now, as a key to find it again after a redraw (None: nothing to keep)."""
    el = document.activeElement
    board = _board_focus_key(el)
    if board is not None:
        return board
    if not found(el) or not hasattr(el, "getAttribute") or not found(el.getAttribute("data-action")):
        return None
    parts = []
    for name in CONTROL_KEYS:  # the attributes that tell a control apart
        value = el.getAttribute(name)
        if found(value):
            parts.append(f'[{name}="{value}"]')
    return "".join(parts)


FALLBACKS = (
    '#tray [data-action="roll"]',
    '#tray .panel [data-action="step"][data-delta="1"]:not([disabled])',  # a discard's first +
    '#tray .panel [data-action="accept"]:not([aria-disabled="true"]), #tray .panel [data-action="pass"]',
    '#tray .panel [data-action="confirm"]:not([aria-disabled="true"]), #tray .panel [data-action="decline"]',
)
"""Where focus goes when the control that had it went for good (see ``Page.tray_focus``):
Roll, a drawer's first control, else the board's first glowing site.  Never End turn, where
one Enter too many would end the turn."""


def restore_focus(selector: str | None) -> None:
    """Give focus back to what had it before a redraw (if it lost it).  If that control is
    gone (End turn, once the turn has passed), focus goes to one of :data:`FALLBACKS` (Roll, a
    drawer's first control) or the first glowing site as soon as one is there: a keyboard
    player's next press is at hand when their turn comes."""
    el = document.activeElement
    if found(el) and not _is_body(el):
        drawn.tray_focus = False
        return
    if not selector and not drawn.tray_focus:
        return
    if selector and selector.startswith("board|"):
        _restore_board_focus(selector[len("board|"):])
        return
    for pick in ((selector,) if selector else ()) + FALLBACKS:
        for target in document.querySelectorAll(pick):  # the one shown of twin tools (the coach's, Hint)
            if target.checkVisibility() and not bool(getattr(target, "disabled", False)):
                give_focus(target)
                if document.activeElement == target:
                    drawn.tray_focus = False
                    return
    site = document.querySelector('#board .is-pressable[tabindex="0"]')
    drawn.tray_focus = not (found(site) and focus_site(site))


def follow_dialogs(before: str | None) -> None:
    """Keyboard focus follows the dialogs: into one that opens (its first control), and
    back to the button that opened a sheet when the sheet closes."""
    layer = ui.open_layer()
    el = document.activeElement
    lost = not found(el) or _is_body(el)
    if layer and layer != drawn.layer:
        if layer == "sheet" and not drawn.layer:
            drawn.opener = before if before and not before.startswith("board|") else None
        box = by_id(layer)
        if lost or not box.contains(el):
            target = box.querySelector('[data-action]:not([disabled]):not([aria-disabled="true"])')
            if found(target):
                give_focus(target)
    elif not layer and drawn.layer == "sheet" and drawn.opener:
        target = document.querySelector(drawn.opener)
        if lost and found(target):
            give_focus(target)
        drawn.opener = None
    drawn.layer = layer
