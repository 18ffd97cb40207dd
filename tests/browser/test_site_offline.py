"""Offline play, the installable app and the Content-Security-Policy, in a real browser.

The module serves a copy of dist/ of its own (the second-build test rewrites it) in a
context of its own that allows service workers.  Waiting is on ``data-*`` attributes
of ``<html>`` (``data-ready``, ``data-offline``, ``data-offline-cache``), never a sleep.
"""

from __future__ import annotations

import functools
import http.server
import json
import re
import shutil
import struct
import threading
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from conftest import Game, _check, _watch, wait_ready
from driver import settle, step
from mirror import Mirror
from tools.browsers import BROWSER_ARGS
from tools.serve import Handler
from tools.service_worker import precache_list, write_service_worker

pytestmark = pytest.mark.browser

SEED = 7
KINDS = ("human", "ai-easy")
MARK = '<meta name="build-mark" content="2">'
GAME_LINK = f"?seed={SEED}&seats={','.join(KINDS)}&pace=0"
OFFLINE_READY_JS = ("c => document.documentElement.dataset.offline === 'ready'"
                    " && (!c || document.documentElement.dataset.offlineCache === c)")
CSP_WATCH_JS = """
window.__csp = [];
document.addEventListener('securitypolicyviolation', e => window.__csp.push(
  [e.violatedDirective, e.blockedURI, e.sourceFile].join(' ')));
"""


class _Site:
    """A copy of dist/ served on a free port, with a log of the paths the server sent."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.served: list[str] = []
        site = self

        class Recording(Handler):
            quiet = True

            def log_request(self, code="-", size="-") -> None:  # (the base class's signature)
                site.served.append(self.path.split("?", 1)[0])

        handler = functools.partial(Recording, directory=str(root))
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="module")
def site(dist_dir, tmp_path_factory):
    root = tmp_path_factory.mktemp("offline") / "site"
    shutil.copytree(dist_dir, root)
    s = _Site(root)
    yield s
    s.close()


@pytest.fixture(scope="module")
def context(chromium, browser_path, tmp_path_factory):
    """A browser profile on disk, as a returning player has (an incognito-like context keeps
    only a small HTTP cache in memory, and its service worker fetches the wasm again)."""
    ctx = chromium.browser_type.launch_persistent_context(
        str(tmp_path_factory.mktemp("profile")),
        executable_path=browser_path,
        headless=True,
        args=list(BROWSER_ARGS),
        viewport={"width": 1024, "height": 768},
        service_workers="allow",
    )
    yield ctx
    ctx.close()


@pytest.fixture
def watched(context, site):
    """A new page in the module's context; after the test nothing left the machine and the console holds no error."""
    context.set_offline(False)
    page = context.new_page()
    page.add_init_script(CSP_WATCH_JS)
    g = Game(page, site.url)
    _watch(page, g)
    yield g
    context.set_offline(False)
    page.evaluate("localStorage.clear()")  # the next test starts its game afresh, not from this save
    page.close()
    _check(g)


def cache_names(page) -> list[str]:
    return page.evaluate("caches.keys()")


WORKERS_JS = """async () => {
  const r = await navigator.serviceWorker.getRegistration();
  const w = x => x ? x.scriptURL.split('/').pop() + ' ' + x.state : null;
  return {offline: document.documentElement.dataset.offline || null,
          cache: document.documentElement.dataset.offlineCache || null,
          caches: await caches.keys(),
          controller: w(navigator.serviceWorker.controller),
          active: r && w(r.active), waiting: r && w(r.waiting), installing: r && w(r.installing)};
}"""


def wait_offline_ready(page, cache: str = "") -> None:
    try:
        page.wait_for_function(OFFLINE_READY_JS, arg=cache, timeout=120_000)
    except PlaywrightTimeoutError:
        pytest.fail(f"the page never said {cache or 'a'} cache was ready: {page.evaluate(WORKERS_JS)}")


def play_an_action(page) -> None:
    """Start from the game link's state and press the first thing the human seat may press."""
    mirror = Mirror(SEED, KINDS)
    settle(page)
    before = page.evaluate("document.documentElement.dataset.actions")
    step(page, mirror)
    assert page.evaluate("document.documentElement.dataset.actions") != before


def test_first_visit_installs_then_the_game_loads_and_plays_offline(watched, site, context):
    page = watched.page
    site.served.clear()
    watched.open(GAME_LINK)
    wait_offline_ready(page)
    cache = json.loads((site.root / "build-info.json").read_text())["cache"]
    assert page.evaluate("document.documentElement.dataset.offlineCache") == cache
    assert page.evaluate("navigator.serviceWorker.controller !== null"), "the worker controls the page"
    assert cache_names(page) == [cache]
    cached = page.evaluate("c => caches.open(c).then(x => x.keys()).then(ks => ks.map(r => r.url))", cache)
    expected = [site.url + u[2:] for u in precache_list(site.root)]
    assert sorted(cached) == sorted(expected), "every file the page needs is in the cache"
    wasm = [p for p in site.served if p.endswith("/pyodide.asm.wasm")]
    assert len(wasm) == 1, f"the first visit fetched the wasm once, not again for the cache: {wasm}"

    context.set_offline(True)
    site.served.clear()
    first = len(watched.requests)
    responses: list = []
    page.on("response", lambda r: responses.append(r))
    page.reload()
    wait_ready(page)
    assert site.served == [], "nothing reached the server while offline"
    assert any(r.url.endswith("/pyodide.asm.wasm") and r.from_service_worker for r in responses)
    assert all(r.from_service_worker for r in responses), [r.url for r in responses if not r.from_service_worker]
    assert len(watched.requests) > first
    play_an_action(page)
    assert page.evaluate("window.__csp") == []
    for name, width, height in (("tablet", 1024, 768), ("phone", 390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        watched.screenshot(f"offline-{name}-{width}x{height}")
        assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_a_new_build_gets_a_new_cache_and_the_old_one_is_deleted(watched, site, context):
    page = watched.page
    watched.open(GAME_LINK)
    old = json.loads((site.root / "build-info.json").read_text())["cache"]
    wait_offline_ready(page, old)

    # A second build with different content: the page changes, so does the cache name.
    index = site.root / "index.html"
    index.write_text(index.read_text(encoding="utf-8").replace("</head>", MARK + "\n</head>"), encoding="utf-8")
    new = write_service_worker(site.root)
    assert new != old and re.fullmatch(r"cinderisle-[0-9a-f]{12}", new)
    assert f'const CACHE = "{new}";' in (site.root / "sw.js").read_text()

    page.reload()  # network first: the new page, which registers (and so updates) the worker
    wait_ready(page)
    wait_offline_ready(page, new)
    assert cache_names(page) == [new], "activating the new worker deleted the old cache"
    assert page.evaluate(
        "c => caches.open(c).then(x => x.match('./')).then(r => r.text())", new
    ).count(MARK) == 1, "the new cache holds the new page"

    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert page.locator("meta[name=build-mark]").get_attribute("content") == "2", "offline, the new build's page"
    play_an_action(page)


# Holds the page's registration of its worker until the new build's worker has installed,
# as happens when the page starts slower than the browser's own look for a new worker.
HOLD_REGISTER_JS = """
const register = ServiceWorkerContainer.prototype.register;
ServiceWorkerContainer.prototype.register = function (...args) {
  return register.apply(this, args).then(r => new Promise(resolve => {
    const hold = w => w.addEventListener('statechange', () => { if (w.state === 'installed') resolve(r); });
    if (r.waiting) resolve(r);
    else if (r.installing) hold(r.installing);
    else { r.addEventListener('updatefound', () => hold(r.installing)); r.update(); }
  }));
};
"""


def test_a_new_build_found_while_the_page_starts_still_takes_over(watched, site, context):
    page = watched.page
    watched.open(GAME_LINK)
    wait_offline_ready(page)
    old = page.evaluate("document.documentElement.dataset.offlineCache")
    index = site.root / "index.html"
    index.write_text(index.read_text(encoding="utf-8").replace("</head>", MARK.replace('"2"', '"3"') + "\n</head>"),
                     encoding="utf-8")
    new = write_service_worker(site.root)
    assert new != old

    page.add_init_script(HOLD_REGISTER_JS)
    page.reload()
    wait_ready(page)
    wait_offline_ready(page, new)
    assert cache_names(page) == [new]


def test_the_manifest_names_existing_icons_and_the_page_links_it(watched, site):
    page = watched.open("?island=landfall")
    href = page.get_attribute("link[rel=manifest]", "href")
    assert re.fullmatch(r"\./manifest-[0-9a-f]{10}\.webmanifest", href)
    with urllib.request.urlopen(site.url + href[2:]) as r:
        assert r.headers["Content-Type"] == "application/manifest+json"
        manifest = json.loads(r.read())
    assert manifest["name"] == "Cinderisle" and manifest["short_name"]
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    theme = page.get_attribute("meta[name=theme-color]", "content")
    assert manifest["theme_color"] == theme and re.fullmatch(r"#[0-9a-f]{6}", manifest["background_color"])
    sizes = {}
    for icon in manifest["icons"]:
        with urllib.request.urlopen(site.url + icon["src"][2:]) as r:
            assert r.headers["Content-Type"] == icon["type"]
            body = r.read()
        if icon["type"] == "image/png":
            assert body[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = struct.unpack(">II", body[16:24])
            assert icon["sizes"] == f"{width}x{height}"
            sizes[width] = body
        else:
            assert body.startswith(b"<svg") and icon["sizes"] == "any"
    assert set(sizes) == {192, 512}, "the two sizes installers ask for"
    # Chromium fetches and reads it under the page's policy (default-src 'self' covers the
    # manifest: the policy names no manifest-src, which WebKit rejects).
    got = page.context.new_cdp_session(page).send("Page.getAppManifest")
    assert got["url"] == site.url + href[2:] and got["errors"] == [] and json.loads(got["data"]) == manifest
    assert page.evaluate("window.__csp") == []


def test_the_service_worker_is_always_revalidated(site):
    with urllib.request.urlopen(site.url + "sw.js") as r:
        assert r.headers["Cache-Control"] == "no-cache"
        assert r.headers["Content-Type"] == "text/javascript"
        body = r.read().decode()
    assert "{{" not in body
    listed = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", body, re.S).group(1))
    assert listed == precache_list(site.root)
    assert "./" in listed and not any(u.endswith(("sw.js", "bench-bare.html", "build-info.json")) for u in listed)


def test_the_page_works_under_its_content_security_policy(watched, site):
    page = watched.open(GAME_LINK)
    csp = page.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content")
    rules = dict((d.split()[0], d.split()[1:]) for d in csp.split(";") if d.strip())
    assert rules["default-src"] == ["'self'"]
    assert rules["script-src"] == ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"], "no inline scripts, no other origin"
    assert rules["connect-src"] == ["'self'"] and rules["worker-src"] == ["'self'"]
    assert rules["object-src"] == ["'none'"] and rules["base-uri"] == ["'none'"]
    assert rules["form-action"] == ["'none'"]
    # Only directives every engine knows: WebKit rejects manifest-src ("Unrecognized
    # Content-Security-Policy directive"), and default-src 'self' is the manifest's rule anyway.
    assert "manifest-src" not in rules
    play_an_action(page)
    assert page.evaluate("window.__csp") == [], "loading and playing broke no rule"
    assert watched.errors == []
    # The policy is really enforced: an inline script is refused, and reported.
    page.evaluate("() => { const s = document.createElement('script'); s.textContent = 'window.__ran = 1'; document.body.append(s); }")
    page.wait_for_function("window.__csp.length > 0")
    assert page.evaluate("window.__ran") is None
    assert [v.split()[:2] for v in page.evaluate("window.__csp")] == [["script-src-elem", "inline"]]
    watched.errors[:] = [e for e in watched.errors if "Content Security Policy" not in e]


def test_pyscript_still_needs_unsafe_eval(chromium, site):
    """The proof behind 'unsafe-eval' in the policy (docs/site.md): without it PyScript's own
    core refuses to start, because it builds its worker hooks with ``Function()`` while it
    sets up the interpreter, even on a page without workers.  When a PyScript release stops
    doing that, this test fails: then drop 'unsafe-eval' from site/index.html."""
    context = chromium.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.add_init_script(CSP_WATCH_JS)

        def without_unsafe_eval(route) -> None:
            response = route.fetch()
            body = response.text()
            assert " 'unsafe-eval'" in body
            route.fulfill(response=response, body=body.replace(" 'unsafe-eval'", ""))

        page.route(re.compile(re.escape(site.url) + r"(\?.*)?$"), without_unsafe_eval)
        page.goto(site.url + "?island=landfall")
        page.wait_for_function("() => window.__csp.length > 0 || document.documentElement.dataset.ready === 'true'",
                               timeout=120_000)
        seen = page.evaluate("window.__csp")
        assert seen, "PyScript started without 'unsafe-eval': remove it from the policy"
        assert all(v.startswith("script-src eval ") and "/runtime/pyscript-" in v for v in seen), seen
        assert page.evaluate("document.documentElement.dataset.ready") != "true"
    finally:
        context.close()
