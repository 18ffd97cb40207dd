"""A list of names or things in a sentence, in the language chosen: ``Coral, Moss and Lagoon``.

>>> and_list(["Coral"]), and_list(["Coral", "Moss", "Lagoon"]), and_list([])
('Coral', 'Coral, Moss and Lagoon', '')
>>> or_list(["Kelp", "Copper"])
'Kelp or Copper'
"""

from __future__ import annotations

from collections.abc import Sequence

from words.catalog import _

__all__ = ["and_list", "or_list"]


def and_list(items: Sequence[str]) -> str:
    """``items`` joined as a sentence joins them: commas, and the last two by "and"."""
    if len(items) <= 1:
        return "".join(items)
    return _("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def or_list(items: Sequence[str]) -> str:
    """``items`` as choices: commas, and the last two by "or" (``Kelp or Copper``)."""
    if len(items) <= 1:
        return "".join(items)
    return _("{first} or {last}").format(first=", ".join(items[:-1]), last=items[-1])
