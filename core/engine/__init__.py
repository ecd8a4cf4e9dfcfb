"""The game contract, messages, records and sessions shared by every game."""
from .contract import Choice, Event, Game, GameSpec, IllegalAction, OptionSpec, Outcome, Seat, SeededRng, event, opening
from .messages import QT_TRANSLATE_NOOP, Msg, MsgDef, RuleLinks, message, render
from .record import GameRecord, LoadError, Step, dumps, parse, prepare_writing, replay
from .session import Session

__all__ = [
    "Choice", "Event", "Game", "GameSpec", "IllegalAction", "OptionSpec", "Outcome", "Seat", "SeededRng",
    "event", "opening", "QT_TRANSLATE_NOOP", "Msg", "MsgDef", "RuleLinks", "message", "render", "GameRecord", "LoadError", "Step",
    "dumps", "parse", "prepare_writing", "replay", "Session",
]
