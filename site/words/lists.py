"""Lists in a sentence, in the language in force: ``Coral, Moss and Lagoon`` (:func:`and_list`),
``Kelp or Copper`` (:func:`or_list`).  The page's one joiner of lists (a hand of cards is
``words.things.cards_words``, which joins by it).

A language joins a list its own way (``und``, ``et``, ``y``): the joints are messages of their own,
the one between the last two items and the one before each other item, so a translator never sees
English glue.

>>> and_list(["Coral"]), and_list(["Coral", "Moss", "Lagoon"]), and_list([])
('Coral', 'Coral, Moss and Lagoon', '')
>>> or_list(["Kelp", "Copper"]), or_list(["6", "8", "9"])
('Kelp or Copper', '6, 8 or 9')
"""

from __future__ import annotations

from collections.abc import Sequence

from words.catalog import _, pgettext

__all__ = ["and_list", "or_list"]


def _joined(items: Sequence[str], last: str) -> str:
    if not items:
        return ""
    out = items[0]
    for i, item in enumerate(items[1:], start=1):
        if i == len(items) - 1:
            out = last.format(first=out, last=item)
        else:
            out = pgettext("series, before the last two", "{first}, {next}").format(first=out, next=item)
    return out


def and_list(items: Sequence[str]) -> str:
    """``items`` joined as a sentence joins them: ``"a, b and c"`` in English ("" for none)."""
    return _joined(items, pgettext("series, the last two", "{first} and {last}"))


def or_list(items: Sequence[str]) -> str:
    """``items`` as choices: ``"a, b or c"`` in English ("" for none)."""
    return _joined(items, _("{first} or {last}"))
