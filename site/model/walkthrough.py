"""Living Island's first-time walkthrough: what it points at, what it says, and when a device
sees it (pure Python, tested in CPython).

The first time a device plays Living Island, a few short steps point at what is new: the
halves, the act, the next spin and Reclaim.  Each step names the page's elements it points at
(CSS selectors, the first found and shown wins; none: the step stands in the middle of the
screen).  The device remembers it has seen them (``localStorage`` :data:`KEY`, set to
:data:`DONE` when the last step is read or the walkthrough is skipped).  A coached game
(Learn to play) is Cinderisle's, and never shows it.  ``view/walkthrough_html.py`` draws a
step, ``glue/walkthrough.py`` shows it.

>>> len(STEPS), [s.name for s in STEPS]
(4, ['halves', 'act', 'spin', 'reclaim'])
>>> wants(living=True, coached=False, kept=None), wants(living=True, coached=False, kept=DONE)
(True, False)
>>> wants(living=False, coached=False, kept=None), wants(living=True, coached=True, kept=None)
(False, False)
>>> wants(living=True, coached=False, kept=None, over=True)  # (the end screen: nothing to point at)
False
"""

from __future__ import annotations

from dataclasses import dataclass

from words.catalog import N_

KEY = "cinderisle.living-walkthrough"
"""``localStorage`` key: :data:`DONE` once this device has read (or skipped) the walkthrough."""
DONE = "done"

HELD = "waiting"
"""``data-walkthrough`` while a step waits for the privacy screen or a sheet to go (:func:`state`)."""


@dataclass(frozen=True, slots=True)
class Step:
    """One step: its name, the elements it points at (selectors, tried in order), its title
    and its words (a sentence or two a child reads; marked for the catalog, worded where shown:
    ``{n}`` is what a Reclaim costs)."""

    name: str
    targets: tuple[str, ...]
    title: str
    words: str


STEPS: tuple[Step, ...] = (
    Step("halves", ("#board [data-half]",), N_("Tiles have halves"),
         N_("Each tile is two halves now. A half can burn black (scorched) and grow back. Each healthy half pays "
            "your hearth ½ card.")),
    Step("act", ('[data-living="act"]',), N_("The act"),
         N_("The game has three acts. Here you see the act, and the chances that the next world event burns, heals "
            "or does neither.")),
    Step("spin", ('[data-action="preview-spin"]',), N_("Next spin"),
         N_("After every world event the numbers move round the island. Press Next spin to see where they go "
            "next.")),
    Step("reclaim", ('#tray [data-action="mode"][data-kind="reclaim"]', '[data-action="mode"][data-mode="reclaim"]',
                     '[data-action="mode"][data-kind="reclaim"]'), N_("Reclaim"),
         N_("On your turn, after the roll, pay {n} cards to heal a scorched half next to your hearth.")),
)
"""The walkthrough's steps, in order."""


def wants(living: bool, coached: bool, kept: str | None, over: bool = False) -> bool:
    """Whether a game shows the walkthrough: a Living Island game, not coached, not ``over``
    (its end screen is on top: the steps would stand over the results), on a device that has
    not done it (``kept``: what :data:`KEY` holds)."""
    return living and not coached and not over and kept != DONE


def state(step: int | None, kept: str | None, held: bool = False) -> str | None:
    """``<html data-walkthrough>`` in a Living Island game: ``step-N`` (1-based) while step
    ``step`` shows, :data:`HELD` while it waits behind the privacy screen (``held``: it points at
    nothing the next person has not tapped in to see) or a sheet, ``done`` once the device has done it,
    None otherwise (never shown yet, and not showing: a Cinderisle game, a coached one).

    >>> state(0, None), state(0, None, held=True), state(None, DONE), state(None, None)
    ('step-1', 'waiting', 'done', None)
    """
    if step is not None and held:
        return HELD
    if step is not None:
        return f"step-{step + 1}"
    return DONE if kept == DONE else None


__all__ = ["DONE", "HELD", "KEY", "STEPS", "Step", "state", "wants"]
