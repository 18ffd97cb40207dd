"""The words a player reads, in the language chosen: ``_``, ``ngettext``, ``pgettext``.

Every sentence of the page is written in English in the code, wrapped in one of these calls;
the other languages' words are in ``site/locale/<lang>/LC_MESSAGES/cinderisle.po`` (compiled by
the build into ``.mo`` files, fetched only when their language is chosen: docs/site.md,
"Languages").  This module holds the language in force and its catalog: English has none (the
words are the code's own), another language a :class:`gettext.GNUTranslations` read from its
compiled bytes (:func:`install`), and the pseudo-locale ``qps`` turns every English sentence
into an accented, bracketed one (:func:`pseudo`), so that a sentence left out of the catalog
stands out as plain English.

Pure Python, and nothing happens at import: :mod:`gettext` is imported only when a catalog is
installed, so an English start costs nothing.

>>> _("New game"), ngettext("{n} seat", "{n} seats", 2).format(n=2), pgettext("island", "New")
('New game', '2 seats', 'New')
>>> use_pseudo(); _("New game {n}")
'[Ñéŵ ĝàɱé {n}]'
>>> use_english(); language()
'en'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import gettext

__all__ = [
    "ENGLISH",
    "N_",
    "PSEUDO",
    "PSEUDO_TAG",
    "_",
    "install",
    "language",
    "language_names",
    "ngettext",
    "pgettext",
    "pseudo",
    "resolve",
    "set_language_names",
    "use_english",
    "use_pseudo",
]

ENGLISH = "en"
PSEUDO = "qps"
"""The pseudo-locale (``?lang=qps``): every sentence accented and in brackets."""
PSEUDO_TAG = "en-XA"
"""What ``<html lang>`` says in the pseudo-locale (BCP 47's accented English)."""
ENGLISH_NAME = "English"

_names: dict[str, str] = {ENGLISH: ENGLISH_NAME}
"""Each language the page offers, named in itself (English first; the others as the build found
their catalogs: :func:`set_language_names`)."""
_lang = ENGLISH
_translations: gettext.NullTranslations | None = None
"""The catalog in force (None: English, the code's own words)."""


def language() -> str:
    """The language in force: ``en``, ``qps`` or a catalog's code (``de``, ``fr``, ``es``...)."""
    return _lang


def language_names() -> dict[str, str]:
    """Each language the page offers by its code, named in itself, English first."""
    return dict(_names)


def set_language_names(names: Mapping[str, str]) -> None:
    """The languages the build made catalogs for (code: name in itself); English is always offered."""
    _names.clear()
    _names[ENGLISH] = ENGLISH_NAME
    _names.update((code, name) for code, name in sorted(names.items()) if code not in (ENGLISH, PSEUDO))


def use_english() -> None:
    global _lang, _translations
    _lang, _translations = ENGLISH, None


def use_pseudo() -> None:
    global _lang, _translations
    _lang, _translations = PSEUDO, _pseudo_translations()


def install(lang: str, mo: bytes) -> None:
    """Put language ``lang`` in force, from its compiled catalog's bytes (a ``.mo`` file)."""
    global _lang, _translations
    import gettext
    import io

    _translations, _lang = gettext.GNUTranslations(io.BytesIO(mo)), lang


def _(message: str) -> str:
    """``message`` (English) in the language in force."""
    return message if _translations is None else _translations.gettext(message)


def N_(message: str) -> str:  # noqa: N802 - gettext's own name for it
    """Marks ``message`` for the catalog where it is kept (a constant); it is translated where shown."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for ``n`` of a sentence with a count (the language's plural rules choose)."""
    if _translations is None:
        return singular if n == 1 else plural
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` where the same English words need telling apart (``context`` says which)."""
    return message if _translations is None else _translations.pgettext(context, message)


# ---------------------------------------------------------------- choosing


def _primary(tag: str) -> str:
    return tag.strip().replace("_", "-").split("-")[0].lower()


def resolve(link: str | None, remembered: str | None, preferred: Iterable[str], offered: Iterable[str]) -> str:
    """The language to show: the link's (``lang=``, the pseudo-locale too), else the one this
    device remembers, else the first of the browser's ``navigator.languages`` that is offered
    (``de-AT`` is ``de``), else English.  A code not offered is passed over.

    >>> resolve(None, None, ["fr-CA", "de"], ["en", "de", "fr"])
    'fr'
    >>> resolve("DE", "fr", [], ["en", "de", "fr"]), resolve("xx", "fr", [], ["en", "fr"]), resolve(None, None, ["ja"], ["en"])
    ('de', 'fr', 'en')
    >>> resolve("qps", None, [], ["en"]), resolve(None, None, ["en-GB", "de"], ["en", "de"])
    ('qps', 'en')
    """
    codes = set(offered) | {ENGLISH}
    if link is not None and (_primary(link) in codes or _primary(link) == PSEUDO):
        return _primary(link)
    if remembered is not None and _primary(remembered) in codes:
        return _primary(remembered)
    for tag in preferred:
        if _primary(tag) in codes:
            return _primary(tag)
    return ENGLISH


# ---------------------------------------------------------------- the pseudo-locale

_ACCENTED = dict(zip("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                     "àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ", strict=True))
_KEPT = re.compile(r"\{[^{}]*\}|%(?:\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[sdifr%]|&#?\w+;|<[^>]*>|\]\([a-z-]+\)")
"""What the pseudo-locale leaves as it is: placeholders (``{name}``, ``%s``, ``%(name)d``),
HTML entities and tags, and the rules' pointers' targets (``[words](name)``: ``](name)``)."""


def pseudo(text: str) -> str:
    """``text`` accented and in brackets, its placeholders, entities and tags untouched.

    >>> pseudo("Hi {name}, %(n)d left &amp; <b>go</b>")
    '[Ĥî {name}, %(n)d ĺéƒţ &amp; <b>ĝö</b>]'
    """
    out, at = [], 0
    for kept in _KEPT.finditer(text):
        out.append("".join(_ACCENTED.get(c, c) for c in text[at:kept.start()]))
        out.append(kept.group())
        at = kept.end()
    out.append("".join(_ACCENTED.get(c, c) for c in text[at:]))
    return "[" + "".join(out) + "]" if text else text


def _pseudo_translations() -> gettext.NullTranslations:
    import gettext

    class Pseudo(gettext.NullTranslations):
        def gettext(self, message: str) -> str:
            return pseudo(message)

        def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
            return pseudo(msgid1 if n == 1 else msgid2)

        def pgettext(self, context: str, message: str) -> str:
            return pseudo(message)

    return Pseudo()
