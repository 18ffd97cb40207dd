"""What the coach says (``model/lessons.py``), worded from the engine's facts: ai-normal's choice in
a few words (:func:`choice_words`), a trade with the Supply step by step, a clock, the end, and
what a build, a venture card or the next press is called.  The lessons choose the step and what
it lights up; these say it, at most :data:`SHORT` characters a step.  Pure Python.

>>> from engine.actions import Action
>>> trade_words(Action("trade", 0, 2), (4, 4, 2, 4, 4), "", -1, -1)
'Trade with the Supply: 4 Pine for 1 Kelp. Press Trade with the Supply.'
>>> clock_words("off", "discard")
'No clock runs.'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine import actions as A
from engine import clocks as table_clocks
from engine.actions import Action
from engine.cards import BOUNTIFUL, EMBARGO, RES_NAMES, SURVEYOR, WARDEN
from engine.constants import WIN_RENOWN
from engine.island import Island

from words import clockwords, hints

if TYPE_CHECKING:
    from engine.ai.hint import Hint

__all__ = [
    "BUILD_WORDS",
    "CLOSE_NEXT",
    "GOAL_WORDS",
    "NEXT_WORDS",
    "PLAY_WORDS",
    "SHORT",
    "choice_words",
    "clock_words",
    "end_words",
    "trade_words",
]

SHORT = 80
"""The most a step says (in characters), so that it fits the two lines of news it replaces on a
phone: places are not named (what to press is lit up), reasons are kept short."""

BUILD_WORDS = {A.CAUSEWAY: ("a causeway", "Causeway", "edge"), A.HEARTH: ("a hearth", "Hearth", "corner"),
               A.BEACON: ("a beacon", "Beacon", "corner")}
"""A build in words: what it is, its button, where it goes."""
PLAY_WORDS = {
    WARDEN: "it moves the Ashcloud (and robs a seat beside it) or calms it",
    SURVEYOR: "it lays two causeways for free this turn",
    BOUNTIFUL: "you alone collect the number you name",
    EMBARGO: "no one else may trade the resource you name for a round",
}
"""What each venture card does, said as the coach asks for it."""
CLOSE_NEXT = {A.HEARTH: "a hearth", A.BEACON: "a beacon", A.CAUSEWAY: "a causeway", A.END: "end the turn",
              A.BUY: "buy a venture card", A.WARDEN: "play the Warden", A.ROLL: "roll"}
"""What comes after Close, when the coach lights a sheet's Close first."""
GOAL_WORDS = {"hearth": "a hearth", "beacon": "a beacon", "venture": "a venture card", "trail": "a longer trail"}
"""What ai-normal saves or builds toward (a hint's ``goal``)."""
NEXT_WORDS = {"end": "Now end the turn.", "mode": "Now build.", "buy": "Now buy a card.", "sheet": "Now trade.",
              "surveyor": "Now play a card.", "reveal": "Now show your Landmarks."}
"""What an explanation adds about the lit control, when there is room (by its key's kind)."""


def choice_words(h: Hint, island: Island, names: Sequence[str], rates: Sequence[int], target: str = "") -> str:
    """ai-normal's choice (``h``) in a few words, the lit site standing for its place, or the lit
    build button (``target`` ``mode:<kind>``) for the build it starts: the words say what is lit."""
    a = h.action
    k = a.kind
    site = not target.startswith("mode:") and target != "close"
    if k == A.HEARTH:
        if site:
            return f"A hearth on the lit corner: {h.dots} dots." if h.dots else "A hearth on the lit corner."
        return f"A hearth ({h.dots} dots): press Hearth, then its corner." if h.dots else \
            "A hearth: press Hearth, then its corner."
    if k == A.BEACON:
        return ("A beacon on the lit hearth: it pays twice, and is worth 1 more renown." if site
                else "A beacon: press Beacon. It pays twice, and is worth 1 more renown.")
    if k == A.CAUSEWAY:
        toward = f", toward {GOAL_WORDS[h.goal]}" if h.goal in GOAL_WORDS else ""
        return f"A causeway on the lit edge{toward}." if site else f"A causeway{toward}: press Causeway, then its edge."
    if k == A.END:
        return "End the turn" + (f": save for {GOAL_WORDS[h.goal]}." if h.goal in GOAL_WORDS else ".")
    if k in (A.TRADE, A.BARGE):
        return f"Trade {rates[a.a] if k == A.TRADE else 2} {RES_NAMES[a.a]} for 1 {RES_NAMES[a.b]}" + \
            (f", toward {GOAL_WORDS[h.goal]}." if h.goal in GOAL_WORDS else ".")
    if k == A.ASHCLOUD:
        if a.a >= 0 and island.numbers[a.a] is None:
            return "The Ashcloud back to the Ash Caldera: no other tile is worth it."
        return "The Ashcloud to the lit tile: it hurts your rivals most."
    if k == A.WARDEN:
        if not site:
            return "Play the Warden: press it in your hand."
        return "Play the Warden: calm the Ashcloud." if a.a < 0 else "Play the Warden: the Ashcloud to the lit tile."
    if k == A.ROB:
        return f"Rob {names[a.a]}: the nearest to winning."
    words = hints.action_words(a, island, names, rates) + "."
    return words


def trade_words(action: Action, rates: Sequence[int], sheet: str, trade_give: int, trade_take: int) -> str:
    """A trade with the Supply (or a jetty) at ``rates``, step by step on its sheet: open it (``sheet``
    is not ``trade``), choose what to give (``trade_give``), what to take (``trade_take``), trade."""
    rate = rates[action.a]
    via = "the Supply" if rate == 4 else "your jetty"
    give, take = RES_NAMES[action.a], RES_NAMES[action.b]
    if sheet != "trade":
        return f"Trade with {via}: {rate} {give} for 1 {take}. Press Trade with the Supply."
    if trade_give != action.a:
        return f"Under Give, press {give}."
    if trade_take != action.b:
        return f"Under Take 1, press {take}."
    return f"Press Trade {rate} {give} for 1 {take}."


def clock_words(clocks: str, kind: str) -> str:
    """The clock of ``kind`` as the table's ``clocks`` give it ("You have 90 s." / "No clock
    runs.")."""
    n = table_clocks.seconds(clocks, kind)
    return "No clock runs." if n is None else f"You have {clockwords.span(n)}."


def end_words(winner: int, viewer: int | None, names: Sequence[str]) -> str:
    """The coach's last words, once ``winner`` has won (``viewer``: the player)."""
    who = "You" if winner == viewer else names[winner]
    return (f"{who} reached {WIN_RENOWN} renown on {'your' if winner == viewer else 'their'} own turn: the game is "
            "over. That was a whole game! Rematch for new dice, or New game to choose your own table.")
