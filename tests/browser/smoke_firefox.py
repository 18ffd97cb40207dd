"""Firefox for the smoke (``smoke.py``): headless Firefox ESR driven over WebDriver BiDi by
puppeteer-core (npm, pinned in package.json), through ``firefox_smoke.mjs`` under Node: this
side sends it one JSON request a line and reads one answer a line.

No geckodriver can be had here, so no Selenium or Playwright for Firefox: puppeteer-core
speaks BiDi to Firefox itself.  Taps are puppeteer's ``page.mouse.click`` (BiDi
``input.performActions``) at a point of the viewport.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import threading
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
BRIDGE = HERE / "firefox_smoke.mjs"
ROOT = HERE.parents[1]
PUPPETEER = ROOT / "node_modules" / "puppeteer-core" / "package.json"


def find() -> tuple[dict[str, str], list[str]]:
    """The programs the Firefox smoke needs (``firefox``, ``node``), and the names of those
    missing (puppeteer-core comes with ``npm ci``, which build.py runs)."""
    found: dict[str, str] = {}
    missing = []
    firefox = os.environ.get("FIREFOX") or shutil.which("firefox-esr") or shutil.which("firefox")
    if firefox and os.access(firefox, os.X_OK):
        found["firefox"] = firefox
    else:
        missing.append("firefox-esr")
    node = shutil.which("node")
    if node:
        found["node"] = node
    else:
        missing.append("node")
    if not PUPPETEER.exists():
        missing.append("puppeteer-core (npm ci)")
    return found, missing


class BridgeError(RuntimeError):
    pass


class Firefox:
    """One headless Firefox page behind ``firefox_smoke.mjs`` (``smoke.Driver``)."""

    name = "Firefox"

    def __init__(self, found: dict[str, str], width: int = 1024, height: int = 768, timeout: float = 200.0) -> None:
        self.timeout = timeout
        self.stderr: list[str] = []
        self.proc = subprocess.Popen(
            [found["node"], str(BRIDGE), found["firefox"], str(width), str(height)],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1,
        )
        threading.Thread(target=self._drain, daemon=True).start()
        self._next = 0
        hello = self._read()
        if not hello.get("ready"):
            raise BridgeError(f"the Firefox bridge did not start: {hello}")
        self.version = str(hello.get("version", "?"))

    def _drain(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.stderr.append(line.rstrip())

    def _read(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        result: list[str] = []
        reader = threading.Thread(target=lambda: result.append(self.proc.stdout.readline()), daemon=True)  # type: ignore[union-attr]
        reader.start()
        reader.join(self.timeout)
        if not result or not result[0]:
            raise BridgeError(f"no answer from the Firefox bridge (exit code {self.proc.poll()}): "
                              + "\n".join(self.stderr[-20:]))
        answer: dict[str, Any] = json.loads(result[0])
        return answer

    def call(self, op: str, **fields: Any) -> Any:
        self._next += 1
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"id": self._next, "op": op, **fields}) + "\n")
        self.proc.stdin.flush()
        answer = self._read()
        if answer.get("id") != self._next:
            raise BridgeError(f"the Firefox bridge answered {answer} to request {self._next}")
        if not answer.get("ok"):
            raise BridgeError(f"{op}: {answer.get('error')}")
        return answer.get("value")

    def goto(self, url: str) -> None:
        self.call("goto", url=url)

    def reload(self) -> None:
        self.call("reload")

    def js(self, source: str, *args: Any) -> Any:
        return self.call("js", source=source, args=list(args))

    def tap(self, x: float, y: float) -> None:
        self.call("tap", x=x, y=y)

    def console_errors(self) -> list[str]:
        errors: list[str] = self.call("console")
        return errors

    def close(self) -> None:
        try:
            if self.proc.poll() is None:
                self.call("close")
        except (BridgeError, OSError, ValueError):
            pass
        finally:
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
