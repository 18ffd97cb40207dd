"""The coach's lessons (``model/coach.py``): what the coach remembers, what it may read, and
each step it shows, a pure function of both.

Pure Python (no ``js``), tested in CPython (``tests/site/test_coach.py``).

**A step is a pure function** (:func:`step_for`) of the moment (a :class:`Moment`, a small
value the screen makes: what the viewer sees, an :class:`~adapter.Sight`, its legal actions,
ai-normal's advice for the viewer, the offers the engine would take from it, the screen's
drafts, sheet and build mode; never the screen or the game) and of the coach's :class:`Progress` (the
lessons already shown, and two public facts the coach noted: what the player's last roll paid
every seat, and whether its last Ashcloud move stole a card).  Nothing else goes in: hiding the
coach changes what is drawn, never the steps; a reload rebuilds the same moment from the save,
so the same step comes back.  What a step says is worded by ``words/coachwords.py``.

A lesson is *done* once the player acts (any game action, or a clock running out) while one of
its steps is on show; a lesson that cannot happen now (no 7 yet, no spare card to offer) waits,
and meanwhile the coach points at what ai-normal would do (step ``play``).  The player may
press anything else at any time: the coach never blocks play, it follows the game.

A step's ``target`` says what to press, as the keys :func:`hints.mark` uses (``corner 17``,
``mode:causeway``, ``roll``, ``sheet:trade``) and a few more for the sheets' controls
(``trade-give:pine``, ``trade-take:kelp``, ``trade:supply``, ``step:give:pine`` / ``unstep:give:pine``
for a stepper's + / −, ``post-offer``, ``confirm:2``, ``decline``, ``discard-send``, ``close``,
``bountiful:8``, ``embargo:kelp``, ``dots``).  The page lights that control or site up the way a
hint does (``is-hinted``, ``data-hinted``); ``coach.press_for`` turns a key into the press it
stands for (the tests follow the coach with it).

>>> Progress.from_json(Progress(frozenset({"roll"}), roll=RollNote(9, 8, ((0, 1, 2, 5),))).to_json()).roll
RollNote(at=9, number=8, paid=((0, 1, 2, 5),))
>>> Step("roll").lesson, Step("play").lesson
('roll', '')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine import actions as A
from engine import clocks as table_clocks
from engine.actions import Action
from engine.cards import BOUNTIFUL, EMBARGO, N_RES, SURVEYOR, WARDEN
from engine.constants import (
    AI_OFFERER_MAX_RENOWN,
    COST_BEACON,
    COST_CAUSEWAY,
    COST_HEARTH,
    COST_VENTURE,
    DISCARD_OVER,
    MAX_OFFERS,
)
from engine.island import Island
from engine.phase import Phase
from engine.rules import auto_discard_choice

from words import clockwords, coachwords, hints
from words.catalog import _, ngettext
from words.lists import and_list
from words.things import cards_words, res_name

if TYPE_CHECKING:
    from engine.ai.hint import Hint

    from model.adapter import Sight

__all__ = [
    "FORMAT",
    "LESSONS",
    "STEPS",
    "VERSION",
    "WAIT",
    "Moment",
    "Progress",
    "RollNote",
    "Step",
    "exchange_candidates",
    "exchange_plan",
    "step_for",
]

LESSONS = (
    "first-hearth", "first-causeway", "second-hearth", "payout", "roll", "harvest", "build", "supply-trade",
    "exchange-offer", "exchange-confirm", "seven-discard", "seven-ashcloud", "seven-steal", "buy-venture",
    "play-venture", "end",
)
"""Every lesson, in the order a game usually brings them (a step of a lesson is named after it)."""
STEPS = (*LESSONS, "play", "wait")
"""Every step name: the lessons, ``play`` (no lesson now: what ai-normal would do) and ``wait``
(another seat decides; the coach says nothing)."""

FORMAT = "cinderisle-coach"
VERSION = 1
"""The coach's progress as a save keeps it (:meth:`Progress.to_json`): its format and version."""

BUILDS = {A.CAUSEWAY: COST_CAUSEWAY, A.HEARTH: COST_HEARTH, A.BEACON: COST_BEACON, A.BUY: COST_VENTURE}
"""What each build the coach explains costs."""
PLAYS = {A.WARDEN: WARDEN, A.SURVEYOR: SURVEYOR, A.BOUNTIFUL: BOUNTIFUL, A.EMBARGO: EMBARGO}
"""The venture card each play of one plays."""


# ---------------------------------------------------------------- what the coach remembers


@dataclass(frozen=True)
class RollNote:
    """What the player's last roll paid, noted as it happened (public: every seat saw it).

    ``at``: the game's action count just after the roll and its dice; ``number``: the roll;
    ``paid``: ``(seat, resource, amount, tile)`` of each harvest it made."""

    at: int
    number: int
    paid: tuple[tuple[int, int, int, int], ...] = ()


@dataclass(frozen=True)
class Progress:
    """The coach's state: the lessons done, hidden or not, and what it noted (see the module)."""

    done: frozenset[str] = frozenset()
    hidden: bool = False
    roll: RollNote | None = None
    stole_at: int = -1
    """The action count just after an Ashcloud move of the player's that stole a card with no
    choice to make (one seat beside it): the steal lesson is said after the fact."""

    def to_json(self) -> dict[str, Any]:
        roll = None if self.roll is None else {"at": self.roll.at, "number": self.roll.number,
                                               "paid": [list(p) for p in self.roll.paid]}
        return {"format": FORMAT, "version": VERSION, "done": [n for n in LESSONS if n in self.done],
                "hidden": self.hidden, "roll": roll, "stole_at": self.stole_at}

    @classmethod
    def from_json(cls, data: object) -> Progress:
        """The progress in a save; whatever is not usable falls back on the start (never raises:
        a damaged coach is a coach that starts over, never a save refused)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return cls()
        done = data.get("done")
        names = frozenset(n for n in done if isinstance(n, str) and n in LESSONS) if isinstance(done, list) else frozenset()
        hidden = data.get("hidden") is True
        roll = None
        raw = data.get("roll")
        if isinstance(raw, dict):
            at, number, paid = _whole(raw.get("at")), _whole(raw.get("number")), raw.get("paid")
            rows = [[_whole(x) for x in p] for p in paid if isinstance(p, list) and len(p) == 4] \
                if isinstance(paid, list) else []
            if at is not None and number is not None and isinstance(paid, list) and len(rows) == len(paid):
                good = [(a, b, c, d) for a, b, c, d in rows if a is not None and b is not None and c is not None
                        and d is not None]
                if len(good) == len(rows):
                    roll = RollNote(at, number, tuple(good))
        stole = _whole(data.get("stole_at"))
        return cls(names, hidden, roll, stole if stole is not None else -1)


def _whole(x: object) -> int | None:
    """``x`` if it is a whole number (not a bool), else None."""
    return x if isinstance(x, int) and not isinstance(x, bool) else None


# ---------------------------------------------------------------- a step


@dataclass(frozen=True)
class Step:
    """One step of the coach: its ``name`` (a lesson's, or ``play`` / ``wait``), what it says,
    and what to press (a key, see the module; "" : nothing)."""

    name: str
    words: str = ""
    target: str = ""

    @property
    def lesson(self) -> str:
        return self.name if self.name in LESSONS else ""


WAIT = Step("wait")


@dataclass(frozen=True)
class Moment:
    """What a step may read, a value: what the viewer sees and may do, and the screen's drafts
    (``update.hinting.coach_moment`` makes it)."""

    view: Sight
    island: Island
    names: tuple[str, ...]
    viewer: int | None
    legal: tuple[Action, ...] = ()
    advice: Hint | None = None
    """What ai-normal would do now for the viewer (None when it has no advice)."""
    actions: int = 0
    """How many actions the game's record holds (the coach's notes are dated by it)."""
    mode: str = ""
    sheet: str = ""
    dots: bool = False
    give: tuple[int, ...] = (0,) * N_RES
    want: tuple[int, ...] = (0,) * N_RES
    discard: tuple[int, ...] = (0,) * N_RES
    trade_give: int = -1
    trade_take: int = -1
    clocks: str = table_clocks.OFF
    """The table's clocks in force (a coached game's are Off), which the coach quotes."""
    notes: tuple[str, ...] = ()
    """What only the viewer may read and has not read yet (the card it stole ...)."""
    offerable: frozenset[tuple[tuple[int, ...], tuple[int, ...]]] = frozenset()
    """Of the offers the coach asked about (:meth:`Coach.offers_to_check`), those the engine
    would take from the viewer now, as (give, want)."""

    @property
    def mine(self) -> bool:
        """The viewer decides now."""
        return self.viewer is not None and self.viewer == self.view.actor and not self.view.is_over and bool(self.legal)

    @property
    def hand(self) -> tuple[int, ...]:
        return tuple(self.view.hand or (0,) * N_RES)


def step_for(m: Moment, p: Progress) -> Step:
    """The coach's step now (see the module): a pure function of the moment and the progress."""
    v = m.view
    if v.is_over:
        return _end(m)
    if not m.mine or m.viewer is None:
        return WAIT
    me = m.viewer
    ph = v.phase
    corners, edges = v.pieces_of(me)
    if ph == Phase.SETUP_HEARTH:
        return _setup_hearth(m, p, len(corners))
    if ph == Phase.SETUP_CAUSEWAY:
        return _setup_causeway(m, p, len(edges), corners)
    if ph == Phase.DISCARD:
        return _discard(m, p)
    if ph == Phase.MOVE_ASHCLOUD:
        return _lesson(p, "seven-ashcloud", _play(m), _("Your 7 moves the Ashcloud: its tile pays nobody. "
                                                        "Press the lit tile."))
    if ph == Phase.ROB:
        return _lesson(p, "seven-steal", _play(m), _("Rob a seat by the Ashcloud (one of its cards, unseen): "
                                                     "press the lit seat."))
    if ph == Phase.CONFIRM:
        return _confirm(m, p)
    if ph == Phase.PRE_ROLL:
        h = m.advice
        if h is not None and h.action.kind in PLAYS:
            return _play_venture(m, p) or _play(m)
        return _lesson(p, "roll", _play(m), _("Each turn starts with the dice: press Roll."))
    if ph == Phase.MAIN:
        return _main(m, p)
    return _play(m)


def _lesson(p: Progress, name: str, base: Step, words: str) -> Step:
    """``base``'s target with a lesson's words, unless that lesson is done (then ``base``)."""
    if name in p.done or not base.target:
        return base
    return Step(name, words, base.target)


def _play(m: Moment) -> Step:
    """No lesson now: what ai-normal would do, with its reason when that is short, and where to press."""
    h = m.advice
    if h is None:
        return Step("play", "", "")
    target = _target(m, h.action)
    rates = tuple(m.view.rates or (4,) * N_RES)
    if target == "close":  # a sheet lies over what comes next: its Close is lit
        return Step("play", coachwords.close_words(h, m.island, m.names, rates), target)
    words = hints.hint_words(h, m.island, m.names, m.viewer if m.viewer is not None else 0, rates)
    if len(words) > coachwords.SHORT or target.startswith("mode:"):
        words = coachwords.choice_words(h, m.island, m.names, rates, target)
    return Step("play", words, target)


def _target(m: Moment, action: Action) -> str:
    """What to press next toward ``action`` (through a sheet's controls and the board's sites)."""
    active = m.mode if m.mode else {Phase.SETUP_HEARTH: "hearth", Phase.SETUP_CAUSEWAY: "causeway",
                                    Phase.MOVE_ASHCLOUD: "ashcloud"}.get(m.view.phase, "")
    plan = _discard_plan(m) if action.kind == A.DISCARD else (0,) * N_RES
    return hints.press_key(action, active, m.sheet, m.trade_give, m.trade_take, m.discard, plan)


# ---------------------------------------------------------------- the lessons


def _setup_hearth(m: Moment, p: Progress, hearths: int) -> Step:
    base = _play(m)
    h = m.advice
    n = h.dots if h is not None and h.action.kind == A.HEARTH else 0
    if hearths == 0:
        if "first-hearth" in p.done:
            return base
        if not m.dots:
            return Step("first-hearth", _("Welcome! Tiles pay when their number is rolled. Show dots says how "
                                          "often."), "dots")
        words = ngettext("More dots, more harvests. The lit corner has {n} dot: press it.",
                         "More dots, more harvests. The lit corner has {n} dots: press it.", n) if n else \
            _("More dots, more harvests. The lit corner: press it.")
        return Step("first-hearth", words.format(n=n), base.target)
    words = ngettext("A card from each tile around it! The lit corner has {n} dot: press it.",
                     "A card from each tile around it! The lit corner has {n} dots: press it.", n) if n else \
        _("A card from each tile around it! The lit corner: press it.")
    return _lesson(p, "second-hearth", base, words.format(n=n))


def _setup_causeway(m: Moment, p: Progress, causeways: int, corners: tuple[int, ...]) -> Step:
    base = _play(m)
    if causeways == 0:
        return _lesson(p, "first-causeway", base, _("Causeways lead to new corners: press the lit edge."))
    paid = [0] * N_RES
    if len(corners) >= 2:
        for t in m.view.board.topo.corner_tiles[corners[1]]:
            r = m.view.board.tile_res[t]
            if r < N_RES:
                paid[r] += 1
    return _lesson(p, "payout", base, _("It paid you {cards}: see your hand. Now its causeway.").format(
        cards=cards_words(paid)))


def _discard(m: Moment, p: Progress) -> Step:
    owed = m.view.discard_owed[m.viewer] if m.viewer is not None else 0
    target = "close" if m.sheet else hints.draft_key(m.discard, _discard_plan(m), "discard", "discard-send")
    if "seven-discard" in p.done:
        return Step("play", _("Return {n}: each lit + is one of your biggest stacks; then Return.").format(n=owed),
                    target)
    return Step("seven-discard", _("A 7 with over {over} cards: return {n} (each lit + is a big stack). {clock}").format(
        over=DISCARD_OVER, n=owed, clock=coachwords.clock_words(m.clocks, table_clocks.DISCARD)), target)


def _discard_plan(m: Moment) -> tuple[int, ...]:
    owed = m.view.discard_owed[m.viewer] if m.viewer is not None else 0
    return tuple(auto_discard_choice(list(m.hand), owed))


def _confirm(m: Moment, p: Progress) -> Step:
    offer = m.view.open_offer
    oks = [a.a for a in m.legal if a.kind == A.CONFIRM]
    target = "close" if m.sheet else f"confirm:{oks[0]}" if oks else "decline"
    if not oks:
        return Step("play", _("Nobody takes your offer: decline it, and play on."), target)
    who = and_list([m.names[s] for s in oks])
    if offer is not None:
        words = ngettext("{who} accepts {give} for {want}: press Confirm to trade.",
                         "{who} accept {give} for {want}: press Confirm to trade.", len(oks)).format(
            who=who, give=cards_words(offer.give), want=cards_words(offer.want))
    else:
        words = ngettext("{who} accepts: press Confirm to trade.", "{who} accept: press Confirm to trade.",
                         len(oks)).format(who=who)
    return Step("play" if "exchange-confirm" in p.done else "exchange-confirm", words, target)


def _main(m: Moment, p: Progress) -> Step:
    inner = _main_inner(m, p)
    if m.actions == p.stole_at and "seven-steal" not in p.done:
        return Step("seven-steal", _("You robbed the one seat beside the Ashcloud."),
                    inner.target)
    roll = p.roll
    if roll is not None and roll.at == m.actions and "harvest" not in p.done and roll.number != 7:
        cards = [0] * N_RES
        for s, r, n, _t in roll.paid:
            if s == m.viewer:
                cards[r] += n
        if any(cards):
            words = (_("Rolled {n}: your hearths by an {n} paid you {cards}!") if roll.number in (8, 11) else
                     _("Rolled {n}: your hearths by a {n} paid you {cards}!")).format(n=roll.number,
                                                                                      cards=cards_words(cards))
            kind = inner.target.partition(":")[0]
            then = _(coachwords.NEXT_WORDS[kind]) if kind in coachwords.NEXT_WORDS else ""
            return Step("harvest", words + (" " + then if then and len(words) + len(then) < coachwords.SHORT else ""),
                        inner.target)
    return inner


def _main_inner(m: Moment, p: Progress) -> Step:
    h = m.advice
    base = _play(m)
    if h is None:
        return base
    k = h.action.kind
    if k in coachwords.BUILD_WORDS and "build" not in p.done:
        free = k == A.CAUSEWAY and m.view.free_causeways
        cost = _("nothing now") if free else cards_words(BUILDS[k])
        return Step("build", coachwords.build_words(k, m.mode == k, cost), base.target)
    if k == A.TRADE and "supply-trade" not in p.done:
        return Step("supply-trade", coachwords.trade_words(h.action, m.view.rates or (4,) * N_RES, m.sheet, m.trade_give,
                                                           m.trade_take), base.target)
    if k == A.BUY and "buy-venture" not in p.done:
        return _buy(base.target)
    if k in PLAYS:
        return _play_venture(m, p) or base
    if k == A.END:
        offer = _exchange(m, p)
        if offer is not None:
            return offer
        if "buy-venture" not in p.done and A.simple(A.BUY) in m.legal:
            return _buy("close" if m.sheet else "buy")
    return base


def _buy(target: str) -> Step:
    return Step("buy-venture", _("A venture card costs {cards}: press Buy venture.").format(
        cards=cards_words(COST_VENTURE)), target)


def _play_venture(m: Moment, p: Progress) -> Step | None:
    h = m.advice
    if h is None or h.action.kind not in PLAYS or "play-venture" in p.done:
        return None
    card = PLAYS[h.action.kind]
    target = _target(m, h.action)
    if target.startswith("sheet:") or target in ("mode:warden", "surveyor"):
        return Step("play-venture", _(coachwords.PLAY_WORDS[card]), target)
    if h.action.kind == A.WARDEN:
        words = _("Press the lit tile: the Ashcloud goes there.") if h.action.a >= 0 else _("Press Calm the Ashcloud.")
    elif h.action.kind == A.BOUNTIFUL:
        words = (_("Press {n}: every tile with an {n} pays you alone.") if h.action.a in (8, 11) else
                 _("Press {n}: every tile with a {n} pays you alone.")).format(n=h.action.a)
    else:
        words = _("Press {resource}: nobody else may trade it.").format(resource=res_name(h.action.a))
    return Step("play-venture", words, target)


def _exchange(m: Moment, p: Progress) -> Step | None:
    """The Exchange Board lesson: an offer of 1 card for 1 that a seat which just collected it
    accepts by the AI trade rule (at least as many cards received as given, an offerer with
    8 renown or fewer, holding the cards); None when no such offer can be made now."""
    if "exchange-offer" in p.done or m.viewer is None:
        return None
    plan = exchange_plan(m, p)
    if plan is None:
        return None
    give, want, seat = plan
    g, w = res_name(give.index(1)), res_name(want.index(1))
    target = _offer_target(m, give, want)
    if m.sheet != "offer":
        words = _("{name} just got {want}: offer 1 {give} for it. Press Trade with players.").format(
            name=m.names[seat], want=w, give=g)
    elif tuple(m.give) != give:
        words = _("Under You give, press + by {resource} once.").format(resource=g) if not any(m.give) else \
            _("You give just 1: press the lit −.")
    elif tuple(m.want) != want:
        words = _("Under You want, press + by {resource} once.").format(resource=w) if not any(m.want) else \
            _("You want just 1: press the lit −.")
    else:
        seconds = table_clocks.seconds(m.clocks, table_clocks.OFFER)
        words = _("Press Post offer: every other seat answers.") if seconds is None else \
            _("Press Post offer: every other seat answers within {time}.").format(time=clockwords.span(seconds))
    return Step("exchange-offer", words, target)


def _offer_target(m: Moment, give: tuple[int, ...], want: tuple[int, ...]) -> str:
    if m.sheet != "offer":
        return "close" if m.sheet else "sheet:offer"
    t = hints.draft_key(m.give, give, "give", "")
    return t or hints.draft_key(m.want, want, "want", "post-offer")


def exchange_plan(m: Moment, p: Progress) -> tuple[tuple[int, ...], tuple[int, ...], int] | None:
    """(give, want, seat): 1 card the viewer can spare for 1 card that ``seat`` collected on the
    viewer's roll this turn (so it surely holds it), which that seat accepts by the AI trade rule,
    and the engine would take (:attr:`Moment.offerable`)."""
    return next((plan for plan in exchange_candidates(m, p) if plan[:2] in m.offerable), None)


def exchange_candidates(m: Moment, p: Progress) -> list[tuple[tuple[int, ...], tuple[int, ...], int]]:
    """The offers :func:`exchange_plan` chooses from, best first, before asking the engine
    whether it would take them."""
    v = m.view
    me = m.viewer
    roll = p.roll
    if me is None or roll is None or v.phase != Phase.MAIN or v.offers_posted >= MAX_OFFERS:
        return []
    if v.renown[me] > AI_OFFERER_MAX_RENOWN or roll.at > m.actions or v.turn_seat != me or roll.number == 7:
        return []
    hand = m.hand
    collected: dict[int, int] = {}  # resource -> a seat that collected it on this roll
    for s, r, n, _t in roll.paid:
        if s != me and n > 0 and not v.dealt_with[s]:
            collected.setdefault(r, s)
    if not collected:
        return []
    goal = BUILDS.get({"hearth": A.HEARTH, "beacon": A.BEACON, "venture": A.BUY}.get(
        m.advice.goal if m.advice is not None else "", ""), (0,) * N_RES)
    spare = [hand[r] - goal[r] for r in range(N_RES)]
    out = []
    for w in sorted(collected, key=lambda r: (hand[r] - goal[r], r)):
        gives = [r for r in range(N_RES) if r != w and spare[r] >= 1]
        if not gives:
            continue
        g = max(gives, key=lambda r: (spare[r], -r))
        give = tuple(1 if r == g else 0 for r in range(N_RES))
        want = tuple(1 if r == w else 0 for r in range(N_RES))
        out.append((give, want, collected[w]))
    return out


def _end(m: Moment) -> Step:
    v = m.view
    w = v.winner
    if w < 0:
        return WAIT
    return Step("end", coachwords.end_words(w, m.viewer, m.names), "")
