"""The view's two entry points: the HTML of each region of the game screen (:func:`regions`)
and the board's SVG layers (:func:`board_layers`), from a :class:`~model.frame.Frame`.

Each region has a module of its own: the seats' cards (:mod:`seat_cards`), the status and the
Supply (:mod:`status`), the hand and the tray (:mod:`tray`), the sheets (:mod:`sheets`), the
privacy screen (:mod:`privacy_screen`), the results (:mod:`results`); what they share is in
:mod:`controls` and :mod:`coach_words`, the board in :mod:`board_svg`.

Pure Python (no ``js``), tested in CPython.  Every function returns a string the
page sets as one region's ``innerHTML``; every piece of text (player names above
all) is escaped, so a name is always text, never markup.  Buttons carry
``data-action`` (and their arguments as ``data-*``): the page's one listener on
``#app`` hands those to :meth:`update.screen.Screen.press`.

The game is read only through the frame (:class:`model.frame.Frame`, a value): what its eyes see
(:attr:`model.frame.Frame.view`, an :class:`model.adapter.Sight`) and the engine's reasons for the controls
it refuses, asked when the frame was made.  A hand, venture cards, the discard, the answer to
an offer are drawn only when that sight holds them (the viewer's own), so behind the privacy
screen they are not in the page at all, not merely covered, because the sight does not hold
them.  A question the frame was not made with (:func:`update.framing.asks` keeps the list) is an
error, never an engine call.
"""

from __future__ import annotations

from typing import Any

from model.frame import Frame
from view import board_svg, living_event, privacy_screen, results, seat_cards, sheets, status, tray

__all__ = ["REGIONS", "board_layers", "regions"]

REGIONS = ("seats", "status", "supply", "hand", "tray", "sheet", "privacy", "end", "event")
"""The regions of the game screen that :func:`regions` draws (the board is ``board_layers``)."""


def regions(f: Frame, charts: Any = None, end_shown: bool = True, pictures_coming: bool = False) -> dict[str, str]:
    """The HTML of every region of the game screen (``end_shown``: the results are on top;
    ``pictures_coming``: their pictures are drawn next, without ``charts`` now)."""
    return {
        "seats": seat_cards.seats_html(f), "status": status.status_html(f), "supply": status.supply_html(f),
        "hand": tray.hand_html(f), "tray": tray.tray_html(f), "sheet": sheets.sheet_html(f),
        "privacy": privacy_screen.privacy_html(f), "end": results.end_html(f, charts, pictures_coming) if end_shown else "",
        "event": living_event.card_html(f),
    }


def board_layers(f: Frame, title: str) -> tuple[str, list[tuple[str, str]], str]:
    """The island with the pieces, the Ashcloud and the sites a press acts on (the board's layers)."""
    return board_svg.render_island_layers(
        f.island, state=f.view, colours=f.colours(), names=f.names(), pressable=f.pressable,
        rolled=f.rolled(), recent=f.recent, fresh=f.fresh, title=title, tight=True, preview=f.preview,
        changed=living_event.changed_halves(f),
    )
