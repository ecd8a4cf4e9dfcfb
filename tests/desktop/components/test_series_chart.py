"""SeriesChart.qml (Qt Quick Shapes): series and legend, the y range, values read by keyboard and on hover."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from component_harness import Scene

STAGES = ["S1", "S2", "S3", "S4"]
SERIES = [
    {"name": "Alice", "color": "#c0392b", "marker": "circle", "values": [0, 2, 0, 5], "texts": ["lead", "+2 s", "lead", "+5 s"]},
    {"name": "Bob", "color": "#1f5fa8", "marker": "square", "values": [3, 0, None, None]},
    {"name": "さくら", "color": "#2e8b57", "marker": "diamond", "values": [8, 12, 9, 0]},
]
BODY = 'SeriesChart { objectName: "chart"; anchors.fill: parent; title: "GC"; xTitle: "Stage"; yTitle: "Gap (s)" }'


def load(scene, body=BODY, series=SERIES, categories=STAGES):
    s = scene(body, 720, 420)
    chart = s.obj("chart")
    chart.setProperty("categories", categories)
    chart.setProperty("series", series)
    s.wait(50)
    return s, chart


def test_one_line_per_seat_with_a_legend_entry(scene):
    s, chart = load(scene)
    lines = s.named("chartLine")
    assert len(lines) == 3
    assert [line.property("pointCount") for line in lines] == [4, 2, 4]  # no point where a value is missing
    assert [line.property("marker") for line in lines] == ["circle", "square", "diamond"]
    assert len(s.named("legendEntry")) == 3
    assert {"GC", "Alice", "さくら"} <= set(s.texts())
    chart.setProperty("series", SERIES[:2])
    s.wait(30)
    assert len(s.named("chartLine")) == 2 and len(s.named("legendEntry")) == 2


def test_points_sit_on_their_values(scene):
    s, chart = load(scene)
    plot = s.obj("plotArea")
    zero = Scene.call(chart, "pointPosition", 0, 0)  # Alice's 0 at S1, on the bottom grid line
    twelve = Scene.call(chart, "pointPosition", 2, 1)  # さくら's 12 of 15
    assert zero.x() < twelve.x() < plot.x() + plot.width() / 2
    assert abs(zero.y() - (plot.y() + plot.height())) <= 2  # 2 px dodge at most for equal values
    assert abs(twelve.y() - (plot.y() + plot.height() * 3 / 15)) <= 2


def test_the_y_axis_starts_at_zero_and_ends_on_a_round_step(scene):
    s, chart = load(scene)
    rng = chart.property("valueRange").toVariant()
    assert rng == {"min": 0, "max": 15, "step": 5}  # highest value 12, about four steps
    assert [t.property("text") for t in s.named("yTick")] == ["0", "5", "10", "15"]
    assert [t.property("text") for t in s.named("xTick")] == STAGES
    assert s.obj("yTitle").property("text") == "Gap (s)" and s.obj("xTitle").property("text") == "Stage"


def test_the_keyboard_reads_values_and_skips_missing_ones(scene, qtbot):
    s, chart = load(scene)
    assert chart.property("readout") == ""
    chart.forceActiveFocus()
    qtbot.waitUntil(lambda: chart.property("readout") != "")
    assert chart.property("readout") == "Alice · S4: +5 s"  # focus starts on the last value of the first seat
    QTest.keyClick(s.window, Qt.Key_Left)
    assert chart.property("readout") == "Alice · S3: lead"
    QTest.keyClick(s.window, Qt.Key_Up)  # Bob has no value at S3: on to さくら
    assert chart.property("readout") == "さくら · S3: 9"
    QTest.keyClick(s.window, Qt.Key_Home)
    assert chart.property("readout") == "さくら · S1: 8"
    QTest.keyClick(s.window, Qt.Key_Down)
    assert chart.property("readout") == "Bob · S1: 3"
    QTest.keyClick(s.window, Qt.Key_End)  # Bob's last value is at S2
    assert chart.property("readout") == "Bob · S2: 0"
    QTest.keyClick(s.window, Qt.Key_Right)  # nothing further right: stays
    assert chart.property("readout") == "Bob · S2: 0"
    tip = s.obj("chartReadout")
    assert tip.isVisible() and "Bob · S2: 0" in s.texts(tip)
    QTest.keyClick(s.window, Qt.Key_Escape)
    assert chart.property("readout") == "" and not tip.isVisible()


def test_hovering_a_line_reads_its_value(scene, qtbot):
    s, chart = load(scene)
    qtbot.waitUntil(lambda: s.obj("plotArea").width() > 0)
    point = Scene.call(chart, "pointPosition", 2, 1)  # さくら at S2
    target = chart.mapToScene(QPointF(point.x(), point.y())).toPoint()
    QTest.mouseMove(s.window, target + type(target)(-40, 0))
    QTest.mouseMove(s.window, target)
    qtbot.waitUntil(lambda: chart.property("readout") == "さくら · S2: 12", timeout=2000)


def test_bars_and_empty_data(scene, qtbot):
    s, chart = load(scene, BODY.replace("SeriesChart {", 'SeriesChart { kind: "bar";'))
    assert len(s.named("chartBar", visible_only=True)) == 10  # one bar per value, none where it is missing
    assert not s.named("chartLine")
    chart.forceActiveFocus()
    qtbot.waitUntil(lambda: chart.property("readout") == "Alice · S4: +5 s")
    chart.setProperty("series", [])
    s.wait(30)
    assert "Nothing to show yet" in s.texts() and chart.property("readout") == ""


def test_hovering_a_bar_reads_its_value(scene, qtbot):
    s, chart = load(scene, BODY.replace("SeriesChart {", 'SeriesChart { kind: "bar";'))
    qtbot.waitUntil(lambda: s.obj("plotArea").width() > 0)
    point = Scene.call(chart, "pointPosition", 2, 0)  # さくら's bar at S1, 8 high
    target = chart.mapToScene(QPointF(point.x(), point.y() + 20)).toPoint()
    QTest.mouseMove(s.window, target + type(target)(0, 40))
    QTest.mouseMove(s.window, target)
    qtbot.waitUntil(lambda: chart.property("readout") == "さくら · S1: 8", timeout=2000)


def test_a_white_seat_is_drawn_with_a_dark_edge(scene):
    """The white seat's line and markers stand out from the paper: a dark casing and edge, not the paper's."""
    white = {"name": "Chloé", "color": "#ffffff", "marker": "diamond", "values": [0, 15, 15, 15]}
    s, chart = load(scene, series=[SERIES[0], white])
    start = Scene.call(chart, "pointPosition", 1, 0)
    end = Scene.call(chart, "pointPosition", 1, 1)
    image = s.window.grabWindow()
    middle = QPointF((start.x() + end.x()) / 2, (start.y() + end.y()) / 2)
    around = [image.pixelColor(int(middle.x()) + dx, int(middle.y()) + dy).lightness()
              for dx in range(-6, 7) for dy in range(-6, 7)]
    assert min(around) < 150, "no dark casing along the white line"
    edges = {line.property("markerEdge").name() for line in s.named("chartLine")
             if line.property("markerFill").name() == "#ffffff"}
    assert edges and all(int(e[1:3], 16) < 0x90 for e in edges), edges


def test_each_value_has_its_seats_marker_and_a_missing_one_none(scene):
    """The markers are drawn as paths, not items: read them off the drawn chart, just above each point
    (inside a circle, a square and a diamond alike; the flat lines run through the points' middle)."""
    flat = [{"name": "Ann", "color": "#c0392b", "marker": "circle", "values": [2, 2, 2, 2]},
            {"name": "Ben", "color": "#1f5fa8", "marker": "square", "values": [6, 6, None, 6]},
            {"name": "Cleo", "color": "#2e8b57", "marker": "diamond", "values": [10, 10, 10, 10]}]
    s, chart = load(scene, series=flat)
    image = s.window.grabWindow()
    above = round(chart.property("fontPixelSize") * 0.85 * 0.3)

    def colour(at, dx=0):
        return image.pixelColor(int(at.x()) + dx, int(at.y()) - above).name()

    for k, seat in enumerate(flat):
        for i, value in enumerate(seat["values"]):
            at = Scene.call(chart, "pointPosition", k, i) if value is not None else \
                Scene.call(chart, "pointPosition", k, i - 1)
            if value is None:  # where Ben's S3 would be: the paper
                gap = Scene.call(chart, "pointPosition", k, i + 1).x() - at.x()
                assert colour(at, int(gap / 2)) == chart.property("backgroundColor").name()
            else:
                assert colour(at) == seat["color"], (seat["name"], i)
        middle = (Scene.call(chart, "pointPosition", k, 1).x() - Scene.call(chart, "pointPosition", k, 0).x()) / 2
        assert colour(Scene.call(chart, "pointPosition", k, 0), int(middle)) != seat["color"]  # no marker between


def test_the_highlighted_point_has_a_larger_marker_in_the_seats_shape(scene, qtbot):
    s, chart = load(scene)
    current = s.obj("chartCurrentPoint")
    assert not current.isVisible()
    chart.forceActiveFocus()
    qtbot.waitUntil(lambda: chart.property("readout") == "Alice · S4: +5 s")
    QTest.keyClick(s.window, Qt.Key_Down)  # on to さくら's S4
    assert current.isVisible() and current.property("shape") == "diamond"
    assert current.property("colour").name() == "#2e8b57"
    assert current.property("edgeColour").name() == chart.property("textColor").name()
    centre = current.mapToItem(chart, QPointF(current.width() / 2, current.height() / 2))
    at = Scene.call(chart, "pointPosition", 2, 3)
    assert abs(centre.x() - at.x()) < 0.5 and abs(centre.y() - at.y()) < 0.5
    QTest.keyClick(s.window, Qt.Key_Escape)
    assert not current.isVisible()


def test_the_same_data_again_keeps_the_chart_and_new_data_redraws_it(scene, qtbot):
    """A dialog that gives its chart the same data anew rebuilds nothing; changed data is drawn at once."""
    s, chart = load(scene)
    lines = s.named("chartLine")
    chart.forceActiveFocus()
    qtbot.waitUntil(lambda: chart.property("readout") == "Alice · S4: +5 s")
    chart.setProperty("series", [dict(seat) for seat in SERIES])
    chart.setProperty("categories", list(STAGES))
    s.wait(30)
    assert s.named("chartLine") == lines and chart.property("readout") == "Alice · S4: +5 s"
    chart.setProperty("categories", ["A", "B", "C", "D"])
    s.wait(30)
    assert [t.property("text") for t in s.named("xTick")] == ["A", "B", "C", "D"]
    assert chart.property("readout") == "Alice · D: +5 s"
    moved = [dict(SERIES[0], values=[0, 2, 0, 30])] + SERIES[1:]
    chart.setProperty("series", moved)
    s.wait(30)
    assert chart.property("readout") == ""  # new values: the highlight starts over
    assert chart.property("valueRange").toVariant() == {"min": 0, "max": 30, "step": 10}
    plot = s.obj("plotArea")
    top = Scene.call(chart, "pointPosition", 0, 3)
    assert abs(top.y() - plot.y()) <= 2  # Alice's 30 on the top line
