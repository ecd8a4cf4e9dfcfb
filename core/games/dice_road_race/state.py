"""Mutable state of The Dice Road Race, with a hand-written clone for the AI."""
from __future__ import annotations

from typing import ClassVar

import attrs

from ...engine import SeededRng
from .data import MAX_DICE, Stage


@attrs.define(slots=True)
class Rider:
    seat: int
    dice: int = MAX_DICE
    pos: int = 0  # spaces entered on this stage's course; len(course) is the finish
    racing: bool = True  # still takes turns this stage (not finished, not retired, started in a time trial)
    finished: bool = False
    extra: int | None = None  # extra seconds earned this stage once known (0, 10 or 20; time-trial time)
    retired_now: bool = False  # retired during this stage: off the board until the next one
    in_gc: bool = True
    gc_time: int = 0
    first_retired: int | None = None  # sequence number of the first retirement (time-trial order)
    rolls: int = 0  # time trial: rolls made this stage
    started: bool = True  # time trial: has left the start ramp

    def clone(self) -> "Rider":
        return Rider(
            self.seat, self.dice, self.pos, self.racing, self.finished, self.extra, self.retired_now,
            self.in_gc, self.gc_time, self.first_retired, self.rolls, self.started,
        )

    @property
    def on_board(self) -> bool:
        return self.started and not self.retired_now


@attrs.frozen
class StageRow:
    seat: int
    place: int | None  # stage place (1-based) or None when not finished within the stage
    extra: int  # extra time (0/10/20, or the time-trial time)
    bonus: int  # bonus (negative) seconds
    gc_time: int | None  # GC time after the stage; None when out of the GC
    retired: bool  # retired during the stage


@attrs.frozen
class StageResult:
    stage: int
    order: tuple[int, ...]  # finishing order (seats)
    rows: tuple[StageRow, ...]  # by seat


@attrs.define(slots=True)
class DrrState:
    PHASES: ClassVar[tuple[str, ...]] = ("declare", "join", "move", "agree", "over")

    names: tuple[str, ...]
    stage_race: bool
    leader_colour: bool
    stages: tuple[Stage, ...]
    stage_index: int
    riders: list[Rider]
    rng: SeededRng | None
    phase: str = "declare"
    active: int = 0
    declared: int = 0
    joiners: list[int] = attrs.Factory(list)  # joined the current roll, clockwise from the active rider
    pending: list[int] = attrs.Factory(list)  # still to answer (join) or to move (move), in order
    answers: dict[int, bool | None] = attrs.Factory(dict)  # join answers given, secret until all are in
    # (an observation shows another rider's answer as None)
    totals: dict[int, int] = attrs.Factory(dict)  # this turn's rolled totals
    losses: dict[int, int] = attrs.Factory(dict)  # dice each roller loses at the end of the turn
    finish_order: list[int] = attrs.Factory(list)
    extra_round: list[int] | None = None  # seats still due a turn in the extra round
    continuation: list[int] | None = None  # final stage: tied riders playing on to settle the order
    tt_order: list[int] = attrs.Factory(list)
    tt_round: int = 0
    tt_queue: list[int] = attrs.Factory(list)
    results: list[StageResult] = attrs.Factory(list)
    leader: int | None = None
    retirements: int = 0
    votes: dict[int, bool] = attrs.Factory(dict)
    turn: int = 0
    win_turn: int | None = None  # the turn in which the stage winner finished
    intro: tuple = ()  # events of the set-up (the first stage, who is up), for the log's first lines
    n: int = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        self.n = len(self.names)

    @property
    def stage(self) -> Stage:
        return self.stages[self.stage_index]

    def clone(self) -> "DrrState":
        return DrrState(
            self.names, self.stage_race, self.leader_colour, self.stages, self.stage_index,
            [r.clone() for r in self.riders], self.rng.fork() if self.rng is not None else None,
            self.phase, self.active, self.declared, list(self.joiners), list(self.pending), dict(self.answers),
            dict(self.totals), dict(self.losses), list(self.finish_order),
            None if self.extra_round is None else list(self.extra_round),
            None if self.continuation is None else list(self.continuation),
            list(self.tt_order), self.tt_round, list(self.tt_queue), list(self.results), self.leader,
            self.retirements, dict(self.votes), self.turn, self.win_turn, self.intro,
        )
