"""A hint in words: what ai-normal would do now, and why, in one sentence.

The engine (:func:`engine.ai.hint.hint`) decides and gives the facts as values; this
module only writes them down, naming places by their tiles (:mod:`places`) and seats by
the names the table gives them.

>>> from engine.ai.hint import Hint
>>> from engine.actions import Action
>>> from engine.island import landfall
>>> h = Hint(Action.parse("hearth 17"), "setup-hearth", corner=17, dots=11, lacking=(2,))
>>> hint_words(h, landfall(), ["Coral", "Moss"], 0)
'Hearth on the corner of Basalt 3, Copper 6 and Kelp 5: 11 dots, and Kelp, which you have none of.'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine import actions as A
from engine.actions import Action
from engine.cards import N_RES, RES_NAMES, RESOURCES, cards_words
from engine.constants import BARGE_RATE, DEFAULT_RATE

from words import places

if TYPE_CHECKING:
    from engine.ai.hint import Hint  # (the AI's modules load when a hint is first asked for)

PLAIN = {A.ROLL: "Roll", A.END: "End the turn", A.BUY: "Buy a venture card", A.SURVEYOR: "Play the Surveyor",
         A.REVEAL: "Show your Landmarks", A.ACCEPT: "Accept", A.PASS: "Pass", A.TRAILBLAZING: "Play Trailblazing"}
"""Actions a hint names without a place or a card."""
GOALS = {"hearth": "a hearth", "beacon": "a beacon", "venture": "a venture card", "trail": "the Grand Causeway",
         "longest-trail": "the Longest Trail"}


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _corner(h: Hint, island: places.Where) -> str:
    return places.corner_words(island, h.corner)


def _dots(h: Hint) -> str:
    """``"11 dots, and Kelp, which you have none of"``."""
    words = f"{h.dots} dot" + ("" if h.dots == 1 else "s")
    if h.lacking:
        res = _and([RES_NAMES[r] for r in h.lacking])
        words += f", and {res}, which you have none of"
    return words


def _goal(h: Hint, island: places.Where) -> str:
    """``"a hearth on the corner of …"`` (what the seat saves for)."""
    what = GOALS.get(h.goal, "your next build")
    if h.goal in ("hearth", "beacon") and h.corner >= 0:
        what += " on " + _corner(h, island)
    return what


def _still(h: Hint) -> str:
    return f" (it still needs {cards_words(h.missing)})" if any(h.missing) else ""


def action_words(action: Action, island: places.Where, names: Sequence[str], rates: Sequence[int] = (DEFAULT_RATE,) * 5) -> str:
    """The action, as a hint says what to do first: ``"Causeway on the edge between …"``
    (``rates``: the seat's trade rates, by resource given)."""
    k = action.kind
    if k in PLAIN:
        return PLAIN[k]
    if k in (A.HEARTH, A.BEACON):
        return f"{k.capitalize()} on {places.corner_words(island, action.a)}"
    if k == A.CAUSEWAY:
        return f"Causeway on {places.edge_words(island, action.a)}"
    if k in (A.TRADE, A.BARGE):
        if k == A.BARGE:
            return f"Trade {BARGE_RATE} {RES_NAMES[action.a]} for 1 {RES_NAMES[action.b]} on the Barge"
        rate = rates[action.a]
        via = "the Supply" if rate == DEFAULT_RATE else "a jetty"
        return f"Trade {rate} {RES_NAMES[action.a]} for 1 {RES_NAMES[action.b]} at {via}"
    if k == A.WARDEN:
        return "Play a Warden and calm the Ashcloud" if action.a < 0 else \
            f"Play a Warden and move the Ashcloud to {places.tile_words(island, action.a)}"
    if k == A.BOUNTIFUL:
        return f"Play Bountiful Tide on {action.a}"
    if k == A.EMBARGO:
        return f"Play an Embargo on {RES_NAMES[action.a]}"
    if k == A.DISCARD:
        return f"Return 1 {RES_NAMES[action.b]}"
    if k == A.ASHCLOUD:
        return f"The Ashcloud to {places.tile_words(island, action.a)}"
    if k == A.ROB:
        return f"Rob {names[action.a]}"
    # Living Island's moves
    if k == A.RECLAIM:
        side = "north" if action.a % 2 == 0 else "south"
        paid = f" with {cards_words(action.give)}" if action.give else ""
        return f"Reclaim the {side} half of {places.tile_words(island, action.a // 2)}{paid}"
    if k == A.BRIBE:
        paid = f" with {cards_words(action.give)}" if action.give else ""
        return f"Bribe the Ashcloud to {places.tile_words(island, action.a)}{paid}"
    if k == A.MILITIA:
        return f"Play a Militia and move the Ashcloud to {places.tile_words(island, action.a)}"
    if k == A.TRIBUTE:
        return f"Play Tribute on {RES_NAMES[action.a]}"
    if k == A.CACHE:
        taken = [RES_NAMES[r] for r in (action.a, action.b) if r >= 0]
        return "Play the Supply Cache" + (f" for {_and(taken)}" if taken else "")
    if k == A.CARAVAN:
        return f"Take 1 {RES_NAMES[action.b]} from the Supply Caravan"
    return str(action)


def hint_words(h: Hint, island: places.Where, names: Sequence[str], viewer: int,
               rates: Sequence[int] = (DEFAULT_RATE,) * 5) -> str:
    """The hint as one sentence, for ``viewer`` (``names``: every seat's name, ``rates``
    the viewer's trade rates)."""
    do = action_words(h.action, island, names, rates)
    if h.action.kind == A.DISCARD and sum(h.cards) > 1:
        do = f"Return {cards_words(h.cards)}"  # the whole discard, not its first card
    w = h.why
    if w in ("setup-hearth", "hearth"):
        return f"{do}: {_dots(h)}."
    if w == "beacon":
        return f"{do}: its {h.dots} dots pay you twice, and it is worth 1 more renown."
    if w in ("setup-causeway", "toward-hearth"):
        if h.corner < 0:
            return f"{do}: it leads your causeways on."
        return f"{do}: it leads toward {_corner(h, island)} ({_dots(h)})."
    if w == "toward-trail":
        return f"{do}: it lengthens your trail toward {GOALS['longest-trail' if h.goal == 'longest-trail' else 'trail']}."
    if w == "roll":
        return f"{do}: nothing is worth doing before the dice."
    if w == "warden-shelter":
        tile = places.tile_words(island, h.tile).removeprefix("the ")
        return f"{do}: the Ashcloud sits on your {tile}, which pays you nothing under it."
    if w == "warden-watch":
        return f"{do}: one more Warden shown takes Steadfast Watch (2 renown)."
    if w == "warden-rob":
        whom = f" and lets you rob {names[h.seat]}" if h.seat >= 0 else ""
        return f"{do}: it stops the harvest there{whom}."
    if w == "reveal-win":
        return f"{do}: they bring you to the renown that wins."
    if w == "surveyor":
        return f"{do}: two causeways for nothing, toward {_goal(h, island)}."
    if w == "bountiful":
        return f"{do}: only you collect that number this turn ({cards_words(h.missing)} for you)."
    if w == "embargo":
        whom = names[h.seat] if h.seat >= 0 else "the leader"
        return f"{do}: {whom} leads, and grows the most {RES_NAMES[h.resource]}."
    if w == "buy-goal":
        return f"{do}: it is the best use of your cards now."
    if w == "buy-spare":
        return f"{do}: it spends cards your next build does not need."
    if w == "trade-goal":
        return f"{do}: you are saving for {_goal(h, island)}{_still(h)}."
    if w == "trade-big-hand":
        return f"{do}: a 7 would take half of a hand this big."
    if w == "end-saving":
        return f"{do}: save for {_goal(h, island)}{_still(h)}."
    if w == "end-nothing":
        return f"{do}: nothing you can do now is worth it."
    if w == "discard":
        keep = f": keep what {_goal(h, island)} needs" if h.goal else ": they come from your biggest stacks"
        if sum(h.cards) > 1:
            return f"{do}{keep}."
        return f"{do}{keep.replace('they come', 'it comes').replace('stacks', 'stack')}."
    if w == "ashcloud":
        if h.seat >= 0 and h.seat != viewer:
            return f"{do}: it stops {names[h.seat]}'s harvest there and lets you rob them."
        if h.action.a >= 0 and places.island_of(island).numbers[h.action.a] is None:
            return f"{do}: no tile is worth it, and the Caldera harvests nothing."
        return f"{do}: it hurts your rivals most."
    if w == "ashcloud-calm":
        return f"{do}: no tile is worth the Ashcloud."
    if w == "rob":
        return f"{do}: they are the nearest to winning that you can rob."
    living = _living_reason(h, island, names)
    if living:
        return f"{do}: {living}."
    if w == "accept":
        return f"{do}: you get at least as many cards as you give."
    if w == "pass":
        return f"{do}: you would give more cards than you get, or the offerer is close to winning."
    if h.action.kind == A.END:
        return f"{do}: your cards build and buy nothing yet."
    return f"{do}: it is the only choice here."


def _living_reason(h: Hint, island: places.Where, names: Sequence[str]) -> str:
    """Why, for Living Island's own moves, as a child would say it ("" for any other reason)."""
    w = h.why
    whom = names[h.seat] if 0 <= h.seat < len(names) else ""
    if w == "reclaim":
        return "the burnt land next to your pieces grows back and pays you again"
    if w == "reclaim-win":
        return "it heals the last burnt land, and the game ends while you are ahead"
    if w in ("bribe-free", "militia-free"):
        tile = places.tile_words(island, h.tile).removeprefix("the ")
        chase = "it chases the Ashcloud off your " + tile + ", which pays you nothing under it"
        return chase + (f", and you rob {whom}" if whom else "")
    if w == "bribe-rob":
        robbed = f" and robs {whom}" if whom else ""
        return f"a 7 would take half of a hand this big; this stops a rival's harvest{robbed}"
    if w == "militia-title":
        return "this Militia makes you Warden of the Wastes (2 renown)"
    if w == "militia-rob":
        return "it stops a rival's harvest there" + (f" and lets you rob {whom}" if whom else "")
    if w == "tribute":
        many = f"about {h.number} {RES_NAMES[h.resource]}" if h.number > 0 else f"some {RES_NAMES[h.resource]}"
        return f"the others hold {many} between them, and every card of it comes to you"
    if w == "cache":
        return f"two free cards from the Supply, for {_goal(h, island)}{_still(h)}"
    if w == "trailblazing":
        return f"two causeways for nothing, toward {_goal(h, island)}"
    if w == "caravan":
        if h.goal and h.resource >= 0 and h.missing[h.resource]:
            return f"{_goal(h, island)} still needs it"
        return "it is the card you can use most"
    return ""


def mark(action: Action, active: str) -> tuple[str, str]:
    """What the hint lights up for ``action``, given what a press on the board means now
    (``active``): ``("site", "corner 17")`` for a glowing site of the board, else
    ``("control", key)`` for the control that starts it (``mode:hearth``, ``roll``,
    ``sheet:trade``, ``step:discard:pine``, ``rob:2`` ...).

    >>> mark(Action.parse("hearth 17"), "hearth"), mark(Action.parse("hearth 17"), "")
    (('site', 'corner 17'), ('control', 'mode:hearth'))
    >>> mark(Action.parse("discard 1 kelp"), ""), mark(Action.parse("trade pine for kelp"), "")
    (('control', 'step:discard:kelp'), ('control', 'sheet:trade'))
    """
    k = action.kind
    if k in (A.HEARTH, A.BEACON, A.CAUSEWAY):
        if active == k:
            return "site", f"{'edge' if k == A.CAUSEWAY else 'corner'} {action.a}"
        return "control", f"mode:{k}"
    if k == A.ASHCLOUD:
        return "site", f"tile {action.a}"
    if k == A.WARDEN:
        if active != "warden":
            return "control", "mode:warden"
        return ("control", "calm") if action.a < 0 else ("site", f"tile {action.a}")
    if k in (A.TRADE, A.BARGE):
        return "control", "sheet:trade"
    if k in (A.BOUNTIFUL, A.EMBARGO):
        return "control", f"sheet:{k}"
    if k == A.DISCARD:
        return "control", f"step:discard:{RESOURCES[action.b]}"
    if k == A.ROB:
        return "control", f"rob:{action.a}"
    if k in (A.RECLAIM, A.BRIBE, A.MILITIA):  # Living Island's tray modes: a half or a tile
        if active != k:
            return "control", f"mode:{k}"
        return "site", f"{'half' if k == A.RECLAIM else 'tile'} {action.a}"
    if k == A.CARAVAN:  # (Living Island: the caravan's card, in the tray's picks)
        return "control", f"caravan:{RESOURCES[action.b]}"
    if k in (A.TRIBUTE, A.CACHE):
        return "control", f"sheet:{k}"
    return "control", k


def draft_key(drafted: Sequence[int], plan: Sequence[int], draft: str, done: str) -> str:
    """The stepper to press toward ``plan`` (− where too many, + where too few), then ``done``.

    >>> draft_key((0, 0, 0, 1, 0), (0, 0, 1, 1, 0), "discard", "discard-send")
    'step:discard:kelp'
    >>> draft_key((1, 0, 1, 1, 0), (0, 0, 1, 1, 0), "discard", "discard-send")
    'unstep:discard:pine'
    """
    for r in range(N_RES):
        if drafted[r] > plan[r]:
            return f"unstep:{draft}:{RESOURCES[r]}"
    for r in range(N_RES):
        if drafted[r] < plan[r]:
            return f"step:{draft}:{RESOURCES[r]}"
    return done


def press_key(action: Action, active: str, sheet: str = "", trade_give: int = -1, trade_take: int = -1,
              drafted: Sequence[int] = (0,) * N_RES, plan: Sequence[int] = (0,) * N_RES) -> str:
    """What to press next toward ``action``, through a sheet's controls: the key of a control
    or a site as :func:`mark` gives them (``close`` first when another sheet lies over the
    tray; in the trade sheet the resource to give, the one to take, then Trade; in a discard
    the steppers toward ``plan``, then Return).

    >>> a = Action.parse("trade pine for kelp")
    >>> press_key(a, ""), press_key(a, "", "trade"), press_key(a, "", "trade", 0), press_key(a, "", "trade", 0, 2)
    ('sheet:trade', 'trade-give:pine', 'trade-take:kelp', 'trade:supply')
    """
    k = action.kind
    if k in (A.TRADE, A.BARGE):
        if sheet != "trade":
            return "close" if sheet else "sheet:trade"
        if trade_give != action.a:
            return f"trade-give:{RESOURCES[action.a]}"
        if trade_take != action.b:
            return f"trade-take:{RESOURCES[action.b]}"
        return "trade:barge" if k == A.BARGE else "trade:supply"
    if k in (A.BOUNTIFUL, A.EMBARGO):
        if sheet != k:
            return "close" if sheet else f"sheet:{k}"
        return f"bountiful:{action.a}" if k == A.BOUNTIFUL else f"embargo:{RESOURCES[action.a]}"
    if k == A.CARAVAN:  # (Living Island: the caravan's card, in the tray's picks)
        return f"caravan:{RESOURCES[action.b]}"
    if k in (A.TRIBUTE, A.CACHE):
        if sheet != k:
            return "close" if sheet else f"sheet:{k}"
        return f"tribute:{RESOURCES[action.a]}" if k == A.TRIBUTE else f"cache:{action.a}:{action.b}"
    paid = action.give if k in (A.RECLAIM, A.BRIBE) and active == k and sheet in ("", "pay") else None
    if paid is not None and tuple(drafted) != tuple(paid):
        # the payment drafted toward the hinted one in its sheet (``drafted``: the pay draft), then the site
        if sheet != "pay":
            return "sheet:pay"
        return draft_key(drafted, paid, "pay", "")
    if sheet:
        return "close"  # the tray and the board lie under the open sheet
    if k == A.DISCARD:
        return draft_key(drafted, plan, "discard", "discard-send")
    return mark(action, active)[1]


__all__ = ["action_words", "draft_key", "hint_words", "mark", "press_key"]
