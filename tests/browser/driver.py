"""Playing the page from a test, and the same game in CPython beside it.

A test plays a human seat with a fixed, simple policy (the lowest glowing site, Roll,
End turn, the lowest tile, the first seat to rob, the automatic discard's choice);
:class:`Mirror` plays the very same presses on the site's own pure controller
(``app.Screen``) in CPython, so the test knows what the engine says the page must
show (legal sites, hands hidden from the page, the winner) without peeking into it.

Waiting is always on ``data-*`` attributes of ``<html>``, never a sleep.
"""

from __future__ import annotations

import functools
import json
from collections import Counter
from pathlib import Path

from engine.game import GameConfig
from engine.hexgrid import TILE_IDS
from engine.rules import auto_discard_choice

from model.adapter import engine_state
from model.coach import press_for
from model.table import SeatSpec, Table
from update.screen import Screen

SITE = Path(__file__).resolve().parents[2] / "site"

RES = ("pine", "basalt", "kelp", "millet", "copper")
TIMEOUT = 60_000

SETTLED_JS = """() => {
  const d = document.documentElement.dataset;
  if (document.querySelector('.py-error')) return 'error';
  if (d.phase === 'over' || d.privacy === '1') return true;
  return d.viewer !== '' && d.viewer === d.decider;
}"""


def data(page) -> dict:
    return page.evaluate("Object.assign({}, document.documentElement.dataset)")


def settle(page, timeout: float = TIMEOUT) -> dict:
    """Wait until a human decides (or the privacy screen shows, or the game is over)."""
    result = page.wait_for_function(SETTLED_JS, timeout=timeout).json_value()
    assert result is True, "the page showed PyScript's error banner"
    return data(page)


FITTED_JS = """() => {
  const board = document.getElementById('board'), b = board.getBoundingClientRect();
  return board.dataset.fitted === `${Math.round(b.width)}x${Math.round(b.height)}`;
}"""
"""True once the island's SVG is fitted to the board's size now (boot.js fits it at the next
frame after the board changed size)."""


def resize_game(page, size: tuple[int, int]) -> None:
    """The game screen's window at ``size`` (width, height), and the island fitted to it: read
    before, the island's pieces are where they were at the old size."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.wait_for_function(FITTED_JS)


def wait_actions_change(page, before: str, timeout: float = TIMEOUT) -> None:
    page.wait_for_function(
        "n => document.documentElement.dataset.actions !== n", arg=before, timeout=timeout
    )


def glowing(page, kind: str) -> list[int]:
    """Ids of the pressable corners/edges, or tile indices."""
    if kind == "tile":
        ids = page.eval_on_selector_all(".tile.is-pressable", "els => els.map(e => e.dataset.tile)")
        return sorted(TILE_IDS.index(t) for t in ids)
    return sorted(page.eval_on_selector_all(f".site-{kind}.is-pressable", f"els => els.map(e => Number(e.dataset.{kind}))"))


def click_site(page, kind: str, ident: int) -> None:
    before = data(page)["actions"]
    if kind == "tile":
        page.locator(f'.tile[data-tile="{TILE_IDS[ident]}"]').click()
    else:
        page.locator(f'[data-{kind}="{ident}"]').click()
    wait_actions_change(page, before)


def press(page, selector: str) -> None:
    """Press a button that makes a game action, and wait for the game to move."""
    before = data(page)["actions"]
    if "action=end" in selector:  # End turn refuses presses for a moment after it appears
        page.wait_for_function("document.documentElement.dataset.endReady !== '0'", timeout=TIMEOUT)
    page.locator(selector).click()
    wait_actions_change(page, before)


class Mirror:
    """The same game in CPython, driven by the same presses as the page."""

    def __init__(self, seed: int, kinds: tuple[str, ...], island=None, tide: bool = False,
                 clocks: str = "standard") -> None:
        config = GameConfig(seats=len(kinds), seed=seed, island=island, tide=tide, players=kinds, clocks=clocks)
        self.screen = Screen(Table(config, [SeatSpec(k) for k in kinds]))
        self.settle()

    @property
    def state(self):
        return engine_state(self.screen)

    def settle(self) -> None:
        while self.screen.ai_due():
            self.screen.ai_step()

    def press(self, **d: str) -> None:
        self.screen.press({k: str(v) for k, v in d.items()})
        self.settle()

    def lowest(self, kind: str) -> int:
        p = self.screen.pressable()
        return min({"corner": p.corners, "edge": p.edges, "tile": p.tiles}[kind])


def site_kind(phase: str, mode: str) -> str:
    if mode in ("hearth", "beacon"):
        return "corner"
    if mode == "causeway":
        return "edge"
    return "tile"


def step(page, mirror: Mirror, *, end_turns: bool = True) -> str:
    """One press of the simple policy, on the page and on the mirror; returns the phase."""
    d = settle(page)
    phase = d["phase"]
    s = mirror.screen
    assert phase == engine_state(s).phase.label, (phase, engine_state(s).phase.label)
    if d.get("privacy") == "1":
        seat = int(page.locator("[data-action=tap-in]").get_attribute("data-seat"))
        page.locator("[data-action=tap-in]").click()
        page.wait_for_function("document.documentElement.dataset.privacy === '0'")
        mirror.press(action="tap-in", seat=seat)
        return phase
    if phase in ("setup-hearth", "setup-causeway", "move-ashcloud"):
        kind = site_kind(phase, d["mode"])
        ident = mirror.lowest(kind)
        assert glowing(page, kind)[0] == ident
        click_site(page, kind, ident)
        mirror.press(action="site", **{kind: TILE_IDS[ident] if kind == "tile" else ident})
    elif phase == "pre-roll":
        press(page, "[data-action=roll]")
        mirror.press(action="roll")
    elif phase == "main" and end_turns:
        press(page, "[data-action=end]")
        mirror.press(action="end")
    elif phase == "rob":
        seat = min(a.a for a in s.legal())
        press(page, f"[data-action=rob][data-seat='{seat}']")
        mirror.press(action="rob", seat=seat)
    elif phase == "discard":
        me = s.viewer()
        choice = auto_discard_choice(list(engine_state(s).hands[me]), s.discard_owed())
        for r, n in enumerate(choice):
            for _ in range(n):
                page.locator(f"[data-action=step][data-draft=discard][data-res={RES[r]}][data-delta='1']").click()
                mirror.press(action="step", draft="discard", res=RES[r], delta=1)
        press(page, "[data-action=discard-send]")
        mirror.press(action="discard-send")
    elif phase in ("offer", "confirm"):
        raise AssertionError(f"the simple policy does not trade ({phase})")
    return phase


def play_until(page, mirror: Mirror, done, limit: int = 400) -> dict:
    """Play the simple policy until ``done(mirror)`` holds (checked when a human decides)."""
    for _ in range(limit):
        d = settle(page)
        if done(mirror) or d["phase"] == "over":
            return d
        step(page, mirror)
    raise AssertionError("the game did not get there")


# ---------------------------------------------------------------- games to start from


def link(seed: int, kinds: tuple[str, ...], extra: str = "&pace=0") -> str:
    return f"?seed={seed}&seats={','.join(kinds)}{extra}"


FORGET_SAVES_JS = """() => { for (const k of Object.keys(localStorage))
  if (k === 'cinderisle.table' || k.startsWith('cinderisle.game.')) localStorage.removeItem(k); }"""
"""Forget every game saved on the device (the list's and an older page's single save)."""


def forget_saves(page) -> None:
    """No game saved on the device (nothing to resume, nothing to offer, room for new games)."""
    page.evaluate(FORGET_SAVES_JS)


def saved_game(page) -> dict | None:
    """The save of the game this tab shows (the list's entry that its ``sessionStorage`` names)."""
    text = page.evaluate("() => localStorage.getItem('cinderisle.game.' + sessionStorage.getItem('cinderisle.tab-game'))")
    return json.loads(text) if text else None


def write_saved_game(page, data: dict) -> None:
    """Write ``data`` as the save of the game this tab shows (under its own key)."""
    page.evaluate("s => localStorage.setItem('cinderisle.game.' + sessionStorage.getItem('cinderisle.tab-game'), s)",
                  json.dumps(data))


def saved_games(page) -> dict[str, dict]:
    """Every game saved on the device, by id."""
    texts = page.evaluate("() => Object.fromEntries(Object.keys(localStorage).filter(k => k.startsWith('cinderisle.game.'))"
                          ".map(k => [k.slice(16), localStorage.getItem(k)]))")
    return {k: json.loads(v) for k, v in texts.items()}


def new_game(game, query: str):
    """Open ``query`` as a new game (not the saved game of an earlier test)."""
    if not game.page.url.startswith(game.url):
        game.open("?island=landfall")
    forget_saves(game.page)
    return game.follow(query)


def can_build(kind: str):
    def done(m: Mirror) -> bool:
        s = m.screen
        return engine_state(s).phase.label == "main" and s.my_turn() and any(a.kind == kind for a in s.legal())

    return done


@functools.cache
def quick_seed(kinds: tuple[str, ...], kind: str) -> int:
    """A seed where the simple policy can build ``kind`` after few presses (searched in CPython)."""
    best = None
    for seed in range(1, 80):
        m = Mirror(seed, kinds)
        for presses in range(40):
            if can_build(kind)(m):
                if best is None or presses < best[0]:
                    best = (presses, seed)
                break
            if m.state.is_over:
                break
            policy(m)
        if best and best[0] <= 10:
            break
    assert best, f"no seed lets the human build a {kind} early"
    return best[1]


def follow_hint(m: Mirror) -> str:
    """One press of a person following the hint, whoever sits at the screen, on the mirror: what
    ``tools/js/human_press.js`` presses on the page (behind the privacy screen, tap in; then what
    the hint lights up, else Hint, else Roll or End turn).  Returns the press in its words
    (``tap-in``, ``hint``, ``lit roll``, ``lit site`` ...), so a page's count can be compared."""
    s = m.screen
    seat = s.privacy()
    if seat is not None:
        m.press(action="tap-in", seat=seat)
        return "tap-in"
    f = s.frame()
    key = f.pressable.hinted or f.hint_mark
    if key:
        d = press_for(key)
        m.press(**d)
        return f"lit {d['action']}"
    if f.can_hint and not f.hint:
        m.press(action="hint")
        return "hint"
    for kind in ("roll", "end"):
        if any(a.kind == kind for a in f.legal):
            m.press(action=kind)
            return kind
    raise AssertionError(f"a person following the hint has nothing to press ({engine_state(s).phase.label})")


def follow_hints(m: Mirror, turns: int = 150) -> Counter[str]:
    """Every person at the mirror's table follows the hint (:func:`follow_hint`) until the game
    is won, or ``turns`` turns have passed, or they made 30 presses a turn (a person stuck on
    what the hint lights up); returns how often they made each kind of press."""
    presses: Counter[str] = Counter()
    while not m.state.is_over and m.state.turns < turns and presses.total() < 30 * (turns + 10):
        presses[follow_hint(m)] += 1
    return presses


def policy(m: Mirror) -> None:
    """The driver's policy, on the mirror alone."""
    s = m.screen
    ph = engine_state(s).phase.label
    if s.privacy() is not None:
        m.press(action="tap-in", seat=s.privacy())
    elif ph in ("setup-hearth", "setup-causeway", "move-ashcloud"):
        kind = {"setup-hearth": "corner", "setup-causeway": "edge", "move-ashcloud": "tile"}[ph]
        i = m.lowest(kind)
        m.press(action="site", **{kind: TILE_IDS[i] if kind == "tile" else i})
    elif ph == "pre-roll":
        m.press(action="roll")
    elif ph == "main":
        m.press(action="end")
    elif ph == "rob":
        m.press(action="rob", seat=min(a.a for a in s.legal()))
    elif ph == "discard":
        for r, n in enumerate(auto_discard_choice(list(engine_state(s).hands[s.viewer()]), s.discard_owed())):
            for _ in range(n):
                m.press(action="step", draft="discard", res=RES[r], delta=1)
        m.press(action="discard-send")
