"""Mutable state of Tournay, with a hand-written clone for the AI."""
from __future__ import annotations

from typing import ClassVar

import attrs

from ...engine import SeededRng

CI = {"r": 0, "w": 1, "y": 2}  # colour -> index in the per-colour lists
GREY, DAMAGE = "g", "x"  # cell occupants besides an owner's citizen (its colour letter)


@attrs.define(slots=True)
class Player:
    seat: int
    deniers: int
    standing: list[int]  # per colour: usable citizens on the plaza
    down: list[int]  # per colour: laid down beside the plaza (used, or lent to an opponent)
    hand: list[str] = attrs.Factory(list)  # cards and events; others see the cards' backs only
    stacks: dict = attrs.Factory(dict)  # (x, y) -> tuple of card keys, bottom first; the last one is visible
    occ: dict = attrs.Factory(dict)  # (x, y) -> the owner's citizen colour, GREY or DAMAGE
    ramparts: list[str] = attrs.Factory(list)  # events built as ramparts (face down)
    last: tuple | None = None  # the secret last card (card, x, y, extra) until every player has chosen
    chosen: bool = False  # has chosen the last card (public)

    def clone(self) -> "Player":
        return Player(self.seat, self.deniers, self.standing[:], self.down[:], self.hand[:], dict(self.stacks),
                      dict(self.occ), self.ramparts[:], self.last, self.chosen)


@attrs.define(slots=True)
class TournayState:
    # "place" (phase 1), "act" (phase 2), then the decisions effects ask for: "keep", "draw_from", "slot", "slots",
    # "cell", "colour", "card", "citizen", "limit" (the hand limit), "last" (simultaneous), "over"; "run" only while
    # the rules work through `tasks`.
    PHASES: ClassVar[tuple[str, ...]] = ("place", "act", "keep", "draw_from", "slot", "slots", "cell", "colour",
                                         "card", "citizen", "limit", "last", "over", "run")

    names: tuple[str, ...]
    players: list[Player]
    rng: SeededRng | None
    advanced: bool = False
    expansion: str = "off"  # "off", "swap" (removable cards replaced) or "random" (three of six removed per deck)
    decks: dict = attrs.Factory(dict)  # deck key -> card keys, the top LAST
    up: dict = attrs.Factory(dict)  # deck key -> whether its top card lies face up
    criers: list[str] = attrs.Factory(list)  # revealed criers, out of their decks for good (the end's count)
    out: list[str] = attrs.Factory(list)  # cards the random expansion set-up left out (unseen)
    event_deck: list[str] = attrs.Factory(list)  # top LAST
    queue: list = attrs.Factory(list)  # QUEUE_SIZE slots: an event key or None
    coins: list[int] = attrs.Factory(list)  # coins on each slot's event
    supply: list[int] = attrs.Factory(list)  # citizens per colour
    start: int = 0
    turn: int = 0  # whose turn it is
    round: int = 0
    phase: str = "place"
    decider: int = -1
    ask: tuple = ()  # what the pending decision is for: (purpose, data...)
    tasks: list = attrs.Factory(list)  # work still to do, the next LAST (tuples of plain values)
    pending: list[str] = attrs.Factory(list)  # turned cards waiting for "keep" (seen by the decider only)
    keeps: int = 0  # cards still to keep from `pending`
    shields: dict = attrs.Factory(dict)  # seat -> event keys it is shielded from in the current firing
    ending: bool = False  # the end was announced: the last turns are being played
    end_reason: str = ""  # "end" or "cap" once over
    viewer: int = -1  # an observation's seat (hidden cards are data.HIDDEN...); -1 in the true state
    intro: tuple = ()
    n: int = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        self.n = len(self.names)

    def clone(self) -> "TournayState":
        twin = TournayState(
            self.names, [p.clone() for p in self.players], self.rng.fork() if self.rng is not None else None,
            self.advanced, self.expansion, {k: v[:] for k, v in self.decks.items()}, dict(self.up), self.criers[:],
            self.out[:], self.event_deck[:], self.queue[:], self.coins[:], self.supply[:], self.start, self.turn,
            self.round, self.phase, self.decider, self.ask, self.tasks[:], self.pending[:], self.keeps,
            {k: v[:] for k, v in self.shields.items()}, self.ending, self.end_reason, self.viewer, self.intro,
        )
        return twin
