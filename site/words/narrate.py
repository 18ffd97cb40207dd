"""What happened, in words: one sentence for the events of one action (pure Python).

The engine says what an action did (:mod:`engine.events`); this module puts it into the
words of the game log.  Places are named by their tiles (:mod:`places`), never by a
number; resources are written as on the cards (``2 Pine``).  Seat names are values put
into the sentence, never patterns filled in afterwards, so a player named ``{1}`` is just a
name.  A log sentence says only what everybody at the table may read (the card stolen and
the card bought are read through :func:`engine.events.seen_by` for nobody in particular);
:func:`notes` says the rest to the one or two seats that may read it.

>>> from engine.events import Built, Harvested, Rolled, Stolen
>>> names = ("Coral", "{1}", "Lagoon")
>>> describe([Rolled(0, 8, (5, 3)), Harvested(1, 0, 1, 1), Harvested(2, 2, 2, 8)], names, landfall())
'Coral rolled 8. {1} +1 Pine; Lagoon +2 Kelp.'
>>> describe([Built(2, "causeway", 46)], names, landfall())
'Lagoon built a causeway by Millet 10 and Pine 9.'
>>> describe([Stolen(0, 2, 4)], names, landfall()), notes([Stolen(0, 2, 4)], names, landfall())
('Coral stole a card from Lagoon.', {0: 'You stole 1 Copper from Lagoon.', 2: 'Coral stole 1 Copper from you.'})
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine import actions as A
from engine import events as E
from engine.actions import Action
from engine.cards import BOUNTIFUL, EMBARGO, N_RES, RES_NAMES, SURVEYOR, VENTURE_NAMES, WARDEN, a_card, cards_words
from engine.events import Event, seen_by
from engine.hexgrid import N_TILES
from engine.island import Island, landfall  # noqa: F401  (landfall: for the doctests)

from words import places
from words.living_narrate import halves_of, halves_words, living_line, living_played

CAMP = "A Wayfarer camp"


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else "Nobody"


def describe(events: Sequence[Event], names: Sequence[str], island: places.Where) -> str:
    """The events of one action (or one chance outcome) in one sentence or two, as everybody
    at the table may read them ("" when there is nothing to tell: a roll before the dice
    show; a win, which :func:`win_line` tells)."""

    def name(seat: int) -> str:
        return _name(names, seat)

    def gains(nothing: str = "") -> str:
        got: dict[int, list[int]] = {}
        for e in events:
            if isinstance(e, E.Harvested):
                got.setdefault(e.seat, [0] * N_RES)[e.resource] += e.amount
        halves = halves_of(events, E.Gathered)  # (Living Island: harvests in halves)
        if not got and not halves:
            return nothing
        words = {seat: cards_words(cards) for seat, cards in got.items()}
        words.update({seat: halves_words(h) for seat, h in halves.items()})
        return " " + "; ".join(f"{name(seat)} +{words[seat]}" for seat in sorted(words)) + "."

    def tile(t: int) -> str:
        return places.tile_words(island, t) if 0 <= t < N_TILES else "nowhere"

    head = ""
    for event in events:
        e = seen_by(event, E.PUBLIC)
        if isinstance(e, E.Built):
            if e.piece == E.HEARTH:
                head = f"{name(e.seat)} founded a hearth on {places.corner_words(island, e.place)}." + gains()
            elif e.piece == E.CAUSEWAY:
                head = f"{name(e.seat)} built a causeway {places.by_edge(island, e.place)}."
            else:
                head = f"{name(e.seat)} raised a beacon on {places.corner_words(island, e.place)}."
        elif isinstance(e, E.Rolled):
            what = f"{name(e.seat)} rolled {e.total}" if e.dice else f"{name(e.seat)} flipped a Tide {e.total}"
            head = what + (": the Ashcloud stirs." if e.total == 7 else "." + gains(" Nobody collects."))
        elif isinstance(e, E.Bought):
            head = f"{name(e.seat)} bought a venture card."
        elif isinstance(e, E.Played):
            head = (living_played(e, name(e.seat), tile) or _played(e, name(e.seat), tile)
                    + (gains(" Nothing grew.") if e.card == BOUNTIFUL else ""))
        elif isinstance(e, E.Revealed):
            if not any(isinstance(x, (E.Won, E.HealedWhole)) for x in events):  # the win says it
                head = f"{name(e.seat)} revealed {'a Landmark' if e.landmarks == 1 else f'{e.landmarks} Landmarks'}."
        elif isinstance(e, E.Traded):
            if e.via in (E.EXCHANGE, E.TABLE):  # (Living Island's open table: a deal between seats too)
                head = (f"{name(e.seat)} made a deal with {name(e.partner)}: "
                        f"{cards_words(e.gave)} for {cards_words(e.got)}.")
            else:
                via = "by Barge" if e.via == E.BARGE else "with the Supply"
                head = f"{name(e.seat)} traded {cards_words(e.gave)} for {cards_words(e.got)} {via}."
        elif isinstance(e, E.AshcloudMoved) and e.seat >= 0:  # (Living Island's wander: living_line)
            if not head and not any(isinstance(x, E.Bribed) for x in events):  # a Warden says where it went
                head = f"{name(e.seat)} moved the Ashcloud to {tile(e.tile)}."
        elif isinstance(e, E.VictimChosen):
            head = f"{name(e.seat)} chose to rob {name(e.victim)}."
        elif isinstance(e, E.Stolen):
            head = f"{name(e.thief)} stole a card from {name(e.victim)}."
        elif isinstance(e, E.Discarded):
            head = discard_line(names, e.seat, e.cards, e.timed_out)
        elif isinstance(e, E.Offered):
            head = f"{name(e.seat)} offers {cards_words(e.give)} for {cards_words(e.want)}."
        elif isinstance(e, E.Answered):
            if e.answer == "counter" and e.give is not None and e.want is not None:
                head = f"{name(e.seat)} counters: gives {cards_words(e.give)}, wants {cards_words(e.want)}."
            else:
                head = f"{name(e.seat)} {'accepts' if e.answer == 'accept' else 'passes'}."
                if e.timed_out:
                    head = f"{name(e.seat)}'s time to answer ran out: {name(e.seat)} passes."
        elif isinstance(e, E.WindowClosed) and e.timed_out:
            head = "The answer window closed."
        elif isinstance(e, E.OfferEnded) and e.how != "unanswered":
            head = f"{name(e.seat)} declined every answer." if e.how == "declined" else f"{name(e.seat)}'s offer lapsed."
        elif isinstance(e, E.TurnEnded):
            head = f"{name(e.seat)} ended the turn."
        elif isinstance(e, E.CampPlaced):
            where = places.corner_words(island, e.corner)
            road = f", with its causeway {places.by_edge(island, e.edge)}" if e.edge >= 0 else ""
            head += (" " if head else "") + f"{CAMP} was set on {where}{road}."
        elif isinstance(e, E.TitleGained):
            head += (" " if head else "") + f"{name(e.seat)} takes the {e.title} (+2 renown)."
        elif isinstance(e, E.TitleSetAside):
            head += (" " if head else "") + f"The {e.title} is set aside: nobody holds it now."
    living = living_line(events, name, tile)
    return f"{head} {living}" if head and living else head or living


def _played(e: E.Played, who: str, tile: Callable[[int], str]) -> str:
    if e.card == WARDEN:
        if e.arg < 0:
            return f"{who} played a Warden and calmed the Ashcloud."
        return f"{who} played a Warden: the Ashcloud drifts to {tile(e.arg)}."
    if e.card == SURVEYOR:
        return f"{who} played a Surveyor: two causeways for nothing this turn."
    if e.card == BOUNTIFUL:
        return f"{who} played a Bountiful Tide on {e.arg}."
    if e.card == EMBARGO:
        return f"{who} played an Embargo on {RES_NAMES[e.arg]}."
    return f"{who} played {a_card(e.card)}."


def recap_items(events: Sequence[Event], viewer: int, names: Sequence[str], island: places.Where) -> list[str]:
    """What another seat's action (``events``) did, as ``viewer``'s recap of what happened since
    it last acted lists it: one short line for each thing worth knowing (a piece built, a card
    bought or played, a trade, the Ashcloud moved, a card stolen, a title), places named by
    their tiles, the viewer called "you", and only what the viewer may see (:func:`seen_by`).
    Rolls, harvests, answers and the end of a turn are left out: the harvests the viewer
    collected are summed apart (see ``Table.recap``).

    >>> from engine.events import Built, Stolen, Bought
    >>> names = ("Coral", "Moss", "Lagoon")
    >>> recap_items([Built(1, "causeway", 46), Stolen(2, 0, 4), Bought(2, 3)], 0, names, landfall())
    ['Moss built a causeway by Millet 10 and Pine 9', 'Lagoon stole 1 Copper from you', 'Lagoon bought a venture card']
    >>> recap_items([Stolen(2, 1, 4)], 0, names, landfall())
    ['Lagoon stole a card from Moss']
    """

    def name(seat: int) -> str:
        return "you" if seat == viewer else _name(names, seat)

    def who(seat: int) -> str:
        return "You" if seat == viewer else _name(names, seat)

    out: list[str] = []
    for event in events:
        e = seen_by(event, viewer)
        line = ""
        if isinstance(e, E.Built):
            if e.piece == E.HEARTH:
                line = f"{who(e.seat)} founded a hearth on {places.corner_words(island, e.place)}"
            elif e.piece == E.CAUSEWAY:
                line = f"{who(e.seat)} built a causeway {places.by_edge(island, e.place)}"
            else:
                line = f"{who(e.seat)} raised a beacon on {places.corner_words(island, e.place)}"
        elif isinstance(e, E.Bought):
            line = f"{who(e.seat)} bought a venture card"
        elif isinstance(e, E.Played):
            line = _played(e, who(e.seat), lambda t: places.tile_words(island, t) if 0 <= t < N_TILES else "nowhere")
        elif isinstance(e, E.Traded):
            if e.via in (E.EXCHANGE, E.TABLE):
                line = f"{who(e.seat)} made a deal with {name(e.partner)}: {cards_words(e.gave)} for {cards_words(e.got)}"
            else:
                line = (f"{who(e.seat)} traded {cards_words(e.gave)} for {cards_words(e.got)} "
                        + ("by Barge" if e.via == E.BARGE else "with the Supply"))
        elif isinstance(e, E.AshcloudMoved):
            if e.seat >= 0 and not any(isinstance(x, (E.Played, E.Bribed)) for x in events):  # a Warden says where it went
                line = f"{who(e.seat)} moved the Ashcloud to {places.tile_words(island, e.tile)}"
        elif isinstance(e, E.Stolen):
            card = f"1 {RES_NAMES[e.resource]}" if e.resource is not None else "a card"
            line = f"{who(e.thief)} stole {card} from {name(e.victim)}"
        elif isinstance(e, E.Discarded) and e.seat == viewer and e.timed_out:
            line = f"Your time ran out: you returned {cards_words(e.cards)}"
        elif isinstance(e, E.TitleGained):
            line = f"{who(e.seat)} took the {e.title}"
        elif isinstance(e, E.CampPlaced):
            line = f"{CAMP} was set on {places.corner_words(island, e.corner)}"
        elif isinstance(e, (E.WorldEvent, E.Reclaimed, E.Bribed, E.TileSunk, E.ActBegan)):
            line = living_line([e], name, lambda t: places.tile_words(island, t))
            line = line[:1].upper() + line[1:]
        if line:
            out.append(line.removesuffix("."))
    return out


def discard_line(names: Sequence[str], seat: int, cards: Sequence[int], timed_out: bool = False) -> str:
    """One seat's whole discard after a 7, in one line.

    >>> discard_line(("Coral",), 0, (2, 0, 0, 0, 2))
    'Coral returned 4: 2 Pine and 2 Copper.'
    """
    n = sum(cards)
    what = f"returned {n}: {cards_words(cards)}."
    return f"{_name(names, seat)}'s time ran out: {what}" if timed_out else f"{_name(names, seat)} {what}"


def notes(events: Sequence[Event], names: Sequence[str], island: places.Where) -> dict[int, str]:
    """What only some seats may read of these events, for each of them: the card a thief took
    (to the thief and the victim), the venture card drawn (to the buyer)."""
    out: dict[int, str] = {}
    for e in events:
        if isinstance(e, E.Stolen) and e.resource is not None:
            card = f"1 {RES_NAMES[e.resource]}"
            out[e.thief] = f"You stole {card} from {_name(names, e.victim)}."
            out[e.victim] = f"{_name(names, e.thief)} stole {card} from you."
        elif isinstance(e, E.Bought) and e.card is not None:
            out[e.seat] = f"You drew {a_card(e.card)}" + (": it counts as 1 renown while hidden."
                                                          if VENTURE_NAMES[e.card] in ("Landmark", "Relic") else ".")
    return out


def takeback_words(action: Action, island: places.Where, rate: int = 0) -> str:
    """What a take-back takes back, in the words of its control: ``Take back the causeway by
    Pine 8 and Kelp 5`` (``rate``: the cards a trade gave).

    >>> takeback_words(Action.parse("causeway 46"), landfall())
    'Take back the causeway by Millet 10 and Pine 9'
    >>> takeback_words(Action.parse("trade kelp for pine"), landfall(), rate=4)
    'Take back the trade of 4 Kelp for 1 Pine'
    """
    k = action.kind
    if k == A.CAUSEWAY:
        return f"Take back the causeway {places.by_edge(island, action.a)}"
    if k in (A.HEARTH, A.BEACON):
        return f"Take back the {k} on {places.corner_words(island, action.a)}"
    if k in (A.TRADE, A.BARGE):
        what = "Barge trade" if k == A.BARGE else "trade"
        return f"Take back the {what} of {rate} {RES_NAMES[action.a]} for 1 {RES_NAMES[action.b]}"
    return f"Take back {action}"


def takeback_brief(action: Action) -> str:
    """What a take-back takes back, as short as the tray's Undo shows it (its name and title
    hold :func:`takeback_words`, which say where).

    >>> takeback_brief(Action.parse("causeway 46")), takeback_brief(Action.parse("trade kelp for pine"))
    ('the causeway', 'the trade')
    """
    k = action.kind
    if k in (A.CAUSEWAY, A.HEARTH, A.BEACON):
        return f"the {k}"
    if k in (A.TRADE, A.BARGE):
        return "the Barge trade" if k == A.BARGE else "the trade"
    return str(action)


def win_line(events: Sequence[Event], names: Sequence[str]) -> str:
    """The sentence for a win among ``events`` ("" when nobody won)."""
    for e in events:
        if isinstance(e, E.Won):
            return f"{_name(names, e.seat)} wins with {e.renown} renown!"
        if isinstance(e, E.HealedWhole):
            return healed_line(e, names)
    return ""


def healed_line(e: E.HealedWhole, names: Sequence[str]) -> str:
    """The end by healing in words (LIVING-ISLAND 15): who wins, or who shares the win.

    >>> healed_line(E.HealedWhole((0, 2), (8, 5, 8)), ("Coral", "Moss", "Lagoon"))
    'The island healed whole in Act III: Coral and Lagoon share the win with 8 renown!'
    """
    who = [_name(names, seat) for seat in e.winners]
    best = e.totals[e.winners[0]] if e.winners else 0
    if len(who) == 1:
        return f"The island healed whole in Act III: {who[0]} wins with {best} renown!"
    together = ", ".join(who[:-1]) + " and " + who[-1]
    return f"The island healed whole in Act III: {together} share the win with {best} renown!"


__all__ = ["CAMP", "describe", "discard_line", "healed_line", "notes", "recap_items", "takeback_words", "win_line"]
