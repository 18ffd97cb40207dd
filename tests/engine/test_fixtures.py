"""What the build of 2026-12-01 made must go on working: Landfall's golden numbering and the
same self-play games (``tests/fixtures/``; the saves and records that build wrote:
tests/site/test_old_saves.py)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from golden_games import GAMES, result

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
LANDFALL_SHA256 = "eb77a692014769a51d7dd1131f407bc75398d5a17e1d6fefad637aaae23e3ab2"
"""The bytes of ``shared/reference/landfall.json``, the reference Landfall the rulebook's
numbering comes from, when it was vendored here: the copy is checked in every clone, with or
without ``shared/`` beside it."""


def test_vendored_landfall_is_the_shared_reference() -> None:
    assert hashlib.sha256((FIXTURES / "landfall.json").read_bytes()).hexdigest() == LANDFALL_SHA256


GOLDEN = json.loads((FIXTURES / "selfplay-golden.json").read_text())


def test_the_golden_list_matches_the_games() -> None:
    assert [(g["seed"], tuple(g["seats"]), g["island"], g["tide"]) for g in GOLDEN] == list(GAMES)


@pytest.mark.parametrize("game", GOLDEN, ids=lambda g: f"seed{g['seed']}-{'-'.join(g['seats'])}")
def test_selfplay_games_are_unchanged(game: dict) -> None:
    assert result(game["seed"], tuple(game["seats"]), game["island"], game["tide"]) == game
