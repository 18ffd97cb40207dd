"""Living Island's events in words (LIVING-ISLAND 5 to 15): the world event drawn, halves burned
and healed, the Sinkhole, the rings, the acts, salvage and harvests in halves, Reclaim, Bribe, the
Living venture cards, the Supply Caravan, Wandering Traders and the end by healing.

Places are named on the island as its board showed them when the move was made (a
``places.Where`` taken before the move: a fire names the tile it struck as it was, before it
burned and before the rings turned).  Every event here is public.  Each sentence is one message
of the catalog, said in the language in force.

>>> halves_words((3, 0, 1, 0, 0)), halves_words((0, 0, 0, 0, 0))
('1½ Pine and ½ Kelp', 'nothing')
>>> KIND_NAMES[1]
'heal'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine import events as E
from engine.actions import WORLD_EVENTS
from engine.cards import CACHE, MILITIA, N_RES, TRAILBLAZING, TRIBUTE
from engine.hexgrid import ROW_NAMES
from engine.rules.world import EVENT_KIND

from words.catalog import _, ngettext, pgettext
from words.lists import and_list
from words.things import cards_words, res_name
from words.world import ROMAN, act_word, event_word

__all__ = ["KIND_NAMES", "cap", "gains_words",
           "halves_of", "halves_words", "kind_word", "living_line", "living_played", "one_halves", "or_words"]

KIND_NAMES = ("burn", "heal", "still")
"""The kinds of world event, as the page's classes and data say them (:func:`kind_word`: in words)."""
def kind_word(kind: int) -> str:
    """A kind of world event in words (burn, heal, still)."""
    return (pgettext("world event", "burn"), pgettext("world event", "heal"), pgettext("world event", "still"))[kind]


def one_halves(n: int) -> str:
    """A number of half cards as cards: ``½``, ``1``, ``1½``."""
    whole, half = divmod(n, 2)
    return ("" if not whole and half else str(whole)) + ("½" if half else "")


def halves_words(halves: Sequence[int]) -> str:
    """Half cards of each resource in words: ``1½ Pine and ½ Kelp`` (``nothing``)."""
    parts = [pgettext("cards", "{n} {resource}").format(n=one_halves(n), resource=res_name(r))
             for r, n in enumerate(halves) if n]
    return and_list(parts) if parts else pgettext("cards", "nothing")


def or_words(words: list[str]) -> str:
    """``Pine``, ``Pine or Kelp``, ``Pine or Kelp or Copper``."""
    if not words:
        return ""
    text = words[0]
    for word in words[1:]:
        text = _("{list} or {item}").format(list=text, item=word)
    return text


def gains_words(gains: Sequence[tuple[str, str]]) -> str:
    """What seats collected, as the log says it: ``Coral +1 Pine; Lagoon +2 Kelp.``"""
    return pgettext("log", "{gains}.").format(gains=_listed([pgettext("log", "{who} +{cards}").format(who=who, cards=cards)
                                                            for who, cards in gains]))


def _listed(items: list[str]) -> str:
    """Items of a log line one after another: ``Coral +1 Pine; Lagoon +2 Kelp``."""
    text = items[0] if items else ""
    for item in items[1:]:
        text = pgettext("log", "{list}; {item}").format(list=text, item=item)
    return text


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


def _cards(n: int, resource: int) -> str:
    return cards_words(tuple(n if r == resource else 0 for r in range(N_RES)))


def living_played(e: E.Played, who: str, tile: Callable[[int], str]) -> str:
    """A Living venture card played ("" for another card)."""
    if e.card == MILITIA:
        return _("{who} played a Militia: the Ashcloud moves to {tile}.").format(who=who, tile=tile(e.arg))
    if e.card == TRIBUTE:
        return _("{who} played a Tribute on {resource}: everyone gives {who} their {resource}.").format(
            who=who, resource=res_name(e.arg))
    if e.card == CACHE:
        return _("{who} played a Supply Cache.").format(who=who)
    if e.card == TRAILBLAZING:
        return _("{who} played Trailblazing: two causeways for nothing this turn.").format(who=who)
    return ""


def living_line(events: Sequence[E.Event], name: Callable[[int], str], tile: Callable[[int], str]) -> str:
    """Living Island's events of one move in a sentence or a few ("" : none among them)."""
    out: list[str] = []
    burnt: list[str] = []
    turned = 0

    def flush_burnt() -> None:
        if burnt:
            alike = list(dict.fromkeys(burnt))
            out.append(cap(ngettext("{tiles} lost a half to fire.", "{tiles} each lost a half to fire.",
                                    len(alike)).format(tiles=and_list(alike))))
            burnt.clear()

    for e in events:
        if not isinstance(e, (E.HalfBurned, E.Salvaged)):
            flush_burnt()
        if isinstance(e, E.WorldEvent):
            out.append(_("World event: {event} ({kind}).").format(event=event_word(e.event),
                                                                  kind=kind_word(EVENT_KIND[e.event])))
        elif isinstance(e, E.EventAimed):
            if e.row >= 0:
                out.append(_("{event} swept row {row}.").format(event=event_word(e.event), row=ROW_NAMES[e.row]))
            elif e.tile >= 0 and WORLD_EVENTS[e.event] != "sinkhole":
                out.append(_("{event} struck {tile}.").format(event=event_word(e.event), tile=tile(e.tile)))
        elif isinstance(e, E.HalfBurned):
            burnt.append(tile(e.half // 2))
        elif isinstance(e, E.HalfHealed):
            out.append(cap(_("{resource} grew back on {tile}.").format(resource=res_name(e.resource),
                                                                        tile=tile(e.half // 2))))
        elif isinstance(e, E.TileSunk):
            out.append(_("The Sinkhole swallowed {tile}: it is gone for good.").format(tile=tile(e.tile)))
        elif isinstance(e, E.RingsTurned) and not turned:
            turned = sum(isinstance(x, E.RingsTurned) for x in events)
            out.append(_("The rings turned two steps.") if turned > 1 else _("The rings turned."))
        elif isinstance(e, E.RingsReversed):
            out.append(_("The rings turn the other way now."))
        elif isinstance(e, E.TradersCame):
            out.append(_("Wandering Traders came: Supply trades are one card better until the next event.")
                       if e.on else _("The Wandering Traders left."))
        elif isinstance(e, E.ActBegan):
            out.append(_("Act {roman}, {act}, begins.").format(roman=ROMAN[e.act], act=act_word(e.act)))
        elif isinstance(e, E.CaravanTaken):
            out.append(_("{who} took {cards} from the Supply Caravan.").format(who=name(e.seat),
                                                                               cards=_cards(1, e.resource)))
        elif isinstance(e, E.Reclaimed):
            out.append(_("{who} paid {cards} to Reclaim a scorched half of {tile}.").format(
                who=name(e.seat), cards=cards_words(e.paid), tile=tile(e.half // 2)))
        elif isinstance(e, E.Bribed):
            out.append(_("{who} paid {cards} to Bribe the Ashcloud to {tile}.").format(
                who=name(e.seat), cards=cards_words(e.paid), tile=tile(e.tile)))
        elif isinstance(e, E.TributePaid):
            out.append(_("{giver} gave {who} {cards}.").format(giver=name(e.giver), who=name(e.seat),
                                                                cards=_cards(e.cards, e.resource)))
        elif isinstance(e, E.CacheTaken):
            out.append(_("{who} took {cards} from the Supply.").format(who=name(e.seat), cards=cards_words(e.cards)))
        elif isinstance(e, E.Requested):
            if e.kind == "offer" and e.takes:
                out.append(_("{who} offers {cards} for {takes} at the open table.").format(
                    who=name(e.seat), cards=cards_words(e.cards), takes=or_words([res_name(r) for r in e.takes])))
            elif e.kind == "offer":
                out.append(_("{who} offers {cards} at the open table.").format(who=name(e.seat),
                                                                               cards=cards_words(e.cards)))
            else:
                out.append(_("{who} asks for {cards} at the open table.").format(who=name(e.seat),
                                                                                 cards=cards_words(e.cards)))
        elif isinstance(e, E.QuotesShown):
            quotes = [pgettext("quote", "{who} {cards}").format(who=name(seat), cards=cards_words(q))
                      for seat, (a, q) in enumerate(zip(e.answers, e.quotes, strict=False)) if a == "quote" and q is not None]
            out.append(_("The quotes are shown: {quotes}.").format(quotes=_listed(quotes)) if quotes
                       else _("The quotes are shown: nobody quoted."))
        elif isinstance(e, E.AshcloudMoved) and e.seat < 0:
            out.append(_("The Ashcloud went home to the Ash Caldera.") if e.calmed
                       else _("The Ashcloud wandered to {tile}.").format(tile=tile(e.tile)))
    flush_burnt()
    salvaged = halves_of(events, E.Salvaged)
    if salvaged:
        out.append(_("Salvage: {gains}").format(
            gains=gains_words([(name(seat), halves_words(salvaged[seat])) for seat in sorted(salvaged)])))
    return " ".join(out)
