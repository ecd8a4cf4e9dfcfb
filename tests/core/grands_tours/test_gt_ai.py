"""The Grands Tours AI plug-in: moves it considers, its greedy director, its evaluation, and no peeking."""
import random

from gameshelf.core.ai import levels
from gameshelf.core.ai.grands_tours import PLUGIN, card_value
from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.ai.tournament import run_match, summarise
from gameshelf.core.engine import Seat
from gameshelf.core.games.grands_tours import GAME
from gameshelf.core.games.grands_tours.actions import Keep, Place, Readjust, Roll

from gt_helpers import at_first_stage, bid, new_game, rig, set_peloton, stage_cards

P1, P2, P3, P4 = range(4)


def test_registered():
    assert plugin_for(GAME) is PLUGIN
    assert PLUGIN.rollout_depth is not None


def test_moves_and_evaluation_through_whole_games():
    rng = random.Random(3)
    for seed, n in ((0, 4), (1, 5), (2, 6)):
        state = GAME.new_game([Seat(f"t{i}") for i in range(n)], {}, seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_actions(state, seat)
            candidates = PLUGIN.candidates(GAME, state, seat)
            assert candidates and set(candidates) <= set(legal) and len(set(candidates)) == len(candidates)
            assert PLUGIN.policy(GAME, state, seat, rng) in candidates
            values = PLUGIN.evaluate(GAME, state)
            assert len(values) == n and all(0 <= v <= 1 for v in values)
            GAME.apply(state, seat, rng.choice(legal))


def test_greedy_takes_a_card_it_wins_for_sure_as_last_to_act():
    state = at_first_stage()  # order P1..P4
    card = state.car_card
    bid(state, card, P1, 5)
    for seat in (P1, P2, P3):
        set_peloton(state, seat, 2)
    set_peloton(state, P4, 3, 6)
    state.queue = [P4]
    assert PLUGIN.policy(GAME, state, P4, None) == Place(card, 6)


def test_greedy_rolls_an_empty_peloton_and_keeps_a_good_camp_roll():
    state = at_first_stage()
    assert PLUGIN.policy(GAME, state, P1, None) == Roll()
    fresh = new_game()
    assert PLUGIN.policy(GAME, fresh, fresh.queue[0], None) in (Keep(), Readjust(1))


def test_greedy_readjusts_a_roll_full_of_ones():
    state = new_game(first_leader="2")
    rig(state, 1, 1, 1, 1, 2, 3, 3, 5, 6)
    GAME._roll_camp(state, P2, 8)
    assert PLUGIN.policy(GAME, state, P2, None) == Readjust(1)


def test_a_close_sprint_race_makes_sprint_cards_worth_more():
    state = at_first_stage()
    sprint = next(c for c in stage_cards(state) if state.cards[c].point == "sprint")
    calm = card_value(state, P1, sprint)
    state.teams[P2].sprint = 6
    far = card_value(state, P1, sprint)
    assert far < calm  # out of the race: the point is only a point


def test_the_ai_never_reads_the_deck_order():
    """Two tables that differ only in the order of the face-down deck get the same decision."""
    state = new_game(5, seed=4)
    while state.phase == "camp":
        GAME.apply(state, state.queue[0], Keep())
    twin = state.clone()
    week2 = [i for i, c in enumerate(twin.deck) if twin.cards[c].week == 2 and twin.cards[c].kind != "rest"]
    cards = [twin.deck[i] for i in week2]
    for i, c in zip(week2, reversed(cards)):
        twin.deck[i] = c
    assert twin.deck != state.deck
    assert GAME.observe(twin, 0).deck == GAME.observe(state, 0).deck
    level = levels.Level("probe", seconds=None, iterations=60, noise=0.0)
    seat = state.queue[0]
    a = levels.choose(GAME, state, seat, level, random.Random(9))
    b = levels.choose(GAME, twin, seat, level, random.Random(9))
    assert a == b


def test_greedy_beats_random_players():
    results = run_match(GAME, ["greedy", "random", "random", "random"], games=12, seed=5, jobs=1)
    line = next(l for l in summarise(results) if l.player == "greedy")
    assert line.rate > 0.45  # a fair share is 25%
