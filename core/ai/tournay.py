"""The Tournay plug-in: a greedy city builder (the search's model of everyone, and a baseline) and an evaluation.

Everything is priced in points for the player deciding, deniers and citizens
at a rate: a card placed by what it scores now (a prestige building by what
its count already gives, less what rivals get from it), a building used by
what its effect brings, a draw by what an average card of the level is
worth to someone who can still place it, a fight by the rampart point and
the coins of harm it takes away. Ramparts shield the events with the most
coins; losses are chosen where they hurt least. The evaluation adds to the
score now what money, citizens, hand and ramparts should still become, and
turns the totals into chances of winning with a spread that shrinks as the
end comes near. Constants marked "self-play" were set by hand and checked in a few dozen greedy games.

The players play to end the game (issue 22): money beyond what a player can spend is worth little, ramparts in
hand leave room to draw, completing one's district is worth a bonus, a citizen for good is priced by the actions
it should still bring (the rounds left, the citizens and the colour's left), the owner of a complete district who
leads (or whose rivals have no citizen left) turns cards for the criers that end the game, the evaluation rates a
player short of citizens low, and the search never overrides the plan's fights (it rates the players against each
other, so a fight that spares everyone looks like a loss) nor overrides the plan on a move it tried only once or
twice. Normal and hard (`keep`) also fight the Plague before it leaves a player short of citizens, and never set
off events that leave no player able to fight it (a table where nobody has a citizen can never end); greedy and
easy are left as they are. tools/tournay_lengths.py measures the lengths of games at tables of every level.
"""
from __future__ import annotations

import math
import random

from ..games.tournay import data as D
from ..games.tournay import district as Z
from ..games.tournay import events as V
from ..games.tournay.actions import (Card, Cell, Citizen, Colour, Draw, DrawFrom, Earn, Fight, Gather, Keep, Last,
                                     Place, Rampart, Recruit, Skip, Slot, Slots, Use)
from ..games.tournay.scoring import measure, score
from ..games.tournay.state import CI
from .estimates import rewards
from .plugins import Plugin

CARDS, EVENTS = D.CARDS, D.EVENTS
DENIER = 0.3  # points per denier (self-play)
RICH = 20  # deniers beyond this buy little before the end: each is worth a share of DENIER (self-play)
RICH_SHARE = 0.25
CITIZEN_USE = 0.35  # a citizen laid down until the next gathering
CITIZEN_OWNED = 1.2  # a citizen for good (hired, recruited, lost), with ROUNDS_NORM rounds still to play
ROUNDS_NORM, ROUNDS_PER_CELL = 12.0, 3.0  # rounds left: about this many per cell the most advanced district lacks
TIME_LO, TIME_HI = 0.5, 2.5  # bounds of a citizen's worth from the rounds left, as a share of CITIZEN_OWNED
CITIZEN_EVAL, FEW, SCARCE = 0.4, 3, 2.0  # the evaluation's citizens: each, and each missing below FEW (self-play)
LEVEL_CARD = {1: 1.0, 2: 1.8, 3: 3.0}  # a drawn card of each level, placed later (self-play)
LEVEL_PRICE = {1: 1, 2: 3, 3: 3}  # what placing it should cost, on average
RAMPART = 1.3  # a rampart in hand: a point at the end, and a shield before
HAND_ROOM = 4  # cards beyond this in hand are shed: drawing then is worth little
COMPLETE = 1.5  # completing one's district brings the end nearer (self-play)
FINISH = 6.0  # a crier revealed by a complete district's owner who should end the game (self-play)
CANDIDATES = 10  # moves the search considers in a turn's phases
NOISE = 0.4  # the rollout policy's noise on move values, in points


def denier(p) -> float:
    """Points per denier to player `p`. Money scores nothing at the end: a player who already holds more than it
    can spend gains little from more (an income building used and gathered again and again, round after round,
    stalled games at the round cap), and spends it freely."""
    return DENIER if p.deniers <= RICH else DENIER * RICH_SHARE


def money_points(deniers: int) -> float:
    """What the deniers held should still become, for the evaluation (as `denier` prices them one by one)."""
    return DENIER * min(deniers, RICH) + DENIER * RICH_SHARE * max(deniers - RICH, 0)


def citizen_points(owned: int) -> float:
    """What the citizens owned should still bring, for the evaluation: a player with almost none can hardly act
    again (with none, only gathering is left, and a table where nobody has any can never end)."""
    return CITIZEN_EVAL * owned - SCARCE * max(0, FEW - owned)


def crowded(p) -> bool:
    """Whether a card drawn now would have to be shed. Events in hand do not count: one shed at the hand limit is
    built as a rampart and scores its point all the same (a hand of ramparts kept drawing at nothing stalled games
    at the round cap)."""
    return sum(1 for c in p.hand if c not in EVENTS) >= HAND_ROOM


def card_worth(state, seat: int, key: str) -> float:
    """What a card in hand should bring once placed (points plus use), before its cost."""
    if key in EVENTS:
        return RAMPART
    worth = PLAIN_WORTH.get(key)
    if worth is None:  # a prestige building: its worth depends on the districts
        return prestige_gain(state, seat, key) + 0.5
    return worth


# per colour: the share of level III cards that ask one citizen of their colour for good to be placed
CITIZEN_EXTRA = {colour: sum(c.copies for c in CARDS.values() if c.deck == f"{colour}3" and c.extra == "citizen")
                 / max(1, sum(c.copies for c in CARDS.values() if c.deck == f"{colour}3" and c.kind == D.PRESTIGE))
                 for colour in D.COLOURS}

# card_worth of the cards whose worth is printed on them (all but prestige buildings)
PLAIN_WORTH = {key: LEVEL_CARD[card.level] - card.cost * DENIER * 0.6 for key, card in CARDS.items()
               if card.kind != D.PRESTIGE}


def prestige_gain(state, seat: int, key: str) -> float:
    """Points placing this prestige building should bring `seat` (its count now, a little growth), less a share of
    what it gives the others."""
    card = CARDS[key]
    p = state.players[seat]
    if Z.holds_prestige(p, key):
        return 0.0
    count = measure(p, card.counts) + (1 if card.colour and card.counts in ("cards_" + card.colour, "prestige") else 0)
    count = max(count, 1) + 0.8  # it should still grow
    mine = min(D.PRESTIGE_CAP, card.builder * count)
    shown = any(Z.shows(q, key) for q in state.players)
    before = min(D.PRESTIGE_CAP, card.other * (count - 0.8)) if shown else 0.0
    gift = 0.0
    if not shown:
        for q in state.players:
            if q.seat != seat:
                gift += min(D.PRESTIGE_CAP, card.other * max(measure(q, card.counts), 1))
        gift /= max(state.n - 1, 1)
    return mine - before - 0.4 * gift


def effect_worth(state, seat: int, key: str, owner: int | None = None) -> float:
    """What using a building brings, roughly."""
    p = state.players[seat]
    m = denier(p)
    if key in D.GAIN:
        return D.GAIN[key] * m
    if key in D.PER_CARD:
        colour, cap = D.PER_CARD[key]
        return min(Z.count_colour(p, colour), cap) * m
    if key in D.DRAW_LEVEL:
        return 0.0 if crowded(p) else LEVEL_CARD[D.DRAW_LEVEL[key][1]] * 0.9
    if key in D.ANY_DRAW:
        return 0.0 if crowded(p) else LEVEL_CARD[D.ANY_DRAW[key]] * 0.9
    if key in D.HIRE:
        return citizen_value(state, p, D.HIRE[key][0]) - D.HIRE[key][1] * m
    if key in D.BRIDGES:
        return 1.0 + D.BRIDGES[key] * m
    if key in ("fort", "fort2"):
        return RAMPART + 0.3
    if key == "watch":
        return max(state.coins) * m
    if key in ("almonry", "cloister"):
        return 0.5
    if key == "workshop":
        return Z.owned(p, "y") * m
    if key == "counting_house":
        return 2 * p.standing[CI["y"]] * m
    if key == "weaver":
        return D.WEAVER_GAIN * m - 0.8
    if key == "brewery":
        return sum(p.standing) * m
    if key == "inn":
        return D.INN_PAIR * min(p.standing[CI["y"]], p.standing[CI["r"]]) * m
    if key == "bakery":
        return 2 * max(p.standing[CI["r"]], p.standing[CI["w"]]) * m
    if key == "merchant_guild":
        return len(p.hand) * m
    if key == "courthouse":
        return 3.5 * m
    if key == "rampart_works":
        return RAMPART
    return 0.8


def rounds_left(state) -> float:
    """About how many rounds the game should still last: a few per cell the most advanced district still lacks."""
    most = max(len(p.stacks) for p in state.players)
    return ROUNDS_PER_CELL * (Z.SIDE * Z.SIDE - most) + 2.0


def citizen_value(state, p, colour: str = "") -> float:
    """A citizen for good, priced by the actions it should still bring: worth much more to a player who has few
    left (with none, only gathering remains), more early in the game than near its end, and more when it is one
    of the last of its colour (the colour's decks, buildings and fights need it). Priced flat, early citizens
    paid for prestige buildings and lost to the Plague starved whole tables, which then stalled at the round
    cap."""
    owned = sum(Z.owned(p, c) for c in D.COLOURS)
    time = min(TIME_HI, max(TIME_LO, rounds_left(state) / ROUNDS_NORM))
    worth = CITIZEN_OWNED * max(1.0, 6.0 / max(owned, 0.5)) ** 1.5 * time
    if colour:
        worth *= 1.0 + 0.5 / max(Z.owned(p, colour), 0.5)
    return worth


def line_bonus(p, cell, colour: str) -> float:
    """The row-and-column characters' deniers for using a building of `colour` at `cell`."""
    bonus = 0
    for c, stack in p.stacks.items():
        top = stack[-1]
        if top in D.ROW_BONUS and D.ROW_BONUS[top][0] == colour and Z.in_line(c, cell):
            bonus += D.ROW_BONUS[top][1]
    return bonus * denier(p)


HARM = {"plague": 2.5, "flood": 1.0, "famine": 0.6, "fire": 0.5, "norman_raid": 1.0, "heresy": 0.35, "mutiny": 0.35,
        "strike": 0.35, "tithe": 0.6, "levy": 0.6}  # one act on one player, in points (self-play)
BOON = 0.6  # a beneficial event's act


def harm(state, slot: int, seat: int | None = None) -> float:
    """What the event in `slot` should cost a player each time criers fire (negative: it helps)."""
    key = state.queue[slot]
    if key is None:
        return 0.0
    per = HARM.get(key, -BOON)
    if key == "plague" and seat is not None:
        per = citizen_value(state, state.players[seat])
    return per * (min(state.coins[slot] + 1, EVENTS[key].circles))


STARVING = ("plague", "flood")  # the events that take citizens for good
FIGHTERS = EVENTS["plague"].citizens  # citizens a player needs to fight the Plague


def losses(state, slots, victims, crier: bool) -> list[int]:
    """Citizens each player would lose for good if the events in `slots` fired now, a crier's coin (or the
    Ballista's) added first: the Plague takes one per coin, the Flood one from whoever cannot pay. A player with a
    rampart in hand (or, for a crier, an Inquisitor or a manned Catapult) is taken to shield the Plague."""
    lost = [0] * state.n
    for slot in slots:
        key = state.queue[slot]
        if key not in STARVING:
            continue
        coins = min(state.coins[slot] + 1, EVENTS[key].circles)
        for seat in victims:
            p = state.players[seat]
            if key == "flood" and (p.deniers >= D.FLOOD_PAY or not sum(p.standing)):
                continue
            if key == "plague" and (V.ramparts_in_hand(p) or (crier and V.free_shields(state, seat))):
                continue
            lost[seat] += coins
    return lost


def starves(state, seat: int, a) -> bool:
    """Whether the move may set off events that leave no player with the citizens to fight the Plague: a card turned
    from a deck whose crier is still in it, or the Ballista's choice of events (against the user's opponents)."""
    kind = type(a)
    if (kind is Draw or kind is DrawFrom) and a.mode == "turn":
        deck = f"{a.colour}{a.level}"
        if f"crier_{deck}" in state.criers or not state.decks[deck]:
            return False
        slots = [s for s in range(D.QUEUE_SIZE) if state.queue[s] is not None]
        lost = losses(state, slots, range(state.n), True)
    elif kind is Slots and state.ask and state.ask[0] == "ballista":
        lost = losses(state, a.slots, [q.seat for q in state.players if q.seat != seat], False)
    else:
        return False
    if not any(lost):
        return False
    left = [sum(Z.owned(p, c) for c in D.COLOURS) - lost[p.seat] for p in state.players]
    return max(left) < FIGHTERS


def plague_fight(game, state, seat: int, plugin) -> Fight | None:
    """The fight against the Plague, when its next firing would leave a player with fewer than FEW citizens (the
    plan's best way to fight it), for the searching levels: the plan weighs only its own citizens against a draw,
    and tables that let the Plague fire again and again lost every citizen and ran to the round cap."""
    if state.phase != "act" or "plague" not in state.queue:
        return None
    slot = state.queue.index("plague")
    lost = losses(state, [slot], range(state.n), True)
    if not any(sum(Z.owned(p, c) for c in D.COLOURS) - lost[p.seat] < FEW for p in state.players if lost[p.seat]):
        return None
    fights = [a for a in game.legal_actions(state, seat) if type(a) is Fight and a.slot == slot]
    if not fights:
        return None
    memo: dict = {}
    return max(fights, key=lambda a: plugin.value(state, seat, a, memo))


CUTTERS = ("cutters",)  # the value memo's key for TournayPlugin.cutters


class TournayPlugin(Plugin):
    rollout_depth = 16  # about a round of decisions at four, then the evaluation
    # Normal and hard keep the greedy move unless the search's choice is this much better in mean reward: with a
    # few dozen iterations over ten candidates the search alone mostly follows its noise.
    margin = 0.04
    # ... and only when the search's move rests on this many rollouts: with a small budget (a reduced scale, or a
    # slow machine's time cap) every candidate gets one or two, and the best of those is noise (it threw away
    # fights against the Plague and last citizens, and games among such players died with no citizen left).
    keep_visits = 3

    # --- moves -----------------------------------------------------------------------
    def candidates(self, game, state, seat):
        legal = game.legal_actions(state, seat)
        if len(legal) <= 1:
            return legal
        memo: dict = {}
        value = self.value
        values = [value(state, seat, a, memo) for a in legal]
        ranked = sorted(range(len(legal)), key=lambda i: -values[i])  # stable: ties keep the rules' order
        return [legal[i] for i in ranked[:CANDIDATES]]

    def policy(self, game, state, seat, rng: random.Random | None):
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        memo: dict = {}
        value = self.value
        if rng is None:
            return max(legal, key=lambda a: value(state, seat, a, memo))
        # max(legal, key=value + noise), as a loop: the first best move wins, one draw of `rng` per move, in order
        rand = rng.random
        best, best_value = None, -math.inf
        for a in legal:
            v = value(state, seat, a, memo) + NOISE * (rand() - 0.5)
            if best is None or v > best_value:
                best, best_value = a, v
        return best

    def value(self, state, seat: int, a, memo: dict | None = None) -> float:
        """A move's worth to `seat`, in points. `memo` keeps, for the moves of one decision, what several of them
        share; its keys are tuples tagged by what they hold ("draw", "use", "fight", "earn", "place", "cuts", "cutters",
        "prestige", "citizen": a citizen of a colour's worth to `seat`, "denier": a denier's, "complete": the
        district's cells and prestige buildings, "finish": whether `seat` should end the game, and with a deck, what
        turning its cards brings towards the end)."""
        kind = type(a)
        if memo is None:
            memo = {}
        m = memo.get(("denier",))
        if m is None:
            m = memo[("denier",)] = denier(state.players[seat])
        if kind is Draw or kind is Use or kind is Fight:
            # Most moves of a turn differ only in who lends the citizens, and only how many are borrowed counts:
            # the rest of their worth is reckoned once per deck, building or event
            borrowed = len(a.borrow)
            if kind is Draw:
                # turning: whatever the colour, but for level III (what placing its card should cost in citizens)
                key = ("draw", a.level, a.colour if a.mode == "top" or a.level == 3 else "")
                worth = memo.get(key)
                if worth is None:
                    worth = memo[key] = self.draw_worth(state, seat, a)
                if a.mode == "turn":
                    key = ("finish", a.colour, a.level)
                    finish = memo.get(key)
                    if finish is None:
                        finish = memo[key] = self.finish_worth(state, seat, f"{a.colour}{a.level}", memo)
                    worth += finish
                return worth - (a.level - borrowed) * CITIZEN_USE - borrowed * D.BORROW_FEE * m
            if kind is Use:
                key = ("use", a.x, a.y)
                worth = memo.get(key)
                if worth is None:
                    worth = memo[key] = self.use_worth(state, seat, a)
                return worth - CITIZEN_USE - borrowed * D.BORROW_FEE * m
            key = ("fight", a.slot)
            fight = memo.get(key)
            if fight is None:
                fight = memo[key] = self.fight_worth(state, seat, a)
            worth, ransom = fight
            return worth - (ransom + borrowed * D.BORROW_FEE) * m
        if kind is Skip:
            return 0.0
        if kind is Place or kind is Last:
            if kind is Last and not a.card:
                return 0.0
            return self.place_value(state, seat, a, memo)
        p = state.players[seat]
        if kind is Earn:
            key = ("earn", a.colour)
            per = memo.get(key)
            if per is None:  # what each citizen earning brings, once per colour
                rate = D.MERCENARY_EARN if a.colour == "r" and Z.shows(p, "mercenary") else D.EARN_PER_CITIZEN
                need = 1.0 if p.deniers < 4 else 0.6  # money matters more when short
                per = memo[key] = rate * m * need - CITIZEN_USE
            return a.count * per + 0.2
        if kind is Gather:
            away = sum(p.down) + sum(1 for o in p.occ.values() if o in CI)
            standing = sum(p.standing)
            return away * CITIZEN_USE * (1.6 if standing <= 1 else 0.7) - 0.3
        if kind is Recruit:
            return citizen_value(state, p, a.colour) * 1.3 - D.RECRUIT_COST * m - CITIZEN_USE
        return self.choice_value(state, seat, a)

    def draw_worth(self, state, seat: int, a) -> float:
        """A draw's worth before the citizens it lays down."""
        p = state.players[seat]
        level = a.level
        worth = LEVEL_CARD[level] - LEVEL_PRICE[level] * denier(p)
        if a.mode == "top":
            worth = card_worth(state, seat, state.decks[f"{a.colour}{level}"][-1]) + 0.2
        if level == 3 and Z.count_kind(p, D.PRESTIGE) >= 3:
            worth *= 0.5
        if crowded(p):
            worth *= 0.2
        if level == 3 and a.mode == "turn":  # the card turned may ask a citizen for good to be placed
            worth -= CITIZEN_EXTRA[a.colour] * citizen_value(state, p, a.colour)
        return worth

    def finish_worth(self, state, seat: int, deck: str, memo: dict) -> float:
        """What turning two cards of `deck` should bring as a chance to reveal its crier, for a player who should
        end the game: one whose district is complete (the end then needs players + 1 criers, or a second complete
        district), when it leads or no other player has a citizen left to complete theirs. Without it, such a
        player drew little (a full hand makes a draw worth little) and games where the others had lost every
        citizen ran to the round cap."""
        if not self.should_finish(state, seat, memo) or f"crier_{deck}" in state.criers:
            return 0.0
        cards = len(state.decks[deck])
        return FINISH * min(1.0, 2.0 / cards) if cards else 0.0

    def should_finish(self, state, seat: int, memo: dict) -> bool:
        found = memo.get(("finish",))
        if found is None:
            p = state.players[seat]
            found = False
            if not state.ending and Z.complete(p) and len(state.criers) < state.n + 1:
                others = [q for q in state.players if q.seat != seat]
                if all(sum(Z.owned(q, c) for c in D.COLOURS) == 0 for q in others):
                    found = True
                else:
                    est = self.estimates(state)
                    found = est[seat] >= max(est[q.seat] for q in others)
            memo[("finish",)] = found
        return found

    def use_worth(self, state, seat: int, a) -> float:
        """A building's use before the citizen it takes."""
        p = state.players[seat]
        key = p.stacks[(a.x, a.y)][-1]
        return effect_worth(state, seat, key) + line_bonus(p, (a.x, a.y), CARDS[key].colour)

    def fight_worth(self, state, seat: int, a) -> tuple[float, int]:
        """A fight's worth before the ransom and the fees, and the ransom."""
        e = EVENTS[state.queue[a.slot]]
        return RAMPART + 0.6 * max(harm(state, a.slot, seat), 0) - e.citizens * CITIZEN_USE, e.ransom

    def place_value(self, state, seat: int, a, memo: dict) -> float:
        """A placement's worth: what the card brings at its cell, less its cost, less the extra cost (the worth at
        the cell is shared by the placements of a card there with different extras)."""
        card = CARDS[a.card]
        if not card.extra:
            return self.placed_worth(state, seat, a, card, memo)
        key = ("place", a.card, a.x, a.y)
        worth = memo.get(key)
        if worth is None:
            worth = memo[key] = self.placed_worth(state, seat, a, card, memo)
        if card.extra == "card":
            extra = 0.8
            if a.extra in CARDS:
                extra += 0.3 * CARDS[a.extra].level
        else:  # a citizen
            extra = memo.get(("citizen", card.colour))
            if extra is None:
                extra = memo[("citizen", card.colour)] = citizen_value(state, state.players[seat], card.colour)
        return worth - extra

    def placed_worth(self, state, seat: int, a, card, memo: dict) -> float:
        p = state.players[seat]
        cell = (a.x, a.y)
        if self.cutters(p, memo):
            cost = Z.place_cost(p, a.card, cell, self.cuts(p, cell, memo))
        else:  # no Notary nor Knight cuts it: the printed cost (as district.place_cost gives it)
            cost = max(0, card.cost)
        if card.kind == D.PRESTIGE:
            key = ("prestige", a.card)
            if key not in memo:
                memo[key] = prestige_gain(state, seat, a.card)
            gain = memo[key] + 1.0
        elif card.kind == D.CHARACTER:
            gain = card.points + 0.8
        else:
            gain = card.points + 1.2 * card.level
        stack = p.stacks.get(cell)
        if stack:
            old = CARDS[stack[-1]]
            lost = 1.0 + (3.0 if old.kind == D.PRESTIGE else 0.0)
            if old.colour != card.colour:
                lost += sum(CARDS[k].points for k in stack) + 1.0
            gain -= lost
        elif len(p.stacks) >= 8 and Z.count_kind(p, D.PRESTIGE) < D.END_PRESTIGE and card.kind != D.PRESTIGE:
            gain -= 2.0  # the ninth cell is better kept for a prestige building
        if self.completes(p, card, stack, memo):
            gain += COMPLETE
        return gain - cost * denier(p)

    def completes(self, p, card, stack, memo: dict) -> bool:
        """Whether the placement makes the district complete (nine cells showing two prestige buildings): the end
        needs complete districts, and a player who never completes one can keep a game going to the round cap."""
        before = memo.get(("complete",))
        if before is None:
            before = memo[("complete",)] = (len(p.stacks), Z.count_kind(p, D.PRESTIGE))
        cells, prestige = before
        if cells == Z.SIDE * Z.SIDE and prestige >= D.END_PRESTIGE:
            return False  # complete already
        cells += 0 if stack else 1
        prestige += (card.kind == D.PRESTIGE) - (bool(stack) and CARDS[stack[-1]].kind == D.PRESTIGE)
        return cells == Z.SIDE * Z.SIDE and prestige >= D.END_PRESTIGE

    def cutters(self, p, memo: dict) -> bool:
        """Whether the district shows a Notary or a Knight (placements cost less in their row and column)."""
        found = memo.get(CUTTERS)
        if found is None:
            found = memo[CUTTERS] = any(stack[-1] in ("notary", "knight") for stack in p.stacks.values())
        return found

    def cuts(self, p, cell, memo: dict) -> tuple[int, int]:
        """The Notaries and Knights in the cell's row and column (district.cuts), once per cell."""
        key = ("cuts", cell)
        line = memo.get(key)
        if line is None:
            line = memo[key] = Z.cuts(p, cell)
        return line

    def choice_value(self, state, seat: int, a) -> float:
        kind = type(a)
        p = state.players[seat]
        purpose = state.ask[0] if state.ask else ""
        if kind is Keep:
            return card_worth(state, seat, a.card)
        if kind is DrawFrom:
            deck = state.decks[f"{a.colour}{a.level}"]
            if a.mode == "top":
                return card_worth(state, seat, deck[-1]) + 0.2
            return LEVEL_CARD[a.level]
        if kind is Slot:
            if a.slot < 0:
                return 0.0
            if purpose == "watch":
                return state.coins[a.slot]
            return harm(state, a.slot, seat) + (0.1 if purpose in ("fort", "fort2", "knight_fight") else 0.0)
        if kind is Slots:
            if purpose == "shield":
                return sum(harm(state, s, seat) for s in a.slots) - 0.3 * len(a.slots)
            return sum(harm(state, s) * (state.n - 1) - (0 if EVENTS[state.queue[s]].harmful else 2) for s in a.slots)
        if kind is Cell:
            if a.seat < 0:
                return 0.0
            if purpose == "bridge":
                key = state.players[a.seat].stacks[(a.x, a.y)][-1]
                return effect_worth(state, seat, key)
            if purpose == "extra":
                return effect_worth(state, seat, p.stacks[(a.x, a.y)][-1])
            key = state.players[a.seat].stacks[(a.x, a.y)][-1]
            if purpose == "demolish":
                c = CARDS[key]
                return c.cost * 2 * denier(p) - (6.0 if c.kind == D.PRESTIGE else 1.0 + c.level)
            if purpose == "catapult":  # the Catapult's user damages the opponent's most useful building
                return effect_worth(state, a.seat, key)
            return -effect_worth(state, seat, key)  # a building to lose: the least useful
        if kind is Colour:
            i = CI[a.colour]
            if purpose in ("levy", "lordship"):
                return sum(Z.count_colour(q, a.colour, True) for q in state.players if q.seat != seat) - (
                    Z.count_colour(p, a.colour, True) if purpose == "levy" else 0)
            if purpose == "hire":
                return -Z.owned(p, a.colour)
            if purpose == "flood":
                return p.standing[i]
            return p.down[i]
        if kind is Citizen:
            where, _, rest = a.ref.partition(":")
            colour = rest if where != "cell" else p.occ.get(tuple(int(v) for v in rest.split(",")), "r")
            return Z.owned(p, colour) + (0.5 if where == "down" else 0.2 if where == "cell" else 0.0)
        if kind is Card:
            return -card_worth(state, seat, a.card) + (0.4 if purpose == "limit" and a.card in EVENTS else 0.0)
        if kind is Rampart:
            return -RAMPART + 1.0
        return 0.0

    def keep(self, game, state, seat, moves):
        plague = plague_fight(game, state, seat, self)
        if plague is not None:
            return plague
        own = self.policy(game, state, seat, None)
        if type(own) is Fight:
            # The search rates moves by the players' standings against each other, so a fight that spares every
            # player an event (the Plague above all) looks like a loss to it; the plan prices the harm taken away.
            # Tables where nobody fought the Plague lost every citizen and could never end.
            return own
        if moves and moves[0].visits < self.keep_visits and any(m.action == own for m in moves):
            choice = own
        else:
            choice = super().keep(game, state, seat, moves)
        # The search (and the plan) see a firing that strips every player alike as no loss to anyone's standing;
        # but a table left without two citizens anywhere can never fight the Plague nor reveal a crier again, and
        # runs to the round cap. Such a move is replaced by the most searched one that is safe.
        if choice is None:  # the search decides: its most visited move (normal's noise picks among close ones)
            if not any(starves(state, seat, m.action) for m in moves):
                return None
            choice = moves[0].action
        if not starves(state, seat, choice):
            return choice
        safe = [m.action for m in moves if not starves(state, seat, m.action)]
        if not safe:
            memo: dict = {}
            legal = [a for a in game.legal_actions(state, seat) if not starves(state, seat, a)]
            safe = sorted(legal, key=lambda a: -self.value(state, seat, a, memo))
        return safe[0] if safe else choice

    # --- evaluation --------------------------------------------------------------------
    def estimates(self, state) -> list[float]:
        rows = score(state)
        out = []
        for p, row in zip(state.players, rows):
            if state.phase == "over":
                out.append(float(row["total"]))
                continue
            hand = sum(card_worth(state, p.seat, c) for c in p.hand)
            citizens = sum(Z.owned(p, c) for c in D.COLOURS)
            out.append(row["total"] + money_points(p.deniers) + 0.6 * hand + citizen_points(citizens))
        return out

    def evaluate(self, game, state):
        est = self.estimates(state)
        left = 0.0 if state.phase == "over" else max(1.0, 12.0 - 0.4 * max(len(p.stacks) for p in state.players)
                                                      - (4 if state.ending else 0))
        sd = 2.0 * math.sqrt(left) + 0.5
        return rewards(est, sd)


PLUGIN = TournayPlugin()


# --- balance -------------------------------------------------------------------------------------------------------
def balance(games: int, n: int = 4, options: dict | None = None, seed: int = 1) -> dict:
    """Computer-only games (greedy seats, each seeing only its observation): for every card, how many final
    districts show it and how many of those are a winner's; for every prestige building, how often it is built."""
    from collections import Counter

    from ..engine import Seat
    from ..games.tournay import GAME
    from .baselines import greedy_action

    shown, won, built = Counter(), Counter(), Counter()
    ends = Counter()
    for g in range(games):
        state = GAME.new_game([Seat(f"P{i}") for i in range(n)], options or {}, seed + g)
        rng = random.Random(seed + g)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, greedy_action(GAME, state, seat, rng))
        ends[state.end_reason] += 1
        winners = GAME.outcome(state).winners
        for p in state.players:
            tops = {stack[-1] for stack in p.stacks.values()}
            for key in tops:
                shown[key] += 1
                won[key] += p.seat in winners
            built.update(k for stack in p.stacks.values() for k in stack if CARDS[k].kind == D.PRESTIGE)
    return {"games": games, "ends": dict(ends), "shown": shown, "won": won, "built": built}


def balance_report(result: dict, n: int) -> str:
    games = result["games"]
    out = [f"tournay balance: {games} greedy games at {n} players, ends {result['ends']}",
           "card                 districts  in a winner's  share (fair {:.0%})".format(1 / n)]
    rows = sorted(result["shown"], key=lambda k: -result["won"][k] / result["shown"][k])
    for key in rows:
        s, w = result["shown"][key], result["won"][key]
        flag = "  <- wins often" if s >= 10 and w / s > 2.0 / n else ""
        out.append(f"{key:<20}{s:>10}{w:>15}{w / s:>8.0%}{flag}")
    out.append("prestige buildings built (per game): " + ", ".join(
        f"{k} {result['built'][k] / games:.2f}" for k in sorted(result["built"], key=lambda k: -result["built"][k])))
    return "\n".join(out)


if __name__ == "__main__":
    import sys

    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    print(balance_report(balance(count, players), players))
