"""Rule 9 and RULINGS 5 (two-player game): Wayfarer camps with their neutral causeways, and the Barge."""

from __future__ import annotations

from engine import Game, GameConfig
from engine.cards import DOTS
from engine.island import landfall
from engine.rules import legal_actions, sheltered, trail_length
from engine.state import State

from helpers import (
    CAMP_PIECE,
    NEUTRAL,
    TOPO,
    Phase,
    act,
    assert_conserved,
    assert_illegal,
    hand,
    legal,
    make_state,
    tile,
)


def expected_camps(s: State) -> list[tuple[int, int]]:
    """RULINGS 5, computed independently: the open corner touching the most dots (ties: lowest id),
    twice; each camp's causeway on its free edge with the lowest id."""
    numbers = s.board.island.numbers
    taken = {c for c in range(54) if s.corner_piece[c] and s.corner_seat[c] != NEUTRAL}
    edges = {e for e in range(72) if s.edge_seat[e] not in (-1, NEUTRAL)}
    out = []
    for _ in range(2):
        free = [c for c in range(54) if c not in taken and not taken & set(TOPO.corner_corners[c])]
        dots = {c: sum(DOTS[numbers[t]] for t in TOPO.corner_tiles[c] if numbers[t] is not None) for c in free}
        best = min(free, key=lambda c: (-dots[c], c))
        e = min(f for f in TOPO.corner_edges[best] if f not in edges)
        out.append((best, e))
        taken.add(best)
        edges.add(e)
    return out


def camps_of(s: State) -> list[tuple[int, int]]:
    corners = [c for c in range(54) if s.corner_piece[c] == CAMP_PIECE]
    return [(c, next(e for e in TOPO.corner_edges[c] if s.edge_seat[e] == NEUTRAL)) for c in corners]


def test_camps_on_landfall_most_dots_ties_lowest_id() -> None:
    s = State.new(landfall(), seats=2, first_seat=0)
    act(s, "hearth 25", "causeway 30", "hearth 34", "causeway 41", "hearth 17", "causeway 25")
    assert not any(p == CAMP_PIECE for p in s.corner_piece)
    act(s, "hearth 44", "causeway 56")
    # Open corners with the most dots: 9 and 14 (10 each) -> 9; then 14 is next to the camp,
    # and 8 (9 dots) is the best left.
    assert s.corner_piece[9] == CAMP_PIECE and s.corner_seat[9] == NEUTRAL
    assert s.corner_piece[8] == CAMP_PIECE and s.corner_seat[8] == NEUTRAL
    assert [e for e in range(72) if s.edge_seat[e] == NEUTRAL] == [7, 8]  # lowest free edges of 8 and 9
    assert camps_of(s) == [(8, 7), (9, 8)] and sorted(expected_camps(s)) == [(8, 7), (9, 8)]
    # Camps are nobody's: no renown, no pool, no hand.
    assert s.renown == [2, 2] and s.hearths_left == [4, 4] and s.causeways_left == [12, 12]
    assert s.phase == Phase.PRE_ROLL and s.turn_seat == 0 and s.turns == 1
    assert_conserved(s)


def test_camps_follow_the_rule_on_generated_islands() -> None:
    for seed in range(1, 16):
        game = Game(GameConfig(seats=2, seed=seed))
        s = game.state
        k = seed
        while s.phase in (Phase.SETUP_HEARTH, Phase.SETUP_CAUSEWAY):
            options = legal_actions(s)
            k = (k * 7 + 3) % 1009
            game.play(options[k % len(options)])
        assert sorted(camps_of(s)) == sorted(expected_camps(s)), seed
        assert len(camps_of(s)) == 2
        assert s.phase == Phase.PRE_ROLL and s.turn_seat == s.first_seat


def test_no_camps_with_three_players() -> None:
    s = State.new(landfall(), seats=3, first_seat=0)
    for c, e in ((25, 30), (34, 41), (17, 25), (44, 56), (9, 8), (2, 5)):
        act(s, f"hearth {c}", f"causeway {e}")
    assert s.phase == Phase.PRE_ROLL
    assert CAMP_PIECE not in s.corner_piece and NEUTRAL not in s.edge_seat


def test_camp_blocks_spacing() -> None:
    # Seat 0 reaches corner 13 (next to the camp on 9) and corner 14 (also next to it).
    s = make_state(2, camps=[(9, 8)], hearths={0: [19]}, causeways={0: [21, 15, 14]},
                   hands={0: "4 pine, 2 basalt, 2 millet"})
    assert_illegal(s, "hearth 14", "corner 14 is not open")
    assert_illegal(s, "hearth 13", "corner 13 is not open")
    assert_illegal(s, "hearth 9", "corner 9 is not open")


def test_camp_blocks_trails_and_building_through_it() -> None:
    s = make_state(2, camps=[(9, 8)], hearths={0: [19]}, causeways={0: [21, 15]}, hands={0: "1 pine, 1 basalt"})
    # Causeway 15 ends at the camp; 14 would pass through it.
    assert [a for a in legal(s) if a.startswith("causeway")] == ["causeway 16", "causeway 29", "causeway 30"]
    assert_illegal(s, "causeway 14", "passes through an opponent's piece or a camp")
    assert_illegal(s, "causeway 8", "edge 8 already has a causeway")  # the camp's neutral causeway
    assert trail_length(s, 0) == 2  # a trail may end at the camp
    # A trail through the camp's corner is split there: 19-14-9 | 9-13-18.
    s = make_state(2, camps=[(9, 8)], hearths={0: [19]}, causeways={0: [21, 15, 14, 20]})
    assert trail_length(s, 0) == 2


def test_camp_corner_splits_a_trail() -> None:
    s = make_state(2, hearths={1: [3]}, causeways={1: [0, 1, 2, 3, 8, 14, 20]})
    assert trail_length(s, 1) == 7
    s.corner_piece[9], s.corner_seat[9] = CAMP_PIECE, NEUTRAL
    assert trail_length(s, 1) == 5


def test_camps_collect_nothing_shelter_nothing_and_are_never_robbed() -> None:
    # Camp on 9 (A2/A3/B3) alone; seat 1 elsewhere with renown 3.
    s = make_state(2, camps=[(9, 8)], beacons={1: [40]}, hearths={1: [0]}, hands={1: "1 pine"}, phase=Phase.ROLL)
    act(s, "dice 2 2")  # a 4: A3 (millet) next to the camp, D1 (millet) empty
    assert s.supply == [19, 20, 20, 20, 20] and hand(s, 0) == [0] * 5
    act(s, "end", "roll", "dice 3 4")
    assert not sheltered(s, tile("A3"))
    assert "ashcloud A3" in legal(s)
    act(s, "ashcloud A3")
    assert s.phase == Phase.MAIN and s.ash == tile("A3")


def test_barge_with_two_players() -> None:
    s = make_state(2, hands={0: "2 copper"})
    got = [a for a in legal(s) if a.startswith("barge")]
    assert got == ["barge copper for pine", "barge copper for basalt", "barge copper for kelp", "barge copper for millet"]
    act(s, "barge copper for millet")
    assert hand(s, 0) == [0, 0, 0, 1, 0] and s.barge_used
    assert_illegal(s, "barge millet for pine", "the Barge sails once a turn")
    s3 = make_state(3, hands={0: "2 copper"})
    assert_illegal(s3, "barge copper for millet", "the Barge is only in two-player games")
