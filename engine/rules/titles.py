"""Titles and winning: the Grand Causeway, the Steadfast Watch, the win check (RULINGS 5)."""

from __future__ import annotations

from ..constants import LANDMARK_RENOWN, NEUTRAL, TITLE_RENOWN
from ..events import (
    Revealed,
    TitleGained,
    TitleLost,
    TitleSetAside,
    Won,
    make,
)
from ..phase import OVER
from ..pieces import EMPTY
from ..state import State
from .common import Out
from .queries import trail_length


def update_trail(s: State, seat: int, out: Out) -> None:
    """``seat`` laid a causeway: count its trail again (a network of fewer than 6 causeways
    cannot hold a trail that counts) and settle the Grand Causeway."""
    if len(s.seat_edges[seat]) >= s.rules.trail_min:
        s.trail[seat] = trail_length(s, seat)
        update_causeway_title(s, out)


def corner_taken(s: State, c: int, owner: int, out: Out) -> None:
    """A piece now stands on ``c``: trails of other seats through it may be broken."""
    es = s.edge_seat
    trail_min = s.rules.trail_min
    hit = False
    for e in s.board.topo.corner_edges[c]:
        t = es[e]
        if t != EMPTY and t != owner and t != NEUTRAL and len(s.seat_edges[t]) >= trail_min:
            s.trail[t] = trail_length(s, t)
            hit = True
    if hit:
        update_causeway_title(s, out)


def update_causeway_title(s: State, out: Out) -> None:
    """The Grand Causeway (trail of at least 6): a strictly longer trail takes it; a holder
    whose trail shrinks keeps it while it ties for longest, else it goes to the single
    longest trail of 6+, or is set aside (two or more others tie, or nobody has 6+).  A
    title set aside goes to the first seat that alone has the longest trail of 6+."""
    trail = s.trail
    best = max(trail)
    holder = s.causeway_holder
    trail_min = s.rules.trail_min
    if holder >= 0 and trail[holder] == best and best >= trail_min:
        return
    leaders = [i for i in range(s.n) if trail[i] == best]
    new = leaders[0] if best >= trail_min and len(leaders) == 1 else -1
    title = s.rules.trail_title
    if new == holder:
        return
    if holder >= 0:
        s.renown[holder] -= TITLE_RENOWN
        if new >= 0:
            out.append(make(TitleLost, (title, holder)))
        else:
            out.append(make(TitleSetAside, (title, holder)))
    if new >= 0:
        s.renown[new] += TITLE_RENOWN
        out.append(make(TitleGained, (title, new)))
    s.causeway_holder = new


def update_watch(s: State, me: int, out: Out) -> None:
    """Steadfast Watch: first to play 4 Wardens; moves only to a seat that plays strictly more."""
    count = s.wardens_played[me]
    holder = s.watch_holder
    if holder == me or count < s.rules.watch_min:
        return
    title = s.rules.watch_title
    if holder >= 0:
        if count <= s.wardens_played[holder]:
            return
        s.renown[holder] -= TITLE_RENOWN
        out.append(make(TitleLost, (title, holder)))
    s.renown[me] += TITLE_RENOWN
    s.watch_holder = me
    out.append(make(TitleGained, (title, me)))


def reveal_hidden(s: State, seat: int, out: Out) -> None:
    """``seat`` shows every hidden card it holds (Landmarks, or Living Island's Relics): each
    turns into public renown (no event when it holds none)."""
    card = s.rules.hidden_card
    hidden = s.ventures[seat][card]
    if hidden:
        s.ventures[seat][card] = 0
        s.landmarks_shown[seat] += hidden
        s.renown[seat] += hidden * LANDMARK_RENOWN
        out.append(make(Revealed, (seat, hidden)))


def check_win(s: State, out: Out) -> None:
    """After every action of the seat on turn (and at the start of its turn): public renown
    plus hidden Landmarks of 11 or more wins at once, every hidden Landmark revealed."""
    me = s.turn_seat
    rules = s.rules
    hidden = s.ventures[me][rules.hidden_card]
    if s.renown[me] + hidden * LANDMARK_RENOWN >= rules.win_renown:
        reveal_hidden(s, me, out)
        s.winner = me
        s.winners = [me]
        s.phase = OVER
        out.append(make(Won, (me, s.renown[me])))


__all__ = ["check_win", "corner_taken", "reveal_hidden", "update_causeway_title", "update_trail", "update_watch"]
