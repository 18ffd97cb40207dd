"""The page's language: which one it speaks at start (the link's ``lang=``, else this device's
choice, else the browser's ``navigator.languages``, else English: ``words.catalog.resolve``), the
picker's choice (remembered on this device), each language's catalog fetched when it is first
chosen (never for English: an English start fetches nothing), and everything drawn again in
it while the game goes on.  ``<html lang>`` always names the language shown (``data-lang`` too,
once its words are in force: what the tests wait on).

The build lists the catalogs in the page (``#catalogs``: each language's name in itself and its
``.mo`` file's address, docs/site.md, "Languages")."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import lazy
from glue import chrome, newgame_screen, storage
from glue.dom import by_id, create_once_callable, dataset, document, found, notify, query, window
from glue.model import ui
from model import links
from words import catalog
from words.catalog import _, pgettext

if TYPE_CHECKING:
    from glue import game_screen
else:  # (the game's: a language chosen during one draws it again)
    game_screen = lazy.module("glue.game_screen")

KEY = "cinderisle.lang"
"""Where this device keeps the language chosen in the picker (``boot.js`` reads it too: a language
other than English is not painted before Python, whose English first screen it would be)."""

_urls: dict[str, str] = {}
"""Each catalog's address, as the build listed it."""
_loaded: dict[str, bytes] = {}
"""The catalogs fetched so far (a language chosen again is put in force at once)."""

__all__ = ["KEY", "choose", "start"]


def _read_listing() -> None:
    el = by_id("catalogs")
    listing: dict[str, Any] = {}
    if found(el):
        try:
            listing = json.loads(str(el.textContent) or "{}")
        except ValueError:
            window.console.warn("the page's list of languages could not be read")
    _urls.clear()
    _urls.update({code: str(item["url"]) for code, item in listing.items()})
    catalog.set_language_names({code: str(item["name"]) for code, item in listing.items()})


def start(then: Callable[[], None]) -> None:
    """Read the page's catalogs, choose the language to start in and put it in force, then
    ``then`` (which draws the first screen): at once in English and the pseudo-locale, once its
    catalog is here for another language (``boot.js`` asked for it at the page's start; if it
    cannot be had, the page starts in English)."""
    _read_listing()
    preferred = [str(t) for t in window.navigator.languages] if found(window.navigator.languages) else []
    lang = catalog.resolve(query().get("lang"), storage.read_flag(KEY), preferred, catalog.language_names())
    _put_in_force(lang, redraw=False, then=then)


def choose(lang: str) -> None:
    """The picker chose ``lang``: remembered on this device (and written into the address when it
    names a language), and everything drawn again in it."""
    if lang not in catalog.language_names() or lang == ui.lang:
        return
    storage.write_flag(KEY, lang)
    params = query()
    if "lang" in params:
        params["lang"] = lang
        window.history.replaceState(window.history.state, "", str(window.location.pathname) + "?"
                                    + links.encode_query(params))
    _put_in_force(lang, redraw=True)


def _put_in_force(lang: str, redraw: bool, then: Callable[[], None] | None = None) -> None:
    ui.lang = lang
    if lang == catalog.ENGLISH:
        catalog.use_english()
    elif lang == catalog.PSEUDO:
        catalog.use_pseudo()
    elif lang in _loaded:
        catalog.install(lang, _loaded[lang])
    else:
        _fetch(lang, redraw, then)
        return
    _shown(redraw)
    if then is not None:
        then()


def _fetch(lang: str, redraw: bool, then: Callable[[], None] | None) -> None:
    """Fetch ``lang``'s catalog; once here (and still the one chosen), put it in force and draw
    everything again (``redraw``), then ``then``.  Meanwhile the page goes on in the language it
    spoke; one that cannot be had leaves it so."""
    url = _urls.get(lang)
    if url is None:  # (never: only a listed language is chosen)
        _put_in_force(catalog.language(), redraw, then)
        return

    def got(buffer: Any) -> None:
        _loaded[lang] = bytes(window.Uint8Array.new(buffer).to_bytes())
        if ui.lang == lang:
            catalog.install(lang, _loaded[lang])
            _shown(redraw)
        if then is not None:
            then()

    def failed(*_args: Any) -> None:
        window.console.warn(f"the catalog of {lang} could not be fetched")
        if ui.lang == lang:
            ui.lang = catalog.language()
            _shown(redraw)
        if then is not None:
            then()
        names = catalog.language_names()
        notify(_("{language} could not be loaded: the page stays in {current}.").format(
            language=names.get(lang, lang), current=names.get(ui.lang, ui.lang)))

    def body(response: Any) -> Any:
        if not response.ok:
            raise OSError(f"{url}: {response.status}")
        return response.arrayBuffer()

    window.fetch(url).then(create_once_callable(body)).then(create_once_callable(got), create_once_callable(failed))


def _shown(redraw: bool) -> None:
    """Say which language is shown (``<html lang>``, ``data-lang``) and, ``redraw``, draw it all again."""
    lang = catalog.language()
    document.documentElement.lang = catalog.PSEUDO_TAG if lang == catalog.PSEUDO else lang
    dataset(lang=lang)
    log = _("Game log")  # (the page's own words, in index.html: never drawn again)
    for ident, words in (("newgame", _("New game")), ("top-actions", _("Game")), ("log", log),
                         ("board", _("The island")), ("seats", _("Seats")), ("event", _("World event")),
                         ("hand", _("Your hand")), ("tray", _("What you can do")),
                         ("progress", _("Loading the game"))):
        by_id(ident).setAttribute("aria-label", words)
    document.querySelector("#game > .side").setAttribute("aria-label", _("The table"))
    for cls, words in ((".log-long", log), (".log-short", pgettext("log, short", "Log")),
                       ("#upright-words .upright-phone", _("Turn your phone upright to play.")),  # (words.loading's too)
                       ("#upright-words .upright-window", _("Make the window taller to play."))):
        document.querySelector(cls).textContent = words
    if ui.replay is not None or ui.screen is not None:
        from words.things import island_words  # (a game's: the first screen does without it)
    if ui.replay is not None:  # (the new-game screen names its island itself)
        by_id("island-name").textContent = _("Replay · {island}").format(island=island_words(ui.island_key))
    elif ui.screen is not None:
        by_id("island-name").textContent = island_words(ui.island_key)
    if not redraw:
        return
    active = document.activeElement
    focused = str(active.id) if found(active) and found(getattr(active, "id", None)) else ""
    if ui.screen is not None:
        game_screen.update()  # (what changed is drawn again, the rest keeps its elements and focus)
    elif ui.form is not None and ui.replay is None:
        newgame_screen.redraw()
    chrome.render_top()
    again = by_id(focused) if focused else None
    if found(again):
        again.focus()
