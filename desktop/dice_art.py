"""The dice's faces for QML (components/Die.qml), one image a die: `image://dice/FACE/BODY/PIPS`.

FACE is 1-6, BODY and PIPS the die's and its pips' colours as QML writes them without the "#" (RRGGBB or
AARRGGBB). The image is the die and the shadow it casts below and right of it: its side is `CANVAS` times the
die's edge, so the die's edge is the requested size over `CANVAS`. Drawn here once per face, colours and size
(Qt's pixmap cache keeps them), a die is one scene-graph node; drawn in QML it was a dozen rectangles (two
shadows, a bevelled body, its face, a sheen, up to six pips) and their bindings, which every table with dice
repainted and laid out again (issue 26). The drawing is the one those rectangles made.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPen
from PySide6.QtQuick import QQuickImageProvider

PROVIDER = "dice"
CANVAS = 1.1  # the image's side over the die's edge: room for the shadow (down 9%, right 2%)
RADIUS = 0.19  # a corner's radius over the edge
# Cells of a 3x3 grid (0 = top-left, 8 = bottom-right) holding a pip for each face.
PIPS = {1: (4,), 2: (2, 6), 3: (2, 4, 6), 4: (0, 2, 6, 8), 5: (0, 2, 4, 6, 8), 6: (0, 2, 3, 5, 6, 8)}
_ID = re.compile(r"^([1-6])/([0-9a-fA-F]{6}|[0-9a-fA-F]{8})/([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$")
_DEFAULT_SIZE = QSize(53, 53)  # a 48-pixel die and its shadow


def _vertical(rect: QRectF, stops: list[tuple[float, QColor]]) -> QLinearGradient:
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    for at, colour in stops:
        gradient.setColorAt(at, colour)
    return gradient


def _rounded(painter: QPainter, rect: QRectF, radius: float, brush, pen: QPen | None = None) -> None:
    """A rectangle as QML's Rectangle draws one: its border inside its bounds."""
    if pen is None:
        painter.setPen(QPen(QColor(0, 0, 0, 0), 0))
    else:
        painter.setPen(pen)
        half = pen.widthF() / 2
        rect = rect.adjusted(half, half, -half, -half)
        radius = max(0.0, radius - half)
    painter.setBrush(brush)
    painter.drawRoundedRect(rect, radius, radius)


def draw_die(face: int, body: QColor, pips: QColor, side: int) -> QImage:
    """Face `face` of a die of colour `body` with pips of colour `pips`, with its shadow, on a transparent square
    of `side` pixels."""
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    s = side / CANVAS  # the die's edge
    r = s * RADIUS
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    # a soft shadow: two translucent shapes below it
    painter.setOpacity(0.12)
    _rounded(painter, QRectF(s * 0.02, s * 0.09, s, s), r * 1.1, QColor("#000000"))
    painter.setOpacity(0.25)
    _rounded(painter, QRectF(s * 0.01, s * 0.05, s, s), r, QColor("#2a1a0e"))
    painter.setOpacity(1.0)
    # the body, bevelled: lighter at the top edge, darker at the bottom
    whole = QRectF(0, 0, s, s)
    border = QPen(body.darker(155), max(1.0, s * 0.018))
    _rounded(painter, whole, r, _vertical(whole, [(0.0, body.lighter(112)), (0.55, body), (1.0, body.darker(132))]),
             border)
    face_area = QRectF(s * 0.065, s * 0.065, s - s * 0.13, s - s * 0.15)
    _rounded(painter, face_area, r * 0.8, _vertical(face_area, [(0.0, body.lighter(105)), (1.0, body.darker(105))]))
    # a sheen on the upper part of the face
    sheen = QRectF(face_area.x() + face_area.width() * 0.08, face_area.y() + face_area.height() * 0.04,
                   face_area.width() * 0.84, face_area.height() * 0.22)
    _rounded(painter, sheen, sheen.height() / 2,
             _vertical(sheen, [(0.0, QColor(255, 255, 255, 51)), (1.0, QColor(255, 255, 255, 0))]))
    # the pips, drilled: a darker rim on top, lighter towards the bottom
    d = s * (0.22 if face == 1 else 0.175)
    rim = QPen(body.darker(125), max(0.5, s * 0.008))
    for cell in PIPS[face]:
        column, row = cell % 3, cell // 3
        centre = QPointF(face_area.x() + face_area.width() * (0.22 + 0.28 * column),
                         face_area.y() + face_area.height() * (0.22 + 0.28 * row))
        pip = QRectF(centre.x() - d / 2, centre.y() - d / 2, d, d)
        _rounded(painter, pip, d / 2,
                 _vertical(pip, [(0.0, pips.darker(135)), (0.7, pips), (1.0, pips.lighter(125))]), rim)
    painter.end()
    return image


class DiceImages(QQuickImageProvider):
    def __init__(self) -> None:
        super().__init__(QQuickImageProvider.ImageType.Image)

    def requestImage(self, image_id: str, size: QSize, requested: QSize) -> QImage:  # noqa: N802 (Qt's name)
        target = requested if requested.isValid() and not requested.isEmpty() else _DEFAULT_SIZE
        side = max(1, min(target.width(), target.height(), 1024))  # a die is square; a huge ask is refused
        match = _ID.match(image_id)
        if match is None:  # an unknown die draws nothing rather than failing the table
            blank = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
            blank.fill(QColor(0, 0, 0, 0))
            return blank
        return draw_die(int(match.group(1)), QColor("#" + match.group(2)), QColor("#" + match.group(3)), side)
