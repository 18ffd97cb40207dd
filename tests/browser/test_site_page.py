"""The built page in a real browser: it starts, shows the engine's island, and fits."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from playwright.sync_api import expect

from engine.cards import RESOURCES
from engine.island import OPEN_JETTY, Island, landfall

from tools.newcomer import play_as_newcomer

pytestmark = pytest.mark.browser

MAX_SEED = 4_294_967_295


def expected_tiles(island: Island) -> list[dict]:
    return [
        {"id": t["id"], "terrain": t["terrain"], "number": "" if t["number"] is None else str(t["number"])}
        for t in island.to_dict()["tiles"]
    ]


def expected_jetties(island: Island) -> list[dict]:
    return sorted(
        ({"edge": e, "kind": "open" if k == OPEN_JETTY else RESOURCES[k]} for e, k in island.jetties),
        key=lambda j: j["edge"],
    )


def url_seed(url: str) -> str | None:
    return parse_qs(urlsplit(url).query).get("seed", [None])[0]


def test_page_starts_on_landfall_and_nothing_from_outside(game):
    page = game.open()
    data = game.dataset()
    assert data["ready"] == "true"
    assert data["phase"] == "setup" and data["screen"] == "new-game", "no seats in the link: the new-game screen"
    assert data["seed"] == "landfall", "nothing remembered, no island in the link: Landfall, the beginner island"
    assert parse_qs(urlsplit(page.url).query) == {"island": ["landfall"]}, "the island shown is written into the URL"
    assert game.tiles() == expected_tiles(landfall())
    assert page.locator(".py-error").count() == 0
    assert page.locator("[data-corner]").count() == 54
    assert page.locator("[data-edge]").count() == 72
    # The runtime came from this server, under versioned and content-hashed paths.
    wasm = [u for u in game.requests if u.endswith("/pyodide.asm.wasm")]
    assert wasm and all(re.search(r"/runtime/pyodide-314\.0\.2-[0-9a-f]{10}/", u) for u in wasm)
    assert game.responses[wasm[0]] == "application/wasm"
    assert any(re.search(r"/app-[0-9a-f]{10}\.zip$", u) for u in game.requests)
    # Every module of the app the first screen imported came from the build's bytecode
    # (glue/startup.py: said just after the page is ready).
    page.wait_for_function("() => !!document.documentElement.dataset.bytecode")
    data = game.dataset()
    shipped, imported = map(int, data["bytecode"].split("/"))
    assert imported > 20 and shipped == imported, \
        f"{shipped} of {imported} modules came from the build's bytecode; not {data.get('bytecodeMissing')}"
    # And so did the standard library's (the build compiles Pyodide's, which ships as sources):
    # Pyodide's own stdlib zip is never asked for.
    shipped, imported = map(int, data["stdlibBytecode"].split("/"))
    assert imported > 100 and shipped == imported, f"{shipped} of {imported} standard modules from bytecode"
    assert not [u for u in game.requests if u.endswith("/python_stdlib.zip")]
    assert any(re.search(r"/python_stdlib-[0-9a-f]{10}\.zip$", u) for u in game.requests)
    # The loading screen finished and got out of the way.
    assert page.get_attribute("#progress", "aria-valuenow") == "100"
    expect(page.locator("#loading")).to_be_hidden()


PY_ATTRIBUTE_JS = """async () => {
  // A button with a py-* attribute added now, and what PyScript's watch does to it: it
  // disables such a button until the interpreter is ready (at once here, a microtask later).
  const button = document.createElement('button');
  const seen = [];
  new MutationObserver(records => { for (const r of records) seen.push(r.attributeName); })
    .observe(button, {attributes: true, attributeFilter: ['disabled']});
  button.setAttribute('py-click', 'nothing');
  document.body.appendChild(button);
  for (let i = 0; i < 3; i++) await new Promise(resolve => setTimeout(resolve, 0));  // (turns, not time)
  button.remove();
  return seen;
}"""


def test_pyscript_s_watch_on_the_page_is_stopped_once_python_runs(game):
    """PyScript watches the whole document for scripts and py-* attributes added later, at a
    cost on every redraw (8-12 ms a press on a cheap tablet); the game adds neither, so boot.js
    stops that watch once Python is up: exactly one watch stopped, and a py-* attribute added
    later is left alone (with the watch on, PyScript would disable the button a moment)."""
    page = game.open()
    assert game.dataset()["pyscriptWatch"] == "1"
    assert page.evaluate(PY_ATTRIBUTE_JS) == []
    page.locator("#newgame [data-action=start]").click()
    page.wait_for_function("() => document.documentElement.dataset.screen === 'game'")
    assert page.locator(".py-error").count() == 0


def test_the_first_screen_imports_only_what_it_needs_and_the_game_s_modules_follow(game):
    """Import only what the first screen needs (issue 15): when the new-game screen is ready,
    the game's modules (the table, the adapter and with it the engine's game and state, the
    coach, the game and replay screens) have not been imported (``lazy.module``; ``data-modules-deferred`` names them);
    they are imported a moment later, one per task (glue/startup.warm_up), from the build's
    bytecode, then set aside from the collector, and a game then starts."""
    page = game.open()
    page.wait_for_function("() => !!document.documentElement.dataset.bytecode")
    data = game.dataset()
    deferred = set(data["modulesDeferred"].split())
    assert {"model.table", "model.adapter", "model.coach", "glue.game_screen", "glue.replay_screen"} <= deferred, deferred
    _shipped, imported = map(int, data["bytecode"].split("/"))
    # (40 before the site was laid out in layers: their packages, model/ view/ words/ update/, count too;
    # 43 before the languages: words.catalog, view.languages and glue.language, small, drawn from the start;
    # 46 before the engine's refusals became keys and values (engine.refusals, beside engine.errors) and the
    # saved games' and the island's names were said in the language (words.things and its words.lists):
    # 49 where the form is drawn in Python, not the build's first screen)
    assert imported < 50, f"{imported} of the app's modules imported for the first screen"
    page.wait_for_function("() => !('modulesWaiting' in document.documentElement.dataset)")
    # Then what lives is set aside from Python's collector (glue/startup.settle): the modules
    # and the first screen, tens of thousands of objects it would otherwise walk mid-game.
    page.wait_for_function("() => Number(document.documentElement.dataset.pyFrozen) > 10000")
    page.locator("#newgame [data-action=start]").click()
    page.wait_for_function("() => document.documentElement.dataset.screen === 'game'")
    assert page.locator(".py-error").count() == 0


def test_the_page_collects_between_its_tasks_once_the_game_s_modules_are_in(game):
    """Python's automatic collection is off once what lives is set aside (glue/collector): the
    page itself collects, in tasks of its own between its drawings and the AI seats' steps, as
    the objects grow: here over the first turns of a person following the hint against three
    ai-hard seats, whose search makes many (what lives is set aside at a moment when no AI seat
    thinks: the person's turn)."""
    page = game.open("?seed=7&seats=human,ai-hard,ai-hard,ai-hard&pace=0")
    page.wait_for_function("() => Number(document.documentElement.dataset.pyFrozen) > 10000")
    assert game.dataset()["pyCollections"] == "0"
    play_as_newcomer(page, turns=2)
    page.wait_for_function("() => Number(document.documentElement.dataset.pyCollections) >= 2")
    assert game.dataset()["pyAuto"] == "0", "Python's own collection was still on"
    assert page.locator(".py-error").count() == 0


def test_landfall_link_shows_the_engines_landfall(game):
    page = game.open("?island=landfall")
    isl = landfall()
    assert game.dataset()["seed"] == "landfall"
    assert game.tiles() == expected_tiles(isl)
    assert sorted(game.jetties(), key=lambda j: j["edge"]) == expected_jetties(isl)
    assert page.locator('[data-tile="C3"]').get_attribute("data-number") == ""
    assert "seed=" not in page.url, "a link that names its island is left as it is"


@pytest.mark.parametrize("seed,how", [(1, "open"), (2024, "follow"), (MAX_SEED, "follow")])
def test_seed_link_shows_the_engines_island(game, seed, how):
    from engine.islandgen import generate

    page = getattr(game, how)(f"?seed={seed}")
    isl = generate(seed)
    assert game.dataset()["seed"] == str(seed)
    assert url_seed(page.url) == str(seed)
    assert game.tiles() == expected_tiles(isl)
    assert sorted(game.jetties(), key=lambda j: j["edge"]) == expected_jetties(isl)


@pytest.mark.parametrize(
    "bad,how", [("lava", "open"), ("-5", "follow"), ("4294967296", "follow"), ("<b>x</b>&amp;", "follow")]
)
def test_bad_seed_shows_a_notice_and_a_fresh_island(game, bad, how):
    from urllib.parse import quote

    page = getattr(game, how)("?seed=" + quote(bad) + "&seats=human,ai-easy")
    alert = page.get_by_role("alert")
    assert alert.count() == 1
    assert bad in alert.inner_text(), "the notice quotes what was asked for, as text"
    assert page.locator("#notices b").count() == 0, "nothing from the URL is parsed as HTML"
    seed = int(game.dataset()["seed"])
    assert 1 <= seed <= MAX_SEED
    assert url_seed(page.url) == str(seed), "the fresh seed replaces the bad one in the URL"
    assert parse_qs(urlsplit(page.url).query)["seats"] == ["human,ai-easy"], "other parameters are kept"
    assert len(game.tiles()) == 19
    page.get_by_role("alert").get_by_role("button").click()
    assert page.get_by_role("alert").count() == 0


def test_new_island_button_redraws_and_the_board_still_answers(game):
    page = game.follow("?island=landfall")
    page.get_by_role("button", name="New island").click()
    page.wait_for_function("document.documentElement.dataset.seed !== 'landfall'")
    seed = game.dataset()["seed"]
    assert url_seed(page.url) == seed
    # Listeners live on a root that is never re-rendered: the new tiles still answer.
    page.locator('[data-tile="C3"]').click()
    assert page.locator("#preview-info").inner_text().startswith("C3")
    page.go_back()
    page.wait_for_function("document.documentElement.dataset.seed === 'landfall'")
    assert game.tiles() == expected_tiles(landfall())
    page.get_by_role("button", name="Share link").click()
    expect(page.locator("#toast")).to_contain_text(
        re.compile(r"Link copied|island=landfall")
    )
    # Typing an island number shows that island at once (the preview is live).
    page.get_by_label("Island number").fill("2024")
    page.wait_for_function("document.documentElement.dataset.seed === '2024'")
    from engine.islandgen import generate

    assert game.tiles() == expected_tiles(generate(2024))
    assert url_seed(page.url) == "2024"


@pytest.mark.parametrize(
    "name,width,height",
    [("phone", 390, 844), ("tablet-landscape", 1024, 768), ("tablet-portrait", 768, 1024)],
)
def test_layout_fits_without_horizontal_scrolling(game, name, width, height):
    page = game.page
    page.set_viewport_size({"width": width, "height": height})
    game.follow("?island=landfall")
    scroll_width, inner_width = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
    game.screenshot(f"layout-{name}-{width}x{height}")
    assert scroll_width <= inner_width
    assert game.dataset()["screen"] == "new-game"
    box = page.locator("#preview svg").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5
    for button in page.locator("#newgame .btn:visible").all():
        b = button.bounding_box()
        assert b["height"] >= 44 and b["x"] + b["width"] <= width, "buttons are thumb-sized and on screen"


def test_loading_bar_moves_through_real_progress(fresh_game):
    page = fresh_game.page
    # On localhost the whole download can land between two frames and the bar then
    # shows one step for it; a connection of 8 MB/s (a good home line) makes the
    # download take long enough to be seen moving, as a player sees it.
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": 20, "downloadThroughput": 8 * 1024 * 1024, "uploadThroughput": 1024 * 1024},
    )
    page.add_init_script(
        """
        window.__progress = [];
        new MutationObserver(() => {
          const bar = document.getElementById('progress');
          if (bar) window.__progress.push(Number(bar.getAttribute('aria-valuenow')));
        }).observe(document, {subtree: true, attributes: true, attributeFilter: ['aria-valuenow']});
        """
    )
    fresh_game.open("?island=landfall")
    page.wait_for_function("document.getElementById('progress').getAttribute('aria-valuenow') === '100'")
    seen = page.evaluate("window.__progress")
    assert seen == sorted(seen), "the bar never goes back"
    steps = {v for v in seen if 0 < v < 100}
    assert len(steps) >= 4, f"expected several steps between 0 and 100, saw {seen}"
    assert any(0 < v < 70 for v in seen), f"the download itself moves the bar, saw {seen}"


def test_a_browser_without_webassembly_gets_a_clear_message(fresh_game):
    page = fresh_game.page
    page.add_init_script("delete window.WebAssembly")
    page.goto(fresh_game.url)
    page.wait_for_function("document.documentElement.dataset.unsupported === 'true'")
    problem = page.get_by_role("alert")
    assert "WebAssembly" in problem.inner_text()
    assert problem.is_visible()
    assert not any(u.endswith(".wasm") for u in fresh_game.requests), "nothing heavy is fetched"


def test_a_page_opened_as_a_file_says_how_to_open_it(chromium):
    """dist/index.html double-clicked (file://): the loading screen says to open it from a web
    server (python build.py serve), not "check the connection"; nothing is fetched from outside."""
    from conftest import ROOT

    context = chromium.new_context()
    page = context.new_page()
    try:
        page.goto((ROOT / "dist" / "index.html").as_uri())
        page.wait_for_function("document.documentElement.dataset.bootProblem === 'file'")
        problem = page.get_by_role("alert")
        expect(problem).to_be_visible()
        expect(problem).to_contain_text("python build.py serve")
        assert "connection" not in problem.inner_text()
        page.goto((ROOT / "dist" / "index.html").as_uri() + "?lang=de")  # (said in the page's language)
        page.wait_for_function("document.documentElement.dataset.bootProblem === 'file'")
        expect(page.get_by_role("alert")).to_contain_text("Cinderisle wurde als Datei geöffnet")
        expect(page.locator("#loading-text")).to_have_text("Cinderisle konnte nicht starten.")
    finally:
        context.close()


def _boot_behind_a_slow_script(chromium, site_url: str, planted: bool) -> list[str]:
    """Open the game with a blocking script at the top of the body, held until the boot script
    has asked for the runtime (its preloads); the core's requests made by then.  Released, the
    game must start on this site's files alone.  ``planted``: PyScript's core in the head, as
    the old boot started it."""
    context = chromium.new_context(service_workers="block")
    page = context.new_page()
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    held = []
    try:
        page.goto(site_url + "bench-bare.html")  # (only to learn the core's address)
        core = page.evaluate("document.querySelector('script[type=module]').getAttribute('src')")

        def page_with_slow_script(route):
            html = route.fetch().text().replace("<body>", '<body><script src="./slow-parse.js"></script>', 1)
            if planted:
                html = html.replace("</head>", '<script type="module" src="' + core + '"></script></head>', 1)
            route.fulfill(body=html, content_type="text/html")

        page.route("**/slow-parse.js", lambda route: held.append(route))
        page.route(lambda url: url.split("?")[0].rstrip("/") + "/" == site_url, page_with_slow_script)
        requests.clear()
        page.goto(site_url + "?island=landfall", wait_until="commit")
        page.wait_for_function("() => [...document.querySelectorAll('link[rel=modulepreload]')].length > 0")
        if not any(u.endswith("/slow-parse.js") for u in requests):
            page.wait_for_event("request", lambda r: r.url.endswith("/slow-parse.js"))
        for _ in range(100):  # (the route's handler runs while Playwright talks to the page)
            if held:
                break
            page.evaluate("0")
        assert held, "the slow script is held"
        # The parse is held now.  A request's event may reach Playwright a little after the
        # page made it: the planted core's is waited for (seen in CI: not yet there), and the
        # real boot's is given the same time to show up, so neither case passes by a race.
        core_seen = any(u.endswith("/core.js") for u in requests)
        if not core_seen:
            with contextlib.suppress(PlaywrightTimeoutError):
                page.wait_for_event("request", lambda r: r.url.endswith("/core.js"), timeout=5_000)
        early = [u for u in requests if u.endswith("/core.js")]
        if planted:
            return early
        held[0].fulfill(body="/* a slow script */", content_type="text/javascript")
        page.wait_for_function("document.documentElement.dataset.ready === 'true'", timeout=120_000)
        assert not [u for u in requests if not u.startswith(site_url)], "only this site's files"
        return early
    finally:
        context.close()


def test_a_slow_parse_never_starts_the_runtime_without_its_config(chromium, site_url):
    """Seen once: a blocking script held the page's parse, PyScript started before it had read
    its config, went for Pyodide on a CDN (refused by the page's policy) and the page hung.
    Now PyScript's core is not asked for while the parse is held, and the game then starts on
    the vendored interpreter alone.  Planted: the core started at once, as before (the old
    boot.js, which inserted it as soon as it ran, fails this test too)."""
    early = _boot_behind_a_slow_script(chromium, site_url, planted=False)
    assert not early, f"PyScript's core was asked for during the parse: {early}"
    assert _boot_behind_a_slow_script(chromium, site_url, planted=True), "the planted early start went unseen"


def _holding(store: list):
    """A route handler that holds each request it gets in ``store`` (answered later)."""
    def hold(route) -> None:
        store.append(route)
    return hold


@contextlib.contextmanager
def _python_held(chromium, init_script: str | None = None, **options) -> Iterator[tuple[Any, list]]:
    """A page whose app zip is held (``held`` gets the route; ``_release_the_app_zip`` lets it
    through), so the game's Python waits while the first screen shows; no service worker;
    ``init_script`` runs before the page's own; the context is closed after."""
    context = chromium.new_context(service_workers="block", **options)
    try:
        if init_script is not None:
            context.add_init_script(init_script)
        page = context.new_page()
        held: list = []
        page.route("**/app-*.zip", _holding(held))
        yield page, held
    finally:
        context.close()


def _release_the_app_zip(page, held: list) -> None:
    """Let the app zip that ``_holding`` holds (or will) through, and wait for the game to be ready."""
    if not held:
        page.wait_for_event("request", lambda r: "/app-" in r.url and r.url.endswith(".zip"))
    for _ in range(100):  # (the route's handler runs while Playwright talks to the page)
        if held:
            break
        page.evaluate("0")
    held[0].continue_()
    page.wait_for_function("() => document.documentElement.dataset.ready === 'true'", timeout=120_000)


def test_the_first_screen_shows_before_python_and_a_press_then_is_made_once_ready(chromium, site_url):
    """Paint before Python (issue 15): Landfall's new-game screen, drawn at build time by the
    site's own Python (site/view/firstpaint.py), is on the screen while the game's Python is still
    held back (its app zip withheld): the island is painted (data-island-ms), Start and Learn to
    play are in sight and not covered by the loading bar.  Learn to play pressed then is held
    and said ("Starting…"), and made once the game is ready: the coached game starts.  The
    page's Python takes that screen over as it is (the same elements, nothing drawn again:
    glue/newgame_screen.show), its fields given back (only their ``disabled`` of the wait
    differs)."""
    for press in (False, True):
        with _python_held(chromium, viewport={"width": 1024, "height": 768}) as (page, held):
            page.goto(site_url)
            page.wait_for_function("() => !!document.documentElement.dataset.islandMs")
            assert page.evaluate("document.documentElement.dataset.ready") == "false"
            assert page.locator("#newgame #preview [data-layer=tiles]").count() == 1
            for action in ("start", "learn"):
                button = page.locator(f"#newgame [data-action={action}]")
                expect(button).to_be_in_viewport()
                assert button.evaluate("e => { const r = e.getBoundingClientRect(); "
                                       "return e.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)); }")
            before = page.inner_html("#newgame")
            page.evaluate("() => { window.__firstPreview = document.querySelector('#preview svg'); }")
            # (each frame while the loading bar fades out once ready: is the big card back over the screen?)
            page.evaluate("""() => new MutationObserver((_, o) => {
                if (document.documentElement.dataset.ready !== 'true') return;
                o.disconnect();
                const seen = new Set();
                const look = () => {
                    const bar = getComputedStyle(document.getElementById('loading'));
                    if (parseFloat(bar.opacity) > 0.01) {  // (still to be seen)
                        seen.add(getComputedStyle(document.querySelector('.loading-title')).display);
                    }
                    if (bar.visibility === 'hidden') {
                        window.__cardAtReady = [...seen].join(' ');
                    } else {
                        requestAnimationFrame(look);
                    }
                };
                requestAnimationFrame(look);
            }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-ready']})""")
            if press:
                page.locator("#newgame [data-action=learn]").click()
                page.wait_for_function("() => document.documentElement.dataset.held === 'learn'")
                expect(page.locator("#loading-text")).to_contain_text("Starting")
            _release_the_app_zip(page, held)
            page.wait_for_function("() => window.__cardAtReady !== undefined")
            assert page.evaluate("window.__cardAtReady") == "none", "the loading card came back over the screen as it faded"
            if press:
                page.wait_for_function("() => document.documentElement.dataset.screen === 'game' && "
                                       "!!document.documentElement.dataset.coachStep", timeout=30_000)
            else:
                assert before.replace(' disabled=""', "") == page.inner_html("#newgame"), "Python drew another screen"
                assert page.evaluate("document.querySelector('#preview svg') === window.__firstPreview"), \
                    "Python drew the same screen again rather than taking it over"
                assert page.locator("#newgame :is(input, select):disabled").count() == 0


def test_a_first_screen_unlike_the_link_s_is_drawn_again_once_ready(chromium, site_url):
    """The first screen drawn at build time has the default AI pace; a link with another
    (``?pace=0``) shows it at first all the same, and once ready the page's Python draws the
    form anew with the link's pace, rather than taking over a screen that says another."""
    with _python_held(chromium) as (page, held):
        page.goto(site_url + "?island=landfall&pace=0")
        page.wait_for_function("() => document.documentElement.dataset.firstPaint === 'true'")
        assert page.input_value("#ng-pace") != "0", "drawn at build time with the default pace"
        page.evaluate("() => { window.__firstPreview = document.querySelector('#preview svg'); }")
        _release_the_app_zip(page, held)
        assert page.input_value("#ng-pace") == "0"
        assert page.evaluate("document.querySelector('#preview svg') !== window.__firstPreview")
        assert page.locator("#newgame :is(input, select):disabled").count() == 0


@pytest.mark.parametrize("key", ["cinderisle.pace", "cinderisle.table", "cinderisle.game.a1"])
def test_a_device_that_keeps_settings_or_a_game_gets_no_first_screen_drawn_over(chromium, site_url, key):
    """The first screen drawn at build time is the first visit's (issue 15): a device that keeps
    what it does not show (here the AI pace, an older page's game in progress, or a game of the
    list, whose key begins with ``cinderisle.game.``; site/view/firstpaint.py, UNLESS)
    keeps the loading screen until the page's Python draws its own, so it never changes under
    the player's eyes.  (Without the check, boot.js shows the first screen here too.)"""
    with _python_held(chromium, init_script=f"localStorage.setItem({key!r}, '0')") as (page, _held):
        page.goto(site_url, wait_until="domcontentloaded")
        # (boot.js asks for PyScript's core in the listener after the first screen's)
        page.wait_for_function("() => !!document.querySelector('script[src$=\"core.js\"]')")
        assert page.evaluate("document.documentElement.dataset.firstPaint") is None
        expect(page.locator("#newgame")).to_be_hidden()
        expect(page.locator("#loading")).to_be_visible()


def _without_preview(html: str) -> str:
    return re.sub(r'<div id="preview" class="preview">.*?</svg></div>', "", html, count=1, flags=re.S)


def test_a_seed_link_shows_its_island_s_outline_before_python_then_the_island(chromium, site_url):
    """Paint before Python, for a seed link (issue 15): ``?seed=2024`` shows the new-game screen
    at once, drawn at build time for a mark and given the link's seed by boot.js, with the
    island's outline (its 19 tiles blank) in the preview, while the game's Python is held
    back; once ready, Python deals the island into the preview and changes nothing else."""
    with _python_held(chromium, viewport={"width": 1024, "height": 768}) as (page, held):
        page.goto(site_url + "?seed=2024")
        page.wait_for_function("() => document.documentElement.dataset.firstPaint === 'true'")
        assert page.evaluate("document.documentElement.dataset.ready") == "false"
        assert page.locator("#newgame #preview svg.island-outline").count() == 1
        assert page.locator("#newgame [data-layer=tiles]").count() == 0, "no tiles known before Python"
        assert page.input_value("#ng-seed") == "2024"
        expect(page.locator("#island-name")).to_have_text("Island 2024")
        expect(page.locator("#preview-info")).to_contain_text("Island 2024")
        expect(page.locator("#newgame [data-action=start]")).to_be_in_viewport()
        before = page.inner_html("#newgame")
        page.evaluate("() => { window.__firstStart = document.querySelector('#newgame [data-action=start]'); }")
        _release_the_app_zip(page, held)
        assert page.locator("#preview [data-layer=tiles]").count() == 1, "Python dealt the island into the preview"
        assert page.evaluate("document.querySelector('#newgame [data-action=start]') === window.__firstStart"), \
            "the screen around the preview is taken over as it is"
        assert page.get_attribute("#preview svg", "data-island") == "2024"
        assert _without_preview(before).replace(' disabled=""', "") == _without_preview(page.inner_html("#newgame")), \
            "Python drew another screen around the preview"
        expect(page.locator("#island-name")).to_have_text("Island 2024")
