"""The HTML of each region of the game screen, from a :class:`~app.Frame`.

Pure Python (no ``js``), tested in CPython.  Every function returns a string the
page sets as one region's ``innerHTML``; every piece of text (player names above
all) is escaped, so a name is always text, never markup.  Buttons carry
``data-action`` (and their arguments as ``data-*``): the page's one listener on
``#app`` hands those to :meth:`app.Screen.press`.

The game is read only through the frame (:class:`app.Frame`, a value): what its eyes see
(:attr:`app.Frame.view`, an :class:`adapter.Sight`) and the engine's reasons for the controls
it refuses, asked when the frame was made.  A hand, venture cards, the discard, the answer to
an offer are drawn only when that sight holds them (the viewer's own), so behind the privacy
screen they are not in the page at all, not merely covered, because the sight does not hold
them.  A question the frame was not made with (:meth:`app.Screen.asks` keeps the list) is an
error, never an engine call.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine import actions as A
from engine import clocks
from engine.cards import (
    BOUNTIFUL,
    EMBARGO,
    LANDMARK,
    N_RES,
    N_VENTURES,
    NUMBERS,
    RES_NAMES,
    RESOURCES,
    SURVEYOR,
    VENTURE_NAMES,
    VENTURES,
    WARDEN,
    five,
)
from engine.constants import (
    COST_BEACON,
    COST_CAUSEWAY,
    COST_HEARTH,
    COST_SURVEYED_CAUSEWAY,
    COST_VENTURE,
    MAX_OFFERS,
    MAX_WANT,
    TITLE_RENOWN,
)
from engine.events import GRAND_CAUSEWAY, STEADFAST_WATCH
from engine.offer import ACCEPTED, COUNTERED, PASSED
from engine.phase import Phase
from engine.pieces import BEACON_PIECE, HEARTH_PIECE
from engine.seats import kind_label as kind_name

from model import coach, rounds
from model.frame import Frame
from view import board_svg, glossary
from view.markup import attrs, button, esc, icon, labelled, mark, rules_button_html, tag
from view.pieces_svg import lantern
from words import clockwords

if TYPE_CHECKING:
    from model.adapter import Sight

COSTS = {"causeway": COST_CAUSEWAY, "hearth": COST_HEARTH, "beacon": COST_BEACON, "venture": COST_VENTURE}
"""What each build and a venture card cost (the engine's constants)."""
PIECE_NAMES = {"causeway": "Causeway", "hearth": "Hearth", "beacon": "Beacon"}
ANSWER_WORDS = {0: "Thinking…", ACCEPTED: "Accepts", COUNTERED: "Counters", PASSED: "Passes"}
TRADE_SUPPLY = "Trade with the Supply"
"""The tray's control of trades with the Supply (and jetties, the Barge): it says who you trade with."""
TRADE_PLAYERS = "Trade with players"
"""The tray's control of the Exchange Board, an offer to the other players."""


def answer_words(f: Frame, seat: int, answer: int) -> str:
    """A seat's answer to the open offer; one not given yet is an AI "Thinking…" or a
    person's (and, in a replay, anybody's) "Not answered yet"."""
    if answer == 0 and (f.replaying or not f.is_ai(seat)):
        return "Not answered yet"
    return ANSWER_WORDS[answer]


class Reasons:
    """The refused controls of one region and why each is refused.

    A control that cannot be used now is not ``disabled`` (that would take it out of the Tab
    order and make a tap do nothing at all) but ``aria-disabled="true"``: it stays focusable
    and pressable, its ``aria-describedby`` names an element of its own that holds the reason
    ("Hearth: you need 2 Pine, 1 Basalt and 1 Millet; you have 1 Pine"; the engine's words
    with the control's name in front, ``data-why`` holds it too), and pressing or focusing it
    shows that element (the frame's ``explained``: the glue marks it ``is-shown``) and does
    nothing else.  :meth:`html` is the region's reasons, drawn after its controls.
    """

    def __init__(self, f: Frame, region: str) -> None:
        self.f = f
        self.region = region
        self.items: list[tuple[str, str]] = []

    def id_of(self, key: str) -> str:
        return f"why-{self.region}-{key}"

    def say(self, key: str, name: str, why: str) -> str:
        """Keep the reason of control ``key`` (its element's id is returned)."""
        wid = self.id_of(key)
        self.items.append((wid, f"{name}: {why}" if name else why))
        return wid

    def button(self, label_html: str, action: str, *, key: str, name: str, why: str, cls: str = "btn",
               said_in: str = "", **kw: object) -> str:
        """A control: refused with ``why`` (the engine's words) when that is not empty; its
        reason is said in an element of this region's, or in ``said_in`` (the id of an element
        the caller draws, always in sight, holding ``why``)."""
        if not why:
            return tag("button", label_html, type="button", cls=cls, data_action=action, **kw)
        wid = said_in or self.say(key, name, why)
        text = f"{name}: {why}" if name else why
        return tag("button", label_html, type="button", cls=cls + " is-refused", data_action=action,
                   aria_disabled="true", aria_describedby=wid, data_why=text, **kw)

    def html(self) -> str:
        """The reasons (hidden; the glue shows the frame's ``explained`` one by its id, so that
        showing a reason never redraws the controls beside it: a press under way would be lost)."""
        if not self.items:
            return ""
        return tag("div", "".join(tag("p", esc(text), cls="why", id=wid) for wid, text in self.items), cls="whys")


def res_icon(r: int) -> str:
    return icon(f"res-{RESOURCES[r]}", f"ico ico-res res-{RESOURCES[r]}")


def cards_html(cards: Sequence[int], *, cls: str = "cost") -> str:
    """Cards as icons with counts, e.g. the cost of a hearth (text for screen readers too)."""
    parts = []
    words = []
    for r, n in enumerate(cards):
        if n:
            parts.append(f'<span class="cost-item" data-n="{n}">{res_icon(r)}<b>{n}</b></span>')
            words.append(f"{n} {RES_NAMES[r]}")
    if not parts:
        return tag("span", "nothing", cls=cls)
    return tag("span", "".join(parts), cls=cls, title=", ".join(words), aria_label=", ".join(words), role="img")


def seat_colour(f: Frame, seat: int) -> str:
    return f.colour(seat) or lantern((), seat)


def total_renown(v: Sight, seat: int) -> int:
    """Public renown plus hidden Landmarks where the view shows them (at the end, all)."""
    total = v.total_renown_of(seat)
    return v.renown[seat] if total is None else total


def who(f: Frame, seat: int) -> str:
    """A seat's mark and name, as HTML."""
    return f'<span class="who">{mark(seat_colour(f, seat))}<span class="who-name">{esc(f.name(seat))}</span></span>'


# ---------------------------------------------------------------- the seats


def seats_html(f: Frame) -> str:
    """Every seat's public facts: renown, cards, ventures, titles, what it is doing."""
    v = f.view
    viewer = f.viewer
    offer = v.open_offer
    items = []
    for i in range(v.n):
        colour = seat_colour(f, i)
        classes = ["seat", f"lantern-{colour.lower()}"]
        if v.turn_seat == i and not v.is_over:
            classes.append("is-turn")
        if f.decider == i:
            classes.append("is-deciding")
        if viewer == i:
            classes.append("is-you")
        if v.winner == i:
            classes.append("is-winner")
        badges = []
        if v.causeway_holder == i:
            badges.append(title_badge(GRAND_CAUSEWAY, "Longest trail"))
        if v.watch_holder == i:
            badges.append(title_badge(STEADFAST_WATCH, "Most Wardens"))
        if v.embargo[i] >= 0:
            r = v.embargo[i]  # (on a phone: "Embargo" and the resource's icon)
            badges.append(tag("span", "Embargo" + tag("span", f": {RES_NAMES[r]}", cls="badge-long")
                              + tag("span", res_icon(r), cls="badge-short"), cls="badge badge-embargo",
                              title=f"Embargo: {RES_NAMES[r]}"))
        if v.phase == Phase.DISCARD and v.discard_owed[i]:
            badges.append(tag("span", f"Returns {v.discard_owed[i]}", cls="badge badge-alert"))
        if offer is not None and i != v.turn_seat and v.phase in (Phase.OFFER, Phase.CONFIRM):
            answer = offer.answers[i]
            if not (answer == PASSED and v.dealt_with[i]):
                badges.append(tag("span", answer_words(f, i, answer), cls=f"badge badge-answer answer-{answer}"))
        hidden = ""
        own = v.ventures_of(i) if viewer == i else None
        if own is not None and own[LANDMARK]:
            hidden = tag("span", f"+{own[LANDMARK]}" + tag("span", " hidden", cls="hidden-word"), cls="renown-hidden",
                         title="Your hidden Landmarks")
        stats = (
            tag("span", icon("ico-cards") + tag("b", str(v.hand_counts[i])), cls="stat", title="Cards in hand")
            + tag("span", icon("ico-venture") + tag("b", str(v.venture_counts[i])), cls="stat",
                  title="Venture cards held")
            + (tag("span", icon("ico-warden") + tag("b", str(v.wardens_played[i])), cls="stat",
                   title="Wardens shown") if v.wardens_played[i] else "")
        )
        label = (
            f"{f.name(i)}, {kind_name(f.seats[i].kind)}: {total_renown(v, i) if v.is_over else v.renown[i]} renown, "
            f"{v.hand_counts[i]} cards, {v.venture_counts[i]} venture cards"
        )
        on_turn = tag("span", "On turn", cls="turn-flag") if "is-turn" in classes else ""
        items.append(
            tag(
                "li",
                tag("div", mark(colour) + tag("span", esc(f.name(i)), cls="seat-name"), cls="seat-head")
                + tag("div", kind_html("You" if viewer == i else kind_name(f.seats[i].kind)), cls="seat-kind")
                + (tag("div", tag("span", str(total_renown(v, i)), cls="renown-n")
                       + tag("span", "renown", cls="renown-word"), cls="renown",
                       title="Final renown, every Landmark revealed") if v.is_over else
                   tag("div", tag("span", str(v.renown[i]), cls="renown-n") + tag("span", "renown", cls="renown-word")
                       + hidden, cls="renown", title="Public renown"))
                + tag("div", stats, cls="seat-stats")
                + tag("div", "".join(badges), cls="badges")  # always there: its line keeps its height
                + on_turn,
                cls=" ".join(classes),
                data_seat_card=i,
                data_renown=v.renown[i],
                data_hand=v.hand_counts[i],
                data_ventures=v.venture_counts[i],
                aria_label=label,
            )
        )
    return tag("ol", "".join(items), cls="seat-list")


def kind_html(kind: str) -> str:
    """What a seat is, on its card: "AI · normal" with its level in a span of its own (a phone's
    narrow card shows "AI" alone; the card's aria-label names the level)."""
    head, dot, level = kind.partition(" · ")
    return esc(head) + (tag("span", esc(dot + level), cls="kind-level") if dot else "")


def title_badge(name: str, what: str) -> str:
    """A title on its holder's seat card: a button that opens the title's rule
    (``data-action="rules"``, ``data-section`` the title's section of the rules)."""
    section = name.lower().replace(" ", "-")
    first, _, rest = name.rpartition(" ")  # (on a phone: "Causeway", "Watch")
    words = tag("span", esc(first + " "), cls="title-first") + esc(rest) if first else esc(name)
    return button(words, "rules", cls="badge badge-title", data_section=section,
                  title=f"{what}: {TITLE_RENOWN} renown. Press for its rule", aria_label=f"{name}: its rule")


# ---------------------------------------------------------------- status: whose turn, the dice, the Supply


def prompt(f: Frame) -> str:
    """One sentence: what the game waits for, addressed to the seat on the screen."""
    v = f.view
    if v.is_over:
        return f"{f.name(v.winner)} wins!"
    decider = f.decider
    privacy = f.privacy
    if privacy is not None:
        return f"Pass the device to {f.name(privacy)}."
    if not f.my_turn:
        name = f.name(decider)
        if f.is_ai(decider):
            if v.phase == Phase.OFFER:
                return f"{name} weighs the offer…"
            return f"{name} is thinking…"
        return f"Waiting for {name}…"
    ph = v.phase
    kind = f.active
    if ph == Phase.SETUP_HEARTH:
        second = len(v.pieces_of(decider)[0]) >= 1
        return ("Found your second hearth: it pays out at once. " if second else "Found your first hearth. ") + \
            "Press a glowing corner."
    if ph == Phase.SETUP_CAUSEWAY:
        return "Lay a causeway beside it: press a glowing edge."
    if kind == "warden":
        return "Warden: press a glowing tile to move the Ashcloud there, or calm it."
    if kind in PIECE_NAMES:
        cost = "free" if kind == "causeway" and v.free_causeways else ""
        return f"{PIECE_NAMES[kind]}{' (' + cost + ')' if cost else ''}: press a glowing {'edge' if kind == 'causeway' else 'corner'}."
    if ph == Phase.PRE_ROLL:
        warden = any(a.kind == A.WARDEN for a in f.legal)
        return ("Flip the Tide card" if v.tide else "Roll the dice") + (" (a Warden may be played first)." if warden else ".")
    if ph == Phase.MAIN:
        return "Build, trade or buy, then end your turn."
    if ph == Phase.DISCARD:
        n = v.discard_owed[decider]
        return f"A 7! Return {n} card{'s' if n != 1 else ''} to the Supply."
    if ph == Phase.MOVE_ASHCLOUD:
        return "Move the Ashcloud: press a glowing tile."
    if ph == Phase.ROB:
        return "Choose whom to rob."
    if ph == Phase.OFFER:
        return f"{f.name(v.turn_seat)} offers you a trade: accept, counter or pass."
    if ph == Phase.CONFIRM:
        return "Confirm one answer, or decline them all."
    return ""


PROMPT_SECTIONS = {
    Phase.SETUP_HEARTH: "setup", Phase.SETUP_CAUSEWAY: "setup", Phase.PRE_ROLL: "turn", Phase.ROLL: "turn",
    Phase.MAIN: "building", Phase.DISCARD: "seven", Phase.MOVE_ASHCLOUD: "seven", Phase.ROB: "seven",
    Phase.STEAL: "seven", Phase.DRAW: "building", Phase.OFFER: "trading", Phase.CONFIRM: "trading",
}
"""The rules' section that explains each phase's prompt (``#rules-<name>``)."""


def prompt_section(f: Frame) -> str:
    """The rules' section the prompt's "Why?" opens ("": none, the game is over or waits
    behind the privacy screen)."""
    v = f.view
    if v.is_over or f.privacy is not None:
        return ""
    if f.active == "warden":
        return "seven"  # the Warden moves the Ashcloud: where it may go, and the steal
    if v.tide and v.phase in (Phase.PRE_ROLL, Phase.ROLL):
        return "tide"
    if not f.my_turn and v.phase in (Phase.MAIN, Phase.DRAW):
        return "turn"  # "Moss is thinking…": whose turn it is and what a turn holds
    return PROMPT_SECTIONS.get(v.phase, "turn")


def dice_html(f: Frame) -> str:
    v = f.view
    if not v.last_roll:
        return tag("div", tag("span", "No roll yet", cls="dice-none"), cls="dice", data_roll="")
    if v.tide:
        inner = tag("span", tag("b", str(v.last_roll)), cls="tide-card", title=f"Tide card {v.last_roll}")
    else:
        pair = f.dice or (0, 0)
        inner = "".join(_die(d) for d in pair)
    hot = " is-seven" if v.last_roll == 7 else ""
    # Before a roll the dice shown are the previous turn's: drawn faded, and said so.
    old = v.phase in (Phase.PRE_ROLL, Phase.ROLL)
    return tag(
        "div", inner + tag("span", str(v.last_roll), cls="roll-total"),
        cls=f"dice{hot}" + (" is-old" if old else ""), data_roll=v.last_roll, role="img",
        aria_label=f"Last roll: {v.last_roll}" + (", on the previous turn" if old else ""),
        title="The previous turn's roll" if old else None,
    )


_PIPS = {1: ((1, 1),), 2: ((0, 0), (2, 2)), 3: ((0, 0), (1, 1), (2, 2)), 4: ((0, 0), (2, 0), (0, 2), (2, 2)),
         5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)), 6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2))}


def _die(value: int) -> str:
    pips = "".join(
        f'<circle cx="{6 + 6 * x}" cy="{6 + 6 * y}" r="2.1"/>' for x, y in _PIPS.get(value, ())
    )
    return (f'<svg class="die" viewBox="0 0 24 24" aria-hidden="true"><rect x="1" y="1" width="22" height="22" rx="5"/>'
            f"{pips}</svg>")


def supply_html(f: Frame) -> str:
    v = f.view
    items = "".join(
    tag("li", res_icon(r) + tag("span", RES_NAMES[r], cls="res-name") + tag("b", str(v.supply[r])),
            cls=f"supply-item res-{RESOURCES[r]}", data_res=RESOURCES[r], data_count=v.supply[r],
            title=f"{RES_NAMES[r]}: {v.supply[r]} in the Supply")
        for r in range(N_RES)
    )
    deck = tag("li", icon("ico-venture") + tag("span", "Ventures", cls="res-name") + tag("b", str(v.deck_count)),
               cls="supply-item supply-deck", title=f"{v.deck_count} venture cards left")
    return tag("ul", items + deck, cls="supply-list", aria_label="The Supply")


def _hinted(f: Frame, key: str) -> dict[str, Any]:
    """What marks the control a hint points at (``key``: see :func:`hints.mark`)."""
    return {"data_hinted": "1"} if f.hint_mark == key else {}


def _cls(f: Frame, key: str, cls: str) -> str:
    return cls + (" is-hinted" if f.hint_mark == key else "")


def tools_html(f: Frame) -> str:
    """Hint (what ai-normal would do now, and why) and, while founding a hearth, Show dots
    (each open corner's ember dots).  Drawn twice: in the tray's row of the moment (shown
    on a phone, where the status has no room) and in the status head (shown on a tablet,
    where the tray has none); CSS shows one."""
    tools = []
    if f.can_hint:
        on = bool(f.hint)
        tools.append(button(icon("ico-hint") + tag("span", "Hide hint" if on else "Hint", cls="tool-word"), "hint",
                            cls="btn btn-tool" + (" is-on" if on else ""), aria_pressed="true" if on else "false",
                            aria_keyshortcuts="H", title="What would a good player do now? (H)"))
    if f.can_dots:
        tools.append(button(icon("ico-dots") + tag("span", "Hide dots" if f.dots else "Show dots", cls="tool-word"), "dots",
                            cls=_cls(f, "dots", "btn btn-tool" + (" is-on" if f.dots else "")),
                            aria_pressed="true" if f.dots else "false", title="Each open corner's ember dots",
                            **_hinted(f, "dots")))
    return "".join(tools) + coach_toggle_html(f)


# ---------------------------------------------------------------- the coach's words


COACH_BUBBLE = ('<svg class="ico" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 5h16v10H10l-5 4v-4H4z" '
                'fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>')
"""The coach's icon (its Hide / show control)."""


def coach_line_html(f: Frame) -> str:
    """What the coach says now, in the status box ("" : hidden, or nothing to say), and, for
    a lesson, "More": its rule."""
    if not f.coach or not f.coach_words or f.coach == "end":
        return ""
    return (f'<p class="coach-line" id="coach" data-coach-line="{esc(f.coach)}" data-coach-target="'
            f'{esc(f.coach_target)}"><b class="coach-who">Coach:</b> {glossary.linked(f.coach_words)} '
            f'{coach.more_html(f.coach)}</p>')


def coach_sheet_line_html(f: Frame) -> str:
    """What the coach says while a sheet is open, in the sheet's dialog (drawn above it, in its
    shade: the status box lies under the sheet)."""
    if not f.sheet or not f.coach or not f.coach_words or f.viewer is None:
        return ""
    return (f'<p class="coach-line coach-over-sheet" data-coach-line="{esc(f.coach)}" data-coach-target="'
            f'{esc(f.coach_target)}"><b class="coach-who">Coach:</b> {esc(f.coach_words)}</p>')


def coach_toggle_html(f: Frame) -> str:
    """The coach's Hide / show control (a tool beside Hint)."""
    if not f.coach or f.view.is_over:
        return ""
    word = "Coach" if f.coach_hidden else "Hide coach"
    pressed = "false" if f.coach_hidden else "true"
    return (f'<button type="button" class="btn btn-tool btn-coach{"" if f.coach_hidden else " is-on"}" '
            f'data-action="coach" aria-pressed="{pressed}" title="{"Show" if f.coach_hidden else "Hide"} the coach">'
            f'{COACH_BUBBLE}<span class="tool-word">{word}</span></button>')


def coach_end_html(f: Frame) -> str:
    """The coach's last words, in the results."""
    if f.coach != "end" or not f.coach_words:
        return ""
    return f'<p class="coach-line coach-end"><b class="coach-who">Coach:</b> {esc(f.coach_words)}</p>'


def status_html(f: Frame) -> str:
    v = f.view
    turn = tag("span", rounds.when(v.turns, v.n), cls="turn-no")  # rounds, never the engine's turns
    message = tag("p", glossary.linked(f.message), cls="message", role="status") if f.message else ""
    # The notes for this seat alone (a card stolen, a card drawn) as one paragraph: below
    # landscape the status has room for one line of news (see style.css).
    # (a card stolen from the viewer while it waited is in the recap too)
    notes = tag("p", glossary.linked(" ".join(f.notes[-2:])), cls="note", data_note="1") if f.notes and not f.recap else ""
    latest = tag("p", glossary.linked(f.latest), cls="latest", data_latest="1", aria_live="polite") if f.latest else ""
    shown = tag("p", tag("b", "Hint: ") + glossary.linked(f.hint), cls="hint-line", data_hint="1",
                data_hint_action=f.hint_action, role="status") if f.hint else ""
    return (
        tag("div", turn + (who(f, v.turn_seat) if not v.is_over else "")
            + (tag("span", tools_html(f), cls="status-tools") if f.can_hint or f.can_dots or f.coach else "")
            + recap_fold_html(f)
            + why_link(f),
            cls="status-head")
        + tag("p", glossary.linked(prompt(f)), cls="prompt", id="prompt")
        + shown
        + coach_line_html(f)
        + message
        + recap_html(f)
        + latest
        + notes
        + legend_html(f)
        + dice_html(f)
        + exchange_html(f)
    )


SEAT_STATS = (("ico-cards", "cards in hand"), ("ico-venture", "venture cards"), ("ico-warden", "Wardens shown"))
"""The seat cards' counts: each icon and the words it stands for (the legend says them)."""


def legend_html(f: Frame) -> str:
    """What the seat cards' icons stand for, said during placement (before the first roll)."""
    if f.view.phase not in (Phase.SETUP_HEARTH, Phase.SETUP_CAUSEWAY) or f.privacy is not None:
        return ""
    parts = [tag("span", icon(symbol) + esc(words), cls="legend-item") for symbol, words in SEAT_STATS]
    return tag("p", tag("span", "On each seat:", cls="legend-head") + "".join(parts), cls="seat-legend",
               data_legend="1")


def recap_html(f: Frame) -> str:
    """What happened since the viewer last acted, a line each (``[data-recap-item]``), while the
    viewer decides.  It folds to its first line (the island keeps its room, and the status its
    height); the status head's "All N" (:func:`recap_fold_html`) unfolds the whole list over the
    island."""
    if not f.recap:
        return ""
    items = "".join(tag("li", glossary.linked(line), data_recap_item=i) for i, line in enumerate(f.recap))
    return tag("section",
               tag("p", "While you waited", cls="recap-head") + recap_fold_html(f)
               + tag("ul", items, cls="recap-list", id="recap-list"),
               cls="recap" + (" is-open" if f.recap_open else ""), data_recap=len(f.recap), aria_label="While you waited")


def recap_fold_html(f: Frame) -> str:
    """The recap's "All N" (or "Hide").  Drawn twice, as the tools are: beside the recap's first
    line (a phone, where the status head has no room) and in the status head beside "Why?" (wider,
    where that row is a button tall already, so that the folded recap stays one line of text);
    CSS shows one."""
    n = len(f.recap)
    if n < 2:
        return ""
    return button(tag("span", "Hide" if f.recap_open else f"All {n}", cls="recap-count"), "recap",
                  cls="btn btn-recap", aria_expanded="true" if f.recap_open else "false", aria_controls="recap-list",
                  aria_label="Fold the news" if f.recap_open else f"All {n} things that happened while you waited")


def why_link(f: Frame) -> str:
    """"Why?" beside the prompt: it opens the rules at the prompt's section (``data-action="rules"``)."""
    section = prompt_section(f)
    if not section:
        return ""
    return button("Why?", "rules", cls="btn btn-why", data_section=section, aria_describedby="prompt",
                  title="The rule behind this")


def exchange_html(f: Frame) -> str:
    """The open offer and every answer so far: public, shown to everybody."""
    v = f.view
    offer = v.open_offer
    if offer is None or v.phase not in (Phase.OFFER, Phase.CONFIRM):
        return ""
    rows = []
    dealt = v.dealt_with
    for seat in range(v.n):
        if seat == v.turn_seat or (offer.answers[seat] == PASSED and dealt[seat]):
            continue
        answer = offer.answers[seat]
        detail = ""
        counter = offer.counters[seat]
        if answer == COUNTERED and counter is not None:
            give, get = counter  # what the offerer would give and get: the counter gives ``get``, wants ``give``
            detail = tag("span", "gives " + cards_html(get) + " · wants " + cards_html(give), cls="counter-terms")
        rows.append(tag("li", who(f, seat) + tag("span", answer_words(f, seat, answer), cls=f"answer answer-{answer}")
                        + detail, data_answer_seat=seat, data_answer=answer))
    return tag(
        "section",
        tag("h3", f"{esc(f.name(v.turn_seat))} offers") +
        tag("p", "gives " + cards_html(offer.give) + " · wants " + cards_html(offer.want), cls="offer-terms")
        + tag("ul", "".join(rows), cls="answers"),
        cls="exchange", aria_label="The Exchange Board",
    )


# ---------------------------------------------------------------- the hand (private)


def hand_html(f: Frame) -> str:
    viewer = f.viewer
    if viewer is None:
        if f.privacy is not None:
            return ""
        if all(f.is_ai(i) for i in range(len(f.seats))):
            return tag("p", "Every seat is an AI: sit back and watch.", cls="hand-empty")
        return ""
    v = f.view
    hand = f.hand
    cards = "".join(
        tag("li", res_icon(r) + tag("b", str(hand[r]), cls="n") + tag("span", RES_NAMES[r], cls="res-name"),
            cls=f"card res-{RESOURCES[r]}" + (" is-zero" if not hand[r] else ""), data_res=RESOURCES[r],
            data_count=hand[r], title=f"{hand[r]} {RES_NAMES[r]}")
        for r in range(N_RES)
    )
    legal = f.legal
    kinds = {a.kind for a in legal}
    warden_ok = any(a.kind == A.WARDEN for a in legal)
    ventures = []
    held = v.ventures or v.ventures_of(viewer) or (0,) * N_VENTURES  # (over: every hand is shown)
    bought = v.bought_this_turn
    reasons = Reasons(f, "hand")
    for k in (WARDEN, SURVEYOR, BOUNTIFUL, EMBARGO, LANDMARK):
        n = held[k]
        if not n:
            continue
        name = VENTURE_NAMES[k]
        label = icon(f"ico-v{k}") + tag("span", esc(name), cls="v-name") + (tag("b", f"×{n}") if n > 1 else "")
        if bought[k]:
            label += tag("span", "new", cls="v-new", title="Bought this turn: play it next turn")
        # What pressing the card does (a card that cannot be played now says why instead).
        action, extra, kind = {
            WARDEN: ("mode", {"data_kind": "warden", "aria_pressed": "true" if f.mode == "warden" else "false"}, "warden"),
            SURVEYOR: ("surveyor", {}, "surveyor"),
            BOUNTIFUL: ("sheet", {"data_sheet": "bountiful"}, "bountiful"),
            EMBARGO: ("sheet", {"data_sheet": "embargo"}, "embargo"),
            LANDMARK: ("reveal", {}, "reveal"),
        }[k]
        playable = (warden_ok if k == WARDEN else {SURVEYOR: A.SURVEYOR, BOUNTIFUL: A.BOUNTIFUL, EMBARGO: A.EMBARGO,
                                                     LANDMARK: A.REVEAL}[k] in kinds)
        if k == LANDMARK and playable:  # (pressed, it turns one Landmark face up)
            label = icon(f"ico-v{k}") + tag("span", "Reveal Landmark", cls="v-name") + (tag("b", f"×{n}") if n > 1 else "")
        title = {
            WARDEN: "Move the Ashcloud (and rob) or calm it; counts toward the Steadfast Watch",
            LANDMARK: "1 renown; hidden ones count when you check for a win",
            SURVEYOR: "Two causeways free this turn, then 1 Basalt each",
            BOUNTIFUL: "Name a number: only you collect it",
            EMBARGO: "Name a resource nobody else may trade until your next turn",
        }[k]
        # Each card shows its rule (the rules at its section) with a "?" of its own beside it; the
        # card itself plays when it can be played now, and else says why it cannot (refused).
        rule: dict[str, Any] = {"data_section": VENTURES[k]}
        key = {"mode": "mode:warden", "sheet": f"sheet:{extra.get('data_sheet', '')}"}.get(action, action)
        why = "" if playable else f.why(kind) or "not now"
        ventures.append(tag("li", reasons.button(label, action, key=VENTURES[k], name=name, why=why,
                                                 cls=_cls(f, key, "venture" + (" is-playable" if playable else "")),
                                                 title=title, data_venture=VENTURE_NAMES[k].lower(), **extra,
                                                 **(_hinted(f, key) if playable else {}))
                            + button(tag("span", "?", aria_hidden="true"), "rules", cls="venture-info",
                                     title=f"The {name}'s rule", aria_label=f"{name}: its rule", **rule),
                            cls="venture-item"))
    return (
        tag("h2", who(f, viewer) + tag("span", "’s hand", cls="hand-of"), cls="hand-title")
        + tag("ul", cards, cls="hand-cards", data_hand_seat=viewer, aria_label="Your cards")
        + (tag("ul", "".join(ventures), cls="ventures", aria_label="Your venture cards") if ventures else "")
        + reasons.html()
    )


# ---------------------------------------------------------------- the tray (what you can do now)


def tray_html(f: Frame) -> str:
    v = f.view
    if f.privacy is not None or v.is_over:
        return ""
    viewer = f.viewer
    if viewer is None:
        return ""
    legal = f.legal
    kinds = {a.kind for a in legal}
    ph = v.phase
    if f.my_turn:
        if ph == Phase.DISCARD:
            return discard_html(f)
        if ph == Phase.ROB:
            return tag("div", "".join(
                button(who(f, a.a) + tag("span", f"{v.hand_counts[a.a]} cards", cls="sub"), "rob",
                       cls=_cls(f, f"rob:{a.a}", "btn btn-big"), data_seat=a.a, **_hinted(f, f"rob:{a.a}"))
                for a in legal if a.kind == A.ROB) + tools_html(f), cls="tray-row", role="group", aria_label="Rob a seat")
        if ph == Phase.OFFER:
            return answer_html(f)
        if ph == Phase.CONFIRM:
            return confirm_html(f)
        if f.mode == "warden":
            return tag("div", button("Calm the Ashcloud", "calm", cls=_cls(f, "calm", "btn btn-big"),
                                     **_hinted(f, "calm"))
                       + button("Cancel", "cancel", cls="btn") + tools_html(f), cls="tray-row")
    reasons = Reasons(f, "tray")
    if ph in (Phase.SETUP_HEARTH, Phase.SETUP_CAUSEWAY, Phase.MOVE_ASHCLOUD):
        if ph == Phase.MOVE_ASHCLOUD:
            return tag("div", tools_html(f), cls="tray-main") if f.my_turn else ""
        if f.my_turn or f.takeback:
            return tag("div", tools_html(f) + undo_html(f, reasons), cls="tray-main") + reasons.html()
        return ""
    # The turn's tray: roll, the three builds, buy, trade, the Exchange Board, end.  What cannot
    # be done now says why (the engine's words), on a press or on focus.
    mine = f.my_turn
    roll_label = "Flip the Tide" if v.tide else "Roll"
    if ph == Phase.PRE_ROLL or not mine or ph != Phase.MAIN:
        first = reasons.button(icon("ico-dice") + tag("span", roll_label), "roll", key="roll", name=roll_label,
                               why=_why(f, "roll", A.ROLL in kinds), cls=_cls(f, "roll", "btn btn-primary btn-big"),
                               **_hinted(f, "roll"))
    else:
        first = reasons.button(tag("span", "End turn"), "end", key="end", name="End turn",
                               why=_why(f, "end", A.END in kinds), cls=_cls(f, "end", "btn btn-primary btn-big"),
                               **_hinted(f, "end"))
    builds = []
    for kind in ("causeway", "hearth", "beacon"):
        ok = kind in kinds
        cost = COSTS[kind]
        if kind == "causeway" and v.turn_seat == viewer and v.free_causeways:
            cost_html = tag("span", f"{v.free_causeways} free", cls="cost")
        elif kind == "causeway" and v.turn_seat == viewer and v.surveyor:
            cost_html = cards_html(COST_SURVEYED_CAUSEWAY)
        else:
            cost_html = cards_html(cost)
        builds.append(reasons.button(
            icon(f"ico-{kind}") + tag("span", PIECE_NAMES[kind], cls="b-name") + cost_html,
            "mode", key=kind, name=PIECE_NAMES[kind], why=_why(f, kind, ok),
            cls=_cls(f, f"mode:{kind}", "btn build" + (" is-on" if f.mode == kind else "")),
            data_kind=kind, aria_pressed="true" if f.mode == kind else "false", **_hinted(f, f"mode:{kind}"),
        ))
    sheets = f.sheets
    extra = [
        reasons.button(icon("ico-venture") + tag("span", "Buy venture", cls="b-name") + cards_html(COSTS["venture"]),
                       "buy", key="buy", name="Buy venture", why=_why(f, "buy", A.BUY in kinds),
                       cls=_cls(f, "buy", "btn build"), **_hinted(f, "buy")),
        reasons.button(icon("ico-trade") + tag("span", TRADE_SUPPLY, cls="b-name") + tag("span", "jetties too", cls="cost"),
                       "sheet", key="trade", name=TRADE_SUPPLY, why=_why(f, "trade", "trade" in sheets),
                       cls=_cls(f, "sheet:trade", "btn build"), data_sheet="trade", **_hinted(f, "sheet:trade")),
        reasons.button(icon("ico-exchange") + tag("span", TRADE_PLAYERS, cls="b-name")
                       + tag("span", f"{MAX_OFFERS - v.offers_posted if v.turn_seat == viewer else MAX_OFFERS} offers left",
                             cls="cost"),
                       "sheet", key="offer", name=TRADE_PLAYERS, why=_why(f, "offer", "offer" in sheets),
                       cls=_cls(f, "sheet:offer", "btn build"), data_sheet="offer", **_hinted(f, "sheet:offer")),
    ]
    return tag("div", "".join(builds) + "".join(extra), cls="tray-builds", role="group", aria_label="Build tray") + \
        tag("div", tools_html(f) + (undo_html(f, reasons) if mine or f.takeback else "") + first, cls="tray-main") + \
        reasons.html()


def _why(f: Frame, kind: str, ok: bool) -> str:
    """Why the tray's control of ``kind`` cannot be used ("" when it can): the engine's words."""
    return "" if ok else f.why(kind) or "not now"


def undo_html(f: Frame, reasons: Reasons) -> str:
    """The Undo control: it names what it takes back; refused when there is nothing."""
    if f.takeback:
        what = f.takeback.removeprefix("Take back ")
        # It shows what it takes back, briefly ("Undo the causeway": the piece just built glows on the
        # island); its name begins with those words and says where (WCAG 2.5.3), as does the title.
        return button(icon("ico-undo") + tag("span", "Undo", cls="b-name") + " "
                      + tag("span", esc(f.takeback_brief), cls="cost"),
                      "undo", cls="btn undo", aria_label=f"Undo {what}", title=f"{f.takeback} (Ctrl+Z)",
                      aria_keyshortcuts="Control+Z")
    return reasons.button(icon("ico-undo") + tag("span", "Undo", cls="b-name")
                          + tag("span", "nothing to take back", cls="cost"), "undo", key="undo", name="Undo",
                          why=f.undo_why or "there is nothing you can take back now", cls="btn undo")


def _stepper(f: Frame, draft: str, r: int, value: int, limit: int) -> str:
    name = RES_NAMES[r]
    me = f.viewer
    have = ""
    if draft in ("give", "discard") and me is not None:
        have = tag("span", f"of {f.hand[r]}", cls="sub")
    return tag(
        "li",
        res_icon(r) + tag("span", name + have, cls="res-name")
        + button("−", "step", cls=_cls(f, f"unstep:{draft}:{RESOURCES[r]}", "btn step"), disabled=value <= 0,
                 data_draft=draft, data_res=RESOURCES[r], data_delta="-1", aria_label=f"One {name} less",
                 **_hinted(f, f"unstep:{draft}:{RESOURCES[r]}"))
        + tag("output", str(value), cls="step-n", data_step=f"{draft}-{RESOURCES[r]}")
        + button("+", "step", cls=_cls(f, f"step:{draft}:{RESOURCES[r]}", "btn step"), disabled=value >= limit,
                 data_draft=draft, data_res=RESOURCES[r], data_delta="1", aria_label=f"One {name} more",
                 **_hinted(f, f"step:{draft}:{RESOURCES[r]}")),
        cls=f"stepper res-{RESOURCES[r]}",
    )


def discard_html(f: Frame) -> str:
    owed = f.discard_owed()
    hand = f.hand
    chosen = sum(f.discard)
    rows = "".join(
        _stepper(f, "discard", r, f.discard[r], hand[r] if chosen < owed else f.discard[r])
        for r in range(N_RES) if hand[r]
    )
    reasons = Reasons(f, "discard")
    send = f"Return {owed}"
    return tag(
        "section",
        tag("div", tag("h3", f"Return {owed} card{'s' if owed != 1 else ''} ({chosen} chosen)") + tools_html(f),
            cls="panel-head")
        + tag("ul", rows, cls="steppers")
        + reasons.button(send, "discard-send", key="send", name=send, why=f.why_discard(),
                         cls=_cls(f, "discard-send", "btn btn-primary btn-big"), **_hinted(f, "discard-send"))
        + reasons.html()
        + (tag("p", "When the time runs out, cards go back from your largest stacks.", cls="hint")
           if not f.coach else ""),  # (a coached game runs no clock)
        cls="panel discard", aria_label="Discard",
    )


def answer_html(f: Frame) -> str:
    v = f.view
    offer = v.open_offer
    me = f.viewer
    if offer is None or me is None:
        return ""
    reasons = Reasons(f, "answer")
    can_accept = A.with_arg(A.ACCEPT, me) in f.legal
    return tag(
        "section",
        tag("h3", f"{esc(f.name(v.turn_seat))} offers you")
        + tag("p", "you get " + cards_html(offer.give) + " · you give " + cards_html(offer.want), cls="offer-terms")
        # What the answering seat holds, beside the terms: on a phone this drawer covers the hand.
        + tag("p", "you hold " + cards_html(f.hand), cls="offer-terms offer-hold", data_hold=me)
        + tag("div",
              reasons.button("Accept", "accept", key="accept", name="Accept",
                             why="" if can_accept else f.why("accept") or "not now",
                             cls=_cls(f, "accept", "btn btn-primary btn-big"), **_hinted(f, "accept"))
              + button("Counter…", "sheet", cls="btn btn-big", data_sheet="counter")
              + button("Pass", "pass", cls=_cls(f, "pass", "btn btn-big"), **_hinted(f, "pass")) + tools_html(f),
              cls="tray-row")
        + reasons.html(),
        cls="panel answer", aria_label="Answer the offer",
    )


def confirm_html(f: Frame) -> str:
    v = f.view
    offer = v.open_offer
    if offer is None:
        return ""
    legal = f.legal
    reasons = Reasons(f, "confirm")
    rows = []
    for seat in range(v.n):
        answer = offer.answers[seat]
        if answer not in (ACCEPTED, COUNTERED):
            continue
        give, get = offer.terms(seat)
        ok = A.with_arg(A.CONFIRM, seat) in legal
        terms = "you give " + cards_html(give) + " · you get " + cards_html(get)
        why = "" if ok else f.why("confirm", answer=seat) or "not now"
        rows.append(tag("li", who(f, seat) + tag("span", answer_words(f, seat, answer), cls=f"answer answer-{answer}")
                        + tag("span", terms, cls="offer-terms")
                        + reasons.button("Confirm", "confirm", key=str(seat), name=f"Confirm {f.name(seat)}", why=why,
                                         cls=_cls(f, f"confirm:{seat}", "btn btn-primary"), data_seat=seat,
                                         **_hinted(f, f"confirm:{seat}"))))
    return tag(
        "section",
        tag("div", tag("h3", "Confirm one deal") + tools_html(f), cls="panel-head") + tag("ul", "".join(rows), cls="answers")
        + reasons.html()
        + button("Decline all", "decline", cls=_cls(f, "decline", "btn"), **_hinted(f, "decline")),
        cls="panel confirm", aria_label="Confirm a deal",
    )


# ---------------------------------------------------------------- sheets (dialogs)


def sheet_html(f: Frame) -> str:
    name = f.sheet
    if not name or f.viewer is None:
        return ""
    reasons = Reasons(f, "sheet")
    body = {"trade": _trade_sheet, "offer": _offer_sheet, "counter": _counter_sheet,
            "bountiful": _bountiful_sheet, "embargo": _embargo_sheet}[name](f, reasons)
    title = {"trade": TRADE_SUPPLY, "offer": f"{TRADE_PLAYERS}: draft an offer",
             "counter": "Counter the offer", "bountiful": "Bountiful Tide: name a number",
             "embargo": "Embargo: name a resource"}[name]
    return tag(
        "div",
        tag("h2", esc(title), id="sheet-title")
        + coach_sheet_line_html(f)
        + body
        + reasons.html()
        + tag("div", button("Close", "sheet", cls=_cls(f, "close", "btn"), data_sheet="", **_hinted(f, "close")),
              cls="sheet-foot"),
        cls=f"sheet sheet-{name}", role="dialog", aria_labelledby="sheet-title", data_sheet_open=name,
    )


def _trade_sheet(f: Frame, reasons: Reasons) -> str:
    v = f.view
    hand = f.hand
    legal = f.legal
    trades = {(a.a, a.b) for a in legal if a.kind == A.TRADE}
    barges = {(a.a, a.b) for a in legal if a.kind == A.BARGE}
    rates = v.rates or (0,) * N_RES
    g, r = f.trade_give, f.trade_take

    def give_btn(k: int) -> str:
        # What cannot be given says why: too few cards, an Embargo, nothing to take for it.
        why = f.why("trade", give=k)
        key = f"trade-give:{RESOURCES[k]}"
        return reasons.button(
            res_icon(k) + tag("span", RES_NAMES[k], cls="res-name") + tag("span", f"{rates[k]}:1", cls="rate")
            + tag("span", f"have {hand[k]}", cls="sub"), "trade-give", key=f"give-{RESOURCES[k]}",
            name=f"Give {RES_NAMES[k]}", why=why, cls=_cls(f, key, "btn pick" + (" is-on" if g == k else "")),
            data_res=RESOURCES[k], aria_pressed="true" if g == k else "false", **_hinted(f, key))

    def take_btn(k: int) -> str:
        why = f.why("trade", give=g, take=k) if g >= 0 else f.why("trade", take=k)
        key = f"trade-take:{RESOURCES[k]}"
        return reasons.button(
            res_icon(k) + tag("span", RES_NAMES[k], cls="res-name") + tag("span", f"{v.supply[k]} left", cls="sub"),
            "trade-take", key=f"take-{RESOURCES[k]}", name=f"Take {RES_NAMES[k]}", why=why,
            cls=_cls(f, key, "btn pick" + (" is-on" if r == k else "")), data_res=RESOURCES[k],
            aria_pressed="true" if r == k else "false", **_hinted(f, key))

    out = tag("h3", "Give") + tag("div", "".join(give_btn(k) for k in range(N_RES)), cls="picks")
    out += tag("h3", "Take 1") + tag("div", "".join(take_btn(k) for k in range(N_RES)), cls="picks")
    chosen = g >= 0 and r >= 0
    unchosen = "choose what you give and what you take"
    label = f"Trade {rates[g]} {RES_NAMES[g]} for 1 {RES_NAMES[r]}" if chosen else "Trade"
    why = ("" if (g, r) in trades else f.refusal(A.with_arg(A.TRADE, g, r))) if chosen else unchosen
    buttons = reasons.button(esc(label), "trade", key="trade", name="Trade", why=why,
                             cls=_cls(f, "trade:supply", "btn btn-primary btn-big"), data_via="supply",
                             **_hinted(f, "trade:supply"))
    if v.n == 2:
        blabel = f"Barge 2 {RES_NAMES[g]} for 1 {RES_NAMES[r]}" if chosen else "Barge (2 for 1)"
        why = ("" if (g, r) in barges else f.refusal(A.with_arg(A.BARGE, g, r))) if chosen else unchosen
        buttons += reasons.button(esc(blabel), "trade", key="barge", name="Barge", why=why,
                                  cls=_cls(f, "trade:barge", "btn btn-big"), data_via="barge", **_hinted(f, "trade:barge"))
        note = "The Barge trades 2 for 1, once a turn." if not v.barge_used else "The Barge has sailed this turn."
        buttons += tag("p", note, cls="hint")
    rates_note = tag("p", "Rates: 4:1, or 3:1 with an open jetty, 2:1 with that resource's own jetty.", cls="hint")
    return out + tag("div", buttons, cls="sheet-actions") + rates_note


def _deal_steppers(f: Frame, give_title: str, want_title: str) -> str:
    hand = f.hand
    give = "".join(_stepper(f, "give", r, f.give[r], hand[r]) for r in range(N_RES))
    want = "".join(_stepper(f, "want", r, f.want[r], MAX_WANT) for r in range(N_RES))
    return (tag("div", tag("h3", give_title) + tag("ul", give, cls="steppers"), cls="deal-col")
            + tag("div", tag("h3", want_title) + tag("ul", want, cls="steppers"), cls="deal-col"))


def _deal_sheet(f: Frame, reasons: Reasons, action: A.Action, send: str, name: str, hint: str) -> str:
    """The offer's or the counter's sheet: the steppers, why the draft cannot go yet (the
    engine's refusal of it, in sight all the time: the send control's reason) and the send
    control."""
    why = f.refusal(action)
    wid = reasons.id_of(action.kind)
    return (
        tag("div", _deal_steppers(f, "You give", "You want (up to 4 each)"), cls="deal")
        + tag("p", esc(why or hint), cls="hint" + (" is-refused" if why else ""), id=wid if why else None)
        + tag("div", reasons.button(esc(send), name, key=action.kind, name="", why=why,
                                    cls=_cls(f, name, "btn btn-primary btn-big"), said_in=wid, **_hinted(f, name)),
              cls="sheet-actions")
    )


def _offer_sheet(f: Frame, reasons: Reasons) -> str:
    left = MAX_OFFERS - f.view.offers_posted
    action = A.offer(five(f.give), five(f.want))
    return _deal_sheet(f, reasons, action, f"Post offer ({left} left this turn)", "post-offer",
                       f"Every other seat answers{clockwords.within(f.clocks, clocks.OFFER)}.")


def _counter_sheet(f: Frame, reasons: Reasons) -> str:
    me = f.viewer
    action = A.counter(me if me is not None else -1, five(f.give), five(f.want))
    return _deal_sheet(f, reasons, action, "Send counter", "send-counter", "The offerer may confirm your counter.")


def _bountiful_sheet(f: Frame, reasons: Reasons) -> str:
    legal = {a.a for a in f.legal if a.kind == A.BOUNTIFUL}
    from engine.cards import DOTS

    return tag("div", "".join(
        reasons.button(tag("b", str(n)) + tag("span", "•" * DOTS[n], cls="dots"), "bountiful", key=str(n), name=str(n),
                       why="" if n in legal else f.refusal(A.with_arg(A.BOUNTIFUL, n)),
                       cls=_cls(f, f"bountiful:{n}", "btn pick pick-number" + (" is-hot" if n in (6, 8) else "")),
                       data_number=n, **_hinted(f, f"bountiful:{n}"))
        for n in NUMBERS), cls="picks") + \
        tag("p", "Every tile with that number (but the Ashcloud's) pays you alone, at once.", cls="hint")


def _embargo_sheet(f: Frame, reasons: Reasons) -> str:
    legal = {a.a for a in f.legal if a.kind == A.EMBARGO}
    return tag("div", "".join(
        reasons.button(res_icon(r) + tag("span", RES_NAMES[r], cls="res-name"), "embargo", key=RESOURCES[r],
                       name=RES_NAMES[r], why="" if r in legal else f.refusal(A.with_arg(A.EMBARGO, r)),
                       cls=_cls(f, f"embargo:{RESOURCES[r]}", "btn pick"), data_res=RESOURCES[r],
                       **_hinted(f, f"embargo:{RESOURCES[r]}"))
        for r in range(N_RES)), cls="picks") + \
        tag("p", "Until your next turn nobody else may trade it: Supply, jetties, Barge or Exchange Board.", cls="hint")


# ---------------------------------------------------------------- privacy screen


def privacy_html(f: Frame) -> str:
    seat = f.privacy
    if seat is None:
        return ""
    name = f.name(seat)
    colour = seat_colour(f, seat)
    v = f.view
    owed = v.discard_owed[seat] if v.phase == Phase.DISCARD else 0
    def clock(kind: str, what: str = "") -> str:
        """When the person's clock starts ("" : the table's clocks are off)."""
        yours = clockwords.your(f.clocks, kind)
        return f" {yours}{what} start when you tap in." if yours else " No clock runs: take your time."

    why = {
        Phase.DISCARD: f"A 7 was rolled: {owed} card{'s' if owed != 1 else ''} of yours must go back to the Supply."
                       + clock(clocks.DISCARD),
        Phase.OFFER: f"An offer from {f.name(v.turn_seat)} waits for your answer." + clock(clocks.OFFER),
        Phase.CONFIRM: "Answers to your offer are in." + clock(clocks.CONFIRM, " to confirm one"),
    }.get(v.phase, "It is your turn." if v.turn_seat == seat else "")
    return tag(
        "div",
        tag("div",
            mark(colour).replace('class="mark', 'class="privacy-mark mark', 1)
            + tag("p", "Pass to", cls="privacy-pass")
            + tag("h2", esc(name), cls="privacy-name", id="privacy-name")
            + (tag("p", esc(why), cls="privacy-why") if why else "")
            + tag("p", "Everybody else, look away: the next screen shows this seat's hand.", cls="privacy-hint")
            + button(f"I'm {esc(name)}", "tap-in", cls="btn btn-primary btn-huge", data_seat=seat),
            cls="privacy-card"),
        cls=f"privacy lantern-{colour.lower()}", role="dialog", aria_modal="true", aria_labelledby="privacy-name",
        data_privacy_seat=seat,
    )


# ---------------------------------------------------------------- the end


def end_html(f: Frame, charts: Any = None) -> str:
    """The winner, final renown (every Landmark revealed), pictures and a summary."""
    v = f.view
    if not v.is_over:
        return ""
    w = v.winner
    names = [f.name(i) for i in range(v.n)]
    colours = [seat_colour(f, i) for i in range(v.n)]
    rows = []
    order = sorted(range(v.n), key=lambda i: (-total_renown(v, i), i))
    for i in order:
        corners = v.pieces_of(i)[0]
        hearths = sum(1 for c in corners if v.corner_piece[c] == HEARTH_PIECE)
        beacons = sum(1 for c in corners if v.corner_piece[c] == BEACON_PIECE)
        titles = 2 * (v.causeway_holder == i) + 2 * (v.watch_holder == i)
        lm_shown, lm_hidden = v.landmarks_shown[i], (v.ventures_of(i) or (0,) * N_VENTURES)[LANDMARK]
        parts = [f"{hearths} hearth{'s' if hearths != 1 else ''}"]
        if beacons:
            parts.append(f"{beacons} beacon{'s' if beacons != 1 else ''} ×2")
        if titles:
            held = [n for n, h in (("Grand Causeway", v.causeway_holder), ("Steadfast Watch", v.watch_holder)) if h == i]
            parts.append(" and ".join(held) + f" +{titles}")
        if lm_shown or lm_hidden:
            parts.append(f"{lm_shown + lm_hidden} Landmark{'s' if lm_shown + lm_hidden != 1 else ''}"
                         + (f" ({lm_hidden} revealed now)" if lm_hidden else ""))
        rows.append(tag("tr",
                        tag("th", who(f, i), scope="row") + tag("td", str(total_renown(v, i)), cls="num")
                        + tag("td", esc(", ".join(parts))),
                        cls="is-winner" if i == w else None, data_final_seat=i, data_final=total_renown(v, i)))
    table = tag("table", tag("thead", tag("tr", tag("th", "Seat", scope="col") + tag("th", "Renown", scope="col")
                                         + tag("th", "Made of", scope="col")))
                + tag("tbody", "".join(rows)), cls="final")
    # The chart's last point is the table's final renown (the Landmarks revealed at the end).
    finals = [total_renown(v, i) for i in range(v.n)]
    history = rounds.per_round([list(row) for row in f.history[:-1]] + [finals], v.n)
    humans = [i for i in range(v.n) if not f.is_ai(i)]
    title = "You win!" if humans == [w] else f"{esc(names[w])} wins!"
    pictures = ""
    if charts is not None:
        pictures = tag("div",
                       tag("figure", charts.dice_histogram_svg(list(v.rolls), v.tide)
                           + tag("figcaption", "The " + ("Tide" if v.tide else "dice") + " against the odds"))
                       + tag("figure", charts.renown_chart_svg(history, names, colours)
                             + tag("figcaption", "Renown round by round"))
                       + tag("figure", charts.collected_table_html(f.collected, names, colours)),  # (its caption)
                       cls="pictures")
    else:
        pictures = tag("div", "", cls="pictures", data_charts="missing")
    return tag(
        "div",
        tag("div",
            mark(colours[w]).replace('class="mark', 'class="end-mark mark', 1)
            + tag("h2", title, id="end-title")
            + tag("p", esc(summary(f)), cls="summary")
            + coach_end_html(f)
            + tag("div",
                  button("Rematch", "rematch", cls="btn btn-primary btn-big", title="Same island and seats, new dice")
                  + button("New game", "new-game", cls="btn btn-big")
                  + button("See the island", "hide-end", cls="btn btn-big")
                  + button("Replay move by move", "replay", cls="btn btn-big")
                  + button("Export record", "export-record", cls="btn btn-big"), cls="end-actions")
            + table + pictures,
            cls="end-card"),
        cls="end", role="dialog", aria_labelledby="end-title", data_end_winner=w,
    )


def summary(f: Frame) -> str:
    """A few sentences about the game that was."""
    v = f.view
    w = v.winner
    rolls = list(v.rolls)
    parts = [f"{f.name(w)} reached {total_renown(v, w)} renown in round {rounds.round_of(v.turns, v.n)}."]
    if rolls:
        sevens = rolls.count(7)
        common = max(range(2, 13), key=lambda n: (rolls.count(n), -abs(7 - n)))
        parts.append(
            f"{len(rolls)} {'Tide cards' if v.tide else 'rolls'}: {common} came up most ({rolls.count(common)} times); "
            f"{sevens} seven{'s' if sevens != 1 else ''} stirred the Ashcloud."
        )
    totals = [sum(row) for row in f.collected]
    if any(totals):
        best = max(range(v.n), key=lambda i: totals[i])
        parts.append(f"{f.name(best)} collected the most from harvests ({totals[best]} cards).")
    longest = max(range(v.n), key=lambda i: v.trail_of(i))
    if v.trail_of(longest) >= 3:
        parts.append(f"Longest trail: {f.name(longest)}, {v.trail_of(longest)} causeways.")
    return " ".join(parts)


# ---------------------------------------------------------------- the whole screen


REGIONS = ("seats", "status", "supply", "hand", "tray", "sheet", "privacy", "end")
"""The regions of the game screen that :func:`regions` draws (the board is ``board_layers``)."""


def regions(f: Frame, charts: Any = None, end_shown: bool = True) -> dict[str, str]:
    """The HTML of every region of the game screen (``end_shown``: the results are on top)."""
    return {
        "seats": seats_html(f), "status": status_html(f), "supply": supply_html(f), "hand": hand_html(f),
        "tray": tray_html(f), "sheet": sheet_html(f), "privacy": privacy_html(f),
        "end": end_html(f, charts) if end_shown else "",
    }


def board_layers(f: Frame, title: str) -> tuple[str, list[tuple[str, str]], str]:
    """The island with the pieces, the Ashcloud and the sites a press acts on (the board's layers)."""
    return board_svg.render_island_layers(
        f.island, state=f.view, colours=f.colours(), names=f.names(), pressable=f.pressable,
        rolled=f.rolled(), recent=f.recent, fresh=f.fresh, title=title, tight=True,
    )


__all__ = [
    "REGIONS", "board_layers", "regions",
    "seats_html", "status_html", "supply_html", "hand_html", "tray_html", "sheet_html", "privacy_html", "end_html",
    "coach_end_html", "coach_line_html", "coach_sheet_line_html", "coach_toggle_html", "prompt", "summary",
    # (the HTML's pieces, from markup, for the modules that build on panels)
    "attrs", "button", "esc", "icon", "labelled", "mark", "rules_button_html", "tag",
]
