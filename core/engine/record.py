"""Game records and the save format: one mechanism for saves, undo and replays.

A save is the record as versioned JSON. Loading is strict and total: every
field has one type and a range, anything else is a `LoadError` that says where
(`seats[2].name`), never a Python exception. Values are refused, never
converted (a dice count of "2" is damage, not 2). Then every action is
replayed through `apply`, so a tampered file stops at its first illegal step
instead of producing an impossible state.
"""
from __future__ import annotations

import functools
import json
import re
import typing
import unicodedata
from typing import Any

import attrs

from .contract import Game, IllegalAction, Seat
from .messages import QT_TRANSLATE_NOOP, Msg, MsgDef, message

FORMAT = "gameshelf-save"
# 2: GrandPrix-F1 races begin with the players choosing their pit boxes (issue 22). A game whose rules changed
# so that older saves no longer replay names the first version it reads as `oldest_save`.
VERSION = 2

# Limits. Real saves are far inside them (a six-rider stage race of The Dice Road Race: ~500 steps, ~40 KB).
MAX_BYTES = 4 * 1024 * 1024  # read no more; ~10,000 steps take ~1.2 MB
MAX_STEPS = 10_000  # twenty times the longest real game; replaying them takes about two seconds
NAME_LIMIT = 24  # a seat's name: what the new-game screen lets anyone type, and fits the table's name plates
TEXT_LIMIT = 64  # any other text: game ids, option values, card and jersey names
LIST_LIMIT = 64  # a list inside an action (dice, cards, slots)
ACTION_INT = 2**31  # an action's numbers lie in (-ACTION_INT, ACTION_INT); the rules check the real range
SEED_LIMIT = 2**63  # seeds lie in [0, SEED_LIMIT): what a signed 64-bit integer holds
AI_LEVELS = ("easy", "normal", "hard")  # seat controllers "ai:<level>"; core/ai/levels.py has these levels
_COLOUR = re.compile(r"#[0-9A-Fa-f]{6}")
_UNWRITABLE = {"Cc", "Cs", "Zl", "Zp"}  # controls, unpaired surrogates (no UTF-8 for them), line breaks

NOT_JSON = message("save.not_json", QT_TRANSLATE_NOOP("save", "The file is not a Gameshelf save (it is not readable JSON)."))
TOO_DEEP = message("save.too_deep", QT_TRANSLATE_NOOP("save", "The file is not a Gameshelf save (its data is nested too deeply)."))
TOO_LARGE = message("save.too_large", QT_TRANSLATE_NOOP("save", "The file is too large to be a Gameshelf save (a save is at most {limit} MB)."))
FOREIGN = message("save.foreign", QT_TRANSLATE_NOOP("save", "The file is not a Gameshelf save."))
NEWER = message("save.newer", QT_TRANSLATE_NOOP("save", "The save was written by a newer Gameshelf (format {version}); this version reads format {supported}."))
MALFORMED = message("save.malformed", QT_TRANSLATE_NOOP("save", "The save is damaged at {where}: {problem}"))
OLD_RULES = message("save.old_rules", QT_TRANSLATE_NOOP("save", "The save was written by an older Gameshelf, before the rules of {game} changed; it cannot be replayed under the new rules. Start a new game."))
UNKNOWN_GAME = message("save.unknown_game", QT_TRANSLATE_NOOP("save", "The save is for a game this version does not have ({game})."))
BAD_SETUP = message("save.bad_setup", QT_TRANSLATE_NOOP("save", "The save's players or options are not valid: {reason}"))
ILLEGAL_STEP = message("save.illegal_step", QT_TRANSLATE_NOOP("save", "The save is damaged at move {step}: {reason}"))

# What is wrong at the place a MALFORMED message names.
WANT_INT = message("save.want_int", QT_TRANSLATE_NOOP("save", "A whole number is expected there."))
WANT_BOOL = message("save.want_bool", QT_TRANSLATE_NOOP("save", "true or false is expected there."))
WANT_TEXT = message("save.want_text", QT_TRANSLATE_NOOP("save", "Text is expected there."))
WANT_LIST = message("save.want_list", QT_TRANSLATE_NOOP("save", "A list is expected there."))
WANT_OBJECT = message("save.want_object", QT_TRANSLATE_NOOP("save", "A JSON object is expected there."))
MISSING = message("save.missing", QT_TRANSLATE_NOOP("save", "The field is missing."))
UNKNOWN_FIELD = message("save.unknown_field", QT_TRANSLATE_NOOP("save", "No such field belongs there."))
OUT_OF_RANGE = message("save.out_of_range", QT_TRANSLATE_NOOP("save", "The number is out of range."))
TOO_LONG = message("save.too_long", QT_TRANSLATE_NOOP("save", "The list is too long."))
BAD_TEXT = message("save.bad_text", QT_TRANSLATE_NOOP("save", "The text is empty, too long, or has characters that cannot be saved."))
UNKNOWN_VALUE = message("save.unknown_value", QT_TRANSLATE_NOOP("save", "This version does not know that value."))


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
    assisted: bool = False  # helped: practice or a hint; its saves say so
    practice: bool = False  # played with the practice option that lifts the undo bound (implies assisted)

    def with_steps(self, steps) -> "GameRecord":
        return attrs.evolve(self, steps=tuple(steps))


@functools.cache
def _converter():
    """The one converter of records to plain data, made when a record is first written (importing cattrs and
    building it is a good part of the app's start, which writes nothing)."""
    import cattrs

    converter = cattrs.Converter()
    converter.register_unstructure_hook(Step, step_data)
    return converter


def prepare_writing() -> None:
    """Makes the converter now: an app calls it as a table opens, so the first write of a step (the library
    keeps a game's first decision a moment after it, mid-play) does not import cattrs then (~16 ms)."""
    _converter()


def step_data(step: Step) -> dict:
    """One step as the save holds it (the game library writes a game's steps one decision at a time)."""
    action = step.action
    return {"player": step.player, "action": {"kind": action.kind,
                                              **_converter().unstructure(attrs.asdict(action, recurse=False))}}


def dumps(record: GameRecord, game: Game) -> str:
    body = _converter().unstructure(record)
    return json.dumps({"format": FORMAT, "version": VERSION, **body}, ensure_ascii=False, indent=1)


def writable(text: str, limit: int) -> bool:
    """Text a save can hold and the table can show: at most `limit` characters, none of them a control,
    a line break or an unpaired surrogate."""
    return len(text) <= limit and all(unicodedata.category(c) not in _UNWRITABLE for c in text)


def parse(text: str, games: dict[str, Game]) -> tuple[GameRecord, Game]:
    """Reads a save's text into a record (not yet replayed); every failure is a LoadError."""
    if len(text) > MAX_BYTES:
        raise LoadError(TOO_LARGE(limit=MAX_BYTES // 2**20))
    try:
        data = json.loads(text)
    except RecursionError:  # the C decoder recurses once per bracket
        raise LoadError(TOO_DEEP()) from None
    except ValueError:
        raise LoadError(NOT_JSON()) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LoadError(FOREIGN())
    try:
        return _read(data, games)
    except _Damaged as damage:
        raise LoadError(MALFORMED(where=damage.where, problem=damage.problem())) from None


class _Damaged(Exception):
    def __init__(self, where: str, problem: MsgDef):
        super().__init__(where)
        self.where, self.problem = where, problem


def _read(data: dict, games: dict[str, Game]) -> tuple[GameRecord, Game]:
    if "version" not in data:
        raise _Damaged("version", MISSING)
    version = _int(data["version"], "version", 1, 2**31)  # a newer format is told apart from nonsense
    if version > VERSION:
        raise LoadError(NEWER(version=version, supported=VERSION))
    if "game" not in data:
        raise _Damaged("game", MISSING)
    game_id = _text(data["game"], "game", TEXT_LIMIT)
    game = games.get(game_id)
    if game is None:
        raise LoadError(UNKNOWN_GAME(game=game_id))
    if version < getattr(game, "oldest_save", 1):
        raise LoadError(OLD_RULES(game=game.spec.name()))
    _fields(data, "", ("format", "version", "game", "options", "seats", "seed"), ("steps", "assisted", "practice"))
    seats = _list(data["seats"], "seats", game.spec.max_players)
    steps = _list(data.get("steps", []), "steps", MAX_STEPS)
    record = GameRecord(
        game=game_id,
        options=_options(data["options"], game),
        seats=tuple(_seat(seat, f"seats[{i}]") for i, seat in enumerate(seats)),
        seed=_int(data["seed"], "seed", 0, SEED_LIMIT),
        steps=tuple(_step(step, f"steps[{i}]", game, len(seats)) for i, step in enumerate(steps)),
        assisted=_bool(data.get("assisted", False), "assisted"),
        # Saves written before hints had one flag, and it meant practice.
        practice=_bool(data["practice"], "practice") if "practice" in data else _bool(data.get("assisted", False),
                                                                                      "assisted"),
    )
    if record.practice and not record.assisted:  # practice is one way of being assisted
        raise _Damaged("assisted", UNKNOWN_VALUE)
    return record, game


def _options(value: Any, game: Game) -> dict[str, Any]:
    specs = {o.key: o for o in game.spec.options}
    _fields(value, "options", (), tuple(specs))
    # Each option has the type of its default; which values the game accepts, check_options says.
    return {key: _typed(v, type(specs[key].default), f"options.{key}") for key, v in value.items()}


def _seat(value: Any, where: str) -> Seat:
    fields = _attrs_fields(value, where, Seat)
    name = _text(fields["name"], f"{where}.name", NAME_LIMIT)
    if not name.strip():
        raise _Damaged(f"{where}.name", BAD_TEXT)
    colour = _text(fields.get("colour", ""), f"{where}.colour", TEXT_LIMIT, empty=True)
    if colour and not _COLOUR.fullmatch(colour):
        raise _Damaged(f"{where}.colour", UNKNOWN_VALUE)
    controller = _text(fields.get("controller", "human"), f"{where}.controller", TEXT_LIMIT)
    if controller != "human" and controller not in {f"ai:{level}" for level in AI_LEVELS}:
        raise _Damaged(f"{where}.controller", UNKNOWN_VALUE)
    return Seat(name, colour, controller)


def _step(value: Any, where: str, game: Game, n_seats: int) -> Step:
    _fields(value, where, ("player", "action"))
    player = _int(value["player"], f"{where}.player", 0, n_seats)
    action = value["action"]
    where = f"{where}.action"
    if not isinstance(action, dict):
        raise _Damaged(where, WANT_OBJECT)
    if "kind" not in action:
        raise _Damaged(f"{where}.kind", MISSING)
    kind = _text(action["kind"], f"{where}.kind", TEXT_LIMIT)
    cls = next((t for t in game.action_types if t.kind == kind), None)
    if cls is None:
        raise _Damaged(f"{where}.kind", UNKNOWN_VALUE)
    fields = _attrs_fields({k: v for k, v in action.items() if k != "kind"}, where, cls)
    types = _declared(cls)[2]
    return Step(player, cls(**{k: _typed(v, types[k], f"{where}.{k}") for k, v in fields.items()}))


# --- one field at a time ----------------------------------------------------------------------
@functools.cache
def _declared(cls: type) -> tuple[tuple[str, ...], tuple[str, ...], dict[str, Any]]:
    """An attrs class's required fields, fields with a default, and every field's type."""
    fields = attrs.fields(cls)
    return (tuple(f.name for f in fields if f.default is attrs.NOTHING),
            tuple(f.name for f in fields if f.default is not attrs.NOTHING), typing.get_type_hints(cls))


def _attrs_fields(value: Any, where: str, cls: type) -> dict:
    """`value` as the fields of attrs class `cls`: none unknown, none missing unless it has a default."""
    required, optional, _types = _declared(cls)
    _fields(value, where, required, optional)
    return value


def _fields(value: Any, where: str, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> None:
    if not isinstance(value, dict):
        raise _Damaged(where or "the file", WANT_OBJECT)
    for key in value:
        if key not in required and key not in optional:
            shown = key if key.isidentifier() and writable(key, 32) else json.dumps(key[:32])
            raise _Damaged(f"{where}.{shown}" if where else shown, UNKNOWN_FIELD)
    for key in required:
        if key not in value:
            raise _Damaged(f"{where}.{key}" if where else key, MISSING)


def _typed(value: Any, kind: Any, where: str) -> Any:
    """A value of an action's or option's declared type, exactly: no conversion."""
    if kind is bool:
        return _bool(value, where)
    if kind is int:
        return _int(value, where, -ACTION_INT + 1, ACTION_INT)
    if kind is str:
        return _text(value, where, TEXT_LIMIT, empty=True)
    item, rest = (typing.get_args(kind) + (None, None))[:2]
    if typing.get_origin(kind) is tuple and rest is Ellipsis:
        return tuple(_typed(v, item, f"{where}[{i}]") for i, v in enumerate(_list(value, where, LIST_LIMIT)))
    raise TypeError(f"the save format has no reader for {kind!r}")  # a game declared a field type it cannot hold


def _int(value: Any, where: str, low: int, high: int) -> int:
    if type(value) is not int:  # bool is an int subclass; floats are not counts
        raise _Damaged(where, WANT_INT)
    if not low <= value < high:
        raise _Damaged(where, OUT_OF_RANGE)
    return value


def _bool(value: Any, where: str) -> bool:
    if type(value) is not bool:
        raise _Damaged(where, WANT_BOOL)
    return value


def _text(value: Any, where: str, limit: int, empty: bool = False) -> str:
    if not isinstance(value, str):
        raise _Damaged(where, WANT_TEXT)
    if not (empty or value) or not writable(value, limit):
        raise _Damaged(where, BAD_TEXT)
    return value


def _list(value: Any, where: str, limit: int) -> list:
    if not isinstance(value, list):
        raise _Damaged(where, WANT_LIST)
    if len(value) > limit:
        raise _Damaged(where, TOO_LONG)
    return value


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
