"""The first screen, drawn before Python starts: what ``build.py`` writes into ``index.html``
so that a visitor sees Landfall's new-game screen at once (issue 15, "Paint before Python").

Pure Python, run at build time in CPython and never in the page: the page's Python draws
the very same screen when it is ready (``glue/newgame_screen.show`` with the same form, the
same preview and the same saves section, ``glue/game_screen.render_top`` with the same
button), so taking over the DOM changes nothing that is seen.  ``boot.js`` shows it only
where the page will open on it: no game in the address, the island Landfall.

>>> parts = first_screen()
>>> sorted(parts)
['island-name', 'newgame', 'sprite', 'top-actions', 'unless']
>>> 'data-layer="tiles"' in parts["newgame"] and 'data-action="start"' in parts["newgame"]
True
"""

from __future__ import annotations

import board_svg
import links
import panels
import saves
from engine.island import LANDFALL, island_name, landfall
from engine.seats import AI_KINDS
import newgame
from newgame import NewGame

__all__ = ["UNLESS", "first_screen", "newgame_html"]


def newgame_html(pace: int = links.DEFAULT_PACE) -> str:
    """The new-game screen of a first visit: Landfall, one human and three AI seats, no game
    in progress, nothing imported or damaged (what ``glue/newgame_screen.show`` draws then)."""
    island = landfall()
    preview = board_svg.render_island(island, ashcloud=island.caldera, title=island_name(LANDFALL), id_prefix="pv")
    form = NewGame(LANDFALL, AI_KINDS, None, False)
    return form.html(preview, pace, None, saves.section_html(None, [], None, False))


UNLESS = (saves.SAVE_KEY, saves.DAMAGED_KEY, newgame.SETTINGS_KEY, newgame.PACE_KEY)
"""What this device may keep that the first visit's screen does not show (a game in progress,
damaged saves, the form's last settings, the AI pace): ``boot.js`` draws the first screen only
when ``localStorage`` holds none of them, so the page's Python never draws another over it."""


def first_screen() -> dict[str, str]:
    """The first screen's parts, by the id of the element each fills."""
    return {
        "sprite": board_svg.sprite(),
        "island-name": panels.esc(island_name(LANDFALL)),
        "top-actions": panels.rules_button_html(),
        "newgame": newgame_html(),
        "unless": " ".join(UNLESS),
    }
