"""Hints at the GrandPrix-F1 table: every kind of decision is named in words and lit as its drag or click
would be; the Hint button and H key give the acting human a legal move of their own, never another seat's;
the record is marked assisted; a move or an undo cancels a pending hint."""
from __future__ import annotations

import random
import re
import threading
from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gameshelf.core.ai import hints
from gameshelf.core.ai.levels import LEVELS
from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.engine import Seat, Session, dumps
from gameshelf.core.games.grandprix_f1 import GAME
from gameshelf.core.games.grandprix_f1 import routing as R
from gameshelf.core.games.grandprix_f1.actions import Box, Exchange, Pay, Play, Stay
from gameshelf.desktop.models import ai_worker
from gameshelf.desktop.presenters import View, presenter_for
from gameshelf.desktop.translations import tr

from .conftest import find, settle
from .qt_items import child_items

PLUGIN = plugin_for(GAME)
ANN_AND_BOTS = [Seat("Ann", "#e03308", "human")] + [Seat(n, c, "ai:easy") for n, c in
                                                    (("Bo", "#006cfe"), ("Cy", "#8fbf83"), ("Di", "#bc2e89"))]
QUICK = LEVELS["normal"].scaled(0.1)  # the hint's own search, smaller, where a test only needs its shape


@pytest.fixture(autouse=True)
def quick_ai(monkeypatch):
    """Computer seats play the plug-in's greedy policy on their own view (the hint itself searches for real)."""
    def choose(game, state, seat, level, rng, cancel):
        return PLUGIN.policy(game, game.determinize(game.observe(state, seat), rng), seat, rng)
    monkeypatch.setattr(ai_worker, "choose", choose)


def start(runtime, seats, seed=7):
    runtime.controller.start(Session.new(GAME, seats, {}, seed))
    return runtime.controller


def kind_of(action) -> str:
    if type(action) is Play:
        return "leave" if action.tyres else "pit" if action.pit else "play"
    return type(action).__name__.lower()


def scene_ids(scene) -> set[str]:
    return {r["uid"] for rows in (scene.zones, scene.pieces, scene.buttons) for r in rows}


# --- the presenter: every action kind, named and lit ------------------------------------------------------------
def test_every_decision_of_a_race_is_named_and_lit_on_the_table(qapp):
    """Races at 3, 5 and 8 players: for every legal action of the seat to act, the marks name pieces, spaces and
    buttons of that seat's own scene, a card play lights its card, its car and the space the car ends on, and
    the text names the card, the car and where it goes."""
    seen_kinds: Counter = Counter()
    for n, seed in ((3, 1), (5, 2), (8, 3)):
        seats = [Seat(f"P{i}", "#336699", "human") for i in range(n)]
        presenter = presenter_for("grandprix_f1", GAME, seats)
        state = GAME.new_game(seats, {}, seed)
        rng = random.Random(seed)
        while state.phase != "over":
            seat = GAME.to_act(state)[0]
            scene = presenter.scene(state, View(seat, None, ()))
            ids = scene_ids(scene)
            legal = GAME.legal_actions(state, seat)
            for action in legal:
                marks = presenter.hint_marks(state, seat, action)
                text = tr(marks.text)
                seen_kinds[kind_of(action)] += 1
                assert text and not re.search(r"[{}]", text), text
                assert set(marks.pieces + marks.zones + marks.buttons) <= ids, (action, marks)
                if type(action) is Play:
                    mv = GAME.preview(state, action.car, action.card, action.pit, action.tyres)
                    at = mv.route[-1] if mv.route else state.cars[action.car].pos
                    end = "finish" if mv.finished else f"space:{R.NAMES[at]}"
                    assert marks.pieces == (f"card:{action.card}", f"car:{action.car}") and marks.zones == (end,)
                    assert text.startswith(f"Play the {action.card} for P{state.cars[action.car].owner}'s car")
                    if mv.finished:
                        assert "finish line" in text
                    elif mv.box:
                        assert f"your box {R.BOX_OF[mv.route[-1]]}" in text
                    elif mv.route and R.KIND[mv.route[-1]] == "main":
                        assert f"space {R.NAMES[mv.route[-1]]}" in text
                    if action.tyres:
                        assert ("rain tyres" if action.tyres == "wet" else "dry tyres") in text
                    assert not marks.buttons  # no panel is open before the drop
                elif type(action) is Box:  # the box itself, lit for the chooser
                    assert marks.zones == (f"space:Box{action.box}",) and not marks.pieces and not marks.buttons
                    assert text == f"Take box {action.box}"
                    assert next(z for z in scene.zones if z["uid"] == marks.zones[0])["choosable"]
                else:  # a panel's option: its own button, and nothing else's
                    index = [a for a in legal if type(a) is type(action)].index(action)
                    assert marks.buttons == (f"choice:{index}",), (action, marks)
                    if type(action) is Stay:
                        assert marks.pieces == (f"car:{state.active}",) and "Stay in the box" in text
                    elif type(action) is Pay:
                        assert set(marks.pieces) == {f"card:{v}" for v in action.cards} and "Pay the penalty" in text
                    else:
                        assert "ones you drew" in text
            action = PLUGIN.policy(GAME, state, seat, rng) if rng.random() < 0.8 else rng.choice(legal)
            GAME.apply(state, seat, action)
    assert set(seen_kinds) == {"box", "play", "pit", "leave", "stay", "exchange", "pay"}, seen_kinds


def test_a_pit_choice_on_an_open_panel_lights_its_button(qapp):
    """When a card's drop opened the pit-lane panel, the hinted variant's button is lit too."""
    seats = [Seat(f"P{i}", "#336699", "human") for i in range(3)]
    presenter = presenter_for("grandprix_f1", GAME, seats)
    state = GAME.new_game(seats, {}, 4)
    rng = random.Random(4)
    while True:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        pits = [a for a in legal if type(a) is Play and a.pit and not a.tyres]
        both = [a for a in pits if Play(a.car, a.card) in legal]
        if both:
            break
        GAME.apply(state, seat, PLUGIN.policy(GAME, state, seat, rng))
    pit = both[0]
    view = View(seat, None, ())
    intent = presenter.drop(state, view, f"card:{pit.card}", f"car:{pit.car}")
    assert intent.changed and not intent.candidates  # the panel asks: pit lane or track
    buttons = {b["uid"]: b["label"] for b in presenter.scene(state, view).buttons}
    for action, label in ((pit, "Into the pit lane"), (Play(pit.car, pit.card), "Stay on the track")):
        marks = presenter.hint_marks(state, seat, action)
        assert len(marks.buttons) == 1 and buttons[marks.buttons[0]] == label
        assert marks.pieces == (f"card:{pit.card}", f"car:{pit.car}")
    assert "pit lane" in tr(presenter.hint_marks(state, seat, pit).text)


def test_the_hint_reads_only_what_its_seat_sees(qapp):
    """Two deals that agree on everything seat 0 can see give seat 0 the same hint."""
    seats = [Seat(f"P{i}", "#336699", "human") for i in range(5)]
    state = GAME.new_game(seats, {}, 9)
    rng = random.Random(9)
    while GAME.to_act(state) != (0,) or state.phase != "turn":
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, PLUGIN.policy(GAME, state, seat, rng))
    other = GAME.determinize(GAME.observe(state, 0), random.Random(123))
    assert [p.hand for p in other.players[1:]] != [p.hand for p in state.players[1:]]
    assert GAME.observe(other, 0) == GAME.observe(state, 0)
    first = hints.suggest(GAME, state, 0, QUICK, random.Random(5))
    again = hints.suggest(GAME, other, 0, QUICK, random.Random(5))
    assert first and [(m.action, m.visits) for m in first] == [(m.action, m.visits) for m in again]


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


# --- the table -------------------------------------------------------------------------------------------------------
def my_decision(controller, qtbot):
    qtbot.waitUntil(lambda: controller.viewer() == 0, timeout=30000)
    return controller.session.state


def test_the_h_key_shows_a_legal_move_of_the_acting_human_lit_on_the_table(runtime, window, qtbot):
    controller = start(runtime, ANN_AND_BOTS)
    my_decision(controller, qtbot)
    settle(window, qtbot)
    assert controller.property("canHint") and find(window, "hintButton").property("enabled")
    assert not controller.session.record.assisted
    notices = []
    controller.notice.connect(notices.append)
    assert shown_rings(window) == 0
    window.requestActivate()
    find(window, "tablePage").forceActiveFocus()  # the table page takes the keys
    QTest.keyClick(window, Qt.Key_H)
    assert controller.property("hinting") or controller.property("hintLines")
    qtbot.waitUntil(lambda: len(controller.property("hintLines")) > 0, timeout=60000)
    seat, moves = controller._hint
    state = controller.session.state
    assert seat == 0 and 1 <= len(moves) <= 3
    assert all(GAME.check(state, 0, action) is None for action, _mean in moves)
    # the record says so, in its save too, and the first hint says once what that means
    assert controller.session.record.assisted and '"assisted": true' in dumps(controller.session.record, GAME)
    assert len(notices) == 1 and "assisted" in notices[0]
    # each line names the move in words, with its chances
    marks = [controller.presenter.hint_marks(state, 0, action) for action, _mean in moves]
    lines = controller.property("hintLines")
    assert [line.split(" — ")[0] for line in lines] == [tr(m.text) for m in marks]
    # lit as a drag would be: the card, the car and the space it ends on, and nothing else
    best = marks[0]
    lit = sorted(r["uid"] for model in (controller.zones, controller.pieces, controller.buttons)
                 for r in model.rows() if r.get("hinted"))
    assert lit == sorted({*best.pieces, *best.zones, *best.buttons}) and lit
    if type(moves[0][0]) is Play:
        action = moves[0][0]
        assert f"card:{action.card}" in lit and f"car:{action.car}" in lit
        assert any(u.startswith("space:") or u == "finish" for u in lit)
    qtbot.waitUntil(lambda: shown_rings(window) == len(lit))  # the shared ring, on each lit item itself
    panel = find(window, "hintPanel")
    qtbot.waitUntil(lambda: panel.property("visible"))
    # the lit move can be played as the hint says: the move clears the hint, the game stays assisted
    steps = len(controller.session.steps)
    controller._submit(0, moves[0][0])
    assert controller.session.steps[steps].action == moves[0][0]
    assert controller._hint is None and controller.property("hintLines") == []
    assert not any(r.get("hinted") for r in controller.pieces.rows())
    qtbot.waitUntil(lambda: shown_rings(window) == 0)
    assert controller.session.record.assisted


def test_the_hint_is_named_in_japanese(runtime, window, qtbot):
    runtime.settings.language = "ja"
    controller = start(runtime, ANN_AND_BOTS)
    state = my_decision(controller, qtbot)
    for action in GAME.legal_actions(state, 0):
        text = tr(controller.presenter.hint_marks(state, 0, action).text)
        assert text and re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text), text
        assert "Play the" not in text and "Stay in the box" not in text


def test_never_a_hint_for_another_seat(runtime, window, qtbot):
    # a computer's decision: no hint, nothing marked
    bots = start(runtime, [Seat(f"Bot{i}", "#0984e3", "ai:easy") for i in range(3)])
    refusals = []
    bots.refused.connect(refusals.append)
    assert not bots.property("canHint") and not bots.hint() and refusals
    assert not bots.session.record.assisted
    # hot seat: Ann's hint is Ann's; once the screen goes to Bo, nothing of it shows and no hint is offered
    controller = start(runtime, [Seat("Ann", "#e03308", "human"), Seat("Bo", "#006cfe", "human"),
                                 Seat("Cy", "#8fbf83", "human")], seed=3)
    qtbot.waitUntil(lambda: controller.viewer() is not None, timeout=30000)
    first = controller.viewer()
    assert controller.hint()
    qtbot.waitUntil(lambda: len(controller.property("hintLines")) > 0, timeout=60000)
    seat, moves = controller._hint
    assert seat == first and all(GAME.check(controller.session.state, first, a) is None for a, _ in moves)
    controller._submit(first, moves[0][0])
    while controller.viewer() == first:  # a panel of the same player (penalty, bonus): its first option
        controller._submit(first, GAME.legal_actions(controller.session.state, first)[0])
    qtbot.waitUntil(lambda: controller.property("handOver") or controller.viewer() not in (None, first), timeout=30000)
    assert controller._hint is None and controller.property("hintLines") == []
    qtbot.waitUntil(lambda: not controller.covering)  # the hand-over screen's frame first, then the table under it
    assert not any(r.get("hinted") for model in (controller.zones, controller.pieces, controller.buttons)
                   for r in model.rows())
    if controller.property("handOver"):
        assert not controller.property("canHint") and not controller.hint()


def slow_hints(controller, monkeypatch):
    """Hints that wait for a release (and ignore their own cancel), so that a test can supersede them."""
    cancels: list[threading.Event] = []
    release = threading.Event()

    def slow(game, state, seat, level, rng, cancel):
        cancels.append(cancel)
        release.wait(10)
        return ai_worker.hint(game, state, seat, level, rng, threading.Event())

    monkeypatch.setattr(controller._hinter, "_task", slow)
    return cancels, release


def test_a_move_cancels_a_pending_hint(runtime, window, qtbot, monkeypatch):
    controller = start(runtime, ANN_AND_BOTS)
    state = my_decision(controller, qtbot)
    cancels, release = slow_hints(controller, monkeypatch)
    assert controller.hint()
    qtbot.waitUntil(lambda: len(cancels) == 1)
    assert controller.property("hinting")
    controller._submit(0, GAME.legal_actions(state, 0)[0])
    assert cancels[0].is_set() and not controller.property("hinting")
    release.set()
    qtbot.wait(1500)
    assert controller._hint is None and controller.property("hintLines") == []
    assert not any(r.get("hinted") for r in controller.pieces.rows())


def test_an_undo_cancels_a_pending_hint(runtime, window, qtbot, monkeypatch):
    controller = start(runtime, ANN_AND_BOTS)
    state = my_decision(controller, qtbot)
    controller._submit(0, GAME.legal_actions(state, 0)[0])
    my_decision(controller, qtbot)
    qtbot.waitUntil(lambda: controller.property("canUndo"), timeout=30000)
    cancels, release = slow_hints(controller, monkeypatch)
    assert controller.hint()
    qtbot.waitUntil(lambda: len(cancels) == 1)
    assert controller.undo()
    assert cancels[0].is_set() and not controller.property("hinting")
    release.set()
    qtbot.wait(1500)
    assert controller._hint is None and controller.property("hintLines") == []
    assert controller.session.record.assisted  # taking the move back does not take the hint back
