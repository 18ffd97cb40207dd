"""The smoke (``smoke.py``) in WebKit, the engine of Safari on iPads: WebKitGTK's MiniBrowser
through WebKitWebDriver and Selenium, under Xvfb (``smoke_webkit.py``).  And the console of a
plain load, which the driven browser does not show: no error, no warning.

Skipped, with the one command that installs it, on a machine without WebKitGTK's driver or
Xvfb; ``CINDERISLE_ALL_BROWSERS=1`` (set by ``.ci/run``) makes that a failure instead.
"""

from __future__ import annotations

import re

import pytest

import smoke
import smoke_webkit

pytestmark = [
    pytest.mark.browser,
    # (Selenium's own WebKitGTK driver still sets its server's address the old way)
    pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning"),
]

NOT_QUIET = re.compile(r"CONSOLE \w+ (ERROR|WARN)")

FOUND, MISSING = smoke_webkit.find()
smoke.skip_unless_found("WebKit", MISSING)


@pytest.fixture(scope="module")
def webkit():
    smoke.require("WebKit", MISSING)
    return FOUND


@pytest.fixture(scope="module")
def display(webkit):
    with smoke_webkit.xvfb_display(webkit["xvfb"]) as name:
        yield name


def test_the_game_loads_plays_and_reloads_offline_in_webkit(webkit, display, dist_dir):
    with smoke.own_server(dist_dir) as site:
        driver = smoke_webkit.WebKit(webkit, display)
        try:
            report = smoke.run(driver, site)
        finally:
            driver.close()
    report.keep(f"WebKitGTK {driver.version}")
    assert not report.covered, f"taps landed on something above the control: {report.covered}"


def test_webkit_says_nothing_wrong_while_the_game_loads(webkit, display, dist_dir):
    """Seen here first: WebKit rejected the policy's ``manifest-src`` ("Unrecognized
    Content-Security-Policy directive") and warned that four preloads went unused (each was
    downloaded twice: docs/site.md)."""
    with smoke.own_server(dist_dir) as site:
        lines = smoke_webkit.plain_console(webkit, display, site.url + smoke.LINK, site.served)
    assert any("PyScript Ready" in line for line in lines), f"the console was not heard: {lines}"
    loud = [line for line in lines if NOT_QUIET.search(line)]
    assert not loud, "WebKit's console:\n" + "\n".join(loud)
