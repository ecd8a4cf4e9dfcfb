"""The results charts fed by real sessions: each game played with random legal moves to its end, the
results dialog opened by the controller, the SeriesChart read by keyboard, in English and Japanese."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from gameshelf.core.ai.baselines import random_action
from gameshelf.core.engine import Seat, Session
from gameshelf.core.games.dice_road_race import GAME as DRR
from gameshelf.core.games.dice_road_race import gc_ranking
from gameshelf.core.games.grands_tours import GAME as GT
from gameshelf.core.games.grimoire import GAME as GRIMOIRE
from gameshelf.desktop.models import ai_worker
from gameshelf.desktop.presenters.charts import MARKERS
from gameshelf.desktop.runtime import Runtime

from .conftest import find, make_args, search
from .qt_items import child_items

SEATS = [("Ann", "#d63031", "ai:easy"), ("Bot", "#0984e3", "ai:easy"), ("Cy", "#00a86b", "ai:easy"),
         ("Dee", "#8e44ad", "ai:easy")]
# game -> (options, seats, the charts its final results show)
GAMES = {
    "dice_road_race": (DRR, {}, 4, ["chart_gc"]),
    "grands_tours": (GT, {"course": "short"}, 4, ["chart_lead", "chart_sprint", "chart_mountain"]),
    "grimoire": (GRIMOIRE, {}, 3, ["chart_vp"]),
}


@pytest.fixture(autouse=True)
def random_computers(monkeypatch):
    """Every computer seat plays a uniformly random legal move (fast, and any legal game must chart)."""
    monkeypatch.setattr(ai_worker, "choose", lambda game, state, seat, level, rng, cancel:
                        random_action(game, state, seat, rng))


def one_move_from_the_end(game, options, players, seed):
    """A session replaying a random game up to its last decision (the controller plays that one)."""
    seats = [Seat(*s) for s in SEATS[:players]]
    whole = Session.new(game, seats, options, seed)
    rng = random.Random(seed)
    while not game.is_over(whole.state):
        seat = whole.to_act()[0]
        whole.submit(seat, random_action(game, whole.state, seat, rng))
    session = Session.new(game, seats, options, seed)
    for step in whole.steps[:-1]:
        session.submit(step.player, step.action)
    return session


@pytest.fixture(params=["en", "ja"])
def lang_runtime(request, qapp, tmp_path):
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    store.setValue("animationSpeed", "off")
    rt = Runtime(make_args(lang=request.param), store, tmp_path / "data")
    yield rt
    warnings = list(rt.qml_warnings)
    rt.close()
    assert warnings == [], "QML warnings:\n" + "\n".join(warnings)


def open_results(runtime, qtbot, game_id):
    game, options, players, names = GAMES[game_id]
    window = runtime.load_qml()
    qtbot.waitExposed(window)
    controller = runtime.controller
    controller.start(one_move_from_the_end(game, options, players, seed=11))
    qtbot.waitUntil(lambda: controller.over, timeout=30000)
    qtbot.waitUntil(lambda: search(window, "resultsDialog") is not None
                    and find(window, "resultsDialog").property("visible"), timeout=10000)
    charts = [find(window, name) for name in names]
    qtbot.waitUntil(lambda: all(c.property("visible") and c.width() > 0 for c in charts))
    return window, controller, charts


def items_under(item):
    """Every item under item, Repeater delegates included (findChildren misses those)."""
    for child in child_items(item):
        yield child
        yield from items_under(child)


def chart_data(controller, game_id) -> list[dict]:
    dialog = controller.property("dialog")
    return dialog["charts"] if game_id == "grands_tours" else [dialog["chart"]]


def truth(game_id, state) -> list[float]:
    """Each seat's last charted value, from the game state itself."""
    if game_id == "dice_road_race":
        best = state.riders[gc_ranking(state)[0]].gc_time
        return [r.gc_time - best if r.in_gc else None for r in state.riders]
    if game_id == "grands_tours":
        return [team.lead for team in state.teams]
    return [dict(GRIMOIRE.outcome(state).scores)[s] for s in range(len(state.players))]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_random_game_ends_with_its_chart_read_by_keyboard(lang_runtime, qtbot, game_id):
    window, controller, charts = open_results(lang_runtime, qtbot, game_id)
    data = chart_data(controller, game_id)
    seats = controller.session.seats
    state = controller.session.state
    for item, chart in zip(charts, data):
        series = chart["series"]
        assert [s["name"] for s in series] == [seat.name for seat in seats]
        assert [s["color"] for s in series] == [seat.colour for seat in seats]
        assert [s["marker"] for s in series] == list(MARKERS[:len(seats)])  # a shape per seat
        assert all(len(s["values"]) == len(chart["categories"]) for s in series)
        assert chart["title"] and chart["xTitle"]
        drawn = [o for o in items_under(item) if o.objectName() == "chartLine"]
        assert len(drawn) == len(seats)
        counts = [sum(v is not None for v in s["values"]) for s in series]  # drawn once the chart's bindings settle
        qtbot.waitUntil(lambda: [o.property("pointCount") for o in drawn] == counts)
    last = [s["values"][-1] for s in data[0]["series"]]
    assert last == truth(game_id, state)

    chart = charts[0]
    chart.forceActiveFocus()  # as Tab would: the highlight starts on the first seat's last value
    qtbot.waitUntil(lambda: chart.property("readout") != "")
    first = next(k for k, s in enumerate(data[0]["series"]) if s["values"][-1] is not None)
    readout = chart.property("readout")
    assert seats[first].name in readout and data[0]["categories"][-1] in readout
    QTest.keyClick(window, Qt.Key_Home)
    home = data[0]["series"][first]
    i = next(j for j, v in enumerate(home["values"]) if v is not None)
    text = home.get("texts", [""] * (i + 1))[i] or str(home["values"][i])
    readout = chart.property("readout")
    assert seats[first].name in readout and data[0]["categories"][i] in readout and readout.endswith(text)
    if lang_runtime.settings.language == "ja":
        assert data[0]["xTitle"] in ("ステージ", "ラウンド")
