"""The names of the game's things, in the language chosen: the resources, the venture cards.

The engine names them in English (``engine.cards.RES_NAMES``, ``VENTURE_NAMES``: its messages
and the logs use them); here each name is marked for the catalog (``N_``) and said in the
language in force where the page shows it.  Each language's words for them are listed in
``docs/glossary-<lang>.md`` (the same word everywhere in that language).

>>> res_name(0), venture_name(3)
('Pine', 'Bountiful Tide')
"""

from __future__ import annotations

from words.catalog import N_, _, ngettext

__all__ = ["RES_WORDS", "TITLE_WORDS", "VENTURE_WORDS", "cards_counted", "res_name", "title_name", "venture_name"]

RES_WORDS = (N_("Pine"), N_("Basalt"), N_("Kelp"), N_("Millet"), N_("Copper"))
"""The resources' names (``RES_NAMES``'s, in its order), marked for the catalog."""
VENTURE_WORDS = (N_("Warden"), N_("Landmark"), N_("Surveyor"), N_("Bountiful Tide"), N_("Embargo"),
                 N_("Militia"), N_("Relic"), N_("Tribute"), N_("Supply Cache"), N_("Trailblazing"))
"""The venture cards' names (``VENTURE_NAMES``'s, in its order), marked for the catalog."""


def res_name(r: int) -> str:
    """Resource ``r``'s name in the language in force."""
    return _(RES_WORDS[r])


def venture_name(k: int) -> str:
    """Venture card ``k``'s name in the language in force."""
    return _(VENTURE_WORDS[k])



def cards_counted(n: int) -> str:
    """``n`` cards: "1 card", "3 cards" in the language in force."""
    return ngettext("{n} card", "{n} cards", n).format(n=n)


TITLE_WORDS = {
    "Grand Causeway": N_("Grand Causeway"), "Steadfast Watch": N_("Steadfast Watch"),
    "Longest Trail": N_("Longest Trail"), "Warden of the Wastes": N_("Warden of the Wastes"),
}
"""The titles' names (``engine.ruleset``'s ``trail_title`` and ``watch_title`` of both rule sets),
marked for the catalog."""


def title_name(title: str) -> str:
    """A title's name (the engine's English) in the language in force (a name not known: as it is)."""
    return _(TITLE_WORDS[title]) if title in TITLE_WORDS else title
