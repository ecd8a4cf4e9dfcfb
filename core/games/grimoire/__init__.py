"""Grimoire (One Draw edition): secret spell pages, quest cards and items for 2-4 players."""
from .rules import GAME, Grimoire, quest_order, score

__all__ = ["GAME", "Grimoire", "quest_order", "score"]
