"""The benchmark's games in the page: four AI seats' long tasks, the memory over five games in a
row, and a cheap tablet (the CPU slowed, one person following the hint)."""

from __future__ import annotations

import dataclasses
from typing import Any

from tools.browsers import BROWSER_ARGS
from tools.console import log
from tools.js_files import page_function
from tools.newcomer import play_as_newcomer


def memory_runs(pw: Any, executable: str, base: str, games: int = 5) -> list[dict[str, float]]:
    """The page's JavaScript heap (after a garbage collection, DevTools protocol) and Python's
    (the objects its collector tracks, the WebAssembly memory's size: ``data-py-objects``,
    ``data-py-heap``) at the end of each of ``games`` four-AI games in a row (Rematch at pace
    0); the growth from the first to the last, which should stay within 10%."""
    browser = pw.chromium.launch(executable_path=executable, headless=True, args=list(BROWSER_ARGS))
    rows: list[dict[str, float]] = []
    try:
        page = browser.new_page()
        cdp = page.context.new_cdp_session(page)
        page.goto(base + "?seed=7&seats=ai-easy,ai-easy,ai-easy,ai-easy&pace=0")
        page.wait_for_function("() => document.documentElement.dataset.ready === 'true'", timeout=120_000)
        for game in range(games):
            page.wait_for_function("() => !!document.documentElement.dataset.winner && "
                                   "!!document.documentElement.dataset.pyObjects", timeout=600_000)
            cdp.send("HeapProfiler.collectGarbage")
            js = float(cdp.send("Runtime.getHeapUsage")["usedSize"])
            d = page.evaluate("Object.assign({}, document.documentElement.dataset)")
            row = {"js": js / 1e6, "objects": float(d["pyObjects"]), "heap": float(d.get("pyHeap") or 0) / 1e6,
                   "actions": float(d["actions"])}
            rows.append(row)
            log(f"  game {game + 1}: {row['actions']:.0f} actions; JavaScript heap {row['js']:.1f} MB; Python "
                f"{row['objects']:.0f} objects, WebAssembly memory {row['heap']:.1f} MB")
            if game + 1 < games:
                page.evaluate("() => document.documentElement.removeAttribute('data-py-objects')")
                page.locator("[data-action=rematch]").click()
                # (a new game: no winner yet, or, if it is over already, another record)
                page.wait_for_function("n => !document.documentElement.dataset.winner || "
                                       "document.documentElement.dataset.actions !== n", arg=d["actions"],
                                       timeout=120_000)
    finally:
        browser.close()
    first, last = rows[0], rows[-1]
    log(f"  from the first game to the {games}th: JavaScript heap {last['js'] / first['js']:.2f}x, Python objects "
        f"{last['objects'] / first['objects']:.2f}x, WebAssembly memory {last['heap'] / max(first['heap'], 1e-9):.2f}x "
        "(target: at most 1.10x)")
    return rows


def ai_page_tasks(pw: Any, executable: str, base: str, turns: int = 40) -> None:
    """The page's long tasks (the Long Tasks API: tasks over 50 ms) while four ai-hard seats play.

    Only what runs after the page is ready counts (loading Python is one long task by nature).
    """
    browser = pw.chromium.launch(executable_path=executable, headless=True, args=list(BROWSER_ARGS))
    try:
        page = browser.new_page()
        page.goto(base + "?seed=7&seats=ai-hard,ai-hard,ai-hard,ai-hard&pace=0")
        page.wait_for_function("() => document.documentElement.dataset.ready === 'true'", timeout=120_000)
        page.evaluate(page_function("long_tasks.js"))
        page.wait_for_function(  # (arrow functions: the page's CSP refuses code from strings)
            "n => Number(document.documentElement.dataset.turns || 0) >= n || !!document.documentElement.dataset.winner",
            arg=turns, timeout=600_000,
        )
        tasks = sorted(page.evaluate("window.__longTasks"))
    finally:
        browser.close()
    over100 = sum(1 for t in tasks if t > 100)
    top = tasks[-1] if tasks else 0.0
    log(f"  long tasks (> 50 ms): {len(tasks)}; over 100 ms: {over100}; longest {top:.0f} ms")


def ai_tasks(tasks: list[list[float]], spans: list[list[Any]]) -> list[float]:
    """The durations of the long tasks (``[start, duration]``) that began while an AI seat was
    deciding (``spans``: ``[time, whether an AI seat decides from then on]``, in order)."""
    out = []
    for start, duration in tasks:
        ai = False
        for at, flag in spans:
            if at > start:
                break
            ai = bool(flag)
        if ai:
            out.append(duration)
    return sorted(out)


@dataclasses.dataclass(frozen=True)
class TabletRun:
    """What :func:`throttled_run` measured: seconds to ready, and the durations (ms, ascending) of
    the long tasks (over 50 ms) while the game was played, all of them and those that began while
    AI seats played."""

    ready: float
    tasks: list[float]
    ai: list[float]

    def over(self, ms: float = 100.0, ai: bool = False) -> int:
        """How many of the tasks (or of the AI seats' ``ai``) took more than ``ms``."""
        return sum(1 for t in (self.ai if ai else self.tasks) if t > ms)

    def longest(self, ai: bool = False) -> float:
        """The longest task (or the AI seats' longest), 0 when there was none."""
        tasks = self.ai if ai else self.tasks
        return tasks[-1] if tasks else 0.0


def throttled_run(pw: Any, executable: str, base: str, turns: int = 12, rate: int = 4, rules: str = "") -> TabletRun:
    """A cheap tablet: Chromium's CPU slowed ``rate`` times (DevTools protocol), the game of seed
    7 with one human (pressing what the hint lights up) and three ai-hard seats at pace 0 for
    ``turns`` turns: the time to ready, and the long tasks while it is played (logged, and
    returned).  ``rules``: the link's ``rules=`` (``living``: Living Island; empty: Cinderisle)."""
    browser = pw.chromium.launch(executable_path=executable, headless=True, args=list(BROWSER_ARGS))
    try:
        page = browser.new_page(viewport={"width": 768, "height": 1024})
        cdp = page.context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        page.goto(base + "?seed=7&seats=human,ai-hard,ai-hard,ai-hard&pace=0" + (f"&rules={rules}" if rules else ""))
        page.wait_for_function("() => document.documentElement.dataset.ready === 'true'", timeout=300_000)
        ready = float(page.evaluate("document.documentElement.dataset.readyMs")) / 1000
        page.evaluate(page_function("ai_spans.js"))
        play_as_newcomer(page, turns)
        raw = page.evaluate("window.__tasks")
        spans = page.evaluate("window.__spans")
    finally:
        browser.close()
    run = TabletRun(ready, sorted(float(d) for _, d in raw), ai_tasks(raw, spans))
    log(f"  ready after {run.ready:.1f} s; long tasks while it was played (> 50 ms): {len(run.tasks)}, over 100 ms "
        f"{run.over()}, longest {run.longest():.0f} ms; of them while AI seats played: {len(run.ai)}, over 100 ms "
        f"{run.over(ai=True)}, longest {run.longest(ai=True):.0f} ms (target: none over 100 ms)")
    return run


LIVING_RUNS = 3
"""Alternating pairs of cheap-tablet games, Cinderisle's and Living Island's, in :func:`living_against_cinderisle`."""
LIVING_LONGEST_MS = 150.0
"""No task of a Living Island game on the cheap tablet may take longer (issue 27)."""


def living_against_cinderisle(pw: Any, executable: str, base: str, runs: int = LIVING_RUNS) -> list[tuple[TabletRun, TabletRun]]:
    """The cheap tablet's game (:func:`throttled_run`) in Cinderisle and in Living Island (world
    events and their animations included), in ``runs`` alternating pairs (Cinderisle first in odd
    pairs, Living Island first in even ones); logs each pair's tasks over 100 ms and the longest,
    and the verdict: Living Island has no more tasks over 100 ms than Cinderisle in the same pair,
    and none over :data:`LIVING_LONGEST_MS`."""
    pairs: list[tuple[TabletRun, TabletRun]] = []
    for i in range(runs):
        got: dict[str, TabletRun] = {}
        for rules in (("", "living") if i % 2 == 0 else ("living", "")):
            got[rules] = throttled_run(pw, executable, base, rules=rules)
        c, lv = got[""], got["living"]
        pairs.append((c, lv))
        log(f"  pair {i + 1}: over 100 ms, Cinderisle {c.over()} / Living Island {lv.over()}; longest "
            f"{c.longest():.0f} / {lv.longest():.0f} ms")
    worse = sum(1 for c, lv in pairs if lv.over() > c.over())
    longest = max(lv.longest() for _, lv in pairs)
    log(f"  Living Island had more tasks over 100 ms than Cinderisle in {worse} of {runs} pairs; its longest task "
        f"{longest:.0f} ms (targets: none more, none over {LIVING_LONGEST_MS:.0f} ms)")
    return pairs
