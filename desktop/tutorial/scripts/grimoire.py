"""Grimoire's guided game: a whole game at three, you against Bruno and Chloé, some rounds skipped.

Seed 3 with these decisions is a full game of nine rounds (71 decisions). Rounds 1, 3, 7 and 9 are played step by
step; rounds 2, 4-6 and 8 are skipped at once (`jump`) and told in a few words. In round 9 you take your tenth
companion, which ends the game, so the last steps read the real final score. The decisions were taken from a
greedy game; `tests/desktop/test_tutorial_grimoire.py` replays them on the rules.
"""
from gameshelf.core.engine import QT_TRANSLATE_NOOP, message
from gameshelf.core.games.grimoire.actions import ChoosePage, Fireball, Luck, SpyLook, Sword, Take, Target

from ..script import EXPECT, NARRATE, SHOW, Lights, Script, SeatPlan, Step

YOU, BRUNO, CHLOE = 0, 1, 2


def page(seat, number):
    return seat, ChoosePage(number)


def take(seat, slot):
    return seat, Take(slot)


LOOK = (YOU, SpyLook(True))

# Rounds the lesson skips, in the game's own order (simultaneous pages: yours first, as the table takes them).
ROUND_2 = (page(YOU, 4), page(BRUNO, 4), page(CHLOE, 7), take(CHLOE, 0), take(YOU, 2), take(BRUNO, 1))
ROUNDS_4_TO_6 = (
    page(YOU, 2), page(BRUNO, 7), page(CHLOE, 6), LOOK, (BRUNO, Sword(False)), take(YOU, 1), take(CHLOE, 2),
    take(BRUNO, 0),
    page(YOU, 8), page(BRUNO, 7), page(CHLOE, 7), LOOK, take(YOU, 0), take(BRUNO, 1), take(CHLOE, 3),
    page(YOU, 2), page(BRUNO, 7), page(CHLOE, 1), (CHLOE, Luck(0)), take(CHLOE, 3), LOOK, (BRUNO, Sword(True)),
    take(YOU, 1), take(BRUNO, 2))
ROUND_8 = (page(YOU, 12), page(BRUNO, 12), page(CHLOE, 13), (YOU, Sword(False)), (BRUNO, Sword(False)),
           take(CHLOE, 1), LOOK, (CHLOE, Sword(True)), take(YOU, 0), (CHLOE, Sword(True)), take(BRUNO, 3))

FIELD = Lights(pieces=("card:0", "card:1", "card:2", "card:3"))

STEPS = (
    # --- round 1 ---------------------------------------------------------------------------------------------
    Step(NARRATE, message("tutorial.grimoire.welcome", QT_TRANSLATE_NOOP(
        "tutorial", "Welcome to Grimoire! You are Ada, an adventurer with a book of 15 spells, against Bruno and Chloé. Every round, everyone secretly opens their book at one page; then, in page order, each casts that spell and takes one quest card. The most victory points (VP) at the end wins. Press Next (or Space) to go on.")),
         ("overview-goal", "round")),
    Step(SHOW, message("tutorial.grimoire.field", QT_TRANSLATE_NOOP(
        "tutorial", "This is the field: one quest card per player plus one, the first face down. Coins are treasures worth 1, 2 or 3 VP, kept face down in your area. People are companions: worth VP too, shown to all, and each has an effect.")),
         ("set-phase", "play-area", "taking-field-card"), light=FIELD),
    Step(SHOW, message("tutorial.grimoire.book", QT_TRANSLATE_NOOP(
        "tutorial", "This is your book. Each page is a spell; the MP track says how high you may go: page 6 in round 1, one page more each round. A low page acts early and picks first; a high page casts a stronger spell.")),
         ("pages", "book-phase-choosing-page", "set-phase"),
         light=Lights(zones=("page:1", "page:2", "page:3", "page:4", "page:5", "page:6"))),
    Step(EXPECT, message("tutorial.grimoire.page_drag", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno and Chloé have marked their pages in secret. Now you: drag your bookmark onto page 6, Resistance. It gives you 1 VP chip and Defense: no spell can target you this round.")),
         ("book-phase-choosing-page", "playing-gameshelf", "targets-defense"),
         play=(page(BRUNO, 3), page(CHLOE, 6)), expect=page(YOU, 6), gesture="drag"),
    Step(NARRATE, message("tutorial.grimoire.order", QT_TRANSLATE_NOOP(
        "tutorial", "The pages are revealed together: Bruno 3, you 6 and Chloé 6 as well. Players alone on their page act first, lowest page first; players who share a page come after them, the higher order token of last round first. So: Bruno, you, Chloé. Two pages bend this: Haste (5) counts as page 0, and Time (11) reverses the order.")),
         ("turn-order", "haste-time")),
    Step(NARRATE, message("tutorial.grimoire.fireball", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno acts first. Fireball burns up to two field cards: both Archers go to the discard pile, face up. Then he takes the face-down card, a treasure, so it stays hidden. Your Resistance gives you a VP chip, and the Spy is the one card left, so it is yours: a decision with a single answer is made for you.")),
         ("quest-phase", "pages", "taking-field-card"),
         play=((BRUNO, Fireball((1, 3))), take(BRUNO, 0)), mentions=("fireball",)),
    Step(NARRATE, message("tutorial.grimoire.shared", QT_TRANSLATE_NOOP(
        "tutorial", "Chloé shared your page, so she acts last, and nothing is left for her: that is the price of a shared page. Cards left on the field go to the discard pile; when the quest deck runs out, the discard pile is shuffled into a new one. Round 2 begins with MP 7.")),
         ("turn-order", "quest-deck-discard-pile", "round")),
    # --- round 2, skipped ------------------------------------------------------------------------------------
    Step(NARRATE, message("tutorial.grimoire.round2", QT_TRANSLATE_NOOP(
        "tutorial", "Round 2 went by: you cast Heal (page 4), which takes a random card from the discard pile (an Archer), and you took the King. Chloé cast Creation and drew two item cards: items stay secret, and only Creation draws them. Her face-down card was a Thief.")),
         ("items", "pages", "quest-deck-discard-pile"), jump=True, play=ROUND_2),
    # --- round 3 ---------------------------------------------------------------------------------------------
    Step(EXPECT, message("tutorial.grimoire.page_click", QT_TRANSLATE_NOOP(
        "tutorial", "Round 3: MP 8, so page 8 is open. Lightning (page 8) gains 2 VP chips. Click page 8 in your book.")),
         ("book-phase-choosing-page", "pages"), play=(page(BRUNO, 8), page(CHLOE, 7)), expect=page(YOU, 8),
         gesture="click"),
    Step(NARRATE, message("tutorial.grimoire.round3", QT_TRANSLATE_NOOP(
        "tutorial", "Chloé, alone on page 7, acts first, so her Thief earns her a VP chip; she draws two items and takes a Silver coin. You and Bruno share page 8: he held the higher token, so he goes before you and takes the other Silver coin.")),
         ("companions", "turn-order"), play=(take(CHLOE, 1), take(BRUNO, 3))),
    Step(EXPECT, message("tutorial.grimoire.spy_key", QT_TRANSLATE_NOOP(
        "tutorial", "You act last, so your Archer earns you a VP chip. Before you cast, your Spy may look at the face-down card. Press Y on the keyboard to look (N would not).")),
         ("quest-phase", "companions", "playing-gameshelf"), expect=LOOK, gesture="key", keys=("Y",)),
    Step(EXPECT, message("tutorial.grimoire.take_key", QT_TRANSLATE_NOOP(
        "tutorial", "Lightning gave you 2 VP chips, and the face-down card is a second King: a king adds 1 VP for every 2 VP of chips you hold. Press 1 to take it (keys 1 to 4 take the field cards from the left). A companion taken face down is shown to all.")),
         ("taking-field-card", "playing-gameshelf", "companions"), expect=take(YOU, 0), gesture="key", keys=("1",)),
    # --- rounds 4 to 6, skipped ------------------------------------------------------------------------------
    Step(NARRATE, message("tutorial.grimoire.rounds4_6", QT_TRANSLATE_NOOP(
        "tutorial", "Rounds 4 to 6 went by. You cast Silence (page 2) on Bruno: his page did nothing that round. You took a Prince, a Nun and a Mercenary; with a mercenary nobody can take your companions. Chloé cast Luck (page 1) to swap a field card for a new one. Bruno answered your next Silence with a copper sword, an item that cancels a page aimed at its holder.")),
         ("targets-defense", "pages", "items"), jump=True, play=ROUNDS_4_TO_6, mentions=("luck",)),
    # --- round 7 ---------------------------------------------------------------------------------------------
    Step(EXPECT, message("tutorial.grimoire.page_drag2", QT_TRANSLATE_NOOP(
        "tutorial", "Round 7, MP 12. Transformation (page 12) takes half the VP chips, rounded up, of the other player with the most chips. Drag your bookmark onto page 12.")),
         ("book-phase-choosing-page", "pages"), play=(page(BRUNO, 3), page(CHLOE, 12)), expect=page(YOU, 12),
         gesture="drag"),
    Step(NARRATE, message("tutorial.grimoire.round7", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno, alone on page 3, acts first: his Fireball burns one Copper coin and he takes the Queen. You and Chloé both chose Transformation; you held the higher token, so you go next.")),
         ("turn-order", "quest-phase"), play=((BRUNO, Fireball((0,))), take(BRUNO, 2))),
    Step(EXPECT, message("tutorial.grimoire.target", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno and Chloé tie for the most chips, so you choose the target: click “Target Bruno”. A spell never targets its own caster, nor a player under Defense.")),
         ("targets-defense",), expect=(YOU, Target(BRUNO)), gesture="click"),
    Step(EXPECT, message("tutorial.grimoire.take_drag", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno had no sword to use: you take 2 of his 4 VP chips. Now drag the Merchant into your area. A merchant draws one more item whenever you cast Creation.")),
         ("taking-field-card", "companions"), play=((BRUNO, Sword(False)),), expect=take(YOU, 3), gesture="drag"),
    Step(EXPECT, message("tutorial.grimoire.sword_key", QT_TRANSLATE_NOOP(
        "tutorial", "Chloé's Transformation targets you: you now have the most chips. A holder of a copper sword could discard it to cancel the page. Everyone targeted is asked, so nobody learns who holds one. You have none: press N.")),
         ("targets-defense", "items", "playing-gameshelf"), expect=(YOU, Sword(False)), gesture="key", keys=("N",)),
    # --- round 8, skipped ------------------------------------------------------------------------------------
    Step(NARRATE, message("tutorial.grimoire.round8", QT_TRANSLATE_NOOP(
        "tutorial", "Chloé took half your chips. Round 8 went by: Chloé's Meteor (page 13) cost you and Bruno a chip each, and her copper swords blocked both your and Bruno's Transformation. Your spy showed you a Merchant under the face-down card, and you took it.")),
         ("pages", "targets-defense"), jump=True, play=ROUND_8),
    Step(NARRATE, message("tutorial.grimoire.end_near", QT_TRANSLATE_NOOP(
        "tutorial", "Look at your area: 9 companions. As soon as anyone holds 10 treasures or 10 companions, that round is played to its end and the game is over. Round 9 may be the last.")),
         ("end-game",)),  # narrated: the table draws no hint on a player's area
    # --- round 9: the end ------------------------------------------------------------------------------------
    Step(EXPECT, message("tutorial.grimoire.page_last", QT_TRANSLATE_NOOP(
        "tutorial", "Round 9, MP 14. Chloé holds 11 VP chips: time for Transformation again. Click page 12.")),
         ("book-phase-choosing-page", "pages"), play=(page(BRUNO, 12), page(CHLOE, 4)), expect=page(YOU, 12),
         gesture="click"),
    Step(NARRATE, message("tutorial.grimoire.round9", QT_TRANSLATE_NOOP(
        "tutorial", "Chloé, alone on Heal, acts first and takes the King. Bruno, who shares page 12 with you but held the higher token, goes second: his Transformation takes 6 of Chloé's chips, and he takes a Silver coin.")),
         ("turn-order", "quest-phase"), play=(take(CHLOE, 1), (CHLOE, Sword(False)), take(BRUNO, 3))),
    Step(EXPECT, message("tutorial.grimoire.spy_last", QT_TRANSLATE_NOOP(
        "tutorial", "Your Archer pays a chip again, since you act last. Press Y: your Spy looks at the face-down card.")),
         ("companions", "playing-gameshelf"), expect=LOOK, gesture="key", keys=("Y",)),
    Step(EXPECT, message("tutorial.grimoire.take_last", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno now holds the most chips, so your Transformation took 4 of his 8. Drag the Nun into your area: your tenth companion. Everyone has acted, so this ends the game.")),
         ("end-game", "taking-field-card"), play=((BRUNO, Sword(False)),), expect=take(YOU, 2), gesture="drag"),
    Step(NARRATE, message("tutorial.grimoire.scoring", QT_TRANSLATE_NOOP(
        "tutorial", "The hidden cards are shown and counted: each card's VP, the bonuses of kings (1 per 2 VP of chips), queens (1 per treasure), princes (1 per companion) and ruffians, items, and chips. Whoever holds the most junk items scores 5 more: Chloé, with three. You win with 39 VP; Chloé has 37, Bruno 35.")),
         ("scoring", "junk-bonus", "items")),
    Step(NARRATE, message("tutorial.grimoire.end", QT_TRANSLATE_NOOP(
        "tutorial", "A tie for the most VP means nobody at the table wins: the rulebook gives the win to the game's designer. Spells you have not cast ask for other choices: Charm (9) makes a player give you a companion, Domination (14) lets you take one, and with a Nun you pick Heal's cards yourself. Press “Play a real game” to play one.")),
         ("winning-ties", "pages", "companions"), mentions=("give", "seize", "nun")),
)

SCRIPT = Script(
    game="grimoire",
    options={},
    seats=(
        SeatPlan(message("tutorial.grimoire.you", QT_TRANSLATE_NOOP("tutorial", "Ada")), "human"),  # the table adds "(you)"
        SeatPlan(message("tutorial.grimoire.bruno", QT_TRANSLATE_NOOP("tutorial", "Bruno")), "ai:normal"),
        SeatPlan(message("tutorial.grimoire.chloe", QT_TRANSLATE_NOOP("tutorial", "Chloé")), "ai:normal"),
    ),
    seed=3,
    steps=STEPS,
    core=("overview-goal", "play-area", "round", "set-phase", "book-phase-choosing-page", "turn-order",
          "haste-time", "quest-phase", "taking-field-card", "quest-deck-discard-pile", "targets-defense", "pages",
          "companions", "items", "end-game", "scoring", "junk-bonus", "winning-ties", "playing-gameshelf"),
    not_needed={
        "intro": "the rulebook's title and player count: the new-game screen sets them",
        "components": "the table holds the cards, books and chips; the steps point at the ones in play",
        "setup": "the app sets the table up and deals the first order tokens",
        "scoring-example": "a worked example of the count the scoring step reads off the real end",
        "tips": "advice for later games, not a rule",
    },
    first_game_players=3,
)
