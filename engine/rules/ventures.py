"""Venture cards: buying one, and playing the Warden, Surveyor, Bountiful Tide and Embargo;
revealing Landmarks (RULINGS section 3)."""

from __future__ import annotations

from .. import errors as E
from ..actions import Action
from ..cards import (
    BOUNTIFUL,
    COPPER,
    EMBARGO,
    KELP,
    LANDMARK,
    MILLET,
    NUMBERS,
    SURVEYOR,
    WARDEN,
)
from ..constants import LANDMARK_RENOWN, SURVEYOR_FREE_CAUSEWAYS
from ..events import AshcloudMoved, Bought, Played, Revealed, make
from ..phase import DRAW, MAIN, PRE_ROLL
from ..state import State
from .common import Out, acts, affords, check_resource, fail, need_phase, pay, shortfall
from .harvest import harvest
from .seven import ash_fail, ashcloud_targets, move_ash
from .titles import update_watch


def list_buy(s: State, out: list[Action]) -> None:
    """The main phase: buying a venture card (the cost's nonzero parts, inline: this runs at
    every main decision)."""
    hand = s.hands[s.turn_seat]
    cost = s.rules.cost_venture
    if (hand[KELP] >= cost[KELP] and hand[MILLET] >= cost[MILLET] and hand[COPPER] >= cost[COPPER]
            and any(s.deck)):
        out.append(acts().buy)


def holds_a_card(s: State) -> bool:
    """The seat on turn holds a venture card (the gate of every card's listing)."""
    return any(s.ventures[s.turn_seat])


def list_reveal(s: State, out: list[Action]) -> None:
    """Before the roll and in the main phase: revealing a Landmark."""
    if s.ventures[s.turn_seat][LANDMARK]:
        out.append(acts().reveal)


def card_listed(s: State, card: int) -> bool:
    """Venture card ``card`` is listed: the seat on turn holds one it did not buy this turn, and
    has played no card this turn (its count first: the test a main phase runs most, and most
    often fails)."""
    return s.ventures[s.turn_seat][card] > s.bought[card] and not s.venture_played


def list_wardens(s: State, out: list[Action]) -> None:
    """Before the roll and in the main phase: the Warden, calming the Ashcloud or moving it."""
    if card_listed(s, WARDEN):
        warden = acts().warden
        out.append(warden[-1])
        out.extend([warden[t] for t in ashcloud_targets(s)])


def list_surveyor(s: State, out: list[Action]) -> None:
    if card_listed(s, SURVEYOR):
        out.append(acts().surveyor)


def list_bountiful(s: State, out: list[Action]) -> None:
    if card_listed(s, BOUNTIFUL):
        bountiful = acts().bountiful
        out.extend([bountiful[n] for n in NUMBERS])


def list_embargo(s: State, out: list[Action]) -> None:
    if card_listed(s, EMBARGO):
        out.extend(acts().embargo)


def check_playable(s: State, action: Action | str, card: int, before_roll_ok: bool) -> None:
    """The seat on turn may play venture card ``card`` now (its target aside)."""
    if card not in s.rules.cards:
        raise fail(s, action, E.OTHER_RULES, "living-lacks-card" if s.rules.living_board else "cinderisle-lacks-card", card=card)
    if before_roll_ok:
        need_phase(s, action, PRE_ROLL, MAIN)
    else:
        if s.phase == PRE_ROLL:
            raise fail(s, action, E.AFTER_ROLL, "after-roll", card=card)
        need_phase(s, action, MAIN)
    if s.venture_played:
        raise fail(s, action, E.ONE_VENTURE_A_TURN, "one-venture")
    me = s.turn_seat
    if s.ventures[me][card] <= 0:
        raise fail(s, action, E.CARD_NOT_HELD, "you-hold-no-card", card=card)
    if s.ventures[me][card] <= s.bought[card]:
        raise fail(s, action, E.JUST_BOUGHT, "just-bought")


def spend(s: State, card: int) -> None:
    """The seat on turn plays venture card ``card``: one fewer held, and its card this turn played."""
    s.ventures[s.turn_seat][card] -= 1
    s.venture_played = True


def play_ash_card(s: State, card: int, t: int, out: Out) -> int:
    """The seat on turn plays ``card``, the Warden or Living Island's Militia, at tile ``t``:
    it counts toward the Steadfast Watch.  Returns that seat."""
    me = s.turn_seat
    spend(s, card)
    s.wardens_played[me] += 1
    out.append(make(Played, (me, card, t)))
    update_watch(s, me, out)
    return me


def check_buy(s: State, action: Action | str, me: int) -> None:
    need_phase(s, action, MAIN)
    if not any(s.deck):
        raise fail(s, action, E.DECK_EMPTY, "deck-empty")
    cost = s.rules.cost_venture
    if not affords(s.hands[me], cost):
        raise fail(s, action, E.CANNOT_AFFORD, "need-have", **shortfall(s.hands[me], cost))


def do_buy(s: State, action: Action, out: Out) -> None:
    me = s.turn_seat
    check_buy(s, action, me)
    pay(s, me, s.rules.cost_venture)
    s.phase = DRAW


def do_draw(s: State, action: Action, out: Out) -> None:
    need_phase(s, action, DRAW)
    k = action.a
    if not 0 <= k < len(s.deck) or not s.deck[k]:
        raise fail(s, action, E.CHANCE, "no-such-draw")
    s.deck[k] -= 1
    s.ventures[s.turn_seat][k] += 1
    s.bought[k] += 1
    s.phase = MAIN
    out.append(make(Bought, (s.turn_seat, k)))


def do_warden(s: State, action: Action, out: Out) -> None:
    """Move the Ashcloud as for a 7 (no discards; the steal happens), or calm it (-1)."""
    check_playable(s, action, WARDEN, before_roll_ok=True)
    t = action.a
    if t != -1 and t not in ashcloud_targets(s):
        raise ash_fail(s, action, t)
    me = play_ash_card(s, WARDEN, t, out)
    if t == -1:
        s.ash = s.board.caldera
        out.append(make(AshcloudMoved, (me, s.ash, True)))
        return
    move_ash(s, me, t, s.phase, out)


def do_surveyor(s: State, action: Action, out: Out) -> None:
    check_playable(s, action, SURVEYOR, before_roll_ok=False)
    spend(s, SURVEYOR)
    s.free_causeways = SURVEYOR_FREE_CAUSEWAYS
    s.surveyor = True
    out.append(make(Played, (s.turn_seat, SURVEYOR, -1)))


def do_bountiful(s: State, action: Action, out: Out) -> None:
    check_playable(s, action, BOUNTIFUL, before_roll_ok=False)
    n = action.a
    if n not in NUMBERS:
        raise fail(s, action, E.NO_SUCH_PLACE, "bountiful-number")
    spend(s, BOUNTIFUL)
    out.append(make(Played, (s.turn_seat, BOUNTIFUL, n)))
    harvest(s, n, s.turn_seat, out)


def do_embargo(s: State, action: Action, out: Out) -> None:
    check_playable(s, action, EMBARGO, before_roll_ok=False)
    check_resource(s, action, action.a)
    spend(s, EMBARGO)
    s.embargo[s.turn_seat] = action.a
    out.append(make(Played, (s.turn_seat, EMBARGO, action.a)))


def check_reveal(s: State, action: Action | str, me: int) -> None:
    need_phase(s, action, PRE_ROLL, MAIN)
    if not s.ventures[me][LANDMARK]:
        raise fail(s, action, E.CARD_NOT_HELD, "no-hidden-landmark")


def do_reveal(s: State, action: Action, out: Out) -> None:
    me = s.turn_seat
    check_reveal(s, action, me)
    s.ventures[me][LANDMARK] -= 1
    s.landmarks_shown[me] += 1
    s.renown[me] += LANDMARK_RENOWN
    out.append(make(Revealed, (me, 1)))


__all__ = [
    "card_listed", "check_buy", "check_playable", "check_reveal", "do_bountiful", "do_buy", "do_draw",
    "do_embargo", "do_reveal", "do_surveyor", "do_warden", "holds_a_card", "list_bountiful", "list_buy", "list_embargo", "list_reveal",
    "list_surveyor", "list_wardens", "play_ash_card", "spend",
]
