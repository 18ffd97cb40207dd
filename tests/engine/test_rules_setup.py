"""Rules 1 and 2: island numbering basics, and setup (first seat, snake order, payout)."""

from __future__ import annotations

import json
from pathlib import Path

from engine import Game, GameConfig
from engine.chance import ChanceSource
from engine.hexgrid import N_CORNERS, N_EDGES, N_TILES, TILE_IDS, tile_index
from engine.island import landfall
from engine.rules import actor, setup_order
from engine.state import State

from helpers import TOPO, Phase, act, assert_conserved, assert_illegal, hand, legal

LANDFALL_JSON = Path(__file__).resolve().parents[1] / "fixtures" / "landfall.json"
"""RULINGS section 1's golden Landfall, vendored (tests/engine/test_fixtures.py checks it against the shared copy)."""


# ------------------------------------------------------------------ rule 1: numbering


def test_counts_and_tile_ids_in_reading_order() -> None:
    assert (N_TILES, N_CORNERS, N_EDGES) == (19, 54, 72)
    assert TILE_IDS == ("A1", "A2", "A3", "B1", "B2", "B3", "B4", "C1", "C2", "C3", "C4", "C5",
                        "D1", "D2", "D3", "D4", "E1", "E2", "E3")
    assert tile_index("A1") == 0 and tile_index("c3") == 9 and tile_index("E3") == 18
    assert len(TOPO.corner_xy) == 54 and len(TOPO.edge_corners) == 72


def test_a1_corners_and_edge_0() -> None:
    # RULINGS 1: corner 0 is A1's top point; A1 clockwise from the top is 0, 4, 8, 12, 7, 3.
    assert TOPO.tile_corners[0] == (0, 4, 8, 12, 7, 3)
    # Edge 0 is A1's upper-left side, corners 0 and 3.
    assert TOPO.edge_corners[0] == (0, 3)
    assert 0 in TOPO.tile_edges[0]
    assert TOPO.corner_tiles[0] == (0,)
    # Corner 0 is the topmost point (smallest y), and the leftmost of the topmost row.
    ys = [xy[1] for xy in TOPO.corner_xy]
    assert ys[0] == min(ys)
    # The last corner is E3's bottom point and the last edge E3's lower-right side.
    assert TOPO.tile_corners[18][3] == 53
    assert TOPO.edge_corners[71] == (50, 53)


def test_reading_order_of_corners_and_edges() -> None:
    xy = TOPO.corner_xy
    assert sorted(range(54), key=lambda c: (xy[c][1], xy[c][0])) == list(range(54))
    mids = [(xy[a][1] + xy[b][1], xy[a][0] + xy[b][0]) for a, b in TOPO.edge_corners]
    assert mids == sorted(mids)


def test_adjacency_is_consistent() -> None:
    for c in range(54):
        assert 2 <= len(TOPO.corner_edges[c]) <= 3
        assert 1 <= len(TOPO.corner_tiles[c]) <= 3
        for d in TOPO.corner_corners[c]:
            assert c in TOPO.corner_corners[d]
        for e in TOPO.corner_edges[c]:
            assert c in TOPO.edge_corners[e]
    for t in range(19):
        for c in TOPO.tile_corners[t]:
            assert t in TOPO.corner_tiles[c]
    assert len(TOPO.coastal_edges) == 30
    # C3 (the centre) touches six tiles; A1 touches three.
    assert TOPO.tile_neighbours[9] == (4, 5, 8, 10, 13, 14)
    assert TOPO.tile_neighbours[0] == (1, 3, 4)


def test_landfall_matches_reference() -> None:
    assert landfall().to_dict() == json.loads(LANDFALL_JSON.read_text())


# ------------------------------------------------------------------ rule 2: setup


def test_setup_order_is_snake() -> None:
    assert setup_order(4, 2) == [2, 3, 0, 1, 1, 0, 3, 2]
    assert setup_order(3, 1) == [1, 2, 0, 0, 2, 1]
    assert setup_order(2, 1) == [1, 0, 0, 1]


def test_first_seat_comes_from_the_seed() -> None:
    seen = set()
    for seed in range(1, 41):
        game = Game(GameConfig(seats=4, seed=seed, island="landfall"))
        first = ChanceSource(seed).first_seat(4)
        assert game.state.first_seat == first
        assert game.state.turn_seat == first and game.actor == first
        assert Game(GameConfig(seats=4, seed=seed, island="landfall")).state.first_seat == first
        seen.add(first)
    assert seen == {0, 1, 2, 3}


# Placement for a 3-seat game with seat 1 first: order 1, 2, 0, 0, 2, 1.
SETUP_3 = [
    (1, 20, 22),   # seat 1: B4/C5 corner
    (2, 8, 12),    # seat 2: A1/A2/B2
    (0, 29, 35),   # seat 0: C2/C3/D2
    (0, 18, 20),   # seat 0 second: B2 basalt, B3 copper, C3 Caldera
    (2, 40, 51),   # seat 2 second: D2 millet, D3 pine, E2 copper
    (1, 2, 4),     # seat 1 second: A3 millet only
]


def test_setup_snake_and_second_hearth_payout() -> None:
    s = State.new(landfall(), seats=3, first_seat=1)
    assert s.phase == Phase.SETUP_HEARTH and s.ash == 9  # the Ashcloud starts on the Caldera
    for i, (seat, corner, edge) in enumerate(SETUP_3):
        assert actor(s) == seat and s.phase == Phase.SETUP_HEARTH
        act(s, f"hearth {corner}")
        assert s.phase == Phase.SETUP_CAUSEWAY and actor(s) == seat
        act(s, f"causeway {edge}")
        if i < 3:  # first hearths pay nothing
            assert sum(s.hands[seat]) == 0
    assert hand(s, 0) == [0, 1, 0, 0, 1]
    assert hand(s, 1) == [0, 0, 0, 1, 0]
    assert hand(s, 2) == [1, 0, 0, 1, 1]
    assert s.supply == [19, 19, 20, 18, 18]
    assert_conserved(s)
    assert s.phase == Phase.PRE_ROLL and s.turn_seat == 1 and s.turns == 1
    assert s.renown == [2, 2, 2]
    assert s.hearths_left == [4, 4, 4] and s.causeways_left == [12, 12, 12]
    assert s.ash == 9
    assert legal(s) == ["roll"]


def test_setup_is_free() -> None:
    s = State.new(landfall(), seats=3, first_seat=1)
    act(s, "hearth 20", "causeway 22")
    assert s.supply == [20] * 5 and s.hands[1] == [0] * 5


def test_setup_spacing_and_causeway_rules() -> None:
    s = State.new(landfall(), seats=3, first_seat=1)
    assert len(legal(s)) == 54
    act(s, "hearth 20")
    assert legal(s) == ["causeway 22", "causeway 31", "causeway 32"]
    assert_illegal(s, "causeway 0", "must touch the hearth just founded on corner 20")
    assert_illegal(s, "hearth 8", "lay a causeway beside your new hearth first")
    act(s, "causeway 22")
    # 20 and its neighbours 15, 25, 26 are closed now.
    assert len(legal(s)) == 50
    for c in (20, 15, 25, 26):
        assert_illegal(s, f"hearth {c}", f"corner {c} is not open")
    assert_illegal(s, "hearth 54", "there is no corner 54")
    assert_illegal(s, "roll", "found a starting hearth first")
    assert_illegal(s, "end", "found a starting hearth first")
    act(s, "hearth 8")
    assert_illegal(s, "causeway 22", "edge 22 already has a causeway")


def test_setup_second_hearth_payout_skips_caldera_only_corner_counts() -> None:
    # A corner touching the Caldera and two producing tiles pays exactly two cards.
    s = State.new(landfall(), seats=2, first_seat=0)
    act(s, "hearth 0", "causeway 0", "hearth 53", "causeway 71")
    assert sum(s.hands[0]) == sum(s.hands[1]) == 0
    act(s, "hearth 18", "causeway 20")  # seat 1 second: B2 basalt, B3 copper, C3 Caldera
    assert hand(s, 1) == [0, 1, 0, 0, 1]
    act(s, "hearth 9", "causeway 8")  # seat 0 second: A2 pine, A3 millet, B3 copper
    assert hand(s, 0) == [1, 0, 0, 1, 1]
    assert s.phase == Phase.PRE_ROLL and s.turn_seat == 0
