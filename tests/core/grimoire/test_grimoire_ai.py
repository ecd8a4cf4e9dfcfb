"""The Grimoire AI plug-in: legal moves through whole games, a sane evaluation, no peeking, beats random."""
import random

import pytest

from grimoire_helpers import arrange, choose, decline_swords, new, snapshot

from gameshelf.core.ai import levels
from gameshelf.core.ai.baselines import greedy_action, random_action
from gameshelf.core.ai.grimoire import PLUGIN
from gameshelf.core.ai.plugins import WIN_WEIGHT, plugin_for
from gameshelf.core.ai.tournament import run_match, summarise
from gameshelf.core.games.grimoire import GAME
from gameshelf.core.games.grimoire.actions import ChoosePage, Seize, Sword, Take, Target


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


@pytest.mark.parametrize("n", [2, 3, 4])
def test_moves_and_evaluation_through_whole_games(n):
    rng = random.Random(n)
    for seed in range(2):
        state = new(n, seed)
        while not GAME.is_over(state):
            for seat in GAME.to_act(state):
                legal = GAME.legal_actions(state, seat)
                candidates = PLUGIN.candidates(GAME, state, seat)
                if state.phase == "sword":  # answered without a search, so thinking time reveals nothing
                    assert candidates == [PLUGIN.policy(GAME, state, seat, None)]
                else:
                    assert candidates and set(candidates) == set(legal)
                assert PLUGIN.policy(GAME, state, seat, rng) in legal
                assert PLUGIN.policy(GAME, state, seat, None) == candidates[0] or state.phase == "choose"
            values = PLUGIN.evaluate(GAME, state)
            assert len(values) == n and all(0 <= v <= 1 for v in values)
            assert sum(values) == pytest.approx(WIN_WEIGHT + (1 - WIN_WEIGHT) * n / 2)
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, random_action(GAME, state, seat, rng))


def test_page_values_cover_every_page_up_to_mp():
    state = new(4)
    assert sorted(PLUGIN.page_values(state, 0)) == list(range(1, 7))
    state.mp = 15
    assert sorted(PLUGIN.page_values(state, 0)) == list(range(1, 16))


def test_greedy_takes_the_best_card_and_targets_the_leader():
    state = arrange(new(3), field=["copper_coin", "gold_coin", "spy", "silver_coin"], tokens=[1, 2, 3],
                    companions1=["king"], companions2=["queen"], chips2=9)
    choose(state, 6, 15, 15)
    assert PLUGIN.policy(GAME, state, 0, None) == Take(1)
    state = arrange(new(3), field=["copper_coin", "gold_coin", "spy", "silver_coin"], tokens=[1, 2, 3],
                    companions1=["king"], companions2=["queen"], chips2=9)
    choose(state, 14, 15, 15)
    assert PLUGIN.policy(GAME, state, 0, None) == Target(2)  # the leader on VP


def test_greedy_seizes_the_most_valuable_and_keeps_the_sword_against_meteor():
    state = arrange(new(2), field=["copper_coin", "gold_coin", "silver_coin"], companions1=["spy", "king"])
    choose(state, 14, 15)
    decline_swords(state)
    assert PLUGIN.policy(GAME, state, 0, None) == Seize("king")
    state = arrange(new(3), field=["copper_coin", "gold_coin", "silver_coin", "spy"], tokens=[1, 2, 3], chips1=2,
                    items1=["copper_sword"])
    choose(state, 13, 15, 15)
    assert PLUGIN.policy(GAME, state, 1, None) == Sword(False)


def test_sword_answers_holder_uses_it_against_domination_non_holder_only_declines():
    state = arrange(new(2), field=["copper_coin", "gold_coin", "silver_coin"], companions1=["king"],
                    items1=["copper_sword"])
    choose(state, 14, 15)
    assert PLUGIN.policy(GAME, state, 1, None) == Sword(True)
    assert PLUGIN.candidates(GAME, state, 1) == [Sword(True)]  # a holder does not search either
    state = arrange(new(2), field=["copper_coin", "gold_coin", "silver_coin"], companions1=["king"],
                    items1=["junk"])
    choose(state, 14, 15)
    assert state.phase == "sword" and GAME.to_act(state) == (1,)
    assert PLUGIN.policy(GAME, state, 1, None) == Sword(False)
    assert PLUGIN.candidates(GAME, state, 1) == [Sword(False)]

    def no_search():
        raise AssertionError("a lone answer needs no search")

    level = levels.Level("quick", None, 60, 0.0)
    assert levels.choose(GAME, state, 1, level, random.Random(0), clock=no_search) == Sword(False)


def test_choose_reads_only_the_observation():
    state = new(4, seed=3)
    before = snapshot(state)
    spy = Spy(GAME, state)
    action = levels.choose(spy, state, 0, levels.Level("quick", None, 60, 0.0), random.Random(0))
    assert action in GAME.legal_actions(state, 0) and isinstance(action, ChoosePage)
    assert spy.misuse == [] and spy.determinized > 0
    assert snapshot(state) == before


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
    lines = {l.player: l for l in summarise(run_match(GAME, ["greedy", "random", "random", "random"], 16, jobs=1))}
    assert lines["greedy"].low > 0.25
