"""The GrandPrix-F1 plug-in: a greedy driver (the search's model of everyone, and a baseline) and an evaluation.

Everything is priced in spaces of progress. A card is worth the spaces it
moves the car minus the fuel it burns at a price per fuel (fuel is bought
with turns in the box: one stay, about one turn, brings 20), so a card that
a blocked car would half waste is saved for later. Penalty spaces cost what
the cheapest payment burns, framed spaces bring their 1s, a run into the
gravel costs the slow next move. Fuel planning compares the player's fuel
with what the distance left needs (penalties and waste included): the
driver takes the pit lane when short of fuel, on the wrong tyres, or (two
cars) before a stop would come too late, and stays while still short; it
refuels in 10s but keeps a few 6s and 4s in the hand (a 10 loses 4 in the
pit speed limit and a whole card is lost each turn a car waits in the lane).
The evaluation turns each car's distance, fuel, tyres and pit stops still due
(each with its detour) into turns to the finish, give or take a spread that
grows with them; drawing every car's finishing turn from these, the race's
places give each player's points (both cars, on top of the standings) and the
outcome's reward, averaged over a fixed set of draws. A car that can no longer
make the stops it needs counts as out. The search only considers the moves the
greedy driver rates near its best, and a car short of fuel in its box always
stays: the evaluation sees wasted fuel only faintly under the noise of the
hidden hands, and the searched levels used to strand most of their cars
(tools/f1_fuel_study.py).
A pit box is chosen by what a stop there costs on an empty pit lane (BOX_COST, from the routing rule): boxes 2
and 5 least (a 6-space move reaches them and leaves them right), 1 and 4 half a space more, 3 and 6 about two
and a half more; the lower number on a tie.
Constants marked "self-play" were set by watching greedy races; the fuel
waste and prices by a policy study (one variant against four greedy
drivers, 200 races each).
"""
from __future__ import annotations

import functools
import math
import random

from ..games.grandprix_f1 import circuit as C
from ..games.grandprix_f1 import data as D
from ..games.grandprix_f1 import routing as R
from ..games.grandprix_f1.actions import Box, Exchange, Pay, Play, Stay
from ..games.grandprix_f1.rules import race_points, race_wins, ranked
from .plugins import WIN_WEIGHT, Plugin

LAP = len(C.MAIN)  # spaces in a lap on the ideal line
WASTE = 1.45  # fuel burnt per space of distance: penalties, blocked moves and detours (self-play)
STAY_MARGIN = 12  # a car in its box stays until the hand covers the race by this much (one more stop costs more)
FUEL_PRICE = 0.45  # spaces one fuel is worth while the player is short (a stay of ~7 spaces brings 20)
FUEL_PRICE_AMPLE = 0.3  # ... and once the hand covers the race
BONUS_FUEL = 1.3  # a drawn 1 is worth a little more than its fuel: it fits any gap
GRAVEL_COST = 2.0  # the next move from gravel is capped at 6
DAMAGE_COST = 15.0
CRASH_COST = 1000.0
SPEED = 7.0  # spaces a turn of a car usually brings (the price of a stay)
HAND_USE = 0.85  # the share of a hand's fuel that moves the car (the rest goes in penalties and blocked moves)
REFUEL_MOVE = 9.0  # spaces per card taken in the box (mostly 10s)
BOX_LOSS = 1.6  # turns a stop costs besides its stays: the detour and the move cut short at the box (self-play)
STOP_FUEL = sum(D.STAY_FUEL)  # the most one stop brings
STOP_SLACK = 5  # fuel a car may run short by and still make it (the rest of the move, a bonus on the way)
TURN_SD = 1.2  # spread of a car's finishing turn, per sqrt(turns left) (self-play)
# Refuelling takes 6s and 4s until the hand holds this many cards below 10. Greedy self-play, 80 three-player
# races: cars out of fuel 28 -> 5 (4 players: 72 -> 31); one such driver against two without: 35% of 300 wins.
SMALL_CARDS = 6
# The search considers the moves the greedy driver rates at most this many spaces below its best (fuel study at
# 5, 2.5 and 1.5 spaces: the wider, the more cars of the easy and normal levels ran dry).
PRUNE_GAP = 2.0
FINISHED = -1000.0
OUT = 1000.0
DRY = OUT / 2  # turns_left gives a car that cannot reach its next stop OUT minus its distance: as good as out
SAMPLES = 32  # draws of the racing cars' finishing turns per evaluation
# The draws: the same for every evaluation (a fixed seed), so that positions are compared on equal terms.
DRAWS = tuple(tuple(random.Random(k).gauss(0.0, 1.0) for _ in range(8)) for k in range(SAMPLES))


def _lane_cost(box: int) -> float:
    """What a stop in `box` costs on an empty pit lane, in spaces: the turns from the move that enters the lane
    until the car is back on the track, at SPEED spaces each, less the progress made, averaged over the spaces
    from which a 10 enters the lane (the cards a stay gives are mostly 10s)."""
    empty = [0] * R.COUNT
    costs = []
    for start in C.MAIN:
        pos = R.ID[start]
        mv = R.plan(empty, pos, 10, box, True, False)
        if R.B1 not in mv.route:
            continue
        here, turns = mv.route[-1], 1
        while R.KIND[here] in ("pit", "box"):
            mv = R.plan(empty, here, 10, box, not R.IS_BOX[here], False)
            here, turns = mv.route[-1], turns + 1
        costs.append(turns * SPEED - (R.TO_LINE[pos] - R.TO_LINE[here]))
    return sum(costs) / len(costs)


BOX_COST = {k: _lane_cost(k) for k in R.BOX}


def distance(state, car) -> int:
    """Spaces to the finish along the ideal line."""
    return R.TO_LINE[car.pos] + (state.laps - car.lap) * LAP


def right_tyres(state) -> str:
    return "wet" if state.weather == "rain" else "dry"


def shortage(state, seat: int, waste: float = WASTE) -> float:
    """Fuel the player still has to take in the pits to bring every racing car home."""
    p = state.players[seat]
    need = 0.0
    for c in p.cars:
        car = state.cars[c]
        if car.status == "racing":
            need += distance(state, car) * waste
    return need - D.total(p.hand)


def pit_chances(state, car) -> int:
    """How many more times `car` passes 19 (and may take the pit lane) before the finish."""
    this_lap = car.lap > 0 and R.TO_PIT_ENTRY[car.pos] < R.TO_LINE[car.pos]
    return state.laps - car.lap + this_lap


def wants_pit(state, car, waste: float = WASTE) -> bool:
    """Should `car` take the pit lane on this pass of 19?"""
    return _wants_pit(state, car, shortage(state, car.owner, waste))


def _wants_pit(state, car, short: float) -> bool:
    """wants_pit, given the owner's shortage."""
    if car.damaged and car.lap < state.laps:
        return True
    if short > 0:
        return True
    if car.tyres != right_tyres(state) and car.lap < state.laps:
        return True
    two_cars = len(state.players[car.owner].cars) == 2
    return two_cars and not car.pitted and car.lap >= state.laps - 1


def _cheapest_payment(hand: list[int], cost: int) -> int:
    return _cheapest(tuple(hand), cost)


@functools.lru_cache(maxsize=8192)
def _cheapest(hand: tuple[int, ...], cost: int) -> int:
    return min(sum(p) for p in D.payments(list(hand), cost))


class _Turn:
    """What every move of one decision shares: the player, their fuel shortage and price, the right tyres, and
    whether each of their cars wants the pit lane (asked at most once per car)."""

    __slots__ = ("p", "short", "price", "tyres", "wants", "small")

    def __init__(self, plugin, state, seat: int):
        self.p = state.players[seat]
        self.short = shortage(state, seat, plugin.waste)
        self.price = plugin.fuel_price if self.short > 0 else plugin.fuel_price_ample
        self.tyres = right_tyres(state)
        self.wants: dict[int, bool] = {}
        self.small = -1  # cards below 10 in the hand, once a stay asks

    def small_cards(self) -> int:
        if self.small < 0:
            self.small = sum(self.p.hand[v] for v in (1, 2, 3, 4, 6))
        return self.small

    def wants_pit(self, plugin, state, car) -> bool:
        wants = self.wants.get(car.id)
        if wants is None:
            # The shortage of this decision's player is the one already computed (the same sum, so the same float).
            short = self.short if car.owner == self.p.seat else shortage(state, car.owner, plugin.waste)
            wants = self.wants[car.id] = _wants_pit(state, car, short)
        return wants


class GrandPrixF1Plugin(Plugin):
    rollout_depth = 12  # about two turns of every car, then the evaluation (deeper rollouts did no better)
    # The greedy driver's fuel planning (instance attributes, so that a policy study can vary them).
    waste = WASTE
    stay_margin = STAY_MARGIN
    fuel_price = FUEL_PRICE
    fuel_price_ample = FUEL_PRICE_AMPLE
    prune_gap = PRUNE_GAP
    small_cards = SMALL_CARDS

    # --- moves -------------------------------------------------------------------------
    def candidates(self, game, state, seat):
        if state.phase == "boxes":
            return [self.policy(game, state, seat, None)]  # the box whose stop costs least: nothing to search
        legal = game.legal_actions(state, seat)
        if state.phase != "turn":
            best = self.policy(game, state, seat, None)
            return [best] + [a for a in legal if a != best]
        # Leaving on the wrong tyres and all but the best refuelling are never worth a search's time; nor is a
        # move the greedy driver rates far below its best: burning a big card a blocked car cannot use, passing
        # the pits short of fuel, leaving the box short. The evaluation barely sees such waste under the noise
        # of the hidden hands, and a small budget would otherwise pick among all moves almost at random.
        turn = _Turn(self, state, seat)
        values = [self._value(game, state, turn, a) for a in legal]  # by index: no action hashed
        order = sorted(range(len(legal)), key=lambda i: -values[i])  # stable, as sorting the moves by value
        scored = [legal[i] for i in order]
        if type(scored[0]) is Stay and turn.short > 0:
            return scored[:1]  # short of fuel in the box: it stays (leaving short strands a car a lap later)
        floor = values[order[0]] - self.prune_gap
        tyres = turn.tyres
        stays = [a for a in scored if type(a) is Stay][:1]
        kept = [legal[i] for i in order
                if ((type(legal[i]) is Play and legal[i].tyres in ("", tyres)) or legal[i] in stays)
                and values[i] >= floor]
        return kept or scored[:1]

    def policy(self, game, state, seat, rng: random.Random | None):
        phase = state.phase
        p = state.players[seat]
        if phase == "pay":
            return Pay(min(D.payments(p.hand, state.pending), key=lambda c: (sum(c), -len(c))))
        if phase == "exchange":
            return Exchange(min(game.exchanges(state), key=len))
        if phase == "boxes":
            return Box(min(game.free_boxes(state), key=lambda k: (BOX_COST[k], k)))
        legal = game.legal_actions(state, seat)
        best, best_value = legal[0], -math.inf
        turn = _Turn(self, state, seat)
        for action in legal:
            value = self._value(game, state, turn, action)
            if rng is not None:
                value += rng.random() * 0.3  # breaks ties without a fixed bias
            if value > best_value:
                best, best_value = action, value
        return best

    def value(self, game, state, seat: int, action) -> float:
        """What a turn's action is worth to `seat`, in spaces."""
        return self._value(game, state, _Turn(self, state, seat), action)

    def _value(self, game, state, turn: _Turn, action) -> float:
        """value, with the figures every move of the decision shares computed once in `turn`."""
        p, short, price = turn.p, turn.short, turn.price
        if type(action) is Stay:
            car = state.cars[state.active]
            if short <= -self.stay_margin and not (len(p.cars) == 2 and not car.pitted):
                return -SPEED  # a turn lost for fuel it does not need
            # Short of fuel, a stay now beats another stop later; bigger cards move faster, but a hand of 10s
            # burns 4 of each in the speed limit and a whole 10 each turn the car waits in the lane.
            value = SPEED + 0.01 * sum(action.cards) - 0.2 * len(action.cards)
            missing = self.small_cards - turn.small_cards()
            if missing > 0:
                value += 0.5 * min(missing, sum(1 for c in action.cards if c < 10))
            return value
        car = state.cars[action.car]
        leaving = action.tyres != ""
        if leaving and action.tyres != turn.tyres:
            return -50.0
        budget = game.speed(state, car, action.card, action.tyres)
        if not leaving and R.passes_entry(car.pos, budget):
            if action.pit != turn.wants_pit(self, state, car) and not game.pit_forced(state, car):
                return -40.0
        # game.preview, with the speed just computed
        mv = R.plan(state.occupancy, car.pos, budget, state.players[car.owner].box, action.pit, car.lap == state.laps)
        value = mv.moved - price * action.card
        if leaving and not mv.route:
            return value - SPEED  # the exit is blocked: a turn lost, as a stay, and the card too
        if mv.finished:
            return value + 100.0
        end = mv.route[-1] if mv.route else car.pos
        if state.accidents and mv.blocked >= 0 and not R.IN_PITS[mv.blocked] and not R.IN_PITS[end]:
            over = mv.overshoot
            if over >= D.ACCIDENT_OUT:
                return value - CRASH_COST
            if over >= D.ACCIDENT_DAMAGE and not car.damaged:
                value -= DAMAGE_COST
        if not mv.route:
            return value
        if mv.box:
            return value + 2.0  # a planned stop: in the box the rest of the card is lost anyway
        if end in R.PENALTY:
            hand = list(p.hand)
            hand[action.card] -= 1
            value -= price * (_cheapest_payment(hand, R.PENALTY[end]) if any(hand) else 30)
        elif end in R.BONUS:
            value += BONUS_FUEL * price * (state.best_lap if R.BONUS[end] == "best_lap" else D.SECTOR_BONUS)
        if R.KIND[end] == "gravel":
            value -= GRAVEL_COST
        if end == R.PIT_ENTRY and car.lap < state.laps and not turn.wants_pit(self, state, car):
            value -= 3.0  # it would have to pit next time
        if p.hand[action.card] == 1 and sum(p.hand) == 1:
            value -= 100.0  # the last card: out unless it reaches the box or the line
        return value

    # --- evaluation ----------------------------------------------------------------------
    def turns_left(self, state, car, order_index: int) -> float:
        """Turns until `car` finishes: the cards of its share of the hand played largest first, then the stays
        and refuelled cards for the rest, the box and the tyres; the turn order breaks ties."""
        if car.status == "finished":
            return FINISHED + car.place
        if car.status != "racing":
            return OUT
        p = state.players[car.owner]
        in_box = R.IS_BOX[car.pos]
        if not any(p.hand) and not in_box:
            return OUT
        dist = distance(state, car)
        total = sum(distance(state, state.cars[c]) for c in p.cars if state.cars[c].status == "racing")
        share = HAND_USE * dist / total
        wrong = car.damaged or car.tyres != right_tyres(state)
        will_change = wrong and car.lap < state.laps
        turns = 0.0
        left = float(dist)
        for v in (10, 6, 4, 3, 2, 1):
            if not p.hand[v]:
                continue
            move = D.WRONG_TYRES.get(v, v) if wrong and not will_change else v
            use = min(p.hand[v] * share, left / move)
            turns += use
            left -= use * move
            if left <= 0:
                break
        stop = in_box or will_change or left > 0 or (len(p.cars) == 2 and not car.pitted)
        stops = 0
        if left > 0:
            # Every stop beyond what this visit to the box can still bring costs its detour: a car that leaves
            # its box short pays for the stop it will need again.
            fuel = left * WASTE - (sum(D.STAY_FUEL[car.stays:]) if in_box else 0)
            stops = max(0, math.ceil((fuel - STOP_SLACK) / STOP_FUEL))
            if not R.IN_PITS[car.pos]:
                to_box = R.TO_PIT_ENTRY[car.pos] + 2 * p.box + 2  # 19, B1 ... B(2k+1), the box
                if stops > pit_chances(state, car) or D.total(p.hand) * dist / total < to_box * WASTE:
                    return OUT - dist  # it runs dry: too few passes of 19 left, or it cannot reach the next one
            turns += left * WASTE / 20.0 + left / REFUEL_MOVE  # the stays, then the cards they bring
        elif len(p.cars) == 2 and not car.pitted:
            turns += 1
        if stop and not in_box:
            stops = max(stops, 1)
        return turns + stops * BOX_LOSS + order_index / max(len(state.order), 1)

    def evaluate(self, game, state):
        """The expected reward of the race's outcome (plugins.outcome_reward) if each racing car finishes at its
        turns_left give or take TURN_SD * sqrt(turns), drawn SAMPLES times: both cars' points on top of the
        standings, ties broken by race wins and then the best car, as `outcome` ranks them."""
        n = state.n
        if state.phase == "over":
            return self.reward(game, state)
        index = {c: i for i, c in enumerate(state.order)}
        start, count = state.turn, len(state.order)
        wins = race_wins(state)
        base = list(state.standings)
        home = []  # owners of the cars already home, in their order
        racing = []  # (turns left, spread, owner) of the cars still able to finish
        for car in sorted(state.cars, key=lambda c: c.place):
            if car.status == "finished":
                base[car.owner] += race_points(car.place)
                home.append(car.owner)
            elif car.status == "racing":
                t = self.turns_left(state, car, (index[car.id] - start) % count)
                if t < DRY:
                    racing.append((t, TURN_SD * math.sqrt(max(t, 1.0)), car.owner))
        points = D.POINTS[len(home):] + (0,) * len(racing)
        reward = [0.0] * n
        share = (1 - WIN_WEIGHT) / max(n - 1, 1) / SAMPLES  # per place below the top, per draw
        first = [len(state.cars)] * n  # each seat's best car in the race order, among those home
        for k, owner in enumerate(home):
            first[owner] = min(first[owner], k)
        for z in DRAWS:
            due = sorted((t + sd * z[c], owner) for c, (t, sd, owner) in enumerate(racing))
            total = base[:]
            best = first[:]
            for k, (_, owner) in enumerate(due):
                total[owner] += points[k]
                if best[owner] > len(home) + k:
                    best[owner] = len(home) + k
            winner_race = home[0] if home else due[0][1] if due else -1
            ranking, winners = ranked(total, [wins[s] + (s == winner_race) for s in range(n)], best)
            for place, seat in enumerate(ranking):
                reward[seat] += share * (n - 1 - place)
                if seat in winners:
                    reward[seat] += WIN_WEIGHT / SAMPLES
        return reward


PLUGIN = GrandPrixF1Plugin()
