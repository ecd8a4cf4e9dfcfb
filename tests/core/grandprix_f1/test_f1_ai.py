"""The GrandPrix-F1 AI plug-in: legal moves through whole races, a sane evaluation, fuel planning, no peeking."""
import random

import pytest

from f1_helpers import MIXED, arrange, new, snapshot

from gameshelf.core.ai import levels
from gameshelf.core.ai.baselines import greedy_action, random_action
from gameshelf.core.ai.grandprix_f1 import PLUGIN, shortage, wants_pit
from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.ai.tournament import run_match, summarise
from gameshelf.core.games.grandprix_f1 import GAME
from gameshelf.core.games.grandprix_f1.actions import Pay, Play, Stay


class Spy:
    """Wraps the game and records any method other than `observe` that is handed the true state."""

    def __init__(self, game, true_state):
        self._game, self._true, self.misuse, self.determinized = game, true_state, [], 0

    def __getattr__(self, name):
        attr = getattr(self._game, name)
        if not callable(attr):
            return attr

        def call(*args, **kwargs):
            if name != "observe" and any(a is self._true for a in args):
                self.misuse.append(name)
            self.determinized += name == "determinize"
            return attr(*args, **kwargs)

        return call


def test_registered():
    assert plugin_for(GAME) is PLUGIN


@pytest.mark.parametrize("n", [3, 5, 8])
def test_moves_and_evaluation_through_whole_races(n):
    rng = random.Random(n)
    state = new(n, seed=n, accidents=True)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        candidates = PLUGIN.candidates(GAME, state, seat)
        assert candidates and set(candidates) <= set(legal)
        assert PLUGIN.policy(GAME, state, seat, rng) in legal
        values = PLUGIN.evaluate(GAME, state)
        assert len(values) == n and all(0 <= v <= 1 for v in values)
        GAME.apply(state, seat, random_action(GAME, state, seat, rng) if rng.random() < 0.5
                   else PLUGIN.policy(GAME, state, seat, rng))


def test_the_evaluation_favours_the_car_ahead_with_fuel():
    state = arrange(new(5), {0: "25", 1: "5"}, turn=0, laps={0: 4, 1: 4})
    values = PLUGIN.evaluate(GAME, state)
    assert values[0] > values[1] > values[2]  # seat 2's car is out


def _finish(state, places: dict[int, int]):
    """Marks the listed cars (car id -> place) home in those places."""
    for car_id, place in places.items():
        car = state.cars[car_id]
        car.status, car.place, car.pos = "finished", place, -1
        state.finished.append(car_id)
    return state


def test_a_race_all_but_decided_is_rated_as_its_outcome():
    # Three players with two cars each (seat s drives cars 2s and 2s + 1). Five cars are home; car 1 can only be
    # sixth: seat 0 has 4 + 1 points, seat 1 10 + 3 and seat 2 6 + 2. Seat 1 wins, seat 2 is second.
    state = _finish(arrange(new(3), {1: "25"}, turn=1, laps={1: 4}), {2: 1, 4: 2, 0: 3, 3: 4, 5: 5})
    assert PLUGIN.evaluate(GAME, state) == pytest.approx([0.0, 1.0, 0.1])


def test_both_cars_count():
    # Four players, two cars each; seven cars are home and car 5 can only be eighth, out of the points. Seat 2's
    # best car came second (6 points, nothing for its other one), seat 0's cars third and fourth (4 + 3): seat 0
    # is second behind seat 1 (10), with the worse best car.
    state = _finish(arrange(new(4), {5: "25"}, turn=5, laps={5: 4}),
                    {2: 1, 4: 2, 0: 3, 1: 4, 6: 5, 7: 6, 3: 7})
    assert PLUGIN.evaluate(GAME, state) == pytest.approx([0.2 * 2 / 3, 1.0, 0.2 / 3, 0.0])


def test_the_evaluation_adds_the_race_to_the_championship():
    # Seat 0's car leads the last lap well clear (its other car is out), seat 1's cars are next: 10 points against
    # 6 + 4. In a championship, seat 1's 15 points from earlier races make it the favourite; tied on points and
    # on race wins, the best car of the last race decides.
    cars = {0: "25", 2: "5", 3: "4", 4: "3", 5: "2"}
    laps = {c: 4 for c in cars}
    fresh = arrange(new(3, races="3"), cars, turn=0, laps=laps)
    values = PLUGIN.evaluate(GAME, fresh)
    assert values[0] == max(values) > 0.8
    behind = arrange(new(3, races="3"), cars, turn=0, laps=laps)
    behind.standings = [0, 15, 0]
    values = PLUGIN.evaluate(GAME, behind)
    assert values[1] == max(values) > 0.8
    tied = arrange(new(3, races="3"), cars, turn=0, laps=laps)
    tied.standings, tied.results = [10, 10, 5], [(2, 0, 1, 4, 5)]  # race 1: seat 1 won, car 3 retired
    values = PLUGIN.evaluate(GAME, tied)
    assert values[0] == max(values) > 0.8


def test_a_car_short_of_fuel_wants_the_pit_and_stays_while_short():
    state = arrange(new(5), {0: "17"}, turn=0, hands={0: {10: 2}})
    assert shortage(state, 0) > 0 and wants_pit(state, state.cars[0])
    assert PLUGIN.policy(GAME, state, 0, None).pit
    state = arrange(new(5), {0: "Box1"}, turn=0, hands={0: {10: 2}})
    state.players[0].box = 1
    assert isinstance(PLUGIN.policy(GAME, state, 0, None), Stay)


def test_a_car_with_fuel_for_the_race_passes_the_pit_and_leaves_the_box():
    state = arrange(new(5), {0: "17"}, turn=0, laps={0: 4}, hands={0: {10: 4, 6: 3}})
    assert not wants_pit(state, state.cars[0]) and not PLUGIN.policy(GAME, state, 0, None).pit
    state = arrange(new(5), {0: "Box1"}, turn=0, laps={0: 4}, hands={0: {10: 4, 6: 3}})
    state.players[0].box = 1
    assert isinstance(PLUGIN.policy(GAME, state, 0, None), Play)


def test_rain_brings_the_car_in_for_rain_tyres_and_it_leaves_on_them():
    state = arrange(new(5), {0: "17"}, turn=0, laps={0: 2}, hands={0: {10: 9, 6: 5}})
    state.weather = "rain"
    assert wants_pit(state, state.cars[0])
    state = arrange(new(5), {0: "Box1"}, turn=0, laps={0: 2}, hands={0: {10: 9, 6: 5}})
    state.players[0].box, state.weather = 1, "rain"
    action = PLUGIN.policy(GAME, state, 0, None)
    assert isinstance(action, Play) and action.tyres == "wet"


def test_greedy_avoids_a_penalty_space_when_another_card_does_as_well():
    state = arrange(new(5), {0: "20"}, turn=0, laps={0: 4}, hands={0: {4: 1, 3: 1, 10: 5}})
    assert PLUGIN.policy(GAME, state, 0, None).card != 4  # 24 costs 4 fuel
    state = arrange(new(5), {0: "3"}, turn=0, hands={0: MIXED})
    GAME.apply(state, 0, Play(0, 1))
    assert PLUGIN.policy(GAME, state, 0, None) == Pay((3, 2, 1))  # 6 exactly, in the smallest cards


def test_a_two_car_player_pits_each_car_before_it_is_too_late():
    state = arrange(new(3), {0: "17", 1: "5"}, turn=0, laps={0: 3, 1: 3}, hands={0: {10: 20}})
    assert shortage(state, 0) < 0 and wants_pit(state, state.cars[0])


def test_choose_reads_only_the_observation():
    state = new(5, seed=3)
    before = snapshot(state)
    seat = GAME.to_act(state)[0]
    spy = Spy(GAME, state)
    action = levels.choose(spy, state, seat, levels.Level("quick", None, 40, 0.0), random.Random(0))
    assert action in GAME.legal_actions(state, seat)
    assert spy.misuse == [] and spy.determinized > 0
    assert snapshot(state) == before


def test_baselines_are_legal():
    state = new(4, seed=9)
    rng = random.Random(0)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        pick = greedy_action if rng.random() < 0.5 else random_action
        action = pick(GAME, state, seat, rng)
        assert action in GAME.legal_actions(state, seat)
        GAME.apply(state, seat, action)


def test_greedy_beats_random():
    lines = {l.player: l for l in summarise(run_match(GAME, ["greedy", "random", "random", "random", "random"], 15,
                                                      jobs=1))}
    assert lines["greedy"].low > 0.2
