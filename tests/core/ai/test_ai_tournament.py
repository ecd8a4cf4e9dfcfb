import subprocess
import sys

import pytest

from ai_toy_game import GAME
from gameshelf.core.ai import levels
from gameshelf.core.ai.tournament import report, run_match, summarise, wilson


def test_wilson_interval():
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)


def test_seats_rotate_and_report(monkeypatch):
    monkeypatch.setitem(levels.LEVELS, "tiny", levels.Level("tiny", None, 30, 0.0))
    results = run_match(GAME, ["tiny", "random", "greedy"], 3, seed=5, jobs=1)
    assert [r.players for r in results] == [
        ("tiny", "random", "greedy"), ("random", "greedy", "tiny"), ("greedy", "tiny", "random"),
    ]
    lines = {line.player: line for line in summarise(results)}
    assert sum(line.wins for line in lines.values()) == 3
    assert lines["tiny"].median_time is not None and lines["tiny"].fair == pytest.approx(1 / 3)
    text = report("toy_race", ["tiny", "random", "greedy"], results, 5)
    assert text.splitlines()[0] == "toy_race: 3 games, seats tiny,random,greedy (rotated each game), seed 5"


def test_unknown_player_is_refused():
    with pytest.raises(ValueError):
        run_match(GAME, ["champion", "random"], 1, jobs=1)


def test_normal_beats_random_on_the_toy_race(monkeypatch):
    # An iteration budget keeps the match deterministic (no clock), so the test cannot flake.
    monkeypatch.setitem(levels.LEVELS, "fixed", levels.Level("fixed", None, 100, 0.0))
    lines = {line.player: line for line in summarise(run_match(GAME, ["fixed", "random"], 40, seed=1, jobs=1))}
    assert lines["fixed"].low > 0.5


def tournament(*args: str) -> str:
    return subprocess.run(
        [sys.executable, "-m", "gameshelf.core.ai.tournament", "--game", "dice_road_race", *args],
        capture_output=True, text=True, timeout=120, check=True,
    ).stdout


def test_cli_runs_a_tiny_match_on_the_dice_road_race():
    out = tournament("--seats", "easy,random,greedy", "--games", "2", "--scale", "0.02", "--jobs", "2",
                     "--times").splitlines()
    assert out[0] == "dice_road_race: 2 games, seats easy,random,greedy (rotated each game), seed 1"
    assert out[1].split()[:3] == ["player", "seat-games", "wins"] and "median decision" in out[1]
    assert {line.split()[0] for line in out[2:]} == {"easy", "random", "greedy"}


def test_cli_with_a_seed_prints_the_same_table_twice():
    args = ("--seats", "normal,easy,greedy", "--games", "3", "--scale", "0.05", "--seed", "4", "--jobs", "2")
    first = tournament(*args)
    assert first.startswith("dice_road_race: 3 games") and "median decision" not in first  # times only on request
    assert tournament(*args) == first
