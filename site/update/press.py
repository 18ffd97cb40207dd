"""Presses on the game screen: what each message does to the model.

:func:`press` is the game screen's update: it takes a :class:`~update.messages.Message` (the
glue parsed it from what was pressed), finds its handler by the message's type, and lets the
engine's refusal, in its own words, become the screen's ``message``.  A press that is not
legal now does nothing else.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import actions as A
from engine.errors import RuleError

from model.screen import BUILD_KINDS, LIVING_MODES, PAID_MODES, ScreenModel
from update import drafts, framing, hinting, living_moves
from update import messages as msg
from words.said import Said

__all__ = ["HANDLERS", "press"]


def press(s: ScreenModel, message: msg.Message) -> None:
    """Handle a press on the game screen (a message the screen takes: see :data:`HANDLERS`)."""
    handler = HANDLERS.get(type(message))
    if handler is None:
        raise msg.UnknownMessage(f"The game screen takes no {type(message).__name__} message.")
    s.message = s.explained = ""
    before = hinting.coach_before(s)
    try:
        handler(s, message)
    except RuleError as exc:
        s.message = s.said(exc)  # the engine's own words, with the seats' names
    except (ValueError, KeyError) as exc:
        s.message = str(exc)
    s.sync()
    hinting.coach_after(s, before)


def _hint(s: ScreenModel, _m: msg.Hint) -> None:
    """Show (or hide) what ai-normal would do now, and why; it never acts by itself."""
    s.hint_on = not s.hint_on and hinting.can_hint(s)
    s.hint_at = s.hint_key()


def _recap(s: ScreenModel, _m: msg.Recap) -> None:
    """Unfold the recap of what happened since the viewer last acted, or fold it."""
    s.recap_open = not s.recap_open


def _dots(s: ScreenModel, _m: msg.Dots) -> None:
    s.dots_on = not s.dots_on


def _preview_spin(s: ScreenModel, _m: msg.PreviewSpin) -> None:
    """Living Island's "Next spin": show (or hide) every number after the next ring step."""
    s.preview_on = not s.preview_on


def _coach(s: ScreenModel, _m: msg.Coach) -> None:
    """Hide the coach, or bring it back (its steps go on either way)."""
    if s.coach is not None:
        s.coach.toggle()


def _undo(s: ScreenModel, _m: msg.Undo) -> None:
    what = framing.taken_back(s)
    s.table.undo()
    s.mode = s.sheet = ""
    if what is not None:
        s.message = what  # said where the player looks


def _tap_in(s: ScreenModel, m: msg.TapIn) -> None:
    s.table.tap_in(m.seat)
    s.mode = s.sheet = ""


def _mode(s: ScreenModel, m: msg.Mode) -> None:
    if m.kind not in (*BUILD_KINDS, "warden", *LIVING_MODES) or not s.site_actions(m.kind):
        return
    s.mode = "" if s.mode == m.kind else m.kind
    s.sheet = ""
    if s.mode in PAID_MODES:  # the payment starts as the engine's own choice (the player may change it)
        s.pay = list(next(a.give for a in s.legal() if a.kind == s.mode and a.give is not None))


def _cancel(s: ScreenModel, _m: msg.Cancel) -> None:
    s.mode = s.sheet = ""


def _why(s: ScreenModel, m: msg.Why) -> None:
    """Something that cannot be used now was pressed or focused: say why (and do nothing
    else).  A control names its reason's element (``why``, what its ``aria-describedby``
    names), which then shows; a tile the Ashcloud may not take is explained in the status."""
    if m.tile < 0:
        s.explained = m.why
        return
    why = dict(framing.pressable(s).barred).get(m.tile)
    if why:
        s.message = Said(lambda: dict(framing.pressable(s).barred).get(m.tile, why))


SITE_KINDS = {"tile": ("warden", "ashcloud", A.BRIBE, A.MILITIA), "corner": ("hearth", "beacon"), "edge": ("causeway",),
              "half": (A.RECLAIM,)}
"""What a press on each kind of site may mean."""


def _site(s: ScreenModel, m: msg.Site) -> None:
    kind = s.active_kind()
    if kind not in SITE_KINDS.get(m.kind, ()):
        return
    for action in s.site_actions(kind):
        if action.a == m.place:
            s.play(action)
            return


def _simple(s: ScreenModel, m: msg.Simple) -> None:
    s.play_if_legal(A.simple(m.action))


def _calm(s: ScreenModel, _m: msg.Calm) -> None:
    s.play_if_legal(A.warden(-1))


def _rob(s: ScreenModel, m: msg.Rob) -> None:
    s.play_if_legal(A.with_arg(A.ROB, m.seat))


def _bountiful(s: ScreenModel, m: msg.Bountiful) -> None:
    s.play_if_legal(A.with_arg(A.BOUNTIFUL, m.number))


def _embargo(s: ScreenModel, m: msg.Embargo) -> None:
    s.play_if_legal(A.with_arg(A.EMBARGO, m.res))


def _caravan(s: ScreenModel, m: msg.Caravan) -> None:
    me = s.viewer()
    if me is not None:
        s.play_if_legal(A.with_arg(A.CARAVAN, me, m.res))


def _confirm(s: ScreenModel, m: msg.Confirm) -> None:
    s.play_if_legal(A.with_arg(A.CONFIRM, m.seat))


def _accept(s: ScreenModel, _m: msg.Accept) -> None:
    me = s.viewer()
    if me is not None:
        s.play_if_legal(A.with_arg(A.ACCEPT, me))


def _pass(s: ScreenModel, _m: msg.Pass) -> None:
    me = s.viewer()
    if me is not None:
        s.play_if_legal(A.with_arg(A.PASS, me))


HANDLERS: dict[type[msg.Message], Callable[[ScreenModel, Any], None]] = {
    msg.Hint: _hint, msg.Recap: _recap, msg.Dots: _dots, msg.Coach: _coach, msg.Undo: _undo, msg.TapIn: _tap_in,
    msg.Mode: _mode, msg.Cancel: _cancel, msg.Why: _why, msg.Site: _site, msg.Simple: _simple, msg.Calm: _calm,
    msg.Rob: _rob, msg.Bountiful: _bountiful, msg.Embargo: _embargo, msg.Confirm: _confirm, msg.Accept: _accept,
    msg.Pass: _pass, msg.Sheet: drafts.sheet, msg.Step: drafts.step, msg.TradeGive: drafts.trade_give,
    msg.TradeTake: drafts.trade_take, msg.Trade: drafts.trade, msg.PostOffer: drafts.post_offer,
    msg.SendCounter: drafts.send_counter, msg.DiscardSend: drafts.discard_send, msg.PreviewSpin: _preview_spin,
    msg.Tribute: living_moves.tribute,
    msg.Cache: living_moves.cache,
    msg.Caravan: _caravan,
}
"""Each message the game screen takes, and what it does."""
