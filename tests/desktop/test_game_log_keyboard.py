"""The game log from the keyboard (GameLog.qml): Tab into it, arrows through its lines, Enter opens a line's rule."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from gameshelf.desktop.models.rulebook import section_titles
from gameshelf.desktop.paths import rules_file

from .conftest import find, search
from .test_rule_links import grands_tours_at_the_action_phase, heading_at_top, rulebook_at

RULE_PREFIX = {"en": "Rule: ", "ja": "ルール："}


@pytest.fixture(autouse=True)
def accessibility_on():
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


def tab_into_the_log(window, qtbot, log) -> None:
    for _ in range(40):
        if log.hasActiveFocus():
            return
        QTest.keyClick(window, Qt.Key_Tab)
        qtbot.wait(10)
    raise AssertionError("Tab never reached the game log")


def key(window, qtbot, k) -> None:
    QTest.keyClick(window, k)
    qtbot.wait(30)


def ringed(window, index: int) -> bool:
    """Whether line `index` wears the focus ring (made only for the line the keyboard is on)."""
    ring = search(window, f"logFocus_{index}")
    return ring is not None and ring.isVisible()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_keyboard_walks_the_log_and_enter_opens_the_rule_of_a_line(window, qtbot, runtime, lang):
    runtime.settings.language = lang
    controller = grands_tours_at_the_action_phase(runtime, qtbot, window)
    rows = controller.logModel.rows()
    log = find(window, "gameLog")
    panel = log.parentItem()
    separators = panel.property("separatorKinds").toVariant()
    lines = [i for i, row in enumerate(rows) if row["kind"] not in separators]
    assert len(lines) >= 3 and len(lines) < len(rows)  # some separators to step over
    tab_into_the_log(window, qtbot, log)

    # the newest line first, marked with the focus ring
    assert panel.property("focusedLine") == lines[-1]
    qtbot.waitUntil(lambda: ringed(window, lines[-1]))
    # Up goes back a line (over the turn separators), Down forward, Home to the first line
    key(window, qtbot, Qt.Key_Up)
    assert panel.property("focusedLine") == lines[-2]
    assert ringed(window, lines[-2]) and not ringed(window, lines[-1])
    key(window, qtbot, Qt.Key_Down)
    assert panel.property("focusedLine") == lines[-1]
    key(window, qtbot, Qt.Key_Home)
    assert panel.property("focusedLine") == lines[0]
    key(window, qtbot, Qt.Key_Up)   # nothing above the first line
    assert panel.property("focusedLine") == lines[0]
    key(window, qtbot, Qt.Key_Down)
    target = lines[1]
    assert panel.property("focusedLine") == target
    # the list view itself never tracks a current item (its teardown crashed when it did)
    assert log.property("currentIndex") == -1

    # the line's "§" names its section for screen readers, in the language of the app, and is in focus
    section = rows[target]["rule"]
    titles = section_titles(rules_file(lang, "grands_tours").read_text(encoding="utf-8"))
    mark = find(window, f"logRule_{target}")
    iface = QAccessible.queryAccessibleInterface(mark)
    assert iface.text(QAccessible.Text.Name) == RULE_PREFIX[lang] + titles[section]
    assert iface.state().focused

    key(window, qtbot, Qt.Key_Return)
    page, view = rulebook_at(window, qtbot, "grands_tours", section)
    heading_at_top(view, qtbot, titles[section])


def test_space_opens_the_rule_too_and_esc_hands_the_keys_back_to_the_table(window, qtbot, runtime):
    controller = grands_tours_at_the_action_phase(runtime, qtbot, window)
    rows = controller.logModel.rows()
    log = find(window, "gameLog")
    table = find(window, "tablePage")
    tab_into_the_log(window, qtbot, log)
    key(window, qtbot, Qt.Key_Escape)
    assert not log.hasActiveFocus() and table.hasActiveFocus()
    assert not ringed(window, log.parentItem().property("focusedLine"))

    tab_into_the_log(window, qtbot, log)
    at = log.parentItem().property("focusedLine")
    key(window, qtbot, Qt.Key_Space)
    rulebook_at(window, qtbot, "grands_tours", rows[at]["rule"])
