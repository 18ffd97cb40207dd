"""The shape of the code: no import cycle in the engine, each rule constant defined once, the
engine free of the browser; a thin build.py whose tools/ import the standard library only and
no test reaching into a private name of either."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import engine.constants as C

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "engine"
TOOLS = ROOT / "tools"
TESTS = ROOT / "tests"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _runtime_imports(path: Path) -> set[str]:
    """The engine modules ``path`` imports when it runs (``if TYPE_CHECKING:`` blocks left out,
    imports inside functions counted: they run too)."""
    tree = ast.parse(path.read_text())
    package = _module_name(path) if path.name == "__init__.py" else _module_name(path).rpartition(".")[0]
    out: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:  # "from . import rules" imports the module engine.rules
                out.add(f"{target}.{alias.name}")
            if node.module:
                out.add(target)
        elif isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return out


def engine_graph() -> dict[str, set[str]]:
    """Which engine module imports which (a package's own parents left out: Python imports them
    first, whatever the module says)."""
    modules = {_module_name(p): p for p in ENGINE.rglob("*.py")}

    def parents(name: str) -> set[str]:
        parts = name.split(".")
        return {".".join(parts[:k]) for k in range(1, len(parts))}

    return {name: {m for m in _runtime_imports(path) if m in modules and m != name and m not in parents(name)}
            for name, path in modules.items()}


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def dfs(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = dfs(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = dfs(node)
            if found:
                return found
    return None


def test_the_engine_imports_have_no_cycle() -> None:
    graph = engine_graph()
    assert {"engine.state", "engine.rules", "engine.rules.building", "engine.view"} <= set(graph)
    assert "engine.rules" in graph["engine.state"]
    assert _cycle(graph) is None, f"import cycle: {' -> '.join(_cycle(graph) or [])}"


def test_the_cycle_check_finds_a_cycle() -> None:
    graph = engine_graph()
    graph["engine.rules.building"].add("engine.state")  # the rules importing the state, as they did
    assert _cycle(graph) is not None


def test_the_engine_never_touches_the_browser() -> None:
    for path in ENGINE.rglob("*.py"):
        roots = {m.split(".")[0] for m in _runtime_imports(path)}
        assert not roots & {"js", "pyscript", "pyodide"}, path


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
    modules = {_module_name(p): p for p in TOOLS.rglob("*.py")}
    graph = {name: {m for m in _runtime_imports(path) if m in modules and m not in (name, "tools")}
             for name, path in modules.items()}
    assert {"tools.dist", "tools.newcomer", "tools.serve"} <= set(graph)
    assert _cycle(graph) is None, f"import cycle: {' -> '.join(_cycle(graph) or [])}"


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
