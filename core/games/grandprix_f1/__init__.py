"""GrandPrix-F1 (strategy game): a fuel-card race for 3-8 players, with pits and weather."""
from .rules import GAME, GrandPrixF1

__all__ = ["GAME", "GrandPrixF1"]
