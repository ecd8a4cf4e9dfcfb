"""A library of many played games, for the benchmark, the screenshots and the statistics test.

Every game in it is real: a pool of games played to the end with random legal moves, each stored many times
under other players (names and computer levels do not change what the rules do, so a record with other seats
replays the same). Games in progress are the first decisions of a pooled game.
"""
from __future__ import annotations

import random
from typing import Any

import attrs

from gameshelf.core.engine import GameRecord, Seat, Session
from gameshelf.core.games import playable

from ..presenters import presenter_for
from .library import Library, progress_json

NAMES = {"en": ("Ada", "Bruno", "Chloé", "Dario", "Elin", "Farid"), "ja": ("さくら", "健二", "美咲", "大翔", "陽菜", "蓮")}
COLOURS = ("#e03308", "#006cfe", "#f5f6fa", "#1e2124", "#6ac9ff", "#bc2e89", "#8fbf83", "#721499")
SHORT = {"dice_road_race": {"mode": "single_race"}}  # the pool's games stay quick to play
LEVELS = ("easy", "normal", "hard")


def played(game_id: str, players: int, seed: int) -> Session:
    """A game played to its end with random legal moves."""
    game = playable()[game_id]
    options = {**game.spec.defaults(), **SHORT.get(game_id, {})}
    session = Session.new(game, [Seat(f"P{i}", COLOURS[i]) for i in range(players)], options, seed)
    rng = random.Random(seed)
    while not game.is_over(session.state):
        seat = session.to_act()[0]
        session.submit(seat, rng.choice(game.legal_actions(session.state, seat)))
    return session


def pool(per_game: int = 4, seed: int = 1) -> list[Session]:
    sessions = []
    for i, (game_id, game) in enumerate(sorted(playable().items())):
        for k in range(per_game):
            players = game.spec.min_players + k % (min(game.spec.max_players, 5) - game.spec.min_players + 1)
            sessions.append(played(game_id, players, seed * 1000 + i * 100 + k))
    return sessions


def seated(record: GameRecord, rng: random.Random, names: tuple[str, ...]) -> GameRecord:
    """The record with other players: one or two people (the first names come up most), computers for the rest."""
    people = 1 if rng.random() < 0.7 else 2
    chosen = rng.sample(names, people) if rng.random() < 0.5 else [names[0], *rng.sample(names[1:], people - 1)]
    level = rng.choice(LEVELS)
    others = [n for n in names if n not in chosen]  # computers get the other names: no two seats alike
    seats = []
    for i, seat in enumerate(record.seats):
        if i < people:
            seats.append(Seat(chosen[i], COLOURS[i], "human"))
        else:
            seats.append(Seat(others[(i - people) % len(others)], COLOURS[i], f"ai:{level}"))
    order = list(range(len(seats)))
    rng.shuffle(order)  # people sit anywhere
    return attrs.evolve(record, seats=tuple(seats[j] for j in order))


def fill(library: Library, finished: int, unfinished: int, language: str = "en", seed: int = 1,
         sessions: list[Session] | None = None, now: float = 1_780_000_000.0) -> None:
    """Adds `finished` finished games and `unfinished` games in progress, played over the two years to `now`."""
    rng = random.Random(seed)
    names = NAMES.get(language, NAMES["en"])
    sessions = sessions or pool(seed=seed)
    span = 2 * 365 * 86400
    for n in range(finished):
        session = rng.choice(sessions)
        record = seated(session.record, rng, names)
        when = now - span + span * n / max(finished, 1)
        row = library.add(record, now=when - 1800)
        library.save(row, record, "", session.game.outcome(session.state), now=when)
    for n in range(unfinished):
        source = rng.choice(sessions)
        steps = rng.randrange(1, len(source.steps))
        record = seated(source.record, rng, names).with_steps(source.steps[:steps])
        state = source.states()[steps]
        presenter: Any = presenter_for(record.game, source.game, record.seats)
        row = library.add(record, now=now - 86400 * (n + 1))
        library.save(row, record, progress_json(presenter.chapter(state)[1]), now=now - 3600 * (n + 1))
