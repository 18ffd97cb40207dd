"""Saves on the device, damaged saves kept aside, and game records as files: pure Python.

The page's glue (``main.py``) moves strings between ``localStorage``, files and
this module; every decision is made here and tested in CPython
(``tests/site/test_replay.py``).

- :func:`check_save` reads the text of a saved game (``gamelist`` keeps one per game in
  progress) and says whether it is a game to resume, nothing, or a save that cannot be used
  (damaged, from an older or a newer format), with a sentence for the player.
- A save that cannot be used is never dropped: :func:`keep_aside` adds its text to the
  list under :data:`DAMAGED_KEY`, from which the new-game screen exports it as a file.
- :func:`record_file` is a game's record as a file (the engine's record, which
  ``python -m engine replay`` reads, plus the seats' names and colours);
  :func:`read_record` turns such a file back into a table, checking every action.

>>> check_save(None).kind, check_save("{oops").kind, check_save('{"format": "cinderisle-table", "version": 0}').kind
('none', 'corrupt', 'older')
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.seats import AI_KINDS, HUMAN

import lazy
from model import jsontext, links, rounds
from model.seating import SeatSpec, seat_name
from words.catalog import _
from words.things import island_words

if TYPE_CHECKING:  # (imported once a save or a record is read: the first screen does without)
    from model import adapter as _records
    from model import table as _table
    from model.adapter import Match
    from model.table import Table
else:
    _table = lazy.module("model.table")
    _records = lazy.module("model.adapter")

SAVE_KEY = "cinderisle.table"
"""``localStorage`` key of the one game in progress an older page kept (``gamelist`` keeps a list
of them now; this one is moved into it when found)."""
DAMAGED_KEY = "cinderisle.damaged"
"""``localStorage`` key of the saves that could not be read (a JSON list, newest last)."""
MAX_DAMAGED = 5
"""How many damaged saves are kept aside (the oldest goes when a sixth comes)."""
FIRST_SAVE_VERSION = 1
"""The oldest save format this page reads (every format since is migrated on load)."""
MAX_FILE_CHARS = 5_000_000
"""A record file larger than this is refused without reading it as JSON."""


@dataclass(frozen=True)
class SaveCheck:
    """What the saved text is.

    ``kind``: ``none`` (nothing saved), ``ok`` (``table`` and ``link`` hold the game, ``clock``
    the clock that was running: its key and deadline), ``corrupt``, ``older`` or ``newer``
    (then ``reason`` says why, in words).
    """

    kind: str
    table: Table | None = None
    link: dict[str, str] = field(default_factory=dict)
    reason: str = ""
    clock: Clock | None = None

    @property
    def usable(self) -> bool:
        return self.kind in ("none", "ok")


def _version_kind(version: object, current: int) -> str:
    """``older``/``newer`` for a whole-number version other than ``current``; else ``corrupt``."""
    if isinstance(version, int) and not isinstance(version, bool):
        return "older" if version < current else "newer"
    return "corrupt"


def parse_save(text: str | None) -> tuple[dict[str, Any], None] | tuple[None, SaveCheck]:
    """The saved text's data when it has the form of a save this page reads (its format and
    versions), without playing its record again; else why not (``none``, ``corrupt``,
    ``older`` or ``newer``).  Never raises.

    >>> parse_save('{"format": "cinderisle-table", "version": 2, "record": {}}')[0]["version"]
    2
    >>> parse_save("[1]")[1].reason, parse_save(None)[1].kind
    ('it is not a Cinderisle save', 'none')
    """
    if not text:
        return None, SaveCheck("none")
    try:
        data = jsontext.loads(text)
    except (ValueError, RecursionError) as exc:
        return None, SaveCheck("corrupt", reason=_("it is not JSON: {error}").format(error=exc))
    if not isinstance(data, dict) or data.get("format") != _table.SAVE_FORMAT:
        return None, SaveCheck("corrupt", reason=_("it is not a Cinderisle save"))
    version = data.get("version")
    if not (type(version) is int and FIRST_SAVE_VERSION <= version <= _table.SAVE_VERSION):  # older ones are migrated
        return None, SaveCheck(_version_kind(version, FIRST_SAVE_VERSION), reason=f"save format {version!r}")
    record = data.get("record")
    if (isinstance(record, dict) and record.get("format") == _records.RECORD_FORMAT
            and record.get("version") != _records.RECORD_VERSION):
        version = record.get("version")
        return None, SaveCheck(_version_kind(version, _records.RECORD_VERSION), reason=f"game record format {version!r}")
    return data, None


def check_save(text: str | None) -> SaveCheck:
    """Read the saved text, its record played again; never raises."""
    data, problem = parse_save(text)
    if data is None:
        return problem or SaveCheck("none")
    try:
        table = _table.load_table(data)
    except (_records.RecordError, ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        return SaveCheck("corrupt", reason=str(exc) or type(exc).__name__)
    link = data.get("link")
    link = {str(k): str(v) for k, v in link.items()} if isinstance(link, dict) else {}
    return SaveCheck("ok", table, link, clock=Clock.load(data.get("clock")))


@dataclass(frozen=True)
class Clock:
    """A running game clock as the save keeps it, so that a reload does not restart it:
    ``key`` (which clock: ``Screen.timer().key`` as a list) and ``deadline`` (milliseconds
    since the epoch, the browser's ``Date.now()`` when it runs out).

    >>> Clock.load({"key": ["discard", 3, 0], "deadline": 1.5e12})
    Clock(key=['discard', 3, 0], deadline=1500000000000.0)
    >>> Clock.load({"key": "discard", "deadline": 0}) is None, Clock.load(None) is None
    (True, True)
    """

    key: list[object]
    deadline: float

    @classmethod
    def load(cls, data: object) -> Clock | None:
        """The clock in a save, or None if there is none (or it is not one)."""
        if not isinstance(data, dict):
            return None
        key, deadline = data.get("key"), data.get("deadline")
        if not isinstance(key, list) or isinstance(deadline, bool) or not isinstance(deadline, (int, float)):
            return None
        return cls(key, float(deadline))

    def to_json(self) -> dict[str, object]:
        return {"key": self.key, "deadline": self.deadline}

    def left_ms(self, key: tuple[object, ...], now: float, seconds: int) -> float | None:
        """Milliseconds left on this clock if it is the clock ``key``, at most ``seconds``; else None.

        >>> c = Clock(["discard", 3, 0], 50_000.0)
        >>> c.left_ms(("discard", 3, 0), 30_000.0, 30), c.left_ms(("discard", 4, 0), 30_000.0, 30)
        (20000.0, None)
        >>> c.left_ms(("discard", 3, 0), 60_000.0, 30), c.left_ms(("discard", 3, 0), 0.0, 30)
        (0.0, 30000)
        """
        if self.key != list(key):
            return None
        return min(max(self.deadline - now, 0.0), seconds * 1000)


def save_notice(check: SaveCheck) -> str:
    """The sentence shown (``role="alert"``) for a save that cannot be used.

    >>> save_notice(SaveCheck("newer", reason="save format 9"))[:62]
    'Your saved game was made by a newer version of Cinderisle (sav'
    """
    after = " " + _("It was kept aside: “Export the damaged save” on the new-game screen downloads it. "
                    "Start a new game below.")
    if check.kind == "older":
        said = _("Your saved game is from an older version of Cinderisle ({reason}) and cannot be resumed.")
    elif check.kind == "newer":
        said = _("Your saved game was made by a newer version of Cinderisle ({reason}) and cannot be resumed here.")
    else:
        said = _("Your saved game could not be read ({reason}).")
    return said.format(reason=check.reason) + after


# ---------------------------------------------------------------- damaged saves, kept aside


def damaged_list(text: str | None) -> list[dict[str, str]]:
    """The damaged saves kept aside (``reason``, ``when``, ``save``: the text as it was)."""
    if not text:
        return []
    try:
        items = jsontext.loads(text)
    except (ValueError, RecursionError):
        return [{"reason": "the list of damaged saves was itself damaged", "when": "", "save": text}]
    if not isinstance(items, list):
        return []
    return [{"reason": str(i.get("reason", "")), "when": str(i.get("when", "")), "save": str(i.get("save", ""))}
            for i in items if isinstance(i, dict)]


def keep_aside(existing: str | None, save: str, reason: str, when: str) -> str:
    """The new text of :data:`DAMAGED_KEY` with ``save`` added (newest last).

    >>> items = damaged_list(keep_aside(None, "{oops", "not JSON", "2026-11-29"))
    >>> items[0]["save"], len(damaged_list(keep_aside(json.dumps(items * 9), "x", "", "")))
    ('{oops', 5)
    """
    items = damaged_list(existing)
    items.append({"reason": reason, "when": when, "save": save})
    return json.dumps(items[-MAX_DAMAGED:])


def damaged_file_name(index: int, item: dict[str, str]) -> str:
    """The file name of a damaged save's export.

    >>> damaged_file_name(0, {"when": "2026-11-29T22:10:05.123Z"})
    'cinderisle-damaged-save-2026-11-29T22-10-05.json'
    """
    stamp = "".join(c if c.isalnum() else "-" for c in item.get("when", "")[:19]).strip("-")
    return f"cinderisle-damaged-save-{stamp or index + 1}.json"


# ---------------------------------------------------------------- records as files


def record_data(table: Table, link: dict[str, str] | None = None) -> dict[str, Any]:
    """The engine's game record, plus the seats as the table shows them and the game's link."""
    data = table.match.record()
    data["seats"] = [{"kind": s.kind, "name": s.name, "colour": s.colour} for s in table.seats]
    if link:
        data["link"] = dict(link)
    return data


def record_file(table: Table, link: dict[str, str] | None = None) -> tuple[str, str]:
    """(file name, JSON text) of the game's record: ``cinderisle-<seed>-<turn>.json``."""
    m = table.match
    n = rounds.round_of(m.turns, m.n)  # (a file's name is the same in every language: "round-3", "placement")
    name = f"cinderisle-{m.config.seed}-{f'round-{n}' if n else 'placement'}.json"
    return name, json.dumps(record_data(table, link), indent=1, ensure_ascii=False)


def _seats(data: dict[str, Any], game: Match) -> list[SeatSpec]:
    """The record's seats: the site's own list if intact, else the engine's config (kinds the
    page does not know become human seats)."""
    n = game.config.seats
    raw = data.get("seats")
    if isinstance(raw, list) and len(raw) == n and all(isinstance(s, dict) for s in raw):
        specs = [SeatSpec(str(s.get("kind", HUMAN)), str(s.get("name", "")), str(s.get("colour", ""))) for s in raw]
    else:
        kinds = list(game.config.players) + [HUMAN] * n
        names = list(game.config.names) + [""] * n
        specs = [SeatSpec(str(kinds[i]), str(names[i])) for i in range(n)]
    return [s if s.kind == HUMAN or s.kind in AI_KINDS else SeatSpec(HUMAN, s.name, s.colour) for s in specs]


def read_record(text: str) -> tuple[Table, dict[str, str]]:
    """A record file back into a table and its link; raises :class:`RecordError` with the
    reason (the first illegal action, a wrong version, not JSON ...)."""
    if len(text) > MAX_FILE_CHARS:
        raise _records.RecordError(_("the file is too large for a game record ({n:,} characters)").format(n=len(text)))
    try:
        data = jsontext.loads(text)
    except (ValueError, RecursionError) as exc:
        raise _records.RecordError(_("the file is not JSON: {error}").format(error=exc)) from None
    if isinstance(data, dict) and data.get("format") == _table.SAVE_FORMAT:  # a save file: its record inside
        record = data.get("record")
        data = {**(record if isinstance(record, dict) else {}), "seats": data.get("seats")}
    try:
        game = _records.Match.replay(data)
    except _records.RecordError:
        raise
    except (AttributeError, KeyError, TypeError, ValueError) as exc:  # e.g. a config that is not an object
        raise _records.RecordError(_("the record is damaged ({error})").format(error=f"{type(exc).__name__}: {exc}")) from None
    game.resolve_chance()  # a record cut after a roll: the seed decides the dice, as it did
    table = _table.replayed_table(game, _seats(data, game))
    key = game.config.island_key
    kinds = tuple(s.kind for s in table.seats)
    return table, links.game_query(key, game.config.seed, kinds, game.config.tide, game.config.rules)


def describe_record(table: Table) -> str:
    """One sentence about an imported game (a Living Island game says so, as the list of games
    in progress does)."""
    s = table.match
    names = ", ".join(seat_name(x.name, x.colour) for x in table.seats)
    where = island_words(s.config.island_key)
    living = s.config.rule_set.living_board
    if s.is_over:
        winner = table.seats[s.winner]
        said = _("A finished Living Island game on {island} ({names}): {winner} won in round {n}.") if living \
            else _("A finished game on {island} ({names}): {winner} won in round {n}.")
        return said.format(island=where, names=names, winner=seat_name(winner.name, winner.colour),
                           n=rounds.round_of(s.turns, s.n))
    n = rounds.round_of(s.turns, s.n)
    if n:
        said = _("A Living Island game on {island} ({names}), round {n}, not finished.") if living \
            else _("A game on {island} ({names}), round {n}, not finished.")
    else:
        said = _("A Living Island game on {island} ({names}), placement, not finished.") if living \
            else _("A game on {island} ({names}), placement, not finished.")
    return said.format(island=where, names=names, n=n)


__all__ = [
    "DAMAGED_KEY",
    "SaveCheck",
    "check_save",
    "damaged_file_name",
    "damaged_list",
    "describe_record",
    "keep_aside",
    "parse_save",
    "read_record",
    "record_data",
    "record_file",
    "save_notice",
]
