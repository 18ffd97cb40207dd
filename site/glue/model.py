"""What the page shows now: the new-game form, a game or a replay, and what is drawn of it.

One :data:`page` for the whole page; the glue's modules read and change it.  Nothing in it
touches the browser.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from model import links

if TYPE_CHECKING:
    from collections.abc import Callable

    from engine.island import Island

    from model import gamelist, saves
    from model.coach import Coach
    from model.newgame import NewGame
    from model.replay import Replay
    from model.table import Table
    from update.screen import Screen


END_GUARD_MS = 700
"""End turn takes the place of Roll once the dice are rolled: for this long after it appears it
is guarded (``data-end-guard="1"``, a bar on the control runs out), so that a double tap on Roll
never ends the turn."""
DOUBLE_TAP_MS = 350
"""While End turn is guarded, a tap on it this soon after the press on Roll (or a tap the browser
counts as the second of a double tap) is the double tap's second tap, and is held; a later
single tap is a press of its own, and ends the turn."""


class Page:
    """The screen on show and the state of what the page drew, saved and scheduled."""

    def __init__(self) -> None:
        self.form: NewGame | None = None
        self.screen: Screen | None = None
        self.replay: Replay | None = None
        self.replay_back: tuple[Table, dict[str, str], Coach | None] | None = None
        """The finished game a replay returns to, its link and its coach (a coached game's);
        None: the new-game screen."""
        self.island: Island | None = None
        self.island_key: int | str = "landfall"
        self.link: dict[str, str] = {}
        self.pace = links.DEFAULT_PACE
        self.generation = 0
        """Grows whenever another screen (or another game) is shown: old timers then do nothing."""
        # --- what is drawn
        self.cache: dict[str, str] = {}
        """Each region's HTML as last set (a region is replaced only when it changed)."""
        self.log_shown = 0
        self.log_last = ""
        """The text of the last log line drawn (a line that grew is drawn again)."""
        self.end_hidden = False
        self.rolls_shown = -1
        self.harvests_shown: int | None = None
        """Harvests of the table's list drawn so far (new ones fly from the island to the seat)."""
        self.flown = 0
        """Cards flown so far (``data-flown``: tests wait on it, the flights themselves last 0.3 s)."""
        # --- the clocks and the AI
        self.ai_handle: Any = None
        self.ai_errors_shown = 0
        self.timer_key: tuple[Any, ...] | None = None
        self.deadline = 0.0
        self.timer_handles: list[Any] = []
        self.clock: saves.Clock | None = None
        """The game clock running now, as the save keeps it."""
        # --- the games saved on this device
        self.saved_actions = -1
        self.game_id: str | None = None
        """The id of the game on the screen (its key in the list: ``gamelist.game_key``)."""
        self.tab = ""
        """This tab's id (``glue.tabs``: each page load has its own)."""
        self.other_tab = False
        """Another tab took the game on the screen: this one waits, and saves nothing."""
        self.unsaved = False
        """The game could not be saved (storage full or refused): a notice says so."""
        self.kept_aside = 0
        """Saves kept aside since the page started (a save that could not be used)."""
        self.kept_aside_keys: set[str] = set()
        """Keys of saves that could not be used and could not be moved aside (storage full)."""
        # --- the new-game screen
        self.entries: list[gamelist.Entry] = []
        """The games in progress as the new-game screen lists them."""
        self.prompt: gamelist.Prompt | None = None
        """The question over the list (resume the link's game? which game to let go?)."""
        self.pending: Callable[[], None] | None = None
        """What starts once a game is let go (the list was full)."""
        self.deleting: str | None = None
        """The game whose Delete was pressed: it asks first."""
        self.imported: tuple[Table, dict[str, str]] | None = None
        self.link_game: tuple[int | str, int] | None = None
        """The island and game seed of a link that waits for the player's word (its game is saved)."""
        self.coach_said = ""
        """What the coach's live region last said (each step is announced once)."""
        self.end_ready_at = 0.0
        """``Date.now()`` from which End turn takes every press (see :data:`END_GUARD_MS`)."""
        self.rolled_at = 0.0
        """``Date.now()`` of the last press on Roll (see :data:`DOUBLE_TAP_MS`)."""
        self.end_shown = False
        # --- focus
        self.board_focus = False
        """A board site had keyboard focus: give it back when sites glow again."""
        self.memory_said = -1
        """The game (``generation``) whose end said what Python holds (``glue.startup.say_memory``)."""
        self.giving_focus = False
        """The page is giving focus itself (``focus.give_focus``): a refused control says nothing."""
        self.board_mode = ""
        """The build mode a board site had focus in (its tray button takes focus once placed)."""
        self.tray_focus = False
        """A control had keyboard focus and went (End turn, once the turn passed): give focus to
        one of ``focus.FALLBACKS`` (Roll, a drawer's first control) or a glowing site when one
        is there."""
        self.layer = ""
        """The dialog on top: "privacy", "sheet", "end" or ""."""
        self.opener: str | None = None
        """What opened the sheet, to give focus back to."""
        # --- the rules ("How to play")
        self.rules_open = False
        self.rules_opener: tuple[Any, str] = (None, "")
        """What opened the rules (the element, and a selector that finds it again after a redraw)."""
        self.rules_query = ""
        """What the rules' search field holds ("": every section shows)."""
        self.why_shown = ""
        """The reason shown when last drawn (a new one is scrolled into sight)."""

    def open_layer(self) -> str:
        """The dialog on top of the game now: ``privacy``, ``sheet``, ``end`` or ``""``."""
        screen = self.screen
        if screen is None:
            return ""
        if screen.privacy() is not None:
            return "privacy"
        if screen.sheet:
            return "sheet"
        return "end" if screen.match.is_over and not self.end_hidden else ""


page = Page()
"""The page (there is one)."""

__all__ = ["DOUBLE_TAP_MS", "END_GUARD_MS", "Page", "page"]
