"""A script on the real rules: the session at any step, and what the player's input means at a step.

No window here: the tests, the command line and the `Tutorial` model share these functions, so what a test
replays is what the player gets.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from gameshelf.core.engine import Msg, QT_TRANSLATE_NOOP, Seat, Session, message
from gameshelf.core.games import playable

from ..seat_colours import PALETTE
from .script import EXPECT, Script

# a legal move that is not the one the step asks for: said kindly, with what the step asks (the hint's words)
OTHER_MOVE = message("tutorial.other_move", QT_TRANSLATE_NOOP(
    "tutorial", "That move is allowed, but this step asks for another one: {task}."))



class ScriptMismatch(Exception):
    """A scripted or expected decision the rules refuse: the script no longer matches the game."""

    def __init__(self, step: int, seat: int, action: Any, reason: Msg, session: Session):
        super().__init__(f"step {step}: seat {seat} {action!r}: {reason.english()}")
        self.step, self.seat, self.action, self.reason = step, seat, action, reason
        self.session = session  # the game just before the refused decision: a normal game goes on from there


def seats(script: Script, translate: Callable[[Msg], str]) -> tuple[Seat, ...]:
    """The script's seats, named in the current language, in the first seat colours."""

    return tuple(Seat(translate(plan.name()), PALETTE[i], plan.controller) for i, plan in enumerate(script.seats))


def decisions_before(script: Script, index: int) -> list[tuple[int, int, Any]]:
    """(step, seat, action) of every decision made before step `index` shows: each earlier step's `play` and
    expected decision, then the `play` of step `index` itself."""
    out = []
    for number, step in enumerate(script.steps[:index + 1]):
        out += [(number, seat, action) for seat, action in step.play]
        if number < index and step.kind == EXPECT:
            out.append((number, *step.expect))
    return out


def session_at(script: Script, index: int, named: Sequence[Seat]) -> Session:
    """The game as step `index` opens; raises ScriptMismatch at the first decision the rules refuse."""
    game = playable()[script.game]
    session = Session.new(game, named, dict(script.options), script.seed)
    for number, seat, action in decisions_before(script, index):
        problem = game.check(session.state, seat, action)
        if problem is not None:
            raise ScriptMismatch(number, seat, action, problem, session)
        session.submit(seat, action)
    return session


def verdict(game: Any, state: Any, expected: tuple[int, Any], candidates: Sequence[tuple[int, Any]]) -> str:
    """What an input's candidate actions mean at an expect step: "expected" (the first legal candidate is the
    step's decision), "other" (it is another legal decision) or "illegal" (none is legal: the rules say why)."""
    for seat, action in candidates:
        if game.check(state, seat, action) is None:
            return "expected" if (seat, action) == tuple(expected) else "other"
    return "illegal"
