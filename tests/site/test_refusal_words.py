"""The engine's refusals worded by the page (``words.refusals``): every key the engine can raise
has a sentence, the English is the engine's own for real refusals of real games, and in the
other languages every refusal is in the catalog's words (the pseudo-locale brackets all of it:
no English escapes) and reads right.

The refusals are gathered from seeded games (Cinderisle with dice and with the Tide deck,
Living Island at the open table, two to four seats): at each position, for every seat, every
kind of action the page asks about (``why_not``), a discard drafted, and random actions of
every kind with often nonsensical arguments.
"""

from __future__ import annotations

import ast
import pickle
import random
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from engine.errors import MalformedAction, RuleError
from engine.island import landfall
from engine.refusals import ENGLISH, KEYS, arg_kinds
from engine.rules import apply, why_not, why_not_discard
from engine.rules.kinds import ASKED
from engine.state import State

from speaking import LANGS, speaking
from test_random_play import random_action, random_cards
from test_reasons import positions, variants
from words import refusals
from words.places import namer
from words.refusals import SENTENCES, WORDED_HERE, refusal_words

ENGINE = Path(__file__).resolve().parents[2] / "engine"
NAMES = ("Ana", "Bo", "Moss", "Kit")


def name(seat: int) -> str:
    """A seat's player, as the page's table names one (an action may name a seat that is none)."""
    return NAMES[seat] if 0 <= seat < len(NAMES) else "Nobody"

place = namer(landfall())


def refusals_of(s: State, rng: random.Random) -> Iterator[RuleError]:
    """Every refusal a page could meet in ``s``, and some it never would."""
    for seat in range(s.n):
        for kind in ASKED:
            err = why_not(s, seat, kind)
            if err is not None:
                yield err
        err = why_not_discard(s, seat, random_cards(rng))
        if err is not None:
            yield err
    for _ in range(12):
        try:
            apply(s.copy(), random_action(rng, s))
        except MalformedAction:
            continue
        except RuleError as exc:
            yield exc


@cache
def gathered() -> tuple[RuleError, ...]:
    """Refusals of real games, one of each (key, English) pair."""
    seen: dict[tuple[str, str], RuleError] = {}
    for seed, seats, rules in ((1, 3, "cinderisle"), (3, 2, "cinderisle"), (5, 4, "cinderisle"),
                               (31, 3, "living-island"), (34, 2, "living-island")):
        rng = random.Random(f"refusal-words:{seed}")
        for i, s in enumerate(positions(seed, seats, rng, turns=45 if rules == "cinderisle" else 90, rules=rules)):
            for state in (s, *variants(s, i, rng)):
                for err in refusals_of(state, rng):
                    seen.setdefault((err.key, err.worded(name, place)), err)
    return tuple(seen.values())


# ------------------------------------------------------------------ every key has words


def keys_raised_in_engine() -> list[tuple[str, str]]:
    """Each string a raise site of the engine names as a refusal's key (``fail(s, action, code,
    key)``, ``fail_you(..., you_key, seat_key)``, ``RuleError(..., key=...)``), and where;
    and every key a helper returns for a raise site to use (``phase_reason``, ``waiting_reason``,
    ``embargo_reason``...: a string constant in a ``return``)."""
    found: list[tuple[str, str]] = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            exprs: list[ast.AST] = []
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name | ast.Attribute):
                fn = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
                if fn == "fail" and len(node.args) >= 4:
                    exprs.append(node.args[3])
                elif fn == "fail_you" and len(node.args) >= 6:
                    exprs += node.args[4:6]
                exprs += [k.value for k in node.keywords if fn in ("RuleError", "fail") and k.arg == "key"]
            if isinstance(node, ast.FunctionDef) and node.name.endswith("_reason"):
                exprs += [r.value for r in ast.walk(node) if isinstance(r, ast.Return) and r.value is not None]
            for expr in exprs:
                names = {id(k) for d in ast.walk(expr) if isinstance(d, ast.Dict) for k in d.keys}  # args, not keys
                found += [(c.value, f"{path.name}:{c.lineno}") for c in ast.walk(expr)
                          if isinstance(c, ast.Constant) and isinstance(c.value, str) and id(c) not in names
                          and re.fullmatch(r"[a-z]+(-[a-z0-9]+)*", c.value)]
    return found


def test_every_key_the_engine_raises_is_listed_and_has_a_sentence_here() -> None:
    raised = keys_raised_in_engine()
    assert len(raised) > 120, raised  # the walk finds the raise sites
    assert [f"{key} ({where})" for key, where in raised if key not in KEYS] == []
    unused = set(KEYS) - {key for key, _ in raised} - {"malformed"}  # MalformedAction's own
    assert unused == set(), "keys no raise site uses"
    assert set(SENTENCES) | set(WORDED_HERE) == set(KEYS) and not set(SENTENCES) & set(WORDED_HERE)


def test_each_sentence_names_the_engine_s_arguments() -> None:
    for key, sentence in SENTENCES.items():
        named = set(re.findall(r"\{(\w+)\}", sentence))
        assert named == set(arg_kinds(key)), (key, sentence, ENGLISH[key])


def test_a_key_outside_the_list_is_refused_by_the_engine() -> None:
    with pytest.raises(KeyError):
        RuleError("not-now", key="not-a-key")


# ------------------------------------------------------------------ English is the engine's


def test_the_english_is_the_engine_s_for_every_refusal_of_real_games() -> None:
    errs = gathered()
    keys = {err.key for err in errs}
    assert len(keys) >= 55, sorted(set(KEYS) - keys)  # the walk meets most of the refusals
    assert {"need-have", "turn-of", "corner-not-open", "embargo", "discard-more", "seat-lacks"} & keys
    problems = [(err.key, refusal_words(err, name, place), err.worded(name, place))
                for err in errs if refusal_words(err, name, place) != err.worded(name, place)]
    assert problems == []
    for err in errs:  # and through pickling (a page may keep a refusal)
        again = pickle.loads(pickle.dumps(err))
        assert (again.key, again.values, str(again)) == (err.key, err.values, str(err))


SAMPLES: dict[str, tuple[object, ...]] = {
    "int": (3, 1), "word": (3, 1), "cards": ((2, 1, 0, 1, 0), (0, 0, 1, 0, 0)), "held": ((0, 0, 0, 1, 0), (0,) * 5),
    "res": (2, 0), "or": ((2, 4), (1,), (0, 1, 3), ()), "card": (4, 0), "a-card": tuple(range(10)), "seat": (1, 2),
    "seats": ((0, 2), (0, 1, 2)), "place": (("corner", 17), ("edge", 46), ("tile", 4)),
    "embargoes": (((2, 1),), ((2, 1), (3, -1))), "text": ("hearth 31",), "better": (((2, 0), (3, 2)), ()),
}
"""Values of each kind of argument, to word every key with (the games do not meet them all)."""


def every_key_worded() -> Iterator[RuleError]:
    """Each key with its arguments drawn from :data:`SAMPLES`, a few times over."""
    for key in KEYS:
        kinds = arg_kinds(key)
        for i in range(4):
            args = {arg: SAMPLES[kind][i % len(SAMPLES[kind])] for arg, kind in kinds.items()}
            yield RuleError("not-now", key=key, args=args)


def test_the_english_is_the_engine_s_for_every_key() -> None:
    problems = [(err.key, refusal_words(err, name, place), err.worded(name, place))
                for err in every_key_worded() if refusal_words(err, name, place) != err.worded(name, place)]
    assert problems == []


def test_the_checker_sees_a_sentence_that_is_not_the_engine_s(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(refusals.SENTENCES, "turn-of", "it is the turn of {seat}")
    err = RuleError("not-now", key="turn-of", args={"seat": 1})
    assert refusal_words(err, name) != err.worded(name)


# ------------------------------------------------------------------ other languages


def unbracketed(text: str) -> str:
    """The letters of ``text`` outside every ``[...]`` (what the pseudo-locale did not mark)."""
    depth, out = 0, []
    for ch in text:
        depth += ch == "["
        if depth == 0 and ch.isascii() and ch.isalpha():
            out.append(ch)
        depth -= ch == "]"
    return "".join(out)


def test_in_the_pseudo_locale_every_refusal_is_the_catalog_s() -> None:
    def no_name(seat: int) -> str:
        return f"<{seat}>"

    def no_place(kind: str, i: int) -> str:
        return f"<{i}>"

    with speaking("qps"):
        problems = [(err.key, words) for err in (*gathered(), *every_key_worded()) if err.key != "malformed"
                    if unbracketed(words := refusal_words(err, no_name, no_place))]
    assert problems == []
    assert unbracketed("[ñö] plain") == "plain"


@pytest.mark.parametrize("lang", LANGS)
def test_a_few_refusals_read_right(lang: str) -> None:
    need = RuleError("cannot-afford", key="need-have", args={"need": (2, 1, 0, 1, 0), "have": (0, 0, 0, 1, 0)})
    turn = RuleError("not-now", key="turn-of", args={"seat": 2})
    three = RuleError("discard-count", key="discard-more", args={"n": 3})
    one = RuleError("discard-count", key="discard-more", args={"n": 1})
    late = RuleError("after-roll", key="after-roll", args={"card": 4})
    barred = RuleError("embargoed", key="embargo-other", args={"until": ((2, 1),), "seat": 2})
    with speaking(lang):
        said = [refusal_words(err, name) for err in (need, turn, three, one, late, barred)]
    want = {
        "de": ["du brauchst 2 Holz, 1 Stein und 1 Korn; du hast 1 Korn", "Moss ist am Zug",
               "wähle noch drei Karten zum Abgeben", "wähle noch eine Karte zum Abgeben",
               "eine Handelssperre spielst du erst nach dem Würfeln",
               "Tang ist bis zum nächsten Zug von Bo gesperrt (Moss darf ihn nicht tauschen)"],
        "fr": ["il te faut 2 Bois, 1 Pierre et 1 Blé\u00a0; tu as 1 Blé", "c’est au tour de Moss",
               "choisis encore trois cartes à rendre", "choisis encore une carte à rendre",
               "un Embargo se joue après le lancer",
               "Algues est sous Embargo jusqu’au prochain tour de Bo (Moss ne peut pas l’échanger)"],
        "es": ["necesitas 2 Madera, 1 Piedra y 1 Trigo; tienes 1 Trigo", "es el turno de Moss",
               "elige tres cartas más para devolver", "elige una carta más para devolver",
               "un Embargo se juega después de tirar los dados",
               "Algas está bajo Embargo hasta el próximo turno de Bo (Moss no puede cambiarlo)"],
    }[lang]
    assert said == want
    assert all(s and "{" not in s for s in said), said
    if lang == "de":  # "a Surveyor" is one msgstr, the log's accusative ("Coral spielt einen Vermesser"): it serves here too
        with speaking(lang):
            surveyor = refusal_words(RuleError("after-roll", key="after-roll", args={"card": 2}), name)
        assert surveyor == "einen Vermesser spielst du erst nach dem Würfeln"
