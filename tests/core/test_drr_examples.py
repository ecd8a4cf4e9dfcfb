"""The worked examples of the stage-race rulebook (seeds/003), one test each.

Dice are scripted: `rig` replaces the state's generator with one that shows
the given faces in order, so each example plays exactly as the book tells it.
"""
import pytest

from gameshelf.core.games.dice_road_race import gc_ranking
from gameshelf.core.games.dice_road_race.actions import Advance, Declare, Join
from gameshelf.core.games.dice_road_race.rules import time_trial_time

from drr_helpers import finish_line, new_race, play, rig, roll_and_go_furthest

P1, P2, P3, P4 = range(4)


def gc_table(state):
    """(seat, GC time, gap to the leader) best first, as the book prints it."""
    ranking = gc_ranking(state)
    lead = state.riders[ranking[0]].gc_time
    return [(s, state.riders[s].gc_time, state.riders[s].gc_time - lead) for s in ranking]


def stage_one_examples_1_to_3():
    """Stage 1: P1 (active) and P3 finish on one roll; P2 finishes in the extra round; P4 does not."""
    state = new_race()
    end = finish_line(state)
    assert state.active == P1 and state.stage.number == 1
    state.riders[P1].pos = state.riders[P3].pos = end - 2  # the last two spaces cost 2 + 3
    state.riders[P2].pos = end - 3  # 2 + 2 + 3 to go
    rig(state, 3, 4, 2, 4)  # P1 rolls 7, P3 rolls 6
    play(state, (P1, Declare(2)), (P3, Join(True)), (P1, Advance(end)), (P3, Advance(end)))
    assert state.finish_order == [P1, P3]
    assert state.active == P2  # the extra round, counted from P1
    rig(state, 3, 3, 2)
    play(state, (P2, Declare(3)), (P2, Advance(end)))
    rig(state, 1)
    play(state, (P4, Declare(1)))  # a 1 cannot pay the first space (cost 2): P4 stays put
    return state


def test_example_1_joint_winners_take_first_two_bonuses():
    state = stage_one_examples_1_to_3()
    rows = {row.seat: row for row in state.results[0].rows}
    assert (rows[P1].place, rows[P1].extra, rows[P1].bonus, rows[P1].gc_time) == (1, 0, -10, -10)
    assert (rows[P3].place, rows[P3].extra, rows[P3].bonus, rows[P3].gc_time) == (2, 0, -5, -5)


def test_example_2_extra_round_finisher_gets_ten_less_third_bonus():
    rows = {row.seat: row for row in stage_one_examples_1_to_3().results[0].rows}
    assert (rows[P2].place, rows[P2].extra, rows[P2].bonus, rows[P2].gc_time) == (3, 10, -2, 8)


def test_example_3_non_finisher_gets_twenty_and_no_place():
    rows = {row.seat: row for row in stage_one_examples_1_to_3().results[0].rows}
    assert (rows[P4].place, rows[P4].extra, rows[P4].bonus, rows[P4].gc_time) == (None, 20, 0, 20)


def test_gc_table_after_examples_1_to_3():
    state = stage_one_examples_1_to_3()
    assert gc_table(state) == [(P1, -10, 0), (P3, -5, 5), (P2, 8, 18), (P4, 20, 30)]


def stage_two_example_4():
    """Stage 2: P2 wins alone; nobody else finishes within the extra round."""
    state = stage_one_examples_1_to_3()
    assert state.stage.number == 2 and state.active == P2  # stage k starts with seat k
    end = finish_line(state)
    state.riders[P2].pos = end - 1  # the last space costs 4
    rig(state, 2, 3)
    play(state, (P2, Declare(2)), (P2, Advance(end)))
    for seat in (P3, P4, P1):  # the extra round, each rolling a single 1
        assert state.active == seat
        rig(state, 1)
        roll_and_go_furthest(state, seat)
    return state


def test_example_4_lone_winner_and_three_non_finishers():
    state = stage_two_example_4()
    rows = {row.seat: row for row in state.results[1].rows}
    assert rows[P2].gc_time == -2
    assert [rows[s].gc_time for s in (P1, P3, P4)] == [10, 15, 40]
    assert all(rows[s].bonus == 0 and rows[s].place is None for s in (P1, P3, P4))


def test_gc_table_after_example_4():
    state = stage_two_example_4()
    assert gc_table(state) == [(P2, -2, 0), (P1, 10, 12), (P3, 15, 17), (P4, 40, 42)]


def test_example_5_time_trial_starts_one_rider_every_other_round():
    state = stage_two_example_4()
    assert state.stage.time_trial and state.tt_order == [P4, P3, P1, P2]
    turns = []
    for _ in range(9):  # rounds 1-5: P4 | P4 | P4 P3 | P4 P3 | P4 P3 P1
        turns.append((state.tt_round, state.active))
        rig(state, 1)
        roll_and_go_furthest(state, state.active)
    assert turns == [(1, P4), (2, P4), (3, P4), (3, P3), (4, P4), (4, P3), (5, P4), (5, P3), (5, P1)]


def test_example_6_time_trial_time_is_rolls_times_ten_less_overshoot():
    assert time_trial_time(rolls=5, spare=7 - 4) == 47


def test_example_6_played_on_the_board():
    """A rider on the fifth roll, 3 short of the line (the nearest this course has to the book's 4), rolls 7."""
    state = stage_two_example_4()
    end = finish_line(state)
    rider = state.riders[P4]
    rider.rolls, rider.pos = 4, end - 1
    rig(state, 3, 4)
    play(state, (P4, Declare(2)), (P4, Advance(end)))
    assert rider.finished and rider.extra == time_trial_time(5, 7 - 3) == 46


@pytest.mark.parametrize("stage,total", [(1, 45), (2, 48), (3, 28), (4, 47), (5, 50)])
def test_stage_course_totals_match_the_layout_table(stage, total):
    state = new_race()
    assert state.stages[stage - 1].course.total == total
