"""Difficulty levels, built as GNU Backgammon builds its own: a search budget plus noise on the final choice.

Budgets are iterations, so that (game, options, seats, seed) decides every computer move on any machine: a
bug report replays, a tournament re-runs, the demo draws the same picture. Each level also has a time cap, a
safety net for a machine so loaded that a decision would take several times its usual time; a quiet machine
never reaches it. Iterations were calibrated per game so that the median decision (gameshelf/bench.py) takes
at most 0.2 s (easy), 0.5 s (normal) and 2 s (hard) on a 2-core machine.

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
    seconds: float | None  # time cap per decision: a safety net only (None: no cap)
    iterations: int | dict[str, int] | None  # iteration budget per decision, or per game id (with "*" for others)
    noise: float  # std-dev of the noise added to each move's mean reward (rewards are in [0, 1])
    trust_policy: bool = False  # keep the plug-in's own move unless the search finds a clearly better one

    def budget(self, game_id: str) -> int | None:
        if isinstance(self.iterations, dict):
            return self.iterations.get(game_id, self.iterations["*"])
        return self.iterations

    def scaled(self, factor: float) -> "Level":
        """The same level with an iteration budget `factor` times as large (quick tournaments, tests)."""
        def scale(n: int | None) -> int | None:
            return None if n is None else max(1, round(n * factor))

        iterations = self.iterations
        iterations = {k: scale(v) for k, v in iterations.items()} if isinstance(iterations, dict) else scale(iterations)
        return attrs.evolve(self, iterations=iterations)


# Iterations per game, calibrated with `python -m gameshelf.bench --only ai`: a Dice Road Race iteration is one
# evaluation, the others play short greedy rollouts. "*" is for games not calibrated yet.
LEVELS: dict[str, Level] = {
    "easy": Level("easy", seconds=5.0, iterations={"dice_road_race": 150, "grands_tours": 50, "grimoire": 50, "*": 50},
                  noise=0.08),
    "normal": Level("normal", seconds=10.0,
                    iterations={"dice_road_race": 1500, "grands_tours": 160, "grimoire": 250, "*": 160},
                    noise=0.003, trust_policy=True),
    "hard": Level("hard", seconds=30.0,
                  iterations={"dice_road_race": 5000, "grands_tours": 600, "grimoire": 900, "*": 600},
                  noise=0.0, trust_policy=True),
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
        game, state, seat, rng, iterations=level.budget(game.spec.id), seconds=level.seconds, cancel=cancel,
        clock=clock, plugin=plugin,
    )
    if not result.moves:  # cancelled before the first iteration
        return plugin.policy(game, world, seat, rng)
    if level.trust_policy and plugin.margin is not None:
        kept = plugin.keep(game, world, seat, result.moves)
        if kept is not None:
            return kept
    return pick(result.moves, level.noise, rng)


def pick(moves: tuple[MoveStat, ...], noise: float, rng: random.Random) -> Any:
    """Most visits without noise; with noise, the best noisy mean among the plausible moves."""
    if noise <= 0:
        return moves[0].action
    floor = moves[0].visits * PLAUSIBLE
    return max((m for m in moves if m.visits >= floor), key=lambda m: m.mean + rng.gauss(0, noise)).action
