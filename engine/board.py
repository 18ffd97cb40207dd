"""Per-island lookup tables the rules need on every roll and build, computed once."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import CALDERA
from .hexgrid import N_CORNERS, Topology, topology
from .island import OPEN_JETTY, Island


@dataclass(frozen=True, slots=True)
class Board:
    """An island plus its topology and derived tables.  Shared by every copy of a state."""

    island: Island
    topo: Topology
    caldera: int
    tile_res: tuple[int, ...]
    """Resource of each tile (CALDERA for the Caldera)."""
    number_tiles: tuple[tuple[int, ...], ...]
    """Tiles carrying each yield number (index 0..12)."""
    corner_jetties: tuple[tuple[int, ...], ...]
    """Jetty kinds reachable from each corner (OPEN_JETTY or a resource)."""
    corner_dots: tuple[int, ...]
    """Ember dots touching each corner."""

    @classmethod
    def of(cls, island: Island) -> Board:
        topo = topology()
        number_tiles: list[list[int]] = [[] for _ in range(13)]
        for t, n in enumerate(island.numbers):
            if n is not None:
                number_tiles[n].append(t)
        corner_jetties: list[list[int]] = [[] for _ in range(N_CORNERS)]
        for edge, kind in island.jetties:
            for c in topo.edge_corners[edge]:
                corner_jetties[c].append(kind)
        return cls(
            island=island,
            topo=topo,
            caldera=island.terrain.index(CALDERA),
            tile_res=island.terrain,
            number_tiles=tuple(tuple(ts) for ts in number_tiles),
            corner_jetties=tuple(tuple(sorted(ks)) for ks in corner_jetties),
            corner_dots=tuple(sum(island.dots(t) for t in topo.corner_tiles[c]) for c in range(N_CORNERS)),
        )

    def jetty_rates(self, corners: list[int]) -> list[int]:
        """Best Supply rate for each resource for a seat holding ``corners``."""
        rates = [4] * 5
        for c in corners:
            for kind in self.corner_jetties[c]:
                if kind == OPEN_JETTY:
                    rates = [min(r, 3) for r in rates]
                else:
                    rates[kind] = 2
        return rates
