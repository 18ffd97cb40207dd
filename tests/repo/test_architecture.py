"""The shape of the code: no import circle in the engine, the site or tools/, the site in layers
(words, model, update and view, glue), each importing only what its layer may, the state knowing
no rule, each rule constant defined once, the engine free of the browser, no module of the engine
or the site over 700 lines; a thin build.py whose
tools/ import the standard library only, and no test reaching into a private name of either; the
tests sorted by what they need (each in its folder of tests/, only the browser's marked browser,
none importing past its folder), none editing sys.path, and none walking the game screen at
random but through tests/site/walks.py."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import engine
import engine.constants as C

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
SITE = ROOT / "site"
TOOLS = ROOT / "tools"
TESTS = ROOT / "tests"
TREES = ((ROOT, ENGINE), (SITE, SITE))
"""Where the modules live, and what their names are taken from: the engine's from the repository
(``engine.rules.kinds``), the site's from ``site/`` (the page imports ``app``, ``glue.dom``)."""


def module_names(trees: tuple[tuple[Path, Path], ...] = TREES) -> dict[str, Path]:
    """Every module of ``trees``, by the name it is imported as (a package by its ``__init__``)."""
    out = {}
    for base, top in trees:
        for path in top.rglob("*.py"):
            parts = list(path.relative_to(base).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def imports(name: str, path: Path, known: dict[str, Path], runtime_only: bool = False) -> set[str]:
    """The modules of ``known`` that module ``name`` (at ``path``) imports: every import statement,
    at the top, inside functions and (unless ``runtime_only``) under ``if TYPE_CHECKING:``, and
    every module it asks ``lazy.module("name")`` for (imported when first used: site/lazy.py).
    What a docstring's examples import is not counted.

    An import names the module it reaches: ``import a.b`` and ``from a import b`` (``b`` a
    submodule) the module ``a.b``; ``from a import f`` (``f`` a name) the module ``a``, the
    package's ``__init__`` itself when ``a`` is a package.  The packages a module sits in are
    not counted: Python imports them before the module, whatever it says; only a name taken
    from them is."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]

    def home(dotted: str) -> str | None:
        while dotted and dotted not in known:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    out: set[str] = set()

    def visit(node: ast.AST) -> None:
        if runtime_only and isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            out.update(m for alias in node.names if (m := home(alias.name)) is not None)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".") if package else []
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}" if target else alias.name
                m = sub if sub in known else home(target)
                if m is not None:
                    out.add(m)
        elif isinstance(node, ast.Call) and ast.unparse(node.func) == "lazy.module" and node.args \
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
            out.update(m for m in [home(node.args[0].value)] if m is not None)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text()))
    out.discard(name)
    return out


def import_graph(trees: tuple[tuple[Path, Path], ...] = TREES, runtime_only: bool = False) -> dict[str, set[str]]:
    """Which module imports which, over the engine and the site."""
    known = module_names(trees)
    return {name: imports(name, path, known, runtime_only) for name, path in known.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One circle of imports (``a -> b -> ... -> a``) for each group of modules that reach one
    another (Tarjan's strongly connected components), the shortest way round from its first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = set(stack[stack.index(v):])
            del stack[stack.index(v):]
            if len(group) > 1:
                groups.append(group)

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return sorted(_way_round(graph, group) for group in groups)


def _way_round(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """The shortest circle through the first module of ``group`` (breadth first, inside it)."""
    start = min(group)
    paths = {start: [start]}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(graph[v] & group):
            if w == start:
                return paths[v] + [start]
            if w not in paths:
                paths[w] = paths[v] + [w]
                queue.append(w)
    raise AssertionError(f"no way round {sorted(group)}")


def _shown(found: list[list[str]]) -> str:
    return "\n".join("import circle: " + " -> ".join(c) for c in found)


def test_no_import_circle_in_the_engine_or_the_site() -> None:
    """Every import counts: inside functions, and those made for the type checker alone."""
    graph = import_graph()
    assert {"engine.state", "engine.rules", "engine.rules.kinds", "engine.view", "update.screen", "model.coach", "glue.dom"} <= set(graph)
    found = cycles(graph)
    assert not found, _shown(found)


def test_the_state_knows_no_rule() -> None:
    """The rules import the state, never the other way round: what the state's module reaches
    is plain data (the board, the cards, the phase ...), not the rules, the views or the game."""
    graph = import_graph()
    reached, todo = set(), ["engine.state"]
    while todo:
        for m in graph[todo.pop()] - reached:
            reached.add(m)
            todo.append(m)
    assert reached <= {"engine.board", "engine.cards", "engine.constants", "engine.hexgrid", "engine.island",
                       "engine.offer", "engine.phase", "engine.pieces", "engine.ruleset", "engine.living",
                       "engine.halves"}, sorted(reached)
    assert all("engine.state" in graph[m] for m in ("engine.rules.kinds", "engine.rules.common", "engine.view",
                                                    "engine.game"))


def test_the_circle_check_finds_a_planted_circle() -> None:
    graph = import_graph()
    graph["engine.state"].add("engine.rules")  # the state forwarding to the rules, as it did
    assert any({"engine.state", "engine.rules"} <= set(c) for c in cycles(graph))
    graph = import_graph()
    graph["model.coach"].add("model.screen")  # the coach naming the screen, as it did
    assert ["model.coach", "model.screen", "model.coach"] in cycles(graph)


def test_a_package_that_gathers_its_modules_is_no_circle_but_a_name_taken_from_it_is(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("from .a import f\nfrom .b import g\n")
    (pkg / "a.py").write_text("from . import b\n\ndef f():\n    from .b import g\n")
    (pkg / "b.py").write_text("def g(): ...\n")
    graph = import_graph(((tmp_path, pkg),))
    assert graph == {"pkg": {"pkg.a", "pkg.b"}, "pkg.a": {"pkg.b"}, "pkg.b": set()}
    assert cycles(graph) == []
    (pkg / "b.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import f\n")
    assert cycles(import_graph(((tmp_path, pkg),))) == [["pkg", "pkg.b", "pkg"]]
    assert cycles(import_graph(((tmp_path, pkg),), runtime_only=True)) == []


# ---------------------------------------------------------------- the site's layers

ANYTHING = frozenset({"*"})
LAYERS: dict[str, frozenset[str]] = {
    "words": frozenset({"engine", "words"}),
    "model": frozenset({"engine", "words", "model", "lazy"}),
    "update": frozenset({"engine", "words", "model", "update"}),
    "view": frozenset({"engine", "words", "model", "view"}),
    "glue": ANYTHING,
    "main": frozenset({"glue"}),
    "lazy": frozenset(),
}
"""What each layer of ``site/`` may import (docs/architecture.md, "The site's layers"): a layer
is a folder of ``site/`` (``words/`` ... ``glue/``) or one of its two top-level modules
(``main.py``, ``lazy.py``); ``engine`` is the engine, any of its modules.  The words word the
engine's facts; the model holds the state (the top-level ``lazy.py`` defers its imports);
the update changes it and the view draws it, side by side, neither importing the other; the glue,
the only code that touches the browser, may import anything; ``main.py`` wires the glue."""


def layer(module: str) -> str:
    """The layer of a module of the engine or the site: ``engine``, or the first part of its name."""
    return "engine" if module == "engine" or module.startswith("engine.") else module.split(".")[0]


def layer_problems(graph: dict[str, set[str]]) -> list[str]:
    """Each import of a site module that its layer may not make (every import counts, as for the
    circles: inside functions, for the type checker, ``lazy.module``), and each site module in
    no layer."""
    problems = []
    for name, found in sorted(graph.items()):
        here = layer(name)
        if here == "engine":
            continue
        allowed = LAYERS.get(here)
        if allowed is None:
            problems.append(f"{name} is in no layer of site/ ({', '.join(LAYERS)})")
        elif allowed != ANYTHING:
            problems += [f"{name} imports {m} (a module of {here} may import {', '.join(sorted(allowed)) or 'nothing'})"
                         for m in sorted(found) if layer(m) not in allowed]
    return problems


def test_the_site_is_in_layers_each_importing_only_those_below_it() -> None:
    graph = import_graph()
    assert {layer(m) for m in graph} == {"engine", *LAYERS}
    assert layer_problems(graph) == []


def test_the_layer_check_finds_an_import_across_the_layers(tmp_path: Path) -> None:
    """Planted in made-up sources, each form of import (at the top, in a function, for the type
    checker, ``lazy.module``), each across a layer, and an example in a docstring that is not
    counted; and in the site itself, the model's HTML as it was (model/gamelist.py drawing the
    list with view/markup.py)."""
    site = tmp_path / "site"
    sources = {
        "engine/__init__.py": "", "engine/cards.py": "from engine import __name__ as _\n",
        "lazy.py": "import importlib\n",
        "main.py": "from glue import dom\n",
        "words/__init__.py": "", "words/hints.py": "from engine import cards\nfrom model import table\n",
        "model/__init__.py": "", "model/table.py": "import lazy\nfrom words import hints\n\n\ndef draw():\n"
                                                   "    from view.markup import tag\n",
        "model/saves.py": '"""Saves (an example may import what it likes).\n\n>>> from update import screen\n"""\n'
                          'import lazy\n\n'
                          'adapter = lazy.module("model.table")\nboard = lazy.module("view.markup")\n',
        "update/__init__.py": "", "update/screen.py": "from typing import TYPE_CHECKING\nfrom model import table\n"
                                                     "if TYPE_CHECKING:\n    from view import markup\n",
        "view/__init__.py": "", "view/markup.py": "from model import table\nfrom update.screen import x\n",
        "glue/__init__.py": "", "glue/dom.py": "import lazy\nimport main\nfrom update import screen\nfrom view import markup\n",
        "extra.py": "",
    }
    for path, text in sources.items():
        where = (tmp_path if path.startswith("engine/") else site) / path
        where.parent.mkdir(parents=True, exist_ok=True)
        where.write_text(text)
    graph = import_graph(((tmp_path, tmp_path / "engine"), (site, site)))
    assert layer_problems(graph) == [
        "extra is in no layer of site/ (words, model, update, view, glue, main, lazy)",
        "model.saves imports view.markup (a module of model may import engine, lazy, model, words)",
        "model.table imports view.markup (a module of model may import engine, lazy, model, words)",
        "update.screen imports view.markup (a module of update may import engine, model, update, words)",
        "view.markup imports update.screen (a module of view may import engine, model, view, words)",
        "words.hints imports model.table (a module of words may import engine, words)",
    ]
    (site / "main.py").write_text("from glue import dom\nfrom model import table\n")
    (site / "lazy.py").write_text("from engine import cards\n")
    found = layer_problems(import_graph(((tmp_path, tmp_path / "engine"), (site, site))))
    assert "main imports model.table (a module of main may import glue)" in found
    assert "lazy imports engine.cards (a module of lazy may import nothing)" in found
    graph = import_graph()
    graph["model.gamelist"].add("view.markup")
    assert layer_problems(graph) == [
        "model.gamelist imports view.markup (a module of model may import engine, lazy, model, words)"]


def test_the_engine_exports_what_the_page_and_the_command_line_use() -> None:
    """``engine/__init__`` names them all, and imports each only when it is first asked for
    (importing ``engine`` alone imports none of its modules: the page's first screen)."""
    code = "import sys, engine; print(sorted(m for m in sys.modules if m.startswith('engine.')))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
    for name in engine.__all__:
        assert getattr(engine, name) is not None, name
    assert {"Game", "GameConfig", "State", "SeatView", "PublicView", "Action", "RuleError", "RecordError", "Event",
            "Phase", "Island", "actions", "errors", "events", "rules", "make_seat", "play_game"} <= set(engine.__all__)


def test_the_engine_never_touches_the_browser() -> None:
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text())
        roots = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        roots |= {(n.module or "").split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and not n.level}
        assert not roots & {"js", "pyscript", "pyodide"}, path
    graph = import_graph()
    assert all(m.startswith("engine") for name, found in graph.items() if name.startswith("engine") for m in found)


RULE_CONSTANTS = sorted(name for name in C.__all__ if name.isupper())


def test_each_rule_constant_is_defined_once() -> None:
    """Every name of ``engine.constants`` is assigned there and nowhere else (engine, site)."""
    where: dict[str, list[str]] = {name: [] for name in RULE_CONSTANTS}
    for path in [*ENGINE.rglob("*.py"), *(ROOT / "site").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text())):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                node, (ast.AnnAssign, ast.AugAssign)) else []
            for t in targets:
                for n in ast.walk(t):
                    if isinstance(n, ast.Name) and n.id in where:
                        where[n.id].append(str(path.relative_to(ROOT)))
    assert len(RULE_CONSTANTS) > 30
    assert {name: places for name, places in where.items() if places != ["engine/constants.py"]} == {}


def test_costs_are_written_down_only_in_the_constants() -> None:
    """No second copy of a cost as a literal (the AI seats and the page import them)."""
    costs = {C.COST_CAUSEWAY, C.COST_HEARTH, C.COST_BEACON, C.COST_VENTURE}
    for path in [*ENGINE.rglob("*.py"), *(ROOT / "site").rglob("*.py")]:
        if path.name == "constants.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Tuple) and all(isinstance(e, ast.Constant) for e in node.elts):
                value = tuple(e.value for e in node.elts)  # type: ignore[attr-defined]
                assert value not in costs, f"{path.relative_to(ROOT)}:{node.lineno} writes a cost again: {value}"


MODULE_LINES = 700
"""The longest a module of engine/ or site/ may be: a longer one is split by what its parts own."""
LONG_ALLOWED = frozenset({"site/view/rulebook.py"})
"""The modules that may be longer: the rules' text (prose, in sections, read as one)."""


def long_modules(root: Path = ROOT, limit: int = MODULE_LINES, allowed: frozenset[str] = LONG_ALLOWED) -> dict[str, int]:
    """Each module of ``root``'s engine/ and site/ over ``limit`` lines (but the ``allowed``), by
    its path from ``root``: its lines."""
    found = {}
    for top in ("engine", "site"):
        for path in sorted((root / top).rglob("*.py")):
            name = path.relative_to(root).as_posix()
            lines = len(path.read_text(encoding="utf-8").splitlines())
            if lines > limit and name not in allowed:
                found[name] = lines
    return found


def test_no_module_of_the_engine_or_the_site_is_over_700_lines() -> None:
    assert len(list(ENGINE.rglob("*.py"))) > 20 and len(list(SITE.rglob("*.py"))) > 40
    assert long_modules() == {}, f"over {MODULE_LINES} lines: split each by what its parts own"


def test_the_length_check_finds_a_long_module(tmp_path: Path) -> None:
    (tmp_path / "engine" / "rules").mkdir(parents=True)
    (tmp_path / "site" / "view").mkdir(parents=True)
    (tmp_path / "engine" / "rules" / "long.py").write_text("x = 1\n" * 701)
    (tmp_path / "engine" / "short.py").write_text("x = 1\n" * 700)
    (tmp_path / "site" / "view" / "long.py").write_text("x = 1\n" * 800)
    (tmp_path / "site" / "view" / "rulebook.py").write_text("x = 1\n" * 900)
    (tmp_path / "tools.py").write_text("x = 1\n" * 900)
    assert long_modules(tmp_path) == {"engine/rules/long.py": 701, "site/view/long.py": 800}


# ---------------------------------------------------------------- build.py and tools/

BUILD_PY_LINES = 150
"""build.py reads the command line and hands each command to tools/ (issue 26): at most this long."""


def test_build_py_is_only_the_commands_and_their_dispatch() -> None:
    lines = len((ROOT / "build.py").read_text().splitlines())
    assert lines <= BUILD_PY_LINES, f"build.py has {lines} lines (at most {BUILD_PY_LINES}): its work belongs in tools/"


def _ours(module: str) -> bool:
    return module in ("build", "tools") or module.startswith("tools.")


def _private(name: str) -> bool:
    return name.startswith("_") and not name.endswith("__")  # (a dunder, as __file__, is no one's secret)


def private_uses(source: str) -> list[str]:
    """The private names (``_name``, not ``__dunder__``) of build.py or tools/ that ``source``
    imports or reads: ``from tools.dist import _x``, ``import tools._x``, ``build._x``,
    ``tools.serve._x``, ``serve._x`` after ``from tools import serve``."""
    tree = ast.parse(source)
    bound: set[str] = set()  # the local names of build, tools and what was imported from them
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if _ours(alias.name):
                    found += [alias.name] if any(_private(p) for p in alias.name.split(".")) else []
                    bound.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module and _ours(node.module):
            found += [node.module] if any(_private(p) for p in node.module.split(".")) else []
            for alias in node.names:
                if _private(alias.name):
                    found.append(f"{node.module}.{alias.name}")
                bound.add(alias.asname or alias.name)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            root = node.value
            while isinstance(root, ast.Attribute):
                root = root.value
            if isinstance(root, ast.Name) and root.id in bound:
                found.append(ast.unparse(node))
    return found


def test_no_test_uses_a_private_name_of_build_or_tools() -> None:
    """What a test needs of build.py's work is public API of a tools/ module."""
    found = {str(path.relative_to(ROOT)): uses for path in sorted(TESTS.rglob("*.py"))
             if (uses := private_uses(path.read_text()))}
    assert found == {}


def test_the_private_name_check_finds_them() -> None:
    assert private_uses("import build\nbuild._ai_tasks([], [])") == ["build._ai_tasks"]
    assert private_uses("from tools.dist import _write_hashed, build") == ["tools.dist._write_hashed"]
    assert private_uses("import tools.serve\ntools.serve._x") == ["tools.serve._x"]
    assert private_uses("from tools import serve as s\ns.HASHED, s._hidden") == ["s._hidden"]
    assert private_uses("import tools._secret") == ["tools._secret"]
    assert private_uses("from conftest import _check\nimport tools\ntools.__file__, _check") == []


def _top_level_imports(path: Path) -> set[str]:
    """The modules ``path`` imports when it is imported (not those its functions import)."""
    out: set[str] = set()
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            out.add(node.module or "")
    return out


def test_build_py_and_the_tools_it_imports_need_only_the_standard_library() -> None:
    """build.py runs with a plain python3 before .venv exists: tools/ imports Playwright and the
    like inside the functions that need them, never when imported."""
    paths = [ROOT / "build.py", *sorted(TOOLS.rglob("*.py"))]
    assert len(paths) > 10
    outside = {str(path.relative_to(ROOT)): sorted(m for m in _top_level_imports(path)
                                                   if m.split(".")[0] not in (*sys.stdlib_module_names, "tools"))
               for path in paths}
    assert {k: v for k, v in outside.items() if v} == {}


def test_the_tools_imports_have_no_cycle() -> None:
    graph = import_graph(((ROOT, TOOLS),))
    assert {"tools.dist", "tools.newcomer", "tools.serve"} <= set(graph)
    assert cycles(graph) == [], _shown(cycles(graph))


IMPORT_TIME_CALLS = {"Path", "resolve", "compile", "TypeVar"}
"""What a tools/ module may call when imported: naming a path, compiling a pattern, a type variable."""


def test_no_tools_module_does_work_when_imported() -> None:
    """A module of tools/ only defines things: its top level holds imports, functions, classes
    and constants, calling nothing but :data:`IMPORT_TIME_CALLS`."""
    for path in sorted(TOOLS.rglob("*.py")):
        for node in ast.parse(path.read_text()).body:
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if isinstance(node, (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.ClassDef)):
                continue
            assert isinstance(node, (ast.Assign, ast.AnnAssign, ast.Expr)), f"{where}: {ast.unparse(node)[:60]}"
            if isinstance(node, ast.Expr):
                assert isinstance(node.value, ast.Constant), f"{where}: {ast.unparse(node)[:60]}"
            for call in (n for n in ast.walk(node) if isinstance(n, ast.Call)):
                name = call.func.attr if isinstance(call.func, ast.Attribute) else ast.unparse(call.func)
                assert name in IMPORT_TIME_CALLS, f"{where} calls {ast.unparse(call.func)} when imported"


def test_every_script_of_tools_js_is_read_by_a_tools_module() -> None:
    code = "".join(path.read_text() for path in TOOLS.glob("*.py"))
    unread = [p.name for p in (TOOLS / "js").iterdir() if f'"{p.name}"' not in code]
    assert unread == []


# ---------------------------------------------------------------- the tests' imports


SCRIPTS = {"coach_seed.py"}
"""Test helpers also run as scripts (``python tests/site/coach_seed.py``): pytest's ``pythonpath``
does not reach them there, so they set their own path."""


def path_edits(source: str) -> list[int]:
    """The lines of ``source`` that change ``sys.path`` (``sys.path.insert``/``append``/``extend``
    or an assignment to it); code in strings (a subprocess's) is not counted."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        target = None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in ("insert", "append", "extend"):
            target = node.func.value
        elif isinstance(node, (ast.Assign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            target = next((t.value if isinstance(t, ast.Subscript) else t for t in targets), None)
        if target is not None and ast.unparse(target) == "sys.path":
            lines.append(node.lineno)
    return lines


def test_no_test_edits_sys_path() -> None:
    """What the tests import is on pytest's ``pythonpath`` (pyproject.toml), not edited in."""
    found = {str(p.relative_to(ROOT)): path_edits(p.read_text()) for p in sorted(TESTS.rglob("*.py"))
             if p.name not in SCRIPTS}
    assert {k: v for k, v in found.items() if v} == {}


def test_the_path_check_finds_the_edits() -> None:
    assert path_edits("import sys\nsys.path.insert(0, 'site')\n") == [2]
    assert path_edits("import sys\ndef f():\n    sys.path[:0] = ['site']\n") == [3]
    assert path_edits("code = \"import sys; sys.path.insert(0, 'site')\"\n") == []


# ---------------------------------------------------------------- the tests' layout

FOLDERS = ("engine", "site", "repo", "browser")
"""The tests sorted by what they need (docs/architecture.md): each folder of ``tests/``, in the
order they may lean on one another (a site test may use the engine tests' helpers, a browser test
the site's; never the other way)."""
WALKS = TESTS / "site" / "walks.py"
"""The one random walk of the game screen."""


def python_files(root: Path = TESTS) -> dict[str, str]:
    """Every Python file of ``root`` (the tests and their helpers), by its path from the repository."""
    return {str(p.relative_to(ROOT)): p.read_text() for p in sorted(root.rglob("*.py"))}


def _is_browser_mark(node: ast.AST) -> bool:
    """``pytest.mark.browser`` (or ``mark.browser``), called or not."""
    if isinstance(node, ast.Call):
        node = node.func
    return isinstance(node, ast.Attribute) and node.attr == "browser" and isinstance(node.value, ast.Attribute) \
        and node.value.attr == "mark"


def browser_marks(source: str) -> tuple[bool, list[str], list[str]]:
    """How ``source`` marks its tests ``browser``: the module whole (``pytestmark``), the test
    functions marked one by one (or through their class), and every test function it has."""
    tree = ast.parse(source)
    module = any(isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "pytestmark"
                                                      for t in node.targets)
                 and any(_is_browser_mark(n) for n in ast.walk(node.value)) for node in tree.body)
    marked: list[str] = []
    tests: list[str] = []

    def visit(body: list[ast.stmt], inherited: bool) -> None:
        for node in body:
            here = inherited or any(_is_browser_mark(d) for d in getattr(node, "decorator_list", []))
            if isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
                visit(node.body, here)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
                tests.append(node.name)
                if here:
                    marked.append(node.name)

    visit(tree.body, False)
    return module, marked, tests


def mark_problems(files: dict[str, str]) -> list[str]:
    """A test file outside ``tests/<folder>/``, a test of ``tests/browser/`` not marked ``browser``,
    and a ``browser`` mark anywhere else."""
    problems = []
    for path, source in files.items():
        parts = Path(path).parts
        if parts[-1].startswith("test_") and (len(parts) != 3 or parts[1] not in FOLDERS):
            problems.append(f"{path}: a test outside tests/{{{','.join(FOLDERS)}}}/")
        module, marked, tests = browser_marks(source)
        if parts[1] == "browser" and not module and (bare := [t for t in tests if t not in marked]):
            problems.append(f"{path}: not marked browser: {', '.join(bare)}")
        if parts[1] != "browser" and any(_is_browser_mark(n) for n in ast.walk(ast.parse(source))):
            problems.append(f"{path}: marked browser outside tests/browser/")
    return problems


def test_every_test_is_in_its_folder_and_only_the_browsers_are_marked_browser() -> None:
    files = python_files()
    assert sum(p.startswith("tests/browser/test_") for p in files) > 15
    assert mark_problems(files) == []


def test_the_mark_check_finds_a_test_astray_unmarked_or_marked_where_it_must_not_be() -> None:
    marked = "import pytest\n\npytestmark = pytest.mark.browser\n\n\ndef test_page(game):\n    pass\n"
    one = "import pytest\n\n@pytest.mark.browser\ndef test_page(game):\n    pass\n\ndef test_pure():\n    pass\n"
    assert mark_problems({"tests/browser/test_a.py": marked, "tests/site/test_b.py": "def test_pure():\n    pass\n",
                          "tests/browser/conftest.py": "import pytest\n"}) == []
    assert mark_problems({"tests/browser/test_a.py": one}) == ["tests/browser/test_a.py: not marked browser: test_pure"]
    assert mark_problems({"tests/site/test_a.py": marked, "tests/engine/test_b.py": one}) == [
        "tests/site/test_a.py: marked browser outside tests/browser/",
        "tests/engine/test_b.py: marked browser outside tests/browser/"]
    assert mark_problems({"tests/test_a.py": "", "tests/site/deeper/test_b.py": ""}) == [
        "tests/test_a.py: a test outside tests/{engine,site,repo,browser}/",
        "tests/site/deeper/test_b.py: a test outside tests/{engine,site,repo,browser}/"]


def _roots(source: str) -> set[str]:
    """The top-level names of every module ``source`` imports (in functions too)."""
    out = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
            out.add(node.module.split(".")[0])
    return out


def helpers(folder: str) -> set[str]:
    """The helper modules of ``tests/<folder>/`` (its Python files but its tests), by name."""
    return {p.stem for p in (TESTS / folder).glob("*.py") if not p.name.startswith("test_")}


def reach_problems(files: dict[str, str]) -> list[str]:
    """An engine test (or helper) that imports the site or a helper of the site's or the browser's
    tests, and a site test that imports a helper of the browser's tests or a browser driver."""
    site = {name.split(".")[0] for name in module_names(((SITE, SITE),))}
    barred = {"engine": site | helpers("site") | helpers("browser"),
              "site": helpers("browser") | {"playwright", "selenium"}}
    problems = []
    for path, source in files.items():
        folder = Path(path).parts[1]
        if found := _roots(source) & barred.get(folder, set()):
            problems.append(f"{path} imports {', '.join(sorted(found))}")
    return problems


def test_the_tests_need_only_what_their_folder_says() -> None:
    """tests/engine/ runs with the engine alone, tests/site/ without a browser."""
    assert {"mirror", "walks"} <= helpers("site") and {"conftest", "driver"} <= helpers("browser")
    assert reach_problems(python_files()) == []


def test_the_reach_check_finds_a_test_that_needs_more_than_its_folder() -> None:
    assert reach_problems({"tests/engine/test_a.py": "def test_a():\n    from view import panels\n",
                           "tests/engine/test_b.py": "from mirror import Mirror\n",
                           "tests/site/test_c.py": "from driver import settle\nfrom playwright.sync_api import expect\n",
                           "tests/site/test_d.py": "import panels\nfrom helpers import make_state\nfrom mirror import Mirror\n",
                           "tests/browser/test_e.py": "from driver import settle\nfrom mirror import Mirror\n"}) == [
        "tests/engine/test_a.py imports view", "tests/engine/test_b.py imports mirror",
        "tests/site/test_c.py imports driver, playwright"]


WALK_NAME = re.compile(r"(^|_)walk$")
RANDOM_DRAWS = {"choice", "choices", "sample"}


def own_walks(source: str) -> list[str]:
    """Where ``source`` walks the game screen at random itself rather than through
    ``walks.walk``: a function named ``walk`` (``random_walk`` ...), or a loop that both moves the
    AI seats (``ai_step``) and draws a move at random (``rng.choice``)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and WALK_NAME.search(node.name):
            found.append(f"line {node.lineno}: def {node.name}")
        elif isinstance(node, (ast.For, ast.While)):
            calls = {n.func.attr for n in ast.walk(node) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)}
            if calls & {"ai_step", "ai_steps"} and calls & RANDOM_DRAWS:
                found.append(f"line {node.lineno}: a loop moving the AI seats and drawing a move at random")
    return found


def test_no_test_walks_the_screen_at_random_but_through_walks() -> None:
    """Every test that plays the game screen at random plays it through ``tests/site/walks.py``
    (the engine's tests cannot reach the screen: the reach check above)."""
    files = {path: source for path, source in python_files().items()
             if Path(path).parts[1] in ("site", "browser") and path != str(WALKS.relative_to(ROOT))}
    assert own_walks(WALKS.read_text()), "(the walk itself is found by the check)"
    assert {path: found for path, source in files.items() if (found := own_walks(source))} == {}


def test_the_walk_check_finds_a_walk_of_a_tests_own() -> None:
    old = '''
def random_walk(s, rng, steps):
    for _ in range(steps):
        if s.ai_due():
            s.ai_step()
            continue
        yield s
        s.play(rng.choice(s.legal()))
'''
    inline = '''
def test_inline(rng, s):
    while not over(s):
        if s.ai_due():
            s.ai_step()
        else:
            s.play(rng.choice(s.legal()) if rng.random() < 0.3 else END)
'''
    assert own_walks(old) == ["line 2: def random_walk", "line 3: a loop moving the AI seats and drawing a move at random"]
    assert own_walks(inline) == ["line 3: a loop moving the AI seats and drawing a move at random"]
    assert own_walks("def walk_frames(games):\n    for s, *_ in walk(s, rng, 10):\n        s.ai_step()\n") == []


MAX_CLASS_LINES = 300
"""No class of the page is longer (the update split by concern: presses, drafts, pacing,
hints and the coach, the frame; the model's screen, table and page)."""


def long_classes(sources: dict[str, str], most: int = MAX_CLASS_LINES) -> list[str]:
    """The classes of ``sources`` (path: text) longer than ``most`` lines."""
    found = []
    for path, source in sources.items():
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None \
                    and node.end_lineno - node.lineno + 1 > most:
                found.append(f"{path}: class {node.name} is {node.end_lineno - node.lineno + 1} lines")
    return found


def test_no_class_of_the_page_is_over_300_lines() -> None:
    sources = {str(p.relative_to(ROOT)): p.read_text() for p in sorted(SITE.rglob("*.py"))}
    assert long_classes(sources) == []


def test_the_class_check_finds_a_long_class() -> None:
    planted = "class Screen:\n" + "".join(f"    def f{i}(self) -> int:\n        return {i}\n" for i in range(150))
    assert long_classes({"site/planted.py": planted}) == ["site/planted.py: class Screen is 301 lines"]
    assert long_classes({"site/planted.py": planted}, most=301) == []


def duplicate_test_modules(paths: list[Path]) -> dict[str, list[str]]:
    """Test modules (and their helpers) that share a file name across folders: pytest imports
    them by that name alone (the folders have no ``__init__.py``), so the second refuses to load
    ("import file mismatch") in a clean checkout, which only CI has."""
    seen: dict[str, list[str]] = {}
    for p in paths:
        seen.setdefault(p.name, []).append(str(p.relative_to(ROOT)))
    return {name: where for name, where in seen.items() if len(where) > 1 and name != "conftest.py"}


def test_no_two_test_modules_share_a_name() -> None:
    paths = sorted(p for p in (ROOT / "tests").rglob("*.py") if "__pycache__" not in p.parts)
    assert duplicate_test_modules(paths) == {}
    # The check itself: two folders' test_x.py are found.
    planted = [ROOT / "tests" / "site" / "test_x.py", ROOT / "tests" / "browser" / "test_x.py"]
    assert list(duplicate_test_modules(paths + planted)) == ["test_x.py"]
