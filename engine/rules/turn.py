"""A turn: play a Warden or reveal a Landmark, roll (dice or the Tide deck), collect, then
build, trade and buy until the seat ends its turn.  (What a main phase lists, and in which
order, is the order of the kinds in :data:`engine.rules.kinds.KINDS`.)"""

from __future__ import annotations

from .. import errors as E
from ..actions import Action
from ..cards import N_VENTURES, TWO_DICE_WAYS
from ..constants import ASHCLOUD_ROLL, TIDE_RESHUFFLE_AT
from ..events import Rolled, TurnEnded, make
from ..phase import MAIN, PRE_ROLL, ROLL
from ..state import State
from .common import Out, acts, fail, need_phase
from .halves import harvest_halves
from .harvest import harvest
from .seven import start_seven
from .world import tiles_now


def list_roll(s: State, out: list[Action]) -> None:
    """Before the roll: the roll itself."""
    out.append(acts().roll)


def list_end(s: State, out: list[Action]) -> None:
    """The main phase: ending the turn (always open, and listed first)."""
    out.append(acts().end)


def do_roll(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, PRE_ROLL)
    s.phase = ROLL


def do_dice(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, ROLL)
    if s.tide:
        raise fail(s, action, E.CHANCE, "tide-not-dice")
    if not (1 <= action.a <= 6 and 1 <= action.b <= 6):
        raise fail(s, action, E.CHANCE, "die-faces")
    total = action.a + action.b
    out.append(make(Rolled, (s.turn_seat, total, (action.a, action.b))))
    resolve_roll(s, total, out)


def tide_deck(s: State) -> list[int]:
    """The Tide cards the next flip is drawn from (all 36 again once only 5 remain)."""
    if sum(s.tide_left) <= TIDE_RESHUFFLE_AT:
        return [TWO_DICE_WAYS.get(k, 0) for k in range(13)]
    return s.tide_left


def do_tide(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, ROLL)
    if not s.tide:
        raise fail(s, action, E.CHANCE, "dice-not-tide")
    deck = tide_deck(s)
    n = action.a
    if not 2 <= n <= 12 or not deck[n]:
        raise fail(s, action, E.CHANCE, "no-tide-card", n=n)
    if deck is not s.tide_left:
        s.tide_left = deck[:]
    s.tide_left[n] -= 1
    out.append(make(Rolled, (s.turn_seat, n, None)))
    resolve_roll(s, n, out)


def resolve_roll(s: State, total: int, out: Out) -> None:
    s.rolls.append(total)
    s.last_roll = total
    s.rolled = True
    if total == ASHCLOUD_ROLL:
        start_seven(s, out)
        return
    living = s.living
    if living is None:
        harvest(s, total, -1, out)
    else:
        harvest_halves(s, total, tiles_now(s.board.island, living.ring, total), out)
    s.phase = MAIN


def do_end(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, MAIN)
    me = s.turn_seat
    s.turn_seat = nxt = (me + 1) % s.n
    s.turns += 1
    s.venture_played = s.rolled = s.surveyor = s.barge_used = False
    s.free_causeways = s.offers_posted = 0
    s.bought = [0] * N_VENTURES
    s.dealt_with = [False] * s.n
    s.embargo[nxt] = -1
    living = s.living
    if living is not None:
        living.reclaimed = living.bribed = False
        if nxt == s.first_seat and living.scorched_by_round is not None:
            living.scorched_by_round.append(living.scorched())
    s.phase = PRE_ROLL
    out.append(make(TurnEnded, (me, nxt, s.turns)))


__all__ = ["do_dice", "do_end", "do_roll", "do_tide", "list_end", "list_roll", "resolve_roll", "tide_deck"]
