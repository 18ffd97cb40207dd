"""The open table and the Supply Caravan in the tray (Living Island, LIVING-ISLAND 13.2 and the
Supply Caravan event): answering a request (Quote… or Pass), the quotes side by side once the
window closes (Take one, or Walk away), and the caravan's choice of a card.  Cinderisle's
Exchange Board keeps its own panels (``view.tray``)."""

from __future__ import annotations

from engine import actions as A
from engine.cards import N_RES, RESOURCES

from model.frame import Frame
from view.controls import Reasons, cards_html, hint_attrs, hint_cls, res_icon, tools_html, who
from view.markup import button, esc, tag
from words.catalog import _, pgettext
from words.lists import or_list
from words.things import res_name

__all__ = ["caravan_html", "request_answer_html", "request_confirm_html"]


def _terms(f: Frame) -> str:
    """The request by its seat: "Coral asks for 2 Pine", "Coral offers 1 Kelp · for Pine or Copper"."""
    r = f.view.request
    if r is None:
        return ""
    if r.ask:
        return _("{who} asks for {cards}").format(who=who(f, r.seat), cards=cards_html(r.cards))
    takes = or_list([res_name(x) for x in range(N_RES) if x in r.takes]) or pgettext("an offer takes", "anything")
    return _("{who} offers {cards} · for {takes}").format(who=who(f, r.seat), cards=cards_html(r.cards), takes=esc(takes))


def request_answer_html(f: Frame) -> str:
    """The answering seat's panel: the request, its own hand, Quote… and Pass."""
    v, me = f.view, f.viewer
    r = v.request
    if r is None or me is None:
        return ""
    hint = _("Name the cards you give for it.") if not r.ask else _("Name the price you want for them.")
    return tag(
        "section",
        tag("h3", _terms(f), cls="request-terms")
        + tag("p", _("you hold {cards}").format(cards=cards_html(f.hand)), cls="offer-terms offer-hold", data_hold=me)
        + tag("p", esc(hint + " " + _("Nobody sees your answer until every seat has answered.")), cls="hint")
        + tag("div",
              button(esc(_("Quote…")), "sheet", cls="btn btn-primary btn-big", data_sheet="counter")
              + button(esc(_("Pass")), "pass", cls=hint_cls(f, "pass", "btn btn-big"), **hint_attrs(f, "pass")) + tools_html(f),
              cls="tray-row"),
        cls="panel answer answer-request", aria_label=_("Answer the request"), data_request=r.kind,
    )


def request_confirm_html(f: Frame) -> str:
    """The requester's panel once the window closes: every quote side by side (seat, cards),
    Take one or Walk away."""
    v = f.view
    r = v.request
    if r is None:
        return ""
    reasons = Reasons(f, "confirm")
    rows = []
    for seat in range(v.n):
        if seat == r.seat:
            continue
        answer = r.answers[seat]
        terms = r.terms(seat)
        if answer != "quote" or terms is None:
            said = {"pass": _("passed"), "aside": _("dealt with already")}.get(answer, _("no answer"))
            rows.append(tag("li", who(f, seat) + tag("span", esc(said), cls=f"answer answer-{answer}"),
                            cls="quote quote-none", data_seat=seat))
            continue
        give, get = terms
        ok = A.with_arg(A.CONFIRM, seat) in f.legal
        why = "" if ok else f.why("confirm", answer=seat) or _("not now")
        rows.append(tag("li", who(f, seat)
                        + tag("span", _("you give {give} · you get {get}").format(give=cards_html(give), get=cards_html(get)),
                              cls="offer-terms")
                        + reasons.button(esc(pgettext("a quote", "Take")), "confirm", key=str(seat),
                                         name=_("Take {name}'s quote").format(name=f.name(seat)), why=why,
                                         cls=hint_cls(f, f"confirm:{seat}", "btn btn-primary"), data_seat=seat,
                                         **hint_attrs(f, f"confirm:{seat}")),
                        cls="quote", data_seat=seat))
    return tag(
        "section",
        tag("div", tag("h3", esc(_("The quotes are in: take one?"))) + tools_html(f), cls="panel-head")
        + tag("p", (_("You asked for {cards}") if r.ask else _("You offered {cards}")).format(cards=cards_html(r.cards)),
              cls="offer-terms")
        + tag("ul", "".join(rows), cls="answers quotes")
        + reasons.html()
        + button(esc(_("Walk away")), "decline", cls=hint_cls(f, "decline", "btn"), **hint_attrs(f, "decline")),
        cls="panel confirm confirm-request", aria_label=_("Take a quote"), data_quotes_shown="true",
    )


def caravan_html(f: Frame) -> str:
    """The Supply Caravan: the seat on the screen takes one card from the Supply (Hint beside
    its title, as beside a discard's)."""
    me = f.viewer
    if me is None:
        return ""
    legal = {a.b for a in f.legal if a.kind == A.CARAVAN}
    return tag(
        "section",
        tag("div", tag("h3", esc(_("Supply Caravan: take one card"))) + tools_html(f), cls="panel-head")
        + tag("div", "".join(
            button(res_icon(r) + tag("span", res_name(r), cls="res-name"), "caravan",
                   cls=hint_cls(f, f"caravan:{RESOURCES[r]}", "btn pick"), data_res=RESOURCES[r],
                   disabled=r not in legal, **hint_attrs(f, f"caravan:{RESOURCES[r]}"))
            for r in range(N_RES)), cls="picks"),
        cls="panel caravan", aria_label=_("Supply Caravan"), data_caravan=me,
    )
