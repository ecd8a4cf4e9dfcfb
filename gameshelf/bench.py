"""Benchmarks: `python -m gameshelf.bench` prints one `name value unit` line per figure.

Figures are medians of several runs (machines here are noisy). Speed targets
are checked by reading these lines, never by timed tests.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

from gameshelf.core.ai.plugins import plugin_for
from gameshelf.core.ai.levels import LEVELS, choose
from gameshelf.core.engine import Seat
from gameshelf.core.games import registry

# Per game: the table the figures are measured on (players, options over the spec's defaults), from each
# game's issue. Games whose rules are not on this branch are skipped.
SETUPS: dict[str, tuple[int, dict]] = {
    "dice_road_race": (4, {"mode": "stage_race"}),
    "grands_tours": (5, {}),  # the defaults are the standard course
    "grimoire": (4, {}),
    "grandprix_f1": (6, {"laps": "4"}),
    "tournay": (4, {}),  # the base game
}


def random_move(game, state, rng: random.Random):
    """A uniformly random legal decision (resign-like moves excluded, as the AI's baseline does)."""
    seat = game.to_act(state)[0]
    return seat, rng.choice(plugin_for(game).legal(game, state, seat))


def greedy_move(game, state, rng: random.Random):
    """The AI plug-in's rollout policy: what the search plays inside its simulations."""
    seat = game.to_act(state)[0]
    return seat, plugin_for(game).policy(game, state, seat, rng)


def playout(game, n: int, options: dict, seed: int, move=random_move) -> int:
    """Plays one game to the end; returns how many decisions it took."""
    state = game.new_game([Seat(f"P{i}") for i in range(n)], options, seed)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over(state):
        game.apply(state, *move(game, state, rng))
        steps += 1
    return steps


def playouts_per_s(game, n: int, options: dict, move=random_move, batches: int = 5, per_batch: int = 10) -> float:
    rates = []
    for batch in range(batches):
        start = time.perf_counter()
        for i in range(per_batch):
            playout(game, n, options, batch * per_batch + i, move)
        rates.append(per_batch / (time.perf_counter() - start))
    return statistics.median(rates)


def decision_positions(game, n: int, options: dict, count: int = 15) -> list[tuple]:
    """(state, seat, seed) of positions met in random games where the AI has a choice to make."""
    rng = random.Random(1)
    positions = []
    seed = 0
    while len(positions) < count:
        seed += 1
        state = game.new_game([Seat(f"P{i}") for i in range(n)], options, seed)
        for _ in range(rng.randrange(0, 120)):  # a position somewhere in the first stages
            if game.is_over(state):
                break
            game.apply(state, *random_move(game, state, rng))
        if game.is_over(state):
            continue
        seat = game.to_act(state)[0]
        if len(plugin_for(game).candidates(game, state, seat)) < 2:  # a forced move costs nothing: not counted
            continue
        positions.append((state, seat, seed))
    return positions


def ai_decision_s(game, n: int, options: dict, level="normal", decisions: int = 15) -> tuple[float, float]:
    """Median wall-clock and CPU time of one AI decision at `level` (a name or a Level), over positions met in
    random games. On a shared machine the CPU time is what a quiet one would show as wall-clock time."""
    times, cpu = [], []
    for state, seat, seed in decision_positions(game, n, options, decisions):
        start, start_cpu = time.perf_counter(), time.process_time()
        choose(game, state, seat, level, random.Random(seed))
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return statistics.median(times), statistics.median(cpu)


def _app_command(*args: str) -> list[str]:
    return [sys.executable, "-m", "gameshelf", *args]


def _offscreen_env() -> dict:
    return {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}


def cold_start_s(runs: int = 5, command: list[str] | None = None, compiled: bool = True) -> tuple[float, float]:
    """Process start to the home screen's first rendered frame: (seconds from the spawn to the app's
    `first-frame` line, the CPU seconds the app says it spent until then), medians over `runs` starts.

    `compiled`: the app's modules start from their bytecode, as an installed app does (pip compiles them at
    install, the bundle ships them compiled): one unmeasured start first writes them to a cache of the bench's
    own. Else Python writes no bytecode (PYTHONDONTWRITEBYTECODE, which some machines set), so every module
    without a cached one (in a checkout: the app's own) is compiled from its source at every start."""
    with tempfile.TemporaryDirectory(prefix="gameshelf-bench-pyc-") as cache:
        env = _offscreen_env()
        if compiled:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = cache
        else:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        samples, cpu = [], []
        for run in range(runs + compiled):
            start = time.perf_counter()
            proc = subprocess.Popen(command or _app_command("--quit-after-first-frame"), stdout=subprocess.PIPE,
                                    stderr=subprocess.DEVNULL, env=env, text=True)
            for line in proc.stdout:
                if line.startswith("first-frame"):
                    if run or not compiled:  # the first compiled start only writes the bytecode
                        samples.append(time.perf_counter() - start)
                        cpu.append(float(line.split()[2]))
                    break
            proc.wait(timeout=60)
    if not samples:
        raise RuntimeError("the app never reported its first frame")
    return statistics.median(samples), statistics.median(cpu)


def demo_rss_mb(game_id: str, moves: int = 40) -> float:
    """Peak resident memory of the app playing a demo game (the child's own rusage)."""
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.Popen(_app_command("--demo", game_id, "--moves", str(moves), "--screenshot",
                                             os.path.join(tmp, "shot.png")),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=_offscreen_env())
        _pid, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise RuntimeError(f"the demo exited with {proc.returncode}")
    return usage.ru_maxrss / 1024  # kilobytes on Linux


def decision_write_ms(games: int = 3) -> tuple[float, float]:
    """Median and 95th percentile of one decision stored in the library, over whole games of each kind at the
    benchmark tables (random legal moves), as the controller stores them (`GameLibrary.keep`'s write)."""
    from pathlib import Path

    from gameshelf.core.engine import Session
    from gameshelf.desktop.models.library import LIBRARY_NAME, Library

    times = []
    with tempfile.TemporaryDirectory() as tmp:
        library, _ = Library.open(Path(tmp) / LIBRARY_NAME)
        for game_id, (n, extra) in SETUPS.items():
            game = registry()[game_id]
            for seed in range(games):
                session = Session.new(game, [Seat(f"P{i}") for i in range(n)], {**game.spec.defaults(), **extra}, seed)
                row = library.add(session.record)
                rng = random.Random(seed)
                while not game.is_over(session.state):
                    session.submit(*random_move(game, session.state, rng))
                    over = game.outcome(session.state) if game.is_over(session.state) else None
                    start = time.perf_counter()
                    library.save(row, session.record, "", over)
                    times.append((time.perf_counter() - start) * 1000)
        library.close()
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95)]


def library_screens_ms(finished: int = 10_000, unfinished: int = 50, runs: int = 7) -> dict[str, float]:
    """With a library of `finished` finished and `unfinished` games in progress: the library's size on disk, its
    opening at start, and the home and history screens from the request to the frame that shows them."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from argparse import Namespace
    from pathlib import Path

    from PySide6.QtCore import QEventLoop, QSettings
    from PySide6.QtGui import QGuiApplication

    from gameshelf.desktop.models import library_sample
    from gameshelf.desktop.models.library import LIBRARY_NAME, Library
    from gameshelf.desktop.paths import qml_dir
    from gameshelf.desktop.runtime import Runtime

    figures: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        library, _ = Library.open(data / LIBRARY_NAME)
        library_sample.fill(library, finished, unfinished)
        library.close()
        figures["size_mb"] = sum(f.stat().st_size for f in data.iterdir()) / 2**20
        opened = []
        for _ in range(runs):
            start = time.perf_counter()
            library, _ = Library.open(data / LIBRARY_NAME)
            library.unfinished()
            opened.append((time.perf_counter() - start) * 1000)
            library.close()
        figures["open_ms"] = statistics.median(opened)
        app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.IniFormat)
        settings.setValue("animationSpeed", "off")  # a page change is then one frame
        args = Namespace(load=None, demo=None, screen=None, moves=0, players=4, screenshot=None, lang="en", seed=1,
                         size=(1280, 720), quit_after_first_frame=False, replay=None)
        runtime = Runtime(args, settings, data)
        window = runtime.load_qml()

        def to_frame(action) -> tuple[float, float]:
            """Wall-clock and CPU milliseconds from `action` to the next frame on screen (the process's CPU time:
            on a shared machine, what a quiet one would show as wall-clock time)."""
            swapped: list[tuple[float, float]] = []
            window.frameSwapped.connect(lambda: swapped.append((time.perf_counter(), time.process_time())))
            start, start_cpu = time.perf_counter(), time.process_time()
            action()
            while not swapped:
                app.processEvents(QEventLoop.WaitForMoreEvents)  # asleep: the wait is not CPU work
            window.frameSwapped.disconnect()
            for _ in range(20):  # let the page settle before the next run
                app.processEvents(QEventLoop.AllEvents, 5)
            return (swapped[0][0] - start) * 1000, (swapped[0][1] - start_cpu) * 1000

        to_frame(lambda: None)
        row = runtime.controller.library.unfinished.rows()[0]["id"]
        history = (qml_dir() / "HistoryPage.qml").as_uri()
        homes, histories = [], []
        for _ in range(runs):
            runtime.controller.openGame(row)  # at the table...
            to_frame(lambda: None)
            homes.append(to_frame(lambda: window.showHome()))  # ...back home: the Continue row read again
            histories.append(to_frame(lambda: window.openPage(history, {"app": window})))
            to_frame(lambda: window.showHome())
        for name, samples in (("home_open", homes), ("history_open", histories)):
            figures[f"{name}_ms"] = statistics.median(wall for wall, _cpu in samples)
            figures[f"{name}_cpu_ms"] = statistics.median(cpu for _wall, cpu in samples)
        runtime.close()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=("games", "ai", "app", "ui", "library"),
                        help="measure only the rules/AI, only the AI's decision times, only the app's start and "
                             "memory, only the table's answer to a decision (gameshelf/bench_ui.py), or only the "
                             "game library")
    args = parser.parse_args(argv)
    games = registry()
    if args.only in (None, "library"):
        median, p95 = decision_write_ms()
        print(f"library.decision_write_ms {median:.2f} ms", flush=True)
        print(f"library.decision_write_p95_ms {p95:.2f} ms", flush=True)
        figures = library_screens_ms()
        print(f"library.size_mb {figures['size_mb']:.1f} MB (10,000 finished and 50 unfinished games)", flush=True)
        print(f"library.open_ms {figures['open_ms']:.1f} ms", flush=True)
        for name in ("home_open", "history_open"):
            print(f"library.{name}_ms {figures[f'{name}_ms']:.1f} ms", flush=True)
            print(f"library.{name}_cpu_ms {figures[f'{name}_cpu_ms']:.1f} ms", flush=True)
    if args.only in (None, "ui"):
        from gameshelf.bench_ui import ui_lines  # imports Qt: only when the table is measured

        ui_lines()
    if args.only in (None, "games", "ai"):
        for game_id, (n, extra) in SETUPS.items():
            game = games.get(game_id)
            if game is None:
                continue
            options = {**game.spec.defaults(), **extra}
            if args.only != "ai":
                print(f"{game_id}.playouts_per_s {playouts_per_s(game, n, options):.1f} playouts/s", flush=True)
                rollouts = playouts_per_s(game, n, options, greedy_move)
                print(f"{game_id}.greedy_playouts_per_s {rollouts:.1f} playouts/s", flush=True)
            for level in LEVELS:
                wall, cpu = ai_decision_s(game, n, options, level)
                print(f"{game_id}.ai_{level}_decision_s {wall:.3f} s", flush=True)
                print(f"{game_id}.ai_{level}_decision_cpu_s {cpu:.3f} s", flush=True)
    if args.only in (None, "app"):
        wall, cpu = cold_start_s()
        print(f"app.cold_start_s {wall:.2f} s", flush=True)
        print(f"app.cold_start_cpu_s {cpu:.2f} s", flush=True)  # what a quiet machine would show
        wall, cpu = cold_start_s(compiled=False)
        print(f"app.cold_start_uncompiled_s {wall:.2f} s", flush=True)
        print(f"app.cold_start_uncompiled_cpu_s {cpu:.2f} s", flush=True)
        print(f"app.rss_mb {demo_rss_mb('dice_road_race'):.0f} MB", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
