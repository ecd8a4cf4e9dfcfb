"""The bundled Japanese font covers every character the app can show."""
import pathlib
import re

from PySide6.QtGui import QRawFont

ROOT = pathlib.Path(__file__).resolve().parents[2]


def shown_text() -> str:
    catalogues = "".join(p.read_text("utf-8") for p in sorted((ROOT / "i18n").glob("*_ja.ts")))
    translations = re.findall(r"<(?:source|translation)>(.*?)</(?:source|translation)>", catalogues, flags=re.S)
    rulebooks = [p.read_text("utf-8") for p in (ROOT / "i18n/rules").rglob("*.md")]
    return "".join(translations + rulebooks)


def test_bundled_font_has_every_character_of_the_translations_and_rulebooks(qapp):
    fonts = [QRawFont(str(p), 16) for p in sorted((ROOT / "assets/fonts").glob("*.otf"))]
    assert fonts and all(f.isValid() for f in fonts)
    needed = {c for c in shown_text() if not c.isspace() and ord(c) > 0x7F}
    for font in fonts:
        # glyph 0 is .notdef; QRawFont.supportsCharacter goes by the OS/2 range bits, not the cmap
        missing = sorted(c for c in needed if font.glyphIndexesForString(c) in ([], [0]))
        assert not missing, f"{font.familyName()} {font.styleName()} lacks {''.join(missing)}"
