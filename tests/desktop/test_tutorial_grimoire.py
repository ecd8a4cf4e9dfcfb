"""Grimoire's lesson on the real table: played to its end (the real final score) with real gestures in both
languages, other legal moves refused kindly, illegal ones by the rules, Back, Restart, resume and "Play a real
game"."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gameshelf.core.games.grimoire import data as D
from gameshelf.core.games.grimoire.actions import ChoosePage, SpyLook, Sword, Take, Target
from gameshelf.desktop.translations import tr
from gameshelf.desktop.tutorial.run import session_at, seats
from gameshelf.desktop.tutorial.script import EXPECT, script_for

from .lesson_play import drag_items, play_a_real_game, play_lesson
from .conftest import centre, find, search, settle

SCRIPT = script_for("grimoire")
KEYS = {"Y": Qt.Key_Y, "N": Qt.Key_N, "1": Qt.Key_1, "2": Qt.Key_2}


drag = drag_items


def shown(qtbot, item):
    qtbot.waitUntil(lambda: item.property("visible") and item.property("enabled") and item.width() > 0)
    return item


def click(window, qtbot, name: str) -> None:
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(shown(qtbot, find(window, name))).toPoint())


def perform(window, qtbot, step) -> None:
    """The step's decision, made with the gesture it asks for, as a player would."""
    seat, action = step.expect
    if step.gesture == "key":
        for key in step.keys:
            QTest.keyClick(window, KEYS[key])
    elif isinstance(action, ChoosePage) and step.gesture == "drag":
        drag(window, shown(qtbot, find(window, "bookmark")), shown(qtbot, find(window, f"zone_page:{action.page}")))
    elif isinstance(action, ChoosePage):
        click(window, qtbot, f"zone_page:{action.page}")
    elif isinstance(action, Take) and step.gesture == "drag":
        drag(window, shown(qtbot, find(window, f"fieldCard_card:{action.slot}")), find(window, f"player_{seat}"))
    elif isinstance(action, Take):
        click(window, qtbot, f"fieldCard_card:{action.slot}")
    elif isinstance(action, Target):
        click(window, qtbot, f"button_target:{action.seat}")
    elif isinstance(action, SpyLook):
        click(window, qtbot, "button_look" if action.look else "button_no_look")
    elif isinstance(action, Sword):
        click(window, qtbot, "button_sword" if action.use else "button_no_sword")
    else:
        raise AssertionError(f"no gesture for {action!r}")


def wait_step(qtbot, tutorial, index: int) -> None:
    qtbot.waitUntil(lambda: tutorial.property("index") == index and not tutorial.property("busy"), timeout=15000)


def laid_out(window, qtbot) -> None:
    """Waits until a table opened afresh is laid out (its positioners place the pages a frame later)."""
    settle(window, qtbot)
    qtbot.waitUntil(lambda: search(window, "zone_page:2") is not None
                    and centre(find(window, "zone_page:2")).x() > centre(find(window, "zone_page:1")).x() + 10)
    qtbot.wait(100)


def open_lesson(window, qtbot, runtime):
    settle(window, qtbot)
    click(window, qtbot, "learn_grimoire")
    qtbot.waitUntil(lambda: search(window, "grimoire") is not None)
    settle(window, qtbot)
    qtbot.waitUntil(lambda: search(window, "zone_page:3") is not None and find(window, "zone_page:3").x() > 0)
    return runtime.controller.tutorial


def index_of(test) -> int:
    return next(i for i, s in enumerate(SCRIPT.steps) if test(s))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_lesson_plays_to_its_end_with_real_gestures(window, qtbot, runtime, lang):
    runtime.settings.language = lang
    qtbot.wait(200)  # the home screen's cards are made again in the new language
    open_lesson(window, qtbot, runtime)
    controller = runtime.controller
    play_lesson(window, qtbot, runtime, SCRIPT, lambda step: perform(window, qtbot, step),
                before_move=lambda: laid_out(window, qtbot))
    assert controller.session.game.is_over(controller.session.state)
    play_a_real_game(window, qtbot, runtime, SCRIPT)


def test_another_legal_move_is_refused_with_what_the_step_asks(window, qtbot, runtime):
    tutorial = open_lesson(window, qtbot, runtime)
    controller = runtime.controller
    choose = index_of(lambda s: s.kind == EXPECT and isinstance(s.expect[1], ChoosePage))
    tutorial.open("grimoire", choose)
    wait_step(qtbot, tutorial, choose)
    laid_out(window, qtbot)
    made = len(controller.session.steps)
    with qtbot.waitSignal(controller.refused) as refused:
        click(window, qtbot, "zone_page:2")  # legal, but the step asks for page 6
    assert refused.args[0] == "That move is allowed, but this step asks for another one: Choose page 6."
    with qtbot.waitSignal(controller.refused) as refused:
        controller.activate("page:12")  # above the MP: the rules' own refusal, with its rule
    assert "1 to 6" in refused.args[0] and controller.property("refusalRule") == "book-phase-choosing-page"
    assert len(controller.session.steps) == made and tutorial.property("index") == choose

    take = index_of(lambda s: s.kind == EXPECT and isinstance(s.expect[1], Take) and s.gesture == "drag")
    tutorial.open("grimoire", take)
    wait_step(qtbot, tutorial, take)
    laid_out(window, qtbot)
    made = len(controller.session.steps)
    other = next(s for s, c in enumerate(controller.session.state.field) if c is not None and s != 3)
    with qtbot.waitSignal(controller.refused) as refused:
        drag(window, shown(qtbot, find(window, f"fieldCard_card:{other}")), find(window, "player_0"))
    assert refused.args[0].endswith(": Take " + tr(D.CARDS["merchant"].name()) + ".")
    assert len(controller.session.steps) == made and tutorial.property("index") == take

    sword = index_of(lambda s: s.kind == EXPECT and isinstance(s.expect[1], Sword))
    tutorial.open("grimoire", sword)
    wait_step(qtbot, tutorial, sword)
    with qtbot.waitSignal(controller.refused) as refused:
        controller.activate("sword")  # no sword to use: the rules say so
    assert refused.args[0] == "You hold no copper sword." and controller.property("refusalRule") == "targets-defense"

    show = index_of(lambda s: s.kind != EXPECT and s.light is not None)
    tutorial.open("grimoire", show)
    wait_step(qtbot, tutorial, show)
    with qtbot.waitSignal(controller.refused) as refused:
        controller.activate("page:3")  # a show step: read it, then Next
    assert refused.args[0].endswith("read this step, then press Next.")


def test_back_restart_and_resume(window, qtbot, runtime):
    tutorial = open_lesson(window, qtbot, runtime)
    controller = runtime.controller
    assert tutorial.property("index") == 0
    assert not find(window, "coachBack").property("enabled")
    middle = len(SCRIPT.steps) // 2
    tutorial.open("grimoire", middle)
    wait_step(qtbot, tutorial, middle)
    click(window, qtbot, "coachBack")
    wait_step(qtbot, tutorial, middle - 1)
    assert controller.session.record.steps == session_at(SCRIPT, middle - 1, seats(SCRIPT, tr)).record.steps
    assert not controller.canUndo and not controller.canHint  # Back replaces them in a lesson
    click(window, qtbot, "homeButton")  # leave for home: the step is kept
    qtbot.waitUntil(lambda: search(window, "homePage") is not None and not controller.active)
    assert runtime.settings.tutorial_step("grimoire") == middle - 1
    assert controller.library.unfinished.rowCount() == 0  # a lesson is not a game to resume (not in Continue)
    tutorial = open_lesson(window, qtbot, runtime)
    wait_step(qtbot, tutorial, middle - 1)  # resumes where it was left
    click(window, qtbot, "coachRestart")
    wait_step(qtbot, tutorial, 0)
    assert controller.session.steps == ()
    click(window, qtbot, "coachLeave")
    qtbot.waitUntil(lambda: not controller.active and not tutorial.property("active"))
