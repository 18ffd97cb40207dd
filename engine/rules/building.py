"""Placement and building: hearths, causeways and beacons (RULINGS section 2)."""

from __future__ import annotations

from .. import errors as E
from ..actions import Action
from ..cards import BASALT, CALDERA, COPPER, MILLET, PINE
from ..constants import (
    BEACON_RENOWN,
    COST_SURVEYED_CAUSEWAY,
    HEARTH_RENOWN,
    Cards,
)
from ..events import BEACON, CAUSEWAY, HEARTH, Built, Harvested, make
from ..hexgrid import N_CORNERS, N_EDGES
from ..phase import MAIN, PRE_ROLL, SETUP_CAUSEWAY, SETUP_HEARTH
from ..pieces import BEACON_PIECE, EMPTY, HEARTH_PIECE
from ..state import State
from .common import Out, acts, affords, fail, need_phase, pay, shortfall
from .queries import (
    buildable_corners,
    buildable_edges,
    corner_open,
    edge_reaches,
    open_corners,
    own_hearths,
)
from .titles import corner_taken, update_trail
from .two_player import place_camps


def setup_order(n: int, first: int) -> list[int]:
    """Seats in placement order: first to last, then back.

    >>> setup_order(3, 1)
    [1, 2, 0, 0, 2, 1]
    """
    forward = [(first + i) % n for i in range(n)]
    return forward + forward[::-1]


# ------------------------------------------------------------------ legal builds
# A lister adds the legal actions of its kind now to a list (engine.rules.kinds calls them, in
# the table's order).  The costs' nonzero parts are tested inline: these run at every decision
# of a main phase.


def list_setup_hearths(s: State, out: list[Action]) -> None:
    """Placement: a hearth on any open corner."""
    hearth = acts().hearth
    out.extend([hearth[c] for c in open_corners(s)])


def list_setup_causeways(s: State, out: list[Action]) -> None:
    """Placement: a causeway on a free edge of the hearth just founded."""
    causeway, es = acts().causeway, s.edge_seat
    out.extend([causeway[e] for e in s.board.topo.corner_edges[s.setup_corner] if es[e] == EMPTY])


def list_causeways(s: State, out: list[Action]) -> None:
    """The main phase: the causeways the seat on turn may lay (its pool, the cost or a Surveyor's free ones)."""
    me = s.turn_seat
    hand = s.hands[me]
    if s.causeways_left[me] and (s.free_causeways or (hand[BASALT] and (s.surveyor or hand[PINE]))):
        causeway = acts().causeway
        out.extend([causeway[e] for e in buildable_edges(s, me)])


def list_hearths(s: State, out: list[Action]) -> None:
    """The main phase: the hearths the seat on turn may found."""
    me = s.turn_seat
    hand = s.hands[me]
    cost = s.rules.cost_hearth
    if (s.hearths_left[me] and hand[0] >= cost[0] and hand[1] >= cost[1] and hand[2] >= cost[2]
            and hand[3] >= cost[3] and hand[4] >= cost[4]):
        hearth = acts().hearth
        out.extend([hearth[c] for c in buildable_corners(s, me)])


def list_beacons(s: State, out: list[Action]) -> None:
    """The main phase: the beacons the seat on turn may raise (on its own hearths)."""
    me = s.turn_seat
    hand = s.hands[me]
    cost = s.rules.cost_beacon
    if s.beacons_left[me] and hand[COPPER] >= cost[COPPER] and hand[MILLET] >= cost[MILLET]:
        beacon = acts().beacon
        out.extend([beacon[c] for c in own_hearths(s, me)])


# ------------------------------------------------------------------ the checks
# Each build is checked in the order a player wants to hear it: the moment (phase), the pool,
# the cost, then the place.  ``do_*`` and the questions of ``reasons`` share these checks.


def check_corner(s: State, action: Action | str, c: int) -> None:
    if not 0 <= c < N_CORNERS:
        raise fail(s, action, E.NO_SUCH_PLACE, "no-corner", n=c)


def check_edge(s: State, action: Action | str, e: int) -> None:
    if not 0 <= e < N_EDGES:
        raise fail(s, action, E.NO_SUCH_PLACE, "no-edge", n=e)


def check_hearth(s: State, action: Action | str, me: int) -> None:
    """A hearth now, anywhere (the main phase): the moment, the pool, the cost."""
    need_phase(s, action, MAIN)
    if not s.hearths_left[me]:
        raise fail(s, action, E.POOL_EMPTY, "no-hearths-left")
    cost = s.rules.cost_hearth
    if not affords(s.hands[me], cost):
        raise fail(s, action, E.CANNOT_AFFORD, "need-have", **shortfall(s.hands[me], cost))


def check_open_corner(s: State, action: Action | str, c: int) -> None:
    if not corner_open(s, c):
        raise fail(s, action, E.PLACE_TAKEN, "corner-not-open", place=("corner", c))


def check_hearth_place(s: State, action: Action | str, me: int, c: int) -> None:
    check_open_corner(s, action, c)
    if not any(s.edge_seat[e] == me for e in s.board.topo.corner_edges[c]):
        raise fail(s, action, E.NOT_CONNECTED, "corner-not-reached", place=("corner", c))


def check_hearth_anywhere(s: State, action: Action | str, me: int) -> None:
    """Some corner takes ``me``'s hearth (placement: an open corner; later: one by its causeways)."""
    if s.phase == SETUP_HEARTH:
        if not open_corners(s):
            raise fail(s, action, E.PLACE_TAKEN, "no-corner-open")
    elif not buildable_corners(s, me):
        raise fail(s, action, E.NOT_CONNECTED, "no-corner-reached")


def check_beacon(s: State, action: Action | str, me: int) -> None:
    """A beacon now, anywhere: the moment, the pool, the cost."""
    need_phase(s, action, MAIN)
    if not s.beacons_left[me]:
        raise fail(s, action, E.POOL_EMPTY, "no-beacons-left")
    cost = s.rules.cost_beacon
    if not affords(s.hands[me], cost):
        raise fail(s, action, E.CANNOT_AFFORD, "need-have", **shortfall(s.hands[me], cost))


def check_beacon_place(s: State, action: Action | str, me: int, c: int) -> None:
    if not 0 <= c < N_CORNERS or s.corner_piece[c] != HEARTH_PIECE or s.corner_seat[c] != me:
        raise fail(s, action, E.NOT_YOURS, "beacon-not-on-hearth", place=("corner", c))


def check_beacon_anywhere(s: State, action: Action | str, me: int) -> None:
    if not own_hearths(s, me):
        raise fail(s, action, E.NOT_YOURS, "beacon-no-hearth")


def causeway_cost(s: State) -> Cards | None:
    """What the next causeway of the seat on turn costs now (None: free, after a Surveyor)."""
    if s.free_causeways:
        return None
    return COST_SURVEYED_CAUSEWAY if s.surveyor else s.rules.cost_causeway


def check_causeway(s: State, action: Action | str, me: int) -> None:
    """A causeway now, anywhere (the main phase): the moment, the pool, the cost."""
    need_phase(s, action, MAIN)
    if not s.causeways_left[me]:
        raise fail(s, action, E.POOL_EMPTY, "no-causeways-left")
    cost = causeway_cost(s)
    if cost is not None and not affords(s.hands[me], cost):
        raise fail(s, action, E.CANNOT_AFFORD, "surveyor-need-have" if s.surveyor else "need-have",
                   **shortfall(s.hands[me], cost))


def check_causeway_place(s: State, action: Action | str, me: int, e: int) -> None:
    if s.edge_seat[e] != EMPTY:
        raise fail(s, action, E.PLACE_TAKEN, "edge-taken", place=("edge", e))
    if s.phase == SETUP_CAUSEWAY:
        if s.setup_corner not in s.board.topo.edge_corners[e]:
            raise fail(s, action, E.NOT_CONNECTED,
                       "edge-not-beside-setup", place=("corner", s.setup_corner))
    elif not edge_reaches(s, me, e):
        raise fail(s, action, E.NOT_CONNECTED, "edge-not-reached", place=("edge", e))


def check_causeway_anywhere(s: State, action: Action | str, me: int) -> None:
    """Some edge takes ``me``'s causeway (placement: one beside the new hearth)."""
    if s.phase == SETUP_CAUSEWAY:
        es = s.edge_seat
        if all(es[e] != EMPTY for e in s.board.topo.corner_edges[s.setup_corner]):
            raise fail(s, action, E.PLACE_TAKEN, "setup-edges-taken")
    elif not buildable_edges(s, me):
        raise fail(s, action, E.NOT_CONNECTED, "no-edge-reached")


# ------------------------------------------------------------------ hearths


def do_hearth(s: State, action: Action, out: Out) -> None:
    c = action.a
    check_corner(s, action, c)
    me = s.turn_seat
    if s.phase == SETUP_HEARTH:
        check_open_corner(s, action, c)
        place_hearth(s, me, c, out)
        if s.setup_step >= s.n:  # the second hearth pays out at once
            res, supply, hand = s.board.tile_res, s.supply, s.hands[me]
            for t in s.board.topo.corner_tiles[c]:
                r = res[t]
                if r != CALDERA and supply[r]:
                    supply[r] -= 1
                    hand[r] += 1
                    out.append(make(Harvested, (me, r, 1, t)))
        s.setup_corner = c
        s.phase = SETUP_CAUSEWAY
        return
    check_hearth(s, action, me)
    check_hearth_place(s, action, me, c)
    pay(s, me, s.rules.cost_hearth)
    place_hearth(s, me, c, out)


def place_hearth(s: State, me: int, c: int, out: Out) -> None:
    s.corner_piece[c] = HEARTH_PIECE
    s.corner_seat[c] = me
    s.seat_corners[me].append(c)
    s.hearths_left[me] -= 1
    s.renown[me] += HEARTH_RENOWN
    if s.board.corner_jetties[c]:
        s.rates[me] = s.board.jetty_rates(s.seat_corners[me])
    out.append(make(Built, (me, HEARTH, c)))
    corner_taken(s, c, me, out)


# ------------------------------------------------------------------ beacons


def do_beacon(s: State, action: Action, out: Out) -> None:
    c, me = action.a, s.turn_seat
    check_beacon(s, action, me)
    check_beacon_place(s, action, me, c)
    pay(s, me, s.rules.cost_beacon)
    s.corner_piece[c] = BEACON_PIECE
    s.beacons_left[me] -= 1
    s.hearths_left[me] += 1
    s.renown[me] += BEACON_RENOWN - HEARTH_RENOWN
    out.append(make(Built, (me, BEACON, c)))


# ------------------------------------------------------------------ causeways


def do_causeway(s: State, action: Action, out: Out) -> None:
    e, me = action.a, s.turn_seat
    check_edge(s, action, e)
    if s.phase == SETUP_CAUSEWAY:
        check_causeway_place(s, action, me, e)
        place_causeway(s, me, e, out)
        advance_setup(s, out)
        return
    check_causeway(s, action, me)
    check_causeway_place(s, action, me, e)
    cost = causeway_cost(s)
    if cost is None:
        s.free_causeways -= 1
    else:
        pay(s, me, cost)
    place_causeway(s, me, e, out)


def place_causeway(s: State, me: int, e: int, out: Out) -> None:
    s.edge_seat[e] = me
    s.seat_edges[me].append(e)
    s.causeways_left[me] -= 1
    out.append(make(Built, (me, CAUSEWAY, e)))
    update_trail(s, me, out)


def advance_setup(s: State, out: Out) -> None:
    """The next placement, or (two players: after the camps) the first turn."""
    s.setup_step += 1
    order = setup_order(s.n, s.first_seat)
    if s.setup_step < len(order):
        s.turn_seat = order[s.setup_step]
        s.phase = SETUP_HEARTH
        return
    if s.n == 2:
        place_camps(s, out)
    s.turn_seat = s.first_seat
    s.turns = 1
    s.phase = PRE_ROLL


__all__ = [
    "advance_setup", "causeway_cost", "check_beacon", "check_beacon_anywhere", "check_beacon_place",
    "check_causeway", "check_causeway_anywhere", "check_causeway_place", "check_corner", "check_edge", "check_hearth",
    "check_hearth_anywhere", "check_hearth_place", "check_open_corner", "do_beacon", "do_causeway", "do_hearth",
    "list_beacons", "list_causeways", "list_hearths", "list_setup_causeways", "list_setup_hearths", "place_causeway",
    "place_hearth", "setup_order",
]
