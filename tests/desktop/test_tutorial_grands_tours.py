"""Grands Tours' lesson on the real table: played to its end with real gestures in both languages, other
legal moves refused kindly, illegal ones by the rules, Back, Restart, resume and "Play a real game"."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gameshelf.core.games.grands_tours.actions import Keep, Place, Readjust, Replace, Roll, TakeJersey, Train
from gameshelf.desktop.translations import tr
from gameshelf.desktop.tutorial.run import session_at, seats
from gameshelf.desktop.tutorial.script import EXPECT, script_for

from .lesson_play import drag_items, play_a_real_game, play_lesson
from .conftest import centre, find, search, settle

SCRIPT = script_for("grands_tours")
KEYS = {"Return": Qt.Key_Return, "Space": Qt.Key_Space, "3": Qt.Key_3}


def drag(window, qtbot, item, target) -> None:
    qtbot.waitUntil(lambda: item.property("visible") and target.property("visible"))
    where = None
    while where != centre(item):  # a die of the strip's tray, made as the turn comes, is placed a frame or two later
        where = centre(item)
        qtbot.wait(50)
    drag_items(window, item, target)


def click(window, qtbot, name: str) -> None:
    item = find(window, name)
    qtbot.waitUntil(lambda: item.property("visible") and item.property("enabled"))
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(item).toPoint())


def die(seat: int, face: int, jersey: str = "", k: int = 0) -> str:
    return f"pelDie_die:{seat}:{face}:{jersey}:{k}"


def perform(window, qtbot, controller, step) -> None:
    """The step's decision, made with the gesture it asks for, as a player would."""
    seat, action = step.expect
    if step.gesture == "key":
        for key in step.keys:
            QTest.keyClick(window, KEYS[key])
    elif isinstance(action, Readjust):  # the first die of that face in the camp panel
        name = next(f"campDie_camp:{action.face}:{action.jersey}:{i}" for i in range(10)
                    if search(window, f"campDie_camp:{action.face}:{action.jersey}:{i}") is not None)
        click(window, qtbot, name)
    elif isinstance(action, Place) and step.gesture == "drag":
        drag(window, qtbot, find(window, die(seat, action.face, action.jersey)), find(window, f"zone_card:{action.card}"))
    elif isinstance(action, Place):
        click(window, qtbot, die(seat, action.face, action.jersey))
        click(window, qtbot, f"zone_card:{action.card}")
    elif isinstance(action, Train):  # rider dice only in this lesson
        for face in range(action.low, action.low + 3):
            click(window, qtbot, die(seat, face))
        click(window, qtbot, f"zone_card:{action.card}")
    elif isinstance(action, Replace):
        target = find(window, f"bidDie_bid:{action.card}:{action.owner}:{action.face}:{action.target}")
        if step.gesture == "drag":
            drag(window, qtbot, find(window, die(seat, action.face)), target)
        else:  # both dice of that face, then the die on the card
            click(window, qtbot, die(seat, action.face, k=0))
            click(window, qtbot, die(seat, action.face, k=1))
            QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(target).toPoint())
    elif isinstance(action, TakeJersey):
        index = controller.session.game.legal_actions(controller.session.state, seat).index(action)
        click(window, qtbot, f"choice_take:{index}")
    else:
        raise AssertionError(f"no gesture for {action!r}")


def wait_step(qtbot, tutorial, index: int) -> None:
    qtbot.waitUntil(lambda: tutorial.property("index") == index and not tutorial.property("busy"), timeout=20000)


def open_lesson(window, qtbot, runtime):
    settle(window, qtbot)
    click(window, qtbot, "learn_grands_tours")
    qtbot.waitUntil(lambda: search(window, "grandsTours") is not None)
    settle(window, qtbot)
    return runtime.controller.tutorial


def test_every_gesture_of_the_lesson_has_a_way_to_be_made():
    """The lesson asks for what `perform` can do: Camp, Place, Train, Replace, the jerseys and Roll."""
    kinds = {type(s.expect[1]) for s in SCRIPT.steps if s.kind == EXPECT}
    assert kinds == {Readjust, Keep, Place, Train, TakeJersey, Replace, Roll}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_lesson_plays_to_its_end_with_real_gestures(window, qtbot, runtime, lang):
    runtime.settings.language = lang
    qtbot.wait(200)  # the home screen's cards are made again in the new language
    open_lesson(window, qtbot, runtime)
    controller = runtime.controller
    play_lesson(window, qtbot, runtime, SCRIPT, lambda step: perform(window, qtbot, controller, step),
                before_move=lambda: settle(window, qtbot))
    assert controller.session.game.is_over(controller.session.state)  # the lesson ends with the real end
    play_a_real_game(window, qtbot, runtime, SCRIPT)


def step_of(key: str) -> int:
    return next(i for i, s in enumerate(SCRIPT.steps) if s.text.key == f"tutorial.gt.{key}")


def test_another_legal_move_is_refused_with_what_the_step_asks(window, qtbot, runtime):
    tutorial = open_lesson(window, qtbot, runtime)
    controller = runtime.controller
    place = step_of("place_drag")
    tutorial.open("grands_tours", place)
    wait_step(qtbot, tutorial, place)
    settle(window, qtbot)
    made = len(controller.session.steps)
    with qtbot.waitSignal(controller.refused) as refused:  # legal, but on another card than the step's
        drag(window, qtbot, find(window, die(0, 6)), find(window, "zone_card:6"))
    assert refused.args[0].startswith("That move is allowed, but this step asks for another one:")
    assert len(controller.session.steps) == made and tutorial.property("index") == place

    later = step_of("place_four")
    tutorial.open("grands_tours", later)
    wait_step(qtbot, tutorial, later)
    settle(window, qtbot)
    made = len(controller.session.steps)
    with qtbot.waitSignal(controller.refused):  # a 2 is already on that card: the rules' own refusal, with its rule
        controller.drop("die:0:2::0", "card:8")
    assert controller.property("refusalRule") == "place"
    assert len(controller.session.steps) == made and tutorial.property("index") == later

    show = next(i for i, s in enumerate(SCRIPT.steps) if s.kind != EXPECT and s.light is not None)
    tutorial.open("grands_tours", show)
    wait_step(qtbot, tutorial, show)
    settle(window, qtbot)
    with qtbot.waitSignal(controller.refused) as refused:  # a show step: read it, then Next
        drag(window, qtbot, find(window, die(0, 6)), find(window, "zone_card:5"))
    assert refused.args[0].endswith("read this step, then press Next.")


def test_back_restart_and_resume(window, qtbot, runtime):
    tutorial = open_lesson(window, qtbot, runtime)
    controller = runtime.controller
    assert tutorial.property("index") == 0
    train = step_of("train")
    tutorial.open("grands_tours", train + 1)
    wait_step(qtbot, tutorial, train + 1)
    click(window, qtbot, "coachBack")
    wait_step(qtbot, tutorial, train)
    assert controller.session.record.steps == session_at(SCRIPT, train, seats(SCRIPT, tr)).record.steps
    assert not controller.canUndo and not controller.canHint  # Back replaces them in a lesson
    click(window, qtbot, "homeButton")  # leave for home: the step is kept
    qtbot.waitUntil(lambda: search(window, "homePage") is not None and not controller.active)
    assert runtime.settings.tutorial_step("grands_tours") == train
    assert controller.library.unfinished.rowCount() == 0  # a lesson is not a game to resume
    tutorial = open_lesson(window, qtbot, runtime)
    wait_step(qtbot, tutorial, train)  # resumes where it was left
    click(window, qtbot, "coachRestart")
    wait_step(qtbot, tutorial, 0)
    assert controller.session.steps == ()
    click(window, qtbot, "coachLeave")
    qtbot.waitUntil(lambda: not controller.active and not tutorial.property("active"))
