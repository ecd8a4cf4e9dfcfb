"""Desktop tests drive the real QML offscreen; any QML warning fails the test."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402
from argparse import Namespace  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QObject, QPointF, QSettings, QStandardPaths  # noqa: E402
from PySide6.QtGui import QAccessible, QGuiApplication  # noqa: E402

from PySide6.QtQuickControls2 import QQuickStyle  # noqa: E402

from gameshelf.core.ai.plugins import plugin_for  # noqa: E402
from gameshelf.core.engine import Session  # noqa: E402
from gameshelf.desktop.runtime import STYLE, Runtime  # noqa: E402

from .qt_items import child_items  # noqa: E402

QStandardPaths.setTestModeEnabled(True)
QQuickStyle.setStyle(STYLE)  # components load in the app's style too, whichever test makes the first engine


@pytest.fixture(scope="session")
def qapp_cls():
    return QGuiApplication


def make_args(**overrides) -> Namespace:
    base = dict(load=None, demo=None, screen=None, moves=0, players=4, screenshot=None, lang="en", seed=1,
                size=(1280, 720), quit_after_first_frame=False)
    base.update(overrides)
    return Namespace(**base)


@pytest.fixture
def runtime(qapp, tmp_path):
    """The application as `gameshelf` builds it, with its own settings file and data folder."""
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    store.setValue("animationSpeed", "off")
    rt = Runtime(make_args(), store, tmp_path / "data")
    yield rt
    warnings = list(rt.qml_warnings)
    rt.close()
    assert warnings == [], "QML warnings:\n" + "\n".join(warnings)


@pytest.fixture
def window(runtime, qtbot):
    win = runtime.load_qml()
    assert win is not None, runtime.qml_warnings
    qtbot.waitExposed(win)
    return win


def settle(window, qtbot) -> None:
    """Waits until page transitions are over, so items sit where they will be clicked."""
    stack = find(window, "stack")
    qtbot.waitUntil(lambda: not stack.property("busy"))
    # A layout whose sizes a binding just changed (the strip's buttons) places its items at the next polish,
    # which comes with the next frame: draw one, so that what a test reads is where a person sees it.
    with qtbot.waitSignal(window.frameSwapped, timeout=2000, raising=False):
        window.update()


def greedy_session(game, seats, moves: int, seed: int, session: Session | None = None):
    """A game (or `session`, played on) after `moves` decisions of the plug-in's greedy policy for whoever acts.
    Make every seat human so that nothing moves on while a test looks."""
    plugin = plugin_for(game)
    session = session or Session.new(game, seats, {}, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over(session.state):
            break
        seat = session.to_act()[0]
        session.submit(seat, plugin.policy(game, session.state, seat, rng))
    return session


def items_under(item):
    """`item` and every item under it, through the visual tree (Repeater delegates have no QObject parent)."""
    todo = [item]
    while todo:
        item = todo.pop()
        yield item
        todo.extend(child_items(item))


def search(window, name: str) -> QObject | None:
    """An item by objectName, through the visual tree too (Repeater delegates have no QObject parent)."""
    found = window.findChild(QObject, name)
    if isinstance(found, QObject):  # not a stale wrapper (see qt_items)
        return found
    todo = [window.contentItem()]
    while todo:
        item = todo.pop()
        if item.objectName() == name:
            return item
        todo.extend(child_items(item))
    return None


def find(window, name: str) -> QObject:
    item = search(window, name)
    assert item is not None, f"no item named {name!r}"
    return item


def screen_reader_focus(window) -> list[str]:
    """The names of the interfaces a screen reader has in focus (the table's keyboard mark, a focused control)."""
    out, todo = [], [QAccessible.queryAccessibleInterface(window)]
    while todo:
        iface = todo.pop()
        if iface is None or not iface.isValid() or iface.state().invisible:
            continue
        if iface.state().focused:
            out.append(iface.text(QAccessible.Text.Name))
        todo.extend(iface.child(i) for i in range(iface.childCount()))
    return out


def centre(item) -> QPointF:
    return item.mapToScene(QPointF(item.width() / 2, item.height() / 2))


HUMAN_VS_AI = [
    {"name": "Ann", "colour": "#d63031", "controller": "human"},
    {"name": "Bot", "colour": "#0984e3", "controller": "ai:easy"},
]
TWO_HUMANS = [
    {"name": "Ann", "colour": "#d63031", "controller": "human"},
    {"name": "Ben", "colour": "#0984e3", "controller": "human"},
]


def watch_results_chart(window, chart: str):
    """Starts noting, at each frame that shows the results dialog with `chart`, the chart's width and its place's
    scene rectangle; returns (the notes, a function that stops noting)."""
    frames: list[tuple[float, tuple[float, float, float, float]]] = []

    def on_frame():
        dialog, drawn = search(window, "resultsDialog"), search(window, chart)
        if dialog is not None and dialog.property("visible") and drawn is not None:
            place = drawn.parentItem()
            corner = place.mapToScene(QPointF(0, 0))
            frames.append((drawn.width(), (corner.x(), corner.y(), place.width(), place.height())))

    window.frameSwapped.connect(on_frame)
    return frames, lambda: window.frameSwapped.disconnect(on_frame)


def assert_chart_drawn_after_its_place(frames) -> None:
    """The first frame of the results has the chart's place laid out and the chart not drawn; the chart is drawn
    later in that very place (issue 26: the chart is the dialog's costly part)."""
    first_width, first_place = frames[0]
    last_width, last_place = frames[-1]
    assert first_width == 0 and first_place[2] > 0 and first_place[3] > 0
    assert last_place == first_place and last_width == first_place[2]
