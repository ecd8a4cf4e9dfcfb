import random

import pytest

from ai_toy_game import GAME
from gameshelf.core.ai.ismcts import MoveStat
from gameshelf.core.ai.levels import LEVELS, Level, choose, pick
from gameshelf.core.engine import Seat

GAME_IDS = ("dice_road_race", "grands_tours", "grimoire", "some_new_game")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_three_levels_get_stronger(game_id):
    easy, normal, hard = LEVELS["easy"], LEVELS["normal"], LEVELS["hard"]
    assert easy.budget(game_id) < normal.budget(game_id) < hard.budget(game_id)
    assert easy.noise > normal.noise > hard.noise == 0
    assert not easy.trust_policy and normal.trust_policy and hard.trust_policy


def test_the_time_cap_is_only_a_safety_net():
    for level, median in (("easy", 0.2), ("normal", 0.5), ("hard", 2.0)):  # the decision-time targets
        assert LEVELS[level].seconds >= 4 * median


def test_scaled_budget():
    quick = LEVELS["easy"].scaled(0.1)
    assert quick.budget("dice_road_race") == round(LEVELS["easy"].budget("dice_road_race") * 0.1)
    assert quick.seconds == LEVELS["easy"].seconds and quick.noise == LEVELS["easy"].noise
    assert Level("x", None, 60, 0.0).scaled(0.5).budget("any") == 30


def test_the_same_seed_makes_the_same_decisions_whatever_the_clock():
    """Iteration budgets: a slow clock (a busy machine) changes nothing below the time cap."""
    level = Level("probe", seconds=100.0, iterations=120, noise=0.05)

    def play(clock):
        state = GAME.new_game([Seat(f"p{i}") for i in range(3)], {}, 11)
        actions = []
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            action = choose(GAME, state, seat, level, random.Random(len(actions)), clock=clock)
            actions.append(action)
            GAME.apply(state, seat, action)
        return actions

    ticks = iter(range(1_000_000))
    slow = lambda: next(ticks) * 0.01  # noqa: E731 (each reading 10 ms later)
    assert play(slow) == play(lambda: 0.0)


MOVES = (MoveStat("a", 500, 0.40), MoveStat("b", 300, 0.42), MoveStat("c", 10, 0.90))


def test_without_noise_the_most_visited_move_is_played():
    assert pick(MOVES, 0.0, random.Random(0)) == "a"


def test_noise_only_picks_among_plausible_moves():
    picks = {pick(MOVES, 0.05, random.Random(seed)) for seed in range(200)}
    assert picks == {"a", "b"}  # "c" has a fine mean from too few visits to be trusted
