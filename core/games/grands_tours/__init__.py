"""Grands Tours: three weeks of stage cards bid for with rider dice; three jerseys to win."""
from .rules import GAME, GrandsTours

__all__ = ["GAME", "GrandsTours"]
