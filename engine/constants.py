"""Every number the rules fix, each defined once (RULINGS sections 2, 4 and 5).

The rules, the AI seats and the page import these; nothing else writes them down.
Card counts are in resource order (Pine, Basalt, Kelp, Millet, Copper).

>>> COST_HEARTH, HEARTHS, WIN_RENOWN
((2, 1, 0, 1, 0), 6, 11)
"""

from __future__ import annotations

from typing import Final

Cards = tuple[int, int, int, int, int]
"""A count of each resource, in resource order."""

# --- costs (RULINGS section 2)
COST_CAUSEWAY: Final[Cards] = (1, 1, 0, 0, 0)
COST_HEARTH: Final[Cards] = (2, 1, 0, 1, 0)
COST_BEACON: Final[Cards] = (0, 0, 0, 2, 3)
COST_VENTURE: Final[Cards] = (0, 0, 1, 1, 1)
COST_SURVEYED_CAUSEWAY: Final[Cards] = (0, 1, 0, 0, 0)
"""A causeway after a Surveyor's two free ones, for the rest of that turn."""
SURVEYOR_FREE_CAUSEWAYS: Final = 2

# --- pools and the Supply
HEARTHS: Final = 6
BEACONS: Final = 3
CAUSEWAYS: Final = 14
SUPPLY_PER_RESOURCE: Final = 20

# --- renown and titles
WIN_RENOWN: Final = 11
"""Public renown plus hidden Landmarks that wins, on the seat's own turn."""
HEARTH_RENOWN: Final = 1
BEACON_RENOWN: Final = 2
TITLE_RENOWN: Final = 2
LANDMARK_RENOWN: Final = 1
"""A Landmark's renown (counted in the win check while hidden, public once revealed)."""
TRAIL_MIN: Final = 6
"""The Grand Causeway needs a trail of at least this many causeways."""
WATCH_MIN: Final = 4
"""The Steadfast Watch needs at least this many Wardens played."""
SHELTER_RENOWN: Final = 2
"""A seat with this much public renown or less shelters its tiles and cannot be robbed."""

# --- a 7
ASHCLOUD_ROLL: Final = 7
"""The roll (the total no tile carries) that pays nothing: discards, the Ashcloud, a steal."""
DISCARD_OVER: Final = 8
"""Seats holding more than this many cards return half of them (rounded down) on a 7."""

# --- trading
DEFAULT_RATE: Final = 4
OPEN_JETTY_RATE: Final = 3
OWN_JETTY_RATE: Final = 2
BARGE_RATE: Final = 2
"""The two-player Barge: 2 cards of one resource for 1 of another, once a turn."""
MAX_OFFERS: Final = 3
"""Exchange Board offers (or open-table requests, Offers and Asks together) a seat may post in
one turn."""
MAX_WANT: Final = 4
"""An offer or counter wants at most this many of each resource (at the open table: an Ask,
and a quote, names at most this many of each)."""
AI_OFFERER_MAX_RENOWN: Final = 8
"""AI seats accept an offer only from an offerer with this much public renown or less."""
AI_REQUESTER_MAX_RENOWN: Final = 7
"""At the open table AI seats quote only to a requester with this much public renown or less
(LIVING-ISLAND 13.2: they pass when it has more than 7)."""

# --- the page's clocks (the engine has none: their expiry is an action)
OFFER_SECONDS: Final = 20
"""Each seat's time to answer an Exchange Board offer (or an open-table request)."""
CONFIRM_SECONDS: Final = 10
"""The offerer's time to confirm one answer (the requester's, to take one quote)."""
DISCARD_SECONDS: Final = 30
"""A seat's time to return cards after a 7, from the moment its hand is shown."""
RELAXED_FACTOR: Final = 3
"""The Relaxed clocks (a table option, RULINGS 5) are each this many times the rulebook's."""

# --- seats and seeds
MIN_SEATS: Final = 2
MAX_SEATS: Final = 4
NEUTRAL: Final = 4
"""Seat number of the Wayfarer camps and their causeways (two-player games)."""
CAMPS: Final = 2
MIN_SEED: Final = 1
MAX_SEED: Final = 4294967295
"""Seeds (of a game, of an island) are whole numbers MIN_SEED..MAX_SEED."""
TIDE_RESHUFFLE_AT: Final = 5
"""When this few Tide cards are left before a flip, all 36 are shuffled together again."""

__all__ = [
    "AI_OFFERER_MAX_RENOWN",
    "AI_REQUESTER_MAX_RENOWN",
    "ASHCLOUD_ROLL",
    "BARGE_RATE",
    "BEACONS",
    "BEACON_RENOWN",
    "CAMPS",
    "CAUSEWAYS",
    "CONFIRM_SECONDS",
    "COST_BEACON",
    "COST_CAUSEWAY",
    "COST_HEARTH",
    "COST_SURVEYED_CAUSEWAY",
    "COST_VENTURE",
    "DEFAULT_RATE",
    "DISCARD_OVER",
    "DISCARD_SECONDS",
    "HEARTHS",
    "HEARTH_RENOWN",
    "LANDMARK_RENOWN",
    "MAX_OFFERS",
    "MAX_SEATS",
    "MAX_SEED",
    "MAX_WANT",
    "MIN_SEATS",
    "MIN_SEED",
    "NEUTRAL",
    "OFFER_SECONDS",
    "OPEN_JETTY_RATE",
    "OWN_JETTY_RATE",
    "RELAXED_FACTOR",
    "SHELTER_RENOWN",
    "SUPPLY_PER_RESOURCE",
    "SURVEYOR_FREE_CAUSEWAYS",
    "TIDE_RESHUFFLE_AT",
    "TITLE_RENOWN",
    "TRAIL_MIN",
    "WATCH_MIN",
    "WIN_RENOWN",
    "Cards",
]
