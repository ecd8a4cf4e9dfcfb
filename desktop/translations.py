"""Installs the translator for the chosen language, re-translates live QML, and renders core messages."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtQml import QQmlEngine

from gameshelf.core.engine import Msg, render

from .paths import i18n_dir


def tr(msg: Msg) -> str:
    """A core message in the current language."""
    return render(msg, QCoreApplication.translate)


_installs = 0  # how many times the translators changed (see `translations_version`)


def translations_version() -> int:
    """Changes whenever the translators do: texts a presenter renders once and keeps (its spaces' names) are
    kept while it stays the same."""
    return _installs


class SaidOnce:
    """`tr`, keeping each text for the language: a presenter says the same names (spaces, pieces, cards, teams)
    scene after scene, and rendering them again was a good part of making a scene. The texts are kept while the
    translators stay (`translations_version`) and dropped when they grow past a long game's worth."""

    LIMIT = 4096

    def __init__(self) -> None:
        self._texts: dict[Msg, str] = {}
        self._version = -1

    def __call__(self, msg: Msg) -> str:
        version = translations_version()
        if version != self._version or len(self._texts) > self.LIMIT:
            self._texts, self._version = {}, version
        text = self._texts.get(msg)
        if text is None:
            text = self._texts[msg] = tr(msg)
        return text


class Translations:
    """Owns the installed translators (Python refs keep them alive)."""

    def __init__(self, app: QCoreApplication):
        self._app = app
        self._installed: list[QTranslator] = []
        self._engines: list[QQmlEngine] = []
        self.language = ""

    def attach(self, engine: QQmlEngine) -> None:
        self._engines.append(engine)

    def clear(self) -> None:
        global _installs
        _installs += 1  # the translators change from here: kept texts are made again
        for old in self._installed:
            self._app.removeTranslator(old)
        self._installed.clear()

    def apply(self, language: str) -> None:
        self.clear()
        for catalogue in sorted(i18n_dir().glob(f"*_{language}.qm")):  # the shell's and one per game
            ours = QTranslator(self._app)
            if ours.load(str(catalogue)):
                self._installed.append(ours)
        qt_dir = QLibraryInfo.path(QLibraryInfo.TranslationsPath)
        for catalogue in ("qtbase", "qtdeclarative"):  # Qt's own strings; qtdeclarative: the Qt Quick dialogs
            qt = QTranslator(self._app)
            if language != "en" and qt.load(f"{catalogue}_{language}", qt_dir):
                self._installed.append(qt)
        for translator in self._installed:
            self._app.installTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Japanese if language == "ja" else QLocale.English))
        self.language = language
        for engine in self._engines:
            engine.setUiLanguage(language)
            engine.retranslate()
