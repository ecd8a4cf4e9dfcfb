"""Grands Tours on one screen. The symbols are the marks of its table (games/grands_tours/*.qml), in its
colours, so that the card shows them as they look."""
from gameshelf.core.engine import QT_TRANSLATE_NOOP, message

from . import Card, Symbol

CARD = Card(
    turn=(
        message("reference.gt.turn1", QT_TRANSLATE_NOOP("reference", "One action a turn: Place a die on a card; Replace a die there with two of its face; Train three consecutive faces onto one card; Roll your grupetto; or Pass one or two dice of a face to it.")),
        message("reference.gt.turn2", QT_TRANSLATE_NOOP("reference", "Bid on any card from the director car on, or a held-over one. A card holds one die of each face.")),
        message("reference.gt.turn3", QT_TRANSLATE_NOOP("reference", "Camp opens the race: everyone rolls; re-adjust (set one die aside, re-roll the rest) as often as you like. 1s go to the grupetto.")),
    ),
    scoring=(
        message("reference.gt.score1", QT_TRANSLATE_NOOP("reference", "After the turns, the card at the director car is judged: the highest team total wins it. A tie holds it over; a card with no dice goes home.")),
        message("reference.gt.score2", QT_TRANSLATE_NOOP("reference", "A won card gives its lead time and its sprint or mountain point; all its dice go back to their grupettos.")),
        message("reference.gt.score3", QT_TRANSLATE_NOOP("reference", "Most lead time holds the overall die and plays first; most sprint or mountain points hold those dice. A jersey moves only when someone goes above its holder.")),
    ),
    end=(
        message("reference.gt.end1", QT_TRANSLATE_NOOP("reference", "The race ends when the director car has passed every card.")),
        message("reference.gt.end2", QT_TRANSLATE_NOOP("reference", "Everyone holding a jersey die then wins: one to three winners.")),
    ),
    symbols=(
        Symbol("3", message("reference.gt.sym_lead", QT_TRANSLATE_NOOP("reference", "The big number on a stage card: the lead time it gives")), "#fffaf1"),
        Symbol(message("reference.gt.nolead", QT_TRANSLATE_NOOP("reference", "No lead time")), message("reference.gt.sym_nolead", QT_TRANSLATE_NOOP("reference", "Written where a stage card's number would be: the card gives no lead time, only its mountain point")), "#fffaf1", "#6f6458"),
        Symbol("▬", message("reference.gt.sym_sprint", QT_TRANSLATE_NOOP("reference", "A green band: the card gives a sprint point")), "#2e9e4f", "#ffffff", "#1f6e37"),
        Symbol("●●●", message("reference.gt.sym_mountain", QT_TRANSLATE_NOOP("reference", "Red dots: the card gives a mountain point")), "#ffffff", "#d8342c", "#d8342c"),
        Symbol(message("reference.gt.week", QT_TRANSLATE_NOOP("reference", "W1")), message("reference.gt.sym_week", QT_TRANSLATE_NOOP("reference", "The coloured band: the card's week (1 blue, 2 orange, 3 purple)")), "#3d7cc9", "#ffffff", "#2b5a94"),
        Symbol("9", message("reference.gt.sym_sum", QT_TRANSLATE_NOOP("reference", "A team's total on a card; the gold row is ahead there")), "#fbe7a8", "#2b2420", "#e03308"),
        Symbol("", message("reference.gt.sym_jersey", QT_TRANSLATE_NOOP("reference", "A yellow, green or red square by a name: that team holds the overall (leader), sprint or mountain jersey; the die of that colour is the jersey die")), "#f5c518", "#2b2420", "#8a6d00"),
        Symbol("2", message("reference.gt.sym_won_card", QT_TRANSLATE_NOOP("reference", "“Won:” badges: the cards a team won, each with its lead time: green for a sprint point, red on white for a mountain point, grey for none; three red dots for a card with no lead time")), "#ffffff", "#d8342c", "#d8342c"),
        Symbol(message("reference.gt.swap", QT_TRANSLATE_NOOP("reference", "Swap")), message("reference.gt.sym_assist_won", QT_TRANSLATE_NOOP("reference", "A lilac badge with a name: an assist card the team won, its help for the rest of the race")), "#efe6f7", "#4b2a66", "#8a4fb8"),
        Symbol(message("reference.gt.car", QT_TRANSLATE_NOOP("reference", "Car")), message("reference.gt.sym_car", QT_TRANSLATE_NOOP("reference", "The director car, under the card judged at the end of this round")), "#fffaf1"),
        Symbol(message("reference.gt.held", QT_TRANSLATE_NOOP("reference", "Held")), message("reference.gt.sym_held", QT_TRANSLATE_NOOP("reference", "“Held over”: a tied card, judged again every round until one team is ahead")), "#b23a2e", "#ffffff", "#b23a2e"),
        Symbol("5", message("reference.gt.sym_grupetto", QT_TRANSLATE_NOOP("reference", "“Grupetto 5”: spent dice, back with fresh faces when you roll")), "#5b5b5e", "#ffffff", "#5b5b5e"),
        Symbol("◎", message("reference.gt.sym_hint", QT_TRANSLATE_NOOP("reference", "A gold ring: what a hint or the lesson points at")), "#fffaf1", "#c9a227", "#e9c46a"),
        Symbol("§", message("reference.gt.sym_rule", QT_TRANSLATE_NOOP("reference", "§ in the log: opens the rule that line comes from")), "#fffaf1", "#1f6f8b"),
    ),
)
