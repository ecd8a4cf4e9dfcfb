"""Decisions a Grimoire player makes. `kind` is the stable key used in save files.

Cards are named by their key in data.py; field cards by their slot (0 is the
face-down slot of the round's deal).
"""
from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen
class ChoosePage:
    """Book phase, simultaneous and secret: the page (1..MP) marked in your book."""

    kind: ClassVar[str] = "page"
    page: int


@attrs.frozen
class SpyLook:
    """A spy holder at the start of their quest turn: look at the face-down field card, or not."""

    kind: ClassVar[str] = "spy"
    look: bool


@attrs.frozen
class Target:
    """The caster picks the target: among tied players (Charm, Transformation, Domination) or any eligible (Silence)."""

    kind: ClassVar[str] = "target"
    seat: int


@attrs.frozen
class Luck:
    """Luck: the field slot to discard (a replacement is dealt into it)."""

    kind: ClassVar[str] = "luck"
    slot: int


@attrs.frozen
class Fireball:
    """Fireball: up to two field slots to discard, in increasing order (none is allowed)."""

    kind: ClassVar[str] = "fireball"
    slots: tuple[int, ...]


@attrs.frozen
class NunPick:
    """Heal or Miracle with a nun: the discard-pile cards taken, sorted by key."""

    kind: ClassVar[str] = "nun"
    cards: tuple[str, ...]


@attrs.frozen
class Sword:
    """The target of a page: discard a copper sword to cancel its effect on you, or not. Every target is asked;
    only a holder may answer True."""

    kind: ClassVar[str] = "sword"
    use: bool


@attrs.frozen
class Give:
    """Charm's target: the companion given to the caster."""

    kind: ClassVar[str] = "give"
    card: str


@attrs.frozen
class Seize:
    """Domination's caster: the companion taken from the target."""

    kind: ClassVar[str] = "seize"
    card: str


@attrs.frozen
class Take:
    """End of your quest turn: the field card taken."""

    kind: ClassVar[str] = "take"
    slot: int


ACTION_TYPES = (ChoosePage, SpyLook, Target, Luck, Fireball, NunPick, Sword, Give, Seize, Take)

# Shared instances: actions are immutable and playouts list them constantly.
PAGES = {p: ChoosePage(p) for p in range(0, 17)}
LOOKS = (SpyLook(True), SpyLook(False))
SWORDS = (Sword(True), Sword(False))
TAKES = {s: Take(s) for s in range(0, 8)}
LUCKS = {s: Luck(s) for s in range(0, 8)}
TARGETS = {s: Target(s) for s in range(0, 8)}
