"""Tournay's guided game: you (Ada) against Bruno, the base game at two players.

Seed 9 with these decisions: four rounds of real play (draw and keep, place, a town crier and its events,
use a building, fight an event), then a jump to round 34, where both districts are complete and the end has
begun: your last turn (a third crier, and ramparts that shield you), the secret last card and the scoring (you
win 49 to 45). The learner's decisions were chosen; Bruno's, and both players' in the jump, come from a greedy
game. `tests/desktop/test_tutorial_scripts.py` replays them on the rules.
"""
from gameshelf.core.engine import QT_TRANSLATE_NOOP, message
from gameshelf.core.games.tournay.actions import (
    Cell, Colour, Draw, DrawFrom, Earn, Fight, Gather, Keep, Last, Place, Rampart, Skip, Slot, Slots, Use)

from ..script import EXPECT, NARRATE, SHOW, Lights, Script, SeatPlan, Step

YOU, BRUNO = 0, 1

LATER = (  # rounds 4 to 34, both players' decisions as a greedy game played them
    (BRUNO, Place("guild", 0, -1, "")), (BRUNO, Earn("r", 2)), (YOU, Gather()), (BRUNO, Gather()),
    (YOU, Draw("w", 3, "top", (1,))), (BRUNO, Use(0, -1, ())), (BRUNO, Keep("great_market")),
    (YOU, Place("saint_quentin", 1, 1, "procession")), (YOU, Draw("y", 3, "top", (1,))),
    (BRUNO, Place("great_market", -1, 0, "")), (BRUNO, Draw("r", 3, "turn", (0,))),
    (BRUNO, Keep("porte_de_la_vigne")), (YOU, Gather()), (BRUNO, Gather()), (YOU, Draw("r", 3, "top", (1,))),
    (BRUNO, Use(-1, 0, ())), (YOU, Place("city_hall", 2, 0, "tour_henry_viii")), (YOU, Draw("w", 3, "turn", (1,))),
    (YOU, Keep("cathedral")), (BRUNO, Use(0, -1, ())), (BRUNO, DrawFrom("y", 2, "turn")), (BRUNO, Keep("harbour")),
    (YOU, Earn("y", 2)), (BRUNO, Place("porte_de_la_vigne", 0, 1, "harbour")), (BRUNO, Gather()), (YOU, Gather()),
    (BRUNO, Draw("w", 3, "top", (0,))), (YOU, Use(1, 0, ())), (BRUNO, Use(-1, 0, ())),
    (YOU, Draw("y", 2, "top", ())), (BRUNO, Use(0, -1, ())), (BRUNO, Keep("great_bridge")),
    (YOU, Place("bailiff", 2, -1, "")), (YOU, Gather()), (BRUNO, Place("la_madeleine", 1, 1, "great_bridge")),
    (BRUNO, Gather()), (YOU, Draw("w", 3, "turn", (1,))), (YOU, Keep("saint_brice")), (BRUNO, Use(0, -1, ())),
    (BRUNO, DrawFrom("y", 2, "turn")), (BRUNO, Keep("notary")), (YOU, Place("saint_brice", 0, -1, "")),
    (YOU, Draw("y", 2, "top", ())), (BRUNO, Place("notary", -1, -1, "")), (BRUNO, Use(-1, 0, ())),
    (YOU, Place("counting_house", 2, 1, "")), (YOU, Earn("r", 2)), (BRUNO, Draw("r", 2, "top", ())),
    (YOU, Gather()), (BRUNO, Place("siege_tower", 1, -1, "")), (BRUNO, Gather()), (YOU, Draw("w", 3, "top", (1,))),
    (BRUNO, Use(0, -1, ())), (BRUNO, Keep("demolisher")), (YOU, Place("la_madeleine", 1, -1, "pilgrimage")),
    (YOU, Use(2, 1, ())), (BRUNO, Place("demolisher", -1, 1, "")), (BRUNO, Use(-1, 0, ())), (YOU, Fight(2, ())),
    (BRUNO, Use(1, -1, ())), (YOU, Cell(0, 0, 0)), (YOU, Gather()), (BRUNO, Gather()), (YOU, Use(2, 1, ())),
    (BRUNO, Use(0, -1, ())), (BRUNO, DrawFrom("y", 2, "turn")), (BRUNO, Keep("great_bridge")), (YOU, Use(1, 0, ())),
    (BRUNO, Place("great_bridge", 1, 0, "")), (BRUNO, Use(-1, 0, ())), (YOU, Fight(1, ())),
    (BRUNO, Draw("w", 1, "turn", ())), (BRUNO, Keep("library")), (YOU, Gather()), (BRUNO, Skip()),
    (BRUNO, Draw("w", 1, "top", ())), (YOU, Use(2, 1, ())), (BRUNO, Skip()), (BRUNO, Gather()),
    (YOU, Use(1, 0, ())), (YOU, Slot(1)), (YOU, Rampart("famine")), (BRUNO, Skip()), (BRUNO, Use(0, -1, ())),
    (BRUNO, DrawFrom("y", 2, "turn")), (BRUNO, Keep("guild_hall")), (YOU, Use(0, 0, ())),
    (BRUNO, Place("guild_hall", -1, 0, "")), (BRUNO, Use(-1, 0, ())), (BRUNO, Keep("cloth_hall")),
    (YOU, Earn("w", 2)), (BRUNO, Place("cloth_hall", -1, -1, "cell:-1,0")), (BRUNO, Draw("w", 1, "turn", ())),
    (BRUNO, Keep("chapel")), (YOU, Gather()), (BRUNO, Skip()), (BRUNO, Use(-1, 0, (0,))),
    (BRUNO, DrawFrom("y", 3, "top")), (YOU, Place("cathedral", 0, 1, "")), (YOU, Use(1, 0, ())), (YOU, Slot(2)),
    (BRUNO, Place("tour_des_six", -1, 0, "")), (BRUNO, Draw("w", 1, "top", ())),
)

STEPS = (
    Step(NARRATE, message("tutorial.tournay.welcome", QT_TRANSLATE_NOOP(
        "tutorial", "Welcome to Tournay! You are Ada, against Bruno. Each of you builds a district of up to nine cards and puts citizens to work in it: red soldiers, white clergy, yellow townsfolk. Whoever has the most prestige points (PP) at the end wins. Press Next (or Space) to go on.")),
         ("overview", "kinds-cards")),
    Step(SHOW, message("tutorial.tournay.plaza", QT_TRANSLATE_NOOP(
        "tutorial", "This is your plaza: two citizens of each colour, standing, and 6 deniers. A turn has two phases: first you may place one card from your hand, then you must take one action with your citizens. Citizens you use lie down until you gather them back.")),
         ("turn", "one-action"), light=Lights(pieces=("cit:0:r", "cit:0:w", "cit:0:y"))),
    Step(EXPECT, message("tutorial.tournay.draw_drag", QT_TRANSLATE_NOOP(
        "tutorial", "Your hand is empty, so there is nothing to place: straight to the action. Draw a card: one citizen draws from a level I deck, two from level II, three from level III. Drag a yellow citizen onto the yellow I deck, the lit one.")),
         ("action-draw-card", "one-action", "playing-gameshelf"), expect=(YOU, Draw("y", 1, "turn")), gesture="drag"),
    Step(EXPECT, message("tutorial.tournay.keep_click", QT_TRANSLATE_NOOP(
        "tutorial", "No card lay face up on the deck, so you turned two and keep one: only you see them. Market earns 3 deniers each time you use it. Click Market to keep it; Guild goes back face up on the deck, for anyone to take.")),
         ("action-draw-card",), expect=(YOU, Keep("market")), gesture="click"),
    Step(NARRATE, message("tutorial.tournay.bruno_borrows", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno's turn. He borrows your standing yellow citizen to draw from the yellow III deck, where the prestige buildings are: borrowing costs him 2 deniers, paid to you, and your citizen lies down at your plaza. He keeps a card in secret; City Hall lies face up now.")),
         ("one-action", "action-draw-card"), play=((BRUNO, Draw("y", 3, "turn", (YOU,))),)),
    Step(EXPECT, message("tutorial.tournay.place_drag", QT_TRANSLATE_NOOP(
        "tutorial", "Round 2, phase 1: place a card. A level I card costs 1 denier, a level II card 3. Your first card may go anywhere; later ones must touch a card already there, inside a 3 × 3 grid. Drag Market from your hand into your district.")),
         ("place-card", "district", "playing-gameshelf"), expect=(YOU, Place("market", 0, 0)), gesture="drag"),
    Step(EXPECT, message("tutorial.tournay.draw2_drag", QT_TRANSLATE_NOOP(
        "tutorial", "Phase 2. Level II cards are stronger: drawing one takes two citizens of its colour. Drag a red citizen onto the red II deck (both of your red citizens go).")),
         ("action-draw-card",), expect=(YOU, Draw("r", 2, "turn")), gesture="drag"),
    Step(EXPECT, message("tutorial.tournay.crier_keep", QT_TRANSLATE_NOOP(
        "tutorial", "One of the cards you turned is a town crier! You turn one more card and keep one of those that are not criers; then the crier fires. Click Fort II to keep it.")),
         ("town-criers-events", "action-draw-card"), expect=(YOU, Keep("fort2")), gesture="click"),
    Step(EXPECT, message("tutorial.tournay.procession_key", QT_TRANSLATE_NOOP(
        "tutorial", "The crier puts a coin on every event of the queue, and each event with coins then strikes everyone once per coin, from left to right. Procession comes first: it stands up one of your laid-down citizens. Press 2 on the keyboard to stand up your yellow one.")),
         ("town-criers-events", "playing-gameshelf"), expect=(YOU, Colour("y")), gesture="key", keys=("2",)),
    Step(NARRATE, message("tutorial.tournay.events", QT_TRANSLATE_NOOP(
        "tutorial", "Then Harvest gives each of you 2 deniers, and Tournament pays for red cards, which neither of you has yet. Events can hurt too (Plague, Fire, Famine…). An event you have fought becomes a rampart in your hand, and when a crier fires you may lay a rampart down to shield yourself from one harmful event.")),
         ("town-criers-events", "events")),
    Step(NARRATE, message("tutorial.tournay.bruno_white", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno borrows one of your white citizens (2 more deniers for you) to draw from the white III deck. He keeps Saint-Nicolas; Saint-Quentin now lies face up.")),
         ("one-action", "action-draw-card"), play=((BRUNO, Draw("w", 3, "turn", (YOU,))), (BRUNO, Keep("saint_nicolas")))),
    Step(EXPECT, message("tutorial.tournay.skip_key", QT_TRANSLATE_NOOP(
        "tutorial", "Round 3. Placing a card is optional: keep Fort II in your hand for now. Press N to place no card.")),
         ("place-card", "playing-gameshelf"), expect=(YOU, Skip()), gesture="key", keys=("N",)),
    Step(EXPECT, message("tutorial.tournay.use_drag", QT_TRANSLATE_NOOP(
        "tutorial", "Use a building: put a citizen of its colour on it, and it works. The yellow citizen the Procession stood up can go to work: drag it onto your Market for 3 deniers. An occupied building cannot be used again until you gather.")),
         ("action-use-building", "kinds-cards"), expect=(YOU, Use(0, 0)), gesture="drag"),
    Step(NARRATE, message("tutorial.tournay.bruno_city_hall", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno places City Hall, a prestige building. It costs 2 deniers and one more card from his hand (Saint-Nicolas goes back under its deck). Prestige buildings score at the end for everyone, their builder most. Then he takes Guild, the face-up card of the yellow I deck.")),
         ("place-card", "kinds-cards", "prestige-buildings"),
         play=((BRUNO, Place("city_hall", 0, 0, "saint_nicolas")), (BRUNO, Draw("y", 1, "top")))),
    Step(EXPECT, message("tutorial.tournay.place_click", QT_TRANSLATE_NOOP(
        "tutorial", "Round 4. Place Fort II (3 deniers) by clicking: click the card in your hand, then the lit cell to the right of your Market.")),
         ("place-card", "district"), expect=(YOU, Place("fort2", 1, 0)), gesture="click"),
    Step(EXPECT, message("tutorial.tournay.fight_drag", QT_TRANSLATE_NOOP(
        "tutorial", "Fight an event: pick one with a coin and pay its cost, here one white citizen and 1 denier. The event becomes a rampart in your hand, worth 1 PP at the end. Drag a white citizen onto Procession.")),
         ("action-fight-event",), expect=(YOU, Fight(0)), gesture="drag"),
    Step(NARRATE, message("tutorial.tournay.more_actions", QT_TRANSLATE_NOOP(
        "tutorial", "Two more actions. Earn money: lay down your own citizens of one colour for 2 deniers each. Gather: press the button and every citizen of yours comes back to your plaza standing. At the end of a turn you may hold 4 cards at most: discard the extra, or lay an event down as a rampart.")),
         ("action-earn-money", "action-gather-citizens", "end-turn-hand-limit"),
         mentions=("earn", "gather", "card", "rampart", "recruit")),
    Step(NARRATE, message("tutorial.tournay.later", QT_TRANSLATE_NOOP(
        "tutorial", "Thirty rounds later. Both districts are complete: nine cells, at least two of them prestige buildings. Your Fort II has fought several events for free: they wait in your hand. Your Bailiff, a character, adds deniers whenever you use a yellow building in its row or column. When two districts are complete, the end begins: everyone plays one last turn.")),
         ("end-game", "characters", "district"), jump=True, play=LATER,
         mentions=("draw_from", "slot", "cell", "citizen", "earn")),
    Step(EXPECT, message("tutorial.tournay.last_draw", QT_TRANSLATE_NOOP(
        "tutorial", "Your last turn. You have no card to place, and after this turn comes the secret last card, so a card in hand can still help. Drag a white citizen onto the white I deck.")),
         ("end-game", "action-draw-card"), expect=(YOU, Draw("w", 1, "turn")), gesture="drag"),
    Step(EXPECT, message("tutorial.tournay.last_keep", QT_TRANSLATE_NOOP(
        "tutorial", "Another town crier, the third one out: it fires after you choose. Click Almonry to keep it.")),
         ("town-criers-events", "action-draw-card"), expect=(YOU, Keep("almonry")), gesture="click"),
    Step(EXPECT, message("tutorial.tournay.shield_click", QT_TRANSLATE_NOOP(
        "tutorial", "Every event gets a coin. Strike would lay down a yellow citizen and Tithe would cost you a denier per white card, but the events in your hand can become ramparts: one shields you from one event. Click Strike and Tithe, then Confirm.")),
         ("town-criers-events", "playing-gameshelf"), expect=(YOU, Slots((1, 2))), gesture="click"),
    Step(NARRATE, message("tutorial.tournay.shielded", QT_TRANSLATE_NOOP(
        "tutorial", "Fair has two coins, so it pays each of you twice: 3 deniers a time for three yellow cards. Your ramparts kept Strike and Tithe off you; Bruno pays 1 denier to the Tithe. Bruno's last turn: he gathers his citizens.")),
         ("town-criers-events", "action-gather-citizens"), play=((BRUNO, Skip()), (BRUNO, Gather()))),
    Step(EXPECT, message("tutorial.tournay.last_key", QT_TRANSLATE_NOOP(
        "tutorial", "The secret last card: everyone at once picks a card from their hand and its cell, or none; then all are shown together. Your district is full, so Almonry would cover or replace a card worth more to you. Press N to place no last card.")),
         ("end-game", "playing-gameshelf"), expect=(YOU, Last("")), gesture="key", keys=("N",)),
    Step(NARRATE, message("tutorial.tournay.last_shown", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno places none either. The events still in hands are built as ramparts, and the game is over.")),
         ("end-game",), play=((BRUNO, Last("")),)),
    Step(NARRATE, message("tutorial.tournay.scoring", QT_TRANSLATE_NOOP(
        "tutorial", "Scoring. Each visible prestige building scores for every player: its builder's value for whoever shows it, the other value for everyone else, times what each has of what it counts, 12 at most. Then every card adds its points, covered ones too, and each rampart 1. You win, 49 to 45!")),
         ("scoring",)),
    Step(NARRATE, message("tutorial.tournay.end", QT_TRANSLATE_NOOP(
        "tutorial", "That is all you need for a first game. The end can also begin when one district is complete and enough town criers have come out (three at two players). Press “Play a real game” to play against a computer player.")),
         ("end-game", "scoring")),
)

SCRIPT = Script(
    game="tournay",
    options={},  # the base game, without the expansion or the advanced rules
    seats=(
        SeatPlan(message("tutorial.tournay.you", QT_TRANSLATE_NOOP("tutorial", "Ada (you)")), "human"),
        SeatPlan(message("tutorial.tournay.bruno", QT_TRANSLATE_NOOP("tutorial", "Bruno")), "ai:normal"),
    ),
    seed=9,
    steps=STEPS,
    core=("overview", "kinds-cards", "district", "turn", "place-card", "one-action", "action-draw-card",
          "action-use-building", "action-fight-event", "action-earn-money", "action-gather-citizens",
          "end-turn-hand-limit", "town-criers-events", "characters", "end-game", "scoring", "playing-gameshelf"),
    not_needed={
        "intro": "the rulebook's title and its marks; the new-game screen sets the players",
        "components": "the table holds the pieces; the steps point at the ones in play",
        "set-up": "the app deals the game; the plaza step shows what each player starts with",
        "action-recruit-citizen": "the advanced rules only; a first game is the base game",
        "notes-particular-cards": "each card's own text is on the card; a first game reads it there",
        "every-card": "the card lists: each card shows its own text on the table",
        "level-i-ii-cards": "the card list: each card shows its own text on the table",
        "prestige-buildings": "the list of prestige buildings: each shows its own text and value",
        "events": "the list of events: each event card shows its own effect",
        "expansion": "an option; a first game is the base game",
    },
    first_game_players=2,
)
