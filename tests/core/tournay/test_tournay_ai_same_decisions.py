"""The Tournay computer players decide exactly as recorded before their rollouts were made faster.

The digests (tools/ai_digest.py) cover the rules' legal moves, the plug-in's candidates, rollout move and
evaluation (exact floats) along greedy games, the normal search's root statistics (visits and mean rewards to
the last bit) in the benchmark's positions, and every move of two whole games between the five kinds of player
(normal, hard, easy, greedy, then random in the second; played to the end, last cards and final count included).
They were recorded with the code of commit a81a2e2, before the speed-up, so that the ladder tournaments running at
that time stay valid. Re-recorded for issue 22: empty places of the event queue are refilled (a rules change), and
the plug-in prices money a rich player cannot spend lower, counts only non-event cards as a full hand, values
completing its district, rates a player short of citizens low, and keeps the plan's fights and any plan move the
search tried too little to judge, so that games end instead of reaching the round cap. Re-recorded again for
issue 22: a citizen for good is priced by the actions it should still bring (the rounds left, the citizens and the
colour's left), and the owner of a complete district who should end the game turns cards for the criers. A
deliberate change of the AI's decisions must re-record them (run
`python tools/ai_digest.py --game tournay --games 2 --scale 0.05 --positions 3 --states 300` and say why in the
commit); a speed-up must not.
"""
from __future__ import annotations

import random

from gameshelf.core.engine import Seat
from gameshelf.core.games.tournay import GAME
from gameshelf.core.games.tournay.scoring import measure, tallies
from tool_modules import load_tool

ai_digest = load_tool("ai_digest")

RECORDED = {"policy": "3e079ba7b307e2e5", "search": "7ceefa623632c97b", "games": "56deb4ca99c8f6bc"}


def test_the_plugin_scores_and_evaluates_as_recorded():
    assert ai_digest.digest(ai_digest.part_policy(GAME, 300)) == RECORDED["policy"]


def test_the_normal_search_visits_and_rates_as_recorded():
    assert ai_digest.digest(ai_digest.part_search(GAME, 3)) == RECORDED["search"]


def test_whole_games_of_every_kind_of_player_are_played_as_recorded():
    assert ai_digest.digest(ai_digest.part_games(GAME, 2, 0.05)) == RECORDED["games"]


def test_the_tallies_scoring_reads_are_the_counts_measure_gives():
    counts = ("flat", "sets", "deniers", "characters", "prestige", "citizen_sets", "buildings_wy", "ramparts",
              "citizens_r", "citizens_w", "citizens_y", "cards_r", "cards_w", "cards_y")
    rng = random.Random(7)
    for seed in (1, 2):
        state = GAME.new_game([Seat(f"P{i}") for i in range(3)], {"rules": "advanced"}, seed)
        while not GAME.is_over(state):
            for p in state.players:
                found = tallies(p)
                assert sorted(found) == sorted(counts)
                assert all(found[c] == measure(p, c) for c in counts)
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
