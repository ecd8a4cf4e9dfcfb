"""The rows a game's scene QML reads, the same in play (GameController) and in a replay (ReplayViewer):
the role names of each model and the one way an event becomes a log line."""
from __future__ import annotations

from typing import Any, Sequence

from gameshelf.core.engine import Event, Seat
from gameshelf.core.games.rulelinks import rule_section

from ..translations import tr
from .rows import RowsModel

ZONE_ROLES = ("kind", "pos", "cost", "board", "boardLabel", "reachable", "cursor", "trail")
PIECE_ROLES = ("kind", "seat", "die", "colour", "label", "zone", "slot", "slots", "onBoard", "leader",
               "draggable", "highlighted", "lastMoved", "face", "rollId", "lost")
BUTTON_ROLES = ("label", "available", "main", "shortcut", "confirm")
PLAYER_ROLES = ("seat", "name", "colour", "role", "dice", "gcTime", "gcGap", "gcPlace", "inGc", "status",
                "stagePlace", "active", "toAct", "thinking", "leader", "progress", "total", "district", "hand")
PLAYER_JSON_ROLES = ("district", "hand")  # read by QML as JSON text (RowsModel's `json_roles`)
LOG_ROLES = ("text", "seat", "colour", "kind", "rule")  # rule: the rulebook section id of the line, or ""


class PanelVersions:
    """Per key of a panel, how many times its value changed: a scene that keeps the panel's parts as fields of its
    own reads which changed (`panelVersions`) rather than comparing each part's JSON with the last one's (issue 26:
    most parts stay as they were). Counted when read, against the panel read last, so a table whose scene never
    reads them pays nothing."""

    def __init__(self) -> None:
        self._counts: dict[str, int] = {}
        self._read: dict[str, Any] = {}

    def read(self, panel: dict[str, Any]) -> dict[str, int]:
        if panel is not self._read:
            for key in self._read.keys() | panel.keys():
                if self._read.get(key) != panel.get(key):
                    self._counts[key] = self._counts.get(key, 0) + 1
            self._read = panel
        return self._counts


def log_row(game_id: str, seats: Sequence[Seat], number: int, ev: Event) -> dict[str, Any]:
    """Line `number` of the log: its text in the current language, whose it is, and its rule's section."""
    seat = ev.get("seat")
    mine = isinstance(seat, int) and 0 <= seat < len(seats)
    return {"uid": f"log:{number}", "text": tr(ev.message), "seat": seat if mine else -1,
            "colour": seats[seat].colour if mine else "", "kind": ev.kind,
            "rule": rule_section(game_id, ev.message.key)}


def scene_models(parent: Any) -> tuple[RowsModel, RowsModel, RowsModel, RowsModel, RowsModel]:
    """The zones, pieces, buttons, players and log models a scene reads. Pieces, buttons, players and the log
    change in place (a decision recreates only the delegates of what appeared; an undo or a replay's step back
    removes only the lines taken back, which GameLog.qml follows by its count); the zones are reset when rows
    come or go: boards index their spaces on a reset (F1Circuit.qml, DiceRoadRaceRoad.qml), and signal `row` only
    when a field their roles do not name changed (a zone's delegates read the named fields as roles)."""
    zones = RowsModel(ZONE_ROLES, parent, row_for_unnamed=True)
    pieces, log = (RowsModel(roles, parent, in_place=True) for roles in (PIECE_ROLES, LOG_ROLES))
    players = RowsModel(PLAYER_ROLES, parent, in_place=True, json_roles=PLAYER_JSON_ROLES)
    buttons = RowsModel(BUTTON_ROLES, parent, by_place=True)
    return zones, pieces, buttons, players, log
