"""Rule links at the table: a refusal's toast and a log line offer "Rule", which opens the game's rulebook at the
section the reason or the line comes from, in the current language; the table's own refusals are linked too."""
from __future__ import annotations

import ast
import importlib
import inspect
import random

import pytest
from PySide6.QtCore import QMetaObject, QPointF, Qt, Q_ARG, Q_RETURN_ARG
from PySide6.QtTest import QTest

from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.engine import MsgDef, Seat, Session
from gameshelf.core.games import SHELF
from gameshelf.core.games.grands_tours import GAME as GT
from gameshelf.core.games.rulelinks import heading_ids, rule_links
from gameshelf.desktop.models import ai_worker
from gameshelf.desktop.models.controller import NO_HINT
from gameshelf.desktop.paths import rules_file

from .conftest import centre, find, search, settle
from .qt_items import child_items

GAMES = [game_id for game_id, *_ in SHELF]
PLUGIN = plugin_for(GT)
SEATS = [("Ann", "#d63031", "human"), ("Bot", "#0984e3", "ai:easy"), ("Cy", "#00a86b", "ai:easy"),
         ("Dee", "#8e44ad", "ai:easy")]
HEADING = {"en": "Place", "ja": "配置"}  # the section {#place} of the Grands Tours rulebook


@pytest.fixture(autouse=True)
def quick_ai(monkeypatch):
    def choose(game, state, seat, level, rng, cancel):
        return PLUGIN.policy(game, game.determinize(game.observe(state, seat), rng), seat, rng)
    monkeypatch.setattr(ai_worker, "choose", choose)


def grands_tours_at_the_action_phase(runtime, qtbot, window):
    session = Session.new(GT, [Seat(*s) for s in SEATS], {"first_leader": "1"}, 7)
    rng = random.Random(7)
    while session.state.phase == "camp":
        seat = GT.to_act(session.state)[0]
        session.submit(seat, PLUGIN.policy(GT, session.state, seat, rng))
    controller = runtime.controller
    controller.start(session)
    qtbot.waitUntil(lambda: search(window, "grandsTours") is not None and 0 in GT.to_act(controller.session.state))
    settle(window, qtbot)
    return controller


def rulebook_at(window, qtbot, game_id: str, section: str):
    """The rules page on top of the stack, open at `section`, and its viewer."""
    settle(window, qtbot)
    page = find(window, "stack").property("currentItem")
    assert page.objectName() == "rulesPage"
    assert (page.property("gameId"), page.property("section")) == (game_id, section)
    view = find(window, "rulebookView")
    return page, view


def heading_at_top(view, qtbot, text: str) -> None:
    """The viewer scrolled to the heading `text`: it is the current heading and sits at the top of the text."""
    headings = view.property("headings").toVariant()
    index = next(i for i, h in enumerate(headings) if h["text"] == text)
    qtbot.waitUntil(lambda: view.property("currentHeading") == index)
    top = QMetaObject.invokeMethod(view, "headingY", Q_RETURN_ARG("QVariant"), Q_ARG("QVariant", index))
    assert top > 0
    qtbot.waitUntil(lambda: 0 <= top - view.property("contentY") < 40)  # the heading at the top of the view


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_refusal_shows_rule_and_the_rule_opens_the_rulebook_at_its_section(window, qtbot, runtime, lang):
    runtime.settings.language = lang
    controller = grands_tours_at_the_action_phase(runtime, qtbot, window)
    state = controller.session.state
    rest = next(c for c in state.course if state.cards[c].kind == "rest")
    die = next(row for row in controller.playersModel.rows() if row["seat"] == 0)["peloton"][0]
    with qtbot.waitSignal(controller.refused) as refused:
        assert not controller.drop(die["uid"], f"card:{rest}")
    assert controller.property("refusalRule") == "place"
    assert refused.args[0]  # the reason, in the language of the table
    toast = find(window, "refusal")
    qtbot.waitUntil(lambda: toast.property("visible") and toast.property("rule") == "place")
    button = find(window, "toastRule")
    assert button.property("visible")
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(button).toPoint())
    page, view = rulebook_at(window, qtbot, "grands_tours", "place")
    heading_at_top(view, qtbot, HEADING[lang])
    assert not toast.property("shown")


def test_a_reason_of_no_rule_shows_no_rule_button(window, qtbot, runtime):
    controller = grands_tours_at_the_action_phase(runtime, qtbot, window)
    toast = find(window, "refusal")
    with qtbot.waitSignal(controller.refused):
        controller._refuse(NO_HINT())  # an app message, not a rule
    assert controller.property("refusalRule") == ""
    qtbot.waitUntil(lambda: toast.property("visible"))
    assert toast.property("rule") == "" and not find(window, "toastRule").property("visible")


def test_a_log_line_offers_its_rule_and_opens_the_rulebook_at_its_section(window, qtbot, runtime):
    controller = grands_tours_at_the_action_phase(runtime, qtbot, window)
    rows = controller.logModel.rows()
    assert rows and all(row["rule"] for row in rows if row["kind"] != "turn")
    ids = heading_ids(rules_file("en", "grands_tours").read_text(encoding="utf-8"))
    assert {row["rule"] for row in rows} <= set(ids)
    log = find(window, "gameLog")
    last = len(rows) - 1
    qtbot.waitUntil(lambda: search(window, f"logRule_{last}") is not None)
    button = find(window, f"logRule_{last}")  # the line's "§"
    qtbot.waitUntil(lambda: button.property("visible") and button.width() > 0)
    label = next(c for c in child_items(button.parentItem()) if c.property("text") == rows[last]["text"])
    assert label.x() + label.width() <= button.x()  # beside the text, not over it
    assert button.property("color").alpha() == 0  # nothing drawn behind the "§" at rest
    QTest.mouseMove(window, centre(button).toPoint() + QPointF(-40, 0).toPoint())
    QTest.mouseMove(window, centre(button).toPoint())
    qtbot.waitUntil(lambda: button.property("color").alpha() == 255)  # lit under the pointer
    assert log.property("visible")
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(button).toPoint())
    section = rows[last]["rule"]
    page, view = rulebook_at(window, qtbot, "grands_tours", section)
    heading_at_top(view, qtbot, ids[section])


def refusal_names(module) -> set[str]:
    """Names of the module's messages that its code gives as refusals: inside `Intent(refusal=...)` or
    `self._refuse(...)`, assigned to `refusal` / `problem` / `msg`, or returned by a method of options-or-reason."""
    tree = ast.parse(inspect.getsource(module))
    names: set[str] = set()

    def called(node) -> None:
        for sub in ast.walk(node):
            if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name):
                names.add(sub.func.id)

    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id == "Intent":
                for kw in node.keywords:
                    if kw.arg == "refusal":
                        called(kw.value)
            if isinstance(func, ast.Attribute) and func.attr == "_refuse":
                for arg in node.args:
                    called(arg)
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id in ("refusal", "problem", "msg")
                                                for t in node.targets):
            called(node.value)
        # "options or the reason there are none": a method returning `list | Msg`
        if isinstance(node, ast.FunctionDef) and node.returns is not None and \
                set(ast.unparse(node.returns).replace(" ", "").split("|")) == {"list", "Msg"}:
            for sub in ast.walk(node):
                if isinstance(sub, ast.Return) and isinstance(sub.value, (ast.Call, ast.IfExp)):
                    called(sub.value)
    return {n for n in names if isinstance(getattr(module, n, None), MsgDef)}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_refusal_the_table_makes_has_a_section(game_id):
    module = importlib.import_module(f"gameshelf.desktop.presenters.{game_id}")
    links = rule_links(game_id)
    own = {getattr(module, n).key for n in refusal_names(module)}
    defined = {v.key for v in vars(module).values() if isinstance(v, MsgDef)}
    missing = sorted(k for k in own if k not in links.reasons)
    assert not missing, f"{game_id}: refusals of the table with no rulebook section: {missing}"
    listed = {k for k in links.reasons if "_table." in k}
    assert listed <= defined, f"{game_id}: rulelinks.py names table messages that do not exist: {listed - defined}"
    assert own  # every table refuses some gestures itself
