"""Every number of Grimoire and every card face, in one place (design/games/grimoire.md).

Counts and facts come from the seed; page, companion and item texts are this
edition's design. A change of balance touches this file only. Names and texts
are messages in the context "grimoire_cards", so a table can show each face in
either language.
"""
from __future__ import annotations

import attrs

from ...engine import QT_TRANSLATE_NOOP, MsgDef, message

MIN_PLAYERS, MAX_PLAYERS = 2, 4
MP_START = 6  # the shared MP track: pages 1..MP may be chosen
MP_MAX = 15
MP_STEP = 1  # added at the start of every round but the first
FIELD_EXTRA = 1  # a round deals players + FIELD_EXTRA quest cards, the first face down
END_CARDS = 10  # holding this many treasures or companions ends the game after the round
JUNK_BONUS = 5  # most junk at the end (all tied players get it)
FIRST_PAGE, LAST_PAGE = 1, 15
HASTE_ORDER = 0  # Haste counts as this page number when the order is decided

# Page effect numbers.
LUCK_DISCARD = 1
FIREBALL_MAX = 2
HEAL_CARDS = 1
RESISTANCE_CHIPS = 1
CREATION_ITEMS = 2
MERCHANT_EXTRA_ITEMS = 1  # per merchant held
LIGHTNING_CHIPS = 2
SPIRIT_LOWEST_CHIPS, SPIRIT_OTHER_CHIPS = 3, 1
METEOR_LOSS, METEOR_CHIPS = 1, 2
DOMINATION_CHIPS = 1
MIRACLE_CARDS, MIRACLE_CHIPS = 2, 2
THIEF_CHIPS = 1  # per thief held, when first to act
ARCHER_CHIPS = 1  # per archer held, when last to act

TREASURE, COMPANION, ITEM = "treasure", "companion", "item"
HIDDEN = "?"  # stands for a card a seat cannot see, in observations



@attrs.frozen
class CardDef:
    key: str
    kind: str  # TREASURE, COMPANION or ITEM
    count: int
    vp: int  # printed VP (ruffian, prince, queen and king add their formula in scoring)
    name: MsgDef
    text: MsgDef


def _card(key: str, kind: str, count: int, vp: int, name: tuple[str, str], text: tuple[str, str]) -> CardDef:
    return CardDef(key, kind, count, vp, message(f"grimoire.card.{key}", name), message(f"grimoire.card.{key}.text", text))


QUEST_CARDS: tuple[CardDef, ...] = (
    _card("copper_coin", TREASURE, 12, 1, QT_TRANSLATE_NOOP("grimoire_cards", "Copper coin"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Treasure. 1 VP. Kept face down.")),
    _card("silver_coin", TREASURE, 10, 2, QT_TRANSLATE_NOOP("grimoire_cards", "Silver coin"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Treasure. 2 VP. Kept face down.")),
    _card("gold_coin", TREASURE, 7, 3, QT_TRANSLATE_NOOP("grimoire_cards", "Gold coin"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Treasure. 3 VP. Kept face down.")),
    _card("spy", COMPANION, 3, 1, QT_TRANSLATE_NOOP("grimoire_cards", "Spy"),
          QT_TRANSLATE_NOOP("grimoire_cards", "1 VP. At the start of your quest turn you may look at the face-down field card.")),
    _card("mercenary", COMPANION, 3, 2, QT_TRANSLATE_NOOP("grimoire_cards", "Mercenary"),
          QT_TRANSLATE_NOOP("grimoire_cards", "2 VP. Your companions cannot be taken (Charm, Domination).")),
    _card("thief", COMPANION, 3, 1, QT_TRANSLATE_NOOP("grimoire_cards", "Thief"),
          QT_TRANSLATE_NOOP("grimoire_cards", "1 VP. When you are the first to act in the quest phase, take 1 VP chip.")),
    _card("archer", COMPANION, 3, 1, QT_TRANSLATE_NOOP("grimoire_cards", "Archer"),
          QT_TRANSLATE_NOOP("grimoire_cards", "1 VP. When you are the last to act in the quest phase, take 1 VP chip.")),
    _card("merchant", COMPANION, 3, 1, QT_TRANSLATE_NOOP("grimoire_cards", "Merchant"),
          QT_TRANSLATE_NOOP("grimoire_cards", "1 VP. When you cast Creation, draw one more item.")),
    _card("nun", COMPANION, 2, 2, QT_TRANSLATE_NOOP("grimoire_cards", "Nun"),
          QT_TRANSLATE_NOOP("grimoire_cards", "2 VP. With Heal or Miracle, choose the cards from the discard pile instead of drawing at random.")),
    _card("ruffian", COMPANION, 3, 0, QT_TRANSLATE_NOOP("grimoire_cards", "Ruffian"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Each ruffian is worth as many VP as the ruffians you hold (1, 4 or 9 VP in all).")),
    _card("prince", COMPANION, 3, 1, QT_TRANSLATE_NOOP("grimoire_cards", "Prince"),
          QT_TRANSLATE_NOOP("grimoire_cards", "1 VP, +1 VP for each companion you hold.")),
    _card("queen", COMPANION, 3, 1, QT_TRANSLATE_NOOP("grimoire_cards", "Queen"),
          QT_TRANSLATE_NOOP("grimoire_cards", "1 VP, +1 VP for each treasure you hold.")),
    _card("king", COMPANION, 3, 1, QT_TRANSLATE_NOOP("grimoire_cards", "King"),
          QT_TRANSLATE_NOOP("grimoire_cards", "1 VP, +1 VP for every 2 VP of chips you hold.")),
)

ITEM_CARDS: tuple[CardDef, ...] = (
    _card("copper_sword", ITEM, 5, 1, QT_TRANSLATE_NOOP("grimoire_cards", "Copper sword"),
          QT_TRANSLATE_NOOP("grimoire_cards", "1 VP. When a page targets you, you may discard this to cancel that page's effect on you.")),
    _card("silver_bracelet", ITEM, 2, 3, QT_TRANSLATE_NOOP("grimoire_cards", "Silver bracelet"),
          QT_TRANSLATE_NOOP("grimoire_cards", "3 VP.")),
    _card("golden_cup", ITEM, 1, 5, QT_TRANSLATE_NOOP("grimoire_cards", "Golden cup"),
          QT_TRANSLATE_NOOP("grimoire_cards", "5 VP.")),
    _card("junk", ITEM, 9, 0, QT_TRANSLATE_NOOP("grimoire_cards", "Junk"),
          QT_TRANSLATE_NOOP("grimoire_cards", "0 VP. At the end, whoever holds the most junk scores +5 VP (all tied players do).")),
    _card("lucky_shoes", ITEM, 1, 1, QT_TRANSLATE_NOOP("grimoire_cards", "Lucky shoes"),
          QT_TRANSLATE_NOOP("grimoire_cards", "1 VP. Shown when drawn. While you hold it, among players who shared a page you get the lowest order token.")),
)

CARDS: dict[str, CardDef] = {c.key: c for c in QUEST_CARDS + ITEM_CARDS}
TREASURES = frozenset(c.key for c in QUEST_CARDS if c.kind == TREASURE)
COMPANIONS = frozenset(c.key for c in QUEST_CARDS if c.kind == COMPANION)
VP = {c.key: c.vp for c in CARDS.values()}
QUEST_DECK: tuple[str, ...] = tuple(c.key for c in QUEST_CARDS for _ in range(c.count))
ITEM_DECK: tuple[str, ...] = tuple(c.key for c in ITEM_CARDS for _ in range(c.count))
PUBLIC_ITEMS = frozenset({"lucky_shoes"})  # shown when drawn: never hidden in a hand


@attrs.frozen
class PageDef:
    number: int
    key: str
    name: MsgDef
    text: MsgDef


def _page(number: int, key: str, name: tuple[str, str], text: tuple[str, str]) -> PageDef:
    return PageDef(number, key, message(f"grimoire.page.{key}", name), message(f"grimoire.page.{key}.text", text))


# The 15 pages, identical in all four books.
LUCK, SILENCE, FIREBALL, HEAL, HASTE, RESISTANCE, CREATION, LIGHTNING = range(1, 9)
CHARM, SPIRIT, TIME, TRANSFORMATION, METEOR, DOMINATION, MIRACLE = range(9, 16)
DEFENSE_PAGES = frozenset({RESISTANCE, TIME})  # Defense for the whole quest phase of the round

PAGES: tuple[PageDef, ...] = (
    _page(LUCK, "luck", QT_TRANSLATE_NOOP("grimoire_cards", "Luck"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Discard one field card and deal a replacement from the quest deck (a face-down card is replaced face down, unseen).")),
    _page(SILENCE, "silence", QT_TRANSLATE_NOOP("grimoire_cards", "Silence"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Choose a player who acts after you this round: their page has no effect this round (they still take a card). Cannot target Defense.")),
    _page(FIREBALL, "fireball", QT_TRANSLATE_NOOP("grimoire_cards", "Fireball"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Discard up to two field cards (no replacement).")),
    _page(HEAL, "heal", QT_TRANSLATE_NOOP("grimoire_cards", "Heal"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Take one random card from the discard pile.")),
    _page(HASTE, "haste", QT_TRANSLATE_NOOP("grimoire_cards", "Haste"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Book phase: this page counts as page 0 when the order is decided. No effect in the quest phase.")),
    _page(RESISTANCE, "resistance", QT_TRANSLATE_NOOP("grimoire_cards", "Resistance"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Defense this round, and gain 1 VP chip.")),
    _page(CREATION, "creation", QT_TRANSLATE_NOOP("grimoire_cards", "Creation"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Draw two item cards (kept face down; lucky shoes is shown).")),
    _page(LIGHTNING, "lightning", QT_TRANSLATE_NOOP("grimoire_cards", "Lightning"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Gain 2 VP chips.")),
    _page(CHARM, "charm", QT_TRANSLATE_NOOP("grimoire_cards", "Charm"),
          QT_TRANSLATE_NOOP("grimoire_cards", "The player with the most companions gives you one companion of their choice.")),
    _page(SPIRIT, "spirit", QT_TRANSLATE_NOOP("grimoire_cards", "Spirit"),
          QT_TRANSLATE_NOOP("grimoire_cards", "If no player has fewer VP chips than you, gain 3 VP chips; otherwise gain 1.")),
    _page(TIME, "time", QT_TRANSLATE_NOOP("grimoire_cards", "Time"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Book phase: the quest-phase order is reversed this round (two casters cancel out). Defense this round.")),
    _page(TRANSFORMATION, "transformation", QT_TRANSLATE_NOOP("grimoire_cards", "Transformation"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Take half (rounded up) of the VP chips of the player with the most VP chips.")),
    _page(METEOR, "meteor", QT_TRANSLATE_NOOP("grimoire_cards", "Meteor"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Every other player not under Defense loses 1 VP chip (if they have one); gain 2 VP chips.")),
    _page(DOMINATION, "domination", QT_TRANSLATE_NOOP("grimoire_cards", "Domination"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Take one companion of your choice from the player with the most companions, and gain 1 VP chip.")),
    _page(MIRACLE, "miracle", QT_TRANSLATE_NOOP("grimoire_cards", "Miracle"),
          QT_TRANSLATE_NOOP("grimoire_cards", "Take two random cards from the discard pile and gain 2 VP chips.")),
)
PAGE_BY_NUMBER: dict[int, PageDef] = {p.number: p for p in PAGES}

DEFENSE_NAME = message("grimoire.defense", QT_TRANSLATE_NOOP("grimoire_cards", "Defense"))
DEFENSE_TEXT = message("grimoire.defense.text", QT_TRANSLATE_NOOP("grimoire_cards", "A player under Defense is skipped by pages that target the player with the most companions or VP chips (the next-most is targeted), cannot be silenced and loses nothing to Meteor. It lasts the whole quest phase."))
