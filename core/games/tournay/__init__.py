"""Tournay: a district of cards, citizens of three colours, and the events the town criers set off."""
from .rules import GAME, Tournay
from .scoring import score

__all__ = ["GAME", "Tournay", "score"]
