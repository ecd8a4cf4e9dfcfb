"""The Dice Road Race's guided game: the first stage of a stage race, you against Bruno and Chloé.

Seed 5 with these decisions plays the whole of stage 1 (34 decisions): you win it, so its result shows
bonus and extra time, then the end of the race is narrated. The decisions were taken from a greedy game
with the player's choices fixed; `tests/desktop/test_tutorial_dice_road_race.py` replays them on the rules.
"""
from gameshelf.core.engine import QT_TRANSLATE_NOOP, message
from gameshelf.core.games.dice_road_race.actions import Advance, Declare, Join, Retire

from ..script import EXPECT, NARRATE, SHOW, Lights, Script, SeatPlan, Step


YOU, BRUNO, CHLOE = 0, 1, 2

STEPS = (
    Step(NARRATE, message("tutorial.drr.welcome", QT_TRANSLATE_NOOP(
        "tutorial", "Welcome to The Dice Road Race! You are Ada, the red rider, against Bruno and Chloé. The first rider over the finish line wins a stage; a full game is a stage race of five stages, won by the lowest total time. Let's ride the first stage together. Press Next (or Space) to go on.")),
         ("overview-goal", "stage-race")),
    Step(SHOW, message("tutorial.drr.course", QT_TRANSLATE_NOOP(
        "tutorial", "This is the course: 24 spaces from the start to the finish. The number on a space is what it costs to enter it: 1 on the flat, 2 or 3 on the climbs. You move by paying these costs out of the total you roll.")),
         ("course", "space-costs", "moving-paying-costs"),
         light=Lights(zones=("space:1", "space:2", "space:3", "space:4"))),
    Step(SHOW, message("tutorial.drr.dice", QT_TRANSLATE_NOOP(
        "tutorial", "These are your three dice. Every turn you choose how many to roll: more dice go further, but each six you roll costs you that die for the rest of the stage.")),
         ("declare", "lose-sixes"),
         light=Lights(pieces=("die:0:0", "die:0:1", "die:0:2"))),
    Step(EXPECT, message("tutorial.drr.declare_drag", QT_TRANSLATE_NOOP(
        "tutorial", "Your turn. A turn goes: declare your dice, the others may join, roll, move, lose your sixes. Drag two of your dice into the tray, then press Roll.")),
         ("turn", "declare", "playing-gameshelf"), expect=(YOU, Declare(2)), gesture="drag"),
    Step(NARRATE, message("tutorial.drr.joined", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno and Chloé stand on your space, so each may join your roll with as many dice as you declared. Bruno joins; Chloé stays out. The dice are rolled: you have 4 + 5 = 9, Bruno 5 + 6 = 11.")),
         ("check-joining-roll", "roll"), play=((BRUNO, Join(True)), (CHLOE, Join(False)))),
    Step(EXPECT, message("tutorial.drr.move_drag", QT_TRANSLATE_NOOP(
        "tutorial", "You have 9 to spend. Entering spaces 1 to 6 costs 2 + 1 + 1 + 2 + 2 + 1 = 9. Drag your rider to space 6, the lit one. You may always stop short, but what you do not spend is lost.")),
         ("move", "moving-paying-costs"), expect=(YOU, Advance(6)), gesture="drag"),
    Step(NARRATE, message("tutorial.drr.blocked", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno rolled 11, but a rider who joins a roll never ends ahead of the rider who made it: he is blocked on 6 beside you, and the rest of his 11 is lost. He also rolled a six: after the moves, every six costs its die, so Bruno keeps 2 dice.")),
         ("check-joining-roll", "lose-sixes"), play=((BRUNO, Advance(6)),)),
    Step(NARRATE, message("tutorial.drr.bruno_declares", QT_TRANSLATE_NOOP(
        "tutorial", "Now it is Bruno's turn, and he declares 2 dice. You stand on his space, so the table asks you whether to join his roll.")),
         ("turn", "check-joining-roll"), play=((BRUNO, Declare(2)),)),
    Step(EXPECT, message("tutorial.drr.join_key", QT_TRANSLATE_NOOP(
        "tutorial", "Joining is a free roll on someone else's turn, though you cannot pass Bruno. Press Y on the keyboard to join (N would stay out).")),
         ("check-joining-roll",), expect=(YOU, Join(True)), gesture="key", keys=("Y",)),
    Step(NARRATE, message("tutorial.drr.bruno_moves", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno rolled 5 + 6 = 11 and rides to space 13. You rolled 1 + 3 = 4: the active rider moves first, then those who joined.")),
         ("roll", "move"), play=((BRUNO, Advance(13)),)),
    Step(EXPECT, message("tutorial.drr.move_click", QT_TRANSLATE_NOOP(
        "tutorial", "With 4 you can enter space 7, which costs 2; space 8 would cost 3 more. Click space 7, the lit one.")),
         ("move", "moving-paying-costs"), expect=(YOU, Advance(7)), gesture="click"),
    Step(NARRATE, message("tutorial.drr.chloe", QT_TRANSLATE_NOOP(
        "tutorial", "Bruno's six costs him a die: he has one left. Chloé, alone at the start, rolls three dice: 6 + 4 + 6 = 16 takes her to space 10, but her two sixes cost two dice. A roll never takes your last die: she keeps one.")),
         ("lose-sixes", "turn"), play=((CHLOE, Declare(3)), (CHLOE, Advance(10)))),
    Step(SHOW, message("tutorial.drr.retire", QT_TRANSLATE_NOOP(
        "tutorial", "One more button: Retire. A rider whose race has gone badly may leave the general classification for good and ride on from the next stage with three dice, for stage wins only. You are doing well: do not retire.")),
         ("retirement",), about=(YOU, Retire()), mentions=("retire",)),
    Step(EXPECT, message("tutorial.drr.declare_key", QT_TRANSLATE_NOOP(
        "tutorial", "Your turn again, and nobody is on your space. This time use the keyboard: press 3 to roll all three dice.")),
         ("declare", "playing-gameshelf"), expect=(YOU, Declare(3)), gesture="key", keys=("3",)),
    Step(EXPECT, message("tutorial.drr.move_key", QT_TRANSLATE_NOOP(
        "tutorial", "You rolled 1 + 3 + 2 = 6. Press F to go as far as you can pay, to space 11 (the arrow keys and Enter would pick another space).")),
         ("move", "playing-gameshelf"), expect=(YOU, Advance(11)), gesture="key", keys=("F",)),
    Step(NARRATE, message("tutorial.drr.later", QT_TRANSLATE_NOOP(
        "tutorial", "A few turns later: with one die each, Bruno and Chloé crawl up the climbs, while you roll three dice every turn. You are on space 19, five spaces from the finish.")),
         ("turn", "lose-sixes"), jump=True, play=(
             (BRUNO, Declare(1)), (BRUNO, Advance(14)), (CHLOE, Declare(1)), (CHLOE, Advance(13)),
             (YOU, Declare(3)), (YOU, Advance(14)), (BRUNO, Declare(1)), (YOU, Join(True)), (BRUNO, Advance(16)),
             (YOU, Advance(15)), (CHLOE, Declare(1)), (YOU, Declare(3)), (YOU, Advance(19)),
             (BRUNO, Declare(1)), (CHLOE, Declare(1)))),
    Step(EXPECT, message("tutorial.drr.declare_click", QT_TRANSLATE_NOOP(
        "tutorial", "The finish is in reach. Click your third die (the dice before it go into the tray too), then press Roll.")),
         ("declare", "finish"), expect=(YOU, Declare(3)), gesture="click"),
    Step(EXPECT, message("tutorial.drr.finish", QT_TRANSLATE_NOOP(
        "tutorial", "You rolled 6 + 2 + 2 = 10, more than the finish costs. Drag your rider onto the finish: the first rider over the line wins the stage.")),
         ("finish", "move"), expect=(YOU, Advance(24)), gesture="drag"),
    Step(NARRATE, message("tutorial.drr.extra_round", QT_TRANSLATE_NOOP(
        "tutorial", "You won the stage! Your six still costs a die. Now everyone else takes one last turn, the extra round: Bruno rolls a 6 and climbs to space 18.")),
         ("end-stage-extra-round", "lose-sixes"), play=((BRUNO, Declare(1)), (BRUNO, Advance(18)))),
    Step(NARRATE, message("tutorial.drr.result", QT_TRANSLATE_NOOP(
        "tutorial", "Chloé's last turn ends the stage. The winner takes 10 seconds off: you stand at −10. Bruno and Chloé did not finish and get 20 seconds of extra time each. The general classification adds up each rider's seconds over the stages, lowest first.")),
         ("extra-time", "bonus-times-stage-places", "general-classification"),
         play=((CHLOE, Declare(1)), (CHLOE, Advance(15)))),
    Step(NARRATE, message("tutorial.drr.stages", QT_TRANSLATE_NOOP(
        "tutorial", "Before each new stage every rider gets one lost die back, up to three. The race has five stages: flat, mountain, an individual time trial (each rider rides alone and every roll costs 10 seconds), medium mountain and mountain.")),
         ("recovery", "five-stages", "individual-time-trial")),
    Step(NARRATE, message("tutorial.drr.end", QT_TRANSLATE_NOOP(
        "tutorial", "After stage 5 the lowest total time wins the race. If the order can no longer change earlier, the table asks everyone whether to end by agreement: “End the race” or “Race on”. That is all you need. Press “Play a real game” to race against computer players.")),
         ("end-game", "last-stage"), mentions=("agree",)),
)

SCRIPT = Script(
    game="dice_road_race",
    options={},  # the stage race, as a first game is
    seats=(
        SeatPlan(message("tutorial.drr.you", QT_TRANSLATE_NOOP(
            "tutorial", "Ada (you)")), "human"),  # the log says "Ada (you) rolls…": a bare "You rolls…" would not read
        SeatPlan(message("tutorial.drr.bruno", QT_TRANSLATE_NOOP("tutorial", "Bruno")), "ai:normal"),
        SeatPlan(message("tutorial.drr.chloe_name", QT_TRANSLATE_NOOP("tutorial", "Chloé")), "ai:normal"),
    ),
    seed=5,
    steps=STEPS,
    core=("overview-goal", "course", "space-costs", "moving-paying-costs", "finish", "turn", "declare",
          "check-joining-roll", "roll", "move", "lose-sixes", "stage-race", "five-stages",
          "end-stage-extra-round", "extra-time", "bonus-times-stage-places", "general-classification",
          "recovery", "retirement", "individual-time-trial", "last-stage", "end-game", "playing-gameshelf"),
    not_needed={
        "intro": "the rulebook's title and player count: the new-game screen sets them",
        "components": "the table holds the pieces; the steps point at the ones in play",
        "boards-sides": "the course is built by the app from the stage's boards",
        "example-turn": "a worked example of what the tutorial's turns play out",
        "single-race": "an option; a first game is the stage race",
        "who-starts-each-stage": "the table marks who is up",
        "worked-examples-stage-1": "worked examples of the scoring the result step shows",
        "worked-example-stage-2": "a worked example of the scoring the result step shows",
        "option-leader-colour": "an option, off by default, that changes only colours",
    },
    first_game_players=3,
)
