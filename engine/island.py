"""The island: terrain, yield numbers and jetties, with Landfall and the JSON format.

>>> isl = landfall()
>>> isl.tile_label(9)
'C3 Ash Caldera'
>>> Island.from_json(isl.to_json()) == isl
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Final

from .cards import CALDERA, DOTS, RESOURCES, TERRAINS
from .hexgrid import N_TILES, TILE_IDS, topology

OPEN_JETTY = 5
"""Jetty kind of an open (3:1) jetty; kinds 0..4 are a resource's own (2:1) jetty."""

_LANDFALL_TERRAIN = [
    "basalt", "pine", "millet", "copper", "basalt", "copper", "pine", "kelp", "kelp", "caldera",
    "millet", "millet", "millet", "millet", "pine", "pine", "kelp", "copper", "basalt",
]
_LANDFALL_NUMBERS = (11, 8, 4, 6, 3, 11, 8, 12, 5, None, 10, 5, 4, 6, 2, 9, 9, 3, 10)
_LANDFALL_JETTIES = (
    (0, "open"), (4, "millet"), (17, "open"), (48, "kelp"),
    (71, "basalt"), (67, "open"), (54, "copper"), (23, "pine"),
)


class IslandError(ValueError):
    """An island description that does not describe a valid island."""


@dataclass(frozen=True, slots=True)
class Island:
    """One island: what each tile grows, its yield number, and the eight jetties.

    ``terrain[t]`` is a terrain index (0..4 a resource, 5 the Caldera),
    ``numbers[t]`` the yield number (``None`` on the Caldera), and ``jetties``
    a tuple of ``(edge, kind)`` with kind 0..4 a resource or 5 (open).
    """

    seed: int | str
    terrain: tuple[int, ...]
    numbers: tuple[int | None, ...]
    jetties: tuple[tuple[int, int], ...]

    @property
    def caldera(self) -> int:
        """Tile index of the Ash Caldera."""
        return self.terrain.index(CALDERA)

    def tile_label(self, t: int) -> str:
        """A tile in words, e.g. ``"B2 Basalt 3"``."""
        if self.terrain[t] == CALDERA:
            return f"{TILE_IDS[t]} Ash Caldera"
        return f"{TILE_IDS[t]} {RESOURCES[self.terrain[t]].capitalize()} {self.numbers[t]}"

    def dots(self, t: int) -> int:
        """Ember dots on tile ``t`` (0 on the Caldera)."""
        n = self.numbers[t]
        return DOTS[n] if n is not None else 0

    def to_dict(self) -> dict[str, Any]:
        """The island in the JSON format of RULINGS section 6."""
        return {
            "seed": self.seed,
            "tiles": [
                {"id": TILE_IDS[t], "terrain": TERRAINS[self.terrain[t]], "number": self.numbers[t]}
                for t in range(N_TILES)
            ],
            "jetties": [
                {"edge": e, "kind": "open" if k == OPEN_JETTY else RESOURCES[k]} for e, k in self.jetties
            ],
        }

    def to_json(self) -> str:
        """One line of JSON (RULINGS section 6)."""
        return json.dumps(self.to_dict(), separators=(", ", ": "))

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Island:
        """Read an island from its JSON form, checking its shape (not its fairness)."""
        try:
            tiles = data["tiles"]
            if len(tiles) != N_TILES:
                raise IslandError(f"an island has {N_TILES} tiles, this one has {len(tiles)}")
            terrain = []
            numbers: list[int | None] = []
            for t, tile in enumerate(tiles):
                if tile["id"] != TILE_IDS[t]:
                    raise IslandError(f"tile {t} should be {TILE_IDS[t]}, found {tile['id']!r}")
                if tile["terrain"] not in TERRAINS:
                    raise IslandError(f"tile {tile['id']}: unknown terrain {tile['terrain']!r}")
                terrain.append(TERRAINS.index(tile["terrain"]))
                num = tile["number"]
                if (num is None) != (terrain[-1] == CALDERA) or (num is not None and num not in DOTS):
                    raise IslandError(f"tile {tile['id']}: bad number {num!r} for {tile['terrain']}")
                numbers.append(num)
            coast = set(topology().coastal_edges)
            jetties = []
            for j in data["jetties"]:
                kind = j["kind"]
                if kind != "open" and kind not in RESOURCES:
                    raise IslandError(f"jetty on edge {j['edge']}: unknown kind {kind!r}")
                if j["edge"] not in coast:
                    raise IslandError(f"jetty on edge {j['edge']}: not a coastal edge")
                jetties.append((int(j["edge"]), OPEN_JETTY if kind == "open" else RESOURCES.index(kind)))
            if terrain.count(CALDERA) != 1:
                raise IslandError("an island has exactly one Ash Caldera")
            return cls(data.get("seed", 0), tuple(terrain), tuple(numbers), tuple(jetties))
        except (KeyError, TypeError) as exc:
            raise IslandError(f"not an island description: missing or wrong field {exc}") from None

    @classmethod
    def from_json(cls, text: str) -> Island:
        """Parse :meth:`to_json` output."""
        try:
            return cls.from_dict(json.loads(text))
        except json.JSONDecodeError as exc:
            raise IslandError(f"island JSON does not parse: {exc}") from None


LANDFALL: Final = "landfall"
"""The key of the fixed beginner island (any other island's key is its seed)."""


def island_name(key: int | str) -> str:
    """An island as players name it.

    >>> island_name("landfall"), island_name(42)
    ('Landfall', 'Island 42')
    """
    return "Landfall" if key == LANDFALL else f"Island {key}"


def landfall() -> Island:
    """The fixed beginner island."""
    return Island(
        seed="landfall",
        terrain=tuple(TERRAINS.index(n) for n in _LANDFALL_TERRAIN),
        numbers=_LANDFALL_NUMBERS,
        jetties=tuple((e, OPEN_JETTY if k == "open" else RESOURCES.index(k)) for e, k in _LANDFALL_JETTIES),
    )
