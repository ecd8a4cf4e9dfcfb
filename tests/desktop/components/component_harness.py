"""Load Gameshelf's reusable QML components in small throwaway scenes (tests + previews).

A scene is the body of a `Window` written as a QML string. It is loaded with a base URL inside
desktop/qml/components/, so every component there is available by file name without imports.
Engine warnings (QML errors arrive as warnings, not exceptions) are collected in `warnings`.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Iterator

from PySide6.QtCore import QByteArray, QEventLoop, QMetaObject, QObject, QTimer, QUrl, Q_ARG, Q_RETURN_ARG
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickItem, QQuickWindow

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # qt_items, shared with the table tests
from qt_items import child_items  # noqa: E402

from gameshelf.desktop.dice_art import PROVIDER as DICE, DiceImages  # noqa: E402

REPO = Path(__file__).resolve().parents[3]
COMPONENTS = REPO / "desktop" / "qml" / "components"
# Loaded relative to this (non-existent) file so that sibling components resolve by name.
BASE_URL = QUrl.fromLocalFile(str(COMPONENTS / "_scene.qml"))

HEADER = "import QtQuick\nimport QtQuick.Controls.Basic\n"


class Scene:
    """One QQmlApplicationEngine holding one Window built from `body`."""

    def __init__(self, body: str, width: int = 800, height: int = 600, color: str = "#2e5a45",
                 imports: str = "") -> None:
        self.engine = QQmlApplicationEngine()
        self.engine.addImportPath(str(COMPONENTS.parent))  # the app's controls style, GameshelfStyle
        self.engine.addImageProvider(DICE, DiceImages())  # Die.qml's faces, as the app has them
        self.warnings: list[str] = []
        self.engine.warnings.connect(self._on_warnings)
        source = (
            f"{HEADER}{imports}\n"
            f"Window {{\n    width: {width}; height: {height}; visible: true; color: \"{color}\"\n"
            f"{body}\n}}\n"
        )
        self.engine.loadData(QByteArray(source.encode("utf-8")), BASE_URL)
        roots = self.engine.rootObjects()
        if not roots:
            raise RuntimeError("scene failed to load:\n" + "\n".join(self.warnings) + "\n" + source)
        self.window: QQuickWindow = roots[0]

    def _on_warnings(self, errors) -> None:
        self.warnings.extend(e.toString() for e in errors)

    # ---- lookup ---------------------------------------------------------------
    def obj(self, name: str) -> QQuickItem:
        found = self.window.findChild(QQuickItem, name)
        if found is None:
            found = next((i for i in self.items() if i.objectName() == name), None)
        if found is None:
            raise LookupError(name)
        return found

    def items(self, root: QQuickItem | None = None) -> Iterator[QQuickItem]:
        """Every item of the visual tree under `root` (includes Repeater / ListView delegates)."""
        stack = [root or self.window.contentItem()]
        while stack:
            item = stack.pop()
            yield item
            stack.extend(reversed(child_items(item)))

    def named(self, name: str, root: QQuickItem | None = None, visible_only: bool = False) -> list[QQuickItem]:
        return [i for i in self.items(root) if i.objectName() == name and (i.isVisible() or not visible_only)]

    def texts(self, root: QQuickItem | None = None) -> list[str]:
        out = []
        for item in self.items(root):
            if item.metaObject().indexOfProperty("text") >= 0 and item.isVisible():
                value = item.property("text")
                if isinstance(value, str) and value:
                    out.append(value)
        return out

    # ---- calls ---------------------------------------------------------------
    @staticmethod
    def call(obj: QObject, method: str, *args):
        """Invoke a QML function (its parameters are QVariant)."""
        qargs = [Q_ARG("QVariant", a) for a in args]
        ok = QMetaObject.invokeMethod(obj, method, Q_RETURN_ARG("QVariant"), *qargs)
        return ok

    @staticmethod
    def plain_text(text_edit: QObject, start: int = 0, end: int | None = None) -> str:
        """TextEdit.getText(start, end): the rendered text without formatting."""
        if end is None:
            end = text_edit.property("length")
        return QMetaObject.invokeMethod(text_edit, "getText", Q_RETURN_ARG("QString"),
                                        Q_ARG(int, start), Q_ARG(int, end))

    @staticmethod
    def center_in_window(item: QQuickItem):
        return item.mapToScene(item.boundingRect().center()).toPoint()

    def wait(self, ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def grab(self, path: Path, settle_ms: int = 0) -> None:
        if settle_ms:
            self.wait(settle_ms)
        image = self.window.grabWindow()
        path.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(path)):
            raise OSError(f"could not save {path}")

    def close(self) -> None:
        self.window.close()
        self.window.deleteLater()
        self.engine.deleteLater()
