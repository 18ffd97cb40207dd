"""Living Island's first-time walkthrough on the page: a small card (``#walkthrough``, drawn by
``view/walkthrough_html.py``) beside what each step points at, with a lantern ring round it;
a step whose element is absent (or not shown) stands in the middle of the screen.

Shown by :func:`offer` when a game comes on the screen (``glue/routing``), if
``model.walkthrough.wants`` it; Next and Skip are the ``Walk`` message's (``glue/inputs``).
Reading the last step or skipping keeps ``done`` on this device (``glue/storage``), so it
shows once.  ``<html data-walkthrough>`` says ``step-N`` while a step shows and ``done`` in a
Living Island game once the device has done it (``model.walkthrough.state``).

The privacy screen (hotseat, between two people's turns) stands over everything: a step never
shows on top of it.  A step due while it stands waits (``data-walkthrough="waiting"``, card and
ring off the page) and shows once the next person has tapped in (:func:`follow`, told by each
drawing of the game screen).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import lazy
from glue import storage
from glue.dom import by_id, dataset, document, found, options, window

if TYPE_CHECKING:
    from model import walkthrough
    from view import walkthrough_html
else:  # (a game's: the first screen does without them)
    walkthrough = lazy.module("model.walkthrough")
    walkthrough_html = lazy.module("view.walkthrough_html")

__all__ = ["close", "end_came", "follow", "offer", "press", "showing"]

CARD_ID = "walkthrough"
RING_ID = "walk-ring"
_GAP = 10


class _Now:
    """The step on show (None: none)."""

    step: int | None = None
    held: bool = False
    """The step waits behind the privacy screen or a sheet (off the page until it goes)."""


_now = _Now()


def offer(living: bool, coached: bool, over: bool = False) -> None:
    """A game came on the screen: start the walkthrough if this device has not done it and
    the game is Living Island's (never a coached game's, never a game already ``over``); else
    say where the device stands."""
    close()
    kept = storage.read_flag(walkthrough.KEY)
    if walkthrough.wants(living, coached, kept, over):
        _now.step, _now.held = 0, True  # (not on the page yet)
        dataset(walkthrough=walkthrough.state(0, None, held=True))
        follow(str(document.documentElement.dataset.privacy or "") == "1")
    else:
        dataset(walkthrough=walkthrough.state(None, kept) if living and not coached else None)


def end_came() -> None:
    """The game ended with a step on show (an AI game watched to its end, say): the steps go,
    and the results stand alone.  Not done: the device meets them again in its next game."""
    if _now.step is not None:
        close()


def follow(covered: bool) -> None:
    """The game screen was drawn, with the privacy screen or a sheet up (``covered``) or not: a
    step waits behind it, off the page, and shows again (placed afresh) once it goes.  (Over a
    sheet, the card stood on the sheet's controls and its ring pointed at the sheet's words.)"""
    if _now.step is None:
        return
    if covered and not _now.held:
        _now.held = True
        _remove()
        dataset(walkthrough=walkthrough.state(_now.step, None, held=True))
    elif not covered and _now.held:
        _now.held = False
        _show(_now.step)


def showing() -> bool:
    """Whether a step of the walkthrough is on the screen (Escape skips it)."""
    return _now.step is not None and found(by_id(CARD_ID))


def press(to: str) -> None:
    """Next (the last step's Got it ends it) or Skip."""
    if _now.step is None or _now.held:
        return
    if to == "walk-next" and _now.step + 1 < len(walkthrough.STEPS):
        _show(_now.step + 1)
        return
    storage.write_flag(walkthrough.KEY, walkthrough.DONE)
    close()
    dataset(walkthrough=walkthrough.DONE)
    board = by_id("board")
    if found(board):
        board.focus(options(preventScroll=True))


def close() -> None:
    """Take the walkthrough off the page (another screen comes, or it ended)."""
    _now.step = None
    _now.held = False
    _remove()
    dataset(walkthrough=None)


def _remove() -> None:
    for name in (CARD_ID, RING_ID):
        el = by_id(name)
        if found(el):
            el.remove()


def _element(name: str, cls: str) -> Any:
    el = by_id(name)
    if not found(el):
        el = document.createElement("div")
        el.id = name
        el.className = cls
        by_id("app").appendChild(el)
    return el


def _target(selectors: tuple[str, ...]) -> Any:
    """The first element of ``selectors`` that is on the page and shown (None: none is)."""
    for selector in selectors:
        for el in document.querySelectorAll(selector):
            if el.getClientRects().length:
                return el
    return None


def _show(i: int) -> None:
    _now.step = i
    step = walkthrough.STEPS[i]
    card = _element(CARD_ID, "walk-card")
    card.setAttribute("role", "dialog")
    card.setAttribute("aria-modal", "false")
    card.setAttribute("aria-labelledby", "walk-title")
    card.setAttribute("aria-describedby", "walk-words")
    card.setAttribute("data-step", step.name)
    card.innerHTML = walkthrough_html.step_html(i)
    target = _target(step.targets)
    ring = by_id(RING_ID)
    if target is None:
        card.classList.add("is-centred")
        card.style.removeProperty("top")
        card.style.removeProperty("left")
        if found(ring):
            ring.remove()
    else:
        card.classList.remove("is-centred")
        target.scrollIntoView(options(block="nearest", inline="nearest"))
        _place(card, _element(RING_ID, "walk-ring"), target)
    card.setAttribute("data-target", "1" if target is not None else "0")
    dataset(walkthrough=walkthrough.state(i, None))
    button = card.querySelector('[data-action="walk-next"]')
    if found(button):
        button.focus(options(preventScroll=True))


def _place(card: Any, ring: Any, target: Any) -> None:
    """The ring round ``target``, and the card below it (above it when there is no room below),
    kept inside the window."""
    box = target.getBoundingClientRect()
    ring.setAttribute("aria-hidden", "true")
    ring.style.top = f"{float(box.top) - 4}px"
    ring.style.left = f"{float(box.left) - 4}px"
    ring.style.width = f"{float(box.width) + 8}px"
    ring.style.height = f"{float(box.height) + 8}px"
    width, height = float(window.innerWidth), float(window.innerHeight)
    size = card.getBoundingClientRect()
    w, h = float(size.width), float(size.height)
    top = float(box.bottom) + _GAP
    if top + h > height - _GAP:
        top = max(_GAP, float(box.top) - _GAP - h)
    left = min(max(_GAP, float(box.left) + float(box.width) / 2 - w / 2), max(_GAP, width - w - _GAP))
    card.style.top = f"{top}px"
    card.style.left = f"{left}px"
