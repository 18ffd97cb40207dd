"""The seats' cards: every seat's public facts (renown, cards, venture cards, Wardens shown,
titles, what it is doing now), the region ``seats`` of the game screen.
"""

from __future__ import annotations

from engine.cards import LANDMARK
from engine.constants import TITLE_RENOWN
from engine.events import GRAND_CAUSEWAY, STEADFAST_WATCH
from engine.offer import PASSED
from engine.phase import Phase
from engine.seats import kind_label as kind_name

from model.frame import Frame
from view.controls import answer_words, res_icon, seat_colour, total_renown
from view.markup import button, esc, icon, mark, tag
from words.catalog import _, ngettext
from words.things import cards_counted, res_name, title_name


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
            badges.append(title_badge(GRAND_CAUSEWAY, _("Longest trail")))
        if v.watch_holder == i:
            badges.append(title_badge(STEADFAST_WATCH, _("Most Wardens")))
        if v.embargo[i] >= 0:
            r = v.embargo[i]  # (on a phone: "Embargo" and the resource's icon)
            embargo = _("Embargo")
            badges.append(tag("span", embargo + tag("span", f": {res_name(r)}", cls="badge-long")
                              + tag("span", res_icon(r), cls="badge-short"), cls="badge badge-embargo",
                              title=f"{embargo}: {res_name(r)}"))
        if v.phase == Phase.DISCARD and v.discard_owed[i]:
            badges.append(tag("span", _("Returns {n}").format(n=v.discard_owed[i]), cls="badge badge-alert"))
        if offer is not None and i != v.turn_seat and v.phase in (Phase.OFFER, Phase.CONFIRM):
            answer = offer.answers[i]
            if not (answer == PASSED and v.dealt_with[i]):
                badges.append(tag("span", answer_words(f, i, answer), cls=f"badge badge-answer answer-{answer}"))
        hidden = ""
        own = v.ventures_of(i) if viewer == i else None
        if own is not None and own[LANDMARK]:
            hidden = tag("span", f"+{own[LANDMARK]}" + tag("span", " " + _("hidden"), cls="hidden-word"), cls="renown-hidden",
                         title=_("Your hidden Landmarks"))
        stats = (
            tag("span", icon("ico-cards") + tag("b", str(v.hand_counts[i])), cls="stat", title=_("Cards in hand"))
            + tag("span", icon("ico-venture") + tag("b", str(v.venture_counts[i])), cls="stat",
                  title=_("Venture cards held"))
            + (tag("span", icon("ico-warden") + tag("b", str(v.wardens_played[i])), cls="stat",
                   title=_("Wardens shown")) if v.wardens_played[i] else "")
        )
        cards, ventures = v.hand_counts[i], v.venture_counts[i]
        label = _("{seat}, {kind}: {renown} renown, {cards}, {ventures}").format(
            seat=f.name(i), kind=_(kind_name(f.seats[i].kind)), renown=total_renown(v, i) if v.is_over else v.renown[i],
            cards=cards_counted(cards),
            ventures=ngettext("{n} venture card", "{n} venture cards", ventures).format(n=ventures))
        on_turn = tag("span", _("On turn"), cls="turn-flag") if "is-turn" in classes else ""
        items.append(
            tag(
                "li",
                tag("div", mark(colour) + tag("span", esc(f.name(i)), cls="seat-name"), cls="seat-head")
                + tag("div", kind_html(_("You") if viewer == i else _(kind_name(f.seats[i].kind))), cls="seat-kind")
                + (tag("div", tag("span", str(total_renown(v, i)), cls="renown-n")
                       + tag("span", _("renown"), cls="renown-word"), cls="renown",
                       title=_("Final renown, every Landmark revealed")) if v.is_over else
                   tag("div", tag("span", str(v.renown[i]), cls="renown-n") + tag("span", _("renown"), cls="renown-word")
                       + hidden, cls="renown", title=_("Public renown")))
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
    name = title_name(name)  # (the title's own words: its last on a phone, "Causeway", "Watch")
    first, _space, rest = name.rpartition(" ")
    words = tag("span", esc(first + " "), cls="title-first") + esc(rest) if first else esc(name)
    return button(words, "rules", cls="badge badge-title", data_section=section,
                  title=_("{what}: {n} renown. Press for its rule").format(what=what, n=TITLE_RENOWN),
                  aria_label=_("{card}: its rule").format(card=name))
