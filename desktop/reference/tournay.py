"""Tournay on one screen. The symbols are the marks of its table (desktop/qml/games/tournay/), in its colours,
so that the card shows them as they look; ◇ and † are the rulebook's marks in its card lists."""
from gameshelf.core.engine import QT_TRANSLATE_NOOP, message

from . import Card, Symbol

CARD = Card(
    turn=(
        message("reference.tournay.turn1", QT_TRANSLATE_NOOP("reference", "1. You may place one card from your hand in your district (drag it to a lit cell): level I costs 1 d, level II 3 d.")),
        message("reference.tournay.turn2", QT_TRANSLATE_NOOP("reference", "2. One action: draw (1, 2 or 3 citizens for level I, II, III), use a building, fight an event with a coin, earn 2 d per citizen, or gather.")),
        message("reference.tournay.turn3", QT_TRANSLATE_NOOP("reference", "Used citizens lie down until you gather. Borrow an opponent's standing citizen for 2 d, paid to them.")),
        message("reference.tournay.turn4", QT_TRANSLATE_NOOP("reference", "A crier turned: a coin on every event, then each event acts once per coin on everyone; a rampart shields you from one.")),
        message("reference.tournay.turn5", QT_TRANSLATE_NOOP("reference", "End of your turn: 4 cards in hand at most.")),
    ),
    scoring=(
        message("reference.tournay.score1", QT_TRANSLATE_NOOP("reference", "Each visible prestige building scores for everyone: the builder's value if it is in your district, the other value if not, times what you have of what it counts (12 at most).")),
        message("reference.tournay.score2", QT_TRANSLATE_NOOP("reference", "Plus every card's points (covered ones too) and 1 per rampart.")),
    ),
    end=(
        message("reference.tournay.end1", QT_TRANSLATE_NOOP("reference", "Complete district: 9 cells, at least 2 prestige buildings. The end begins with two complete districts, or one and players + 1 criers.")),
        message("reference.tournay.end2", QT_TRANSLATE_NOOP("reference", "Then everyone plays a last turn, chooses a secret last card, and the game is scored.")),
    ),
    symbols=(
        Symbol("×2", message("reference.tournay.sym_standing", QT_TRANSLATE_NOOP("reference", "Citizens standing on the plaza, ready to act: red soldiers, white clergy, yellow townsfolk")), "#e2b52c", "#2b2420", "#8a6d00"),
        Symbol("↓1", message("reference.tournay.sym_down", QT_TRANSLATE_NOOP("reference", "Citizens of that colour laid down: used (or lent) until you gather")), "#efe8d8", "#6b5a48"),
        Symbol("2", message("reference.tournay.sym_seat", QT_TRANSLATE_NOOP("reference", "The number on a citizen: its owner's seat; a grey one is a borrowed citizen's stand-in")), "#b3362b", "#fffaf1", "#2b2420"),
        Symbol("⚑", message("reference.tournay.sym_start", QT_TRANSLATE_NOOP("reference", "The start player: rounds and the last turns begin with them")), "#fffaf1"),
        Symbol(message("reference.tournay.cost_chip", QT_TRANSLATE_NOOP("reference", "1d · 1★")), message("reference.tournay.sym_cost", QT_TRANSLATE_NOOP("reference", "On a card: its cost in deniers (d, the money) and its points (★) at the end")), "#e2b52c", "#fffaf1", "#5b4632"),
        Symbol("III", message("reference.tournay.sym_level", QT_TRANSLATE_NOOP("reference", "A deck or a hidden card: its level (III: prestige buildings); “10”: cards left")), "#7a2520", "#f3e7cf", "#2b2420"),
        Symbol(message("reference.tournay.turn2_chip", QT_TRANSLATE_NOOP("reference", "turn 2")), message("reference.tournay.sym_turn2", QT_TRANSLATE_NOOP("reference", "Under a face-up deck: drop citizens here to turn two cards instead of taking the top one")), "#3b2a1c", "#fdf3e1", "#3b2a1c"),
        Symbol(message("reference.tournay.crier_chip", QT_TRANSLATE_NOOP("reference", "crier")), message("reference.tournay.sym_crier", QT_TRANSLATE_NOOP("reference", "That deck's town crier is out; criers out count for the end")), "#fbf5e6", "#2b2420", "#b3362b"),
        Symbol("●○○", message("reference.tournay.sym_coins", QT_TRANSLATE_NOOP("reference", "The event row: coins on an event; only an event with a coin acts, or can be fought")), "#3b2a1c", "#f5d76e", "#8a6d00"),
        Symbol("▥", message("reference.tournay.sym_rampart", QT_TRANSLATE_NOOP("reference", "▥ on a small card: an event in hand, a rampart to come; “▥ 2” by a name: ramparts built. 1 point each")), "#b3362b", "#fffaf1", "#5b4632"),
        Symbol("▤1", message("reference.tournay.sym_covered", QT_TRANSLATE_NOOP("reference", "On a cell: cards covered beneath the top one (they still score their points)")), "#fbf5e6", "#6b5a48", "#5b4632"),
        Symbol("✖", message("reference.tournay.sym_damage", QT_TRANSLATE_NOOP("reference", "A damaged building: cannot be used until you gather; it still scores")), "#fbf5e6", "#c0392b", "#5b4632"),
        Symbol("◇ †", message("reference.tournay.sym_marks", QT_TRANSLATE_NOOP("reference", "In the rulebook's card lists: ◇ a card the expansion can replace, † this edition's text")), "#fffaf1"),
        Symbol("§", message("reference.tournay.sym_rule", QT_TRANSLATE_NOOP("reference", "§ in the log: opens the rule that line comes from")), "#fffaf1", "#1f6f8b"),
    ),
)
