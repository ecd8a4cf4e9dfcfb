"""The final count: prestige buildings for everyone, card points (covered cards too), ramparts.

Each prestige name visible in any district scores once per player: the
builder's value if that player shows it, else the others' value, times what
the player has of the counted thing, at most 12.
"""
from __future__ import annotations

from . import data as D
from . import district as Z
from .state import Player, TournayState


def measure(p: Player, counts: str) -> int:
    if counts == "flat":
        return 1
    if counts == "sets":
        return min(Z.count_colour(p, c) for c in D.COLOURS)
    if counts.startswith("citizens_"):
        return Z.owned(p, counts[-1])
    if counts.startswith("cards_"):
        return Z.count_colour(p, counts[-1])
    if counts == "deniers":
        return p.deniers // 4
    if counts == "characters":
        return Z.count_kind(p, D.CHARACTER)
    if counts == "prestige":
        return Z.count_kind(p, D.PRESTIGE)
    if counts == "citizen_sets":
        return Z.citizen_sets(p)
    if counts == "buildings_wy":
        return Z.count_colour(p, "w", True) + Z.count_colour(p, "y", True)
    if counts == "ramparts":
        return len(p.ramparts)
    raise ValueError(counts)


PRESTIGE_KEYS = tuple(k for k, c in D.CARDS.items() if c.kind == D.PRESTIGE)  # in data order


def tallies(p: Player) -> dict[str, int]:
    """Every count `measure` knows (its `counts` -> its value), from one pass over the district: scoring asks for
    several of them per player."""
    cards = {c: 0 for c in D.COLOURS}  # visible cards per colour
    buildings = {c: 0 for c in D.COLOURS}  # the same, characters left out
    characters = prestige = 0
    for stack in p.stacks.values():
        card = D.CARDS[stack[-1]]
        colour = card.colour
        if card.kind == D.CHARACTER:
            characters += 1
        elif card.kind == D.PRESTIGE:
            prestige += 1
        if colour in cards:
            cards[colour] += 1
            if card.kind != D.CHARACTER:
                buildings[colour] += 1
    owned = {c: Z.owned(p, c) for c in D.COLOURS}
    found = {"flat": 1, "sets": min(cards.values()), "deniers": p.deniers // 4, "characters": characters,
             "prestige": prestige, "citizen_sets": min(owned.values()), "buildings_wy": buildings["w"] + buildings["y"],
             "ramparts": len(p.ramparts)}
    for c in D.COLOURS:
        found["citizens_" + c] = owned[c]
        found["cards_" + c] = cards[c]
    return found


def shown_prestige(state: TournayState) -> list[str]:
    """Every prestige name visible in some district, in data order."""
    seen = {stack[-1] for p in state.players for stack in p.stacks.values()}
    return [k for k in PRESTIGE_KEYS if k in seen]


def prestige_points(p: Player, key: str) -> int:
    card = D.CARDS[key]
    value = card.builder if Z.shows(p, key) else card.other
    return min(value * measure(p, card.counts), D.PRESTIGE_CAP)


def score(state: TournayState) -> list[dict]:
    """Per seat: points per prestige name, card points, ramparts and the total."""
    names = shown_prestige(state)
    rows = []
    cap = D.PRESTIGE_CAP
    for p in state.players:
        prestige = {}
        if names:  # prestige_points for each name, with the counts reckoned once
            counts = tallies(p)
            tops = {stack[-1] for stack in p.stacks.values()}
            for key in names:
                card = D.CARDS[key]
                prestige[key] = min((card.builder if key in tops else card.other) * counts[card.counts], cap)
        cards = sum(D.CARDS[k].points for stack in p.stacks.values() for k in stack)
        ramparts = len(p.ramparts)
        rows.append({"prestige": prestige, "cards": cards, "ramparts": ramparts,
                     "total": sum(prestige.values()) + cards + ramparts})
    return rows
