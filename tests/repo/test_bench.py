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


def test_the_throttled_run_counts_the_long_tasks_that_begin_while_ai_seats_play():
    """``tools.bench_games.ai_tasks``: a task belongs to the AI seats when the last change of who
    decides before its start made an AI seat the decider."""

    from tools.bench_games import ai_tasks

    spans = [[0.0, False], [40.0, True], [90.0, False], [130.0, True]]
    tasks = [[10.0, 60.0], [50.0, 120.0], [95.0, 70.0], [140.0, 55.0], [39.0, 300.0]]
    assert ai_tasks(tasks, spans) == [55.0, 120.0]
