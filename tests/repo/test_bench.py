"""The AI benchmark's matches: the same wins on one process or several."""

from pathlib import Path

import pytest

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


def test_the_comparison_alternates_before_after_after_before() -> None:
    from tools.bench_against import pair_order

    assert [pair_order(i) for i in range(4)] == [("before", "after"), ("after", "before"),
                                                 ("before", "after"), ("after", "before")]


def test_the_comparisons_ratios_are_this_build_over_the_build_before_as_median_and_range() -> None:
    """``tools.bench_against.ratio_table``: each figure's ratio taken within a pair, then the median
    and range over the pairs; a figure the build before did not give (0) gives no ratio."""
    from tools.bench_against import pair_ratios, ratio_table

    def figures(ready: float, island: float) -> dict[str, float]:
        return {"ready cold": ready, "ready warm": ready / 2, "island cold": island, "island warm": island,
                "app cold": 0.5}

    pairs = [(figures(2.0, 0.5), figures(2.2, 0.5)), (figures(4.0, 0.4), figures(3.6, 0.6)),
             (figures(3.0, 0.5), figures(3.0, 0.4))]
    assert pair_ratios(*pairs[0])["ready cold"] == 1.1
    assert "island cold" not in pair_ratios(figures(2.0, 0.0), figures(2.0, 0.3))
    rows = ratio_table(pairs)
    assert rows[2] == "| page ready, cold | **1.00x (0.90-1.10x)** | 3.00 s | 3.00 s |"
    assert rows[4] == "| island painted, cold | **1.00x (0.80-1.50x)** | 0.50 s | 0.50 s |"
    assert len(rows) == 2 + 5


def test_the_cheap_tablets_table_shows_each_run_in_its_order_and_the_medians() -> None:
    from tools.bench_against import tablet_table
    from tools.bench_games import TabletRun

    def run(tasks: list[float], ai: list[float], ready: float = 5.0, presses: tuple[float, ...] = ()) -> TabletRun:
        return TabletRun(ready, sorted(tasks), sorted(ai), presses=sorted(presses))

    runs = [{"before": run([60, 120, 130], [120], presses=(80, 140)), "after": run([55, 101], [], presses=(70, 90))},
            {"before": run([70], [], presses=(60,)), "after": run([], [], 4.0, presses=(75,))},
            {"before": run([150, 90], [150], presses=(100,)), "after": run([99], [], presses=(95, 60))}]
    assert runs[0]["before"].over() == 2 and runs[0]["before"].over(ai=True) == 1
    assert runs[1]["after"].longest() == 0.0
    rows = tablet_table(runs)
    assert rows[2] == ("| 1 (before, this build) | **2** (1) | 3 | 130 ms | 5.0 s | 140 ms "
                       "| **1** (0) | 2 | 101 ms | 5.0 s | 90 ms |")
    assert rows[3].startswith("| 2 (this build, before) | **0** (0) | 1 | 70 ms |")
    assert rows[-1] == "| median | **1** (1) | 2 | 130 ms | 5.0 s | 100 ms | **0** (0) | 1 | 99 ms | 5.0 s | 90 ms |"


def test_the_comparison_wants_a_built_site(tmp_path: Path) -> None:
    from tools.bench_against import dist_dir
    from tools.console import BuildError

    with pytest.raises(BuildError):
        dist_dir(tmp_path)
    (tmp_path / "dist").mkdir()
    for name in ("index.html", "build-info.json"):
        (tmp_path / "dist" / name).write_text("{}")
    assert dist_dir(tmp_path) == tmp_path / "dist"
    assert dist_dir(tmp_path / "dist") == tmp_path / "dist"


def test_the_cheap_tablets_summary_gives_each_rule_sets_min_median_max_and_verdicts() -> None:
    from tools.bench_games import TabletRun, tablet_summary

    def run(tasks: list[float], ready: float, back: float, presses: tuple[float, ...] = ()) -> TabletRun:
        return TabletRun(ready, sorted(tasks), [], back, sorted(presses))

    got = {"": [run([60, 90], 4.0, 3.0, (40, 120, 35)), run([], 5.5, 3.2, (80,)), run([70], 4.6, 2.9)],
           "living": [run([55], 4.1, 3.1), run([101, 80, 51], 4.2, 3.3), run([], 6.0, 9.0)]}
    lines = tablet_summary(got)
    assert "| | Cinderisle | Living Island |" in lines
    assert "| long tasks over 50 ms | 0 / 1 / 2 | 0 / 1 / 3 |" in lines
    assert "| long tasks over 100 ms | 0 / 0 / 0 | 0 / 0 / 1 |" in lines
    assert "| longest task (ms) | 0 / 70 / 90 | 0 / 55 / 101 |" in lines
    assert "| slowest press answered (ms) | 0 / 80 / 120 | 0 / 0 / 0 |" in lines
    assert "| ready, seed link (s) | 4.0 / 4.6 / 5.5 | 4.1 / 4.2 / 6.0 |" in lines
    assert "| ready, coming back (s) | 2.9 / 3.0 / 3.2 | 3.1 / 3.3 / 9.0 |" in lines
    verdicts = [line for line in lines if "runs with a task over 100 ms" in line]
    assert verdicts[0].startswith("Cinderisle: runs with a task over 100 ms: 0 of 3; median ready 4.6 s")
    assert verdicts[0].endswith(": met")
    assert verdicts[1].startswith("Living Island: runs with a task over 100 ms: 1 of 3") and verdicts[1].endswith("MISSED")
    assert lines[-1].startswith("Living Island had more tasks over 100 ms than Cinderisle in 1 of 3 pairs; "
                                "its longest task 101 ms")


def test_a_press_is_answered_when_the_frame_that_drew_it_ends() -> None:
    from tools.bench_games import press_answers

    frames = [[90.0, 175.0], [400.0, 460.0], [500.0, 620.0]]
    presses = [[100.0, 130.0, 190.0],  # drawn in the long frame 90-175: answered at 175
               [300.0, 320.0, 330.0],  # in no long frame: under 50 ms, bounded by the task after it
               [200.0, 230.0, 400.0],  # in no long frame, the task after it late: at most 50 ms
               [510.0, 600.0, 700.0]]  # the frame 500-620
    assert press_answers(presses, frames) == [30.0, 50.0, 75.0, 110.0]
    assert press_answers([], frames) == []


def test_the_site_bench_with_no_pairs_runs_what_is_asked_and_no_load_table(capsys: pytest.CaptureFixture[str]) -> None:
    """``--pairs 0`` (the cheap tablet alone) once ended in a median of no pairs; here with
    every part left out, so no browser is started."""
    from tools.bench_site import bench_site

    assert bench_site("chromium", 0, ai=False, memory=False, throttle=False) == 0
    out = capsys.readouterr().out
    assert "0 alternating pairs" in out and "against the bare PyScript" not in out
