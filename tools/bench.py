"""``python build.py bench``: the engine's figures (python -m engine.bench, catanatron beside
it), then the site's, measured inside .venv by ``build.py _bench-site`` (:mod:`tools.bench_site`;
against another build, :mod:`tools.bench_against`)."""

from __future__ import annotations

import subprocess
import sys

from tools.bench_against import dist_dir
from tools.browsers import BROWSER_HELP, find_browser
from tools.console import log
from tools.dist import build
from tools.paths import BUILD_PY, ROOT
from tools.venv import ensure_bench_tools, ensure_venv


def run_bench(pairs: int, engine: bool = True, engine_args: tuple[str, ...] = (), fuzz: int = 0,
              against: str | None = None, site_flags: tuple[str, ...] = (), site_against: str | None = None) -> int:
    """The benchmark: ``against`` a checkout, the engine side by side with it alone;
    ``site_against`` a built site (its ``dist/``), the page side by side with it alone
    (:mod:`tools.bench_against`; of ``site_flags`` only ``--no-throttle`` counts); else the
    engine under fire (``fuzz`` games of each rule set, when asked), the engine's figures (unless not
    ``engine``; ``engine_args`` go to engine.bench), then the built site's (``pairs`` pairs of
    page loads; ``site_flags`` go to ``build.py _bench-site``: ``--no-ai`` ...)."""
    before = str(dist_dir(site_against)) if site_against else ""  # (checked before anything is set up)
    py = ensure_venv()
    if against:
        return subprocess.call([str(py), "-m", "engine.bench", "--against", against], cwd=ROOT)
    if before:
        build()
        browser = find_browser(py)
        if browser is None:
            print(BROWSER_HELP, file=sys.stderr)
            return 2
        log(f"\n== the page against the build in {before} (alternating, headless Chromium) ==")
        flags = [f for f in site_flags if f == "--no-throttle"]
        return subprocess.call([str(py), str(BUILD_PY), "_bench-site", "--browser", browser, "--pairs", str(pairs),
                                "--against", before, *flags], cwd=ROOT)
    if fuzz:
        log(f"== the engine under fire (python -m engine.fuzz --games {fuzz} --rules both: Cinderisle's games, "
            f"then Living Island's) ==")
        if subprocess.call([str(py), "-m", "engine.fuzz", "--games", str(fuzz), "--rules", "both"], cwd=ROOT) != 0:
            log("engine.fuzz found unexpected outcomes (above)")
    if engine:
        ensure_bench_tools(py)
        log("== engine (python -m engine.bench, with catanatron measured side by side) ==")
        rc = subprocess.call([str(py), "-m", "engine.bench", *engine_args], cwd=ROOT)
        if rc != 0:
            log(f"engine.bench exited with {rc}")
    build()
    browser = find_browser(py)
    if browser is None:
        print(BROWSER_HELP, file=sys.stderr)
        return 2
    log("\n== site (navigation to playable, headless Chromium) ==")
    return subprocess.call(
        [str(py), str(BUILD_PY), "_bench-site", "--browser", browser, "--pairs", str(pairs), *site_flags],
        cwd=ROOT,
    )
