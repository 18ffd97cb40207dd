"""Living Island's world events, rings and acts (LIVING-ISLAND 9, 10, 11 and 15): what a 7
sets off after the steal, what a Reclaim's heal draws, and the end by healing.

A world event is worked through as a list of steps (``Living.todo``).  A step that draws
(the kind, the event, an epicenter, a row, a half, a resource, where the Ashcloud wanders)
waits in the :data:`~engine.phase.Phase.WORLD` chance phase for its outcome, which the
game's seed picks (:func:`world_outcomes` lists the outcomes and their whole-number
weights, in the order section 17 fixes); the other steps are done at once.  A draw with no
outcome is skipped.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from .. import actions as A
from .. import errors as E
from ..actions import Action
from ..cards import N_RES
from ..events import (
    ActBegan,
    AshcloudMoved,
    CaravanTaken,
    EventAimed,
    HalfHealed,
    HealedWhole,
    RingsReversed,
    RingsTurned,
    TileSunk,
    TradersCame,
    WorldEvent,
    WorldKind,
    make,
)
from ..halves import RING_POSITIONS, ROWS, numbers_at
from ..hexgrid import N_TILES
from ..island import Island
from ..living import NO_HALF, SCORCHED, Living
from ..phase import CARAVAN, MAIN, OVER, WORLD
from ..state import State
from .common import Out, fail, need_phase
from .halves import (
    burn,
    burnable,
    is_living_tile,
    lose_a_half,
    lv,
    production,
    productivity,
    salvage,
    tile_spared,
    tiles_next_to,
)
from .titles import check_win, reveal_hidden

BURN, HEAL, STILL = range(3)
(EMBERSTORM, FIRE_FRONT, ASHFALL, BLIGHT, RAIDER_RAZING, SINKHOLE, VERDANT_CASCADE, SPRING_RAINS, PIONEERS_RETURN,
 WILDBLOOM, RIVER_REBIRTH, SANCTUARY, TREMOR, REVERSAL, SUPPLY_CARAVAN, WANDERING_TRADERS) = range(16)
KIND_EVENTS = (
    (EMBERSTORM, FIRE_FRONT, ASHFALL, BLIGHT, RAIDER_RAZING, SINKHOLE),
    (VERDANT_CASCADE, SPRING_RAINS, PIONEERS_RETURN, WILDBLOOM, RIVER_REBIRTH, SANCTUARY),
    (TREMOR, REVERSAL, SUPPLY_CARAVAN, WANDERING_TRADERS),
)
"""Each kind's events, in the order of 9.1."""
EVENT_KIND = tuple(k for k, events in enumerate(KIND_EVENTS) for _ in events)
ACT_BONUS = (0, 0, 12, 24)
"""B, the act's lean toward healing (9.1), by act."""
ACT_RENOWN = ((2, 5), (3, 8))
"""Each later act and the highest public renown that begins it (11)."""
LAST_ACT = 3
ASHFALL_BURNS = 3
SPRING_RAINS_HEALS = 4
PIONEERS_HEALS = 2
BLIGHT_TILES = 2

# Steps that draw.
K_KIND, K_EVENT, K_EPI_BURN, K_EPI_HEAL, K_ROW_BURN, K_ROW_HEAL, K_SCORCH, K_SINK, K_HEAL_ANY, K_HEAL_NEAR, \
    K_HEAL_HALF, K_WANDER = range(12)
# Steps done at once.
D_LOSE, D_HEAL_TILE, D_FULL_HEAL, D_BLIGHT, D_WILDBLOOM, D_SANCTUARY, D_STEP, D_REVERSAL, D_CARAVAN, D_RAZE, \
    D_EVENT_END, D_RING, D_RECLAIM_END = range(20, 33)
DRAWS = frozenset(range(12))


# ------------------------------------------------------------------ rings and numbers


@functools.cache
def _numbers(dealt: tuple[int | None, ...], position: int) -> tuple[tuple[int | None, ...], tuple[tuple[int, ...], ...]]:
    now = numbers_at(dealt, position)
    by_number: list[list[int]] = [[] for _ in range(13)]
    for t, n in enumerate(now):
        if n is not None:
            by_number[n].append(t)
    return now, tuple(tuple(ts) for ts in by_number)


def numbers_now(island: Island, position: int) -> tuple[int | None, ...]:
    """Each tile's number at ring ``position`` (None: no token)."""
    return _numbers(island.numbers, position)[0]


def tiles_now(island: Island, position: int, number: int) -> tuple[int, ...]:
    """The tiles carrying ``number`` at ring ``position``."""
    return _numbers(island.numbers, position)[1][number]


def ring_step(s: State, out: Out, steps: int = 1) -> None:
    living = lv(s)
    living.ring = (living.ring + (-1 if living.reversed else 1)) % RING_POSITIONS
    out.append(make(RingsTurned, (living.ring, living.reversed, steps)))


# ------------------------------------------------------------------ the odds of the next event


def act_of(renown: list[int]) -> int:
    """The act the highest public renown has reached (an act never goes back: see
    :func:`update_act`)."""
    top = max(renown)
    act = 1
    for later, at in ACT_RENOWN:
        if top >= at:
            act = later
    return act


def kind_weights(living: Living) -> tuple[int, int, int]:
    """The weights of Burn, Heal and Still for the next world event (9.1)."""
    total = living.living_halves()
    scorched = living.scorched()
    whole = total - scorched
    a = min(total, scorched + ACT_BONUS[living.act])
    return (3 * (total - a) if whole else 0, 3 * a if scorched else 0, total)


def kind_chances(living: Living) -> tuple[float, float, float]:
    """The next world event's three chances (burn, heal, still), as the page shows them."""
    w = kind_weights(living)
    total = sum(w)
    return (w[0] / total, w[1] / total, w[2] / total)


def events_of(living: Living, kind: int) -> tuple[int, ...]:
    """The events of ``kind`` that may be drawn now (the Sinkhole only in Act I, once)."""
    events = KIND_EVENTS[kind]
    if kind == BURN and (living.act != 1 or living.sunk >= 0):
        return events[:-1]
    return events


def update_act(s: State, out: Out) -> None:
    """After every action and chance step: the act the leader's public renown has reached."""
    living = lv(s)
    if living.act == LAST_ACT:
        return
    act = act_of(s.renown)
    while living.act < act:
        living.act += 1
        out.append(make(ActBegan, (living.act,)))


# ------------------------------------------------------------------ what a draw may give


def _living_tiles(living: Living) -> list[int]:
    return [t for t in range(N_TILES) if living.halves[2 * t] != NO_HALF]


def _neighbours(s: State, t: int) -> list[int]:
    living = lv(s)
    return [n for n in s.board.topo.tile_neighbours[t] if is_living_tile(living, n)]


def _burnable(s: State) -> list[bool]:
    return burnable(s)


def _heal_pairs(halves: list[int]) -> list[tuple[Action, int]]:
    return [(A.with_arg(A.HEAL, h, r), 1) for h in halves for r in range(N_RES)]


def world_outcomes(s: State) -> list[tuple[Action, int]]:
    """The outcomes of the world step the game waits for, each with its whole-number
    weight, in the order section 17 fixes (none: no step, or one with nothing to draw)."""
    living = s.living
    if living is None or not living.todo:
        return []
    step, arg = living.todo[0]
    halves = living.halves
    if step == K_KIND:
        return [(A.with_arg(A.WORLD, k), w) for k, w in enumerate(kind_weights(living)) if w]
    if step == K_EVENT:
        return [(A.with_arg(A.EVENT, e), 1) for e in events_of(living, living.kind)]
    if step == K_EPI_BURN:
        ok = _burnable(s)
        return [(A.with_arg(A.EPICENTER, t), 1) for t in _living_tiles(living)
                if any(ok[2 * u] or ok[2 * u + 1] for u in (t, *_neighbours(s, t)))]
    if step == K_EPI_HEAL:
        return [(A.with_arg(A.EPICENTER, t), 1) for t in _living_tiles(living)
                if SCORCHED in (halves[2 * t], halves[2 * t + 1])]
    if step == K_ROW_BURN:
        ok = _burnable(s)
        return [(A.with_arg(A.ROW, r), 1) for r, row in enumerate(ROWS) if any(ok[2 * t] or ok[2 * t + 1] for t in row)]
    if step == K_ROW_HEAL:
        return [(A.with_arg(A.ROW, r), 1) for r, row in enumerate(ROWS)
                if any(SCORCHED in (halves[2 * t], halves[2 * t + 1]) for t in row)]
    if step == K_SCORCH:
        ok = _burnable(s)
        return [(A.with_arg(A.SCORCH, h), 1) for h in range(len(halves)) if ok[h]]
    if step == K_SINK:
        prod = production(s)
        return [(A.with_arg(A.SINK, t), 1) for t in _living_tiles(living) if not tile_spared(s, t, prod)]
    if step == K_HEAL_ANY:
        return _heal_pairs([h for h in range(len(halves)) if halves[h] == SCORCHED])
    if step == K_HEAL_NEAR:
        near = tiles_next_to(s, arg)
        return _heal_pairs([h for h in range(len(halves)) if halves[h] == SCORCHED and h // 2 in near])
    if step == K_HEAL_HALF:
        return _heal_pairs([arg] if halves[arg] == SCORCHED else [])
    if step == K_WANDER:
        return [(A.with_arg(A.WANDER, t), 1) for t in s.board.topo.tile_neighbours[s.ash]]
    return []


def lister(kind: str) -> Callable[[State, list[Action]], None]:
    """The lister of the world step outcomes of one kind (``world``, ``heal`` ...)."""

    def listing(s: State, out: list[Action]) -> None:
        out.extend([a for a, _ in world_outcomes(s) if a.kind == kind])

    return listing


# ------------------------------------------------------------------ working through the steps


def start_world_event(s: State) -> None:
    """A 7's world event is due (after the steal): its kind is drawn first."""
    living = lv(s)
    living.todo = [(K_KIND, 0), (D_EVENT_END, 0), (D_RING, 0)]
    living.healed = 0


def start_reclaim_heal(s: State, h: int, out: Out) -> None:
    """A Reclaim was paid for: half ``h`` heals into a resource the seed draws."""
    living = lv(s)
    living.todo = [(K_HEAL_HALF, h), (D_RECLAIM_END, 0)]
    living.healed = 0
    run(s, out)


def run(s: State, out: Out) -> None:
    """Do the steps that need no draw, until one waits for a draw (the WORLD phase), the
    Supply Caravan waits for a seat, the game ends, or nothing is left (back to the turn)."""
    living = lv(s)
    todo = living.todo
    while todo:
        step, arg = todo[0]
        if step in DRAWS:
            if world_outcomes(s):
                s.phase = WORLD
                return
            todo.pop(0)  # nothing to draw: the step is skipped
            continue
        todo.pop(0)
        _do(s, living, step, arg, out)
        if s.phase == OVER:
            living.todo = None
            return
        if s.phase == CARAVAN:
            return
    living.todo = None
    s.phase = MAIN


def _push(living: Living, steps: list[tuple[int, int]]) -> None:
    assert living.todo is not None
    living.todo[:0] = steps


def _do(s: State, living: Living, step: int, arg: int, out: Out) -> None:
    halves = living.halves
    if step == D_LOSE:
        lose_a_half(s, arg, out)
    elif step == D_HEAL_TILE:
        for h in (2 * arg, 2 * arg + 1):
            if halves[h] == SCORCHED:
                _push(living, [(K_HEAL_HALF, h)])
                break
    elif step == D_FULL_HEAL:
        if is_living_tile(living, arg):
            _push(living, [(K_HEAL_HALF, h) for h in (2 * arg, 2 * arg + 1) if halves[h] == SCORCHED])
    elif step == D_BLIGHT:
        _blight(s, out)
    elif step == D_WILDBLOOM:
        for t in _living_tiles(living):
            north, south = halves[2 * t], halves[2 * t + 1]
            if (north == SCORCHED) != (south == SCORCHED):
                h, r = (2 * t, south) if north == SCORCHED else (2 * t + 1, north)
                _heal(s, h, r, out)
    elif step == D_SANCTUARY:
        if s.ash != s.board.caldera:  # (already there: nothing moves, and nothing is told)
            s.ash = s.board.caldera
            out.append(make(AshcloudMoved, (-1, s.ash, True)))
    elif step == D_STEP:
        ring_step(s, out)
    elif step == D_REVERSAL:
        living.reversed = not living.reversed
        out.append(make(RingsReversed, (living.reversed,)))
    elif step == D_CARAVAN:
        living.caravan = [(s.turn_seat + i) % s.n for i in range(s.n)]
        next_caravan(s)
    elif step == D_RAZE:
        _push(living, [(D_LOSE, t) for t in _neighbours(s, s.ash)] + [(K_WANDER, 0)])
    elif step in (D_EVENT_END, D_RECLAIM_END):
        if living.act == LAST_ACT and living.healed and not living.scorched():
            end_by_healing(s, out)
    elif step == D_RING:
        ring_step(s, out)


def _blight(s: State, out: Out) -> None:
    """The two most productive living tiles each lose a half (ranked once, before any burns)."""
    living = lv(s)
    numbers = numbers_now(s.board.island, living.ring)
    ranked = sorted((-productivity(s, t, numbers), t) for t in _living_tiles(living))
    lost = 0
    for score, t in ranked:
        if lost == BLIGHT_TILES or score == 0:
            break
        if lose_a_half(s, t, out):
            lost += 1


def _heal(s: State, h: int, r: int, out: Out) -> None:
    living = lv(s)
    living.halves[h] = r
    living.healed += 1
    out.append(make(HalfHealed, (h, r)))


def _program(s: State, living: Living, event: int) -> list[tuple[int, int]]:
    """The steps of world ``event``, once drawn."""
    if event == EMBERSTORM:
        return [(K_EPI_BURN, 0)]
    if event == FIRE_FRONT:
        return [(K_ROW_BURN, 0)]
    if event == ASHFALL:
        return [(K_SCORCH, 0)] * ASHFALL_BURNS
    if event == BLIGHT:
        return [(D_BLIGHT, 0)]
    if event == RAIDER_RAZING:
        return [(D_RAZE, 0)]
    if event == SINKHOLE:
        return [(K_SINK, 0)]
    if event == VERDANT_CASCADE:
        return [(K_EPI_HEAL, 0)]
    if event == SPRING_RAINS:
        return [(K_HEAL_ANY, 0)] * SPRING_RAINS_HEALS
    if event == PIONEERS_RETURN:
        living.trailing = trailing_seat(s)
        return [(K_HEAL_NEAR, living.trailing)] * PIONEERS_HEALS
    if event == WILDBLOOM:
        return [(D_WILDBLOOM, 0)]
    if event == RIVER_REBIRTH:
        return [(K_ROW_HEAL, 0)]
    if event == SANCTUARY:
        return [(D_FULL_HEAL, s.ash), (D_SANCTUARY, 0)]
    if event == TREMOR:
        return [(D_STEP, 0)]
    if event == REVERSAL:
        return [(D_REVERSAL, 0)]
    if event == SUPPLY_CARAVAN:
        return [(D_CARAVAN, 0)]
    return []  # Wandering Traders: set when drawn


def trailing_seat(s: State) -> int:
    """The seat with the least public renown; ties: the least production; still tied: the
    first of them in turn order from the seat on turn (9.2)."""
    prod = production(s)
    order = [(s.turn_seat + i) % s.n for i in range(s.n)]
    return min(order, key=lambda seat: (s.renown[seat], prod[seat], order.index(seat)))


def do_world_step(s: State, action: Action, out: Out) -> None:
    """A world step's outcome (chance): checked against what the step may draw, then done."""
    need_phase(s, action, WORLD)
    if action not in [a for a, _ in world_outcomes(s)]:
        raise fail(s, action, E.CHANCE, "world-cannot-draw")
    living = lv(s)
    assert living.todo is not None
    step = living.todo.pop(0)[0]
    kind, a, b = action.kind, action.a, action.b
    if step == K_KIND:
        living.kind = a
        out.append(make(WorldKind, (a,)))
        _push(living, [(K_EVENT, 0)])
    elif step == K_EVENT:
        living.event = a
        if living.traders:
            living.traders = False
            out.append(make(TradersCame, (False,)))
        out.append(make(WorldEvent, (a, s.turn_seat)))
        if a == WANDERING_TRADERS:
            living.traders = True
            out.append(make(TradersCame, (True,)))
        _push(living, _program(s, living, a))
    elif kind == A.EPICENTER:
        out.append(make(EventAimed, (living.event, a, -1)))
        if step == K_EPI_BURN:
            _push(living, [(D_LOSE, a)] + [(D_LOSE, n) for n in _neighbours(s, a)])
        else:
            _push(living, [(D_FULL_HEAL, a)] + [(D_HEAL_TILE, n) for n in _neighbours(s, a)])
    elif kind == A.ROW:
        out.append(make(EventAimed, (living.event, -1, a)))
        lose_or_heal = D_LOSE if step == K_ROW_BURN else D_HEAL_TILE
        _push(living, [(lose_or_heal, t) for t in ROWS[a] if is_living_tile(living, t)])
    elif kind == A.SCORCH:
        burn(s, a, out)
    elif kind == A.SINK:
        _sink(s, a, out)
    elif kind == A.HEAL:
        _heal(s, a, b, out)
    elif kind == A.WANDER:
        s.ash = a
        out.append(make(AshcloudMoved, (-1, a, False)))
    run(s, out)


def _sink(s: State, t: int, out: Out) -> None:
    living = lv(s)
    out.append(make(EventAimed, (living.event, t, -1)))
    for h in (2 * t, 2 * t + 1):
        r = living.halves[h]
        living.halves[h] = NO_HALF
        if r >= 0:
            salvage(s, h, r, out)
    living.sunk = t
    out.append(make(TileSunk, (t,)))


# ------------------------------------------------------------------ the Supply Caravan


def next_caravan(s: State) -> None:
    """The next seat to take a Supply Caravan card (CARAVAN), or on with the event when the
    Supply has no whole card left or every seat has taken one."""
    living = lv(s)
    if living.caravan and any(s.supply):
        s.phase = CARAVAN
        return
    living.caravan = None
    s.phase = WORLD  # (run() goes on from here)


def caravan_choice(s: State, seat: int) -> int:
    """What a seat whose time ran out takes: the resource it holds fewest whole cards of,
    among those the Supply can give, ties Pine, Basalt, Kelp, Millet, Copper."""
    hand = s.hands[seat]
    return min((r for r in range(N_RES) if s.supply[r]), key=lambda r: (hand[r], r))


def list_caravan(s: State, out: list[Action]) -> None:
    living = lv(s)
    if living.caravan:
        seat = living.caravan[0]
        out.extend([A.with_arg(A.CARAVAN, seat, r) for r in range(N_RES) if s.supply[r]])


def do_caravan(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, CARAVAN)
    living = lv(s)
    seat, r = action.a, action.b
    if not living.caravan or seat != living.caravan[0]:
        raise fail(s, action, E.NOT_NOW, "caravan-not-seat")
    if not 0 <= r < N_RES or not s.supply[r]:
        raise fail(s, action, E.SUPPLY_EMPTY, "caravan-no-card")
    s.supply[r] -= 1
    s.hands[seat][r] += 1
    living.caravan.pop(0)
    out.append(make(CaravanTaken, (seat, r)))
    next_caravan(s)
    if s.phase == WORLD:
        run(s, out)


# ------------------------------------------------------------------ the end by healing


def end_by_healing(s: State, out: Out) -> None:
    """The island healed whole in Act III: the win at 10 first (for the seat on turn), else
    every seat shows its Relics and the highest totals share the win (15)."""
    check_win(s, out)
    if s.phase == OVER:
        return
    for seat in range(s.n):
        reveal_hidden(s, seat, out)
    totals = tuple(s.renown[seat] for seat in range(s.n))
    best = max(totals)
    winners = tuple(seat for seat in range(s.n) if totals[seat] == best)
    s.winners = list(winners)
    s.winner = winners[0] if len(winners) == 1 else -1
    s.phase = OVER
    out.append(make(HealedWhole, (winners, totals)))


__all__ = [
    "ACT_RENOWN", "BURN", "EVENT_KIND", "HEAL", "KIND_EVENTS", "STILL", "act_of", "caravan_choice", "do_caravan",
    "do_world_step", "end_by_healing", "events_of", "kind_chances", "kind_weights", "list_caravan", "lister", "next_caravan",
    "numbers_now", "ring_step", "run", "start_reclaim_heal", "start_world_event", "tiles_now", "trailing_seat",
    "update_act",
]
