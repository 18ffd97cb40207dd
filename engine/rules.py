"""The rules: which actions are legal, and what each one does.

Every function here takes a :class:`~engine.state.State`; the state's methods
(``legal_actions``, ``apply`` ...) are the public way in.  ``apply`` checks
everything before it changes anything, so an illegal action raises
:class:`~engine.actions.RuleError` and leaves the state as it was.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Callable, Sequence

from . import actions as A
from .actions import Action, RuleError
from .cards import (
    BASALT, BOUNTIFUL, CALDERA, COPPER, EMBARGO, KELP, LANDMARK, MILLET, N_RES, PINE, RESOURCES,
    SURVEYOR, TWO_DICE_WAYS, VENTURE_NAMES, WARDEN, Cards, a_card, format_cards,
)
from .hexgrid import N_EDGES, N_TILES, TILE_IDS
from .phase import Phase

if TYPE_CHECKING:
    from .state import Offer, State

# Local copies of the state module's constants (imported lazily to avoid a cycle).
EMPTY = -1
NEUTRAL = 4
NO_PIECE, HEARTH_PIECE, BEACON_PIECE, CAMP_PIECE = 0, 1, 2, 3
PENDING, ACCEPTED, COUNTERED, PASSED = 0, 1, 2, 3
WIN_RENOWN = 11
TRAIL_MIN = 6
WATCH_MIN = 4
MAX_WANT = 4
MAX_OFFERS = 3

SETUP_HEARTH, SETUP_CAUSEWAY, PRE_ROLL, ROLL = Phase.SETUP_HEARTH, Phase.SETUP_CAUSEWAY, Phase.PRE_ROLL, Phase.ROLL
DISCARD, MOVE_ASHCLOUD, ROB, STEAL = Phase.DISCARD, Phase.MOVE_ASHCLOUD, Phase.ROB, Phase.STEAL
MAIN, DRAW, OFFER, CONFIRM, OVER = Phase.MAIN, Phase.DRAW, Phase.OFFER, Phase.CONFIRM, Phase.OVER

COST_CAUSEWAY = (1, 1, 0, 0, 0)
COST_HEARTH = (2, 1, 0, 1, 0)
COST_BEACON = (0, 0, 0, 2, 3)
COST_VENTURE = (0, 0, 1, 1, 1)


class _Acts:
    """Every action without card lists, made once and handed out again and again."""

    def __init__(self) -> None:
        w = A.with_arg
        self.roll, self.end, self.buy = A.simple(A.ROLL), A.simple(A.END), A.simple(A.BUY)
        self.surveyor, self.reveal = A.simple(A.SURVEYOR), A.simple(A.REVEAL)
        self.close, self.decline, self.lapse = A.simple(A.CLOSE), A.simple(A.DECLINE), A.simple(A.LAPSE)
        self.causeway = [w(A.CAUSEWAY, e) for e in range(N_EDGES)]
        self.hearth = [w(A.HEARTH, c) for c in range(54)]
        self.beacon = [w(A.BEACON, c) for c in range(54)]
        self.warden = {t: w(A.WARDEN, t) for t in range(-1, N_TILES)}
        self.ashcloud = [w(A.ASHCLOUD, t) for t in range(N_TILES)]
        self.bountiful = [w(A.BOUNTIFUL, n) for n in range(13)]
        self.embargo = [w(A.EMBARGO, r) for r in range(N_RES)]
        self.trade = [[w(A.TRADE, g, r) for r in range(N_RES)] for g in range(N_RES)]
        self.barge = [[w(A.BARGE, g, r) for r in range(N_RES)] for g in range(N_RES)]
        self.rob = [w(A.ROB, v) for v in range(4)]
        self.steal = [w(A.STEAL, r) for r in range(N_RES)]
        self.draw = [w(A.DRAW, k) for k in range(5)]
        self.discard = [[w(A.DISCARD, seat, r) for r in range(N_RES)] for seat in range(4)]
        self.autodiscard = [w(A.AUTODISCARD, seat) for seat in range(4)]
        self.accept = [w(A.ACCEPT, seat) for seat in range(4)]
        self.pass_ = [w(A.PASS, seat) for seat in range(4)]
        self.confirm = [w(A.CONFIRM, seat) for seat in range(4)]
        self.dice = [(w(A.DICE, a, b), 1 / 36) for a in range(1, 7) for b in range(1, 7)]
        self.tide = [w(A.TIDE, n) for n in range(13)]


@functools.cache
def acts() -> _Acts:
    return _Acts()


def _fail(s: State, action: Action, why: str) -> RuleError:
    who = actor(s)
    where = f"{s.phase.label}, turn {s.turns}" + (f", seat {who} to act" if who >= 0 else "")
    return RuleError(f"'{action}' is not legal: {why} ({where})")


# --------------------------------------------------------------------- who acts


def actor(s: State) -> int:
    ph = s.phase
    if ph == DISCARD:
        owed = s.discard_owed
        for i in range(s.n):
            seat = (s.turn_seat + i) % s.n
            if owed[seat]:
                return seat
        return -1
    if ph == OFFER:
        answers = s.offer.answers  # type: ignore[union-attr]
        for i in range(1, s.n):
            seat = (s.turn_seat + i) % s.n
            if answers[seat] == PENDING:
                return seat
        return -1
    if ph == ROLL or ph == STEAL or ph == DRAW or ph == OVER:
        return -1
    return s.turn_seat


def setup_order(n: int, first: int) -> list[int]:
    """Seats in placement order: first to last, then back.

    >>> setup_order(3, 1)
    [1, 2, 0, 0, 2, 1]
    """
    forward = [(first + i) % n for i in range(n)]
    return forward + forward[::-1]


# ---------------------------------------------------------------- board queries


def corner_open(s: State, c: int) -> bool:
    """No piece on the corner nor on a corner next to it."""
    cp = s.corner_piece
    if cp[c]:
        return False
    for x in s.board.topo.corner_corners[c]:
        if cp[x]:
            return False
    return True


def open_corners(s: State) -> list[int]:
    return [c for c in range(54) if corner_open(s, c)]


def edge_reaches(s: State, seat: int, e: int) -> bool:
    """Whether ``seat`` may lay a causeway on free edge ``e`` (connection rule)."""
    topo = s.board.topo
    cs, es = s.corner_seat, s.edge_seat
    for c in topo.edge_corners[e]:
        owner = cs[c]
        if owner == seat:
            return True
        if owner == EMPTY:
            for f in topo.corner_edges[c]:
                if f != e and es[f] == seat:
                    return True
    return False


def buildable_edges(s: State, seat: int) -> list[int]:
    topo = s.board.topo
    cs, es = s.corner_seat, s.edge_seat
    ce, ec = topo.corner_edges, topo.edge_corners
    found = [False] * N_EDGES
    for e in s.seat_edges[seat]:
        for c in ec[e]:
            if cs[c] == EMPTY or cs[c] == seat:
                for f in ce[c]:
                    if es[f] == EMPTY:
                        found[f] = True
    for c in s.seat_corners[seat]:
        for f in ce[c]:
            if es[f] == EMPTY:
                found[f] = True
    return [e for e in range(N_EDGES) if found[e]]


def buildable_corners(s: State, seat: int) -> list[int]:
    ec = s.board.topo.edge_corners
    found = set()
    for e in s.seat_edges[seat]:
        for c in ec[e]:
            if corner_open(s, c):
                found.add(c)
    return sorted(found)


def own_hearths(s: State, seat: int) -> list[int]:
    cp = s.corner_piece
    return sorted(c for c in s.seat_corners[seat] if cp[c] == HEARTH_PIECE)


def tile_seats(s: State, t: int) -> list[int]:
    """Seats with a hearth or beacon on tile ``t``, ascending."""
    cp, cs = s.corner_piece, s.corner_seat
    return sorted({cs[c] for c in s.board.topo.tile_corners[t] if cp[c] == HEARTH_PIECE or cp[c] == BEACON_PIECE})


def sheltered(s: State, t: int) -> bool:
    """A tile with a hearth or beacon on it, all of whose owners have 2 or fewer renown."""
    cp, cs, renown = s.corner_piece, s.corner_seat, s.renown
    anyone = False
    for c in s.board.topo.tile_corners[t]:
        p = cp[c]
        if p == HEARTH_PIECE or p == BEACON_PIECE:
            if renown[cs[c]] > 2:
                return False
            anyone = True
    return anyone


def ashcloud_targets(s: State) -> Sequence[int]:
    """Tiles the Ashcloud may move to: any other tile that is not sheltered."""
    renown = s.renown
    if min(renown) > 2:  # nobody is low enough to shelter a tile
        return _all_but(s.ash)
    corner_tiles = s.board.topo.corner_tiles
    cp = s.corner_piece
    occupied = [False] * N_TILES
    exposed = [False] * N_TILES
    for seat in range(s.n):
        high = renown[seat] > 2
        for c in s.seat_corners[seat]:
            if cp[c] == HEARTH_PIECE or cp[c] == BEACON_PIECE:
                for t in corner_tiles[c]:
                    occupied[t] = True
                    if high:
                        exposed[t] = True
    ash = s.ash
    return [t for t in range(N_TILES) if t != ash and (exposed[t] or not occupied[t])]


@functools.cache
def _all_but(tile: int) -> tuple[int, ...]:
    return tuple(t for t in range(N_TILES) if t != tile)


def steal_candidates(s: State) -> list[int]:
    """Other seats with a piece on the Ashcloud's tile and more than 2 public renown."""
    me = s.turn_seat
    on_tile = tile_seats(s, s.ash)
    return [v for v in on_tile if v != me and s.renown[v] > 2]


def barred(s: State, seat: int) -> int:
    """Bit mask of the resources an Embargo stops ``seat`` from trading."""
    mask = 0
    for other, r in enumerate(s.embargo):
        if r >= 0 and other != seat:
            mask |= 1 << r
    return mask


def _mask(cards: Cards) -> int:
    m = 0
    for r in range(N_RES):
        if cards[r]:
            m |= 1 << r
    return m


def _holds(hand: list[int], cards: Cards) -> bool:
    return all(hand[r] >= cards[r] for r in range(N_RES))


def _affords(hand: list[int], cost: tuple[int, ...]) -> bool:
    return hand[0] >= cost[0] and hand[1] >= cost[1] and hand[2] >= cost[2] and hand[3] >= cost[3] and hand[4] >= cost[4]


def _pay(s: State, seat: int, cost: tuple[int, ...]) -> None:
    hand, supply = s.hands[seat], s.supply
    for r in range(N_RES):
        if cost[r]:
            hand[r] -= cost[r]
            supply[r] += cost[r]


def trail_length(s: State, seat: int) -> int:
    """Length of ``seat``'s longest unbroken trail of causeways.

    A trail may end at a corner held by an opponent or a camp, never pass through it.
    A longest trail can always be taken to start at a corner where the seat's
    causeways do not meet exactly two at a time, or at a blocked corner; only a
    ring of causeways has no such corner, and then any of its corners will do.
    """
    edges = s.seat_edges[seat]
    if not edges:
        return 0
    topo = s.board.topo
    ce, ec = topo.corner_edges, topo.edge_corners
    es, cs = s.edge_seat, s.corner_seat
    best = 0
    seen = 0

    def walk(c: int, used: int, length: int) -> None:
        nonlocal best, seen
        if length > best:
            best = length
        if length and cs[c] != EMPTY and cs[c] != seat:
            return
        for f in ce[c]:
            if es[f] == seat and not (used >> f) & 1:
                a, b = ec[f]
                seen |= 1 << f
                walk(b if a == c else a, used | (1 << f), length + 1)

    degree: dict[int, int] = {}
    for e in edges:
        for c in ec[e]:
            degree[c] = degree.get(c, 0) + 1
    starts = sorted(c for c, d in degree.items() if d != 2 or (cs[c] != EMPTY and cs[c] != seat))
    for c in starts:
        walk(c, 0, 0)
        if best == len(edges):
            return best
    for e in sorted(edges):  # rings with no start corner
        if not (seen >> e) & 1:
            walk(ec[e][0], 0, 0)
    return best


# ---------------------------------------------------------------- legal actions


def legal_actions(s: State) -> list[Action]:
    ph = s.phase
    if ph == MAIN:
        return _main_actions(s)
    X = acts()
    if ph == PRE_ROLL:
        out = [X.roll]
        _venture_plays(s, out, before_roll=True)
        return out
    if ph == ROLL or ph == DRAW or ph == STEAL:
        return [a for a, _ in chance_outcomes(s)]
    if ph == DISCARD:
        seat = actor(s)
        hand = s.hands[seat]
        return [X.discard[seat][r] for r in range(N_RES) if hand[r]]
    if ph == MOVE_ASHCLOUD:
        return [X.ashcloud[t] for t in ashcloud_targets(s)]
    if ph == ROB:
        return [X.rob[v] for v in steal_candidates(s)]
    if ph == SETUP_HEARTH:
        return [X.hearth[c] for c in open_corners(s)]
    if ph == SETUP_CAUSEWAY:
        es = s.edge_seat
        return [X.causeway[e] for e in s.board.topo.corner_edges[s.setup_corner] if es[e] == EMPTY]
    if ph == OFFER:
        seat = actor(s)
        out = [X.pass_[seat]]
        if _can_accept(s, seat):
            out.insert(0, X.accept[seat])
        return out
    if ph == CONFIRM:
        out = [X.confirm[v] for v in range(s.n) if _confirmable(s, v)]
        out.append(X.decline)
        return out
    return []


def _main_actions(s: State) -> list[Action]:
    X = acts()
    me = s.turn_seat
    hand = s.hands[me]
    out = [X.end]
    if s.causeways_left[me] and (
        s.free_causeways or (hand[BASALT] and (s.surveyor or hand[PINE]))
    ):
        out.extend(X.causeway[e] for e in buildable_edges(s, me))
    if s.hearths_left[me] and hand[PINE] >= 2 and hand[BASALT] and hand[MILLET]:
        out.extend(X.hearth[c] for c in buildable_corners(s, me))
    if s.beacons_left[me] and hand[COPPER] >= 3 and hand[MILLET] >= 2:
        out.extend(X.beacon[c] for c in own_hearths(s, me))
    if hand[KELP] and hand[MILLET] and hand[COPPER] and any(s.deck):
        out.append(X.buy)
    _venture_plays(s, out, before_roll=False)
    bar = barred(s, me)
    rates = s.rates[me]
    supply = s.supply
    for g in range(N_RES):
        if hand[g] >= rates[g] and not (bar >> g) & 1:
            row = X.trade[g]
            for r in range(N_RES):
                if r != g and supply[r] and not (bar >> r) & 1:
                    out.append(row[r])
    if s.n == 2 and not s.barge_used:
        for g in range(N_RES):
            if hand[g] >= 2 and not (bar >> g) & 1:
                row = X.barge[g]
                for r in range(N_RES):
                    if r != g and supply[r] and not (bar >> r) & 1:
                        out.append(row[r])
    return out


def _venture_plays(s: State, out: list[Action], before_roll: bool) -> None:
    me = s.turn_seat
    v = s.ventures[me]
    if v[LANDMARK]:
        out.append(acts().reveal)
    if s.venture_played:
        return
    bought = s.bought
    X = acts()
    if v[WARDEN] > bought[WARDEN]:
        out.append(X.warden[-1])
        out.extend(X.warden[t] for t in ashcloud_targets(s))
    if before_roll:
        return
    if v[SURVEYOR] > bought[SURVEYOR]:
        out.append(X.surveyor)
    if v[BOUNTIFUL] > bought[BOUNTIFUL]:
        out.extend(X.bountiful[n] for n in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12))
    if v[EMBARGO] > bought[EMBARGO]:
        out.extend(X.embargo)


def chance_outcomes(s: State) -> list[tuple[Action, float]]:
    ph = s.phase
    X = acts()
    if ph == ROLL:
        if not s.tide:
            return X.dice
        left = _tide_deck(s)
        total = sum(left)
        return [(X.tide[n], left[n] / total) for n in range(2, 13) if left[n]]
    if ph == DRAW:
        total = sum(s.deck)
        return [(X.draw[k], s.deck[k] / total) for k in range(5) if s.deck[k]]
    if ph == STEAL:
        hand = s.hands[s.victim]
        total = sum(hand)
        return [(X.steal[r], hand[r] / total) for r in range(N_RES) if hand[r]]
    return []


def _tide_deck(s: State) -> list[int]:
    """The Tide cards the next flip is drawn from (all 36 again once only 5 remain)."""
    if sum(s.tide_left) <= 5:
        return [TWO_DICE_WAYS.get(k, 0) for k in range(13)]
    return s.tide_left


def timeout_action(s: State) -> Action | None:
    X = acts()
    if s.phase == DISCARD:
        return X.autodiscard[actor(s)]
    if s.phase == OFFER:
        return X.close
    if s.phase == CONFIRM:
        return X.lapse
    return None


# ------------------------------------------------------------------------ apply


def apply(s: State, action: Action) -> None:
    try:
        handler = _HANDLERS[action.kind]
    except (KeyError, AttributeError, TypeError):
        raise RuleError(f"{action!r} is not an action") from None
    if type(action.a) is not int or type(action.b) is not int:
        raise RuleError(f"{action!r} is not an action: its arguments must be whole numbers")
    if s.phase == OVER:
        raise _fail(s, action, f"the game is over (seat {s.winner} won)")
    handler(s, action)
    if s.phase != OVER and s.phase >= PRE_ROLL:
        _check_win(s)


def _need_phase(s: State, action: Action, *phases: Phase) -> None:
    if s.phase not in phases:
        raise _fail(s, action, _phase_reason(s))


def _phase_reason(s: State) -> str:
    ph = s.phase
    return {
        SETUP_HEARTH: f"seat {s.turn_seat} must found a starting hearth",
        SETUP_CAUSEWAY: f"seat {s.turn_seat} must lay a causeway on its new hearth",
        PRE_ROLL: f"seat {s.turn_seat} must roll first",
        ROLL: "waiting for the dice" if not s.tide else "waiting for the Tide card",
        DISCARD: "waiting for discards after a 7",
        MOVE_ASHCLOUD: f"seat {s.turn_seat} must move the Ashcloud",
        ROB: f"seat {s.turn_seat} must choose whom to rob",
        STEAL: "waiting for the stolen card",
        MAIN: "not at this point of the turn",
        DRAW: "waiting for the venture card drawn",
        OFFER: "an Exchange Board offer is open",
        CONFIRM: f"seat {s.turn_seat} must confirm or decline an answer",
    }.get(ph, "not now")


def _check_valid_seat(s: State, action: Action, seat: int) -> None:
    if not 0 <= seat < s.n:
        raise _fail(s, action, f"there is no seat {seat}")


def _check_win(s: State) -> None:
    me = s.turn_seat
    if s.renown[me] + s.ventures[me][LANDMARK] >= WIN_RENOWN:
        hidden = s.ventures[me][LANDMARK]
        s.ventures[me][LANDMARK] = 0
        s.landmarks_shown[me] += hidden
        s.renown[me] += hidden
        s.winner = me
        s.phase = OVER


# --- setup and building


def _do_hearth(s: State, action: Action) -> None:
    c = action.a
    if not 0 <= c < 54:
        raise _fail(s, action, f"there is no corner {c}")
    me = s.turn_seat
    if s.phase == SETUP_HEARTH:
        if not corner_open(s, c):
            raise _fail(s, action, f"corner {c} is not open (a piece stands on it or next to it)")
        _place_hearth(s, me, c)
        if s.setup_step >= s.n:
            topo, res, supply, hand = s.board.topo, s.board.tile_res, s.supply, s.hands[me]
            for t in topo.corner_tiles[c]:
                r = res[t]
                if r != CALDERA and supply[r]:
                    supply[r] -= 1
                    hand[r] += 1
        s.setup_corner = c
        s.phase = SETUP_CAUSEWAY
        return
    _need_phase(s, action, MAIN)
    if not s.hearths_left[me]:
        raise _fail(s, action, "no hearths left in your pool")
    if not corner_open(s, c):
        raise _fail(s, action, f"corner {c} is not open (a piece stands on it or next to it)")
    if not any(s.edge_seat[e] == me for e in s.board.topo.corner_edges[c]):
        raise _fail(s, action, f"corner {c} does not touch one of your causeways")
    if not _affords(s.hands[me], COST_HEARTH):
        raise _fail(s, action, f"a hearth costs 2 pine, 1 basalt, 1 millet; you hold {format_cards(tuple(s.hands[me]))}")
    _pay(s, me, COST_HEARTH)
    _place_hearth(s, me, c)


def _place_hearth(s: State, me: int, c: int) -> None:
    s.corner_piece[c] = HEARTH_PIECE
    s.corner_seat[c] = me
    s.seat_corners[me].append(c)
    s.hearths_left[me] -= 1
    s.renown[me] += 1
    if s.board.corner_jetties[c]:
        s.rates[me] = s.board.jetty_rates(s.seat_corners[me])
    _corner_taken(s, c, me)


def _corner_taken(s: State, c: int, owner: int) -> None:
    """A piece now stands on ``c``: trails of other seats through it may be broken."""
    es = s.edge_seat
    hit = False
    for e in s.board.topo.corner_edges[c]:
        t = es[e]
        if t != EMPTY and t != owner and t != NEUTRAL and len(s.seat_edges[t]) >= TRAIL_MIN:
            s.trail[t] = trail_length(s, t)
            hit = True
    if hit:
        _update_causeway_title(s)


def _do_beacon(s: State, action: Action) -> None:
    _need_phase(s, action, MAIN)
    c, me = action.a, s.turn_seat
    if not 0 <= c < 54 or s.corner_piece[c] != HEARTH_PIECE or s.corner_seat[c] != me:
        raise _fail(s, action, f"a beacon is raised on one of your own hearths; corner {c} is not one")
    if not s.beacons_left[me]:
        raise _fail(s, action, "no beacons left in your pool")
    if not _affords(s.hands[me], COST_BEACON):
        raise _fail(s, action, f"a beacon costs 3 copper, 2 millet; you hold {format_cards(tuple(s.hands[me]))}")
    _pay(s, me, COST_BEACON)
    s.corner_piece[c] = BEACON_PIECE
    s.beacons_left[me] -= 1
    s.hearths_left[me] += 1
    s.renown[me] += 1


def _do_causeway(s: State, action: Action) -> None:
    e, me = action.a, s.turn_seat
    if not 0 <= e < N_EDGES:
        raise _fail(s, action, f"there is no edge {e}")
    if s.edge_seat[e] != EMPTY:
        raise _fail(s, action, f"edge {e} already has a causeway")
    if s.phase == SETUP_CAUSEWAY:
        if s.setup_corner not in s.board.topo.edge_corners[e]:
            raise _fail(s, action, f"the causeway must touch the hearth just founded on corner {s.setup_corner}")
        _place_causeway(s, me, e)
        _advance_setup(s)
        return
    _need_phase(s, action, MAIN)
    if not s.causeways_left[me]:
        raise _fail(s, action, "no causeways left in your pool")
    if not edge_reaches(s, me, e):
        raise _fail(s, action, f"edge {e} does not touch your hearth, beacon or causeway "
                               "(or passes through an opponent's piece or a camp)")
    hand = s.hands[me]
    if s.free_causeways:
        s.free_causeways -= 1
    elif s.surveyor:
        if not hand[BASALT]:
            raise _fail(s, action, "after a Surveyor a causeway costs 1 basalt; you have none")
        _pay(s, me, (0, 1, 0, 0, 0))
    else:
        if not _affords(hand, COST_CAUSEWAY):
            raise _fail(s, action, f"a causeway costs 1 pine, 1 basalt; you hold {format_cards(tuple(hand))}")
        _pay(s, me, COST_CAUSEWAY)
    _place_causeway(s, me, e)


def _place_causeway(s: State, me: int, e: int) -> None:
    s.edge_seat[e] = me
    s.seat_edges[me].append(e)
    s.causeways_left[me] -= 1
    if len(s.seat_edges[me]) >= TRAIL_MIN:  # a shorter network cannot hold a trail that counts
        s.trail[me] = trail_length(s, me)
        _update_causeway_title(s)


def _update_causeway_title(s: State) -> None:
    """Grand Causeway: RULINGS section 5."""
    trail = s.trail
    best = max(trail)
    holder = s.causeway_holder
    if holder >= 0 and trail[holder] == best and best >= TRAIL_MIN:
        return
    leaders = [i for i in range(s.n) if trail[i] == best]
    new = leaders[0] if best >= TRAIL_MIN and len(leaders) == 1 else -1
    if new == holder:
        return
    if holder < 0 and new < 0:
        return
    if holder >= 0:
        s.renown[holder] -= 2
    if new >= 0:
        s.renown[new] += 2
    s.causeway_holder = new


def _advance_setup(s: State) -> None:
    s.setup_step += 1
    order = setup_order(s.n, s.first_seat)
    if s.setup_step < len(order):
        s.turn_seat = order[s.setup_step]
        s.phase = SETUP_HEARTH
        return
    if s.n == 2:
        _place_camps(s)
    s.turn_seat = s.first_seat
    s.turns = 1
    s.phase = PRE_ROLL


def _place_camps(s: State) -> None:
    """Two Wayfarer camps on the open corners touching the most dots, each with a neutral causeway."""
    topo = s.board.topo
    for _ in range(2):
        candidates = open_corners(s)
        if not candidates:
            return
        c = max(candidates, key=lambda x: (s.board.corner_dots[x], -x))
        s.corner_piece[c] = CAMP_PIECE
        s.corner_seat[c] = NEUTRAL
        _corner_taken(s, c, NEUTRAL)
        free = [e for e in topo.corner_edges[c] if s.edge_seat[e] == EMPTY]
        if free:
            s.edge_seat[min(free)] = NEUTRAL


# --- rolling and harvest


def _do_roll(s: State, action: Action) -> None:
    _need_phase(s, action, PRE_ROLL)
    s.phase = ROLL


def _do_dice(s: State, action: Action) -> None:
    _need_phase(s, action, ROLL)
    if s.tide:
        raise _fail(s, action, "this game uses the Tide deck, not dice")
    if not (1 <= action.a <= 6 and 1 <= action.b <= 6):
        raise _fail(s, action, "each die shows 1 to 6")
    _resolve_roll(s, action.a + action.b)


def _do_tide(s: State, action: Action) -> None:
    _need_phase(s, action, ROLL)
    if not s.tide:
        raise _fail(s, action, "this game rolls dice, not the Tide deck")
    deck = _tide_deck(s)
    n = action.a
    if not 2 <= n <= 12 or not deck[n]:
        raise _fail(s, action, f"no Tide card {n} is left to draw")
    if deck is not s.tide_left:
        s.tide_left = deck[:]
    s.tide_left[n] -= 1
    _resolve_roll(s, n)


def _resolve_roll(s: State, total: int) -> None:
    s.rolls.append(total)
    s.last_roll = total
    s.rolled = True
    if total == 7:
        owed = [sum(h) // 2 if sum(h) > 8 else 0 for h in s.hands]
        s.discard_owed = owed
        if any(owed):
            s.phase = DISCARD
        else:
            _start_ashcloud(s, MAIN)
        return
    _harvest(s, total, -1)
    s.phase = MAIN


def _harvest(s: State, number: int, only: int) -> None:
    """Pay out every tile with ``number`` (but the Ashcloud's); ``only`` >= 0 pays that seat alone."""
    board = s.board
    tc = board.topo.tile_corners
    cp, cs = s.corner_piece, s.corner_seat
    owed: dict[int, list[int]] = {}
    for t in board.number_tiles[number]:
        if t == s.ash:
            continue
        r = board.tile_res[t]
        for c in tc[t]:
            p = cp[c]
            if p == HEARTH_PIECE or p == BEACON_PIECE:
                seat = cs[c]
                if only >= 0 and seat != only:
                    continue
                row = owed.get(r)
                if row is None:
                    row = owed[r] = [0] * s.n
                row[seat] += p
    supply, hands = s.supply, s.hands
    for r in sorted(owed):
        row = owed[r]
        total = sum(row)
        if total <= supply[r]:
            for seat in range(s.n):
                if row[seat]:
                    hands[seat][r] += row[seat]
            supply[r] -= total
        else:
            _deal_short(s, r, row)


def _deal_short(s: State, r: int, row: list[int]) -> None:
    """Shortage: one card at a time round the table from the seat on turn, each up to what it is owed."""
    row = row[:]
    while s.supply[r] and any(row):
        for i in range(s.n):
            seat = (s.turn_seat + i) % s.n
            if row[seat] and s.supply[r]:
                row[seat] -= 1
                s.supply[r] -= 1
                s.hands[seat][r] += 1


# --- a 7: discards, the Ashcloud, the steal


def _do_discard(s: State, action: Action) -> None:
    _need_phase(s, action, DISCARD)
    seat, r = action.a, action.b
    _check_valid_seat(s, action, seat)
    if not s.discard_owed[seat]:
        raise _fail(s, action, f"seat {seat} has nothing to discard")
    if not 0 <= r < N_RES or not s.hands[seat][r]:
        raise _fail(s, action, f"seat {seat} holds no {RESOURCES[r] if 0 <= r < N_RES else 'such card'}")
    s.hands[seat][r] -= 1
    s.supply[r] += 1
    s.discard_owed[seat] -= 1
    if not any(s.discard_owed):
        _start_ashcloud(s, MAIN)


def auto_discard_choice(hand: list[int], count: int) -> Cards:
    """The automatic discard: from the largest stack, ties Pine, Basalt, Kelp, Millet, Copper.

    >>> auto_discard_choice([3, 3, 0, 1, 2], 4)
    (2, 2, 0, 0, 0)
    """
    h = hand[:]
    out = [0] * N_RES
    for _ in range(count):
        r = max(range(N_RES), key=lambda k: (h[k], -k))
        h[r] -= 1
        out[r] += 1
    return (out[0], out[1], out[2], out[3], out[4])


def _do_autodiscard(s: State, action: Action) -> None:
    _need_phase(s, action, DISCARD)
    seat = action.a
    _check_valid_seat(s, action, seat)
    owed = s.discard_owed[seat]
    if not owed:
        raise _fail(s, action, f"seat {seat} has nothing to discard")
    cards = auto_discard_choice(s.hands[seat], owed)
    for r in range(N_RES):
        s.hands[seat][r] -= cards[r]
        s.supply[r] += cards[r]
    s.discard_owed[seat] = 0
    if not any(s.discard_owed):
        _start_ashcloud(s, MAIN)


def _start_ashcloud(s: State, after: Phase) -> None:
    s.after_ash = after
    if ashcloud_targets(s):
        s.phase = MOVE_ASHCLOUD
    else:
        _start_steal(s)  # nothing can take it: it stays where it is


def _do_ashcloud(s: State, action: Action) -> None:
    _need_phase(s, action, MOVE_ASHCLOUD)
    t = action.a
    if t not in ashcloud_targets(s):
        raise _fail(s, action, _ash_reason(s, t))
    s.ash = t
    _start_steal(s)


def _ash_reason(s: State, t: int) -> str:
    if not 0 <= t < N_TILES:
        return f"there is no tile {t}"
    if t == s.ash:
        return f"the Ashcloud is already on {TILE_IDS[t]}: it must move to a different tile"
    return f"{TILE_IDS[t]} is sheltered (everyone with a piece there has 2 or fewer renown)"


def _start_steal(s: State) -> None:
    cands = steal_candidates(s)
    if not cands:
        s.phase = s.after_ash
    elif len(cands) == 1:
        _begin_steal(s, cands[0])
    else:
        s.phase = ROB


def _begin_steal(s: State, victim: int) -> None:
    if sum(s.hands[victim]):
        s.victim = victim
        s.phase = STEAL
    else:
        s.phase = s.after_ash


def _do_rob(s: State, action: Action) -> None:
    _need_phase(s, action, ROB)
    if action.a not in steal_candidates(s):
        raise _fail(s, action, f"seat {action.a} cannot be robbed: it needs a piece on the Ashcloud's tile "
                               "and more than 2 renown")
    _begin_steal(s, action.a)


def _do_steal(s: State, action: Action) -> None:
    _need_phase(s, action, STEAL)
    r = action.a
    hand = s.hands[s.victim]
    if not 0 <= r < N_RES or not hand[r]:
        raise _fail(s, action, f"seat {s.victim} holds no such card")
    hand[r] -= 1
    s.hands[s.turn_seat][r] += 1
    s.victim = -1
    s.phase = s.after_ash


# --- venture cards


def _need_playable(s: State, action: Action, card: int, before_roll_ok: bool) -> None:
    if before_roll_ok:
        _need_phase(s, action, PRE_ROLL, MAIN)
    else:
        if s.phase == PRE_ROLL:
            raise _fail(s, action, f"{a_card(card)} is played after rolling")
        _need_phase(s, action, MAIN)
    if s.venture_played:
        raise _fail(s, action, "only one venture card may be played in a turn")
    me = s.turn_seat
    if s.ventures[me][card] <= 0:
        raise _fail(s, action, f"you hold no {VENTURE_NAMES[card]}")
    if s.ventures[me][card] <= s.bought[card]:
        raise _fail(s, action, f"{a_card(card)} cannot be played on the turn it was bought")


def _spend_card(s: State, card: int) -> None:
    s.ventures[s.turn_seat][card] -= 1
    s.venture_played = True


def _do_buy(s: State, action: Action) -> None:
    _need_phase(s, action, MAIN)
    me = s.turn_seat
    if not any(s.deck):
        raise _fail(s, action, "the venture deck is empty")
    if not _affords(s.hands[me], COST_VENTURE):
        raise _fail(s, action, f"a venture card costs 1 kelp, 1 millet, 1 copper; you hold {format_cards(tuple(s.hands[me]))}")
    _pay(s, me, COST_VENTURE)
    s.phase = DRAW


def _do_draw(s: State, action: Action) -> None:
    _need_phase(s, action, DRAW)
    k = action.a
    if not 0 <= k < 5 or not s.deck[k]:
        raise _fail(s, action, "no such card is left in the venture deck")
    s.deck[k] -= 1
    s.ventures[s.turn_seat][k] += 1
    s.bought[k] += 1
    s.phase = MAIN


def _do_warden(s: State, action: Action) -> None:
    _need_playable(s, action, WARDEN, before_roll_ok=True)
    t = action.a
    if t != -1 and t not in ashcloud_targets(s):
        raise _fail(s, action, _ash_reason(s, t))
    me = s.turn_seat
    _spend_card(s, WARDEN)
    s.wardens_played[me] += 1
    _update_watch(s, me)
    if t == -1:
        s.ash = s.board.caldera
        return
    s.ash = t
    s.after_ash = s.phase
    _start_steal(s)


def _update_watch(s: State, me: int) -> None:
    """Steadfast Watch: first to show 4 Wardens; moves only to a seat that shows strictly more."""
    count = s.wardens_played[me]
    holder = s.watch_holder
    if holder == me or count < WATCH_MIN:
        return
    if holder >= 0:
        if count <= s.wardens_played[holder]:
            return
        s.renown[holder] -= 2
    s.renown[me] += 2
    s.watch_holder = me


def _do_surveyor(s: State, action: Action) -> None:
    _need_playable(s, action, SURVEYOR, before_roll_ok=False)
    _spend_card(s, SURVEYOR)
    s.free_causeways = 2
    s.surveyor = True


def _do_bountiful(s: State, action: Action) -> None:
    _need_playable(s, action, BOUNTIFUL, before_roll_ok=False)
    n = action.a
    if not 2 <= n <= 12 or n == 7:
        raise _fail(s, action, "name a number from 2 to 12 other than 7")
    _spend_card(s, BOUNTIFUL)
    _harvest(s, n, s.turn_seat)


def _do_embargo(s: State, action: Action) -> None:
    _need_playable(s, action, EMBARGO, before_roll_ok=False)
    if not 0 <= action.a < N_RES:
        raise _fail(s, action, "name one of the five resources")
    _spend_card(s, EMBARGO)
    s.embargo[s.turn_seat] = action.a


def _do_reveal(s: State, action: Action) -> None:
    _need_phase(s, action, PRE_ROLL, MAIN)
    me = s.turn_seat
    if not s.ventures[me][LANDMARK]:
        raise _fail(s, action, "you hold no hidden Landmark")
    s.ventures[me][LANDMARK] -= 1
    s.landmarks_shown[me] += 1
    s.renown[me] += 1


# --- trading


def _check_embargo(s: State, action: Action, seat: int, mask: int) -> None:
    hit = barred(s, seat) & mask
    if hit:
        names = [RESOURCES[r] for r in range(N_RES) if (hit >> r) & 1]
        who = "you" if seat == s.turn_seat and s.phase == MAIN else f"seat {seat}"
        raise _fail(s, action, f"an Embargo stops {who} trading {', '.join(names)}")


def _do_trade(s: State, action: Action) -> None:
    _need_phase(s, action, MAIN)
    g, r = action.a, action.b
    me = s.turn_seat
    if not (0 <= g < N_RES and 0 <= r < N_RES) or g == r:
        raise _fail(s, action, "trade one resource for a different one")
    rate = s.rates[me][g]
    _trade_with_supply(s, action, me, g, r, rate)


def _do_barge(s: State, action: Action) -> None:
    _need_phase(s, action, MAIN)
    g, r = action.a, action.b
    if s.n != 2:
        raise _fail(s, action, "the Barge is only in two-player games")
    if s.barge_used:
        raise _fail(s, action, "the Barge sails once a turn")
    if not (0 <= g < N_RES and 0 <= r < N_RES) or g == r:
        raise _fail(s, action, "trade one resource for a different one")
    _trade_with_supply(s, action, s.turn_seat, g, r, 2)
    s.barge_used = True


def _trade_with_supply(s: State, action: Action, me: int, g: int, r: int, rate: int) -> None:
    _check_embargo(s, action, me, (1 << g) | (1 << r))
    if s.hands[me][g] < rate:
        raise _fail(s, action, f"this trade takes {rate} {RESOURCES[g]}; you hold {s.hands[me][g]}")
    if not s.supply[r]:
        raise _fail(s, action, f"the Supply has no {RESOURCES[r]} left")
    s.hands[me][g] -= rate
    s.supply[g] += rate
    s.hands[me][r] += 1
    s.supply[r] -= 1


def _check_deal_cards(s: State, action: Action, give: Cards | None, want: Cards | None) -> tuple[Cards, Cards]:
    if give is None or want is None or len(give) != N_RES or len(want) != N_RES:
        raise _fail(s, action, "an offer names the cards given and the cards wanted")
    if any(not isinstance(x, int) or x < 0 for x in give + want):
        raise _fail(s, action, "card counts are whole numbers, 0 or more")
    if not sum(give) or not sum(want):
        raise _fail(s, action, "an offer gives at least one card and wants at least one")
    if any(x > MAX_WANT for x in want):
        raise _fail(s, action, f"an offer may want at most {MAX_WANT} of each kind")
    if _mask(give) & _mask(want):
        raise _fail(s, action, "an offer may not give and want the same resource")
    return give, want


def _do_offer(s: State, action: Action) -> None:
    _need_phase(s, action, MAIN)
    me = s.turn_seat
    give, want = _check_deal_cards(s, action, action.give, action.want)
    if s.offers_posted >= MAX_OFFERS:
        raise _fail(s, action, f"at most {MAX_OFFERS} offers may be posted in a turn")
    if not _holds(s.hands[me], give):
        raise _fail(s, action, f"you do not hold {format_cards(give)}")
    _check_embargo(s, action, me, _mask(give) | _mask(want))
    if all(s.dealt_with[v] for v in range(s.n) if v != me):
        raise _fail(s, action, "you have already dealt with every other seat this turn")
    from .state import Offer  # noqa: F811  (runtime import; state imports this module)

    answers = [PASSED if (v == me or s.dealt_with[v]) else PENDING for v in range(s.n)]
    s.offer = Offer(give, want, answers, [None] * s.n)
    s.offers_posted += 1
    s.phase = OFFER


def _check_responder(s: State, action: Action, seat: int) -> None:
    _need_phase(s, action, OFFER)
    _check_valid_seat(s, action, seat)
    if seat == s.turn_seat:
        raise _fail(s, action, "the offerer does not answer its own offer")
    if s.offer.answers[seat] != PENDING:  # type: ignore[union-attr]
        raise _fail(s, action, f"seat {seat} has already answered (or already dealt this turn)")


def _can_accept(s: State, seat: int) -> bool:
    offer: Offer = s.offer  # type: ignore[assignment]
    mask = _mask(offer.give) | _mask(offer.want)
    return _holds(s.hands[seat], offer.want) and not (barred(s, seat) & mask)


def _do_accept(s: State, action: Action) -> None:
    seat = action.a
    _check_responder(s, action, seat)
    offer: Offer = s.offer  # type: ignore[assignment]
    if not _holds(s.hands[seat], offer.want):
        raise _fail(s, action, f"seat {seat} does not hold {format_cards(offer.want)}")
    _check_embargo(s, action, seat, _mask(offer.give) | _mask(offer.want))
    offer.answers[seat] = ACCEPTED
    _after_answer(s)


def _do_counter(s: State, action: Action) -> None:
    seat = action.a
    _check_responder(s, action, seat)
    give, want = _check_deal_cards(s, action, action.give, action.want)
    if not _holds(s.hands[seat], give):
        raise _fail(s, action, f"seat {seat} does not hold {format_cards(give)}")
    _check_embargo(s, action, seat, _mask(give) | _mask(want))
    _check_embargo(s, action, s.turn_seat, _mask(give) | _mask(want))
    offer: Offer = s.offer  # type: ignore[assignment]
    offer.answers[seat] = COUNTERED
    offer.counters[seat] = (want, give)  # from the offerer's side
    _after_answer(s)


def _do_pass(s: State, action: Action) -> None:
    _check_responder(s, action, action.a)
    s.offer.answers[action.a] = PASSED  # type: ignore[union-attr]
    _after_answer(s)


def _after_answer(s: State) -> None:
    answers = s.offer.answers  # type: ignore[union-attr]
    if PENDING not in answers:
        _close_window(s)


def _close_window(s: State) -> None:
    answers = s.offer.answers  # type: ignore[union-attr]
    if ACCEPTED in answers or COUNTERED in answers:
        s.phase = CONFIRM
    else:
        s.offer = None
        s.phase = MAIN


def _do_close(s: State, action: Action) -> None:
    _need_phase(s, action, OFFER)
    answers = s.offer.answers  # type: ignore[union-attr]
    for v in range(s.n):
        if answers[v] == PENDING:
            answers[v] = PASSED
    _close_window(s)


def _confirmable(s: State, seat: int) -> bool:
    offer = s.offer
    if offer is None or not 0 <= seat < s.n or offer.answers[seat] not in (ACCEPTED, COUNTERED):
        return False
    give, get = offer.terms(seat)
    mask = _mask(give) | _mask(get)
    me = s.turn_seat
    return (_holds(s.hands[me], give) and _holds(s.hands[seat], get)
            and not (barred(s, me) & mask) and not (barred(s, seat) & mask))


def _do_confirm(s: State, action: Action) -> None:
    _need_phase(s, action, CONFIRM)
    seat = action.a
    if not _confirmable(s, seat):
        raise _fail(s, action, f"seat {seat} did not accept or counter, or one side can no longer pay")
    give, get = s.offer.terms(seat)  # type: ignore[union-attr]
    me = s.turn_seat
    for r in range(N_RES):
        s.hands[me][r] += get[r] - give[r]
        s.hands[seat][r] += give[r] - get[r]
    s.dealt_with[seat] = True
    s.offer = None
    s.phase = MAIN


def _do_decline(s: State, action: Action) -> None:
    """``decline`` (the offerer's choice) and ``lapse`` (its clock ran out) both end the offer."""
    _need_phase(s, action, CONFIRM)
    s.offer = None
    s.phase = MAIN


# --- ending the turn


def _do_end(s: State, action: Action) -> None:
    _need_phase(s, action, MAIN)
    s.turn_seat = nxt = (s.turn_seat + 1) % s.n
    s.turns += 1
    s.venture_played = s.rolled = s.surveyor = s.barge_used = False
    s.free_causeways = s.offers_posted = 0
    s.bought = [0] * 5
    s.dealt_with = [False] * s.n
    s.embargo[nxt] = -1
    s.phase = PRE_ROLL


_HANDLERS: dict[str, Callable[[State, Action], None]] = {
    A.ROLL: _do_roll, A.DICE: _do_dice, A.TIDE: _do_tide, A.END: _do_end,
    A.CAUSEWAY: _do_causeway, A.HEARTH: _do_hearth, A.BEACON: _do_beacon,
    A.BUY: _do_buy, A.DRAW: _do_draw, A.WARDEN: _do_warden, A.SURVEYOR: _do_surveyor,
    A.BOUNTIFUL: _do_bountiful, A.EMBARGO: _do_embargo, A.REVEAL: _do_reveal,
    A.TRADE: _do_trade, A.BARGE: _do_barge, A.ASHCLOUD: _do_ashcloud, A.ROB: _do_rob,
    A.STEAL: _do_steal, A.DISCARD: _do_discard, A.AUTODISCARD: _do_autodiscard,
    A.OFFER: _do_offer, A.ACCEPT: _do_accept, A.PASS: _do_pass, A.COUNTER: _do_counter,
    A.CLOSE: _do_close, A.CONFIRM: _do_confirm, A.DECLINE: _do_decline, A.LAPSE: _do_decline,
}
