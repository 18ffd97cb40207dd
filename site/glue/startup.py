"""What the start-up says about itself, for the tests and the bench: ``data-bytecode`` on
``<html>``, how many of the app's modules the first screen imported came from the bytecode the
build shipped (``N/M``; looked at over the first steps of :func:`warm_up`, a few modules a step), and
``data-stdlib-bytecode`` the same of Python's standard library (the build compiles Pyodide's
too: build.py, ``_bytecode``);
and, at the end of each game, what Python holds (``data-py-objects``, ``data-py-heap``), so
the bench can tell a leak from game to game.

The build compiles every module to "unchecked hash" .pyc files (build.py, ``_bytecode``)
beside their sources in the app zip, which the import system (zipimport) uses as they are; a
module compiled here from its source instead has no .pyc (zipimport writes none), or one of
its own written with a timestamp (flags 0) when imported from a folder.  So a module whose
cached file carries flags 1 (hash-based, source unchecked) came from the build's bytecode.
"""

from __future__ import annotations

import contextlib
import os
import sys
from typing import Any

import lazy

__all__ = ["SURVEY_STEP", "WARM_ORDER", "Survey", "bytecode_used", "from_build", "say_bytecode", "say_memory", "settle",
           "stdlib_bytecode_used", "tally", "warm_up"]

UNCHECKED_HASH = 0b01
"""The .pyc flags of an unchecked hash-based file (PEP 552)."""
NOT_OURS = frozenset({"pyscript"})
"""Packages beside the app's that are not the app's: PyScript writes its own Python there at
start (and it is compiled then)."""


def bytecode_used() -> tuple[int, int, list[str]]:
    """(modules of the app loaded from the build's bytecode, modules of the app loaded, the
    names of those that were not), of all imported now (the page's :class:`Survey` reads
    them a few at a time)."""
    here = os.getcwd()
    return tally([(name, from_build(name, module, here)) for name, module in list(sys.modules.items())])


def tally(seen: list[tuple[str, bool | None]]) -> tuple[int, int, list[str]]:
    """:func:`bytecode_used`'s answer from each module's :func:`from_build`."""
    ours = [(name, shipped) for name, shipped in seen if shipped is not None]
    return sum(1 for _, shipped in ours if shipped), len(ours), sorted(name for name, shipped in ours if not shipped)


def from_build(name: str, module: Any, here: str) -> bool | None:
    """Whether the app's module ``name`` came from the build's bytecode (its .pyc's header read
    through its loader); None when it is not one of the app's modules (from outside ``here``),
    or not imported yet."""
    if lazy.stands_in(module):  # (not imported yet: reading its __file__ would import it)
        return None
    path = getattr(module, "__file__", None)
    if not path or not str(path).startswith(here) or name.partition(".")[0] in NOT_OURS:
        return None
    cached = getattr(module, "__cached__", None)
    loader: Any = getattr(module, "__loader__", None)  # (None: get_data below is an AttributeError)
    header = b""
    with contextlib.suppress(OSError, TypeError, AttributeError):  # (the loader reads it from the app zip, or from a folder)
        header = loader.get_data(str(cached))[:8]
    return len(header) == 8 and int.from_bytes(header[4:8], "little") == UNCHECKED_HASH


def stdlib_bytecode_used() -> tuple[int, int]:
    """(modules of the standard library imported from bytecode in its zip, modules imported from
    that zip).  Pyodide's standard library is a zip on ``sys.path`` (``python314.zip``): as
    npm ships it, it holds sources, and zipimport compiles each module it imports (a module's
    ``__file__`` then ends in ``.py``); the build's holds .pyc files (``.pyc``).  Modules built
    into the interpreter or frozen in it have no file in the zip and are not counted."""
    zip_name = f"python{sys.version_info[0]}{sys.version_info[1]}.zip"
    zips = tuple(p.rstrip("/") + "/" for p in sys.path if p.endswith(zip_name))
    shipped = total = 0
    for module in list(sys.modules.values()):
        if lazy.stands_in(module):
            continue
        path = str(getattr(module, "__file__", None) or "")
        if zips and path.startswith(zips):
            total += 1
            shipped += path.endswith(".pyc")
    return shipped, total


WARM_ORDER = (
    "update.messages", "engine.events", "engine.board", "engine.rules", "engine.state", "engine.game",
    "model.adapter", "engine.ai", "view.island_svg", "view.pieces_svg", "view.place_names", "view.board_svg",
    "view.a11y", "words.narrate", "model.table", "words.hints", "update.screen", "view.controls", "view.seat_cards",
    "view.status", "view.tray", "view.sheets", "view.results", "view.charts", "view.panels", "model.coach", "glue.effects",
    "glue.game_screen", "glue.replay_screen", "model.walkthrough", "view.walkthrough_html", "view.newgame_form",
)
"""The game's modules, which the first screen does without (``lazy.module``), in the order
they are imported once it is up: each step imports what is left of one module's imports
(a few milliseconds each, so that no step holds the page for long).  Last, the new-game
screen's drawing: the first visit's comes drawn by the build, and is drawn again only on a
change of its seats, or when the page comes back to it after a game."""
WARM_AFTER_MS = 400
"""How long after the page is ready the warming up begins (the first screen is drawn by then)."""


def warm_up() -> None:
    """Import :data:`WARM_ORDER` one module per task, beginning :data:`WARM_AFTER_MS` after
    now, then :func:`settle`; ``data-modules-waiting`` names the game's modules still waiting (gone once none is),
    ``data-modules-deferred`` those that waited when the page became ready.

    Each step first sets what lives so far aside from Python's collector (``gc.freeze``, about
    a millisecond): the first screen and the modules, which live as long as the page, so that
    the collection in :func:`settle` walks only what came since."""
    import gc

    from glue.dom import dataset, later

    steps = list(WARM_ORDER)

    def say() -> None:
        dataset(modules_waiting=" ".join(lazy.waiting()) or None)

    survey = Survey()

    def step(*_: object) -> None:
        gc.freeze()
        if steps:
            lazy.warm(steps.pop(0))
        survey.look()
        say()
        later(0, step if steps or not survey.done() else settle)

    def begin(*_: object) -> None:
        survey.begin()  # (what the first screen imported, looked at a few modules a step)
        step()

    dataset(modules_deferred=" ".join(lazy.waiting()) or None)  # (what the first screen did without)
    say()
    later(WARM_AFTER_MS, begin)


SETTLE_RETRY_MS = 1000
"""How often :func:`settle` looks again for a moment when no AI seat is thinking."""


def settle(*_: object) -> None:
    """Once the game's modules are in: collect, then set what lives now aside from the
    collector (``gc.freeze``: the modules, the first screen, the game so far), and say how
    many objects (``data-py-frozen``).  Without it Python's collector now and then walks
    them all in the middle of an AI seat's thinking, about once a game: a pause of 21-45 ms
    in seed 7 (Pyodide under Node), over 100 ms on a cheap tablet; after it the longest was
    5-16 ms.  The collection is itself such a pause, so it waits for a moment when no AI seat
    is thinking (the new-game screen, or a human's turn), and it walks only what
    :func:`warm_up` has not set aside already: a collection of the whole heap took about 100 ms
    at 4x CPU, the one longest task of the cheap tablet's game.  Even so, all that came since
    (the game, the AI seats' memories) made it 50-90 ms at 4x in the cheap tablet's Living
    Island game, and it found 40-170 objects to free: it is now the page's usual collection
    (the young objects and an increment of the old, :mod:`glue.collector`), as cheap as any."""
    import gc

    from glue.dom import dataset, later
    from glue.model import ui

    screen = ui.screen
    if screen is not None and screen.ai_due():
        later(SETTLE_RETRY_MS, settle)
        return
    gc.collect(1)
    gc.freeze()
    dataset(py_frozen=gc.get_freeze_count())
    from glue import collector

    collector.take_over()  # (from now on the page collects, between its tasks)


SURVEY_STEP = 16
"""The modules whose bytecode one step of :func:`warm_up` looks at (each .pyc's header read from
the app zip: all of the first screen's at once held a cheap tablet's page for 110-150 ms)."""


class Survey:
    """Whether the first screen's modules came from the build's bytecode, looked at
    :data:`SURVEY_STEP` modules at a time; said once all are (:func:`say_bytecode`)."""

    def __init__(self) -> None:
        self.modules: list[tuple[str, Any]] | None = None
        self.seen: list[tuple[str, bool | None]] = []
        self.stdlib = (0, 0)

    def begin(self) -> None:
        """Take the list of the modules imported now (the page is ready: the first screen's; not
        those the first screen did without, which the warming up imports meanwhile)."""
        self.modules = [(name, module) for name, module in list(sys.modules.items()) if not lazy.stands_in(module)]
        self.stdlib = stdlib_bytecode_used()

    def done(self) -> bool:
        return self.modules is not None and len(self.seen) == len(self.modules)

    def look(self) -> None:
        """Look at the next few modules; once the last is looked at, say what was found."""
        if self.modules is None or self.done():
            return
        here = os.getcwd()
        for name, module in self.modules[len(self.seen):len(self.seen) + SURVEY_STEP]:
            self.seen.append((name, from_build(name, module, here)))
        if self.done():
            say_bytecode(tally(self.seen), self.stdlib)


def say_bytecode(used: tuple[int, int, list[str]], stdlib: tuple[int, int]) -> None:
    """``data-bytecode="N/M"`` (``used``: :func:`bytecode_used`'s answer), and
    ``data-bytecode-missing`` naming the modules that came from their sources (absent when none
    did); ``data-stdlib-bytecode="N/M"`` (``stdlib``: :func:`stdlib_bytecode_used`'s)."""
    from glue.dom import dataset  # (the counting above runs in CPython's tests too)

    shipped, total, missing = used
    stdlib_shipped, stdlib_total = stdlib
    dataset(bytecode=f"{shipped}/{total}", bytecode_missing=" ".join(missing) or None,
            stdlib_bytecode=f"{stdlib_shipped}/{stdlib_total}")


def say_memory() -> None:
    """At a game's end, when the page is asked (``<html data-ask-memory>``, set by ``python
    build.py bench``): ``data-py-objects`` (the objects Python's collector tracks, once it has
    collected, with those set aside by :func:`settle`) and ``data-py-heap`` (the bytes of the
    interpreter's WebAssembly memory, which only grows).  Said at every game's end, its whole
    collection and count made the task that showed the results take 251 ms on a cheap tablet."""
    import gc

    from glue.dom import dataset

    gc.collect()
    heap = None
    try:
        import pyodide_js

        heap = int(pyodide_js._module.HEAPU8.length)
    except (ImportError, AttributeError):
        pass
    dataset(py_objects=len(gc.get_objects()) + gc.get_freeze_count(), py_heap=heap)
