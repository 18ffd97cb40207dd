"""The new-game screen: seats (Human or AI, a name, a lantern colour), the island, the Tide deck.

Pure Python (no ``js``), tested in CPython.  :class:`NewGame` holds the form's
choices; the page renders :meth:`NewGame.html` once and then only the parts that
change (the seat rows, the preview), so typing a name never loses focus.  Names are
text: they go into ``value`` attributes escaped, and the table shows them with
``textContent`` or escaped HTML.

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
from engine.seats import HUMAN, LEVELS, kind_label

from model import jsontext
from model.links import MAX_PACE, PACES
from model.seating import COLOURS, SEAT_SHAPES, SeatSpec
from view.markup import attrs, button, esc, mark, tag
from words import clockwords

SETTINGS_KEY = "cinderisle.newgame"
"""``localStorage`` key of the form's last settings (:func:`settings_json`)."""
PACE_KEY = "cinderisle.pace"
"""``localStorage`` key of the AI pace chosen on this device."""

PACE_NAMES = {0: "Instant", PACES["brisk"]: "Brisk", PACES["calm"]: "Calm", PACES["slow"]: "Slow"}
NAME_MAX = 24
DEFAULT_CLOCKS = table_clocks.RELAXED
"""The table's clocks on a device that has not chosen yet (RULINGS 5: Relaxed, for first-time
players and children)."""


def clocks_options(clocks: str) -> str:
    """The clocks' ``<option>`` list, ``clocks`` chosen.

    >>> clocks_options("off").count("<option"), 'value="off" selected>Off' in clocks_options("off")
    (3, True)
    """
    return "".join(tag("option", esc(clockwords.NAMES[c]), value=c, selected=c == clocks)
                   for c in table_clocks.SETTINGS)


def pace_options(pace: int) -> str:
    """The AI pace's ``<option>`` list, ``pace`` chosen (a pace without a name shows its ms).

    >>> pace_options(120).count("<option"), 'value="120" selected>120 ms' in pace_options(120)
    (5, True)
    """
    paces = dict(PACE_NAMES)
    if pace not in paces:
        paces[pace] = f"{pace} ms"
    return "".join(tag("option", esc(label), value=value, selected=value == pace) for value, label in sorted(paces.items()))


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
    ) -> None:
        self.levels = offered_levels(ai_kinds) or ("ai-easy",)
        self.island = island
        self.tide = tide
        self.clocks = clocks if clocks in table_clocks.SETTINGS else DEFAULT_CLOCKS
        """The table's clocks (``engine.clocks``: relaxed, standard or off)."""
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

    def specs(self) -> list[SeatSpec]:
        return [SeatSpec(r.kind, r.name, r.colour) for r in self.rows]

    def kinds(self) -> tuple[str, ...]:
        return tuple(r.kind for r in self.rows)

    # ------------------------------------------------------------ HTML

    def seat_rows_html(self) -> str:
        rows = []
        for i, row in enumerate(self.rows):
            n = i + 1
            options = [(k, kind_label(k)) for k in (HUMAN, *self.levels)]
            select = tag("select", "".join(
                tag("option", esc(label), value=value, selected=value == row.kind) for value, label in options),
                cls="ng-kind", data_field="kind", data_row=i, aria_label=f"Who plays seat {n}")
            name = (f'<input type="text" class="ng-name"{attrs(data_field="name", data_row=i, value=row.name)}'
                    f'{attrs(maxlength=NAME_MAX, placeholder=row.colour, aria_label=f"Name of seat {n}")}'
                    ' autocomplete="off" spellcheck="false">')
            swatches = "".join(
                button(mark(c), "ng-colour", cls="swatch" + (" is-on" if c == row.colour else ""), data_row=i,
                       data_colour=c, role="radio", aria_checked="true" if c == row.colour else "false",
                       aria_label=f"{c} ({SEAT_SHAPES[c]})", title=f"{c} ({SEAT_SHAPES[c]})")
                for c in COLOURS)
            remove = button("×", "ng-remove", cls="btn ng-remove", data_row=i, aria_label=f"Remove seat {n}",
                            disabled=len(self.rows) <= 2)
            rows.append(tag(
                "li",
                tag("div", mark(row.colour) + name + remove, cls="ng-who")
                + tag("div", select + tag("div", swatches, cls="swatches", role="radiogroup",
                                          aria_label=f"Lantern of seat {n}"), cls="ng-how"),
                cls=f"ng-seat lantern-{row.colour.lower()}", data_row=i, data_kind=row.kind,
            ))
        add = button("+ Add a seat", "ng-add", cls="btn ng-add") if len(self.rows) < 4 else ""
        return tag("ol", "".join(rows), cls="ng-seat-list") + add

    def island_label(self) -> str:
        return island_name(self.island)

    def html(self, preview_svg: str, pace: int, saves_html: str = "", games_html: str = "") -> str:
        """The whole form.  ``games_html``: the games in progress on this device, at the top
        (``gamelist.list_html``, in ``#ng-games``); ``saves_html``: import and damaged saves
        (``saves.section_html``, in ``#ng-saves``)."""
        seed_value = "" if self.island == "landfall" else str(self.island)
        pace_select = tag("select", pace_options(pace), data_field="pace", cls="ng-pace", id="ng-pace")
        clocks_select = tag("select", clocks_options(self.clocks), data_field="clocks", cls="ng-clocks", id="ng-clocks",
                            aria_describedby="ng-clocks-info")
        cont = tag("div", saves_html, id="ng-saves", cls="ng-saves")
        return tag(
            "div",
            tag("div", games_html, id="ng-games", cls="ng-games")
            + tag("div", tag("h2", "New game", cls="ng-title")
                + button("Start", "start", cls="btn btn-primary btn-huge ng-start"), cls="ng-head")
            + tag("p", tag("span", "New to Cinderisle?") + button(
                "Learn to play", "learn", cls="btn btn-big ng-learn",
                title="A first game on Landfall against three ai-easy seats, with a coach"), cls="ng-learn-row")
            + tag("div",
                  tag("section", tag("h3", "Seats") + tag("div", self.seat_rows_html(), id="ng-seats"),
                      cls="ng-col ng-seats-col", aria_label="Seats")
                  + tag("section",
                        tag("h3", "Island")
                        + tag("div",
                              button("Landfall", "landfall", cls="btn" + (" is-on" if self.island == "landfall" else ""),
                                     aria_pressed="true" if self.island == "landfall" else "false")
                              + button("New island", "new-island", cls="btn")
                              + tag("label",
                                    tag("span", "Island number")
                                    + f'<input type="text" inputmode="numeric" pattern="[0-9]*" id="ng-seed"'
                                      f'{attrs(data_field="seed", value=seed_value, maxlength=10, placeholder="e.g. 2024")}'
                                      ' autocomplete="off">',
                                    cls="ng-seed"),
                              cls="ng-island-pick")
                        + tag("div", preview_svg, id="preview", cls="preview")
                        + tag("p", esc(self.island_label()) + ": tap a tile to read it.", id="preview-info",
                              cls="preview-info", aria_live="polite"),
                        cls="ng-col ng-island-col", aria_label="Island")
                  + tag("section",
                        tag("h3", "Table")
                        + tag("label", f'<input type="checkbox" id="ng-tide"{attrs(data_field="tide", checked=self.tide)}>'
                              + tag("span", "Tide deck instead of dice"), cls="toggle")
                        + tag("label", tag("span", "AI pace") + pace_select, cls="ng-pace-label")
                        + tag("label", tag("span", "Clocks") + clocks_select, cls="ng-pace-label ng-clocks-label")
                        + tag("p", esc(clockwords.summary(self.clocks)), id="ng-clocks-info", cls="ng-clocks-info")
                        + tag("div", button("Share link", "share", cls="btn"), cls="ng-go")
                        + cont,
                        cls="ng-col ng-table-col", aria_label="Table"),
                  cls="ng-grid"),
            cls="ng",
        )


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
    ``clocks`` the table's clocks (:data:`DEFAULT_CLOCKS` when these settings chose none).
    """

    seats: tuple[SeatSpec, ...]
    tide: bool = False
    island: str = LANDFALL
    clocks: str = DEFAULT_CLOCKS

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
    }, separators=(",", ":"))


def read_settings(text: str | None, levels: tuple[str, ...] | list[str]) -> Settings | None:
    """The settings ``text`` holds, or None when there are none to use (nothing kept, not
    JSON, not these settings, another version, no 2 to 4 seats).  Within usable settings a
    part that is damaged falls back on its own: a seat kind that is neither ``human`` nor
    one of ``levels`` becomes the first level, a name that is not text is empty, a colour
    that is unknown or taken becomes the first free one, a Tide that is not true or false
    is off, an unknown island is Landfall, clocks that are none (settings kept before the
    option, or damaged) are :data:`DEFAULT_CLOCKS`.  Never raises.

    >>> read_settings(None, ("ai-easy",)), read_settings("{oops", ("ai-easy",)), read_settings("[]", ("ai-easy",))
    (None, None, None)
    >>> s = read_settings('{"format": "cinderisle-newgame", "version": 1, "tide": "yes", "island": 5,'
    ...                   ' "seats": [{"kind": "dragon", "name": 7, "colour": "Moss"}, {"kind": "human", "colour": "Moss"}]}',
    ...                   ("ai-easy",))
    >>> [(x.kind, x.name, x.colour) for x in s.seats], s.tide, s.island, s.clocks
    ([('ai-easy', '', 'Moss'), ('human', '', 'Coral')], False, 'landfall', 'relaxed')
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
    return Settings(tuple(seats), tide if isinstance(tide, bool) else False,
                    island if island in (LANDFALL, GENERATED) else LANDFALL,
                    clocks if clocks in table_clocks.SETTINGS else DEFAULT_CLOCKS)


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
    "DEFAULT_CLOCKS",
    "GENERATED",
    "SETTINGS_FORMAT",
    "SETTINGS_VERSION",
    "NewGame",
    "SeatRow",
    "Settings",
    "clocks_options",
    "offered_levels",
    "pace_options",
    "read_pace",
    "read_settings",
    "settings_json",
    "unnamed_island",
]
