"""The GrandPrix-F1 computer players decide exactly as recorded: a speed-up must not change a decision.

The digests (tools/ai_digest.py) cover the rules' legal moves, the plug-in's candidates, rollout move and
evaluation (exact floats) along greedy races, the normal search's root statistics (visits and mean rewards to
the last bit) in the benchmark's positions, and every move of whole races between the five kinds of player
(normal, hard, easy, greedy, random; six players, one car each). Two more setups cover the other rules: four
players with two cars each, and five players in a championship of three 5-lap races with a 3-card best lap,
accidents, unexpected rain and the double weather change.
They were first recorded with the code of commit 822ac39, before the speed-up, so that the ladder tournaments running
at that time stayed valid, again when the evaluation began to draw the race's outcome (both cars' points, the
standings), and again for the turn-3 audit (issue 22): each race now begins with every player choosing a pit box
(the plug-in takes the box whose stop costs least, where the boxes used to be assigned), a blocked box exit keeps
the stays of the visit (no fourth stay), and a gravel bed's overshoot stops at the bed's last space. A deliberate change of the AI's decisions must re-record them (run
`python tools/ai_digest.py --game grandprix_f1 --games 3 --scale 0.1 --positions 10 --states 600`, and the
digest functions below with the same setups, and say why in the commit); a speed-up must not.
"""
from __future__ import annotations


import pytest

from gameshelf.core.games.grandprix_f1 import GAME
from tool_modules import load_tool

ai_digest = load_tool("ai_digest")

RECORDED = {"policy": "0fd196fc74261ff5", "search": "acc42df541e67d82", "games": "43cf1fb0f2fcbaa2"}

TWO_CARS = (4, {})
ADVANCED = (5, {"races": "3", "laps": "5", "best_lap": "3", "accidents": True, "unexpected_rain": True,
                "double_change": True})
RECORDED_SETUPS = {
    "two_cars": (TWO_CARS, {"policy": "4474e63f4bdbd21f", "search": "e1432fa2bf76f8ca", "games": "641bdc309051ec04"}),
    "advanced": (ADVANCED, {"policy": "9ae53461b2c5eef8", "search": "0850d44a23934835", "games": "2d968122639f4437"}),
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
