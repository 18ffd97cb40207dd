"""The names of the game's things, in the language chosen: the resources, the venture cards.

The engine names them in English (``engine.cards.RES_NAMES``, ``VENTURE_NAMES``: its messages
and the logs use them); here each name is marked for the catalog (``N_``) and said in the
language in force where the page shows it.  Each language's words for them are listed in
``docs/glossary-<lang>.md`` (the same word everywhere in that language).

>>> res_name(0), venture_name(3)
('Pine', 'Bountiful Tide')
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.island import LANDFALL

from words.catalog import N_, _, ngettext, pgettext
from words.lists import and_list

__all__ = ["A_VENTURE_WORDS", "RES_WORDS", "TITLE_WORDS", "VENTURE_WORDS", "a_venture", "cards_counted",
           "cards_words", "island_words", "res_name", "title_name", "venture_name"]

RES_WORDS = (N_("Pine"), N_("Basalt"), N_("Kelp"), N_("Millet"), N_("Copper"))
"""The resources' names (``RES_NAMES``'s, in its order), marked for the catalog."""
VENTURE_WORDS = (N_("Warden"), N_("Landmark"), N_("Surveyor"), N_("Bountiful Tide"), N_("Embargo"),
                 N_("Militia"), N_("Relic"), N_("Tribute"), N_("Supply Cache"), N_("Trailblazing"))
"""The venture cards' names (``VENTURE_NAMES``'s, in its order), marked for the catalog."""
A_VENTURE_WORDS = (N_("a Warden"), N_("a Landmark"), N_("a Surveyor"), N_("a Bountiful Tide"), N_("an Embargo"),
                   N_("a Militia"), N_("a Relic"), N_("a Tribute"), N_("a Supply Cache"), N_("a Trailblazing"))
"""Each venture card with its article, as a sentence names one it does not say more of
("Coral played a Relic."; ``engine.cards.a_card``'s, in a language its article agrees with)."""


def res_name(r: int) -> str:
    """Resource ``r``'s name in the language in force."""
    return _(RES_WORDS[r])


def venture_name(k: int) -> str:
    """Venture card ``k``'s name in the language in force."""
    return _(VENTURE_WORDS[k])



def island_words(key: int | str) -> str:
    """An island's name in the language in force (``engine.island.island_name``'s, which stays
    English: "Landfall", "Island 42")."""
    return _("Landfall") if key == LANDFALL else _("Island {n}").format(n=key)


def cards_counted(n: int) -> str:
    """``n`` cards: "1 card", "3 cards" in the language in force."""
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def a_venture(k: int) -> str:
    """Venture card ``k`` with its article ("an Embargo"), in the language in force."""
    return _(A_VENTURE_WORDS[k])


def cards_words(cards: Sequence[int]) -> str:
    """Cards as a player reads them, in the language in force: ``2 Pine, 1 Basalt and 1 Millet``
    (``nothing``; ``engine.cards.cards_words``'s).

    >>> cards_words((2, 1, 0, 1, 0)), cards_words((0,) * 5)
    ('2 Pine, 1 Basalt and 1 Millet', 'nothing')
    """
    parts = [pgettext("cards", "{n} {resource}").format(n=n, resource=res_name(r)) for r, n in enumerate(cards) if n]
    return and_list(parts) if parts else pgettext("cards", "nothing")


TITLE_WORDS = {
    "Grand Causeway": N_("Grand Causeway"), "Steadfast Watch": N_("Steadfast Watch"),
    "Longest Trail": N_("Longest Trail"), "Warden of the Wastes": N_("Warden of the Wastes"),
}
"""The titles' names (``engine.ruleset``'s ``trail_title`` and ``watch_title`` of both rule sets),
marked for the catalog."""


def title_name(title: str) -> str:
    """A title's name (the engine's English) in the language in force (a name not known: as it is)."""
    return _(TITLE_WORDS[title]) if title in TITLE_WORDS else title
