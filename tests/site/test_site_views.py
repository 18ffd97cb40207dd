"""The page shows a seat only what that seat may see, because the engine says so.

Every screen the page can show (each phase, each sheet that may be opened, each build
mode, the privacy screen, a table of AI seats) is drawn from its frame; then everything
the frame's view may not see is dealt anew (other seats' hands and venture cards, the
venture deck: ``SeatView.sample_state``; every hand for the public view) and the screen is
drawn again: the HTML and the board's SVG must be the same, byte for byte.  Pure Python,
no browser.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.cards import N_RES
from engine.game import GameConfig
from engine.phase import Phase
from engine.state import State
from engine.view import SeatView

from model.adapter import engine_game, engine_state
from model.table import SeatSpec, Table
from update.screen import Screen
from view import charts, panels, seat_cards
from walks import Presses, walk

SITE = Path(__file__).resolve().parents[2] / "site"


def drawn(s: Screen) -> str:
    """Everything the game screen shows now, as one string."""
    f = s.frame()
    parts = panels.regions(f, charts)
    frame, layers, close = panels.board_layers(f, "Island")
    return "\n".join([*parts.values(), frame, *(inner for _, inner in layers), close])


def deal_anew(s: State, seat: int | None, rng: random.Random) -> State:
    """``s`` with everything ``seat`` may not see dealt anew (``None``: every hand and venture card)."""
    if seat is not None:
        return SeatView(s, seat).sample_state(rng)
    t = s.copy()
    cards = [r for h in s.hands for r in range(N_RES) for _ in range(h[r])]
    ventures = [k for v in s.ventures for k in range(5) for _ in range(v[k])] + \
               [k for k in range(5) for _ in range(s.deck[k])]
    rng.shuffle(cards)
    rng.shuffle(ventures)
    i = j = 0
    for v in range(s.n):
        k, m = sum(s.hands[v]), sum(s.ventures[v])
        t.hands[v] = [cards[i:i + k].count(r) for r in range(N_RES)]
        t.ventures[v] = [ventures[j:j + m].count(x) for x in range(5)]
        i, j = i + k, j + m
    t.deck = [ventures[j:].count(x) for x in range(5)]
    return t


def check_same(s: Screen, rng: random.Random, what: str) -> None:
    """The screen drawn again over re-dealt hidden parts is the same."""
    state = engine_state(s)
    if state.is_over:
        return  # nothing is hidden any more: every hand is shown
    before = drawn(s)
    seat = s.sight().seat
    for _ in range(2):
        engine_game(s).state = deal_anew(state, seat, rng)
        try:
            again = drawn(s)
        finally:
            engine_game(s).state = state
        assert again == before, f"{what}: the page shows what {('seat ' + str(seat)) if seat is not None else 'nobody'} may not see"


GAMES = [
    (("human", "human", "ai-easy"), 7, False),
    (("human", "ai-easy", "human", "ai-normal"), 5, True),
    (("human", "human"), 12, False),
    (("ai-easy", "human", "ai-easy"), 2, False),
    (("ai-easy", "ai-easy", "ai-easy"), 9, False),
]


PRESSES = Presses(end=0.6, timeout=0, offer=0.15, buy=0.5)
"""Random presses, offers posted and venture cards bought now and then."""
LOOKED_AT = (Phase.DISCARD, Phase.OFFER, Phase.CONFIRM, Phase.ROB)
"""The phases checked at every moment; the others at every other step of the walk."""


def play_checking(kinds: tuple[str, ...], seed: int, tide: bool, counts: dict[str, int]) -> None:
    """Play a game with random presses, checking the screen at every other step (at every step
    in :data:`LOOKED_AT`) as it is, with each sheet it may open and each build mode."""
    config = GameConfig(seats=len(kinds), seed=seed, tide=tide)
    s = Screen(Table(config, [SeatSpec(k) for k in kinds]))
    deal = random.Random(f"deal:{seed}")
    for s, what, step in walk(s, random.Random(seed), 3000, every=True, explore=True, presses=PRESSES):
        ph = engine_state(s).phase
        if step % 2 and ph not in LOOKED_AT:
            continue
        looked = what if what.startswith(("sheet ", "mode ")) else ph.label
        check_same(s, deal, ph.label if looked == ph.label else f"{ph.label}, {looked}")
        counts[looked] = counts.get(looked, 0) + 1


def test_every_screen_shows_the_same_whatever_its_seat_may_not_see() -> None:
    counts: dict[str, int] = {}
    for kinds, seed, tide in GAMES:
        play_checking(kinds, seed, tide, counts)
    # (the chance moments, and Living Island's Supply Caravan, which these Cinderisle games never reach)
    phases = {p.label for p in Phase if p not in (Phase.ROLL, Phase.STEAL, Phase.DRAW, Phase.OVER, Phase.WORLD,
                                                  Phase.CARAVAN)}
    assert phases <= set(counts), ("phases never checked", phases - set(counts))
    shown = {k for k in counts if k.startswith(("sheet ", "mode "))}
    assert {f"sheet {x}" for x in ("trade", "offer", "counter", "bountiful", "embargo")} <= shown, counts
    assert {f"mode {x}" for x in ("causeway", "hearth", "beacon", "warden")} <= shown, counts


def test_the_check_finds_a_panel_that_shows_another_seats_hand(monkeypatch) -> None:
    """The fault planted: the seats panel prints each seat's Pine, read from the full state."""
    s = Screen(Table(GameConfig(seats=3, seed=4), [SeatSpec("human"), SeatSpec("ai-easy"), SeatSpec("ai-easy")]))
    while s.ai_due() or engine_state(s).turns < 3:
        if s.ai_due():
            s.ai_step()
        else:
            s.play(s.legal()[0])
    leaky = seat_cards.seats_html
    monkeypatch.setattr(seat_cards, "seats_html", lambda f: leaky(f) + str([h[0] for h in engine_state(s).hands]))
    with pytest.raises(AssertionError, match="may not see"):
        for _ in range(20):
            check_same(s, random.Random(1), "planted")
