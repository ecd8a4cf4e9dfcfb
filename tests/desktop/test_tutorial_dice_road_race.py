"""The Dice Road Race's lesson on the real table: played to its end with real gestures in both languages,
other legal moves refused kindly, illegal ones by the rules, Back, Restart, resume and "Play a real game"."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gameshelf.core.games import playable
from gameshelf.core.games.dice_road_race.actions import Advance, Declare, Join
from gameshelf.desktop.translations import tr
from gameshelf.desktop.tutorial.run import session_at, seats
from gameshelf.desktop.tutorial.script import EXPECT, SCRIPTED, script_for

from .lesson_play import drag_items, play_a_real_game, play_lesson, press
from .conftest import centre, find, search, settle

SCRIPT = script_for("dice_road_race")
KEYS = {"Y": Qt.Key_Y, "N": Qt.Key_N, "F": Qt.Key_F, "1": Qt.Key_1, "2": Qt.Key_2, "3": Qt.Key_3}


def drag(window, qtbot, item, target) -> None:
    drag_items(window, item, target)


def click(window, qtbot, name: str) -> None:
    press(window, qtbot, name)


def perform(window, qtbot, step) -> None:
    """The step's decision, made with the gesture it asks for, as a player would."""
    seat, action = step.expect
    if step.gesture == "key":
        for key in step.keys:
            QTest.keyClick(window, KEYS[key])
    elif isinstance(action, Declare) and step.gesture == "drag":
        for i in range(action.dice):
            die = find(window, f"handDie_die:{seat}:{i}")
            qtbot.waitUntil(lambda: die.property("visible"))
            drag(window, qtbot, die, find(window, "rollTray"))
        click(window, qtbot, "button_roll")
    elif isinstance(action, Declare):  # click the last die wanted: the ones before it go into the tray too
        click(window, qtbot, f"handDie_die:{seat}:{action.dice - 1}")
        click(window, qtbot, "button_roll")
    elif isinstance(action, Advance) and step.gesture == "drag":
        drag(window, qtbot, find(window, f"piece_rider:{seat}"), find(window, f"zone_space:{action.to}"))
    elif isinstance(action, Advance):
        click(window, qtbot, f"zone_space:{action.to}")
    elif isinstance(action, Join):
        click(window, qtbot, "button_join" if action.join else "button_stay_out")
    else:
        raise AssertionError(f"no gesture for {action!r}")


def wait_step(qtbot, tutorial, index: int) -> None:
    qtbot.waitUntil(lambda: tutorial.property("index") == index and not tutorial.property("busy"), timeout=10000)


def open_lesson(window, qtbot, runtime):
    settle(window, qtbot)
    click(window, qtbot, "learn_dice_road_race")
    qtbot.waitUntil(lambda: search(window, "diceRoadRace") is not None)
    settle(window, qtbot)
    return runtime.controller.tutorial


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_lesson_plays_to_its_end_with_real_gestures(window, qtbot, runtime, lang):
    runtime.settings.language = lang
    qtbot.wait(200)  # the home screen's cards are made again in the new language
    open_lesson(window, qtbot, runtime)
    play_lesson(window, qtbot, runtime, SCRIPT, lambda step: perform(window, qtbot, step))
    play_a_real_game(window, qtbot, runtime, SCRIPT)


def test_another_legal_move_is_refused_with_what_the_step_asks(window, qtbot, runtime):
    tutorial = open_lesson(window, qtbot, runtime)
    controller = runtime.controller
    declare = next(i for i, s in enumerate(SCRIPT.steps) if s.kind == EXPECT and isinstance(s.expect[1], Declare))
    tutorial.open("dice_road_race", declare)
    wait_step(qtbot, tutorial, declare)
    made = len(controller.session.steps)
    with qtbot.waitSignal(controller.refused) as refused:
        QTest.keyClick(window, Qt.Key_1)  # legal, but the step asks for two dice
    assert refused.args[0] == "That move is allowed, but this step asks for another one: Roll 2 dice."
    assert len(controller.session.steps) == made  # nothing was played
    assert tutorial.property("index") == declare

    move = next(i for i, s in enumerate(SCRIPT.steps) if s.kind == EXPECT and isinstance(s.expect[1], Advance))
    tutorial.open("dice_road_race", move)
    wait_step(qtbot, tutorial, move)
    settle(window, qtbot)
    made = len(controller.session.steps)
    with qtbot.waitSignal(controller.refused) as refused:
        drag(window, qtbot, find(window, "piece_rider:0"), find(window, "zone_space:3"))  # legal, not the step's
    assert refused.args[0].endswith("Stop on space 6.")
    with qtbot.waitSignal(controller.refused) as refused:
        controller.drop("rider:0", "space:20")  # beyond the roll: the rules' own refusal, with its rule
    assert refused.args[0].startswith("Your roll of") and controller.property("refusalRule") == "moving-paying-costs"
    assert len(controller.session.steps) == made and tutorial.property("index") == move

    narrate = next(i for i, s in enumerate(SCRIPT.steps) if s.kind != EXPECT and s.about is not None)
    tutorial.open("dice_road_race", narrate)
    wait_step(qtbot, tutorial, narrate)
    with qtbot.waitSignal(controller.refused) as refused:
        QTest.keyClick(window, Qt.Key_3)  # a show step: read it, then Next
    assert refused.args[0].endswith("read this step, then press Next.")


def test_back_restart_and_resume(window, qtbot, runtime):
    tutorial = open_lesson(window, qtbot, runtime)
    controller = runtime.controller
    assert tutorial.property("index") == 0
    assert not find(window, "coachBack").property("enabled")
    tutorial.open("dice_road_race", 6)
    wait_step(qtbot, tutorial, 6)
    click(window, qtbot, "coachBack")
    wait_step(qtbot, tutorial, 5)
    assert controller.session.record.steps == session_at(SCRIPT, 5, seats(SCRIPT, tr)).record.steps
    assert not controller.canUndo and not controller.canHint  # Back replaces them in a lesson
    click(window, qtbot, "homeButton")  # leave for home: the step is kept
    qtbot.waitUntil(lambda: search(window, "homePage") is not None and not controller.active)
    assert runtime.settings.tutorial_step("dice_road_race") == 5
    assert controller.library.unfinished.rowCount() == 0  # a lesson is not a game to resume (not in Continue)
    tutorial = open_lesson(window, qtbot, runtime)
    wait_step(qtbot, tutorial, 5)  # resumes where it was left
    click(window, qtbot, "coachRestart")
    wait_step(qtbot, tutorial, 0)
    assert controller.session.steps == ()
    click(window, qtbot, "coachLeave")
    qtbot.waitUntil(lambda: not controller.active and not tutorial.property("active"))


def test_learn_to_play_only_for_games_with_a_lesson(window, qtbot, runtime):
    settle(window, qtbot)
    for game in playable():  # a game shows "Learn to play" exactly when it has a lesson
        item = search(window, f"learn_{game}")
        assert (item is not None and item.property("visible")) == (game in SCRIPTED), game


def test_a_script_the_rules_refuse_says_so_and_the_game_goes_on(window, qtbot, runtime, monkeypatch):
    import attrs

    from gameshelf.desktop.models import tutorial as model

    joined = next(i for i, s in enumerate(SCRIPT.steps) if s.play and isinstance(s.play[0][1], Join))
    broken_step = attrs.evolve(SCRIPT.steps[joined], play=((1, Advance(5)),))  # no roll yet: the rules refuse it
    broken = attrs.evolve(SCRIPT, steps=SCRIPT.steps[:joined] + (broken_step,) + SCRIPT.steps[joined + 1:])
    monkeypatch.setattr(model, "script_for", lambda game_id: broken)
    tutorial, controller = runtime.controller.tutorial, runtime.controller
    tutorial.open("dice_road_race", joined - 1)
    wait_step(qtbot, tutorial, joined - 1)
    perform(window, qtbot, SCRIPT.steps[joined - 1])  # the learner's decision; then the broken step plays
    qtbot.waitUntil(lambda: tutorial.property("offScript") != "")
    assert f"step {joined + 1}" in tutorial.property("offScript")
    assert find(window, "coachOffScript").property("visible") and find(window, "coachPlayReal").property("visible")
    assert controller.guide is None
    # a normal game from here: the computer players answer as in any game
    qtbot.waitUntil(lambda: controller.session.state.phase != "join", timeout=30000)


def test_switching_language_during_the_lesson_keeps_the_step(window, qtbot, runtime):
    tutorial = open_lesson(window, qtbot, runtime)
    tutorial.open("dice_road_race", 6)
    wait_step(qtbot, tutorial, 6)
    runtime.settings.language = "ja"
    qtbot.waitUntil(lambda: runtime.controller.session.seats[0].name == "あなた")
    assert tutorial.property("index") == 6
    assert find(window, "coachText").property("text") == tr(SCRIPT.steps[6].text()) != SCRIPT.steps[6].text.text


def test_opening_a_lesson_the_rules_refuse_goes_on_from_where_it_broke(window, qtbot, runtime, monkeypatch):
    import attrs

    from gameshelf.desktop.models import tutorial as model

    index = next(i for i, s in enumerate(SCRIPT.steps) if s.kind == EXPECT and isinstance(s.expect[1], Advance))
    broken_step = attrs.evolve(SCRIPT.steps[index], expect=(0, Advance(23)))
    broken = attrs.evolve(SCRIPT, steps=SCRIPT.steps[:index] + (broken_step,) + SCRIPT.steps[index + 1:])
    monkeypatch.setattr(model, "script_for", lambda game_id: broken)
    tutorial, controller = runtime.controller.tutorial, runtime.controller
    made = len(session_at(SCRIPT, index, seats(SCRIPT, tr)).steps)
    tutorial.open("dice_road_race", index + 3)
    qtbot.waitUntil(lambda: tutorial.property("offScript") != "")
    assert controller.active and controller.guide is None
    assert len(controller.session.steps) == made  # the game as the refused decision found it
    assert controller.viewer() == 0  # the learner's own move, now as in any game
