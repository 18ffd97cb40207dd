"""Presses of Living Island's own moves: its venture cards named in a sheet (Tribute's
resource, the Supply Cache's cards).  Reclaim, Bribe and the Militia are tray modes: a press
on a half or a tile plays them (``update.press``); Trailblazing is a simple play."""

from __future__ import annotations

from engine import actions as A

from model.screen import ScreenModel
from update.messages import Cache, Tribute

__all__ = ["cache", "tribute"]


def tribute(s: ScreenModel, m: Tribute) -> None:
    action = A.with_arg(A.TRIBUTE, m.res)
    why = s.refused(action)
    if why is not None:
        s.message = why
        return
    s.play(action)


def cache(s: ScreenModel, m: Cache) -> None:
    action = A.with_arg(A.CACHE, m.a, m.b)
    why = s.refused(action)
    if why is not None:
        s.message = why
        return
    s.play(action)
