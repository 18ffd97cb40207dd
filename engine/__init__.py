"""Cinderisle: the game engine (pure Python, standard library only).

A game is a :class:`Game`: :meth:`Game.play` applies a seat's action (then the chance steps
it sets off, from the seed) and returns the :mod:`events <engine.events>` of what happened;
the game also answers whose decision it is, the legal actions, why an action is refused
and what a seat may see (:class:`SeatView`).  Underneath, a :class:`State` is plain data and
the rules are functions over it (:mod:`engine.rules`: ``apply``, ``legal_actions`` ...),
which searching AI seats call directly.  A refused action raises :class:`RuleError`
(:class:`MalformedAction` when it is not an action at all).

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

What the page and the command line use is named here: the game, its state and views, the
actions, errors and events, the island, the seats; and the modules of the rules' numbers
and names (``cards``, ``constants``, ``hexgrid`` ...).
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from . import (
        actions,
        ai,
        cards,
        clocks,
        constants,
        errors,
        events,
        hexgrid,
        island,
        islandgen,
        offer,
        phase,
        pieces,
        rules,
        seats,
        selfplay,
    )
    from .actions import CHANCE_KINDS, TAKE_BACK_KINDS, TIMER_KINDS, Action
    from .ai import make_seat
    from .ai.hint import Hint, hint
    from .errors import MalformedAction, RecordError, RuleError
    from .events import Event, seen_by
    from .game import Game, GameConfig
    from .island import LANDFALL, Island, IslandError, island_name, landfall
    from .islandgen import deal_island
    from .phase import Phase
    from .seats import AI_KINDS, HUMAN, LEVELS, kind_label
    from .selfplay import play_game
    from .state import State
    from .view import PublicView, SeatView

# The names above are imported when first asked for (PEP 562), so that importing one small
# module of the engine (``engine.island`` for a page's first screen) does not import the whole
# game: the page opens faster.  Each name's module ("": the name is the module itself).
_HOMES = {
    "actions": "", "ai": "", "cards": "", "clocks": "", "constants": "", "errors": "", "events": "", "hexgrid": "",
    "island": "", "islandgen": "", "offer": "", "phase": "", "pieces": "", "rules": "", "seats": "", "selfplay": "",
    "Action": "actions", "CHANCE_KINDS": "actions", "TAKE_BACK_KINDS": "actions", "TIMER_KINDS": "actions",
    "make_seat": "ai", "Hint": "ai.hint", "hint": "ai.hint",
    "MalformedAction": "errors", "RecordError": "errors", "RuleError": "errors",
    "Event": "events", "seen_by": "events",
    "Game": "game", "GameConfig": "game",
    "LANDFALL": "island", "Island": "island", "IslandError": "island", "island_name": "island", "landfall": "island",
    "deal_island": "islandgen",
    "Phase": "phase",
    "AI_KINDS": "seats", "HUMAN": "seats", "LEVELS": "seats", "kind_label": "seats",
    "play_game": "selfplay",
    "State": "state",
    "PublicView": "view", "SeatView": "view",
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
    "AI_KINDS",
    "CHANCE_KINDS",
    "HUMAN",
    "LANDFALL",
    "LEVELS",
    "TAKE_BACK_KINDS",
    "TIMER_KINDS",
    "Action",
    "Event",
    "Game",
    "GameConfig",
    "Hint",
    "Island",
    "IslandError",
    "MalformedAction",
    "Phase",
    "PublicView",
    "RecordError",
    "RuleError",
    "SeatView",
    "State",
    "actions",
    "ai",
    "cards",
    "clocks",
    "constants",
    "deal_island",
    "errors",
    "events",
    "hexgrid",
    "hint",
    "island",
    "island_name",
    "islandgen",
    "kind_label",
    "landfall",
    "make_seat",
    "offer",
    "phase",
    "pieces",
    "play_game",
    "rules",
    "seats",
    "seen_by",
    "selfplay",
]
