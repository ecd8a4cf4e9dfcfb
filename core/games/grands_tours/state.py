"""Mutable state of Grands Tours, with a hand-written clone for the AI."""
from __future__ import annotations

from typing import ClassVar

import attrs

from ...engine import SeededRng
from .data import Card


@attrs.define(slots=True)
class Team:
    """One team's dice and winnings. Rider dice are counted by face (index 1..6; 0 and 7 unused)."""

    peloton: list[int] = attrs.Factory(lambda: [0] * 8)
    grupetto: int = 0  # rider dice; their faces do not matter until rolled
    camp: list[int] = attrs.Factory(lambda: [0] * 8)  # rolled at camp, not yet kept (by face)
    won: list[int] = attrs.Factory(list)  # card ids, in the order won
    lead: int = 0
    sprint: int = 0
    mountain: int = 0
    assists: list[str] = attrs.Factory(list)  # assist abilities owned (each once)

    def clone(self) -> "Team":
        return Team(list(self.peloton), self.grupetto, list(self.camp), list(self.won), self.lead, self.sprint,
                    self.mountain, list(self.assists))


@attrs.define(slots=True)
class JerseyDie:
    """Where a jersey die is: zone "rest" (on the jersey card), "peloton", "grupetto", "card" or "camp"."""

    holder: int = -1
    zone: str = "rest"
    card: int = -1
    face: int = 0

    def clone(self) -> "JerseyDie":
        return JerseyDie(self.holder, self.zone, self.card, self.face)


@attrs.define(slots=True)
class GtState:
    PHASES: ClassVar[tuple[str, ...]] = ("camp", "rest", "action", "seven", "jersey", "over")

    names: tuple[str, ...]
    cards: tuple[Card, ...]  # every card of this game's deck, indexed by id
    deck: list[int]  # face down; the next card is the LAST element
    teams: list[Team]
    jerseys: list[JerseyDie]  # by data.JERSEYS index
    rng: SeededRng | None
    course: list[int] = attrs.Factory(list)  # turned cards, in course order
    car: int = 0  # index into course of the director car
    bids: dict[int, list[tuple[int, int, str]]] = attrs.Factory(dict)  # card -> dice (owner, face, jersey)
    held: list[int] = attrs.Factory(list)  # tied cards waiting for a decision, in the order they were held
    home: list[int] = attrs.Factory(list)  # cards nobody won
    phase: str = "camp"
    round: int = 0  # 1-based number of the current round (one per card)
    order: tuple[int, ...] = ()  # this round's turn order, from the leader
    queue: list[int] = attrs.Factory(list)  # seats still to decide in this phase, next first
    swaps: list[tuple[str, int, int]] = attrs.Factory(list)  # jersey handovers to finish: (step, jersey, seat)
    seven_card: int = -1  # where the lost overall die showing 7 stood (card id, or PELOTON)
    random_leader: bool = True  # the first leader was drawn by lot
    intro: tuple = ()  # events of the set-up (leader, first cards, the camp roll): the log's first lines
    n: int = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        self.n = len(self.names)

    @property
    def leader(self) -> int:
        return self.jerseys[0].holder

    @property
    def car_card(self) -> int:
        return self.course[self.car] if self.car < len(self.course) else -1

    def clone(self) -> "GtState":
        twin = GtState(
            self.names, self.cards, list(self.deck), [t.clone() for t in self.teams],
            [j.clone() for j in self.jerseys], self.rng.fork() if self.rng is not None else None,
            list(self.course), self.car, {c: list(d) for c, d in self.bids.items()}, list(self.held),
            list(self.home), self.phase, self.round, self.order, list(self.queue), list(self.swaps),
            self.seven_card, self.random_leader, self.intro,
        )
        return twin
