"""A tiny dice race with one hidden card per racer, to test the AI without a real game.

Each round every racer picks a pace (1-3 dice) or plays its hidden card once.
A pace roll moves the dice total unless a 1 shows (a crash: no move); a card
moves its value. With `simultaneous` the round is one simultaneous decision
resolved in seat order once all have chosen; otherwise racers act in turn.
After the round in which someone reaches the finish, the furthest racer wins
(ties: lower seat). `Resign` is the resign-like move the AI must never pick.
"""
from __future__ import annotations

import random
from typing import ClassVar

import attrs

from gameshelf.core.engine import GameSpec, Outcome, SeededRng, event, message, QT_TRANSLATE_NOOP
from gameshelf.core.ai.plugins import Plugin, register

FINISH = 20
DECK = tuple(range(1, 10))
MSG = message("toy.moved", QT_TRANSLATE_NOOP("toy", "{seat} moved {steps}"))


@attrs.frozen
class Pace:
    kind: ClassVar[str] = "pace"
    dice: int


@attrs.frozen
class PlayCard:
    kind: ClassVar[str] = "card"


@attrs.frozen
class Resign:
    kind: ClassVar[str] = "resign"


class ToyState:
    __slots__ = ("n", "simultaneous", "pos", "cards", "played", "chosen", "turn", "over", "resigned", "rng")

    def __init__(self, n, simultaneous, pos, cards, played, chosen, turn, over, resigned, rng):
        self.n, self.simultaneous, self.pos, self.cards = n, simultaneous, pos, cards
        self.played, self.chosen, self.turn, self.over, self.resigned, self.rng = played, chosen, turn, over, resigned, rng

    def clone(self) -> "ToyState":
        return ToyState(self.n, self.simultaneous, list(self.pos), list(self.cards), list(self.played),
                        dict(self.chosen), self.turn, self.over, set(self.resigned), self.rng.fork())

    def key(self) -> tuple:
        """Everything but the generator, to compare states in tests."""
        return (self.pos, self.cards, self.played, self.chosen, self.turn, self.over, self.resigned)


@attrs.frozen
class ToyObservation:
    seat: int
    n: int
    simultaneous: bool
    pos: tuple[int, ...]
    card: int | None
    holding: tuple[bool, ...]
    played: tuple[int, ...]
    submitted: frozenset[int]
    turn: int
    over: bool
    resigned: frozenset[int]


class ToyRace:
    spec = GameSpec("toy_race", message("game.toy", QT_TRANSLATE_NOOP("games", "Toy race")), 2, 3)
    action_types = (Pace, PlayCard, Resign)

    def new_game(self, seats, options, seed) -> ToyState:
        rng = SeededRng(seed)
        n = len(seats)
        cards = rng.sample(DECK, n)
        return ToyState(n, options.get("simultaneous", False), [0] * n, cards, [], {}, 0, False, set(), rng)

    def to_act(self, state) -> tuple[int, ...]:
        if state.over:
            return ()
        if state.simultaneous:
            return tuple(s for s in range(state.n) if s not in state.chosen and s not in state.resigned)
        return (state.turn,)

    def legal_actions(self, state, player):
        if player not in self.to_act(state):
            return []
        moves = [Pace(1), Pace(2), Pace(3)]
        if state.cards[player] is not None:
            moves.append(PlayCard())
        return moves + [Resign()]

    def check(self, state, player, action):
        return None if action in self.legal_actions(state, player) else MSG(seat=player, steps=0)

    def apply(self, state, player, action):
        if self.check(state, player, action) is not None:
            raise ValueError(f"illegal {action!r} for {player}")
        events = []
        if state.simultaneous:
            state.chosen[player] = action
            if self.to_act(state):
                return events
            for seat in range(state.n):
                if seat not in state.resigned:
                    events.append(self._move(state, seat, state.chosen[seat]))
            state.chosen.clear()
            self._end_round(state)
        else:
            events.append(self._move(state, player, action))
            live = [s for s in range(state.n) if s not in state.resigned]
            later = [s for s in live if s > player]
            if later:
                state.turn = later[0]
            else:
                self._end_round(state)
                state.turn = live[0] if live else 0
        return events

    def _move(self, state, seat, action):
        if isinstance(action, Resign):
            state.resigned.add(seat)
            steps = 0
        elif isinstance(action, PlayCard):
            steps = state.cards[seat]
            state.cards[seat] = None
            state.played.append(steps)
        else:
            roll = [state.rng.randint(1, 6) for _ in range(action.dice)]
            steps = 0 if 1 in roll else sum(roll)
        state.pos[seat] += steps
        return event("moved", MSG(seat=seat, steps=steps), chance=isinstance(action, Pace))

    def _end_round(self, state):
        live = [s for s in range(state.n) if s not in state.resigned]
        state.over = len(live) <= 1 or any(state.pos[s] >= FINISH for s in live)

    def is_over(self, state) -> bool:
        return state.over

    def outcome(self, state) -> Outcome:
        ranking = tuple(sorted(range(state.n), key=lambda s: (s in state.resigned, -state.pos[s], s)))
        return Outcome(ranking, (ranking[0],), tuple((s, state.pos[s]) for s in range(state.n)))

    def observe(self, state, player) -> ToyObservation:
        return ToyObservation(
            player, state.n, state.simultaneous, tuple(state.pos), state.cards[player],
            tuple(c is not None for c in state.cards), tuple(state.played), frozenset(state.chosen),
            state.turn, state.over, frozenset(state.resigned),
        )

    def determinize(self, obs: ToyObservation, rng: random.Random) -> ToyState:
        unseen = [c for c in DECK if c != obs.card and c not in obs.played]
        rng.shuffle(unseen)
        cards = [obs.card if s == obs.seat else (unseen.pop() if obs.holding[s] else None) for s in range(obs.n)]
        state = ToyState(obs.n, obs.simultaneous, list(obs.pos), cards, list(obs.played), {}, obs.turn, obs.over,
                         set(obs.resigned), SeededRng(rng.getrandbits(64)))
        for seat in obs.submitted:  # their secret choices: any legal one
            state.chosen[seat] = rng.choice([Pace(1), Pace(2), Pace(3)])
        return state


GAME = ToyRace()


class ToyPlugin(Plugin):
    def legal(self, game, state, seat):
        return [a for a in game.legal_actions(state, seat) if not isinstance(a, Resign)]

    def policy(self, game, state, seat, rng):
        card = state.cards[seat]
        if card is not None and state.pos[seat] + card >= FINISH:
            return PlayCard()
        return Pace(2)


register(GAME.spec.id, ToyPlugin())
