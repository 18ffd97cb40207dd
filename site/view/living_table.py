"""The open table and the Supply Caravan in the tray (Living Island, LIVING-ISLAND 13.2 and the
Supply Caravan event): answering a request (Quote… or Pass), the quotes side by side once the
window closes (Take one, or Walk away), and the caravan's choice of a card.  Cinderisle's
Exchange Board keeps its own panels (``view.tray``)."""

from __future__ import annotations

from engine import actions as A
from engine.cards import N_RES, RES_NAMES, RESOURCES
from engine.rules.open_table import takes_words

from model.frame import Frame
from view.controls import Reasons, cards_html, hint_attrs, hint_cls, res_icon, tools_html, who
from view.markup import button, esc, tag

__all__ = ["caravan_html", "request_answer_html", "request_confirm_html"]


def _terms(f: Frame) -> str:
    r = f.view.request
    if r is None:
        return ""
    if r.ask:
        return "asks for " + cards_html(r.cards)
    takes = sum(1 << x for x in r.takes)
    return "offers " + cards_html(r.cards) + " · for " + esc(takes_words(takes))


def request_answer_html(f: Frame) -> str:
    """The answering seat's panel: the request, its own hand, Quote… and Pass."""
    v, me = f.view, f.viewer
    r = v.request
    if r is None or me is None:
        return ""
    hint = "Name the cards you give for it." if not r.ask else "Name the price you want for them."
    return tag(
        "section",
        tag("h3", who(f, r.seat) + " " + _terms(f), cls="request-terms")
        + tag("p", "you hold " + cards_html(f.hand), cls="offer-terms offer-hold", data_hold=me)
        + tag("p", esc(hint + " Nobody sees your answer until every seat has answered."), cls="hint")
        + tag("div",
              button("Quote…", "sheet", cls="btn btn-primary btn-big", data_sheet="counter")
              + button("Pass", "pass", cls=hint_cls(f, "pass", "btn btn-big"), **hint_attrs(f, "pass")) + tools_html(f),
              cls="tray-row"),
        cls="panel answer answer-request", aria_label="Answer the request", data_request=r.kind,
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
            said = {"pass": "passed", "aside": "dealt with already"}.get(answer, "no answer")
            rows.append(tag("li", who(f, seat) + tag("span", esc(said), cls=f"answer answer-{answer}"),
                            cls="quote quote-none", data_seat=seat))
            continue
        give, get = terms
        ok = A.with_arg(A.CONFIRM, seat) in f.legal
        why = "" if ok else f.why("confirm", answer=seat) or "not now"
        rows.append(tag("li", who(f, seat)
                        + tag("span", "you give " + cards_html(give) + " · you get " + cards_html(get), cls="offer-terms")
                        + reasons.button("Take", "confirm", key=str(seat), name=f"Take {f.name(seat)}'s quote", why=why,
                                         cls=hint_cls(f, f"confirm:{seat}", "btn btn-primary"), data_seat=seat,
                                         **hint_attrs(f, f"confirm:{seat}")),
                        cls="quote", data_seat=seat))
    return tag(
        "section",
        tag("div", tag("h3", "The quotes are in: take one?") + tools_html(f), cls="panel-head")
        + tag("p", "You " + ("asked for " + cards_html(r.cards) if r.ask else "offered " + cards_html(r.cards)),
              cls="offer-terms")
        + tag("ul", "".join(rows), cls="answers quotes")
        + reasons.html()
        + button("Walk away", "decline", cls=hint_cls(f, "decline", "btn"), **hint_attrs(f, "decline")),
        cls="panel confirm confirm-request", aria_label="Take a quote", data_quotes_shown="true",
    )


def caravan_html(f: Frame) -> str:
    """The Supply Caravan: the seat on the screen takes one card from the Supply."""
    me = f.viewer
    if me is None:
        return ""
    legal = {a.b for a in f.legal if a.kind == A.CARAVAN}
    return tag(
        "section",
        tag("h3", "Supply Caravan: take one card")
        + tag("div", "".join(
            button(res_icon(r) + tag("span", RES_NAMES[r], cls="res-name"), "caravan",
                   cls=hint_cls(f, f"caravan:{RESOURCES[r]}", "btn pick"), data_res=RESOURCES[r],
                   disabled=r not in legal, **hint_attrs(f, f"caravan:{RESOURCES[r]}"))
            for r in range(N_RES)), cls="picks"),
        cls="panel caravan", aria_label="Supply Caravan", data_caravan=me,
    )
