"""The rules of GrandPrix-F1 (strategy game, 3-8 players; design/games/grandprix_f1.md).

Flow of a race: the start order is drawn per car, cars line up on the grid
(pole on 30), the players choose their pit boxes in that order ("boxes":
Box), then the cars take turns in that order, finished and retired cars
skipped. On its turn a car's player plays one card ("turn": Play; a
two-car player may move either of their cars on the track), or, for a car
in its box, stays (Stay, with its fuel) or leaves (Play). A move that ends
on a framed space draws 1s and may ask for an exchange ("exchange"); one
that ends on a penalty space asks for the payment ("pay") unless only one
is possible. The race ends when every car has finished or is out; in a
championship the next race is set up at once. A decision with a single
possible answer (a payment, keeping a lone drawn 1, the last free box) is
applied without asking; a turn never has a single answer (every card may
be played).
"""
from __future__ import annotations

import functools
import random
from typing import Any, Sequence

from ...engine import Choice, Event, GameSpec, IllegalAction, Msg, OptionSpec, Outcome, Seat, SeededRng, event
from ...engine.contract import option_error
from ...engine.messages import GAME_OVER, NOT_YOUR_TURN, UNKNOWN_ACTION
from . import data as D
from . import messages as M
from . import routing as R
from .actions import ACTION_TYPES, Box, Exchange, Pay, Play, Stay
from .state import Car, F1State, Player

HAND_VALUES = (1, 2, 3, 4, 6, 10)  # values a hand can hold (the 5 only draws the start order)
TYRES = ("dry", "wet")

_PHASE_OF = {Play: "turn", Stay: "turn", Exchange: "exchange", Pay: "pay", Box: "boxes"}  # when each kind of action is asked for

_play = functools.lru_cache(maxsize=None)(Play)
_stay = functools.lru_cache(maxsize=None)(Stay)
_exchange = functools.lru_cache(maxsize=None)(Exchange)
_pay = functools.lru_cache(maxsize=None)(Pay)
_box = functools.lru_cache(maxsize=None)(Box)


def cards_text(cards: Sequence[int]) -> str:
    """A card set as the table writes it ("10 + 6 + 4"): the same in both languages."""
    return " + ".join(str(c) for c in cards) if cards else "0"


def space_label(space: int) -> Msg:
    return _SPACE_LABELS[space]


def _space_label(space: int) -> Msg:
    name = R.NAMES[space]
    return M.SPACE_BOX(box=R.BOX_OF[space]) if R.KIND[space] == "box" else M.SPACE(space=name)


_SPACE_LABELS = tuple(_space_label(s) for s in range(R.COUNT))  # messages are immutable: one per space


def _move_event(msg: Msg, end: str, data: tuple[tuple[str, Any], ...]) -> Event:
    """event("move", msg, end=end, **dict(data)), built without keyword dicts (every simulated move makes one)."""
    return _new_tuple(Event, ("move", msg, (("end", end),) + data, False, False))


_new_tuple = tuple.__new__


def race_points(place: int) -> int:
    """Championship points for a finishing place (1-based)."""
    return D.POINTS[place - 1] if 1 <= place <= len(D.POINTS) else 0


def race_wins(state) -> list[int]:
    """Races won so far, per seat."""
    wins = [0] * state.n
    for classified in state.results:
        if classified:
            wins[state.cars[classified[0]].owner] += 1
    return wins


def ranked(points: Sequence[int], wins: Sequence[int],
           best: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(ranking, winners): seats by points, then race wins, then the place of their best car in the last race
    (lower is better); nobody wins if nobody scored a point."""
    key = [(-points[s], -wins[s], best[s]) for s in range(len(points))]
    ranking = tuple(sorted(range(len(points)), key=lambda s: (key[s], s)))
    top = ranking[0]
    winners = () if points[top] == 0 else tuple(s for s in ranking if key[s] == key[top])
    return ranking, winners


class GrandPrixF1:
    spec = GameSpec(
        "grandprix_f1",
        M.NAME,
        D.MIN_PLAYERS,
        D.MAX_PLAYERS,
        (
            OptionSpec("laps", M.OPT_LAPS, "4", (Choice("4", M.LAPS_4()), Choice("5", M.LAPS_5()))),
            OptionSpec("best_lap", M.OPT_BEST_LAP, "4", (Choice("4", M.BEST_LAP_4()), Choice("3", M.BEST_LAP_3()))),
            OptionSpec("races", M.OPT_RACES, "1",
                       (Choice("1", M.RACES_1()), *(Choice(str(k), M.RACES_N(races=k)) for k in (3, 4, 5, 6)))),
            OptionSpec("accidents", M.OPT_ACCIDENTS, False),
            OptionSpec("unexpected_rain", M.OPT_UNEXPECTED, False),
            OptionSpec("double_change", M.OPT_DOUBLE, False),
        ),
        available=True,
    )
    action_types = ACTION_TYPES
    # Saves of format 1 were played with the boxes assigned (and a failed box exit that reset the stays): their
    # steps do not replay under these rules, so they are refused with a reason rather than half replayed.
    oldest_save = 2

    # --- setup ------------------------------------------------------------------
    def check_options(self, n_players: int, options: dict[str, Any]) -> Msg | None:
        problem = option_error(self.spec, n_players, options, M.BAD_PLAYERS, M.BAD_OPTION)
        if problem is None and options.get("laps") == "5" and n_players not in D.FIVE_LAPS_PLAYERS:
            return M.FIVE_LAPS()
        return problem

    def new_game(self, seats: Sequence[Seat], options: dict[str, Any], seed: int) -> F1State:
        problem = self.check_options(len(seats), options)
        if problem is not None:
            raise IllegalAction(problem)
        opts = {**self.spec.defaults(), **options}
        n = len(seats)
        per_player = 2 if n <= D.TWO_CARS_UP_TO else 1
        players = [Player(s, tuple(range(s * per_player, (s + 1) * per_player))) for s in range(n)]
        cars = [Car(c, c // per_player) for c in range(n * per_player)]
        state = F1State(tuple(s.name for s in seats), players, cars, SeededRng(seed), laps=int(opts["laps"]),
                        best_lap=int(opts["best_lap"]), races=int(opts["races"]), accidents=bool(opts["accidents"]),
                        unexpected_rain=bool(opts["unexpected_rain"]), double_change=bool(opts["double_change"]),
                        standings=[0] * n)
        ev: list[Event] = []
        self._start_race(state, ev)
        state.intro = tuple(ev)
        return state

    def _start_race(self, state: F1State, ev: list[Event]) -> None:
        rng = state.rng
        ncars = len(state.cars)
        state.occupancy = [0] * R.COUNT
        state.bank = D.counts(D.DECK)
        state.aside = [0] * 11
        state.aside[D.ORDER_DRAW] = state.bank[D.ORDER_DRAW]
        state.bank[D.ORDER_DRAW] = 0
        ones = D.DECK[1] if ncars == 8 else D.ONES_PILE
        state.bank[1] -= ones
        state.ones = [1] * ones
        if state.unexpected_rain:  # anywhere but on top, so it shows during a draw
            state.ones.insert(rng.randrange(ones), D.RAIN)
        else:
            state.ones.insert(0, D.RAIN)
        state.ones_shuffled = state.unexpected_rain
        state.spent_ones, state.weather, state.rain_card, state.sun_card = 0, "dry", "pile", "aside"
        state.finished, state.retired = [], []
        state.phase, state.mover, state.pending = "turn", -1, 0
        ev.append(event("race", M.LOG_RACE(race=state.race, races=state.races, laps=state.laps), race=state.race,
                        races=state.races, laps=state.laps))
        # The start order is drawn per car (1-6, then rain and sun as 7th and 8th): a shuffle.
        order = list(range(ncars))
        rng.shuffle(order)
        state.order, state.turn = tuple(order), 0
        for car in state.cars:
            car.pos, car.lap, car.tyres, car.damaged, car.status = -1, 0, "dry", False, "racing"
            car.stays, car.pitted, car.place = 0, False, 0
        for grid, car_id in zip(R.GRID, order):
            state.cars[car_id].pos = grid
            state.occupancy[grid] += 1
        ev.append(event("order", M.LOG_ORDER(cars=", ".join(self.car_name_en(state, c) for c in order)), chance=True,
                        order=tuple(order), grid=tuple(R.NAMES[state.cars[c].pos] for c in order)))
        for p in state.players:
            p.box = 0
            p.hand = [0] * 11
            p.hidden = 0
            self._give(state, p, D.HAND_ONE_CAR if len(p.cars) == 1 else D.HAND_TWO_CARS)
            if state.laps == 5:
                for _ in p.cars:
                    self._give(state, p, D.FIVE_LAPS_EXTRA)
            ev.append(event("deal", M.LOG_DEAL(player=state.names[p.seat], count=sum(p.hand), fuel=D.total(p.hand)),
                            seat=p.seat, count=sum(p.hand), fuel=D.total(p.hand)))
        state.phase = "boxes"
        self._next_chooser(state, ev, first=True)

    # --- choosing the boxes ---------------------------------------------------------------
    @staticmethod
    def free_boxes(state: F1State) -> list[int]:
        """The boxes the player choosing now may take: the free ones; once all six are taken (a seventh and an
        eighth player), those a single player uses, to share with them."""
        users = [0] * (len(R.BOX) + 1)
        for p in state.players:
            users[p.box] += 1
        fewest = min(users[1:])
        return [k for k in R.BOX if users[k] == fewest]

    def _next_chooser(self, state: F1State, ev: list[Event], first: bool = False) -> None:
        """On to the next player in start order (pole first) without a box, their first car's turn in the order;
        a player left with one box takes it at once. Once every player has one, the race starts with pole."""
        for index in range(state.turn if first else state.turn + 1, len(state.order)):
            p = state.players[state.cars[state.order[index]].owner]
            if p.box:
                continue
            state.turn = index
            boxes = self.free_boxes(state)
            if len(boxes) > 1:
                return
            self._take_box(state, p, boxes[0], ev)
        state.phase, state.turn = "turn", 0
        self._advance(state, ev, first=True)

    def _take_box(self, state: F1State, p: Player, box: int, ev: list[Event]) -> None:
        p.box = box
        ev.append(event("box", M.LOG_BOX(player=state.names[p.seat], box=box), seat=p.seat, box=box))

    @staticmethod
    def _give(state: F1State, p: Player, cards: dict[int, int]) -> None:
        for value, number in cards.items():
            state.bank[value] -= number
            p.hand[value] += number

    # --- names ----------------------------------------------------------------------
    def car_name(self, state: F1State, car: int) -> Msg:
        c = state.cars[car]
        p = state.players[c.owner]
        if len(p.cars) == 1:
            return M.CAR_ONE(player=state.names[c.owner])
        return M.CAR_TWO(player=state.names[c.owner], number=p.cars.index(car) + 1)

    def car_name_en(self, state: F1State, car: int) -> str:
        """A car in a list of cars: its player's name, with its number for two-car players."""
        c = state.cars[car]
        p = state.players[c.owner]
        return state.names[c.owner] if len(p.cars) == 1 else f"{state.names[c.owner]} {p.cars.index(car) + 1}"

    # --- reading the table ------------------------------------------------------------
    def speed(self, state: F1State, car: Car, card: int, tyres: str = "") -> int:
        """The spaces a card gives `car` before the gravel and pit limits: wrong tyres or damage slow it."""
        return D.WRONG_TYRES.get(card, card) if self._slowed(state, car, tyres) else card

    @staticmethod
    def _slowed(state: F1State, car: Car, tyres: str = "") -> bool:
        """Does `car` move as on wrong tyres (on `tyres` if given): wrong tyres for the weather, or damage?"""
        return car.damaged or (tyres or car.tyres) != ("wet" if state.weather == "rain" else "dry")

    def pit_forced(self, state: F1State, car: Car) -> bool:
        """Must this car take the pit lane when it passes 19 (ended on 19, or damaged; not on its final lap)?"""
        return (car.pos == R.PIT_ENTRY or car.damaged) and car.lap < state.laps

    def in_box(self, car: Car) -> bool:
        return car.pos >= 0 and R.IS_BOX[car.pos]

    def movable(self, state: F1State) -> list[int]:
        """Cars the player to act may play a card for: the car whose turn it is, or (two cars) the other one on
        the track. A car in its box decides for itself."""
        active = state.cars[state.active]
        if self.in_box(active):
            return [active.id]
        return [c for c in state.players[active.owner].cars
                if c == active.id or (state.cars[c].status == "racing" and not self.in_box(state.cars[c]))]

    def preview(self, state: F1State, car: int, card: int, pit: bool = False, tyres: str = "") -> R.Move:
        """Where `card` would take `car` (for the table's highlights and the AI), without changing anything."""
        c = state.cars[car]
        budget = self.speed(state, c, card, tyres)
        return R.plan(state.occupancy, c.pos, budget, state.players[c.owner].box, pit, c.lap == state.laps)

    # --- who decides, and what ----------------------------------------------------
    def to_act(self, state: F1State) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        if state.phase in ("turn", "boxes"):
            return (state.cars[state.active].owner,)
        return (state.cars[state.mover].owner,)

    def legal_actions(self, state: F1State, player: int) -> list[Any]:
        phase = state.phase
        if phase == "over" or player != state.cars[state.mover if phase in ("exchange", "pay")
                                                   else state.order[state.turn]].owner:
            return []
        p = state.players[player]
        if phase == "boxes":
            return [_box(k) for k in self.free_boxes(state)]
        if state.phase == "exchange":
            return [_exchange(c) for c in self.exchanges(state)]
        if state.phase == "pay":
            return [_pay(c) for c in D.payments(p.hand, state.pending)]
        active = state.cars[state.active]
        values = [v for v in HAND_VALUES if p.hand[v]]
        if self.in_box(active):
            out: list[Any] = []
            if active.stays < D.MAX_STAYS:
                out += [_stay(c) for c in D.refuels(D.STAY_FUEL[active.stays], state.bank)]
            out += [_play(active.id, v, False, t) for v in values for t in TYRES]
            return out
        out = []
        for car_id in self.movable(state):
            car = state.cars[car_id]
            forced = self.pit_forced(state, car)
            slowed = self._slowed(state, car)
            for v in values:
                if R.passes_entry(car.pos, D.WRONG_TYRES.get(v, v) if slowed else v):  # self.speed, per car
                    if not forced:
                        out.append(_play(car_id, v, False, ""))
                    out.append(_play(car_id, v, True, ""))
                else:
                    out.append(_play(car_id, v, False, ""))
        return out

    def exchanges(self, state: F1State) -> list[tuple[int, ...]]:
        """What the 1s just drawn may become: keeping them first."""
        drawn = state.pending
        out = [(1,) * drawn]
        for cards in D.EXCHANGES.get(drawn, ()):
            if all(state.bank[v] >= cards.count(v) for v in set(cards) if v != 1):
                out.append(cards)
        return out

    def check(self, state: F1State, player: int, action: Any) -> Msg | None:
        if state.phase == "over":
            return GAME_OVER()
        kind = type(action)
        if kind not in ACTION_TYPES:
            return UNKNOWN_ACTION()
        if type(player) is not int or player not in self.to_act(state):
            return NOT_YOUR_TURN()
        if _PHASE_OF[kind] != state.phase:
            return M.WRONG_PHASE()
        p = state.players[player]
        if kind is Box:
            if type(action.box) is not int:
                return M.BAD_BOX_FIELD()
            boxes = self.free_boxes(state)
            if action.box in boxes:
                return None
            if action.box not in R.BOX:
                return M.BAD_BOX_FIELD()
            return M.BOX_TAKEN(box=action.box, free=", ".join(map(str, boxes)))
        if kind is not Play and not _card_tuple(action.cards):
            return M.BAD_CARDS_FIELD()
        if kind is Exchange:
            return None if action.cards in self.exchanges(state) else M.BAD_EXCHANGE()
        if kind is Pay:
            return None if action.cards in D.payments(p.hand, state.pending) else M.BAD_PAYMENT(cost=state.pending)
        active = state.cars[state.active]
        if kind is Stay:
            if not self.in_box(active):
                return M.NOT_IN_BOX()
            if active.stays >= D.MAX_STAYS:
                return M.MUST_LEAVE()
            amount = D.STAY_FUEL[active.stays]
            return None if action.cards in D.refuels(amount, state.bank) else M.BAD_REFUEL(amount=amount)
        car, card, pit, tyres = action.car, action.card, action.pit, action.tyres
        if type(car) is not int:
            return M.BAD_CAR_FIELD()
        if type(card) is not int:
            return M.BAD_CARD_FIELD()
        if type(pit) is not bool:
            return M.BAD_PIT_FIELD()
        if type(tyres) is not str:
            return M.BAD_TYRES_FIELD()
        if car not in self.movable(state):
            return M.IN_BOX() if self.in_box(active) else M.NOT_YOUR_CAR()
        if card not in HAND_VALUES or not p.hand[card]:
            return M.NO_CARD()
        moving = state.cars[car]
        if self.in_box(moving):
            if tyres not in TYRES:
                return M.TYRES_ON_LEAVING()
            return M.NO_PIT_HERE() if pit else None
        if tyres:
            return M.TYRES_ON_LEAVING()
        passes = R.passes_entry(moving.pos, self.speed(state, moving, card))
        if pit and not passes:
            return M.NO_PIT_HERE()
        if not pit and passes and self.pit_forced(state, moving):
            return M.PIT_COMPULSORY()
        return None

    # --- applying ---------------------------------------------------------------
    def apply(self, state: F1State, player: int, action: Any) -> list[Event]:
        problem = self.check(state, player, action)
        if problem is not None:
            raise IllegalAction(problem)
        ev: list[Event] = []
        kind = type(action)
        if kind is Play:
            self._play(state, player, action, ev)
        elif kind is Stay:
            self._stay(state, player, action.cards, ev)
        elif kind is Exchange:
            self._exchange(state, player, action.cards, ev)
        elif kind is Box:
            self._take_box(state, state.players[player], action.box, ev)
            self._next_chooser(state, ev)
        else:
            self._pay(state, player, action.cards, ev)
        return ev

    def _discard(self, state: F1State, p: Player, card: int) -> None:
        """A played or paid card goes back to its bank pile at once; 1s to the spent pile."""
        p.hand[card] -= 1
        if card == 1:
            state.spent_ones += 1
        else:
            state.bank[card] += 1

    def _play(self, state: F1State, seat: int, a: Play, ev: list[Event]) -> None:
        car = state.cars[a.car]
        p = state.players[seat]
        name = self.car_name(state, car.id)
        self._discard(state, p, a.card)
        ev.append(event("play", M.LOG_PLAY(player=state.names[seat], card=a.card, car=name), seat=seat, car=car.id,
                        card=a.card))
        start = car.pos
        leaving = self.in_box(car)
        mv = R.plan(state.occupancy, start, self.speed(state, car, a.card, a.tyres), p.box, a.pit,
                    car.lap == state.laps)
        if leaving:
            if not mv.route:  # the exit is taken: the card is spent, the car and its stays stay as they were
                ev.append(event("exit_blocked", M.LOG_EXIT_BLOCKED(car=name, box=p.box, stays=car.stays),
                                car=car.id, box=p.box, stays=car.stays, blocked=R.NAMES[mv.blocked]))
                return self._after_move(state, seat, ev)
            car.stays = 0
            changed = a.tyres != car.tyres
            car.tyres = a.tyres
            ev.append(event("leave", M.LOG_LEAVE(car=name, tyres=M.TYRES[a.tyres]()), car=car.id, tyres=a.tyres,
                            changed=changed))
        state.occupancy[start] -= 1
        end = mv.route[-1] if mv.route else start
        took_pit = R.B1 in mv.route
        if took_pit:
            ev.append(event("pit_lane", M.LOG_PIT_LANE(car=name), car=car.id))
        route = tuple(map(R.NAMES.__getitem__, mv.route))
        moved = mv.moved
        data = (("seat", seat), ("car", car.id), ("card", a.card), ("budget", mv.budget), ("route", route),
                ("start", R.NAMES[start]), ("moved", moved), ("lost", mv.budget - moved),
                ("blocked", R.NAMES[mv.blocked] if mv.blocked >= 0 else ""), ("pit", took_pit),
                ("finished", mv.finished))
        if mv.blocked >= 0 and not mv.route:
            ev.append(_move_event(M.LOG_STUCK(car=name), R.NAMES[start], data))
        elif mv.blocked >= 0:
            ev.append(_move_event(M.LOG_BLOCKED(car=name, moved=moved, budget=mv.budget, space=space_label(end)),
                                  R.NAMES[end], data))
        elif not mv.finished:
            ev.append(_move_event(M.LOG_MOVE(car=name, moved=moved, space=space_label(end)), R.NAMES[end], data))
        else:
            ev.append(_move_event(M.LOG_MOVE_LINE(car=name, moved=moved), "", data))
        if not R.IS_GRAVEL[start] and any(map(R.IS_GRAVEL.__getitem__, mv.route)):
            ev.append(event("gravel", M.LOG_GRAVEL(car=name), car=car.id))
        if mv.crossed:
            car.lap += 1
            msg = M.LOG_FINAL_LAP(car=name) if car.lap == state.laps else M.LOG_LAP(car=name, lap=car.lap,
                                                                                     laps=state.laps)
            ev.append(event("lap", msg, car=car.id, lap=car.lap, laps=state.laps))
        if mv.finished:
            car.pos = -1
            self._finish(state, car, ev)
            return self._after_move(state, seat, ev)
        car.pos = end
        state.occupancy[end] += 1
        if mv.box:
            ev.append(event("pit_in", M.LOG_PIT_IN(car=name, box=p.box), car=car.id, box=p.box))
            car.stays = 0
            if car.damaged:
                car.damaged = False
                ev.append(event("repaired", M.LOG_REPAIRED(car=name), car=car.id))
            return self._after_move(state, seat, ev)
        if state.accidents and mv.blocked >= 0 and not R.IN_PITS[mv.blocked] and not R.IN_PITS[end]:
            over = mv.overshoot
            if over >= D.ACCIDENT_OUT:
                ev.append(event("crash", M.LOG_CRASH(car=name, over=over), car=car.id, over=over))
                self._retire(state, car)
                return self._after_move(state, seat, ev)
            if over >= D.ACCIDENT_DAMAGE and not car.damaged:
                car.damaged = True
                ev.append(event("damage", M.LOG_DAMAGE(car=name, over=over), car=car.id, over=over))
        if not mv.route:
            return self._after_move(state, seat, ev)  # a car that did not move triggers nothing
        if end in R.BONUS:
            wanted = state.best_lap if R.BONUS[end] == "best_lap" else D.SECTOR_BONUS
            got = self._draw_ones(state, wanted, ev)
            p.hand[1] += got
            ev.append(event("bonus", M.LOG_BONUS(car=name, space=space_label(end), player=state.names[seat], count=got),
                            seat=seat, car=car.id, space=R.NAMES[end], count=got, wanted=wanted))
            if got < wanted:
                ev.append(event("bonus_short", M.LOG_BONUS_SHORT(count=got, wanted=wanted), count=got, wanted=wanted))
            state.mover, state.pending = car.id, got
            if len(self.exchanges(state)) > 1:
                state.phase = "exchange"
                return
        elif end in R.PENALTY:
            cost = R.PENALTY[end]
            ev.append(event("penalty", M.LOG_PENALTY(car=name, space=space_label(end), cost=cost), seat=seat,
                            car=car.id, space=R.NAMES[end], cost=cost))
            state.mover, state.pending = car.id, cost
            options = D.payments(p.hand, cost)
            if len(options) > 1:
                state.phase = "pay"
                return
            return self._pay(state, seat, options[0], ev)
        self._after_move(state, seat, ev)

    def _stay(self, state: F1State, seat: int, cards: tuple[int, ...], ev: list[Event]) -> None:
        car = state.cars[state.active]
        p = state.players[seat]
        for v in cards:
            state.bank[v] -= 1
            p.hand[v] += 1
        car.stays += 1
        car.pitted = True
        ev.append(event("stay", M.LOG_STAY(car=self.car_name(state, car.id), stays=car.stays, cards=cards_text(cards)),
                        seat=seat, car=car.id, stays=car.stays, cards=cards, fuel=sum(cards)))
        self._advance(state, ev)

    def _exchange(self, state: F1State, seat: int, cards: tuple[int, ...], ev: list[Event]) -> None:
        p = state.players[seat]
        kept = cards.count(1)
        given = state.pending - kept
        p.hand[1] -= given
        state.spent_ones += given
        for v in cards:
            if v != 1:
                state.bank[v] -= 1
                p.hand[v] += 1
        if given:
            ev.append(event("exchange", M.LOG_EXCHANGE(player=state.names[seat], cards=cards_text(cards)), seat=seat,
                            cards=cards))
        else:
            ev.append(event("exchange", M.LOG_KEEP(player=state.names[seat]), seat=seat, cards=cards))
        state.phase = "turn"
        self._after_move(state, seat, ev)

    def _pay(self, state: F1State, seat: int, cards: tuple[int, ...], ev: list[Event]) -> None:
        p = state.players[seat]
        for v in cards:
            self._discard(state, p, v)
        ev.append(event("paid", M.LOG_PAID(player=state.names[seat], cards=cards_text(cards)), seat=seat,
                        car=state.mover, cards=cards, cost=state.pending))
        state.phase = "turn"
        self._after_move(state, seat, ev)

    # --- the "1" pile and the weather ----------------------------------------------------
    def _draw_ones(self, state: F1State, wanted: int, ev: list[Event]) -> int:
        got = 0
        while got < wanted:
            self._expose(state, ev)
            if not state.ones:
                break
            state.ones.pop()
            got += 1
        self._expose(state, ev)  # a weather card the draw uncovered shows at once
        return got

    def _expose(self, state: F1State, ev: list[Event]) -> None:
        """Weather cards on top of the "1" pile take effect; an empty pile is rebuilt from the spent 1s."""
        while True:
            if state.ones and state.ones[-1] < 0:
                self._weather_card(state, state.ones.pop(), ev)
                continue
            if not state.ones and state.spent_ones:
                self._rebuild(state, ev)
                continue
            return

    def _rebuild(self, state: F1State, ev: list[Event]) -> None:
        count = state.spent_ones
        state.ones, state.spent_ones = [1] * count, 0
        ev.append(event("rebuild", M.LOG_REBUILD(count=count), count=count))
        if state.sun_card == "waiting":
            self._shuffle_in_sun(state, ev)

    def _shuffle_in_sun(self, state: F1State, ev: list[Event]) -> None:
        state.ones.insert(state.rng.randrange(len(state.ones)), D.SUN)  # never on top
        state.sun_card, state.ones_shuffled = "pile", True
        ev.append(event("sun_in", M.LOG_SUN_IN(), chance=True))

    def _weather_card(self, state: F1State, card: int, ev: list[Event]) -> None:
        shuffled = state.ones_shuffled
        if D.SUN not in state.ones and D.RAIN not in state.ones:
            state.ones_shuffled = False
        if card == D.RAIN:
            state.weather, state.rain_card = "rain", "shown"
            ev.append(event("weather", M.LOG_RAIN(), chance=shuffled, weather="rain"))
            if state.double_change:
                if state.ones:
                    self._shuffle_in_sun(state, ev)
                else:
                    state.sun_card = "waiting"
        else:
            state.weather, state.sun_card = "dry", "shown"
            ev.append(event("weather", M.LOG_SUN(), chance=shuffled, weather="dry"))

    # --- after a move ---------------------------------------------------------------------
    def _finish(self, state: F1State, car: Car, ev: list[Event]) -> None:
        state.finished.append(car.id)
        name = self.car_name(state, car.id)
        if len(state.players[car.owner].cars) == 2 and not car.pitted:
            car.status = "dq"
            ev.append(event("dq", M.LOG_DQ(car=name), car=car.id))
            return
        car.status = "finished"
        car.place = sum(1 for c in state.finished if state.cars[c].status == "finished")
        ev.append(event("finish", M.LOG_FINISH(car=name, place=car.place), car=car.id, place=car.place))

    def _retire(self, state: F1State, car: Car, ev: list[Event] | None = None) -> None:
        """The car leaves the race; `ev` given: for want of fuel (a crash says so itself)."""
        if car.pos >= 0:
            state.occupancy[car.pos] -= 1
        car.pos, car.status = -1, "out"
        state.retired.append(car.id)
        if ev is not None:
            ev.append(event("out", M.LOG_OUT_OF_FUEL(car=self.car_name(state, car.id)), car=car.id))

    def _after_move(self, state: F1State, seat: int, ev: list[Event]) -> None:
        """An empty hand puts the player's cars out, except a car in its box (it must stay)."""
        p = state.players[seat]
        if not any(p.hand):
            for c in p.cars:
                car = state.cars[c]
                if car.status == "racing" and not self.in_box(car):
                    self._retire(state, car, ev)
        state.mover, state.pending = -1, 0
        self._advance(state, ev)

    def _advance(self, state: F1State, ev: list[Event], first: bool = False) -> None:
        """On to the next car still racing (from the current one when `first`); the race ends when none is."""
        total = len(state.order)
        for step in range(0 if first else 1, total + 1):
            index = (state.turn + step) % total
            car = state.cars[state.order[index]]
            if car.status != "racing":
                continue
            p = state.players[car.owner]
            if not any(p.hand) and not (self.in_box(car) and car.stays < D.MAX_STAYS):
                self._retire(state, car, ev)
                continue
            state.turn, state.phase = index, "turn"
            return
        self._end_race(state, ev)

    def _end_race(self, state: F1State, ev: list[Event]) -> None:
        result = tuple(self.race_order(state))
        classified = tuple(c for c in result if state.cars[c].status == "finished")
        state.results.append(classified)
        ev.append(event("race_end", M.LOG_RACE_END(race=state.race), race=state.race, result=result,
                        classified=classified))
        points = [0] * state.n
        for c in classified:
            points[state.cars[c].owner] += race_points(state.cars[c].place)
        for seat in range(state.n):
            state.standings[seat] += points[seat]
            ev.append(event("points", M.LOG_POINTS(player=state.names[seat], points=points[seat],
                                                   total=state.standings[seat]),
                            seat=seat, points=points[seat], total=state.standings[seat]))
        if state.race < state.races:
            state.race += 1
            return self._start_race(state, ev)
        state.phase, state.mover = "over", -1
        winners = self.outcome(state).winners
        if winners:
            for seat in winners:
                ev.append(event("game_end", M.LOG_WINNER(player=state.names[seat]), winners=winners))
        else:
            ev.append(event("game_end", M.LOG_NO_WINNER(), winners=()))

    def race_order(self, state: F1State) -> list[int]:
        """This race's cars, best first: finishers in order, then the disqualified, then the retired (last out
        first), then any still racing."""
        placed = [c for c in state.finished if state.cars[c].status == "finished"]
        dq = [c for c in state.finished if state.cars[c].status == "dq"]
        racing = [c for c in state.order if state.cars[c].status == "racing"]
        return placed + dq + racing + state.retired[::-1]

    # --- results and views ----------------------------------------------------------
    def is_over(self, state: F1State) -> bool:
        return state.phase == "over"

    def outcome(self, state: F1State) -> Outcome:
        """Seats by championship points (one race: that race's points), then race wins, then the best car of
        the last race. Nobody wins if nobody scored a point."""
        order = self.race_order(state)
        best = [min((i for i, c in enumerate(order) if state.cars[c].owner == seat), default=len(order))
                for seat in range(state.n)]
        ranking, winners = ranked(state.standings, race_wins(state), best)
        return Outcome(ranking, winners, tuple((s, state.standings[s]) for s in range(state.n)))

    def standings_ranking(self, state: F1State) -> tuple[int, ...]:
        """Seats best first as the rules rank them (points, then race wins, then the best car of the last race):
        the outcome's ranking once over; between two races of a championship, by the classification of the race
        just run (the next one has begun on the state)."""
        if state.phase == "over" or not state.results:
            return self.outcome(state).ranking
        last = state.results[-1]
        best = [min((i for i, c in enumerate(last) if state.cars[c].owner == seat), default=len(state.cars))
                for seat in range(state.n)]
        return ranked(state.standings, race_wins(state), best)[0]

    def observe(self, state: F1State, player: int) -> F1State:
        """What `player` may see: other hands as card counts only, and not where a shuffled-in weather card lies
        in the "1" pile; no generator."""
        seen = state.clone()
        seen.rng, seen.viewer = None, player
        for p in seen.players:
            if p.seat != player:
                p.hidden += sum(p.hand)
                p.hand = [0] * 11
        if state.ones_shuffled:
            seen.ones = sorted(seen.ones)  # weather cards at the bottom, 1s above: the count is public
        return seen

    def determinize(self, observation: F1State, rng: random.Random) -> F1State:
        """A full state the game could be in from the observing seat's view: hidden hands dealt from the cards
        that seat cannot see, holding what it saw them take face up (in an exchange, the mover's drawn 1s) and
        what the moment shows (a payment is asked for only when the mover has a choice); shuffled-in weather
        cards placed anywhere but on top; a fresh generator."""
        world = observation.clone()
        world.viewer = -1
        world.rng = SeededRng(rng.getrandbits(64))
        hidden = [p for p in world.players if p.hidden]
        if hidden:
            pool = D.counts(D.DECK)
            held = [sum(counts) for counts in zip(*(p.hand for p in world.players))]  # per value, in all hands
            for v in range(11):
                pool[v] -= world.bank[v] + world.aside[v] + held[v]
            pool[1] -= world.ones.count(1) + world.spent_ones
            mover = world.players[world.cars[world.mover].owner] if world.phase in ("exchange", "pay") else None
            if world.phase == "exchange" and mover.hidden:  # the 1s just drawn lie face up in the mover's hand
                mover.hand[1] += world.pending
                mover.hidden -= world.pending
                pool[1] -= world.pending
            cards: list[int] = []
            for v in range(11):
                cards += [v] * pool[v]  # lowest values first, as the shuffle has always received them
            rng.shuffle(cards)
            if world.phase == "pay" and mover.hidden:
                self._deal_payer(world, mover, cards, rng)
            for p in hidden:
                for _ in range(p.hidden):
                    p.hand[cards.pop()] += 1
                p.hidden = 0
        if world.ones_shuffled:
            weather = [c for c in world.ones if c < 0]
            world.ones = [1] * (len(world.ones) - len(weather))
            for card in weather:
                world.ones.insert(rng.randrange(max(len(world.ones), 1)), card)
        return world

    @staticmethod
    def _deal_payer(world: F1State, payer: Player, cards: list[int], rng: random.Random) -> None:
        """Deals the hidden part of a paying player's hand from the shuffled `cards` so that it leaves more than
        one payment (the table asked): the first such draw of a few, else the first such hand in a fixed order
        (the player's real hand is one, so one exists)."""
        need, known = payer.hidden, payer.hand
        for _ in range(64):
            drawn = cards[-need:]
            hand = list(known)
            for v in drawn:
                hand[v] += 1
            if len(D.payments(hand, world.pending)) > 1:
                del cards[-need:]
                break
            rng.shuffle(cards)
        else:
            left = [cards.count(v) for v in range(11)]
            hand = _hand_with_choice(list(known), left, need, world.pending)
            drawn = [v for v in range(11) for _ in range(hand[v] - known[v])]
            for v in drawn:
                cards.remove(v)
        payer.hand = hand
        payer.hidden = 0


def _hand_with_choice(hand: list[int], left: list[int], need: int, cost: int) -> list[int]:
    """`hand` plus `need` cards of `left` (counts by value) leaving more than one payment of `cost`: the first
    found, largest values first."""
    values = [v for v in (10, 6, 4, 3, 2, 1) if left[v]]

    def walk(i: int, need: int) -> list[int] | None:
        if need == 0:
            return list(hand) if len(D.payments(hand, cost)) > 1 else None
        if i == len(values):
            return None
        v = values[i]
        for k in range(min(left[v], need), -1, -1):
            hand[v] += k
            found = walk(i + 1, need - k)
            hand[v] -= k
            if found is not None:
                return found
        return None

    found = walk(0, need)
    if found is None:
        raise ValueError("no hand leaves a choice of payment: the observation is not one the game can reach")
    return found


def _card_tuple(cards: Any) -> bool:
    """Cards as every card set is written: a tuple of whole numbers, largest first."""
    return (type(cards) is tuple and all(type(c) is int for c in cards)
            and all(a >= b for a, b in zip(cards, cards[1:])))


GAME = GrandPrixF1()
