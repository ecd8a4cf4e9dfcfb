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


def shown_prestige(state: TournayState) -> list[str]:
    """Every prestige name visible in some district, in data order."""
    seen = {stack[-1] for p in state.players for stack in p.stacks.values()}
    return [k for k, c in D.CARDS.items() if c.kind == D.PRESTIGE and k in seen]


def prestige_points(p: Player, key: str) -> int:
    card = D.CARDS[key]
    value = card.builder if Z.shows(p, key) else card.other
    return min(value * measure(p, card.counts), D.PRESTIGE_CAP)


def score(state: TournayState) -> list[dict]:
    """Per seat: points per prestige name, card points, ramparts and the total."""
    names = shown_prestige(state)
    rows = []
    for p in state.players:
        prestige = {key: prestige_points(p, key) for key in names}
        cards = sum(D.CARDS[k].points for stack in p.stacks.values() for k in stack)
        ramparts = len(p.ramparts)
        rows.append({"prestige": prestige, "cards": cards, "ramparts": ramparts,
                     "total": sum(prestige.values()) + cards + ramparts})
    return rows
