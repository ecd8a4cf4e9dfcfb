"""The rulebook section (`i18n/rules/<lang>/grandprix_f1.md`, `{#id}` on its headings) of each reason and log line."""
from ...engine import messages as E
from ...engine.messages import RuleLinks, keys, links
from . import messages as M

LINKS = RuleLinks(
    reasons={
        **links("turn", E.NOT_YOUR_TURN, E.UNKNOWN_ACTION, M.WRONG_PHASE, M.NO_CARD, M.BAD_CAR_FIELD,
                M.BAD_CARD_FIELD, M.BAD_PIT_FIELD, M.BAD_CARDS_FIELD),
        **links("laps-finish", E.GAME_OVER),
        **links("intro", M.BAD_PLAYERS),
        **links("setting-up", M.BAD_BOX_FIELD, M.BOX_TAKEN),
        **links("options", M.BAD_OPTION, M.FIVE_LAPS),
        **links("two-cars-per-player", M.NOT_YOUR_CAR),
        **links("entering", M.NO_PIT_HERE, M.PIT_COMPULSORY),
        **links("box", M.BAD_TYRES_FIELD, M.TYRES_ON_LEAVING, M.IN_BOX, M.NOT_IN_BOX, M.MUST_LEAVE, M.BAD_REFUEL),
        **links("framed-spaces", M.BAD_EXCHANGE, M.BAD_PAYMENT),
        # refusals of the table's gestures (desktop/presenters/grandprix_f1.py)
        "f1_table.not_reached": "route",
        "f1_table.card_not_reached": "route",
        "f1_table.not_here": "playing-gameshelf",
        "f1_table.pick_card": "playing-gameshelf",
        "f1_table.pick_box": "setting-up",
    },
    events={
        **links("setting-up", M.LOG_RACE, M.LOG_ORDER, M.LOG_BOX, M.LOG_DEAL),
        **links("turn", M.LOG_PLAY, M.LOG_MOVE, M.LOG_BLOCKED, M.LOG_STUCK),
        **links("route", M.LOG_MOVE_LINE),
        **links("entering", M.LOG_PIT_LANE),
        **links("gravel", M.LOG_GRAVEL),
        **links("laps-finish", M.LOG_LAP, M.LOG_FINAL_LAP, M.LOG_FINISH, M.LOG_RACE_END, M.LOG_WINNER,
                M.LOG_NO_WINNER),
        **links("two-cars-per-player", M.LOG_DQ),
        **links("framed-spaces", M.LOG_BONUS, M.LOG_EXCHANGE, M.LOG_KEEP, M.LOG_PENALTY, M.LOG_PAID),
        **links("weather-tyres", M.LOG_BONUS_SHORT, M.LOG_RAIN, M.LOG_REBUILD),
        **links("box", M.LOG_PIT_IN, M.LOG_REPAIRED, M.LOG_STAY, M.LOG_LEAVE, M.LOG_EXIT_BLOCKED),
        **links("advanced-rule-double-weather", M.LOG_SUN_IN, M.LOG_SUN),
        **links("advanced-rule-accidents", M.LOG_DAMAGE, M.LOG_CRASH),
        **links("overview-goal", M.LOG_OUT_OF_FUEL),
        **links("championship", M.LOG_POINTS),
    },
    unlinked=keys(M.NAME, M.OPT_LAPS, M.LAPS_4, M.LAPS_5, M.OPT_BEST_LAP, M.BEST_LAP_4, M.BEST_LAP_3, M.OPT_RACES,
                  M.RACES_1, M.RACES_N, M.OPT_ACCIDENTS, M.OPT_UNEXPECTED, M.OPT_DOUBLE, M.CAR_ONE, M.CAR_TWO,
                  M.TYRES.values(), M.SPACE, M.SPACE_BOX),
)
