"""Cards, dice and course layouts of Grands Tours (design/games/grands_tours.md)."""
from __future__ import annotations

import attrs

JERSEYS = ("gc", "sprint", "mountain")  # overall (lead time), sprint points, mountain points
GC, SPRINT, MOUNTAIN = range(3)
JERSEY_FACES = {
    "gc": (2, 3, 4, 5, 6, 7),  # its 1 replaced by 7
    "sprint": (2, 3, 4, 4, 5, 6),  # its 1 replaced by 4
    "mountain": (2, 3, 4, 4, 5, 6),
}
TEAM_DICE = 9
MAX_FACE = 7  # only the overall die shows 7
CAMP_ASIDE = 1  # the face whose dice a team's camp sends to its grupetto (the others go to its peloton)
ASSISTS = ("removal", "swap", "duplicates")  # two copies of each (design decision)

# Die places used by TakeJersey: a card id, or one of these.
PELOTON = -1
GRUPETTO = -2


@attrs.frozen
class Card:
    id: int
    kind: str  # "stage", "camp", "rest", "assist"
    lead: int | None = None  # stage cards: lead time; None for "-" (no lead time)
    point: str = "none"  # stage cards: "sprint", "mountain" or "none"
    week: int = 0  # stage cards: week icon 1-3; assists: the week deck they were dealt into
    assist: str = ""  # assist cards: one of ASSISTS

    @property
    def biddable(self) -> bool:
        return self.kind in ("stage", "assist")

    @property
    def lead_time(self) -> int:
        return self.lead or 0


# Standard course stage cards per week: (lead time or None for "-", point icon).
WEEKS: dict[int, tuple[tuple[int | None, str], ...]] = {
    1: ((1, "sprint"), (2, "sprint"), (2, "mountain"), (3, "sprint"), (4, "sprint"), (4, "mountain"), (6, "none")),
    2: ((2, "sprint"), (3, "sprint"), (3, "sprint"), (3, "mountain"), (3, "mountain"), (4, "mountain"),
        (5, "mountain")),
    3: ((1, "sprint"), (2, "sprint"), (3, "mountain"), (4, "mountain"), (None, "mountain"), (5, "mountain"),
        (None, "mountain"), (6, "mountain"), (7, "sprint")),
}

# Short course in order of play (after Camp): taken from the 23 stage cards as (week, lead, point).
SHORT = ((1, 1, "sprint"), (3, 1, "sprint"), (1, 2, "mountain"), (1, 2, "sprint"), (2, 3, "mountain"),
         (2, 3, "mountain"), (3, 3, "mountain"), (2, 2, "sprint"))

WEEK_SETS = ("1+2+3", "1", "2", "3", "1+2", "1+3", "2+3")  # custom course: the week decks included
