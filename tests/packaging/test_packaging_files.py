"""Fast checks of the packaging files (no build): spec, .desktop entry, install/uninstall, icons, licences."""
from __future__ import annotations

import ast
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from packaging_helpers import (ICON_SIZES, ICONS, LICENSES, LINUX, PACKAGING, ROOT, png_size, read_desktop_entry,
                      validate_desktop_file)


def load_build_module():
    spec = importlib.util.spec_from_file_location("gameshelf_packaging_build", PACKAGING / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def spec_constant(name: str):
    """A literal assigned at the top level of packaging/gameshelf.spec, read without running the spec."""
    tree = ast.parse((PACKAGING / "gameshelf.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not assigned in gameshelf.spec")


# --- spec -------------------------------------------------------------------------------------------
def test_spec_is_valid_python_with_app_identity():
    source = (PACKAGING / "gameshelf.spec").read_text(encoding="utf-8")
    compile(source, "gameshelf.spec", "exec")
    assert spec_constant("APP_NAME") == "Gameshelf"
    assert spec_constant("BUNDLE_ID") == "io.gameshelf.Gameshelf"
    assert "copy_metadata(\"gameshelf\")" in source  # importlib.metadata.version works frozen
    assert "console=False" in source  # windowed
    assert (PACKAGING / "hooks" / "hook-PySide6.QtQml.py").is_file()


def test_spec_places_resources_where_paths_py_looks():
    """desktop/paths.py looks under sys._MEIPASS/gameshelf/<package>/: the spec's data go there."""
    source = (PACKAGING / "gameshelf.spec").read_text(encoding="utf-8")
    for dest in ("gameshelf/desktop/qml", "gameshelf/i18n", "gameshelf/assets/fonts", "gameshelf/assets/icons",
                 "gameshelf/assets/licenses"):
        assert f'"{dest}"' in source, dest


def _kept(path: str, patterns: list[str]) -> bool:
    return any(path == p or (p.endswith("/**") and (path == p[:-3] or path.startswith(p[:-2])))
               for p in patterns)


def test_spec_keeps_every_qt_qml_module_the_app_imports():
    """A new `import QtQuick.Something` in desktop/qml must be added to QML_KEEP, or the bundle breaks."""
    pyside = pytest.importorskip("PySide6")
    qt_qml = Path(pyside.__file__).parent / "Qt" / "qml"
    keep = spec_constant("QML_KEEP")
    imports = set()
    for qml in (ROOT / "desktop" / "qml").rglob("*.qml"):
        imports |= set(re.findall(r"^\s*import\s+([A-Za-z][\w.]*)", qml.read_text(encoding="utf-8"), re.M))
    qt_modules = {m for m in imports if (qt_qml / m.replace(".", "/") / "qmldir").exists()}
    assert {"QtQuick", "QtQuick.Controls"} <= qt_modules
    missing = sorted(m for m in qt_modules if not _kept(m.replace(".", "/"), keep))
    assert not missing, f"QML modules imported by desktop/qml but not in the spec's QML_KEEP: {missing}"
    style = re.search(r'^STYLE\s*=\s*"(\w+)"', (ROOT / "desktop" / "runtime.py").read_text(encoding="utf-8"), re.M)
    own = ROOT / "desktop" / "qml" / style.group(1) / "qmldir" if style else None
    if own is not None and own.exists():  # the app's own style ships with its QML; its fallback must be kept
        fallback = re.search(r"^import\s+([\w.]+)\s+auto", own.read_text(encoding="utf-8"), re.M)
        assert fallback and _kept(fallback.group(1).replace(".", "/"), keep), "the style's fallback is not bundled"
    elif style:
        assert _kept(f"QtQuick/Controls/{style.group(1)}", keep), f"the {style.group(1)} style is not bundled"


def test_qml_hook_filter_patterns():
    pytest.importorskip("PyInstaller")
    spec = importlib.util.spec_from_file_location("gameshelf_qml_hook", PACKAGING / "hooks" / "hook-PySide6.QtQml.py")
    hook = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hook)
    keep = ["QtQuick", "QtQuick/Controls/Fusion/**"]
    assert hook.kept("PySide6/Qt/qml/QtQuick", keep)
    assert not hook.kept("PySide6/Qt/qml/QtQuick/Particles", keep)
    assert hook.kept("PySide6/Qt/qml/QtQuick/Controls/Fusion", keep)
    assert hook.kept("PySide6/Qt/qml/QtQuick/Controls/Fusion/impl", keep)
    assert not hook.kept("PySide6/Qt/qml/QtQuick/Controls/FusionX", keep)
    assert not hook.kept("PySide6/Qt/qml/QtQuick/Controls/Material", keep)


def test_build_and_bench_scripts_have_a_help():
    for script in ("build.py", "bench_bundle.py", "render_icons.py"):
        result = subprocess.run([sys.executable, str(PACKAGING / script), "--help"], capture_output=True, text=True,
                                timeout=60)
        assert result.returncode == 0, result.stderr


def test_bench_reports_a_missing_bundle(tmp_path):
    result = subprocess.run([sys.executable, str(PACKAGING / "bench_bundle.py"), "--app", str(tmp_path / "none")],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "build.py" in result.stderr


# --- .desktop entry ------------------------------------------------------------------------------------
def test_desktop_entry_is_valid():
    path = LINUX / "gameshelf.desktop"
    validate_desktop_file(path)
    entry = read_desktop_entry(path)
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Gameshelf"
    assert entry["Icon"] == "gameshelf"
    assert entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")
    assert entry["Exec"].endswith(" %f")  # install.sh puts the absolute path before the file a save opens with
    assert entry["MimeType"] == "application/x-gameshelf-save;"


def test_the_save_type_matches_what_the_app_writes():
    """The MIME definition's magic is the start of every save, and its glob the save dialog's suffix."""
    import xml.etree.ElementTree as ET
    from gameshelf.core.engine import Seat, dumps
    from gameshelf.core.engine.session import Session
    from gameshelf.core.games import registry
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(LINUX / "gameshelf-save.xml").getroot()
    kind = root.find("m:mime-type", ns)
    assert kind.get("type") == "application/x-gameshelf-save"
    magic = kind.find("m:magic/m:match", ns)
    game = registry()["grimoire"]
    save = dumps(Session.new(game, [Seat("A"), Seat("B")], {}, 1).record, game)
    assert magic.get("value") in save[: int(magic.get("offset").split(":")[1]) + len(magic.get("value"))]
    assert kind.find("m:glob", ns).get("pattern") == "*.gameshelf.json"
    assert 'defaultSuffix: "gameshelf.json"' in (ROOT / "desktop" / "qml" / "Main.qml").read_text(encoding="utf-8")


# --- install.sh / uninstall.sh ----------------------------------------------------------------------
def make_fake_archive(folder: Path) -> Path:
    """The archive's layout (from build.py) around a tiny fake app instead of the real bundle."""
    build = load_build_module()
    app = folder / "Gameshelf"
    (app / "_internal").mkdir(parents=True)
    exe = app / "Gameshelf"
    exe.write_text('#!/bin/sh\necho "fake-gameshelf $*"\n')
    exe.chmod(0o755)
    (app / "_internal" / "data.txt").write_text("data\n")
    os.symlink("data.txt", app / "_internal" / "link.txt")
    for src, rel in build.archive_extras():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, folder / rel)
    return folder


def run_sh(script: Path, env: dict, *args: str) -> subprocess.CompletedProcess:
    result = subprocess.run(["sh", str(script), *args], env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
    return result


def installed_paths(data_home: Path, home: Path) -> dict[str, Path]:
    paths = {
        "exe": data_home / "gameshelf" / "Gameshelf",
        "data": data_home / "gameshelf" / "_internal" / "data.txt",
        "uninstall": data_home / "gameshelf" / "uninstall.sh",
        "link": home / ".local" / "bin" / "gameshelf",
        "desktop": data_home / "applications" / "gameshelf.desktop",
        "svg": data_home / "icons" / "hicolor" / "scalable" / "apps" / "gameshelf.svg",
        "mime": data_home / "mime" / "packages" / "gameshelf.xml",
        "mime_icon": data_home / "icons" / "hicolor" / "scalable" / "mimetypes" / "application-x-gameshelf-save.svg",
    }
    for size in ICON_SIZES:
        paths[f"png{size}"] = data_home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "gameshelf.png"
    return paths


SHARED_CACHES = {"mimeinfo.cache", "icon-theme.cache"}  # written by update-desktop-database & co., not ours


def leftover_files(home: Path) -> list[str]:
    return sorted(str(p.relative_to(home)) for p in home.rglob("*")
                  if (p.is_file() or p.is_symlink()) and p.name not in SHARED_CACHES)


def check_install(pkg: Path, env: dict, data_home: Path) -> dict[str, Path]:
    home = Path(env["HOME"])
    run_sh(pkg / "install.sh", env)
    paths = installed_paths(data_home, home)
    for key, path in paths.items():
        assert path.exists(), f"{key}: {path} was not installed"
    assert os.access(paths["exe"], os.X_OK)
    assert (paths["data"].parent / "link.txt").is_symlink()  # the app folder's symlinks survive the copy
    assert paths["link"].is_symlink() and paths["link"].resolve() == paths["exe"].resolve()
    out = subprocess.run([str(paths["link"]), "--x"], capture_output=True, text=True, env=env, timeout=30).stdout
    assert out.strip() == "fake-gameshelf --x"
    entry = read_desktop_entry(paths["desktop"])
    assert entry["Exec"].endswith(" %f") and entry["MimeType"] == "application/x-gameshelf-save;"
    exec_path = entry["Exec"][: -len(" %f")].strip('"').replace('\\"', '"')
    assert os.path.isabs(exec_path) and Path(exec_path) == paths["exe"], entry["Exec"]
    assert entry["TryExec"] == str(paths["exe"])
    assert entry["Icon"] == "gameshelf"
    validate_desktop_file(paths["desktop"])
    for size in ICON_SIZES:
        assert png_size(paths[f"png{size}"]) == (size, size)
    return paths


def test_install_then_uninstall_leaves_nothing(tmp_path, clean_env):
    pkg = make_fake_archive(tmp_path / "gameshelf-0.0.0-linux-x86_64")
    home = Path(clean_env["HOME"])
    paths = check_install(pkg, clean_env, home / ".local" / "share")
    run_sh(pkg / "install.sh", clean_env)  # again: replaces the first install in place
    assert paths["exe"].exists() and not (home / ".local" / "share" / "gameshelf.new").exists()
    run_sh(paths["uninstall"], clean_env)  # the copy kept inside the app folder
    for key, path in paths.items():
        assert not path.exists() and not path.is_symlink(), f"{key}: {path} is still there"
    assert leftover_files(home) == []


def test_install_honours_xdg_data_home(tmp_path, clean_env):
    pkg = make_fake_archive(tmp_path / "pkg")
    data_home = tmp_path / "xdg data"  # a space: Exec must be quoted per the Desktop Entry spec
    env = {**clean_env, "XDG_DATA_HOME": str(data_home)}
    paths = check_install(pkg, env, data_home)
    assert read_desktop_entry(paths["desktop"])["Exec"].startswith('"')
    run_sh(pkg / "uninstall.sh", env)  # the archive's copy works too
    assert leftover_files(data_home) == [] and leftover_files(Path(env["HOME"])) == []


def test_install_keeps_a_foreign_gameshelf_command(tmp_path, clean_env):
    home = Path(clean_env["HOME"])
    foreign = home / ".local" / "bin" / "gameshelf"
    foreign.parent.mkdir(parents=True)
    foreign.write_text("#!/bin/sh\n# pip-installed entry point\n")
    pkg = make_fake_archive(tmp_path / "pkg")
    result = run_sh(pkg / "install.sh", clean_env)
    assert "leaving it" in result.stderr
    assert not foreign.is_symlink() and "pip-installed" in foreign.read_text()
    run_sh(pkg / "uninstall.sh", clean_env)
    assert foreign.exists() and "pip-installed" in foreign.read_text()


def test_uninstall_purge_removes_settings_and_saves(tmp_path, clean_env):
    home = Path(clean_env["HOME"])
    pkg = make_fake_archive(tmp_path / "pkg")
    run_sh(pkg / "install.sh", clean_env)
    settings = home / ".config" / "Gameshelf" / "Gameshelf.conf"
    save = home / ".local" / "share" / "Gameshelf" / "Gameshelf" / "autosave.gameshelf.json"
    for path in (settings, save):
        path.parent.mkdir(parents=True)
        path.write_text("x")
    run_sh(pkg / "uninstall.sh", clean_env)
    assert settings.exists() and save.exists()  # kept by default
    run_sh(pkg / "uninstall.sh", clean_env, "--purge")
    assert not settings.exists() and not save.exists()


def test_install_refuses_to_run_outside_the_archive(tmp_path, clean_env):
    lonely = tmp_path / "lonely"
    lonely.mkdir()
    shutil.copy2(LINUX / "install.sh", lonely / "install.sh")
    result = subprocess.run(["sh", str(lonely / "install.sh")], env=clean_env, capture_output=True, text=True)
    assert result.returncode != 0 and "unpacked archive" in result.stderr
    assert not (Path(clean_env["HOME"]) / ".local").exists()


# --- icons --------------------------------------------------------------------------------------------
def test_icons_exist_at_every_size():
    for size in ICON_SIZES:
        assert png_size(ICONS / f"gameshelf-{size}.png") == (size, size)
    root = ET.parse(ICONS / "gameshelf.svg").getroot()
    assert root.tag.endswith("svg") and root.get("viewBox") == "0 0 512 512"
    assert (ICONS / "gameshelf.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"  # Windows icon for the spec
    assert (ICONS / "gameshelf.icns").read_bytes()[:4] == b"icns"  # macOS icon for the spec


@pytest.mark.parametrize("size", [512, 256, 64])
def test_icon_is_drawn_inside_its_rounded_square(size):
    """Nothing of the road, the wheel or the die shows outside the card (16..496, corners of radius 104, in
    the SVG's 512 units): every pixel more than a pixel outside it is transparent."""
    from PySide6.QtGui import QImage

    image = QImage(str(ICONS / f"gameshelf-{size}.png"))
    assert not image.isNull()
    unit = size / 512
    left, right, radius = 16 * unit, 496 * unit, 104 * unit
    outside = []
    for y in range(size):
        for x in range(size):
            px, py = x + 0.5, y + 0.5
            # the distance outside the rounded square (0 inside it)
            cx = min(max(px, left + radius), right - radius)
            cy = min(max(py, left + radius), right - radius)
            dx, dy = abs(px - cx), abs(py - cy)
            beyond = (dx * dx + dy * dy) ** 0.5 - radius
            if beyond > 1.0 and image.pixelColor(x, y).alpha() > 0:
                outside.append((x, y))
    assert not outside, f"{len(outside)} pixels drawn outside the card, e.g. {outside[:5]}"


def test_icons_are_not_older_than_the_svg():
    svg_time = (ICONS / "gameshelf.svg").stat().st_mtime
    stale = [p.name for p in ICONS.glob("gameshelf*.png") if p.stat().st_mtime + 2 < svg_time]
    assert not stale, f"re-render with `python packaging/render_icons.py`: {stale}"


# --- licences ------------------------------------------------------------------------------------------
def test_licence_texts_are_present_and_listed():
    for name in ("THIRD-PARTY.md", "Qt-PySide6-LGPL-NOTICE.txt", "LGPL-3.0.txt", "GPL-3.0.txt", "attrs-MIT.txt",
                 "cattrs-MIT.txt", "Python-PSF.txt", "ICU-Unicode.txt", "NotoSansJP-OFL-1.1.txt"):
        assert (LICENSES / name).stat().st_size > 200, name
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (LICENSES / "LGPL-3.0.txt").read_text()
    assert "Version 3" in (LICENSES / "LGPL-3.0.txt").read_text()
    for name in ("attrs-MIT.txt", "cattrs-MIT.txt"):
        assert "Permission is hereby granted" in (LICENSES / name).read_text(encoding="utf-8")
    table = (LICENSES / "THIRD-PARTY.md").read_text(encoding="utf-8")
    referenced = set(re.findall(r"`([\w./-]+\.(?:txt|md))`", table))
    assert referenced, "THIRD-PARTY.md names no licence files"
    missing = [r for r in referenced if not (LICENSES / r).is_file() and not (ROOT / "assets" / "fonts" / Path(r).name).is_file()]
    assert not missing, missing
    on_disk = {str(p.relative_to(LICENSES)) for p in LICENSES.rglob("*") if p.is_file()} - {"THIRD-PARTY.md"}
    assert on_disk <= referenced, f"licence files THIRD-PARTY.md does not mention: {sorted(on_disk - referenced)}"
    assert (LICENSES / "NotoSansJP-OFL-1.1.txt").read_bytes() == (ROOT / "assets" / "fonts" / "OFL.txt").read_bytes()


# --- the build's library check ----------------------------------------------------------------------
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF bundles only")
def test_library_check_fails_on_a_missing_xcb_util_library(tmp_path):
    """A bundle whose xcb platform plugin lacks libxcb-icccm/keysyms (it happened) fails the build's check;
    with them present, only what bundle_libs.py leaves to the system may be missing."""
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    build = load_build_module()
    build.use_output(tmp_path)
    internal = build.data_dir()
    plugin = internal / "PySide6" / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    plugin.parent.mkdir(parents=True)
    shutil.copy2(qt / "plugins" / "platforms" / "libqxcb.so", plugin)
    (internal / "PySide6" / "Qt" / "lib").mkdir(parents=True)
    for name in ("libQt6XcbQpa.so.6", "libQt6Gui.so.6", "libQt6Core.so.6"):  # names are what is checked
        (internal / "PySide6" / "Qt" / "lib" / name).write_bytes(b"")
    others = ("libxkbcommon.so.0", "libxkbcommon-x11.so.0", "libxcb-cursor.so.0", "libxcb-util.so.1",
              "libxcb-image.so.0", "libxcb-randr.so.0", "libxcb-render-util.so.0", "libxcb-shm.so.0",
              "libxcb-sync.so.1", "libxcb-xfixes.so.0", "libxcb-render.so.0", "libxcb-shape.so.0", "libxcb-xkb.so.1")
    for name in others:
        (internal / name).write_bytes(b"")
    missing = build.libraries_missing_from_the_bundle()
    assert missing == [f"PySide6/Qt/plugins/platforms/libqxcb.so: {n}" for n in ("libxcb-icccm.so.4",
                                                                                  "libxcb-keysyms.so.1")]
    for name in ("libxcb-icccm.so.4", "libxcb-keysyms.so.1"):
        (internal / name).write_bytes(b"")
    assert build.libraries_missing_from_the_bundle() == []  # libxcb, libX11, GL, libc: the system's
