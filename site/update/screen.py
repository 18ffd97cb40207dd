"""The game screen, as the glue and the tests hold it: its model (:class:`~model.screen.ScreenModel`)
with the update's functions at hand.

In the manner of the Elm architecture: the glue parses every press into a message
(:mod:`update.messages`) and hands it to :meth:`Screen.press` (the *update*, by concern in
``update/``: ``press`` and ``drafts`` for presses, ``pacing`` for the clocks and the AI,
``hinting`` for hints and the coach), asks :meth:`Screen.frame` for what to draw (a value,
``model.frame.Frame``), hands that to ``view.panels`` and ``view.board_svg`` (the *view*), and
runs the clocks :meth:`Screen.timer` and :meth:`Screen.ai_delay` ask for.  The engine decides
what is legal; :class:`~model.table.Table` knows who looks at the screen.

>>> from model.adapter import GameConfig
>>> from model.table import SeatSpec, Table
>>> s = Screen(Table(GameConfig(seats=2, seed=9, island="landfall"), [SeatSpec("human", "Ana"), SeatSpec("ai-easy")]))
>>> while s.ai_due():
...     _ = s.ai_step()
>>> s.active_kind(), len(s.pressable().corners) == len(s.table.sites("hearth"))
('hearth', True)
>>> s.press({"action": "site", "corner": str(s.pressable().corners[0])})
>>> s.table.match.phase.label, s.active_kind()
('setup-causeway', 'causeway')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from model.frame import Frame, Pressable, Timer
from model.screen import ScreenModel
from update import framing, hinting, pacing
from update import press as presses
from update.messages import Message, parse

if TYPE_CHECKING:
    from engine.ai.hint import Hint

    from model.coach import Moment, Step

__all__ = ["Screen"]


class Screen(ScreenModel):
    """One game on the screen: its model, and the update's functions as methods."""

    def press(self, message: Message | Mapping[str, str]) -> None:
        """Handle a press: a message, or the pressed element's ``data-*`` (parsed here once).
        A press that is not legal now does nothing (``message`` may say why)."""
        presses.press(self, parse(message) if isinstance(message, Mapping) else message)

    def frame(self) -> Frame:
        """What to draw now (see :func:`update.framing.frame`)."""
        return framing.frame(self)

    def pressable(self, moment: Moment | None = None) -> Pressable:
        return framing.pressable(self, moment)

    def can_hint(self) -> bool:
        return hinting.can_hint(self)

    def advice(self) -> Hint | None:
        return hinting.advice(self)

    def current_hint(self) -> Hint | None:
        return hinting.current_hint(self)

    def coach_moment(self) -> Moment:
        return hinting.coach_moment(self)

    def coach_step(self) -> Step:
        return hinting.coach_step(self)

    def frame_notes(self) -> tuple[str, ...]:
        return hinting.notes(self)

    def timer(self) -> Timer | None:
        return pacing.timer(self)

    def timeout(self) -> str | None:
        return pacing.timeout(self)

    def ai_delay(self, pace: int) -> int | None:
        return pacing.ai_delay(self, pace)

    def ai_step(self) -> str | None:
        return pacing.ai_step(self)

    def ai_steps(self, pace: int, budget: float = pacing.BATCH_SECONDS) -> int:
        return pacing.ai_steps(self, pace, budget)
