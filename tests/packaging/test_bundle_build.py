"""The real thing: `python packaging/build.py`, then the bundle run the way a player would run it.

One build per session (a few minutes here), into a temporary folder so the checkout stays clean; every
test below uses it. Marked `packaging` and `slow`: deselect locally with `-m "not packaging"`.
"""
from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tarfile
import textwrap
import tomllib
from pathlib import Path

import pytest

from packaging_helpers import ICON_SIZES, LICENSES, PACKAGING, ROOT, png_size

pytestmark = [pytest.mark.packaging, pytest.mark.slow,
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="checks the Linux bundle layout")]

BUILD_TIMEOUT_S = 12 * 60
MAX_SIZE_MB = 200
MAX_ARCHIVE_MB = 60
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {str(p.relative_to(folder)): (p.lstat().st_size, p.lstat().st_mtime_ns) for p in folder.rglob("*")}


def player_env(home: Path) -> dict[str, str]:
    """No PYTHONPATH, a scratch HOME, offscreen: the source tree is not importable from here."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(home / ".config"),
               XDG_DATA_HOME=str(home / ".local" / "share"), XDG_CACHE_HOME=str(home / ".cache"))
    return env


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> Path:
    """Where the build goes (build/ and dist/ under it), never the checkout."""
    return tmp_path_factory.mktemp("out")


@pytest.fixture(scope="module")
def build_output(out):
    before = git_status()
    result = subprocess.run([sys.executable, str(PACKAGING / "build.py"), "--out", str(out)], cwd=ROOT,
                            capture_output=True, text=True, timeout=BUILD_TIMEOUT_S)
    output = result.stdout + result.stderr
    assert result.returncode == 0, f"build.py failed:\n{output[-6000:]}"
    assert git_status() == before, "the build wrote into the checkout"
    return output


def git_status() -> str:
    """The checkout's status, ignored files included (build/, dist/, egg-info would show here).

    The running environment is left out when it lives in the checkout (CI's .venv): the build imports
    from it, and Python caches bytecode beside what it imports; that is Python's doing, not the build's.
    """
    args = ["git", "status", "--porcelain", "--ignored", "--untracked-files=all", "--", "."]
    env_dir = Path(sys.prefix).resolve()
    if env_dir.is_relative_to(ROOT.resolve()):
        args.append(f":(exclude){env_dir.relative_to(ROOT.resolve()).as_posix()}")
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True).stdout


@pytest.fixture(scope="module")
def bundle(build_output, out, tmp_path_factory) -> Path:
    """A copy of the built Gameshelf folder in a temp folder far from the repo."""
    copy = tmp_path_factory.mktemp("installed") / "Gameshelf"
    shutil.copytree(out / "dist" / "Gameshelf", copy, symlinks=True)
    return copy


def test_build_reports_size_and_time(build_output):
    size = re.search(r"^bundle\.size_mb ([\d.]+) MB$", build_output, re.M)
    build_time = re.search(r"^build\.time_s ([\d.]+) s$", build_output, re.M)
    assert size and build_time, build_output[-3000:]
    assert float(size.group(1)) <= MAX_SIZE_MB, f"bundle is {size.group(1)} MB"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_bundled_demo_runs_offscreen_and_writes_nothing_beside_it(bundle, tmp_path, lang):
    home, cwd = tmp_path / "home", tmp_path / "elsewhere"
    home.mkdir()
    cwd.mkdir()
    shot = tmp_path / f"smoke-{lang}.png"
    before = snapshot(bundle)
    result = subprocess.run(
        [str(bundle / "Gameshelf"), "--demo", "dice_road_race", "--moves", "12", "--screenshot", str(shot),
         "--lang", lang], cwd=cwd, env=player_env(home), capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert shot.is_file() and png_size(shot) == (1280, 720)
    assert snapshot(bundle) == before, "the run wrote into the app folder"
    assert list(cwd.iterdir()) == [], "the run wrote into the working directory"


def test_bundled_app_reaches_the_home_screen(bundle, tmp_path):
    result = subprocess.run([str(bundle / "Gameshelf"), "--quit-after-first-frame"], cwd=tmp_path,
                            env=player_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert re.search(r"^first-frame [\d.]+ [\d.]+$", result.stdout, re.M), result.stdout  # its uptime and CPU time


def test_bundle_carries_its_resources_and_metadata(bundle):
    data = bundle / "_internal"
    for rel in ("gameshelf/desktop/qml/Main.qml", "gameshelf/i18n/gameshelf_ja.qm", "gameshelf/i18n/gameshelf_en.qm",
                "gameshelf/assets/fonts/OFL.txt", "gameshelf/assets/licenses/THIRD-PARTY.md",
                "gameshelf/assets/licenses/LGPL-3.0.txt"):
        assert (data / rel).is_file(), rel
    for lang in ("en", "ja"):
        assert list((data / "gameshelf" / "i18n" / "rules" / lang).glob("*.md")), lang
    assert list((data / "gameshelf" / "assets" / "fonts").glob("*.otf"))
    for size in ICON_SIZES:
        assert (data / "gameshelf" / "assets" / "icons" / f"gameshelf-{size}.png").is_file()
    meta = data / f"gameshelf-{VERSION}.dist-info" / "METADATA"
    assert re.search(rf"^Version: {re.escape(VERSION)}$", meta.read_text(encoding="utf-8"), re.M)
    assert not (data / "gameshelf.egg-info").exists(), "a stale egg-info could shadow the dist-info"
    assert not list(data.rglob("*.py")), "Python sources in the bundle (they belong in the PYZ archive)"


def test_bundle_is_lean(bundle):
    qml = bundle / "_internal" / "PySide6" / "Qt" / "qml"
    for unused in ("QtQuick/Controls/Material", "QtQuick/Controls/Universal", "QtQuick/Controls/Imagine",
                   "QtQuick/Particles", "QtQuick/VirtualKeyboard", "QtQuick/Timeline", "QtQuick/Pdf",
                   "QtWayland", "QtTest", "Qt/labs/platform"):
        assert not (qml / unused).exists(), unused
    # Qt Graphs and Qt Quick 3D are GPL/commercial, not LGPL: never in the bundle
    assert not (qml / "QtGraphs").exists() and not (qml / "QtQuick3D").exists()
    names = {p.name for p in (bundle / "_internal").rglob("*.so*")}
    for module in ("WebEngine", "3D", "Quick3D", "Graphs", "ShaderTools", "MultimediaQuick", "MultimediaWidgets",
                   "SpatialAudio", "Charts", "DataVisualization", "Pdf", "VirtualKeyboard", "Positioning",
                   "Sensors", "Test", "Designer", "Widgets"):
        assert not any(n.startswith(f"libQt6{module}") for n in names), module
    # sound: Qt Multimedia with its FFmpeg backend only, and the effects themselves
    assert "libQt6Multimedia.so.6" in names and "QtMultimedia.abi3.so" in names
    assert [p.name for p in (bundle / "_internal" / "PySide6" / "Qt" / "plugins" / "multimedia").iterdir()] == [
        "libffmpegmediaplugin.so"]
    sounds = {p.name for p in (bundle / "_internal" / "gameshelf" / "assets" / "sounds").glob("*.wav")}
    assert sounds == {p.name for p in (ROOT / "assets" / "sounds").glob("*.wav")}
    translations = {p.name for p in (bundle / "_internal" / "PySide6" / "Qt" / "translations").glob("*.qm")}
    assert translations <= {"qtbase_ja.qm", "qtdeclarative_ja.qm"} and "qtbase_ja.qm" in translations


def test_bundled_libraries_have_their_licences_listed(bundle):
    """Every library the bundle carries from the build machine is named in THIRD-PARTY.md."""
    table = (LICENSES / "THIRD-PARTY.md").read_text(encoding="utf-8")
    owned = ("libQt6", "libpyside6", "libshiboken6", "libpython", "libicu")
    carried = sorted(p.name for p in (bundle / "_internal").glob("lib*.so*") if not p.name.startswith(owned))
    unlisted = [name for name in carried if f"`{name}`" not in table]
    assert not unlisted, f"add these to assets/licenses/THIRD-PARTY.md (with their licence texts): {unlisted}"


QML_CHECK = textwrap.dedent('''
    import os, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtQml import QQmlApplicationEngine
    from PySide6.QtQuickControls2 import QQuickStyle
    QQuickStyle.setStyle(sys.argv[2])
    app = QGuiApplication([])
    engine = QQmlApplicationEngine()
    # only the bundle's QML modules (Qt's, the app's) and those compiled into Qt's libraries (a custom
    # style's fallback goes through QtQuick.Controls.IndirectBasic, which lives there)
    engine.setImportPathList(sys.argv[1].split(os.pathsep) + ["qrc:/qt-project.org/imports"])
    problems = []
    engine.warnings.connect(lambda ws: problems.extend(w.toString() for w in ws))
    imports = "\\n".join("import " + m for m in sys.argv[3:])
    engine.loadData((imports + """
    ApplicationWindow {
        width: 640; height: 480; visible: true
        FileDialog { id: files; fileMode: FileDialog.SaveFile }
        Dialog { id: ask; standardButtons: Dialog.Ok | Dialog.Cancel }
        ColumnLayout { ComboBox { model: ["a", "b"] } Slider {} Switch {} SpinBox {} }
        Shape { ShapePath { PathLine { x: 10; y: 10 } PathMultiline { paths: [[Qt.point(0, 0), Qt.point(5, 5)]] } } }
        Component.onCompleted: { files.open(); ask.open() }
    }
    """).encode())
    QTimer.singleShot(1000, app.quit)
    app.exec()
    if not engine.rootObjects():
        problems.append("no root object")
    print("\\n".join(problems))
    sys.exit(1 if problems else 0)
''')


def test_bundled_qml_modules_are_complete(bundle, tmp_path):
    """The app's QML imports, its controls style and the Qt Quick file dialog load from the bundle's QML alone."""
    imports = set()
    for qml in (ROOT / "desktop" / "qml").rglob("*.qml"):
        imports |= set(re.findall(r"^\s*import\s+(Qt[\w.]*)\s*$", qml.read_text(encoding="utf-8"), re.M))
    imports |= {"QtQuick", "QtQuick.Controls", "QtQuick.Dialogs", "QtQuick.Layouts", "QtQuick.Shapes"}
    style = re.search(r'^STYLE\s*=\s*"(\w+)"', (ROOT / "desktop" / "runtime.py").read_text(encoding="utf-8"), re.M)
    script = tmp_path / "qml_check.py"
    script.write_text(QML_CHECK)
    result = subprocess.run(
        [sys.executable, str(script),
         os.pathsep.join(str(bundle / "_internal" / p) for p in ("PySide6/Qt/qml", "gameshelf/desktop/qml")),
         style.group(1) if style else "Fusion", *sorted(imports)],
        cwd=tmp_path, env=player_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_linux_archive_is_small_enough(build_output, out):
    spec = importlib.util.spec_from_file_location("gameshelf_packaging_build", PACKAGING / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    archive = out / "dist" / f"{build.archive_name()}.tar.xz"
    assert archive.stat().st_size / 1e6 <= MAX_ARCHIVE_MB, f"the archive is {archive.stat().st_size / 1e6:.1f} MB"


def test_linux_archive_has_app_and_installer(build_output, out):
    spec = importlib.util.spec_from_file_location("gameshelf_packaging_build", PACKAGING / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    name = build.archive_name()
    archive = out / "dist" / f"{name}.tar.xz"
    assert archive.is_file()
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    for rel in ("Gameshelf/Gameshelf", "Gameshelf/_internal/gameshelf/desktop/qml/Main.qml", "install.sh",
                "uninstall.sh", "README.txt", "gameshelf.desktop", "icons/gameshelf.svg"):
        assert f"{name}/{rel}" in members, rel
    assert members[f"{name}/install.sh"].mode & 0o111 and members[f"{name}/Gameshelf/Gameshelf"].mode & 0o111
