"""The Dice Road Race plays exactly as recorded before its per-decision paths were made fast.

Each digest covers, step by step, the seats to act, every seat's legal actions, the decision
taken, the events (kinds, messages with their parameters, data, chance and reveal flags), the whole state
with the generator's position, and finally the outcome. The digests were recorded with the
rules as they stood before the speed-up (commit 3424469), so any change to what the game says,
draws or decides shows here; saves replay on exactly these. A deliberate rule change must
re-record them (run this file's `digest` on the new rules and say why in the commit). They were
re-recorded for issue 12's rule changes: no retiring after finishing a stage, secret join answers; and
for issue 14's log wording (rolls read "2 + 4"), after checking that digests built from message keys
alone, without their wording, were equal before and after.
"""
from __future__ import annotations

import hashlib
import random

import pytest

from gameshelf.core.engine import Seat
from gameshelf.core.games.dice_road_race import GAME
from gameshelf.core.games.dice_road_race.actions import Retire

RIDER_FIELDS = ("seat", "dice", "pos", "racing", "finished", "extra", "retired_now", "in_gc", "gc_time",
                "first_retired", "rolls", "started")
STATE_FIELDS = ("names", "stage_race", "leader_colour", "stages", "stage_index", "phase", "active", "declared",
                "joiners", "pending", "totals", "losses", "finish_order", "extra_round", "continuation",
                "tt_order", "tt_round", "tt_queue", "results", "leader", "retirements", "votes", "turn",
                "win_turn", "n")


def _msg(m) -> tuple:
    return (m.key, m.context, m.text, tuple((k, _msg(v) if type(v).__name__ == "Msg" else v) for k, v in m.params))


def _state(state) -> str:
    fields = [(f, getattr(state, f)) for f in STATE_FIELDS]
    riders = [tuple(getattr(r, f) for f in RIDER_FIELDS) for r in state.riders]
    position = state.rng.getstate()[1][-1]  # how far into its buffer the generator has drawn
    return repr((fields, riders, position))


def digest(n: int, options: dict, seed: int, retire_chance: float) -> tuple[int, str]:
    """Plays a seeded random game (any seat to act, retirements now and then); returns (steps, sha256)."""
    state = GAME.new_game([Seat(f"R{i}") for i in range(n)], options, seed)
    rnd = random.Random(seed)
    h = hashlib.sha256(_state(state).encode())
    steps = 0
    while not GAME.is_over(state):
        to_act = GAME.to_act(state)
        h.update(repr((to_act, [GAME.legal_actions(state, s) for s in range(n)])).encode())
        seat = rnd.choice(to_act)
        legal = GAME.legal_actions(state, seat)
        calm = [a for a in legal if not isinstance(a, Retire)]
        action = rnd.choice(legal if rnd.random() < retire_chance or not calm else calm)
        events = GAME.apply(state, seat, action)
        h.update(repr((seat, action, [(e.kind, _msg(e.message), e.data, e.chance, e.reveal) for e in events])).encode())
        h.update(_state(state).encode())
        steps += 1
    outcome = GAME.outcome(state)
    h.update(repr((outcome.ranking, outcome.winners, outcome.scores, state.rng.getstate())).encode())
    return steps, h.hexdigest()


RECORDED = [
    # (riders, options, seed, retire chance), (decisions, digest); the retiring games end by agreement
    ((4, {"mode": "stage_race", "leader_colour": True}, 3, 0.03),
     (726, "cf27f0529f5a54736cf5263da8a6b832d899aa6fd529211e82bcd5c7bdf8b462")),
    ((6, {"mode": "stage_race"}, 12, 0.0),
     (1455, "57f1ea2dcb10aa0bbc8d76adaccbcb3a30f813b866a6a6032bddb601d603dfa7")),
    ((3, {"mode": "stage_race"}, 5, 0.08),
     (496, "891913b7d84091e8237f6095ecb887fb80b40e5428899a2e39f55714647537eb")),
    ((5, {"mode": "single_race", "course": "2B-1W-3B"}, 8, 0.0),
     (177, "f4352d674f2245e18054b654acaf7dfd9bc98e5d4867d6a2bd5d3a05f5bb24c1")),
]


@pytest.mark.parametrize("game, expected", RECORDED)
def test_random_games_replay_exactly_as_recorded(game, expected):
    assert digest(*game) == expected
