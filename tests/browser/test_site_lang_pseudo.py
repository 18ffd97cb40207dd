"""Nothing left behind (issue 28, item 6): the page in the pseudo-locale ``qps``, where every
sentence from the catalog is accented and in brackets, walked over every screen at 390x844;
any visible word outside the brackets (in the text, or in an ``aria-label``, ``title``,
``placeholder`` or ``alt`` a screen reader reads) is a word the catalog never saw.  Names
(the islands', the languages' own, the game's), numbers, roman acts and a tile's id are
allowed.

The screens are tests/browser/screen_walk.py's.  Waiting is on ``data-*`` and roles, never on
words (they are the pseudo-locale's).
"""

from __future__ import annotations

import re

import pytest

from conftest import own_context_game
from screen_walk import walk_screens

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}

LEFTOVERS_JS = r"""() => {
  const seen = [];
  const shown = el => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const st = getComputedStyle(e);
      if (st.display === 'none' || st.visibility === 'hidden' || e.hidden || e.getAttribute('aria-hidden') === 'true'
          || e.tagName === 'TEMPLATE') return false;
    }
    return true;
  };
  const root = document.body;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  for (let el = walker.currentNode; el; el = walker.nextNode()) {
    if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || !shown(el)) continue;
    for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription',
                        'aria-valuetext']) {
      const v = el.getAttribute(attr);
      if (v) seen.push([attr + ' of ' + el.tagName.toLowerCase() + (el.id ? '#' + el.id : ''), v]);
    }
  }
  // The visible text, block by block: innerText keeps a sentence whose words sit in nested
  // elements together, and leaves out what is not rendered.
  const blocks = new Set();
  const all = document.body.querySelectorAll('*');
  for (const el of all) {
    if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE') continue;
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own || !shown(el)) continue;
    // The nearest block around this text: its innerText is the sentence.
    let b = el;
    while (b.parentElement && getComputedStyle(b).display.startsWith('inline') && b.parentElement !== document.body)
      b = b.parentElement;
    blocks.add(b);
  }
  for (const b of blocks) {
    const text = b instanceof SVGElement
      ? [...b.querySelectorAll('*')].flatMap(e => [...e.childNodes]).filter(n => n.nodeType === 3).map(n => n.textContent).join(' ')
      : b.innerText;
    if (text && text.trim()) seen.push(['text of ' + b.tagName.toLowerCase() + (b.id ? '#' + b.id : ''), text]);
  }
  return seen;
}"""

ROMAN = {"I", "II", "III"}
ALLOWED = {"Cinderisle", "English", "Deutsch", "Español", "Français", "qps", "Landfall"}
"""Names: the game's, each language's own name in the picker, the fixed island's."""


def unbracketed(text: str) -> str:
    """``text`` without its bracketed parts (innermost first: a sentence in a sentence)."""
    while True:
        shorter = re.sub(r"\[[^\[\]]*\]", " ", text)
        if shorter == text:
            return text
        text = shorter


def english_words(text: str, names: set[str]) -> list[str]:
    """The words of ``text`` outside brackets that are not names, numbers or tile ids: plain
    English letters (a sentence from the catalog has every word accented, even where a block's
    edge cuts it from its brackets)."""
    words = re.findall(r"[^\W\d_]+", unbracketed(text))  # (a word the catalog gave has accented letters)
    return [w for w in words if w.isascii() and w not in names and w not in ROMAN and w not in ALLOWED
            and not re.fullmatch(r"[A-E]|[a-z]", w)]


def test_the_checker_finds_a_word_outside_the_brackets() -> None:
    assert english_words("[Ñéŵ ĝàɱé] 3 · B2 · 1½", set()) == []
    assert english_words("[ÀÎ", set()) == [] and english_words("· ñöŕɱàĺ]", set()) == []  # (a sentence cut by a block)
    assert english_words("[Ĥéàŕţĥ [Ṗîñé 8] ţàķéñ] Roll", set()) == ["Roll"]
    assert english_words("Coral: [ŕôļļéð] 8", {"Coral"}) == []


@pytest.fixture
def qps(chromium, site_url):
    yield from own_context_game(chromium, site_url, viewport=PHONE, locale="en-US")


def test_every_screen_in_the_pseudo_locale_shows_only_bracketed_words(qps) -> None:
    found: dict[str, set[str]] = {}

    def look(where: str) -> None:
        for source, text in qps.page.evaluate(LEFTOVERS_JS):
            words = english_words(text, set())
            if words:
                found.setdefault(f"{where}: {source}: {text.strip()[:120]!r}", set()).update(words)

    walk_screens(qps, "qps", look)
    assert not found, "English outside the catalog:\n" + "\n".join(f"  {k} -> {sorted(v)}" for k, v in sorted(found.items()))


FIRST_LOADING_JS = """document.addEventListener('DOMContentLoaded', () => {
  window.__firstLoading = [document.getElementById('loading-text').textContent,
                           document.getElementById('progress').getAttribute('aria-label')];
});"""
"""What the loading screen said once the page was parsed, before Python ran (its words are put in
as the page is parsed: by then they are the language's). The first bytes may already have come:
then it says how much is fetched, in the same language."""

FETCHING = {"de": r"Die Insel wird geholt: [\d.,]+ von [\d.,]+ MB", "en": r"Fetching the island: [\d.]+ of [\d.]+ MB"}


def first_words(first: list[str], rowing: str, label: str, lang: str) -> bool:
    """Whether the loading screen's first words are ``rowing`` (or its fetching words) and ``label``."""
    return first[1] == label and (first[0] == rowing or re.fullmatch(FETCHING[lang], first[0]) is not None)


@pytest.mark.parametrize(("lang", "words"), [("de", ["Wir rudern zur Insel…", "Das Spiel lädt"]),
                                             ("qps", None)])
def test_the_loading_screen_speaks_the_page_s_language_before_python_runs(chromium, site_url, lang, words) -> None:
    for game in own_context_game(chromium, site_url, viewport=PHONE):
        game.page.add_init_script(FIRST_LOADING_JS)
        page = game.open(f"?island=landfall&lang={lang}")
        first = page.evaluate("window.__firstLoading")
        if words is not None:
            assert first_words(first, *words, lang), first
        else:
            assert all(w.startswith("[") and w.endswith("]") for w in first), first
        shown = page.locator("#loading-text").text_content() or ""
        assert shown == ("Fertig" if lang == "de" else shown) and (lang == "de" or shown.startswith("["))


def test_the_first_words_check_knows_fetching_from_english() -> None:
    assert first_words(["Die Insel wird geholt: 0,1 von 14,0 MB", "Das Spiel lädt"], "Wir rudern zur Insel…", "Das Spiel lädt", "de")
    assert not first_words(["Fetching the island: 0.1 of 14.0 MB", "Das Spiel lädt"], "Wir rudern zur Insel…", "Das Spiel lädt", "de")
    assert not first_words(["Rowing out to the island…", "Loading the game"], "Wir rudern zur Insel…", "Das Spiel lädt", "de")


def test_an_english_start_keeps_boot_js_s_own_loading_words(chromium, site_url) -> None:
    for game in own_context_game(chromium, site_url, viewport=PHONE, locale="en-US"):
        game.page.add_init_script(FIRST_LOADING_JS)
        page = game.open("?island=landfall")
        first = page.evaluate("window.__firstLoading")
        assert first_words(first, "Rowing out to the island…", "Loading the game", "en"), first
        assert page.locator("#loading-text").text_content() == "Ready"
