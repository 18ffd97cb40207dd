"""A replay's own regions (``model.replay.Replay``): its controls in the status box (the step
buttons, where the replay stands, what the move shown did) and every seat's hand in the hand's
box; the board, the seats and the Supply are the game screen's own, drawn from the replay's
frame.  Pure Python; names are text."""

from __future__ import annotations

from engine.cards import LANDMARK, N_RES, RES_NAMES

from model import rounds
from model.replay import Replay
from model.seating import seat_name
from view.controls import res_icon
from view.living_tray import half
from view.markup import button, esc, mark, tag
from words.catalog import _, pgettext
from words.things import res_name, venture_name

__all__ = ["controls_html", "hands_html"]


def controls_html(replay: Replay) -> str:
    """The step buttons and what the move shown did."""
    first, last = replay.step == 0, replay.step == replay.total
    what = esc(str(replay.lines[replay.step])) if replay.step else esc(_("The island before anyone settled."))
    s = replay.sight
    n_round = rounds.round_of(s.turns, s.n)
    where = (_("Move {step} of {total} · round {n}").format(step=replay.step, total=replay.total, n=n_round) if n_round
             else _("Move {step} of {total} · placement").format(step=replay.step, total=replay.total))
    return tag(
        "div",
        tag("h2", esc(_("Replay")), cls="replay-title")
        + tag("p", esc(where), cls="replay-where", aria_live="polite")
        + tag("p", what, cls="replay-what", data_replay_line=replay.step)
        + tag("div",
              button(esc(pgettext("replay: its first move", "Start")), "replay-start", cls="btn", disabled=first,
                     title=_("Before the first move"))
              + button(esc(_("Previous move")), "replay-back", cls="btn btn-big", disabled=first)
              + button(esc(_("Next move")), "replay-next", cls="btn btn-primary btn-big", disabled=last)
              + button(esc(pgettext("replay: its last move", "End")), "replay-end", cls="btn", disabled=last,
                       title=_("After the last move")),
              cls="replay-buttons")
        + tag("p", esc(_("Arrow keys step too. Every hand is shown: the game is over.") if replay.final.match.is_over else
                       _("Arrow keys step too. Every hand is shown: this game is unfinished (it stops where its record ends).")),
              cls="replay-hint",
              data_replay_finished="1" if replay.final.match.is_over else "0"),
        cls="replay", data_replay_controls="1",
    )


def hands_html(replay: Replay) -> str:
    """Every seat's hand and venture cards after this step (Living Island: its half cards too,
    ``3½`` and ``data-half="1"``; ``data-count`` is the whole cards)."""
    view = replay.sight
    screen_seats = replay.final.seats
    rows = []
    for i in range(view.n):
        hand = view.hand_of(i) or (0,) * N_RES
        halves = view.half_cards[i] or () if i < len(view.half_cards) else ()
        held = view.ventures_of(i) or ()
        cards = "".join(
            tag("span", res_icon(r) + tag("b", half(hand[r], halves, r)), cls=f"replay-card res-{RES_NAMES[r].lower()}",
                data_res=RES_NAMES[r].lower(), data_count=hand[r], data_half=halves[r] if halves else None,
                title=_("{resource} (and a half card)").format(resource=res_name(r)) if halves and halves[r] else res_name(r))
            for r in range(N_RES))
        ventures = [_("{n} {card}").format(n=n, card=venture_name(v)) for v, n in enumerate(held) if n]
        colour = screen_seats[i].colour
        rows.append(tag(
            "li",
            tag("div", mark(colour) + tag("span", esc(seat_name(screen_seats[i].name, colour)), cls="seat-name"), cls="seat-head")
            + tag("div", cards, cls="cards")
            + tag("p", esc(", ".join(ventures) if ventures else _("No venture cards")), cls="replay-ventures",
                  data_landmarks=held[LANDMARK] if held else 0),
            cls=f"replay-hand lantern-{colour.lower()}", data_hand_seat=i,
        ))
    return tag("h3", esc(_("Every hand"))) + tag("ol", "".join(rows), cls="replay-hands")
