"""Two tabs, one game: a game is played in one tab at a time, and no action is lost.

A tab that shows a game (started, resumed or taken over) says so to the page's other tabs
over a ``BroadcastChannel`` (:func:`claim`).  A tab that showed the same game stops: no
clock, no AI seat, no save; it hands its save over to the new tab (which takes it if it
carries the game on further than its own: ``gamelist.follow_on``), sets ``data-other-tab="1"``
on ``<html>`` and offers "Play it here" (:func:`take_over`), which takes the game back with
the newest of its own save and the one stored.  The ``storage`` event draws the new-game
screen's list again when another tab changed it.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import lazy
from glue import clocks, storage
from glue.dom import by_id, create_proxy, dataset, found, later, notify, window
from glue.model import drawn, ui
from model import gamelist, saves
from words import catalog

if TYPE_CHECKING:
    from glue import game_screen, newgame_screen
    from model import coach as coaching
    from update import messages as msg
else:  # (the game's: imported once a game is shown)
    msg = lazy.module("update.messages")  # (warmed up after the first screen: glue/startup)
    coaching = lazy.module("model.coach")
    game_screen = lazy.module("glue.game_screen")
    newgame_screen = lazy.module("glue.newgame_screen")

OTHER_TAB_NOTICE = "other-tab-notice"
"""The id of the notice of a tab whose game another tab took."""
def passive(message: msg.Message) -> bool:
    """Whether a tab whose game another tab took may still press this (take the game back,
    put a notice away, begin a new game, read the rules, export the record, share the link)."""
    return isinstance(message, (msg.TakeOver, msg.Dismiss, msg.Rules, msg.RulesClose, msg.ExportRecord, msg.Share)) \
        or (isinstance(message, msg.Navigate) and message.to == "new-game")
_channel: list[Any] = []

__all__ = ["OTHER_TAB_NOTICE", "claim", "listen", "passive", "take_over"]


def listen() -> None:
    """This tab's id, and the listeners: the channel's messages and the ``storage`` event."""
    drawn.tab = storage.new_game_id()
    try:
        channel = window.BroadcastChannel.new(gamelist.CHANNEL)
    except Exception as exc:  # noqa: BLE001 - an old browser: one tab at a time is the player's care
        window.console.warn(f"no BroadcastChannel: {exc!r}")
    else:
        channel.addEventListener("message", create_proxy(_on_message))
        _channel.append(channel)
    window.addEventListener("storage", create_proxy(_on_storage))


def _post(message: dict[str, Any]) -> None:
    if _channel:
        _channel[0].postMessage(json.dumps(message))


def claim(game_id: str) -> None:
    """This tab plays ``game_id`` now: another tab showing it stops."""
    ui.other_tab = False
    dataset(other_tab=None)
    _hold(False)
    note = by_id(OTHER_TAB_NOTICE)
    if found(note):
        note.remove()
    _post({"kind": "claim", "game": game_id, "tab": drawn.tab})


def _on_message(event: Any) -> None:
    try:
        message = json.loads(str(event.data))
    except ValueError:
        return
    if not isinstance(message, dict) or ui.screen is None or ui.other_tab:
        return
    if message.get("game") != ui.game_id or message.get("tab") == drawn.tab:
        return
    if message.get("kind") == "claim":
        _step_aside(str(message.get("tab")))
    elif message.get("kind") == "handover" and message.get("to") == drawn.tab:
        _take_theirs(str(message.get("save", "")))


def _step_aside(to: str) -> None:
    """Another tab took this tab's game: stop, hand it this tab's save, and offer to take it back."""
    data = storage.save_data()
    ui.other_tab = True
    ui.generation += 1  # (an AI seat's step or a clock under way does nothing now)
    clocks.stop_clocks()
    dataset(other_tab="1")
    _hold(True)
    notify(catalog._("This game is being played in another tab now. It waits here, so that no move is lost on either "
                     "side."), buttons=((catalog._("Play it here"), "take-over"),), ident=OTHER_TAB_NOTICE, closes=False)
    if data is not None:
        _post({"kind": "handover", "game": ui.game_id, "tab": drawn.tab, "to": to, "save": json.dumps(data)})


def _hold(held: bool) -> None:
    """The game's regions out of reach (or back): the game stays in sight, and its landmark."""
    for region in by_id("game").children:
        region.inert = held


def _take_theirs(text: str) -> None:
    """The tab this one took the game from handed over its save: if it carries the game on
    further, play on from it; if it went its own way, keep it as another game of the list."""
    screen = ui.screen
    check = saves.check_save(text)
    if screen is None or check.table is None or ui.game_id is None:
        return
    mine = [str(a) for a in screen.table.match.actions]
    theirs = [str(a) for a in check.table.match.actions]
    decision = gamelist.follow_on(mine, theirs)
    if decision == "theirs":
        _play(check.table, check.link, check.clock, coaching.progress_in_save(text))
    elif decision == "fork" and storage.save_copy(text) is not None:
        notify(catalog._("The other tab had played this game on in another way: its game is kept as a game of its "
                         "own, in the list of the new-game screen."))


def _play(table: Any, link: dict[str, str], clock: saves.Clock | None, progress: Any) -> None:
    """Play the game on in this tab, from ``table``."""
    game_id = ui.game_id
    if game_id is None:
        return
    ui.other_tab = False
    claim(game_id)
    game_screen.show(table, link, table.match.config.island_key, clock,
                     coaching.Coach(progress) if progress is not None else None)


def take_over() -> None:
    """"Play it here": this tab takes its game back, from the newest of its own save and the
    stored one (the other tab hands over its own, newer still, once it stops)."""
    screen = ui.screen
    game_id = ui.game_id
    if screen is None or game_id is None or not ui.other_tab:
        return
    saved = storage.load_game(game_id, quiet=True)
    if saved is not None:
        decision = gamelist.follow_on([str(a) for a in screen.table.match.actions],
                                      [str(a) for a in saved.table.match.actions])
        if decision == "fork":  # (each went its own way: this tab's is kept as a game of its own)
            mine = storage.save_data()
            if mine is not None:
                storage.save_copy(json.dumps(mine))
        if decision != "mine":
            _play(saved.table, saved.link, saved.clock, saved.coach)
            return
    _play(screen.table, ui.link, drawn.clock, screen.coach.progress if screen.coach is not None else None)


LIST_AFTER_MS = 300
"""The list is drawn again this long after another tab changed what is saved (once for many
changes: a tab playing AI seats at the Instant pace saves after every action)."""
_redraw: list[Any] = []


def _on_storage(event: Any) -> None:
    """Another tab changed what is saved: the new-game screen's list follows."""
    key = event.key
    if ui.form is None or _redraw:
        return
    name = str(key) if found(key) else ""
    if name and not name.startswith(gamelist.GAME_PREFIX) and name not in (saves.SAVE_KEY, saves.DAMAGED_KEY):
        return

    def redraw() -> None:
        _redraw.clear()
        if ui.form is not None:
            newgame_screen.render_games()

    _redraw.append(later(LIST_AFTER_MS, redraw))
