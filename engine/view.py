"""What one seat may see: its own hand and cards, and everybody's public facts.

The page and the AI seats read the game only through a :class:`SeatView`:
other seats' hands and venture cards appear only as counts, and the venture
deck only as the number of cards left.

>>> from engine.game import Game, GameConfig
>>> v = Game(GameConfig(seats=2, seed=5, island="landfall")).state.view(0)
>>> v.hand, v.hand_counts, v.deck_count
((0, 0, 0, 0, 0), (0, 0), 24)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import Action
from .board import Board
from .cards import LANDMARK, N_RES, Cards, VENTURES
from .phase import Phase

if TYPE_CHECKING:
    from .state import State


class SeatView:
    """A read-only window on a state for one seat."""

    __slots__ = ("_state", "seat")

    def __init__(self, state: "State", seat: int) -> None:
        self._state = state
        self.seat = seat

    # --- the table, public to all
    @property
    def board(self) -> Board:
        return self._state.board

    @property
    def n(self) -> int:
        return self._state.n

    @property
    def phase(self) -> Phase:
        return self._state.phase

    @property
    def turn_seat(self) -> int:
        return self._state.turn_seat

    @property
    def actor(self) -> int:
        return self._state.actor

    @property
    def turns(self) -> int:
        return self._state.turns

    @property
    def winner(self) -> int:
        return self._state.winner

    @property
    def corner_piece(self) -> tuple[int, ...]:
        return tuple(self._state.corner_piece)

    @property
    def corner_seat(self) -> tuple[int, ...]:
        return tuple(self._state.corner_seat)

    @property
    def edge_seat(self) -> tuple[int, ...]:
        return tuple(self._state.edge_seat)

    def pieces_of(self, seat: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """(corners, edges) held by ``seat``."""
        s = self._state
        return tuple(s.seat_corners[seat]), tuple(s.seat_edges[seat])

    @property
    def supply(self) -> Cards:
        return tuple(self._state.supply)  # type: ignore[return-value]

    @property
    def deck_count(self) -> int:
        return sum(self._state.deck)

    @property
    def ash(self) -> int:
        return self._state.ash

    @property
    def renown(self) -> tuple[int, ...]:
        """Public renown of every seat."""
        return tuple(self._state.renown)

    @property
    def hand_counts(self) -> tuple[int, ...]:
        return tuple(sum(h) for h in self._state.hands)

    @property
    def venture_counts(self) -> tuple[int, ...]:
        """Unplayed venture cards each seat holds (their kinds are hidden)."""
        return tuple(sum(v) for v in self._state.ventures)

    @property
    def wardens_played(self) -> tuple[int, ...]:
        return tuple(self._state.wardens_played)

    @property
    def landmarks_shown(self) -> tuple[int, ...]:
        return tuple(self._state.landmarks_shown)

    @property
    def trail(self) -> tuple[int, ...]:
        """Each seat's longest unbroken trail of causeways (counted now)."""
        s = self._state
        return tuple(s.trail_length(i) for i in range(s.n))

    @property
    def causeway_holder(self) -> int:
        return self._state.causeway_holder

    @property
    def watch_holder(self) -> int:
        return self._state.watch_holder

    @property
    def pools(self) -> tuple[tuple[int, int, int], ...]:
        """(hearths, beacons, causeways) left in each seat's pool."""
        s = self._state
        return tuple((s.hearths_left[i], s.beacons_left[i], s.causeways_left[i]) for i in range(s.n))

    @property
    def embargo(self) -> tuple[int, ...]:
        return tuple(self._state.embargo)

    @property
    def discard_owed(self) -> tuple[int, ...]:
        return tuple(self._state.discard_owed)

    @property
    def rolls(self) -> tuple[int, ...]:
        return tuple(self._state.rolls)

    @property
    def last_roll(self) -> int:
        return self._state.last_roll

    @property
    def offer(self) -> dict[str, Any] | None:
        """The open Exchange Board offer, if any (public)."""
        o = self._state.offer
        if o is None:
            return None
        return {"give": o.give, "want": o.want, "answers": tuple(o.answers),
                "counters": tuple(o.counters)}

    @property
    def turn_flags(self) -> dict[str, Any]:
        s = self._state
        return {"rolled": s.rolled, "venture_played": s.venture_played, "free_causeways": s.free_causeways,
                "surveyor": s.surveyor, "barge_used": s.barge_used, "offers_posted": s.offers_posted,
                "dealt_with": tuple(s.dealt_with)}

    # --- this seat's own
    @property
    def hand(self) -> Cards:
        return tuple(self._state.hands[self.seat])  # type: ignore[return-value]

    @property
    def ventures(self) -> tuple[int, ...]:
        """This seat's unplayed venture cards by kind (hidden Landmarks included)."""
        return tuple(self._state.ventures[self.seat])

    @property
    def bought_this_turn(self) -> tuple[int, ...]:
        s = self._state
        return tuple(s.bought) if s.turn_seat == self.seat else (0,) * 5

    @property
    def rates(self) -> tuple[int, ...]:
        return tuple(self._state.rates[self.seat])

    @property
    def total_renown(self) -> int:
        """Public renown plus this seat's hidden Landmarks."""
        return self._state.renown[self.seat] + self._state.ventures[self.seat][LANDMARK]

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions (empty when it is not this seat's decision)."""
        s = self._state
        return s.legal_actions() if s.actor == self.seat else []

    def to_dict(self) -> dict[str, Any]:
        """Everything this seat may see, as JSON data (the page draws from this)."""
        s = self._state
        return {
            "seat": self.seat, "seats": s.n, "phase": s.phase.label, "turn_seat": s.turn_seat,
            "actor": s.actor, "turns": s.turns, "winner": None if s.winner < 0 else s.winner,
            "ash": s.ash, "supply": list(self.supply), "deck_count": self.deck_count,
            "renown": list(self.renown), "hand_counts": list(self.hand_counts),
            "venture_counts": list(self.venture_counts), "wardens_played": list(self.wardens_played),
            "landmarks_shown": list(self.landmarks_shown), "trail": list(self.trail),
            "grand_causeway": None if s.causeway_holder < 0 else s.causeway_holder,
            "steadfast_watch": None if s.watch_holder < 0 else s.watch_holder,
            "pools": [list(p) for p in self.pools], "embargo": list(self.embargo),
            "discard_owed": list(self.discard_owed), "rolls": list(self.rolls), "last_roll": s.last_roll,
            "offer": self.offer, "flags": self.turn_flags,
            "hand": list(self.hand),
            "ventures": {VENTURES[k]: n for k, n in enumerate(self.ventures)},
            "rates": list(self.rates),
        }


__all__ = ["SeatView", "N_RES"]
