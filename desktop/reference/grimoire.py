"""Grimoire on one screen. The symbols are the marks of its table (desktop/qml/games/grimoire/), in its colours,
so that the card shows them as they look."""
from gameshelf.core.engine import QT_TRANSLATE_NOOP, message

from . import Card, Symbol

CARD = Card(
    turn=(
        message("reference.grimoire.turn1", QT_TRANSLATE_NOOP("reference", "Set: the MP rises by 1 (from round 2, up to 15); players + 1 quest cards are dealt, the first face down.")),
        message("reference.grimoire.turn2", QT_TRANSLATE_NOOP("reference", "Book: everyone marks a page from 1 to the MP in secret (drag the bookmark or click a page); all are revealed at once.")),
        message("reference.grimoire.turn3", QT_TRANSLATE_NOOP("reference", "Order: pages nobody shares first, lowest first; shared pages after, last round's higher order token first. Haste counts as 0, Time reverses.")),
        message("reference.grimoire.turn4", QT_TRANSLATE_NOOP("reference", "Quest, in order: thieves (first) or archers (last) pay, the spy may look, cast your page, take one field card.")),
    ),
    scoring=(
        message("reference.grimoire.score1", QT_TRANSLATE_NOOP("reference", "Add the VP of your quest cards and items, and your VP chips.")),
        message("reference.grimoire.score2", QT_TRANSLATE_NOOP("reference", "Bonuses: prince +1 per companion, queen +1 per treasure, king +1 per 2 VP of chips; 1/2/3 ruffians score 1/4/9 each.")),
        message("reference.grimoire.score3", QT_TRANSLATE_NOOP("reference", "The most junk (at least one) scores +5, every tied player too.")),
    ),
    end=(
        message("reference.grimoire.end1", QT_TRANSLATE_NOOP("reference", "Someone holds 10 treasures or 10 companions: that round is played out, then the game ends.")),
        message("reference.grimoire.end2", QT_TRANSLATE_NOOP("reference", "The most VP wins; a tie for the most means nobody at the table wins.")),
    ),
    symbols=(
        Symbol("12", message("reference.grimoire.sym_mp", QT_TRANSLATE_NOOP("reference", "The MP track: the lit number is this round's MP, the highest page you may choose")), "#ffd54a", "#3a2a00", "#8a6d00"),
        Symbol("8", message("reference.grimoire.sym_page", QT_TRANSLATE_NOOP("reference", "A page of the book: its number (the lower, the earlier you act) and its spell")), "#fffaf1", "#b23a2e"),
        Symbol(message("reference.grimoire.over_mp", QT_TRANSLATE_NOOP("reference", "over MP")), message("reference.grimoire.sym_over", QT_TRANSLATE_NOOP("reference", "On a greyed page: above this round's MP, it cannot be chosen yet")), "#ddd3c3", "#5e5247", "#c9b99f"),
        Symbol(message("reference.grimoire.order", QT_TRANSLATE_NOOP("reference", "Order 2")), message("reference.grimoire.sym_order", QT_TRANSLATE_NOOP("reference", "The order token: when that player acts this round; it breaks next round's ties")), "#2b2420", "#fffaf1", "#ffd54a"),
        Symbol("●4", message("reference.grimoire.sym_chips", QT_TRANSLATE_NOOP("reference", "The gold coin badge: that player's VP chips, in VP")), "#f5d76e", "#3a2a00", "#8a6d00"),
        Symbol("1", message("reference.grimoire.sym_vp", QT_TRANSLATE_NOOP("reference", "The circle on a quest card: its VP (a gold band is a treasure coin, a blue band a companion)")), "#fffaf1", "#2b2420", "#5b4632"),
        Symbol("✦", message("reference.grimoire.sym_down", QT_TRANSLATE_NOOP("reference", "The face-down field card: whoever takes it looks first; a companion is then shown")), "#3d2a52", "#d9c4f0", "#b79ad6"),
        Symbol(message("reference.grimoire.spy", QT_TRANSLATE_NOOP("reference", "Spy")), message("reference.grimoire.sym_spy", QT_TRANSLATE_NOOP("reference", "A spy may look at the face-down card before you cast; “your spy saw it” then shows on it")), "#cfe0f2", "#2b2420", "#8c7a63"),
        Symbol(message("reference.grimoire.hidden", QT_TRANSLATE_NOOP("reference", "Treasures ×3")), message("reference.grimoire.sym_hidden", QT_TRANSLATE_NOOP("reference", "Another player's hidden treasures or items: only how many")), "#3d2a52", "#efe3fb", "#b79ad6"),
        Symbol(message("reference.grimoire.tags", QT_TRANSLATE_NOOP("reference", "King ×2")), message("reference.grimoire.sym_tags", QT_TRANSLATE_NOOP("reference", "Cards held: blue companions, gold treasures (yours), lilac items")), "#cfe0f2", "#2b2420", "#8c7a63"),
        Symbol(message("reference.grimoire.chosen", QT_TRANSLATE_NOOP("reference", "chosen")), message("reference.grimoire.sym_chosen", QT_TRANSLATE_NOOP("reference", "A page is marked, still secret; after the reveal the badge shows the page and its spell")), "#3d2a52", "#efe3fb", "#b79ad6"),
        Symbol(message("reference.grimoire.defense", QT_TRANSLATE_NOOP("reference", "Defense")), message("reference.grimoire.sym_defense", QT_TRANSLATE_NOOP("reference", "Defense (Resistance, Time): no page can target that player this round; grey “Silenced”: their page does nothing")), "#3b7dd8", "#ffffff", "#3b7dd8"),
        Symbol("◎", message("reference.grimoire.sym_hint", QT_TRANSLATE_NOOP("reference", "A gold double ring: what a hint or the lesson points at")), "#fffaf1", "#c9a227", "#e9c46a"),
        Symbol("§", message("reference.grimoire.sym_rule", QT_TRANSLATE_NOOP("reference", "§ in the log: opens the rule that line comes from")), "#fffaf1", "#1f6f8b"),
    ),
)
