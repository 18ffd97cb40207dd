"""The results at the end of a game: the winner, the final renown (every Landmark, or Relic, revealed) and
what it was made of, the pictures, a summary in words, and what to do next.
"""

from __future__ import annotations

from typing import Any

from engine.cards import LANDMARK, N_VENTURES
from engine.pieces import BEACON_PIECE, HEARTH_PIECE
from engine.ruleset import CINDERISLE, LIVING_ISLAND

from model import rounds
from model.frame import Frame
from view import living_end
from view.coach_words import coach_end_html
from view.controls import seat_colour, total_renown, who
from view.markup import button, esc, mark, tag
from words.catalog import _, ngettext
from words.things import cards_counted, title_name


def end_html(f: Frame, charts: Any = None, coming: bool = False) -> str:
    """The winner, final renown (every Landmark revealed), pictures and a summary.  Without
    ``charts`` (the pictures' module) the pictures' place is empty: ``data-charts="coming"``
    when they are drawn next (``coming``), else ``"missing"`` (their module failed)."""
    v = f.view
    if not v.is_over:
        return ""
    w = v.winner if v.winner >= 0 or not v.winners else v.winners[0]  # (a shared win: its first seat's mark)
    names = [f.name(i) for i in range(v.n)]
    colours = [seat_colour(f, i) for i in range(v.n)]
    rows = []
    rules = LIVING_ISLAND if v.living is not None else CINDERISLE
    hidden = rules.hidden_card  # a Landmark; Living Island's Relic
    order = sorted(range(v.n), key=lambda i: (-total_renown(v, i), i))
    for i in order:
        corners = v.pieces_of(i)[0]
        hearths = sum(1 for c in corners if v.corner_piece[c] == HEARTH_PIECE)
        beacons = sum(1 for c in corners if v.corner_piece[c] == BEACON_PIECE)
        titles = 2 * (v.causeway_holder == i) + 2 * (v.watch_holder == i)
        lm_shown, lm_hidden = v.landmarks_shown[i], (v.ventures_of(i) or (0,) * N_VENTURES)[hidden]
        parts = [ngettext("{n} hearth", "{n} hearths", hearths).format(n=hearths)]
        if beacons:
            parts.append(ngettext("{n} beacon (2 each)", "{n} beacons (2 each)", beacons).format(n=beacons))
        if titles:
            held = [title_name(n) for n, h in ((rules.trail_title, v.causeway_holder), (rules.watch_title, v.watch_holder))
                    if h == i]
            parts.append(_("{title} +{n}").format(title=held[0], n=titles) if len(held) == 1 else
                         _("{title} and {other} +{n}").format(title=held[0], other=held[1], n=titles))
        if lm_shown or lm_hidden:
            parts.append(_hidden_words(hidden, lm_shown + lm_hidden, lm_hidden))
        rows.append(tag("tr",
                        tag("th", who(f, i), scope="row") + tag("td", str(total_renown(v, i)), cls="num")
                        + tag("td", esc(", ".join(parts))),
                        cls="is-winner" if i == w or i in v.winners else None, data_final_seat=i, data_final=total_renown(v, i)))
    table = tag("table", tag("thead", tag("tr", tag("th", _("Seat"), scope="col") + tag("th", _("Renown"), scope="col")
                                         + tag("th", _("Made of"), scope="col")))
                + tag("tbody", "".join(rows)), cls="final")
    # The chart's last point is the table's final renown (the Landmarks revealed at the end).
    finals = [total_renown(v, i) for i in range(v.n)]
    history = rounds.per_round([list(row) for row in f.history[:-1]] + [finals], v.n)
    humans = [i for i in range(v.n) if not f.is_ai(i)]
    title = esc(living_end.title(f)) or (_("You win!") if humans == [w] else esc(_("{name} wins!").format(name=names[w])))
    pictures = ""
    goal = (LIVING_ISLAND if v.living is not None else CINDERISLE).win_renown  # (the renown chart's goal line)
    if charts is not None:
        pictures = tag("div",
                       tag("figure", charts.dice_histogram_svg(list(v.rolls), v.tide)
                           + tag("figcaption", _("The Tide against the odds") if v.tide else _("The dice against the odds")))
                       + tag("figure", charts.renown_chart_svg(history, names, colours, goal)
                             + tag("figcaption", _("Renown round by round")))
                       + tag("figure", charts.collected_table_html(f.collected, names, colours))  # (its caption)
                       + (tag("figure", living_end.life_chart_svg(f) + tag("figcaption", _("The island's life")))
                          if v.living is not None else ""),
                       cls="pictures")
    else:
        pictures = tag("div", "", cls="pictures", data_charts="coming" if coming else "missing")
    return tag(
        "div",
        tag("div",
            mark(colours[w]).replace('class="mark', 'class="end-mark mark', 1)
            + tag("h2", title, id="end-title")
            + (tag("p", esc(living_end.words(f)), cls="summary healed-whole", data_healed="1")
               if living_end.healed_whole(f) else "")
            + tag("p", esc(summary(f)), cls="summary")
            + coach_end_html(f)
            + tag("div",
                  button(_("Rematch"), "rematch", cls="btn btn-primary btn-big", title=_("Same island and seats, new dice"))
                  + button(_("New game"), "new-game", cls="btn btn-big")
                  + button(_("See the island"), "hide-end", cls="btn btn-big")
                  + button(_("Replay move by move"), "replay", cls="btn btn-big")
                  + button(_("Export record"), "export-record", cls="btn btn-big"), cls="end-actions")
            + table + pictures,
            cls="end-card"),
        cls="end", role="dialog", aria_labelledby="end-title", data_end_winner=w,
    )


def summary(f: Frame) -> str:
    """A few sentences about the game that was."""
    v = f.view
    w = v.winner if v.winner >= 0 or not v.winners else v.winners[0]
    rolls = list(v.rolls)
    n_round = rounds.round_of(v.turns, v.n)
    parts = [_("{name} reached {renown} renown in round {round}.").format(name=f.name(w), renown=total_renown(v, w),
                                                                         round=n_round)]
    if rolls:
        sevens = rolls.count(7)
        common = max(range(2, 13), key=lambda n: (rolls.count(n), -abs(7 - n)))
        drawn = (ngettext("{n} Tide card", "{n} Tide cards", len(rolls)) if v.tide
                 else ngettext("{n} roll", "{n} rolls", len(rolls))).format(n=len(rolls))
        times = ngettext("{n} time", "{n} times", rolls.count(common)).format(n=rolls.count(common))
        stirred = ngettext("{n} seven stirred the Ashcloud", "{n} sevens stirred the Ashcloud", sevens).format(n=sevens)
        parts.append(_("{drawn}: {common} came up most ({times}); {sevens}.").format(
            drawn=drawn, common=common, times=times, sevens=stirred))
    totals = [sum(row) for row in f.collected]
    if any(totals):
        best = max(range(v.n), key=lambda i: totals[i])
        parts.append(_("{name} collected the most from harvests ({cards}).").format(
            name=f.name(best), cards=cards_counted(totals[best])))
    longest = max(range(v.n), key=lambda i: v.trail_of(i))
    if v.trail_of(longest) >= 3:
        n = v.trail_of(longest)
        parts.append(ngettext("Longest trail: {name}, {n} causeway.", "Longest trail: {name}, {n} causeways.", n).format(
            name=f.name(longest), n=n))
    return " ".join(parts)


def _hidden_words(hidden: int, held: int, revealed: int) -> str:
    """The Landmarks (Living Island: Relics) a seat held at the end: "2 Landmarks (1 revealed now)"."""
    if hidden == LANDMARK:
        words = (ngettext("{n} Landmark ({k} revealed now)", "{n} Landmarks ({k} revealed now)", held) if revealed
                 else ngettext("{n} Landmark", "{n} Landmarks", held))
    else:
        words = (ngettext("{n} Relic ({k} revealed now)", "{n} Relics ({k} revealed now)", held) if revealed
                 else ngettext("{n} Relic", "{n} Relics", held))
    return words.format(n=held, k=revealed)
