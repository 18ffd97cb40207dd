"""The address and the screens: which screen a link opens (``links`` reads it), and every
move from one screen to another (start, resume, rematch, replay, back to a new game).

A link to a game starts it at once, beside the games in progress on this device; a link to a
game that is saved here resumes it when this tab played it last (a reload), and else offers
to resume it; a save that cannot be used is kept aside and the new-game screen shows.  A new
game when the list is full (``gamelist.MAX_GAMES``) asks which game to let go first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine import clocks as table_clocks
from engine.island import LANDFALL
from engine.seats import AI_KINDS

import lazy
from glue import clocks, newgame_screen, rules_dialog, storage, tabs, walkthrough
from glue.dom import by_id, create_once_callable, found, notify, set_query, toast, window
from glue.model import drawn, ui
from model import gamelist, links, newgame
from model.seating import SeatSpec
from words import catalog
from words.things import island_words

if TYPE_CHECKING:
    from glue import game_screen, replay_screen
    from model import adapter as records
    from model import coach as coaching
    from model import table as tables
    from model.coach import Coach
    from model.table import Table
    from update import messages as msg
else:  # (the game's modules: imported for the first game, or once the first screen is up)
    msg = lazy.module("update.messages")  # (warmed up after the first screen: glue/startup)
    coaching = lazy.module("model.coach")
    tables = lazy.module("model.table")
    records = lazy.module("model.adapter")
    game_screen = lazy.module("glue.game_screen")
    replay_screen = lazy.module("glue.replay_screen")

__all__ = ["navigate", "on_popstate", "open_from_link", "share", "start_game"]


def open_from_link() -> None:
    """Open what the address names: a game (started, resumed, or asked about), or the new-game
    screen on an island."""
    clocks.stop_clocks()
    params, repeated = links.first_values(links.parse_query(str(window.location.search)))
    remembered = storage.read_settings()  # the link's parameters win over these
    link = links.read_link(params, AI_KINDS, unnamed=newgame.unnamed_island(remembered))
    for notice in repeated + link.notices:
        notify(notice)
    if repeated:  # the address keeps one value of each parameter
        set_query(link.query())
    stored = storage.read_pace()
    if link.pace is not None:
        ui.pace = link.pace
    elif stored is not None:
        ui.pace = stored
    # The table's clocks: the link's, else this device's last choice (Relaxed until it chose).
    clocks_now = link.clocks or (remembered.clocks if remembered is not None else newgame.DEFAULT_CLOCKS)
    lost = drawn.kept_aside
    migrated = storage.migrate()  # (the older page's single save, into the list)
    entries = storage.games()
    specs = [SeatSpec(k) for k in link.seats or ()]
    if link.seats and drawn.kept_aside > lost:  # the game the link names may be the one that was lost: ask anew
        set_query(links.game_query(link.island, link.seed, rules=link.rules))
        newgame_screen.show(link.island, specs, link.tide, clocks_now, rules=link.rules)
    elif link.seats:
        config = _config(link.island, link.seed, specs, link.tide, clocks_now, rules=link.rules)
        # (a link that names no clocks names the game whatever its clocks: the device's own choice)
        same = gamelist.find_same(entries, config.to_dict(), link.seats, aside=() if link.clocks else ("clocks",))
        if same is not None and same.id in (storage.tab_game(), migrated):
            resume_saved(same.id)  # a reload (or the older page's save): on where it was
        elif same is not None:
            # The link names a game saved here: resuming it is offered first.
            newgame_screen.show(link.island, specs, link.tide, clocks_now, gamelist.Prompt("offer", same.id),
                                rules=link.rules)
            ui.link_game = (link.island, link.seed)
        else:
            when_room(lambda: start_game(link.island, link.seed, specs, link.tide, clocks=clocks_now, rules=link.rules),
                      lambda: newgame_screen.show(link.island, specs, link.tide, clocks_now, rules=link.rules),
                      _words(link.island, specs))
    else:
        # The rule set: the link's (rules=living opens the form on Living Island), else this
        # device's last choice (Cinderisle until it chose, and for settings kept before the choice).
        rules = link.rules if "rules" in params or remembered is None else remembered.rules
        if link.fresh:
            set_query(links.game_query(link.island, link.seed, rules=rules))
        tide = link.tide if "tide" in params or remembered is None else remembered.tide
        newgame_screen.show(link.island, remembered.specs() if remembered else None, tide, clocks_now, rules=rules)


def _words(island: int | str, specs: list[SeatSpec]) -> str:
    """The new game in words (which the list's question names)."""
    return catalog.ngettext("the new game on {island} ({n} seat)", "the new game on {island} ({n} seats)",
                            len(specs)).format(island=island_words(island), n=len(specs))


def when_room(start: Callable[[], None], form: Callable[[], None] | None, what: str) -> None:
    """Start a new game once the list has room for it: at once when it has; else the new-game
    screen (``form`` shows it, when it is not on show) asks which game to let go, and starts it
    then."""
    if len(storage.games()) < gamelist.MAX_GAMES:
        start()
        return
    if form is not None:
        form()
    ui.pending = start
    ui.prompt = gamelist.Prompt("room", what=what)
    newgame_screen.render_games(focus='[data-prompt] [data-action="let-go"]')


def on_popstate(_event: Any) -> None:
    """Back and Forward (or a new ``#rules-<name>`` in the address): open what the address
    names now.  A finished game on the screen stays when the address still names it (only its
    ``#rules-`` part changed, or Back came to where it was before the rules opened): opened from
    the link again, it was no longer in progress, and the link's game began anew in its place,
    its results gone."""
    address = str(window.location.hash)
    rules_dialog.close_rules(restore=False)
    by_id("notices").replaceChildren()
    screen = ui.screen
    if screen is None or not screen.match.is_over or str(window.location.search) != drawn.game_search:
        open_from_link()
    rules_dialog.open_from_address(address)


def _config(island: int | str, seed: int, specs: list[SeatSpec], tide: bool,
            clocks: str = newgame.DEFAULT_CLOCKS, coach: Coach | None = None,
            rules: str = links.CINDERISLE) -> records.GameConfig:
    """The config of a new game; ``clocks`` the table's (a coached game runs none: Off)."""
    kinds = tuple(s.kind for s in specs)
    return records.GameConfig(
        seats=len(specs), seed=seed, island=None if island == seed else island, tide=tide,
        players=kinds, names=tuple(s.name for s in specs), clocks=table_clocks.OFF if coach is not None else clocks,
        rules=rules,
    )


def _play(table: Table, link: dict[str, str], clock: Any = None, coach: Coach | None = None,
          game_id: str | None = None) -> None:
    """Show ``table``'s game, saved under ``game_id`` (a new game: a new id), played in this tab."""
    ui.game_id = game_id or storage.new_game_id()
    storage.set_tab_game(ui.game_id)
    tabs.claim(ui.game_id)
    game_screen.show(table, link, table.match.config.island_key, clock, coach)
    # The first Living Island game on this device: what is new, in a few steps (never coached).
    walkthrough.offer(table.match.config.rule_set.living_board, coach is not None, table.match.is_over)


def start_game(island: int | str, seed: int, specs: list[SeatSpec], tide: bool, push: bool = False,
               coach: Coach | None = None, clocks: str = newgame.DEFAULT_CLOCKS, rules: str = links.CINDERISLE) -> None:
    """A new game on the screen; ``clocks`` the table's (a coached game runs none: Off)."""
    kinds = tuple(s.kind for s in specs)
    table = tables.Table(_config(island, seed, specs, tide, clocks, coach, rules), specs)
    link = links.game_query(island, seed, kinds, tide, table.match.config.rules)
    set_query(link, push=push)
    _play(table, link, coach=coach)


def learn() -> None:
    """"Learn to play": Landfall, the player and three ai-easy seats, the coach's seed, a coach."""
    start_game(coaching.COACH_ISLAND, coaching.COACH_SEED, list(coaching.coach_seats()), False, push=True,
               coach=coaching.Coach())


def resume(table: Table, link: dict[str, str], game_id: str | None = None, clock: Any = None,
           coach: Coach | None = None) -> None:
    if len(table.humans()) > 1:
        table.viewer = None  # a reload shows the privacy screen again: nobody's hand is on view
    _play(table, link, clock, coach, game_id)


def resume_saved(game_id: str, push: bool = False) -> bool:
    """Resume the saved game ``game_id`` where it was (its running clock goes on from where it
    was: a reload does not buy time).  False if it could not be (gone, or kept aside: then the
    new-game screen shows, with a notice)."""
    saved = storage.load_game(game_id)
    if saved is None:
        if ui.form is None:
            _new_game(ui.island_key, None, False)
        else:
            newgame_screen.render_games()
            newgame_screen.render_saves()  # (a damaged save kept aside is offered there)
        return False
    set_query(saved.link, push=push)
    resume(saved.table, dict(saved.link), game_id, saved.clock,
           coaching.Coach(saved.coach) if saved.coach is not None else None)
    return True


def _new_game(island: int | str, seats: list[SeatSpec] | None, tide: bool, clocks: str | None = None,
              rules: str | None = None) -> None:
    """The new-game screen, from a game or a replay: its seats, Tide deck, clocks and rule set (a
    coached game's Off clocks are not the table's: the device's own choice then; no rule set:
    the device's own choice)."""
    remembered = storage.read_settings() if clocks is None or rules is None else None
    if clocks is None:
        clocks = remembered.clocks if remembered is not None else newgame.DEFAULT_CLOCKS
    if rules is None:
        rules = remembered.rules if remembered is not None else newgame.CINDERISLE
    set_query(links.game_query(island, links.LANDFALL_SEED if island == LANDFALL else int(island), rules=rules),
              push=True)
    newgame_screen.show(island, seats, tide, clocks, rules=rules)


def _replay(table: Table, back: Table | None, link: dict[str, str], coach: Coach | None = None) -> None:
    replay_screen.show(replay_screen.make(table), back, link, coach)


def _start_from_form() -> None:
    form = ui.form
    if form is None:
        return
    storage.write_settings(form)  # the next new game opens with these
    storage.write_pace(ui.pace)
    island = form.island
    seed = links.fresh_seed() if island == LANDFALL else int(island)
    if ui.link_game is not None and ui.link_game[0] == island:
        seed = ui.link_game[1]  # the game the link named (its dice and first seat)
    start_game(island, seed, form.specs(), form.tide, push=True, clocks=form.clocks, rules=form.rules)


def _offered(form: newgame.NewGame) -> bool:
    """Start on a numbered island with the seats of a game saved here: the same game (its seed
    is the island's), so resuming it is offered first (True)."""
    if form.island == LANDFALL:
        return False  # (a fresh game seed: never a saved game)
    island, seed = form.island, int(form.island)
    config = _config(island, seed, form.specs(), form.tide, form.clocks, rules=form.rules)
    same = gamelist.find_same(storage.games(), config.to_dict(), form.kinds())
    if same is None:
        return False
    ui.prompt, ui.pending = gamelist.Prompt("offer", same.id), None
    ui.link_game = (island, seed)
    newgame_screen.render_games(focus='[data-prompt] [data-action="resume"]')
    return True


def navigate(message: msg.Navigate) -> bool:
    """A press that moves to another screen (or asks before it does); True if it could go."""
    screen, form = ui.screen, ui.form
    action, game = message.to, message.game
    if action == "new-game":
        table = screen.table if screen is not None else None
        _new_game(ui.island_key, list(table.seats) if table else None, table.match.config.tide if table else False,
                  screen.clocks if screen is not None and screen.coach is None else None,
                  table.match.config.rules if table and (screen is None or screen.coach is None) else None)
    elif action == "replay" and screen is not None and screen.match.is_over:
        _replay(screen.table, screen.table, ui.link, screen.coach)
    elif action == "rematch" and screen is not None:
        t = screen.table
        # A coached game's rematch goes on with the coach while some lesson never came up.
        carried = screen.coach.carried() if screen.coach is not None else None
        when_room(lambda: start_game(ui.island_key, links.fresh_seed(), list(t.seats), t.match.config.tide,
                                     push=True, coach=carried, clocks=t.match.config.clocks,
                                     rules=t.match.config.rules),
                  lambda: _new_game(ui.island_key, list(t.seats), t.match.config.tide, screen.clocks,
                                    t.match.config.rules), catalog._("the rematch"))
    elif action == "replay-exit" and ui.replay is not None:
        back, final = ui.replay_back, ui.replay.final
        if back is not None:
            game_screen.show(back[0], back[1], back[0].match.config.island_key, coach=back[2])
        else:
            _new_game(ui.island_key, list(final.seats), final.match.config.tide, final.match.config.clocks,
                      final.match.config.rules)
    elif action == "learn" and form is not None:
        when_room(learn, None, catalog._("Learn to play"))
    elif action == "start" and form is not None and _offered(form):
        pass  # the form's game is saved here: resuming it is offered first
    elif action in ("start", "start-anew") and form is not None:
        when_room(_start_from_form, None, _words(form.island, form.specs()))
    elif action == "resume" and form is not None and game:
        resume_saved(game, push=True)
    elif action == "let-go" and form is not None and game:
        pending, ui.pending, ui.prompt = ui.pending, None, None
        storage.delete_game(game)
        if pending is not None:
            pending()
        else:
            newgame_screen.render_games()
    elif action == "let-go-cancel" and form is not None:
        ui.pending, ui.prompt = None, None
        newgame_screen.render_games(focus='[data-action="start"]')
    elif action in ("import-resume", "import-replay") and form is not None and ui.imported is not None:
        table, link = ui.imported
        if action == "import-resume":
            def go() -> None:
                ui.imported = None
                set_query(link, push=True)
                resume(table, link)

            when_room(go, None, catalog._("the imported game"))
        else:
            ui.imported = None
            _replay(table, None, link)
    else:
        return False
    return True


def imported_finished(table: Table, link: dict[str, str]) -> None:
    """A finished game's record was imported: its replay."""
    _replay(table, None, link)


def share() -> None:
    """Copy the address (this island, these seats, these dice) to the clipboard."""
    href = str(window.location.href)

    def done(*_: Any) -> None:
        toast(catalog._("Link copied: anyone who opens it gets this island, these seats and these dice."))

    def failed(*_: Any) -> None:
        toast(catalog._("Share this link: {link}").format(link=href))

    clipboard = getattr(window.navigator, "clipboard", None)
    if not found(clipboard):
        failed()
        return
    clipboard.writeText(href).then(create_once_callable(done), create_once_callable(failed))
