"""What a tutorial script is: a fixed game (set-up, seed, seats) and the steps that walk through it.

A script is data: `scripts/<game id>.py` exports `SCRIPT`, a `Script` built from the classes below, its texts
`message(...)`s in the `tutorial` context so that they land in the catalogues. Every decision of the game is
in the script: the player's as `expect` steps, the computer players' (and any decision the script makes for
the player to skip ahead) as the `play` of a step, applied when that step opens. The game is therefore fully
determined (game, options, seats, seed and these actions), and a test replays it on the real rules.
"""
from __future__ import annotations

import importlib
from typing import Any

import attrs

from gameshelf.core.engine import MsgDef

EXPECT = "expect"  # the player must make `expect`, with the real gesture (`gesture` says which)
NARRATE = "narrate"  # an explanation, or the opponents' moves (`play`) explained; Next goes on
SHOW = "show"  # points at pieces (`light`, or what `about` would light) and explains them; Next goes on
KINDS = (EXPECT, NARRATE, SHOW)
GESTURES = ("drag", "click", "key")  # how the player makes an expected decision (the step's text says it)


@attrs.frozen
class Lights:
    """What a step lights on the table, in the presenter's own row ids (as `HintMarks`)."""

    pieces: tuple[str, ...] = ()
    zones: tuple[str, ...] = ()
    buttons: tuple[str, ...] = ()


@attrs.frozen
class Step:
    kind: str
    text: MsgDef  # what to do and why; shown in the coach panel
    rules: tuple[str, ...]  # the rulebook sections (`{#id}` of the game's rulebook) this step teaches; first = its link
    play: tuple[tuple[int, Any], ...] = ()  # (seat, action) applied, in order, when the step opens
    expect: tuple[int, Any] | None = None  # EXPECT: the decision the player must make
    gesture: str = ""  # EXPECT: "drag", "click" or "key"
    keys: tuple[str, ...] = ()  # EXPECT with "key": the keys that make it (table key names: "3", "Y", "F")
    light: Lights | None = None  # what to light; None: for EXPECT (and SHOW with `about`) the presenter's hint marks
    about: tuple[int, Any] | None = None  # SHOW: a decision the step points at without making it (lit as a hint)
    mentions: tuple[str, ...] = ()  # action kinds the text explains without the player making them
    jump: bool = False  # `play` is a stretch of the game skipped at once (not paced move by move)

    def __attrs_post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown step kind {self.kind!r}")
        if (self.kind == EXPECT) != (self.expect is not None):
            raise ValueError("an expect step, and only one, names its expected decision")
        if self.kind == EXPECT and self.gesture not in GESTURES:
            raise ValueError(f"an expect step names its gesture, one of {GESTURES}")
        if not self.rules:
            raise ValueError("every step links to its rulebook section")


@attrs.frozen
class SeatPlan:
    name: MsgDef  # translated when the tutorial starts
    controller: str  # "human" (the player: exactly one) or "ai:<level>" (moves from the script, not a search)


@attrs.frozen
class Script:
    game: str
    options: dict[str, Any]
    seats: tuple[SeatPlan, ...]
    seed: int
    steps: tuple[Step, ...]
    core: tuple[str, ...]  # the rulebook sections a first game needs: the steps must cover them all
    not_needed: dict[str, str]  # every other section, and why a first game does without it (for reviewers)
    first_game_players: int  # "Play a real game": the player and normal computer players, this many in all

    @property
    def player(self) -> int:
        """The seat the learner plays."""
        return next(i for i, s in enumerate(self.seats) if s.controller == "human")


SCRIPTED = ("dice_road_race", "grands_tours", "grandprix_f1", "grimoire", "tournay")  # games with a script: only these show "Learn to play"


def script_for(game_id: str) -> Script | None:
    """The game's script, or None if it has none yet."""
    if game_id not in SCRIPTED:
        return None
    return importlib.import_module(f"{__package__}.scripts.{game_id}").SCRIPT
