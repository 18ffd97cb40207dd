"""What one seat may see: its own hand and cards, and everybody's public facts.

The page and the AI seats read the game only through a :class:`SeatView`: other seats'
hands and venture cards appear only as counts, and the venture deck only as the number of
cards left.  A :class:`PublicView` sees no hand at all (a shared screen nobody has tapped in
to), or, with ``all_hands``, every hand (a finished game being replayed).  A view reads the
state and asks the rules (whose decision, what is legal, why not); neither knows of it.
:class:`~engine.game.Game` makes them (``game.view(seat)``, ``game.public_view()``,
``game.all_hands_view()``).

>>> from engine.game import Game, GameConfig
>>> state = Game(GameConfig(seats=2, seed=5, island="landfall")).state
>>> v = SeatView(state, 0)
>>> v.hand, v.hand_counts, v.deck_count
((0, 0, 0, 0, 0), (0, 0), 24)
>>> PublicView(state).hand is None, PublicView(state).hand_of(0), PublicView(state, all_hands=True).hand_of(1)
(True, None, (0, 0, 0, 0, 0))
"""

from __future__ import annotations

from random import Random
from typing import Any, NamedTuple

from .actions import Action
from .board import Board
from .cards import (
    N_RES,
    N_VENTURES,
    VENTURES,
    five,
)
from .constants import LANDMARK_RENOWN, SUPPLY_PER_RESOURCE, Cards
from .errors import NOT_NOW, RuleError
from .offer import ACCEPTED, ANSWERS, ASIDE, COUNTERED, PASSED, PENDING, QUOTED, Offer
from .phase import CONFIRM, OFFER, OVER, Phase
from .rules import actor, apply, is_legal, legal_actions, sheltered, trail_length, why_not, why_not_discard
from .rules.world import kind_chances, numbers_now
from .ruleset import RuleSet
from .state import State


class LivingFacts(NamedTuple):
    """Living Island's public island (LIVING-ISLAND 18: the halves, the sunk tile, the rings
    and their preview, the act and the next event's chances, Wandering Traders)."""

    halves: tuple[int, ...]
    """Each half slot (``engine.halves``): its resource, SCORCHED (-1) or NO_HALF (-2)."""
    ring: int
    reversed: bool
    act: int
    sunk: int
    traders: bool
    chances: tuple[float, float, float]
    """The next world event's chances: burn, heal, still."""
    numbers: tuple[int | None, ...]
    """Each tile's number as the rings lie now."""
    preview: tuple[int | None, ...]
    """Each tile's number after the next ring step in the current directions."""
    supply_half: tuple[int, ...] = (0, 0, 0, 0, 0)
    """The Supply's odd half of each resource (0 or 1; its whole cards are the Supply's)."""
    event: int = -1
    """The last world event drawn (an index of ``engine.rules.world``'s events; -1: none yet)."""
    reclaimed: bool = False
    """The seat on turn has Reclaimed this turn."""
    bribed: bool = False
    """The seat on turn has Bribed this turn."""
    caravan: tuple[int, ...] = ()
    """The seats still to choose a Supply Caravan card, in order."""
    scorched_by_round: tuple[int, ...] = ()
    """Scorched halves at the end of each round (the island's life, for the results)."""


class PublicView:
    """A read-only window on a state for nobody in particular: everybody's public facts, no
    hand and no venture card (``all_hands``: every seat's, a finished game being replayed).
    :class:`SeatView` adds one seat's own."""

    __slots__ = ("_all", "_state")

    def __init__(self, state: State, all_hands: bool = False) -> None:
        self._state = state
        self._all = all_hands

    @property
    def rules(self) -> RuleSet:
        """The game's rule set (public: its data and options)."""
        return self._state.rules

    @property
    def seat(self) -> int | None:
        """The seat whose view this is (None: nobody's)."""
        return None

    def sees(self, seat: int) -> bool:
        """Whether this view shows ``seat``'s hand and venture cards."""
        return self._all

    # --- the table, public to all
    @property
    def board(self) -> Board:
        return self._state.board

    @property
    def n(self) -> int:
        return self._state.n

    @property
    def tide(self) -> bool:
        """The game flips the Tide deck instead of rolling dice."""
        return self._state.tide

    @property
    def phase(self) -> Phase:
        return self._state.phase

    @property
    def is_over(self) -> bool:
        return self._state.phase == OVER

    @property
    def turn_seat(self) -> int:
        return self._state.turn_seat

    @property
    def actor(self) -> int:
        return actor(self._state)

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
        """(corners, edges) held by ``seat``, in the order it built them."""
        s = self._state
        return tuple(s.seat_corners[seat]), tuple(s.seat_edges[seat])

    @property
    def supply(self) -> Cards:
        return five(self._state.supply)

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

    def sheltered(self, tile: int) -> bool:
        """Whether ``tile`` is sheltered from the Ashcloud (RULINGS 5: a hearth or beacon on it,
        and every owner of one has 2 or fewer public renown): public facts only."""
        return sheltered(self._state, tile)

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
        return tuple(trail_length(s, i) for i in range(s.n))

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
        """The open Exchange Board offer, if any (public), as plain data."""
        o = self._state.offer
        if o is None:
            return None
        return {"give": o.give, "want": o.want, "answers": tuple(o.answers),
                "counters": tuple(o.counters)}

    @property
    def open_offer(self) -> Offer | None:
        """The open Exchange Board offer (public), a copy."""
        o = self._state.offer
        return None if o is None else o.copy()

    @property
    def request(self) -> dict[str, Any] | None:
        """The request open at the open table, if any, as plain data: its ``kind`` (offer or
        ask), its ``cards`` (an Offer's given, an Ask's wanted), the resources an Offer
        ``takes`` (empty: anything), and each seat's answer and quote, **sealed**: until the
        window closes (``shown``) another seat's answer reads ``answered`` and its quote None;
        only this view's own seat's shows.  A seat that does not answer reads ``aside``."""
        s = self._state
        r = s.request
        if r is None:
            return None
        shown = s.phase == CONFIRM
        answers: list[str] = []
        quotes: list[Cards | None] = []
        for v, answer in enumerate(r.answers):
            if shown or answer in (PENDING, ASIDE) or self.sees(v):
                answers.append(ANSWERS[answer])
                quotes.append(r.quotes[v])
            else:
                answers.append("answered")
                quotes.append(None)
        return {"seat": s.turn_seat, "kind": r.kind, "cards": r.cards,
                "takes": tuple(x for x in range(N_RES) if (r.takes >> x) & 1),
                "answers": tuple(answers), "quotes": tuple(quotes), "shown": shown}

    @property
    def turn_flags(self) -> dict[str, Any]:
        s = self._state
        return {"rolled": s.rolled, "venture_played": s.venture_played, "free_causeways": s.free_causeways,
                "surveyor": s.surveyor, "barge_used": s.barge_used, "offers_posted": s.offers_posted,
                "dealt_with": tuple(s.dealt_with)}

    @property
    def free_causeways(self) -> int:
        return self._state.free_causeways

    @property
    def surveyor(self) -> bool:
        return self._state.surveyor

    @property
    def barge_used(self) -> bool:
        return self._state.barge_used

    @property
    def offers_posted(self) -> int:
        return self._state.offers_posted

    @property
    def dealt_with(self) -> tuple[bool, ...]:
        return tuple(self._state.dealt_with)

    def rates_of(self, seat: int) -> tuple[int, ...]:
        """``seat``'s Supply rates (public: they follow from its jetties)."""
        return tuple(self._state.rates[seat])

    def trail_of(self, seat: int) -> int:
        return trail_length(self._state, seat)

    @property
    def living(self) -> LivingFacts | None:
        """Living Island's public island (None in a game without a living board)."""
        lv = self._state.living
        if lv is None:
            return None
        island = self._state.board.island
        preview = (lv.ring + (-1 if lv.reversed else 1)) % 12
        return LivingFacts(tuple(lv.halves), lv.ring, lv.reversed, lv.act, lv.sunk, lv.traders, kind_chances(lv),
                           numbers_now(island, lv.ring), numbers_now(island, preview), tuple(lv.supply_half),
                           lv.event, lv.reclaimed, lv.bribed, tuple(lv.caravan or ()), tuple(lv.scorched_by_round or ()))

    # --- what this view may see of a seat's own
    def hand_of(self, seat: int) -> Cards | None:
        """``seat``'s cards, or None when this view may not see them."""
        return five(self._state.hands[seat]) if self.sees(seat) else None

    def ventures_of(self, seat: int) -> tuple[int, ...] | None:
        """``seat``'s unplayed venture cards by kind (hidden Landmarks included), or None."""
        return tuple(self._state.ventures[seat]) if self.sees(seat) else None

    def half_cards_of(self, seat: int) -> Cards | None:
        """``seat``'s half card of each resource (0 or 1), or None when this view may not see
        its hand (all 0 in a game without a living board)."""
        if not self.sees(seat):
            return None
        lv = self._state.living
        return five(lv.held[seat]) if lv is not None else (0, 0, 0, 0, 0)

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won: one, several for a shared win by healing, none while the game goes on."""
        return tuple(self._state.winners)

    def total_renown_of(self, seat: int) -> int | None:
        """``seat``'s public renown plus its hidden Landmarks, or None when they are hidden."""
        s = self._state
        return s.renown[seat] + s.ventures[seat][s.rules.hidden_card] * LANDMARK_RENOWN if self.sees(seat) else None

    # --- a seat's own (nobody's in a public view)
    @property
    def hand(self) -> Cards | None:
        """This view's seat's cards (None: a view that is nobody's)."""
        return None

    @property
    def ventures(self) -> tuple[int, ...] | None:
        """This view's seat's unplayed venture cards by kind (hidden Landmarks included)."""
        return None

    @property
    def bought_this_turn(self) -> tuple[int, ...]:
        """Venture cards this view's seat bought this turn, by kind."""
        return (0,) * N_VENTURES

    @property
    def rates(self) -> tuple[int, ...] | None:
        return None

    @property
    def total_renown(self) -> int | None:
        """Public renown plus this view's seat's hidden Landmarks."""
        return None

    def legal_actions(self) -> list[Action]:
        """This view's seat's legal actions (none: it is nobody's decision here)."""
        return []

    def is_legal(self, action: Action) -> bool:
        """Whether this view's seat may play ``action`` now."""
        return False

    def refusal(self, action: Action) -> RuleError | None:
        """Why the engine would refuse ``action`` of this view's seat now, as the
        :class:`~engine.errors.RuleError` it would raise (None: it would be accepted).
        Nothing is changed; outside the seat's decision the reason says only that."""
        return RuleError(NOT_NOW, action=str(action), key="not-your-decision")

    def why_not(self, kind: str, *, answer: int = -1, give: int = -1, take: int = -1) -> RuleError | None:
        """Why this view's seat may make no action of ``kind`` now (see
        :func:`engine.rules.why_not`; None: some such action is legal)."""
        return RuleError(NOT_NOW, action=kind, key="not-your-decision")

    def why_not_discard(self, cards: Cards) -> RuleError | None:
        """Why this view's seat may not return ``cards`` as its whole discard now (None: it may)."""
        return RuleError(NOT_NOW, action="discard", key="not-your-decision")

    def to_dict(self) -> dict[str, Any]:
        """Everything this seat may see, as JSON data (the page draws from this)."""
        s = self._state
        return {
            "seat": self.seat, "seats": s.n, "phase": s.phase.label, "turn_seat": s.turn_seat,
            "actor": actor(s), "turns": s.turns, "winner": None if s.winner < 0 else s.winner,
            "ash": s.ash, "supply": list(self.supply), "deck_count": self.deck_count,
            "renown": list(self.renown), "hand_counts": list(self.hand_counts),
            "venture_counts": list(self.venture_counts), "wardens_played": list(self.wardens_played),
            "landmarks_shown": list(self.landmarks_shown), "trail": list(self.trail),
            "grand_causeway": None if s.causeway_holder < 0 else s.causeway_holder,
            "steadfast_watch": None if s.watch_holder < 0 else s.watch_holder,
            "pools": [list(p) for p in self.pools], "embargo": list(self.embargo),
            "discard_owed": list(self.discard_owed), "rolls": list(self.rolls), "last_roll": s.last_roll,
            "offer": self.offer, "request": self.request, "flags": self.turn_flags,
            "hand": None if self.hand is None else list(self.hand),
            "ventures": None if self.ventures is None else {VENTURES[k]: self.ventures[k] for k in s.rules.cards},
            "rates": None if self.rates is None else list(self.rates),
        }


class SeatView(PublicView):
    """What one seat may see: its own hand and cards, and everybody's public facts."""

    __slots__ = ("_seat",)

    def __init__(self, state: State, seat: int) -> None:  # made at every decision: no super() call
        self._state = state
        self._all = False
        self._seat = seat

    @property
    def seat(self) -> int:
        return self._seat

    def sees(self, seat: int) -> bool:
        return seat == self._seat

    @property
    def hand(self) -> Cards:
        return five(self._state.hands[self._seat])

    @property
    def ventures(self) -> tuple[int, ...]:
        return tuple(self._state.ventures[self._seat])

    @property
    def bought_this_turn(self) -> tuple[int, ...]:
        s = self._state
        return tuple(s.bought) if s.turn_seat == self._seat else (0,) * N_VENTURES

    @property
    def half_cards(self) -> Cards:
        """This seat's half card of each resource (0 or 1; none in a game without a living board)."""
        lv = self._state.living
        return five(lv.held[self._seat]) if lv is not None else (0, 0, 0, 0, 0)

    @property
    def rates(self) -> tuple[int, ...]:
        return self.rates_of(self._seat)

    @property
    def total_renown(self) -> int:
        s = self._state
        return s.renown[self._seat] + s.ventures[self._seat][s.rules.hidden_card] * LANDMARK_RENOWN

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions (empty when it is not this seat's decision)."""
        s = self._state
        return legal_actions(s) if actor(s) == self._seat else []

    def is_legal(self, action: Action) -> bool:
        s = self._state
        return actor(s) == self._seat and is_legal(s, action)

    def refusal(self, action: Action) -> RuleError | None:
        s = self._state
        if actor(s) != self._seat:
            return super().refusal(action)
        try:
            apply(s.copy(), action)
        except RuleError as exc:
            return exc
        return None

    def why_not(self, kind: str, *, answer: int = -1, give: int = -1, take: int = -1) -> RuleError | None:
        # What the question reads is this seat's own hand and public facts (and, to confirm a
        # deal, what the other side committed to it).
        return why_not(self._state, self._seat, kind, answer=answer, give=give, take=take)

    def why_not_discard(self, cards: Cards) -> RuleError | None:
        return why_not_discard(self._state, self._seat, cards)

    def sample_state(self, rng: Random) -> State:
        """A full state consistent with what this seat sees, every hidden part drawn anew.

        For a searching AI: the board, pieces, Supply, renown, counts, flags and this
        seat's own hand and cards are the real ones; what this seat cannot see is dealt
        from ``rng``:

        - other seats' hands: the same counts, dealt from the cards in neither the
          Supply nor this seat's hand (so the cards stay conserved), a seat that accepted
          or countered the open offer (or whose quote the closed window shows) still holding what
          it committed;
        - other seats' sealed answers to an open request at the open table: each reads as a
          pass (what each one is, this seat cannot see);
        - other seats' unplayed venture cards and the venture deck: the same counts,
          dealt from the cards not publicly accounted for (the 24-card deck less this
          seat's own cards, the Wardens played and the Landmarks shown; the kinds of
          the Surveyors, Bountiful Tides and Embargoes already played are not in the
          view, so they are drawn too); no seat is dealt hidden Landmarks that would
          already have won it the game;
        - the kinds bought this turn by another seat on turn (counted as none).

        Nothing hidden is read: two states that differ only in what this seat cannot
        see give the same sample for the same ``rng`` state.  (The dice and the order
        of the decks are not in a state at all.)
        """
        s = self._state
        me, n = self._seat, s.n
        t = s.copy()
        request = t.request
        if request is not None and s.phase == OFFER:  # sealed answers: unseen, each read as a pass
            for v, answer in enumerate(request.answers):
                if v != me and answer in (QUOTED, PASSED):
                    request.answers[v], request.quotes[v] = PASSED, None
        # Resource cards: others hold, between them, exactly what is neither in the Supply nor here;
        # a seat that accepted or countered the open offer still holds what it committed.
        mine = s.hands[me]
        committed = self._committed()
        left_over = [SUPPLY_PER_RESOURCE - s.supply[r] - mine[r] - sum(c[r] for c in committed.values())
                     for r in range(N_RES)]
        if s.living is not None:
            left_over = self._deal_halves(t, rng, committed)
        pool = [r for r in range(N_RES) for _ in range(left_over[r])]
        rng.shuffle(pool)
        i = 0
        for v in range(n):
            if v == me:
                continue
            hand = list(committed.get(v, (0,) * N_RES))
            k = sum(s.hands[v]) - sum(hand)
            for r in pool[i:i + k]:
                hand[r] += 1
            i += k
            t.hands[v] = hand
        # Venture cards: the deck's composition less what is accounted for.
        rules = s.rules
        hidden, win = rules.hidden_card, rules.win_renown
        left = list(rules.deck)
        for k in range(len(left)):
            left[k] -= s.ventures[me][k]
        left[rules.ashcloud_card] -= sum(s.wardens_played)
        left[hidden] -= sum(s.landmarks_shown)
        counts = [sum(s.ventures[v]) for v in range(n)]
        deck_count = sum(s.deck)
        unknown = deck_count + sum(counts[v] for v in range(n) if v != me)
        played = [k for k in rules.cards if k not in (rules.ashcloud_card, hidden)]
        spent = [k for k in played for _ in range(max(left[k], 0))]
        rng.shuffle(spent)
        for k in spent[:max(sum(max(x, 0) for x in left) - unknown, 0)]:
            left[k] -= 1  # played earlier in the game (which ones, this view does not say)
        cards = [k for k in range(len(left)) for _ in range(max(left[k], 0))]
        others = [v for v in range(n) if v != me]
        for attempt in range(12):
            rng.shuffle(cards)
            deal, i, ok = {}, 0, True
            for v in others:
                held = [0] * len(left)
                for k in cards[i:i + counts[v]]:
                    held[k] += 1
                i += counts[v]
                deal[v] = held
                if held[hidden] and s.renown[v] + held[hidden] >= win:
                    ok = False
            if ok or attempt == 11:
                break
        deck = [0] * len(left)
        for k in cards[i:]:
            deck[k] += 1
        for v in others:
            held = deal[v]
            while held[hidden] and s.renown[v] + held[hidden] >= win:
                swap = next((k for k in range(len(deck)) if k != hidden and deck[k]), -1)
                if swap >= 0:
                    held[hidden] -= 1
                    deck[hidden] += 1
                    held[swap] += 1
                    deck[swap] -= 1
                    continue
                # Nothing but Landmarks left in the deck: trade one with a seat it cannot make win.
                donor = next(((u, k) for u in others if u != v for k in range(len(left))
                              if k != hidden and deal[u][k] and s.renown[u] + deal[u][hidden] + 1 < win), None)
                if donor is None:
                    break
                u, k = donor
                held[hidden] -= 1
                deal[u][hidden] += 1
                held[k] += 1
                deal[u][k] -= 1
            t.ventures[v] = held
        t.deck = deck
        if s.turn_seat != me:
            t.bought = [0] * len(left)
        return t

    def _deal_halves(self, t: State, rng: Random, committed: dict[int, Cards]) -> list[int]:
        """Living Island: deal the other seats' half cards anew into ``t`` and return the whole
        cards of each resource left for their hands.  What is known: each resource's halves
        outside the Supply and this seat (their count's parity tells whether an odd number of
        other seats hold a half of it), and the other seats' whole cards in all (so the number
        of halves they hold in all)."""
        s = self._state
        living, t_living = s.living, t.living
        assert living is not None and t_living is not None
        me, n = self._seat, s.n
        others = [v for v in range(n) if v != me]
        outside = [2 * SUPPLY_PER_RESOURCE - 2 * s.supply[r] - living.supply_half[r] - 2 * s.hands[me][r]
                   - living.held[me][r] for r in range(N_RES)]
        whole = sum(sum(s.hands[v]) for v in others)
        count = [x % 2 for x in outside]
        extra = sum(outside) - 2 * whole - sum(count)
        while extra > 0:  # pairs of halves, each resource held by at most every other seat
            room = [r for r in range(N_RES) if count[r] + 2 <= len(others)]
            if not room:
                break
            count[room[rng.randrange(len(room))]] += 2
            extra -= 2
        for v in others:
            t_living.held[v] = [0] * N_RES
        for r in range(N_RES):
            for v in rng.sample(others, count[r]):
                t_living.held[v][r] = 1
        return [(outside[r] - count[r]) // 2 - sum(c[r] for c in committed.values()) for r in range(N_RES)]

    def _committed(self) -> dict[int, Cards]:
        """The cards other seats are publicly known to hold: what a seat that accepted the
        open offer gives, or what it offered in its counter; at the open table, once the window
        has closed, what each quote shown would have its seat give."""
        s = self._state
        r = s.request
        if r is not None and s.phase == CONFIRM:
            return {v: (r.cards if r.ask else quote) for v, quote in enumerate(r.quotes)
                    if quote is not None and v != self._seat and r.answers[v] == QUOTED}
        o = s.offer
        if o is None:
            return {}
        out: dict[int, Cards] = {}
        for v, answer in enumerate(o.answers):
            if v == self._seat or v == self._state.turn_seat:
                continue
            if answer == ACCEPTED:
                out[v] = o.want
            elif answer == COUNTERED:
                counter = o.counters[v]
                if counter is not None:
                    out[v] = counter[1]  # (offerer gives, offerer gets): the seat gives the second
        return out


__all__ = ["PublicView", "SeatView"]
