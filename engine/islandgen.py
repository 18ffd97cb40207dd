"""Generated islands: deal a fair island from a seed, and check any island's fairness.

A generated island has Landfall's pieces (RULINGS section 4): 4 Pine, 3 Basalt,
3 Kelp, 5 Millet and 3 Copper tiles plus the Ash Caldera, the eighteen yield
numbers 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12, and eight
jetties (3 open, one for each resource) on coastal edges that share no corner.

:func:`generate` builds the island by a randomized search with backtracking:
terrain first (rule 4 checked as each tile is laid), then the yield numbers
(rules 1, 2, 3 and 6 checked as each number is laid, plus a bound that keeps
rule 5 reachable), then the jetties.  Every choice is taken in a random order,
and no choice that could still lead to a fair island is ever pruned, so every
fair island can be dealt (though not all equally often: a layout whose numbers
take long to find is dropped for a fresh one).  Only ``random.Random`` seeded
from a string is used, through ``randrange()`` and ``shuffle()``, and nothing is ever read
out of a set or dict in hash order, so a seed deals the same island in every
CPython and in Pyodide, under any ``PYTHONHASHSEED``.

Living Island (LIVING-ISLAND section 4.3) deals with the same generator,
``generate(seed, living=True)``: the Ash Caldera is laid on C3, the centre,
before any draw, from the stream ``cinderisle-island:{seed}:living``;
:func:`living_island_violations` checks such an island (the Caldera on C3 as well).

>>> isl = generate(2024)
>>> isl.seed, is_fair(isl)
(2024, True)
>>> generate(2024) == isl
True
>>> fairness_violations(landfall())
[]
"""

from __future__ import annotations

import functools
import random
import time
from dataclasses import dataclass

from .cards import CALDERA, DOTS, N_RES, RESOURCES, TERRAINS
from .constants import MAX_SEED, MIN_SEED
from .hexgrid import N_CORNERS, N_TILES, TILE_IDS, topology
from .island import LANDFALL, OPEN_JETTY, Island, landfall

__all__ = [
    "JETTY_KINDS",
    "LIVING_CALDERA",
    "MAX_CORNER_DOTS",
    "N_JETTIES",
    "TERRAIN_COUNTS",
    "YIELD_NUMBERS",
    "deal_island",
    "deal_time_ms",
    "fairness_violations",
    "generate",
    "is_fair",
    "living_island_violations",
]

TERRAIN_COUNTS: tuple[int, ...] = (4, 3, 3, 5, 3, 1)
"""Tiles of each terrain (Pine, Basalt, Kelp, Millet, Copper, Caldera) on an island."""
YIELD_NUMBERS: tuple[int, ...] = (2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12)
"""The eighteen yield numbers of an island, ascending."""
N_JETTIES = 8
JETTY_KINDS: tuple[int, ...] = (OPEN_JETTY,) * 3 + tuple(range(N_RES))
"""The eight jetty kinds: three open, then one for each resource."""
LIVING_CALDERA = TILE_IDS.index("C3")
"""Tile of the Ash Caldera on a Living Island: C3, the centre (index 9)."""
MAX_CORNER_DOTS = 12
"""Rule 6: the most ember dots one corner may touch."""
SHARE_SLACK = 3
"""Rule 5: how far (in dots) a resource may sit from its even share."""

_TOTAL_DOTS = sum(DOTS[n] for n in YIELD_NUMBERS)  # 58
# Both budgets must stay above 19 (one step per tile), so that a search that
# guesses right at every step, and so any fair island, is never cut short.
_TERRAIN_BUDGET = 400
"""Search steps allowed for one terrain layout before starting afresh."""
_NUMBER_BUDGET = 100
"""Search steps allowed for numbering one terrain layout before dealing a fresh layout."""

_HOT = (6, 8)
_RARE = (2, 12)


def _share_window(tiles: int) -> tuple[int, int]:
    """Rule 5: the least and most dots a resource with ``tiles`` tiles may hold.

    Exact integer form of ``abs(dots - 58 * tiles / 18) <= 3``.

    >>> _share_window(4), _share_window(3), _share_window(5)
    ((10, 15), (7, 12), (14, 19))
    """
    even = _TOTAL_DOTS * tiles  # the share, times the 18 numbers
    n = len(YIELD_NUMBERS)
    slack = SHARE_SLACK * n
    return -((slack - even) // n), (even + slack) // n


def _numbers_clash(a: int, b: int) -> bool:
    """Whether yield numbers ``a`` and ``b`` may not sit on touching tiles (rules 1-3).

    >>> _numbers_clash(6, 8), _numbers_clash(5, 5), _numbers_clash(2, 12), _numbers_clash(5, 9)
    (True, True, True, False)
    """
    return a == b or (a in _HOT and b in _HOT) or (a in _RARE and b in _RARE)


@dataclass(frozen=True, slots=True)
class _Tables:
    """Lookup tables for the search, built once from the topology."""

    neighbours: tuple[tuple[int, ...], ...]
    """Tiles sharing a side with each tile."""
    earlier: tuple[tuple[int, ...], ...]
    """Neighbours of each tile that come before it in tile order."""
    tile_corners: tuple[tuple[int, ...], ...]
    corner_tiles: tuple[tuple[int, ...], ...]
    edge_corners: tuple[tuple[int, int], ...]
    coast_ring: tuple[int, ...]
    """Coastal edges clockwise round the island, from edge 0 (A1's upper-left side)."""
    clash_mask: tuple[int, ...]
    """For each number 0..12, a bit mask of the numbers that may not touch it."""
    values: tuple[int, ...]
    """The distinct yield numbers, ascending."""
    dots: tuple[int, ...]
    """Ember dots of each number 0..12 (0 where no tile carries it)."""
    windows: tuple[tuple[int, int], ...]
    """Rule 5 window (least, most dots) of each resource."""


def _coast_ring() -> tuple[int, ...]:
    """Coastal edges in clockwise order, starting with edge 0.

    >>> _coast_ring()[:5]
    (0, 1, 2, 3, 4)
    """
    topo = topology()
    coast = topo.coastal_edges
    edge, corner = 0, topo.edge_corners[0][0]  # corner 0 is A1's top point: heading right
    ring = [edge]
    while True:
        nxt = next(e for e in topo.corner_edges[corner] if e != edge and e in coast)
        if nxt == ring[0]:
            return tuple(ring)
        a, b = topo.edge_corners[nxt]
        edge, corner = nxt, b if a == corner else a
        ring.append(edge)


@functools.cache
def _tables() -> _Tables:
    """Build (once) the search's lookup tables."""
    topo = topology()
    values = tuple(sorted(set(YIELD_NUMBERS)))
    clash_mask = tuple(
        sum(1 << b for b in values if _numbers_clash(a, b)) if a in values else 0 for a in range(13)
    )
    counts = TERRAIN_COUNTS
    return _Tables(
        neighbours=topo.tile_neighbours,
        earlier=tuple(tuple(u for u in nb if u < t) for t, nb in enumerate(topo.tile_neighbours)),
        tile_corners=topo.tile_corners,
        corner_tiles=topo.corner_tiles,
        edge_corners=topo.edge_corners,
        coast_ring=_coast_ring(),
        clash_mask=clash_mask,
        values=values,
        dots=tuple(DOTS.get(n, 0) for n in range(13)),
        windows=tuple(_share_window(counts[k]) for k in range(N_RES)),
    )


# --------------------------------------------------------------------------- dealing


def _weighted_pop(rng: random.Random, cands: list[int], left: list[int], weight: int) -> int:
    """Take one of ``cands`` out of it, each as likely as the copies of it ``left`` in the bag
    (``weight``: their sum), with one draw of ``rng``; return it."""
    r = rng.randrange(weight)
    i = 0
    while r >= left[cands[i]]:
        r -= left[cands[i]]
        i += 1
    return cands.pop(i)


def _deal_terrain(rng: random.Random, tab: _Tables, caldera: int | None = None) -> list[int] | None:
    """Lay the 19 terrains in tile order so no three touching tiles share one (rule 4).

    Each tile tries the terrains still in the bag in a random order weighted by
    how many of each are left (what a shuffle would give), backtracking on a
    dead end.  With ``caldera`` a tile index, the Ash Caldera is laid there
    before any draw and the other 18 tiles are dealt around it.  Returns
    ``None`` if the search runs over its budget.
    """
    earlier = tab.earlier
    left = list(TERRAIN_COUNTS)
    terrain = [-1] * N_TILES
    if caldera is not None:
        terrain[caldera] = CALDERA
        left[CALDERA] -= 1
    same = [0] * N_TILES  # touching tiles already laid with the same terrain
    steps = 0

    def lay(t: int) -> bool:
        nonlocal steps
        if t == N_TILES:
            return True
        if t == caldera:  # laid before the deal: nothing to draw
            return lay(t + 1)
        steps += 1
        if steps > _TERRAIN_BUDGET:
            return False
        cands = [x for x in range(len(left)) if left[x]]
        weight = sum(left[x] for x in cands)
        while cands:
            x = _weighted_pop(rng, cands, left, weight)  # an untried terrain
            weight -= left[x]
            partners = [u for u in earlier[t] if terrain[u] == x]
            if x != CALDERA and (len(partners) > 1 or (partners and same[partners[0]])):
                continue
            terrain[t] = x
            left[x] -= 1
            for u in partners:
                same[u] += 1
            same[t] = len(partners)
            if lay(t + 1):
                return True
            if steps > _TERRAIN_BUDGET:
                return False
            for u in partners:
                same[u] -= 1
            left[x] += 1
            terrain[t] = -1
        return False

    return terrain if lay(0) else None


def _deal_numbers(rng: random.Random, terrain: list[int], tab: _Tables) -> list[int] | None:
    """Lay the 18 yield numbers on the terrain's tiles (0 on the Caldera), or ``None``.

    Tiles are numbered in tile order.  A number is a candidate for a tile when it
    clashes with no touching number (rules 1-3) and keeps every corner at 12 dots
    or fewer (rule 6); candidates are tried in a random order weighted by how many
    of each are left, and a choice is kept only if every resource can still end
    within its rule 5 window.  Returns ``None`` if the search runs over its budget.
    """
    order = [t for t in range(N_TILES) if terrain[t] != CALDERA]
    n_order = len(order)
    neighbours, tile_corners = tab.neighbours, tab.tile_corners
    clash_mask, values, dots, windows = tab.clash_mask, tab.values, tab.dots, tab.windows
    nums = [0] * N_TILES
    corner_dots = [0] * N_CORNERS
    left = [0] * 13
    for n in YIELD_NUMBERS:
        left[n] += 1
    dots_left = [0] * 6  # numbers still in the bag, by their dots (1..5)
    for n in YIELD_NUMBERS:
        dots_left[dots[n]] += 1
    res_dots = [0] * N_RES
    res_left = [0] * N_RES
    for t in order:
        res_left[terrain[t]] += 1
    steps = 0

    def shares_reachable() -> bool:
        # Rule 5 bound: each resource's dots plus the fewest (most) dots its
        # remaining tiles could still take must not overshoot (undershoot) its window.
        for k in range(N_RES):
            lo, hi = windows[k]
            have, need = res_dots[k], res_left[k]
            least = most = have
            rest = need
            for d in range(1, 6):
                if rest == 0:
                    break
                take = dots_left[d] if dots_left[d] < rest else rest
                least += take * d
                rest -= take
            if least > hi:
                return False
            rest = need
            for d in range(5, 0, -1):
                if rest == 0:
                    break
                take = dots_left[d] if dots_left[d] < rest else rest
                most += take * d
                rest -= take
            if most < lo:
                return False
        return True

    def lay(i: int) -> bool:
        nonlocal steps
        if i == n_order:
            return True
        steps += 1
        if steps > _NUMBER_BUDGET:
            return False
        t = order[i]
        k = terrain[t]
        mask = 0
        for u in neighbours[t]:
            mask |= clash_mask[nums[u]]
        room = MAX_CORNER_DOTS - max([corner_dots[c] for c in tile_corners[t]])
        cands = [v for v in values if left[v] and not (mask >> v) & 1 and dots[v] <= room]
        weight = sum([left[v] for v in cands])
        corners = tile_corners[t]
        while cands:
            v = _weighted_pop(rng, cands, left, weight)
            weight -= left[v]
            d = dots[v]
            nums[t] = v
            left[v] -= 1
            dots_left[d] -= 1
            res_dots[k] += d
            res_left[k] -= 1
            if shares_reachable():
                for c in corners:
                    corner_dots[c] += d
                if lay(i + 1):
                    return True
                for c in corners:
                    corner_dots[c] -= d
            res_left[k] += 1
            res_dots[k] -= d
            dots_left[d] += 1
            left[v] += 1
            nums[t] = 0
            if steps > _NUMBER_BUDGET:
                return False
        return False

    return nums if lay(0) else None


def _deal_jetties(rng: random.Random, tab: _Tables) -> tuple[tuple[int, int], ...]:
    """Eight jetties on coastal edges sharing no corner, kinds shuffled.

    Draws eight distinct coastal edges uniformly (a partial shuffle) and starts
    again as soon as one shares a corner with an earlier one, so every legal set
    of edges is equally likely.  Jetties are listed clockwise from edge 0.
    """
    ring = tab.coast_ring
    n = len(ring)
    while True:
        pool = list(ring)
        used = [False] * N_CORNERS
        for i in range(N_JETTIES):
            j = rng.randrange(i, n)
            pool[i], pool[j] = pool[j], pool[i]
            a, b = tab.edge_corners[pool[i]]
            if used[a] or used[b]:
                break
            used[a] = used[b] = True
        else:
            break
    chosen = sorted(pool[:N_JETTIES], key=ring.index)
    kinds = list(JETTY_KINDS)
    rng.shuffle(kinds)
    return tuple(zip(chosen, kinds, strict=True))


def generate(seed: int, living: bool = False) -> Island:
    """Deal the generated island of ``seed`` (1..4294967295): fair, and the same everywhere.

    With ``living`` the island is Living Island's (LIVING-ISLAND section 4.3):
    the Ash Caldera is laid on C3, the centre, before any draw, and the deal
    draws from its own stream (``cinderisle-island:{seed}:living``), so
    Living Island's island N is not Cinderisle's island N.

    >>> isl = generate(7)
    >>> isl.seed, fairness_violations(isl)
    (7, [])
    >>> sorted(isl.terrain) == sorted(landfall().terrain)
    True
    >>> liv = generate(7, living=True)
    >>> TILE_IDS[liv.caldera], living_island_violations(liv)
    ('C3', [])
    """
    if isinstance(seed, bool) or not isinstance(seed, int) or not MIN_SEED <= seed <= MAX_SEED:
        raise ValueError(f"island seeds are whole numbers from {MIN_SEED} to {MAX_SEED}, not {seed!r}")
    rng = random.Random(f"cinderisle-island:{seed}:living" if living else f"cinderisle-island:{seed}")
    tab = _tables()
    caldera = LIVING_CALDERA if living else None
    while True:
        terrain = _deal_terrain(rng, tab, caldera)
        if terrain is None:
            continue
        nums = _deal_numbers(rng, terrain, tab)
        if nums is not None:
            break
    jetties = _deal_jetties(rng, tab)
    return Island(
        seed=seed,
        terrain=tuple(terrain),
        numbers=tuple(None if x == CALDERA else n for x, n in zip(terrain, nums, strict=True)),
        jetties=jetties,
    )


# --------------------------------------------------------------------------- checking


def _tile_list(island: Island, tiles: list[int]) -> str:
    """Tiles in words, e.g. ``"A1 Basalt 11 and A2 Pine 8"``."""
    labels = [island.tile_label(t) for t in tiles]
    return labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]


def _composition_violations(island: Island) -> list[str]:
    """Terrain and number counts; an empty list when the island has Landfall's pieces."""
    out: list[str] = []
    for x, want in enumerate(TERRAIN_COUNTS):
        have = island.terrain.count(x)
        if have != want:
            name = "Ash Caldera" if x == CALDERA else RESOURCES[x]
            out.append(f"Composition: the island has {have} {name} tiles, it should have {want}.")
    for t in range(N_TILES):
        x, n = island.terrain[t], island.numbers[t]
        if x == CALDERA and n is not None:
            out.append(f"Composition: {TILE_IDS[t]} is the Ash Caldera but carries the number {n}.")
        elif x != CALDERA and n not in DOTS:
            out.append(f"Composition: {TILE_IDS[t]} ({TERRAINS[x]}) carries {n!r}, not a yield number.")
    have_nums = sorted(n for n in island.numbers if n is not None)
    if have_nums != list(YIELD_NUMBERS):
        out.append(
            "Composition: the yield numbers are "
            + ", ".join(map(str, have_nums))
            + "; they should be "
            + ", ".join(map(str, YIELD_NUMBERS))
            + "."
        )
    return out


def _jetty_violations(island: Island, tab: _Tables) -> list[str]:
    """The jetty rule of RULINGS section 4."""
    out: list[str] = []
    jetties = island.jetties
    if len(jetties) != N_JETTIES:
        out.append(f"Jetties: the island has {len(jetties)} jetties, it should have {N_JETTIES}.")
    kinds = sorted(k for _, k in jetties)
    if kinds != sorted(JETTY_KINDS):
        names = ", ".join("open" if k == OPEN_JETTY else RESOURCES[k] if 0 <= k < N_RES else repr(k) for k in kinds)
        out.append(f"Jetties: the kinds are {names}; there should be 3 open and one of each resource.")
    coast = tab.coast_ring
    edges = [e for e, _ in jetties]
    for e in edges:
        if e not in coast:
            out.append(f"Jetties: edge {e} is not a coastal edge.")
    for i, e in enumerate(edges):
        for f in edges[i + 1 :]:
            if e == f:
                out.append(f"Jetties: two jetties stand on edge {e}.")
            elif 0 <= e < len(tab.edge_corners) and 0 <= f < len(tab.edge_corners):
                shared = sorted(set(tab.edge_corners[e]) & set(tab.edge_corners[f]))
                if shared:
                    out.append(f"Jetties: the jetties on edges {e} and {f} share corner {shared[0]}.")
    return out


def fairness_violations(island: Island) -> list[str]:
    """Every way ``island`` breaks the rules for a dealt island, in words; ``[]`` if it is fair.

    Checks Landfall's pieces (terrain and numbers), the six fairness rules of
    RULINGS section 4 and the jetty rule.  Each sentence starts with what it
    breaks ("Composition", "Rule 1" .. "Rule 6", "Jetties") and names the tiles,
    corners or edges involved.

    >>> fairness_violations(landfall())
    []
    >>> isl = landfall()
    >>> nums = list(isl.numbers)
    >>> nums[7], nums[10] = nums[10], nums[7]  # C1's 12 and C4's 10 change places
    >>> fairness_violations(Island("x", isl.terrain, tuple(nums), isl.jetties))
    ['Rule 3: C4 Millet 12 and D3 Pine 2 touch and both carry a 2 or a 12.']
    """
    tab = _tables()
    if len(island.terrain) != N_TILES or len(island.numbers) != N_TILES:
        return [f"Composition: an island has {N_TILES} tiles, this one has {len(island.terrain)} terrains "
                f"and {len(island.numbers)} numbers."]
    if any(not isinstance(x, int) or not 0 <= x <= CALDERA for x in island.terrain):
        return ["Composition: some tile has an unknown terrain."]
    out = _composition_violations(island)
    nums = [n if n in DOTS else None for n in island.numbers]
    dots = [DOTS[n] if n is not None else 0 for n in nums]

    pairs = [(t, u) for t in range(N_TILES) for u in tab.neighbours[t] if u > t]
    for t, u in pairs:
        a, b = nums[t], nums[u]
        if a in _HOT and b in _HOT:
            out.append(f"Rule 1: {_tile_list(island, [t, u])} touch and both carry a 6 or an 8.")
    for t, u in pairs:
        if nums[t] is not None and nums[t] == nums[u]:
            out.append(f"Rule 2: {_tile_list(island, [t, u])} touch and share the number {nums[t]}.")
    for t, u in pairs:
        if nums[t] in _RARE and nums[u] in _RARE:
            out.append(f"Rule 3: {_tile_list(island, [t, u])} touch and both carry a 2 or a 12.")

    seen = [False] * N_TILES
    for t in range(N_TILES):
        if seen[t]:
            continue
        group, stack = [t], [t]
        seen[t] = True
        while stack:
            for u in tab.neighbours[stack.pop()]:
                if not seen[u] and island.terrain[u] == island.terrain[t]:
                    seen[u] = True
                    group.append(u)
                    stack.append(u)
        if len(group) >= 3:
            ids = sorted(group)
            out.append(
                f"Rule 4: {_tile_list(island, ids)} are a connected group of {len(ids)} "
                f"{TERRAINS[island.terrain[t]]} tiles (at most 2 may touch)."
            )

    n_numbers = len(YIELD_NUMBERS)
    for k in range(N_RES):
        tiles = [t for t in range(N_TILES) if island.terrain[t] == k]
        have = sum(dots[t] for t in tiles)
        if abs(n_numbers * have - _TOTAL_DOTS * len(tiles)) > SHARE_SLACK * n_numbers:
            share = _TOTAL_DOTS * len(tiles) / n_numbers
            out.append(
                f"Rule 5: {RESOURCES[k]} holds {have} dots on {len(tiles)} tiles, more than {SHARE_SLACK} "
                f"from its even share of {share:.2f} ({_TOTAL_DOTS} x {len(tiles)} / {n_numbers})."
            )

    for c in range(N_CORNERS):
        total = sum(dots[t] for t in tab.corner_tiles[c])
        if total > MAX_CORNER_DOTS:
            ids = list(tab.corner_tiles[c])
            out.append(
                f"Rule 6: corner {c}, where {_tile_list(island, ids)} meet, touches {total} dots "
                f"(at most {MAX_CORNER_DOTS})."
            )

    out.extend(_jetty_violations(island, tab))
    return out


def is_fair(island: Island) -> bool:
    """Whether ``island`` passes every check of :func:`fairness_violations`.

    >>> is_fair(landfall()), is_fair(generate(1))
    (True, True)
    """
    return not fairness_violations(island)


def living_island_violations(island: Island) -> list[str]:
    """Every way ``island`` breaks LIVING-ISLAND section 4.3, in words; ``[]`` if it may be played.

    Everything :func:`fairness_violations` checks (Landfall's pieces, the six
    fairness rules, the jetty rule), and that the Ash Caldera is C3, the centre
    (that sentence first, starting "Caldera").

    >>> living_island_violations(landfall())
    []
    >>> isl = landfall()
    >>> terrain = list(isl.terrain)
    >>> terrain[0], terrain[9] = terrain[9], terrain[0]  # the Caldera and A1's Basalt change places
    >>> nums = list(isl.numbers)
    >>> nums[0], nums[9] = nums[9], nums[0]
    >>> living_island_violations(Island("x", tuple(terrain), tuple(nums), isl.jetties))[0]
    'Caldera: the Ash Caldera is on A1; on a Living Island it is C3, the centre.'
    """
    out = fairness_violations(island)
    if len(island.terrain) == N_TILES:
        where = [TILE_IDS[t] for t in range(N_TILES) if island.terrain[t] == CALDERA]
        if where != [TILE_IDS[LIVING_CALDERA]]:
            found = f"the Ash Caldera is on {' and '.join(where)}" if where else "the island has no Ash Caldera"
            out.insert(0, f"Caldera: {found}; on a Living Island it is C3, the centre.")
    return out


def deal_time_ms(count: int = 200, living: bool = False) -> float:
    """Mean milliseconds :func:`generate` takes per island over seeds ``1..count`` (``living``: Living Island's).

    >>> deal_time_ms(5) > 0, deal_time_ms(5, living=True) > 0
    (True, True)
    """
    start = time.perf_counter()
    for seed in range(1, count + 1):
        generate(seed, living)
    return (time.perf_counter() - start) * 1000 / count


def deal_island(key: int | str, living: bool = False) -> Island:
    """The island ``key`` names: Landfall (``"landfall"``), or the island dealt from seed ``key``.

    With ``living``, a seed deals Living Island's island (:func:`generate`); Landfall is the
    same in both games (its Caldera is already C3).
    """
    return landfall() if key == LANDFALL else generate(int(key), living)
