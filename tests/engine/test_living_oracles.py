"""Living Island's harvest, salvage and spared halves against oracles written from the page
(LIVING-ISLAND 5.1, 5.3, 8.1, 8.2, 8.4, 10), on random constructed states: random buildings,
scorched and mixed halves, a sunk tile, the rings anywhere, the Ashcloud anywhere, a Supply
running short."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.actions import Action
from engine.hexgrid import N_TILES, topology
from engine.island import landfall
from engine.living import NO_HALF, SCORCHED
from engine.phase import Phase
from engine.pieces import BEACON_PIECE, HEARTH_PIECE
from engine.rules import apply
from engine.rules.world import start_world_event

from living_helpers import give_halves, living_state, lv, world_texts

OUTER = ["A1", "A2", "A3", "B4", "C5", "D4", "E3", "E2", "E1", "D1", "C1", "B1"]
INNER = ["B2", "B3", "C4", "D3", "D2", "C2"]
TILES = ["A1", "A2", "A3", "B1", "B2", "B3", "B4", "C1", "C2", "C3", "C4", "C5", "D1", "D2", "D3", "D4", "E1", "E2",
         "E3"]
TOPO = topology()


def number_on(tile: int, k: int) -> int | None:
    """The number tile ``tile`` carries at ring position ``k`` (10: outer i + k, inner j - k)."""
    name = TILES[tile]
    dealt = landfall().numbers
    if name in OUTER:
        return dealt[TILES.index(OUTER[(OUTER.index(name) - k) % 12])]
    if name in INNER:
        return dealt[TILES.index(INNER[(INNER.index(name) + k) % 6])]
    return None


def weights(s, t: int) -> list[int]:
    w = [0] * s.n
    for c in TOPO.tile_corners[t]:
        if s.corner_piece[c] == HEARTH_PIECE:
            w[s.corner_seat[c]] += 1
        elif s.corner_piece[c] == BEACON_PIECE:
            w[s.corner_seat[c]] += 2
    return w


def prod(s, halves: list[int]) -> list[int]:
    out = [0] * s.n
    for t in range(N_TILES):
        healthy = sum(1 for x in halves[2 * t:2 * t + 2] if x >= 0)
        for v, k in enumerate(weights(s, t)):
            out[v] += healthy * k
    return out


def deal(s, owed: list[int], supply: int) -> list[int]:
    """5.3: all if the Supply can, else one half at a time round the table from the seat on turn."""
    if sum(owed) <= supply:
        return owed[:]
    got = [0] * s.n
    while supply and any(got[v] < owed[v] for v in range(s.n)):
        for i in range(s.n):
            v = (s.turn_seat + i) % s.n
            if supply and got[v] < owed[v]:
                got[v] += 1
                supply -= 1
    return got


@st.composite
def states(draw):
    n = draw(st.integers(2, 4))
    corners = draw(st.lists(st.integers(0, 53), min_size=n, max_size=3 * n, unique=True))
    hearths: dict[int, list[int]] = {v: [] for v in range(n)}
    beacons: dict[int, list[int]] = {v: [] for v in range(n)}
    for i, c in enumerate(corners):
        v = i % n
        (beacons if draw(st.booleans()) else hearths)[v].append(c)
    halves = draw(st.lists(st.sampled_from([-1, 0, 1, 2, 3, 4, None]), min_size=38, max_size=38))
    sunk = draw(st.sampled_from([None, "A1", "B3", "D2", "E3"]))
    s = living_state(n, hearths=hearths, beacons=beacons, turn=draw(st.integers(0, n - 1)), phase=Phase.ROLL,
                     ring=draw(st.integers(0, 11)), ash=draw(st.sampled_from(TILES)), sunk=sunk)
    for h, x in enumerate(halves):
        if lv(s).halves[h] != NO_HALF and x is not None:
            lv(s).halves[h] = x
    # A Supply running short: some resources mostly in the hands of the last seat.
    for r in range(5):
        short = draw(st.integers(0, 40))
        if short > 30:
            give_halves(s, n - 1, r, short)
    return s


def holdings(s) -> list[list[int]]:
    return [[2 * s.hands[v][r] + lv(s).held[v][r] for r in range(5)] for v in range(s.n)]


@settings(max_examples=150, deadline=None, derandomize=True, database=None)
@given(s=states(), dice=st.sampled_from([(1, 1), (1, 2), (1, 3), (2, 2), (2, 3), (3, 3), (4, 4), (4, 5), (5, 5),
                                         (5, 6), (6, 6)]))
def test_harvest_pays_what_the_oracle_owes(s, dice) -> None:
    number = sum(dice)
    owed = [[0] * 5 for _ in range(s.n)]
    for t in range(N_TILES):
        if t == s.ash or number_on(t, lv(s).ring) != number:
            continue
        w = weights(s, t)
        for h in (2 * t, 2 * t + 1):
            r = lv(s).halves[h]
            if r >= 0:
                for v in range(s.n):
                    owed[v][r] += w[v]
    before = holdings(s)
    supply = [2 * s.supply[r] + lv(s).supply_half[r] for r in range(5)]
    apply(s, Action.parse(f"dice {dice[0]} {dice[1]}"))
    after = holdings(s)
    for r in range(5):
        got = deal(s, [owed[v][r] for v in range(s.n)], supply[r])
        assert [after[v][r] - before[v][r] for v in range(s.n)] == got, (r, owed)
    assert all(x in (0, 1) for row in lv(s).held for x in row)


@settings(max_examples=150, deadline=None, derandomize=True, database=None)
@given(s=states())
def test_ashfall_draws_exactly_the_halves_the_oracle_does_not_spare(s) -> None:
    s.phase = Phase.MAIN
    halves = lv(s).halves
    base = prod(s, halves)
    expected = []
    for h, x in enumerate(halves):
        if x < 0:
            continue
        burnt = halves[:]
        burnt[h] = SCORCHED
        after = prod(s, burnt)
        if not any(base[v] > 0 and after[v] == 0 for v in range(s.n)):
            expected.append(f"scorch {TILES[h // 2]}{'ns'[h % 2]}")
    if all(x < 0 for x in halves):
        return  # (no healthy half: Burn cannot be drawn)
    start_world_event(s)
    s.phase = Phase.WORLD
    apply(s, Action.parse("world burn"))
    apply(s, Action.parse("event ashfall"))
    assert (world_texts(s) if s.phase == Phase.WORLD else []) == expected


@settings(max_examples=100, deadline=None, derandomize=True, database=None)
@given(s=states(), pick=st.integers(0, 10**6))
def test_a_burn_pays_the_salvage_the_oracle_owes(s, pick) -> None:
    s.phase = Phase.MAIN
    if all(x < 0 for x in lv(s).halves):
        return
    start_world_event(s)
    s.phase = Phase.WORLD
    apply(s, Action.parse("world burn"))
    apply(s, Action.parse("event ashfall"))
    if s.phase != Phase.WORLD:
        return
    choices = world_texts(s)
    text = choices[pick % len(choices)]
    h = 2 * TILES.index(text.split()[1][:2]) + "ns".index(text[-1])
    r = lv(s).halves[h]
    owed = weights(s, h // 2)
    before = holdings(s)
    supply = 2 * s.supply[r] + lv(s).supply_half[r]
    apply(s, Action.parse(text))
    after = holdings(s)
    assert [after[v][r] - before[v][r] for v in range(s.n)] == deal(s, owed, supply)
    assert lv(s).halves[h] == SCORCHED
