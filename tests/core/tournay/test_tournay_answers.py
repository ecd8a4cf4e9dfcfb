"""Answers to a choice inside an effect are checked for their exact type and range, like actions: a bool is not a
number, 1.0 is not 1, a list is not a tuple. A refused answer gives a reason with a rulebook section and leaves the
state as it was; `apply` raises nothing but `IllegalAction`."""
import random

import attrs
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from tournay_helpers import build, new, play, queue, random_game, snapshot, turn

from gameshelf.core.engine import IllegalAction, Msg
from gameshelf.core.games.tournay import GAME
from gameshelf.core.games.tournay.actions import Cell, Last, Slot, Slots, Use
from gameshelf.core.games.tournay.rulelinks import LINKS

SETUPS = [{}, {"rules": "advanced"}, {"expansion": "swap"}, {"expansion": "random"},
          {"rules": "advanced", "expansion": "random"}]


def refused_untouched(state, seat, action):
    """`action` is refused by check with a linked reason, and apply raises IllegalAction leaving the state alone."""
    before = snapshot(state)
    reason = GAME.check(state, seat, action)
    assert isinstance(reason, Msg) and reason.key in LINKS.reasons, (action, reason)
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, action)
    assert snapshot(state) == before, action


def test_a_fort_takes_a_whole_slot_number():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "fort"})
    queue(state, ["plague", "fire", "harvest"], [1, 1, 0])
    play(state, (0, Use(0, 0)))
    assert state.phase == "slot" and Slot(1) in GAME.legal_actions(state, 0)
    for answer in (Slot(1.0), Slot(True), Slot("1"), Slot(7), Slot(-1)):
        refused_untouched(state, 0, answer)
    play(state, (0, Slot(1)))
    assert "fire" in state.players[0].hand


def test_a_ballista_takes_a_tuple_of_whole_slot_numbers():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "ballista"})
    queue(state, ["plague", "fire", "harvest"], [0, 0, 0])
    play(state, (0, Use(0, 0)))
    assert state.phase == "slots" and Slots((0,)) in GAME.legal_actions(state, 0)
    for answer in (Slots((0.0,)), Slots((False,)), Slots([0]), Slots((0, 0)), Slots((1, 0)), Slots((0, 5)),
                   Slots("0")):
        refused_untouched(state, 0, answer)


def test_a_victims_building_is_named_by_whole_numbers():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "siege_tower"})
    build(state, 1, {(0, 0): "market", (1, 0): "hospice"})
    play(state, (0, Use(0, 0)))
    assert state.phase == "cell" and state.decider == 1
    for answer in (Cell(True, 1.0, 0), Cell(1, 1.0, 0), Cell(1, True, 0), Cell(1.0, 1, 0), Cell(1, 1, "0")):
        refused_untouched(state, 1, answer)
    play(state, (1, Cell(1, 1, 0)))
    assert state.players[1].occ == {(1, 0): "x"}


def test_no_last_card_is_the_exact_answer_only():
    state = new(2)
    state.phase, state.decider = "last", -1
    for answer in (Last("", 0.0, 0, ""), Last("", False, 0, ""), Last("", 0, 0, None)):
        refused_untouched(state, 0, answer)


def _variants(value):
    """Values of the wrong type or out of range, standing for a field holding `value`."""
    if type(value) is int:
        found = [float(value), str(value), value + 50, -50, None]
        if value in (0, 1):
            found.append(bool(value))
        return found
    if type(value) is str:
        return [value + "?", 1, None, (value,)]
    if type(value) is tuple:
        found = [list(value), (*value, *value), (9,), None]
        if value:
            found += [tuple(float(v) for v in value), tuple(str(v) for v in value), tuple(reversed(value)) + (50,)]
            if all(v in (0, 1) for v in value):
                found.append(tuple(bool(v) for v in value))
        return found
    return [None, 1.5]


def _exact(a, b) -> bool:
    if type(a) is not type(b):
        return False
    if type(a) is tuple:
        return len(a) == len(b) and all(_exact(x, y) for x, y in zip(a, b))
    if attrs.has(type(a)):
        return all(_exact(getattr(a, f.name), getattr(b, f.name)) for f in attrs.fields(type(a)))
    return a == b


def check_malformed_answers(state, rnd):
    """Every field of a few legal moves, given a wrong type or an out-of-range value, is refused, state untouched."""
    if GAME.is_over(state):
        return
    seat = rnd.choice(GAME.to_act(state))
    legal = GAME.legal_actions(state, seat)
    for action in rnd.sample(legal, min(3, len(legal))):
        for field in attrs.fields(type(action)):
            for value in _variants(getattr(action, field.name)):
                wrong = attrs.evolve(action, **{field.name: value})
                if any(_exact(wrong, a) for a in legal):
                    continue
                refused_untouched(state, seat, wrong)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), options=st.sampled_from(SETUPS))
def test_every_answer_with_a_wrong_type_or_range_is_refused_and_changes_nothing(n, seed, options):
    rnd = random.Random(seed)
    # every decision that is not a main action or a placement (the answers), and now and then any other
    random_game(n, seed, options, lambda s: check_malformed_answers(s, rnd)
                if s.phase not in ("place", "act", "last") or rnd.random() < 0.05 else None)
