"""Every control the page draws names a message, and the game screen takes what it draws.

A walk presses the controls of the drawn screen itself (the regions' HTML and the board's
glowing sites, read as the glue reads them: their ``data-*``), so a control whose
``data-action`` names no message, or lacks an argument, fails here before any browser runs.
"""

from __future__ import annotations

import html
import random
import re

import pytest

from engine.game import GameConfig

from model.newgame import NewGame
from model.table import SeatSpec, Table
from update import messages as msg
from update.press import HANDLERS
from update.screen import Screen
from view import newgame_form, panels, rulebook
from walks import walk

TAG = re.compile(r"<(?:button|g|a|div|span|input|select|details|summary|li|p|circle|path|rect|polygon)\b([^>]*)>")
ATTR = re.compile(r'\sdata-([a-z0-9-]+)="([^"]*)"')


def dataset(attrs: str) -> dict[str, str]:
    """An element's ``data-*`` as the browser's ``dataset`` gives them (``data-coach-target``:
    ``coachTarget``)."""
    out = {}
    for name, value in ATTR.findall(attrs):
        head, *rest = name.split("-")
        out[head + "".join(p.title() for p in rest)] = html.unescape(value)
    return out


def presses(markup: str) -> list[tuple[dict[str, str], bool]]:
    """Each control of ``markup`` (its ``data-*``) and whether it may be used now; and each of
    the board's glowing sites, as the glue makes its press."""
    out = []
    for attrs in TAG.findall(markup):
        data = dataset(attrs)
        usable = 'aria-disabled="true"' not in attrs and " disabled" not in attrs
        if "action" in data:
            out.append((data, usable))
        elif "is-pressable" in attrs:
            site = {k: v for k, v in data.items() if k in ("corner", "edge", "tile", "half")}
            out.append(({"action": "site", **site}, True))
    return out


def drawn(s: Screen) -> str:
    f = s.frame()
    _, layers, _ = panels.board_layers(f, "island")
    return "".join(panels.regions(f).values()) + "".join(svg for _, svg in layers)


def test_the_messages_are_all_handled_once() -> None:
    every = set(msg.MESSAGES.values())
    assert set(HANDLERS) == set(msg.GAME_MESSAGES)
    assert set(msg.GAME_MESSAGES) | set(msg.PAGE_MESSAGES) == every
    assert not set(msg.GAME_MESSAGES) & set(msg.PAGE_MESSAGES)


class PressWhatIsDrawn:
    """A human's decision by a press of what is drawn (``walks.walk``'s ``presses``): every
    control of the screen is parsed as the glue parses it (an unknown one fails), and one the
    game screen takes and may use now is pressed at random (the engine decides when none is)."""

    def __init__(self) -> None:
        self.met: set[type] = set()

    def __call__(self, s: Screen, rng: random.Random) -> None:
        parsed = [(msg.parse(data), usable) for data, usable in presses(drawn(s))]
        self.met.update(type(m) for m, _ in parsed)
        mine = [m for m, usable in parsed if usable and type(m) in HANDLERS and not isinstance(m, msg.Undo)]
        if mine:
            s.press(rng.choice(mine))
        elif s.timer() is not None:
            s.timeout()
        else:
            s.play(rng.choice(s.table.legal()))


@pytest.mark.parametrize("kinds,seed", [
    (("human", "ai-easy", "ai-normal"), 3), (("human", "human"), 5), (("human", "human", "ai-easy", "ai-easy"), 8),
])
def test_a_walk_that_presses_what_is_drawn_finds_only_messages(kinds: tuple[str, ...], seed: int) -> None:
    s = Screen(Table(GameConfig(seats=len(kinds), seed=seed, island="landfall"), [SeatSpec(k) for k in kinds]))
    pressing = PressWhatIsDrawn()
    for _ in walk(s, random.Random(seed), 1500, presses=pressing):
        pass
    assert len(pressing.met & set(msg.GAME_MESSAGES)) >= 12, sorted(m.__name__ for m in pressing.met)


def test_the_other_screens_draw_only_messages() -> None:
    form = NewGame("landfall")
    markup = newgame_form.form_html(form, "", 600) + newgame_form.seat_rows_html(form) + rulebook.dialog_html()
    found = {type(msg.parse(data)) for data, _ in presses(markup)}
    assert {msg.Navigate, msg.RemoveSeat, msg.SeatColour, msg.Rules} <= found, found


def test_the_walk_finds_a_control_that_names_no_message() -> None:
    """Planted: a control whose ``data-action`` names nothing, and one without its argument."""
    with pytest.raises(msg.UnknownMessage, match="fly"):
        [msg.parse(data) for data, _ in presses('<button type="button" data-action="fly">Fly</button>')]
    with pytest.raises(msg.UnknownMessage, match="rob"):
        [msg.parse(data) for data, _ in presses('<button data-action="rob">Rob</button>')]
    with pytest.raises(msg.UnknownMessage, match="res"):
        msg.parse({"action": "embargo", "res": "gold"})
