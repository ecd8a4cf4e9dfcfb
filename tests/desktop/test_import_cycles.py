"""The desktop's modules import each other in one direction: no cycle, not even through an import inside a function.

A cycle hides which module is the entry point and breaks as soon as one of them imports the other at the top.
"""
import ast
import pathlib

DESKTOP = pathlib.Path(__file__).resolve().parents[2] / "desktop"
PACKAGE = "gameshelf.desktop"


def module_name(path: pathlib.Path) -> str:
    parts = list(path.relative_to(DESKTOP).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([PACKAGE, *parts])


def imported(path: pathlib.Path, modules: set[str]) -> set[str]:
    """The desktop modules `path` imports anywhere in its text (relative imports resolved)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            targets = [base] + [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        found |= {t for t in targets if t in modules and t != name}
    return found


def graph() -> dict[str, set[str]]:
    paths = [p for p in DESKTOP.rglob("*.py") if "__pycache__" not in p.parts]
    modules = {module_name(p) for p in paths}
    return {module_name(p): imported(p, modules) for p in paths}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Every import cycle, each once (depth-first search; the graph is a few dozen modules)."""
    found, done = [], set()

    def visit(node, trail):
        if node in trail:
            cycle = trail[trail.index(node):]
            turn = cycle.index(min(cycle))
            cycle = cycle[turn:] + cycle[:turn]
            if cycle not in found:
                found.append(cycle)
            return
        if node in done:
            return
        for nxt in sorted(edges.get(node, ())):
            visit(nxt, trail + [node])
        done.add(node)

    for start in sorted(edges):
        visit(start, [])
    return found


def test_the_checker_sees_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_resolves_relative_imports():
    edges = graph()
    assert f"{PACKAGE}.runtime" in edges[f"{PACKAGE}.app"]  # imported inside main()
    assert f"{PACKAGE}.models.controller" in edges[f"{PACKAGE}.runtime"]


def test_desktop_modules_import_without_cycles():
    assert cycles(graph()) == []
