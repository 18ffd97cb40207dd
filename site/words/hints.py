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
from engine.cards import N_RES, RESOURCES
from engine.constants import BARGE_RATE, DEFAULT_RATE

from words import places
from words.catalog import N_, _, ngettext
from words.lists import and_list
from words.things import cards_words, res_name

if TYPE_CHECKING:
    from engine.ai.hint import Hint  # (the AI's modules load when a hint is first asked for)

PLAIN = {A.ROLL: N_("Roll"), A.END: N_("End the turn"), A.BUY: N_("Buy a venture card"),
         A.SURVEYOR: N_("Play the Surveyor"), A.REVEAL: N_("Show your Landmarks"), A.ACCEPT: N_("Accept"),
         A.PASS: N_("Pass"), A.TRAILBLAZING: N_("Play Trailblazing")}
"""Actions a hint names without a place or a card (marked; worded where shown)."""
GOALS = {"hearth": N_("a hearth"), "beacon": N_("a beacon"), "venture": N_("a venture card"),
         "trail": N_("the Grand Causeway"), "longest-trail": N_("the Longest Trail")}
"""What a seat saves for (a hint's ``goal``), as the reasons name it (marked; worded where shown)."""


def _corner(h: Hint, island: places.Where) -> str:
    return places.corner_words(island, h.corner)


def _lacking(h: Hint) -> str:
    """The resources of the corner the seat grows none of yet, as a list: ``"Kelp and Copper"``."""
    return and_list([res_name(r) for r in h.lacking])


def _goal(h: Hint, island: places.Where) -> str:
    """``"a hearth on the corner of …"`` (what the seat saves for)."""
    if h.goal == "hearth" and h.corner >= 0:
        return _("a hearth on {corner}").format(corner=_corner(h, island))
    if h.goal == "beacon" and h.corner >= 0:
        return _("a beacon on {corner}").format(corner=_corner(h, island))
    return _(GOALS[h.goal]) if h.goal in GOALS else _("your next build")


def _paid(text: str, paid: str, give: Sequence[int] | None, tile: str) -> str:
    """``text`` (a move on ``{tile}``) or ``paid`` (the same move, ``{cards}`` paid), worded."""
    if give and any(give):
        return paid.format(tile=tile, cards=cards_words(give))
    return text.format(tile=tile)


def action_words(action: Action, island: places.Where, names: Sequence[str], rates: Sequence[int] = (DEFAULT_RATE,) * 5) -> str:
    """The action, as a hint says what to do first: ``"Causeway on the edge between …"``
    (``rates``: the seat's trade rates, by resource given)."""
    k = action.kind
    if k in PLAIN:
        return _(PLAIN[k])
    if k == A.HEARTH:
        return _("Hearth on {corner}").format(corner=places.corner_words(island, action.a))
    if k == A.BEACON:
        return _("Beacon on {corner}").format(corner=places.corner_words(island, action.a))
    if k == A.CAUSEWAY:
        return _("Causeway on {edge}").format(edge=places.edge_words(island, action.a))
    if k in (A.TRADE, A.BARGE):
        give, take = res_name(action.a), res_name(action.b)
        if k == A.BARGE:
            return _("Trade {n} {give} for 1 {take} on the Barge").format(n=BARGE_RATE, give=give, take=take)
        rate = rates[action.a]
        if rate == DEFAULT_RATE:
            return _("Trade {n} {give} for 1 {take} at the Supply").format(n=rate, give=give, take=take)
        return _("Trade {n} {give} for 1 {take} at a jetty").format(n=rate, give=give, take=take)
    if k == A.WARDEN:
        if action.a < 0:
            return _("Play a Warden and calm the Ashcloud")
        return _("Play a Warden and move the Ashcloud to {tile}").format(tile=places.tile_words(island, action.a))
    if k == A.BOUNTIFUL:
        return _("Play Bountiful Tide on {number}").format(number=action.a)
    if k == A.EMBARGO:
        return _("Play an Embargo on {resource}").format(resource=res_name(action.a))
    if k == A.DISCARD:
        return _("Return 1 {resource}").format(resource=res_name(action.b))
    if k == A.ASHCLOUD:
        return _("The Ashcloud to {tile}").format(tile=places.tile_words(island, action.a))
    if k == A.ROB:
        return _("Rob {name}").format(name=names[action.a])
    if k == A.QUOTE:
        return _("Answer with {cards}").format(cards=cards_words(action.give or ()))
    # Living Island's moves
    if k == A.RECLAIM:
        tile = places.tile_words(island, action.a // 2)
        if action.a % 2 == 0:
            return _paid(_("Reclaim the north half of {tile}"), _("Reclaim the north half of {tile} with {cards}"),
                         action.give, tile)
        return _paid(_("Reclaim the south half of {tile}"), _("Reclaim the south half of {tile} with {cards}"),
                     action.give, tile)
    if k == A.BRIBE:
        tile = places.tile_words(island, action.a)
        return _paid(_("Bribe the Ashcloud to {tile}"), _("Bribe the Ashcloud to {tile} with {cards}"),
                     action.give, tile)
    if k == A.MILITIA:
        return _("Play a Militia and move the Ashcloud to {tile}").format(tile=places.tile_words(island, action.a))
    if k == A.TRIBUTE:
        return _("Play Tribute on {resource}").format(resource=res_name(action.a))
    if k == A.CACHE:
        taken = [res_name(r) for r in (action.a, action.b) if r >= 0]
        if not taken:
            return _("Play the Supply Cache")
        return _("Play the Supply Cache for {resources}").format(resources=and_list(taken))
    if k == A.CARAVAN:
        return _("Take 1 {resource} from the Supply Caravan").format(resource=res_name(action.b))
    return str(action)


def hint_words(h: Hint, island: places.Where, names: Sequence[str], viewer: int,
               rates: Sequence[int] = (DEFAULT_RATE,) * 5) -> str:
    """The hint as one sentence, for ``viewer`` (``names``: every seat's name, ``rates``
    the viewer's trade rates): one whole sentence per reason, what to do (``{do}``) and why."""
    do = action_words(h.action, island, names, rates)
    several = h.action.kind == A.DISCARD and sum(h.cards) > 1
    if several:
        do = _("Return {cards}").format(cards=cards_words(h.cards))  # the whole discard, not its first card
    return _reason(h, island, names, viewer, several).format(
        do=do, n=h.dots, resources=_lacking(h), corner=_corner(h, island) if h.corner >= 0 else "",
        goal=_goal(h, island), cards=cards_words(h.missing), name=names[h.seat] if 0 <= h.seat < len(names) else "",
        resource=res_name(h.resource) if 0 <= h.resource < N_RES else "", number=h.number,
        tile=places.tile_words(island, h.tile).removeprefix("the ") if h.tile >= 0 else "")


def _reason(h: Hint, island: places.Where, names: Sequence[str], viewer: int, several: bool) -> str:
    """The hint's sentence, its facts still placeholders: ``{do}`` what to do, then why."""
    w = h.why
    n = h.dots
    still = any(h.missing)
    if w in ("setup-hearth", "hearth"):
        if h.lacking:
            return ngettext("{do}: {n} dot, and {resources}, which you have none of.",
                            "{do}: {n} dots, and {resources}, which you have none of.", n)
        return ngettext("{do}: {n} dot.", "{do}: {n} dots.", n)
    if w == "beacon":
        return ngettext("{do}: its {n} dot pays you twice, and it is worth 1 more renown.",
                        "{do}: its {n} dots pay you twice, and it is worth 1 more renown.", n)
    if w in ("setup-causeway", "toward-hearth"):
        if h.corner < 0:
            return _("{do}: it leads your causeways on.")
        if h.lacking:
            return ngettext("{do}: it leads toward {corner} ({n} dot, and {resources}, which you have none of).",
                            "{do}: it leads toward {corner} ({n} dots, and {resources}, which you have none of).", n)
        return ngettext("{do}: it leads toward {corner} ({n} dot).", "{do}: it leads toward {corner} ({n} dots).", n)
    if w == "toward-trail":
        if h.goal == "longest-trail":
            return _("{do}: it lengthens your trail toward the Longest Trail.")
        return _("{do}: it lengthens your trail toward the Grand Causeway.")
    if w == "roll":
        return _("{do}: nothing is worth doing before the dice.")
    if w == "warden-shelter":
        return _("{do}: the Ashcloud sits on your {tile}, which pays you nothing under it.")
    if w == "warden-watch":
        return _("{do}: one more Warden shown takes Steadfast Watch (2 renown).")
    if w == "warden-rob":
        if h.seat >= 0:
            return _("{do}: it stops the harvest there and lets you rob {name}.")
        return _("{do}: it stops the harvest there.")
    if w == "reveal-win":
        return _("{do}: they bring you to the renown that wins.")
    if w == "surveyor":
        return _("{do}: two causeways for nothing, toward {goal}.")
    if w == "bountiful":
        return _("{do}: only you collect that number this turn ({cards} for you).")
    if w == "embargo":
        if h.seat >= 0:
            return _("{do}: {name} leads, and grows the most {resource}.")
        return _("{do}: the leader leads, and grows the most {resource}.")
    if w == "buy-goal":
        return _("{do}: it is the best use of your cards now.")
    if w == "buy-spare":
        return _("{do}: it spends cards your next build does not need.")
    if w == "trade-goal":
        return _("{do}: you are saving for {goal} (it still needs {cards}).") if still else \
            _("{do}: you are saving for {goal}.")
    if w == "trade-big-hand":
        return _("{do}: a 7 would take half of a hand this big.")
    if w == "end-saving":
        return _("{do}: save for {goal} (it still needs {cards}).") if still else _("{do}: save for {goal}.")
    if w == "end-nothing":
        return _("{do}: nothing you can do now is worth it.")
    if w == "discard":
        if h.goal:
            return _("{do}: keep what {goal} needs.")
        if several:
            return _("{do}: they come from your biggest stacks.")
        return _("{do}: it comes from your biggest stack.")
    if w == "ashcloud":
        if h.seat >= 0 and h.seat != viewer:
            return _("{do}: it stops {name}'s harvest there and lets you rob them.")
        if h.action.a >= 0 and places.island_of(island).numbers[h.action.a] is None:
            return _("{do}: no tile is worth it, and the Caldera harvests nothing.")
        return _("{do}: it hurts your rivals most.")
    if w == "ashcloud-calm":
        return _("{do}: no tile is worth the Ashcloud.")
    if w == "rob":
        return _("{do}: they are the nearest to winning that you can rob.")
    living = _living_reason(h, names)
    if living:
        return living
    if w == "quote":
        return _("{do}: it is a fair trade for you.")
    if w == "accept":
        return _("{do}: you get at least as many cards as you give.")
    if w == "pass":
        return _("{do}: you would give more cards than you get, or the offerer is close to winning.")
    if h.action.kind == A.END:
        return _("{do}: your cards build and buy nothing yet.")
    return _("{do}: it is the only choice here.")


def _living_reason(h: Hint, names: Sequence[str]) -> str:
    """Why, for Living Island's own moves, as a child would say it ("" for any other reason)."""
    w = h.why
    whom = 0 <= h.seat < len(names)
    still = any(h.missing)
    if w == "reclaim":
        return _("{do}: the burnt land next to your pieces grows back and pays you again.")
    if w == "reclaim-win":
        return _("{do}: it heals the last burnt land, and the game ends while you are ahead.")
    if w in ("bribe-free", "militia-free"):
        if whom:
            return _("{do}: it chases the Ashcloud off your {tile}, which pays you nothing under it, "
                     "and you rob {name}.")
        return _("{do}: it chases the Ashcloud off your {tile}, which pays you nothing under it.")
    if w == "bribe-rob":
        if whom:
            return _("{do}: a 7 would take half of a hand this big; this stops a rival's harvest and robs {name}.")
        return _("{do}: a 7 would take half of a hand this big; this stops a rival's harvest.")
    if w == "militia-title":
        return _("{do}: this Militia makes you Warden of the Wastes (2 renown).")
    if w == "militia-rob":
        if whom:
            return _("{do}: it stops a rival's harvest there and lets you rob {name}.")
        return _("{do}: it stops a rival's harvest there.")
    if w == "tribute":
        if h.number > 0:
            return _("{do}: the others hold about {number} {resource} between them, and every card of it comes to you.")
        return _("{do}: the others hold some {resource} between them, and every card of it comes to you.")
    if w == "cache":
        return _("{do}: two free cards from the Supply, for {goal} (it still needs {cards}).") if still else \
            _("{do}: two free cards from the Supply, for {goal}.")
    if w == "trailblazing":
        return _("{do}: two causeways for nothing, toward {goal}.")
    if w == "caravan":
        if h.goal and h.resource >= 0 and h.missing[h.resource]:
            return _("{do}: {goal} still needs it.")
        return _("{do}: it is the card you can use most.")
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
