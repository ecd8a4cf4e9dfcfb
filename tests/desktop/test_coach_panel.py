"""The coach panel at every step of The Dice Road Race's lesson, at the small, usual and large window sizes: in
its own place at the head of the game log (the log's guide dock), inside the window, never over the table nor
what the step lights; its buttons reachable from the keyboard."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtQuick import QQuickItem

from gameshelf.desktop.tutorial.script import script_for

from .conftest import find, settle
from .test_hint_panel import lit_rects

SCRIPT = script_for("dice_road_race")


def rect(item) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def popup_item(item: QQuickItem) -> QQuickItem:
    """The popup's own item (its panel, padding included) that draws `item`."""
    while not item.inherits("QQuickPopupItem"):
        item = item.parentItem()
    return item


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_coach_sits_in_its_own_place_and_never_covers_what_the_step_lights(runtime, window, qtbot, size):
    window.setWidth(size[0])
    window.setHeight(size[1])
    tutorial, controller = runtime.controller.tutorial, runtime.controller
    whole = QRectF(0, 0, *size)
    for index, step in enumerate(SCRIPT.steps):
        tutorial.open("dice_road_race", index)
        settle(window, qtbot)
        qtbot.wait(100)
        panel = rect(popup_item(find(window, "coachText")))
        dock = rect(find(window, "guideDock"))
        assert whole.contains(panel), (index, panel)
        assert dock.adjusted(-1, -1, 1, 1).contains(panel), (index, panel, dock)  # its place: nothing else
        for name in ("coachWords", "coachCounter", "coachBack"):
            assert panel.contains(rect(find(window, name))), (index, name)
        assert in_words(window, "coachRule"), index
        assert rect(find(window, "coachText")).height() > 0
        lit = lit_rects(window, controller)
        if step.light or step.expect or step.about:
            assert lit, f"step {index + 1} lights nothing"
        assert not any(panel.intersects(r) for r in lit), (index, panel, lit)
        # the log makes way: its lines start below the coach, or hide where three rows would not fit
        log = find(window, "gameLog")
        assert not log.isVisible() or rect(log).top() >= panel.bottom(), index


def test_the_coach_buttons_are_reached_with_tab_then_the_log(runtime, window, qtbot):
    tutorial = runtime.controller.tutorial
    tutorial.open("dice_road_race", 0)
    settle(window, qtbot)
    qtbot.waitUntil(lambda: tutorial.property("canNext"))
    find(window, "tablePage").forceActiveFocus()
    order = []
    for _ in range(20):
        qtbot.keyClick(window, Qt.Key_Tab)
        order.append(window.activeFocusItem().objectName())
    # from the table the coach first, as it reads: the rule, the step's way on, then the lesson's own (Back is
    # off on the first step); then the log, the toolbar, and from the toolbar's end the coach again
    coach = ["coachRule", "coachNext", "coachRestart", "coachLeave", "coachCard"]
    assert order[:6] == coach + ["gameLog"], order
    assert order[6] == "homeButton" and order[order.index("homeButton", 6) + 1:].count("coachRule") == 1, order
    while window.activeFocusItem().objectName() != "coachNext":
        qtbot.keyClick(window, Qt.Key_Tab)
    qtbot.keyClick(window, Qt.Key_Space)  # the focused Next goes on one step
    qtbot.waitUntil(lambda: tutorial.property("index") == 1)
    qtbot.keyClick(window, Qt.Key_Escape)  # and Esc hands the keys back to the table
    qtbot.waitUntil(lambda: window.activeFocusItem() is not None
                    and not window.activeFocusItem().objectName().startswith("coach"))


def in_words(window, name: str) -> bool:
    """Whether `name` is drawn in the step's words: across their width, in view or scrolled out of it."""
    words, item = rect(find(window, "coachWords")), rect(find(window, name))
    return words.left() - 0.5 <= item.left() and item.right() <= words.right() + 0.5


COACH_PARTS = ("coachCounter", "coachWords", "coachBack", "coachNext", "coachPlayReal", "coachRestart",
               "coachLeave", "coachCard")


@pytest.mark.parametrize("game_id", ["tournay", "grimoire", "grands_tours", "grandprix_f1", "dice_road_race"])
def test_the_coach_fits_its_place_at_every_step_of_every_lesson(runtime, window, qtbot, game_id):
    """Tournay's log panel, beside its events, supply and bank, is the shortest: the coach's words, link and
    buttons stay inside its place at every step, at the smallest size in both languages (Japanese has the taller lines) and at 1280x720."""
    tutorial = runtime.controller.tutorial
    steps = len(script_for(game_id).steps)
    for lang, size in (("ja", (960, 540)), ("en", (960, 540)), ("en", (1280, 720))):
        runtime.settings.language = lang
        window.setWidth(size[0])
        window.setHeight(size[1])
        settle(window, qtbot)
        qtbot.wait(200)  # the new size's layout
        for index in range(steps):
            tutorial.open(game_id, index)
            settle(window, qtbot)
            qtbot.wait(100)  # the new size's layout and the step's words settle at the next frames
            panel = rect(popup_item(find(window, "coachText")))
            dock = rect(find(window, "guideDock"))
            assert QRectF(0, 0, *size).contains(panel), (lang, index, panel)
            assert dock.adjusted(-1, -1, 1, 1).contains(panel), (lang, index, panel, dock)
            inner = panel.adjusted(-0.5, -0.5, 0.5, 0.5)
            for name in COACH_PARTS:
                item = find(window, name)
                if item.isVisible():
                    assert inner.contains(rect(item)), (lang, index, name, rect(item), panel)
            assert in_words(window, "coachRule"), (lang, index)
            words = find(window, "coachWords")
            assert words.height() >= min(find(window, "coachText").height(), 3 * 14), (lang, index, words.height())
