"""Resources, venture cards and the numbers printed on tiles."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final, cast

from .constants import Cards

PINE, BASALT, KELP, MILLET, COPPER = range(5)
RESOURCES: Final = ("pine", "basalt", "kelp", "millet", "copper")
"""Resource names in the rulebook's order (also the automatic-discard tie order), as
actions write them."""
RES_NAMES: Final = ("Pine", "Basalt", "Kelp", "Millet", "Copper")
"""Resource names as players read them (as on the cards)."""
N_RES: Final = 5

TERRAINS: Final = (*RESOURCES, "caldera")
CALDERA: Final = 5
"""Terrain index of the Ash Caldera (resources are 0..4)."""

WARDEN, LANDMARK, SURVEYOR, BOUNTIFUL, EMBARGO = range(5)
"""Cinderisle's venture cards (RULINGS 3)."""
MILITIA, RELIC, TRIBUTE, CACHE, TRAILBLAZING = range(5, 10)
"""Living Island's venture cards (LIVING-ISLAND 3), in the order its deck is listed."""
VENTURES: Final = ("warden", "landmark", "surveyor", "bountiful", "embargo",
                   "militia", "relic", "tribute", "cache", "trailblazing")
"""Every venture card's name as actions write it (both rule sets: a rule set's deck holds
none of the other's cards)."""
VENTURE_NAMES: Final = ("Warden", "Landmark", "Surveyor", "Bountiful Tide", "Embargo",
                        "Militia", "Relic", "Tribute", "Supply Cache", "Trailblazing")
"""Venture card names as players read them."""
N_VENTURES: Final = 10
CINDERISLE_VENTURES: Final = (WARDEN, LANDMARK, SURVEYOR, BOUNTIFUL, EMBARGO)
LIVING_VENTURES: Final = (MILITIA, RELIC, TRIBUTE, CACHE, TRAILBLAZING)
VENTURE_DECK: Final = (12, 6, 2, 2, 2, 0, 0, 0, 0, 0)
"""How many of each venture card Cinderisle's 24-card deck holds."""
LIVING_DECK: Final = (0, 0, 0, 0, 0, 14, 5, 2, 2, 2)
"""How many of each venture card Living Island's 25-card deck holds."""

DOTS: Final = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
"""Ember dots under each yield number (58 on an island)."""
NUMBERS: Final = tuple(DOTS)
"""The yield numbers a tile may carry, 2 to 12 but 7 (a Bountiful Tide names one)."""

TWO_DICE_WAYS: Final = {n: 6 - abs(n - 7) for n in range(2, 13)}
"""Ways two dice make each total (out of 36); the Tide deck holds this many of each."""

NO_CARDS: Final[Cards] = (0, 0, 0, 0, 0)


def five(counts: Iterable[int]) -> Cards:
    """``counts`` (a hand, the Supply, a sheet's steppers) as :data:`~engine.constants.Cards`,
    one count of each resource: the one place the type checker takes on trust that there are
    five (an action's form is checked where it is applied, :meth:`Action.malformed`).

    >>> five([0, 2, 0, 1, 0])
    (0, 2, 0, 1, 0)
    """
    return cast(Cards, tuple(counts))


def resource_index(name: str) -> int:
    """Index of a resource name.

    >>> resource_index("kelp")
    2
    """
    try:
        return RESOURCES.index(name.lower())
    except ValueError:
        raise ValueError(f"unknown resource {name!r}: expected one of {', '.join(RESOURCES)}") from None


def a_card(kind: int) -> str:
    """A venture card with its article.

    >>> a_card(4), a_card(3), a_card(8)
    ('an Embargo', 'a Bountiful Tide', 'a Supply Cache')
    """
    name = VENTURE_NAMES[kind]
    return f"{'an' if name[0] in 'AEIOU' else 'a'} {name}"


def format_cards(cards: Sequence[int]) -> str:
    """Cards as text, e.g. ``"2 pine, 1 kelp"`` (``"nothing"`` when empty).

    >>> format_cards((2, 0, 1, 0, 0))
    '2 pine, 1 kelp'
    """
    parts = [f"{n} {RESOURCES[r]}" for r, n in enumerate(cards) if n]
    return ", ".join(parts) if parts else "nothing"


def cards_words(cards: Sequence[int]) -> str:
    """Cards as a player reads them: ``"2 Pine, 1 Basalt and 1 Millet"`` (``"nothing"``).

    >>> cards_words((2, 1, 0, 1, 0)), cards_words((0, 0, 3, 0, 0)), cards_words((0,) * 5)
    ('2 Pine, 1 Basalt and 1 Millet', '3 Kelp', 'nothing')
    """
    parts = [f"{n} {RES_NAMES[r]}" for r, n in enumerate(cards) if n]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
