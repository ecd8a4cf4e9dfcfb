"""Fixtures for the QML component tests (desktop/qml/components)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

# Must be set before the QApplication exists. An explicit value (e.g. "xcb" under Xvfb) wins.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pytest  # noqa: E402
from PySide6.QtCore import QtMsgType  # noqa: E402

from component_harness import Scene  # noqa: E402

# Qt messages that are noise from the offscreen platform, not problems in our QML.
BENIGN = (
    "This plugin does not support",
    "propagateSizeHints",
)


@pytest.fixture
def scene(qapp, qtbot, qtlog):
    """Factory: scene(body, width=..., height=...) -> Scene, with the window exposed.

    On teardown the test fails if the QML engine reported any warning, or if Qt logged a
    warning/critical message (Context2D, bindings, JS errors in handlers, ...).
    """
    made: list[Scene] = []

    def make(body: str, width: int = 800, height: int = 600, **kw) -> Scene:
        s = Scene(body, width, height, **kw)
        made.append(s)
        qtbot.waitExposed(s.window)
        # the offscreen platform applies the initial geometry a little later
        content = s.window.contentItem()
        qtbot.waitUntil(lambda: content.width() == width and content.height() == height, timeout=2000)
        return s

    yield make

    problems = [w for s in made for w in s.warnings]
    problems += [
        r.message for r in qtlog.records
        if r.type in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
        and not any(b in r.message for b in BENIGN)
    ]
    for s in made:
        s.close()
    assert not problems, "QML/Qt warnings:\n" + "\n".join(problems)
