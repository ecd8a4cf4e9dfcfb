"""Static checks on the component sources + every component loads on its own without warnings."""
from __future__ import annotations

import re

import pytest

from component_harness import COMPONENTS

FILES = sorted(COMPONENTS.glob("*.qml"))
NAMES = [f.stem for f in FILES]
EXPECTED = {"Die", "SeriesChart", "StandingsTable", "RulebookView", "HandOverScreen", "ThinkingIndicator", "Toast"}
ALLOWED_IMPORTS = {"QtQuick", "QtQuick.Controls", "QtQuick.Controls.Basic", "QtQuick.Shapes", "QtQuick.Layouts"}


def code_lines(path):
    """Source lines with // comments removed (good enough for these files: no '//' inside strings)."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        yield number, re.sub(r"(^|\s)//.*$", "", line)


def test_all_components_present():
    assert EXPECTED <= set(NAMES)


@pytest.mark.parametrize("path", FILES, ids=NAMES)
def test_qstr_receives_string_literals_only(path):
    bad = []
    for number, line in code_lines(path):
        for match in re.finditer(r"\bqsTr\s*\(\s*(.)", line):
            if match.group(1) != '"':
                bad.append(f"{path.name}:{number}: {line.strip()}")
    assert not bad, "qsTr() must get a literal (lupdate is static):\n" + "\n".join(bad)


@pytest.mark.parametrize("path", FILES, ids=NAMES)
def test_user_visible_literals_are_translated(path):
    pattern = re.compile(r'(?<![\w.])(text|title|placeholderText|ToolTip\.text|Accessible\.name)\s*:\s*"[^"]*[^\W\d_]')
    bad = [f"{path.name}:{n}: {line.strip()}" for n, line in code_lines(path) if pattern.search(line)]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("path", FILES, ids=NAMES)
def test_every_animation_duration_is_scaled(path):
    bad = [f"{path.name}:{n}: {line.strip()}" for n, line in code_lines(path)
           if re.search(r"\bduration\s*:", line) and "_ms(" not in line]
    assert not bad, "durations must go through _ms() (animationScale):\n" + "\n".join(bad)


@pytest.mark.parametrize("path", FILES, ids=NAMES)
def test_only_plain_qt_quick_imports_and_no_image_files(path):
    text = path.read_text(encoding="utf-8")
    imports = set(re.findall(r"^import\s+([\w.]+)", text, flags=re.M))
    assert imports <= ALLOWED_IMPORTS, imports - ALLOWED_IMPORTS
    assert not re.search(r"\.(png|svg|jpg|jpeg|webp)\b", text, flags=re.I)
    assert "import \"" not in text   # no relative/directory imports: components are self-contained


@pytest.mark.parametrize("name", NAMES)
def test_component_loads_alone_with_defaults(scene, name):
    s = scene(f'{name} {{ objectName: "it" }}', 640, 480)
    s.wait(30)
    assert s.obj("it") is not None


def test_qmllint_is_clean():
    """qmllint finds no unqualified access, shadowing, unknown properties, ... (skipped if absent)."""
    import shutil
    import subprocess

    tool = shutil.which("pyside6-qmllint")
    if tool is None:
        pytest.skip("pyside6-qmllint not installed")
    result = subprocess.run([tool, "-I", str(COMPONENTS), *map(str, FILES)],
                            capture_output=True, text=True, timeout=120)
    output = (result.stdout + result.stderr).strip()
    assert result.returncode == 0 and "Warning" not in output, output
