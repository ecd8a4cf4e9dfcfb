"""The Grands Tours plug-in: a greedy team director (the search's model of everyone, and a baseline) and an evaluation.

The greedy director scores every legal move by what it changes on the cards:
each card is worth its lead time plus its jersey point (more when the jersey
race is close, so a sprint card is not handed to a rival for free), and a
bid's worth is that value times the chance of winning the card, which grows
with the margin and shrinks with the turns rivals still have before the card
is judged. Dice spent cost a little (a 4 a little more: it blocks trains),
rolling is worth the dice it brings back. The evaluation projects each
team's lead time and points to the end and turns them into chances of
holding each jersey. Constants marked "self-play" were tuned in greedy games.
"""
from __future__ import annotations

import heapq
import math
import random

from ..games.grands_tours.actions import KEEP, Pass, Place, Readjust, Remove, Replace, RestRoll, Roll, Swap, Train
from ..games.grands_tours.data import GRUPETTO, PELOTON
from .plugins import WIN_WEIGHT, Plugin

POINT_VALUE = 2.0  # a sprint or mountain point next to lead time (self-play)
CLOSE_RACE = 1.5  # extra when the point would take, keep or decide a jersey
ASSIST_VALUE = {"removal": 2.5, "swap": 1.5, "duplicates": 2.0}
DENY = 0.5  # share of a rival's value counted when a move takes a card away from them
DIE_COST = 0.45  # a die committed to a card or dropped to the grupetto
FACE_COST = 0.08  # per pip: high dice are worth keeping for contested cards
FOUR_COST = 0.35  # a 4 in hand blocks three of the five trains
BLOCK_BONUS = 0.4  # share of a card's value for shutting every rival train out of it
ROLL_PER_DIE = 0.5  # per die expected back from the grupetto
ROLL_CROWD = 0.3  # per die already in the peloton (rolling early wastes the turn)
CANDIDATES = 8  # moves the search considers in the action phase


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


_WIN_CHANCE: dict[int, float] = {}  # margin << 16 | turns -> _win_chance (a pure function: shared by all decisions)


def _win_chance(margin: int, turns: int) -> float:
    """Chance of winning a card with this margin over the best rival, with `turns` rival turns to come."""
    key = margin << 16 | turns  # turns < 65536: a few hundred at most
    p = _WIN_CHANCE.get(key)
    if p is None:
        if turns == 0:
            p = 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
        else:
            p = _sigmoid(margin / (1.2 + 1.1 * math.sqrt(turns)))
        _WIN_CHANCE[key] = p
    return p


class Context:
    """What the greedy director needs about the table, computed once per decision.

    Every move is scored against the same cards, so what a card is worth and who leads it is worked out
    once per card (`_card`), not once per move: rollouts score every legal move at every step.
    """

    __slots__ = ("state", "seat", "n", "sums", "due", "after_me", "values", "faces", "sigs", "cards", "trains",
                 "needs", "races", "masks", "scores", "blocks", "bonus")

    def __init__(self, game, state, seat: int):
        self.state = state
        self.seat = seat
        self.n = state.n
        self.after_me = max(len(state.queue) - 1, 0)
        self.sums: dict[int, list[int]] = {}
        self.due: dict[int, int] = {}
        # Caches keyed by small ints (cheaper than tuples: rollouts look them up for every move of every step).
        self.values: dict[int, float] = {}  # card * 16 + seat -> card_value
        self.cards: dict[int, tuple] = {}
        self.trains: dict[int, bool] = {}  # card * 16 + extra face -> trainable
        self.masks: dict[int, int] = {}  # card -> faces on it
        self.sigs: dict[int, float] = {}  # margin * 1024 + due -> chance
        self.scores: dict[int, float] = {}  # a place's or a train's score by (card, face) / (card, low)
        self.blocks: dict[int, int] = {}  # card -> the faces that would block every rival train there
        self.bonus: dict[int, float] = {}  # card -> the bonus for blocking them
        self.needs: list[int] | None = None
        self.races: dict[tuple[int, str], bool] = {}
        for card in state.held:
            self.due[card] = 0
        for i in range(state.car, len(state.course)):
            card = state.course[i]
            if state.cards[card].biddable:
                self.due[card] = i - state.car
        bids, n = state.bids, self.n
        for card in self.due:  # game.card_sums, without a call per card
            sums = self.sums[card] = [0] * n
            for owner, face, _j in bids.get(card, ()):
                sums[owner] += face
        self.faces: list[int] | None = None  # faces each team holds (see `trainable`)

    def value(self, seat: int, card: int) -> float:
        key = card * 16 + seat
        v = self.values.get(key)
        if v is None:
            v = self.values[key] = card_value(self.state, seat, card, self.races)
        return v

    def _sig(self, margin: int, due: int) -> float:
        """`chance` for a seat with dice on the card, from its margin over the best rival."""
        key = margin * 1024 + due  # due < 1024: a course has far fewer cards
        p = self.sigs.get(key)
        if p is None:
            p = self.sigs[key] = _win_chance(margin, self.after_me + (self.n - 1) * due)
        return p

    def chance(self, sums: list[int], seat: int, due: int) -> float:
        """Chance that `seat` wins a card with these sums, given the turns rivals have before it is judged."""
        mine = sums[seat]
        if mine <= 0:
            return 0.0
        best = max(sums[:seat] + sums[seat + 1:]) if self.n > 1 else 0
        return self._sig(mine - best, due)

    def _card(self, card: int) -> tuple:
        """(due, my value, my chance now, the rival leader or -1, their value, their chance now, the best rival
        sum, the best sum of the others but the leader, my sum, how long my dice stay locked there) of one
        card."""
        info = self.cards.get(card)
        if info is None:
            before = self.sums[card]
            due = self.due[card]
            seat = self.seat
            mine = before[seat]
            leader, best, rest = -1, 0, -(1 << 30)  # the first rival with the highest sum, it, the next highest
            for s, x in enumerate(before):
                if s == seat:
                    continue
                if leader < 0:
                    leader, best = s, x
                elif x > best:
                    rest, leader, best = best, s, x
                elif x > rest:
                    rest = x
            # `chance` for me (the best rival sum is the leader's) and for the leader (the best other is mine or
            # the rest's)
            chance = self._sig(mine - best, due) if mine > 0 else 0.0
            leads = best > 0
            info = self.cards[card] = (
                due, self.value(seat, card), chance, leader if leads else -1,
                self.value(leader, card) if leads else 0.0,
                self._sig(best - (mine if mine > rest else rest), due) if leads else 0.0,
                best, rest, mine, 1 + 0.1 * due,
            )
        return info

    def card_gain(self, card: int, after: list[int]) -> float:
        """What changing a card's sums to `after` is worth to the mover: own chances, plus rivals' lost ones."""
        due, mine, chance, leader, theirs, their_chance, _best, _rest, _sum, _locked = self._card(card)
        gain = mine * (self.chance(after, self.seat, due) - chance)
        if leader >= 0:
            lost = their_chance - self.chance(after, leader, due)
            gain += DENY * theirs * lost
        return gain

    def add_gain(self, card: int, add: int) -> float:
        """`card_gain` of adding `add` pips to the mover's sum (a place or a train), without building the sums."""
        due, mine, chance, leader, theirs, their_chance, best, rest, my_sum, _locked = self._card(card)
        mine_sum = my_sum + add
        gain = mine * ((self._sig(mine_sum - best, due) if mine_sum > 0 else 0.0) - chance)
        if leader >= 0:
            lost = their_chance - self._sig(best - (rest if rest > mine_sum else mine_sum), due)
            gain += DENY * theirs * lost
        return gain

    def place(self, card: int, face: int) -> float:
        """The score of placing a die of `face` on `card` (a jersey die scores as a rider die of its face):
        `add_gain`, plus the bonus for shutting every rival train out of the card, minus the die's cost."""
        key = card * 16 + face
        score = self.scores.get(key)
        if score is not None:
            return score
        info = self.cards.get(card)
        if info is None:
            info = self._card(card)
        due, mine, chance, leader, theirs, their_chance, best, rest, my_sum, locked = info
        sigs = self.sigs
        mine_sum = my_sum + face
        if mine_sum > 0:
            p = sigs.get((mine_sum - best) * 1024 + due)
            if p is None:
                p = self._sig(mine_sum - best, due)
        else:
            p = 0.0
        gain = mine * (p - chance)
        if leader >= 0:
            margin = best - (rest if rest > mine_sum else mine_sum)
            p = sigs.get(margin * 1024 + due)
            if p is None:
                p = self._sig(margin, due)
            lost = their_chance - p
            gain += DENY * theirs * lost
        blockers = self.blocks.get(card)
        if blockers is None:
            blockers = self._blockers(card)
        if blockers >> face & 1:
            bonus = self.bonus.get(card)
            if bonus is None:
                seat = self.seat
                bonus = self.bonus[card] = BLOCK_BONUS * max(self.value(s, card) for s in range(self.n) if s != seat)
            gain += bonus
        score = self.scores[key] = gain - _DIE_COST[face] * locked
        return score

    def _blockers(self, card: int) -> int:
        """The faces whose die on `card` would shut out every train a rival could still lay there, as a bit
        mask: `trainable(card) and not trainable(card, face)` is `mask >> face & 1` (a die of `face` blocks
        every open train exactly when each of them needs that face)."""
        blockers = 0
        if self.trainable(card):
            mask = self.masks[card]
            blockers = -1
            for need in self.needs:
                if not mask & need:
                    blockers &= need
        self.blocks[card] = blockers
        return blockers

    def train(self, card: int, low: int) -> float:
        """The score of a train low, low + 1, low + 2 on `card` (whichever dice are jersey dice)."""
        key = -1 - card * 16 - low
        score = self.scores.get(key)
        if score is None:
            score = self.scores[key] = self.add_gain(card, 3 * low + 3) - _TRAIN_COST[low] * self._card(card)[9]
        return score

    def trainable(self, card: int, extra_face: int = 0) -> bool:
        """Whether some rival could still lay a train on `card` (with `extra_face` placed there too)."""
        key = card * 16 + extra_face
        known = self.trains.get(key)
        if known is not None:
            return known
        if self.needs is None:  # the three-face masks of the trains some rival could lay on an empty card
            state = self.state
            if self.faces is None:  # faces each team holds, to see who could still lay a train
                self.faces = []
                for s in range(state.n):
                    mask = 0
                    pel = state.teams[s].peloton
                    for f in range(1, 7):
                        if pel[f]:
                            mask |= 1 << f
                    for j in state.jerseys:
                        if j.holder == s and j.zone == "peloton":
                            mask |= 1 << j.face
                    self.faces.append(mask)
            needs = set()
            for s in range(self.n):
                if s == self.seat or "duplicates" in state.teams[s].assists:
                    continue
                have = self.faces[s]
                needs.update(7 << low for low in range(1, 6) if have & 7 << low == 7 << low)
            self.needs = sorted(needs)
        mask = self.masks.get(card)
        if mask is None:
            mask = 0
            for _o, f, _j in self.state.bids.get(card, ()):
                mask |= 1 << f
            self.masks[card] = mask
        mask |= 1 << extra_face if extra_face else 0
        found = self.trains[key] = any(not mask & need for need in self.needs)
        return found


def card_value(state, seat: int, card: int, races: dict | None = None) -> float:
    """What winning `card` is worth to `seat`; `races` caches, per (seat, point), whether that jersey is close."""
    c = state.cards[card]
    if c.kind == "assist":
        return 0.3 if c.assist in state.teams[seat].assists else ASSIST_VALUE[c.assist]
    value = float(c.lead_time)
    if c.point != "none":
        value += POINT_VALUE
        key = (seat, c.point)
        close = None if races is None else races.get(key)
        if close is None:
            j = 1 if c.point == "sprint" else 2
            totals = [getattr(t, c.point) for t in state.teams]
            holder = state.jerseys[j].holder
            mine = totals[seat]
            best_other = max(t for i, t in enumerate(totals) if i != seat)
            close = holder == seat and best_other >= mine - 1 or holder != seat and mine + 1 >= best_other
            if races is not None:
                races[key] = close
        if close:
            value += CLOSE_RACE
    return value


def die_cost(face: int) -> float:
    return DIE_COST + FACE_COST * face + (FOUR_COST if face == 4 else 0.0)


_DIE_COST = tuple(die_cost(face) for face in range(9))  # by face, jersey dice's 7 and 8 included
_TRAIN_COST = tuple(sum(die_cost(low + k) for k in range(3)) for low in range(7))  # by the train's low face


class GrandsToursPlugin(Plugin):
    # Short greedy rollouts, then the evaluation: whole games are ~150 moves and their dice mostly noise.
    rollout_depth = 6

    # --- scoring moves -------------------------------------------------------------------
    def score(self, ctx: Context, action) -> float:
        kind = type(action)
        if kind is Place:
            return ctx.place(action.card, action.face)
        if kind is Train:
            return ctx.train(action.card, action.low)
        state, seat = ctx.state, ctx.seat
        if kind is Replace:
            after = list(ctx.sums[action.card])
            after[action.owner] -= action.face
            after[seat] += action.face
            return ctx.card_gain(action.card, after) - 2 * die_cost(action.face)
        if kind is Remove:
            after = list(ctx.sums[action.card])
            after[action.owner] -= action.face
            return ctx.card_gain(action.card, after) - die_cost(action.face)
        if kind is Swap:
            a = list(ctx.sums[action.frm])
            a[action.owner] -= action.face
            a[seat] += action.face
            b = list(ctx.sums[action.to])
            b[action.owner] += action.face
            b[seat] -= action.face
            return ctx.card_gain(action.frm, a) + ctx.card_gain(action.to, b)
        if kind is Roll:
            back = game_grupetto(state, seat) * 5 / 6
            return ROLL_PER_DIE * back - ROLL_CROWD * game_peloton(state, seat) - 0.2
        if kind is Pass:
            if action.count == 0:
                return 0.0
            per = (0.35 if action.face == 1 else -0.25 - 0.1 * action.face) - (0.3 if action.jerseys else 0.0)
            return per * action.count - 0.3
        return 0.0

    def ranked(self, game, state, seat: int, count: int | None = None) -> list:
        """The legal moves, best score first (ties in the rules' order); only the first `count` if given."""
        legal = game.legal_actions(state, seat)
        ctx = Context(game, state, seat)
        scores = self._scores(ctx, legal)
        order = range(len(legal))
        key = scores.__getitem__
        if count is None:
            best = sorted(order, key=lambda i: -key(i))  # a stable sort: equal scores keep the rules' order
        else:
            best = heapq.nsmallest(count, order, key=lambda i: -key(i))  # the same as sorted(...)[:count]
        return [legal[i] for i in best]

    def _scores(self, ctx: Context, legal: list) -> list[float]:
        place, train, score = ctx.place, ctx.train, self.score
        out = []
        for a in legal:
            kind = type(a)
            out.append(place(a.card, a.face) if kind is Place else train(a.card, a.low) if kind is Train
                       else score(ctx, a))
        return out

    # --- moves -----------------------------------------------------------------------------
    def candidates(self, game, state, seat):
        phase = state.phase
        if phase == "action":
            # The search asks again for every determinization that reaches the same table (the root, every
            # iteration; a tree node, every time its line is followed), and only the deck's order differs.
            # (The rollout move is not remembered: rollouts seldom meet a table twice, and the key would cost
            # more than the hits save.)
            key = _table(state, seat)
            known = _CANDIDATES.get(key)
            if known is not None and known[0] is state.cards:
                return list(known[1])
            moves = self.ranked(game, state, seat, CANDIDATES)
            if len(_CANDIDATES) >= MEMO_LIMIT:
                _CANDIDATES.clear()
            _CANDIDATES[key] = (state.cards, tuple(moves))
            return moves
        best = self.policy(game, state, seat, None)
        legal = game.legal_actions(state, seat)
        if phase == "camp":
            others = [a for a in legal if type(a) is Readjust and a.face <= 2 and not a.jersey] + [KEEP]
        elif phase == "rest":
            others = [a for a in (self._rest(state, seat, k) for k in (0, 1, 3)) if a in legal]
        else:
            others = legal[:3]
        out = [best]
        for a in others:
            if a not in out:
                out.append(a)
        return out

    def policy(self, game, state, seat, rng: random.Random | None):
        phase = state.phase
        if phase == "action":
            legal = game.legal_actions(state, seat)
            if len(legal) == 1:
                return legal[0]
            ctx = Context(game, state, seat)
            place, train, score = ctx.place, ctx.train, self.score
            best, best_score = legal[0], -math.inf
            for a in legal:
                kind = type(a)
                s = place(a.card, a.face) if kind is Place else train(a.card, a.low) if kind is Train else score(ctx, a)
                if s > best_score:
                    best, best_score = a, s
            return best
        if phase == "camp":
            team = state.teams[seat]
            rolled = sum(team.camp) + sum(1 for j in state.jerseys if j.holder == seat and j.zone == "camp")
            ones = team.camp[1]
            # Setting a 1 aside costs nothing (it goes to the grupetto anyway); re-rolling pays when the other
            # dice show more 1s and low faces than a fresh roll would.
            if ones >= 2 and rolled >= 3 and ones - 1 > (rolled - 1) / 6 + 0.5:
                return Readjust(1)
            return KEEP
        if phase == "rest":
            return self._rest(state, seat, 2)
        if phase == "seven":
            return game.legal_actions(state, seat)[-1]  # the highest free face
        if phase == "jersey":
            legal = game.legal_actions(state, seat)
            for a in legal:  # a grupetto die: the jersey die then rolls its better faces
                if a.card == GRUPETTO:
                    return a
            peloton = [a for a in legal if a.card == PELOTON]
            return peloton[0] if peloton else legal[0]
        return game.legal_actions(state, seat)[0]

    @staticmethod
    def _rest(state, seat: int, up_to: int) -> RestRoll:
        """Rest day: roll the grupetto and the peloton's rider dice showing `up_to` or less."""
        pel = state.teams[seat].peloton
        return RestRoll(tuple(f for f in range(1, up_to + 1) for _ in range(pel[f])))

    # --- evaluation --------------------------------------------------------------------------
    def evaluate(self, game, state):
        n = state.n
        judged = state.car + (state.phase in ("seven", "jersey"))
        open_cards = list(state.held) + [c for c in state.course[judged:] if state.cards[c].biddable]
        unseen = [c for c in state.deck if state.cards[c].kind == "stage"]
        strength = [_strength(state, s) for s in range(n)]
        total_strength = sum(strength) or 1.0
        share = [x / total_strength for x in strength]
        proj = [[float(t.lead), float(t.sprint), float(t.mountain)] for t in state.teams]
        left = [0.0, 0.0, 0.0]
        for card in open_cards + unseen:
            c = state.cards[card]
            if c.kind != "stage":
                continue
            amounts = (c.lead_time, c.point == "sprint", c.point == "mountain")
            sums = game.card_sums(state, card) if card in state.bids else None
            if sums and max(sums) > 0:
                weights = _softmax([x / 3.0 for x in sums])
                weights = [0.6 * w + 0.4 * sh for w, sh in zip(weights, share)]
            else:
                weights = share
            for j in range(3):
                if amounts[j]:
                    left[j] += amounts[j]
                    for s in range(n):
                        proj[s][j] += amounts[j] * weights[s]
        hold = []
        for j in range(3):
            holder = state.jerseys[j].holder
            temp = 0.6 + 0.45 * math.sqrt(left[j])
            scores = [(proj[s][j] + (0.5 if s == holder else 0.0)) / temp for s in range(n)]
            if holder < 0 and left[j] == 0:
                hold.append([0.0] * n)
            else:
                hold.append(_softmax(scores))
        rewards = []
        temp = 0.6 + 0.45 * math.sqrt(left[0])
        for s in range(n):
            miss = 1.0
            for j in range(3):
                miss *= 1 - hold[j][s]
            place = sum(_sigmoid((proj[s][0] - proj[o][0]) / temp) for o in range(n) if o != s) / max(n - 1, 1)
            rewards.append(WIN_WEIGHT * (1 - miss) + (1 - WIN_WEIGHT) * place)
        return rewards


# Action-phase candidates by table (`_table`), with the game's cards they were ranked on: the entry keeps that
# tuple alive, so the `id` in its key cannot be another game's, and a hit is checked against it.
_CANDIDATES: dict[tuple, tuple] = {}
MEMO_LIMIT = 20_000  # entries before the memo starts afresh


def _table(state, seat: int) -> tuple:
    """Everything the legal moves of the action phase and the greedy director's scores of them read: the seat,
    the game's cards (by identity), whose turns are left, the course and the car, every team's dice, totals and
    assists, the jersey dice, the dice on the cards (in their order: it orders the moves). Not the deck's
    order, which a determinization shuffles, nor the generator."""
    return (
        seat, id(state.cards), state.phase, tuple(state.queue), tuple(state.held), tuple(state.course), state.car,
        tuple((tuple(t.peloton), t.grupetto, t.lead, t.sprint, t.mountain, tuple(t.assists)) for t in state.teams),
        tuple((j.holder, j.zone, j.card, j.face) for j in state.jerseys),
        tuple((card, tuple(dice)) for card, dice in state.bids.items()),
    )


def game_grupetto(state, seat: int) -> int:
    return state.teams[seat].grupetto + sum(1 for j in state.jerseys if j.holder == seat and j.zone == "grupetto")


def game_peloton(state, seat: int) -> int:
    return sum(state.teams[seat].peloton) + sum(1 for j in state.jerseys if j.holder == seat and j.zone == "peloton")


def _strength(state, seat: int) -> float:
    """Bidding power still to come: pips in the peloton, dice in the grupetto, dice riding on cards."""
    team = state.teams[seat]
    pips = sum(f * team.peloton[f] for f in range(1, 7))
    pips += sum(j.face for j in state.jerseys if j.holder == seat and j.zone == "peloton")
    return 1.0 + pips + 2.5 * game_grupetto(state, seat)


def _softmax(xs: list[float]) -> list[float]:
    top = max(xs)
    es = [math.exp(x - top) for x in xs]
    total = sum(es)
    return [e / total for e in es]


PLUGIN = GrandsToursPlugin()
