"""Places in words (site/words/places.py): every corner, edge and tile has its own name on its island."""

from __future__ import annotations

import pytest

from engine.game import deal_island
from engine.hexgrid import topology
from engine.island import Island

from words import places


def collisions(island: Island) -> list[str]:
    """Names given to two places of one kind on ``island``."""
    topo = topology()
    found = []
    for kind, count, words in (
        ("tile", len(island.terrain), places.tile_words),
        ("corner", len(topo.corner_tiles), places.corner_words),
        ("edge", len(topo.edge_tiles), places.edge_words),
    ):
        names = [words(island, i) for i in range(count)]
        found += [f"{kind}: {n}" for n in sorted(set(names)) if names.count(n) > 1]
    return found


@pytest.mark.parametrize("key", ["landfall", *range(1, 301)])
def test_every_place_has_its_own_name(key: int | str) -> None:
    assert collisions(deal_island(key)) == []


def test_the_check_finds_twins_named_alike(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted fault: without "northern"/"southern" Landfall's two Pine 8 share a name."""
    island = deal_island("landfall")
    places._tile_names.cache_clear()
    monkeypatch.setattr(places, "_tile_names", lambda isl, lang: tuple(places._label(isl, t) for t in range(19)))
    assert "tile: Pine 8" in collisions(island)


def test_the_only_numbers_in_a_name_are_its_tiles_numbers() -> None:
    """No corner or edge id shows through: a number in a place's name is a tile's number there."""
    island = deal_island(7)
    topo = topology()
    places_and_tiles = [(places.corner_words(island, c), ts) for c, ts in enumerate(topo.corner_tiles)]
    places_and_tiles += [(places.edge_words(island, e), ts) for e, ts in enumerate(topo.edge_tiles)]
    for name, tiles in places_and_tiles:
        numbers = {w for w in name.replace(",", " ").split() if w.isdigit()}
        assert numbers <= {str(island.numbers[t]) for t in tiles}, name
