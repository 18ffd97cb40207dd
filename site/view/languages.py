"""The language picker: a ``<select data-field="lang">`` of the languages the page offers, each
named in itself (English, Deutsch, Français, Español), the one in force chosen.  Drawn on the
new-game screen (``ng-lang``) and in the top bar (``top-lang``, its two letters over a select
that covers them, so it takes a button's room).

>>> html = picker_html("ng-lang", "ng-lang")
>>> 'data-field="lang"' in html, 'value="en" lang="en" selected>English' in html
(True, True)
"""

from __future__ import annotations

from view.markup import esc, tag
from words import catalog
from words.catalog import _

__all__ = ["picker_html", "top_picker_html"]


def _options() -> str:
    now = catalog.language()
    return "".join(tag("option", esc(name), value=code, lang=code, selected=code == now)
                   for code, name in catalog.language_names().items())


def picker_html(ident: str, cls: str) -> str:
    """The picker as a field of a form (its ``id`` ``ident``)."""
    return tag("select", _options(), data_field="lang", id=ident, cls=cls, aria_label=_("Language"))


def top_picker_html() -> str:
    """The top bar's picker: the language's code seen, the select over it (its options named in
    themselves when opened)."""
    code = catalog.language()
    return tag("label", tag("span", esc(code.upper()), cls="top-lang-code", aria_hidden="true")
               + picker_html("top-lang", "top-lang-select"),
               cls="btn btn-icon top-lang", title=_("Language"))
