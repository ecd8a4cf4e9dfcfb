"""The game log of every table: at rest no line is cut at its top or bottom edge (geometry checked)."""
from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QLoggingCategory, QObject, QPointF, QRect, QUrl, qInstallMessageHandler

from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.engine import Seat, Session
from gameshelf.core.games import playable
from gameshelf.desktop.models.shelf import PALETTE

from .conftest import find, settle
from .qt_items import child_items

GAMES = sorted(playable())


def humans_half_way(game, moves: int) -> Session:
    """Hot-seat humans only (no computer starts thinking), `moves` random legal decisions in."""
    n = max(game.spec.min_players, min(4, game.spec.max_players))
    seats = [Seat(f"Player {i + 1}", PALETTE[i]) for i in range(n)]  # as the new-game screen makes them
    session = Session.new(game, seats, game.spec.defaults(), 5)
    rng = random.Random(5)
    plugin = plugin_for(game)
    for _ in range(moves):
        if not session.to_act():
            break
        seat = session.to_act()[0]
        session.submit(seat, rng.choice(plugin.legal(game, session.state, seat)))
    return session


def lines_cut(view: QObject) -> list[str]:
    top, bottom = view.property("contentY"), view.property("contentY") + view.property("height")
    cut = []
    for line in child_items(view.property("contentItem")):
        y, h = line.y(), line.height()
        if line.isVisible() and h > 0 and y < bottom and y + h > top and (y < top - 0.5 or y + h > bottom + 0.5):
            cut.append(f"{y:.1f}+{h:.1f} outside {top:.1f}..{bottom:.1f}")
    return cut


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_shows_whole_lines_late_in_a_game(runtime, qtbot, game_id, size):
    runtime.controller.start(humans_half_way(playable()[game_id], 60))
    window = runtime.load_qml(*size)
    qtbot.waitExposed(window)
    settle(window, qtbot)
    view = find(window, "gameLog")
    qtbot.waitUntil(lambda: view.property("count") > 10 and view.property("contentHeight") > view.property("height"))
    qtbot.wait(200)
    assert view.property("atYEnd")
    assert lines_cut(view) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_a_decision_s_lines_show_in_its_first_frame(runtime, qtbot, game_id):
    """The log shows its end as its model's count changes, not the view's (which the view takes at its next
    layout, inside the frame): a decision's new lines are drawn in the decision's frame, not a frame later,
    unless the log's room changed in that frame (it fits itself again a frame later)."""
    game = playable()[game_id]
    session = humans_half_way(game, 30)
    runtime.controller.start(session)
    window = runtime.load_qml(1280, 720)
    qtbot.waitExposed(window)
    settle(window, qtbot)
    view, model = find(window, "gameLog"), runtime.controller.logModel
    qtbot.waitUntil(lambda: view.property("atYEnd"))
    controller, plugin, rng = runtime.controller, plugin_for(game), random.Random(3)
    room = find(window, "logRoom")
    # at each frame: the lines the view has, whether it is at its end, the log's room
    drawn: list[tuple[int, bool, float]] = []
    window.frameSwapped.connect(lambda: drawn.append((view.property("count"), view.property("atYEnd"), room.height())))
    grew = at_end = 0
    for _ in range(6):
        if controller.handOver:
            controller.handOverDone()
            settle(window, qtbot)
        seat = session.to_act()[0]
        before, had = model.rowCount(), room.height()
        drawn.clear()
        controller._submit(seat, plugin.policy(game, session.state, seat, rng))
        qtbot.waitUntil(lambda: drawn != [], timeout=3000)
        if model.rowCount() > before:
            count, end, now = drawn[0]
            grew += 1
            at_end += end
            assert count == model.rowCount() and (end or now != had)
    assert grew > 0 and at_end > 0


def test_each_line_s_seat_shape_is_its_seat_s_picture(runtime, qtbot):
    """A line names its seat by shape too (colour is not the only cue): SeatToken's picture of that seat, an SVG
    image that loads (the bundle keeps Qt's SVG reader), on every line with a seat."""
    runtime.controller.start(humans_half_way(playable()["grimoire"], 60))
    window = runtime.load_qml(1280, 720)
    qtbot.waitExposed(window)
    settle(window, qtbot)
    view = find(window, "gameLog")
    separators = view.parentItem().property("separatorKinds").toVariant()
    pictured = 0
    for line in child_items(view.property("contentItem")):
        kind, seat, colour = line.property("kind"), line.property("seat"), line.property("colour")
        if kind is None:
            continue  # not a line
        images = [i for i in child_items(line) if i.metaObject().className() == "QQuickImage"]
        if kind in separators or not isinstance(seat, int) or seat < 0 or not colour:
            assert not any(i.isVisible() for i in images)
            continue
        (image,) = images
        qtbot.waitUntil(lambda: image.property("progress") == 1 and image.implicitWidth() > 0)  # loaded
        source = image.property("source").toString()
        assert image.isVisible() and source.startswith("data:image/svg+xml")
        assert QUrl.fromPercentEncoding(source.encode()).count(f'fill="{colour}"') == 1
        pictured += 1
    assert pictured >= 5


@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_moving_by_a_line_repaints_one_band_of_it(runtime, qtbot, game_id):
    """The software renderer (offscreen, a computer without a GPU) repaints a region, and tests every node of the
    table against it: a log line's paper under its text keeps the region the log's lines leave when they move a
    few rectangles, not one or two per line (239 at Grimoire's late table before; issue 26)."""
    runtime.controller.start(humans_half_way(playable()[game_id], 60))
    window = runtime.load_qml(1280, 720)
    qtbot.waitExposed(window)
    settle(window, qtbot)
    view = find(window, "gameLog")
    qtbot.waitUntil(lambda: view.property("count") > 10 and view.height() > 0 and view.property("atYEnd"))
    qtbot.wait(200)  # the lines made, the view fitted to them
    corner = view.mapToScene(QPointF(0, 0))
    log = QRect(int(corner.x()), int(corner.y()), int(view.width()), int(view.height()))
    repainted: list[QRect] = []  # the rectangles of the repainted regions

    def record(_mode, _context, message):
        if message.startswith("render QRegion("):
            found = re.findall(r"\((-?\d+),(-?\d+) (\d+)x(\d+)\)", message.split(" - ", 1)[-1])
            repainted.extend(QRect(*map(int, r)) for r in found)

    earlier = qInstallMessageHandler(record)  # pytest-qt's, if any: handed back below
    QLoggingCategory.setFilterRules("qt.scenegraph.softwarecontext.renderer.debug=true")
    try:
        view.setProperty("contentY", view.property("contentY") - 17)  # about a line
        qtbot.waitUntil(lambda: any(r.intersects(log) for r in repainted), timeout=3000)
    finally:
        QLoggingCategory.setFilterRules("qt.scenegraph.softwarecontext.renderer.debug=false")
        qInstallMessageHandler(earlier)
    assert len([r for r in repainted if r.intersects(log)]) <= 6  # what else was repainted is not the log's


def test_the_lines_keep_their_seat_pictures_under_the_hand_over_screen(runtime, qtbot):
    """The table hidden under the hand-over screen keeps each line's seat picture: a picture follows whether the line
    is a seat's, not whether it shows (issue 26: every line's picture was let go as the table was hidden, and read
    again at each reveal)."""
    game = playable()["grimoire"]
    controller = runtime.controller
    controller.start(humans_half_way(game, 30))
    window = runtime.load_qml(1280, 720)
    qtbot.waitExposed(window)
    if controller.property("handOver"):
        controller.handOverDone()
    settle(window, qtbot)
    view = find(window, "gameLog")

    def pictures() -> list[str]:  # the seat pictures of the lines made, a seat's line each
        return [i.property("source").toString() for line in child_items(view.property("contentItem"))
                if line.property("seated") for i in child_items(line) if i.metaObject().className() == "QQuickImage"]

    shown = pictures()
    plugin, rng = plugin_for(game), random.Random(1)
    for _ in range(20):  # decisions until one hands the table over
        seat = controller.session.to_act()[0]
        controller._submit(seat, plugin.policy(game, controller.session.state, seat, rng))
        if controller.property("handOver"):
            break
    else:
        pytest.fail("no decision handed the table over")
    qtbot.waitUntil(lambda: controller.property("handOverDrawn") and not controller.covering)
    hidden = pictures()
    assert shown and all(hidden) and len(hidden) >= len(shown)


def test_lines_taken_back_from_the_end_make_none_of_the_log_s_first_lines(runtime, qtbot):
    """An undo that takes back more lines than the log shows brings the new end into view without making the log's
    first lines (issue 26: with the lines in view gone, the view filled itself again from the first line at the
    place it was scrolled to, making and ending some seven lines for nothing, before it was shown the end)."""
    runtime.controller.start(humans_half_way(playable()["tournay"], 40))
    window = runtime.load_qml(1280, 720)
    qtbot.waitExposed(window)
    view, model = find(window, "gameLog"), runtime.controller.logModel
    line = model.rows()[-1]
    for n in range(model.rowCount(), model.rowCount() + 30):  # a decision's many lines, more than the view shows
        model.append({**line, "uid": f"log:{n}", "text": f"line {n}"})
    settle(window, qtbot)
    qtbot.waitUntil(lambda: view.property("atYEnd"))
    content = view.property("contentItem")
    made: set[int] = set()
    content.childrenChanged.connect(lambda: made.update(item.property("index") for item in child_items(content)
                                                        if item.property("index") >= 0))  # -1: a line leaving
    kept = model.rowCount() - 30
    model.keep_first(kept)
    settle(window, qtbot)
    assert made and min(made) > kept - 40, sorted(made)[:10]
    assert view.property("atYEnd") and view.property("count") == kept


def test_every_frame_after_lines_come_and_go_shows_whole_lines(runtime, qtbot):
    """Lines added and taken back (decisions, undos and redos) show whole lines from the first frame on: where the
    line at the view's top is not made yet (lines just above the view are made later), the view starts at the first
    line made, not over half a line. A late four-player Tournay at 960x540, whose log is short."""
    from gameshelf.bench_ui import played

    game = playable()["tournay"]
    session, rng = played(game, 4, game.spec.defaults(), 11, 100)
    runtime.controller.start(session)
    window = runtime.load_qml(960, 540)
    qtbot.waitExposed(window)
    settle(window, qtbot)
    view, controller, plugin = find(window, "gameLog"), runtime.controller, plugin_for(game)
    cut: list[str] = []
    step = 0
    window.frameSwapped.connect(lambda: cut.extend(f"step {step}: {line}" for line in lines_cut(view)))
    for step in range(15):  # each decision taken back and played again, as a player trying moves would
        if controller.handOver:
            controller.handOverDone()
        seat = session.to_act()[0]
        controller._submit(seat, plugin.policy(game, session.state, seat, rng))
        settle(window, qtbot)
        if controller.canUndo:
            controller.undo()
            settle(window, qtbot)
            controller.redo()
            settle(window, qtbot)
    assert cut == []
