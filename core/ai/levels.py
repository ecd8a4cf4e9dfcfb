"""Difficulty levels, built as GNU Backgammon builds its own: a search budget plus noise on the final choice.

`choose` is the one entry point of the app and the tournament.
"""
from __future__ import annotations

import random
import time
from typing import Any, Callable

import attrs

from .ismcts import MoveStat, search
from .plugins import plugin_for


@attrs.frozen
class Level:
    name: str
    seconds: float | None  # time budget per decision
    iterations: int | None  # iteration budget per decision
    noise: float  # std-dev of the noise added to each move's mean reward (rewards are in [0, 1])

    def scaled(self, factor: float) -> "Level":
        """The same level with a budget `factor` times as large (quick tournaments, tests)."""
        return attrs.evolve(
            self,
            seconds=None if self.seconds is None else self.seconds * factor,
            iterations=None if self.iterations is None else max(1, round(self.iterations * factor)),
        )


LEVELS: dict[str, Level] = {
    "easy": Level("easy", seconds=0.2, iterations=150, noise=0.08),
    "normal": Level("normal", seconds=0.9, iterations=None, noise=0.003),
    "hard": Level("hard", seconds=3.0, iterations=None, noise=0.0),
}

PLAUSIBLE = 0.25  # with noise, only moves visited at least this share of the top move's count are candidates


def choose(
    game: Any,
    state: Any,
    seat: int,
    level: str | Level,
    rng: random.Random,
    cancel: Any = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Any:
    """The action `seat` plays at `level`. Reads the state only through `game.observe(state, seat)`.

    `cancel` (a threading.Event or a callable) stops the search early; the best move found so far is returned.
    """
    level = LEVELS[level] if isinstance(level, str) else level
    plugin = plugin_for(game)
    world = game.determinize(game.observe(state, seat), rng)
    moves = plugin.candidates(game, world, seat)
    if len(moves) == 1:
        return moves[0]
    result = search(
        game, state, seat, rng, iterations=level.iterations, seconds=level.seconds, cancel=cancel, clock=clock,
        plugin=plugin,
    )
    if not result.moves:  # cancelled before the first iteration
        return plugin.policy(game, world, seat, rng)
    return pick(result.moves, level.noise, rng)


def pick(moves: tuple[MoveStat, ...], noise: float, rng: random.Random) -> Any:
    """Most visits without noise; with noise, the best noisy mean among the plausible moves."""
    if noise <= 0:
        return moves[0].action
    floor = moves[0].visits * PLAUSIBLE
    return max((m for m in moves if m.visits >= floor), key=lambda m: m.mean + rng.gauss(0, noise)).action
