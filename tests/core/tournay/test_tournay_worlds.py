"""The computer players' worlds: every determinization of an observation is a state the game could be in from that
seat's view (every card where the set-up and the play allow it, the seat seeing exactly what it saw), and the game
plays on from it keeping every invariant."""
import random
from collections import Counter

import pytest

from tournay_helpers import build, check_conservation, new, random_game

from gameshelf.core.games.tournay import GAME
from gameshelf.core.games.tournay import data as D
from gameshelf.core.games.tournay.rules import citizens_total, deck_contents

SETUPS = [{}, {"rules": "advanced"}, {"expansion": "swap"}, {"expansion": "random"},
          {"rules": "advanced", "expansion": "random"}, {"rules": "advanced", "expansion": "swap"}]


def impossible_left_out(state) -> list[str]:
    """Decks whose left-out cards the random set-up could not have left out: more copies of a card than the
    removable and expansion copies, or another number of cards than the set-up leaves out."""
    found = []
    for deck in D.DECKS:
        _fixed, maybe, count = deck_contents(state.expansion, deck)
        out = Counter(c for c in state.out if D.DECK_OF[c] == deck)
        if out - Counter(maybe) or sum(out.values()) != count:
            found.append(deck)
    return found


def check_state(state, total):
    """The invariants of a state a game can be in."""
    check_conservation(state, total)
    assert not impossible_left_out(state)
    criers = set(D.CRIERS)
    assert not criers & set(state.pending) and all(not criers & set(p.hand) for p in state.players)
    for deck, cards in state.decks.items():
        assert all(D.DECK_OF.get(c) == deck for c in cards), deck
    if not GAME.is_over(state):
        movers = GAME.to_act(state)
        assert movers and all(GAME.legal_actions(state, s) for s in movers)


def check_worlds(state, total, rnd):
    """Each seat's determinization: a state the game could be in, looking to the seat exactly as the true one; one
    legal move played on it keeps every invariant."""
    if GAME.is_over(state):
        return
    for seat in range(state.n):
        seen = GAME.observe(state, seat)
        world = GAME.determinize(seen, rnd)
        check_state(world, total)
        assert GAME.observe(world, seat) == seen  # attrs equality: every field
        mover = rnd.choice(GAME.to_act(world))
        GAME.apply(world, mover, rnd.choice(GAME.legal_actions(world, mover)))
        check_state(world, total)


def test_the_random_set_up_leaves_out_only_removable_copies_in_every_world():
    """Fort, Library and Market have a removable copy and a fixed one: no world leaves out both (it did 77 times
    in 200 before)."""
    state = new(4, 3, expansion="random")
    seen = GAME.observe(state, 0)
    rnd = random.Random(1)
    worlds = [GAME.determinize(seen, rnd) for _ in range(200)]
    assert sum(1 for w in worlds if impossible_left_out(w)) == 0


def test_at_the_start_each_removable_or_expansion_copy_is_left_out_half_the_time():
    """Nothing of the level I and II decks is seen yet: three of the six candidates of a deck are left out, each as
    likely as the other."""
    state = new(2, 11, expansion="random")
    seen = GAME.observe(state, 0)
    rnd = random.Random(2)
    counts, worlds = Counter(), 600
    for _ in range(worlds):
        counts.update(GAME.determinize(seen, rnd).out)
    for deck in D.DECKS:
        _fixed, maybe, count = deck_contents("random", deck)
        for key, copies in Counter(maybe).items():
            assert abs(counts[key] / worlds - copies * count / len(maybe)) < 0.08, (deck, key)


def test_a_card_seen_in_play_makes_its_removable_copy_less_likely_left_out():
    """One of the two Forts (one removable) is in a district: a set leaving out the removable Fort leaves one Fort
    in the game, which then shows in one way where two Forts show in two; ten sets of three of the six candidates
    hold the removable Fort and ten do not, so it is left out in 10 / (10 + 2 * 10) = 1/3 of the worlds."""
    state = new(2, 1, expansion="random")
    assert "fort" not in state.out
    build(state, 1, {(0, 0): "fort"})
    seen = GAME.observe(state, 0)
    rnd = random.Random(3)
    worlds = 1500
    left_out = sum(GAME.determinize(seen, rnd).out.count("fort") for _ in range(worlds))
    assert abs(left_out / worlds - 1 / 3) < 0.04


@pytest.mark.parametrize("n, options", [(2 + i % 3, options) for i, options in enumerate(SETUPS)] + [(4, SETUPS[3])])
def test_every_world_of_every_observation_is_a_state_the_game_could_be_in(n, options):
    """Every seat's world at every step of a random game, for every set-up and each number of players."""
    seed = 1000 * n + SETUPS.index(options)
    total = citizens_total(new(n, seed, **options))
    rnd = random.Random(seed)
    random_game(n, seed, options, lambda s: check_worlds(s, total, rnd))
