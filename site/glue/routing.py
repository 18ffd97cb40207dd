"""The address and the screens: which screen a link opens (``links`` reads it), and every
move from one screen to another (start, resume, rematch, replay, back to a new game).

A link to a game starts it at once; a link over a game in progress asks first; a save
that cannot be used is kept aside and the new-game screen shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import lazy
import links
import newgame
from engine import clocks as table_clocks
from engine.island import LANDFALL
from engine.seats import AI_KINDS
from seating import SeatSpec

from glue import clocks, newgame_screen, rules_dialog, storage
from glue.dom import by_id, create_once_callable, found, notify, set_query, toast, window
from glue.model import page

if TYPE_CHECKING:
    import coach as coaching
    import table as tables
    from coach import Coach
    from engine import game as records
    from glue import game_screen, replay_screen
    from table import Table
else:  # (the game's modules: imported for the first game, or once the first screen is up)
    coaching = lazy.module("coach")
    tables = lazy.module("table")
    records = lazy.module("engine.game")
    game_screen = lazy.module("glue.game_screen")
    replay_screen = lazy.module("glue.replay_screen")

__all__ = ["NAVIGATION", "navigate", "on_popstate", "open_from_link", "share", "start_game"]


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
        page.pace = link.pace
    elif stored is not None:
        page.pace = stored
    intact = storage.read_save()
    # The table's clocks: the link's, else this device's last choice (Relaxed until it chose).
    clocks_now = link.clocks or (remembered.clocks if remembered is not None else newgame.DEFAULT_CLOCKS)
    if link.seats and not intact:  # the game the link names may be the one that was lost: ask anew
        set_query(links.game_query(link.island, link.seed))
        newgame_screen.show(link.island, [SeatSpec(k) for k in link.seats], link.tide, clocks_now)
    elif link.seats:
        wanted = link.query()
        in_progress = page.saved is not None and not page.saved.state.public_view().is_over
        if in_progress and page.saved_link == wanted and page.saved is not None:
            resume(page.saved, wanted)
        elif in_progress:
            # A link to another game while one is in progress here: starting it is the player's choice.
            newgame_screen.show(link.island, [SeatSpec(k) for k in link.seats], link.tide, clocks_now)
            page.link_seed = link.seed
            page.confirm_start = True
            newgame_screen.render_saves()
            notify("This link starts a new game, and a game is in progress on this device: "
                   "resume that one, or start the new one.")
        else:
            start_game(link.island, link.seed, [SeatSpec(k) for k in link.seats], link.tide, clocks=clocks_now)
    else:
        if link.fresh:
            set_query(links.game_query(link.island, link.seed))
        tide = link.tide if "tide" in params or remembered is None else remembered.tide
        newgame_screen.show(link.island, remembered.specs() if remembered else None, tide, clocks_now)


def on_popstate(_event: Any) -> None:
    """Back and Forward (or a new ``#rules-<name>`` in the address): open what the address
    names now."""
    address = str(window.location.hash)
    rules_dialog.close_rules(restore=False)
    by_id("notices").replaceChildren()
    open_from_link()
    rules_dialog.open_from_address(address)


def start_game(island: int | str, seed: int, specs: list[SeatSpec], tide: bool, push: bool = False,
               coach: Coach | None = None, clocks: str = newgame.DEFAULT_CLOCKS) -> None:
    """A new game on the screen; ``clocks`` the table's (a coached game runs none: Off)."""
    kinds = tuple(s.kind for s in specs)
    config = records.GameConfig(
        seats=len(specs), seed=seed, island=None if island == seed else island, tide=tide,
        players=kinds, names=tuple(s.name for s in specs), clocks=table_clocks.OFF if coach is not None else clocks,
    )
    table = tables.Table(config, specs)
    link = links.game_query(island, seed, kinds, tide)
    set_query(link, push=push)
    game_screen.show(table, link, island, coach=coach)


def learn() -> None:
    """"Learn to play": Landfall, the player and three ai-easy seats, the coach's seed, a coach."""
    start_game(coaching.COACH_ISLAND, coaching.COACH_SEED, list(coaching.coach_seats()), False, push=True,
               coach=coaching.Coach())


def resume(table: Table, link: dict[str, str]) -> None:
    if len(table.humans()) > 1:
        table.viewer = None  # a reload shows the privacy screen again: nobody's hand is on view
    # The saved game's running clock goes on where it was (a reload does not buy time).
    saved = table is page.saved
    game_screen.show(table, link, table.game.config.island_key, page.saved_clock if saved else None,
                     coaching.Coach(page.saved_coach) if saved and page.saved_coach is not None else None)


def _new_game(island: int | str, seats: list[SeatSpec] | None, tide: bool, clocks: str | None = None) -> None:
    """The new-game screen, from a game or a replay: its seats, Tide deck and clocks (a coached
    game's Off clocks are not the table's: the device's own choice then)."""
    set_query(links.game_query(island, links.LANDFALL_SEED if island == LANDFALL else int(island)), push=True)
    if clocks is None:
        remembered = storage.read_settings()
        clocks = remembered.clocks if remembered is not None else newgame.DEFAULT_CLOCKS
    newgame_screen.show(island, seats, tide, clocks)


def _replay(table: Table, back: Table | None, link: dict[str, str], coach: Coach | None = None) -> None:
    replay_screen.show(replay_screen.make(table), back, link, coach)


def navigate(action: str) -> bool:
    """A press that moves to another screen; True if ``action`` was one."""
    screen, form = page.screen, page.form
    if action == "new-game":
        table = screen.table if screen is not None else None
        _new_game(page.island_key, list(table.seats) if table else None, table.game.config.tide if table else False,
                  screen.clocks if screen is not None and screen.coach is None else None)
    elif action == "replay" and screen is not None and screen.view.is_over:
        _replay(screen.table, screen.table, page.link, screen.coach)
    elif action == "rematch" and screen is not None:
        t = screen.table
        # A coached game's rematch goes on with the coach while some lesson never came up.
        start_game(page.island_key, links.fresh_seed(), list(t.seats), t.game.config.tide, push=True,
                   coach=screen.coach.carried() if screen.coach is not None else None, clocks=t.game.config.clocks)
    elif action == "replay-exit" and page.replay is not None:
        back, final = page.replay_back, page.replay.final
        if back is not None:
            game_screen.show(back[0], back[1], back[0].game.config.island_key, coach=back[2])
        else:
            _new_game(page.island_key, list(final.seats), final.game.config.tide, final.game.config.clocks)
    elif action in ("start", "learn") and form is not None and storage.saved_summary() is not None:
        page.learn = action == "learn"
        newgame_screen.ask_before_replacing()  # a game in progress: ask first
    elif (action == "learn" or (action == "start-anew" and page.learn)) and form is not None:
        learn()
    elif action in ("start", "start-anew") and form is not None:
        storage.write_settings(form)  # the next new game opens with these
        storage.write_pace(page.pace)
        island = form.island
        seed = links.fresh_seed() if island == LANDFALL else int(island)
        if page.link_seed is not None and island == LANDFALL:
            seed = page.link_seed  # the game the link named (its dice and first seat)
        start_game(island, seed, form.specs(), form.tide, push=True, clocks=form.clocks)
    elif action == "continue" and form is not None:
        if page.saved is not None:
            set_query(page.saved_link, push=True)
            resume(page.saved, dict(page.saved_link))
    elif action in ("import-resume", "import-replay") and form is not None and page.imported is not None:
        table, link = page.imported
        page.imported = None
        if action == "import-resume":
            set_query(link, push=True)
            resume(table, link)
        else:
            _replay(table, None, link)
    else:
        return False
    return True


NAVIGATION = frozenset({"new-game", "replay", "rematch", "replay-exit", "start", "start-anew", "continue",
                        "import-resume", "import-replay", "learn"})
"""The presses :func:`navigate` may take."""


def imported_finished(table: Table, link: dict[str, str]) -> None:
    """A finished game's record was imported: its replay."""
    _replay(table, None, link)


def share() -> None:
    """Copy the address (this island, these seats, these dice) to the clipboard."""
    href = str(window.location.href)

    def done(*_: Any) -> None:
        toast("Link copied: anyone who opens it gets this island, these seats and these dice.")

    def failed(*_: Any) -> None:
        toast(f"Share this link: {href}")

    clipboard = getattr(window.navigator, "clipboard", None)
    if not found(clipboard):
        failed()
        return
    clipboard.writeText(href).then(create_once_callable(done), create_once_callable(failed))
