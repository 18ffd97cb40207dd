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
}
"""The loading screen's words by the key ``boot.js`` asks for (``{got}`` and ``{total}``: megabytes,
one decimal, put in by ``boot.js``)."""


def loading_words() -> dict[str, str]:
    """The loading screen's words in the language in force, by key."""
    return {key: _(words) for key, words in LOADING.items()}
