"""The registry of games: id -> game object, in the order the home screen lists them.

A game is a package `gameshelf.core.games.<id>` exporting `GAME`. The shelf (`SHELF`) lists every game
lightly, so the home screen shows names and player counts without importing any rules; a game's package is
imported the first time its `GAME` is asked for (a table opens, a save is read), which keeps the app's start
short. A listing says whether the app can offer the game yet (`available`: a table exists for it; the game's
own `spec.available` says the same, a test checks); games without a package are listed as coming.
"""
from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Iterator, Mapping
from typing import NamedTuple

from ..engine.messages import QT_TRANSLATE_NOOP, MsgDef, message


class Listing(NamedTuple):
    """A game as the shelf shows it, without its rules: the same values as its `GameSpec`
    (tests/core/test_registry.py)."""

    id: str
    name: MsgDef
    min_players: int
    max_players: int
    available: bool  # the app offers it: its table exists


def _listed(game_id: str, name: tuple[str, str], low: int, high: int, available: bool = True) -> Listing:
    return Listing(game_id, message(f"game.{game_id}", name), low, high, available)


# Home-screen order.
SHELF = (
    _listed("grands_tours", QT_TRANSLATE_NOOP("games", "Grands Tours"), 4, 6),
    _listed("grandprix_f1", QT_TRANSLATE_NOOP("games", "GrandPrix-F1"), 3, 8),
    _listed("tournay", QT_TRANSLATE_NOOP("games", "Tournay"), 2, 4),
    _listed("dice_road_race", QT_TRANSLATE_NOOP("games", "The Dice Road Race"), 2, 6),
    _listed("grimoire", QT_TRANSLATE_NOOP("games", "Grimoire"), 2, 4),
)


class Games(Mapping):
    """Game objects by id, each game's package imported when its game is first looked up."""

    def __init__(self, ids: tuple[str, ...]):
        self._ids = ids

    def __getitem__(self, game_id: str):
        game = _loaded.get(game_id)
        if game is None:
            if game_id not in self._ids:
                raise KeyError(game_id)
            game = _loaded[game_id] = importlib.import_module(f"{__name__}.{game_id}").GAME
        return game

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._ids


_loaded: dict = {}  # id -> GAME, once imported
_registry: Games | None = None
_playable: Games | None = None


def _has_rules(game_id: str) -> bool:
    return importlib.util.find_spec(f"{__name__}.{game_id}") is not None


def registry() -> Games:
    """Every game whose rules exist, by id (playable on the table or not: saves, AI and benchmarks use them)."""
    global _registry
    if _registry is None:
        _registry = Games(tuple(listing.id for listing in SHELF if _has_rules(listing.id)))
    return _registry


def catalogue() -> list[Listing]:
    """All five games for the home screen; those without a table are marked unavailable."""
    games = registry()
    return [listing if listing.id in games else listing._replace(available=False) for listing in SHELF]


def listing(game_id: str) -> Listing | None:
    """The shelf's listing of a game (its name and player counts without its rules), if it is listed."""
    return next((entry for entry in SHELF if entry.id == game_id), None)


def playable() -> Games:
    """The games the app offers: rules and a table."""
    global _playable
    if _playable is None:
        games = registry()
        _playable = Games(tuple(listing.id for listing in SHELF if listing.available and listing.id in games))
    return _playable
