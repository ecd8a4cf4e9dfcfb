"""The registry of games: id -> game object, in the order the home screen lists them."""
from __future__ import annotations

from ..engine import GameSpec, message, QT_TRANSLATE_NOOP


def _coming(game_id: str, name, low: int, high: int) -> GameSpec:
    return GameSpec(game_id, message(f"game.{game_id}", name), low, high, (), available=False)


def registry() -> dict:
    """Playable games by id."""
    from .dice_road_race import GAME as drr

    return {drr.spec.id: drr}


def catalogue() -> list[GameSpec]:
    """All five games for the home screen; those not built yet are marked unavailable."""
    games = registry()
    listed = [
        _coming("grands_tours", QT_TRANSLATE_NOOP("games", "Grands Tours"), 4, 6),
        _coming("grandprix_f1", QT_TRANSLATE_NOOP("games", "GrandPrix-F1"), 3, 8),
        _coming("tournay", QT_TRANSLATE_NOOP("games", "Tournay"), 2, 4),
        _coming("dice_road_race", QT_TRANSLATE_NOOP("games", "The Dice Road Race"), 2, 6),
        _coming("grimoire", QT_TRANSLATE_NOOP("games", "Grimoire"), 2, 4),
    ]
    return [games[s.id].spec if s.id in games else s for s in listed]
