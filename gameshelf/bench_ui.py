"""How long the table takes to answer: a decision (or the hot-seat hand-over) to the next drawn frame.

Measured on the real QML table offscreen (software renderer, 1280x720, animations off) with every seat
human, so no computer thinks: greedy decisions go through `GameController._submit`, and each is timed from
the call to the window's next `frameSwapped`, with the deferred deletes of destroyed delegates run as the
event loop would. A reveal is the same wait after the hand-over screen is dismissed (the next human's view).
A player pauses before each move: before each measured action the table has rested as long as the app's idle
collector waits (`desktop/idle_collector.py`, 0.4 s), so what the app does in such a pause is done there, as in
play: the last decision's write to the game library (held `WRITE_DELAY_MS`, 0.2 s: it waited for a timer that
the bench's back-to-back spans let fire inside a later span) and the QML engine's garbage collection (the bench
runs both at once rather than sleeping), and a frame the last span left asked for is drawn (a span timed at once
after it would ride on that frame's request and skip the platform's 5 ms wait for an update: the Grands Tours
decisions timed right after a reveal did, while reveals asked for a second frame).
Each table is measured early (from the set-up) and late (the last decisions of a whole greedy game at that
count, the fullest table: the longest log, the most on the board), at the game's usual player count and at the
largest it allows; every decision its player may take back is also undone and redone (a decision that hands
the table to the next human is not theirs to undo): 12-67 of each per table where every fifth gave 6-30, the
fewest at Grands Tours' 6 teams, where nearly every decision hands the table over (over 30 samples or fewer, a
p95 is the slowest one or two). The decision that ends a game is not one of them: the results it shows are a wait
of their own (below).
The other waits: a table opened from the home screen and from a save file, the results shown by a game's
last decision, and the game's rulebook opened at a section as a rule link opens it, in each language, the
first time (nothing kept from an earlier opening) (medians). On a shared machine the wall clock counts other
people's work too, so decisions and reveals, undos and redos, openings and results are also timed in this
process's CPU time over the same span (`_cpu_` lines): what a quiet machine
would show.
Each game is measured in a process of its own, as a player opens the app to play it, so that a game's lines
do not depend on the games measured before it: in one process a table measured after other games' ran 10-40%
slower, most of it because the rulebook read last stayed on the page stack under the next table, which the
software renderer went through at each frame (a table now takes the place of the pages above home). That long
session is measured too: the last game's table played after all the others' in one process (`after_others.`
lines).
Run by `python -m gameshelf.bench --only ui`.
"""
from __future__ import annotations

import argparse
import contextlib
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, QSettings, QTimer  # noqa: E402

from gameshelf.core.ai.plugins import plugin_for  # noqa: E402
from gameshelf.core.engine import Seat, Session  # noqa: E402
from gameshelf.core.games import registry  # noqa: E402

# Per game: (usual players, largest count, options over the spec's defaults).
TABLES: dict[str, tuple[int, int, dict]] = {
    "dice_road_race": (4, 6, {"mode": "stage_race"}),
    "grands_tours": (4, 6, {}),
    "grandprix_f1": (4, 8, {"laps": "4"}),
    "tournay": (3, 4, {}),
    "grimoire": (3, 4, {}),
}
COLOURS = ("#d63031", "#0984e3", "#00a86b", "#e1a100", "#8e44ad", "#e67e22", "#2d3436", "#e84393")
NAMES = ("Ann", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gus", "Hana")
SIZE = (1280, 720)
UPDATE_WAIT_MS = 5  # the platform's wait from a window's update request to its frame (QPlatformWindow)
DECISIONS = 80  # measured at each table
RULES_RUNS = 7  # openings of each rulebook


def _percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


class Table:
    """One app window showing one game, driven decision by decision."""

    def __init__(self, data_dir: Path):
        from argparse import Namespace

        from gameshelf.desktop.runtime import Runtime

        store = QSettings(str(data_dir / "settings.ini"), QSettings.IniFormat)
        store.setValue("animationSpeed", "off")
        args = Namespace(load=None, demo=None, screen=None, moves=0, players=4, screenshot=None, lang="en",
                         seed=1, size=SIZE, quit_after_first_frame=False)
        self.runtime = Runtime(args, store, data_dir / "data")
        self.window = self.runtime.load_qml()
        self.window.resize(*SIZE)
        self.window.show()
        self._swapped = False
        self.cpu_ms = 0.0  # the process's CPU time over the last `timed` span
        self.window.frameSwapped.connect(self._on_swap)
        self._frame()

    def _on_swap(self) -> None:
        self._swapped = True

    def _frame(self, timeout_s: float = 5.0) -> None:
        """Runs the event loop until the window has drawn its next frame, drawn even if nothing changed (the table
        turned to the next player's view under a hand-over screen may look the same). It sleeps between events
        (the window's update request is a platform timer of about 5 ms): polling would count that wait as this
        process's CPU."""
        self._swapped = False
        self.window.update()
        deadline = QTimer()  # a frame that never comes still wakes the wait
        deadline.setSingleShot(True)
        deadline.start(int(timeout_s * 1000))
        while not self._swapped and deadline.isActive():
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def uncover(self) -> float | None:
        """Lets the table under a hand-over screen turn to the next player's view (the controller does it after the
        screen's first frame, while a player passes the computer on: seconds, not the next event, so apart from
        the decision's time); its CPU milliseconds, None when no screen came."""
        controller = self.runtime.controller
        if not controller.covering:
            return None
        cpu = time.process_time()
        while controller.covering:
            self._frame()
        self._frame()
        return (time.process_time() - cpu) * 1000

    def pause(self) -> None:
        """What the app does while a player pauses between two moves, at once, and the frames the last span
        left asked for (a change that needs a second frame to settle): a span timed at once after it would find
        that frame's update already asked for, and skip the platform's wait for one."""
        self.runtime.controller.library.flush()
        self.runtime.idle_collector.rest()
        for _ in range(10):  # bounded: an endless animation would ask for frames for ever (they are off here)
            self._swapped = False
            rest = QEventLoop()
            QTimer.singleShot(3 * UPDATE_WAIT_MS, rest.quit)
            rest.exec()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            if not self._swapped:
                break

    def timed(self, act, shown=None) -> float:
        """Milliseconds from `act()` to the next drawn frame, or to the first frame after which `shown()` holds,
        after a player's pause (see the top)."""
        self.pause()
        start, cpu = time.perf_counter(), time.process_time()
        act()
        self._frame()
        while shown is not None and not shown():
            self._frame()
        self.cpu_ms = (time.process_time() - cpu) * 1000
        return (time.perf_counter() - start) * 1000

    def results_shown(self) -> bool:
        return any(popup.property("visible") for popup in self.window.findChildren(QObject, "resultsDialog"))

    def close(self) -> None:
        self.runtime.close()


def played(game, players: int, options: dict, seed: int, skip: int) -> tuple[Session, random.Random]:
    """A practice game (undo is never bounded) after `skip` greedy decisions, played out of sight, and the
    generator that chose them: choosing on with it plays the same game as one played further out of sight."""
    seats = [Seat(NAMES[i], COLOURS[i], "human") for i in range(players)]
    session = Session.new(game, seats, options, seed, practice=True)
    plugin, rng = plugin_for(game), random.Random(seed)
    for _ in range(skip):
        if game.is_over(session.state):
            break
        seat = session.to_act()[0]
        session.submit(seat, plugin.policy(game, session.state, seat, rng))
    return session, rng


def late_skip(game, players: int, options: dict, seed: int, decisions: int = DECISIONS) -> int:
    """The decisions played out of sight before a table's late stretch: all but the last `decisions` + 1 of the
    whole greedy game (the same seed, so the same game), so that the stretch ends on the decision before the one
    that ends the game, whatever the game's length at this count."""
    whole, _rng = played(game, players, options, seed, 100_000)
    return max(0, len(whole.steps) - decisions - 1)


def ends_game(game, session: Session, seat: int, action) -> bool:
    """Whether `action` ends the game (tried on a copy of the state: the game is untouched)."""
    work = session.state.clone()
    game.apply(work, seat, action)
    return game.is_over(work)


def measure(table: Table, game, players: int, options: dict, seed: int, skip: int, decisions: int = DECISIONS):
    """{"decision", "reveal", "undo", "redo": [ms]} (and the same with "_cpu": [CPU ms]) over `decisions`
    greedy decisions after `skip` unmeasured ones, up to the one that would end the game (its results are a wait of
    their own: `opening`); each one its player may undo is also taken back and played again."""
    controller = table.runtime.controller
    session, rng = played(game, players, options, seed, skip)
    plugin = plugin_for(game)
    controller.start(session)
    table._frame()
    times: dict[str, list[float]] = {kind + cpu: [] for kind in ("decision", "reveal", "undo", "redo")
                                     for cpu in ("", "_cpu")}
    times["cover_cpu"] = []  # the table turning to the next player's view under a hand-over screen, after its frame

    def uncover() -> None:
        ms = table.uncover()
        if ms is not None:
            times["cover_cpu"].append(ms)

    for _ in range(decisions):
        if game.is_over(session.state):
            break
        if controller.dialog:  # a stage's results: not a decision, dismissed unmeasured
            controller.dismissDialog()
            table._frame()
        if controller.handOver:
            times["reveal"].append(table.timed(controller.handOverDone))
            times["reveal_cpu"].append(table.cpu_ms)
        seat = session.to_act()[0]
        action = plugin.policy(game, session.state, seat, rng)
        if ends_game(game, session, seat, action):
            break
        times["decision"].append(table.timed(lambda: controller._submit(seat, action)))
        times["decision_cpu"].append(table.cpu_ms)
        uncover()
        if controller.canUndo:  # not while the table waits for the next human: not theirs to undo
            times["undo"].append(table.timed(controller.undo))
            times["undo_cpu"].append(table.cpu_ms)
            times["redo"].append(table.timed(controller.redo))
            times["redo_cpu"].append(table.cpu_ms)
            uncover()
    return times


def opening(table: Table, game, players: int, options: dict, seed: int, skip: int, save: Path) -> dict:
    """Milliseconds to the first frame of a table opened from the home screen, of the same game opened from a
    save file, and of the results shown by a game's last decision."""
    from PySide6.QtCore import QMetaObject, QUrl

    from gameshelf.core.engine import dumps

    controller = table.runtime.controller
    found = {}
    session, _rng = played(game, players, options, seed, skip)
    QMetaObject.invokeMethod(table.window, "showHome")
    table._frame()
    found["open_table"] = table.timed(lambda: controller.start(session))
    found["open_table_cpu"] = table.cpu_ms
    save.write_text(dumps(session.record, game), encoding="utf-8")
    QMetaObject.invokeMethod(table.window, "showHome")
    table._frame()
    found["open_save"] = table.timed(lambda: controller.loadFile(QUrl.fromLocalFile(str(save)).toString()))
    found["open_save_cpu"] = table.cpu_ms
    ending, _rng = played(game, players, options, seed, 100_000)  # to its end, then one decision back
    last = ending.steps[-1]
    ending.undo(last.player)
    controller.start(ending)
    table._frame()
    if controller.handOver:
        controller.handOverDone()
        table._frame()
    # to the frame that shows the dialog: it comes a frame after the decision's (ResultsPopup)
    found["results"] = table.timed(lambda: controller._submit(last.player, last.action), table.results_shown)
    found["results_cpu"] = table.cpu_ms
    return found


def rules_opening(table: Table, game_id: str, lang: str) -> tuple[float, float]:
    """(wall-clock ms, CPU ms) from a rule link to the first frame of the game's rulebook in `lang`, opened at a
    section two thirds into the book, the first time: what the app kept from an earlier opening is dropped."""
    from PySide6.QtCore import Q_ARG, QMetaObject, QUrl

    from gameshelf.core.games.rulelinks import heading_ids
    from gameshelf.desktop.paths import qml_dir

    runtime = table.runtime
    if runtime.settings.language != lang:
        runtime.settings.language = lang
    sections = list(heading_ids(runtime.shelf.rules(game_id)))
    props = {"app": table.window, "gameId": game_id, "section": sections[len(sections) * 2 // 3]}
    url = QUrl.fromLocalFile(str(qml_dir() / "RulesPage.qml")).toString()
    QMetaObject.invokeMethod(table.window, "showHome")
    table._frame()
    runtime.shelf._markdown.clear()  # the HTML the shelf keeps of each book it read
    ms = table.timed(lambda: QMetaObject.invokeMethod(table.window, "openPage", Q_ARG("QVariant", url),
                                                      Q_ARG("QVariant", props)))
    return ms, table.cpu_ms


def ui_lines(only_games: list[str] | None = None) -> list[str]:
    """Prints and returns the bench lines (medians and 95th percentiles, milliseconds): each game's from a
    process of its own, then the long session's (see the top)."""
    lines = []
    for game_id in TABLES:
        if not only_games or game_id in only_games:
            lines += _in_own_process([game_id])
    if not only_games:
        lines += _in_own_process(["--after-others"])
    return lines


def _in_own_process(args: list[str]) -> list[str]:
    """Runs this module with `args` in a new process, passing its lines on as they come."""
    lines = []
    with subprocess.Popen([sys.executable, "-m", "gameshelf.bench_ui", *args], stdout=subprocess.PIPE,
                          text=True) as child:  # its warnings and a failure's traceback go to our stderr
        for line in child.stdout:
            lines.append(line.rstrip("\n"))
            print(lines[-1], flush=True)
    if child.returncode:
        raise RuntimeError(f"the UI bench for {' '.join(args)} failed (exit {child.returncode})")
    return lines


def _report(name: str, ms: float) -> None:
    print(f"{name} {ms:.1f} ms", flush=True)


def _setup(game_id: str) -> tuple:
    """(game, usual players, largest count, options) of a game's bench table."""
    game = registry()[game_id]
    usual, largest, extra = TABLES[game_id]
    return game, usual, largest, {**game.spec.defaults(), **extra}


def _table_lines(table: Table, game_id: str, prefix: str = "") -> None:
    """Prints the decision, reveal, undo and redo lines of one game's table, early and late, at its usual and
    largest player counts."""
    game, usual, largest, options = _setup(game_id)
    for players, suffix in ((usual, ""), (largest, f"_{largest}p")):
        times: dict[str, list[float]] = {}
        for skip in (0, late_skip(game, players, options, 11)):  # early and late in the game
            for kind, samples in measure(table, game, players, options, 11, skip).items():
                times.setdefault(kind, []).extend(samples)
        name = f"{prefix}{game_id}.ui_"
        _report(f"{name}decision_p50{suffix}_ms", statistics.median(times["decision"]))
        _report(f"{name}decision_cpu_p50{suffix}_ms", statistics.median(times["decision_cpu"]))
        for kind in ("decision", "reveal", "undo", "redo", "decision_cpu", "reveal_cpu", "undo_cpu", "redo_cpu",
                     "cover_cpu"):
            if times[kind]:
                _report(f"{name}{kind}_p95{suffix}_ms", _percentile(times[kind], 0.95))


def _waits_lines(table: Table, game_id: str, data_dir: Path) -> None:
    """Prints the lines of a table opened from the home screen and from a save, of the results, and of the
    rulebook opened in each language."""
    game, usual, _largest, options = _setup(game_id)
    save = data_dir / f"{game_id}.gameshelf.json"
    openings: dict[str, list[float]] = {}
    for seed in (11, 12, 13):
        for skip in (0, late_skip(game, usual, options, seed)):
            for kind, ms in opening(table, game, usual, options, seed, skip, save).items():
                openings.setdefault(kind, []).append(ms)
    for kind, samples in openings.items():
        _report(f"{game_id}.ui_{kind}_ms", statistics.median(samples))
    for lang in ("en", "ja"):
        rules = [rules_opening(table, game_id, lang) for _ in range(RULES_RUNS)]
        _report(f"{game_id}.ui_rules_open_{lang}_ms", statistics.median(wall for wall, _cpu in rules))
        _report(f"{game_id}.ui_rules_open_{lang}_cpu_ms", statistics.median(cpu for _wall, cpu in rules))
    table.runtime.settings.language = "en"


def main(argv: list[str] | None = None) -> int:
    """`GAME`: that game's lines, in this process; `--after-others`: every game in turn in this process, as one
    process measured them all before, printing only the last table's lines (`after_others.`)."""
    parser = argparse.ArgumentParser(description="One process of the UI bench (run by `ui_lines`).")
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("game", nargs="?", choices=tuple(TABLES))
    which.add_argument("--after-others", action="store_true")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="gameshelf-bench-ui-") as tmp:
        table = Table(Path(tmp))
        try:
            if args.after_others:
                *others, last = TABLES
                with open(os.devnull, "w") as quiet, contextlib.redirect_stdout(quiet):
                    for game_id in others:
                        _table_lines(table, game_id)
                        _waits_lines(table, game_id, Path(tmp))
                _table_lines(table, last, "after_others.")
            else:
                _table_lines(table, args.game)
                _waits_lines(table, args.game, Path(tmp))
        finally:
            table.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
