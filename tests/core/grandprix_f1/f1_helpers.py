"""Builders for GrandPrix-F1 tests: a race with the cars, hands and piles a test needs."""
from __future__ import annotations

import random

import attrs

from gameshelf.core.engine import Seat
from gameshelf.core.games.grandprix_f1 import GAME
from gameshelf.core.games.grandprix_f1 import data as D
from gameshelf.core.games.grandprix_f1 import routing as R
from gameshelf.core.games.grandprix_f1.actions import Play

S = R.ID  # space name -> number
MIXED = {1: 2, 2: 2, 3: 2, 4: 3, 6: 3, 10: 3}  # a hand with every value, for tests that need small cards


def new(n: int = 5, seed: int = 1, boxes: bool = True, **options):
    """A new race; `boxes`: with its pit boxes chosen, each player in start order taking the lowest free one
    (box 1 for pole, and so on), so that the race is ready for its first card."""
    state = GAME.new_game([Seat(f"P{i}") for i in range(n)], options, seed)
    if boxes:
        choose_boxes(state)
    return state


def choose_boxes(state) -> list:
    """Every player still to choose a box takes the lowest one offered; returns the events."""
    events = []
    while state.phase == "boxes":
        seat = GAME.to_act(state)[0]
        events += GAME.apply(state, seat, min(GAME.legal_actions(state, seat), key=lambda a: a.box))
    return events


def arrange(state, positions: dict[int, str], turn: int | None = None, hands: dict[int, dict[int, int]] | None = None,
            laps: dict[int, int] | None = None):
    """Puts the listed cars on the named spaces (every other car is taken out of the race, so that only the
    cars of an example are on the track); `turn`: the car to play; `hands` replace seats' hands (the cards are
    taken from or returned to the bank, so the deck stays whole); `laps` set cars' lap numbers (1 by default)."""
    state.occupancy = [0] * R.COUNT
    for car in state.cars:
        if car.id in positions:
            car.pos, car.status, car.lap = S[positions[car.id]], "racing", 1
            state.occupancy[car.pos] += 1
        else:
            car.pos, car.status = -1, "out"
    for car_id, lap in (laps or {}).items():
        state.cars[car_id].lap = lap
    for seat, cards in (hands or {}).items():
        p = state.players[seat]
        for v in range(11):
            state.bank[v] += p.hand[v]
        p.hand = D.counts(cards)
        for v in range(11):
            state.bank[v] -= p.hand[v]
            assert state.bank[v] >= 0
    if turn is not None:
        state.turn = state.order.index(turn)
    state.phase = "turn"
    return state


def play(state, car: int, card: int, pit: bool = False, tyres: str = "", by: int | None = None):
    """The car's player (or `by`) plays `card` for it; returns the events."""
    seat = state.cars[car].owner if by is None else by
    return GAME.apply(state, seat, Play(car, card, pit, tyres))


def where(state, car: int) -> str:
    pos = state.cars[car].pos
    return R.NAMES[pos] if pos >= 0 else ""


def moves(events):
    return [e for e in events if e.kind == "move"]


def of_kind(events, kind):
    return [e for e in events if e.kind == kind]


def fuel_cards(state) -> list[int]:
    """Counts by value of every number card wherever it is: hands, bank piles, the "1" pile, spent 1s, aside."""
    out = [0] * 11
    for v in range(11):
        out[v] = state.bank[v] + state.aside[v] + sum(p.hand[v] for p in state.players)
    out[1] += state.ones.count(1) + state.spent_ones
    return out


def snapshot(state):
    data = attrs.asdict(state, filter=lambda a, _v: a.name not in ("rng", "intro"))
    return data, state.intro, state.rng.getstate() if state.rng is not None else None


def random_game(n, seed, on_step=None, options=None, max_steps=6000):
    """A race of random legal decisions, the boxes chosen at random too; returns the end and the steps."""
    state = new(n, seed, boxes=False, **(options or {}))
    rnd = random.Random(seed)
    steps = []
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        action = rnd.choice(GAME.legal_actions(state, seat))
        GAME.apply(state, seat, action)
        steps.append((seat, action))
        if on_step:
            on_step(state)
        assert len(steps) < max_steps
    return state, steps
