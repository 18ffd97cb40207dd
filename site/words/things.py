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

from words.catalog import N_, _, ngettext

__all__ = ["RES_WORDS", "VENTURE_WORDS", "cards_counted", "cards_said", "island_words", "res_name", "venture_name"]

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



def island_words(key: int | str) -> str:
    """An island's name in the language in force (``engine.island.island_name``'s, which stays
    English: "Landfall", "Island 42")."""
    return _("Landfall") if key == LANDFALL else _("Island {n}").format(n=key)


def cards_said(cards: Sequence[int]) -> str:
    """Cards as a player reads them, in the language in force (``engine.cards.cards_words``'s
    English: "2 Pine, 1 Basalt and 1 Millet", "nothing").

    >>> cards_said((2, 1, 0, 1, 0)), cards_said((0,) * 5)
    ('2 Pine, 1 Basalt and 1 Millet', 'nothing')
    """
    parts = [_("{n} {resource}").format(n=n, resource=res_name(r)) for r, n in enumerate(cards) if n]
    if not parts:
        return _("nothing")
    if len(parts) == 1:
        return parts[0]
    return _("{cards} and {last}").format(cards=", ".join(parts[:-1]), last=parts[-1])


def cards_counted(n: int) -> str:
    """``n`` cards: "1 card", "3 cards" in the language in force."""
    return ngettext("{n} card", "{n} cards", n).format(n=n)
