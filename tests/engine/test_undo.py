"""Taking an action back (``Game.undo``): the seat that decides may take back its builds and
its trades with the Supply, back to the last thing that cannot be unseen or undone."""

from __future__ import annotations

import random

import pytest

from engine.actions import TAKE_BACK_KINDS, Action
from engine.ai import make_seat
from engine.errors import RuleError
from engine.game import Game, GameConfig
from engine.rules import actor, legal_actions
from engine.view import SeatView


def game(seats: int = 3, seed: int = 5, takebacks: bool = True) -> Game:
    return Game(GameConfig(seats=seats, seed=seed, island="landfall"), takebacks=takebacks)


def play_random(g: Game, rng: random.Random, until) -> None:
    seats = [make_seat("random", g.config.seed, i) for i in range(g.config.seats)]
    while not until(g):
        s = g.state
        who = actor(s)
        g.play(seats[who].choose(SeatView(s, who), legal_actions(s)))


def at_main_with_builds(seed: int = 5) -> Game:
    """A game at a main phase whose seat can build or trade."""
    g = game(seed=seed)
    rng = random.Random(seed)

    def ready(g: Game) -> bool:
        s = g.state
        return s.phase.label == "main" and any(a.kind in TAKE_BACK_KINDS for a in legal_actions(s))

    play_random(g, rng, ready)
    return g


def test_placement_can_be_taken_back_until_the_next_seat_acts() -> None:
    g = game()
    seat = g.actor
    start = g.state.copy()
    hearth = g.legal_actions()[3]
    g.play(hearth)
    causeway = g.legal_actions()[0]
    g.play(causeway)
    assert g.actor != seat
    assert g.can_undo(seat) and not g.can_undo(g.actor)
    assert g.takeback(seat) == causeway
    assert g.undo(seat) == causeway and g.undo(seat) == hearth
    assert g.state == start and g.actions == [] and not g.can_undo(seat)
    g.play(hearth)
    g.play(causeway)
    nxt = g.actor
    g.play(g.legal_actions()[0])  # the next seat's hearth
    assert not g.can_undo(seat), "not across another seat's action"
    assert g.can_undo(nxt)


def test_builds_and_trades_are_taken_back_one_by_one_exactly() -> None:
    for seed in range(1, 30):
        g = at_main_with_builds(seed)
        seat = g.actor
        rng = random.Random(seed)
        states, records = [g.state.copy()], [list(g.actions)]
        for _ in range(3):
            options = [a for a in g.legal_actions() if a.kind in TAKE_BACK_KINDS]
            if not options:
                break
            g.play(rng.choice(options))
            states.append(g.state.copy())
            records.append(list(g.actions))
        done = len(states) - 1
        for k in range(done, 0, -1):
            assert g.can_undo(seat)
            g.undo(seat)
            assert g.state == states[k - 1] and g.actions == records[k - 1]
            assert Game.replay(g.record()).state == g.state, "the record holds only what stands"
        assert not g.can_undo(seat)


def test_a_roll_a_purchase_an_offer_and_the_end_of_a_turn_stand() -> None:
    g = at_main_with_builds(7)
    seat = g.actor
    build = next(a for a in g.legal_actions() if a.kind in TAKE_BACK_KINDS)
    g.play(build)
    assert g.can_undo(seat)
    g.play(Action.parse("end"))
    assert not g.can_undo(seat), "the end of a turn stands"
    with pytest.raises(RuleError, match="nothing you can take back"):
        g.undo(seat)
    nxt = g.actor
    g.play(Action.parse("roll"))  # and the dice with it
    assert not g.can_undo(nxt)


def test_a_surveyors_free_causeways_come_back_with_the_causeway() -> None:
    from helpers import SURVEYOR, make_state

    g = game(seats=4)
    g.state = make_state(hearths={0: [3]}, causeways={0: [0]})
    g.state.ventures[0][SURVEYOR] = 1
    g.state.deck[SURVEYOR] -= 1
    g.play(Action.parse("surveyor"))
    assert not g.can_undo(0), "playing the card stands"
    before = g.state.copy()
    free = next(a for a in g.legal_actions() if a.kind == "causeway")
    g.play(free)
    assert g.state.free_causeways == 1
    g.undo(0)
    assert g.state == before and g.state.free_causeways == 2


def test_other_seats_and_a_game_without_takebacks_take_nothing_back() -> None:
    g = at_main_with_builds(3)
    seat = g.actor
    g.play(next(a for a in g.legal_actions() if a.kind in TAKE_BACK_KINDS))
    assert all(not g.can_undo(other) for other in range(g.config.seats) if other != seat)
    plain = game(takebacks=False)
    plain.play(plain.legal_actions()[0])
    assert not plain.can_undo(plain.state.turn_seat) and plain.takeback(plain.state.turn_seat) is None


def test_random_games_with_take_backs_stay_replayable() -> None:
    """Random play with random take-backs: the state is always the record's replay."""
    undone = 0
    for seed in range(40, 52):
        rng = random.Random(seed)
        g = Game(GameConfig(seats=2 + seed % 3, seed=seed), takebacks=True)
        seats = [make_seat("random", seed, i) for i in range(g.config.seats)]
        while not g.state.is_over and g.state.turns < 60:
            s = g.state
            who = actor(s)
            if g.can_undo(who) and rng.random() < 0.3:
                g.undo(who)
                undone += 1
                continue
            g.play(seats[who].choose(SeatView(s, who), legal_actions(s)))
        assert Game.replay(g.record()).state == g.state
    assert undone > 40
