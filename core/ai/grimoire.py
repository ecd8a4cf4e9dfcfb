"""The Grimoire plug-in: a greedy player (the search's model of everyone, and a baseline) and an evaluation.

Everything is priced in VP for the player deciding: a field card by how much
it would add to their score now (set bonuses included) plus a little for its
companion effect; a page by what its effect is worth plus the field card its
place in the order should leave them. The face-down card counts at the
average value of a quest card unless that player has seen it, so the greedy
player never reads a determinization's guess as fact. The evaluation turns
scores and the rounds likely left into chances of winning.
"""
from __future__ import annotations

import math
import random
from collections import Counter

from ..games.grimoire import data as D
from ..games.grimoire.actions import (LOOKS, PAGES, SWORDS, Fireball, Give, Luck, NunPick, Seize, Take,
                                      Target)
from ..games.grimoire.rules import nun_choices, score
from .estimates import rewards
from .plugins import Plugin

# What a companion's effect or formula should still bring, beyond what it adds to the score now.
EFFECT_BONUS = {"spy": 0.4, "mercenary": 0.5, "thief": 0.8, "archer": 0.8, "merchant": 0.4, "nun": 0.4,
                "king": 0.8, "prince": 0.8, "queen": 0.8, "ruffian": 0.5}
ITEM_VALUE = sum(D.VP[i] for i in D.ITEM_DECK) / len(D.ITEM_DECK) + 0.4  # + a share of the junk bonus
HIDDEN_CARD = 1.9  # about what an unseen quest card adds to a score
ROUND_SD = 4.5  # spread of one player's score over one more round (self-play)
NOISE = 0.6  # the greedy player's noise on page values in VP, so that it cannot be read exactly


def _points(treasures: int, treasure_vp: int, comp: Counter, n_comp: int, chips: int,
            comp_vp: int | None = None) -> int:
    """A player's quest-card VP from counts (the formulas of data.py's companions); `comp_vp` is the companions'
    printed VP when the caller already knows it."""
    vp = treasure_vp + (sum(D.VP[c] * k for c, k in comp.items()) if comp_vp is None else comp_vp)
    return (vp + comp["ruffian"] ** 2 + comp["prince"] * n_comp + comp["queen"] * treasures
            + comp["king"] * (chips // 2))


class _Me:
    """One player's holdings in counts, to price a card quickly (each card kind priced once)."""

    __slots__ = ("treasures", "tvp", "comp", "n_comp", "chips", "base", "comp_vp", "prices")

    def __init__(self, p):
        self.treasures = len(p.treasures)
        self.tvp = sum(D.VP.get(c, 2) for c in p.treasures)  # hidden (observed) treasures count as silver
        self.comp = Counter(p.companions)
        self.n_comp = len(p.companions)
        self.chips = p.chips
        self.comp_vp = sum(D.VP[c] * k for c, k in self.comp.items())
        self.base = _points(self.treasures, self.tvp, self.comp, self.n_comp, self.chips, self.comp_vp)
        self.prices: dict[str, float] = {}

    def card(self, card: str) -> float:
        price = self.prices.get(card)
        if price is None:
            price = self.prices[card] = self._price(card)
        return price

    def _price(self, card: str) -> float:
        if card == D.HIDDEN:
            return HIDDEN_CARD
        if card in D.TREASURES:
            return float(_points(self.treasures + 1, self.tvp + D.VP[card], self.comp, self.n_comp, self.chips,
                                 self.comp_vp) - self.base)
        self.comp[card] += 1
        gain = _points(self.treasures, self.tvp, self.comp, self.n_comp + 1, self.chips,
                       self.comp_vp + D.VP[card]) - self.base
        self.comp[card] -= 1
        return gain + EFFECT_BONUS.get(card, 0.0)

    def loss(self, card: str) -> float:
        """What losing one of its companions `card` costs this player."""
        self.comp[card] -= 1
        lost = self.base - _points(self.treasures, self.tvp, self.comp, self.n_comp - 1, self.chips,
                                   self.comp_vp - D.VP[card])
        self.comp[card] += 1
        return lost + EFFECT_BONUS.get(card, 0.0)

    def chip(self, chips: int) -> float:
        return chips + self.comp["king"] * ((self.chips + chips) // 2 - self.chips // 2)


def _field_value(state, seat: int, me: _Me, slot: int) -> float:
    card = state.field[slot]
    if slot == state.down and seat not in state.seen_down:
        return HIDDEN_CARD
    return me.card(card)


def _leader(state, seats) -> int:
    totals = [row["total"] for row in score(state)]
    return max(seats, key=lambda s: (totals[s], -s))


class GrimoirePlugin(Plugin):
    rollout_depth = 24  # about two rounds of decisions, then the evaluation

    # --- moves -----------------------------------------------------------------------
    def candidates(self, game, state, seat):
        legal = game.legal_actions(state, seat)
        if state.phase == "choose":
            values = self.page_values(state, seat)
            ranked = sorted(legal, key=lambda a: -values[a.page])
            return ranked
        best = self.policy(game, state, seat, None)
        if state.phase == "sword":  # answered at once, sword or not: thinking time must not tell who holds one
            return [best]
        return [best] + [a for a in legal if a != best]

    def policy(self, game, state, seat, rng: random.Random | None):
        phase = state.phase
        if phase == "choose":
            values = self.page_values(state, seat)
            if rng is not None:
                for page in values:
                    values[page] += rng.gauss(0, NOISE)
            return PAGES[max(values, key=values.get)]
        me = _Me(state.players[seat])
        if phase == "take":
            slots = [s for s, c in enumerate(state.field) if c is not None]
            return Take(max(slots, key=lambda s: _field_value(state, seat, me, s)))
        if phase == "spy":
            return LOOKS[0]
        if phase == "luck":  # throw back the card least useful to me, hoping for better
            slots = [s for s, c in enumerate(state.field) if c is not None]
            return Luck(min(slots, key=lambda s: _field_value(state, seat, me, s)))
        if phase == "fireball":
            slots = sorted((s for s, c in enumerate(state.field) if c is not None),
                           key=lambda s: -_field_value(state, seat, me, s))
            if state.turn == state.n - 1:
                return Fireball(())
            burn = [s for s in slots[1:] if _field_value(state, seat, me, s) >= 1.5][: D.FIREBALL_MAX]
            return Fireball(tuple(sorted(burn)))
        if phase == "target":
            return Target(_leader(state, state.candidates))
        if phase == "nun":
            return NunPick(max(nun_choices(state.discard, state.pick), key=lambda cs: sum(me.card(c) for c in cs)))
        if phase == "sword":  # every target is asked; without a sword the only answer is no
            held = "copper_sword" in state.players[seat].items
            return SWORDS[0] if held and self._sword_worth(state, seat, me) else SWORDS[1]
        kinds = sorted(set(state.players[state.target].companions))
        if phase == "give":
            return Give(min(kinds, key=lambda c: (me.loss(c), c)))
        victim = _Me(state.players[state.target])
        return Seize(max(kinds, key=lambda c: (me.card(c) + victim.loss(c), c)))

    @staticmethod
    def _sword_worth(state, seat: int, me: _Me) -> bool:
        page = state.players[state.active].page
        if page in (D.CHARM, D.DOMINATION):
            return True
        if page == D.TRANSFORMATION:
            return (me.chips + 1) // 2 >= 2
        if page == D.SILENCE:
            return state.players[seat].page not in (D.HASTE, D.TIME, D.LUCK, D.FIREBALL)
        return False  # Meteor: one chip is worth less than the sword

    def page_values(self, state, seat: int) -> dict[int, float]:
        """VP each page is expected to bring `seat` this round: its effect plus the field card it should leave."""
        n = state.n
        p = state.players[seat]
        me = _Me(p)
        field = sorted((_field_value(state, seat, me, s) for s, c in enumerate(state.field) if c is not None),
                       reverse=True) or [0.0]
        others = [q for q in state.players if q.seat != seat]
        discard = [me.card(c) for c in state.discard]
        mean_discard = sum(discard) / len(discard) if discard else 0.0
        best_discard = sorted(discard, reverse=True)
        nun = "nun" in p.companions
        companions = max((len(q.companions) for q in others), default=0)
        chips = max((q.chips for q in others), default=0)
        mercenary = all("mercenary" in q.companions for q in others if len(q.companions) == companions)
        values = {}
        for page in range(D.FIRST_PAGE, state.mp + 1):
            # Expected place in the order: pages spread over 1..MP, Haste first, Time rather early.
            rank = 0.0 if page == D.HASTE else (page - 1) / max(state.mp - 1, 1)
            if page == D.TIME:
                rank = 0.4
            place = min(int(rank * (n - 1) + 0.5), len(field) - 1)
            pick = field[place]
            if page == D.LUCK:
                effect = 0.3
            elif page == D.SILENCE:
                effect = 0.8
            elif page == D.FIREBALL:
                effect = 0.5 if len(field) > 2 else 0.0
            elif page == D.HEAL:
                effect = (best_discard[0] if nun else mean_discard) if discard else 0.0
            elif page == D.HASTE:
                effect = 0.0
            elif page == D.RESISTANCE:
                effect = me.chip(D.RESISTANCE_CHIPS) + 0.6
            elif page == D.CREATION:
                count = D.CREATION_ITEMS + D.MERCHANT_EXTRA_ITEMS * me.comp["merchant"]
                effect = min(count, len(state.item_deck)) * ITEM_VALUE
            elif page == D.LIGHTNING:
                effect = me.chip(D.LIGHTNING_CHIPS)
            elif page == D.CHARM:
                effect = 0.0 if companions == 0 or mercenary else 2.3
            elif page == D.SPIRIT:
                lowest = all(q.chips >= p.chips for q in others)
                effect = me.chip(D.SPIRIT_LOWEST_CHIPS if lowest else D.SPIRIT_OTHER_CHIPS)
            elif page == D.TIME:
                effect = 0.6
            elif page == D.TRANSFORMATION:
                effect = 1.6 * me.chip((chips + 1) // 2)
            elif page == D.METEOR:
                effect = me.chip(D.METEOR_CHIPS) + 0.6 * sum(q.chips > 0 for q in others)
            elif page == D.DOMINATION:
                effect = me.chip(D.DOMINATION_CHIPS) + (0.0 if companions == 0 or mercenary else 3.0)
            else:  # Miracle
                got = sum(best_discard[:2]) if nun else mean_discard * min(2, len(discard))
                effect = me.chip(D.MIRACLE_CHIPS) + got
            values[page] = effect + pick
        return values

    # --- evaluation --------------------------------------------------------------------
    def evaluate(self, game, state):
        totals = [row["total"] for row in score(state)]
        held = max(max(len(p.treasures), len(p.companions)) for p in state.players)
        rounds_left = 0.0 if state.phase == "over" else max(0.5, (D.END_CARDS - held) / 1.3)
        sd = ROUND_SD * math.sqrt(rounds_left) + 0.5
        return rewards(totals, sd)


PLUGIN = GrimoirePlugin()
