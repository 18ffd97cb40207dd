"""The page's one door to the engine's game: the live :class:`~engine.game.Game` and its
:class:`~engine.state.State` stay behind it, and the rest of the site gets values.

No other module of ``site/`` imports ``engine.state`` or ``engine.game`` (nor ``State`` or
``Game``): ``tests/site/test_site_adapter_python.py`` checks it.  What they get from here:

- :class:`Match`: one game at the table.  The update (``table.Table``, ``update.screen.Screen``) plays
  actions on it and asks it the public facts of the moment (the phase, who decides, what each
  seat owes ...), the legal actions of the seat that decides, why the engine would refuse a
  seat's action (the :class:`~engine.errors.RuleError`, which the page words), the record as
  data.  An AI seat gets the engine's own view of its seat here (:meth:`Match.choose`,
  :meth:`Match.begin`); a hint is ai-normal's advice as a value (:meth:`Match.hint`).
- :class:`Sight`: what one pair of eyes sees of the game at one moment, as a value (tuples and
  numbers, copied out of the engine's view): the viewer's own hand and cards, everybody's
  public facts, every hand once the game is over.  A :class:`~model.frame.Frame` holds one; nothing in
  it reaches the game, another seat's hand or the venture deck, and it never changes after.

>>> from engine.game import GameConfig
>>> m = Match(GameConfig(seats=2, seed=9, island="landfall"))
>>> m.phase.label, m.actor == m.first_seat, m.action_count
('setup-hearth', True, 0)
>>> sight = m.sight(m.actor)
>>> sight.hand, sight.hand_of(1 - m.actor), sight.deck_count
((0, 0, 0, 0, 0), None, 24)
>>> _ = m.apply_one(m.legal_actions()[0])
>>> sight.phase.label, m.phase.label  # (a sight is of its moment: the game went on)
('setup-hearth', 'setup-causeway')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from engine.actions import Action
from engine.board import Board
from engine.constants import Cards
from engine.errors import RecordError, RuleError
from engine.events import Event
from engine.game import RECORD_FORMAT, RECORD_VERSION, Game, GameConfig
from engine.island import Island
from engine.phase import OVER, Phase
from engine.state import State
from engine.view import LivingFacts, PublicView

if TYPE_CHECKING:
    from engine.ai.hint import Hint

__all__ = [
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "GameConfig",
    "Match",
    "OfferSeen",
    "RecordError",
    "RequestSeen",
    "Sight",
    "engine_game",
    "engine_state",
]


class OfferSeen(NamedTuple):
    """The open Exchange Board offer, a value: the offerer gives ``give`` and wants ``want``;
    ``answers`` and ``counters`` per seat (public, as the engine's ``Offer``)."""

    give: Cards
    want: Cards
    answers: tuple[int, ...]
    counters: tuple[tuple[Cards, Cards] | None, ...]

    def terms(self, seat: int) -> tuple[Cards, Cards]:
        """(offerer gives, offerer gets) for a deal with ``seat``."""
        c = self.counters[seat]
        return c if c is not None else (self.give, self.want)


class RequestSeen(NamedTuple):
    """The request open at the open table (Living Island, LIVING-ISLAND 13.2), a value copied
    from the engine's ``PublicView.request``: the requester ``seat``, its ``kind`` ("offer" or
    "ask"), the ``cards`` (an Offer's given, an Ask's wanted), the resources an Offer ``takes``
    (empty: anything), and each seat's ``answers`` ("pending", "quote", "pass", "aside",
    or "answered": sealed) and ``quotes``, **sealed** until the window closes (``shown``): only
    the viewer's own quote shows before."""

    seat: int
    kind: str
    cards: Cards
    takes: tuple[int, ...]
    answers: tuple[str, ...]
    quotes: tuple[Cards | None, ...]
    shown: bool

    @property
    def ask(self) -> bool:
        return self.kind == "ask"

    def terms(self, seat: int) -> tuple[Cards, Cards] | None:
        """(requester gives, requester gets) for a deal on ``seat``'s quote (None: no quote seen)."""
        q = self.quotes[seat]
        if q is None:
            return None
        return (q, self.cards) if self.ask else (self.cards, q)

    @classmethod
    def of(cls, r: Mapping[str, Any] | None) -> RequestSeen | None:
        if r is None:
            return None
        return cls(int(r["seat"]), str(r["kind"]), tuple(r["cards"]), tuple(r["takes"]), tuple(r["answers"]),
                   tuple(None if q is None else tuple(q) for q in r["quotes"]), bool(r["shown"]))


class Sight(NamedTuple):
    """What one pair of eyes sees of the game at one moment (see the module): the engine's
    :class:`~engine.view.PublicView` or :class:`~engine.view.SeatView` copied into a value,
    with the same names (a named tuple: made at every drawing, it costs little to make)."""

    seat: int | None
    """Whose eyes (None: nobody's, a shared screen; or every seat's, :attr:`all_hands`)."""
    all_hands: bool
    """Every hand shows (a finished game, a replay)."""
    board: Board
    """The island and its tables (public, the same for every state of the game)."""
    n: int
    tide: bool
    phase: Phase
    turn_seat: int
    actor: int
    turns: int
    winner: int
    corner_piece: tuple[int, ...]
    corner_seat: tuple[int, ...]
    edge_seat: tuple[int, ...]
    pieces: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]
    """(corners, edges) of each seat, in the order it built them."""
    supply: Cards
    deck_count: int
    ash: int
    renown: tuple[int, ...]
    """Public renown of every seat."""
    hand_counts: tuple[int, ...]
    venture_counts: tuple[int, ...]
    wardens_played: tuple[int, ...]
    landmarks_shown: tuple[int, ...]
    causeway_holder: int
    watch_holder: int
    embargo: tuple[int, ...]
    discard_owed: tuple[int, ...]
    rolls: tuple[int, ...]
    last_roll: int
    open_offer: OfferSeen | None
    dealt_with: tuple[bool, ...]
    free_causeways: int
    surveyor: bool
    barge_used: bool
    offers_posted: int
    rates: tuple[int, ...] | None
    """The viewer's Supply rates (None: nobody's eyes)."""
    hands: tuple[Cards | None, ...]
    """Each seat's cards where these eyes see them, else None."""
    held: tuple[tuple[int, ...] | None, ...]
    """Each seat's unplayed venture cards by kind where these eyes see them, else None."""
    totals: tuple[int | None, ...]
    """Each seat's renown with its hidden Landmarks where these eyes see them, else None."""
    bought_this_turn: tuple[int, ...]
    """Venture cards the viewer bought this turn, by kind."""
    trails: tuple[int, ...]
    """Each seat's longest trail, counted once the game is over (for the results; empty before:
    counting them costs more than the rest of a sight)."""
    rules: str = "cinderisle"
    """The rule set's name (``engine.ruleset``: ``cinderisle`` or ``living-island``)."""
    living: LivingFacts | None = None
    """Living Island's public island (halves, rings, act, chances ...; None in Cinderisle)."""
    half_cards: tuple[Cards | None, ...] = ()
    """Each seat's half card of each resource where these eyes see them, else None (all None, or
    empty, in a game without a living board)."""
    winners: tuple[int, ...] = ()
    """The seats that won (a shared win by healing names several; empty while the game goes on)."""
    request: RequestSeen | None = None
    """The request open at the open table (Living Island), sealed as these eyes may see it."""

    @classmethod
    def of(cls, view: PublicView) -> Sight:
        """The engine's ``view`` of now, copied."""
        n = view.n
        o = view.open_offer
        offer = None if o is None else OfferSeen(o.give, o.want, tuple(o.answers), tuple(o.counters))
        over = view.is_over
        living = view.living
        return cls(
            seat=view.seat, all_hands=view.seat is None and view.sees(0), board=view.board, n=n,
            tide=view.tide, phase=view.phase, turn_seat=view.turn_seat, actor=view.actor, turns=view.turns,
            winner=view.winner, corner_piece=view.corner_piece, corner_seat=view.corner_seat, edge_seat=view.edge_seat,
            pieces=tuple(view.pieces_of(i) for i in range(n)), supply=view.supply, deck_count=view.deck_count,
            ash=view.ash, renown=view.renown, hand_counts=view.hand_counts, venture_counts=view.venture_counts,
            wardens_played=view.wardens_played, landmarks_shown=view.landmarks_shown,
            causeway_holder=view.causeway_holder, watch_holder=view.watch_holder, embargo=view.embargo,
            discard_owed=view.discard_owed, rolls=view.rolls, last_roll=view.last_roll, open_offer=offer,
            dealt_with=view.dealt_with, free_causeways=view.free_causeways, surveyor=view.surveyor,
            barge_used=view.barge_used, offers_posted=view.offers_posted, rates=view.rates,
            hands=tuple(view.hand_of(i) for i in range(n)), held=tuple(view.ventures_of(i) for i in range(n)),
            totals=tuple(view.total_renown_of(i) for i in range(n)), bought_this_turn=view.bought_this_turn,
            trails=tuple(view.trail_of(i) for i in range(n)) if over else (),
            rules=view.rules.name, living=living,
            half_cards=tuple(view.half_cards_of(i) for i in range(n)) if living is not None else (),
            winners=view.winners, request=RequestSeen.of(view.request),
        )

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def hand(self) -> Cards | None:
        """The viewer's own cards (None: nobody's eyes)."""
        return None if self.seat is None else self.hands[self.seat]

    @property
    def ventures(self) -> tuple[int, ...] | None:
        """The viewer's own unplayed venture cards by kind (None: nobody's eyes)."""
        return None if self.seat is None else self.held[self.seat]

    def sees(self, seat: int) -> bool:
        return self.hands[seat] is not None

    def hand_of(self, seat: int) -> Cards | None:
        return self.hands[seat]

    def ventures_of(self, seat: int) -> tuple[int, ...] | None:
        return self.held[seat]

    def total_renown_of(self, seat: int) -> int | None:
        return self.totals[seat]

    def pieces_of(self, seat: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return self.pieces[seat]

    def trail_of(self, seat: int) -> int:
        """``seat``'s longest trail (a finished game's: see :attr:`trails`)."""
        return self.trails[seat]


class Match:
    """One game at the table, behind the door (see the module).  With ``takebacks`` (the
    table's games) the seat that decides may take its last builds and trades back."""

    __slots__ = ("_game",)

    def __init__(self, config: GameConfig, *, takebacks: bool = True, _game: Game | None = None) -> None:
        self._game = _game if _game is not None else Game(config, takebacks=takebacks)

    @classmethod
    def replay(cls, record: dict[str, Any] | str, upto: int | None = None) -> Match:
        """The game of a record, every action checked (see ``Game.replay``); raises
        :class:`RecordError` naming the first bad action."""
        game = Game.replay(record, upto)
        return cls(game.config, _game=game)

    # ------------------------------------------------------------ the record

    @property
    def config(self) -> GameConfig:
        return self._game.config

    @property
    def island(self) -> Island:
        return self._game.island

    @property
    def actions(self) -> tuple[Action, ...]:
        """The record's actions so far (chance outcomes included)."""
        return tuple(self._game.actions)

    @property
    def action_count(self) -> int:
        return len(self._game.actions)

    def actions_since(self, n: int) -> tuple[Action, ...]:
        """The record's actions after its first ``n``."""
        return tuple(self._game.actions[n:])

    def record(self) -> dict[str, Any]:
        """The game record as JSON data (``python -m engine replay`` reads it)."""
        return self._game.record()

    # ------------------------------------------------------------ public facts of now

    @property
    def phase(self) -> Phase:
        return self._game.state.phase

    @property
    def is_over(self) -> bool:
        return self._game.state.phase == OVER

    @property
    def n(self) -> int:
        return self._game.state.n

    @property
    def actor(self) -> int:
        """The seat whose decision the engine waits for (-1: none)."""
        return self._game.actor

    @property
    def turn_seat(self) -> int:
        return self._game.state.turn_seat

    @property
    def first_seat(self) -> int:
        return self._game.state.first_seat

    @property
    def turns(self) -> int:
        return self._game.state.turns

    @property
    def winner(self) -> int:
        return self._game.state.winner

    @property
    def discard_owed(self) -> tuple[int, ...]:
        return tuple(self._game.state.discard_owed)

    @property
    def offers_posted(self) -> int:
        return self._game.state.offers_posted

    @property
    def roll_count(self) -> int:
        """How many rolls (or Tide cards) the game has had."""
        return len(self._game.state.rolls)

    @property
    def last_roll(self) -> int:
        return self._game.state.last_roll

    @property
    def renown(self) -> tuple[int, ...]:
        """Public renown of every seat."""
        return tuple(self._game.state.renown)

    @property
    def ash(self) -> int:
        """The Ashcloud's tile."""
        return self._game.state.ash

    @property
    def corner_dots(self) -> tuple[int, ...]:
        """Each corner's ember dots (the island's)."""
        return self._game.state.board.corner_dots

    @property
    def living(self) -> LivingFacts | None:
        """Living Island's public island now (None in Cinderisle)."""
        return self._game.public_view().living if self._game.state.living is not None else None

    def rates_of(self, seat: int) -> tuple[int, ...]:
        """``seat``'s Supply rates (public: they follow from its jetties)."""
        return tuple(self._game.state.rates[seat])

    def sheltered(self, tile: int) -> bool:
        """Whether the Ashcloud may not go to ``tile`` for its shelter (public facts only)."""
        return self._game.public_view().sheltered(tile)

    # ------------------------------------------------------------ what one seat may see and do

    def sight(self, viewer: int | None) -> Sight:
        """What ``viewer`` sees now (None: nobody's eyes, a shared screen), every hand once the
        game is over."""
        return Sight.of(self._eyes(viewer))

    def open_sight(self) -> Sight:
        """Every hand (a replay's: the game is over, or a record being studied)."""
        return Sight.of(self._game.all_hands_view())

    def _eyes(self, viewer: int | None) -> PublicView:
        game = self._game
        if game.state.phase == OVER:
            return game.all_hands_view()
        return game.view(viewer) if viewer is not None else game.public_view()

    def why_not(self, viewer: int | None, kind: str, *, answer: int = -1, give: int = -1,
                take: int = -1) -> RuleError | None:
        """Why ``viewer`` may make no action of ``kind`` now (the engine's ``why_not``: None
        when some such action is legal; nobody's eyes, or a game over: not its decision)."""
        return self._eyes(viewer).why_not(kind, answer=answer, give=give, take=take)

    def refusal(self, viewer: int | None, action: Action) -> RuleError | None:
        """Why the engine would refuse ``viewer``'s ``action`` now (None: it would accept it);
        nothing is changed."""
        return self._eyes(viewer).refusal(action)

    def why_not_discard(self, viewer: int | None, cards: Cards) -> RuleError | None:
        """Why ``viewer`` may not return ``cards`` as its whole discard now (None: it may)."""
        return self._eyes(viewer).why_not_discard(cards)

    def legal_actions(self) -> list[Action]:
        """The legal actions of the seat the engine waits for."""
        return self._game.legal_actions()

    def legal_discards(self, seat: int) -> list[Action]:
        """``seat``'s legal discards after a 7 (any seat that owes cards may return one)."""
        return self._game.legal_discards(seat)

    def timeout_action(self) -> Action | None:
        """What the phase's clock plays when it runs out (None: no clock runs)."""
        return self._game.timeout_action()

    def hint(self, viewer: int, legal: list[Action]) -> Hint:
        """ai-normal's advice for ``viewer`` among its ``legal`` actions, from its own view."""
        from engine.ai.hint import hint  # (the AI's modules load when a hint is first asked for)

        return hint(self._game.view(viewer), legal)

    # ------------------------------------------------------------ AI seats: the engine's own view of their seat

    def choose(self, seat: Any, who: int, legal: list[Action]) -> Action:
        """The action AI ``seat`` (sitting at ``who``) chooses among ``legal``, from its own view."""
        chosen: Action = seat.choose(self._game.view(who), legal)
        return chosen

    def begin(self, seat: Any, who: int, legal: list[Action]) -> None:
        """AI ``seat`` (sitting at ``who``) begins to think about its decision, from its own view
        (it thinks on with ``seat.think``)."""
        seat.begin(self._game.view(who), legal)

    # ------------------------------------------------------------ playing

    def apply_one(self, action: Action) -> list[Event]:
        """Apply a seat's (or a timer's) action alone, leaving any chance step that follows; its
        events (raises :class:`RuleError`, changing nothing, when the rules refuse it)."""
        return self._game.play(action, chance=False)

    def is_chance(self) -> bool:
        """The game waits for a chance step (dice, a card drawn, a steal)."""
        return self._game.state.is_chance()

    def chance_step(self) -> tuple[Action, list[Event]]:
        """Resolve the chance step the game waits for, from the seed: the outcome and its events."""
        return self._game.chance_step()

    def resolve_chance(self) -> list[Event]:
        """Every chance step the game waits for, in turn (a record cut after a roll)."""
        return self._game.resolve_chance()

    @property
    def takeback_count(self) -> int:
        """How many actions may still be taken back, one after the other."""
        return self._game.takeback_count

    def can_undo(self, seat: int) -> bool:
        return self._game.can_undo(seat)

    def takeback(self, seat: int) -> Action | None:
        """The action :meth:`undo` would take back for ``seat`` (None: none)."""
        return self._game.takeback(seat)

    def undo(self, seat: int) -> Action:
        """Take ``seat``'s last action back (see ``Game.undo``)."""
        return self._game.undo(seat)


def _match_of(holder: Any) -> Match:
    return holder if isinstance(holder, Match) else holder.match


def engine_game(holder: Any) -> Game:
    """The live game behind a :class:`Match` (or behind what holds one: a table, a screen),
    for tests and tools only: no module of the site but this one reads it (a test checks)."""
    return _match_of(holder)._game


def engine_state(holder: Any) -> State:
    """The live state behind a :class:`Match` or what holds one (see :func:`engine_game`)."""
    return _match_of(holder)._game.state
