"""Checks every game's property tests share: the contract's promises, whatever the game."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from gameshelf.core.engine import Seat, Session, dumps, parse
from gameshelf.core.engine.record import replay


def assert_save_replays(game: Any, n: int, seed: int, steps: Sequence[tuple[int, Any]], cut: float,
                        snapshot: Callable[[Any], Any], options: dict | None = None) -> None:
    """A game saved after the first `cut` share of `steps` loads as the same record and replays to the same state."""
    session = Session.new(game, [Seat(f"P{i}") for i in range(n)], options or {}, seed)
    for seat, action in steps[: int(len(steps) * cut)]:
        session.submit(seat, action)
    record, loaded = parse(dumps(session.record, game), {game.spec.id: game})
    states, _ = replay(record, loaded)
    assert record == session.record
    assert snapshot(states[-1]) == snapshot(session.state)
