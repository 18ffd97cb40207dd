"""Every screen of the page, one after another, in one language: the walk the language tests
share (tests/browser/test_site_lang_*.py).  :func:`walk_screens` opens them in turn and calls
``look(where)`` on each, the page as a player sees it:

- the new-game screen;
- a hotseat Cinderisle game (two people and an AI seat): the privacy screen, setup, the roll,
  the main phase with every sheet the tray opens and the hint, a discard, the Ashcloud and a
  robbery when they come, the game log opened, the rules;
- an all-AI game's end screen, and its replay;
- a Living Island game in its main phase (Next spin, Reclaim, its sheets, the rules at Living
  Island) and an end by healing.

Waiting is on ``data-*`` and roles, never on words (they are the language's).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from driver import link, new_game, play_until, settle, step
from mirror import Mirror
from test_site_living_events import QUERY as HEALED_GAME
from test_site_living_tray import SEATS as LIVING_SEATS
from test_site_living_tray import SEED as LIVING_SEED
from test_site_living_tray import living_mirror, ready

__all__ = ["Look", "walk_screens"]

Look = Callable[[str], None]
"""What a test does on each screen: ``look(where)``, with the page as it is shown."""

HOTSEAT = ("human", "human", "ai-normal")
HOTSEAT_SEED = 5
HOTSEAT_PHASES = {"privacy", "setup-hearth", "setup-causeway", "pre-roll", "main"}
"""What the hotseat game must have shown (a discard, the Ashcloud and a robbery too if they came)."""


def _sheets(page: Any, look: Look, where: str) -> None:
    """Every sheet the tray opens now, one after another, each closed again."""
    buttons = page.locator("#tray [data-action=sheet]:visible")
    names = [buttons.nth(i).get_attribute("data-sheet") for i in range(buttons.count())]
    for name in names:
        button = page.locator(f"#tray [data-action=sheet][data-sheet={name}]:visible")
        if not name or not button.is_enabled():
            continue
        button.click()
        page.wait_for_function("s => document.documentElement.dataset.sheet === s", arg=name)
        look(f"{where}, the {name} sheet")
        page.keyboard.press("Escape")
        page.wait_for_function("() => !document.documentElement.dataset.sheet")


def _rules(page: Any, look: Look, section: str) -> None:
    page.evaluate(f"location.hash = '#rules-{section}'")
    page.wait_for_function("() => document.documentElement.dataset.rulesDialog === 'open'")
    look(f"the rules at {section}")
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.documentElement.dataset.rulesDialog === undefined")


def _hotseat(game: Any, lang: str, look: Look) -> None:
    page = new_game(game, link(HOTSEAT_SEED, HOTSEAT, f"&pace=0&lang={lang}"))
    mirror = Mirror(HOTSEAT_SEED, HOTSEAT)
    shown: set[str] = set()
    for _ in range(200):
        d = settle(page)
        key = "privacy" if d.get("privacy") == "1" else d["phase"]
        if key not in shown:
            shown.add(key)
            look(f"hotseat, {key}")
            if key == "main":
                _sheets(page, look, "hotseat, main")
                page.locator("[data-action=hint]:visible").first.click()
                page.locator("[data-hint]").first.wait_for()
                look("hotseat, main, the hint")
        if HOTSEAT_PHASES | {"discard", "move-ashcloud", "rob"} <= shown or d["phase"] == "over":
            break
        step(page, mirror)
    assert shown >= HOTSEAT_PHASES, shown
    page.evaluate("document.getElementById('log-box').open = true")
    look("hotseat, the game log")
    page.evaluate("document.getElementById('log-box').open = false")
    _rules(page, look, "island")


def _end_and_replay(game: Any, lang: str, look: Look) -> None:
    page = new_game(game, link(3, ("ai-easy",) * 4, f"&pace=0&lang={lang}"))
    page.wait_for_function("() => document.documentElement.dataset.phase === 'over'", timeout=180_000)
    page.locator("#end .end").wait_for()
    look("the end screen")
    page.locator("#end [data-action=replay]").click()
    page.wait_for_function("() => document.documentElement.dataset.screen === 'replay'")
    look("the replay")


def _living(game: Any, lang: str, look: Look) -> None:
    page = new_game(game, link(LIVING_SEED, LIVING_SEATS, f"&pace=0&rules=living&lang={lang}"))
    play_until(page, living_mirror(LIVING_SEED), ready, limit=60)
    look("Living Island, main")
    spin = page.locator('[data-action="preview-spin"]:visible')
    spin.click()
    page.locator("#board [data-next]").first.wait_for(state="attached")
    look("Living Island, Next spin")
    spin.click()
    page.locator("[data-action=mode][data-kind=reclaim]:visible").click()
    page.locator("[data-living-mode=reclaim]").wait_for()
    look("Living Island, Reclaim")
    page.locator("[data-living-mode=reclaim] [data-action=cancel]").click()
    _sheets(page, look, "Living Island, main")
    _rules(page, look, "living")
    page = new_game(game, f"{HEALED_GAME}&lang={lang}")
    page.wait_for_function("() => document.documentElement.dataset.phase === 'over'", timeout=120_000)
    page.locator("#end .end").wait_for()
    look("Living Island, the end by healing")


def walk_screens(game: Any, lang: str, look: Look) -> None:
    """Open every screen above in ``lang`` on ``game``'s page (a context of its own), calling
    ``look(where)`` on each."""
    page = game.open(f"?island=landfall&lang={lang}")
    page.wait_for_function("lang => document.documentElement.dataset.lang === lang", arg=lang)
    look("the new-game screen")
    _hotseat(game, lang, look)
    _end_and_replay(game, lang, look)
    _living(game, lang, look)
