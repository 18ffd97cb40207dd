"""Living Island's half cards: harvest in halves, the Supply in halves, salvage, production
and the halves a storm spares (LIVING-ISLAND 5 and 8).

Whole cards stay where Cinderisle keeps them (``State.hands``, ``State.supply``); the odd
half of each resource is ``Living.held`` for a seat and ``Living.supply_half`` for the
Supply.  So every rule about whole cards (costs, trades, discards, steals) is Cinderisle's.
"""

from __future__ import annotations

from ..cards import DOTS, N_RES
from ..events import Gathered, HalfBurned, Salvaged, make
from ..hexgrid import N_TILES
from ..living import NO_HALF, SCORCHED, Living
from ..pieces import BEACON_PIECE, HEARTH_PIECE
from ..state import State
from .common import Out


def lv(s: State) -> Living:
    """The game's Living Island state (only called where the rule set has a living board)."""
    living = s.living
    assert living is not None
    return living


# ------------------------------------------------------------------ halves in hand and Supply


def supply_halves(s: State, r: int) -> int:
    return 2 * s.supply[r] + lv(s).supply_half[r]


def holding_halves(s: State, seat: int, r: int) -> int:
    return 2 * s.hands[seat][r] + lv(s).held[seat][r]


def take_half(s: State, r: int) -> bool:
    """One half of ``r`` leaves the Supply (False: it has none)."""
    living = lv(s)
    if living.supply_half[r]:
        living.supply_half[r] = 0
        return True
    if s.supply[r]:
        s.supply[r] -= 1
        living.supply_half[r] = 1
        return True
    return False


def give_half(s: State, seat: int, r: int) -> None:
    """``seat`` receives one half of ``r``: two halves make a whole card at once."""
    held = lv(s).held[seat]
    if held[r]:
        held[r] = 0
        s.hands[seat][r] += 1
    else:
        held[r] = 1


def pay_halves(s: State, owed: list[list[int]]) -> list[list[int]]:
    """Pay ``owed[seat][r]`` halves from the Supply; when it cannot pay every half owed of a
    resource, that resource is dealt one half at a time round the table from the seat on
    turn, each seat only up to what it is owed (5.3).  Returns what each seat got."""
    got = [[0] * N_RES for _ in range(s.n)]
    for r in range(N_RES):
        total = 0
        for row in owed:
            total += row[r]
        if not total:
            continue
        if total <= supply_halves(s, r):
            for seat in range(s.n):
                for _ in range(owed[seat][r]):
                    take_half(s, r)
                    give_half(s, seat, r)
                got[seat][r] = owed[seat][r]
            continue
        left = [owed[seat][r] for seat in range(s.n)]
        while any(left) and supply_halves(s, r):
            for i in range(s.n):
                seat = (s.turn_seat + i) % s.n
                if left[seat] and take_half(s, r):
                    give_half(s, seat, r)
                    left[seat] -= 1
                    got[seat][r] += 1
    return got


# ------------------------------------------------------------------ who is next to what


def building_weights(s: State, t: int) -> list[int]:
    """Halves each seat collects from one healthy half of tile ``t``: 1 per hearth next to
    it, 2 per beacon (camps none)."""
    w = [0] * s.n
    cp, cs = s.corner_piece, s.corner_seat
    for c in s.board.topo.tile_corners[t]:
        p = cp[c]
        if p in (HEARTH_PIECE, BEACON_PIECE):
            w[cs[c]] += p
    return w


def tiles_next_to(s: State, seat: int) -> set[int]:
    """The tiles next to ``seat``'s hearths and beacons (where its Reclaim and a heal near it reach)."""
    tiles: set[int] = set()
    corner_tiles = s.board.topo.corner_tiles
    for c in s.seat_corners[seat]:
        if s.corner_piece[c] in (HEARTH_PIECE, BEACON_PIECE):
            tiles.update(corner_tiles[c])
    return tiles


def healthy(living: Living, t: int) -> int:
    """Healthy halves of tile ``t`` (0, 1 or 2)."""
    return (living.halves[2 * t] >= 0) + (living.halves[2 * t + 1] >= 0)


def production(s: State) -> list[int]:
    """Each seat's production (8.1): for each of its hearths and beacons, the healthy halves
    next to it, twice for a beacon."""
    halves = lv(s).halves
    corner_tiles = s.board.topo.corner_tiles
    cp = s.corner_piece
    out = [0] * s.n
    for seat, corners in enumerate(s.seat_corners):
        total = 0
        for c in corners:
            p = cp[c]
            if p in (HEARTH_PIECE, BEACON_PIECE):
                for t in corner_tiles[c]:
                    total += p * ((halves[2 * t] >= 0) + (halves[2 * t + 1] >= 0))
        out[seat] = total
    return out


def spared(s: State, h: int, prod: list[int] | None = None) -> bool:
    """Whether healthy half ``h`` is spared: burning it would bring some seat's production
    from above 0 to 0 (8.2)."""
    if prod is None:
        prod = production(s)
    w = building_weights(s, h // 2)
    return any(w[seat] and prod[seat] > 0 and prod[seat] - w[seat] <= 0 for seat in range(s.n))


def can_burn(s: State, h: int, prod: list[int] | None = None) -> bool:
    return lv(s).halves[h] >= 0 and not spared(s, h, prod)


def burnable(s: State) -> list[bool]:
    """Whether each half can burn (:func:`can_burn` of every half, production counted once and
    each tile's neighbours once: a half is spared exactly when its tile's other half would be)."""
    halves = lv(s).halves
    prod = production(s)
    n = s.n
    # The seats whose production one more half of theirs lost would bring from above 0 to 0, by weight.
    fragile = [prod[seat] > 0 for seat in range(n)]
    cp, cs = s.corner_piece, s.corner_seat
    tile_corners = s.board.topo.tile_corners
    out = [False] * len(halves)
    for t in range(N_TILES):
        north, south = halves[2 * t] >= 0, halves[2 * t + 1] >= 0
        if not (north or south):
            continue
        w = [0] * n
        for c in tile_corners[t]:
            p = cp[c]
            if p in (HEARTH_PIECE, BEACON_PIECE):
                w[cs[c]] += p
        ok = True
        for seat in range(n):
            if w[seat] and fragile[seat] and prod[seat] - w[seat] <= 0:
                ok = False
                break
        out[2 * t], out[2 * t + 1] = north and ok, south and ok
    return out


def tile_spared(s: State, t: int, prod: list[int] | None = None) -> bool:
    """Whether sinking living tile ``t`` would bring some seat's production to 0 (``prod``:
    :func:`production`, when already counted)."""
    if prod is None:
        prod = production(s)
    w = building_weights(s, t)
    k = healthy(lv(s), t)
    return any(w[seat] and prod[seat] > 0 and prod[seat] - k * w[seat] <= 0 for seat in range(s.n))


def is_living_tile(living: Living, t: int) -> bool:
    return living.halves[2 * t] != NO_HALF


def productivity(s: State, t: int, numbers: tuple[int | None, ...]) -> int:
    """Ember dots of the number ``t`` carries now x its healthy halves x (hearths + 2 x
    beacons next to it) (9.2)."""
    n = numbers[t]
    if n is None:
        return 0
    return DOTS.get(n, 0) * healthy(lv(s), t) * sum(building_weights(s, t))


# ------------------------------------------------------------------ harvest and salvage


def harvest_halves(s: State, number: int, tiles: tuple[int, ...], out: Out) -> None:
    """Every living tile in ``tiles`` (those carrying ``number`` now) but the Ashcloud's pays
    each healthy half: 1/2 card of its resource to each hearth next to it, 1 card to each
    beacon (5.1)."""
    living = lv(s)
    owed = [[0] * N_RES for _ in range(s.n)]
    pays: list[tuple[int, int, int, int]] = []  # (tile, seat, resource, halves)
    for t in tiles:
        if t == s.ash or not is_living_tile(living, t):
            continue
        w = building_weights(s, t)
        if not any(w):
            continue
        per = [0] * N_RES
        for h in (2 * t, 2 * t + 1):
            r = living.halves[h]
            if r >= 0:
                per[r] += 1
        for seat in range(s.n):
            if w[seat]:
                for r in range(N_RES):
                    if per[r]:
                        owed[seat][r] += per[r] * w[seat]
                        pays.append((t, seat, r, per[r] * w[seat]))
    if not pays:
        return
    got = pay_halves(s, owed)
    for t, seat, r, k in pays:
        k = min(k, got[seat][r])
        if k:
            got[seat][r] -= k
            out.append(make(Gathered, (seat, r, k, t)))


def salvage(s: State, h: int, r: int, out: Out) -> None:
    """Half ``h`` of resource ``r`` burned (or sank): every seat with buildings next to it
    salvages 1/2 card per hearth, 1 card per beacon (8.4)."""
    w = building_weights(s, h // 2)
    if not any(w):
        return
    owed = [[0] * N_RES for _ in range(s.n)]
    for seat in range(s.n):
        owed[seat][r] = w[seat]
    got = pay_halves(s, owed)
    for seat in range(s.n):
        if got[seat][r]:
            out.append(make(Salvaged, (seat, r, got[seat][r], h)))


def burn(s: State, h: int, out: Out) -> None:
    """Half ``h`` (healthy, not spared) burns; its neighbours' owners salvage."""
    living = lv(s)
    r = living.halves[h]
    living.halves[h] = SCORCHED
    out.append(make(HalfBurned, (h, r)))
    salvage(s, h, r, out)


def lose_a_half(s: State, t: int, out: Out) -> bool:
    """Tile ``t`` loses a half: north if it can burn, else south if it can, else nothing (8.3)."""
    if not is_living_tile(lv(s), t):
        return False
    prod = production(s)
    for h in (2 * t, 2 * t + 1):
        if can_burn(s, h, prod):
            burn(s, h, out)
            return True
    return False


__all__ = [
    "building_weights", "burn", "burnable", "can_burn", "give_half", "harvest_halves", "healthy", "holding_halves",
    "is_living_tile", "lose_a_half", "lv", "pay_halves", "production", "productivity", "salvage", "spared",
    "supply_halves", "take_half", "tile_spared", "tiles_next_to",
]
