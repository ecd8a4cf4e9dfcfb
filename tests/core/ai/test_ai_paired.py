"""The paired search (core/ai/paired.py): every candidate is tried on the same deals, and only hard uses it,
only where a game opts in."""
from __future__ import annotations

import random
import threading

import pytest

from ai_toy_game import GAME as TOY
from gameshelf.core.ai import levels
from gameshelf.core.ai.levels import LEVELS, choose
from gameshelf.core.ai.paired import paired_search
from gameshelf.core.ai.plugins import Plugin
from gameshelf.core.engine import Seat
from gameshelf.core.games.grandprix_f1 import GAME as F1
from spy_game import SpyGame


class Luck:
    """One decision between "safe" and "bold", then the game ends. A hidden deal (drawn at random in
    `determinize`) decides almost all of the reward; "bold" is always worth 0.02 more on the same deal."""

    class Spec:
        id = "luck"

    spec = Spec()

    def observe(self, state, seat):
        return "seen"

    def determinize(self, observation, rng):
        return {"deal": rng.random(), "move": None}

    def to_act(self, state):
        return () if state["move"] else (0,)

    def apply(self, state, seat, action):
        state["move"] = action

    def is_over(self, state):
        return state["move"] is not None


class LuckPlugin(Plugin):
    rollout_depth = 0

    def candidates(self, game, state, seat):
        return ["safe", "bold"]

    def reward(self, game, state):
        mine = 0.9 * state["deal"] + (0.02 if state["move"] == "bold" else 0.0)
        return [mine, 1 - mine]


def test_the_better_move_wins_on_shared_deals_however_large_the_luck():
    # Three samples per move: on fresh deals the luck (0.9 wide) would pick "safe" about half the time.
    for seed in range(30):
        result = paired_search(Luck(), "state", 0, random.Random(seed), iterations=6, plugin=LuckPlugin())
        assert [m.action for m in result.moves] == ["bold", "safe"]
        assert [m.visits for m in result.moves] == [3, 3] and result.iterations == 6
        assert result.moves[0].mean - result.moves[1].mean == pytest.approx(0.02)


def test_every_candidate_is_played_on_the_same_deal_and_only_the_observation_is_read():
    state = TOY.new_game([Seat(f"p{i}") for i in range(3)], {}, 4)
    spy = SpyGame(TOY, state)
    deals = []
    determinize = TOY.determinize

    def recording(observation, rng):
        world = determinize(observation, rng)
        deals.append((tuple(world.cards), world.rng.getstate()))
        return world

    spy.determinize = recording
    result = paired_search(spy, state, 0, random.Random(1), iterations=40)
    assert spy.misuse == []
    moves = len(result.moves)
    samples = result.moves[0].visits
    assert moves == 4 and samples == 40 // moves and result.iterations == samples * moves
    groups = [deals[1 + k * moves: 1 + (k + 1) * moves] for k in range(samples)]  # the first one lists the moves
    assert len(deals) == 1 + samples * moves
    assert all(len(set(group)) == 1 for group in groups)
    assert len({group[0] for group in groups}) == samples  # and a new deal for every sample


def test_the_same_seed_gives_the_same_result():
    state = TOY.new_game([Seat(f"p{i}") for i in range(2)], {}, 9)
    first = paired_search(TOY, state, 0, random.Random(3), iterations=30)
    assert first.moves == paired_search(TOY, state, 0, random.Random(3), iterations=30).moves


def test_cancelled_before_the_first_sample_it_reports_no_move_and_choose_still_plays():
    state = TOY.new_game([Seat(f"p{i}") for i in range(2)], {}, 9)
    stop = threading.Event()
    stop.set()
    assert paired_search(TOY, state, 0, random.Random(0), iterations=30, cancel=stop).moves == ()
    hard = LEVELS["hard"]
    level = levels.Level("probe", hard.seconds, 30, 0.0, paired=(TOY.spec.id,))
    assert choose(TOY, state, 0, level, random.Random(0), cancel=stop) in TOY.legal_actions(state, 0)


def test_only_hard_pairs_and_only_in_grandprix_f1(monkeypatch):
    assert [name for name, level in LEVELS.items() if level.paired] == ["hard"]
    assert LEVELS["hard"].paired == (F1.spec.id,)
    used = []
    real = levels.paired_search

    def spy(*args, **kwargs):
        used.append(kwargs["iterations"])
        return real(*args, **kwargs)

    monkeypatch.setattr(levels, "paired_search", spy)
    state = F1.new_game([Seat(f"p{i}") for i in range(3)], {}, 2)
    seat = F1.to_act(state)[0]
    for name in ("easy", "normal"):
        choose(F1, state, seat, LEVELS[name].scaled(0.05), random.Random(0))
    choose(TOY, TOY.new_game([Seat("a"), Seat("b")], {}, 1), 0, LEVELS["hard"].scaled(0.05), random.Random(0))
    assert used == []
    action = choose(F1, state, seat, LEVELS["hard"].scaled(0.05), random.Random(0))
    assert used == [LEVELS["hard"].scaled(0.05).budget(F1.spec.id)]
    assert F1.check(state, seat, action) is None
