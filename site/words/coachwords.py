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
from engine.cards import BOUNTIFUL, EMBARGO, SURVEYOR, WARDEN
from engine.constants import WIN_RENOWN
from engine.island import Island

from words import clockwords, hints
from words.catalog import N_, _, ngettext, pgettext
from words.things import res_name

if TYPE_CHECKING:
    from engine.ai.hint import Hint

__all__ = [
    "BUILD_WORDS",
    "CLOSE_NEXT",
    "GOAL_WORDS",
    "NEXT_WORDS",
    "PLAY_WORDS",
    "SHORT",
    "build_words",
    "choice_words",
    "clock_words",
    "close_words",
    "end_words",
    "trade_words",
]

SHORT = 80
"""The most a step says (in characters), so that it fits the two lines of news it replaces on a
phone: places are not named (what to press is lit up), reasons are kept short."""

BUILD_WORDS = {
    A.CAUSEWAY: (N_("Now press the lit edge: your causeway goes there."),
                 N_("A causeway costs {cost}: press Causeway, then the lit edge.")),
    A.HEARTH: (N_("Now press the lit corner: your hearth goes there."),
               N_("A hearth costs {cost}: press Hearth, then the lit corner.")),
    A.BEACON: (N_("Now press the lit corner: your beacon goes there."),
               N_("A beacon costs {cost}: press Beacon, then the lit corner.")),
}
"""A build's lesson: what it says once its button is pressed, and before (``{cost}``: its cards)."""
PLAY_WORDS = {
    WARDEN: N_("Play your Warden: it moves the Ashcloud (and robs a seat beside it) or calms it."),
    SURVEYOR: N_("Play your Surveyor: it lays two causeways for free this turn."),
    BOUNTIFUL: N_("Play your Bountiful Tide: you alone collect the number you name."),
    EMBARGO: N_("Play your Embargo: no one else may trade the resource you name for a round."),
}
"""What each venture card does, said as the coach asks for it."""
CLOSE_NEXT = {A.HEARTH: N_("Close this first. Next: a hearth."), A.BEACON: N_("Close this first. Next: a beacon."),
              A.CAUSEWAY: N_("Close this first. Next: a causeway."), A.END: N_("Close this first. Next: end the turn."),
              A.BUY: N_("Close this first. Next: buy a venture card."),
              A.WARDEN: N_("Close this first. Next: play the Warden."), A.ROLL: N_("Close this first. Next: roll.")}
"""What the coach says when it lights a sheet's Close first: what comes after it."""
GOAL_WORDS = {"hearth": N_("a hearth"), "beacon": N_("a beacon"), "venture": N_("a venture card"),
              "trail": N_("a longer trail")}
"""What ai-normal saves or builds toward (a hint's ``goal``)."""
NEXT_WORDS = {"end": N_("Now end the turn."), "mode": N_("Now build."), "buy": N_("Now buy a card."),
              "sheet": N_("Now trade."), "surveyor": N_("Now play a card."), "reveal": N_("Now show your Landmarks.")}
"""What an explanation adds about the lit control, when there is room (by its key's kind)."""


def _goal(h: Hint) -> str:
    return _(GOAL_WORDS[h.goal]) if h.goal in GOAL_WORDS else ""


def build_words(kind: str, mode: bool, cost: str) -> str:
    """A build's lesson (``kind`` a key of :data:`BUILD_WORDS`): where to press once its button is
    pressed (``mode``), else what it costs (``cost``, in words) and what to press."""
    there, costs = BUILD_WORDS[kind]
    return _(there) if mode else _(costs).format(cost=cost)


def close_words(h: Hint, island: Island, names: Sequence[str], rates: Sequence[int]) -> str:
    """Close the open sheet first, then what ai-normal would do (``h``); just "Close this first."
    when that is too long."""
    if h.action.kind in CLOSE_NEXT:
        words = _(CLOSE_NEXT[h.action.kind])
    else:
        move = hints.action_words(h.action, island, names, rates)
        if pgettext("lowercase the first letter of a move after 'Next:'? (yes/no)", "yes") == "yes":
            move = move[0].lower() + move[1:]
        words = _("Close this first. Next: {move}.").format(move=move)
    return words if len(words) <= SHORT else _("Close this first.")


def choice_words(h: Hint, island: Island, names: Sequence[str], rates: Sequence[int], target: str = "") -> str:
    """ai-normal's choice (``h``) in a few words, the lit site standing for its place, or the lit
    build button (``target`` ``mode:<kind>``) for the build it starts: the words say what is lit."""
    a = h.action
    k = a.kind
    site = not target.startswith("mode:") and target != "close"
    goal = _goal(h)
    n = h.dots
    if k == A.HEARTH:
        if site:
            return ngettext("A hearth on the lit corner: {n} dot.", "A hearth on the lit corner: {n} dots.",
                            n).format(n=n) if n else _("A hearth on the lit corner.")
        return ngettext("A hearth ({n} dot): press Hearth, then its corner.",
                        "A hearth ({n} dots): press Hearth, then its corner.", n).format(n=n) if n else \
            _("A hearth: press Hearth, then its corner.")
    if k == A.BEACON:
        return (_("A beacon on the lit hearth: it pays twice, and is worth 1 more renown.") if site
                else _("A beacon: press Beacon. It pays twice, and is worth 1 more renown."))
    if k == A.CAUSEWAY:
        if site:
            return _("A causeway on the lit edge, toward {goal}.").format(goal=goal) if goal else \
                _("A causeway on the lit edge.")
        return _("A causeway, toward {goal}: press Causeway, then its edge.").format(goal=goal) if goal else \
            _("A causeway: press Causeway, then its edge.")
    if k == A.END:
        return _("End the turn: save for {goal}.").format(goal=goal) if goal else _("End the turn.")
    if k in (A.TRADE, A.BARGE):
        facts = {"n": rates[a.a] if k == A.TRADE else 2, "give": res_name(a.a), "take": res_name(a.b), "goal": goal}
        return (_("Trade {n} {give} for 1 {take}, toward {goal}.") if goal else
                _("Trade {n} {give} for 1 {take}.")).format(**facts)
    if k == A.ASHCLOUD:
        if a.a >= 0 and island.numbers[a.a] is None:
            return _("The Ashcloud back to the Ash Caldera: no other tile is worth it.")
        return _("The Ashcloud to the lit tile: it hurts your rivals most.")
    if k == A.WARDEN:
        if not site:
            return _("Play the Warden: press it in your hand.")
        return _("Play the Warden: calm the Ashcloud.") if a.a < 0 else _("Play the Warden: the Ashcloud to the lit tile.")
    if k == A.ROB:
        return _("Rob {name}: the nearest to winning.").format(name=names[a.a])
    return _("{move}.").format(move=hints.action_words(a, island, names, rates))


def trade_words(action: Action, rates: Sequence[int], sheet: str, trade_give: int, trade_take: int) -> str:
    """A trade with the Supply (or a jetty) at ``rates``, step by step on its sheet: open it (``sheet``
    is not ``trade``), choose what to give (``trade_give``), what to take (``trade_take``), trade."""
    rate = rates[action.a]
    facts = {"n": rate, "give": res_name(action.a), "take": res_name(action.b)}
    if sheet != "trade":
        if rate == 4:
            return _("Trade with the Supply: {n} {give} for 1 {take}. Press Trade with the Supply.").format(**facts)
        return _("Trade with your jetty: {n} {give} for 1 {take}. Press Trade with the Supply.").format(**facts)
    if trade_give != action.a:
        return _("Under Give, press {give}.").format(**facts)
    if trade_take != action.b:
        return _("Under Take 1, press {take}.").format(**facts)
    return _("Press Trade {n} {give} for 1 {take}.").format(**facts)


def clock_words(clocks: str, kind: str) -> str:
    """The clock of ``kind`` as the table's ``clocks`` give it ("You have 90 s." / "No clock
    runs.")."""
    n = table_clocks.seconds(clocks, kind)
    return _("No clock runs.") if n is None else _("You have {time}.").format(time=clockwords.span(n))


def end_words(winner: int, viewer: int | None, names: Sequence[str]) -> str:
    """The coach's last words, once ``winner`` has won (``viewer``: the player)."""
    if winner == viewer:
        words = _("You reached {n} renown on your own turn: the game is over. That was a whole game! "
                  "Rematch for new dice, or New game to choose your own table.")
    else:
        words = _("{name} reached {n} renown on their own turn: the game is over. That was a whole game! "
                  "Rematch for new dice, or New game to choose your own table.")
    return words.format(n=WIN_RENOWN, name=names[winner])
