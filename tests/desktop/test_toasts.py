"""Toasts never cover a table's buttons: the notice and the refusal sit above the bottom bar, which holds them."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from gameshelf.core.games import playable

from .conftest import find, settle
from .qt_items import child_items
from .test_game_log import humans_half_way


def scene_rect(item) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def buttons(window):
    todo, found = [window.contentItem()], []
    while todo:
        item = todo.pop()
        todo.extend(child_items(item))
        if item.isVisible() and item.property("primary") is not None and item.metaObject().indexOfSignal("clicked()") >= 0:
            found.append(item)
    return found


@pytest.mark.parametrize("game_id", sorted(playable()))
def test_toasts_leave_the_table_buttons_free(runtime, qtbot, game_id):
    runtime.controller.start(humans_half_way(playable()[game_id], 6))
    window = runtime.load_qml()
    qtbot.waitExposed(window)
    settle(window, qtbot)
    on_table = buttons(window)  # the shared TableButtons; every table keeps its buttons in its bottom bar
    where = None
    while where != [scene_rect(b) for b in on_table]:  # a panel sized by its contents settles a few frames later
        where = [scene_rect(b) for b in on_table]
        qtbot.wait(100)
    runtime.controller.notice.emit("Saved to a file with a rather long name.json.")
    runtime.controller.refused.emit("That is not allowed here, for a reason that takes a whole line to say.")
    for name in ("notice", "refusal"):
        toast = find(window, name)
        qtbot.waitUntil(lambda: toast.property("opacity") == 1)
        assert not scene_rect(toast).intersects(scene_rect(find(window, "bottomBar"))), name
        for button in on_table:
            assert not scene_rect(toast).intersects(scene_rect(button)), (name, button.property("text"))
