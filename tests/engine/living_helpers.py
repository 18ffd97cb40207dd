"""Shared helpers for Living Island's rule tests: a Living Island State on Landfall, made
without playing setup, with halves scorched, rings turned and half cards held as asked.

``living_state`` is ``helpers.make_state`` for Living Island: pieces placed directly (no costs,
no payout), whole cards and half cards given out of the Supply (so halves stay conserved,
LIVING-ISLAND 5.3), the game at the seat's MAIN phase (rolled) or wherever ``phase`` says.
``drive`` plays chance steps with the outcomes a test names (each checked to be one the rules
list), ``world_texts`` lists them.  ``halves_conserved`` and ``production`` are what section 19
says a checker tests.

Landfall at a glance (tile index, id, terrain, number as dealt):
 0 A1 basalt 11   1 A2 pine 8     2 A3 millet 4
 3 B1 copper 6    4 B2 basalt 3   5 B3 copper 11  6 B4 pine 8
 7 C1 kelp 12     8 C2 kelp 5     9 C3 caldera   10 C4 millet 10  11 C5 millet 5
12 D1 millet 4   13 D2 millet 6  14 D3 pine 2    15 D4 pine 9
16 E1 kelp 9     17 E2 copper 3  18 E3 basalt 10
Corners on one tile only: A1 0 3, A2 1, A3 2 6, B1 11, B4 15, C1 21 27, C5 26 32, D1 38, D4 42,
E1 47 51, E2 52, E3 50 53.  On two tiles: 4 A1 A2, 5 A2 A3, 7 A1 B1, 10 A3 B4, 16 B1 C1,
20 B4 C5, 33 C1 D1, 37 C5 D4, 43 D1 E1, 46 D4 E3, 48 E1 E2, 49 E2 E3.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine import rules
from engine.actions import Action
from engine.cards import N_RES, RESOURCES
from engine.constants import NEUTRAL, SUPPLY_PER_RESOURCE
from engine.events import Event
from engine.halves import half_index
from engine.island import landfall
from engine.living import NO_HALF, SCORCHED, Living
from engine.phase import Phase
from engine.pieces import BEACON_PIECE, CAMP_PIECE, HEARTH_PIECE
from engine.rules import apply, legal_actions
from engine.rules.halves import give_half, production, supply_halves, take_half
from engine.rules.titles import update_causeway_title
from engine.rules.world import start_world_event, world_outcomes
from engine.ruleset import LIVING_ISLAND
from engine.state import State

from helpers import give, lay, place, tile

PINE, BASALT, KELP, MILLET, COPPER = range(5)
MILITIA, RELIC, TRIBUTE, CACHE, TRAILBLAZING = range(5, 10)


def half(text: str) -> int:
    """``"B2n"`` -> its half index."""
    return half_index(text)


def res(name: str) -> int:
    return RESOURCES.index(name)


def living_state(
    seats: int = 4,
    *,
    hearths: Mapping[int, Iterable[int]] | None = None,
    beacons: Mapping[int, Iterable[int]] | None = None,
    causeways: Mapping[int, Iterable[int]] | None = None,
    hands: Mapping[int, str | Iterable[int]] | None = None,
    held: Mapping[int, Iterable[str]] | None = None,
    camps: Iterable[tuple[int, int]] = (),
    scorched: Iterable[str] = (),
    halves: Mapping[str, str] | None = None,
    ventures: Mapping[int, Mapping[int, int]] | None = None,
    turn: int = 0,
    phase: Phase = Phase.MAIN,
    ash: str | None = None,
    ring: int = 0,
    act: int = 1,
    sunk: str | None = None,
    tide: bool = False,
) -> State:
    """A mid-game Living Island State on Landfall.

    ``held`` gives half cards (``{0: ["pine"]}``: seat 0 holds ½ Pine), ``scorched`` the
    scorched halves (``["B2n"]``), ``halves`` healthy halves of another resource
    (``{"B2s": "kelp"}``), ``sunk`` a tile swallowed by a Sinkhole, ``ventures`` venture
    cards held (taken from the deck)."""
    s = State.new(landfall(), seats, first_seat=0, tide=tide, rules=LIVING_ISLAND)
    lv = s.living
    assert lv is not None
    for seat, cs in (hearths or {}).items():
        for c in cs:
            place(s, seat, c, HEARTH_PIECE)
    for seat, cs in (beacons or {}).items():
        for c in cs:
            place(s, seat, c, BEACON_PIECE)
    for c, e in camps:
        place(s, NEUTRAL, c, CAMP_PIECE)
        lay(s, NEUTRAL, e)
    for seat, es in (causeways or {}).items():
        for e in es:
            lay(s, seat, e)
    for seat, what in (hands or {}).items():
        give(s, seat, what)
    for seat, names in (held or {}).items():
        for name in names:
            give_halves(s, seat, res(name), 1)
    for text in scorched:
        lv.halves[half(text)] = SCORCHED
    for text, name in (halves or {}).items():
        lv.halves[half(text)] = res(name)
    if sunk is not None:
        t = tile(sunk)
        lv.halves[2 * t] = lv.halves[2 * t + 1] = NO_HALF
        lv.sunk = t
    for seat, kinds in (ventures or {}).items():
        for k, count in kinds.items():
            assert s.deck[k] >= count
            s.deck[k] -= count
            s.ventures[seat][k] += count
    lv.ring, lv.act = ring, act
    s.setup_step = 2 * seats
    s.turn_seat = turn
    s.turns = 1
    s.phase = phase
    s.rolled = phase not in (Phase.PRE_ROLL, Phase.ROLL)
    if ash is not None:
        s.ash = tile(ash)
    refresh(s)
    return s


def refresh(s: State) -> None:
    """Trails (Living Island's 5), the Longest Trail and public renown, recomputed."""
    for i in range(s.n):
        s.trail[i] = rules.trail_length(s, i) if len(s.seat_edges[i]) >= s.rules.trail_min else 0
    update_causeway_title(s, [])
    for i in range(s.n):
        s.renown[i] = s.recompute_renown(i)


def give_halves(s: State, seat: int, r: int, k: int) -> None:
    """``k`` halves of ``r`` from the Supply to ``seat`` (two make a whole card)."""
    for _ in range(k):
        assert take_half(s, r), f"the Supply has no half of {RESOURCES[r]}"
        give_half(s, seat, r)


def lv(s: State) -> Living:
    assert s.living is not None
    return s.living


def holding(s: State, seat: int) -> list[float]:
    """A seat's holding of each resource in cards (``3.5``: 3 whole cards and a half)."""
    return [s.hands[seat][r] + lv(s).held[seat][r] / 2 for r in range(N_RES)]


def supply_cards(s: State) -> list[float]:
    """The Supply's holding of each resource in cards (``19.5``)."""
    return [supply_halves(s, r) / 2 for r in range(N_RES)]


def halves_conserved(s: State) -> bool:
    """LIVING-ISLAND 19.1: for each resource, Supply + every seat's holding = 40 halves."""
    return all(supply_halves(s, r) + sum(2 * s.hands[v][r] + lv(s).held[v][r] for v in range(s.n))
               == 2 * SUPPLY_PER_RESOURCE for r in range(N_RES))


def scorched_ids(s: State) -> list[str]:
    from engine.halves import half_id

    return [half_id(h) for h, x in enumerate(lv(s).halves) if x == SCORCHED]


def world_texts(s: State) -> list[str]:
    """The outcomes the world step under way may draw, as text, in their order."""
    return [str(a) for a, _ in world_outcomes(s)]


def world_weights(s: State) -> list[tuple[str, int]]:
    return [(str(a), w) for a, w in world_outcomes(s)]


def drive(s: State, *texts: str) -> list[Event]:
    """Apply chance outcomes (and any other actions) by their text, each checked to be listed."""
    events: list[Event] = []
    for text in texts:
        action = Action.parse(text)
        if s.is_chance():
            assert action in legal_actions(s), f"{text!r} is not among {world_texts(s) or legal_actions(s)}"
        events += apply(s, action)
    return events


def seven(s: State, ash: str, *then: str) -> list[Event]:
    """The seat on turn (at ROLL, nobody over 7 cards) rolls a 7 and sends the Ashcloud to ``ash``;
    then the chance outcomes ``then``."""
    assert s.phase == Phase.ROLL
    events = apply(s, Action.parse("dice 3 4"))
    events += apply(s, Action.parse(f"ashcloud {ash}"))
    return events + drive(s, *then)


def world_event(s: State, kind: str, event: str, *then: str) -> list[Event]:
    """A world event started as a 7 starts it (after the steal: no Ashcloud move here), its
    kind and event drawn as named, then the outcomes ``then``."""
    start_world_event(s)
    s.phase = Phase.WORLD
    return drive(s, f"world {kind}", f"event {event}", *then)


__all__ = [
    "BASALT", "CACHE", "COPPER", "KELP", "MILITIA", "MILLET", "PINE", "RELIC", "TRAILBLAZING", "TRIBUTE",
    "drive", "give_halves", "half", "halves_conserved", "holding", "living_state", "lv", "production",
    "refresh", "res", "scorched_ids", "seven", "supply_cards", "world_event", "world_texts", "world_weights",
]
