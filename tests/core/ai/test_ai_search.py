import random
import threading
import time

import pytest

from ai_toy_game import GAME, PlayCard, Resign
from spy_game import SpyGame
from gameshelf.core.ai.ismcts import search
from gameshelf.core.ai.levels import LEVELS, Level, choose
from gameshelf.core.engine import Seat

QUICK = Level("quick", seconds=None, iterations=200, noise=0.0)


def new_toy(players=3, seed=7, simultaneous=False):
    return GAME.new_game([Seat(f"p{i}") for i in range(players)], {"simultaneous": simultaneous}, seed)


@pytest.mark.parametrize("simultaneous", [False, True])
def test_choose_only_observes_the_true_state(simultaneous):
    state = new_toy(simultaneous=simultaneous)
    before, rng_before = state.key(), state.rng.getstate()
    spy = SpyGame(GAME, state)
    action = choose(spy, state, 0, QUICK, random.Random(1))
    assert action in GAME.legal_actions(state, 0)
    assert spy.misuse == []
    assert state.key() == before and state.rng.getstate() == rng_before
    spy.determinized = 0
    result = search(spy, state, 0, random.Random(1), iterations=50)
    assert spy.determinized == result.iterations  # a fresh determinization per iteration
    assert spy.misuse == [] and state.rng.getstate() == rng_before


def test_simultaneous_decision_with_opponents_already_submitted():
    state = new_toy(simultaneous=True)
    GAME.apply(state, 1, PlayCard())
    GAME.apply(state, 2, PlayCard())
    assert choose(GAME, state, 0, QUICK, random.Random(2)) in GAME.legal_actions(state, 0)


def test_never_resigns_and_plays_every_seat():
    for seed in range(3):
        state = new_toy(seed=seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            action = choose(GAME, state, seat, QUICK, random.Random(seed))
            assert not isinstance(action, Resign)
            GAME.apply(state, seat, action)


def test_search_reports_visits_and_respects_iterations():
    result = search(GAME, new_toy(), 0, random.Random(3), iterations=150)
    assert result.iterations <= 150
    assert sum(m.visits for m in result.moves) == result.iterations
    assert {m.action for m in result.moves} <= set(GAME.legal_actions(new_toy(), 0))
    assert all(0.0 <= m.mean <= 1.0 for m in result.moves)


def test_search_needs_a_budget():
    with pytest.raises(ValueError):
        search(GAME, new_toy(), 0, random.Random(0))


def test_time_budget_uses_the_injected_clock():
    ticks = iter(range(10_000))
    result = search(GAME, new_toy(), 0, random.Random(0), seconds=50, clock=lambda: next(ticks))
    assert result.iterations < 60  # one tick per clock call: the 50 "seconds" pass after a few dozen calls


def test_cancel_before_start_still_returns_a_legal_move():
    event = threading.Event()
    event.set()
    state = new_toy()
    assert choose(GAME, state, 0, LEVELS["hard"], random.Random(0), cancel=event) in GAME.legal_actions(state, 0)


def test_cancel_from_another_thread_stops_a_long_search():
    event = threading.Event()
    state = new_toy()
    endless = Level("endless", seconds=60, iterations=None, noise=0.0)
    threading.Timer(0.2, event.set).start()
    start = time.perf_counter()
    action = choose(GAME, state, 0, endless, random.Random(0), cancel=event)
    assert time.perf_counter() - start < 5
    assert action in GAME.legal_actions(state, 0)


def test_cancel_accepts_a_callable():
    calls = []
    result = search(GAME, new_toy(), 0, random.Random(0), iterations=10_000, cancel=lambda: len(calls) > 20 or calls.append(1))
    assert result.iterations == 21
