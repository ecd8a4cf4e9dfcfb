import random

import pytest

from spy_game import SpyGame
from gameshelf.core.ai import levels
from gameshelf.core.ai.baselines import greedy_action, random_action
from gameshelf.core.ai.dice_road_race import PLUGIN, plans, roll_outcomes, start_cost
from gameshelf.core.ai.ismcts import MoveStat
from gameshelf.core.ai.plugins import WIN_WEIGHT, plugin_for
from gameshelf.core.ai.tournament import run_match, summarise
from gameshelf.core.engine import Seat
from gameshelf.core.games.dice_road_race import GAME
from gameshelf.core.games.dice_road_race.actions import Join, Retire
from gameshelf.core.games.dice_road_race.data import STAGES


def new_race(players=4, seed=1, **options):
    return GAME.new_game([Seat(f"r{i}") for i in range(players)], options, seed)


def test_registered():
    assert plugin_for(GAME) is PLUGIN


def test_roll_outcomes():
    for dice in (1, 2, 3):
        assert sum(p for _, _, p in roll_outcomes(dice)) == pytest.approx(1)
    assert (18, 2, pytest.approx(1 / 216)) in roll_outcomes(3)  # three sixes: one die comes back
    assert all(lost == 0 for _, lost, _ in roll_outcomes(1))


def test_solo_plans():
    for index, stage in enumerate(STAGES):
        table = plans(STAGES, index)
        assert all(plan.mean == 0 for plan in table[-1][1:])
        seconds = [table[0][dice].seconds(stage.time_trial) for dice in (1, 2, 3)]
        assert seconds[2] < seconds[1] < seconds[0]
    assert 30 < plans(STAGES, 2)[0][3].mean < 45  # a time trial of 28 costs about three rolls
    assert start_cost(STAGES, 2, 2) > start_cost(STAGES, 1, 2) > 0  # a die short hurts most in the time trial
    assert start_cost(STAGES, 5, 1) == 0


@pytest.mark.parametrize("options", [{}, {"mode": "single_race"}])
def test_moves_and_evaluation_through_whole_games(options):
    rng = random.Random(4)
    for seed in range(3):
        state = new_race(seed=seed, **options)
        while not GAME.is_over(state):
            for seat in GAME.to_act(state):
                legal = GAME.legal_actions(state, seat)
                candidates = PLUGIN.candidates(GAME, state, seat)
                assert candidates and set(candidates) <= set(legal)
                assert not any(isinstance(a, Retire) for a in candidates + PLUGIN.legal(GAME, state, seat))
                assert PLUGIN.policy(GAME, state, seat, rng) in candidates
            values = PLUGIN.evaluate(GAME, state)
            assert len(values) == 4 and all(0 <= v <= 1 for v in values)
            assert sum(values) == pytest.approx(WIN_WEIGHT + (1 - WIN_WEIGHT) * 4 / 2)  # as a finished game's
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, random_action(GAME, state, seat, rng))


def test_choose_reads_only_the_observation():
    state = new_race(seed=3)
    rng_before = state.rng.getstate()
    spy = SpyGame(GAME, state)
    action = levels.choose(spy, state, 0, levels.Level("quick", None, 100, 0.0), random.Random(0))
    assert action in GAME.legal_actions(state, 0) and not isinstance(action, Retire)
    assert spy.misuse == [] and spy.determinized > 0
    assert state.rng.getstate() == rng_before


def test_greedy_beats_random():
    lines = {l.player: l for l in summarise(run_match(GAME, ["greedy", "random", "random", "random"], 20, jobs=1))}
    assert lines["greedy"].low > 0.25


def test_baselines_are_legal():
    state = new_race(seed=9)
    rng = random.Random(0)
    for _ in range(50):
        seat = GAME.to_act(state)[0]
        for choose in (greedy_action, random_action):
            assert choose(GAME, state, seat, rng) in PLUGIN.legal(GAME, state, seat)
        GAME.apply(state, seat, greedy_action(GAME, state, seat, rng))


@pytest.mark.slow
def test_normal_beats_random_on_a_small_sample():
    lines = {l.player: l for l in summarise(
        run_match(GAME, ["normal", "random", "random", "random"], 12, jobs=2, scale=0.1)
    )}
    assert lines["normal"].low > 0.25


def _stats(*pairs):
    """MoveStats, most visited first, from (action, mean) pairs."""
    return tuple(MoveStat(action, 100 - i, mean) for i, (action, mean) in enumerate(pairs))


def _at_phase(phase):
    """A table position (4 riders, stage race) where `phase` is to be decided, with the deciding seat."""
    rng = random.Random(2)
    for seed in range(50):
        state = new_race(seed=seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            if state.phase == phase and not state.stage.time_trial and len(PLUGIN.candidates(GAME, state, seat)) > 1:
                return state, seat
            GAME.apply(state, seat, greedy_action(GAME, state, seat, rng))
    raise AssertionError(f"no {phase} decision found")


def test_normal_always_joins_when_the_plan_does():
    state, seat = _at_phase("join")
    assert PLUGIN.policy(GAME, state, seat, None) == Join(True)
    assert PLUGIN.keep(GAME, state, seat, _stats((Join(False), 0.9), (Join(True), 0.1))) == Join(True)


def test_normal_leaves_the_plans_dice_count_only_by_a_margin():
    state, seat = _at_phase("declare")
    plan = PLUGIN.policy(GAME, state, seat, None)
    other = next(a for a in PLUGIN.candidates(GAME, state, seat) if a != plan)
    close = 0.5 + PLUGIN.margin * 0.9
    assert PLUGIN.keep(GAME, state, seat, _stats((other, close), (plan, 0.5))) == plan
    clear = 0.5 + PLUGIN.margin * 1.1
    assert PLUGIN.keep(GAME, state, seat, _stats((other, clear), (plan, 0.5))) == other
    assert PLUGIN.keep(GAME, state, seat, _stats((other, 0.2))) is None  # the plan unsearched: the search decides

