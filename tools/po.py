"""The page's message catalogs: reading ``.po`` sources, compiling them into ``.mo`` bytes (what
Python's :mod:`gettext` reads), and checking each language's catalog against English (every
message there, the same placeholders).  Pure Python, standard library only (docs/site.md,
"Languages").

    site/locale/cinderisle.pot                    the template: every message of the site's code
    site/locale/<lang>/LC_MESSAGES/cinderisle.po  a language's words (one .po per language)
"""

from __future__ import annotations

import ast
import re
import string
import struct
from dataclasses import dataclass, field
from pathlib import Path

from tools.paths import SITE

LOCALE = SITE / "locale"
DOMAIN = "cinderisle"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
NAME_HEADER = "X-Language-Name"
"""The header of a ``.po`` that names its language in itself (``Deutsch``): the picker shows it."""

__all__ = ["DOMAIN", "LOCALE", "NAME_HEADER", "TEMPLATE", "Message", "catalogs", "compile_mo", "headers",
           "parse_po", "placeholders", "problems"]


@dataclass
class Message:
    """One entry of a catalog: its English (``msgid``, and ``plural`` for a count) and its words."""

    msgid: str
    plural: str | None = None
    context: str | None = None
    strs: list[str] = field(default_factory=list)
    fuzzy: bool = False
    where: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str | None, str]:
        return self.context, self.msgid


# ---------------------------------------------------------------- reading

_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}


def _unquote(text: str, where: str) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"{where}: not a quoted string: {text}")
    return re.sub(r"\\(.)", lambda m: _ESCAPES.get(m.group(1), m.group(1)), text[1:-1])


def parse_po(text: str, name: str = "<po>") -> list[Message]:
    """The entries of a ``.po`` (or ``.pot``) file, its header (``msgid ""``) first when it has one."""
    out: list[Message] = []
    cur: dict[str, str] = {}
    flags: set[str] = set()
    where: list[str] = []
    last: str | None = None

    def flush() -> None:
        nonlocal cur, flags, where, last
        if "msgid" in cur:
            n = max((int(k[7:-1]) for k in cur if k.startswith("msgstr[")), default=-1)
            strs = [cur.get(f"msgstr[{i}]", "") for i in range(n + 1)] if n >= 0 else [cur.get("msgstr", "")]
            out.append(Message(cur["msgid"], cur.get("msgid_plural"), cur.get("msgctxt"), strs,
                               "fuzzy" in flags, where))
        elif cur:
            raise ValueError(f"{name}: an entry without msgid: {cur}")
        cur, flags, where, last = {}, set(), [], None

    for no, line in enumerate(text.splitlines(), 1):
        at = f"{name}:{no}"
        line = line.strip()
        if not line:
            flush()
        elif line.startswith("#,"):
            if "msgid" in cur:
                flush()
            flags |= {f.strip() for f in line[2:].split(",")}
        elif line.startswith("#:"):
            if "msgid" in cur:
                flush()
            where += line[2:].split()
        elif line.startswith("#"):
            continue
        elif line.startswith('"'):
            if last is None:
                raise ValueError(f"{at}: a string continues nothing")
            cur[last] += _unquote(line, at)
        else:
            keyword, _, rest = line.partition(" ")
            if keyword not in ("msgctxt", "msgid", "msgid_plural", "msgstr") and not keyword.startswith("msgstr["):
                raise ValueError(f"{at}: unknown keyword {keyword}")
            if keyword in ("msgctxt", "msgid") and "msgid" in cur:  # (a new entry with no blank line before)
                flush()
            cur[keyword] = _unquote(rest, at)
            last = keyword
    flush()
    return out


def headers(messages: list[Message]) -> dict[str, str]:
    """The header entry's fields (``Language``, ``Plural-Forms``, :data:`NAME_HEADER`...)."""
    head = next((m for m in messages if m.msgid == "" and m.context is None), None)
    if head is None or not head.strs:
        return {}
    out = {}
    for line in head.strs[0].splitlines():
        key, sep, value = line.partition(":")
        if sep:
            out[key.strip()] = value.strip()
    return out


# ---------------------------------------------------------------- compiling


def compile_mo(messages: list[Message]) -> bytes:
    """The ``.mo`` bytes of these entries (GNU's format, as :mod:`gettext` reads it): untranslated
    and fuzzy entries are left out, so English shows for them."""
    table: dict[bytes, bytes] = {}
    for m in messages:
        if (m.fuzzy and m.msgid) or (not any(m.strs) and m.msgid):
            continue
        key = m.msgid if m.plural is None else f"{m.msgid}\0{m.plural}"
        if m.context is not None:
            key = f"{m.context}\x04{key}"
        table[key.encode()] = "\0".join(m.strs).encode()
    keys = sorted(table)
    ids = b"".join(k + b"\0" for k in keys)
    strs = b"".join(table[k] + b"\0" for k in keys)
    start = 7 * 4 + 16 * len(keys)  # the header, then two tables of (length, offset)
    id_at, str_at = start, start + len(ids)
    offsets_ids, offsets_strs = [], []
    for k in keys:
        offsets_ids += [len(k), id_at]
        id_at += len(k) + 1
        offsets_strs += [len(table[k]), str_at]
        str_at += len(table[k]) + 1
    header = struct.pack("<7I", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + 8 * len(keys), 0, 0)
    return (header + struct.pack(f"<{2 * len(keys)}I", *offsets_ids) + struct.pack(f"<{2 * len(keys)}I", *offsets_strs)
            + ids + strs)


def catalogs(locale: Path = LOCALE) -> dict[str, tuple[str, bytes]]:
    """Each language with a ``.po`` under ``locale``: its name in itself and its compiled bytes."""
    out = {}
    for po in sorted(locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        lang = po.parent.parent.name
        messages = parse_po(po.read_text(encoding="utf-8"), str(po))
        out[lang] = (headers(messages).get(NAME_HEADER, lang), compile_mo(messages))
    return out


# ---------------------------------------------------------------- checking

_PERCENT = re.compile(r"%(?:\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[a-zA-Z%]")


def placeholders(text: str) -> list[str]:
    """The placeholders of a sentence, sorted: ``{name}`` fields (with their format) and %-style.

    >>> placeholders("{n} of {total:,} left, %(who)s and %d")
    ['%(who)s', '%d', '{n}', '{total:,}']
    """
    found = [m.group() for m in _PERCENT.finditer(text) if m.group() != "%%"]
    try:
        for _lit, name, spec, conv in string.Formatter().parse(text):
            if name is not None:
                found.append("{" + name + (f"!{conv}" if conv else "") + (f":{spec}" if spec else "") + "}")
    except ValueError:
        found.append("<unbalanced braces>")
    return sorted(found)


def problems(template: list[Message], po: list[Message], name: str) -> list[str]:
    """What a language's catalog lacks or gets wrong, against the template: a message missing or
    untranslated (or fuzzy), a sentence whose placeholders differ from the English."""
    have = {m.key: m for m in po}
    out = []
    for t in template:
        if t.msgid == "":
            continue
        m = have.get(t.key)
        label = f"{name}: {t.msgid!r}" + (f" ({t.context})" if t.context else "")
        if m is None or not all(m.strs) or m.fuzzy:
            out.append(f"{label} is not translated")
            continue
        if (m.plural is None) != (t.plural is None):
            out.append(f"{label} is plural in one and not in the other")
            continue
        if t.plural is None:
            if placeholders(m.strs[0]) != placeholders(t.msgid):
                out.append(f"{label}: placeholders {placeholders(m.strs[0])} instead of {placeholders(t.msgid)}")
            continue
        english = set(placeholders(t.msgid)) | set(placeholders(t.plural))
        for i, s in enumerate(m.strs):  # (a singular may say "one" instead of {n})
            if not set(placeholders(s)) <= english or (i == len(m.strs) - 1 and placeholders(s) != placeholders(t.plural)):
                out.append(f"{label}: msgstr[{i}]'s placeholders {placeholders(s)} differ from the English")
    return out


# ---------------------------------------------------------------- extracting

KEYWORDS = {"_": ("msgid",), "N_": ("msgid",), "ngettext": ("msgid", "plural"), "pgettext": ("context", "msgid")}
"""The calls that mark a sentence for translation, and what their string arguments are (``N_``
marks a sentence kept in a constant, translated where it is shown: ``_(PACE_NAMES[pace])``)."""


def extract(sources: dict[str, str]) -> list[Message]:
    """The messages the sources (path: text) mark (``_("...")``, ``ngettext``, ``pgettext``, by
    name or as ``catalog.x``), each once, sorted, with where it stands."""
    found: dict[tuple[str | None, str], Message] = {}
    for path, text in sorted(sources.items()):
        for node in ast.walk(ast.parse(text, path)):
            if not isinstance(node, ast.Call):
                continue
            fn = node.func
            name = fn.id if isinstance(fn, ast.Name) else fn.attr if isinstance(fn, ast.Attribute) else ""
            roles = KEYWORDS.get(name)
            if roles is None or len(node.args) < len(roles):
                continue
            args = node.args[:len(roles)]
            if not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
                if (name == "_" and len(node.args) == 1) or isinstance(fn, ast.Attribute):
                    continue  # (a sentence marked where it is kept, with N_; a catalog's own method)
                raise ValueError(f"{path}:{node.lineno}: {name}() of something not a string literal")
            values: dict[str, str] = dict(zip(roles, (str(a.value) for a in args if isinstance(a, ast.Constant)),
                                              strict=True))
            m = found.setdefault((values.get("context"), values["msgid"]),
                                 Message(values["msgid"], values.get("plural"), values.get("context")))
            if path not in m.where:  # (files, not lines: the template changes only when the messages do)
                m.where.append(path)
    return [found[k] for k in sorted(found, key=lambda k: (k[1], k[0] or ""))]


def _quote(text: str) -> str:
    body = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{body}"'


def write_po(messages: list[Message], head: str) -> str:
    """A ``.po`` (or ``.pot``) file of these entries, after the header entry's text ``head``."""
    out = ['msgid ""', 'msgstr ""'] + [_quote(line + "\n") for line in head.splitlines()]
    for m in messages:
        out.append("")
        if m.where:
            out.append("#: " + " ".join(m.where))
        if m.fuzzy:
            out.append("#, fuzzy")
        if m.context is not None:
            out.append(f"msgctxt {_quote(m.context)}")
        out.append(f"msgid {_quote(m.msgid)}")
        if m.plural is None:
            out.append(f"msgstr {_quote(m.strs[0] if m.strs else '')}")
        else:
            out.append(f"msgid_plural {_quote(m.plural)}")
            strs = m.strs or ["", ""]
            out += [f"msgstr[{i}] {_quote(s)}" for i, s in enumerate(strs)]
    return "\n".join(out) + "\n"


TEMPLATE_HEAD = """Project-Id-Version: Cinderisle
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit"""
"""The template's header entry (a language's adds ``Language``, ``Plural-Forms`` and its name)."""


def site_sources(site: Path = SITE) -> dict[str, str]:
    """The site's Python, by its path in the repository (``site/view/newgame_form.py``)."""
    return {p.relative_to(site.parent).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted(site.rglob("*.py")) if "__pycache__" not in p.parts}


def template_text(site: Path = SITE) -> str:
    """The template (``cinderisle.pot``) as the site's code marks its messages now."""
    return write_po(extract(site_sources(site)), TEMPLATE_HEAD)


def merged(template: list[Message], po: list[Message]) -> list[Message]:
    """A language's entries brought up to the template: its words kept, a new message added
    untranslated, one the code no longer has dropped (``msgmerge``, small)."""
    have = {m.key: m for m in po}
    out = []
    for t in template:
        m = have.get(t.key)
        strs = m.strs if m is not None and (m.plural is None) == (t.plural is None) else []
        out.append(Message(t.msgid, t.plural, t.context, strs, m.fuzzy if m is not None else False, t.where))
    return out


def update_catalogs(locale: Path = LOCALE, site: Path = SITE) -> list[str]:
    """Write the template afresh from the code and bring every language's ``.po`` up to it;
    returns what each language still lacks (:func:`problems`)."""
    text = template_text(site)
    (locale / f"{DOMAIN}.pot").write_text(text, encoding="utf-8")
    template = [m for m in parse_po(text, "template") if m.msgid]
    out = []
    for po in sorted(locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        messages = parse_po(po.read_text(encoding="utf-8"), str(po))
        head = next((m.strs[0] for m in messages if m.msgid == "" and m.strs), TEMPLATE_HEAD)
        po.write_text(write_po(merged(template, messages), head.rstrip("\n")), encoding="utf-8")
        out += problems(template, parse_po(po.read_text(encoding="utf-8"), str(po)), po.parent.parent.name)
    return out
