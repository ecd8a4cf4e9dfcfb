"""Hints: what a level would play for a seat, with the next best options and how each is rated.

The same search as `levels.choose`, from the seat's own observation only, and deterministic for a given seed.
"""
from __future__ import annotations

import random
from typing import Any

from .ismcts import MoveStat, search
from .levels import LEVELS, Level
from .plugins import plugin_for


def suggest(game: Any, state: Any, seat: int, level: str | Level, rng: random.Random, k: int = 3,
            cancel: Any = None) -> tuple[MoveStat, ...]:
    """Up to `k` moves for `seat`: the level's own choice first (without its noise), then the most visited.

    Each comes with its mean reward in [0, 1] (mostly winning: see plugins.outcome_reward). A forced move
    comes alone, rated 1 visit at 0.5 since nothing was searched; cancelled before any iteration: ().
    """
    level = LEVELS[level] if isinstance(level, str) else level
    plugin = plugin_for(game)
    world = game.determinize(game.observe(state, seat), rng)
    moves = plugin.candidates(game, world, seat)
    if len(moves) == 1:
        return (MoveStat(moves[0], 1, 0.5),)
    result = search(game, state, seat, rng, iterations=level.budget(game.spec.id), seconds=level.seconds,
                    cancel=cancel, plugin=plugin)
    if not result.moves:
        return ()
    chosen = result.moves[0].action
    if level.trust_policy and plugin.margin is not None:
        chosen = plugin.keep(game, world, seat, result.moves) or chosen
    first = [m for m in result.moves if m.action == chosen]
    rest = [m for m in result.moves if m.action != chosen]
    return tuple(first + rest)[:k]
