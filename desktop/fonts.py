"""Registers the bundled fonts so Japanese renders on machines without a CJK font."""
from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from .paths import fonts_dir

UI_FAMILIES = ("Noto Sans", "DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial")


def register_bundled_fonts(app: QGuiApplication) -> list[str]:
    """Loads every .otf/.ttf under assets/fonts; returns the families added.

    The bundled families go after a Latin UI family in the application font's
    fallback list, so Latin text keeps its usual face and any glyph it lacks
    (kana, kanji) comes from the bundled CJK font.
    """
    families: list[str] = []
    folder = fonts_dir()
    if folder.is_dir():
        for path in sorted(folder.rglob("*")):
            if path.suffix.lower() in (".otf", ".ttf"):
                font_id = QFontDatabase.addApplicationFont(str(path))
                if font_id >= 0:
                    families += [f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in families]
    installed = set(QFontDatabase.families())
    latin = [f for f in UI_FAMILIES if f in installed][:1]
    font = QFont(app.font())
    if latin or families:
        font.setFamilies(latin + families + [f for f in font.families() if f not in latin + families])
    app.setFont(font)
    return families
