"""The AI benchmark's matches: the same wins on one process or several."""

from engine.bench import ai_match, wilson


def test_a_match_on_two_processes_wins_the_same_games_and_times_nothing() -> None:
    alone = ai_match("ai-easy", "random", 8, 11)
    shared = ai_match("ai-easy", "random", 8, 11, jobs=2)
    assert (shared["wins"], shared["median_turns"]) == (alone["wins"], alone["median_turns"])
    assert alone["timing"]["ai-easy"] and alone["timing"]["random"]
    assert shared["timing"] == {}


def test_wilson_interval_contains_the_rate() -> None:
    lo, hi = wilson(412, 1000)
    assert lo < 0.412 < hi and round(hi - lo, 3) == 0.061
