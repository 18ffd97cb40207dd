"""The state of one game: everything on the table, including what some seats may not see.

A :class:`State` is plain data: its fields, :meth:`State.copy` and a few sums over its own
fields.  It knows no rule: the rules (:mod:`engine.rules`) are functions over it, and they
import it, never the other way round.  It is created with :meth:`State.new` and changed only
by :func:`engine.rules.apply` (a page plays through :class:`~engine.game.Game`), which
returns the :mod:`events <engine.events>` of the action.  Pages and AI seats read it through
a view (:mod:`engine.view`).

>>> from engine.actions import Action
>>> from engine.island import landfall
>>> from engine.rules import actor, apply, legal_actions
>>> s = State.new(landfall(), seats=3, first_seat=1)
>>> s.phase, actor(s)
(<Phase.SETUP_HEARTH: 0>, 1)
>>> apply(s, Action.parse("hearth 20"))
[Built(seat=1, piece='hearth', place=20)]
>>> s.phase, [str(a) for a in legal_actions(s)]
(<Phase.SETUP_CAUSEWAY: 1>, ['causeway 22', 'causeway 31', 'causeway 32'])

Each field is declared once, below, with how a new game starts it and how :meth:`State.copy`
copies it (shared, a copied list, a list of copied lists, or the open offer's or request's own copy).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any

from .board import Board
from .cards import N_RES, N_VENTURES, TWO_DICE_WAYS
from .constants import (
    BEACON_RENOWN,
    BEACONS,
    CAUSEWAYS,
    DEFAULT_RATE,
    HEARTH_RENOWN,
    HEARTHS,
    LANDMARK_RENOWN,
    MAX_SEATS,
    MIN_SEATS,
    SUPPLY_PER_RESOURCE,
    TITLE_RENOWN,
)
from .hexgrid import N_CORNERS, N_EDGES
from .island import Island
from .living import Living
from .offer import Offer, Request
from .phase import CHANCE_PHASES, MAIN, OVER, SETUP_HEARTH, Phase
from .pieces import EMPTY, HEARTH_PIECE, NO_PIECE, PIECE_NAMES
from .ruleset import CINDERISLE, RuleSet

SHARED, LIST, LISTS, OWN_COPY = "shared", "list", "lists", "own copy"
"""How :meth:`State.copy` copies a field: the same value (it never changes in place), a new
list, a new list of new lists, or the value's own ``copy()`` (None stays None)."""


def _given(copy: str = SHARED) -> Any:
    """A field :meth:`State.new` is given (the board, the number of seats ...)."""
    return field(metadata={"copy": copy})


def _starts(start: Callable[[State], Any], copy: str) -> Any:
    """A field a new game starts with ``start(state)`` (the given fields are set by then)."""
    return field(init=False, metadata={"copy": copy, "start": start})


def _per_seat(value: Any) -> Any:
    """A list with ``value`` for each seat."""
    return _starts(lambda s: [value] * s.n, LIST)


@dataclass(slots=True, eq=True, repr=False)
class State:
    """Everything on the table.  Mutable; use :meth:`copy` to branch.  Two states are equal
    when every field is."""

    # --- given
    board: Board = _given()
    n: int = _given()
    first_seat: int = _given()
    tide: bool = _given()
    rules: RuleSet = _given()
    """The rule set's data and options (:mod:`engine.ruleset`); the rules read its options."""
    living: Living | None = _given(OWN_COPY)
    """Living Island's own state (None in a game whose rules have no living board): the one
    guard through which the rules reach it."""
    # --- whose turn, and where in it
    phase: Phase = _starts(lambda s: SETUP_HEARTH, SHARED)
    turn_seat: int = _starts(lambda s: s.first_seat, SHARED)
    turns: int = _starts(lambda s: 0, SHARED)
    """0 during placement, then 1 on the first turn, growing by one at each ``end``."""
    setup_step: int = _starts(lambda s: 0, SHARED)
    setup_corner: int = _starts(lambda s: -1, SHARED)
    """The corner of the hearth just founded in placement (its causeway must touch it)."""
    winner: int = _starts(lambda s: -1, SHARED)
    """The single winner (-1: none yet, or a win shared by healing)."""
    winners: list[int] = _starts(lambda s: [], LIST)
    """Every seat that won (a win by healing may be shared): empty until the game is over."""
    # --- pieces on the island
    corner_piece: list[int] = _starts(lambda s: [NO_PIECE] * N_CORNERS, LIST)
    """NO_PIECE, HEARTH_PIECE, BEACON_PIECE or CAMP_PIECE on each corner."""
    corner_seat: list[int] = _starts(lambda s: [EMPTY] * N_CORNERS, LIST)
    edge_seat: list[int] = _starts(lambda s: [EMPTY] * N_EDGES, LIST)
    seat_edges: list[list[int]] = _starts(lambda s: [[] for _ in range(s.n)], LISTS)
    """Each seat's causeways, in the order laid."""
    seat_corners: list[list[int]] = _starts(lambda s: [[] for _ in range(s.n)], LISTS)
    """Each seat's hearths and beacons, in the order founded."""
    hearths_left: list[int] = _per_seat(HEARTHS)
    beacons_left: list[int] = _per_seat(BEACONS)
    causeways_left: list[int] = _per_seat(CAUSEWAYS)
    ash: int = _starts(lambda s: s.board.caldera, SHARED)
    """The Ashcloud's tile."""
    # --- cards
    hands: list[list[int]] = _starts(lambda s: [[0] * N_RES for _ in range(s.n)], LISTS)
    supply: list[int] = _starts(lambda s: [SUPPLY_PER_RESOURCE] * N_RES, LIST)
    ventures: list[list[int]] = _starts(lambda s: [[0] * N_VENTURES for _ in range(s.n)], LISTS)
    """Each seat's unplayed venture cards by kind (hidden Landmarks included)."""
    deck: list[int] = _starts(lambda s: list(s.rules.deck), LIST)
    """The venture cards left in the deck, by kind (their order is the chance source's)."""
    wardens_played: list[int] = _per_seat(0)
    landmarks_shown: list[int] = _per_seat(0)
    rates: list[list[int]] = _starts(lambda s: [[DEFAULT_RATE] * N_RES for _ in range(s.n)], LISTS)
    """Each seat's best Supply rate for each resource (its jetties)."""
    # --- this turn
    rolled: bool = _starts(lambda s: False, SHARED)
    bought: list[int] = _starts(lambda s: [0] * N_VENTURES, LIST)
    """Venture cards bought this turn by the seat on turn, by kind."""
    venture_played: bool = _starts(lambda s: False, SHARED)
    free_causeways: int = _starts(lambda s: 0, SHARED)
    surveyor: bool = _starts(lambda s: False, SHARED)
    barge_used: bool = _starts(lambda s: False, SHARED)
    offers_posted: int = _starts(lambda s: 0, SHARED)
    dealt_with: list[bool] = _per_seat(False)
    embargo: list[int] = _per_seat(-1)
    """The resource each seat's Embargo bars (-1: none), until that seat's next turn."""
    offer: Offer | None = _starts(lambda s: None, OWN_COPY)
    """The open Exchange Board offer (Cinderisle)."""
    request: Request | None = _starts(lambda s: None, OWN_COPY)
    """The request open at the open table (the rule sets with ``open_table``)."""
    # --- a 7
    discard_owed: list[int] = _per_seat(0)
    after_ash: Phase = _starts(lambda s: MAIN, SHARED)
    """The phase the game returns to once the Ashcloud has moved (and any steal is done)."""
    victim: int = _starts(lambda s: -1, SHARED)
    # --- titles and renown
    trail: list[int] = _per_seat(0)
    """Each seat's longest trail, kept only for seats with 6 or more causeways (else 0)."""
    causeway_holder: int = _starts(lambda s: -1, SHARED)
    watch_holder: int = _starts(lambda s: -1, SHARED)
    renown: list[int] = _per_seat(0)
    """Public renown (hidden Landmarks not counted)."""
    # --- chance so far
    tide_left: list[int] = _starts(lambda s: [TWO_DICE_WAYS.get(k, 0) for k in range(13)], LIST)
    rolls: list[int] = _starts(lambda s: [], LIST)
    last_roll: int = _starts(lambda s: 0, SHARED)

    def __post_init__(self) -> None:
        for f in fields(self):
            start = f.metadata.get("start")
            if start is not None:
                setattr(self, f.name, start(self))

    @classmethod
    def new(cls, island: Island | Board, seats: int, first_seat: int, tide: bool = False,
            rules: RuleSet = CINDERISLE) -> State:
        """A game at its first placement.  ``first_seat`` comes from the game's seed."""
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"a game has {MIN_SEATS} to {MAX_SEATS} seats, not {seats}")
        if not 0 <= first_seat < seats:
            raise ValueError(f"first seat {first_seat} is not one of the {seats} seats")
        board = island if isinstance(island, Board) else Board.of(island)
        living = Living.new(board.island, seats) if rules.living_board else None
        return cls(board, seats, first_seat, tide, rules, living)

    def copy(self) -> State:
        """An independent copy (the board is shared: it never changes)."""
        return _copy(self)

    def __repr__(self) -> str:
        return f"<State {self.phase.label}, turn {self.turns}, seat {self.turn_seat} on turn, renown {self.renown}>"

    # -------------------------------------------------------------- derived

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def is_chance(self) -> bool:
        """True when the next action is a chance outcome (dice, Tide card, draw, steal)."""
        return self.phase in CHANCE_PHASES

    def hand_size(self, seat: int) -> int:
        return sum(self.hands[seat])

    def hidden_landmarks(self, seat: int) -> int:
        """The seat's hidden renown cards (Landmarks, or Relics in Living Island)."""
        return self.ventures[seat][self.rules.hidden_card]

    def total_renown(self, seat: int) -> int:
        """Public renown plus hidden Landmarks or Relics (what the win check counts)."""
        return self.renown[seat] + self.ventures[seat][self.rules.hidden_card] * LANDMARK_RENOWN

    def recompute_renown(self, seat: int) -> int:
        """Public renown counted from scratch (tests compare it with :attr:`renown`)."""
        total = 0
        for c in self.seat_corners[seat]:
            total += HEARTH_RENOWN if self.corner_piece[c] == HEARTH_PIECE else BEACON_RENOWN
        total += TITLE_RENOWN * ((self.causeway_holder == seat) + (self.watch_holder == seat))
        return total + self.landmarks_shown[seat]

    def summary(self) -> dict[str, Any]:
        """The whole state as plain JSON data (for ``python -m engine replay``)."""
        return {
            "phase": self.phase.label,
            "turn_seat": self.turn_seat,
            "turns": self.turns,
            "winner": None if self.winner < 0 else self.winner,
            "winners": self.winners[:],
            "renown": self.renown[:],
            "total_renown": [self.total_renown(i) for i in range(self.n)],
            "hands": [h[:] for h in self.hands],
            "supply": self.supply[:],
            "ventures": [[v[k] for k in self.rules.cards] for v in self.ventures],
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


def _compile_copy() -> Callable[[State], State]:
    """:meth:`State.copy`, written out from the fields' declarations (made when first asked
    for): a copy is on the hot path of every searching AI, and a loop over the fields
    costs a third more."""
    how = {SHARED: "self.{0}", LIST: "self.{0}[:]", LISTS: "[x[:] for x in self.{0}]",
           OWN_COPY: "None if self.{0} is None else self.{0}.copy()"}
    lines = ["def copy(self):", "    s = new(State)"]
    lines += [f"    s.{f.name} = " + how[f.metadata["copy"]].format(f.name) for f in fields(State)]
    lines.append("    return s")
    space: dict[str, Any] = {"new": object.__new__, "State": State}
    exec("\n".join(lines), space)  # (our own declarations, nothing from outside)
    copy: Callable[[State], State] = space["copy"]
    return copy


def _first_copy(state: State) -> State:
    """The first copy compiles :meth:`State.copy`; later ones call it directly."""
    global _copy
    _copy = _compile_copy()
    return _copy(state)


_copy: Callable[[State], State] = _first_copy


__all__ = ["State"]
