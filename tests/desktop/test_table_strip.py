"""The table's strip (TableLayout.qml): its buttons grow into a second row rather than cut or overlap, leave out a
choice a panel on the table offers already, wear the table's keyboard mark and are kept, hidden, while the table
has none (a hand-over); Grands Tours' dice stay big
enough to read and drag with six teams at 960x540, and its camp panel keeps its size from its first frame."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF

from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.engine import Seat, Session
from gameshelf.core.games.grands_tours import GAME

from .conftest import find, search, settle
from .qt_items import child_items
from .test_grands_tours_table import quick_ai  # noqa: F401  (autouse: computers play the greedy policy)
from .test_layout_walk import settle_frames

PLUGIN = plugin_for(GAME)
SIX = [("Ann", "#d63031", "human"), ("Bot", "#0984e3", "ai:easy"), ("Cy", "#00a86b", "ai:easy"),
       ("Dee", "#8e44ad", "ai:easy"), ("Eve", "#e67e22", "ai:easy"), ("Fay", "#2d3436", "ai:easy")]


def at_ann(seats, phase: str, after: int = 0, seed: int = 3) -> Session:
    """A session played by the greedy policy until Ann (seat 0) is to decide in `phase`, `after` decisions in."""
    session = Session.new(GAME, [Seat(*s) for s in seats], GAME.spec.defaults(), seed)
    rng, steps = random.Random(seed), 0
    while not GAME.is_over(session.state):
        acting = session.to_act()
        if steps >= after and 0 in acting and session.state.phase == phase:
            return session
        session.submit(acting[0], PLUGIN.policy(GAME, session.state.clone(), acting[0], rng))
        steps += 1
    raise AssertionError(f"the game ended before Ann's {phase}")


def open_table(runtime, window, qtbot, session, size, lang="en"):
    runtime.settings.language = lang
    window.resize(*size)
    runtime.controller.start(session)
    qtbot.waitUntil(lambda: runtime.controller.property("active"))
    qtbot.waitUntil(lambda: search(window, "grandsTours") is not None)
    settle(window, qtbot)
    settle_frames(window, qtbot, 4)


def rect(item) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, item.width(), item.height()))


def strip_buttons(window) -> list:
    flow = find(window, "stripButtons")
    return [b for b in child_items(flow) if b.objectName().startswith("button_") and b.isVisible()]


def assert_whole_in(strip, buttons) -> None:
    """Each button lies wholly in the strip, at least as wide as its label, none over another."""
    inside = rect(strip)
    for b in buttons:
        assert inside.contains(rect(b)), f"{b.objectName()} is not wholly in the strip"
        assert b.width() >= b.implicitWidth() - 0.5, f"{b.objectName()} is narrower than its label"
    for i, a in enumerate(buttons):
        for b in buttons[i + 1:]:
            assert not rect(a).intersects(rect(b)), f"{a.objectName()} overlaps {b.objectName()}"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
def test_the_strip_s_buttons_wrap_into_a_taller_strip_instead_of_being_cut(runtime, window, qtbot, lang, size):
    open_table(runtime, window, qtbot, at_ann(SIX, "action", 14), size, lang)
    strip, buttons = find(window, "bottomBar"), strip_buttons(window)
    assert len(buttons) == 3  # roll, pass, clear
    assert_whole_in(strip, buttons)
    tray = find(window, "tray")
    assert not any(rect(b).intersects(rect(tray)) for b in buttons)
    rows = {round(rect(b).y()) for b in buttons}
    if size == (960, 540):  # too long for one row beside the status and the tray: two rows, the strip taller
        assert len(rows) == 2, rows
        assert strip.height() >= 2 * buttons[0].height()


def test_a_choice_a_panel_offers_is_not_repeated_in_the_strip(runtime, window, qtbot):
    open_table(runtime, window, qtbot, at_ann(SIX, "camp"), (960, 540))
    assert find(window, "campPanel").property("visible")
    assert find(window, "camp_keep").isVisible()
    assert search(window, "button_keep") is not None and not search(window, "button_keep").isVisible()
    assert strip_buttons(window) == []


def test_a_marked_strip_button_wears_the_keyboard_mark(runtime, window, qtbot):
    """A button row `marked` (the table's keyboard mark is on it) is drawn as keyboard focus is in the app and
    tells screen readers it has the focus; the others are not."""
    open_table(runtime, window, qtbot, at_ann(SIX, "action", 14), (1280, 720))
    model = runtime.controller.buttonsModel
    rows = model.rows()
    assert not any(b.property("highlighted") for b in strip_buttons(window))
    model.set_rows([{**r, "marked": r["uid"] == "pass"} for r in rows])
    qtbot.waitUntil(lambda: find(window, "button_pass").property("highlighted") is True)
    assert [b.objectName() for b in strip_buttons(window) if b.property("highlighted")] == ["button_pass"]


def dice_in(item) -> list[float]:
    out = []
    if item.isVisible():
        if "GtDie" in item.metaObject().className() and item.width() > 0:
            out.append(item.width())
        for child in child_items(item):
            out += dice_in(child)
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_six_teams_dice_are_big_enough_to_read_and_drag_at_960x540(runtime, window, qtbot, lang):
    open_table(runtime, window, qtbot, at_ann(SIX, "action", 14), (960, 540), lang)
    teams = [find(window, f"team_{seat}") for seat in range(1, 6)]
    where = {"teams": [s for t in teams for s in dice_in(t)], "tray": dice_in(find(window, "tray")),
             "course": dice_in(find(window, "course"))}
    for name, sizes in where.items():
        assert sizes, f"no dice drawn in the {name}"
        # a jersey die is drawn at 0.82 of a rider die, inside its holder's ring
        assert min(sizes) >= 20 * 0.82 - 0.5 and max(sizes) >= 20, f"{name}: dice of {sorted(set(sizes))} px"


def test_the_camp_panel_is_sized_by_its_dice_from_its_first_frame(runtime, window, qtbot):
    """Its width comes from what it holds (nine dice, the keep button), not read back through its wrapped texts
    (which took the panel's width and pushed it, step by step, to the whole course): one width, every frame."""
    open_table(runtime, window, qtbot, at_ann(SIX, "action", 14), (1280, 720))
    widths = []

    def note():
        panel = search(window, "campPanel")
        if panel is not None and panel.isVisible():
            widths.append(panel.width())
    window.frameSwapped.connect(note)
    runtime.controller.start(at_ann(SIX, "camp"))
    for _ in range(40):
        if len(widths) >= 6:
            break
        settle_frames(window, qtbot, 1)
    window.frameSwapped.disconnect(note)
    assert len(widths) >= 6 and len(set(widths)) == 1, f"the camp panel's width over its first frames: {widths}"
    assert widths[0] < find(window, "course").width() - 1, "the camp panel stretched to the whole course"


def test_a_long_stage_takes_a_second_line_in_the_header_rather_than_being_cut(runtime, window, qtbot):
    """Japanese at 960x540, round 16: "第16ラウンド（全32）· スプリントステージ（リードタイム3、2週目）"."""
    open_table(runtime, window, qtbot, at_ann(SIX, "action", 100), (960, 540), "ja")
    label = find(window, "stageLabel")
    assert label.property("lineCount") == 2, label.property("text")
    assert not label.property("truncated")
    header = label.parentItem().parentItem()
    assert rect(header).contains(rect(label))


def test_the_header_reads_the_stage_on_its_own_not_the_whole_panel(runtime, window, qtbot):
    """The header's stage is the controller's `stageLabel` (reading `panel.stageLabel` in QML made the whole panel
    anew in JS at every change of it): the panel's stage, signalled only when the stage itself changes."""
    open_table(runtime, window, qtbot, at_ann(SIX, "action", 14), (1280, 720))
    controller = runtime.controller
    assert controller.stageLabel == controller.panel["stageLabel"] != ""
    assert find(window, "stageLabel").property("text") == controller.stageLabel
    signals = []
    controller.stageLabelChanged.connect(lambda: signals.append(controller.stageLabel))
    controller.retranslate()  # a new panel, the same stage
    assert signals == []


def test_the_strip_keeps_its_buttons_while_the_table_has_none(runtime, window, qtbot):
    """A hand-over empties the buttons and the next view lists them again: each place keeps its button, hidden and
    nameless in between, and takes whatever button is listed there next."""
    open_table(runtime, window, qtbot, at_ann(SIX, "action", 14), (1280, 720))
    model = runtime.controller.buttonsModel
    rows = model.rows()
    before = strip_buttons(window)
    assert len(before) == 3
    for number, button in enumerate(before):
        button.setProperty("probe", number)  # a mark a button made anew would not carry
    model.set_rows([])
    qtbot.waitUntil(lambda: strip_buttons(window) == [])
    assert not find(window, "stripButtons").isVisible()
    assert search(window, "button_" + rows[0]["uid"]) is None
    model.set_rows(rows[1:])  # the first one's place now holds the second one
    qtbot.waitUntil(lambda: len(strip_buttons(window)) == 2)
    again = {b.objectName(): b.property("probe") for b in strip_buttons(window)}
    assert sorted(again.values()) == [0, 1]
    assert again == {"button_" + rows[1]["uid"]: 0, "button_" + rows[2]["uid"]: 1}
    assert find(window, "button_" + rows[1]["uid"]).property("text") == rows[1]["label"]


def test_a_button_measures_a_new_label_at_once(runtime, window, qtbot):
    """A button's width follows a new label and shortcut at once, before its next layout (issue 26). The strip keeps
    its buttons by place and gives them new labels (an undo, a choice played again): read only at their next layout,
    their old widths made the strip wrap them at a stale width, a row taller, and back within one frame, every card
    on the board fitting its texts twice."""
    from PySide6.QtCore import QUrl
    from PySide6.QtQml import QQmlComponent

    from gameshelf.desktop.paths import qml_dir

    made = QQmlComponent(runtime.engine, QUrl.fromLocalFile(str(qml_dir() / "TableButton.qml")))
    button = made.createWithInitialProperties({"text": "Go", "hint": ""})
    assert button is not None, made.errorString()
    button.setParentItem(window.contentItem())
    settle(window, qtbot)
    long = "Ann: Scriptorium (draw a white II card)"
    for text, hint in ((long, ""), (long, "9"), ("Ben: Demolisher", "")):
        before = button.implicitWidth()
        button.setProperty("text", text)
        button.setProperty("hint", hint)
        now = button.implicitWidth()  # no event handled since: no layout
        settle(window, qtbot)
        assert now == button.implicitWidth(), (text, hint, before, now, button.implicitWidth())
        assert now != before
    button.deleteLater()


def test_a_change_of_the_buttons_is_measured_once(runtime, window, qtbot):
    """The strip reads its buttons' widths once a change of them is whole (issue 26): a new choice sets each button's
    label, shortcut and place one by one, and the strip's plan was worked out again at each of them (eleven times in
    one decision of this game; 2-4 ms of a decision)."""
    from gameshelf.core.games.tournay import GAME as TOURNAY

    seats = [Seat(name, colour, "human") for name, colour in (("Ann", "#d63031"), ("Ben", "#0984e3"), ("Cy", "#00b894"))]
    session = Session.new(TOURNAY, seats, {}, 5)
    controller = runtime.controller
    controller.start(session)
    qtbot.waitUntil(lambda: search(window, "stripButtons") is not None)
    settle(window, qtbot)
    strip = find(window, "stripButtons")
    measured = []
    strip.widthsChanged.connect(lambda: measured.append(1))
    plugin, rng = plugin_for(TOURNAY), random.Random(5)
    changes = []
    for _ in range(40):
        if controller.property("handOver"):
            controller.handOverDone()
        settle(window, qtbot)
        seat = session.to_act()[0]
        before = [b["label"] for b in controller.buttons.rows()]
        measured.clear()
        controller._submit(seat, plugin.policy(TOURNAY, session.state, seat, rng))
        changes.append((len(measured), before != [b["label"] for b in controller.buttons.rows()]))
    assert max(n for n, _ in changes) <= 1, changes
    assert any(n == 1 and changed for n, changed in changes)
