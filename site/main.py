"""The page's PyScript glue: read the link, deal the island, draw it, wire the events.

Everything that can be pure Python lives elsewhere (``board_svg`` draws, ``links``
reads the URL, ``engine`` knows the rules); this module only touches the DOM.
Event listeners are attached once, to ``#app`` (never re-rendered) and ``window``;
clicks are dispatched by the ``data-*`` attributes of what was pressed.
"""

from __future__ import annotations

from urllib.parse import parse_qsl

import js
from pyodide.ffi import create_once_callable, create_proxy

try:  # Pyodide 0.28+ turns JS null into this singleton, not None
    from pyodide.ffi import jsnull
except ImportError:  # pragma: no cover
    jsnull = None

import board_svg
import links
from engine.cards import DOTS, TERRAINS
from engine.hexgrid import TILE_IDS
from engine.island import Island, landfall


def found(node) -> bool:
    """True unless a DOM lookup found nothing (JS null or undefined)."""
    return node is not None and node is not jsnull


_proxies: list = []  # event-listener proxies live as long as the page
_current: dict = {}


def deal(seed: int | str) -> Island:
    """The island for ``seed`` (an int 1..4294967295, or ``"landfall"``)."""
    if seed == "landfall":
        return landfall()
    from engine.islandgen import generate  # imported when first needed

    return generate(seed)


def query() -> dict[str, str]:
    """The page's query parameters (first value of each)."""
    out: dict[str, str] = {}
    for key, value in parse_qsl(str(js.location.search).lstrip("?"), keep_blank_values=True):
        out.setdefault(key, value)
    return out


def write_link(seed: int | str, push: bool = False) -> None:
    """Put the island's seed into the address bar (other parameters kept)."""
    url = js.URL.new(js.location.href)
    params = url.searchParams
    if seed == "landfall":
        params.delete("seed")
        params.set("island", "landfall")
    else:
        params.delete("island")
        params.set("seed", str(seed))
    if push:
        js.history.pushState(None, "", url.toString())
    else:
        js.history.replaceState(js.history.state, "", url.toString())


def el(tag: str, cls: str = "", text: str = "", **attrs: str):
    """A new DOM element; text goes in as text (never parsed as HTML)."""
    node = js.document.createElement(tag)
    if cls:
        node.className = cls
    if text:
        node.textContent = text
    for name, value in attrs.items():
        node.setAttribute(name.replace("_", "-"), value)
    return node


def notify(message: str) -> None:
    """Show a notice the player can read and dismiss (role=alert)."""
    box = js.document.getElementById("notices")
    note = el("div", "notice", role="alert")
    note.appendChild(el("p", "", message))
    note.appendChild(el("button", "notice-close", "OK", type="button", data_action="dismiss"))
    box.appendChild(note)


def show(seed: int | str) -> None:
    """Deal and draw island ``seed``."""
    try:
        island = deal(seed)
    except Exception as exc:  # a bug, not the player's doing: say so, and show Landfall
        js.console.error(f"could not deal island {seed}: {exc!r}")
        notify(f"Island {seed} could not be dealt; here is Landfall instead.")
        seed, island = "landfall", landfall()
    _current["island"] = island
    _current["seed"] = seed
    name = "Landfall" if seed == "landfall" else f"Island {seed}"
    js.document.getElementById("board").innerHTML = board_svg.render_island(
        island, ashcloud=island.caldera, title=name
    )
    js.document.getElementById("island-name").textContent = name
    js.document.title = f"Cinderisle · {name}"
    js.document.getElementById("status").textContent = "Tap a tile to read it."
    js.document.documentElement.dataset.seed = str(seed)


def open_from_link() -> None:
    """Show the island the address asks for (a fresh one, with a notice, if it cannot)."""
    choice = links.choose_island(query())
    if choice.notice:
        notify(choice.notice)
    if choice.fresh:
        write_link(choice.seed)
    show(choice.seed)


def describe_tile(tile_id: str) -> str:
    island: Island = _current["island"]
    t = TILE_IDS.index(tile_id)
    terrain = board_svg.TERRAIN_NAMES[TERRAINS[island.terrain[t]]]
    number = island.numbers[t]
    if number is None:
        return f"{tile_id} · {terrain}: yields nothing; the Ashcloud starts here."
    dots = DOTS[number]
    return f"{tile_id} · {terrain} {number}: {dots} dot{'s' if dots != 1 else ''} (comes up {dots} times in 36)."


def on_click(event) -> None:
    target = event.target
    if not hasattr(target, "closest"):
        return
    action = target.closest("[data-action]")
    if found(action):
        name = action.dataset.action
        if name == "new-island":
            seed = links.fresh_seed()
            write_link(seed, push=True)
            show(seed)
        elif name == "landfall":
            write_link("landfall", push=True)
            show("landfall")
        elif name == "share":
            share()
        elif name == "dismiss":
            note = action.closest(".notice")
            if found(note):
                note.remove()
        return
    tile = target.closest("[data-tile]")
    if found(tile):
        js.document.getElementById("status").textContent = describe_tile(tile.dataset.tile)


def share() -> None:
    status = js.document.getElementById("status")
    href = str(js.location.href)

    def done(*_):
        status.textContent = "Link copied: anyone who opens it gets this island."

    def failed(*_):
        status.textContent = f"Share this link: {href}"

    clipboard = getattr(js.navigator, "clipboard", None)
    if not found(clipboard):
        failed()
        return
    clipboard.writeText(href).then(create_once_callable(done), create_once_callable(failed))


def on_popstate(_event) -> None:
    js.document.getElementById("notices").replaceChildren()
    open_from_link()


def start() -> None:
    root = js.document.getElementById("app")
    for target, kind, handler in ((root, "click", on_click), (js.window, "popstate", on_popstate)):
        proxy = create_proxy(handler)
        _proxies.append(proxy)
        target.addEventListener(kind, proxy)
    open_from_link()
    html = js.document.documentElement
    html.dataset.phase = "setup"
    html.dataset.readyMs = str(round(js.performance.now()))
    html.dataset.ready = "true"
