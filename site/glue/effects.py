"""Motion: cards flying from the tiles that paid to the seats that collected them, and the
dice shaken when a new roll shows.  Nothing waits on them; none behind the privacy screen,
under ``prefers-reduced-motion``, or (the flights) in AI turns at the Instant pace."""

from __future__ import annotations

import json

from engine.cards import RESOURCES
from engine.hexgrid import TILE_IDS

from glue.dom import document, found, window
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
    # The page flies them after the frame that shows the harvest (``cinderisleFly``, boot.js), when
    # the browser has laid that drawing out anyway: reading positions now would force a layout of
    # the whole page inside this call.
    window.cinderisleFly(json.dumps([[TILE_IDS[tile], seat, RESOURCES[r], controls.res_icon(r)]
                                     for seat, r, tile in flights]))
