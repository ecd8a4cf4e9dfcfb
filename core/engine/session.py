"""One game in progress: the record, a snapshot per step, undo and redo.

Undo follows Board Game Arena's policy (ARCHITECTURE.md): it takes back the
requesting human's last decision together with the computer replies after it,
but never crosses an event that bounds undo (chance: a roll, a shuffle, a draw;
or a reveal: anything that shows what was hidden) and never takes a decision
back from another human. The practice option lifts the chance and reveal bound
(never the other humans' one) and marks the record as assisted.
"""
from __future__ import annotations

from typing import Any, Sequence

import attrs

from .contract import Event, Game, IllegalAction, Seat, opening
from .record import GameRecord, Step, replay


class Session:
    def __init__(self, game: Game, record: GameRecord, practice: bool = False):
        self.game = game
        self.practice = practice or record.practice
        self._record = record
        if self.practice and not record.practice:  # whichever way it came in (new or loaded), its saves say so
            self._record = attrs.evolve(record, practice=True)
        if self.practice:
            self.mark_assisted()
        self._states, self._events = replay(self._record, game)
        self._redo: list[tuple[Step, ...]] = []

    @classmethod
    def new(cls, game: Game, seats: Sequence[Seat], options: dict[str, Any], seed: int, practice: bool = False) -> "Session":
        record = GameRecord(game.spec.id, dict(options), tuple(seats), seed, practice=practice, assisted=practice)
        return cls(game, record, practice)

    # --- reading -----------------------------------------------------------
    @property
    def record(self) -> GameRecord:
        return self._record

    @property
    def state(self) -> Any:
        """The live state. Callers must not mutate it; use `submit`."""
        return self._states[-1]

    def states(self) -> list[Any]:
        """The state after each step (index 0 = the start): for result screens that chart a whole game.
        Callers must not mutate them."""
        return self._states

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._record.seats

    @property
    def steps(self) -> tuple[Step, ...]:
        return self._record.steps

    def events(self) -> list[list[Event]]:
        """Each step's events (not the set-up's: see `log`)."""
        return self._events

    def log(self) -> list[Event]:
        """Everything said so far, in order: the set-up's events, then every step's."""
        return [*opening(self._states[0]), *(e for batch in self._events for e in batch)]

    def to_act(self) -> tuple[int, ...]:
        return () if self.game.is_over(self.state) else self.game.to_act(self.state)

    def mark_assisted(self) -> None:
        """The one way a game becomes assisted (practice, a hint): its record and saves say so from now on."""
        if not self._record.assisted:
            self._record = attrs.evolve(self._record, assisted=True)

    # --- playing -----------------------------------------------------------
    def submit(self, player: int, action: Any) -> list[Event]:
        """Applies one decision; raises IllegalAction with the state untouched."""
        work = self.state.clone()
        events = self.game.apply(work, player, action)
        self._push(Step(player, action), work, events)
        self._redo.clear()
        return events

    def _push(self, step: Step, state: Any, events: list[Event]) -> None:
        self._states.append(state)
        self._events.append(events)
        self._record = self._record.with_steps(self._record.steps + (step,))

    # --- undo / redo ---------------------------------------------------------
    def _is_human(self, player: int) -> bool:
        return not self.seats[player].is_ai

    def undo_target(self, requester: int) -> int | None:
        """How many steps would remain after `requester` undoes, or None if nothing may be undone."""
        steps = self._record.steps
        for index in range(len(steps) - 1, -1, -1):
            if not self.practice and any(e.bounds_undo for e in self._events[index]):
                return None
            player = steps[index].player
            if self._is_human(player):
                return index if player == requester else None
        return None

    def can_undo(self, requester: int) -> bool:
        return self.undo_target(requester) is not None

    def undo(self, requester: int) -> bool:
        target = self.undo_target(requester)
        if target is None:
            return False
        taken = self._record.steps[target:]
        self._redo.append(taken)
        del self._states[target + 1 :]
        del self._events[target:]
        self._record = self._record.with_steps(self._record.steps[:target])
        return True

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> list[Event]:
        """Re-applies the last undone group; the seeded generator makes it identical."""
        if not self._redo:
            return []
        events: list[Event] = []
        for step in self._redo.pop():
            work = self.state.clone()
            try:
                new = self.game.apply(work, step.player, step.action)
            except IllegalAction:  # cannot happen for an exact replay; keep the state sane regardless
                self._redo.clear()
                break
            self._push(step, work, new)
            events.extend(new)
        return events
