"""Events: fighting them, the criers that set them off, ramparts and every event's effect.

When a crier fires: a coin on each queued event with a free circle; then,
clockwise from the revealer, each player declares which events their ramparts
(and Inquisitor, and an occupied Catapult) shield them from; then the events
act left to right, once per coin, on every player clockwise from the revealer.
The Ballista sets off events the same way, against the user's opponents only.
"""
from __future__ import annotations

import itertools

from . import data as D
from . import district as Z
from . import messages as M
from .actions import Cell, Citizen, Colour, Card, Slots
from .flow import ask, clockwise, decision, gain, pay, push, say, task
from .state import CI, TournayState

EVENTS = D.EVENTS


_NAMES = {key: e.name() for key, e in EVENTS.items()}  # messages are immutable: made once, shared
_CARD_NAMES = {key: D.CARDS[key].name() for key in ("knight_x2", "marshal")}


def event_name(key: str):
    return _NAMES[key]


def fight(state: TournayState, seat: int, slot: int, ev: list, take_coins: bool = False) -> None:
    """The event goes to the fighter's hand; its coins to the supply (or to the fighter); the queue refills."""
    key = state.queue[slot]
    coins = state.coins[slot]
    p = state.players[seat]
    p.hand.append(key)
    state.queue[slot], state.coins[slot] = None, 0
    say(ev, "fight", M.LOG_FIGHT(player=state.names[seat], event=event_name(key)), seat=seat, slot=slot, event=key)
    if take_coins and coins:
        gain(state, seat, coins, _CARD_NAMES["knight_x2"], ev)
    if Z.shows(p, "marshal"):
        gain(state, seat, D.MARSHAL_GAIN, _CARD_NAMES["marshal"], ev)
    refill(state, ev)


def refill(state: TournayState, ev: list) -> None:
    """Every empty slot of the queue, left to right, takes the event deck's top card while the deck holds any: after
    a fight, and at the end of every action that may have sent events back under the deck (design: turn-3 audit)."""
    for slot in range(D.QUEUE_SIZE):
        if not state.event_deck:
            return
        if state.queue[slot] is None:
            key = state.queue[slot] = state.event_deck.pop()
            say(ev, "refill", M.LOG_REFILL(event=event_name(key)), chance=True, slot=slot, event=key)


def slots_with_coins(state: TournayState) -> list[int]:
    return [s for s in range(D.QUEUE_SIZE) if state.queue[s] is not None and state.coins[s] > 0]


# --- criers --------------------------------------------------------------------------------------------
@task("crier")
def _crier(state: TournayState, job: tuple, ev: list) -> None:
    revealer = job[1]
    for slot, key in enumerate(state.queue):
        if key is not None and state.coins[slot] < EVENTS[key].circles:
            state.coins[slot] += 1
            say(ev, "coin", M.LOG_COIN(event=event_name(key)), slot=slot, event=key, coins=state.coins[slot])
    firing = slots_with_coins(state)
    if not firing:
        say(ev, "no_events", M.LOG_NO_EVENTS())
        return
    order = clockwise(state, revealer)
    state.shields = {}
    hits = []
    for slot in firing:
        key = state.queue[slot]
        for _ in range(state.coins[slot]):
            if key == "levy":
                hits.append(("levy", key, revealer, tuple(order)))
            else:
                hits += [("hit", key, seat, revealer, "") for seat in order]
    push(state, *[("shield", seat, "crier", tuple(firing)) for seat in order], *hits)


def fire_ballista(state: TournayState, seat: int, slots: tuple, ev: list) -> None:
    """Harmful chosen events strike every other player once per coin (ramparts allowed); beneficial ones act for
    everyone, the user included."""
    for slot in slots:
        key = state.queue[slot]
        if state.coins[slot] < EVENTS[key].circles:
            state.coins[slot] += 1
            say(ev, "coin", M.LOG_COIN(event=event_name(key)), slot=slot, event=key, coins=state.coins[slot])
    order = clockwise(state, seat)
    others = order[1:]
    state.shields = {}
    hits = []
    harmful = tuple(s for s in slots if EVENTS[state.queue[s]].harmful and state.coins[s] > 0)
    for slot in slots:
        key = state.queue[slot]
        victims = others if EVENTS[key].harmful else order
        for _ in range(state.coins[slot]):
            if key == "levy":
                hits.append(("levy", key, seat, tuple(victims)))
            else:
                hits += [("hit", key, victim, seat, "") for victim in victims]
    push(state, *[("shield", victim, "ballista", harmful) for victim in others], *hits)


def free_shields(state: TournayState, seat: int) -> int:
    """Inquisitor and a Catapult with a citizen on it each shield one event when criers fire."""
    p = state.players[seat]
    free = 1 if Z.shows(p, "inquisitor") else 0
    free += sum(1 for cell, stack in p.stacks.items() if stack[-1] == "catapult" and cell in p.occ
                and p.occ[cell] != "x")
    return free


def ramparts_in_hand(p) -> list[str]:
    return [c for c in p.hand if c in EVENTS]


@task("shield")
def _shield(state: TournayState, job: tuple, ev: list) -> None:
    _, seat, why, firing = job
    ask(state, ev, seat, "slots", "shield", why, firing)


def _shield_options(state: TournayState) -> list:
    _, why, firing = state.ask
    seat = state.decider
    p = state.players[seat]
    can = len(ramparts_in_hand(p)) + (free_shields(state, seat) if why == "crier" else 0)
    harmful = [s for s in firing if EVENTS[state.queue[s]].harmful]
    if not can or not harmful:
        return []
    return [Slots(c) for k in range(min(can, len(harmful)), -1, -1) for c in itertools.combinations(harmful, k)]


def _shield_resolve(state: TournayState, action: Slots, ev: list) -> None:
    _, why, _firing = state.ask
    seat = state.decider
    p = state.players[seat]
    free = free_shields(state, seat) if why == "crier" else 0
    shielded = []
    for slot in action.slots:
        key = state.queue[slot]
        shielded.append(key)
        if free:
            free -= 1
            say(ev, "shield", M.LOG_SHIELD_FREE(player=state.names[seat], event=event_name(key)), seat=seat, event=key)
            continue
        card = ramparts_in_hand(p)[0]
        p.hand.remove(card)
        p.ramparts.append(card)
        say(ev, "shield", M.LOG_SHIELD(player=state.names[seat], event=event_name(key)), seat=seat, event=key,
            card=card)
    state.shields[seat] = shielded


decision("shield", _shield_options, _shield_resolve)


# --- one event acting on one player ---------------------------------------------------------------------
@task("levy")
def _levy(state: TournayState, job: tuple, ev: list) -> None:
    _, key, chooser, victims = job
    ask(state, ev, chooser, "colour", "levy", victims)


def _levy_resolve(state: TournayState, action: Colour, ev: list) -> None:
    victims = state.ask[1]
    chooser = state.decider
    say(ev, "levy", M.LOG_LEVY(player=state.names[chooser], colour=D.COLOUR_NAMES[action.colour]()),
        seat=chooser, colour=action.colour)
    push(state, *[("hit", "levy", v, chooser, action.colour) for v in victims])


decision("levy", lambda state: [Colour(c) for c in D.COLOURS], _levy_resolve)


@task("hit")
def _hit(state: TournayState, job: tuple, ev: list) -> None:
    _, key, seat, chooser, colour = job
    if key in state.shields.get(seat, ()):
        return
    p = state.players[seat]
    name = event_name(key)
    who = state.names[seat]
    if key == "plague":
        if Z.citizen_refs(p):
            return ask(state, ev, seat, "citizen", "plague")
    elif key == "famine":
        if p.deniers >= D.FAMINE_PAY:
            pay(state, seat, D.FAMINE_PAY, name, ev)
            return
        if p.standing[CI["y"]]:
            return lay_down(state, seat, "y", ev)
    elif key == "fire":
        if Z.free_buildings(p):
            return ask(state, ev, seat, "cell", "fire")
    elif key == "norman_raid":
        if p.hand:
            return ask(state, ev, seat, "card", "norman")
    elif key in D.LAY_DOWN:
        if p.standing[CI[D.LAY_DOWN[key]]]:
            return lay_down(state, seat, D.LAY_DOWN[key], ev)
    elif key == "tithe":
        if pay(state, seat, min(Z.count_colour(p, "w"), D.EVENT_CAP), name, ev):
            return
    elif key == "levy":
        if pay(state, seat, min(Z.count_colour(p, colour, buildings_only=True), D.EVENT_CAP), name, ev):
            return
    elif key == "flood":
        if p.deniers >= D.FLOOD_PAY:
            pay(state, seat, D.FLOOD_PAY, name, ev)
            return
        if sum(p.standing):
            return ask(state, ev, seat, "colour", "flood")
    elif key == "harvest":
        return gain(state, seat, D.HARVEST_GAIN, name, ev)
    elif key in ("fair", "pilgrimage", "tournament"):
        got = min(Z.count_colour(p, D.EVENT_COLOUR[key]), D.EVENT_CAP)
        if got:
            return gain(state, seat, got, name, ev)
    elif key == "procession":
        if sum(p.down):
            return ask(state, ev, seat, "colour", "procession")
    say(ev, "unharmed", M.LOG_UNHARMED(player=who, event=name), seat=seat, event=key)


def lay_down(state: TournayState, seat: int, colour: str, ev: list) -> None:
    p = state.players[seat]
    p.standing[CI[colour]] -= 1
    p.down[CI[colour]] += 1
    say(ev, "lay_down", M.LOG_LAY_DOWN(player=state.names[seat], colour=D.COLOUR_NAMES[colour]()), seat=seat,
        colour=colour)


def stand_up(state: TournayState, seat: int, colour: str, ev: list) -> None:
    p = state.players[seat]
    p.down[CI[colour]] -= 1
    p.standing[CI[colour]] += 1
    say(ev, "stand_up", M.LOG_STAND_UP(player=state.names[seat], colour=D.COLOUR_NAMES[colour]()), seat=seat,
        colour=colour)


def lose_citizen(state: TournayState, seat: int, ref: str, ev: list) -> None:
    colour = Z.remove_citizen(state.players[seat], ref)
    state.supply[CI[colour]] += 1
    say(ev, "lose_citizen", M.LOG_LOSE_CITIZEN(player=state.names[seat], colour=D.COLOUR_NAMES[colour]()),
        seat=seat, colour=colour, ref=ref)


def damage(state: TournayState, seat: int, cell, ev: list) -> None:
    p = state.players[seat]
    p.occ[cell] = "x"
    say(ev, "damage", M.LOG_DAMAGE(player=state.names[seat], card=D.CARDS[p.stacks[cell][-1]].name()),
        seat=seat, cell=cell)


def discard(state: TournayState, seat: int, card: str, ev: list) -> None:
    """A card from hand to the bottom of its deck (an event under the event deck), face down."""
    state.players[seat].hand.remove(card)
    if card in EVENTS:
        state.event_deck.insert(0, card)
        say(ev, "discard", M.LOG_DISCARD_EVENT(player=state.names[seat], event=event_name(card)), seat=seat,
            card=card)
    else:
        deck = D.DECK_OF[card]
        state.decks[deck].insert(0, card)
        if len(state.decks[deck]) == 1:
            state.up[deck] = False
        say(ev, "discard", M.LOG_DISCARD(player=state.names[seat]), seat=seat, deck=deck)


def _citizen_options(state):
    return [Citizen(r) for r in Z.citizen_refs(state.players[state.decider])]


def _fire_options(state):
    seat = state.decider
    return [Cell(seat, x, y) for (x, y) in Z.free_buildings(state.players[seat])]


def _hand_options(state):
    return [Card(c) for c in sorted(set(state.players[state.decider].hand))]


decision("plague", _citizen_options, lambda s, a, ev: lose_citizen(s, s.decider, a.ref, ev))
decision("fire", _fire_options, lambda s, a, ev: damage(s, s.decider, (a.x, a.y), ev))
decision("norman", _hand_options, lambda s, a, ev: discard(s, s.decider, a.card, ev))
decision("flood", lambda s: [Colour(c) for c in D.COLOURS if s.players[s.decider].standing[CI[c]]],
         lambda s, a, ev: lose_citizen(s, s.decider, f"standing:{a.colour}", ev))
decision("procession", lambda s: [Colour(c) for c in D.COLOURS if s.players[s.decider].down[CI[c]]],
         lambda s, a, ev: stand_up(s, s.decider, a.colour, ev))
