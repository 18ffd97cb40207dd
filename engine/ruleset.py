"""The rule sets: Cinderisle and Living Island, each a bundle of named options.

A rule set is data: its costs, its venture deck, the renown that wins, the hand limit on a
7, shelter and the steal floor, the titles' thresholds, which cards may be played before
the roll, and the options that switch on whole parts of the game (``living_board``: half
tiles, world events, the rings and the acts; ``open_table``: Offer and Ask in place of the
Exchange Board; ``reclaim_and_bribe``).  The rules read the options, never a rule set's
name (JSettlers2's scenarios); a rule set's own state lives in its own value, reached
through one guard (``State.living``, Terraforming Mars' expansions).

>>> rule_set("living").name, rule_set("living-island").win_renown, CINDERISLE.win_renown
('living-island', 10, 11)
>>> rule_set("chess")
Traceback (most recent call last):
...
ValueError: rules 'chess' are neither cinderisle nor living-island (living for short)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .cards import (
    CINDERISLE_VENTURES,
    LANDMARK,
    LIVING_DECK,
    LIVING_VENTURES,
    MILITIA,
    RELIC,
    VENTURE_DECK,
    WARDEN,
)
from .constants import (
    COST_BEACON,
    COST_CAUSEWAY,
    COST_HEARTH,
    COST_VENTURE,
    DISCARD_OVER,
    SHELTER_RENOWN,
    TRAIL_MIN,
    WATCH_MIN,
    WIN_RENOWN,
    Cards,
)


@dataclass(frozen=True, slots=True)
class RuleSet:
    """One rule set: what the rules read where two rule sets differ."""

    name: str
    """As a record and a link write it (``cinderisle``, ``living-island``)."""
    cost_causeway: Cards
    cost_hearth: Cards
    cost_beacon: Cards
    cost_venture: Cards
    deck: tuple[int, ...]
    """How many of each venture card (``engine.cards.VENTURES``) the deck holds."""
    cards: tuple[int, ...]
    """The venture cards of this rule set, in the order its rulebook lists them."""
    win_renown: int
    discard_over: int
    """On a 7, seats holding more than this many (whole) cards return half."""
    shelter_renown: int
    """A tile whose pieces all belong to seats with this much public renown or less is
    sheltered, and such seats cannot be robbed (-1: no shelter, no floor)."""
    trail_min: int
    """The trail title needs at least this many causeways."""
    watch_min: int
    """The Ashcloud card title needs at least this many of them played."""
    ashcloud_card: int
    """The card that moves the Ashcloud and counts toward the title (Warden, Militia)."""
    hidden_card: int
    """The card worth 1 hidden renown (Landmark, Relic)."""
    hidden_revealable: bool
    """Whether a seat may turn its hidden cards face up during play (Landmarks may; Relics
    are shown only when the game ends)."""
    before_roll: frozenset[int]
    """The venture cards that may be played before the roll."""
    trail_title: str
    watch_title: str
    living_board: bool
    """Half tiles, half cards and the Supply in halves, world events after a 7, the turning
    rings, the acts and the end by healing."""
    open_table: bool
    """Offer and Ask with sealed quotes, in place of the Exchange Board."""
    reclaim_and_bribe: bool
    """Reclaim and Bribe, each once a turn."""

    @property
    def label(self) -> str:
        """As players read it."""
        return "Living Island" if self.living_board else "Cinderisle"


CINDERISLE: Final = RuleSet(
    name="cinderisle", cost_causeway=COST_CAUSEWAY, cost_hearth=COST_HEARTH, cost_beacon=COST_BEACON,
    cost_venture=COST_VENTURE, deck=VENTURE_DECK, cards=CINDERISLE_VENTURES, win_renown=WIN_RENOWN,
    discard_over=DISCARD_OVER, shelter_renown=SHELTER_RENOWN, trail_min=TRAIL_MIN, watch_min=WATCH_MIN,
    ashcloud_card=WARDEN, hidden_card=LANDMARK, hidden_revealable=True, before_roll=frozenset({WARDEN}),
    trail_title="Grand Causeway", watch_title="Steadfast Watch",
    living_board=False, open_table=False, reclaim_and_bribe=False,
)
"""The Cinderisle rulebook with its rulings."""

LIVING_COST_HEARTH: Final[Cards] = (1, 1, 1, 1, 0)
"""Living Island's hearth: 1 Pine, 1 Basalt, 1 Kelp, 1 Millet (LIVING-ISLAND 3)."""
LIVING_WIN_RENOWN: Final = 10
LIVING_DISCARD_OVER: Final = 7
LIVING_TRAIL_MIN: Final = 5
LIVING_WATCH_MIN: Final = 3

LIVING_ISLAND: Final = RuleSet(
    name="living-island", cost_causeway=COST_CAUSEWAY, cost_hearth=LIVING_COST_HEARTH, cost_beacon=COST_BEACON,
    cost_venture=COST_VENTURE, deck=LIVING_DECK, cards=LIVING_VENTURES, win_renown=LIVING_WIN_RENOWN,
    discard_over=LIVING_DISCARD_OVER, shelter_renown=-1, trail_min=LIVING_TRAIL_MIN, watch_min=LIVING_WATCH_MIN,
    ashcloud_card=MILITIA, hidden_card=RELIC, hidden_revealable=False, before_roll=frozenset(),
    trail_title="Longest Trail", watch_title="Warden of the Wastes",
    living_board=True, open_table=True, reclaim_and_bribe=True,
)
"""Living Island (``living-island-seed.txt`` with ``LIVING-ISLAND.md``)."""

RULE_SETS: Final = {CINDERISLE.name: CINDERISLE, LIVING_ISLAND.name: LIVING_ISLAND}
ALIASES: Final = {"living": LIVING_ISLAND.name}
"""Short names a link or the command line may use."""


def rule_set(name: str) -> RuleSet:
    """The rule set called ``name`` (or its short name)."""
    key = ALIASES.get(name, name)
    try:
        return RULE_SETS[key]
    except KeyError:
        raise ValueError(f"rules {name!r} are neither cinderisle nor living-island (living for short)") from None


__all__ = ["ALIASES", "CINDERISLE", "LIVING_COST_HEARTH", "LIVING_DISCARD_OVER", "LIVING_ISLAND",
           "LIVING_TRAIL_MIN", "LIVING_WATCH_MIN", "LIVING_WIN_RENOWN", "RULE_SETS", "RuleSet", "rule_set"]
