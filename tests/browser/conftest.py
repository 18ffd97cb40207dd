"""Fixtures for the browser tests: dist/ served on localhost, one headless Chromium.

- ``site_url``: dist/ (built now unless ``python build.py test`` just built it) served
  by build.py's own handler (``tools.serve``) on a free 127.0.0.1 port, in a background thread.
- ``chromium``: $CHROMIUM, /usr/bin/chromium, chromium on PATH or Playwright's own
  browser, launched with every host but localhost unresolvable.  No browser is a
  failure with instructions, never a silent skip.
- ``game``: a page shared by the tests of one module (booting Pyodide takes seconds;
  ``game.open(query)`` navigates for real, ``game.follow(query)`` changes the link
  inside the running page) that records every request, console error and page
  error; after each test it fails if anything left 127.0.0.1/localhost, the
  console logged an error or the page recorded one itself (boot.js's
  ``data-page-errors``).  ``fresh_game``: a page in a new context of its own.
- ``clocked``: the module's page in a context of its own whose time the test controls
  (``page.clock``), checked after each test as ``game`` is.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from driver import forget_saves
from tools.browsers import BROWSER_ARGS, BROWSER_HELP, find_browser
from tools.dist import build
from tools.paths import DIST
from tools.serve import start_server

ROOT = Path(__file__).resolve().parents[2]

ARTIFACTS = ROOT / "test-artifacts"
LOCAL_HOSTS = {"127.0.0.1", "localhost"}
READY_TIMEOUT_MS = 90_000

_READY_JS = """() => {
  const root = document.documentElement;
  if (root.dataset.ready === 'true') return 'ready';
  const err = document.querySelector('.py-error');
  if (err) return 'PyScript error: ' + err.textContent;
  if (root.dataset.bootProblem) {
    const box = document.getElementById('loading-problem');
    return 'boot problem: ' + (box ? box.textContent : '?');
  }
  return false;
}"""


def wait_ready(page, timeout: float = READY_TIMEOUT_MS) -> None:
    """Wait for data-ready="true"; fail at once on PyScript's error banner."""
    result = page.wait_for_function(_READY_JS, timeout=timeout).json_value()
    if result != "ready":
        pytest.fail(f"the page did not start: {result}", pytrace=False)


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in ("data", "blob", "about"):
        return True
    return parts.hostname in LOCAL_HOSTS


@dataclass
class Game:
    """A page of the built site plus what it asked the network and logged."""

    page: object
    url: str
    requests: list[str] = field(default_factory=list)
    responses: dict[str, str] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)

    def open(self, query: str = "", *, width: int | None = None, height: int | None = None):
        if width and height:
            self.page.set_viewport_size({"width": width, "height": height})
        self.page.goto(self.url + query)
        wait_ready(self.page)
        return self.page

    def follow(self, query: str):
        """Go to ``query`` inside the running page (pushState + popstate), as the
        browser's Back and Forward do: the same link-reading code, no new boot.
        (Opens the page for real if it is not running yet.)"""
        if not self.page.url.startswith(self.url):
            return self.open(query)
        self.page.evaluate(
            "q => { history.pushState(null, '', q); dispatchEvent(new PopStateEvent('popstate', {state: null})); }",
            query,
        )
        wait_ready(self.page)
        return self.page

    def tiles(self) -> list[dict]:
        return self.page.eval_on_selector_all(
            "[data-tile]",
            "els => els.map(e => ({id: e.dataset.tile, terrain: e.dataset.terrain, number: e.dataset.number}))",
        )

    def jetties(self) -> list[dict]:
        return self.page.eval_on_selector_all(
            "[data-jetty-edge]",
            "els => els.map(e => ({edge: Number(e.dataset.jettyEdge), kind: e.dataset.jetty}))",
        )

    def dataset(self) -> dict:
        return self.page.evaluate("Object.assign({}, document.documentElement.dataset)")

    def screenshot(self, name: str) -> Path:
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.page.screenshot(path=str(path), full_page=True)
        return path


# Chromium's renderer crashes now and then on these machines ("Target crashed"): a handful of
# times in many dozens of runs of the suite, as a page booted, with this page and with a bare
# PyScript page alike (docs/site.md, "Tests").  A test that fails so is run once more on a new browser, and the run says so
# at its end; a second crash is a failure like any other.
CRASH = "Target crashed"
RAN_AGAIN: list[str] = []


def _crashed(reports) -> bool:
    return any(r.failed and CRASH in str(r.longrepr) for r in reports)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    """A browser test whose page crashed: everything torn down (the browser, its contexts and
    pages, the server), then the test run once more from scratch.  Other tests: pytest's way."""
    from _pytest.runner import runtestprotocol

    if Path(__file__).parent not in Path(item.path).parents:
        return None
    item.ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
    reports = runtestprotocol(item, nextitem=nextitem, log=False)
    if _crashed(reports):
        RAN_AGAIN.append(item.nodeid)
        with contextlib.suppress(Exception):  # the crashed browser's own teardown may fail: it is gone
            item.session._setupstate.teardown_exact(None)
        reports = runtestprotocol(item, nextitem=nextitem, log=False)
    for report in reports:
        item.ihook.pytest_runtest_logreport(report=report)
    item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
    return True


def pytest_terminal_summary(terminalreporter):
    if RAN_AGAIN:
        terminalreporter.write_sep("-", "Chromium's renderer crashed: run once more on a new browser")
        for nodeid in RAN_AGAIN:
            terminalreporter.write_line(nodeid)


@pytest.fixture(scope="session")
def dist_dir() -> Path:
    if os.environ.get("CINDERISLE_DIST_BUILT") != "1" or not (DIST / "index.html").exists():
        build(quiet=True)
    return DIST


@pytest.fixture(scope="session")
def site_url(dist_dir):
    server, url = start_server(dist_dir)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser_path() -> str:
    path = os.environ.get("CINDERISLE_BROWSER") or find_browser()
    if not path:
        pytest.fail(BROWSER_HELP, pytrace=False)
    return path


@pytest.fixture(scope="session")
def chromium(browser_path):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=browser_path, headless=True, args=list(BROWSER_ARGS))
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def shared_context(chromium):
    context = chromium.new_context(viewport={"width": 1024, "height": 768})
    yield context
    context.close()


UNKNOWN_PRESS = "Cinderisle: a press that means nothing"
"""How the page warns of a press that names no message (``glue/inputs._parsed``): a test fails on it."""


def _fails(kind: str, text: str) -> bool:
    """A console message a test fails on: an error, or the page's warning of an unknown press."""
    return kind == "error" or (kind == "warning" and text.startswith(UNKNOWN_PRESS))


def _watch(page, game: Game) -> None:
    page.on("request", lambda r: game.requests.append(r.url))
    page.on("response", lambda r: game.responses.__setitem__(r.url, r.headers.get("content-type", "")))
    page.on("console", lambda m: game.errors.append(f"console: {m.text}") if _fails(m.type, m.text) else None)
    page.on("pageerror", lambda e: game.errors.append(f"page error: {e}" + (f"\n{e.stack}" if e.stack else "")))


RECORDED_JS = """() => {
  // What the page counted itself since the last look (boot.js: data-page-errors, window.__pageErrors).
  const all = Array.isArray(window.__pageErrors) ? window.__pageErrors : [];
  const from = window.__pageErrorsChecked || 0;
  window.__pageErrorsChecked = all.length;
  return all.slice(from);
}"""


def _recorded(game: Game) -> None:
    """Add the uncaught errors the page itself recorded (boot.js counts every uncaught error,
    unhandled rejection and PyScript error banner, as the WebKit and Firefox smokes read them)
    to ``game.errors``: the same check in Chromium, beside Playwright's own listeners."""
    from playwright.sync_api import Error as PlaywrightError

    page = game.page
    if page.is_closed():
        return
    try:
        found = page.evaluate(RECORDED_JS)
    except PlaywrightError:  # (a page mid-navigation, or crashed: Playwright's listeners still speak)
        return
    game.errors.extend(f"recorded by the page (data-page-errors): {e}" for e in found)


def _check(game: Game, since: tuple[int, int] = (0, 0)) -> None:
    _recorded(game)
    outside = [u for u in game.requests[since[0]:] if not is_local(u)]
    assert not outside, f"requests left the machine: {outside}"
    errors = game.errors[since[1]:]
    assert not errors, "errors in the browser console:\n" + "\n".join(errors)


@pytest.fixture(scope="module")
def _module_game(shared_context, site_url):
    page = shared_context.new_page()
    g = Game(page, site_url)
    _watch(page, g)
    yield g
    page.close()


@pytest.fixture
def game(_module_game):
    """The module's page (booting Pyodide costs seconds, so tests of a module share it).

    After each test: nothing may have left the machine and the console holds no error.
    """
    g = _module_game
    since = (len(g.requests), len(g.errors))
    yield g
    _check(g, since)
    _forget_the_game(g)


def _forget_the_game(g: Game) -> None:
    """Leave no game in progress and no remembered new-game settings to the next test: the
    pages share one context (and its localStorage), a link to a game saved there offers to
    resume it, a full list asks which game to let go, and the new-game screen opens with the
    settings last started."""
    if g.page.url.startswith(g.url) and g.page.evaluate("() => document.documentElement.dataset.ready === 'true'"):
        g.follow("?island=landfall")  # the new-game screen: no clock, no AI, nothing more saved
        g.page.evaluate("() => { for (const k of Object.keys(localStorage)) if (k === 'cinderisle.table'"
                        " || k === 'cinderisle.newgame' || k.startsWith('cinderisle.game.')) localStorage.removeItem(k); }")


def own_context_game(chromium, site_url, **options):
    """A page in a new context of its own (empty cache, own init scripts; ``options`` go to
    ``new_context``), checked like every page when done.  For fixtures: ``yield from``."""
    options.setdefault("viewport", {"width": 1024, "height": 768})
    context = chromium.new_context(**options)
    page = context.new_page()
    g = Game(page, site_url)
    _watch(page, g)
    yield g
    _recorded(g)
    context.close()
    _check(g)


LANDSCAPE = {"width": 1024, "height": 768}
"""The shared pages' window (a tablet held sideways: the game's log open beside the island)."""


def _to_landscape(page) -> None:
    """The window back at :data:`LANDSCAPE`; the game's log, folded below landscape, open again."""
    if page.viewport_size == LANDSCAPE:
        return
    page.set_viewport_size(LANDSCAPE)
    page.wait_for_function("() => { const log = document.getElementById('log-box'); return !log || log.open; }")


@pytest.fixture(scope="module")
def _module_clocked_game(chromium, site_url):
    """The page of ``clocked``, its time under ``page.clock`` (installed before the game boots),
    the game open on Landfall; a context of its own, shared by the module's tests."""
    context = chromium.new_context(viewport=LANDSCAPE)
    page = context.new_page()
    page.clock.install()
    g = Game(page, site_url)
    _watch(page, g)
    g.open("?island=landfall")
    yield g
    context.close()


@pytest.fixture
def clocked(_module_clocked_game):
    """The module's page whose time the test controls (``page.clock``: ``run_for``, ``pause_at``,
    ``driver.pause``), for the clocks, the layout while a countdown runs, a reason shown while
    the game stands still.  Each test starts with the time running, the window at 1024x768 and
    no game saved on the device; after it the time runs again, the window is put back, and the
    page is checked as every page is (nothing left the machine, no error in the console)."""
    g = _module_clocked_game
    since = (len(g.requests), len(g.errors))
    g.page.clock.resume()
    _to_landscape(g.page)
    forget_saves(g.page)
    yield g
    g.page.clock.resume()
    _to_landscape(g.page)
    _check(g, since)


@pytest.fixture
def fresh_game(chromium, site_url):
    """A page in a new context of its own (empty cache, own init scripts)."""
    yield from own_context_game(chromium, site_url)
