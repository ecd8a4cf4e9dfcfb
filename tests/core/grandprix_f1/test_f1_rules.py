"""Every rule of GrandPrix-F1, one test each (design/games/grandprix_f1.md)."""
import pytest

from f1_helpers import MIXED, S, arrange, fuel_cards, moves, new, of_kind, play, where

from gameshelf.core.engine import Seat
from gameshelf.core.games.grandprix_f1 import GAME
from gameshelf.core.games.grandprix_f1 import circuit as C
from gameshelf.core.games.grandprix_f1 import data as D
from gameshelf.core.games.grandprix_f1 import routing as R
from gameshelf.core.games.grandprix_f1.actions import Exchange, Pay, Play, Stay

DECK = D.counts(D.DECK)


# --- cards, hands and piles --------------------------------------------------------------------
def test_the_deck_is_154_number_cards():
    assert sum(D.DECK.values()) == 154 and D.total(DECK) == 20 + 20 + 30 + 160 + 5 + 240 + 330


@pytest.mark.parametrize("n", [5, 6, 7, 8])
def test_one_car_players_start_with_4_tens_5_sixes_5_fours(n):
    state = new(n)
    for p in state.players:
        assert len(p.cars) == 1 and p.hand == D.counts({10: 4, 6: 5, 4: 5}) and D.total(p.hand) == 90
    assert fuel_cards(state) == DECK


@pytest.mark.parametrize("n", [3, 4])
def test_two_car_players_share_6_tens_10_sixes_10_fours(n):
    state = new(n)
    assert len(state.cars) == 2 * n
    for p in state.players:
        assert len(p.cars) == 2 and p.hand == D.counts({10: 6, 6: 10, 4: 10})
    assert fuel_cards(state) == DECK


def test_the_1_pile_holds_16_ones_with_the_rain_card_at_the_bottom():
    state = new(5)
    assert state.ones == [D.RAIN] + [1] * 16 and not state.ones_shuffled
    assert state.bank[1] == 4 and state.aside[5] == 1 and state.bank[5] == 0


def test_with_8_cars_the_1_pile_holds_all_20_ones():
    for n in (4, 8):
        state = new(n)
        assert state.ones.count(1) == 20 and state.bank[1] == 0


def test_five_laps_give_each_car_20_more_fuel():
    assert D.total(new(5, laps="5").players[0].hand) == 110
    assert D.total(new(3, laps="5").players[0].hand) == 160 + 40
    assert fuel_cards(new(6, laps="5")) == DECK


@pytest.mark.parametrize("n", [4, 7, 8])
def test_five_laps_are_refused_where_the_deck_cannot_fund_them(n):
    problem = GAME.check_options(n, {"laps": "5"})
    assert problem is not None and problem.key == "f1.five_laps"
    assert GAME.check_options(n, {"laps": "4"}) is None


# --- start order and grid ----------------------------------------------------------------------
@pytest.mark.parametrize("n", [3, 5, 8])
def test_start_order_is_drawn_per_car_and_the_grid_runs_from_pole_on_30(n):
    state = new(n, seed=7)
    assert sorted(state.order) == list(range(len(state.cars)))
    grid = [where(state, c) for c in state.order]
    assert grid == [str(30 - i) for i in range(len(state.cars))]
    assert state.active == state.order[0] and GAME.to_act(state) == (state.cars[state.order[0]].owner,)
    orders = {new(n, seed=s).order for s in range(6)}
    assert len(orders) > 1


def test_turns_follow_the_start_order():
    state = new(5, seed=2)
    first, second = state.order[0], state.order[1]
    play(state, first, 6)  # from pole on 30 to 6: no penalty, no bonus
    assert state.active == second


# --- a turn --------------------------------------------------------------------------------------
def test_playing_a_card_is_compulsory_and_every_card_of_the_hand_is_offered():
    state = new(5)
    car = state.active
    legal = GAME.legal_actions(state, state.cars[car].owner)
    assert legal and all(isinstance(a, Play) for a in legal)
    assert {a.card for a in legal} == {4, 6, 10}


def test_a_played_card_goes_back_to_its_bank_pile_and_a_1_to_the_spent_pile():
    state = arrange(new(), {0: "5"}, turn=0, hands={0: {1: 1, 6: 1}})
    bank6 = state.bank[6]
    play(state, 0, 6)
    assert state.bank[6] == bank6 + 1
    arrange(state, {0: "5"}, turn=0)
    play(state, 0, 1)
    assert state.spent_ones == 1


def test_a_car_moves_exactly_the_cards_value():
    state = arrange(new(), {0: "5"}, turn=0)
    assert moves(play(state, 0, 6))[0].get("route") == ("6", "7", "8", "9", "10", "11")


def test_a_two_lane_space_lets_a_car_pass_one_car_but_not_two():
    state = arrange(new(), {0: "20", 1: "21"}, turn=0)
    play(state, 0, 4)
    assert where(state, 0) == "24"
    state = arrange(new(), {0: "20", 1: "21", 2: "21"}, turn=0)
    play(state, 0, 4)
    assert where(state, 0) == "20"


def test_a_two_lane_space_takes_a_second_car_but_never_a_third():
    state = arrange(new(), {0: "20", 1: "23"}, turn=0, hands={0: MIXED})
    play(state, 0, 3)
    assert where(state, 0) == "23" and state.occupancy[S["23"]] == 2
    state = arrange(new(), {0: "20", 1: "23", 2: "23"}, turn=0, hands={0: MIXED})
    play(state, 0, 3)
    assert where(state, 0) == "22"


@pytest.mark.parametrize("space", ["5", "13", "14"])
def test_no_overtaking_on_the_single_lane_spaces(space):
    start = str(int(space) - 2)
    state = arrange(new(), {0: start, 1: space}, turn=0)
    play(state, 0, 4)
    assert where(state, 0) == str(int(space) - 1) or R.KIND[state.cars[0].pos] == "gravel"


def test_the_u_lane_is_not_used_when_the_space_has_room():
    state = arrange(new(), {0: "7", 1: "9"}, turn=0)
    assert moves(play(state, 0, 4))[0].get("route") == ("8", "9", "10", "11")


def test_the_u_lane_of_curve_2_is_taken_when_one_of_8_to_10_is_full():
    state = arrange(new(), {0: "6", 1: "9", 2: "9"}, turn=0)
    route = moves(play(state, 0, 10))[0].get("route")
    assert route == ("7", "U6", "U7", "U8", "U9", "U10", "11", "12", "13", "14")


def test_the_u_lane_of_curve_4_before_its_gravel_and_gravel_when_the_lane_is_full():
    state = arrange(new(), {0: "23", 1: "26", 2: "26"}, turn=0)
    assert moves(play(state, 0, 4))[0].get("route") == ("24", "U11", "U12", "U13")
    state = arrange(new(), {0: "23", 1: "26", 2: "26", 3: "U11"}, turn=0)
    assert moves(play(state, 0, 6))[0].get("route") == ("24", "25", "K18", "K19", "K20", "K21")


def test_a_full_destination_stops_the_car_behind_it_without_a_bypass():
    state = arrange(new(), {0: "6", 1: "9", 2: "9"}, turn=0, hands={0: MIXED})
    events = play(state, 0, 3)
    assert where(state, 0) == "8" and moves(events)[0].get("blocked") == "9"


def test_k1_and_k11_are_two_lane_gravel_and_a_car_continues_through_its_bed():
    assert R.CAPACITY[S["K1"]] == 2 and R.CAPACITY[S["K11"]] == 2 and R.CAPACITY[S["K2"]] == 1
    state = arrange(new(), {0: "4", 1: "5", 2: "K1", 3: "K2"}, turn=0, hands={0: MIXED})
    assert moves(play(state, 0, 2))[0].get("route") == ("K1",)
    assert state.occupancy[S["K1"]] == 2
    arrange(state, {0: "K1", 1: "5"}, turn=0)
    assert moves(play(state, 0, 6))[0].get("route") == ("K2", "K3", "K4", "K5", "K6", "K7")


def test_inside_gravel_there_is_no_overtaking():
    state = arrange(new(), {0: "K2", 1: "K4"}, turn=0)
    events = play(state, 0, 6)
    assert where(state, 0) == "K3" and moves(events)[0].get("blocked") == "K4"


def test_a_bypass_exit_that_is_full_stops_the_car_in_the_bypass():
    state = arrange(new(), {0: "U9", 1: "11", 2: "11"}, turn=0)
    play(state, 0, 4)
    assert where(state, 0) == "U10"


# --- framed and penalty spaces ---------------------------------------------------------------------
def test_best_lap_gives_4_ones_by_default():
    state = arrange(new(), {0: "29"}, turn=0, hands={0: MIXED})
    events = play(state, 0, 2)
    assert of_kind(events, "bonus")[0].get("count") == 4 and state.phase == "exchange"
    assert state.players[0].hand[1] == 2 + 4 and state.ones.count(1) == 12


def test_best_lap_gives_3_ones_with_the_option():
    state = arrange(new(best_lap="3"), {0: "29"}, turn=0, hands={0: MIXED})
    play(state, 0, 2)
    assert state.players[0].hand[1] == 2 + 3


def test_sector_bests_on_12_and_19_give_2_ones():
    for space, start in (("12", "8"), ("19", "15")):
        state = arrange(new(), {0: start}, turn=0)
        events = play(state, 0, 4)
        assert where(state, 0) == space and of_kind(events, "bonus")[0].get("count") == 2


def test_the_drawn_ones_may_be_exchanged_at_once_for_bank_cards_of_equal_total():
    state = arrange(new(), {0: "29"}, turn=0, hands={0: MIXED})
    play(state, 0, 2)
    options = set(GAME.legal_actions(state, 0))
    assert options == {Exchange(c) for c in [(1, 1, 1, 1), (4,), (3, 1), (2, 2), (2, 1, 1)]}
    bank3, spent = state.bank[3], state.spent_ones
    GAME.apply(state, 0, Exchange((3, 1)))
    hand = state.players[0].hand
    assert hand[3] == 2 + 1 and hand[1] == 2 + 1 and state.bank[3] == bank3 - 1 and state.spent_ones == spent + 3
    assert state.phase == "turn" and fuel_cards(state) == DECK


def test_three_ones_become_a_3_or_a_2_and_a_1_and_two_ones_only_a_2():
    state = arrange(new(best_lap="3"), {0: "29"}, turn=0, hands={0: MIXED})
    play(state, 0, 2)
    assert set(GAME.legal_actions(state, 0)) == {Exchange((1, 1, 1)), Exchange((3,)), Exchange((2, 1))}
    state = arrange(new(), {0: "8"}, turn=0)
    play(state, 0, 4)
    assert set(GAME.legal_actions(state, 0)) == {Exchange((1, 1)), Exchange((2,))}


def test_the_exchange_is_only_offered_straight_after_the_draw():
    state = arrange(new(), {0: "8"}, turn=0)
    play(state, 0, 4)
    GAME.apply(state, 0, Exchange((1, 1)))
    assert state.phase == "turn" and not any(isinstance(a, Exchange) for a in GAME.legal_actions(state, 0))
    assert GAME.check(state, 0, Exchange((2,))) is not None


def test_a_penalty_is_paid_with_cards_totalling_at_least_the_cost_no_change():
    state = arrange(new(), {0: "3"}, turn=0, hands={0: {4: 2, 6: 1, 10: 1, 3: 1, 1: 1}})
    play(state, 0, 1)  # onto 4: 6 fuel
    assert state.phase == "pay"
    options = {a.cards for a in GAME.legal_actions(state, 0)}
    assert options == {(10,), (6,), (4, 4), (4, 3)}
    assert GAME.check(state, 0, Pay((4,))) is not None  # short
    assert GAME.check(state, 0, Pay((6, 4))) is not None  # a card more than needed
    GAME.apply(state, 0, Pay((10,)))  # no change given
    assert D.total(state.players[0].hand) == 4 + 4 + 6 + 3 and state.phase == "turn"


@pytest.mark.parametrize("space,cost", [("4", 6), ("10", 6), ("18", 6), ("9", 4), ("16", 4), ("22", 4), ("24", 4),
                                        ("26", 4), ("27", 4), ("30", 4)])
def test_every_penalty_space_costs_its_amount(space, cost):
    start = str(int(space) - 1)
    state = arrange(new(), {0: start}, turn=0, hands={0: {1: 1, 10: 3}})
    events = play(state, 0, 1)
    assert of_kind(events, "penalty")[0].get("cost") == cost
    assert of_kind(events, "paid")[0].get("cards") == (10,)  # the only way to pay: applied at once


def test_a_hand_that_cannot_pay_gives_everything_and_the_car_is_out():
    state = arrange(new(), {0: "3", 1: "20"}, turn=0, hands={0: {1: 1, 4: 1}})
    events = play(state, 0, 1)
    assert of_kind(events, "paid")[0].get("cards") == (4,)
    assert state.cars[0].status == "out" and of_kind(events, "out")


def test_a_car_that_does_not_move_triggers_no_space():
    state = arrange(new(), {0: "18", 1: "19", 2: "19"}, turn=0)
    events = play(state, 0, 4)
    assert where(state, 0) == "18" and not of_kind(events, "penalty")


# --- the pit lane --------------------------------------------------------------------------------------
def test_a_car_passing_19_may_take_the_pit_lane():
    state = arrange(new(), {0: "17"}, turn=0)
    legal = GAME.legal_actions(state, 0)
    assert Play(0, 4, False) in legal and Play(0, 4, True) in legal
    assert Play(0, 6, True) in legal
    state = arrange(new(), {0: "15"}, turn=0)
    assert Play(0, 4, True) not in GAME.legal_actions(state, 0)  # ends on 19: does not pass it
    assert GAME.check(state, 0, Play(0, 4, True)).key == "f1.no_pit_here"


def test_a_car_that_ended_on_19_must_take_the_pit_lane_except_on_its_final_lap():
    state = arrange(new(), {0: "19"}, turn=0, laps={0: 2})
    legal = GAME.legal_actions(state, 0)
    assert all(a.pit for a in legal)
    assert GAME.check(state, 0, Play(0, 4, False)).key == "f1.pit_compulsory"
    state = arrange(new(), {0: "19"}, turn=0, laps={0: 4})
    legal = GAME.legal_actions(state, 0)
    assert Play(0, 4, False) in legal and Play(0, 4, True) in legal


def test_a_car_in_the_pit_lane_stops_in_its_own_box_and_loses_the_rest():
    state = arrange(new(), {0: "B3"}, turn=0)
    state.players[0].box = 3
    events = play(state, 0, 6)
    assert moves(events)[0].get("route") == ("B4", "B5", "B6", "B7", "Box3")
    assert moves(events)[0].get("lost") == 1 and of_kind(events, "pit_in")


def test_stays_give_20_then_20_then_10_fuel_in_cards_of_the_players_choice():
    state = arrange(new(), {0: "Box1"}, turn=0, hands={0: {4: 1}})
    state.players[0].box = 1
    legal = GAME.legal_actions(state, 0)
    assert {a.cards for a in legal if isinstance(a, Stay)} == {(10, 10), (10, 6, 4), (6, 6, 4, 4), (4, 4, 4, 4, 4)}
    fuel = []
    for cards in [(10, 6, 4), (6, 6, 4, 4), (10,)]:
        arrange(state, {0: "Box1"}, turn=0)
        before = D.total(state.players[0].hand)
        GAME.apply(state, 0, Stay(cards))
        fuel.append(D.total(state.players[0].hand) - before)
    assert fuel == [20, 20, 10] and state.cars[0].stays == 3
    arrange(state, {0: "Box1"}, turn=0)
    legal = GAME.legal_actions(state, 0)
    assert legal and not any(isinstance(a, Stay) for a in legal)  # after the third stay it must leave
    assert GAME.check(state, 0, Stay((10,))).key == "f1.must_leave"


def test_refuelling_takes_the_largest_total_the_bank_can_make():
    state = arrange(new(), {0: "Box1"}, turn=0)
    state.players[0].box = 1
    state.aside[10] += state.bank[10]
    state.aside[6] += state.bank[6]
    state.bank[10] = state.bank[6] = 0
    state.aside[4] += state.bank[4] - 3
    state.bank[4] = 3
    assert {a.cards for a in GAME.legal_actions(state, 0) if isinstance(a, Stay)} == {(4, 4, 4)}


def test_leaving_after_no_stay_is_allowed_and_gives_nothing():
    state = arrange(new(), {0: "Box2"}, turn=0)
    state.players[0].box = 2
    before = D.total(state.players[0].hand)
    play(state, 0, 4, tyres="dry")
    assert where(state, 0) == "B10" and D.total(state.players[0].hand) == before - 4


def test_tyres_are_changed_only_when_leaving_the_box():
    state = arrange(new(), {0: "Box2"}, turn=0)
    state.players[0].box = 2
    assert GAME.check(state, 0, Play(0, 4, False, "")).key == "f1.tyres_on_leaving"
    events = play(state, 0, 4, tyres="wet")
    assert state.cars[0].tyres == "wet" and of_kind(events, "leave")[0].get("changed")
    arrange(state, {0: "10"}, turn=0)
    assert GAME.check(state, 0, Play(0, 4, False, "dry")).key == "f1.tyres_on_leaving"


def test_a_car_in_a_box_does_not_block_the_lane():
    state = arrange(new(), {0: "B5", 1: "Box3"}, turn=0)
    state.players[0].box = 5
    assert moves(play(state, 0, 6))[0].get("route") == ("B6", "B7", "B8", "B9", "B10", "B11")


def test_a_car_whose_box_is_taken_waits_before_it():
    state = arrange(new(3), {0: "B5", 1: "Box3"}, turn=0)  # cars 0 and 1 are one player's: one box
    state.players[0].box = 3
    events = play(state, 0, 6)
    assert where(state, 0) == "B7" and moves(events)[0].get("blocked") == "Box3"


def test_the_pit_lane_rejoins_at_3_after_b19():
    state = arrange(new(), {0: "B18"}, turn=0, laps={0: 2})
    assert moves(play(state, 0, 4))[0].get("route") == ("B19", "3", "4", "5")


# --- weather ---------------------------------------------------------------------------------------------
def test_rain_starts_when_the_1_pile_runs_dry_and_the_pile_is_rebuilt_from_played_ones():
    state = arrange(new(), {0: "29"}, turn=0, hands={0: MIXED})
    state.spent_ones, state.ones = 5, [D.RAIN, 1, 1]
    state.bank[1] += D.DECK[1] - fuel_cards(state)[1]  # the ones taken out of the pile wait as spares
    assert fuel_cards(state) == DECK
    events = play(state, 0, 2)
    assert state.weather == "rain" and of_kind(events, "weather")[0].get("weather") == "rain"
    assert of_kind(events, "rebuild")[0].get("count") == 5
    assert state.players[0].hand[1] == 2 + 4 and state.ones == [1, 1, 1] and state.spent_ones == 0


def test_wrong_tyres_make_a_10_move_6_and_a_6_move_4():
    state = arrange(new(), {0: "5"}, turn=0)
    car = state.cars[0]
    assert [GAME.speed(state, car, v) for v in (1, 2, 3, 4, 6, 10)] == [1, 2, 3, 4, 6, 10]
    state.weather = "rain"
    assert [GAME.speed(state, car, v) for v in (1, 2, 3, 4, 6, 10)] == [1, 2, 3, 4, 4, 6]
    car.tyres = "wet"
    assert GAME.speed(state, car, 10) == 10
    state.weather = "dry"
    assert GAME.speed(state, car, 10) == 6 and GAME.speed(state, car, 6) == 4


def test_limits_do_not_stack_with_wrong_tyres():
    state = arrange(new(), {0: "K3"}, turn=0)
    state.weather = "rain"
    assert moves(play(state, 0, 10))[0].get("budget") == 6


def test_unexpected_rain_shuffles_the_rain_card_into_the_pile():
    positions = {new(5, seed=s, unexpected_rain=True).ones.index(D.RAIN) for s in range(12)}
    assert len(positions) > 1 and all(p < 16 for p in positions)
    state = new(5, unexpected_rain=True)
    assert state.ones_shuffled and GAME.observe(state, 0).ones[0] == D.RAIN


def test_double_change_shuffles_in_the_sun_once_it_rains_and_the_sun_dries_the_track():
    state = arrange(new(double_change=True), {0: "29"}, turn=0, hands={0: MIXED})
    state.ones = [D.RAIN, 1, 1, 1, 1]
    state.spent_ones = 6
    state.bank[1] += D.DECK[1] - fuel_cards(state)[1]
    assert fuel_cards(state) == DECK
    events = play(state, 0, 2)
    assert state.weather == "rain" and state.sun_card == "pile" and D.SUN in state.ones
    assert of_kind(events, "sun_in")
    GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
    state.ones = [D.SUN, 1]
    arrange(state, {0: "29"}, turn=0, hands={0: MIXED})
    play(state, 0, 2)
    assert state.weather == "dry" and state.sun_card == "shown"


# --- laps, finish, fuel ---------------------------------------------------------------------------------
def test_the_first_crossing_from_the_grid_starts_lap_1():
    state = new(5)
    pole = state.order[0]
    events = play(state, pole, 4)
    assert state.cars[pole].lap == 1 and of_kind(events, "lap")[0].get("lap") == 1


def test_crossing_at_the_end_of_the_final_lap_finishes_the_car_and_it_leaves_the_board():
    state = arrange(new(), {0: "28", 1: "1"}, turn=0, laps={0: 4})
    events = play(state, 0, 4)
    assert state.cars[0].status == "finished" and state.cars[0].place == 1 and state.cars[0].pos == -1
    assert moves(events)[0].get("route") == ("29", "30") and moves(events)[0].get("finished")
    assert state.occupancy[S["1"]] == 1


def test_crossing_b15_to_b16_counts_as_the_line():
    state = arrange(new(), {0: "B14"}, turn=0, laps={0: 4}, hands={0: MIXED})
    state.players[0].box = 1
    play(state, 0, 2)
    assert state.cars[0].status == "finished"
    state = arrange(new(), {0: "B14"}, turn=0, laps={0: 2})
    state.players[0].box = 1
    play(state, 0, 4)
    assert state.cars[0].lap == 3 and where(state, 0) == "B18"


def test_the_race_runs_until_every_car_has_finished_or_is_out_and_places_follow_the_finish():
    state = arrange(new(), {0: "28", 1: "27"}, turn=0, laps={0: 4, 1: 4})
    play(state, 0, 4)
    assert not GAME.is_over(state)
    play(state, 1, 4)
    assert GAME.is_over(state)
    assert [state.cars[0].place, state.cars[1].place] == [1, 2]
    assert state.results == [(0, 1)] and state.standings[:2] == [10, 6]
    assert GAME.outcome(state).winners == (0,) and GAME.outcome(state).ranking[:2] == (0, 1)


def test_a_car_with_no_cards_is_out():
    state = arrange(new(), {0: "5", 1: "20"}, turn=0, hands={0: {6: 1}})
    events = play(state, 0, 6)
    assert state.cars[0].status == "out" and of_kind(events, "out")[0].get("car") == 0


def test_a_car_in_its_box_with_no_cards_must_stay():
    state = arrange(new(), {0: "B3", 1: "21"}, turn=0, hands={0: {4: 1}})
    state.players[0].box = 1
    play(state, 0, 4)
    assert state.cars[0].status == "racing" and where(state, 0) == "Box1"
    play(state, 1, 4)
    legal = GAME.legal_actions(state, 0)
    assert legal and all(isinstance(a, Stay) for a in legal)


# --- two cars per player ----------------------------------------------------------------------------------
def test_a_two_car_player_may_play_a_card_for_either_car():
    state = arrange(new(3), {0: "5", 1: "21", 2: "10"}, turn=0)
    legal = GAME.legal_actions(state, 0)
    assert {a.car for a in legal} == {0, 1}
    play(state, 1, 4, by=0)
    assert where(state, 1) == "25" and where(state, 0) == "5"
    after = state.order[state.order.index(0) + 1:] + state.order[:state.order.index(0)]
    assert state.active == next(c for c in after if c in (1, 2))  # the turn passes on as usual
    arrange(state, {0: "5", 1: "25", 2: "10"}, turn=2)
    assert GAME.check(state, 1, Play(0, 4)).key == "f1.not_your_car"


def test_a_two_car_player_cannot_move_the_car_in_the_box_on_the_other_cars_turn():
    state = arrange(new(3), {0: "5", 1: "Box1"}, turn=0)
    state.players[0].box = 1
    assert {a.car for a in GAME.legal_actions(state, 0)} == {0}


def test_a_two_car_player_whose_car_finishes_without_a_stop_is_disqualified():
    state = arrange(new(3), {0: "28", 1: "27", 2: "10"}, turn=0, laps={0: 4, 1: 4})
    state.cars[1].pitted = True
    events = play(state, 0, 4)
    assert state.cars[0].status == "dq" and of_kind(events, "dq")
    play(state, 1, 4, by=0)
    assert state.cars[1].status == "finished" and state.cars[1].place == 1


def test_a_two_car_player_with_an_empty_hand_loses_both_cars():
    state = arrange(new(3), {0: "5", 1: "20", 2: "10"}, turn=0, hands={0: {4: 1}})
    play(state, 0, 4)
    assert state.cars[0].status == state.cars[1].status == "out"


# --- options: championship, advanced rules -----------------------------------------------------------------
def test_a_championship_carries_the_standings_and_sets_up_the_next_race():
    state = arrange(new(races="3"), {0: "28", 1: "27"}, turn=0, laps={0: 4, 1: 4})
    play(state, 0, 4)
    events = play(state, 1, 4)
    assert not GAME.is_over(state) and state.race == 2 and state.standings[:2] == [10, 6]
    assert of_kind(events, "race") and of_kind(events, "race_end")
    assert all(c.status == "racing" and c.lap == 0 for c in state.cars)
    assert fuel_cards(state) == DECK and state.weather == "dry"


def test_championship_points_go_10_6_4_3_2_1():
    from gameshelf.core.games.grandprix_f1.rules import race_points
    assert [race_points(p) for p in range(1, 9)] == [10, 6, 4, 3, 2, 1, 0, 0]


def test_an_accident_overshoot_of_1_or_2_does_nothing_and_5_or_more_puts_the_car_out():
    state = arrange(new(accidents=True), {0: "10", 1: "15", 2: "15"}, turn=0)
    events = play(state, 0, 6)  # 11 12 13 14, blocked by the full 15: overshoot 2
    assert where(state, 0) == "14" and not state.cars[0].damaged and not of_kind(events, "crash")
    state = arrange(new(accidents=True), {0: "28", 1: "29", 2: "29"}, turn=0)
    events = play(state, 0, 6)  # blocked in place: overshoot 6
    assert state.cars[0].status == "out" and of_kind(events, "crash")[0].get("over") == 6


def test_a_damaged_car_is_not_damaged_twice_and_on_its_final_lap_need_not_pit():
    state = arrange(new(accidents=True), {0: "16"}, turn=0, laps={0: 4})
    state.cars[0].damaged = True
    assert Play(0, 10, False) in GAME.legal_actions(state, 0)


def test_no_accident_in_the_pit_lane():
    state = arrange(new(accidents=True), {0: "B4", 1: "B5"}, turn=0)
    state.players[0].box = 5
    events = play(state, 0, 6)
    assert state.cars[0].status == "racing" and not state.cars[0].damaged and not of_kind(events, "damage")


def test_no_accident_for_a_car_leaving_the_pit_lane_onto_a_full_space():
    state = arrange(new(accidents=True), {0: "B18", 1: "3", 2: "3"}, turn=0, laps={0: 2})
    events = play(state, 0, 10)
    assert where(state, 0) == "B19" and state.cars[0].status == "racing" and not of_kind(events, "crash")
