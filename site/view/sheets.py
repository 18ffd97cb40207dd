"""The sheets (dialogs over the tray): a trade with the Supply (or a jetty, the Barge), an offer
to the other players or a counter to one, a Bountiful Tide's number, an Embargo's resource.
"""

from __future__ import annotations

from engine import actions as A
from engine import clocks
from engine.cards import DOTS, N_RES, NUMBERS, RESOURCES, five
from engine.constants import MAX_OFFERS, MAX_WANT

from model.frame import Frame
from model.living_table import quote_action, request_action
from view import living_tray
from view.coach_words import coach_sheet_line_html
from view.controls import TRADE_SUPPLY, Reasons, hint_attrs, hint_cls, res_icon, stepper
from view.markup import button, esc, tag
from words import clockwords
from words.catalog import N_, _, ngettext, pgettext
from words.things import res_name

_PAY_TITLES = {A.RECLAIM: N_("Reclaim: the cards you pay"), A.BRIBE: N_("Bribe: the cards you pay")}
"""The pay sheet's title for each price paid in cards of any kind (Living Island)."""


def sheet_html(f: Frame) -> str:
    name = f.sheet
    if not name or f.viewer is None:
        return ""
    reasons = Reasons(f, "sheet")
    body = {"trade": _trade_sheet, "offer": _offer_sheet, "counter": _counter_sheet,
            "bountiful": _bountiful_sheet, "embargo": _embargo_sheet, "tribute": living_tray.tribute_sheet,
            "cache": living_tray.cache_sheet, "pay": living_tray.pay_sheet}[name](f, reasons)
    title = {"trade": _(TRADE_SUPPLY),
             "offer": _("Open table: Offer or Ask") if f.view.living is not None else _("Trade with players: draft an offer"),
             "counter": _("Quote") if f.view.request is not None else _("Counter the offer"),
             "bountiful": _("Bountiful Tide: name a number"),
             "embargo": _("Embargo: name a resource"), "tribute": _("Tribute: name a resource"),
             "cache": _("Supply Cache: choose your cards"),
             "pay": _(_PAY_TITLES[f.mode]) if f.mode in _PAY_TITLES else f.mode.capitalize()}[name]
    return tag(
        "div",
        tag("h2", esc(title), id="sheet-title")
        + coach_sheet_line_html(f)
        + body
        + reasons.html()
        + tag("div", button(_("Close"), "sheet", cls=hint_cls(f, "close", "btn"), data_sheet="", **hint_attrs(f, "close")),
              cls="sheet-foot"),
        cls=f"sheet sheet-{name}", role="dialog", aria_labelledby="sheet-title", data_sheet_open=name,
    )


def _trade_sheet(f: Frame, reasons: Reasons) -> str:
    v = f.view
    hand = f.hand
    legal = f.legal
    trades = {(a.a, a.b) for a in legal if a.kind == A.TRADE}
    barges = {(a.a, a.b) for a in legal if a.kind == A.BARGE}
    rates = v.rates or (0,) * N_RES
    g, r = f.trade_give, f.trade_take

    def give_btn(k: int) -> str:
        # What cannot be given says why: too few cards, an Embargo, nothing to take for it.
        why = f.why("trade", give=k)
        key = f"trade-give:{RESOURCES[k]}"
        return reasons.button(
            res_icon(k) + tag("span", res_name(k), cls="res-name") + tag("span", f"{rates[k]}:1", cls="rate")
            + tag("span", _("have {n}").format(n=hand[k]), cls="sub"), "trade-give", key=f"give-{RESOURCES[k]}",
            name=_("Give {resource}").format(resource=res_name(k)), why=why,
            cls=hint_cls(f, key, "btn pick" + (" is-on" if g == k else "")),
            data_res=RESOURCES[k], aria_pressed="true" if g == k else "false", **hint_attrs(f, key))

    def take_btn(k: int) -> str:
        why = f.why("trade", give=g, take=k) if g >= 0 else f.why("trade", take=k)
        key = f"trade-take:{RESOURCES[k]}"
        return reasons.button(
            res_icon(k) + tag("span", res_name(k), cls="res-name")
            + tag("span", _("{n} left").format(n=v.supply[k]), cls="sub"),
            "trade-take", key=f"take-{RESOURCES[k]}", name=_("Take {resource}").format(resource=res_name(k)), why=why,
            cls=hint_cls(f, key, "btn pick" + (" is-on" if r == k else "")), data_res=RESOURCES[k],
            aria_pressed="true" if r == k else "false", **hint_attrs(f, key))

    out = tag("h3", pgettext("trade sheet", "Give")) + tag("div", "".join(give_btn(k) for k in range(N_RES)), cls="picks")
    out += tag("h3", _("Take 1")) + tag("div", "".join(take_btn(k) for k in range(N_RES)), cls="picks")
    chosen = g >= 0 and r >= 0
    unchosen = _("choose what you give and what you take")
    label = _("Trade {n} {give} for 1 {take}").format(n=rates[g], give=res_name(g), take=res_name(r)) if chosen \
        else pgettext("button", "Trade")
    why = ("" if (g, r) in trades else f.refusal(A.with_arg(A.TRADE, g, r))) if chosen else unchosen
    buttons = reasons.button(esc(label), "trade", key="trade", name=pgettext("button", "Trade"), why=why,
                             cls=hint_cls(f, "trade:supply", "btn btn-primary btn-big"), data_via="supply",
                             **hint_attrs(f, "trade:supply"))
    if v.n == 2:
        blabel = _("Barge 2 {give} for 1 {take}").format(give=res_name(g), take=res_name(r)) if chosen \
            else _("Barge (2 for 1)")
        why = ("" if (g, r) in barges else f.refusal(A.with_arg(A.BARGE, g, r))) if chosen else unchosen
        buttons += reasons.button(esc(blabel), "trade", key="barge", name=_("Barge"), why=why,
                                  cls=hint_cls(f, "trade:barge", "btn btn-big"), data_via="barge", **hint_attrs(f, "trade:barge"))
        note = _("The Barge trades 2 for 1, once a turn.") if not v.barge_used else _("The Barge has sailed this turn.")
        buttons += tag("p", note, cls="hint")
    rates_note = tag("p", _("Rates: 4:1, or 3:1 with an open jetty, 2:1 with that resource's own jetty."), cls="hint")
    return out + tag("div", buttons, cls="sheet-actions") + rates_note


def _deal_steppers(f: Frame, give_title: str, want_title: str) -> str:
    hand = f.hand
    give = "".join(stepper(f, "give", r, f.give[r], hand[r]) for r in range(N_RES))
    want = "".join(stepper(f, "want", r, f.want[r], MAX_WANT) for r in range(N_RES))
    return (tag("div", tag("h3", give_title) + tag("ul", give, cls="steppers"), cls="deal-col")
            + tag("div", tag("h3", want_title) + tag("ul", want, cls="steppers"), cls="deal-col"))


def _deal_sheet(f: Frame, reasons: Reasons, action: A.Action, send: str, name: str, hint: str) -> str:
    """The offer's or the counter's sheet: the steppers, why the draft cannot go yet (the
    engine's refusal of it, in sight all the time: the send control's reason) and the send
    control."""
    why = f.refusal(action)
    wid = reasons.id_of(action.kind)
    return (
        tag("div", _deal_steppers(f, _("You give"), _("You want (up to {n} each)").format(n=MAX_WANT)), cls="deal")
        + tag("p", esc(why or hint), cls="hint" + (" is-refused" if why else ""), id=wid if why else None)
        + tag("div", reasons.button(esc(send), name, key=action.kind, name="", why=why,
                                    cls=hint_cls(f, name, "btn btn-primary btn-big"), said_in=wid, **hint_attrs(f, name)),
              cls="sheet-actions")
    )


def _offer_sheet(f: Frame, reasons: Reasons) -> str:
    left = MAX_OFFERS - f.view.offers_posted
    if f.view.living is not None:  # the open table: an Offer, or an Ask when nothing is given
        request = request_action(five(f.give), five(f.want))
        send = (ngettext("Post Offer ({n} left this turn)", "Post Offer ({n} left this turn)", left)
                if request.kind == A.OFFER
                else ngettext("Post Ask ({n} left this turn)", "Post Ask ({n} left this turn)", left)).format(n=left)
        within = clockwords.seconds_of(f.clocks, clocks.OFFER)
        rules = _("Offer: put cards in You give, and tick what you would take (none: anything). "
                  "Ask: give nothing, put the cards you want in You want.")
        answers = _("Every other seat answers in secret.") if within is None else \
            _("Every other seat answers in secret within {time}.").format(time=within)
        return _deal_sheet(f, reasons, request, send, "post-offer", f"{rules} {answers}")
    action = A.offer(five(f.give), five(f.want))
    within = clockwords.seconds_of(f.clocks, clocks.OFFER)
    return _deal_sheet(f, reasons, action,
                       ngettext("Post offer ({n} left this turn)", "Post offer ({n} left this turn)", left).format(n=left),
                       "post-offer", _("Every other seat answers.") if within is None
                       else _("Every other seat answers within {time}.").format(time=within))


def _counter_sheet(f: Frame, reasons: Reasons) -> str:
    me = f.viewer
    request = f.view.request
    if request is not None:  # the open table: a sealed quote
        action = quote_action(me if me is not None else -1, request, five(f.give), five(f.want))
        hint = (_("Your price: put the cards you want in You want. Nobody sees it until every seat has answered.")
                if request.ask
                else _("Put the cards you give in You give. Nobody sees it until every seat has answered."))
        return _deal_sheet(f, reasons, action, _("Send quote"), "send-counter", hint)
    action = A.counter(me if me is not None else -1, five(f.give), five(f.want))
    return _deal_sheet(f, reasons, action, _("Send counter"), "send-counter", _("The offerer may confirm your counter."))


def _bountiful_sheet(f: Frame, reasons: Reasons) -> str:
    legal = {a.a for a in f.legal if a.kind == A.BOUNTIFUL}

    return tag("div", "".join(
        reasons.button(tag("b", str(n)) + tag("span", "•" * DOTS[n], cls="dots"), "bountiful", key=str(n), name=str(n),
                       why="" if n in legal else f.refusal(A.with_arg(A.BOUNTIFUL, n)),
                       cls=hint_cls(f, f"bountiful:{n}", "btn pick pick-number" + (" is-hot" if n in (6, 8) else "")),
                       data_number=n, **hint_attrs(f, f"bountiful:{n}"))
        for n in NUMBERS), cls="picks") + \
        tag("p", _("Every tile with that number (but the Ashcloud's) pays you alone, at once."), cls="hint")


def _embargo_sheet(f: Frame, reasons: Reasons) -> str:
    legal = {a.a for a in f.legal if a.kind == A.EMBARGO}
    return tag("div", "".join(
        reasons.button(res_icon(r) + tag("span", res_name(r), cls="res-name"), "embargo", key=RESOURCES[r],
                       name=res_name(r), why="" if r in legal else f.refusal(A.with_arg(A.EMBARGO, r)),
                       cls=hint_cls(f, f"embargo:{RESOURCES[r]}", "btn pick"), data_res=RESOURCES[r],
                       **hint_attrs(f, f"embargo:{RESOURCES[r]}"))
        for r in range(N_RES)), cls="picks") + \
        tag("p", _("Until your next turn nobody else may trade it: Supply, jetties, Barge or Exchange Board."), cls="hint")
