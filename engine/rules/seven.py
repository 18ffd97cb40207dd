"""A 7 (or a Warden): discards, moving the Ashcloud, sheltered tiles, the steal (RULINGS 5)."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from .. import errors as E
from ..actions import Action
from ..cards import N_RES
from ..constants import DISCARD_OVER, Cards
from ..errors import RuleError
from ..events import AshcloudMoved, Discarded, Stolen, VictimChosen, make
from ..hexgrid import N_TILES
from ..phase import DISCARD, MAIN, MOVE_ASHCLOUD, ROB, STEAL, WORLD, Phase
from ..pieces import BEACON_PIECE, HEARTH_PIECE
from ..state import State
from .common import Out, actor, acts, check_seat, fail, fail_you, need_phase
from .queries import tile_seats
from .world import start_world_event


def discards_owed(hands: list[list[int]], over: int = DISCARD_OVER) -> list[int]:
    """On a 7, each seat holding more than ``over`` cards (the rule set's: 8 in Cinderisle,
    7 in Living Island) owes half of them, rounded down.

    >>> discards_owed([[3, 3, 3, 0, 0], [2, 2, 2, 2, 1], [1, 0, 0, 0, 0]])
    [4, 4, 0]
    >>> discards_owed([[2, 2, 2, 2, 0]], over=7)
    [4]
    """
    return [sum(h) // 2 if sum(h) > over else 0 for h in hands]


def sheltered(s: State, t: int) -> bool:
    """A tile with a hearth or beacon on it, all of whose owners have 2 or fewer renown (no
    tile is sheltered where the rule set has no shelter)."""
    cp, cs, renown = s.corner_piece, s.corner_seat, s.renown
    floor = s.rules.shelter_renown
    anyone = False
    for c in s.board.topo.tile_corners[t]:
        p = cp[c]
        if p == HEARTH_PIECE or p == BEACON_PIECE:
            if renown[cs[c]] > floor:
                return False
            anyone = True
    return anyone


def ashcloud_targets(s: State) -> Sequence[int]:
    """Tiles the Ashcloud may move to: any other tile that is not sheltered."""
    renown = s.renown
    floor = s.rules.shelter_renown
    if min(renown) > floor:  # nobody is low enough to shelter a tile (or there is no shelter)
        return _all_but(s.ash)
    corner_tiles = s.board.topo.corner_tiles
    cp = s.corner_piece
    occupied = [False] * N_TILES
    exposed = [False] * N_TILES
    for seat in range(s.n):
        high = renown[seat] > floor
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


def ash_fail(s: State, action: Action | str, t: int) -> RuleError:
    """Why the Ashcloud may not go to tile ``t`` (raise it): no such tile, the Ashcloud is
    there, or the tile is sheltered (RULINGS 5)."""
    if not 0 <= t < N_TILES:
        return fail(s, action, E.NO_SUCH_PLACE, "no-tile", n=t)
    if t == s.ash:
        return fail(s, action, E.SHELTERED, "ashcloud-there", place=("tile", t))
    return fail(s, action, E.SHELTERED, "sheltered", place=("tile", t), n=s.rules.shelter_renown)


def steal_candidates(s: State) -> list[int]:
    """Other seats with a piece on the Ashcloud's tile and more than 2 public renown (any
    renown where the rule set has no floor)."""
    me = s.turn_seat
    floor = s.rules.shelter_renown
    return [v for v in tile_seats(s, s.ash) if v != me and s.renown[v] > floor]


# ------------------------------------------------------------------ discards


def start_seven(s: State, out: Out) -> None:
    """A 7 was rolled: discards first (if anyone owes), then the Ashcloud; on a living
    board the world event follows the steal (the hook :func:`after_seven`)."""
    owed = discards_owed(s.hands, s.rules.discard_over)
    s.discard_owed = owed
    if s.living is not None:
        start_world_event(s)
    if any(owed):
        s.phase = DISCARD
    else:
        start_ashcloud(s, after_seven(s), out)


def after_seven(s: State) -> Phase:
    """Where a 7 goes once the Ashcloud has moved and the steal is done: back to the turn,
    or on a living board to the world event (LIVING-ISLAND 7, step 5)."""
    return MAIN if s.living is None else WORLD


def legal_discards(s: State, seat: int | None = None) -> list[Action]:
    """The discards ``seat`` may make now, one card each (default: the actor, the first seat
    that owes from the seat on turn); none if it owes nothing.  Every seat that owes may
    discard, in any order: ``legal_actions`` lists only the actor's (where AI seats return
    their cards at once, a table asks each of them first: ``Game.legal_discards``).

    >>> from engine.island import landfall
    >>> from engine.rules import actor, legal_actions
    >>> from engine.state import State
    >>> s = State.new(landfall(), seats=3, first_seat=0)
    >>> s.phase, s.hands[1], s.hands[2] = DISCARD, [9, 0, 0, 0, 0], [9, 0, 0, 0, 1]
    >>> s.discard_owed = [0, 4, 5]  # as after a 7
    >>> actor(s), [str(a) for a in legal_actions(s)], [str(a) for a in legal_discards(s, 2)]
    (1, ['discard 1 pine'], ['discard 2 pine', 'discard 2 copper'])
    >>> legal_discards(s, 0)
    []
    """
    if s.phase != DISCARD:
        return []
    who = actor(s) if seat is None else seat
    if not 0 <= who < s.n or not s.discard_owed[who]:
        return []
    hand, discard = s.hands[who], acts().discard[who]
    return [discard[r] for r in range(N_RES) if hand[r]]


def list_discards(s: State, out: list[Action]) -> None:
    """After a 7: the discards of the first seat that owes, from the seat on turn."""
    out.extend(legal_discards(s))


def do_discard(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, DISCARD)
    seat, r = action.a, action.b
    check_seat(s, action, seat)
    if not s.discard_owed[seat]:
        raise fail_you(s, action, E.NOTHING_OWED, seat, "you-owe-nothing", "seat-owes-nothing")
    if not 0 <= r < N_RES or not s.hands[seat][r]:
        raise fail_you(s, action, E.CARD_NOT_HELD, seat, "you-hold-none-of", "seat-holds-none-of", resources=(r,))
    s.hands[seat][r] -= 1
    s.supply[r] += 1
    s.discard_owed[seat] -= 1
    one = [0] * N_RES
    one[r] = 1
    out.append(make(Discarded, (seat, (one[0], one[1], one[2], one[3], one[4]), False)))
    if not any(s.discard_owed):
        start_ashcloud(s, after_seven(s), out)


def auto_discard_choice(hand: list[int], count: int) -> Cards:
    """The automatic discard: from the largest stack, ties Pine, Basalt, Kelp, Millet, Copper.

    >>> auto_discard_choice([3, 3, 0, 1, 2], 4)
    (2, 2, 0, 0, 0)
    """
    h = hand[:]
    out = [0] * N_RES
    for _ in range(count):
        r, most = 0, h[0]
        for k in range(1, N_RES):
            if h[k] > most:  # (strictly: a tie keeps the earlier resource)
                r, most = k, h[k]
        h[r] -= 1
        out[r] += 1
    return (out[0], out[1], out[2], out[3], out[4])


def do_autodiscard(s: State, action: Action, out: Out) -> None:
    """A seat's 30 s ran out: it returns what it owes from its largest stacks."""
    need_phase(s, action, DISCARD)
    seat = action.a
    check_seat(s, action, seat)
    owed = s.discard_owed[seat]
    if not owed:
        raise fail_you(s, action, E.NOTHING_OWED, seat, "you-owe-nothing", "seat-owes-nothing")
    cards = auto_discard_choice(s.hands[seat], owed)
    for r in range(N_RES):
        s.hands[seat][r] -= cards[r]
        s.supply[r] += cards[r]
    s.discard_owed[seat] = 0
    out.append(make(Discarded, (seat, cards, True)))
    if not any(s.discard_owed):
        start_ashcloud(s, after_seven(s), out)


# ------------------------------------------------------------------ the Ashcloud and the steal


def start_ashcloud(s: State, after: Phase, out: Out) -> None:
    s.after_ash = after
    if ashcloud_targets(s):
        s.phase = MOVE_ASHCLOUD
    else:
        start_steal(s, out)  # nothing can take it: it stays where it is


def list_ashcloud(s: State, out: list[Action]) -> None:
    ashcloud = acts().ashcloud
    out.extend([ashcloud[t] for t in ashcloud_targets(s)])


def do_ashcloud(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, MOVE_ASHCLOUD)
    t = action.a
    if t not in ashcloud_targets(s):
        raise ash_fail(s, action, t)
    s.ash = t
    out.append(make(AshcloudMoved, (s.turn_seat, t, False)))
    start_steal(s, out)


def move_ash(s: State, seat: int, t: int, after: Phase, out: Out) -> None:
    """``seat`` moves the Ashcloud to tile ``t`` by a card or a Bribe (no discards): then the
    steal, as on a 7, and back to phase ``after``."""
    s.ash = t
    out.append(make(AshcloudMoved, (seat, t, False)))
    s.after_ash = after
    start_steal(s, out)


def start_steal(s: State, out: Out) -> None:
    cands = steal_candidates(s)
    if not cands:
        s.phase = s.after_ash
    elif len(cands) == 1:
        begin_steal(s, cands[0])
    else:
        s.phase = ROB


def begin_steal(s: State, victim: int) -> None:
    if sum(s.hands[victim]):
        s.victim = victim
        s.phase = STEAL
    else:
        s.phase = s.after_ash


def list_robs(s: State, out: list[Action]) -> None:
    rob = acts().rob
    out.extend([rob[v] for v in steal_candidates(s)])


def do_rob(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, ROB)
    if action.a not in steal_candidates(s):
        raise fail(s, action, E.NOT_ROBBABLE, "not-robbable", seat=action.a,
                   n=s.rules.shelter_renown)
    out.append(make(VictimChosen, (s.turn_seat, action.a)))
    begin_steal(s, action.a)


def do_steal(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, STEAL)
    r = action.a
    hand = s.hands[s.victim]
    if not 0 <= r < N_RES or not hand[r]:
        raise fail(s, action, E.CHANCE, "victim-lacks-card", seat=s.victim)
    hand[r] -= 1
    s.hands[s.turn_seat][r] += 1
    out.append(make(Stolen, (s.turn_seat, s.victim, r)))
    s.victim = -1
    s.phase = s.after_ash


__all__ = [
    "ash_fail", "ashcloud_targets", "auto_discard_choice", "begin_steal", "discards_owed", "do_ashcloud",
    "do_autodiscard", "do_discard", "do_rob", "do_steal", "legal_discards", "list_ashcloud", "list_discards", "list_robs",
    "move_ash", "sheltered", "start_ashcloud", "start_seven", "start_steal", "steal_candidates",
]
