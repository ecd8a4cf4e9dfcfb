"""This edition's circuit as a graph (design/games/grandprix_f1.md): the one source the rules and the table read.

Spaces are named as on the board: "1".."30" on the ideal line, "U1".."U15"
overtaking lanes, "K1".."K24" gravel, "B1".."B19" the pit lane and
"Box1".."Box6" the pit boxes. Lanes are not tracked: a space holds as many
cars as its capacity. The start/finish line lies between 30 and 1 and
between B15 and B16.
"""
from __future__ import annotations

from typing import NamedTuple

MAIN = tuple(str(i) for i in range(1, 31))
SINGLE_LANE_MAIN = frozenset({"2", "5", "12", "13", "14"})  # every other main space holds two cars
TWO_LANE_GRAVEL = frozenset({"K1", "K11"})  # the only gravel spaces two cars may share


class Bypass(NamedTuple):
    """A way round a blocked stretch: from `entry` along `spaces` to `exit`, taken only when a car on the
    ideal line would be stopped by a full space in `trigger` (see rules: the routing rule).

    `side_exit` (space, main space): a lane that leaves early onto the ideal line when that space has room.
    """

    kind: str  # "lane" (a U lane) or "gravel"
    entry: str
    spaces: tuple[str, ...]
    exit: str
    trigger: tuple[str, ...]
    side_exit: tuple[str, str] | None = None


def _run(prefix: str, first: int, last: int) -> tuple[str, ...]:
    return tuple(f"{prefix}{i}" for i in range(first, last + 1))


# In the order the routing rule prefers them at one entry: a U lane before gravel.
BYPASSES = (
    # Curve 1: the U lane beside 2 (and on beside 3-4 when 3 is full), then gravel when 2 and U1 are full.
    Bypass("lane", "1", _run("U", 1, 5), "5", ("2",), side_exit=("U3", "3")),
    Bypass("gravel", "1", _run("K", 8, 10), "3", ("2",)),
    Bypass("gravel", "4", _run("K", 1, 7), "6", ("5",)),
    # Curve 2.
    Bypass("lane", "7", _run("U", 6, 10), "11", ("8", "9", "10")),
    # Curve 3: the apexes 12-13-14; gravel only when 12 is full.
    Bypass("gravel", "11", _run("K", 11, 17), "15", ("12",)),
    # Curve 4.
    Bypass("lane", "24", _run("U", 11, 15), "28", ("25", "26", "27")),
    Bypass("gravel", "25", _run("K", 18, 24), "28", ("26", "27")),
)

PIT_ENTRY = "19"  # the pit lane starts after 19, instead of 20
LANE = _run("B", 1, 19)
PIT_EXIT = "3"  # B19 rejoins the ideal line at 3
LIMIT_START = "B2"  # reaching it caps the move (a 10 counts as 6)
FREE_FROM = "B16"  # a car starting here or later moves freely
BOXES = _run("Box", 1, 6)


def box_entry(box: int) -> str:
    """The lane space a car steps into box `box` (1-6) from."""
    return f"B{2 * box + 1}"


def box_exit(box: int) -> str:
    """The lane space a car steps onto when it leaves box `box`."""
    return f"B{2 * box + 3}"


FINISH_LINES = (("30", "1"), ("B15", "B16"))  # crossing one of these steps completes a lap

BEST_LAP = "1"
SECTOR_BESTS = ("12", "19")
PENALTIES = {"4": 6, "10": 6, "18": 6, "9": 4, "16": 4, "22": 4, "24": 4, "26": 4, "27": 4, "30": 4}
GRID = tuple(str(i) for i in range(30, 22, -1))  # pole first


def capacity(space: str) -> int:
    if space in MAIN:
        return 1 if space in SINGLE_LANE_MAIN else 2
    return 2 if space in TWO_LANE_GRAVEL else 1


def kind(space: str) -> str:
    """"main", "lane" (a U lane), "gravel", "pit" (B1-B19) or "box"."""
    if space in MAIN:
        return "main"
    if space.startswith("Box"):
        return "box"
    return {"U": "lane", "K": "gravel", "B": "pit"}[space[0]]


SPACES = MAIN + tuple(s for b in BYPASSES for s in b.spaces) + LANE + BOXES


def edges() -> tuple[tuple[str, str], ...]:
    """Every step a car can take, for drawing the circuit (the rules route with the same data)."""
    out = [(MAIN[i], MAIN[(i + 1) % len(MAIN)]) for i in range(len(MAIN))]
    for b in BYPASSES:
        chain = (b.entry, *b.spaces, b.exit)
        out += list(zip(chain, chain[1:]))
        if b.side_exit:
            out.append(b.side_exit)
    chain = (PIT_ENTRY, *LANE, PIT_EXIT)
    out += list(zip(chain, chain[1:]))
    for k, box in enumerate(BOXES, start=1):
        out += [(box_entry(k), box), (box, box_exit(k))]
    return tuple(out)
