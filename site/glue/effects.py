"""Motion: cards flying from the tiles that paid to the seats that collected them, and the
dice shaken when a new roll shows.  Nothing waits on them; none behind the privacy screen,
under ``prefers-reduced-motion``, or (the flights) in AI turns at the Instant pace."""

from __future__ import annotations

from typing import Any

from engine.cards import RESOURCES
from engine.hexgrid import TILE_IDS

from glue.dom import create_once_callable, dataset, document, found, later, to_js, window
from glue.model import drawn
from model.table import Table
from view import controls

MAX_FLIGHTS = 12
"""Cards flown at most in one drawing (the rest arrive without flying)."""

__all__ = ["MAX_FLIGHTS", "fly_collected", "shake_fresh_dice"]


def shake_fresh_dice(rolls: int) -> None:
    """The dice just drawn show a new roll (``rolls`` so far): let them shake."""
    if rolls == drawn.rolls_shown:
        return
    fresh = rolls > drawn.rolls_shown >= 0
    drawn.rolls_shown = rolls
    dice = document.querySelector("#status .dice")
    if fresh and found(dice):
        dice.classList.add("is-fresh")


def fly_collected(table: Table, still: bool) -> None:
    """Cards flying from the tiles that paid to the seats that collected them since the last
    drawing (the table's harvest events: rolls, Bountiful Tides, second hearths), about
    300 ms each; none when ``still``.  What was collected is public."""
    shown, drawn.harvests_shown = drawn.harvests_shown, len(table.harvests)
    if shown is None or still or window.matchMedia("(prefers-reduced-motion: reduce)").matches:
        return
    flights: list[tuple[int, int, int]] = []
    per_kind: dict[tuple[int, int], int] = {}  # at most three cards of a kind a seat, from the tiles that paid
    for e in table.harvests[shown:]:
        flown = per_kind.get((e.seat, e.resource), 0)
        k = min(e.amount, 3 - flown)
        per_kind[e.seat, e.resource] = flown + k
        flights.extend([(e.seat, e.resource, e.tile)] * k)
    flights = flights[:MAX_FLIGHTS]
    if not flights:
        return
    # Positions are read when the browser lays the new drawing out anyway (reading them now would
    # force a layout of the whole page inside this call).
    window.requestAnimationFrame(create_once_callable(lambda *_: _launch(flights)))


def _launch(flights: list[tuple[int, int, int]]) -> None:
    # Every position is read before the first chip is added: a read after it would lay the
    # page out again, once per chip.
    paths: list[tuple[int, float, float, float, float]] = []
    for seat, r, tile in flights:
        source = document.querySelector(f'#board [data-tile="{TILE_IDS[tile]}"]')
        target = document.querySelector(f'[data-hand-seat="{seat}"]')  # the viewer's own hand, if on the screen
        if not found(target):
            target = document.querySelector(f'[data-seat-card="{seat}"]')
        if not (found(source) and found(target)):
            continue
        a, b = source.getBoundingClientRect(), target.getBoundingClientRect()
        x0, y0 = a.left + a.width / 2, a.top + a.height / 2
        paths.append((r, x0, y0, b.left + b.width / 2 - x0, b.top + b.height / 2 - y0))
    chips: list[Any] = []
    for i, (r, x0, y0, dx, dy) in enumerate(paths):
        res = RESOURCES[r]
        chip = document.createElement("div")
        chip.className = f"fly res-{res}"
        chip.setAttribute("aria-hidden", "true")
        chip.innerHTML = controls.res_icon(r)
        chip.style.left, chip.style.top = f"{x0:.0f}px", f"{y0:.0f}px"
        document.body.appendChild(chip)
        frames = [{"transform": "translate(-50%, -50%)", "opacity": 1},
                  {"transform": f"translate(calc(-50% + {dx:.0f}px), calc(-50% + {dy:.0f}px)) scale(0.6)",
                   "opacity": 0.3}]
        timing = {"duration": 300, "delay": 40 * i, "easing": "ease-in", "fill": "backwards"}
        chip.animate(to_js(frames), to_js(timing))
        chips.append(chip)
    if chips:
        drawn.flown += len(chips)
        dataset(flown=drawn.flown)
        later(400 + 40 * len(chips), lambda *_: [c.remove() for c in chips])
