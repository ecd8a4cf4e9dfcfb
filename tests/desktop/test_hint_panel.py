"""The hint panel never covers the table: on every game table it sits in the guide's place at the head of the game
log (the log's guide dock, which the log's lines make way for), and the rectangles of the hint's lit items (hint
rings, a place's hint frame, a lit button) do not meet it, also where the lit move is a GrandPrix-F1 car driven
onto the top straight (where the panel once floated)."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF

from gameshelf.core.ai.ismcts import MoveStat
from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.engine import Seat, Session
from gameshelf.core.games import playable
from gameshelf.core.games.grandprix_f1 import GAME as F1
from gameshelf.core.games.grandprix_f1.actions import Play
from gameshelf.core.games.grandprix_f1.routing import NAMES as F1_NAMES
from gameshelf.desktop.models import ai_worker
from gameshelf.desktop.presenters.grandprix_f1 import LAYOUT

from .conftest import find
from .qt_items import child_items

BOTS = {"dice_road_race": 2, "grands_tours": 4, "grimoire": 3, "grandprix_f1": 4, "tournay": 3}


@pytest.fixture(autouse=True)
def quick_ai(monkeypatch):
    """Computer seats play the plug-in's greedy policy on their own view."""
    def choose(game, state, seat, level, rng, cancel):
        plugin = plugin_for(game)
        return plugin.policy(game, game.determinize(game.observe(state, seat), rng), seat, rng)
    monkeypatch.setattr(ai_worker, "choose", choose)


def seats(game_id):
    return [Seat("Ann", "#d63031", "human")] + [
        Seat(f"Bot{i}", "#0984e3", "ai:easy") for i in range(1, BOTS[game_id])]


def lit_rects(window, controller) -> list[QRectF]:
    """Scene rectangles of every lit item drawn now (visible itself and through every parent): hint rings,
    a place's hint frame, and items named after a hinted row (its uid, or a prefix, "_" and its uid)."""
    lit = {r["uid"] for model in (controller.zones, controller.pieces, controller.buttons) for r in model.rows()
           if r.get("hinted")}
    panel = find(window, "hintPanel")
    out, todo = [], [window.contentItem()]
    while todo:
        item = todo.pop()
        if item == panel or not item.isVisible() or item.opacity() == 0:
            continue
        name = item.objectName()
        if name in ("hintRing", "hintPlace") or name in lit or ("_" in name and name.split("_", 1)[1] in lit):
            out.append(item.mapRectToScene(QRectF(0, 0, item.width(), item.height())))
            continue
        todo.extend(child_items(item))
    return out


def panel_rect(window) -> QRectF:
    panel = find(window, "hintPanel")
    return panel.mapRectToScene(QRectF(0, 0, panel.width(), panel.height()))


def in_its_place(window) -> bool:
    """Whether the panel lies in the guide dock at the head of the log, above the log's lines."""
    panel, dock, log = panel_rect(window), find(window, "guideDock"), find(window, "gameLog")
    place = dock.mapRectToScene(QRectF(0, 0, dock.width(), dock.height())).adjusted(-1, -1, 1, 1)
    return place.contains(panel) and (not log.isVisible() or log.mapRectToScene(QRectF(0, 0, 1, 1)).top() >= panel.bottom())


def show_hint(controller, window, qtbot):
    assert controller.hint()
    qtbot.waitUntil(lambda: len(controller.property("hintLines")) > 0, timeout=30000)
    panel = find(window, "hintPanel")
    qtbot.waitUntil(lambda: panel.property("visible"))
    qtbot.wait(100)
    return panel


@pytest.mark.parametrize("game_id", sorted(BOTS))
def test_a_hint_panel_never_covers_the_items_its_hint_lights(runtime, window, qtbot, game_id):
    controller = runtime.controller
    controller.start(Session.new(playable()[game_id], seats(game_id), {}, 11))
    qtbot.waitUntil(lambda: controller.viewer() == 0, timeout=30000)
    show_hint(controller, window, qtbot)
    seat, moves = controller._hint
    marks = controller.presenter.hint_marks(controller.session.state, seat, moves[0][0])
    lit = lit_rects(window, controller)
    if marks.zones or marks.pieces or marks.buttons:
        assert lit, "the hint lights nothing on the table"
    panel = panel_rect(window)
    assert not any(panel.intersects(r) for r in lit), (panel, lit)
    assert in_its_place(window)


def f1_top_straight_position(seed: int):
    """Plays a race (everyone greedy) until Ann may drive her car beside the top straight, under the panel's
    usual place; returns the actions played and that move."""
    plugin = plugin_for(F1)
    state = F1.new_game(seats("grandprix_f1"), {}, seed)
    rng = random.Random(seed)
    played = []
    while state.phase != "over":
        seat = F1.to_act(state)[0]
        if seat == 0:
            for action in F1.legal_actions(state, 0):
                if type(action) is Play and not action.pit and not action.tyres:
                    mv = F1.preview(state, action.car, action.card, action.pit, action.tyres)
                    x, y, _ = LAYOUT[F1_NAMES[mv.route[-1]]] if mv.route and not mv.finished else (0, 99, 0)
                    if y < 12 and 40 < x < 90:  # a U lane or gravel above the top straight, mid-board
                        return played, action
        action = plugin.policy(F1, state, seat, rng)
        played.append((seat, action))
        F1.apply(state, seat, action)
    raise AssertionError("no move onto the top straight")


def test_the_panel_never_covers_a_car_it_lights_on_the_f1_top_straight(runtime, window, qtbot, monkeypatch):
    played, move = f1_top_straight_position(5)
    session = Session.new(F1, seats("grandprix_f1"), {}, 5)
    for seat, action in played:
        session.submit(seat, action)
    controller = runtime.controller
    controller.start(session)
    qtbot.waitUntil(lambda: controller.viewer() == 0, timeout=30000)
    monkeypatch.setattr(controller._hinter, "_task", lambda *args: (MoveStat(move, 1, 0.5),))
    show_hint(controller, window, qtbot)
    lit = lit_rects(window, controller)
    assert len(lit) >= 3  # the card, the car and the space it ends on
    panel = panel_rect(window)
    assert not any(panel.intersects(r) for r in lit), (panel, lit)
    assert in_its_place(window)
