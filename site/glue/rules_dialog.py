"""How to play: the rules in a modal ``<dialog id="rules">``, from any screen.

The dialog is built the first time it opens (``rulebook.dialog_html``; nothing of it at
start-up) and kept in the page after that.  What opens it:

- any element with ``data-action="rules"`` (and an optional ``data-section="<name>"``),
  through the one click listener on ``#app``: the top bar's "?", the new-game screen's "How
  to play", each venture card's "?", the titles on the seat cards, the rules' own pointers;
- the ``?`` key (not in a text field), through the ``keydown`` listener on ``window``;
- an address ending in ``#rules-<name>``, when the page opens or the address changes.

A section opens scrolled to the top of the dialog's body and takes keyboard focus (its
``<section>`` has ``tabindex="-1"``); an unknown name opens the rules at the top.  Escape,
Close or a tap beside the dialog closes it; focus goes back to what opened it (the same
control drawn again if a redraw replaced it).  ``<html>`` carries ``data-rules-dialog="open"``
and ``data-rules-section`` while it is open, and ``data-rules-found`` (how many sections
match) after a search.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine import clocks as table_clocks

import lazy
from glue import clocks
from glue.dom import by_id, dataset, document, found, options, window
from glue.model import drawn, ui
from words import catalog

if TYPE_CHECKING:
    from update import messages as msg
else:
    msg = lazy.module("update.messages")  # (warmed up after the first screen: glue/startup)

PREFIX = "rules-"
"""``id="rules-<name>"``: each section of the rules (``rulebook.PREFIX``)."""

__all__ = ["close_rules", "is_open", "on_close", "open_from_address", "open_rules", "press", "search"]


def is_open() -> bool:
    """True while the rules are on the screen."""
    return ui.rules_open


def _dialog() -> Any:
    """The rules dialog, built now if this is the first time (or drawn again, whole, when
    another language has been chosen since: its head's words too)."""
    el = by_id("rules")
    if found(el):
        body = by_id("rules-body")
        if found(body) and str(body.getAttribute("data-lang")) != catalog.language():
            from view import rulebook

            el.innerHTML = rulebook.dialog_html(_clocks())
            ui.rules_query = ""
        return el
    from view import rulebook  # the text and its pictures: only when a player first asks for them

    start = float(window.performance.now())
    el = document.createElement("dialog")
    el.id = "rules"
    el.className = "rules"
    el.setAttribute("aria-labelledby", "rules-title")
    el.innerHTML = rulebook.dialog_html(_clocks())
    by_id("app").appendChild(el)
    dataset(rules_built_ms=round(float(window.performance.now()) - start))
    return el


def _clocks() -> str:
    """The table's clocks whose times the rules quote: the game's (or the replay's) on the
    screen, else those chosen on the new-game form."""
    if ui.screen is not None:
        return ui.screen.clocks
    if ui.replay is not None:
        return ui.replay.final.match.config.clocks
    return ui.form.clocks if ui.form is not None else table_clocks.STANDARD


def _quote_clocks_in_force(body: Any) -> None:
    """The rules' body quotes the clocks in force (drawn again when another game's differ)."""
    clocks_now = _clocks()
    if str(body.getAttribute("data-clocks")) != clocks_now:
        from view import rulebook

        body.innerHTML = rulebook.body_html(clocks_now)
        body.setAttribute("data-clocks", clocks_now)
        body.setAttribute("data-lang", catalog.language())


def _opener_selector(el: Any) -> str:
    """A selector that finds the control that opened the rules again after a redraw."""
    if not found(el) or not hasattr(el, "getAttribute"):
        return ""
    if found(el.getAttribute("id")) and str(el.getAttribute("id")):
        return "#" + str(el.getAttribute("id"))
    action = el.getAttribute("data-action")
    if not found(action):
        return ""
    section = el.getAttribute("data-section")
    return f'[data-action="{action}"]' + (f'[data-section="{section}"]' if found(section) else ":not([data-section])")


def open_rules(section: str = "", opener: Any = None) -> None:
    """Show the rules, at ``section`` (``#rules-<section>``) if there is one by that name."""
    dialog = _dialog()
    if not ui.rules_open:
        was = opener if opener is not None else document.activeElement
        drawn.rules_opener = (was, _opener_selector(was))
        ui.rules_open = True
        if not dialog.open:
            dialog.showModal()
        clocks.show_now()  # a running clock shows in the dialog's head at once
    if ui.rules_query:
        field = by_id("rules-q")
        if found(field):
            field.value = ""
        search("")
    _quote_clocks_in_force(by_id("rules-body"))
    target = by_id(PREFIX + section) if section else None
    if found(target) and section:
        target.scrollIntoView(options(block="start"))
        target.focus(options(preventScroll=True))
    else:
        section = ""
        by_id("rules-body").scrollTop = 0
        by_id("rules-title").focus(options(preventScroll=True))
    dataset(rules_dialog="open", rules_section=section)


def close_rules(restore: bool = True) -> None:
    """Put the rules away; focus goes back to what opened them (``restore``)."""
    dialog = by_id("rules")
    if found(dialog) and dialog.open:
        dialog.close()
    _closed(restore)


def on_close(event: Any) -> None:
    """``close`` (captured on ``#app``: it does not bubble): the dialog closed by itself too
    (the browser's own Escape)."""
    target = event.target
    if hasattr(target, "id") and str(target.id) == "rules":
        _closed(True)


def _closed(restore: bool) -> None:
    if not ui.rules_open:
        return
    ui.rules_open = False
    dataset(rules_dialog=None, rules_section=None, rules_clock=None)
    if str(window.location.hash).startswith("#" + PREFIX):  # the link's section was read: a reload opens the game
        window.history.replaceState(window.history.state, "", str(window.location.pathname)
                                    + str(window.location.search))
    opener, selector = drawn.rules_opener
    drawn.rules_opener = (None, "")
    if not restore:
        return
    target = opener if found(opener) and bool(getattr(opener, "isConnected", False)) else None
    if target is None and selector:
        target = document.querySelector(selector)
    if found(target) and hasattr(target, "focus") and not bool(getattr(target, "disabled", False)):
        target.focus(options(preventScroll=True))


def open_from_address(hash_: str) -> None:
    """The address ends in ``#rules-<name>``: open the rules at that section."""
    if hash_.startswith("#" + PREFIX):
        open_rules(hash_[len(PREFIX) + 1:])


def search(query: str) -> None:
    """Show the sections that match what was typed (all of them when it is blank), the matches
    marked, and say how many matched, or that nothing did."""
    from view import rulebook

    result = rulebook.search(query, _clocks())
    body = by_id("rules-body")
    body.innerHTML = result.html
    body.scrollTop = 0
    status = by_id("rules-found")
    status.textContent = result.status
    status.classList.toggle("sr-only", result.count == 0)  # the body says "nothing found" where it is seen
    ui.rules_query = query.strip()
    dataset(rules_found=result.count if ui.rules_query else None)


def press(message: msg.Rules | msg.RulesClose, el: Any) -> None:
    """Open the rules (at the message's section), or close them."""
    if isinstance(message, msg.Rules):
        open_rules(message.section, el)
    else:
        close_rules()
