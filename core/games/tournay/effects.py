"""Drawing cards, every building's effect, and the characters that strengthen a row and a column.

A building whose effect would change nothing cannot be used (seed), so every
effect has a test, `can_use`, that the action's check and the Bridge's targets
share. Building effect first, then the events a crier set off, then the
characters: the characters' task is queued under the effect's.
"""
from __future__ import annotations

from . import data as D
from . import district as Z
from . import events as V
from . import messages as M
from .actions import Cell, Colour, Card, DrawFrom, Keep, Slot, Slots
from .flow import ask, clockwise, decision, gain, pay, push, say, task
from .state import CI, GREY, TournayState

CARDS = D.CARDS


_NAMES = {key: card.name() for key, card in CARDS.items()}  # messages are immutable: made once, shared
_DECKS = {deck: M.DECK_LABEL(colour=D.COLOUR_NAMES[deck[0]](), level=M.LEVEL_NAMES[int(deck[1])]())
          for deck in D.DECKS}


def card_name(key: str):
    return _NAMES[key]


def deck_label(deck: str):
    return _DECKS[deck]


# --- drawing ---------------------------------------------------------------------------------------------
def draw_modes(state: TournayState, deck: str) -> list[str]:
    cards = state.decks[deck]
    if not cards:
        return []
    modes = ["top"] if state.up[deck] else []
    if len(cards) >= 2 or not state.up[deck]:
        modes.append("turn")
    return modes


def draw(state: TournayState, seat: int, deck: str, mode: str, ev: list) -> None:
    """Takes the face-up top, or turns two and keeps one (short decks: both, or the last). A crier turned makes one
    more card turn; the card goes to hand, then the crier fires."""
    p = state.players[seat]
    cards = state.decks[deck]
    who = state.names[seat]
    if mode == "top":
        card = cards.pop()
        state.up[deck] = False
        p.hand.append(card)
        say(ev, "draw_top", M.LOG_DRAW_TOP(player=who, card=card_name(card), deck=deck_label(deck)), seat=seat,
            deck=deck, card=card)
        return
    if state.up[deck] and len(cards) > 2:
        bottom = cards.pop()
        cards.insert(0, bottom)
        say(ev, "to_bottom", M.LOG_TO_BOTTOM(card=card_name(bottom), deck=deck_label(deck)), deck=deck, card=bottom)
    state.up[deck] = False
    turned = [cards.pop() for _ in range(min(2, len(cards)))]
    say(ev, "turn", M.LOG_TURN_CARDS(player=who, count=len(turned), deck=deck_label(deck)), chance=True, seat=seat,
        deck=deck, count=len(turned))
    found = [c for c in turned if c in D.CRIERS]
    kept = [c for c in turned if c not in D.CRIERS]
    if found and cards:
        kept.append(cards.pop())
        say(ev, "turn", M.LOG_TURN_MORE(player=who, deck=deck_label(deck)), chance=True, seat=seat, deck=deck, count=1)
    for crier in found:
        reveal_crier(state, seat, crier, ev)
    offer(state, seat, kept, 1, ev)


def reveal_crier(state: TournayState, seat: int, crier: str, ev: list) -> None:
    state.criers.append(crier)
    deck = D.DECK_OF[crier]
    say(ev, "crier", M.LOG_CRIER(player=state.names[seat], deck=deck_label(deck), count=len(state.criers)),
        chance=True, seat=seat, deck=deck, criers=len(state.criers))
    push(state, ("crier", seat))


def offer(state: TournayState, seat: int, cards: list[str], keeps: int, ev: list) -> None:
    """Turned cards: `keeps` of them to hand (the decider's secret choice), the rest face up on their decks."""
    if len(cards) <= keeps:
        for card in cards:
            _to_hand(state, seat, card, ev)
        return
    state.pending, state.keeps = list(cards), keeps
    ask(state, ev, seat, "keep", "keep")


def _to_hand(state: TournayState, seat: int, card: str, ev: list) -> None:
    state.players[seat].hand.append(card)
    say(ev, "keep", M.LOG_KEEP(player=state.names[seat]), seat=seat, deck=D.DECK_OF[card])


def _keep_resolve(state: TournayState, action: Keep, ev: list) -> None:
    seat = state.decider
    state.pending.remove(action.card)
    _to_hand(state, seat, action.card, ev)
    state.keeps -= 1
    if state.keeps and len(state.pending) > state.keeps:
        return ask(state, ev, seat, "keep", "keep")
    rest, state.pending, keeps = state.pending, [], state.keeps
    state.keeps = 0
    for card in rest:
        if keeps:
            _to_hand(state, seat, card, ev)
            continue
        deck = D.DECK_OF[card]
        state.decks[deck].append(card)
        state.up[deck] = True
        say(ev, "face_up", M.LOG_FACE_UP(card=card_name(card), deck=deck_label(deck)), deck=deck, card=card)


decision("keep", lambda s: [Keep(c) for c in sorted(set(s.pending))], _keep_resolve)


def _draw_options(state: TournayState) -> list:
    _, decks, top_only = state.ask
    return [DrawFrom(d[0], int(d[1]), mode) for d in decks for mode in draw_modes(state, d)
            if mode == "top" or not top_only]


def _draw_resolve(state: TournayState, action: DrawFrom, ev: list) -> None:
    seat = state.decider
    if state.ask[2]:  # the Harbour
        pay(state, seat, D.HARBOUR_COST, card_name("harbour"), ev)
    draw(state, seat, f"{action.colour}{action.level}", action.mode, ev)


decision("draw", _draw_options, _draw_resolve)


# --- can a building be used ---------------------------------------------------------------------------------
def can_use(state: TournayState, seat: int, key: str, owner: int, cell, budget: int, stand: list[int],
            seen: frozenset = frozenset()) -> bool:
    """Would using `key` (at `cell` of `owner`'s district) change anything for `seat`, with `budget` deniers and
    `stand` citizens standing after the citizen is placed?"""
    check = _CAN_USE.get(key)
    return False if check is None else check(state, seat, key, owner, cell, budget, stand, seen)


# One test per building (a table rather than a chain of tests: legal_actions asks for every free building of every
# turn of every playout). Arguments: state, seat, key, owner, cell, budget, stand, seen.
def _hire_ok(s, seat, key, owner, cell, budget, stand, seen):
    colour, cost = D.HIRE[key]
    return budget >= cost and (s.supply[CI[colour]] if colour else sum(s.supply)) > 0


def _yes(s, seat, key, owner, cell, budget, stand, seen):
    return True


def _per_card_ok(s, seat, key, owner, cell, budget, stand, seen):  # a colour's building counts itself when the user's
    return Z.count_colour(s.players[seat], D.PER_CARD[key][0]) > 0


def _bridge_ok(s, seat, key, owner, cell, budget, stand, seen):
    return bool(bridge_targets(s, seat, budget, stand, seen | {(owner, cell)}, first=True))


def _coins_ok(s, seat, key, owner, cell, budget, stand, seen):
    return bool(V.slots_with_coins(s))


def _fort2_ok(s, seat, key, owner, cell, budget, stand, seen):
    return any(k is not None and s.coins[i] == 0 for i, k in enumerate(s.queue))


def _siege_ok(s, seat, key, owner, cell, budget, stand, seen):
    return any(c for q in s.players if q.seat != seat for c in Z.free_buildings(q) if (q.seat, c) != (owner, cell))


def _harbour_ok(s, seat, key, owner, cell, budget, stand, seen):
    return budget >= D.HARBOUR_COST and any(s.up[d] and s.decks[d] for d in D.DECKS if d[1] != "3")


def _demolisher_ok(s, seat, key, owner, cell, budget, stand, seen):
    return any(c != cell or owner != seat for c in s.players[seat].stacks)


def _lordship_ok(s, seat, key, owner, cell, budget, stand, seen):
    return any(q.deniers and any(Z.count_colour(q, c, True) for c in D.COLOURS) for q in s.players if q.seat != seat)


def _courthouse_ok(s, seat, key, owner, cell, budget, stand, seen):
    return any(q.deniers for q in s.players if q.seat != seat)


def _abbey_ok(s, seat, key, owner, cell, budget, stand, seen):
    level = 1 if key == "abbey" else 2
    return any(s.decks[f"{c}{level}"] for c in D.COLOURS)


_CAN_USE: dict = {}


def _tests(keys, test) -> None:
    for key in keys:
        _CAN_USE.setdefault(key, test)  # the first test listed for a key is its test


for _key, (_colour, _level) in D.DRAW_LEVEL.items():
    _tests([_key], (lambda deck: lambda s, *_: bool(s.decks[deck]))(f"{_colour}{_level}"))
for _key, _level in D.ANY_DRAW.items():
    _tests([_key], (lambda decks: lambda s, *_: any(s.decks[d] for d in decks))(
        tuple(f"{c}{_level}" for c in D.COLOURS)))
_tests(D.HIRE, _hire_ok)
_tests(D.GAIN, _yes)
_tests(D.PER_CARD, _per_card_ok)
_tests(D.BRIDGES, _bridge_ok)
_tests(["ballista"], lambda s, *_: any(k is not None for k in s.queue))
_tests(["fort", "watch", "reliquary"], _coins_ok)
_tests(["fort2"], _fort2_ok)
_tests(["siege_tower", "catapult"], _siege_ok)
_tests(["rampart_works"], lambda s, *_: bool(s.event_deck))
_tests(["almonry"], lambda s, seat, *_: sum(s.players[seat].down) > 0)
_tests(["cloister"], lambda s, seat, *_: s.players[seat].down[CI["w"]] > 0)
_tests(["workshop"], lambda s, seat, *_: Z.owned(s.players[seat], "y") > 0)
_tests(["weaver", "merchant_guild"], lambda s, seat, *_: bool(s.players[seat].hand))
_tests(["counting_house"], lambda s, seat, key, owner, cell, budget, stand, seen: stand[CI["y"]] > 0)
_tests(["brewery"], lambda s, seat, key, owner, cell, budget, stand, seen: sum(stand) > 0)
_tests(["inn"], lambda s, seat, key, owner, cell, budget, stand, seen: min(stand[CI["y"]], stand[CI["r"]]) > 0)
_tests(["bakery"], lambda s, seat, key, owner, cell, budget, stand, seen: max(stand[CI["r"]], stand[CI["w"]]) > 0)
_tests(["harbour"], _harbour_ok)
_tests(["demolisher"], _demolisher_ok)
_tests(["lordship"], _lordship_ok)
_tests(["courthouse"], _courthouse_ok)
_tests(["abbey", "abbey2"], _abbey_ok)
STAND_READERS = frozenset(D.BRIDGES) | {"counting_house", "brewery", "inn", "bakery"}  # tests that read `stand`


def bridge_targets(state: TournayState, seat: int, budget: int, stand: list[int], seen: frozenset,
                   first: bool = False) -> list:
    """Unoccupied level I/II buildings of opponents whose effect `seat` could use (a Bridge there chains); `first`:
    stop at the first one found (whether there is any)."""
    found = []
    for q in state.players:
        if q.seat == seat:
            continue
        for cell in Z.free_buildings(q):
            if (q.seat, cell) in seen:
                continue
            key = q.stacks[cell][-1]
            if can_use(state, seat, key, q.seat, cell, budget, stand, seen | {(q.seat, cell)}):
                found.append(Cell(q.seat, cell[0], cell[1]))
                if first:
                    return found
    return found


# --- effects ----------------------------------------------------------------------------------------------
@task("effect")
def _effect(state: TournayState, job: tuple, ev: list) -> None:
    _, seat, key, owner, cell = job
    p = state.players[seat]
    name = card_name(key)
    if key in D.DRAW_LEVEL:
        colour, level = D.DRAW_LEVEL[key]
        return ask(state, ev, seat, "draw_from", "draw", (f"{colour}{level}",), False)
    if key in D.ANY_DRAW:
        level = D.ANY_DRAW[key]
        return ask(state, ev, seat, "draw_from", "draw", tuple(f"{c}{level}" for c in D.COLOURS), False)
    if key in D.HIRE:
        colour, cost = D.HIRE[key]
        if not colour:
            return ask(state, ev, seat, "colour", "hire", key)
        return hire(state, seat, key, colour, ev)
    if key in D.GAIN:
        return gain(state, seat, D.GAIN[key], name, ev)
    if key in D.PER_CARD:
        colour, cap = D.PER_CARD[key]
        return gain(state, seat, min(Z.count_colour(p, colour), cap), name, ev)
    if key in D.BRIDGES:
        gain(state, seat, D.BRIDGES[key], name, ev)
        return ask(state, ev, seat, "cell", "bridge", frozenset({(owner, cell)}))
    if key in ("ballista", "fort", "fort2", "watch", "reliquary"):
        return ask(state, ev, seat, "slots" if key == "ballista" else "slot", key)
    if key in ("siege_tower", "catapult"):  # every opponent of the user (through a Bridge, the owner too)
        chooser = seat if key == "catapult" else -1
        return push(state, *[("damage", q, chooser) for q in clockwise(state, seat)[1:]])
    if key == "rampart_works":
        event = state.event_deck.pop()
        p.hand.append(event)
        say(ev, "rampart_works", M.LOG_TAKE_EVENT(player=state.names[seat], event=V.event_name(event)), chance=True,
            seat=seat, event=event)
        return
    if key == "almonry":
        return ask(state, ev, seat, "colour", "stand_up")
    if key == "cloister":
        for _ in range(p.down[CI["w"]]):
            V.stand_up(state, seat, "w", ev)
        return
    if key == "workshop":
        return gain(state, seat, Z.owned(p, "y"), name, ev)
    if key == "weaver":
        return ask(state, ev, seat, "card", "weaver")
    if key == "counting_house":
        return gain(state, seat, D.COUNTING_EACH * p.standing[CI["y"]], name, ev)
    if key == "brewery":
        return gain(state, seat, sum(p.standing), name, ev)
    if key == "inn":
        return gain(state, seat, D.INN_PAIR * min(p.standing[CI["y"]], p.standing[CI["r"]]), name, ev)
    if key == "bakery":
        return gain(state, seat, D.BAKERY_EACH * max(p.standing[CI["r"]], p.standing[CI["w"]]), name, ev)
    if key == "merchant_guild":
        return gain(state, seat, len(p.hand), name, ev)
    if key == "harbour":
        decks = tuple(d for d in D.DECKS if d[1] != "3" and state.up[d] and state.decks[d])
        return ask(state, ev, seat, "draw_from", "draw", decks, True)
    if key == "demolisher":
        return ask(state, ev, seat, "cell", "demolish", cell if owner == seat else None)
    if key == "lordship":
        return ask(state, ev, seat, "colour", "lordship")
    if key == "courthouse":
        others = [q for q in state.players if q.seat != seat]
        richest = max(q.deniers for q in others)
        tied = [q.seat for q in others if q.deniers == richest]
        take = D.COURTHOUSE_ONE if len(tied) == 1 else D.COURTHOUSE_EACH
        for victim in tied:
            transfer(state, victim, seat, take, name, ev)
        return
    if key in ("abbey", "abbey2"):
        return abbey(state, seat, 1 if key == "abbey" else 2, ev)


def hire(state: TournayState, seat: int, key: str, colour: str, ev: list) -> None:
    pay(state, seat, D.HIRE[key][1], card_name(key), ev)
    state.supply[CI[colour]] -= 1
    state.players[seat].standing[CI[colour]] += 1
    say(ev, "hire", M.LOG_HIRE(player=state.names[seat], colour=D.COLOUR_NAMES[colour](), source=card_name(key)),
        seat=seat, colour=colour)


def transfer(state: TournayState, source: int, dest: int, amount: int, why, ev: list) -> None:
    paid = min(amount, state.players[source].deniers)
    if paid <= 0:
        return
    state.players[source].deniers -= paid
    state.players[dest].deniers += paid
    say(ev, "transfer", M.LOG_TRANSFER(player=state.names[dest], target=state.names[source], deniers=paid, source=why),
        seat=dest, target=source, deniers=paid)


def abbey(state: TournayState, seat: int, level: int, ev: list) -> None:
    """The top card of each deck of the level, red, white, yellow; keep two, the third goes back face up. A crier
    turned fires at once, then the next card of its deck is turned (seed)."""
    state.pending, state.keeps = [], 0
    push(state, *[("abbey_turn", seat, f"{c}{level}") for c in D.COLOURS], ("abbey_keep", seat))


@task("abbey_turn")
def _abbey_turn(state: TournayState, job: tuple, ev: list) -> None:
    _, seat, deck = job
    cards = state.decks[deck]
    if not cards:
        return
    state.up[deck] = False
    card = cards.pop()
    say(ev, "turn", M.LOG_TURN_TOP(player=state.names[seat], deck=deck_label(deck)), chance=True, seat=seat,
        deck=deck, count=1)
    if card in D.CRIERS:
        push(state, job)  # the next card, once the events are over
        return reveal_crier(state, seat, card, ev)
    state.pending.append(card)


@task("abbey_keep")
def _abbey_keep(state: TournayState, job: tuple, ev: list) -> None:
    cards, state.pending = state.pending, []
    offer(state, job[1], cards, 2, ev)


@task("damage")
def _damage(state: TournayState, job: tuple, ev: list) -> None:
    """One opponent struck by a Siege Tower (the victim chooses the building, as for a Fire: chooser -1) or a
    Catapult (its user chooses, for each opponent in turn)."""
    _, victim, chooser = job
    if not Z.free_buildings(state.players[victim]):
        return
    if chooser < 0:
        return ask(state, ev, victim, "cell", "fire")
    ask(state, ev, chooser, "cell", "catapult", victim)


def _catapult_options(state: TournayState) -> list:
    victim = state.ask[1]
    return [Cell(victim, x, y) for (x, y) in Z.free_buildings(state.players[victim])]


decision("catapult", _catapult_options, lambda s, a, ev: V.damage(s, a.seat, (a.x, a.y), ev))


def _slot_options(state: TournayState) -> list:
    purpose = state.ask[0]
    if purpose == "fort2":
        return [Slot(s) for s, k in enumerate(state.queue) if k is not None and state.coins[s] == 0]
    options = [Slot(s) for s in V.slots_with_coins(state)]
    return options + [Slot(-1)] if purpose == "knight_fight" else options


def _slot_resolve(state: TournayState, action: Slot, ev: list) -> None:
    purpose, seat, slot = state.ask[0], state.decider, action.slot
    if purpose in ("fort", "fort2"):
        return V.fight(state, seat, slot, ev)
    if purpose == "knight_fight":
        if slot >= 0:
            V.fight(state, seat, slot, ev, take_coins=state.ask[1] == "knight_x2")
        return
    key = state.queue[slot]
    if purpose == "watch":
        coins = state.coins[slot]
        state.coins[slot] = 0
        say(ev, "watch", M.LOG_WATCH(player=state.names[seat], coins=coins, event=V.event_name(key)), seat=seat,
            slot=slot, coins=coins)
        return gain(state, seat, coins, card_name("watch"), ev)
    state.coins[slot] -= 1
    say(ev, "reliquary", M.LOG_RELIQUARY(player=state.names[seat], event=V.event_name(key)), seat=seat, slot=slot)


for _purpose in ("fort", "fort2", "watch", "reliquary", "knight_fight"):
    decision(_purpose, _slot_options, _slot_resolve)


def _ballista_options(state: TournayState) -> list:
    full = [s for s, k in enumerate(state.queue) if k is not None]
    return [Slots((a,)) for a in full] + [Slots((a, b)) for i, a in enumerate(full) for b in full[i + 1:]]


def _ballista_resolve(state: TournayState, action: Slots, ev: list) -> None:
    seat = state.decider
    say(ev, "ballista", M.LOG_BALLISTA(player=state.names[seat]), seat=seat, slots=action.slots)
    V.fire_ballista(state, seat, action.slots, ev)


decision("ballista", _ballista_options, _ballista_resolve)


def _bridge_options(state: TournayState) -> list:
    seat = state.decider
    p = state.players[seat]
    return bridge_targets(state, seat, p.deniers, p.standing, state.ask[1])


def _bridge_resolve(state: TournayState, action: Cell, ev: list) -> None:
    seat, cell = state.decider, (action.x, action.y)
    owner = state.players[action.seat]
    owner.occ[cell] = GREY
    key = owner.stacks[cell][-1]
    say(ev, "bridge", M.LOG_BRIDGE(player=state.names[seat], card=card_name(key), owner=state.names[action.seat]),
        seat=seat, owner=action.seat, cell=cell, card=key)
    if key in D.BRIDGES:  # a chain: the next target may be neither bridge used so far
        gain(state, seat, D.BRIDGES[key], card_name(key), ev)
        return ask(state, ev, seat, "cell", "bridge", state.ask[1] | {(action.seat, cell)})
    push(state, ("effect", seat, key, action.seat, cell))


decision("bridge", _bridge_options, _bridge_resolve)


def _demolish_options(state: TournayState) -> list:
    seat, own = state.decider, state.ask[1]
    return [Cell(seat, x, y) for (x, y) in sorted(state.players[seat].stacks) if (x, y) != own]


def _demolish_resolve(state: TournayState, action: Cell, ev: list) -> None:
    seat, cell = state.decider, (action.x, action.y)
    p = state.players[seat]
    stack = p.stacks[cell]
    key = stack[-1]
    remove_top(state, seat, cell, ev)
    say(ev, "demolish", M.LOG_DEMOLISH(player=state.names[seat], card=card_name(key)), seat=seat, cell=cell, card=key)
    gain(state, seat, D.DEMOLISH_FACTOR * CARDS[key].cost, card_name("demolisher"), ev)


def remove_top(state: TournayState, seat: int, cell, ev: list) -> None:
    """The top card of a cell to the bottom of its deck, face down; the pieces on it leave; the card beneath shows."""
    p = state.players[seat]
    stack = p.stacks[cell]
    key = stack[-1]
    clear(state, seat, cell, ev)
    if len(stack) > 1:
        p.stacks[cell] = stack[:-1]
    else:
        del p.stacks[cell]
    deck = D.DECK_OF[key]
    state.decks[deck].insert(0, key)
    if len(state.decks[deck]) == 1:
        state.up[deck] = False


def clear(state: TournayState, seat: int, cell, ev: list) -> None:
    what, colour = Z.clear_pieces(state.players[seat], cell)
    if what == "citizen":
        say(ev, "home", M.LOG_HOME(player=state.names[seat], colour=D.COLOUR_NAMES[colour]()), seat=seat, cell=cell)
    elif what:
        say(ev, "cleared", M.LOG_CLEARED(), seat=seat, cell=cell, piece=what)


decision("demolish", _demolish_options, _demolish_resolve)


def _colour_resolve(state: TournayState, action: Colour, ev: list) -> None:
    purpose, seat, colour = state.ask[0], state.decider, action.colour
    if purpose == "hire":
        return hire(state, seat, state.ask[1], colour, ev)
    if purpose == "stand_up":
        return V.stand_up(state, seat, colour, ev)
    say(ev, "lordship", M.LOG_LORDSHIP(player=state.names[seat], colour=D.COLOUR_NAMES[colour]()), seat=seat,
        colour=colour)
    for victim in clockwise(state, seat)[1:]:
        count = Z.count_colour(state.players[victim], colour, buildings_only=True)
        transfer(state, victim, seat, count, card_name("lordship"), ev)


decision("hire", lambda s: [Colour(c) for c in D.COLOURS if s.supply[CI[c]]], _colour_resolve)
decision("stand_up", lambda s: [Colour(c) for c in D.COLOURS if s.players[s.decider].down[CI[c]]], _colour_resolve)
decision("lordship", lambda s: [Colour(c) for c in D.COLOURS], _colour_resolve)


def _weaver_resolve(state: TournayState, action: Card, ev: list) -> None:
    V.discard(state, state.decider, action.card, ev)
    gain(state, state.decider, D.WEAVER_GAIN, card_name("weaver"), ev)


decision("weaver", lambda s: [Card(c) for c in sorted(set(s.players[s.decider].hand))], _weaver_resolve)


# --- characters -------------------------------------------------------------------------------------------
CHARACTER_KEYS = frozenset(D.ROW_BONUS) | frozenset(D.EXTRA_USE) | {"priest", *D.FIGHT_KNIGHTS}


@task("chars")
def _chars(state: TournayState, job: tuple, ev: list) -> None:
    """After `seat` used their own building at `cell` (with `piece` on it): the characters of its row and column."""
    _, seat, cell, piece = job
    p = state.players[seat]
    if cell not in p.stacks:  # a Demolisher reached through a Bridge removed the building used
        return
    colour = CARDS[p.stacks[cell][-1]].colour
    later = []
    for c, key in Z.line_cards(p, cell, CHARACTER_KEYS):
        if key in D.ROW_BONUS:
            bonus_colour, deniers = D.ROW_BONUS[key]
            if bonus_colour == colour:
                gain(state, seat, deniers, card_name(key), ev)
        elif key == "priest":
            if colour == "w":
                later.append(("priest", seat))
        elif key in D.EXTRA_USE:
            if colour == "w":
                later.append(("extra", seat, c, D.EXTRA_USE[key], key))
        elif piece in ("r", GREY):
            line = sum(1 for o_cell, o in p.occ.items() if o in ("r", GREY) and Z.in_line(c, o_cell))
            if line % 2 == 0:
                later.append(("knight", seat, key))
    push(state, *later)


@task("priest")
def _priest(state: TournayState, job: tuple, ev: list) -> None:
    if sum(state.players[job[1]].down):
        ask(state, ev, job[1], "colour", "stand_up")


@task("knight")
def _knight(state: TournayState, job: tuple, ev: list) -> None:
    if V.slots_with_coins(state):
        ask(state, ev, job[1], "slot", "knight_fight", job[2])


@task("extra")
def _extra(state: TournayState, job: tuple, ev: list) -> None:
    _, seat, where, colour, key = job
    ask(state, ev, seat, "cell", "extra", where, colour, key)


def _extra_options(state: TournayState) -> list:
    _, where, colour, _key = state.ask
    seat = state.decider
    p = state.players[seat]
    if not p.standing[CI["w"]]:
        return []
    stand = p.standing[:]
    stand[CI["w"]] -= 1
    found = [Cell(seat, c[0], c[1]) for c in Z.free_buildings(p)
             if Z.in_line(c, where) and CARDS[p.stacks[c][-1]].colour == colour
             and can_use(state, seat, p.stacks[c][-1], seat, c, p.deniers, stand)]
    return found + [Cell(-1, 0, 0)] if found else []


def _extra_resolve(state: TournayState, action: Cell, ev: list) -> None:
    seat = state.decider
    if action.seat < 0:
        return
    p = state.players[seat]
    cell = (action.x, action.y)
    p.standing[CI["w"]] -= 1
    p.occ[cell] = "w"
    key = p.stacks[cell][-1]
    say(ev, "extra_use", M.LOG_EXTRA_USE(player=state.names[seat], character=card_name(state.ask[3]),
                                         card=card_name(key)), seat=seat, cell=cell, card=key)
    push(state, ("effect", seat, key, seat, cell))


decision("extra", _extra_options, _extra_resolve)
