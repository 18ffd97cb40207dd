"""The game's clocks: the Exchange Board's answers, the offerer's confirmation, the discards
after a 7.  ``update.pacing.timer`` says which clock runs now; this module runs it: a countdown
shown in ``#countdown`` (and ``data-timer``), and the engine's timer action when it runs out.

A running clock's deadline is kept in the save, so a reload goes on from it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glue import storage
from glue.dom import by_id, create_proxy, dataset, found, later, window
from glue.model import drawn, ui
from model import saves
from view.markup import esc
from words import catalog, clockwords
from words.catalog import N_

LABELS = {"offer": N_("Answers close in"), "confirm": N_("Confirm within"), "discard": N_("Return cards within"),
          "caravan": N_("Take a card within")}
"""The countdown's words before its seconds, for what each clock waits on (``Timer.what``;
worded where shown)."""
_proxies: list[Any] = []  # the countdown's proxies live as long as the page
_shown: list[Callable[[], None]] = []  # the running countdown's drawing, to draw it at once elsewhere

__all__ = ["LABELS", "run_clock", "show_now", "stop_clocks"]


def _in_rules(text: str | None) -> None:
    """The running clock in the rules dialog's head too (``#rules-clock``: the dialog lies over
    the page, and no clock may run unseen); None hides it."""
    el = by_id("rules-clock")
    if not found(el):
        return
    el.hidden = text is None
    el.textContent = text or ""
    dataset(rules_clock=None if text is None else "1")


def _upright(text: str | None) -> None:
    """The running clock under the words a phone held sideways shows over the page
    (``#upright-clock``: the page is not shown then, and no clock may run unseen)."""
    el = by_id("upright-clock")
    if found(el):
        el.textContent = text or ""


def show_now() -> None:
    """Draw the running countdown now (the rules dialog has just opened over it)."""
    for show in _shown:
        show()


def _clear_timers() -> None:
    """Stop the running clock's timeout and countdown."""
    _shown.clear()
    for handle in drawn.timer_handles:
        window.clearTimeout(handle)
        window.clearInterval(handle)
    drawn.timer_handles = []


def stop_clocks() -> None:
    """Stop every clock and the AI's next tick (another screen is shown)."""
    if drawn.ai_handle is not None:
        window.clearTimeout(drawn.ai_handle)
        drawn.ai_handle = None
    _clear_timers()
    drawn.timer_key = None
    _in_rules(None)
    _upright(None)
    box = by_id("countdown")
    if found(box):
        box.hidden = True
        box.innerHTML = ""
    dataset(timer=None)


def run_clock(then: Callable[[], None]) -> None:
    """Start, keep or stop the clock the game needs now; ``then`` draws the game again once
    the clock ran out and its action was played."""
    screen = ui.screen
    timer = screen.timer() if screen is not None else None
    key = (ui.generation, timer.key) if timer is not None else None
    if key == drawn.timer_key:
        return
    _clear_timers()
    drawn.timer_key = key
    box = by_id("countdown")
    if timer is None:
        box.hidden = True
        box.innerHTML = ""
        dataset(timer=None)
        _in_rules(None)
        _upright(None)
        return
    now = float(window.Date.now())
    left = drawn.clock.left_ms(timer.key, now, timer.seconds) if drawn.clock is not None else None
    if left is None:  # a new clock: kept in the save
        left = timer.seconds * 1000
        drawn.clock = saves.Clock(list(timer.key), now + left)
        drawn.saved_actions = -1
        storage.write_save()
    drawn.deadline = now + left
    box.innerHTML = (
        f'<span class="cd-label">{esc(catalog._(LABELS[timer.what]))}</span> <b class="cd-n" id="cd-n"></b>'
        f'<span class="cd-bar"><span class="cd-fill" id="cd-fill"></span></span>'
    )
    box.setAttribute("data-kind", timer.kind)
    box.hidden = False
    total = timer.seconds

    def show(*_args: Any) -> None:
        left = max(0.0, (drawn.deadline - float(window.Date.now())) / 1000)
        seconds = int(-(-left // 1))
        time, clock = clockwords.span(seconds), catalog._(LABELS[timer.what])
        n = by_id("cd-n")
        if found(n):
            n.textContent = time
        fill = by_id("cd-fill")
        if found(fill):
            fill.style.transform = f"scaleX({left / total:.3f})"
        dataset(timer=seconds)
        _upright(catalog.pgettext("a running clock: its words, then the time left", "{clock} {time}").format(
            clock=clock, time=time))
        if ui.rules_open:
            _in_rules(catalog._("{clock} {time}: the game's clock runs while you read.").format(clock=clock, time=time))

    def expire(*_args: Any) -> None:
        if drawn.timer_key != key or ui.screen is None:
            return
        show()
        ui.screen.timeout()
        then()

    show()
    _shown[:] = [show]
    tick = create_proxy(show)
    _proxies.append(tick)
    drawn.timer_handles.append(window.setInterval(tick, 1000))
    drawn.timer_handles.append(later(left, expire))
