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

import charts
import panels
from app import Screen
from adapter import engine_game, engine_state
from table import SeatSpec, Table

from engine import actions as A
from engine.cards import N_RES, RESOURCES
from engine.game import GameConfig
from engine.phase import Phase
from engine.state import State
from engine.view import SeatView

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


def every_screen(s: Screen, rng: random.Random, counts: dict[str, int]) -> None:
    """Check the screen as it is, with each sheet it may open and each build mode."""
    ph = engine_state(s).phase.label
    check_same(s, rng, ph)
    counts[ph] = counts.get(ph, 0) + 1
    if not s.my_turn():
        return
    for sheet in sorted(s.sheets_available()):
        s.press({"action": "sheet", "sheet": sheet})
        if sheet in ("offer", "counter") and s.sight().hand:
            g = next((r for r in range(N_RES) if s.sight().hand[r]), 0)
            s.press({"action": "step", "draft": "give", "res": RESOURCES[g], "delta": "1"})
            s.press({"action": "step", "draft": "want", "res": RESOURCES[(g + 1) % N_RES], "delta": "1"})
        check_same(s, rng, f"{ph} with the {sheet} sheet")
        counts["sheet " + sheet] = counts.get("sheet " + sheet, 0) + 1
        s.press({"action": "sheet", "sheet": ""})
    for kind in ("causeway", "hearth", "beacon", "warden"):
        if s.site_actions(kind) and engine_state(s).phase in (Phase.PRE_ROLL, Phase.MAIN):
            s.press({"action": "mode", "kind": kind})
            check_same(s, rng, f"{ph} building a {kind}")
            counts["mode " + kind] = counts.get("mode " + kind, 0) + 1
            s.press({"action": "cancel"})


GAMES = [
    (("human", "human", "ai-easy"), 7, False),
    (("human", "ai-easy", "human", "ai-normal"), 5, True),
    (("human", "human"), 12, False),
    (("ai-easy", "human", "ai-easy"), 2, False),
    (("ai-easy", "ai-easy", "ai-easy"), 9, False),
]


def play_checking(kinds: tuple[str, ...], seed: int, tide: bool, counts: dict[str, int]) -> None:
    """Play a game with random presses, checking every screen on the way."""
    rng = random.Random(seed)
    config = GameConfig(seats=len(kinds), seed=seed, tide=tide)
    s = Screen(Table(config, [SeatSpec(k) for k in kinds]))
    for step in range(3000):
        if engine_state(s).is_over:
            break
        if step % 2 == 0 or engine_state(s).phase in (Phase.DISCARD, Phase.OFFER, Phase.CONFIRM, Phase.ROB):
            every_screen(s, rng, counts)
        if s.ai_due():
            s.ai_step()
            continue
        who = s.privacy()
        if who is not None:
            s.press({"action": "tap-in", "seat": str(who)})
            continue
        legal = s.legal()
        ph = engine_state(s).phase
        if ph == Phase.MAIN and engine_state(s).offers_posted < 1 and rng.random() < 0.15 and any(s.sight().hand or ()):
            g = next(r for r in range(N_RES) if (s.sight().hand or ())[r])
            s.press({"action": "sheet", "sheet": "offer"})
            s.press({"action": "step", "draft": "give", "res": RESOURCES[g], "delta": "1"})
            s.press({"action": "step", "draft": "want", "res": RESOURCES[(g + 1) % N_RES], "delta": "1"})
            s.press({"action": "post-offer"})
            continue
        buy = A.simple(A.BUY)
        if buy in legal and rng.random() < 0.5:
            s.play(buy)
            continue
        s.play(rng.choice(legal) if ph != Phase.MAIN or rng.random() < 0.4 else A.simple(A.END))


def test_every_screen_shows_the_same_whatever_its_seat_may_not_see() -> None:
    counts: dict[str, int] = {}
    for kinds, seed, tide in GAMES:
        play_checking(kinds, seed, tide, counts)
    phases = {p.label for p in Phase if p not in (Phase.ROLL, Phase.STEAL, Phase.DRAW, Phase.OVER)}
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
    leaky = panels.seats_html
    monkeypatch.setattr(panels, "seats_html", lambda f: leaky(f) + str([h[0] for h in engine_state(s).hands]))
    with pytest.raises(AssertionError, match="may not see"):
        for _ in range(20):
            check_same(s, random.Random(1), "planted")
