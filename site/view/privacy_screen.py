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


def privacy_html(f: Frame) -> str:
    seat = f.privacy
    if seat is None:
        return ""
    name = f.name(seat)
    colour = seat_colour(f, seat)
    v = f.view
    owed = v.discard_owed[seat] if v.phase == Phase.DISCARD else 0
    def clock(kind: str, what: str = "") -> str:
        """When the person's clock starts ("" : the table's clocks are off)."""
        yours = clockwords.your(f.clocks, kind)
        return f" {yours}{what} start when you tap in." if yours else " No clock runs: take your time."

    why = {
        Phase.DISCARD: f"A 7 was rolled: {owed} card{'s' if owed != 1 else ''} of yours must go back to the Supply."
                       + clock(clocks.DISCARD),
        Phase.OFFER: f"An offer from {f.name(v.turn_seat)} waits for your answer." + clock(clocks.OFFER),
        Phase.CONFIRM: "Answers to your offer are in." + clock(clocks.CONFIRM, " to confirm one"),
    }.get(v.phase, "It is your turn." if v.turn_seat == seat else "")
    r = v.request  # the open table (Living Island): a sealed answer, or the quotes shown
    if r is not None and v.phase == Phase.OFFER:
        what = "an Ask" if r.ask else "an Offer"
        why = f"{f.name(r.seat)} made {what} at the open table. Answer in secret." + clock(clocks.OFFER)
    elif r is not None and v.phase == Phase.CONFIRM:
        why = "The quotes are in: take one or walk away." + clock(clocks.CONFIRM, " to take one")
    elif v.phase == Phase.CARAVAN:
        why = "Supply Caravan: take one card from the Supply."
    return tag(
        "div",
        tag("div",
            mark(colour).replace('class="mark', 'class="privacy-mark mark', 1)
            + tag("p", "Pass to", cls="privacy-pass")
            + tag("h2", esc(name), cls="privacy-name", id="privacy-name")
            + (tag("p", esc(why), cls="privacy-why") if why else "")
            + tag("p", "Everybody else, look away: the next screen shows this seat's hand.", cls="privacy-hint")
            + button(f"I'm {esc(name)}", "tap-in", cls="btn btn-primary btn-huge", data_seat=seat),
            cls="privacy-card"),
        cls=f"privacy lantern-{colour.lower()}", role="dialog", aria_modal="true", aria_labelledby="privacy-name",
        data_privacy_seat=seat,
    )
