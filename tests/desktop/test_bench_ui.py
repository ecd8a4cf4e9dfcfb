"""The table's latency bench (`python -m gameshelf.bench --only ui`) drives real decisions and reveals."""
from __future__ import annotations

from gameshelf.bench_ui import Table, measure
from gameshelf.core.games import registry


def test_the_ui_bench_times_each_decision_and_each_hand_over(qapp, tmp_path):
    game = registry()["dice_road_race"]
    table = Table(tmp_path)
    try:
        decided, revealed = measure(table, game, 3, game.spec.defaults(), seed=3, skip=0, decisions=6)
        steps = len(table.runtime.controller.session.steps)
    finally:
        table.close()
    assert len(decided) == 6 and steps == 6  # every timed decision reached the game
    assert revealed and all(ms > 0 for ms in decided + revealed)  # three humans hand over the table
