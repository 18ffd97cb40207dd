"""The privacy screen: who the device passes to, and why, before a seat's hand is shown (behind
it the frame's sight holds no hand at all).
"""

from __future__ import annotations

from engine import clocks
from engine.phase import Phase

from model.frame import Frame
from view.controls import seat_colour
from view.markup import button, esc, mark, tag
from words import clockwords
from words.catalog import _, ngettext


def privacy_html(f: Frame) -> str:
    seat = f.privacy
    if seat is None:
        return ""
    name = f.name(seat)
    colour = seat_colour(f, seat)
    v = f.view
    owed = v.discard_owed[seat] if v.phase == Phase.DISCARD else 0
    def clock(kind: str, sentence: str = "") -> str:
        """When the person's clock starts (the table's clocks off: no clock runs)."""
        time = clockwords.seconds_of(f.clocks, kind)
        if time is None:
            return " " + _("No clock runs: take your time.")
        return " " + (sentence or _("Your\u00a0{time} start when you tap in.")).format(time=time)

    why = ""
    if v.phase == Phase.DISCARD:
        why = ngettext("A 7 was rolled: {n} card of yours must go back to the Supply.",
                       "A 7 was rolled: {n} cards of yours must go back to the Supply.", owed).format(n=owed) \
            + clock(clocks.DISCARD)
    elif v.phase == Phase.OFFER:
        why = _("An offer from {name} waits for your answer.").format(name=f.name(v.turn_seat)) + clock(clocks.OFFER)
    elif v.phase == Phase.CONFIRM:
        why = _("Answers to your offer are in.") + clock(
            clocks.CONFIRM, _("Your\u00a0{time} to confirm one start when you tap in."))
    elif v.turn_seat == seat:
        why = _("It is your turn.")
    r = v.request  # the open table (Living Island): a sealed answer, or the quotes shown
    if r is not None and v.phase == Phase.OFFER:
        said = _("{name} made an Ask at the open table. Answer in secret.") if r.ask \
            else _("{name} made an Offer at the open table. Answer in secret.")
        why = said.format(name=f.name(r.seat)) + clock(clocks.OFFER)
    elif r is not None and v.phase == Phase.CONFIRM:
        why = _("The quotes are in: take one or walk away.") + clock(
            clocks.CONFIRM, _("Your\u00a0{time} to take one start when you tap in."))
    elif v.phase == Phase.CARAVAN:
        why = _("Supply Caravan: take one card from the Supply.")
    return tag(
        "div",
        tag("div",
            mark(colour).replace('class="mark', 'class="privacy-mark mark', 1)
            + tag("p", _("Pass to"), cls="privacy-pass")
            + tag("h2", esc(name), cls="privacy-name", id="privacy-name")
            + (tag("p", esc(why), cls="privacy-why") if why else "")
            + tag("p", _("Everybody else, look away: the next screen shows this seat's hand."), cls="privacy-hint")
            + button(esc(_("I'm {name}").format(name=name)), "tap-in", cls="btn btn-primary btn-huge", data_seat=seat),
            cls="privacy-card"),
        cls=f"privacy lantern-{colour.lower()}", role="dialog", aria_modal="true", aria_labelledby="privacy-name",
        data_privacy_seat=seat,
    )
