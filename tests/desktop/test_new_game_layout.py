"""Geometry of the new-game screen: centred names, one tidy column of options, everything in the window.

Every game's page, in English and Japanese, at 1280x720 and at 960x540.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtQuick import QQuickItem

from gameshelf.core.games import playable

from .conftest import find, settle
from .qt_items import child_items
from .shell_screens import open_screen

GAMES = sorted(playable())
SIZES = [(1280, 720), (960, 540)]


def visual_items(root: QQuickItem) -> list[QQuickItem]:
    todo, out = [root], []
    while todo:
        item = todo.pop()
        out.append(item)
        todo.extend(child_items(item))
    return out


def shown(item: QQuickItem) -> bool:
    """Visible and drawn (not inside a zero-opacity or invisible parent)."""
    while item is not None:
        if not item.isVisible() or item.opacity() == 0:
            return False
        item = item.parentItem()
    return True


def scene_rect(item: QQuickItem) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized_window(request, runtime, qtbot):
    win = runtime.load_qml(*request.param)
    assert win is not None, runtime.qml_warnings
    qtbot.waitExposed(win)
    return win


def show(window, qtbot, runtime, game: str, lang: str) -> QQuickItem:
    runtime.settings.language = lang
    open_screen(window, "new:" + game)
    settle(window, qtbot)
    qtbot.wait(30)  # the rebuilt delegates get their layout
    return find(window, "newGamePage")


def option_controls(page: QQuickItem) -> list[QQuickItem]:
    """The visible controls of the options column (game options and practice), by their objectName."""
    return [i for i in visual_items(page)
            if (i.objectName().startswith("optionControl_") or i.objectName() == "practiceSwitch") and shown(i)]


def ink_rows(image, rect: QRectF) -> list[int]:
    """The rows of `rect` (scene coordinates, its frame left out) where text is drawn: dark pixels."""
    left, right = int(rect.left()) + 4, int(rect.right()) - 4
    top, bottom = int(rect.top()) + 3, int(rect.bottom()) - 3
    return [y for y in range(top, bottom)
            if any(image.pixelColor(x, y).lightness() < 150 for x in range(left, right))]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_names_sit_in_the_middle_of_their_fields(sized_window, qtbot, runtime, lang):
    """Pixels: the drawn name (the default one, "Player 1" or "プレイヤー1") is as far from the field's top as
    from its bottom, within 1.5 px."""
    window = sized_window
    for game in GAMES:
        page = show(window, qtbot, runtime, game, lang)
        fields = [i for i in visual_items(page) if i.objectName().startswith("seatName_") and shown(i)]
        assert fields, game
        qtbot.wait(50)
        image = window.grabWindow()
        for field in fields:
            box = scene_rect(field)
            rows = ink_rows(image, box)
            assert rows, (game, lang, field.objectName())
            middle = (rows[0] + rows[-1] + 1) / 2
            assert abs(middle - box.center().y()) <= 1.5, (game, lang, field.property("text"), rows[0], rows[-1],
                                                           box.top(), box.bottom())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_options_form_one_column(sized_window, qtbot, runtime, lang):
    window = sized_window
    checked = 0
    for game in GAMES:
        page = show(window, qtbot, runtime, game, lang)
        controls = option_controls(page)
        assert any(c.objectName() == "practiceSwitch" for c in controls), game
        lefts = {round(scene_rect(c).x()) for c in controls}
        assert len(lefts) == 1, (game, lang, {c.objectName(): scene_rect(c).x() for c in controls})
        combos = [c for c in controls if c.inherits("QQuickComboBox")]
        widths = {round(c.width()) for c in combos}
        assert len(widths) <= 1, (game, lang, {c.objectName(): c.width() for c in combos})
        for combo in combos:  # the column is as wide as the longest choice asks
            assert combo.implicitWidth() <= combo.width() + 0.5, (game, lang, combo.objectName())
        for switch in (c for c in controls if c.inherits("QQuickSwitch")):
            # the switch's track starts where the combo boxes' frames do
            track = switch.property("indicator")
            assert abs(scene_rect(track).x() - scene_rect(switch).x()) <= 0.5, (game, lang, switch.objectName())
        # each label starts at the page's left edge and stops before the controls
        for label in (i for i in visual_items(page) if i.objectName().startswith("optionLabel_") and shown(i)):
            assert scene_rect(label).right() <= min(lefts) + 0.5, (game, lang, label.property("text"))
        checked += len(controls)
    assert checked >= 2 * len(GAMES)


def _elided(item: QQuickItem) -> bool:
    return item.property("truncated") is True


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_nothing_is_cut_off_and_start_is_in_reach(sized_window, qtbot, runtime, lang):
    window = sized_window
    width, height = window.width(), window.height()
    for game in GAMES:
        page = show(window, qtbot, runtime, game, lang)
        start = find(window, "startButton")
        box = scene_rect(start)
        # the Start button is on screen without scrolling, whole
        assert box.left() >= 0 and box.top() >= 0 and box.right() <= width and box.bottom() <= height, \
            (game, lang, box)
        # nothing drawn spills out sideways; anything below the window's bottom lies in the scrolling area
        scroller = find(window, "newGameScroll")
        view = scene_rect(scroller)
        for item in visual_items(page):
            if not shown(item) or item.width() <= 0 or item.height() <= 0:
                continue
            rect = scene_rect(item)
            assert rect.left() >= -0.5 and rect.right() <= width + 0.5, (game, lang, item, rect)
            if _elided(item):
                pytest.fail(f"{game} {lang}: elided text {item.property('text')!r}")
        flick = scroller.property("contentItem")  # the ScrollView's Flickable
        assert flick.property("contentHeight") > 0
        if flick.property("contentHeight") > flick.height() + 0.5:  # it scrolls: its end can be reached
            flick.setProperty("contentY", flick.property("contentHeight") - flick.height())
            qtbot.wait(10)
        # Start and Practice stay below the scrolling part, never under it, whole in the window
        for name in ("startButton", "practiceSwitch", "practiceNote"):
            rect = scene_rect(find(window, name))
            assert rect.top() >= view.bottom() - 0.5 and rect.bottom() <= height + 0.5, (game, lang, name, rect, view)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_form_fits_1280x720_in_one_column_for_all_games(window, qtbot, runtime, lang):
    """At 1280x720 no game's form scrolls at its first player count, and the options' column starts at one
    place in every game."""
    assert (window.width(), window.height()) == (1280, 720)
    lefts = {}
    for game in GAMES:
        page = show(window, qtbot, runtime, game, lang)
        flick = find(window, "newGameScroll").property("contentItem")
        assert flick.property("contentHeight") <= flick.height() + 0.5, (game, lang, flick.property("contentHeight"),
                                                                        flick.height())
        for control in option_controls(page):
            lefts[(game, control.objectName())] = round(scene_rect(control).x())
    assert len(set(lefts.values())) == 1, (lang, lefts)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_settings_controls_start_at_one_edge(window, qtbot, runtime, lang):
    """The Settings page's second column: first radio circle, first colour swatch and volume track line up."""
    runtime.settings.language = lang
    open_screen(window, "settings")
    settle(window, qtbot)
    qtbot.wait(30)
    edges = {
        "language": scene_rect(find(window, "language_ja").property("indicator")).x(),
        "table colour": scene_rect(find(window, "tableColour_0")).x(),
        "volume": scene_rect(find(window, "volumeSlider").property("background")).x(),
    }
    assert max(edges.values()) - min(edges.values()) <= 0.5, edges
