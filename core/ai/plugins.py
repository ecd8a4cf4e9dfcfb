"""What the search needs to know about one game, and the registry of plug-ins by game id.

The defaults work for any game (uniform rollouts to the end); a game's plug-in
makes the search stronger and faster with a rollout policy, an evaluation of
unfinished games (so rollouts can stop early) and pruned, ordered moves.
"""
from __future__ import annotations

import importlib
import importlib.util
import random
from typing import Any, Sequence

from ..engine import Outcome

WIN_WEIGHT = 0.8  # the rest of a reward rewards a better place, which guides play when winning is out of reach


def outcome_reward(outcome: Outcome) -> list[float]:
    """Reward per seat in [0, 1]: mostly winning, a little for each place gained."""
    n = len(outcome.ranking)
    reward = [0.0] * n
    for place, seat in enumerate(outcome.ranking):
        reward[seat] = (1 - WIN_WEIGHT) * (n - 1 - place) / max(n - 1, 1)
    for seat in outcome.winners:
        reward[seat] += WIN_WEIGHT
    return reward


class Plugin:
    """How the search plays one game. States passed in are always determinizations."""

    rollout_depth: int | None = None  # rollout moves before `evaluate` takes over; None plays to the end
    # Levels that trust the policy keep its move unless the search's choice has a mean reward this much higher
    # (None: the search always decides).
    margin: float | None = None

    def legal(self, game: Any, state: Any, seat: int) -> list:
        """Legal actions minus resign-like ones, which no computer player ever picks."""
        return game.legal_actions(state, seat)

    def candidates(self, game: Any, state: Any, seat: int) -> list:
        """The moves the search considers (never empty), most promising first: expanded in this order."""
        return self.legal(game, state, seat)

    def policy(self, game: Any, state: Any, seat: int, rng: random.Random) -> Any:
        """The rollout move; also the greedy baseline."""
        return rng.choice(self.legal(game, state, seat))

    def keep(self, game: Any, state: Any, seat: int, moves: Sequence[Any]) -> Any:
        """The policy's move, unless the search's most visited move (`moves`: MoveStats, most visited first)
        beats it by `margin` in mean reward; None lets the search decide (the policy's move was not searched)."""
        own = self.policy(game, state, seat, None)
        mine = next((m for m in moves if m.action == own), None)
        if mine is None:
            return None
        best = moves[0]
        return best.action if best.mean - mine.mean > self.margin else own

    def reward(self, game: Any, state: Any) -> Sequence[float]:
        """Reward per seat of a finished game."""
        return outcome_reward(game.outcome(state))

    def evaluate(self, game: Any, state: Any) -> Sequence[float]:
        """Expected reward per seat of an unfinished game (needed when `rollout_depth` is set)."""
        raise NotImplementedError


DEFAULT = Plugin()
_registry: dict[str, Plugin] = {}


def register(game_id: str, plugin: Plugin) -> None:
    _registry[game_id] = plugin


def plugin_for(game: Any) -> Plugin:
    """The registered plug-in, else `PLUGIN` from this package's module named after the game, else the default."""
    game_id = game.spec.id
    if game_id not in _registry:
        module = f"{__package__}.{game_id}"
        if importlib.util.find_spec(module) is not None:
            register(game_id, importlib.import_module(module).PLUGIN)
    return _registry.get(game_id, DEFAULT)
