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
PREFIX: Final = "term-"
_ANY = re.compile("|".join(f"(?P<{name}>\\b{pattern}\\b)" for name, pattern in TERMS.items()), re.IGNORECASE)


def linked(text: str) -> str:
    """``text`` as HTML: escaped, with the first of each word of :data:`TERMS` a button to its
    glossary entry."""
    out: list[str] = []
    seen: set[str] = set()
    at = 0
    for m in _ANY.finditer(text):
        name = m.lastgroup or ""
        if name in seen:
            continue
        seen.add(name)
        out.append(escape(text[at:m.start()]))
        out.append(f'<button type="button" class="term" data-action="rules" data-section="{PREFIX}{name}">'
                   f"{escape(m.group())}</button>")
        at = m.end()
    out.append(escape(text[at:]))
    return "".join(out)


__all__ = ["PREFIX", "TERMS", "linked"]
