"""Every number of Tournay and every card and event face, in one place (design/games/tournay.md).

Structure, prestige buildings, red level I and the expansion's effects are
facts of the published game; the other level I/II cards, the events and the
expansion's colours, levels and costs are this edition's design. A change of
balance touches this file only. Names and texts are messages in the context
"tournay_cards", so a table can show each face in either language.
"""
from __future__ import annotations

import attrs

from ...engine import QT_TRANSLATE_NOOP, MsgDef, message

MIN_PLAYERS, MAX_PLAYERS = 2, 4
COLOURS = ("r", "w", "y")  # red (military), white (clergy), yellow (civilians); also the crier order
LEVELS = (1, 2, 3)
DECKS = tuple(f"{c}{lv}" for c in COLOURS for lv in LEVELS)  # "r1" .. "y3"
HIDDEN = "?"  # an unseen card; a hand card seen from its back is HIDDEN + its deck ("?r2")

# Set-ups (the advanced rules change the start and add recruiting).
BASE_DENIERS, BASE_CITIZENS, BASE_SUPPLY = 6, 2, 3  # per player, per colour; supply per colour
ADV_DENIERS, ADV_CITIZENS = 9, 1
ADV_SUPPLY_EXTRA = 3  # the advanced supply holds players + 3 per colour
RECRUIT_COST = 5
BORROW_FEE, ADVOCATE_FEE = 2, 1
EARN_PER_CITIZEN, MERCENARY_EARN = 2, 3
HAND_LIMIT = 4
QUEUE_SIZE = 3
DISTRICT_SIDE = 3
END_PRESTIGE = 2  # a complete district must show this many prestige buildings
PRESTIGE_CAP = 12
MAX_ROUNDS = 60  # safety cap: a game whose end has not begun by the end of this round ends there, "cap"

BUILDING, CHARACTER, PRESTIGE, CRIER = "building", "character", "prestige", "crier"
LEVEL_COST = {1: 1, 2: 3}
LEVEL_POINTS = {1: 1, 2: 2, 3: 0}


@attrs.frozen
class CardDef:
    key: str
    colour: str
    level: int
    kind: str
    copies: int
    removable: int  # copies the first expansion set-up takes out
    expansion: bool
    cost: int  # deniers
    extra: str  # "" / "card" (+ one card from hand) / "citizen" (one of yours of the card's colour, for good)
    points: int
    name: MsgDef
    text: MsgDef
    builder: int = 0  # prestige: points per counted thing for whoever shows it
    other: int = 0  # prestige: for everyone else
    counts: str = ""  # prestige: what is counted (see scoring.py)
    edition: bool = False  # the text is this edition's (the rulebook marks it)

    @property
    def deck(self) -> str:
        return f"{self.colour}{self.level}"


CARDS: dict[str, CardDef] = {}


def _card(key, colour, level, kind, name, text, copies=1, removable=0, expansion=False, edition=True):
    CARDS[key] = CardDef(key, colour, level, kind, copies, removable, expansion, LEVEL_COST[level],
                         "", LEVEL_POINTS[level], message(f"tournay.card.{key}", name),
                         message(f"tournay.card.{key}.text", text), edition=edition)


def _prestige(key, colour, cost, extra, builder, other, counts, name, text, copies=1, edition=False):
    CARDS[key] = CardDef(key, colour, 3, PRESTIGE, copies, 0, False, cost, extra, LEVEL_POINTS[3],
                         message(f"tournay.card.{key}", name), message(f"tournay.card.{key}.text", text),
                         builder, other, counts, edition)


B, H = BUILDING, CHARACTER

# Red I (facts but Watch, Sergeant, Armoury and the Knight's text).
_card("arsenal", "r", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Arsenal"), QT_TRANSLATE_NOOP("tournay_cards", "Draw a red level II card."), edition=False)
_card("ballista", "r", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Ballista"), QT_TRANSLATE_NOOP("tournay_cards", "Choose up to two events in the queue and add a coin to each (if a circle is free). Harmful ones strike every other player once per coin; beneficial ones act for everyone."), edition=False)
_card("barracks", "r", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Barracks"), QT_TRANSLATE_NOOP("tournay_cards", "Pay 3 deniers: take a red citizen from the supply."), edition=False)
_card("fort", "r", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Fort"), QT_TRANSLATE_NOOP("tournay_cards", "Fight an event that has a coin, without paying its cost."), copies=2, removable=1, edition=False)
_card("knight", "r", 1, H, QT_TRANSLATE_NOOP("tournay_cards", "Knight"), QT_TRANSLATE_NOOP("tournay_cards", "A prestige building you place in its row or column costs 2 deniers less."))
_card("watch", "r", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Watch"), QT_TRANSLATE_NOOP("tournay_cards", "Take all the coins off one event: they become your deniers."), removable=1)
_card("sergeant", "r", 1, H, QT_TRANSLATE_NOOP("tournay_cards", "Sergeant"), QT_TRANSLATE_NOOP("tournay_cards", "Using a red building in its row or column gives 1 more denier."), removable=1)
_card("armoury", "r", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Armoury"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 1 denier per red card in your district (at most 4)."))
# Red II.
_card("fort2", "r", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Fort II"), QT_TRANSLATE_NOOP("tournay_cards", "Fight an event that has no coin, without paying its cost."), copies=2)
_card("arsenal2", "r", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Arsenal II"), QT_TRANSLATE_NOOP("tournay_cards", "Draw a red level III card."))
_card("barracks2", "r", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Barracks II"), QT_TRANSLATE_NOOP("tournay_cards", "Pay 2 deniers: take a red citizen from the supply."))
_card("captain", "r", 2, H, QT_TRANSLATE_NOOP("tournay_cards", "Captain"), QT_TRANSLATE_NOOP("tournay_cards", "Using a red building in its row or column gives 2 more deniers."), removable=1)
_card("siege_tower", "r", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Siege Tower"), QT_TRANSLATE_NOOP("tournay_cards", "Each opponent puts a damage token on one of their unoccupied buildings (their choice)."), removable=1)
_card("rampart_works", "r", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Rampart Works"), QT_TRANSLATE_NOOP("tournay_cards", "Take the top card of the event deck into your hand as a rampart."))
_card("marshal", "r", 2, H, QT_TRANSLATE_NOOP("tournay_cards", "Marshal"), QT_TRANSLATE_NOOP("tournay_cards", "Whenever you fight an event, gain 2 deniers."), removable=1)
_card("war_chest", "r", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "War Chest"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 5 deniers."))
# White I.
_card("library", "w", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Library"), QT_TRANSLATE_NOOP("tournay_cards", "Draw a level I card of any colour."), copies=2, removable=1)
_card("scriptorium", "w", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Scriptorium"), QT_TRANSLATE_NOOP("tournay_cards", "Draw a white level II card."))
_card("monastery", "w", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Monastery"), QT_TRANSLATE_NOOP("tournay_cards", "Pay 3 deniers: take a white citizen from the supply."))
_card("chapel", "w", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Chapel"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 1 denier per white card in your district (at most 4)."))
_card("almonry", "w", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Almonry"), QT_TRANSLATE_NOOP("tournay_cards", "Stand up one of your laid-down citizens."), removable=1)
_card("bishop", "w", 1, H, QT_TRANSLATE_NOOP("tournay_cards", "Bishop"), QT_TRANSLATE_NOOP("tournay_cards", "Using a white building in its row or column gives 1 more denier."))
_card("priest", "w", 1, H, QT_TRANSLATE_NOOP("tournay_cards", "Priest"), QT_TRANSLATE_NOOP("tournay_cards", "Using a white building in its row or column also stands up one of your laid-down citizens."), removable=1)
_card("hospice", "w", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Hospice"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 3 deniers."))
# White II.
_card("great_library", "w", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Great Library"), QT_TRANSLATE_NOOP("tournay_cards", "Draw a level II card of any colour."))
_card("scriptorium2", "w", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Scriptorium II"), QT_TRANSLATE_NOOP("tournay_cards", "Draw a white level III card."))
_card("monastery2", "w", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Monastery II"), QT_TRANSLATE_NOOP("tournay_cards", "Pay 2 deniers: take a white citizen from the supply."))
_card("abbey_church", "w", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Abbey Church"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 1 denier per white card in your district (at most 6)."))
_card("canon", "w", 2, H, QT_TRANSLATE_NOOP("tournay_cards", "Canon"), QT_TRANSLATE_NOOP("tournay_cards", "Using a white building in its row or column gives 2 more deniers."), removable=1)
_card("cloister", "w", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Cloister"), QT_TRANSLATE_NOOP("tournay_cards", "Stand up all your laid-down white citizens."), removable=1)
_card("reliquary", "w", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Reliquary"), QT_TRANSLATE_NOOP("tournay_cards", "Remove one coin from an event, back to the supply."))
_card("inquisitor", "w", 2, H, QT_TRANSLATE_NOOP("tournay_cards", "Inquisitor"), QT_TRANSLATE_NOOP("tournay_cards", "Each time criers set events off, it shields you from one of them like a rampart."), removable=1)
_card("seminary", "w", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Seminary"), QT_TRANSLATE_NOOP("tournay_cards", "Pay 2 deniers: take a citizen of any colour from the supply."))
# Yellow I.
_card("bridge", "y", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Bridge"), QT_TRANSLATE_NOOP("tournay_cards", "Use one unoccupied building in an opponent's district, putting a grey citizen on it; your characters do not add to it."))
_card("market", "y", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Market"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 3 deniers."), copies=2, removable=1)
_card("guild", "y", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Guild"), QT_TRANSLATE_NOOP("tournay_cards", "Draw a yellow level II card."))
_card("town_house", "y", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Town House"), QT_TRANSLATE_NOOP("tournay_cards", "Pay 3 deniers: take a yellow citizen from the supply."))
_card("alderman", "y", 1, H, QT_TRANSLATE_NOOP("tournay_cards", "Alderman"), QT_TRANSLATE_NOOP("tournay_cards", "Using a yellow building in its row or column gives 1 more denier."))
_card("advocate", "y", 1, H, QT_TRANSLATE_NOOP("tournay_cards", "Advocate"), QT_TRANSLATE_NOOP("tournay_cards", "Borrowing an opponent's citizen costs you 1 denier instead of 2."), removable=1)
_card("workshop", "y", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Workshop"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 1 denier per yellow citizen you own."), removable=1)
_card("weaver", "y", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Weaver"), QT_TRANSLATE_NOOP("tournay_cards", "Discard a card from your hand: gain 4 deniers."))
# Yellow II.
_card("great_bridge", "y", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Great Bridge"), QT_TRANSLATE_NOOP("tournay_cards", "As the Bridge, and gain 1 denier."))
_card("great_market", "y", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Great Market"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 5 deniers."))
_card("guild_hall", "y", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Guild Hall"), QT_TRANSLATE_NOOP("tournay_cards", "Draw a yellow level III card."))
_card("town_hall", "y", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Town Hall"), QT_TRANSLATE_NOOP("tournay_cards", "Pay 2 deniers: take a yellow citizen from the supply."))
_card("bailiff", "y", 2, H, QT_TRANSLATE_NOOP("tournay_cards", "Bailiff"), QT_TRANSLATE_NOOP("tournay_cards", "Using a yellow building in its row or column gives 2 more deniers."), removable=1)
_card("notary", "y", 2, H, QT_TRANSLATE_NOOP("tournay_cards", "Notary"), QT_TRANSLATE_NOOP("tournay_cards", "A card you place in its row or column costs 1 denier less."), removable=1)
_card("counting_house", "y", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Counting House"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 2 deniers per yellow citizen standing on your plaza."))
_card("harbour", "y", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Harbour"), QT_TRANSLATE_NOOP("tournay_cards", "Pay 2 deniers: take the face-up top card of any level I or II deck."), removable=1)
_card("demolisher", "y", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Demolisher"), QT_TRANSLATE_NOOP("tournay_cards", "Remove the top card of another cell of your district to the bottom of its deck and gain twice its denier cost."))

# Expansion (effects from the seed; colours, levels and costs this edition's; Merchant Guild this edition's).
_card("catapult", "r", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Catapult"), QT_TRANSLATE_NOOP("tournay_cards", "Put a damage token on one unoccupied building of each opponent (your choice). While a citizen stands on it, it shields you from one event when criers fire."), expansion=True, edition=False)
_card("knight_x1", "r", 1, H, QT_TRANSLATE_NOOP("tournay_cards", "Knight (expansion)"), QT_TRANSLATE_NOOP("tournay_cards", "Each time the red and grey citizens on buildings in its row and column reach an even number after you place one, fight an event with a coin for free."), expansion=True, edition=False)
_card("lordship", "r", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Lordship"), QT_TRANSLATE_NOOP("tournay_cards", "Choose a colour: each opponent pays you 1 denier per building of that colour in their district."), expansion=True, edition=False)
_card("knight_x2", "r", 2, H, QT_TRANSLATE_NOOP("tournay_cards", "Knight II (expansion)"), QT_TRANSLATE_NOOP("tournay_cards", "As the Knight (expansion), and you also take the coins of the event fought."), expansion=True, edition=False)
_card("mercenary", "r", 2, H, QT_TRANSLATE_NOOP("tournay_cards", "Mercenary"), QT_TRANSLATE_NOOP("tournay_cards", "Earning money with red citizens gives 3 deniers each instead of 2."), expansion=True, edition=False)
_card("courthouse", "r", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Courthouse"), QT_TRANSLATE_NOOP("tournay_cards", "Take 4 deniers from the richest opponent; if several are richest, 3 from each."), expansion=True, edition=False)
_card("abbey", "w", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Abbey"), QT_TRANSLATE_NOOP("tournay_cards", "Turn the top card of the three level I decks; keep two, the third goes back face up."), expansion=True, edition=False)
_card("abbey2", "w", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Abbey II"), QT_TRANSLATE_NOOP("tournay_cards", "Turn the top card of the three level II decks; keep two, the third goes back face up."), expansion=True, edition=False)
_card("monk", "w", 1, H, QT_TRANSLATE_NOOP("tournay_cards", "Monk"), QT_TRANSLATE_NOOP("tournay_cards", "After you use a white building in its row or column, one more white citizen of yours may use an unoccupied yellow building there."), expansion=True, edition=False)
_card("monk2", "w", 2, H, QT_TRANSLATE_NOOP("tournay_cards", "Monk II"), QT_TRANSLATE_NOOP("tournay_cards", "After you use a white building in its row or column, one more white citizen of yours may use an unoccupied yellow building there."), expansion=True, edition=False)
_card("templar", "w", 1, H, QT_TRANSLATE_NOOP("tournay_cards", "Templar"), QT_TRANSLATE_NOOP("tournay_cards", "After you use a white building in its row or column, one more white citizen of yours may use an unoccupied red building there."), expansion=True, edition=False)
_card("templar2", "w", 2, H, QT_TRANSLATE_NOOP("tournay_cards", "Templar II"), QT_TRANSLATE_NOOP("tournay_cards", "After you use a white building in its row or column, one more white citizen of yours may use an unoccupied red building there."), expansion=True, edition=False)
_card("brewery", "y", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Brewery"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 1 denier per citizen standing on your plaza."), expansion=True, edition=False)
_card("inn", "y", 1, B, QT_TRANSLATE_NOOP("tournay_cards", "Inn"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 4 deniers per pair of a yellow and a red citizen standing on your plaza."), expansion=True, edition=False)
_card("senator", "y", 1, H, QT_TRANSLATE_NOOP("tournay_cards", "Senator"), QT_TRANSLATE_NOOP("tournay_cards", "Each time you gather your citizens, gain 2 deniers."), expansion=True, edition=False)
_card("bakery", "y", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Bakery"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 2 deniers per red citizen, or per white citizen, standing on your plaza (the better)."), expansion=True, edition=False)
_card("senator2", "y", 2, H, QT_TRANSLATE_NOOP("tournay_cards", "Senator II"), QT_TRANSLATE_NOOP("tournay_cards", "Each time you gather your citizens, gain 3 deniers."), expansion=True, edition=False)
_card("merchant_guild", "y", 2, B, QT_TRANSLATE_NOOP("tournay_cards", "Merchant Guild"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 1 denier per card in your hand."), expansion=True)

# Level III: prestige buildings (facts; red costs and points partly this edition's, marked).
_prestige("belfry", "y", 5, "", 4, 2, "sets", QT_TRANSLATE_NOOP("tournay_cards", "Belfry"), QT_TRANSLATE_NOOP("tournay_cards", "Per visible set of a red, a white and a yellow card."))
_prestige("city_hall", "y", 2, "card", 2, 1, "citizens_y", QT_TRANSLATE_NOOP("tournay_cards", "City Hall"), QT_TRANSLATE_NOOP("tournay_cards", "Per yellow citizen owned."), copies=2)
_prestige("cloth_hall", "y", 0, "citizen", 2, 1, "cards_y", QT_TRANSLATE_NOOP("tournay_cards", "Cloth Hall"), QT_TRANSLATE_NOOP("tournay_cards", "Per visible yellow card."), copies=2)
_prestige("mint", "y", 5, "", 2, 1, "deniers", QT_TRANSLATE_NOOP("tournay_cards", "Mint"), QT_TRANSLATE_NOOP("tournay_cards", "Per 4 deniers held."), copies=2)
_prestige("tour_des_six", "y", 5, "", 2, 1, "characters", QT_TRANSLATE_NOOP("tournay_cards", "Tour des Six"), QT_TRANSLATE_NOOP("tournay_cards", "Per visible character."), copies=2)
_prestige("cathedral", "w", 20, "", 8, 0, "flat", QT_TRANSLATE_NOOP("tournay_cards", "Cathedral"), QT_TRANSLATE_NOOP("tournay_cards", "8 points for its builder only."))
_prestige("la_madeleine", "w", 2, "card", 2, 1, "prestige", QT_TRANSLATE_NOOP("tournay_cards", "La Madeleine"), QT_TRANSLATE_NOOP("tournay_cards", "Per visible prestige building."), copies=2)
_prestige("saint_brice", "w", 5, "", 4, 2, "sets", QT_TRANSLATE_NOOP("tournay_cards", "Saint-Brice"), QT_TRANSLATE_NOOP("tournay_cards", "Per visible set of a red, a white and a yellow card."))
_prestige("saint_jacques", "w", 0, "citizen", 2, 1, "cards_w", QT_TRANSLATE_NOOP("tournay_cards", "Saint-Jacques"), QT_TRANSLATE_NOOP("tournay_cards", "Per visible white card."), copies=2)
_prestige("saint_nicolas", "w", 5, "", 3, 1, "citizen_sets", QT_TRANSLATE_NOOP("tournay_cards", "Saint-Nicolas"), QT_TRANSLATE_NOOP("tournay_cards", "Per set of a red, a white and a yellow citizen owned."))
_prestige("saint_quentin", "w", 2, "card", 2, 1, "citizens_w", QT_TRANSLATE_NOOP("tournay_cards", "Saint-Quentin"), QT_TRANSLATE_NOOP("tournay_cards", "Per white citizen owned."), copies=2)
_prestige("pont_des_trous", "r", 5, "", 3, 1, "citizen_sets", QT_TRANSLATE_NOOP("tournay_cards", "Pont des Trous"), QT_TRANSLATE_NOOP("tournay_cards", "Per set of a red, a white and a yellow citizen owned."))
_prestige("porte_de_la_vigne", "r", 2, "card", 2, 1, "citizens_r", QT_TRANSLATE_NOOP("tournay_cards", "Porte de la Vigne"), QT_TRANSLATE_NOOP("tournay_cards", "Per red citizen owned."), copies=2, edition=True)
_prestige("tour_d_arras", "r", 5, "", 2, 1, "buildings_wy", QT_TRANSLATE_NOOP("tournay_cards", "Tour d'Arras"), QT_TRANSLATE_NOOP("tournay_cards", "Per visible white or yellow building."), copies=2, edition=True)
_prestige("tour_henry_viii", "r", 5, "", 2, 1, "ramparts", QT_TRANSLATE_NOOP("tournay_cards", "Tour Henry VIII"), QT_TRANSLATE_NOOP("tournay_cards", "Per rampart built."), copies=2, edition=True)
_prestige("tour_saint_georges", "r", 0, "citizen", 2, 1, "cards_r", QT_TRANSLATE_NOOP("tournay_cards", "Tour Saint-Georges"), QT_TRANSLATE_NOOP("tournay_cards", "Per visible red card."), copies=2, edition=True)

# One Town Crier per base deck.
for _deck in DECKS:
    CARDS[f"crier_{_deck}"] = CardDef(
        f"crier_{_deck}", _deck[0], int(_deck[1]), CRIER, 1, 0, False, 0, "", 0,
        message("tournay.card.crier", QT_TRANSLATE_NOOP("tournay_cards", "Town Crier")),
        message("tournay.card.crier.text", QT_TRANSLATE_NOOP("tournay_cards", "Turned while drawing: a coin goes on every event with a free circle, then every event acts once per coin on it.")))

CRIERS = frozenset(k for k, c in CARDS.items() if c.kind == CRIER)
DECK_OF = {k: c.deck for k, c in CARDS.items()}


def deck_cards(deck: str, expansion: bool) -> tuple[str, ...]:
    """Every card key a deck may hold (copies repeated): base cards, or the expansion cards only."""
    return tuple(k for k, c in CARDS.items() for _ in range(c.copies)
                 if c.deck == deck and c.expansion == expansion and c.kind != CRIER)


def removable_cards(deck: str) -> tuple[str, ...]:
    return tuple(k for k, c in CARDS.items() for _ in range(c.removable) if c.deck == deck)


# Characters that strengthen the buildings of their row and column: colour -> deniers.
ROW_BONUS = {"sergeant": ("r", 1), "captain": ("r", 2), "bishop": ("w", 1), "canon": ("w", 2),
             "alderman": ("y", 1), "bailiff": ("y", 2)}
EXTRA_USE = {"monk": "y", "monk2": "y", "templar": "r", "templar2": "r"}  # after a white building: one more use
FIGHT_KNIGHTS = ("knight_x1", "knight_x2")
SENATOR_GAIN = {"senator": 2, "senator2": 3}
KNIGHT_CUT, NOTARY_CUT = 2, 1
MARSHAL_GAIN = 2
DRAW_LEVEL = {"arsenal": ("r", 2), "arsenal2": ("r", 3), "scriptorium": ("w", 2), "scriptorium2": ("w", 3),
              "guild": ("y", 2), "guild_hall": ("y", 3)}
ANY_DRAW = {"library": 1, "great_library": 2}
HIRE = {"barracks": ("r", 3), "barracks2": ("r", 2), "monastery": ("w", 3), "monastery2": ("w", 2),
        "town_house": ("y", 3), "town_hall": ("y", 2), "seminary": ("", 2)}  # "" = any colour
GAIN = {"hospice": 3, "market": 3, "war_chest": 5, "great_market": 5}
PER_CARD = {"armoury": ("r", 4), "chapel": ("w", 4), "abbey_church": ("w", 6)}
BRIDGES = {"bridge": 0, "great_bridge": 1}  # denier bonus
DEMOLISH_FACTOR = 2
WEAVER_GAIN = 4
HARBOUR_COST = 2
COURTHOUSE_ONE, COURTHOUSE_EACH = 4, 3
INN_PAIR = 4
BAKERY_EACH, COUNTING_EACH = 2, 2


@attrs.frozen
class EventDef:
    key: str
    colour: str  # combat colour
    citizens: int  # combat: citizens of that colour
    ransom: int  # combat: deniers with them
    circles: int
    harmful: bool
    name: MsgDef
    text: MsgDef


EVENTS: dict[str, EventDef] = {}


def _event(key, colour, citizens, ransom, circles, harmful, name, text):
    EVENTS[key] = EventDef(key, colour, citizens, ransom, circles, harmful, message(f"tournay.event.{key}", name),
                           message(f"tournay.event.{key}.text", text))


_event("plague", "w", 2, 0, 2, True, QT_TRANSLATE_NOOP("tournay_cards", "Plague"), QT_TRANSLATE_NOOP("tournay_cards", "Lose one citizen of your choice to the supply."))
_event("famine", "y", 2, 0, 3, True, QT_TRANSLATE_NOOP("tournay_cards", "Famine"), QT_TRANSLATE_NOOP("tournay_cards", "Pay 2 deniers; if you cannot, lay down a yellow citizen."))
_event("fire", "y", 1, 3, 2, True, QT_TRANSLATE_NOOP("tournay_cards", "Fire"), QT_TRANSLATE_NOOP("tournay_cards", "Put a damage token on one of your unoccupied buildings."))
_event("norman_raid", "r", 2, 0, 3, True, QT_TRANSLATE_NOOP("tournay_cards", "Norman Raid"), QT_TRANSLATE_NOOP("tournay_cards", "Discard a card from your hand."))
_event("heresy", "w", 1, 2, 2, True, QT_TRANSLATE_NOOP("tournay_cards", "Heresy"), QT_TRANSLATE_NOOP("tournay_cards", "Lay down one white citizen."))
_event("mutiny", "r", 1, 2, 2, True, QT_TRANSLATE_NOOP("tournay_cards", "Mutiny"), QT_TRANSLATE_NOOP("tournay_cards", "Lay down one red citizen."))
_event("strike", "y", 1, 2, 2, True, QT_TRANSLATE_NOOP("tournay_cards", "Strike"), QT_TRANSLATE_NOOP("tournay_cards", "Lay down one yellow citizen."))
_event("tithe", "w", 2, 0, 2, True, QT_TRANSLATE_NOOP("tournay_cards", "Tithe"), QT_TRANSLATE_NOOP("tournay_cards", "Pay 1 denier per white card in your district (at most 3)."))
_event("levy", "r", 2, 0, 3, True, QT_TRANSLATE_NOOP("tournay_cards", "Levy"), QT_TRANSLATE_NOOP("tournay_cards", "A colour is chosen: pay 1 denier per building of it in your district (at most 3)."))
_event("flood", "r", 1, 3, 1, True, QT_TRANSLATE_NOOP("tournay_cards", "Flood"), QT_TRANSLATE_NOOP("tournay_cards", "Pay 3 deniers, or send one standing citizen to the supply."))
_event("harvest", "y", 1, 1, 3, False, QT_TRANSLATE_NOOP("tournay_cards", "Harvest"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 2 deniers."))
_event("fair", "y", 2, 0, 2, False, QT_TRANSLATE_NOOP("tournay_cards", "Fair"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 1 denier per yellow card in your district (at most 3)."))
_event("pilgrimage", "w", 2, 0, 2, False, QT_TRANSLATE_NOOP("tournay_cards", "Pilgrimage"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 1 denier per white card in your district (at most 3)."))
_event("tournament", "r", 2, 0, 2, False, QT_TRANSLATE_NOOP("tournay_cards", "Tournament"), QT_TRANSLATE_NOOP("tournay_cards", "Gain 1 denier per red card in your district (at most 3)."))
_event("procession", "w", 1, 1, 3, False, QT_TRANSLATE_NOOP("tournay_cards", "Procession"), QT_TRANSLATE_NOOP("tournay_cards", "Stand up one of your laid-down citizens."))

EVENT_CAP = 3  # counting events count at most this many
HARVEST_GAIN, FAMINE_PAY, FLOOD_PAY = 2, 2, 3
EVENT_COLOUR = {"fair": "y", "pilgrimage": "w", "tournament": "r", "tithe": "w"}
LAY_DOWN = {"heresy": "w", "mutiny": "r", "strike": "y"}

COLOUR_NAMES = {
    "r": message("tournay.colour.r", QT_TRANSLATE_NOOP("tournay", "red")),
    "w": message("tournay.colour.w", QT_TRANSLATE_NOOP("tournay", "white")),
    "y": message("tournay.colour.y", QT_TRANSLATE_NOOP("tournay", "yellow")),
}
