"""Per-game presenters: state -> scene rows for QML, and input -> candidate actions.

A presenter never decides legality: it proposes candidate actions and the
controller asks the game's `check`. The only thing a presenter refuses on its
own is input that names no action at all (a die dropped on a space).
"""
from __future__ import annotations

from typing import Any

import attrs

from gameshelf.core.engine import Event, Msg


@attrs.frozen
class Scene:
    zones: list[dict[str, Any]]
    pieces: list[dict[str, Any]]
    buttons: list[dict[str, Any]]
    players: list[dict[str, Any]]
    panel: dict[str, Any]
    status: str


@attrs.frozen
class Intent:
    """What an input means: core actions to try, a refusal, or a local UI change (staging dice)."""

    candidates: tuple[tuple[int, Any], ...] = ()
    refusal: Msg | None = None
    changed: bool = False


@attrs.frozen
class View:
    """What the presenter needs besides the state."""

    viewer: int | None  # the human deciding now (hot-seat: whoever holds the mouse), or None
    thinking: int | None  # the AI seat whose decision is being computed
    recent: tuple[Event, ...]  # the last decision's events (last-move highlight)


def presenter_for(game_id: str, game: Any, seats: Any) -> Any:
    if game_id == "dice_road_race":
        from .dice_road_race import DiceRoadRacePresenter

        return DiceRoadRacePresenter(game, seats)
    raise KeyError(game_id)

