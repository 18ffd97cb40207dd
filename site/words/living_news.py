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
from words.lists import and_list
from words.living_narrate import cap, one_halves
from words.things import res_name

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
    """Where the Ashcloud went, in words (Raider Razing's wander; a Sanctuary's, to the Caldera, goes
    unsaid: the event's own words say it)."""
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
                news = news._replace(aimed=_("row {row}").format(row=ROW_NAMES[e.row]))
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
            news = news._replace(ash=places.tile_words(where, e.tile))
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


def _then() -> str:
    """What joins two parts of the card's sentence ("; ")."""
    return pgettext("joins two parts of a sentence", "; ")


def _few(tiles: Sequence[str]) -> str:
    """Up to three tiles by name, more by their count (a card is read at a glance)."""
    return and_list(list(tiles)) if len(tiles) <= 3 else ngettext("{n} tile", "{n} tiles", len(tiles)).format(n=len(tiles))


def _lost(tiles: Sequence[str]) -> str:
    """``tiles`` lost a half (the count lets a language make its verb agree)."""
    return ngettext("{tiles} lost a half", "{tiles} lost a half", len(tiles)).format(tiles=_few(tiles))


def _grew(tiles: Sequence[str]) -> str:
    return ngettext("{tiles} grew back", "{tiles} grew back", len(tiles)).format(tiles=_few(tiles))


def _halves(halves: Sequence[int]) -> str:
    """Half cards of each resource in words: ``1½ Pine and ½ Kelp`` (``nothing``)."""
    parts = [_("{n} {resource}").format(n=one_halves(n), resource=res_name(r)) for r, n in enumerate(halves) if n]
    return and_list(parts) if parts else pgettext("half cards salvaged", "nothing")


def _burn(n: WorldNews, e: str) -> str:
    """What a fire did (Fire Front, Ashfall, Blight, Raider Razing)."""
    what = {"fire-front": _("fire swept {place}").format(place=n.aimed), "ashfall": _("ash fell"),
            "blight": _("blight struck the busiest tiles"), "raider-razing": _("raiders burned around the Ashcloud")}[e]
    if n.burnt:
        what = ngettext("{what}: {tiles} lost a half", "{what}: {tiles} lost a half", len(n.burnt_tiles)).format(
            what=what, tiles=_few(n.burnt_tiles))
    else:
        what = _("{what}, but nothing could burn").format(what=what)
    if n.ash:
        what += _then() + _("the Ashcloud wandered to {place}").format(place=n.ash)
    return what


def _heal(n: WorldNews, e: str) -> str:
    """What a healing did (Verdant Cascade, Spring Rains, Pioneers Return, Wildbloom, River Rebirth, Sanctuary)."""
    lead = {"verdant-cascade": _("{place} and the tiles around it grew back").format(place=n.aimed) if n.aimed else "",
            "spring-rains": _("rain fell"), "pioneers-return": _("pioneers came back to help the trailing seat"),
            "wildbloom": _("half-burnt tiles bloomed"), "river-rebirth": _("a river flowed along {place}").format(place=n.aimed),
            "sanctuary": _("the Ashcloud's tile healed and the Ashcloud went home")}[e]
    if not n.healed:
        return _("{what}, but nothing was scorched there").format(what=lead) if lead else _("nothing was scorched")
    if e == "verdant-cascade":
        return lead
    if not lead:
        return _grew(n.healed_tiles)
    return ngettext("{what}: {tiles} grew back", "{what}: {tiles} grew back", len(n.healed_tiles)).format(
        what=lead, tiles=_few(n.healed_tiles))


def _what(n: WorldNews, names: Sequence[str]) -> str:
    """What the event did, the first part of the card's sentence."""
    e = slug(n.event) if n.event >= 0 else ""
    if e == "emberstorm":
        if not n.burnt:
            return _("nothing could burn")
        if len(n.burnt_tiles) > 1:
            return _("{place} and the tiles around it lost a half").format(place=n.aimed)
        return _lost(n.burnt_tiles)
    if e in ("fire-front", "ashfall", "blight", "raider-razing"):
        return _burn(n, e)
    if e == "sinkhole":
        return _("{place} sank into the sea for good").format(place=n.sunk) if n.sunk else _("no tile could sink")
    if e in ("verdant-cascade", "spring-rains", "pioneers-return", "wildbloom", "river-rebirth", "sanctuary"):
        return _heal(n, e)
    if e == "tremor":
        return _("the ground shook: the rings turned two steps")
    if e == "reversal":
        return _("the rings turn the other way now")
    if e == "supply-caravan":
        if not n.caravan:
            return _("everyone may take a card from the Supply")
        who = [names[seat] if 0 <= seat < len(names) else _("Nobody") for seat, _r in n.caravan]
        if not n.done:  # (the others still choose)
            return _("everyone may take a card from the Supply (so far: {list})").format(list=and_list(
                [pgettext("who took what so far", "{name} took {resource}").format(name=name, resource=res_name(r))
                 for name, (_seat, r) in zip(who, n.caravan, strict=True)]))
        took = and_list([pgettext("who took what", "{name} {resource}").format(name=name, resource=res_name(r))
                         for name, (_seat, r) in zip(who, n.caravan, strict=True)])
        if len(n.caravan) < len(names):  # (the Supply ran out of whole cards first)
            return _("the Supply ran out of cards after {list}").format(list=took)
        return _("everyone took a card from the Supply: {list}").format(list=took)
    if e == "wandering-traders":
        return _("Supply trades are one card better until the next event")
    return _("the world stirs")


def card_sentence(n: WorldNews, names: Sequence[str], viewer: int | None) -> str:
    """The event's card in one sentence, the viewer called "you"."""
    out = cap(_what(n, names))
    if n.salvage:
        got = dict(n.salvage)
        name = [names[seat] if 0 <= seat < len(names) else _("Nobody") for seat in got]
        if viewer is not None and viewer in got:
            out += _then() + (_("you salvaged {cards} (others too)") if len(got) > 1 else _("you salvaged {cards}")).format(
                cards=_halves(got[viewer]))
        elif len(got) == 1:
            out += _then() + _("{name} salvaged {cards}").format(name=name[0], cards=_halves(next(iter(got.values()))))
        else:
            out += _then() + _("{names} salvaged cards").format(names=and_list(name))
    if n.whole:
        out += ". " + _("The island is whole again")
    return out + "."


def kind_of(n: WorldNews) -> int:
    """The event's kind (burn 0, heal 1, still 2)."""
    return EVENT_KIND[n.event] if n.event >= 0 else n.kind
