#!/usr/bin/env python3
"""Build the bundled Japanese fonts (assets/fonts/NotoSansJP-*.otf) from Noto Sans CJK.

The source is the OpenType collection of Noto Sans CJK (Debian: fonts-noto-cjk,
/usr/share/fonts/opentype/noto/NotoSansCJK-{Regular,Bold}.ttc). From each
collection this script takes the Japanese face (Noto Sans CJK JP), keeps only
the characters Gameshelf needs, renames the family to "Noto Sans JP Gameshelf"
so that it never clashes with a full Noto Sans CJK installed on the machine,
and writes a CFF-flavoured OpenType file.

Characters kept:

- Latin: Basic Latin, Latin-1 Supplement, Latin Extended-A;
- punctuation and symbols: General Punctuation, super/subscripts, currency,
  letterlike symbols, number forms, arrows, mathematical operators,
  miscellaneous technical, enclosed alphanumerics (circled numbers), box
  drawing, block elements, geometric shapes, miscellaneous symbols (card
  suits, stars), dingbats (check marks);
- Japanese: CJK Symbols and Punctuation, Hiragana, Katakana, Katakana
  Phonetic Extensions, Halfwidth and Fullwidth Forms;
- every character of JIS X 0208 (rows 1-8: symbols, Greek, Cyrillic; rows
  16-47: level 1 kanji; rows 48-84: level 2 kanji), taken from Python's own
  'euc_jp' codec, so no download is needed. JIS X 0208 holds all 2,136 Joyo
  kanji except four that the 2010 list gives in a form outside it; those four
  are added by code point (JOYO_OUTSIDE_JIS_X_0208);
- every character that appears in i18n/rules/**/*.md and i18n/*.ts, so that
  a rulebook or a translation never shows a missing glyph.

Size: CFF hinting is dropped (it is what makes the glyphs large, and Qt
renders CJK well without it), subroutines are kept (smaller than
desubroutinized outlines), and only the horizontal OpenType layout features
that matter for Japanese UI text are kept (no vertical forms, no localized
Chinese/Korean forms, no Jinmei alternates). Each face comes out near 1.6 MB.

Usage (from the repository root; needs `pip install fonttools`):

    python tools/subset_font.py
    python tools/subset_font.py --source-dir /usr/share/fonts/opentype/noto --out-dir assets/fonts
    python tools/subset_font.py --check        # only verify the files already built
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

REPO = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE_DIR = Path("/usr/share/fonts/opentype/noto")
DEFAULT_OUT_DIR = REPO / "assets" / "fonts"

SOURCE_FACE = "Noto Sans CJK JP"  # family (name ID 1) of the face to take from the collection
FAMILY = "Noto Sans JP Gameshelf"
PS_FAMILY = "NotoSansJPGameshelf"
STYLES = {
    # style: (source collection, output file)
    "Regular": ("NotoSansCJK-Regular.ttc", "NotoSansJP-Regular.otf"),
    "Bold": ("NotoSansCJK-Bold.ttc", "NotoSansJP-Bold.otf"),
}

BLOCKS: tuple[tuple[int, int], ...] = (
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x00FF),  # Latin-1 Supplement
    (0x0100, 0x017F),  # Latin Extended-A (accented player names)
    (0x2000, 0x206F),  # General Punctuation
    (0x2070, 0x209F),  # Superscripts and Subscripts
    (0x20A0, 0x20CF),  # Currency Symbols
    (0x2100, 0x214F),  # Letterlike Symbols
    (0x2150, 0x218F),  # Number Forms (Roman numerals)
    (0x2190, 0x21FF),  # Arrows
    (0x2200, 0x22FF),  # Mathematical Operators
    (0x2300, 0x23FF),  # Miscellaneous Technical
    (0x2460, 0x24FF),  # Enclosed Alphanumerics (circled numbers)
    (0x2500, 0x257F),  # Box Drawing
    (0x2580, 0x259F),  # Block Elements
    (0x25A0, 0x25FF),  # Geometric Shapes
    (0x2600, 0x26FF),  # Miscellaneous Symbols (suits, stars)
    (0x2700, 0x27BF),  # Dingbats (check marks)
    (0x3000, 0x303F),  # CJK Symbols and Punctuation
    (0x3040, 0x309F),  # Hiragana
    (0x30A0, 0x30FF),  # Katakana
    (0x31F0, 0x31FF),  # Katakana Phonetic Extensions
    (0xFF00, 0xFFEF),  # Halfwidth and Fullwidth Forms
)

# Joyo kanji (2010 list) whose listed form has no code point in JIS X 0208:
# U+20B9F (shika-ru), U+5861 (te-n), U+525D (ha-gu), U+9830 (ho-o).
JOYO_OUTSIDE_JIS_X_0208 = (0x20B9F, 0x5861, 0x525D, 0x9830)

# Horizontal layout features kept (the rest of fontTools' default list minus
# vertical writing, Chinese/Korean localized forms and Jinmei alternates,
# which would pull in thousands of glyphs the app never shows).
DROPPED_FEATURES = {"locl", "vert", "vrt2", "vrtr", "valt", "vhal", "vkrn", "vpal", "vchw", "vjmo", "jalt"}

# Strings the built fonts must be able to show (checked after building).
CHECK_STRINGS = ("ダイスロードレース", "総合時間", "山岳", "本版のルール", "タイムトライアル", "ボーナスタイム",
                 "Gameshelf", "１２３", "→", "×", "①")


def jis_x_0208(rows: range) -> set[int]:
    """Characters of the given JIS X 0208 rows (kuten), read through the 'euc_jp' codec."""
    chars: set[int] = set()
    for row in rows:
        for cell in range(1, 95):
            try:
                text = bytes((row + 0xA0, cell + 0xA0)).decode("euc_jp")
            except UnicodeDecodeError:
                continue  # unassigned cell
            if len(text) == 1:
                chars.add(ord(text))
    return chars


def project_text_chars(repo: Path) -> set[int]:
    """Every non-ASCII character used in the rulebooks and UI translations."""
    chars: set[int] = set()
    files = sorted((repo / "i18n" / "rules").glob("**/*.md")) + sorted((repo / "i18n").glob("*.ts"))
    for path in files:
        chars.update(ord(ch) for ch in path.read_text(encoding="utf-8") if ord(ch) > 0x7F)
    return chars


def wanted_unicodes(repo: Path) -> set[int]:
    chars: set[int] = set()
    for first, last in BLOCKS:
        chars.update(range(first, last + 1))
    chars |= jis_x_0208(range(1, 9))  # symbols, Greek, Cyrillic, box drawing
    chars |= jis_x_0208(range(16, 85))  # level 1 (16-47) and level 2 (48-84) kanji
    chars.update(JOYO_OUTSIDE_JIS_X_0208)
    chars |= project_text_chars(repo)
    return chars


def japanese_face(collection_path: Path) -> TTFont:
    collection = TTCollection(str(collection_path))
    for font in collection.fonts:
        if font["name"].getDebugName(1) == SOURCE_FACE:
            return font
    raise SystemExit(f"{collection_path}: no face named {SOURCE_FACE!r}")


def rename(font: TTFont, style: str) -> None:
    """Give the subset its own family name in every name record and in the CFF table."""
    name = font["name"]
    ps_name = f"{PS_FAMILY}-{style}"
    version = name.getDebugName(5) or ""
    full = FAMILY if style == "Regular" else f"{FAMILY} {style}"
    new = {
        1: FAMILY,
        2: style,
        3: f"{version.split(';')[0].removeprefix('Version ')};GAMESHELF;{ps_name}",
        4: full,
        5: f"{version}; Gameshelf subset",
        6: ps_name,
        16: FAMILY,
        17: style,
    }
    # Drop every (possibly localized) family/style/unique/full/PostScript name, then write ours.
    name.names = [rec for rec in name.names if rec.nameID not in new and rec.nameID not in (18, 20, 21, 22)]
    for name_id, value in new.items():
        if name_id in (16, 17):
            continue  # identical to 1 and 2 for a Regular/Bold pair: not needed
        name.setName(value, name_id, 3, 1, 0x409)  # Windows, Unicode BMP, English (US)
        name.setName(value, name_id, 1, 0, 0)  # Macintosh, Roman, English
    cff = font["CFF "].cff
    cff.fontNames = [ps_name]
    top = cff.topDictIndex[0]
    if hasattr(top, "FullName"):
        top.FullName = full
    if hasattr(top, "FamilyName"):
        top.FamilyName = FAMILY
    if hasattr(top, "CIDFontName"):
        top.CIDFontName = ps_name


def build(style: str, source_dir: Path, out_dir: Path, unicodes: set[int]) -> Path:
    source_name, out_name = STYLES[style]
    font = japanese_face(source_dir / source_name)
    options = subset.Options()
    options.hinting = False
    options.desubroutinize = False
    options.layout_features = [f for f in subset.Options._layout_features_default if f not in DROPPED_FEATURES]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    options.drop_tables = [*subset.Options._drop_tables_default, "VORG", "vhea", "vmtx"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    rename(font, style)
    out_dir.mkdir(parents=True, exist_ok=True)
    out = out_dir / out_name
    font.recalcTimestamp = False  # keep the source's head.modified: same input, same bytes
    font.save(str(out))
    return out


def check(path: Path, style: str) -> list[str]:
    """Problems with one built font (empty when it is fine)."""
    problems: list[str] = []
    font = TTFont(str(path))
    cmap = font.getBestCmap()
    for text in CHECK_STRINGS:
        missing = [ch for ch in text if ord(ch) not in cmap]
        if missing:
            problems.append(f"{path.name}: no glyph for {''.join(missing)!r} (in {text!r})")
    if font["name"].getDebugName(1) != FAMILY or font["name"].getDebugName(2) != style:
        problems.append(f"{path.name}: family/style is {font['name'].getDebugName(1)!r}/{font['name'].getDebugName(2)!r}")
    kanji = sum(1 for cp in cmap if 0x4E00 <= cp <= 0x9FFF or cp >= 0x20000)
    if kanji < 2136:
        problems.append(f"{path.name}: only {kanji} kanji")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source-dir", type=Path, default=DEFAULT_SOURCE_DIR,
                        help="folder holding NotoSansCJK-Regular.ttc and NotoSansCJK-Bold.ttc")
    parser.add_argument("--out-dir", type=Path, default=DEFAULT_OUT_DIR, help="where to write the .otf files")
    parser.add_argument("--check", action="store_true", help="only verify the fonts already in --out-dir")
    args = parser.parse_args(argv)

    problems: list[str] = []
    if not args.check:
        unicodes = wanted_unicodes(REPO)
        print(f"{len(unicodes)} code points requested")
    for style, (_source, out_name) in STYLES.items():
        path = args.out_dir / out_name
        if not args.check:
            path = build(style, args.source_dir, args.out_dir, unicodes)
        font = TTFont(str(path))
        print(f"{path}: {path.stat().st_size:,} bytes, {font['maxp'].numGlyphs} glyphs, "
              f"{len(font.getBestCmap())} characters, family {font['name'].getDebugName(1)!r} {style}")
        problems += check(path, style)
    for problem in problems:
        print("error:", problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
