"""Replaces PyInstaller's own hook for PySide6.QtQml (a hook on the spec's hookspath wins over the built-in one).

The built-in hook collects *every* QML module shipped with PySide6 (Controls styles the app never
selects, Particles, Timeline, VirtualKeyboard, the Wayland compositor, ...), and their Qt libraries then
come along through the binary dependency analysis. This hook does the same collection and cuts it down
to the QML modules listed in the spec's ``hooksconfig["gameshelf"]["qml_keep"]`` *before* that
analysis runs, so the libraries of the dropped modules are never pulled in.

Pattern syntax (paths relative to Qt's qml/ folder): ``QtQuick`` keeps the files of that module folder
only (not its sub-modules); ``QtQuick/Controls/Fusion/**`` keeps the folder and everything below it.
Without the hooksconfig entry the hook behaves like the built-in one.
"""
from PyInstaller.utils.hooks import get_hook_config, logger
from PyInstaller.utils.hooks.qt import add_qt6_dependencies, pyside6_library_info

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)


def qml_relative(dest: str) -> str:
    """'PySide6/Qt/qml/QtQuick/Controls/Fusion' -> 'QtQuick/Controls/Fusion'."""
    parts = dest.replace("\\", "/").split("/")
    return "/".join(parts[parts.index("qml") + 1:]) if "qml" in parts else dest


def kept(dest_dir: str, patterns: list[str]) -> bool:
    path = qml_relative(dest_dir)
    for pattern in patterns:
        if pattern.endswith("/**"):
            base = pattern[:-3]
            if path == base or path.startswith(base + "/"):
                return True
        elif path == pattern:
            return True
    return False


def hook(hook_api):
    patterns = get_hook_config(hook_api, "gameshelf", "qml_keep")
    qml_binaries, qml_datas = pyside6_library_info.collect_qtqml_files()
    if patterns is not None:
        before = len(qml_binaries) + len(qml_datas)
        qml_binaries = [(src, dest) for src, dest in qml_binaries if kept(dest, patterns)]
        qml_datas = [(src, dest) for src, dest in qml_datas if kept(dest, patterns)]
        logger.info("gameshelf: kept %d of %d QML module files", len(qml_binaries) + len(qml_datas), before)
    hook_api.add_binaries(qml_binaries)
    hook_api.add_datas(qml_datas)
