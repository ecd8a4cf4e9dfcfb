"""Property tests: random legal play for 2-4 players, base, advanced and both expansion set-ups, never breaks an
invariant, never leaks, agrees with `check`, and replays exactly."""
import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from contract_checks import assert_save_replays
from tournay_helpers import check_conservation, new, random_game, snapshot

from gameshelf.core.engine import IllegalAction
from gameshelf.core.games.tournay import GAME
from gameshelf.core.games.tournay import data as D
from gameshelf.core.games.tournay.actions import (Card, Cell, Citizen, Colour, Draw, DrawFrom, Earn, Fight, Gather,
                                                  Keep, Last, Place, Rampart, Recruit, Skip, Slot, Slots, Use)
from gameshelf.core.games.tournay.rules import citizens_total

SETUPS = [{}, {"rules": "advanced"}, {"expansion": "swap"}, {"expansion": "random"},
          {"rules": "advanced", "expansion": "random"}]
SETTINGS = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
setups = st.sampled_from(SETUPS)


def checker(n, seed, options):
    total = citizens_total(new(n, seed, **options))

    def check(state):
        check_conservation(state, total)
        if not GAME.is_over(state):
            movers = GAME.to_act(state)
            assert movers and all(GAME.legal_actions(state, s) for s in movers)
            if state.phase not in ("act", "last"):  # single answers are applied at once; phase 1 only with a card to place
                assert len(GAME.legal_actions(state, movers[0])) > 1
    return check


def check_no_leak(state):
    """Each seat's observation hides what it cannot see, and a determinization of it looks exactly the same."""
    H = D.HIDDEN
    for seat in range(state.n):
        seen = GAME.observe(state, seat)
        assert seen.rng is None and set(seen.event_deck) <= {H} and all(c.startswith(H) for c in seen.out)
        for deck, cards in seen.decks.items():
            assert set(cards[:-1]) <= {H} and (not cards or cards[-1] == H or state.up[deck])
        if state.turn != seat:
            assert all(c.startswith(H) for c in seen.pending)
        if GAME.is_over(state):
            continue
        for p in seen.players:
            if p.seat != seat:
                assert all(c.startswith(H) or c in D.EVENTS for c in p.hand) and p.last is None
        world = GAME.determinize(seen, random.Random(seat))
        check_conservation(world, citizens_total(state))
        assert snapshot(GAME.observe(world, seat))[0] == snapshot(seen)[0]
        rnd = random.Random(len(seen.tasks) + seat)
        for mover in GAME.to_act(world):  # the world plays on: a few of its moves, whoever moves next
            legal = GAME.legal_actions(world, mover)
            for action in rnd.sample(legal, min(4, len(legal))):
                GAME.apply(world.clone(), mover, action)


def candidates(state):
    """Legal and illegal actions alike, to compare `check` with `legal_actions`."""
    found = [Skip(), Gather()]
    borrows = [(), (1,), (0,), (1, 2), (2, 1)]
    for deck in D.DECKS:
        for mode in ("top", "turn", "x"):
            found += [Draw(deck[0], int(deck[1]), mode, b) for b in borrows[:3]]
            found.append(DrawFrom(deck[0], int(deck[1]), mode))
    cells = {(x, y) for x in range(-3, 4) for y in range(-3, 4) if abs(x) + abs(y) <= 3}
    for x, y in sorted(cells):
        found += [Use(x, y, b) for b in borrows[:3]]
        found += [Cell(s, x, y) for s in range(-1, state.n)]
    found += [Fight(s, b) for s in range(-1, 4) for b in borrows]
    found += [Earn(c, k) for c in "rwyb" for k in range(0, 4)]
    found += [Recruit(c, b) for c in "rwy" for b in borrows[:2]]
    found += [Slot(s) for s in range(-1, 4)] + [Slots(c) for k in range(4) for c in itertools.combinations(range(3), k)]
    found += [Colour(c) for c in "rwyb"]
    hands = {c for p in state.players for c in p.hand} | set(state.pending) | {"market", "fire", "mint"}
    for card in sorted(hands):
        found += [Keep(card), Card(card), Rampart(card)]
    refs = ["standing:r", "standing:w", "standing:y", "down:r", "down:w", "down:y", "cell:0,0", "cell:1,0"]
    found += [Citizen(r) for r in refs]
    me = state.players[state.decider] if 0 <= state.decider < state.n else state.players[0]
    spots = sorted(me.stacks) + [(5, 5), (1, 1), (0, 1), (-1, 0)]
    for card in sorted(set(me.hand) | {"market"}):
        for x, y in spots:
            for extra in ["", "standing:y", "standing:w", "standing:r"] + sorted(set(me.hand)):
                found += [Place(card, x, y, extra), Last(card, x, y, extra)]
    return found + [Last("")]


def check_agreement(state):
    for seat in range(-1, state.n + 1):
        legal = GAME.legal_actions(state, seat)
        for action in candidates(state):
            assert (GAME.check(state, seat, action) is None) == (action in legal), (seat, action, state.phase)
        for action in legal:
            assert GAME.check(state, seat, action) is None


def check_illegal_untouched(state):
    if GAME.is_over(state):
        return
    seat = GAME.to_act(state)[0]
    legal = set(GAME.legal_actions(state, seat))
    before = snapshot(state)
    tried = 0
    for action in candidates(state):
        if action in legal:
            continue
        with pytest.raises(IllegalAction):
            GAME.apply(state, seat, action)
        tried += 1
        if tried > 30:
            break
    assert snapshot(state) == before


@SETTINGS
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), options=setups)
def test_random_games_keep_every_invariant(n, seed, options):
    state, _ = random_game(n, seed, options, checker(n, seed, options))
    outcome = GAME.outcome(state)
    assert sorted(outcome.ranking) == list(range(n)) and outcome.winners
    assert state.end_reason in ("end", "cap")


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), options=setups)
def test_observe_never_leaks_and_determinize_fits_the_observation(n, seed, options):
    rnd = random.Random(seed)
    random_game(n, seed, options, lambda s: check_no_leak(s) if rnd.random() < 0.2 or GAME.is_over(s) else None)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), options=setups)
def test_legal_actions_agree_with_check(n, seed, options):
    rnd = random.Random(seed)
    random_game(n, seed, options, lambda s: check_agreement(s) if rnd.random() < 0.15 else None)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), options=setups)
def test_illegal_actions_leave_the_state_untouched(n, seed, options):
    rnd = random.Random(seed)
    random_game(n, seed, options, lambda s: check_illegal_untouched(s) if rnd.random() < 0.1 else None)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), cut=st.floats(0, 1), options=setups)
def test_save_load_replay_gives_an_identical_state(n, seed, cut, options):
    state, steps = random_game(n, seed, options)
    assert_save_replays(GAME, n, seed, steps, cut, snapshot, options)


@pytest.mark.parametrize("options", SETUPS)
def test_every_setup_deals_the_right_cards(options):
    state = new(4, 7, **options)
    check_conservation(state, citizens_total(state))
    assert all(len(cards) == 10 for cards in state.decks.values())
    expected_out = 18 if options.get("expansion") == "random" else 0
    assert len(state.out) == expected_out
    expansion = [c for cards in state.decks.values() for c in cards if D.CARDS[c].expansion]
    assert len(expansion) == {"swap": 18, "random": None}.get(options.get("expansion"), 0) or (
        options.get("expansion") == "random" and 0 <= len(expansion) <= 18)
