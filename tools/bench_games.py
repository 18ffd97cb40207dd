"""The benchmark's games in the page: four AI seats' long tasks, the memory over five games in a
row, and a cheap tablet (the CPU slowed, one person following the hint)."""

from __future__ import annotations

import dataclasses
import statistics
from collections.abc import Callable
from typing import Any

from tools.browsers import BROWSER_ARGS
from tools.console import log
from tools.js_files import page_function
from tools.newcomer import play_as_newcomer


def memory_runs(pw: Any, executable: str, base: str, games: int = 5) -> list[dict[str, float]]:
    """The page's JavaScript heap (after a garbage collection, DevTools protocol) and Python's
    (the objects its collector tracks, the WebAssembly memory's size: ``data-py-objects``,
    ``data-py-heap``, said when ``<html data-ask-memory>`` asks) at the end of each of ``games`` four-AI games in a row (Rematch at pace
    0); the growth from the first to the last, which should stay within 10%."""
    browser = pw.chromium.launch(executable_path=executable, headless=True, args=list(BROWSER_ARGS))
    rows: list[dict[str, float]] = []
    try:
        page = browser.new_page()
        cdp = page.context.new_cdp_session(page)
        page.goto(base + "?seed=7&seats=ai-easy,ai-easy,ai-easy,ai-easy&pace=0")
        page.wait_for_function("() => document.documentElement.dataset.ready === 'true'", timeout=120_000)
        page.evaluate("() => document.documentElement.setAttribute('data-ask-memory', '')")  # (said when asked)
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


LONG_FRAME_MS = 50.0
"""A long animation frame is one over 50 ms (the browser reports no shorter one)."""


def press_answers(presses: list[list[float]], frames: list[list[float]]) -> list[float]:
    """How long each press took to be answered (ms, ascending): from its start to the end of
    the frame that drew it.  ``presses``: ``[start, the frame's animation callback, a task
    queued from that callback]``; ``frames``: the long animation frames' ``[start, end]``.  The
    frame holding the callback is the one that drew the press (the press is handled in a task
    of that frame).  When it was no long frame, it ended within 50 ms of its start, and so of
    the press: the answer is then under 50 ms, and the task queued from the callback (which
    runs after the frame, and after any task queued before it) bounds it from above.

    >>> press_answers([[100, 130, 190], [300, 320, 330]], [[90, 175], [400, 460]])
    [30.0, 75.0]
    """
    out = []
    for start, drawn, late in presses:
        frame = next((f for f in frames if f[0] <= drawn <= f[1]), None)
        out.append(float(frame[1] - start) if frame is not None else min(float(late - start), LONG_FRAME_MS))
    return sorted(out)


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
    returning: float = 0.0
    """Seconds to ready when the same device comes back to the game it left (0: not measured)."""
    presses: list[float] = dataclasses.field(default_factory=list)
    """How long each of the person's presses took to be answered on the screen (ms, ascending):
    from the tap to the end of the frame that drew what it changed (:func:`press_answers`)."""

    def slowest_press(self) -> float:
        """The slowest press's answer (ms), 0 when nothing was pressed."""
        return self.presses[-1] if self.presses else 0.0

    def over(self, ms: float = 100.0, ai: bool = False) -> int:
        """How many of the tasks (or of the AI seats' ``ai``) took more than ``ms``."""
        return sum(1 for t in (self.ai if ai else self.tasks) if t > ms)

    def longest(self, ai: bool = False) -> float:
        """The longest task (or the AI seats' longest), 0 when there was none."""
        tasks = self.ai if ai else self.tasks
        return tasks[-1] if tasks else 0.0


def throttled_run(pw: Any, executable: str, base: str, turns: int = 12, rate: int = 4, rules: str = "",
                  come_back: bool = False) -> TabletRun:
    """A cheap tablet: Chromium's CPU slowed ``rate`` times (DevTools protocol), the game of seed
    7 with one human (pressing what the hint lights up) and three ai-hard seats at pace 0 for
    ``turns`` turns: the time to ready, and the long tasks while it is played (logged, and
    returned).  ``rules``: the link's ``rules=`` (``living``: Living Island; empty: Cinderisle).
    ``come_back``: then the same device opens the page again (:func:`_come_back`), and the run
    has that ready too."""
    browser = pw.chromium.launch(executable_path=executable, headless=True, args=list(BROWSER_ARGS))
    try:
        page = browser.new_page(viewport={"width": 768, "height": 1024})
        cdp = page.context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
        page.goto(base + "?seed=7&seats=human,ai-hard,ai-hard,ai-hard&pace=0" + (f"&rules={rules}" if rules else ""))
        page.wait_for_function("() => document.documentElement.dataset.ready === 'true'", timeout=300_000)
        ready = float(page.evaluate("document.documentElement.dataset.readyMs")) / 1000
        page.evaluate(page_function("ai_spans.js"))
        play_as_newcomer(page, turns, paced=True)
        raw = page.evaluate("window.__tasks")
        spans = page.evaluate("window.__spans")
        page.wait_for_function("() => window.__presses.length === window.__clicks", timeout=60_000)  # (the last's frame)
        raw_presses = page.evaluate("window.__presses")
        presses = press_answers(raw_presses, page.evaluate("window.__frames"))
        queued = sorted(float(late - start) for start, _, late in raw_presses)
        returning = _come_back(page) if come_back else 0.0
    finally:
        browser.close()
    run = TabletRun(ready, sorted(float(d) for _, d in raw), ai_tasks(raw, spans), returning, presses)
    back = f"; ready again on coming back {run.returning:.1f} s" if come_back else ""
    log(f"  ready after {run.ready:.1f} s{back}; long tasks while it was played (> 50 ms): {len(run.tasks)}, over "
        f"100 ms {run.over()}, longest {run.longest():.0f} ms; of them while AI seats played: {len(run.ai)}, over "
        f"100 ms {run.over(ai=True)}, longest {run.longest(ai=True):.0f} ms (target: none over 100 ms); "
        f"{len(presses)} presses answered after {statistics.median(presses or [0.0]):.0f} ms at the median, the "
        f"slowest {run.slowest_press():.0f} ms (to a task queued from their frames: the median "
        f"{statistics.median(queued or [0.0]):.0f} ms, the slowest {max(queued or [0.0]):.0f})")
    return run


def _come_back(page: Any) -> float:
    """The same device opening its game again (a reload: the game in progress is saved on it),
    the CPU still slowed: seconds to ready, once the game is shown again where it was left."""
    actions = int(page.evaluate("document.documentElement.dataset.actions"))
    page.reload()
    page.wait_for_function("() => document.documentElement.dataset.ready === 'true'", timeout=300_000)
    ready = float(page.evaluate("document.documentElement.dataset.readyMs")) / 1000
    page.wait_for_function("n => Number(document.documentElement.dataset.actions) >= n", arg=actions, timeout=60_000)
    return ready


TABLET_RUNS = 5
"""Runs of the cheap tablet in each rule set (:func:`tablet_runs`), alternating (issue 29: at least 5)."""
TABLET_LONG_MS = 100.0
"""No task of any run may take longer (issue 29, both rule sets)."""
TABLET_READY_S = 5.0
"""The median run's time to ready, for a seed link and for a device coming back to its game (issue 29)."""
LIVING_LONGEST_MS = 150.0
"""No task of a Living Island game on the cheap tablet may take longer (issue 27)."""
RULE_SETS = {"": "Cinderisle", "living": "Living Island"}
"""The link's ``rules=`` of each rule set the cheap tablet plays, and its name."""


def tablet_runs(pw: Any, executable: str, base: str, runs: int = TABLET_RUNS) -> dict[str, list[TabletRun]]:
    """The cheap tablet's game (:func:`throttled_run`, coming back to it afterwards) ``runs`` times
    in each rule set, alternating (Cinderisle first in odd pairs, Living Island first in even
    ones): each run's figures as it ends, then each rule set's minimum, median and maximum
    (:func:`tablet_summary`) and the verdicts."""
    got: dict[str, list[TabletRun]] = {rules: [] for rules in RULE_SETS}
    for i in range(runs):
        for rules in (tuple(RULE_SETS) if i % 2 == 0 else tuple(reversed(RULE_SETS))):
            log(f"  run {i + 1}, {RULE_SETS[rules]}:")
            got[rules].append(throttled_run(pw, executable, base, rules=rules, come_back=True))
    for line in tablet_summary(got):
        log(line)
    return got


def tablet_summary(got: dict[str, list[TabletRun]]) -> list[str]:
    """The cheap tablet's table (Markdown): for each rule set, the minimum, median and maximum over
    its runs of the long tasks over 50 ms and over 100 ms, the longest task and the two readies;
    then the verdicts (issue 29: no task over :data:`TABLET_LONG_MS` in any run, each median ready
    at most :data:`TABLET_READY_S`; issue 27: Living Island no more tasks over 100 ms than
    Cinderisle in the same pair, none over :data:`LIVING_LONGEST_MS`)."""

    def spread(values: list[float], fmt: str) -> str:
        return " / ".join(format(v, fmt) for v in (min(values), statistics.median(values), max(values)))

    rows: list[tuple[str, Callable[[TabletRun], float], str]] = [
            ("long tasks over 50 ms", lambda r: float(len(r.tasks)), "g"),
            ("long tasks over 100 ms", lambda r: float(r.over()), "g"),
            ("longest task (ms)", lambda r: r.longest(), ".0f"),
            ("slowest press answered (ms)", lambda r: r.slowest_press(), ".0f"),
            ("ready, seed link (s)", lambda r: r.ready, ".1f"),
            ("ready, coming back (s)", lambda r: r.returning, ".1f")]
    names = [RULE_SETS[k] for k in got]
    out = ["", f"The cheap tablet, {max(len(v) for v in got.values())} runs of each rule set: min / median / max", "",
           "| | " + " | ".join(names) + " |", "|---|" + "---|" * len(names)]
    for label, figure, fmt in rows:
        out.append(f"| {label} | " + " | ".join(spread([figure(r) for r in runs], fmt) for runs in got.values()) + " |")
    out.append("")
    for rules, runs in got.items():
        over = [r.over(TABLET_LONG_MS) for r in runs]
        ready = statistics.median(r.ready for r in runs)
        back = statistics.median(r.returning for r in runs)
        ok = not any(over) and ready <= TABLET_READY_S and back <= TABLET_READY_S
        out.append(f"{RULE_SETS[rules]}: runs with a task over {TABLET_LONG_MS:.0f} ms: {sum(1 for n in over if n)} of "
                   f"{len(runs)}; median ready {ready:.1f} s, coming back {back:.1f} s (targets: none, at most "
                   f"{TABLET_READY_S:.0f} s): {'met' if ok else 'MISSED'}")
    if set(got) == set(RULE_SETS):
        pairs = list(zip(got[""], got["living"], strict=False))
        worse = sum(1 for c, lv in pairs if lv.over() > c.over())
        longest = max(lv.longest() for _, lv in pairs)
        out.append(f"Living Island had more tasks over 100 ms than Cinderisle in {worse} of {len(pairs)} pairs; its "
                   f"longest task {longest:.0f} ms (targets: none more, none over {LIVING_LONGEST_MS:.0f} ms)")
    return out
