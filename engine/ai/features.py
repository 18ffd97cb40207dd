"""What the ``ai-normal`` and ``ai-hard`` seats know about an island and a position.

Everything here reads a :class:`~engine.state.State`, and only its public parts
plus the hand and venture cards of the seat it is asked about.  The AI seats call
it on :meth:`SeatView.sample_state` (a state whose hidden parts are resampled),
so what another seat holds never reaches a decision.

Per island (computed once and cached): what each corner yields, how much each
resource is worth on this island (need / supply: a scarce resource is worth
more), and the static value of every corner.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .. import actions as A
from ..board import Board
from ..cards import CALDERA, DOTS, LANDMARK, N_RES, VENTURE_DECK, WARDEN
from ..constants import COST_BEACON, COST_VENTURE, SHELTER_RENOWN, WATCH_MIN, WIN_RENOWN
from ..island import OPEN_JETTY
from ..pieces import BEACON_PIECE, EMPTY, HEARTH_PIECE
from ..rules import trail_length
from .memo import trimmed

if TYPE_CHECKING:
    from ..actions import Action
    from ..state import State


# Cards a seat spends over a typical game (10 causeways, 4 hearths, 3 beacons, 5 ventures):
# what the resources are needed for, against what the island grows.
_DEMAND = (18.0, 14.0, 5.0, 15.0, 14.0)


class BoardInfo:
    """Per-island tables the AI seats read on every decision."""

    __slots__ = (
        "board",
        "corner_corners",
        "corner_dots",
        "corner_edges",
        "corner_jetty",
        "corner_res",
        "corner_static",
        "corner_tiles",
        "edge_corners",
        "number_tiles",
        "res_dots",
        "tile_corners",
        "tile_dots",
        "tile_res",
        "topo",
        "weight",
    )

    def __init__(self, board: Board) -> None:
        self.board = board
        topo = self.topo = board.topo
        isl = board.island
        self.tile_res = board.tile_res
        self.tile_dots = tuple(isl.dots(t) for t in range(19))
        self.number_tiles = board.number_tiles
        self.tile_corners = topo.tile_corners
        self.corner_corners = topo.corner_corners
        self.corner_edges = topo.corner_edges
        self.edge_corners = topo.edge_corners
        self.corner_tiles = topo.corner_tiles
        res_dots = [0] * N_RES
        for t in range(19):
            r = board.tile_res[t]
            if r != CALDERA:
                res_dots[r] += self.tile_dots[t]
        self.res_dots = tuple(res_dots)
        total_demand, total_supply = sum(_DEMAND), float(sum(res_dots))
        weight = []
        for r in range(N_RES):
            ratio = (_DEMAND[r] / total_demand) / max(res_dots[r] / total_supply, 1e-6)
            # Compressed: a 4:1 trade puts a floor under any resource's worth.
            weight.append(max(0.35, min(1.7, ratio ** 0.6)))
        self.weight = tuple(weight)
        self.corner_res = tuple(
            tuple((board.tile_res[t], self.tile_dots[t], t) for t in topo.corner_tiles[c] if board.tile_res[t] != CALDERA)
            for c in range(54)
        )
        self.corner_dots = board.corner_dots
        self.corner_jetty = board.corner_jetties
        self.corner_static = tuple(sum(weight[r] * d for r, d, _ in self.corner_res[c]) for c in range(54))


_CACHE: dict[int, BoardInfo] = {}


def info(board: Board) -> BoardInfo:
    """The (cached) tables of ``board``."""
    key = id(board)
    got = _CACHE.get(key)
    if got is None or got.board is not board:
        got = BoardInfo(board)
        trimmed(_CACHE, 16)[key] = got
    return got


# ---------------------------------------------------------------- positions


def production(s: State, seat: int, skip_ash: bool = False) -> list[int]:
    """Ember dots each resource pays ``seat`` per roll (beacons count twice)."""
    bi = info(s.board)
    out = [0] * N_RES
    cp = s.corner_piece
    ash = s.ash if skip_ash else -1
    cres = bi.corner_res
    for c in s.seat_corners[seat]:
        p = cp[c]
        for r, d, t in cres[c]:
            if t != ash:
                out[r] += d * p
    return out


def corner_open(s: State, c: int, cc: tuple[tuple[int, ...], ...]) -> bool:
    cp = s.corner_piece
    if cp[c]:
        return False
    for x in cc[c]:
        if cp[x]:
            return False
    return True


def reach(s: State, seat: int, max_dist: int = 3) -> dict[int, tuple[int, int]]:
    """Corners ``seat`` can reach with at most ``max_dist`` new causeways.

    corner -> (new causeways needed, the first edge to lay; -1 when none is needed).
    A path may not pass through a corner held by another seat (or a camp), nor
    use an edge that holds another seat's causeway.
    """
    bi = info(s.board)
    ce, ec = bi.corner_edges, bi.edge_corners
    cs, es = s.corner_seat, s.edge_seat
    out: dict[int, tuple[int, int]] = {}
    frontier: list[int] = []
    for e in s.seat_edges[seat]:
        for c in ec[e]:
            if c not in out:
                out[c] = (0, -1)
                frontier.append(c)
    for c in s.seat_corners[seat]:
        if c not in out:
            out[c] = (0, -1)
            frontier.append(c)
    # Zero-cost moves (own causeways) are already in the start set: the network is connected
    # through own edges, so only free edges extend it.
    for d in range(max_dist):
        nxt: list[int] = []
        for c in frontier:
            owner = cs[c]
            if owner != EMPTY and owner != seat:
                continue  # cannot pass through another seat's piece or a camp
            first = out[c][1]
            for f in ce[c]:
                if es[f] != EMPTY:
                    continue
                a, b = ec[f]
                y = b if a == c else a
                if y in out:
                    continue
                out[y] = (d + 1, first if first >= 0 else f)
                nxt.append(y)
        frontier = nxt
        if not frontier:
            break
    return out


def spots(s: State, seat: int, max_dist: int = 3) -> list[tuple[int, int, int]]:
    """Open corners ``seat`` could found a hearth on: (corner, causeways needed, first edge)."""
    bi = info(s.board)
    cc = bi.corner_corners
    out = []
    for c, (d, first) in reach(s, seat, max_dist).items():
        if corner_open(s, c, cc):
            if d == 0:
                # Needs one of the seat's causeways touching it (a corner next to a hearth alone is not enough).
                es = s.edge_seat
                if not any(es[e] == seat for e in bi.corner_edges[c]):
                    continue
            out.append((c, d, first))
    return out


def corner_value(s: State, seat: int, c: int, prod: list[int] | None = None) -> float:
    """How good corner ``c`` is for ``seat`` to settle, given what it already produces."""
    bi = info(s.board)
    w = bi.weight
    if prod is None:
        prod = production(s, seat)
    value = 0.0
    for r, d, _ in bi.corner_res[c]:
        # A resource the seat lacks is worth more; one it has plenty of, a little less.
        have = prod[r]
        factor = 1.45 if have == 0 else (1.15 if have < 4 else (1.0 if have < 9 else 0.85))
        value += w[r] * d * factor
    for kind in bi.corner_jetty[c]:
        if kind == OPEN_JETTY:
            value += 1.0 + 0.08 * sum(prod)
        else:
            value += 0.5 + 0.35 * (prod[kind] + sum(d for r, d, _ in bi.corner_res[c] if r == kind))
    return value


def hand_missing(hand: list[int] | tuple[int, ...], cost: tuple[int, ...]) -> int:
    m = 0
    for r in range(5):
        d = cost[r] - hand[r]
        if d > 0:
            m += d
    return m


def affords(hand: list[int] | tuple[int, ...], cost: tuple[int, ...]) -> bool:
    return all(hand[r] >= cost[r] for r in range(N_RES))


def trade_picks(hand: list[int], costs: tuple[tuple[int, ...], ...], rates: list[int],
                trades: list[Action]) -> list[Action]:
    """For each card that a build of ``costs`` within three cards of ``hand`` lacks, the trade
    or barge of ``trades`` (at jetty ``rates``) that gives most to spare for it, the cheaper
    rate at equals, the first of equals; in resource order."""
    lack = [0] * N_RES
    for cost in costs:
        miss = hand_missing(hand, cost)
        if 0 < miss <= 3:
            for r in range(N_RES):
                if cost[r] > hand[r]:
                    lack[r] = 1
    out: list[Action] = []
    for r in range(N_RES):
        if not lack[r]:
            continue
        best, key = None, None
        for a in trades:
            if a.b != r:
                continue
            rate = 2 if a.kind == A.BARGE else rates[a.a]
            k = (hand[a.a] - rate, -rate)
            if key is None or k > key:
                best, key = a, k
        if best is not None:
            out.append(best)
    return out


def best_beacon(s: State, me: int, weight: Sequence[float],
                corner_res: Sequence[Sequence[tuple[int, float, int]]]) -> tuple[int, float]:
    """``me``'s hearth whose yield (``corner_res``, each resource at ``weight``) a beacon would
    double most, and that yield: ``(-1, -1.0)`` when it has no hearth."""
    best, bv = -1, -1.0
    cp = s.corner_piece
    for c in s.seat_corners[me]:
        if cp[c] == HEARTH_PIECE:
            v = sum(weight[r] * d for r, d, _ in corner_res[c])
            if v > bv:
                best, bv = c, v
    return best, bv


def hidden_landmark_guess(s: State, seat: int, viewer: int) -> float:
    """``viewer``'s estimate of the hidden Landmarks ``seat`` holds (exact for itself)."""
    if seat == viewer:
        return float(s.ventures[seat][LANDMARK])
    held = sum(s.ventures[seat])
    if not held:
        return 0.0
    unknown_l, unknown = _unseen(s, viewer)
    return held * unknown_l / unknown


def _unseen(s: State, viewer: int) -> tuple[int, int]:
    """(Landmarks, venture cards) nobody has shown ``viewer``: a held card is a Landmark at their ratio."""
    shown_l = sum(s.landmarks_shown)
    unknown_l = VENTURE_DECK[LANDMARK] - shown_l - s.ventures[viewer][LANDMARK]
    unknown = 24 - sum(s.wardens_played) - shown_l - sum(s.ventures[viewer])
    return max(unknown_l, 0), max(unknown, 1)


def threat(s: State, seat: int, viewer: int) -> float:
    """How close ``seat`` looks to winning, as ``viewer`` sees it (public renown + guesses)."""
    return s.renown[seat] + hidden_landmark_guess(s, seat, viewer)


def top_threat(s: State, viewer: int) -> float:
    """``max(threat(s, v, viewer) for v in range(s.n))``, the shared counts taken once."""
    ven = s.ventures
    unknown_l, unknown = _unseen(s, viewer)
    renown = s.renown
    top = renown[viewer] + float(ven[viewer][LANDMARK])
    for v in range(s.n):
        if v != viewer:
            held = sum(ven[v])
            t = renown[v] + (held * unknown_l / unknown if held else 0.0)
            if t > top:
                top = t
    return top


def leader(s: State, viewer: int) -> int:
    """The other seat that looks closest to winning (ties: most cards, then lowest seat)."""
    best, key = -1, None
    for v in range(s.n):
        if v == viewer:
            continue
        k = (threat(s, v, viewer), sum(s.hands[v]), -v)
        if key is None or k > key:
            best, key = v, k
    return best


def number_yield(s: State, seat: int, number: int) -> list[int]:
    """Cards ``seat`` would get from tiles with ``number`` (the Ashcloud's tile pays nothing)."""
    bi = info(s.board)
    out = [0] * N_RES
    cp, cs = s.corner_piece, s.corner_seat
    for t in bi.number_tiles[number]:
        if t == s.ash:
            continue
        r = bi.tile_res[t]
        for c in bi.tile_corners[t]:
            if cs[c] == seat and (cp[c] == HEARTH_PIECE or cp[c] == BEACON_PIECE):
                out[r] += cp[c]
    return out


def ash_tile_score(s: State, seat: int, t: int) -> float:
    """How much moving the Ashcloud onto tile ``t`` helps ``seat`` (it hurts others, the leader most)."""
    bi = info(s.board)
    dots = bi.tile_dots[t]
    r = bi.tile_res[t]
    w = bi.weight[r] if r != CALDERA else 0.0
    return ash_score(s, seat, bi.tile_corners[t], dots, w, threat, SHELTER_RENOWN)


def ash_score(s: State, seat: int, corners: Sequence[int], dots: float, w: float,
              threat_of: Callable[[State, int, int], float], floor: int) -> float:
    """The Ashcloud on a tile with ``corners``, its harvest ``dots`` each worth ``w``, as
    ``seat`` (judging the others by ``threat_of``) sees it: the harvest it blocks, others' by
    their threat, its own against; and a card to steal, from a seat of more than ``floor``
    renown (the board's or the living board's score)."""
    cp, cs = s.corner_piece, s.corner_seat
    score = 0.0
    victims: set[int] = set()
    for c in corners:
        p = cp[c]
        if p == HEARTH_PIECE or p == BEACON_PIECE:
            owner = cs[c]
            if owner == seat:
                score -= 3.0 * p * dots * w + 2.0
            else:
                score += p * dots * w * (0.5 + threat_of(s, owner, seat) / 4.0)
                victims.add(owner)
    # A card to steal, from someone who can be robbed.
    best = 0.0
    for v in sorted(victims):
        if s.renown[v] > floor and any(s.hands[v]):
            best = max(best, 1.5 + 0.3 * threat_of(s, v, seat))
    return score + best


def stealable(s: State, seat: int, t: int) -> list[int]:
    cp, cs = s.corner_piece, s.corner_seat
    out = set()
    for c in info(s.board).tile_corners[t]:
        if (cp[c] == HEARTH_PIECE or cp[c] == BEACON_PIECE) and cs[c] != seat and s.renown[cs[c]] > SHELTER_RENOWN:
            out.add(cs[c])
    return sorted(out)


def wardens_for_watch(s: State, seat: int) -> int:
    """Wardens ``seat`` still has to play to take Steadfast Watch (0: holds it)."""
    holder = s.watch_holder
    if holder == seat:
        return 0
    need = max(WATCH_MIN, (s.wardens_played[holder] + 1) if holder >= 0 else WATCH_MIN)
    return need - s.wardens_played[seat]


DOTS_OF = DOTS
__all__ = [
    "WARDEN",
    "BoardInfo",
    "ash_score",
    "ash_tile_score",
    "board_part",
    "corner_value",
    "info",
    "leader",
    "number_yield",
    "production",
    "reach",
    "spots",
    "threat",
]


# ---------------------------------------------------------------- evaluation features

def trail_of(s: State, seat: int) -> int:
    """``seat``'s trail (kept in the state for networks that can hold the title's trail, counted otherwise)."""
    if len(s.seat_edges[seat]) >= s.rules.trail_min:
        return s.trail[seat]
    return len(s.seat_edges[seat]) and _short_trail(s, seat)


_TRAILS: dict[tuple[Any, ...], int] = {}


def trail_blockers(s: State, seat: int, edges: list[int]) -> tuple[int, ...]:
    """The corners of ``edges`` that stop ``seat``'s trail (another seat's piece or a camp), in order.

    With the edges, all a trail's length depends on: a key for remembering it.
    """
    cs = s.corner_seat
    ec = s.board.topo.edge_corners
    return tuple(c for e in edges for c in ec[e] if cs[c] != EMPTY and cs[c] != seat)


def _short_trail(s: State, seat: int) -> int:
    """The trail of a network under 6 causeways, remembered by its causeways and the corners that block it."""
    edges = s.seat_edges[seat]
    key = (tuple(edges), trail_blockers(s, seat, edges))
    got = _TRAILS.get(key)
    if got is None:
        got = trail_length(s, seat)
        trimmed(_TRAILS, 4096)[key] = got
    return got


FEATURE_NAMES2 = (
    "renown", "renown_sq", "prod_pine", "prod_basalt", "prod_kelp", "prod_millet", "prod_copper", "variety",
    "hand_pine", "hand_basalt", "hand_kelp", "hand_millet", "hand_copper", "hand_over8",
    "miss_beacon", "miss_hearth", "miss_venture", "spots_now", "spot_best",
    "ventures", "wardens_held", "wardens_played", "trail", "trail_lead", "watch_gap",
    "trade", "order", "ash_loss", "pieces_left",
)


def board_part(s: State, seat: int, corner_static: tuple[float, ...]) -> tuple[int, float, int, int, int]:
    """(open corners buildable now, best corner within 2 causeways, causeways to the nearest, trail, best other trail),
    each corner worth ``corner_static`` (the board's, or a living board's)."""
    spots_now = 0
    spot_best = 0.0
    near = 9
    if s.hearths_left[seat]:
        for c, d, _ in spots(s, seat, 2):
            if d == 0:
                spots_now += 1
            if d < near:
                near = d
            val = corner_static[c] * (1.0, 0.8, 0.6)[d]
            if val > spot_best:
                spot_best = val
    mine = trail_of(s, seat)
    best_other = max(trail_of(s, x) for x in range(s.n) if x != seat)
    return spots_now, spot_best, near, mine, best_other


def seat_features2(s: State, seat: int, cache: dict[Any, Any] | None = None, key: tuple[Any, ...] | None = None) -> list[float]:
    """The features ai-hard's evaluation weighs, for one seat (its hand and cards as the state has them).

    ``cache``/``key``: the parts that depend only on the pieces on the board are kept in
    ``cache`` under ``(seat,) + key``; ``key`` must change whenever the pieces do.
    """
    if cache is None:
        part = board_part(s, seat, info(s.board).corner_static)
    else:
        k = (seat,) + (key or ())
        got = cache.get(k)
        if got is None:
            got = cache[k] = board_part(s, seat, info(s.board).corner_static)
        part = got
    spots_now, spot_best, near, mine, best_other = part
    bi = info(s.board)
    hand = s.hands[seat]
    cp = s.corner_piece
    cres = bi.corner_res
    ash = s.ash
    prod = [0] * N_RES
    ash_loss = 0
    n_hearths = 0
    for c in s.seat_corners[seat]:
        p = cp[c]
        if p == HEARTH_PIECE:
            n_hearths += 1
        for r, d, t in cres[c]:
            prod[r] += d * p
            if t == ash:
                ash_loss += d * p
    n_cards = sum(hand)
    v = s.ventures[seat]
    renown = s.renown[seat] + v[LANDMARK]
    miss_beacon = hand_missing(hand, COST_BEACON) if s.beacons_left[seat] and n_hearths else 6
    hl = s.hearths_left[seat]
    miss_hearth = (min(6, hand_missing(hand, (2 + near, 1 + near, 0, 1, 0)))
                   if near <= 2 and s.causeways_left[seat] >= near else 6)
    miss_venture = hand_missing(hand, COST_VENTURE) if any(s.deck) else 6
    rates = s.rates[seat]
    trade = 0.0
    for r in range(N_RES):
        if rates[r] < 4:
            trade += (4 - rates[r]) * (1.0 + prod[r] / 5.0)
    n = s.n
    lead = max(-3, min(3, mine - max(best_other, 5))) if mine >= 3 else -3
    return [
        float(renown), renown * renown / WIN_RENOWN,
        prod[0] / 10.0, prod[1] / 10.0, prod[2] / 10.0, prod[3] / 10.0, prod[4] / 10.0,
        float(sum(1 for x in prod if x)),
        hand[0] / 5.0, hand[1] / 5.0, hand[2] / 5.0, hand[3] / 5.0, hand[4] / 5.0,
        max(0, n_cards - 8) / 10.0,
        miss_beacon / 5.0, miss_hearth / 5.0, miss_venture / 5.0,
        float(min(spots_now, 2)), spot_best / 10.0,
        float(sum(v) - v[LANDMARK] - v[WARDEN]), float(v[WARDEN]),
        min(s.wardens_played[seat], 5) / 4.0, min(mine, 10) / 6.0, lead / 3.0,
        min(wardens_for_watch(s, seat), 4) / 4.0,
        trade / 10.0, ((seat - s.turn_seat) % n) / n, ash_loss / 10.0,
        float(bool(hl) + bool(s.beacons_left[seat])),
    ]
