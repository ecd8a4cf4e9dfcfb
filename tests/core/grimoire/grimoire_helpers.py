"""Builders for Grimoire tests: a game with the cards, chips and pages a test needs."""
from __future__ import annotations

import random
from collections import Counter

import attrs

from gameshelf.core.engine import Seat
from gameshelf.core.games.grimoire import GAME
from gameshelf.core.games.grimoire import data as D
from gameshelf.core.games.grimoire.actions import ChoosePage, Sword


def new(n: int = 4, seed: int = 1):
    return GAME.new_game([Seat(f"P{i}") for i in range(n)], {}, seed)


def arrange(state, field=None, tokens=None, mp=15, **holdings):
    """Rearranges a fresh game in its book phase (MP 15 unless told), keeping all 58 quest and 18 item cards accounted for.

    `field`: cards for the field (slot 0 face down); `tokens`: previous order tokens by seat; holdings as
    companions0=[...], treasures1=[...], items2=[...], chips3=5. Cards are taken from the deck (or the item deck).
    """
    if mp is not None:
        state.mp = mp
    if tokens is not None:
        for p, t in zip(state.players, tokens):
            p.token = t
    if field is not None:
        state.deck.extend(c for c in state.field if c is not None)
        state.field = []
    pool = Counter(D.QUEST_DECK)

    def pull(card, from_items=False):
        deck = state.item_deck if from_items else state.deck
        deck.remove(card)
        return card

    for key, value in holdings.items():
        what, seat = key.rstrip("0123456789"), int(key[len(key.rstrip("0123456789")):])
        p = state.players[seat]
        if what == "chips":
            p.chips = value
        elif what == "items":
            p.items = [pull(c, True) for c in value]
        else:
            setattr(p, what, [pull(c) for c in value])
    if field is not None:
        state.field = [pull(c) for c in field]
        state.down = 0
    assert Counter(all_quest_cards(state)) == pool
    return state


def all_quest_cards(state) -> list[str]:
    cards = list(state.deck) + list(state.discard) + [c for c in state.field if c is not None]
    for p in state.players:
        cards += p.treasures + p.companions
    return cards


def all_items(state) -> list[str]:
    return list(state.item_deck) + list(state.item_discard) + [i for p in state.players for i in p.items]


def choose(state, *pages):
    """Every seat marks its page (seat order), which reveals them; returns the events."""
    events = []
    for seat, page in enumerate(pages):
        events += GAME.apply(state, seat, ChoosePage(page))
    return events


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def of_kind(events, kind):
    return [e for e in events if e.kind == kind]


def snapshot(state):
    data = attrs.asdict(state, filter=lambda a, _v: a.name not in ("rng", "intro"))
    return data, state.intro, state.rng.getstate() if state.rng is not None else None


def random_game(n, seed, on_step=None, max_steps=5000):
    state = new(n, seed)
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


def decline_swords(state):
    """Every target asked about a copper sword (holder or not: all are asked) declines; returns the events."""
    events = []
    while state.phase == "sword":
        events += GAME.apply(state, state.decider, Sword(False))
    return events
