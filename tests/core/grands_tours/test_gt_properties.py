"""Property tests: random legal play never loses a die or a card, and saves replay exactly."""
import random

import attrs
from hypothesis import HealthCheck, given, settings, strategies as st

from gameshelf.core.engine import Seat
from gameshelf.core.games.grands_tours import GAME
from gameshelf.core.games.grands_tours.actions import (EMPTY_PASS, KEEP, ROLL, Pass, Place, Readjust, Remove,
                                                       Replace, RestRoll, SevenFace, Swap, TakeJersey, Train)
from gameshelf.core.games.grands_tours.data import GRUPETTO, JERSEY_FACES, JERSEYS, PELOTON

from gt_helpers import dice_of
from contract_checks import assert_save_replays, play_with_undo

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
NAMES = ("", *JERSEYS, "yellow")


def snapshot(state):
    data = attrs.asdict(state, filter=lambda a, _v: a.name not in ("rng", "intro"))
    return data, state.intro, state.rng.getstate() if state.rng is not None else None


def random_game(n, seed, options=None, on_step=None):
    state = GAME.new_game([Seat(f"T{i}") for i in range(n)], options or {}, seed)
    rnd = random.Random(seed)
    steps = []
    while not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        if on_step:
            on_step(state, rnd)
        action = rnd.choice(GAME.legal_actions(state, seat))
        GAME.apply(state, seat, action)
        steps.append((seat, action))
        assert len(steps) < 5000
    if on_step:
        on_step(state, rnd)
    return state, steps


def check_invariants(state, _rnd=None):
    n = state.n
    held_by = [sum(1 for j in state.jerseys if j.holder == s) for s in range(n)]
    for seat in range(n):
        total, riders, jerseys = dice_of(state, seat)
        assert total == 9, (seat, total)
        # Rider dice in play plus one resting on the jersey card per jersey held: all nine.
        if state.phase not in ("seven", "jersey"):
            assert riders + held_by[seat] == 9
        assert min(state.teams[seat].peloton) >= 0 and state.teams[seat].grupetto >= 0
    # Every card is in exactly one place.
    ids = list(range(len(state.cards)))
    won = [c for t in state.teams for c in t.won]
    assert sorted(state.deck + state.course) == ids
    judged = state.car + (state.phase in ("seven", "jersey"))  # the car moves on once the jerseys are settled
    behind = [c for c in state.course[:judged] if state.cards[c].biddable]
    assert sorted(won + state.home + state.held) == sorted(behind)
    assert not set(state.course[judged:]) & set(won + state.home + state.held)
    assert set(state.bids) <= set(state.held + state.course[state.car:])
    for card, dice in state.bids.items():
        assert dice and state.cards[card].biddable
        for f in {d[1] for d in dice}:
            same = [d for d in dice if d[1] == f]
            if len(same) > 1:
                assert any("duplicates" in state.teams[d[0]].assists for d in same)
    for i, j in enumerate(state.jerseys):
        if j.zone == "card":
            assert (j.holder, j.face, JERSEYS[i]) in state.bids[j.card]
        if j.zone in ("card", "peloton", "camp"):  # a jersey die never shows a face it does not have
            assert j.face in JERSEY_FACES[JERSEYS[i]], (JERSEYS[i], j.face)
    if state.phase in ("action", "camp", "rest", "over"):
        for i in range(3):
            totals = GAME.totals(state, i)
            holder = state.jerseys[i].holder
            assert max(totals) == (totals[holder] if holder >= 0 else 0)
        assert state.jerseys[0].holder >= 0
    if not GAME.is_over(state):
        assert GAME.legal_actions(state, GAME.to_act(state)[0])


def candidates(state, seat, rnd):
    """Legal actions and plausible illegal ones, to compare `check` with `legal_actions`."""
    cards = sorted(set(state.course) | set(state.held)) + [-1, 999]
    out = [ROLL, KEEP, EMPTY_PASS, Pass(0, 1), Pass(2, 3)]
    for f in range(0, 9):
        out += [Pass(f, 1), Pass(f, 2), Readjust(f), SevenFace(f), RestRoll((f,)), RestRoll((f, f))]
        out += [Pass(f, 1, (name,)) for name in NAMES] + [Pass(f, 2, ("gc", "sprint")), Pass(f, 2, ("sprint", "gc"))]
        out += [Readjust(f, name) for name in NAMES]
    for jersey in JERSEYS + ("x",):
        out += [TakeJersey(jersey, c, f) for c in cards + [PELOTON, GRUPETTO] for f in (0, 2, 5)]
    out += [RestRoll((), (name,)) for name in NAMES] + [RestRoll((3, 2))]
    out += [RestRoll((), (), k) for k in range(-1, 12)] + [RestRoll((), (), 0, (name,)) for name in NAMES]
    out += [RestRoll((), (), 0, ("sprint", "gc")), RestRoll((), (), 1.5)]
    for c in rnd.sample(cards, min(6, len(cards))):
        for f in range(0, 8):
            out += [Place(c, f, name) for name in NAMES]
            out.append(Train(c, f))
            out += [Train(c, f, (name,)) for name in JERSEYS] + [Train(c, f, ("gc", "sprint"))]
        dice = state.bids.get(c, [(seat, 4, ""), ((seat + 1) % state.n, 6, "gc")])
        for owner, f, t in dice:
            for keep in NAMES[:3]:
                for spend in NAMES[:3]:
                    out.append(Replace(c, f, owner, t, keep, spend))
                out.append(Remove(c, f, owner, t, keep))
                for c2 in cards[:8]:
                    out.append(Swap(c, c2, f, owner, t, keep))
            out.append(Replace(c, f, owner, "sprint"))
    return out


def check_agreement(state, rnd):
    if GAME.is_over(state):
        return
    seat = GAME.to_act(state)[0]
    legal = GAME.legal_actions(state, seat)
    assert len(set(legal)) == len(legal)
    for action in legal:
        assert GAME.check(state, seat, action) is None, action
    legal = set(legal)
    for action in candidates(state, seat, rnd):
        assert (GAME.check(state, seat, action) is None) == (action in legal), action
    other = (seat + 1) % state.n
    assert GAME.legal_actions(state, other) == []
    assert all(GAME.check(state, other, a) is not None for a in list(legal)[:5])


@SETTINGS
@given(n=st.integers(4, 6), seed=st.integers(0, 2**32))
def test_random_games_never_lose_a_die_or_a_card(n, seed):
    state, _ = random_game(n, seed, None, check_invariants)
    out = GAME.outcome(state)
    assert sorted(out.ranking) == list(range(n)) and 1 <= len(out.winners) <= 3


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(4, 6), seed=st.integers(0, 2**32), course=st.sampled_from(["short", "custom"]))
def test_random_short_and_custom_games_keep_every_invariant(n, seed, course):
    random_game(n, seed, {"course": course, "weeks": "1+3"}, check_invariants)


def rich_step(state, rnd):
    """Hands out assist abilities now and then, so that their moves are exercised too."""
    if rnd.random() < 0.02:
        team = state.teams[rnd.randrange(state.n)]
        ability = rnd.choice(["removal", "swap", "duplicates"])
        if ability not in team.assists:
            team.assists.append(ability)
    check_agreement(state, rnd)
    check_invariants(state)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(4, 6), seed=st.integers(0, 2**32))
def test_legal_actions_agree_with_check(n, seed):
    random_game(n, seed, None, rich_step)


@SETTINGS
@given(n=st.integers(4, 6), seed=st.integers(0, 2**32), cut=st.floats(0, 1))
def test_save_load_replay_gives_an_identical_state(n, seed, cut):
    state, steps = random_game(n, seed)
    assert_save_replays(GAME, n, seed, steps, cut, snapshot)


def test_a_whole_game_replays_to_the_same_end():
    state, steps = random_game(5, 77)
    again = GAME.new_game([Seat(f"T{i}") for i in range(5)], {}, 77)
    for seat, action in steps:
        GAME.apply(again, seat, action)
    assert snapshot(again) == snapshot(state)


def test_illegal_apply_leaves_the_state_untouched():
    state, steps = random_game(4, 5)
    state = GAME.new_game([Seat(f"T{i}") for i in range(4)], {}, 5)
    for seat, action in steps[:40]:
        GAME.apply(state, seat, action)
    before = snapshot(state)
    seat = GAME.to_act(state)[0]
    for bad in (Place(999, 3), Train(-1, 2), Pass(9, 2), SevenFace(3), TakeJersey("gc", 0, 0)):
        try:
            GAME.apply(state, seat, bad)
        except Exception as exc:
            assert type(exc).__name__ == "IllegalAction"
        assert snapshot(state) == before


def two_humans(n, seed):
    """Two human seats at places drawn from the seed; the others are computer seats (playing at random here)."""
    humans = random.Random(seed).sample(range(n), 2)
    return ["human" if i in humans else "ai:normal" for i in range(n)]


def shows_hidden(e):
    """Grands Tours hides only the deck's order: turning a card shows one."""
    return e.kind == "deal"


@SETTINGS
@given(n=st.integers(4, 6), seed=st.integers(0, 2**32), course=st.sampled_from(["standard", "short"]))
def test_undo_never_crosses_a_reveal_nor_another_humans_decision(n, seed, course):
    play_with_undo(GAME, two_humans(n, seed), seed, shows_hidden, {"course": course})
