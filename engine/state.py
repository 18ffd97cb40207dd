"""The state of one game: everything on the table, including what some seats may not see.

A :class:`State` is created with :meth:`State.new` and changed only by
:meth:`State.apply`.  Pages and AI seats read it through :meth:`State.view`.

>>> from engine.island import landfall
>>> s = State.new(landfall(), seats=3, first_seat=1)
>>> s.phase, s.actor
(<Phase.SETUP_HEARTH: 0>, 1)
>>> s.apply(Action.parse("hearth 20"))
>>> s.phase, [str(a) for a in s.legal_actions()]
(<Phase.SETUP_CAUSEWAY: 1>, ['causeway 22', 'causeway 31', 'causeway 32'])
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import rules
from .actions import Action
from .board import Board
from .cards import LANDMARK, N_RES, SUPPLY_PER_RESOURCE, TWO_DICE_WAYS, VENTURE_DECK, Cards
from .hexgrid import N_CORNERS, N_EDGES
from .island import Island
from .phase import CHANCE_PHASES, Phase

from .view import SeatView

EMPTY = -1
NEUTRAL = 4
"""Seat number of the Wayfarer camps and their causeways (two-player games)."""
NO_PIECE, HEARTH_PIECE, BEACON_PIECE, CAMP_PIECE = 0, 1, 2, 3
PIECE_NAMES = ("", "hearth", "beacon", "camp")

HEARTHS, BEACONS, CAUSEWAYS = 6, 3, 14
WIN_RENOWN = 11

# Answers on the Exchange Board.
PENDING, ACCEPTED, COUNTERED, PASSED = 0, 1, 2, 3


@dataclass(slots=True)
class Offer:
    """An open Exchange Board offer, from the offerer's side: it gives ``give``, wants ``want``."""

    give: Cards
    want: Cards
    answers: list[int]
    """PENDING / ACCEPTED / COUNTERED / PASSED per seat (the offerer's own entry is PASSED)."""
    counters: list[tuple[Cards, Cards] | None] = field(default_factory=list)
    """Per seat, a counter as (what the offerer would give, what it would get)."""

    def copy(self) -> "Offer":
        return Offer(self.give, self.want, self.answers[:], self.counters[:])

    def terms(self, seat: int) -> tuple[Cards, Cards]:
        """(offerer gives, offerer gets) for a deal with ``seat``."""
        c = self.counters[seat]
        return c if c is not None else (self.give, self.want)


class State:
    """Everything on the table.  Mutable; use :meth:`copy` to branch."""

    __slots__ = (
        "board", "n", "tide", "first_seat",
        "phase", "turn_seat", "turns", "setup_step", "setup_corner", "winner",
        "corner_piece", "corner_seat", "edge_seat", "seat_edges", "seat_corners",
        "hands", "supply", "hearths_left", "beacons_left", "causeways_left",
        "ventures", "bought", "wardens_played", "landmarks_shown", "deck",
        "venture_played", "rolled", "free_causeways", "surveyor", "embargo",
        "barge_used", "offers_posted", "dealt_with", "offer",
        "discard_owed", "ash", "after_ash", "victim",
        "trail", "causeway_holder", "watch_holder", "renown", "rates",
        "tide_left", "rolls", "last_roll",
    )

    board: Board
    n: int
    tide: bool
    first_seat: int
    phase: Phase
    turn_seat: int
    turns: int
    setup_step: int
    setup_corner: int
    winner: int
    corner_piece: list[int]
    corner_seat: list[int]
    edge_seat: list[int]
    seat_edges: list[list[int]]
    seat_corners: list[list[int]]
    hands: list[list[int]]
    supply: list[int]
    hearths_left: list[int]
    beacons_left: list[int]
    causeways_left: list[int]
    ventures: list[list[int]]
    bought: list[int]
    wardens_played: list[int]
    landmarks_shown: list[int]
    deck: list[int]
    venture_played: bool
    rolled: bool
    free_causeways: int
    surveyor: bool
    embargo: list[int]
    barge_used: bool
    offers_posted: int
    dealt_with: list[bool]
    offer: Offer | None
    discard_owed: list[int]
    ash: int
    after_ash: Phase
    victim: int
    trail: list[int]
    causeway_holder: int
    watch_holder: int
    renown: list[int]
    rates: list[list[int]]
    tide_left: list[int]
    rolls: list[int]
    last_roll: int

    @classmethod
    def new(cls, island: Island | Board, seats: int, first_seat: int, tide: bool = False) -> "State":
        """A game at its first placement.  ``first_seat`` comes from the game's seed."""
        if not 2 <= seats <= 4:
            raise ValueError(f"a game has 2 to 4 seats, not {seats}")
        if not 0 <= first_seat < seats:
            raise ValueError(f"first seat {first_seat} is not one of the {seats} seats")
        s = cls.__new__(cls)
        s.board = island if isinstance(island, Board) else Board.of(island)
        s.n, s.tide, s.first_seat = seats, tide, first_seat
        s.phase = Phase.SETUP_HEARTH
        s.turn_seat, s.turns, s.setup_step, s.setup_corner, s.winner = first_seat, 0, 0, -1, -1
        s.corner_piece = [NO_PIECE] * N_CORNERS
        s.corner_seat = [EMPTY] * N_CORNERS
        s.edge_seat = [EMPTY] * N_EDGES
        s.seat_edges = [[] for _ in range(seats)]
        s.seat_corners = [[] for _ in range(seats)]
        s.hands = [[0] * N_RES for _ in range(seats)]
        s.supply = [SUPPLY_PER_RESOURCE] * N_RES
        s.hearths_left = [HEARTHS] * seats
        s.beacons_left = [BEACONS] * seats
        s.causeways_left = [CAUSEWAYS] * seats
        s.ventures = [[0] * 5 for _ in range(seats)]
        s.bought = [0] * 5
        s.wardens_played = [0] * seats
        s.landmarks_shown = [0] * seats
        s.deck = list(VENTURE_DECK)
        s.venture_played = s.rolled = s.surveyor = s.barge_used = False
        s.free_causeways = s.offers_posted = 0
        s.embargo = [-1] * seats
        s.dealt_with = [False] * seats
        s.offer = None
        s.discard_owed = [0] * seats
        s.ash = s.board.caldera
        s.after_ash = Phase.MAIN
        s.victim = -1
        s.trail = [0] * seats
        s.causeway_holder = s.watch_holder = -1
        s.renown = [0] * seats
        s.rates = [[4] * N_RES for _ in range(seats)]
        s.tide_left = [TWO_DICE_WAYS.get(k, 0) for k in range(13)]
        s.rolls = []
        s.last_roll = 0
        return s

    def copy(self) -> "State":
        """An independent copy (the board is shared: it never changes)."""
        s = State.__new__(State)
        for name in ("board", "n", "tide", "first_seat", "phase", "turn_seat", "turns", "setup_step",
                     "setup_corner", "winner", "venture_played", "rolled", "free_causeways", "surveyor",
                     "barge_used", "offers_posted", "ash", "after_ash", "victim", "causeway_holder",
                     "watch_holder", "last_roll"):
            setattr(s, name, getattr(self, name))
        s.corner_piece = self.corner_piece[:]
        s.corner_seat = self.corner_seat[:]
        s.edge_seat = self.edge_seat[:]
        s.seat_edges = [x[:] for x in self.seat_edges]
        s.seat_corners = [x[:] for x in self.seat_corners]
        s.hands = [x[:] for x in self.hands]
        s.supply = self.supply[:]
        s.hearths_left = self.hearths_left[:]
        s.beacons_left = self.beacons_left[:]
        s.causeways_left = self.causeways_left[:]
        s.ventures = [x[:] for x in self.ventures]
        s.bought = self.bought[:]
        s.wardens_played = self.wardens_played[:]
        s.landmarks_shown = self.landmarks_shown[:]
        s.deck = self.deck[:]
        s.embargo = self.embargo[:]
        s.dealt_with = self.dealt_with[:]
        s.offer = self.offer.copy() if self.offer is not None else None
        s.discard_owed = self.discard_owed[:]
        s.trail = self.trail[:]
        s.renown = self.renown[:]
        s.rates = [x[:] for x in self.rates]
        s.tide_left = self.tide_left[:]
        s.rolls = self.rolls[:]
        return s

    # ------------------------------------------------------------------ the API

    @property
    def actor(self) -> int:
        """The seat whose decision the game waits for (-1 at a chance step or when over)."""
        return rules.actor(self)

    def is_chance(self) -> bool:
        """True when the next action is a chance outcome (dice, Tide card, draw, steal)."""
        return self.phase in CHANCE_PHASES

    def legal_actions(self) -> list[Action]:
        """Every legal action of :attr:`actor` (or every chance outcome).

        Exchange Board offers and counters are not listed (there are too many);
        :meth:`apply` accepts any that the rules allow.  Timer actions are given
        by :meth:`timeout_action`.
        """
        return rules.legal_actions(self)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a chance step: each outcome with its probability."""
        return rules.chance_outcomes(self)

    def timeout_action(self) -> Action | None:
        """What the page applies when this phase's clock runs out, if it has one."""
        return rules.timeout_action(self)

    def apply(self, action: Action) -> None:
        """Apply ``action``; raise :class:`RuleError` (and change nothing) if it is illegal."""
        rules.apply(self, action)

    def is_legal(self, action: Action) -> bool:
        """Whether :meth:`apply` would accept ``action``."""
        try:
            self.copy().apply(action)
        except ValueError:
            return False
        return True

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see (its own hand and cards, everybody's public facts)."""
        return SeatView(self, seat)

    # -------------------------------------------------------------- derived

    @property
    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def hand_size(self, seat: int) -> int:
        return sum(self.hands[seat])

    def hidden_landmarks(self, seat: int) -> int:
        return self.ventures[seat][LANDMARK]

    def total_renown(self, seat: int) -> int:
        """Public renown plus hidden Landmarks (what the win check counts)."""
        return self.renown[seat] + self.ventures[seat][LANDMARK]

    def trail_length(self, seat: int) -> int:
        """``seat``'s longest unbroken trail, counted now.

        :attr:`trail` keeps this only for seats with 6 or more causeways (the
        only trails the Grand Causeway looks at); it is 0 for the others.
        """
        return rules.trail_length(self, seat)

    def recompute_renown(self, seat: int) -> int:
        """Public renown counted from scratch (tests compare it with :attr:`renown`)."""
        total = 0
        for c in self.seat_corners[seat]:
            total += 1 if self.corner_piece[c] == HEARTH_PIECE else 2
        total += 2 * (self.causeway_holder == seat) + 2 * (self.watch_holder == seat)
        return total + self.landmarks_shown[seat]

    def summary(self) -> dict[str, Any]:
        """The whole state as plain JSON data (for ``python -m engine replay``)."""
        return {
            "phase": self.phase.label,
            "turn_seat": self.turn_seat,
            "turns": self.turns,
            "winner": None if self.winner < 0 else self.winner,
            "renown": self.renown[:],
            "total_renown": [self.total_renown(i) for i in range(self.n)],
            "hands": [h[:] for h in self.hands],
            "supply": self.supply[:],
            "ventures": [v[:] for v in self.ventures],
            "wardens_played": self.wardens_played[:],
            "landmarks_shown": self.landmarks_shown[:],
            "grand_causeway": None if self.causeway_holder < 0 else self.causeway_holder,
            "steadfast_watch": None if self.watch_holder < 0 else self.watch_holder,
            "ashcloud": self.ash,
            "corners": [
                {"corner": c, "piece": PIECE_NAMES[p], "seat": self.corner_seat[c]}
                for c, p in enumerate(self.corner_piece) if p
            ],
            "edges": [{"edge": e, "seat": s} for e, s in enumerate(self.edge_seat) if s != EMPTY],
            "rolls": self.rolls[:],
        }

