"""The status box and the Supply: whose turn it is, what the game waits for (the prompt and its
"Why?"), a hint, the coach's words, the news (what happened while you waited), the dice, the
open offer and its answers (the Exchange Board); the Supply's cards and the venture deck.
"""

from __future__ import annotations

from engine import actions as A
from engine.cards import N_RES, RESOURCES
from engine.offer import COUNTERED, PASSED
from engine.phase import Phase

from model import rounds
from model.frame import Frame
from view import glossary, living_end, living_panel
from view.coach_words import coach_line_html
from view.controls import PIECE_NAMES, answer_words, cards_html, res_icon, tools_html, who
from view.living_tray import supply_half
from view.markup import button, esc, icon, tag
from words.catalog import N_, _, ngettext, pgettext
from words.things import res_name


def prompt(f: Frame) -> str:
    """One sentence: what the game waits for, addressed to the seat on the screen."""
    v = f.view
    if v.is_over:
        return living_end.title(f) or _("{name} wins!").format(name=f.name(v.winner))
    decider = f.decider
    privacy = f.privacy
    if privacy is not None:
        return _("Pass the device to {name}.").format(name=f.name(privacy))
    if not f.my_turn:
        name = f.name(decider)
        if f.is_ai(decider):
            if v.phase == Phase.OFFER:
                return _("{name} weighs the offer…").format(name=name)
            return _("{name} is thinking…").format(name=name)
        return _("Waiting for {name}…").format(name=name)
    ph = v.phase
    kind = f.active
    if ph == Phase.SETUP_HEARTH:
        if len(v.pieces_of(decider)[0]) >= 1:
            return _("Found your second hearth: it pays out at once. Press a glowing corner.")
        return _("Found your first hearth. Press a glowing corner.")
    if ph == Phase.SETUP_CAUSEWAY:
        return _("Lay a causeway beside it: press a glowing edge.")
    if kind == "warden":
        return _("Warden: press a glowing tile to move the Ashcloud there, or calm it.")
    if kind in PIECE_NAMES:
        if kind == "causeway":
            return _("Causeway (free): press a glowing edge.") if v.free_causeways else \
                _("Causeway: press a glowing edge.")
        return _("Hearth: press a glowing corner.") if kind == "hearth" else _("Beacon: press a glowing corner.")
    if ph == Phase.PRE_ROLL:
        warden = any(a.kind == A.WARDEN for a in f.legal)
        if v.tide:
            return _("Flip the Tide card (a Warden may be played first).") if warden else _("Flip the Tide card.")
        return _("Roll the dice (a Warden may be played first).") if warden else _("Roll the dice.")
    if ph == Phase.MAIN:
        return _("Build, trade or buy, then end your turn.")
    if ph == Phase.DISCARD:
        n = v.discard_owed[decider]
        return ngettext("A 7! Return {n} card to the Supply.", "A 7! Return {n} cards to the Supply.", n).format(n=n)
    if ph == Phase.MOVE_ASHCLOUD:
        return _("Move the Ashcloud: press a glowing tile.")
    if ph == Phase.ROB:
        return _("Choose whom to rob.")
    if v.request is not None:  # the open table (Living Island)
        if ph == Phase.OFFER:
            who = f.name(v.turn_seat)
            if v.request.ask:
                return _("{name} asks for cards: quote or pass, in secret.").format(name=who)
            return _("{name} makes an Offer: quote or pass, in secret.").format(name=who)
        if ph == Phase.CONFIRM:
            return _("Take one quote, or walk away.")
    if ph == Phase.CARAVAN:
        return _("Supply Caravan: take one card.")
    if ph == Phase.OFFER:
        return _("{name} offers you a trade: accept, counter or pass.").format(name=f.name(v.turn_seat))
    if ph == Phase.CONFIRM:
        return _("Confirm one answer, or decline them all.")
    return ""


PROMPT_SECTIONS = {
    Phase.SETUP_HEARTH: "setup", Phase.SETUP_CAUSEWAY: "setup", Phase.PRE_ROLL: "turn", Phase.ROLL: "turn",
    Phase.MAIN: "building", Phase.DISCARD: "seven", Phase.MOVE_ASHCLOUD: "seven", Phase.ROB: "seven",
    Phase.STEAL: "seven", Phase.DRAW: "building", Phase.OFFER: "trading", Phase.CONFIRM: "trading",
}
"""The rules' section that explains each phase's prompt (``#rules-<name>``)."""


def prompt_section(f: Frame) -> str:
    """The rules' section the prompt's "Why?" opens ("": none, the game is over or waits
    behind the privacy screen)."""
    v = f.view
    if v.is_over or f.privacy is not None:
        return ""
    if f.active == "warden":
        return "seven"  # the Warden moves the Ashcloud: where it may go, and the steal
    if v.tide and v.phase in (Phase.PRE_ROLL, Phase.ROLL):
        return "tide"
    if not f.my_turn and v.phase in (Phase.MAIN, Phase.DRAW):
        return "turn"  # "Moss is thinking…": whose turn it is and what a turn holds
    return PROMPT_SECTIONS.get(v.phase, "turn")


def dice_html(f: Frame) -> str:
    v = f.view
    if not v.last_roll:
        return tag("div", tag("span", _("No roll yet"), cls="dice-none"), cls="dice", data_roll="")
    if v.tide:
        inner = tag("span", tag("b", str(v.last_roll)), cls="tide-card", title=_("Tide card {n}").format(n=v.last_roll))
    else:
        pair = f.dice or (0, 0)
        inner = "".join(_die(d) for d in pair)
    hot = " is-seven" if v.last_roll == 7 else ""
    # Before a roll the dice shown are the previous turn's: drawn faded, and said so.
    old = v.phase in (Phase.PRE_ROLL, Phase.ROLL)
    return tag(
        "div", inner + tag("span", str(v.last_roll), cls="roll-total"),
        cls=f"dice{hot}" + (" is-old" if old else ""), data_roll=v.last_roll, role="img",
        aria_label=(_("Last roll: {n}, on the previous turn") if old else _("Last roll: {n}")).format(n=v.last_roll),
        title=_("The previous turn's roll") if old else None,
    )


_PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)), 4: ((0, 0), (2, 0), (0, 2), (2, 2)),
         5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)), 6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2))}


def _die(value: int) -> str:
    pips = "".join(
        f'<circle cx="{6 + 6 * x}" cy="{6 + 6 * y}" r="2.1"/>' for x, y in _PIPS.get(value, ())
    )
    return (f'<svg class="die" viewBox="0 0 24 24" aria-hidden="true"><rect x="1" y="1" width="22" height="22" rx="5"/>'
            f"{pips}</svg>")


def supply_html(f: Frame) -> str:
    v = f.view
    items = "".join(
    tag("li", res_icon(r) + tag("span", res_name(r), cls="res-name") + tag("b", supply_half(f, r)),
            cls=f"supply-item res-{RESOURCES[r]}", data_res=RESOURCES[r], data_count=v.supply[r],
            title=_("{resource}: {n} in the Supply").format(resource=res_name(r), n=supply_half(f, r)))
        for r in range(N_RES)
    )
    left = ngettext("{n} venture card left", "{n} venture cards left", v.deck_count).format(n=v.deck_count)
    deck = tag("li", icon("ico-venture") + tag("span", _("Ventures"), cls="res-name") + tag("b", str(v.deck_count)),
               cls="supply-item supply-deck", title=left)
    return tag("ul", items + deck, cls="supply-list", aria_label=_("The Supply"))


def status_html(f: Frame) -> str:
    v = f.view
    living = v.living is not None  # (Living Island's words, too, a tap from the glossary)
    turn = tag("span", rounds.when(v.turns, v.n), cls="turn-no")  # rounds, never the engine's turns
    message = tag("p", glossary.linked(f.message, living), cls="message", role="status") if f.message else ""
    # The notes for this seat alone (a card stolen, a card drawn) as one paragraph: below
    # landscape the status has room for one line of news (see style.css).
    # (a card stolen from the viewer while it waited is in the recap too)
    notes = tag("p", glossary.linked(" ".join(f.notes[-2:]), living), cls="note", data_note="1") if f.notes and not f.recap else ""
    latest = tag("p", glossary.linked(f.latest, living), cls="latest", data_latest="1", aria_live="polite") if f.latest else ""
    lead = tag("b", pgettext("status, before a hint", "Hint: "))
    shown = tag("p", lead + glossary.linked(f.hint, living), cls="hint-line", data_hint="1",
                data_hint_action=f.hint_action, role="status") if f.hint else ""
    return (
        tag("div", turn + (who(f, v.turn_seat) if not v.is_over else "")
            + (tag("span", tools_html(f), cls="status-tools") if f.can_hint or f.can_dots or f.coach else "")
            + recap_fold_html(f)
            + why_link(f),
            cls="status-head")
        + living_panel.living_html(f)
        + tag("p", glossary.linked(prompt(f), living), cls="prompt", id="prompt")
        + shown
        + coach_line_html(f)
        + message
        + recap_html(f)
        + latest
        + notes
        + legend_html(f)
        + dice_html(f)
        + exchange_html(f)
    )


SEAT_STATS = (("ico-cards", N_("cards in hand")), ("ico-venture", N_("venture cards")), ("ico-warden", N_("Wardens shown")))
"""The seat cards' counts: each icon and the words it stands for (the legend says them)."""


def legend_html(f: Frame) -> str:
    """What the seat cards' icons stand for, said during placement (before the first roll)."""
    if f.view.phase not in (Phase.SETUP_HEARTH, Phase.SETUP_CAUSEWAY) or f.privacy is not None:
        return ""
    parts = [tag("span", icon(symbol) + esc(_(words)), cls="legend-item") for symbol, words in SEAT_STATS]
    return tag("p", tag("span", _("On each seat:"), cls="legend-head") + "".join(parts), cls="seat-legend",
               data_legend="1")


def recap_html(f: Frame) -> str:
    """What happened since the viewer last acted, a line each (``[data-recap-item]``), while the
    viewer decides.  It folds to its latest line, the one the board shows (the island keeps its
    room, and the status its height; an earlier line may tell of a piece moved again since);
    the status head's "All N" (:func:`recap_fold_html`) unfolds the whole list over the island."""
    if not f.recap:
        return ""
    living = f.view.living is not None
    items = "".join(tag("li", glossary.linked(line, living), data_recap_item=i) for i, line in enumerate(f.recap))
    return tag("section",
               tag("p", _("While you waited"), cls="recap-head") + recap_fold_html(f)
               + tag("ul", items, cls="recap-list", id="recap-list"),
               cls="recap" + (" is-open" if f.recap_open else ""), data_recap=len(f.recap), aria_label=_("While you waited"))


def recap_fold_html(f: Frame) -> str:
    """The recap's "All N" (or "Hide").  Drawn twice, as the tools are: beside the recap's first
    line (a phone, where the status head has no room) and in the status head beside "Why?" (wider,
    where that row is a button tall already, so that the folded recap stays one line of text);
    CSS shows one."""
    n = len(f.recap)
    if n < 2:
        return ""
    return button(tag("span", pgettext("news, fold", "Hide") if f.recap_open else _("All {n}").format(n=n), cls="recap-count"), "recap",
                  cls="btn btn-recap", aria_expanded="true" if f.recap_open else "false", aria_controls="recap-list",
                  aria_label=_("Fold the news") if f.recap_open
                  else _("All {n} things that happened while you waited").format(n=n))


def why_link(f: Frame) -> str:
    """"Why?" beside the prompt: it opens the rules at the prompt's section (``data-action="rules"``)."""
    section = prompt_section(f)
    if not section:
        return ""
    return button(_("Why?"), "rules", cls="btn btn-why", data_section=section, aria_describedby="prompt",
                  title=_("The rule behind this"))


def exchange_html(f: Frame) -> str:
    """The open offer and every answer so far: public, shown to everybody."""
    v = f.view
    offer = v.open_offer
    if offer is None or v.phase not in (Phase.OFFER, Phase.CONFIRM):
        return ""
    rows = []
    dealt = v.dealt_with
    for seat in range(v.n):
        if seat == v.turn_seat or (offer.answers[seat] == PASSED and dealt[seat]):
            continue
        answer = offer.answers[seat]
        detail = ""
        counter = offer.counters[seat]
        if answer == COUNTERED and counter is not None:
            give, get = counter  # what the offerer would give and get: the counter gives ``get``, wants ``give``
            detail = tag("span", _("gives {cards} · wants {wanted}").format(cards=cards_html(get), wanted=cards_html(give)),
                         cls="counter-terms")
        rows.append(tag("li", who(f, seat) + tag("span", answer_words(f, seat, answer), cls=f"answer answer-{answer}")
                        + detail, data_answer_seat=seat, data_answer=answer))
    return tag(
        "section",
        tag("h3", esc(_("{name} offers").format(name=f.name(v.turn_seat)))) +
        tag("p", _("gives {cards} · wants {wanted}").format(cards=cards_html(offer.give), wanted=cards_html(offer.want)),
            cls="offer-terms")
        + tag("ul", "".join(rows), cls="answers"),
        cls="exchange", aria_label=_("The Exchange Board"),
    )
