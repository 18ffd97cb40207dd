"""Living Island's act and odds, always in sight (LIVING-ISLAND 9.1, 10, 11): the act, what
moves it on, the next world event's three chances, the rings' way round and "Next spin".

One bar in the status box, ``[data-living="act"]`` (empty in Cinderisle):

- the act, ``Act I: The Burning`` (``data-act``), and what begins the next one, ``Act II when
  someone has 5 renown`` (``[data-living="next-act"]``, from ``engine.rules.world.ACT_RENOWN``);
  in Act III, that a fully healed island ends the game;
- the next event's chances as whole percents, ``[data-chance="burn|heal|still"]``
  (``data-percent``), each with a mark of its own as well as a colour;
- the rings' way round (``[data-living="rings"]``, ``data-reversed``), said again after a
  Reversal;
- the "Next spin" toggle, ``[data-action="preview-spin"]`` (``aria-pressed``).
"""

from __future__ import annotations

from engine.rules.world import ACT_RENOWN

from model.frame import Frame
from view.markup import button, esc, tag
from words.catalog import _, pgettext
from words.world import ACT_WORDS, ROMAN, act_label, act_word, kind_word

__all__ = ["ACT_NAMES", "ROMAN", "chance_percents", "living_html", "next_act_words"]

ACT_NAMES = ACT_WORDS
"""Each act's name (LIVING-ISLAND 11), in English (``words.world.act_word`` says it)."""
CHANCES = (("burn", "▲"), ("heal", "✚"), ("still", "●"))
"""The event kinds' hooks and marks (a shape as well as a colour), in kind order."""


def next_act_words(act: int) -> str:
    """What begins the next act: ``Act II when someone has 5 renown``.

    >>> next_act_words(1), next_act_words(3)
    ('Act II when someone has 5 renown', 'Last act: a healed island ends the game')
    """
    for later, at in ACT_RENOWN:
        if later > act:
            return _("{act} when someone has {n} renown").format(act=act_label(later), n=at)
    return _("Last act: a healed island ends the game")


def chance_percents(chances: tuple[float, float, float]) -> tuple[int, int, int]:
    """The chances as whole percents that add up to 100 (the largest remainders rounded up).

    >>> chance_percents((0.75, 0.0, 0.25)), chance_percents((1 / 3, 1 / 3, 1 / 3))
    ((75, 0, 25), (34, 33, 33))
    """
    total = sum(chances) or 1.0
    exact = [100 * c / total for c in chances]
    whole = [int(e) for e in exact]
    short = 100 - sum(whole)
    for i in sorted(range(3), key=lambda i: whole[i] - exact[i])[:short]:
        whole[i] += 1
    return whole[0], whole[1], whole[2]


def living_html(f: Frame) -> str:
    """The act bar of a Living Island game ("" in Cinderisle)."""
    living = f.view.living
    if living is None:
        return ""
    act = living.act
    head = tag("span", tag("b", esc(act_label(act)))
               + tag("span", esc(pgettext("the act's name, after its number", ": {name}").format(name=act_word(act))),
                     cls="act-name"),
               cls="act-badge", data_living="act-name")
    nxt = tag("span", next_act_words(act), cls="act-next", data_living="next-act")
    chips = "".join(
        tag("span", tag("span", mark, cls="chance-mark", aria_hidden="true")
            + esc(_("{kind} {percent}%").format(kind=kind_word(k), percent=pct)),
            cls=f"chance chance-{key}", data_chance=key, data_percent=pct)
        for k, ((key, mark), pct) in enumerate(zip(CHANCES, chance_percents(living.chances), strict=True))
    )
    chances = tag("span", tag("span", esc(_("Next event:")), cls="chances-head") + chips, cls="chances",
                  data_living="chances", title=_("The next world event's chances"))
    if f.view.is_over:  # (no event comes any more, nor another act)
        chances, nxt = "", tag("span", esc(_("The game is over.")), cls="act-next", data_living="next-act")
    rings = tag("span", esc(_("Reversed! Rings: outer ↺ inner ↻") if living.reversed else _("Rings: outer ↻ inner ↺")),
                cls="rings" + (" is-reversed" if living.reversed else ""), data_living="rings",
                data_reversed=int(living.reversed),
                title=(_("The rings turn the other way since a Reversal") if living.reversed
                       else _("The outer ring turns clockwise, the inner ring anticlockwise")))
    spin = button(tag("span", "↻", cls="spin-mark", aria_hidden="true") + esc(_("Next spin")), "preview-spin",
                  cls="btn btn-spin" + (" is-on" if f.preview else ""),
                  aria_pressed="true" if f.preview else "false",
                  title=_("Show where every number goes at the next ring step"))
    # (the next act's words and the rings in a box of their own: a phone's status shows them as
    # one line, and "Next spin" in its head; wider, the box is no box at all, style.css)
    return tag("div", tag("div", head + chances, cls="living-line")
               + tag("div", tag("span", nxt + rings, cls="act-line") + spin, cls="living-line"),
               cls="living-bar", data_living="act", data_act=act)
