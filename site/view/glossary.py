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

In another language the words are that language's (:data:`SAID`, chosen by the language in
force): in German "Aschewolke" opens the Ashcloud's entry.
"""

from __future__ import annotations

import functools
import re
from html import escape
from typing import Final

from words import catalog

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
SAID: Final[dict[str, tuple[dict[str, str], dict[str, str]]]] = {
    "de": ({
        "renown": r"Ruhm(?:es)?", "ashcloud": r"Aschewolke", "warden": r"Wächtern?", "landmark": r"Wahrzeichens?",
        "jetty": r"Steg(?:e|en|s)?", "barge": r"Lastkahns?", "embargo": r"Handelssperren?",
        "sheltered": r"geschützt(?:e|en|er|es)?", "rate": r"[234]:1",
    }, {
        "half": r"Hälften?|halben? Karten?", "scorched": r"verbrannt(?:e|en|er|es)?", "salvage": r"rettet|retten|gerettet",
        "sunk": r"versunkenen? Feld(?:es)?", "ring": r"Ringe?n?", "act": r"Akt (?:III|II|I)", "reclaim": r"Heilen",
        "bribe": r"Bestechen|Bestechung", "open-table": r"offenen? Tisch(?:es)?", "offer": r"Anbieten",
        "ask": r"Anfragen?", "quote": r"Gebot(?:e|s)?", "militia": r"Miliz(?:en)?", "relic": r"Relikte?n?",
        "tribute": r"Tributs?",
    }),
    "fr": ({
        "renown": r"gloire", "ashcloud": r"nuage de cendres", "warden": r"Gardiens?", "landmark": r"Monuments?",
        "jetty": r"pontons?", "barge": r"Péniche", "embargo": r"Embargos?", "sheltered": r"abrité(?:e|es|s)?",
        "rate": r"[234]:1",
    }, {
        "half": r"moitiés?|demi-cartes?", "scorched": r"brûlée?s?", "salvage": r"sauv(?:e|ent|é|és|ée|ées|er)",
        "sunk": r"case engloutie", "ring": r"anneaux?", "act": r"acte (?:III|II|I)", "reclaim": r"Soigner",
        "bribe": r"Soudoyer", "open-table": r"table ouverte", "offer": r"Proposer", "ask": r"Demander",
        "quote": r"offres?", "militia": r"Milices?", "relic": r"Reliques?", "tribute": r"Tributs?",
    }),
    "es": ({
        "renown": r"fama", "ashcloud": r"nube de ceniza", "warden": r"Guardi(?:án|anes)", "landmark": r"Monumentos?",
        "jetty": r"muelles?", "barge": r"Barcaza", "embargo": r"Embargos?", "sheltered": r"protegidas?",
        "rate": r"[234]:1",
    }, {
        "half": r"mitad(?:es)?|medias? cartas?", "scorched": r"quemadas?", "salvage": r"rescat(?:a|an|ar|ado|ó)",
        "sunk": r"casilla hundida", "ring": r"anillos?", "act": r"acto (?:III|II|I)", "reclaim": r"Curar",
        "bribe": r"Sobornar", "open-table": r"mesa abierta", "offer": r"Ofrecer", "ask": r"Pedir",
        "quote": r"ofertas?", "militia": r"Milicias?", "relic": r"Reliquias?", "tribute": r"Tributos?",
    }),
}
"""The same words as they appear in each other language's text (:data:`TERMS` and
:data:`LIVING_TERMS`, the same names; the words of ``docs/glossary-<lang>.md``)."""


def _pattern(terms: dict[str, str]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?P<t{i}>\\b(?:{pattern})\\b)" for i, pattern in enumerate(terms.values())),
                      re.IGNORECASE)


_NAMES = tuple(TERMS)
_ANY = _pattern(TERMS)
_LIVING_NAMES = (*TERMS, *LIVING_TERMS)
_LIVING = _pattern({**TERMS, **LIVING_TERMS})


@functools.cache
def _spoken(lang: str, living: bool) -> tuple[tuple[str, ...], re.Pattern[str]]:
    """The names and the pattern of the words of :data:`SAID` in ``lang`` (made when first asked for)."""
    terms, living_terms = SAID[lang]
    said = {**terms, **living_terms} if living else terms
    english = {**TERMS, **LIVING_TERMS}
    # (and the English words, for a message that is not yet in the catalog)
    both = {name: f"{words}|{english[name]}" for name, words in said.items()}
    return tuple(both), _pattern(both)


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
    lang = catalog.language()
    if lang in SAID:
        names, pattern = _spoken(lang, living)
    else:
        names, pattern = (_LIVING_NAMES, _LIVING) if living else (_NAMES, _ANY)
    for m in pattern.finditer(text):
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


__all__ = ["LIVING_TERMS", "PREFIX", "SAID", "TERMS", "linked"]
