"""Mutable state of Grimoire, with a hand-written clone for the AI."""
from __future__ import annotations

from typing import ClassVar

import attrs

from ...engine import SeededRng


@attrs.define(slots=True)
class Player:
    seat: int
    token: int  # order token (1 acts first); last round's token breaks ties for shared pages
    treasures: list[str] = attrs.Factory(list)  # private: other seats see only how many
    companions: list[str] = attrs.Factory(list)  # face up
    items: list[str] = attrs.Factory(list)  # private but for lucky shoes
    chips: int = 0  # VP chips (the supply makes change freely, so only the total matters)
    page: int | None = None  # this round's page; hidden from others until every page is chosen
    chosen: bool = False  # has marked a page this round (public)

    def clone(self) -> "Player":
        return Player(self.seat, self.token, list(self.treasures), list(self.companions), list(self.items),
                      self.chips, self.page, self.chosen)


@attrs.define(slots=True)
class GrimoireState:
    # "choose": book phase (simultaneous); then quest-phase decisions: "spy", "luck", "target", "fireball",
    # "nun", "sword", "give", "seize", "take"; "over" when the game has ended.
    PHASES: ClassVar[tuple[str, ...]] = (
        "choose", "spy", "luck", "target", "fireball", "nun", "sword", "give", "seize", "take", "over")

    names: tuple[str, ...]
    players: list[Player]
    rng: SeededRng | None
    deck: list[str] = attrs.Factory(list)  # quest deck, top = last; order unknown to all
    discard: list[str] = attrs.Factory(list)  # face up, public
    item_deck: list[str] = attrs.Factory(list)  # top = last
    item_discard: list[str] = attrs.Factory(list)  # copper swords spent to cancel a page (public)
    field: list[str | None] = attrs.Factory(list)  # by slot; None once taken or discarded
    down: int | None = None  # the slot holding the face-down card, while it is there
    seen_down: list[int] = attrs.Factory(list)  # seats that know the face-down card (a spy who looked)
    phase: str = "choose"
    round: int = 0
    mp: int = 0
    order: list[int] = attrs.Factory(list)  # this round's quest order (seats)
    turn: int = 0  # index into `order` of the player acting
    defense: list[int] = attrs.Factory(list)  # seats under Defense this round
    silenced: list[int] = attrs.Factory(list)  # seats whose page has no effect this round
    reversed: bool = False  # Time reversed this round's order
    decider: int = -1  # who decides in a quest-phase step (the active player, or a target)
    candidates: tuple[int, ...] = ()  # "target": the seats the caster may pick
    target: int = -1  # the seat a targeted page is aimed at
    queue: list[int] = attrs.Factory(list)  # Meteor: victims still to be asked about a sword, in order
    pick: int = 0  # "nun": how many discard cards to choose
    ending: bool = False  # someone holds enough treasures or companions: this is the last round
    end_reason: str = ""  # "cards" or "deck" once over
    viewer: int = -1  # an observation's seat (hidden cards there are data.HIDDEN); -1 in the true state
    intro: tuple = ()  # events of the set-up (the first round, the first deal), for the log's first lines
    n: int = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        self.n = len(self.names)

    @property
    def active(self) -> int:
        return self.order[self.turn] if self.order and self.turn < len(self.order) else -1

    def clone(self) -> "GrimoireState":
        twin = GrimoireState(
            self.names, [p.clone() for p in self.players], self.rng.fork() if self.rng is not None else None,
            list(self.deck), list(self.discard), list(self.item_deck), list(self.item_discard), list(self.field),
            self.down, list(self.seen_down), self.phase, self.round, self.mp, list(self.order), self.turn,
            list(self.defense), list(self.silenced), self.reversed, self.decider, self.candidates, self.target,
            list(self.queue), self.pick, self.ending, self.end_reason, self.viewer, self.intro,
        )
        return twin
