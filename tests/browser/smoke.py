"""An end-to-end smoke of the built page, the same in every browser engine.

The browser tests (``test_site_*.py``) go deep in Chromium through Playwright.  WebKit (the
engine of Safari on iPads) and Firefox get this one walk through the game instead
(``test_smoke_webkit.py``, ``test_smoke_firefox.py``), each through a :class:`Driver` of its
own (``smoke_webkit.py``: Selenium and WebKitWebDriver under Xvfb; ``smoke_firefox.py``:
puppeteer-core over WebDriver BiDi, ``firefox_smoke.mjs``).  :func:`run` plays it:

1. ``load``: the game link (one person and two ai-easy seats at pace 0) until ``data-ready``,
   with no file asked of the server twice on the way (WebKit downloaded four twice: its
   ``<link rel=preload as=fetch>`` never serves a ``fetch()``);
2. ``placement``: the person's first hearth, by a real pointer's tap on the glowing corner,
   taken back with Undo (a tap on the tray's Undo: the hearth is gone), placed again, and its
   causeway (a tap on a glowing edge);
3. ``turns``: the person plays on as a newcomer follows the hint (:data:`NEXT_PRESS_JS`: tap
   in, what the hint lights up, else Hint, else Roll or End turn; each a tap at the control's
   centre) while the AI seats play theirs, until :data:`TURNS` turns have passed;
4. ``rules``: the top bar's "?" opens the rules dialog (every section there), its close
   button closes it;
5. ``offline``: once the service worker's cache is complete (``data-offline="ready"``) the
   server is stopped, the page reloads from the worker alone and resumes the game
   (``data-ready``, the same turn);
6. no uncaught error at any point: the page counts them itself (``boot.js``:
   ``data-page-errors`` and ``window.__pageErrors``, PyScript's error banner included) since
   WebKit's automation shows no console; checked before the reload and after it;
7. ``recorder``: an error and a rejected promise planted in the page are counted (the check
   above means something in this engine).

Waiting is on ``data-*`` attributes of ``<html>``, read every :data:`POLL_S`; each step has
a deadline and fails with what the page showed.  What was seen (times, presses, the page's
state) comes back in a :class:`Report`.
"""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from tools import newcomer

LINK = "?seed=7&seats=human,ai-easy,ai-easy&pace=0"
"""One person, two ai-easy seats that move at once."""
TURNS = 6
"""Turns played after placement: the person's first two, and the AI seats' between them."""
POLL_S = 0.05
LOAD_TIMEOUT_S = 150.0
"""A cold load of the page (WebKit under Xvfb on a loaded 2-core machine took up to 55 s)."""
OFFLINE_TIMEOUT_S = 150.0
"""The service worker's whole precache (about 20 MB) after ready."""
PRESS_TIMEOUT_S = 15.0
"""A press shows on the page in the press's own task; AI seats at pace 0 take milliseconds."""
AI_TIMEOUT_S = 60.0
PRESSES_A_TURN = 30
END_RETRIES = 5

APT = {"WebKit": "sudo apt-get install webkit2gtk-driver xvfb xauth", "Firefox": "sudo apt-get install firefox-esr"}
"""What each smoke needs on Debian or Ubuntu."""


class Driver(Protocol):
    """One browser page, as the smoke needs it.  Coordinates are CSS pixels of the viewport."""

    name: str

    def goto(self, url: str) -> None: ...

    def reload(self) -> None: ...

    def js(self, source: str, *args: Any) -> Any:
        """The value of the JavaScript function ``source`` (an arrow or function expression)
        called in the page with ``args`` (JSON values); a promise is awaited."""

    def tap(self, x: float, y: float) -> None:
        """A real pointer's press and release at (x, y), through the engine's input path."""


class SmokeFailure(AssertionError):
    pass


READY_JS = """() => {
  const root = document.documentElement;
  if (document.querySelector('.py-error')) return 'PyScript error: ' + document.querySelector('.py-error').textContent;
  if (root.dataset.bootProblem) {
    const box = document.getElementById('loading-problem');
    return 'boot problem: ' + (box ? box.textContent : '?');
  }
  return root.dataset.ready === 'true' ? 'ready' : '';
}"""

DATA_JS = "() => Object.assign({}, document.documentElement.dataset)"

PAGE_ERRORS_JS = """() => ({count: document.documentElement.dataset.pageErrors || '',
  errors: Array.isArray(window.__pageErrors) ? window.__pageErrors.slice() : null})"""

MOMENT_JS = newcomer.press_moment_js()

TARGET_JS = newcomer.tap_target_js()

FIND_JS = """(selector) => {
  const shown = e => e && e.getClientRects().length > 0;
  const el = [...document.querySelectorAll(selector)].find(shown);
  if (!el) return null;
  return Object.assign((@TARGET@)(el), {data: Object.assign({}, el.dataset)});
}""".replace("@TARGET@", TARGET_JS)

NEXT_PRESS_JS = newcomer.human_press_js()
"""The newcomer's next press (tools/js/human_press.js), aimed: called with ``{turns, aim: true}``."""

HUMAN_DECIDES_JS = newcomer.human_decides_js()

RULES_JS = """() => {
  const d = document.documentElement.dataset, dialog = document.getElementById('rules');
  return {state: d.rulesDialog || '', open: !!(dialog && dialog.open),
          sections: dialog ? dialog.querySelectorAll('[id^="rules-"]').length : 0};
}"""

PLANT_JS = """() => {
  // An error nobody catches and a promise nobody handles, each in a task of its own.
  setTimeout(() => { throw new Error('planted by the smoke'); }, 0);
  setTimeout(() => { Promise.reject(new Error('planted rejection')); }, 0);
  return true;
}"""


@dataclass
class Report:
    """What one run of the smoke saw."""

    browser: str
    times: dict[str, float] = field(default_factory=dict)
    """Seconds each step took (``load``, ``placement``, ``turns``, ``rules``, ``offline``...)."""
    presses: Counter[str] = field(default_factory=Counter)
    covered: list[str] = field(default_factory=list)
    """Taps whose control had something else on top at its centre (the tap went there anyway)."""
    ready_ms: dict[str, int] = field(default_factory=dict)
    """The page's own ``data-ready-ms`` (from navigation to playable) at each load."""
    notes: list[str] = field(default_factory=list)

    def keep(self, version: str) -> str:
        """The summary, printed and written to ``test-artifacts/smoke-<browser>.txt``."""
        line = f"{self.summary()} ({version})"
        artifacts = Path(__file__).resolve().parents[2] / "test-artifacts"
        artifacts.mkdir(exist_ok=True)
        (artifacts / f"smoke-{self.browser.lower()}.txt").write_text(line + "\n", encoding="utf-8")
        print("\n" + line)
        return line

    def summary(self) -> str:
        steps = ", ".join(f"{k} {v:.1f} s" for k, v in self.times.items())
        ready = ", ".join(f"{k} {v / 1000:.1f} s" for k, v in self.ready_ms.items())
        return (f"{self.browser}: {steps}; ready after {ready}; presses {dict(self.presses)}"
                + (f"; covered: {self.covered}" if self.covered else "")
                + (f"; {'; '.join(self.notes)}" if self.notes else ""))


class Smoke:
    """The walk through the game on one driver (see the module's docstring)."""

    def __init__(self, driver: Driver, url: str, stop_server: Callable[[], None],
                 served: list[str] | None = None) -> None:
        self.d = driver
        self.url = url
        self.stop_server = stop_server
        self.served = served
        self.report = Report(driver.name)

    # ---------------------------------------------------------------- waiting and reading

    def data(self) -> dict[str, str]:
        value: dict[str, str] = self.d.js(DATA_JS)
        return value

    def wait(self, what: str, source: str, *args: Any, timeout: float = PRESS_TIMEOUT_S) -> Any:
        """The first truthy value of ``source(*args)`` in the page, read every POLL_S."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.d.js(source, *args)
            if value:
                return value
            if time.monotonic() > deadline:
                raise SmokeFailure(f"{self.d.name}: timed out after {timeout:.0f} s waiting for {what}; "
                                   f"the page: {self.safe_data()}")
            time.sleep(POLL_S)

    def safe_data(self) -> object:
        try:
            return {**self.data(), "pageErrors": self.d.js(PAGE_ERRORS_JS)["errors"]}
        except Exception as exc:  # noqa: BLE001 - any driver's error: the page may be gone, say so rather than hide the first failure
            return f"unreadable ({exc})"

    def wait_ready(self, label: str) -> None:
        result = self.wait("data-ready", READY_JS, timeout=LOAD_TIMEOUT_S)
        if result != "ready":
            raise SmokeFailure(f"{self.d.name}: the page did not start: {result}")
        self.report.ready_ms[label] = int(self.data().get("readyMs", "0"))
        self.check_no_errors(f"after {label}")

    def check_no_errors(self, when: str) -> None:
        got = self.d.js(PAGE_ERRORS_JS)
        if got["errors"] is None:
            raise SmokeFailure(f"{self.d.name}: the page keeps no record of its errors (boot.js did not run?)")
        if got["count"] or got["errors"]:
            raise SmokeFailure(f"{self.d.name}: uncaught errors {when} (data-page-errors={got['count']!r}):\n"
                               + "\n".join(got["errors"]))

    def actions(self) -> int:
        return int(self.data().get("actions", "0"))

    # ---------------------------------------------------------------- pressing

    def tap_at(self, target: dict[str, Any], label: str) -> None:
        if target.get("covered"):
            self.report.covered.append(f"{label} (under {target.get('hit')})")
        self.d.tap(target["x"], target["y"])

    def tap(self, selector: str, label: str) -> dict[str, Any]:
        target = self.d.js(FIND_JS, selector)
        if not target:
            raise SmokeFailure(f"{self.d.name}: nothing shown matches {selector} ({label}); the page: {self.safe_data()}")
        self.tap_at(target, label)
        found: dict[str, Any] = target
        return found

    def tap_and_wait_actions(self, selector: str, label: str, change: Callable[[int], bool]) -> int:
        before = self.actions()
        self.tap(selector, label)
        deadline = time.monotonic() + PRESS_TIMEOUT_S
        while True:
            now = self.actions()
            if change(now - before):
                return now
            if time.monotonic() > deadline:
                raise SmokeFailure(f"{self.d.name}: {label} changed nothing (actions {before} -> {now}); "
                                   f"the page: {self.safe_data()}")
            time.sleep(POLL_S)

    # ---------------------------------------------------------------- the steps

    def load(self) -> None:
        self.d.goto(self.url + LINK)
        self.wait_ready("load")
        d = self.data()
        if d.get("screen") != "game" or d.get("phase") != "setup-hearth":
            raise SmokeFailure(f"{self.d.name}: the game link opened {d.get('screen')!r} at {d.get('phase')!r}")
        if self.served is not None:
            # Up to the service worker (registered once the game is ready; its precache asks again).
            sent = self.served[:self.served.index("/sw.js")] if "/sw.js" in self.served else self.served[:]
            twice = sorted(path for path, n in Counter(sent).items() if n > 1)
            if twice:
                raise SmokeFailure(f"{self.d.name}: the first load asked the server twice for {twice}")
            self.report.notes.append(f"{len(sent)} files sent once each before ready")

    def placement(self) -> None:
        self.wait("the person to place", HUMAN_DECIDES_JS, timeout=AI_TIMEOUT_S)
        corner = self.d.js(FIND_JS, "#board .site-corner.is-pressable")
        if not corner:
            raise SmokeFailure(f"{self.d.name}: no corner glows for the first hearth; the page: {self.safe_data()}")
        at = corner["data"]["corner"]
        hearth = f'#board [data-piece=hearth][data-at="{at}"]'
        placed = self.tap_and_wait_actions(f'#board .site-corner.is-pressable[data-corner="{at}"]', "the hearth",
                                           lambda n: n == 1)
        self.wait("the hearth drawn", "(s) => !!document.querySelector(s)", hearth)
        self.wait("Undo to be ready", "() => { const u = document.querySelector('#tray [data-action=undo]');"
                  " return !!u && u.getAttribute('aria-disabled') !== 'true'; }")
        self.tap_and_wait_actions("#tray [data-action=undo]", "Undo", lambda n: n == -1)
        self.wait("the hearth taken back", "(s) => !document.querySelector(s)", hearth)
        if self.actions() != placed - 1:
            raise SmokeFailure(f"{self.d.name}: Undo left {self.actions()} actions, not {placed - 1}")
        self.tap_and_wait_actions(f'#board .site-corner.is-pressable[data-corner="{at}"]', "the hearth again",
                                  lambda n: n == 1)
        self.wait("the hearth drawn again", "(s) => !!document.querySelector(s)", hearth)
        self.wait("the causeway's edges", "() => !!document.querySelector('#board .site-edge.is-pressable')")
        self.tap_and_wait_actions("#board .site-edge.is-pressable", "the causeway", lambda n: n >= 1)
        self.wait("the causeway drawn", "() => !!document.querySelector('#board [data-piece=causeway]')")
        self.check_no_errors("after placement")

    def turns(self, turns: int = TURNS) -> None:
        presses = self.report.presses
        unheard = 0
        limit = PRESSES_A_TURN * (turns + 10)
        while presses.total() < limit:
            got = self.d.js(NEXT_PRESS_JS, {"turns": turns, "aim": True})
            what = got["what"]
            if what in ("over", "turns"):
                self.check_no_errors("after the turns")
                return
            if what == "error":
                raise SmokeFailure(f"{self.d.name}: PyScript's error banner: {self.safe_data()}")
            if what == "wait":
                self.wait("a person to decide", HUMAN_DECIDES_JS, timeout=AI_TIMEOUT_S)
                continue
            if what == "end-guarded":
                self.wait("End turn to take presses", "() => document.documentElement.dataset.endReady !== '0'")
                continue
            if not what:
                raise SmokeFailure(f"{self.d.name}: the person has nothing to press; the page: {self.safe_data()}")
            self.tap_at(got, what)
            deadline = time.monotonic() + (2.0 if what.endswith("end") and unheard < END_RETRIES else PRESS_TIMEOUT_S)
            changed = False
            while time.monotonic() < deadline:
                if self.d.js(MOMENT_JS) != got["before"]:
                    changed = True
                    break
                time.sleep(POLL_S)
            if changed:
                presses[what] += 1
                unheard = 0
            elif what.endswith("end") and unheard < END_RETRIES:
                unheard += 1  # End turn refused the tap (just after Roll): tapped again
            else:
                raise SmokeFailure(f"{self.d.name}: a tap on {what!r} changed nothing; the page: {self.safe_data()}")
        raise SmokeFailure(f"{self.d.name}: {turns} turns were not played in {limit} presses")

    def rules(self) -> None:
        self.tap("#top-actions [data-action=rules]", "the rules' ?")
        got = self.wait("the rules dialog open", "() => { const r = (" + RULES_JS + ")(); return r.state === 'open' && r; }")
        if not got["open"] or got["sections"] < 10:
            raise SmokeFailure(f"{self.d.name}: the rules dialog opened without its sections: {got}")
        self.tap("#rules [data-action=rules-close]", "the rules' close")
        self.wait("the rules dialog closed", "() => document.documentElement.dataset.rulesDialog === undefined")
        self.check_no_errors("after the rules")

    def offline(self) -> None:
        self.wait("the offline cache (data-offline=ready)",
                  "() => { const o = document.documentElement.dataset.offline;"
                  " if (o === 'failed' || o === 'unsupported') return 'offline: ' + o; return o === 'ready'; }",
                  timeout=OFFLINE_TIMEOUT_S)
        d = self.data()
        if d.get("offline") != "ready":
            raise SmokeFailure(f"{self.d.name}: the service worker did not install: data-offline={d.get('offline')!r}")
        turns = int(d.get("turns", "0"))
        self.check_no_errors("before the reload")
        self.stop_server()
        self.d.reload()
        self.wait_ready("offline reload")
        after = self.data()
        if after.get("screen") != "game" or int(after.get("turns", "-1")) != turns:
            raise SmokeFailure(f"{self.d.name}: offline, the reload did not resume the game at turn {turns}: "
                               f"{after.get('screen')!r}, turns {after.get('turns')!r}")
        if not self.d.js("() => !!navigator.serviceWorker && navigator.serviceWorker.controller !== null"):
            raise SmokeFailure(f"{self.d.name}: offline, no service worker controls the page")

    def recorder(self) -> None:
        self.d.js(PLANT_JS)
        got = self.wait("the planted errors counted", "() => document.documentElement.dataset.pageErrors === '2'"
                        " && window.__pageErrors.slice()")
        if not ("planted by the smoke" in got[0] and "planted rejection" in got[1]):
            raise SmokeFailure(f"{self.d.name}: the page recorded {got}")

    def run(self) -> Report:
        for step in (self.load, self.placement, self.turns, self.rules, self.offline, self.recorder):
            began = time.monotonic()
            step()
            self.report.times[step.__name__] = time.monotonic() - began
        return self.report


def run(driver: Driver, site: Site) -> Report:
    """The smoke on ``driver`` over ``site`` (:func:`own_server`)."""
    return Smoke(driver, site.url, site.stop, site.served).run()


def _missing_line(browser: str, missing: list[str]) -> str:
    return f"{browser} smoke skipped: no {', '.join(missing)} here; get it with: {APT[browser]}"


def skip_unless_found(browser: str, missing: list[str]) -> None:
    """At a smoke's module level: skip the module, in one line saying how to get what is
    missing; unless ``CINDERISLE_ALL_BROWSERS=1`` (CI, where every engine must run): then its
    tests fail (:func:`require`), and only they."""
    if missing and os.environ.get("CINDERISLE_ALL_BROWSERS") != "1":
        import pytest

        pytest.skip(_missing_line(browser, missing), allow_module_level=True)


def require(browser: str, missing: list[str]) -> None:
    """In a smoke's test: fail if anything is missing (only reached then with
    ``CINDERISLE_ALL_BROWSERS=1``)."""
    if missing:
        import pytest

        pytest.fail(_missing_line(browser, missing).replace("skipped", "cannot run (CINDERISLE_ALL_BROWSERS=1)"),
                    pytrace=False)


class Site:
    """``dist`` served on a free 127.0.0.1 port for one smoke, by tools.serve's handler, with the
    paths it sent (``served``); ``stop()`` takes it away (the network gone for the page)."""

    def __init__(self, dist: Path) -> None:
        import functools
        import http.server
        import threading

        from tools.serve import Handler

        self.served: list[str] = []
        served = self.served

        class Recording(Handler):
            quiet = True

            def log_request(self, code: Any = "-", size: Any = "-") -> None:
                served.append(self.path.split("?", 1)[0])

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                                      functools.partial(Recording, directory=str(dist)))
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, name="smoke-http", daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        self.stopped = False

    def stop(self) -> None:
        if not self.stopped:
            self.stopped = True
            self.server.shutdown()
            self.server.server_close()


@contextmanager
def own_server(dist: Path) -> Iterator[Site]:
    site = Site(dist)
    try:
        yield site
    finally:
        site.stop()
