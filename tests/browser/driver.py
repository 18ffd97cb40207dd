"""Playing the page from a test, and the same game in CPython beside it.

A test plays a human seat with a fixed, simple policy (the lowest glowing site, Roll,
End turn, the lowest tile, the first seat to rob, the automatic discard's choice);
:class:`mirror.Mirror` (``tests/site/mirror.py``) plays the very same presses on the site's
own pure controller (``app.Screen``) in CPython, so the test knows what the engine says the
page must show (legal sites, hands hidden from the page, the winner) without peeking into it.

Waiting is always on ``data-*`` attributes of ``<html>``, never a sleep.
"""

from __future__ import annotations

import json

from playwright.sync_api import Error as PlaywrightError

from engine.hexgrid import TILE_IDS
from engine.rules import auto_discard_choice

from mirror import RES, Mirror
from model.adapter import engine_state

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


def pause(page) -> None:
    """Stop the page's time where it is (its ``page.clock`` installed: the ``clocked`` fixture):
    timers fire, and countdowns move, only when the test moves the time on."""
    for attempt in range(3):  # (on a loaded machine 0.3 s may pass before the pause arrives: read the time again)
        try:
            page.clock.pause_at(page.evaluate("Date.now()") / 1000 + 0.3)
            return
        except PlaywrightError as err:
            if "to the past" not in str(err) or attempt == 2:
                raise


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
