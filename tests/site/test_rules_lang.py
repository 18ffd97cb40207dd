"""The rules ("How to play") in German, French and Spanish, in CPython: every sentence of every
section is the language's own (none left in English), the numbers are still the engine's, the
pointers still point, a search finds a section by the language's everyday words (Räuber,
voleur, ladrón), and in the pseudo-locale every word of the dialog is in brackets.

English is ``test_site_rules_python.py`` and ``test_living_rules_python.py``.
"""

from __future__ import annotations

import re
from html import unescape
from html.parser import HTMLParser

import pytest

from engine import clocks as table_clocks
from engine.constants import WIN_RENOWN

from speaking import LANGS, speaking
from view import rulebook
from words import catalog

NAMES = ("Landfall", "Cinderisle", "Coral", "Embargo", "Standard")
"""Words that are the same in every language: names (the islands), and the words a language
shares with English (Embargo, Standard; Spanish Coral). The lantern colours are worded."""


def lines(sections: tuple[rulebook.Section, ...]) -> list[tuple[str, str]]:
    """Every heading and every line of every block, with where it is, in the rules' order."""
    out = []
    for s in sections:
        out.append((s.name, s.title))
        out += [(s.name, line) for b in s.blocks for line in b.lines]
        out += lines(s.parts)
    return out


def english_left(text: str) -> bool:
    """Whether ``text`` holds an English word (more than the names, numbers and signs)."""
    for name in NAMES:
        text = text.replace(name, "")
    text = re.sub(r"\]\([a-z-]+\)", "]", text)  # (a pointer's target is a name, not words)
    return bool(re.search(r"[A-Za-z]{3,}", text))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("clocks", table_clocks.SETTINGS)
def test_every_sentence_of_the_rules_is_the_languages_own(lang, clocks):
    english = lines(rulebook.sections(clocks))
    with speaking(lang):
        spoken = lines(rulebook.sections(clocks))
        names = rulebook.names()
    assert [name for name, _line in spoken] == [name for name, _line in english], "the same sections and parts"
    assert names == tuple(n for s in rulebook.sections(clocks) for n in (s.name, *(p.name for p in s.parts)))
    same = [line for (_n, line), (_m, theirs) in zip(spoken, english, strict=True)
            if line == theirs and english_left(line)]
    assert same == [], f"{lang}: still English: {same}"
    # Each line holds the English line's numbers (they are the engine's, not the translator's),
    # and its pointers point where the English ones do.
    for (_n, line), (name, theirs) in zip(spoken, english, strict=True):
        assert sorted(re.findall(r"\d+", line.replace("\u202f", "").replace(".", "").replace(",", ""))) == sorted(
            re.findall(r"\d+", theirs.replace(",", ""))), (name, line)
        assert sorted(re.findall(r"\]\(([a-z-]+)\)", line)) == sorted(re.findall(r"\]\(([a-z-]+)\)", theirs)), line


def test_the_english_left_check_finds_an_english_sentence():
    assert english_left("Your turn has two parts: first roll, then act.")
    assert not english_left("Landfall, Coral 4:1 (6) [x](winning) ½ ×")
    assert english_left("Saffron"), "an English colour's name is English left"
    with speaking("de"):
        german = lines(rulebook.sections())
    planted = [(n, "Your renown is:" if line == "Dein Ruhm ist:" else line) for n, line in german]
    assert planted != german and any(english_left(line) for _n, line in planted if line == "Your renown is:")


@pytest.mark.parametrize("lang", LANGS)
def test_the_dialog_speaks_the_language_and_the_cache_is_the_languages(lang):
    english = rulebook.dialog_html()
    with speaking(lang):
        html = rulebook.dialog_html()
        title = catalog._(rulebook.TITLE)
    assert html != english and f">{title}</h2>" in html and title != "How to play"
    assert 'placeholder="Search the rules"' not in html and ">Close<" not in html
    assert f'data-lang="{lang}"' in html
    assert rulebook.dialog_html() == english, "English again once the language is English again"
    assert len(set(re.findall(r'id="(rules-[\w-]+)"', html))) == len(re.findall(r'id="(rules-[\w-]+)"', html))


def test_a_german_sentence_comes_out_whole():
    with speaking("de"):
        text = unescape(re.sub(r"<[^>]+>", " ", rulebook.body_html()))
    assert f"Bei {WIN_RENOWN} oder mehr deckst du deine Wahrzeichen auf und gewinnst sofort." in text
    assert "Koralle ein Kreis, Safran ein Quadrat, Lagune ein Dreieck und Moos eine Raute" in text
    assert "Der Damm von Koralle darf bis an die Hütte von Safran reichen" in text, "the colours are named in German"
    assert "(1 bis 4.294.967.295)" in text, "thousands grouped as German writes them"
    with speaking("fr"):
        text = unescape(re.sub(r"<[^>]+>", " ", rulebook.body_html()))
    assert "4\u202f294\u202f967\u202f295" in text and "Ta gloire, c\u2019est\u00a0:" in text


EVERYDAY = [
    ("de", "Räuber", "seven"), ("de", "Rauber", "seven"), ("de", "Raeuber", "seven"), ("de", "Aschewolke", "seven"),
    ("de", "Längste Handelsstraße", "titles"), ("de", "laengste strasse", "titles"), ("de", "Rittermacht", "titles"),
    ("fr", "voleur", "seven"), ("fr", "route la plus longue", "titles"), ("fr", "armée la plus puissante", "titles"),
    ("fr", "l'armee", "titles"),
    ("es", "ladrón", "seven"), ("es", "ladron", "seven"), ("es", "carretera más larga", "titles"),
    ("es", "gran caballería", "titles"), ("es", "ejército", "titles"),
]
"""(language, what a family types, the section the search opens on)."""


@pytest.mark.parametrize(("lang", "query", "first"), EVERYDAY)
def test_a_search_finds_a_section_by_the_languages_everyday_word(lang, query, first):
    with speaking(lang):
        found = rulebook.search(query)
    top = re.search(r'<section id="rules-([\w-]+)" class="rules-section rules-level-3', found.html)
    assert found.count >= 1 and top and top[1] == first, (query, top and top[1], found.status)
    assert "<mark>" in found.html


@pytest.mark.parametrize(("lang", "query", "part"), [
    ("de", "Längste Handelsstraße", "grand-causeway"), ("de", "Rittermacht", "steadfast-watch"),
    ("de", "Siedlung", "building"), ("de", "Hafen", "jetties"), ("fr", "colonie", "building"),
    ("fr", "port", "jetties"), ("es", "poblado", "building"), ("es", "puerto", "jetties"),
    ("fr", "route la plus longue", "grand-causeway"), ("fr", "armée la plus puissante", "steadfast-watch"),
    ("es", "carretera más larga", "grand-causeway"), ("es", "gran ejército", "steadfast-watch"),
])
def test_the_pieces_and_titles_are_found_by_their_everyday_names(lang, query, part):
    with speaking(lang):
        assert part in rulebook.matches(query), rulebook.matches(query)


@pytest.mark.parametrize("lang", LANGS)
def test_a_search_in_a_language_says_what_it_found_in_it(lang):
    with speaking(lang):
        none = rulebook.search("lava lamp xyzzy")
        some = rulebook.search(catalog._("Sheltered tiles"))
    assert none.count == 0 and "Nothing found" not in none.html and "xyzzy" in none.html
    assert some.count >= 1 and "sections match" not in some.status and "section matches" not in some.status


class Texts(HTMLParser):
    """The words of some HTML a reader meets: its text (outside the pictures' drawings) and the
    words of its labels, titles and placeholders."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.svg = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.svg += tag == "svg"
        self.texts += [v for k, v in attrs if k in ("aria-label", "placeholder", "title") and v]

    def handle_endtag(self, tag: str) -> None:
        self.svg -= tag == "svg"

    def handle_data(self, data: str) -> None:
        if not self.svg and data.strip():
            self.texts.append(data)


def unbracketed(html: str) -> list[str]:
    """Words of ``html`` outside the pseudo-locale's brackets: English the catalog never saw.
    A block's text is read whole (a pointer's button splits its sentence into pieces)."""
    blocks = re.split(r"</?(?:p|li|h\d|figcaption|nav|label|section|div|ul|ol)\b[^>]*>", html)
    out = []
    for block in blocks:
        parser = Texts()
        parser.feed(block)
        for text in ("".join(parser.texts),) if not re.search(r"aria-label|placeholder|title=", block) else (
                "".join(t for t in parser.texts), *parser.texts):
            while True:
                shorter = re.sub(r"\[[^\[\]]*\]", "", text)
                if shorter == text:
                    break
                text = shorter
            if re.search(r"[A-Za-z]{2,}", text):
                out.append(text)
    return out


def test_in_the_pseudo_locale_every_word_of_the_dialog_is_in_brackets():
    with speaking("qps"):
        html = rulebook.dialog_html()
        found = rulebook.search("[Ĵéţţîéš]")
    assert html.count("data-action=\"rules\"") > 15, "the pointers still point"
    assert unbracketed(html) == []
    assert unbracketed(found.html) == [] and found.count >= 1


def test_the_bracket_check_finds_a_word_left_out_of_the_catalog():
    with speaking("qps"):
        html = rulebook.dialog_html()
    planted = html.replace("<p>[", "<p>Plain words [", 1)
    assert planted != html and unbracketed(planted) == ["Plain words "]
    assert unbracketed(html.replace('placeholder="[', 'placeholder="Search [', 1))


def test_doctests():
    import doctest

    from words import everyday

    assert doctest.testmod(everyday).failed == 0


@pytest.mark.parametrize("lang", LANGS)
def test_the_games_words_are_linked_in_the_languages_own_text(lang):
    """A word of the game in a German, French or Spanish message opens its glossary entry, as in
    English: the language's words for each (``glossary.SAID``) are the words its rules use."""
    from view import glossary

    terms, living_terms = glossary.SAID[lang]
    assert set(terms) == set(glossary.TERMS) and set(living_terms) == set(glossary.LIVING_TERMS)
    with speaking(lang):
        text = " ".join(line for _n, line in lines(rulebook.sections()))
        for name, pattern in {**terms, **living_terms}.items():
            assert re.search(rf"\b(?:{pattern})\b", text, re.IGNORECASE), (name, pattern)
        html = glossary.linked(catalog._("What is the Ashcloud?"), living=True)
        assert 'data-section="term-ashcloud"' in html
        # (a message not yet in the catalog still links its English words)
        assert 'data-section="term-ashcloud"' in glossary.linked("Moss moved the Ashcloud")
    assert 'data-section="term-ashcloud"' in glossary.linked("Moss moved the Ashcloud")
