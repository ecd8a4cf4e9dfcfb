"""The kill test's player: plays games into a library through the controller's write path until it is killed.

Lean on purpose (the game rules and `library.py`, no Qt): it starts once, and for every `go SEED` line on its
input forks a player, so the test kills hundreds of players without starting Python hundreds of times. A
player says `pid N`, then before each write `will ROW STEPS` and after it `kept ROW STEPS`: the test knows
what the library must hold after the kill (the last kept count, or the one in flight).
"""
from __future__ import annotations

import os
import random
import sys
from pathlib import Path

from gameshelf.core.engine import Seat, Session, dumps
from gameshelf.core.games import playable
from gameshelf.desktop.models.library import Library, progress_json

# Everything a player loads on first use (the rules of every game, the record converter), loaded once before the
# forks: a player is killed while it writes, not while it imports.
GAMES = dict(playable())
dumps(Session.new(GAMES["grimoire"], [Seat("A"), Seat("B")], {}, 1).record, GAMES["grimoire"])
SMALL = {"dice_road_race": {"mode": "single_race"}}  # shorter games: more of them finish between kills


def say(text: str) -> None:
    os.write(1, (text + "\n").encode())  # one write, under PIPE_BUF: lines never interleave


def play(path: Path, seed: int) -> None:
    rng = random.Random(seed)
    library, reason = Library.open(path)
    if library is None:
        say(f"fault {reason.key}")
        os._exit(3)
    say(f"pid {os.getpid()}")
    while True:
        waiting = library.unfinished()
        if waiting and rng.random() < 0.6:  # continue a game, as Continue on the home screen does
            row = rng.choice(waiting)["id"]
            record, game = library.load(row, GAMES)
            session = Session(game, record)
        else:  # or start a new one
            game = GAMES[rng.choice(sorted(GAMES))]
            n = rng.randint(game.spec.min_players, min(game.spec.max_players, 4))
            options = {**game.spec.defaults(), **SMALL.get(game.spec.id, {})}
            session = Session.new(game, [Seat(f"P{i}") for i in range(n)], options, rng.randrange(2**31))
            say(f"will new {len(session.steps)}")
            row = library.add(session.record, progress_json(None))
            say(f"kept {row} {len(session.steps)}")
        for _ in range(rng.randint(1, 40)):
            if game.is_over(session.state):
                break
            seat = session.to_act()[0]
            if rng.random() < 0.05 and session.can_undo(seat):
                session.undo(seat)
            else:
                session.submit(seat, rng.choice(game.legal_actions(session.state, seat)))
            over = game.is_over(session.state)
            say(f"will {row} {len(session.steps)}")
            library.save(row, session.record, "", game.outcome(session.state) if over else None)
            say(f"kept {row} {len(session.steps)}")


def main() -> None:
    path = Path(sys.argv[1])
    for line in sys.stdin:
        command, _, seed = line.strip().partition(" ")
        if command != "go":
            break
        pid = os.fork()
        if pid == 0:
            try:
                play(path, int(seed))
            finally:
                os._exit(1)
        os.waitpid(pid, 0)
        say(f"reaped {pid}")


if __name__ == "__main__":
    main()
