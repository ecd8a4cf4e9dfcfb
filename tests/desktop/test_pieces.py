"""The piece art: every drawing is ours and parses, and the provider paints it in the seat's colour."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor

from gameshelf.desktop.paths import assets_dir
from gameshelf.desktop.pieces import SEAT, SHADE, PieceImages, coloured_svg

from .qt_items import child_items

PIECES = assets_dir() / "pieces"
SEAT_COLOURED = ("jersey", "cyclist", "race-car", "meeple")


def test_every_drawing_is_listed_with_its_licence():
    readme = (PIECES / "README.md").read_text(encoding="utf-8")
    assert "our own work" in readme
    for svg in PIECES.glob("*.svg"):
        assert f"`{svg.name}`" in readme, svg.name


@pytest.mark.parametrize("name", sorted(p.stem for p in PIECES.glob("*.svg")))
def test_each_drawing_renders(qapp, name):
    image = PieceImages().requestImage(name, QSize(), QSize(48, 48))
    assert image.size() == QSize(48, 48)
    assert any(image.pixelColor(x, y).alpha() > 0 for x in range(0, 48, 3) for y in range(0, 48, 3)), name


@pytest.mark.parametrize("name", SEAT_COLOURED)
def test_seat_pieces_take_the_seat_colour_and_its_shade(name):
    svg = coloured_svg(name, "#006cfe")
    assert SEAT not in svg and SHADE not in svg
    assert "#006cfe" in svg and QColor("#006cfe").darker(150).name() in svg


def test_the_jersey_is_painted_in_the_seat_colour(qapp):
    image = PieceImages().requestImage("jersey/006cfe", QSize(), QSize(64, 64))
    assert image.pixelColor(32, 40).name() == "#006cfe"  # the middle of the back


@pytest.mark.parametrize("bad", ["../licenses/LGPL-3.0", "jersey/xyz", "nothing-here", "jersey/006cfe/1", ""])
def test_odd_ids_draw_nothing(qapp, bad):
    image = PieceImages().requestImage(bad, QSize(), QSize(16, 16))
    assert image.size() == QSize(16, 16)
    assert all(image.pixelColor(x, y).alpha() == 0 for x in range(16) for y in range(16))


def test_only_the_seat_placeholders_carry_magenta():
    """A stray magenta in a fixed-colour drawing would be recoloured by mistake."""
    for svg in PIECES.glob("*.svg"):
        colours = set(re.findall(r"#[0-9a-fA-F]{6}", svg.read_text(encoding="utf-8")))
        if svg.stem not in SEAT_COLOURED:
            assert not colours & {SEAT, SHADE}, svg.name


@pytest.mark.parametrize("component", ["RiderPiece", "RaceCarPiece", "MeeplePiece", "DirectorCar"])
def test_piece_components_load_in_the_app_with_their_number(window, runtime, qtbot, component):
    from PySide6.QtCore import QUrl
    from PySide6.QtQml import QQmlComponent

    from gameshelf.desktop.paths import qml_dir

    made = QQmlComponent(runtime.engine, QUrl.fromLocalFile(str(qml_dir() / "pieces" / f"{component}.qml")))
    props = {} if component == "DirectorCar" else {"seat": 4, "colour": "#bc2e89"}
    piece = made.createWithInitialProperties(props)
    assert piece is not None, made.errorString()
    piece.setParentItem(window.contentItem())
    texts = [c.property("text") for c in child_items(piece) if c.metaObject().indexOfProperty("text") >= 0]
    assert ("5" in texts) if props else ("Director car" in texts)
    piece.deleteLater()
