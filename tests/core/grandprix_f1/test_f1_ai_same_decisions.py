"""The GrandPrix-F1 computer players decide exactly as recorded before their rollouts were made faster.

The digests (tools/ai_digest.py) cover the rules' legal moves, the plug-in's candidates, rollout move and
evaluation (exact floats) along greedy races, the normal search's root statistics (visits and mean rewards to
the last bit) in the benchmark's positions, and every move of whole races between the five kinds of player
(normal, hard, easy, greedy, random; six players, one car each). Two more setups cover the other rules: four
players with two cars each, and five players in a championship of three 5-lap races with a 3-card best lap,
accidents, unexpected rain and the double weather change.
They were recorded with the code of commit 822ac39, before the speed-up, so that the ladder tournaments running at
that time stay valid. A deliberate change of the AI's decisions must re-record them (run
`python tools/ai_digest.py --game grandprix_f1 --games 3 --scale 0.1 --positions 10 --states 600`, and the
digest functions below with the same setups, and say why in the commit); a speed-up must not.
"""
from __future__ import annotations


import pytest

from gameshelf.core.games.grandprix_f1 import GAME
from tool_modules import load_tool

ai_digest = load_tool("ai_digest")

RECORDED = {"policy": "3cbdf32956220ce6", "search": "b5146a0ed0487f1b", "games": "d6d81b541b4c08a5"}

TWO_CARS = (4, {})
ADVANCED = (5, {"races": "3", "laps": "5", "best_lap": "3", "accidents": True, "unexpected_rain": True,
                "double_change": True})
RECORDED_SETUPS = {
    "two_cars": (TWO_CARS, {"policy": "a53be4e98adf5f50", "search": "e216fd708cdea2da", "games": "a3b0233c0d3c767a"}),
    "advanced": (ADVANCED, {"policy": "162c6dde58baabd2", "search": "17b452d7cb85cf05", "games": "53ad4d3c9c29268f"}),
}


def test_the_plugin_scores_and_evaluates_as_recorded():
    assert ai_digest.digest(ai_digest.part_policy(GAME, 600)) == RECORDED["policy"]


def test_the_normal_search_visits_and_rates_as_recorded():
    assert ai_digest.digest(ai_digest.part_search(GAME, 10)) == RECORDED["search"]


def test_whole_races_of_every_kind_of_player_are_played_as_recorded():
    assert ai_digest.digest(ai_digest.part_games(GAME, 3, 0.1)) == RECORDED["games"]


@pytest.mark.parametrize("name", sorted(RECORDED_SETUPS))
def test_other_player_counts_and_the_advanced_rules_as_recorded(name, monkeypatch):
    setup, recorded = RECORDED_SETUPS[name]
    monkeypatch.setitem(ai_digest.SETUPS, GAME.spec.id, setup)  # the players and options every part reads
    found = {
        "policy": ai_digest.digest(ai_digest.part_policy(GAME, 1500)),
        "search": ai_digest.digest(ai_digest.part_search(GAME, 4)),
        "games": ai_digest.digest(ai_digest.part_games(GAME, 1, 0.1)),
    }
    assert found == recorded
