"""The AI seats' bounded memories (``engine/ai/memo.py``): past its size a memory forgets its
oldest entries one by one, never all at once (emptied at once, Living Island's tables of 512
positions took 10 ms of CPython to free: a search step of about 100 ms on a cheap tablet)."""

from __future__ import annotations

from engine.ai import living_features
from engine.ai.memo import trimmed
from engine.game import Game, GameConfig
from engine.living import NO_HALF, SCORCHED


def test_a_full_memory_forgets_its_oldest_entry_first():
    memory = {k: str(k) for k in range(5)}
    assert trimmed(memory, 5) is memory and list(memory) == [0, 1, 2, 3, 4]
    trimmed(memory, 3)
    assert list(memory) == [2, 3, 4]
    memory[9] = "9"
    assert list(trimmed(memory, 3)) == [3, 4, 9]


def test_living_island_tables_past_their_size_keep_all_but_the_oldest(monkeypatch):
    monkeypatch.setattr(living_features, "_CACHE", {})
    s = Game(GameConfig(seats=4, seed=7, rules="living")).state
    lv = s.living
    assert lv is not None
    growing = [h for h, r in enumerate(lv.halves) if r not in (NO_HALF, SCORCHED)][:22]
    kept = []
    for ring in range(12):  # (12 x 2 x 22 = 528 positions: more than the memory holds)
        for backwards in (False, True):
            for h in growing:
                halves = tuple(SCORCHED if i == h else r for i, r in enumerate(lv.halves))
                living_features.info_of(s.board, s.rules, halves, ring, backwards)
                kept.append(len(living_features._CACHE))
    assert max(kept) == living_features.CACHE_SIZE
    past = kept[living_features.CACHE_SIZE:]
    assert past and min(past) == living_features.CACHE_SIZE  # never emptied once full
