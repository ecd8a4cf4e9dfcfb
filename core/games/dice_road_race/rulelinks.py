"""The rulebook section (`i18n/rules/<lang>/dice_road_race.md`, `{#id}` on its headings) of each reason and log line."""
from ...engine import messages as E
from ...engine.messages import RuleLinks, keys, links
from . import messages as M

LINKS = RuleLinks(
    reasons={
        **links("turn", E.NOT_YOUR_TURN, E.UNKNOWN_ACTION, M.WRONG_PHASE),
        **links("end-game", E.GAME_OVER),
        **links("intro", M.BAD_PLAYERS),
        **links("playing-gameshelf", M.BAD_OPTION),
        **links("option-leader-colour", M.LEADER_TOO_MANY),
        **links("declare", M.DICE_RANGE),
        **links("moving-paying-costs", M.NOT_REACHABLE, M.NO_BACKWARDS),
        **links("check-joining-roll", M.BEHIND_ONLY),
        **links("individual-time-trial", M.OCCUPIED),
        **links("retirement", M.NO_RETIRE_SINGLE, M.RETIRE_WHEN, M.RETIRED_ALREADY, M.RETIRE_FINISHED, M.LAST_IN_GC),
        # refusals of the table's gestures (desktop/presenters/dice_road_race.py)
        "drr_table.die_on_road": "playing-gameshelf",
    },
    events={
        **links("five-stages", M.LOG_STAGE_START),
        **links("turn", M.LOG_TURN),
        **links("declare", M.LOG_DECLARE, M.LOG_DECLARE_ONE),
        **links("check-joining-roll", M.LOG_ANSWERED, M.LOG_JOIN, M.LOG_STAY_OUT),
        **links("roll", M.LOG_ROLL),
        **links("move", M.LOG_MOVE, M.LOG_MOVE_ONE, M.LOG_STAY, M.LOG_STUCK),
        **links("lose-sixes", M.LOG_LOSE, M.LOG_LOSE_ONE),
        **links("finish", M.LOG_FINISH),
        **links("end-stage-extra-round", M.LOG_EXTRA_ROUND, M.LOG_STAGE_END),
        **links("individual-time-trial", M.LOG_TT_START, M.LOG_TT_TIME),
        **links("recovery", M.LOG_RECOVER),
        **links("retirement", M.LOG_RETIRE),
        **links("last-stage", M.LOG_SETTLE),
        **links("end-game", M.LOG_OFFER_END, M.LOG_VOTE, M.LOG_GAME_END),
    },
    unlinked=keys(M.NAME, M.OPT_MODE, M.OPT_STAGE_RACE, M.OPT_SINGLE_RACE, M.OPT_COURSE, M.OPT_LEADER,
                  M.COURSE_LABEL, M.VOTE_END, M.VOTE_GO_ON),
)
