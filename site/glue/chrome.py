"""The page's frame around its screens: the top bar's buttons, and the game screen emptied.

Small, for the new-game screen too (which the page opens on before any game is loaded).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import lazy
from glue import focus
from glue.dom import by_id, dataset, found, set_html
from glue.model import drawn, ui
from view.languages import top_picker_html
from view.markup import button, esc, labelled, rules_button_html, tag
from words.catalog import _, pgettext

if TYPE_CHECKING:
    from view import newgame_form
else:  # (its AI pace is a game's: the first screen does without)
    newgame_form = lazy.module("view.newgame_form")

GAME_REGIONS = ("seats", "board", "status", "supply", "hand", "tray", "sheet", "privacy", "end", "event")

__all__ = ["GAME_REGIONS", "clear", "render_top"]


def clear(regions: tuple[str, ...], *, shown: bool) -> None:
    """Empty these regions of the game screen and its log (drawn afresh next), show or hide
    the game screen, and let the page behind any dialog be reached again."""
    drawn.cache.clear()
    for region in regions:
        by_id(region).innerHTML = ""
    by_id("log").innerHTML = ""
    drawn.log_shown = 0
    by_id("game").hidden = not shown
    for walk in ("walkthrough", "walk-ring"):  # (Living Island's first-time walkthrough: glue/walkthrough)
        el = by_id(walk)
        if found(el):
            el.remove()
    dataset(walkthrough=None)
    focus.hold_behind(False)


def render_top() -> None:
    """The top bar's buttons: Share, the AI pace, New game / Results (or the replay's)."""
    screen = ui.screen
    parts = []
    if ui.replay is not None:
        parts.append(button(esc(_("Export record")), "export-record", cls="btn"))
        parts.append(button(esc(_("Leave the replay")), "replay-exit", cls="btn"))
    if screen is not None:
        if screen.table.ai and not screen.match.is_over:  # (over, no AI moves: room for Results)
            parts.append(tag("label", tag("span", esc(_("AI pace")), cls="pace-word")
                             + tag("select", newgame_form.pace_options(ui.pace), data_field="pace", id="pace",
                                   aria_label=_("AI pace")),  # the word is hidden on a phone
                             cls="pace"))
        # Below landscape these show their icons over a short word (their whole words are read).
        parts.append(button(labelled("ico-share", _("Share"), pgettext("button, short", "Share")), "share",
                            cls="btn btn-icon", title=_("Share")))
        parts.append(button(labelled("ico-export", _("Export record"), pgettext("button, short", "Export")),
                            "export-record", cls="btn btn-icon", title=_("Download the game record")))
        if screen.match.is_over and ui.end_hidden:
            parts.append(button(esc(_("Results")), "show-end", cls="btn"))
        parts.append(button(labelled("ico-new", _("New game"), pgettext("button, short", "New")), "new-game",
                            cls="btn btn-icon", title=_("New game")))
    parts.append(top_picker_html())
    parts.append(rules_button_html())  # (the ? key too: rules_dialog)
    set_html(drawn.cache, "top-actions", "".join(parts))
