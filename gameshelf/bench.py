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


def cold_start_s(runs: int = 5, command: list[str] | None = None) -> float:
    """Process start to the home screen's first rendered frame, as the app itself reports it."""
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen(command or _app_command("--quit-after-first-frame"), stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, env=_offscreen_env(), text=True)
        for line in proc.stdout:
            if line.startswith("first-frame"):
                samples.append(time.perf_counter() - start)
                break
        proc.wait(timeout=60)
    if not samples:
        raise RuntimeError("the app never reported its first frame")
    return statistics.median(samples)


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=("games", "ai", "app", "ui"),
                        help="measure only the rules/AI, only the AI's decision times, only the app's start and "
                             "memory, or only the table's answer to a decision (gameshelf/bench_ui.py)")
    args = parser.parse_args(argv)
    games = registry()
    if args.only in (None, "ui"):
        from gameshelf.bench_ui import ui_lines  # imports Qt: only when the table is measured

        ui_lines()
    if args.only not in ("app", "ui"):
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
        print(f"app.cold_start_s {cold_start_s():.2f} s", flush=True)
        print(f"app.rss_mb {demo_rss_mb('dice_road_race'):.0f} MB", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
