"""Reference opponents for the tournament: uniform random and the plug-in's greedy policy."""
from __future__ import annotations

import random
from typing import Any

from .plugins import plugin_for


def random_action(game: Any, state: Any, seat: int, rng: random.Random) -> Any:
    """Uniform over the legal actions, resign-like ones excluded."""
    world = game.determinize(game.observe(state, seat), rng)
    return rng.choice(plugin_for(game).legal(game, world, seat))


def greedy_action(game: Any, state: Any, seat: int, rng: random.Random) -> Any:
    """The plug-in's rollout policy played for real (deterministic apart from ties)."""
    world = game.determinize(game.observe(state, seat), rng)
    return plugin_for(game).policy(game, world, seat, rng)


BASELINES = {"random": random_action, "greedy": greedy_action}
