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

from . import events
from .actions import Action
from .errors import MalformedAction, RuleError
from .events import Event
from .game import Game, GameConfig, RecordError, deal_island
from .island import Island, IslandError, island_name, landfall
from .phase import Phase
from .state import State
from .view import SeatView

__all__ = [
    "Action", "Event", "Game", "GameConfig", "Island", "IslandError", "MalformedAction", "Phase", "RecordError",
    "RuleError", "SeatView", "State", "deal_island", "events", "island_name", "landfall",
]
