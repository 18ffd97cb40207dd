"""The one random walk of the game screen in CPython (``app.Screen``): every test that plays a
game at random on the screen walks it here, and looks at what it needs on the way.

:func:`walk` plays the screen's game to its end, or for ``steps`` moments: the AI seats move by
their own rule, a human behind the privacy screen taps in, and each human decision is made by
``presses`` (by default :class:`Presses`: a legal action drawn at random, End turn more often in
the main phase, a clock left to run out now and then).  It yields a :class:`Moment` at each human
decision (the screen, what the moment is, the walk's step), before it presses anything there:
the test looks, and may press what it likes itself (post an offer, open a sheet, tap in); the
walk goes on from the screen as the test left it.  Options:

- ``every``: every moment, not only the humans' decisions: an AI seat about to move, the privacy
  screen before the tap, and the end once the game is over;
- ``look_on``: the chance to show a moment when an AI seat is about to move while a human's
  screen is shown (they look on);
- ``explore``: after each human decision, every sheet the screen may open (a one-for-one trade
  drafted in it) and every build mode with a legal site, one after another, each closed again,
  and a discard's first card chosen;
- ``presses``: how a human decides; any callable ``presses(screen, rng)`` that makes one decision
  by presses (it may yield moments of its own, as :class:`Presses` does while it drafts).

A moment is named as the page would tell it: ``"privacy"`` behind the privacy screen, else the
phase's label (``"main"``, ``"discard"``, ``"over"`` ...), and while exploring or drafting
``"sheet <name>"``, ``"mode <kind>"`` or ``"discard drafted"``.  A test that walks the screen at
random by a loop of its own fails ``tests/repo/test_architecture.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import NamedTuple

from engine import actions as A
from engine.cards import N_RES, RESOURCES
from engine.phase import Phase
from engine.rules import auto_discard_choice

from model.adapter import engine_state
from update.screen import Screen

BUILD_MODES = ("causeway", "hearth", "beacon", "warden")
CLOCKED = (Phase.OFFER, Phase.CONFIRM, Phase.DISCARD)
"""The decisions that run a clock (and may be left to it)."""


class Moment(NamedTuple):
    """The screen at one moment of a walk, what the moment is, and the walk's step then."""

    screen: Screen
    what: str
    step: int


def named(s: Screen) -> str:
    """What the moment on ``s`` is: ``"privacy"`` behind the privacy screen, else the phase."""
    return "privacy" if s.privacy() is not None else engine_state(s).phase.label


Decide = Callable[[Screen, random.Random], Iterable[Moment] | None]
"""A human's decision by presses; a generator may yield moments of its own (their ``step``
is filled in by the walk)."""


@dataclass(frozen=True)
class Presses:
    """A human's decision drawn at random from what the screen offers.  Each is a chance (0:
    never), tried in this order; what none of them takes is a legal action drawn at random.

    - ``timeout``: an offer, a confirm or a discard left to its clock (the engine's timer action);
    - ``sheets``: in the main phase, the trade or offer sheet opened and up to three of its
      steppers pressed at random (a moment at each), the offer posted half the time, the sheet closed;
    - ``counter``: an offer answered through the counter sheet (a moment), sent half the time;
    - ``discard_steps``: a discard chosen card by card as the automatic discard would (a moment at
      each) and sent (else a discard is an action drawn at random);
    - ``offer``: in the main phase, with no offer posted this turn, a one-for-one offer posted;
    - ``buy``: a venture card bought when one may be;
    - ``end``: in the main phase, End turn instead of the action drawn.
    """

    end: float = 0.5
    timeout: float = 0.3
    sheets: float = 0.0
    counter: float = 0.0
    discard_steps: bool = False
    offer: float = 0.0
    buy: float = 0.0

    def __call__(self, s: Screen, rng: random.Random) -> Iterator[Moment]:
        ph = engine_state(s).phase
        if self.timeout and ph in CLOCKED and rng.random() < self.timeout:
            s.timeout()
            return
        if self.sheets and ph == Phase.MAIN and rng.random() < self.sheets:
            yield from _draft_a_sheet(s, rng)
            return
        if self.counter and ph == Phase.OFFER and rng.random() < self.counter:
            s.press({"action": "sheet", "sheet": "counter"})
            yield Moment(s, "sheet counter", -1)
            if rng.random() < 0.5:
                s.press({"action": "send-counter"})
                return
            s.press({"action": "sheet", "sheet": ""})
        if self.discard_steps and ph == Phase.DISCARD:
            me = s.viewer()
            assert me is not None
            for r, n in enumerate(auto_discard_choice(list(engine_state(s).hands[me]), s.discard_owed())):
                for _ in range(n):
                    s.press({"action": "step", "draft": "discard", "res": RESOURCES[r], "delta": "1"})
                    yield Moment(s, "discard drafted", -1)
            s.press({"action": "discard-send"})
            return
        hand = s.sight().hand or ()
        if self.offer and ph == Phase.MAIN and engine_state(s).offers_posted < 1 and rng.random() < self.offer \
                and any(hand):
            g = next(r for r in range(N_RES) if hand[r])
            s.press({"action": "sheet", "sheet": "offer"})
            s.press({"action": "step", "draft": "give", "res": RESOURCES[g], "delta": "1"})
            s.press({"action": "step", "draft": "want", "res": RESOURCES[(g + 1) % N_RES], "delta": "1"})
            s.press({"action": "post-offer"})
            return
        legal = s.legal()
        if self.buy and A.simple(A.BUY) in legal and rng.random() < self.buy:
            s.play(A.simple(A.BUY))
            return
        action = rng.choice(legal)
        if self.end and ph == Phase.MAIN and rng.random() < self.end and A.simple(A.END) in legal:
            action = A.simple(A.END)
        s.play(action)


def _draft_a_sheet(s: Screen, rng: random.Random) -> Iterator[Moment]:
    sheet = rng.choice(("trade", "offer"))
    s.press({"action": "sheet", "sheet": sheet})
    yield Moment(s, f"sheet {sheet}", -1)
    for _ in range(rng.randint(0, 3)):
        res = rng.choice(RESOURCES)
        if sheet == "trade":
            s.press({"action": rng.choice(("trade-give", "trade-take")), "res": res})
        else:
            s.press({"action": "step", "draft": rng.choice(("give", "want")), "res": res, "delta": "1"})
        yield Moment(s, f"sheet {sheet}", -1)
    if sheet == "offer" and rng.random() < 0.5:
        s.press({"action": "post-offer"})
    s.press({"action": "sheet", "sheet": ""})


def explored(s: Screen) -> Iterator[Moment]:
    """Each sheet the screen may open now (a one-for-one trade drafted in it), each build mode
    with a legal site, and a discard's first card chosen: a moment each, each closed again."""
    hand = s.sight().hand or ()
    for sheet in sorted(s.sheets_available()):
        s.press({"action": "sheet", "sheet": sheet})
        if sheet in ("offer", "counter", "trade") and any(hand):
            g = next(r for r in range(N_RES) if hand[r])
            s.press({"action": "step", "draft": "give", "res": RESOURCES[g], "delta": "1"})
            s.press({"action": "step", "draft": "want", "res": RESOURCES[(g + 1) % N_RES], "delta": "1"})
            s.press({"action": "trade-give", "res": RESOURCES[g]})
            s.press({"action": "trade-take", "res": RESOURCES[(g + 2) % N_RES]})
        yield Moment(s, f"sheet {sheet}", -1)
        s.press({"action": "sheet", "sheet": ""})
    for kind in BUILD_MODES:
        if s.site_actions(kind) and engine_state(s).phase in (Phase.PRE_ROLL, Phase.MAIN):
            s.press({"action": "mode", "kind": kind})
            yield Moment(s, f"mode {kind}", -1)
            s.press({"action": "cancel"})
    if engine_state(s).phase == Phase.DISCARD and s.table.decider == s.viewer():
        r = next((r for r in range(N_RES) if hand[r]), 0)
        s.press({"action": "step", "draft": "discard", "res": RESOURCES[r], "delta": "1"})
        yield Moment(s, "discard drafted", -1)


RANDOM = Presses()
"""The walk's presses unless a test says otherwise."""


def walk(s: Screen, rng: random.Random, steps: int, *, every: bool = False, look_on: float = 0.0,
         explore: bool = False, presses: Decide = RANDOM) -> Iterator[Moment]:
    """The game on ``s`` played at random for at most ``steps`` steps (see the module)."""
    for step in range(steps):
        if engine_state(s).is_over:
            if every:
                yield Moment(s, named(s), step)
            return
        if s.ai_due():
            if every or (look_on and s.viewer() is not None and rng.random() < look_on):
                yield Moment(s, named(s), step)
            if s.ai_due():
                s.ai_step()
            continue
        who = s.privacy()
        if who is not None:
            if every:
                yield Moment(s, "privacy", step)
            if s.privacy() is not None:  # (the test may have tapped in itself)
                s.press({"action": "tap-in", "seat": str(s.privacy())})
            continue
        yield Moment(s, named(s), step)
        if explore and s.my_turn():
            yield from (m._replace(step=step) for m in explored(s))
        if not s.my_turn():  # the test moved the game on (posted an offer, say)
            continue
        more = presses(s, rng)
        if more is not None:
            yield from (m._replace(step=step) for m in more)
