"""``python build.py bench --site-against DIR``: this build's page against another built site (a
``dist/`` directory, say the build before a change), inside .venv by ``build.py _bench-site
--against DIR``.

Both sites are served at once (:func:`tools.serve.start_server`, one port each) and measured in
one run, in alternating order (before, this build; this build, before; ...) so that a drift of
the machine weighs on both alike:

- page loads in pairs, each site cold (a fresh browser profile) then warm (the same profile):
  ready (``data-ready-ms``), the island's first paint (``data-island-ms``) and Cinderisle's own
  start (``data-app-ms``), each pair's figures as ratios, this build's over the build before's;
- the cheap tablet (:func:`tools.bench_games.throttled_run`, the CPU slowed 4x) played on each,
  in :data:`TABLET_RUNS` alternating runs: its long tasks over 100 ms, run by run.

The figures are the median and range of the pairs' ratios (absolute times on these machines
move by half from one run to the next; ratios within a pair far less)."""

from __future__ import annotations

import functools
import statistics
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tools.bench_games import RULE_SETS, TabletRun, throttled_run
from tools.bench_site import PAGES, load_once, once_more, ratios
from tools.console import BuildError, log
from tools.paths import DIST
from tools.serve import start_server

SIDES = ("before", "after")
"""The build compared against (``--site-against DIR``) and this one (``dist/``)."""
LABELS = {"before": "before", "after": "this build"}
"""Each side as the output names it."""
TABLET_RUNS = 3
"""The cheap tablet's runs of each build, alternating (its figure: the median of them)."""
FIGURES = (
    ("ready cold", "page ready, cold"),
    ("ready warm", "page ready, warm"),
    ("island cold", "island painted, cold"),
    ("island warm", "island painted, warm"),
    ("app cold", "Cinderisle's own start, cold"),
)
"""The page loads' figures (the keys of :func:`load_pair`'s figures) and their names in the table."""


def pair_order(i: int) -> tuple[str, str]:
    """The order of pair (or run) ``i`` (from 0): the build before first in even ones, this build
    first in odd ones: before, after, after, before, before, after ..."""
    return SIDES if i % 2 == 0 else (SIDES[1], SIDES[0])


def dist_dir(path: str | Path) -> Path:
    """The built site at ``path``: a ``dist/`` directory, or a checkout whose ``dist/`` was built."""
    p = Path(path).resolve()
    for d in (p, p / "dist"):
        if (d / "index.html").is_file() and (d / "build-info.json").is_file():
            return d
    raise BuildError(f"{p} holds no built site (index.html and build-info.json, there or in its dist/): "
                     "build it first with its own build.py")


def load_figures(cold: dict[str, float], warm: dict[str, float]) -> dict[str, float]:
    """One site's figures from a cold and a warm load (:func:`tools.bench_site.load_once`), in seconds."""
    return {"ready cold": cold["ready"], "ready warm": warm["ready"], "island cold": cold["island"],
            "island warm": warm["island"], "app cold": cold["app"]}


def pair_ratios(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    """Each figure of a pair as this build's over the build before's (a figure the build before
    did not give, 0, gives no ratio)."""
    return {k: after[k] / before[k] for k, _ in FIGURES if before.get(k) and k in after}


def ratio_table(pairs: Sequence[tuple[dict[str, float], dict[str, float]]]) -> list[str]:
    """The page loads' table (Markdown): each figure's ratio, this build over the build before,
    as the median and range over ``pairs`` (each ``(before, after)`` figures), and each side's
    median time."""
    rows = ["| figure | this build / before: median (range) | before (median) | this build (median) |",
            "|---|---|---|---|"]
    each = [pair_ratios(b, a) for b, a in pairs]
    for key, name in FIGURES:
        xs = [r[key] for r in each if key in r]
        if not xs:
            continue
        before = statistics.median(b[key] for b, _ in pairs)
        after = statistics.median(a[key] for _, a in pairs)
        rows.append(f"| {name} | **{ratios(xs)}** | {before:.2f} s | {after:.2f} s |")
    return rows


def tablet_medians(runs: Sequence[dict[str, TabletRun]], side: str) -> dict[str, float]:
    """The medians over ``runs`` of one side's tablet figures: tasks over 100 ms (``over``), of
    them while AI seats played (``ai``), tasks over 50 ms (``long``), the longest, seconds to ready,
    the slowest press's answer (``press``, ms)."""
    rs = [r[side] for r in runs]
    return {"over": statistics.median(r.over() for r in rs), "ai": statistics.median(r.over(ai=True) for r in rs),
            "long": statistics.median(len(r.tasks) for r in rs), "longest": statistics.median(r.longest() for r in rs),
            "ready": statistics.median(r.ready for r in rs),
            "press": statistics.median(r.slowest_press() for r in rs)}


def tablet_table(runs: Sequence[dict[str, TabletRun]]) -> list[str]:
    """The cheap tablet's table (Markdown): run by run, in the order each pair ran, each build's
    long tasks over 100 ms (of them while AI seats played), over 50 ms, the longest, the time to
    ready and the slowest press's answer; then the medians over the runs."""
    def cells(over: float, ai: float, long: float, longest: float, ready: float, press: float) -> str:
        return f"**{over:g}** ({ai:g}) | {long:g} | {longest:.0f} ms | {ready:.1f} s | {press:.0f} ms"

    def of(r: TabletRun) -> str:
        return cells(r.over(), r.over(ai=True), len(r.tasks), r.longest(), r.ready, r.slowest_press())

    head = "over 100 ms (of them AI) | over 50 ms | longest | ready | slowest press"
    rows = [f"| run (order) | before: {head} | this build: {head} |", "|---|" + "---|" * 10]
    for i, run in enumerate(runs):
        order = ", ".join(LABELS[s] for s in pair_order(i))
        rows.append(f"| {i + 1} ({order}) | {of(run['before'])} | {of(run['after'])} |")
    if runs:
        rows.append("| median | " + " | ".join(cells(**tablet_medians(runs, s)) for s in SIDES) + " |")
    return rows


def load_pair(pw: Any, executable: str, url: str) -> tuple[dict[str, float], dict[str, float]]:
    """One site loaded cold (a fresh profile) then warm (the same profile again)."""
    with tempfile.TemporaryDirectory(prefix="cinderisle-profile-") as profile:
        cold = once_more(lambda: load_once(pw, executable, profile, url), f"loading {url}")
        warm = once_more(lambda: load_once(pw, executable, profile, url), f"loading {url} again")
    return cold, warm


def page_loads(pw: Any, executable: str, base: dict[str, str],
               pairs: int) -> tuple[list[tuple[dict[str, float], dict[str, float]]], dict[str, float]]:
    """``pairs`` alternating pairs of page loads, each side (its site at ``base[side]``) cold then
    warm: each pair's figures ``(before, after)``, and each side's cold transfer in MB."""
    loads: list[tuple[dict[str, float], dict[str, float]]] = []
    mb: dict[str, float] = {}
    log(f"\n{pairs} alternating pairs of page loads ({PAGES['app']}); each cold (a fresh profile), "
        "then warm (the same profile):")
    for i in range(pairs):
        got: dict[str, dict[str, float]] = {}
        for side in pair_order(i):
            cold, warm = load_pair(pw, executable, base[side] + PAGES["app"])
            got[side] = load_figures(cold, warm)
            mb[side] = cold["mb"]
        b, a = got["before"], got["after"]
        r = pair_ratios(b, a)
        loads.append((b, a))
        log(f"  pair {i + 1} ({LABELS[pair_order(i)[0]]} first): ready cold "
            f"{b['ready cold']:.2f} / {a['ready cold']:.2f} s = {r['ready cold']:.2f}x, warm {b['ready warm']:.2f} / "
            f"{a['ready warm']:.2f} s = {r['ready warm']:.2f}x; island cold {b['island cold']:.2f} / "
            f"{a['island cold']:.2f} s = {r.get('island cold', 0):.2f}x")
    return loads, mb


def compare_site(executable: str, against: str | Path, pairs: int, throttle: bool = True,
                 tablet_runs: int = TABLET_RUNS) -> int:
    """This build's ``dist/`` against the built site ``against`` in Chromium ``executable``:
    ``pairs`` alternating pairs of page loads (0: none), then (unless not ``throttle``)
    ``tablet_runs`` alternating runs of the cheap tablet on each; prints both tables."""
    from playwright.sync_api import sync_playwright

    dirs = {"before": dist_dir(against), "after": DIST}
    if dirs["before"] == DIST.resolve():
        raise BuildError(f"{against} is this build's own dist/: give the other build's")
    servers = {side: start_server(d) for side, d in dirs.items()}
    base = {side: url for side, (_, url) in servers.items()}
    loads: list[tuple[dict[str, float], dict[str, float]]] = []
    mb: dict[str, float] = {}
    tablets: dict[str, list[dict[str, TabletRun]]] = {rules: [] for rules in RULE_SETS}
    try:
        log(f"before: {dirs['before']} at {base['before']}\nthis build: {dirs['after']} at {base['after']}")
        if pairs:
            with sync_playwright() as pw:
                loads, mb = page_loads(pw, executable, base, pairs)
        for rules, name in RULE_SETS.items() if throttle else ():
            log(f"\n== the cheap tablet, {name}: the CPU slowed 4x, one human and three ai-hard seats, 12 turns of "
                f"seed 7; {tablet_runs} alternating runs of each ==")
            for i in range(tablet_runs):
                run: dict[str, TabletRun] = {}
                for side in pair_order(i):
                    log(f" run {i + 1}, {LABELS[side]}:")
                    with sync_playwright() as pw:
                        run[side] = once_more(functools.partial(throttled_run, pw, executable, base[side], rules=rules),
                                              "while the cheap tablet's game was played")
                tablets[rules].append(run)
    finally:
        for server, _ in servers.values():
            server.shutdown()

    if loads:
        log(f"\nThis build ({dirs['after']}) against the build before ({dirs['before']}), {pairs} alternating pairs "
            "of page loads: median (range) of the pairs' ratios, this build / before\n")
        for row in ratio_table(loads):
            log(row)
        log(f"\ncold transfer: before {mb['before']:.1f} MB, this build {mb['after']:.1f} MB")
    for rules, tablet in tablets.items():
        if tablet:
            log(f"\nThe cheap tablet (4x CPU throttling), {RULE_SETS[rules]}, {len(tablet)} alternating runs of each: "
                "long tasks while the game was played\n")
            for row in tablet_table(tablet):
                log(row)
    return 0
