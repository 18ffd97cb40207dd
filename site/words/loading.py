"""The loading screen's words (``site/boot.js`` shows them before Python runs): marked here for
the catalog, and written by the build into the page for every language but English
(``<script id="loading-words">``: ``tools/loading_words.py``), so that the bar speaks the page's
language from its first frame.  English is ``boot.js``'s own (the same words, checked by
``tests/site/test_loading_words.py``): an English start reads nothing more.

>>> loading_words()["ready"], sorted(loading_words()) == sorted(LOADING)
('Ready', True)
"""

from __future__ import annotations

from words.catalog import N_, _

__all__ = ["LOADING", "loading_words"]

LOADING = {
    "label": N_("Loading the game"),
    "rowing": N_("Rowing out to the island…"),
    "fetching": N_("Fetching the island: {got} of {total} MB"),
    "waking": N_("Waking the volcano (starting Python)…"),
    "unpacking": N_("Unpacking the rules…"),
    "laying": N_("Laying out the island…"),
    "ready": N_("Ready"),
    "held": N_("Starting… (your press waits for the game)"),
    "failed": N_("Cinderisle could not start."),
    "incomplete": N_("This copy of Cinderisle is incomplete (no runtime manifest). Rebuild it with: python build.py"),
    "unsupported": N_("This browser cannot run Cinderisle: it needs WebAssembly and modern JavaScript. Please open this"
                      " page in a current Chrome, Edge, Firefox or Safari."),
    "file": N_("Cinderisle was opened as a file, and a browser does not let a page opened that way load the "
               "game. Open it from a web server instead: in the game's folder run “python build.py serve” and "
               "open the address it prints, or put the dist folder on any static web server. Once opened from a "
               "server, it can be installed and then plays offline."),
    "blocked": N_("The game tried to load {file}, which this page does not allow: it runs only from its own files. "
                  "Reload the page; if this comes back, rebuild it with: python build.py"),
    "a_file": N_("a file"),
    "crashed": N_("Something went wrong while starting the game: {error} Reloading the page may help."),
    "unloaded": N_("The game's files could not be loaded. Check the connection and reload the page."),
    "upright": N_("Turn your phone upright to play."),
    "taller": N_("Make the window taller to play."),
}
"""The loading screen's words by the key ``boot.js`` asks for (``{got}`` and ``{total}``: megabytes,
one decimal, put in by ``boot.js``; ``{file}``: what the page refused to load; ``{error}``: the
last line of what went wrong), its notices of a start that failed among them; ``upright``: what a
phone held sideways shows over the page (``#upright``, style.css); ``taller``: what a window as
low on a computer shows there instead (a mouse's or a trackpad's pointer)."""


def loading_words() -> dict[str, str]:
    """The loading screen's words in the language in force, by key."""
    return {key: _(words) for key, words in LOADING.items()}
