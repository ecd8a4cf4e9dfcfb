"""The piece art (assets/pieces/*.svg) for QML, drawn in a seat's colour: `image://pieces/NAME[/RRGGBB]`.

The SVGs mark the seat colour as #ff00ff and its shade as #990099; this provider swaps in the
seat's colours and renders at the size the Image asks for (its sourceSize), so one drawing serves
every seat and every scale, on the GPU and on the software renderer alike.
"""
from __future__ import annotations

import re
from functools import lru_cache

from PySide6.QtCore import QBuffer, QByteArray, QSize
from PySide6.QtGui import QColor, QImage, QImageReader
from PySide6.QtQuick import QQuickImageProvider

from .paths import assets_dir

PROVIDER = "pieces"
SEAT, SHADE = "#ff00ff", "#990099"
_ID = re.compile(r"^([a-z][a-z-]*)(?:/([0-9a-fA-F]{6}))?$")
_DEFAULT_SIZE = QSize(64, 64)


@lru_cache(maxsize=None)
def _drawing(name: str) -> str | None:
    path = assets_dir() / "pieces" / f"{name}.svg"
    return path.read_text(encoding="utf-8") if path.is_file() else None


def coloured_svg(name: str, colour: str | None) -> str | None:
    """The SVG text of piece `name` with the seat colour (#RRGGBB) and its shade put in."""
    svg = _drawing(name)
    if svg is None or colour is None:
        return svg
    seat = QColor(colour)
    return svg.replace(SEAT, seat.name()).replace(SHADE, seat.darker(150).name())


def blank_image(size: QSize) -> QImage:
    """A transparent image: what a provider answers to an id it does not know, rather than failing the table."""
    blank = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    blank.fill(QColor(0, 0, 0, 0))  # (PySide's Qt namespace is left unread: see rows.py)
    return blank


def render_svg(svg: str, size: QSize) -> QImage:
    """SVG text drawn at `size` by Qt's svg image plugin (crisp at any scale; the bundle keeps the plugin but not
    the PySide6.QtSvg module), stretched to that shape."""
    data = QBuffer()
    data.setData(QByteArray(svg.encode("utf-8")))
    reader = QImageReader(data, b"svg")
    reader.setScaledSize(size)
    return reader.read()


class PieceImages(QQuickImageProvider):
    def __init__(self) -> None:
        super().__init__(QQuickImageProvider.ImageType.Image)

    def requestImage(self, image_id: str, size: QSize, requested: QSize) -> QImage:  # noqa: N802 (Qt's name)
        match = _ID.match(image_id)
        svg = coloured_svg(match.group(1), "#" + match.group(2) if match.group(2) else None) if match else None
        target = requested if requested.isValid() and not requested.isEmpty() else _DEFAULT_SIZE
        return blank_image(target) if svg is None else render_svg(svg, target)
