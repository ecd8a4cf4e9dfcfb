"""The QML engine's garbage is collected in a player's pause, not in the middle of a move (issue 26)."""
from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtQml import QQmlEngine

from gameshelf.desktop.idle_collector import REST_MS, IdleCollector
from gameshelf.desktop.models.ai_worker import AiWorker


class Table(QObject):
    changed = Signal()


def collector(busy=lambda: False) -> tuple[QQmlEngine, Table, IdleCollector]:
    engine, table = QQmlEngine(), Table()
    return engine, table, IdleCollector(engine, table.changed, busy)


def test_it_collects_once_after_the_table_rests(qapp, qtbot):
    engine, table, idle = collector()
    table.changed.emit()
    table.changed.emit()  # a second change restarts the rest
    assert idle.collections == 0 and idle.due
    qtbot.waitUntil(lambda: idle.collections == 1, timeout=REST_MS * 5)
    qtbot.wait(REST_MS * 2)
    assert idle.collections == 1 and not idle.due  # nothing changed since: nothing more to collect


def test_a_bench_rest_collects_at_once_only_what_is_due(qapp):
    engine, table, idle = collector()
    idle.rest()
    assert idle.collections == 0  # nothing changed yet
    table.changed.emit()
    idle.rest()
    idle.rest()
    assert idle.collections == 1 and not idle.due


def test_not_while_a_thread_is_working_out_a_move(qapp, qtbot):
    working = [True]
    engine, table, idle = collector(lambda: working[0])
    table.changed.emit()
    qtbot.wait(REST_MS * 3)
    assert idle.collections == 0 and idle.due  # tried, and due again after the next rest
    working[0] = False
    qtbot.waitUntil(lambda: idle.collections == 1, timeout=REST_MS * 5)


def test_it_goes_with_its_engine(qapp, qtbot):
    engine, table, idle = collector()
    engine.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    table.changed.emit()  # no collector left to start: nothing runs for an engine that is gone
    qtbot.wait(REST_MS * 2)


def test_a_worker_runs_until_its_thread_has_ended_even_cancelled(qapp, qtbot):
    release = threading.Event()

    def task(game, state, seat, level, rng, cancel):
        release.wait(5)  # a search that has not looked at its cancel yet
        return None

    class State:
        def clone(self):
            return self

    worker = AiWorker(task=task)
    assert not worker.running
    worker.start(None, State(), 0, "easy", 1)
    worker.cancel()
    assert worker.running
    release.set()
    qtbot.waitUntil(lambda: not worker.running, timeout=5000)


def test_the_table_is_busy_while_it_shows_a_decision(runtime, monkeypatch):
    from gameshelf.core.engine import Seat, Session
    from gameshelf.core.games.dice_road_race import GAME

    controller = runtime.controller
    seats = [Seat("Ann", "#d63031", "human"), Seat("Ben", "#0984e3", "human")]
    controller.start(Session.new(GAME, seats, {}, 7))
    assert not controller.busy()
    monkeypatch.setattr(controller, "_pace_for", lambda events: 60_000)  # its pieces slide for a minute
    seat = controller._session.to_act()[0]
    controller._submit(seat, GAME.legal_actions(controller._session.state, seat)[0])
    assert controller.busy()
    monkeypatch.setattr(controller, "_pace_ms", 0)  # done sliding
    assert not controller.busy()


def test_the_app_collects_after_a_decision_and_its_rest(runtime, qtbot):
    window = runtime.load_qml()
    assert window is not None
    idle = runtime.idle_collector
    qtbot.waitUntil(lambda: not idle.due, timeout=REST_MS * 5)  # the home screen settled
    before = idle.collections
    runtime.controller.changed.emit()
    assert idle.due
    qtbot.waitUntil(lambda: idle.collections == before + 1, timeout=REST_MS * 5)
