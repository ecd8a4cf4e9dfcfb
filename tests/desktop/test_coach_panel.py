"""The coach panel at every step of The Dice Road Race's lesson, at the small, usual and large window sizes:
inside the window, its text inside it, never over what the step lights."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from gameshelf.desktop.tutorial.script import script_for

from .conftest import find, settle
from .test_hint_panel import lit_rects

SCRIPT = script_for("dice_road_race")


def rect(item) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_coach_fits_and_never_covers_what_the_step_lights(runtime, window, qtbot, size):
    window.setWidth(size[0])
    window.setHeight(size[1])
    tutorial, controller = runtime.controller.tutorial, runtime.controller
    whole = QRectF(0, 0, *size)
    for index, step in enumerate(SCRIPT.steps):
        tutorial.open("dice_road_race", index)
        settle(window, qtbot)
        qtbot.wait(500)  # the panel looks again once the scene has settled
        text = find(window, "coachText")
        panel = rect(text.parentItem().parentItem())  # the popup's own item, padding included
        assert whole.contains(panel), (index, panel)
        for name in ("coachText", "coachCounter", "coachRule"):
            assert panel.contains(rect(find(window, name))), (index, name)
        lit = lit_rects(window, controller)
        if step.light or step.expect or step.about:
            assert lit, f"step {index + 1} lights nothing"
        assert not any(panel.intersects(r) for r in lit), (index, panel, lit)
