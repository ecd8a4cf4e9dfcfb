"""The rulebooks' "Computer players" sections are generated from the stored ladder (docs/ladder/<game>.json) by
tools/ladder.py, and the stored ladder is what the tournament runner produces."""
import copy
import math

import pytest

from gameshelf.core.ai.levels import LEVELS
from gameshelf.core.ai.tournament import run_match, wilson
from gameshelf.core.games import registry
from tool_modules import load_tool

ladder = load_tool("ladder")


@pytest.mark.parametrize("lang", ladder.LANGS)
@pytest.mark.parametrize("game_id", ladder.GAMES)
def test_the_rulebook_section_is_what_the_data_produce(game_id, lang):
    text = ladder.rulebook(lang, game_id).read_text(encoding="utf-8")
    _, found, after = ladder.split(text, game_id)
    assert found is not None, f"{lang}/{game_id}.md has no Computer players section (tools/ladder.py --write-rulebooks)"
    assert found == ladder.section(lang, game_id, ladder.load(game_id)), (
        f"{lang}/{game_id}.md: the Computer players section differs from docs/ladder/{game_id}.json "
        "(run tools/ladder.py --write-rulebooks)")
    assert after.strip() == ""  # the section closes the rulebook


def test_the_check_command_agrees():
    assert ladder.main(["--check"]) == 0


@pytest.mark.parametrize("game_id", ladder.GAMES)
def test_every_pairing_is_measured_and_timed_at_the_real_budgets(game_id):
    data = ladder.load(game_id)
    pairings = [(a, b) for a, b, _ in ladder.PAIRINGS[game_id]]
    assert [(r["a"], r["b"]) for r in data["runs"]] == pairings
    assert [(r["a"], r["b"]) for r in data["real"]] == pairings
    assert all(r["cpu_seconds_per_game"] > 0 for r in data["real"])


@pytest.mark.parametrize("game_id", ladder.GAMES)
def test_stored_runs_are_consistent_tournament_results(game_id):
    data = ladder.load(game_id)
    assert data["players"] == ladder.PLAYERS[game_id]
    for r in data["runs"]:
        seats = ladder.seats_of(game_id, r["a"], r["b"])
        assert r["seats"] == seats
        assert r["seat_games"] == r["games"] * seats.count(r["a"])
        assert 0 <= r["wins"] <= r["seat_games"]
        assert r["rate"] == pytest.approx(r["wins"] / r["seat_games"], abs=1e-4)
        low, high = wilson(r["wins"], r["seat_games"])
        assert (r["low"], r["high"]) == (pytest.approx(low, abs=1e-4), pytest.approx(high, abs=1e-4))
        assert r["fair"] == pytest.approx(1 / len(seats), abs=1e-4)
        assert r["verdict"] == ladder.verdict(low, high, 1 / len(seats))
        assert r["command"] == ladder.command(game_id, seats, r["games"], r["seed"], r["scale"])


@pytest.mark.parametrize("game_id", ladder.GAMES)
def test_the_ladder_was_measured_at_the_current_levels(game_id):
    """A change of budgets or noise makes the published ladder stale: measure again (tools/ladder.py --run)."""
    levels = ladder.load(game_id)["levels"]
    for name in ladder.LEVEL_NAMES:
        assert levels[name]["iterations"] == LEVELS[name].budget(game_id), (game_id, name)
        assert levels[name]["noise"] == LEVELS[name].noise, (game_id, name)
        assert levels[name]["trust_policy"] == LEVELS[name].trust_policy, (game_id, name)


def test_the_figures_in_a_section_come_from_the_data():
    data = copy.deepcopy(ladder.load("grimoire"))
    run = data["runs"][0]
    run.update(games=1234, rate=0.4321, low=0.1111, high=0.9876, verdict="not significant")
    data["levels"]["hard"]["iterations"] = 4567
    for lang in ladder.LANGS:
        text = ladder.section(lang, "grimoire", data)
        assert all(figure in text for figure in ("1,234", "43.2%", "11.1–98.8%", "4,567")), lang
        assert text != ladder.section(lang, "grimoire", ladder.load("grimoire"))
    run.update(low=0.6, high=0.7, verdict="above")
    assert "**stronger**" in ladder.section("en", "grimoire", data)
    assert "**強い**" in ladder.section("ja", "grimoire", data)


def test_a_missing_pairing_is_said_not_hidden():
    data = copy.deepcopy(ladder.load("tournay"))
    data["runs"] = data["runs"][1:]
    assert "not measured yet" in ladder.section("en", "tournay", data)
    assert "未測定" in ladder.section("ja", "tournay", data)


def test_rewriting_appends_once_then_replaces_only_the_section():
    text = "# Game\n\nRules.\n"
    first = ladder.rewritten(text, "grimoire", ladder.BEGIN.format(game="grimoire") + "\nA\n" + ladder.END)
    assert first.startswith(text) and first.count(ladder.END) == 1
    second = ladder.rewritten(first, "grimoire", ladder.BEGIN.format(game="grimoire") + "\nB\n" + ladder.END)
    assert second == first.replace("\nA\n", "\nB\n")


def test_a_run_replays_the_tournament_command_exactly():
    game = registry()["grimoire"]
    seats = ladder.seats_of("grimoire", "normal", "easy")
    results, _ = ladder.play_run(game, seats, 3, seed=5, scale=0.02)
    replay = run_match(game, seats, 3, seed=5, jobs=1, scale=0.02)
    assert [(r.players, r.winners, len(r.times)) for r in results] == [
        (r.players, r.winners, len(r.times)) for r in replay]  # decision times are the one thing that varies
    seat_games, wins = ladder.seat_wins(results, "normal")
    record = ladder.run_record("grimoire", "normal", "easy", "ladder", 3, seat_games, wins, 5, 0.02, 1.0)
    assert record["command"].endswith("--game grimoire --seats normal,easy --games 3 --seed 5 --scale 0.02")
    assert seat_games == 3 and record["rate"] == pytest.approx(wins / 3, abs=1e-4)


def stored(tmp_path, monkeypatch, steps):
    """The grimoire easy-random record after `ladder.run` calls with (games, cpu_minutes) in turn."""
    monkeypatch.setattr(ladder, "DATA", tmp_path)
    for games, cpu_minutes in steps:
        ladder.run(["grimoire"], ["easy-random"], games, 0.02, 7, cpu_minutes)
    (record,) = ladder.load("grimoire")["runs"]
    return {k: v for k, v in record.items() if k != "cpu_seconds"}


def test_a_stopped_run_continues_to_the_same_record_as_one_run(tmp_path, monkeypatch):
    whole = stored(tmp_path / "whole", monkeypatch, [(6, None)])
    stopped = stored(tmp_path / "parts", monkeypatch, [(6, 0.0), (3, None), (6, None)])
    assert stopped == whole and whole["games"] == 6
    assert whole["command"].endswith("--games 6 --seed 7 --scale 0.02")


def test_games_played_at_once_store_the_same_record(tmp_path, monkeypatch):
    one = stored(tmp_path / "one", monkeypatch, [(5, None)])
    monkeypatch.setattr(ladder, "DATA", tmp_path / "two")
    ladder.run(["grimoire"], ["easy-random"], 5, 0.02, 7, None, jobs=2)
    (record,) = ladder.load("grimoire")["runs"]
    assert {k: v for k, v in record.items() if k != "cpu_seconds"} == one and record["cpu_seconds"] > 0


def test_a_run_at_another_scale_replaces_the_stored_one(tmp_path, monkeypatch):
    stored(tmp_path, monkeypatch, [(4, None)])
    monkeypatch.setattr(ladder, "DATA", tmp_path)
    ladder.run(["grimoire"], ["easy-random"], 2, 0.03, 7, None)
    (record,) = ladder.load("grimoire")["runs"]
    assert (record["games"], record["scale"]) == (2, 0.03)


def test_games_needed_to_show_the_edge():
    n = ladder.games_needed(0.5)
    p = 0.55
    assert wilson(p * n, n)[0] > 0.5 >= wilson(p * (n - 1), n - 1)[0]
    assert ladder.games_needed(0.25) < n and math.isfinite(n)
