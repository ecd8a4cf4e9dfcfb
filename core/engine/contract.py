"""The game contract every game module implements (see ARCHITECTURE.md).

A game is a stateless object whose methods take the state. States are mutable
and own their seeded generator, so (game, options, seats, seed, actions)
determines a whole game. `apply` either mutates and returns events, or raises
`IllegalAction` and leaves the state exactly as it was. `new_game` has no
return value for events: a game whose set-up says something (a first card, a
roll, whose turn it is) keeps those events on the new state as `intro`, and
the log opens with them (`opening`).
"""
from __future__ import annotations

import random
from typing import Any, ClassVar, NamedTuple, Protocol, Sequence

import attrs

from .messages import Msg, MsgDef


class IllegalAction(Exception):
    def __init__(self, reason: Msg):
        super().__init__(reason.english())
        self.reason = reason


@attrs.frozen
class Seat:
    """Who sits at a place: the game itself only needs how many there are."""

    name: str
    colour: str = ""
    controller: str = "human"  # "human" or "ai:<level>"

    @property
    def is_ai(self) -> bool:
        return self.controller.startswith("ai")

    @property
    def ai_level(self) -> str | None:
        return self.controller.split(":", 1)[1] if self.is_ai else None


@attrs.frozen
class Choice:
    value: str
    label: Msg


@attrs.frozen
class OptionSpec:
    """One variant switch: `choices` for a list, none for a yes/no option.

    `only_with` names the other options' values under which this one matters
    (a single race's course means nothing in a stage race), so the setup
    screen can hide it otherwise.
    """

    key: str
    label: MsgDef
    default: Any
    choices: tuple[Choice, ...] = ()
    help: MsgDef | None = None
    only_with: tuple[tuple[str, Any], ...] = ()

    @property
    def is_bool(self) -> bool:
        return not self.choices


@attrs.frozen
class GameSpec:
    id: str
    name: MsgDef
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = ()
    available: bool = True

    def defaults(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}


class Action(Protocol):
    """Actions are small frozen attrs classes with a class-level `kind` (their save key)."""

    kind: ClassVar[str]


class Event(NamedTuple):
    """Something that happened, for the log and the animations.

    `chance` marks an event the generator decided (dice, a shuffle, a random pick); `reveal` marks one that shows
    something hidden from some seat until then (a card from a face-down deck, a face-down card, a secret choice, a
    hand, a decision made on a hidden hand).
    Undo never crosses either (`bounds_undo`): taking back a decision after it would replay it knowing more.
    A NamedTuple rather than attrs because playouts create many.
    """

    kind: str
    message: Msg
    data: tuple[tuple[str, Any], ...] = ()
    chance: bool = False
    reveal: bool = False

    def get(self, name: str, default: Any = None) -> Any:
        return dict(self.data).get(name, default)

    @property
    def bounds_undo(self) -> bool:
        return self.chance or self.reveal


def event(kind: str, msg: Msg, chance: bool = False, reveal: bool = False, **data: Any) -> Event:
    return tuple.__new__(Event, (kind, msg, tuple(data.items()), chance, reveal))


@attrs.frozen
class Outcome:
    """Final ranking: `ranking` lists seats best first; `winners` may be empty (a shared defeat)."""

    ranking: tuple[int, ...]
    winners: tuple[int, ...]
    scores: tuple[tuple[int, Any], ...] = ()


class Game(Protocol):
    spec: GameSpec
    action_types: tuple[type, ...]

    def new_game(self, seats: Sequence[Seat], options: dict[str, Any], seed: int) -> Any: ...
    def check_options(self, n_players: int, options: dict[str, Any]) -> Msg | None: ...
    def to_act(self, state: Any) -> tuple[int, ...]: ...
    def legal_actions(self, state: Any, player: int) -> list[Any]: ...
    def check(self, state: Any, player: int, action: Any) -> Msg | None: ...
    def apply(self, state: Any, player: int, action: Any) -> list[Event]: ...
    def is_over(self, state: Any) -> bool: ...
    def outcome(self, state: Any) -> Outcome: ...
    def observe(self, state: Any, player: int) -> Any: ...
    def determinize(self, observation: Any, rng: random.Random) -> Any: ...


def opening(state: Any) -> tuple[Event, ...]:
    """The set-up's events of a game (what `new_game` said), for the first lines of its log."""
    return tuple(getattr(state, "intro", ()))


class SeededRng(random.Random):
    """The state's own generator; `fork` copies it cheaply for clones."""

    def fork(self) -> "SeededRng":
        twin = SeededRng()
        twin.setstate(self.getstate())
        return twin


def option_error(spec: GameSpec, n_players: int, options: dict[str, Any], msg_range: MsgDef, msg_bad: MsgDef) -> Msg | None:
    """Checks player count and option values against the spec (games add their own rules)."""
    if not spec.min_players <= n_players <= spec.max_players:
        return msg_range(low=spec.min_players, high=spec.max_players)
    known = {o.key: o for o in spec.options}
    for key, value in options.items():
        opt = known.get(key)
        if opt is None or (opt.is_bool and not isinstance(value, bool)) or (
            opt.choices and value not in {c.value for c in opt.choices}
        ):
            return msg_bad(option=key)
    return None
