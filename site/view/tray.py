"""The viewer's hand and the tray, what the viewer can do now: roll, build, buy, trade, end the
turn, undo; in their moments a discard, an answer to an offer, a confirm.  A hand and its
venture cards are drawn only when the frame's sight holds them (the viewer's own).
"""

from __future__ import annotations

from typing import Any

from engine import actions as A
from engine.cards import (
    BOUNTIFUL,
    EMBARGO,
    LANDMARK,
    N_RES,
    N_VENTURES,
    RELIC,
    RESOURCES,
    SURVEYOR,
    VENTURE_NAMES,
    VENTURES,
    WARDEN,
)
from engine.constants import COST_SURVEYED_CAUSEWAY, MAX_OFFERS
from engine.offer import ACCEPTED, COUNTERED
from engine.phase import Phase

from model.frame import Frame
from view import living_tray
from view.controls import (
    COSTS,
    PIECE_NAMES,
    TRADE_PLAYERS,
    TRADE_SUPPLY,
    Reasons,
    answer_words,
    cards_html,
    hint_attrs,
    hint_cls,
    res_icon,
    stepper,
    tools_html,
    who,
)
from view.living_table import caravan_html, request_answer_html, request_confirm_html
from view.markup import button, esc, icon, tag
from words.catalog import _, ngettext
from words.things import cards_counted, res_name, venture_name

# ---------------------------------------------------------------- the hand (private)


def hand_html(f: Frame) -> str:
    viewer = f.viewer
    if viewer is None:
        if f.privacy is not None:
            return ""
        if all(f.is_ai(i) for i in range(len(f.seats))):
            return tag("p", _("Every seat is an AI: sit back and watch."), cls="hand-empty")
        return ""
    v = f.view
    hand = f.hand
    halves = living_tray.halves_of(f, viewer)  # (the owner's own half cards: Living Island)
    cards = "".join(
        tag("li", res_icon(r) + tag("b", living_tray.half(hand[r], halves, r), cls="n")
            + tag("span", res_name(r), cls="res-name"),
            cls=f"card res-{RESOURCES[r]}" + (" is-zero" if not hand[r] and not (halves and halves[r]) else ""),
            data_res=RESOURCES[r], data_count=hand[r], **({"data_half": halves[r]} if halves else {}),
            title=_("{n} {resource}").format(n=living_tray.half(hand[r], halves, r), resource=res_name(r)))
        for r in range(N_RES)
    )
    legal = f.legal
    kinds = {a.kind for a in legal}
    warden_ok = any(a.kind == A.WARDEN for a in legal)
    ventures = []
    held = v.ventures or v.ventures_of(viewer) or (0,) * N_VENTURES  # (over: every hand is shown)
    bought = v.bought_this_turn
    reasons = Reasons(f, "hand")
    for k in (WARDEN, SURVEYOR, BOUNTIFUL, EMBARGO, LANDMARK, *living_tray.LIVING_CARDS):
        n = held[k]
        if not n:
            continue
        if k == RELIC:  # (never played: it shows its rule)
            ventures.append(living_tray.relic_html(f, n))
            continue
        name = venture_name(k)
        label = icon(f"ico-v{k}") + tag("span", esc(name), cls="v-name") + (tag("b", f"×{n}") if n > 1 else "")
        if bought[k]:
            label += tag("span", _("new"), cls="v-new", title=_("Bought this turn: play it next turn"))
        # What pressing the card does (a card that cannot be played now says why instead).
        action, extra, kind = {
            WARDEN: ("mode", {"data_kind": "warden", "aria_pressed": "true" if f.mode == "warden" else "false"}, "warden"),
            SURVEYOR: ("surveyor", {}, "surveyor"),
            BOUNTIFUL: ("sheet", {"data_sheet": "bountiful"}, "bountiful"),
            EMBARGO: ("sheet", {"data_sheet": "embargo"}, "embargo"),
            LANDMARK: ("reveal", {}, "reveal"),
        }[k] if k not in living_tray.LIVING_CARDS else living_tray.card_play(f, k)
        playable = (warden_ok if k == WARDEN else kind in kinds if k in living_tray.LIVING_CARDS else
                    {SURVEYOR: A.SURVEYOR, BOUNTIFUL: A.BOUNTIFUL, EMBARGO: A.EMBARGO, LANDMARK: A.REVEAL}[k] in kinds)
        if k == LANDMARK and playable:  # (pressed, it turns one Landmark face up)
            label = icon(f"ico-v{k}") + tag("span", _("Reveal Landmark"), cls="v-name") + (tag("b", f"×{n}") if n > 1 else "")
        title = living_tray.title(k) if k in living_tray.LIVING_CARDS else {
            WARDEN: _("Move the Ashcloud (and rob) or calm it; counts toward the Steadfast Watch"),
            LANDMARK: _("1 renown; hidden ones count when you check for a win"),
            SURVEYOR: _("Two causeways free this turn, then 1 Basalt each"),
            BOUNTIFUL: _("Name a number: only you collect it"),
            EMBARGO: _("Name a resource nobody else may trade until your next turn"),
        }[k]
        # Each card shows its rule (the rules at its section) with a "?" of its own beside it; the
        # card itself plays when it can be played now, and else says why it cannot (refused).
        rule: dict[str, Any] = {"data_section": VENTURES[k]}
        key = {"mode": f"mode:{extra.get('data_kind', '')}", "sheet": f"sheet:{extra.get('data_sheet', '')}"}.get(action, action)
        why = "" if playable else f.why(kind) or _("not now")
        ventures.append(tag("li", reasons.button(label, action, key=VENTURES[k], name=name, why=why,
                                                 cls=hint_cls(f, key, "venture" + (" is-playable" if playable else "")),
                                                 title=title, data_venture=VENTURE_NAMES[k].lower(), **extra,
                                                 **(hint_attrs(f, key) if playable else {}))
                            + button(tag("span", "?", aria_hidden="true"), "rules", cls="venture-info",
                                     title=_("The {card}'s rule").format(card=name),
                                     aria_label=_("{card}: its rule").format(card=name), **rule),
                            cls="venture-item"))
    return (
        tag("h2", _('{seat}<span class="hand-of">’s hand</span>').format(seat=who(f, viewer)), cls="hand-title")
        + tag("ul", cards, cls="hand-cards", data_hand_seat=viewer, aria_label=_("Your cards"))
        + (tag("ul", "".join(ventures), cls="ventures", aria_label=_("Your venture cards")) if ventures else "")
        + reasons.html()
    )


# ---------------------------------------------------------------- the tray (what you can do now)


def tray_html(f: Frame) -> str:
    v = f.view
    if f.privacy is not None or v.is_over:
        return ""
    viewer = f.viewer
    if viewer is None:
        return ""
    legal = f.legal
    kinds = {a.kind for a in legal}
    ph = v.phase
    if f.my_turn:
        if ph == Phase.DISCARD:
            return discard_html(f)
        if ph == Phase.ROB:
            return tag("div", "".join(
                button(who(f, a.a) + tag("span", cards_counted(v.hand_counts[a.a]), cls="sub"), "rob",
                       cls=hint_cls(f, f"rob:{a.a}", "btn btn-big"), data_seat=a.a, **hint_attrs(f, f"rob:{a.a}"))
                for a in legal if a.kind == A.ROB) + tools_html(f), cls="tray-row", role="group", aria_label=_("Rob a seat"))
        if v.request is not None:  # the open table (Living Island)
            return request_answer_html(f) if ph == Phase.OFFER else request_confirm_html(f)
        if ph == Phase.CARAVAN:
            return caravan_html(f)
        if ph == Phase.OFFER:
            return answer_html(f)
        if ph == Phase.CONFIRM:
            return confirm_html(f)
        if f.mode in living_tray.MODES:
            return living_tray.mode_html(f)
        if f.mode == "warden":
            return tag("div", button(_("Calm the Ashcloud"), "calm", cls=hint_cls(f, "calm", "btn btn-big"),
                                     **hint_attrs(f, "calm"))
                       + button(_("Cancel"), "cancel", cls="btn") + tools_html(f), cls="tray-row")
    reasons = Reasons(f, "tray")
    if ph == Phase.MOVE_ASHCLOUD and f.my_turn:
        return tag("div", tools_html(f), cls="tray-main")
    # (An AI seat's Ashcloud move shows the turn's tray, as the rest of its turn does: with none,
    # a phone's island grew by the builds' row for that moment and shrank back.)
    if ph in (Phase.SETUP_HEARTH, Phase.SETUP_CAUSEWAY):
        if f.my_turn or f.takeback:
            return tag("div", tools_html(f) + undo_html(f, reasons), cls="tray-main") + reasons.html()
        return ""
    # The turn's tray: roll, the three builds, buy, trade, the Exchange Board, end.  What cannot
    # be done now says why (the engine's words), on a press or on focus.
    mine = f.my_turn
    roll_label = _("Flip the Tide") if v.tide else _("Roll")
    if ph == Phase.PRE_ROLL or not mine or ph != Phase.MAIN:
        first = reasons.button(icon("ico-dice") + tag("span", roll_label), "roll", key="roll", name=roll_label,
                               why=_why(f, "roll", A.ROLL in kinds), cls=hint_cls(f, "roll", "btn btn-primary btn-big"),
                               **hint_attrs(f, "roll"))
    else:
        end = _("End turn")
        first = reasons.button(tag("span", end), "end", key="end", name=end,
                               why=_why(f, "end", A.END in kinds), cls=hint_cls(f, "end", "btn btn-primary btn-big"),
                               **hint_attrs(f, "end"))
    builds = []
    for kind in ("causeway", "hearth", "beacon"):
        ok = kind in kinds
        cost = COSTS[kind]
        if kind == "causeway" and v.turn_seat == viewer and v.free_causeways:
            cost_html = tag("span", _("{n} free").format(n=v.free_causeways), cls="cost")
        elif kind == "causeway" and v.turn_seat == viewer and v.surveyor:
            cost_html = cards_html(COST_SURVEYED_CAUSEWAY)
        else:
            cost_html = cards_html(cost)
        name = _(PIECE_NAMES[kind])
        builds.append(reasons.button(
            icon(f"ico-{kind}") + tag("span", name, cls="b-name") + cost_html,
            "mode", key=kind, name=name, why=_why(f, kind, ok),
            cls=hint_cls(f, f"mode:{kind}", "btn build" + (" is-on" if f.mode == kind else "")),
            data_kind=kind, aria_pressed="true" if f.mode == kind else "false", **hint_attrs(f, f"mode:{kind}"),
        ))
    sheets = f.sheets
    buy, supply, players = _("Buy venture"), _(TRADE_SUPPLY), _(TRADE_PLAYERS)
    left = MAX_OFFERS - v.offers_posted if v.turn_seat == viewer else MAX_OFFERS
    extra = [
        reasons.button(icon("ico-venture") + tag("span", buy, cls="b-name") + cards_html(COSTS["venture"]),
                       "buy", key="buy", name=buy, why=_why(f, "buy", A.BUY in kinds),
                       cls=hint_cls(f, "buy", "btn build"), **hint_attrs(f, "buy")),
        reasons.button(icon("ico-trade") + tag("span", supply, cls="b-name") + tag("span", _("jetties too"), cls="cost"),
                       "sheet", key="trade", name=supply, why=_why(f, "trade", "trade" in sheets),
                       cls=hint_cls(f, "sheet:trade", "btn build"), data_sheet="trade", **hint_attrs(f, "sheet:trade")),
        reasons.button(icon("ico-exchange") + tag("span", players, cls="b-name")
                       + tag("span", ngettext("{n} offer left", "{n} offers left", left).format(n=left), cls="cost"),
                       "sheet", key="offer", name=players, why=_why(f, "offer", "offer" in sheets),
                       cls=hint_cls(f, "sheet:offer", "btn build"), data_sheet="offer", **hint_attrs(f, "sheet:offer")),
    ]
    living = living_tray.tray_buttons(f, reasons)  # (their own group: on a phone they share Roll's row)
    return tag("div", "".join(builds) + "".join(extra), cls="tray-builds", role="group", aria_label=_("Build tray")) + \
        (tag("div", living, cls="tray-living", role="group", aria_label=_("The land")) if living else "") + \
        tag("div", tools_html(f) + (undo_html(f, reasons) if mine or f.takeback else "") + first, cls="tray-main") + \
        reasons.html()


def _why(f: Frame, kind: str, ok: bool) -> str:
    """Why the tray's control of ``kind`` cannot be used ("" when it can): the engine's words."""
    return "" if ok else f.why(kind) or _("not now")


def undo_html(f: Frame, reasons: Reasons) -> str:
    """The Undo control: it names what it takes back; refused when there is nothing."""
    if f.takeback:
        what = f.takeback_what
        # It shows what it takes back, briefly ("Undo the causeway": the piece just built glows on the
        # island); its name begins with those words and says where (WCAG 2.5.3), as does the title.
        return button(icon("ico-undo") + tag("span", _("Undo"), cls="b-name") + " "
                      + tag("span", esc(f.takeback_brief), cls="cost"),
                      "undo", cls="btn undo", aria_label=_("Undo {what}").format(what=what),
                      title=_("{action} (Ctrl+Z)").format(action=f.takeback),
                      aria_keyshortcuts="Control+Z")
    undo = _("Undo")
    return reasons.button(icon("ico-undo") + tag("span", undo, cls="b-name")
                          + tag("span", _("nothing to take back"), cls="cost"), "undo", key="undo", name=undo,
                          why=f.undo_why or _("there is nothing you can take back now"), cls="btn undo")


def discard_html(f: Frame) -> str:
    owed = f.discard_owed()
    hand = f.hand
    chosen = sum(f.discard)
    rows = "".join(
        stepper(f, "discard", r, f.discard[r], hand[r] if chosen < owed else f.discard[r])
        for r in range(N_RES) if hand[r]
    )
    reasons = Reasons(f, "discard")
    send = _("Return {n}").format(n=owed)
    return tag(
        "section",
        tag("div", tag("h3", ngettext("Return {n} card ({chosen} chosen)", "Return {n} cards ({chosen} chosen)", owed)
                           .format(n=owed, chosen=chosen)) + tools_html(f),
            cls="panel-head")
        + tag("ul", rows, cls="steppers")
        + reasons.button(send, "discard-send", key="send", name=send, why=f.why_discard(),
                         cls=hint_cls(f, "discard-send", "btn btn-primary btn-big"), **hint_attrs(f, "discard-send"))
        + reasons.html()
        + (tag("p", _("When the time runs out, cards go back from your largest stacks."), cls="hint")
           if not f.coach else ""),  # (a coached game runs no clock)
        cls="panel discard", aria_label=_("Discard"),
    )


def answer_html(f: Frame) -> str:
    v = f.view
    offer = v.open_offer
    me = f.viewer
    if offer is None or me is None:
        return ""
    reasons = Reasons(f, "answer")
    can_accept = A.with_arg(A.ACCEPT, me) in f.legal
    return tag(
        "section",
        tag("h3", _("{seat} offers you").format(seat=esc(f.name(v.turn_seat))))
        + tag("p", _("you get {cards} · you give {price}").format(cards=cards_html(offer.give), price=cards_html(offer.want)),
                cls="offer-terms")
        # What the answering seat holds, beside the terms: on a phone this drawer covers the hand.
        + tag("p", _("you hold {cards}").format(cards=cards_html(f.hand)), cls="offer-terms offer-hold", data_hold=me)
        + tag("div",
              reasons.button(_("Accept"), "accept", key="accept", name=_("Accept"),
                             why="" if can_accept else f.why("accept") or _("not now"),
                             cls=hint_cls(f, "accept", "btn btn-primary btn-big"), **hint_attrs(f, "accept"))
              + button(_("Counter…"), "sheet", cls="btn btn-big", data_sheet="counter")
              + button(_("Pass"), "pass", cls=hint_cls(f, "pass", "btn btn-big"), **hint_attrs(f, "pass")) + tools_html(f),
              cls="tray-row")
        + reasons.html(),
        cls="panel answer", aria_label=_("Answer the offer"),
    )


def confirm_html(f: Frame) -> str:
    v = f.view
    offer = v.open_offer
    if offer is None:
        return ""
    legal = f.legal
    reasons = Reasons(f, "confirm")
    rows = []
    for seat in range(v.n):
        answer = offer.answers[seat]
        if answer not in (ACCEPTED, COUNTERED):
            continue
        give, get = offer.terms(seat)
        ok = A.with_arg(A.CONFIRM, seat) in legal
        terms = _("you give {price} · you get {cards}").format(price=cards_html(give), cards=cards_html(get))
        why = "" if ok else f.why("confirm", answer=seat) or _("not now")
        rows.append(tag("li", who(f, seat) + tag("span", answer_words(f, seat, answer), cls=f"answer answer-{answer}")
                        + tag("span", terms, cls="offer-terms")
                        + reasons.button(_("Confirm"), "confirm", key=str(seat), name=_("Confirm {seat}").format(seat=f.name(seat)),
                                         why=why,
                                         cls=hint_cls(f, f"confirm:{seat}", "btn btn-primary"), data_seat=seat,
                                         **hint_attrs(f, f"confirm:{seat}"))))
    return tag(
        "section",
        tag("div", tag("h3", _("Confirm one deal")) + tools_html(f), cls="panel-head") + tag("ul", "".join(rows), cls="answers")
        + reasons.html()
        + button(_("Decline all"), "decline", cls=hint_cls(f, "decline", "btn"), **hint_attrs(f, "decline")),
        cls="panel confirm", aria_label=_("Confirm a deal"),
    )
