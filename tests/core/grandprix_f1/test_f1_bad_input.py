"""Illegal actions and crafted saves are refused with a translated reason and change nothing; hands stay secret."""
import json
import random

import pytest

from f1_helpers import MIXED, arrange, new, play, snapshot

from gameshelf.core.engine import IllegalAction, LoadError, Seat, Session, dumps, parse, replay
from gameshelf.core.games.grandprix_f1 import GAME
from gameshelf.core.games.grandprix_f1 import data as D
from gameshelf.core.games.grandprix_f1.actions import Exchange, Pay, Play, Stay


def refused(state, seat, action, key):
    before = snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, seat, action)
    assert caught.value.reason.key == key and caught.value.reason.context == "grandprix_f1"
    assert snapshot(state) == before


def test_a_card_not_in_the_hand_is_refused():
    state = arrange(new(), {0: "5"}, turn=0)
    refused(state, 0, Play(0, 2), "f1.no_card")
    refused(state, 0, Play(0, 5), "f1.no_card")


def test_another_players_car_is_refused():
    state = arrange(new(), {0: "5", 1: "8"}, turn=0)
    refused(state, 0, Play(1, 4), "f1.not_your_car")


def test_a_short_payment_and_one_with_a_card_too_many_are_refused():
    state = arrange(new(), {0: "3"}, turn=0, hands={0: MIXED})
    play(state, 0, 1)
    assert state.phase == "pay"
    refused(state, 0, Pay((4,)), "f1.bad_payment")
    refused(state, 0, Pay((6, 1)), "f1.bad_payment")
    refused(state, 0, Pay((10, 10, 10, 10)), "f1.bad_payment")  # more 10s than held
    refused(state, 0, Play(0, 4), "f1.wrong_phase")


def test_a_refuel_over_the_allowance_is_refused():
    state = arrange(new(), {0: "Box1"}, turn=0)
    state.players[0].box = 1
    refused(state, 0, Stay((10, 10, 10)), "f1.bad_refuel")
    refused(state, 0, Stay((10, 6)), "f1.bad_refuel")
    refused(state, 0, Stay((10, 5, 5)), "f1.bad_refuel")


def test_an_exchange_of_unequal_total_is_refused():
    state = arrange(new(), {0: "8"}, turn=0)
    play(state, 0, 4)
    assert state.phase == "exchange"
    refused(state, 0, Exchange((3,)), "f1.bad_exchange")
    refused(state, 0, Exchange((1,)), "f1.bad_exchange")


def test_a_crafted_save_with_an_illegal_step_is_refused_with_its_reason():
    session = Session.new(GAME, [Seat(f"P{i}") for i in range(5)], {}, 4)
    seat = GAME.to_act(session.state)[0]
    session.submit(seat, GAME.legal_actions(session.state, seat)[0])
    data = json.loads(dumps(session.record, GAME))
    data["steps"].append({"player": GAME.to_act(session.state)[0],
                          "action": {"kind": "play", "car": 0, "card": 3, "pit": False, "tyres": ""}})
    record, game = parse(json.dumps(data), {"grandprix_f1": GAME})
    with pytest.raises(LoadError) as caught:
        replay(record, game)
    assert caught.value.reason.key == "save.illegal_step"


def test_a_save_with_options_the_deck_cannot_fund_is_refused():
    session = Session.new(GAME, [Seat(f"P{i}") for i in range(5)], {"laps": "5"}, 4)
    data = json.loads(dumps(session.record, GAME))
    data["seats"] = data["seats"][:4]
    record, game = parse(json.dumps(data), {"grandprix_f1": GAME})
    with pytest.raises(LoadError) as caught:
        replay(record, game)
    assert caught.value.reason.key == "save.bad_setup" and caught.value.reason.param("reason").key == "f1.five_laps"


def test_a_save_with_a_malformed_action_is_refused():
    session = Session.new(GAME, [Seat(f"P{i}") for i in range(5)], {}, 4)
    data = json.loads(dumps(session.record, GAME))
    data["steps"] = [{"player": 0, "action": {"kind": "play", "car": "zero", "card": 4}}]
    with pytest.raises(LoadError) as caught:
        parse(json.dumps(data), {"grandprix_f1": GAME})
    assert caught.value.reason.key == "save.malformed"


def test_observe_shows_other_hands_as_card_counts_only_and_determinize_deals_unseen_cards():
    state = arrange(new(), {0: "29", 1: "10"}, turn=0, hands={0: MIXED})
    play(state, 0, 2)  # four 1s drawn: the viewer's own hand is shown whole
    seen = GAME.observe(state, 1)
    assert seen.players[0].hand == [0] * 11 and seen.players[0].cards == sum(state.players[0].hand)
    assert seen.players[1].hand == state.players[1].hand
    world = GAME.determinize(seen, random.Random(3))
    assert sum(world.players[0].hand) == sum(state.players[0].hand) and world.players[0].hidden == 0
    assert world.players[1].hand == state.players[1].hand
    worlds = {tuple(GAME.determinize(seen, random.Random(s)).players[0].hand) for s in range(8)}
    assert len(worlds) > 1  # the hidden hand is dealt, not read


def test_the_place_of_a_shuffled_in_rain_card_is_hidden_and_dealt_anew():
    state = new(5, unexpected_rain=True)
    seen = GAME.observe(state, 0)
    assert seen.ones[0] == D.RAIN and seen.ones.count(1) == 16
    places = {GAME.determinize(seen, random.Random(s)).ones.index(D.RAIN) for s in range(10)}
    assert len(places) > 1 and max(places) < 16


def test_a_save_from_before_the_boxes_were_chosen_is_refused_with_a_reason_not_replayed():
    """Format 1 saves of GrandPrix-F1 had the boxes assigned: their first card would be refused at move 1 as a
    damaged save. They are refused as older rules instead (translated), whatever their steps."""
    session = Session.new(GAME, [Seat(f"P{i}") for i in range(5)], {}, 4)
    data = json.loads(dumps(session.record, GAME))
    assert data["version"] == 2
    data["version"] = 1
    data["steps"] = [{"player": 0, "action": {"kind": "play", "car": 0, "card": 4, "pit": False, "tyres": ""}}]
    with pytest.raises(LoadError) as caught:
        parse(json.dumps(data), {"grandprix_f1": GAME})
    assert caught.value.reason.key == "save.old_rules"
    assert caught.value.reason.english().startswith("The save was written by an older Gameshelf, before the rules "
                                                    "of GrandPrix-F1 changed")
