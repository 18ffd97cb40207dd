"""Living Island as JSON for people and tools: the island with its halves and rings
(``python -m engine island N --rules living``) and a record's trace, one line per step
(``python -m engine replay FILE --trace``).

The island is the JSON of RULINGS 6 (``seed``, ``tiles``, ``jetties``, unchanged, so
:meth:`engine.island.Island.from_dict` reads it) plus ``rules`` (``"living-island"``), ``halves``
(half id -> resource, as dealt: every half healthy) and ``rings`` (:func:`living_island_dict`).

A trace line (:class:`TraceLine`) tells the public Living Island facts after each step of a
record; step 0 is the position before any action, with the tokens as dealt.  The record is
replayed in full first (:meth:`engine.game.Game.replay`: every chance outcome checked against
the seed), so a bad record is refused before any line is made.

>>> from engine.game import Game, GameConfig
>>> g = Game(GameConfig(seats=3, seed=7, rules="living"))
>>> lines = list(trace(g.record()))
>>> len(lines), lines[0]["step"], lines[0]["action"], lines[0]["ring"], len(lines[0]["halves"])
(1, 0, None, 0, 36)
>>> from engine.island import landfall
>>> isl = living_island_dict(landfall())
>>> isl["rings"]["outer"]["tiles"][:3], isl["halves"]["A1n"], isl["rings"]["numbers_at"][1][0]
(['A1', 'A2', 'A3'], 'basalt', 6)
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple, TypedDict

from .actions import Action
from .cards import RESOURCES
from .errors import RecordError
from .events import Event
from .game import Game
from .halves import INNER_RING, OUTER_RING, RING_POSITIONS, half_id, numbers_at
from .hexgrid import TILE_IDS
from .island import Island
from .living import NO_HALF, Living
from .rules import apply
from .rules.halves import holding_halves, production, supply_halves
from .rules.world import numbers_now
from .ruleset import LIVING_ISLAND
from .state import State

SCORCHED_NAME = "scorched"
"""How a scorched half is written (a healthy one by its resource: pine, basalt ...)."""


class TraceLine(TypedDict):
    """One step of a Living Island record: its public Living Island facts after the step."""

    step: int
    """0 before any action; k after the record's k-th action."""
    action: str | None
    """The record's text of the step's action (None at step 0)."""
    rules: str
    act: int
    """1, 2 or 3."""
    ring: int
    """The rings' position, 0..11 (0 as dealt)."""
    reversed: bool
    """The rings turn against their starting directions."""
    tokens: dict[str, int]
    """Tile id -> the number on it now (the Caldera absent), in tile order."""
    halves: dict[str, str]
    """Half id -> its resource or ``scorched``, in half order (a sunk tile's and the Caldera's absent)."""
    sunk: str | None
    """The tile a Sinkhole swallowed (None: none)."""
    supply_halves: dict[str, int]
    """Resource -> the Supply's halves (2 per whole card, plus its odd half)."""
    holdings_halves: list[dict[str, int]]
    """Per seat, resource -> its whole holding in halves (2 per whole card, plus its half)."""
    production: list[int]
    """Per seat (LIVING-ISLAND 8.1)."""
    renown: list[int]
    """Per seat, public renown (hidden Relics not counted)."""
    over: bool
    winners: list[int]
    """Every seat that won (empty until the game is over)."""


class Step(NamedTuple):
    """One step of a replayed record: the state is the game's own, changed by later steps."""

    step: int
    action: Action | None
    state: State
    events: list[Event]
    """What the step's action did (none at step 0)."""


def halves_dict(halves: list[int]) -> dict[str, str]:
    """Half id -> resource or ``scorched``, in half order; halves that are not there left out."""
    return {half_id(h): RESOURCES[r] if r >= 0 else SCORCHED_NAME for h, r in enumerate(halves) if r != NO_HALF}


def tokens_dict(numbers: tuple[int | None, ...]) -> dict[str, int]:
    """Tile id -> number, in tile order; tiles without a token left out."""
    return {TILE_IDS[t]: n for t, n in enumerate(numbers) if n is not None}


def _ring(tiles: tuple[int, ...], island: Island, turns: str) -> dict[str, Any]:
    return {"turns": turns, "tiles": [TILE_IDS[t] for t in tiles], "numbers": [island.numbers[t] for t in tiles]}


def living_island_dict(island: Island) -> dict[str, Any]:
    """A Living Island island as JSON data: RULINGS 6's fields, then

    - ``rules``: ``"living-island"``;
    - ``halves``: half id (``"A1n"``: a tile and ``n`` north or ``s`` south) -> resource, in
      half order (A1n, A1s, A2n ... E3s), the Caldera's absent: 36 halves as dealt;
    - ``rings``: ``position`` (0, as dealt) and ``positions`` (12); ``outer`` and ``inner``,
      each with ``turns`` (its starting direction), ``tiles`` (its tiles in ring order,
      clockwise) and ``numbers`` (the token dealt on each of those tiles); and ``numbers_at``:
      for each position k (0..11), every tile's number at k in tile order (None on the
      Caldera).  At position k the token dealt on outer tile i lies on outer tile (i + k) mod
      12, the one dealt on inner tile j on inner tile (j - k) mod 6 (LIVING-ISLAND 10).
    """
    d = island.to_dict()
    d["rules"] = LIVING_ISLAND.name
    d["halves"] = halves_dict(Living.new(island, seats=1).halves)
    d["rings"] = {
        "position": 0,
        "positions": RING_POSITIONS,
        "outer": _ring(OUTER_RING, island, "clockwise"),
        "inner": _ring(INNER_RING, island, "counter-clockwise"),
        "numbers_at": [list(numbers_at(island.numbers, k)) for k in range(RING_POSITIONS)],
    }
    return d


def steps(record: dict[str, Any] | str) -> Iterator[Step]:
    """Each step of a Living Island record, from step 0 (before any action).

    Raises :class:`RecordError` (before the first step) for a record that does not replay, and
    for one of another rule set's game."""
    game = Game.replay(record)
    if not game.config.rule_set.living_board:
        raise RecordError(f"a {game.config.rule_set.label} game: a trace is of Living Island's halves and rings, "
                          f"and reads only records whose config says \"rules\": \"{LIVING_ISLAND.name}\"")
    again = Game(game.config, island=game.island)
    state = again.state
    yield Step(0, None, state, [])
    for k, action in enumerate(game.actions, 1):
        yield Step(k, action, state, apply(state, action))


LIVING_FIELDS = ("act", "ring", "reversed", "tokens", "halves", "sunk", "supply_halves", "holdings_halves", "production")
"""The trace line's fields of Living Island's own state (``replay`` prints them of the final state)."""


def trace_line(step: int, action: Action | None, state: State) -> TraceLine:
    """The trace line of a Living Island state after step ``step`` (``action``)."""
    living = state.living
    if living is None:
        raise ValueError("a trace line needs a Living Island game")
    seats = range(state.n)
    return TraceLine(
        step=step,
        action=None if action is None else str(action),
        rules=state.rules.name,
        act=living.act,
        ring=living.ring,
        reversed=living.reversed,
        tokens=tokens_dict(numbers_now(state.board.island, living.ring)),
        halves=halves_dict(living.halves),
        sunk=TILE_IDS[living.sunk] if living.sunk >= 0 else None,
        supply_halves={name: supply_halves(state, r) for r, name in enumerate(RESOURCES)},
        holdings_halves=[{name: holding_halves(state, seat, r) for r, name in enumerate(RESOURCES)} for seat in seats],
        production=production(state),
        renown=state.renown[:],
        over=state.is_over,
        winners=state.winners[:],
    )


def trace(record: dict[str, Any] | str) -> Iterator[TraceLine]:
    """The trace of a Living Island record: one line per step, step 0 first (:func:`steps`)."""
    for st in steps(record):
        yield trace_line(st.step, st.action, st.state)


TRACE_FIELDS = tuple(TraceLine.__annotations__)
"""The fields of every trace line, in order."""

__all__ = ["SCORCHED_NAME", "TRACE_FIELDS", "Step", "TraceLine", "halves_dict", "living_island_dict", "steps",
           "tokens_dict", "trace", "trace_line"]
