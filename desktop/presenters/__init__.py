"""Per-game presenters: state -> scene rows for QML, and input -> candidate actions.

A presenter never decides legality: it proposes candidate actions and the
controller asks the game's `check`. The only thing a presenter refuses on its
own is input that names no action at all (a die dropped on a space).
"""
from __future__ import annotations

import importlib
from typing import Any

import attrs

from gameshelf.core.engine import Event, Msg, QT_TRANSLATE_NOOP, Seat, message

from ..translations import tr

LEVELS = {
    "easy": message("table.easy", QT_TRANSLATE_NOOP("table", "Computer · easy")),
    "normal": message("table.normal", QT_TRANSLATE_NOOP("table", "Computer · normal")),
    "hard": message("table.hard", QT_TRANSLATE_NOOP("table", "Computer · hard")),
}
HUMAN = message("table.human", QT_TRANSLATE_NOOP("table", "Human"))  # as the new-game screen says


AUTO = "auto"  # View.eyes: the table chooses whose eyes draw it (see `perspective`)


def perspective(seats: Any, view: "View") -> int | None:
    """Whose eyes the table is drawn with: the ones a replay chose (a seat, or None: nobody), else the human
    deciding now, else the only human at the table, else nobody (hot-seat between decisions: no hand is shown)."""
    if view.eyes != AUTO:
        return view.eyes
    if view.viewer is not None:
        return view.viewer
    humans = [i for i, s in enumerate(seats) if not s.is_ai]
    return humans[0] if len(humans) == 1 else None


def seat_role(seat: Seat) -> str:
    """Who plays a seat, as the player panels say it: a person, or the computer and its level."""
    return tr(LEVELS[seat.ai_level]()) if seat.is_ai and seat.ai_level in LEVELS else tr(HUMAN())


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

    viewer: int | None  # the human deciding now (hot-seat: whoever holds the mouse, or is handed it), or None
    thinking: int | None  # the AI seat whose decision is being computed
    recent: tuple[Event, ...]  # the last decision's events (last-move highlight)
    eyes: int | None | str = AUTO  # the replay viewer fixes whose eyes draw the table (a seat, or None: nobody)


@attrs.frozen
class HintMarks:
    """A suggested action as the table shows it: what to light (as a drag or a click would) and what to say.

    Every presenter has `hint_marks(state, seat, action) -> HintMarks`; `text` is a short imperative
    ("Roll 2 dice"). Ids are the presenter's own piece, zone and button ids.
    """

    text: Msg
    pieces: tuple[str, ...] = ()
    zones: tuple[str, ...] = ()
    buttons: tuple[str, ...] = ()


def presenter_for(game_id: str, game: Any, seats: Any) -> Any:
    """The game's presenter: `PRESENTER` in this package's module named after the game.

    A presenter class has `qml` (its scene file relative to desktop/qml/) and
    `dialog_events` (event kinds after which a result dialog shows), and the
    methods the controller calls: absorb, rebuild, scene, drop, activate,
    press, pace_ms, result_dialog(state, final, history) and hint_marks (see the DRR presenter).
    """
    return importlib.import_module(f"{__package__}.{game_id}").PRESENTER(game, seats)

