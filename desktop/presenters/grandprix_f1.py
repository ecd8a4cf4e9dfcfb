"""GrandPrix-F1 on screen: the circuit from circuit.py, the cars, the piles, each player's cards and the panels.

Everything shown is built from `game.observe(state, perspective)`, never from
the true state, so no hidden hand can reach the models. Perspective: the human
deciding now; else the only human seat; else nobody (every hand hidden).

Zone ids: "space:<name>" (circuit spaces by their board name), "finish" (a
move that ends the race for the car). Piece ids: "car:<id>", "card:<value>"
(the viewer's hand, one piece per value). Activate targets: the zone and
piece ids, and the button ids "choice:<i>" (the open panel's options),
"cancel". Where a drop or click allows several actions (pit lane or not,
which tyres out of the box), they become a short panel of buttons.
Legality always comes from the game's `check`. A hint (`hint_marks`) lights
what the suggested move's drag or click would: the card and the car and the
space it ends on, or the panel button (box stay, exchange, payment).
"""
from __future__ import annotations

import math
from typing import Any, Sequence

from gameshelf.core.engine import Event, Msg, QT_TRANSLATE_NOOP, message
from gameshelf.core.games.grandprix_f1 import circuit as C
from gameshelf.core.games.grandprix_f1 import data as D
from gameshelf.core.games.grandprix_f1 import routing as R
from gameshelf.core.games.grandprix_f1.actions import Box, Exchange, Pay, Play, Stay
from gameshelf.core.games.grandprix_f1.rules import HAND_VALUES, cards_text

from ..translations import SaidOnce, tr, translations_version
from . import HintMarks, Intent, Scene, View, perspective, seat_role
from .charts import chart, seat_series

LAP = message("f1_table.lap", QT_TRANSLATE_NOOP("grandprix_f1_table", "Lap {lap}/{laps}"))
GRID = message("f1_table.grid", QT_TRANSLATE_NOOP("grandprix_f1_table", "On the grid"))
RACE = message("f1_table.race", QT_TRANSLATE_NOOP("grandprix_f1_table", "Race {race} of {races}"))
WEATHER = {"dry": message("f1_table.dry", QT_TRANSLATE_NOOP("grandprix_f1_table", "Dry")),
           "rain": message("f1_table.rain", QT_TRANSLATE_NOOP("grandprix_f1_table", "Rain"))}
TYRES = {"dry": message("f1_table.tyres_dry", QT_TRANSLATE_NOOP("grandprix_f1_table", "dry tyres")),
         "wet": message("f1_table.tyres_wet", QT_TRANSLATE_NOOP("grandprix_f1_table", "rain tyres"))}
STATUS = {"finished": message("f1_table.finished", QT_TRANSLATE_NOOP("grandprix_f1_table", "finished in place {place}")),
          "out": message("f1_table.out", QT_TRANSLATE_NOOP("grandprix_f1_table", "out")),
          "dq": message("f1_table.dq", QT_TRANSLATE_NOOP("grandprix_f1_table", "disqualified"))}
DAMAGED = message("f1_table.damaged", QT_TRANSLATE_NOOP("grandprix_f1_table", "damaged"))
IN_BOX = message("f1_table.in_box", QT_TRANSLATE_NOOP("grandprix_f1_table", "in box {box}"))
NOT_PITTED = message("f1_table.not_pitted", QT_TRANSLATE_NOOP("grandprix_f1_table", "must still pit"))
CARDS = message("f1_table.cards", QT_TRANSLATE_NOOP("grandprix_f1_table", "{count} cards"))
BOX_N = message("f1_table.box_n", QT_TRANSLATE_NOOP("grandprix_f1_table", "Box {box}"))
ON_GRID_BOX = message("f1_table.on_grid_box", QT_TRANSLATE_NOOP("grandprix_f1_table", "On the grid · box {box}"))

# Accessible names (the `a11y` field of zone and piece rows): what the thing is and where, for screen readers.
A_SPACE = {
    "main": message("f1_table.a_main", QT_TRANSLATE_NOOP("grandprix_f1_table", "Track space {label}")),
    "gravel": message("f1_table.a_gravel", QT_TRANSLATE_NOOP("grandprix_f1_table", "Gravel trap {label}")),
    "lane": message("f1_table.a_lane", QT_TRANSLATE_NOOP("grandprix_f1_table", "Inside lane space {label}")),
    "pit": message("f1_table.a_pit", QT_TRANSLATE_NOOP("grandprix_f1_table", "Pit lane space {label}")),
    "box": message("f1_table.a_box", QT_TRANSLATE_NOOP("grandprix_f1_table", "{label} in the pit lane")),
}
A_FREE_BOX = message("f1_table.a_free_box", QT_TRANSLATE_NOOP("grandprix_f1_table", "{place}, free: take it (key {key})"))
A_BOX_OF = message("f1_table.a_box_of", QT_TRANSLATE_NOOP("grandprix_f1_table", "{place}, {players}'s box"))
A_FINISH = message("f1_table.a_finish", QT_TRANSLATE_NOOP("grandprix_f1_table", "Finish line"))
A_PENALTY = message("f1_table.a_penalty", QT_TRANSLATE_NOOP("grandprix_f1_table", "{place}, costs {cost} to stop on"))
A_BONUS = message("f1_table.a_bonus", QT_TRANSLATE_NOOP("grandprix_f1_table", "{place}, bonus {bonus}"))
A_REACH = message("f1_table.a_reach", QT_TRANSLATE_NOOP("grandprix_f1_table", "{place}, reachable: {how}"))
A_CARS_HERE = message("f1_table.a_cars_here", QT_TRANSLATE_NOOP("grandprix_f1_table", "{place}; here: {cars}"))
A_CAR = message("f1_table.a_car", QT_TRANSLATE_NOOP("grandprix_f1_table", "{car} (marked {label})"))
A_CAR_ON = message("f1_table.a_car_on", QT_TRANSLATE_NOOP("grandprix_f1_table", "{car} on {place}"))
A_CAR_OFF = message("f1_table.a_car_off", QT_TRANSLATE_NOOP("grandprix_f1_table", "{car}, not on the track"))
A_CARD = message("f1_table.a_card", QT_TRANSLATE_NOOP("grandprix_f1_table", "Speed card {value} in your hand (×{count})"))

REACH = message("f1_table.reach", QT_TRANSLATE_NOOP("grandprix_f1_table", "Card {card}: {moved} spaces"))
REACH_PENALTY = message("f1_table.reach_penalty", QT_TRANSLATE_NOOP("grandprix_f1_table", "Card {card}: {moved} spaces, then pay {cost}"))
REACH_BONUS = message("f1_table.reach_bonus", QT_TRANSLATE_NOOP("grandprix_f1_table", "Card {card}: {moved} spaces, draw {bonus} ones"))
REACH_BLOCKED = message("f1_table.reach_blocked", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "Card {card}: blocked after {moved} of {budget} spaces"))

B_PIT = message("f1_table.b_pit", QT_TRANSLATE_NOOP("grandprix_f1_table", "Into the pit lane"))
B_TRACK = message("f1_table.b_track", QT_TRANSLATE_NOOP("grandprix_f1_table", "Stay on the track"))
B_DRY = message("f1_table.b_dry", QT_TRANSLATE_NOOP("grandprix_f1_table", "Leave on dry tyres"))
B_WET = message("f1_table.b_wet", QT_TRANSLATE_NOOP("grandprix_f1_table", "Leave on rain tyres"))
B_CANCEL = message("f1_table.b_cancel", QT_TRANSLATE_NOOP("grandprix_f1_table", "Cancel"))
B_STAY = message("f1_table.b_stay", QT_TRANSLATE_NOOP("grandprix_f1_table", "Stay: take {cards}"))
B_KEEP = message("f1_table.b_keep", QT_TRANSLATE_NOOP("grandprix_f1_table", "Keep the ones"))
B_SWAP = message("f1_table.b_swap", QT_TRANSLATE_NOOP("grandprix_f1_table", "Exchange for {cards}"))
B_PAY = message("f1_table.b_pay", QT_TRANSLATE_NOOP("grandprix_f1_table", "Pay {cards}"))

T_PIT = message("f1_table.t_pit", QT_TRANSLATE_NOOP("grandprix_f1_table", "Card {card}: take the pit lane?"))
T_TYRES = message("f1_table.t_tyres", QT_TRANSLATE_NOOP("grandprix_f1_table", "Card {card}: leave the box on which tyres?"))
T_STAY = message("f1_table.t_stay", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "In the box: stay a turn for {fuel} fuel, or play a card to leave (stays so far: {stays} of 3)."))
T_LEAVE = message("f1_table.t_leave", QT_TRANSLATE_NOOP("grandprix_f1_table", "Three stays taken: play a card to leave the box."))
T_EXCHANGE = message("f1_table.t_exchange", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "Bonus: you drew {count} ones. Exchange them for bank cards of the same total?"))
T_PAY = message("f1_table.t_pay", QT_TRANSLATE_NOOP("grandprix_f1_table", "Penalty space: pay at least {cost} in cards (no change)."))

S_PLAY = message("f1_table.s_play", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "{player}: drag a card onto {car}, or the car onto a lit space (click a card, then a space; keys: 1–6 pick a card, Enter plays)."))
S_PLAY_TWO = message("f1_table.s_play_two", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "{player}: drag a card onto one of your cars, or a car onto a lit space (click a card, then a space; ↑↓ switch car, 1–6 pick a card, Enter plays)."))
S_CHOOSE_BOX = message("f1_table.s_choose_box", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "{player}: choose your pit box for this race: click a lit box (keys 1–6, or ←→ and Enter)."))
S_CHOOSE_BOX_TWO = message("f1_table.s_choose_box_two", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "{player}: choose the pit box both your cars share this race: click a lit box (keys 1–6, or ←→ and Enter)."))
S_CHOOSE_BOX_SHARE = message("f1_table.s_choose_box_share", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "{player}: all six boxes are taken: choose one to share (a lit box; keys 1–6, or ←→ and Enter)."))
S_WAIT_BOX = message("f1_table.s_wait_box", QT_TRANSLATE_NOOP("grandprix_f1_table", "{player} is choosing a pit box…"))
S_BOX = message("f1_table.s_box", QT_TRANSLATE_NOOP("grandprix_f1_table", "{player}: {car} is in its box."))
S_PANEL = message("f1_table.s_panel", QT_TRANSLATE_NOOP("grandprix_f1_table", "{player}: choose on the panel."))
S_WAIT = message("f1_table.s_wait", QT_TRANSLATE_NOOP("grandprix_f1_table", "{player} is deciding…"))
S_OVER = message("f1_table.s_over", QT_TRANSLATE_NOOP("grandprix_f1_table", "{player} wins the championship with {points} points!"))
S_OVER_RACE = message("f1_table.s_over_race", QT_TRANSLATE_NOOP("grandprix_f1_table", "{player} wins the race!"))
S_NOBODY = message("f1_table.s_nobody", QT_TRANSLATE_NOOP("grandprix_f1_table", "Nobody scored: no winner."))

PICK_BOX = message("f1_table.pick_box", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "First choose your pit box: click a lit box (keys 1–6)."))
NOT_HERE = message("f1_table.not_here", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "Drop a card on your car, or your car on a lit space."))
NOT_REACHED = message("f1_table.not_reached", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "None of your cards takes this car to that space."))
CARD_NOT_REACHED = message("f1_table.card_not_reached", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "Card {card} does not take this car to that space."))
PICK_CARD = message("f1_table.pick_card", QT_TRANSLATE_NOOP("grandprix_f1_table", "Pick a card first (click it, or keys 1–6)."))

# Hints: the suggested move in words ("Play the 6 for Ann's car: to space 14, a penalty space: pay 4").
H_PLAY = message("f1_table.h_play", QT_TRANSLATE_NOOP("grandprix_f1_table", "Play the {card} for {car}: {where}"))
H_LEAVE = message("f1_table.h_leave", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "Play the {card} for {car} and leave the box on {tyres}: {where}"))
H_STAY = message("f1_table.h_stay", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "Stay in the box one more turn and take {cards} in fuel"))
H_KEEP = message("f1_table.h_keep", QT_TRANSLATE_NOOP("grandprix_f1_table", "Keep the {count} ones you drew"))
H_SWAP = message("f1_table.h_swap", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "Exchange the ones you drew for {cards} from the bank"))
H_BOX = message("f1_table.h_box", QT_TRANSLATE_NOOP("grandprix_f1_table", "Take box {box}"))
H_PAY = message("f1_table.h_pay", QT_TRANSLATE_NOOP("grandprix_f1_table", "Pay the penalty with {cards}"))
W_SPACE = message("f1_table.w_space", QT_TRANSLATE_NOOP("grandprix_f1_table", "to space {space}"))
W_PENALTY = message("f1_table.w_penalty", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "to space {space}, a penalty space: pay {cost}"))
W_BONUS = message("f1_table.w_bonus", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "to space {space}, a framed space: draw {bonus} ones"))
W_LANE = message("f1_table.w_lane", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "round the cars ahead by the overtaking lane"))
W_GRAVEL = message("f1_table.w_gravel", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "into the gravel (the next move goes at most 6)"))
W_PIT = message("f1_table.w_pit", QT_TRANSLATE_NOOP("grandprix_f1_table", "into the pit lane"))
W_ALONG = message("f1_table.w_along", QT_TRANSLATE_NOOP("grandprix_f1_table", "along the pit lane"))
W_BOX = message("f1_table.w_box", QT_TRANSLATE_NOOP("grandprix_f1_table", "into the pit lane and your box {box}"))
W_FINISH = message("f1_table.w_finish", QT_TRANSLATE_NOOP("grandprix_f1_table", "across the finish line"))
W_BLOCKED = message("f1_table.w_blocked", QT_TRANSLATE_NOOP(
    "grandprix_f1_table", "{where} (blocked after {moved} of {budget} spaces)"))
W_STILL = message("f1_table.w_still", QT_TRANSLATE_NOOP("grandprix_f1_table", "blocked at once, it stays where it is"))

FUEL_TITLE = message("f1_table.fuel_title", QT_TRANSLATE_NOOP("grandprix_f1_table", "Fuel in hand as the leader starts each lap"))
FUEL_X = message("f1_table.fuel_x", QT_TRANSLATE_NOOP("grandprix_f1_table", "Lap"))
FUEL_Y = message("f1_table.fuel_y", QT_TRANSLATE_NOOP("grandprix_f1_table", "Fuel"))
FUEL_LAP = message("f1_table.fuel_lap", QT_TRANSLATE_NOOP("grandprix_f1_table", "Lap {lap}"))
FUEL_END = message("f1_table.fuel_end", QT_TRANSLATE_NOOP("grandprix_f1_table", "End"))
TITLE = message("f1_table.title", QT_TRANSLATE_NOOP("grandprix_f1_table", "Race result"))
TITLE_CHAMP = message("f1_table.title_champ", QT_TRANSLATE_NOOP("grandprix_f1_table", "Championship standings after race {race}"))
WINNER = message("f1_table.winner", QT_TRANSLATE_NOOP("grandprix_f1_table", "{player} wins!"))
COLUMNS = {
    "place": message("f1_table.col_place", QT_TRANSLATE_NOOP("grandprix_f1_table", "Place")),
    "car": message("f1_table.col_car", QT_TRANSLATE_NOOP("grandprix_f1_table", "Car")),
    "result": message("f1_table.col_result", QT_TRANSLATE_NOOP("grandprix_f1_table", "Result")),
    "points": message("f1_table.col_points", QT_TRANSLATE_NOOP("grandprix_f1_table", "Points")),
    "player": message("f1_table.col_player", QT_TRANSLATE_NOOP("grandprix_f1_table", "Player")),
    "total": message("f1_table.col_total", QT_TRANSLATE_NOOP("grandprix_f1_table", "Championship")),
}

MOVE_MS = 140  # per space a car drives


# --- the drawing of the circuit: board coordinates in a 100 x 60 box -------------------------------------------
TRACK = (72.0, 31.0, 11.0, 14.0, 14.0)  # width, height, corner radius, left, top


def _track_point(t: float) -> tuple[float, float, float]:
    """A point on a rounded rectangle at arc fraction `t` (0 = start of the bottom straight, drawn left to right,
    then up the right side: anticlockwise on screen), and the heading in degrees."""
    w, h, r, x0, y0 = TRACK
    straight_x, straight_y = w - 2 * r, h - 2 * r
    arc = math.pi * r / 2
    total = 2 * straight_x + 2 * straight_y + 4 * arc
    d = (t % 1.0) * total
    segs = [("line", (x0 + r, y0 + h), (1, 0), straight_x), ("arc", (x0 + w - r, y0 + h - r), 90, arc),
            ("line", (x0 + w, y0 + h - r), (0, -1), straight_y), ("arc", (x0 + w - r, y0 + r), 0, arc),
            ("line", (x0 + w - r, y0), (-1, 0), straight_x), ("arc", (x0 + r, y0 + r), -90, arc),
            ("line", (x0, y0 + r), (0, 1), straight_y), ("arc", (x0 + r, y0 + h - r), 180, arc)]
    for kind, origin, extra, length in segs:
        if d <= length or kind == "arc" and origin == (x0 + r, y0 + h - r):
            if kind == "line":
                dx, dy = extra
                return origin[0] + dx * d, origin[1] + dy * d, math.degrees(math.atan2(dy, dx))
            a = math.radians(extra - 90 * d / length)  # screen y grows downwards: turning left is a smaller angle
            cx, cy = origin
            x, y = cx + r * math.cos(a), cy + r * math.sin(a)
            return x, y, math.degrees(a) - 90
        d -= length
    raise AssertionError("unreachable")


# Where space 1 lies: the pit lane (19 to 3) runs inside the bottom straight, centred on it.
_W, _H, _R = TRACK[:3]
_BOTTOM_MIDDLE = ((_W - 2 * _R) / 2) / (2 * (_W - 2 * _R) + 2 * (_H - 2 * _R) + 2 * math.pi * _R)
FIRST = (_BOTTOM_MIDDLE - (C.MAIN.index("26") + 0.5) / len(C.MAIN)) % 1.0


def _offset(t: float, distance: float) -> tuple[float, float, float]:
    """A point `distance` outside the track line at `t` (negative: inside)."""
    x, y, heading = _track_point(t)
    a = math.radians(heading)
    return x - math.sin(a) * distance, y + math.cos(a) * distance, heading  # outside: right of the travel


# The pit lane, on its own path rather than hugging the track (where its first spaces were squeezed into the
# corner): from beside 19 (x PIT_X, from y PIT_TOP down) a quarter turn of radius PIT_TURN onto its straight at y
# PIT_Y inside the bottom straight, then a turn of PIT_EXIT_TURN degrees (and on straight) back up towards 3. Its
# spaces lie PIT_STEP apart along that path, the first PIT_FIRST in, below the tabs beside 19. A car in the lane
# is drawn shorter than PIT_STEP (F1Car.qml), so a queue stays apart in the turns as on the straight; the turns'
# radius keeps the number tabs on their inner side apart too (tests/desktop/test_grandprix_f1_pit_lane.py).
PIT_X, PIT_TOP, PIT_Y, PIT_TURN, PIT_END_X, PIT_EXIT_TURN = 19.9, 31.0, 39.0, 8.0, 73.0, 50.0
PIT_STEP, PIT_FIRST = 3.62, 1.3


def _pit_point(s: float) -> tuple[float, float, float]:
    """The point at arc length `s` along the pit lane's path, and its heading in degrees."""
    down = PIT_Y - PIT_TURN - PIT_TOP
    turn = math.pi * PIT_TURN / 2
    straight = PIT_END_X - (PIT_X + PIT_TURN)
    if s <= down:
        return PIT_X, PIT_TOP + s, 90.0
    s -= down
    if s <= turn:  # round the centre (PIT_X + PIT_TURN, PIT_Y - PIT_TURN), turning left from down to right
        a = s / PIT_TURN
        return (PIT_X + PIT_TURN - PIT_TURN * math.cos(a), PIT_Y - PIT_TURN + PIT_TURN * math.sin(a),
                90.0 - math.degrees(a))
    s -= turn
    if s <= straight:
        return PIT_X + PIT_TURN + s, PIT_Y, 0.0
    s -= straight
    a = min(s / PIT_TURN, math.radians(PIT_EXIT_TURN))  # up round (PIT_END_X, PIT_Y - PIT_TURN), then straight on
    on = s - a * PIT_TURN
    return (PIT_END_X + PIT_TURN * math.sin(a) + on * math.cos(a), PIT_Y - PIT_TURN + PIT_TURN * math.cos(a)
            - on * math.sin(a), -math.degrees(a))


def _layout() -> dict[str, tuple[float, float, float]]:
    """Board name -> (x, y, heading): main spaces evenly round the track with the finish line at the bottom,
    U lanes just outside it, gravel further out, the pit lane and boxes inside the start straight."""
    n = len(C.MAIN)
    t_of = {s: (FIRST + i / n) % 1.0 for i, s in enumerate(C.MAIN)}
    out = {s: _track_point(t_of[s]) for s in C.MAIN}

    def between(a: str, b: str, k: int, count: int, spread: float) -> float:
        ta, tb = t_of[a] - spread / n, t_of[b] + spread / n
        if tb <= ta:
            tb += 1.0
        return ta + (tb - ta) * (k + 1) / (count + 1)

    for b in C.BYPASSES:
        count = len(b.spaces)
        for k, s in enumerate(b.spaces):
            # A U lane runs beside the track; a gravel bed bulges out beyond it and reaches three quarters of a
            # space past its ends, so that the seven tiles of a bed in a turn lie apart
            # (F1Circuit.qml draws a gravel tile 2.6 long).
            gravel = b.kind == "gravel"
            bulge = 3.8 + 3.2 * math.sin(math.pi * (k + 1) / (count + 1)) if gravel else 0.0
            out[s] = _offset(between(b.entry, b.exit, k, count, 0.75 if gravel else 0.0), 4.6 + bulge)
    for k, s in enumerate(C.LANE):
        out[s] = _pit_point(PIT_FIRST + k * PIT_STEP)
    for box in range(1, len(C.BOXES) + 1):
        x, y, _ = out[C.box_exit(box)]  # above its exit, clear of the number tabs between the lane and the boxes
        out[C.BOXES[box - 1]] = (x, y - 6.2, 0.0)
    return out


LAYOUT = _layout()
# The side a space's tabs (a covered space's number, a framed space's bonus or penalty) stand on: a track space's
# infield side, a U lane's or a gravel bed's outer side, where nothing else is drawn. Space 1 lies where the pit
# lane climbs back to 3 just inside it: its '+4' goes outside (towards the gravel's road, clear of U1), off the
# pit lane's numbers, which the smaller circuit of 960x540 with a two-row strip brings within a pixel of it.
TABS_OUTSIDE = frozenset({"1"})
FINISH = _offset(((FIRST - 0.5 / len(C.MAIN)) % 1.0), 0.0)  # between 30 and 1
# The steps the circuit draws from each space (to where, of which kind), carried by the space's zone row: the
# drawing never changes, so it rides on rows that are re-read only when the zones are reset, not on the panel
# every decision re-reads whole.
def _steps() -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {name: [] for name in C.SPACES}
    for a, b in C.edges():
        out[a].append({"x2": LAYOUT[b][0], "y2": LAYOUT[b][1],
                       "kind": R.KIND[R.ID[b]] if R.KIND[R.ID[a]] == "main" else R.KIND[R.ID[a]]})
    return out


STEPS = _steps()


def _space_zone_id(space: int) -> str:
    return f"space:{R.NAMES[space]}"


class GrandPrixF1Presenter:
    qml = "games/grandprix_f1/GrandPrixF1.qml"
    dialog_events: tuple[str, ...] = ("race_end",)

    def __init__(self, game: Any, seats: Any):
        self.game = game
        self.seats = tuple(seats)
        self.card: int = 0  # the selected hand card (0: none)
        self.car: int = -1  # the selected car (two-car players); -1: the active one
        self.choices: list[tuple[Any, Msg]] = []  # an open panel: the actions it offers
        self.choice_title: Msg | None = None
        self.box = 0  # choosing a box: the one the keyboard cursor is on (0: the first free one)
        self.batch = 0
        self.still = False
        self._texts_in = -1  # the translations (`translations_version`) that the kept texts were made with
        self._texts: dict[str, tuple[str, str, str]] = {}
        self._fixed: dict[str, dict[str, Any]] = {}  # zone id -> the fields of its row no scene changes
        self._say = SaidOnce()  # a scene says the same few dozen things (cars' names and places, laps, tyres)

    # --- events ---------------------------------------------------------------------
    def pace_ms(self, events: list[Event]) -> int:
        moved = max((len(e.get("route") or ()) for e in events if e.kind == "move"), default=0)
        return 300 + MOVE_MS * moved

    def absorb(self, events: list[Event]) -> None:
        self.batch += 1
        self.still = False
        self._clear()

    def rebuild(self, history: list[Event]) -> None:
        self.absorb([])
        self.still = True

    def _clear(self) -> None:
        self.card, self.car, self.choices, self.choice_title, self.box = 0, -1, [], None, 0

    # --- perspective ------------------------------------------------------------------
    def perspective(self, view: View) -> int | None:
        return perspective(self.seats, view)

    def observation(self, state: Any, view: View) -> tuple[Any, int | None]:
        me = self.perspective(view)
        return self.game.observe(state, -1 if me is None else me), me

    def _deciding(self, seen: Any, view: View) -> int | None:
        return view.viewer if view.viewer is not None and view.viewer in self.game.to_act(seen) else None

    def _selected_car(self, seen: Any) -> int:
        movable = self.game.movable(seen) if seen.phase == "turn" else []
        return self.car if self.car in movable else seen.active

    # --- reaching spaces ------------------------------------------------------------------
    def _reach(self, seen: Any, car: int, cards: Sequence[int]) -> dict[str, list[tuple[int, Play, Any]]]:
        """Zone id -> (card, action, move) for each card and pit/tyre choice; the smallest card first."""
        out: dict[str, list[tuple[int, Play, Any]]] = {}
        for action in self.game.legal_actions(seen, seen.cars[seen.active].owner):
            if type(action) is not Play or action.car != car or action.card not in cards:
                continue
            mv = self.game.preview(seen, car, action.card, action.pit, action.tyres)
            end = "finish" if mv.finished else _space_zone_id(mv.route[-1] if mv.route else seen.cars[car].pos)
            out.setdefault(end, []).append((action.card, action, mv))
        for entries in out.values():
            entries.sort(key=lambda e: e[0])
        return out

    def _reach_label(self, card: int, mv: Any, best: int) -> Msg:
        end = mv.route[-1] if mv.route else -1
        if mv.blocked >= 0:
            return REACH_BLOCKED(card=card, moved=mv.moved, budget=mv.budget)
        if end in R.PENALTY:
            return REACH_PENALTY(card=card, moved=mv.moved, cost=R.PENALTY[end])
        if end in R.BONUS:
            return REACH_BONUS(card=card, moved=mv.moved, bonus=D.SECTOR_BONUS if R.BONUS[end] == "sector" else best)
        return REACH(card=card, moved=mv.moved)

    # --- scene ---------------------------------------------------------------------------
    def scene(self, state: Any, view: View) -> Scene:
        seen, me = self.observation(state, view)
        deciding = self._deciding(seen, view)
        playing = deciding is not None and seen.phase == "turn"
        car = self._selected_car(seen) if playing else -1
        hand = [v for v in HAND_VALUES if me is not None and seen.players[me].hand[v]]
        reach: dict[str, list] = {}
        if playing:
            reach = self._reach(seen, car, [self.card] if self.card else hand)
        zones = self._zones(seen, reach, view, self._free_boxes(seen, deciding))
        pieces = self._cars(seen, deciding, car, view) + self._hand(seen, me, deciding)
        self._name(seen, zones, pieces)
        return Scene(zones, pieces, self._buttons(seen, deciding), self._players(seen, me, view),
                     self._panel(seen, me, deciding, car, view), self._status(seen, deciding, car))

    def _space_texts(self) -> dict[str, tuple[str, str, str]]:
        """Zone id -> its label, its place name and that name with its penalty, translated: they depend on the
        language alone, so they are made once per language (about half of a scene's translating otherwise), and
        so are the fields of the spaces' rows that no scene changes (`_fixed`)."""
        version = translations_version()
        if version != self._texts_in:
            self._texts_in, self._texts = version, {"finish": ("", tr(A_FINISH()), tr(A_FINISH()))}
            self._fixed = {}
            for name in C.SPACES:
                i = R.ID[name]
                uid = f"space:{name}"
                label = tr(BOX_N(box=R.BOX_OF[i])) if R.KIND[i] == "box" else name.lstrip("UKB") or name
                place = tr(A_SPACE[R.KIND[i]](label=label))
                cost = R.PENALTY.get(i, 0)
                self._texts[uid] = (label, place, tr(A_PENALTY(place=place, cost=cost)) if cost else place)
                x, y, heading = LAYOUT[name]
                self._fixed[uid] = {
                    "uid": uid, "kind": R.KIND[i], "pos": i, "cost": cost, "board": 0, "boardLabel": name,
                    "box": R.BOX_OF.get(i, 0), "x": x, "y": y, "heading": heading, "steps": STEPS[name],
                    "capacity": R.CAPACITY[i], "name": name, "label": label, "penalty": cost,
                    "tabsOutside": R.KIND[i] in ("lane", "gravel") or name in TABS_OUTSIDE,
                }
        return self._texts

    def _name(self, seen: Any, zones: list[dict], pieces: list[dict]) -> None:
        """Gives every zone and piece row its accessible name (`a11y`): what it is and where, translated."""
        places = {}
        texts = self._space_texts()
        for z in zones:
            _, places[z["uid"]], place = texts[z["uid"]]
            if z["bonus"]:
                place = self._say(A_BONUS(place=place, bonus=z["bonus"]))
            if z["owners"]:
                place = self._say(A_BOX_OF(place=place, players=", ".join(self.seats[int(o["label"]) - 1].name
                                                                   for o in z["owners"])))
            if z["choosable"]:
                place = self._say(A_FREE_BOX(place=place, key=z["box"]))
            z["a11y"] = self._say(A_REACH(place=place, how=z["reachText"])) if z["reachable"] and z["reachText"] else place
        cars: dict[str, list[str]] = {}
        for p in pieces:
            if p["kind"] == "car":
                car = self._say(A_CAR(car=self._say(self.game.car_name(seen, int(p["uid"].split(":")[1]))),
                                      label=p["label"]))
                cars.setdefault(p["zone"], []).append(car)
                p["a11y"] = (self._say(A_CAR_ON(car=car, place=places[p["zone"]]))
                             if p["onBoard"] and p["zone"] in places else self._say(A_CAR_OFF(car=car)))
            else:
                p["a11y"] = self._say(A_CARD(value=p["face"], count=p["count"]))
        for z in zones:
            if z["uid"] in cars:
                z["a11y"] = self._say(A_CARS_HERE(place=z["a11y"], cars=", ".join(cars[z["uid"]])))

    def _free_boxes(self, seen: Any, deciding: int | None) -> list[int]:
        """The boxes the deciding player may take now (none unless they are choosing one)."""
        return self.game.free_boxes(seen) if deciding is not None and seen.phase == "boxes" else []

    def _box_cursor(self, free: list[int]) -> int:
        return self.box if self.box in free else (free[0] if free else 0)

    def _zones(self, seen: Any, reach: dict[str, list], view: View, free: Sequence[int] = ()) -> list[dict]:
        trail = set()
        for ev in view.recent:
            if ev.kind == "move":
                trail.update(ev.get("route") or ())
        cursor = self._box_cursor(list(free))
        self._space_texts()  # the fixed fields, in this language
        on: dict[int, list[int]] = {}  # space -> the seats of the cars standing there (the circuit's number tabs)
        for c in seen.cars:
            if c.pos >= 0:
                on.setdefault(c.pos, []).append(c.owner)
        owners: dict[int, list[dict]] = {}  # box -> its players
        for p in seen.players:
            if p.box:
                owners.setdefault(p.box, []).append({"seat": p.seat, "colour": self.seats[p.seat].colour,
                                                     "label": str(p.seat + 1)})
        zones = []
        for name in C.SPACES:
            i = R.ID[name]
            uid = f"space:{name}"
            fixed = self._fixed[uid]
            options = reach.get(uid, [])
            label = self._say(self._reach_label(options[0][0], options[0][2], seen.best_lap)) if options else ""
            bonus = R.BONUS.get(i)
            box = fixed["box"]
            zones.append({
                **fixed, "reachable": bool(options), "cursor": bool(box) and box == cursor, "trail": name in trail,
                "choosable": box in free, "owners": owners.get(box, []) if box else [],
                "bonus": (seen.best_lap if bonus == "best_lap" else D.SECTOR_BONUS) if bonus else 0,
                "reachCard": options[0][0] if options else 0, "reachText": label, "carSeats": on.get(i, []),
            })
        options = reach.get("finish", [])
        zones.append({"uid": "finish", "kind": "finish", "pos": -1, "cost": 0, "board": 0, "boardLabel": "",
                      "reachable": bool(options), "cursor": False, "trail": False, "choosable": False, "box": 0,
                      "owners": [], "x": FINISH[0], "y": FINISH[1],
                      "heading": FINISH[2], "capacity": 0, "name": "finish", "label": "", "bonus": 0, "penalty": 0,
                      "reachCard": options[0][0] if options else 0,
                      "reachText": self._say(REACH(card=options[0][0], moved=options[0][2].moved)) if options else "",
                      "carSeats": []})
        return zones

    def _cars(self, seen: Any, deciding: int | None, selected: int, view: View) -> list[dict]:
        last = next((e for e in reversed(view.recent) if e.kind == "move"), None)
        movable = self.game.movable(seen) if deciding is not None and seen.phase == "turn" else []
        slots: dict[int, int] = {}
        pieces = []
        for c in seen.cars:
            seat = self.seats[c.owner]
            slot = slots.get(c.pos, 0)
            slots[c.pos] = slot + 1
            route = [] if self.still or last is None or last.get("car") != c.id else list(last.get("route") or ())
            pieces.append({
                "uid": f"car:{c.id}", "kind": "car", "seat": c.owner, "die": 0, "colour": seat.colour,
                "label": self._car_label(seen, c.id), "zone": _space_zone_id(c.pos) if c.pos >= 0 else "",
                "slot": slot, "slots": R.CAPACITY[c.pos] if c.pos >= 0 else 1, "onBoard": c.pos >= 0,
                "leader": False, "draggable": c.id in movable, "highlighted": c.id == selected,
                "lastMoved": last is not None and last.get("car") == c.id, "face": 0, "rollId": 0,
                "lost": c.status in ("out", "dq"), "route": route, "routeFrom": last.get("start", "") if route else "",
                "active": c.id == seen.active,
            })
        return pieces

    def _car_label(self, seen: Any, car: int) -> str:
        p = seen.players[seen.cars[car].owner]
        return str(p.seat + 1) if len(p.cars) == 1 else f"{p.seat + 1}{'ab'[p.cars.index(car)]}"

    def _hand(self, seen: Any, me: int | None, deciding: int | None) -> list[dict]:
        if me is None:
            return []
        hand = seen.players[me].hand
        playing = deciding == me and seen.phase == "turn"
        colour = self.seats[me].colour
        return [{"uid": f"card:{v}", "kind": "card", "seat": me, "die": v, "colour": colour, "label": str(v),
                 "zone": "hand", "slot": i, "slots": 0, "onBoard": False, "leader": False, "draggable": playing,
                 "highlighted": playing and self.card == v, "lastMoved": False, "face": v, "rollId": 0,
                 "lost": False, "count": hand[v], "route": [], "active": False}
                for i, v in enumerate(v for v in HAND_VALUES if hand[v])]

    def _open_choices(self, seen: Any, deciding: int | None) -> tuple[Msg | None, list[tuple[Any, Msg]]]:
        """The panel for this moment: a pending pit/tyres choice, the box, an exchange or a payment."""
        if deciding is None:
            return None, []
        if self.choices:
            return self.choice_title, self.choices
        p = seen.players[deciding]
        if seen.phase == "exchange":
            opts = [(Exchange(c), B_KEEP() if set(c) == {1} else B_SWAP(cards=cards_text(c)))
                    for c in self.game.exchanges(seen)]
            return T_EXCHANGE(count=seen.pending), opts
        if seen.phase == "pay":
            return T_PAY(cost=seen.pending), [(Pay(c), B_PAY(cards=cards_text(c)))
                                             for c in D.payments(p.hand, seen.pending)]
        active = seen.cars[seen.active]
        if seen.phase == "turn" and self.game.in_box(active):
            if active.stays < D.MAX_STAYS:
                fuel = D.STAY_FUEL[active.stays]
                return T_STAY(fuel=fuel, stays=active.stays), [(Stay(c), B_STAY(cards=cards_text(c)))
                                                               for c in D.refuels(fuel, seen.bank)]
            return T_LEAVE(), []
        return None, []

    def _buttons(self, seen: Any, deciding: int | None) -> list[dict]:
        title, choices = self._open_choices(seen, deciding)
        buttons = [{"uid": f"choice:{i}", "label": tr(msg), "available": True, "main": i == 0,
                    "shortcut": self._shortcut(seen, i),
                    "confirm": ""} for i, (_, msg) in enumerate(choices)]
        if self.choices:
            buttons.append({"uid": "cancel", "label": tr(B_CANCEL()), "available": True, "main": False,
                            "shortcut": "Esc", "confirm": ""})
        return buttons

    def _shortcut(self, seen: Any, i: int) -> str:
        if self.choices or seen.phase != "turn":
            return str(i + 1) if i < 9 else ""
        return "Space" if i == 0 else ""  # in the box digits pick cards; Space takes the first refuel

    def _players(self, seen: Any, me: int | None, view: View) -> list[dict]:
        acting = self.game.to_act(seen)
        rows = []
        for p in seen.players:
            seat = self.seats[p.seat]
            cars = []
            for c in p.cars:
                car = seen.cars[c]
                if car.status == "racing":
                    where = (self._say(LAP(lap=car.lap, laps=seen.laps)) if car.lap
                             else self._say(ON_GRID_BOX(box=p.box)) if p.box else self._say(GRID()))
                    if car.pos >= 0 and R.IS_BOX[car.pos]:
                        where += " · " + self._say(IN_BOX(box=p.box))
                else:
                    where = self._say(STATUS[car.status](place=car.place))
                extra = [self._say(TYRES[car.tyres]())]
                if car.damaged:
                    extra.append(self._say(DAMAGED()))
                if len(p.cars) == 2 and not car.pitted and car.status == "racing":
                    extra.append(self._say(NOT_PITTED()))
                cars.append({"id": c, "label": self._car_label(seen, c), "where": where, "extra": " · ".join(extra),
                             "active": c == seen.active, "wrong": car.tyres != ("wet" if seen.weather == "rain"
                                                                                else "dry")})
            rows.append({
                "uid": f"seat:{p.seat}", "seat": p.seat, "name": seat.name, "colour": seat.colour,
                "role": seat_role(seat), "dice": 0, "gcTime": "", "gcGap": "", "gcPlace": 0, "inGc": False,
                "status": self._say(CARDS(count=p.cards)), "stagePlace": 0,
                "active": seen.phase != "over" and seen.cars[seen.active].owner == p.seat if seen.active >= 0 else False,
                "toAct": p.seat in acting, "thinking": view.thinking == p.seat, "leader": False, "progress": 0.0,
                "total": seen.standings[p.seat], "me": p.seat == me, "cards": p.cards, "box": p.box, "cars": cars,
            })
        return rows

    def _panel(self, seen: Any, me: int | None, deciding: int | None, car: int, view: View) -> dict:
        title, choices = self._open_choices(seen, deciding)
        leader = max((c.lap for c in seen.cars), default=0)
        return {
            "batch": self.batch, "still": self.still, "phase": seen.phase,
            "lap": self._say(LAP(lap=max(leader, 1), laps=seen.laps)),
            "race": self._say(RACE(race=seen.race, races=seen.races)) if seen.races > 1 else "",
            "weather": seen.weather, "weatherText": self._say(WEATHER[seen.weather]()),
            "ones": sum(1 for c in seen.ones if c == 1), "spentOnes": seen.spent_ones,
            "bank": [{"value": v, "count": seen.bank[v]} for v in (10, 6, 4, 3, 2)],
            "me": -1 if me is None else me, "handOwner": self.seats[me].name if me is not None else "",
            "handColour": self.seats[me].colour if me is not None else "",
            "choiceTitle": self._say(title) if title else "", "hasChoices": bool(choices) or title is not None,
            "selectedCard": self.card, "selectedCar": car, "moveMs": MOVE_MS,
        }

    def _status(self, seen: Any, deciding: int | None, car: int) -> str:
        names = [s.name for s in self.seats]
        if seen.phase == "over":
            outcome = self.game.outcome(seen)
            if not outcome.winners:
                return tr(S_NOBODY())
            win = outcome.winners[0]
            if seen.races > 1:
                return tr(S_OVER(player=names[win], points=seen.standings[win]))
            return tr(S_OVER_RACE(player=names[win]))
        acting = self.game.to_act(seen)
        if deciding is None:
            wait = S_WAIT_BOX if seen.phase == "boxes" else S_WAIT
            return tr(wait(player=names[acting[0]])) if acting else ""
        who = names[deciding]
        if seen.phase == "boxes":
            if len({p.box for p in seen.players if p.box}) == len(R.BOX):  # a seventh or eighth player
                return tr(S_CHOOSE_BOX_SHARE(player=who))
            two = len(seen.players[deciding].cars) == 2
            return tr((S_CHOOSE_BOX_TWO if two else S_CHOOSE_BOX)(player=who))
        if self.choices or seen.phase in ("exchange", "pay"):
            return tr(S_PANEL(player=who))
        active = seen.cars[seen.active]
        if self.game.in_box(active):
            return tr(S_BOX(player=who, car=self.game.car_name(seen, active.id)))
        if len(seen.players[deciding].cars) == 2:
            return tr(S_PLAY_TWO(player=who))
        return tr(S_PLAY(player=who, car=self.game.car_name(seen, car)))

    # --- results ----------------------------------------------------------------------------
    def chapter(self, state: Any) -> tuple[int, Msg | tuple[Msg, ...]]:
        """The chapter a state belongs to, for the replay's jumps: the leader's lap (of which race)."""
        lap = min(max(max((c.lap for c in state.cars), default=0), 1), state.laps)
        name = LAP(lap=lap, laps=state.laps)
        return state.race * 1000 + lap, ((RACE(race=state.race, races=state.races), name) if state.races > 1 else name)

    def result_dialog(self, state: Any, final: bool, history: Sequence[Any] = ()) -> dict:
        """The last race's classification and the championship standings (public information only)."""
        race = len(state.results)
        order = self.game.race_order(state) if state.phase == "over" else []
        result_rows = []
        if order:  # the last race, every car: finishers, the disqualified, the retired
            for c in order:
                car = state.cars[c]
                seat = self.seats[car.owner]
                status = tr(STATUS[car.status](place=car.place)) if car.status != "racing" else ""
                result_rows.append({"place": car.place or "", "name": self.game.car_name_en(state, c),
                                    "color": seat.colour, "result": status,
                                    "points": _points(car.place) if car.status == "finished" else 0})
        else:  # a championship between races: the classified cars of the race just run
            for place, c in enumerate(state.results[-1], start=1):
                seat = self.seats[state.cars[c].owner]
                result_rows.append({"place": place, "name": self.game.car_name_en(state, c), "color": seat.colour,
                                    "result": tr(STATUS["finished"](place=place)), "points": _points(place)})
        outcome = self.game.outcome(state)
        standings = self.game.standings_ranking(state)  # ties as the rules break them, never by seat
        table = [{"rank": i + 1, "name": self.seats[s].name, "color": self.seats[s].colour,
                  "total": state.standings[s], "winner": s in outcome.winners and final}
                 for i, s in enumerate(standings)]
        return {
            "title": tr(TITLE()), "final": final,
            "standingsTitle": tr(TITLE_CHAMP(race=race)),
            "winner": tr(WINNER(player=self.seats[outcome.winners[0]].name)) if final and outcome.winners else "",
            "result": result_rows, "standings": table, "headers": {k: tr(m()) for k, m in COLUMNS.items()},
            "chart": self._fuel_chart(state, history),
        }

    def _fuel_chart(self, state: Any, history: Sequence[Any]) -> dict:
        """Each player's fuel (the total of their hand, shown once the race is run) as the leader starts each lap.

        A two-car player's cars share one hand, so a player is one line."""
        race = [s for s in history if s.race == state.race] or [state]
        samples, labels = [], []
        for lap in range(1, state.laps + 1):
            first = next((s for s in race if max(c.lap for c in s.cars) >= lap), None)
            if first is not None:
                samples.append(first)
                labels.append(tr(FUEL_LAP(lap=lap)))
        samples.append(race[-1])
        labels.append(tr(FUEL_END()))
        series = [seat_series(seat, self.seats[seat].name, self.seats[seat].colour,
                              [sum(v * n for v, n in enumerate(s.players[seat].hand)) for s in samples])
                  for seat in range(len(self.seats))]
        return chart("fuel", tr(FUEL_TITLE()), tr(FUEL_X()), tr(FUEL_Y()), labels, series)

    # --- input ---------------------------------------------------------------------------------
    def _ask(self, seen: Any, seat: int, title: Msg, entries: list[tuple[Play, Msg]]) -> Intent:
        """Several actions fit one drop: one is legal -> try it; else open a short panel to choose."""
        if len(entries) == 1:
            return Intent(((seat, entries[0][0]),))
        self.choices, self.choice_title = list(entries), title
        return Intent(changed=True)

    def _variants(self, seen: Any, seat: int, car: int, card: int, plays: list[Play] | None = None) -> Intent:
        """A card for a car: the pit lane or tyre choice asked on a panel when the rules leave it open."""
        if plays is None:
            plays = [a for a in self.game.legal_actions(seen, seat)
                     if type(a) is Play and a.car == car and a.card == card]
        if not plays:
            return Intent(((seat, Play(car, card)),))  # the game says why not
        if len(plays) == 1:
            return Intent(((seat, plays[0]),))
        if any(a.tyres for a in plays):
            entries = [(a, B_DRY() if a.tyres == "dry" else B_WET()) for a in plays]
            return self._ask(seen, seat, T_TYRES(card=card), entries)
        entries = [(a, B_PIT() if a.pit else B_TRACK()) for a in sorted(plays, key=lambda a: not a.pit)]
        return self._ask(seen, seat, T_PIT(card=card), entries)

    def drop(self, state: Any, view: View, piece: str, zone: str) -> Intent:
        seat = view.viewer
        seen = self.game.observe(state, seat)
        kind, _, rest = piece.partition(":")
        if seen.phase == "boxes":
            return Intent(refusal=PICK_BOX())
        if kind == "card" and zone.startswith("car:"):
            self.choices = []
            return self._variants(seen, seat, int(zone.split(":")[1]), int(rest))
        if kind == "car" and (zone.startswith("space:") or zone == "finish"):
            return self._to_space(seen, seat, int(rest), zone, [self.card] if self.card else list(HAND_VALUES))
        return Intent(refusal=NOT_HERE())

    def _to_space(self, seen: Any, seat: int, car: int, zone: str, cards: list[int]) -> Intent:
        if seen.phase != "turn" or car not in self.game.movable(seen):
            return Intent(((seat, Play(car, cards[0])),))  # the game's own reason (not your car, wrong phase)
        entries = self._reach(seen, car, cards).get(zone, [])
        if not entries:
            refusal = CARD_NOT_REACHED(card=cards[0]) if len(cards) == 1 else NOT_REACHED()
            return Intent(refusal=refusal)
        card = entries[0][0]
        return self._variants(seen, seat, car, card, [a for c, a, _ in entries if c == card])

    def activate(self, state: Any, view: View, target: str) -> Intent:
        seat = view.viewer
        seen = self.game.observe(state, seat)
        kind, _, rest = target.partition(":")
        if seen.phase == "boxes":
            if kind == "space" and rest in C.BOXES:
                return Intent(((seat, Box(C.BOXES.index(rest) + 1)),))  # a taken box: the game says why not
            return Intent(refusal=PICK_BOX())
        if kind == "choice":
            _, choices = self._open_choices(seen, self._deciding(seen, View(seat, None, ())))
            index = int(rest)
            if not 0 <= index < len(choices):
                return Intent()
            action = choices[index][0]
            self.choices = []
            return Intent(((seat, action),))
        if target == "cancel":
            self._clear()
            return Intent(changed=True)
        if kind == "card":
            value = int(rest)
            self.card = 0 if self.card == value else value
            self.choices = []
            return Intent(changed=True)
        if kind == "car":
            car = int(rest)
            if self.card and seen.phase == "turn" and car in self.game.movable(seen):
                return self._variants(seen, seat, car, self.card)
            if seen.phase == "turn" and car in self.game.movable(seen):
                self.car = car
                return Intent(changed=True)
            return Intent(refusal=NOT_HERE())
        if kind == "space" or target == "finish":
            if not self.card:
                return Intent(refusal=PICK_CARD())
            return self._to_space(seen, seat, self._selected_car(seen), target, [self.card])
        return Intent()

    def press(self, state: Any, view: View, key: str) -> Intent:
        seat = view.viewer
        if seat is None:
            return Intent()
        seen = self.game.observe(state, seat)
        if seen.phase == "boxes":
            return self._press_box(seen, seat, view, key)
        _, choices = self._open_choices(seen, self._deciding(seen, view))
        if key == "Escape":
            return self.activate(state, view, "cancel")
        if choices and len(key) == 1 and key.isdigit() and (self.choices or seen.phase != "turn"):
            return self.activate(state, view, f"choice:{int(key) - 1}")
        if key == "Space" and choices and type(choices[0][0]) is Stay:
            return self.activate(state, view, "choice:0")
        if seen.phase != "turn":
            return Intent()
        hand = [v for v in HAND_VALUES if seen.players[seat].hand[v]]
        if len(key) == 1 and key.isdigit() and 1 <= int(key) <= len(hand):
            self.card = hand[int(key) - 1]
            return Intent(changed=True)
        if key in ("Left", "Right") and hand:
            at = hand.index(self.card) if self.card in hand else -1
            self.card = hand[(at + (1 if key == "Right" else -1)) % len(hand)]
            return Intent(changed=True)
        if key in ("Up", "Down"):
            movable = self.game.movable(seen)
            current = self._selected_car(seen)
            self.car = movable[(movable.index(current) + 1) % len(movable)]
            return Intent(changed=True)
        if key in ("Return", "Enter") and self.card:
            return self._variants(seen, seat, self._selected_car(seen), self.card)
        return Intent()

    def _press_box(self, seen: Any, seat: int, view: View, key: str) -> Intent:
        """Choosing a box: a digit takes that box; the arrows move the cursor over the free boxes, Enter or
        Space takes the one it is on."""
        free = self._free_boxes(seen, self._deciding(seen, view))
        if not free:
            return Intent()
        if len(key) == 1 and key.isdigit() and 1 <= int(key) <= len(R.BOX):
            return Intent(((seat, Box(int(key))),))
        at = free.index(self._box_cursor(free))
        if key in ("Left", "Right", "Up", "Down"):
            self.box = free[(at + (1 if key in ("Right", "Down") else -1)) % len(free)]
            return Intent(changed=True)
        if key in ("Return", "Enter", "Space"):
            return Intent(((seat, Box(free[at])),))
        return Intent()

    # --- hints ---------------------------------------------------------------------------------
    def hint_marks(self, state: Any, seat: int, action: Any) -> HintMarks:
        """The suggested action lit as its drag or click would be: the card and the car, the space the car ends
        on, and the panel button when a panel asks for it (a pit or tyre choice, a box stay, an exchange, a
        payment). Named from `seat`'s own observation."""
        seen = self.game.observe(state, seat)
        _, choices = self._open_choices(seen, seat)
        buttons = tuple(f"choice:{i}" for i, (a, _) in enumerate(choices) if a == action)
        if type(action) is Play:
            car = seen.cars[action.car]
            mv = self.game.preview(seen, action.car, action.card, action.pit, action.tyres)
            end = "finish" if mv.finished else _space_zone_id(mv.route[-1] if mv.route else car.pos)
            where = self._hint_where(seen, car, mv)
            name = self.game.car_name(seen, action.car)
            text = (H_LEAVE(card=action.card, car=name, tyres=TYRES[action.tyres](), where=where) if action.tyres
                    else H_PLAY(card=action.card, car=name, where=where))
            return HintMarks(text, (f"card:{action.card}", f"car:{action.car}"), (end,), buttons)
        if type(action) is Stay:
            car = seen.cars[seen.active]
            return HintMarks(H_STAY(cards=cards_text(action.cards)), (f"car:{car.id}",),
                             (_space_zone_id(car.pos),), buttons)
        if type(action) is Box:
            return HintMarks(H_BOX(box=action.box), (), (f"space:{C.BOXES[action.box - 1]}",), buttons)
        if type(action) is Exchange:
            if set(action.cards) == {1}:
                return HintMarks(H_KEEP(count=len(action.cards)), buttons=buttons)
            return HintMarks(H_SWAP(cards=cards_text(action.cards)), buttons=buttons)
        if type(action) is Pay:
            return HintMarks(H_PAY(cards=cards_text(action.cards)),
                             tuple(f"card:{v}" for v in sorted(set(action.cards), reverse=True)), buttons=buttons)
        raise ValueError(f"not a GrandPrix-F1 action: {action!r}")

    def _hint_where(self, seen: Any, car: Any, mv: Any) -> Msg:
        """Where a move takes the car, as a player would say it."""
        if mv.finished:
            return W_FINISH()
        if not mv.route:
            return W_STILL()
        end = mv.route[-1]
        kind = R.KIND[end]
        if mv.box or kind == "box":
            where = W_BOX(box=R.BOX_OF[end])
        elif kind == "pit":
            where = W_ALONG() if R.IN_PITS[car.pos] else W_PIT()
        elif kind == "gravel":
            where = W_GRAVEL()
        elif kind == "lane":
            where = W_LANE()
        elif end in R.PENALTY:
            where = W_PENALTY(space=R.NAMES[end], cost=R.PENALTY[end])
        elif end in R.BONUS:
            bonus = D.SECTOR_BONUS if R.BONUS[end] == "sector" else seen.best_lap
            where = W_BONUS(space=R.NAMES[end], bonus=bonus)
        else:
            where = W_SPACE(space=R.NAMES[end])
        if mv.blocked >= 0:
            return W_BLOCKED(where=where, moved=mv.moved, budget=mv.budget)
        return where


def _points(place: int) -> int:
    return D.POINTS[place - 1] if 1 <= place <= len(D.POINTS) else 0


PRESENTER = GrandPrixF1Presenter
