"""Taps, keys and fields, turned into presses: every listener is on ``#app`` (never redrawn)
or ``window``, and a press is told apart by the ``data-*`` attributes of what was pressed
(``data-action`` and its arguments; a board site's ``data-corner`` / ``data-edge`` /
``data-tile``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import lazy
from glue import focus, language, newgame_screen, routing, rules_dialog, storage, tabs, walkthrough
from glue.dom import by_id, dataset, document, found, options, query, window
from glue.model import DOUBLE_TAP_MS, drawn, ui
from model import links

if TYPE_CHECKING:
    from glue import game_screen, replay_screen
    from update import messages as msg
    from view import a11y
else:  # (imported for the first game: the first screen does without them)
    msg = lazy.module("update.messages")  # (warmed up after the first screen: glue/startup)
    game_screen = lazy.module("glue.game_screen")
    replay_screen = lazy.module("glue.replay_screen")
    a11y = lazy.module("view.a11y")  # (the board's keyboard and touch geometry)

SITE_KEYS = ("corner", "edge", "tile", "half")

__all__ = ["explain", "on_click", "on_field", "on_focus", "on_key", "on_toggle", "on_wide", "on_window_key", "press"]


def _data(el: Any) -> dict[str, str]:
    return {str(k): str(v) for k, v in window.Object.entries(el.dataset)}


def _press_site(el: Any) -> None:
    """A glowing site of the board was pressed (a tap, Enter or Space)."""
    screen = ui.screen
    if screen is None or ui.other_tab:
        return
    message = _parsed({"action": "site", **{k: v for k, v in _data(el).items() if k in SITE_KEYS}})
    if message is not None:
        screen.press(message)
        game_screen.update()


REFUSED = '[aria-disabled="true"]'
"""What cannot be used now: a control or a tile that says why instead when pressed or focused."""


def _refused(el: Any) -> bool:
    return hasattr(el, "matches") and bool(el.matches(REFUSED))


def explain(el: Any) -> None:
    """Something that cannot be used now (``aria-disabled="true"``) was pressed or focused:
    say why, and do nothing else.  A control names its reason's element (its
    ``aria-describedby``), which then shows; a tile the Ashcloud may not take is explained in
    the status."""
    screen = ui.screen
    if screen is None:
        return
    tile = el.getAttribute("data-tile")
    if found(tile):
        message = _parsed({"action": "why", "tile": str(tile)})
        if message is None:
            return
        screen.press(message)
    else:
        why = el.getAttribute("aria-describedby")
        why = str(why) if found(why) else ""
        if why == screen.explained:
            return  # shown already (focus came back to it after a redraw)
        screen.press(msg.Why(why=why))
    game_screen.update()


def on_focus(event: Any) -> None:
    """``focusin``: what cannot be used now says why when it takes focus; keyboard focus on
    anything else puts a reason shown away.  (Focus that a pointer gives leaves it: the press
    that follows puts it away once it is done, so a drawer that shrinks as its reason goes
    cannot move the control from under a tap half made.)"""
    target = event.target
    if drawn.giving_focus:
        return  # focus given back after a redraw, not a player's move to it
    if _refused(target):
        explain(target)
    elif ui.screen is not None and ui.screen.explained and hasattr(target, "matches") \
            and target.matches(":focus-visible"):
        _put_away()


def _put_away() -> None:
    """No reason shows any more."""
    screen = ui.screen
    if screen is not None and screen.explained:
        screen.press(msg.Why())
        game_screen.update()


def on_click(event: Any) -> None:
    target = event.target
    if not hasattr(target, "closest"):
        return
    if rules_dialog.is_open() and str(getattr(target, "id", "")) == "rules":
        rules_dialog.close_rules()  # a tap on the shade beside the rules (the dialog's own box is its card)
        return
    el = target.closest("[data-action]")
    if found(el):
        if el.disabled if hasattr(el, "disabled") else False:
            return
        if _refused(el):  # a control that cannot be used now: its reason, and nothing else
            el.focus(options(preventScroll=True))
            explain(el)
            return
        message = _parsed(_data(el))
        if message is None:
            return
        now = float(window.Date.now())
        if _is(message, "end") and now < drawn.end_ready_at and _second_tap(event, now):
            _held(el)  # the second tap of a double tap on Roll: held, and seen to be
            return
        if _is(message, "roll"):
            drawn.rolled_at = now
        press(message, el)
        return
    site = target.closest(".is-pressable")
    if found(site) and ui.screen is not None:
        _press_site(_nearest_site(site, event))
        return
    barred = target.closest("#board .is-barred")
    if found(barred):
        explain(barred)
        return
    _put_away()  # a tap on nothing that acts puts a reason shown away
    tile = target.closest("[data-tile]")
    if found(tile) and ui.form is not None:
        info = by_id("preview-info")
        if found(info):
            info.textContent = newgame_screen.describe_tile(str(tile.dataset.tile))


def _second_tap(event: Any, now: float) -> bool:
    """Whether a press on End turn while it is guarded is the second tap of a double tap on Roll
    (held): the browser counts it as one (``detail`` 2 or more), or it comes within
    :data:`DOUBLE_TAP_MS` of the press on Roll, or it is no tap at all (a key: End turn had
    focus as Roll).  A later single tap is a press of its own."""
    taps = int(event.detail or 0)
    return taps != 1 or now - drawn.rolled_at < DOUBLE_TAP_MS


def _held(el: Any) -> None:
    """A press on End turn held by the guard is never dropped unseen: the control shakes, and
    ``data-end-held`` counts such presses."""
    el.classList.remove("is-held")
    el.getBoundingClientRect()  # (restarts the shake)
    el.classList.add("is-held")
    held = document.documentElement.getAttribute("data-end-held")
    document.documentElement.setAttribute("data-end-held", str(int(str(held)) + 1 if found(held) else 1))


def _nearest_site(site: Any, event: Any) -> Any:
    """Where the 44 px hit areas of glowing sites overlap, a tap means the nearest one."""
    svg = site.ownerSVGElement if hasattr(site, "ownerSVGElement") else None
    if not found(svg) or int(event.detail or 0) < 1 or not found(site.getAttribute("data-x")):
        return site  # a click without a pointer position (keyboard, a script)
    ctm = svg.getScreenCTM()
    if not found(ctm):
        return site
    point = window.DOMPoint.new(event.clientX, event.clientY).matrixTransform(ctm.inverse())
    name = a11y.nearest((float(point.x), float(point.y)), focus.board_sites())
    closest = document.querySelector(name) if name else None
    return closest if found(closest) else site


def on_wide(event: Any) -> None:
    """The window turned landscape (the log opens beside the island) or narrow (the log folds
    away under it, so that it lies over nothing)."""
    by_id("log-box").open = bool(event.matches)


def on_toggle(event: Any) -> None:
    """The log was unfolded: it shows its newest lines (a folded log is not laid out, so the
    scroll to its end when they came did nothing)."""
    target = event.target
    if hasattr(target, "id") and str(target.id) == "log-box" and target.open:
        log = by_id("log")
        log.scrollTop = log.scrollHeight


def on_window_key(event: Any) -> None:
    """Ctrl+Z (Cmd+Z) presses Undo when it can take something back, H the Hint; in a replay,
    the arrow keys (and Home, End) step; ``?`` opens the rules; wherever the focus is, but a
    field.  While the rules are open, Escape closes them and no other key acts on the game."""
    key = str(event.key)
    target = event.target
    if rules_dialog.is_open():
        if key == "Escape":
            event.preventDefault()
            rules_dialog.close_rules()
        return
    if hasattr(target, "tagName") and str(target.tagName) in ("INPUT", "SELECT", "TEXTAREA"):
        return
    if event.defaultPrevented:
        return  # the page acted on it already (:func:`on_key`: Escape closed a sheet, not the walkthrough it uncovered)
    if key == "?" and not (event.ctrlKey or event.metaKey or event.altKey):
        event.preventDefault()
        rules_dialog.open_rules("", document.activeElement)
        return
    if key == "Escape" and walkthrough.showing():
        event.preventDefault()  # Escape skips Living Island's walkthrough
        walkthrough.press("walk-skip")
        return
    if key == "Escape" and ui.screen is not None and ui.screen.mode and ui.open_layer() == "":
        event.preventDefault()  # Escape leaves build mode; focus goes back to the tray's button
        kind = ui.screen.mode
        press(msg.Cancel(), None)
        button = document.querySelector(f'#tray [data-action="mode"][data-kind="{kind}"]')
        if found(button):
            button.focus(options(preventScroll=True))
        return
    if key in ("z", "Z") and (event.ctrlKey or event.metaKey) and not event.shiftKey and not event.altKey:
        undo = document.querySelector('[data-action="undo"]:not([aria-disabled="true"])')
        if ui.screen is not None and ui.open_layer() in ("", "sheet") and found(undo):
            event.preventDefault()
            press(msg.Undo(), undo)
        return
    if key in ("h", "H") and not (event.ctrlKey or event.metaKey or event.altKey):
        shown = [b for b in document.querySelectorAll('[data-action="hint"]') if b.getClientRects().length]
        hint = shown[0] if shown else None
        if ui.screen is not None and ui.open_layer() == "" and found(hint):
            event.preventDefault()  # H shows (or hides) the hint, as its button does
            press(msg.Hint(), hint)
        return
    if ui.replay is None or key not in replay_screen.KEYS or event.altKey or event.ctrlKey or event.metaKey:
        return
    event.preventDefault()
    replay_screen.step(replay_screen.KEYS[key])


def on_key(event: Any) -> None:
    """Keys on a glowing site: Enter or Space presses it, as a tap does; the arrow keys
    move to the nearest glowing site that way, Home and End to the first and last.
    Anywhere: Escape closes an open sheet or the results."""
    key = str(event.key)
    target = event.target
    if rules_dialog.is_open():
        return  # the rules' keys are the window listener's (Escape closes them)
    layer = ui.open_layer()
    if key == "Escape" and layer in ("sheet", "end"):
        event.preventDefault()  # Escape closes a sheet, or folds the results away
        if layer == "sheet":
            press(msg.Sheet(), None)
        else:
            press(msg.EndShown("hide-end"), None)
        return
    if not hasattr(target, "classList") or ui.screen is None:
        return
    barred = bool(target.classList.contains("is-barred"))
    if not (barred or target.classList.contains("is-pressable")):
        return
    if key in ("Enter", " "):
        event.preventDefault()
        if barred:
            explain(target)
        else:
            _press_site(target)
    elif key in a11y.ARROWS or key in ("Home", "End"):
        event.preventDefault()  # the arrows would scroll the page
        focus.arrow(target, key)


def _is(message: msg.Message, play: str) -> bool:
    """Whether ``message`` is the press of Roll or End turn (``play``)."""
    return isinstance(message, msg.Simple) and message.action == play


def _parsed(data: dict[str, str]) -> msg.Message | None:
    """The message of what was pressed (its ``data-*``), parsed here once; a press that names no
    message is warned of in the console (the tests fail on it) and does nothing."""
    try:
        return msg.parse(data)
    except msg.UnknownMessage as exc:
        window.console.warn(f"Cinderisle: a press that means nothing: {exc}")
        return None


def press(message: msg.Message, el: Any) -> None:
    """A press of a control (``el``: what was pressed, None for a key), as its message."""
    if isinstance(message, (msg.Rules, msg.RulesClose)):
        rules_dialog.press(message, el)
        return
    if ui.other_tab and ui.screen is not None and not tabs.passive(message):
        return  # another tab plays this game: this one only offers to take it back
    match message:
        case msg.TakeOver():
            tabs.take_over()
        case msg.Dismiss():
            note = el.closest(".notice") if el is not None else None
            if found(note):
                note.remove()
        case msg.Share():
            routing.share()
        case msg.ExportRecord():
            storage.export_record()
        case msg.Navigate():
            routing.navigate(message)
        case msg.ReplayStep(to=to):
            replay_screen.step(to)
        case msg.Walk(to=to):
            walkthrough.press(to)
        case msg.EndShown(to=to):
            ui.end_hidden = to == "hide-end"
            game_screen.update()
        case _ if isinstance(message, msg.FORM_MESSAGES):
            newgame_screen.press(message)
        case _ if ui.screen is not None:
            ui.screen.press(message)
            game_screen.update()
            if _is(message, "roll"):
                _focus_tray()


def _focus_tray() -> None:
    """After Roll, focus moves to the tray: its first build that can be made, else End turn."""
    el = document.activeElement
    if found(el) and str(getattr(el, "tagName", "BODY")).upper() != "BODY" and found(by_id("tray")) \
            and not by_id("tray").contains(el):
        return  # focus went somewhere on purpose (a dialog, the board)
    target = document.querySelector('#tray .tray-builds [data-action]:not([aria-disabled="true"])')
    if not found(target):
        target = document.querySelector('#tray [data-action="end"]')
    if found(target):
        target.focus(options(preventScroll=True))


def on_field(event: Any) -> None:
    """``input``/``change`` on the new-game form and the pace control."""
    target = event.target
    if not hasattr(target, "getAttribute"):
        return
    field = target.getAttribute("data-field")
    if not found(field):
        return
    name = str(field)
    if name == "rules-search":
        if event.type == "input":
            rules_dialog.search(str(target.value))
    elif name == "import":
        if event.type == "change":
            newgame_screen.import_file(target, routing.imported_finished)
    elif name == "pace":
        set_pace(int(str(target.value)))
    elif name == "lang":
        if event.type == "change":
            language.choose(str(target.value))
    else:
        newgame_screen.field(name, target, event.type == "change")


def set_pace(pace: int) -> None:
    """The AI pace control changed: keep it on this device (and in the address if it is there)."""
    ui.pace = max(0, min(links.MAX_PACE, pace))
    storage.write_pace(ui.pace)
    params = query()
    if "pace" in params:
        params["pace"] = str(ui.pace)
        window.history.replaceState(window.history.state, "", str(window.location.pathname) + "?"
                                    + links.encode_query(params))
    dataset(pace=ui.pace)
    game_screen.schedule_ai()
