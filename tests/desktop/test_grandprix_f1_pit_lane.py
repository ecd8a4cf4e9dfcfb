"""GrandPrix-F1: a crowded pit lane stays readable. Real race positions with three to seven cars in the pit lane
(its first spaces, which turn off the track after 19, and its last ones, which turn back towards 3): every
car's number and letter show clear of the other cars, no car covers more than a small part of another, and the
space-number tabs overlap neither each other nor a car, at the two window sizes the app is made for."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from gameshelf.core.games.grandprix_f1 import routing as R

from .conftest import search
from .qt_items import child_items
from .test_grandprix_f1_space_numbers import outline, overlap, race_after


LANE = {f"space:B{i}" for i in range(1, 20)}
FIRST = {f"space:B{i}" for i in range(1, 6)}
LAST = {f"space:B{i}" for i in range(15, 20)}
# (moves, seed, the lane part it crowds, at least that many cars there): greedy races (every seat a greedy
# computer, four players with two cars each, boxes chosen as race_after says) found by looking at every position of
# seeds 1-13
BESIDE_19 = {"space:19", "space:B1", "space:B2"}  # the lane's first spaces beside 19 and its framed tab (+2)
CROWDS = [(73, 3, FIRST, 5), (123, 1, FIRST, 5), (91, 4, FIRST, 4), (65, 4, LANE, 7), (129, 13, LANE, 7),
          (192, 7, LAST, 3), (322, 9, LAST, 4), (22, 10, BESIDE_19, 3), (40, 4, BESIDE_19, 2)]


def centre_of(item) -> QPointF:
    return item.mapToScene(QPointF(item.width() / 2, item.height() / 2))


def badges(car) -> list:
    """The texts that say which car it is: the seat number on its engine cover and its letter (a / b)."""
    todo, out = [car], []
    while todo:
        item = todo.pop()
        if item.objectName() in ("seatNumber", "carLetter") and item.isVisible():
            out.append(item)
        todo += child_items(item)
    return out


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_a_crowded_pit_lane_shows_every_car_and_every_space_number(runtime, window, qtbot, size):
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    controller = runtime.controller
    for moves, seed, part, least in CROWDS:
        session = race_after(moves, seed)
        assert sum(R.NAMES[c.pos] in {z[6:] for z in part} for c in session.state.cars if c.pos >= 0) >= least
        controller.start(session)
        qtbot.waitUntil(lambda: controller.property("active"), timeout=10000)
        qtbot.wait(300)
        where = (size, moves, seed)
        zones = {z["uid"]: z for z in controller.zones.rows()}
        on_board = [p for p in controller.pieces.rows() if p["kind"] == "car" and p["onBoard"]]
        cars = {p["uid"]: search(window, p["uid"]) for p in on_board}
        assert len([p for p in on_board if p["zone"] in part]) >= least, where
        # every car's number and letter lie clear of the other cars
        for uid, car in cars.items():
            marks = badges(car)
            # four players with two cars each: number and letter, or both on the number's plate ("1b") where the car
            # has no room for the letter at its nose (the lane at 960x540)
            assert len(marks) == 2 or [len(m.property("text")) for m in marks] == [2], (where, uid)
            for mark in marks:
                middle = centre_of(mark)
                hidden = [o for o, other in cars.items() if other is not car
                          and outline(other).containsPoint(middle, Qt.OddEvenFill)]
                assert not hidden, (where, uid, mark.objectName(), hidden)
        # no car covers more than a tenth of another
        items = list(cars.items())
        for i, (a, car_a) in enumerate(items):
            for b, car_b in items[i + 1:]:
                share = overlap(car_a, car_b) / min(car_a.width() * car_a.height(), car_b.width() * car_b.height())
                assert share <= 0.1, (where, a, b, round(share, 3))
        # the number tabs of the spaces cars stand on: all shown, apart from each other and from every car
        tabs = {}
        for p in on_board:
            zone = zones[p["zone"]]
            if zone["kind"] == "box" or zone["reachable"]:
                continue
            tab = search(window, "number_" + zone["uid"])
            assert tab is not None and tab.isVisible(), (where, zone["uid"])
            tabs[zone["uid"]] = tab
        assert len([t for t in tabs if t in LANE]) >= least - 1, where
        # every row of tabs beside a space (a covered space's number, a framed space's bonus or penalty) lies
        # apart from the other rows and from every car
        rows = [t for t in (search(window, "tabs_" + uid) for uid in zones) if t is not None and t.isVisible()]
        assert len(rows) >= len(tabs), where
        for i, a in enumerate(rows):
            for b in rows[i + 1:]:
                assert overlap(a, b) < 1.0, (where, a.objectName(), b.objectName())
            for uid, car in cars.items():
                assert overlap(a, car) < 1.0, (where, a.objectName(), uid, overlap(a, car))
