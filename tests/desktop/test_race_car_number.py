"""A race car's owner number reads at every angle and size: it stands upright whichever way the car points, on
the circuit and on the pit lane's smaller cars, its text is at least 9 px at 1280x720, it stands on a
background it contrasts with by at least 4.5:1 (WCAG AA) for every seat colour of the palette, and it does not
cover the car's letter (a / b). Colour is never the only cue for whose car it is."""
from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF, QUrl
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtQml import QQmlComponent

from gameshelf.core.engine import Seat, Session
from gameshelf.core.games.grandprix_f1 import GAME
from gameshelf.desktop.models.shelf import PALETTE
from gameshelf.desktop.paths import qml_dir

from .conftest import greedy_session, search
from .qt_items import child_items

MIN_TEXT_PX = 9  # at 1280x720 (Theme.scale 1)
MIN_CONTRAST = 4.5
LANE_SHRINK = 0.76  # F1Car draws a car standing in the pit lane or a box at this size
ROTATIONS = (0, 30, 45, 90, 135, 180, 225, 270, 315)


def luminance(colour: QColor) -> float:
    def lin(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(colour.redF()) + 0.7152 * lin(colour.greenF()) + 0.0722 * lin(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def number_of(piece):
    """The item that shows the seat number, looked for through the piece's visual tree."""
    todo = [piece]
    while todo:
        item = todo.pop()
        if item.objectName() == "seatNumber":
            return item
        todo += child_items(item)
    raise AssertionError("no seatNumber in the car")


def badge_of(number):
    """The roundel drawn under the number (an earlier sibling named seatBadge), if the piece has one."""
    siblings = child_items(number.parentItem())
    return next((s for s in siblings[:siblings.index(number)] if s.objectName() == "seatBadge"), None)


def background_of(number, body: str) -> QColor:
    """What the number's text is drawn on: the topmost opaque item painted under all its glyphs (an earlier
    sibling or an ancestor below the piece), or else the car's body, painted in the seat colour."""
    glyphs = ink_rect(number)
    siblings = child_items(number.parentItem())
    for item in reversed(siblings[:siblings.index(number)]):
        if opaque(item) and scene_rect(item).contains(glyphs):
            return QColor(item.property("color"))
    item = number.parentItem()
    while item is not None and item.metaObject().indexOfProperty("seat") < 0:  # up to the piece itself
        if opaque(item):
            return QColor(item.property("color"))
        item = item.parentItem()
    return QColor(body)


def opaque(item) -> bool:
    return (item.isVisible() and item.metaObject().indexOfProperty("color") >= 0
            and QColor(item.property("color")).alphaF() >= 0.99)


def scene_rect(item) -> QRectF:
    """The upright box around an item's (possibly turned) rectangle, in scene coordinates."""
    pts = [item.mapToScene(QPointF(x, y)) for x, y in ((0, 0), (item.width(), 0), (0, item.height()),
                                                        (item.width(), item.height()))]
    xs, ys = [p.x() for p in pts], [p.y() for p in pts]
    return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def scene_angle(item) -> float:
    """How far `item` is turned in the scene (degrees, -180..180)."""
    a, b = item.mapToScene(QPointF(0, 0)), item.mapToScene(QPointF(100, 0))
    return math.degrees(math.atan2(b.y() - a.y(), b.x() - a.x()))


def scene_scale(item) -> float:
    a, b = item.mapToScene(QPointF(0, 0)), item.mapToScene(QPointF(100, 0))
    return math.hypot(b.x() - a.x(), b.y() - a.y()) / 100


def check_number(number, body: str, where) -> None:
    assert number.isVisible(), where
    assert abs(scene_angle(number)) < 0.5, (where, "turned", round(scene_angle(number), 1))
    badge = badge_of(number)
    assert badge is None or abs(scene_angle(badge)) < 0.5, (where, "badge turned", round(scene_angle(badge), 1))
    shown = number.property("font").pixelSize() * scene_scale(number)
    assert shown >= MIN_TEXT_PX - 0.01, (where, "text px", shown)
    ratio = contrast(QColor(number.property("color")), background_of(number, body))
    assert ratio >= MIN_CONTRAST, (where, "contrast", round(ratio, 2))


def ink_rect(text) -> QRectF:
    """The scene rectangle the glyphs of an upright Text item cover (tight, not its line box)."""
    tight = QFontMetricsF(text.property("font")).tightBoundingRect(text.property("text"))
    origin = text.mapToScene(QPointF(0, text.property("baselineOffset")))
    return tight.translated(origin)


def clearance(number, letter) -> float:
    """Scene pixels between what shows the number (its badge, a roundel, if it has one; else its glyphs) and the
    letter's glyphs; negative when they overlap."""
    glyphs = ink_rect(letter)
    badge = badge_of(number)
    if badge is None:
        return -1.0 if ink_rect(number).intersects(glyphs) else 1.0
    middle = badge.mapToScene(QPointF(badge.width() / 2, badge.height() / 2))
    radius = max(badge.width(), badge.height()) / 2
    dx = max(glyphs.left() - middle.x(), 0.0, middle.x() - glyphs.right())
    dy = max(glyphs.top() - middle.y(), 0.0, middle.y() - glyphs.bottom())
    return math.hypot(dx, dy) - radius


@pytest.mark.parametrize("shrink", [1.0, LANE_SHRINK])
def test_the_piece_turned_any_way_shows_its_number_upright_large_and_in_contrast(window, runtime, shrink):
    """The piece on its own (as the game's cover turns it), at the circuit's car size and the pit lane's, every
    seat colour, every angle. 1280x720: the circuit's unit there is about 9.5 px, a car 2.2 units wide."""
    made = QQmlComponent(runtime.engine, QUrl.fromLocalFile(str(qml_dir() / "pieces" / "RaceCarPiece.qml")))
    width, height = 9.5 * 2.2 * shrink, 9.5 * 4.6 * shrink
    for seat, colour in enumerate(PALETTE):
        for turn in ROTATIONS:
            piece = made.createWithInitialProperties({"seat": seat, "colour": colour, "width": width,
                                                      "height": height, "rotation": turn})
            assert piece is not None, made.errorString()
            piece.setParentItem(window.contentItem())
            number = number_of(piece)
            assert number.property("text") == str(seat + 1)
            check_number(number, colour, (shrink, colour, turn))
            piece.deleteLater()


def race(colours, moves: int, seed: int) -> Session:
    """A race (everyone greedy, two cars each) after `moves` decisions."""
    return greedy_session(GAME, [Seat(f"P{n}", c, "human") for n, c in enumerate(colours, 1)], moves, seed)


# races with cars on the corners (turned off the axes) and a crowded pit lane (see test_grandprix_f1_pit_lane)
RACES = [(65, 4), (73, 3), (200, 3)]


@pytest.mark.parametrize("colours", [PALETTE[:4], PALETTE[4:]], ids=["seats1-4", "seats5-8"])
def test_every_car_on_the_circuit_shows_its_number_upright_large_and_clear_of_its_letter(runtime, window, qtbot,
                                                                                         colours):
    assert (window.width(), window.height()) == (1280, 720)
    controller = runtime.controller
    angles, lane_cars, seen_colours = set(), 0, set()
    for moves, seed in RACES:
        controller.start(race(colours, moves, seed))
        qtbot.waitUntil(lambda: controller.property("active"), timeout=10000)
        qtbot.wait(300)
        on_board = [p for p in controller.pieces.rows() if p["kind"] == "car" and p["onBoard"]]
        assert len(on_board) >= 6
        for p in on_board:
            car = search(window, p["uid"])
            where = (moves, seed, p["uid"], p["zone"])
            assert car is not None and car.isVisible(), where
            number = number_of(car)
            check_number(number, p["colour"], where)
            assert number.property("text") == str(p["seat"] + 1), where
            letter = next((c for c in child_items(car) if c.objectName() == "carLetter"), None)
            assert letter is not None and letter.isVisible(), where
            gap = clearance(number, letter)
            assert gap >= 1.0, (where, "covers the letter", round(gap, 2))
            angles.add(round(car.rotation()) % 360)
            lane_cars += car.property("shrink") < 1
            seen_colours.add(QColor(p["colour"]).name())
    assert any(a % 90 not in (0,) for a in angles), angles  # some cars stand on a diagonal
    assert lane_cars >= 3
    assert seen_colours == {QColor(c).name() for c in colours}


def test_the_contrast_check_tells_a_number_that_fades():
    """White ink straight on the light green body would fade; the badge's dark ink on white passes."""
    assert contrast(QColor("#ffffff"), QColor("#8fbf83")) < MIN_CONTRAST
    assert contrast(QColor("#1e2124"), QColor("#ffffff")) >= MIN_CONTRAST
    assert round(contrast(QColor("#000000"), QColor("#ffffff")), 1) == 21.0
