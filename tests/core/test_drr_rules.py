"""Each rule and edge of design/games/dice_road_race.md, tested on the board."""
import random

import pytest

from gameshelf.core.engine import IllegalAction, Seat
from gameshelf.core.games.dice_road_race import GAME, gc_ranking
from gameshelf.core.games.dice_road_race.actions import Advance, Agree, Declare, Join, Retire
from gameshelf.core.games.dice_road_race.data import BOARDS, SINGLE_COURSES, STAGES

from drr_helpers import ScriptedRng, finish_line, new_race, play, rig, roll_and_go_furthest

P1, P2, P3, P4 = range(4)


def reason(state, seat, action):
    problem = GAME.check(state, seat, action)
    return problem.key if problem else None


def test_board_sides_total_as_the_design_file_says():
    totals = {board: sum(costs) for board, costs in BOARDS.items()}
    assert totals == {(1, "W"): 14, (1, "B"): 16, (2, "W"): 16, (2, "B"): 14, (3, "W"): 17, (3, "B"): 18}
    assert min(c.total for c in SINGLE_COURSES) == 45 and max(c.total for c in SINGLE_COURSES) == 50


def test_single_courses_end_on_board_three():
    assert len(SINGLE_COURSES) == 16 and all(c.boards[-1][0] == 3 for c in SINGLE_COURSES)


def test_declare_between_one_and_the_dice_held():
    state = new_race()
    state.riders[P1].dice = 2
    assert reason(state, P1, Declare(3)) == "drr.dice_range"
    assert reason(state, P1, Declare(0)) == "drr.dice_range"
    assert reason(state, P2, Declare(1)) == "engine.not_your_turn"
    assert reason(state, P1, Declare(2)) is None


def test_only_riders_on_the_same_space_with_enough_dice_may_join():
    state = new_race()
    state.riders[P2].dice = 1  # too few to join a two-dice roll
    state.riders[P4].pos = 1  # elsewhere
    play(state, (P1, Declare(2)))
    assert state.phase == "join" and GAME.to_act(state) == (P3,)


def test_joiner_with_a_higher_total_stops_no_further_than_the_active_rider():
    state = new_race()
    rig(state, 1, 1, 6, 5)  # P1 rolls 2, P2 rolls 11
    play(state, (P1, Declare(2)), (P2, Join(True)), (P3, Join(False)), (P4, Join(False)))
    play(state, (P1, Advance(1)))  # the first space of board 2 black costs 2
    assert [a.to for a in GAME.legal_actions(state, P2)] == [0, 1]
    assert GAME.check(state, P2, Advance(2)).key == "drr.behind_only"


def test_joiner_with_a_lower_total_spends_only_its_own_total():
    state = new_race()
    rig(state, 6, 5, 1, 2)  # P1 rolls 11, P2 rolls 3
    play(state, (P1, Declare(2)), (P2, Join(True)), (P3, Join(False)), (P4, Join(False)))
    cum_to = lambda p: sum(state.stage.course.costs[:p])
    play(state, (P1, GAME.legal_actions(state, P1)[-1]))
    furthest = GAME.legal_actions(state, P2)[-1].to
    assert cum_to(furthest) <= 3 < cum_to(furthest + 1)
    assert reason(state, P2, Advance(furthest + 1)) == "drr.not_reachable"


def test_joiner_never_passes_the_active_rider_who_stopped_early():
    state = new_race()
    rig(state, 6, 6, 6, 6)
    play(state, (P1, Declare(2)), (P2, Join(True)), (P3, Join(False)), (P4, Join(False)))
    play(state, (P1, Advance(2)))
    assert reason(state, P2, Advance(3)) == "drr.behind_only"
    assert [a.to for a in GAME.legal_actions(state, P2) if isinstance(a, Advance)] == [0, 1, 2]


def test_riders_never_move_backwards():
    state = new_race()
    state.riders[P1].pos = 3
    for seat in (P2, P3, P4):
        state.riders[seat].pos = 5
    rig(state, 4)
    play(state, (P1, Declare(1)))
    assert reason(state, P1, Advance(2)) == "drr.no_backwards"


@pytest.mark.parametrize("faces,kept", [((6,), 3), ((6, 6), 2), ((6, 6, 6), 1), ((6, 1, 6), 1), ((6, 2, 3), 2)])
def test_sixes_are_lost_but_one_rolled_die_always_comes_back(faces, kept):
    state = new_race()
    for seat in (P2, P3, P4):
        state.riders[seat].pos = 20
    rig(state, *faces)
    play(state, (P1, Declare(len(faces))))
    if state.phase == "move":
        play(state, (P1, GAME.legal_actions(state, P1)[-1]))
    assert state.riders[P1].dice == kept


def test_many_riders_share_a_space_outside_the_time_trial():
    state = new_race()
    rig(state, 2, 2, 2, 2)
    play(state, (P1, Declare(1)), (P2, Join(True)), (P3, Join(True)), (P4, Join(True)))
    for seat in (P1, P2, P3, P4):
        play(state, (seat, Advance(1)))
    assert {r.pos for r in state.riders} == {1}


def test_single_race_ends_at_the_first_finish_and_ranks_the_rest_by_distance():
    state = new_race(mode="single_race", course="1B-2W-3B")
    end = finish_line(state)
    state.riders[P1].pos = end - 1
    state.riders[P3].pos = 10
    state.riders[P2].pos = 5
    rig(state, 4)
    play(state, (P1, Declare(1)), (P1, Advance(end)))
    assert GAME.is_over(state)
    outcome = GAME.outcome(state)
    assert outcome.winners == (P1,) and outcome.ranking == (P1, P3, P2, P4)


def test_retiring_is_only_for_the_stage_race():
    state = new_race(mode="single_race")
    assert reason(state, P1, Retire()) == "drr.no_retire_single"


def test_retirement_loses_gc_time_leaves_the_board_and_returns_with_three_dice():
    state = new_race()
    state.riders[P3].gc_time, state.riders[P3].dice = 30, 1
    play(state, (P3, Retire()))  # not the active rider: retiring is allowed between turns
    rider = state.riders[P3]
    assert not rider.in_gc and rider.gc_time == 0 and not rider.on_board and P3 not in gc_ranking(state)
    end = finish_line(state)
    state.riders[P1].pos = end - 1
    rig(state, 4)
    play(state, (P1, Declare(1)), (P1, Advance(end)))
    for seat in (P2, P4):
        rig(state, 1)
        roll_and_go_furthest(state, seat)
    assert state.stage.number == 2 and rider.dice == 3 and rider.on_board and not rider.in_gc


def test_retiring_waits_for_the_turn_boundary_and_the_last_gc_rider_stays():
    state = new_race(n=2)
    play(state, (P1, Declare(1)))
    assert reason(state, P2, Retire()) in ("drr.retire_when",)
    state = new_race(n=2)
    play(state, (P2, Retire()))
    assert reason(state, P1, Retire()) == "drr.last_in_gc"
    assert reason(state, P2, Retire()) == "drr.retired_already"


def test_active_rider_retiring_passes_the_turn():
    state = new_race()
    play(state, (P1, Retire()))
    assert state.active == P2 and state.phase == "declare"


def test_recovery_gives_one_die_back_never_above_three():
    state = new_race()
    state.riders[P2].dice, state.riders[P3].dice = 1, 2
    end = finish_line(state)
    state.riders[P1].pos = end - 1
    rig(state, 4)
    play(state, (P1, Declare(1)), (P1, Advance(end)))
    for seat in (P2, P3, P4):
        rig(state, 1)
        roll_and_go_furthest(state, seat)
    assert [r.dice for r in state.riders] == [3, 2, 3, 3]


def to_time_trial(state):
    """Plays stage 2 quickly (each active rider finishes alone) to reach the time trial."""
    while not state.stage.time_trial:
        end = finish_line(state)
        state.riders[state.active].pos = end - 1
        rig(state, 4)
        seat = state.active
        play(state, (seat, Declare(1)))
        while state.phase == "join":
            play(state, (state.pending[0], Join(False)))
        if state.phase == "move":
            play(state, (seat, Advance(end)))
    return state


def test_time_trial_forbids_stopping_on_an_occupied_space_but_allows_passing():
    state = to_time_trial(new_race(n=2))
    first = state.active
    other = 1 - first
    state.riders[other].started = state.riders[other].racing = True
    state.riders[other].pos = 2
    rig(state, 6)
    play(state, (first, Declare(1)))
    stops = [a.to for a in GAME.legal_actions(state, first) if isinstance(a, Advance)]
    assert 2 not in stops and max(stops) > 2
    assert reason(state, first, Advance(2)) == "drr.occupied"


def test_time_trial_has_no_joining_and_counts_rolls():
    state = to_time_trial(new_race(n=2))
    seat = state.active
    other = 1 - seat
    state.riders[other].started = state.riders[other].racing = True  # same space, yet no join
    rig(state, 1)
    play(state, (seat, Declare(1)))
    assert state.phase != "join" and state.riders[seat].rolls == 1


def test_time_trial_order_puts_retired_riders_first_by_retirement():
    state = new_race()
    play(state, (P4, Retire()), (P2, Retire()))
    state = to_time_trial(state)
    assert state.tt_order[:2] == [P4, P2]


def test_time_trial_awards_no_bonus_and_adds_each_time():
    state = to_time_trial(new_race(n=2))
    before = {r.seat: r.gc_time for r in state.riders}
    rig(state, *([6] * 200))
    guard = 0
    while state.stage.time_trial:
        seat = GAME.to_act(state)[0]
        legal = [a for a in GAME.legal_actions(state, seat) if not isinstance(a, Retire)]
        play(state, (seat, legal[-1]))
        guard += 1
        assert guard < 500
    result = state.results[2]
    assert all(row.bonus == 0 for row in result.rows)
    for row in result.rows:
        assert row.gc_time == before[row.seat] + row.extra


def test_leader_colour_goes_to_the_gc_leader_from_the_next_stage():
    state = new_race(leader_colour=True)
    assert state.leader is None
    end = finish_line(state)
    state.riders[P3].pos = end - 1
    play(state, (P1, Declare(1)))
    for seat in state.pending[:]:
        play(state, (seat, Join(False)))
    if state.phase == "move":
        play(state, (P1, GAME.legal_actions(state, P1)[0]))
    rig(state, 4)
    play(state, (P2, Declare(1)))
    while state.phase == "join":
        play(state, (state.pending[0], Join(False)))
    if state.phase == "move":
        play(state, (P2, GAME.legal_actions(state, P2)[0]))
    rig(state, 4)
    play(state, (P3, Declare(1)), (P3, Advance(end)))
    while state.stage.number == 1:
        rig(state, 1)
        roll_and_go_furthest(state, state.active)
    assert state.leader == P3 == gc_ranking(state)[0]


def test_leader_colour_needs_five_or_fewer_players():
    assert GAME.check_options(6, {"leader_colour": True}).key == "drr.leader_too_many"
    assert GAME.check_options(5, {"leader_colour": True}) is None
    with pytest.raises(IllegalAction):
        GAME.new_game([Seat(str(i)) for i in range(6)], {"leader_colour": True}, 1)


def test_player_count_and_unknown_options_are_refused():
    assert GAME.check_options(1, {}).key == "drr.bad_players"
    assert GAME.check_options(7, {}).key == "drr.bad_players"
    assert GAME.check_options(3, {"course": "9Z"}).key == "drr.bad_option"
    assert GAME.check_options(3, {"mode": "single_race", "course": "2W-1B-3B"}) is None


def start_stage(state, number):
    """Jumps to the start of stage `number` (the riders keep their GC times)."""
    state.stage_index = number - 2
    GAME._next_stage(state, [])
    return state


def test_last_stage_plays_on_until_tied_riders_are_ordered():
    state = new_race(n=3)
    for r in state.riders:
        r.gc_time = 100
    state.riders[P1].gc_time = 90  # after this stage P2 and P3 will be tied on time
    state = start_stage(state, len(STAGES))
    end = finish_line(state)
    state.riders[P1].pos = end - 1
    # P1 wins alone; P2 and P3 do not finish in the extra round: both +20, tied on 120.
    guard = 0
    while not GAME.is_over(state) and state.continuation is None:
        seat = state.active
        if seat == P1:
            rig(state, 4)
            play(state, (seat, Declare(1)))
            while state.phase == "join":
                play(state, (state.pending[0], Join(False)))
            play(state, (seat, Advance(end)))
        else:
            rig(state, 1)
            roll_and_go_furthest(state, seat)
        guard += 1
        assert guard < 20
    assert state.continuation == [P2, P3] and not GAME.is_over(state)
    assert state.riders[P2].gc_time == state.riders[P3].gc_time == 120
    # Only P2 and P3 take turns now; the first to finish takes the higher GC place.
    state.riders[P3].pos = end - 1
    while not GAME.is_over(state):
        seat = state.active
        assert seat in (P2, P3)
        rig(state, 4 if seat == P3 else 1)
        roll_and_go_furthest(state, seat)
    assert GAME.outcome(state).ranking == (P1, P3, P2)


def test_end_by_agreement_is_offered_once_nobody_can_change_places():
    state = start_stage(new_race(n=2), 4)  # after stage 4 one road stage is left: gaps over 30 s are settled
    seat = state.active
    state.riders[1 - seat].gc_time = 10  # the active rider wins: the gap becomes 10 + 10 + 20 = 40
    end = finish_line(state)
    state.riders[seat].pos = end - 1
    rig(state, 4)
    play(state, (seat, Declare(1)))
    while state.phase == "join":
        play(state, (state.pending[0], Join(False)))
    play(state, (seat, Advance(end)))
    rig(state, 1)
    roll_and_go_furthest(state, state.active)  # the extra round's one turn
    assert state.phase == "agree" and set(GAME.to_act(state)) == {P1, P2}
    play(state, (P1, Agree(True)), (P2, Agree(True)))
    assert GAME.is_over(state) and GAME.outcome(state).winners == (seat,)


def test_one_no_vote_races_on():
    state = new_race(n=2)
    state.phase, state.votes, state.stage_index = "agree", {}, 3
    play(state, (P1, Agree(True)), (P2, Agree(False)))
    assert state.stage.number == 5 and state.phase == "declare"


def test_settled_needs_gaps_above_thirty_seconds_per_road_stage_left():
    state = new_race(n=2)
    state.stage_index = 3
    state.riders[P2].gc_time = 30
    assert not GAME.settled(state)
    state.riders[P2].gc_time = 31
    assert GAME.settled(state)
    state.stage_index = 1  # a time trial is still to come
    state.riders[P2].gc_time = 500
    assert not GAME.settled(state)


def test_illegal_action_leaves_the_state_untouched():
    state = new_race()
    before = state.clone()
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, P2, Declare(1))
    assert caught.value.reason.key == "engine.not_your_turn"
    assert state.riders == before.riders and state.phase == before.phase
    assert state.rng.getstate() == before.rng.getstate()


def test_scripted_rng_is_used_for_rolls():
    state = new_race()
    state.rng = ScriptedRng([5])
    for seat in (P2, P3, P4):
        state.riders[seat].pos = 3
    play(state, (P1, Declare(1)))
    assert state.totals[P1] == 5


def test_a_rider_who_has_finished_may_not_retire_until_the_next_stage():
    # Retiring would erase their place, so the next finisher would inherit its bonus: the place stands.
    state = new_race()
    end = finish_line(state)
    state.riders[P1].pos = end - 1
    rig(state, 4)
    play(state, (P1, Declare(1)), (P1, Advance(end)))
    assert state.riders[P1].finished and state.phase == "declare"
    assert reason(state, P1, Retire()) == "drr.retire_finished"
    assert Retire() not in GAME.legal_actions(state, P1)
    assert reason(state, P3, Retire()) is None  # riders still racing keep the right
    for seat in (P2, P3, P4):
        rig(state, 1)
        roll_and_go_furthest(state, seat)
    assert state.stage.number == 2 and state.results[0].order[0] == P1 and state.results[0].rows[P1].bonus == -10
    assert reason(state, P1, Retire()) is None  # a new stage: the right comes back


def test_join_answers_stay_secret_until_all_have_answered_then_are_announced_together():
    state = new_race()  # everyone on the start: all may join
    play(state, (P1, Declare(2)))
    assert GAME.to_act(state) == (P2, P3, P4)
    said = GAME.apply(state, P3, Join(True))
    assert [e.kind for e in said] == ["answer"] and dict(said[0].data) == {"seat": P3}
    assert said[0].message.english() == "Player 3 has answered."
    for viewer in (P1, P2, P4):
        seen = GAME.observe(state, viewer)
        assert P3 not in seen.joiners and seen.answers == {P3: None}
    assert GAME.observe(state, P3).answers == {P3: True}
    world = GAME.determinize(GAME.observe(state, P2), random.Random(1))
    assert world.answers[P3] in (True, False)  # a guess, so that the world plays on
    GAME.apply(world, P2, Join(False))
    said = GAME.apply(state, P2, Join(False)) + GAME.apply(state, P4, Join(True))
    assert [e.kind for e in said][:3] == ["answer", "answer", "join"]
    shown = [e for e in said if e.kind == "join"]
    assert [(e.get("seat"), e.get("join")) for e in shown] == [(P2, False), (P3, True), (P4, True)]
    assert all(e.reveal for e in shown)
    assert state.joiners == [P3, P4] and state.answers == {}
