"""ai-hard on a living board (LIVING-ISLAND.md): its evaluation and the moves it searches.

- **The evaluation** weighs the same features as Cinderisle's (:mod:`engine.ai.evaluation`),
  each read as the living island has it: production is what the healthy halves next to a
  seat's pieces earn, each half its own resource, on the numbers the rings will carry
  (:mod:`engine.ai.living_features`); hidden renown is the Relics; the costs, the hand limit
  on a 7, the titles' thresholds are the rule set's; the Ashcloud blocks the numbers now.
  Its cached scores are also keyed by the halves and the rings.
- **The moves searched** on its turn add Living Island's: the best Militia tiles, a Tribute,
  Supply Cache and Trailblazing (as ai-normal would play them), the Reclaims of the halves
  worth most to it, the best Bribes.
- **Chance**: a 7's world event is not expanded in the search (sixteen events and their
  draws; the evaluation judges the position before it), but a Reclaim's heal is, over its
  five resources.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import actions as A
from ..actions import Action
from ..cards import MILITIA, N_RES, RELIC
from ..pieces import HEARTH_PIECE
from ..rules import legal_actions
from ..rules.trading import supply_rates
from ..rules.world import K_KIND
from . import features as F
from . import living_features as lf
from .evaluation import Evaluator

if TYPE_CHECKING:
    from ..state import State
    from .normal import NormalPolicy

WEIGHTS = (0.0983, 0.3802, 0.783, 0.6957, 0.7499, 0.697, 0.4454, 0.2431, 0.4588, 0.4436, 0.5262, 0.5051, 0.4802, -0.3,
           -0.2237, -0.1795, -0.0919, 0.0777, 0.4647, 0.5567, 0.7065, 0.3869, 0.9232, -0.243, -0.1285, 0.3048, -0.1104,
           -0.2, -0.0223)
"""The evaluation's weights on a living board (:func:`seat_features`' order, that of
:data:`engine.ai.features.FEATURE_NAMES2`): a conditional logit fitted to the winners of 10,000
Living Island games of four ai-normal seats (a turn in three at the start of its main phase, each
game counted once; 80% to fit, held-out log-loss 1.120 against 1.184 with the first fit's), with
the signs of a big hand before a 7, the Ashcloud on one's own tiles and the cards a hearth or a
venture card lacks pinned (a correlation there is not a cause).  With :data:`BUDGET` and the
check of :data:`VERIFY` it won 37.6% against three ai-normal seats over 3,000 games (docs/ai.md)."""
BUDGET = 120
"""Search nodes per decision on a living board (Cinderisle's :data:`engine.ai.hard.BUDGET` is 60):
a turn has more moves worth searching (Reclaims, Bribes, the ventures).  250 nodes won no more
than 120.  With the checks of :data:`VERIFY`, CPU p95 per decision 35.7 ms over the bench's seeds
1-40 (the limit is 50): a check, about one decision in ten, is the 95th percentile's."""
VERIFY = (8, 1)
"""Its turn: the futures a searched move is checked in, and their rounds.  One round (on to its
next turn: the other seats' turns, their dice, a 7's world event) is cheap on a living board
(8 futures cost about 350 search nodes for both lines; 6 of 3 rounds about 600), so every
searched turn that looks :data:`engine.ai.hard.DELTA` ahead of ai-normal's is checked, as in
Cinderisle, within the time limit: 37.6% against three ai-normal seats over 3,000 games (6 of 3
rounds, checked only 0.09 ahead: 34.4% over 3,000; docs/ai.md)."""
VERIFY_NODES = 600
"""Its turn: the search nodes (actions and chance steps played in the futures, both lines) after
which the check begins no further future: a long tail of futures (world events, a Supply Caravan)
is cut, never by a clock."""
SETUP = (12, 6)
"""Placement: the futures each corner is tried in, and their rounds."""


def seat_features(s: State, seat: int, viewer: int, li: lf.LivingInfo, part: tuple[Any, ...]) -> list[float]:
    """:func:`engine.ai.features.seat_features2`'s features, on a living board."""
    spots_now, spot_best, near, mine, best_other = part
    rules = s.rules
    hand = s.hands[seat]
    cp = s.corner_piece
    ash = s.ash
    prod = [0.0] * N_RES
    ash_loss = 0.0
    n_hearths = 0
    table = li.corner_long
    ash_corners = li.bi.tile_corners[ash]
    ash_dots = li.tile_now[ash] * 0.5 * len(li.tile_halves[ash])
    for c in s.seat_corners[seat]:
        p = cp[c]
        if p == HEARTH_PIECE:
            n_hearths += 1
        for r, d, _t in table[c]:
            prod[r] += d * p
        if c in ash_corners:
            ash_loss += ash_dots * p
    n_cards = sum(hand)
    v = s.ventures[seat]
    renown = lf.threat(s, seat, viewer)
    miss_beacon = F.hand_missing(hand, rules.cost_beacon) if s.beacons_left[seat] and n_hearths else 6
    hearth = tuple(rules.cost_hearth[r] + near * rules.cost_causeway[r] for r in range(N_RES))
    miss_hearth = (min(6, F.hand_missing(hand, hearth))
                   if near <= 2 and s.causeways_left[seat] >= near else 6)
    miss_venture = F.hand_missing(hand, rules.cost_venture) if any(s.deck) else 6
    rates = supply_rates(s, seat)
    trade = 0.0
    for r in range(N_RES):
        if rates[r] < 4:
            trade += (4 - rates[r]) * (1.0 + prod[r] / 5.0)
    n = s.n
    least = rules.trail_min
    lead = max(-3, min(3, mine - max(best_other, least - 1))) if mine >= least - 3 else -3
    win = rules.win_renown
    if seat == viewer:
        held_other, militia = float(sum(v) - v[RELIC] - v[MILITIA]), float(v[MILITIA])
    else:  # their kinds are hidden: what the unseen cards are, on average
        held_other, militia = sum(v) * 0.24, sum(v) * 0.56
    return [
        renown, renown * renown / win,
        prod[0] / 10.0, prod[1] / 10.0, prod[2] / 10.0, prod[3] / 10.0, prod[4] / 10.0,
        float(sum(1 for x in prod if x > 0)),
        hand[0] / 5.0, hand[1] / 5.0, hand[2] / 5.0, hand[3] / 5.0, hand[4] / 5.0,
        max(0, n_cards - rules.discard_over) / 10.0,
        miss_beacon / 5.0, miss_hearth / 5.0, miss_venture / 5.0,
        float(min(spots_now, 2)), spot_best / 10.0,
        held_other, militia,
        min(s.wardens_played[seat], 4) / 3.0, min(mine, 10) / 6.0, lead / 3.0,
        min(lf.wardens_for_watch(s, seat), 3) / 3.0,
        trade / 10.0, ((seat - s.turn_seat) % n) / n, ash_loss / 10.0,
        float(bool(s.hearths_left[seat]) + bool(s.beacons_left[seat])),
    ]


class LivingEvaluator(Evaluator):
    """:class:`~engine.ai.evaluation.Evaluator` on a living board."""

    __slots__ = ()

    def features(self, s: State, seat: int, key: tuple[Any, ...]) -> list[float]:
        li = lf.info(s)
        k = (seat, li.serial) + key
        part = self.parts.get(k)
        if part is None:
            part = self.parts[k] = F.board_part(s, seat, li.corner_static)
        return seat_features(s, seat, self.me, li, part)

    def board_key(self, s: State) -> tuple[Any, ...]:
        lv = lf.living(s)
        return (tuple(lv.halves), lv.ring, lv.reversed, s.watch_holder, tuple(s.wardens_played))


def resolve_here(s: State) -> bool:
    """Whether a search judges ``s`` as it is rather than expanding its chance step: a 7's
    whole world event (its draws are many; the evaluation judges the position before it)."""
    lv = s.living
    return lv is not None and bool(lv.todo) and lv.todo[0][0] == K_KIND  # type: ignore[index]


def candidates(policy: NormalPolicy, s: State, me: int, trades: int) -> list[Action]:
    """The actions worth searching in the main phase on a living board (most promising last)."""
    legal = legal_actions(s)
    by: dict[str, list[Action]] = {}
    for a in legal:
        by.setdefault(a.kind, []).append(a)
    rules = s.rules
    li = lf.info(s)
    out: list[Action] = []
    hand = s.hands[me]
    if trades < 3 and A.TRADE in by:
        out.extend(F.trade_picks(hand, (rules.cost_beacon, rules.cost_hearth, rules.cost_venture, rules.cost_causeway),
                                 supply_rates(s, me), by.get(A.TRADE, []) + by.get(A.BARGE, [])))
    if A.BRIBE in by:
        scores = lf.ash_scores(s, me, li)
        ranked = sorted(by[A.BRIBE], key=lambda a: (scores.get(a.a, 0.0), -a.a))
        out.extend(ranked[-2:])
    if A.RECLAIM in by:
        rolls = s.n * policy.rounds_left(s, me)
        ranked = sorted(by[A.RECLAIM], key=lambda a: (lf.heal_value(s, me, a.a, rolls, li), -a.a))
        out.extend(ranked[-2:])
    if not s.venture_played:
        goal = policy.best_goal(s, me, lf.production(s, me, li))  # type: ignore[arg-type]
        for kind in (A.TRIBUTE, A.CACHE, A.TRAILBLAZING):
            if kind in by:
                pick = policy.lp.venture_play(s, me, {kind: by[kind]}, goal)
                if pick is None and kind == A.CACHE:
                    pick = policy.lp.cache_pick(s, me, by[kind], None)
                if pick is not None:
                    out.append(pick)
        if A.MILITIA in by:
            scores = lf.ash_scores(s, me, li)
            ranked = sorted(by[A.MILITIA], key=lambda a: (scores.get(a.a, 0.0), -a.a))
            out.extend(ranked[-2:])
    if A.BUY in by:
        out.append(by[A.BUY][0])
    if A.CAUSEWAY in by:
        useful: dict[int, float] = {}
        for c, d, first in F.spots(s, me, 3):
            if d >= 1 and first >= 0:
                v = li.corner_static[c] / d
                if v > useful.get(first, -1.0):
                    useful[first] = v
        if F.trail_of(s, me) >= rules.trail_min - 2 or s.free_causeways:
            for a in by[A.CAUSEWAY]:
                useful.setdefault(a.a, 0.0)
        ranked = sorted((a for a in by[A.CAUSEWAY] if a.a in useful), key=lambda a: useful[a.a])
        out.extend(ranked[-4:])
    if A.HEARTH in by:
        out.extend(by[A.HEARTH])
    if A.BEACON in by:
        out.extend(by[A.BEACON])
    return out


def setup_rank(s: State, me: int, c: int) -> float:
    """Placement: how promising corner ``c`` looks before its futures are played."""
    li = lf.info(s)
    return lf.corner_value(s, me, c, lf.production(s, me, li), li) + 0.1 * li.corner_static[c]


def ash_rank(s: State, me: int, t: int) -> float:
    return lf.ash_tile_score(s, me, t)


__all__ = ["BUDGET", "SETUP", "VERIFY", "VERIFY_NODES", "WEIGHTS", "LivingEvaluator", "ash_rank", "candidates", "resolve_here",
           "seat_features", "setup_rank"]
