"""The first screen, drawn before Python starts: what ``build.py`` writes into ``index.html``
so that a visitor sees Landfall's new-game screen at once (issue 15, "Paint before Python").

Pure Python, run at build time in CPython and never in the page: the page's Python draws
the very same screen when it is ready (``glue/newgame_screen.show`` with the same form, the
same preview and the same saves section, ``glue/chrome.render_top`` with the same button),
so taking over the DOM changes nothing that is seen.  ``boot.js`` shows it only where the
page will open on it: no game in the address, the island Landfall, or a seed link (the
screen drawn for :data:`SEED_MARK`, its preview the island's outline), and on a device
that keeps none of :data:`UNLESS`.

>>> parts = first_screen()
>>> sorted(parts)
['island-name', 'island-name-seed', 'max-seed', 'newgame', 'newgame-seed', 'seed-mark', 'sprite', 'top-actions', 'unless']
>>> 'data-layer="tiles"' in parts["newgame"] and 'data-action="start"' in parts["newgame"]
True
"""

from __future__ import annotations

from engine.constants import MAX_SEED
from engine.island import LANDFALL, island_name, landfall
from engine.seats import AI_KINDS

from model import gamelist, links, newgame, saves
from model.newgame import NewGame
from view import island_svg, sprite_svg
from view.languages import top_picker_html
from view.markup import esc, rules_button_html
from view.newgame_form import form_html, section_html

__all__ = ["SEED_MARK", "UNLESS", "first_screen", "newgame_html"]


def newgame_html(pace: int = links.DEFAULT_PACE, island: int | str = LANDFALL) -> str:
    """The new-game screen of a first visit: Landfall (or the island of seed ``island``, whose
    preview is then its outline), one human and three AI seats, no game in progress, nothing
    imported or damaged (what ``glue/newgame_screen.show`` draws then, the preview aside)."""
    if island == LANDFALL:
        isl = landfall()
        preview = island_svg.render_island(isl, ashcloud=isl.caldera, title=island_name(LANDFALL), id_prefix="pv")
    else:
        preview = island_svg.outline_svg(title=island_name(island))
    form = NewGame(island, AI_KINDS, None, False)
    return form_html(form, preview, pace, section_html([]))


SEED_MARK = 918273645
"""The seed the seed link's first screen is drawn for at build time; ``boot.js`` writes the
link's own seed wherever it stands (it stands nowhere else in that screen)."""


UNLESS = (gamelist.GAME_PREFIX + "*", saves.SAVE_KEY, saves.DAMAGED_KEY, newgame.SETTINGS_KEY, newgame.PACE_KEY)
"""What this device may keep that the first visit's screen does not show (games in progress,
under keys that begin with ``gamelist.GAME_PREFIX``: a ``*`` ends such a prefix; an older
page's single save, damaged saves, the form's last settings, the AI pace): ``boot.js`` draws
the first screen only when ``localStorage`` holds none of them, so the page's Python never
draws another over it."""


def first_screen() -> dict[str, str]:
    """The first screen's parts, by the id of the element each fills."""
    return {
        "sprite": sprite_svg.sprite(),
        "island-name": esc(island_name(LANDFALL)),
        "top-actions": top_picker_html() + rules_button_html(),
        "newgame": newgame_html(),
        "unless": " ".join(UNLESS),
        "newgame-seed": _seed_screen(),
        "seed-mark": str(SEED_MARK),
        "island-name-seed": esc(island_name(SEED_MARK)),
        "max-seed": str(MAX_SEED),
    }


def _seed_screen() -> str:
    html = newgame_html(island=SEED_MARK)
    found = html.count(str(SEED_MARK))
    if found != 3:  # (the seed's field, the preview's name and the words below it)
        raise ValueError(f"the seed mark {SEED_MARK} stands {found} times in the seed link's screen")
    return html
