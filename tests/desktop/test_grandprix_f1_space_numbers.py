"""GrandPrix-F1: every space number can be read with the cars on the track. A space a car stands on shows
its number on a tab beside it, which no car covers and no other tab overlaps; a free space shows its own number."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

from gameshelf.core.engine import Seat, Session
from gameshelf.core.games.grandprix_f1 import GAME

from .conftest import greedy_session, search
from .qt_items import child_items

SEATS = [Seat(n, c, "human") for n, c in (("Ann", "#e03308"), ("Bo", "#006cfe"), ("Cy", "#8fbf83"),
                                          ("Di", "#bc2e89"))]


def race_after(moves: int, seed: int) -> Session:
    """A race after the boxes are chosen (each player in start order the lowest free one, so that the crowds
    these tests were written for come back) and `moves` greedy decisions."""
    session = Session.new(GAME, SEATS, {}, seed)
    while session.state.phase == "boxes":
        seat = session.to_act()[0]
        session.submit(seat, min(GAME.legal_actions(session.state, seat), key=lambda a: a.box))
    return greedy_session(GAME, SEATS, moves, seed, session)


def under_a_car(window, cars, point: QPointF) -> bool:
    """Whether `point` (scene) lies on a car's drawing (its own rotated rectangle)."""
    for car in cars:
        local = car.mapFromScene(point)
        if QRectF(0, 0, car.width(), car.height()).contains(local):
            return True
    return False


def outline(item) -> QPolygonF:
    """An item's own (rotated) rectangle in scene coordinates."""
    w, h = item.width(), item.height()
    return QPolygonF([item.mapToScene(QPointF(x, y)) for x, y in ((0, 0), (w, 0), (w, h), (0, h))])


def area(poly: QPolygonF) -> float:
    pts = [poly.at(i) for i in range(poly.count())]
    return abs(sum(a.x() * b.y() - b.x() * a.y() for a, b in zip(pts, pts[1:] + pts[:1]))) / 2


def overlap(a, b) -> float:
    """The area (scene pixels) two items' rectangles share."""
    return area(outline(a).intersected(outline(b)))


@pytest.mark.parametrize("moves, seed", [(0, 3), (40, 3), (90, 5)])
def test_every_occupied_space_shows_its_number_clear_of_the_cars(runtime, window, qtbot, moves, seed):
    controller = runtime.controller
    controller.start(race_after(moves, seed))
    qtbot.waitUntil(lambda: controller.property("active"), timeout=10000)
    qtbot.wait(300)
    zones = {z["uid"]: z for z in controller.zones.rows()}
    on_board = [p for p in controller.pieces.rows() if p["kind"] == "car" and p["onBoard"]]
    cars = [search(window, p["uid"]) for p in on_board]
    assert on_board and all(car is not None and car.isVisible() for car in cars)
    checked, tabs = 0, []
    for p in on_board:
        zone = zones[p["zone"]]
        if zone["kind"] == "box" or zone["reachable"]:
            continue  # a box's name stands above it; a lit space shows the card that reaches it
        tab = search(window, "number_" + zone["uid"])
        assert tab is not None and tab.isVisible(), zone["uid"]
        text = [c for c in child_items(tab) if c.property("text") is not None][0]
        assert text.property("text") == zone["label"]
        middle = tab.mapToScene(QPointF(tab.width() / 2, tab.height() / 2))
        assert not under_a_car(window, cars, middle), (zone["uid"], middle)
        if all(uid != zone["uid"] for uid, _ in tabs):  # two cars on a space: one tab
            tabs.append((zone["uid"], tab))
        checked += 1
    assert checked >= 4
    # no tab overlaps another tab, nor any part of a car
    for i, (a, tab) in enumerate(tabs):
        for b, other in tabs[i + 1:]:
            assert overlap(tab, other) < 1.0, (a, b)
        for car in cars:
            assert overlap(tab, car) < 1.0, (a, car.objectName())
    # a free space keeps its number on itself: no tab
    occupied = {p["zone"] for p in on_board}
    free = [z for z in zones.values() if z["uid"] not in occupied and z["kind"] in ("main", "lane", "gravel")]
    assert free and all(not search(window, "number_" + z["uid"]).isVisible() for z in free[:20])
