"""The worked examples of the GrandPrix-F1 rules (seeds/001), one test each, on this edition's circuit.

Red is car 0, green car 1, yellow car 2 (five players, one car each).
"""
from f1_helpers import S, arrange, moves, new, of_kind, play, where

from gameshelf.core.games.grandprix_f1 import GAME
from gameshelf.core.games.grandprix_f1.actions import Play, Stay

RED, GREEN, YELLOW = 0, 1, 2


def test_u_lane_example_takes_the_lane_only_as_far_as_needed():
    """Red on 2, 3 free; green on 30 plays a 6: 1, U1, U2, U3, 3, 4 (not U4, U5 to dodge the penalty on 4)."""
    state = arrange(new(), {RED: "2", GREEN: "30"}, turn=GREEN)
    events = play(state, GREEN, 6)
    assert moves(events)[0].get("route") == ("1", "U1", "U2", "U3", "3", "4")
    assert where(state, GREEN) == "4"
    assert state.phase == "pay" or of_kind(events, "paid")  # 4 is a penalty space (6 fuel)
    assert of_kind(events, "penalty")[0].get("cost") == 6


def test_u_lane_example_goes_on_to_u5_only_when_3_is_full():
    state = arrange(new(), {RED: "2", YELLOW: "3", 3: "3", GREEN: "30"}, turn=GREEN)
    events = play(state, GREEN, 6)
    assert moves(events)[0].get("route") == ("1", "U1", "U2", "U3", "U4", "U5")


def test_gravel_example_stops_on_the_beds_last_space():
    """Red on 5 (single lane); green on 3 plays a 10: 4, K1..K7, 8 spaces, the other 2 are lost."""
    state = arrange(new(), {RED: "5", GREEN: "3"}, turn=GREEN)
    events = play(state, GREEN, 10)
    move = moves(events)[0]
    assert move.get("route") == ("4", "K1", "K2", "K3", "K4", "K5", "K6", "K7")
    assert move.get("moved") == 8 and move.get("lost") == 2
    assert where(state, GREEN) == "K7"
    assert of_kind(events, "gravel")


def test_gravel_example_a_car_on_gravel_plays_a_10_as_a_6():
    state = arrange(new(), {GREEN: "K7"}, turn=GREEN)
    events = play(state, GREEN, 10)
    assert moves(events)[0].get("route") == ("6", "7", "8", "9", "10", "11")
    assert moves(events)[0].get("budget") == 6


def test_gravel_with_2_and_u1_both_occupied():
    """The seed's case for the first curve's gravel: 2 and U1 full, a car on 1 goes K8, K9, K10, then 3."""
    state = arrange(new(), {RED: "2", YELLOW: "U1", GREEN: "1"}, turn=GREEN)
    events = play(state, GREEN, 6)
    assert moves(events)[0].get("route") == ("K8", "K9", "K10")  # stops on the bed's last space
    state = arrange(new(), {RED: "2", YELLOW: "U1", GREEN: "K10"}, turn=GREEN)
    assert moves(play(state, GREEN, 4))[0].get("route") == ("3", "4", "5", "6")


def test_pit_speed_limit_example_17_plays_10_into_the_pit_stops_on_b4():
    state = arrange(new(), {GREEN: "17"}, turn=GREEN)
    events = play(state, GREEN, 10, pit=True)
    move = moves(events)[0]
    assert move.get("route") == ("18", "19", "B1", "B2", "B3", "B4")
    assert where(state, GREEN) == "B4" and move.get("lost") == 4
    assert of_kind(events, "pit_lane")


def test_pit_speed_limit_ends_on_b16_a_car_starting_there_moves_freely():
    state = arrange(new(), {GREEN: "B16"}, turn=GREEN, laps={GREEN: 2})
    events = play(state, GREEN, 10)
    assert moves(events)[0].get("route") == ("B17", "B18", "B19", "3", "4", "5", "6", "7", "8", "9")
    state = arrange(new(), {GREEN: "B15"}, turn=GREEN, laps={GREEN: 2})
    events = play(state, GREEN, 10)
    assert moves(events)[0].get("budget") == 6 and where(state, GREEN) == "4"


def test_blocking_example_28_behind_a_full_29_still_plays_its_card():
    """Green and yellow side by side on 29; red on 28 must still play a card and does not move."""
    state = arrange(new(), {RED: "28", GREEN: "29", YELLOW: "29"}, turn=RED)
    before = sum(state.players[RED].hand)
    events = play(state, RED, 4)
    move = moves(events)[0]
    assert move.get("route") == () and move.get("blocked") == "29" and where(state, RED) == "28"
    assert sum(state.players[RED].hand) == before - 1
    assert state.bank[4] >= 1 and of_kind(events, "play")[0].get("card") == 4


def test_blocking_example_3_to_12_behind_a_car_on_13():
    """Red on 13; green on 3 plays a 10 and stops on 12, not earlier to dodge the penalties on 9 or 10."""
    state = arrange(new(), {RED: "13", GREEN: "3"}, turn=GREEN)
    events = play(state, GREEN, 10)
    assert where(state, GREEN) == "12"
    assert moves(events)[0].get("moved") == 9 and moves(events)[0].get("blocked") == "13"
    assert of_kind(events, "bonus")  # 12 is a sector-best space: the shortened move still triggers it
    plays = GAME.legal_actions(arrange(new(), {RED: "13", GREEN: "3"}, turn=GREEN), GREEN)
    assert all(isinstance(a, Play) for a in plays)  # no way to stop early: only cards to choose


def test_blocking_example_with_red_on_12_green_is_forced_into_the_gravel():
    state = arrange(new(), {RED: "12", GREEN: "3"}, turn=GREEN)
    events = play(state, GREEN, 10)
    assert moves(events)[0].get("route") == ("4", "5", "6", "7", "8", "9", "10", "11", "K11", "K12")


def test_accident_example_green_hits_red_on_14_and_is_damaged():
    """Red on 14; green on 10 plays a 6, moves 3 to 13: overshoot 3, damage; it must pit for repair."""
    state = arrange(new(accidents=True), {RED: "14", GREEN: "10"}, turn=GREEN)
    events = play(state, GREEN, 6)
    assert where(state, GREEN) == "13"
    assert of_kind(events, "damage")[0].get("over") == 3
    assert state.cars[GREEN].damaged
    # Damaged: a 10 moves 6, a 6 moves 4, and passing 19 it must take the pit lane.
    assert GAME.speed(state, state.cars[GREEN], 10) == 6 and GAME.speed(state, state.cars[GREEN], 6) == 4
    state.players[GREEN].box = 1
    arrange(state, {GREEN: "16"}, turn=GREEN)
    options = GAME.legal_actions(state, GREEN)
    assert Play(GREEN, 10, True) in options and Play(GREEN, 10, False) not in options
    play(state, GREEN, 10, pit=True)
    assert where(state, GREEN) == "B3"
    events = play(state, GREEN, 4)  # into box 1: the rest of the card is lost, the car is repaired
    assert where(state, GREEN) == "Box1" and not state.cars[GREEN].damaged and of_kind(events, "repaired")


def test_accident_example_without_the_advanced_rules_nothing_happens():
    state = arrange(new(), {RED: "14", GREEN: "10"}, turn=GREEN)
    events = play(state, GREEN, 6)
    assert where(state, GREEN) == "13" and not state.cars[GREEN].damaged and not of_kind(events, "damage")


def test_pit_blocking_example_red_leaves_box_1_and_blocks_the_lane():
    """Red has stayed twice in box 1; cars on B2, B3, B4 head for their boxes. Red leaves onto B5 and the car on
    B4 that plays a 6 cannot move: its card is spent (no accident in the pit lane)."""
    state = new(accidents=True)
    state.players[RED].box = 1
    state.players[GREEN].box = 4
    state.players[YELLOW].box = 5
    state.players[3].box = 6
    arrange(state, {RED: "Box1", 3: "B2", YELLOW: "B3", GREEN: "B4"}, turn=RED, hands={RED: {1: 1, 10: 3}})
    state.cars[RED].stays = 2
    assert Stay((10,)) in GAME.legal_actions(state, RED)  # the third stay would bring 10 more
    play(state, RED, 1, tyres="dry")
    assert where(state, RED) == "B5"
    arrange(state, {RED: "B5", 3: "B2", YELLOW: "B3", GREEN: "B4"}, turn=GREEN)
    events = play(state, GREEN, 6)
    assert moves(events)[0].get("route") == () and where(state, GREEN) == "B4"
    assert state.cars[GREEN].status == "racing" and not of_kind(events, "crash")
