"""Grands Tours on screen: the course of cards, the jersey card, the teams, and the event overlays.

Zone ids (drop and click targets): "card:<id>" (a card on the course),
"bid:<card>:<owner>:<face>:<jersey>" (a die on a card), "peloton:<seat>",
"grupetto:<seat>". Piece ids (drag sources): "die:<seat>:<face>:<jersey>:<k>"
(a die in a peloton; rider dice of one face are interchangeable, k tells them
apart on screen), "grupetto:<seat>" (the whole grupetto: dropped on the
peloton it is a Roll) and "bid:..." (your own die on a card: dropped on
another team's die of that face on another card it is a Swap).
Click targets besides zones and dice: the button ids, "camp:<face>:<jersey>"
(set that die aside and re-roll), "seven:<face>", "take:<i>", "menu:<i>".
Keys: 1-6 pick peloton dice, Left/Right mark a card, Up/Down a die on it,
Enter does what a click on the marked die (or card) does.

Flights: each decision's moved dice fly (panel "flights", replayed once per
"batch"): peloton -> card, card -> grupetto, card -> card; after a judging
every die of a won card to its owner's grupetto; then jersey dice changing
hands to and from the jersey card ("jersey:<key>"). The dice have left
the card in the new state, so the presenter keeps the last state it drew and
replays the decision's events over its bids.

The presenter never decides legality: it builds the actions an input can
mean and asks the game's `check`; when several different moves are legal
(Replace or Removal on the same die) it offers a short menu.
"""
from __future__ import annotations

from typing import Any, Sequence


from gameshelf.core.engine import Event, Msg, QT_TRANSLATE_NOOP, message
from gameshelf.core.engine.messages import NOT_YOUR_TURN
from gameshelf.core.games.grands_tours import messages as M
from gameshelf.core.games.grands_tours.actions import (EMPTY_PASS, KEEP, ROLL, Pass, Place, Readjust, Remove, Replace,
                                                       RestRoll, SevenFace, Swap, TakeJersey, Train)
from gameshelf.core.games.grands_tours.data import CAMP_ASIDE, GRUPETTO, JERSEYS, PELOTON
from gameshelf.core.games.grands_tours.rules import card_label

from ..translations import SaidOnce, tr
from . import HintMarks, Intent, Scene, View, seat_role
from .charts import chart, seat_series

ROUND_LABEL = message("gt_table.round", QT_TRANSLATE_NOOP("gt_table", "Round {round} of {count} · {card}"))
OVER_LABEL = message("gt_table.over_label", QT_TRANSLATE_NOOP("gt_table", "The race is over"))
SPRINT = message("gt_table.sprint", QT_TRANSLATE_NOOP("gt_table", "Sprint"))
MOUNTAIN = message("gt_table.mountain", QT_TRANSLATE_NOOP("gt_table", "Mountain"))
NO_POINT = message("gt_table.no_point", QT_TRANSLATE_NOOP("gt_table", "No points"))
POINT_SHORT = {"sprint": SPRINT, "mountain": MOUNTAIN}
WEEK = message("gt_table.week", QT_TRANSLATE_NOOP("gt_table", "Week {week}"))
ASSIST_AHEAD = message("gt_table.assist_ahead", QT_TRANSLATE_NOOP("gt_table", "{card} (week {week})"))
ASSIST = message("gt_table.assist", QT_TRANSLATE_NOOP("gt_table", "Assist"))
JERSEY_SHORT = {
    "gc": message("gt_table.j_gc", QT_TRANSLATE_NOOP("gt_table", "Overall")),
    "sprint": message("gt_table.j_sprint", QT_TRANSLATE_NOOP("gt_table", "Sprint")),
    "mountain": message("gt_table.j_mountain", QT_TRANSLATE_NOOP("gt_table", "Mountain")),
}
WHERE = {
    "rest": message("gt_table.w_rest", QT_TRANSLATE_NOOP("gt_table", "on the jersey card")),
    "peloton": message("gt_table.w_peloton", QT_TRANSLATE_NOOP("gt_table", "in the peloton")),
    "grupetto": message("gt_table.w_grupetto", QT_TRANSLATE_NOOP("gt_table", "in the grupetto")),
    "card": message("gt_table.w_card", QT_TRANSLATE_NOOP("gt_table", "on a card")),
    "camp": message("gt_table.w_camp", QT_TRANSLATE_NOOP("gt_table", "rolled at camp")),
    "limbo": message("gt_table.w_limbo", QT_TRANSLATE_NOOP("gt_table", "on a card")),
}
NOBODY = message("gt_table.nobody", QT_TRANSLATE_NOOP("gt_table", "nobody yet"))

B_ROLL = message("gt_table.b_roll", QT_TRANSLATE_NOOP("gt_table", "Roll the grupetto ({count})"))
B_PASS = message("gt_table.b_pass", QT_TRANSLATE_NOOP("gt_table", "Pass the selected dice"))
B_PASS_EMPTY = message("gt_table.b_pass_empty", QT_TRANSLATE_NOOP("gt_table", "Pass"))
B_CLEAR = message("gt_table.b_clear", QT_TRANSLATE_NOOP("gt_table", "Clear selection"))
B_KEEP = message("gt_table.b_keep", QT_TRANSLATE_NOOP("gt_table", "Keep these dice"))
B_REST = message("gt_table.b_rest", QT_TRANSLATE_NOOP("gt_table", "Roll {count} dice"))
B_REST_NONE = message("gt_table.b_rest_none", QT_TRANSLATE_NOOP("gt_table", "Roll no dice"))

S_ACTION = message("gt_table.s_action2", QT_TRANSLATE_NOOP(
    "gt_table", "{team}: drag a die onto a card (or click dice, then a card). Keys: 1–6 pick dice, ←/→ a card, "
    "↑/↓ a die on it, Enter plays there, Space rolls."))
S_SELECTED = message("gt_table.s_selected2", QT_TRANSLATE_NOOP(
    "gt_table", "{team}: {dice} selected. Drop or click on a card, or on a die to replace it. "
    "Keys: ←/→ a card, ↑/↓ a die on it, Enter."))
S_ENTER = message("gt_table.s_enter", QT_TRANSLATE_NOOP(
    "gt_table", "{team}: Enter: {move}. ↑/↓ another die, ←/→ another card, Esc clears."))
S_MARKED = message("gt_table.s_marked", QT_TRANSLATE_NOOP(
    "gt_table", "{team}: {owner}'s {face} on {card} is marked. Pick two dice of that face (1–6) to replace it, "
    "then Enter. ↑/↓ another die."))
S_CAMP = message("gt_table.s_camp", QT_TRANSLATE_NOOP(
    "gt_table", "{team}: camp. Keep these dice, or click one to set it aside and re-roll the others."))
S_REST = message("gt_table.s_rest", QT_TRANSLATE_NOOP(
    "gt_table", "{team}: rest day. Pick the dice to roll, from your peloton and your grupetto, then roll."))
S_SEVEN = message("gt_table.s_seven", QT_TRANSLATE_NOOP(
    "gt_table", "{team}: your lost overall die showed 7. Choose the face of the rider die that takes its place."))
S_TAKE = message("gt_table.s_take", QT_TRANSLATE_NOOP(
    "gt_table", "{team}: you take the {jersey}. Choose the rider die it replaces."))
S_WAIT = message("gt_table.s_wait", QT_TRANSLATE_NOOP("gt_table", "{team} is deciding…"))
S_MENU = message("gt_table.s_menu2", QT_TRANSLATE_NOOP(
    "gt_table", "{team}: several moves fit. Choose one (keys 1–{count}, Esc cancels)."))
S_OVER = message("gt_table.s_over", QT_TRANSLATE_NOOP("gt_table", "The race is over. Winners: {teams}."))

M_PLACE = message("gt_table.m_place", QT_TRANSLATE_NOOP("gt_table", "Place the {face}"))
M_REPLACE = message("gt_table.m_replace", QT_TRANSLATE_NOOP("gt_table", "Replace {owner}'s {face} with two of yours"))
M_REMOVE = message("gt_table.m_remove", QT_TRANSLATE_NOOP("gt_table", "Removal: send {owner}'s {face} and one of yours to the grupettos"))
M_SWAP = message("gt_table.m_swap", QT_TRANSLATE_NOOP("gt_table", "swap your {face} on {mine} with {owner}'s on {card}"))
M_PICK = message("gt_table.m_pick", QT_TRANSLATE_NOOP("gt_table", "pick your {face} on {card} for a Swap"))
T_CARD = message("gt_table.t_card", QT_TRANSLATE_NOOP("gt_table", "Your {face} on {card}"))
T_PELOTON = message("gt_table.t_peloton", QT_TRANSLATE_NOOP("gt_table", "A {face} in your peloton"))
T_GRUPETTO = message("gt_table.t_grupetto", QT_TRANSLATE_NOOP("gt_table", "A die in your grupetto"))

H_REMOVAL = message("gt_table.h_removal2", QT_TRANSLATE_NOOP(
    "gt_table", "Removal: drop one of your dice on a die of that face (or click it, then the die; or ↑/↓ and Enter)."))
H_SWAP = message("gt_table.h_swap2", QT_TRANSLATE_NOOP(
    "gt_table", "Swap: drag your die on a card onto another team's die of that face on another card "
    "(or click both; or ↑/↓ and Enter on each)."))

# What the event and assist cards do, on their faces.
CARD_TEXT = {
    "camp": message("gt_table.c_camp", QT_TRANSLATE_NOOP(
        "gt_table", "Every team rolls its grupetto, then may set one die aside and re-roll the rest.")),
    "rest": message("gt_table.c_rest", QT_TRANSLATE_NOOP(
        "gt_table", "Each team rolls its grupetto with any peloton dice it picks. Then new cards are turned.")),
    "removal": message("gt_table.c_removal", QT_TRANSLATE_NOOP(
        "gt_table", "Win it to knock a die off a card: it and one of your dice of that face go to the grupettos.")),
    "swap": message("gt_table.c_swap", QT_TRANSLATE_NOOP(
        "gt_table", "Win it to trade your die on a card for another team's die of that face on another card.")),
    "duplicates": message("gt_table.c_duplicates", QT_TRANSLATE_NOOP(
        "gt_table", "Win it to place dice on faces already on a card.")),
}
R_SELECT = message("gt_table.r_select", QT_TRANSLATE_NOOP(
    "gt_table", "Select one die to place, two of one face to replace, or three in a row for a train."))
R_NOTHING = message("gt_table.r_nothing", QT_TRANSLATE_NOOP("gt_table", "First pick dice from your peloton (click them or press 1–6)."))
R_PASS = message("gt_table.r_pass", QT_TRANSLATE_NOOP("gt_table", "Select the die, or two dice of one face, to pass to your grupetto."))
R_NOT_HERE = message("gt_table.r_not_here", QT_TRANSLATE_NOOP("gt_table", "That does not go there."))
R_NO_FACE = message("gt_table.r_no_face", QT_TRANSLATE_NOOP("gt_table", "You have no die showing {face} to use."))

HT_PLACE = message("gt_table.ht_place", QT_TRANSLATE_NOOP("gt_table", "Place your {face} on {card}"))
HT_TRAIN = message("gt_table.ht_train", QT_TRANSLATE_NOOP("gt_table", "Place {low}, {mid} and {high} together on {card}"))
HT_PASS = message("gt_table.ht_pass", QT_TRANSLATE_NOOP("gt_table", "Pass {count} × {face} to your grupetto"))
HT_READJUST = message("gt_table.ht_readjust", QT_TRANSLATE_NOOP("gt_table", "Set your {face} aside and re-roll the others"))
HT_SEVEN = message("gt_table.ht_seven", QT_TRANSLATE_NOOP("gt_table", "Choose face {face}"))
HT_TAKE = message("gt_table.ht_take", QT_TRANSLATE_NOOP("gt_table", "The jersey replaces: {where}"))
J_TITLE = message("gt_table.j_title", QT_TRANSLATE_NOOP("gt_table", "Judging: {card}"))
J_WIN = message("gt_table.j_win", QT_TRANSLATE_NOOP("gt_table", "{team} wins it with {total}"))
J_TIE = message("gt_table.j_tie", QT_TRANSLATE_NOOP("gt_table", "Tied at {total}: held over"))
J_HOME = message("gt_table.j_home", QT_TRANSLATE_NOOP("gt_table", "No dice: the card goes home"))

FINAL_TITLE = message("gt_table.final_title", QT_TRANSLATE_NOOP("gt_table", "The race is over"))
WINNERS = message("gt_table.winners", QT_TRANSLATE_NOOP("gt_table", "Winners: {teams}"))
WINNER_LINE = message("gt_table.winner_line", QT_TRANSLATE_NOOP("gt_table", "{team} · {jerseys}"))
LIST_SEP = message("gt_table.sep", QT_TRANSLATE_NOOP("gt_table", ", "))  # between names in a list
ROUND_SHORT = message("gt_table.round_short", QT_TRANSLATE_NOOP("gt_table", "R{round}"))
CHART_LEAD = message("gt_table.chart_lead", QT_TRANSLATE_NOOP("gt_table", "Lead time"))
CHART_SPRINT = message("gt_table.chart_sprint", QT_TRANSLATE_NOOP("gt_table", "Sprint points"))
CHART_MOUNTAIN = message("gt_table.chart_mountain", QT_TRANSLATE_NOOP("gt_table", "Mountain points"))
CHART_X = message("gt_table.chart_x", QT_TRANSLATE_NOOP("gt_table", "Round"))

# Accessible names (the `a11y` field of zone rows and of the dice rows): what and where, for screen readers.
A_CARD = message("gt_table.a_card", QT_TRANSLATE_NOOP("gt_table", "Course card {number}: {title}, {point}"))
A_CARD_OPEN = message("gt_table.a_card_open", QT_TRANSLATE_NOOP("gt_table", "{place}, open for dice"))
A_CARD_BIDS = message("gt_table.a_card_bids", QT_TRANSLATE_NOOP("gt_table", "{place}; dice: {bids}"))
A_BID_SUM = message("gt_table.a_bid_sum", QT_TRANSLATE_NOOP("gt_table", "{team} {sum}"))
A_DIE = message("gt_table.a_die", QT_TRANSLATE_NOOP("gt_table", "{team}'s die showing {face}"))
A_DIE_JERSEY = message("gt_table.a_die_jersey", QT_TRANSLATE_NOOP("gt_table", "{team}'s {jersey} die showing {face}"))
A_DIE_ROLLED = message("gt_table.a_die_unrolled", QT_TRANSLATE_NOOP("gt_table", "{team}'s die, to roll"))
A_DIE_JERSEY_ROLLED = message("gt_table.a_die_jersey_unrolled", QT_TRANSLATE_NOOP("gt_table", "{team}'s {jersey} die, to roll"))
A_ON_CARD = message("gt_table.a_on_card", QT_TRANSLATE_NOOP("gt_table", "{die} on course card {number}"))
A_IN_PELOTON = message("gt_table.a_in_peloton", QT_TRANSLATE_NOOP("gt_table", "{die} in the peloton"))
A_IN_GRUPETTO = message("gt_table.a_in_grupetto", QT_TRANSLATE_NOOP("gt_table", "{die} in the grupetto"))
A_SELECTED = message("gt_table.a_selected", QT_TRANSLATE_NOOP("gt_table", "{die}, selected"))
A_AT_CAMP = message("gt_table.a_at_camp", QT_TRANSLATE_NOOP("gt_table", "{die}, rolled at camp: click to keep it out"))
A_SEVEN = message("gt_table.a_seven", QT_TRANSLATE_NOOP("gt_table", "Returning rider die showing {face}"))
A_PELOTON = message("gt_table.a_peloton", QT_TRANSLATE_NOOP("gt_table", "{team}'s peloton, {count} dice"))
A_GRUPETTO = message("gt_table.a_grupetto", QT_TRANSLATE_NOOP("gt_table", "{team}'s grupetto, {count} dice"))

# The flights' timeline in ms at animation speed normal (QML scales them with the Settings' speed).
MOVE_GAP, MOVE_MS = 110, 520  # dice placed, replaced, swapped, passed: one after another
JUDGE_READ = 900  # the judging banner shows the sums this long before the dice leave the card
DIE_GAP, DIE_MS = 90, 650  # then each die of the judged card flies to its owner's grupetto
CARD_MS = 800  # and the card to its winner (or away home)

JERSEY_COLOURS = {"gc": "#f5c518", "sprint": "#2e9e4f", "mountain": "#d8342c"}
WEEK_COLOURS = {0: "#8a7f72", 1: "#3d7cc9", 2: "#e08a2c", 3: "#8a4fb8"}
JIDX = {name: i for i, name in enumerate(JERSEYS)}



def jersey_order(names: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(names, key=JIDX.__getitem__))


class GrandsToursPresenter:
    qml = "games/grands_tours/GrandsTours.qml"
    dialog_events: tuple[str, ...] = ()  # only the end shows a dialog; judging is animated on the table

    def __init__(self, game: Any, seats: Any):
        self.game = game
        self.seats = tuple(seats)
        self.selected: list[tuple[int, str]] = []  # the viewer's picked peloton dice (face, jersey)
        self.picked_bid: tuple[int, int, int, str] | None = None  # own die on a card picked for a Swap
        self.rest_pick: list[tuple[int, str]] = []  # rest day: peloton dice chosen to roll
        self.rest_stay = 0  # rest day: grupetto rider dice left unrolled (all are rolled unless unpicked)
        self.rest_stay_jerseys: list[str] = []  # rest day: grupetto jersey dice left unrolled
        self.rest_cursor: int | None = None  # rest day: keyboard-marked die among the panel's (peloton, grupetto)
        self.menu: list[tuple[Msg, Any]] = []  # several legal moves for one input
        self.cursor: int | None = None  # keyboard-marked card
        self.wins: list[tuple[int, int, int]] = []  # (round, seat, card) for the classification chart
        self.round = 0
        self.judge_id = 0  # bumps with each judging so QML replays its banner once
        self.roll_id = 0
        self.die_cursor: tuple[int, int, str] | None = None  # keyboard-marked (owner, face, jersey) on that card
        self.batch = 0  # bumps per absorbed decision: QML flies each decision's dice once
        self.flights: list[dict] = []  # the last decision's dice on the move (see _flights)
        self.ghosts: list[dict] = []  # cards judged by it: drawn where they lay while their dice leave
        self.judge_at = 0  # ms into the decision's animation when the judging banner shows
        self.anim_end = 0  # ms when its last flight lands
        self._drawn: Any = None  # the last state drawn (session states are never changed in place)
        self._say = SaidOnce()  # every refresh names the same dice, cards and teams again (about a hundred texts)

    # --- events ------------------------------------------------------------------
    def pace_ms(self, events: list[Event]) -> int:
        rolled = any(e.kind in ("roll", "camp_roll", "readjust", "rest_roll") for e in events)
        jerseys = sum(e.kind == "jersey" for e in events)
        return max(350 + (650 if rolled else 0), self.anim_end + 300) + 300 * jerseys

    def absorb(self, events: list[Event]) -> None:
        self.batch += 1
        self._fly(self._drawn, events)
        for ev in events:
            if ev.kind == "round":
                self.round = ev.get("round")
            elif ev.kind == "win":
                self.wins.append((self.round, ev.get("seat"), ev.get("card")))
        if any(e.kind in ("win", "tie", "home") for e in events):
            self.judge_id += 1
        if any(e.kind in ("roll", "camp_roll", "readjust", "rest_roll") for e in events):
            self.roll_id += 1
        self._forget()

    def rebuild(self, history: list[Event]) -> None:
        judge, roll = self.judge_id, self.roll_id
        self.wins, self.round = [], 0
        self._drawn = None  # after undo or a load nothing flies
        self.absorb(history)
        self.judge_id, self.roll_id = judge, roll

    def _forget(self) -> None:
        self.selected, self.picked_bid, self.rest_pick, self.menu = [], None, [], []
        self.rest_stay, self.rest_stay_jerseys, self.rest_cursor = 0, [], None
        self.die_cursor = None

    # --- flights -------------------------------------------------------------------
    def _fly(self, before: Any, events: list[Event]) -> None:
        """The decision's dice on the move, replayed from the bids drawn before it, with their timeline."""
        self.flights, self.ghosts = [], []
        self.judge_at = self.anim_end = 0
        if before is None:
            return
        bids = {c: list(d) for c, d in before.bids.items()}
        faces = {JERSEYS[i]: j.face for i, j in enumerate(before.jerseys)}
        moves: list[dict] = []
        arrived: list[tuple[int, int, int, str]] = []  # dice put on a card by this decision
        landed: dict[str, int] = {}

        handovers: list[dict] = []  # jersey dice changing hands: after the judged cards, as in the rules

        def move(frm: str, to: str, owner: int, face: int, jersey: str, into: list[dict] = moves) -> None:
            flight = {"kind": "move", "from": frm, "to": to, "seat": owner, "face": face, "jersey": jersey,
                      "colour": self.seats[owner].colour, "jerseyColour": JERSEY_COLOURS.get(jersey, ""),
                      "land": "", "late": False, "row": 0, "slot": 0}
            if to.startswith("bid:"):  # the die on the card shows once its flight lands (see _zones)
                n = landed.get(to, 0)
                landed[to] = n + 1
                flight["land"] = f"{self.batch}:{to}:{n}"
            into.append(flight)

        def spot(where: int, owner: int, face: int, jersey: str) -> str:
            """A die's place from a jersey event's `where`: a card, the peloton or the grupetto."""
            if where == GRUPETTO or not face:
                return f"grupetto:{owner}"
            if where == PELOTON:
                return f"peloton:{owner}:{face}:{jersey}"
            return f"bid:{where}:{owner}:{face}:{jersey}"

        def onto(card: int, owner: int, face: int, jersey: str, frm: str) -> None:
            move(frm, f"bid:{card}:{owner}:{face}:{jersey}", owner, face, jersey)
            bids.setdefault(card, []).append((owner, face, jersey))
            arrived.append((card, owner, face, jersey))

        def off(card: int, owner: int, face: int, jersey: str, to: str) -> None:
            if (owner, face, jersey) in bids.get(card, ()):
                bids[card].remove((owner, face, jersey))
            if (card, owner, face, jersey) in arrived:
                arrived.remove((card, owner, face, jersey))
            move(f"bid:{card}:{owner}:{face}:{jersey}", to, owner, face, jersey)

        judged: list[tuple[Event, list[tuple[int, int, str]]]] = []
        for ev in events:
            k, seat = ev.kind, ev.get("seat")
            pel = f"peloton:{seat}"
            if k == "place":
                face, jersey = ev.get("face"), ev.get("jersey")
                onto(ev.get("card"), seat, face, jersey, f"{pel}:{face}:{jersey}")
            elif k == "train":
                by_face = {faces[j]: j for j in ev.get("jerseys")}
                for f in range(ev.get("low"), ev.get("low") + 3):
                    onto(ev.get("card"), seat, f, by_face.get(f, ""), f"{pel}:{f}:{by_face.get(f, '')}")
            elif k in ("replace", "remove"):
                card, face, owner = ev.get("card"), ev.get("face"), ev.get("owner")
                off(card, owner, face, ev.get("target"), f"grupetto:{owner}")
                move(f"{pel}:{face}:{ev.get('spend')}", f"grupetto:{seat}", seat, face, ev.get("spend"))
                if k == "replace":
                    onto(card, seat, face, ev.get("keep"), f"{pel}:{face}:{ev.get('keep')}")
            elif k == "swap":
                face, owner = ev.get("face"), ev.get("owner")
                frm, to, target, mine = ev.get("frm"), ev.get("to"), ev.get("target"), ev.get("mine")
                for card, who, jersey in ((frm, owner, target), (to, seat, mine)):
                    if (who, face, jersey) in bids.get(card, ()):
                        bids[card].remove((who, face, jersey))
                onto(to, owner, face, target, f"bid:{frm}:{owner}:{face}:{target}")
                onto(frm, seat, face, mine, f"bid:{to}:{seat}:{face}:{mine}")
            elif k == "pass" and ev.get("count"):
                jerseys = list(ev.get("jerseys"))
                for j in jerseys + [""] * (ev.get("count") - len(jerseys)):
                    move(f"{pel}:{ev.get('face')}:{j}", f"grupetto:{seat}", seat, ev.get("face"), j)
            elif k in ("win", "home"):
                judged.append((ev, bids.pop(ev.get("card"), [])))
            elif k == "jersey_back":  # the jersey die goes back to the jersey card, the rider die resting there out
                name, where = ev.get("jersey"), ev.get("where")
                held = faces[name]
                move(spot(where, seat, held, name), f"jersey:{name}", seat, held, name, handovers)
                move(f"jersey:{name}", spot(where, seat, ev.get("face"), ""), seat, ev.get("face"), "", handovers)
                faces[name] = 0
            elif k == "jersey_in":  # the new holder's rider die goes to rest there, the jersey die takes its place
                name, where, face = ev.get("jersey"), ev.get("where"), ev.get("face")
                shown = 0 if ev.get("into") == GRUPETTO else face  # a rider die showing 1 sends it to the grupetto
                move(spot(where, seat, face, ""), f"jersey:{name}", seat, face, "", handovers)
                move(f"jersey:{name}", spot(ev.get("into", where), seat, shown, name), seat, shown, name, handovers)
                faces[name] = shown
        # the timeline: the moves one after another, then each judged card: banner, its dice, the card itself
        for i, f in enumerate(moves):
            f["delay"], f["duration"] = i * MOVE_GAP, MOVE_MS
        clock = (len(moves) - 1) * MOVE_GAP + MOVE_MS + 100 if moves else 0
        self.judge_at = clock
        if judged:
            clock += JUDGE_READ
        flights = list(moves)
        for ev, dice in judged:
            card = ev.get("card")
            teams = self._judged_teams(ev, dice)
            order = 0
            for row, team in enumerate(teams):
                for slot, (face, jersey) in enumerate(team["dice"]):
                    owner = team["seat"]
                    flights.append({
                        "kind": "judge", "from": f"card:{card}", "to": f"grupetto:{owner}", "seat": owner,
                        "face": face, "jersey": jersey, "colour": self.seats[owner].colour,
                        "jerseyColour": JERSEY_COLOURS.get(jersey, ""), "land": "", "row": row, "slot": slot,
                        "late": (card, owner, face, jersey) in arrived,
                        "delay": clock + DIE_GAP * order, "duration": DIE_MS})
                    order += 1
            n = len(dice)
            at = clock + (DIE_GAP * (n - 1) + DIE_MS - 150 if n else 0)
            c = before.cards[card]
            winner = ev.get("seat") if ev.kind == "win" else -1
            self.ghosts.append({
                "card": card, "kind": ev.kind, "winner": winner, "at": at, "duration": CARD_MS,
                "colour": self.seats[winner].colour if winner >= 0 else "",
                "title": tr(card_label(c)),
                "lead": "" if c.kind != "stage" else ("–" if c.lead is None else str(c.lead)),
                "point": c.point if c.kind == "stage" else c.kind,
                "weekColour": WEEK_COLOURS.get(c.week if c.kind != "assist" else 0, "#8a7f72"),
                "teams": [{"seat": t["seat"], "colour": self.seats[t["seat"]].colour, "sum": t["sum"],
                           "dice": len(t["dice"])} for t in teams]})
            clock = at + CARD_MS + 100
        for i, f in enumerate(handovers):
            f["delay"], f["duration"] = clock + i * MOVE_GAP, MOVE_MS
        flights += handovers
        self.flights = flights
        self.anim_end = max([f["delay"] + f["duration"] for f in flights]
                            + [g["at"] + g["duration"] for g in self.ghosts] + [0])

    def _judged_teams(self, ev: Event, dice: list[tuple[int, int, str]]) -> list[dict]:
        """The teams with dice on a judged card, highest sum first (the banner's order), each with its dice."""
        sums = list(ev.get("sums") or ())
        out = []
        for seat in sorted({o for o, _f, _j in dice}):
            mine = sorted((f, j) for o, f, j in dice if o == seat)
            total = sums[seat] if seat < len(sums) else sum(f for f, _j in mine)
            out.append({"seat": seat, "sum": total, "dice": mine})
        out.sort(key=lambda t: -t["sum"])
        return out

    # --- reading the state ---------------------------------------------------------------
    def _peloton(self, state: Any, seat: int) -> list[tuple[int, str]]:
        """The dice of a peloton as (face, jersey), by face then rider before jersey."""
        team = state.teams[seat]
        dice = [(f, "") for f in range(1, 7) for _ in range(team.peloton[f])]
        dice += [(face, name) for name, face in self.game.peloton_jerseys(state, seat)]
        return sorted(dice, key=lambda d: (d[0], d[1] != "", JIDX.get(d[1], -1)))

    def _grupetto(self, state: Any, seat: int) -> int:
        return state.teams[seat].grupetto + len(self.game.peloton_jerseys(state, seat, "grupetto"))

    def _acting(self, state: Any) -> int | None:
        acting = self.game.to_act(state)
        return acting[0] if acting else None

    def _mine(self, state: Any, view: View, phase: str) -> bool:
        return view.viewer is not None and state.phase == phase and self._acting(state) == view.viewer

    def _label(self, state: Any, card: int) -> str:
        return self._say(card_label(state.cards[card]))

    def _jersey_name(self, name: str) -> str:
        return self._say(M.JERSEY_NAMES[name]())

    # --- scene -----------------------------------------------------------------------
    def scene(self, state: Any, view: View) -> Scene:
        acting = view.viewer if self._mine(state, view, "action") else None
        biddable = self.game.biddable(state) if state.phase != "over" else []
        if acting is not None and self.cursor not in biddable:
            self.cursor = biddable[0] if biddable else None
        if self.die_cursor is not None and self.die_cursor not in state.bids.get(self.cursor, ()):
            self.die_cursor = None
        self._drawn = state
        players = self._players(state, view, acting)
        self._name_players(players)
        panel = self._panel(state, view)
        if "rest" in panel:  # the rest-day panel shows the viewer's peloton and grupetto to pick from
            peloton = [dict(d) for d in players[view.viewer]["peloton"]]
            grupetto = self._rest_grupetto(state, view.viewer)
            for i, d in enumerate(peloton + grupetto):
                d["cursor"] = i == self.rest_cursor
            panel["rest"]["dice"], panel["rest"]["grupettoDice"] = peloton, grupetto
            name = players[view.viewer]["name"]
            for d in grupetto:
                d["a11y"] = self._say(A_IN_GRUPETTO(die=self._die_name(name, d)))
        if "camp" in panel:
            for d in panel["camp"]["dice"]:
                d["a11y"] = self._say(A_AT_CAMP(die=self._die_name(self.seats[view.viewer].name, d)))
        for d in panel.get("seven", []):
            d["a11y"] = self._say(A_SEVEN(face=d["face"]))
        zones = self._zones(state, view, acting, biddable)
        self._name_zones(zones)
        return Scene(zones, self._hint_pieces(players, zones, panel), self._buttons(state, view), players, panel,
                     self._status(state, view))

    @staticmethod
    def _hint_pieces(players: list[dict], zones: list[dict], panel: dict) -> list[dict]:
        """Every die, grupetto and panel choice a hint may light, as flat piece rows keyed by their `hintId`.

        The scene draws dice nested (a team's peloton, the teams' dice on a card, the camp, rest-day and
        seven panels), and the controller lights flat rows (row.hinted): each nested die carries the id of
        its row here (`hintId`, one die each: rider dice of one face are told apart by their number), and the
        table rings the die whose id is lit (`GrandsTours.hinted`).
        """
        rows: dict[str, dict] = {}

        def add(kind: str, d: dict, seat: int) -> None:
            rows.setdefault(d["hintId"], {"uid": d["hintId"], "kind": kind, "seat": seat, "face": d.get("face", 0),
                                          "a11y": d.get("a11y") or d.get("label", "")})

        for p in players:
            for d in p["peloton"]:
                d["hintId"] = d["uid"]
                add("die", d, p["seat"])
            p["grupettoHint"] = f"grupetto:{p['seat']}"
            rows[p["grupettoHint"]] = {"uid": p["grupettoHint"], "kind": "grupetto", "seat": p["seat"], "face": 0,
                                       "a11y": p["a11yGrupetto"]}
        for z in zones:
            for t in z["teams"]:
                seen: dict[str, int] = {}
                for d in t["dice"]:
                    n = seen.get(d["uid"], 0)
                    seen[d["uid"]] = n + 1
                    d["hintId"] = f"{d['uid']}:{n}"
                    add("bid", d, t["seat"])
        viewer = panel["viewer"]
        if "camp" in panel:
            seen = {}
            for d in panel["camp"]["dice"]:
                n = seen.get(d["uid"], 0)
                seen[d["uid"]] = n + 1
                d["hintId"] = f"{d['uid']}:{n}"
                add("camp", d, viewer)
        if "rest" in panel:  # its peloton dice are the team's own (copied before their ids were given)
            for d in panel["rest"]["dice"]:
                d["hintId"] = d["uid"]
            for d in panel["rest"]["grupettoDice"]:
                d["hintId"] = d["uid"]
                add("rest", d, viewer)
        for d in panel.get("seven", []):
            d["hintId"] = d["uid"]
            add("seven", d, viewer)
        if "take" in panel:
            for d in panel["take"]["options"]:
                d["hintId"] = d["uid"]
                add("take", d, viewer)
        return list(rows.values())

    def _die_name(self, team: str, d: dict) -> str:
        """A die as a screen reader says it: whose, which jersey, which face (a die to roll has none)."""
        jersey = self._jersey_name(d["jersey"]) if d["jersey"] else ""
        if d["face"]:
            text = (self._say(A_DIE_JERSEY(team=team, jersey=jersey, face=d["face"])) if jersey
                    else self._say(A_DIE(team=team, face=d["face"])))
        else:
            text = (self._say(A_DIE_JERSEY_ROLLED(team=team, jersey=jersey)) if jersey
                    else self._say(A_DIE_ROLLED(team=team)))
        return self._say(A_SELECTED(die=text)) if d.get("selected") or d.get("picked") else text

    def _name_players(self, players: list[dict]) -> None:
        """Gives the teams' peloton dice and piles their accessible names (`a11y`)."""
        for p in players:
            p["a11yPeloton"] = self._say(A_PELOTON(team=p["name"], count=p["dice"]))
            p["a11yGrupetto"] = self._say(A_GRUPETTO(team=p["name"], count=p["grupetto"]))
            for d in p["peloton"]:
                d["a11y"] = self._say(A_IN_PELOTON(die=self._die_name(p["name"], d)))

    def _name_zones(self, zones: list[dict]) -> None:
        """Gives every course card and the dice on it their accessible names (`a11y`)."""
        for z in zones:
            number = z["pos"] + 1
            place = self._say(A_CARD(number=number, title=z["title"], point=z["pointLabel"]))
            place = self._say(A_CARD_OPEN(place=place)) if z["accepting"] else place
            bids = ", ".join(self._say(A_BID_SUM(team=t["name"], sum=t["sum"])) for t in z["teams"])
            z["a11y"] = self._say(A_CARD_BIDS(place=place, bids=bids)) if bids else place
            for t in z["teams"]:
                for d in t["dice"]:
                    d["a11y"] = self._say(A_ON_CARD(die=self._die_name(t["name"], d), number=number))

    def _zones(self, state: Any, view: View, acting: int | None, biddable: list[int]) -> list[dict]:
        names = [s.name for s in self.seats]
        recent = {e.get("card") for e in view.recent if e.kind in ("place", "train", "replace", "remove")}
        recent |= {e.get(k) for e in view.recent if e.kind == "swap" for k in ("frm", "to")}
        gone = {c for t in state.teams for c in t.won} | set(state.home)  # judged: gone while jerseys change hands
        shown = list(state.held) + [c for c in state.course[state.car:] if c not in state.held and c not in gone]
        arriving = {f["land"] for f in self.flights if f["land"]}  # such dice show when their flight lands
        zones = []
        for card in shown:
            c = state.cards[card]
            sums = self.game.card_sums(state, card)
            teams = []
            seen: dict[str, int] = {}
            for seat in range(state.n):
                dice = [(f, j) for o, f, j in state.bids.get(card, ()) if o == seat]
                if not dice:
                    continue
                rows = []
                for f, j in sorted(dice):
                    uid = f"bid:{card}:{seat}:{f}:{j}"
                    n = seen.get(uid, 0)
                    seen[uid] = n + 1
                    rows.append({"uid": uid, "face": f, "jersey": j, "jerseyColour": JERSEY_COLOURS.get(j, ""),
                                 "picked": self.picked_bid == (card, seat, f, j),
                                 "cursor": acting is not None and card == self.cursor
                                 and self.die_cursor == (seat, f, j) and n == 0,
                                 "arrive": f"{self.batch}:{uid}:{n}" if f"{self.batch}:{uid}:{n}" in arriving else "",
                                 "draggable": acting == seat and "swap" in state.teams[seat].assists})
                teams.append({"seat": seat, "name": names[seat], "colour": self.seats[seat].colour,
                              "sum": sums[seat], "dice": rows})
            best = max(sums) if teams else 0
            for t in teams:
                t["best"] = t["sum"] == best and sum(1 for x in teams if x["sum"] == best) == 1
            zones.append({
                "uid": f"card:{card}", "kind": c.kind, "card": card,
                "lead": "" if c.kind != "stage" else ("–" if c.lead is None else str(c.lead)),
                "point": c.point if c.kind == "stage" else "", "pointLabel": self._point(c),
                "week": c.week, "weekLabel": self._say(WEEK(week=c.week)) if c.week else "",
                "weekColour": WEEK_COLOURS.get(c.week if c.kind != "assist" else 0, "#8a7f72"),
                "title": self._label(state, card), "assist": self._say(M.ASSIST_NAMES[c.assist]()) if c.assist else "",
                "icon": c.assist or (c.kind if c.kind != "stage" else ""),
                "text": self._say(CARD_TEXT[c.assist or c.kind]()) if (c.assist or c.kind) in CARD_TEXT else "",
                "car": card == state.car_card and state.phase != "over", "held": card in state.held,
                "biddable": card in biddable, "accepting": acting is not None and card in biddable,
                "cursor": acting is not None and card == self.cursor, "recent": card in recent,
                "fits": bool(acting is not None and self.selected and card in biddable
                             and self._fits(state, acting, card)),
                "teams": teams,
                # shared role names (ZONE_ROLES) for tests and generic tools
                "pos": shown.index(card), "cost": 0, "board": 0, "boardLabel": "", "reachable": card in biddable,
                "trail": card in recent,
            })
        return zones

    def _point(self, c: Any) -> str:
        if c.kind == "camp":
            return self._say(M.CARD_CAMP())
        if c.kind == "rest":
            return self._say(M.CARD_REST())
        if c.kind == "assist":
            return self._say(ASSIST())
        return self._say(POINT_SHORT.get(c.point, NO_POINT)())

    def _players(self, state: Any, view: View, acting: int | None) -> list[dict]:
        rows = []
        to_act = self._acting(state)
        for seat in range(state.n):
            s, team = self.seats[seat], state.teams[seat]
            sel = list(self.selected) if seat == acting else []
            fresh = self._rolled(view.recent, seat, ("roll", "rest_roll"))
            rest = list(self.rest_pick) if seat == view.viewer and state.phase == "rest" else []
            dice, counts = [], {}
            for face, jersey in self._peloton(state, seat):
                k = counts.get((face, jersey), 0)
                counts[(face, jersey)] = k + 1
                picked = False
                if (face, jersey) in sel:
                    sel.remove((face, jersey))
                    picked = True
                if (face, jersey) in rest:
                    rest.remove((face, jersey))
                    picked = True
                new = (face, jersey) in fresh
                if new:
                    fresh.remove((face, jersey))
                dice.append({"uid": f"die:{seat}:{face}:{jersey}:{k}", "face": face, "jersey": jersey,
                             "jerseyColour": JERSEY_COLOURS.get(jersey, ""), "selected": picked,
                             "draggable": seat == acting,
                             "fresh": f"{self.roll_id}:{seat}:{face}:{jersey}:{k}" if new else ""})
            held = [n for i, n in enumerate(JERSEYS) if state.jerseys[i].holder == seat]
            rows.append({
                "uid": f"seat:{seat}", "seat": seat, "name": s.name, "colour": s.colour,
                "role": seat_role(s),
                "dice": len(dice), "peloton": dice, "grupetto": self._grupetto(state, seat),
                "grupettoDraggable": seat == acting and self._grupetto(state, seat) > 0,
                "lead": team.lead, "sprint": team.sprint, "mountain": team.mountain,
                "won": [self._won(state, c) for c in team.won],
                "jerseys": [{"key": n, "colour": JERSEY_COLOURS[n]} for n in held],
                "leader": state.leader == seat, "toAct": seat == to_act, "thinking": view.thinking == seat,
                "active": seat == to_act, "mine": seat == view.viewer, "acting": seat == acting,
                "gcTime": "", "gcGap": "", "gcPlace": 0, "inGc": True, "status": "", "stagePlace": 0,
                "progress": 0.0, "total": team.lead,
            })
        return rows

    @staticmethod
    def _rolled(recent: tuple[Event, ...], seat: int, kinds: tuple[str, ...]) -> list[tuple[int, str]]:
        """The dice `seat` has just rolled, as (face, jersey): they tumble as they land."""
        out: list[tuple[int, str]] = []
        for ev in recent:
            if ev.kind in kinds and ev.get("seat") == seat:
                out = [(f, "") for f in ev.get("faces")] + [(f, name) for name, f in ev.get("jerseys")]
        return out

    def _won(self, state: Any, card: int) -> dict:
        c = state.cards[card]
        # No lead time is no number (the chip shows only its point's mark; its title says "no lead time").
        return {"lead": "" if c.kind != "stage" or c.lead is None else str(c.lead),
                "assist": self._say(M.ASSIST_NAMES[c.assist]()) if c.kind == "assist" else "",
                "point": c.point if c.kind == "stage" else c.kind, "week": c.week,
                "weekColour": WEEK_COLOURS.get(c.week if c.kind != "assist" else 0, "#8a7f72"),
                "title": self._label(state, card)}

    def _jerseys(self, state: Any) -> list[dict]:
        out = []
        taking = {i: seat for step, i, seat in state.swaps if step == "take"}  # changing hands right now
        for i, name in enumerate(JERSEYS):
            j = state.jerseys[i]
            holder = j.holder if j.holder >= 0 else taking.get(i, -1)
            totals = self.game.totals(state, i)
            out.append({
                "key": name, "label": self._say(JERSEY_SHORT[name]()), "long": self._jersey_name(name),
                "colour": JERSEY_COLOURS[name], "holder": holder,
                "holderName": self.seats[holder].name if holder >= 0 else self._say(NOBODY()),
                "holderColour": self.seats[holder].colour if holder >= 0 else "",
                "face": j.face, "where": self._say(WHERE.get(j.zone, WHERE["rest"])()),
                "atRest": j.zone == "rest", "value": totals[holder] if holder >= 0 else 0,
            })
        return out

    def _panel(self, state: Any, view: View) -> dict:
        panel: dict[str, Any] = {
            "stageLabel": self._stage_label(state), "phase": state.phase, "round": state.round,
            "jerseys": self._jerseys(state),
            "home": [self._label(state, c) for c in state.home], "deck": len(state.deck),
            # Which assist cards went into which week is dealt openly: players know what is still to come.
            "assistsAhead": [self._say(ASSIST_AHEAD(card=card_label(state.cards[c]), week=state.cards[c].week))
                             for c in reversed(state.deck) if state.cards[c].kind == "assist"],
            "judgeId": self.judge_id, "rollId": self.roll_id,
            "judged": self._judged(state, view.recent),
            "batch": self.batch, "flights": self.flights, "ghosts": self.ghosts, "judgeAt": self.judge_at,
            "animEnd": self.anim_end,
            "menu": [{"uid": f"menu:{i}", "label": self._say(label)} for i, (label, _a) in enumerate(self.menu)],
            "viewer": view.viewer if view.viewer is not None else -1,
        }
        seat = view.viewer
        if self._mine(state, view, "action"):
            owned = state.teams[seat].assists
            panel["hints"] = [self._say(h()) for key, h in (("removal", H_REMOVAL), ("swap", H_SWAP)) if key in owned]
        if self._mine(state, view, "camp"):
            team = state.teams[seat]
            fresh = bool(self._rolled(view.recent, seat, ("camp_roll", "readjust"))) or not view.recent
            # `aside`: the die goes to the grupetto when the camp ends (drawn dimmed)
            dice = [{"uid": f"camp:{f}:", "face": f, "jersey": "", "jerseyColour": "", "aside": f == CAMP_ASIDE}
                    for f in range(1, 7) for _ in range(team.camp[f])]
            dice += [{"uid": f"camp:{face}:{name}", "face": face, "jersey": name, "jerseyColour": JERSEY_COLOURS[name],
                      "aside": face == CAMP_ASIDE} for name, face in self.game.peloton_jerseys(state, seat, "camp")]
            for i, d in enumerate(dice):
                d["key"] = f"{d['uid']}:{i}"
                d["fresh"] = f"{self.roll_id}:{d['key']}" if fresh else ""
            panel["camp"] = {"dice": dice, "grupetto": self._grupetto(state, seat), "colour": self.seats[seat].colour}
        if self._mine(state, view, "rest"):
            panel["rest"] = {"grupetto": self._grupetto(state, seat), "chosen": self._rest_count(state, seat),
                             "colour": self.seats[seat].colour}
        if self._mine(state, view, "seven"):
            panel["seven"] = [{"uid": f"seven:{a.face}", "face": a.face}
                              for a in self.game.legal_actions(state, seat)]
        if self._mine(state, view, "jersey"):
            options = self.game.legal_actions(state, seat)
            panel["take"] = {"jersey": self._jersey_name(options[0].jersey) if options else "",
                             "colour": JERSEY_COLOURS.get(options[0].jersey, "") if options else "",
                             "options": [{"uid": f"take:{i}", "label": self._take_label(state, a), "face": a.face}
                                         for i, a in enumerate(options)]}
        return panel

    def _rest_grupetto(self, state: Any, seat: int) -> list[dict]:
        """The grupetto's dice for the rest-day panel, each picked (to roll) unless left to stay."""
        riders = state.teams[seat].grupetto
        dice = [{"uid": f"grup:{seat}::{k}", "face": 0, "jersey": "", "jerseyColour": "",
                 "selected": k >= self.rest_stay} for k in range(riders)]  # the first ones stay
        dice += [{"uid": f"grup:{seat}:{name}:0", "face": 0, "jersey": name, "jerseyColour": JERSEY_COLOURS[name],
                  "selected": name not in self.rest_stay_jerseys}
                 for name, _f in self.game.peloton_jerseys(state, seat, "grupetto")]
        return dice

    def _rest_uids(self, state: Any, seat: int) -> list[str]:
        """The rest-day panel's dice in order (peloton, then grupetto), for the keyboard cursor."""
        counts: dict[tuple[int, str], int] = {}
        uids = []
        for face, jersey in self._peloton(state, seat):
            k = counts.get((face, jersey), 0)
            counts[(face, jersey)] = k + 1
            uids.append(f"die:{seat}:{face}:{jersey}:{k}")
        return uids + [d["uid"] for d in self._rest_grupetto(state, seat)]

    def _rest_count(self, state: Any, seat: int) -> int:
        return len(self.rest_pick) + self._grupetto(state, seat) - self.rest_stay - len(self.rest_stay_jerseys)

    def _take_label(self, state: Any, a: TakeJersey) -> str:
        if a.card == GRUPETTO:
            return self._say(T_GRUPETTO())
        if a.card == PELOTON:
            return self._say(T_PELOTON(face=a.face))
        return self._say(T_CARD(face=a.face, card=card_label(state.cards[a.card])))

    def _stage_label(self, state: Any) -> str:
        if state.phase == "over":
            return self._say(OVER_LABEL())
        count = len(state.course) + len(state.deck)
        return self._say(ROUND_LABEL(round=state.round, count=count, card=self._label(state, state.car_card)))

    def _standings(self, state: Any) -> list[dict]:
        """The final ranking, jersey holders first."""
        out = []
        for rank, seat in enumerate(self.game.ranking(state), start=1):
            team = state.teams[seat]
            out.append({"seat": seat, "rank": rank, "name": self.seats[seat].name, "colour": self.seats[seat].colour,
                        "lead": team.lead, "sprint": team.sprint, "mountain": team.mountain,
                        "jerseys": [{"key": JERSEYS[i], "colour": JERSEY_COLOURS[JERSEYS[i]]}
                                    for i, j in enumerate(state.jerseys) if j.holder == seat]})
        return out

    def _judged(self, state: Any, recent: tuple[Event, ...]) -> list[dict]:
        """The cards judged by the last decision, with each team's sum, for the judging banner."""
        out = []
        for ev in recent:
            if ev.kind not in ("win", "tie", "home"):
                continue
            card = ev.get("card")
            sums = ev.get("sums") or ()
            teams = [{"seat": s, "name": self.seats[s].name, "colour": self.seats[s].colour, "sum": sums[s],
                      "best": ev.kind == "win" and s == ev.get("seat")} for s in range(len(sums)) if sums[s]]
            teams.sort(key=lambda t: -t["sum"])
            if ev.kind == "win":
                result = self._say(J_WIN(team=self.seats[ev.get("seat")].name, total=max(sums)))
            elif ev.kind == "tie":
                result = self._say(J_TIE(total=max(sums)))
            else:
                result = self._say(J_HOME())
            out.append({"card": card, "title": self._say(J_TITLE(card=card_label(state.cards[card]))), "result": result,
                        "kind": ev.kind, "winner": ev.get("seat") if ev.kind == "win" else -1,
                        "colour": self.seats[ev.get("seat")].colour if ev.kind == "win" else "", "teams": teams})
        for ev in recent:
            if ev.kind == "jersey":
                out.append({"card": -1, "title": self._say(ev.message), "result": "", "kind": "jersey",
                            "jersey": ev.get("jersey"), "winner": ev.get("seat"),
                            "colour": JERSEY_COLOURS[ev.get("jersey")], "teams": []})
        return out

    def _status(self, state: Any, view: View) -> str:
        names = [s.name for s in self.seats]
        if state.phase == "over":
            winners = self.game.outcome(state).winners
            return self._say(S_OVER(teams=self._say(LIST_SEP()).join(names[s] for s in winners)))
        seat = self._acting(state)
        if seat is None:
            return ""
        team = names[seat]
        if view.viewer is None or view.viewer != seat:
            return self._say(S_WAIT(team=team))
        if self.menu:
            return self._say(S_MENU(team=team, count=len(self.menu)))
        if state.phase == "action":
            keyed = self._enter_status(state, seat)
            if keyed is not None:
                return self._say(keyed)
            if self.selected:
                dice = " ".join(f"{f}*" if j else str(f) for f, j in sorted(self.selected))
                return self._say(S_SELECTED(team=team, dice=dice))
            return self._say(S_ACTION(team=team))
        if state.phase == "camp":
            return self._say(S_CAMP(team=team))
        if state.phase == "rest":
            return self._say(S_REST(team=team))
        if state.phase == "seven":
            return self._say(S_SEVEN(team=team))
        options = self.game.legal_actions(state, seat)
        return self._say(S_TAKE(team=team, jersey=self._jersey_name(options[0].jersey) if options else ""))

    def _buttons(self, state: Any, view: View) -> list[dict]:
        buttons: list[dict] = []

        def add(uid: str, msg: Msg, available: bool = True, main: bool = False, shortcut: str = ""):
            buttons.append({"uid": uid, "label": self._say(msg), "available": available, "main": main,
                            "shortcut": shortcut, "confirm": ""})

        seat = view.viewer
        if seat is None or self._acting(state) != seat or self.menu:
            return buttons
        if state.phase == "action":
            size = self._grupetto(state, seat)
            add("roll", B_ROLL(count=size), size > 0, not self.selected, "Space")
            stuck = not self._peloton(state, seat) and not size
            add("pass", B_PASS_EMPTY() if stuck else B_PASS(), stuck or bool(self.selected), shortcut="N")
            add("clear", B_CLEAR(), bool(self.selected or self.picked_bid), shortcut="Esc")
        elif state.phase == "camp":
            add("keep", B_KEEP(), main=True, shortcut="Enter")
        elif state.phase == "rest":
            count = self._rest_count(state, seat)
            add("rest_go", B_REST(count=count) if count else B_REST_NONE(), main=True, shortcut="Enter")
            add("clear", B_CLEAR(), bool(self.rest_pick or self.rest_stay or self.rest_stay_jerseys), shortcut="Esc")
        return buttons

    # --- results -----------------------------------------------------------------------
    def chapter(self, state: Any) -> tuple[int, Msg]:
        """The chapter a state belongs to, for the replay's jumps: the round (one per course card)."""
        count = len(state.course) + len(state.deck)
        return state.round, ROUND_LABEL(round=state.round, count=count, card=card_label(state.cards[state.car_card]))

    def result_dialog(self, state: Any, final: bool, history: Sequence[Any] = ()) -> dict:
        """Winners (the jersey holders), the standings, and each classification after every round."""
        names = [s.name for s in self.seats]
        outcome = self.game.outcome(state)
        winners = []
        for seat in outcome.winners:
            held = [self._jersey_name(JERSEYS[i]) for i, j in enumerate(state.jerseys) if j.holder == seat]
            winners.append({"seat": seat, "name": names[seat], "colour": self.seats[seat].colour,
                            "text": tr(WINNER_LINE(team=names[seat], jerseys=tr(LIST_SEP()).join(held))),
                            "jerseys": [{"key": JERSEYS[i], "colour": JERSEY_COLOURS[JERSEYS[i]]}
                                        for i, j in enumerate(state.jerseys) if j.holder == seat]})
        rounds = max([state.round] + [r for r, _s, _c in self.wins])
        values = {k: [[0] * (rounds + 1) for _ in range(state.n)] for k in ("lead", "sprint", "mountain")}
        for r, seat, card in self.wins:
            c = state.cards[card]
            if c.kind != "stage":
                continue
            bumps = {"lead": c.lead_time, "sprint": int(c.point == "sprint"), "mountain": int(c.point == "mountain")}
            for key, gain in bumps.items():
                for later in range(r, rounds + 1):
                    values[key][seat][later] += gain
        labels = [tr(ROUND_SHORT(round=r)) for r in range(rounds + 1)]
        charts = [chart(key, tr(title()), tr(CHART_X()), "", labels,  # the title names the values
                        [seat_series(s, names[s], self.seats[s].colour, values[key][s]) for s in range(state.n)])
                  for key, title in (("lead", CHART_LEAD), ("sprint", CHART_SPRINT), ("mountain", CHART_MOUNTAIN))]
        return {
            "title": tr(FINAL_TITLE()), "final": final,
            "winner": tr(WINNERS(teams=tr(LIST_SEP()).join(names[s] for s in outcome.winners))), "winners": winners,
            "standings": self._standings(state), "charts": charts,
        }

    # --- input -------------------------------------------------------------------------
    @staticmethod
    def _card_dice(state: Any, card: int | None) -> list[tuple[int, int, str]]:
        """The distinct dice on a card as (owner, face, jersey), in the order the card shows them."""
        return sorted(set(state.bids.get(card, ()))) if card is not None else []

    def _enter_target(self) -> str:
        """What Enter clicks: the keyboard-marked die, else the marked card."""
        if self.die_cursor is not None:
            owner, face, jersey = self.die_cursor
            return f"bid:{self.cursor}:{owner}:{face}:{jersey}"
        return f"card:{self.cursor}"

    def _enter_status(self, state: Any, seat: int) -> Msg | None:
        """The status line's account of what Enter would do now, once the keyboard has marked something."""
        team = self.seats[seat].name
        card = self.cursor
        if card is None or self.die_cursor is None or card not in self.game.biddable(state):
            return None
        owner, face, jersey = self.die_cursor
        name = self.seats[owner].name
        move: Msg | None = None
        if self.selected:
            options = self._die_options(state, seat, card, owner, face, jersey, list(self.selected))
            options = options if isinstance(options, list) else []
            legal = [m for a, m in options if self.game.check(state, seat, a) is None]
            move = legal[0] if legal else None
        elif self.picked_bid is not None and owner != seat:
            mine = self.picked_bid
            swap = Swap(card, mine[0], face, owner, jersey, mine[3])
            if mine[2] == face and self.game.check(state, seat, swap) is None:
                move = M_SWAP(face=face, mine=card_label(state.cards[mine[0]]), owner=name,
                              card=card_label(state.cards[card]))
        elif owner == seat and "swap" in state.teams[seat].assists:
            move = M_PICK(face=face, card=card_label(state.cards[card]))
        if move is not None:
            return S_ENTER(team=team, move=tr(move))
        return S_MARKED(team=team, owner=name, face=face, card=card_label(state.cards[card]))

    def _refuse(self, msg: Msg) -> Intent:
        return Intent(refusal=msg)

    def _choose(self, state: Any, seat: int, candidates: list[Any], menu: list[Msg] | None = None) -> Intent:
        """Submits the one legal move; with several different moves, offers a menu; with none, says why."""
        legal: list[tuple[Msg | None, Any]] = []
        kinds: set[type] = set()
        for i, action in enumerate(candidates):
            if self.game.check(state, seat, action) is None and type(action) not in kinds:
                kinds.add(type(action))
                legal.append((menu[i] if menu else None, action))
        if not legal:
            problem = self.game.check(state, seat, candidates[0]) if candidates else R_NOT_HERE()
            return self._refuse(problem)
        if len(legal) == 1 or menu is None:
            return Intent(((seat, legal[0][1]),))
        self.menu = [(label, action) for label, action in legal]
        return Intent(changed=True)

    def _dice_for(self, state: Any, seat: int, face: int, jersey: str) -> list[tuple[int, str]]:
        """What a dragged die means: the selection when the die is part of it, else that die alone."""
        if (face, jersey) in self.selected:
            return list(self.selected)
        return [(face, jersey)]

    def _card_options(self, state: Any, seat: int, card: int, dice: list[tuple[int, str]]) -> list | Msg:
        """(action, menu label) pairs the dice can mean on a card, or why they mean nothing there."""
        dice = sorted(dice)
        faces = [f for f, _j in dice]
        if len(dice) == 1:
            face, jersey = dice[0]
            options: list = [(Place(card, face, jersey), M_PLACE(face=face))]
            for owner, f, target in state.bids.get(card, ()):
                if f == face:  # the face is taken: dropping on the card means that die
                    more = self._die_options(state, seat, card, owner, f, target, dice)
                    options += more if isinstance(more, list) else []
            return options
        if len(dice) == 3 and faces == list(range(faces[0], faces[0] + 3)):
            return [(Train(card, faces[0], jersey_order([j for _f, j in dice if j])), M_PLACE(face=faces[0]))]
        if len(dice) == 2 and faces[0] == faces[1]:
            targets = [(o, f, t) for o, f, t in state.bids.get(card, ()) if f == faces[0]]
            if targets:
                owner, f, target = targets[0]
                return self._die_options(state, seat, card, owner, f, target, dice)
        return R_SELECT()

    def _die_options(self, state: Any, seat: int, card: int, owner: int, face: int, target: str,
                     dice: list[tuple[int, str]]) -> list | Msg:
        """Your dice onto a die on a card: Replace with two of that face, or Removal with one."""
        if any(f != face for f, _j in dice):
            has = any(f == face for f, _j in self._peloton(state, seat))
            return M.NEED_TWO(face=face) if has else R_NO_FACE(face=face)
        name = self.seats[owner].name
        mine = [j for f, j in self._peloton(state, seat) if f == face]
        chosen = [j for _f, j in dice]
        # Replace: the die you dragged (or the first you picked) stays on the card, another of that face is spent.
        keep = chosen[0]
        rest = list(mine)
        if keep in rest:
            rest.remove(keep)
        spends = [chosen[1]] if len(chosen) > 1 else sorted(set(rest), key=lambda j: (j != "", JIDX.get(j, -1)))
        label = M_REPLACE(owner=name, face=face)
        options = [(Replace(card, face, owner, target, keep, s), label) for s in spends or [keep]]
        if len(chosen) == 1:
            options.append((Remove(card, face, owner, target, keep), M_REMOVE(owner=name, face=face)))
        return options

    def _offer(self, state: Any, seat: int, options: list | Msg) -> Intent:
        if not isinstance(options, list):
            return self._refuse(options)
        return self._choose(state, seat, [a for a, _m in options], [m for _a, m in options])

    def _onto_card(self, state: Any, seat: int, card: int, dice: list[tuple[int, str]]) -> Intent:
        return self._offer(state, seat, self._card_options(state, seat, card, dice))

    def _onto_die(self, state: Any, seat: int, card: int, owner: int, face: int, target: str,
                  dice: list[tuple[int, str]]) -> Intent:
        return self._offer(state, seat, self._die_options(state, seat, card, owner, face, target, dice))

    def _fits(self, state: Any, seat: int, card: int) -> bool:
        """The selected dice have a legal move on this card (the card glows)."""
        options = self._card_options(state, seat, card, list(self.selected))
        return isinstance(options, list) and any(self.game.check(state, seat, a) is None for a, _m in options)

    def _swap(self, state: Any, seat: int, mine: tuple[int, int, int, str], frm: int, owner: int, face: int,
              target: str) -> Intent:
        to, _me, my_face, my_jersey = mine
        if my_face != face:
            return self._refuse(M.BAD_SWAP())
        return self._choose(state, seat, [Swap(frm, to, face, owner, target, my_jersey)])

    def drop(self, state: Any, view: View, piece: str, zone: str) -> Intent:
        seat = view.viewer
        kind, _, rest = piece.partition(":")
        parts = rest.split(":")
        if seat is None or int(parts[0] if kind != "bid" else parts[1]) != seat:
            return self._refuse(NOT_YOUR_TURN())
        zkind, _, zrest = zone.partition(":")
        zparts = zrest.split(":")
        if kind == "grupetto":
            return Intent(((seat, ROLL),)) if zone == f"peloton:{seat}" else self._refuse(R_NOT_HERE())
        if kind == "bid":
            card, _owner, face, jersey = int(parts[0]), int(parts[1]), int(parts[2]), parts[3]
            if zkind == "bid":
                return self._swap(state, seat, (card, seat, face, jersey), int(zparts[0]), int(zparts[1]),
                                  int(zparts[2]), zparts[3])
            if zkind == "card":
                other = [(o, f, t) for o, f, t in state.bids.get(int(zparts[0]), ()) if f == face and o != seat]
                if other:
                    return self._swap(state, seat, (card, seat, face, jersey), int(zparts[0]), *other[0])
                return self._refuse(M.BAD_SWAP())
            return self._refuse(R_NOT_HERE())
        if kind != "die":
            return self._refuse(R_NOT_HERE())
        face, jersey = int(parts[1]), parts[2]
        dice = self._dice_for(state, seat, face, jersey)
        if zkind == "card":
            return self._onto_card(state, seat, int(zparts[0]), dice)
        if zkind == "bid":
            card, owner, f, target = int(zparts[0]), int(zparts[1]), int(zparts[2]), zparts[3]
            return self._onto_die(state, seat, card, owner, f, target, dice)
        if zone == f"grupetto:{seat}":
            return self._pass(state, seat, dice)
        return self._refuse(R_NOT_HERE())

    def _pass(self, state: Any, seat: int, dice: list[tuple[int, str]]) -> Intent:
        faces = {f for f, _j in dice}
        if len(faces) != 1 or len(dice) > 2:
            return self._refuse(R_PASS())
        return self._choose(state, seat, [Pass(dice[0][0], len(dice), jersey_order([j for _f, j in dice if j]))])

    def _toggle(self, pool: list[tuple[int, str]], die: tuple[int, str], have: int) -> None:
        """Select one more die of that kind, or, when all of them are selected, none."""
        if pool.count(die) < have:
            pool.append(die)
        else:
            while die in pool:
                pool.remove(die)

    def activate(self, state: Any, view: View, target: str) -> Intent:
        seat = view.viewer
        if seat is None:
            return self._refuse(NOT_YOUR_TURN())
        kind, _, rest = target.partition(":")
        parts = rest.split(":")
        if kind == "menu":
            if parts[0] == "cancel" or not self.menu:
                self.menu = []
                return Intent(changed=True)
            index = int(parts[0])
            if not 0 <= index < len(self.menu):
                return Intent()
            action = self.menu[index][1]
            self.menu = []
            return Intent(((seat, action),))
        if kind == "die":
            owner, face, jersey = int(parts[0]), int(parts[1]), parts[2]
            if owner != seat:
                return self._refuse(NOT_YOUR_TURN())
            have = self._peloton(state, seat).count((face, jersey))
            if state.phase == "rest":
                self._toggle(self.rest_pick, (face, jersey), have)
            elif state.phase == "action" and self._acting(state) == seat:
                self._toggle(self.selected, (face, jersey), have)
                self.picked_bid = None
            else:
                return self._refuse(M.WRONG_PHASE())
            return Intent(changed=True)
        if kind == "card":
            card = int(parts[0])
            self.cursor = card
            if self.selected:
                return self._onto_card(state, seat, card, list(self.selected))
            if self.picked_bid is not None:
                face = self.picked_bid[2]
                other = [(o, f, t) for o, f, t in state.bids.get(card, ()) if f == face and o != seat]
                if other:
                    return self._swap(state, seat, self.picked_bid, card, *other[0])
                return self._refuse(M.BAD_SWAP())
            return self._refuse(R_NOTHING())
        if kind == "bid":
            card, owner, face, jersey = int(parts[0]), int(parts[1]), int(parts[2]), parts[3]
            if self.selected:
                return self._onto_die(state, seat, card, owner, face, jersey, list(self.selected))
            if self.picked_bid is not None and owner != seat:
                return self._swap(state, seat, self.picked_bid, card, owner, face, jersey)
            if owner == seat and "swap" in state.teams[seat].assists:
                pick = (card, owner, face, jersey)
                self.picked_bid = None if self.picked_bid == pick else pick
                return Intent(changed=True)
            return self._refuse(R_NOTHING())
        if kind == "grup":  # rest day: a grupetto die is rolled unless picked to stay (rider dice are alike)
            if int(parts[0]) != seat or state.phase != "rest":
                return self._refuse(M.WRONG_PHASE())
            jersey, k = parts[1], int(parts[2])
            if jersey:
                if jersey in self.rest_stay_jerseys:
                    self.rest_stay_jerseys.remove(jersey)
                else:
                    self.rest_stay_jerseys.append(jersey)
            else:
                self.rest_stay += 1 if k >= self.rest_stay else -1
            return Intent(changed=True)
        if kind == "camp":
            return Intent(((seat, Readjust(int(parts[0]), parts[1])),))
        if kind == "seven":
            return Intent(((seat, SevenFace(int(parts[0]))),))
        if kind == "take":
            options = self.game.legal_actions(state, seat) if state.phase == "jersey" else []
            index = int(parts[0])
            return Intent(((seat, options[index]),)) if 0 <= index < len(options) else Intent()
        if target == "roll":
            return Intent(((seat, ROLL),))
        if target == "pass":
            if not self.selected:
                if not self._peloton(state, seat) and not self._grupetto(state, seat):
                    return Intent(((seat, EMPTY_PASS),))
                return self._refuse(R_PASS())
            return self._pass(state, seat, list(self.selected))
        if target == "clear":
            self._forget()
            return Intent(changed=True)
        if target == "keep":
            return Intent(((seat, KEEP),))
        if target == "rest_go":
            faces = tuple(sorted(f for f, j in self.rest_pick if not j))
            return Intent(((seat, RestRoll(faces, jersey_order([j for _f, j in self.rest_pick if j]), self.rest_stay,
                                           jersey_order(self.rest_stay_jerseys))),))
        return Intent()

    def press(self, state: Any, view: View, key: str) -> Intent:
        seat = view.viewer
        if seat is None:
            return Intent()
        if self.menu:
            if key in ("1", "2", "3", "4", "5", "6"):
                return self.activate(state, view, f"menu:{int(key) - 1}")
            if key in ("Return", "Enter"):
                return self.activate(state, view, "menu:0")
            if key == "Escape":
                return self.activate(state, view, "menu:cancel")
            return Intent()
        phase = state.phase
        digit = int(key) if key in ("1", "2", "3", "4", "5", "6") else 0
        if phase == "action":
            if digit:
                pel = self._peloton(state, seat)
                kinds = [d for d in pel if d[0] == digit]
                if not kinds:
                    return self._refuse(R_NO_FACE(face=digit))
                # rider dice first, then any jersey die of that face; all selected: clear that face
                for die in dict.fromkeys(kinds):
                    if self.selected.count(die) < pel.count(die):
                        self.selected.append(die)
                        return Intent(changed=True)
                self.selected = [d for d in self.selected if d[0] != digit]
                return Intent(changed=True)
            if key in ("Left", "Right"):
                cards = self.game.biddable(state)
                if cards:
                    at = cards.index(self.cursor) if self.cursor in cards else 0
                    step = 1 if key == "Right" else -1
                    self.cursor = cards[(at + step) % len(cards)]
                self.die_cursor = None
                return Intent(changed=True)
            if key in ("Up", "Down"):  # the dice on the marked card, in the order drawn, then the card itself
                dice = self._card_dice(state, self.cursor)
                if not dice:
                    return Intent()
                at = dice.index(self.die_cursor) if self.die_cursor in dice else len(dice)
                step = 1 if key == "Down" else -1
                ring = dice + [None]
                self.die_cursor = ring[(at + step) % len(ring)]
                return Intent(changed=True)
            if key in ("Return", "Enter") and self.cursor is not None:
                return self.activate(state, view, self._enter_target())
            if key == "Space":
                return self.activate(state, view, "roll")
            if key == "N":
                return self.activate(state, view, "pass")
            if key == "Escape":
                return self.activate(state, view, "clear")
            return Intent()
        if phase == "camp":
            if digit:
                dice = self._panel(state, view).get("camp", {}).get("dice", [])
                hit = next((d for d in dice if d["face"] == digit), None)
                return self.activate(state, view, hit["uid"]) if hit else self._refuse(R_NO_FACE(face=digit))
            if key in ("Return", "Enter", "Y"):
                return self.activate(state, view, "keep")
            return Intent()
        if phase == "rest":
            if digit:
                kinds = [d for d in self._peloton(state, seat) if d[0] == digit]
                if not kinds:
                    return self._refuse(R_NO_FACE(face=digit))
                die = kinds[0]
                return self.activate(state, view, f"die:{seat}:{die[0]}:{die[1]}:0")
            uids = self._rest_uids(state, seat)
            if key in ("Left", "Right") and uids:  # mark any die, grupetto ones included, and pick it with Space
                at = self.rest_cursor if self.rest_cursor is not None and self.rest_cursor < len(uids) else -1
                self.rest_cursor = (at + (1 if key == "Right" else -1)) % len(uids)
                return Intent(changed=True)
            if key == "Space" and self.rest_cursor is not None and self.rest_cursor < len(uids):
                return self.activate(state, view, uids[self.rest_cursor])
            if key in ("Return", "Enter", "Y"):
                return self.activate(state, view, "rest_go")
            if key == "Escape":
                return self.activate(state, view, "clear")
            return Intent()
        if phase == "seven" and digit:
            return self.activate(state, view, f"seven:{digit}")
        if phase == "jersey" and digit:
            return self.activate(state, view, f"take:{digit - 1}")
        return Intent()

    def hint_marks(self, state: Any, seat: int, action: Any) -> HintMarks:
        """The suggested move in words, lit as its drag or click would be: every die it uses (in the peloton, on a
        card, at camp, on the rest day), the card or grupetto it goes to, and its button or panel choice."""
        names = [s.name for s in self.seats]

        def card(c: int) -> Msg:
            return card_label(state.cards[c])

        def mine(face: int, *jerseys: str) -> tuple[str, ...]:
            """Peloton dice of `seat` showing `face`: one per name ("" a rider die; rider dice counted up)."""
            riders = 0
            out = []
            for j in jerseys:
                out.append(f"die:{seat}:{face}:{j}:{riders if j == '' else 0}")
                riders += j == ""
            return tuple(out)

        def bid(c: int, owner: int, face: int, jersey: str) -> str:
            return f"bid:{c}:{owner}:{face}:{jersey}:0"

        grupetto = f"grupetto:{seat}"
        if isinstance(action, Place):
            return HintMarks(HT_PLACE(face=action.face, card=card(action.card)), mine(action.face, action.jersey),
                             zones=(f"card:{action.card}",))
        if isinstance(action, Train):
            by_face = {state.jerseys[JIDX[j]].face: j for j in action.jerseys}
            dice = tuple(d for f in range(action.low, action.low + 3) for d in mine(f, by_face.get(f, "")))
            return HintMarks(HT_TRAIN(low=action.low, mid=action.low + 1, high=action.low + 2, card=card(action.card)),
                             dice, zones=(f"card:{action.card}",))
        if isinstance(action, Replace):
            dice = mine(action.face, action.keep, action.spend) + (bid(action.card, action.owner, action.face,
                                                                       action.target),)
            return HintMarks(M_REPLACE(owner=names[action.owner], face=action.face), dice,
                             zones=(f"card:{action.card}",))
        if isinstance(action, Remove):
            dice = mine(action.face, action.spend) + (bid(action.card, action.owner, action.face, action.target),)
            return HintMarks(M_REMOVE(owner=names[action.owner], face=action.face), dice,
                             zones=(f"card:{action.card}",))
        if isinstance(action, Swap):
            dice = (bid(action.frm, action.owner, action.face, action.target),
                    bid(action.to, seat, action.face, action.mine))
            return HintMarks(M_SWAP(face=action.face, mine=card(action.frm), owner=names[action.owner],
                                    card=card(action.to)), dice, zones=(f"card:{action.frm}", f"card:{action.to}"))
        if isinstance(action, Pass):
            if action.count == 0:
                return HintMarks(B_PASS_EMPTY(), buttons=("pass",))
            dice = mine(action.face, *action.jerseys, *[""] * (action.count - len(action.jerseys)))
            return HintMarks(HT_PASS(count=action.count, face=action.face), dice + (grupetto,), buttons=("pass",))
        if isinstance(action, Readjust):
            return HintMarks(HT_READJUST(face=action.face), (f"camp:{action.face}:{action.jersey}:0",))
        if isinstance(action, SevenFace):
            return HintMarks(HT_SEVEN(face=action.face), (f"seven:{action.face}",))
        if isinstance(action, TakeJersey):
            index = self.game.legal_actions(state, seat).index(action)
            die = (grupetto if action.card == GRUPETTO else mine(action.face, "")[0] if action.card == PELOTON
                   else bid(action.card, seat, action.face, ""))
            return HintMarks(HT_TAKE(where=self._take_label(state, action)), (f"take:{index}", die))
        if isinstance(action, RestRoll):
            dice = tuple(f"die:{seat}:{f}::{k}" for f in sorted(set(action.faces)) for k in range(action.faces.count(f)))
            dice += tuple(mine(state.jerseys[JIDX[j]].face, j)[0] for j in action.jerseys)
            dice += tuple(f"grup:{seat}::{k}" for k in range(action.stay, state.teams[seat].grupetto))
            dice += tuple(f"grup:{seat}:{name}:0" for name, _f in self.game.peloton_jerseys(state, seat, "grupetto")
                          if name not in action.stay_jerseys)
            return HintMarks(B_REST(count=len(action.faces)) if action.faces else B_REST_NONE(), dice,
                             buttons=("rest_go",))
        if action == KEEP:
            return HintMarks(B_KEEP(), buttons=("keep",))
        return HintMarks(B_ROLL(count=self._grupetto(state, seat)), (grupetto,), buttons=("roll",))


PRESENTER = GrandsToursPresenter
