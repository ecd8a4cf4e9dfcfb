"""Command-line reasons in the player's language, before any window exists (Qt is loaded only when one is shown)."""
from __future__ import annotations

import sys


def language_asked(argv: list[str]) -> str | None:
    """The --lang of a command line that could not be parsed, if it names one."""
    for i, arg in enumerate(argv):
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
    return None


def explain(reason, language: str | None) -> str:
    """A command-line reason in the player's language (--lang, else the saved setting, else the system's)."""
    from PySide6.QtCore import QCoreApplication, QSettings

    from .models.settings import LANGUAGES, system_language
    from .translations import Translations, tr

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    if language not in LANGUAGES:
        language = str(QSettings("Gameshelf", "Gameshelf").value("language", system_language()))
    Translations(app).apply(language if language in LANGUAGES else "en")
    return f"gameshelf: {tr(reason)}"
