"""Living Island in the hand and the tray: half cards (the owner's own), its venture cards,
Reclaim and Bribe, and the tray while one of its modes is on (a payment to draft, then a half
or a tile to press); the Tribute and Supply Cache sheets.  Drawn only when the frame's sight
holds Living Island's facts (``view.living``): a Cinderisle game draws none of it.
"""

from __future__ import annotations

from engine import actions as A
from engine.cards import CACHE, MILITIA, N_RES, RELIC, RESOURCES, TRAILBLAZING, TRIBUTE, VENTURES, five

from model.frame import Frame
from view.controls import Reasons, cards_html, hint_attrs, hint_cls, res_icon, stepper, tools_html
from view.markup import button, esc, icon, tag
from words.catalog import N_, _
from words.things import cards_counted, res_name, venture_name

__all__ = ["LIVING_CARDS", "MODES", "PAID", "cache_sheet", "card_play", "half", "halves_of", "mode_html", "pay_refusal",
           "pay_sheet", "relic_html",
           "supply_half", "tray_buttons", "tribute_sheet"]

PAID = {A.RECLAIM: 3, A.BRIBE: 2}
"""Reclaim's and Bribe's price in whole cards of any kind."""
MODES = (*PAID, A.MILITIA)
"""Living Island's tray modes (the model's ``LIVING_MODES``)."""
LIVING_CARDS = (MILITIA, TRIBUTE, CACHE, TRAILBLAZING, RELIC)
"""Living Island's venture cards in the order the hand shows them."""
_TITLES = {
    MILITIA: N_("Move the Ashcloud to any tile and rob, as after a 7"),
    TRIBUTE: N_("Name a resource: every other player gives you all of theirs"),
    CACHE: N_("Take 2 cards you choose from the Supply"),
    TRAILBLAZING: N_("Build 2 causeways free this turn"),
    RELIC: N_("1 renown, kept hidden; it counts when you check for a win"),
}
_MODE_WORDS = {
    A.RECLAIM: (N_("Reclaim"), N_("Tap a glowing burnt half next to your hearths and beacons: it may grow back.")),
    A.BRIBE: (N_("Bribe"), N_("Tap a glowing tile: the Ashcloud moves there, then you rob.")),
    A.MILITIA: (N_("Militia"), N_("Tap a glowing tile: the Ashcloud moves there, then you rob.")),
}


def halves_of(f: Frame, seat: int | None) -> tuple[int, ...]:
    """``seat``'s half cards where the frame's sight holds them (its owner's), else none."""
    if seat is None or f.view.living is None or not 0 <= seat < len(f.view.half_cards):
        return ()
    held = f.view.half_cards[seat]
    return tuple(held) if held is not None else ()


def half(whole: int, halves: tuple[int, ...], r: int) -> str:
    """A count with its half card: ``3½`` (``½`` alone when there is no whole card)."""
    if halves and halves[r]:
        return f"{whole}½" if whole else "½"
    return str(whole)


def supply_half(f: Frame, r: int) -> str:
    """The Supply's count of a resource, with its half (Living Island)."""
    lv = f.view.living
    return half(f.view.supply[r], tuple(lv.supply_half) if lv is not None else (), r)


def card_play(f: Frame, k: int) -> tuple[str, dict[str, str], str]:
    """What pressing Living Island's venture card ``k`` does: the message, its arguments, the
    kind of action that plays it."""
    if k == MILITIA:
        return "mode", {"data_kind": A.MILITIA, "aria_pressed": "true" if f.mode == A.MILITIA else "false"}, A.MILITIA
    if k == TRAILBLAZING:
        return A.TRAILBLAZING, {}, A.TRAILBLAZING
    sheet = A.TRIBUTE if k == TRIBUTE else A.CACHE
    return "sheet", {"data_sheet": sheet}, sheet


def title(k: int) -> str:
    return _(_TITLES[k])


def relic_html(f: Frame, n: int) -> str:
    """A held Relic: hidden, never played; it only shows its rule."""
    name = venture_name(RELIC)
    return tag("li", tag("span", icon(f"ico-v{RELIC}") + tag("span", name, cls="v-name")
                         + (tag("b", f"×{n}") if n > 1 else "") + tag("span", _("hidden"), cls="v-new"),
                         cls="venture is-held", title=_(_TITLES[RELIC]), data_venture="relic")
               + button(tag("span", "?", aria_hidden="true"), "rules", cls="venture-info", title=_("The {card}'s rule").format(card=name),
                        aria_label=_("{card}: its rule").format(card=name), data_section=VENTURES[RELIC]),
               cls="venture-item")


def tray_buttons(f: Frame, reasons: Reasons) -> str:
    """Reclaim and Bribe in the turn's tray: each starts its mode, or says why it cannot."""
    if f.view.living is None:
        return ""
    kinds = {a.kind for a in f.legal}
    out = []
    for kind, label, sub in ((A.RECLAIM, _("Reclaim"), _("heal a burnt half")), (A.BRIBE, _("Bribe"), _("move the Ashcloud"))):
        why = "" if kind in kinds else f.why(kind) or _("not now")
        out.append(reasons.button(
            icon("ico-venture") + tag("span", label, cls="b-name")
            + tag("span", cards_counted(PAID[kind]) + tag("span", f" · {sub}", cls="cost-why"), cls="cost"),
            "mode", key=kind, name=label, why=why,
            cls=hint_cls(f, f"mode:{kind}", "btn build" + (" is-on" if f.mode == kind else "")),
            data_kind=kind, aria_pressed="true" if f.mode == kind else "false", **hint_attrs(f, f"mode:{kind}")))
    return "".join(out)


def mode_html(f: Frame) -> str:
    """The tray while Reclaim, Bribe or a Militia is on, in one row (the board stays in sight:
    what to tap glows there): what to tap, the payment (the engine's own choice to start
    with; "Change" opens the payment sheet), why that payment would be refused, Cancel."""
    mode = f.mode
    name, what = (_(words) for words in _MODE_WORDS[mode])
    reasons = Reasons(f, "mode")
    parts = tag("span", tag("b", esc(name)) + " " + esc(what), cls="mode-what")
    if mode in PAID:
        pay = f.pay
        why = pay_refusal(f)
        parts += (tag("span", _("Pay {cards}").format(cards=cards_html(pay) if sum(pay) else _("nothing yet")), cls="mode-pay")
                  + button(_("Change cards"), "sheet", cls=hint_cls(f, "sheet:pay", "btn"), data_sheet="pay",
                           **hint_attrs(f, "sheet:pay"))
                  + (tag("p", esc(why), cls="hint is-refused", role="status") if why else ""))
    return tag("div", parts + button(_("Cancel"), "cancel", cls="btn") + tools_html(f) + reasons.html(),
               cls=f"tray-row living-mode mode-{mode}", role="group", aria_label=name, data_living_mode=mode)


def pay_refusal(f: Frame) -> str:
    """Why the engine would refuse the payment drafted, as a sentence ("": it would take it)."""
    targets = [a for a in f.legal if a.kind == f.mode]
    why = f.refusal(A.Action(f.mode, targets[0].a, give=five(f.pay))) if targets else ""
    return why[0].upper() + why[1:] + "." if why else ""


def pay_sheet(f: Frame, reasons: Reasons) -> str:
    """The payment of a Reclaim or a Bribe: any cards, as many as it costs."""
    count = PAID.get(f.mode, 0)
    pay, hand = f.pay, f.hand
    rows = "".join(stepper(f, "pay", r, pay[r], min(hand[r], pay[r] + count - sum(pay)))
                   for r in range(N_RES) if hand[r])
    why = pay_refusal(f)
    return (tag("p", _("Choose {n} cards of any kind.").format(n=count), cls="hint")
            + tag("ul", rows, cls="steppers")
            + tag("p", esc(why or (_("Now tap a glowing half.") if f.mode == A.RECLAIM else _("Now tap a glowing tile."))),
                  cls="hint" + (" is-refused" if why else "")))


def tribute_sheet(f: Frame, reasons: Reasons) -> str:
    legal = {a.a for a in f.legal if a.kind == A.TRIBUTE}
    return tag("div", "".join(
        reasons.button(res_icon(r) + tag("span", res_name(r), cls="res-name"), "tribute", key=RESOURCES[r],
                       name=res_name(r), why="" if r in legal else f.why(A.TRIBUTE) or _("not now"),
                       cls=hint_cls(f, f"tribute:{RESOURCES[r]}", "btn pick"), data_res=RESOURCES[r],
                       **hint_attrs(f, f"tribute:{RESOURCES[r]}"))
        for r in range(N_RES)), cls="picks") + \
        tag("p", _("Every other player gives you all their cards of it."), cls="hint")


def cache_sheet(f: Frame, reasons: Reasons) -> str:
    choices = [(a.a, a.b) for a in f.legal if a.kind == A.CACHE]

    def words(a: int, b: int) -> str:
        if a < 0:
            return _("Nothing (the Supply is empty)")
        if b < 0:
            return _("{n} {resource}").format(n=1, resource=res_name(a))
        if a == b:
            return _("{n} {resource}").format(n=2, resource=res_name(a))
        return _("1 {resource} + 1 {other}").format(resource=res_name(a), other=res_name(b))

    return tag("div", "".join(
        button((res_icon(a) if a >= 0 else "") + (res_icon(b) if b >= 0 and b != a else "")
               + tag("span", esc(words(a, b)), cls="res-name"), "cache",
               cls=hint_cls(f, f"cache:{a}:{b}", "btn pick"), data_a=a, data_b=b, **hint_attrs(f, f"cache:{a}:{b}"))
        for a, b in choices), cls="picks") + \
        tag("p", _("Take these cards from the Supply."), cls="hint")
