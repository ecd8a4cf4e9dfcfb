"""Opening a shell screen by name ("home", "history", "settings", "about", "new:GAME", "rules:GAME",
"reference:GAME", "learn:GAME") in a running window.

`gameshelf --screen NAME` and the tests use it, so every screen can be looked at in either language.
"""
from __future__ import annotations

from PySide6.QtCore import QMetaObject, QObject, QUrl, Q_ARG

from .paths import qml_dir

PAGES = {"history": "HistoryPage.qml", "settings": "SettingsPage.qml", "about": "AboutPage.qml",
         "new": "NewGamePage.qml", "rules": "RulesPage.qml", "reference": "ReferencePage.qml"}


def open_screen(window: QObject, screen: str, step: int | None = None) -> None:
    """Shows the home screen, then pushes `screen` onto the window's page stack; "learn:GAME" opens the
    game's lesson at `step` (counted from 1, the steps before it done), or where the player left it."""
    QMetaObject.invokeMethod(window, "showHome")
    if screen == "home":
        return
    kind, _, game = screen.partition(":")
    if kind == "learn":
        QMetaObject.invokeMethod(window, "learn", Q_ARG("QVariant", game), Q_ARG("QVariant", step or 0))
        return
    props = {"app": window}
    if game:
        props["gameId"] = game
    url = QUrl.fromLocalFile(str(qml_dir() / PAGES[kind])).toString()
    QMetaObject.invokeMethod(window, "openPage", Q_ARG("QVariant", url), Q_ARG("QVariant", props))
