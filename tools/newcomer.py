"""A newcomer at the page: every person at the table follows the hint (hotseat's tap-ins
included) while the AI seats play in between.  The benchmark's cheap tablet and the browser
tests play the page with it.

The presses are made in the page by ``tools/js/human_press.js`` (what a newcomer presses next,
and the page's moment before and after it: ``tools/js/press_moment.js``).
"""

from __future__ import annotations

import collections
from typing import Any

from tools.js_files import page_function

PRESSES_A_TURN = 30
"""At most this many presses a turn, on average, by :func:`play_as_newcomer` (a game of 100 turns
with two people following the hint took 556)."""
GUARD_RUN_MS = 250
"""How far :func:`play_as_newcomer` moves the page's clock on at a time while End turn refuses presses."""
END_RETRIES = 12
"""How often :func:`play_as_newcomer` presses an End turn again that refused its press (each time
after ``GUARD_RUN_MS`` on the page's clock, or up to four times that waiting for a change)."""
PRESS_WAIT_MS = 10_000
"""How long a press may take to show on the page (it shows at once: the page handles a tap in
the tap's own task)."""


def press_moment_js() -> str:
    """A page function: what a press changes on the page (the game's actions, who looks, the
    build mode, the open sheet, the hint and what it lights up, the drafts, End turn's
    readiness), as one string to compare."""
    return page_function("press_moment.js")


def human_press_js() -> str:
    """A page function of ``turns``: the next press of the person on the screen, as a newcomer
    following the hint would make it, made; returns ``{what, before, after}`` (the kinds of
    ``what`` are :func:`play_as_newcomer`'s keys, or why nothing was pressed: ``error``,
    ``over``, ``turns``, ``wait``, ``end-guarded``, ``''``). Called with ``{turns, aim: true}``
    it presses nothing and returns what to press with where a tap lands (:func:`tap_target_js`):
    the WebKit and Firefox smokes tap there with a real pointer."""
    return (page_function("human_press.js").replace("@MOMENT@", press_moment_js().replace("\n", "\n  "))
            .replace("@TARGET@", tap_target_js().replace("\n", "\n  ")))


def tap_target_js() -> str:
    """A page function of an element: where a tap on it lands (the centre of its box, scrolled
    into view first) and whether something else lies on top there."""
    return page_function("tap_target.js")


def human_decides_js() -> str:
    """A page function: true when a person decides now (or must tap in first), the game is over,
    or PyScript's error banner shows."""
    return page_function("human_decides.js")


NEXT_FRAME_JS = "() => new Promise(done => requestAnimationFrame(() => setTimeout(done, 0)))"
"""A page function that resolves once the next frame has been drawn (a task after its animation
callbacks, so after its style, layout and paint)."""


def play_as_newcomer(page: Any, turns: int, clock: bool = False, paced: bool = False) -> collections.Counter[str]:
    """Play every person at the page's table as a newcomer following the hint would
    (:func:`human_press_js`: each taps in behind the privacy screen, asks for the hint and
    presses what it lights up) until ``turns`` turns have passed or the game is won; the AI
    seats play in between.  Returns how often each kind of press was made (``tap-in``,
    ``hint``, ``lit roll``, ``lit site`` ..., ``roll`` or ``end`` when the hint lit nothing).

    Each press is looked for, made and seen in one call into the page: the page handles a tap
    in the tap's own task.  A press that shows nothing at once is waited for (never slept on);
    an End turn that refused the press (a guard against a double tap on Roll, whichever way
    the page marks it) is pressed again.  ``clock``: the page's time is Playwright's
    (``page.clock`` installed before it booted), so End turn's guard is run through at once
    (``page.clock.run_for``) rather than waited out (0.7 s of each turn that ends at its roll).
    ``paced``: each press taken is drawn (its frame ends) before the next is made, as a person's
    next tap comes: else a press and the next (Hint, then what it lit) often fell in one frame,
    and the time to answer the first counted the second's handling too (the cheap tablet's bench).
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    press_js, decides_js = human_press_js(), human_decides_js()
    changed = f"b => ({press_moment_js()})() !== b"
    presses: collections.Counter[str] = collections.Counter()
    unheard = 0
    limit = PRESSES_A_TURN * (turns + 10)
    while presses.total() < limit:
        got = page.evaluate(press_js, turns)
        what = got["what"]
        if what in ("over", "turns"):
            return presses
        if what == "error":
            raise RuntimeError("the page showed PyScript's error banner")
        if what == "wait":
            page.wait_for_function(decides_js, timeout=600_000)
            continue
        if what == "end-guarded":
            if clock:
                page.clock.run_for(GUARD_RUN_MS)
            else:
                page.wait_for_function("() => document.documentElement.dataset.endReady !== '0'")
            continue
        if not what:
            raise RuntimeError(f"the person at the page has nothing to press: {got}")
        if got["after"] != got["before"]:
            presses[what] += 1
            unheard = 0
            if paced:
                page.evaluate(NEXT_FRAME_JS)
            continue
        if what.endswith("end") and unheard < END_RETRIES:
            # End turn refused the press without saying so (just after Roll): pressed again a
            # moment later, and counted once it is taken.
            unheard += 1
            if clock:
                page.clock.run_for(GUARD_RUN_MS)
                continue
            try:
                page.wait_for_function(changed, arg=got["before"], timeout=GUARD_RUN_MS * 4)
            except PlaywrightTimeout:
                continue
            presses[what] += 1  # (taken after all)
            unheard = 0
            continue
        try:
            page.wait_for_function(changed, arg=got["before"], timeout=PRESS_WAIT_MS)
            presses[what] += 1
            unheard = 0
        except PlaywrightTimeout:
            raise RuntimeError(f"{what!r} changed nothing on the page: {got['before']}") from None
    raise RuntimeError(f"{turns} turns were not played in {limit} presses")
