"""Game records and the save format: one mechanism for saves, undo and replays.

A save is the record as versioned JSON. Loading replays every action through
`apply`, so a tampered file stops at its first illegal step instead of
producing an impossible state.
"""
from __future__ import annotations

import json
from typing import Any

import attrs
import cattrs

from .contract import Game, IllegalAction, Seat
from .messages import QT_TRANSLATE_NOOP, Msg, message

FORMAT = "gameshelf-save"
VERSION = 1

NOT_JSON = message("save.not_json", QT_TRANSLATE_NOOP("save", "The file is not a Gameshelf save (it is not readable JSON)."))
FOREIGN = message("save.foreign", QT_TRANSLATE_NOOP("save", "The file is not a Gameshelf save."))
NEWER = message("save.newer", QT_TRANSLATE_NOOP("save", "The save was written by a newer Gameshelf (format {version}); this version reads format {supported}."))
MALFORMED = message("save.malformed", QT_TRANSLATE_NOOP("save", "The save is damaged: {detail}."))
UNKNOWN_GAME = message("save.unknown_game", QT_TRANSLATE_NOOP("save", "The save is for a game this version does not have ({game})."))
BAD_SETUP = message("save.bad_setup", QT_TRANSLATE_NOOP("save", "The save's players or options are not valid: {reason}"))
ILLEGAL_STEP = message("save.illegal_step", QT_TRANSLATE_NOOP("save", "The save is damaged at move {step}: {reason}"))


class LoadError(Exception):
    def __init__(self, reason: Msg):
        super().__init__(reason.english())
        self.reason = reason


@attrs.frozen
class Step:
    player: int
    action: Any


@attrs.frozen
class GameRecord:
    game: str
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    seed: int
    steps: tuple[Step, ...] = ()
    assisted: bool = False  # played with the practice option that lifts the undo bound

    def with_steps(self, steps) -> "GameRecord":
        return attrs.evolve(self, steps=tuple(steps))


def _converter(game: Game) -> cattrs.Converter:
    conv = cattrs.Converter(forbid_extra_keys=True)
    by_kind = {t.kind: t for t in game.action_types}

    def unstructure_action(action: Any) -> dict:
        return {"kind": action.kind, **conv.unstructure(attrs.asdict(action, recurse=False))}

    def structure_action(data: Any, _type: Any) -> Any:
        if not isinstance(data, dict) or data.get("kind") not in by_kind:
            raise ValueError(f"unknown action {data!r}")
        fields = {k: v for k, v in data.items() if k != "kind"}
        return conv.structure(fields, by_kind[data["kind"]])

    conv.register_unstructure_hook(Step, lambda s: {"player": s.player, "action": unstructure_action(s.action)})
    conv.register_structure_hook(
        Step, lambda d, _t: Step(conv.structure(d["player"], int), structure_action(d["action"], None))
    )
    return conv


def dumps(record: GameRecord, game: Game) -> str:
    body = _converter(game).unstructure(record)
    return json.dumps({"format": FORMAT, "version": VERSION, **body}, ensure_ascii=False, indent=1)


def parse(text: str, games: dict[str, Game]) -> tuple[GameRecord, Game]:
    """Reads a save's text into a record (not yet replayed)."""
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError):
        raise LoadError(NOT_JSON()) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LoadError(FOREIGN())
    version = data.get("version")
    if not isinstance(version, int):
        raise LoadError(MALFORMED(detail="version"))
    if version > VERSION:
        raise LoadError(NEWER(version=version, supported=VERSION))
    game = games.get(data.get("game"))
    if game is None:
        raise LoadError(UNKNOWN_GAME(game=str(data.get("game"))))
    body = {k: v for k, v in data.items() if k not in ("format", "version")}
    try:
        record = _converter(game).structure(body, GameRecord)
    except Exception as exc:  # cattrs raises a family of errors; all mean the same to a player
        raise LoadError(MALFORMED(detail=type(exc).__name__)) from None
    if not isinstance(record.seed, int) or isinstance(record.seed, bool):
        raise LoadError(MALFORMED(detail="seed"))
    return record, game


def replay(record: GameRecord, game: Game) -> tuple[list[Any], list[list[Any]]]:
    """Replays a record; returns the state after each step (index 0 = start) and each step's events."""
    problem = game.check_options(len(record.seats), record.options)
    if problem is not None:
        raise LoadError(BAD_SETUP(reason=problem))
    state = game.new_game(record.seats, record.options, record.seed)
    states, events = [state.clone()], []
    for number, step in enumerate(record.steps, start=1):
        try:
            events.append(game.apply(state, step.player, step.action))
        except IllegalAction as exc:
            raise LoadError(ILLEGAL_STEP(step=number, reason=exc.reason)) from None
        states.append(state.clone())
    return states, events
