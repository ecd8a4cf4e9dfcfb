"""The Dice Road Race plug-in: a greedy rider (the search's model of everyone, and a baseline) and an evaluation.

Both rest on a solo plan per stage, computed exactly once per course: for each
space and dice held, the number of dice to roll that minimises the expected
cost of the stage (turns on the road, seconds in the time trial) plus what
the dice left at the finish cost in the following stages (a rider takes back
only one die between stages, and the time trial punishes a missing die hard).
The evaluation turns each rider's plan and place in the stage into an expected
final GC time with a spread, then into chances of winning and of beating each
rival. Constants marked "self-play" were measured or tuned in greedy games.
"""
from __future__ import annotations

import functools
import itertools
import math
import random
from collections import Counter
from typing import NamedTuple

from ..games.dice_road_race.actions import Advance, Agree, Declare, Join, Retire
from ..games.dice_road_race.data import BONUS, EXTRA_IN_ROUND, EXTRA_NOT_FINISHED, MAX_DICE, Course, Stage
from .estimates import GRID, WEIGHTS, phi
from .plugins import WIN_WEIGHT, Plugin

# The moves the plug-in proposes, built once: the search makes millions of them and compares them by identity.
JOIN, STAY, AGREE = Join(True), Join(False), Agree(True)
DECLARE = {k: Declare(k) for k in range(1, MAX_DICE + 1)}
_ADVANCES: dict[int, Advance] = {}


def _advance(pos: int) -> Advance:
    move = _ADVANCES.get(pos)
    if move is None:
        move = _ADVANCES[pos] = Advance(pos)
    return move

SECONDS_PER_TURN = 2.0  # a road-stage turn in GC seconds when weighing dice against speed (self-play)
TT_ROLL = 10  # time-trial seconds per roll
ROAD_SD, TT_SD = 14.5, 17.0  # spread of one rider's time over a stage still to ride (self-play)
# Expected road-stage time by the expected number of riders ahead: the winner's bonus, the extra round's +10
# with the bonus for places 2 and 3, then +20 for those not finishing.
TIME_BY_PLACE = (BONUS[0], EXTRA_IN_ROUND + BONUS[1], EXTRA_IN_ROUND + BONUS[2], 15.0, EXTRA_NOT_FINISHED)


class Plan(NamedTuple):
    mean: float  # expected cost of the rest of the stage: own turns (road) or seconds (time trial)
    var: float
    later: float  # expected seconds that the dice left at the finish cost in later stages
    roll: int  # dice to roll now

    def seconds(self, time_trial: bool) -> float:
        return (self.mean if time_trial else self.mean * SECONDS_PER_TURN) + self.later


@functools.lru_cache(maxsize=None)
def cumulative(course: Course) -> tuple[int, ...]:
    """cum[p] = cost of entering spaces 1..p, so moving p -> q costs cum[q] - cum[p]."""
    return tuple(itertools.accumulate(course.costs, initial=0))


@functools.lru_cache(maxsize=None)
def roll_outcomes(dice: int) -> tuple[tuple[int, int, float], ...]:
    """(total, dice lost, probability) of rolling `dice` dice: sixes are lost, one die always comes back."""
    counts = Counter()
    for faces in itertools.product(range(1, 7), repeat=dice):
        counts[sum(faces), min(faces.count(6), dice - 1)] += 1
    return tuple((total, lost, n / 6 ** dice) for (total, lost), n in sorted(counts.items()))


@functools.lru_cache(maxsize=None)
def finish_chance(dice: int, cost: int) -> float:
    return sum(p for total, _, p in roll_outcomes(dice) if total >= cost)


def _reach(cum: tuple[int, ...], pos: int, total: int) -> int:
    budget = cum[pos] + total
    while pos + 1 < len(cum) and cum[pos + 1] <= budget:
        pos += 1
    return pos


def start_cost(stages: tuple[Stage, ...], index: int, dice: int) -> float:
    """Seconds lost by starting stage `index` with `dice` dice instead of all of them (0 after the last stage)."""
    if index >= len(stages):
        return 0.0
    row = plans(stages, index)[0]
    time_trial = stages[index].time_trial
    return row[dice].seconds(time_trial) - row[MAX_DICE].seconds(time_trial)


@functools.lru_cache(maxsize=None)
def plans(stages: tuple[Stage, ...], index: int) -> tuple[tuple[Plan, ...], ...]:
    """[pos][dice] -> the solo Plan for stage `index` of `stages`."""
    stage = stages[index]
    time_trial = stage.time_trial
    later = [start_cost(stages, index + 1, min(MAX_DICE, dice + 1)) for dice in range(MAX_DICE + 1)]
    cum = cumulative(stage.course)
    finish = len(cum) - 1
    table = [[Plan(0.0, 0.0, later[d], 1) for d in range(MAX_DICE + 1)] for _ in range(finish + 1)]
    for pos in range(finish - 1, -1, -1):
        for dice in range(1, MAX_DICE + 1):
            best = None
            for roll in range(1, dice + 1):
                plan = roll_plan(table, cum, time_trial, pos, dice, roll)
                if best is None or plan.seconds(time_trial) < best.seconds(time_trial) - 1e-9:
                    best = plan
            table[pos][dice] = best
    return tuple(tuple(row) for row in table)


def roll_plan(table, cum: tuple[int, ...], time_trial: bool, pos: int, dice: int, roll: int) -> Plan:
    """The Plan of rolling `roll` of `dice` dice at `pos`, then following `table` ([pos][dice] -> Plan, filled
    beyond `pos`). A roll that moves nowhere is rolled again."""
    finish = len(cum) - 1
    step = TT_ROLL if time_trial else 1
    stay = first = second = after = 0.0
    for total, lost, p in roll_outcomes(roll):
        to = _reach(cum, pos, total)
        if to == pos:
            stay += p  # nothing paid; no six was rolled, so no die lost either
            continue
        nxt = table[to][dice - lost]
        mean = nxt.mean - (cum[pos] + total - cum[finish]) if to == finish and time_trial else nxt.mean
        first += p * (step + mean)
        second += p * (step * step + 2 * step * mean + nxt.var + mean * mean)
        after += p * nxt.later
    mean = (stay * step + first) / (1 - stay)
    moment = (stay * (step * step + 2 * step * mean) + second) / (1 - stay)
    return Plan(mean, max(moment - mean * mean, 0.0), after / (1 - stay), roll)


class StageInfo(NamedTuple):
    cum: tuple[int, ...]
    finish: int
    time_trial: bool
    plans: tuple[tuple[Plan, ...], ...]
    next_start: tuple[float, ...]  # by dice at the finish: seconds the start of the next stage costs


@functools.lru_cache(maxsize=16)
def _stage_infos(stages: tuple[Stage, ...]) -> tuple[StageInfo, ...]:
    infos = []
    for index, stage in enumerate(stages):
        cum = cumulative(stage.course)
        later = tuple(start_cost(stages, index + 1, min(MAX_DICE, d + 1)) for d in range(MAX_DICE + 1))
        infos.append(StageInfo(cum, len(cum) - 1, stage.time_trial, plans(stages, index), later))
    return tuple(infos)


# (stages, infos) of the game being searched: hashing the stages every move is slow. One tuple, replaced
# whole, so that a search thread finishing while another starts never reads one game's stages with another's.
_current: list = [(None, ())]


def stage_info(state) -> StageInfo:
    stages, infos = _current[0]
    if stages is not state.stages:
        infos = _stage_infos(state.stages)
        _current[0] = (state.stages, infos)
    return infos[state.stage_index]


class DiceRoadRacePlugin(Plugin):
    # No random rollouts: their dice hide the small differences between moves. The tree, widened along the
    # greedy line, looks ahead instead, and every iteration ends on the evaluation.
    rollout_depth = 0
    # The plan is close to the best play there is (tools/drr_policy_study.py: no policy found beats it by more
    # than 1.5 points), so normal and hard leave it only for a move the search rates this much higher.
    margin = 0.03

    def keep(self, game, state, seat, moves):
        own = self.policy(game, state, seat, None)
        if own == JOIN:  # joining is free movement; the search's doubts about sixes are mostly its noise
            return own
        return super().keep(game, state, seat, moves)

    # --- moves ---------------------------------------------------------------------
    def legal(self, game, state, seat):
        actions = game.legal_actions(state, seat)  # a fresh list, with Retire (if any) last
        if actions and type(actions[-1]) is Retire:
            actions.pop()
        return actions

    def candidates(self, game, state, seat):
        phase = state.phase
        if phase == "agree":  # only offered once no rider can change places: going on changes nothing
            return [AGREE]
        best = self.policy(game, state, seat, None)
        if state.stage.time_trial:  # riding alone, the solo plan is exact: nothing to search
            return [best]
        if phase == "declare":
            others = [DECLARE[k] for k in range(state.riders[seat].dice, 0, -1)]
        elif phase == "join":
            others = [JOIN, STAY]
        else:  # stopping short only makes sense to ride with others
            stops = game.stops(state, seat)
            others = [_advance(stops[-1])] + [_advance(p) for p in self._groups(state, seat, stops)]
        return [best] + [a for a in others if a is not best]  # moves are shared instances (see _advance)

    def policy(self, game, state, seat, rng: random.Random | None):
        phase = state.phase
        info = stage_info(state)
        if phase == "declare":
            rider = state.riders[seat]
            if state.extra_round is not None and finish_chance(rider.dice, info.cum[-1] - info.cum[rider.pos]) == 0:
                return DECLARE[1]  # the stage is lost anyway: keep the dice for the next one
            return DECLARE[info.plans[rider.pos][rider.dice].roll]
        if phase == "join":
            return JOIN  # free movement, at the risk of sixes
        if phase == "move":  # in self-play, waiting for company even one pip short of the furthest stop loses
            return _advance(game.stops(state, seat)[-1])
        return AGREE

    @staticmethod
    def _groups(state, seat, stops) -> list[int]:
        """Stops short of the furthest where another rider still racing stands."""
        taken = {r.pos for r in state.riders if r.racing and r.seat != seat}
        return [p for p in stops[:-1] if p in taken and p > 0]

    # --- evaluation --------------------------------------------------------------------
    def evaluate(self, game, state):
        n = state.n
        info = stage_info(state)
        if state.phase in ("agree", "over") or len(state.results) > state.stage_index:  # this stage is scored
            stage_time, stage_var = [0.0] * n, [0.0] * n
            later = [info.next_start[r.dice] for r in state.riders]
        elif info.time_trial:
            stage_time, stage_var, later = self._time_trial(state, info)
        else:
            stage_time, stage_var, later = self._road_stage(state, info)
        if not state.stage_race:
            return _rewards(stage_time, stage_var, [True] * n)
        spread = sum((TT_SD if stage.time_trial else ROAD_SD) ** 2 for stage in state.stages[state.stage_index + 1:])
        mean = [r.gc_time + stage_time[r.seat] + later[r.seat] for r in state.riders]
        var = [v + spread for v in stage_var]
        return _rewards(mean, var, [r.in_gc for r in state.riders])

    @staticmethod
    def _turns(state, info: StageInfo, rider) -> tuple[float, Plan]:
        """Rounds from now until `rider` finishes (turn order counted in), and their plan."""
        pos = rider.pos
        rolled = state.phase == "move"
        if rolled and rider.seat in state.pending:  # rolled but not moved yet: count the move in
            pos = _reach(info.cum, pos, state.totals[rider.seat])
        plan = info.plans[pos][max(rider.dice, 1)]
        wait = 1.0 if rolled and rider.seat == state.active else ((rider.seat - state.active) % state.n) / state.n
        return plan.mean - 1 + wait, plan

    def _road_stage(self, state, info: StageInfo) -> tuple[list[float], list[float], list[float]]:
        n = state.n
        time, var = [0.0] * n, [0.0] * n
        later = [info.next_start[r.dice] for r in state.riders]
        placed = len(state.finish_order)
        for place, seat in enumerate(state.finish_order):
            time[seat] = state.riders[seat].extra + (BONUS[place] if place < len(BONUS) else 0)
        riding = [r for r in state.riders if r.racing]
        if state.win_turn is not None:  # the extra round: one turn left at most
            due = set(state.extra_round or ())
            if state.phase != "move":
                due.add(state.active)
            bonus = BONUS[placed] if placed < len(BONUS) else 0
            for r in riding:
                left = info.cum[-1] - info.cum[r.pos]
                if r.seat in state.pending and r.seat in state.totals:  # rolled, not moved yet
                    p = float(state.totals[r.seat] >= left)
                else:
                    p = finish_chance(max(r.dice, 1), left) if r.seat in due else 0.0
                time[r.seat] = p * (EXTRA_IN_ROUND + bonus) + (1 - p) * EXTRA_NOT_FINISHED
                var[r.seat] = p * (1 - p) * (EXTRA_NOT_FINISHED - EXTRA_IN_ROUND) ** 2
            return time, var, later
        turns = {r.seat: self._turns(state, info, r) for r in riding}
        for r in riding:
            mean, plan = turns[r.seat]
            ahead = float(placed)
            for other in riding:
                if other is not r:
                    mean_o, plan_o = turns[other.seat]
                    ahead += phi((mean - mean_o) / math.sqrt(plan.var + plan_o.var + 0.25))
            time[r.seat] = _interpolate(TIME_BY_PLACE, ahead)
            var[r.seat] = min(1.0, plan.mean / 8) * ROAD_SD ** 2  # the share of a stage (~8 turns) left
            later[r.seat] = plan.later
        return time, var, later

    @staticmethod
    def _time_trial(state, info: StageInfo) -> tuple[list[float], list[float], list[float]]:
        time, var, later = [], [], []
        for r in state.riders:
            if r.finished:
                time.append(float(r.extra))
                var.append(0.0)
                later.append(info.next_start[r.dice])
            else:
                plan = info.plans[r.pos][max(r.dice, 1)]
                time.append(TT_ROLL * r.rolls + plan.mean)
                var.append(plan.var)
                later.append(plan.later)
        return time, var, later


def _interpolate(values: tuple[float, ...], x: float) -> float:
    low = min(int(x), len(values) - 1)
    high = min(low + 1, len(values) - 1)
    return values[low] + (values[high] - values[low]) * (x - low)


def _rewards(mean: list[float], var: list[float], ranked: list[bool]) -> list[float]:
    """Expected reward per seat (as plugins.outcome_reward) from final scores, lower better, and their variances.

    Scores are independent normals: P(i beats j) is exact, P(i wins) is integrated over i's score. Every search
    iteration ends here, so phi is written out inline (the same arithmetic, in the same order).
    """
    n = len(mean)
    seats = [s for s in range(n) if ranked[s]]
    sd = [math.sqrt(v + 0.5) for v in var]
    erf = math.erf
    win = [0.0] * n
    place = [0.0] * n
    for i in seats:
        rivals = [(mean[j], sd[j], var[j]) for j in seats if j != i]
        mean_i, sd_i, var_i = mean[i], sd[i], var[i]
        total = 0.0
        for mean_j, _sd_j, var_j in rivals:
            total += 0.5 * (1 + erf((mean_j - mean_i) / math.sqrt(var_i + var_j + 1.0) / _SQRT2))
        place[i] = total
        total = 0.0
        for z, w in _GRID_WEIGHTS:
            x = mean_i + sd_i * z
            p = 1
            for mean_j, sd_j, _var_j in rivals:
                p *= 0.5 * (1 + erf((mean_j - x) / sd_j / _SQRT2))
            total += w * p
        win[i] = total
    norm = sum(win) or 1.0
    return [WIN_WEIGHT * win[i] / norm + (1 - WIN_WEIGHT) * place[i] / max(n - 1, 1) for i in range(n)]


_SQRT2 = math.sqrt(2)
_GRID_WEIGHTS = tuple(zip(GRID, WEIGHTS))  # the shared grid, paired once for the hot loop


PLUGIN = DiceRoadRacePlugin()
