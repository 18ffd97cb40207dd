"""The results at the end of a game: the winner, the final renown (every Landmark, or Relic, revealed) and
what it was made of, the pictures, a summary in words, and what to do next.
"""

from __future__ import annotations

from typing import Any

from engine.cards import N_VENTURES, VENTURE_NAMES
from engine.pieces import BEACON_PIECE, HEARTH_PIECE
from engine.ruleset import CINDERISLE, LIVING_ISLAND

from model import rounds
from model.frame import Frame
from view import living_end
from view.coach_words import coach_end_html
from view.controls import seat_colour, total_renown, who
from view.markup import button, esc, mark, tag


def end_html(f: Frame, charts: Any = None) -> str:
    """The winner, final renown (every Landmark revealed), pictures and a summary."""
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
        parts = [f"{hearths} hearth{'s' if hearths != 1 else ''}"]
        if beacons:
            parts.append(f"{beacons} beacon{'s' if beacons != 1 else ''} (2 each)")
        if titles:
            held = [n for n, h in ((rules.trail_title, v.causeway_holder), (rules.watch_title, v.watch_holder)) if h == i]
            parts.append(" and ".join(held) + f" +{titles}")
        if lm_shown or lm_hidden:
            parts.append(f"{lm_shown + lm_hidden} {VENTURE_NAMES[hidden]}{'s' if lm_shown + lm_hidden != 1 else ''}"
                         + (f" ({lm_hidden} revealed now)" if lm_hidden else ""))
        rows.append(tag("tr",
                        tag("th", who(f, i), scope="row") + tag("td", str(total_renown(v, i)), cls="num")
                        + tag("td", esc(", ".join(parts))),
                        cls="is-winner" if i == w or i in v.winners else None, data_final_seat=i, data_final=total_renown(v, i)))
    table = tag("table", tag("thead", tag("tr", tag("th", "Seat", scope="col") + tag("th", "Renown", scope="col")
                                         + tag("th", "Made of", scope="col")))
                + tag("tbody", "".join(rows)), cls="final")
    # The chart's last point is the table's final renown (the Landmarks revealed at the end).
    finals = [total_renown(v, i) for i in range(v.n)]
    history = rounds.per_round([list(row) for row in f.history[:-1]] + [finals], v.n)
    humans = [i for i in range(v.n) if not f.is_ai(i)]
    title = esc(living_end.title(f)) or ("You win!" if humans == [w] else f"{esc(names[w])} wins!")
    pictures = ""
    goal = (LIVING_ISLAND if v.living is not None else CINDERISLE).win_renown  # (the renown chart's goal line)
    if charts is not None:
        pictures = tag("div",
                       tag("figure", charts.dice_histogram_svg(list(v.rolls), v.tide)
                           + tag("figcaption", "The " + ("Tide" if v.tide else "dice") + " against the odds"))
                       + tag("figure", charts.renown_chart_svg(history, names, colours, goal)
                             + tag("figcaption", "Renown round by round"))
                       + tag("figure", charts.collected_table_html(f.collected, names, colours))  # (its caption)
                       + (tag("figure", living_end.life_chart_svg(f) + tag("figcaption", "The island's life"))
                          if v.living is not None else ""),
                       cls="pictures")
    else:
        pictures = tag("div", "", cls="pictures", data_charts="missing")
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
                  button("Rematch", "rematch", cls="btn btn-primary btn-big", title="Same island and seats, new dice")
                  + button("New game", "new-game", cls="btn btn-big")
                  + button("See the island", "hide-end", cls="btn btn-big")
                  + button("Replay move by move", "replay", cls="btn btn-big")
                  + button("Export record", "export-record", cls="btn btn-big"), cls="end-actions")
            + table + pictures,
            cls="end-card"),
        cls="end", role="dialog", aria_labelledby="end-title", data_end_winner=w,
    )


def summary(f: Frame) -> str:
    """A few sentences about the game that was."""
    v = f.view
    w = v.winner if v.winner >= 0 or not v.winners else v.winners[0]
    rolls = list(v.rolls)
    parts = [f"{f.name(w)} reached {total_renown(v, w)} renown in round {rounds.round_of(v.turns, v.n)}."]
    if rolls:
        sevens = rolls.count(7)
        common = max(range(2, 13), key=lambda n: (rolls.count(n), -abs(7 - n)))
        parts.append(
            f"{len(rolls)} {'Tide cards' if v.tide else 'rolls'}: {common} came up most ({rolls.count(common)} times); "
            f"{sevens} seven{'s' if sevens != 1 else ''} stirred the Ashcloud."
        )
    totals = [sum(row) for row in f.collected]
    if any(totals):
        best = max(range(v.n), key=lambda i: totals[i])
        parts.append(f"{f.name(best)} collected the most from harvests ({totals[best]} cards).")
    longest = max(range(v.n), key=lambda i: v.trail_of(i))
    if v.trail_of(longest) >= 3:
        parts.append(f"Longest trail: {f.name(longest)}, {v.trail_of(longest)} causeways.")
    return " ".join(parts)
