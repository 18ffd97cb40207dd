"""The coach of "Learn to play" (issue 14): short steps through a first game, each pointing
at what to press.

Pure Python (no ``js``), tested in CPython (``tests/site/test_coach.py``).  The coached game is
Landfall with the player in seat 0 and three ai-easy seats, dealt from :data:`COACH_SEED`
(chosen by ``tests/site/coach_seed.py``, see docs/site.md "Learn to play").

The lessons are ``model/lessons.py``'s: each step a pure function (``step_for``) of the moment
(a ``Moment``, a value the screen makes; never the screen or the game) and of what the coach
remembers (its ``Progress``); their words are ``words/coachwords.py``'s, and ``view/coach.py``
draws a lesson's "More".  Here is the coach at the table (:class:`Coach`: it reads moments,
notes what the player did and what a roll paid, hides and shows), its progress in a save
(:func:`progress_in_save`), and :func:`press_for`, which turns a step's target key into the
press it stands for (the tests follow the coach with it).  The lessons' names are taken from
here too (``Moment``, ``Progress``, ``Step``, ``LESSONS`` ...).

>>> from model.adapter import GameConfig
>>> from model.table import SeatSpec, Table
>>> from update.screen import Screen
>>> s = Screen(Table(GameConfig(seats=4, seed=COACH_SEED, island="landfall"), list(coach_seats())))
>>> s.coach = Coach()
>>> while s.ai_due():
...     _ = s.ai_step()
>>> st = s.coach.step(s.coach_moment())
>>> st.name, st.target
('first-hearth', 'dots')
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from engine import actions as A
from engine import events as E
from engine.actions import Action
from engine.island import LANDFALL
from engine.phase import Phase
from engine.seats import HUMAN

from model.lessons import (
    FORMAT,
    LESSONS,
    STEPS,
    Moment,
    Progress,
    RollNote,
    Step,
    exchange_candidates,
    exchange_plan,
    step_for,
)
from model.table import SeatSpec

COACH_SEED = 873
"""The coached game's seed (Landfall's first seat, dice and venture deck): the seed, of those
``tests/site/coach_seed.py`` searched, whose game brings every lesson soonest when the player follows
the coach (docs/site.md, "Learn to play")."""
COACH_ISLAND = LANDFALL
COACH_KINDS = (HUMAN, "ai-easy", "ai-easy", "ai-easy")

SAVE_KEY = "coach"
"""Where the coach's progress lies in a save (``cinderisle-table``; a save without it is a game
without a coach)."""
SITE_PREFIXES = ("corner ", "edge ", "tile ", "half ")


def coach_seats() -> tuple[SeatSpec, ...]:
    """The coached game's seats: the player, then three ai-easy seats."""
    return tuple(SeatSpec(kind) for kind in COACH_KINDS)


def is_site(target: str) -> bool:
    """The target is a site of the board (else a control)."""
    return target.startswith(SITE_PREFIXES)


# ---------------------------------------------------------------- a save's coach


def progress_in_save(text: str | None) -> Progress | None:
    """The coach's progress in a save's text (None: the saved game has no coach, or the text is
    not a save: the save's own checks say why)."""
    if not text:
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or SAVE_KEY not in data:
        return None
    return Progress.from_json(data[SAVE_KEY])


# ---------------------------------------------------------------- the coach at the table


@dataclass(frozen=True)
class Before:
    """What the coach noted before a press or a clock: the step on show, the actions and the
    harvests so far, and the phase."""

    step: Step
    actions: int
    harvests: int
    phase: Phase


@dataclass
class Coach:
    """The coach of one game on the screen: its :class:`Progress`.  It reads moments
    (:class:`Moment`), never the screen or the game."""

    progress: Progress = field(default_factory=Progress)

    @property
    def hidden(self) -> bool:
        return self.progress.hidden

    def carried(self) -> Coach | None:
        """The coach of a rematch: the lessons this game never brought (the end's aside), with
        those it did kept done, and hidden if it was; None when every lesson was shown.

        >>> Coach(Progress(frozenset(LESSONS))).carried() is None
        True
        >>> c = Coach(Progress(frozenset(LESSONS) - {"seven-discard"}, hidden=True)).carried()
        >>> sorted(set(LESSONS) - c.progress.done), c.hidden
        (['end', 'seven-discard'], True)
        """
        left = set(LESSONS) - self.progress.done - {"end"}
        if not left:
            return None
        return Coach(Progress(self.progress.done - {"end"}, hidden=self.progress.hidden))

    def toggle(self) -> None:
        self.progress = replace(self.progress, hidden=not self.progress.hidden)

    def offers_to_check(self, m: Moment) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        """The offers (give, want) whose acceptance by the engine the step may read now (see
        :attr:`Moment.offerable`), best first: the Exchange Board lesson's candidates, while it
        waits.  The step reads the first the engine would take; those after it need no asking."""
        h = m.advice
        if "exchange-offer" in self.progress.done or not m.mine or h is None or h.action.kind != A.END:
            return []  # (the lesson is offered where ai-normal would end the turn: see _main_inner)
        return [(give, want) for give, want, _seat in exchange_candidates(m, self.progress)]

    def step(self, m: Moment) -> Step:
        return step_for(m, self.progress)

    def before(self, m: Moment, harvests: int) -> Before:
        """Noted before a press or a clock: the step on show, the actions and the ``harvests``
        (the table's count) so far."""
        return Before(self.step(m), m.actions, harvests, m.view.phase)

    def after(self, before: Before, actions: int, played: Sequence[Action], harvested: Sequence[E.Harvested],
              last_roll: int) -> None:
        """After a press or a clock (``actions`` in the record now, ``played`` since ``before``,
        the harvests since, the last roll): a lesson on show when the player acted is done; a
        roll of the player's is noted (what it paid every seat), and a steal made with no choice."""
        n = before.actions
        if actions <= n:
            return  # nothing played (or an action taken back): the lesson on show goes on
        p = self.progress
        if before.step.lesson:
            p = replace(p, done=p.done | {before.step.lesson})
        kinds = [a.kind for a in played]
        if A.ROLL in kinds:
            paid = tuple((e.seat, e.resource, e.amount, e.tile) for e in harvested)
            at = n + kinds.index(A.ROLL) + 2  # the roll and its dice
            p = replace(p, roll=RollNote(at, last_roll, paid))
        if before.phase == Phase.MOVE_ASHCLOUD and A.STEAL in kinds and A.ROB not in kinds:
            p = replace(p, stole_at=actions)
        self.progress = p

    def fields(self, m: Moment) -> dict[str, Any]:
        """The frame's coach fields (see :class:`model.frame.Frame`; ``panels`` draws them)."""
        st = self.step(m)
        shown = not self.hidden
        words = st.words
        if st.name == "seven-steal" and m.actions == self.progress.stole_at and m.notes:
            # what was taken is the viewer's own note (the newest: its steal's), which the coach
            # takes the place of; read by its place, not its words (they are the language's)
            words += " " + m.notes[-1]
        return {"coach": st.name, "coach_words": words if shown else "", "coach_hidden": self.hidden,
                "coach_target": st.target if shown else ""}


# ---------------------------------------------------------------- following the coach (tests)


def press_for(target: str) -> dict[str, str]:
    """The press a target key stands for (what a tap on the lit-up control or site sends).

    >>> press_for("corner 17"), press_for("mode:causeway")
    ({'action': 'site', 'corner': '17'}, {'action': 'mode', 'kind': 'causeway'})
    >>> press_for("unstep:give:pine")
    {'action': 'step', 'draft': 'give', 'res': 'pine', 'delta': '-1'}
    """
    if is_site(target):
        kind, ident = target.split(" ", 1)
        if kind == "tile":
            from engine.hexgrid import TILE_IDS

            return {"action": "site", "tile": TILE_IDS[int(ident)]}
        if kind == "half":  # (a half is drawn with its id: ``data-half="B2n"``)
            from engine.halves import half_id

            return {"action": "site", "half": half_id(int(ident))}
        return {"action": "site", kind: ident}
    name, _, arg = target.partition(":")
    if name == "mode":
        return {"action": "mode", "kind": arg}
    if name == "sheet":
        return {"action": "sheet", "sheet": arg}
    if name == "close":
        return {"action": "sheet", "sheet": ""}
    if name in ("step", "unstep"):
        draft, _, res = arg.partition(":")
        return {"action": "step", "draft": draft, "res": res, "delta": "1" if name == "step" else "-1"}
    if name in ("trade-give", "trade-take", "embargo", "tribute", "caravan"):
        return {"action": name, "res": arg}
    if name == "trade":
        return {"action": "trade", "via": arg}
    if name in ("confirm", "rob"):
        return {"action": name, "seat": arg}
    if name == "bountiful":
        return {"action": "bountiful", "number": arg}
    if name == "cache":  # (Living Island's Supply Cache: ``cache:0:2``)
        a, _, b = arg.partition(":")
        return {"action": "cache", "a": a, "b": b}
    return {"action": name}


__all__ = [
    "COACH_ISLAND",
    "COACH_KINDS",
    "COACH_SEED",
    "FORMAT",
    "LESSONS",
    "SAVE_KEY",
    "STEPS",
    "Before",
    "Coach",
    "Moment",
    "Progress",
    "RollNote",
    "Step",
    "coach_seats",
    "exchange_candidates",
    "exchange_plan",
    "is_site",
    "press_for",
    "progress_in_save",
    "step_for",
]
