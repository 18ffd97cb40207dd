"""Living Island's end (LIVING-ISLAND 15): the end by healing's own title and words, and the
island's life over the game for the results: scorched halves at each round's end (and at the
game's end, in the round it ended: healed whole, a green "healed" where its bar would be), the
acts as bands behind them, and each world event as a mark (▲ burn, ✚ heal, ● still) in its round.
"""

from __future__ import annotations

from engine.living import SCORCHED
from engine.rules.world import ACT_RENOWN, EVENT_KIND

from model import rounds
from model.frame import Frame
from view.markup import esc
from words.catalog import _, pgettext
from words.lists import and_list
from words.living_narrate import KIND_NAMES
from words.world import act_label, act_word, event_word

__all__ = ["healed_whole", "life_chart_svg", "title", "words"]

WIN_AT = 10
KIND_COLOURS = ("#ff8a1e", "#6fd07a", "#9fb7d8")
ACT_FILLS = ("", "#3a1c12", "#2c2a1a", "#17301f")
MARKS = ("▲", "✚", "●")


def healed_whole(f: Frame) -> bool:
    """The game ended by healing: a Living Island over with no scorched half, and no single seat
    at 10 (the win at 10 is checked first)."""
    v = f.view
    lv = v.living
    if lv is None or not v.is_over or SCORCHED in lv.halves:
        return False
    winners = v.winners or ((v.winner,) if v.winner >= 0 else ())
    return len(winners) > 1 or (len(winners) == 1 and (v.totals[winners[0]] or 0) < WIN_AT)


def _names(f: Frame, seats: tuple[int, ...]) -> str:
    humans = [i for i in range(f.view.n) if not f.is_ai(i)]
    who = [pgettext("among the winners", "you") if humans == [i] else f.name(i) for i in seats]
    return and_list(who)


def title(f: Frame) -> str:
    """The end screen's title for an end by healing ("" : another end)."""
    if not healed_whole(f):
        return ""
    winners = f.view.winners
    who = _names(f, winners)
    if len(winners) > 1:
        return _("The island healed whole: {names} share the win!").format(names=who)
    humans = [i for i in range(f.view.n) if not f.is_ai(i)]
    if humans == list(winners):
        return _("The island healed whole: you win!")
    return _("The island healed whole: {name} wins!").format(name=who)


def words(f: Frame) -> str:
    """What the end by healing was, in words ("" : another end)."""
    if not healed_whole(f):
        return ""
    v = f.view
    best = max(t or 0 for t in v.totals)
    said = _("The island healed whole in Act III: no scorched half was left, so the game ended at once. "
             "Everyone showed their hidden Relics, and the most renown, {n}, wins.").format(n=best)
    return said + " " + _("Tied seats share the win.") if len(v.winners) > 1 else said


def _acts(f: Frame, n_rounds: int) -> list[int]:
    """The act in force at each round's end, from the public renown at each turn's end."""
    history = rounds.per_round([list(row) for row in f.history], f.view.n)
    acts, act = [], 1
    for r in range(n_rounds):
        if r < len(history):
            top = max(history[r])
            for later, at in ACT_RENOWN:
                if top >= at:
                    act = max(act, later)
        acts.append(act)
    return acts


def life_chart_svg(f: Frame) -> str:
    """The island's life: scorched halves round by round, the acts behind, the events above."""
    lv = f.view.living
    if lv is None:
        return ""
    scorched = list(lv.scorched_by_round)
    if f.view.is_over:  # (the round the game ended in never reached its end: its count is the end's)
        scorched.append(sum(1 for half in lv.halves if half == SCORCHED))
    n = max(len(scorched), 1)
    w, h, left, top, bottom = 480.0, 200.0, 34.0, 40.0, 28.0
    inner_w, inner_h = w - left - 12, h - top - bottom
    top_value = max(12, max(scorched, default=0))
    step = inner_w / n
    label = esc(_("The island's life: scorched halves round by round, the acts and the events"))
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="chart chart-life" viewBox="0 0 {w:g} {h:g}" width="100%" '
             f'role="img" aria-label="{label}" '
             f'data-chart="life" style="display:block;height:auto;max-width:100%">'
             f'<title>{label}</title>'
             f'<rect x="0" y="0" width="{w:g}" height="{h:g}" rx="12" fill="#1c1412" stroke="#f0b860" stroke-opacity="0.28"/>'
             f'<text x="14" y="22" font-size="16" font-weight="700" fill="#fff6dc">{esc(_("Scorched halves"))}'
             f'<tspan dx="8" font-size="12" font-weight="400" fill="#c9b8a0">{esc(_("round by round"))}</tspan></text>']
    acts = _acts(f, n)
    start = 0
    for r in range(1, n + 1):  # the acts as bands
        if r == n or acts[r] != acts[start]:
            x = left + start * step
            parts.append(f'<rect x="{x:.1f}" y="{top:g}" width="{(r - start) * step:.1f}" height="{inner_h:g}" '
                         f'fill="{ACT_FILLS[acts[start]]}" data-act="{acts[start]}"><title>'
                         f'{esc(_("{act}, {name}").format(act=act_label(acts[start]), name=act_word(acts[start])))}</title></rect>'
                         f'<text x="{x + 4:.1f}" y="{top + 13:g}" font-size="12" fill="#c9b8a0">{esc(act_label(acts[start]))}</text>')
            start = r
    for r, value in enumerate(scorched):
        bh = inner_h * value / top_value
        parts.append(f'<rect x="{left + r * step + step * 0.15:.1f}" y="{top + inner_h - bh:.1f}" '
                     f'width="{step * 0.7:.1f}" height="{bh:.1f}" fill="#8a3a1a" data-round="{r + 1}" '
                     f'data-scorched="{value}"><title>{esc(_("Round {n}: {k} scorched").format(n=r + 1, k=value))}</title></rect>')
    if healed_whole(f):  # the last bar is empty: say why, in the heal's green
        x = min(left + (n - 0.5) * step, left + inner_w - 20)
        parts.append(f'<text x="{x:.1f}" y="{top + inner_h - 5:g}" font-size="12" font-weight="700" text-anchor="middle" '
                     f'fill="{KIND_COLOURS[1]}" data-whole-mark="">{esc(pgettext("the island, at the end", "healed"))}</text>')
    in_round: dict[int, list[int]] = {}  # the events of each round, side by side above it
    for turns, event in f.world_log:
        in_round.setdefault(min(max(rounds.round_of(turns, f.view.n), 1), n) - 1, []).append(event)
    for r, event, j, k in ((r, e, j, len(es)) for r, es in in_round.items() for j, e in enumerate(es)):
        kind = EVENT_KIND[event]
        x = left + r * step + step / 2 + (j - (k - 1) / 2) * min(12.0, step / k)
        said = esc(_("Round {n}: {event}").format(n=r + 1, event=event_word(event)))
        parts.append(f'<text x="{x:.1f}" y="{top - 4:g}" font-size="12" text-anchor="middle" fill="{KIND_COLOURS[kind]}" '
                     f'data-event-mark="{KIND_NAMES[kind]}"><title>{said}</title>'
                     f'{MARKS[kind]}</text>')
    parts.append(f'<text x="{left - 6:g}" y="{top + inner_h:g}" font-size="12" text-anchor="end" fill="#c9b8a0">0</text>'
                 f'<text x="{left - 6:g}" y="{top + 8:g}" font-size="12" text-anchor="end" fill="#c9b8a0">{top_value}</text>'
                 f'<text x="{left + inner_w / 2:.1f}" y="{h - 8:g}" font-size="12" text-anchor="middle" fill="#c9b8a0">'
                 f'{esc(_("rounds 1 to {n}; ▲ burn ✚ heal ● still").format(n=n))}</text></svg>')
    return "".join(parts)
