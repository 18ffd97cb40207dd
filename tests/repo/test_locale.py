"""The message catalogs (site/locale/, tools/po.py): the template holds every message the site's
code marks, every language's .po has each of them with the English sentence's placeholders, and
the build's compiler writes what Python's gettext reads."""

from __future__ import annotations

import gettext
import io
from pathlib import Path

import pytest

from tools import po

LANGS = sorted(p.parent.parent.name for p in po.LOCALE.glob(f"*/LC_MESSAGES/{po.DOMAIN}.po"))


def template() -> list[po.Message]:
    return [m for m in po.parse_po(po.TEMPLATE.read_text(encoding="utf-8"), "template") if m.msgid]


def catalog_of(lang: str) -> list[po.Message]:
    path = po.LOCALE / lang / "LC_MESSAGES" / f"{po.DOMAIN}.po"
    return po.parse_po(path.read_text(encoding="utf-8"), str(path))


def test_the_page_speaks_english_german_french_and_spanish() -> None:
    assert LANGS == ["de", "es", "fr"]
    names = {lang: name for lang, (name, _) in po.catalogs().items()}
    assert names == {"de": "Deutsch", "es": "Español", "fr": "Français"}


def test_the_template_holds_what_the_site_s_code_marks_now() -> None:
    """(``python build.py words`` writes it afresh and brings each .po up to it.)"""
    assert po.TEMPLATE.read_text(encoding="utf-8") == po.template_text(), "run: python build.py words"


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_every_message_with_the_english_placeholders(lang: str) -> None:
    assert po.problems(template(), catalog_of(lang), lang) == []


def test_the_check_finds_a_missing_message_and_a_wrong_placeholder() -> None:
    """Planted in a copy of the German catalog: one message left out, one whose {n} is {m},
    one plural whose last form lost its {n}, one fuzzy."""
    german = catalog_of("de")
    planted = [m for m in german if m.key != (None, "Start")]
    for m in planted:
        if m.msgid == "Who plays seat {n}":
            m.strs = ["Wer spielt auf Platz {m}"]
        if m.msgid == "Games in progress ({n})":
            m.strs = [m.strs[0], "Laufende Spiele"]
        if m.msgid == "Island":
            m.fuzzy = True
    found = po.problems(template(), planted, "de")
    assert len(found) == 4, found
    assert any("'Start' is not translated" in p for p in found)
    assert any("'Island' is not translated" in p for p in found)
    assert any("'Who plays seat {n}'" in p and "{m}" in p for p in found)
    assert any("Games in progress" in p and "msgstr[1]" in p for p in found)


def test_placeholders_of_both_kinds_are_told_apart() -> None:
    assert po.placeholders("{n} of {total:,}, %(who)s and %d, 100%%") == ["%(who)s", "%d", "{n}", "{total:,}"]
    assert po.placeholders("{n}") != po.placeholders("{n:,}")


def test_the_compiler_writes_what_gettext_reads() -> None:
    text = r'''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"

#: site/x.py
msgid "New game"
msgstr "Nouvelle partie"

msgctxt "button, short"
msgid "New"
msgstr "Nouvelle"

msgid "{n} seat"
msgid_plural "{n} seats"
msgstr[0] "{n} place"
msgstr[1] "{n} places"

msgid "Say \"hi\"\n"
"on two lines"
msgstr "Dis « salut »\n"
"sur deux lignes"

#, fuzzy
msgid "Not sure"
msgstr "Pas sûr"

msgid "Untranslated"
msgstr ""
'''
    messages = po.parse_po(text)
    t = gettext.GNUTranslations(io.BytesIO(po.compile_mo(messages)))
    assert t.gettext("New game") == "Nouvelle partie"
    assert t.pgettext("button, short", "New") == "Nouvelle" and t.gettext("New") == "New"
    assert [t.ngettext("{n} seat", "{n} seats", n) for n in (1, 2)] == ["{n} place", "{n} places"]
    assert t.ngettext("{n} seat", "{n} seats", 0) == "{n} place"  # French: 0 is singular
    assert t.gettext('Say "hi"\non two lines') == "Dis « salut »\nsur deux lignes"
    assert t.gettext("Not sure") == "Not sure" and t.gettext("Untranslated") == "Untranslated"
    assert po.headers(messages)["Plural-Forms"].startswith("nplurals=2")


@pytest.mark.parametrize("lang", LANGS)
def test_each_shipped_catalog_compiles_and_reads_back_every_message(lang: str) -> None:
    mo = po.catalogs()[lang][1]
    t = gettext.GNUTranslations(io.BytesIO(mo))
    for m in catalog_of(lang):
        if not m.msgid:
            continue
        if m.plural is None:
            said = t.gettext(m.msgid) if m.context is None else t.pgettext(m.context, m.msgid)
            assert said == m.strs[0]
        else:
            assert t.ngettext(m.msgid, m.plural, 1) == m.strs[0]


def test_extraction_finds_each_kind_of_call_once_by_file_and_refuses_a_sentence_it_cannot_read() -> None:
    sources = {"site/a.py": 'x = _("One")\ny = _("One")\nz = ngettext("{n} cat", "{n} cats", n)\n'
                            'w = pgettext("menu", "Open")\nv = N_("Kept")\nu = _(KEPT)\n',
               "site/b.py": 'from words import catalog\ncatalog._("One")\nt.ngettext(a, b, n)\n'}
    found = po.extract(sources)
    assert [(m.context, m.msgid, m.plural, m.where) for m in found] == [
        (None, "Kept", None, ["site/a.py"]),
        (None, "One", None, ["site/a.py", "site/b.py"]),
        ("menu", "Open", None, ["site/a.py"]),
        (None, "{n} cat", "{n} cats", ["site/a.py"]),
    ]
    with pytest.raises(ValueError, match="not a string literal"):
        po.extract({"site/c.py": "ngettext(one, many, n)\n"})


def test_merging_keeps_the_words_adds_new_messages_and_drops_old_ones(tmp_path: Path) -> None:
    site = tmp_path / "site"
    (site / "view").mkdir(parents=True)
    (site / "view" / "v.py").write_text('a = _("Kept")\nb = _("New one")\n')
    fr = site / "locale" / "fr" / "LC_MESSAGES"
    fr.mkdir(parents=True)
    (fr / f"{po.DOMAIN}.po").write_text('msgid ""\nmsgstr "Language: fr\\n"\n\nmsgid "Kept"\nmsgstr "Gardé"\n\n'
                                        'msgid "Gone"\nmsgstr "Parti"\n')
    lacking = po.update_catalogs(site / "locale", site)
    assert lacking == ["fr: 'New one' is not translated"]
    merged = po.parse_po((fr / f"{po.DOMAIN}.po").read_text())
    assert [(m.msgid, m.strs) for m in merged] == [("", ["Language: fr\n"]), ("Kept", ["Gardé"]), ("New one", [""])]
    assert po.headers(merged) == {"Language": "fr"}
