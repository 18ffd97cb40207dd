"""Living Island's world event announced as a card (issue 27, section 3): its name, its kind
(burn, heal, still) and in one sentence what it did; and the halves it changed, marked on the
board (``data-changed="burnt|healed"`` on their ``[data-half]``: style.css animates them, fire
then regrowth then the rings turning, and shows them still under reduced motion).

The card is the ``event`` region (``[data-event-card="emberstorm"]``, ``role="status"``), shown
from the event until the viewer acts again (``Frame.world``).
"""

from __future__ import annotations

from engine.halves import half_tile
from engine.hexgrid import topology

from model.frame import Frame
from view.markup import esc, tag
from words.living_narrate import KIND_NAMES
from words.living_news import card_sentence, kind_of, slug
from words.world import event_word, kind_word

__all__ = ["KIND_MARKS", "card_at", "card_html", "changed_halves"]

KIND_MARKS = ("▲", "✚", "●")
"""Each kind's mark, as the act bar's chances show them (burn, heal, still)."""


def card_html(f: Frame) -> str:
    """The last world event's card ("" : none to show)."""
    n = f.world
    if n is None or n.event < 0:
        return ""
    kind = kind_of(n)
    viewer = f.viewer if f.viewer is not None else f.view.seat
    title = tag("h2", esc(event_word(n.event)), cls="event-name", id="event-name")
    chip = tag("span", f'<span aria-hidden="true">{KIND_MARKS[kind]}</span> {esc(kind_word(kind))}',
               cls=f"event-kind kind-{KIND_NAMES[kind]}", data_kind=KIND_NAMES[kind])
    sentence = tag("p", esc(card_sentence(n, f.names(), viewer)), cls="event-words", data_event_words="1")
    return tag("div", tag("div", title + chip, cls="event-head") + sentence,
               cls=f"event-card kind-{KIND_NAMES[kind]}", role="status", aria_labelledby="event-name",
               data_event_card=slug(n.event), data_wave=n.number % 2, data_done=int(n.done),
               data_at=card_at(changed_halves(f)))


def card_at(changed: dict[int, str]) -> str:
    """Where the card stands over the island (below landscape): at its foot, unless more of the
    halves it changed lie in the island's two bottom rows than in its two top rows, then at its
    top, so the card never hides what it tells of.

    >>> card_at({}), card_at({0: "burnt"}), card_at({36: "burnt", 37: "burnt"})
    ('bottom', 'bottom', 'top')
    """
    xy = topology().tile_xy
    rows = [xy[half_tile(h)][1] // 3 for h in changed]
    low = sum(1 for r in rows if r >= 3)
    high = sum(1 for r in rows if r <= 1)
    return "top" if low > high else "bottom"


def changed_halves(f: Frame) -> dict[int, str]:
    """The halves the shown event burned or healed (a half that burned and healed again: healed)."""
    n = f.world
    if n is None:
        return {}
    out = {h: "burnt" for h in n.burnt}
    out.update({h: "healed" for h in n.healed})
    return out
