"""The game's own words in running text (the status, the hints, the coach, the log): each a
tap away from its short entry in the rules' glossary (``rulebook``'s "Words of the game").

Pure Python.  :func:`linked` escapes a sentence and turns the first time each word of
:data:`TERMS` appears in it into a button that opens the rules at that word's entry
(``data-action="rules"``, ``data-section="term-<name>"``, the hook every rules button uses).
A control keeps its own action: its words are never linked (its rule is its "?").

>>> import re
>>> html = linked("Moss moved the Ashcloud to Pine 8 & took 2 renown")
>>> re.findall(r'data-section="([^"]+)">([^<]+)<', html), "Pine 8 &amp; took" in html
([('term-ashcloud', 'Ashcloud'), ('term-renown', 'renown')], True)
>>> re.findall(r'data-section="([^"]+)">([^<]+)<', linked("Trade 3:1 at a jetty, or 4:1: jetties"))
[('term-rate', '3:1'), ('term-jetty', 'jetty')]
"""

from __future__ import annotations

import re
from html import escape
from typing import Final

TERMS: Final = {
    "renown": r"renown",
    "ashcloud": r"Ashcloud",
    "warden": r"Wardens?",
    "landmark": r"Landmarks?",
    "jetty": r"jett(?:y|ies)",
    "barge": r"Barge",
    "embargo": r"Embargo(?:es)?",
    "sheltered": r"sheltered",
    "rate": r"[234]:1",
}
"""Each word a newcomer may not know (its entry is ``#rules-term-<name>``), as it appears in text."""
LIVING_TERMS: Final = {
    "half": r"halves|half(?: cards?)?",
    "scorched": r"scorched",
    "salvage": r"salvag(?:e|es|ed)",
    "sunk": r"sunk tile",
    "ring": r"rings?",
    "act": r"Act (?:III|II|I)",
    "reclaim": r"Reclaim(?:s|ed)?",
    "bribe": r"Brib(?:e|es|ed)",
    "open-table": r"open table",
    "offer": r"Offer(?:s|ed)?",
    "ask": r"Ask(?:s|ed)?",
    "quote": r"quot(?:e|es|ed)",
    "militia": r"Militia",
    "relic": r"Relics?",
    "tribute": r"Tribute",
}
"""Living Island's words (its entries in the rules are ``#rules-term-<name>`` too): linked only
in a Living Island game's text (``linked(text, living=True)``), so that Cinderisle's own words
("half of a hand", "Post offer") stay as they were."""
PREFIX: Final = "term-"


def _pattern(terms: dict[str, str]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?P<t{i}>\\b(?:{pattern})\\b)" for i, pattern in enumerate(terms.values())),
                      re.IGNORECASE)


_NAMES = tuple(TERMS)
_ANY = _pattern(TERMS)
_LIVING_NAMES = (*TERMS, *LIVING_TERMS)
_LIVING = _pattern({**TERMS, **LIVING_TERMS})


def linked(text: str, living: bool = False) -> str:
    """``text`` as HTML: escaped, with the first of each word of :data:`TERMS` (and, in a Living
    Island game, of :data:`LIVING_TERMS`) a button to its glossary entry.

    >>> re.findall(r'data-section="([^"]+)"', linked("Fire Front: Pine 8 lost a half; Moss salvaged", living=True))
    ['term-half', 'term-salvage']
    >>> linked("a 7 would take half of a hand") == "a 7 would take half of a hand"
    True
    """
    out: list[str] = []
    seen: set[str] = set()
    at = 0
    names = _LIVING_NAMES if living else _NAMES
    for m in (_LIVING if living else _ANY).finditer(text):
        name = names[int((m.lastgroup or "t0")[1:])]
        if name in seen:
            continue
        seen.add(name)
        out.append(escape(text[at:m.start()]))
        out.append(f'<button type="button" class="term" data-action="rules" data-section="{PREFIX}{name}">'
                   f"{escape(m.group())}</button>")
        at = m.end()
    out.append(escape(text[at:]))
    return "".join(out)


__all__ = ["LIVING_TERMS", "PREFIX", "TERMS", "linked"]
