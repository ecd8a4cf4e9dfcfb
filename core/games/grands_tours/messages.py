"""Everything Grands Tours says: option labels, reasons and log lines."""
from ...engine import QT_TRANSLATE_NOOP, message

NAME = message("game.grands_tours", QT_TRANSLATE_NOOP("games", "Grands Tours"))

# Options
OPT_COURSE = message("gt.opt.course", QT_TRANSLATE_NOOP("grands_tours", "Course"))
OPT_STANDARD = message("gt.opt.standard", QT_TRANSLATE_NOOP("grands_tours", "Standard course (three weeks, about 90 minutes)"))
OPT_SHORT = message("gt.opt.short", QT_TRANSLATE_NOOP("grands_tours", "Short course (one week, about 30 minutes)"))
OPT_CUSTOM = message("gt.opt.custom", QT_TRANSLATE_NOOP("grands_tours", "Custom course (choose the weeks)"))
OPT_WEEKS = message("gt.opt.weeks", QT_TRANSLATE_NOOP("grands_tours", "Weeks on the custom course"))
WEEKS_LABEL = message("gt.opt.weeks_label", QT_TRANSLATE_NOOP("grands_tours", "Weeks {weeks}"))
OPT_ASSISTS = message("gt.opt.assists", QT_TRANSLATE_NOOP("grands_tours", "Assist cards on the custom course"))
OPT_LEADER = message("gt.opt.leader", QT_TRANSLATE_NOOP("grands_tours", "First leader (who played most recently)"))
LEADER_RANDOM = message("gt.opt.leader_random", QT_TRANSLATE_NOOP("grands_tours", "Drawn by lot"))
LEADER_SEAT = message("gt.opt.leader_seat", QT_TRANSLATE_NOOP("grands_tours", "Player {number}"))

# Cards and jerseys
JERSEY_NAMES = {
    "gc": message("gt.jersey.gc", QT_TRANSLATE_NOOP("grands_tours", "overall jersey")),
    "sprint": message("gt.jersey.sprint", QT_TRANSLATE_NOOP("grands_tours", "sprint jersey")),
    "mountain": message("gt.jersey.mountain", QT_TRANSLATE_NOOP("grands_tours", "mountain jersey")),
}
ASSIST_NAMES = {
    "removal": message("gt.assist.removal", QT_TRANSLATE_NOOP("grands_tours", "Removal")),
    "swap": message("gt.assist.swap", QT_TRANSLATE_NOOP("grands_tours", "Swap")),
    "duplicates": message("gt.assist.duplicates", QT_TRANSLATE_NOOP("grands_tours", "Duplicates allowed")),
}
CARD_STAGE = message("gt.card.stage", QT_TRANSLATE_NOOP("grands_tours", "{point} (lead time {lead}, week {week})"))
CARD_STAGE_NO_LEAD = message("gt.card.stage_no_lead", QT_TRANSLATE_NOOP("grands_tours", "{point} (no lead time, week {week})"))
CARD_CAMP = message("gt.card.camp", QT_TRANSLATE_NOOP("grands_tours", "Camp"))
CARD_REST = message("gt.card.rest", QT_TRANSLATE_NOOP("grands_tours", "Rest day"))
CARD_ASSIST = message("gt.card.assist", QT_TRANSLATE_NOOP("grands_tours", "assist card {assist}"))
POINT_NAMES = {
    "sprint": message("gt.point.sprint", QT_TRANSLATE_NOOP("grands_tours", "sprint stage")),
    "mountain": message("gt.point.mountain", QT_TRANSLATE_NOOP("grands_tours", "mountain stage")),
    "none": message("gt.point.none", QT_TRANSLATE_NOOP("grands_tours", "no-points stage")),
}
# Dice in the log: rider dice as faces ("2, 5, 6"), then each jersey die by name
JERSEY_DIE = message("gt.dice.jersey", QT_TRANSLATE_NOOP("grands_tours", "the {jersey} die showing {face}"))
DICE_PLUS = message("gt.dice.plus", QT_TRANSLATE_NOOP("grands_tours", "{dice}, plus {die}"))
NO_DICE = message("gt.dice.none", QT_TRANSLATE_NOOP("grands_tours", "no dice"))

# Reasons
BAD_PLAYERS = message("gt.bad_players", QT_TRANSLATE_NOOP("grands_tours", "Grands Tours needs {low} to {high} teams."))
BAD_OPTION = message("gt.bad_option", QT_TRANSLATE_NOOP("grands_tours", "The option {option} has a value this game does not know."))
LEADER_SEAT_MISSING = message("gt.leader_missing", QT_TRANSLATE_NOOP("grands_tours", "There is no player {number} at this table to be the first leader."))
WRONG_PHASE = message("gt.wrong_phase", QT_TRANSLATE_NOOP("grands_tours", "That move does not fit this moment of the round."))
NOT_ON_COURSE = message("gt.not_on_course", QT_TRANSLATE_NOOP("grands_tours", "Dice go only on stage and assist cards still on the course."))
NO_SUCH_DIE = message("gt.no_such_die", QT_TRANSLATE_NOOP("grands_tours", "You have no such die in your peloton."))
FACE_TAKEN = message("gt.face_taken", QT_TRANSLATE_NOOP("grands_tours", "A die showing {face} is already on that card: one die per face on a card."))
TRAIN_FACES = message("gt.train_faces", QT_TRANSLATE_NOOP("grands_tours", "A train is three consecutive faces from your peloton, none already on the card."))
NEED_TWO = message("gt.need_two", QT_TRANSLATE_NOOP("grands_tours", "To replace a {face} you need two dice showing {face} in your peloton."))
NO_TARGET = message("gt.no_target", QT_TRANSLATE_NOOP("grands_tours", "There is no such die on that card."))
DUPLICATE_LEFT = message("gt.duplicate_left", QT_TRANSLATE_NOOP("grands_tours", "That would leave two dice of one face on the card, which only the Duplicates allowed card permits."))
NOTHING_TO_ROLL = message("gt.nothing_to_roll", QT_TRANSLATE_NOOP("grands_tours", "Your grupetto is empty: there is nothing to roll."))
BAD_PASS = message("gt.bad_pass", QT_TRANSLATE_NOOP("grands_tours", "Pass one die, or two dice of one face, from your peloton; you pass empty-handed only when your peloton and grupetto are both empty."))
NO_ASSIST = message("gt.no_assist", QT_TRANSLATE_NOOP("grands_tours", "You need the assist card {assist} for that."))
BAD_SWAP = message("gt.bad_swap", QT_TRANSLATE_NOOP("grands_tours", "Swap trades another team's die on one card with your die of the same face on another card."))
NO_READJUST = message("gt.no_readjust", QT_TRANSLATE_NOOP("grands_tours", "Re-adjusting sets aside one of your just-rolled dice and needs at least two of them."))
BAD_REST = message("gt.bad_rest", QT_TRANSLATE_NOOP("grands_tours", "Choose the dice to roll from those in your peloton and your grupetto."))
BAD_SEVEN = message("gt.bad_seven", QT_TRANSLATE_NOOP("grands_tours", "Choose a face from 1 to 6 that is not already on that card."))
BAD_TAKE = message("gt.bad_take", QT_TRANSLATE_NOOP("grands_tours", "Choose one of your rider dice for the jersey die to replace."))

# Log
LOG_LEADER_LOT = message("gt.log.leader_lot", QT_TRANSLATE_NOOP("grands_tours", "{team} is drawn by lot to lead and takes the overall jersey die."))
LOG_LEADER_NAMED = message("gt.log.leader_named", QT_TRANSLATE_NOOP("grands_tours", "{team} played most recently: they lead and take the overall jersey die."))
LOG_DEAL = message("gt.log.deal", QT_TRANSLATE_NOOP("grands_tours", "On the course: {card}."))
LOG_ROUND = message("gt.log.round", QT_TRANSLATE_NOOP("grands_tours", "Round {round}: {card}; {team} leads."))
LOG_CAMP_ROLL = message("gt.log.camp_roll", QT_TRANSLATE_NOOP("grands_tours", "At camp, {team} rolls {faces}."))
LOG_READJUST = message("gt.log.readjust", QT_TRANSLATE_NOOP("grands_tours", "{team} sets a {face} aside and re-rolls: {faces}."))
LOG_KEEP = message("gt.log.keep", QT_TRANSLATE_NOOP("grands_tours", "{team} starts with {faces}."))
LOG_REST_ROLL = message("gt.log.rest_roll", QT_TRANSLATE_NOOP("grands_tours", "{team} rolls {count} dice on the rest day: {faces}."))
LOG_PLACE = message("gt.log.place", QT_TRANSLATE_NOOP("grands_tours", "{team} places a {face} on {card}."))
LOG_TRAIN = message("gt.log.train", QT_TRANSLATE_NOOP("grands_tours", "{team} places a train {faces} on {card}."))
LOG_REPLACE = message("gt.log.replace", QT_TRANSLATE_NOOP("grands_tours", "{team} replaces {owner}'s {face} on {card}."))
LOG_REMOVE = message("gt.log.remove", QT_TRANSLATE_NOOP("grands_tours", "{team} removes {owner}'s {face} from {card}."))
LOG_SWAP = message("gt.log.swap", QT_TRANSLATE_NOOP("grands_tours", "{team} swaps {owner}'s {face} on {frm} with their own on {to}."))
LOG_ROLL = message("gt.log.roll", QT_TRANSLATE_NOOP("grands_tours", "{team} rolls the grupetto: {faces}."))
LOG_PASS = message("gt.log.pass", QT_TRANSLATE_NOOP("grands_tours", "{team} passes and drops {faces} into the grupetto."))
LOG_PASS_EMPTY = message("gt.log.pass_empty", QT_TRANSLATE_NOOP("grands_tours", "{team} has no move and passes."))
LOG_WIN = message("gt.log.win", QT_TRANSLATE_NOOP("grands_tours", "{team} wins {card} with {total}."))
LOG_TIE = message("gt.log.tie", QT_TRANSLATE_NOOP("grands_tours", "Tie at {total} on {card}: the card is held over."))
LOG_HOME = message("gt.log.home", QT_TRANSLATE_NOOP("grands_tours", "Nobody rode for {card}: it goes home."))
LOG_JERSEY = message("gt.log.jersey", QT_TRANSLATE_NOOP("grands_tours", "{team} takes the {jersey}."))
LOG_JERSEY_BACK = message("gt.log.jersey_back", QT_TRANSLATE_NOOP("grands_tours", "{team} hands back the {jersey}; a rider die takes its place showing {face}."))
LOG_JERSEY_BACK_GRUPETTO = message("gt.log.jersey_back_grupetto", QT_TRANSLATE_NOOP("grands_tours", "{team} hands back the {jersey}; a rider die takes its place in the grupetto."))
LOG_JERSEY_IN_GRUPETTO = message("gt.log.jersey_in_grupetto", QT_TRANSLATE_NOOP("grands_tours", "{team}'s {jersey} die replaces a rider die in the grupetto."))
LOG_JERSEY_IN = message("gt.log.jersey_in", QT_TRANSLATE_NOOP("grands_tours", "{team}'s {jersey} die replaces a rider die showing {face}."))
LOG_CAR = message("gt.log.car", QT_TRANSLATE_NOOP("grands_tours", "The director car moves on."))
LOG_GAME_END = message("gt.log.game_end", QT_TRANSLATE_NOOP("grands_tours", "{team} wins, holding a jersey!"))
