"""The new-game screen's practice option and name limit, and what the controller makes of them."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gameshelf.core.engine import dumps, parse
from gameshelf.core.engine.record import NAME_LIMIT
from gameshelf.core.games import playable

from .conftest import HUMAN_VS_AI, centre, find, search, settle


def open_setup(window, qtbot, game_id="dice_road_race"):
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(find(window, "play_" + game_id)).toPoint())
    qtbot.waitUntil(lambda: search(window, "newGamePage") is not None)
    settle(window, qtbot)


def click(window, name):
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(find(window, name)).toPoint())


def test_practice_is_offered_and_marks_the_game_assisted(window, qtbot, runtime):
    open_setup(window, qtbot)
    practice = find(window, "practiceSwitch")
    assert practice.property("checked") is False
    click(window, "practiceSwitch")
    assert practice.property("checked") is True
    click(window, "startButton")
    qtbot.waitUntil(lambda: runtime.controller.property("active"))
    session = runtime.controller.session
    assert session.practice and session.record.assisted
    record, _game = parse(dumps(session.record, session.game), playable())
    assert record.assisted


def test_a_game_without_practice_is_not_assisted(window, qtbot, runtime):
    open_setup(window, qtbot, "grimoire")
    click(window, "startButton")
    qtbot.waitUntil(lambda: runtime.controller.property("active"))
    assert not runtime.controller.session.practice and not runtime.controller.session.record.assisted


def test_a_typed_name_stops_at_the_limit_a_save_holds(window, qtbot, runtime):
    open_setup(window, qtbot)
    field = find(window, "seatName_0")
    assert field.property("maximumLength") == NAME_LIMIT
    click(window, "seatName_0")
    QTest.keyClick(window, Qt.Key_A, Qt.ControlModifier)
    for _ in range(NAME_LIMIT + 10):  # keyClicks wants a widget; a Quick window takes single keys
        QTest.keyClick(window, Qt.Key_X)
    assert field.property("text") == "x" * NAME_LIMIT
    click(window, "startButton")
    qtbot.waitUntil(lambda: runtime.controller.property("active"))
    assert runtime.controller.session.seats[0].name == "x" * NAME_LIMIT


def test_the_controller_keeps_only_names_a_save_can_hold(runtime, qtbot):
    controller = runtime.controller
    seats = [dict(HUMAN_VS_AI[0], name="An\tn\u0007" + "y" * 40), dict(HUMAN_VS_AI[1], name="Bot\ud800")]
    assert controller.newGame("dice_road_race", seats, {}, False)
    names = [s.name for s in controller.session.seats]
    assert names == ["Ann" + "y" * (NAME_LIMIT - 3), "Bot"]
    dumps(controller.session.record, controller.session.game).encode("utf-8")
    blank = [dict(HUMAN_VS_AI[0], name="\u0007\n"), HUMAN_VS_AI[1]]
    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.newGame("dice_road_race", blank, {}, False)
    assert refused.args == ["Every player needs a name."]
