"""The reference card ("At a glance"): one screen per game, opened from the table (? and F1) and the lesson."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest

from gameshelf.core.engine import Seat, Session
from gameshelf.core.games import playable
from gameshelf.desktop.reference import WITH_CARD, card_for
from gameshelf.desktop.screens import open_screen

from .conftest import find, search, settle
from .qt_items import child_items


def rect(item) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", WITH_CARD)
def test_the_card_fits_1280x720_without_scrolling(runtime, window, qtbot, lang, game):
    runtime.settings.language = lang
    open_screen(window, f"reference:{game}")
    settle(window, qtbot)
    qtbot.wait(200)
    page, content = find(window, "referencePage"), find(window, "referenceContent")
    card = card_for(game)
    assert card.turn and card.scoring and card.end and card.symbols
    bottom = max(rect(child).bottom() for child in child_items(content))
    assert bottom <= rect(page).bottom(), (bottom, rect(page))
    rows = [item for item in child_items(child_items(content)[1]) if item.objectName() == "symbolRow"]
    assert len(rows) == len(card.symbols)  # a row per mark of the table


def test_f1_and_the_question_mark_open_the_card_at_the_table(runtime, window, qtbot):
    controller = runtime.controller
    game = playable()["dice_road_race"]
    controller.start(Session.new(game, [Seat("Ann", "#d63031", "human"), Seat("Ben", "#0984e3", "human")], {}, 3))
    qtbot.waitUntil(lambda: search(window, "diceRoadRace") is not None)
    settle(window, qtbot)
    find(window, "tablePage").forceActiveFocus()  # as after any click on the table
    QTest.keyClick(window, Qt.Key_F1)
    qtbot.waitUntil(lambda: search(window, "referencePage") is not None)
    settle(window, qtbot)
    QTest.keyClick(window, Qt.Key_Escape)
    qtbot.waitUntil(lambda: search(window, "referencePage") is None or not find(window, "referencePage").isVisible())
    settle(window, qtbot)
    button = find(window, "cardButton")
    assert button.property("visible")
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, button.mapToScene(button.boundingRect().center()).toPoint())
    qtbot.waitUntil(lambda: search(window, "referencePage") is not None and find(window, "referencePage").isVisible())


def test_no_question_mark_for_a_game_without_a_card(runtime, window, qtbot):
    controller = runtime.controller
    without = [game_id for game_id in playable() if game_id not in WITH_CARD]  # named by none: cards keep coming
    if not without:
        pytest.skip("every game has its card")
    game = playable()[min(without, key=lambda game_id: playable()[game_id].spec.min_players)]
    seats = [Seat("Ann", "#d63031", "human"), Seat("Ben", "#0984e3", "human"), Seat("Cai", "#00b894", "human"),
             Seat("Dee", "#6c5ce7", "human")][:game.spec.min_players]
    controller.start(Session.new(game, seats, {}, 3))
    qtbot.waitUntil(lambda: search(window, "cardButton") is not None)
    assert not find(window, "cardButton").property("visible")


def test_the_lessons_coach_opens_the_card_and_stays_behind_it(runtime, window, qtbot):
    tutorial = runtime.controller.tutorial
    tutorial.open("dice_road_race", 0)
    qtbot.waitUntil(lambda: search(window, "diceRoadRace") is not None)
    settle(window, qtbot)
    coach = find(window, "coachCard")
    qtbot.waitUntil(lambda: coach.isVisible())
    qtbot.wait(600)  # the panel has found its place
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, coach.mapToScene(coach.boundingRect().center()).toPoint())
    qtbot.waitUntil(lambda: search(window, "referencePage") is not None and find(window, "referencePage").isVisible())
    settle(window, qtbot)
    assert not find(window, "coachText").isVisible()  # the coach does not float over the card
    QTest.keyClick(window, Qt.Key_Escape)
    qtbot.waitUntil(lambda: find(window, "coachText").isVisible())
    assert tutorial.property("index") == 0 and tutorial.property("active")
