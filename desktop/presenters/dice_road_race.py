"""The Dice Road Race on screen: the road, riders, dice, tray and panels.

Zone ids: "space:<p>" (p = spaces entered; 0 is the start, the last is the
finish line), "tray" (the roll tray), "hand:<seat>" (a player's panel).
Piece ids: "rider:<seat>", "die:<seat>:<i>". Button ids double as activate()
targets. Legality always comes from the game's `check`.
"""
from __future__ import annotations

from typing import Any, Sequence

from gameshelf.core.engine import Event, Msg, QT_TRANSLATE_NOOP, message
from gameshelf.core.engine.messages import NOT_YOUR_TURN
from gameshelf.core.games.dice_road_race import gc_ranking
from gameshelf.core.games.dice_road_race.actions import Advance, Agree, Declare, Join, Retire
from gameshelf.core.games.dice_road_race.data import MAX_DICE, STAGE_KIND_NAMES

from ..translations import SaidOnce, tr
from . import HintMarks, Intent, Scene, View, seat_role
from .charts import chart, seat_series

STAGE_LABEL = message("drr_table.stage", QT_TRANSLATE_NOOP("drr_table", "Stage {number} of {count} · {kind}"))
RACE_LABEL = message("drr_table.race", QT_TRANSLATE_NOOP("drr_table", "Single race · {course}"))
SECONDS = message("drr_table.seconds", QT_TRANSLATE_NOOP("drr_table", "{seconds} s"))
GAP = message("drr_table.gap", QT_TRANSLATE_NOOP("drr_table", "+{seconds} s"))
B_ROLL = message("drr_table.b_roll", QT_TRANSLATE_NOOP("drr_table", "Roll {dice}"))
B_ROLL_NONE = message("drr_table.b_roll_none", QT_TRANSLATE_NOOP("drr_table", "Roll"))
B_CLEAR = message("drr_table.b_clear", QT_TRANSLATE_NOOP("drr_table", "Take back"))
B_JOIN = message("drr_table.b_join", QT_TRANSLATE_NOOP("drr_table", "Join the roll"))
B_STAY_OUT = message("drr_table.b_stay_out", QT_TRANSLATE_NOOP("drr_table", "Stay out"))
B_FURTHEST = message("drr_table.b_furthest", QT_TRANSLATE_NOOP("drr_table", "Furthest"))
B_STOP_HERE = message("drr_table.b_stop", QT_TRANSLATE_NOOP("drr_table", "Stop here"))
B_RETIRE = message("drr_table.b_retire", QT_TRANSLATE_NOOP("drr_table", "Retire…"))
B_END = message("drr_table.b_end", QT_TRANSLATE_NOOP("drr_table", "End the race"))
B_GO_ON = message("drr_table.b_go_on", QT_TRANSLATE_NOOP("drr_table", "Race on"))
RETIRE_CONFIRM = message("drr_table.retire_confirm", QT_TRANSLATE_NOOP(
    "drr_table", "{rider} leaves the general classification and loses all GC time, and rides the next stage for stage wins only. Retire?"))
S_DECLARE = message("drr_table.s_declare", QT_TRANSLATE_NOOP(
    "drr_table", "{rider}: drag dice into the tray (or press 1–{held}), then roll."))
S_DECLARE_ONE = message("drr_table.s_declare_one", QT_TRANSLATE_NOOP(
    "drr_table", "{rider}: drag your die into the tray (or press 1), then roll."))
S_DECLARE_STAGED = message("drr_table.s_declare_staged", QT_TRANSLATE_NOOP(
    "drr_table", "{rider}: {dice} in the tray. Add more or press Roll (Enter)."))
S_JOIN = message("drr_table.s_join", QT_TRANSLATE_NOOP(
    "drr_table", "{rider}: {active} rolls {dice} dice from your space. Join the roll?"))
S_MOVE = message("drr_table.s_move", QT_TRANSLATE_NOOP(
    "drr_table", "{rider}: you rolled {total}. Click a lit space or drag your rider there (arrows + Enter)."))
S_MOVE_JOINER = message("drr_table.s_move_joiner", QT_TRANSLATE_NOOP(
    "drr_table", "{rider}: you rolled {total} with {active}. Click a lit space, up to {active}'s space."))
S_WAIT_DECLARE = message("drr_table.s_wait_declare", QT_TRANSLATE_NOOP("drr_table", "{rider} chooses how many dice to roll…"))
S_WAIT_JOIN = message("drr_table.s_wait_join", QT_TRANSLATE_NOOP("drr_table", "{rider} decides whether to join the roll…"))
S_WAIT_MOVE = message("drr_table.s_wait_move", QT_TRANSLATE_NOOP("drr_table", "{rider} chooses where to stop…"))
S_VOTE = message("drr_table.s_vote", QT_TRANSLATE_NOOP("drr_table", "{rider}: nobody can change places any more. End the race now?"))
S_WAIT_VOTE = message("drr_table.s_wait_vote", QT_TRANSLATE_NOOP("drr_table", "Waiting for {rider}'s vote…"))
S_OVER = message("drr_table.s_over", QT_TRANSLATE_NOOP("drr_table", "{rider} wins! The race is over."))
S_OVER_NONE = message("drr_table.s_over_none", QT_TRANSLATE_NOOP("drr_table", "The race is over."))
NOT_A_DIE_SPACE = message("drr_table.die_on_road", QT_TRANSLATE_NOOP("drr_table", "Dice go into the roll tray; riders go on the road."))
STAGE_TITLE = message("drr_table.stage_title", QT_TRANSLATE_NOOP("drr_table", "Stage {number} result"))
RACE_TITLE = message("drr_table.race_title", QT_TRANSLATE_NOOP("drr_table", "Race result"))
FINAL_TITLE = message("drr_table.final_title", QT_TRANSLATE_NOOP("drr_table", "Final general classification"))
GC_TITLE = message("drr_table.gc_title", QT_TRANSLATE_NOOP("drr_table", "General classification"))
WINNER = message("drr_table.winner", QT_TRANSLATE_NOOP("drr_table", "{rider} wins the race!"))
STAGE_SHORT = message("drr_table.stage_short", QT_TRANSLATE_NOOP("drr_table", "S{number}"))
RETIRED = message("drr_table.retired", QT_TRANSLATE_NOOP("drr_table", "retired"))
NOT_FINISHED = message("drr_table.not_finished", QT_TRANSLATE_NOOP("drr_table", "not finished"))
TT_START = message("drr_table.tt_start", QT_TRANSLATE_NOOP("drr_table", "starts in round {round}"))
TT_ROLLS = message("drr_table.tt_rolls", QT_TRANSLATE_NOOP("drr_table", "{rolls} rolls so far"))
TT_DONE = message("drr_table.tt_done", QT_TRANSLATE_NOOP("drr_table", "time {time} s in {rolls} rolls"))
SPACE_OF = message("drr_table.space_of", QT_TRANSLATE_NOOP("drr_table", "space {pos} of {total}"))
CHART_TITLE = message("drr_table.chart_title", QT_TRANSLATE_NOOP("drr_table", "The GC after each stage"))
CHART_X = message("drr_table.chart_x", QT_TRANSLATE_NOOP("drr_table", "Stage"))
CHART_Y = message("drr_table.chart_y", QT_TRANSLATE_NOOP("drr_table", "Gap to the GC leader (s)"))
CHART_LEADER = message("drr_table.chart_leader", QT_TRANSLATE_NOOP("drr_table", "GC leader"))

H_ROLL = message("drr_table.h_roll", QT_TRANSLATE_NOOP("drr_table", "Roll {dice} dice"))
H_ROLL_ONE = message("drr_table.h_roll_one", QT_TRANSLATE_NOOP("drr_table", "Roll 1 die"))
H_ADVANCE = message("drr_table.h_advance", QT_TRANSLATE_NOOP("drr_table", "Stop on space {pos}"))

DIGIT_KEYS = {"1": 1, "2": 2, "3": 3}

# Accessible names (the `a11y` field of zone and piece rows): what the thing is and where, for screen readers.
A_START = message("drr_table.a_start", QT_TRANSLATE_NOOP("drr_table", "Start line"))
A_SPACE = message("drr_table.a_space", QT_TRANSLATE_NOOP("drr_table", "Space {pos} of {total}, {terrain}, costs {cost}"))
A_FINISH = message("drr_table.a_finish", QT_TRANSLATE_NOOP("drr_table", "Finish line, space {pos}"))
A_FLAT = message("drr_table.a_flat", QT_TRANSLATE_NOOP("drr_table", "flat"))
A_CLIMB = message("drr_table.a_climb", QT_TRANSLATE_NOOP("drr_table", "climb"))
A_STEEP = message("drr_table.a_steep", QT_TRANSLATE_NOOP("drr_table", "steep climb"))
A_REACHABLE = message("drr_table.a_reachable", QT_TRANSLATE_NOOP("drr_table", "{place}, you can stop here"))
A_RIDERS_HERE = message("drr_table.a_riders_here", QT_TRANSLATE_NOOP("drr_table", "{place}; here: {riders}"))
A_TRAY = message("drr_table.a_tray", QT_TRANSLATE_NOOP("drr_table", "Roll tray, {dice} dice in it"))
A_RIDER = message("drr_table.a_rider", QT_TRANSLATE_NOOP("drr_table", "{name}'s rider on space {pos} of {total}"))
A_RIDER_START = message("drr_table.a_rider_start", QT_TRANSLATE_NOOP("drr_table", "{name}'s rider at the start"))
A_LEADER = message("drr_table.a_leader", QT_TRANSLATE_NOOP("drr_table", "{rider}, race leader"))
A_DIE = message("drr_table.a_die", QT_TRANSLATE_NOOP("drr_table", "{name}'s die {number} showing {face}, {where}"))
A_DIE_BLANK = message("drr_table.a_die_blank", QT_TRANSLATE_NOOP("drr_table", "{name}'s die {number}, {where}"))
A_DIE_LOST = message("drr_table.a_die_lost", QT_TRANSLATE_NOOP("drr_table", "{name}'s die {number}, out of the game"))
A_IN_TRAY = message("drr_table.a_in_tray", QT_TRANSLATE_NOOP("drr_table", "in the roll tray"))
A_IN_HAND = message("drr_table.a_in_hand", QT_TRANSLATE_NOOP("drr_table", "in {name}'s hand"))
A_TERRAIN = {"flat": A_FLAT, "climb": A_CLIMB, "steep": A_STEEP}



def seconds(value: int) -> str:
    """A time in seconds; a bonus below zero with a true minus sign (−10 s), not a hyphen."""
    return tr(SECONDS(seconds=f"\u2212{-value}" if value < 0 else value))


def space_kind(cost: int) -> str:
    return "flat" if cost <= 1 else "climb" if cost <= 3 else "steep"


class DiceRoadRacePresenter:
    qml = "games/dice_road_race/DiceRoadRace.qml"

    def __init__(self, game: Any, seats: Any):
        self.game = game
        self.seats = tuple(seats)
        self.staged = 0  # dice the viewer has put in the tray (UI only, until Roll)
        self.cursor: int | None = None  # keyboard-selected stop
        self.faces: dict[int, tuple[int, ...]] = {}  # each seat's last rolled faces
        self.roll_ids: dict[int, int] = {}  # bumps per roll so QML dice tumble once per roll
        self.lead_roll: int | None = None  # seat whose roll fills the tray
        self._say = SaidOnce()  # every decision names the same spaces, riders and dice again

    dialog_events = ("stage_end",)  # event kinds after which the controller shows `result_dialog`

    # --- events --------------------------------------------------------------
    def pace_ms(self, events: list[Event]) -> int:
        """How long the table needs to show these events at normal speed (dice tumble, riders slide)."""
        spaces = sum(abs(e.get("to", 0) - e.get("frm", 0)) for e in events if e.kind == "move")
        rolled = any(e.kind == "roll" for e in events)
        return 250 + (700 if rolled else 0) + 140 * spaces

    def absorb(self, events: list[Event]) -> None:
        """Takes in a decision's events (the last roll's faces fill the dice)."""
        for ev in events:
            if ev.kind == "declare":
                self.lead_roll = None
            elif ev.kind == "roll":
                seat = ev.get("seat")
                if self.lead_roll is None:
                    self.lead_roll = seat
                self.faces[seat] = tuple(ev.get("faces"))
                self.roll_ids[seat] = self.roll_ids.get(seat, 0) + 1
            elif ev.kind == "stage_start":
                self.faces.clear()
                self.lead_roll = None
        self.staged, self.cursor = 0, None

    def rebuild(self, history: list[Event]) -> None:
        """After undo or a load: recompute the faces from the whole history without re-tumbling dice."""
        roll_ids = dict(self.roll_ids)
        self.faces.clear()
        self.lead_roll = None
        self.absorb(history)
        self.roll_ids = roll_ids

    # --- scene ---------------------------------------------------------------
    def _mover(self, state: Any, view: View) -> int | None:
        if state.phase == "move" and view.viewer is not None and state.pending and state.pending[0] == view.viewer:
            return view.viewer
        return None

    def scene(self, state: Any, view: View) -> Scene:
        mover = self._mover(state, view)
        stops = self.game.stops(state, mover) if mover is not None else []
        if mover is not None and self.cursor not in stops:
            self.cursor = stops[-1]
        trail = self._trail(view.recent)
        dice = self._dice(state, view)
        panel = self._panel(state, view)
        panel["trayDice"] = sum(d["zone"] == "tray" for d in dice)
        zones, riders = self._zones(state, view, stops, trail), self._riders(state, view, mover)
        self._name(state, zones, riders + dice)
        panel["a11yTray"] = zones[-1]["a11y"]  # the tray is drawn by the bar, not as a zone delegate
        return Scene(
            zones,
            riders + dice,
            self._buttons(state, view, stops),
            self._players(state, view),
            panel,
            self._status(state, view),
        )

    def _name(self, state: Any, zones: list[dict], pieces: list[dict]) -> None:
        """Gives every zone and piece row its accessible name (`a11y`): what it is and where, translated."""
        say = self._say
        total = len(state.stage.course.costs)
        riders = {p["zone"]: [] for p in pieces}
        for p in pieces:
            if p["kind"] == "rider" and p["onBoard"]:
                riders[p["zone"]].append(self.seats[p["seat"]].name)
        tray = sum(p["kind"] == "die" and p["zone"] == "tray" for p in pieces)
        for z in zones:
            if z["kind"] == "tray":
                z["a11y"] = say(A_TRAY(dice=tray))
                continue
            place = (A_START() if z["kind"] == "start" else A_FINISH(pos=z["pos"]) if z["kind"] == "finish"
                     else A_SPACE(pos=z["pos"], total=total, terrain=A_TERRAIN[z["kind"]](), cost=z["cost"]))
            if z["reachable"]:
                place = A_REACHABLE(place=place)
            here = riders.get(z["uid"], [])
            z["a11y"] = say(A_RIDERS_HERE(place=place, riders=", ".join(here)) if here else place)
        for p in pieces:
            name = self.seats[p["seat"]].name
            if p["kind"] == "rider":
                pos = int(p["zone"].split(":")[1])
                text = A_RIDER(name=name, pos=pos, total=total) if pos > 0 else A_RIDER_START(name=name)
                p["a11y"] = say(A_LEADER(rider=text) if p["leader"] else text)
            elif p["lost"]:
                p["a11y"] = say(A_DIE_LOST(name=name, number=p["die"] + 1))
            else:
                where = A_IN_TRAY() if p["zone"] == "tray" else A_IN_HAND(name=name)
                p["a11y"] = say(A_DIE(name=name, number=p["die"] + 1, face=p["face"], where=where) if p["face"]
                                else A_DIE_BLANK(name=name, number=p["die"] + 1, where=where))

    def _trail(self, recent: tuple[Event, ...]) -> dict[int, set[int]]:
        trail: dict[int, set[int]] = {}
        for ev in recent:
            if ev.kind == "move" and ev.get("to") != ev.get("frm"):
                trail.setdefault(ev.get("seat"), set()).update(range(ev.get("frm") + 1, ev.get("to") + 1))
        return trail

    def _zones(self, state: Any, view: View, stops: list[int], trail: dict[int, set[int]]) -> list[dict]:
        course = state.stage.course
        costs, boards = course.costs, course.board_of_space()
        finish = len(costs)
        marked = set().union(*trail.values()) if trail else set()
        zones = [{
            "uid": "space:0", "kind": "start", "pos": 0, "cost": 0, "board": 0,
            "boardLabel": "", "reachable": 0 in stops and len(stops) > 1, "cursor": self.cursor == 0, "trail": False,
        }]
        for p in range(1, finish + 1):
            number, side = course.boards[boards[p - 1]]
            zones.append({
                "uid": f"space:{p}", "kind": "finish" if p == finish else space_kind(costs[p - 1]), "pos": p,
                "cost": costs[p - 1], "board": boards[p - 1], "boardLabel": f"{number}{side}",
                "reachable": p in stops, "cursor": self.cursor == p, "trail": p in marked,
            })
        accepting = state.phase == "declare" and view.viewer == state.active
        zones.append({"uid": "tray", "kind": "tray", "pos": -1, "cost": 0, "board": -1, "boardLabel": "",
                      "reachable": accepting, "cursor": False, "trail": False})
        return zones

    def _riders(self, state: Any, view: View, mover: int | None) -> list[dict]:
        slots: dict[int, list[int]] = {}
        for r in state.riders:
            if r.on_board:
                slots.setdefault(r.pos, []).append(r.seat)
        pieces, acting = [], self.game.to_act(state)
        for r in state.riders:
            seat = self.seats[r.seat]
            here = slots.get(r.pos, [])
            pieces.append({
                "uid": f"rider:{r.seat}", "kind": "rider", "seat": r.seat, "colour": seat.colour,
                "label": seat.name[:1].upper(), "zone": f"space:{r.pos}", "slot": here.index(r.seat) if r.seat in here else 0,
                "slots": max(1, len(here)), "onBoard": r.on_board, "leader": state.leader == r.seat,
                "draggable": mover == r.seat, "highlighted": r.seat in acting,
                # the road draws a move's trail on its spaces, not on the rider: no flag that changes nothing drawn
                "lastMoved": False, "face": 0, "rollId": 0, "lost": False, "die": 0,
            })
        return pieces

    def _dice(self, state: Any, view: View) -> list[dict]:
        pieces = []
        staging = state.phase == "declare" and view.viewer == state.active
        announced = state.phase == "join"  # the declared dice wait in the tray while others decide
        for r in state.riders:
            faces = () if announced and r.seat == state.active else self.faces.get(r.seat, ())
            for i in range(MAX_DICE):
                in_tray = (staging and r.seat == state.active and i < self.staged) or (
                    announced and r.seat == state.active and i < state.declared) or (
                    not staging and not announced and self.lead_roll == r.seat and i < len(faces))
                pieces.append({
                    "uid": f"die:{r.seat}:{i}", "kind": "die", "seat": r.seat, "die": i,
                    "colour": self.seats[r.seat].colour, "label": "", "zone": "tray" if in_tray else f"hand:{r.seat}",
                    "slot": i, "slots": MAX_DICE, "onBoard": True, "leader": False,
                    # a die showing no roll keeps roll id 0: a roll it is not in changes nothing on it
                    "face": faces[i] if i < len(faces) else 0,
                    "rollId": self.roll_ids.get(r.seat, 0) if i < len(faces) else 0,
                    "lost": i >= r.dice, "draggable": staging and r.seat == state.active and i < r.dice and not in_tray,
                    "highlighted": i < len(faces) and faces[i] == 6, "lastMoved": False,
                })
        return pieces

    def _buttons(self, state: Any, view: View, stops: list[int]) -> list[dict]:
        viewer = view.viewer
        buttons: list[dict] = []

        def add(uid: str, msg: Msg, available: bool = True, main: bool = False, shortcut: str = "", confirm: str = ""):
            buttons.append({"uid": uid, "label": tr(msg), "available": available, "main": main,
                            "shortcut": shortcut, "confirm": confirm})

        if viewer is None:
            return buttons
        name = self.seats[viewer].name
        if state.phase == "declare" and viewer == state.active:
            label = B_ROLL(dice=self.staged) if self.staged else B_ROLL_NONE()
            add("roll", label, self.staged > 0, True, "Enter")
            add("clear", B_CLEAR(), self.staged > 0, shortcut="Esc")
        elif state.phase == "join":
            add("join", B_JOIN(), main=True, shortcut="Y")
            add("stay_out", B_STAY_OUT(), shortcut="N")
        elif state.phase == "move" and stops:
            add("stop", B_STOP_HERE(), self.cursor is not None, True, "Enter")
            add("furthest", B_FURTHEST(), shortcut="F")
        elif state.phase == "agree":
            add("agree_end", B_END(), main=True, shortcut="Y")
            add("agree_go_on", B_GO_ON(), shortcut="N")
        if Retire() in self.game.legal_actions(state, viewer):
            add("retire", B_RETIRE(), confirm=tr(RETIRE_CONFIRM(rider=name)))
        return buttons

    def _players(self, state: Any, view: View) -> list[dict]:
        ranking = gc_ranking(state) if state.stage_race else []
        best = state.riders[ranking[0]].gc_time if ranking else 0
        acting = self.game.to_act(state) if state.phase != "over" else ()
        tt_round = {seat: 2 * i + 1 for i, seat in enumerate(state.tt_order)} if state.stage.time_trial else {}
        length = max(1, len(state.stage.course.costs))  # the course works its costs out at each reading
        rows = []
        for r in state.riders:
            seat = self.seats[r.seat]
            in_gc = state.stage_race and r.in_gc
            place = ranking.index(r.seat) + 1 if r.seat in ranking else 0
            status = tr(RETIRED()) if r.retired_now else ""
            if state.stage.time_trial and not r.retired_now:
                if not r.started:
                    status = tr(TT_START(round=tt_round.get(r.seat, 0)))
                elif r.finished:
                    status = tr(TT_DONE(time=r.extra, rolls=r.rolls))
                else:
                    status = tr(TT_ROLLS(rolls=r.rolls))
            rows.append({
                "uid": f"seat:{r.seat}", "seat": r.seat, "name": seat.name, "colour": seat.colour,
                "role": seat_role(seat),
                "dice": r.dice, "gcTime": seconds(r.gc_time) if in_gc else "",
                "gcGap": tr(GAP(seconds=r.gc_time - best)) if in_gc and place > 1 else "",
                "gcPlace": place, "inGc": in_gc, "status": status,
                "stagePlace": state.finish_order.index(r.seat) + 1 if r.seat in state.finish_order else 0,
                "active": r.seat == state.active and state.phase not in ("agree", "over"),
                "toAct": r.seat in acting, "thinking": view.thinking == r.seat, "leader": state.leader == r.seat,
                "progress": r.pos / length,
                "total": state.totals.get(r.seat, -1),
            })
        return rows

    def stage_label(self, state: Any) -> str:
        stage = state.stage
        if not state.stage_race:
            return tr(RACE_LABEL(course=stage.course.key))
        return tr(STAGE_LABEL(number=stage.number, count=len(state.stages), kind=STAGE_KIND_NAMES[stage.kind]()))

    def _panel(self, state: Any, view: View) -> dict:
        return {
            "stageLabel": self.stage_label(state), "boards": [f"{n}{s}" for n, s in state.stage.course.boards],
            "accepting": state.phase == "declare" and view.viewer == state.active,
            "vote": state.phase == "agree" and view.viewer is not None,
        }

    def _status(self, state: Any, view: View) -> str:
        names = [s.name for s in self.seats]
        viewer = view.viewer
        if state.phase == "over":
            winners = self.game.outcome(state).winners
            return tr(S_OVER(rider=names[winners[0]])) if winners else tr(S_OVER_NONE())
        acting = self.game.to_act(state)
        seat = viewer if viewer is not None else acting[0]
        rider = names[seat]
        if state.phase == "declare":
            if viewer is None:
                return tr(S_WAIT_DECLARE(rider=rider))
            if self.staged:
                return tr(S_DECLARE_STAGED(rider=rider, dice=self.staged))
            held = state.riders[seat].dice
            return tr(S_DECLARE(rider=rider, held=held)) if held > 1 else tr(S_DECLARE_ONE(rider=rider))
        if state.phase == "join":
            if viewer is None:
                return tr(S_WAIT_JOIN(rider=rider))
            return tr(S_JOIN(rider=rider, active=names[state.active], dice=state.declared))
        if state.phase == "move":
            if viewer is None:
                return tr(S_WAIT_MOVE(rider=rider))
            if seat != state.active:
                return tr(S_MOVE_JOINER(rider=rider, total=state.totals[seat], active=names[state.active]))
            return tr(S_MOVE(rider=rider, total=state.totals[seat]))
        return tr(S_VOTE(rider=rider)) if viewer is not None else tr(S_WAIT_VOTE(rider=rider))

    def chapter(self, state: Any) -> tuple[int, Msg]:
        """The chapter a state belongs to, for the replay's jumps: its number and its name (the stage)."""
        stage = state.stage
        if not state.stage_race:
            return stage.number, RACE_LABEL(course=stage.course.key)
        return stage.number, STAGE_LABEL(number=stage.number, count=len(state.stages), kind=STAGE_KIND_NAMES[stage.kind]())

    # --- results -------------------------------------------------------------
    def result_dialog(self, state: Any, final: bool, history: Sequence[Any] = ()) -> dict:
        """The stage result, the GC with gaps, and the GC time after each stage."""
        names = [s.name for s in self.seats]
        result = state.results[-1] if state.results else None
        stage_rows = []
        if result is not None:
            rows = sorted(result.rows, key=lambda row: (row.place is None, row.place or 0, row.seat))
            for row in rows:
                stage_rows.append({
                    "rank": row.place or "", "name": names[row.seat], "color": self.seats[row.seat].colour,
                    "time": tr(RETIRED()) if row.retired else seconds(row.extra + row.bonus),
                    "gap": "" if row.place else tr(NOT_FINISHED()),
                    "extra": seconds(row.extra) if not row.retired else "",
                    "bonus": seconds(row.bonus) if row.bonus else "", "place": row.place or 0,
                })
        if not state.stage_race:
            stage_rows = self._race_rows(state)
        gc_rows = []
        if state.stage_race:
            ranking = gc_ranking(state)
            best = state.riders[ranking[0]].gc_time if ranking else 0
            for rank, seat in enumerate(ranking, start=1):
                time = state.riders[seat].gc_time
                gc_rows.append({"rank": rank, "name": names[seat], "color": self.seats[seat].colour,
                                "time": seconds(time), "gap": tr(GAP(seconds=time - best)) if rank > 1 else "",
                                "extra": "", "bonus": "", "place": rank})
            for r in state.riders:
                if not r.in_gc:
                    gc_rows.append({"rank": "", "name": names[r.seat], "color": self.seats[r.seat].colour,
                                    "time": tr(RETIRED()), "gap": "", "extra": "", "bonus": "", "place": 0})
        winners = self.game.outcome(state).winners if final else ()
        if final and state.stage_race:
            title = tr(FINAL_TITLE())
        elif not state.stage_race:
            title = tr(RACE_TITLE())
        else:
            title = tr(STAGE_TITLE(number=result.stage if result else 0))
        return {
            "title": title, "final": final, "stageRace": state.stage_race,
            "winner": tr(WINNER(rider=names[winners[0]])) if winners else "",
            "stageRows": stage_rows, "gcRows": gc_rows, "gcTitle": tr(GC_TITLE()),
            "chart": self._gc_chart(state),
        }

    def _gc_chart(self, state: Any) -> dict:
        """Each rider's gap to the GC leader after every stage (no point once out of the GC)."""
        gaps = []
        for res in state.results:
            times = [row.gc_time for row in res.rows]
            best = min((t for t in times if t is not None), default=0)
            gaps.append([None if t is None else t - best for t in times])
        series = []
        for seat, info in enumerate(self.seats):
            values = [stage[seat] for stage in gaps]
            texts = ["" if v is None else tr(CHART_LEADER()) if v == 0 else tr(GAP(seconds=v)) for v in values]
            series.append(seat_series(seat, info.name, info.colour, values, texts))
        return chart("gc", tr(CHART_TITLE()), tr(CHART_X()), tr(CHART_Y()),
                     [tr(STAGE_SHORT(number=res.stage)) for res in state.results], series)

    def _race_rows(self, state: Any) -> list[dict]:
        """A single race ends at the first finish: the others are placed by how far they got."""
        total = len(state.stage.course.costs)
        rows = []
        for rank, seat in enumerate(self.game.outcome(state).ranking, start=1):
            rider = state.riders[seat]
            rows.append({"rank": rank, "name": self.seats[seat].name, "color": self.seats[seat].colour,
                         "time": "", "extra": "", "bonus": "", "place": rank,
                         "gap": "" if rider.finished else tr(SPACE_OF(pos=rider.pos, total=total))})
        return rows

    # --- input -----------------------------------------------------------------
    def drop(self, state: Any, view: View, piece: str, zone: str) -> Intent:
        kind, _, rest = piece.partition(":")
        if kind == "die":
            seat = int(rest.split(":")[0])
            if zone != "tray":
                return Intent(refusal=NOT_A_DIE_SPACE())
            return self._stage(state, view, seat, self.staged + 1)
        if kind == "rider" and zone.startswith("space:"):
            return Intent(((int(rest), Advance(int(zone.split(":")[1]))),))
        return Intent(refusal=NOT_A_DIE_SPACE())

    def _stage(self, state: Any, view: View, seat: int, count: int) -> Intent:
        """Staging is UI only, but it is checked as the Declare it would become."""
        problem = NOT_YOUR_TURN() if seat != view.viewer else self.game.check(state, seat, Declare(count))
        if problem is not None:
            return Intent(refusal=problem)
        self.staged = count
        return Intent(changed=True)

    def activate(self, state: Any, view: View, target: str) -> Intent:
        seat = view.viewer
        if target.startswith("space:"):
            mover = self._mover(state, view)
            return Intent(((seat if mover is None else mover, Advance(int(target.split(":")[1]))),))
        if target.startswith("die:"):
            owner, index = (int(x) for x in target.split(":")[1:])
            wanted = index + 1 if index >= self.staged else index  # click a die: fill the tray up to it, or back
            if wanted == 0 and owner == seat:
                self.staged = 0
                return Intent(changed=True)
            return self._stage(state, view, owner, wanted)
        if seat is None:
            return Intent()
        if target == "roll":
            return Intent(((seat, Declare(self.staged)),))
        if target == "clear":
            self.staged = 0
            return Intent(changed=True)
        if target in ("join", "stay_out"):
            return Intent(((seat, Join(target == "join")),))
        if target in ("agree_end", "agree_go_on"):
            return Intent(((seat, Agree(target == "agree_end")),))
        if target == "furthest":
            stops = self.game.stops(state, seat) if self._mover(state, view) is not None else [0]
            return Intent(((seat, Advance(stops[-1])),))
        if target == "stop" and self.cursor is not None:
            return Intent(((seat, Advance(self.cursor)),))
        if target == "retire":
            return Intent(((seat, Retire()),))
        return Intent()

    def press(self, state: Any, view: View, key: str) -> Intent:
        seat = view.viewer
        if seat is None:
            return Intent()
        if key in DIGIT_KEYS and state.phase == "declare":
            return Intent(((seat, Declare(DIGIT_KEYS[key])),))
        if key in ("Left", "Right", "Up", "Down") and self._mover(state, view) is not None:
            stops = self.game.stops(state, seat)
            at = stops.index(self.cursor) if self.cursor in stops else len(stops) - 1
            step = 1 if key in ("Right", "Up") else -1
            self.cursor = stops[max(0, min(len(stops) - 1, at + step))]
            return Intent(changed=True)
        named = {"Return": "stop", "Enter": "stop", "F": "furthest", "Escape": "clear"}
        if key in ("Return", "Enter") and state.phase == "declare":
            return self.activate(state, view, "roll")
        if key in ("Y", "N"):
            if state.phase == "join":
                return self.activate(state, view, "join" if key == "Y" else "stay_out")
            if state.phase == "agree":
                return self.activate(state, view, "agree_end" if key == "Y" else "agree_go_on")
            return Intent()
        return self.activate(state, view, named[key]) if key in named else Intent()

    def hint_marks(self, state: Any, seat: int, action: Any) -> HintMarks:
        if isinstance(action, Declare):
            text = H_ROLL_ONE() if action.dice == 1 else H_ROLL(dice=action.dice)
            return HintMarks(text, tuple(f"die:{seat}:{i}" for i in range(action.dice)), ("tray",))
        if isinstance(action, Advance):
            return HintMarks(H_ADVANCE(pos=action.to), (f"rider:{seat}",), (f"space:{action.to}",))
        if isinstance(action, Join):
            return HintMarks(B_JOIN() if action.join else B_STAY_OUT(), buttons=("join" if action.join else "stay_out",))
        if isinstance(action, Agree):
            return HintMarks(B_END() if action.end else B_GO_ON(), buttons=("agree_end" if action.end else "agree_go_on",))
        return HintMarks(B_RETIRE(), buttons=("retire",))


PRESENTER = DiceRoadRacePresenter
