"""HandOverScreen.qml, ThinkingIndicator.qml, Toast.qml."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QGuiApplication, QWheelEvent
from PySide6.QtTest import QTest

from component_harness import Scene

HAND_OVER = """
    Rectangle {
        anchors.fill: parent
        color: "red"
        MouseArea { objectName: "below"; anchors.fill: parent; property int clicks: 0; onClicked: clicks++ }
        Flickable { objectName: "belowFlick"; anchors.fill: parent; contentHeight: 5000 }
    }
    HandOverScreen {
        objectName: "handOver"; playerName: "Alice"; playerColor: "#1f5fa8"; animationScale: 0
        property int readyCount: 0
        onReady: readyCount++
    }
"""


def test_hand_over_shows_name_and_emits_ready_on_click(scene, qtbot):
    s = scene(HAND_OVER, 1280, 720)
    screen = s.obj("handOver")
    assert screen.width() == 1280 and screen.height() == 720   # covers its parent
    texts = s.texts(screen)
    assert "I am Alice — continue" in texts
    headline = s.obj("handOverHeadline")
    assert "Pass the computer to" in headline.property("text")
    assert "Alice" in headline.property("text")
    button = s.obj("handOverContinue")
    with qtbot.waitSignal(screen.ready, timeout=1000):
        QTest.mouseClick(s.window, Qt.LeftButton, Qt.NoModifier, Scene.center_in_window(button))
    assert screen.property("readyCount") == 1


def test_hand_over_blocks_input_below(scene, qtbot):
    s = scene(HAND_OVER, 1280, 720)
    screen = s.obj("handOver")
    for point in (QPoint(20, 20), QPoint(640, 700), QPoint(1200, 100)):
        QTest.mouseClick(s.window, Qt.LeftButton, Qt.NoModifier, point)
    pos = QPointF(40, 40)
    wheel = QWheelEvent(pos, QPointF(s.window.mapToGlobal(pos.toPoint())), QPoint(0, 0), QPoint(0, -360),
                        Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QGuiApplication.sendEvent(s.window, wheel)
    s.wait(50)
    assert s.obj("below").property("clicks") == 0
    assert s.obj("belowFlick").property("contentY") == 0
    assert screen.property("readyCount") == 0


def test_hand_over_keyboard_enter_continues(scene, qtbot):
    s = scene(HAND_OVER, 1280, 720)
    screen = s.obj("handOver")
    assert s.obj("handOverContinue").hasActiveFocus()
    QTest.keyClick(s.window, Qt.Key_A)            # swallowed
    assert screen.property("readyCount") == 0
    with qtbot.waitSignal(screen.ready, timeout=1000):
        QTest.keyClick(s.window, Qt.Key_Return)
    assert screen.property("readyCount") == 1


def test_hand_over_dark_colour_and_markup_in_name(scene):
    s = scene('HandOverScreen { objectName: "handOver"; playerName: "<b>Bo & Co</b>"; '
              'playerColor: "#111111"; animationScale: 1 }', 900, 600)
    s.wait(50)
    assert "I am <b>Bo & Co</b> — continue" in s.texts(s.obj("handOver"))
    assert "&lt;b&gt;Bo &amp; Co&lt;/b&gt;" in s.obj("handOverHeadline").property("text")


def test_thinking_indicator_visibility_and_spin(scene, qtbot):
    s = scene('ThinkingIndicator { objectName: "thinking"; text: "Alice is thinking…" }', 400, 100)
    indicator = s.obj("thinking")
    assert not indicator.isVisible()
    indicator.setProperty("running", True)
    assert indicator.isVisible()
    assert "Alice is thinking…" in s.texts(indicator)
    assert indicator.property("animating") is True
    indicator.setProperty("running", False)
    assert not indicator.isVisible()
    assert indicator.property("animating") is False


def test_thinking_indicator_reduced_motion_is_static(scene):
    s = scene('ThinkingIndicator { objectName: "thinking"; running: true; animationScale: 0; text: "…" }', 400, 100)
    s.wait(120)
    assert s.obj("thinking").isVisible()
    assert s.obj("thinking").property("animating") is False
    assert s.obj("thinkingSpinner").rotation() == 0


def test_toast_shows_and_fades_after_timeout(scene, qtbot):
    s = scene('Toast { objectName: "toast"; timeout: 150; animationScale: 0.2 }', 600, 200)
    toast = s.obj("toast")
    assert not toast.isVisible()
    Scene.call(toast, "show", "Not allowed: you need a 6")
    assert toast.property("shown") is True
    assert toast.isVisible()
    assert s.obj("toastText").property("text") == "Not allowed: you need a 6"
    with qtbot.waitSignal(toast.dismissed, timeout=2000):
        pass
    qtbot.waitUntil(lambda: not toast.isVisible(), timeout=2000)


def test_toast_click_dismisses_immediately_without_animation(scene, qtbot):
    s = scene('Toast { objectName: "toast"; animationScale: 0; anchors.centerIn: parent }', 600, 200)
    toast = s.obj("toast")
    Scene.call(toast, "show", "First")
    Scene.call(toast, "show", "Second replaces the first")
    assert toast.property("message") == "Second replaces the first"
    assert toast.isVisible() and toast.opacity() == 1
    QTest.mouseClick(s.window, Qt.LeftButton, Qt.NoModifier, Scene.center_in_window(toast))
    assert toast.property("shown") is False
    assert not toast.isVisible()


def test_toast_offers_its_rule_and_the_rule_button_says_which(scene, qtbot):
    s = scene('Toast { objectName: "toast"; animationScale: 0; anchors.centerIn: parent }', 700, 200)
    toast = s.obj("toast")
    Scene.call(toast, "show", "No rule here")
    assert toast.property("rule") == "" and not s.obj("toastRule").isVisible()
    Scene.call(toast, "showWithRule", "Dice go only on stage cards.", "place")
    button = s.obj("toastRule")
    assert toast.property("rule") == "place" and button.isVisible()
    label = s.obj("toastText")
    qtbot.waitUntil(lambda: label.mapToScene(QPointF(label.width(), 0)).x()  # side by side, once laid out
                    <= button.mapToScene(QPointF(0, 0)).x())
    with qtbot.waitSignal(toast.ruleActivated) as activated:
        QTest.mouseClick(s.window, Qt.LeftButton, Qt.NoModifier, Scene.center_in_window(button))
    assert activated.args == ["place"]
    assert toast.property("shown") is False
