"""The rules of The Dice Road Race: base race, stage race and time trial.

Turn flow: "declare" (active rider names 1-3 dice) -> "join" (riders on the
same space answer, simultaneously) -> the dice are rolled -> "move" (the
active rider, then each joiner clockwise, picks where to stop; a mover with a
single possible stop is moved without asking) -> dice showing 6 are lost ->
next turn. Between stages of a settled race, "agree" asks everyone whether to
end by agreement. See design/games/dice_road_race.md for each decision.

Random playouts (the AI, the benchmark) make about a thousand decisions per
stage race, so the per-decision paths (check, legal_actions, the turn) read
per-stage data precomputed on `Stage`, hand out shared action instances and
build their events without keyword packing. They say and draw exactly what
the plain versions would.
"""
from __future__ import annotations

import itertools
import random
from bisect import bisect_right
from typing import Any, Sequence

from ...engine import Choice, Event, GameSpec, IllegalAction, Msg, MsgDef, OptionSpec, Outcome, Seat, SeededRng, event
from ...engine.contract import option_error
from ...engine.messages import GAME_OVER, NOT_YOUR_TURN, UNKNOWN_ACTION
from . import messages as M
from .actions import ACTION_TYPES, AGREES, DECLARES, JOINS, RETIRE, Advance, Agree, Declare, Join, Retire
from .data import (BOARDS, BONUS, EXTRA_IN_ROUND, EXTRA_NOT_FINISHED, MAX_DICE, MAX_SWING_PER_STAGE, SINGLE_COURSES,
                   STAGE_KIND_NAMES, STAGES, Course, Stage)
from .state import DrrState, Rider, StageResult, StageRow

MAX_RIDERS = 6


def prefix_costs(state: DrrState) -> tuple[int, ...]:
    """cum[p] = cost of entering spaces 1..p of this stage, so moving p -> q costs cum[q] - cum[p]."""
    return state.stages[state.stage_index].cum


# One shared Advance per position (a course has at most three of the longest boards), and per dice held
# the Declare choices: legal_actions hands out copies of these lists.
_ADVANCES = [Advance(p) for p in range(3 * max(len(b) for b in BOARDS.values()) + 1)]
_DECLARE_CHOICES = tuple(tuple(DECLARES[k] for k in range(1, held + 1)) for held in range(MAX_DICE + 1))


def _advances(low: int, high: int) -> list[Advance]:
    """[Advance(low), ..., Advance(high)]."""
    if high < len(_ADVANCES):
        return _ADVANCES[low:high + 1]
    return [Advance(p) for p in range(low, high + 1)]


def time_trial_time(rolls: int, spare: int) -> int:
    """Seconds for a time trial: ten per roll, less the pips left over at the finish."""
    return rolls * 10 - spare


# _CLOCKWISE[n][start]: the n seats from `start` (included) round the table.
_CLOCKWISE = {n: tuple(tuple((start + i) % n for i in range(n)) for start in range(n))
              for n in range(1, MAX_RIDERS + 1)}


def clockwise(state: DrrState, start: int) -> tuple[int, ...]:
    """Seats from `start` (included) round the table."""
    n = state.n
    return _CLOCKWISE[n][start % n]


_new = tuple.__new__  # builds the Msg and Event NamedTuples without their Python-level __new__


def _event(kind: str, said: MsgDef, params: tuple, data: tuple, chance: bool = False, reveal: bool = False) -> Event:
    """event(kind, said(**params), chance, reveal, **data), with params and data given as (name, value) pairs."""
    return _new(Event, (kind, _new(Msg, (said.key, said.context, said.text, params)), data, chance, reveal))


def _roll_table(dice: int) -> tuple[tuple, ...]:
    """Indexed by the faces read as base-6 digits (face - 1, first die most significant): per roll the
    faces, the total, the dice it loses (sixes, but one die always comes back) and the log's pieces."""
    rows = []
    for faces in itertools.product(range(1, 7), repeat=dice):
        total = sum(faces)
        shown = ("faces", " + ".join(str(f) for f in faces))
        rows.append((faces, total, min(faces.count(6), dice - 1), shown, ("total", total), ("faces", faces)))
    return tuple(rows)


_ROLLS = tuple(_roll_table(dice) if dice else () for dice in range(MAX_DICE + 1))


def gc_ranking(state: DrrState) -> list[int]:
    """Seats in the general classification, best first.

    Ties go to the most recent stage's finishing order, then earlier stages, then seat.
    """
    orders = [{seat: i for i, seat in enumerate(result.order)} for result in reversed(state.results)]
    far = state.n + 1

    def key(seat: int) -> tuple:
        return (state.riders[seat].gc_time, *(order.get(seat, far) for order in orders), seat)

    return sorted((r.seat for r in state.riders if r.in_gc), key=key)


class DiceRoadRace:
    spec = GameSpec(
        "dice_road_race",
        M.NAME,
        2,
        MAX_RIDERS,
        (
            OptionSpec("mode", M.OPT_MODE, "stage_race",
                       (Choice("stage_race", M.OPT_STAGE_RACE()), Choice("single_race", M.OPT_SINGLE_RACE()))),
            OptionSpec("course", M.OPT_COURSE, STAGES[0].course.key,
                       tuple(Choice(c.key, M.COURSE_LABEL(course=c.key, total=c.total)) for c in SINGLE_COURSES),
                       only_with=(("mode", "single_race"),)),
            OptionSpec("leader_colour", M.OPT_LEADER, False, only_with=(("mode", "stage_race"),)),
        ),
    )
    action_types = ACTION_TYPES

    # --- setup ------------------------------------------------------------------
    def check_options(self, n_players: int, options: dict[str, Any]) -> Msg | None:
        problem = option_error(self.spec, n_players, options, M.BAD_PLAYERS, M.BAD_OPTION)
        if problem is None and options.get("leader_colour") and n_players > 5:
            return M.LEADER_TOO_MANY()
        return problem

    def new_game(self, seats: Sequence[Seat], options: dict[str, Any], seed: int) -> DrrState:
        problem = self.check_options(len(seats), options)
        if problem is not None:
            raise IllegalAction(problem)
        opts = {**self.spec.defaults(), **options}
        stage_race = opts["mode"] == "stage_race"
        stages = STAGES if stage_race else (Stage(1, "race", Course.parse(opts["course"])),)
        state = DrrState(
            tuple(s.name for s in seats), stage_race, bool(opts["leader_colour"]), stages, 0,
            [Rider(i) for i in range(len(seats))], SeededRng(seed),
        )
        ev: list[Event] = []
        self._start_stage(state, ev)
        state.intro = tuple(ev)
        return state

    # --- who decides, and what ----------------------------------------------------
    def to_act(self, state: DrrState) -> tuple[int, ...]:
        phase = state.phase
        if phase == "declare":
            return (state.active,)
        if phase == "move":
            return (state.pending[0],)
        if phase == "join":
            return tuple(state.pending)
        if phase == "agree":
            return tuple(s for s in range(state.n) if s not in state.votes)
        return ()

    def legal_actions(self, state: DrrState, player: int) -> list[Any]:
        phase = state.phase
        if phase == "move":
            return self._stops(state, player, True) if player == state.pending[0] else []
        if phase == "declare":
            actions = list(_DECLARE_CHOICES[state.riders[player].dice]) if player == state.active else []
            if self._may_retire(state, player):
                actions.append(RETIRE)  # always last: the AI plug-in drops it from there
            return actions
        if phase == "join" and player in state.pending:
            return list(JOINS)
        if phase == "agree" and 0 <= player < state.n and player not in state.votes:
            return list(AGREES)
        return []

    def check(self, state: DrrState, player: int, action: Any) -> Msg | None:
        phase = state.phase
        if phase == "over":
            return GAME_OVER()
        if not (isinstance(player, int) and 0 <= player < state.n):
            return NOT_YOUR_TURN()
        kind = type(action)
        if kind is Advance:
            if phase != "move":
                return M.WRONG_PHASE()
            if player != state.pending[0]:
                return NOT_YOUR_TURN()
            return self._advance_problem(state, player, action.to)
        if kind is Declare:
            if phase != "declare":
                return M.WRONG_PHASE()
            if player != state.active:
                return NOT_YOUR_TURN()
            held = state.riders[player].dice
            dice = action.dice
            if type(dice) is not int or not 1 <= dice <= held:
                return M.DICE_RANGE(held=held)
            return None
        if kind is Join:
            if phase != "join":
                return M.WRONG_PHASE()
            if player not in state.pending:
                return NOT_YOUR_TURN()
            return None if type(action.join) is bool else M.WRONG_PHASE()
        if kind is Retire:
            return self._retire_problem(state, player)
        if kind is Agree:
            if phase != "agree":
                return M.WRONG_PHASE()
            if player in state.votes:
                return NOT_YOUR_TURN()
            return None if type(action.end) is bool else M.WRONG_PHASE()
        return UNKNOWN_ACTION()

    def stops(self, state: DrrState, seat: int) -> list[int]:
        """Positions the mover `seat` may stop on after this turn's roll (always includes staying)."""
        return self._stops(state, seat, False)

    def _stops(self, state: DrrState, seat: int, as_actions: bool) -> list:
        """`stops`, as positions or as the Advance actions to them."""
        riders = state.riders
        rider = riders[seat]
        pos = rider.pos
        stage = state.stages[state.stage_index]
        cum = stage.cum
        furthest = bisect_right(cum, cum[pos] + state.totals[seat]) - 1
        if seat != state.active:
            furthest = min(furthest, riders[state.active].pos)
        if not stage.time_trial:
            return _advances(pos, furthest) if as_actions else list(range(pos, furthest + 1))
        taken = self._occupied(state, seat)
        spaces = [p for p in range(pos, furthest + 1) if p == pos or p not in taken]
        return [_ADVANCES[p] if p < len(_ADVANCES) else Advance(p) for p in spaces] if as_actions else spaces

    def _occupied(self, state: DrrState, seat: int) -> set[int]:
        """Time trial: spaces other riders stand on (the start and the finish are not spaces)."""
        finish = state.stages[state.stage_index].finish
        return {r.pos for r in state.riders if r.seat != seat and r.racing and 0 < r.pos < finish}

    def _advance_problem(self, state: DrrState, seat: int, to: Any) -> Msg | None:
        riders = state.riders
        rider = riders[seat]
        pos = rider.pos
        if type(to) is not int or to < pos:
            return M.NO_BACKWARDS()
        stage = state.stages[state.stage_index]
        cum = stage.cum
        total = state.totals[seat]
        if to >= len(cum) or cum[to] - cum[pos] > total:
            return M.NOT_REACHABLE(total=total)
        if seat != state.active and to > riders[state.active].pos:
            return M.BEHIND_ONLY()
        if stage.time_trial and to != pos and to in self._occupied(state, seat):
            return M.OCCUPIED()
        return None

    def _retire_problem(self, state: DrrState, seat: int) -> Msg | None:
        if not state.stage_race:
            return M.NO_RETIRE_SINGLE()
        if state.phase != "declare":
            return M.RETIRE_WHEN()
        rider = state.riders[seat]
        if rider.retired_now:
            return M.RETIRED_ALREADY()
        if rider.finished:
            return M.RETIRE_FINISHED()
        if rider.in_gc and sum(r.in_gc for r in state.riders) == 1:
            return M.LAST_IN_GC()
        return None

    def _may_retire(self, state: DrrState, seat: int) -> bool:
        """`_retire_problem(state, seat) is None`, without building the reason."""
        if not state.stage_race or state.phase != "declare":
            return False
        rider = state.riders[seat]
        if rider.retired_now or rider.finished:
            return False
        if not rider.in_gc:
            return True
        for other in state.riders:  # not the last rider in the GC
            if other.in_gc and other is not rider:
                return True
        return False

    # --- applying ---------------------------------------------------------------
    def apply(self, state: DrrState, player: int, action: Any) -> list[Event]:
        problem = self.check(state, player, action)
        if problem is not None:
            raise IllegalAction(problem)
        ev: list[Event] = []
        kind = type(action)
        if kind is Advance:
            self._move(state, player, action.to, ev)
            self._settle_moves(state, ev)
        elif kind is Declare:
            self._declare(state, action.dice, ev)
        elif kind is Join:
            self._join(state, player, action.join, ev)
        elif kind is Retire:
            self._retire(state, player, ev)
        else:
            self._vote(state, player, action.end, ev)
        return ev

    def _name(self, state: DrrState, seat: int) -> str:
        return state.names[seat]

    def _begin_turn(self, state: DrrState, seat: int, ev: list[Event]) -> None:
        state.phase, state.active, state.declared = "declare", seat, 0
        state.joiners, state.pending, state.answers, state.totals, state.losses = [], [], {}, {}, {}
        state.turn += 1
        ev.append(_event("turn", M.LOG_TURN, (("rider", state.names[seat]),), (("seat", seat),)))

    def _declare(self, state: DrrState, dice: int, ev: list[Event]) -> None:
        state.declared = dice
        seat = state.active
        said = M.LOG_DECLARE_ONE if dice == 1 else M.LOG_DECLARE
        ev.append(_event("declare", said, (("rider", state.names[seat]), ("dice", dice)),
                         (("seat", seat), ("dice", dice))))
        if state.stages[state.stage_index].time_trial:
            self._roll(state, ev)
            return
        riders, continuation = state.riders, state.continuation
        pos = riders[seat].pos
        state.pending = [
            s for s in clockwise(state, seat)[1:]
            if (r := riders[s]).racing and r.pos == pos and r.dice >= dice
            and (continuation is None or s in continuation)
        ]
        if state.pending:
            state.phase = "join"
        else:
            self._roll(state, ev)

    def _join(self, state: DrrState, seat: int, join: bool, ev: list[Event]) -> None:
        """One simultaneous decision: each answer stays secret (the log says only who has answered) until the
        last is in; then all are announced together, clockwise from the active rider, and the dice roll."""
        state.pending.remove(seat)
        state.answers[seat] = join
        names = state.names
        ev.append(_event("answer", M.LOG_ANSWERED, (("rider", names[seat]),), (("seat", seat),)))
        if state.pending:
            return
        answers = state.answers
        for s in clockwise(state, state.active):
            if s in answers:
                said = M.LOG_JOIN if answers[s] else M.LOG_STAY_OUT
                ev.append(_event("join", said, (("rider", names[s]),), (("seat", s), ("join", answers[s])),
                                 reveal=True))
                if answers[s]:
                    state.joiners.append(s)
        state.answers = {}
        self._roll(state, ev)

    def _roll(self, state: DrrState, ev: list[Event]) -> None:
        # One draw per die, in the order the rollers and their dice come: saves replay on these draws.
        # int(random() * 6) is the face less one, a base-6 digit of the roll's row in _ROLLS.
        draw, dice = state.rng.random, state.declared
        table = _ROLLS[dice]
        rollers = [state.active, *state.joiners]
        names, totals, losses = state.names, state.totals, state.losses
        for seat in rollers:
            if dice == 1:
                index = int(draw() * 6)
            elif dice == 2:
                index = int(draw() * 6) * 6 + int(draw() * 6)
            else:
                index = int(draw() * 6)
                for _ in range(dice - 1):
                    index = index * 6 + int(draw() * 6)
            faces, total, lost, shown, said_total, data_faces = table[index]
            totals[seat] = total
            losses[seat] = lost
            ev.append(_event("roll", M.LOG_ROLL, (("rider", names[seat]), shown, said_total),
                             (("seat", seat), data_faces, ("total", total)), True))
        if state.stages[state.stage_index].time_trial:
            state.riders[state.active].rolls += 1
        state.phase, state.pending = "move", rollers
        self._settle_moves(state, ev)

    def _settle_moves(self, state: DrrState, ev: list[Event]) -> None:
        """Moves riders who have only one possible stop; ends the turn once everyone has moved."""
        while state.pending:
            seat = state.pending[0]
            stop = self._only_stop(state, seat)
            if stop is None:
                return
            self._move(state, seat, stop, ev)
        self._end_turn(state, ev)

    def _only_stop(self, state: DrrState, seat: int) -> int | None:
        """The one position in `stops(state, seat)`, or None when the mover has a choice."""
        riders = state.riders
        pos = riders[seat].pos
        stage = state.stages[state.stage_index]
        if stage.time_trial:
            options = self._stops(state, seat, False)
            return options[0] if len(options) == 1 else None
        cum = stage.cum
        furthest = bisect_right(cum, cum[pos] + state.totals[seat]) - 1
        if seat != state.active:
            furthest = min(furthest, riders[state.active].pos)
        return pos if furthest == pos else None

    def _move(self, state: DrrState, seat: int, to: int, ev: list[Event]) -> None:
        rider = state.riders[seat]
        cum = state.stages[state.stage_index].cum
        frm = rider.pos
        spent = cum[to] - cum[frm]
        name = state.names[seat]
        if to == frm:
            can_move = len(cum) > to + 1 and cum[to + 1] - cum[to] <= state.totals[seat]
            said, params = M.LOG_STAY if can_move else M.LOG_STUCK, (("rider", name),)
        else:
            said = M.LOG_MOVE_ONE if to - frm == 1 else M.LOG_MOVE
            params = (("rider", name), ("spaces", to - frm), ("spent", spent))
        ev.append(_event("move", said, params, (("seat", seat), ("frm", frm), ("to", to), ("spent", spent))))
        rider.pos = to
        state.pending.pop(0)
        if to == len(cum) - 1:
            self._finish(state, seat, state.totals[seat] - spent, ev)

    def _finish(self, state: DrrState, seat: int, spare: int, ev: list[Event]) -> None:
        rider = state.riders[seat]
        rider.finished, rider.racing = True, False
        state.finish_order.append(seat)
        place = len(state.finish_order)
        name = self._name(state, seat)
        ev.append(event("finish", M.LOG_FINISH(rider=name, place=place), seat=seat, place=place))
        if state.stage.time_trial:
            rider.extra = time_trial_time(rider.rolls, spare)
            ev.append(event("tt_time", M.LOG_TT_TIME(rider=name, rolls=rider.rolls, over=spare, time=rider.extra),
                            seat=seat, rolls=rider.rolls, spare=spare, time=rider.extra))
        elif state.win_turn is None or state.win_turn == state.turn:
            state.win_turn = state.turn
            rider.extra = 0
        elif state.continuation is None:
            rider.extra = EXTRA_IN_ROUND
        # In the final stage's play-on, times are already scored; only the order is being settled.

    def _end_turn(self, state: DrrState, ev: list[Event]) -> None:
        for seat, lost in state.losses.items():
            if lost:
                rider = state.riders[seat]
                rider.dice -= lost
                said = M.LOG_LOSE_ONE if lost == 1 else M.LOG_LOSE
                ev.append(_event("lose", said, (("rider", state.names[seat]), ("lost", lost), ("left", rider.dice)),
                                 (("seat", seat), ("lost", lost), ("left", rider.dice))))
        state.losses = {}
        self._next_turn(state, ev)

    def _next_turn(self, state: DrrState, ev: list[Event]) -> None:
        if state.stages[state.stage_index].time_trial:
            self._next_time_trial_turn(state, ev)
        elif not state.stage_race and state.finish_order:
            self._end_game(state, ev)
        elif state.win_turn == state.turn and state.extra_round is None:
            winner = state.finish_order[0]
            ev.append(event("extra_round", M.LOG_EXTRA_ROUND(rider=self._name(state, winner)), seat=winner))
            state.extra_round = [s for s in clockwise(state, state.active)[1:] if state.riders[s].racing]
            self._next_extra_turn(state, ev)
        elif state.continuation is not None:
            self._next_play_on(state, ev)
        elif state.extra_round is not None:
            self._next_extra_turn(state, ev)
        else:
            riders = state.riders
            for seat in clockwise(state, state.active + 1):
                if riders[seat].racing:
                    self._begin_turn(state, seat, ev)
                    return
            self._close_road_stage(state, ev)

    def _next_extra_turn(self, state: DrrState, ev: list[Event]) -> None:
        while state.extra_round:
            seat = state.extra_round.pop(0)
            if state.riders[seat].racing:
                self._begin_turn(state, seat, ev)
                return
        self._close_road_stage(state, ev)

    # --- time trial -------------------------------------------------------------
    def _time_trial_order(self, state: DrrState) -> list[int]:
        """Retired riders first (earliest retirement first), then the GC from last to first."""
        retired = sorted((r for r in state.riders if not r.in_gc), key=lambda r: (r.first_retired, r.seat))
        return [r.seat for r in retired] + list(reversed(gc_ranking(state)))

    def _next_time_trial_turn(self, state: DrrState, ev: list[Event]) -> None:
        while True:
            while state.tt_queue:
                seat = state.tt_queue.pop(0)
                if state.riders[seat].racing:
                    self._begin_turn(state, seat, ev)
                    return
            waiting = [s for i, s in enumerate(state.tt_order)
                       if not state.riders[s].started and not state.riders[s].retired_now]
            if not waiting and not any(r.racing for r in state.riders):
                self._close_time_trial(state, ev)
                return
            state.tt_round += 1
            # One rider leaves the ramp every other round: the i-th starter in round 2i + 1.
            for i, seat in enumerate(state.tt_order):
                rider = state.riders[seat]
                if 2 * i + 1 == state.tt_round and not rider.retired_now:
                    rider.started = rider.racing = True
                    ev.append(event("tt_start", M.LOG_TT_START(rider=self._name(state, seat)), seat=seat))
            state.tt_queue = [s for s in state.tt_order if state.riders[s].racing]

    def _close_time_trial(self, state: DrrState, ev: list[Event]) -> None:
        finishers = [s for s in state.finish_order if not state.riders[s].retired_now]
        order = sorted(finishers, key=lambda s: (state.riders[s].extra, state.finish_order.index(s)))
        places = {seat: i + 1 for i, seat in enumerate(order)}
        self._record_stage(state, tuple(order), places, {}, ev)
        self._after_stage(state, ev)

    # --- road stage end ------------------------------------------------------------
    def _close_road_stage(self, state: DrrState, ev: list[Event]) -> None:
        for rider in state.riders:
            if not rider.retired_now and not rider.finished:
                rider.extra = EXTRA_NOT_FINISHED
        order = tuple(s for s in state.finish_order if not state.riders[s].retired_now)
        places = {seat: i + 1 for i, seat in enumerate(order)}
        bonus = {seat: BONUS[i] for i, seat in enumerate(order[: len(BONUS)])}
        self._record_stage(state, order, places, bonus, ev)
        if state.stage_index == len(state.stages) - 1 and self._unsettled(state):
            state.continuation = []
            self._next_play_on(state, ev)
        else:
            self._after_stage(state, ev)

    def _unsettled(self, state: DrrState) -> list[int]:
        """Final stage: riders tied on GC time whose order no finish has decided yet."""
        by_time: dict[int, list[int]] = {}
        for r in state.riders:
            if r.in_gc and not r.finished and not r.retired_now:
                by_time.setdefault(r.gc_time, []).append(r.seat)
        return sorted(s for group in by_time.values() if len(group) > 1 for s in group)

    def _next_play_on(self, state: DrrState, ev: list[Event]) -> None:
        tied = self._unsettled(state)
        if not tied:
            result = state.results[-1]
            state.results[-1] = StageResult(result.stage, tuple(state.finish_order), result.rows)
            state.continuation = None
            self._after_stage(state, ev)
            return
        if state.continuation != tied:
            names = ", ".join(self._name(state, s) for s in tied)
            ev.append(event("settle", M.LOG_SETTLE(riders=names), seats=tuple(tied)))
        state.continuation = tied
        after = clockwise(state, (state.active + 1) % state.n)
        self._begin_turn(state, next(s for s in after if s in tied), ev)

    def _record_stage(self, state: DrrState, order: tuple[int, ...], places: dict[int, int],
                      bonus: dict[int, int], ev: list[Event]) -> None:
        rows = []
        for r in state.riders:
            extra = 0 if r.retired_now else r.extra
            if r.in_gc:
                r.gc_time += extra + bonus.get(r.seat, 0)
            rows.append(StageRow(r.seat, places.get(r.seat), extra, bonus.get(r.seat, 0),
                                 r.gc_time if r.in_gc else None, r.retired_now))
        result = StageResult(state.stage.number, order, tuple(rows))
        state.results.append(result)
        ev.append(event("stage_end", M.LOG_STAGE_END(stage=state.stage.number), stage=state.stage.number,
                        result=result))

    def _after_stage(self, state: DrrState, ev: list[Event]) -> None:
        if not state.stage_race or state.stage_index == len(state.stages) - 1:
            self._end_game(state, ev)
        elif self.settled(state):
            state.phase, state.votes = "agree", {}
            ev.append(event("offer_end", M.LOG_OFFER_END()))
        else:
            self._next_stage(state, ev)

    def settled(self, state: DrrState) -> bool:
        """No rider can change places in the stages left (the condition for ending by agreement)."""
        left = state.stages[state.stage_index + 1:]
        if any(stage.time_trial for stage in left):
            return False
        ranking = gc_ranking(state)
        margin = MAX_SWING_PER_STAGE * len(left)
        times = [state.riders[s].gc_time for s in ranking]
        return all(b - a > margin for a, b in zip(times, times[1:]))

    def _vote(self, state: DrrState, seat: int, end: bool, ev: list[Event]) -> None:
        state.votes[seat] = end
        choice = M.VOTE_END() if end else M.VOTE_GO_ON()
        ev.append(event("vote", M.LOG_VOTE(rider=self._name(state, seat), choice=choice), seat=seat, end=end))
        if len(state.votes) < state.n:
            return
        if all(state.votes.values()):
            self._end_game(state, ev)
        else:
            self._next_stage(state, ev)

    # --- stages -----------------------------------------------------------------
    def _next_stage(self, state: DrrState, ev: list[Event]) -> None:
        state.stage_index += 1
        self._start_stage(state, ev)

    def _start_stage(self, state: DrrState, ev: list[Event]) -> None:
        stage = state.stage
        first = state.stage_index == 0
        for r in state.riders:
            if not first:
                # Recovery is automatic: a die more never hurts. Retired riders come back with all three.
                before = r.dice
                r.dice = MAX_DICE if r.retired_now else min(MAX_DICE, r.dice + 1)
                if r.dice != before:
                    ev.append(event("recover", M.LOG_RECOVER(rider=self._name(state, r.seat), dice=r.dice),
                                    seat=r.seat, dice=r.dice))
            r.pos, r.finished, r.extra, r.retired_now, r.rolls = 0, False, None, False, 0
            r.racing = r.started = not stage.time_trial
        state.finish_order, state.extra_round, state.continuation, state.win_turn = [], None, None, None
        state.phase, state.votes = "declare", {}
        if state.leader_colour and not first:
            state.leader = gc_ranking(state)[0] if any(r.in_gc for r in state.riders) else None
        kind = STAGE_KIND_NAMES[stage.kind]()
        ev.append(event("stage_start", M.LOG_STAGE_START(stage=stage.number, kind=kind, total=stage.course.total),
                        stage=stage.number))
        if stage.time_trial:
            state.tt_order, state.tt_round, state.tt_queue = self._time_trial_order(state), 0, []
            self._next_time_trial_turn(state, ev)
        else:
            self._begin_turn(state, state.stage_index % state.n, ev)

    def _retire(self, state: DrrState, seat: int, ev: list[Event]) -> None:
        rider = state.riders[seat]
        rider.retired_now, rider.racing, rider.in_gc, rider.gc_time = True, False, False, 0
        if rider.first_retired is None:
            rider.first_retired = state.retirements
        state.retirements += 1
        ev.append(event("retire", M.LOG_RETIRE(rider=self._name(state, seat)), seat=seat))
        if seat == state.active:
            self._next_turn(state, ev)

    def _end_game(self, state: DrrState, ev: list[Event]) -> None:
        state.phase = "over"
        winners = self.outcome(state).winners
        for seat in winners:
            ev.append(event("game_end", M.LOG_GAME_END(rider=self._name(state, seat)), seat=seat))

    # --- results and views ----------------------------------------------------------
    def is_over(self, state: DrrState) -> bool:
        return state.phase == "over"

    def outcome(self, state: DrrState) -> Outcome:
        if state.stage_race:
            ranking = gc_ranking(state)
            rest = [r.seat for r in state.riders if not r.in_gc]
            scores = tuple((s, state.riders[s].gc_time) for s in ranking)
            return Outcome(tuple(ranking + rest), tuple(ranking[:1]), scores)
        first = state.finish_order[0] if state.finish_order else 0
        # Riders on one space are ordered clockwise from the winner, like riders finishing on one roll.
        others = sorted((r for r in state.riders if not r.finished), key=lambda r: (-r.pos, (r.seat - first) % state.n))
        ranking = tuple(state.finish_order) + tuple(r.seat for r in others)
        return Outcome(ranking, tuple(state.finish_order[:1]), tuple((r.seat, r.pos) for r in state.riders))

    def observe(self, state: DrrState, player: int) -> DrrState:
        """Everything on the table is public but the other riders' join answers not yet announced (shown as None:
        who has answered is public) and the generator (the future dice)."""
        seen = state.clone()
        seen.rng = None
        seen.answers = {s: (join if s == player else None) for s, join in state.answers.items()}
        return seen

    def determinize(self, observation: DrrState, rng: random.Random) -> DrrState:
        world = observation.clone()
        world.rng = SeededRng(rng.getrandbits(64))
        for s, join in world.answers.items():
            if join is None:
                world.answers[s] = rng.random() < 0.5
        return world


GAME = DiceRoadRace()
