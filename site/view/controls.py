"""What the game screen's regions share: a control refused and why (:class:`Reasons`), the
hint's mark on a control (:func:`hint_attrs`, :func:`hint_cls`), the tools beside the prompt
(:func:`tools_html`), a draft's stepper, cards as icons, a seat's mark and name, the answers to
an offer in words.

Pure Python (no ``js``), like every module of the view: each function returns HTML, every piece
of text escaped.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine.cards import RESOURCES
from engine.constants import COST_BEACON, COST_CAUSEWAY, COST_HEARTH, COST_VENTURE
from engine.offer import ACCEPTED, COUNTERED, PASSED

from model.frame import Frame
from view.coach_words import coach_toggle_html
from view.markup import button, esc, icon, mark, tag
from view.pieces_svg import lantern
from words.catalog import N_, _
from words.things import res_name

if TYPE_CHECKING:
    from model.adapter import Sight

COSTS = {"causeway": COST_CAUSEWAY, "hearth": COST_HEARTH, "beacon": COST_BEACON, "venture": COST_VENTURE}
"""What each build and a venture card cost (the engine's constants)."""
PIECE_NAMES = {"causeway": N_("Causeway"), "hearth": N_("Hearth"), "beacon": N_("Beacon")}
"""The pieces' names (marked: worded where shown, ``_(PIECE_NAMES[kind])``)."""
ANSWER_WORDS = {0: N_("Thinking…"), ACCEPTED: N_("Accepts"), COUNTERED: N_("Counters"), PASSED: N_("Passes")}
TRADE_SUPPLY = N_("Trade with the Supply")
"""The tray's control of trades with the Supply (and jetties, the Barge): it says who you trade with."""
TRADE_PLAYERS = N_("Trade with players")
"""The tray's control of the Exchange Board, an offer to the other players."""


def answer_words(f: Frame, seat: int, answer: int) -> str:
    """A seat's answer to the open offer; one not given yet is an AI "Thinking…" or a
    person's (and, in a replay, anybody's) "Not answered yet"."""
    if answer == 0 and (f.replaying or not f.is_ai(seat)):
        return _("Not answered yet")
    return _(ANSWER_WORDS[answer])


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
            words.append(_("{n} {resource}").format(n=n, resource=res_name(r)))
    if not parts:
        return tag("span", _("nothing"), cls=cls)
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


def hint_attrs(f: Frame, key: str) -> dict[str, Any]:
    """What marks the control a hint points at (``key``: see :func:`hints.mark`)."""
    return {"data_hinted": "1"} if f.hint_mark == key else {}


def hint_cls(f: Frame, key: str, cls: str) -> str:
    return cls + (" is-hinted" if f.hint_mark == key else "")


def tools_html(f: Frame) -> str:
    """Hint (what ai-normal would do now, and why) and, while founding a hearth, Show dots
    (each open corner's ember dots).  Drawn twice: in the tray's row of the moment (shown
    on a phone, where the status has no room) and in the status head (shown on a tablet,
    where the tray has none); CSS shows one."""
    tools = []
    if f.can_hint:
        on = bool(f.hint)
        tools.append(button(icon("ico-hint") + tag("span", _("Hide hint") if on else _("Hint"), cls="tool-word"), "hint",
                            cls="btn btn-tool" + (" is-on" if on else ""), aria_pressed="true" if on else "false",
                            aria_keyshortcuts="H", title=_("What would a good player do now? (H)")))
    if f.can_dots:
        tools.append(button(icon("ico-dots") + tag("span", _("Hide dots") if f.dots else _("Show dots"), cls="tool-word"), "dots",
                            cls=hint_cls(f, "dots", "btn btn-tool" + (" is-on" if f.dots else "")),
                            aria_pressed="true" if f.dots else "false", title=_("Each open corner's ember dots"),
                            **hint_attrs(f, "dots")))
    return "".join(tools) + coach_toggle_html(f)


def stepper(f: Frame, draft: str, r: int, value: int, limit: int) -> str:
    name = res_name(r)
    me = f.viewer
    have = ""
    if draft in ("give", "discard", "pay") and me is not None:
        have = tag("span", _("of {n}").format(n=f.hand[r]), cls="sub")
    return tag(
        "li",
        res_icon(r) + tag("span", name + have, cls="res-name")
        + button("−", "step", cls=hint_cls(f, f"unstep:{draft}:{RESOURCES[r]}", "btn step"), disabled=value <= 0,
                 data_draft=draft, data_res=RESOURCES[r], data_delta="-1", aria_label=_("One {resource} less").format(resource=name),
                 **hint_attrs(f, f"unstep:{draft}:{RESOURCES[r]}"))
        + tag("output", str(value), cls="step-n", data_step=f"{draft}-{RESOURCES[r]}")
        + button("+", "step", cls=hint_cls(f, f"step:{draft}:{RESOURCES[r]}", "btn step"), disabled=value >= limit,
                 data_draft=draft, data_res=RESOURCES[r], data_delta="1", aria_label=_("One {resource} more").format(resource=name),
                 **hint_attrs(f, f"step:{draft}:{RESOURCES[r]}")),
        cls=f"stepper res-{RESOURCES[r]}",
    )
