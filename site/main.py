"""The page's PyScript glue: links, the new-game screen, the game screen, clocks, saves.

Everything that can be pure Python lives elsewhere: ``links`` reads the address,
``newgame`` is the new-game form, ``app.Screen`` decides what a press does, what
glows, when the AI moves and which clock runs, ``panels`` and ``board_svg`` write
the HTML and SVG, ``table`` keeps the seats and the log, ``engine`` knows the rules.
This module only touches the browser: the DOM, ``setTimeout``, ``localStorage``, the
address bar and the clipboard.

Event listeners are attached once, to ``#app`` (never re-rendered) and ``window``;
presses are dispatched by the ``data-*`` attributes of what was pressed.  A region
is re-rendered only when its HTML changed.  AI seats move one action per
``setTimeout`` tick (at pace 0, as many as fit in about 20 ms), so the page never
blocks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import json
from urllib.parse import parse_qsl, urlencode

import js
from pyodide.ffi import create_once_callable, create_proxy, to_js

try:  # Pyodide 0.28+ turns JS null into this singleton, not None
    from pyodide.ffi import jsnull
except ImportError:  # pragma: no cover
    jsnull = None

import a11y
import board_svg
import links
import panels
import saves
from app import Frame, Screen
from engine.cards import DOTS, RESOURCES, TERRAINS
from engine.game import GameConfig, RecordError, deal_island
from engine.hexgrid import TILE_IDS
from engine.island import Island, island_name, landfall
from engine.seats import AI_KINDS
from newgame import NewGame
from table import SeatSpec, Table

if TYPE_CHECKING:
    from replay import Replay


SAVE_KEY = "cinderisle.table"
PACE_KEY = "cinderisle.pace"


def found(node) -> bool:
    """True unless a DOM lookup found nothing (JS null or undefined)."""
    return node is not None and node is not jsnull


def by_id(name: str):
    return js.document.getElementById(name)


_proxies: list = []  # event-listener and timer proxies live as long as the page


class Page:
    """What the page shows now: the new-game form or a game, and the clocks around it."""

    def __init__(self) -> None:
        self.form: NewGame | None = None
        self.screen: Screen | None = None
        self.island: Island | None = None
        self.island_key: int | str = "landfall"
        self.link: dict[str, str] = {}
        self.pace = links.DEFAULT_PACE
        self.cache: dict[str, str] = {}
        self.log_shown = 0
        self.generation = 0
        self.ai_handle = None
        self.timer_key: tuple | None = None
        self.deadline = 0.0
        self.timer_handles: list = []
        self.end_hidden = False
        self.rolls_shown = -1
        self.harvests_shown: int | None = None
        """Harvests of the table's list drawn so far (new ones fly from the island to the seat)."""
        self.flown = 0
        """Cards flown so far (``data-flown``: tests wait on it, the flights themselves last 0.3 s)."""
        self.toasts = 0
        self.saved_actions = -1
        self.saved: Table | None = None
        self.saved_link: dict[str, str] = {}
        self.saved_clock: saves.Clock | None = None
        """The clock that was running in the saved game (a reload resumes it, not restarts it)."""
        self.clock: saves.Clock | None = None
        """The game clock running now, as the save keeps it."""
        self.replay: "Replay | None" = None
        self.replay_back: tuple[Table, dict[str, str]] | None = None
        """The finished game a replay returns to (None: the new-game screen)."""
        self.imported: tuple[Table, dict[str, str]] | None = None
        self.confirm_start = False
        self.ai_errors_shown = 0
        self.link_seed: int | None = None
        """The game seed of a link that waits for the player's word (a game was in progress)."""
        self.board_focus = False  # a board site had keyboard focus: give it back when sites glow again
        self.layer = ""  # the dialog on top: "privacy", "sheet", "end" or ""
        self.opener: str | None = None  # what opened the sheet, to give focus back to


page = Page()


# ---------------------------------------------------------------- small DOM helpers


def query() -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in parse_qsl(str(js.location.search).lstrip("?"), keep_blank_values=True):
        out.setdefault(key, value)
    return out


def set_query(params: dict[str, str], push: bool = False) -> None:
    """Write the game's parameters into the address, keeping ``pace`` (a preference)."""
    keep = {k: v for k, v in query().items() if k == "pace"}
    url = str(js.location.pathname) + ("?" + urlencode({**params, **keep}, safe=",") if params or keep else "")
    if push:
        js.history.pushState(None, "", url)
    else:
        js.history.replaceState(js.history.state, "", url)


def notify(message: str) -> None:
    """A notice the player can read and dismiss (role=alert); text only, never markup."""
    box = by_id("notices")
    note = js.document.createElement("div")
    note.className = "notice"
    note.setAttribute("role", "alert")
    p = js.document.createElement("p")
    p.textContent = message
    close = js.document.createElement("button")
    close.className = "notice-close"
    close.type = "button"
    close.textContent = "OK"
    close.setAttribute("data-action", "dismiss")
    note.appendChild(p)
    note.appendChild(close)
    box.appendChild(note)


def set_html(region: str, html: str) -> None:
    """Set a region's HTML, only when it changed (keeps focus, saves work)."""
    if page.cache.get(region) == html:
        return
    page.cache[region] = html
    by_id(region).innerHTML = html


def set_board(parts: tuple[str, list[tuple[str, str]], str]) -> None:
    """Draw the board from :func:`board_svg.render_island_layers`: only the layers that changed.

    Replacing one layer (say the pieces) instead of the whole ``<svg>`` keeps the browser
    from parsing the island's tiles again after every action.
    """
    frame, layers, close = parts
    box = by_id("board")
    holders = [box.querySelector(f'[data-layer="{name}"]') for name, _ in layers]
    if page.cache.get("board") != frame or not all(found(h) for h in holders):
        whole = frame + "".join(f'<g data-layer="{name}">{inner}</g>' for name, inner in layers) + close
        page.cache["board"] = frame
        box.innerHTML = whole
        for name, inner in layers:
            page.cache["board:" + name] = inner
        return
    for (name, inner), holder in zip(layers, holders):
        if page.cache.get("board:" + name) != inner:
            page.cache["board:" + name] = inner
            holder.innerHTML = inner


def dataset(**values) -> None:
    """Set (or, for None, remove) ``data-*`` attributes of ``<html>``; ``replay_step`` is
    ``data-replay-step``."""
    root = js.document.documentElement
    for key, value in values.items():
        if value is None:
            root.removeAttribute("data-" + key.replace("_", "-"))
        else:
            root.setAttribute("data-" + key.replace("_", "-"), str(value))


def storage():
    try:
        return js.window.localStorage
    except Exception:  # storage refused (private mode, a sandbox)
        return None


# ---------------------------------------------------------------- saves


def read_save() -> bool:
    """Load the saved table, if any.  A save that cannot be used (damaged, older or newer
    format) is reported and kept aside under ``saves.DAMAGED_KEY`` (returns False)."""
    page.saved, page.saved_link, page.saved_clock = None, {}, None
    store = storage()
    raw = store.getItem(SAVE_KEY) if store is not None else None
    text = str(raw) if found(raw) else None
    check = saves.check_save(text)
    if check.kind == "ok":
        page.saved, page.saved_link, page.saved_clock = check.table, check.link, check.clock
    if check.usable:
        return True
    try:
        kept = store.getItem(saves.DAMAGED_KEY)
        stamp = str(js.Date.new().toISOString())
        store.setItem(saves.DAMAGED_KEY, saves.keep_aside(str(kept) if found(kept) else None, text, check.reason, stamp))
        store.removeItem(SAVE_KEY)
    except Exception as exc:  # storage full: the bad save stays where it was, never dropped
        js.console.warn(f"could not keep the damaged save aside: {exc}")
    notify(saves.save_notice(check))
    return False


def damaged() -> list[dict[str, str]]:
    store = storage()
    text = store.getItem(saves.DAMAGED_KEY) if store is not None else None
    return saves.damaged_list(str(text) if found(text) else None)


def saves_section() -> str:
    imported = saves.describe_record(page.imported[0]) if page.imported is not None else None
    return saves.section_html(saved_summary(), damaged(), imported, page.confirm_start)


def render_saves() -> None:
    box = by_id("ng-saves")
    if found(box):
        box.innerHTML = saves_section()


def download(name: str, text: str) -> None:
    """Offer ``text`` as a file: a Blob URL on a link clicked from code (nothing inline)."""
    blob = js.Blob.new(to_js([text]), js.Object.fromEntries(to_js([["type", "application/json"]])))
    url = js.URL.createObjectURL(blob)
    link = js.document.createElement("a")
    link.href = url
    link.download = name
    link.hidden = True
    js.document.body.appendChild(link)
    link.click()
    link.remove()
    js.setTimeout(create_once_callable(lambda *_: js.URL.revokeObjectURL(url)), 60_000)


def export_record() -> None:
    """Download the record of the game on the screen (or in the replay)."""
    if page.replay is not None:
        table, link = page.replay.final, page.link
    elif page.screen is not None:
        table, link = page.screen.table, page.link
    else:
        return
    name, text = saves.record_file(table, link)
    download(name, text)
    toast(f"Saved {name}: import it on the new-game screen to resume or replay the game.")


def import_file(target) -> None:
    """The file input of the new-game screen changed: read the record it holds."""
    files = target.files
    if not found(files) or files.length == 0:
        return
    file = files.item(0)
    target.value = ""

    def got(text) -> None:
        try:
            table, link = saves.read_record(str(text))
        except RecordError as exc:
            notify(f"This game record cannot be used: {exc}.")
            return
        except Exception as exc:  # a bug, not the player's doing: still a sentence, never a traceback
            js.console.warn(f"import failed: {exc!r}")
            notify("This game record cannot be used: it could not be read.")
            return
        if table.state.is_over:
            page.imported = None
            show_replay(make_replay(table), None, link)
            return
        page.imported = (table, link)
        render_saves()
        choice = js.document.querySelector("[data-imported] button")
        if found(choice):  # the choice is on screen and in reach, on a phone too
            choice.focus()
            choice.scrollIntoView(js.Object.fromEntries(to_js([["block", "center"]])))

    def failed(*_) -> None:
        notify("This file could not be read.")

    file.text().then(create_once_callable(got), create_once_callable(failed))


def write_save() -> None:
    screen = page.screen
    store = storage()
    if screen is None or store is None:
        return
    t = screen.table
    stamp = len(t.game.actions) * 8 + (t.viewer if t.viewer is not None else 7)
    if stamp == page.saved_actions:
        return
    page.saved_actions = stamp
    data = t.save()
    data["link"] = page.link
    if page.clock is not None:
        data["clock"] = page.clock.to_json()
    try:
        store.setItem(SAVE_KEY, json.dumps(data, separators=(",", ":")))
    except Exception as exc:  # full or refused: the game goes on unsaved
        js.console.warn(f"could not save the game: {exc}")
    page.saved, page.saved_link, page.saved_clock = t, dict(page.link), page.clock


def saved_summary() -> str | None:
    t = page.saved
    if t is None or t.state.is_over:
        return None
    key = page.saved_link.get("island") or page.saved_link.get("seed") or "?"
    names = ", ".join(s.name for s in t.seats)
    return f"A game on {island_name(key)} is waiting: {names}, turn {t.state.turns}."


# ---------------------------------------------------------------- opening a link


def open_from_link() -> None:
    stop_clocks()
    params, repeated = links.first_values(parse_qsl(str(js.location.search).lstrip("?"), keep_blank_values=True))
    link = links.read_link(params, AI_KINDS)
    for notice in repeated + link.notices:
        notify(notice)
    if repeated:  # the address keeps one value of each parameter
        set_query(link.query())
    stored = storage().getItem(PACE_KEY) if storage() is not None else None
    if link.pace is not None:
        page.pace = link.pace
    elif found(stored) and str(stored).isdigit():
        page.pace = int(str(stored))
    intact = read_save()
    if link.seats and not intact:  # the game the link names may be the one that was lost: ask anew
        set_query(links.game_query(link.island, link.seed))
        show_new_game(link.island, [SeatSpec(k) for k in link.seats], link.tide)
    elif link.seats:
        wanted = link.query()
        in_progress = page.saved is not None and not page.saved.state.is_over
        if in_progress and page.saved_link == wanted:
            resume(page.saved, wanted)
        elif in_progress:
            # A link to another game while one is in progress here: starting it is the player's choice.
            show_new_game(link.island, [SeatSpec(k) for k in link.seats], link.tide)
            page.link_seed = link.seed
            page.confirm_start = True
            render_saves()
            notify("This link starts a new game, and a game is in progress on this device: "
                   "resume that one, or start the new one.")
        else:
            start_game(link.island, link.seed, [SeatSpec(k) for k in link.seats], link.tide)
    else:
        if link.fresh:
            set_query(links.game_query(link.island, link.seed))
        show_new_game(link.island, tide=link.tide)


# ---------------------------------------------------------------- the new-game screen


def clear_game(regions: tuple[str, ...], *, shown: bool) -> None:
    """Empty these regions of the game screen and its log (drawn afresh next), show or hide
    the game screen, and let the page behind any dialog be reached again."""
    page.cache.clear()
    for region in regions:
        by_id(region).innerHTML = ""
    by_id("log").innerHTML = ""
    page.log_shown = 0
    by_id("game").hidden = not shown
    for name in ("game", "topbar"):
        by_id(name).inert = False


def show_new_game(island: int | str, seats: list[SeatSpec] | None = None, tide: bool = False) -> None:
    stop_clocks()
    page.screen = None
    page.generation += 1
    page.form = NewGame(island, AI_KINDS, seats, tide)
    page.island_key = island
    page.island = deal_island(island)
    clear_game(("seats", "board", "status", "supply", "hand", "tray", "sheet", "privacy", "end"), shown=False)
    ng = by_id("newgame")
    page.replay = None
    page.confirm_start = False
    page.imported = None
    page.link_seed = None
    ng.innerHTML = page.form.html(preview(), page.pace, saved_summary(), saves_section())
    ng.hidden = False
    name = island_name(island)
    by_id("island-name").textContent = name
    js.document.title = f"Cinderisle · {name}"
    render_top()
    dataset(screen="new-game", phase="setup", seed=island, turn=None, turns=None, winner=None, privacy=None,
            viewer=None, mode=None, timer=None, decider=None, actions=None, replay_step=None, replay_total=None)


def preview() -> str:
    return board_svg.render_island(page.island, ashcloud=page.island.caldera, title=island_name(page.island_key),
                                   id_prefix="pv")


def choose_island(island: int | str, push: bool = True) -> None:
    """Show another island on the new-game screen (the address follows)."""
    form = page.form
    if form is None:
        return
    try:
        page.island = deal_island(island)
    except Exception as exc:  # a bug, not the player's doing
        js.console.error(f"could not deal island {island}: {exc!r}")
        notify(f"Island {island} could not be dealt; here is Landfall instead.")
        island, page.island = "landfall", landfall()
    form.island = island
    page.island_key = island
    set_query(links.game_query(island, links.LANDFALL_SEED if island == "landfall" else int(island)), push=push)
    by_id("preview").innerHTML = preview()
    by_id("preview-info").textContent = f"{form.island_label()}: tap a tile to read it."
    seed_input = by_id("ng-seed")
    if found(seed_input) and seed_input is not js.document.activeElement:
        seed_input.value = "" if island == "landfall" else str(island)
    for b in js.document.querySelectorAll('[data-action="landfall"]'):
        b.classList.toggle("is-on", island == "landfall")
        b.setAttribute("aria-pressed", "true" if island == "landfall" else "false")
    by_id("island-name").textContent = island_name(island)
    js.document.title = f"Cinderisle · {island_name(island)}"
    dataset(seed=island)


def describe_tile(tile_id: str) -> str:
    island = page.island
    t = TILE_IDS.index(tile_id)
    terrain = board_svg.TERRAIN_NAMES[TERRAINS[island.terrain[t]]]
    number = island.numbers[t]
    if number is None:
        return f"{tile_id} · {terrain}: yields nothing; the Ashcloud starts here."
    dots = DOTS[number]
    return f"{tile_id} · {terrain} {number}: {dots} dot{'s' if dots != 1 else ''} (comes up {dots} times in 36)."


def form_press(action: str, data: dict[str, str]) -> bool:
    """Presses on the new-game screen; True if handled."""
    form = page.form
    if form is None:
        return False
    if action == "ng-add":
        form.add_seat()
    elif action == "ng-remove":
        form.remove_seat(int(data.get("row", "-1")))
    elif action == "ng-colour":
        form.set_colour(int(data.get("row", "-1")), data.get("colour", ""))
    elif action == "landfall":
        choose_island("landfall")
        return True
    elif action == "new-island":
        choose_island(links.fresh_seed())
        return True
    elif action == "start" and saved_summary() is not None:  # a game in progress: ask first
        page.confirm_start = True
        render_saves()
        button = js.document.querySelector('[data-action="start-anew"]')
        if found(button):
            button.focus()
        return True
    elif action in ("start", "start-anew"):
        island = form.island
        seed = links.fresh_seed() if island == "landfall" else int(island)
        if page.link_seed is not None and island == "landfall":
            seed = page.link_seed  # the game the link named (its dice and first seat)
        start_game(island, seed, form.specs(), form.tide, push=True)
        return True
    elif action == "continue":
        if page.saved is not None:
            set_query(page.saved_link, push=True)
            resume(page.saved, dict(page.saved_link))
        return True
    elif action in ("import-resume", "import-replay") and page.imported is not None:
        table, link = page.imported
        page.imported = None
        if action == "import-resume":
            set_query(link, push=True)
            resume(table, link)
        else:
            show_replay(make_replay(table), None, link)
        return True
    elif action in ("export-damaged", "forget-damaged"):
        damaged_press(action, int(data.get("index", "-1")))
        return True
    else:
        return False
    by_id("ng-seats").innerHTML = form.seat_rows_html()
    return True


def damaged_press(action: str, index: int) -> None:
    """Export or forget one damaged save kept aside."""
    items = damaged()
    if not 0 <= index < len(items):
        return
    if action == "export-damaged":
        download(saves.damaged_file_name(index, items[index]), items[index]["save"])
        return
    del items[index]
    store = storage()
    if store is not None:
        if items:
            store.setItem(saves.DAMAGED_KEY, json.dumps(items))
        else:
            store.removeItem(saves.DAMAGED_KEY)
    render_saves()


def on_field(event) -> None:
    """``input``/``change`` on the new-game form and the pace control."""
    target = event.target
    if not hasattr(target, "getAttribute"):
        return
    field = target.getAttribute("data-field")
    if not found(field):
        return
    field = str(field)
    if field == "import":
        if event.type == "change":
            import_file(target)
        return
    if field == "pace":
        set_pace(int(str(target.value)))
        return
    form = page.form
    if form is None:
        return
    row = target.getAttribute("data-row")
    i = int(str(row)) if found(row) else -1
    if field == "name":
        form.set_name(i, str(target.value))
    elif field == "kind" and event.type == "change":
        form.set_kind(i, str(target.value))
        by_id("ng-seats").innerHTML = form.seat_rows_html()
    elif field == "tide":
        form.tide = bool(target.checked)
    elif field == "seed":
        seed = links.parse_seed(str(target.value))
        if seed:
            if seed != form.island:
                choose_island(seed, push=False)
        elif str(target.value).strip():
            by_id("preview-info").textContent = f"Island numbers run from 1 to {links.MAX_SEED:,}."


def set_pace(pace: int) -> None:
    page.pace = max(0, min(links.MAX_PACE, pace))
    store = storage()
    if store is not None:
        store.setItem(PACE_KEY, str(page.pace))
    params = query()
    if "pace" in params:
        params["pace"] = str(page.pace)
        url = str(js.location.pathname) + "?" + urlencode(params, safe=",")
        js.history.replaceState(js.history.state, "", url)
    dataset(pace=page.pace)
    schedule()


# ---------------------------------------------------------------- the game screen


def start_game(island: int | str, seed: int, specs: list[SeatSpec], tide: bool, push: bool = False) -> None:
    kinds = tuple(s.kind for s in specs)
    config = GameConfig(
        seats=len(specs), seed=seed, island=None if island == seed else island, tide=tide,
        players=kinds, names=tuple(s.name for s in specs),
    )
    table = Table(config, specs)
    link = links.game_query(island, seed, kinds, tide)
    set_query(link, push=push)
    show_game(table, link, island)


def resume(table: Table, link: dict[str, str]) -> None:
    if len(table.humans()) > 1:
        table.viewer = None  # a reload shows the privacy screen again: nobody's hand is on view
    island = table.game.config.island_key
    # The saved game's running clock goes on where it was (a reload does not buy time).
    show_game(table, link, island, page.saved_clock if table is page.saved else None)


def show_game(table: Table, link: dict[str, str], island: int | str, clock: saves.Clock | None = None) -> None:
    stop_clocks()
    page.clock = clock
    page.generation += 1
    page.form = None
    page.replay = None
    by_id("newgame").innerHTML = ""
    by_id("newgame").hidden = True
    page.screen = Screen(table)
    page.ai_errors_shown = len(table.ai_errors)
    page.link = dict(link)
    page.island_key = island
    page.island = table.game.island
    page.cache.clear()
    page.end_hidden = False
    page.layer, page.opener = "", None
    page.rolls_shown = -1
    page.harvests_shown = None
    page.saved_actions = -1
    by_id("log").innerHTML = ""
    page.log_shown = 0
    by_id("game").hidden = False
    name = island_name(island)
    by_id("island-name").textContent = name
    js.document.title = f"Cinderisle · {name}"
    dataset(screen="game", seed=island, replay_step=None, replay_total=None)
    update()


def render_top() -> None:
    """The top bar's buttons: Share, the AI pace, New game / Results."""
    screen = page.screen
    parts = []
    if page.replay is not None:
        parts.append(panels.button("Export record", "export-record", cls="btn"))
        parts.append(panels.button("Leave the replay", "replay-exit", cls="btn"))
    if screen is not None:
        if any(screen.table.is_ai(i) for i in range(screen.state.n)):
            paces = {0: "Instant", links.PACES["brisk"]: "Brisk", links.PACES["calm"]: "Calm", links.PACES["slow"]: "Slow"}
            if page.pace not in paces:
                paces[page.pace] = f"{page.pace} ms"
            options = "".join(
                panels.tag("option", panels.esc(label), value=v, selected=v == page.pace)
                for v, label in sorted(paces.items()))
            parts.append(panels.tag("label", panels.tag("span", "AI pace", cls="pace-word")
                                    + panels.tag("select", options, data_field="pace", id="pace"), cls="pace"))
        parts.append(panels.button("Share", "share", cls="btn"))
        parts.append(panels.button("Export record", "export-record", cls="btn", title="Download the game record"))
        if screen.state.is_over and page.end_hidden:
            parts.append(panels.button("Results", "show-end", cls="btn"))
        parts.append(panels.button("New game", "new-game", cls="btn"))
    set_html("top-actions", "".join(parts))


def update() -> None:
    """Draw what changed, then schedule the AI and the clocks, then save."""
    screen = page.screen
    if screen is None:
        return
    focus = focus_key()
    s = screen.view
    t = screen.table
    frame = screen.frame()
    set_board(board_svg.render_island_layers(
        page.island, state=frame.view, colours=frame.colours(), names=frame.names(), pressable=screen.pressable(),
        rolled=frame.rolled(), recent=frame.recent, title=island_name(page.island_key), tight=True,
    ))
    set_html("seats", panels.seats_html(frame))
    set_html("status", panels.status_html(frame))
    set_html("supply", panels.supply_html(frame))
    set_html("hand", panels.hand_html(frame))
    set_html("tray", panels.tray_html(frame))
    set_html("sheet", panels.sheet_html(frame))
    set_html("privacy", panels.privacy_html(frame))
    set_html("end", "" if page.end_hidden else end_screen(frame))
    render_top()
    render_log(t.log)
    if len(s.rolls) != page.rolls_shown:
        fresh = len(s.rolls) > page.rolls_shown and page.rolls_shown >= 0
        page.rolls_shown = len(s.rolls)
        dice = js.document.querySelector("#status .dice")
        if fresh and found(dice):
            dice.classList.add("is-fresh")
    privacy = screen.privacy()
    # Behind the privacy screen nothing moves; at the Instant pace neither do the AI seats' turns.
    fly_collected(t, still=privacy is not None or (page.pace == 0 and t.is_ai(s.turn_seat)))
    viewer = screen.viewer()
    dataset(
        screen="over" if s.is_over else "game",
        phase=s.phase.label, turn=s.turn_seat, turns=s.turns, decider=t.decider,
        winner=s.winner if s.is_over else None,
        privacy="1" if privacy is not None else "0",
        viewer=viewer if viewer is not None else "",
        mode=frame.active, actions=len(t.game.actions), pace=page.pace,
        sheet=screen.sheet, roll=s.last_roll or "",
    )
    overlay = bool(privacy is not None or screen.sheet or (s.is_over and not page.end_hidden))
    js.document.body.classList.toggle("has-overlay", overlay)
    for name in ("game", "topbar"):  # a dialog on top: the page behind it cannot be reached
        by_id(name).inert = overlay
    restore_focus(focus)
    follow_dialogs(focus)
    write_save()
    run_clock()
    schedule()


MAX_FLIGHTS = 12
"""Cards flown at most in one drawing (the rest arrive without flying)."""


def fly_collected(table: Table, still: bool) -> None:
    """Cards flying from the tiles that paid to the seats that collected them since the last
    drawing (rolls, Bountiful Tides, second hearths; the table's harvest events): about 300 ms,
    nothing waits on them, none when ``still`` or under ``prefers-reduced-motion``.  What was
    collected is public."""
    shown, page.harvests_shown = page.harvests_shown, len(table.harvests)
    if shown is None or still or js.window.matchMedia("(prefers-reduced-motion: reduce)").matches:
        return
    flights = [(e.seat, e.resource, e.tile) for e in table.harvests[shown:] for _ in range(min(3, e.count))]
    flights = flights[:MAX_FLIGHTS]
    if not flights:
        return
    # Positions are read when the browser lays the new drawing out anyway (reading them now would
    # force a layout of the whole page inside this call).
    js.requestAnimationFrame(create_once_callable(lambda *_: _launch(flights)))


def _launch(flights: list[tuple[int, int, int]]) -> None:
    doc = js.document
    chips = []
    for i, (seat, r, tile) in enumerate(flights):
        res = RESOURCES[r]
        source = doc.querySelector(f'#board [data-tile="{TILE_IDS[tile]}"]')
        target = doc.querySelector(f'[data-hand-seat="{seat}"]')  # the viewer's own hand, if on the screen
        if not found(target):
            target = doc.querySelector(f'[data-seat-card="{seat}"]')
        if not (found(source) and found(target)):
            continue
        a, b = source.getBoundingClientRect(), target.getBoundingClientRect()
        x0, y0 = a.left + a.width / 2, a.top + a.height / 2
        dx, dy = b.left + b.width / 2 - x0, b.top + b.height / 2 - y0
        chip = doc.createElement("div")
        chip.className = f"fly res-{res}"
        chip.setAttribute("aria-hidden", "true")
        chip.innerHTML = panels.res_icon(r)
        chip.style.left, chip.style.top = f"{x0:.0f}px", f"{y0:.0f}px"
        doc.body.appendChild(chip)
        frames = [{"transform": "translate(-50%, -50%)", "opacity": 1},
                  {"transform": f"translate(calc(-50% + {dx:.0f}px), calc(-50% + {dy:.0f}px)) scale(0.6)",
                   "opacity": 0.3}]
        timing = {"duration": 300, "delay": 40 * i, "easing": "ease-in", "fill": "backwards"}
        chip.animate(to_js(frames, dict_converter=js.Object.fromEntries),
                     to_js(timing, dict_converter=js.Object.fromEntries))
        chips.append(chip)
    if chips:
        page.flown += len(chips)
        dataset(flown=page.flown)
        js.setTimeout(create_once_callable(lambda *_: [c.remove() for c in chips]), 400 + 40 * len(chips))


def end_screen(frame: Frame) -> str:
    """The results, with the pictures from ``charts`` (without them if they fail)."""
    if not frame.view.is_over:
        return ""
    try:
        import charts  # another part of the site: the end-of-game pictures (loaded when first needed)

        return panels.end_html(frame, charts)
    except Exception as exc:  # the pictures are another module's: the results must still show
        js.console.warn(f"the end-of-game pictures failed: {exc!r}")
        return panels.end_html(frame, None)


def render_log(lines: list[str]) -> None:
    box = by_id("log")
    if len(lines) < page.log_shown:
        box.innerHTML = ""
        page.log_shown = 0
    new = lines[page.log_shown:]
    if not new:
        return
    for line in new[-60:]:
        li = js.document.createElement("li")
        li.textContent = line
        box.appendChild(li)
    page.log_shown = len(lines)
    announce(new)
    while box.childElementCount > 150:
        box.firstElementChild.remove()
    # Scroll when the browser lays the page out anyway: reading scrollHeight here would force a
    # layout of the whole page (the new board included) inside this call.
    js.requestAnimationFrame(_scroll_log)


@create_proxy
def _scroll_log(*_) -> None:
    box = by_id("log")
    if found(box):
        box.scrollTop = box.scrollHeight


def is_body(el) -> bool:
    """True for ``<body>`` (where focus goes when the focused element is redrawn)."""
    return str(getattr(el, "tagName", "")).upper() == "BODY"


def site_selector(el) -> str:
    """A selector that finds a pressable board site (corner, edge or tile) again."""
    for name in ("corner", "edge", "tile"):
        value = el.getAttribute("data-" + name)
        if found(value):
            return f'#board .is-pressable[data-{name}="{value}"]'
    return ""


def board_sites() -> list[a11y.Site]:
    """The board's pressable sites with their centres (SVG units), in document order."""
    return [
        (site_selector(el), float(str(el.getAttribute("data-x"))), float(str(el.getAttribute("data-y"))))
        for el in js.document.querySelectorAll("#board .is-pressable[data-x]")
    ]


def focus_site(el) -> bool:
    """Move keyboard focus to a board site, keeping it the only one in the Tab order
    (roving tabindex); False if it could not take focus (e.g. behind a dialog)."""
    for other in js.document.querySelectorAll('#board .is-pressable[tabindex="0"]'):
        other.setAttribute("tabindex", "-1")
    el.setAttribute("tabindex", "0")
    el.focus(js.Object.fromEntries([["preventScroll", True]]))
    return bool(el.matches(":focus"))


def board_focus_key(el) -> str | None:
    """``board|<selector>`` when a board site has focus (or had it and lost it to a redraw);
    ``board|`` on the privacy screen's button, so a player who taps in lands on the board."""
    if found(el) and hasattr(el, "closest") and not is_body(el):
        site = el.closest("#board .is-pressable")
        page.board_focus = found(site) or found(el.closest("#privacy [data-action]"))
        return ("board|" + (site_selector(site) if found(site) else "")) if page.board_focus else None
    return "board|" if page.board_focus else None


def restore_board_focus(selector: str) -> None:
    """Give focus back to the same site if it still glows, else to the first glowing one."""
    target = js.document.querySelector(selector) if selector else None
    if not found(target):
        target = js.document.querySelector('#board .is-pressable[tabindex="0"]')
    page.board_focus = not (found(target) and focus_site(target))


def announce(new: list[str]) -> None:
    """Say new log lines to a screen reader while the log is folded away (a closed
    ``<details>`` is not rendered, so its live region would stay silent)."""
    live = by_id("log-live")
    if found(live):
        live.textContent = "" if by_id("log-box").open else " ".join(new[-3:])


def open_layer() -> str:
    """The dialog on top of the game now: ``privacy``, ``sheet``, ``end`` or ``""``."""
    screen = page.screen
    if screen is None:
        return ""
    if screen.privacy() is not None:
        return "privacy"
    if screen.sheet:
        return "sheet"
    return "end" if screen.state.is_over and not page.end_hidden else ""


def follow_dialogs(before: str | None) -> None:
    """Keyboard focus follows the dialogs: into one that opens (its first control), and
    back to the button that opened a sheet when the sheet closes."""
    layer = open_layer()
    el = js.document.activeElement
    lost = not found(el) or is_body(el)
    if layer and layer != page.layer:
        if layer == "sheet" and not page.layer:
            page.opener = before if before and not before.startswith("board|") else None
        box = by_id(layer)
        if lost or not box.contains(el):
            target = box.querySelector("[data-action]:not([disabled])")
            if found(target):
                target.focus(js.Object.fromEntries([["preventScroll", True]]))
    elif not layer and page.layer == "sheet" and page.opener:
        target = js.document.querySelector(page.opener)
        if lost and found(target):
            target.focus(js.Object.fromEntries([["preventScroll", True]]))
        page.opener = None
    page.layer = layer


def focus_key() -> str | None:
    el = js.document.activeElement
    board = board_focus_key(el)
    if board is not None:
        return board
    if not found(el) or not hasattr(el, "getAttribute") or not found(el.getAttribute("data-action")):
        return None
    parts = []
    for name in ("data-action", "data-kind", "data-res", "data-seat", "data-draft", "data-delta", "data-sheet",
                 "data-number", "data-via"):
        value = el.getAttribute(name)
        if found(value):
            parts.append(f'[{name}="{value}"]')
    return "".join(parts)


def restore_focus(selector: str | None) -> None:
    if not selector:
        return
    el = js.document.activeElement
    if found(el) and not is_body(el):
        return
    if selector.startswith("board|"):
        restore_board_focus(selector[len("board|"):])
        return
    target = js.document.querySelector(selector)
    if found(target):
        target.focus(js.Object.fromEntries([["preventScroll", True]]))


# ---------------------------------------------------------------- the AI and the clocks


def schedule() -> None:
    """Ask for the next AI step, one tick at a time."""
    screen = page.screen
    if screen is None or page.ai_handle is not None:
        return
    delay = screen.ai_delay(page.pace)
    if delay is None:
        return
    generation = page.generation

    def draw(*_):
        page.ai_handle = None
        if page.generation == generation and page.screen is not None:
            update()

    def tick(*_):
        page.ai_handle = None
        if page.generation != generation or page.screen is None:
            return
        done = 0
        try:
            done = page.screen.ai_steps(page.pace)
        finally:
            for error in page.screen.table.ai_errors[page.ai_errors_shown:]:
                js.console.warn(f"an AI seat failed; an ai-easy choice was played instead: {error}")
            page.ai_errors_shown = len(page.screen.table.ai_errors)
            if done == 0 and page.screen.table.ai_thinking:
                schedule()  # nothing to draw yet: think on next tick
            else:
                # Draw in a task of its own: thinking (up to ~30 ms) and drawing (the board's
                # SVG) never add up in one call on the page's thread.
                page.ai_handle = js.setTimeout(create_once_callable(draw), 0)

    page.ai_handle = js.setTimeout(create_once_callable(tick), delay)


def clear_timers() -> None:
    """Stop the running game clock's timeout and countdown."""
    for handle in page.timer_handles:
        js.clearTimeout(handle)
        js.clearInterval(handle)
    page.timer_handles = []


def stop_clocks() -> None:
    if page.ai_handle is not None:
        js.clearTimeout(page.ai_handle)
        page.ai_handle = None
    clear_timers()
    page.timer_key = None
    box = by_id("countdown")
    if found(box):
        box.hidden = True
        box.innerHTML = ""
    dataset(timer=None)


def run_clock() -> None:
    """Start, keep or stop the clock the game needs now (Exchange Board, discards)."""
    screen = page.screen
    timer = screen.timer() if screen is not None else None
    key = (page.generation, timer.key) if timer is not None else None
    if key == page.timer_key:
        return
    clear_timers()
    page.timer_key = key
    box = by_id("countdown")
    if timer is None:
        box.hidden = True
        box.innerHTML = ""
        dataset(timer=None)
        return
    now = float(js.Date.now())
    left = page.clock.left_ms(timer.key, now, timer.seconds) if page.clock is not None else None
    if left is None:  # a new clock: kept in the save
        left = timer.seconds * 1000
        page.clock = saves.Clock(list(timer.key), now + left)
        page.saved_actions = -1
        write_save()
    page.deadline = now + left
    label = {"offer": "Answers close in", "confirm": "Confirm within", "discard": "Return cards within"}[timer.kind]
    box.innerHTML = (
        f'<span class="cd-label">{label}</span> <b class="cd-n" id="cd-n"></b>'
        f'<span class="cd-bar"><span class="cd-fill" id="cd-fill"></span></span>'
    )
    box.setAttribute("data-kind", timer.kind)
    box.hidden = False
    total = timer.seconds

    def show(*_):
        left = max(0.0, (page.deadline - float(js.Date.now())) / 1000)
        n = by_id("cd-n")
        if found(n):
            n.textContent = f"{int(-(-left // 1))} s"
        fill = by_id("cd-fill")
        if found(fill):
            fill.style.transform = f"scaleX({left / total:.3f})"
        dataset(timer=int(-(-left // 1)))

    def expire(*_):
        if page.timer_key != key or page.screen is None:
            return
        show()
        page.screen.timeout()
        update()

    show()
    tick_proxy = create_proxy(show)
    _proxies.append(tick_proxy)
    page.timer_handles.append(js.setInterval(tick_proxy, 1000))
    page.timer_handles.append(js.setTimeout(create_once_callable(expire), left))


# ---------------------------------------------------------------- presses


def on_click(event) -> None:
    target = event.target
    if not hasattr(target, "closest"):
        return
    el = target.closest("[data-action]")
    if found(el):
        if el.disabled if hasattr(el, "disabled") else False:
            return
        data = {str(k): str(v) for k, v in js.Object.entries(el.dataset)}
        press(data["action"], data, el)
        return
    site = target.closest(".is-pressable")
    if found(site) and page.screen is not None:
        site = nearest_site(site, event)
        data = {str(k): str(v) for k, v in js.Object.entries(site.dataset)}
        page.screen.press({"action": "site", **{k: v for k, v in data.items() if k in ("corner", "edge", "tile")}})
        update()
        return
    tile = target.closest("[data-tile]")
    if found(tile) and page.form is not None:
        info = by_id("preview-info")
        if found(info):
            info.textContent = describe_tile(str(tile.dataset.tile))


REPLAY_KEYS = {"ArrowLeft": "replay-back", "ArrowRight": "replay-next", "Home": "replay-start", "End": "replay-end"}


def on_window_key(event) -> None:
    """In a replay, the arrow keys (and Home, End) step, wherever the focus is (but a field)."""
    key = str(event.key)
    if page.replay is None or key not in REPLAY_KEYS or event.altKey or event.ctrlKey or event.metaKey:
        return
    target = event.target
    if hasattr(target, "tagName") and str(target.tagName) in ("INPUT", "SELECT", "TEXTAREA"):
        return
    event.preventDefault()
    replay_press(REPLAY_KEYS[key])


def nearest_site(site, event):
    """Where the 44 px hit areas of glowing sites overlap, a tap means the nearest one."""
    svg = site.ownerSVGElement if hasattr(site, "ownerSVGElement") else None
    if not found(svg) or int(event.detail or 0) < 1 or not found(site.getAttribute("data-x")):
        return site  # a click without a pointer position (keyboard, a script)
    ctm = svg.getScreenCTM()
    if not found(ctm):
        return site
    point = js.DOMPoint.new(event.clientX, event.clientY).matrixTransform(ctm.inverse())
    name = a11y.nearest((float(point.x), float(point.y)), board_sites())
    closest = js.document.querySelector(name) if name else None
    return closest if found(closest) else site


def on_key(event) -> None:
    """Keys on a glowing site: Enter or Space presses it, as a tap does; the arrow keys
    move to the nearest glowing site that way, Home and End to the first and last.
    Anywhere: Escape closes an open sheet or the results."""
    key = str(event.key)
    target = event.target
    if key == "Escape" and page.screen is not None and open_layer() in ("sheet", "end"):
        event.preventDefault()  # Escape closes a sheet, or folds the results away
        if open_layer() == "sheet":
            press("sheet", {"action": "sheet", "sheet": ""}, None)
        else:
            press("hide-end", {}, None)
        return
    if not (hasattr(target, "classList") and target.classList.contains("is-pressable")) or page.screen is None:
        return
    if key in ("Enter", " "):
        event.preventDefault()
        data = {str(k): str(v) for k, v in js.Object.entries(target.dataset)}
        page.screen.press({"action": "site", **{k: v for k, v in data.items() if k in ("corner", "edge", "tile")}})
        update()
    elif key in a11y.ARROWS or key in ("Home", "End"):
        event.preventDefault()  # the arrows would scroll the page
        sites = board_sites()
        if not sites:
            return
        if key == "Home":
            name = sites[0][0]
        elif key == "End":
            name = sites[-1][0]
        else:
            here = (float(str(target.getAttribute("data-x"))), float(str(target.getAttribute("data-y"))))
            name = a11y.arrow_target(here, sites, key)
        el = js.document.querySelector(name) if name else None
        if found(el):
            focus_site(el)


def press(action: str, data: dict[str, str], el) -> None:
    if action == "dismiss":
        note = el.closest(".notice")
        if found(note):
            note.remove()
        return
    if action == "share":
        share()
        return
    if action == "export-record":
        export_record()
        return
    if action.startswith("replay-"):
        replay_press(action)
        return
    if action == "new-game":
        screen = page.screen
        specs = screen.table.seats if screen is not None else None
        tide = screen.state.tide if screen is not None else False
        island = page.island_key
        set_query(links.game_query(island, links.LANDFALL_SEED if island == "landfall" else int(island)), push=True)
        show_new_game(island, list(specs) if specs else None, tide)
        return
    if action == "replay" and page.screen is not None and page.screen.state.is_over:
        show_replay(make_replay(page.screen.table), page.screen.table, page.link)
        return
    if action == "rematch" and page.screen is not None:
        t = page.screen.table
        start_game(page.island_key, links.fresh_seed(), list(t.seats), t.state.tide, push=True)
        return
    if action == "hide-end":
        page.end_hidden = True
        update()
        return
    if action == "show-end":
        page.end_hidden = False
        update()
        return
    if form_press(action, data):
        return
    if page.screen is not None:
        page.screen.press(data)
        update()


# ---------------------------------------------------------------- replay


def make_replay(table: Table) -> "Replay":
    from replay import Replay  # loaded when first needed

    return Replay(table)


def show_replay(replay: "Replay", back: Table | None, link: dict[str, str]) -> None:
    """Step through a finished (or imported) game.  Nothing is saved meanwhile: the game in
    progress on the device, if any, stays as it was."""
    stop_clocks()
    page.generation += 1
    page.form = None
    page.screen = None
    page.replay = replay
    page.replay_back = (back, dict(link)) if back is not None else None
    page.link = dict(link)
    page.island = replay.game.island
    page.island_key = replay.game.config.island_key
    by_id("newgame").innerHTML = ""
    by_id("newgame").hidden = True
    clear_game(("tray", "sheet", "privacy", "end"), shown=True)
    js.document.body.classList.remove("has-overlay")
    name = f"Replay · {island_name(page.island_key)}"
    by_id("island-name").textContent = name
    js.document.title = f"Cinderisle · {name}"
    render_replay()


def render_replay() -> None:
    replay = page.replay
    if replay is None:
        return
    focus = focus_key()
    frame = replay.frame()
    s = frame.view
    set_board(board_svg.render_island_layers(
        page.island, state=s, colours=frame.colours(), names=frame.names(),
        rolled=frame.rolled(), recent=frame.recent, title=island_name(page.island_key), tight=True,
    ))
    set_html("seats", panels.seats_html(frame))
    set_html("status", replay.controls_html())
    set_html("supply", panels.supply_html(frame))
    set_html("hand", replay.hands_html())
    render_top()
    render_log(replay.shown_log())
    dataset(
        screen="replay", replay_step=replay.step, replay_total=replay.total, phase=s.phase.label,
        turn=s.turn_seat, turns=s.turns, decider=s.actor, winner=s.winner if s.is_over else None,
        privacy="0", viewer="", mode="", actions=replay.actions_done, sheet="", roll=s.last_roll or "",
        seed=page.island_key, timer=None,
    )
    target = js.document.querySelector(focus) if focus and not focus.startswith("board|") else None
    if found(target) and not target.disabled:  # the pressed step button keeps the focus
        target.focus(js.Object.fromEntries(to_js([["preventScroll", True]])))


def replay_press(action: str) -> None:
    replay = page.replay
    if replay is None:
        return
    if action == "replay-exit":
        back = page.replay_back
        dataset(replay_step=None, replay_total=None)
        if back is not None:
            show_game(back[0], back[1], back[0].game.config.island_key)
        else:
            key = page.island_key
            set_query(links.game_query(key, links.LANDFALL_SEED if key == "landfall" else int(key)), push=True)
            show_new_game(key, list(replay.final.seats), replay.final.state.tide)
        return
    if replay.press(action):
        render_replay()


def share() -> None:
    href = str(js.location.href)

    def done(*_):
        toast("Link copied: anyone who opens it gets this island, these seats and these dice.")

    def failed(*_):
        toast(f"Share this link: {href}")

    clipboard = getattr(js.navigator, "clipboard", None)
    if not found(clipboard):
        failed()
        return
    clipboard.writeText(href).then(create_once_callable(done), create_once_callable(failed))


def toast(message: str) -> None:
    """A short message that goes away by itself (role=status)."""
    box = by_id("toast")
    box.textContent = message
    box.hidden = False
    page.toasts += 1
    mine = page.toasts

    def hide(*_):
        if page.toasts == mine:
            box.hidden = True

    js.setTimeout(create_once_callable(hide), 5000)


def on_popstate(_event) -> None:
    by_id("notices").replaceChildren()
    open_from_link()


def start() -> None:
    by_id("sprite").innerHTML = board_svg.sprite()
    root = by_id("app")
    for target, kind, handler in (
        (root, "click", on_click),
        (root, "input", on_field),
        (root, "change", on_field),
        (root, "keydown", on_key),
        (js.window, "popstate", on_popstate),
        (js.window, "keydown", on_window_key),
    ):
        proxy = create_proxy(handler)
        _proxies.append(proxy)
        target.addEventListener(kind, proxy)
    wide = js.window.matchMedia("(min-width: 900px) and (orientation: landscape)").matches
    by_id("log-box").open = bool(wide)
    open_from_link()
    html = js.document.documentElement
    html.dataset.readyMs = str(round(js.performance.now()))
    html.dataset.ready = "true"
