"""Accessibility: every interactive item of every table and shell screen says what it is and where.

Each table is opened at a mid-game position where the human at the screen is to decide, and each shell screen
is opened by name; the test then walks
- the accessibility tree from the window (QAccessible.queryAccessibleInterface, children recursively): every
  interface with an interactive role (button, list entry, field...) or a focusable state needs a name;
- the visual item tree: every item a player can act on (a control, an item with a tap or drag handler, a
  mouse area, a drop zone, an item taking keyboard focus) must be in the accessibility tree with a role and a
  name (its own, or that of the item the handler sits in).
A name that is empty, only a number or only a colour ("3", "red", "#d63031") fails: it does not say what the
thing is. Names are also checked in Japanese.
"""
from __future__ import annotations

import random
import re

import pytest
import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible
from PySide6.QtQuick import QQuickItem

from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.engine import Seat, Session
from gameshelf.core.games import playable
from gameshelf.desktop.cli import screens
from gameshelf.desktop.models import ai_worker
from gameshelf.desktop.screens import open_screen

from .conftest import screen_reader_focus, settle
from .qt_items import child_items

TABLES = ["dice_road_race", "grands_tours", "grandprix_f1", "tournay", "grimoire"]
MID_GAME = {"dice_road_race": 9, "grands_tours": 14, "grandprix_f1": 10, "tournay": 10, "grimoire": 8}

INTERACTIVE_ROLES = {
    QAccessible.Role.Button, QAccessible.Role.CheckBox, QAccessible.Role.RadioButton, QAccessible.Role.ComboBox,
    QAccessible.Role.Slider, QAccessible.Role.SpinBox, QAccessible.Role.ListItem, QAccessible.Role.EditableText,
    QAccessible.Role.PageTab, QAccessible.Role.MenuItem, QAccessible.Role.Link, QAccessible.Role.ButtonMenu,
    QAccessible.Role.ButtonDropDown, QAccessible.Role.Cell, QAccessible.Role.TreeItem,
}
CONTROLS = ("QQuickAbstractButton", "QQuickComboBox", "QQuickSlider", "QQuickSpinBox", "QQuickTextInput",
            "QQuickTextEdit")
HANDLERS = ("QQuickTapHandler", "QQuickDragHandler")
COLOURS = {
    "red", "blue", "green", "yellow", "orange", "purple", "pink", "black", "white", "grey", "gray", "brown",
    "teal", "cyan", "magenta", "violet", "gold", "silver", "赤", "青", "緑", "黄", "黄色", "橙", "紫", "桃", "黒",
    "白", "灰", "灰色", "茶", "茶色", "金", "銀", "transparent",
}


def poor(name: str) -> str | None:
    """Why an accessible name does not say what the thing is, or None if it does."""
    text = (name or "").strip()
    if not text:
        return "no name"
    if re.fullmatch(r"[\d\s.,:;/+\-–×x#%()]*", text):
        return f"only a number: {text!r}"
    words = re.sub(r"[\s,./·()]+", " ", text.lower()).split()
    if re.fullmatch(r"#?[0-9a-f]{6}([0-9a-f]{2})?", text.lower()) or (words and all(w in COLOURS for w in words)):
        return f"only a colour: {text!r}"
    return None


def inherits(obj: QObject, names) -> bool:
    # QObject.inherits asks C++ directly: holding QMetaObject wrappers let shiboken hand one back, stale, for a
    # new item born at the address of a freed QML meta-object (an AttributeError on "QMetaObject" in one CI run).
    if not isinstance(obj, QObject) or not shiboken6.isValid(obj):
        return False  # a child deleted while the page was still settling (the rulebook rebuilds its text)
    return any(obj.inherits(name) for name in names)


def describe(item: QObject) -> str:
    meta = item.metaObject().className()
    parent = item.parentItem() if isinstance(item, QQuickItem) else None
    chain = []
    while parent is not None and len(chain) < 3:
        chain.append(parent.objectName() or parent.metaObject().className())
        parent = parent.parentItem()
    return f"{item.objectName() or meta} ({meta}) in {' < '.join(chain)}"


def shown(item: QQuickItem) -> bool:
    return item.isVisible() and item.isEnabled() and item.opacity() > 0.01 and item.width() > 0 and item.height() > 0


def accessible(item: QQuickItem):
    """The item's accessibility interface, or None when the item is not in the accessibility tree."""
    iface = QAccessible.queryAccessibleInterface(item)
    if iface is None or not iface.isValid() or iface.state().invisible:
        return None
    return iface


def named(item: QQuickItem) -> tuple[str, str | None]:
    """The name a screen reader gives the item (its own, or its parent's when a handler fills its parent)."""
    for candidate in (item, item.parentItem()):
        if candidate is None:
            continue
        iface = accessible(candidate)
        if iface is not None and iface.role() not in (QAccessible.Role.NoRole, QAccessible.Role.Client):
            name = iface.text(QAccessible.Text.Name)
            return name, poor(name)
        if candidate is not item or not inherits(item, ("QQuickMouseArea", "QQuickDropArea")):
            break  # only a mouse or drop area filling its parent borrows the parent's name
    return "", "not in the accessibility tree (no role and name)"


def interactive(root: QQuickItem) -> list[QQuickItem]:
    """Every shown item a player can act on, under `root` (the window's content item, popups included)."""
    found, todo = [], [root]
    while todo:
        item = todo.pop()
        if not isinstance(item, QQuickItem) or not shiboken6.isValid(item) or not shown(item):
            continue
        acts = (inherits(item, CONTROLS) or item.activeFocusOnTab()
                or (inherits(item, ("QQuickMouseArea",)) and (item.property("acceptedButtons") or 0) != 0)
                or inherits(item, ("QQuickDropArea",))
                or any(inherits(h, HANDLERS) and h.property("enabled") for h in item.children()))
        if acts:
            found.append(item)
        todo.extend(child_items(item))
    return found


def walk_tree(window) -> list[tuple[str, str]]:
    """The accessibility tree from the window: (name, problem) of every unnamed interactive interface."""
    problems, todo, seen = [], [QAccessible.queryAccessibleInterface(window)], 0
    while todo and seen < 20000:
        iface = todo.pop()
        seen += 1
        if iface is None or not iface.isValid():
            continue
        state = iface.state()
        if state.invisible or state.disabled:
            continue
        if iface.role() in INTERACTIVE_ROLES or (state.focusable and iface.role() not in
                                                  (QAccessible.Role.Window, QAccessible.Role.Client,
                                                   QAccessible.Role.Pane, QAccessible.Role.ScrollBar,
                                                   QAccessible.Role.StaticText, QAccessible.Role.Graphic)):
            why = poor(iface.text(QAccessible.Text.Name))
            if why:
                obj = iface.object()
                problems.append((describe(obj) if isinstance(obj, QQuickItem) else str(iface.role()), why))
        todo.extend(iface.child(i) for i in range(iface.childCount()))
    assert seen > 10, "the accessibility tree is (almost) empty: is accessibility active?"
    return problems


def unnamed(window) -> list[str]:
    """Every interactive item without a proper accessible name, as readable lines."""
    lines = [f"{describe(item)}: {why}" for item in interactive(window.contentItem())
             for name, why in [named(item)] if why]
    lines += [f"{where}: {why}" for where, why in walk_tree(window)]
    return sorted(set(lines))


@pytest.fixture(autouse=True)
def accessibility_on():
    """Offscreen there is no screen reader to switch accessibility on; the test does, as one would."""
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(was)


@pytest.fixture(autouse=True)
def quick_ai(monkeypatch):
    def choose(game, state, seat, level, rng, cancel):
        world = game.determinize(game.observe(state, seat), rng)
        return plugin_for(game).policy(game, world, seat, rng)
    monkeypatch.setattr(ai_worker, "choose", choose)


def mid_game(game_id: str, seed: int = 3, phase: str = "") -> Session:
    """A session played by the greedy policy for a while, stopped where the human (seat 0) is to decide
    (in `phase`, if given)."""
    game = playable()[game_id]
    spec = game.spec
    names = [("Ann", "#d63031"), ("Bot", "#0984e3"), ("Cy", "#00b894"), ("Dee", "#e17055")]
    seats = [Seat(name, colour, "human" if i == 0 else "ai:easy") for i, (name, colour) in enumerate(names)]
    seats = seats[:max(spec.min_players, min(3, spec.max_players))]
    session = Session.new(game, seats, spec.defaults(), seed)
    plugin, rng, steps = plugin_for(game), random.Random(seed), 0
    while not game.is_over(session.state):
        acting = session.to_act()
        if steps >= MID_GAME[game_id] and 0 in acting and (not phase or session.state.phase == phase):
            return session
        seat = acting[0]
        session.submit(seat, plugin.policy(game, session.state.clone(), seat, rng))
        steps += 1
    raise AssertionError(f"{game_id}: the game ended before the human had a decision mid-game")


def check_table(runtime, window, qtbot, game_id: str, phase: str = "") -> list[str]:
    session = mid_game(game_id, phase=phase)
    runtime.controller.start(session)
    qtbot.waitUntil(lambda: runtime.controller.property("active"))
    settle(window, qtbot)
    qtbot.wait(150)  # positioners and loaders finish at the next frames
    return unnamed(window)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", TABLES)
def test_every_interactive_item_of_a_table_is_named(runtime, window, qtbot, game_id, lang):
    runtime.settings.language = lang
    problems = check_table(runtime, window, qtbot, game_id)
    assert interactive(window.contentItem()), "no interactive item found: the walk is broken"
    assert problems == [], f"{game_id} ({lang}): {len(problems)} unnamed interactive items:\n" + "\n".join(problems)


@pytest.mark.parametrize("game_id", TABLES)
def test_every_interactive_item_of_a_table_is_named_later_in_the_game(runtime, window, qtbot, game_id, monkeypatch):
    """Later decisions open other panels (camp and rest days, town criers, pit choices, quests)."""
    monkeypatch.setitem(MID_GAME, game_id, 60)
    problems = check_table(runtime, window, qtbot, game_id)
    assert problems == [], f"{game_id}: {len(problems)} unnamed interactive items:\n" + "\n".join(problems)


@pytest.mark.parametrize("screen", screens())
def test_every_interactive_item_of_a_shell_screen_is_named(runtime, window, qtbot, screen):
    open_screen(window, screen)
    settle(window, qtbot)
    qtbot.wait(150)
    problems = unnamed(window)
    assert problems == [], f"{screen}: {len(problems)} unnamed interactive items:\n" + "\n".join(problems)


def test_poor_names_are_caught():
    for bad in ("", "  ", "4", "12 / 30", "red", "#d63031", "赤", "Red"):
        assert poor(bad), bad
    for good in ("Red die showing 4 on stage card 7", "Grimoire page 3, locked", "赤のサイコロ: 4"):
        assert poor(good) is None, good


def test_the_log_announces_new_lines_but_not_the_history(runtime, window, qtbot):
    """A decision's lines are announced to screen readers as they arrive; opening a table mid-game reads
    out nothing of what came before."""
    from PySide6.QtCore import SIGNAL

    from .conftest import find

    session = mid_game("dice_road_race")
    game = session.game
    runtime.controller.start(session)
    qtbot.waitUntil(lambda: runtime.controller.property("active"))
    settle(window, qtbot)
    log = find(window, "gameLog").parentItem()
    heard: list[str] = []
    QObject.connect(log, SIGNAL("announced(QString)"), heard.append)
    qtbot.wait(100)
    assert heard == [], "opening the table read the history out"
    before = runtime.controller.log.rowCount()
    seat = session.to_act()[0]
    action = plugin_for(game).policy(game, session.state.clone(), seat, random.Random(1))
    runtime.controller._submit(seat, action)  # the decision a gesture would make (gestures: the table tests)
    qtbot.waitUntil(lambda: runtime.controller.log.rowCount() > before)
    qtbot.waitUntil(lambda: len(heard) > 0)
    rows = runtime.controller.log.rows()[before:]
    assert heard[: len(rows)] == [r["text"] for r in rows if r["text"] and r["kind"] != "turn"][: len(heard)]


# Each table where its keyboard path starts (a phase with an arrow-key mark) and the keys that walk it.
KEY_PATHS = {
    "dice_road_race": ("move", ["Down", "Up", "Down"]),
    "grands_tours": ("action", ["Right", "Right", "Down"]),
    "grandprix_f1": ("turn", ["Right", "Right", "Down"]),
    "tournay": ("place", ["Right", "Right", "Down"]),
    "grimoire": ("choose", ["Left", "Left", "Right"]),
}


@pytest.mark.parametrize("game_id", TABLES)
def test_the_keyboard_mark_is_in_focus_for_screen_readers_and_follows_the_keys(runtime, window, qtbot, game_id):
    phase, keys = KEY_PATHS[game_id]
    check_table(runtime, window, qtbot, game_id, phase)
    seen = [screen_reader_focus(window)]
    for key in keys:
        runtime.controller.press(key)
        qtbot.wait(50)
        seen.append(screen_reader_focus(window))
    for names in seen:
        assert names, f"{game_id}: the keyboard mark is not in focus for screen readers: {seen}"
        assert all(poor(n) is None for n in names), names
    assert len({tuple(names) for names in seen}) > 1, f"{game_id}: the focus did not follow the keys: {seen}"


def shows_focus(item: QQuickItem) -> bool:
    """A control draws its own focus (its style reads `visualFocus`); any other item has a shown FocusRing."""
    if inherits(item, ("QQuickTextInput", "QQuickTextEdit")):
        return item.hasActiveFocus()  # the caret, and the field's or spin box's border (style: activeFocus)
    if item.property("visualFocus") is not None:
        return bool(item.property("visualFocus"))
    return any("FocusRing" in child.metaObject().className() and child.isVisible() for child in child_items(item))


@pytest.mark.parametrize("screen", ["settings", "new:dice_road_race", "home"])
def test_tab_walks_a_shell_screen_with_the_focus_always_visible(runtime, window, qtbot, screen):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    open_screen(window, screen)
    settle(window, qtbot)
    visited = []
    for _ in range(40):
        QTest.keyClick(window, Qt.Key_Tab)
        item = window.activeFocusItem()
        if item is None or item in visited:
            break
        visited.append(item)
    stops = [i for i in visited if i.activeFocusOnTab()]
    assert len(stops) >= 3, f"{screen}: Tab reaches too little: {[describe(i) for i in visited]}"
    for item in stops:
        item.forceActiveFocus(Qt.TabFocusReason)
        qtbot.wait(10)
        assert shows_focus(item), f"{screen}: {describe(item)} has the keyboard focus but does not show it"
        assert named(item)[1] is None or inherits(item, ("QQuickTextInput",)), f"{screen}: {describe(item)} unnamed"
