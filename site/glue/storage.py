"""The games saved on this device (``localStorage``), damaged saves kept aside, the AI pace,
the new-game form's last settings.

``saves`` and ``gamelist`` decide everything about what a save holds and what the list shows
(``newgame`` about the settings); this module only moves their text in and out of the
browser's storage.  Each game in progress has a key of its own (``gamelist.GAME_PREFIX`` and
its id); the older page's single save (``saves.SAVE_KEY``) is moved into the list when found.
A storage that is full or refused never stops the game: it goes on in memory, a notice says
so and offers Export record, and the next action that can be saved is.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.seats import AI_KINDS

import lazy
from glue.dom import dataset, download, found, notify, toast, window
from glue.model import drawn, ui
from model import gamelist, newgame, saves
from words import catalog

if TYPE_CHECKING:
    from model import coach
    from model.coach import Progress
    from model.table import Table
else:
    coach = lazy.module("model.coach")  # (a saved game's coach, read when there is one)

SAVE_KEY = saves.SAVE_KEY
PACE_KEY = newgame.PACE_KEY
SETTINGS_KEY = newgame.SETTINGS_KEY
UNSAVED_NOTICE = "unsaved-notice"
"""The id of the notice shown while the game cannot be saved on this device."""

__all__ = ["PACE_KEY", "SAVE_KEY", "SETTINGS_KEY", "Saved", "damaged", "delete_game", "export_record",
           "forget_damaged", "forget_unsaved", "games", "load_game", "migrate", "new_game_id", "read_flag", "read_pace",
           "read_settings",
           "save_copy", "save_data", "set_tab_game", "store", "tab_game", "write_flag", "write_pace", "write_save",
           "write_settings"]


def store() -> Any:
    """The browser's ``localStorage``, or None when it is refused (private mode, a sandbox)."""
    try:
        return window.localStorage
    except Exception:  # noqa: BLE001 - any refusal means: no storage
        return None


def _get(key: str) -> str | None:
    s = store()
    try:
        value = s.getItem(key) if s is not None else None
    except Exception:  # noqa: BLE001 - refused: nothing to read
        return None
    return str(value) if found(value) else None


def _keys() -> list[str]:
    """Every key of ``localStorage`` (none when it is refused)."""
    s = store()
    if s is None:
        return []
    try:
        return [str(k) for k in window.Object.keys(s)]
    except Exception:  # noqa: BLE001 - refused: nothing to list
        return []


def _remove(key: str) -> None:
    s = store()
    if s is None:
        return
    try:
        s.removeItem(key)
    except Exception as exc:  # noqa: BLE001 - refused: it stays
        window.console.warn(f"could not remove {key}: {exc}")


def _now() -> float:
    return float(window.Date.now())


def new_game_id() -> str:
    """An id for a new game (the time and a random number)."""
    return gamelist.new_id(_now(), float(window.Math.random()))


# ---------------------------------------------------------------- the games in progress


@dataclass(frozen=True)
class Saved:
    """A saved game, read and played again: its id, table, link, running clock and coach."""

    id: str
    table: Table
    link: dict[str, str]
    clock: saves.Clock | None
    coach: Progress | None
    text: str


def _keep_aside(key: str, text: str, check: saves.SaveCheck) -> None:
    """A save that cannot be used: its text goes to the damaged saves (never dropped), its key
    is freed, and a notice says why."""
    drawn.kept_aside += 1
    if key in drawn.kept_aside_keys:
        return  # (said once already: it could not be moved, the storage is full)
    try:
        stamp = str(window.Date.new().toISOString())
        store().setItem(saves.DAMAGED_KEY, saves.keep_aside(_get(saves.DAMAGED_KEY), text, check.reason, stamp))
        store().removeItem(key)
    except Exception as exc:  # noqa: BLE001 - storage full: the bad save stays where it was, never dropped
        window.console.warn(f"could not keep the damaged save aside: {exc}")
        drawn.kept_aside_keys.add(key)
    notify(saves.save_notice(check))


def games() -> list[gamelist.Entry]:
    """The games in progress on this device, the most recently played first.  A save that
    cannot be used is kept aside, with a notice."""
    keys = [k for k in _keys() if k.startswith(gamelist.GAME_PREFIX)]
    entries, bad = gamelist.read_list((k, _get(k)) for k in keys)
    for key, text, check in bad:
        _keep_aside(key, text, check)
    return entries


def migrate() -> str | None:
    """The older page's single save (``saves.SAVE_KEY``), moved into the list: its new id.  A
    save that cannot be used is kept aside (with a notice), a finished game is let go (as the
    older page did); one that cannot be moved (storage full) stays where it was."""
    text = _get(SAVE_KEY)
    if text is None:
        return None
    check = saves.check_save(text)
    table = check.table
    if table is None:
        _keep_aside(SAVE_KEY, text, check)
        return None
    if table.match.is_over:
        _remove(SAVE_KEY)
        return None
    game_id = new_game_id()
    data = json.loads(text)
    data["entry"] = gamelist.entry_info(game_id, _now(), table.match.turns, drawn.tab)
    try:
        store().setItem(gamelist.game_key(game_id), json.dumps(data, separators=(",", ":")))
    except Exception as exc:  # noqa: BLE001 - full: it stays where it was, and moves on a later visit
        window.console.warn(f"could not move the saved game into the list: {exc}")
        return None
    _remove(SAVE_KEY)
    return game_id


def load_game(game_id: str, quiet: bool = False) -> Saved | None:
    """The saved game ``game_id``, played again (None, with a notice, if it is gone or cannot
    be used: then it is kept aside; ``quiet``: no notice that it is gone)."""
    key = gamelist.game_key(game_id)
    text = _get(key)
    check = saves.check_save(text)
    if check.table is not None and text is not None:
        return Saved(game_id, check.table, check.link, check.clock, coach.progress_in_save(text), text)
    if check.kind == "none":
        if not quiet:
            notify(catalog._("That game is no longer saved on this device (it was finished or deleted in another tab)."))
    else:
        _keep_aside(key, text or "", check)
    return None


def delete_game(game_id: str) -> None:
    _remove(gamelist.game_key(game_id))


def tab_game() -> str | None:
    """The game this tab showed last (``sessionStorage``: a reload of its link resumes it)."""
    try:
        value = window.sessionStorage.getItem(gamelist.TAB_KEY)
    except Exception:  # noqa: BLE001 - refused: no tab of its own
        return None
    return str(value) if found(value) else None


def set_tab_game(game_id: str) -> None:
    with contextlib.suppress(Exception):  # refused or full: a reload asks before resuming
        window.sessionStorage.setItem(gamelist.TAB_KEY, game_id)


def save_data() -> dict[str, Any] | None:
    """The game on the screen as its save holds it (None: no game)."""
    screen = ui.screen
    if screen is None or ui.game_id is None:
        return None
    t = screen.table
    data = t.save()
    data["link"] = ui.link
    if drawn.clock is not None:
        data["clock"] = drawn.clock.to_json()
    if screen.coach is not None:
        data[coach.SAVE_KEY] = screen.coach.progress.to_json()
    data["entry"] = gamelist.entry_info(ui.game_id, _now(), t.match.turns, drawn.tab)
    return data


def write_save() -> None:
    """Save the game on the screen (after every action, and when the viewer changes), under its
    own key; a finished game leaves the list.  Not in a tab that another tab took the game
    from.  Full or refused storage: the game goes on, and a notice says it is not saved."""
    screen = ui.screen
    if screen is None or ui.game_id is None or ui.other_tab:
        return
    t = screen.table
    stamp = t.match.action_count * 8 + (t.viewer if t.viewer is not None else 7)
    if screen.coach is not None:  # hiding the coach is saved at once too
        stamp = stamp * 2 + screen.coach.hidden
    if stamp == drawn.saved_actions:
        return
    drawn.saved_actions = stamp  # (tried once per change: a storage that refused is tried at the next one)
    key = gamelist.game_key(ui.game_id)
    if t.match.is_over:
        _remove(key)
        _saved_again(quiet=True)
        return
    data = save_data()
    try:
        s = store()
        if s is None:
            raise RuntimeError("this browser keeps nothing for the page")
        s.setItem(key, json.dumps(data, separators=(",", ":")))
    except Exception as exc:  # noqa: BLE001 - full or refused: the game goes on unsaved
        _not_saved(exc)
        return
    _saved_again()


def _not_saved(exc: Exception) -> None:
    """The game could not be saved: say so once (``data-unsaved`` on ``<html>`` while it lasts),
    and offer the record as a file."""
    window.console.warn(f"could not save the game: {exc}")
    if ui.unsaved:
        return
    ui.unsaved = True
    dataset(unsaved="1")
    notify(catalog._("This game cannot be saved on this device: the browser's storage is full or refused. The game "
                     "goes on here, and every game saved before is kept; Export record keeps this one as a file. It is "
                     "saved again as soon as there is room."),
           buttons=((catalog._("Export record"), "export-record"),), ident=UNSAVED_NOTICE)


def _saved_again(quiet: bool = False) -> None:
    """The game is saved again (or needs no save): the notice goes."""
    if not ui.unsaved:
        return
    ui.unsaved = False
    dataset(unsaved=None)
    note = window.document.getElementById(UNSAVED_NOTICE)
    if found(note):
        note.remove()
    if not quiet:
        toast(catalog._("The game is saved on this device again."))


def forget_unsaved() -> None:
    """Another screen: the notice of a game that could not be saved goes with it."""
    _saved_again(quiet=True)


def save_copy(text: str) -> str | None:
    """Keep ``text`` (a save of a game on this device) as another game of the list: its new id
    (None if it could not be written)."""
    data, _ = saves.parse_save(text)
    if data is None:
        return None
    game_id = new_game_id()
    info = data.get("entry")
    data["entry"] = {**(info if isinstance(info, dict) else {}), "id": game_id}
    try:
        store().setItem(gamelist.game_key(game_id), json.dumps(data, separators=(",", ":")))
    except Exception as exc:  # noqa: BLE001 - full: the copy is not kept
        window.console.warn(f"could not keep the other tab's game: {exc}")
        return None
    return game_id


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


def read_flag(key: str) -> str | None:
    """A small thing this device remembers (such as ``model.walkthrough.KEY``), None if it keeps
    nothing there (or its storage is refused)."""
    return _get(key)


def write_flag(key: str, text: str) -> None:
    """Remember ``text`` under ``key`` on this device (not kept when the storage is full or refused)."""
    _set(key, text)


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
    if ui.replay is not None:
        table = ui.replay.final
    elif ui.screen is not None:
        table = ui.screen.table
    else:
        return
    name, text = saves.record_file(table, ui.link)
    download(name, text)
    toast(catalog._("Saved {name}: import it on the new-game screen to resume or replay the game.").format(name=name))
