"""Builders for Tournay tests: a game with the hands, districts, citizens and events a test needs.

Cards are always moved from where they are (decks, or the cards left out), so every card stays accounted for.
"""
from __future__ import annotations

import random
from collections import Counter

import attrs

from gameshelf.core.engine import Seat
from gameshelf.core.games.tournay import GAME
from gameshelf.core.games.tournay import data as D
from gameshelf.core.games.tournay.rules import all_cards, citizens_total


def new(n: int = 4, seed: int = 1, **options):
    return GAME.new_game([Seat(f"P{i}") for i in range(n)], options, seed)


def pull(state, key: str) -> str:
    """Takes a card out of its deck (or the left-out cards), for a test to put elsewhere."""
    if key in D.EVENTS:
        if key in state.event_deck:
            state.event_deck.remove(key)
            return key
        slot = state.queue.index(key)
        state.queue[slot] = state.event_deck.pop()
        state.coins[slot] = 0
        return key
    deck = state.decks[D.DECK_OF[key]]
    if key in deck:
        if deck[-1] == key:
            state.up[D.DECK_OF[key]] = False
        deck.remove(key)
        return key
    state.out.remove(key)
    return key


def give(state, seat: int, *cards: str):
    for key in cards:
        state.players[seat].hand.append(pull(state, key))
    return state


def build(state, seat: int, cells: dict):
    """cells: (x, y) -> a card key or a tuple of keys (bottom first)."""
    p = state.players[seat]
    for cell, keys in cells.items():
        keys = (keys,) if isinstance(keys, str) else tuple(keys)
        p.stacks[cell] = tuple(pull(state, k) for k in keys)
    return state


def queue(state, events, coins=None):
    """Puts these events in the queue (the previous ones back into the event deck), with these coins."""
    for key in state.queue:
        if key is not None:
            state.event_deck.insert(0, key)
    state.queue = [None] * D.QUEUE_SIZE
    for slot, key in enumerate(events):
        if key is not None:
            state.event_deck.remove(key)
        state.queue[slot] = key
    state.coins = list(coins) if coins is not None else [0] * D.QUEUE_SIZE
    return state


def deck_top(state, deck: str, *keys: str, up: bool = False):
    """Puts these cards on top of a deck, the last one on top."""
    for key in keys:
        state.decks[deck].remove(key)
        state.decks[deck].append(key)
    state.up[deck] = up
    return state


def turn(state, seat: int, phase: str = "act"):
    """Makes it `seat`'s turn, in phase 1 ("place") or 2 ("act")."""
    state.turn = state.decider = seat
    state.phase, state.ask, state.tasks = phase, (), []
    return state


def citizens(state, seat: int, standing=None, down=None):
    """Sets a player's standing and laid-down citizens (r, w, y), moving the difference to or from the supply."""
    p = state.players[seat]
    for attr, value in (("standing", standing), ("down", down)):
        if value is None:
            continue
        for i in range(3):
            state.supply[i] -= value[i] - getattr(p, attr)[i]
            getattr(p, attr)[i] = value[i]
    assert min(state.supply) >= 0
    return state


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def of_kind(events, kind):
    return [e for e in events if e.kind == kind]


def snapshot(state):
    data = attrs.asdict(state, filter=lambda a, _v: a.name not in ("rng", "intro"))
    return data, state.intro, state.rng.getstate() if state.rng is not None else None


def cards_in_play(state) -> Counter:
    """Every activity card wherever it is: decks, hands, districts (covered too), criers, turned, left out."""
    found = Counter()
    for cards in state.decks.values():
        found.update(cards)
    for p in state.players:
        found.update(c for c in p.hand if c not in D.EVENTS)
        for stack in p.stacks.values():
            found.update(stack)
    found.update(state.criers)
    found.update(state.pending)
    found.update(state.out)
    return found


def events_in_play(state) -> Counter:
    found = Counter(state.event_deck) + Counter(k for k in state.queue if k is not None)
    for p in state.players:
        found.update(c for c in p.hand if c in D.EVENTS)
        found.update(p.ramparts)
    return found


def check_conservation(state, total_citizens):
    assert cards_in_play(state) == all_cards(state.expansion)
    assert events_in_play(state) == Counter(list(D.EVENTS))
    assert citizens_total(state) == total_citizens
    assert min(state.supply) >= 0
    for p in state.players:
        assert p.deniers >= 0
        assert min(p.standing) >= 0 and min(p.down) >= 0


def play(state, *moves):
    """Applies (seat, action) pairs; returns all their events."""
    events = []
    for seat, action in moves:
        events += GAME.apply(state, seat, action)
    return events


def random_game(n, seed, options=None, on_step=None, max_steps=20000):
    state = new(n, seed, **(options or {}))
    rnd = random.Random(seed)
    steps = []
    while not GAME.is_over(state):
        seat = rnd.choice(GAME.to_act(state))
        action = rnd.choice(GAME.legal_actions(state, seat))
        GAME.apply(state, seat, action)
        steps.append((seat, action))
        if on_step:
            on_step(state)
        assert len(steps) < max_steps
    return state, steps
