"""What the turn-3 audit of GrandPrix-F1 found (issue 22), one test per finding; each failed before its fix.

The decisions are in design/games/grandprix_f1.md under "Decisions from the turn-3 audit".
"""
import random

import pytest

from f1_helpers import arrange, moves, new, of_kind, play, random_game, where

from gameshelf.core.engine import IllegalAction
from gameshelf.core.games.grandprix_f1 import GAME
from gameshelf.core.games.grandprix_f1 import data as D
from gameshelf.core.games.grandprix_f1.actions import Exchange, Pay, Play, Stay

RED, GREEN, YELLOW = 0, 1, 2
SEEDS = 4  # greedy three-player races (two cars each): before the fix, each took a fourth stay in a visit


# --- 1. a failed box exit ------------------------------------------------------------------------------
def test_a_failed_box_exit_spends_the_card_and_keeps_the_stays_of_the_visit():
    state = arrange(new(), {GREEN: "Box2", RED: "B7"}, turn=GREEN)  # box 2 leaves onto B7: occupied
    state.players[GREEN].box = 2
    fuel = []
    for cards in [(10, 10), (10, 10)]:
        before = D.total(state.players[GREEN].hand)
        GAME.apply(state, GREEN, Stay(cards))
        fuel.append(D.total(state.players[GREEN].hand) - before)
        state.turn = state.order.index(GREEN)
    hand = sum(state.players[GREEN].hand)
    events = play(state, GREEN, 6, tyres="dry")
    assert where(state, GREEN) == "Box2" and sum(state.players[GREEN].hand) == hand - 1  # the card is spent
    assert state.cars[GREEN].stays == 2  # the stays of this visit still count
    blocked = of_kind(events, "exit_blocked")
    assert blocked and blocked[0].message.key == "f1.log.exit_blocked" and not of_kind(events, "leave")
    state.turn = state.order.index(GREEN)
    legal = GAME.legal_actions(state, GREEN)
    assert {a.cards for a in legal if type(a) is Stay} == {(10,), (6, 4)}  # the third stay: 10 fuel
    before = D.total(state.players[GREEN].hand)
    GAME.apply(state, GREEN, Stay((10,)))
    fuel.append(D.total(state.players[GREEN].hand) - before)
    assert sum(fuel) == 50  # never more than 50 fuel in one visit
    state.turn = state.order.index(GREEN)
    assert not any(type(a) is Stay for a in GAME.legal_actions(state, GREEN))
    assert GAME.check(state, GREEN, Stay((10,))).key == "f1.must_leave"


def test_a_car_that_leaves_its_box_starts_its_next_visit_with_no_stays():
    state = arrange(new(), {GREEN: "Box2"}, turn=GREEN)
    state.players[GREEN].box = 2
    GAME.apply(state, GREEN, Stay((10, 10)))
    state.turn = state.order.index(GREEN)
    play(state, GREEN, 4, tyres="dry")
    assert where(state, GREEN) == "B10" and state.cars[GREEN].stays == 0


def test_greedy_races_never_give_more_than_50_fuel_in_one_visit():
    from gameshelf.core.ai.grandprix_f1 import PLUGIN
    for seed in range(SEEDS):
        state = new(3, seed)
        rnd = random.Random(seed)
        visit: dict[int, int] = {}
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            action = PLUGIN.policy(GAME, state, seat, rnd)
            car = state.active
            events = GAME.apply(state, seat, action)
            for e in events:
                if e.kind == "pit_in":
                    visit[e.get("car")] = 0
                if e.kind == "stay":
                    visit[e.get("car")] += e.get("fuel")
                    assert visit[e.get("car")] <= sum(D.STAY_FUEL), (seed, car)


# --- 3. overshoot inside a forced gravel bed ------------------------------------------------------------
def test_overshoot_in_a_gravel_bed_counts_only_up_to_the_beds_last_space():
    """Green on 3 plays a 10 with red on 5: the gravel rule ends the move on K7 at the latest (8 spaces). With
    a car on K7 green stops on K6 after 7: an overshoot of 1, not 3."""
    state = arrange(new(accidents=True), {RED: "5", YELLOW: "K7", GREEN: "3"}, turn=GREEN)
    events = play(state, GREEN, 10)
    assert where(state, GREEN) == "K6" and moves(events)[0].get("moved") == 7
    assert not state.cars[GREEN].damaged and not of_kind(events, "damage")


def test_overshoot_in_a_gravel_bed_still_counts_the_spaces_the_bed_allowed():
    """Green on 3 plays a 10 with red on 5 and a car on K3: stopped on K2 after 3 of 8 reachable spaces."""
    state = arrange(new(accidents=True), {RED: "5", YELLOW: "K3", GREEN: "3"}, turn=GREEN)
    events = play(state, GREEN, 10)
    assert moves(events)[0].get("moved") == 3
    assert state.cars[GREEN].status == "out" and of_kind(events, "crash")[0].get("over") == 5


def test_the_computer_players_weigh_the_gravel_overshoot_as_the_rules_do():
    from gameshelf.core.ai.grandprix_f1 import PLUGIN
    state = arrange(new(accidents=True), {RED: "5", YELLOW: "K7", GREEN: "3"}, turn=GREEN)
    quiet = arrange(new(accidents=True), {RED: "5", YELLOW: "K7", GREEN: "3"}, turn=GREEN)
    quiet.accidents = False
    assert PLUGIN.value(GAME, state, GREEN, Play(GREEN, 10)) == PLUGIN.value(GAME, quiet, GREEN, Play(GREEN, 10))


# --- 5. determinizations are states the game could be in -----------------------------------------------
def test_determinize_during_an_exchange_keeps_the_ones_the_mover_drew_face_up():
    """3 players, seed 1000: every seat's determinization in every exchange holds the mover's drawn 1s, and
    every legal exchange can be played on it."""
    found = []

    def each(state):
        if state.phase != "exchange":
            return
        mover = state.cars[state.mover].owner
        found.append(state.pending)
        for seat in range(state.n):
            for k in range(4):
                world = GAME.determinize(GAME.observe(state, seat), random.Random(k))
                assert world.players[mover].hand[1] >= state.pending, (seat, k)
                for action in GAME.legal_actions(world, mover):
                    after = world.clone()
                    GAME.apply(after, mover, action)
                    assert all(v >= 0 for p in after.players for v in p.hand)

    random_game(3, 1000, each)
    assert found  # the game met exchanges


def test_determinize_during_a_payment_gives_the_mover_a_hand_with_a_choice():
    """The table asks for a payment only when there is more than one: a world must give the mover one too."""
    state = arrange(new(), {GREEN: "8"}, turn=GREEN, hands={GREEN: {10: 1, 6: 2, 4: 2, 2: 1}})
    play(state, GREEN, 2)  # 9, 10: a penalty of 6
    assert state.phase == "pay"
    for seat in range(state.n):
        for k in range(30):
            world = GAME.determinize(GAME.observe(state, seat), random.Random(k))
            assert len(GAME.legal_actions(world, GREEN)) > 1, (seat, k)


# --- 6. reasons for malformed fields ------------------------------------------------------------------
@pytest.mark.parametrize("action, key", [
    (Play(GREEN, "4"), "f1.bad_card_field"),
    (Play("1", 4), "f1.bad_car_field"),
    (Play(GREEN, 4, 1), "f1.bad_pit_field"),
    (Play(GREEN, 4, False, None), "f1.bad_tyres_field"),
])
def test_a_play_with_a_malformed_field_says_what_is_wrong_with_it(action, key):
    state = arrange(new(), {GREEN: "5"}, turn=GREEN)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, GREEN, action)
    assert caught.value.reason.key == key


@pytest.mark.parametrize("cards", [(4, 6, 10), (10, "6", 4), [10, 6, 4], (4, 4, 10, 6)])
def test_a_stay_in_the_wrong_order_or_shape_says_how_to_write_the_cards(cards):
    state = arrange(new(), {GREEN: "Box2"}, turn=GREEN)
    state.players[GREEN].box = 2
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, GREEN, Stay(cards))
    assert caught.value.reason.key == "f1.bad_cards_field"


def test_a_payment_in_the_wrong_order_says_how_to_write_the_cards():
    state = arrange(new(), {GREEN: "8"}, turn=GREEN, hands={GREEN: {10: 1, 6: 2, 4: 2, 2: 1}})
    play(state, GREEN, 2)
    assert state.phase == "pay"
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, GREEN, Pay((4, 6)))
    assert caught.value.reason.key == "f1.bad_cards_field"
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, GREEN, Exchange("22"))
    assert caught.value.reason.key in ("f1.bad_cards_field", "f1.wrong_phase")
