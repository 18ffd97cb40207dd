"""The smoke (``smoke.py``) in Firefox ESR, headless, over WebDriver BiDi with puppeteer-core
(``smoke_firefox.py``, ``firefox_smoke.mjs``).  Besides what the page counts itself, the
console's errors and the page errors puppeteer saw must be none.

Skipped, with the one command that installs it, on a machine without Firefox;
``CINDERISLE_ALL_BROWSERS=1`` (set by ``.ci/run``) makes that a failure instead.
"""

from __future__ import annotations

import pytest

import smoke
import smoke_firefox

pytestmark = pytest.mark.browser

FOUND, MISSING = smoke_firefox.find()
smoke.skip_unless_found("Firefox", MISSING)


def test_the_game_loads_plays_and_reloads_offline_in_firefox(dist_dir):
    smoke.require("Firefox", MISSING)
    found = FOUND
    with smoke.own_server(dist_dir) as site:
        driver = smoke_firefox.Firefox(found)
        try:
            report = smoke.run(driver, site)
            console = driver.console_errors()
        finally:
            driver.close()
    report.keep(driver.version)
    assert not report.covered, f"taps landed on something above the control: {report.covered}"
    others = [e for e in console if "planted" not in e]  # (the recorder's check plants two)
    assert not others, "errors in Firefox's console:\n" + "\n".join(others)
