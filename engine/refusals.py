"""The engine's refusals as values, and their English: a stable key and its arguments.

A :class:`~engine.errors.RuleError` carries a key of :data:`KEYS` (``"need-have"``) and its
arguments as values (``{"need": (2, 1, 0, 1, 0), "have": (0, 0, 0, 1, 0)}``), never words;
words are made where they are shown.  The engine's own words are English (the command line,
the logs, ``str(err)``): :data:`ENGLISH` holds each key's template, whose fields name their
arguments and say, after a colon, what kind of value each is (:data:`KINDS`), so that a page
that words a key in another language knows how to word each argument too
(:func:`arg_kinds`).

>>> english("need-have", {"need": (2, 1, 0, 1, 0), "have": (0, 0, 0, 1, 0)})
'you need 2 Pine, 1 Basalt and 1 Millet; you have 1 Millet'
>>> english("turn-of", {"seat": 2}, ["Ana", "Bo", "Moss"].__getitem__)
"it is Moss's turn"
>>> arg_kinds("corner-not-open"), seats_named("game-over-shared", {"winners": (0, 2)})
({'place': 'place'}, (0, 2))
"""

from __future__ import annotations

import functools
import string
from collections.abc import Callable, Mapping, Sequence
from typing import Final

from .cards import N_RES, RES_NAMES, VENTURE_NAMES, cards_words
from .hexgrid import TILE_IDS

Args = Mapping[str, object]
"""A refusal's arguments by name: ints, resource indexes, card counts, seats, places."""

KINDS: Final = {
    "int": "a whole number, written in digits",
    "word": "a small count, written in words in English (three)",
    "cards": "five card counts, one for each resource",
    "held": "five card counts held of what the argument 'need' names ('none' when empty)",
    "res": "a resource's index (digits when out of range)",
    "or": "resource indexes, any one of them ('anything' when empty)",
    "card": "a venture card's kind",
    "a-card": "a venture card's kind, said with its article",
    "seat": "a seat (a player's name on a page)",
    "seats": "seats, all of them",
    "place": "a place of the island: (kind, id), kind 'corner', 'edge' or 'tile'",
    "embargoes": "(resource, seat) pairs: each resource's Embargo and the seat whose next turn lifts it (-1: you)",
    "better": "(rate, resource) pairs: the better rates of a trade, beside the usual one",
    "text": "words as they are (an action's text, why text is not an action)",
}
"""The kinds of argument a template's fields name after their colon, and what each is.  Two
more specs shape the English alone, on an argument named elsewhere: ``{n:s}`` (``s`` unless
``n`` is 1) and ``{until:it}`` (``it`` or ``them``); a page's language chooses its own forms."""

ENGLISH: Final[dict[str, str]] = {
    # whose decision, and the moment
    "no-seat": "there is no seat {n:int}",
    "turn-of": "it is {seat:seat}'s turn",
    "game-over-won": "the game is over ({seat:seat} won)",
    "game-over-shared": "the game is over ({winners:seats} shared the win)",
    "waiting-discard-of": "waiting for {seat:seat} to return cards after a 7",
    "waiting-answers-request": "waiting for the answers to your request",
    "waiting-answers-offer": "waiting for the answers to your offer",
    "waiting-answer-request": "waiting for {seat:seat}'s answer to the request",
    "waiting-answer-offer": "waiting for {seat:seat}'s answer to the offer",
    "waiting-take-quote": "waiting for {seat:seat} to take a quote or walk away",
    "waiting-confirm": "waiting for {seat:seat} to confirm an answer",
    "waiting-caravan-of": "waiting for {seat:seat} to take a card from the Supply Caravan",
    "request-open": "a request is open at the open table",
    "take-quote-first": "take a quote or walk away first",
    "setup-hearth-first": "found a starting hearth first",
    "setup-causeway-first": "lay a causeway beside your new hearth first",
    "flip-first": "flip the Tide card first",
    "roll-first": "roll first",
    "waiting-dice": "waiting for the dice",
    "waiting-tide": "waiting for the Tide card",
    "waiting-discards": "waiting for discards after a 7",
    "move-ashcloud-first": "move the Ashcloud first",
    "rob-first": "choose whom to rob first",
    "waiting-steal": "waiting for the stolen card",
    "not-this-point": "not at this point of the turn",
    "waiting-draw": "waiting for the venture card drawn",
    "offer-open": "an Exchange Board offer is open",
    "confirm-first": "confirm or decline an answer first",
    "waiting-world": "waiting for the world event",
    "waiting-caravan": "waiting for the Supply Caravan",
    "not-now": "not now",
    "not-your-decision": "it is not your decision now",
    "no-offer-open": "no Exchange Board offer is open",
    "no-request-open": "no request is open at the open table",
    # chance and the record
    "no-chance-step": "no chance step is due",
    "tide-out-of-step": "the Tide deck is out of step with this game's seed",
    "seed-decides": "a chance outcome: the game's seed decides it",
    "seed-gives": "this game's seed gives '{action:text}' here",
    "nothing-to-undo": "there is nothing you can take back now",
    "tide-not-dice": "this game uses the Tide deck, not dice",
    "dice-not-tide": "this game rolls dice, not the Tide deck",
    "die-faces": "each die shows 1 to 6",
    "no-tide-card": "no Tide card {n:int} is left to draw",
    "no-such-draw": "no such card is left in the venture deck",
    "world-cannot-draw": "this world step cannot draw that",
    "malformed": "{why:text}",
    # places and pieces
    "no-corner": "there is no corner {n:int}",
    "no-edge": "there is no edge {n:int}",
    "no-tile": "there is no tile {n:int}",
    "name-resource": "name one of the five resources",
    "no-hearths-left": "no hearths left in your pool",
    "no-beacons-left": "no beacons left in your pool",
    "no-causeways-left": "no causeways left in your pool",
    "corner-not-open": "{place:place} is not open (a piece stands on it or next to it)",
    "corner-not-reached": "{place:place} does not touch one of your causeways",
    "no-corner-open": "no corner is open",
    "no-corner-reached": "no open corner touches your causeways",
    "beacon-not-on-hearth": "a beacon is raised on one of your own hearths; {place:place} is not one",
    "beacon-no-hearth": "a beacon is raised on one of your hearths, and you have none standing",
    "edge-taken": "{place:place} already has a causeway",
    "edge-not-beside-setup": "the causeway must touch the hearth just founded on {place:place}",
    "edge-not-reached": "{place:place} does not touch your hearth, beacon or causeway "
                        "(or passes through an opponent's piece or a camp)",
    "setup-edges-taken": "every edge beside your new hearth has a causeway",
    "no-edge-reached": "no free edge touches your hearths, beacons or causeways",
    # cards
    "need-have": "you need {need:cards}; you have {have:held}",
    "surveyor-need-have": "after a Surveyor you need {need:cards}; you have {have:held}",
    "you-lack": "you do not hold {cards:cards}",
    "seat-lacks": "{seat:seat} does not hold {cards:cards}",
    "you-hold-none-of": "you hold no {resources:or}",
    "seat-holds-none-of": "{seat:seat} holds no {resources:or}",
    "you-owe-nothing": "you have nothing to discard",
    "seat-owes-nothing": "{seat:seat} has nothing to discard",
    "discard-more": "choose {n:word} more card{n:s} to return",
    "discard-fewer": "return {n:word} card{n:s}, not more",
    "victim-lacks-card": "{seat:seat} holds no such card",
    # the Ashcloud
    "ashcloud-there": "the Ashcloud is already on {place:place}: it must move to a different tile",
    "sheltered": "{place:place} is sheltered: everyone with a piece there has {n:int} renown or fewer",
    "not-robbable": "{seat:seat} cannot be robbed: it needs a piece on the Ashcloud's tile and more than "
                    "{n:int} renown",
    # venture cards
    "cinderisle-lacks-card": "Cinderisle has no {card:card}",
    "living-lacks-card": "Living Island has no {card:card}",
    "after-roll": "{card:a-card} is played after rolling",
    "one-venture": "one venture card a turn, and you have played yours",
    "you-hold-no-card": "you hold no {card:card}",
    "just-bought": "bought this turn: play it on a later turn",
    "deck-empty": "the venture deck is empty",
    "bountiful-number": "name a number from 2 to 12 other than 7",
    "no-hidden-landmark": "you hold no hidden Landmark",
    "cache-two-cards": "the Supply cannot give those cards: take two whole cards it holds",
    # Reclaim and Bribe
    "reclaim-living-only": "Reclaim is a Living Island move",
    "bribe-living-only": "Bribe is a Living Island move",
    "reclaim-made": "one Reclaim a turn, and you have made yours",
    "bribe-made": "one Bribe a turn, and you have made yours",
    "reclaim-costs": "a Reclaim costs {n:word} cards of any kind",
    "bribe-costs": "a Bribe costs {n:word} cards of any kind",
    "reclaim-costs-have": "a Reclaim costs {n:word} cards of any kind; you have {have:int}",
    "bribe-costs-have": "a Bribe costs {n:word} cards of any kind; you have {have:int}",
    "no-scorched-near": "no scorched half lies next to your hearths and beacons",
    "reclaim-scorched-near": "reclaim a scorched half next to one of your hearths or beacons",
    # trades with the Supply and the Barge
    "trade-different": "trade one resource for a different one",
    "this-trade-takes": "this trade takes {n:int} {res:res}; you have {have:int}",
    "a-trade-takes": "a trade takes {n:int} {res:res}; you have {have:int}",
    "trade-takes-most": "a trade takes {n:int} cards of one kind{better:better}; you have at most {most:int} of any kind",
    "trade-takes-most-other": "a trade takes {n:int} cards of one kind{better:better} other than {res:res}; "
                              "you have at most {most:int} of any kind",
    "trade-takes-none": "a trade takes {n:int} cards of one kind{better:better}; you have no cards to trade",
    "trade-takes-none-other": "a trade takes {n:int} cards of one kind{better:better} other than {res:res}; "
                              "you have no cards to trade",
    "supply-lacks": "the Supply has no {resources:or} left",
    "barge-two-players": "the Barge is only in two-player games",
    "barge-once": "the Barge sails once a turn",
    "caravan-not-seat": "it is not that seat's turn to take a card from the Supply Caravan",
    "caravan-no-card": "the Supply has no whole card of that resource",
    # the Exchange Board
    "embargo": "{until:embargoes}",
    "embargo-other": "{until:embargoes} ({seat:seat} may not trade {until:it})",
    "embargo-every-card": "an Embargo stops every card you hold",
    "embargo-every-other": "an Embargo stops every other resource",
    "offer-gives-and-wants": "an offer gives at least one card and wants at least one",
    "offer-wants-most": "an offer may want at most {n:int} of each kind",
    "offer-same-resource": "an offer may not give and want the same resource",
    "offers-used": "{n:word} offers a turn: none left",
    "no-cards-to-offer": "you have no cards to offer",
    "dealt-with-all": "you have already dealt with every other seat this turn",
    "board-offer-cards": "this game trades on the Exchange Board: an offer names the cards it wants",
    "offerer-answers": "the offerer does not answer its own offer",
    "you-answered": "you have already answered (or already dealt this turn)",
    "seat-answered": "{seat:seat} has already answered (or already dealt this turn)",
    "offer-waits-on": "the offer waits on {seat:seat}'s answer, not {other:seat}'s",
    "not-accepted": "{seat:seat} did not accept or counter",
    # the open table
    "table-not-board": "this game trades on the Exchange Board, not at the open table",
    "table-quote-or-pass": "this game trades at the open table: quote or pass",
    "requests-used": "{n:word} requests a turn: none left",
    "table-offer-resources": "at the open table an Offer names the resources it would take, not cards "
                             "(e.g. '2 Pine for Kelp or Copper')",
    "table-offer-gives": "an Offer gives at least one card",
    "table-offer-takes-given": "an Offer may not take a resource it gives",
    "ask-wants": "an Ask wants at least one card",
    "ask-wants-most": "an Ask may want at most {n:int} of each kind",
    "requester-answers": "the requester does not answer its own request",
    "nothing-to-quote": "the request leaves no resource to quote",
    "quote-names": "a quote names at least one card",
    "quote-names-most": "a quote names at most {n:int} of each kind",
    "quote-asked": "a quote may not name the asked resources",
    "quote-offered": "a quote may not name the offered resources",
    "offer-takes-only": "the Offer takes only {resources:or}",
    "request-waits-on": "the request waits on {seat:seat}'s answer, not {other:seat}'s",
    "not-quoted": "{seat:seat} did not quote",
}
"""Each key's English, the engine's own words for it (``str(err)``, the command line)."""

KEYS: Final = tuple(ENGLISH)
"""Every key a refusal may carry (stable: a page words each one)."""

NUMBER_WORDS: Final = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_PARSE = string.Formatter()


@functools.cache
def _fields(key: str) -> tuple[tuple[str, str], ...]:
    return tuple((name, spec or "") for _, name, spec, _ in _PARSE.parse(ENGLISH[key]) if name is not None)


def arg_kinds(key: str) -> dict[str, str]:
    """Each argument ``key``'s words name, with its kind (:data:`KINDS`), in the English order."""
    out: dict[str, str] = {}
    for name, spec in _fields(key):
        if spec in KINDS:
            out.setdefault(name, spec)
    return out


def seats_named(key: str, args: Args) -> tuple[int, ...]:
    """The seats a refusal names, in the order its English names them (not "you")."""
    out: list[int] = []
    for name, spec in _fields(key):
        value = args[name]
        if spec == "seat":
            out.append(arg_int(value))
        elif spec == "seats":
            out.extend(arg_ints(value))
        elif spec == "embargoes":
            out.extend(seat for _, seat in arg_pairs(value) if seat >= 0)
    return tuple(out)


def place_of(args: Args) -> tuple[str, int] | None:
    """The one place of the island a refusal is about (``("corner", 31)``), if any."""
    place = args.get("place")
    if place is None:
        return None
    assert isinstance(place, tuple) and len(place) == 2
    return str(place[0]), arg_int(place[1])


def seat_id(seat: int) -> str:
    """A seat as the engine's own text names it: ``seat 2``."""
    return f"seat {seat}"


def place_id(kind: str, i: int) -> str:
    """A place as the engine's own text names it: ``corner 31``, ``edge 46``, a tile's id (``B2``).

    >>> place_id("corner", 31), place_id("tile", 4)
    ('corner 31', 'B2')
    """
    return TILE_IDS[i] if kind == "tile" and 0 <= i < len(TILE_IDS) else f"{kind} {i}"


def arg_int(value: object) -> int:
    """A refusal's value of kind number, resource, seat or place (checked, for the type)."""
    assert isinstance(value, int)
    return value


def arg_ints(value: object) -> tuple[int, ...]:
    """A refusal's value that is a tuple of numbers (cards, a choice of resources)."""
    assert isinstance(value, tuple)
    return tuple(arg_int(x) for x in value)


def arg_pairs(value: object) -> tuple[tuple[int, int], ...]:
    """A refusal's value that is a tuple of pairs of numbers (rates, embargoes)."""
    assert isinstance(value, tuple)
    return tuple((arg_int(a), arg_int(b)) for a, b in value)


def res_id(r: int) -> str:
    """A resource as the engine's text names it (the number itself when it is out of range)."""
    return RES_NAMES[r] if 0 <= r < N_RES else str(r)


def _listed(words: Sequence[str], last: str) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" {last} " + words[-1]


class _English(string.Formatter):
    def __init__(self, args: Args, name: Callable[[int], str], place: Callable[[str, int], str]) -> None:
        self.args, self.name, self.place = args, name, place

    def format_field(self, value: object, spec: str) -> str:
        if spec == "int":
            return str(value)
        if spec == "word":
            n = arg_int(value)
            return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)
        if spec == "s":
            return "" if value == 1 else "s"
        if spec == "cards":
            return cards_words(arg_ints(value))
        if spec == "held":
            have, need = arg_ints(value), arg_ints(self.args["need"])
            return cards_words(have) if any(have) else ("none of them" if sum(1 for c in need if c) > 1 else "none")
        if spec == "res":
            return res_id(arg_int(value))
        if spec == "or":
            names = [res_id(r) for r in arg_ints(value)]
            return _listed(names, "or") if names else "anything"
        if spec == "card":
            return VENTURE_NAMES[arg_int(value)]
        if spec == "a-card":
            name = VENTURE_NAMES[arg_int(value)]
            return f"{'an' if name[0] in 'AEIOU' else 'a'} {name}"
        if spec == "seat":
            return self.name(arg_int(value))
        if spec == "seats":
            return _listed([self.name(seat) for seat in arg_ints(value)], "and")
        if spec == "place":
            where = place_of({"place": value})
            assert where is not None
            return self.place(*where)
        if spec == "embargoes":
            return "; ".join(f"{res_id(r)} is under Embargo until "
                             f"{'your' if seat < 0 else self.name(seat) + chr(39) + 's'} next turn"
                             for r, seat in arg_pairs(value))
        if spec == "it":
            return "it" if len(arg_pairs(value)) == 1 else "them"
        if spec == "better":
            better = [f"{rate} {res_id(r)}" for rate, r in arg_pairs(value)]
            return f" ({', '.join(better)})" if better else ""
        return str(value)  # text


def english(key: str, args: Args, name: Callable[[int], str] = seat_id,
            place: Callable[[str, int], str] = place_id) -> str:
    """Refusal ``key`` with ``args`` in the engine's English, ``name(seat)`` for each seat it
    names and ``place(kind, id)`` for its place."""
    return _English(args, name, place).vformat(ENGLISH[key], (), args)


__all__ = ["ENGLISH", "KEYS", "KINDS", "NUMBER_WORDS", "Args", "arg_int", "arg_ints", "arg_kinds", "arg_pairs", "english",
           "place_id", "place_of", "res_id", "seat_id", "seats_named"]
