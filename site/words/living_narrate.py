"""Living Island's events in words (LIVING-ISLAND 5 to 15): the world event drawn, halves burned
and healed, the Sinkhole, the rings, the acts, salvage and harvests in halves, Reclaim, Bribe, the
Living venture cards, the Supply Caravan, Wandering Traders and the end by healing.

Places are named on the island as its board showed them when the move was made (a
``places.Where`` taken before the move: a fire names the tile it struck as it was, before it
burned and before the rings turned).  Every event here is public.

>>> halves_words((3, 0, 1, 0, 0)), halves_words((0, 0, 0, 0, 0))
('1½ Pine and ½ Kelp', 'nothing')
>>> event_name(0), KIND_NAMES[1]
('Emberstorm', 'heal')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine import events as E
from engine.actions import WORLD_EVENTS
from engine.cards import CACHE, MILITIA, N_RES, RES_NAMES, TRAILBLAZING, TRIBUTE, cards_words
from engine.hexgrid import ROW_NAMES
from engine.rules.world import EVENT_KIND

__all__ = ["ACT_NAMES", "KIND_NAMES", "cap", "event_name", "halves_of", "halves_words", "living_line", "living_played",
           "one_halves"]

KIND_NAMES = ("burn", "heal", "still")
"""The kinds of world event as the page says them."""
ACT_NAMES = ("", "The Burning", "The Turning", "The Bloom")
ROMAN = ("", "I", "II", "III")


def event_name(event: int) -> str:
    """A world event's name: ``Emberstorm``, ``Fire Front``, ``Pioneers Return``."""
    return " ".join(w.capitalize() for w in WORLD_EVENTS[event].split("-"))


def one_halves(n: int) -> str:
    """A number of half cards as cards: ``½``, ``1``, ``1½``."""
    whole, half = divmod(n, 2)
    return ("" if not whole and half else str(whole)) + ("½" if half else "")


def halves_words(halves: Sequence[int]) -> str:
    """Half cards of each resource in words: ``1½ Pine and ½ Kelp`` (``nothing``)."""
    parts = [f"{one_halves(n)} {RES_NAMES[r]}" for r, n in enumerate(halves) if n]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def halves_of(events: Sequence[E.Event], kind: type[E.Gathered] | type[E.Salvaged]) -> dict[int, list[int]]:
    """Each seat's half cards of each resource among ``events`` of ``kind`` (Gathered, Salvaged)."""
    got: dict[int, list[int]] = {}
    for e in events:
        if isinstance(e, (E.Gathered, E.Salvaged)) and isinstance(e, kind):
            got.setdefault(e.seat, [0] * N_RES)[e.resource] += e.halves
    return got


def cap(sentence: str) -> str:
    """A sentence that begins with a place's name, capitalised ("The eastern Pine 8 ...")."""
    return sentence[:1].upper() + sentence[1:]


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def living_played(e: E.Played, who: str, tile: Callable[[int], str]) -> str:
    """A Living venture card played ("" for another card)."""
    if e.card == MILITIA:
        return f"{who} played a Militia: the Ashcloud moves to {tile(e.arg)}."
    if e.card == TRIBUTE:
        return f"{who} played a Tribute on {RES_NAMES[e.arg]}: everyone gives {who} their {RES_NAMES[e.arg]}."
    if e.card == CACHE:
        return f"{who} played a Supply Cache."
    if e.card == TRAILBLAZING:
        return f"{who} played Trailblazing: two causeways for nothing this turn."
    return ""


def living_line(events: Sequence[E.Event], name: Callable[[int], str], tile: Callable[[int], str]) -> str:
    """Living Island's events of one move in a sentence or a few ("" : none among them)."""
    out: list[str] = []
    burnt: list[str] = []
    turned = 0

    def flush_burnt() -> None:
        if burnt:
            alike = list(dict.fromkeys(burnt))
            out.append(cap(f"{_and(alike)} {'each ' if len(alike) > 1 else ''}lost a half to fire."))
            burnt.clear()

    for e in events:
        if not isinstance(e, (E.HalfBurned, E.Salvaged)):
            flush_burnt()
        if isinstance(e, E.WorldEvent):
            out.append(f"World event: {event_name(e.event)} ({KIND_NAMES[EVENT_KIND[e.event]]}).")
        elif isinstance(e, E.EventAimed):
            what = event_name(e.event)
            if e.row >= 0:
                out.append(f"{what} swept row {ROW_NAMES[e.row]}.")
            elif e.tile >= 0 and WORLD_EVENTS[e.event] != "sinkhole":
                out.append(f"{what} struck {tile(e.tile)}.")
        elif isinstance(e, E.HalfBurned):
            burnt.append(tile(e.half // 2))
        elif isinstance(e, E.HalfHealed):
            out.append(f"{RES_NAMES[e.resource]} grew back on {tile(e.half // 2)}.")
        elif isinstance(e, E.TileSunk):
            out.append(f"The Sinkhole swallowed {tile(e.tile)}: it is gone for good.")
        elif isinstance(e, E.RingsTurned) and not turned:
            turned = sum(isinstance(x, E.RingsTurned) for x in events)
            out.append("The rings turned two steps." if turned > 1 else "The rings turned.")
        elif isinstance(e, E.RingsReversed):
            out.append("The rings turn the other way now.")
        elif isinstance(e, E.TradersCame):
            out.append("Wandering Traders came: Supply trades are one card better until the next event."
                       if e.on else "The Wandering Traders left.")
        elif isinstance(e, E.ActBegan):
            out.append(f"Act {ROMAN[e.act]}, {ACT_NAMES[e.act]}, begins.")
        elif isinstance(e, E.CaravanTaken):
            out.append(f"{name(e.seat)} took 1 {RES_NAMES[e.resource]} from the Supply Caravan.")
        elif isinstance(e, E.Reclaimed):
            out.append(f"{name(e.seat)} paid {cards_words(e.paid)} to Reclaim a scorched half of {tile(e.half // 2)}.")
        elif isinstance(e, E.Bribed):
            out.append(f"{name(e.seat)} paid {cards_words(e.paid)} to Bribe the Ashcloud to {tile(e.tile)}.")
        elif isinstance(e, E.TributePaid):
            out.append(f"{name(e.giver)} gave {name(e.seat)} {e.cards} {RES_NAMES[e.resource]}.")
        elif isinstance(e, E.CacheTaken):
            out.append(f"{name(e.seat)} took {cards_words(e.cards)} from the Supply.")
        elif isinstance(e, E.Requested):
            if e.kind == "offer":
                takes = f" for {' or '.join(RES_NAMES[r] for r in e.takes)}" if e.takes else ""
                out.append(f"{name(e.seat)} offers {cards_words(e.cards)}{takes} at the open table.")
            else:
                out.append(f"{name(e.seat)} asks for {cards_words(e.cards)} at the open table.")
        elif isinstance(e, E.QuotesShown):
            quotes = [f"{name(seat)} {cards_words(q)}" for seat, (a, q) in enumerate(zip(e.answers, e.quotes, strict=False))
                      if a == "quote" and q is not None]
            out.append("The quotes are shown: " + ("; ".join(quotes) if quotes else "nobody quoted") + ".")
        elif isinstance(e, E.AshcloudMoved) and e.seat < 0:
            out.append("The Ashcloud went home to the Ash Caldera." if e.calmed
                       else f"The Ashcloud wandered to {tile(e.tile)}.")
    flush_burnt()
    salvaged = halves_of(events, E.Salvaged)
    if salvaged:
        out.append("Salvage: " + "; ".join(f"{name(seat)} +{halves_words(salvaged[seat])}"
                                           for seat in sorted(salvaged)) + ".")
    return " ".join(out)

