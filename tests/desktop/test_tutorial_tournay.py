"""Tournay's lesson on the real table: played to its end with real gestures in both languages, another legal
move refused kindly, an illegal one by the rules, Back, Restart, resume and "Play a real game"."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gameshelf.core.games.tournay import data as D
from gameshelf.core.games.tournay.actions import Draw, Fight, Keep, Place, Slots, Use
from gameshelf.desktop.translations import tr
from gameshelf.desktop.tutorial.run import session_at, seats
from gameshelf.desktop.tutorial.script import EXPECT, script_for

from .lesson_play import drag_items, play_a_real_game, play_lesson
from .conftest import centre, find, search, settle

SCRIPT = script_for("tournay")
KEYS = {"N": Qt.Key_N, "1": Qt.Key_1, "2": Qt.Key_2}


def shown(window, qtbot, name: str):
    qtbot.waitUntil(lambda: search(window, name) is not None and search(window, name).width() > 0
                    and search(window, name).property("visible"))
    return find(window, name)


def drag(window, qtbot, source: str, target: str) -> None:
    drag_items(window, shown(window, qtbot, source), shown(window, qtbot, target))


def click(window, qtbot, name: str) -> None:
    item = shown(window, qtbot, name)
    qtbot.waitUntil(lambda: item.property("enabled"))
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(item).toPoint())


def perform(window, qtbot, controller, step) -> None:
    """The step's decision, made with the gesture it asks for, as a player would."""
    seat, action = step.expect
    state = controller.session.state
    if step.gesture == "key":
        for key in step.keys:
            QTest.keyClick(window, KEYS[key])
    elif isinstance(action, Draw):
        deck = f"{action.colour}{action.level}"
        zone = f"zone_turn:{deck}" if action.mode == "turn" and state.up[deck] else f"zone_deck:{deck}"
        drag(window, qtbot, f"cit_{seat}_{action.colour}", zone)
    elif isinstance(action, Keep):
        click(window, qtbot, f"card_pending:{state.pending.index(action.card)}")
    elif isinstance(action, Place):
        card = f"card_hand:{seat}:{state.players[seat].hand.index(action.card)}"
        cell = f"zone_cell:{seat}:{action.x}:{action.y}"
        if step.gesture == "drag":
            drag(window, qtbot, card, cell)
        else:
            click(window, qtbot, card)
            click(window, qtbot, cell)
    elif isinstance(action, Use):
        colour = D.CARDS[state.players[seat].stacks[(action.x, action.y)][-1]].colour
        drag(window, qtbot, f"cit_{seat}_{colour}", f"zone_cell:{seat}:{action.x}:{action.y}")
    elif isinstance(action, Fight):
        drag(window, qtbot, f"cit_{seat}_{D.EVENTS[state.queue[action.slot]].colour}", f"zone_event:{action.slot}")
    elif isinstance(action, Slots):  # the criers' panel: click each event to shield, then confirm
        for slot in action.slots:
            click(window, qtbot, f"shield_{slot}")
            qtbot.waitUntil(lambda: find(window, f"shield_{slot}").property("selected"))
        click(window, qtbot, "button_confirm")
    else:
        raise AssertionError(f"no gesture for {action!r}")


def wait_step(qtbot, tutorial, index: int) -> None:
    qtbot.waitUntil(lambda: tutorial.property("index") == index and not tutorial.property("busy"), timeout=20000)


def open_lesson(window, qtbot, runtime):
    settle(window, qtbot)
    click(window, qtbot, "learn_tournay")
    qtbot.waitUntil(lambda: search(window, "tournay") is not None)
    settle(window, qtbot)
    return runtime.controller.tutorial


def open_at(window, qtbot, runtime, index: int):
    tutorial = open_lesson(window, qtbot, runtime)
    tutorial.open("tournay", index)
    wait_step(qtbot, tutorial, index)
    settle(window, qtbot)
    return tutorial


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_lesson_plays_to_its_end_with_real_gestures(window, qtbot, runtime, lang):
    runtime.settings.language = lang
    qtbot.wait(200)  # the home screen's cards are made again in the new language
    open_lesson(window, qtbot, runtime)
    controller = runtime.controller
    play_lesson(window, qtbot, runtime, SCRIPT, lambda step: perform(window, qtbot, controller, step),
                before_move=lambda: settle(window, qtbot))
    assert runtime.controller.session.game.is_over(controller.session.state)  # the lesson shows the real end
    play_a_real_game(window, qtbot, runtime, SCRIPT)


def test_another_legal_move_is_refused_with_what_the_step_asks(window, qtbot, runtime):
    controller = runtime.controller
    draw = next(i for i, s in enumerate(SCRIPT.steps) if s.kind == EXPECT and isinstance(s.expect[1], Draw))
    tutorial = open_at(window, qtbot, runtime, draw)
    made = len(controller.session.steps)
    with qtbot.waitSignal(controller.refused) as refused:
        drag(window, qtbot, "cit_0_w", "zone_deck:w1")  # legal, but the step asks for the yellow deck
    assert refused.args[0].startswith("That move is allowed, but this step asks for another one: ")
    with qtbot.waitSignal(controller.refused) as refused:
        controller.drop("cit:0:y", "deck:y3")  # one citizen cannot draw from level III: the rules say why
    assert "That move is allowed" not in refused.args[0]
    assert controller.property("refusalRule") == "one-action"  # the citizens an action needs
    assert len(controller.session.steps) == made and tutorial.property("index") == draw

    fight = next(i for i, s in enumerate(SCRIPT.steps) if s.kind == EXPECT and isinstance(s.expect[1], Fight))
    tutorial.open("tournay", fight)
    wait_step(qtbot, tutorial, fight)
    settle(window, qtbot)
    made = len(controller.session.steps)
    with qtbot.waitSignal(controller.refused) as refused:
        click(window, qtbot, "button_gather")  # gathering is legal here, but the step asks to fight
    assert refused.args[0].startswith("That move is allowed")
    assert len(controller.session.steps) == made and tutorial.property("index") == fight

    tutorial.open("tournay", 1)  # the plaza: a show step, read it and press Next
    wait_step(qtbot, tutorial, 1)
    settle(window, qtbot)
    with qtbot.waitSignal(controller.refused) as refused:
        controller.drop("cit:0:y", "deck:y1")
    assert refused.args[0].endswith("read this step, then press Next.")


def test_back_restart_and_resume(window, qtbot, runtime):
    tutorial = open_lesson(window, qtbot, runtime)
    controller = runtime.controller
    assert tutorial.property("index") == 0
    assert not find(window, "coachBack").property("enabled")
    tutorial.open("tournay", 6)
    wait_step(qtbot, tutorial, 6)
    click(window, qtbot, "coachBack")
    wait_step(qtbot, tutorial, 5)
    assert controller.session.record.steps == session_at(SCRIPT, 5, seats(SCRIPT, tr)).record.steps
    assert not controller.canUndo and not controller.canHint  # Back replaces them in a lesson
    click(window, qtbot, "homeButton")  # leave for home: the step is kept
    qtbot.waitUntil(lambda: search(window, "homePage") is not None and not controller.active)
    assert runtime.settings.tutorial_step("tournay") == 5
    assert controller.library.unfinished.rowCount() == 0  # a lesson is not a game to resume
    tutorial = open_lesson(window, qtbot, runtime)
    wait_step(qtbot, tutorial, 5)  # resumes where it was left
    click(window, qtbot, "coachRestart")
    wait_step(qtbot, tutorial, 0)
    assert controller.session.steps == ()
    click(window, qtbot, "coachLeave")
    qtbot.waitUntil(lambda: not controller.active and not tutorial.property("active"))


def test_the_jump_lands_on_the_last_round(window, qtbot, runtime):
    """The late position the lesson jumps to: both districts complete, the end announced, the learner to act."""
    controller = runtime.controller
    later = next(i for i, s in enumerate(SCRIPT.steps) if s.jump)
    open_at(window, qtbot, runtime, later)
    state = controller.session.state
    assert state.ending and state.phase == "act" and state.turn == SCRIPT.player
    assert all(len(p.stacks) == 9 for p in state.players)
    assert search(window, "coachText").property("text") == tr(SCRIPT.steps[later].text())
