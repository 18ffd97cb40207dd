"""Cinderisle: the game engine (pure Python, standard library only).

The whole game is a :class:`State` with :meth:`State.legal_actions` and
:meth:`State.apply`, which returns the :mod:`events <engine.events>` of the action;
:class:`Game` adds the seed-driven chance and the record.  A refused action raises
:class:`RuleError` (:class:`MalformedAction` when it is not an action at all).

>>> from engine import Game, GameConfig, Action
>>> game = Game(GameConfig(seats=2, seed=11, island="landfall"))
>>> game.play(Action.parse("hearth 20"))
[Built(seat=1, piece='hearth', place=20)]
>>> str(game.actions[-1])
'hearth 20'
>>> game.play(Action.parse("hearth 21"))
Traceback (most recent call last):
...
engine.errors.RuleError: 'hearth 21' is not legal: lay a causeway beside your new hearth first (setup-causeway, turn 0, seat 1 to act)
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from . import events
    from .actions import Action
    from .errors import MalformedAction, RecordError, RuleError
    from .events import Event
    from .game import Game, GameConfig
    from .island import Island, IslandError, island_name, landfall
    from .islandgen import deal_island
    from .phase import Phase
    from .state import State
    from .view import SeatView

# The names above are imported when first asked for (PEP 562), so that importing one small
# module of the engine (``engine.island`` for a page's first screen) does not import the whole
# game: the page opens faster.
_HOMES = {
    "events": "", "Action": "actions", "MalformedAction": "errors", "RuleError": "errors", "Event": "events",
    "Game": "game", "GameConfig": "game", "RecordError": "errors", "deal_island": "islandgen", "Island": "island",
    "IslandError": "island", "island_name": "island", "landfall": "island", "Phase": "phase", "State": "state",
    "SeatView": "view",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    import importlib

    module = importlib.import_module(f"{__name__}.{home or name}")
    value = module if not home else getattr(module, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOMES))

__all__ = [
    "Action", "Event", "Game", "GameConfig", "Island", "IslandError", "MalformedAction", "Phase", "RecordError",
    "RuleError", "SeatView", "State", "deal_island", "events", "island_name", "landfall",
]
