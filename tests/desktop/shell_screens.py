"""Open each shell screen (home, settings, about, new game, rules) in a running window; render them all.

    QT_QPA_PLATFORM=offscreen python tests/desktop/shell_screens.py [OUT_DIR]

writes OUT_DIR/<screen>-<lang>.png (default /tmp/shell) for a look at every screen in both languages.
"""
from __future__ import annotations

from PySide6.QtCore import QMetaObject, QObject, QUrl, Q_ARG

from gameshelf.core.games import playable
from gameshelf.desktop.paths import qml_dir

PAGES = {"settings": "SettingsPage.qml", "about": "AboutPage.qml", "new": "NewGamePage.qml", "rules": "RulesPage.qml"}


def screens() -> list[str]:
    return ["home", "settings", "about"] + [f"{kind}:{game}" for game in playable() for kind in ("new", "rules")]


def open_screen(window: QObject, screen: str) -> None:
    """Pushes `screen` ("home", "settings", "new:GAME", ...) onto the window's page stack."""
    QMetaObject.invokeMethod(window, "showHome")
    if screen == "home":
        return
    kind, _, game = screen.partition(":")
    props = {"app": window}
    if game:
        props["gameId"] = game
    url = QUrl.fromLocalFile(str(qml_dir() / PAGES[kind])).toString()
    QMetaObject.invokeMethod(window, "openPage", Q_ARG("QVariant", url), Q_ARG("QVariant", props))


def main(out: str) -> int:
    import os
    import tempfile
    from pathlib import Path

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings, QTimer

    from gameshelf.desktop.runtime import Runtime
    from tests.desktop.conftest import make_args

    scratch = Path(tempfile.mkdtemp(prefix="gameshelf-shell-"))
    store = QSettings(str(scratch / "settings.ini"), QSettings.IniFormat)
    store.setValue("animationSpeed", "off")
    runtime = Runtime(make_args(), store, scratch / "data")
    window = runtime.load_qml()
    Path(out).mkdir(parents=True, exist_ok=True)

    def wait(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    for lang in ("en", "ja"):
        runtime.settings.language = lang
        for screen in screens():
            open_screen(window, screen)
            wait(250)
            path = Path(out) / f"{screen.replace(':', '-')}-{lang}.png"
            window.grabWindow().save(str(path))
            print(path)
    runtime.close()
    QCoreApplication.processEvents()
    return 1 if runtime.qml_warnings else 0


if __name__ == "__main__":
    import sys

    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shell"))
