"""The Tournay end screen: a random game played to its end, the results dialog opened by the controller, its
score chart (the app's SeriesChart) holding each seat's score at the end of every round as computed from the
session's snapshots, read by keyboard, in English and Japanese; and the scoring counted up line by line."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from gameshelf.core.ai.baselines import random_action
from gameshelf.core.engine import Seat, Session
from gameshelf.core.games.tournay import GAME
from gameshelf.core.games.tournay.scoring import score
from gameshelf.desktop.models import ai_worker
from gameshelf.desktop.presenters.charts import MARKERS
from gameshelf.desktop.runtime import Runtime

from .conftest import assert_chart_drawn_after_its_place, find, make_args, search, watch_results_chart
from .qt_items import child_items

SEATS = [("Ann", "#d63031", "ai:easy"), ("Bot", "#0984e3", "ai:easy"), ("Cy", "#00a86b", "ai:easy"),
         ("Dee", "#8e44ad", "ai:easy")]


@pytest.fixture(autouse=True)
def random_computers(monkeypatch):
    monkeypatch.setattr(ai_worker, "choose", lambda game, state, seat, level, rng, cancel:
                        random_action(game, state, seat, rng))


def one_move_from_the_end(players: int, seed: int) -> Session:
    """A session replaying a random game up to its last decision (the controller plays that one)."""
    seats = [Seat(*s) for s in SEATS[:players]]
    whole = Session.new(GAME, seats, {}, seed)
    rng = random.Random(seed)
    while not GAME.is_over(whole.state):
        seat = whole.to_act()[0]
        whole.submit(seat, random_action(GAME, whole.state, seat, rng))
    session = Session.new(GAME, seats, {}, seed)
    for step in whole.steps[:-1]:
        session.submit(step.player, step.action)
    return session


def runtime_in(lang: str, qapp, tmp_path, speed: str = "off") -> Runtime:
    store = QSettings(str(tmp_path / f"settings-{lang}-{speed}.ini"), QSettings.IniFormat)
    store.setValue("animationSpeed", speed)
    return Runtime(make_args(lang=lang), store, tmp_path / "data")


def close(rt: Runtime) -> None:
    warnings = list(rt.qml_warnings)
    rt.close()
    assert warnings == [], "QML warnings:\n" + "\n".join(warnings)


def open_results(rt: Runtime, qtbot, players: int, seed: int):
    window = rt.load_qml()
    qtbot.waitExposed(window)
    controller = rt.controller
    controller.start(one_move_from_the_end(players, seed))
    qtbot.waitUntil(lambda: controller.over, timeout=30000)
    qtbot.waitUntil(lambda: search(window, "resultsDialog") is not None
                    and find(window, "resultsDialog").property("visible"), timeout=10000)
    chart = find(window, "chart_score")
    qtbot.waitUntil(lambda: chart.property("visible") and chart.width() > 0 and chart.height() > 0)
    return window, controller, chart


def items_under(item):
    for child in child_items(item):
        yield child
        yield from items_under(child)


def scores_by_round(states) -> dict[int, list[int]]:
    """The truth, computed here from the snapshots: round r's score is the score in the first snapshot of a
    later round (nothing scores between rounds), or in the final state for the last round."""
    final = states[-1]
    out = {}
    for r in sorted({s.round for s in states}):
        later = [s for s in states if s.round > r]
        out[r] = [row["total"] for row in score(later[0] if later else final)]
    return out


@pytest.mark.parametrize("lang,players,seed", [("en", 3, 11), ("ja", 4, 12), ("en", 2, 13)])
def test_the_end_screen_charts_each_seats_score_per_round(qapp, qtbot, tmp_path, lang, players, seed):
    rt = runtime_in(lang, qapp, tmp_path)
    try:
        window, controller, item = open_results(rt, qtbot, players, seed)
        data = controller.property("dialog")["chart"]
        seats = controller.session.seats
        states = controller.session.states()
        truth = scores_by_round(states)
        series = data["series"]
        assert [s["name"] for s in series] == [seat.name for seat in seats]
        assert [s["color"] for s in series] == [seat.colour for seat in seats]
        assert [s["marker"] for s in series] == list(MARKERS[:len(seats)])  # a shape per seat, as everywhere
        assert len(data["categories"]) == len(truth) and all(str(r) in c for r, c in zip(sorted(truth), data["categories"]))
        assert [s["values"] for s in series] == [[truth[r][k] for r in sorted(truth)] for k in range(len(seats))]
        final = dict(GAME.outcome(controller.session.state).scores)
        assert [s["values"][-1] for s in series] == [final[k] for k in range(len(seats))]
        drawn = [o for o in items_under(item) if o.objectName() == "chartLine"]
        assert len(drawn) == len(seats)
        counts = [len(s["values"]) for s in series]  # drawn once the chart's bindings settle
        qtbot.waitUntil(lambda: [o.property("pointCount") for o in drawn] == counts)
        # read by keyboard: the first seat's last value, then its first
        item.forceActiveFocus()
        qtbot.waitUntil(lambda: item.property("readout") != "")
        assert seats[0].name in item.property("readout") and data["categories"][-1] in item.property("readout")
        QTest.keyClick(window, Qt.Key_Home)
        readout = item.property("readout")
        assert data["categories"][0] in readout and readout.endswith(str(series[0]["values"][0]))
        if lang == "ja":
            assert data["xTitle"] == "ラウンド" and data["yTitle"] == "得点" and "ラウンド" in data["title"]
            assert data["categories"][0] == f"R{sorted(truth)[0]}"
        else:
            assert data["xTitle"] == "Round" and data["categories"][0] == f"R{sorted(truth)[0]}"
        # the breakdown shows every total once counted (animations off: at once)
        for row in controller.property("dialog")["rows"]:
            qtbot.waitUntil(lambda: find(window, f"total_{row['seat']}").property("text") == str(row["total"]))
    finally:
        close(rt)


def test_the_scoring_counts_up_line_by_line_then_lets_go(qapp, qtbot, tmp_path):
    """With animations on, each column's total runs with its revealed lines (buildings, cards, ramparts) and ends
    on the final total; the animation stops by itself."""
    rt = runtime_in("en", qapp, tmp_path, speed="normal")
    try:
        window, controller, _chart = open_results(rt, qtbot, 3, 11)
        dialog = find(window, "resultsDialog")
        rows = controller.property("dialog")["rows"]
        seen = {row["seat"]: set() for row in rows}

        def sample():
            for row in rows:
                seen[row["seat"]].add(int(find(window, f"total_{row['seat']}").property("text")))
            return dialog.property("counted")

        qtbot.waitUntil(sample, timeout=20000)
        for row in rows:
            partial = [sum(p["points"] for p in row["prestige"][:k]) for k in range(len(row["prestige"]) + 1)]
            assert seen[row["seat"]] <= {*partial, partial[-1] + row["cards"],
                                         partial[-1] + row["cards"] + row["ramparts"], row["total"]}
            assert row["total"] in seen[row["seat"]]
        assert any(len(values) > 1 for values in seen.values())  # it did count up
    finally:
        close(rt)


def test_the_dialog_is_drawn_first_with_the_charts_place_kept_then_the_chart(qapp, qtbot, tmp_path):
    """The chart is the dialog's costly part (issue 26): the frame that first shows the dialog has the chart's place
    laid out but the chart not drawn; a later frame draws it in that place, nothing moved."""
    rt = runtime_in("en", qapp, tmp_path)
    try:
        window = rt.load_qml()
        qtbot.waitExposed(window)
        frames, stop = watch_results_chart(window, "chart_score")
        rt.controller.start(one_move_from_the_end(3, 11))
        qtbot.waitUntil(lambda: bool(frames) and frames[-1][0] > 0, timeout=30000)
        stop()
        assert_chart_drawn_after_its_place(frames)
    finally:
        close(rt)
