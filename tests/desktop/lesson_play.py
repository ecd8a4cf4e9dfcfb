"""Playing a lesson through the real table, as the per-game lesson tests do: the shared part of each."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gameshelf.desktop.models.tutorial import COUNTER
from gameshelf.desktop.translations import tr
from gameshelf.desktop.tutorial.run import session_at, seats
from gameshelf.desktop.tutorial.script import EXPECT, Script

from .conftest import centre, find, search


def wait_step(qtbot, tutorial, index: int) -> None:
    qtbot.waitUntil(lambda: tutorial.property("index") == index and not tutorial.property("busy"), timeout=20000)


def standing(*items) -> list:
    """The items' centres once they stand still (the same a few frames apart): a Row, Flow or layout whose sizes
    a decision changed places its items again at the next frames, and a hand goes where it sees them."""
    where = None
    while where != [centre(i) for i in items]:
        where = [centre(i) for i in items]
        QTest.qWait(100)
    return where


def drag_items(window, item, target) -> None:
    """A mouse drag from one item's centre to another's, in small steps as a hand moves."""
    a, b = (p.toPoint() for p in standing(item, target))
    QTest.mousePress(window, Qt.LeftButton, Qt.NoModifier, a)
    for step in range(1, 21):
        QTest.mouseMove(window, a + (b - a) * step / 20)
        QTest.qWait(5)
    QTest.mouseRelease(window, Qt.LeftButton, Qt.NoModifier, b)


def press(window, qtbot, name: str) -> None:
    """Clicks a shown, enabled item by name, once it stands still (a panel whose buttons change lays them out
    again at the next frames: the last step's "Play a real game" takes the place of Next)."""
    item = find(window, name)
    qtbot.waitUntil(lambda: item.property("visible") and item.property("enabled"))
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, standing(item)[0].toPoint())


def play_lesson(window, qtbot, runtime, script: Script, perform: Callable, before_move: Callable = lambda: None):
    """Every step in turn: the coach shows its text, counter and rule; an expected decision is made with
    `perform(step)` and must be taken exactly, without a refusal or a QML warning; Next is pressed from the
    keyboard and by its button, alternately. Ends on the last step, with the script's game on the table."""
    tutorial, controller = runtime.controller.tutorial, runtime.controller
    for index, step in enumerate(script.steps):
        wait_step(qtbot, tutorial, index)
        assert find(window, "coachText").property("text") == tr(step.text())
        assert find(window, "coachCounter").property("text") == tr(COUNTER(number=index + 1, count=len(script.steps)))
        assert runtime.shelf.ruleTitle(script.game, step.rules[0])  # the step's link names a section
        if step.kind == EXPECT:
            before_move()
            before = len(controller.session.steps)
            refusals = []
            controller.refused.connect(refusals.append)
            perform(step)
            qtbot.waitUntil(lambda: len(controller.session.steps) > before or bool(refusals), timeout=10000)
            controller.refused.disconnect(refusals.append)
            assert not refusals, (index, refusals)
            assert not runtime.qml_warnings, (index, runtime.qml_warnings)
            assert (controller.session.steps[before].player, controller.session.steps[before].action) == step.expect
        elif index < len(script.steps) - 1:
            if index % 2:
                QTest.keyClick(window, Qt.Key_Space)  # Next from the keyboard
            else:
                press(window, qtbot, "coachNext")
    assert tutorial.property("last")
    # the whole game the lesson played is the script's, on the rules
    assert controller.session.record.steps == session_at(script, len(script.steps) - 1, seats(script, tr)).record.steps


def play_a_real_game(window, qtbot, runtime, script: Script) -> None:
    """The last step's "Play a real game": the new-game screen for a first game, the lesson closed."""
    tutorial, controller = runtime.controller.tutorial, runtime.controller
    press(window, qtbot, "coachPlayReal")
    qtbot.waitUntil(lambda: search(window, "newGamePage") is not None)
    page = find(window, "newGamePage")
    assert page.property("gameId") == script.game and page.property("players") == script.first_game_players
    assert not controller.active and not tutorial.property("active")
