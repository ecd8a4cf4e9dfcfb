"""The legal-action lists built for speed (cached per-colour lists, short paths) equal a plain enumeration of the
rules, in the same order: random playouts and the AI draw from these lists, so their order is part of every seeded
game."""
import itertools
import random

import pytest

from tournay_helpers import new

from gameshelf.core.games.tournay import GAME
from gameshelf.core.games.tournay import data as D
from gameshelf.core.games.tournay import district as Z
from gameshelf.core.games.tournay import effects as F
from gameshelf.core.games.tournay.actions import GATHER, Draw, Earn, Fight, Place, Recruit, Use
from gameshelf.core.games.tournay.rules import fee
from gameshelf.core.games.tournay.state import CI


def plain_borrows(state, seat, colour, need, cost):
    """Every way to find `need` citizens of a colour and pay `cost` besides: own standing ones free, up to 3 of
    the opponents' standing ones for the fee each (sorted lenders, fewer borrowed first)."""
    p = state.players[seat]
    i = CI[colour]
    rate = fee(state, seat)
    lenders = [q.seat for q in state.players if q.seat != seat and q.standing[i]]
    found = []
    for k in range(0, min(need, 3) + 1):
        if p.standing[i] < need - k or p.deniers < k * rate + cost:
            continue
        for combo in itertools.combinations_with_replacement(lenders, k):
            if all(combo.count(s) <= state.players[s].standing[i] for s in combo):
                found.append(combo)
    return found


def plain_main_actions(state, seat):
    p = state.players[seat]
    found = []
    for deck in D.DECKS:
        colour, level = deck[0], int(deck[1])
        for borrow in plain_borrows(state, seat, colour, level, 0):
            found += [Draw(colour, level, mode, borrow) for mode in F.draw_modes(state, deck)]
    for cell in Z.free_buildings(p):
        colour = D.CARDS[p.stacks[cell][-1]].colour
        for borrow in plain_borrows(state, seat, colour, 1, 0):
            stand = p.standing[:]
            stand[CI[colour]] -= 1 - len(borrow)
            budget = p.deniers - len(borrow) * fee(state, seat)
            if F.can_use(state, seat, p.stacks[cell][-1], seat, cell, budget, stand):
                found.append(Use(cell[0], cell[1], borrow))
    for slot in range(D.QUEUE_SIZE):
        if state.queue[slot] is not None and state.coins[slot]:
            e = D.EVENTS[state.queue[slot]]
            found += [Fight(slot, b) for b in plain_borrows(state, seat, e.colour, e.citizens, e.ransom)]
    for i, colour in enumerate(D.COLOURS):
        found += [Earn(colour, k) for k in range(1, p.standing[i] + 1)]
    found.append(GATHER)
    if state.advanced:
        for i, colour in enumerate(D.COLOURS):
            if state.supply[i]:
                found += [Recruit(colour, b) for b in plain_borrows(state, seat, colour, 1, D.RECRUIT_COST)]
    return found


def plain_placements(state, seat):
    p = state.players[seat]
    found = []
    cells = sorted(p.stacks) + Z.frontier(p)
    for key in sorted(set(p.hand)):
        card = D.CARDS.get(key)
        if card is None or (card.kind == D.PRESTIGE and Z.holds_prestige(p, key)):
            continue
        if card.extra == "card":
            extras = sorted(set(c for c in p.hand if c != key) | ({key} if p.hand.count(key) > 1 else set()))
        elif card.extra == "citizen":
            extras = Z.citizen_refs(p, card.colour)
        else:
            extras = [""]
        for cell in cells:
            if p.deniers >= Z.place_cost(p, key, cell):
                found += [Place(key, cell[0], cell[1], extra) for extra in extras]
    return found


@pytest.mark.parametrize("n, options", [(4, {}), (3, {"rules": "advanced"}), (2, {"expansion": "swap"}),
                                        (4, {"rules": "advanced", "expansion": "random"})])
def test_fast_lists_equal_a_plain_enumeration(n, options):
    checked = {"act": 0, "place": 0, "borrow": 0}
    for seed in range(6):
        state = new(n, 40 + seed, **options)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            if state.phase == "act":
                assert legal == plain_main_actions(state, seat)
                checked["act"] += 1
                checked["borrow"] += any(getattr(a, "borrow", ()) for a in legal)
            elif state.phase == "place":
                assert legal[1:] == plain_placements(state, seat)
                checked["place"] += 1
            # money now and then, so that borrowing and dear cards come up
            if rng.random() < 0.05:
                state.players[seat].deniers += rng.randrange(1, 12)
            GAME.apply(state, seat, rng.choice(legal))
    assert checked["act"] > 100 and checked["place"] > 20 and checked["borrow"] > 10
