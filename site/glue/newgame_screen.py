"""The new-game screen: the games in progress on this device (at the top), the seats, the
island (Landfall, a number, a fresh one) with its preview, the Tide deck, imported records and
damaged saves.  ``newgame.NewGame`` holds the form's choices; this module draws it once and then
only what changes, so typing a name never loses focus."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.cards import DOTS
from engine.constants import MAX_SEED, MIN_SEED
from engine.errors import RecordError, RuleError
from engine.hexgrid import TILE_IDS
from engine.island import LANDFALL, landfall
from engine.islandgen import deal_island
from engine.ruleset import RULE_SETS
from engine.seats import AI_KINDS

import lazy
from glue import chrome, clocks, storage
from glue.dom import (
    by_id,
    create_once_callable,
    dataset,
    document,
    download,
    found,
    notify,
    options,
    set_query,
    toast,
    window,
)
from glue.model import ui
from model import gamelist, links, saves
from model.newgame import CINDERISLE, DEFAULT_CLOCKS, NewGame
from model.seating import SeatSpec
from words import clockwords
from words.catalog import _, ngettext
from words.things import island_words

if TYPE_CHECKING:
    from model.table import Table
    from update import messages as msg
    from view import island_svg, newgame_form
else:  # (the form's drawing: the first visit's screen comes drawn, islands and all)
    msg = lazy.module("update.messages")  # (warmed up after the first screen: glue/startup)
    island_svg = lazy.module("view.island_svg")
    newgame_form = lazy.module("view.newgame_form")

__all__ = ["choose_island", "choose_rules", "describe_tile", "field", "import_file", "press", "redraw", "render_games",
           "render_saves", "show"]


def show(island: int | str, seats: list[SeatSpec] | None = None, tide: bool = False,
         table_clocks: str = DEFAULT_CLOCKS, prompt: gamelist.Prompt | None = None, rules: str = CINDERISLE) -> None:
    """The new-game screen, on ``island``, with these seats (default: one human, three AI), the
    Tide deck or not, the table's clocks and the rule set; ``prompt``: a question over the list
    of games in progress (a link's game is saved here)."""
    clocks.stop_clocks()
    storage.forget_unsaved()
    ui.screen = None
    ui.generation += 1
    ui.form = NewGame(island, AI_KINDS, seats, tide, table_clocks, rules)
    ui.island_key = island
    ui.island = deal_island(island, _living(ui.form.rules))
    chrome.clear(chrome.GAME_REGIONS, shown=False)
    ui.replay = None
    ui.imported = None
    ui.link_game = None
    ui.prompt, ui.pending, ui.deleting = prompt, None, None
    ui.other_tab = False
    ui.entries = storage.games()
    dataset(other_tab=None)
    ng = by_id("newgame")
    if _first_paint_is(island, seats, tide, ui.form.clocks, ui.form.rules):
        # The screen the build drew (site/view/firstpaint.py) is this very one: take it over as it is
        # (drawn again, it cost 25-30 ms of the page's start and the browser's styling of it all
        # once more), its fields given back, and a seed link's island dealt into its preview.
        for el in ng.querySelectorAll("input, select, textarea"):
            el.disabled = False
        if island != LANDFALL:
            by_id("preview").innerHTML = _preview()
    else:
        ng.innerHTML = newgame_form.form_html(ui.form, _preview(), ui.pace, _saves_section(), _games())
    ng.hidden = False
    _name_island(island)
    chrome.render_top()
    dataset(screen="new-game", clocks=ui.form.clocks, phase="setup", seed=island, turn=None, turns=None, winner=None, privacy=None,
            viewer=None, mode=None, timer=None, decider=None, actions=None, replay_step=None, replay_total=None,
            coach_step=None, coach=None, rules=ui.form.rules, act=None, winners=None, event=None,
            event_card=None, event_wave=None)


def _first_paint_is(island: int | str, seats: list[SeatSpec] | None, tide: bool, table_clocks: str,
                    rules: str = CINDERISLE) -> bool:
    """Whether the new-game screen on the page is the first visit's, as the build drew it for
    ``island`` (boot.js shows it only on a first visit, and says which island it drew in
    ``data-first-paint-of`` on ``#newgame``; ``data-first-paint`` is "true" until the page is
    ready), and the form would draw the same: the default seats, no Tide deck, the default
    pace, clocks and rule set (Cinderisle), nothing saved or damaged.  A seed link's screen is drawn for its seed, with the
    island's outline for a preview."""
    root = document.documentElement
    return (
        str(root.getAttribute("data-first-paint")) == "true"
        and str(by_id("newgame").getAttribute("data-first-paint-of")) == str(island)
        and seats is None and not tide and ui.pace == links.DEFAULT_PACE and table_clocks == DEFAULT_CLOCKS
        and rules == CINDERISLE
        and not ui.entries and not storage.damaged()
    )


def _living(rules: str) -> bool:
    """Whether ``rules`` deals Living Island's islands (a seed's island is its own there)."""
    return RULE_SETS[rules].living_board


def _name_island(island: int | str) -> None:
    name = island_words(island)
    by_id("island-name").textContent = name
    document.title = f"Cinderisle · {name}"


def _preview() -> str:
    if ui.island is None:
        return ""
    return island_svg.render_island(ui.island, ashcloud=ui.island.caldera, title=island_words(ui.island_key),
                                    id_prefix="pv")


def _saves_section() -> str:
    imported = saves.describe_record(ui.imported[0]) if ui.imported is not None else None
    return newgame_form.section_html(storage.damaged(), imported,
                                     None if ui.imported is None else not ui.imported[0].match.is_over)


def _games() -> str:
    """The list of games in progress, with its question (if it still concerns a listed game)."""
    ids = {e.id for e in ui.entries}
    if ui.prompt is not None and ui.prompt.kind == "offer" and ui.prompt.game not in ids:
        ui.prompt = None
    if ui.prompt is not None and ui.prompt.kind == "room" and len(ui.entries) < gamelist.MAX_GAMES:
        ui.prompt = None  # (room was made in another tab: the new game waits for Start again)
        ui.pending = None
    if ui.deleting not in ids:
        ui.deleting = None
    return newgame_form.list_html(ui.entries, float(window.Date.now()), ui.prompt, ui.deleting)


def redraw() -> None:
    """Draw the whole screen again as it stands (another language was chosen): the form keeps
    every choice, the list and the saves theirs."""
    if ui.form is None:
        return
    by_id("newgame").innerHTML = newgame_form.form_html(ui.form, _preview(), ui.pace, _saves_section(), _games())


def render_games(focus: str | None = None) -> None:
    """Draw the list of games in progress again (read anew from the storage); ``focus``: a
    selector of what takes the keyboard focus then (it is scrolled into sight)."""
    if ui.form is None:
        return
    ui.entries = storage.games()
    box = by_id("ng-games")
    if found(box):
        box.innerHTML = _games()
    if focus is not None:
        el = document.querySelector(f"#ng-games {focus}")
        if not found(el):
            el = document.querySelector(focus)
        if found(el):
            el.focus()
            el.scrollIntoView(options(block="nearest"))


def render_saves() -> None:
    """Draw the saves section again (a game in progress, an import, damaged saves)."""
    box = by_id("ng-saves")
    if found(box):
        box.innerHTML = _saves_section()


def choose_island(island: int | str, push: bool = True) -> None:
    """Show another island on the new-game screen (the address follows)."""
    form = ui.form
    if form is None:
        return
    try:
        ui.island = deal_island(island, _living(form.rules))
    except Exception as exc:  # noqa: BLE001 - a bug, not the player's doing
        window.console.error(f"could not deal island {island}: {exc!r}")
        notify(_("Island {n} could not be dealt; here is Landfall instead.").format(n=island))
        island, ui.island = LANDFALL, landfall()
    form.island = island
    ui.island_key = island
    set_query(links.game_query(island, links.LANDFALL_SEED if island == LANDFALL else int(island), rules=form.rules),
              push=push)
    by_id("preview").innerHTML = _preview()
    by_id("preview-info").textContent = newgame_form.preview_info(form.island_label())
    seed_input = by_id("ng-seed")
    if found(seed_input) and seed_input is not document.activeElement:
        seed_input.value = "" if island == LANDFALL else str(island)
    for b in document.querySelectorAll('[data-action="landfall"]'):
        b.classList.toggle("is-on", island == LANDFALL)
        b.setAttribute("aria-pressed", "true" if island == LANDFALL else "false")
    _name_island(island)
    dataset(seed=island)


def choose_rules(rules: str) -> None:
    """Choose the rule set on the new-game screen: the form keeps it, the address and
    ``<html data-rules>`` follow (a Living Island form's address carries ``rules=living``)."""
    form = ui.form
    if form is None:
        return
    was = form.rules
    form.set_rules(rules)
    island = form.island
    if island != LANDFALL and form.rules != was:  # Living Island's island N is not Cinderisle's (LIVING-ISLAND 4.3)
        ui.island = deal_island(island, _living(form.rules))
        by_id("preview").innerHTML = _preview()
    set_query(links.game_query(island, links.LANDFALL_SEED if island == LANDFALL else int(island), rules=form.rules),
              push=False)
    for el in document.querySelectorAll("#ng-rules [data-rules-choice]"):
        on = str(el.getAttribute("data-rules-choice")) == form.rules
        el.classList.toggle("is-on", on)
        radio = el.querySelector("input")
        if found(radio):
            radio.checked = on
    dataset(rules=form.rules)


def describe_tile(tile_id: str) -> str:
    """A tile of the preview in words (a tap on it shows this)."""
    island = ui.island
    if island is None:
        return ""
    t = TILE_IDS.index(tile_id)
    terrain = island_svg.terrain_words(island.terrain[t])
    number = island.numbers[t]
    if number is None:
        return _("{id} · {terrain}: yields nothing; the Ashcloud starts here.").format(id=tile_id, terrain=terrain)
    dots = DOTS[number]
    return ngettext("{id} · {terrain} {number}: {n} dot (comes up {n} time in 36).",
                    "{id} · {terrain} {number}: {n} dots (comes up {n} times in 36).", dots).format(
        id=tile_id, terrain=terrain, number=number, n=dots)


def press(message: msg.Message) -> None:
    """The form's own presses (seats, colours, the island, saved games, damaged saves: the
    messages of ``msg.FORM_MESSAGES``)."""
    form = ui.form
    if form is None:
        return
    match message:
        case msg.AddSeat():
            form.add_seat()
        case msg.RemoveSeat(row=row):
            form.remove_seat(row)
        case msg.SeatColour(row=row, colour=colour):
            form.set_colour(row, colour)
        case msg.Landfall():
            choose_island(LANDFALL)
            return
        case msg.NewIsland():
            choose_island(links.fresh_seed())
            return
        case msg.DeleteGame(to=to, game=game):
            _delete(to, game)
            return
        case msg.SavedDamaged(to=to, saved=index):
            items = storage.damaged()
            if 0 <= index < len(items) and to == "export-damaged":
                download(saves.damaged_file_name(index, items[index]), items[index]["save"])
            elif to == "forget-damaged":
                storage.forget_damaged(index)
                render_saves()
            return
        case _:
            return
    by_id("ng-seats").innerHTML = newgame_form.seat_rows_html(form)


def _delete(action: str, game: str) -> None:
    """Delete a game of the list: asks first (Delete it, Keep it)."""
    entry = next((e for e in ui.entries if e.id == game), None)
    if action == "delete-game":
        ui.deleting = game
        render_games(focus=f'[data-saved-game="{game}"] [data-action="delete-cancel"]')
    elif action == "delete-cancel":
        ui.deleting = None
        render_games(focus=f'[data-saved-game="{game}"] [data-action="delete-game"]')
    else:
        ui.deleting = None
        storage.delete_game(game)
        render_games(focus='[data-saved-game] [data-action="resume"]')
        if not ui.entries:
            render_games(focus='[data-action="start"]')
        if entry is not None:
            toast(_("Deleted the game on {island}, {round}.").format(island=island_words(entry.island),
                                                                             round=entry.round))


def field(name: str, target: Any, changed: bool) -> None:
    """A field of the form was edited (``changed``: a ``change``, not an ``input``)."""
    form = ui.form
    if form is None:
        return
    row = target.getAttribute("data-row")
    i = int(str(row)) if found(row) else -1
    if name == "name":
        form.set_name(i, str(target.value))
    elif name == "kind" and changed:
        form.set_kind(i, str(target.value))
        by_id("ng-seats").innerHTML = newgame_form.seat_rows_html(form)
    elif name == "tide":
        form.tide = bool(target.checked)
    elif name == "rules" and changed and bool(target.checked):
        choose_rules(str(target.value))
    elif name == "clocks":
        form.set_clocks(str(target.value))
        by_id("ng-clocks-info").textContent = clockwords.summary(form.clocks)
        dataset(clocks=form.clocks)
    elif name == "seed":
        seed = links.parse_seed(str(target.value))
        if seed:
            if seed != form.island:
                choose_island(seed, push=False)
        elif str(target.value).strip():
            by_id("preview-info").textContent = _("Island numbers run from {low} to {high:,}.").format(
                low=MIN_SEED, high=MAX_SEED)


def import_file(target: Any, finished: Callable[[Table, dict[str, str]], None]) -> None:
    """The file input changed: read the record it holds; a finished game goes to
    ``finished`` (its replay), an unfinished one waits on the screen for the player's choice."""
    files = target.files
    if not found(files) or files.length == 0:
        return
    file = files.item(0)
    target.value = ""

    def got(text: Any) -> None:
        try:
            table, link = saves.read_record(str(text))
        except (RecordError, RuleError) as exc:
            notify(_("This game record cannot be used: {reason}.").format(reason=exc))
            return
        except Exception as exc:  # noqa: BLE001 - a bug, not the player's doing: still a sentence, never a traceback
            window.console.warn(f"import failed: {exc!r}")
            notify(_("This game record cannot be used: it could not be read."))
            return
        if table.match.is_over:
            ui.imported = None
            finished(table, link)
            return
        ui.imported = (table, link)
        render_saves()
        choice = document.querySelector("[data-imported] button")
        if found(choice):  # the choice is on screen and in reach, on a phone too
            choice.focus()
            choice.scrollIntoView(options(block="center"))

    def failed(*_args: Any) -> None:
        notify(_("This file could not be read."))

    file.text().then(create_once_callable(got), create_once_callable(failed))
