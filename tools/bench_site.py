"""The site's benchmark (``python build.py bench`` runs it inside .venv, where Playwright is):
page loads against the bare page, then the games of :mod:`tools.bench_games`, and the size of
dist/."""

from __future__ import annotations

import json
import statistics
import tempfile
from collections.abc import Callable
from typing import Any, TypeVar

from tools.bench_games import TABLET_RUNS, ai_page_tasks, memory_runs, tablet_runs
from tools.browsers import BROWSER_ARGS
from tools.console import log
from tools.dist import dist_size
from tools.paths import DIST
from tools.serve import start_server

T = TypeVar("T")

PAGES = {"bare": "bench-bare.html", "app": "?island=landfall"}
"""The two pages loaded in pairs: the bare PyScript + Pyodide page, and Cinderisle."""


def once_more(run: Callable[[], T], what: str) -> T:
    """``run()``, and once more if Chromium's renderer crashed meanwhile (headless Chromium's
    renderer has crashed now and then in long runs here, with the page or without it: seen in
    a page load, in the AI seats' game and once in the browser tests); said in the output."""
    try:
        return run()
    except Exception as exc:
        if "crashed" not in str(exc):
            raise
        log(f"  (the page crashed {what}: once more)")
        return run()


def ratios(xs: list[float]) -> str:
    """Ratios as their median and range: ``1.03x (0.97-1.10x)``."""
    return f"{statistics.median(xs):.2f}x ({min(xs):.2f}-{max(xs):.2f}x)"


def load_once(pw: Any, executable: str, profile: str, url: str) -> dict[str, float]:
    """One load of ``url`` in the browser profile ``profile``: seconds to ready and to the
    island's first paint, Cinderisle's own start, and the megabytes transferred."""
    ctx = pw.chromium.launch_persistent_context(
        profile, executable_path=executable, headless=True, args=list(BROWSER_ARGS)
    )
    try:
        page = ctx.pages[0] if ctx.pages else ctx.new_page()
        page.goto(url)
        page.wait_for_function(
            "() => document.documentElement.dataset.ready === 'true' || !!document.querySelector('.py-error')",
            timeout=120_000,
        )
        if page.query_selector(".py-error"):
            raise RuntimeError(f"{url}: {page.inner_text('.py-error')}")
        ms = float(page.evaluate("document.documentElement.dataset.readyMs"))
        island = page.evaluate("document.documentElement.dataset.islandMs || ''")
        if not island and "bare" not in url:
            page.wait_for_function("() => !!document.documentElement.dataset.islandMs", timeout=10_000)
            island = page.evaluate("document.documentElement.dataset.islandMs")
        transferred = page.evaluate(
            "performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))"
            ".reduce((n, e) => n + (e.transferSize || 0), 0)"
        )
        app = page.evaluate("document.documentElement.dataset.appMs || '0'")
        return {"ready": ms / 1000, "island": float(island) / 1000 if island else 0.0, "mb": transferred / 1e6,
                "app": float(app) / 1000}
    finally:
        ctx.close()


def bench_site(executable: str, pairs: int, ai: bool = True, memory: bool = True, throttle: bool = True) -> int:
    """Time page loads, then (unless left out) the AI seats' long tasks, the memory over five
    games and the cheap tablet, in Chromium ``executable``; prints the figures.

    The bare page (the same vendored PyScript and Pyodide, no game) and Cinderisle load in
    alternating pairs (bare first in odd pairs, Cinderisle first in even ones, so a drift of
    the machine weighs on both alike), each cold (a fresh profile) then warm (the same
    profile again).  Each pair gives Cinderisle's ready time as a ratio of the bare page's,
    and the island's first paint as a ratio of the bare page's ready time, cold; the
    summary is the median and range of those ratios (absolute times on these machines vary
    by half from one run to the next; ratios within a pair far less)."""
    from playwright.sync_api import sync_playwright

    def load(pw: Any, profile: str, url: str) -> dict[str, float]:
        return once_more(lambda: load_once(pw, executable, profile, url), f"loading {url}")

    cold_r: list[float] = []
    warm_r: list[float] = []
    island_r: list[float] = []
    times: dict[str, list[float]] = {k: [] for k in ("bare cold", "bare warm", "app cold", "app warm", "island cold",
                                                     "island warm", "own cold", "own warm")}
    mb = 0.0
    server, base = start_server(DIST)
    try:
        with sync_playwright() as pw:
            log(f"{pairs} alternating pairs; each page cold (a fresh profile), then warm (the same profile):")
            for i in range(pairs):
                got: dict[str, tuple[dict[str, float], dict[str, float]]] = {}
                for key in (("bare", "app") if i % 2 == 0 else ("app", "bare")):
                    with tempfile.TemporaryDirectory(prefix="cinderisle-profile-") as profile:
                        cold = load(pw, profile, base + PAGES[key])
                        warm = load(pw, profile, base + PAGES[key])
                    got[key] = (cold, warm)
                (bc, bw), (ac, aw) = got["bare"], got["app"]
                cold_r.append(ac["ready"] / bc["ready"])
                warm_r.append(aw["ready"] / bw["ready"])
                island_r.append(ac["island"] / bc["ready"])
                mb = ac["mb"]
                for k, v in (("bare cold", bc["ready"]), ("bare warm", bw["ready"]), ("app cold", ac["ready"]),
                             ("app warm", aw["ready"]), ("island cold", ac["island"]), ("island warm", aw["island"]),
                             ("own cold", ac["app"]), ("own warm", aw["app"])):
                    times[k].append(v)
                log(f"  pair {i + 1} ({'bare first' if i % 2 == 0 else 'Cinderisle first'}): "
                    f"cold {bc['ready']:.2f} / {ac['ready']:.2f} s = {cold_r[-1]:.2f}x; "
                    f"warm {bw['ready']:.2f} / {aw['ready']:.2f} s = {warm_r[-1]:.2f}x; "
                    f"island painted {ac['island']:.2f} s cold = {island_r[-1]:.2f} of the bare page's ready")
        if ai:
            with sync_playwright() as pw:
                log("\n== AI seats in the page (four ai-hard seats at pace 0, 40 turns of game seed 7) ==")
                once_more(lambda: ai_page_tasks(pw, executable, base), "while four AI seats played")
        if memory:
            with sync_playwright() as pw:
                log("\n== memory over five games in a row (four ai-easy seats at pace 0, Rematch) ==")
                once_more(lambda: memory_runs(pw, executable, base), "while five games were played")
        if throttle:
            with sync_playwright() as pw:
                log("\n== a cheap tablet: the CPU slowed 4x, one human and three ai-hard seats, 12 turns of seed 7, "
                    f"then the same device coming back to the game; {TABLET_RUNS} runs of each rule set, alternating ==")
                once_more(lambda: tablet_runs(pw, executable, base), "while the cheap tablet's games were played")
    finally:
        server.shutdown()

    if pairs:
        load_summary(pairs, times, cold_r, warm_r, island_r, mb)
    return 0


def load_summary(pairs: int, times: dict[str, list[float]], cold_r: list[float], warm_r: list[float],
                 island_r: list[float], mb: float) -> None:
    """The page loads' table: the pairs' ratios and the median times (``pairs`` at least 1)."""
    med = {k: statistics.median(v) for k, v in times.items()}
    log(f"\nCinderisle (?island=landfall) against the bare PyScript + Pyodide page, {pairs} pairs, "
        "navigation to data-ready=\"true\": median (range) of the pairs' ratios\n")
    log("| | ratio | target | bare page (median) | Cinderisle (median) |")
    log("|---|---|---|---|---|")
    log(f"| ready, cold | {ratios(cold_r)} | <= 1.05x | {med['bare cold']:.2f} s | {med['app cold']:.2f} s |")
    log(f"| ready, warm | {ratios(warm_r)} | <= 1.05x | {med['bare warm']:.2f} s | {med['app warm']:.2f} s |")
    log(f"| island painted, cold (of the bare page's ready) | {ratios(island_r)} | <= 0.25x | | "
        f"{med['island cold']:.2f} s |")
    log(f"\nisland painted, warm: {med['island warm']:.2f} s; Cinderisle's cold transfer {mb:.1f} MB")
    log(f"Cinderisle's own start (main.start: its imports and first screen, data-app-ms): "
        f"{med['own cold'] * 1000:.0f} ms cold, {med['own warm'] * 1000:.0f} ms warm (medians)")
    info = json.loads((DIST / "build-info.json").read_text())
    runtime = dist_size(DIST / "runtime")
    log(
        f"\ndist/: {dist_size() / 1e6:.1f} MB (Pyodide {info['pyodide']['version']} + PyScript "
        f"{info['pyscript']['version']}: {runtime / 1e6:.1f} MB; app zip "
        f"{(DIST / info['app_zip']).stat().st_size / 1e3:.0f} kB)"
    )
