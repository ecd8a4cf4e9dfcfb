"""GcChart.qml: accepts series, repaints, handles edge cases, legend and hover."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtTest import QTest

from component_harness import Scene

STAGES = ["S1", "S2", "S3", "S4", "S5"]
SERIES = [
    {"name": "Alice", "color": "#c0392b", "times": [112, 230, 351, 470, 590]},
    {"name": "Bob", "color": "#1f5fa8", "times": [115, 228, 349, None]},
    {"name": "さくら", "color": "#2e8b57", "times": [120, 240]},
]

BODY = 'GcChart { objectName: "chart"; anchors.fill: parent; title: "GC"; animationScale: 0 }'


def load(scene, qtbot, body=BODY):
    s = scene(body, 700, 420)
    chart = s.obj("chart")
    canvas = s.obj("gcCanvas")
    return s, chart, canvas


def set_data(qtbot, chart, canvas, stages, series):
    with qtbot.waitSignal(canvas.painted, timeout=2000):
        chart.setProperty("stageLabels", stages)
        chart.setProperty("series", series)


def test_accepts_series_and_repaints(scene, qtbot):
    s, chart, canvas = load(scene, qtbot)
    set_data(qtbot, chart, canvas, STAGES, SERIES)
    assert chart.property("minValue") == 112
    assert chart.property("maxValue") == 590
    assert len(s.named("legendEntry")) == 3
    legend_texts = s.texts()
    assert "Alice" in legend_texts and "さくら" in legend_texts
    assert "GC time (s)" in legend_texts
    # new data repaints again
    set_data(qtbot, chart, canvas, STAGES, SERIES[:2])
    assert len(s.named("legendEntry")) == 2


def test_one_stage_negative_times_and_six_series(scene, qtbot):
    s, chart, canvas = load(scene, qtbot)
    series = [{"name": f"P{i}", "color": c, "times": [t]}
              for i, (c, t) in enumerate(zip(["#c0392b", "#1f5fa8", "#2e8b57", "#d68a00", "#7d3c98", "#444"],
                                             [-30, -5, 0, 12, 40, None]))]
    set_data(qtbot, chart, canvas, ["S1"], series)
    assert chart.property("minValue") == -30
    assert chart.property("maxValue") == 40
    assert len(s.named("legendEntry")) == 6


def test_all_equal_and_empty_data(scene, qtbot):
    s, chart, canvas = load(scene, qtbot)
    set_data(qtbot, chart, canvas, ["S1", "S2"], [{"name": "A", "color": "red", "times": [50, 50]}])
    assert chart.property("minValue") == 50
    set_data(qtbot, chart, canvas, ["S1", "S2"], [])
    assert math.isnan(chart.property("minValue"))
    assert "No times yet" in s.texts()


def test_series_longer_than_labels_and_missing_fields(scene, qtbot):
    s, chart, canvas = load(scene, qtbot)
    set_data(qtbot, chart, canvas, ["S1"], [{"name": "A", "times": [1, 2, 3]}, {"times": None}, {"name": "C"}])
    assert chart.property("maxValue") == 3


def test_relative_to_leader_plots_gaps(scene, qtbot):
    s, chart, canvas = load(scene, qtbot)
    set_data(qtbot, chart, canvas, STAGES, SERIES)
    with qtbot.waitSignal(canvas.painted, timeout=2000):
        chart.setProperty("relativeToLeader", True)
    assert chart.property("minValue") == 0
    assert chart.property("maxValue") == 12     # さくら 240 vs Bob 228 after S2
    assert "Gap to leader (s)" in s.texts()


def test_animated_reveal_repaints_without_warnings(scene, qtbot):
    s, chart, canvas = load(scene, qtbot, BODY.replace("animationScale: 0", "animationScale: 0.2"))
    set_data(qtbot, chart, canvas, STAGES, SERIES)
    s.wait(250)


def test_hover_shows_stage_tooltip(scene, qtbot):
    s, chart, canvas = load(scene, qtbot)
    set_data(qtbot, chart, canvas, STAGES, SERIES)
    x = Scene.call(chart, "stageX", 1)
    assert x > 0
    point = canvas.mapToScene(canvas.boundingRect().center()).toPoint()
    target = chart.mapToScene(QPointF(x, chart.height() / 2)).toPoint()
    QTest.mouseMove(s.window, point)
    QTest.mouseMove(s.window, target)
    qtbot.waitUntil(lambda: chart.property("hoveredStage") == 1, timeout=2000)
    tip = s.obj("gcTooltip")
    qtbot.waitUntil(lambda: tip.isVisible(), timeout=1000)
    texts = s.texts(tip)
    assert "S2" in texts
    assert texts.index("Bob") < texts.index("Alice") < texts.index("さくら")   # sorted by time
    assert "+2" in texts and "+12" in texts
