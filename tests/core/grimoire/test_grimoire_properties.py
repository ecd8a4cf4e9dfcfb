"""Property tests: random legal play for 2-4 players never breaks an invariant, never leaks, and replays exactly."""
import itertools
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings, strategies as st

from contract_checks import assert_save_replays, play_with_undo
from grimoire_helpers import all_items, all_quest_cards, new, random_game, snapshot

from gameshelf.core.games.grimoire import GAME
from gameshelf.core.games.grimoire import data as D
from gameshelf.core.games.grimoire.actions import (ChoosePage, Fireball, Give, Luck, NunPick, Seize, SpyLook, Sword,
                                                   Take, Target)

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
QUEST, ITEMS = Counter(D.QUEST_DECK), Counter(D.ITEM_DECK)
SOME_CARDS = ("king", "thief", "gold_coin", "nun", "bogus")


def check_invariants(state):
    assert Counter(all_quest_cards(state)) == QUEST
    assert Counter(all_items(state)) == ITEMS
    assert all(p.chips >= 0 for p in state.players)
    assert all(c in D.TREASURES for p in state.players for c in p.treasures)
    assert all(c in D.COMPANIONS for p in state.players for c in p.companions)
    assert sorted(p.token for p in state.players) == list(range(1, state.n + 1))
    assert D.MP_START <= state.mp <= D.MP_MAX
    if not GAME.is_over(state):
        assert state.deck, "the deck is rebuilt at once when it runs out"
        movers = GAME.to_act(state)
        assert movers
        for seat in movers:
            assert GAME.legal_actions(state, seat)
        if state.phase == "sword":  # the one exception: a target without a sword is still asked, and can only decline
            held = "copper_sword" in state.players[movers[0]].items
            assert GAME.legal_actions(state, movers[0]) == ([Sword(True), Sword(False)] if held else [Sword(False)])
        elif state.phase != "choose":
            assert len(movers) == 1 and len(GAME.legal_actions(state, movers[0])) > 1  # forced moves are applied


def check_no_leak(state):
    """Each seat's observation holds none of the cards hidden from it, and determinizing it changes nothing it sees."""
    for seat in range(state.n):
        seen = GAME.observe(state, seat)
        assert seen.rng is None and set(seen.deck) <= {D.HIDDEN} and set(seen.item_deck) <= {D.HIDDEN}
        for p in seen.players:
            if p.seat != seat and state.phase != "over":  # at the end every hand is shown for the count
                assert set(p.treasures) <= {D.HIDDEN}
                assert set(p.items) <= {D.HIDDEN} | D.PUBLIC_ITEMS
                if state.phase == "choose":
                    assert p.page is None
        if state.down is not None and seat not in state.seen_down:
            assert seen.field[state.down] == D.HIDDEN
        if state.phase == "over":
            assert seen.players == state.players
            continue
        # A different true state that differs only in what `seat` cannot see looks exactly the same to it.
        world = GAME.determinize(seen, random.Random(seat))
        assert Counter(all_quest_cards(world)) == QUEST and Counter(all_items(world)) == ITEMS
        assert snapshot(GAME.observe(world, seat))[0] == snapshot(seen)[0]
        mover = GAME.to_act(world)[0]  # the world plays on, whoever moves next
        for action in GAME.legal_actions(world, mover):
            GAME.apply(world.clone(), mover, action)


def candidates(state):
    """Legal and illegal actions alike, to compare `check` with `legal_actions`."""
    slots = range(-1, len(state.field) + 1)
    fireballs = [Fireball(tuple(c)) for k in range(0, 3) for c in itertools.permutations(slots, k)]
    nun = [NunPick(tuple(c)) for k in (1, 2) for c in itertools.combinations_with_replacement(SOME_CARDS, k)]
    nun += [NunPick(tuple(sorted(state.discard[:k]))) for k in (1, 2)]
    return (
        [ChoosePage(p) for p in range(0, 17)] + [SpyLook(True), SpyLook(False), Sword(True), Sword(False)]
        + [Target(s) for s in range(-1, state.n + 1)] + [Luck(s) for s in slots] + [Take(s) for s in slots]
        + fireballs + nun + [Give(c) for c in D.COMPANIONS | {"bogus"}] + [Seize(c) for c in D.COMPANIONS | {"bogus"}]
    )


def check_agreement(state):
    for seat in range(-1, state.n + 1):
        legal = GAME.legal_actions(state, seat)
        for action in candidates(state):
            assert (GAME.check(state, seat, action) is None) == (action in legal), (seat, action)


@SETTINGS
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32))
def test_random_games_keep_every_invariant(n, seed):
    state, _ = random_game(n, seed, check_invariants)
    outcome = GAME.outcome(state)
    assert sorted(outcome.ranking) == list(range(n))
    assert state.end_reason in ("cards", "deck")
    if state.end_reason == "cards":
        assert any(len(p.treasures) >= 10 or len(p.companions) >= 10 for p in state.players) or state.ending


@SETTINGS
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32))
def test_observe_never_leaks_another_seats_hidden_cards(n, seed):
    random_game(n, seed, check_no_leak)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32))
def test_legal_actions_agree_with_check(n, seed):
    random_game(n, seed, check_agreement)


@SETTINGS
@given(n=st.integers(2, 4), seed=st.integers(0, 2**32), cut=st.floats(0, 1))
def test_save_load_replay_gives_an_identical_state(n, seed, cut):
    state, steps = random_game(n, seed)
    assert_save_replays(GAME, n, seed, steps, cut, snapshot)


def test_a_whole_game_replays_to_the_same_end():
    state, steps = random_game(4, 99)
    again = new(4, 99)
    for seat, action in steps:
        GAME.apply(again, seat, action)
    assert snapshot(again) == snapshot(state) and GAME.is_over(again)


def two_humans(n, seed):
    """Two human seats at places drawn from the seed; the others are computer seats (playing at random here)."""
    humans = random.Random(seed).sample(range(n), 2)
    return ["human" if i in humans else "ai:normal" for i in range(n)]


def shows_hidden(e):
    """Grimoire's events that show something hidden: the pages, cards from the face-down decks, the face-down field
    card, a sword answer (given from a hidden hand), the hands at the count."""
    if e.kind in ("reveal", "deal", "item", "sword", "score"):
        return True
    if e.kind in ("take", "discard"):
        return e.get("face_down")
    if e.kind == "spy":
        return e.get("look")
    return e.kind == "replace" and e.get("card") != ""


@SETTINGS
@given(n=st.integers(3, 4), seed=st.integers(0, 2**32))
def test_undo_never_crosses_a_reveal_nor_another_humans_decision(n, seed):
    play_with_undo(GAME, two_humans(n, seed), seed, shows_hidden)
