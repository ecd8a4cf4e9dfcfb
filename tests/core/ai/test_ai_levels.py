import random

from gameshelf.core.ai.ismcts import MoveStat
from gameshelf.core.ai.levels import LEVELS, pick


def test_three_levels_get_stronger():
    easy, normal, hard = LEVELS["easy"], LEVELS["normal"], LEVELS["hard"]
    assert easy.seconds < normal.seconds < hard.seconds
    assert easy.noise > normal.noise > hard.noise == 0
    assert normal.seconds <= 1.0  # about a second per decision


def test_scaled_budget():
    quick = LEVELS["easy"].scaled(0.1)
    assert quick.seconds == LEVELS["easy"].seconds * 0.1 and quick.iterations == 15 and quick.noise == LEVELS["easy"].noise


MOVES = (MoveStat("a", 500, 0.40), MoveStat("b", 300, 0.42), MoveStat("c", 10, 0.90))


def test_without_noise_the_most_visited_move_is_played():
    assert pick(MOVES, 0.0, random.Random(0)) == "a"


def test_noise_only_picks_among_plausible_moves():
    picks = {pick(MOVES, 0.05, random.Random(seed)) for seed in range(200)}
    assert picks == {"a", "b"}  # "c" has a fine mean from too few visits to be trusted
