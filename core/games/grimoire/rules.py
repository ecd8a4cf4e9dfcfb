"""The rules of Grimoire (One Draw edition, 2-4 players; design/games/grimoire.md).

Round flow: set phase (MP +1 from round 2; deal players + 1 quest cards, the
first face down) -> "choose" (every player marks a page, simultaneously and in
secret; when all have, the pages are revealed and the order decided) -> quest
phase, one player after another: thief/archer chips, the spy's look, the page
effect (with its decisions), then one field card -> leftovers to the discard
pile. A decision with exactly one legal option is applied by the rules without
asking (a lone target, a lone companion kind to give or take, a lone field
card to take or to discard with Luck, a lone choice for the nun). The one
exception is the copper sword: every target a page would affect is asked,
holder or not, and a non-holder's only answer, Sword(False), is still theirs
to give, so the question never tells the table who holds a sword.
"""
from __future__ import annotations

import itertools
import random
from collections import Counter
from typing import Any, Sequence

from ...engine import Event, GameSpec, IllegalAction, Msg, Outcome, Seat, SeededRng, event
from ...engine.contract import option_error
from ...engine.messages import GAME_OVER, NOT_YOUR_TURN, UNKNOWN_ACTION
from . import data as D
from . import messages as M
from .actions import (ACTION_TYPES, LOOKS, LUCKS, PAGES, SWORDS, TAKES, TARGETS, ChoosePage, Fireball, Give, Luck,
                      NunPick, Seize, SpyLook, Sword, Take, Target)
from .state import GrimoireState, Player

PHASE_OF = {
    ChoosePage: "choose", SpyLook: "spy", Target: "target", Luck: "luck", Fireball: "fireball", NunPick: "nun",
    Sword: "sword", Give: "give", Seize: "seize", Take: "take",
}
TARGETED = frozenset({D.SILENCE, D.CHARM, D.TRANSFORMATION, D.DOMINATION})


def card_name(key: str) -> Msg:
    return D.CARDS[key].name()


def page_name(number: int) -> Msg:
    return D.PAGE_BY_NUMBER[number].name()


def quest_order(pages: Sequence[int], tokens: Sequence[int], shoes: int | None) -> list[int]:
    """Seats in quest order before Time: lone pages lowest first (Haste counts as 0), then shared pages.

    Among players who shared a page the higher previous token goes first, except that the lucky shoes'
    holder takes the lowest token among them.
    """
    effective = [D.HASTE_ORDER if p == D.HASTE else p for p in pages]
    counts = Counter(effective)
    alone = sorted((s for s, p in enumerate(effective) if counts[p] == 1), key=lambda s: effective[s])
    shared = sorted((s for s, p in enumerate(effective) if counts[p] > 1), key=lambda s: (s != shoes, -tokens[s]))
    return alone + shared


def score(state: GrimoireState) -> list[dict[str, int]]:
    """Per seat: VP from quest cards, items, chips, the junk bonus, and the total."""
    junk = [p.items.count("junk") for p in state.players]
    most = max(junk)
    rows = []
    for p in state.players:
        comp = p.companions
        cards = sum(D.VP[c] for c in p.treasures) + sum(D.VP[c] for c in comp)
        cards += comp.count("ruffian") ** 2 + comp.count("prince") * len(comp)
        cards += comp.count("queen") * len(p.treasures) + comp.count("king") * (p.chips // 2)
        items = sum(D.VP[i] for i in p.items)
        bonus = D.JUNK_BONUS if most > 0 and junk[p.seat] == most else 0
        rows.append({"cards": cards, "items": items, "chips": p.chips, "junk": bonus,
                     "total": cards + items + p.chips + bonus})
    return rows


def nun_choices(discard: Sequence[str], count: int) -> list[tuple[str, ...]]:
    """Every distinct sorted multiset of `count` cards from the discard pile."""
    have = Counter(discard)
    kinds = sorted(have)
    return [combo for combo in itertools.combinations_with_replacement(kinds, count)
            if all(have[k] >= n for k, n in Counter(combo).items())]


class Grimoire:
    spec = GameSpec("grimoire", M.NAME, D.MIN_PLAYERS, D.MAX_PLAYERS, (), available=True)
    action_types = ACTION_TYPES

    # --- setup ------------------------------------------------------------------
    def check_options(self, n_players: int, options: dict[str, Any]) -> Msg | None:
        return option_error(self.spec, n_players, options, M.BAD_PLAYERS, M.BAD_OPTION)

    def new_game(self, seats: Sequence[Seat], options: dict[str, Any], seed: int) -> GrimoireState:
        problem = self.check_options(len(seats), options)
        if problem is not None:
            raise IllegalAction(problem)
        rng = SeededRng(seed)
        n = len(seats)
        tokens = list(range(1, n + 1))
        rng.shuffle(tokens)  # the initial order tokens: random instead of rock-paper-scissors
        deck, items = list(D.QUEST_DECK), list(D.ITEM_DECK)
        rng.shuffle(deck)
        rng.shuffle(items)
        state = GrimoireState(tuple(s.name for s in seats), [Player(i, tokens[i]) for i in range(n)], rng,
                              deck=deck, item_deck=items)
        ev: list[Event] = []
        self._start_round(state, ev)
        state.intro = tuple(ev)
        return state

    # --- who decides, and what ----------------------------------------------------
    def to_act(self, state: GrimoireState) -> tuple[int, ...]:
        phase = state.phase
        if phase == "choose":
            return tuple(p.seat for p in state.players if not p.chosen)
        if phase == "over":
            return ()
        return (state.decider,)

    def legal_actions(self, state: GrimoireState, player: int) -> list[Any]:
        phase = state.phase
        if phase == "choose":
            if 0 <= player < state.n and not state.players[player].chosen:
                return [PAGES[p] for p in range(D.FIRST_PAGE, state.mp + 1)]
            return []
        if phase == "over" or player != state.decider:
            return []
        if phase == "take":
            return [TAKES[s] for s, c in enumerate(state.field) if c is not None]
        if phase == "spy":
            return list(LOOKS)
        if phase == "sword":
            # A non-holder's lone answer is NOT applied by the rules (the exception to the one-option rule):
            # asking only sword holders, or answering for the others, would show who holds a sword.
            return list(SWORDS) if "copper_sword" in state.players[player].items else [SWORDS[1]]
        if phase == "luck":
            return [LUCKS[s] for s, c in enumerate(state.field) if c is not None]
        if phase == "target":
            return [TARGETS[s] for s in state.candidates]
        if phase == "fireball":
            return [Fireball(slots) for slots in self._fireball_options(state)]
        if phase == "nun":
            return [NunPick(cards) for cards in nun_choices(state.discard, state.pick)]
        if phase == "give":
            return [Give(k) for k in sorted(set(state.players[state.target].companions))]
        if phase == "seize":
            return [Seize(k) for k in sorted(set(state.players[state.target].companions))]
        return []

    @staticmethod
    def _fireball_options(state: GrimoireState) -> list[tuple[int, ...]]:
        full = [s for s, c in enumerate(state.field) if c is not None]
        return [combo for k in range(D.FIREBALL_MAX + 1) for combo in itertools.combinations(full, k)]

    def check(self, state: GrimoireState, player: int, action: Any) -> Msg | None:
        if state.phase == "over":
            return GAME_OVER()
        kind = type(action)
        phase = PHASE_OF.get(kind)
        if phase is None:
            return UNKNOWN_ACTION()
        if not (type(player) is int and 0 <= player < state.n):
            return NOT_YOUR_TURN()
        if phase != state.phase:
            return M.WRONG_PHASE()
        if phase == "choose":
            if state.players[player].chosen:
                return M.ALREADY_CHOSEN()
            page = action.page
            return None if type(page) is int and D.FIRST_PAGE <= page <= state.mp else M.PAGE_RANGE(mp=state.mp)
        if player != state.decider:
            return NOT_YOUR_TURN()
        if phase == "spy":
            return None if type(action.look) is bool else M.BAD_CHOICE()
        if phase == "sword":
            use = action.use
            if type(use) is not bool:
                return M.BAD_CHOICE()
            return M.NO_SWORD() if use and "copper_sword" not in state.players[player].items else None
        if phase in ("take", "luck"):
            slot = action.slot
            ok = type(slot) is int and 0 <= slot < len(state.field) and state.field[slot] is not None
            return None if ok else M.EMPTY_SLOT()
        if phase == "target":
            return None if type(action.seat) is int and action.seat in state.candidates else M.NOT_CANDIDATE()
        if phase == "fireball":
            slots = action.slots
            ok = type(slots) is tuple and all(type(s) is int for s in slots) and slots in self._fireball_options(state)
            return None if ok else M.FIREBALL_SLOTS()
        if phase == "nun":
            cards = action.cards
            ok = type(cards) is tuple and all(type(c) is str for c in cards) and cards in nun_choices(state.discard, state.pick)
            return None if ok else M.NUN_CARDS(count=state.pick)
        card = action.card  # give / seize
        if type(card) is str and card in state.players[state.target].companions:
            return None
        return M.GIVE_CARD() if phase == "give" else M.SEIZE_CARD()

    # --- applying ---------------------------------------------------------------
    def apply(self, state: GrimoireState, player: int, action: Any) -> list[Event]:
        problem = self.check(state, player, action)
        if problem is not None:
            raise IllegalAction(problem)
        ev: list[Event] = []
        kind = type(action)
        if kind is ChoosePage:
            self._choose(state, player, action.page, ev)
        elif kind is Take:
            self._take(state, action.slot, ev)
        elif kind is SpyLook:
            self._spy(state, action.look, ev)
        elif kind is Target:
            self._resolve_target(state, action.seat, ev)
        elif kind is Luck:
            self._luck(state, action.slot, ev)
        elif kind is Fireball:
            self._fireball(state, action.slots, ev)
        elif kind is NunPick:
            self._take_from_discard(state, list(action.cards), ev)
            self._done(state, ev)
        elif kind is Sword:
            self._sword(state, action.use, ev)
        elif kind is Give:
            self._move_companion(state, state.target, state.active, action.card, M.LOG_GIVE, "give", ev)
            self._done(state, ev)
        else:
            self._move_companion(state, state.target, state.active, action.card, M.LOG_SEIZE, "seize", ev)
            self._done(state, ev)
        return ev

    def _name(self, state: GrimoireState, seat: int) -> str:
        return state.names[seat]

    # --- set phase ------------------------------------------------------------------
    def _start_round(self, state: GrimoireState, ev: list[Event]) -> None:
        state.round += 1
        state.mp = D.MP_START if state.round == 1 else min(D.MP_MAX, state.mp + D.MP_STEP)
        state.phase = "choose"
        state.order, state.turn, state.defense, state.silenced, state.reversed = [], 0, [], [], False
        state.field, state.down, state.seen_down = [], None, []
        for p in state.players:
            p.page, p.chosen = None, False
        ev.append(event("round", M.LOG_ROUND(round=state.round, mp=state.mp), round=state.round, mp=state.mp))
        count = state.n + D.FIELD_EXTRA
        for _ in range(count):
            state.field.append(state.deck.pop())
            if self._deck_out(state, ev):
                return
        state.down = 0
        ev.append(event("deal", M.LOG_DEAL(count=count), reveal=True, count=count,
                        cards=tuple(c if s != 0 else "" for s, c in enumerate(state.field))))

    def _deck_out(self, state: GrimoireState, ev: list[Event]) -> bool:
        """After a draw: an emptied quest deck is rebuilt from the discard pile at once; with no discards
        either, the game ends at once (returns True). So the deck is never empty while the game runs."""
        if state.deck:
            return False
        if state.discard:
            state.deck, state.discard = state.discard, []
            state.rng.shuffle(state.deck)
            ev.append(event("reshuffle", M.LOG_RESHUFFLE(), chance=True, count=len(state.deck)))
            return False
        ev.append(event("deck_out", M.LOG_DECK_OUT()))
        self._end_game(state, "deck", ev)
        return True

    # --- book phase -----------------------------------------------------------------
    def _choose(self, state: GrimoireState, seat: int, page: int, ev: list[Event]) -> None:
        p = state.players[seat]
        p.page, p.chosen = page, True
        ev.append(event("chosen", M.LOG_CHOSEN(player=self._name(state, seat)), seat=seat))
        if all(q.chosen for q in state.players):
            self._reveal(state, ev)

    def _reveal(self, state: GrimoireState, ev: list[Event]) -> None:
        pages = [p.page for p in state.players]
        for p in state.players:
            ev.append(event("reveal", M.LOG_REVEAL(player=self._name(state, p.seat), page=p.page, name=page_name(p.page)),
                            reveal=True, seat=p.seat, page=p.page))  # secret until now
        shoes = next((p.seat for p in state.players if "lucky_shoes" in p.items), None)
        order = quest_order(pages, [p.token for p in state.players], shoes)
        casters = pages.count(D.TIME)
        if casters:
            state.reversed = casters % 2 == 1
            ev.append(event("time", M.LOG_TIME() if state.reversed else M.LOG_TIME_CANCEL(), reversed=state.reversed))
            if state.reversed:
                order.reverse()
        state.order = order
        for token, seat in enumerate(order, start=1):
            state.players[seat].token = token
        names = " → ".join(self._name(state, s) for s in order)  # an order reads the same in both languages
        ev.append(event("order", M.LOG_ORDER(players=names), order=tuple(order)))
        state.defense = [s for s in order if pages[s] in D.DEFENSE_PAGES]
        state.turn = 0
        self._begin_turn(state, ev)

    # --- quest phase ------------------------------------------------------------------
    def _begin_turn(self, state: GrimoireState, ev: list[Event]) -> None:
        seat = state.active
        p = state.players[seat]
        state.decider, state.target, state.candidates, state.queue = seat, -1, (), []
        ev.append(event("turn", M.LOG_TURN(player=self._name(state, seat), page=p.page, name=page_name(p.page)),
                        seat=seat, page=p.page))
        if state.turn == 0 and (thieves := p.companions.count("thief")):
            self._gain(state, seat, thieves * D.THIEF_CHIPS, ev, M.LOG_THIEF, "thief")
        if state.turn == state.n - 1 and (archers := p.companions.count("archer")):
            self._gain(state, seat, archers * D.ARCHER_CHIPS, ev, M.LOG_ARCHER, "archer")
        if "spy" in p.companions and state.down is not None and seat not in state.seen_down:
            state.phase = "spy"
            return
        self._cast(state, ev)

    def _gain(self, state: GrimoireState, seat: int, chips: int, ev: list[Event], msg=M.LOG_CHIPS,
              source: str = "page") -> None:
        state.players[seat].chips += chips
        ev.append(event("chips", msg(player=self._name(state, seat), chips=chips), seat=seat, chips=chips,
                        source=source))

    def _spy(self, state: GrimoireState, look: bool, ev: list[Event]) -> None:
        seat = state.active
        if look:
            state.seen_down.append(seat)
        msg = M.LOG_SPY_LOOK if look else M.LOG_SPY_SKIP
        ev.append(event("spy", msg(player=self._name(state, seat)), reveal=look, seat=seat, look=look))
        self._cast(state, ev)

    def _no_effect(self, state: GrimoireState, page: int, ev: list[Event]) -> None:
        ev.append(event("no_effect", M.LOG_NO_EFFECT(name=page_name(page)), seat=state.active, page=page))

    def _cast(self, state: GrimoireState, ev: list[Event]) -> None:
        seat = state.active
        p = state.players[seat]
        page = p.page
        if seat in state.silenced:
            ev.append(event("silenced", M.LOG_SILENCED(player=self._name(state, seat)), seat=seat))
            return self._to_take(state, ev)
        if page == D.LUCK:
            full = [s for s, c in enumerate(state.field) if c is not None]
            if not full:
                self._no_effect(state, page, ev)
                return self._to_take(state, ev)
            if len(full) == 1:
                return self._luck(state, full[0], ev)
            state.phase = "luck"
            return
        if page == D.FIREBALL:
            if all(c is None for c in state.field):
                self._no_effect(state, page, ev)
                return self._to_take(state, ev)
            state.phase = "fireball"
            return
        if page in (D.HEAL, D.MIRACLE):
            if page == D.MIRACLE:
                self._gain(state, seat, D.MIRACLE_CHIPS, ev)
            count = min(D.HEAL_CARDS if page == D.HEAL else D.MIRACLE_CARDS, len(state.discard))
            if count == 0:
                if page == D.HEAL:
                    self._no_effect(state, page, ev)
                return self._to_take(state, ev)
            if "nun" in p.companions:
                options = nun_choices(state.discard, count)
                if len(options) > 1:
                    state.phase, state.pick = "nun", count
                    return
                self._take_from_discard(state, list(options[0]), ev)
            else:
                pool = list(state.discard)  # shuffled face down and drawn at random
                cards = [pool.pop(state.rng.randrange(len(pool))) for _ in range(count)]
                self._take_from_discard(state, cards, ev, chance=True)
            return self._to_take(state, ev)
        if page in (D.HASTE, D.TIME):
            self._no_effect(state, page, ev)  # book-phase pages; Time's Defense was set at the reveal
            return self._to_take(state, ev)
        if page == D.RESISTANCE:
            self._gain(state, seat, D.RESISTANCE_CHIPS, ev)
            return self._to_take(state, ev)
        if page == D.CREATION:
            self._creation(state, seat, ev)
            return self._to_take(state, ev)
        if page == D.LIGHTNING:
            self._gain(state, seat, D.LIGHTNING_CHIPS, ev)
            return self._to_take(state, ev)
        if page == D.SPIRIT:
            lowest = all(q.chips >= p.chips for q in state.players)
            self._gain(state, seat, D.SPIRIT_LOWEST_CHIPS if lowest else D.SPIRIT_OTHER_CHIPS, ev)
            return self._to_take(state, ev)
        if page == D.METEOR:
            self._gain(state, seat, D.METEOR_CHIPS, ev)
            state.queue = [s for s in ((seat + i) % state.n for i in range(1, state.n))
                           if s not in state.defense and state.players[s].chips > 0]
            return self._meteor_next(state, ev)
        # Targeted pages.
        if page == D.DOMINATION:
            self._gain(state, seat, D.DOMINATION_CHIPS, ev)
        if page == D.SILENCE:
            later = state.order[state.turn + 1:]
            candidates = tuple(sorted(s for s in later if s not in state.defense))
        elif page == D.TRANSFORMATION:
            candidates = self.most(state, seat, lambda q: q.chips)
        else:
            candidates = self.most(state, seat, lambda q: len(q.companions))
        if not candidates:
            self._no_effect(state, page, ev)
            return self._to_take(state, ev)
        if len(candidates) == 1:
            return self._resolve_target(state, candidates[0], ev)
        state.phase, state.candidates = "target", candidates
        return

    @staticmethod
    def most(state: GrimoireState, caster: int, measure) -> tuple[int, ...]:
        """Other players not under Defense with the highest positive `measure` (the caster picks among ties)."""
        others = [q for q in state.players if q.seat != caster and q.seat not in state.defense]
        best = max((measure(q) for q in others), default=0)
        if best <= 0:
            return ()
        return tuple(q.seat for q in others if measure(q) == best)

    def _resolve_target(self, state: GrimoireState, target: int, ev: list[Event]) -> None:
        caster = state.active
        page = state.players[caster].page
        state.target, state.candidates = target, ()
        victim = state.players[target]
        ev.append(event("target", M.LOG_TARGET(name=page_name(page), target=self._name(state, target)),
                        seat=caster, target=target, page=page))
        if page in (D.CHARM, D.DOMINATION) and "mercenary" in victim.companions:
            ev.append(event("mercenary", M.LOG_MERCENARY(target=self._name(state, target)), target=target))
            return self._done(state, ev)
        self._ask_sword(state, target)

    @staticmethod
    def _ask_sword(state: GrimoireState, seat: int) -> None:
        """The page would hit `seat`: they say whether they use a copper sword. Asked whether or not they hold
        one (a non-holder can only decline), so being asked reveals nothing."""
        state.phase, state.decider, state.target = "sword", seat, seat

    def _sword(self, state: GrimoireState, use: bool, ev: list[Event]) -> None:
        caster, target = state.active, state.target
        page = state.players[caster].page
        victim = state.players[target]
        # Every answer is a reveal: a use shows the sword, and a decline was chosen on the target's hidden hand, so
        # taking back what led to the question would let the caster probe that hand.
        if use:
            victim.items.remove("copper_sword")
            state.item_discard.append("copper_sword")
            ev.append(event("sword", M.LOG_SWORD(target=self._name(state, target), name=page_name(page)),
                            reveal=True, target=target, use=True, page=page))
        else:
            # Worded and recorded alike whether or not the target holds a sword.
            ev.append(event("sword", M.LOG_NO_SWORD(target=self._name(state, target)), reveal=True, target=target,
                            use=False, page=page))
        state.decider = caster
        if page == D.METEOR:
            if not use:
                self._lose_chip(state, target, ev)
            return self._meteor_next(state, ev)
        if use:
            return self._done(state, ev)
        self._hit(state, ev)

    def _hit(self, state: GrimoireState, ev: list[Event]) -> None:
        """The targeted page's effect on `state.target`, once no sword cancelled it."""
        caster, target = state.active, state.target
        page = state.players[caster].page
        victim = state.players[target]
        state.decider = caster
        if page == D.SILENCE:
            state.silenced.append(target)
            ev.append(event("silence", M.LOG_SILENCE(player=self._name(state, caster), target=self._name(state, target)),
                            seat=caster, target=target))
            return self._done(state, ev)
        if page == D.TRANSFORMATION:
            chips = (victim.chips + 1) // 2
            victim.chips -= chips
            state.players[caster].chips += chips
            ev.append(event("steal_chips", M.LOG_STEAL_CHIPS(player=self._name(state, caster), chips=chips,
                                                             target=self._name(state, target)),
                            seat=caster, target=target, chips=chips))
            return self._done(state, ev)
        kinds = sorted(set(victim.companions))
        if page == D.CHARM:
            if len(kinds) == 1:
                self._move_companion(state, target, caster, kinds[0], M.LOG_GIVE, "give", ev)
                return self._done(state, ev)
            state.phase, state.decider = "give", target
            return
        if len(kinds) == 1:  # Domination
            self._move_companion(state, target, caster, kinds[0], M.LOG_SEIZE, "seize", ev)
            return self._done(state, ev)
        state.phase = "seize"

    def _move_companion(self, state: GrimoireState, source: int, dest: int, card: str, msg, kind: str,
                        ev: list[Event]) -> None:
        state.players[source].companions.remove(card)
        state.players[dest].companions.append(card)
        ev.append(event(kind, msg(player=self._name(state, dest), target=self._name(state, source), card=card_name(card)),
                        seat=dest, target=source, card=card))
        self._check_end(state, dest, ev)

    def _meteor_next(self, state: GrimoireState, ev: list[Event]) -> None:
        if state.queue:
            return self._ask_sword(state, state.queue.pop(0))
        self._done(state, ev)

    def _lose_chip(self, state: GrimoireState, seat: int, ev: list[Event]) -> None:
        state.players[seat].chips -= D.METEOR_LOSS
        ev.append(event("lose_chip", M.LOG_LOSE_CHIP(target=self._name(state, seat), chips=D.METEOR_LOSS),
                        target=seat, chips=D.METEOR_LOSS))

    def _luck(self, state: GrimoireState, slot: int, ev: list[Event]) -> None:
        face_down = slot == state.down
        self._discard_slot(state, slot, ev)
        card = state.field[slot] = state.deck.pop()
        if face_down:
            state.down, state.seen_down = slot, []
            ev.append(event("replace", M.LOG_REPLACE_DOWN(), slot=slot, card=""))  # dealt unseen: shows nothing
        else:
            ev.append(event("replace", M.LOG_REPLACE(card=card_name(card)), reveal=True, slot=slot, card=card))
        if not self._deck_out(state, ev):  # never ends here in fact: the discarded card refills the deck
            self._done(state, ev)

    def _discard_slot(self, state: GrimoireState, slot: int, ev: list[Event]) -> None:
        card = state.field[slot]
        state.field[slot] = None
        face_down = slot == state.down
        if face_down:
            state.down, state.seen_down = None, []
        state.discard.append(card)
        ev.append(event("discard", M.LOG_DISCARD(card=card_name(card)), reveal=face_down, slot=slot, card=card,
                        face_down=face_down))

    def _fireball(self, state: GrimoireState, slots: tuple[int, ...], ev: list[Event]) -> None:
        if not slots:
            ev.append(event("fireball_none", M.LOG_FIREBALL_NONE(player=self._name(state, state.active)),
                            seat=state.active))
        for slot in slots:
            self._discard_slot(state, slot, ev)
        self._done(state, ev)

    def _take_from_discard(self, state: GrimoireState, cards: list[str], ev: list[Event], chance: bool = False) -> None:
        seat = state.active
        for card in cards:
            state.discard.remove(card)
            self._add_card(state.players[seat], card)
            ev.append(event("from_discard", M.LOG_FROM_DISCARD(player=self._name(state, seat), card=card_name(card)),
                            chance=chance, seat=seat, card=card))
        self._check_end(state, seat, ev)

    def _creation(self, state: GrimoireState, seat: int, ev: list[Event]) -> None:
        p = state.players[seat]
        for _ in range(D.CREATION_ITEMS + D.MERCHANT_EXTRA_ITEMS * p.companions.count("merchant")):
            if not state.item_deck:
                ev.append(event("items_out", M.LOG_ITEMS_OUT()))
                return
            item = state.item_deck.pop()
            p.items.append(item)
            if item in D.PUBLIC_ITEMS:
                ev.append(event("item", M.LOG_ITEM_SHOWN(player=self._name(state, seat), card=card_name(item)),
                                reveal=True, seat=seat, card=item))
            else:
                ev.append(event("item", M.LOG_ITEM(player=self._name(state, seat)), reveal=True, seat=seat, card=""))

    @staticmethod
    def _add_card(p: Player, card: str) -> None:
        (p.treasures if card in D.TREASURES else p.companions).append(card)

    def _check_end(self, state: GrimoireState, seat: int, ev: list[Event]) -> None:
        """Once anyone holds enough treasures or companions, this round is the last, whatever happens after."""
        if state.ending:
            return
        p = state.players[seat]
        for held, what in ((len(p.treasures), M.WHAT_TREASURES), (len(p.companions), M.WHAT_COMPANIONS)):
            if held >= D.END_CARDS:
                state.ending = True
                ev.append(event("last_round", M.LOG_LAST_ROUND(player=self._name(state, seat), count=held, what=what()),
                                seat=seat, count=held))
                return

    def _done(self, state: GrimoireState, ev: list[Event]) -> None:
        """The page effect is over: on to taking a field card."""
        state.decider, state.candidates, state.queue = state.active, (), []
        self._to_take(state, ev)

    def _to_take(self, state: GrimoireState, ev: list[Event]) -> None:
        state.decider = state.active
        full = [s for s, c in enumerate(state.field) if c is not None]
        if not full:
            ev.append(event("nothing_to_take", M.LOG_NOTHING_TO_TAKE(player=self._name(state, state.active)),
                            seat=state.active))
            return self._end_turn(state, ev)
        if len(full) == 1:
            return self._take(state, full[0], ev)
        state.phase = "take"

    def _take(self, state: GrimoireState, slot: int, ev: list[Event]) -> None:
        seat = state.active
        card = state.field[slot]
        state.field[slot] = None
        self._add_card(state.players[seat], card)
        name = self._name(state, seat)
        if slot == state.down:
            state.down, state.seen_down = None, []
            if card in D.COMPANIONS:
                ev.append(event("take", M.LOG_TAKE_DOWN_COMPANION(player=name, card=card_name(card)), reveal=True,
                                seat=seat, slot=slot, card=card, face_down=True))
            else:
                ev.append(event("take", M.LOG_TAKE_DOWN(player=name), reveal=True, seat=seat, slot=slot, card="",
                                face_down=True))
        else:
            ev.append(event("take", M.LOG_TAKE(player=name, card=card_name(card)), seat=seat, slot=slot, card=card,
                            face_down=False))
        self._check_end(state, seat, ev)
        self._end_turn(state, ev)

    def _end_turn(self, state: GrimoireState, ev: list[Event]) -> None:
        state.turn += 1
        if state.turn < len(state.order):
            return self._begin_turn(state, ev)
        for slot, card in enumerate(state.field):
            if card is not None:
                self._discard_slot(state, slot, ev)
        if state.ending:
            return self._end_game(state, "cards", ev)
        self._start_round(state, ev)

    def _end_game(self, state: GrimoireState, reason: str, ev: list[Event]) -> None:
        state.phase, state.end_reason, state.decider = "over", reason, -1
        for seat, row in enumerate(score(state)):
            ev.append(event("score", M.LOG_SCORE(player=self._name(state, seat), **row), reveal=True, seat=seat,
                            **row))  # every hand is shown for the count
        winners = self.outcome(state).winners
        if winners:
            ev.append(event("game_end", M.LOG_WINNER(player=self._name(state, winners[0])), winners=winners))
        else:
            ev.append(event("game_end", M.LOG_DESIGNER_WINS(), winners=()))

    # --- results and views ----------------------------------------------------------
    def is_over(self, state: GrimoireState) -> bool:
        return state.phase == "over"

    def outcome(self, state: GrimoireState) -> Outcome:
        totals = [row["total"] for row in score(state)]
        ranking = tuple(sorted(range(state.n), key=lambda s: (-totals[s], s)))
        top = totals[ranking[0]]
        winners = (ranking[0],) if totals.count(top) == 1 else ()  # a tie for first: the designer wins
        return Outcome(ranking, winners, tuple((s, totals[s]) for s in range(state.n)))

    def observe(self, state: GrimoireState, player: int) -> GrimoireState:
        """What `player` may see: others' treasures and hidden items, the unseen face-down card, the decks'
        order, others' pages before the reveal and the generator are replaced by data.HIDDEN / None.
        Once the game is over every hand is shown, as the players do to count their VP."""
        seen = state.clone()
        seen.rng, seen.viewer = None, player
        seen.deck = [D.HIDDEN] * len(state.deck)
        seen.item_deck = [D.HIDDEN] * len(state.item_deck)
        if state.down is not None and player not in state.seen_down:
            seen.field[state.down] = D.HIDDEN
        if state.phase == "over":
            return seen
        for p in seen.players:
            if p.seat != player:
                p.treasures = [D.HIDDEN] * len(p.treasures)
                p.items = [i if i in D.PUBLIC_ITEMS else D.HIDDEN for i in p.items]
                if state.phase == "choose":
                    p.page = None
        return seen

    def determinize(self, observation: GrimoireState, rng: random.Random) -> GrimoireState:
        """A full state consistent with the observation: unseen cards dealt from the cards that seat has not
        seen, unknown pages drawn at random, and a fresh generator."""
        world = observation.clone()
        world.viewer = -1
        world.rng = SeededRng(rng.getrandbits(64))
        H = D.HIDDEN
        # Quest cards.
        pool = Counter(D.QUEST_DECK)
        seen = [c for c in world.field if c is not None and c != H] + world.discard
        for p in world.players:
            seen += p.companions
            seen += [c for c in p.treasures if c != H]
        pool.subtract(seen)
        unknown = list(pool.elements())
        treasures = [c for c in unknown if c in D.TREASURES]
        rng.shuffle(treasures)
        for p in world.players:
            for i, c in enumerate(p.treasures):
                if c == H:
                    card = treasures.pop()
                    p.treasures[i] = card
                    unknown.remove(card)
        rng.shuffle(unknown)
        if world.down is not None and world.field[world.down] == H:
            world.field[world.down] = unknown.pop()
        world.deck = unknown
        # Item cards: hidden ones in hands are never lucky shoes (it is shown when drawn). Every target is asked
        # about the copper sword and a decline reads the same from anyone, so neither says who holds one.
        items = Counter(D.ITEM_DECK)
        items.subtract(world.item_discard)
        for p in world.players:
            items.subtract(i for i in p.items if i != H)
        left = list(items.elements())
        plain = [i for i in left if i not in D.PUBLIC_ITEMS]
        rng.shuffle(plain)
        for p in world.players:
            for i, c in enumerate(p.items):
                if c == H:
                    card = plain.pop()
                    p.items[i] = card
                    left.remove(card)
        rng.shuffle(left)
        world.item_deck = left
        if world.phase == "choose":
            for p in world.players:
                if p.chosen and p.page is None:
                    p.page = rng.randint(D.FIRST_PAGE, world.mp)
        return world


GAME = Grimoire()
