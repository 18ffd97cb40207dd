"""The new-game screen: seats (Human or AI, a name, a lantern colour), the island, the Tide deck.

Pure Python (no ``js``), tested in CPython.  :class:`NewGame` holds the form's
choices and keeps them valid (2 to 4 seats, a kind the form offers, a name no longer than
:data:`NAME_MAX`, one lantern colour a seat); ``view/newgame_form.py`` draws it, once and
then only the parts that change (the seat rows, the preview), so typing a name never loses
focus.

>>> form = NewGame("landfall", ai_kinds=("ai-easy", "ai-hard"))
>>> [r.kind for r in form.rows], [r.colour for r in form.rows]
(['human', 'ai-easy', 'ai-easy', 'ai-easy'], ['Coral', 'Saffron', 'Lagoon', 'Moss'])
>>> form.set_colour(0, "Moss"); [r.colour for r in form.rows]
['Moss', 'Saffron', 'Lagoon', 'Coral']
>>> form.remove_seat(3); form.remove_seat(2); form.remove_seat(1); len(form.rows)
2

What a device remembers of the form (:class:`Settings`: the seats with their kinds,
levels, names and colours, the Tide deck, Landfall or a generated island) is written by
:func:`settings_json` when a game starts from the form and read back by
:func:`read_settings`, which never fails: whatever it cannot use falls back to the form's
defaults.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from engine import clocks as table_clocks
from engine.island import LANDFALL, island_name
from engine.ruleset import CINDERISLE as _CINDERISLE
from engine.ruleset import RULE_SETS
from engine.seats import HUMAN, LEVELS

from model import jsontext
from model.links import MAX_PACE, PACES
from model.seating import COLOURS, SeatSpec
from words.catalog import N_

SETTINGS_KEY = "cinderisle.newgame"
"""``localStorage`` key of the form's last settings (:func:`settings_json`)."""
PACE_KEY = "cinderisle.pace"
"""``localStorage`` key of the AI pace chosen on this device."""

PACE_NAMES = {0: N_("Instant"), PACES["brisk"]: N_("Brisk"), PACES["calm"]: N_("Calm"), PACES["slow"]: N_("Slow")}
"""The AI paces the form names, in English (``words.catalog._`` words them where they are shown)."""
NAME_MAX = 24
CINDERISLE = _CINDERISLE.name
"""The rule set a device that has not chosen plays (and old settings without one)."""
DEFAULT_CLOCKS = table_clocks.RELAXED
"""The table's clocks on a device that has not chosen yet (RULINGS 5: Relaxed, for first-time
players and children)."""


def offered_levels(kinds: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The AI levels a player may pick among ``kinds`` (``engine.seats.LEVELS``: ``random``
    is for tests).

    >>> offered_levels(("random", "ai-easy", "ai-normal"))
    ('ai-easy', 'ai-normal')
    """
    return tuple(k for k in kinds if k in LEVELS)


@dataclass
class SeatRow:
    kind: str = HUMAN
    name: str = ""
    colour: str = "Coral"


class NewGame:
    """The choices on the new-game screen."""

    def __init__(
        self,
        island: int | str,
        ai_kinds: tuple[str, ...] | list[str] = ("ai-easy",),
        seats: list[SeatSpec] | None = None,
        tide: bool = False,
        clocks: str = DEFAULT_CLOCKS,
        rules: str = CINDERISLE,
    ) -> None:
        self.levels = offered_levels(ai_kinds) or ("ai-easy",)
        self.island = island
        self.tide = tide
        self.clocks = clocks if clocks in table_clocks.SETTINGS else DEFAULT_CLOCKS
        """The table's clocks (``engine.clocks``: relaxed, standard or off)."""
        self.rules = rules if rules in RULE_SETS else CINDERISLE
        """The rule set (``engine.ruleset``: ``cinderisle`` or ``living-island``)."""
        if seats:
            self.rows = [SeatRow(s.kind if s.kind == HUMAN or s.kind in ai_kinds else self.levels[0], s.name,
                                 s.colour or COLOURS[i]) for i, s in enumerate(seats)]
        else:
            self.rows = [SeatRow(HUMAN, "", COLOURS[0])] + [SeatRow(self.levels[0], "", c) for c in COLOURS[1:]]

    # ------------------------------------------------------------ changes

    def add_seat(self) -> None:
        if len(self.rows) < 4:
            free = next(c for c in COLOURS if c not in {r.colour for r in self.rows})
            self.rows.append(SeatRow(self.levels[0], "", free))

    def remove_seat(self, i: int) -> None:
        if len(self.rows) > 2 and 0 <= i < len(self.rows):
            del self.rows[i]

    def set_kind(self, i: int, kind: str) -> None:
        if 0 <= i < len(self.rows) and (kind == HUMAN or kind in self.levels):
            self.rows[i].kind = kind

    def set_name(self, i: int, name: str) -> None:
        if 0 <= i < len(self.rows):
            self.rows[i].name = name.strip()[:NAME_MAX]

    def set_colour(self, i: int, colour: str) -> None:
        """Give seat ``i`` a lantern colour; a seat that had it takes seat ``i``'s old one."""
        if not 0 <= i < len(self.rows) or colour not in COLOURS:
            return
        old = self.rows[i].colour
        for row in self.rows:
            if row.colour == colour:
                row.colour = old
        self.rows[i].colour = colour

    def set_clocks(self, clocks: str) -> None:
        if clocks in table_clocks.SETTINGS:
            self.clocks = clocks

    def set_rules(self, rules: str) -> None:
        """Choose the rule set (a name ``engine.ruleset`` does not know is ignored).

        >>> form = NewGame("landfall"); form.set_rules("living-island"); form.set_rules("chess"); form.rules
        'living-island'
        """
        if rules in RULE_SETS:
            self.rules = rules

    def specs(self) -> list[SeatSpec]:
        return [SeatSpec(r.kind, r.name, r.colour) for r in self.rows]

    def kinds(self) -> tuple[str, ...]:
        return tuple(r.kind for r in self.rows)

    def island_label(self) -> str:
        return island_name(self.island)


# ------------------------------------------------------------ what a device remembers

SETTINGS_FORMAT = "cinderisle-newgame"
SETTINGS_VERSION = 1
GENERATED = "generated"
"""The remembered island when the last game was on a numbered (generated) island: the next
visit deals a fresh one."""


@dataclass(frozen=True, slots=True)
class Settings:
    """The new-game form as this device last started a game from it.

    ``seats`` are 2 to 4 seats (a kind that is ``human`` or an offered AI level, a name, a
    lantern colour no other seat has); ``island`` is ``"landfall"`` or :data:`GENERATED`;
    ``clocks`` the table's clocks (:data:`DEFAULT_CLOCKS` when these settings chose none);
    ``rules`` the rule set (:data:`CINDERISLE` when these settings chose none: kept before
    Living Island was offered).
    """

    seats: tuple[SeatSpec, ...]
    tide: bool = False
    island: str = LANDFALL
    clocks: str = DEFAULT_CLOCKS
    rules: str = CINDERISLE

    def specs(self) -> list[SeatSpec]:
        return list(self.seats)


def settings_json(form: NewGame) -> str:
    """What this device keeps of ``form`` when a game starts from it (``localStorage`` text).

    >>> form = NewGame(2024, ("ai-easy", "ai-hard")); form.set_name(0, "Ana"); form.remove_seat(3)
    >>> text = settings_json(form); json.loads(text)["island"], len(json.loads(text)["seats"])
    ('generated', 3)
    >>> read_settings(text, ("ai-easy", "ai-hard")).seats[0]
    SeatSpec(kind='human', name='Ana', colour='Coral')
    """
    return json.dumps({
        "format": SETTINGS_FORMAT, "version": SETTINGS_VERSION,
        "seats": [{"kind": r.kind, "name": r.name, "colour": r.colour} for r in form.rows],
        "tide": bool(form.tide),
        "island": LANDFALL if form.island == LANDFALL else GENERATED,
        "clocks": form.clocks,
        "rules": form.rules,
    }, separators=(",", ":"))


def read_settings(text: str | None, levels: tuple[str, ...] | list[str]) -> Settings | None:
    """The settings ``text`` holds, or None when there are none to use (nothing kept, not
    JSON, not these settings, another version, no 2 to 4 seats).  Within usable settings a
    part that is damaged falls back on its own: a seat kind that is neither ``human`` nor
    one of ``levels`` becomes the first level, a name that is not text is empty, a colour
    that is unknown or taken becomes the first free one, a Tide that is not true or false
    is off, an unknown island is Landfall, clocks that are none (settings kept before the
    option, or damaged) are :data:`DEFAULT_CLOCKS`, a rule set that is none (settings kept
    before Living Island was offered, or damaged) is :data:`CINDERISLE`.  Never raises.

    >>> read_settings(None, ("ai-easy",)), read_settings("{oops", ("ai-easy",)), read_settings("[]", ("ai-easy",))
    (None, None, None)
    >>> s = read_settings('{"format": "cinderisle-newgame", "version": 1, "tide": "yes", "island": 5,'
    ...                   ' "seats": [{"kind": "dragon", "name": 7, "colour": "Moss"}, {"kind": "human", "colour": "Moss"}]}',
    ...                   ("ai-easy",))
    >>> [(x.kind, x.name, x.colour) for x in s.seats], s.tide, s.island, s.clocks, s.rules
    ([('ai-easy', '', 'Moss'), ('human', '', 'Coral')], False, 'landfall', 'relaxed', 'cinderisle')
    """
    if not text or len(text) > 10_000 or jsontext.nested_deeper(text, 4):
        return None
    try:
        data: Any = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("format") != SETTINGS_FORMAT:
        return None
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version != SETTINGS_VERSION:
        return None
    rows = data.get("seats")
    if not isinstance(rows, list) or not 2 <= len(rows) <= 4 or not all(isinstance(r, dict) for r in rows):
        return None
    fallback = levels[0] if levels else "ai-easy"
    seats: list[SeatSpec] = []
    taken: set[str] = set()
    wanted = [r.get("colour") for r in rows]
    for i, row in enumerate(rows):
        kind = row.get("kind")
        if kind != HUMAN and kind not in levels:
            kind = fallback
        name = row.get("name")
        name = name.strip()[:NAME_MAX] if isinstance(name, str) else ""
        colour = wanted[i]
        if colour not in COLOURS or colour in taken:
            free = [c for c in COLOURS if c not in taken]
            colour = next((c for c in free if c not in wanted[i + 1:]), free[0])
        taken.add(str(colour))
        seats.append(SeatSpec(str(kind), name, str(colour)))
    tide = data.get("tide")
    island = data.get("island")
    clocks = data.get("clocks")
    rules = data.get("rules")
    return Settings(tuple(seats), tide if isinstance(tide, bool) else False,
                    island if island in (LANDFALL, GENERATED) else LANDFALL,
                    clocks if clocks in table_clocks.SETTINGS else DEFAULT_CLOCKS,
                    rules if isinstance(rules, str) and rules in RULE_SETS else CINDERISLE)


def unnamed_island(settings: Settings | None) -> str | None:
    """The island of a visit whose link names none: Landfall, the beginner island, on a
    first visit and after a game on Landfall; a fresh one (None) after a generated island.

    >>> unnamed_island(None), unnamed_island(Settings((SeatSpec(), SeatSpec()), island=GENERATED))
    ('landfall', None)
    """
    return None if settings is not None and settings.island == GENERATED else LANDFALL


def read_pace(text: str | None) -> int | None:
    """The AI pace kept in ``text`` (milliseconds, 0 to ``links.MAX_PACE``), None when it is
    missing or damaged.

    >>> read_pace("350"), read_pace("0"), read_pace(None), read_pace("fast"), read_pace("99999999"), read_pace("-1")
    (350, 0, None, None, None, None)
    """
    if text is None:
        return None
    text = text.strip()
    if not text.isascii() or not text.isdigit() or len(text) > 6:
        return None
    value = int(text)
    return value if value <= MAX_PACE else None


__all__ = [
    "CINDERISLE",
    "DEFAULT_CLOCKS",
    "GENERATED",
    "SETTINGS_FORMAT",
    "SETTINGS_VERSION",
    "NewGame",
    "SeatRow",
    "Settings",
    "offered_levels",
    "read_pace",
    "read_settings",
    "settings_json",
    "unnamed_island",
]
