"""The app's own controls style (desktop/qml/GameshelfStyle): used everywhere, and every choice fits its box."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QMetaObject, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtQuick import QQuickItem
from PySide6.QtTest import QTest

from .conftest import centre, settle
from .qt_items import child_items
from .shell_screens import open_screen, screens


def items(window) -> list[QQuickItem]:
    """The whole scene, the popups' overlay included."""
    todo, out = [window.contentItem()], []
    while todo:
        item = todo.pop()
        out.append(item)
        todo.extend(child_items(item))
    return out


# Qt Quick Controls types: QQuickControl and the three that derive from Qt Quick's text items.
CONTROL_BASES = ("QQuickControl", "QQuickLabel", "QQuickTextField", "QQuickTextArea")
INTERNAL = {"ApplicationWindowContentControl"}  # ApplicationWindow's own wrapper around the pages


def controls(window) -> list[QQuickItem]:
    return [i for i in items(window)
            if any(i.inherits(b) for b in CONTROL_BASES) and i.objectName() not in INTERNAL]


def styled(control) -> bool:
    """Whether a control is drawn by GameshelfStyle; an open popup's item (the lesson's coach) answers for its
    popup, which is its QObject parent."""
    if control.inherits("QQuickPopupItem"):
        return control.parent().property("gameshelfStyle") is True
    return control.property("gameshelfStyle") is True


def show(window, qtbot, runtime, screen: str, lang: str) -> None:
    runtime.settings.language = lang
    open_screen(window, screen)
    settle(window, qtbot)
    qtbot.wait(30)  # the rebuilt delegates get their layout


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_control_on_the_shell_screens_uses_the_app_style(window, qtbot, runtime, lang):
    for screen in screens():
        show(window, qtbot, runtime, screen, lang)
        found = controls(window)
        assert len(found) > 3, screen
        stock = {c.metaObject().className() for c in found if styled(c) is not True}
        assert stock == set(), f"{screen}: controls not in GameshelfStyle: {stock}"


def test_the_style_reaches_popups_and_tooltips(window, qtbot, runtime):
    show(window, qtbot, runtime, "new:grands_tours", "en")
    combo = next(c for c in controls(window) if c.inherits("QQuickComboBox") and c.isVisible())
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(combo).toPoint())
    qtbot.waitUntil(lambda: any(c.inherits("QQuickItemDelegate") for c in controls(window)))
    delegates = [c for c in controls(window) if c.inherits("QQuickItemDelegate")]
    assert len(delegates) == len(combo.property("model"))
    assert all(d.property("gameshelfStyle") is True for d in delegates)
    QTest.keyClick(window, Qt.Key_Escape)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_option_fits_its_control(window, qtbot, runtime, lang):
    """Geometry: each combo box's text area is as wide as its longest choice, inside the window."""
    checked = 0
    for screen in [s for s in screens() if s.startswith("new:")]:
        show(window, qtbot, runtime, screen, lang)
        combos = [c for c in controls(window) if c.inherits("QQuickComboBox") and c.isVisible()]
        assert combos, screen
        for combo in combos:
            text_area = combo.property("contentItem")
            metrics = QFontMetricsF(combo.property("font"))
            role = combo.property("textRole")
            for option in combo.property("model"):
                label = option[role]
                assert metrics.horizontalAdvance(label) <= text_area.width() + 0.5, (screen, label)
                checked += 1
            right = combo.mapToScene(combo.boundingRect().topRight()).x()
            assert right <= window.width(), (screen, right)
    assert checked > 10


def test_text_fields_are_centred(window, qtbot, runtime):
    show(window, qtbot, runtime, "new:dice_road_race", "en")
    fields = [c for c in controls(window) if c.inherits("QQuickTextField") and c.isVisible()
              and not c.parentItem().inherits("QQuickComboBox")]
    assert len(fields) == 4
    for field in fields:  # geometry: the name starts as far from the left as it ends from the right
        first = QMetaObject.invokeMethod(field, "positionToRectangle", Q_RETURN_ARG("QRectF"), Q_ARG(int, 0))
        inner = field.width() - field.property("leftPadding") - field.property("rightPadding")
        expected = (inner - field.property("contentWidth")) / 2  # in the text's own coordinates
        assert abs(first.x() - expected) < 2, (field.property("text"), first.x(), expected)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_button_label_is_cut_on_the_shell_screens(window, qtbot, runtime, lang):
    """Geometry: every visible button's label is as wide as it needs (no elided or squeezed text)."""
    checked = 0
    for screen in screens():
        show(window, qtbot, runtime, screen, lang)
        for button in (c for c in controls(window) if c.inherits("QQuickAbstractButton") and c.isVisible()):
            if not button.property("text"):
                continue
            label = button.property("contentItem")
            assert label.property("truncated") is not True, (screen, button.property("text"))
            if (label.property("lineCount") or 1) == 1:  # a wrapped label (the rulebook's contents) may be narrower
                assert label.width() + 0.5 >= label.implicitWidth(), (screen, button.property("text"))
            checked += 1
    assert checked > 30
