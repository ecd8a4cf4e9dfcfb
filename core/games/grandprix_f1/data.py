"""Cards, hands, piles and points of GrandPrix-F1 (design/games/grandprix_f1.md: the deck is this edition's).

Hands and piles are counts indexed by card value (0-10; only 1-6 and 10 are
cards). The weather cards are not fuel and are tracked apart.
"""
from __future__ import annotations

import functools
import operator

VALUES = (1, 2, 3, 4, 5, 6, 10)
DECK = {1: 20, 2: 10, 3: 10, 4: 40, 5: 1, 6: 40, 10: 33}  # 154 number cards, plus rain and sun
RAIN, SUN = -1, -2  # the weather cards, where they lie in the "1" pile

HAND_ONE_CAR = {10: 4, 6: 5, 4: 5}  # per car, 5-8 players
HAND_TWO_CARS = {10: 6, 6: 10, 4: 10}  # shared by a player's two cars, 3-4 players
FIVE_LAPS_EXTRA = {10: 1, 6: 1, 4: 1}  # +20 fuel per car for a 5-lap race
ONES_PILE = 16  # the "1" pile with fewer than 8 cars; with 8 cars all 20 ones
ORDER_DRAW = 5  # the one 5 is only ever used to draw the start order

MIN_PLAYERS, MAX_PLAYERS = 3, 8
TWO_CARS_UP_TO = 4  # 3 or 4 players drive two cars each
FIVE_LAPS_PLAYERS = (3, 5, 6)  # the deck cannot fund 5 laps otherwise

BEST_LAP_BONUS = 4  # as printed on the board; 3 as an option
SECTOR_BONUS = 2
STAY_FUEL = (20, 20, 10)  # fuel for the first, second and third stay in the box
MAX_STAYS = len(STAY_FUEL)
REFUEL_CARDS = (10, 6, 4)
CAP = 6  # gravel and pit speed limit: a 10 counts as 6
WRONG_TYRES = {10: 6, 6: 4}  # also the speed of a damaged car
POINTS = (10, 6, 4, 3, 2, 1)  # championship points for places 1-6
ACCIDENT_DAMAGE, ACCIDENT_OUT = 3, 5  # overshoot from which a car is damaged / out

# What the drawn 1s of one bonus may be exchanged for (keeping them all is always allowed).
EXCHANGES = {
    2: ((2,),),
    3: ((3,), (2, 1)),
    4: ((4,), (3, 1), (2, 2), (2, 1, 1)),
}


def counts(cards: dict[int, int]) -> list[int]:
    """A hand or pile as counts by value."""
    out = [0] * 11
    for value, number in cards.items():
        out[value] += number
    return out


def total(hand: list[int]) -> int:
    return sum(map(operator.mul, hand, range(len(hand))))  # value * count, summed


def refuels(amount: int, bank: list[int]) -> list[tuple[int, ...]]:
    """The ways to take `amount` fuel in 10s, 6s and 4s from the bank; if none, the largest total below it."""
    return list(_refuels(amount, bank[10], bank[6], bank[4]))


@functools.lru_cache(maxsize=4096)
def _refuels(amount: int, tens_left: int, sixes_left: int, fours_left: int) -> tuple[tuple[int, ...], ...]:
    for target in range(amount, -1, -1):
        found = []
        for tens in range(min(tens_left, target // 10), -1, -1):
            for sixes in range(min(sixes_left, (target - 10 * tens) // 6), -1, -1):
                rest = target - 10 * tens - 6 * sixes
                if rest % 4 == 0 and rest // 4 <= fours_left:
                    found.append((10,) * tens + (6,) * sixes + (4,) * (rest // 4))
        if found:
            return tuple(found)
    return ((),)


def payments(hand: list[int], cost: int) -> list[tuple[int, ...]]:
    """Card sets (largest first) totalling at least `cost` from which no card can be left out; a hand that
    cannot pay gives everything."""
    return list(_payments(tuple(hand), cost))


@functools.lru_cache(maxsize=8192)
def _payments(hand: tuple[int, ...], cost: int) -> tuple[tuple[int, ...], ...]:
    values = [v for v in (10, 6, 4, 3, 2, 1) if hand[v]]
    if sum(v * n for v, n in enumerate(hand)) < cost:
        return (tuple(v for v in values for _ in range(hand[v])),)
    found: list[tuple[int, ...]] = []

    def walk(i: int, chosen: list[int], paid: int) -> None:
        if paid >= cost:
            if all(paid - v < cost for v in set(chosen)):
                found.append(tuple(chosen))
            return
        if i == len(values):
            return
        v = values[i]
        for k in range(min(hand[v], -(-(cost - paid) // v)), -1, -1):
            walk(i + 1, chosen + [v] * k, paid + v * k)

    walk(0, [], 0)
    return tuple(found)
