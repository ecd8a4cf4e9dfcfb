"""Hints: the level's top moves for one seat, legal, best first, reproducible, from that seat's view only."""
import random

import pytest

from spy_game import SpyGame
from gameshelf.core.ai.hints import suggest
from gameshelf.core.ai.levels import Level
from gameshelf.core.engine import Seat
from gameshelf.core.games import playable

QUICK = Level("quick", seconds=30.0, iterations=60, noise=0.0, trust_policy=True)


def position(game_id, plies=6):
    """A state a few random moves in, with a decision of several options pending."""
    game = playable()[game_id]
    state = game.new_game([Seat(f"p{i}") for i in range(4)], {}, 5)
    rng = random.Random(1)
    for _ in range(plies):
        seat = game.to_act(state)[0]
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    while len(game.legal_actions(state, game.to_act(state)[0])) < 2:
        seat = game.to_act(state)[0]
        game.apply(state, seat, game.legal_actions(state, seat)[0])
    return game, state


@pytest.mark.parametrize("game_id", ("dice_road_race", "grands_tours", "grimoire"))
def test_top_moves_are_legal_distinct_and_reproducible(game_id):
    game, state = position(game_id)
    seat = game.to_act(state)[0]
    moves = suggest(game, state, seat, QUICK, random.Random(3))
    assert 1 <= len(moves) <= 3
    assert all(game.check(state, seat, m.action) is None for m in moves)
    assert len({repr(m.action) for m in moves}) == len(moves)
    assert all(0.0 <= m.mean <= 1.0 for m in moves)
    assert [m.visits for m in moves[1:]] == sorted((m.visits for m in moves[1:]), reverse=True)
    again = suggest(game, state, seat, QUICK, random.Random(3))
    assert again == moves


def test_hint_reads_only_the_observation():
    game, state = position("grimoire")
    spy = SpyGame(game, state)
    seat = game.to_act(state)[0]
    suggest(spy, state, seat, QUICK, random.Random(2))
    assert spy.misuse == [] and spy.determinized > 0


def test_the_first_move_is_the_levels_choice():
    """Without noise the hint's first move is what the level plays for that seat."""
    from gameshelf.core.ai.levels import choose

    game, state = position("grands_tours")
    seat = game.to_act(state)[0]
    assert suggest(game, state, seat, QUICK, random.Random(4))[0].action == choose(game, state, seat, QUICK,
                                                                                  random.Random(4))
