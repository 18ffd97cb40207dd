"""What happened, in words: one sentence for the events of one action (pure Python).

The engine says what an action did (:mod:`engine.events`); this module puts it into the
words of the game log.  Places are named by their tiles (:mod:`places`), never by a
number; resources are written as on the cards (``2 Pine``).  Seat names are values put
into the sentence, never patterns filled in afterwards, so a player named ``{1}`` is just a
name.  A log sentence says only what everybody at the table may read (the card stolen and
the card bought are read through :func:`engine.events.seen_by` for nobody in particular);
:func:`notes` says the rest to the one or two seats that may read it.  Each sentence is one
message of the catalog, in the language in force (its places, cards and names put in).

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
from engine.cards import BOUNTIFUL, EMBARGO, MILITIA, N_RES, SURVEYOR, VENTURE_NAMES, WARDEN  # noqa: F401  (MILITIA: the doctests)
from engine.events import Event, seen_by
from engine.hexgrid import N_TILES
from engine.island import Island, landfall  # noqa: F401  (landfall: for the doctests)

from words import places
from words.catalog import _, ngettext, pgettext
from words.lists import and_list
from words.living_narrate import gains_words, halves_of, halves_words, living_line, living_played
from words.things import a_venture, cards_words, res_name, title_name

CAMP = "A Wayfarer camp"
"""(English, as the log's sentences say it.)"""
def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else pgettext("seat", "Nobody")


def _one(resource: int) -> str:
    """One card of ``resource``: ``1 Copper``."""
    return cards_words(tuple(int(r == resource) for r in range(N_RES)))


def _nowhere() -> str:
    return pgettext("tile", "nowhere")


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
            return (" " + nothing) if nothing else ""
        words = {seat: cards_words(tuple(cards)) for seat, cards in got.items()}
        words.update({seat: halves_words(h) for seat, h in halves.items()})
        return " " + gains_words([(name(seat), words[seat]) for seat in sorted(words)])

    def tile(t: int) -> str:
        return places.tile_words(island, t) if 0 <= t < N_TILES else _nowhere()

    head = ""
    for event in events:
        e = seen_by(event, E.PUBLIC)
        if isinstance(e, E.Built):
            if e.piece == E.HEARTH:
                head = _("{who} founded a hearth on {corner}.").format(
                    who=name(e.seat), corner=places.corner_words(island, e.place)) + gains()
            elif e.piece == E.CAUSEWAY:
                head = _("{who} built a causeway {where}.").format(who=name(e.seat), where=places.by_edge(island, e.place))
            else:
                head = _("{who} raised a beacon on {corner}.").format(
                    who=name(e.seat), corner=places.corner_words(island, e.place))
        elif isinstance(e, E.Rolled):
            if e.total == 7:
                what = _("{who} rolled {n}: the Ashcloud stirs.") if e.dice else _("{who} flipped a Tide {n}: the Ashcloud stirs.")
                head = what.format(who=name(e.seat), n=e.total)
            else:
                what = _("{who} rolled {n}.") if e.dice else _("{who} flipped a Tide {n}.")
                head = what.format(who=name(e.seat), n=e.total) + gains(_("Nobody collects."))
        elif isinstance(e, E.Bought):
            head = _("{who} bought a venture card.").format(who=name(e.seat))
        elif isinstance(e, E.Played):
            head = (living_played(e, name(e.seat), tile) or _played(e, name(e.seat), tile)
                    + (gains(_("Nothing grew.")) if e.card == BOUNTIFUL else ""))
        elif isinstance(e, E.Revealed):
            if not any(isinstance(x, (E.Won, E.HealedWhole)) for x in events):  # the win says it
                head = ngettext("{who} revealed a Landmark.", "{who} revealed {n} Landmarks.", e.landmarks).format(
                    who=name(e.seat), n=e.landmarks)
        elif isinstance(e, E.Traded):
            gave, got = cards_words(e.gave), cards_words(e.got)
            if e.via in (E.EXCHANGE, E.TABLE):  # (Living Island's open table: a deal between seats too)
                head = _("{who} made a deal with {partner}: {gave} for {got}.").format(
                    who=name(e.seat), partner=name(e.partner), gave=gave, got=got)
            elif e.via == E.BARGE:
                head = _("{who} traded {gave} for {got} by Barge.").format(who=name(e.seat), gave=gave, got=got)
            else:
                head = _("{who} traded {gave} for {got} with the Supply.").format(who=name(e.seat), gave=gave, got=got)
        elif isinstance(e, E.AshcloudMoved) and e.seat >= 0:  # (Living Island's wander: living_line)
            if not head and not any(isinstance(x, E.Bribed) for x in events):  # a Warden says where it went
                head = _("{who} moved the Ashcloud to {tile}.").format(who=name(e.seat), tile=tile(e.tile))
        elif isinstance(e, E.VictimChosen):
            head = _("{who} chose to rob {victim}.").format(who=name(e.seat), victim=name(e.victim))
        elif isinstance(e, E.Stolen):
            head = _("{thief} stole a card from {victim}.").format(thief=name(e.thief), victim=name(e.victim))
        elif isinstance(e, E.Discarded):
            head = discard_line(names, e.seat, e.cards, e.timed_out)
        elif isinstance(e, E.Offered):
            head = _("{who} offers {give} for {want}.").format(
                who=name(e.seat), give=cards_words(e.give), want=cards_words(e.want))
        elif isinstance(e, E.Answered):
            if e.answer == "counter" and e.give is not None and e.want is not None:
                head = _("{who} counters: gives {give}, wants {want}.").format(
                    who=name(e.seat), give=cards_words(e.give), want=cards_words(e.want))
            elif e.timed_out:
                head = _("{who}'s time to answer ran out: {who} passes.").format(who=name(e.seat))
            else:
                head = (_("{who} accepts.") if e.answer == "accept" else _("{who} passes.")).format(who=name(e.seat))
        elif isinstance(e, E.WindowClosed) and e.timed_out:
            head = _("The answer window closed.")
        elif isinstance(e, E.OfferEnded) and e.how != "unanswered":
            head = (_("{who} declined every answer.") if e.how == "declined" else _("{who}'s offer lapsed.")).format(
                who=name(e.seat))
        elif isinstance(e, E.TurnEnded):
            head = _("{who} ended the turn.").format(who=name(e.seat))
        elif isinstance(e, E.CampPlaced):
            where = places.corner_words(island, e.corner)
            if e.edge >= 0:
                camp = _("A Wayfarer camp was set on {corner}, with its causeway {where}.").format(
                    corner=where, where=places.by_edge(island, e.edge))
            else:
                camp = _("A Wayfarer camp was set on {corner}.").format(corner=where)
            head += (" " if head else "") + camp
        elif isinstance(e, E.TitleGained):
            head += (" " if head else "") + _("{who} takes the {title} (+2 renown).").format(
                who=name(e.seat), title=title_name(e.title))
        elif isinstance(e, E.TitleSetAside):
            head += (" " if head else "") + _("The {title} is set aside: nobody holds it now.").format(
                title=title_name(e.title))
    living = living_line(events, name, tile)
    return f"{head} {living}" if head and living else head or living


def _played(e: E.Played, who: str, tile: Callable[[int], str]) -> str:
    if e.card == WARDEN:
        if e.arg < 0:
            return _("{who} played a Warden and calmed the Ashcloud.").format(who=who)
        return _("{who} played a Warden: the Ashcloud drifts to {tile}.").format(who=who, tile=tile(e.arg))
    if e.card == SURVEYOR:
        return _("{who} played a Surveyor: two causeways for nothing this turn.").format(who=who)
    if e.card == BOUNTIFUL:
        return _("{who} played a Bountiful Tide on {n}.").format(who=who, n=e.arg)
    if e.card == EMBARGO:
        return _("{who} played an Embargo on {resource}.").format(who=who, resource=res_name(e.arg))
    return _("{who} played {card}.").format(who=who, card=a_venture(e.card))


def recap_items(events: Sequence[Event], viewer: int, names: Sequence[str], island: places.Where) -> list[str]:
    """What another seat's action (``events``) did, as ``viewer``'s recap of what happened since
    it last acted lists it: one short line for each thing worth knowing (a piece built, a card
    bought or played, a trade, the Ashcloud moved, a card stolen, a title), places named by
    their tiles, the viewer called "you", and only what the viewer may see (:func:`seen_by`).
    Rolls, harvests, answers and the end of a turn are left out: the harvests the viewer
    collected are summed apart (see ``Table.recap``).  (The log's sentences, without their full stop.)

    >>> from engine.events import Built, Stolen, Bought
    >>> names = ("Coral", "Moss", "Lagoon")
    >>> recap_items([Built(1, "causeway", 46), Stolen(2, 0, 4), Bought(2, 3)], 0, names, landfall())
    ['Moss built a causeway by Millet 10 and Pine 9', 'Lagoon stole 1 Copper from you', 'Lagoon bought a venture card']
    >>> recap_items([Stolen(2, 1, 4)], 0, names, landfall())
    ['Lagoon stole a card from Moss']
    >>> recap_items([E.Played(1, MILITIA, 4)], 0, names, landfall())
    ['Moss played a Militia: the Ashcloud moves to Basalt 3']
    """

    def name(seat: int) -> str:
        return pgettext("recap", "you") if seat == viewer else _name(names, seat)

    def who(seat: int) -> str:
        return pgettext("recap", "You") if seat == viewer else _name(names, seat)

    def tile(t: int) -> str:
        return places.tile_words(island, t) if 0 <= t < N_TILES else _nowhere()

    out: list[str] = []
    for event in events:
        e = seen_by(event, viewer)
        line = ""
        if isinstance(e, E.Built):
            if e.piece == E.HEARTH:
                line = _("{who} founded a hearth on {corner}.").format(
                    who=who(e.seat), corner=places.corner_words(island, e.place))
            elif e.piece == E.CAUSEWAY:
                line = _("{who} built a causeway {where}.").format(who=who(e.seat), where=places.by_edge(island, e.place))
            else:
                line = _("{who} raised a beacon on {corner}.").format(
                    who=who(e.seat), corner=places.corner_words(island, e.place))
        elif isinstance(e, E.Bought):
            line = _("{who} bought a venture card.").format(who=who(e.seat))
        elif isinstance(e, E.Played):
            line = living_played(e, who(e.seat), tile) or _played(e, who(e.seat), tile)
        elif isinstance(e, E.Traded):
            gave, got = cards_words(e.gave), cards_words(e.got)
            if e.via in (E.EXCHANGE, E.TABLE):
                deal = (_("{who} made a deal with you: {gave} for {got}.") if e.partner == viewer
                        else _("{who} made a deal with {partner}: {gave} for {got}."))
                line = deal.format(who=who(e.seat), partner=name(e.partner), gave=gave, got=got)
            elif e.via == E.BARGE:
                line = _("{who} traded {gave} for {got} by Barge.").format(who=who(e.seat), gave=gave, got=got)
            else:
                line = _("{who} traded {gave} for {got} with the Supply.").format(who=who(e.seat), gave=gave, got=got)
        elif isinstance(e, E.AshcloudMoved):
            if e.seat >= 0 and not any(isinstance(x, (E.Played, E.Bribed)) for x in events):  # a Warden says where it went
                line = _("{who} moved the Ashcloud to {tile}.").format(who=who(e.seat), tile=places.tile_words(island, e.tile))
        elif isinstance(e, E.Stolen):
            if e.resource is None:
                line = _("{thief} stole a card from {victim}.").format(thief=who(e.thief), victim=name(e.victim))
            elif e.victim == viewer:
                line = _("{thief} stole {card} from you.").format(thief=who(e.thief), card=_one(e.resource))
            else:
                line = _("{thief} stole {card} from {victim}.").format(thief=who(e.thief), card=_one(e.resource),
                                                                       victim=name(e.victim))
        elif isinstance(e, E.Discarded) and e.seat == viewer and e.timed_out:
            line = _("Your time ran out: you returned {cards}").format(cards=cards_words(e.cards))
        elif isinstance(e, E.TitleGained):
            said = _("You took the {title}") if e.seat == viewer else _("{who} took the {title}")  # (a verb agrees with "you")
            line = said.format(who=who(e.seat), title=title_name(e.title))
        elif isinstance(e, E.CampPlaced):
            line = _("A Wayfarer camp was set on {corner}.").format(corner=places.corner_words(island, e.corner))
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
    line = _("{who}'s time ran out: returned {n}: {cards}.") if timed_out else _("{who} returned {n}: {cards}.")
    return line.format(who=_name(names, seat), n=sum(cards), cards=cards_words(tuple(cards)))


def notes(events: Sequence[Event], names: Sequence[str], island: places.Where) -> dict[int, str]:
    """What only some seats may read of these events, for each of them: the card a thief took
    (to the thief and the victim), the venture card drawn (to the buyer)."""
    out: dict[int, str] = {}
    for e in events:
        if isinstance(e, E.Stolen) and e.resource is not None:
            card = _one(e.resource)
            out[e.thief] = _("You stole {card} from {victim}.").format(card=card, victim=_name(names, e.victim))
            out[e.victim] = _("{thief} stole {card} from you.").format(thief=_name(names, e.thief), card=card)
        elif isinstance(e, E.Bought) and e.card is not None:
            hidden = VENTURE_NAMES[e.card] in ("Landmark", "Relic")
            out[e.seat] = (_("You drew {card}: it counts as 1 renown while hidden.") if hidden
                           else _("You drew {card}.")).format(card=a_venture(e.card))
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
    if k not in (A.CAUSEWAY, A.HEARTH, A.BEACON, A.TRADE, A.BARGE):
        return _("Take back {action}").format(action=action)
    return _("Take back {what}").format(what=takeback_what(action, island, rate))


def takeback_what(action: Action, island: places.Where, rate: int = 0) -> str:
    """The thing a take-back takes back, said where it is (a whole phrase for each kind, which
    :func:`takeback_words` and an Undo's "Undo {what}" put in): ``the causeway by Pine 8 and Kelp 5``.

    >>> takeback_what(Action.parse("hearth 17"), landfall())
    'the hearth on the corner of Basalt 3, Copper 6 and Kelp 5'
    """
    k = action.kind
    if k == A.CAUSEWAY:
        return pgettext("take back", "the causeway {where}").format(where=places.by_edge(island, action.a))
    if k in (A.HEARTH, A.BEACON):
        what = pgettext("take back", "the hearth on {corner}") if k == A.HEARTH else pgettext("take back", "the beacon on {corner}")
        return what.format(corner=places.corner_words(island, action.a))
    if k in (A.TRADE, A.BARGE):
        gave = cards_words(tuple(rate if r == action.a else 0 for r in range(N_RES)))
        what = (pgettext("take back", "the Barge trade of {gave} for {got}") if k == A.BARGE
                else pgettext("take back", "the trade of {gave} for {got}"))
        return what.format(gave=gave, got=_one(action.b))
    return str(action)


def takeback_brief(action: Action) -> str:
    """What a take-back takes back, as short as the tray's Undo shows it (its name and title
    hold :func:`takeback_words`, which say where).

    >>> takeback_brief(Action.parse("causeway 46")), takeback_brief(Action.parse("trade kelp for pine"))
    ('the causeway', 'the trade')
    """
    k = action.kind
    if k == A.CAUSEWAY:
        return pgettext("take back", "the causeway")
    if k == A.HEARTH:
        return pgettext("take back", "the hearth")
    if k == A.BEACON:
        return pgettext("take back", "the beacon")
    if k in (A.TRADE, A.BARGE):
        return pgettext("take back", "the Barge trade") if k == A.BARGE else pgettext("take back", "the trade")
    return str(action)


def win_line(events: Sequence[Event], names: Sequence[str]) -> str:
    """The sentence for a win among ``events`` ("" when nobody won)."""
    for e in events:
        if isinstance(e, E.Won):
            return _("{who} wins with {n} renown!").format(who=_name(names, e.seat), n=e.renown)
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
        return _("The island healed whole in Act III: {who} wins with {n} renown!").format(who=who[0], n=best)
    return _("The island healed whole in Act III: {who} share the win with {n} renown!").format(
        who=and_list(who), n=best)


__all__ = ["CAMP", "describe", "discard_line", "healed_line", "notes", "recap_items", "takeback_what", "takeback_words",
           "title_name", "win_line"]
