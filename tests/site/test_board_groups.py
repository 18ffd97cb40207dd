"""The board's layers cut into their groups (``view.markup.top_groups``), as the page patches
them group by group (``glue.dom._patch_groups``): whatever the game, a cut joins back into the
layer, and the tiles' layer is one group of the tiles' groups, so a move that changes two tiles
parses two."""

from __future__ import annotations

import random

import pytest

from engine.game import GameConfig

from model.table import SeatSpec, Table
from update.screen import Screen
from view import panels
from view.markup import top_groups
from walks import walk


@pytest.mark.parametrize("rules", ["cinderisle", "living-island"])
def test_every_layer_cuts_into_groups_that_join_back(rules: str) -> None:
    screen = Screen(Table(GameConfig(seats=4, seed=7, rules=rules), [SeatSpec("human")] + [SeatSpec("ai-easy")] * 3))
    cut = 0
    tiles: set[int] = set()
    for moment in walk(screen, random.Random(5), 600, every=True):
        _, layers, _ = panels.board_layers(moment.screen.frame(), "Island")
        for name, inner in layers:
            groups = top_groups(inner)
            if groups is None:
                continue
            cut += 1
            assert "".join(groups) == inner, name
            assert all(g.startswith("<g") and g.endswith("</g>") for g in groups), name
            if name == "tiles":
                assert len(groups) == 1
                head = groups[0][:groups[0].index(">") + 1]
                inside = top_groups(groups[0][len(head):-4])
                assert inside is not None
                tiles.add(sum(1 for g in inside if "data-tile=" in g[:g.index(">")]))
    assert cut > 100
    assert tiles == {19}, tiles  # (every tile, the Caldera too, is a group of its own)


@pytest.mark.parametrize("markup", [
    "<g></g>text", "text<g></g>", "<g></g><polygon/>", "<g><g></g>", "<g></g></g>", "<g></g></g><g>",
])
def test_anything_but_whole_groups_is_not_cut(markup: str) -> None:
    assert top_groups(markup) is None
