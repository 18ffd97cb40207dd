"""Shared helpers for the rules tests: build a State on Landfall without playing setup.

``make_state`` places pieces directly (no costs, no setup payout), gives hands out of the
Supply (so cards stay conserved), and leaves the game at the seat's MAIN phase (rolled) or
wherever ``phase`` says (``rules="living-island"``: a Living Island game, its halves as
dealt).  ``act`` applies an action from its text form; ``assert_illegal``
checks that an action raises RuleError with a reason and changes nothing.  ``positions``: the
decisions of whole games between AI seats (the hints' tests, the engine's and the page's words).

Landfall at a glance (tile index, id, terrain, number):
 0 A1 basalt 11   1 A2 pine 8     2 A3 millet 4
 3 B1 copper 6    4 B2 basalt 3   5 B3 copper 11  6 B4 pine 8
 7 C1 kelp 12     8 C2 kelp 5     9 C3 caldera   10 C4 millet 10  11 C5 millet 5
12 D1 millet 4   13 D2 millet 6  14 D3 pine 2    15 D4 pine 9
16 E1 kelp 9     17 E2 copper 3  18 E3 basalt 10
Jetties: edge 0 open (corners 0, 3), 4 millet (2, 5), 17 open (10, 15), 48 kelp (32, 37),
71 basalt (50, 53), 67 open (48, 51), 54 copper (38, 43), 23 pine (16, 21).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Mapping

import pytest

from engine import actions as A
from engine import rules
from engine.actions import Action
from engine.ai import make_seat
from engine.cards import N_RES, RESOURCES
from engine.constants import NEUTRAL, SUPPLY_PER_RESOURCE, TRAIL_MIN
from engine.errors import RuleError
from engine.game import Game, GameConfig
from engine.hexgrid import TILE_IDS, topology
from engine.island import landfall
from engine.phase import Phase
from engine.pieces import BEACON_PIECE, CAMP_PIECE, EMPTY, HEARTH_PIECE
from engine.rules import actor, apply, is_legal, legal_actions
from engine.rules.titles import update_causeway_title
from engine.ruleset import rule_set
from engine.state import State
from engine.view import SeatView

TOPO = topology()
PINE, BASALT, KELP, MILLET, COPPER = range(5)
WARDEN, LANDMARK, SURVEYOR, BOUNTIFUL, EMBARGO = range(5)


def tile(tid: str) -> int:
    return TILE_IDS.index(tid)


def cards(text: str | Iterable[int] | None) -> list[int]:
    """'2 pine, 1 kelp' -> [2, 0, 1, 0, 0] (a list or tuple passes through)."""
    if text is None:
        return [0] * N_RES
    if not isinstance(text, str):
        out = list(text)
        assert len(out) == N_RES
        return out
    out = [0] * N_RES
    text = text.strip()
    if not text:
        return out
    for part in text.split(","):
        n, name = part.split()
        out[RESOURCES.index(name)] += int(n)
    return out


def give(s: State, seat: int, what: str | Iterable[int]) -> None:
    """Move cards from the Supply into ``seat``'s hand (conserving cards)."""
    c = cards(what)
    for r in range(N_RES):
        assert s.supply[r] >= c[r], f"the Supply lacks {c[r]} {RESOURCES[r]}"
        s.supply[r] -= c[r]
        s.hands[seat][r] += c[r]


def set_hand(s: State, seat: int, what: str | Iterable[int]) -> None:
    """Return ``seat``'s hand to the Supply, then give it exactly ``what``."""
    for r in range(N_RES):
        s.supply[r] += s.hands[seat][r]
        s.hands[seat][r] = 0
    give(s, seat, what)


def place(s: State, seat: int, corner: int, piece: int = HEARTH_PIECE) -> None:
    assert s.corner_piece[corner] == 0, f"corner {corner} is taken"
    s.corner_piece[corner] = piece
    s.corner_seat[corner] = seat
    if piece == CAMP_PIECE:
        return
    s.seat_corners[seat].append(corner)
    if piece == HEARTH_PIECE:
        s.hearths_left[seat] -= 1
    else:
        s.beacons_left[seat] -= 1
    s.rates[seat] = s.board.jetty_rates(s.seat_corners[seat])


def lay(s: State, seat: int, edge: int) -> None:
    assert s.edge_seat[edge] == EMPTY, f"edge {edge} is taken"
    s.edge_seat[edge] = seat
    if seat == NEUTRAL:
        return
    s.seat_edges[seat].append(edge)
    s.causeways_left[seat] -= 1


def refresh(s: State, causeway_holder: int | None = None) -> None:
    """Recompute trails, the Grand Causeway (unless given) and public renown."""
    for i in range(s.n):  # the engine keeps trails only for seats with 6+ causeways
        s.trail[i] = rules.trail_length(s, i) if len(s.seat_edges[i]) >= TRAIL_MIN else 0
    if causeway_holder is not None:
        s.causeway_holder = causeway_holder
    else:
        update_causeway_title(s, [])
    for i in range(s.n):
        s.renown[i] = s.recompute_renown(i)


def make_state(
    seats: int = 4,
    *,
    hearths: Mapping[int, Iterable[int]] | None = None,
    beacons: Mapping[int, Iterable[int]] | None = None,
    causeways: Mapping[int, Iterable[int]] | None = None,
    hands: Mapping[int, str | Iterable[int]] | None = None,
    camps: Iterable[tuple[int, int]] = (),
    landmarks_shown: Mapping[int, int] | None = None,
    turn: int = 0,
    phase: Phase = Phase.MAIN,
    tide: bool = False,
    ash: str | None = None,
    causeway_holder: int | None = None,
    rules: str = "cinderisle",
) -> State:
    """A mid-game State on Landfall: pieces placed directly, hands dealt from the Supply."""
    s = State.new(landfall(), seats, first_seat=0, tide=tide, rules=rule_set(rules))
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
    for seat, k in (landmarks_shown or {}).items():
        s.landmarks_shown[seat] = k
    s.setup_step = 2 * seats
    s.turn_seat = turn
    s.turns = 1
    s.phase = phase
    s.rolled = phase not in (Phase.PRE_ROLL, Phase.ROLL)
    if ash is not None:
        s.ash = tile(ash)
    refresh(s, causeway_holder)
    return s


def act(s: State, *texts: str) -> None:
    for text in texts:
        apply(s, Action.parse(text))


def legal(s: State) -> list[str]:
    return [str(a) for a in legal_actions(s)]


def snapshot(s: State) -> dict:
    """Every field of the state (a deep copy), to prove an illegal action changed nothing."""
    out = {}
    for name in State.__slots__:
        if name == "board":
            continue
        v = getattr(s, name)
        if name == "offer" and v is not None:
            v = (v.give, v.want, list(v.answers), list(v.counters))
        out[name] = copy.deepcopy(v)
    return out


def assert_illegal(s: State, text: str | Action, *why: str) -> str:
    """``text`` raises RuleError whose message contains every fragment of ``why``,
    is not listed by legal_actions, and leaves the state exactly as it was."""
    action = Action.parse(text) if isinstance(text, str) else text
    before, summary = snapshot(s), s.summary()
    listed = legal_actions(s)
    with pytest.raises(RuleError) as info:
        apply(s, action)
    msg = str(info.value)
    for fragment in why:
        assert fragment in msg, f"{fragment!r} not in {msg!r}"
    assert action not in listed
    assert not is_legal(s, action)
    assert s.summary() == summary
    assert snapshot(s) == before
    return msg


def assert_conserved(s: State) -> None:
    for r in range(N_RES):
        assert s.supply[r] + sum(h[r] for h in s.hands) == SUPPLY_PER_RESOURCE, RESOURCES[r]


def hand(s: State, seat: int) -> list[int]:
    return list(s.hands[seat])


def positions(seed: int, kinds: tuple[str, ...], every: int = 5):
    """Decisions of a whole game between ``kinds`` (every ``every``-th, and every setup one):
    (game, seat to act, its legal actions)."""
    game = Game(GameConfig(seats=len(kinds), seed=seed, island="landfall" if seed % 2 else seed, players=kinds))
    seats = [make_seat(k, seed, i) for i, k in enumerate(kinds)]
    state = game.state
    n = 0
    while not state.is_over and state.turns <= 400:
        who = actor(state)
        legal = legal_actions(state)
        n += 1
        if len(legal) > 1 and (n % every == 0 or state.phase in (Phase.SETUP_HEARTH, Phase.SETUP_CAUSEWAY)):
            yield game, who, legal
        game.play(seats[who].choose(SeatView(state, who), legal))


def one_card(r: int) -> tuple[int, int, int, int, int]:
    c = [0] * N_RES
    c[r] = 1
    return (c[0], c[1], c[2], c[3], c[4])


def random_request(s: State, rng: random.Random) -> Action | None:
    """A legal request at the open table for the seat on turn (an Offer of some of its cards for
    anything or for named resources, or an Ask for a card or three), or None when none of those
    tried is legal."""
    me = s.turn_seat
    hand = s.hands[me]
    tries: list[Action] = []
    held = [r for r in range(N_RES) if hand[r]]
    if held:
        give = [0] * N_RES
        for r in rng.sample(held, rng.randint(1, len(held))):
            give[r] = rng.randint(1, hand[r])
        free = [r for r in range(N_RES) if not give[r]]
        takes = sum(1 << r for r in free if rng.random() < 0.4)
        tries.append(A.table_offer((give[0], give[1], give[2], give[3], give[4]), takes))
    want = [0] * N_RES
    for r in rng.sample(range(N_RES), rng.randint(1, 2)):
        want[r] = rng.randint(1, 2)
    tries.append(A.ask((want[0], want[1], want[2], want[3], want[4])))
    rng.shuffle(tries)
    return next((a for a in tries if is_legal(s, a)), None)


def random_quote(s: State, seat: int, rng: random.Random) -> Action | None:
    """A legal quote of ``seat`` to the open request (a card or a few of the resources it may
    quote), or None when it can make none."""
    request = s.request
    if request is None:
        return None
    hand = s.hands[seat]
    free = [r for r in range(N_RES) if not request.cards[r] and (request.ask or not request.takes
                                                                  or (request.takes >> r) & 1)]
    if not request.ask:
        free = [r for r in free if hand[r]]
    if not free:
        return None
    quote = [0] * N_RES
    for r in rng.sample(free, rng.randint(1, len(free))):
        quote[r] = rng.randint(1, min(4, hand[r]) if not request.ask else 2)
    action = A.quote(seat, (quote[0], quote[1], quote[2], quote[3], quote[4]))
    return action if is_legal(s, action) else None


HINT_GAMES = [(1, ("ai-normal", "ai-easy", "ai-normal")), (2, ("ai-normal", "ai-normal")),
              (3, ("ai-easy", "ai-normal", "ai-hard", "ai-normal")), (4, ("ai-normal", "ai-easy", "ai-easy"))]


__all__ = [
    "BASALT",
    "BEACON_PIECE",
    "BOUNTIFUL",
    "CAMP_PIECE",
    "COPPER",
    "EMBARGO",
    "EMPTY",
    "HEARTH_PIECE",
    "HINT_GAMES",
    "KELP",
    "LANDMARK",
    "MILLET",
    "NEUTRAL",
    "PINE",
    "SURVEYOR",
    "TOPO",
    "WARDEN",
    "Phase",
    "act",
    "assert_conserved",
    "assert_illegal",
    "cards",
    "give",
    "hand",
    "lay",
    "legal",
    "make_state",
    "one_card",
    "place",
    "positions",
    "random_quote",
    "random_request",
    "refresh",
    "set_hand",
    "snapshot",
    "tile",
]
