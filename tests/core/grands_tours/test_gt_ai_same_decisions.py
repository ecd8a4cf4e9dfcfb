"""The Grands Tours computer players decide exactly as recorded before their rollouts were made faster.

The digests (tools/ai_digest.py) cover the rules' legal moves, the plug-in's candidates, rollout move and
evaluation (exact floats) along greedy games, the normal search's root statistics (visits and mean rewards to
the last bit) in the benchmark's positions, and every move of a whole game between every kind of player. They
were recorded with the code of commit 435665b, before the speed-up, so that the ladder tournaments running at
that time stay valid. A deliberate change of the AI's decisions must re-record them (run
`python tools/ai_digest.py --game grands_tours --games 1 --scale 0.05 --positions 3 --states 300` and say why
in the commit); a speed-up must not.
"""
from __future__ import annotations


from gameshelf.core.games.grands_tours import GAME
from tool_modules import load_tool

ai_digest = load_tool("ai_digest")

RECORDED = {"policy": "024685503b1a92f1", "search": "1a85e37bea4db8d3", "games": "203e07d2d0aecf97"}


def test_the_plugin_scores_and_evaluates_as_recorded():
    assert ai_digest.digest(ai_digest.part_policy(GAME, 300)) == RECORDED["policy"]


def test_the_normal_search_visits_and_rates_as_recorded():
    assert ai_digest.digest(ai_digest.part_search(GAME, 3)) == RECORDED["search"]


def test_a_whole_game_of_every_kind_of_player_is_played_as_recorded():
    assert ai_digest.digest(ai_digest.part_games(GAME, 1, 0.05)) == RECORDED["games"]
