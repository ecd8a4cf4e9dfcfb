"""Decisions a Tournay player makes. `kind` is the stable key used in save files.

Cards are named by their key in data.py, colours by "r", "w", "y", district
cells by (x, y) on the owner's open grid (the first card sits at (0, 0)), event
slots by their place in the queue (0-2). `borrow` lists, one per borrowed
citizen, the opponents whose standing citizens are used (sorted); the rest of
the citizens an action needs are the player's own. A citizen named in a cost
or a loss is "standing:<colour>", "down:<colour>" or "cell:<x>,<y>".
"""
from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen
class Place:
    """Phase 1: a card from hand into the district; `extra` pays a prestige building's "+1 card" or "1 citizen"."""

    kind: ClassVar[str] = "place"
    card: str
    x: int
    y: int
    extra: str = ""


@attrs.frozen
class Skip:
    """Phase 1: place no card."""

    kind: ClassVar[str] = "skip"


@attrs.frozen
class Draw:
    """Action 1: citizens of a colour draw from its deck of that level; `mode` "top" takes the face-up top card,
    "turn" turns two and keeps one."""

    kind: ClassVar[str] = "draw"
    colour: str
    level: int
    mode: str
    borrow: tuple[int, ...] = ()


@attrs.frozen
class Use:
    """Action 2: a citizen of its colour uses the unoccupied building at (x, y) of your district."""

    kind: ClassVar[str] = "use"
    x: int
    y: int
    borrow: tuple[int, ...] = ()


@attrs.frozen
class Fight:
    """Action 3: fight the event in queue slot `slot` (it must have a coin)."""

    kind: ClassVar[str] = "fight"
    slot: int
    borrow: tuple[int, ...] = ()


@attrs.frozen
class Earn:
    """Action 4: `count` of your own standing citizens of one colour earn money."""

    kind: ClassVar[str] = "earn"
    colour: str
    count: int


@attrs.frozen
class Gather:
    """Action 5: all your citizens back to your plaza, standing."""

    kind: ClassVar[str] = "gather"


@attrs.frozen
class Recruit:
    """Action 6 (advanced rules): a citizen and 5 deniers take a citizen of its colour from the supply."""

    kind: ClassVar[str] = "recruit"
    colour: str
    borrow: tuple[int, ...] = ()


@attrs.frozen
class Keep:
    """Drawing: the turned card kept (the Abbey asks twice)."""

    kind: ClassVar[str] = "keep"
    card: str


@attrs.frozen
class DrawFrom:
    """A building's draw: the deck and the mode (the Harbour only takes face-up tops)."""

    kind: ClassVar[str] = "draw_from"
    colour: str
    level: int
    mode: str


@attrs.frozen
class Slot:
    """An event of the queue (-1: none, where declining is allowed)."""

    kind: ClassVar[str] = "slot"
    slot: int


@attrs.frozen
class Slots:
    """Several events of the queue, sorted: the Ballista's, or those shielded by ramparts."""

    kind: ClassVar[str] = "slots"
    slots: tuple[int, ...]


@attrs.frozen
class Cell:
    """A building: in `seat`'s district (seat -1: none, where declining is allowed)."""

    kind: ClassVar[str] = "cell"
    seat: int
    x: int
    y: int


@attrs.frozen
class Colour:
    kind: ClassVar[str] = "colour"
    colour: str


@attrs.frozen
class Card:
    """A card from your hand: discarded (Norman Raid, Weaver, the hand limit)."""

    kind: ClassVar[str] = "card"
    card: str


@attrs.frozen
class Rampart:
    """The hand limit: an event from your hand built as a rampart (it shields nothing)."""

    kind: ClassVar[str] = "rampart"
    card: str


@attrs.frozen
class Citizen:
    """One of your citizens (Plague)."""

    kind: ClassVar[str] = "citizen"
    ref: str


@attrs.frozen
class Last:
    """The end: the secret last card and where it goes (card "": none)."""

    kind: ClassVar[str] = "last"
    card: str
    x: int = 0
    y: int = 0
    extra: str = ""


ACTION_TYPES = (Place, Skip, Draw, Use, Fight, Earn, Gather, Recruit, Keep, DrawFrom, Slot, Slots, Cell, Colour, Card,
                Rampart, Citizen, Last)
SKIP, GATHER = Skip(), Gather()
NO_LAST = Last("")
