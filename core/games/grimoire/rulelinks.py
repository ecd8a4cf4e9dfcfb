"""The rulebook section (`i18n/rules/<lang>/grimoire.md`, `{#id}` on its headings) of each reason and log line."""
from ...engine import messages as E
from ...engine.messages import RuleLinks, keys, links
from . import messages as M

LINKS = RuleLinks(
    reasons={
        **links("turn-order", E.NOT_YOUR_TURN),
        **links("round", E.UNKNOWN_ACTION, M.WRONG_PHASE),
        **links("end-game", E.GAME_OVER),
        **links("intro", M.BAD_PLAYERS),
        **links("setup", M.BAD_OPTION),
        **links("book-phase-choosing-page", M.PAGE_RANGE, M.ALREADY_CHOSEN),
        **links("quest-phase", M.BAD_CHOICE),
        **links("targets-defense", M.NOT_CANDIDATE, M.NO_SWORD),
        **links("taking-field-card", M.EMPTY_SLOT),
        **links("pages", M.FIREBALL_SLOTS, M.GIVE_CARD, M.SEIZE_CARD),
        **links("companions", M.NUN_CARDS),
        # refusals of the table's gestures (desktop/presenters/grimoire.py)
        "grimoire_table.fireball_full": "pages",
        "grimoire_table.nun_full": "companions",
        "grimoire_table.not_here": "playing-gameshelf",
        "grimoire_table.not_now": "playing-gameshelf",
    },
    events={
        **links("set-phase", M.LOG_ROUND, M.LOG_DEAL),
        **links("quest-deck-discard-pile", M.LOG_RESHUFFLE, M.LOG_DISCARD, M.LOG_REPLACE, M.LOG_REPLACE_DOWN,
                M.LOG_DECK_OUT),
        **links("turn-order", M.LOG_ORDER),
        **links("book-phase-choosing-page", M.LOG_CHOSEN, M.LOG_REVEAL),
        **links("haste-time", M.LOG_TIME, M.LOG_TIME_CANCEL),
        **links("quest-phase", M.LOG_TURN, M.LOG_THIEF, M.LOG_ARCHER, M.LOG_SPY_LOOK, M.LOG_SPY_SKIP),
        **links("pages", M.LOG_SILENCED, M.LOG_NO_EFFECT, M.LOG_CHIPS, M.LOG_FIREBALL_NONE, M.LOG_FROM_DISCARD,
                M.LOG_SILENCE, M.LOG_GIVE, M.LOG_SEIZE, M.LOG_STEAL_CHIPS, M.LOG_LOSE_CHIP),
        **links("items", M.LOG_ITEM, M.LOG_ITEM_SHOWN, M.LOG_ITEMS_OUT),
        **links("targets-defense", M.LOG_TARGET, M.LOG_SWORD, M.LOG_NO_SWORD, M.LOG_MERCENARY),
        **links("taking-field-card", M.LOG_TAKE, M.LOG_TAKE_DOWN, M.LOG_TAKE_DOWN_COMPANION, M.LOG_NOTHING_TO_TAKE),
        **links("end-game", M.LOG_LAST_ROUND),
        **links("scoring", M.LOG_SCORE),
        **links("winning-ties", M.LOG_WINNER, M.LOG_DESIGNER_WINS),
    },
    unlinked=keys(M.NAME, M.WHAT_TREASURES, M.WHAT_COMPANIONS),
)
