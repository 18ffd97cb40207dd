"""The new-game screen's HTML (in ``#newgame``), from the models' values: the form
(``model.newgame.NewGame``: Start and Learn to play, the seats, the island with its preview, the
table: the Tide deck, the AI pace, the clocks), and in its boxes the games in progress on this
device (``#ng-games``: ``model.gamelist``'s entries, with the question over the list when there is
one) and the saves section (``#ng-saves``: importing a record, the record just imported, the
damaged saves kept aside by ``model.saves``).  The page draws it whole once, then only what
changes (the seat rows, :func:`seat_rows_html`; the list, :func:`list_html`; the saves,
:func:`section_html`; the preview), so typing a name never loses focus.  Pure Python; names are
text; the build draws the first visit's (``view/firstpaint.py``).

>>> from model.newgame import NewGame
>>> html = form_html(NewGame("landfall"), "<svg/>", 0)
>>> html.count('class="ng-seat '), 'data-action="start"' in html
(4, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from engine import clocks as table_clocks
from engine.ruleset import CINDERISLE, LIVING_ISLAND
from engine.seats import HUMAN, kind_label

from model.gamelist import MAX_GAMES, Entry, Prompt, ago_words, describe, oldest
from model.newgame import NAME_MAX, PACE_NAMES, NewGame
from model.seating import COLOURS, SEAT_SHAPES, colour_name, seat_name, shape_name
from view.languages import picker_html
from view.markup import attrs, button, esc, mark, tag
from words import clockwords
from words.catalog import N_, _, ngettext
from words.things import island_words

__all__ = ["KIND_WORDS", "clocks_options", "form_html", "kind_words", "list_html", "pace_options", "preview_info",
           "rules_html", "rules_line", "seat_rows_html", "section_html"]


# ---------------------------------------------------------------- the form

KIND_WORDS = {HUMAN: N_("Human"), "ai-easy": N_("AI · easy"), "ai-normal": N_("AI · normal"), "ai-hard": N_("AI · hard")}
"""Each kind of seat the form offers, as it names it (the engine's ``kind_label``, in the page's language)."""


def kind_words(kind: str) -> str:
    """A kind of seat in the page's language (one the form does not offer: the engine's words)."""
    return _(KIND_WORDS[kind]) if kind in KIND_WORDS else kind_label(kind)



def preview_info(island: str) -> str:
    """The line under the preview: which island, and that a tile tells about itself."""
    return _("{island}: tap a tile to read it.").format(island=island)


def clocks_options(clocks: str) -> str:
    """The clocks' ``<option>`` list, ``clocks`` chosen.

    >>> clocks_options("off").count("<option"), 'value="off" selected>Off' in clocks_options("off")
    (3, True)
    """
    return "".join(tag("option", esc(_(clockwords.NAMES[c])), value=c, selected=c == clocks)
                   for c in table_clocks.SETTINGS)


def pace_options(pace: int) -> str:
    """The AI pace's ``<option>`` list, ``pace`` chosen (a pace without a name shows its ms).

    >>> pace_options(120).count("<option"), 'value="120" selected>120 ms' in pace_options(120)
    (5, True)
    """
    paces = dict(PACE_NAMES)
    if pace not in paces:
        paces[pace] = _("{ms} ms").format(ms=pace)
    return "".join(tag("option", esc(_(label)), value=value, selected=value == pace) for value, label in sorted(paces.items()))


def rules_line(name: str) -> str:
    """A rule set the form offers, in one line (its name is ``RuleSet.label``)."""
    if name == LIVING_ISLAND.name:
        return _("The island lives: tiles burn and heal, numbers turn. First to {renown}.").format(
            renown=LIVING_ISLAND.win_renown)
    return _("The island as it is: build, trade, first to {renown} renown.").format(renown=CINDERISLE.win_renown)


def rules_html(rules: str) -> str:
    """The choice of rule set (in ``#ng-rules``): a radio for each, with its one line; ``rules``
    chosen.  Its field is ``data-field="rules"`` (the value a rule set's name).

    >>> html = rules_html("living-island")
    >>> html.count('type="radio"'), 'value="living-island" data-field="rules" checked' in html, html.count("is-on")
    (2, True, 1)
    """
    choices = []
    for rule_set in (CINDERISLE, LIVING_ISLAND):
        on = rule_set.name == rules
        radio = f'<input type="radio" name="ng-rules"{attrs(value=rule_set.name, data_field="rules", checked=on)}>'
        choices.append(tag(
            "label",
            radio + tag("span", tag("span", esc(_("Living Island") if rule_set is LIVING_ISLAND else rule_set.label),
                                    cls="ng-rule-name")
                        + tag("span", esc(rules_line(rule_set.name)), cls="ng-rule-line"),
                        cls="ng-rule-text"),
            cls="ng-rule" + (" is-on" if on else ""), data_rules_choice=rule_set.name))
    return tag("fieldset", tag("legend", esc(_("Rules")), cls="ng-rules-legend") + "".join(choices),
               cls="ng-rules", id="ng-rules")


def seat_rows_html(form: NewGame) -> str:
    """The seat rows (in ``#ng-seats``): each seat's mark, name, Remove, kind and lantern colours;
    Add a seat while there are fewer than 4.  Names are text, in ``value`` attributes escaped."""
    rows = []
    for i, row in enumerate(form.rows):
        n = i + 1
        options = [(k, kind_words(k)) for k in (HUMAN, *form.levels)]
        select = tag("select", "".join(
            tag("option", esc(label), value=value, selected=value == row.kind) for value, label in options),
            cls="ng-kind", data_field="kind", data_row=i, aria_label=_("Who plays seat {n}").format(n=n))
        name = (f'<input type="text" class="ng-name"{attrs(data_field="name", data_row=i, value=row.name)}'
                f'{attrs(maxlength=NAME_MAX, placeholder=colour_name(row.colour), aria_label=_("Name of seat {n}").format(n=n))}'
                ' autocomplete="off" spellcheck="false">')
        swatches = "".join(
            button(mark(c), "ng-colour", cls="swatch" + (" is-on" if c == row.colour else ""), data_row=i,
                   data_colour=c, role="radio", aria_checked="true" if c == row.colour else "false",
                   aria_label=_swatch_words(c), title=_swatch_words(c))
            for c in COLOURS)
        remove = button("×", "ng-remove", cls="btn ng-remove", data_row=i, aria_label=_("Remove seat {n}").format(n=n),
                        disabled=len(form.rows) <= 2)
        rows.append(tag(
            "li",
            tag("div", mark(row.colour) + name + remove, cls="ng-who")
            + tag("div", select + tag("div", swatches, cls="swatches", role="radiogroup",
                                      aria_label=_("Lantern of seat {n}").format(n=n)), cls="ng-how"),
            cls=f"ng-seat lantern-{row.colour.lower()}", data_row=i, data_kind=row.kind,
        ))
    add = button(esc(_("+ Add a seat")), "ng-add", cls="btn ng-add") if len(form.rows) < 4 else ""
    return tag("ol", "".join(rows), cls="ng-seat-list") + add


def form_html(form: NewGame, preview_svg: str, pace: int, saves_html: str = "", games_html: str = "") -> str:
    """The whole form.  ``games_html``: the games in progress on this device, at the top
    (:func:`list_html`, in ``#ng-games``); ``saves_html``: import and damaged saves
    (:func:`section_html`, in ``#ng-saves``)."""
    seed_value = "" if form.island == "landfall" else str(form.island)
    pace_select = tag("select", pace_options(pace), data_field="pace", cls="ng-pace", id="ng-pace")
    clocks_select = tag("select", clocks_options(form.clocks), data_field="clocks", cls="ng-clocks", id="ng-clocks",
                        aria_describedby="ng-clocks-info")
    cont = tag("div", saves_html, id="ng-saves", cls="ng-saves")
    return tag(
        "div",
        tag("div", games_html, id="ng-games", cls="ng-games")
        + tag("div", tag("h2", esc(_("New game")), cls="ng-title")
            + picker_html("ng-lang", "ng-lang")
            + button(esc(_("Start")), "start", cls="btn btn-primary btn-huge ng-start"), cls="ng-head")
        + tag("p", tag("span", esc(_("New to Cinderisle?"))) + button(
            esc(_("Learn to play")), "learn", cls="btn btn-big ng-learn",
            title=_("A first game on Landfall against three ai-easy seats, with a coach")), cls="ng-learn-row")
        + rules_html(form.rules)
        + tag("div",
              tag("section", tag("h3", esc(_("Seats"))) + tag("div", seat_rows_html(form), id="ng-seats"),
                  cls="ng-col ng-seats-col", aria_label=_("Seats"))
              + tag("section",
                    tag("h3", esc(_("Island")))
                    + tag("div",
                          button("Landfall", "landfall", cls="btn" + (" is-on" if form.island == "landfall" else ""),
                                 aria_pressed="true" if form.island == "landfall" else "false")
                          + button(esc(_("New island")), "new-island", cls="btn")
                          + tag("label",
                                tag("span", esc(_("Island number")))
                                + f'<input type="text" inputmode="numeric" pattern="[0-9]*" id="ng-seed"'
                                  f'{attrs(data_field="seed", value=seed_value, maxlength=10, placeholder=_("e.g. 2024"))}'
                                  ' autocomplete="off">',
                                cls="ng-seed"),
                          cls="ng-island-pick")
                    + tag("div", preview_svg, id="preview", cls="preview")
                    + tag("p", esc(preview_info(form.island_label())), id="preview-info",
                          cls="preview-info", aria_live="polite"),
                    cls="ng-col ng-island-col", aria_label=_("Island"))
              + tag("section",
                    tag("h3", esc(_("Table")))
                    + tag("label", f'<input type="checkbox" id="ng-tide"{attrs(data_field="tide", checked=form.tide)}>'
                          + tag("span", esc(_("Tide deck instead of dice"))), cls="toggle")
                    + tag("label", tag("span", esc(_("AI pace"))) + pace_select, cls="ng-pace-label")
                    + tag("label", tag("span", esc(_("Clocks"))) + clocks_select, cls="ng-pace-label ng-clocks-label")
                    + tag("p", esc(clockwords.summary(form.clocks)), id="ng-clocks-info", cls="ng-clocks-info")
                    + tag("div", button(esc(_("Share link")), "share", cls="btn"), cls="ng-go")
                    + cont,
                    cls="ng-col ng-table-col", aria_label=_("Table")),
              cls="ng-grid"),
        cls="ng",
    )


# ---------------------------------------------------------------- the games in progress, at the top


def _swatch_words(colour: str) -> str:
    """A colour swatch's name: the colour and its shape mark ("Coral (circle)")."""
    return _("{colour} ({shape})").format(colour=colour_name(colour), shape=shape_name(SEAT_SHAPES[colour]))


def _seats_html(entry: Entry) -> str:
    out = []
    for s in entry.seats:
        who = esc(seat_name(s.name, s.colour)) + (tag("span", f" ({esc(kind_words(s.kind))})", cls="sg-kind") if s.kind != HUMAN else "")
        out.append(tag("span", mark(s.colour) + who, cls="sg-seat"))
    return ", ".join(out)


def _item_html(entry: Entry, now: float, letting_go: bool, suggested: bool, deleting: bool) -> str:
    island = island_words(entry.island)
    name = _("the game on {island}, {round}").format(island=island, round=entry.round)
    extra = "".join(f" · {words}" for words, on in ((_("Living Island"), entry.living), (_("Tide deck"), entry.tide),
                                                     (_("Learn to play"), entry.coached)) if on)
    what = tag("p", tag("b", esc(island), cls="sg-island") + " · "
               + tag("span", esc(entry.round), cls="sg-round") + esc(extra)
               + (tag("span", " · " + esc(_("the oldest")), cls="sg-oldest") if suggested else ""), cls="sg-what")
    when = tag("p", esc(_("Last played {ago}").format(ago=ago_words(entry.played, now))), cls="sg-when") \
        if entry.played else ""
    seats = tag("p", _seats_html(entry), cls="sg-seats")
    resume = button(esc(_("Resume")), "resume", cls="btn btn-primary sg-resume", data_game=entry.id,
                    aria_label=_("Resume {game}").format(game=name))
    if letting_go:
        second = button(esc(_("Let this one go")), "let-go", cls="btn sg-let-go", data_game=entry.id,
                        aria_label=_("Let this one go: {game}").format(game=name))
    else:
        second = button(esc(_("Delete")), "delete-game", cls="btn sg-delete", data_game=entry.id,
                        aria_label=_("Delete {game}").format(game=name),
                        aria_expanded="true" if deleting else "false")
    confirm = ""
    if deleting:
        confirm = tag(
            "div",
            tag("p", esc(_("Delete {game}? It cannot be brought back.").format(game=name)), cls="saved-what")
            + button(esc(_("Delete it")), "delete-confirm", cls="btn btn-danger", data_game=entry.id)
            + button(esc(_("Keep it")), "delete-cancel", cls="btn", data_game=entry.id),
            cls="sg-confirm", role="group", aria_label=_("Delete this game?"))
    round_no = (entry.turns - 1) // len(entry.seats) + 1 if entry.turns else 0
    return tag("li", tag("div", what + seats + when, cls="sg-text") + tag("div", resume + second, cls="sg-do") + confirm,
               cls="saved-game", data_saved_game=entry.id, data_round=round_no, data_rules=entry.rules)


def _prompt_html(prompt: Prompt, entries: Sequence[Entry], now: float) -> str:
    if prompt.kind == "offer":
        entry = next((e for e in entries if e.id == prompt.game), None)
        if entry is None:
            return ""
        return tag(
            "div",
            tag("p", esc(_("This link's game is saved on this device: {game}. Resume it, or start it anew beside it?")
                         .format(game=describe(entry, now))), cls="saved-what", id="ng-prompt-what")
            + button(esc(_("Resume it")), "resume", cls="btn btn-primary btn-big", data_game=entry.id)
            + button(esc(_("Start it anew")), "start-anew", cls="btn btn-big"),
            cls="saved-prompt", role="group", aria_labelledby="ng-prompt-what", data_prompt="offer")
    suggested = oldest(entries)
    if suggested is None:
        return ""
    return tag(
        "div",
        tag("p", esc(_("This device keeps {n} games in progress. To start {what}, let one of them go: the oldest is "
                       "{game}.").format(n=MAX_GAMES, what=prompt.what, game=describe(suggested, now))),
            cls="saved-what", id="ng-prompt-what")
        + button(esc(_("Let the oldest go and start")), "let-go", cls="btn btn-primary btn-big", data_game=suggested.id)
        + button(esc(_("Keep them all")), "let-go-cancel", cls="btn btn-big"),
        cls="saved-prompt", role="group", aria_labelledby="ng-prompt-what", data_prompt="room")


def list_html(entries: Sequence[Entry], now: float, prompt: Prompt | None = None, deleting: str | None = None) -> str:
    """The games in progress at the top of the new-game screen (in ``#ng-games``): a question
    first if there is one, then each game (``[data-saved-game]``) with Resume
    (``[data-action="resume"]``) and Delete, which asks first (``deleting``: the game whose
    Delete was pressed); when the list is full, Let this one go instead.  Names are text."""
    if not entries:
        return ""
    room = prompt is not None and prompt.kind == "room"
    suggested = oldest(entries) if room else None
    items = "".join(_item_html(e, now, room, e is suggested, deleting == e.id) for e in entries)
    head = tag("h2", esc(ngettext("Games in progress ({n})", "Games in progress ({n})", len(entries)).format(
        n=len(entries))), cls="ng-games-title", id="ng-games-title")
    return ((_prompt_html(prompt, entries, now) if prompt is not None else "")
            + tag("section", head + tag("ul", items, cls="saved-games"), cls="ng-games-list",
                  aria_labelledby="ng-games-title"))


# ---------------------------------------------------------------- import and damaged saves


def section_html(damaged: list[dict[str, str]], imported: str | None = None, resumable: bool | None = None) -> str:
    """Import and damaged saves, on the new-game screen (the games in progress are listed at
    its top: :func:`list_html`).  ``imported`` describes an imported record waiting for a
    choice."""
    parts = []
    if imported:
        resume = ("not finished" in imported) if resumable is None else resumable
        parts.append(tag(
            "div",
            tag("p", esc(imported) + (esc(" " + _("Resumed, it joins the games in progress on this device.")) if resume else ""),
                cls="saved-what")
            + (button(esc(_("Resume the imported game")), "import-resume", cls="btn btn-big") if resume else "")
            + button(esc(_("Replay it move by move")), "import-replay", cls="btn btn-big"),
            cls="saved saved-import", data_imported="1"))
    parts.append(tag(
        "label",
        tag("span", esc(_("Import a game record"))) + '<input type="file" accept=".json,application/json" '
        'data-field="import" class="ng-file">',
        cls="btn btn-big ng-import"))
    for i, item in enumerate(damaged):
        parts.append(tag(
            "div",
            tag("p", esc(_("A damaged save is kept aside ({reason}).").format(reason=item["reason"]) if item["reason"]
                         else _("A damaged save is kept aside.")), cls="saved-what")
            + button(esc(_("Export the damaged save")), "export-damaged", cls="btn", data_index=i)
            + button(esc(_("Forget it")), "forget-damaged", cls="btn", data_index=i),
            cls="saved saved-damaged", data_damaged=i))
    return "".join(parts)
