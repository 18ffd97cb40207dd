"""A language chosen in the middle of a game words everything again (issue 28, item 4): a Living
Island game walked on the game screen in German, then French put in force, shows the log, the
recap, the notes, the status (its last press's message too), the world event's card, the hint
and the tray exactly as the same game walked in French all along shows them (no German word
left); English again shows what a game played in English all along shows."""

from __future__ import annotations

import random
import re

import pytest

from engine.actions import CHANCE_KINDS
from engine.game import GameConfig

from model.replay import Replay
from model.seating import SeatSpec
from model.table import Table
from speaking import speaking
from update import messages as msg
from update.screen import Screen
from view.living_event import card_html
from view.status import recap_html, status_html
from view.tray import tray_html
from walks import walk
from words import catalog

SEATS = [SeatSpec("human", "Ana"), SeatSpec("ai-easy", "Bo"), SeatSpec("ai-easy", "Cy")]
GERMAN = re.compile(r"\b(und|der|die|das|hat|würfelte|baute|Runde|Karte|Karten|nicht|zurück|Ereignis|Kiefer|Tang)\b")
"""Words only German says (none of them French or English)."""


def _walked(seed: int) -> Screen:
    """A Living Island game walked until a world event's card shows to the human while it
    decides in the main phase with a hint asked for and a press refused (``message``)."""
    s = Screen(Table(GameConfig(seats=len(SEATS), seed=seed, rules="living-island"), SEATS))
    for m in walk(s, random.Random(seed), 3000):
        f = s.frame()
        if m.what == "main" and s.my_turn() and f.world is not None and len(s.table.log) > 40:
            s.press(msg.Hint())
            s.press(msg.Trade())  # nothing chosen to give: refused, in words
            return s
    raise AssertionError("no world event shown to the human while it decides")


def _shown(s: Screen) -> str:
    """Everything the screen shows in words (the log, the status, the event card, the hint, the tray)."""
    f = s.frame()
    assert f.hint and f.message and f.world is not None
    return "\n".join([*s.table.log, *(n for notes in s.table.notes.values() for n in notes),
                      status_html(f), recap_html(f), card_html(f), f.hint, tray_html(f), f.message])


def _words(html: str) -> str:
    """The words of ``html`` (its tags, with their classes and names, left out)."""
    return re.sub(r"<[^>]*>", " ", html)


@pytest.fixture(scope="module")
def seed() -> int:
    return 5


def test_a_language_chosen_mid_game_words_it_all_again(seed: int) -> None:
    with speaking("de"):
        s = _walked(seed)
        german = _shown(s)
    assert GERMAN.search(_words(german)), "the game was not shown in German"
    with speaking("fr"):
        switched = _shown(s)
        french = _shown(_walked(seed))
    left = GERMAN.search(_words(switched))
    assert left is None, _words(switched)[left.start() - 200:left.end() + 50]
    assert switched == french
    assert catalog.language() == catalog.ENGLISH
    assert _shown(s) == _shown(_walked(seed))



def test_a_replay_words_its_moves_again_in_a_language_chosen_while_it_shows(seed: int) -> None:
    with speaking("de"):
        replay = Replay(_walked(seed).table)
    with speaking("fr"):
        fresh = Replay(replay.final)
        assert [str(line) for line in replay.lines] == [str(line) for line in fresh.lines]
        for step in (1, replay.total // 2, replay.total):
            replay.go(step), fresh.go(step)
            assert replay.shown_log() == fresh.shown_log()
    with speaking("de"):
        told = [line for line in (str(x) for x in replay.lines) if line]
    assert told == [line for line in (_apply_lines(replay.final)) if line]


def _apply_lines(table: Table) -> list[str]:
    """Each move's words as the table said them when played (German)."""
    with speaking("de"):
        again = Table(table.match.config, list(table.seats))
        return [again._apply(a) or str(a) for a in table.match.actions if a.kind not in CHANCE_KINDS]
