"""Rule 8 and RULINGS 5 (win check, Grand Causeway, Steadfast Watch): titles and winning."""

from __future__ import annotations

from engine.actions import Action
from engine.rules import actor, apply, trail_length
from engine.state import State
from engine.view import SeatView

from helpers import (
    LANDMARK,
    TOPO,
    WARDEN,
    Phase,
    act,
    assert_illegal,
    give,
    legal,
    make_state,
)

# Trails on Landfall (edge ids, in path order):
TOP = [0, 1, 2, 3, 4, 5, 9, 17, 22, 32]      # seat 0 from hearth 3: 3-0-4-1-5-2-6-10-15-20-26
LEFT = [18, 23, 33, 39, 49, 54, 62, 66]      # seat 1 from hearth 11: 11-16-21-27-33-38-43-47-51
BOTTOM = [70, 71, 65, 61, 53, 48, 38]        # seat 2 from hearth 53: 49-53-50-46-42-37-32-26


def hold(s: State, seat: int, card: int, n: int = 1) -> None:
    s.deck[card] -= n
    s.ventures[seat][card] += n


# ------------------------------------------------------------------ trail length


def test_trail_counting() -> None:
    s = make_state(hearths={0: [3]}, causeways={0: TOP[:6]})
    assert trail_length(s, 0) == 6
    # An opponent's piece in the middle splits it: 3-0-4-1 | 1-5-2-6.
    s = make_state(hearths={0: [3], 1: [1]}, causeways={0: TOP[:6]})
    assert trail_length(s, 0) == 3
    # A trail may end at an opponent's corner (the edge into it counts).
    s = make_state(hearths={0: [3], 1: [1]}, causeways={0: TOP[:3]})
    assert trail_length(s, 0) == 3
    # The player's own hearth does not break it.
    s = make_state(hearths={0: [3, 1]}, causeways={0: TOP[:6]})
    assert trail_length(s, 0) == 6


def test_trail_rings_and_branches() -> None:
    ring = [1, 7, 12, 11, 6, 0]  # around A1
    s = make_state(hearths={0: [3]}, causeways={0: ring})
    assert trail_length(s, 0) == 6
    s = make_state(hearths={0: [3]}, causeways={0: [*ring, 2]})  # a tail at corner 4
    assert trail_length(s, 0) == 7
    # A fork: 3-0-4-1-5 with a branch 4-8-13: the longest is 3-0-4-8-13 or 3-0-4-1-5 (4).
    s = make_state(hearths={0: [3]}, causeways={0: [0, 1, 2, 3, 7, 13]})
    assert trail_length(s, 0) == 4


# ------------------------------------------------------------------ Grand Causeway


def test_first_trail_of_six_takes_the_title() -> None:
    s = make_state(hearths={0: [3]}, causeways={0: TOP[:4]}, hands={0: "2 pine, 2 basalt"})
    act(s, "causeway 4")
    assert trail_length(s, 0) == 5 and s.causeway_holder == -1 and s.renown[0] == 1
    act(s, "causeway 5")
    assert s.trail[0] == 6 and s.causeway_holder == 0 and s.renown[0] == 3
    assert s.recompute_renown(0) == 3


def test_a_tie_leaves_the_title_and_strictly_longer_takes_it() -> None:
    s = make_state(hearths={0: [3], 1: [11]}, causeways={0: TOP[:6], 1: LEFT[:5]}, turn=1,
                   hands={1: "2 pine, 2 basalt"})
    assert s.causeway_holder == 0 and s.renown == [3, 1, 0, 0]
    act(s, "causeway 54")
    assert s.trail[1] == 6 and s.causeway_holder == 0 and s.renown == [3, 1, 0, 0]
    act(s, "causeway 62")
    assert s.trail[1] == 7 and s.causeway_holder == 1 and s.renown == [1, 3, 0, 0]


def broken_state(top: int, left: int = 0, bottom: int = 0) -> State:
    """Seat 0 holds the title with TOP[:top]; seat 3 (on turn) can found a hearth on corner 5,
    which cuts TOP after its fourth edge (3-0-4-1-5 | 5-2-6-10-15-20-26)."""
    s = make_state(
        hearths={0: [3], 1: [11], 2: [53], 3: [13]},
        causeways={0: TOP[:top], 1: LEFT[:left], 2: BOTTOM[:bottom], 3: [14, 8]},
        hands={3: "2 pine, 1 basalt, 1 millet"}, turn=3, causeway_holder=0,
    )
    assert s.trail[0] == top
    return s


def test_broken_holder_still_longest_keeps_it() -> None:
    s = broken_state(10, left=5)
    act(s, "hearth 5")
    assert s.trail[0] == 6 and s.causeway_holder == 0 and s.renown[0] == 3


def test_broken_holder_tied_for_longest_keeps_it() -> None:
    s = broken_state(10, left=6)
    act(s, "hearth 5")
    assert s.trail == [6, 6, 0, 0] and s.causeway_holder == 0 and s.renown[:2] == [3, 1]


def test_broken_holder_overtaken_by_one_loses_it() -> None:
    s = broken_state(10, left=7)
    act(s, "hearth 5")
    assert s.trail[0] == 6 and s.causeway_holder == 1 and s.renown[:2] == [1, 3]


def test_broken_holder_overtaken_by_two_equals_sets_it_aside() -> None:
    s = broken_state(10, left=7, bottom=7)
    assert s.trail == [10, 7, 7, 0]
    act(s, "hearth 5")
    assert s.causeway_holder == -1 and s.renown == [1, 1, 1, 2]
    # Set aside, it goes to the next seat that is strictly longest.
    s.turn_seat = 1
    give(s, 1, "1 pine, 1 basalt")
    act(s, "causeway 66")
    assert s.causeway_holder == 1 and s.renown[1] == 3


def test_broken_below_six_with_nobody_else_sets_it_aside() -> None:
    s = broken_state(8, left=5)
    act(s, "hearth 5")
    assert s.trail[0] == 4 and s.causeway_holder == -1 and s.renown[0] == 1


def test_trail_of_fewer_than_six_never_holds() -> None:
    s = make_state(hearths={0: [3]}, causeways={0: TOP[:5]})
    assert s.causeway_holder == -1


# ------------------------------------------------------------------ Steadfast Watch


def test_steadfast_watch_first_to_four_then_strictly_more() -> None:
    s = make_state(2, hearths={0: [3], 1: [11]})
    s.wardens_played[:] = [3, 3]
    hold(s, 0, WARDEN, 2)
    hold(s, 1, WARDEN, 2)
    act(s, "warden calm")
    assert s.wardens_played == [4, 3] and s.watch_holder == 0 and s.renown == [3, 1]
    act(s, "end", "warden calm")
    assert s.wardens_played == [4, 4] and s.watch_holder == 0 and s.renown == [3, 1]
    act(s, "roll", "dice 1 1", "end", "roll", "dice 1 1", "end", "warden calm")
    assert s.wardens_played == [4, 5] and s.watch_holder == 1 and s.renown == [1, 3]
    assert s.recompute_renown(0) == 1 and s.recompute_renown(1) == 3


def test_three_wardens_hold_nothing() -> None:
    s = make_state(2)
    s.wardens_played[0] = 2
    hold(s, 0, WARDEN)
    act(s, "warden calm")
    assert s.wardens_played[0] == 3 and s.watch_holder == -1 and s.renown[0] == 0


# ------------------------------------------------------------------ public renown and hidden Landmarks


def test_public_renown_leaves_out_hidden_landmarks() -> None:
    s = make_state(hearths={0: [3]}, beacons={0: [20]}, landmarks_shown={0: 1})
    hold(s, 0, LANDMARK, 2)
    assert s.renown[0] == 4 and s.total_renown(0) == 6
    assert s.summary()["renown"][0] == 4 and s.summary()["total_renown"][0] == 6
    seen = SeatView(s, 2).to_dict()
    assert seen["renown"][0] == 4 and seen["venture_counts"][0] == 2 and "total_renown" not in seen
    assert SeatView(s, 0).total_renown == 6 and SeatView(s, 0).ventures[LANDMARK] == 2


# ------------------------------------------------------------------ the win check


def test_building_to_eleven_wins_on_the_spot() -> None:
    s = make_state(hearths={0: [20]}, causeways={0: [31, 37]}, landmarks_shown={0: 9},
                   hands={0: "2 pine, 1 basalt, 1 millet, 1 kelp"})
    assert s.renown[0] == 10
    act(s, "hearth 31")
    assert s.phase == Phase.OVER and s.winner == 0 and s.renown[0] == 11 and actor(s) == -1
    assert legal(s) == []
    assert_illegal(s, "end", "the game is over (seat 0 won)")


def test_hidden_landmarks_win_at_the_start_of_the_turn_and_are_revealed() -> None:
    s = make_state(2, hearths={0: [20]}, landmarks_shown={0: 8}, turn=1)
    hold(s, 0, LANDMARK, 2)
    assert s.renown[0] == 9 and s.total_renown(0) == 11 and s.winner == -1
    act(s, "end")  # seat 0's turn starts
    assert s.phase == Phase.OVER and s.winner == 0 and s.turn_seat == 0
    assert s.renown[0] == 11 and s.landmarks_shown[0] == 10 and s.ventures[0][LANDMARK] == 0


def test_buying_the_winning_landmark_wins() -> None:
    s = make_state(hearths={0: [20]}, landmarks_shown={0: 9}, hands={0: "1 kelp, 1 millet, 1 copper"})
    act(s, "buy")
    assert s.phase == Phase.DRAW
    act(s, "draw landmark")
    assert s.phase == Phase.OVER and s.winner == 0 and s.renown[0] == 11 and s.landmarks_shown[0] == 10


def test_steadfast_watch_can_win_during_a_warden() -> None:
    s = make_state(hearths={0: [3]}, landmarks_shown={0: 8}, phase=Phase.PRE_ROLL)
    s.wardens_played[0] = 3
    hold(s, 0, WARDEN)
    act(s, "warden calm")
    assert s.phase == Phase.OVER and s.winner == 0 and s.renown[0] == 11


def test_no_win_on_another_seats_turn() -> None:
    # Seat 2 holds the title (trail 8); seat 1 has 9 renown and a trail of 7; seat 0 (on turn)
    # breaks seat 2's trail at corner 37, so the title passes to seat 1: 11 renown, but not its turn.
    s = make_state(
        hearths={0: [36], 1: [11], 2: [53]}, causeways={0: [46, 47], 1: LEFT[:7], 2: [*BOTTOM, 32]},
        landmarks_shown={1: 8}, hands={0: "2 pine, 1 basalt, 1 millet"},
    )
    assert s.causeway_holder == 2 and s.trail == [0, 7, 8, 0] and s.renown == [1, 9, 3, 0]
    act(s, "hearth 37")
    assert s.trail[2] == 5 and s.causeway_holder == 1 and s.renown == [2, 11, 1, 0]
    assert s.phase == Phase.MAIN and s.winner == -1
    act(s, "end")  # seat 1's turn starts: now it wins
    assert s.phase == Phase.OVER and s.winner == 1


def test_responder_at_eleven_does_not_win_during_an_offer() -> None:
    s = make_state(hearths={1: [11]}, landmarks_shown={1: 9}, hands={0: "1 pine", 1: "1 kelp"})
    hold(s, 1, LANDMARK)
    assert s.total_renown(1) == 11
    act(s, "offer 1 pine for 1 kelp", "accept 1", "close", "confirm 1")
    assert s.phase == Phase.MAIN and s.winner == -1


def _brute_trail(s: State, seat: int) -> int:
    """Longest trail by trying every corner as a start (no shortcuts)."""
    best = 0

    def walk(c: int, used: frozenset, length: int) -> None:
        nonlocal best
        best = max(best, length)
        if length and s.corner_seat[c] not in (-1, seat):
            return
        for f in TOPO.corner_edges[c]:
            if s.edge_seat[f] == seat and f not in used:
                a, b = TOPO.edge_corners[f]
                walk(b if a == c else a, used | {f}, length + 1)

    for c in range(54):
        walk(c, frozenset(), 0)
    return best


def test_trail_length_matches_brute_force() -> None:
    import random

    rng = random.Random(2024)
    for _ in range(250):
        s = make_state()
        # A random connected-ish network for seat 0 (grown from a random edge), plus random blockers.
        e0 = rng.randrange(72)
        net = {e0}
        for _ in range(rng.randrange(1, 13)):
            cand = sorted({f for e in net for f in TOPO.edge_edges[e]} - net)
            net.add(rng.choice(cand))
        for e in net:
            s.edge_seat[e] = 0
            s.seat_edges[0].append(e)
        for c in rng.sample(range(54), rng.randrange(0, 6)):
            s.corner_piece[c], s.corner_seat[c] = 1, rng.choice([0, 1, 2, 4])
        assert trail_length(s, 0) == _brute_trail(s, 0), sorted(net)


def test_a_title_set_aside_goes_to_a_seat_left_alone_longest_when_a_rival_is_cut() -> None:
    """RULINGS 5: a title set aside goes to the first seat that alone has the longest trail of
    6+, however that comes about: here a rival's trail being cut by another seat's hearth."""
    from engine import events as E

    s = make_state(
        hearths={0: [36], 1: [11], 2: [53]},
        causeways={0: [52, 60], 1: LEFT[:7], 2: BOTTOM[:7]},
        hands={0: "2 pine, 1 basalt, 1 millet"}, turn=0,
    )
    assert s.trail[1:3] == [7, 7] and s.causeway_holder == -1, "two trails of 7: nobody holds it"
    events = apply(s, Action.parse("hearth 46"))  # on seat 2's trail: 49-53-50-46 | 46-42-37-32-26
    assert s.trail[2] == 4 and s.causeway_holder == 1 and s.renown[1] == 3
    assert E.TitleGained(E.GRAND_CAUSEWAY, 1) in events
