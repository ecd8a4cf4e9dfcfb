"""The Tournay AI plug-in: legal moves through whole games, a sane evaluation, no peeking, sensible greedy choices."""
import random

import pytest

from tournay_helpers import build, citizens, give, new, queue, snapshot, turn

from gameshelf.core.ai import levels
from gameshelf.core.ai.baselines import greedy_action, random_action
from gameshelf.core.ai.plugins import WIN_WEIGHT, plugin_for
from gameshelf.core.ai.tournament import run_match, summarise
from gameshelf.core.ai.tournay import PLUGIN, harm
from gameshelf.core.games.tournay import GAME
from gameshelf.core.games.tournay.actions import Cell, Place, Skip, Slots, Use


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


@pytest.mark.parametrize("n, options", [(2, {}), (3, {"rules": "advanced"}), (4, {"expansion": "random"})])
def test_moves_and_evaluation_through_whole_games(n, options):
    rng = random.Random(n)
    state = new(n, n, **options)
    while not GAME.is_over(state):
        for seat in GAME.to_act(state):
            legal = GAME.legal_actions(state, seat)
            candidates = PLUGIN.candidates(GAME, state, seat)
            assert candidates and set(candidates) <= set(legal)
            assert PLUGIN.policy(GAME, state, seat, None) == candidates[0]
            assert PLUGIN.policy(GAME, state, seat, rng) in legal
        values = PLUGIN.evaluate(GAME, state)
        assert len(values) == n and all(0 <= v <= 1 for v in values)
        assert sum(values) == pytest.approx(WIN_WEIGHT + (1 - WIN_WEIGHT) * n / 2)
        seat = GAME.to_act(state)[0]
        pick = greedy_action if rng.random() < 0.7 else random_action
        GAME.apply(state, seat, pick(GAME, state, seat, rng))


def test_choose_reads_only_the_observation():
    state = new(4, seed=3)
    give(state, 1, "mint", "market")
    before = snapshot(state)
    spy = Spy(GAME, state)
    seat = GAME.to_act(state)[0]
    action = levels.choose(spy, state, seat, levels.Level("quick", None, 40, 0.0), random.Random(0))
    assert action in GAME.legal_actions(state, seat)
    assert spy.misuse == [] and spy.determinized > 0
    assert snapshot(state) == before


def test_greedy_places_a_prestige_building_in_an_empty_cell():
    state = turn(new(2), 0, "place")
    build(state, 0, {(0, 0): "market", (1, 0): "hospice"})
    give(state, 0, "belfry", "great_market")
    state.players[0].deniers = 8
    move = PLUGIN.policy(GAME, state, 0, None)
    assert isinstance(move, Place) and move.card == "belfry" and (move.x, move.y) not in state.players[0].stacks


def test_greedy_never_covers_a_prestige_building_with_a_small_card():
    state = turn(new(2), 0, "place")
    cells = [(x, y) for y in range(3) for x in range(3)]
    build(state, 0, dict(zip(cells, ["mint", "arsenal", "hospice", "chapel", "bishop", "library", "barracks", "watch",
                                     "ballista"])))
    give(state, 0, "bridge")  # yellow: it could only cover the Mint or replace a card of another colour
    assert PLUGIN.policy(GAME, state, 0, None) == Skip()


def test_events_are_feared_by_what_they_take():
    state = new(2)
    queue(state, ["plague", "strike", "harvest"], [1, 1, 1])
    assert harm(state, 0, 0) > harm(state, 1, 0) > 0 > harm(state, 2, 0)
    citizens(state, 0, standing=[1, 0, 0])
    assert harm(state, 0, 0) > harm(state, 0, 1)  # a citizen is worth more to whoever has few left


def test_greedy_shields_the_worst_events():
    state = turn(new(2), 0)
    queue(state, ["plague", "strike", "harvest"], [2, 2, 0])
    give(state, 1, "fire")
    state.phase, state.decider, state.ask = "slots", 1, ("shield", "crier", (0, 1))
    assert PLUGIN.policy(GAME, state, 1, None) == Slots((0,))


def test_greedy_uses_a_good_building():
    state = turn(new(2), 0)
    build(state, 0, {(0, 0): "great_market"})
    citizens(state, 0, standing=[0, 0, 2])
    assert PLUGIN.policy(GAME, state, 0, None) == Use(0, 0)


def test_greedy_catapult_damages_the_opponents_most_useful_building():
    state = turn(new(2, expansion="swap"), 0)
    build(state, 0, {(0, 0): "catapult"})
    build(state, 1, {(0, 0): "chapel", (1, 0): "great_market"})
    GAME.apply(state, 0, Use(0, 0))
    assert (state.decider, state.ask) == (0, ("catapult", 1))
    assert PLUGIN.policy(GAME, state, 0, None) == Cell(1, 1, 0)


def test_baselines_are_legal():
    state = new(3, seed=9)
    rng = random.Random(0)
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        pick = greedy_action if rng.random() < 0.5 else random_action
        action = pick(GAME, state, seat, rng)
        assert action in GAME.legal_actions(state, seat)
        GAME.apply(state, seat, action)


def test_greedy_beats_random():
    lines = {line.player: line for line in summarise(run_match(GAME, ["greedy", "random", "random"], 12, jobs=1))}
    assert lines["greedy"].low > 1 / 3
