"""Pit boxes are chosen at the start of each race, in start order, pole first (issue 22, item 2)."""
import json
import random

import pytest

from f1_helpers import choose_boxes, new, snapshot

from gameshelf.core.ai.grandprix_f1 import BOX_COST, PLUGIN
from gameshelf.core.ai.levels import choose
from gameshelf.core.engine import IllegalAction, Seat, Session, dumps, parse, replay
from gameshelf.core.games.grandprix_f1 import GAME
from gameshelf.core.games.grandprix_f1.actions import Box, Play


def chooser(state) -> int:
    return GAME.to_act(state)[0]


def players_in_start_order(state) -> list[int]:
    out = []
    for c in state.order:
        if state.cars[c].owner not in out:
            out.append(state.cars[c].owner)
    return out


def test_a_race_starts_with_pole_choosing_any_of_the_six_boxes():
    state = new(5, seed=4, boxes=False)
    assert state.phase == "boxes" and all(p.box == 0 for p in state.players)
    assert chooser(state) == state.cars[state.order[0]].owner
    assert GAME.legal_actions(state, chooser(state)) == [Box(k) for k in range(1, 7)]
    assert GAME.check(state, chooser(state), Play(state.order[0], 4)).key == "f1.wrong_phase"
    assert [e.kind for e in state.intro] == ["race", "order"] + ["deal"] * 5  # nothing chosen for anyone


def test_players_choose_in_start_order_among_the_free_boxes_and_the_last_box_goes_by_itself():
    state = new(6, seed=5, boxes=False)
    order = players_in_start_order(state)
    events = []
    for i, seat in enumerate(order[:5]):
        assert chooser(state) == seat
        free = [a.box for a in GAME.legal_actions(state, seat)]
        assert free == [k for k in range(1, 7) if k not in {p.box for p in state.players}] and len(free) == 6 - i
        events = GAME.apply(state, seat, Box(free[-1]))  # the highest free box: 6, 5, 4 ...
    assert [state.players[s].box for s in order] == [6, 5, 4, 3, 2, 1]
    boxes = [e for e in events if e.kind == "box"]
    assert [(e.get("seat"), e.get("box")) for e in boxes] == [(order[4], 2), (order[5], 1)]
    assert boxes[1].message.english() == f"P{order[5]} takes box 1."
    assert state.phase == "turn" and state.active == state.order[0]  # the race starts with pole


def test_a_two_car_player_chooses_once_on_its_first_cars_turn_for_both_cars():
    state = new(3, seed=8, boxes=False)
    order = players_in_start_order(state)
    assert len(order) == 3
    asked = []
    while state.phase == "boxes":
        seat = chooser(state)
        asked.append(seat)
        first_car = next(c for c in state.order if state.cars[c].owner == seat)
        assert state.active == first_car
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1])
    assert asked == order  # once each, in the order of their first cars
    assert len({p.box for p in state.players}) == 3


@pytest.mark.parametrize("n", [7, 8])
def test_a_seventh_and_eighth_player_share_a_box_only_one_player_uses(n):
    state = new(n, seed=3, boxes=False)
    order = players_in_start_order(state)
    for seat in order[:5]:
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    assert state.players[order[5]].box == 6  # the last free box, taken at once
    assert sorted(p.box for p in state.players if p.box) == [1, 2, 3, 4, 5, 6]
    assert chooser(state) == order[6] and [a.box for a in GAME.legal_actions(state, order[6])] == [1, 2, 3, 4, 5, 6]
    GAME.apply(state, order[6], Box(3))
    if n == 8:
        assert [a.box for a in GAME.legal_actions(state, order[7])] == [1, 2, 4, 5, 6]
        refused = GAME.check(state, order[7], Box(3))
        assert refused.key == "f1.box_taken" and refused.param("free") == "1, 2, 4, 5, 6"
        GAME.apply(state, order[7], Box(6))
    assert state.phase == "turn"
    assert sorted(p.box for p in state.players) == sorted([1, 2, 3, 3, 4, 5, 6] + ([6] if n == 8 else []))


@pytest.mark.parametrize("box, key", [(2, "f1.box_taken"), (0, "f1.bad_box_field"), (7, "f1.bad_box_field"),
                                      ("1", "f1.bad_box_field"), (1.0, "f1.bad_box_field"),
                                      (True, "f1.bad_box_field")])
def test_a_taken_box_or_a_malformed_one_is_refused_with_its_reason_and_changes_nothing(box, key):
    state = new(5, seed=4, boxes=False)
    GAME.apply(state, chooser(state), Box(2))
    before = snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, chooser(state), Box(box))
    assert caught.value.reason.key == key
    assert snapshot(state) == before
    assert GAME.check(state, (chooser(state) + 1) % 5, Box(1)).key == "engine.not_your_turn"


def test_each_race_of_a_championship_chooses_its_boxes_again():
    state = new(5, seed=6, races="3")
    rnd = random.Random(6)
    while state.race == 1:
        seat = chooser(state)
        GAME.apply(state, seat, rnd.choice(GAME.legal_actions(state, seat)))
    assert state.phase == "boxes" and all(p.box == 0 for p in state.players)
    assert chooser(state) == state.cars[state.order[0]].owner
    choose_boxes(state)
    assert state.phase == "turn" and sorted(p.box for p in state.players) == [1, 2, 3, 4, 5]


def test_a_box_choice_is_saved_replayed_and_undone_like_any_decision():
    seats = [Seat(f"P{i}") for i in range(5)]
    session = Session.new(GAME, seats, {}, 11)
    first = chooser(session.state)
    session.submit(first, Box(5))
    second = chooser(session.state)
    session.submit(second, Box(2))
    record, game = parse(dumps(session.record, GAME), {"grandprix_f1": GAME})
    assert [s.action for s in record.steps] == [Box(5), Box(2)]
    states, _ = replay(record, game)
    assert snapshot(states[-1]) == snapshot(session.state)
    assert json.loads(dumps(session.record, GAME))["steps"][0]["action"] == {"kind": "box", "box": 5}
    assert session.undo(second)
    assert session.state.players[second].box == 0 and chooser(session.state) == second
    assert session.state.players[first].box == 5


def test_computer_players_choose_the_box_their_plugin_rates_best():
    state = new(5, seed=4, boxes=False)
    seat = chooser(state)
    best = min(range(1, 7), key=lambda k: (BOX_COST[k], k))
    assert PLUGIN.candidates(GAME, state, seat) == [Box(best)]
    assert choose(GAME, state, seat, "normal", random.Random(1)) == Box(best)
    GAME.apply(state, seat, Box(best))
    second = min((k for k in range(1, 7) if k != best), key=lambda k: (BOX_COST[k], k))
    assert PLUGIN.policy(GAME, state, chooser(state), None) == Box(second)
