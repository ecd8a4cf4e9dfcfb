"""The routing rule over the circuit graph, precomputed into arrays for speed.

A move follows the ideal line (the pit lane when chosen, its own box inside
it). If the first full space on that line is the destination, the car stops
behind it. If it comes earlier, the car takes the first bypass whose entry it
reaches before that space, whose trigger holds it and whose first space has
room (U lanes are listed before gravel at a shared entry); else it stops
behind. Inside a bypass there is no overtaking; after it the test repeats.
A car that enters gravel stops on the bed's last space at the latest. Moves
never stop early by choice.
"""
from __future__ import annotations

import functools
import math
from typing import NamedTuple

from . import circuit as C
from .data import CAP as SPEED_CAP

NAMES = C.SPACES
ID = {name: i for i, name in enumerate(NAMES)}
COUNT = len(NAMES)
CAPACITY = tuple(C.capacity(s) for s in NAMES)
KIND = tuple(C.kind(s) for s in NAMES)
IN_BYPASS = tuple(k in ("lane", "gravel") for k in KIND)
IS_GRAVEL = tuple(k == "gravel" for k in KIND)
IN_PITS = tuple(k in ("pit", "box") for k in KIND)
IS_BOX = tuple(k == "box" for k in KIND)
GRID = tuple(ID[s] for s in C.GRID)
PIT_ENTRY, B1, LIMIT_START = ID[C.PIT_ENTRY], ID[C.LANE[0]], ID[C.LIMIT_START]
BOX = {k: ID[box] for k, box in enumerate(C.BOXES, start=1)}
BOX_ENTRY = {k: ID[C.box_entry(k)] for k in BOX}
BOX_OF = {space: k for k, space in BOX.items()}
CAPPED_START = frozenset([ID[s] for s in C.LANE[: C.LANE.index(C.FREE_FROM)]] + list(BOX.values()))
CROSSINGS = frozenset((ID[a], ID[b]) for a, b in C.FINISH_LINES)
LINE_AFTER = tuple(next((ID[b] for a, b in C.FINISH_LINES if ID[a] == s), -1) for s in range(COUNT))
BONUS = {ID[C.BEST_LAP]: "best_lap", **{ID[s]: "sector" for s in C.SECTOR_BESTS}}
PENALTY = {ID[s]: cost for s, cost in C.PENALTIES.items()}


def _build():
    nxt = [-1] * COUNT
    for i, s in enumerate(C.MAIN):
        nxt[ID[s]] = ID[C.MAIN[(i + 1) % len(C.MAIN)]]
    entries: dict[int, list[int]] = {}
    side, last = {}, {}
    for b, bypass in enumerate(C.BYPASSES):
        chain = [ID[s] for s in (*bypass.spaces, bypass.exit)]
        for a, z in zip(chain, chain[1:]):
            nxt[a] = z
        entries.setdefault(ID[bypass.entry], []).append(b)
        if bypass.side_exit:
            side[ID[bypass.side_exit[0]]] = ID[bypass.side_exit[1]]
        if bypass.kind == "gravel":
            for s in bypass.spaces:
                last[ID[s]] = ID[bypass.spaces[-1]]
    chain = [ID[s] for s in (*C.LANE, C.PIT_EXIT)]
    for a, z in zip(chain, chain[1:]):
        nxt[a] = z
    for k, box in BOX.items():
        nxt[box] = ID[C.box_exit(k)]
    return tuple(nxt), {e: tuple(bs) for e, bs in entries.items()}, side, last


NEXT, ENTRIES, SIDE_EXIT, GRAVEL_LAST = _build()
BYPASS_FIRST = tuple(ID[b.spaces[0]] for b in C.BYPASSES)
BYPASS_TRIGGER = tuple(frozenset(ID[s] for s in b.trigger) for b in C.BYPASSES)
BYPASS_GRAVEL = tuple(b.kind == "gravel" for b in C.BYPASSES)
BYPASS_LAST = tuple(ID[b.spaces[-1]] for b in C.BYPASSES)
BYPASS_LENGTH = tuple(len(b.spaces) for b in C.BYPASSES)


def _distance(start: int, goal: int, limit: int = 80) -> float:
    """Steps from `start` to `goal` along the default route (no pit lane), or infinity."""
    pos, steps = start, 0
    while pos != goal:
        if KIND[pos] in ("pit", "box") or steps > limit:
            return math.inf
        pos = SIDE_EXIT.get(pos, NEXT[pos])
        steps += 1
    return steps


TO_PIT_ENTRY = tuple(_distance(s, PIT_ENTRY) for s in range(COUNT))  # whether a move passes 19


def _to_line(space: int) -> int:
    """Steps to the finish line along the ideal line; in the pit lane, by way of the car's box (counted once)."""
    if KIND[space] == "box":
        return 1 + _to_line(NEXT[space])
    if KIND[space] == "pit":
        number = int(NAMES[space][1:])
        if number <= 15:
            return 15 - number + 1
        return (19 - number) + 1 + _to_line(ID[C.PIT_EXIT])
    pos, steps = space, 0
    while (pos, NEXT[pos]) not in CROSSINGS:
        pos = SIDE_EXIT.get(pos, NEXT[pos])
        steps += 1
    return steps + 1


TO_LINE = tuple(_to_line(s) for s in range(COUNT))  # the AI's measure of progress


class Move(NamedTuple):
    route: tuple[int, ...]  # the spaces entered, in order (the start excluded)
    budget: int  # the spaces the card allows after tyres, damage and the gravel or pit limit
    blocked: int  # the full space that stopped the car, or -1
    crossed: bool  # crossed the finish line (not for the last time)
    finished: bool  # crossed it at the end of its final lap: the car leaves the board
    box: bool  # reached its box
    gravel_stop: bool  # stopped on a gravel bed's last space by the gravel rule
    reach: int  # the spaces the move could cover at most: the budget, or fewer where the gravel rule ends it

    @property
    def overshoot(self) -> int:
        """The spaces a car that another car stopped could not cover (accidents): only those it could have
        reached, so never beyond where the gravel rule would have ended the move."""
        return self.reach - self.moved

    @property
    def moved(self) -> int:
        return len(self.route) + self.finished


_new = tuple.__new__  # _new(Move, fields) skips NamedTuple's Python-level __new__: plan runs for every move weighed


def passes_entry(start: int, budget: int) -> bool:
    """Would a move of `budget` from `start` pass 19, so that the pit lane may be taken?"""
    if KIND[start] == "gravel":
        budget = min(budget, SPEED_CAP)
    return TO_PIT_ENTRY[start] < budget


@functools.lru_cache(maxsize=None)
def _ideal_path(pos: int, left: int, used: int, capped: bool, pit: bool, box: int,
                final_lap: bool) -> tuple[tuple[int, ...], bool, int, bool]:
    """The ideal line from `pos` for the `left` spaces of a move that has `used` others, whatever the other cars:
    (its spaces, whether it ends by finishing, where it crosses the line or -1, whether the pit limit now caps
    the move). It stops at the car's box or at the finishing crossing. Cached: it depends on small ints only."""
    path: list[int] = []
    limit, here, finish, cross_at = left, pos, False, -1
    box_entry, box_space = BOX_ENTRY[box], BOX[box]
    while len(path) < limit:
        step = B1 if (here == PIT_ENTRY and pit) else (box_space if here == box_entry else NEXT[here])
        if LINE_AFTER[here] == step:
            if final_lap:
                finish = True
                break
            cross_at = len(path)
        path.append(step)
        if step == box_space:
            break
        if step == LIMIT_START and not capped:  # the pit limit counts the whole move (a 10 counts as 6)
            capped = True
            limit = min(limit, max(SPEED_CAP - used, len(path)))
        here = step
    return tuple(path), finish, cross_at, capped


def plan(occupancy: list[int], start: int, budget: int, box: int, pit: bool, final_lap: bool) -> Move:
    """The move of a car on `start` allowed `budget` spaces (after tyres and damage). `box` is its pit box,
    `pit` whether it takes the pit lane, `final_lap` whether crossing the line finishes it."""
    capped = start in CAPPED_START
    if capped or IS_GRAVEL[start]:
        budget = min(budget, SPEED_CAP)
    route: list[int] = []
    pos, left, crossed = start, budget, False
    gravel_end, reach = -1, budget
    box_space = BOX[box]
    while left > 0:
        if IN_BYPASS[pos]:  # follow the bypass to its exit, no overtaking
            step = NEXT[pos]
            side = SIDE_EXIT.get(pos)
            if side is not None and occupancy[side] < CAPACITY[side]:
                step = side
            if occupancy[step] >= CAPACITY[step]:
                return _new(Move, (tuple(route), budget, step, crossed, False, False, False, reach))
            route.append(step)
            pos, left = step, left - 1
            if pos == gravel_end:
                return _new(Move, (tuple(route), budget, -1, crossed, False, False, True, reach))
            continue
        path, finish, cross_at, capped = _ideal_path(pos, left, budget - left, capped, pit, box, final_lap)
        full = -1
        for j, space in enumerate(path):
            if occupancy[space] >= CAPACITY[space]:
                full = j
                break
        if full < 0:
            route += path
            crossed = crossed or cross_at >= 0
            if finish:
                return _new(Move, (tuple(route), budget, -1, crossed, True, False, False, reach))
            box_reached = path[-1] == box_space if path else False
            return _new(Move, (tuple(route), budget, -1, crossed, False, box_reached, False, reach))
        if full < len(path) - 1 or finish:  # stopped short of the destination: a bypass, if one is open
            taken = -1
            target = path[full]
            for j in range(-1, full):
                entry = pos if j < 0 else path[j]
                for b in ENTRIES.get(entry, ()):
                    first = BYPASS_FIRST[b]
                    if target in BYPASS_TRIGGER[b] and occupancy[first] < CAPACITY[first]:
                        taken = b
                        break
                if taken >= 0:
                    route += path[: j + 1]
                    crossed = crossed or 0 <= cross_at <= j
                    first = BYPASS_FIRST[taken]
                    route.append(first)
                    left -= j + 2
                    pos = first
                    if BYPASS_GRAVEL[taken]:  # the gravel rule: the move ends on the bed's last space at the latest
                        gravel_end = BYPASS_LAST[taken]
                        reach = min(reach, len(route) + BYPASS_LENGTH[taken] - 1)
                    else:
                        gravel_end = -1
                    break
            if taken >= 0:
                continue
        route += path[:full]
        crossed = crossed or 0 <= cross_at < full
        return _new(Move, (tuple(route), budget, path[full], crossed, False, False, False, reach))
    return _new(Move, (tuple(route), budget, -1, crossed, False, False, False, reach))
