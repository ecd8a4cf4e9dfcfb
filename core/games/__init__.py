"""The registry of games: id -> game object, in the order the home screen lists them.

A game is a package `gameshelf.core.games.<id>` exporting `GAME`. Its spec says
whether the app can offer it yet (`available`: a table exists for it); games
without a package are listed as coming.
"""
from __future__ import annotations

import importlib
import importlib.util

from ..engine import GameSpec, message, QT_TRANSLATE_NOOP

# Home-screen order: (id, name, min players, max players).
SHELF = (
    ("grands_tours", QT_TRANSLATE_NOOP("games", "Grands Tours"), 4, 6),
    ("grandprix_f1", QT_TRANSLATE_NOOP("games", "GrandPrix-F1"), 3, 8),
    ("tournay", QT_TRANSLATE_NOOP("games", "Tournay"), 2, 4),
    ("dice_road_race", QT_TRANSLATE_NOOP("games", "The Dice Road Race"), 2, 6),
    ("grimoire", QT_TRANSLATE_NOOP("games", "Grimoire"), 2, 4),
)

_registry: dict | None = None


def registry() -> dict:
    """Every game whose rules exist, by id (playable on the table or not: saves, AI and benchmarks use them)."""
    global _registry
    if _registry is None:
        _registry = {}
        for game_id, *_rest in SHELF:
            module = f"{__name__}.{game_id}"
            if importlib.util.find_spec(module) is not None:
                _registry[game_id] = importlib.import_module(module).GAME
    return _registry


def catalogue() -> list[GameSpec]:
    """All five games for the home screen; those without a table are marked unavailable."""
    games = registry()
    return [
        games[game_id].spec if game_id in games
        else GameSpec(game_id, message(f"game.{game_id}", name), low, high, (), available=False)
        for game_id, name, low, high in SHELF
    ]


def playable() -> dict:
    """The games the app offers: rules and a table."""
    return {game_id: game for game_id, game in registry().items() if game.spec.available}
