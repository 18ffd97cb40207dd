"""Lists in words, in the language in force: ``"Pine, Kelp and Copper"`` (:func:`series`), and a
hand of cards, ``"2 Pine, 1 Basalt and 1 Millet"`` (:func:`cards_said`, the page's
``engine.cards.cards_words``).

A language joins a list its own way (``und``, ``et``, ``y``): the joints are two messages, the
one between the last two items and the one before it, so a translator never sees English glue.

>>> series(["Pine"]), series(["Pine", "Kelp"]), series(["Pine", "Kelp", "Copper"])
('Pine', 'Pine and Kelp', 'Pine, Kelp and Copper')
>>> cards_said((2, 1, 0, 1, 0)), cards_said((0,) * 5)
('2 Pine, 1 Basalt and 1 Millet', 'nothing')
"""

from __future__ import annotations

from collections.abc import Sequence

from words.catalog import _, pgettext
from words.things import res_name

__all__ = ["cards_said", "series"]


def series(items: Sequence[str]) -> str:
    """``items`` as a list a sentence says: ``"a, b and c"`` in English ("" for none)."""
    if not items:
        return ""
    out = items[0]
    for i, item in enumerate(items[1:], start=1):
        if i == len(items) - 1:
            out = pgettext("series, the last two", "{first} and {last}").format(first=out, last=item)
        else:
            out = pgettext("series, before the last two", "{first}, {next}").format(first=out, next=item)
    return out


def cards_said(cards: Sequence[int]) -> str:
    """Cards by resource as a player reads them (``"nothing"`` for none)."""
    parts = [_("{n} {resource}").format(n=n, resource=res_name(r)) for r, n in enumerate(cards) if n]
    return series(parts) if parts else _("nothing")
