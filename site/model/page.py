"""The page's model: what the page shows now, whichever screen it is (the new-game form, a
game or a replay), the link and the island it was opened on, the games kept on this device as
the new-game screen lists them, and the rules as the player left them.

One instance for the page (``glue.model.ui``).  Values and the screens' own models (the game
screen's :class:`~model.screen.ScreenModel`, the form's :class:`~model.newgame.NewGame`, a
:class:`~model.replay.Replay`); the engine's game stays behind the adapter.  What the glue drew,
saved and scheduled is not the model: it is the glue's own (``glue.model.Drawn``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar

from model import links
from words import catalog

if TYPE_CHECKING:
    from collections.abc import Callable

    from engine.island import Island

    from model import gamelist
    from model.coach import Coach
    from model.newgame import NewGame
    from model.replay import Replay
    from model.screen import ScreenModel
    from model.table import Table

__all__ = ["PageModel"]

S = TypeVar("S", bound="ScreenModel")
"""The game screen the page holds (the update's :class:`~update.screen.Screen`, for the glue)."""


class PageModel(Generic[S]):
    """What the page shows now, and what it shows it from."""

    def __init__(self) -> None:
        self.form: NewGame | None = None
        self.screen: S | None = None
        self.replay: Replay | None = None
        self.replay_back: tuple[Table, dict[str, str], Coach | None] | None = None
        """The finished game a replay returns to, its link and its coach (a coached game's);
        None: the new-game screen."""
        self.island: Island | None = None
        self.island_key: int | str = "landfall"
        self.link: dict[str, str] = {}
        self.pace = links.DEFAULT_PACE
        self.lang = catalog.ENGLISH
        """The language the page speaks (``words.catalog``'s codes; the glue puts its catalog in force)."""
        self.generation = 0
        """Grows whenever another screen (or another game) is shown: old timers then do nothing."""
        self.end_hidden = False
        self.game_id: str | None = None
        """The id of the game on the screen (its key in the list: ``gamelist.game_key``)."""
        self.other_tab = False
        """Another tab took the game on the screen: this one waits, and saves nothing."""
        self.unsaved = False
        """The game could not be saved (storage full or refused): a notice says so."""
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
        self.rules_open = False
        self.rules_query = ""
        """What the rules' search field holds ("": every section shows)."""

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
