"""Modules imported when first used, so that the page's first screen imports only what it needs
(issue 15): the game's screens, the coach and most of the engine wait for the first game.

A module names its lazy imports for the type checker as usual and takes them from here at
run time::

    if TYPE_CHECKING:
        from glue import game_screen
    else:
        game_screen = lazy.module("glue.game_screen")

The module object stands in ``sys.modules`` at once; reading any of its attributes imports it
(``importlib.util.LazyLoader``).  Once the first screen is up, the page imports them a few at a
time (:func:`warm`, ``glue/startup.warm_up``), between its other work, so that the first game
starts at once too.
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

__all__ = ["module", "stands_in", "waiting", "warm"]

_waiting: list[str] = []


def module(name: str) -> ModuleType:
    """The module ``name``: itself if already imported, else a stand-in that imports it when
    one of its attributes is first read.

    >>> m = module("colorsys")
    >>> "colorsys" in waiting()
    True
    >>> m.rgb_to_hsv(1, 0, 0)  # (read: imported now)
    (0.0, 1.0, 1)
    >>> "colorsys" in waiting()
    False
    """
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    loader = importlib.util.LazyLoader(spec.loader)
    spec.loader = loader
    found = importlib.util.module_from_spec(spec)
    sys.modules[name] = found
    parent, _, child = name.rpartition(".")
    if parent:
        setattr(sys.modules[parent], child, found)  # (as an import would: ``glue.game_screen``)
    loader.exec_module(found)
    _waiting.append(name)
    return found


def stands_in(found: object) -> bool:
    """Whether ``found`` is a stand-in of :func:`module`, not imported yet (reading any of its
    attributes would import it; ``type`` reads none)."""
    return type(found) is importlib.util._LazyModule  # type: ignore[attr-defined]


def _loaded(name: str) -> bool:
    found = sys.modules.get(name)
    return found is not None and not stands_in(found)


def waiting() -> list[str]:
    """The modules asked for lazily and not imported yet, in the order they were asked for."""
    _waiting[:] = [name for name in _waiting if not _loaded(name)]
    return list(_waiting)


def warm(name: str) -> None:
    """Import ``name`` now (a stand-in of :func:`module` included)."""
    importlib.import_module(name).__name__  # noqa: B018 (reading any attribute imports a stand-in)
