"""The page's words in the language chosen (site/words/catalog.py): English with no catalog, a
compiled catalog put in force, plurals and contexts, the pseudo-locale, choosing the language,
and the views drawn in it (the new-game screen and the top bar)."""

from __future__ import annotations

import gettext
import io
import struct
from collections.abc import Iterator

import pytest

from engine.seats import AI_KINDS

from model.newgame import NewGame
from view import languages, newgame_form
from view.markup import rules_button_html
from words import catalog


def mo(entries: dict[str, str], plural_forms: str = "nplurals=2; plural=(n != 1);") -> bytes:
    """A .mo file by hand (GNU's layout), independent of the build's compiler."""
    table = {"": f"Content-Type: text/plain; charset=UTF-8\nPlural-Forms: {plural_forms}\n", **entries}
    keys = sorted(k.encode() for k in table)
    values = [table[k.decode()].encode() for k in keys]
    n = len(keys)
    at = 28 + 16 * n
    ids, strs = b"", b""
    head_ids, head_strs = [], []
    for k in keys:
        head_ids += [len(k), at + len(ids)]
        ids += k + b"\0"
    for v in values:
        head_strs += [len(v), at + len(ids) + len(strs)]
        strs += v + b"\0"
    return (struct.pack("<7I", 0x950412DE, 0, n, 28, 28 + 8 * n, 0, 0) + struct.pack(f"<{2 * n}I", *head_ids)
            + struct.pack(f"<{2 * n}I", *head_strs) + ids + strs)


GERMAN = mo({"New game": "Neues Spiel", "Start": "Los geht’s", "Language": "Sprache",
             "{n} seat\0{n} seats": "{n} Platz\0{n} Plätze", "button, short\x04New": "Neu",
             "Who plays seat {n}": "Wer spielt auf Platz {n}"})


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    catalog.set_language_names({"de": "Deutsch", "fr": "Français"})
    yield
    catalog.use_english()
    catalog.set_language_names({})


def test_english_is_the_code_s_own_words_and_needs_no_catalog() -> None:
    assert catalog.language() == "en"
    assert catalog._("New game") == "New game"
    assert [catalog.ngettext("{n} seat", "{n} seats", n) for n in (0, 1, 2)] == ["{n} seats", "{n} seat", "{n} seats"]
    assert catalog.pgettext("button, short", "New") == "New"


def test_a_catalog_put_in_force_words_every_call_and_leaves_english_for_what_it_lacks() -> None:
    catalog.install("de", GERMAN)
    assert catalog.language() == "de"
    assert catalog._("New game") == "Neues Spiel"
    assert catalog._("Not in the catalog") == "Not in the catalog"
    assert catalog.ngettext("{n} seat", "{n} seats", 1).format(n=1) == "1 Platz"
    assert catalog.ngettext("{n} seat", "{n} seats", 3).format(n=3) == "3 Plätze"
    assert catalog.pgettext("button, short", "New") == "Neu"
    assert catalog.pgettext("other", "New") == "New"  # (the context tells the two apart)
    catalog.use_english()
    assert catalog._("New game") == "New game"


def test_plural_rules_come_from_the_catalog() -> None:
    french = mo({"{n} seat\0{n} seats": "{n} place\0{n} places"}, "nplurals=2; plural=(n > 1);")
    catalog.install("fr", french)
    assert [catalog.ngettext("{n} seat", "{n} seats", n) for n in (0, 1, 2)] == ["{n} place", "{n} place", "{n} places"]


def test_the_pseudo_locale_accents_and_brackets_every_sentence_but_keeps_placeholders() -> None:
    catalog.use_pseudo()
    assert catalog.language() == "qps"
    said = catalog._("Who plays seat {n}")
    assert said.startswith("[") and said.endswith("]") and "{n}" in said
    assert said.format(n=2) == "[Ŵĥö þĺàýš šéàţ 2]"
    assert not any("a" <= c <= "z" for c in catalog.pseudo("New game %(who)s {n:,}").replace("%(who)s", "")
                   .replace("{n:,}", ""))
    assert catalog.ngettext("{n} seat", "{n} seats", 2) == "[{n} šéàţš]"
    assert catalog.pgettext("button, short", "New") == "[Ñéŵ]"
    assert catalog.pseudo("") == ""


@pytest.mark.parametrize(("link", "kept", "browser", "chosen"), [
    (None, None, [], "en"),
    (None, None, ["de-DE", "en"], "de"),
    (None, None, ["ja", "fr-CA"], "fr"),
    (None, None, ["en-US", "de"], "en"),
    (None, "fr", ["de"], "fr"),
    ("de", "fr", ["fr"], "de"),
    ("qps", "fr", [], "qps"),
    ("xx", None, ["de"], "de"),  # a language not offered is passed over
    (None, "xx", [], "en"),
])
def test_the_language_is_the_link_s_else_the_device_s_else_the_browser_s_else_english(
        link: str | None, kept: str | None, browser: list[str], chosen: str) -> None:
    assert catalog.resolve(link, kept, browser, catalog.language_names()) == chosen


def test_the_pickers_name_each_language_in_itself_and_choose_the_one_in_force() -> None:
    html = languages.picker_html("ng-lang", "ng-lang") + languages.top_picker_html()
    for code, name in (("en", "English"), ("de", "Deutsch"), ("fr", "Français")):
        assert html.count(f'value="{code}" lang="{code}"') == 2 and f">{name}</option>" in html
    assert html.count("selected") == 2 and 'value="en" lang="en" selected' in html
    catalog.install("de", GERMAN)
    html = languages.top_picker_html()
    assert 'value="de" lang="de" selected' in html and 'aria-label="Sprache"' in html and ">DE<" in html


def test_the_new_game_screen_and_the_top_bar_are_drawn_in_the_language_in_force() -> None:
    form = NewGame("landfall", AI_KINDS, None, False)
    english = newgame_form.form_html(form, "", 0)
    assert ">New game<" in english and ">Start<" in english and 'aria-label="Who plays seat 1"' in english
    catalog.install("de", GERMAN)
    german = newgame_form.form_html(form, "", 0)
    assert ">Neues Spiel<" in german and ">Los geht’s<" in german and 'aria-label="Wer spielt auf Platz 1"' in german
    assert ">New game<" not in german
    catalog.use_pseudo()
    assert ">[Ĥöŵ ţö þĺàý]<" in rules_button_html()


def test_gettext_reads_the_hand_made_catalog_as_this_test_means() -> None:
    """(The helper above is a .mo file as GNU's tools write it.)"""
    assert gettext.GNUTranslations(io.BytesIO(GERMAN)).gettext("New game") == "Neues Spiel"


def test_the_names_of_things_are_the_engines_and_the_tray_speaks_german() -> None:
    """words/things.py marks the engine's own names (a new resource or card must be marked too),
    and the tray and hand show them in the language in force."""
    from engine.cards import RES_NAMES, VENTURE_NAMES

    from words import things

    assert things.RES_WORDS == RES_NAMES and things.VENTURE_WORDS == VENTURE_NAMES
    catalog.install("de", mo({"Pine": "Holz", "Roll": "Würfeln", "{n} {resource}": "{n} {resource}"}))
    assert things.res_name(0) == "Holz" and things.res_name(1) == "Basalt"  # (not in this catalog: English)
    from view.controls import cards_html

    assert 'title="2 Holz"' in cards_html((2, 0, 0, 0, 0))


def test_each_language_s_real_catalog_can_be_put_in_force_for_a_test() -> None:
    from speaking import LANGS, speaking

    worded = {}
    for lang in LANGS:
        with speaking(lang):
            assert catalog.language() == lang
            worded[lang] = catalog._("New game")
        assert catalog._("New game") == "New game"
    assert worded == {"de": "Neues Spiel", "fr": "Nouvelle partie", "es": "Nueva partida"}
