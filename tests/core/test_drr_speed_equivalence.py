"""The Dice Road Race plays exactly as recorded before its per-decision paths were made fast.

Each digest covers, step by step, the seats to act, every seat's legal actions, the decision
taken, the events (kinds, messages with their parameters, data, chance and reveal flags), the whole state
with the generator's position, and finally the outcome. The digests were recorded with the
rules as they stood before the speed-up (commit 3424469), so any change to what the game says,
draws or decides shows here; saves replay on exactly these. A deliberate rule change must
re-record them (run this file's `digest` on the new rules and say why in the commit). They were
re-recorded for issue 12's rule changes: no retiring after finishing a stage, secret join answers.
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
     (726, "e4b9176d4af24e964a843088c6d74aefa4fe2a5b0f8569af27d0132cca7d82be")),
    ((6, {"mode": "stage_race"}, 12, 0.0),
     (1455, "c965015a1596138b18c75e9979d6aec7343b23d34d28c77d96963a2ac3d8a923")),
    ((3, {"mode": "stage_race"}, 5, 0.08),
     (496, "62e50a4b53d57388ecbb2c01cfb2d678dbba3767a7061ac9fab1def18be2487e")),
    ((5, {"mode": "single_race", "course": "2B-1W-3B"}, 8, 0.0),
     (177, "e9068308dac64e971341787f0798550b80973e49400876fc533a2eafe39459e7")),
]


@pytest.mark.parametrize("game, expected", RECORDED)
def test_random_games_replay_exactly_as_recorded(game, expected):
    assert digest(*game) == expected
