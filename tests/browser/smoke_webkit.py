"""WebKit for the smoke (``smoke.py``): WebKitGTK's MiniBrowser, driven by WebKitWebDriver
through Selenium, on an X server of its own (Xvfb: MiniBrowser has no headless mode).

Debian's ``webkit2gtk-driver`` gives ``/usr/bin/WebKitWebDriver`` and, through its
dependencies, the MiniBrowser (``/usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser``); ``xvfb`` the X
server.  Taps are W3C pointer actions at a point of the viewport: Selenium's ``click()`` on an
SVG ``<g>`` (a site of the board) raises ElementNotInteractable in WebKit.
"""

from __future__ import annotations

import glob
import os
import shutil
import signal
import subprocess
import tempfile
import time
from contextlib import contextmanager, suppress
from typing import Any

WEBDRIVER = "/usr/bin/WebKitWebDriver"
MINIBROWSERS = ("/usr/lib/*/webkit2gtk-4.*/MiniBrowser", "/usr/libexec/webkit2gtk-4.*/MiniBrowser",
                "/usr/lib/webkit2gtk-4.*/MiniBrowser")
TOOLBAR_GUESS = 38
"""MiniBrowser's toolbar above the page (measured at once and corrected: see ``WebKit.size``)."""


def find() -> tuple[dict[str, str], list[str]]:
    """The programs the WebKit smoke needs (``webdriver``, ``minibrowser``, ``xvfb``), and the
    names of those missing."""
    found: dict[str, str] = {}
    missing = []
    webdriver = os.environ.get("WEBKIT_WEBDRIVER") or shutil.which("WebKitWebDriver") or WEBDRIVER
    if os.access(webdriver, os.X_OK):
        found["webdriver"] = webdriver
    else:
        missing.append("WebKitWebDriver")
    browsers = sorted(p for pattern in MINIBROWSERS for p in glob.glob(pattern) if os.access(p, os.X_OK))
    if os.environ.get("WEBKIT_MINIBROWSER"):
        browsers = [os.environ["WEBKIT_MINIBROWSER"]]
    if browsers:
        found["minibrowser"] = browsers[-1]
    else:
        missing.append("MiniBrowser")
    xvfb = shutil.which("Xvfb")
    if xvfb:
        found["xvfb"] = xvfb
    else:
        missing.append("Xvfb")
    return found, missing


@contextmanager
def xvfb_display(xvfb: str = "Xvfb"):
    """An X server of our own on a free display (``-displayfd`` picks it): its name, ":N"."""
    read, write = os.pipe()
    proc = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        number = b""
        with os.fdopen(read, "rb") as pipe:
            while not number.endswith(b"\n"):
                chunk = pipe.read(1)
                if not chunk:
                    raise RuntimeError(f"Xvfb stopped before it named its display (exit code {proc.poll()})")
                number += chunk
        yield ":" + number.decode().strip()
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


class WebKit:
    """One MiniBrowser window driven through WebKitWebDriver (``smoke.Driver``)."""

    name = "WebKit"

    def __init__(self, found: dict[str, str], display: str, width: int = 1024, height: int = 768,
                 timeout: float = 180.0) -> None:
        from selenium import webdriver

        self.home = tempfile.mkdtemp(prefix="cinderisle-webkit-")
        env = dict(os.environ, DISPLAY=display, HOME=self.home, XDG_CACHE_HOME=os.path.join(self.home, "cache"),
                   XDG_DATA_HOME=os.path.join(self.home, "data"), XDG_CONFIG_HOME=os.path.join(self.home, "config"))
        options = webdriver.WebKitGTKOptions()
        options.binary_location = found["minibrowser"]
        options.add_argument("--automation")
        service = webdriver.WebKitGTKService(executable_path=found["webdriver"], env=env)
        self.driver = webdriver.WebKitGTK(options=options, service=service)
        try:
            self.version = str(self.driver.capabilities.get("browserVersion", "?"))
            self.driver.set_page_load_timeout(timeout)
            self.driver.set_script_timeout(60)
            self.size(width, height)
        except Exception:
            self.close()
            raise

    def size(self, width: int, height: int) -> None:
        """The page's viewport at width x height CSS px (the window is larger by its toolbar)."""
        self.driver.set_window_size(width, height + TOOLBAR_GUESS)
        inner = self.driver.execute_script("return [innerWidth, innerHeight]")
        if inner != [width, height]:
            self.driver.set_window_size(2 * width - inner[0], height + TOOLBAR_GUESS + height - inner[1])

    def goto(self, url: str) -> None:
        self.driver.get(url)

    def reload(self) -> None:
        self.driver.refresh()

    def js(self, source: str, *args: Any) -> Any:
        return self.driver.execute_script(f"return ({source}).apply(null, arguments);", *args)

    def tap(self, x: float, y: float) -> None:
        from selenium.webdriver.common.actions import interaction
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput

        actions = ActionBuilder(self.driver, mouse=PointerInput(interaction.POINTER_MOUSE, "mouse"))
        actions.pointer_action.move_to_location(round(x), round(y)).pointer_down().pointer_up()
        actions.perform()

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            shutil.rmtree(self.home, ignore_errors=True)


CONSOLE_SETTLE_S = 4.0
"""How long a plain load is watched once the page is ready: WebKit warns of a preload nobody
used 3 s after the load event (which comes before ready)."""


def plain_console(found: dict[str, str], display: str, url: str, served: list[str], timeout: float = 150.0) -> list[str]:
    """The console of one plain MiniBrowser load of ``url`` (WebKitWebDriver's automation mode
    hides the console; a plain MiniBrowser writes it to stdout when asked), in a fresh home:
    its ``CONSOLE`` lines from the start until the page asked the server for its service worker
    (``served``: the paths the server sent; the page registers it once ready) and
    :data:`CONSOLE_SETTLE_S` more."""
    home = tempfile.mkdtemp(prefix="cinderisle-webkit-console-")
    env = dict(os.environ, DISPLAY=display, HOME=home, XDG_CACHE_HOME=os.path.join(home, "cache"),
               XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"))
    with tempfile.TemporaryFile() as out:
        proc = subprocess.Popen([found["minibrowser"], "--enable-write-console-messages-to-stdout=true", url],
                                env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            deadline = time.monotonic() + timeout
            while "/sw.js" not in served:
                if proc.poll() is not None:
                    raise RuntimeError(f"MiniBrowser exited ({proc.returncode}) before the page was ready")
                if time.monotonic() > deadline:
                    raise RuntimeError(f"the page did not ask for its service worker within {timeout:.0f} s")
                time.sleep(0.1)
            time.sleep(CONSOLE_SETTLE_S)
        finally:
            with suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)  # (its own session: MiniBrowser and the web processes it started)
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
            shutil.rmtree(home, ignore_errors=True)
        out.seek(0)
        text = out.read().decode("utf-8", "replace")
    return [line for line in text.splitlines() if "CONSOLE" in line]
