"""The dice's faces (desktop/dice_art.py): each face's pips where a die has them, the die's colours, its shadow,
and odd asks refused with a blank image."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor

from gameshelf.desktop.dice_art import CANVAS, PIPS, DiceImages

BODY, PIP = QColor("#c0392b"), QColor("#fbf7ee")


def cell_centre(cell: int, edge: float) -> tuple[int, int]:
    """The middle of cell `cell` of the face's 3x3 grid, for a die of `edge` pixels (its face inset as drawn)."""
    x0, y0, w, h = edge * 0.065, edge * 0.065, edge * 0.87, edge * 0.85
    return round(x0 + w * (0.22 + 0.28 * (cell % 3))), round(y0 + h * (0.22 + 0.28 * (cell // 3)))


def near(a: QColor, b: QColor, within: int = 60) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) <= within


@pytest.mark.parametrize("side", [27, 62, 93])
@pytest.mark.parametrize("face", [1, 2, 3, 4, 5, 6])
def test_a_face_shows_its_pips_and_only_those(qapp, face, side):
    image = DiceImages().requestImage(f"{face}/c0392b/fbf7ee", QSize(), QSize(side, side))
    assert image.size() == QSize(side, side)
    edge = side / CANVAS
    for cell in range(9):
        colour = image.pixelColor(*cell_centre(cell, edge))
        if cell in PIPS[face]:
            assert near(colour, PIP, 90), (face, cell, colour.name())
        else:
            assert near(colour, BODY), (face, cell, colour.name())


def test_the_pips_take_their_own_colour(qapp):
    image = DiceImages().requestImage("1/f7f1e3/231a14", QSize(), QSize(88, 88))
    middle = image.pixelColor(*cell_centre(4, 80))
    assert near(middle, QColor("#231a14")), middle.name()


def test_the_die_casts_its_shadow_below_and_the_rest_stays_clear(qapp):
    image = DiceImages().requestImage("3/1f5fa8/fbf7ee", QSize(), QSize(110, 110))
    assert image.pixelColor(50, 105).alpha() > 0  # below the die's bottom edge (100 px)
    assert image.pixelColor(108, 2).alpha() == 0  # right of its top corner


def test_a_translucent_body_is_read_as_qml_writes_it(qapp):
    image = DiceImages().requestImage("2/80c0392b/fbf7ee", QSize(), QSize(66, 66))
    assert 0 < image.pixelColor(30, 30).alpha() < 255


@pytest.mark.parametrize("bad", ["7/c0392b/fbf7ee", "0/c0392b/fbf7ee", "3/red/fbf7ee", "3/c0392b", "../x", "",
                                 "3/c0392b/fbf7ee/1"])
def test_odd_ids_draw_nothing(qapp, bad):
    image = DiceImages().requestImage(bad, QSize(), QSize(16, 16))
    assert image.size() == QSize(16, 16)
    assert all(image.pixelColor(x, y).alpha() == 0 for x in range(16) for y in range(16))


def test_a_huge_ask_is_held_to_a_die_s_size(qapp):
    image = DiceImages().requestImage("6/c0392b/fbf7ee", QSize(), QSize(100000, 100000))
    assert image.size() == QSize(1024, 1024)
