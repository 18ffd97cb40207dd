"""An AI seat thinks in slices on the page: the page's thread is never held for a whole decision,
and the game is the same however the thinking is sliced."""

from __future__ import annotations

from engine.actions import Action
from engine.game import GameConfig
from engine.phase import Phase
from engine.rules import legal_actions

from model.adapter import engine_state
from model.table import SeatSpec, Table

SEATS = [SeatSpec("ai-hard", "A"), SeatSpec("ai-normal", "B"), SeatSpec("ai-hard", "C"), SeatSpec("ai-easy", "D")]


def play(seed: int, sliced: bool, limit: int = 400) -> tuple[Table, int]:
    """Play up to ``limit`` actions; sliced: zero seconds a call, so every slice is the smallest."""
    t = Table(GameConfig(seats=4, seed=seed), SEATS)
    slices = 0
    while not engine_state(t).is_over and len(t.match.actions) < limit:
        if sliced:
            if t.ai_think(0.0) is None:
                assert t.ai_thinking, "None from ai_think means the AI is still thinking"
                slices += 1
        else:
            assert t.ai_step() is not None
    return t, slices


def test_sliced_thinking_plays_the_same_game() -> None:
    whole, _ = play(21, sliced=False)
    sliced, slices = play(21, sliced=True)
    assert slices > 100, "ai-hard should have needed many slices"
    assert sliced.match.actions == whole.match.actions
    assert sliced.log == whole.log


def test_a_decision_interrupted_by_another_action_starts_afresh() -> None:
    t = Table(GameConfig(seats=4, seed=5), SEATS)
    while True:  # the first decision of ai-hard's turn that takes more than one slice
        while not (engine_state(t).phase == Phase.MAIN and t.seats[t.decider].kind == "ai-hard"):
            t.ai_step()
        if t.ai_think(0.0) is None:
            break
        assert len(t.match.actions) < 400
    assert t.ai_thinking
    # Another action lands before the next slice (as a clock running out would): the half-made
    # decision is about a state that is gone.
    t._apply(legal_actions(engine_state(t))[-1])
    assert not t.ai_thinking
    line = None
    while line is None and not engine_state(t).is_over:
        line = t.ai_think(0.0)  # begins a new decision on the new state, then finishes it
    assert line  # a legal action (apply raises RuleError otherwise), thought on the new state


class Broken:
    """An AI seat with a bug: it raises, or it picks something illegal."""

    def __init__(self, how: str) -> None:
        self.how = how

    def choose(self, view, legal):
        if self.how == "raise":
            raise ZeroDivisionError("a bug")
        return Action.parse("beacon 999")


def test_a_failing_ai_seat_does_not_stop_the_game() -> None:
    for how in ("raise", "illegal"):
        t = Table(GameConfig(seats=4, seed=8), SEATS)
        t.ai[1] = Broken(how)
        while not engine_state(t).is_over and len(t.match.actions) < 300:
            assert t.ai_step() is not None
        assert t.ai_errors, "the failures are recorded"
        assert all("(seat 1)" in e for e in t.ai_errors)
        assert ("ZeroDivisionError" if how == "raise" else "not legal") in t.ai_errors[0]
