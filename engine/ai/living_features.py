"""What the AI seats know about a Living Island position (LIVING-ISLAND.md).

Cinderisle's tables (:mod:`engine.ai.features`) are fixed per island: a tile has one resource
and one number for the whole game.  On a living board neither holds.  A tile pays ½ card per
healthy half of that half's resource to a hearth (1 to a beacon), so a mixed tile pays two
resources and a scorched half pays nothing; and the numbers move: the rings turn one step
after every world event (every 7), so the number a tile carries now holds for a few rolls,
the next position's for a few more, and over a long game a tile earns about its ring's
average.  :class:`LivingInfo` keeps, for one state of the halves and the rings, what each
corner yields of each resource, three ways:

- **now**: the numbers as they lie (what the Ashcloud blocks until the next 7 turns the rings);
- **soon**: now, the next position and the one after, weighted by how long each is likely to
  hold (what the next few rounds bring: rounds to afford a goal);
- **long**: those with the ring's average (what a hearth or beacon earns to the end).

Each yield is in "dots": a whole healthy tile next to a hearth gives its number's ember dots,
as in Cinderisle, each healthy half half of them.  Everything here reads public facts (the
halves, the rings, the act) plus the hand and cards of the seat asked about, on a
:class:`~engine.state.State` an AI seat dealt from its own view.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from ..board import Board
from ..cards import DOTS, N_RES
from ..halves import INNER_RING, OUTER_RING, RING_POSITIONS
from ..hexgrid import N_CORNERS, N_TILES
from ..island import OPEN_JETTY
from ..living import NO_HALF, SCORCHED
from ..pieces import BEACON_PIECE, HEARTH_PIECE
from ..rules.world import kind_chances, numbers_now
from . import features as F
from .memo import trimmed

if TYPE_CHECKING:
    from ..actions import Action
    from ..living import Living
    from ..ruleset import RuleSet
    from ..state import State

NOW_SOON = (0.55, 0.3, 0.15)
"""Soon: the weight of the numbers now, after one ring step and after two."""
NOW_LONG = (0.25, 0.15, 0.1)
"""Long: the same three positions; the rest of the weight goes to the ring's average."""
GAME_BUILDS = (10, 4, 3, 5)
"""Causeways, hearths, beacons and venture cards a seat buys over a typical game (what the
resources are needed for, with the rule set's costs)."""

_SERIAL = itertools.count()

Yield = tuple[tuple[int, float, int], ...]
"""A corner's yield: (resource, dots, tile) for each healthy half next to it."""


class LivingInfo:
    """Per-position tables (for one layout of the halves and one ring position)."""

    __slots__ = (
        "bi",
        "corner_long",
        "corner_scorched",
        "corner_soon",
        "corner_static",
        "scorched",
        "serial",
        "tile_halves",
        "tile_long",
        "tile_now",
        "tile_soon",
        "weight",
    )

    bi: F.BoardInfo
    serial: int
    tile_now: tuple[float, ...]
    tile_soon: tuple[float, ...]
    tile_long: tuple[float, ...]
    tile_halves: tuple[tuple[int, ...], ...]
    """The resources of each tile's healthy halves (none for the Caldera and a sunk tile)."""
    scorched: tuple[int, ...]
    """Each tile's scorched halves."""
    corner_soon: tuple[Yield, ...]
    corner_long: tuple[Yield, ...]
    corner_scorched: tuple[tuple[tuple[int, float], ...], ...]
    """(tile, long dots) for each scorched half next to a corner."""
    weight: tuple[float, ...]
    corner_static: tuple[float, ...]

    def __init__(self, board: Board, rules: RuleSet, halves: tuple[int, ...], ring: int, backwards: bool) -> None:
        bi = self.bi = F.info(board)
        self.serial = next(_SERIAL)
        """A number no other table has had (a key for what is remembered per table)."""
        island = board.island
        step = -1 if backwards else 1
        at = [numbers_now(island, (ring + k * step) % RING_POSITIONS) for k in range(3)]
        average = [0.0] * N_TILES
        for ring_tiles in (OUTER_RING, INNER_RING):
            dots = [DOTS.get(island.numbers[t] or 0, 0) for t in ring_tiles]
            mean = sum(dots) / len(dots)
            for t in ring_tiles:
                average[t] = mean
        now, soon, long = [0.0] * N_TILES, [0.0] * N_TILES, [0.0] * N_TILES
        (s0, s1, s2), (l0, l1, l2) = NOW_SOON, NOW_LONG
        rest = 1.0 - l0 - l1 - l2
        for t in range(N_TILES):
            d0, d1, d2 = DOTS.get(at[0][t] or 0, 0), DOTS.get(at[1][t] or 0, 0), DOTS.get(at[2][t] or 0, 0)
            now[t] = float(d0)
            soon[t] = s0 * d0 + s1 * d1 + s2 * d2
            long[t] = l0 * d0 + l1 * d1 + l2 * d2 + rest * average[t]
        self.tile_now, self.tile_soon, self.tile_long = tuple(now), tuple(soon), tuple(long)
        tile_halves: list[tuple[int, ...]] = []
        for t in range(N_TILES):
            tile_halves.append(tuple(r for r in (halves[2 * t], halves[2 * t + 1]) if r >= 0))
        self.tile_halves = tuple(tile_halves)
        self.scorched = tuple((halves[2 * t] == SCORCHED) + (halves[2 * t + 1] == SCORCHED) for t in range(N_TILES))
        ct = bi.corner_tiles

        def table(dots: tuple[float, ...]) -> tuple[Yield, ...]:
            per_tile = [tuple([(r, 0.5 * dots[t], t) for r in tile_halves[t]]) for t in range(N_TILES)]
            out: list[Yield] = []
            for tiles in ct:
                got = per_tile[tiles[0]]
                for t in tiles[1:]:
                    got = got + per_tile[t]
                out.append(got)
            return tuple(out)

        self.corner_soon, self.corner_long = table(self.tile_soon), table(self.tile_long)
        burnt = [((t, 0.5 * long[t]),) * self.scorched[t] for t in range(N_TILES)]
        if any(self.scorched):
            self.corner_scorched = tuple([sum([burnt[t] for t in ct[c]], ()) for c in range(N_CORNERS)])
        else:
            self.corner_scorched = ((),) * N_CORNERS
        # What a resource is worth: what a game spends of it (the rule set's costs) against what
        # the living halves grow (compressed, as Cinderisle's: a 4:1 trade puts a floor under it).
        costs = (rules.cost_causeway, rules.cost_hearth, rules.cost_beacon, rules.cost_venture)
        demand = [float(sum(k * cost[r] for k, cost in zip(GAME_BUILDS, costs, strict=True))) for r in range(N_RES)]
        grown = [0.0] * N_RES
        for t in range(N_TILES):
            for r in tile_halves[t]:
                grown[r] += 0.5 * long[t]
        total_demand, total_grown = sum(demand), max(sum(grown), 1e-6)
        weight = []
        for r in range(N_RES):
            ratio = (demand[r] / total_demand) / max(grown[r] / total_grown, 0.02)
            weight.append(max(0.35, min(1.9, ratio ** 0.6)))
        self.weight = tuple(weight)
        tile_static = [sum([weight[r] for r in tile_halves[t]]) * 0.5 * long[t] for t in range(N_TILES)]
        self.corner_static = tuple([sum([tile_static[t] for t in ct[c]]) for c in range(N_CORNERS)])


_CACHE: dict[tuple[Any, ...], LivingInfo] = {}
CACHE_SIZE = 512
"""Positions of the halves and rings whose tables are remembered (the oldest forgotten first)."""


def info_of(board: Board, rules: RuleSet, halves: tuple[int, ...], ring: int, backwards: bool) -> LivingInfo:
    """The (cached) tables of one position of the halves and the rings."""
    key = (id(board), halves, ring, backwards)
    got = _CACHE.get(key)
    if got is None or got.bi.board is not board:
        got = LivingInfo(board, rules, halves, ring, backwards)
        trimmed(_CACHE, CACHE_SIZE - 1)[key] = got
    return got


def info(s: State) -> LivingInfo:
    """The tables of ``s``'s position (a Living Island state)."""
    lv = living(s)
    return info_of(s.board, s.rules, tuple(lv.halves), lv.ring, lv.reversed)


def living(s: State) -> Living:
    lv = s.living
    assert lv is not None
    return lv


# ---------------------------------------------------------------- yields


def production(s: State, seat: int, li: LivingInfo | None = None, skip_ash: bool = False) -> list[float]:
    """Dots of each resource ``seat``'s hearths and beacons earn per roll, soon (beacons count twice)."""
    li = li or info(s)
    out = [0.0] * N_RES
    cp = s.corner_piece
    ash = s.ash if skip_ash else -1
    table = li.corner_soon
    for c in s.seat_corners[seat]:
        p = cp[c]
        for r, d, t in table[c]:
            if t != ash:
                out[r] += d * p
    return out


def production_long(s: State, seat: int, li: LivingInfo | None = None) -> list[float]:
    """As :func:`production`, with the long view of the numbers."""
    li = li or info(s)
    out = [0.0] * N_RES
    cp = s.corner_piece
    for c in s.seat_corners[seat]:
        p = cp[c]
        for r, d, _ in li.corner_long[c]:
            out[r] += d * p
    return out


def corner_value(s: State, seat: int, c: int, prod: list[float] | None = None, li: LivingInfo | None = None) -> float:
    """How good corner ``c`` is for ``seat`` to settle: what its halves earn to the end, a
    resource the seat lacks worth more; its scorched halves a little (they may heal, and a
    Reclaim can heal them); jetties as Cinderisle's."""
    li = li or info(s)
    w = li.weight
    if prod is None:
        prod = production(s, seat, li)
    value = 0.0
    for r, d, _ in li.corner_long[c]:
        have = prod[r]
        factor = 1.45 if have <= 0 else (1.15 if have < 4 else (1.0 if have < 9 else 0.85))
        value += w[r] * d * factor
    for _t, d in li.corner_scorched[c]:
        value += 0.3 * d
    for kind in li.bi.corner_jetty[c]:
        if kind == OPEN_JETTY:
            value += 1.0 + 0.08 * sum(prod)
        else:
            value += 0.5 + 0.35 * (prod[kind] + sum(d for r, d, _ in li.corner_long[c] if r == kind))
    return value


def pieces_on(s: State, seat: int, t: int) -> int:
    """``seat``'s hearths and beacons next to tile ``t`` (a beacon counts twice)."""
    cp, cs = s.corner_piece, s.corner_seat
    total = 0
    for c in F.info(s.board).tile_corners[t]:
        if cs[c] == seat and (cp[c] == HEARTH_PIECE or cp[c] == BEACON_PIECE):
            total += cp[c]
    return total


# ---------------------------------------------------------------- renown and the hidden Relics


def _unseen(s: State, viewer: int) -> tuple[int, int]:
    """(Relics, venture cards) nobody has shown ``viewer``."""
    rules = s.rules
    hidden = rules.hidden_card
    shown = sum(s.landmarks_shown)
    unknown_h = rules.deck[hidden] - shown - s.ventures[viewer][hidden]
    unknown = sum(rules.deck) - sum(s.wardens_played) - shown - sum(s.ventures[viewer])
    return max(unknown_h, 0), max(unknown, 1)


def threat(s: State, seat: int, viewer: int) -> float:
    """How close ``seat`` looks to winning, as ``viewer`` sees it (public renown + Relics guessed)."""
    if seat == viewer:
        return float(s.renown[seat] + s.ventures[seat][s.rules.hidden_card])
    held = sum(s.ventures[seat])
    if not held:
        return float(s.renown[seat])
    unknown_h, unknown = _unseen(s, viewer)
    return s.renown[seat] + held * unknown_h / unknown


def top_threat(s: State, viewer: int, others_only: bool = False) -> float:
    """The highest :func:`threat` at the table (of the other seats only, with ``others_only``)."""
    best = -1.0
    for v in range(s.n):
        if others_only and v == viewer:
            continue
        best = max(best, threat(s, v, viewer))
    return best


def others_cards(s: State, viewer: int) -> list[float]:
    """Whole cards of each resource the other seats hold between them, as public facts tell:
    the halves neither in the Supply nor ``viewer``'s, scaled to their whole cards in all."""
    lv = living(s)
    supply, mine, held = s.supply, s.hands[viewer], lv.held[viewer]
    outside = [max(0, 40 - 2 * supply[r] - lv.supply_half[r] - 2 * mine[r] - held[r]) for r in range(N_RES)]
    whole = sum(sum(s.hands[v]) for v in range(s.n) if v != viewer)
    total = sum(outside)
    if not total:
        return [0.0] * N_RES
    return [x * whole / total for x in outside]


def wardens_for_watch(s: State, seat: int) -> int:
    """Militia ``seat`` still has to play to take Warden of the Wastes (0: holds it)."""
    holder = s.watch_holder
    if holder == seat:
        return 0
    need = max(s.rules.watch_min, (s.wardens_played[holder] + 1) if holder >= 0 else s.rules.watch_min)
    return need - s.wardens_played[seat]


# ---------------------------------------------------------------- the Ashcloud


def ash_tile_score(s: State, seat: int, t: int, li: LivingInfo | None = None) -> float:
    """How much moving the Ashcloud onto tile ``t`` helps ``seat``: the harvest it blocks
    until the next 7 (the numbers as they lie now: the rings turn only then), the leader's
    most; never its own; and a card to steal (no seat is sheltered here)."""
    li = li or info(s)
    halves = li.tile_halves[t]
    dots = li.tile_now[t]
    w = sum(li.weight[r] for r in halves) * 0.5
    return F.ash_score(s, seat, li.bi.tile_corners[t], dots, w, threat, s.rules.shelter_renown)


def ash_scores(s: State, seat: int, li: LivingInfo | None = None) -> dict[int, float]:
    """:func:`ash_tile_score` of every tile with a hearth or beacon on it (any other tile scores 0)."""
    li = li or info(s)
    cp = s.corner_piece
    corner_tiles = li.bi.corner_tiles
    on: dict[int, list[tuple[int, int]]] = {}
    for v in range(s.n):
        for c in s.seat_corners[v]:
            p = cp[c]
            if p == HEARTH_PIECE or p == BEACON_PIECE:
                for t in corner_tiles[c]:
                    on.setdefault(t, []).append((v, p))
    threats = [threat(s, v, seat) for v in range(s.n)]
    robbable = [bool(any(s.hands[v])) for v in range(s.n)]
    weight = li.weight
    out: dict[int, float] = {}
    for t, pieces in on.items():
        dots = li.tile_now[t] * 0.5 * sum([weight[r] for r in li.tile_halves[t]])
        score = 0.0
        best = 0.0
        for v, p in pieces:
            if v == seat:
                score -= 3.0 * p * dots + 2.0
            else:
                score += p * dots * (0.5 + threats[v] / 4.0)
                if robbable[v]:
                    best = max(best, 1.5 + 0.3 * threats[v])
        out[t] = score + best
    return out


def best_ash_tile(actions: list[Action], scores: dict[int, float]) -> Action:
    """The action whose tile (``a``) scores best, the lowest tile among equals."""
    return max(actions, key=lambda a: (scores.get(a.a, 0.0), -a.a))


def ash_hurts(s: State, seat: int, li: LivingInfo | None = None) -> float:
    """Dots of ``seat``'s harvest the Ashcloud blocks now (its own pieces on its tile)."""
    li = li or info(s)
    t = s.ash
    return pieces_on(s, seat, t) * li.tile_now[t] * 0.5 * len(li.tile_halves[t])


# ---------------------------------------------------------------- the island's health


def chances(s: State) -> tuple[float, float, float]:
    """The next world event's chances: burn, heal, still."""
    return kind_chances(living(s))


def heal_value(s: State, seat: int, h: int, rolls: float, li: LivingInfo | None = None) -> float:
    """Cards a Reclaim of half ``h`` earns ``seat`` over ``rolls`` more rolls (the half heals
    into a resource of average worth), less what the events would heal anyway."""
    li = li or info(s)
    t = h // 2
    mine = pieces_on(s, seat, t)
    per_roll = mine * 0.5 * li.tile_long[t] / 36.0
    avg_w = sum(li.weight) / N_RES
    _burn, heal, _still = chances(s)
    # The events heal it too, sooner in a later act: count the harvest until then, about.
    return per_roll * rolls * avg_w * (1.0 - 0.5 * heal)


def whole_after(s: State) -> int:
    """Scorched halves on the island (sunk tiles hold none)."""
    return living(s).halves.count(SCORCHED)


def living_tiles(s: State) -> list[int]:
    halves = living(s).halves
    return [t for t in range(N_TILES) if halves[2 * t] != NO_HALF]


__all__ = [
    "LivingInfo", "ash_hurts", "ash_tile_score", "chances", "corner_value", "heal_value", "info", "info_of",
    "others_cards", "pieces_on", "production", "production_long", "threat", "top_threat", "wardens_for_watch",
]
