"""How the rules work through a turn: a stack of tasks, and the decisions they stop for.

Effects chain (a building draws, the draw turns a crier, the crier's events
ask each player for a loss, then the characters add their bonus), and any step
may wait for a player. So the work left is a stack of plain tuples on the
state (`tasks`, the next last) and a pending decision is (`phase`, `decider`,
`ask`). Each purpose of a decision registers its options and its resolution
here; a decision with one option is resolved at once without asking.
"""
from __future__ import annotations

from typing import Any, Callable

from ...engine import Event, Msg
from .state import TournayState

OPTIONS: dict[str, Callable[[TournayState], list]] = {}  # purpose -> legal answers
RESOLVE: dict[str, Callable[[TournayState, Any, list], None]] = {}  # purpose -> apply the answer
TASKS: dict[str, Callable[[TournayState, tuple, list], None]] = {}  # task kind -> handler


def decision(purpose: str, options: Callable, resolve: Callable) -> None:
    OPTIONS[purpose] = options
    RESOLVE[purpose] = resolve


def task(kind: str) -> Callable:
    def register(handler: Callable) -> Callable:
        TASKS[kind] = handler
        return handler
    return register


def push(state: TournayState, *tasks: tuple) -> None:
    """Queues tasks to run in the order given (before anything queued earlier)."""
    state.tasks.extend(reversed(tasks))


def ask(state: TournayState, ev: list[Event], seat: int, phase: str, purpose: str, *data: Any) -> None:
    """Stops for `seat`'s decision, or resolves it at once when there is a single answer (none: nothing to do)."""
    state.phase, state.decider, state.ask = phase, seat, (purpose, *data)
    options = OPTIONS[purpose](state)
    if len(options) <= 1:
        answer(state, options[0] if options else None, ev)


def answer(state: TournayState, action: Any, ev: list[Event]) -> None:
    """Applies the answer to the pending decision; the decision's data stays readable while it resolves."""
    state.phase = "run"
    if action is not None:
        RESOLVE[state.ask[0]](state, action, ev)
    if state.phase == "run":
        state.ask = ()


def run(state: TournayState, ev: list[Event]) -> None:
    while state.phase == "run":
        job = state.tasks.pop()
        TASKS[job[0]](state, job, ev)


def say(ev: list[Event], kind: str, msg: Msg, chance: bool = False, **data: Any) -> None:
    """Adds an event (engine.event, inline: a playout says about a thousand things)."""
    ev.append(_new_event(Event, (kind, msg, tuple(data.items()), chance, False)))


_new_event = tuple.__new__


def gain(state: TournayState, seat: int, amount: int, source: Msg, ev: list[Event]) -> None:
    from . import messages as M
    if amount <= 0:
        return
    state.players[seat].deniers += amount
    say(ev, "gain", M.LOG_GAIN(player=state.names[seat], deniers=amount, source=source), seat=seat, deniers=amount)


def pay(state: TournayState, seat: int, amount: int, source: Msg, ev: list[Event]) -> int:
    """A forced payment takes what there is; returns what was paid."""
    from . import messages as M
    p = state.players[seat]
    paid = min(amount, p.deniers)
    if paid <= 0:
        return 0
    p.deniers -= paid
    say(ev, "pay", M.LOG_PAY(player=state.names[seat], deniers=paid, source=source), seat=seat, deniers=paid)
    return paid


def clockwise(state: TournayState, start: int) -> list[int]:
    return [(start + i) % state.n for i in range(state.n)]
