"""Grands Tours' guided game: the short course (Camp and eight stage cards), you against Bruno, Chloé and Dario.

Seed 31, with you named the first leader, plays the whole race (45 decisions): you re-adjust at Camp, win a
mountain stage with a train, take the overall and mountain jerseys, lose the overall one and keep the mountain
jersey to the end, so the race ends with two winners, you and Chloé. The decisions are those of a greedy game
(`tests/desktop/test_tutorial_grands_tours.py` replays them on the rules through the real table).
"""
from gameshelf.core.engine import QT_TRANSLATE_NOOP, message
from gameshelf.core.games.grands_tours.actions import (
    KEEP, ROLL, Place, Readjust, Replace, TakeJersey, Train)
from gameshelf.core.games.grands_tours.data import GRUPETTO

from ..script import EXPECT, NARRATE, SHOW, Lights, Script, SeatPlan, Step

YOU, BRUNO, CHLOE, DARIO = 0, 1, 2, 3
# the short course's cards by id: 0 Camp, then the stages in the order the director car reaches them
SPRINT1, SPRINT1B, MOUNTAIN2, SPRINT2, MOUNTAIN3A, MOUNTAIN3B, MOUNTAIN3C, SPRINT2B = range(1, 9)

STEPS = (
    Step(NARRATE, message("tutorial.gt.welcome", QT_TRANSLATE_NOOP(
        "tutorial", "Welcome to Grands Tours! You direct the red team against Bruno, Chloé and Dario. Your riders are dice: you put them on stage cards, and the team with the highest total on a card wins it. Stages bring lead time and sprint or mountain points, and whoever leads in each holds a jersey. Everyone holding a jersey at the end wins. This is the short course: Camp and eight stages. Press Next (or Space).")),
         ("overview-goal", "short-course")),
    Step(EXPECT, message("tutorial.gt.readjust", QT_TRANSLATE_NOOP(
        "tutorial", "The race starts at Camp: everyone rolls all their dice, and a 1 can't ride, so it goes to the grupetto. The yellow die is the overall jersey die: as the leader you hold it in place of one rider; it counts as your own and has no 1. You rolled three 1s: too many. Re-adjust: click one of your 1s to set it aside and re-roll all the others.")),
         ("camp", "re-adjusting", "event-cards", "jersey-dice"), expect=(YOU, Readjust(1)), gesture="click"),
    Step(EXPECT, message("tutorial.gt.keep", QT_TRANSLATE_NOOP(
        "tutorial", "Much better: 2, 2, 2, 3, 4, 5, 6 and the overall die on 6. Each re-adjust costs a die, so stop here: press Enter to keep these dice.")),
         ("re-adjusting", "camp", "playing-gameshelf"), expect=(YOU, KEEP), gesture="key", keys=("Return",)),
    Step(NARRATE, message("tutorial.gt.camps", QT_TRANSLATE_NOOP(
        "tutorial", "The others take their turns at Camp in seat order. Bruno and Chloé keep their rolls. Dario had three 1s too: he re-adjusts once and starts with six dice. Camp is an event, so nothing is judged; the director car moves on to the first sprint stage.")),
         ("camp", "end-phase-director-car", "turn-order"),
         play=((BRUNO, KEEP), (CHLOE, KEEP), (DARIO, Readjust(1)), (DARIO, KEEP))),
    Step(SHOW, message("tutorial.gt.course", QT_TRANSLATE_NOOP(
        "tutorial", "This is the course. Each stage card shows its lead time (the big number) and its point: sprint or mountain. A round is one turn for each player, then the card at the director car (the lit sprint stage) is judged, then the car moves on to the next card.")),
         ("cards", "turning-cards-onto-course", "round"),
         light=Lights(zones=("card:1",))),
    Step(SHOW, message("tutorial.gt.areas", QT_TRANSLATE_NOOP(
        "tutorial", "Your dice ready to ride are in your peloton; spent dice, like your 1s from Camp, wait in your grupetto until you roll them again. Dice you put on a card stay there until the card is judged.")),
         ("areas", "rider-dice"),
         light=Lights(zones=("peloton:0", "grupetto:0"))),
    Step(EXPECT, message("tutorial.gt.place_drag", QT_TRANSLATE_NOOP(
        "tutorial", "Round 2, and you lead, so you go first. On your turn you do one action. Place puts one die on any card from the director car on, not only the one it stands at. A card holds only one die of each face. Drag a 6 from your peloton onto the lit mountain stage: it gives 3 lead time, the sprint stage at the director car only 1.")),
         ("action-phase", "place", "playing-gameshelf"), expect=(YOU, Place(MOUNTAIN3A, 6)), gesture="drag"),
    Step(NARRATE, message("tutorial.gt.replaced", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno replaces your 6: with two 6s of his own he knocks yours off the card; your 6 and one of his go to the grupettos, his other 6 stays. Chloé and Dario place. Nobody put a die on the sprint stage at the director car, so it goes home: nobody wins it.")),
         ("replace", "judging-cards", "end-phase-director-car"),
         play=((BRUNO, Replace(MOUNTAIN3A, 6, YOU)), (CHLOE, Place(MOUNTAIN3B, 4)), (DARIO, Place(MOUNTAIN3A, 3)))),
    Step(EXPECT, message("tutorial.gt.place_click", QT_TRANSLATE_NOOP(
        "tutorial", "Round 3. Your overall die shows 6 and rides like any die of yours. Click it, then click the lit mountain stage (lead time 3): the cards a selected die fits light up.")),
         ("place", "jersey-dice", "playing-gameshelf"), expect=(YOU, Place(MOUNTAIN3C, 6, "gc")), gesture="click"),
    Step(NARRATE, message("tutorial.gt.dario_wins", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno and Chloé place on later cards; Dario puts a lone 2 on the sprint stage at the director car. With no other dice there, his 2 is the highest total: Dario takes the card, its lead time and its sprint point. He now leads in lead time and in sprint points, so he takes the overall jersey and the sprint jersey, and picks which of his dice each jersey die replaces.")),
         ("judging-cards", "jersey-judging", "swapping-jersey-die"),
         play=((BRUNO, Place(MOUNTAIN2, 6)), (CHLOE, Place(SPRINT2, 4)), (DARIO, Place(SPRINT1B, 2)),
               (DARIO, TakeJersey("gc", GRUPETTO)), (DARIO, TakeJersey("sprint", GRUPETTO)))),
    Step(NARRATE, message("tutorial.gt.dario_leads", QT_TRANSLATE_NOOP(
        "tutorial", "You lost the overall die: a rider die of yours took its place on the card, showing the same 6. Dario is the leader now, so he starts round 4; then the turns go on in seat order. He places a 6 on a mountain stage.")),
         ("turn-order", "swapping-jersey-die"), play=((DARIO, Place(MOUNTAIN3B, 6)),)),
    Step(EXPECT, message("tutorial.gt.train", QT_TRANSLATE_NOOP(
        "tutorial", "The director car stands at the mountain stage worth 2, and Bruno's 6 is alone there. A train puts three dice with consecutive faces on one card at once. Click your 3, your 4 and your 5, then click the lit card: 3 + 4 + 5 = 12.")),
         ("train", "playing-gameshelf"), expect=(YOU, Train(MOUNTAIN2, 3)), gesture="click"),
    Step(NARRATE, message("tutorial.gt.you_win", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno places a 5 on a sprint stage and Chloé replaces it. Then the card at the director car is judged: your 12 beats Bruno's 6. You win it, with 2 lead time and a mountain point, and every die on it goes back to its owner's grupetto. You take the overall jersey back, and the mountain jersey too.")),
         ("judging-cards", "jersey-judging", "judging-phase"),
         play=((BRUNO, Place(SPRINT2, 5)), (CHLOE, Replace(SPRINT2, 5, BRUNO)))),
    Step(EXPECT, message("tutorial.gt.take_click", QT_TRANSLATE_NOOP(
        "tutorial", "A jersey die takes the place of one of your rider dice, with that die's face and place. Here every choice is fine; put it in your grupetto, where it will be rolled fresh. Click the lit choice in the panel.")),
         ("swapping-jersey-die", "playing-gameshelf"), expect=(YOU, TakeJersey("gc", GRUPETTO)), gesture="click"),
    Step(EXPECT, message("tutorial.gt.take_key", QT_TRANSLATE_NOOP(
        "tutorial", "Now the mountain jersey die. The panel's choices are numbered: press 3 to put it in your grupetto too.")),
         ("swapping-jersey-die", "playing-gameshelf"), expect=(YOU, TakeJersey("mountain", GRUPETTO)),
         gesture="key", keys=("3",)),
    Step(EXPECT, message("tutorial.gt.place_two", QT_TRANSLATE_NOOP(
        "tutorial", "Round 5, and you lead again. Your peloton holds only three 2s. Drag a 2 onto the lit sprint stage at the end of the course.")),
         ("place", "turn-order"), expect=(YOU, Place(SPRINT2B, 2)), gesture="drag"),
    Step(NARRATE, message("tutorial.gt.twos", QT_TRANSLATE_NOOP(
        "tutorial", "A fight over one 2: Bruno replaces yours, Chloé replaces Bruno's, Dario replaces Chloé's. Each replace costs its player a die. Meanwhile the sprint stage at the director car goes to Chloé, the only team on it.")),
         ("replace", "judging-cards"),
         play=((BRUNO, Replace(SPRINT2B, 2, YOU)), (CHLOE, Replace(SPRINT2B, 2, BRUNO)),
               (DARIO, Replace(SPRINT2B, 2, CHLOE)))),
    Step(EXPECT, message("tutorial.gt.replace", QT_TRANSLATE_NOOP(
        "tutorial", "Your turn to replace: you have two 2s left. Drag one of them onto Dario's 2 on the last sprint stage. One of yours stays on the card, the other goes to your grupetto with Dario's die.")),
         ("replace", "playing-gameshelf"), expect=(YOU, Replace(SPRINT2B, 2, DARIO)), gesture="drag"),
    Step(NARRATE, message("tutorial.gt.lost_lead", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno rolls his grupetto; Chloé places a 6; Dario places a 5 and wins the mountain stage at the director car. That puts him above your lead time: the overall jersey goes to Dario. Equalling is not enough, a jersey moves only when someone goes above.")),
         ("jersey-judging", "roll"),
         play=((BRUNO, ROLL), (CHLOE, Place(SPRINT2B, 6)), (DARIO, Place(MOUNTAIN3A, 5)),
               (DARIO, TakeJersey("gc", GRUPETTO)))),
    Step(EXPECT, message("tutorial.gt.roll", QT_TRANSLATE_NOOP(
        "tutorial", "Round 7: Dario leads and rolls. Your peloton is empty, so roll too: every die in your grupetto comes back to the peloton with a fresh face, and any 1 goes straight back. Press Space. (Pass would send one die, or two of a face, to the grupetto to be rolled later.)")),
         ("roll", "pass", "playing-gameshelf"), play=((DARIO, ROLL),), expect=(YOU, ROLL), gesture="key",
         keys=("Space",), mentions=("pass",)),
    Step(NARRATE, message("tutorial.gt.chloe_leads", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno places a 4. Chloé places a 5 and wins the mountain stage at the director car, which makes her the leader with the overall jersey. In round 8 she rolls, and Dario replaces your 6 on the last mountain stage.")),
         ("jersey-judging", "turn-order"),
         play=((BRUNO, Place(MOUNTAIN3C, 4)), (CHLOE, Place(MOUNTAIN3B, 5)), (CHLOE, TakeJersey("gc", GRUPETTO)),
               (CHLOE, ROLL), (DARIO, Replace(MOUNTAIN3C, 6, YOU)))),
    Step(EXPECT, message("tutorial.gt.place_four", QT_TRANSLATE_NOOP(
        "tutorial", "Think ahead to the last card, the sprint stage worth 2: a sprint point there could take the sprint jersey. Drag a 4 onto it.")),
         ("place", "action-phase"), expect=(YOU, Place(SPRINT2B, 4)), gesture="drag"),
    Step(NARRATE, message("tutorial.gt.last_round", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno places a 5 and wins the mountain stage. The last round: Chloé leads and places a 5 on the last card, and Dario places a 3 there.")),
         ("judging-cards", "turn-order"),
         play=((BRUNO, Place(MOUNTAIN3C, 5)), (CHLOE, Place(SPRINT2B, 5)), (DARIO, Place(SPRINT2B, 3)))),
    Step(EXPECT, message("tutorial.gt.replace_click", QT_TRANSLATE_NOOP(
        "tutorial", "Replace Dario's 3 with your two 3s, this time by clicking: click one 3 in your peloton, then the other, then Dario's 3 on the card.")),
         ("replace", "playing-gameshelf"), expect=(YOU, Replace(SPRINT2B, 3, DARIO)), gesture="click"),
    Step(NARRATE, message("tutorial.gt.end", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno rolls. The last card is judged: Chloé's 11 beats your 9, so she takes the sprint point and the sprint jersey. The director car has passed every card: the race is over. Everyone holding a jersey wins: Chloé (overall and sprint) and you, with the mountain jersey!")),
         ("end-game", "jersey-judging"), play=((BRUNO, ROLL), (CHLOE, TakeJersey("sprint", GRUPETTO)))),
    Step(NARRATE, message("tutorial.gt.more", QT_TRANSLATE_NOOP(
        "tutorial", "The standard course adds more: rest days between weeks, where you choose dice to roll again; assist cards (Removal, Swap, Duplicates allowed) that you win like stages; and when the overall die showing 7 changes hands, its old holder picks the face of the die that replaces it. The rulebook explains each. Press “Play a real game” to race against computer players.")),
         ("rest-day", "assist-cards", "overall-die-showing-7"), mentions=("rest_roll", "remove", "swap", "seven_face")),
)

SCRIPT = Script(
    game="grands_tours",
    options={"course": "short", "first_leader": "1"},  # the short course; the learner leads, so Camp starts with them
    seats=(
        SeatPlan(message("tutorial.gt.you", QT_TRANSLATE_NOOP(
            "tutorial", "Ada (you)")), "human"),  # the log says "Ada (you) places…": a bare "You places…" would not read
        SeatPlan(message("tutorial.gt.bruno", QT_TRANSLATE_NOOP("tutorial", "Bruno")), "ai:normal"),
        SeatPlan(message("tutorial.gt.chloe", QT_TRANSLATE_NOOP("tutorial", "Chloé")), "ai:normal"),
        SeatPlan(message("tutorial.gt.dario", QT_TRANSLATE_NOOP("tutorial", "Dario")), "ai:normal"),
    ),
    seed=31,
    steps=STEPS,
    core=("overview-goal", "rider-dice", "jersey-dice", "cards", "areas", "short-course",
          "turning-cards-onto-course", "round", "turn-order", "action-phase", "place", "replace", "train", "roll",
          "pass", "judging-phase", "judging-cards", "jersey-judging", "swapping-jersey-die",
          "end-phase-director-car", "event-cards", "camp", "re-adjusting", "end-game", "playing-gameshelf"),
    not_needed={
        "intro": "the rulebook's title and player count: the new-game screen sets them",
        "components": "a heading over the dice and cards, which the steps show on the table",
        "courses": "a heading over the three courses; a first game is the short one",
        "standard-course": "a longer course; the last step says what it adds",
        "custom-course": "an option for players who know the game",
        "setting-up": "the app sets the table up",
        "initial-leader": "an option; the lesson names the learner the first leader",
        "judging-examples": "worked examples of the judging the lesson plays out",
        "overall-die-showing-7": "happens only when the overall die shows 7 as it changes hands; the last step names it",
        "assist-cards": "not in the short course; the last step names them",
        "rest-day": "not in the short course; the last step names it",
        "negotiation": "table talk, which the app leaves to the players",
        "questions-answers": "corner cases a first game rarely meets",
    },
    first_game_players=4,
)
