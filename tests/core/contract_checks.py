"""Checks every game's property tests share: the contract's promises, whatever the game."""
from __future__ import annotations

import random
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


def play_with_undo(game: Any, controllers: Sequence[str], seed: int, shows_hidden: Callable[[Any], bool],
                   options: dict | None = None, undo_rate: float = 0.15, max_steps: int = 20000) -> int:
    """Random play through a Session where the human seats ask for undo at random moments; returns the undos done.

    `shows_hidden(event)` is the test's own list of the game's events that show something hidden. Checked at every
    step: each event carries `reveal` exactly when the list says so; an undo takes back the requester's last decision
    and only computer replies after it, never crossing a chance event or one that shows something hidden; an undo is
    refused only for one of those reasons.
    """
    rnd = random.Random(seed)
    session = Session.new(game, [Seat(f"P{i}", controller=c) for i, c in enumerate(controllers)], options or {}, seed)
    humans = [i for i, c in enumerate(controllers) if c == "human"]
    undos = steps = 0
    for e in session.log():
        assert e.reveal == shows_hidden(e), e
    while session.to_act() and steps < max_steps:
        steps += 1
        if session.steps and rnd.random() < undo_rate:
            requester = rnd.choice(humans)
            before, events = session.steps, session.events()[:]
            last_human = max((i for i, s in enumerate(before) if s.player in humans), default=None)
            bound = last_human is None or before[last_human].player != requester or any(
                e.chance or shows_hidden(e) for batch in events[last_human:] for e in batch)
            done = session.undo(requester)
            assert done != bound, (requester, before[last_human:] if last_human is not None else ())
            if done:
                undos += 1
                assert session.steps == before[:last_human]
                if rnd.random() < 0.3:  # now and then, redo: the same decisions replay to the same place
                    session.redo()
                    assert session.steps == before
            continue
        seat = rnd.choice(session.to_act())
        for e in session.submit(seat, rnd.choice(game.legal_actions(session.state, seat))):
            assert e.reveal == shows_hidden(e), e
    return undos
