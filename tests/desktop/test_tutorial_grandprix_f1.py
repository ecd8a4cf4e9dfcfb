"""GrandPrix-F1's lesson on the real table: played to its end with real gestures in both languages (the box by
click, cards by drag, click and keys, the panels' buttons), other legal moves refused kindly, illegal ones by
the rules, Back, Restart, resume and "Play a real game"."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gameshelf.core.games.grandprix_f1 import routing as R
from gameshelf.core.games.grandprix_f1.actions import Box, Exchange, Pay, Play, Stay
from gameshelf.desktop.translations import tr
from gameshelf.desktop.tutorial.run import session_at, seats
from gameshelf.desktop.tutorial.script import EXPECT, script_for

from .lesson_play import drag_items, play_a_real_game, play_lesson, press
from .conftest import centre, find, search, settle

GAME = "grandprix_f1"
SCRIPT = script_for(GAME)
KEYS = {"1": Qt.Key_1, "2": Qt.Key_2, "3": Qt.Key_3, "Return": Qt.Key_Return}


drag = drag_items


def click(window, qtbot, name: str) -> None:
    item = find(window, name)
    qtbot.waitUntil(lambda: item.property("visible") and item.property("enabled") is not False)
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(item).toPoint())


def choice(window, qtbot, controller, action) -> None:
    """Clicks the open panel's button for `action` (the presenter's own list says which it is) once it stands
    still: the strip's Flow places buttons made by the drop only at the next frame, and until then they lie on
    one another with the last one, Cancel, on top, so a click at once would cancel the choice."""
    presenter = controller.presenter
    seen = presenter.game.observe(controller.session.state, 0)
    _, choices = presenter._open_choices(seen, 0)
    index = [a for a, _ in choices].index(action)
    press(window, qtbot, f"button_choice:{index}")


def end_zone(controller, action) -> str:
    """The zone a play ends on, as the table names it."""
    mv = controller.presenter.game.preview(controller.session.state, action.car, action.card, action.pit)
    return "zone_finish" if mv.finished else f"zone_space:{R.NAMES[mv.route[-1]]}"


def perform(window, qtbot, controller, step) -> None:
    """The step's decision, made with the gesture it asks for, as a player would."""
    _, action = step.expect
    if step.gesture == "key":
        for key in step.keys:
            QTest.keyClick(window, KEYS[key])
        return
    if isinstance(action, Box):
        click(window, qtbot, f"zone_space:Box{action.box}")
    elif isinstance(action, (Pay, Stay, Exchange)):
        choice(window, qtbot, controller, action)
    elif isinstance(action, Play) and step.gesture == "drag":
        car = find(window, f"car:{action.car}")
        if action.pit or action.tyres:  # the card onto the car: a panel asks the rest
            drag(window, find(window, f"card:{action.card}"), car)
            choice(window, qtbot, controller, action)
        else:  # the car onto the lit space it reaches
            drag(window, car, find(window, end_zone(controller, action)))
    elif isinstance(action, Play):  # click the card, then the space it reaches
        click(window, qtbot, f"card:{action.card}")
        click(window, qtbot, end_zone(controller, action))
    else:
        raise AssertionError(f"no gesture for {action!r}")


def wait_step(qtbot, tutorial, index: int) -> None:
    qtbot.waitUntil(lambda: tutorial.property("index") == index and not tutorial.property("busy"), timeout=20000)


def open_lesson(window, qtbot, runtime):
    settle(window, qtbot)
    click(window, qtbot, f"learn_{GAME}")
    qtbot.waitUntil(lambda: search(window, GAME) is not None)
    settle(window, qtbot)
    return runtime.controller.tutorial


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_lesson_plays_to_its_end_with_real_gestures(window, qtbot, runtime, lang):
    runtime.settings.language = lang
    qtbot.wait(200)  # the home screen's cards are made again in the new language
    open_lesson(window, qtbot, runtime)
    controller = runtime.controller
    play_lesson(window, qtbot, runtime, SCRIPT, lambda step: perform(window, qtbot, controller, step))
    assert controller.session.state.finished[0] == 0  # car 0, the learner's car 1, crossed the line first
    play_a_real_game(window, qtbot, runtime, SCRIPT)


def test_a_choice_a_drop_opens_is_made_by_its_button_as_drawn_not_before(window, qtbot, runtime):
    """The card dropped on the car opens the pit lane's question (the lesson's step 16); its buttons are made at
    once but placed by the strip's Flow at the next frame, with Cancel on top of the others until then. The drop
    here comes straight from the controller, so no frame can pass before the click: a click at the button's
    place before the frame would cancel the choice."""
    tutorial = open_lesson(window, qtbot, runtime)
    controller = runtime.controller
    step = next(i for i, s in enumerate(SCRIPT.steps)
                if s.kind == EXPECT and isinstance(s.expect[1], Play) and s.expect[1].pit and s.gesture == "drag")
    tutorial.open(GAME, step)
    wait_step(qtbot, tutorial, step)
    settle(window, qtbot)
    _, action = SCRIPT.steps[step].expect
    made = len(controller.session.steps)
    assert controller.drop(f"card:{action.card}", f"car:{action.car}")
    choice(window, qtbot, controller, action)
    qtbot.waitUntil(lambda: len(controller.session.steps) > made)
    assert controller.session.steps[made].action == action


def test_another_legal_move_is_refused_with_what_the_step_asks(window, qtbot, runtime):
    tutorial = open_lesson(window, qtbot, runtime)
    controller = runtime.controller
    box = next(i for i, s in enumerate(SCRIPT.steps) if s.kind == EXPECT and isinstance(s.expect[1], Box))
    tutorial.open(GAME, box)
    wait_step(qtbot, tutorial, box)
    made = len(controller.session.steps)
    with qtbot.waitSignal(controller.refused) as refused:
        QTest.keyClick(window, Qt.Key_3)  # box 3 is free, but the step asks for box 5
    assert refused.args[0] == "That move is allowed, but this step asks for another one: Take box 5."
    with qtbot.waitSignal(controller.refused) as refused:
        click(window, qtbot, "zone_space:Box2")  # Bruno's: the rules' own refusal
    assert "Box 2" in refused.args[0] and not refused.args[0].startswith("That move is allowed")
    assert len(controller.session.steps) == made and tutorial.property("index") == box

    drag_step = next(i for i, s in enumerate(SCRIPT.steps) if s.kind == EXPECT and s.gesture == "drag")
    tutorial.open(GAME, drag_step)
    wait_step(qtbot, tutorial, drag_step)
    settle(window, qtbot)
    made = len(controller.session.steps)
    with qtbot.waitSignal(controller.refused) as refused:
        drag(window, find(window, "card:6"), find(window, "car:1"))  # legal, but the step asks for the 10
    assert refused.args[0].startswith("That move is allowed, but this step asks for another one: Play the 10")
    assert len(controller.session.steps) == made and tutorial.property("index") == drag_step

    narrate = next(i for i, s in enumerate(SCRIPT.steps) if s.kind != EXPECT and i > drag_step)
    tutorial.open(GAME, narrate)
    wait_step(qtbot, tutorial, narrate)
    settle(window, qtbot)
    with qtbot.waitSignal(controller.refused) as refused:
        drag(window, find(window, "card:10"), find(window, "car:1"))  # a narrated step: read it, then Next
    assert refused.args[0].endswith("read this step, then press Next.")


def test_back_restart_and_resume(window, qtbot, runtime):
    tutorial = open_lesson(window, qtbot, runtime)
    controller = runtime.controller
    assert tutorial.property("index") == 0
    tutorial.open(GAME, 7)
    wait_step(qtbot, tutorial, 7)
    click(window, qtbot, "coachBack")
    wait_step(qtbot, tutorial, 6)
    assert controller.session.record.steps == session_at(SCRIPT, 6, seats(SCRIPT, tr)).record.steps
    assert not controller.canUndo and not controller.canHint  # Back replaces them in a lesson
    click(window, qtbot, "homeButton")  # leave for home: the step is kept
    qtbot.waitUntil(lambda: search(window, "homePage") is not None and not controller.active)
    assert runtime.settings.tutorial_step(GAME) == 6
    assert controller.library.unfinished.rowCount() == 0  # a lesson is not a game to resume (not in Continue)
    tutorial = open_lesson(window, qtbot, runtime)
    wait_step(qtbot, tutorial, 6)  # resumes where it was left
    click(window, qtbot, "coachRestart")
    wait_step(qtbot, tutorial, 0)
    assert controller.session.steps == ()
    click(window, qtbot, "coachLeave")
    qtbot.waitUntil(lambda: not controller.active and not tutorial.property("active"))
