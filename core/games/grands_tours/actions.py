"""Decisions of a team director. `kind` is the stable key used in save files.

Dice are named by face within the acting team's peloton: rider dice of one
face are interchangeable. A jersey die is named explicitly ("gc", "sprint",
"mountain"); "" means a rider die. A die on a card is named by
(card, face, owner, jersey).
"""
from __future__ import annotations

from typing import ClassVar

import attrs


@attrs.frozen
class Place:
    """Put one die from your peloton on a card."""

    kind: ClassVar[str] = "place"
    card: int
    face: int
    jersey: str = ""


@attrs.frozen
class Replace:
    """Knock the die (owner, face, target) off a card with two of your dice of that face.

    `keep` stays on the card, `spend` goes to your grupetto with the knocked-off die.
    """

    kind: ClassVar[str] = "replace"
    card: int
    face: int
    owner: int
    target: str = ""
    keep: str = ""
    spend: str = ""


@attrs.frozen
class Train:
    """Put three consecutive faces low, low+1, low+2 from your peloton on one card.

    `jerseys` names the jersey dice among the three (the rest are rider dice).
    """

    kind: ClassVar[str] = "train"
    card: int
    low: int
    jerseys: tuple[str, ...] = ()


@attrs.frozen
class Roll:
    """Re-roll all your grupetto dice into the peloton; 1s go straight back."""

    kind: ClassVar[str] = "roll"


@attrs.frozen
class Pass:
    """Move one die, or two of one face, from peloton to grupetto; count 0 only with an empty peloton and grupetto."""

    kind: ClassVar[str] = "pass"
    face: int = 0
    count: int = 0
    jerseys: tuple[str, ...] = ()


@attrs.frozen
class Remove:
    """Assist card Removal: send the die (owner, face, target) on a card to its grupetto with one of yours."""

    kind: ClassVar[str] = "remove"
    card: int
    face: int
    owner: int
    target: str = ""
    spend: str = ""


@attrs.frozen
class Swap:
    """Assist card Swap: the die (owner, face, target) on card `frm` trades places with your die of that face on `to`."""

    kind: ClassVar[str] = "swap"
    frm: int
    to: int
    face: int
    owner: int
    target: str = ""
    mine: str = ""


@attrs.frozen
class Readjust:
    """Camp: set one of your just-rolled dice aside to the grupetto and re-roll the others."""

    kind: ClassVar[str] = "readjust"
    face: int
    jersey: str = ""


@attrs.frozen
class Keep:
    """Camp: keep the roll (1s to the grupetto, the rest to the peloton)."""

    kind: ClassVar[str] = "keep"


@attrs.frozen
class RestRoll:
    """Rest day: roll these peloton dice (rider faces, jersey dice by name) and the grupetto's dice but `stay` rider
    dice and the `stay_jerseys` jersey dice, which stay in it unrolled. (The defaults roll the whole grupetto, as
    this action did before grupetto dice could stay, so older saves replay unchanged.)"""

    kind: ClassVar[str] = "rest_roll"
    faces: tuple[int, ...] = ()
    jerseys: tuple[str, ...] = ()
    stay: int = 0
    stay_jerseys: tuple[str, ...] = ()


@attrs.frozen
class SevenFace:
    """The overall die showing 7 was lost: the face the rider die that replaces it shows."""

    kind: ClassVar[str] = "seven_face"
    face: int


@attrs.frozen
class TakeJersey:
    """A new jersey holder names the rider die the jersey die replaces: on a card (id), PELOTON or GRUPETTO."""

    kind: ClassVar[str] = "take_jersey"
    jersey: str
    card: int
    face: int = 0


ACTION_TYPES = (Place, Replace, Train, Roll, Pass, Remove, Swap, Readjust, Keep, RestRoll, SevenFace, TakeJersey)
ROLL = Roll()
KEEP = Keep()
EMPTY_PASS = Pass(0, 0)
