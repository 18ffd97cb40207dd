"""Living Island's own moves: its venture cards (Militia, Tribute, Supply Cache,
Trailblazing; the Relic is never played) and Reclaim and Bribe (LIVING-ISLAND 3 and 12).

Every one is made by the seat on turn after its roll.  Reclaim and Bribe are each made at
most once a turn, apart from the one venture card a turn, and are paid in whole cards of
any kind; what a Reclaim's half heals into is a chance step (:mod:`engine.rules.world`).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from .. import actions as A
from .. import errors as E
from ..actions import Action
from ..cards import CACHE, MILITIA, N_RES, TRAILBLAZING, TRIBUTE, five
from ..constants import Cards
from ..events import Bribed, CacheTaken, Played, Reclaimed, TributePaid, make
from ..halves import N_HALVES
from ..hexgrid import N_TILES
from ..living import SCORCHED, Living
from ..phase import MAIN
from ..state import State
from .common import Out, check_resource, fail, holds, need_phase, pay
from .halves import lv, tiles_next_to
from .seven import ash_fail, auto_discard_choice, move_ash
from .ventures import card_listed, check_playable, play_ash_card, spend
from .world import start_reclaim_heal

RECLAIM_CARDS = 3
BRIBE_CARDS = 2
CACHE_CARDS = 2
TRAILBLAZING_FREE = 2


# ------------------------------------------------------------------ venture cards


def list_militia(s: State, out: list[Action]) -> None:
    if card_listed(s, MILITIA):
        ash = s.ash
        out.extend([A.with_arg(A.MILITIA, t) for t in range(N_TILES) if t != ash])


def list_tribute(s: State, out: list[Action]) -> None:
    if card_listed(s, TRIBUTE):
        out.extend([A.with_arg(A.TRIBUTE, r) for r in range(N_RES)])


def cache_choices(supply: list[int]) -> list[tuple[int, int]]:
    """The Supply Cache's choices: two whole cards, alike or not; fewer when the Supply
    lacks them (one, or none: ``(-1, -1)``).

    >>> cache_choices([2, 0, 1, 0, 0])
    [(0, 0), (0, 2)]
    >>> cache_choices([0, 0, 1, 0, 0]), cache_choices([0] * 5)
    ([(2, -1)], [(-1, -1)])
    """
    pairs = [(a, b) for a in range(N_RES) for b in range(a, N_RES)
             if supply[a] and supply[b] and (a != b or supply[a] >= CACHE_CARDS)]
    if pairs:
        return pairs
    singles = [(a, -1) for a in range(N_RES) if supply[a]]
    return singles or [(-1, -1)]


def list_cache(s: State, out: list[Action]) -> None:
    if card_listed(s, CACHE):
        out.extend([A.with_arg(A.CACHE, a, b) for a, b in cache_choices(s.supply)])


def list_trailblazing(s: State, out: list[Action]) -> None:
    if card_listed(s, TRAILBLAZING):
        out.append(A.simple(A.TRAILBLAZING))


def do_militia(s: State, action: Action, out: Out) -> None:
    """Move the Ashcloud to any other tile and steal, as on a 7 (no discards, no event)."""
    check_playable(s, action, MILITIA, before_roll_ok=False)
    t = action.a
    if not 0 <= t < N_TILES or t == s.ash:
        raise ash_fail(s, action, t)
    me = play_ash_card(s, MILITIA, t, out)
    move_ash(s, me, t, MAIN, out)


def do_tribute(s: State, action: Action, out: Out) -> None:
    """Every other seat gives the player all its whole cards of the named resource."""
    check_playable(s, action, TRIBUTE, before_roll_ok=False)
    r = action.a
    check_resource(s, action, r)
    me = s.turn_seat
    spend(s, TRIBUTE)
    out.append(make(Played, (me, TRIBUTE, r)))
    for i in range(1, s.n):
        giver = (me + i) % s.n
        k = s.hands[giver][r]
        if k:
            s.hands[giver][r] = 0
            s.hands[me][r] += k
            out.append(make(TributePaid, (me, giver, r, k)))


def do_cache(s: State, action: Action, out: Out) -> None:
    """Take any 2 whole cards from the Supply (fewer only when it lacks them)."""
    check_playable(s, action, CACHE, before_roll_ok=False)
    choice = (action.a, action.b)
    if choice not in cache_choices(s.supply):
        raise fail(s, action, E.SUPPLY_EMPTY, "cache-two-cards")
    me = s.turn_seat
    spend(s, CACHE)
    taken = [0] * N_RES
    for r in choice:
        if r >= 0:
            s.supply[r] -= 1
            s.hands[me][r] += 1
            taken[r] += 1
    out.append(make(Played, (me, CACHE, -1)))
    out.append(make(CacheTaken, (me, five(taken))))


def do_trailblazing(s: State, action: Action, out: Out) -> None:
    """Two causeways free this turn; unused ones lapse at the end of the turn."""
    check_playable(s, action, TRAILBLAZING, before_roll_ok=False)
    spend(s, TRAILBLAZING)
    s.free_causeways = TRAILBLAZING_FREE
    out.append(make(Played, (s.turn_seat, TRAILBLAZING, -1)))


# ------------------------------------------------------------------ Reclaim and Bribe


def reclaimable(s: State, seat: int) -> list[int]:
    """The scorched halves next to ``seat``'s hearths and beacons, in half order."""
    living = lv(s)
    if SCORCHED not in living.halves:
        return []
    tiles = tiles_next_to(s, seat)
    return [h for h in range(N_HALVES) if living.halves[h] == SCORCHED and h // 2 in tiles]


def list_reclaim(s: State, out: list[Action]) -> None:
    """Reclaim, once a turn: each scorched half next to one's buildings, paid with the 3
    cards an automatic choice would take (from the largest stacks): one payment of the
    many possible, as for a discard; :func:`do_reclaim` takes any."""
    hand, living = s.hands[s.turn_seat], s.living
    if living is None or living.reclaimed or sum(hand) < RECLAIM_CARDS:
        return
    paid = auto_discard_choice(hand, RECLAIM_CARDS)
    out.extend([Action(A.RECLAIM, h, give=paid) for h in reclaimable(s, s.turn_seat)])


def list_bribe(s: State, out: list[Action]) -> None:
    """Bribe, once a turn: each other tile, paid with 2 cards from the largest stacks."""
    hand, living = s.hands[s.turn_seat], s.living
    if living is None or living.bribed or sum(hand) < BRIBE_CARDS:
        return
    out.extend(_bribes(auto_discard_choice(hand, BRIBE_CARDS), s.ash))


@functools.cache
def _bribes(paid: Cards, ash: int) -> tuple[Action, ...]:
    """The Bribes paid with ``paid``, to every tile but the Ashcloud's (a few hundred at most:
    made once, listed at every decision of the main phase)."""
    return tuple(Action(A.BRIBE, t, give=paid) for t in range(N_TILES) if t != ash)


def _check_paid(s: State, action: Action | str, paid: Cards | None, count: int, reclaim: bool) -> Cards:
    me = s.turn_seat
    if paid is None or sum(paid) != count:
        raise fail(s, action, E.BAD_TRADE, "reclaim-costs" if reclaim else "bribe-costs", n=count)
    if not holds(s.hands[me], paid):
        raise fail(s, action, E.CANNOT_AFFORD, "you-lack", cards=tuple(paid))
    return paid


def _check_move(s: State, action: Action | str, reclaim: bool, made: Callable[[Living], bool], count: int) -> int:
    """What Reclaim and Bribe both ask, in order (the rule set, the phase, once a turn, the
    cards to pay with); the seat on turn."""
    if not s.rules.reclaim_and_bribe:
        raise fail(s, action, E.OTHER_RULES, "reclaim-living-only" if reclaim else "bribe-living-only")
    need_phase(s, action, MAIN)
    if made(lv(s)):
        raise fail(s, action, E.ONCE_A_TURN, "reclaim-made" if reclaim else "bribe-made")
    me = s.turn_seat
    if sum(s.hands[me]) < count:
        raise fail(s, action, E.CANNOT_AFFORD, "reclaim-costs-have" if reclaim else "bribe-costs-have", n=count,
                   have=sum(s.hands[me]))
    return me


def check_reclaim(s: State, action: Action | str, paid: Cards | None = None, h: int = -1) -> None:
    """Whether the seat on turn may Reclaim (with ``paid``, half ``h``, when given)."""
    me = _check_move(s, action, True, lambda living: living.reclaimed, RECLAIM_CARDS)
    halves = reclaimable(s, me)
    if not halves:
        raise fail(s, action, E.NOT_SCORCHED, "no-scorched-near")
    if paid is not None or h >= 0:
        _check_paid(s, action, paid, RECLAIM_CARDS, True)
        if h not in halves:
            raise fail(s, action, E.NOT_SCORCHED, "reclaim-scorched-near")


def do_reclaim(s: State, action: Action, out: Out) -> None:
    h = action.a
    check_reclaim(s, action, action.give, h if 0 <= h < N_HALVES else N_HALVES)
    paid = action.give
    assert paid is not None
    me = s.turn_seat
    pay(s, me, paid)
    lv(s).reclaimed = True
    out.append(make(Reclaimed, (me, h, paid)))
    start_reclaim_heal(s, h, out)


def check_bribe(s: State, action: Action | str, paid: Cards | None = None, t: int = -1) -> None:
    """Whether the seat on turn may Bribe (with ``paid``, to tile ``t``, when given)."""
    _check_move(s, action, False, lambda living: living.bribed, BRIBE_CARDS)
    if paid is not None or t >= 0:
        _check_paid(s, action, paid, BRIBE_CARDS, False)
        if not 0 <= t < N_TILES or t == s.ash:
            raise ash_fail(s, action, t)


def do_bribe(s: State, action: Action, out: Out) -> None:
    """Pay 2 cards, move the Ashcloud to any other tile, then steal as on a 7 (not a Militia)."""
    t = action.a
    check_bribe(s, action, action.give, t if t >= 0 else N_TILES)
    paid = action.give
    assert paid is not None
    me = s.turn_seat
    pay(s, me, paid)
    lv(s).bribed = True
    out.append(make(Bribed, (me, t, paid)))
    move_ash(s, me, t, MAIN, out)


__all__ = [
    "BRIBE_CARDS", "CACHE_CARDS", "RECLAIM_CARDS", "TRAILBLAZING_FREE", "cache_choices", "check_bribe",
    "check_reclaim", "do_bribe", "do_cache", "do_militia", "do_reclaim", "do_trailblazing", "do_tribute",
    "list_bribe", "list_cache", "list_militia", "list_reclaim", "list_trailblazing",
    "list_tribute", "reclaimable",
]
