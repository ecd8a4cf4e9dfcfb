"""Flat Monte Carlo with common random numbers: every candidate move is tried on the same sampled deals.

The tree search (ismcts.py) draws a fresh determinization for every iteration, so two moves are compared on
different hidden hands and different rollouts; where the moves worth considering differ by a space or two,
that noise swamps their difference. Here sample k draws one deal (one seed), and every candidate is played on
a copy of that same deal, then the same rollout generator plays every seat's rollout move to the plug-in's
depth and the evaluation scores it. The candidates' differences are then measured on equal terms, and their
noise shrinks with the samples much faster than their means' noise would. There is no tree: the choice is the
best mean reward over the samples.

A game opts in per level (`Level.paired`).
"""
from __future__ import annotations

import math
import random
import time
from typing import Any, Callable

from .ismcts import MoveStat, SearchResult, _stopper
from .plugins import Plugin, plugin_for


def paired_search(
    game: Any,
    state: Any,
    seat: int,
    rng: random.Random,
    *,
    iterations: int,
    seconds: float | None = None,
    cancel: Any = None,
    clock: Callable[[], float] = time.perf_counter,
    plugin: Plugin | None = None,
) -> SearchResult:
    """Plays each candidate on `iterations // candidates` shared deals (at least one); best mean first.

    Stops early on `cancel` or the time cap (a safety net), always after a whole sample, so that every move's
    mean covers the same deals.
    """
    plugin = plugin or plugin_for(game)
    observation = game.observe(state, seat)
    stopped = _stopper(cancel)
    start = clock()
    deadline = math.inf if seconds is None else start + seconds
    moves = plugin.candidates(game, game.determinize(observation, rng), seat)
    samples = max(1, iterations // len(moves))
    totals = [0.0] * len(moves)
    done = 0
    while done < samples and not stopped() and clock() < deadline:
        deal, rollout = rng.getrandbits(64), rng.getrandbits(64)
        for i, action in enumerate(moves):
            world = game.determinize(observation, random.Random(deal))
            totals[i] += _playout(game, plugin, world, seat, action, random.Random(rollout))[seat]
        done += 1
    ranked = sorted(range(len(moves)), key=lambda i: -totals[i]) if done else []  # stable: the plug-in's order
    stats = tuple(MoveStat(moves[i], done, totals[i] / done) for i in ranked)
    return SearchResult(stats, done * len(moves), clock() - start)


def _playout(game, plugin: Plugin, world, seat: int, action, rng: random.Random):
    """The rewards after `seat` plays `action` in `world` and everyone then plays the rollout policy."""
    for other in game.to_act(world):  # simultaneous decisions: the others choose without seeing ours
        if other != seat:
            game.apply(world, other, plugin.policy(game, world, other, rng))
    game.apply(world, seat, action)
    depth = math.inf if plugin.rollout_depth is None else plugin.rollout_depth
    played = 0
    while not game.is_over(world):
        if played >= depth:
            return plugin.evaluate(game, world)
        mover = game.to_act(world)[0]
        game.apply(world, mover, plugin.policy(game, world, mover, rng))
        played += 1
    return plugin.reward(game, world)
