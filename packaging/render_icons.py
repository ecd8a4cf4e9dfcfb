"""Renders the app icon (assets/icons/gameshelf.svg) to PNGs, a Windows .ico and a macOS .icns.

    python packaging/render_icons.py            # PNGs (Qt only) + .ico/.icns (needs Pillow)
    python packaging/render_icons.py --png-only # PNGs only

The PNGs are rendered by Qt's own SVG renderer (QtSvg is part of PySide6-Essentials),
offscreen, so no display is needed. The .ico and .icns are assembled from those PNGs
with Pillow, which is only needed here at build time (build.py installs it when the
.ico/.icns are missing or older than the SVG).
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "assets" / "icons"
SVG = ICONS / "gameshelf.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512)


def png_path(size: int, folder: Path = ICONS) -> Path:
    return folder / f"gameshelf-{size}.png"


def render_pngs(svg: Path = SVG, folder: Path = ICONS, sizes=PNG_SIZES) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 (fonts, paint devices)
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {svg} is not a valid SVG")
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format_ARGB32_Premultiplied)
        image.fill(Qt.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        out = png_path(size, folder)
        if not image.convertToFormat(QImage.Format_ARGB32).save(str(out), "PNG"):
            raise SystemExit(f"render_icons: cannot write {out}")
        written.append(out)
    return written


def write_ico_icns(folder: Path = ICONS) -> list[Path]:
    from PIL import Image

    ico = folder / "gameshelf.ico"
    biggest = Image.open(png_path(256, folder)).convert("RGBA")
    # Pillow resamples each requested size from the base image; hand it our own renders instead
    # so the small sizes keep Qt's crisp hinting: append_images supplies them.
    extra = [Image.open(png_path(s, folder)).convert("RGBA") for s in ICO_SIZES if s != 256]
    biggest.save(ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES], append_images=extra)

    icns = folder / "gameshelf.icns"
    base = Image.open(png_path(512, folder)).convert("RGBA")
    extra = [Image.open(png_path(s, folder)).convert("RGBA") for s in ICNS_SIZES if s != 512]
    base.save(icns, format="ICNS", append_images=extra)
    return [ico, icns]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--png-only", action="store_true", help="skip the .ico/.icns (no Pillow needed)")
    args = parser.parse_args(argv)
    for path in render_pngs():
        print(f"wrote {path.relative_to(ROOT)}")
    if not args.png_only:
        for path in write_ico_icns():
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
