"""Empty places of the event queue are refilled (issue 22, item 10; design: "Decisions from the turn-3 audit").

Whenever the event deck holds cards and a place of the queue is empty, the place takes the deck's top card, face
up, at the end of the action that emptied it or sent events back under the deck, places left to right. Before
this, a place emptied while the deck was empty stayed empty for good, and events the hand limit, the Norman Raid or
a prestige building's "+1 card" sent back never came out again.
"""
from __future__ import annotations

import random

from tournay_helpers import check_conservation, deck_top, give, kinds, new, play, queue, random_game, turn

from gameshelf.core.ai.baselines import greedy_action
from gameshelf.core.games.tournay import GAME
from gameshelf.core.games.tournay.actions import Card, Draw, Earn, Fight, Keep, Place, Slots
from gameshelf.core.games.tournay.rules import citizens_total


def empty_event_deck(state, seat: int = 1):
    """Every event left in the event deck becomes one of `seat`'s ramparts (so every event stays accounted for)."""
    state.players[seat].ramparts += state.event_deck
    state.event_deck.clear()
    return state


def test_a_fight_with_the_event_deck_empty_leaves_its_place_empty_until_an_event_goes_back():
    state = turn(new(2), 0)
    total = citizens_total(state)
    queue(state, ["strike", "fire", "harvest"], [1, 0, 0])
    give(state, 0, "market", "hospice", "guild", "flood")
    empty_event_deck(state)
    play(state, (0, Fight(0)))  # 1 yellow + 2 deniers; the hand now holds five cards
    assert state.queue == [None, "fire", "harvest"] and state.phase == "limit"
    events = play(state, (0, Card("flood")))  # shed under the event deck: it comes out again at once
    assert state.queue == ["flood", "fire", "harvest"] and state.event_deck == [] and state.coins == [0, 0, 0]
    assert kinds(events).index("discard") < kinds(events).index("refill") < kinds(events).index("turn")
    assert state.turn == 1
    check_conservation(state, total)


def test_events_a_norman_raid_discards_refill_the_queue_left_to_right_at_the_end_of_the_action():
    state = turn(new(2), 0)
    total = citizens_total(state)
    queue(state, ["norman_raid", None, None], [1, 0, 0])
    give(state, 1, "flood")
    empty_event_deck(state)
    deck_top(state, "y1", "market", "guild", "crier_y1")
    play(state, (0, Draw("y", 1, "turn")), (0, Keep("market")))
    assert state.phase == "slots" and state.decider == 1  # the flood could shield player 1: it does not
    events = play(state, (1, Slots(())))
    assert state.players[0].hand == [] and state.players[1].hand == []  # the raid took a card from each
    assert state.queue == ["norman_raid", "flood", None] and state.event_deck == []  # the first empty place
    assert kinds(events).index("refill") > max(i for i, k in enumerate(kinds(events)) if k == "discard")
    check_conservation(state, total)


def test_an_event_paid_as_a_prestige_buildings_extra_card_refills_an_empty_place():
    state = turn(new(2), 0, phase="place")
    total = citizens_total(state)
    queue(state, [None, "harvest", None], [0, 0, 0])
    give(state, 0, "city_hall", "flood")
    empty_event_deck(state)
    play(state, (0, Place("city_hall", 0, 0, "flood")))
    assert state.queue == ["flood", "harvest", None] and state.phase == "act"
    check_conservation(state, total)


def test_a_full_queue_takes_nothing_and_an_empty_deck_gives_nothing():
    state = turn(new(2), 0)
    queue(state, ["strike", "fire", "harvest"], [0, 0, 0])
    before = list(state.event_deck)
    play(state, (0, Earn("r", 1)))
    assert state.queue == ["strike", "fire", "harvest"] and state.event_deck == before
    state = turn(new(2), 0)
    queue(state, [None, "fire", None], [0, 0, 0])
    empty_event_deck(state)
    events = play(state, (0, Earn("r", 1)))
    assert state.queue == [None, "fire", None] and "refill" not in kinds(events)


def test_between_actions_no_place_is_empty_while_the_event_deck_holds_cards():
    """Random games, and greedy four-player games (before the fix, seed 25 left a place empty with events back in
    the deck)."""
    def between_actions(state):
        if state.phase in ("place", "act"):
            assert not (state.event_deck and None in state.queue)

    for seed in range(1, 5):
        random_game(2, seed, on_step=between_actions)
    for seed in range(21, 29):
        state = new(4, seed)
        rng = random.Random(seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, greedy_action(GAME, state, seat, rng))
            between_actions(state)
