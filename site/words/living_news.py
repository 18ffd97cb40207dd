"""The last world event, as the page announces it (issue 27, section 3): gathered from the events
of the moves it took (the kind drawn, the event, where it struck, the halves burned and healed,
salvage, the rings), with every place in words as the board showed it then, and told in one
sentence (:func:`card_sentence`): "Emberstorm: Pine 8 and the tiles around it lost a half; you
salvaged ½ Pine".  A value of words and numbers (a frame may hold it).

>>> from engine import events as E
>>> from engine.island import landfall
>>> n = follow(None, [E.WorldKind(0)], landfall())
>>> n = follow(n, [E.WorldEvent(0, 1)], landfall())
>>> n = follow(n, [E.EventAimed(0, 1, -1), E.HalfBurned(2, 0), E.Salvaged(0, 0, 1, 2), E.HalfBurned(10, 2),
...                E.RingsTurned(1, False, 1)], landfall())
>>> n.done, n.burnt, card_sentence(n, ("Coral", "Moss"), 0)
(True, (2, 10), 'The northern Pine 8 and the tiles around it lost a half; you salvaged ½ Pine.')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from engine import events as E
from engine.actions import WORLD_EVENTS
from engine.cards import N_RES
from engine.hexgrid import ROW_NAMES
from engine.rules.world import EVENT_KIND

from words import places
from words.catalog import _, ngettext, pgettext
from words.living_narrate import cap, halves_words
from words.things import and_words, res_name

__all__ = ["WorldNews", "card_sentence", "follow", "kind_of", "slug"]


class WorldNews(NamedTuple):
    """One world event, from its kind's draw to its ring step (``done``)."""

    number: int
    """The how-manieth world event of the game (a new one is animated once)."""
    kind: int
    event: int = -1
    seat: int = -1
    aimed: str = ""
    """Where it struck, as the board showed it: the epicenter's name, ``row B``; "" : nowhere."""
    burnt: tuple[int, ...] = ()
    """The half slots that burned."""
    burnt_tiles: tuple[str, ...] = ()
    healed: tuple[int, ...] = ()
    healed_tiles: tuple[str, ...] = ()
    sunk: str = ""
    ash: str = ""
    """Where the Ashcloud went (Raider Razing's wander); "home" after a Sanctuary."""
    salvage: tuple[tuple[int, tuple[int, ...]], ...] = ()
    """Each seat that salvaged, with its half cards of each resource."""
    caravan: tuple[tuple[int, int], ...] = ()
    steps: int = 0
    reversal: bool = False
    traders: bool = False
    whole: bool = False
    """The island healed whole: the game ended."""
    done: bool = False


def slug(event: int) -> str:
    """The event's name as ``<html data-event>`` holds it (``fire-front``)."""
    return WORLD_EVENTS[event]


def _add(names: tuple[str, ...], name: str) -> tuple[str, ...]:
    return names if name in names else (*names, name)


def follow(news: WorldNews | None, events: Sequence[E.Event], where: places.Where) -> WorldNews | None:
    """``news`` followed through one move's ``events`` (places named on ``where``, the board
    before the move); a new event's kind drawn starts the next news."""
    for e in events:
        if isinstance(e, E.WorldKind):
            news = WorldNews(number=(news.number if news else 0) + 1, kind=e.kind if e.kind is not None else 0)
            continue
        if news is None or news.done:
            continue
        if isinstance(e, E.WorldEvent):
            news = news._replace(event=e.event, seat=e.seat)
        elif isinstance(e, E.EventAimed):
            if e.row >= 0:
                news = news._replace(aimed=pgettext("place", "row {row}").format(row=ROW_NAMES[e.row]))
            elif e.tile >= 0:
                news = news._replace(aimed=places.tile_words(where, e.tile))
        elif isinstance(e, E.HalfBurned):
            news = news._replace(burnt=(*news.burnt, e.half),
                                 burnt_tiles=_add(news.burnt_tiles, places.tile_words(where, e.half // 2)))
        elif isinstance(e, E.HalfHealed):
            news = news._replace(healed=(*news.healed, e.half),
                                 healed_tiles=_add(news.healed_tiles, places.tile_words(where, e.half // 2)))
        elif isinstance(e, E.TileSunk):
            news = news._replace(sunk=places.tile_words(where, e.tile))
        elif isinstance(e, E.Salvaged):
            got = {seat: list(h) for seat, h in news.salvage}
            got.setdefault(e.seat, [0] * N_RES)[e.resource] += e.halves
            news = news._replace(salvage=tuple((seat, tuple(h)) for seat, h in sorted(got.items())))
        elif isinstance(e, E.AshcloudMoved) and e.seat < 0:
            news = news._replace(ash="home" if e.calmed else places.tile_words(where, e.tile))
        elif isinstance(e, E.CaravanTaken):
            news = news._replace(caravan=(*news.caravan, (e.seat, e.resource)))
        elif isinstance(e, E.RingsReversed):
            news = news._replace(reversal=True)
        elif isinstance(e, E.TradersCame) and e.on:
            news = news._replace(traders=True)
        elif isinstance(e, E.RingsTurned):
            steps = news.steps + 1
            news = news._replace(steps=steps, done=steps >= (2 if slug(news.event) == "tremor" else 1))
        elif isinstance(e, E.HealedWhole):
            news = news._replace(whole=True, done=True)
    return news


def _few(tiles: Sequence[str]) -> str:
    """Up to three tiles by name, more by their count (a card is read at a glance)."""
    return and_words(list(tiles)) if len(tiles) <= 3 else ngettext("{n} tile", "{n} tiles", len(tiles)).format(n=len(tiles))


def _nobody() -> str:
    return pgettext("seat", "Nobody")


def _burn(e: str, n: WorldNews) -> str:
    """What a burning event did (the first part of the card's sentence)."""
    burnt = _few(n.burnt_tiles)
    if e == "emberstorm":
        if not n.burnt:
            return _("nothing could burn")
        if len(n.burnt_tiles) > 1:
            return _("{tile} and the tiles around it lost a half").format(tile=n.aimed)
        return _("{tiles} lost a half").format(tiles=burnt)
    lead = {"fire-front": _("fire swept {place}").format(place=n.aimed), "ashfall": _("ash fell"),
            "blight": _("blight struck the busiest tiles"), "raider-razing": _("raiders burned around the Ashcloud")}[e]
    what = (_("{what}: {tiles} lost a half").format(what=lead, tiles=burnt) if n.burnt
            else _("{what}, but nothing could burn").format(what=lead))
    if n.ash:
        what = _("{what}; the Ashcloud wandered to {tile}").format(what=what, tile=n.ash)
    return what


def _heal(e: str, n: WorldNews) -> str:
    """What a healing event did."""
    healed = _few(n.healed_tiles)
    lead = {"verdant-cascade": _("{tile} and the tiles around it grew back").format(tile=n.aimed) if n.aimed else "",
            "spring-rains": _("rain fell"), "pioneers-return": _("pioneers came back to help the trailing seat"),
            "wildbloom": _("half-burnt tiles bloomed"), "river-rebirth": _("a river flowed along {place}").format(place=n.aimed),
            "sanctuary": _("the Ashcloud's tile healed and the Ashcloud went home")}[e]
    if not n.healed:
        return _("{what}, but nothing was scorched there").format(what=lead) if lead else _("nothing was scorched")
    if e == "verdant-cascade":
        return lead
    return _("{what}: {tiles} grew back").format(what=lead, tiles=healed) if lead else _("{tiles} grew back").format(tiles=healed)


def _what(n: WorldNews, names: Sequence[str]) -> str:
    """What the event did, the first part of the card's sentence."""
    e = slug(n.event) if n.event >= 0 else ""
    if e in ("emberstorm", "fire-front", "ashfall", "blight", "raider-razing"):
        return _burn(e, n)
    if e == "sinkhole":
        return _("{tile} sank into the sea for good").format(tile=n.sunk) if n.sunk else _("no tile could sink")
    if e in ("verdant-cascade", "spring-rains", "pioneers-return", "wildbloom", "river-rebirth", "sanctuary"):
        return _heal(e, n)
    if e == "tremor":
        return _("the ground shook: the rings turned two steps")
    if e == "reversal":
        return _("the rings turn the other way now")
    if e == "supply-caravan":
        if not n.caravan:
            return _("everyone may take a card from the Supply")
        took = [pgettext("caravan", "{who} {resource}").format(
            who=names[seat] if 0 <= seat < len(names) else _nobody(), resource=res_name(r)) for seat, r in n.caravan]
        return _("everyone took a card from the Supply: {list}").format(list=and_words(took))
    if e == "wandering-traders":
        return _("Supply trades are one card better until the next event")
    return _("the world stirs")


def card_sentence(n: WorldNews, names: Sequence[str], viewer: int | None) -> str:
    """The event's card in one sentence, the viewer called "you"."""
    out = cap(_what(n, names))
    if n.salvage:
        got = dict(n.salvage)
        name = [names[seat] if 0 <= seat < len(names) else _nobody() for seat in got]
        if viewer is not None and viewer in got:
            salvage = (_("you salvaged {cards} (others too)") if len(got) > 1
                       else _("you salvaged {cards}")).format(cards=halves_words(got[viewer]))
        elif len(got) == 1:
            salvage = _("{who} salvaged {cards}").format(who=name[0], cards=halves_words(next(iter(got.values()))))
        else:
            salvage = _("{who} salvaged cards").format(who=and_words(name))
        out = _("{what}; {salvage}").format(what=out, salvage=salvage)
    if n.whole:
        return _("{what}. The island is whole again.").format(what=out)
    return out + "."


def kind_of(n: WorldNews) -> int:
    """The event's kind (burn 0, heal 1, still 2)."""
    return EVENT_KIND[n.event] if n.event >= 0 else n.kind
