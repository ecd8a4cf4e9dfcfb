"""The Dice Road Race: base race, five-stage race with a time trial."""
from .rules import GAME, DiceRoadRace, gc_ranking

__all__ = ["GAME", "DiceRoadRace", "gc_ranking"]
