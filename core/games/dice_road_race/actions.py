"""Decisions a rider makes. `kind` is the stable key used in save files."""
from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen
class Declare:
    """The active rider names how many dice to roll."""

    kind: ClassVar[str] = "declare"
    dice: int


@attrs.frozen
class Join:
    """A rider on the active rider's space joins the roll, or not."""

    kind: ClassVar[str] = "join"
    join: bool


@attrs.frozen
class Advance:
    """After the roll, a mover stops on position `to` (possibly short of the furthest reachable)."""

    kind: ClassVar[str] = "advance"
    to: int


@attrs.frozen
class Retire:
    """Leave the general classification; back next stage with three dice (stage race only)."""

    kind: ClassVar[str] = "retire"


@attrs.frozen
class Agree:
    """Vote on ending the stage race early once the overall order is settled."""

    kind: ClassVar[str] = "agree"
    end: bool


ACTION_TYPES = (Declare, Join, Advance, Retire, Agree)

# Shared instances: actions are immutable, and playouts list them constantly.
DECLARES = {k: Declare(k) for k in range(1, 4)}
JOINS = (Join(True), Join(False))
AGREES = (Agree(True), Agree(False))
RETIRE = Retire()
