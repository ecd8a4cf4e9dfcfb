"""The table's latency bench (`python -m gameshelf.bench --only ui`) drives real decisions, reveals and undos."""
from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QObject

from gameshelf.bench_ui import Table, _in_own_process, ends_game, late_skip, measure, opening, played, rules_opening
from gameshelf.core.games import registry


def test_the_ui_bench_times_each_decision_hand_over_and_undo(qapp, tmp_path):
    game = registry()["dice_road_race"]
    table = Table(tmp_path)
    try:
        times = measure(table, game, 3, game.spec.defaults(), seed=3, skip=0, decisions=30)
        steps = len(table.runtime.controller.session.steps)
        waits = opening(table, game, 2, game.spec.defaults(), seed=3, skip=4, save=tmp_path / "g.gameshelf.json")
        finished = table.runtime.controller.over
        rules = rules_opening(table, "dice_road_race", "ja")
        page = table.window.findChild(QObject, "rulesPage")
        shown = page is not None and page.property("section") != "" and table.runtime.settings.language == "ja"
    finally:
        table.close()
    assert len(times["decision"]) == 30 and steps == 30  # every timed decision reached the game (redone too)
    assert times["reveal"] and len(times["undo"]) == len(times["redo"]) >= 1  # three humans hand over the table
    assert len(times["cover_cpu"]) >= len(times["reveal"])  # each hand-over's table turned to the next player's view
    assert all(ms > 0 for samples in times.values() for ms in samples)
    assert set(waits) == {"open_table", "open_save", "results", "open_table_cpu", "open_save_cpu", "results_cpu"}
    assert finished  # the last decision ended the game
    assert all(ms > 0 for ms in rules) and shown  # the Japanese rulebook, opened at a section


def test_the_late_stretch_is_the_last_decisions_before_the_one_that_ends_the_game(qapp, tmp_path):
    """Late is the game's own end, whatever its length at that count (a fixed number of decisions once lay past
    the end of a 4-team Grands Tours, which then had no late table), and the decision that ends the game is the
    results' wait, not a decision's."""
    game = registry()["grimoire"]
    options = game.spec.defaults()
    skip = late_skip(game, 2, options, seed=5, decisions=4)
    whole, _rng = played(game, 2, options, seed=5, skip=100_000)
    table = Table(tmp_path)
    try:
        times = measure(table, game, 2, options, seed=5, skip=skip, decisions=6)
        session = table.runtime.controller.session
    finally:
        table.close()
    assert skip == len(whole.steps) - 5 > 0
    assert len(times["decision"]) == 4 and len(session.steps) == len(whole.steps) - 1  # the same game, to its end
    last = whole.steps[-1]
    assert not game.is_over(session.state) and last.player in session.to_act()
    assert ends_game(game, session, last.player, last.action)


def test_the_ui_bench_draws_a_frame_even_when_nothing_changed(qapp, tmp_path):
    """A span ends at the next frame, and some change nothing that shows (the table turned to the next player's
    view under the hand-over screen may look the same): the frame is drawn, not waited for until its deadline."""
    table = Table(tmp_path)
    try:
        start = time.perf_counter()
        for _ in range(3):
            table._frame(timeout_s=2)
        took, drawn = time.perf_counter() - start, table._swapped
    finally:
        table.close()
    assert drawn and took < 2


def test_a_ui_bench_process_that_fails_stops_the_bench():
    """Each game is measured in a process of its own: one that fails is not taken for a game with no lines."""
    with pytest.raises(RuntimeError, match="exit 2"):
        _in_own_process(["no_such_game"])  # argparse refuses it
