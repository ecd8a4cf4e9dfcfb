"""A player's district: the open grid within a 3x3 box, visible cards, rows and columns, citizens owned.

Only a cell's top card is visible; covered cards count for nothing but their
own printed points. A cell's row and column are its x and its y.
"""
from __future__ import annotations

import functools

from . import data as D
from .state import CI, DAMAGE, GREY, Player

CARDS = D.CARDS
SIDE = D.DISTRICT_SIDE


def visible(p: Player) -> dict:
    """(x, y) -> the top card key."""
    return {cell: stack[-1] for cell, stack in p.stacks.items()}


def count_colour(p: Player, colour: str, buildings_only: bool = False) -> int:
    n = 0
    for stack in p.stacks.values():
        card = CARDS[stack[-1]]
        if card.colour == colour and not (buildings_only and card.kind == D.CHARACTER):
            n += 1
    return n


def count_kind(p: Player, kind: str) -> int:
    return sum(1 for stack in p.stacks.values() if CARDS[stack[-1]].kind == kind)


def shows(p: Player, key: str) -> bool:
    for stack in p.stacks.values():  # a plain loop: this is asked several times a turn
        if stack[-1] == key:
            return True
    return False


def holds_prestige(p: Player, key: str) -> bool:
    """One prestige building per name, visible or covered."""
    for stack in p.stacks.values():
        if key in stack:
            return True
    return False


def usable_building(p: Player, cell) -> bool:
    """A visible level I/II building with nothing on it."""
    stack = p.stacks.get(cell)
    if not stack or cell in p.occ:
        return False
    card = CARDS[stack[-1]]
    return card.kind == D.BUILDING


def free_buildings(p: Player) -> list:
    return sorted(cell for cell in p.stacks if usable_building(p, cell))


def in_line(a, b) -> bool:
    """Same row or column, not the same cell."""
    return a != b and (a[0] == b[0] or a[1] == b[1])


def line_cards(p: Player, cell, keys) -> list:
    """The visible cards among `keys` in `cell`'s row and column, with their cells, in cell order."""
    return [(c, stack[-1]) for c, stack in sorted(p.stacks.items()) if stack[-1] in keys and in_line(c, cell)]


def owned(p: Player, colour: str) -> int:
    """Citizens of a colour the player owns, wherever they are."""
    i = CI[colour]
    if not p.occ:
        return p.standing[i] + p.down[i]
    return p.standing[i] + p.down[i] + list(p.occ.values()).count(colour)


def citizen_sets(p: Player) -> int:
    return min(owned(p, c) for c in D.COLOURS)


def citizen_refs(p: Player, colour: str | None = None, standing_only: bool = False) -> list[str]:
    """Every distinct citizen of the player (of one colour if given), as actions name them."""
    refs = []
    for c in D.COLOURS if colour is None else (colour,):
        i = CI[c]
        if p.standing[i]:
            refs.append(f"standing:{c}")
        if standing_only:
            continue
        if p.down[i]:
            refs.append(f"down:{c}")
        refs += [f"cell:{x},{y}" for (x, y), o in sorted(p.occ.items()) if o == c]
    return refs


def parse_cell_ref(ref: str):
    x, _, y = ref[5:].partition(",")
    return int(x), int(y)


def remove_citizen(p: Player, ref: str) -> str:
    """Takes the named citizen off the player (to the supply); returns its colour."""
    if ref.startswith("cell:"):
        return p.occ.pop(parse_cell_ref(ref))
    where, _, colour = ref.partition(":")
    (p.standing if where == "standing" else p.down)[CI[colour]] -= 1
    return colour


def may_widen(p: Player) -> bool:
    """Whether a card may still open a new column: the district's cards span fewer than SIDE columns."""
    xs = [x for x, _ in p.stacks]
    return not xs or max(xs) - min(xs) + 1 < SIDE


def frontier(p: Player) -> list:
    """Empty cells a new card may go to: next to a card, the district still within a 3x3 box."""
    return list(_frontier(tuple(p.stacks)))


@functools.lru_cache(maxsize=4096)
def _frontier(cells: tuple) -> tuple:
    if not cells:
        return ((0, 0),)
    taken = set(cells)
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    lox, hix, loy, hiy = min(xs), max(xs), min(ys), max(ys)
    found = set()
    for (x, y) in cells:
        for cell in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if cell in taken or cell in found:
                continue
            if max(hix, cell[0]) - min(lox, cell[0]) < SIDE and max(hiy, cell[1]) - min(loy, cell[1]) < SIDE:
                found.add(cell)
    return tuple(sorted(found))


def complete(p: Player) -> bool:
    """Nine cells and at least two visible prestige buildings: the end's first condition."""
    return len(p.stacks) == SIDE * SIDE and count_kind(p, D.PRESTIGE) >= D.END_PRESTIGE


def cuts(p: Player, cell) -> tuple[int, int]:
    """Visible Notaries and Knights in a cell's row and column (not the card the placement would cover)."""
    notaries = knights = 0
    for c, stack in p.stacks.items():
        top = stack[-1]
        if (top == "notary" or top == "knight") and in_line(c, cell):
            if top == "notary":
                notaries += 1
            else:
                knights += 1
    return notaries, knights


def place_cost(p: Player, key: str, cell, line: tuple[int, int] | None = None) -> int:
    """The denier part of a card's cost at `cell`, after the Knight and Notary cuts, never below 0."""
    card = CARDS[key]
    notaries, knights = line if line is not None else cuts(p, cell)
    cost = card.cost - notaries * D.NOTARY_CUT - (knights * D.KNIGHT_CUT if card.kind == D.PRESTIGE else 0)
    return max(0, cost)


def clear_pieces(p: Player, cell) -> tuple[str, str]:
    """Pieces on a cell whose card is covered or removed: an owner's citizen back to the plaza standing, grey
    citizens and damage to the supply. Returns (what, colour) for the log ("", "" if nothing)."""
    piece = p.occ.pop(cell, None)
    if piece is None:
        return "", ""
    if piece in (GREY, DAMAGE):
        return piece, ""
    p.standing[CI[piece]] += 1
    return "citizen", piece
