"""AI seats' turns: one action per tick at the chosen pace (at pace 0 as many as fit in
about 20 ms), and a decision that takes longer thought through in slices over several
ticks, so the page's thread is never held (``update.pacing.ai_steps``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from glue import collector
from glue.dom import later, window
from glue.model import drawn, ui

__all__ = ["schedule"]


def schedule(then: Callable[[], None]) -> None:
    """Ask for the next AI step, if an AI seat decides now; ``then`` draws the game once it
    moved (in a task of its own)."""
    screen = ui.screen
    if screen is None or drawn.ai_handle is not None:
        return
    delay = screen.ai_delay(ui.pace)
    if delay is None:
        return
    generation = ui.generation

    def draw(*_: Any) -> None:
        drawn.ai_handle = None
        if ui.generation == generation and ui.screen is not None:
            then()

    def tick(*_: Any) -> None:
        drawn.ai_handle = None
        screen = ui.screen
        if ui.generation != generation or screen is None:
            return
        done = 0
        try:
            done = screen.ai_steps(ui.pace)
        finally:
            for error in screen.table.ai_errors[drawn.ai_errors_shown:]:
                window.console.warn(f"an AI seat failed; an ai-easy choice was played instead: {error}")
            drawn.ai_errors_shown = len(screen.table.ai_errors)
            collector.tidy()
            if done == 0 and screen.table.ai_thinking:
                schedule(then)  # nothing to draw yet: think on next tick
            else:
                # Draw in a task of its own: thinking (up to ~30 ms) and drawing (the board's
                # SVG) never add up in one call on the page's thread.
                drawn.ai_handle = later(0, draw)

    drawn.ai_handle = later(delay, tick)
