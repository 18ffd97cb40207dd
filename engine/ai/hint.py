"""A hint for a person: what ``ai-normal`` would do now in that seat, and why.

:func:`hint` reads only the seat's :class:`~engine.view.SeatView` (the hidden parts are
resampled, as the ai-normal seat does, from a fixed random source: two views that differ
only in what the seat cannot see give the same hint), and returns a :class:`Hint`: the
action ai-normal chooses and the facts behind it, as values (places as ids, seats as
numbers, resources as indices).  The page puts them into words.

>>> from engine.game import Game, GameConfig
>>> g = Game(GameConfig(seats=3, seed=7, island="landfall"))
>>> h = hint(g.view(g.actor), g.legal_actions())
>>> h.why, h.action in g.legal_actions()
('setup-hearth', True)
>>> h.dots == g.state.board.corner_dots[h.action.a]
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from .. import actions as A
from ..actions import Action
from ..cards import N_RES
from ..phase import Phase
from ..rules import actor, apply, legal_actions
from ..state import State
from ..view import SeatView
from . import features as F
from . import living_features as lf
from .normal import Goal, NormalPolicy

HINT_SEED = "cinderisle:hint"
"""The random source's seed for the hidden parts a hint resamples (fixed: the same view, the same hint)."""

WHYS = (
    "setup-hearth", "setup-causeway", "roll", "warden-shelter", "warden-watch", "warden-rob", "reveal-win",
    "beacon", "hearth", "toward-hearth", "toward-trail", "surveyor", "bountiful", "embargo", "buy-goal",
    "buy-spare", "trade-goal", "trade-big-hand", "end-saving", "end-nothing", "discard", "ashcloud", "ashcloud-calm",
    "rob", "accept", "pass", "only",
    # Living Island
    "reclaim", "reclaim-win", "bribe-free", "bribe-rob", "militia-free", "militia-title", "militia-rob", "tribute",
    "cache", "trailblazing", "caravan",
)
"""Every value :attr:`Hint.why` takes."""
LIVING_WHYS = WHYS[WHYS.index("reclaim"):]
"""The reasons of Living Island's own moves."""


@dataclass(frozen=True)
class Hint:
    """What ai-normal would do (:attr:`action`) and why (:attr:`why`, one of :data:`WHYS`).

    The other fields are the facts the reason names, where it names them (else their
    defaults): :attr:`corner` (the corner built on or aimed at), :attr:`tile`, :attr:`seat`
    (whom a rob, an Embargo or the Ashcloud is aimed at), :attr:`dots` (ember dots of the
    corner, or of the tile), :attr:`lacking` (resources of that corner the seat produces
    none of yet), :attr:`goal` (what the seat saves for: ``hearth``, ``beacon``,
    ``venture``, ``trail``; on Living Island ``longest-trail``), :attr:`missing` (the cards the goal still needs),
    :attr:`resource` and :attr:`number`.
    """

    action: Action
    why: str
    corner: int = -1
    tile: int = -1
    seat: int = -1
    dots: int = 0
    lacking: tuple[int, ...] = ()
    goal: str = ""
    missing: tuple[int, ...] = (0, 0, 0, 0, 0)
    resource: int = -1
    number: int = -1
    cards: tuple[int, ...] = (0, 0, 0, 0, 0)
    """A discard: every card ai-normal returns, one after another (:attr:`action` is the first)."""


def hint(view: SeatView, legal: list[Action]) -> Hint:
    """ai-normal's choice for ``view``'s seat among ``legal``, with its reason.

    ``legal`` are the seat's legal actions now (it must be the seat to act); the action is
    always one of them, and it is what an ``ai-normal`` seat given this view would choose.
    """
    if not legal:
        raise ValueError("a hint needs the seat's legal actions: it is not this seat's decision")
    seat = view.seat
    if seat is None:
        raise ValueError("a hint is for a seat's own view")
    if view.phase == Phase.OFFER and view.request is not None:
        # The open table: a quote is never listed (too many), so the one listed action (pass)
        # is not the only one: ai-normal's answer is its quote by the rule, or a pass.
        from .base import trade_answer

        action = trade_answer(view, legal)
        return Hint(action, "quote" if action.kind == A.QUOTE else "pass", seat=view.turn_seat)
    if len(legal) == 1:
        only = legal[0]
        if only.kind == A.DISCARD:
            # A hand of one kind: the only card to return, as many times as the seat owes.
            return Hint(only, "only", cards=tuple(view.discard_owed[seat] if r == only.b else 0 for r in range(N_RES)))
        return Hint(only, "only")
    if view.phase == Phase.OFFER:
        from .base import trade_answer

        action = trade_answer(view, legal)
        return Hint(action, "accept" if action.kind == A.ACCEPT else "pass", seat=view.turn_seat)
    s = view.sample_state(random.Random(HINT_SEED))
    policy = NormalPolicy(random.Random(0))
    action = policy.act(s, seat, legal)
    return _explain(policy, s, seat, legal, action)


# ---------------------------------------------------------------- the reasons


def _at(action: Action, why: str, s: State, me: int, c: int, goal: Goal | None = None) -> Hint:
    """A hint that names corner ``c``: its dots, and what it grows that the seat has none of."""
    bi = F.info(s.board)
    prod = F.production(s, me)
    lacking = tuple(sorted({r for r, _d, _t in bi.corner_res[c] if prod[r] == 0}))
    return Hint(action, why, corner=c, dots=s.board.corner_dots[c], lacking=lacking,
                goal=goal.kind if goal is not None else "", missing=_missing(s, me, goal))


def _missing(s: State, me: int, goal: Goal | None) -> tuple[int, ...]:
    if goal is None:
        return (0,) * N_RES
    hand = s.hands[me]
    return tuple(max(0, goal.cost[r] - hand[r]) for r in range(N_RES))


def _for(action: Action, why: str, s: State, me: int, goal: Goal | None, resource: int = -1) -> Hint:
    """A hint that names the goal the seat saves for (and its corner, for a hearth or a beacon)."""
    if goal is not None and goal.kind in ("hearth", "beacon"):
        h = _at(action, why, s, me, goal.corner, goal)
        return Hint(action, why, corner=h.corner, dots=h.dots, lacking=h.lacking, goal=h.goal, missing=h.missing,
                    resource=resource)
    return Hint(action, why, goal=goal.kind if goal is not None else "", missing=_missing(s, me, goal),
                resource=resource)


def _best_victim(s: State, me: int, t: int) -> int:
    victims = F.stealable(s, me, t)
    victims = [v for v in victims if any(s.hands[v])]
    if not victims:
        return -1
    return max(victims, key=lambda v: (F.threat(s, v, me), -v))


def _tile_harm(s: State, me: int, t: int) -> tuple[int, int]:
    """The seat the Ashcloud on ``t`` hurts most (by renown) and that seat's dots there."""
    bi = F.info(s.board)
    dots: dict[int, int] = {}
    for c in bi.tile_corners[t]:
        p = s.corner_piece[c]
        if p and s.corner_seat[c] not in (me, -1) and s.corner_seat[c] < s.n:
            dots[s.corner_seat[c]] = dots.get(s.corner_seat[c], 0) + p * bi.tile_dots[t]
    if not dots:
        return -1, 0
    worst = max(dots, key=lambda v: (s.renown[v], dots[v], -v))
    return worst, dots[worst]


def _warden_why(policy: NormalPolicy, s: State, me: int, action: Action, before_roll: bool) -> Hint:
    if action.a < 0:
        return Hint(action, "ashcloud-calm")
    hurt = policy._ash_hurts(s, me)
    if hurt >= (policy.p["pre_warden"] if before_roll else 3):
        return Hint(action, "warden-shelter", tile=s.ash, dots=F.info(s.board).tile_dots[s.ash])
    if F.wardens_for_watch(s, me) == 1:
        return Hint(action, "warden-watch", tile=action.a)
    victim = _best_victim(s, me, action.a)
    return Hint(action, "warden-rob", tile=action.a, seat=victim, dots=F.info(s.board).tile_dots[action.a])


def _explain(policy: NormalPolicy, s: State, me: int, legal: list[Action], action: Action) -> Hint:
    ph, kind = s.phase, action.kind
    if s.living is not None:
        return _explain_living(policy, s, me, legal, action)
    if ph == Phase.SETUP_HEARTH:
        return _at(action, "setup-hearth", s, me, action.a)
    if ph == Phase.SETUP_CAUSEWAY:
        return _toward(policy, s, me, action, setup=True)
    if ph == Phase.DISCARD:
        goal = policy.best_goal(s, me, F.production(s, me))
        h = _for(action, "discard", s, me, goal, resource=action.b)
        return replace(h, cards=_whole_discard(policy, s, me, action))
    if ph == Phase.MOVE_ASHCLOUD:
        victim, dots = _tile_harm(s, me, action.a)
        robbed = _best_victim(s, me, action.a)
        return Hint(action, "ashcloud", tile=action.a, seat=robbed if robbed >= 0 else victim, dots=dots)
    if ph == Phase.ROB:
        return Hint(action, "rob", seat=action.a)
    if ph == Phase.PRE_ROLL:
        if kind == A.WARDEN:
            return _warden_why(policy, s, me, action, before_roll=True)
        return Hint(action, "roll")
    # The main phase.
    if kind == A.REVEAL:
        return Hint(action, "reveal-win")
    if kind == A.WARDEN:
        return _warden_why(policy, s, me, action, before_roll=False)
    goal = policy.best_goal(s, me, F.production(s, me))
    if kind == A.SURVEYOR:
        return _for(action, "surveyor", s, me, goal)
    if kind == A.BOUNTIFUL:
        y = F.number_yield(s, me, action.a)
        return Hint(action, "bountiful", number=action.a, missing=tuple(y))
    if kind == A.EMBARGO:
        return Hint(action, "embargo", resource=action.a, seat=F.leader(s, me))
    return _builds_and_trades(policy, s, me, legal, action, goal, _at, _for,
                              lambda: _toward(policy, s, me, action, setup=False))


def _builds_and_trades(policy: NormalPolicy, s: State, me: int, legal: list[Action], action: Action,
                       goal: Goal | None, at: Callable[..., Hint], for_: Callable[..., Hint],
                       toward: Callable[[], Hint]) -> Hint:
    """The main phase's builds, trades, buying and ending, on either board (``at``, ``for_``
    and ``toward``: the board's own hints of a corner, a goal and a causeway)."""
    kind = action.kind
    if kind == A.BEACON:
        return at(action, "beacon", s, me, action.a)
    if kind == A.HEARTH:
        return at(action, "hearth", s, me, action.a)
    if kind == A.CAUSEWAY:
        if goal is not None and goal.kind == "trail":
            return for_(action, "toward-trail", s, me, goal)
        if goal is not None and goal.kind == "hearth":
            return for_(action, "toward-hearth", s, me, goal)
        return toward()
    if kind in (A.TRADE, A.BARGE):
        if goal is not None:
            by: dict[str, list[Action]] = {}
            for a in legal:
                by.setdefault(a.kind, []).append(a)
            if policy.trade_toward(s, me, goal.cost, by) == action:
                return for_(action, "trade-goal", s, me, goal)
        return for_(action, "trade-big-hand", s, me, goal)
    if kind == A.BUY:
        return for_(action, "buy-goal" if goal is not None and goal.kind == "venture" else "buy-spare", s, me, goal)
    if kind == A.END:
        if goal is None:
            return Hint(action, "end-nothing")
        return for_(action, "end-saving", s, me, goal)
    return Hint(action, "only")


def _whole_discard(policy: NormalPolicy, s: State, me: int, first: Action) -> tuple[int, ...]:
    """Every card ai-normal returns, one after another, starting with ``first``."""
    t = s.copy()
    cards = [0] * N_RES
    action = first
    while True:
        cards[action.b] += 1
        apply(t, action)
        if t.phase != Phase.DISCARD or not t.discard_owed[me] or actor(t) != me:
            return tuple(cards)
        action = policy.act(t, me, legal_actions(t))


def _toward(policy: NormalPolicy, s: State, me: int, action: Action, setup: bool) -> Hint:
    """A causeway: the best open corner it leads to (one or two steps on)."""
    bi = F.info(s.board)
    cc, ec = bi.corner_corners, bi.edge_corners
    a, b = ec[action.a]
    home = s.setup_corner if setup else -1
    if not setup:
        mine = {c for c in (a, b) if s.corner_seat[c] == me or any(s.edge_seat[e] == me for e in bi.corner_edges[c]
                                                                      if e != action.a)}
        home = next(iter(sorted(mine)), a)
    far = b if a == home else a
    prod = F.production(s, me)
    best, best_v = -1, -1.0
    for y in (far, *cc[far]):
        if y != home and F.corner_open(s, y, cc):
            v = F.corner_value(s, me, y, prod)
            if v > best_v:
                best, best_v = y, v
    for y in cc[far]:
        for z in cc[y]:
            if z not in (far, home) and F.corner_open(s, z, cc):
                v = 0.6 * F.corner_value(s, me, z, prod)
                if v > best_v:
                    best, best_v = z, v
    if best < 0:
        return Hint(action, "setup-causeway" if setup else "toward-trail")
    h = _at(action, "setup-causeway" if setup else "toward-hearth", s, me, best)
    return Hint(h.action, h.why, corner=h.corner, dots=h.dots, lacking=h.lacking, goal="hearth")


# ---------------------------------------------------------------- Living Island


def _dots_now(s: State, c: int, li: lf.LivingInfo) -> int:
    """The ember dots next to corner ``c`` as the numbers lie now (on tiles with a healthy half)."""
    return int(sum(li.tile_now[t] for t in li.bi.corner_tiles[c] if li.tile_halves[t]))


def _at_living(action: Action, why: str, s: State, me: int, c: int, goal: Goal | None = None) -> Hint:
    """A hint naming corner ``c`` on a living board: its dots now, and the resources of its
    healthy halves the seat has none of."""
    li = lf.info(s)
    prod = lf.production(s, me, li)
    lacking = tuple(sorted({r for r, _d, _t in li.corner_long[c] if prod[r] <= 0}))
    return Hint(action, why, corner=c, dots=_dots_now(s, c, li), lacking=lacking,
                goal=goal.kind if goal is not None else "", missing=_missing(s, me, goal))


def _for_living(action: Action, why: str, s: State, me: int, goal: Goal | None, resource: int = -1) -> Hint:
    if goal is not None and goal.kind in ("hearth", "beacon"):
        h = _at_living(action, why, s, me, goal.corner, goal)
        return replace(h, resource=resource)
    kind = "" if goal is None else ("longest-trail" if goal.kind == "trail" else goal.kind)
    return Hint(action, why, goal=kind, missing=_missing(s, me, goal), resource=resource)


def _victim(s: State, me: int, t: int) -> int:
    """Whom a steal on tile ``t`` would rob: the other seat with a piece there and a card, nearest to winning."""
    cp, cs = s.corner_piece, s.corner_seat
    victims = {cs[c] for c in F.info(s.board).tile_corners[t]
               if cp[c] in (1, 2) and cs[c] != me and any(s.hands[cs[c]])}
    if not victims:
        return -1
    return max(victims, key=lambda v: (lf.threat(s, v, me), -v))


def _toward_living(s: State, me: int, action: Action, setup: bool) -> Hint:
    """A causeway on a living board: the best open corner it leads to (one or two steps on)."""
    li = lf.info(s)
    bi = li.bi
    cc, ec = bi.corner_corners, bi.edge_corners
    a, b = ec[action.a]
    home = s.setup_corner if setup else -1
    if not setup:
        mine = {c for c in (a, b) if s.corner_seat[c] == me or any(s.edge_seat[e] == me for e in bi.corner_edges[c]
                                                                      if e != action.a)}
        home = next(iter(sorted(mine)), a)
    far = b if a == home else a
    prod = lf.production(s, me, li)
    best, best_v = -1, -1.0
    for y in (far, *cc[far]):
        if y != home and F.corner_open(s, y, cc):
            v = lf.corner_value(s, me, y, prod, li)
            if v > best_v:
                best, best_v = y, v
    for y in cc[far]:
        for z in cc[y]:
            if z not in (far, home) and F.corner_open(s, z, cc):
                v = 0.6 * lf.corner_value(s, me, z, prod, li)
                if v > best_v:
                    best, best_v = z, v
    if best < 0:
        return Hint(action, "setup-causeway" if setup else "toward-trail")
    h = _at_living(action, "setup-causeway" if setup else "toward-hearth", s, me, best)
    return replace(h, goal="hearth")


def _explain_living(policy: NormalPolicy, s: State, me: int, legal: list[Action], action: Action) -> Hint:
    """The reason of ai-normal's ``action`` on a living board (Living Island's moves among them)."""
    ph, kind = s.phase, action.kind
    li = lf.info(s)
    prod = lf.production(s, me, li)
    if ph == Phase.SETUP_HEARTH:
        return _at_living(action, "setup-hearth", s, me, action.a)
    if ph == Phase.SETUP_CAUSEWAY:
        return _toward_living(s, me, action, setup=True)
    if ph == Phase.MOVE_ASHCLOUD:
        t = action.a
        return Hint(action, "ashcloud", tile=t, seat=_victim(s, me, t),
                    dots=int(li.tile_now[t] * len(li.tile_halves[t]) // 2))
    if ph == Phase.ROB:
        return Hint(action, "rob", seat=action.a)
    if ph == Phase.PRE_ROLL:
        return Hint(action, "roll")
    goal = policy.best_goal(s, me, prod)  # type: ignore[arg-type]
    if ph == Phase.DISCARD:
        h = _for_living(action, "discard", s, me, goal, resource=action.b)
        return replace(h, cards=_whole_discard(policy, s, me, action))
    if ph == Phase.CARAVAN:
        return _for_living(action, "caravan", s, me, goal, resource=action.b)
    lp = policy.lp
    if kind == A.RECLAIM:
        t = action.a // 2
        by = {A.RECLAIM: [a for a in legal if a.kind == A.RECLAIM]}
        why = "reclaim-win" if lp.heal_to_win(s, me, by) == action else "reclaim"
        return Hint(action, why, tile=t, dots=int(li.tile_now[t]), seat=me)
    if kind in (A.BRIBE, A.MILITIA):
        t = action.a
        victim = _victim(s, me, t)
        stem = "bribe" if kind == A.BRIBE else "militia"
        hurt = lf.ash_hurts(s, me, li)
        if hurt >= lp.q[f"{stem}_hurt"]:
            return Hint(action, f"{stem}-free", tile=s.ash, seat=victim, dots=int(hurt))
        if kind == A.MILITIA and lf.wardens_for_watch(s, me) == 1:
            return Hint(action, "militia-title", tile=t, seat=victim)
        return Hint(action, f"{stem}-rob", tile=t, seat=victim, dots=int(li.tile_now[t]))
    if kind == A.TRIBUTE:
        return Hint(action, "tribute", resource=action.a, number=round(lf.others_cards(s, me)[action.a]))
    if kind == A.CACHE:
        cards = tuple(int(r in (action.a, action.b)) + int(action.a == action.b == r) for r in range(N_RES))
        return replace(_for_living(action, "cache", s, me, goal), cards=cards)
    if kind == A.TRAILBLAZING:
        return _for_living(action, "trailblazing", s, me, goal)
    return _builds_and_trades(policy, s, me, legal, action, goal, _at_living, _for_living,
                              lambda: _toward_living(s, me, action, setup=False))


__all__ = ["HINT_SEED", "LIVING_WHYS", "WHYS", "Hint", "hint"]
