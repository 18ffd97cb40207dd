"""Clocks and the AI's pace: which clock runs now, what happens when it runs out, when an AI seat
moves next and how much it does in one tick."""

from __future__ import annotations

import time

from engine import clocks
from engine.phase import Phase

from model.frame import Timer
from model.screen import ScreenModel
from update import hinting

BATCH_SECONDS = 0.02
"""At pace 0, the AI takes steps for about this long per tick, then the page draws."""

__all__ = ["BATCH_SECONDS", "ai_delay", "ai_step", "ai_steps", "timeout", "timer"]


def timer(s: ScreenModel) -> Timer | None:
    """The clock that runs now, if any.

    Every clock belongs to the human it waits on and runs only while that human's screen
    is shown: behind a privacy screen it waits for the tap (RULINGS 5).  A discard's
    clock, a Supply Caravan pick's (Living Island: the discard's time), each answering human's
    own clock for an offer (``unanswered N`` when it runs out) and the offerer's clock to
    confirm start when that seat taps in.  AI seats need
    no clock; with the table's clocks Off none runs, and the table waits for each person.
    """
    m = s.match
    t = s.table
    who = t.decider
    if who < 0 or t.is_ai(who) or s.privacy() is not None:
        return None
    key: tuple[object, ...]
    if m.phase == Phase.DISCARD:
        kind, key = clocks.DISCARD, ("discard", m.roll_count, who)
    elif m.phase == Phase.OFFER:
        kind, key = clocks.OFFER, ("offer", m.turns, m.offers_posted, who)
    elif m.phase == Phase.CONFIRM:
        kind, key = clocks.CONFIRM, ("confirm", m.turns, m.offers_posted)
    elif m.phase == Phase.CARAVAN:  # (Living Island's Supply Caravan: each human's pick, the discard's time, 9.3)
        kind, key = clocks.DISCARD, ("caravan", m.roll_count, who)
    else:
        return None
    seconds = clocks.seconds(s.clocks, kind)
    return None if seconds is None else Timer(kind, seconds, key)


def timeout(s: ScreenModel) -> str | None:
    """The running clock ran out: apply the engine's timer action."""
    if timer(s) is None:
        return None
    before = hinting.coach_before(s)
    line = s.table.timeout()
    s.sync()
    hinting.coach_after(s, before)
    return line


def ai_delay(s: ScreenModel, pace: int) -> int | None:
    """Milliseconds until the next AI step (None: no AI decides now).

    AI seats answer an offer at once (their rule needs no thought) and return
    their discards a card at a time quickly; in placement each seat's hearth and causeway
    are one beat (the causeway follows its hearth at half the pace: at Calm a seat places
    in 1.2 s, one seat after another); otherwise they move at ``pace``.
    """
    if not s.ai_due():
        return None
    phase = s.match.phase
    if pace <= 0 or phase == Phase.OFFER or s.table.ai_thinking:
        return 0
    if phase == Phase.DISCARD:
        return min(pace, 200)  # one card at a time: quick, but still seen
    if phase == Phase.SETUP_CAUSEWAY:
        return pace // 2  # a seat's placement is one beat: its hearth, then soon its causeway
    return pace


def ai_step(s: ScreenModel) -> str | None:
    """One AI action, whatever time it takes to decide."""
    line = s.table.ai_step()
    s.sync()
    return line


def ai_steps(s: ScreenModel, pace: int, budget: float = BATCH_SECONDS) -> int:
    """One AI action, or at pace 0 as many as fit in ``budget`` seconds; returns how many.

    An AI that needs longer than ``budget`` to decide thinks in slices over several
    ticks (0 actions this tick; :func:`ai_delay` then asks for the next tick at once),
    so no call on the page's thread runs much longer than ``budget``.
    """
    done = 0
    start = time.perf_counter()
    while s.ai_due():
        left = budget - (time.perf_counter() - start)
        if s.table.ai_think(max(left, 0.0)) is None:
            break  # still thinking: go on next tick
        done += 1
        if pace > 0 or time.perf_counter() - start >= budget:
            break
    s.sync()
    return done
