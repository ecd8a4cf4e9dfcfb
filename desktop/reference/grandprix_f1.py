"""GrandPrix-F1 on one screen. The symbols are the marks of its table (games/grandprix_f1/*.qml), in its colours,
so that the card shows them as they look."""
from gameshelf.core.engine import QT_TRANSLATE_NOOP, message

from . import Card, Symbol


CARD = Card(
    turn=(
        message("reference.grandprix_f1.turn1", QT_TRANSLATE_NOOP("reference", "Play exactly one card per turn, for either of your cars: it moves exactly that many spaces; every space burns one fuel.")),
        message("reference.grandprix_f1.turn2", QT_TRANSLATE_NOOP("reference", "Blocked by full spaces, a car stops behind and the rest is lost; lanes and gravel are used only when there is no other way.")),
        message("reference.grandprix_f1.turn3", QT_TRANSLATE_NOOP("reference", "Passing 19 you may take the pit lane (after ending on 19 you must, but never on the final lap); stop in your own box.")),
        message("reference.grandprix_f1.turn4", QT_TRANSLATE_NOOP("reference", "In the box: stay (20, then 20, then 10 fuel) or leave, choosing dry or rain tyres.")),
    ),
    scoring=(
        message("reference.grandprix_f1.score1", QT_TRANSLATE_NOOP("reference", "Your hand is your fuel. Ending on 1, 12 or 19 draws 1s; swap them for bank cards at once or never.")),
        message("reference.grandprix_f1.score2", QT_TRANSLATE_NOOP("reference", "Wrong tyres for the weather: a 10 moves 6 and a 6 moves 4. In gravel and the pit lane a 10 counts as 6.")),
        message("reference.grandprix_f1.score3", QT_TRANSLATE_NOOP("reference", "Places 1 to 6 score 10, 6, 4, 3, 2, 1 points; a two-car player adds both cars.")),
    ),
    end=(
        message("reference.grandprix_f1.end1", QT_TRANSLATE_NOOP("reference", "The first car over the line after the last lap wins; the race runs until every car has finished or is out.")),
        message("reference.grandprix_f1.end2", QT_TRANSLATE_NOOP("reference", "A player with no cards is out; with two cars, a car that never stayed in its box is disqualified.")),
    ),
    symbols=(
        Symbol("12", message("reference.grandprix_f1.sym_space", QT_TRANSLATE_NOOP("reference", "A space of the ideal line, 1 to 30; a line across it: two cars fit")), "#5a5d64", "#e8e8e8", "#25272b"),
        Symbol("−4", message("reference.grandprix_f1.sym_penalty", QT_TRANSLATE_NOOP("reference", "−N (red frame): ending there costs N fuel, no change given")), "#e0452b", "#ffffff", "#e0452b"),
        Symbol("+2", message("reference.grandprix_f1.sym_bonus", QT_TRANSLATE_NOOP("reference", "+N (gold frame): ending there draws N cards from the “1” pile")), "#f2c230", "#3a2a00", "#f2c230"),
        Symbol("K", message("reference.grandprix_f1.sym_gravel", QT_TRANSLATE_NOOP("reference", "Yellow spaces: a gravel bed; a car stops on its last space at the latest")), "#e3cc95", "#6b5526", "#25272b"),
        Symbol("U", message("reference.grandprix_f1.sym_lane", QT_TRANSLATE_NOOP("reference", "Small grey spaces by a corner: an overtaking lane")), "#80838a", "#e8e8e8", "#25272b"),
        Symbol("B", message("reference.grandprix_f1.sym_pit", QT_TRANSLATE_NOOP("reference", "Blue-grey spaces: the pit lane, B1 to B19 (10 counts as 6 up to B15)")), "#65758a", "#e8e8e8", "#25272b"),
        Symbol("5", message("reference.grandprix_f1.sym_box_key", QT_TRANSLATE_NOOP("reference", "A pit box you may take now, with its key (1–6)")), "#1d2229", "#ffd54a", "#ffd54a"),
        Symbol("2", message("reference.grandprix_f1.sym_box_owned", QT_TRANSLATE_NOOP("reference", "A box in a player's colour, with their seat number: theirs")), "#006cfe", "#ffffff", "#2f3946"),
        Symbol("1b", message("reference.grandprix_f1.sym_car", QT_TRANSLATE_NOOP("reference", "A car: its player's seat number, and a or b for their two cars")), "#e03308", "#ffffff", "#ffffff"),
        Symbol(message("reference.grandprix_f1.weather", QT_TRANSLATE_NOOP("reference", "☀ Dry")), message("reference.grandprix_f1.sym_weather", QT_TRANSLATE_NOOP("reference", "The weather pill: ☀ dry, or ☂ rain once the “1” pile has run out")), "#f2c230", "#3a2a00", "#f2c230"),
        Symbol("×9", message("reference.grandprix_f1.sym_bank", QT_TRANSLATE_NOOP("reference", "×N under a card of the bank or your hand: how many of it there are")), "#fffaf1", "#2b2420", "#7a6a55"),
        Symbol("1", message("reference.grandprix_f1.sym_ones", QT_TRANSLATE_NOOP("reference", "The “1” pile: bonus cards left; the rain card lies under them")), "#fffaf1", "#b23a2e", "#b23a2e"),
        Symbol("", message("reference.grandprix_f1.sym_trail", QT_TRANSLATE_NOOP("reference", "Tyre marks (pale blue spaces): the route of the last move")), "#7c8fb0", "#2b2420", "#25272b"),
        Symbol("◎", message("reference.grandprix_f1.sym_hint", QT_TRANSLATE_NOOP("reference", "A gold double ring: what a hint or the lesson points at")), "#fffaf1", "#c9a227", "#e9c46a"),
        Symbol("§", message("reference.grandprix_f1.sym_rule", QT_TRANSLATE_NOOP("reference", "§ in the log: opens the rule that line comes from")), "#fffaf1", "#1f6f8b"),
    ),
)
