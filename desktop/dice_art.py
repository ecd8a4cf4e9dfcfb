"""The dice's faces for QML (components/Die.qml), one image a die: `image://dice/FACE/BODY/PIPS`.

FACE is 1-6, BODY and PIPS the die's and its pips' colours as QML writes them without the "#" (RRGGBB or
AARRGGBB). The image is the die and the shadow it casts below and right of it: its side is `CANVAS` times the
die's edge, so the die's edge is the requested size over `CANVAS`. Drawn here as SVG once per face, colours and
size (Qt's pixmap cache keeps them), a die is one scene-graph node; drawn in QML it was a dozen rectangles (two
shadows, a bevelled body, its face, a sheen, up to six pips) and their bindings, which every table with dice
repainted and laid out again (issue 26). The drawing is the one those rectangles made.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage
from PySide6.QtQuick import QQuickImageProvider

from .pieces import blank_image, render_svg

PROVIDER = "dice"
CANVAS = 1.1  # the image's side over the die's edge: room for the shadow (down 9%, right 2%)
EDGE = 100  # the die's edge in the drawing's units
RADIUS = 0.19  # a corner's radius over the edge
# Cells of a 3x3 grid (0 = top-left, 8 = bottom-right) holding a pip for each face.
PIPS = {1: (4,), 2: (2, 6), 3: (2, 4, 6), 4: (0, 2, 6, 8), 5: (0, 2, 4, 6, 8), 6: (0, 2, 3, 5, 6, 8)}
_ID = re.compile(r"^([1-6])/([0-9a-fA-F]{6}|[0-9a-fA-F]{8})/([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$")
_DEFAULT_SIZE = QSize(53, 53)  # a 48-pixel die and its shadow


def _gradient(name: str, stops: list[tuple[float, QColor]]) -> str:
    """A top-to-bottom gradient over each shape that uses it (its own bounding box)."""
    stops_svg = "".join(f'<stop offset="{at}" stop-color="{c.name()}" stop-opacity="{c.alphaF():.3f}"/>'
                        for at, c in stops)
    return f'<linearGradient id="{name}" x1="0" y1="0" x2="0" y2="1">{stops_svg}</linearGradient>'


def _rect(x: float, y: float, w: float, h: float, r: float, fill: str, stroke: tuple[QColor, float] | None = None,
          opacity: float = 1.0) -> str:
    """A rectangle as QML's Rectangle draws one: its border inside its bounds."""
    extra = ""
    if stroke is not None:
        colour, width = stroke
        x, y, w, h, r = x + width / 2, y + width / 2, w - width, h - width, max(0.0, r - width / 2)
        extra = f' stroke="{colour.name()}" stroke-opacity="{colour.alphaF():.3f}" stroke-width="{width:.3f}"'
    return (f'<rect x="{x:.3f}" y="{y:.3f}" width="{w:.3f}" height="{h:.3f}" rx="{r:.3f}" ry="{r:.3f}" '
            f'fill="{fill}" fill-opacity="{opacity}"{extra}/>')


def die_svg(face: int, body: QColor, pips: QColor, side: int) -> str:
    """The drawing of face `face` of a die of colour `body` with pips of colour `pips`, and its shadow, for an image
    of `side` pixels (its thinnest lines a pixel or half a pixel wide at any size)."""
    s, r = EDGE, EDGE * RADIUS
    view = EDGE * CANVAS
    unit = side / view  # pixels per unit
    parts = [_gradient("body", [(0.0, body.lighter(112)), (0.55, body), (1.0, body.darker(132))]),
             _gradient("face", [(0.0, body.lighter(105)), (1.0, body.darker(105))]),
             _gradient("sheen", [(0.0, QColor(255, 255, 255, 51)), (1.0, QColor(255, 255, 255, 0))]),
             _gradient("pip", [(0.0, pips.darker(135)), (0.7, pips), (1.0, pips.lighter(125))])]
    shapes = [  # a soft shadow: two translucent shapes below it
        _rect(s * 0.02, s * 0.09, s, s, r * 1.1, "#000000", opacity=0.12),
        _rect(s * 0.01, s * 0.05, s, s, r, "#2a1a0e", opacity=0.25),
        # the body, bevelled: lighter at the top edge, darker at the bottom
        _rect(0, 0, s, s, r, "url(#body)", (body.darker(155), max(1 / unit, s * 0.018)))]
    fx, fy, fw, fh = s * 0.065, s * 0.065, s - s * 0.13, s - s * 0.15
    shapes.append(_rect(fx, fy, fw, fh, r * 0.8, "url(#face)"))
    # a sheen on the upper part of the face
    shapes.append(_rect(fx + fw * 0.08, fy + fh * 0.04, fw * 0.84, fh * 0.22, fh * 0.11, "url(#sheen)"))
    # the pips, drilled: a darker rim on top, lighter towards the bottom
    d = s * (0.22 if face == 1 else 0.175)
    rim = (body.darker(125), max(0.5 / unit, s * 0.008))
    for cell in PIPS[face]:
        cx, cy = fx + fw * (0.22 + 0.28 * (cell % 3)), fy + fh * (0.22 + 0.28 * (cell // 3))
        shapes.append(_rect(cx - d / 2, cy - d / 2, d, d, d / 2, "url(#pip)", rim))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {view:.1f} {view:.1f}">'
            f'<defs>{"".join(parts)}</defs>{"".join(shapes)}</svg>')


def draw_die(face: int, body: QColor, pips: QColor, side: int) -> QImage:
    """Face `face` of a die of colour `body` with pips of colour `pips`, with its shadow, on a transparent square
    of `side` pixels. Drawn from SVG by Qt's image plugin, as the pieces are (desktop/pieces.py): painting it here
    with QPainter would read PySide's Qt namespace, some 16 ms the home screen's first frame has not paid."""
    return render_svg(die_svg(face, body, pips, side), QSize(side, side))


class DiceImages(QQuickImageProvider):
    def __init__(self) -> None:
        super().__init__(QQuickImageProvider.ImageType.Image)

    def requestImage(self, image_id: str, size: QSize, requested: QSize) -> QImage:  # noqa: N802 (Qt's name)
        target = requested if requested.isValid() and not requested.isEmpty() else _DEFAULT_SIZE
        side = max(1, min(target.width(), target.height(), 1024))  # a die is square; a huge ask is refused
        match = _ID.match(image_id)
        if match is None:
            return blank_image(QSize(side, side))
        return draw_die(int(match.group(1)), QColor("#" + match.group(2)), QColor("#" + match.group(3)), side)
