"""What happened, in words: one sentence for the events of one action (pure Python).

The engine says what an action did (:mod:`engine.events`); this module puts it into the
words of the game log.  Seat names are values put into the sentence, never patterns
filled in afterwards, so a player named ``{1}`` is just a name.  A sentence says only
what everybody at the table may read: private parts (the card stolen, the card bought)
are read through :func:`engine.events.seen_by` for nobody in particular.

>>> from engine.events import Built, Harvested, Rolled
>>> names = ("Coral", "{1}", "Lagoon")
>>> describe([Rolled(0, 8, (5, 3)), Harvested(1, 0, 1, 1), Harvested(2, 2, 2, 8)], names, landfall())
'Coral rolled 8. {1} +1 pine; Lagoon +2 kelp.'
>>> describe([Built(2, "causeway", 31)], names, landfall())
'Lagoon laid a causeway on edge 31.'
"""

from __future__ import annotations

from collections.abc import Sequence

from engine import events as E
from engine.cards import BOUNTIFUL, EMBARGO, N_RES, RESOURCES, SURVEYOR, WARDEN, format_cards
from engine.events import Event, seen_by
from engine.hexgrid import N_TILES
from engine.island import Island, landfall  # noqa: F401  (landfall: for the doctests)


def describe(events: Sequence[Event], names: Sequence[str], island: Island) -> str:
    """The events of one action (or one chance outcome) in one sentence ("" when there is
    nothing to tell: a roll before the dice show, a win, which :func:`win_line` tells)."""

    def name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "Nobody"

    def gains(nothing: str = "") -> str:
        got: dict[int, list[int]] = {}
        for e in events:
            if isinstance(e, E.Harvested):
                got.setdefault(e.seat, [0] * N_RES)[e.resource] += e.amount
        if not got:
            return nothing
        return " " + "; ".join(f"{name(seat)} +{format_cards(got[seat])}" for seat in sorted(got)) + "."

    def tile(t: int) -> str:
        return island.tile_label(t) if 0 <= t < N_TILES else "nowhere"

    for event in events:
        e = seen_by(event, E.PUBLIC)
        if isinstance(e, E.Built):
            if e.piece == E.HEARTH:
                return f"{name(e.seat)} founded a hearth on corner {e.place}." + gains()
            if e.piece == E.CAUSEWAY:
                return f"{name(e.seat)} laid a causeway on edge {e.place}."
            return f"{name(e.seat)} raised a beacon on corner {e.place}."
        if isinstance(e, E.Rolled):
            head = f"{name(e.seat)} rolled {e.total}" if e.dice else f"{name(e.seat)} flipped a Tide {e.total}"
            if e.total == 7:
                return head + ": the Ashcloud stirs."
            return head + "." + gains(" Nobody collects.")
        if isinstance(e, E.Bought):
            return f"{name(e.seat)} bought a venture card."
        if isinstance(e, E.Played):
            who = name(e.seat)
            if e.card == WARDEN:
                if e.arg < 0:
                    return f"{who} played a Warden and calmed the Ashcloud."
                return f"{who} played a Warden: the Ashcloud drifts to {tile(e.arg)}."
            if e.card == SURVEYOR:
                return f"{who} played a Surveyor: two causeways for nothing this turn."
            if e.card == BOUNTIFUL:
                return f"{who} played a Bountiful Tide on {e.arg}." + gains(" Nothing grew.")
            if e.card == EMBARGO:
                return f"{who} played an Embargo on {RESOURCES[e.arg]}."
        if isinstance(e, E.Revealed):
            return f"{name(e.seat)} revealed a Landmark."
        if isinstance(e, E.Traded):
            if e.via == E.EXCHANGE:
                return f"{name(e.seat)} made a deal with {name(e.partner)}."
            g = next(r for r in range(N_RES) if e.gave[r])
            r = next(r for r in range(N_RES) if e.got[r])
            via = "by Barge" if e.via == E.BARGE else "with the Supply"
            return f"{name(e.seat)} traded {e.gave[g]} {RESOURCES[g]} for 1 {RESOURCES[r]} {via}."
        if isinstance(e, E.AshcloudMoved):
            return f"{name(e.seat)} moved the Ashcloud to {tile(e.tile)}."
        if isinstance(e, E.VictimChosen):
            return f"{name(e.seat)} chose to rob {name(e.victim)}."
        if isinstance(e, E.Stolen):
            return f"{name(e.thief)} stole a card from {name(e.victim)}."
        if isinstance(e, E.Discarded):
            if e.timed_out:
                return f"{name(e.seat)}'s time ran out: returned {format_cards(e.cards)}."
            r = next(r for r in range(N_RES) if e.cards[r])
            return f"{name(e.seat)} discarded {e.cards[r]} {RESOURCES[r]}."
        if isinstance(e, E.Offered):
            return f"{name(e.seat)} offers {format_cards(e.give)} for {format_cards(e.want)}."
        if isinstance(e, E.Answered):
            if e.answer == "counter" and e.give is not None and e.want is not None:
                return f"{name(e.seat)} counters: {format_cards(e.give)} for {format_cards(e.want)}."
            return f"{name(e.seat)} {'accepts' if e.answer == 'accept' else 'passes'}."
        if isinstance(e, E.WindowClosed) and e.timed_out:
            return "The answer window closed."
        if isinstance(e, E.OfferEnded) and e.how != "unanswered":
            if e.how == "declined":
                return f"{name(e.seat)} declined every answer."
            return f"{name(e.seat)}'s offer lapsed."
        if isinstance(e, E.TurnEnded):
            return f"{name(e.seat)} ended the turn."
    return ""


def win_line(events: Sequence[Event], names: Sequence[str]) -> str:
    """The sentence for a win among ``events`` ("" when nobody won)."""
    for e in events:
        if isinstance(e, E.Won):
            return f"{names[e.seat]} wins with {e.renown} renown!"
    return ""


__all__ = ["describe", "win_line"]
