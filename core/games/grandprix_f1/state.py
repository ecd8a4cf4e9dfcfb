"""Mutable state of GrandPrix-F1, with hand-written clones for the AI and playouts.

Positions are space numbers of routing.py (circuit.SPACES order); -1 is off
the board (finished or out). Hands and piles are counts by card value.
"""
from __future__ import annotations

from typing import ClassVar

import attrs

from ...engine import SeededRng


@attrs.define(slots=True)
class Car:
    id: int
    owner: int  # seat
    pos: int = -1
    lap: int = 0  # the lap being driven: 0 on the grid, then 1..laps (laps = the final lap)
    tyres: str = "dry"  # "dry" or "wet"
    damaged: bool = False  # advanced rules: moves as on wrong tyres until repaired in its box
    status: str = "racing"  # "racing", "finished", "out" or "dq"
    stays: int = 0  # stays during the current visit to its box
    pitted: bool = False  # has stayed in its box at least once this race (two-car rule)
    place: int = 0  # finishing place, once finished

    def clone(self) -> "Car":
        return Car(self.id, self.owner, self.pos, self.lap, self.tyres, self.damaged, self.status, self.stays,
                   self.pitted, self.place)


@attrs.define(slots=True)
class Player:
    seat: int
    cars: tuple[int, ...]
    box: int = 0  # 1-6, shared by a player's two cars; 0 until chosen at the start of the race
    hand: list[int] = attrs.Factory(lambda: [0] * 11)  # secret: counts by value
    hidden: int = 0  # in an observation: cards of this hand the viewer cannot see (their values are zeroed)

    @property
    def cards(self) -> int:
        """The public card count."""
        return sum(self.hand) + self.hidden

    def clone(self) -> "Player":
        return Player(self.seat, self.cars, self.box, list(self.hand), self.hidden)


@attrs.define(slots=True)
class F1State:
    PHASES: ClassVar[tuple[str, ...]] = ("boxes", "turn", "exchange", "pay", "over")

    names: tuple[str, ...]
    players: list[Player]
    cars: list[Car]
    rng: SeededRng | None
    laps: int = 4
    best_lap: int = 4
    races: int = 1  # races in the championship (1: a single race)
    accidents: bool = False
    unexpected_rain: bool = False
    double_change: bool = False
    race: int = 1
    occupancy: list[int] = attrs.Factory(list)  # cars per space
    order: tuple[int, ...] = ()  # car ids in turn order for this race, pole first
    turn: int = 0  # index into order of the car whose turn it is (choosing boxes: whose player chooses)
    phase: str = "turn"
    mover: int = -1  # the car whose move is being settled (exchange, pay)
    pending: int = 0  # exchange: the 1s just drawn; pay: the penalty
    ones: list[int] = attrs.Factory(list)  # the "1" pile, top = last: 1s and maybe data.RAIN / data.SUN
    ones_shuffled: bool = False  # a weather card lies at an unknown place in the pile
    spent_ones: int = 0  # played and paid 1s: they only rebuild the "1" pile
    bank: list[int] = attrs.Factory(lambda: [0] * 11)
    aside: list[int] = attrs.Factory(lambda: [0] * 11)  # number cards out of play (the 5)
    weather: str = "dry"
    rain_card: str = "pile"  # "pile" or "shown"
    sun_card: str = "aside"  # "aside", "pile" or "shown"
    finished: list[int] = attrs.Factory(list)  # car ids in finishing order (disqualified ones included)
    retired: list[int] = attrs.Factory(list)  # car ids in the order they went out
    standings: list[int] = attrs.Factory(list)  # championship points per seat, after the races run so far
    results: list[tuple[int, ...]] = attrs.Factory(list)  # per finished race: the placed car ids, winner first
    viewer: int = -1  # an observation's seat; -1 in the true state
    intro: tuple = ()
    n: int = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        self.n = len(self.names)

    @property
    def active(self) -> int:
        """The car whose turn it is (-1 once over)."""
        return self.order[self.turn] if self.phase != "over" and self.order else -1

    def clone(self) -> "F1State":
        twin = F1State(
            self.names, [p.clone() for p in self.players], [c.clone() for c in self.cars],
            self.rng.fork() if self.rng is not None else None, self.laps, self.best_lap, self.races, self.accidents,
            self.unexpected_rain, self.double_change, self.race, list(self.occupancy), self.order, self.turn,
            self.phase, self.mover, self.pending, list(self.ones), self.ones_shuffled, self.spent_ones,
            list(self.bank), list(self.aside), self.weather, self.rain_card, self.sun_card, list(self.finished),
            list(self.retired), list(self.standings), list(self.results), self.viewer, self.intro,
        )
        return twin
