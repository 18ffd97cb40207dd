"""Why the engine refuses an action, in the language in force: each refusal key's sentence.

The engine refuses with a key and its arguments as values (``engine.refusals``: ``need-have``
with the card counts needed and held); its English is its own (the command line, ``str(err)``).
Here each key has its sentence, marked for the catalog, with named placeholders, and each
argument is worded here too: card lists with ``words.things``' names and the language's own
"and", resources, venture cards, a small count in words, the seats by their players' names,
the place by the words the page names places with.  In English every sentence reads as the
engine's (a test walks real games and holds them to it).

>>> from engine.errors import RuleError
>>> err = RuleError("cannot-afford", key="need-have", args={"need": (2, 1, 0, 1, 0), "have": (0, 0, 0, 1, 0)})
>>> refusal_words(err, str)
'you need 2 Pine, 1 Basalt and 1 Millet; you have 1 Millet'
>>> refusal_words(RuleError("not-now", key="turn-of", args={"seat": 1}), ["Ana", "Moss"].__getitem__)
"it is Moss's turn"
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.cards import N_RES, N_VENTURES
from engine.errors import RuleError
from engine.refusals import arg_int, arg_ints, arg_kinds, arg_pairs, place_id

from words.catalog import N_, _, ngettext
from words.things import res_name, venture_name

__all__ = ["A_CARDS", "NUMBER_WORDS", "SENTENCES", "WORDED_HERE", "and_words", "cards_words", "refusal_words"]

SENTENCES: dict[str, str] = {
    "no-seat": N_('there is no seat {n}'),
    "turn-of": N_("it is {seat}'s turn"),
    "game-over-won": N_('the game is over ({seat} won)'),
    "game-over-shared": N_('the game is over ({winners} shared the win)'),
    "waiting-discard-of": N_('waiting for {seat} to return cards after a 7'),
    "waiting-answers-request": N_('waiting for the answers to your request'),
    "waiting-answers-offer": N_('waiting for the answers to your offer'),
    "waiting-answer-request": N_("waiting for {seat}'s answer to the request"),
    "waiting-answer-offer": N_("waiting for {seat}'s answer to the offer"),
    "waiting-take-quote": N_('waiting for {seat} to take a quote or walk away'),
    "waiting-confirm": N_('waiting for {seat} to confirm an answer'),
    "waiting-caravan-of": N_('waiting for {seat} to take a card from the Supply Caravan'),
    "request-open": N_('a request is open at the open table'),
    "take-quote-first": N_('take a quote or walk away first'),
    "setup-hearth-first": N_('found a starting hearth first'),
    "setup-causeway-first": N_('lay a causeway beside your new hearth first'),
    "flip-first": N_('flip the Tide card first'),
    "roll-first": N_('roll first'),
    "waiting-dice": N_('waiting for the dice'),
    "waiting-tide": N_('waiting for the Tide card'),
    "waiting-discards": N_('waiting for discards after a 7'),
    "move-ashcloud-first": N_('move the Ashcloud first'),
    "rob-first": N_('choose whom to rob first'),
    "waiting-steal": N_('waiting for the stolen card'),
    "not-this-point": N_('not at this point of the turn'),
    "waiting-draw": N_('waiting for the venture card drawn'),
    "offer-open": N_('an Exchange Board offer is open'),
    "confirm-first": N_('confirm or decline an answer first'),
    "waiting-world": N_('waiting for the world event'),
    "waiting-caravan": N_('waiting for the Supply Caravan'),
    "not-now": N_('not now'),
    "not-your-decision": N_('it is not your decision now'),
    "no-offer-open": N_('no Exchange Board offer is open'),
    "no-request-open": N_('no request is open at the open table'),
    "no-chance-step": N_('no chance step is due'),
    "tide-out-of-step": N_("the Tide deck is out of step with this game's seed"),
    "seed-decides": N_("a chance outcome: the game's seed decides it"),
    "seed-gives": N_("this game's seed gives '{action}' here"),
    "nothing-to-undo": N_('there is nothing you can take back now'),
    "tide-not-dice": N_('this game uses the Tide deck, not dice'),
    "dice-not-tide": N_('this game rolls dice, not the Tide deck'),
    "die-faces": N_('each die shows 1 to 6'),
    "no-tide-card": N_('no Tide card {n} is left to draw'),
    "no-such-draw": N_('no such card is left in the venture deck'),
    "world-cannot-draw": N_('this world step cannot draw that'),
    "no-corner": N_('there is no corner {n}'),
    "no-edge": N_('there is no edge {n}'),
    "no-tile": N_('there is no tile {n}'),
    "name-resource": N_('name one of the five resources'),
    "no-hearths-left": N_('no hearths left in your pool'),
    "no-beacons-left": N_('no beacons left in your pool'),
    "no-causeways-left": N_('no causeways left in your pool'),
    "corner-not-open": N_('{place} is not open (a piece stands on it or next to it)'),
    "corner-not-reached": N_('{place} does not touch one of your causeways'),
    "no-corner-open": N_('no corner is open'),
    "no-corner-reached": N_('no open corner touches your causeways'),
    "beacon-not-on-hearth": N_('a beacon is raised on one of your own hearths; {place} is not one'),
    "beacon-no-hearth": N_('a beacon is raised on one of your hearths, and you have none standing'),
    "edge-taken": N_('{place} already has a causeway'),
    "edge-not-beside-setup": N_('the causeway must touch the hearth just founded on {place}'),
    "edge-not-reached": N_("{place} does not touch your hearth, beacon or causeway (or passes through an opponent's "
                           'piece or a camp)'),
    "setup-edges-taken": N_('every edge beside your new hearth has a causeway'),
    "no-edge-reached": N_('no free edge touches your hearths, beacons or causeways'),
    "need-have": N_('you need {need}; you have {have}'),
    "surveyor-need-have": N_('after a Surveyor you need {need}; you have {have}'),
    "you-lack": N_('you do not hold {cards}'),
    "seat-lacks": N_('{seat} does not hold {cards}'),
    "you-hold-none-of": N_('you hold no {resources}'),
    "seat-holds-none-of": N_('{seat} holds no {resources}'),
    "you-owe-nothing": N_('you have nothing to discard'),
    "seat-owes-nothing": N_('{seat} has nothing to discard'),
    "victim-lacks-card": N_('{seat} holds no such card'),
    "ashcloud-there": N_('the Ashcloud is already on {place}: it must move to a different tile'),
    "sheltered": N_('{place} is sheltered: everyone with a piece there has {n} renown or fewer'),
    "not-robbable": N_("{seat} cannot be robbed: it needs a piece on the Ashcloud's tile and more than {n} renown"),
    "cinderisle-lacks-card": N_('Cinderisle has no {card}'),
    "living-lacks-card": N_('Living Island has no {card}'),
    "after-roll": N_('{card} is played after rolling'),
    "one-venture": N_('one venture card a turn, and you have played yours'),
    "you-hold-no-card": N_('you hold no {card}'),
    "just-bought": N_('bought this turn: play it on a later turn'),
    "deck-empty": N_('the venture deck is empty'),
    "bountiful-number": N_('name a number from 2 to 12 other than 7'),
    "no-hidden-landmark": N_('you hold no hidden Landmark'),
    "cache-two-cards": N_('the Supply cannot give those cards: take two whole cards it holds'),
    "reclaim-living-only": N_('Reclaim is a Living Island move'),
    "bribe-living-only": N_('Bribe is a Living Island move'),
    "reclaim-made": N_('one Reclaim a turn, and you have made yours'),
    "bribe-made": N_('one Bribe a turn, and you have made yours'),
    "reclaim-costs": N_('a Reclaim costs {n} cards of any kind'),
    "bribe-costs": N_('a Bribe costs {n} cards of any kind'),
    "reclaim-costs-have": N_('a Reclaim costs {n} cards of any kind; you have {have}'),
    "bribe-costs-have": N_('a Bribe costs {n} cards of any kind; you have {have}'),
    "no-scorched-near": N_('no scorched half lies next to your hearths and beacons'),
    "reclaim-scorched-near": N_('reclaim a scorched half next to one of your hearths or beacons'),
    "trade-different": N_('trade one resource for a different one'),
    "this-trade-takes": N_('this trade takes {n} {res}; you have {have}'),
    "a-trade-takes": N_('a trade takes {n} {res}; you have {have}'),
    "supply-lacks": N_('the Supply has no {resources} left'),
    "barge-two-players": N_('the Barge is only in two-player games'),
    "barge-once": N_('the Barge sails once a turn'),
    "caravan-not-seat": N_("it is not that seat's turn to take a card from the Supply Caravan"),
    "caravan-no-card": N_('the Supply has no whole card of that resource'),
    "embargo-every-card": N_('an Embargo stops every card you hold'),
    "embargo-every-other": N_('an Embargo stops every other resource'),
    "offer-gives-and-wants": N_('an offer gives at least one card and wants at least one'),
    "offer-wants-most": N_('an offer may want at most {n} of each kind'),
    "offer-same-resource": N_('an offer may not give and want the same resource'),
    "offers-used": N_('{n} offers a turn: none left'),
    "no-cards-to-offer": N_('you have no cards to offer'),
    "dealt-with-all": N_('you have already dealt with every other seat this turn'),
    "board-offer-cards": N_('this game trades on the Exchange Board: an offer names the cards it wants'),
    "offerer-answers": N_('the offerer does not answer its own offer'),
    "you-answered": N_('you have already answered (or already dealt this turn)'),
    "seat-answered": N_('{seat} has already answered (or already dealt this turn)'),
    "offer-waits-on": N_("the offer waits on {seat}'s answer, not {other}'s"),
    "not-accepted": N_('{seat} did not accept or counter'),
    "table-not-board": N_('this game trades on the Exchange Board, not at the open table'),
    "table-quote-or-pass": N_('this game trades at the open table: quote or pass'),
    "requests-used": N_('{n} requests a turn: none left'),
    "table-offer-resources": N_("at the open table an Offer names the resources it would take, not cards (e.g. '2 "
                                "Pine for Kelp or Copper')"),
    "table-offer-gives": N_('an Offer gives at least one card'),
    "table-offer-takes-given": N_('an Offer may not take a resource it gives'),
    "ask-wants": N_('an Ask wants at least one card'),
    "ask-wants-most": N_('an Ask may want at most {n} of each kind'),
    "requester-answers": N_('the requester does not answer its own request'),
    "nothing-to-quote": N_('the request leaves no resource to quote'),
    "quote-names": N_('a quote names at least one card'),
    "quote-names-most": N_('a quote names at most {n} of each kind'),
    "quote-asked": N_('a quote may not name the asked resources'),
    "quote-offered": N_('a quote may not name the offered resources'),
    "offer-takes-only": N_('the Offer takes only {resources}'),
    "request-waits-on": N_("the request waits on {seat}'s answer, not {other}'s"),
    "not-quoted": N_('{seat} did not quote'),
}
"""Each key's sentence (the keys worded in :func:`refusal_words` itself are in :data:`WORDED_HERE`)."""

WORDED_HERE = ("malformed", "embargo", "embargo-other", "discard-more", "discard-fewer", "trade-takes-most",
               "trade-takes-most-other", "trade-takes-none", "trade-takes-none-other")
"""The keys whose sentences are chosen by a count, or made of parts, in :func:`refusal_words`."""

NUMBER_WORDS = (N_("no"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"), N_("seven"),
                N_("eight"), N_("nine"), N_("ten"))
"""A small count as a refusal says it in words ("three offers a turn")."""

A_CARDS = (N_("a Warden"), N_("a Landmark"), N_("a Surveyor"), N_("a Bountiful Tide"), N_("an Embargo"),
           N_("a Militia"), N_("a Relic"), N_("a Tribute"), N_("a Supply Cache"), N_("a Trailblazing"))
"""Each venture card with its article (``VENTURE_NAMES``' order): "an Embargo is played after rolling"."""


def and_words(words: Sequence[str]) -> str:
    """Words listed with the language's "and": ``2 Pine, 1 Basalt and 1 Millet``."""
    if len(words) <= 1:
        return "".join(words)
    return _("{items} and {last}").format(items=", ".join(words[:-1]), last=words[-1])


def or_words(words: Sequence[str]) -> str:
    """Words listed with the language's "or": ``Kelp or Copper`` (none: "anything")."""
    if not words:
        return _("anything")
    if len(words) == 1:
        return words[0]
    return _("{items} or {last}").format(items=", ".join(words[:-1]), last=words[-1])


def _res(r: int) -> str:
    return res_name(r) if 0 <= r < N_RES else str(r)


def cards_words(cards: Sequence[int]) -> str:
    """Cards counted in the language in force: ``2 Pine, 1 Basalt and 1 Millet`` (``nothing``)."""
    parts = [_("{n} {resource}").format(n=n, resource=_res(r)) for r, n in enumerate(cards) if n]
    return and_words(parts) if parts else _("nothing")


def _number(n: int) -> str:
    return _(NUMBER_WORDS[n]) if 0 <= n < len(NUMBER_WORDS) else str(n)


def _embargoes(value: object, name: Callable[[int], str]) -> str:
    return "; ".join(_("{resource} is under Embargo until your next turn").format(resource=_res(r)) if seat < 0
                     else _("{resource} is under Embargo until {seat}'s next turn").format(resource=_res(r),
                                                                                       seat=name(seat))
                     for r, seat in arg_pairs(value))


def _kinds(n: int, better: object) -> str:
    """What a trade of any kind takes: "4 cards of one kind (2 Pine, 3 Kelp)"."""
    rates = [_("{n} {resource}").format(n=rate, resource=_res(r)) for rate, r in arg_pairs(better)]
    if not rates:
        return _("{n} cards of one kind").format(n=n)
    return _("{n} cards of one kind ({rates})").format(n=n, rates=", ".join(rates))


def _args(err: RuleError, name: Callable[[int], str], place: Callable[[str, int], str]) -> dict[str, str]:
    """Each argument of ``err``'s key worded in the language in force."""
    values = err.values
    out: dict[str, str] = {}
    for arg, kind in arg_kinds(err.key).items():
        value = values[arg]
        if kind == "word":
            out[arg] = _number(arg_int(value))
        elif kind == "cards":
            out[arg] = cards_words(arg_ints(value))
        elif kind == "held":
            have, need = arg_ints(value), arg_ints(values["need"])
            out[arg] = cards_words(have) if any(have) else (
                _("none of them") if sum(1 for c in need if c) > 1 else _("none"))
        elif kind == "res":
            out[arg] = _res(arg_int(value))
        elif kind == "or":
            out[arg] = or_words([_res(r) for r in arg_ints(value)])
        elif kind == "card":
            out[arg] = venture_name(arg_int(value))
        elif kind == "a-card":
            k = arg_int(value)
            out[arg] = _(A_CARDS[k]) if 0 <= k < N_VENTURES else str(k)
        elif kind == "seat":
            out[arg] = name(arg_int(value))
        elif kind == "seats":
            out[arg] = and_words([name(seat) for seat in arg_ints(value)])
        elif kind == "place":
            where = err.place
            assert where is not None
            out[arg] = place(*where)
        elif kind == "embargoes":
            out[arg] = _embargoes(value, name)
        else:  # int, text
            out[arg] = str(value)
    return out


def refusal_words(err: RuleError, name: Callable[[int], str], place: Callable[[str, int], str] = place_id) -> str:
    """Why ``err`` refuses, in the language in force: ``name(seat)`` for each seat it names,
    ``place(kind, id)`` for its place.  A refusal without a key (a page's own) is worded as
    it was made."""
    key = err.key
    if not key:
        return err.worded(name, place)
    if key == "malformed":  # never made by the page: why is the engine's English
        return err.reason
    args = _args(err, name, place)
    values = err.values
    if key == "discard-more":
        n = arg_int(values["n"])
        return ngettext("choose one more card to return", "choose {n} more cards to return", n).format(**args)
    if key == "discard-fewer":
        n = arg_int(values["n"])
        return ngettext("return one card, not more", "return {n} cards, not more", n).format(**args)
    if key == "embargo":
        return args["until"]
    if key == "embargo-other":
        n = len(arg_pairs(values["until"]))
        return ngettext("{until} ({seat} may not trade it)", "{until} ({seat} may not trade them)", n).format(**args)
    if key.startswith("trade-takes-"):
        args["kinds"] = _kinds(arg_int(values["n"]), values["better"])
        return {
            "trade-takes-most": _("a trade takes {kinds}; you have at most {most} of any kind"),
            "trade-takes-most-other": _("a trade takes {kinds} other than {res}; you have at most {most} of any kind"),
            "trade-takes-none": _("a trade takes {kinds}; you have no cards to trade"),
            "trade-takes-none-other": _("a trade takes {kinds} other than {res}; you have no cards to trade"),
        }[key].format(**args)
    return _(SENTENCES[key]).format(**args)
