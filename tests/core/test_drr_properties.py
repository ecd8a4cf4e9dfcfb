"""Property tests: random legal play never breaks an invariant, and saves replay exactly."""
import random

import attrs
from hypothesis import HealthCheck, given, settings, strategies as st

from gameshelf.core.engine import Seat
from gameshelf.core.games.dice_road_race import GAME, gc_ranking
from gameshelf.core.games.dice_road_race.actions import Advance, Agree, Declare, Join, Retire
from contract_checks import assert_save_replays, play_with_undo

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def snapshot(state):
    """Everything in a state, the generator's position included, as comparable data."""
    data = attrs.asdict(state, filter=lambda a, _v: a.name not in ("rng", "intro"))
    return data, state.intro, state.rng.getstate() if state.rng is not None else None


def candidates(state):
    """Legal and illegal actions alike, to compare `check` with `legal_actions`."""
    finish = len(state.stage.course.costs)
    return (
        [Declare(k) for k in range(0, 5)] + [Join(True), Join(False), Retire(), Agree(True), Agree(False)]
        + [Advance(p) for p in range(-1, finish + 2)]
    )


def random_game(n, seed, options, retire_chance, on_step=None):
    state = GAME.new_game([Seat(f"R{i}") for i in range(n)], options, seed)
    rnd = random.Random(seed)
    steps = []
    while not GAME.is_over(state):
        seat = rnd.choice(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        calm = [a for a in legal if not isinstance(a, Retire)]
        action = rnd.choice(legal if rnd.random() < retire_chance or not calm else calm)
        GAME.apply(state, seat, action)
        steps.append((seat, action))
        if on_step:
            on_step(state)
        assert len(steps) < 20000
    return state, steps


def check_invariants(state):
    for rider in state.riders:
        assert 1 <= rider.dice <= 3
        assert 0 <= rider.pos <= len(state.stage.course.costs)
    ranking = gc_ranking(state)
    times = [state.riders[s].gc_time for s in ranking]
    assert times == sorted(times)
    for rider in state.riders:
        # A rider who never retired has exactly the sum of every stage's extra and bonus times.
        if rider.first_retired is None:
            rows = [row for result in state.results for row in result.rows if row.seat == rider.seat]
            assert rider.gc_time == sum(row.extra + row.bonus for row in rows)
    for viewer in range(state.n):  # join answers are secret until all are in (then they are announced and cleared)
        seen = GAME.observe(state, viewer).answers
        assert seen == {s: (a if s == viewer else None) for s, a in state.answers.items()}
    assert not state.answers or state.phase == "join"
    if not GAME.is_over(state):
        assert GAME.to_act(state)
        for seat in GAME.to_act(state):
            assert GAME.legal_actions(state, seat)


def check_agreement(state):
    for seat in range(state.n):
        legal = GAME.legal_actions(state, seat)
        for action in candidates(state):
            assert (GAME.check(state, seat, action) is None) == (action in legal), (seat, action)


@SETTINGS
@given(n=st.integers(2, 6), seed=st.integers(0, 2**32), retire=st.sampled_from([0.0, 0.02]))
def test_random_stage_races_keep_every_invariant(n, seed, retire):
    state, _ = random_game(n, seed, {}, retire, check_invariants)
    assert len(state.results) == 5 or state.votes
    outcome = GAME.outcome(state)
    assert sorted(outcome.ranking) == list(range(n))


@SETTINGS
@given(n=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_legal_actions_agree_with_check(n, seed):
    random_game(n, seed, {"mode": "single_race"}, 0.0, check_agreement)


def test_legal_actions_agree_with_check_through_a_whole_stage_race():
    random_game(4, 7, {"leader_colour": True}, 0.03, check_agreement)


@SETTINGS
@given(n=st.integers(2, 6), seed=st.integers(0, 2**32), cut=st.floats(0, 1))
def test_save_load_replay_gives_an_identical_state(n, seed, cut):
    state, steps = random_game(n, seed, {}, 0.01)
    assert_save_replays(GAME, n, seed, steps, cut, snapshot)


def test_observe_hides_the_future_and_determinize_gives_a_playable_world():
    live = GAME.new_game([Seat("a"), Seat("b"), Seat("c")], {}, 11)
    seen = GAME.observe(live, 0)
    assert seen.rng is None
    world = GAME.determinize(seen, random.Random(3))
    assert snapshot(world)[0] == snapshot(live)[0] and world.rng is not None
    before = snapshot(live)
    GAME.apply(world, world.active, Declare(1))  # the world plays on with its own dice
    assert snapshot(live) == before


def two_humans(n, seed):
    """Two human seats at places drawn from the seed; the others are computer seats (playing at random here)."""
    humans = random.Random(seed).sample(range(n), 2)
    return ["human" if i in humans else "ai:normal" for i in range(n)]


def shows_hidden(e):
    """The Dice Road Race hides only the join answers until all are in: their announcement shows them."""
    return e.kind == "join"


@SETTINGS
@given(n=st.integers(3, 6), seed=st.integers(0, 2**32), mode=st.sampled_from(["stage_race", "single_race"]))
def test_undo_never_crosses_a_reveal_nor_another_humans_decision(n, seed, mode):
    play_with_undo(GAME, two_humans(n, seed), seed, shows_hidden, {"mode": mode})
