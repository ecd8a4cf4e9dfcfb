"""tools/tournay_lengths.py: the table of game lengths, and why a capped game could not end."""
from __future__ import annotations

import json

from tool_modules import load_tool

from gameshelf.core.games.tournay import GAME

lengths = load_tool("tournay_lengths")


def test_the_table_counts_rounds_and_capped_games_and_says_why_a_game_could_not_end(tmp_path):
    options = GAME.spec.defaults()
    rows = [lengths.play("greedy", 2, 1, options, 1.0), lengths.play("random", 2, 2, options, 1.0)]
    assert rows[0]["end"] == "end" and 10 < rows[0]["rounds"] < 60
    capped = rows[1]  # random players who lost every citizen: a dead position, what the cap is for
    assert capped["end"] == "cap" and capped["rounds"] == 60
    assert capped["stall"]["complete"] == 0 and all(s["citizens"] == 0 for s in capped["stall"]["seats"])
    out = tmp_path / "games.jsonl"
    out.write_text("".join(json.dumps(r) + "\n" for r in rows))
    lengths.main(["--table", str(out)])


def test_percentiles_are_nearest_rank():
    assert lengths.percentile([5, 1, 3, 2, 4], 0.9) == 5
    assert lengths.percentile(list(range(1, 11)), 0.9) == 9
    assert lengths.percentile([7], 0.5) == 7


def test_a_printed_table(capsys):
    rows = [{"level": "normal", "players": 2, "seed": s, "scale": 0.05, "options": GAME.spec.defaults(),
             "rounds": r, "end": "end", "cpu": 1.0} for s, r in enumerate((20, 30, 40), 1)]
    text = lengths.table(rows)
    line = next(x for x in text.splitlines() if x.startswith("normal"))
    assert line.split() == ["normal", "2", "0.05", "defaults", "3", "30", "40", "40", "0", "1.00"]
