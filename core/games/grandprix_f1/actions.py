"""Decisions a GrandPrix-F1 player makes. `kind` is the stable key used in save files.

Cars are named by id (their index in the state); cards by value; card sets
are tuples of values, largest first.
"""
from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen
class Play:
    """Play one card for `car`: the car whose turn it is, or (two cars per player) the other car on the track.

    `pit`: take the pit lane when the move passes 19 (compulsory after ending on 19 or with damage, except on
    the final lap). `tyres`: only when leaving the box, the tyres the car leaves on ("dry" or "wet").
    """

    kind: ClassVar[str] = "play"
    car: int
    card: int
    pit: bool = False
    tyres: str = ""


@attrs.frozen
class Stay:
    """A car in its box stays one more turn and takes its fuel in these 10s, 6s and 4s."""

    kind: ClassVar[str] = "stay"
    cards: tuple[int, ...]


@attrs.frozen
class Exchange:
    """Straight after a bonus draw: what the drawn 1s become (all 1s = keep them)."""

    kind: ClassVar[str] = "exchange"
    cards: tuple[int, ...]


@attrs.frozen
class Pay:
    """A penalty paid with these cards (no change is given)."""

    kind: ClassVar[str] = "pay"
    cards: tuple[int, ...]


@attrs.frozen
class Box:
    """At the start of a race, in start order: the pit box (1-6) the player takes for their car or cars."""

    kind: ClassVar[str] = "box"
    box: int


ACTION_TYPES = (Play, Stay, Exchange, Pay, Box)
