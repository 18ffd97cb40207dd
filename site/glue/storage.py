"""The save on this device (``localStorage``), damaged saves kept aside, the AI pace, the
new-game form's last settings.

``saves`` decides everything about what a save holds (``newgame`` about the settings); this
module only moves their text in and out of the browser's storage.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import lazy
import newgame
import rounds
import saves
from engine.island import island_name
from engine.seats import AI_KINDS

from glue.dom import download, found, notify, toast, window
from glue.model import page

if TYPE_CHECKING:
    import coach
else:
    coach = lazy.module("coach")  # (a saved game's coach, read when there is one)

SAVE_KEY = saves.SAVE_KEY
PACE_KEY = newgame.PACE_KEY
SETTINGS_KEY = newgame.SETTINGS_KEY

__all__ = ["PACE_KEY", "SAVE_KEY", "SETTINGS_KEY", "damaged", "export_record", "forget_damaged", "read_pace", "read_save",
           "read_settings", "saved_summary", "store", "write_pace", "write_save", "write_settings"]


def store() -> Any:
    """The browser's ``localStorage``, or None when it is refused (private mode, a sandbox)."""
    try:
        return window.localStorage
    except Exception:  # noqa: BLE001 - any refusal means: no storage
        return None


def _get(key: str) -> str | None:
    s = store()
    value = s.getItem(key) if s is not None else None
    return str(value) if found(value) else None


def read_save() -> bool:
    """Load the saved table, if any, into the page.  A save that cannot be used (damaged, or
    made by a newer version) is reported and kept aside under ``saves.DAMAGED_KEY``
    (returns False); an older one is migrated."""
    page.saved, page.saved_link, page.saved_clock, page.saved_coach = None, {}, None, None
    text = _get(SAVE_KEY)
    check = saves.check_save(text)
    if check.kind == "ok":
        page.saved, page.saved_link, page.saved_clock = check.table, check.link, check.clock
        page.saved_coach = coach.progress_in_save(text)  # a save without it: a game without a coach
    if check.usable:
        return True
    s = store()
    try:
        stamp = str(window.Date.new().toISOString())
        s.setItem(saves.DAMAGED_KEY, saves.keep_aside(_get(saves.DAMAGED_KEY), text or "", check.reason, stamp))
        s.removeItem(SAVE_KEY)
    except Exception as exc:  # noqa: BLE001 - storage full: the bad save stays where it was, never dropped
        window.console.warn(f"could not keep the damaged save aside: {exc}")
    notify(saves.save_notice(check))
    return False


def write_save() -> None:
    """Save the game on the screen (after every action, and when the viewer changes)."""
    screen = page.screen
    s = store()
    if screen is None or s is None:
        return
    t = screen.table
    stamp = len(t.game.actions) * 8 + (t.viewer if t.viewer is not None else 7)
    if screen.coach is not None:  # hiding the coach is saved at once too
        stamp = stamp * 2 + screen.coach.hidden
    if stamp == page.saved_actions:
        return
    page.saved_actions = stamp
    data = t.save()
    data["link"] = page.link
    if page.clock is not None:
        data["clock"] = page.clock.to_json()
    if screen.coach is not None:
        data[coach.SAVE_KEY] = screen.coach.progress.to_json()
    try:
        s.setItem(SAVE_KEY, json.dumps(data, separators=(",", ":")))
    except Exception as exc:  # noqa: BLE001 - full or refused: the game goes on unsaved
        window.console.warn(f"could not save the game: {exc}")
    page.saved, page.saved_link, page.saved_clock = t, dict(page.link), page.clock
    page.saved_coach = screen.coach.progress if screen.coach is not None else None


def saved_summary() -> str | None:
    """One sentence about the game in progress on this device (None: none)."""
    t = page.saved
    if t is None:
        return None
    view = t.state.public_view()
    if view.is_over:
        return None
    key = page.saved_link.get("island") or page.saved_link.get("seed") or "?"
    names = ", ".join(s.name for s in t.seats)
    return f"A game on {island_name(key)} is waiting: {names}, {rounds.when(view.turns, view.n).lower()}."


def damaged() -> list[dict[str, str]]:
    """The damaged saves kept aside, oldest first."""
    return saves.damaged_list(_get(saves.DAMAGED_KEY))


def forget_damaged(index: int) -> None:
    items = damaged()
    if not 0 <= index < len(items):
        return
    del items[index]
    s = store()
    if s is not None:
        if items:
            s.setItem(saves.DAMAGED_KEY, json.dumps(items))
        else:
            s.removeItem(saves.DAMAGED_KEY)


def read_pace() -> int | None:
    """The AI pace this device last chose (None: never, or a value that is no pace)."""
    return newgame.read_pace(_get(PACE_KEY))


def write_pace(pace: int) -> None:
    _set(PACE_KEY, str(pace))


def read_settings() -> newgame.Settings | None:
    """The new-game form as this device last started a game from it (None: never, or nothing
    usable is left of it: the form's defaults then).  Never breaks the page."""
    try:
        text = _get(SETTINGS_KEY)
        settings = newgame.read_settings(text, newgame.offered_levels(AI_KINDS))
    except Exception as exc:  # noqa: BLE001 - a preference is never worth a broken page
        window.console.warn(f"the new-game settings could not be read: {exc!r}")
        return None
    if text is not None and settings is None:
        window.console.warn("the new-game settings kept on this device are not usable: the usual ones are shown")
    return settings


def write_settings(form: newgame.NewGame) -> None:
    """Keep the form's settings on this device (a game starts from it)."""
    _set(SETTINGS_KEY, newgame.settings_json(form))


def _set(key: str, text: str) -> None:
    s = store()
    if s is None:
        return
    try:
        s.setItem(key, text)
    except Exception as exc:  # noqa: BLE001 - full or refused: the preference is not kept, the game goes on
        window.console.warn(f"could not keep {key}: {exc}")


def export_record() -> None:
    """Download the record of the game on the screen (or in the replay)."""
    if page.replay is not None:
        table = page.replay.final
    elif page.screen is not None:
        table = page.screen.table
    else:
        return
    name, text = saves.record_file(table, page.link)
    download(name, text)
    toast(f"Saved {name}: import it on the new-game screen to resume or replay the game.")
