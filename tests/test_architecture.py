"""The shape of the code: no import cycle in the engine, each rule constant defined once, the
engine free of the browser."""

from __future__ import annotations

import ast
from pathlib import Path

import engine.constants as C

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "engine"


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
    assert "engine.state" in graph["engine.rules.building"] and not graph["engine.state"] & {"engine.rules", "engine.view"}
    assert _cycle(graph) is None, f"import cycle: {' -> '.join(_cycle(graph) or [])}"


def test_the_cycle_check_finds_a_cycle() -> None:
    graph = engine_graph()
    graph["engine.state"].add("engine.rules")  # the state forwarding to the rules, as it did
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
