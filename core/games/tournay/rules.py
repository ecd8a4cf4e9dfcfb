"""The rules of Tournay (2-4 players; base game, advanced rules, expansion; design/games/tournay.md).

A turn: "place" (optionally one card from hand into the district) then "act"
(one compulsory action with citizens: draw, use a building, fight an event,
earn, gather, and recruit with the advanced rules). The action's effects run
as tasks (flow.py) and may stop for any player's decision; the hand limit is
checked last. The end is checked at the start player's turn: once announced,
everyone plays one last turn, then all choose a secret last card together,
the ramparts left in hand are built, and the game is scored.
"""
from __future__ import annotations

import functools
import itertools
import random
from collections import Counter
from typing import Any, Sequence

from ...engine import Choice, Event, GameSpec, IllegalAction, Msg, OptionSpec, Outcome, Seat, SeededRng
from ...engine.contract import option_error
from ...engine.messages import GAME_OVER, NOT_YOUR_TURN, UNKNOWN_ACTION
from . import data as D
from . import district as Z
from . import effects as F
from . import events as V
from . import messages as M
from .actions import (ACTION_TYPES, GATHER, NO_LAST, SKIP, Card, Cell, Citizen, Colour, Draw, DrawFrom, Earn, Fight,
                      Gather, Keep, Last, Place, Rampart, Recruit, Skip, Slot, Slots, Use)
from .flow import OPTIONS, answer, ask, decision, gain, push, run, say, task
from .scoring import score
from .state import CI, GREY, Player, TournayState

CARDS, EVENTS = D.CARDS, D.EVENTS
LEVEL_OF = {deck: int(deck[1]) for deck in D.DECKS}
SUB_PHASES = {"keep": (Keep,), "draw_from": (DrawFrom,), "slot": (Slot,), "slots": (Slots,), "cell": (Cell,),
              "colour": (Colour,), "card": (Card,), "citizen": (Citizen,), "limit": (Card, Rampart)}
MAIN = (Draw, Use, Fight, Earn, Gather, Recruit)
# The exact type of every field of an answer: `==` alone would take True or 1.0 for 1, and the effect would then
# fail half done or store a cell under (1.0, 0).
ANSWER_FIELDS = {Keep: (("card", str),), DrawFrom: (("colour", str), ("level", int), ("mode", str)),
                 Slot: (("slot", int),), Slots: (("slots", tuple),), Cell: (("seat", int), ("x", int), ("y", int)),
                 Colour: (("colour", str),), Card: (("card", str),), Rampart: (("card", str),),
                 Citizen: (("ref", str),)}


def malformed(action: Any) -> bool:
    """Whether an answer's fields are not of their exact types (its range is checked against the open answers)."""
    for name, kind in ANSWER_FIELDS[type(action)]:
        if type(getattr(action, name)) is not kind:
            return True
    return type(action) is Slots and any(type(s) is not int for s in action.slots)


def no_last(action: Last) -> bool:
    """Whether a last card answer is exactly "none" (not Last("", 0.0, ...))."""
    return (type(action.card) is str and type(action.x) is int and type(action.y) is int
            and type(action.extra) is str and action == NO_LAST)

_draw = functools.lru_cache(maxsize=None)(Draw)
_use = functools.lru_cache(maxsize=None)(Use)
_fight = functools.lru_cache(maxsize=None)(Fight)
_earn = functools.lru_cache(maxsize=None)(Earn)
_recruit = functools.lru_cache(maxsize=None)(Recruit)
_place = functools.lru_cache(maxsize=None)(Place)


@functools.lru_cache(maxsize=None)
def _borrows(lenders: tuple, lo: int, hi: int) -> tuple:
    """The sorted tuples of lenders of `lo` to `hi` borrowed citizens, fewer first (`lenders`: ((seat, how many it
    can lend), ...)); no lender lends more citizens than it has standing."""
    seats = [s for s, _n in lenders]
    most = dict(lenders)
    found = []
    for k in range(lo, hi + 1):
        if k == 0:
            found.append(())
            continue
        found += [c for c in itertools.combinations_with_replacement(seats, k)
                  if len(set(c)) == k or all(c.count(s) <= most[s] for s in c)]
    return tuple(found)


OWN_ONLY = ((),)  # the ways to find citizens when nobody lends: one's own only
_DECK_INFO = tuple((deck, CI[deck[0]], LEVEL_OF[deck]) for deck in D.DECKS)  # (deck, colour index, level)
_MODES = {1: ("turn",), 2: ("turn",), 3: ("top",), 4: ("top", "turn")}  # effects.draw_modes by a deck's shape


@functools.lru_cache(maxsize=None)
def _draws(deck: str, shape: int, ways: tuple) -> tuple:
    """The draws from `deck` (`shape`: 1/2 face down with one/more cards, 3/4 face up) for each way to borrow."""
    colour, level = deck[0], LEVEL_OF[deck]
    return tuple(_draw(colour, level, mode, b) for b in ways for mode in _MODES[shape])


@functools.lru_cache(maxsize=1 << 16)
def _places(key: str, cells: tuple, extras: tuple) -> tuple:
    """A card's placements on each of `cells`, with each extra cost (cells first)."""
    return tuple(_place(key, cell[0], cell[1], extra) for cell in cells for extra in extras)


@functools.lru_cache(maxsize=None)
def _fights(slot: int, ways: tuple) -> tuple:
    return tuple(_fight(slot, b) for b in ways)


@functools.lru_cache(maxsize=None)
def _recruits(colour: str, ways: tuple) -> tuple:
    return tuple(_recruit(colour, b) for b in ways)


@functools.lru_cache(maxsize=None)
def _earnings(i: int, standing: int) -> tuple:
    return tuple(_earn(D.COLOURS[i], k) for k in range(1, standing + 1))


@functools.lru_cache(maxsize=None)
def deck_contents(expansion: str, deck: str) -> tuple[tuple[str, ...], tuple[str, ...], int]:
    """(cards always in the deck, crier included; cards of which some are left out; how many are left out)."""
    base = list(D.deck_cards(deck, False)) + [f"crier_{deck}"]
    if expansion == "off" or deck[1] == "3":
        return tuple(base), (), 0
    for key in D.removable_cards(deck):
        base.remove(key)
    extra = D.deck_cards(deck, True)
    if expansion == "swap":
        return tuple(base) + extra, (), 0
    return tuple(base), D.removable_cards(deck) + extra, len(extra)


@functools.lru_cache(maxsize=None)
def _all_cards(expansion: str) -> Counter:
    """Every activity card of a game (criers and cards left out included)."""
    total = Counter()
    for deck in D.DECKS:
        fixed, maybe, _out = deck_contents(expansion, deck)
        total.update(fixed)
        total.update(maybe)
    return total


def all_cards(expansion: str) -> Counter:
    """Every activity card of a game (criers and cards left out included)."""
    return Counter(_all_cards(expansion))


@functools.lru_cache(maxsize=None)
def _pool(expansion: str, deck: str) -> tuple[tuple[str, int], ...]:
    """(card, copies) of every card a deck may hold, in the order of Counter(fixed) + Counter(maybe)."""
    fixed, maybe, _out = deck_contents(expansion, deck)
    return tuple((Counter(fixed) + Counter(maybe)).items())


@functools.lru_cache(maxsize=1 << 12)
def _left_out_odds(expansion: str, deck: str, count: int, seen: tuple) -> tuple[tuple, tuple]:
    """The sets of `count` cards the random set-up may have left out of `deck` (labelled copies of its removable and
    expansion cards, so a set counts as often as it can be drawn) and their cumulative odds given `seen` (copies of
    each of those cards seen in play, in the order of `_maybe_keys`): a set is likelier the more ways the cards
    left in the game give what was seen (a falling factorial per card); a set needing a card seen more often than
    the game then holds has none."""
    fixed, maybe, _out = deck_contents(expansion, deck)
    pool = Counter(fixed) + Counter(maybe)
    keys = _maybe_keys(expansion, deck)
    sets, odds, total = [], [], 0
    for chosen in itertools.combinations(maybe, count):
        weight = 1
        for key, looked in zip(keys, seen):
            left = pool[key] - chosen.count(key)
            if left < looked:
                weight = 0
                break
            for k in range(looked):
                weight *= left - k
        if weight:
            total += weight
            sets.append(chosen)
            odds.append(total)
    return tuple(sets), tuple(odds)


@functools.lru_cache(maxsize=None)
def _maybe_keys(expansion: str, deck: str) -> tuple[str, ...]:
    return tuple(sorted(set(deck_contents(expansion, deck)[1])))


def _known_by_deck(world: TournayState) -> dict[str, dict[str, int]]:
    """Per deck: how many of each of its cards are seen (hands, districts, criers, turned cards, decks)."""
    H = D.HIDDEN
    seen = []
    for p in world.players:
        seen += [c for c in p.hand if not c.startswith(H)]
        for stack in p.stacks.values():
            seen += stack
    seen += world.criers
    seen += [c for c in world.pending if not c.startswith(H)]
    for cards in world.decks.values():
        seen += [c for c in cards if c != H]
    known = Counter(seen)
    by_deck: dict[str, dict[str, int]] = {}
    deck_of = D.DECK_OF
    for key, count in known.items():
        deck = deck_of.get(key)
        if deck is not None:
            by_deck.setdefault(deck, {})[key] = count
    return by_deck


def citizens_total(state: TournayState) -> list[int]:
    """Citizens per colour in the game: the supply's and every player's, wherever they are."""
    return [state.supply[i] + sum(Z.owned(p, c) for p in state.players) for i, c in enumerate(D.COLOURS)]


def fee(state: TournayState, seat: int) -> int:
    return D.ADVOCATE_FEE if Z.shows(state.players[seat], "advocate") else D.BORROW_FEE


def end_condition(state: TournayState) -> bool:
    done = sum(1 for p in state.players if Z.complete(p))
    return done >= 2 or (done >= 1 and len(state.criers) >= state.n + 1)


class Tournay:
    spec = GameSpec(
        "tournay", M.NAME, D.MIN_PLAYERS, D.MAX_PLAYERS,
        (
            OptionSpec("rules", M.OPT_RULES, "base",
                       (Choice("base", M.RULES_BASE()), Choice("advanced", M.RULES_ADVANCED()))),
            OptionSpec("expansion", M.OPT_EXPANSION, "off",
                       (Choice("off", M.EXP_OFF()), Choice("swap", M.EXP_SWAP()), Choice("random", M.EXP_RANDOM()))),
        ),
        available=True,
    )
    action_types = ACTION_TYPES

    # --- setup ------------------------------------------------------------------
    def check_options(self, n_players: int, options: dict[str, Any]) -> Msg | None:
        return option_error(self.spec, n_players, options, M.BAD_PLAYERS, M.BAD_OPTION)

    def new_game(self, seats: Sequence[Seat], options: dict[str, Any], seed: int) -> TournayState:
        problem = self.check_options(len(seats), options)
        if problem is not None:
            raise IllegalAction(problem)
        opts = {**self.spec.defaults(), **options}
        n = len(seats)
        rng = SeededRng(seed)
        advanced, expansion = opts["rules"] == "advanced", opts["expansion"]
        decks, out = {}, []
        for deck in D.DECKS:
            fixed, maybe, left_out = deck_contents(expansion, deck)
            maybe = list(maybe)
            rng.shuffle(maybe)
            out += maybe[:left_out]
            cards = list(fixed) + maybe[left_out:]
            rng.shuffle(cards)
            decks[deck] = cards
        events = sorted(EVENTS)
        rng.shuffle(events)
        per, money = (D.ADV_CITIZENS, D.ADV_DENIERS) if advanced else (D.BASE_CITIZENS, D.BASE_DENIERS)
        supply = n + D.ADV_SUPPLY_EXTRA if advanced else D.BASE_SUPPLY
        players = [Player(i, money, [per] * 3, [0] * 3) for i in range(n)]
        state = TournayState(tuple(s.name for s in seats), players, rng, advanced, expansion, decks,
                             {d: False for d in D.DECKS}, out=out, event_deck=events, supply=[supply] * 3)
        state.queue = [events.pop() for _ in range(D.QUEUE_SIZE)]
        state.coins = [0] * D.QUEUE_SIZE
        state.start = rng.randrange(n)
        ev: list[Event] = []
        if out:
            say(ev, "left_out", M.LOG_LEFT_OUT(count=len(out)), chance=True)
        for slot, key in enumerate(state.queue):
            say(ev, "refill", M.LOG_REFILL(event=V.event_name(key)), chance=True, slot=slot, event=key)
        say(ev, "start", M.LOG_START(player=state.names[state.start]), chance=True, seat=state.start)
        self._begin_turn(state, state.start, ev)
        state.intro = tuple(ev)
        return state

    # --- who decides, and what ----------------------------------------------------
    def to_act(self, state: TournayState) -> tuple[int, ...]:
        if state.phase == "last":
            return tuple(p.seat for p in state.players if not p.chosen)
        if state.phase == "over":
            return ()
        return (state.decider,)

    def legal_actions(self, state: TournayState, player: int) -> list[Any]:
        phase = state.phase
        if phase == "over":
            return []
        if phase == "last":
            if 0 <= player < state.n and not state.players[player].chosen:
                return [NO_LAST] + [Last(a.card, a.x, a.y, a.extra) for a in self._placements(state, player)]
            return []
        if player != state.decider:
            return []
        if phase == "place":
            return [SKIP] + self._placements(state, player)
        if phase == "act":
            return self._main_actions(state, player)
        return OPTIONS[state.ask[0]](state)

    def check(self, state: TournayState, player: int, action: Any) -> Msg | None:
        if state.phase == "over":
            return GAME_OVER()
        kind = type(action)
        if kind not in ACTION_TYPES:
            return UNKNOWN_ACTION()
        if not (type(player) is int and 0 <= player < state.n):
            return NOT_YOUR_TURN()
        phase = state.phase
        if phase == "last":
            if kind is not Last:
                return M.WRONG_PHASE()
            if state.players[player].chosen:
                return M.ALREADY_CHOSEN()
            return None if no_last(action) else self._place_problem(state, player, action)
        if player != state.decider:
            return NOT_YOUR_TURN()
        if phase == "place":
            if kind is Skip:
                return None
            return self._place_problem(state, player, action) if kind is Place else M.WRONG_PHASE()
        if phase == "act":
            return self._main_problem(state, player, action) if kind in MAIN else M.WRONG_PHASE()
        if kind not in SUB_PHASES[phase]:
            return M.WRONG_PHASE()
        if malformed(action):
            return M.BAD_ANSWER()
        return None if action in OPTIONS[state.ask[0]](state) else M.BAD_CHOICE()

    # --- applying ---------------------------------------------------------------
    def apply(self, state: TournayState, player: int, action: Any) -> list[Event]:
        problem = self.check(state, player, action)
        if problem is not None:
            raise IllegalAction(problem)
        ev: list[Event] = []
        kind = type(action)
        phase = state.phase
        if phase == "last":
            self._choose_last(state, player, action, ev)
        elif phase == "place":
            if kind is Place:
                self._place(state, player, action.card, (action.x, action.y), action.extra, ev)
                V.refill(state, ev)  # a prestige building's "+1 card" may have sent an event under the event deck
            else:
                say(ev, "skip", M.LOG_SKIP(player=state.names[player]), seat=player)
            state.phase = "act"
        elif phase == "act":
            state.tasks.append(("end_turn", player))
            state.phase = "run"
            self._main(state, player, action, ev)
            run(state, ev)
        else:
            answer(state, action, ev)
            run(state, ev)
        return ev

    # --- the turn -----------------------------------------------------------------
    def _begin_turn(self, state: TournayState, seat: int, ev: list[Event]) -> None:
        state.turn = seat
        if seat == state.start:
            if state.ending:
                return self._start_last(state, ev)
            state.round += 1
            if state.round > D.MAX_ROUNDS:
                say(ev, "cap", M.LOG_CAP(rounds=D.MAX_ROUNDS))
                return self._end_game(state, "cap", ev)
            say(ev, "round", M.LOG_ROUND(round=state.round), round=state.round)
            if end_condition(state):
                state.ending = True
                say(ev, "ending", M.LOG_ENDING(player=state.names[seat]), seat=seat)
        say(ev, "turn", M.LOG_TURN(player=state.names[seat]), seat=seat)
        state.decider, state.ask = seat, ()
        state.phase = "place" if self._can_place(state, seat) else "act"

    def _can_place(self, state: TournayState, seat: int) -> bool:
        p = state.players[seat]
        if not any(stack[-1] in ("notary", "knight") for stack in p.stacks.values()):
            for key in p.hand:  # without cost cuts, any card placeable somewhere is placeable anywhere
                card = CARDS.get(key)
                if card is None or p.deniers < card.cost:
                    continue
                if card.kind == D.PRESTIGE and Z.holds_prestige(p, key):
                    continue
                if card.extra == "card" and len(p.hand) < 2:
                    continue
                if card.extra == "citizen" and not Z.owned(p, card.colour):
                    continue
                return True
            return False
        return bool(self._placements(state, seat, first=True))

    def _next_turn(self, state: TournayState, ev: list[Event]) -> None:
        self._begin_turn(state, (state.turn + 1) % state.n, ev)

    # --- phase 1: placing a card ------------------------------------------------------
    def _placements(self, state: TournayState, seat: int, first: bool = False) -> list[Place]:
        """Every legal placement (`first`: stop at the first one found)."""
        p = state.players[seat]
        found = []
        cutters = any(stack[-1] in ("notary", "knight") for stack in p.stacks.values())
        if cutters:
            cells = [(cell, Z.cuts(p, cell)) for cell in sorted(p.stacks) + Z.frontier(p)]
        else:
            cells = tuple(sorted(p.stacks) + Z.frontier(p))
        for key in sorted(set(p.hand)):
            card = CARDS.get(key)
            if card is None or (card.kind == D.PRESTIGE and Z.holds_prestige(p, key)):
                continue
            if card.extra == "card":
                extras = sorted(set(c for c in p.hand if c != key) | ({key} if p.hand.count(key) > 1 else set()))
            elif card.extra == "citizen":
                extras = Z.citizen_refs(p, card.colour)
            else:
                extras = [""]
            if not extras:
                continue
            if not cutters:  # the cost is the printed one everywhere
                if p.deniers >= max(0, card.cost):
                    found += _places(key, cells, tuple(extras))
                    if first:
                        return found
                continue
            for cell, line in cells:
                if p.deniers >= Z.place_cost(p, key, cell, line):
                    found += [_place(key, cell[0], cell[1], extra) for extra in extras]
                    if first:
                        return found
        return found

    def _place_problem(self, state: TournayState, seat: int, action: Any) -> Msg | None:
        card, x, y, extra = action.card, action.x, action.y, action.extra
        if not (type(card) is str and type(x) is int and type(y) is int and type(extra) is str):
            return M.BAD_CHOICE()
        p = state.players[seat]
        if card not in p.hand:
            return M.NOT_IN_HAND()
        if card in EVENTS:
            return M.EVENT_NOT_PLACED()
        cell = (x, y)
        if cell not in p.stacks and cell not in Z.frontier(p):
            return M.NOT_ADJACENT()
        info = CARDS[card]
        if info.kind == D.PRESTIGE and Z.holds_prestige(p, card):
            return M.SAME_PRESTIGE()
        cost = Z.place_cost(p, card, cell)
        if p.deniers < cost:
            return M.CANNOT_AFFORD(cost=cost)
        if info.extra == "card":
            ok = extra in p.hand and (extra != card or p.hand.count(card) > 1)
            return None if ok else M.BAD_EXTRA_CARD()
        if info.extra == "citizen":
            ok = extra in Z.citizen_refs(p, info.colour)
            return None if ok else M.BAD_EXTRA_CITIZEN(colour=D.COLOUR_NAMES[info.colour]())
        return None if extra == "" else M.NO_EXTRA()

    def _place(self, state: TournayState, seat: int, key: str, cell, extra: str, ev: list[Event]) -> None:
        p = state.players[seat]
        info = CARDS[key]
        cost = Z.place_cost(p, key, cell)
        p.hand.remove(key)
        p.deniers -= cost
        say(ev, "place", M.LOG_PLACE(player=state.names[seat], card=F.card_name(key), cost=cost), seat=seat, card=key,
            cell=cell, cost=cost)
        if info.extra == "card":
            V.discard(state, seat, extra, ev)
        elif info.extra == "citizen":
            V.lose_citizen(state, seat, extra, ev)
        stack = p.stacks.get(cell)
        if stack and CARDS[stack[-1]].colour == info.colour:
            F.clear(state, seat, cell, ev)
            p.stacks[cell] = stack + (key,)
            say(ev, "cover", M.LOG_COVER(card=F.card_name(stack[-1])), seat=seat, cell=cell, covered=stack[-1])
            return
        while cell in p.stacks:  # another colour: the cards there go back under their decks
            covered = p.stacks[cell][-1]
            F.remove_top(state, seat, cell, ev)
            say(ev, "replace", M.LOG_REPLACE(card=F.card_name(covered)), seat=seat, cell=cell, card=covered)
        p.stacks[cell] = (key,)

    # --- phase 2: the action ----------------------------------------------------------
    def _citizen_problem(self, state: TournayState, seat: int, colour: str, need: int, borrow: Any,
                         cost: int) -> Msg | None:
        if type(borrow) is not tuple or any(type(b) is not int for b in borrow) or list(borrow) != sorted(borrow):
            return M.BAD_BORROW()
        i = CI[colour]
        if len(borrow) > need or any(b == seat or not 0 <= b < state.n or borrow.count(b) > state.players[b].standing[i]
                                     for b in borrow):
            return M.BAD_BORROW()
        p = state.players[seat]
        if p.standing[i] < need - len(borrow):
            return M.NEED_CITIZENS(count=need, colour=D.COLOUR_NAMES[colour]())
        total = len(borrow) * fee(state, seat) + cost
        return M.CANNOT_AFFORD(cost=total) if p.deniers < total else None

    def _use_ok(self, state: TournayState, seat: int, cell, borrow: tuple[int, ...], rate: int = 0) -> bool:
        p = state.players[seat]
        key = p.stacks[cell][-1]
        stand = p.standing
        if key in F.STAND_READERS:  # the others' tests never read the standing citizens: no copy for them
            stand = stand[:]
            stand[CI[CARDS[key].colour]] -= 1 - len(borrow)
        budget = p.deniers - len(borrow) * (rate or fee(state, seat))
        return F.can_use(state, seat, key, seat, cell, budget, stand)

    def _main_actions(self, state: TournayState, seat: int) -> list[Any]:
        """Every legal action of phase 2, in a fixed order: draws (deck order), buildings used, events fought,
        earnings, gathering, recruits; within each, borrowing fewer citizens first. This runs for every turn of every
        playout: the lists of actions are shared (cached) by the few numbers they depend on, and the common cases
        (no citizen standing, nobody to borrow from or no money to borrow) take a short path."""
        players = state.players
        p = players[seat]
        money = p.deniers
        own = p.standing
        if not (own[0] or own[1] or own[2]) and money < D.ADVOCATE_FEE:  # the cheapest fee: nothing but gathering
            return [GATHER]
        rate = fee(state, seat)
        if money < rate and not (own[0] or own[1] or own[2]):
            return [GATHER]
        lenders: list = [None, None, None]  # per colour: ((seat, citizens it can lend, at most 3), ...), when needed

        def ways(i: int, need: int, cost: int) -> tuple:
            """Every way to find `need` citizens of colour `i` and pay `cost` besides: own standing ones free,
            opponents' for the fee each (sorted tuples of lenders, fewer borrowed first)."""
            if money < cost:
                return ()
            lo = need - own[i]
            if lo < 0:
                lo = 0
            if money - cost < rate:
                return OWN_ONLY if lo == 0 else ()
            sig = lenders[i]
            if sig is None:
                sig = lenders[i] = tuple([(q.seat, min(q.standing[i], 3)) for q in players
                                          if q.seat != seat and q.standing[i]])
            if not sig:
                return OWN_ONLY if lo == 0 else ()
            hi = min(need, 3, (money - cost) // rate)
            return _borrows(sig, lo, hi) if lo <= hi else ()

        found: list[Any] = []
        decks, up = state.decks, state.up
        if money < rate:  # nothing can be borrowed: the draws of the levels one's own citizens reach
            for deck, i, level in _DECK_INFO:
                cards = decks[deck]
                if cards and own[i] >= level:
                    found += _draws(deck, (2 if len(cards) > 1 else 1) + (2 if up[deck] else 0), OWN_ONLY)
        else:
            for deck, i, level in _DECK_INFO:
                cards = decks[deck]
                if cards:
                    found_ways = ways(i, level, 0)
                    if found_ways:
                        found += _draws(deck, (2 if len(cards) > 1 else 1) + (2 if up[deck] else 0), found_ways)
        stacks, occ = p.stacks, p.occ
        for cell in sorted(stacks):  # the free buildings (district.free_buildings, inline)
            if cell in occ:
                continue
            card = CARDS[stacks[cell][-1]]
            if card.kind != D.BUILDING:
                continue
            ok = {}  # can_use depends only on whether the citizen is borrowed
            for b in ways(CI[card.colour], 1, 0):
                if len(b) not in ok:
                    ok[len(b)] = self._use_ok(state, seat, cell, b, rate)
                if ok[len(b)]:
                    found.append(_use(cell[0], cell[1], b))
        queue, coins = state.queue, state.coins
        for slot in range(D.QUEUE_SIZE):
            if coins[slot] and queue[slot] is not None:
                e = EVENTS[queue[slot]]
                found_ways = ways(CI[e.colour], e.citizens, e.ransom)
                if found_ways:
                    found += _fights(slot, found_ways)
        for i in range(3):
            if own[i]:
                found += _earnings(i, own[i])
        found.append(GATHER)
        if state.advanced:
            for i, colour in enumerate(D.COLOURS):
                if state.supply[i]:
                    found_ways = ways(i, 1, D.RECRUIT_COST)
                    if found_ways:
                        found += _recruits(colour, found_ways)
        return found

    def _main_problem(self, state: TournayState, seat: int, action: Any) -> Msg | None:
        kind = type(action)
        p = state.players[seat]
        if kind is Gather:
            return None
        if kind is Earn:
            colour, count = action.colour, action.count
            if (type(colour) is not str or colour not in CI or type(count) is not int
                    or not 1 <= count <= p.standing[CI[colour]]):
                return M.BAD_EARN()
            return None
        if kind is Draw:
            colour, level, mode = action.colour, action.level, action.mode
            deck = f"{colour}{level}" if type(colour) is str and type(level) is int else ""
            if deck not in state.decks:
                return M.BAD_DECK()
            if not state.decks[deck]:
                return M.EMPTY_DECK()
            if mode not in F.draw_modes(state, deck):
                return M.NO_FACE_UP() if mode == "top" else M.BAD_MODE()
            return self._citizen_problem(state, seat, colour, level, action.borrow, 0)
        if kind is Use:
            x, y = action.x, action.y
            if type(x) is not int or type(y) is not int or not Z.usable_building(p, (x, y)):
                stack = p.stacks.get((x, y)) if type(x) is int and type(y) is int else None
                if stack and CARDS[stack[-1]].kind == D.BUILDING:
                    return M.OCCUPIED()
                return M.NOT_BUILDING()
            colour = CARDS[p.stacks[(x, y)][-1]].colour
            problem = self._citizen_problem(state, seat, colour, 1, action.borrow, 0)
            if problem is None and not self._use_ok(state, seat, (x, y), action.borrow):
                return M.NO_EFFECT()
            return problem
        if kind is Fight:
            slot = action.slot
            if type(slot) is not int or not 0 <= slot < D.QUEUE_SIZE or state.queue[slot] is None:
                return M.NO_EVENT()
            if not state.coins[slot]:
                return M.NO_COIN()
            e = EVENTS[state.queue[slot]]
            return self._citizen_problem(state, seat, e.colour, e.citizens, action.borrow, e.ransom)
        # Recruit
        if not state.advanced:
            return M.NOT_ADVANCED()
        colour = action.colour
        if type(colour) is not str or colour not in CI:
            return M.BAD_CHOICE()
        if not state.supply[CI[colour]]:
            return M.SUPPLY_EMPTY(colour=D.COLOUR_NAMES[colour]())
        return self._citizen_problem(state, seat, colour, 1, action.borrow, D.RECRUIT_COST)

    def _take_citizens(self, state: TournayState, seat: int, colour: str, need: int, borrow: tuple[int, ...],
                       ev: list[Event], on_building: bool = False) -> int:
        """Lays down the citizens an action uses (borrowed ones at their owner's plaza, for the fee); returns how
        many were the player's own. Own citizens using a building go onto it instead."""
        i = CI[colour]
        p = state.players[seat]
        rate = fee(state, seat)
        for lender in borrow:
            q = state.players[lender]
            q.standing[i] -= 1
            q.down[i] += 1
            p.deniers -= rate
            q.deniers += rate
            say(ev, "borrow", M.LOG_BORROW(player=state.names[seat], colour=D.COLOUR_NAMES[colour](),
                                           owner=state.names[lender], fee=rate), seat=seat, owner=lender,
                colour=colour, fee=rate)
        own = need - len(borrow)
        p.standing[i] -= own
        if not on_building:
            p.down[i] += own
        return own

    def _main(self, state: TournayState, seat: int, action: Any, ev: list[Event]) -> None:
        kind = type(action)
        p = state.players[seat]
        who = state.names[seat]
        if kind is Draw:
            deck = f"{action.colour}{action.level}"
            self._take_citizens(state, seat, action.colour, action.level, action.borrow, ev)
            say(ev, "draw", M.LOG_DRAW(player=who, deck=F.deck_label(deck)), seat=seat, deck=deck, mode=action.mode)
            F.draw(state, seat, deck, action.mode, ev)
        elif kind is Use:
            cell = (action.x, action.y)
            key = p.stacks[cell][-1]
            colour = CARDS[key].colour
            self._take_citizens(state, seat, colour, 1, action.borrow, ev, on_building=True)
            piece = GREY if action.borrow else colour
            p.occ[cell] = piece
            say(ev, "use", M.LOG_USE(player=who, card=F.card_name(key)), seat=seat, cell=cell, card=key, piece=piece)
            push(state, ("effect", seat, key, seat, cell), ("chars", seat, cell, piece))
        elif kind is Fight:
            e = EVENTS[state.queue[action.slot]]
            self._take_citizens(state, seat, e.colour, e.citizens, action.borrow, ev)
            if e.ransom:
                V.pay(state, seat, e.ransom, M.RANSOM(), ev)
            V.fight(state, seat, action.slot, ev)
        elif kind is Earn:
            i = CI[action.colour]
            p.standing[i] -= action.count
            p.down[i] += action.count
            rate = D.MERCENARY_EARN if action.colour == "r" and Z.shows(p, "mercenary") else D.EARN_PER_CITIZEN
            say(ev, "earn", M.LOG_EARN(player=who, count=action.count, colour=D.COLOUR_NAMES[action.colour]()),
                seat=seat, colour=action.colour, count=action.count)
            gain(state, seat, rate * action.count, M.EARNING(), ev)
        elif kind is Gather:
            for cell, piece in list(p.occ.items()):
                if piece not in (GREY, "x"):
                    p.standing[CI[piece]] += 1
            p.occ.clear()
            for i in range(3):
                p.standing[i] += p.down[i]
                p.down[i] = 0
            say(ev, "gather", M.LOG_GATHER(player=who), seat=seat)
            for key, amount in D.SENATOR_GAIN.items():
                if Z.shows(p, key):
                    gain(state, seat, amount, F.card_name(key), ev)
        else:  # Recruit
            i = CI[action.colour]
            self._take_citizens(state, seat, action.colour, 1, action.borrow, ev)
            p.deniers -= D.RECRUIT_COST
            state.supply[i] -= 1
            p.standing[i] += 1
            say(ev, "recruit", M.LOG_RECRUIT(player=who, colour=D.COLOUR_NAMES[action.colour](), cost=D.RECRUIT_COST),
                seat=seat, colour=action.colour)

    # --- the end ------------------------------------------------------------------------
    def _start_last(self, state: TournayState, ev: list[Event]) -> None:
        state.phase, state.decider, state.ask = "last", -1, ()
        say(ev, "last_card", M.LOG_LAST_CARD())
        for p in state.players:
            p.last, p.chosen = None, False
            if not self._placements(state, p.seat):
                p.chosen = True  # nothing could be placed: nothing to choose
        if all(p.chosen for p in state.players):
            self._reveal_last(state, ev)

    def _choose_last(self, state: TournayState, seat: int, action: Last, ev: list[Event]) -> None:
        p = state.players[seat]
        p.chosen = True
        p.last = None if action == NO_LAST else (action.card, action.x, action.y, action.extra)
        say(ev, "last_chosen", M.LOG_LAST_CHOSEN(player=state.names[seat]), seat=seat)
        if all(q.chosen for q in state.players):
            self._reveal_last(state, ev)

    def _reveal_last(self, state: TournayState, ev: list[Event]) -> None:
        for seat in range(state.n):
            p = state.players[(state.start + seat) % state.n]
            if p.last is None:
                say(ev, "last_none", M.LOG_LAST_NONE(player=state.names[p.seat]), chance=True, seat=p.seat)
                continue
            card, x, y, extra = p.last
            say(ev, "last_reveal", M.LOG_LAST_REVEAL(player=state.names[p.seat], card=F.card_name(card)),
                chance=True, seat=p.seat, card=card)  # the secret card is shown: undo never crosses it
            self._place(state, p.seat, card, (x, y), extra, ev)
            p.last = None
        for p in state.players:
            for card in [c for c in p.hand if c in EVENTS]:
                p.hand.remove(card)
                p.ramparts.append(card)
                say(ev, "rampart", M.LOG_RAMPART(player=state.names[p.seat]), seat=p.seat, card=card)
        self._end_game(state, "end", ev)

    def _end_game(self, state: TournayState, reason: str, ev: list[Event]) -> None:
        state.phase, state.end_reason, state.decider, state.ask, state.tasks = "over", reason, -1, (), []
        for seat, row in enumerate(score(state)):
            for key, points in row["prestige"].items():
                if points:
                    say(ev, "score_prestige", M.LOG_SCORE_PRESTIGE(player=state.names[seat], card=F.card_name(key),
                                                                   points=points), seat=seat, card=key, points=points)
            prestige = sum(row["prestige"].values())
            say(ev, "score", M.LOG_SCORE(player=state.names[seat], total=row["total"], prestige=prestige,
                                         cards=row["cards"], ramparts=row["ramparts"]),
                seat=seat, total=row["total"], prestige=prestige, cards=row["cards"], ramparts=row["ramparts"])
        winners = self.outcome(state).winners
        say(ev, "game_end", M.LOG_WINNER(players=", ".join(state.names[w] for w in winners)), winners=winners)

    # --- results and views ----------------------------------------------------------
    def is_over(self, state: TournayState) -> bool:
        return state.phase == "over"

    def outcome(self, state: TournayState) -> Outcome:
        totals = [row["total"] for row in score(state)]
        ranking = tuple(sorted(range(state.n), key=lambda s: (-totals[s], s)))
        top = totals[ranking[0]]
        winners = tuple(s for s in ranking if totals[s] == top)  # ties for first share the win
        return Outcome(ranking, winners, tuple((s, totals[s]) for s in range(state.n)))

    def observe(self, state: TournayState, player: int) -> TournayState:
        """What `player` may see: deck orders (but face-up tops), the cards left out, the event deck, others' hand
        cards (their backs show the deck; events stay visible: they were fought in the open), the cards another
        player turned and has not yet chosen from, and others' secret last cards are hidden."""
        seen = state.clone()
        seen.rng, seen.viewer = None, player
        H = D.HIDDEN
        for deck, cards in seen.decks.items():
            seen.decks[deck] = [H] * (len(cards) - 1) + [cards[-1] if state.up[deck] else H] if cards else []
        seen.out = [H + D.DECK_OF[c] for c in state.out]  # three per deck: which deck is known
        seen.event_deck = [H] * len(state.event_deck)
        if state.turn != player:  # turned cards are always the active player's (even while a crier they revealed acts)
            seen.pending = [H + D.DECK_OF[c] for c in state.pending]
        if state.phase == "over":
            return seen
        for p in seen.players:
            if p.seat != player:
                p.hand = [c if c in EVENTS else H + D.DECK_OF[c] for c in p.hand]
                p.last = None
        return seen

    def determinize(self, observation: TournayState, rng: random.Random) -> TournayState:
        """A full state consistent with the observation: the unseen cards of each deck dealt at random into that
        deck's hidden places, the hands' hidden cards and the cards left out; the event deck shuffled."""
        world = observation.clone()
        world.viewer = -1
        world.rng = SeededRng(rng.getrandbits(64))
        H = D.HIDDEN
        known = _known_by_deck(world)
        for deck in D.DECKS:
            seen = known.get(deck, {})
            # the deck's cards not seen anywhere, in the pool's order (Counter.elements of the pool less the seen)
            unseen = [key for key, count in _pool(world.expansion, deck) for _ in range(count - seen.get(key, 0))]
            rng.shuffle(unseen)
            crier = f"crier_{deck}"
            cards = world.decks[deck]
            holes = [i for i, c in enumerate(cards) if c == H]
            if crier in unseen:  # never in a hand nor left out
                unseen.remove(crier)
                cards[rng.choice(holes)] = crier
            tag = H + deck
            if tag in world.out:  # only removable or expansion copies, as likely as the set-up and the play make them
                places = [i for i, c in enumerate(world.out) if c == tag]
                sets, odds = _left_out_odds(world.expansion, deck, len(places),
                                            tuple(seen.get(k, 0) for k in _maybe_keys(world.expansion, deck)))
                chosen = list(rng.choices(sets, cum_weights=odds)[0])
                rng.shuffle(chosen)
                for i, card in zip(places, chosen):
                    unseen.remove(card)
                    world.out[i] = card
            for p in world.players:
                if tag in p.hand:
                    for i, c in enumerate(p.hand):
                        if c == tag:
                            p.hand[i] = unseen.pop()
            if tag in world.pending:
                for i, c in enumerate(world.pending):
                    if c == tag:
                        world.pending[i] = unseen.pop()
            for i in holes:
                if cards[i] == H:  # all but the crier's
                    cards[i] = unseen.pop()
        events = Counter(list(EVENTS))
        events.subtract(k for k in world.queue if k is not None)
        for p in world.players:
            events.subtract(c for c in p.hand if c in EVENTS)
            events.subtract(p.ramparts)
        unseen = list(events.elements())
        rng.shuffle(unseen)
        world.event_deck = unseen
        return world


@task("end_turn")
def _end_turn(state: TournayState, job: tuple, ev: list) -> None:
    seat = job[1]
    V.refill(state, ev)  # the action (or the card just shed) may have sent events under the event deck
    if len(state.players[seat].hand) > D.HAND_LIMIT:
        state.tasks.append(job)  # again once a card is shed
        return ask(state, ev, seat, "limit", "limit")
    GAME._next_turn(state, ev)


def _limit_options(state: TournayState) -> list:
    hand = state.players[state.decider].hand
    return [Card(c) for c in sorted(set(hand))] + [Rampart(c) for c in sorted(set(hand)) if c in EVENTS]


def _limit_resolve(state: TournayState, action: Any, ev: list) -> None:
    seat = state.decider
    p = state.players[seat]
    if type(action) is Rampart:
        p.hand.remove(action.card)
        p.ramparts.append(action.card)
        say(ev, "rampart", M.LOG_RAMPART(player=state.names[seat]), seat=seat, card=action.card)
    else:
        V.discard(state, seat, action.card, ev)


decision("limit", _limit_options, _limit_resolve)

GAME = Tournay()
