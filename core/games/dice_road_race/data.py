"""Boards, courses and stages of The Dice Road Race (design/games/dice_road_race.md)."""
from __future__ import annotations

import itertools

import attrs

from ...engine import QT_TRANSLATE_NOOP, message

# Space costs from start to finish per (board, side); "W" white, "B" black.
BOARDS: dict[tuple[int, str], tuple[int, ...]] = {
    (1, "W"): (1, 1, 1, 2, 1, 2, 3, 3),
    (1, "B"): (1, 2, 2, 1, 2, 3, 2, 3),
    (2, "W"): (1, 2, 1, 2, 3, 2, 2, 3),
    (2, "B"): (2, 1, 1, 2, 2, 1, 2, 3),
    (3, "W"): (2, 2, 3, 2, 1, 2, 2, 3),
    (3, "B"): (2, 3, 2, 2, 3, 2, 4),
}


@attrs.frozen
class Course:
    boards: tuple[tuple[int, str], ...]

    @property
    def key(self) -> str:
        return "-".join(f"{n}{side}" for n, side in self.boards)

    @classmethod
    def parse(cls, key: str) -> "Course":
        return cls(tuple((int(part[0]), part[1]) for part in key.split("-")))

    @property
    def costs(self) -> tuple[int, ...]:
        """Cost of entering each space; position p (1-based) entered by paying costs[p - 1]."""
        return tuple(c for board in self.boards for c in BOARDS[board])

    @property
    def total(self) -> int:
        return sum(self.costs)

    def board_of_space(self) -> tuple[int, ...]:
        """Index into `boards` for each space (for drawing board edges)."""
        return tuple(i for i, board in enumerate(self.boards) for _ in BOARDS[board])


@attrs.frozen
class Stage:
    number: int
    kind: str  # "flat", "mountain", "medium_mountain", "time_trial"
    course: Course
    # Derived once, not part of equality or repr: the rules read them on every decision.
    time_trial: bool = attrs.field(init=False, eq=False, repr=False)
    cum: tuple[int, ...] = attrs.field(init=False, eq=False, repr=False)  # cum[p] = cost of entering spaces 1..p
    finish: int = attrs.field(init=False, eq=False, repr=False)  # the finish position (number of spaces)

    def __attrs_post_init__(self) -> None:
        cum = tuple(itertools.accumulate(self.course.costs, initial=0))
        object.__setattr__(self, "time_trial", self.kind == "time_trial")
        object.__setattr__(self, "cum", cum)
        object.__setattr__(self, "finish", len(cum) - 1)


STAGE_KIND_NAMES = {
    "flat": message("drr.stage.flat", QT_TRANSLATE_NOOP("drr", "Flat")),
    "mountain": message("drr.stage.mountain", QT_TRANSLATE_NOOP("drr", "Mountain")),
    "medium_mountain": message("drr.stage.medium_mountain", QT_TRANSLATE_NOOP("drr", "Medium mountain")),
    "time_trial": message("drr.stage.time_trial", QT_TRANSLATE_NOOP("drr", "Individual time trial")),
    "race": message("drr.stage.race", QT_TRANSLATE_NOOP("drr", "Single race")),
}

STAGES: tuple[Stage, ...] = (
    Stage(1, "flat", Course.parse("2B-1W-3W")),
    Stage(2, "mountain", Course.parse("1B-2B-3B")),
    Stage(3, "time_trial", Course.parse("1W-2B")),
    Stage(4, "medium_mountain", Course.parse("1W-2W-3W")),
    Stage(5, "mountain", Course.parse("2W-1B-3B")),
)

# Single races: boards 1 and 2 in either order and on either side, then board 3.
SINGLE_COURSES: tuple[Course, ...] = tuple(
    Course(((a, sa), (b, sb), (3, s3)))
    for (a, b) in ((1, 2), (2, 1))
    for sa, sb, s3 in itertools.product("WB", repeat=3)
)

BONUS = (-10, -5, -2)  # seconds off for stage places 1-3 (not in the time trial)
EXTRA_IN_ROUND = 10  # finished within the extra round
EXTRA_NOT_FINISHED = 20
MAX_SWING_PER_STAGE = BONUS[0] * -1 + EXTRA_NOT_FINISHED  # the most one rider can gain on another in a road stage
MAX_DICE = 3
