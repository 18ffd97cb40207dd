"""A turn: play a Warden or reveal a Landmark, roll (dice or the Tide deck), collect, then
build, trade and buy until the seat ends its turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import errors as E
from ..actions import Action
from ..cards import COPPER, KELP, MILLET, N_VENTURES, TWO_DICE_WAYS
from ..constants import ASHCLOUD_ROLL, COST_VENTURE, OWN_JETTY_RATE, TIDE_RESHUFFLE_AT
from ..events import Rolled, TurnEnded, make
from ..phase import MAIN, PRE_ROLL, ROLL
from .building import add_builds
from .common import Out, acts, fail, need_phase
from .harvest import harvest
from .seven import start_seven
from .trading import add_trades, barred
from .two_player import add_barge_trades
from .ventures import add_venture_plays

if TYPE_CHECKING:
    from ..state import State


def legal_pre_roll(s: State) -> list[Action]:
    out = [acts().roll]
    if any(s.ventures[s.turn_seat]):
        add_venture_plays(s, out, before_roll=True)
    return out


def legal_main(s: State) -> list[Action]:
    """End the turn; build; buy; play a venture card; trade with the Supply or by Barge (in
    this order: a seat that picks by position picks the same way in every version)."""
    X = acts()
    me = s.turn_seat
    hand = s.hands[me]
    out = [X.end]
    add_builds(s, me, hand, out)
    if (hand[KELP] >= COST_VENTURE[KELP] and hand[MILLET] >= COST_VENTURE[MILLET] and hand[COPPER] >= COST_VENTURE[COPPER]
            and any(s.deck)):  # (the cost's nonzero parts, inline: this runs at every main decision)
        out.append(X.buy)
    if any(s.ventures[me]):
        add_venture_plays(s, out, before_roll=False)
    if sum(hand) >= OWN_JETTY_RATE:  # no trade takes fewer cards
        bar = barred(s, me)
        add_trades(X.trade, s.rates[me], hand, s.supply, bar, out)  # with the Supply, at the seat's rates
        if s.n == 2:
            add_barge_trades(s, me, hand, bar, out)
    return out


def do_roll(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, PRE_ROLL)
    s.phase = ROLL


def do_dice(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, ROLL)
    if s.tide:
        raise fail(s, action, E.CHANCE, "this game uses the Tide deck, not dice")
    if not (1 <= action.a <= 6 and 1 <= action.b <= 6):
        raise fail(s, action, E.CHANCE, "each die shows 1 to 6")
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
        raise fail(s, action, E.CHANCE, "this game rolls dice, not the Tide deck")
    deck = tide_deck(s)
    n = action.a
    if not 2 <= n <= 12 or not deck[n]:
        raise fail(s, action, E.CHANCE, f"no Tide card {n} is left to draw")
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
    harvest(s, total, -1, out)
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
    s.phase = PRE_ROLL
    out.append(make(TurnEnded, (me, nxt, s.turns)))


__all__ = ["do_dice", "do_end", "do_roll", "do_tide", "legal_main", "legal_pre_roll", "resolve_roll", "tide_deck"]
