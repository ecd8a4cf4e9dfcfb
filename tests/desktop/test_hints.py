"""Hints at the table: the acting human's own legal move, off the UI thread, marking the game assisted,
and never outliving the position it was computed for."""
from __future__ import annotations

import random
import threading

import pytest

from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.engine import Seat, Session, dumps
from gameshelf.core.games import playable
from gameshelf.desktop.models import ai_worker

from .conftest import find, search, settle
from .qt_items import child_items

HUMAN_AND_BOTS = {"dice_road_race": 2, "grands_tours": 4, "grimoire": 3}
SCENES = {"dice_road_race": "diceRoadRace", "grands_tours": "grandsTours", "grimoire": "grimoire"}


@pytest.fixture(autouse=True)
def quick_ai(monkeypatch):
    """Computer seats play the plug-in's greedy policy on their own view (the hint itself searches for real)."""
    def choose(game, state, seat, level, rng, cancel):
        plugin = plugin_for(game)
        return plugin.policy(game, game.determinize(game.observe(state, seat), rng), seat, rng)
    monkeypatch.setattr(ai_worker, "choose", choose)


def start(runtime, game_id, seats, seed=7):
    runtime.controller.start(Session.new(playable()[game_id], seats, {}, seed))
    return runtime.controller


def human_and_bots(game_id):
    return [Seat("Ann", "#d63031", "human")] + [
        Seat(f"Bot{i}", "#0984e3", "ai:easy") for i in range(1, HUMAN_AND_BOTS[game_id])]


@pytest.mark.parametrize("game_id", sorted(HUMAN_AND_BOTS))
def test_a_hint_is_a_legal_move_of_the_acting_human_and_marks_the_game_assisted(runtime, window, qtbot, game_id):
    controller = start(runtime, game_id, human_and_bots(game_id))
    qtbot.waitUntil(lambda: controller.viewer() == 0, timeout=20000)
    notices = []
    controller.notice.connect(notices.append)
    assert not controller.session.record.assisted
    assert controller.hint()
    qtbot.waitUntil(lambda: len(controller.property("hintLines")) > 0, timeout=20000)
    seat, moves = controller._hint
    state, game = controller.session.state, controller.session.game
    assert seat == 0 and 1 <= len(moves) <= 3
    assert all(game.check(state, 0, action) is None for action, _mean in moves)
    assert controller.session.record.assisted and '"assisted": true' in dumps(controller.session.record, game)
    assert len(notices) == 1 and "assisted" in notices[0]
    controller.hint()  # a second hint says nothing more
    assert len(notices) == 1
    panel = find(window, "hintPanel")
    qtbot.waitUntil(lambda: panel.property("visible"))
    # the suggestion is lit on the table: its piece, its place or its button
    marks = controller.presenter.hint_marks(state, 0, moves[0][0])
    qtbot.waitUntil(lambda: len(controller.property("hintLines")) > 0, timeout=20000)
    lit = [r["uid"] for model in (controller.zones, controller.pieces, controller.buttons) for r in model.rows()
           if r.get("hinted")]
    assert sorted(lit) == sorted({*marks.zones, *marks.pieces, *marks.buttons} & {
        r["uid"] for model in (controller.zones, controller.pieces, controller.buttons) for r in model.rows()})
    assert lit or not (marks.zones or marks.pieces or marks.buttons)
    controller.dismissHint()
    assert controller.property("hintLines") == [] and controller.session.record.assisted
    qtbot.waitUntil(lambda: not panel.property("visible"))


def test_no_hint_for_a_computer_or_behind_the_hand_over_screen(runtime, window, qtbot):
    controller = start(runtime, "grimoire", [Seat("Ann", "#d63031", "human"), Seat("Ben", "#0984e3", "human"),
                                             Seat("Cy", "#00b894", "human")])
    # simultaneous secret choice: Ann picks first, then the screen is handed to Ben
    qtbot.waitUntil(lambda: controller.viewer() == 0)
    assert controller.activate("page:1")
    assert controller.property("handOver") and controller.viewer() is None
    refusals = []
    controller.refused.connect(refusals.append)
    assert not controller.property("canHint") and not controller.hint() and refusals
    assert not controller.session.record.assisted
    bots = start(runtime, "grimoire", [Seat(f"Bot{i}", "#0984e3", "ai:easy") for i in range(3)])
    assert not bots.property("canHint") and not bots.hint()


def test_a_move_cancels_a_pending_hint_and_no_stale_hint_appears(runtime, window, qtbot, monkeypatch):
    controller = start(runtime, "dice_road_race", human_and_bots("dice_road_race"))
    qtbot.waitUntil(lambda: controller.viewer() == 0, timeout=20000)
    cancels: list[threading.Event] = []
    release = threading.Event()

    def slow(game, state, seat, level, rng, cancel):
        cancels.append(cancel)
        release.wait(5)
        return ai_worker.hint(game, state, seat, level, rng, threading.Event())  # ignores its cancel on purpose

    monkeypatch.setattr(controller._hinter, "_task", slow)
    assert controller.hint()
    qtbot.waitUntil(lambda: len(cancels) == 1)
    assert controller.hint()  # a new hint supersedes the first
    qtbot.waitUntil(lambda: len(cancels) == 2)
    assert cancels[0].is_set() and not cancels[1].is_set()
    state, game = controller.session.state, controller.session.game
    action = game.legal_actions(state, 0)[0]
    controller._submit(0, action)  # a move supersedes the second
    assert cancels[1].is_set() and not controller.property("hinting")
    release.set()
    qtbot.wait(1500)
    assert controller.property("hintLines") == [] and controller._hint is None


def shown_rings(window) -> int:
    """Hint rings drawn on screen (visible themselves and through every parent)."""
    count, todo = 0, [window.contentItem()]
    while todo:
        item = todo.pop()
        if not item.isVisible():
            continue
        count += item.objectName() == "hintRing"
        todo.extend(child_items(item))
    return count


@pytest.mark.parametrize("game_id", ["dice_road_race", "grimoire"])
def test_the_suggested_piece_itself_wears_the_hint_ring(runtime, window, qtbot, game_id):
    # the Dice Road Race's first move is a number of dice (its dice are lit), Grimoire's a page (the bookmark)
    controller = start(runtime, game_id, human_and_bots(game_id))
    qtbot.waitUntil(lambda: controller.viewer() == 0, timeout=20000)
    assert shown_rings(window) == 0
    assert controller.hint()
    qtbot.waitUntil(lambda: len(controller.property("hintLines")) > 0, timeout=20000)
    marks = controller.presenter.hint_marks(controller.session.state, 0, controller._hint[1][0][0])
    assert marks.pieces
    qtbot.waitUntil(lambda: shown_rings(window) == len(marks.pieces))
    controller.dismissHint()
    qtbot.waitUntil(lambda: shown_rings(window) == 0)
