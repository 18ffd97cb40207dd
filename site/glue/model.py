"""The page's one model (:data:`ui`, a :class:`~model.page.PageModel`) and what the glue keeps
of what it drew, saved and scheduled (:data:`drawn`).

The glue's modules read the model and hand messages to the update; :data:`drawn` is theirs
alone (the HTML of each region as last set, the timers, focus to give back).  Nothing in
either touches the browser.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from model.page import PageModel

if TYPE_CHECKING:
    from model import saves
    from update.screen import Screen


END_GUARD_MS = 700
"""End turn takes the place of Roll once the dice are rolled: for this long after it appears it
is guarded (``data-end-guard="1"``, a bar on the control runs out), so that a double tap on Roll
never ends the turn."""
DOUBLE_TAP_MS = 350
"""While End turn is guarded, a tap on it this soon after the press on Roll (or a tap the browser
counts as the second of a double tap) is the double tap's second tap, and is held; a later
single tap is a press of its own, and ends the turn."""


class Drawn:
    """What the glue drew, saved and scheduled: the DOM's regions as last set, the log and the
    flights shown, the AI's and the clocks' timers, the saves made, focus to give back."""

    def __init__(self) -> None:
        self.cache: dict[str, str] = {}
        """Each region's HTML as last set (a region is replaced only when it changed)."""
        self.log_shown = 0
        self.log_last = ""
        """The text of the last log line drawn (a line that grew is drawn again)."""
        self.log_lang = ""
        """The language the log's lines were drawn in (another one draws them all again)."""
        self.rolls_shown = -1
        self.harvests_shown: int | None = None
        """Harvests of the table's list drawn so far (new ones fly from the island to the seat)."""
        self.draws = 0
        """Drawings of the game begun (``game_screen.update``): a drawing's second part is dropped once another began."""
        self.game_search = ""
        """The address's query when the game on the screen was shown (``game_screen.show``)."""
        self.ai_handle: Any = None
        self.ai_errors_shown = 0
        self.timer_key: tuple[Any, ...] | None = None
        self.deadline = 0.0
        self.timer_handles: list[Any] = []
        self.clock: saves.Clock | None = None
        """The game clock running now, as the save keeps it."""
        self.saved_actions = -1
        self.tab = ""
        """This tab's id (``glue.tabs``: each page load has its own)."""
        self.kept_aside = 0
        """Saves kept aside since the page started (a save that could not be used)."""
        self.kept_aside_keys: set[str] = set()
        """Keys of saves that could not be used and could not be moved aside (storage full)."""
        self.coach_said = ""
        """What the coach's live region last said (each step is announced once)."""
        self.end_ready_at = 0.0
        """``Date.now()`` from which End turn takes every press (see :data:`END_GUARD_MS`)."""
        self.rolled_at = 0.0
        """``Date.now()`` of the last press on Roll (see :data:`DOUBLE_TAP_MS`)."""
        self.end_shown = False
        self.board_focus = False
        """A board site had keyboard focus: give it back when sites glow again."""
        self.memory_said = -1
        """The game (``generation``) whose end said what Python holds (``glue.startup.say_memory``)."""
        self.pictures = -1
        """The game (``generation``) whose results' pictures are drawn: they come in a task of their
        own after the results' first frame (``glue.game_screen``)."""
        self.pictures_asked = -1
        """The game (``generation``) whose results' pictures were asked for."""
        self.giving_focus = False
        """The page is giving focus itself (``focus.give_focus``): a refused control says nothing."""
        self.board_mode = ""
        """The build mode a board site had focus in (its tray button takes focus once placed)."""
        self.tray_focus = False
        """A control had keyboard focus and went (End turn, once the turn passed): give focus to
        one of ``focus.FALLBACKS`` (Roll, a drawer's first control) or a glowing site when one
        is there."""
        self.held = False
        """The game is held behind a dialog (``focus.hold_behind``)."""
        self.layer = ""
        """The dialog on top: "privacy", "sheet", "end" or ""."""
        self.opener: str | None = None
        """What opened the sheet, to give focus back to."""
        self.rules_opener: tuple[Any, str] = (None, "")
        """What opened the rules (the element, and a selector that finds it again after a redraw)."""
        self.why_shown = ""
        """The reason shown when last drawn (a new one is scrolled into sight)."""


ui: PageModel[Screen] = PageModel()
"""The page's model (there is one)."""
drawn = Drawn()
"""What the glue drew (there is one)."""

__all__ = ["DOUBLE_TAP_MS", "END_GUARD_MS", "Drawn", "drawn", "ui"]
