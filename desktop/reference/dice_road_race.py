"""The Dice Road Race on one screen. The symbols are the marks of its table (qml/games/dice_road_race/), in its
colours, so that the card shows them as they look."""
from gameshelf.core.engine import QT_TRANSLATE_NOOP, message

from . import Card, Symbol



CARD = Card(
    turn=(
        message("reference.drr.turn1", QT_TRANSLATE_NOOP("reference", "Declare: choose 1, 2 or 3 of your dice (drag them into the tray, or press 1–3).")),
        message("reference.drr.turn2", QT_TRANSLATE_NOOP("reference", "Riders on your space may join your roll with as many dice; a joiner never ends ahead of you.")),
        message("reference.drr.turn3", QT_TRANSLATE_NOOP("reference", "Roll, then move: pay each space's cost out of your total; stop anywhere you can pay.")),
        message("reference.drr.turn4", QT_TRANSLATE_NOOP("reference", "Lose every die that showed a 6, but never the last one you rolled.")),
    ),
    scoring=(
        message("reference.drr.score1", QT_TRANSLATE_NOOP("reference", "The first rider over the line wins the stage; everyone else gets one more turn.")),
        message("reference.drr.score2", QT_TRANSLATE_NOOP("reference", "Bonus for the first three places: −10, −5 and −2 seconds.")),
        message("reference.drr.score3", QT_TRANSLATE_NOOP("reference", "Extra time: 0 s on the winning roll, +10 s in the extra round, +20 s if you did not finish.")),
        message("reference.drr.score4", QT_TRANSLATE_NOOP("reference", "Before each new stage, every rider gets one lost die back.")),
    ),
    end=(
        message("reference.drr.end1", QT_TRANSLATE_NOOP("reference", "After stage 5 (stage 3 is a time trial), the lowest total time wins.")),
        message("reference.drr.end2", QT_TRANSLATE_NOOP("reference", "Once nobody can change places, everyone may agree to end early.")),
    ),
    symbols=(
        Symbol("2", message("reference.drr.sym_cost", QT_TRANSLATE_NOOP("reference", "A space: the number is what it costs to enter it")), "#e8b878"),
        Symbol("1", message("reference.drr.sym_flat", QT_TRANSLATE_NOOP("reference", "A grey-green space is flat: it costs 1")), "#cfd8cc"),
        Symbol("▲▲", message("reference.drr.sym_climb", QT_TRANSLATE_NOOP("reference", "▲ marks: one per point of cost above flat (how steep)")), "#e8b878", "#6b4a1f"),
        Symbol("3", message("reference.drr.sym_rider", QT_TRANSLATE_NOOP("reference", "A rider's jersey, numbered by seat (seat 1 starts stage 1)")), "#f5f6fa", "#1e2124"),
        Symbol("9", message("reference.drr.sym_total", QT_TRANSLATE_NOOP("reference", "The badge on a rider's card: this turn's rolled total")), "#6d4c33", "#fdf3e1", "#6d4c33"),
        Symbol("", message("reference.drr.sym_socket", QT_TRANSLATE_NOOP("reference", "An empty square on a rider's card: a die lost to a six")), "#f3ece0", "#2b2420", "#cbbba3"),
        Symbol("▬", message("reference.drr.sym_tick", QT_TRANSLATE_NOOP("reference", "The small tick under a die in the tray: whose die it is (their colour)")), "#235c44", "#e03308", "#235c44"),
        Symbol("", message("reference.drr.sym_reach", QT_TRANSLATE_NOOP("reference", "A space in a yellow frame: you can stop there")), "#e8b878", "#2b2420", "#f2c230"),
        Symbol("◎", message("reference.drr.sym_hint", QT_TRANSLATE_NOOP("reference", "A gold double ring: what a hint or the lesson points at")), "#fffaf1", "#c9a227", "#e9c46a"),
        Symbol(message("reference.drr.gc", QT_TRANSLATE_NOOP("reference", "GC")), message("reference.drr.sym_gc", QT_TRANSLATE_NOOP("reference", "“GC 2 · 20 s (+30 s)”: place in the general classification, total time, gap to the leader")), "#fffaf1"),
        Symbol("§", message("reference.drr.sym_rule", QT_TRANSLATE_NOOP("reference", "§ in the log: opens the rule that line comes from")), "#fffaf1", "#1f6f8b"),
    ),
)
