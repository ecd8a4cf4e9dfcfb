"""`core` stays pure: no Qt, no desktop, no clocks, files or network in the rules."""
import ast
import pathlib

import pytest

CORE = pathlib.Path(__file__).resolve().parents[2] / "core"
FORBIDDEN = ("PySide6", "shiboken6", "gameshelf.desktop", "desktop")
# Rules must be reproducible from the record alone: no wall clock, files or sockets in them.
IMPURE = ("time", "datetime", "socket", "os", "pathlib", "io")


def imports(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module


@pytest.mark.parametrize("path", sorted(CORE.rglob("*.py")), ids=lambda p: str(p.relative_to(CORE)))
def test_core_never_imports_qt_or_desktop(path):
    bad = [name for name in imports(path) if name.split(".")[0] in FORBIDDEN or name.startswith(FORBIDDEN)]
    assert not bad


@pytest.mark.parametrize("path", sorted((CORE / "engine").rglob("*.py")) + sorted((CORE / "games").rglob("*.py")),
                         ids=lambda p: str(p.relative_to(CORE)))
def test_engine_and_games_touch_no_clock_or_files(path):
    assert not [name for name in imports(path) if name.split(".")[0] in IMPURE]
