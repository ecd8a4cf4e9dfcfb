"""Rewards from estimated final scores with normal uncertainty: what every plug-in's `evaluate` ends with.

A seat's reward is mostly its chance of beating everyone at once (integrated over a standard normal on a
grid), plus a little for each opponent it is likely to finish ahead of, as `plugins.outcome_reward` weighs
a finished game.
"""
from __future__ import annotations

import math
from typing import Sequence

from .plugins import WIN_WEIGHT

# A standard normal on a grid (-3..3 by 0.5), with its normalised weights.
GRID = tuple(z / 2 for z in range(-6, 7))
WEIGHTS = tuple(w / sum(math.exp(-g * g / 2) for g in GRID) for w in (math.exp(-g * g / 2) for g in GRID))


def phi(x: float) -> float:
    """The standard normal's cumulative distribution."""
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


def mix(win: Sequence[float], place: Sequence[float]) -> list[float]:
    """Win chances (normalised to sum 1) and expected opponents beaten, weighted as a finished game is."""
    n = len(win)
    norm = sum(win) or 1.0
    return [WIN_WEIGHT * win[i] / norm + (1 - WIN_WEIGHT) * place[i] / max(n - 1, 1) for i in range(n)]


def rewards(estimates: Sequence[float], sd: float) -> list[float]:
    """Rewards of seats whose final scores are `estimates` give or take `sd` each (higher is better)."""
    n = len(estimates)
    win = [0.0] * n
    place = [0.0] * n
    for i in range(n):
        for j in range(n):
            if i != j:
                place[i] += phi((estimates[i] - estimates[j]) / (sd * math.sqrt(2)))
        for z, w in zip(GRID, WEIGHTS):
            x = estimates[i] + sd * z
            win[i] += w * math.prod(phi((x - estimates[j]) / sd) for j in range(n) if j != i)
    return mix(win, place)
