"""What can stand on a corner (a hearth, a beacon, a Wayfarer camp) and whose it is."""

from __future__ import annotations

from typing import Final

NO_PIECE: Final = 0
HEARTH_PIECE: Final = 1
"""A hearth; a tile pays it 1 card."""
BEACON_PIECE: Final = 2
"""A beacon; a tile pays it 2 cards."""
CAMP_PIECE: Final = 3
"""A Wayfarer camp (two-player games): it takes its corner but collects nothing."""
PIECE_NAMES: Final = ("", "hearth", "beacon", "camp")
EMPTY: Final = -1
"""No seat (on a corner or an edge)."""

__all__ = ["BEACON_PIECE", "CAMP_PIECE", "EMPTY", "HEARTH_PIECE", "NO_PIECE", "PIECE_NAMES"]
