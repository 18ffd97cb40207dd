"""Python's cycle collector, run by the page between its tasks rather than inside them.

Python 3.14 (Pyodide's) collects the young objects and an increment of the old ones whenever
2,000 more objects live than at the last collection: wherever the count is reached, in the
middle of a press's drawing or of an AI seat's thinking.  On a cheap tablet (4x CPU) a
Living Island game of 12 turns made about 120 such collections, 6-9 ms each and up to 49 ms,
about a second in all, each inside whichever task reached the count: a press's answer took
that much longer.

Once the game's modules are in and set aside (:func:`glue.startup.settle`), :func:`take_over`
turns the automatic collection off, and :func:`tidy`, called after each drawing and each AI
step, asks for the same collection (young objects and an increment of the old,
``gc.collect(1)``) in a task of its own once :data:`YOUNG_LIMIT` more objects live, after the
frame that shows the drawing.  Nothing is collected less: the same collections come, only at
the page's own moments.  ``<html data-py-collections>`` counts them, and ``data-py-auto`` says
whether Python's automatic collection was on when the last was made (``0``: it was off).
"""

from __future__ import annotations

import gc
from typing import Any

from glue.dom import after_frame, dataset

__all__ = ["YOUNG_LIMIT", "take_over", "tidy"]

YOUNG_LIMIT = 2000
"""How many more objects than at the last collection are let live before the page collects
(CPython's own threshold for its young collections)."""


class _State:
    on = False
    """The page has taken the collector over (:func:`take_over`)."""
    asked = False
    """A collection is asked for and not yet made."""
    made = 0
    """Collections the page made."""


_state = _State()


def take_over() -> None:
    """Turn Python's automatic collection off: from now on :func:`tidy` collects."""
    gc.disable()
    _state.on = True
    dataset(py_collections=_state.made, py_auto=int(gc.isenabled()))


def tidy() -> None:
    """Called after a drawing or an AI step: once :data:`YOUNG_LIMIT` more objects live than at
    the last collection, collect in a task of its own, after the frame that shows what was
    drawn (straight after this task when the page is hidden: no frame comes then)."""
    if not _state.on or _state.asked or gc.get_count()[0] < YOUNG_LIMIT:
        return
    _state.asked = True
    after_frame(_collect)


def _collect(*_: Any) -> None:
    _state.asked = False
    gc.collect(1)  # (the young objects and an increment of the old: what Python's own collection does)
    _state.made += 1
    dataset(py_collections=_state.made, py_auto=int(gc.isenabled()))
