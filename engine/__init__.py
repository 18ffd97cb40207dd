"""Cinderisle: the game engine (pure Python, standard library only).

The whole game is a :class:`State` with :meth:`State.legal_actions` and
:meth:`State.apply`; :class:`Game` adds the seed-driven chance and the record.

>>> from engine import Game, GameConfig, Action
>>> game = Game(GameConfig(seats=2, seed=11, island="landfall"))
>>> game.play(Action.parse("hearth 20"))
>>> str(game.actions[-1])
'hearth 20'
"""

from .actions import Action, RuleError
from .game import Game, GameConfig, RecordError
from .island import Island, IslandError, landfall
from .phase import Phase
from .state import State
from .view import SeatView

__all__ = [
    "Action", "Game", "GameConfig", "Island", "IslandError", "Phase", "RecordError", "RuleError",
    "SeatView", "State", "landfall",
]
