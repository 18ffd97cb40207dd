"""What a family types into the rules' search, in each language: the everyday words of other
island games (the robber, the longest road, a settlement) and the words these rules use for
them instead, and how a word is compared (any case, accents or none).

Pure Python, nothing at import.  ``rulebook.search`` asks :func:`searched` for the words of a
query, each as the alternatives that count as it, and :func:`fold` for the text it looks in.

>>> searched("Longest road", "en")
(('grand',), ('causeway',))
>>> searched("Längste Handelsstrasse", "de")
(('großer',), ('damm',))
>>> searched("la route la plus longue", "fr"), searched("ladrón", "es")
((('digue',), ('grande',)), (('nube',), ('ceniza',)))
>>> fold("Räuber ÉTÉ año") == "rauber ete ano"
True
"""

from __future__ import annotations

import functools
import unicodedata
from typing import Final

__all__ = ["ALSO_CALLED", "STOP", "fold", "searched"]

ALSO_CALLED: Final[dict[str, dict[str, str]]] = {
    "en": {
        "robber": "ashcloud", "thief": "ashcloud", "road": "causeway", "roads": "causeway", "settlement": "hearth",
        "settlements": "hearth", "house": "hearth", "city": "beacon", "cities": "beacon", "port": "jetty",
        "ports": "jetty", "harbour": "jetty", "harbor": "jetty", "seven": "7", "sevens": "7", "development": "venture",
        "knight": "warden", "knights": "warden", "longest": "grand", "largest": "steadfast", "army": "watch",
        "victory": "renown", "points": "renown", "point": "renown", "volcano": "caldera", "desert": "caldera",
        "wood": "pine", "lumber": "pine", "brick": "basalt", "ore": "copper", "wheat": "millet", "grain": "millet",
        "sheep": "kelp", "wool": "kelp", "bank": "supply",
    },
    "de": {
        "rauber": "aschewolke", "dieb": "aschewolke", "strasse": "damm", "straße": "damm", "straßen": "damm",
        "strassen": "damm", "handelsstraße": "damm", "handelsstrasse": "damm", "weg": "damm",
        "langste": "großer", "siedlung": "hutte", "siedlungen": "hutte", "haus": "hutte", "dorf": "hutte",
        "stadt": "leuchtfeuer", "stadte": "leuchtfeuer", "hafen": "steg", "hafens": "steg", "sieben": "7",
        "entwicklung": "abenteuer", "entwicklungskarte": "abenteuerkarte", "entwicklungskarten": "abenteuerkarte",
        "ritter": "wachter", "rittermacht": "treue wacht", "großte": "treue wacht", "grosste": "treue wacht",
        "armee": "treue wacht", "rittermachte": "treue wacht", "siegpunkt": "ruhm", "siegpunkte": "ruhm",
        "punkte": "ruhm", "punkt": "ruhm", "vulkan": "krater", "wuste": "krater", "lehm": "stein",
        "ziegel": "stein", "erz": "kupfer", "getreide": "korn", "weizen": "korn", "schaf": "tang", "schafe": "tang",
        "wolle": "tang", "bank": "vorrat", "baum": "holz", "wald": "holz",
    },
    "fr": {
        "voleur": "nuage de cendres", "brigand": "nuage de cendres", "route": "digue", "routes": "digue",
        "chemin": "digue", "longue": "grande", "colonie": "foyer", "colonies": "foyer", "maison": "foyer",
        "village": "foyer", "ville": "phare", "villes": "phare", "port": "ponton", "ports": "ponton",
        "sept": "7", "developpement": "aventure", "chevalier": "gardien", "chevaliers": "gardien",
        "armee": "garde fidele", "puissante": "garde fidele", "victoire": "gloire", "point": "gloire",
        "points": "gloire", "volcan": "cratere", "desert": "cratere", "argile": "pierre", "brique": "pierre",
        "minerai": "cuivre", "mouton": "algues", "moutons": "algues", "laine": "algues", "cereales": "ble",
        "banque": "reserve", "foret": "bois",
    },
    "es": {
        "ladron": "nube de ceniza", "bandido": "nube de ceniza", "carretera": "camino", "carreteras": "camino",
        "larga": "gran camino", "poblado": "hogar", "poblados": "hogar", "pueblo": "hogar", "casa": "hogar",
        "ciudad": "faro", "ciudades": "faro", "puerto": "muelle", "puertos": "muelle", "siete": "7",
        "desarrollo": "aventura", "caballero": "guardian", "caballeros": "guardian", "caballeria": "guardia firme",
        "ejercito": "guardia firme", "victoria": "fama", "punto": "fama", "puntos": "fama", "volcan": "crater",
        "desierto": "crater", "lena": "madera", "arcilla": "piedra", "ladrillo": "piedra", "mineral": "cobre",
        "cereal": "trigo", "oveja": "algas", "ovejas": "algas", "lana": "algas", "banco": "reserva",
        "bosque": "madera",
    },
}
"""For each language, words a family may know from other island games (as :func:`fold` writes
them) and the words these rules use instead, in that language: a search for "robber" finds the
Ashcloud, for "Räuber" the Aschewolke, for "voleur" the nuage de cendres."""
STOP: Final[dict[str, frozenset[str]]] = {
    "de": frozenset({"der", "die", "das", "den", "des", "dem", "ein", "eine", "einer", "am", "im"}),
    "fr": frozenset({"le", "la", "les", "l", "de", "du", "des", "d", "un", "une", "plus", "au", "aux"}),
    "es": frozenset({"el", "la", "los", "las", "de", "del", "un", "una", "mas", "gran", "grande", "mayor", "al"}),
}
"""Little words a search passes over in each language ("la route la plus longue" is route and
longue; in English every word counts, as it always has)."""


@functools.lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """``text`` in lower case with its accents off, one letter for one (``Räuber``: ``rauber``),
    so that a place in it is the same place in ``text``."""
    out = []
    for c in text:
        low = c.lower()
        if len(low) != 1:
            low = c
        out.append(unicodedata.normalize("NFD", low)[0] if ord(low) > 127 else low)
    return "".join(out)


def _variants(word: str, lang: str) -> tuple[str, ...]:
    """``word`` and the ways German writes it without its letters (``ae`` for ``ä``, ``ss`` for ``ß``)."""
    if lang != "de":
        return (word,)
    plain = word.replace("ae", "a").replace("oe", "o").replace("ue", "u")
    return tuple(dict.fromkeys((word, plain, word.replace("ss", "ß"), plain.replace("ss", "ß"))))


def searched(query: str, lang: str) -> tuple[tuple[str, ...], ...]:
    """The words a search for ``query`` looks for in language ``lang``, folded: each as the
    rules say it, and each as the alternatives that count (any one of them is a match)."""
    also = ALSO_CALLED.get(lang, ALSO_CALLED["en"])
    stop = STOP.get(lang, frozenset())
    out: dict[tuple[str, ...], None] = {}
    folded = fold(query)
    if lang == "fr":  # (l'armée: l' and armée)
        folded = folded.replace("'", " ").replace("’", " ")
    for raw in folded.split():
        if raw in stop and len(query.split()) > 1:
            continue
        forms = _variants(raw, lang)
        said = next((also[f] for f in forms if f in also), None)
        if said is not None:
            for w in said.split():
                if w not in stop:
                    out[(w,)] = None
        else:
            out[forms] = None
    return tuple(out)
