"""Tournay on screen: the nine decks, the event queue, the supply and bank, each player's plaza and district.

Everything shown is built from `game.observe(state, perspective)` (a spectator sees every hand's backs), so
nothing hidden reaches the models. Perspective: the human deciding now; else the only human seat; else nobody.

Zone ids: "deck:<deck>" (citizens draw: the face-up top if there is one, else turn two), "turn:<deck>" (turn
two), "event:<slot>", "bank" (earn), "supply" (recruit), "cell:<seat>:<x>:<y>" (a district square); flights also
name "plaza:<seat>:<colour>", "hand:<seat>", "ramparts:<seat>" and "eventDeck".
Piece ids: "hand:<seat>:<index>" (a hand card), "cit:<owner>:<colour>" (a standing citizen: your own, or an
opponent's to borrow), "pending:<index>" (a turned card to keep). Buttons: "gather", "skip", "nolast",
"confirm", "clear", "opt:<i>" (the i-th answer of a pending decision). Legality always comes from `check`.
"""
from __future__ import annotations

from typing import Any, Sequence

from gameshelf.core.engine import Event, Msg, QT_TRANSLATE_NOOP, message
from gameshelf.core.games.tournay import data as D
from gameshelf.core.games.tournay import district as Z
from gameshelf.core.games.tournay.actions import (Card, Cell, Citizen, Colour, Draw, DrawFrom, Earn, Fight, Gather,
                                                  Keep, Last, Place, Rampart, Recruit, Skip, Slot, Slots, Use, GATHER,
                                                  NO_LAST, SKIP)
from gameshelf.core.games.tournay.messages import DECK_LABEL, LEVEL_NAMES
from gameshelf.core.games.tournay.rules import fee
from gameshelf.core.games.tournay.scoring import score
from gameshelf.core.games.tournay.state import CI, DAMAGE, GREY

from ..translations import SaidOnce, tr, translations_version
from . import HintMarks, Intent, Scene, View, perspective, seat_role
from .charts import chart, tournay_scores

HEX = {"r": "#b3362b", "w": "#efe8d8", "y": "#e2b52c", GREY: "#8c8c8c"}
SHED_PHASES = ("card", "limit")  # a card of the hand to discard (or to build as a rampart): clicked in the hand

KIND_NAMES = {
    D.BUILDING: message("tournay_table.kind.building", QT_TRANSLATE_NOOP("tournay_table", "Building")),
    D.CHARACTER: message("tournay_table.kind.character", QT_TRANSLATE_NOOP("tournay_table", "Character")),
    D.PRESTIGE: message("tournay_table.kind.prestige", QT_TRANSLATE_NOOP("tournay_table", "Prestige building")),
    D.CRIER: message("tournay_table.kind.crier", QT_TRANSLATE_NOOP("tournay_table", "Town crier")),
}
EVENT_KIND = message("tournay_table.kind.event", QT_TRANSLATE_NOOP("tournay_table", "Event"))
HARMFUL = message("tournay_table.harmful", QT_TRANSLATE_NOOP("tournay_table", "harmful"))
HELPFUL = message("tournay_table.helpful", QT_TRANSLATE_NOOP("tournay_table", "beneficial"))
FIGHT_COST = message("tournay_table.fight_cost", QT_TRANSLATE_NOOP("tournay_table", "Fight: {count} {colour} + {ransom} d"))
# An event card's band: whether it harms or helps, in a word.
TAG_HARMFUL = message("tournay_table.tag_harmful", QT_TRANSLATE_NOOP("tournay_table", "Harmful"))
TAG_HELPFUL = message("tournay_table.tag_helpful", QT_TRANSLATE_NOOP("tournay_table", "Helpful"))
FIGHT_FREE = message("tournay_table.fight_free", QT_TRANSLATE_NOOP("tournay_table", "Fight: {count} {colour}"))
HIDDEN_CARD = message("tournay_table.hidden_card", QT_TRANSLATE_NOOP("tournay_table", "A card of the {deck} deck, held face down."))
EXTRA_CARD = message("tournay_table.extra_card", QT_TRANSLATE_NOOP("tournay_table", "+1 card"))
EXTRA_CITIZEN = message("tournay_table.extra_citizen", QT_TRANSLATE_NOOP("tournay_table", "+1 citizen"))
ROUND = message("tournay_table.round", QT_TRANSLATE_NOOP("tournay_table", "Round {round}"))
LAST_ROUND = message("tournay_table.last_round", QT_TRANSLATE_NOOP("tournay_table", "Round {round} · last round"))

B_GATHER = message("tournay_table.b_gather", QT_TRANSLATE_NOOP("tournay_table", "Gather citizens"))
B_SKIP = message("tournay_table.b_skip", QT_TRANSLATE_NOOP("tournay_table", "Place no card"))
B_NO_LAST = message("tournay_table.b_no_last", QT_TRANSLATE_NOOP("tournay_table", "No last card"))
B_CONFIRM = message("tournay_table.b_confirm", QT_TRANSLATE_NOOP("tournay_table", "Confirm ({count})"))
B_CLEAR = message("tournay_table.b_clear", QT_TRANSLATE_NOOP("tournay_table", "Clear selection"))
B_KEEP = message("tournay_table.b_keep", QT_TRANSLATE_NOOP("tournay_table", "Keep {card}"))
B_TOP = message("tournay_table.b_top", QT_TRANSLATE_NOOP("tournay_table", "{deck}: take the face-up card"))
B_TURN = message("tournay_table.b_turn", QT_TRANSLATE_NOOP("tournay_table", "{deck}: turn two, keep one"))
B_NONE = message("tournay_table.b_none", QT_TRANSLATE_NOOP("tournay_table", "None"))
B_DISCARD = message("tournay_table.b_discard", QT_TRANSLATE_NOOP("tournay_table", "Discard {card}"))
B_RAMPART = message("tournay_table.b_rampart", QT_TRANSLATE_NOOP("tournay_table", "Build {card} as a rampart"))
B_CELL = message("tournay_table.b_cell", QT_TRANSLATE_NOOP("tournay_table", "{player}: {card}"))
CIT_STANDING = message("tournay_table.cit_standing", QT_TRANSLATE_NOOP("tournay_table", "a standing {colour} citizen"))
CIT_DOWN = message("tournay_table.cit_down", QT_TRANSLATE_NOOP("tournay_table", "a laid-down {colour} citizen"))

HG_PLACE = message("tournay_table.hg_place", QT_TRANSLATE_NOOP("tournay_table", "Build {card} on the lit square ({cost} d)"))
HG_LAST = message("tournay_table.hg_last", QT_TRANSLATE_NOOP("tournay_table", "Last card: {card} on the lit square ({cost} d)"))
HG_DRAW_TOP = message("tournay_table.hg_draw_top", QT_TRANSLATE_NOOP("tournay_table", "Draw the face-up card of {deck}"))
HG_DRAW_TURN = message("tournay_table.hg_draw_turn", QT_TRANSLATE_NOOP("tournay_table", "Draw from {deck}: turn two, keep one"))
HG_USE = message("tournay_table.hg_use", QT_TRANSLATE_NOOP("tournay_table", "Use {card}"))
HG_FIGHT = message("tournay_table.hg_fight", QT_TRANSLATE_NOOP("tournay_table", "Fight {event}"))
HG_EARN = message("tournay_table.hg_earn", QT_TRANSLATE_NOOP("tournay_table", "Earn {deniers} d with {count} {colour} citizens"))
HG_RECRUIT = message("tournay_table.hg_recruit", QT_TRANSLATE_NOOP("tournay_table", "Recruit a {colour} citizen ({cost} d)"))
HG_BORROW = message("tournay_table.hg_borrow", QT_TRANSLATE_NOOP("tournay_table", "{move}, borrowing {count} from {players}"))
HG_SHIELD = message("tournay_table.hg_shield", QT_TRANSLATE_NOOP("tournay_table", "Shield yourself from: {events}"))
HG_SHIELD_NONE = message("tournay_table.hg_shield_none", QT_TRANSLATE_NOOP("tournay_table", "Shield nothing (confirm)"))
HG_BALLISTA = message("tournay_table.hg_ballista", QT_TRANSLATE_NOOP("tournay_table", "Ballista: {events}"))
HG_ANSWER = message("tournay_table.hg_answer", QT_TRANSLATE_NOOP("tournay_table", "Choose: {answer}"))
HG_SEP = message("tournay_table.hg_sep", QT_TRANSLATE_NOOP("tournay_table", ", "))  # between names in a hint
CIT_CELL = message("tournay_table.cit_cell", QT_TRANSLATE_NOOP("tournay_table", "the {colour} citizen on {card}"))

S_PLACE = message("tournay_table.s_place", QT_TRANSLATE_NOOP(
    "tournay_table", "{player}: drag a card from your hand onto a lit square of your district (or click both), or place none (N)."))
S_ACT = message("tournay_table.s_act", QT_TRANSLATE_NOOP(
    "tournay_table", "{player}: drag citizens onto a deck, one of your buildings, an event or the bank; drag an opponent's citizen to borrow it; or gather."))
S_PICKED = message("tournay_table.s_picked", QT_TRANSLATE_NOOP(
    "tournay_table", "{player}: {colour} citizens chosen ({borrowed} borrowed). Now click a deck, a building, an event or the bank."))
S_CARD = message("tournay_table.s_card", QT_TRANSLATE_NOOP("tournay_table", "{player}: {card} chosen. Click a lit square (cost shown)."))
S_ASK = message("tournay_table.s_ask", QT_TRANSLATE_NOOP("tournay_table", "{player}: {question}"))
S_LAST = message("tournay_table.s_last", QT_TRANSLATE_NOOP(
    "tournay_table", "{player}: choose your last card in secret: drag it onto your district, or place none."))
S_LAST_CHOSEN = message("tournay_table.s_last_chosen", QT_TRANSLATE_NOOP("tournay_table", "{player}: your last card is chosen. Waiting for the others…"))
S_WAIT = message("tournay_table.s_wait", QT_TRANSLATE_NOOP("tournay_table", "{player} is deciding…"))
S_WAIT_LAST = message("tournay_table.s_wait_last", QT_TRANSLATE_NOOP("tournay_table", "The players choose their last cards in secret…"))
S_OVER = message("tournay_table.s_over", QT_TRANSLATE_NOOP("tournay_table", "{players} won with {total} points."))

QUESTIONS = {
    "keep": message("tournay_table.q.keep", QT_TRANSLATE_NOOP("tournay_table", "keep one of the turned cards (click it).")),
    "draw": message("tournay_table.q.draw", QT_TRANSLATE_NOOP("tournay_table", "choose the deck to draw from.")),
    "shield": message("tournay_table.q.shield", QT_TRANSLATE_NOOP(
        "tournay_table", "town criers! Choose the harmful events your ramparts shield you from, then confirm.")),
    "ballista": message("tournay_table.q.ballista", QT_TRANSLATE_NOOP("tournay_table", "choose up to two events for the Ballista, then confirm.")),
    "limit": message("tournay_table.q.limit", QT_TRANSLATE_NOOP(
        "tournay_table", "more than 4 cards in hand: discard one under its deck, or build an event as a rampart (it shields nothing).")),
    "hire": message("tournay_table.q.hire", QT_TRANSLATE_NOOP("tournay_table", "choose the colour of the citizen to take.")),
    "stand_up": message("tournay_table.q.stand_up", QT_TRANSLATE_NOOP("tournay_table", "choose the colour of the citizen to stand up.")),
    "lordship": message("tournay_table.q.lordship", QT_TRANSLATE_NOOP("tournay_table", "choose a colour for the Lordship.")),
    "levy": message("tournay_table.q.levy", QT_TRANSLATE_NOOP("tournay_table", "choose a colour for the Levy.")),
    "flood": message("tournay_table.q.flood", QT_TRANSLATE_NOOP("tournay_table", "Flood: pay, or choose the standing citizen to lose.")),
    "procession": message("tournay_table.q.procession", QT_TRANSLATE_NOOP("tournay_table", "choose the citizen to stand up.")),
    "plague": message("tournay_table.q.plague", QT_TRANSLATE_NOOP("tournay_table", "Plague: choose the citizen you lose.")),
    "fire": message("tournay_table.q.fire", QT_TRANSLATE_NOOP("tournay_table", "choose the building that takes the damage.")),
    "norman": message("tournay_table.q.norman", QT_TRANSLATE_NOOP("tournay_table", "Norman Raid: choose the card to discard.")),
    "weaver": message("tournay_table.q.weaver", QT_TRANSLATE_NOOP("tournay_table", "choose the card the Weaver discards.")),
    "bridge": message("tournay_table.q.bridge", QT_TRANSLATE_NOOP("tournay_table", "choose an opponent's building to use.")),
    "demolish": message("tournay_table.q.demolish", QT_TRANSLATE_NOOP("tournay_table", "choose the card to demolish.")),
    "extra": message("tournay_table.q.extra", QT_TRANSLATE_NOOP("tournay_table", "one more citizen may use a building: choose it, or none.")),
}
Q_CATAPULT = message("tournay_table.q.catapult", QT_TRANSLATE_NOOP(
    "tournay_table", "Catapult: choose the building of {player} that takes the damage."))
Q_OTHER = message("tournay_table.q.other", QT_TRANSLATE_NOOP("tournay_table", "choose one of the answers below."))

WRONG_COLOUR = message("tournay_table.wrong_colour", QT_TRANSLATE_NOOP("tournay_table", "That needs {colour} citizens."))
NOT_YOURS = message("tournay_table.not_yours", QT_TRANSLATE_NOOP("tournay_table", "That is not yours to move."))
OWN_EARN = message("tournay_table.own_earn", QT_TRANSLATE_NOOP("tournay_table", "Only your own standing citizens earn money."))
PICK_FIRST = message("tournay_table.pick_first", QT_TRANSLATE_NOOP("tournay_table", "Choose a citizen first (click it), then the bank."))
NOT_HERE = message("tournay_table.not_here", QT_TRANSLATE_NOOP("tournay_table", "Nothing happens there."))

TITLE = message("tournay_table.title", QT_TRANSLATE_NOOP("tournay_table", "Final score"))

# Accessible names (the `a11y` field of the panel's cells, cards, decks and slots): what and where, translated.
A_CELL = message("tournay_table.a_cell", QT_TRANSLATE_NOOP("tournay_table", "{player}'s district, column {x}, row {y}: {card}"))
A_CELL_EMPTY = message("tournay_table.a_cell_empty", QT_TRANSLATE_NOOP(
    "tournay_table", "{player}'s district, column {x}, row {y}, empty"))
A_OCCUPIED = message("tournay_table.a_occupied", QT_TRANSLATE_NOOP("tournay_table", "{place}, with a {colour} citizen"))
A_GREY = message("tournay_table.a_grey", QT_TRANSLATE_NOOP("tournay_table", "grey"))
A_DAMAGED = message("tournay_table.a_damaged", QT_TRANSLATE_NOOP("tournay_table", "{place}, damaged"))
A_LIT = message("tournay_table.a_lit", QT_TRANSLATE_NOOP("tournay_table", "{place}, you can play here"))
A_LIT_COST = message("tournay_table.a_lit_cost", QT_TRANSLATE_NOOP("tournay_table", "{place}, you can play here for {cost}"))
A_HAND = message("tournay_table.a_hand", QT_TRANSLATE_NOOP("tournay_table", "{player}'s hand card {number}: {card}"))
A_FACE_DOWN = message("tournay_table.a_face_down", QT_TRANSLATE_NOOP("tournay_table", "a face-down card"))
A_DECK = message("tournay_table.a_deck", QT_TRANSLATE_NOOP("tournay_table", "{deck} deck, {count} cards"))
A_DECK_TOP = message("tournay_table.a_deck_top", QT_TRANSLATE_NOOP("tournay_table", "{deck} deck, {count} cards, face up: {card}"))
A_TURN = message("tournay_table.a_turn", QT_TRANSLATE_NOOP("tournay_table", "{deck} deck: turn two cards, keep one"))
A_EVENT = message("tournay_table.a_event", QT_TRANSLATE_NOOP("tournay_table", "Event slot {number}: {event}, {coins} coins on it"))
A_EVENT_EMPTY = message("tournay_table.a_event_empty", QT_TRANSLATE_NOOP("tournay_table", "Event slot {number}, empty"))
A_BANK = message("tournay_table.a_bank", QT_TRANSLATE_NOOP("tournay_table", "Bank: a standing citizen earns money here"))
A_SUPPLY = message("tournay_table.a_supply", QT_TRANSLATE_NOOP("tournay_table", "Citizen supply: recruit here"))
A_CITIZENS = message("tournay_table.a_citizens", QT_TRANSLATE_NOOP(
    "tournay_table", "{player}'s {colour} citizens: {standing} standing, {down} laid down"))
A_PLAYER = message("tournay_table.a_player", QT_TRANSLATE_NOOP("tournay_table", "{player}'s district, {score} points"))
WINNER = message("tournay_table.winner", QT_TRANSLATE_NOOP("tournay_table", "{players} wins!"))
END_NORMAL = message("tournay_table.end_normal", QT_TRANSLATE_NOOP("tournay_table", "The game ended after round {round}."))
END_CAP = message("tournay_table.end_cap", QT_TRANSLATE_NOOP("tournay_table", "The game was stopped after {round} rounds."))
CHART_TITLE = message("tournay_table.chart_title", QT_TRANSLATE_NOOP("tournay_table", "Score at the end of each round"))
CHART_X = message("tournay_table.chart_x", QT_TRANSLATE_NOOP("tournay_table", "Round"))
CHART_Y = message("tournay_table.chart_y", QT_TRANSLATE_NOOP("tournay_table", "Points"))
ROUND_SHORT = message("tournay_table.round_short", QT_TRANSLATE_NOOP("tournay_table", "R{round}"))
COLUMNS = {
    "name": message("tournay_table.col_name", QT_TRANSLATE_NOOP("tournay_table", "Player")),
    "prestige": message("tournay_table.col_prestige", QT_TRANSLATE_NOOP("tournay_table", "Prestige buildings")),
    "cards": message("tournay_table.col_cards", QT_TRANSLATE_NOOP("tournay_table", "Card points")),
    "ramparts": message("tournay_table.col_ramparts", QT_TRANSLATE_NOOP("tournay_table", "Ramparts")),
    "total": message("tournay_table.col_total", QT_TRANSLATE_NOOP("tournay_table", "Total")),
}

# Log lines shown one by one while criers fire (the effects of the events).
FIRE_KINDS = {"crier", "coin", "no_events", "shield", "levy", "unharmed", "lay_down", "stand_up", "lose_citizen",
              "damage", "discard", "gain", "pay"}


# Events after which something flies across the table (see `_flights`).
FLY_KINDS = {"place", "draw", "draw_top", "keep", "use", "fight", "earn", "gather", "recruit", "hire", "discard",
             "rampart", "lose_citizen", "refill"}


def colour_name(c: str) -> str:
    return tr(D.COLOUR_NAMES[c]())


def deck_label(deck: str) -> Msg:
    return DECK_LABEL(colour=D.COLOUR_NAMES[deck[0]](), level=LEVEL_NAMES[int(deck[1])]())


def deck_name(deck: str) -> str:
    return tr(deck_label(deck))


# Each card's effect in a few words, for the small cards of a district (the tooltip keeps the full text).
SHORT_GAIN = message("tournay_table.short.gain", QT_TRANSLATE_NOOP("tournay_table", "+{n} d"))
SHORT_HIRE = message("tournay_table.short.hire", QT_TRANSLATE_NOOP("tournay_table", "Pay {cost} d: a {colour} citizen"))
SHORT_HIRE_ANY = message("tournay_table.short.hire_any", QT_TRANSLATE_NOOP("tournay_table", "Pay {cost} d: any citizen"))
SHORT_PER_CARD = message("tournay_table.short.per_card", QT_TRANSLATE_NOOP("tournay_table", "+1 d per {colour} card (max {cap})"))
SHORT_DRAW = message("tournay_table.short.draw", QT_TRANSLATE_NOOP("tournay_table", "Draw a {colour} {level}"))
SHORT_ANY_DRAW = message("tournay_table.short.any_draw", QT_TRANSLATE_NOOP("tournay_table", "Draw any {level}"))
SHORT_ROW = message("tournay_table.short.row", QT_TRANSLATE_NOOP("tournay_table", "Row/col {colour}: +{n} d"))
SHORT_SENATOR = message("tournay_table.short.senator", QT_TRANSLATE_NOOP("tournay_table", "Gather: +{n} d"))
SHORT_CITIZENS = message("tournay_table.short.citizens", QT_TRANSLATE_NOOP("tournay_table", "★ per {colour} citizen"))
SHORT_CARDS = message("tournay_table.short.cards", QT_TRANSLATE_NOOP("tournay_table", "★ per {colour} card"))
SHORT_COUNTS = {
    "sets": message("tournay_table.short.counts.sets", QT_TRANSLATE_NOOP("tournay_table", "★ per 3-colour card set")),
    "citizen_sets": message("tournay_table.short.counts.citizen_sets", QT_TRANSLATE_NOOP("tournay_table", "★ per 3-colour citizen set")),
    "deniers": message("tournay_table.short.counts.deniers", QT_TRANSLATE_NOOP("tournay_table", "★ per 4 d")),
    "characters": message("tournay_table.short.counts.characters", QT_TRANSLATE_NOOP("tournay_table", "★ per character")),
    "prestige": message("tournay_table.short.counts.prestige", QT_TRANSLATE_NOOP("tournay_table", "★ per prestige building")),
    "buildings_wy": message("tournay_table.short.counts.buildings_wy", QT_TRANSLATE_NOOP("tournay_table", "★ per white or yellow building")),
    "ramparts": message("tournay_table.short.counts.ramparts", QT_TRANSLATE_NOOP("tournay_table", "★ per rampart")),
    "flat": message("tournay_table.short.counts.flat", QT_TRANSLATE_NOOP("tournay_table", "8★ for its builder only")),
}
SHORT_CARD = {
    "ballista": message("tournay_table.short.card.ballista", QT_TRANSLATE_NOOP("tournay_table", "Coins on up to 2 events")),
    "fort": message("tournay_table.short.card.fort", QT_TRANSLATE_NOOP("tournay_table", "Fight a coined event free")),
    "fort2": message("tournay_table.short.card.fort2", QT_TRANSLATE_NOOP("tournay_table", "Fight an uncoined event free")),
    "knight": message("tournay_table.short.card.knight", QT_TRANSLATE_NOOP("tournay_table", "Row/col prestige: −2 d")),
    "watch": message("tournay_table.short.card.watch", QT_TRANSLATE_NOOP("tournay_table", "Take an event's coins")),
    "rampart_works": message("tournay_table.short.card.rampart_works", QT_TRANSLATE_NOOP("tournay_table", "An event card as a rampart")),
    "siege_tower": message("tournay_table.short.card.siege_tower", QT_TRANSLATE_NOOP("tournay_table", "Each opponent damages 1")),
    "marshal": message("tournay_table.short.card.marshal", QT_TRANSLATE_NOOP("tournay_table", "+2 d per fight")),
    "almonry": message("tournay_table.short.card.almonry", QT_TRANSLATE_NOOP("tournay_table", "Stand up 1 citizen")),
    "priest": message("tournay_table.short.card.priest", QT_TRANSLATE_NOOP("tournay_table", "Row/col white: stand 1 up")),
    "cloister": message("tournay_table.short.card.cloister", QT_TRANSLATE_NOOP("tournay_table", "Stand up all white")),
    "reliquary": message("tournay_table.short.card.reliquary", QT_TRANSLATE_NOOP("tournay_table", "Take a coin off an event")),
    "inquisitor": message("tournay_table.short.card.inquisitor", QT_TRANSLATE_NOOP("tournay_table", "Shields you from 1 event")),
    "bridge": message("tournay_table.short.card.bridge", QT_TRANSLATE_NOOP("tournay_table", "Use an opponent's building")),
    "great_bridge": message("tournay_table.short.card.great_bridge", QT_TRANSLATE_NOOP("tournay_table", "Bridge, then +1 d")),
    "advocate": message("tournay_table.short.card.advocate", QT_TRANSLATE_NOOP("tournay_table", "Borrowing costs 1 d")),
    "workshop": message("tournay_table.short.card.workshop", QT_TRANSLATE_NOOP("tournay_table", "+1 d per yellow citizen")),
    "weaver": message("tournay_table.short.card.weaver", QT_TRANSLATE_NOOP("tournay_table", "Discard a card: +4 d")),
    "notary": message("tournay_table.short.card.notary", QT_TRANSLATE_NOOP("tournay_table", "Row/col cards: −1 d")),
    "counting_house": message("tournay_table.short.card.counting_house", QT_TRANSLATE_NOOP("tournay_table", "+2 d per yellow standing")),
    "harbour": message("tournay_table.short.card.harbour", QT_TRANSLATE_NOOP("tournay_table", "Pay 2 d: a face-up card")),
    "demolisher": message("tournay_table.short.card.demolisher", QT_TRANSLATE_NOOP("tournay_table", "Demolish: +2× its cost")),
    "catapult": message("tournay_table.short.card.catapult", QT_TRANSLATE_NOOP("tournay_table", "Damage 1 per opponent; shield")),
    "knight_x1": message("tournay_table.short.card.knight_x1", QT_TRANSLATE_NOOP("tournay_table", "Even count: free fight")),
    "knight_x2": message("tournay_table.short.card.knight_x2", QT_TRANSLATE_NOOP("tournay_table", "Even count: free fight + coins")),
    "lordship": message("tournay_table.short.card.lordship", QT_TRANSLATE_NOOP("tournay_table", "Opponents pay 1 d per colour")),
    "mercenary": message("tournay_table.short.card.mercenary", QT_TRANSLATE_NOOP("tournay_table", "Red earns 3 d each")),
    "courthouse": message("tournay_table.short.card.courthouse", QT_TRANSLATE_NOOP("tournay_table", "4 d from the richest")),
    "abbey": message("tournay_table.short.card.abbey", QT_TRANSLATE_NOOP("tournay_table", "Turn three I, keep two")),
    "abbey2": message("tournay_table.short.card.abbey2", QT_TRANSLATE_NOOP("tournay_table", "Turn three II, keep two")),
    "monk": message("tournay_table.short.card.monk", QT_TRANSLATE_NOOP("tournay_table", "After white: use a yellow")),
    "monk2": message("tournay_table.short.card.monk2", QT_TRANSLATE_NOOP("tournay_table", "After white: use a yellow")),
    "templar": message("tournay_table.short.card.templar", QT_TRANSLATE_NOOP("tournay_table", "After white: use a red")),
    "templar2": message("tournay_table.short.card.templar2", QT_TRANSLATE_NOOP("tournay_table", "After white: use a red")),
    "brewery": message("tournay_table.short.card.brewery", QT_TRANSLATE_NOOP("tournay_table", "+1 d per citizen standing")),
    "inn": message("tournay_table.short.card.inn", QT_TRANSLATE_NOOP("tournay_table", "+4 d per yellow+red pair")),
    "bakery": message("tournay_table.short.card.bakery", QT_TRANSLATE_NOOP("tournay_table", "+2 d per red or white")),
    "merchant_guild": message("tournay_table.short.card.merchant_guild", QT_TRANSLATE_NOOP("tournay_table", "+1 d per card in hand")),
}


# An event's effect in a few words (the card in the queue or in a hand is small; its tooltip has the full text).
SHORT_LOSE_CITIZEN = message("tournay_table.short.event.lose_citizen", QT_TRANSLATE_NOOP("tournay_table", "Lose 1 citizen"))
SHORT_PAY_OR_LAY = message("tournay_table.short.event.pay_or_lay", QT_TRANSLATE_NOOP("tournay_table", "Pay {n} d or lay down 1 {colour}"))
SHORT_FIRE = message("tournay_table.short.event.fire", QT_TRANSLATE_NOOP("tournay_table", "Damage 1 empty building"))
SHORT_DISCARD = message("tournay_table.short.event.discard", QT_TRANSLATE_NOOP("tournay_table", "Discard 1 card"))
SHORT_LAY_DOWN = message("tournay_table.short.event.lay_down", QT_TRANSLATE_NOOP("tournay_table", "Lay down 1 {colour}"))
SHORT_PAY_PER_CARD = message("tournay_table.short.event.pay_per_card", QT_TRANSLATE_NOOP("tournay_table", "−1 d per {colour} card (max {cap})"))
SHORT_LEVY = message("tournay_table.short.event.levy", QT_TRANSLATE_NOOP("tournay_table", "−1 d per building of a colour (max {cap})"))
SHORT_PAY_OR_LOSE = message("tournay_table.short.event.pay_or_lose", QT_TRANSLATE_NOOP("tournay_table", "Pay {n} d or lose 1 citizen"))


def event_short(key: str) -> str:
    """An event's effect in a few words (translated)."""
    colour = D.COLOUR_NAMES
    if key == "plague":
        return tr(SHORT_LOSE_CITIZEN())
    if key == "famine":
        return tr(SHORT_PAY_OR_LAY(n=D.FAMINE_PAY, colour=colour["y"]()))
    if key == "fire":
        return tr(SHORT_FIRE())
    if key == "norman_raid":
        return tr(SHORT_DISCARD())
    if key in D.LAY_DOWN:
        return tr(SHORT_LAY_DOWN(colour=colour[D.LAY_DOWN[key]]()))
    if key == "tithe":
        return tr(SHORT_PAY_PER_CARD(colour=colour[D.EVENT_COLOUR[key]](), cap=D.EVENT_CAP))
    if key == "levy":
        return tr(SHORT_LEVY(cap=D.EVENT_CAP))
    if key == "flood":
        return tr(SHORT_PAY_OR_LOSE(n=D.FLOOD_PAY))
    if key == "harvest":
        return tr(SHORT_GAIN(n=D.HARVEST_GAIN))
    if key in D.EVENT_COLOUR:
        return tr(SHORT_PER_CARD(colour=colour[D.EVENT_COLOUR[key]](), cap=D.EVENT_CAP))
    if key == "procession":
        return tr(SHORT_CARD["almonry"]())  # "Stand up 1 citizen"
    raise KeyError(key)


def short_text(key: str) -> str:
    """A district card's effect in a few words (translated); "" for a card without one (a crier)."""
    c = D.CARDS[key]
    colour = D.COLOUR_NAMES
    if key in D.GAIN:
        return tr(SHORT_GAIN(n=D.GAIN[key]))
    if key in D.HIRE:
        hue, cost = D.HIRE[key]
        return tr(SHORT_HIRE(cost=cost, colour=colour[hue]()) if hue else SHORT_HIRE_ANY(cost=cost))
    if key in D.PER_CARD:
        hue, cap = D.PER_CARD[key]
        return tr(SHORT_PER_CARD(colour=colour[hue](), cap=cap))
    if key in D.DRAW_LEVEL:
        hue, level = D.DRAW_LEVEL[key]
        return tr(SHORT_DRAW(colour=colour[hue](), level=LEVEL_NAMES[level]()))
    if key in D.ANY_DRAW:
        return tr(SHORT_ANY_DRAW(level=LEVEL_NAMES[D.ANY_DRAW[key]]()))
    if key in D.ROW_BONUS:
        hue, n = D.ROW_BONUS[key]
        return tr(SHORT_ROW(colour=colour[hue](), n=n))
    if key in D.SENATOR_GAIN:
        return tr(SHORT_SENATOR(n=D.SENATOR_GAIN[key]))
    if c.kind == D.PRESTIGE:
        what, _, hue = c.counts.partition("_")
        if what in ("citizens", "cards") and hue in colour:
            return tr((SHORT_CITIZENS if what == "citizens" else SHORT_CARDS)(colour=colour[hue]()))
        return tr(SHORT_COUNTS[c.counts]())
    return tr(SHORT_CARD[key]()) if key in SHORT_CARD else ""


_faces: dict[str, dict] = {}  # each card's face in the current language (a scene shows dozens, every decision)
_faces_in = -1  # the translations (`translations_version`) the faces were made with


def card_face(key: str | None) -> dict | None:
    """What a card shows: name, colour, level, cost, points, kind and effect; a hidden card shows its deck. A copy
    of the face kept for the current language: callers add their own fields to it."""
    global _faces_in
    if key is None:
        return None
    if _faces_in != translations_version():
        _faces.clear()
        _faces_in = translations_version()
    if key not in _faces:
        _faces[key] = _face(key)
    return dict(_faces[key])


def _face(key: str) -> dict:
    if key in D.EVENTS:
        e = D.EVENTS[key]
        return {"key": key, "name": tr(e.name()), "text": tr(e.text()), "colour": e.colour, "hex": HEX[e.colour],
                "level": 0, "levelName": "", "cost": 0, "points": 0, "extra": "", "event": True, "hidden": False,
                "kindName": tr(EVENT_KIND()) + " · " + tr((HARMFUL if e.harmful else HELPFUL)()),
                "tag": tr((TAG_HARMFUL if e.harmful else TAG_HELPFUL)()),
                "fight": tr(FIGHT_COST(count=e.citizens, colour=D.COLOUR_NAMES[e.colour](), ransom=e.ransom)
                            if e.ransom else FIGHT_FREE(count=e.citizens, colour=D.COLOUR_NAMES[e.colour]())),
                "circles": e.circles, "short": event_short(key)}
    if key.startswith(D.HIDDEN):
        deck = key[1:] or "r1"
        return {"key": key, "name": "", "text": tr(HIDDEN_CARD(deck=DECK_LABEL(
            colour=D.COLOUR_NAMES[deck[0]](), level=LEVEL_NAMES[int(deck[1])]()))) if key[1:] else "",
                "colour": deck[0] if key[1:] else "", "hex": HEX.get(deck[0], "#777"), "level": int(deck[1]),
                "levelName": tr(LEVEL_NAMES[int(deck[1])]()), "cost": 0, "points": 0, "extra": "", "event": False,
                "hidden": True, "kindName": "", "tag": "", "fight": "", "circles": 0, "short": ""}
    c = D.CARDS[key]
    extra = {"card": tr(EXTRA_CARD()), "citizen": tr(EXTRA_CITIZEN())}.get(c.extra, "")
    return {"key": key, "name": tr(c.name()), "text": tr(c.text()), "colour": c.colour, "hex": HEX[c.colour],
            "level": c.level, "levelName": tr(LEVEL_NAMES[c.level]()), "cost": c.cost, "points": c.points,
            "extra": extra, "event": False, "hidden": False, "kindName": tr(KIND_NAMES[c.kind]()), "tag": "", "fight": "",
            "circles": 0, "short": short_text(key)}


def turn_drawn(deck: dict) -> bool:
    """Whether a deck row's "turn 2" is drawn (Tournay.qml's turn button): over a face-up top of two cards or more.
    A face-down deck turns two when the deck itself is clicked."""
    return bool(deck["top"]) and deck["count"] > 1


def cell_uid(seat: int, cell) -> str:
    return f"cell:{seat}:{cell[0]}:{cell[1]}"


def window(p: Any) -> tuple[list[int], list[int]]:
    """The columns and rows drawn for a district: its cards and the empty squares a card may go to next."""
    cells = list(p.stacks) + Z.frontier(p)
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    return list(range(min(xs), max(xs) + 1)), list(range(min(ys), max(ys) + 1))


class TournayPresenter:
    qml = "games/tournay/Tournay.qml"
    dialog_events: tuple[str, ...] = ()  # only the end of the game has a result dialog

    def __init__(self, game: Any, seats: Any):
        self.game = game
        self.seats = tuple(seats)
        self.card: int | None = None  # the hand card chosen by a click (its index)
        self.pick: dict | None = None  # citizens chosen by clicks: {"colour", "own", "borrow": [owners]}
        self.toggled: list[int] = []  # events selected for a Slots answer
        self.cursor = 0  # keyboard cursor over the clickable targets
        self.targets: list[str] = []
        self.batch = 0
        self.still = False
        self.occupied: dict[int, dict] = {}  # each district's occupants as last drawn (where a gather starts)
        self.flown: tuple[int, list[dict]] = (-1, [])  # the batch whose flights were worked out, and them
        # every scene names the same squares, hand cards, decks, slots and plazas again (some hundred and fifty
        # texts): kept per language (issue 26)
        self._say = SaidOnce()

    # --- events ------------------------------------------------------------------------
    def pace_ms(self, events: list[Event]) -> int:
        """Time to show a decision before the next computer move: the flights, the crier's lines one by one."""
        fired = sum(e.kind in FIRE_KINDS for e in events) if any(e.kind == "crier" for e in events) else 0
        flights = sum(e.kind in FLY_KINDS for e in events)
        return 450 + 90 * min(flights, 6) + 350 * min(fired, 10)

    def absorb(self, events: list[Event]) -> None:
        self.batch += 1
        self.still = False
        self.card, self.pick, self.toggled = None, None, []

    def rebuild(self, history: list[Event]) -> None:
        self.absorb([])
        self.still = True

    # --- perspective ---------------------------------------------------------------------
    def perspective(self, view: View) -> int | None:
        return perspective(self.seats, view)

    def observation(self, state: Any, view: View) -> tuple[Any, int | None]:
        me = self.perspective(view)
        return self.game.observe(state, -1 if me is None else me), me

    def _acting(self, seen: Any, deciding: int | None) -> bool:
        return deciding is not None and deciding in self.game.to_act(seen)

    def _options(self, seen: Any, seat: int) -> list:
        return self.game.legal_actions(seen, seat)

    # --- scene ------------------------------------------------------------------------------
    def scene(self, state: Any, view: View) -> Scene:
        seen, me = self.observation(state, view)
        deciding = view.viewer if self._acting(seen, view.viewer) else None
        options = self._options(seen, deciding) if deciding is not None else []
        lit = self._lit(seen, deciding, options)
        players = [self._player(seen, p, me, deciding, lit, view) for p in seen.players]
        decks = [self._deck(seen, d, lit) for d in D.DECKS]
        queue = [{"uid": f"event:{s}", "slot": s, "event": card_face(k), "coins": seen.coins[s],
                  "circles": D.EVENTS[k].circles if k else 0, "reachable": f"event:{s}" in lit,
                  "selected": s in self.toggled, "cost": lit.get(f"event:{s}", "")}
                 for s, k in enumerate(seen.queue)]
        buttons = self._buttons(seen, deciding, options)
        self.targets = self._keyboard_targets(seen, deciding, players, decks, queue)
        self.targets += [b["uid"] for b in buttons if b["uid"] not in ("clear", "confirm")]
        self.cursor = min(self.cursor, max(0, len(self.targets) - 1))
        cursor = self.targets[self.cursor] if self.targets and deciding is not None else ""
        for b in buttons:  # the arrows' stops include the strip's buttons ("place none"): the strip draws the mark
            b["marked"] = b["uid"] == cursor
        panel = {
            "batch": self.batch, "phase": seen.phase, "me": -1 if me is None else me,
            "deciding": -1 if deciding is None else deciding, "cursor": cursor,
            "roundLabel": tr((LAST_ROUND if seen.ending else ROUND)(round=seen.round)), "ending": seen.ending,
            "decks": decks, "queue": queue, "eventDeck": len(seen.event_deck), "supply": list(seen.supply),
            "bankLit": "bank" in lit, "supplyLit": "supply" in lit, "advanced": seen.advanced,
            "hex": HEX,
            "pending": [dict(card_face(c), uid=f"pending:{i}") for i, c in enumerate(seen.pending)]
            if seen.pending and me == seen.turn else [],
            "keeping": deciding is not None and seen.phase == "keep",
            "picked": self._picked_label(),
            "pickColour": self.pick["colour"] if self.pick else "",
            "cardPicked": "" if self.card is None else f"hand:{deciding}:{self.card}",
            "shield": self._shield(seen, deciding),
            "fired": [] if self.still else self._fired(seen, view.recent),
            "flights": self._flights_once(seen, view.recent),
            "colourNames": {c: self._say(D.COLOUR_NAMES[c]()) for c in D.COLOURS},
            "citizenTargets": self._citizen_targets(seen, options),
        }
        self._name(panel, players)
        # Every place and piece a drag, a click or a hint may name (a hint lights its rows: row.hinted).
        zone_ids = [d["uid"] for d in decks] + [f"turn:{d['deck']}" for d in decks if turn_drawn(d)]
        zone_ids += [q["uid"] for q in queue] + ["bank", "supply"]
        zone_ids += [c["uid"] for p in players for c in p["cells"]]
        zones = [{"uid": uid, "kind": uid.split(":")[0], "reachable": uid in lit} for uid in zone_ids]
        pieces = [{"uid": c["uid"], "kind": "hand", "seat": p["seat"], "card": c["key"]}
                  for p in players for c in p["hand"]]
        pieces += [{"uid": f"cit:{p['seat']}:{c}", "kind": "citizen", "seat": p["seat"], "card": ""}
                   for p in players for i, c in enumerate(D.COLOURS) if p["standing"][i]]
        pieces += [{"uid": c["uid"], "kind": "pending", "seat": seen.turn, "card": c["key"]} for c in panel["pending"]]
        # A player's district and hand are roles of their own: a decision that leaves them as they were redraws
        # neither (most decisions change a player's turn marks, fee or score, not their squares). Their counters
        # and plaza are the panel's `seats`, not a role: a panel's player reading the whole row converted its
        # district and hand too, at every change of any of them (issue 26).
        panel["seats"] = [{"uid": f"seat:{p['seat']}", **{k: v for k, v in p.items() if k not in ("cells", "hand")}}
                          for p in players]
        rows = [{"uid": f"seat:{p['seat']}", "seat": p["seat"], "name": p["name"], "colour": p["colour"],
                 "total": p["score"], "district": {k: p[k] for k in ("seat", "name", "colour", "cols", "widens", "cells")},
                 "hand": {k: p[k] for k in ("seat", "me", "hand")}} for p in players]
        self.occupied = {p.seat: dict(p.occ) for p in seen.players}
        return Scene(zones, pieces, buttons, rows, panel,
                     self._status(seen, me, deciding))

    def _name(self, panel: dict, players: list[dict]) -> None:
        """Gives the panel's cells, hand cards, decks, event slots, bank and supply their accessible names
        (`a11y`): what each is and where, translated."""
        tr = self._say

        def lit(place: str, on: bool, cost: str) -> str:
            return place if not on else tr(A_LIT_COST(place=place, cost=cost)) if cost else tr(A_LIT(place=place))

        for p in players:
            p["a11y"] = tr(A_PLAYER(player=p["name"], score=p["score"]))
            for c in p["cells"]:
                where = dict(player=p["name"], x=c["x"], y=c["y"])
                place = tr(A_CELL(card=c["card"]["name"], **where)) if c["card"] else tr(A_CELL_EMPTY(**where))
                if c["damaged"]:
                    place = tr(A_DAMAGED(place=place))
                elif c["occupant"] in D.COLOUR_NAMES or c["occupant"] == GREY:
                    colour = tr(A_GREY()) if c["occupant"] == GREY else tr(D.COLOUR_NAMES[c["occupant"]]())
                    place = tr(A_OCCUPIED(place=place, colour=colour))
                c["a11y"] = lit(place, c["reachable"], c["cost"])
            for i, card in enumerate(p["hand"]):
                card["a11y"] = tr(A_HAND(player=p["name"], number=i + 1, card=card["name"] or tr(A_FACE_DOWN())))
        for d in panel["decks"]:
            place = (tr(A_DECK_TOP(deck=d["label"], count=d["count"], card=d["top"]["name"])) if d["top"]
                     else tr(A_DECK(deck=d["label"], count=d["count"])))
            d["a11y"], d["a11yTurn"] = lit(place, d["reachable"], ""), lit(tr(A_TURN(deck=d["label"])), d["turnLit"], "")
        for q in panel["queue"]:
            place = (tr(A_EVENT(number=q["slot"] + 1, event=q["event"]["name"], coins=q["coins"])) if q["event"]
                     else tr(A_EVENT_EMPTY(number=q["slot"] + 1)))
            q["a11y"] = lit(place, q["reachable"], str(q["cost"]))
        for e in panel["shield"].get("events", []):
            e["a11y"] = tr(A_EVENT(number=e["slot"] + 1, event=e["event"]["name"], coins=e["coins"]))
        for p in players:
            p["a11yCitizens"] = [tr(A_CITIZENS(player=p["name"], colour=tr(D.COLOUR_NAMES[c]()),
                                               standing=p["standing"][i], down=p["down"][i]))
                                 for i, c in enumerate(D.COLOURS)]
        for card in panel["pending"]:
            card["a11y"] = card["name"] or tr(A_FACE_DOWN())
        panel["a11yBank"] = lit(tr(A_BANK()), panel["bankLit"], "")
        panel["a11ySupply"] = lit(tr(A_SUPPLY()), panel["supplyLit"], "")

    def _deck(self, seen: Any, deck: str, lit: dict) -> dict:
        cards = seen.decks[deck]
        top = card_face(cards[-1]) if cards and seen.up[deck] else None
        return {"uid": f"deck:{deck}", "deck": deck, "label": self._say(deck_label(deck)), "colour": deck[0],
                "hex": HEX[deck[0]], "level": int(deck[1]), "levelName": self._say(LEVEL_NAMES[int(deck[1])]()),
                "count": len(cards), "top": top,
                "crier": f"crier_{deck}" in seen.criers, "reachable": f"deck:{deck}" in lit,
                "turnLit": f"turn:{deck}" in lit, "need": int(deck[1])}

    def _lit(self, seen: Any, deciding: int | None, options: list) -> dict:
        """Zone uid -> what it costs now, for every zone a legal action of the deciding player reaches (the
        chosen card's squares, or every square a card of the hand can go to)."""
        lit: dict[str, Any] = {}
        if deciding is None:
            return lit
        p = seen.players[deciding]
        hand_card = p.hand[self.card] if self.card is not None and self.card < len(p.hand) else None
        for a in options:
            kind = type(a)
            if kind in (Place, Last) and a.card:
                if hand_card is None or a.card == hand_card:
                    cell = (a.x, a.y)
                    uid = cell_uid(deciding, cell)
                    cost = Z.place_cost(p, a.card, cell)
                    lit[uid] = cost if uid not in lit else min(lit[uid], cost)
            elif kind is Draw and (self.pick is None or self.pick["colour"] == a.colour):
                lit[f"deck:{a.colour}{a.level}" if a.mode == "top" or not seen.up[f"{a.colour}{a.level}"]
                    else f"turn:{a.colour}{a.level}"] = ""
                if a.mode == "turn":
                    lit[f"turn:{a.colour}{a.level}"] = ""
            elif kind is Use:
                lit[cell_uid(deciding, (a.x, a.y))] = ""
            elif kind is Fight:
                e = D.EVENTS[seen.queue[a.slot]]
                lit[f"event:{a.slot}"] = e.ransom
            elif kind is Earn:
                lit["bank"] = ""
            elif kind is Recruit:
                lit["supply"] = D.RECRUIT_COST
            elif kind is Slot and a.slot >= 0:
                lit[f"event:{a.slot}"] = ""
            elif kind is Slots:
                for s in a.slots:
                    lit[f"event:{s}"] = ""
            elif kind is Cell and a.seat >= 0:
                lit[cell_uid(a.seat, (a.x, a.y))] = ""
        return lit

    @staticmethod
    def _citizen_targets(seen: Any, options: list) -> dict:
        """Colour -> the zones a dragged citizen of that colour could go to (lit while dragging)."""
        out: dict[str, dict] = {c: {} for c in D.COLOURS}
        for a in options:
            kind = type(a)
            if kind is Draw:
                deck = f"{a.colour}{a.level}"
                out[a.colour]["deck:" + deck if a.mode == "top" or not seen.up[deck] else "turn:" + deck] = ""
            elif kind is Use:
                colour = D.CARDS[seen.players[seen.decider].stacks[(a.x, a.y)][-1]].colour
                out[colour][cell_uid(seen.decider, (a.x, a.y))] = ""
            elif kind is Fight:
                e = D.EVENTS[seen.queue[a.slot]]
                out[e.colour][f"event:{a.slot}"] = f"+{e.ransom}" if e.ransom else ""
            elif kind is Earn:
                out[a.colour]["bank"] = ""
            elif kind is Recruit:
                out[a.colour]["supply"] = D.RECRUIT_COST
        return out

    def _player(self, seen: Any, p: Any, me: int | None, deciding: int | None, lit: dict, view: View) -> dict:
        seat = self.seats[p.seat]
        xs, ys = window(p)
        free = set(Z.frontier(p))
        cells = []
        for y in ys:
            for x in xs:
                stack = p.stacks.get((x, y), ())
                uid = cell_uid(p.seat, (x, y))
                occ = p.occ.get((x, y), "")
                cells.append({"uid": uid, "x": x, "y": y, "card": card_face(stack[-1]) if stack else None,
                              "depth": len(stack), "open": (x, y) in free, "occupant": occ, "damaged": occ == DAMAGE,
                              "occHex": HEX.get(occ, ""), "reachable": uid in lit,
                              "cost": "" if uid not in lit or lit[uid] == "" else str(lit[uid])})
        targets = {}
        if deciding == p.seat and seen.phase in ("place", "last"):
            for a in self._options(seen, deciding):
                if type(a) in (Place, Last) and a.card:
                    cost = Z.place_cost(p, a.card, (a.x, a.y))
                    targets.setdefault(a.card, {})[cell_uid(p.seat, (a.x, a.y))] = cost
        hand = []
        for i, key in enumerate(p.hand):
            face = card_face(key)
            face.update(uid=f"hand:{p.seat}:{i}", draggable=p.seat == deciding and key in targets,
                        targets=targets.get(key, {}), selected=p.seat == deciding and self.card == i,
                        shed=p.seat == deciding and seen.phase in SHED_PHASES)
            hand.append(face)
        borrowable = deciding is not None and deciding != p.seat and seen.phase == "act"
        totals = score(seen)[p.seat]["total"]
        acting = self.game.to_act(seen) if seen.phase != "over" else ()
        return {"seat": p.seat, "name": seat.name, "colour": seat.colour, "role": seat_role(seat),
                "deniers": p.deniers, "standing": list(p.standing), "down": list(p.down),
                "grey": sum(1 for o in p.occ.values() if o == GREY),
                "cols": len(xs), "widens": Z.may_widen(p), "cells": cells, "hand": hand, "ramparts": len(p.ramparts),
                "score": totals,
                "me": p.seat == me, "active": seen.turn == p.seat and seen.phase not in ("last", "over"),
                "toAct": p.seat in acting, "thinking": view.thinking == p.seat,
                "chosen": seen.phase == "last" and p.chosen, "start": seen.start == p.seat,
                "draggable": p.seat == deciding and seen.phase == "act", "borrowable": borrowable,
                "fee": fee(seen, deciding) if borrowable else 0}

    def _shield(self, seen: Any, deciding: int | None) -> dict:
        """The criers' choice (and the Ballista's), drawn in the strip's private area: the events to choose, the
        ramparts at hand."""
        if deciding is None or seen.phase != "slots":
            return {}
        purpose = seen.ask[0]
        firing = seen.ask[2] if purpose == "shield" else range(len(seen.queue))
        rows = []
        for s in firing:
            key = seen.queue[s]
            if key is None or (purpose == "shield" and not D.EVENTS[key].harmful):
                continue
            rows.append({"slot": s, "uid": f"event:{s}", "event": card_face(key), "coins": seen.coins[s],
                         "selected": s in self.toggled})
        p = seen.players[deciding]
        # the strip's "confirm" button confirms the choice: the row holds no button of its own
        return {"purpose": purpose, "question": tr(QUESTIONS[purpose]()), "events": rows,
                "ramparts": sum(1 for c in p.hand if c in D.EVENTS)}

    def _fired(self, seen: Any, recent: tuple[Event, ...]) -> list[dict]:
        """The crier's consequences, one line at a time, each with the event slot it comes from."""
        start = next((i for i, e in enumerate(recent) if e.kind == "crier"), None)
        if start is None:
            return []
        slots = {k: s for s, k in enumerate(seen.queue) if k}
        return [{"text": tr(e.message), "slot": slots.get(e.get("event"), -1)}
                for e in recent[start:] if e.kind in FIRE_KINDS]

    def _flights_once(self, seen: Any, recent: tuple[Event, ...]) -> list[dict]:
        """The last decision's flights, worked out once per decision (a redraw of the same table flies nothing
        new: QML starts them when `batch` changes)."""
        if self.still:
            return []
        if self.flown[0] != self.batch:
            self.flown = (self.batch, self._flights(seen, recent))
        return self.flown[1]

    def _flights(self, seen: Any, recent: tuple[Event, ...]) -> list[dict]:
        """What moved in the last decision, from a place to a place (QML flies them one after another): cards
        from a deck or an event to a hand, from a hand into a district, under a deck or onto the ramparts;
        citizens from a plaza onto a deck, a building, an event, the bank or the supply, and back to the plaza
        when gathered. A card nobody may see flies face down."""
        flights: list[dict] = []
        borrowed: list[int] = []  # lenders of the citizens the next action uses

        def card(src: str, dst: str, key: str | None) -> None:
            flights.append({"kind": "card", "from": src, "to": dst, "face": card_face(key), "hex": "", "seat": -1})

        def walk(src: str, dst: str, colour: str, seat: int) -> None:  # one citizen (colour: its piece)
            flights.append({"kind": "citizen", "from": src, "to": dst, "face": None, "hex": HEX[colour], "seat": seat})

        def citizens(seat: int, colour: str, dst: str, need: int, piece: str = "") -> None:
            for lender in borrowed:
                walk(f"plaza:{lender}:{colour}", dst, piece or colour, lender)
            for _ in range(max(0, need - len(borrowed))):
                walk(f"plaza:{seat}:{colour}", dst, colour, seat)
            borrowed.clear()

        for ev in recent:
            k, seat = ev.kind, ev.get("seat")
            if k == "borrow":
                borrowed.append(ev.get("owner"))
            elif k == "place":
                card(f"hand:{seat}", cell_uid(seat, ev.get("cell")), ev.get("card"))
            elif k == "draw":
                deck = ev.get("deck")
                citizens(seat, deck[0], f"deck:{deck}", int(deck[1]))
            elif k == "draw_top":
                card(f"deck:{ev.get('deck')}", f"hand:{seat}", ev.get("card"))
            elif k == "keep":
                card(f"deck:{ev.get('deck')}", f"hand:{seat}", D.HIDDEN + ev.get("deck"))
            elif k == "use":
                piece = ev.get("piece")
                citizens(seat, D.CARDS[ev.get("card")].colour, cell_uid(seat, ev.get("cell")), 1,
                         piece if piece == GREY else "")
            elif k == "fight":
                e = D.EVENTS[ev.get("event")]
                citizens(seat, e.colour, f"event:{ev.get('slot')}", e.citizens)
                card(f"event:{ev.get('slot')}", f"hand:{seat}", ev.get("event"))
            elif k == "earn":
                citizens(seat, ev.get("colour"), "bank", ev.get("count"))
            elif k == "recruit":
                citizens(seat, ev.get("colour"), "supply", 1)
                walk("supply", f"plaza:{seat}:{ev.get('colour')}", ev.get("colour"), seat)
            elif k == "hire":
                walk("supply", f"plaza:{seat}:{ev.get('colour')}", ev.get("colour"), seat)
            elif k == "lose_citizen":
                walk(f"plaza:{seat}:{ev.get('colour')}", "supply", ev.get("colour"), seat)
            elif k == "gather":
                for cell, piece in sorted(self.occupied.get(seat, {}).items()):
                    if piece in HEX and piece != GREY:
                        walk(cell_uid(seat, cell), f"plaza:{seat}:{piece}", piece, seat)
            elif k == "discard":
                key = ev.get("card")
                if key:  # an event goes under the event deck, face down
                    card(f"hand:{seat}", "eventDeck", key)
                else:
                    card(f"hand:{seat}", f"deck:{ev.get('deck')}", D.HIDDEN + ev.get("deck"))
            elif k == "rampart":
                card(f"hand:{seat}", f"ramparts:{seat}", D.HIDDEN)  # which event it was is not told
            elif k == "refill" and ev.get("slot") is not None and seen.round > 0:
                card("eventDeck", f"event:{ev.get('slot')}", ev.get("event"))
        return flights

    def _picked_label(self) -> str:
        if not self.pick:
            return ""
        return colour_name(self.pick["colour"])

    def _keyboard_targets(self, seen, deciding, players, decks, queue) -> list[str]:
        """Everything a click could name now, in reading order: arrows move over it, Enter clicks."""
        if deciding is None:
            return []
        me = players[deciding]
        out = [f"pending:{i}" for i in range(len(seen.pending))] if seen.phase == "keep" else []
        out += [c["uid"] for c in me["hand"] if c["draggable"] or c["shed"]]
        if seen.phase == "act":
            out += [f"cit:{deciding}:{c}" for i, c in enumerate(D.COLOURS) if me["standing"][i]]
            for q in players:
                if q["borrowable"]:
                    out += [f"cit:{q['seat']}:{c}" for i, c in enumerate(D.COLOURS) if q["standing"][i]]
        out += [d["uid"] for d in decks if d["reachable"]] + [d["uid"].replace("deck", "turn") for d in decks
                                                                if d["turnLit"] and turn_drawn(d)]
        out += [q["uid"] for q in queue if q["reachable"]]
        out += ["bank"] if seen.phase == "act" else []
        for p in players:
            out += [c["uid"] for c in p["cells"] if c["reachable"]]
        return out

    def _buttons(self, seen: Any, deciding: int | None, options: list) -> list[dict]:
        buttons: list[dict] = []

        def add(uid: str, label: str, available: bool = True, main: bool = False, shortcut: str = ""):
            buttons.append({"uid": uid, "label": label, "available": available, "main": main,
                            "shortcut": shortcut, "confirm": ""})

        if deciding is None:
            return buttons
        phase = seen.phase
        if phase == "place":
            add("skip", tr(B_SKIP()), shortcut="N")
        elif phase == "act":
            add("gather", tr(B_GATHER()))
        elif phase == "last":
            add("nolast", tr(B_NO_LAST()), shortcut="N")
        elif phase == "slots":
            add("confirm", tr(B_CONFIRM(count=len(self.toggled))), main=True, shortcut="Enter")
        elif phase != "keep":
            for i, a in enumerate(options[:9]):
                # a card to shed is clicked in the hand (lit there); a button each would overflow the strip
                if not (phase in SHED_PHASES and type(a) is Card):
                    add(f"opt:{i}", self._option_label(seen, a), shortcut=str(i + 1))
        if self.card is not None or self.pick or self.toggled:
            add("clear", tr(B_CLEAR()), shortcut="Esc")
        return buttons

    def _option_label(self, seen: Any, a: Any) -> str:
        kind = type(a)
        name = lambda key: tr(D.CARDS[key].name()) if key in D.CARDS else tr(D.EVENTS[key].name())  # noqa: E731
        if kind is Keep:
            return tr(B_KEEP(card=D.CARDS[a.card].name()))
        if kind is DrawFrom:
            return tr((B_TOP if a.mode == "top" else B_TURN)(deck=DECK_LABEL(
                colour=D.COLOUR_NAMES[a.colour](), level=LEVEL_NAMES[a.level]())))
        if kind is Slot:
            return name(seen.queue[a.slot]) if a.slot >= 0 else tr(B_NONE())
        if kind is Cell:
            if a.seat < 0:
                return tr(B_NONE())
            return f"{self.seats[a.seat].name}: {name(seen.players[a.seat].stacks[(a.x, a.y)][-1])}"
        if kind is Colour:
            return colour_name(a.colour)
        if kind is Card:
            return tr(B_DISCARD(card=D.CARDS[a.card].name() if a.card in D.CARDS else D.EVENTS[a.card].name()))
        if kind is Rampart:
            return tr(B_RAMPART(card=D.EVENTS[a.card].name()))
        if kind is Citizen:
            where, _, rest = a.ref.partition(":")
            if where == "cell":
                x, y = Z.parse_cell_ref(a.ref)
                colour = seen.players[seen.decider].occ[(x, y)]
                return tr(CIT_CELL(colour=D.COLOUR_NAMES[colour](),
                                   card=D.CARDS[seen.players[seen.decider].stacks[(x, y)][-1]].name()))
            return tr((CIT_STANDING if where == "standing" else CIT_DOWN)(colour=D.COLOUR_NAMES[rest]()))
        return str(a)

    def _status(self, seen: Any, me: int | None, deciding: int | None) -> str:
        names = [s.name for s in self.seats]
        if seen.phase == "over":
            outcome = self.game.outcome(seen)
            top = dict(outcome.scores)[outcome.winners[0]]
            return tr(S_OVER(players=", ".join(names[w] for w in outcome.winners), total=top))
        if seen.phase == "last":
            if deciding is not None:
                return tr(S_LAST(player=names[deciding]))
            if me is not None and seen.players[me].chosen:
                return tr(S_LAST_CHOSEN(player=names[me]))
            return tr(S_WAIT_LAST())
        if deciding is None:
            acting = self.game.to_act(seen)
            return tr(S_WAIT(player=names[acting[0]])) if acting else ""
        who = names[deciding]
        if seen.phase == "place":
            if self.card is not None:
                return tr(S_CARD(player=who, card=card_face(seen.players[deciding].hand[self.card])["name"]))
            return tr(S_PLACE(player=who))
        if seen.phase == "act":
            if self.pick:
                return tr(S_PICKED(player=who, colour=D.COLOUR_NAMES[self.pick["colour"]](),
                                   borrowed=len(self.pick["borrow"])))
            return tr(S_ACT(player=who))
        if seen.ask and seen.ask[0] == "catapult":  # the user chooses for each opponent in turn: name it
            return tr(S_ASK(player=who, question=Q_CATAPULT(player=names[seen.ask[1]])))
        question = QUESTIONS.get(seen.ask[0] if seen.ask else "", Q_OTHER)
        return tr(S_ASK(player=who, question=question()))

    # --- results --------------------------------------------------------------------------------
    def chapter(self, state: Any) -> tuple[int, Msg]:
        """The chapter a state belongs to, for the replay's jumps: the round."""
        return state.round, (LAST_ROUND if state.ending else ROUND)(round=state.round)

    def result_dialog(self, state: Any, final: bool, history: Sequence[Any] = ()) -> dict:
        """Per player, each prestige building's points, card points, ramparts and the total, and a chart of each
        player's score at the end of every round from the session's snapshots (at the end every hand is shown,
        so true states may be read)."""
        rows = score(state)
        outcome = self.game.outcome(state)
        place = {seat: i + 1 for i, seat in enumerate(outcome.ranking)}
        table = []
        for s in outcome.ranking:
            r = rows[s]
            table.append({"seat": s, "name": self.seats[s].name, "color": self.seats[s].colour, "rank": place[s],
                          "winner": s in outcome.winners, "cards": r["cards"], "ramparts": r["ramparts"],
                          "total": r["total"], "prestigeTotal": sum(r["prestige"].values()),
                          "prestige": [{"name": tr(D.CARDS[k].name()), "points": v,
                                        "builder": Z.shows(state.players[s], k)} for k, v in r["prestige"].items()]})
        reason = END_CAP if state.end_reason == "cap" else END_NORMAL
        categories, series = tournay_scores(history or [state], state, lambda s: [r["total"] for r in score(s)],
                                            self.seats, lambda r: tr(ROUND_SHORT(round=r)))
        return {"title": tr(TITLE()), "final": final,
                "winner": tr(WINNER(players=", ".join(self.seats[w].name for w in outcome.winners))),
                "reason": tr(reason(round=state.round)), "rows": table,
                "headers": {k: tr(m()) for k, m in COLUMNS.items()},
                "chart": chart("score", tr(CHART_TITLE()), tr(CHART_X()), tr(CHART_Y()), categories, series)}

    # --- hints -------------------------------------------------------------------------------------
    def hint_marks(self, state: Any, seat: int, action: Any) -> HintMarks:
        """A suggested action as a drag or a click would show it: the card or the citizens and where they go,
        or the button or answer; named only with what `seat` sees."""
        seen = self.game.observe(state, seat)
        p = seen.players[seat]
        kind = type(action)

        def name(key: str):
            return D.CARDS[key].name() if key in D.CARDS else D.EVENTS[key].name()

        def hand_piece(card: str) -> tuple[str, ...]:
            return (f"hand:{seat}:{p.hand.index(card)}",) if card in p.hand else ()

        def citizens(colour: str, need: int, borrow: tuple[int, ...]) -> tuple[str, ...]:
            own = (f"cit:{seat}:{colour}",) if need > len(borrow) else ()
            return own + tuple(dict.fromkeys(f"cit:{lender}:{colour}" for lender in borrow))

        def borrowing(move, borrow: tuple[int, ...]):
            if not borrow:
                return move
            names = tr(HG_SEP()).join(dict.fromkeys(self.seats[s].name for s in borrow))
            return HG_BORROW(move=move, count=len(borrow), players=names)

        def answer(zones: tuple[str, ...] = ()) -> HintMarks:  # a pending decision's answer: its button
            options = self._options(seen, seat)
            index = options.index(action) if action in options else -1
            buttons = (f"opt:{index}",) if 0 <= index < 9 else ()
            return HintMarks(HG_ANSWER(answer=self._option_label(seen, action)), zones=zones, buttons=buttons)

        if kind in (Place, Last):
            if not action.card:
                return HintMarks(B_NO_LAST(), buttons=("nolast",))
            cost = Z.place_cost(p, action.card, (action.x, action.y))
            text = (HG_LAST if kind is Last else HG_PLACE)(card=name(action.card), cost=cost)
            return HintMarks(text, hand_piece(action.card), (cell_uid(seat, (action.x, action.y)),))
        if kind is Skip:
            return HintMarks(B_SKIP(), buttons=("skip",))
        if kind is Gather:
            return HintMarks(B_GATHER(), buttons=("gather",))
        if kind is Draw:
            deck = f"{action.colour}{action.level}"
            label = DECK_LABEL(colour=D.COLOUR_NAMES[action.colour](), level=LEVEL_NAMES[action.level]())
            zone = f"deck:{deck}" if action.mode == "top" or not seen.up[deck] else f"turn:{deck}"
            move = (HG_DRAW_TOP if action.mode == "top" else HG_DRAW_TURN)(deck=label)
            return HintMarks(borrowing(move, action.borrow), citizens(action.colour, action.level, action.borrow),
                             (zone,))
        if kind is Use:
            key = p.stacks[(action.x, action.y)][-1]
            return HintMarks(borrowing(HG_USE(card=name(key)), action.borrow),
                             citizens(D.CARDS[key].colour, 1, action.borrow), (cell_uid(seat, (action.x, action.y)),))
        if kind is Fight:
            e = D.EVENTS[seen.queue[action.slot]]
            return HintMarks(borrowing(HG_FIGHT(event=e.name()), action.borrow),
                             citizens(e.colour, e.citizens, action.borrow), (f"event:{action.slot}",))
        if kind is Earn:
            rate = D.MERCENARY_EARN if action.colour == "r" and Z.shows(p, "mercenary") else D.EARN_PER_CITIZEN
            return HintMarks(HG_EARN(deniers=rate * action.count, count=action.count,
                                     colour=D.COLOUR_NAMES[action.colour]()), (f"cit:{seat}:{action.colour}",), ("bank",))
        if kind is Recruit:
            return HintMarks(borrowing(HG_RECRUIT(colour=D.COLOUR_NAMES[action.colour](), cost=D.RECRUIT_COST),
                                       action.borrow), citizens(action.colour, 1, action.borrow), ("supply",))
        if kind is Keep:
            index = seen.pending.index(action.card) if action.card in seen.pending else -1
            return HintMarks(B_KEEP(card=name(action.card)), (f"pending:{index}",) if index >= 0 else ())
        if kind is Slots:
            events = tr(HG_SEP()).join(tr(name(seen.queue[s])) for s in action.slots)
            purpose = seen.ask[0] if seen.ask else "shield"
            if not action.slots:
                text = HG_SHIELD_NONE() if purpose == "shield" else HG_ANSWER(answer=tr(B_NONE()))
            else:
                text = (HG_SHIELD if purpose == "shield" else HG_BALLISTA)(events=events)
            return HintMarks(text, zones=tuple(f"event:{s}" for s in action.slots), buttons=("confirm",))
        if kind is DrawFrom:
            deck = f"{action.colour}{action.level}"
            zone = f"deck:{deck}" if action.mode == "top" or not seen.up[deck] else f"turn:{deck}"
            return answer((zone,))
        if kind is Slot:
            return answer((f"event:{action.slot}",) if action.slot >= 0 else ())
        if kind is Cell:
            return answer((cell_uid(action.seat, (action.x, action.y)),) if action.seat >= 0 else ())
        if kind is Card:  # a card to shed: clicking it in the hand does it (it has no button of its own)
            return HintMarks(B_DISCARD(card=name(action.card)), hand_piece(action.card))
        if kind is Rampart:
            marks = answer()
            return HintMarks(B_RAMPART(card=name(action.card)), buttons=marks.buttons)
        return answer()  # a colour, a citizen

    # --- input ------------------------------------------------------------------------------------
    def _hand_card(self, state: Any, seat: int, piece: str) -> str | None:
        _, owner, index = piece.split(":")
        hand = state.players[seat].hand
        if int(owner) != seat or not 0 <= int(index) < len(hand):
            return None
        return hand[int(index)]

    def _placement(self, state: Any, seat: int, card: str, zone: str) -> Intent:
        _, owner, x, y = zone.split(":")
        if int(owner) != seat:
            return Intent(refusal=NOT_YOURS())
        x, y = int(x), int(y)
        last = state.phase == "last"
        extras = [a.extra for a in self.game.legal_actions(state, seat)
                  if type(a) in (Place, Last) and a.card == card and (a.x, a.y) == (x, y)]
        info = D.CARDS.get(card)
        if not extras:  # illegal here: let `check` say why, with the extra a legal square would take
            p = state.players[seat]
            extra = ""
            if info is not None and info.extra == "card":
                extra = next((c for c in p.hand if c != card), "")
            elif info is not None and info.extra == "citizen":
                extra = next(iter(Z.citizen_refs(p, info.colour)), "")
            extras = [extra]
        # The "+1 card" of a prestige building: a card that is not an event (events are ramparts), else any.
        extras.sort(key=lambda e: (e in D.EVENTS, e))
        action = (Last if last else Place)(card, x, y, extras[0])
        return Intent(((seat, action),))

    def _citizen_action(self, state: Any, seat: int, colour: str, borrow: list[int], zone: str, own: int = 0) -> Intent:
        """Citizens of `colour` (some borrowed from `borrow`'s owners, the rest your own) sent to a zone; at the
        bank, the `own` citizens clicked, or else every standing one of that colour."""
        kind, _, rest = zone.partition(":")
        borrowed = tuple(sorted(borrow))
        if kind in ("deck", "turn"):
            deck = rest
            if deck not in D.DECKS:
                return Intent(refusal=NOT_HERE())
            if deck[0] != colour:
                return Intent(refusal=WRONG_COLOUR(colour=D.COLOUR_NAMES[deck[0]]()))
            mode = "top" if kind == "deck" and state.up[deck] else "turn"
            return Intent(((seat, Draw(colour, int(deck[1]), mode, borrowed)),))
        if kind == "cell":
            owner, x, y = (int(v) for v in rest.split(":"))
            if owner != seat:
                return Intent(refusal=NOT_YOURS())
            stack = state.players[seat].stacks.get((x, y))
            if stack and D.CARDS[stack[-1]].colour != colour and D.CARDS[stack[-1]].kind == D.BUILDING:
                return Intent(refusal=WRONG_COLOUR(colour=D.COLOUR_NAMES[D.CARDS[stack[-1]].colour]()))
            return Intent(((seat, Use(x, y, borrowed)),))
        if kind == "event":
            slot = int(rest)
            key = state.queue[slot] if 0 <= slot < len(state.queue) else None
            if key is not None and D.EVENTS[key].colour != colour:
                return Intent(refusal=WRONG_COLOUR(colour=D.COLOUR_NAMES[D.EVENTS[key].colour]()))
            return Intent(((seat, Fight(slot, borrowed)),))
        if kind == "bank":
            if borrowed:
                return Intent(refusal=OWN_EARN())
            return Intent(((seat, Earn(colour, own or max(1, state.players[seat].standing[CI[colour]]))),))
        if kind == "supply":
            return Intent(((seat, Recruit(colour, borrowed)),))
        return Intent(refusal=NOT_HERE())

    def drop(self, state: Any, view: View, piece: str, zone: str) -> Intent:
        seat = view.viewer
        kind = piece.split(":")[0]
        if kind == "hand" and zone.startswith("cell:"):
            card = self._hand_card(state, seat, piece)
            if card is None:
                return Intent(refusal=NOT_YOURS())
            return self._placement(state, seat, card, zone)
        if kind == "cit":
            _, owner, colour = piece.split(":")
            owner = int(owner)
            if colour not in CI:
                return Intent(refusal=NOT_HERE())
            borrow = [] if owner == seat else [owner]
            if self.pick and self.pick["colour"] == colour:
                borrow += self.pick["borrow"]
            return self._citizen_action(state, seat, colour, borrow, zone)
        return Intent(refusal=NOT_HERE())

    def activate(self, state: Any, view: View, target: str) -> Intent:
        seat = view.viewer
        kind, _, rest = target.partition(":")
        phase = state.phase
        if target == "gather":
            return Intent(((seat, GATHER),))
        if target == "skip":
            return Intent(((seat, SKIP),))
        if target == "nolast":
            return Intent(((seat, NO_LAST),))
        if target == "clear":
            self.card, self.pick, self.toggled = None, None, []
            return Intent(changed=True)
        if target == "confirm":
            return Intent(((seat, Slots(tuple(sorted(self.toggled)))),))
        if kind == "opt":
            options = self._options(self.game.observe(state, seat), seat)
            i = int(rest)
            return Intent(((seat, options[i]),)) if 0 <= i < len(options) else Intent()
        if kind == "pending":
            cards = state.pending
            i = int(rest)
            return Intent(((seat, Keep(cards[i])),)) if 0 <= i < len(cards) else Intent()
        if kind == "hand":
            card = self._hand_card(state, seat, target)
            if card is None:
                return Intent(refusal=NOT_YOURS())
            if phase in SHED_PHASES:  # a card to shed: clicking it discards it
                return Intent(((seat, Card(card)),))
            index = int(target.split(":")[2])
            if phase in ("place", "last") and self.card != index:
                problem = self._unplaceable(state, seat, card)
                if problem is not None:
                    return Intent(refusal=problem)
            self.card = None if self.card == index else index
            return Intent(changed=True)
        if kind == "cit":
            owner, colour = rest.split(":")
            owner = int(owner)
            if phase != "act" or colour not in CI:
                return Intent(refusal=NOT_HERE())
            if self.pick is None or self.pick["colour"] != colour:
                self.pick = {"colour": colour, "borrow": [], "own": 0}
            if owner != seat:
                self.pick["borrow"].append(owner)
            else:  # each click on your own adds one (the bank earns with that many)
                self.pick["own"] = min(self.pick["own"] + 1, max(1, state.players[seat].standing[CI[colour]]))
            return Intent(changed=True)
        if phase == "slots" and kind == "event":
            slot = int(rest)
            if slot in self.toggled:
                self.toggled.remove(slot)
            else:
                self.toggled.append(slot)
            return Intent(changed=True)
        if phase == "draw_from" and kind in ("deck", "turn") and rest in D.DECKS:
            mode = "top" if kind == "deck" and state.up[rest] else "turn"
            return Intent(((seat, DrawFrom(rest[0], int(rest[1]), mode)),))
        if phase == "slot" and kind == "event":
            return Intent(((seat, Slot(int(rest))),))
        if phase == "cell" and kind == "cell":
            owner, x, y = (int(v) for v in rest.split(":"))
            return Intent(((seat, Cell(owner, x, y)),))
        if phase in ("place", "last") and kind == "cell":
            if self.card is None:
                return Intent(refusal=NOT_HERE())
            card = state.players[seat].hand[self.card] if self.card < len(state.players[seat].hand) else None
            if card is None:
                return Intent(refusal=NOT_HERE())
            return self._placement(state, seat, card, target)
        if phase == "act" and kind in ("deck", "turn", "cell", "event", "bank", "supply"):
            if self.pick:
                return self._citizen_action(state, seat, self.pick["colour"], list(self.pick["borrow"]), target,
                                            self.pick["own"])
            colour = self._colour_of(state, seat, kind, rest)
            if colour is None:
                return Intent(refusal=PICK_FIRST() if kind in ("bank", "supply") else NOT_HERE())
            return self._citizen_action(state, seat, colour, [], target)
        return Intent(refusal=NOT_HERE())

    def _unplaceable(self, state: Any, seat: int, card: str):
        """Why a hand card cannot go anywhere now (None if it can): `check`'s reason at the first open square."""
        if any(type(a) in (Place, Last) and a.card == card for a in self.game.legal_actions(state, seat)):
            return None
        cell = Z.frontier(state.players[seat])[0] if Z.frontier(state.players[seat]) else (0, 0)
        intent = self._placement(state, seat, card, cell_uid(seat, cell))
        return intent.refusal or self.game.check(state, seat, intent.candidates[0][1])

    @staticmethod
    def _colour_of(state: Any, seat: int, kind: str, rest: str) -> str | None:
        """The colour a click on a zone asks for when no citizen was chosen: your own citizens of it go."""
        if kind in ("deck", "turn"):
            return rest[0] if rest in D.DECKS else None
        if kind == "event":
            key = state.queue[int(rest)] if 0 <= int(rest) < len(state.queue) else None
            return D.EVENTS[key].colour if key else None
        if kind == "cell":
            owner, x, y = (int(v) for v in rest.split(":"))
            stack = state.players[owner].stacks.get((x, y))
            return D.CARDS[stack[-1]].colour if stack else None
        return None

    def press(self, state: Any, view: View, key: str) -> Intent:
        seat = view.viewer
        if seat is None:
            return Intent()
        phase = state.phase
        if key in ("Left", "Right", "Up", "Down") and self.targets:
            step = 1 if key in ("Right", "Down") else -1
            self.cursor = (self.cursor + step) % len(self.targets)
            return Intent(changed=True)
        if key in ("Return", "Enter", "Space"):
            if phase == "slots" and key != "Space":
                return self.activate(state, view, "confirm")
            if self.targets:
                return self.activate(state, view, self.targets[min(self.cursor, len(self.targets) - 1)])
            return Intent()
        if key == "N" and phase in ("place", "last"):
            return self.activate(state, view, "skip" if phase == "place" else "nolast")
        if key == "Escape":
            return self.activate(state, view, "clear")
        if len(key) == 1 and key in "123456789" and phase not in ("place", "act", "last", "slots", "keep"):
            return self.activate(state, view, f"opt:{int(key) - 1}")
        return Intent()


PRESENTER = TournayPresenter
