"""Hints and the coach: ai-normal's advice for the viewer, the hint's words and what it lights
up, and the coach's moment, step and progress.

The engine decides the advice (``Match.hint``, from the viewer's own view); ``words.hints``
puts it into words; the coach (``model.coach``) reads a :class:`~model.coach.Moment`, a value
made here, never the screen.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine import actions as A
from engine.phase import Phase

from model.adapter import Sight
from model.coach import Moment
from model.living_facts import where_now
from model.screen import PAID_MODES, ScreenModel, as_cards
from words import hints

if TYPE_CHECKING:
    from engine.ai.hint import Hint

    from model.coach import Before, Step

SITE_KEYS = ("corner ", "edge ", "tile ", "half ")
"""How the keys of :func:`hints.press_key` that name a site of the board begin."""

__all__ = ["SITE_KEYS", "advice", "can_hint", "coach_after", "coach_before", "coach_moment", "coach_step",
           "current_hint", "hint_target", "marks", "notes"]


def can_hint(s: ScreenModel) -> bool:
    """A hint is offered in the viewer's own decisions (not when confirming an answer to
    the viewer's own offer: ai-normal never posts one, so it has no advice there)."""
    return s.my_turn() and bool(s.legal()) and s.match.phase != Phase.CONFIRM


def advice(s: ScreenModel) -> Hint | None:
    """ai-normal's advice for the viewer now, from the viewer's own view (one per decision;
    None: not the viewer's decision, or no advice: confirming an answer to its own offer)."""
    key = s.hint_key()
    if s.advice_kept is not None and s.advice_kept[0] == key:
        return s.advice_kept[1]
    viewer = s.viewer()
    legal = s.legal()
    h = None
    m = s.match
    if viewer is not None and legal and m.phase != Phase.CONFIRM and not m.is_over:
        h = m.hint(viewer, legal)
    s.advice_kept = (key, h)
    return h


def current_hint(s: ScreenModel) -> Hint | None:
    """ai-normal's advice for the viewer now, read from the viewer's own view (None
    unless asked for)."""
    if not s.hint_on or s.hint_key() != s.hint_at or s.viewer() is None or not can_hint(s):
        return None
    return advice(s)


def hint_target(s: ScreenModel, h: Hint) -> str:
    """What the hint lights up now: the next press toward its action (a site of the board,
    a tray control, a control of the open sheet, the discard's steppers toward every card
    ai-normal would return)."""
    drafted = s.pay if h.action.kind in PAID_MODES else s.discard
    return hints.press_key(h.action, s.active_kind(), s.sheet, s.trade_give, s.trade_take, drafted, h.cards)


def _hint_fields(s: ScreenModel) -> dict[str, Any]:
    can = can_hint(s)
    setup = s.my_turn() and s.match.phase == Phase.SETUP_HEARTH
    out: dict[str, Any] = {"can_hint": can, "can_dots": setup, "dots": setup and s.dots_on}
    h = current_hint(s)
    viewer = s.viewer()
    if h is not None and viewer is not None:
        out["hint"] = hints.hint_words(h, where_now(s.match), [x.name for x in s.table.seats], viewer,
                                       s.match.rates_of(viewer))
        out["hint_action"] = str(h.action)
        key = hint_target(s, h)
        out["hint_mark"] = "" if key.startswith(SITE_KEYS) else key
    return out


def notes(s: ScreenModel) -> tuple[str, ...]:
    """What only the viewer may read and has not read yet (the card it stole or lost, the
    card it drew)."""
    viewer = s.viewer()
    if viewer is None:
        return ()
    return tuple(s.table.notes[viewer][s.table.notes_read[viewer]:])


def coach_moment(s: ScreenModel, sight: Sight | None = None) -> Moment:
    """The moment the coach's step reads (a value: see :class:`model.coach.Moment`), ``sight``
    what the screen sees now (made when not given)."""
    t = s.table
    m = s.match
    viewer = s.viewer()
    legal = tuple(s.legal())
    sight = sight if sight is not None else s.sight()
    moment = Moment(
        view=sight, island=m.island, names=tuple(x.name for x in t.seats), viewer=viewer, legal=legal,
        advice=advice(s), actions=m.action_count, mode=s.mode, sheet=s.sheet, dots=s.dots_on,
        give=tuple(s.give), want=tuple(s.want), discard=tuple(s.discard), trade_give=s.trade_give,
        trade_take=s.trade_take, clocks=s.clocks, notes=notes(s),
    )
    if s.coach is None or viewer is None:
        return moment
    offers = s.coach.offers_to_check(moment)
    if not offers:
        return moment
    # The first the engine would take is the one the step reads (the others are not asked).
    first = next((o for o in offers if m.refusal(viewer, A.offer(as_cards(o[0]), as_cards(o[1]))) is None), None)
    return moment if first is None else replace(moment, offerable=frozenset((first,)))


def coach_step(s: ScreenModel) -> Step:
    """The coach's step now (see :func:`model.coach.step_for`)."""
    assert s.coach is not None
    return s.coach.step(coach_moment(s))


def coach_before(s: ScreenModel) -> Before | None:
    """What the coach keeps of the moment before a press or a clock (None: no coach)."""
    if s.coach is None:
        return None
    return s.coach.before(coach_moment(s), len(s.table.harvests))


def coach_after(s: ScreenModel, before: Before | None) -> None:
    """After a press or a clock: tell the coach what was played since ``before``."""
    if s.coach is None or before is None:
        return
    t = s.table
    m = s.match
    s.coach.after(before, m.action_count, m.actions_since(before.actions), tuple(t.harvests[before.harvests:]),
                  m.last_roll)


def marks(s: ScreenModel, moment: Moment | None) -> dict[str, Any]:
    """The hint's fields and the coach's; the coach lights up its target as a hint does
    (unless a hint is shown: the player asked for it)."""
    out = _hint_fields(s)
    if s.coach is not None and moment is not None:
        out.update(s.coach.fields(moment))
        target = out["coach_target"]
        if target and not out.get("hint") and not target.startswith(SITE_KEYS):
            out["hint_mark"] = target
    return out
